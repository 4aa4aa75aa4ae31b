// The French cloud layer (RULES.md WX-01, TAIL-13; option cloud_cover =
// s003_layer): a layer just above the play ceiling; an airplane that climbs
// into it leaves its stand where it went in and flies its cards "on paper",
// takes no part in fire, collisions or tails, and comes back on the turn it
// plans a Split-S or a dive out of it, the written cards played first.
// Counted as S003 has it: "just above the play ceiling", "where it entered",
// "before the first manoeuvre of the current turn is revealed".

#include <gtest/gtest.h>

#include <algorithm>

#include "flying_fixture.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/words/events.hpp"
#include "jasta/words/fire.hpp"
#include "jasta/words/tailing.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

// WW1 deck A (SPAD XIII, climb rate 2): straights 1-3 carry the base centre
// 132 mm ahead, the climb 19 58 mm, the dive 20 132 mm.
constexpr int kClimb = 19;
constexpr int kDive = 20;

RuleOptions cloudRules(std::string_view preset = "ww1-standard") {
    RuleOptions rules = presetRules(preset);
    rules.cloudCover = CloudCover::S003Layer;
    return rules;
}

const GeometrySpec& smallBase() {
    return *shippedData().geometry("ww1_small");
}

// `pose` moved by card `number` of deck A (WW1, normal speed).
Pose afterCard(Pose pose, int number) {
    const CardMove& move = *shippedData().maneuverDeck(Era::Ww1, 'A')->card(number)->move(Speed::Normal);
    return applyCardMove(pose, move, smallBase());
}

void expectSamePose(const Pose& actual, const Pose& expected, const char* what) {
    EXPECT_NEAR(actual.x, expected.x, 1e-6) << what;
    EXPECT_NEAR(actual.y, expected.y, 1e-6) << what;
    EXPECT_NEAR(actual.heading, expected.heading, 1e-6) << what;
}

// A SPAD at (900, 600) heading +y at level 3 with one climb counter (one
// climb card from the layer), and an Albatros far away at level 1.
nlohmann::json climbingSpad(Point2 albatrosAt = {300, 1500}, int albatrosLevel = 1, double albatrosHeading = 180) {
    return scenarioJson(
        "clouds", Era::Ww1, "ww1-standard",
        {placedAirplaneJson("spad", "spad_xiii", "entente", {900, 600}, 3, 1),
         placedAirplaneJson("albatros", "albatros_d3", "central", albatrosAt, albatrosLevel, 0, albatrosHeading)});
}

template <class T>
std::vector<const Event*> eventsOf(const ScenarioGame& game) {
    std::vector<const Event*> found;
    for (const auto& event : game.events)
        if (event.get<T>() != nullptr) found.push_back(&event);
    return found;
}

// Holds every fire order until the next turn's plans are due.
void holdFireToTurnEnd(ScenarioGame& game) {
    for (auto decisions = pending(game.state); !decisions.empty() && game.state.stage == Stage::Fire;
         decisions = pending(game.state))
        game.apply(FireOrder{decisions.front().aircraft, decisions.front().weapon, ""});
}

// --- Where the layer lies ---------------------------------------------------------

TEST(Clouds, TheLayerLiesJustAboveThePlayCeilingAndCapsTheSky) {
    const AircraftType& spad = *shippedData().aircraftType("spad_xiii");  // real ceiling 11
    EXPECT_EQ(cloudLayer(presetRules("ww1-standard")), std::nullopt) << "no option, no clouds";
    EXPECT_EQ(maxAltitude(spad, presetRules("ww1-standard")), 3);
    // ALT-12's table, floor 0: ceiling 3, clouds at 4.
    EXPECT_EQ(cloudLayer(cloudRules()), 4);
    EXPECT_EQ(maxAltitude(spad, cloudRules()), 4);
    // Real ceilings (ww1-advanced, ALT-12): the layer stays at 4 and nobody flies above it.
    EXPECT_EQ(cloudLayer(cloudRules("ww1-advanced")), 4);
    EXPECT_EQ(maxAltitude(spad, presetRules("ww1-advanced")), 11);
    EXPECT_EQ(maxAltitude(spad, cloudRules("ww1-advanced")), 4);
    // The WW2 ceiling of 4: clouds at 5.
    EXPECT_EQ(cloudLayer(cloudRules("ww2-standard")), 5);
    // No ceiling, nothing "just above" it.
    RuleOptions unlimited = cloudRules();
    unlimited.maxAltitude = MaxAltitude::Unlimited;
    EXPECT_EQ(cloudLayer(unlimited), std::nullopt);
}

TEST(Clouds, APlanMayClimbIntoTheLayerButNotAboveIt) {
    const RuleOptions rules = cloudRules();
    AircraftState spad = airplane("spad_xiii", {900, 600, 0}, 3, 1);
    const Flyer flyer = flyerOf(shippedData(), spad, rules);
    EXPECT_TRUE(checkPlan(flyer, spad, plan(kClimb, 1, 2)).empty()) << "level 3 + a counter climbs to 4";
    const auto without = checkPlan(flyerOf(shippedData(), spad, presetRules("ww1-standard")), spad, plan(kClimb, 1, 2));
    ASSERT_FALSE(without.empty()) << "without the layer 3 is the top";
    EXPECT_EQ(without.front().refusal, PlanRefusal::AboveCeiling);
    // In the layer, one more counter is fine (rate 2), a level more is not.
    AircraftState inside = airplane("spad_xiii", {900, 600, 0}, 4, 0);
    EXPECT_TRUE(checkPlan(flyer, inside, plan(kClimb, 1, 2)).empty());
    inside.climb = 1;
    const auto above = checkPlan(flyer, inside, plan(kClimb, 1, 2));
    ASSERT_FALSE(above.empty());
    EXPECT_EQ(above.front().refusal, PlanRefusal::AboveCeiling);
}

// --- Going in: the stand stays, the cards go on paper -----------------------------

TEST(Clouds, TheStandStaysWhereItWentInAndTheRestOfTheTurnIsWrittenOnPaper) {
    ScenarioGame game(climbingSpad(), cloudRules());
    const Pose start = game.state.airplane("spad").pose;
    game.fly({{"spad", plan(kClimb, 1, 2)}});
    const AircraftState& spad = game.state.airplane("spad");
    const Pose wentIn = afterCard(start, kClimb);
    EXPECT_EQ(spad.altitude, 4);
    EXPECT_TRUE(spad.inCloud);
    EXPECT_FALSE(spad.takesPart());
    ASSERT_TRUE(spad.cloud.has_value());
    expectSamePose(spad.pose, wentIn, "the stand is where the climb card left it");
    expectSamePose(spad.cloud->paper, afterCard(afterCard(wentIn, 1), 2), "the paper went on with cards 1 and 2");
    ASSERT_EQ(spad.cloud->sheet.size(), 2u);
    EXPECT_EQ(spad.cloud->sheet[0].number, 1);
    EXPECT_EQ(spad.cloud->sheet[1].number, 2);
    expectSamePose(spad.cloud->sheet[0].to, afterCard(wentIn, 1), "the sheet keeps where each card led");

    // The climb is an ordinary move everybody sees; cards 2 and 3 are written on paper, for its player's eyes.
    const auto entered = eventsOf<ev::EnteredCloud>(game);
    ASSERT_EQ(entered.size(), 1u);
    EXPECT_EQ(entered[0]->aircraft, "spad");
    EXPECT_EQ(entered[0]->get<ev::EnteredCloud>()->level, 4);
    EXPECT_EQ(game.phaseOf(EventKind::EnteredCloud, "spad"), 1);
    std::size_t spadMoves = 0;
    for (const auto& event : game.events)
        if (event.aircraft == "spad" && event.kind() == EventKind::Move) ++spadMoves;
    EXPECT_EQ(spadMoves, 1u) << "only the climb is flown on the table";
    const auto written = eventsOf<ev::CloudCard>(game);
    ASSERT_EQ(written.size(), 2u);
    for (const Event* event : written) EXPECT_EQ(event->secretTo, "spad");
    EXPECT_EQ(written[0]->get<ev::CloudCard>()->card, 1);
}

TEST(Clouds, ItTurnsOnPaperTurnAfterTurnUntilItPlansAWayOut) {
    ScenarioGame game(climbingSpad(), cloudRules());
    game.fly({{"spad", plan(kClimb, 1, 2)}});
    const Pose stand = game.state.airplane("spad").pose;
    game.fly({{"spad", plan(5, 6, 3)}});  // banks and a straight: no way out
    const AircraftState& spad = game.state.airplane("spad");
    expectSamePose(spad.pose, stand, "the stand has not moved");
    ASSERT_TRUE(spad.cloud.has_value());
    EXPECT_EQ(spad.cloud->sheet.size(), 5u);
    EXPECT_TRUE(eventsOf<ev::LeftCloud>(game).empty());
    EXPECT_EQ(spad.altitude, 4);
}

// --- Coming out: the written cards first, then the turn ---------------------------

TEST(Clouds, ADiveOutPlaysTheWrittenCardsBeforeTheFirstCardOfTheTurn) {
    ScenarioGame game(climbingSpad(), cloudRules());
    game.fly({{"spad", plan(kClimb, 1, 2)}});
    const AircraftState before = game.state.airplane("spad");
    const Pose paper = before.cloud->paper;
    const std::size_t firstEvent = game.events.size();
    game.fly({{"spad", plan(kDive, 1, 3)}});

    const auto left = eventsOf<ev::LeftCloud>(game);
    ASSERT_EQ(left.size(), 1u);
    const auto& facts = *left[0]->get<ev::LeftCloud>();
    EXPECT_TRUE(left[0]->secretTo.empty()) << "everybody sees it come out";
    EXPECT_EQ(facts.cards, (std::vector<int>{1, 2}));
    expectSamePose(facts.from, before.pose, "from the stand");
    ASSERT_EQ(facts.path.size(), 2u);
    expectSamePose(facts.path.back(), paper, "to where the paper led");
    // Before the first card of the turn is revealed: ahead of this turn's first move and phase end.
    const auto at = std::find_if(game.events.begin() + static_cast<std::ptrdiff_t>(firstEvent), game.events.end(),
                                 [](const Event& e) { return e.get<ev::LeftCloud>() != nullptr; });
    for (auto it = game.events.begin() + static_cast<std::ptrdiff_t>(firstEvent); it != at; ++it) {
        EXPECT_NE(it->kind(), EventKind::Move);
        EXPECT_NE(it->kind(), EventKind::PhaseEnd);
    }
    // Then the turn is flown from there, on the table: dive, 1, 3.
    const AircraftState& spad = game.state.airplane("spad");
    expectSamePose(spad.pose, afterCard(afterCard(afterCard(paper, kDive), 1), 3), "the turn flown from the paper");
    EXPECT_EQ(spad.altitude, 3);
    EXPECT_FALSE(spad.inCloud);
    EXPECT_FALSE(spad.cloud.has_value());
    EXPECT_TRUE(spad.takesPart());
}

TEST(Clouds, ADiveAsTheThirdCardBringsItOutThatTurnButTheFirstTwoAreStillInTheLayer) {
    ScenarioGame game(climbingSpad(), cloudRules());
    game.fly({{"spad", plan(kClimb, 1, 2)}});
    const Pose paper = game.state.airplane("spad").cloud->paper;
    // The engine stops at the fire step of each phase only if somebody can fire; follow it phase by phase.
    game.apply(SubmitPlan{"spad", plan(1, 2, kDive)});
    game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
    ASSERT_EQ(eventsOf<ev::LeftCloud>(game).size(), 1u) << "out at the start of the turn";
    const AircraftState& spad = game.state.airplane("spad");
    expectSamePose(spad.pose, afterCard(afterCard(afterCard(paper, 1), 2), kDive), "flown on the table");
    EXPECT_EQ(spad.altitude, 3);
    EXPECT_TRUE(spad.takesPart());
    // Cards 1 and 2 were flown on the table at level 4 (Move events), still inside the layer.
    int moves = 0;
    for (const auto& event : game.events)
        if (event.aircraft == "spad" && event.kind() == EventKind::Move) ++moves;
    EXPECT_EQ(moves, 1 + 3) << "turn 1's climb, then all three cards of turn 2";
}

// "A Split-S or a dive that takes it out of the cover": a dive always
// does; the French Split-S (CPX-03) only loses a climb counter, so it never
// brings an airplane down a level; the WW2 one (CPX-09) borrows a level.
TEST(Clouds, ADiveTakesItOutASplitSOnlyWhenItLosesALevel) {
    const RuleOptions rules = cloudRules();
    AircraftState spad = airplane("spad_xiii", {900, 600, 0}, 4, 0);
    spad.inCloud = true;
    spad.cloud = CloudStay{spad.pose, {}};
    const Flyer flyer = flyerOf(shippedData(), spad, rules);
    TableSize table{1800, 1800};
    table.clouds = CloudBand{4, 4};
    const Plan splitS = plan(17, 18, 1);  // stall, Immelmann
    EXPECT_TRUE(plannedOutOfCloud(flyer, spad, plan(kDive, 1, 2), table));
    EXPECT_TRUE(plannedOutOfCloud(flyer, spad, plan(1, 2, kDive), table));
    EXPECT_FALSE(plannedOutOfCloud(flyer, spad, splitS, table)) << "S003: a counter, and it has none";
    EXPECT_FALSE(plannedOutOfCloud(flyer, spad, plan(17, 1, 2), table));
    EXPECT_FALSE(plannedOutOfCloud(flyer, spad, plan(1, 2, 3), table));
    RuleOptions borrowing = rules;
    borrowing.splitS = SplitS::S004;
    EXPECT_TRUE(plannedOutOfCloud(flyerOf(shippedData(), spad, borrowing), spad, splitS, table))
        << "S004: no counter to lose, so a level";
}

// --- No part in fire, collisions or tails -----------------------------------------

TEST(Clouds, NobodyFiresIntoTheCloudsAndTheHiddenAirplaneFiresAtNobody) {
    // The Albatros 180 mm behind the SPAD at level 3 has it in its sights before the climb.
    ScenarioGame game(climbingSpad({900, 420}, 3, 0), cloudRules());
    if (game.state.stage == Stage::ChooseTails) game.apply(ChooseTail{"albatros", ""});
    const Weapon& guns = shippedData().aircraftType("albatros_d3")->weapons.front();
    const auto before = shotInGame(shippedData(), game.engine.rules, game.state, "albatros", guns, "spad");
    ASSERT_TRUE(before.has_value());
    EXPECT_TRUE(before->canFire) << words::explainShot(*before, shippedData(), game.state.aircraft);

    game.apply(SubmitPlan{"spad", plan(kClimb, 1, 2)});
    game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
    // With the SPAD up in the layer from phase 1 on, nobody had a shot: the
    // engine asked no fire order and the turn ran to its end.
    ASSERT_EQ(game.state.turn, 2);
    ASSERT_TRUE(game.state.airplane("spad").inCloud);
    EXPECT_TRUE(eventsOf<ev::Fire>(game).empty());
    const auto shot = shotInGame(shippedData(), game.engine.rules, game.state, "albatros", guns, "spad");
    ASSERT_TRUE(shot.has_value());
    EXPECT_FALSE(shot->canFire);
    EXPECT_EQ(shot->verdict(), ShotVerdict::InCloud);
    EXPECT_FALSE(shot->shooterInCloud);
    EXPECT_NE(std::find(shot->rules.begin(), shot->rules.end(), "WX-01"), shot->rules.end());
    EXPECT_EQ(words::explainShot(*shot, {"the Albatros", "the SPAD", "guns", {}}),
              "the SPAD is in the clouds: nobody fires from them or into them.");
    // Nor from them: the SPAD's own gun at the Albatros.
    const Weapon& spadGun = shippedData().aircraftType("spad_xiii")->weapons.front();
    const auto back = shotInGame(shippedData(), game.engine.rules, game.state, "spad", spadGun, "albatros");
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->verdict(), ShotVerdict::InCloud);
    EXPECT_TRUE(back->shooterInCloud);
}

// Two enemies climbing head-on onto the same spot: at level 3 they meet, in the layer they do not.
nlohmann::json headOn(int level) {
    return scenarioJson("clouds", Era::Ww1, "ww1-standard",
                        {placedAirplaneJson("spad", "spad_xiii", "entente", {900, 600}, level, 1),
                         placedAirplaneJson("other", "spad_xiii", "central", {900, 720}, level, 1, 180)});
}

TEST(Clouds, AirplanesInTheLayerNeitherOverlapNorCollide) {
    ScenarioGame below(headOn(2), cloudRules());
    below.fly({{"spad", plan(kClimb, 1, 2)}, {"other", plan(kClimb, 1, 2)}});
    EXPECT_EQ(below.phaseOf(EventKind::Overlap, "other") + below.phaseOf(EventKind::Overlap, "spad"), 1)
        << "at level 3 the two bases meet after the climb";

    ScenarioGame inside(headOn(3), cloudRules());
    inside.fly({{"spad", plan(kClimb, 1, 2)}, {"other", plan(kClimb, 1, 2)}});
    EXPECT_TRUE(inside.state.airplane("spad").inCloud);
    EXPECT_TRUE(inside.state.airplane("other").inCloud);
    EXPECT_TRUE(eventsOf<ev::Overlap>(inside).empty());
    EXPECT_TRUE(eventsOf<ev::Collision>(inside).empty());
    EXPECT_TRUE(eventsOf<ev::CollisionAvoided>(inside).empty());
    EXPECT_EQ(inside.state.airplane("spad").damage, 0);
    EXPECT_EQ(inside.state.airplane("other").damage, 0);
}

TEST(Clouds, ATailIsLostWhenTheTargetGoesIntoTheCloudsAndItsAimWithIt) {
    ScenarioGame game(climbingSpad({900, 470}, 3, 0), cloudRules());
    ASSERT_EQ(game.state.stage, Stage::ChooseTails);
    ASSERT_EQ(game.state.tailChoices.count("albatros"), 1u);
    game.apply(ChooseTail{"albatros", "spad"});
    game.state.aircraft[1].aim["front"] = {"spad", 2};  // as if it had fired at it for two fire steps
    game.apply(SubmitPlan{"spad", plan(kClimb, 1, 2)});
    game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
    ASSERT_EQ(game.state.stage, Stage::Reorder) << "it sees the SPAD's first card";
    game.apply(ReorderPlan{"albatros", plan(1, 2, 3)});
    holdFireToTurnEnd(game);
    const auto lost = eventsOf<ev::TailLost>(game);
    ASSERT_EQ(lost.size(), 1u);
    EXPECT_EQ(lost[0]->aircraft, "albatros");
    EXPECT_TRUE(lost[0]->get<ev::TailLost>()->cloud);
    EXPECT_NE(std::find(lost[0]->rules.begin(), lost[0]->rules.end(), "TAIL-13"), lost[0]->rules.end());
    EXPECT_EQ(game.phaseOf(EventKind::TailLost, "albatros"), 1);
    EXPECT_TRUE(game.state.tails.empty());
    EXPECT_TRUE(game.state.airplane("albatros").aim.empty() ||
                game.state.airplane("albatros").aim.begin()->second.target != "spad");
    // Only the first card was shown: no second reveal after the tail was lost.
    EXPECT_EQ(eventsOf<ev::TailReveal>(game).size(), 1u);
    // And nobody can tail it in the clouds.
    const TailCheck check = checkTail(shippedData(), game.engine.rules, game.state.airplane("albatros"),
                                      game.state.airplane("spad"), game.state.aircraft, {});
    EXPECT_EQ(check.verdict, TailVerdict::InCloud);
    EXPECT_EQ(words::explainTail(check).find("in the clouds") != std::string::npos, true) << words::explainTail(check);
}

TEST(Clouds, AnAirplaneThatFliesOffTheTableOnPaperIsOutWhereItsCardsTookIt) {
    // Eliminated under ww1-standard's exit rule (MOV-08/09).
    ScenarioGame game(scenarioJson("clouds", Era::Ww1, "ww1-standard",
                                   {placedAirplaneJson("spad", "spad_xiii", "entente", {900, 1500}, 3, 1),
                                    placedAirplaneJson("albatros", "albatros_d3", "central", {300, 300}, 1)}),
                      cloudRules());
    game.fly({{"spad", plan(kClimb, 1, 2)}});
    const AircraftState& spad = game.state.airplane("spad");
    EXPECT_EQ(spad.status, AircraftStatus::Eliminated);
    EXPECT_FALSE(spad.cloud.has_value());
    EXPECT_GT(spad.pose.y, 1800) << "the wreck is where the paper went, off the table";
    EXPECT_EQ(eventsOf<ev::LeftTable>(game).size(), 1u);
    EXPECT_EQ(eventsOf<ev::LeftCloud>(game).size(), 1u);
}

TEST(Clouds, AnAirplaneThatStartsInTheLayerStartsOnPaper) {
    ScenarioGame game(scenarioJson("clouds", Era::Ww1, "ww1-standard",
                                   {placedAirplaneJson("spad", "spad_xiii", "entente", {900, 600}, 4),
                                    placedAirplaneJson("albatros", "albatros_d3", "central", {300, 300}, 1)}),
                      cloudRules());
    const AircraftState& spad = game.state.airplane("spad");
    EXPECT_TRUE(spad.inCloud);
    ASSERT_TRUE(spad.cloud.has_value());
    expectSamePose(spad.cloud->paper, spad.pose, "nothing written yet");
    game.fly({{"spad", plan(1, 2, 3)}});
    expectSamePose(game.state.airplane("spad").pose, Pose{900, 600, 0}, "the stand stays");
}

// Computer pilots see what a player sees: not an airplane in the clouds.
TEST(Clouds, ComputerPilotsDoNotChaseAnAirplaneInTheClouds) {
    ScenarioGame game(climbingSpad(), cloudRules());
    const AircraftState* seen = nearestEnemy(game.state, game.state.airplane("albatros"));
    ASSERT_NE(seen, nullptr);
    EXPECT_EQ(seen->id, "spad");
    game.fly({{"spad", plan(kClimb, 1, 2)}});
    EXPECT_EQ(nearestEnemy(game.state, game.state.airplane("albatros")), nullptr);
    game.fly({{"spad", plan(kDive, 1, 2)}});
    seen = nearestEnemy(game.state, game.state.airplane("albatros"));
    ASSERT_NE(seen, nullptr) << "out of the clouds it is seen again";
    EXPECT_EQ(seen->id, "spad");
}

TEST(Clouds, TheLogSaysWhatHappensInTheClouds) {
    ScenarioGame game(climbingSpad(), cloudRules());
    game.fly({{"spad", plan(kClimb, 1, 2)}});
    game.fly({{"spad", plan(kDive, 1, 3)}});
    const words::EventNames names(shippedData(), game.state);
    const std::string in = words::describe(*eventsOf<ev::EnteredCloud>(game).front(), names);
    EXPECT_NE(in.find("goes into the clouds at level 4"), std::string::npos) << in;
    const std::string written = words::describe(*eventsOf<ev::CloudCard>(game).front(), names);
    EXPECT_NE(written.find("on the sheet"), std::string::npos) << written;
    const std::string out = words::describe(*eventsOf<ev::LeftCloud>(game).front(), names);
    EXPECT_NE(out.find("the 2 cards written on paper are flown from where it went in"), std::string::npos) << out;
}

// --- WX-02: the WW2 cloud cover (cloud_cover = s004) -------------------------------

// WW2 deck A (Spitfire Mk I): straights 1-3 at either speed, dive 17 high only.
constexpr int kWw2Dive = 17;

PlannedCard fast(int number) {
    return {number, Speed::Fast};
}
PlannedCard slow(int number) {
    return {number, Speed::Slow};
}
Plan ww2Plan(PlannedCard a, PlannedCard b, PlannedCard c) {
    Plan plan;
    plan.cards = {a, b, c};
    return plan;
}

// A Spitfire in the cover (level 5, just above the WW2 ceiling of 4), a
// Bf 109 far off at level 2.
ScenarioGame spitfireInTheCover(CloudCover cover = CloudCover::S004) {
    RuleOptions rules = presetRules("ww2-standard");
    rules.cloudCover = cover;
    return ScenarioGame(scenarioJson("cover", Era::Ww2, "ww2-standard",
                                     {placedAirplaneJson("spit", "spitfire_mk1", "allies", {900, 600}, 5),
                                      placedAirplaneJson("emil", "bf109_e", "axis", {300, 1500}, 2, 0, 180)}),
                        rules);
}

TEST(WW2CloudCover, TheCoverLiesJustAboveTheCeilingAndStopsTheClimb) {
    RuleOptions rules = presetRules("ww2-standard");
    rules.cloudCover = CloudCover::S004;
    EXPECT_EQ(cloudLayer(rules), 5);
    const ScenarioGame game = spitfireInTheCover();
    const AircraftState& spit = game.state.airplane("spit");
    EXPECT_TRUE(spit.inCloud);
    ASSERT_TRUE(spit.cloud.has_value()) << "its stand stays where it is; the cards go on paper";
    EXPECT_TRUE(mayPlayBlank(rules, spit));
    EXPECT_FALSE(mayPlayBlank(rules, game.state.airplane("emil"))) << "no blank outside the cover";
}

TEST(WW2CloudCover, ABlankMustComeBetweenALowAndAHighSpeedCard) {
    const ScenarioGame game = spitfireInTheCover();
    const AircraftState& spit = game.state.airplane("spit");
    const Flyer flyer = flyerOf(game.engine.data, spit, game.engine.rules);
    // High, then low: the second card breaks WX-02.
    const auto change = checkPlan(flyer, spit, ww2Plan(fast(1), slow(2), slow(3)));
    ASSERT_EQ(change.size(), 1U);
    EXPECT_EQ(change.front().rule, "WX-02");
    EXPECT_EQ(change.front().card, 2);
    EXPECT_EQ(change.front().refusal, PlanRefusal::CloudSpeedChange);
    EXPECT_FALSE(change.front().acrossTurns);
    // ... low, then high too.
    EXPECT_EQ(checkPlan(flyer, spit, ww2Plan(slow(1), slow(2), fast(3))).front().card, 3);
    // A blank between them: legal, and so is one speed throughout.
    EXPECT_TRUE(isPlanLegal(flyer, spit, ww2Plan(fast(1), PlannedCard{}, slow(2))));
    EXPECT_TRUE(isPlanLegal(flyer, spit, ww2Plan(fast(1), fast(2), fast(3))));
    // Under the French layer the blank is not a card of the game.
    const ScenarioGame french = spitfireInTheCover(CloudCover::S003Layer);
    const AircraftState& frenchSpit = french.state.airplane("spit");
    const Flyer frenchFlyer = flyerOf(french.engine.data, frenchSpit, french.engine.rules);
    EXPECT_TRUE(isPlanLegal(frenchFlyer, frenchSpit, ww2Plan(fast(1), slow(2), slow(3))));
    const auto blank = checkPlan(frenchFlyer, frenchSpit, ww2Plan(fast(1), PlannedCard{}, slow(2)));
    ASSERT_FALSE(blank.empty());
    EXPECT_EQ(blank.front().refusal, PlanRefusal::BlankCard);
}

TEST(WW2CloudCover, TheSpeedWrittenLastCountsAcrossTheTurnAndABlankWrittenLastClearsIt) {
    ScenarioGame game = spitfireInTheCover();
    game.fly({{"spit", ww2Plan(slow(1), slow(2), slow(3))}, {"emil", ww2Plan(fast(1), fast(2), fast(3))}});
    const AircraftState* spit = &game.state.airplane("spit");
    ASSERT_TRUE(spit->cloud.has_value());
    ASSERT_EQ(spit->cloud->sheet.size(), 3U);
    const Flyer flyer = flyerOf(game.engine.data, *spit, game.engine.rules);  // the same Spitfire all along
    const auto across = checkPlan(flyer, *spit, ww2Plan(fast(1), fast(2), fast(3)));
    ASSERT_EQ(across.size(), 1U);
    EXPECT_EQ(across.front().card, 1);
    EXPECT_TRUE(across.front().acrossTurns) << "the card before is the last one on the sheet";
    // A blank, then two cards at high speed: the blank is written on the sheet.
    const Pose paper = spit->cloud->paper;
    game.fly({{"spit", ww2Plan(PlannedCard{}, fast(1), fast(2))}, {"emil", ww2Plan(fast(1), fast(2), fast(3))}});
    spit = &game.state.airplane("spit");
    ASSERT_EQ(spit->cloud->sheet.size(), 6U);
    EXPECT_EQ(spit->cloud->sheet[3].number, kBlankCard);
    EXPECT_EQ(spit->cloud->sheet[3].to, paper) << "a blank moves nothing on paper either";
    const auto blanks = game.all<ev::BlankCard>();
    ASSERT_EQ(blanks.size(), 1U);
    EXPECT_TRUE(blanks.front().second.inClouds);
    const auto blankEvent = std::find_if(game.events.begin(), game.events.end(),
                                         [](const Event& e) { return e.kind() == EventKind::BlankCard; });
    EXPECT_EQ(blankEvent->secretTo, "spit") << "written on the sheet, as its cards are";
    EXPECT_EQ(blankEvent->rules, std::vector<std::string>{"WX-02"});
    // A blank written last: the next card may be at either speed.
    game.fly({{"spit", ww2Plan(fast(1), PlannedCard{}, fast(2))}, {"emil", ww2Plan(fast(1), fast(2), fast(3))}});
    spit = &game.state.airplane("spit");
    EXPECT_FALSE(isPlanLegal(flyer, *spit, ww2Plan(slow(1), slow(2), slow(3)))) << "fast was written last";
}

TEST(WW2CloudCover, OnTheWayOutTheWrittenCardsAreFlownAndABlankHasNoPlace) {
    ScenarioGame game = spitfireInTheCover();
    game.fly({{"spit", ww2Plan(fast(1), PlannedCard{}, fast(2))}, {"emil", ww2Plan(fast(1), fast(2), fast(3))}});
    const AircraftState& spit = game.state.airplane("spit");
    const Flyer flyer = flyerOf(game.engine.data, spit, game.engine.rules);
    // A dive takes it out: its cards are flown on the table, where a blank stands for nothing.
    const auto out = checkPlan(flyer, spit, ww2Plan(fast(kWw2Dive), PlannedCard{}, slow(1)));
    ASSERT_FALSE(out.empty());
    EXPECT_EQ(out.front().rule, "MOV-01");
    EXPECT_EQ(out.front().card, 2);
    // A speed change on the way out is no business of WX-02.
    EXPECT_TRUE(isPlanLegal(flyer, spit, ww2Plan(fast(kWw2Dive), fast(1), fast(2))));
    game.fly({{"spit", ww2Plan(fast(kWw2Dive), fast(1), fast(2))}, {"emil", ww2Plan(fast(1), fast(2), fast(3))}});
    const auto left = game.all<ev::LeftCloud>();
    ASSERT_EQ(left.size(), 1U);
    EXPECT_EQ(left.front().second.cards, (std::vector<int>{1, 2})) << "the blank moved nothing";
    EXPECT_FALSE(game.state.airplane("spit").inCloud);
}

}  // namespace
}  // namespace jasta::test
