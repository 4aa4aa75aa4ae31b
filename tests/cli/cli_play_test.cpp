// jasta-cli play: events as JSON lines, the final state, hashes, the saved
// command log, and `file:/pointer: message` for a bad plans file.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli_runner.hpp"

namespace jasta::cli {
namespace {

using test::Run;
using test::run;

class CliPlay : public ::testing::Test {
protected:
    test::ScratchDir scratch{"jasta-play-"};
    const std::filesystem::path dir = scratch.path;
    std::string write(const std::string& name, const std::string& text) {
        const auto path = dir / name;
        std::ofstream(path) << text;
        return path.string();
    }
    const std::string golden = std::string(JASTA_TEST_DIR) + "/golden/ww1_duel_game.plans.json";
};

TEST_F(CliPlay, PrintsEventsThenTheFinalStateAndSaves) {
    const std::string save = (dir / "game.jasta").string();
    const auto result = run({"play", "--scenario", "ww1_duel", "--plans", golden, "--seed", "2026", "--save", save});
    ASSERT_EQ(result.code, 0) << result.err;
    std::istringstream lines(result.out);
    std::vector<nlohmann::json> json;
    for (std::string line; std::getline(lines, line);) json.push_back(nlohmann::json::parse(line));
    ASSERT_GE(json.size(), 2u);
    EXPECT_EQ(json.front().at("kind"), "turn");
    const auto& last = json.back();
    EXPECT_EQ(last.at("final").at("result"), "central");
    EXPECT_EQ(last.at("hashes").size(), 17u);  // the SPAD falls in turn 6 (golden_game_test.cpp)
    EXPECT_EQ(last.at("hash").get<std::string>().size(), 16u);
    // The saved log replays the same commands.
    std::ifstream saved(save);
    const auto file = nlohmann::json::parse(saved);
    EXPECT_EQ(file.at("format"), "jasta-game");
    EXPECT_EQ(file.at("format_version"), 3);
    EXPECT_EQ(file.at("seed"), 2026);
    EXPECT_EQ(file.at("scenario").at("id"), "ww1_duel");
    EXPECT_EQ(file.at("ruleset").at("id"), "ww1-standard");
    EXPECT_EQ(file.at("end_hash"), last.at("hash"));
    EXPECT_GT(file.at("commands").size(), 15u);
    EXPECT_EQ(file.at("hashes"), last.at("hashes"));
    EXPECT_FALSE(std::filesystem::exists(save + ".partial"));
}

TEST_F(CliPlay, SameSeedSameOutput) {
    const auto a = run({"play", "--scenario", "ww1_duel", "--plans", golden, "--seed", "7"});
    const auto b = run({"play", "--scenario", "ww1_duel", "--plans", golden, "--seed", "7"});
    EXPECT_EQ(a.out, b.out);
}

TEST_F(CliPlay, BadPlansFilesNameTheFileAndPointer) {
    struct Case {
        std::string text, says;
    };
    const std::vector<Case> cases = {
        {R"({"format_version": 1, "turns": [{"plans": {"spad": [1, 2]}}]})",
         "/turns/0/plans/spad: must be three card numbers"},
        {R"({"format_version": 2, "turns": []})", "/format_version: must be 1"},
        {R"({"format_version": 1, "turns": [{"plans": {"spad": [1, 2, 3]}}]})",
         "/turns/0/plans: no plan for \"albatros\""},
        {R"({"format_version": 1, "turns": [{"plan": {}}]})", "/turns/0/plan: is not a known field here"},
        {R"({"format_version": 1, "turns": [{"plans": {"spad": [1, 2, 3], "albatros": [1, 2, 3]}, "fire": {"spad": 4}}]})",
         "/turns/0/fire/spad: must be a target id"},
        {R"({"format_version": 1, "turns": [)", "not valid JSON"},
    };
    for (const auto& c : cases) {
        const auto file = write("plans.json", c.text);
        const auto result = run({"play", "--scenario", "ww1_duel", "--plans", file, "--seed", "1"});
        EXPECT_EQ(result.code, 2) << c.says;
        EXPECT_NE(result.err.find(file + ":"), std::string::npos) << result.err;
        EXPECT_NE(result.err.find(c.says), std::string::npos) << result.err;
    }
    auto result = run({"play", "--scenario", "ww1_duel", "--plans", golden, "--seed", "-3"});
    EXPECT_EQ(result.code, 2);
    result = run({"play", "--scenario", "ww1_duel", "--plans", (dir / "none.json").string(), "--seed", "1"});
    EXPECT_EQ(result.code, 2);
}

}  // namespace
}  // namespace jasta::cli
