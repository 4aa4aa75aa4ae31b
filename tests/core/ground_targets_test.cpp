// What stands on the ground (issue 16): the ground types of data/ground (the
// objectives' cards and structure, the bomb card) and the targets a scenario
// places, read with the file and the JSON pointer of every problem, written
// back and carried by saves with the data they were played with.

#include "flying_fixture.hpp"
#include "jasta/base/diagnostics.hpp"
#include "jasta/game/save.hpp"
#include "mini_data.hpp"

namespace jasta::test {
namespace {

// A WW1 raid: a Gotha with `bombs` against a depot of the central powers' enemy.
nlohmann::json raid(int bombs = 0) {
    nlohmann::json gotha{{"id", "gotha"}, {"type", "gotha_g4"}, {"side", "central"}, {"x", 450},
                         {"y", 150},      {"heading", 0},       {"altitude", 2}};
    if (bombs > 0) gotha["bombs"] = bombs;
    return {{"format_version", 1},
            {"id", "raid"},
            {"name", "Raid"},
            {"era", "ww1"},
            {"ruleset", "ww1-standard"},
            {"table", {{"width_mm", 900}, {"height_mm", 900}}},
            {"aircraft",
             {gotha,
              {{"id", "spad"},
               {"type", "spad_xiii"},
               {"side", "entente"},
               {"x", 450},
               {"y", 800},
               {"heading", 180},
               {"altitude", 2}}}},
            {"targets",
             {{{"id", "depot_1"},
               {"type", "depot"},
               {"side", "entente"},
               {"name", "Fuel depot"},
               {"x", 450},
               {"y", 500},
               {"heading", 90}}}}};
}

std::string problems(const nlohmann::json& json) {
    Diagnostics diagnostics;
    const bool read = scenarioFromJson(json, "raid.json", shippedData(), diagnostics).has_value();
    EXPECT_EQ(read, diagnostics.empty());
    return diagnostics.toString();
}

bool says(const std::string& found, const std::string& expected) {
    return found.find(expected) != std::string::npos;
}

TEST(GroundTypes, TheDataGivesEachObjectiveItsCardAndStructure) {
    const GroundType* depot = shippedData().groundType("depot");
    ASSERT_NE(depot, nullptr);
    EXPECT_EQ(depot->kind, GroundKind::Objective);
    ASSERT_TRUE(depot->structure.has_value());
    EXPECT_EQ(depot->structure->value, 5) << "a typical objective (RULES.md §3.6)";
    EXPECT_EQ(shippedData().groundType("factory")->structure->value, 10) << "a major objective";
    EXPECT_GT(depot->cardWidth.value, 0);
    EXPECT_TRUE(depot->cardWidth.estimate) << "not measured: marked so";
    const GroundType* bomb = shippedData().bombCard();
    ASSERT_NE(bomb, nullptr);
    EXPECT_EQ(bomb->kind, GroundKind::Bomb);
    EXPECT_FALSE(bomb->structure.has_value());
}

class BrokenGround : public MiniDataTest {};

TEST_F(BrokenGround, EveryProblemOfAGroundFileIsNamedWithItsPointer) {
    files["ground/bomb.json"] = {
        {"format_version", 1},
        {"id", "bomb"},
        {"name", "Bomb"},
        {"kind", "bomb"},
        {"card", {{"width", {{"value", 44}, {"source", "s"}}}, {"length", {{"value", 0}, {"source", "s"}}}}},
        {"structure", {{"value", 5}, {"source", "s"}}},
        {"source", "s"}};
    files["ground/depot.json"] = {
        {"format_version", 1},
        {"id", "depot"},
        {"name", "Depot"},
        {"kind", "castle"},
        {"card", {{"width", {{"value", 63}, {"source", "s"}}}, {"length", {{"value", 88}, {"source", "s"}}}}},
        {"source", "s"}};
    const std::string found = load().toString();
    const std::string bomb = (dir.path() / "ground/bomb.json").generic_string();
    const std::string depot = (dir.path() / "ground/depot.json").generic_string();
    EXPECT_TRUE(says(found, bomb + ":/card/length/value: ")) << found;
    EXPECT_TRUE(says(found, bomb + ":/structure: only what stands on the ground has structure points, not a bomb"))
        << found;
    EXPECT_TRUE(says(found, depot + ":/kind: ")) << found;
}

TEST(ScenarioTargets, AScenarioPlacesObjectivesOnTheTable) {
    Diagnostics diagnostics;
    const auto scenario = scenarioFromJson(raid(), "raid.json", shippedData(), diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    ASSERT_EQ(scenario->targets.size(), 1u);
    const ScenarioTarget& depot = scenario->targets.front();
    EXPECT_EQ(depot.id, "depot_1");
    EXPECT_EQ(depot.type, "depot");
    EXPECT_EQ(depot.side, Side::Entente);
    EXPECT_EQ(depot.name, "Fuel depot");
    EXPECT_DOUBLE_EQ(depot.x, 450);
    EXPECT_DOUBLE_EQ(depot.heading, 90);
    // Written back as read (saves carry their scenario).
    const nlohmann::json written = toJson(*scenario);
    EXPECT_EQ(written["targets"][0]["type"], "depot");
    EXPECT_EQ(written["targets"][0]["name"], "Fuel depot");
    const auto again = scenarioFromJson(written, "again.json", shippedData(), diagnostics);
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(again->targets.front().heading, 90);
    // A dogfight writes no targets at all.
    EXPECT_FALSE(toJson(*shippedData().scenario("ww1_duel")).contains("targets"));
}

TEST(ScenarioTargets, EveryProblemOfATargetIsNamedWithItsPointer) {
    auto json = raid();
    json["targets"][0]["type"] = "castle";
    EXPECT_TRUE(says(problems(json), "raid.json:/targets/0/type: ground type \"castle\" is not in the data"))
        << problems(json);
    json = raid();
    json["targets"][0]["type"] = "bomb";
    EXPECT_TRUE(says(problems(json), "raid.json:/targets/0/type: \"bomb\" is not an objective or a ground defence"))
        << problems(json);
    json = raid();
    json["targets"][0]["side"] = "allies";
    EXPECT_TRUE(says(problems(json), "raid.json:/targets/0/side: \"allies\" is not a side of ww1")) << problems(json);
    json = raid();
    json["targets"][0]["id"] = "spad";
    EXPECT_TRUE(says(problems(json), "raid.json:/targets/0/id"))
        << "one name space with the airplanes: " << problems(json);
    json = raid();
    json["targets"][0]["x"] = 950;
    EXPECT_TRUE(says(problems(json), "raid.json:/targets/0: the centre of the target is outside the table"))
        << problems(json);
    json = raid();
    json["targets"][0]["colour"] = "red";
    EXPECT_TRUE(says(problems(json), "raid.json:/targets/0/colour")) << problems(json);
}

// A save embeds the data its game is played with: the objectives' cards and,
// once an airplane carries bombs, the bomb card; a dogfight's data is as before.
TEST(ScenarioTargets, ASaveCarriesTheGroundDataOfItsGame) {
    Diagnostics diagnostics;
    const auto withTarget = scenarioFromJson(raid(), "raid.json", shippedData(), diagnostics);
    const auto withBombs = scenarioFromJson(raid(4), "raid.json", shippedData(), diagnostics);
    ASSERT_TRUE(withTarget && withBombs) << diagnostics.toString();
    EXPECT_TRUE(playedData(shippedData(), *shippedData().scenario("ww1_duel"))->groundTypes.empty());
    const auto targetOnly = playedData(shippedData(), *withTarget);
    EXPECT_EQ(targetOnly->groundTypes.size(), 1u);
    EXPECT_NE(targetOnly->groundType("depot"), nullptr);
    const auto bombs = playedData(shippedData(), *withBombs);
    EXPECT_EQ(bombs->groundTypes.size(), 2u);
    EXPECT_NE(bombs->bombCard(), nullptr);
    EXPECT_NE(dataHash(shippedData(), *withTarget), dataHash(shippedData(), *shippedData().scenario("ww1_duel")));

    const SavedGame save = newSave(shippedData(), *withBombs, *shippedData().ruleset("ww1-standard"), 7);
    const std::string text = toJson(save).dump();
    EXPECT_NE(text.find("\"ground\""), std::string::npos);
    const SavedGame read = parseSave(text, "raid.jasta", shippedData());
    ASSERT_TRUE(read.data);
    EXPECT_NE(read.data->groundType("depot"), nullptr);
    EXPECT_NE(read.data->bombCard(), nullptr);
    EXPECT_EQ(read.scenario.targets.size(), 1u);
    EXPECT_EQ(dataHash(*read.data, read.scenario), dataHash(shippedData(), *withBombs));
    // A dogfight's save has no "ground" at all, as before issue 16.
    const SavedGame duel =
        newSave(shippedData(), *shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 7);
    EXPECT_EQ(toJson(duel).dump().find("\"ground\""), std::string::npos);
}

}  // namespace
}  // namespace jasta::test
