// The sun's position for a surprise attack (RULES.md WX-11, TAIL-14): the A
// card that puts the sun over one half of the table, the side it favours on
// each front, how high that side comes in at each time of day, where it is
// placed half a ruler from its prey (and at its 5, 6 or 7 o'clock when the
// edge leaves no room), the waiting off the table until it chooses to come
// in, and the entry turn's forced tails: each surprised enemy shows its first
// card to one airplane of the side with the sun.

#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "flying_fixture.hpp"
#include "jasta/game/script.hpp"
#include "jasta/rules/sun.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

constexpr double kHalfRuler = 85;  // the WW1 ruler is 170 mm

// --- The draw -------------------------------------------------------------------

TEST(Sun, TwoFourAndFivePutTheSunInTheWestOneAndThreeInTheEast) {
    EXPECT_EQ(sunSideOfTable(2), Compass::West);
    EXPECT_EQ(sunSideOfTable(4), Compass::West);
    EXPECT_EQ(sunSideOfTable(5), Compass::West);
    EXPECT_EQ(sunSideOfTable(1), Compass::East);
    EXPECT_EQ(sunSideOfTable(3), Compass::East);
    EXPECT_EQ(sunSideOfTable(0), std::nullopt) << "a 0: the noon sun, drawn again";
}

TEST(Sun, TheAlliesHoldTheWestOnTheWesternFrontAndTheEastOnTheEasternOne) {
    EXPECT_EQ(sideHolding(Compass::West, Era::Ww1, Front::Western), Side::Entente);
    EXPECT_EQ(sideHolding(Compass::East, Era::Ww1, Front::Western), Side::Central);
    EXPECT_EQ(sideHolding(Compass::West, Era::Ww1, Front::Eastern), Side::Central);
    EXPECT_EQ(sideHolding(Compass::East, Era::Ww1, Front::Eastern), Side::Entente);
    EXPECT_EQ(sideHolding(Compass::West, Era::Ww2, Front::Western), Side::Allies);
    EXPECT_EQ(sideHolding(Compass::West, Era::Ww2, Front::Eastern), Side::Axis);
}

TEST(Sun, AZeroDrawsTheNoonSunAndASecondZeroHelpsNobody) {
    const SunDraw morning = sunDrawOf(4, std::nullopt);
    EXPECT_EQ(morning.towards, Compass::West);
    EXPECT_FALSE(morning.noon());
    const SunDraw noon = sunDrawOf(0, 3);
    EXPECT_TRUE(noon.noon());
    EXPECT_EQ(noon.towards, Compass::East);
    const SunDraw none = sunDrawOf(0, 0);
    EXPECT_TRUE(none.noon());
    EXPECT_EQ(none.towards, std::nullopt);
    EXPECT_EQ(sunDrawOf(2, 1).noonValue, std::nullopt) << "no second card after a first that decides";
}

TEST(Sun, TheSideWithTheSunComesInBelowAtDawnAndDuskLevelByDayAboveAtNoon) {
    EXPECT_EQ(sunLevelOffset(TimeOfDay::Dawn, false), -1);
    EXPECT_EQ(sunLevelOffset(TimeOfDay::Morning, false), 0);
    EXPECT_EQ(sunLevelOffset(TimeOfDay::Afternoon, false), 0);
    EXPECT_EQ(sunLevelOffset(TimeOfDay::Dusk, false), -1);
    EXPECT_EQ(sunLevelOffset(TimeOfDay::Dawn, true), 1) << "the noon sun stands high whatever the mission's hour";
    EXPECT_EQ(sunLevelOffset(TimeOfDay::Afternoon, true), 1);
}

TEST(Sun, TheSunStandsOnTheWestOrTheOppositeSideOfTheTable) {
    SunSetting setting;  // the west on the left edge (heading 270: -x)
    EXPECT_NEAR(towardsSun(setting, Compass::West).x, -1, 1e-9);
    EXPECT_NEAR(towardsSun(setting, Compass::West).y, 0, 1e-9);
    EXPECT_NEAR(towardsSun(setting, Compass::East).x, 1, 1e-9);
    setting.west = 0;  // the west at +y
    EXPECT_NEAR(towardsSun(setting, Compass::West).y, 1, 1e-9);
    EXPECT_NEAR(towardsSun(setting, Compass::East).y, -1, 1e-9);
}

TEST(Sun, ItsGlareHidesAttackersInClearSkyAndAboveAMediumCloudLayerOnly) {
    AircraftState airplane;
    airplane.status = AircraftStatus::Flying;
    airplane.altitude = 6;
    EXPECT_TRUE(inTheGlare(airplane, std::nullopt)) << "no weather rules: a clear sky";
    EXPECT_TRUE(inTheGlare(airplane, Weather{}));
    const Weather medium{WeatherKind::MediumCloud, 3, 6};
    EXPECT_FALSE(inTheGlare(airplane, medium)) << "at the top level of the layer, not above it";
    airplane.altitude = 7;
    EXPECT_TRUE(inTheGlare(airplane, medium));
    EXPECT_FALSE(inTheGlare(airplane, Weather{WeatherKind::HeavyWeather, 3, 9})) << "heavy weather hides the sun";
    EXPECT_FALSE(sunInPlay(Weather{WeatherKind::HeavyWeather, 3, 9}));
    airplane.inCloud = true;
    EXPECT_FALSE(inTheGlare(airplane, medium));
    airplane.inCloud = false;
    airplane.status = AircraftStatus::Landed;
    EXPECT_FALSE(inTheGlare(airplane, Weather{}));
}

// --- Where the side with the sun comes in ------------------------------------------

AircraftState flying(const std::string& id, const std::string& type, Side side, Pose pose, int altitude) {
    AircraftState airplane;
    airplane.id = id;
    airplane.type = type;
    airplane.side = side;
    airplane.pose = pose;
    airplane.altitude = altitude;
    return airplane;
}

AircraftState waiting(const std::string& id, Pose start) {
    AircraftState airplane = flying(id, "spad_xiii", Side::Entente, start, 2);
    airplane.status = AircraftStatus::InTheSun;
    return airplane;
}

struct Placing {
    TableSize table{1800, 1800, {}, {}, std::nullopt};
    std::vector<AircraftState> aircraft;
    int levelOffset = 0;
    std::vector<SunEntry> place(const std::vector<std::string>& entrants, const std::vector<std::string>& prey) const {
        const SunEntryField field{shippedData(), table, aircraft, {-1, 0}, levelOffset, kHalfRuler};
        return placeOutOfTheSun(field, entrants, prey);
    }
};

TEST(Sun, EachAttackerComesInHalfARulerFromItsPreyTowardsTheSunFacingIt) {
    Placing placing;
    placing.aircraft = {flying("alb", "albatros_d3", Side::Central, {900, 900, 0}, 3), waiting("spad", {100, 100, 0})};
    const auto entries = placing.place({"spad"}, {"alb"});
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].prey, "alb");
    EXPECT_EQ(entries[0].place, SunPlace::Sunward);
    EXPECT_NEAR(entries[0].pose.x, 900 - kHalfRuler, 1e-6) << "west of its prey, the sun at its back";
    EXPECT_NEAR(entries[0].pose.y, 900, 1e-6);
    EXPECT_NEAR(entries[0].pose.heading, 90, 1e-6) << "facing its prey";
    EXPECT_EQ(entries[0].altitude, 3) << "morning: the prey's own level";
}

TEST(Sun, AtDawnItComesInALevelBelowButNeverUnderLevelOneOrIntoTheGround) {
    Placing placing;
    placing.levelOffset = -1;
    placing.aircraft = {flying("alb", "albatros_d3", Side::Central, {900, 900, 0}, 3), waiting("spad", {100, 100, 0})};
    EXPECT_EQ(placing.place({"spad"}, {"alb"})[0].altitude, 2);
    placing.aircraft[0].altitude = 1;
    EXPECT_EQ(placing.place({"spad"}, {"alb"})[0].altitude, 1) << "not level 0: it comes in flying";
    // Over a plateau of floor 2 it comes in above the ground.
    placing.table.relief = {ReliefZone{"hill", "", 2, {{700, 700}, {860, 700}, {860, 1100}, {700, 1100}}}};
    placing.aircraft[0].altitude = 3;
    EXPECT_EQ(placing.place({"spad"}, {"alb"})[0].altitude, 3) << "level 2 is the plateau's ground";
}

TEST(Sun, AtNoonItComesInALevelAbove) {
    Placing placing;
    placing.levelOffset = 1;
    placing.aircraft = {flying("alb", "albatros_d3", Side::Central, {900, 900, 0}, 2), waiting("spad", {100, 100, 0})};
    EXPECT_EQ(placing.place({"spad"}, {"alb"})[0].altitude, 3);
}

TEST(Sun, WithThePreyTooNearTheEdgeItComesInAtItsFiveSixOrSevenOClock) {
    Placing placing;
    // The prey flies north (+y) 60 mm from the west edge: no room between it
    // and the sun. Its 7 o'clock (the most sunward) hangs over the edge too,
    // so the attacker comes in at its 6 o'clock, right behind it.
    placing.aircraft = {flying("alb", "albatros_d3", Side::Central, {60, 900, 0}, 2), waiting("spad", {100, 100, 0})};
    const auto entries = placing.place({"spad"}, {"alb"});
    EXPECT_EQ(entries[0].place, SunPlace::SixOClock);
    EXPECT_NEAR(entries[0].pose.x, 60, 1e-6);
    EXPECT_NEAR(entries[0].pose.y, 900 - kHalfRuler, 1e-6);
    EXPECT_NEAR(entries[0].pose.heading, 0, 1e-6) << "on its tail, facing the same way";
    // With more room, the 7 o'clock: the side nearer the sun.
    placing.aircraft[0].pose.x = 120;
    placing.aircraft[0].pose.heading = 270;  // flying west, into the sun
    const auto facing = placing.place({"spad"}, {"alb"});
    EXPECT_EQ(facing[0].place, SunPlace::Sunward) << "85 mm west of x = 120 leaves room for the base";
    placing.aircraft[0].pose.x = 90;
    const auto behind = placing.place({"spad"}, {"alb"});
    EXPECT_NE(behind[0].place, SunPlace::Sunward);
    EXPECT_GT(behind[0].pose.x, 90) << "flying west, its 5, 6 and 7 o'clock lie east of it";
}

TEST(Sun, EveryPreyGetsOneAttackerBeforeAnyGetsTwo) {
    Placing placing;
    placing.aircraft = {flying("alb_1", "albatros_d3", Side::Central, {900, 600, 0}, 2),
                        flying("alb_2", "albatros_d3", Side::Central, {900, 1200, 0}, 1), waiting("spad_1", {1, 1, 0}),
                        waiting("spad_2", {1, 1, 0}), waiting("spad_3", {1, 1, 0})};
    const auto entries = placing.place({"spad_1", "spad_2", "spad_3"}, {"alb_1", "alb_2"});
    ASSERT_EQ(entries.size(), 3u);
    EXPECT_EQ(entries[0].prey, "alb_1");
    EXPECT_EQ(entries[1].prey, "alb_2");
    EXPECT_EQ(entries[1].altitude, 1);
    EXPECT_EQ(entries[2].prey, "alb_1");
    EXPECT_NE(entries[2].place, SunPlace::Sunward) << "the sunward spot of alb_1 is taken by spad_1";
    EXPECT_FALSE(footprintsOverlap(entries[0].pose, airplaneGeometry(shippedData(), placing.aircraft[2]),
                                   Footprint::Base, entries[2].pose,
                                   airplaneGeometry(shippedData(), placing.aircraft[4]), Footprint::Base));
}

TEST(Sun, WithNoPreyInTheGlareItComesInWhereTheMissionPlacedIt) {
    Placing placing;
    placing.aircraft = {waiting("spad", {100, 300, 90})};
    const auto entries = placing.place({"spad"}, {});
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].place, SunPlace::Start);
    EXPECT_EQ(entries[0].prey, "");
    EXPECT_NEAR(entries[0].pose.x, 100, 1e-9);
    EXPECT_EQ(entries[0].altitude, 2);
}

// --- In a game ----------------------------------------------------------------------

// Two SPADs in the west, two Albatros in the east flying west, on a 1800 mm
// table whose west is its left edge; `sun` as the scenario gives it.
nlohmann::json sunMission(const nlohmann::json& sun, const nlohmann::json& weather = nullptr) {
    auto json = scenarioJson("sun", Era::Ww1, "ww1-standard",
                             {placedAirplaneJson("spad_1", "spad_xiii", "entente", {300, 800}, 2, 0, 90),
                              placedAirplaneJson("spad_2", "spad_xiii", "entente", {300, 1000}, 2, 0, 90),
                              placedAirplaneJson("alb_1", "albatros_d3", "central", {1300, 800}, 2, 0, 270),
                              placedAirplaneJson("alb_2", "albatros_d3", "central", {1300, 1000}, 1, 0, 270)});
    json["sun"] = sun;
    if (!weather.is_null()) json["weather"] = weather;
    return json;
}

nlohmann::json morning(int enterBy = 4) {
    return {{"time_of_day", "morning"}, {"enter_by", enterBy}};
}

// A copy: all<>() returns a new vector each time.
ev::SunDrawn drawnOf(const ScenarioGame& game) {
    return game.all<ev::SunDrawn>().at(0).second;
}

// The first seed whose draw gives the sun to `side` (the deck is shuffled
// with the seed).
std::uint64_t seedFavouring(const nlohmann::json& json, std::optional<Side> side, bool noon = false,
                            const RuleOptions& rules = presetRules("ww1-standard")) {
    for (std::uint64_t seed = 1; seed < 2000; ++seed) {
        const ScenarioGame game(json, rules, seed);
        const ev::SunDrawn drawn = drawnOf(game);
        if (drawn.favoured == side && drawn.noonValue.has_value() == noon) return seed;
    }
    ADD_FAILURE() << "no seed gives that draw";
    return 1;
}

// Plans every airplane waiting for one (straights 1-2-3), holds every fire
// order, up to the next decision of another kind (a tail, a reorder, the
// sun's) or the next turn.
void planAndFly(ScenarioGame& game, const std::map<std::string, Plan>& plans = {}) {
    const int turn = game.state.turn;
    while (game.state.turn == turn && game.state.stage != Stage::Over) {
        const auto decisions = pending(game.state);
        ASSERT_FALSE(decisions.empty());
        const Decision& decision = decisions.front();
        if (decision.kind == DecisionKind::Plan) {
            const auto named = plans.find(decision.aircraft);
            game.apply(SubmitPlan{decision.aircraft, named != plans.end() ? named->second : plan(1, 2, 3)});
        } else if (decision.kind == DecisionKind::Fire) {
            game.apply(FireOrder{decision.aircraft, decision.weapon, ""});
        } else {
            return;
        }
    }
}

TEST(SunGame, TheSideWithTheSunWaitsOffTheTableWhileTheOtherFlies) {
    const auto json = sunMission(morning());
    ScenarioGame game(json, seedFavouring(json, Side::Entente));
    const ev::SunDrawn drawn = drawnOf(game);
    EXPECT_EQ(drawn.towards, Compass::West);
    EXPECT_TRUE(drawn.value == 2 || drawn.value == 4 || drawn.value == 5) << drawn.value;
    EXPECT_EQ(game.state.airplane("spad_1").status, AircraftStatus::InTheSun);
    EXPECT_EQ(game.state.airplane("spad_2").status, AircraftStatus::InTheSun);
    EXPECT_EQ(game.state.airplane("alb_1").status, AircraftStatus::Flying);
    // Turn 1: only the Albatros plan, and the game is not won for being alone on the table.
    const auto decisions = pending(game.state);
    ASSERT_EQ(decisions.size(), 2u);
    EXPECT_EQ(decisions[0].aircraft, "alb_1");
    EXPECT_EQ(decisions[1].aircraft, "alb_2");
    planAndFly(game);
    EXPECT_EQ(game.state.turn, 2);
    EXPECT_NE(game.state.stage, Stage::Over);
    // Turn 2 opens with the sun's choice, asked of the first SPAD for its side.
    ASSERT_EQ(game.state.stage, Stage::Sun);
    const auto sun = pending(game.state);
    ASSERT_EQ(sun.size(), 1u);
    EXPECT_EQ(sun[0].kind, DecisionKind::Sun);
    EXPECT_EQ(sun[0].aircraft, "spad_1");
    EXPECT_EQ(sun[0].options, (std::vector<std::string>{"enter", "wait"}));
}

TEST(SunGame, OnTheEasternFrontTheSameCardFavoursTheOtherSide) {
    auto json = sunMission(morning());
    const std::uint64_t seed = seedFavouring(json, Side::Entente);
    json["sun"]["front"] = "eastern";
    const ScenarioGame game(json, seed);
    EXPECT_EQ(drawnOf(game).towards, Compass::West);
    EXPECT_EQ(drawnOf(game).favoured, Side::Central);
    EXPECT_EQ(game.state.airplane("alb_1").status, AircraftStatus::InTheSun);
    EXPECT_EQ(game.state.airplane("spad_1").status, AircraftStatus::Flying);
}

TEST(SunGame, TwoZerosGiveNobodyTheSunAndBothSidesFlyFromTheStart) {
    const auto json = sunMission(morning());
    const ScenarioGame game(json, seedFavouring(json, std::nullopt, true));
    EXPECT_EQ(drawnOf(game).value, 0);
    EXPECT_EQ(drawnOf(game).noonValue, 0);
    for (const auto& airplane : game.state.aircraft) EXPECT_EQ(airplane.status, AircraftStatus::Flying);
    EXPECT_EQ(pending(game.state).size(), 4u);
}

TEST(SunGame, HeavyWeatherHidesTheSun) {
    RuleOptions rules = presetRules("ww1-standard");
    rules.cloudCover = CloudCover::WeatherBand;
    const ScenarioGame game(sunMission(morning(), {{"kind", "heavy_weather"}, {"low", 5}, {"high", 9}}), rules);
    EXPECT_TRUE(drawnOf(game).heavyWeather);
    for (const auto& airplane : game.state.aircraft) EXPECT_EQ(airplane.status, AircraftStatus::Flying);
}

TEST(SunGame, ComingInItDivesOnTheEnemyAndSeesTheFirstCardOfTheOneItChooses) {
    const auto json = sunMission(morning());
    ScenarioGame game(json, seedFavouring(json, Side::Entente));
    planAndFly(game);  // turn 1: the Albatros fly 330 mm west
    const Pose alb1 = game.state.airplane("alb_1").pose;
    const Pose alb2 = game.state.airplane("alb_2").pose;
    game.apply(SunEntryChoice{true});
    const auto entered = game.all<ev::SunEntered>();
    ASSERT_EQ(entered.size(), 2u);
    EXPECT_EQ(entered[0].first, "spad_1");
    EXPECT_EQ(entered[0].second.prey, "alb_1");
    EXPECT_FALSE(entered[0].second.forced);
    const AircraftState& spad1 = game.state.airplane("spad_1");
    EXPECT_EQ(spad1.status, AircraftStatus::Flying);
    EXPECT_NEAR(spad1.pose.x, alb1.x - kHalfRuler, 1e-6);
    EXPECT_NEAR(spad1.pose.y, alb1.y, 1e-6);
    EXPECT_EQ(spad1.altitude, 2);
    const AircraftState& spad2 = game.state.airplane("spad_2");
    EXPECT_NEAR(spad2.pose.x, alb2.x - kHalfRuler, 1e-6);
    EXPECT_EQ(spad2.altitude, 1) << "level with alb_2, in the morning";
    // TAIL-14: head-on, no ruler reaches a rear edge, yet each SPAD may tail
    // either Albatros, its own prey first.
    ASSERT_EQ(game.state.stage, Stage::ChooseTails);
    EXPECT_EQ(game.state.tailChoices.at("spad_1"), (std::vector<std::string>{"alb_1", "alb_2"}));
    EXPECT_EQ(game.state.tailChoices.at("spad_2"), (std::vector<std::string>{"alb_2", "alb_1"}));
    EXPECT_EQ(game.state.tailChoices.count("alb_1"), 0u) << "the Albatros are not on anybody's tail";
    // One enemy shows its card to one of them only.
    game.apply(ChooseTail{"spad_1", "alb_2"});
    EXPECT_EQ(game.state.tailChoices.at("spad_2"), (std::vector<std::string>{"alb_1"}));
    EXPECT_THROW(game.apply(ChooseTail{"spad_2", "alb_2"}), CommandError);
    game.apply(ChooseTail{"spad_2", "alb_1"});
    const auto tails = game.all<ev::Tail>();
    ASSERT_EQ(tails.size(), 2u);
    EXPECT_EQ(game.events[game.events.size() - 1].rules, (std::vector<std::string>{"TAIL-14", "WX-11"}));
    // Both sides plan; then each SPAD sees its Albatros's first card and may reorder.
    planAndFly(game, {{"alb_2", plan(3, 1, 2)}});
    const auto reveals = game.all<ev::TailReveal>();
    ASSERT_EQ(reveals.size(), 2u);
    EXPECT_EQ(reveals[0].first, "spad_1");
    EXPECT_EQ(reveals[0].second.target, "alb_2");
    EXPECT_EQ(reveals[0].second.shown, 1);
    EXPECT_EQ(reveals[0].second.card, 3);
    EXPECT_EQ(game.state.stage, Stage::Reorder);
}

TEST(SunGame, ItMayWaitButMustComeInByTheScenariosLastTurn) {
    const auto json = sunMission(morning(3));
    ScenarioGame game(json, seedFavouring(json, Side::Entente));
    planAndFly(game);
    game.apply(SunEntryChoice{false});
    ASSERT_EQ(game.all<ev::SunWaits>().size(), 1u);
    EXPECT_EQ(game.state.airplane("spad_1").status, AircraftStatus::InTheSun);
    EXPECT_EQ(game.state.stage, Stage::Planning);
    planAndFly(game);
    // Turn 3 is the last: in they come, nobody asked.
    EXPECT_EQ(game.state.turn, 3);
    EXPECT_NE(game.state.stage, Stage::Sun);
    const auto entered = game.all<ev::SunEntered>();
    ASSERT_EQ(entered.size(), 2u);
    EXPECT_TRUE(entered[0].second.forced);
    EXPECT_EQ(game.state.airplane("spad_1").status, AircraftStatus::Flying);
    EXPECT_THROW(game.apply(SunEntryChoice{true}), CommandError) << "nobody is left in the sun";
}

TEST(SunGame, UnderMediumCloudOnlyEnemiesAboveTheLayerCanBeSurprised) {
    RuleOptions rules = presetRules("ww1-standard");
    rules.cloudCover = CloudCover::WeatherBand;
    // The layer spans levels 3 to 4: alb_1 flies above it (level 5), alb_2 under it (level 1).
    auto json = sunMission(morning(), {{"kind", "medium_cloud"}, {"low", 3}, {"high", 4}});
    json["aircraft"][2] = placedAirplaneJson("alb_1", "albatros_d3", "central", {1300, 800}, 5, 0, 270);
    ScenarioGame game(json, rules, seedFavouring(json, Side::Entente, false, rules));
    planAndFly(game);
    EXPECT_EQ(sunPrey(game.state), (std::vector<std::string>{"alb_1"}));
    game.apply(SunEntryChoice{true});
    const auto entered = game.all<ev::SunEntered>();
    ASSERT_EQ(entered.size(), 2u);
    EXPECT_EQ(entered[0].second.prey, "alb_1");
    EXPECT_EQ(entered[0].second.altitude, 5);
    EXPECT_EQ(entered[1].second.prey, "alb_1") << "alb_2 flies under the clouds, out of the sun's glare";
    EXPECT_NE(entered[1].second.place, SunPlace::Sunward);
    // Tailing is off under medium cloud (WX-05), but not the sun's surprise.
    EXPECT_EQ(game.state.tailChoices.at("spad_1"), (std::vector<std::string>{"alb_1"}));
    game.apply(ChooseTail{"spad_1", "alb_1"});
    EXPECT_EQ(game.state.stage, Stage::Planning) << "alb_1 shows its card to one SPAD only";
}

TEST(SunGame, WithNobodyInTheGlareItComesInWhereTheMissionPlacedIt) {
    RuleOptions rules = presetRules("ww1-standard");
    rules.cloudCover = CloudCover::WeatherBand;
    const auto json = sunMission(morning(), {{"kind", "medium_cloud"}, {"low", 3}, {"high", 4}});
    ScenarioGame game(json, rules, seedFavouring(json, Side::Entente, false, rules));
    planAndFly(game);
    EXPECT_TRUE(sunPrey(game.state).empty());
    game.apply(SunEntryChoice{true});
    const auto entered = game.all<ev::SunEntered>();
    ASSERT_EQ(entered.size(), 2u);
    EXPECT_EQ(entered[0].second.place, SunPlace::Start);
    EXPECT_NEAR(game.state.airplane("spad_1").pose.x, 300, 1e-9);
    EXPECT_EQ(game.state.stage, Stage::Planning) << "no surprise, no forced tail";
}

// The computer pilots, and a plans file that does not say: in as soon as
// an enemy is in the glare, else wait.
TEST(SunGame, AComputerPilotComesInAsSoonAsItHasPrey) {
    const auto clear = sunMission(morning());
    ScenarioGame game(clear, seedFavouring(clear, Side::Entente));
    planAndFly(game);
    const Decision decision = pending(game.state).front();
    ASSERT_EQ(decision.kind, DecisionKind::Sun);
    EXPECT_EQ(scriptedCommand(nullptr, game.state, decision), Command(SunEntryChoice{true}));
    ScriptedTurn wait;
    wait.sun = false;
    EXPECT_EQ(scriptedCommand(&wait, game.state, decision), Command(SunEntryChoice{false})) << "as written";
    RuleOptions rules = presetRules("ww1-standard");
    rules.cloudCover = CloudCover::WeatherBand;
    const auto clouded = sunMission(morning(), {{"kind", "medium_cloud"}, {"low", 3}, {"high", 4}});
    ScenarioGame under(clouded, rules, seedFavouring(clouded, Side::Entente, false, rules));
    planAndFly(under);
    EXPECT_EQ(scriptedCommand(nullptr, under.state, pending(under.state).front()), Command(SunEntryChoice{false}))
        << "nobody above the clouds to surprise";
}

TEST(SunGame, TheSunTakesThePlaceOfTheDefendersAlertSystem) {
    RuleOptions rules = presetRules("ww1-standard");
    rules.cloudCover = CloudCover::WeatherBand;
    auto json = sunMission(morning(), {{"kind", "clear"}});
    json["attack"] = {{"side", "entente"},
                      {"defended_zone", nlohmann::json::array({{900, 0}, {1800, 0}, {1800, 1800}, {900, 1800}})}};
    const ScenarioGame game(json, rules, seedFavouring(json, Side::Central, false, rules));
    EXPECT_TRUE(drawnOf(game).replacesAlert);
    EXPECT_EQ(game.state.advantage, std::nullopt) << "no WX-10 alert once the sun is drawn";
    for (const Event& event : game.events)
        if (event.kind() == EventKind::SunDrawn) {
            EXPECT_EQ(event.rules, (std::vector<std::string>{"WX-11", "WX-10"}));
        }
}

TEST(SunGame, TheChoiceIsACommandLikeAnyOther) {
    const Command enter = SunEntryChoice{true};
    EXPECT_EQ(commandFromJson(toJson(enter)), enter);
    const Command wait = SunEntryChoice{false};
    EXPECT_EQ(toJson(wait).dump(), R"({"enter":false,"type":"sun_entry"})");
    EXPECT_EQ(commandFromJson(toJson(wait)), wait);
    EXPECT_THROW(commandFromJson(nlohmann::json{{"type", "sun_entry"}}, "/commands/4"), std::invalid_argument);
    ScenarioGame game(sunMission(morning()));
    EXPECT_THROW(game.apply(SunEntryChoice{true}), CommandError) << "turn 1: nobody may come in yet";
}

TEST(SunGame, AScenarioSunIsCheckedWithFileAndPointer) {
    auto problems = [](const nlohmann::json& json) {
        Diagnostics diagnostics;
        scenarioFromJson(json, "sun.json", shippedData(), diagnostics);
        return diagnostics.toString();
    };
    EXPECT_EQ(problems(sunMission(morning())), "");
    auto noTime = sunMission({{"front", "western"}});
    EXPECT_NE(problems(noTime).find("sun.json:/sun/time_of_day"), std::string::npos) << problems(noTime);
    auto late = sunMission({{"time_of_day", "dusk"}, {"enter_by", 9}});
    EXPECT_NE(problems(late).find("/sun/enter_by"), std::string::npos) << problems(late);
    auto first = sunMission({{"time_of_day", "dusk"}, {"enter_by", 1}});
    EXPECT_NE(problems(first).find("/sun/enter_by"), std::string::npos) << problems(first);
    auto noon = sunMission({{"time_of_day", "noon"}});
    EXPECT_NE(problems(noon).find("/sun/time_of_day"), std::string::npos) << problems(noon);
    auto alone = sunMission(morning());
    alone["aircraft"].erase(2);
    alone["aircraft"].erase(2);
    EXPECT_NE(problems(alone).find("sun.json:/sun"), std::string::npos) << problems(alone);
    EXPECT_NE(problems(alone).find("Central Powers have no airplane in the air"), std::string::npos);
}

}  // namespace
}  // namespace jasta::test
