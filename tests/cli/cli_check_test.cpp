// jasta-cli check, run in-process through the real dispatcher: the JSON a
// script would read (every shot and every tail as the scenario places the
// airplanes), and the exit codes for bad input.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "cli_runner.hpp"

namespace jasta::cli {
namespace {

using test::Run;
using test::run;

const nlohmann::json& shot(const nlohmann::json& output, const std::string& shooter, const std::string& target) {
    for (const auto& entry : output.at("fire"))
        if (entry.at("shooter") == shooter && entry.at("target") == target) return entry;
    throw std::runtime_error("no shot " + shooter + " -> " + target);
}

// The duel's scenario file with the Albatros moved to `y`, in a temporary file.
std::filesystem::path duelWithAlbatrosAt(double y) {
    std::ifstream in(std::string(JASTA_TEST_DATA_DIR) + "/scenarios/ww1_duel.json");
    auto scenario = nlohmann::json::parse(in);
    for (auto& airplane : scenario.at("aircraft"))
        if (airplane.at("id") == "albatros") airplane["y"] = y;
    const auto file = std::filesystem::temp_directory_path() /
                      ("jasta_cli_check_duel_" + std::to_string(static_cast<int>(y)) + ".json");
    std::ofstream(file) << scenario.dump(2);
    return file;
}

TEST(CliCheck, DuelAsPlacedIsOutOfRange) {
    const auto result = run({"check", "--scenario", "ww1_duel"});
    ASSERT_EQ(result.code, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    ASSERT_EQ(json.at("fire").size(), 2u);  // each airplane's one gun at the other
    for (const auto& entry : json.at("fire"))
        for (const char* field : {"shooter", "target", "weapon", "in_arc", "range", "distance_mm", "blocked_by",
                                  "can_fire", "cards", "deck", "rules", "reason"})
            EXPECT_TRUE(entry.contains(field)) << field;
    // 500 mm between the centres: the Albatros's base is 480 mm from the SPAD's stand.
    const auto& spad = shot(json, "spad", "albatros");
    EXPECT_EQ(spad.at("weapon"), "front");
    EXPECT_TRUE(spad.at("in_arc"));
    EXPECT_EQ(spad.at("range"), "out");
    EXPECT_DOUBLE_EQ(spad.at("distance_mm"), 480.0);
    EXPECT_FALSE(spad.at("can_fire"));
    EXPECT_EQ(spad.at("cards"), 0);
    EXPECT_EQ(spad.at("deck"), "A");
    EXPECT_TRUE(spad.at("blocked_by").empty());
    EXPECT_NE(spad.at("reason").get<std::string>().find("Out of range"), std::string::npos);

    ASSERT_EQ(json.at("tailing").size(), 2u);
    for (const auto& entry : json.at("tailing"))
        for (const char* field : {"pursuer", "target", "possible", "reason"})
            EXPECT_TRUE(entry.contains(field)) << field;
}

TEST(CliCheck, DuelAt120MillimetresCanFire) {
    const auto file = duelWithAlbatrosAt(200 + 120);
    const auto result = run({"check", "--scenario", file.string()});
    std::filesystem::remove(file);
    ASSERT_EQ(result.code, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    for (const auto& [shooter, target] : {std::pair{"spad", "albatros"}, std::pair{"albatros", "spad"}}) {
        const auto& entry = shot(json, shooter, target);
        EXPECT_TRUE(entry.at("can_fire")) << entry.dump();
        EXPECT_EQ(entry.at("range"), "long");
        EXPECT_DOUBLE_EQ(entry.at("distance_mm"), 100.0);
        EXPECT_EQ(entry.at("cards"), 1);
        EXPECT_EQ(entry.at("deck"), "A");
        const auto rules = entry.at("rules").get<std::vector<std::string>>();
        EXPECT_NE(std::find(rules.begin(), rules.end(), "FIRE-03"), rules.end());
    }
}

TEST(CliCheck, BadInput) {
    auto result = run({"check", "--scenario", "no_such_scenario"});
    EXPECT_EQ(result.code, 2);
    EXPECT_TRUE(result.out.empty());
    EXPECT_NE(result.err.find("no scenario file or scenario id \"no_such_scenario\""), std::string::npos) << result.err;
    result = run({"check", "--scenario", "ww1_duel", "--ruleset", "ww2-standard"});
    EXPECT_EQ(result.code, 2);
    result = run({"check"});
    EXPECT_EQ(result.code, 1);
    EXPECT_NE(result.err.find("--scenario is required"), std::string::npos);
}

}  // namespace
}  // namespace jasta::cli
