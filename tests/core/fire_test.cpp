// Fire (RULES.md FIRE-01..23, OVL-01/02, CONF-24/25/26/39) with the shipped
// data. The small WW1 and WW2 bases are 44 mm wide and 40 mm long, the
// ruler 170 mm with its half mark at 85 mm, the front arc +-45 degrees and the
// rear arc +-60 degrees; every placement below is worked out by hand from
// those numbers. Every hand-made shot also runs through the fast path, which
// must agree with the polygon path (fire(...) checks it).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "flying_fixture.hpp"
#include "jasta/base/rng.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/words/fire.hpp"

namespace jasta::test {
namespace {

const GameData& data() {
    return shippedData();
}

AircraftState plane(std::string_view id, std::string_view type, double x, double y, double heading, int altitude = 2,
                    int climb = 0) {
    AircraftState state = airplane(type, {x, y, heading}, altitude, climb);
    state.id = std::string(id);
    state.name = std::string(id);
    return state;
}

FlownCard flown(CardKind kind, int number = 1) {
    FlownCard card;
    card.kind = kind;
    card.number = number;
    return card;
}

const Weapon& weaponOf(const AircraftState& state, std::string_view id) {
    for (const auto& weapon : data().aircraftType(state.type)->weapons)
        if (weapon.id == id) return weapon;
    throw std::runtime_error("no weapon " + std::string(id) + " on " + state.type);
}

bool has(const std::vector<std::string>& list, std::string_view item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

// A shot with its sentence, as the text layer words it (words/fire.hpp).
struct Shot : ShotCheck {
    std::string reason;
};

// The polygon path's verdict, checked against the fast path, and its words.
// `others` are third airplanes; the overlaps come from findOverlaps unless given.
Shot fire(const RuleOptions& rules, const AircraftState& shooter, std::string_view weapon, const AircraftState& target,
          std::vector<AircraftState> others = {}, const std::vector<OverlapPair>* overlapsGiven = nullptr) {
    std::vector<AircraftState> all{shooter, target};
    all.insert(all.end(), others.begin(), others.end());
    const auto overlaps = overlapsGiven != nullptr ? *overlapsGiven : findOverlaps(all, data(), rules.overlapShape);
    const Weapon& gun = weaponOf(shooter, weapon);
    Shot shot{checkShot(data(), rules, all[0], gun, all[1], all, overlaps), {}};
    shot.reason = words::explainShot(shot, data(), all);
    const FastShot fast = fastShot(data(), rules, all[0], gun, all[1], all, overlaps);
    EXPECT_EQ(fast.canFire, shot.canFire) << shot.reason;
    EXPECT_EQ(fast.range, shot.range) << shot.reason;
    EXPECT_EQ(fast.inArc, shot.inArc) << shot.reason;
    EXPECT_NEAR(fast.distanceMm, shot.distanceMm, 1e-6);
    EXPECT_FALSE(shot.reason.empty());
    EXPECT_FALSE(shot.rules.empty());
    return shot;
}

// --- Range along the heading (FIRE-02, FIRE-03, FIRE-01) --------------------

// The SPAD at (450, 200) faces +y; the Albatros faces it, its centre D mm
// ahead: the nearest point of its base is D - 20 mm from the SPAD's stand.
TEST(FireRange, SpadAtAlbatrosShortLongAndOut) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 200, 0);
    auto at = [&](double d) { return plane("albatros", "albatros_d3", 450, 200 + d, 180); };

    auto shot = fire(rules, spad, "front", at(104.9));
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Short);
    EXPECT_NEAR(shot.distanceMm, 84.9, 1e-9);
    EXPECT_NEAR(shot.aimPoint.x, 450, 1e-9);
    EXPECT_NEAR(shot.aimPoint.y, 284.9, 1e-9);
    EXPECT_EQ(shot.cards, 2);
    EXPECT_EQ(shot.deck, 'A');
    EXPECT_TRUE(has(shot.rules, "FIRE-02") && has(shot.rules, "FIRE-03") && has(shot.rules, "FIRE-01"));
    EXPECT_NE(shot.reason.find("Short range"), std::string::npos) << shot.reason;
    EXPECT_NE(shot.reason.find("2 damage cards from deck A"), std::string::npos) << shot.reason;

    shot = fire(rules, spad, "front", at(105.1));
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Long);
    EXPECT_NEAR(shot.distanceMm, 85.1, 1e-9);
    EXPECT_EQ(shot.cards, 1);
    EXPECT_NE(shot.reason.find("1 damage card from deck A"), std::string::npos) << shot.reason;

    shot = fire(rules, spad, "front", at(189.9));
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Long);

    shot = fire(rules, spad, "front", at(190.1));
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(shot.inArc);
    EXPECT_EQ(shot.range, Range::Out);
    EXPECT_NEAR(shot.distanceMm, 170.1, 1e-9);
    EXPECT_EQ(shot.cards, 0);
    EXPECT_NE(shot.reason.find("Out of range"), std::string::npos) << shot.reason;

    // The Albatros answers from the same distance with its own twin guns.
    shot = fire(rules, at(104.9), "front", spad);
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Short);
    EXPECT_NEAR(shot.distanceMm, 84.9, 1e-9);
}

// --- The front arc (FIRE-02) ------------------------------------------------

// The SPAD at (450, 450) faces +y; the arc's right edge is the line y = x
// from the stand. An Albatros facing +y with its centre at (X, 60) from the
// stand has its front-left corner at (X - 22, 80): in the arc while X <= 102.
TEST(FireArc, JustInsideAndJustOutsideTheFrontArc) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 450, 0);

    auto shot = fire(rules, spad, "front", plane("albatros", "albatros_d3", 450 + 101.9, 510, 0));
    EXPECT_TRUE(shot.inArc);
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Long);
    // The aim point is where the arc's edge leaves the base's left side.
    EXPECT_NEAR(shot.aimPoint.x, 450 + 79.9, 1e-6);
    EXPECT_NEAR(shot.aimPoint.y, 450 + 79.9, 1e-6);
    EXPECT_NEAR(shot.distanceMm, 79.9 * std::sqrt(2.0), 1e-6);

    shot = fire(rules, spad, "front", plane("albatros", "albatros_d3", 450 + 102.1, 510, 0));
    EXPECT_FALSE(shot.inArc);
    EXPECT_FALSE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Out);
    EXPECT_TRUE(has(shot.rules, "FIRE-02"));
    EXPECT_NE(shot.reason.find("outside the front arc"), std::string::npos) << shot.reason;

    // The left edge mirrors it.
    EXPECT_TRUE(fire(rules, spad, "front", plane("albatros", "albatros_d3", 450 - 101.9, 510, 0)).inArc);
    EXPECT_FALSE(fire(rules, spad, "front", plane("albatros", "albatros_d3", 450 - 102.1, 510, 0)).inArc);
    // Turning the whole table changes nothing.
    const Pose turn{450, 450, 30};
    auto turned = [&](double x, double y, double heading) {
        const Point2 at = toTable(turn, {x - 450, y - 450});
        return Pose{at.x, at.y, heading + 30};
    };
    const Pose s = turned(450, 450, 0), t = turned(450 + 101.9, 510, 0), u = turned(450 + 102.1, 510, 0);
    EXPECT_TRUE(fire(rules, plane("spad", "spad_xiii", s.x, s.y, s.heading), "front",
                     plane("albatros", "albatros_d3", t.x, t.y, t.heading))
                    .inArc);
    EXPECT_FALSE(fire(rules, plane("spad", "spad_xiii", s.x, s.y, s.heading), "front",
                      plane("albatros", "albatros_d3", u.x, u.y, u.heading))
                     .inArc);
    // Straight behind is not in a front arc.
    EXPECT_FALSE(fire(rules, spad, "front", plane("albatros", "albatros_d3", 450, 380, 0)).inArc);
}

// --- Altitude (FIRE-06, FIRE-07, CONF-25) -----------------------------------

TEST(FireAltitude, Ww1OneLevelIsHalfARulerAtLongRangeTwoLevelsNoFire) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 200, 0, 2);
    auto albatros = [&](double distance, int altitude, int climb = 0) {
        return plane("albatros", "albatros_d3", 450, 220 + distance, 180, altitude, climb);
    };
    // Same level: 80 mm is short, 90 mm long.
    EXPECT_EQ(fire(rules, spad, "front", albatros(80, 2)).range, Range::Short);
    EXPECT_EQ(fire(rules, spad, "front", albatros(90, 2)).range, Range::Long);
    // Climb counters are not levels.
    auto shot = fire(rules, plane("spad", "spad_xiii", 450, 200, 0, 2, 1), "front", albatros(80, 2));
    EXPECT_EQ(shot.levelDifference, 0);
    EXPECT_EQ(shot.range, Range::Short);

    // One level up or down: only the first half reaches, and it counts as long range.
    for (int altitude : {1, 3}) {
        shot = fire(rules, spad, "front", albatros(80, altitude));
        EXPECT_TRUE(shot.canFire);
        EXPECT_EQ(shot.levelDifference, 1);
        EXPECT_EQ(shot.range, Range::Long);
        EXPECT_EQ(shot.cards, 1);
        EXPECT_TRUE(has(shot.rules, "FIRE-06"));
        shot = fire(rules, spad, "front", albatros(90, altitude));
        EXPECT_FALSE(shot.canFire);
        EXPECT_EQ(shot.range, Range::Out);
        EXPECT_TRUE(has(shot.rules, "FIRE-06"));
        EXPECT_NE(shot.reason.find("first half"), std::string::npos) << shot.reason;
    }
    // Two levels: no fire at any distance, even with the "unlimited" option (WW1).
    for (int altitude : {0, 4}) {
        shot = fire(rules, spad, "front", albatros(30, altitude));
        EXPECT_FALSE(shot.canFire);
        EXPECT_EQ(shot.levelDifference, 2);
        EXPECT_EQ(shot.range, Range::Out);
        EXPECT_TRUE(has(shot.rules, "FIRE-06"));
        EXPECT_NE(shot.reason.find("2 levels apart"), std::string::npos) << shot.reason;
    }
    auto unlimited = rules;
    unlimited.maxFireLevelDiff = 1000;
    EXPECT_FALSE(fire(unlimited, spad, "front", albatros(30, 4)).canFire);
}

// The Spitfire (eight Brownings: 2 C short, 1 C long) against the Bf 109
// (2 D short, 1 C long), nose to nose.
TEST(FireAltitude, Ww2FirepowerAndLevels) {
    const auto rules = presetRules("ww2-standard");
    auto spitfire = [&](int altitude) { return plane("spitfire", "spitfire_mk1", 450, 200, 0, altitude); };
    auto messerschmitt = [&](double distance, int altitude) {
        return plane("bf109", "bf109_e", 450, 220 + distance, 180, altitude);
    };

    auto shot = fire(rules, spitfire(3), "front", messerschmitt(80, 3));
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Short);
    EXPECT_EQ(shot.cards, 2);
    EXPECT_EQ(shot.deck, 'C');
    EXPECT_NE(shot.reason.find("2 counters of group C"), std::string::npos) << shot.reason;
    shot = fire(rules, messerschmitt(80, 3), "front", spitfire(3));
    EXPECT_EQ(shot.cards, 2);
    EXPECT_EQ(shot.deck, 'D');
    shot = fire(rules, spitfire(3), "front", messerschmitt(130, 3));
    EXPECT_EQ(shot.range, Range::Long);
    EXPECT_EQ(shot.cards, 1);
    EXPECT_EQ(shot.deck, 'C');
    shot = fire(rules, messerschmitt(130, 3), "front", spitfire(3));
    EXPECT_EQ(shot.cards, 1);
    EXPECT_EQ(shot.deck, 'C');

    // One level apart: short-range distance only, with the long-range firepower.
    shot = fire(rules, messerschmitt(80, 2), "front", spitfire(3));
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Long);
    EXPECT_EQ(shot.cards, 1);
    EXPECT_EQ(shot.deck, 'C');
    EXPECT_TRUE(has(shot.rules, "FIRE-07"));
    EXPECT_FALSE(fire(rules, messerschmitt(90, 2), "front", spitfire(3)).canFire);

    // Two levels: no fire under max_fire_level_diff 1; long firepower within half a ruler when unlimited.
    shot = fire(rules, spitfire(3), "front", messerschmitt(30, 1));
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(has(shot.rules, "FIRE-07"));
    auto unlimited = rules;
    unlimited.maxFireLevelDiff = 1000;
    shot = fire(unlimited, spitfire(3), "front", messerschmitt(80, 1));
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Long);
    EXPECT_EQ(shot.cards, 1);
    EXPECT_FALSE(fire(unlimited, spitfire(3), "front", messerschmitt(90, 1)).canFire);
}

// FIRE-11 (dive_fire = aim_bonus in the WW2 presets): a lower target in the
// front arc, or any target after a dive, counts as aimed.
TEST(FireModifiers, Ww2FiringFromAbove) {
    const auto rules = presetRules("ww2-standard");
    ASSERT_EQ(rules.diveFire, DiveFire::AimBonus);
    const auto spitfire = plane("spitfire", "spitfire_mk1", 450, 200, 0, 3);
    auto shot = fire(rules, spitfire, "front", plane("bf109", "bf109_e", 450, 300, 180, 2));
    EXPECT_TRUE(shot.fromAbove);
    EXPECT_TRUE(has(shot.rules, "FIRE-11"));
    EXPECT_FALSE(fire(rules, plane("bf109", "bf109_e", 450, 300, 180, 2), "front", spitfire).fromAbove);
    EXPECT_FALSE(fire(rules, spitfire, "front", plane("bf109", "bf109_e", 450, 300, 180, 3)).fromAbove);
    auto dived = spitfire;
    dived.history = {flown(CardKind::Straight), flown(CardKind::Dive)};
    shot = fire(rules, dived, "front", plane("bf109", "bf109_e", 450, 300, 180, 3));
    EXPECT_TRUE(shot.fromAbove);
    EXPECT_TRUE(shot.diveBonus);
    // The Overdive's straight (CPX-10): stall, dive, then straight...
    dived.history = {flown(CardKind::Stall), flown(CardKind::Dive), flown(CardKind::Straight)};
    EXPECT_TRUE(fire(rules, dived, "front", plane("bf109", "bf109_e", 450, 300, 180, 3)).fromAbove);
    // ...but a straight after a plain dive is only a straight.
    dived.history = {flown(CardKind::Bank), flown(CardKind::Dive), flown(CardKind::Straight)};
    EXPECT_FALSE(fire(rules, dived, "front", plane("bf109", "bf109_e", 450, 300, 180, 3)).fromAbove);
    auto none = rules;
    none.diveFire = DiveFire::None;
    EXPECT_FALSE(fire(none, spitfire, "front", plane("bf109", "bf109_e", 450, 300, 180, 2)).fromAbove);
}

// FIRE-12 (dive_fire = extra_card): a dive that ends level with or above the
// target; above after a steep blue card, +1 on each card.
TEST(FireModifiers, DiveFireAndSteepBlueCards) {
    auto rules = presetRules("ww1-standard");
    rules.diveFire = DiveFire::ExtraCard;
    auto spad = plane("spad", "spad_xiii", 450, 200, 0, 2);
    const auto albatros = plane("albatros", "albatros_d3", 450, 300, 180, 2);
    EXPECT_FALSE(fire(rules, spad, "front", albatros).diveBonus);
    spad.history = {flown(CardKind::Dive, 20)};
    auto shot = fire(rules, spad, "front", albatros);
    EXPECT_TRUE(shot.diveBonus);
    EXPECT_TRUE(has(shot.rules, "FIRE-12"));
    EXPECT_NE(shot.reason.find("Dive fire"), std::string::npos) << shot.reason;
    auto below = spad;
    below.altitude = 1;
    shot = fire(rules, below, "front", albatros);
    EXPECT_TRUE(shot.canFire);
    EXPECT_FALSE(shot.diveBonus);

    // Card 17 of deck A is the stall (steep, blue); 19 the climb (steep, red).
    auto above = plane("spad", "spad_xiii", 450, 200, 0, 3);
    above.history = {flown(CardKind::Stall, 17)};
    above.history.back().steep = true;
    shot = fire(rules, above, "front", albatros);
    EXPECT_TRUE(shot.steepBonus);
    EXPECT_FALSE(shot.diveBonus);
    above.history = {flown(CardKind::Climb, 19)};
    above.history.back().steep = true;
    EXPECT_FALSE(fire(rules, above, "front", albatros).steepBonus);
    // Without the option, no bonus at all.
    spad.history = {flown(CardKind::Dive, 20)};
    EXPECT_FALSE(fire(presetRules("ww1-standard"), spad, "front", albatros).diveBonus);
}

// FIRE-11: "a lower altitude" is a lower level. Climb counters at the same
// level do not put the shooter above; a level up does, whatever the counters.
TEST(FireModifiers, Ww2FiringFromAboveCountsLevelsNotClimbCounters) {
    const auto rules = presetRules("ww2-standard");
    const auto target = plane("bf109", "bf109_e", 450, 300, 180, 2);
    EXPECT_FALSE(fire(rules, plane("spitfire", "spitfire_mk1", 450, 200, 0, 2, 1), "front", target).fromAbove);
    EXPECT_TRUE(fire(rules, plane("spitfire", "spitfire_mk1", 450, 200, 0, 3), "front",
                     plane("bf109", "bf109_e", 450, 300, 180, 2, 1))
                    .fromAbove);
}

// FIRE-12: "still above the target or at the same level": at the target's
// level the extra card comes whatever the climb counters of either; and the
// third card of a historical Immelmann counts as a dive (CPX-02), where the
// same cards undeclared do not.
TEST(FireModifiers, DiveFireAtTheSameLevelAndAfterAHistoricalImmelmann) {
    auto rules = presetRules("ww1-standard");
    rules.diveFire = DiveFire::ExtraCard;
    auto spad = plane("spad", "spad_xiii", 450, 200, 0, 2);
    spad.history = {flown(CardKind::Dive, 20)};
    const auto higherByCounters = plane("albatros", "albatros_d3", 450, 300, 180, 2, 2);
    auto shot = fire(rules, spad, "front", higherByCounters);
    EXPECT_TRUE(shot.canFire);
    EXPECT_TRUE(shot.diveBonus) << "the same level, the target with more climb counters";

    // Flown through the engine's card rules: straight, Immelmann, straight declared.
    rules.aceManoeuvres = AceManoeuvres::AllPilots;
    const Flyer flyer = flyerOf(data(), spad, rules);
    Plan historical = plan(1, 18, 2);
    historical.declaration = Declaration::HistoricalImmelmann;
    const TableSize table{2000, 2000};
    const auto declared = flyPlan(flyer, plane("spad", "spad_xiii", 450, 100, 0, 2), historical, table);
    ASSERT_TRUE(declared.violations.empty());
    ASSERT_TRUE(declared.final.history.back().gentleDive);
    const auto& at = declared.final.pose;
    // The Albatros ahead of where it ends, at its level.
    const auto ahead = plane("albatros", "albatros_d3", at.x, at.y - 100, 0, declared.final.altitude);
    shot = fire(rules, declared.final, "front", ahead);
    ASSERT_TRUE(shot.canFire) << shot.reason;
    EXPECT_TRUE(shot.diveBonus);
    EXPECT_TRUE(has(shot.rules, "FIRE-12"));
    const auto plain = flyPlan(flyer, plane("spad", "spad_xiii", 450, 100, 0, 2), plan(1, 18, 2), table);
    EXPECT_FALSE(fire(rules, plain.final, "front", ahead).diveBonus);
}

// --- Line of fire (FIRE-04, FIRE-05, FIRE-22, OVL-02, CONF-26) --------------

// The SPAD at (450, 200) fires at the Albatros 80 mm ahead (aim point
// (450, 280)); a third airplane sits across the line at y = 250.
TEST(LineOfFire, ThirdAirplaneBlocksAsTheShapeOptionSays) {
    auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 200, 0);
    const auto albatros = plane("albatros", "albatros_d3", 450, 300, 180);

    auto shot = fire(rules, spad, "front", albatros, {plane("camel", "sopwith_camel", 450, 250, 0)});
    EXPECT_FALSE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Short);
    EXPECT_EQ(shot.blockedBy, std::vector<std::string>{"camel"});
    EXPECT_TRUE(has(shot.rules, "FIRE-04"));
    EXPECT_NE(shot.reason.find("blocked by camel"), std::string::npos) << shot.reason;
    EXPECT_TRUE(fire(rules, spad, "front", albatros).canFire);

    // 25 mm to the side the line misses the base (22 mm half width) but
    // crosses the wing (28.4 mm) and the card (31.5 mm); 30 mm to the side
    // it crosses only the card.
    struct Case {
        double offset;
        LosShape shape;
        bool blocked;
    };
    for (const Case& c :
         {Case{25, LosShape::Base, false}, Case{25, LosShape::Silhouette, true}, Case{25, LosShape::Card, true},
          Case{30, LosShape::Base, false}, Case{30, LosShape::Silhouette, false}, Case{30, LosShape::Card, true},
          Case{0, LosShape::Base, true}, Case{0, LosShape::Silhouette, true}, Case{0, LosShape::Card, true}}) {
        rules.losShape = c.shape;
        shot = fire(rules, spad, "front", albatros, {plane("camel", "sopwith_camel", 450 + c.offset, 250, 0)});
        EXPECT_EQ(shot.canFire, !c.blocked) << c.offset << " " << static_cast<int>(c.shape);
        EXPECT_EQ(shot.blockedBy.empty(), !c.blocked) << c.offset;
        if (c.blocked && c.shape == LosShape::Silhouette) {
            EXPECT_TRUE(has(shot.rules, "FIRE-22"));
        }
    }
}

TEST(LineOfFire, WhoBlocksByAltitude) {
    // Levels 2 and 2: a third airplane at 2 blocks, at 1 or 3 it does not.
    const auto ww1 = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 200, 0, 2);
    const auto albatros = plane("albatros", "albatros_d3", 450, 300, 180, 2);
    for (LosBlock block : {LosBlock::BetweenLevels, LosBlock::SameLevel}) {
        auto rules = ww1;
        rules.losBlock = block;
        EXPECT_FALSE(fire(rules, spad, "front", albatros, {plane("camel", "sopwith_camel", 450, 250, 90, 2)}).canFire);
        EXPECT_TRUE(fire(rules, spad, "front", albatros, {plane("camel", "sopwith_camel", 450, 250, 90, 1)}).canFire);
        EXPECT_TRUE(fire(rules, spad, "front", albatros, {plane("camel", "sopwith_camel", 450, 250, 90, 3)}).canFire);
        // One level apart (2 and 3): both levels block under either option.
        const auto higher = plane("albatros", "albatros_d3", 450, 300, 180, 3);
        EXPECT_FALSE(fire(rules, spad, "front", higher, {plane("camel", "sopwith_camel", 450, 250, 90, 3)}).canFire);
        EXPECT_FALSE(fire(rules, spad, "front", higher, {plane("camel", "sopwith_camel", 450, 250, 90, 2)}).canFire);
    }

    // WW2 with any level difference allowed: shooter at 1, target at 3. A
    // Hurricane at 2 blocks "between levels" (FIRE-04) but not "same level" (FIRE-05).
    auto ww2 = presetRules("ww2-standard");
    ww2.maxFireLevelDiff = 1000;
    const auto spitfire = plane("spitfire", "spitfire_mk1", 450, 200, 0, 1);
    const auto messerschmitt = plane("bf109", "bf109_e", 450, 300, 180, 3);
    const auto hurricane = plane("hurricane", "hurricane_mk1", 450, 250, 90, 2);
    ww2.losBlock = LosBlock::BetweenLevels;
    auto shot = fire(ww2, spitfire, "front", messerschmitt, {hurricane});
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(has(shot.rules, "FIRE-04"));
    ww2.losBlock = LosBlock::SameLevel;
    EXPECT_TRUE(fire(ww2, spitfire, "front", messerschmitt, {hurricane}).canFire);
    auto atThree = hurricane;
    atThree.altitude = 3;
    shot = fire(ww2, spitfire, "front", messerschmitt, {atThree});
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(has(shot.rules, "FIRE-05"));
}

TEST(LineOfFire, OverlappingAndOutOfPlayAirplanesDoNotBlock) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 200, 0);
    const auto albatros = plane("albatros", "albatros_d3", 450, 300, 180);
    // Turned across the line at y = 270, the Camel's base (y 248..292) overlaps the Albatros's (280..320).
    const auto onTarget = plane("camel", "sopwith_camel", 450, 270, 90);
    auto shot = fire(rules, spad, "front", albatros, {onTarget});
    EXPECT_TRUE(shot.canFire) << shot.reason;
    EXPECT_TRUE(shot.blockedBy.empty());
    // The same airplane, if it did not overlap, would block.
    const std::vector<OverlapPair> none;
    EXPECT_FALSE(fire(rules, spad, "front", albatros, {onTarget}, &none).canFire);
    // An airplane shot down, or landed, never blocks.
    auto wreck = plane("camel", "sopwith_camel", 450, 250, 0);
    wreck.status = AircraftStatus::Destroyed;
    EXPECT_TRUE(fire(rules, spad, "front", albatros, {wreck}).canFire);
    wreck.status = AircraftStatus::Landed;
    EXPECT_TRUE(fire(rules, spad, "front", albatros, {wreck}).canFire);
}

// --- Overlap (OVL-01, FIRE-13, CONF-39) -------------------------------------

TEST(FireOverlap, NoFireBetweenOverlappingAirplanesUnlessDivingOrClimbingPast) {
    auto rules = presetRules("ww1-standard");
    // The Albatros's base (y 210..250) overlaps the SPAD's (180..220).
    auto spad = plane("spad", "spad_xiii", 450, 200, 0, 2);
    const auto lower = plane("albatros", "albatros_d3", 450, 230, 180, 1);
    auto shot = fire(rules, spad, "front", lower);
    EXPECT_TRUE(shot.overlapping);
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(has(shot.rules, "OVL-01"));
    EXPECT_NE(shot.reason.find("overlap"), std::string::npos) << shot.reason;
    spad.history = {flown(CardKind::Dive, 20)};
    EXPECT_FALSE(fire(rules, spad, "front", lower).canFire);  // never, whatever the card

    rules.fireWhileOverlapping = FireWhileOverlapping::DiveOrClimbException;
    shot = fire(rules, spad, "front", lower);  // a dive that ends strictly above
    EXPECT_TRUE(shot.canFire) << shot.reason;
    EXPECT_EQ(shot.range, Range::Long);  // one level down: long range
    EXPECT_NEAR(shot.distanceMm, 10, 1e-9);
    EXPECT_TRUE(has(shot.rules, "FIRE-13"));
    // Not strictly above: no.
    const auto level = plane("albatros", "albatros_d3", 450, 230, 180, 2);
    shot = fire(rules, spad, "front", level);
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(has(shot.rules, "FIRE-13"));
    // A climb that ends strictly below.
    auto climber = plane("spad", "spad_xiii", 450, 200, 0, 1);
    climber.history = {flown(CardKind::Climb, 19)};
    EXPECT_TRUE(fire(rules, climber, "front", level).canFire);
    climber.history = {flown(CardKind::Straight, 1)};
    EXPECT_FALSE(fire(rules, climber, "front", level).canFire);
}

// --- Two-seaters: rear arc, dead angle, Roland (FIRE-16..18) ----------------

// The Bristol at (450, 450) faces +y. Its dead angle runs from the base centre
// through the rear corners (+-47.7 degrees around the tail) out to 85 mm.
TEST(RearGun, DeadAngleBehindTheTail) {
    const auto rules = presetRules("ww1-standard");
    const auto bristol = plane("bristol", "bristol_f2b", 450, 450, 0, 2);

    // 100 mm behind, same level: the SPAD's base starts 80 mm behind the centre.
    auto shot = fire(rules, bristol, "rear", plane("spad", "spad_xiii", 450, 350, 0, 2));
    EXPECT_TRUE(shot.inArc);
    EXPECT_TRUE(shot.deadAngle);
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(has(shot.rules, "FIRE-17"));
    EXPECT_NE(shot.reason.find("dead angle"), std::string::npos) << shot.reason;
    EXPECT_TRUE(fire(rules, bristol, "rear", plane("spad", "spad_xiii", 450, 350, 0, 1)).deadAngle);  // lower

    // Higher: the dead angle does not apply; one level up, long range, deck B.
    shot = fire(rules, bristol, "rear", plane("spad", "spad_xiii", 450, 350, 0, 3));
    EXPECT_FALSE(shot.deadAngle);
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Long);
    EXPECT_EQ(shot.cards, 1);
    EXPECT_EQ(shot.deck, 'B');
    EXPECT_TRUE(has(shot.rules, "FIRE-16"));

    // 150 mm behind: the base (130 mm away) is beyond the dead angle's reach.
    shot = fire(rules, bristol, "rear", plane("spad", "spad_xiii", 450, 300, 0, 2));
    EXPECT_FALSE(shot.deadAngle);
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Long);

    // 70 mm away at 55 degrees off the tail: part of the base lies in the
    // wedge, but the centre-to-centre line does not.
    const double bearing = (180 - 55) * std::numbers::pi / 180;
    shot = fire(rules, bristol, "rear",
                plane("spad", "spad_xiii", 450 + 70 * std::sin(bearing), 450 + 70 * std::cos(bearing), 0, 2));
    EXPECT_FALSE(shot.deadAngle);
    EXPECT_TRUE(shot.canFire) << shot.reason;
    EXPECT_EQ(shot.range, Range::Short);
    EXPECT_EQ(shot.cards, 2);

    // Abeam: outside the rear arc (and the front arc).
    const auto abeam = plane("spad", "spad_xiii", 550, 450, 0, 2);
    shot = fire(rules, bristol, "rear", abeam);
    EXPECT_FALSE(shot.inArc);
    EXPECT_TRUE(has(shot.rules, "FIRE-16"));
    EXPECT_NE(shot.reason.find("rear arc"), std::string::npos) << shot.reason;
    EXPECT_FALSE(fire(rules, bristol, "front", abeam).inArc);
    // The pilot's gun reaches ahead as usual.
    EXPECT_TRUE(fire(rules, bristol, "front", plane("spad", "spad_xiii", 450, 550, 180, 2)).canFire);
}

TEST(RearGun, RolandFiresAllRoundAtAHigherTarget) {
    const auto rules = presetRules("ww1-standard");
    const auto roland = plane("roland", "roland_c2", 450, 450, 0, 2);
    // Abeam, 80 mm to the right: its base starts 58 mm away.
    auto shot = fire(rules, roland, "rear", plane("spad", "spad_xiii", 530, 450, 0, 3));
    EXPECT_TRUE(shot.inArc);
    EXPECT_TRUE(shot.canFire);
    EXPECT_NEAR(shot.distanceMm, 58, 1e-9);
    EXPECT_EQ(shot.range, Range::Long);  // one level up
    EXPECT_TRUE(has(shot.rules, "FIRE-18"));
    // The same level: the rear arc applies.
    EXPECT_FALSE(fire(rules, roland, "rear", plane("spad", "spad_xiii", 530, 450, 0, 2)).inArc);
    // Higher by a climb counter only: all round, at full range.
    shot = fire(rules, roland, "rear", plane("spad", "spad_xiii", 530, 450, 0, 2, 1));
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Short);
    EXPECT_EQ(shot.cards, 2);
    // Right behind and higher: no dead angle.
    shot = fire(rules, roland, "rear", plane("spad", "spad_xiii", 450, 350, 0, 3));
    EXPECT_FALSE(shot.deadAngle);
    EXPECT_TRUE(shot.canFire);
    // Right behind at the same level: the dead angle still applies to the Roland.
    EXPECT_TRUE(fire(rules, roland, "rear", plane("spad", "spad_xiii", 450, 350, 0, 2)).deadAngle);
    // The Bristol's observer has no such gun.
    EXPECT_FALSE(
        fire(rules, plane("bristol", "bristol_f2b", 450, 450, 0, 2), "rear", plane("spad", "spad_xiii", 530, 450, 0, 3))
            .inArc);
}

// The Gotha's large base is 60 x 55 mm; its nose gun sits 24 mm ahead of the
// stand, its dorsal gun 8 mm behind.
TEST(RearGun, GothaMeasuresFromEachGunsMount) {
    const auto rules = presetRules("ww1-standard");
    const auto gotha = plane("gotha", "gotha_g4", 450, 450, 0, 2);
    // Ahead: the SPAD's base starts at 450 + D - 20; the nose gun at 474.
    auto shot = fire(rules, gotha, "nose", plane("spad", "spad_xiii", 450, 450 + 128.9, 180, 2));
    EXPECT_NEAR(shot.distanceMm, 84.9, 1e-9);
    EXPECT_EQ(shot.range, Range::Short);  // from the stand it would be 108.9: long
    EXPECT_EQ(shot.cards, 2);
    EXPECT_EQ(shot.deck, 'B');
    EXPECT_EQ(fire(rules, gotha, "nose", plane("spad", "spad_xiii", 450, 450 + 129.1, 180, 2)).range, Range::Long);
    // Behind: the SPAD's base ends at 450 - D + 20; the dorsal gun at 442.
    shot = fire(rules, gotha, "dorsal", plane("spad", "spad_xiii", 450, 450 - 112.9, 0, 2));
    EXPECT_NEAR(shot.distanceMm, 84.9, 1e-9);
    EXPECT_EQ(shot.range, Range::Short);
    EXPECT_FALSE(shot.deadAngle);  // 92.9 mm from the centre, beyond the 85 mm reach
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(fire(rules, gotha, "dorsal", plane("spad", "spad_xiii", 450, 450 - 113.1, 0, 2)).range, Range::Long);
    // The mounts turn with the airplane.
    const auto east = plane("gotha", "gotha_g4", 450, 450, 90, 2);
    shot = fire(rules, east, "nose", plane("spad", "spad_xiii", 450 + 128.9, 450, 270, 2));
    EXPECT_NEAR(shot.distanceMm, 84.9, 1e-9);
    EXPECT_NEAR(shot.aimPoint.x, 558.9, 1e-9);
}

// --- FIRE-14/15: no fire after an altitude change away from the target -----

TEST(FireProhibition, AfterLosingOrGainingHeightTheWrongWay) {
    auto rules = presetRules("ww1-standard");
    rules.fireProhibitionAfterAltitudeChange = true;
    auto below = plane("spad", "spad_xiii", 450, 200, 0, 1);
    const auto albatros = plane("albatros", "albatros_d3", 450, 300, 180, 2);
    below.history = {flown(CardKind::Dive, 20)};
    auto shot = fire(rules, below, "front", albatros);
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(has(shot.rules, "FIRE-14"));
    EXPECT_NE(shot.reason.find("Below its target after losing height"), std::string::npos) << shot.reason;
    below.history = {flown(CardKind::Straight, 1)};
    EXPECT_TRUE(fire(rules, below, "front", albatros).canFire);
    below.history = {flown(CardKind::Climb, 19)};  // climbing toward it is fine
    EXPECT_TRUE(fire(rules, below, "front", albatros).canFire);

    auto above = plane("spad", "spad_xiii", 450, 200, 0, 3);
    above.history = {flown(CardKind::Climb, 19)};
    EXPECT_FALSE(fire(rules, above, "front", albatros).canFire);
    above.history = {flown(CardKind::Stall, 17), flown(CardKind::Immelmann, 18)};  // a Split-S descends
    EXPECT_TRUE(fire(rules, above, "front", albatros).canFire);
    above.history = {flown(CardKind::Straight, 1), flown(CardKind::Immelmann, 18)};  // an Immelmann turn climbs
    EXPECT_FALSE(fire(rules, above, "front", albatros).canFire);

    // The observer: the other way round (FIRE-15).
    auto bristol = plane("bristol", "bristol_f2b", 450, 450, 0, 1);
    const auto chaser = plane("spad", "spad_xiii", 450, 350, 0, 2);
    bristol.history = {flown(CardKind::Climb, 19)};
    shot = fire(rules, bristol, "rear", chaser);
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(has(shot.rules, "FIRE-15"));
    bristol.history = {flown(CardKind::Dive, 20)};
    EXPECT_TRUE(fire(rules, bristol, "rear", chaser).canFire);
    // ... while the Bristol's pilot follows FIRE-14.
    EXPECT_FALSE(fire(rules, bristol, "front", plane("spad", "spad_xiii", 450, 550, 180, 2)).canFire);

    // The option off: no prohibition.
    rules.fireProhibitionAfterAltitudeChange = false;
    below.history = {flown(CardKind::Dive, 20)};
    EXPECT_TRUE(fire(rules, below, "front", albatros).canFire);
}

// --- FIRE-23 deflection -----------------------------------------------------

TEST(FireModifiers, DeflectionOnlyStraightAheadOrBehind) {
    auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 200, 0);
    EXPECT_FALSE(fire(rules, spad, "front", plane("albatros", "albatros_d3", 450, 300, 0)).deflection);  // option off
    rules.deflection = true;
    auto shot = fire(rules, spad, "front", plane("albatros", "albatros_d3", 450, 300, 0));  // on its tail
    EXPECT_TRUE(shot.deflection);
    EXPECT_TRUE(has(shot.rules, "FIRE-23"));
    EXPECT_TRUE(fire(rules, spad, "front", plane("albatros", "albatros_d3", 480, 300, 180)).deflection);
    // Crossing ahead: the line enters the Albatros's card through a long side.
    EXPECT_FALSE(fire(rules, spad, "front", plane("albatros", "albatros_d3", 450, 300, 90)).deflection);
    // Well off the nose: the line leaves the SPAD's card through a long side.
    EXPECT_FALSE(fire(rules, spad, "front", plane("albatros", "albatros_d3", 530, 290, 0)).deflection);
}

// --- Out of play, and every pair --------------------------------------------

TEST(FireAll, OnlyAirplanesInFlight) {
    const auto rules = presetRules("ww1-standard");
    auto wreck = plane("albatros", "albatros_d3", 450, 300, 180);
    wreck.status = AircraftStatus::Destroyed;
    const auto spad = plane("spad", "spad_xiii", 450, 200, 0);
    auto shot = fire(rules, spad, "front", wreck);
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(has(shot.rules, "FIRE-29"));
    shot = fire(rules, wreck, "front", spad);
    EXPECT_FALSE(shot.canFire);

    const std::vector<AircraftState> all{spad, wreck, plane("bristol", "bristol_f2b", 450, 400, 180),
                                         plane("camel", "sopwith_camel", 300, 200, 0)};
    const auto shots = allShots(data(), rules, all, findOverlaps(all, data(), rules.overlapShape));
    // Three airplanes in flight: SPAD 2 targets x 1 gun, Bristol 2 x 2, Camel 2 x 1.
    ASSERT_EQ(shots.size(), 8u);
    EXPECT_EQ(shots[0].shooter, "spad");
    EXPECT_EQ(shots[0].target, "bristol");
    EXPECT_EQ(shots[2].shooter, "bristol");
    EXPECT_EQ(shots[2].weapon, "front");
    EXPECT_EQ(shots[3].weapon, "rear");
    for (const auto& s : shots) EXPECT_NE(s.target, "albatros");
}

// --- FIRE-22: range to the airplane picture ---------------------------------

TEST(FireRange, SilhouetteTargetMeasuresToThePicture) {
    auto rules = presetRules("ww1-standard");
    rules.rangeTargetShape = TargetShape::Silhouette;
    const auto spad = plane("spad", "spad_xiii", 450, 200, 0);
    // Nose on: the picture's nose (22.1 mm) sticks out past the base (20 mm).
    auto shot = fire(rules, spad, "front", plane("albatros", "albatros_d3", 450, 391, 180));
    EXPECT_TRUE(shot.canFire);
    EXPECT_NEAR(shot.distanceMm, 168.9, 1e-9);
    EXPECT_TRUE(has(shot.rules, "FIRE-22"));
    // Tail on: the tailplane (19.5 mm) falls short of the base (20 mm).
    shot = fire(rules, spad, "front", plane("albatros", "albatros_d3", 450, 389.8, 0));
    EXPECT_FALSE(shot.canFire);
    EXPECT_NEAR(shot.distanceMm, 170.3, 1e-9);
    rules.rangeTargetShape = TargetShape::Base;
    EXPECT_TRUE(fire(rules, spad, "front", plane("albatros", "albatros_d3", 450, 389.8, 0)).canFire);
}

// --- The fast path ----------------------------------------------------------

// A uniform double in [low, high) from the game's RNG.
double uniform(Rng& rng, double low, double high) {
    constexpr std::uint64_t kSteps = 1ull << 40;
    return low + (high - low) * static_cast<double>(rng.below(kSteps)) / static_cast<double>(kSteps);
}

struct Tally {
    int canFire = 0, blocked = 0, deadAngle = 0, outOfArc = 0, shortRange = 0, longRange = 0, overlapping = 0;
};

// Random placements of two airplanes, and a third one near the line between
// them one time in three; random options, altitudes and last cards.
Tally compareOnRandomPlacements(std::uint64_t seed, int placements, bool silhouettes) {
    static const char* kTypes[] = {"spad_xiii", "albatros_d3",  "bristol_f2b", "roland_c2",
                                   "gotha_g4",  "spitfire_mk1", "bf109_e",     "defiant_mk1"};
    static const CardKind kKinds[] = {CardKind::Straight, CardKind::Dive, CardKind::Climb, CardKind::Stall,
                                      CardKind::Immelmann};
    const RuleOptions presets[] = {presetRules("ww1-standard"), presetRules("ww2-standard")};
    Rng rng(seed);
    Tally tally;
    for (int n = 0; n < placements; ++n) {
        RuleOptions rules = presets[rng.below(2)];
        rules.losBlock = rng.below(2) == 0 ? LosBlock::BetweenLevels : LosBlock::SameLevel;
        rules.losShape = silhouettes ? LosShape::Silhouette : (rng.below(2) == 0 ? LosShape::Base : LosShape::Card);
        rules.rangeTargetShape = silhouettes ? TargetShape::Silhouette : TargetShape::Base;
        rules.overlapShape = rng.below(2) == 0 ? OverlapShape::Base : OverlapShape::Card;
        rules.fireWhileOverlapping =
            rng.below(2) == 0 ? FireWhileOverlapping::Never : FireWhileOverlapping::DiveOrClimbException;
        rules.fireProhibitionAfterAltitudeChange = rng.below(4) == 0;
        rules.maxFireLevelDiff = rng.below(4) == 0 ? 1000 : 1;
        const int count = rng.below(3) == 0 ? 3 : 2;
        std::vector<AircraftState> all;
        for (int k = 0; k < count; ++k) {
            const char* type = kTypes[rng.below(std::size(kTypes))];
            double x = uniform(rng, 0, 250), y = uniform(rng, 0, 250);
            if (k == 2) {  // near the line of fire
                const double t = uniform(rng, 0.2, 0.8);
                x = all[0].pose.x + t * (all[1].pose.x - all[0].pose.x) + uniform(rng, -40, 40);
                y = all[0].pose.y + t * (all[1].pose.y - all[0].pose.y) + uniform(rng, -40, 40);
            }
            auto state = plane("p" + std::to_string(k), type, x, y, uniform(rng, 0, 360),
                               static_cast<int>(rng.below(3)) + 1, static_cast<int>(rng.below(3)));
            if (rng.below(2) == 0) state.history = {flown(kKinds[rng.below(std::size(kKinds))])};
            all.push_back(state);
        }
        // Mostly the same level, so that the ranges and the line of fire get exercised.
        if (rng.below(2) == 0)
            for (auto& state : all) state.altitude = all[0].altitude;
        const auto overlaps = findOverlaps(all, data(), rules.overlapShape);
        const auto& weapons = data().aircraftType(all[0].type)->weapons;
        const Weapon& weapon = weapons[rng.below(weapons.size())];
        const ShotCheck slow = checkShot(data(), rules, all[0], weapon, all[1], all, overlaps);
        const FastShot fast = fastShot(data(), rules, all[0], weapon, all[1], all, overlaps);
        const auto where = [&] {
            std::string text = "placement " + std::to_string(n) + ":";
            for (const auto& state : all)
                text += " " + state.type + " (" + std::to_string(state.pose.x) + ", " + std::to_string(state.pose.y) +
                        ", " + std::to_string(state.pose.heading) + ") level " + std::to_string(state.altitude);
            return text + " weapon " + weapon.id + ": " + words::explainShot(slow, data(), all);
        };
        EXPECT_EQ(slow.canFire, fast.canFire) << where();
        EXPECT_EQ(slow.range, fast.range) << where();
        EXPECT_EQ(slow.inArc, fast.inArc) << where();
        EXPECT_NEAR(slow.distanceMm, fast.distanceMm, 1e-6) << where();
        if (::testing::Test::HasFailure()) break;
        tally.canFire += slow.canFire ? 1 : 0;
        tally.blocked += slow.blockedBy.empty() ? 0 : 1;
        tally.deadAngle += slow.deadAngle ? 1 : 0;
        tally.outOfArc += slow.inArc ? 0 : 1;
        tally.shortRange += slow.range == Range::Short ? 1 : 0;
        tally.longRange += slow.range == Range::Long ? 1 : 0;
        tally.overlapping += slow.overlapping ? 1 : 0;
    }
    return tally;
}

TEST(FastShot, AgreesWithThePolygonPathOnRandomPlacements) {
    constexpr int kPlacements = 100000;
    const Tally tally = compareOnRandomPlacements(20240918, kPlacements, false);
    // Every kind of answer is well represented.
    EXPECT_GT(tally.canFire, kPlacements / 20);
    EXPECT_GT(tally.blocked, kPlacements / 200);
    EXPECT_GT(tally.deadAngle, kPlacements / 1000);
    EXPECT_GT(tally.outOfArc, kPlacements / 10);
    EXPECT_GT(tally.shortRange, kPlacements / 20);
    EXPECT_GT(tally.longRange, kPlacements / 20);
    EXPECT_GT(tally.overlapping, kPlacements / 100);
}

TEST(FastShot, AgreesOnSilhouettesToo) {
    constexpr int kPlacements = 20000;
    const Tally tally = compareOnRandomPlacements(77, kPlacements, true);
    EXPECT_GT(tally.canFire, kPlacements / 20);
    EXPECT_GT(tally.blocked, kPlacements / 200);
}

}  // namespace
}  // namespace jasta::test
