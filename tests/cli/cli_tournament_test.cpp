// jasta-cli tournament: one JSON object with each pilot's score, the same
// results for a seed whatever --jobs is, and clear refusals of bad arguments.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_runner.hpp"
#include "commands.hpp"

namespace jasta::cli {
namespace {

using test::run;

nlohmann::json scores(const test::Run& result) {
    EXPECT_EQ(result.code, kExitOk) << result.err;
    return nlohmann::json::parse(result.out);
}

TEST(CliTournament, PrintsOneObjectWithEachPilotsScore) {
    const auto json = scores(
        run({"tournament", "--scenario", "ww1_duel", "--pilots", "greedy,greedy", "--games", "4", "--seed", "9"}));
    EXPECT_EQ(json.at("games"), 4);
    ASSERT_EQ(json.size(), 2u);
    ASSERT_EQ(json.at("pilots").size(), 1u);  // one pilot on both sides: one entry, both seats counted
    const auto& greedy = json.at("pilots").at("greedy");
    EXPECT_EQ(greedy.size(), 5u);
    EXPECT_EQ(greedy.at("wins").get<int>() + greedy.at("losses").get<int>() + greedy.at("draws").get<int>(), 8);
    EXPECT_EQ(greedy.at("wins"), greedy.at("losses"));
    EXPECT_GT(greedy.at("mean_decision_s").get<double>(), 0.0);
    EXPECT_GE(greedy.at("max_decision_s").get<double>(), greedy.at("mean_decision_s").get<double>());
}

TEST(CliTournament, SameSeedSameResultsWhateverTheJobs) {
    auto results = [](const std::string& jobs, const std::string& seed) {
        auto json = scores(run({"tournament", "--scenario", "ww1_duel", "--pilots", "greedy,greedy", "--games", "6",
                                "--seed", seed, "--jobs", jobs}));
        auto& greedy = json.at("pilots").at("greedy");
        return std::vector<int>{greedy.at("wins"), greedy.at("losses"), greedy.at("draws")};
    };
    EXPECT_EQ(results("1", "5"), results("2", "5"));
    EXPECT_EQ(results("1", "5"), results("3", "5"));
}

TEST(CliTournament, RefusesBadArguments) {
    const std::vector<std::vector<std::string>> bad{
        {"--pilots", "greedy,nobody", "--games", "2", "--seed", "1"},
        {"--pilots", "greedy", "--games", "2", "--seed", "1"},
        {"--pilots", "greedy,greedy,greedy", "--games", "2", "--seed", "1"},
        {"--pilots", "greedy,greedy", "--games", "0", "--seed", "1"},
        {"--pilots", "greedy,greedy", "--games", "two", "--seed", "1"},
        {"--pilots", "greedy,greedy", "--games", "2", "--seed", "-1"},
        {"--pilots", "greedy,greedy", "--games", "2", "--seed", "1", "--jobs", "0"},
        {"--pilots", "greedy,greedy", "--games", "2", "--seed", "1", "--turn-cap", "x"},
    };
    for (auto words : bad) {
        words.insert(words.begin(), {"tournament", "--scenario", "ww1_duel"});
        const auto result = run(words);
        EXPECT_EQ(result.code, kExitBadData) << words[4] << " " << words[6] << " " << result.out;
        EXPECT_NE(result.err.find("jasta-cli: --"), std::string::npos) << result.err;
        EXPECT_TRUE(result.out.empty());
    }
    // Missing arguments: the usage.
    const auto missing = run({"tournament", "--scenario", "ww1_duel", "--pilots", "greedy,greedy", "--seed", "1"});
    EXPECT_EQ(missing.code, kExitUsage);
    EXPECT_NE(missing.err.find("--games"), std::string::npos) << missing.err;
    const auto unknown =
        run({"tournament", "--scenario", "nowhere", "--pilots", "greedy,greedy", "--games", "1", "--seed", "1"});
    EXPECT_EQ(unknown.code, kExitBadData);
    EXPECT_NE(unknown.err.find("nowhere"), std::string::npos) << unknown.err;
}

}  // namespace
}  // namespace jasta::cli
