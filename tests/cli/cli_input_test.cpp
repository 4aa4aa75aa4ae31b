// jasta-cli on hostile or mistaken input (issue 13): plans files that name
// what the scenario does not have or give the wrong type, nesting past the
// cap, a refusal part-way through a game, and `validate` over the rule texts.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cli_runner.hpp"

namespace jasta::cli {
namespace {

using test::run;

class CliInput : public ::testing::Test {
protected:
    test::ScratchDir scratch{"jasta-input-"};
    std::string write(const std::string& name, const std::string& text) {
        const auto path = scratch.path / name;
        std::ofstream(path) << text;
        return path.string();
    }
    test::Run play(const std::string& plans) {
        return run({"play", "--scenario", "ww1_duel", "--plans", write("plans.json", plans), "--seed", "1"});
    }
    std::string file() const { return (scratch.path / "plans.json").string(); }
};

constexpr const char* kTurn = R"({"plans": {"spad": [1, 17, 2], "albatros": [1, 17, 2]}})";

TEST_F(CliInput, AReorderGivenAsTextNamesThePointerAndTheTypeExpected) {
    const auto result =
        play(R"({"format_version": 1, "turns": [{"plans": {"spad": [1, 2, 3]}, "reorder": {"spad": "1,2,3"}}]})");
    EXPECT_EQ(result.code, 2);
    EXPECT_EQ(result.err.find("not valid JSON"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find(file() + ":/turns/0/reorder/spad: must be three card numbers, or {\"cards\": [...], "
                                       "\"speeds\": [...]} (found string)"),
              std::string::npos)
        << result.err;
}

TEST_F(CliInput, UnknownAirplanesInReorderFireOrTailsAreRefused) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {R"("reorder": {"fokker": [1, 2, 3]})", "/turns/0/reorder/fokker: no airplane \"fokker\""},
        {R"("fire": {"fokker": "spad"})", "/turns/0/fire/fokker: no airplane \"fokker\""},
        {R"("fire": {"spad": "fokker"})", "/turns/0/fire/spad: no airplane \"fokker\""},
        {R"("tails": {"spad": "fokker"})", "/turns/0/tails/spad: no airplane \"fokker\""},
    };
    for (const auto& [field, says] : cases) {
        std::string turn = kTurn;
        turn.insert(turn.size() - 1, ", " + field);
        const auto result = play(R"({"format_version": 1, "turns": [)" + turn + "]}");
        EXPECT_EQ(result.code, 2) << field;
        EXPECT_NE(result.err.find(file() + ":" + says), std::string::npos) << result.err;
    }
}

TEST_F(CliInput, EventsArePrintedUpToARefusal) {
    // Turn 2 has no plan for the Albatros: the first turn was played and is shown.
    const auto result =
        play(std::string(R"({"format_version": 1, "turns": [)") + kTurn + R"(, {"plans": {"spad": [1, 2, 3]}}]})");
    EXPECT_EQ(result.code, 2);
    EXPECT_NE(result.err.find(file() + ":/turns/1/plans: no plan for \"albatros\""), std::string::npos) << result.err;
    EXPECT_NE(result.out.find(R"("kind":"phase_end")"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find(R"("turn":2)"), std::string::npos);
    EXPECT_EQ(result.out.find(R"("final")"), std::string::npos);  // the game did not end as written
}

TEST_F(CliInput, AFireOrderAtATargetThatIsNoLongerLegalIsHeldAndTheGameGoesOn) {
    // The duel with a third airplane behind the SPAD, flying away along the
    // bottom edge: the SPAD's order to fire at it cannot be carried out.
    std::ifstream in(std::string(JASTA_TEST_DATA_DIR) + "/scenarios/ww1_duel.json");
    std::string scenario((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string far = R"({"id": "far", "type": "albatros_d3", "side": "central", "name": "Far Away",
        "x": 100, "y": 80, "heading": 90, "altitude": 2, "climb": 0}, )";
    scenario.insert(scenario.find("\"aircraft\": [") + 13, far);
    const std::string scenarioFile = write("three.json", scenario);
    const std::string plans = write("plans.json", R"({"format_version": 1, "turns": [{"plans":
        {"spad": [1, 17, 2], "albatros": [1, 17, 2], "far": [1, 17, 2]},
        "fire": {"spad": "far", "albatros": "hold", "far": "hold"}}]})");
    const auto result = run({"play", "--scenario", scenarioFile, "--plans", plans, "--seed", "3"});
    EXPECT_EQ(result.code, 0) << result.err;
    EXPECT_NE(result.out.find(R"("kind":"fire_order_held")"), std::string::npos) << result.out.substr(0, 2000);
    EXPECT_NE(result.out.find(R"("final")"), std::string::npos);
}

TEST_F(CliInput, APlansFileNestedTooDeepIsRefusedWithItsPointer) {
    const auto result = play(R"({"format_version": 1, "turns": )" + std::string(100'000, '['));
    EXPECT_EQ(result.code, 2);
    EXPECT_NE(result.err.find(file() + ":/turns/0/0/0"), std::string::npos) << result.err.substr(0, 300);
    EXPECT_NE(result.err.find("is nested more than 64 levels deep"), std::string::npos);
}

TEST_F(CliInput, APlansFileWithAKeyTwiceIsRefused) {
    const auto result = play(R"({"format_version": 1, "turns": [{"plans": {"spad": [1, 2, 3], "spad": [4, 5, 6]}}]})");
    EXPECT_EQ(result.code, 2);
    EXPECT_NE(result.err.find(file() + ":/turns/0/plans/spad: the key \"spad\" appears twice"), std::string::npos)
        << result.err;
}

TEST(CliValidate, ChecksTheRuleTextsToo) {
    test::ScratchDir data{"jasta-rules-data-"};
    std::filesystem::copy(JASTA_TEST_DATA_DIR, data.path, std::filesystem::copy_options::recursive);
    std::ofstream(data.path / "rules" / "mov.json") << R"({"format_version": 1, "prefix": "MOV"})";
    std::vector<std::string> words = {"validate", "--data", data.path.string()};
    std::vector<std::string_view> args(words.begin(), words.end());
    std::ostringstream out, err;
    EXPECT_EQ(runCli(args, out, err), 2);
    EXPECT_NE(out.str().find((data.path / "rules" / "mov.json").generic_string() + ":/title: is missing"),
              std::string::npos)
        << out.str();
}

TEST(CliValidate, CountsTheRuleTextsOfTheShippedData) {
    const auto result = run({"validate"});
    EXPECT_EQ(result.code, 0) << result.out;
    EXPECT_NE(result.out.find(" rule texts\n"), std::string::npos) << result.out;
}

}  // namespace
}  // namespace jasta::cli
