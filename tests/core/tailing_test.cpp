// Tailing (RULES.md TAIL-01..12, OVL-03, CONF-10..14): who may sit on whose
// tail, measured on hand-placed airplanes of the shipped data (WW1 small
// base 44 x 40 mm, large base 60 x 55 mm, ruler 170 mm), and what a pursuer
// may do with its plan once it has seen the target's card.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "jasta/base/rng.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/words/plans.hpp"
#include "jasta/words/tailing.hpp"

namespace jasta::test {
namespace {

const GameData& data() {
    static const GameData loaded = loadGameDataOrThrow(JASTA_TEST_DATA_DIR);
    return loaded;
}

RuleOptions preset(std::string_view id, TailGeometry geometry) {
    RuleOptions rules = RuleOptions::from(*data().ruleset(id), data().options);
    rules.tailGeometry = geometry;
    return rules;
}
RuleOptions ww1(TailGeometry geometry = TailGeometry::S002) {
    static const RuleOptions standard = preset("ww1-standard", TailGeometry::S002);
    RuleOptions rules = standard;
    rules.tailGeometry = geometry;
    return rules;
}

AircraftState airplane(std::string id, std::string_view type, Pose pose, int altitude = 2) {
    const AircraftType& aircraftType = *data().aircraftType(type);
    ScenarioAircraft placed;
    placed.id = std::move(id);
    placed.type = std::string(type);
    placed.side = aircraftType.side;
    placed.x = pose.x;
    placed.y = pose.y;
    placed.heading = pose.heading;
    placed.altitude = altitude;
    return initialState(placed, aircraftType);
}

AircraftState spad(Pose pose, int altitude = 2) {
    return airplane("spad", "spad_xiii", pose, altitude);
}
AircraftState albatros(Pose pose, int altitude = 2) {
    return airplane("albatros", "albatros_d3", pose, altitude);
}

// The SPAD at (500, 400) facing +y; the Albatros where the test puts it.
struct Scene {
    AircraftState pursuer = spad({500, 400, 0});
    AircraftState target = albatros({500, 500, 0});
    std::vector<AircraftState> others;
    std::vector<OverlapPair> overlaps;

    TailCheck check(const RuleOptions& rules) const {
        std::vector<AircraftState> all{pursuer, target};
        all.insert(all.end(), others.begin(), others.end());
        return checkTail(data(), rules, pursuer, target, all, overlaps);
    }
};

bool has(const TailCheck& check, std::string_view rule) {
    return std::find(check.rules.begin(), check.rules.end(), rule) != check.rules.end();
}

constexpr TailGeometry kAllGeometries[] = {TailGeometry::S002, TailGeometry::S003, TailGeometry::S004};

// --- Geometry (TAIL-01, TAIL-08, TAIL-10, CONF-11) --------------------------

TEST(TailGeometry, DirectlyBehindAt100mm) {
    const Scene scene;
    const TailCheck s002 = scene.check(ww1(TailGeometry::S002));
    EXPECT_TRUE(s002.possible) << words::explainTail(s002);
    EXPECT_EQ(s002.pursuer, "spad");
    EXPECT_EQ(s002.target, "albatros");
    EXPECT_NEAR(s002.distanceMm, 100, 1e-9);
    EXPECT_TRUE(has(s002, "TAIL-01") && has(s002, "TAIL-02") && has(s002, "CONF-11"));
    EXPECT_EQ(words::explainTail(s002),
              "Tail possible: the ruler runs from the SPAD XIII's front edge into the Albatros D.III's rear edge, "
              "stand to stand 100 mm, and crosses no other airplane.");
    EXPECT_EQ(s002.rulerFrom, (Point2{500, 400}));
    EXPECT_EQ(s002.rulerTo, (Point2{500, 500}));

    // S003 measures between the two sides: 100 - 20 - 20 mm.
    const TailCheck s003 = scene.check(ww1(TailGeometry::S003));
    EXPECT_TRUE(s003.possible) << words::explainTail(s003);
    EXPECT_NEAR(s003.distanceMm, 60, 1e-9);
    EXPECT_TRUE(has(s003, "TAIL-08"));
    EXPECT_NEAR(s003.rulerFrom.y, 420, 1e-9);
    EXPECT_NEAR(s003.rulerTo.y, 480, 1e-9);

    const TailCheck s004 = scene.check(ww1(TailGeometry::S004));
    EXPECT_TRUE(s004.possible) << words::explainTail(s004);
    EXPECT_NEAR(s004.distanceMm, 100, 1e-9);
    EXPECT_TRUE(has(s004, "TAIL-10"));
}

TEST(TailGeometry, BesideTheRulerLeavesThroughTheSide) {
    Scene scene;
    scene.target.pose = {600, 430, 0};  // ahead-right, but mostly beside
    const TailCheck s002 = scene.check(ww1(TailGeometry::S002));
    EXPECT_FALSE(s002.possible);
    EXPECT_NE(words::explainTail(s002).find("leaves the SPAD XIII's base through its right side, not its front"),
              std::string::npos)
        << words::explainTail(s002);
    EXPECT_TRUE(has(s002, "TAIL-01"));
    EXPECT_FALSE(scene.check(ww1(TailGeometry::S004)).possible);
    // No ruler from the SPAD's front side can go forwards to a rear side 10 mm behind it.
    const TailCheck s003 = scene.check(ww1(TailGeometry::S003));
    EXPECT_FALSE(s003.possible);
    EXPECT_NE(words::explainTail(s003).find("forwards"), std::string::npos) << words::explainTail(s003);

    // Wholly beside, and behind: never a tail.
    for (const Pose pose : {Pose{560, 400, 0}, Pose{440, 400, 0}, Pose{560, 340, 0}, Pose{500, 300, 0}}) {
        scene.target.pose = pose;
        for (const auto geometry : kAllGeometries)
            EXPECT_FALSE(scene.check(ww1(geometry)).possible) << pose.x << "," << pose.y;
    }
}

TEST(TailGeometry, TheRulerMustEnterThroughTheRear) {
    Scene scene;
    scene.target.pose = {500, 500, 90};  // crossing the SPAD's path from left to right
    const TailCheck s002 = scene.check(ww1(TailGeometry::S002));
    EXPECT_FALSE(s002.possible);
    EXPECT_NE(words::explainTail(s002).find("enters the Albatros D.III's base through its right side, not its rear"),
              std::string::npos)
        << words::explainTail(s002);
    scene.target.pose = {500, 500, 180};  // head-on
    const TailCheck headOn = scene.check(ww1(TailGeometry::S004));
    EXPECT_FALSE(headOn.possible);
    EXPECT_NE(words::explainTail(headOn).find("through its front, not its rear"), std::string::npos)
        << words::explainTail(headOn);
    EXPECT_FALSE(scene.check(ww1(TailGeometry::S003)).possible);
}

TEST(TailGeometry, OffsetTargetPassesS003ButNotS002OrS004) {
    // The Albatros 100 mm right and 60 mm ahead: the stand-to-stand ruler
    // leaves through the SPAD's right side, but a ruler from the SPAD's
    // front-right corner to the Albatros's rear-left corner is clear.
    Scene scene;
    scene.target.pose = {600, 460, 0};
    EXPECT_FALSE(scene.check(ww1(TailGeometry::S002)).possible);
    EXPECT_FALSE(scene.check(ww1(TailGeometry::S004)).possible);
    const TailCheck s003 = scene.check(ww1(TailGeometry::S003));
    EXPECT_TRUE(s003.possible) << words::explainTail(s003);
    EXPECT_NEAR(s003.distanceMm, std::hypot(56.0, 20.0), 1e-6);
    EXPECT_NEAR(s003.rulerFrom.x, 522, 1e-6);
    EXPECT_NEAR(s003.rulerTo.x, 578, 1e-6);
}

TEST(TailGeometry, TooFar) {
    Scene scene;
    scene.target.pose = {500, 570, 0};  // 170 mm: exactly the ruler
    EXPECT_TRUE(scene.check(ww1(TailGeometry::S002)).possible);
    scene.target.pose = {500, 580, 0};
    const TailCheck s002 = scene.check(ww1(TailGeometry::S002));
    EXPECT_FALSE(s002.possible);
    EXPECT_NEAR(s002.distanceMm, 180, 1e-9);
    EXPECT_NE(words::explainTail(s002).find("is 180 mm, longer than the ruler (170 mm)"), std::string::npos)
        << words::explainTail(s002);
    EXPECT_FALSE(scene.check(ww1(TailGeometry::S004)).possible);
    // S003 measures from side to side: 140 mm of gap.
    const TailCheck s003 = scene.check(ww1(TailGeometry::S003));
    EXPECT_TRUE(s003.possible) << words::explainTail(s003);
    EXPECT_NEAR(s003.distanceMm, 140, 1e-9);
    scene.target.pose = {500, 611, 0};  // 171 mm of gap
    const TailCheck far = scene.check(ww1(TailGeometry::S003));
    EXPECT_FALSE(far.possible);
    EXPECT_NEAR(far.distanceMm, 171, 1e-9);
    EXPECT_NE(words::explainTail(far).find("171 mm apart"), std::string::npos) << words::explainTail(far);
}

TEST(TailGeometry, AThirdBaseAcrossTheLine) {
    Scene scene;
    // A Camel crosswise between them: its base covers x 480..520, y 428..472.
    scene.others.push_back(airplane("camel", "sopwith_camel", {500, 450, 90}));
    for (const auto geometry : {TailGeometry::S002, TailGeometry::S004}) {
        const TailCheck check = scene.check(ww1(geometry));
        EXPECT_FALSE(check.possible);
        EXPECT_NE(words::explainTail(check).find("crosses the Sopwith Camel's base"), std::string::npos)
            << words::explainTail(check);
    }
    // S003: a ruler from the SPAD's front-left corner to the Albatros's
    // rear-left corner slips past the Camel's side (x 478 < 480).
    const TailCheck s003 = scene.check(ww1(TailGeometry::S003));
    EXPECT_TRUE(s003.possible) << words::explainTail(s003);
    EXPECT_NEAR(s003.distanceMm, 60, 1e-6);
    EXPECT_LT(std::max(s003.rulerFrom.x, s003.rulerTo.x), 480 + 1e-6);

    // A Gotha's wider base (x 470..530, y 422.5..477.5) blocks every ruler.
    scene.others = {airplane("gotha", "gotha_g4", {500, 450, 0})};
    const TailCheck blocked = scene.check(ww1(TailGeometry::S003));
    EXPECT_FALSE(blocked.possible);
    EXPECT_NE(words::explainTail(blocked).find("crosses a base (the shortest crosses the Gotha G.IV's base)"),
              std::string::npos)
        << words::explainTail(blocked);
    EXPECT_FALSE(scene.check(ww1(TailGeometry::S002)).possible);

    // Off the line, it is no obstacle.
    scene.others = {airplane("camel", "sopwith_camel", {600, 450, 0})};
    for (const auto geometry : kAllGeometries) EXPECT_TRUE(scene.check(ww1(geometry)).possible);
}

TEST(TailGeometry, BasesBlockAtAnyAltitudeAndOnTheGround) {
    Scene scene;
    AircraftState camel = airplane("camel", "sopwith_camel", {500, 450, 90}, 0);
    camel.status = AircraftStatus::Landed;
    scene.others = {camel};
    EXPECT_FALSE(scene.check(ww1()).possible);
    camel.status = AircraftStatus::Flying;
    camel.altitude = 4;
    scene.others = {camel};
    EXPECT_FALSE(scene.check(ww1()).possible);
    camel.status = AircraftStatus::Destroyed;  // taken off the table
    scene.others = {camel};
    EXPECT_TRUE(scene.check(ww1()).possible);
}

TEST(TailGeometry, GrazingACornerIsNotCrossing) {
    Scene scene;
    // A Camel whose base's left edge lies on the line x = 500.
    scene.others.push_back(airplane("camel", "sopwith_camel", {522, 450, 0}));
    EXPECT_TRUE(scene.check(ww1(TailGeometry::S002)).possible);
    scene.others.front().pose.x = 521.9;
    EXPECT_FALSE(scene.check(ww1(TailGeometry::S002)).possible);
}

TEST(TailGeometry, S002MeasuresFromTheStandS004FromTheCentre) {
    // The shipped bases put the stand at the centre, so the two agree there;
    // move the small base's stand 10 mm forward and they differ for a SPAD
    // (small base) behind a Gotha (large base, stand still at the centre).
    GameData moved = data();
    moved.geometries.at("ww1_small").standY.value = 10;
    const AircraftState pursuer = spad({500, 400, 0});
    const AircraftState target = airplane("gotha", "gotha_g4", {500, 578, 0});
    const std::vector<AircraftState> all{pursuer, target};
    const TailCheck s002 = checkTail(moved, ww1(TailGeometry::S002), pursuer, target, all, {});
    EXPECT_TRUE(s002.possible) << words::explainTail(s002);
    EXPECT_NEAR(s002.distanceMm, 168, 1e-9);
    EXPECT_NEAR(s002.rulerFrom.y, 410, 1e-9);
    const TailCheck s004 = checkTail(moved, ww1(TailGeometry::S004), pursuer, target, all, {});
    EXPECT_FALSE(s004.possible);
    EXPECT_NEAR(s004.distanceMm, 178, 1e-9);
}

// The readings nest: a centre-to-centre ruler that passes the front and rear
// edges contains a side-to-side ruler, shorter and clear of the same bases,
// so s004 => s003. The answers do not depend on where the table is or which
// way it is turned.
TEST(TailGeometry, RandomPlacementsS004ImpliesS003AndRotationInvariance) {
    Rng rng(20240611);
    auto uniform = [&](double low, double high) {
        constexpr std::uint64_t kSteps = 1ull << 30;
        return low + (high - low) * static_cast<double>(rng.below(kSteps)) / static_cast<double>(kSteps);
    };
    int possible003 = 0, possible004 = 0;
    for (int trial = 0; trial < 400; ++trial) {
        std::vector<AircraftState> all{
            spad({500, 400, uniform(-30, 30)}),
            albatros({500 + uniform(-120, 120), 400 + uniform(30, 220), uniform(-60, 60)}),
            airplane("camel", "sopwith_camel", {500 + uniform(-100, 100), 400 + uniform(0, 200), uniform(0, 360)})};
        const auto overlaps = findOverlaps(all, data(), OverlapShape::Base);
        const TailCheck s003 = checkTail(data(), ww1(TailGeometry::S003), all[0], all[1], all, overlaps);
        const TailCheck s004 = checkTail(data(), ww1(TailGeometry::S004), all[0], all[1], all, overlaps);
        possible003 += s003.possible;
        possible004 += s004.possible;
        if (s004.possible) {
            EXPECT_TRUE(s003.possible) << trial << ": " << words::explainTail(s003);
            EXPECT_LE(s003.distanceMm, s004.distanceMm + 1e-9) << trial;
        }
        // Turn and shift the whole table.
        const double turn = uniform(0, 360);
        const double r = turn * std::numbers::pi / 180;
        std::vector<AircraftState> turned = all;
        for (auto& state : turned) {
            const Pose p = state.pose;
            state.pose = {1000 + p.x * std::cos(r) + p.y * std::sin(r), -300 - p.x * std::sin(r) + p.y * std::cos(r),
                          normalizeHeading(p.heading + turn)};
        }
        for (const auto geometry : kAllGeometries) {
            const TailCheck before = checkTail(data(), ww1(geometry), all[0], all[1], all, overlaps);
            const TailCheck after = checkTail(data(), ww1(geometry), turned[0], turned[1], turned, overlaps);
            EXPECT_EQ(before.possible, after.possible)
                << trial << ": " << words::explainTail(before) << " / " << words::explainTail(after);
            if (before.possible && after.possible) {
                EXPECT_NEAR(before.distanceMm, after.distanceMm, 0.5) << trial;
            }
        }
    }
    // The sample is not degenerate: both happen, and s003 more often.
    EXPECT_GT(possible004, 20);
    EXPECT_GT(possible003, possible004);
}

// --- Altitude (TAIL-02, CONF-10) --------------------------------------------

TEST(TailAltitude, SameLevelOrOneAboveOnly) {
    Scene scene;
    scene.target.pose = {500, 550, 0};  // 150 mm
    struct Case {
        int pursuer, target;
        bool possible;
    };
    for (const auto geometry : kAllGeometries)
        for (const Case c :
             {Case{2, 2, true}, Case{3, 2, true}, Case{3, 1, false}, Case{1, 2, false}, Case{2, 3, false}}) {
            scene.pursuer.altitude = c.pursuer;
            scene.target.altitude = c.target;
            const TailCheck check = scene.check(ww1(geometry));
            EXPECT_EQ(check.possible, c.possible)
                << c.pursuer << " vs " << c.target << ": " << words::explainTail(check);
            if (!c.possible) {
                EXPECT_TRUE(has(check, "CONF-10")) << words::explainTail(check);
            }
        }
    scene.pursuer.altitude = 4;
    scene.target.altitude = 2;
    EXPECT_NE(words::explainTail(scene.check(ww1())).find("2 levels above"), std::string::npos);
    scene.pursuer.altitude = 1;
    EXPECT_NE(words::explainTail(scene.check(ww1())).find("one level below"), std::string::npos);
    EXPECT_TRUE(has(scene.check(ww1()), "TAIL-02"));
}

TEST(TailAltitude, ClimbCountersDoNotMakeALevel) {
    Scene scene;
    scene.target.climb = 1;  // same level, the target a little higher
    EXPECT_TRUE(scene.check(ww1()).possible);
}

TEST(TailAltitude, HalvingOptionOneLevelAbove) {
    Scene scene;
    scene.target.pose = {500, 550, 0};  // 150 mm
    scene.pursuer.altitude = 3;
    RuleOptions rules = ww1();
    const TailCheck full = scene.check(rules);
    EXPECT_TRUE(full.possible);
    EXPECT_NE(words::explainTail(full).find("allowed at the full ruler"), std::string::npos)
        << words::explainTail(full);

    rules.tailAltDistanceHalving = true;
    const TailCheck halved = scene.check(rules);
    EXPECT_FALSE(halved.possible);
    EXPECT_TRUE(has(halved, "CONF-10"));
    EXPECT_NE(words::explainTail(halved).find("longer than half the ruler (85 mm)"), std::string::npos)
        << words::explainTail(halved);

    scene.target.pose = {500, 480, 0};  // 80 mm
    const TailCheck close = scene.check(rules);
    EXPECT_TRUE(close.possible) << words::explainTail(close);
    EXPECT_NE(words::explainTail(close).find("only half the ruler counts"), std::string::npos)
        << words::explainTail(close);
    // At the same level the option changes nothing.
    scene.pursuer.altitude = 2;
    scene.target.pose = {500, 550, 0};
    EXPECT_TRUE(scene.check(rules).possible);
}

// --- Who may tail (TAIL-07, TAIL-09, TAIL-11, TAIL-12, OVL-03, CONF-13/14) ---

TEST(TailRestrictions, SmokeBlocksThePursuerNotTheTarget) {
    Scene scene;
    scene.pursuer.smoke = 3;
    RuleOptions rules = ww1();
    ASSERT_TRUE(rules.tailBlockSmoke);
    const TailCheck smoking = scene.check(rules);
    EXPECT_FALSE(smoking.possible);
    EXPECT_TRUE(has(smoking, "TAIL-12") && has(smoking, "DMG-03"));
    EXPECT_EQ(smoking.distanceMm, 0);
    rules.tailBlockSmoke = false;
    EXPECT_TRUE(scene.check(rules).possible);

    scene.pursuer.smoke = 0;
    scene.target.smoke = 3;  // DMG-03: it can still be tailed
    EXPECT_TRUE(scene.check(ww1()).possible);
}

TEST(TailRestrictions, Fire) {
    Scene scene;
    scene.pursuer.flames = 2;
    RuleOptions rules = ww1();
    ASSERT_FALSE(rules.tailBlockFire);
    // S003: flames stop a tail through the smoke that comes with them (DMG-09).
    const TailCheck bySmoke = scene.check(rules);
    EXPECT_FALSE(bySmoke.possible);
    EXPECT_TRUE(has(bySmoke, "TAIL-12") && has(bySmoke, "DMG-09"));
    rules.tailBlockSmoke = false;
    EXPECT_TRUE(scene.check(rules).possible);
    rules.tailBlockFire = true;  // S004: fire blocks in its own right
    const TailCheck byFire = scene.check(rules);
    EXPECT_FALSE(byFire.possible);
    EXPECT_TRUE(has(byFire, "TAIL-11"));
    EXPECT_NE(words::explainTail(byFire).find("on fire"), std::string::npos);
}

TEST(TailRestrictions, MultiEngineCannotTailButCanBeTailed) {
    Scene scene;
    scene.pursuer = airplane("gotha", "gotha_g4", {500, 400, 0});
    scene.target = airplane("spad", "spad_xiii", {500, 520, 0});
    RuleOptions rules = ww1();
    ASSERT_TRUE(rules.tailBlockMultiEngine);
    const TailCheck gotha = scene.check(rules);
    EXPECT_FALSE(gotha.possible);
    EXPECT_TRUE(has(gotha, "TAIL-07"));
    EXPECT_NE(words::explainTail(gotha).find("Gotha G.IV is a multi-engine airplane"), std::string::npos)
        << words::explainTail(gotha);
    rules.tailBlockMultiEngine = false;
    EXPECT_TRUE(scene.check(rules).possible);

    // Anyone may tail the Gotha.
    scene.pursuer = airplane("spad", "spad_xiii", {500, 400, 0});
    scene.target = airplane("gotha", "gotha_g4", {500, 520, 0});
    EXPECT_TRUE(scene.check(ww1()).possible);
}

TEST(TailRestrictions, OverlappingAirplanesCannotTailEachOther) {
    Scene scene;
    scene.target.pose = {500, 480, 0};  // bases 40 mm apart, cards (88 mm long) overlap
    const std::vector<AircraftState> all{scene.pursuer, scene.target};
    scene.overlaps = findOverlaps(all, data(), OverlapShape::Card);
    ASSERT_EQ(scene.overlaps.size(), 1u);
    const TailCheck overlapping = scene.check(ww1());
    EXPECT_FALSE(overlapping.possible);
    EXPECT_EQ(overlapping.rules, std::vector<std::string>{"OVL-03"});
    scene.overlaps = findOverlaps(all, data(), OverlapShape::Base);
    EXPECT_TRUE(scene.overlaps.empty());
    EXPECT_TRUE(scene.check(ww1()).possible);
}

TEST(TailRestrictions, DamagedOnTheThirdManoeuvre) {
    Scene scene;
    scene.pursuer.damagedInPhase3 = true;
    const RuleOptions standard = ww1();
    ASSERT_EQ(standard.tailBreakOnDamage, TailBreakOnDamage::None);
    EXPECT_TRUE(scene.check(standard).possible);
    const RuleOptions advanced = preset("ww1-advanced", TailGeometry::S002);
    ASSERT_EQ(advanced.tailBreakOnDamage, TailBreakOnDamage::DamagedOnPhase3);
    const TailCheck hit = scene.check(advanced);
    EXPECT_FALSE(hit.possible);
    EXPECT_TRUE(has(hit, "TAIL-09"));
    scene.pursuer.damagedInPhase3 = false;
    EXPECT_TRUE(scene.check(advanced).possible);
}

TEST(TailRestrictions, Ww2AnyDamageBreaksTheTail) {
    AircraftState spitfire = airplane("spitfire", "spitfire_mk1", {500, 400, 0});
    const AircraftState messerschmitt = airplane("bf109", "bf109_e", {500, 500, 0});
    RuleOptions rules = RuleOptions::from(*data().ruleset("ww2-advanced"), data().options);
    // The preset takes s002 while every stand is at its base's centre (the same
    // ruler); the WW2 geometry itself is still the engine's.
    rules.tailGeometry = TailGeometry::S004;
    std::vector<AircraftState> all{spitfire, messerschmitt};
    const TailCheck tail = checkTail(data(), rules, spitfire, messerschmitt, all, {});
    EXPECT_TRUE(tail.possible) << words::explainTail(tail);
    EXPECT_TRUE(has(tail, "TAIL-10"));
    spitfire.damageThisPhase = 1;
    const TailCheck hit = checkTail(data(), rules, spitfire, messerschmitt, all, {});
    EXPECT_FALSE(hit.possible);
    EXPECT_TRUE(has(hit, "TAIL-11"));
}

TEST(TailRestrictions, TailingDisabled) {
    const AircraftState spitfire = airplane("spitfire", "spitfire_mk1", {500, 400, 0});
    const AircraftState messerschmitt = airplane("bf109", "bf109_e", {500, 500, 0});
    const RuleOptions rules = RuleOptions::from(*data().ruleset("ww2-standard"), data().options);
    ASSERT_FALSE(rules.tailingEnabled);
    const std::vector<AircraftState> all{spitfire, messerschmitt};
    const TailCheck check = checkTail(data(), rules, spitfire, messerschmitt, all, {});
    EXPECT_FALSE(check.possible);
    EXPECT_EQ(check.rules, std::vector<std::string>{"CONF-14"});
    EXPECT_FALSE(words::explainTail(check).empty());
    EXPECT_TRUE(possibleTails(data(), rules, all, {}).empty());
}

TEST(TailRestrictions, OnlyEnemiesInPlay) {
    Scene scene;
    scene.target = airplane("camel", "sopwith_camel", {500, 500, 0});
    const TailCheck friendly = scene.check(ww1());
    EXPECT_FALSE(friendly.possible);
    EXPECT_NE(words::explainTail(friendly).find("same side"), std::string::npos);

    scene.target = albatros({500, 500, 0});
    scene.target.status = AircraftStatus::Destroyed;
    EXPECT_FALSE(scene.check(ww1()).possible);
    scene.target.status = AircraftStatus::Flying;
    scene.pursuer.status = AircraftStatus::Landed;
    const TailCheck landed = scene.check(ww1());
    EXPECT_FALSE(landed.possible);
    EXPECT_NE(words::explainTail(landed).find("on the ground"), std::string::npos);
    EXPECT_FALSE(checkTail(data(), ww1(), scene.target, scene.target, {scene.target}, {}).possible);
}

TEST(TailRestrictions, EveryResultHasRulesAndOneSentence) {
    Scene scene;
    scene.pursuer.smoke = 1;
    for (const auto geometry : kAllGeometries)
        for (const TailCheck& check : {scene.check(ww1(geometry)), Scene{}.check(ww1(geometry))}) {
            EXPECT_FALSE(check.rules.empty());
            ASSERT_FALSE(words::explainTail(check).empty());
            EXPECT_EQ(words::explainTail(check).back(), '.');
            EXPECT_EQ(words::explainTail(check).find(". "), std::string::npos) << words::explainTail(check);
        }
}

// --- Every possible pair (TAIL-05) ------------------------------------------

TEST(PossibleTails, EveryEnemyPairInAStableOrder) {
    // The SPAD can tail both Germans, the Camel only the Fokker; nobody tails
    // a friend, and the Germans have nobody ahead of them.
    std::vector<AircraftState> all{
        airplane("d_fokker", "fokker_dr1", {560, 540, 0}),
        airplane("b_camel", "sopwith_camel", {620, 400, 0}),
        airplane("c_albatros", "albatros_d3", {500, 500, 0}),
        airplane("a_spad", "spad_xiii", {500, 400, 0}),
    };
    const auto overlaps = findOverlaps(all, data(), OverlapShape::Base);
    ASSERT_TRUE(overlaps.empty());
    std::vector<std::pair<std::string, std::string>> pairs;
    for (const auto& tail : possibleTails(data(), ww1(), all, overlaps)) {
        EXPECT_TRUE(tail.possible);
        pairs.emplace_back(tail.pursuer, tail.target);
    }
    const std::vector<std::pair<std::string, std::string>> expected{
        {"a_spad", "c_albatros"}, {"a_spad", "d_fokker"}, {"b_camel", "d_fokker"}};
    EXPECT_EQ(pairs, expected);

    // The order does not depend on the order of the list.
    std::reverse(all.begin(), all.end());
    pairs.clear();
    for (const auto& tail : possibleTails(data(), ww1(), all, overlaps)) pairs.emplace_back(tail.pursuer, tail.target);
    EXPECT_EQ(pairs, expected);

    // Airplanes out of play neither tail nor are tailed.
    all.erase(std::remove_if(all.begin(), all.end(), [](const AircraftState& s) { return s.id == "b_camel"; }),
              all.end());
    for (auto& state : all)
        if (state.id == "c_albatros") state.status = AircraftStatus::Crashed;
    pairs.clear();
    for (const auto& tail : possibleTails(data(), ww1(), all, {})) pairs.emplace_back(tail.pursuer, tail.target);
    EXPECT_EQ(pairs, (std::vector<std::pair<std::string, std::string>>{{"a_spad", "d_fokker"}}));
}

// --- The verdict apart from its words (issue 14) ---------------------------
// checkTail says what decided (TailVerdict) and the facts; words::explainTail
// says it. The scenes are those above.

TEST(TailVerdicts, AMeasuredTailAndItsSentence) {
    Scene scene;
    TailCheck check = scene.check(ww1(TailGeometry::S002));
    EXPECT_EQ(check.verdict, TailVerdict::Possible);
    EXPECT_EQ(check.pursuerName, "SPAD XIII");
    EXPECT_EQ(check.targetName, "Albatros D.III");
    EXPECT_EQ(check.geometry, TailGeometry::S002);
    EXPECT_EQ(check.levelsAbove, 0);
    EXPECT_DOUBLE_EQ(check.rulerMm, 170);
    EXPECT_DOUBLE_EQ(check.reachMm, 170);

    scene.target.pose = {500, 580, 0};
    check = scene.check(ww1(TailGeometry::S002));
    EXPECT_EQ(check.verdict, TailVerdict::TooFar);
    EXPECT_FALSE(check.possible);
    EXPECT_FALSE(check.halved);
    EXPECT_EQ(words::explainTail(check),
              "No tail: the ruler from the SPAD XIII's stand to the Albatros D.III's stand is 180 mm, longer than "
              "the ruler (170 mm).");
}

TEST(TailVerdicts, LevelsApart) {
    Scene scene;
    scene.pursuer.altitude = 1;
    TailCheck check = scene.check(ww1());
    EXPECT_EQ(check.verdict, TailVerdict::Below);
    EXPECT_EQ(check.levelsAbove, -1);
    EXPECT_EQ(words::explainTail(check),
              "No tail: the SPAD XIII is one level below the Albatros D.III; a pursuer must be at the target's level "
              "or one above.");
    scene.pursuer.altitude = 4;
    check = scene.check(ww1());
    EXPECT_EQ(check.verdict, TailVerdict::TooHigh);
    EXPECT_EQ(check.levelsAbove, 2);
}

TEST(TailVerdicts, TheWordsOfHandMadeVerdicts) {
    TailCheck check;
    check.pursuer = "spad";
    check.target = "albatros";
    check.pursuerName = "SPAD";
    check.targetName = "Albatros";
    check.geometry = TailGeometry::S003;
    check.verdict = TailVerdict::SidesBlocked;
    check.blocker = "albatros";
    check.blockerName = "Albatros";
    EXPECT_EQ(words::explainTail(check),
              "No tail: every ruler short enough to join the SPAD's front side and the Albatros's rear side crosses a "
              "base (the shortest crosses the Albatros's own base).");
    check.blocker = "camel";
    check.blockerName = "Camel";
    EXPECT_NE(words::explainTail(check).find("(the shortest crosses the Camel's base)"), std::string::npos);

    check.geometry = TailGeometry::S004;
    check.verdict = TailVerdict::LeavesNotFront;
    check.side = BaseSide::Left;
    EXPECT_EQ(words::explainTail(check),
              "No tail: the ruler from the SPAD's centre to the Albatros's centre leaves the SPAD's base through its "
              "left side, not its front.");

    check.verdict = TailVerdict::Possible;
    check.distanceMm = 84.6;
    check.levelsAbove = 1;
    check.halved = true;
    EXPECT_EQ(words::explainTail(check),
              "Tail possible: the ruler runs from the SPAD's front edge into the Albatros's rear edge, centre to "
              "centre 85 mm, and crosses no other airplane (the SPAD is one level above, so only half the ruler "
              "counts).");

    for (const auto& entry : kTailVerdictNames) {
        check.verdict = entry.value;
        EXPECT_EQ(words::explainTail(check).back(), '.') << entry.name;
    }
}

// --- Reordering (TAIL-03, TAIL-04, TAIL-09, TAIL-11) ------------------------

Plan plan(PlannedCard a, PlannedCard b, PlannedCard c) {
    Plan result;
    result.cards = {a, b, c};
    return result;
}

TEST(TailReorder, AnyOrderOfTheSameCards) {
    const Plan original = plan({1}, {5}, {9});
    EXPECT_EQ(checkReorder(original, original, 1), std::nullopt);
    EXPECT_EQ(checkReorder(original, plan({9}, {1}, {5}), 1), std::nullopt);
    EXPECT_EQ(checkReorder(original, plan({5}, {9}, {1}), 1), std::nullopt);
    // TAIL-04: after the first card, only the last two.
    EXPECT_EQ(checkReorder(original, plan({1}, {9}, {5}), 2), std::nullopt);
    EXPECT_EQ(checkReorder(original, original, 3), std::nullopt);
}

TEST(TailReorder, RefusesAChangedCard) {
    const Plan original = plan({1}, {5}, {9});
    const std::string swapped = words::describe(checkReorder(original, plan({1}, {5}, {7}), 1).value());
    EXPECT_NE(swapped.find("only reorder the cards it laid down (1, 5, 9)"), std::string::npos) << swapped;
    EXPECT_NE(checkReorder(original, plan({1}, {1}, {9}), 1), std::nullopt);
}

TEST(TailReorder, RefusesMovingACardBeforeFromCard) {
    const Plan original = plan({1}, {5}, {9});
    const std::string moved = words::describe(checkReorder(original, plan({5}, {1}, {9}), 2).value());
    EXPECT_NE(moved.find("Card 1"), std::string::npos) << moved;
    EXPECT_NE(checkReorder(original, plan({1}, {9}, {5}), 3), std::nullopt);
}

TEST(TailReorder, Ww2SpeedMarkersStayWithTheirCards) {
    const Plan original = plan({1, Speed::Fast}, {5, Speed::Slow}, {9, Speed::Fast});
    EXPECT_EQ(checkReorder(original, plan({5, Speed::Slow}, {1, Speed::Fast}, {9, Speed::Fast}), 1), std::nullopt);
    const std::string changed =
        words::describe(checkReorder(original, plan({5, Speed::Fast}, {1, Speed::Slow}, {9, Speed::Fast}), 1).value());
    EXPECT_NE(changed.find("speed markers must stay with their cards"), std::string::npos) << changed;
    EXPECT_NE(checkReorder(original, plan({1, Speed::Fast}, {5, Speed::Fast}, {9, Speed::Fast}), 1), std::nullopt);
}

TEST(TailReorder, RefusesAChangedDeclarationAndBadCardNumbers) {
    const Plan original = plan({1}, {5}, {9});
    Plan declared = original;
    declared.declaration = Declaration::GentleLoss;
    EXPECT_NE(checkReorder(original, declared, 1), std::nullopt);
    EXPECT_NE(checkReorder(original, original, 0), std::nullopt);
    EXPECT_NE(checkReorder(original, original, 4), std::nullopt);
}

}  // namespace
}  // namespace jasta::test
