// Broken data files never crash the loaders: every problem is reported with
// the file, the JSON pointer and a message a modder understands.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "jasta/data/game_data.hpp"
#include "mini_data.hpp"

namespace jasta::test {
namespace {

class BadInput : public MiniDataTest {
protected:
    std::string fileName(const std::string& relative) const { return (dir.path() / relative).generic_string(); }

    // Exactly one problem, at `relative:pointer`, with `message`.
    void expectOnly(const Diagnostics& diagnostics, const std::string& relative, const std::string& pointer,
                    const std::string& message) {
        ASSERT_EQ(diagnostics.size(), 1u) << diagnostics.toString();
        const auto& problem = diagnostics.items()[0];
        EXPECT_EQ(problem.file, fileName(relative));
        EXPECT_EQ(problem.pointer, pointer);
        EXPECT_EQ(problem.message, message);
    }
};

TEST_F(BadInput, TheMiniDataSetIsValid) {
    EXPECT_TRUE(load().empty()) << load().toString();
}

TEST_F(BadInput, MalformedJsonNamesLineAndColumn) {
    writeFiles(dir.path(), files);
    writeText(dir.path() / "aircraft/spad.json", "{\n  \"format_version\": 1,\n  \"id\": \"spad\"\n  \"name\": 3\n}");
    Diagnostics diagnostics;
    loadGameData(dir.path(), diagnostics);
    // The broken file is reported; the scenario that uses the airplane then misses it.
    ASSERT_GE(diagnostics.size(), 1u);
    const auto& problem = diagnostics.items()[0];
    EXPECT_EQ(problem.file, fileName("aircraft/spad.json"));
    EXPECT_EQ(problem.pointer, "");
    EXPECT_EQ(
        problem.message.rfind(
            "not valid JSON at line 4, column 8: syntax error while parsing object - unexpected string literal", 0),
        0u)
        << problem.message;
    EXPECT_EQ(problem.toString().rfind(fileName("aircraft/spad.json") + ": not valid JSON", 0), 0u);
}

TEST_F(BadInput, EmptyFile) {
    writeFiles(dir.path(), files);
    writeText(dir.path() / "rulesets/std.json", "  \n");
    Diagnostics diagnostics;
    loadGameData(dir.path(), diagnostics);
    ASSERT_GE(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics.items()[0].file, fileName("rulesets/std.json"));
    EXPECT_EQ(diagnostics.items()[0].message, "the file is empty (expected a JSON object)");
}

TEST_F(BadInput, WrongFormatVersion) {
    files["damage/ww1_A.json"]["format_version"] = 2;
    auto problems = load();
    // The deck is refused, so the airplane's damage deck reference fails too.
    ASSERT_EQ(problems.size(), 2u) << problems.toString();
    EXPECT_EQ(problems.items()[0].toString(),
              fileName("damage/ww1_A.json") +
                  ":/format_version: must be 1, the only format this version of Jasta reads (found 2)");
    EXPECT_EQ(problems.items()[1].pointer, "/weapons/0/damage_deck");
}

TEST_F(BadInput, MissingField) {
    files["aircraft/spad.json"].erase("structure");
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].toString(), fileName("aircraft/spad.json") + ":/structure: is missing");
}

TEST_F(BadInput, WrongType) {
    files["aircraft/spad.json"]["structure"]["value"] = "sixteen";
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].pointer, "/structure/value");
    EXPECT_EQ(problems.items()[0].message, "must be an integer from 1 to 100 (found \"sixteen\")");
}

TEST_F(BadInput, RootIsNotAnObject) {
    writeFiles(dir.path(), files);
    writeText(dir.path() / "geometry/small.json", "[1, 2, 3]");
    Diagnostics diagnostics;
    loadGameData(dir.path(), diagnostics);
    ASSERT_GE(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics.items()[0].message, "must be a JSON object (found [1,2,3])");
}

TEST_F(BadInput, UnknownManeuverDeckReference) {
    files["aircraft/spad.json"]["maneuver_deck"] = "Z";
    expectOnly(load(), "aircraft/spad.json", "/maneuver_deck", "no ww1 deck Z (known: A)");
}

TEST_F(BadInput, UnknownDamageDeckReference) {
    files["aircraft/spad.json"]["weapons"][0]["damage_deck"] = "B";
    expectOnly(load(), "aircraft/spad.json", "/weapons/0/damage_deck", "no ww1 damage deck B (known: A)");
}

TEST_F(BadInput, UnknownAircraftTypeInScenario) {
    files["scenarios/duel.json"]["aircraft"][0]["type"] = "camel";
    expectOnly(load(), "scenarios/duel.json", "/aircraft/0/type", "aircraft type \"camel\" is not in the data");
}

TEST_F(BadInput, UnknownRuleSetInScenario) {
    files["scenarios/duel.json"]["ruleset"] = "ww9";
    expectOnly(load(), "scenarios/duel.json", "/ruleset", "no rule set with id \"ww9\"");
}

// A scenario's rule changes are option values like a preset's, under /rule_changes.
TEST_F(BadInput, ScenarioRuleChangesNameOptionsAndValuesThatArePlayed) {
    files["scenarios/duel.json"]["rule_changes"] = {{"max_altitude", "4"}};
    EXPECT_TRUE(load().empty()) << "a played value is fine";
    files["scenarios/duel.json"]["rule_changes"] = {{"max_altitude", "99"}};
    expectOnly(load(), "scenarios/duel.json", "/rule_changes/max_altitude", "must be one of: 3, 4 (found \"99\")");
    files["scenarios/duel.json"]["rule_changes"] = {{"max_altitud", "4"}};
    auto unknown = load();
    ASSERT_EQ(unknown.size(), 1u) << unknown.toString();
    EXPECT_EQ(unknown.items()[0].pointer, "/rule_changes/max_altitud");
    files["scenarios/duel.json"]["rule_changes"] = {{"max_altitude", 4}};
    expectOnly(load(), "scenarios/duel.json", "/rule_changes/max_altitude",
               "must be the id of one of the option's values (a string)");
}

// WX-03 / WX-04: a scenario's weather is a kind with its band, or a season.
TEST_F(BadInput, ScenarioWeatherIsAKindWithItsBandOrASeason) {
    files["scenarios/duel.json"]["weather"] = {{"kind", "medium_cloud"}, {"low", 3}, {"high", 6}};
    EXPECT_TRUE(load().empty());
    files["scenarios/duel.json"]["weather"] = {{"season", "winter"}};
    EXPECT_TRUE(load().empty());
    files["scenarios/duel.json"]["weather"] = {{"season", "winter"}, {"kind", "clear"}};
    expectOnly(load(), "scenarios/duel.json", "/weather/season",
               "give the season to draw the weather for, or the weather itself, not both");
    files["scenarios/duel.json"]["weather"] = {{"kind", "heavy_weather"}, {"low", 6}, {"high", 3}};
    expectOnly(load(), "scenarios/duel.json", "/weather/high",
               "the top of the cloud band cannot lie below its bottom (low)");
    files["scenarios/duel.json"]["weather"] = {{"kind", "clear"}, {"low", 3}};
    expectOnly(load(), "scenarios/duel.json", "/weather/kind", "clear weather has no band of cloud (low, high)");
    files["scenarios/duel.json"]["weather"] = {{"kind", "heavy_weather"}, {"low", 3}, {"high", 14}};
    auto tooHigh = load();
    ASSERT_EQ(tooHigh.size(), 1u) << tooHigh.toString();
    EXPECT_EQ(tooHigh.items()[0].pointer, "/weather/high");
}

TEST_F(BadInput, UnknownRuleOptionValue) {
    files["rulesets/std.json"]["options"]["max_altitude"] = "99";
    expectOnly(load(), "rulesets/std.json", "/options/max_altitude", "must be one of: 3, 4 (found \"99\")");
}

TEST_F(BadInput, UnknownRuleOptionKey) {
    files["rulesets/std.json"]["options"]["max_altitud"] = "3";
    auto problems = load();
    ASSERT_EQ(problems.size(), 1u) << problems.toString();
    EXPECT_EQ(problems.items()[0].pointer, "/options/max_altitud");
    EXPECT_EQ(problems.items()[0].message.rfind("no rule option \"max_altitud\"", 0), 0u);
}

// A switch the engine does not read would promise a rule that never
// happens: a preset may not name it.
TEST_F(BadInput, PresetNamingAnOptionThatIsNotPlayedYet) {
    Json cloud = files["rulesets/options.json"]["options"][0];
    cloud["key"] = "cloud_cover";
    cloud["title"] = "Cloud cover";
    cloud["played"] = false;
    files["rulesets/options.json"]["options"].push_back(cloud);
    EXPECT_TRUE(load().empty()) << "listing it in the catalogue is fine";
    files["rulesets/std.json"]["options"]["cloud_cover"] = "3";
    expectOnly(load(), "rulesets/std.json", "/options/cloud_cover",
               "the rule option \"Cloud cover\" (cloud_cover) is not played by this version of Jasta yet: remove it, "
               "the game cannot honour it");
}

TEST_F(BadInput, PlayedMustBeABoolean) {
    files["rulesets/options.json"]["options"][0]["played"] = "no";
    auto problems = load();
    // The option is dropped, so the preset that names it gets the knock-on
    // "could not be read, see above" line after the cause.
    ASSERT_EQ(problems.size(), 2u) << problems.toString();
    EXPECT_EQ(problems.items()[0].pointer, "/options/0/played");
    EXPECT_EQ(problems.items()[1].pointer, "/options/max_altitude");
}

TEST_F(BadInput, DuplicateAircraftId) {
    files["aircraft/spad2.json"] = files["aircraft/spad.json"];
    auto problems = load();
    ASSERT_EQ(problems.size(), 1u) << problems.toString();
    EXPECT_EQ(problems.items()[0].file, fileName("aircraft/spad2.json"));
    EXPECT_EQ(problems.items()[0].pointer, "/id");
    EXPECT_EQ(problems.items()[0].message,
              "duplicate airplane id \"spad\" (also in " + fileName("aircraft/spad.json") + ")");
}

TEST_F(BadInput, DuplicateDeckLetter) {
    files["maneuvers/copy_of_A.json"] = files["maneuvers/ww1_A.json"];
    auto problems = load();
    ASSERT_EQ(problems.size(), 1u) << problems.toString();
    EXPECT_EQ(problems.items()[0].pointer, "/letter");
    EXPECT_EQ(problems.items()[0].message.rfind("duplicate ww1 deck A (also in", 0), 0u);
}

TEST_F(BadInput, DuplicateCardNumber) {
    files["maneuvers/ww1_A.json"]["cards"][1]["number"] = 1;
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].toString(),
              fileName("maneuvers/ww1_A.json") + ":/cards/1/number: duplicate card number 1 in deck A");
}

TEST_F(BadInput, EmptyDeck) {
    files["maneuvers/ww1_A.json"]["cards"] = Json::array();
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].pointer, "/cards");
    EXPECT_EQ(problems.items()[0].message, "must not be empty");
}

TEST_F(BadInput, NegativeNumber) {
    files["geometry/small.json"]["base"]["width"]["value"] = -44;
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].toString(),
              fileName("geometry/small.json") + ":/base/width/value: must be a number from 1 to 1000 (found -44)");
}

TEST_F(BadInput, NotANumber) {
    // JSON has no NaN literal: a file that writes one is not JSON, and a
    // string "NaN" where a number belongs is the wrong type.
    writeFiles(dir.path(), files);
    writeText(dir.path() / "scenarios/nan.json", R"({"format_version": 1, "x": NaN})");
    Diagnostics diagnostics;
    loadGameData(dir.path(), diagnostics);
    ASSERT_EQ(diagnostics.size(), 1u) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].message.rfind("not valid JSON at line 1, column 28", 0), 0u)
        << diagnostics.items()[0].message;

    files["scenarios/duel.json"]["aircraft"][0]["heading"] = "NaN";
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].pointer, "/aircraft/0/heading");
    EXPECT_EQ(problems.items()[0].message, "must be a number from -360 to 360 (found \"NaN\")");
}

TEST_F(BadInput, PlayerColourMustBeHexRgb) {
    files["scenarios/duel.json"]["aircraft"][0]["colour"] = "red";
    auto problems = load();
    ASSERT_EQ(problems.size(), 1u) << problems.toString();
    EXPECT_EQ(problems.items()[0].pointer, "/aircraft/0/colour");
    EXPECT_EQ(problems.items()[0].message, "must be a colour written #rrggbb (found \"red\")");
    files["scenarios/duel.json"]["aircraft"][0]["colour"] = "#3366CC";
    EXPECT_TRUE(load().empty()) << load().toString();
}

TEST_F(BadInput, HugeNumbers) {
    files["aircraft/spad.json"]["structure"]["value"] = 1e30;
    files["scenarios/duel.json"]["table"]["width_mm"] = 123456789012345678901234567890.0;
    auto problems = load();
    ASSERT_GE(problems.size(), 2u) << problems.toString();
    EXPECT_EQ(problems.items()[0].pointer, "/structure/value");
    EXPECT_EQ(problems.items()[0].message, "must be an integer from 1 to 100 (found 1e+30)");
    EXPECT_EQ(problems.items()[1].pointer, "/table/width_mm");
    EXPECT_EQ(problems.items()[1].message.rfind("must be a number from 100 to 10000 (found 1.2345", 0), 0u);

    // A number too large for a double is refused by the parser, not turned into infinity.
    writeText(dir.path() / "aircraft/spad.json", R"({"format_version": 1e400})");
    Diagnostics diagnostics;
    loadGameData(dir.path(), diagnostics);
    ASSERT_GE(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics.items()[0].message, "not valid JSON: number overflow parsing '1e400'");
}

TEST_F(BadInput, WrongEnumValue) {
    files["maneuvers/ww1_A.json"]["cards"][0]["kind"] = "loop";
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].pointer, "/cards/0/kind");
    EXPECT_EQ(problems.items()[0].message,
              "must be one of: straight, bank, turn, sideslip, stall, immelmann, climb, dive, blank (found \"loop\")");
}

TEST_F(BadInput, TypoInFieldName) {
    files["aircraft/spad.json"]["climb_rtae"] = files["aircraft/spad.json"]["climb_rate"];
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].pointer, "/climb_rtae");
    EXPECT_EQ(problems.items()[0].message, "is not a known field here (a typo?)");
}

TEST_F(BadInput, MeasuredValueWithoutSource) {
    files["geometry/small.json"]["ruler"]["length"].erase("source");
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].pointer, "/ruler/length/source");
    EXPECT_EQ(problems.items()[0].message, "is missing");
}

TEST_F(BadInput, PathThatMissesTheArrowhead) {
    files["maneuvers/ww1_A.json"]["cards"][0]["move"]["path"][1] = Json::array({0, 50});
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].pointer, "/cards/0/move/path");
    EXPECT_EQ(problems.items()[0].message, "must run from [0, 0] to the arrowhead [dx, dy]");
}

TEST_F(BadInput, DerivedDeckRemovingAMissingCard) {
    files["maneuvers/ww1_H.json"] = {{"format_version", 1},
                                     {"era", "ww1"},
                                     {"letter", "H"},
                                     {"name", "H"},
                                     {"description", "from A"},
                                     {"source", "test"},
                                     {"derived_from", {{"letter", "A"}, {"remove", {2, 12}}}}};
    expectOnly(load(), "maneuvers/ww1_H.json", "/derived_from/remove/1", "ww1 deck A has no card 12");
}

TEST_F(BadInput, AirplaneOutsideTheTable) {
    files["scenarios/duel.json"]["aircraft"][0]["x"] = 950;
    expectOnly(load(), "scenarios/duel.json", "/aircraft/0", "the airplane stands outside the table");
}

TEST_F(BadInput, JamColourOnAWw2Counter) {
    files["damage/ww1_A.json"]["era"] = "ww2";
    files["aircraft/spad.json"]["weapons"][0]["damage_deck"] = "A";
    auto problems = load();
    ASSERT_GE(problems.size(), 1u);
    EXPECT_EQ(problems.items()[0].pointer, "/cards/1/jam_colour");
    EXPECT_EQ(problems.items()[0].message, "WW2 jam counters have a side (left/right), not a colour");
}

TEST_F(BadInput, EveryProblemIsReportedNotOnlyTheFirst) {
    files["aircraft/spad.json"]["structure"]["value"] = 0;
    files["aircraft/spad.json"]["climb_rate"]["value"] = -1;
    files["scenarios/duel.json"]["aircraft"][0]["altitude"] = "high";
    auto problems = load();
    // The scenario with the broken altitude is refused whole, so its missing
    // airplane is not reported a second time.
    ASSERT_EQ(problems.size(), 3u) << problems.toString();
    EXPECT_EQ(problems.items()[0].pointer, "/structure/value");
    EXPECT_EQ(problems.items()[1].pointer, "/climb_rate/value");
    EXPECT_EQ(problems.items()[2].pointer, "/aircraft/0/altitude");
}

TEST_F(BadInput, MissingDataFolder) {
    Diagnostics diagnostics;
    loadGameData(dir.path() / "nowhere", diagnostics);
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics.items()[0].message, "the data folder is missing");
}

TEST_F(BadInput, ScenarioFileOutsideTheDataFolder) {
    writeFiles(dir.path(), files);
    const GameData data = loadGameDataOrThrow(dir.path());
    auto scenario = files["scenarios/duel.json"];
    scenario["aircraft"][0]["type"] = "fokker";
    const auto path = dir.path() / "mine.json";
    writeText(path, scenario.dump());
    Diagnostics diagnostics;
    EXPECT_FALSE(loadScenarioFile(path, data, diagnostics).has_value());
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics.items()[0].toString(),
              path.generic_string() + ":/aircraft/0/type: aircraft type \"fokker\" is not in the data");
}

// Issue 15: a scenario with a broken field and an unknown airplane lists
// both at once, not the unknown airplane only after the field is fixed.
TEST_F(BadInput, AScenarioFileListsItsUnknownAirplanesWithItsOtherProblems) {
    writeFiles(dir.path(), files);
    const GameData data = loadGameDataOrThrow(dir.path());
    auto scenario = files["scenarios/duel.json"];
    scenario["aircraft"][0]["type"] = "fokker";
    scenario["aircraft"][0]["heading"] = "north";
    scenario["ruleset"] = "no-such-rules";
    Diagnostics diagnostics;
    EXPECT_FALSE(scenarioFromJson(scenario, "mine.json", data, diagnostics).has_value());
    const std::string found = diagnostics.toString();
    for (const char* expected :
         {"mine.json:/aircraft/0/heading: ", "mine.json:/aircraft/0/type: aircraft type \"fokker\" is not in the data",
          "mine.json:/ruleset: no rule set with id \"no-such-rules\""})
        EXPECT_NE(found.find(expected), std::string::npos) << expected << " in\n" << found;
    EXPECT_EQ(diagnostics.size(), 3u) << found;
}

// ALT-02: an airplane in the air starts at level 1 to 3. Another level needs
// a reason that says something; a parked airplane starts at 0; a saved game
// is read as it was started.
TEST_F(BadInput, StartingAltitudeOutsideOneToThreeNeedsAReason) {
    writeFiles(dir.path(), files);
    const GameData data = loadGameDataOrThrow(dir.path());
    auto scenario = files["scenarios/duel.json"];
    auto problems = [&](const nlohmann::json& json, ScenarioUse use = ScenarioUse::NewGame) {
        Diagnostics diagnostics;
        const bool loaded = scenarioFromJson(json, "mine.json", data, diagnostics, "", use).has_value();
        EXPECT_EQ(loaded, diagnostics.empty());
        return diagnostics.toString();
    };
    for (int level : {1, 2, 3}) {
        scenario["aircraft"][0]["altitude"] = level;
        EXPECT_EQ(problems(scenario), "") << level;
    }
    for (int level : {0, 4}) {
        scenario["aircraft"][0]["altitude"] = level;
        const std::string found = problems(scenario);
        EXPECT_NE(found.find("mine.json:/aircraft/0/altitude: an airplane in the air starts at level 1 to 3, not " +
                             std::to_string(level) + " (ALT-02)"),
                  std::string::npos)
            << found;
        EXPECT_EQ(problems(scenario, ScenarioUse::SavedGame), "") << "a saved game is replayed as it was started";
    }
    scenario["aircraft"][0]["altitude_reason"] = "  --  ";
    EXPECT_NE(problems(scenario).find(
                  "mine.json:/aircraft/0/altitude_reason: the reason for starting at level 4 says nothing"),
              std::string::npos);
    scenario["aircraft"][0]["altitude_reason"] = "A bomber escort already at its cruising height.";
    EXPECT_EQ(problems(scenario), "");
    Diagnostics diagnostics;
    const auto read = scenarioFromJson(scenario, "mine.json", data, diagnostics);
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(toJson(*read)["aircraft"][0]["altitude_reason"], "A bomber escort already at its cruising height.");
    // A data folder scenario is checked the same way.
    files["scenarios/duel.json"]["aircraft"][0]["altitude"] = 5;
    auto found = load();
    ASSERT_EQ(found.size(), 1u) << found.toString();
    EXPECT_EQ(found.items()[0].pointer, "/aircraft/0/altitude");
}

TEST_F(BadInput, LoadOrThrowListsEveryProblem) {
    files["aircraft/spad.json"]["crew"] = 3;
    writeFiles(dir.path(), files);
    try {
        loadGameDataOrThrow(dir.path());
        FAIL() << "expected DataError";
    } catch (const DataError& error) {
        EXPECT_NE(std::string(error.what()).find(":/crew: must be an integer from 1 to 2 (found 3)"), std::string::npos)
            << error.what();
    }
}

TEST(Pointer, EscapesSlashAndTilde) {
    EXPECT_EQ(appendPointer("/options", "a/b~c"), "/options/a~1b~0c");
    EXPECT_EQ(appendPointer("", 3), "/3");
}

}  // namespace
}  // namespace jasta::test
