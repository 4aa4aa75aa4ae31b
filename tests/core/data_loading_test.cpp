// The shipped data: it loads with no problem, and the airplanes carry the
// facts the rules and the issue fix.

#include <gtest/gtest.h>

#include <set>

#include "jasta/data/game_data.hpp"

namespace jasta {
namespace {

class ShippedData : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        Diagnostics diagnostics;
        s_data = new GameData(loadGameData(JASTA_TEST_DATA_DIR, diagnostics));
        s_problems = new std::string(diagnostics.toString());
    }
    static void TearDownTestSuite() {
        delete s_data;
        delete s_problems;
    }
    static const GameData& data() { return *s_data; }
    static const AircraftType& plane(std::string_view id) {
        const auto* type = s_data->aircraftType(id);
        if (type == nullptr) throw std::runtime_error("no airplane " + std::string(id));
        return *type;
    }
    static GameData* s_data;
    static std::string* s_problems;
};
GameData* ShippedData::s_data = nullptr;
std::string* ShippedData::s_problems = nullptr;

TEST_F(ShippedData, LoadsWithoutProblems) {
    EXPECT_EQ(*s_problems, "");
}

TEST_F(ShippedData, HasEveryAirplaneTheGameNeeds) {
    for (const char* id : {"nieuport_17",
                           "albatros_d3",
                           "spad_xiii",
                           "fokker_dr1",
                           "albatros_d5",
                           "pfalz_d3",
                           "siemens_schuckert_d3",
                           "siemens_schuckert_d4",
                           "sopwith_camel",
                           "sopwith_triplane",
                           "hanriot_hd1",
                           "fokker_d7",
                           "sopwith_snipe",
                           "se5a",
                           "bristol_f2b",
                           "roland_c2",
                           "ufag_c1",
                           "spitfire_mk1",
                           "hurricane_mk1",
                           "bf109_e",
                           "bf110_c",
                           "ju87_b",
                           "defiant_mk1",
                           "fiat_cr42",
                           "he111_h"})
        EXPECT_NE(data().aircraftType(id), nullptr) << id;
    int ww1Bombers = 0;
    for (const auto& [id, type] : data().aircraft)
        if (type.era == Era::Ww1 && type.multiEngine && type.weapons.size() >= 2) ++ww1Bombers;
    EXPECT_GE(ww1Bombers, 1) << "a WW1 multi-engine bomber with several gun positions";
}

TEST_F(ShippedData, KnownCardFacts) {
    // Printed on the real airplane cards (issue 2).
    const auto& spad = plane("spad_xiii");
    EXPECT_EQ(spad.maneuverDeck, 'A');
    EXPECT_EQ(spad.weapons.at(0).damageDeck, 'A');
    EXPECT_EQ(spad.structure.value, 16);
    EXPECT_FALSE(spad.structure.estimate);
    const auto& albatros = plane("albatros_d3");
    EXPECT_EQ(albatros.maneuverDeck, 'J');
    EXPECT_EQ(albatros.weapons.at(0).damageDeck, 'A');
    EXPECT_EQ(albatros.structure.value, 14);
    const auto& nieuport = plane("nieuport_17");
    EXPECT_EQ(nieuport.maneuverDeck, 'I');
    EXPECT_EQ(nieuport.weapons.at(0).damageDeck, 'B');
    EXPECT_EQ(nieuport.structure.value, 12);
}

TEST_F(ShippedData, TwoSeatersAndMultiEngines) {
    for (const char* id : {"bristol_f2b", "roland_c2", "ufag_c1"}) {
        const auto& type = plane(id);
        EXPECT_TRUE(type.twoSeater()) << id;
        bool rear = false;
        for (const auto& weapon : type.weapons) rear = rear || weapon.arc == WeaponArc::Rear;
        EXPECT_TRUE(rear) << id << " has an observer's rear gun";
    }
    // FIRE-18: only the Roland's observer fires all round at higher targets.
    for (const auto& [id, type] : data().aircraft)
        for (const auto& weapon : type.weapons)
            EXPECT_EQ(weapon.fires360Upward, id == "roland_c2" && weapon.arc == WeaponArc::Rear) << id;
    // OPT-01: the Ufag flies deck H.
    EXPECT_EQ(plane("ufag_c1").maneuverDeck, 'H');
    // Several gun positions, each measured from its own mount.
    for (const auto& [id, type] : data().aircraft) {
        if (!type.multiEngine) continue;
        std::set<std::pair<double, double>> mounts;
        for (const auto& weapon : type.weapons) mounts.insert({weapon.mount.x, weapon.mount.y});
        EXPECT_GE(mounts.size(), 2u) << id;
    }
}

TEST_F(ShippedData, Ww2AirplanesHaveFuelAndFirepower) {
    for (const auto& [id, type] : data().aircraft) {
        if (type.era != Era::Ww2) {
            EXPECT_FALSE(type.fuel.has_value()) << id;
            continue;
        }
        ASSERT_TRUE(type.fuel.has_value()) << id;
        EXPECT_GT(type.fuel->value, 0) << id;
        for (const auto& weapon : type.weapons) {
            ASSERT_TRUE(weapon.firepowerShort && weapon.firepowerLong) << id << " " << weapon.id;
            // Long range never hits harder than short range.
            EXPECT_GE(weapon.firepowerShort->group * 10 + weapon.firepowerShort->count,
                      weapon.firepowerLong->group * 10 + weapon.firepowerLong->count)
                << id;
        }
    }
}

TEST_F(ShippedData, EveryMeasuredValueHasASource) {
    for (const auto& [id, geometry] : data().geometries) {
        for (const auto* value : {&geometry.baseWidth, &geometry.baseLength, &geometry.rulerLength,
                                  &geometry.rulerHalfMark, &geometry.frontArcHalfAngle, &geometry.rearArcHalfAngle,
                                  &geometry.rearDeadAngleReach, &geometry.frontMarkY, &geometry.rearArrowY})
            EXPECT_FALSE(value->source.empty()) << id;
        EXPECT_LT(geometry.rulerHalfMark.value, geometry.rulerLength.value) << id;
    }
    for (const auto& [id, type] : data().aircraft)
        for (const auto* value : {&type.structure, &type.climbRate, &type.ceiling})
            EXPECT_FALSE(value->source.empty()) << id;
}

TEST_F(ShippedData, ScenariosAndPresets) {
    ASSERT_NE(data().scenario("ww1_duel"), nullptr) << "the default scenario";
    for (const char* id : {"ww1-basic", "ww1-standard", "ww1-advanced", "ww2-standard"})
        EXPECT_NE(data().ruleset(id), nullptr) << id;
    // Every conflict of RULES.md §4 (CONF-01..48) is a selectable option.
    std::set<std::string> conflicts;
    for (const auto& option : data().options.options)
        if (option.conflict) conflicts.insert(*option.conflict);
    for (int n = 1; n <= 48; ++n) {
        char id[8];
        std::snprintf(id, sizeof id, "CONF-%02d", n);
        EXPECT_TRUE(conflicts.count(id)) << id << " has no rule option";
    }
    // Presets differ where the eras differ (CONF-01, CONF-22).
    const auto& options = data().options;
    EXPECT_EQ(data().ruleset("ww1-standard")->value(options, "max_altitude"), "3");
    EXPECT_NE(data().ruleset("ww2-standard")->value(options, "max_altitude"), "3");
    EXPECT_NE(data().ruleset("ww1-standard")->value(options, "illegal_manoeuvre"),
              data().ruleset("ww2-standard")->value(options, "illegal_manoeuvre"));
}

TEST_F(ShippedData, CountsForTheSummary) {
    const auto counts = countData(data());
    EXPECT_EQ(counts.aircraft, data().aircraft.size());
    EXPECT_GE(counts.maneuverDecks, 21u);
    EXPECT_GT(counts.maneuverCards, counts.maneuverDecks * 12);
    EXPECT_GE(counts.options, 48u);
}

}  // namespace
}  // namespace jasta
