// Flak batteries in the turn engine (issue 16; AA-04..08): the gunner is
// asked once the plans are made, before the 2nd reveal and at the fire step
// of phase 2; the shell bursts on the airplane at the token's level with a C
// card; the battery arms in turn 1 and reloads the whole turn after a burst;
// a delayed or moved shell bursts in phase 1 of the next turn. Counted as
// S003 has it: "the following turn", "the whole next turn, even if it fired
// in phase one", "two phases later", "at most one ruler".

#include <gtest/gtest.h>

#include <algorithm>

#include "flying_fixture.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/game/script.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/words/events.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

constexpr double kLane = 450;   // x of the SPAD's line up the table
constexpr double kFromY = 200;  // where it starts, heading +y
constexpr int kFlakLevel = 2;   // it flies there the whole game

const GeometrySpec& spadGeometry() {
    return *shippedData().geometry("ww1_small");
}

double spadRuler() {
    return spadGeometry().rulerLength.value;
}

// Where the SPAD's base centre is after `cards` straight cards from the start.
Point2 spadAfter(int cards) {
    const CardMove& straight = *shippedData().maneuverDeck(Era::Ww1, 'A')->card(1)->move(Speed::Normal);
    Pose pose{kLane, kFromY, 0};
    for (int i = 0; i < cards; ++i) pose = applyCardMove(pose, straight, spadGeometry());
    return {pose.x, pose.y};
}

// A SPAD flying straight up the table at level 2, an Albatros far off at
// level 3, and a German flak battery one ruler to the right of where the
// SPAD is after 6 straight cards (the end of turn 2): where it is after card
// 2 of turn 2 and card 1 of turn 3 lies in altitude 2's band.
nlohmann::json flakRange() {
    const Point2 target = spadAfter(6);
    nlohmann::json spad{{"id", "spad"}, {"type", "spad_xiii"}, {"side", "entente"},     {"x", kLane},
                        {"y", kFromY},  {"heading", 0},        {"altitude", kFlakLevel}};
    nlohmann::json albatros{{"id", "albatros"}, {"type", "albatros_d3"}, {"side", "central"}, {"x", 1700},
                            {"y", 1700},        {"heading", 180},        {"altitude", 3}};
    nlohmann::json flak{{"id", "flak"},  {"type", "flak"}, {"side", "central"}, {"x", kLane + spadRuler()},
                        {"y", target.y}, {"heading", 0}};
    return scenarioJson("flak_range", Era::Ww1, "ww1-standard", {spad, albatros}, {flak});
}

const Plan kStraights = plan(1, 2, 3);

// Both airplanes plan three straights.
void planTurn(ScenarioGame& game) {
    for (const char* id : {"spad", "albatros"})
        if (game.state.find(id)->inPlay()) game.apply(SubmitPlan{id, kStraights});
}

// After the plans: fire decisions held, the gunner's answered by `answer`,
// until the next turn's plans are due.
template <class Answer>
void finishTurn(ScenarioGame& game, Answer answer) {
    while (game.state.stage != Stage::Planning && game.state.stage != Stage::Over) {
        const auto decisions = pending(game.state);
        ASSERT_FALSE(decisions.empty());
        const Decision& decision = decisions.front();
        ASSERT_TRUE(decision.kind == DecisionKind::Flak || decision.kind == DecisionKind::Fire)
            << "turn " << game.state.turn << ", " << nameOf(game.state.stage) << ": " << nameOf(decision.kind) << " of "
            << decision.aircraft;
        if (decision.kind == DecisionKind::Flak)
            game.apply(answer(decision, game.state));
        else
            game.apply(FireOrder{decision.aircraft, decision.weapon, ""});
    }
}

// A whole turn: both plans, then finishTurn.
template <class Answer>
void playTurn(ScenarioGame& game, Answer answer) {
    planTurn(game);
    finishTurn(game, answer);
}

// The gunner's answers: `place` (or hold) then keep, then burst.
auto gunner(std::optional<AimFlak> place) {
    return [place](const Decision& decision, const GameState&) -> Command {
        const std::string& step = decision.options.front();
        if (step == "place") return place ? *place : AimFlak{"flak", FlakAction::Hold, {}, 0};
        if (step == "keep") return AimFlak{"flak", FlakAction::Keep, {}, 0};
        return AimFlak{"flak", FlakAction::Burst, {}, 0};
    };
}

AimFlak placeAt(Point2 at, int altitude = kFlakLevel) {
    return {"flak", FlakAction::Place, at, altitude};
}

std::vector<Decision> flakDecisions(const GameState& state) {
    std::vector<Decision> found;
    for (const auto& decision : pending(state))
        if (decision.kind == DecisionKind::Flak) found.push_back(decision);
    return found;
}

TEST(FlakGame, ItArmsDuringTurnOneAndItsGunnerIsAskedOnceTheTurnTwoPlansAreMade) {
    ScenarioGame game(flakRange());
    EXPECT_EQ(game.state.targets.front().readyFrom, 2);
    planTurn(game);
    EXPECT_TRUE(flakDecisions(game.state).empty()) << "turn 1: it arms";
    finishTurn(game, gunner(std::nullopt));
    ASSERT_EQ(game.state.turn, 2);
    EXPECT_TRUE(flakDecisions(game.state).empty()) << "not before the plans are made";
    planTurn(game);
    const auto asked = flakDecisions(game.state);
    ASSERT_EQ(asked.size(), 1u);
    EXPECT_EQ(asked.front().aircraft, "flak");
    EXPECT_EQ(asked.front().options, (std::vector<std::string>{"place", "hold"}));
    EXPECT_EQ(game.state.phase, 0) << "before the first card is revealed";
}

TEST(FlakGame, AShellOnTheAirplaneAtItsLevelBurstsInPhaseTwoWithACCard) {
    ScenarioGame game(flakRange());
    playTurn(game, gunner(std::nullopt));
    playTurn(game, gunner(placeAt(spadAfter(5))));
    const auto bursts = game.all<ev::FlakBurst>();
    ASSERT_EQ(bursts.size(), 1u);
    EXPECT_EQ(bursts.front().second.direct, (std::vector<std::string>{"spad"}));
    EXPECT_EQ(bursts.front().second.readyFrom, 4);
    EXPECT_EQ(game.phaseOf(EventKind::FlakBurst, "flak"), 5) << "turn 2, phase 2";
    const auto damage = game.all<ev::Damage>();
    ASSERT_EQ(damage.size(), 1u);
    EXPECT_EQ(damage.front().first, "spad");
    EXPECT_EQ(damage.front().second.deck, 'C');
    EXPECT_EQ(damage.front().second.cause.source, ev::DamageSource::FlakBurst);
    EXPECT_EQ(damage.front().second.cause.by, "flak");
    EXPECT_FALSE(game.state.targets.front().token) << "the token leaves the table";
    // The log says where, who and when it shoots again.
    const words::EventNames names(shippedData(), game.state);
    const auto burst = std::find_if(game.events.begin(), game.events.end(),
                                    [](const Event& e) { return e.kind() == EventKind::FlakBurst; });
    const std::string said = words::describe(*burst, names);
    EXPECT_NE(said.find("on the token, draws a C card"), std::string::npos) << said;
    EXPECT_NE(said.find("from turn 4"), std::string::npos) << said;
}

TEST(FlakGame, AfterABurstItReloadsTheWholeNextTurn) {
    ScenarioGame game(flakRange());
    playTurn(game, gunner(std::nullopt));
    playTurn(game, gunner(placeAt(spadAfter(5))));
    ASSERT_EQ(game.state.turn, 3);
    planTurn(game);
    EXPECT_TRUE(flakDecisions(game.state).empty()) << "turn 3: reloading";
    finishTurn(game, gunner(std::nullopt));
    planTurn(game);
    EXPECT_EQ(flakDecisions(game.state).size(), 1u) << "turn 4: ready again";
}

TEST(FlakGame, OneLevelOffTheShellMissesAndANearMissNeedsTheOption) {
    const Point2 spad = spadAfter(5);
    // On the SPAD but one level down: nothing.
    ScenarioGame high(flakRange());
    playTurn(high, gunner(std::nullopt));
    playTurn(high, gunner(placeAt(spad, kFlakLevel - 1)));
    ASSERT_EQ(high.all<ev::FlakBurst>().size(), 1u);
    EXPECT_TRUE(high.all<ev::FlakBurst>().front().second.direct.empty());
    EXPECT_TRUE(high.all<ev::Damage>().empty());
    // Beside the SPAD at its level, off its base: nothing without the option...
    const double side = spadGeometry().baseWidth.value / 2 + 30;  // 30 mm clear of its base
    ScenarioGame plain(flakRange());
    playTurn(plain, gunner(std::nullopt));
    playTurn(plain, gunner(placeAt({spad.x + side, spad.y})));
    EXPECT_TRUE(plain.all<ev::Damage>().empty());
    // ... and an A card with it (AA-07: within half a ruler).
    ScenarioGame nearMiss(flakRange());
    nearMiss.engine.rules.flakNearMiss = true;
    playTurn(nearMiss, gunner(std::nullopt));
    playTurn(nearMiss, gunner(placeAt({spad.x + side, spad.y})));
    ASSERT_EQ(nearMiss.all<ev::FlakBurst>().size(), 1u);
    EXPECT_EQ(nearMiss.all<ev::FlakBurst>().front().second.nearMiss, (std::vector<std::string>{"spad"}));
    ASSERT_EQ(nearMiss.all<ev::Damage>().size(), 1u);
    EXPECT_EQ(nearMiss.all<ev::Damage>().front().second.deck, 'A');
}

TEST(FlakGame, ADelayedShellBurstsInPhaseOneOfTheNextTurnAndTheBatteryReloadsTheTurnAfter) {
    ScenarioGame game(flakRange());
    playTurn(game, gunner(std::nullopt));
    // Aimed where the SPAD is after turn 3's first card; delayed at phase 2.
    auto answers = [](const Decision& decision, const GameState&) -> Command {
        const std::string& step = decision.options.front();
        if (step == "place") return placeAt(spadAfter(7));
        if (step == "keep") return AimFlak{"flak", FlakAction::Keep, {}, 0};
        EXPECT_EQ(decision.options, (std::vector<std::string>{"burst", "delay"}));
        return AimFlak{"flak", FlakAction::Delay, {}, 0};
    };
    playTurn(game, answers);
    EXPECT_TRUE(game.all<ev::FlakBurst>().empty());
    ASSERT_EQ(game.all<ev::FlakDelayed>().size(), 1u);
    EXPECT_EQ(game.all<ev::FlakDelayed>().front().second.burstTurn, 3);
    EXPECT_EQ(game.all<ev::FlakDelayed>().front().second.burstPhase, 1);
    ASSERT_TRUE(game.state.targets.front().token) << "the token stays for turn 3";
    planTurn(game);
    EXPECT_TRUE(flakDecisions(game.state).empty()) << "its shell is still in the air: nothing to aim";
    finishTurn(game, gunner(std::nullopt));
    ASSERT_EQ(game.all<ev::FlakBurst>().size(), 1u);
    EXPECT_EQ(game.phaseOf(EventKind::FlakBurst, "flak"), 7) << "turn 3, phase 1";
    EXPECT_EQ(game.all<ev::FlakBurst>().front().second.direct, (std::vector<std::string>{"spad"}));
    EXPECT_EQ(game.all<ev::FlakBurst>().front().second.readyFrom, 5) << "fired in turn 3: reloads all of turn 4";
}

TEST(FlakGame, AMovedTokenBurstsTwoPhasesLaterAndMovesAtMostARuler) {
    ScenarioGame game(flakRange());
    playTurn(game, gunner(std::nullopt));
    planTurn(game);
    const Point2 first = spadAfter(6);
    game.apply(placeAt(first));
    // Phase 1 flies; before the 2nd reveal the gunner may move it.
    while (flakDecisions(game.state).empty()) {
        const Decision decision = pending(game.state).front();
        game.apply(FireOrder{decision.aircraft, decision.weapon, ""});
    }
    EXPECT_EQ(game.state.phase, 1);
    EXPECT_EQ(flakDecisions(game.state).front().options, (std::vector<std::string>{"keep", "move"}));
    // A ruler and a millimetre along the SPAD's line is too far.
    const Point2 tooFar{first.x, first.y + spadRuler() + 1};
    try {
        game.apply(AimFlak{"flak", FlakAction::Move, tooFar, kFlakLevel});
        FAIL() << "moved more than a ruler";
    } catch (const CommandError& refused) {
        EXPECT_NE(std::string(refused.what()).find("at most 1 ruler"), std::string::npos) << refused.what();
    }
    // To where the SPAD is after turn 3's first card: allowed.
    const Point2 second = spadAfter(7);
    ASSERT_LE(std::hypot(second.x - first.x, second.y - first.y), spadRuler());
    game.apply(AimFlak{"flak", FlakAction::Move, second, kFlakLevel});
    ASSERT_EQ(game.all<ev::FlakMoved>().size(), 1u);
    EXPECT_EQ(game.all<ev::FlakMoved>().front().second.burstTurn, 3);
    finishTurn(game, gunner(std::nullopt));  // no burst-or-delay question in phase 2: it was moved
    EXPECT_TRUE(game.all<ev::FlakBurst>().empty()) << "not in turn 2";
    playTurn(game, gunner(std::nullopt));
    EXPECT_EQ(game.phaseOf(EventKind::FlakBurst, "flak"), 7);
    EXPECT_EQ(game.all<ev::FlakBurst>().front().second.direct, (std::vector<std::string>{"spad"}));
}

TEST(FlakGame, APlaceOutOfTheAltitudesBandIsRefusedAndSaysWhy) {
    ScenarioGame game(flakRange());
    playTurn(game, gunner(std::nullopt));
    planTurn(game);
    const Point2 battery{kLane + spadRuler(), spadAfter(6).y};
    try {
        game.apply(placeAt({battery.x, battery.y + 0.25 * spadRuler()}, 2));
        FAIL() << "a quarter ruler is inside altitude 2's band";
    } catch (const CommandError& refused) {
        EXPECT_NE(std::string(refused.what()).find("between half a ruler and 1.5 rulers"), std::string::npos)
            << refused.what();
    }
    EXPECT_EQ(flakDecisions(game.state).size(), 1u) << "still asked";
    game.apply(placeAt({battery.x, battery.y}, 5));  // altitude 5: on its card
    EXPECT_EQ(game.all<ev::FlakAimed>().size(), 1u);
}

TEST(FlakGame, AHeldBatteryStaysReadyAndIsAskedAgainNextTurn) {
    ScenarioGame game(flakRange());
    playTurn(game, gunner(std::nullopt));
    playTurn(game, gunner(std::nullopt));
    EXPECT_EQ(game.all<ev::FlakHeld>().size(), 1u);
    planTurn(game);
    EXPECT_EQ(flakDecisions(game.state).size(), 1u);
}

TEST(FlakGame, APlansFileAimsTheBatteryAsTheCommandsDo) {
    const Point2 at = spadAfter(5);
    const nlohmann::json file{
        {"format_version", 1},
        {"turns",
         {{{"plans", {{"spad", {1, 2, 3}}, {"albatros", {1, 2, 3}}}}, {"fire", {{"spad", "hold"}}}},
          {{"plans", {{"spad", {1, 2, 3}}, {"albatros", {1, 2, 3}}}},
           {"fire", {{"spad", "hold"}}},
           {"flak",
            {{"flak",
              {{"place", {{"at", {{"x", at.x}, {"y", at.y}}}, {"altitude", kFlakLevel}}},
               {"move", "keep"},
               {"fire", "burst"}}}}}}}}};
    const auto turns = scriptFromJson(file);
    Diagnostics diagnostics;
    const auto scenario = scenarioFromJson(flakRange(), "flak_range.json", shippedData(), diagnostics);
    ASSERT_TRUE(scenario) << diagnostics.toString();
    const Engine engine{shippedData(), presetRules("ww1-standard"), {}};
    const auto played = playScript(engine, *scenario, "ww1-standard", 3, turns);
    const auto burst = std::find_if(played.events.begin(), played.events.end(),
                                    [](const Event& e) { return e.kind() == EventKind::FlakBurst; });
    ASSERT_NE(burst, played.events.end());
    EXPECT_EQ(burst->as<ev::FlakBurst>().direct, (std::vector<std::string>{"spad"}));
    // A battery the scenario does not have is refused, with its pointer.
    nlohmann::json typo = file;
    typo["turns"][1]["flak"]["flack"] = typo["turns"][1]["flak"]["flak"];
    const auto refused = playScriptUntilRefused(engine, *scenario, "ww1-standard", 3, scriptFromJson(typo));
    ASSERT_TRUE(refused.refusal);
    EXPECT_NE(std::string(refused.refusal->what()).find("/turns/1/flak/flack"), std::string::npos);
}

TEST(FlakGame, AComputerGunnerAimsWhereAStraightFlyingEnemyWillBe) {
    ScenarioGame game(flakRange());
    playTurn(game, gunner(std::nullopt));
    auto computer = [&game](const Decision& decision, const GameState& state) -> Command {
        return chooseFlak(game.engine, state, decision);
    };
    playTurn(game, computer);
    ASSERT_EQ(game.all<ev::FlakAimed>().size(), 1u);
    EXPECT_EQ(game.all<ev::FlakAimed>().front().second.altitude, kFlakLevel);
    ASSERT_EQ(game.all<ev::FlakBurst>().size(), 1u);
    EXPECT_EQ(game.all<ev::FlakBurst>().front().second.direct, (std::vector<std::string>{"spad"}))
        << "the SPAD flew straight, as the gunner guessed";
}

// AA-01: a flak battery is an immobile airplane at level 0 for the fire
// rules too: a SPAD at level 1 within half a ruler of it may fire at it.
// Its points count against its 5 structure points; a special other than a
// jam or an explosion puts its crew out of action (our reading): it aims no
// more shells.
nlohmann::json flakUnderTheGuns() {
    nlohmann::json spad{{"id", "spad"}, {"type", "spad_xiii"}, {"side", "entente"}, {"x", 600},
                        {"y", 200},     {"heading", 0},        {"altitude", 1}};
    nlohmann::json albatros{{"id", "albatros"}, {"type", "albatros_d3"}, {"side", "central"}, {"x", 1700},
                            {"y", 1700},        {"heading", 180},        {"altitude", 3}};
    const double reach = spadAfter(1).y - kFromY + 200 + 44 + 40;  // the card's near edge 40 mm ahead after a card
    nlohmann::json flak{{"id", "flak"}, {"type", "flak"}, {"side", "central"},
                        {"x", 600},     {"y", reach},     {"heading", 0}};
    return scenarioJson("flak_target", Era::Ww1, "ww1-standard", {spad, albatros}, {flak});
}

TEST(FlakTarget, ASpadLowOverItFiresAtTheBatteryAndItsPointsCount) {
    ScenarioGame game(flakUnderTheGuns());
    planTurn(game);
    ASSERT_EQ(game.state.stage, Stage::Fire);
    ASSERT_EQ(game.state.phase, 1);
    const auto& options = game.state.fireOptions;
    ASSERT_EQ(options.size(), 1U);
    EXPECT_EQ(options.front().targets, std::vector<std::string>{"flak"});
    game.apply(FireOrder{"spad", options.front().weapon, "flak"});
    int points = 0;
    for (const auto& [who, damage] : game.all<ev::Damage>())
        if (who == "flak") points += damage.damage;
    EXPECT_EQ(game.state.targets.front().damage, points);
    EXPECT_TRUE(game.all<ev::Fire>().size() == 1U) << "a flak battery has no infantry to fire back";
}

TEST(FlakTarget, ASpecialPutsItsCrewOutOfActionAndItAimsNoMore) {
    bool silencedSeen = false, standingSeen = false;
    for (std::uint64_t seed = 1; seed < 300 && !(silencedSeen && standingSeen); ++seed) {
        ScenarioGame game(flakUnderTheGuns(), seed);
        planTurn(game);
        if (game.state.stage != Stage::Fire || game.state.phase != 1) continue;
        game.apply(FireOrder{"spad", game.state.fireOptions.front().weapon, "flak"});
        const TargetState& flak = game.state.targets.front();
        const bool silenced = flak.silenced && !flak.destroyed;
        if (!silenced && (flak.destroyed || flak.damage > 0)) continue;  // the control: untouched
        finishTurn(game, [](const Decision&, const GameState&) { return AimFlak{"flak", FlakAction::Hold, {}, 0}; });
        ASSERT_EQ(game.state.turn, 2);
        planTurn(game);
        const bool asked = game.state.stage == Stage::Flak;
        EXPECT_EQ(asked, !silenced) << "seed " << seed;
        if (silenced) {
            const auto events = game.all<ev::DefenceSilenced>();
            ASSERT_EQ(events.size(), 1U);
            EXPECT_TRUE(events.front().second.flak);
            const words::EventNames names(shippedData(), game.state);
            const std::string text = words::describe(Event{events.front().second, "flak", {"AA-01"}}, names);
            EXPECT_NE(text.find("aims no more shells"), std::string::npos) << text;
        }
        (silenced ? silencedSeen : standingSeen) = true;
    }
    EXPECT_TRUE(silencedSeen);
    EXPECT_TRUE(standingSeen);
}

}  // namespace
}  // namespace jasta::test
