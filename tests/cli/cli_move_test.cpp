// jasta-cli move and validate, run in-process through the real dispatcher:
// the JSON a script would read, and the exit codes for bad input.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>
#include <vector>

#include "cli_runner.hpp"

namespace jasta::cli {
namespace {

using test::Run;
using test::run;

TEST(CliMove, LegalPlanPrintsAPoseAfterEachCard) {
    const auto result = run({"move", "--scenario", "ww1_duel", "--aircraft", "spad", "--cards", "1,18,2"});
    ASSERT_EQ(result.code, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    EXPECT_TRUE(json.at("legal"));
    EXPECT_TRUE(json.at("violations").empty());
    ASSERT_EQ(json.at("poses").size(), 3u);
    // The duel puts the SPAD at (450, 200) facing +y at level 2.
    EXPECT_DOUBLE_EQ(json["poses"][0]["y"], 332.0);
    EXPECT_DOUBLE_EQ(json["poses"][1]["heading"], 180.0);
    EXPECT_DOUBLE_EQ(json["poses"][1]["y"], 369.0);
    EXPECT_EQ(json["poses"][1]["climb"], 1);  // the Immelmann's counter (CPX-01)
    EXPECT_DOUBLE_EQ(json["poses"][2]["y"], 237.0);
    EXPECT_EQ(json["poses"][2]["status"], "flying");
    bool moveEvent = false;
    for (const auto& event : json.at("events")) moveEvent = moveEvent || event.at("rules").at(0) == "MOV-06";
    EXPECT_TRUE(moveEvent);
}

TEST(CliMove, IllegalPlanNamesTheRuleAndStillFliesThePenalty) {
    const auto result = run({"move", "--scenario", "ww1_duel", "--aircraft", "spad", "--cards", "17,19,1"});
    ASSERT_EQ(result.code, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    EXPECT_FALSE(json.at("legal"));
    ASSERT_EQ(json.at("violations").size(), 1u);
    EXPECT_EQ(json["violations"][0]["rule"], "MOV-03");
    EXPECT_EQ(json["violations"][0]["card"], 2);
    EXPECT_FALSE(json["violations"][0]["message"].get<std::string>().empty());
    EXPECT_EQ(json["poses"][0]["status"], "flying");
    EXPECT_EQ(json["poses"][1]["status"], "destroyed");  // ww1-standard: MOV-12

    // The advanced rules fly it anyway, with two A cards and no fire after it (MOV-13).
    const auto replaced = run(
        {"move", "--scenario", "ww1_duel", "--aircraft", "spad", "--cards", "17,19,1", "--ruleset", "ww1-advanced"});
    const auto advanced = nlohmann::json::parse(replaced.out);
    EXPECT_EQ(advanced["poses"][1]["penalty"]["cards"], 2);
}

TEST(CliMove, Ww2NeedsSpeeds) {
    auto result = run({"move", "--scenario", "ww2_channel", "--aircraft", "spitfire_1", "--cards", "14,15,1",
                       "--speeds", "slow,slow,fast"});
    ASSERT_EQ(result.code, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    EXPECT_TRUE(json.at("legal")) << result.out;
    EXPECT_EQ(json["poses"][2]["speed"], "fast");
    EXPECT_TRUE(json["poses"][2].contains("fuel"));
    result = run({"move", "--scenario", "ww2_channel", "--aircraft", "spitfire_1", "--cards", "1,2,3"});
    EXPECT_EQ(result.code, 2);
    EXPECT_NE(result.err.find("--speeds"), std::string::npos);
}

TEST(CliMove, BadInputExitsTwoWithAClearMessage) {
    struct Case {
        std::vector<std::string> words;
        std::string says;
    };
    const std::vector<Case> cases = {
        {{"move", "--scenario", "no_such_scenario", "--aircraft", "spad", "--cards", "1,2,3"},
         "no scenario file or scenario id \"no_such_scenario\""},
        {{"move", "--scenario", "ww1_duel", "--aircraft", "fokker", "--cards", "1,2,3"},
         "no airplane \"fokker\" in scenario ww1_duel (known: spad, albatros)"},
        {{"move", "--scenario", "ww1_duel", "--aircraft", "spad", "--cards", "1,2,99"}, "card 99 is not in deck A"},
        {{"move", "--scenario", "ww1_duel", "--aircraft", "spad", "--cards", "1,two,3"},
         "\"two\" is not a card number"},
        {{"move", "--scenario", "ww1_duel", "--aircraft", "spad", "--cards", "1,2"}, "exactly three card numbers"},
        {{"move", "--scenario", "ww1_duel", "--aircraft", "spad", "--cards", "1,2,3", "--ruleset", "ww9"},
         "no rule set \"ww9\""},
        {{"move", "--scenario", "ww1_duel", "--aircraft", "spad", "--cards", "1,2,3", "--ruleset", "ww2-standard"},
         "is for ww2, the scenario is ww1"},
        {{"move", "--scenario", "ww1_duel", "--aircraft", "spad", "--cards", "1,2,3", "--speeds", "fast,fast,fast"},
         "WW1 cards have no speed markers"},
    };
    for (const auto& c : cases) {
        const auto result = run(c.words);
        EXPECT_EQ(result.code, 2) << c.says;
        EXPECT_TRUE(result.out.empty()) << c.says;
        EXPECT_NE(result.err.find(c.says), std::string::npos) << result.err;
    }
}

TEST(CliMove, WrongArgumentsAreUsageErrors) {
    auto result = run({"move", "--scenario", "ww1_duel", "--aircraft", "spad"});
    EXPECT_EQ(result.code, 1);
    EXPECT_NE(result.err.find("--cards is required"), std::string::npos);
    result = run({"move", "--scenario", "ww1_duel", "--aircraft", "spad", "--cards", "1,2,3", "--colour", "red"});
    EXPECT_EQ(result.code, 1);
    EXPECT_NE(result.err.find("unknown option --colour"), std::string::npos);
    result = run({"fly"});
    EXPECT_EQ(result.code, 1);
}

TEST(CliValidate, ShippedDataIsValid) {
    const auto result = run({"validate"});
    EXPECT_EQ(result.code, 0);
    EXPECT_EQ(result.out.rfind("valid: ", 0), 0u);
    EXPECT_NE(result.out.find("airplanes"), std::string::npos);
}

}  // namespace
}  // namespace jasta::cli
