// Le Prieur rockets (issue 16; RKT-01..05): two batches of three on the
// struts, fired after "two consecutive maneuvers", each "a straight, a dive
// or a stall", "at least at the balloon's altitude or 1 level higher", with
// "no special damage during the 2 phases" and no airplane "on the rockets'
// path"; "1 D damage card per batch fired"; no machine gun while firing.

#include <gtest/gtest.h>

#include <algorithm>

#include "flying_fixture.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/rules/rockets.hpp"
#include "jasta/words/events.hpp"
#include "jasta/words/fire.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

constexpr double kDrachenX = 900;
constexpr double kDrachenY = 900;

// Deck I (the Nieuport 17's): 1, 2, 7 and 14 straights, 3 a bank, 18 the stall, 20 the dive.
const CardMove& rkStraight() {
    return *shippedData().maneuverDeck(Era::Ww1, 'I')->card(1)->move(Speed::Normal);
}

// Where the Nieuport must start (heading 0) so that after `cards` straights
// its base centre is `dy` mm from the balloon's centre (negative: short of it), `dx` to the side.
Point2 rkStartFor(int cards, double dy, double dx = 0) {
    Pose pose{0, 0, 0};
    for (int i = 0; i < cards; ++i) pose = applyCardMove(pose, rkStraight(), *shippedData().geometry("ww1_small"));
    return {kDrachenX + dx - pose.x, kDrachenY + dy - pose.y};
}

nlohmann::json rkAirplane(const std::string& id, const std::string& type, const std::string& side, Point2 at,
                          int altitude, int rockets = 0, double heading = 0) {
    nlohmann::json json = placedAirplaneJson(id, type, side, at, altitude, 0, heading);
    if (rockets > 0) json["rockets"] = rockets;
    return json;
}

nlohmann::json rkDrachen(int altitude = 3) {
    return {{"id", "drachen"}, {"type", "balloon"}, {"side", "central"},   {"x", kDrachenX},
            {"y", kDrachenY},  {"heading", 0},      {"altitude", altitude}};
}

// A German far off, low, flying along the far edge, so that the game has two sides and nothing in the way.
nlohmann::json rkFarAlbatros() {
    return rkAirplane("albatros", "albatros_d3", "central", {1600, 150}, 1, 0, 270);
}

// How far one straight of deck I takes the Nieuport, mm.
double rkStraightMm() {
    return rkStartFor(0, 0).y - rkStartFor(1, 0).y;
}

// The Nieuport 17 with `rockets` batches `dy` mm short of the balloon after `straights` straights, at `altitude`.
ScenarioGame rkGame(int altitude, int rockets = 2, double dy = -150, nlohmann::json extra = nullptr,
                    int straights = 2) {
    nlohmann::json aircraft = {
        rkAirplane("nieuport", "nieuport_17", "entente", rkStartFor(straights, dy), altitude, rockets),
        rkFarAlbatros()};
    if (!extra.is_null()) aircraft.push_back(std::move(extra));
    return ScenarioGame(scenarioJson("rockets", Era::Ww1, "ww1-standard", aircraft, {rkDrachen()}));
}

// Holds every fire decision of the current fire step.
void rkHoldAll(ScenarioGame& game) {
    const int phase = game.state.phase;
    for (auto decisions = pending(game.state);
         !decisions.empty() && game.state.stage == Stage::Fire && game.state.phase == phase;
         decisions = pending(game.state))
        game.apply(FireOrder{decisions.front().aircraft, decisions.front().weapon, ""});
}

// The weapons the Nieuport may fire now, each with its targets.
std::map<std::string, std::vector<std::string>> rkOptions(const ScenarioGame& game) {
    std::map<std::string, std::vector<std::string>> options;
    for (const auto& option : game.state.fireOptions)
        if (option.aircraft == "nieuport") options[option.weapon] = option.targets;
    return options;
}

// The cards the balloon took from event `from` to the end of that phase (the phase's fire step).
std::vector<ev::Damage> rkStepDamage(const ScenarioGame& game, std::size_t from) {
    std::vector<ev::Damage> found;
    for (std::size_t i = from; i < game.events.size() && game.events[i].kind() != EventKind::PhaseEnd; ++i)
        if (const auto* damage = game.events[i].get<ev::Damage>(); damage && game.events[i].aircraft == "drachen")
            found.push_back(*damage);
    return found;
}

// Plans the turn and holds fire in phase 1: the game waits in the fire step of phase 2.
void rkToPhaseTwo(ScenarioGame& game, const Plan& nieuport) {
    game.apply(SubmitPlan{"nieuport", nieuport});
    for (const auto& airplane : std::vector<AircraftState>(game.state.aircraft))  // a wingman flies the same cards
        if (airplane.id != "nieuport" && airplane.inPlay())
            game.apply(SubmitPlan{airplane.id, airplane.type == "nieuport_17" ? nieuport : plan(1, 2, 3)});
    if (game.state.stage == Stage::Fire && game.state.phase == 1) rkHoldAll(game);
}

TEST(Rockets, OnlyStraightsDivesAndStallsMakeARocketShot) {
    EXPECT_TRUE(rocketManeuver({1, CardKind::Straight}));
    EXPECT_TRUE(rocketManeuver({20, CardKind::Dive}));
    EXPECT_TRUE(rocketManeuver({18, CardKind::Stall, true}));
    EXPECT_FALSE(rocketManeuver({3, CardKind::Bank}));
    EXPECT_FALSE(rocketManeuver({15, CardKind::Sideslip}));
    EXPECT_FALSE(rocketManeuver({17, CardKind::Immelmann, true}));
    EXPECT_FALSE(rocketManeuver({19, CardKind::Climb, true}));
}

TEST(Rockets, ConsecutiveManeuversAreConsecutiveAcrossTheTurn) {
    EXPECT_EQ(maneuverIndex(1, 3) + 1, maneuverIndex(2, 1));
    EXPECT_EQ(maneuverIndex(2, 1) + 1, maneuverIndex(2, 2));
}

// RKT-01, RKT-02, RKT-04 at their edges, counted in maneuvers.
TEST(Rockets, ReadinessCountsTheTwoManeuversExactly) {
    const AircraftType& nieuport = *shippedData().aircraftType("nieuport_17");
    AircraftState airplane;
    airplane.rockets = 2;
    airplane.history = {{1, CardKind::Straight}, {20, CardKind::Dive}};
    EXPECT_EQ(rocketReadiness(airplane, nieuport, 2, 2), RocketReadiness::Ready);
    airplane.firedAt = maneuverIndex(2, 1) - 1;  // fired at the maneuver before the first: free
    airplane.specialAt = maneuverIndex(2, 1) - 1;
    EXPECT_EQ(rocketReadiness(airplane, nieuport, 2, 2), RocketReadiness::Ready);
    airplane.firedAt = maneuverIndex(2, 1);  // fired at the first maneuver's fire step
    EXPECT_EQ(rocketReadiness(airplane, nieuport, 2, 2), RocketReadiness::FiredBefore);
    airplane.firedAt = 0;
    airplane.specialAt = maneuverIndex(2, 1);  // a special in the first phase
    EXPECT_EQ(rocketReadiness(airplane, nieuport, 2, 2), RocketReadiness::SpecialDamage);
    airplane.specialAt = 0;
    airplane.history = {{3, CardKind::Bank}, {1, CardKind::Straight}};
    EXPECT_EQ(rocketReadiness(airplane, nieuport, 2, 2), RocketReadiness::Maneuvers);
    airplane.history = {{1, CardKind::Straight}};
    EXPECT_EQ(rocketReadiness(airplane, nieuport, 2, 2), RocketReadiness::Maneuvers);
    airplane.history = {{1, CardKind::Straight}, {18, CardKind::Stall, true}};
    airplane.rockets = 0;
    EXPECT_EQ(rocketReadiness(airplane, nieuport, 2, 2), RocketReadiness::NoRockets);
    airplane.rockets = 1;
    airplane.pilotNoFire = 2;  // DMG-06
    EXPECT_EQ(rocketReadiness(airplane, nieuport, 2, 2), RocketReadiness::WeaponsBlocked);
}

TEST(RocketGame, AfterOneStraightTheRocketsAreNotOffered) {
    ScenarioGame game = rkGame(3, 2, -150 + rkStraightMm());  // within reach after the first straight already
    game.apply(SubmitPlan{"nieuport", plan(1, 2, 7)});
    game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
    ASSERT_EQ(game.state.phase, 1);
    const auto options = rkOptions(game);
    EXPECT_EQ(options.count(kRocketWeapon), 0U);
    EXPECT_EQ(options.count(kRocketPairWeapon), 0U);
}

// RKT-02, RKT-03, RKT-05: two straights, at the balloon's level: both batches, two D cards.
TEST(RocketGame, BothBatchesAfterTwoStraightsDealTwoDCards) {
    ScenarioGame game = rkGame(3);
    rkToPhaseTwo(game, plan(1, 2, 7));
    ASSERT_EQ(game.state.stage, Stage::Fire);
    ASSERT_EQ(game.state.phase, 2);
    const auto options = rkOptions(game);
    ASSERT_EQ(options.count(kRocketWeapon), 1U);
    ASSERT_EQ(options.count(kRocketPairWeapon), 1U);
    EXPECT_EQ(options.at(kRocketPairWeapon), std::vector<std::string>{"drachen"});
    const std::size_t before = game.events.size();
    game.apply(FireOrder{"nieuport", kRocketPairWeapon, "drachen"});
    game.apply(FireOrder{"nieuport", kRocketWeapon, "drachen"});
    rkHoldAll(game);
    const AircraftState& nieuport = *game.state.find("nieuport");
    EXPECT_EQ(nieuport.rockets, 0);
    const std::vector<ev::Damage> dealt = rkStepDamage(game, before);
    ASSERT_EQ(dealt.size(), 2U);  // the pair, not the pair and the single batch
    for (const auto& damage : dealt) {
        EXPECT_EQ(damage.deck, 'D');
        EXPECT_EQ(damage.cause.source, ev::DamageSource::Rockets);
        EXPECT_EQ(damage.cause.by, "nieuport");
    }
    const auto fired = game.all<ev::Fire>();
    ASSERT_EQ(fired.size(), 1U);
    EXPECT_EQ(fired.front().second.weapon, kRocketPairWeapon);
    EXPECT_EQ(fired.front().second.cards, 2);
    EXPECT_EQ(fired.front().second.deck, 'D');
    const words::EventNames names(shippedData(), game.state);
    const std::string text = words::describe(Event{fired.front().second, "nieuport", {"RKT-05"}}, names);
    EXPECT_NE(text.find("Le Prieur rockets"), std::string::npos) << text;
    EXPECT_NE(text.find("2 damage cards from deck D"), std::string::npos) << text;
    EXPECT_NE(text.find("No rockets are left"), std::string::npos) << text;
}

// RKT-01: one batch at a time; with one left, the pair is no longer offered.
TEST(RocketGame, OneBatchLeavesOneAndThenNoPairIsOffered) {
    ScenarioGame game = rkGame(3, 1);
    rkToPhaseTwo(game, plan(1, 2, 7));
    auto options = rkOptions(game);
    ASSERT_EQ(options.count(kRocketWeapon), 1U);
    EXPECT_EQ(options.count(kRocketPairWeapon), 0U);
    const std::size_t before = game.events.size();
    game.apply(FireOrder{"nieuport", kRocketWeapon, "drachen"});
    rkHoldAll(game);
    EXPECT_EQ(game.state.find("nieuport")->rockets, 0);
    EXPECT_EQ(rkStepDamage(game, before).size(), 1U);
}

// RKT-01: the machine guns stay silent while the rockets go.
TEST(RocketGame, TheGunsAreHeldWhenTheRocketsFire) {
    ScenarioGame game = rkGame(3);
    rkToPhaseTwo(game, plan(1, 2, 7));
    const auto options = rkOptions(game);
    ASSERT_EQ(options.count("front"), 1U);  // the Vickers could fire at the balloon too
    const std::size_t before = game.events.size();
    game.apply(FireOrder{"nieuport", "front", "drachen"});
    game.apply(FireOrder{"nieuport", kRocketWeapon, "drachen"});
    game.apply(FireOrder{"nieuport", kRocketPairWeapon, ""});
    rkHoldAll(game);
    const auto held = game.all<ev::FireOrderHeld>();
    ASSERT_EQ(held.size(), 1U);
    EXPECT_EQ(held.front().second.weapon, "front");
    EXPECT_EQ(held.front().second.because, ev::HeldBecause::FiringRockets);
    const std::vector<ev::Damage> dealt = rkStepDamage(game, before);
    ASSERT_EQ(dealt.size(), 1U);
    EXPECT_EQ(dealt.front().deck, 'D');
    EXPECT_EQ(game.state.find("nieuport")->rockets, 1);
}

// RKT-01: firing the guns at the first maneuver's fire step spoils the rocket shot.
TEST(RocketGame, GunsFiredAtTheFirstManeuverMeanNoRocketsAtTheSecond) {
    ScenarioGame game =
        rkGame(3, 2, -150 + rkStraightMm());  // the Vickers reaches the balloon after the first straight
    game.apply(SubmitPlan{"nieuport", plan(1, 2, 7)});
    game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
    ASSERT_EQ(game.state.phase, 1);
    ASSERT_EQ(rkOptions(game).count("front"), 1U);
    game.apply(FireOrder{"nieuport", "front", "drachen"});
    rkHoldAll(game);
    if (game.state.stage == Stage::Fire) {
        ASSERT_EQ(game.state.phase, 2);
        EXPECT_EQ(rkOptions(game).count(kRocketWeapon), 0U);
    }
    EXPECT_TRUE(game.all<ev::Fire>().size() == 1U);  // the Vickers only
}

// RKT-02: a bank as the first maneuver is no rocket shot.
TEST(RocketGame, ABankBeforeTheStraightIsNoRocketShot) {
    ScenarioGame game = rkGame(3);
    rkToPhaseTwo(game, plan(3, 1, 7));
    EXPECT_EQ(rkOptions(game).count(kRocketWeapon), 0U);
}

// RKT-02: a straight then a dive is; the dive takes the Nieuport a level down, to the balloon's.
TEST(RocketGame, AStraightThenADiveFromALevelAboveFires) {
    ScenarioGame game = rkGame(4);
    rkToPhaseTwo(game, plan(1, 20, 7));
    ASSERT_EQ(game.state.find("nieuport")->history.back().kind, CardKind::Dive);
    EXPECT_EQ(rkOptions(game).count(kRocketWeapon), 1U);
}

// RKT-03: "at least at the balloon's altitude or 1 level higher".
TEST(RocketGame, TheShooterMustBeAtTheBalloonsLevelOrOneAbove) {
    ScenarioGame below = rkGame(2, 2, -60);
    rkToPhaseTwo(below, plan(1, 2, 7));
    EXPECT_EQ(rkOptions(below).count(kRocketWeapon), 0U) << "one level below";
    ScenarioGame above = rkGame(4, 2, -60);  // one level up only within half the ruler (FIRE-06)
    rkToPhaseTwo(above, plan(1, 2, 7));
    EXPECT_EQ(rkOptions(above).count(kRocketWeapon), 1U) << "one level above";
    ScenarioGame twoAbove = rkGame(5, 2, -60);
    rkToPhaseTwo(twoAbove, plan(1, 2, 7));
    EXPECT_EQ(rkOptions(twoAbove).count(kRocketWeapon), 0U) << "two levels above";
}

TEST(RocketGame, BelowTheBalloonTheRefusalSaysWhy) {
    ScenarioGame game = rkGame(2, 2, -60);
    rkToPhaseTwo(game, plan(1, 2, 7));
    const auto shot = shotInGame(shippedData(), game.engine.rules, game.state, "nieuport", rocketWeapon(1), "drachen");
    ASSERT_TRUE(shot.has_value());
    EXPECT_FALSE(shot->canFire);
    EXPECT_EQ(shot->verdict(), ShotVerdict::LevelTooFar);
    EXPECT_NE(std::find(shot->rules.begin(), shot->rules.end(), "RKT-03"), shot->rules.end());
    const std::string why = words::explainShot(*shot, shippedData(), game.state.aircraft);
    EXPECT_NE(why.find("level of"), std::string::npos) << why;
    EXPECT_NE(why.find("lower"), std::string::npos) << why;
}

// RKT-04: an airplane on the rockets' path, even a friend, stops them. A
// second Nieuport flies the same straights a card's length ahead.
TEST(RocketGame, AnAirplaneOnThePathStopsTheRockets) {
    ScenarioGame game = rkGame(3, 2, -200, rkAirplane("wingman", "nieuport_17", "entente", rkStartFor(2, -95), 3));
    rkToPhaseTwo(game, plan(1, 2, 7));
    const auto shot = shotInGame(shippedData(), game.engine.rules, game.state, "nieuport", rocketWeapon(2), "drachen");
    ASSERT_TRUE(shot.has_value());
    EXPECT_EQ(shot->verdict(), ShotVerdict::Blocked);
    EXPECT_EQ(shot->blockedBy, std::vector<std::string>{"wingman"});
    EXPECT_NE(std::find(shot->rules.begin(), shot->rules.end(), "RKT-04"), shot->rules.end());
    EXPECT_EQ(rkOptions(game).count(kRocketPairWeapon), 0U);
}

// RKT-03: "its card or base may overlap the balloon card" (BAL-01 forbids it to the guns).
TEST(RocketGame, TheCardMayLieOverTheBalloonCard) {
    ScenarioGame game = rkGame(4, 2, -60);
    rkToPhaseTwo(game, plan(1, 2, 7));
    ASSERT_EQ(game.state.phase, 2);
    const auto rockets =
        shotInGame(shippedData(), game.engine.rules, game.state, "nieuport", rocketWeapon(1), "drachen");
    ASSERT_TRUE(rockets.has_value());
    EXPECT_TRUE(rockets->overlapping);
    EXPECT_TRUE(rockets->canFire) << words::explainShot(*rockets, shippedData(), game.state.aircraft);
    const Weapon& vickers = shippedData().aircraftType("nieuport_17")->weapons.front();
    const auto guns = shotInGame(shippedData(), game.engine.rules, game.state, "nieuport", vickers, "drachen");
    ASSERT_TRUE(guns.has_value());
    EXPECT_EQ(guns->verdict(), ShotVerdict::Overlapping);
}

// Our reading of "the balloon or the target": never an airplane.
TEST(RocketGame, RocketsOrderedAtAnAirplaneAreHeld) {
    ScenarioGame game = rkGame(3);
    rkToPhaseTwo(game, plan(1, 2, 7));
    ASSERT_EQ(rkOptions(game).count(kRocketWeapon), 1U);
    game.apply(FireOrder{"nieuport", kRocketWeapon, "albatros"});
    const auto held = game.all<ev::FireOrderHeld>();
    ASSERT_EQ(held.size(), 1U);
    EXPECT_EQ(held.front().second.because, ev::HeldBecause::NotRocketTarget);
}

// The first maneuver in phase 3, the second in phase 1 of the next turn:
// offered then, unless the guns fired at the first one's fire step.
TEST(RocketGame, TheTwoManeuversMayStraddleTheTurn) {
    for (const bool gunsAtPhaseThree : {false, true}) {
        ScenarioGame game = rkGame(3, 2, -100, nullptr, 4);
        game.apply(SubmitPlan{"nieuport", plan(1, 2, 7)});
        game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
        while (game.state.turn == 1 && game.state.stage == Stage::Fire) {
            if (gunsAtPhaseThree && game.state.phase == 3 && rkOptions(game).count("front") > 0)
                game.apply(FireOrder{"nieuport", "front", "drachen"});
            rkHoldAll(game);
        }
        ASSERT_EQ(game.state.turn, 2);
        if (gunsAtPhaseThree) {
            ASSERT_EQ(game.state.find("nieuport")->firedAt, maneuverIndex(1, 3));
        }
        game.apply(SubmitPlan{"nieuport", plan(14, 1, 2)});
        game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
        ASSERT_EQ(game.state.phase, 1);
        EXPECT_EQ(rkOptions(game).count(kRocketWeapon), gunsAtPhaseThree ? 0U : 1U)
            << (gunsAtPhaseThree ? "fired its guns at phase 3" : "held at phase 3");
    }
}

// RKT-04 in the engine: a special taken in the first maneuver's fire step
// (an Albatros on its tail) spoils the shot; a card without one does not.
TEST(RocketGame, ASpecialTakenAtTheFirstManeuverSpoilsTheShot) {
    bool spoiled = false, clean = false;
    for (std::uint64_t seed = 1; seed < 200 && !(spoiled && clean); ++seed) {
        const Point2 start = rkStartFor(2, -150);
        ScenarioGame game(scenarioJson("rockets", Era::Ww1, "ww1-standard",
                                       {rkAirplane("nieuport", "nieuport_17", "entente", start, 3, 2),
                                        rkAirplane("albatros", "albatros_d3", "central", {start.x, start.y - 90}, 3)},
                                       {rkDrachen()}),
                          seed);
        for (const auto& decision : pending(game.state))  // no tailing: both fly their cards
            if (decision.kind == DecisionKind::Tail) game.apply(ChooseTail{decision.aircraft, ""});
        game.apply(SubmitPlan{"nieuport", plan(1, 2, 7)});
        game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
        if (game.state.stage != Stage::Fire || game.state.phase != 1) continue;
        const std::size_t before = game.events.size();
        for (auto decisions = pending(game.state); !decisions.empty() && game.state.phase == 1;
             decisions = pending(game.state)) {
            const bool albatros = decisions.front().aircraft == "albatros";
            game.apply(FireOrder{decisions.front().aircraft, decisions.front().weapon, albatros ? "nieuport" : ""});
        }
        bool special = false;
        for (std::size_t i = before; i < game.events.size() && game.events[i].kind() != EventKind::PhaseEnd; ++i) {
            const EventKind kind = game.events[i].kind();
            special |= game.events[i].aircraft == "nieuport" &&
                       (kind == EventKind::Smoke || kind == EventKind::OnFire || kind == EventKind::Rudder ||
                        kind == EventKind::Engine || kind == EventKind::Wounded);
        }
        const AircraftState* nieuport = game.state.find("nieuport");
        if (nieuport == nullptr || !nieuport->inPlay() || game.state.stage != Stage::Fire || game.state.phase != 2)
            continue;
        EXPECT_EQ(nieuport->specialAt == maneuverIndex(1, 1), special) << "seed " << seed;
        EXPECT_EQ(rkOptions(game).count(kRocketWeapon), special ? 0U : 1U) << "seed " << seed;
        (special ? spoiled : clean) = true;
    }
    EXPECT_TRUE(spoiled);
    EXPECT_TRUE(clean);
}

TEST(RocketData, AScenarioLoadsNoMoreBatchesThanTheTypeCarries) {
    auto json =
        scenarioJson("rockets", Era::Ww1, "ww1-standard",
                     {rkAirplane("spad", "spad_xiii", "entente", {300, 300}, 2, 1), rkFarAlbatros()}, {rkDrachen()});
    Diagnostics diagnostics;
    EXPECT_FALSE(scenarioFromJson(json, "rockets.json", shippedData(), diagnostics).has_value());
    EXPECT_NE(diagnostics.toString().find("/aircraft/0/rockets"), std::string::npos) << diagnostics.toString();
    EXPECT_NE(diagnostics.toString().find("the SPAD XIII carries no rocket batches, not 1"), std::string::npos)
        << diagnostics.toString();
    json["aircraft"][0] = rkAirplane("nieuport", "nieuport_17", "entente", {300, 300}, 2, 3);
    Diagnostics tooMany;
    EXPECT_FALSE(scenarioFromJson(json, "rockets.json", shippedData(), tooMany).has_value());
    EXPECT_NE(tooMany.toString().find("/aircraft/0/rockets"), std::string::npos) << tooMany.toString();
}

}  // namespace
}  // namespace jasta::test
