// Golden game: a whole recorded dogfight (tests/golden/) must give exactly the
// same events, card for card, in every later version. A failure here means a
// rule, the data or the random numbers changed how a game plays: if that was
// the intent, regenerate the .events.jsonl with jasta-cli play (dropping the
// "text" of each line: the file holds the facts, the log's words may change)
// and say so in the commit.

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "jasta/game/script.hpp"

namespace jasta::test {
namespace {

TEST(GoldenGame, Ww1DuelTenTurns) {
    const auto& data = shippedData();
    std::ifstream plansFile(std::string(JASTA_TEST_DIR) + "/golden/ww1_duel_game.plans.json");
    const auto turns = scriptFromJson(nlohmann::json::parse(plansFile));
    const Engine engine{data, presetRules("ww1-standard")};
    const auto result = playScript(engine, *data.scenario("ww1_duel"), "ww1-standard", 2026, turns);

    std::ifstream expectedFile(std::string(JASTA_TEST_DIR) + "/golden/ww1_duel_game.events.jsonl");
    std::vector<nlohmann::json> expected;
    for (std::string line; std::getline(expectedFile, line);)
        if (!line.empty()) expected.push_back(nlohmann::json::parse(line));
    ASSERT_EQ(result.events.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) ASSERT_EQ(toJson(result.events[i]), expected[i]) << "event " << i;

    // What a player would notice: the SPAD shot down in turn 6, the Albatros
    // wins. (Until the DMG-10 / DMG-06 counts of issue 13 the SPAD's jam of
    // turn 5 phase 1 cleared one manoeuvre early, it fired in turn 6 phase 2,
    // and the duel lasted the script's ten turns.)
    EXPECT_EQ(result.state.stage, Stage::Over);
    EXPECT_EQ(result.state.result, "central");
    EXPECT_EQ(result.state.turn, 6);
    EXPECT_EQ(result.state.find("spad")->status, AircraftStatus::Destroyed);
    EXPECT_EQ(result.hashes.size(), 17u);
}

}  // namespace
}  // namespace jasta::test
