#pragma once
// A tiny, valid data folder written to a temporary directory, so that each
// bad-input test can break exactly one thing and check the message.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <string>

#include "jasta/data/game_data.hpp"

namespace jasta::test {

using Json = nlohmann::json;

inline Json measured(double value) {
    return {{"value", value}, {"source", "test"}, {"estimate", true}};
}

inline Json miniMove(double dy) {
    return {{"dx", 0}, {"dy", dy}, {"dtheta", 0}, {"path", Json::array({Json::array({0, 0}), Json::array({0, dy})})}};
}

inline Json miniCard(int number, const std::string& kind, const std::string& altitude = "none") {
    return {{"number", number},
            {"name", kind},
            {"kind", kind},
            {"direction", "none"},
            {"steep", kind == "stall" || kind == "climb"},
            {"arrow_colour", altitude == "none" ? "blue" : "red"},
            {"altitude", altitude},
            {"move", miniMove(kind == "stall" || kind == "climb" ? 15 : 80)}};
}

// The files of the mini data set, by path relative to the data folder.
inline std::map<std::string, Json> miniDataFiles() {
    std::map<std::string, Json> files;
    files["geometry/small.json"] = {
        {"format_version", 1},
        {"id", "small"},
        {"era", "ww1"},
        {"description", "test base"},
        {"base", {{"width", measured(44)}, {"length", measured(40)}}},
        {"stand", {{"x", measured(0)}, {"y", measured(0)}}},
        {"front_mark_y", measured(20)},
        {"rear_arrow_y", measured(20)},
        {"card", {{"width", measured(63)}, {"length", measured(88)}}},
        {"ruler", {{"length", measured(170)}, {"half_mark", measured(85)}}},
        {"front_arc", {{"half_angle_deg", measured(45)}}},
        {"rear_arc", {{"half_angle_deg", measured(60)}}},
        {"rear_dead_angle", {{"reach", measured(85)}}},
        // A plain T: wing across the front, fuselage, tailplane (mm from the stand).
        {"silhouette_outline",
         {{"points",
           Json::array({Json::array({-25, 12}), Json::array({25, 12}), Json::array({25, 2}), Json::array({3, 2}),
                        Json::array({3, -14}), Json::array({10, -14}), Json::array({10, -20}), Json::array({-10, -20}),
                        Json::array({-10, -14}), Json::array({-3, -14}), Json::array({-3, 2}), Json::array({-25, 2})})},
          {"source", "test"},
          {"estimate", true}}}};
    files["maneuvers/ww1_A.json"] = {
        {"format_version", 1},
        {"era", "ww1"},
        {"letter", "A"},
        {"name", "A"},
        {"description", "test deck"},
        {"source", "test"},
        {"estimate", true},
        {"cards", Json::array({miniCard(1, "straight"), miniCard(2, "stall"), miniCard(3, "climb", "climb"),
                               miniCard(4, "dive", "dive")})}};
    files["damage/ww1_A.json"] = {
        {"format_version", 1},
        {"era", "ww1"},
        {"letter", "A"},
        {"name", "A"},
        {"description", "test deck"},
        {"source", "test"},
        {"cards",
         Json::array({{{"id", "0"}, {"damage", 0}, {"special", "none"}, {"copies", 2}},
                      {{"id", "1-jam"}, {"damage", 1}, {"special", "jam"}, {"jam_colour", "red"}, {"copies", 1}}})}};
    files["aircraft/spad.json"] = {{"format_version", 1},
                                   {"id", "spad"},
                                   {"name", "SPAD"},
                                   {"nation", "France"},
                                   {"side", "entente"},
                                   {"era", "ww1"},
                                   {"year", 1917},
                                   {"geometry", "small"},
                                   {"maneuver_deck", "A"},
                                   {"silhouette", "ww1_biplane"},
                                   {"structure", measured(16)},
                                   {"climb_rate", measured(2)},
                                   {"ceiling", measured(5)},
                                   {"crew", 1},
                                   {"multi_engine", false},
                                   {"source", "test"},
                                   {"weapons", Json::array({{{"id", "front"},
                                                             {"name", "Twin Vickers"},
                                                             {"arc", "front"},
                                                             {"damage_deck", "A"},
                                                             {"guns", 2},
                                                             {"mount", {{"x", 0}, {"y", 0}}}}})}};
    files["rulesets/options.json"] = {
        {"format_version", 1},
        {"options", Json::array({{{"key", "max_altitude"},
                                  {"conflict", "CONF-01"},
                                  {"rules", {"ALT-03"}},
                                  {"title", "Maximum altitude"},
                                  {"explanation", "How high airplanes may fly."},
                                  {"values", Json::array({{{"id", "3"}, {"label", "3"}, {"explanation", "WW1."}},
                                                          {{"id", "4"}, {"label", "4"}, {"explanation", "WW2."}}})},
                                  {"default", "3"}}})}};
    files["rulesets/std.json"] = {{"format_version", 1}, {"id", "std"},           {"name", "Standard"},
                                  {"era", "ww1"},        {"description", "test"}, {"options", {{"max_altitude", "3"}}}};
    files["scenarios/duel.json"] = {{"format_version", 1},
                                    {"id", "duel"},
                                    {"name", "Duel"},
                                    {"era", "ww1"},
                                    {"ruleset", "std"},
                                    {"table", {{"width_mm", 900}, {"height_mm", 900}}},
                                    {"aircraft", Json::array({{{"id", "a"},
                                                               {"type", "spad"},
                                                               {"side", "entente"},
                                                               {"x", 450},
                                                               {"y", 200},
                                                               {"heading", 0},
                                                               {"altitude", 2},
                                                               {"climb", 0}}})}};
    return files;
}

// A fresh temporary folder, removed when the object goes away.
class TempDir {
public:
    TempDir() {
        std::random_device device;
        m_path = std::filesystem::temp_directory_path() / ("jasta-test-" + std::to_string(device()));
        std::filesystem::create_directories(m_path);
    }
    ~TempDir() {
        std::error_code error;
        std::filesystem::remove_all(m_path, error);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    [[nodiscard]] const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

inline void writeText(const std::filesystem::path& file, const std::string& text) {
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

inline void writeFiles(const std::filesystem::path& dir, const std::map<std::string, Json>& files) {
    for (const auto& [name, json] : files) writeText(dir / name, json.dump(2));
}

// A test that breaks the mini data set one file at a time and loads it.
class MiniDataTest : public ::testing::Test {
protected:
    std::map<std::string, Json> files = miniDataFiles();
    TempDir dir;

    // Writes the (modified) files, loads them and returns the problems.
    Diagnostics load() {
        writeFiles(dir.path(), files);
        Diagnostics diagnostics;
        loadGameData(dir.path(), diagnostics);
        return diagnostics;
    }
};

}  // namespace jasta::test
