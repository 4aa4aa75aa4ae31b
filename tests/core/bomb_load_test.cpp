// Bomb loads (BOMB-07, ALT-16): the airplane data says what each airplane can
// carry, a scenario loads it (never more), and an airplane that starts with
// bombs flies under the full load's limits from its first turn: no
// Immelmann, at least two non-steep cards a turn, one more climb counter a
// level. "Fully loaded" is counted as the text says: at least half of the
// bombs it started with.

#include "flying_fixture.hpp"
#include "jasta/base/diagnostics.hpp"
#include "jasta/game/game.hpp"

namespace jasta::test {
namespace {

using V = std::vector<std::string>;

// A one-airplane-a-side raid: `type` with `bombs` at level `altitude` and
// `climb` counters, against a SPAD far away.
nlohmann::json raid(std::string_view type, int bombs, int altitude = 2, int climb = 0) {
    nlohmann::json bomber{{"id", "bomber"}, {"type", type}, {"side", "central"},    {"x", 450},
                          {"y", 200},       {"heading", 0}, {"altitude", altitude}, {"climb", climb}};
    if (bombs > 0) bomber["bombs"] = bombs;
    return {{"format_version", 1},
            {"id", "raid"},
            {"name", "Raid"},
            {"era", "ww1"},
            {"ruleset", "ww1-standard"},
            {"table", {{"width_mm", 900}, {"height_mm", 900}}},
            {"aircraft",
             {bomber,
              {{"id", "spad"},
               {"type", "spad_xiii"},
               {"side", "entente"},
               {"x", 450},
               {"y", 800},
               {"heading", 180},
               {"altitude", 2}}}}};
}

std::string problems(const nlohmann::json& json) {
    Diagnostics diagnostics;
    const bool read = scenarioFromJson(json, "raid.json", shippedData(), diagnostics).has_value();
    EXPECT_EQ(read, diagnostics.empty());
    return diagnostics.toString();
}

// Airplane `id` as the game of `json` starts it.
AircraftState started(const nlohmann::json& json, std::string_view id = "bomber") {
    Diagnostics diagnostics;
    const auto scenario = scenarioFromJson(json, "raid.json", shippedData(), diagnostics);
    if (!scenario) throw std::invalid_argument(diagnostics.toString());
    const Engine engine{shippedData(), presetRules("ww1-standard"), {}};
    Rng rng(1);
    const GameState state = newGame(engine, *scenario, scenario->ruleset, rng).state;
    return *state.find(id);
}

TEST(BombLoad, TheDataSaysWhatEachAirplaneCarries) {
    const auto capacity = [](const char* type) {
        const AircraftType& found = *shippedData().aircraftType(type);
        return found.bombCapacity ? found.bombCapacity->value : 0;
    };
    EXPECT_EQ(capacity("gotha_g4"), 6);
    EXPECT_EQ(capacity("spad_xiii"), 1) << "a fighter carries one bomb (RULES.md §3.1)";
    EXPECT_EQ(capacity("roland_c2"), 1);
    EXPECT_TRUE(shippedData().aircraftType("roland_c2")->bombClusters) << "a cluster of three (S003)";
    EXPECT_FALSE(shippedData().aircraftType("gotha_g4")->bombClusters);
    EXPECT_EQ(capacity("defiant_mk1"), 0) << "the turret fighter carries none";
}

TEST(BombLoad, AScenarioLoadsNoMoreThanTheAirplaneCarries) {
    EXPECT_EQ(problems(raid("gotha_g4", 6)), "");
    EXPECT_NE(problems(raid("gotha_g4", 7))
                  .find("raid.json:/aircraft/0/bombs: the Gotha G.IV carries at most 6 "
                        "bombs, not 7"),
              std::string::npos)
        << problems(raid("gotha_g4", 7));
    EXPECT_NE(problems(raid("roland_c2", 2))
                  .find("raid.json:/aircraft/0/bombs: the Roland C.II carries at most 1 "
                        "bomb clusters, not 2"),
              std::string::npos);
    auto defiant = raid("gotha_g4", 0);
    defiant["era"] = "ww2";
    defiant["ruleset"] = "ww2-standard";
    defiant["aircraft"] = {{{"id", "defiant"},
                            {"type", "defiant_mk1"},
                            {"side", "allies"},
                            {"x", 450},
                            {"y", 200},
                            {"heading", 0},
                            {"altitude", 2},
                            {"bombs", 1}}};
    EXPECT_NE(
        problems(defiant).find("raid.json:/aircraft/0/bombs: the Boulton Paul Defiant Mk I carries no bombs, not 1"),
        std::string::npos)
        << problems(defiant);
    auto negative = raid("gotha_g4", 0);
    negative["aircraft"][0]["bombs"] = -1;
    EXPECT_NE(problems(negative).find("raid.json:/aircraft/0/bombs"), std::string::npos);
    // The load is kept when the scenario is written back (saves carry their scenario).
    Diagnostics diagnostics;
    const auto read = scenarioFromJson(raid("gotha_g4", 4), "raid.json", shippedData(), diagnostics);
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(toJson(*read)["aircraft"][0]["bombs"], 4);
    EXPECT_FALSE(toJson(*read)["aircraft"][1].contains("bombs"));
}

TEST(BombLoad, AtLeastHalfTheBombsIsAFullLoad) {
    EXPECT_TRUE(hasFullBombLoad(6, 6));
    EXPECT_TRUE(hasFullBombLoad(3, 6)) << "exactly half still counts";
    EXPECT_FALSE(hasFullBombLoad(2, 6));
    EXPECT_TRUE(hasFullBombLoad(1, 2));
    EXPECT_FALSE(hasFullBombLoad(1, 3)) << "one of three is less than half";
    EXPECT_TRUE(hasFullBombLoad(2, 3));
    EXPECT_TRUE(hasFullBombLoad(1, 1));
    EXPECT_FALSE(hasFullBombLoad(0, 1));
    EXPECT_FALSE(hasFullBombLoad(0, 0)) << "an airplane that never carried bombs";
}

TEST(BombLoad, AnAirplaneStartsFullyLoadedWithItsBombs) {
    const AircraftState loaded = started(raid("gotha_g4", 6));
    EXPECT_EQ(loaded.bombs, 6);
    EXPECT_EQ(loaded.bombsLoaded, 6);
    EXPECT_TRUE(loaded.fullBombLoad);
    const AircraftState empty = started(raid("gotha_g4", 0));
    EXPECT_EQ(empty.bombs, 0);
    EXPECT_FALSE(empty.fullBombLoad);
}

// ALT-16: the Gotha's climb rate is 6; loaded, a level costs 7 counters.
TEST(BombLoad, ALoadedBomberNeedsOneMoreClimbCounterPerLevel) {
    const auto rules = presetRules("ww1-standard");
    const auto afterClimb = [&](int bombs, int counters) {
        AircraftState bomber = started(raid("gotha_g4", bombs, 1, counters));
        const Flyer flyer = flyerOf(shippedData(), bomber, rules);
        const auto flown = flyPlan(flyer, bomber, plan(19, 1, 2), kBigTable);  // 19: the climb of deck M
        return std::pair{flown.steps.front().altitude, flown.steps.front().climb};
    };
    EXPECT_EQ(afterClimb(0, 5), std::pair(2, 0)) << "empty: the sixth counter makes the level";
    EXPECT_EQ(afterClimb(6, 5), std::pair(1, 6)) << "loaded: six counters are not enough";
    EXPECT_EQ(afterClimb(6, 6), std::pair(2, 0)) << "loaded: the seventh makes it";
}

// BOMB-07 on an airplane the scenario loaded: a SPAD with its one bomb.
TEST(BombLoad, ALoadedFighterMayNotFlyAnImmelmannNorTwoSteepCards) {
    auto json = raid("gotha_g4", 0);
    json["aircraft"][1]["bombs"] = 1;
    const RuleOptions rules = presetRules("ww1-standard");
    const AircraftState spad = started(json, "spad");
    ASSERT_TRUE(spad.fullBombLoad);
    const auto check = [&](const AircraftState& airplane, const Plan& p) {
        return ruleIds(checkPlan(flyerOf(shippedData(), airplane, rules), airplane, p));
    };
    // SPAD deck A: 17 stall and 18 Immelmann are steep, 19 the climb too.
    EXPECT_EQ(check(spad, plan(18, 1, 2)), V{"BOMB-07@1"});
    EXPECT_EQ(check(spad, plan(17, 1, 19)), V{"BOMB-07@3"}) << "one non-steep card of three";
    EXPECT_EQ(check(spad, plan(17, 1, 2)), V{}) << "two non-steep cards are enough";
    // The same plans are legal for the SPAD without its bomb.
    const AircraftState free = started(raid("gotha_g4", 0), "spad");
    EXPECT_EQ(check(free, plan(18, 1, 2)), V{});
    EXPECT_EQ(check(free, plan(17, 1, 19)), V{});
}

}  // namespace
}  // namespace jasta::test
