// Observation balloons (issue 16; BAL-01..07, BAL-09) as pure rules, at the
// edges their texts give: "3 climb counters per altitude level", "only
// flames and explosion", "reaches 0 structure from flames" against
// "destroyed without being on fire", "at the same altitude ... within half a
// ruler", "more than 1/3 of its base", "both without climb counters or both
// with counters", "entirely or almost entirely ... while lower".

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/data/ground_type.hpp"
#include "jasta/rules/balloons.hpp"
#include "jasta/rules/ground_defences.hpp"

namespace jasta::test {
namespace {

constexpr Point2 kBalloonAt{900, 900};

const GeometrySpec& btSpadGeometry() {
    return *shippedData().geometry("ww1_small");
}
const GroundType& btBalloonType() {
    return *shippedData().groundType("balloon");
}
double btRuler() {
    return btSpadGeometry().rulerLength.value;
}

// The balloon at (900, 900), heading 0, at `altitude` with `climb` counters, as the fire rules see it.
DefenceStandIn btBalloon(int altitude = 3, int climb = 0) {
    DefenceStandIn standIn =
        defenceStandIn("drachen", Side::Central, {kBalloonAt.x, kBalloonAt.y, 0}, btBalloonType(), btSpadGeometry());
    standIn.state.altitude = altitude;
    standIn.state.climb = climb;
    return standIn;
}

std::vector<Point2> balloonCard() {
    return balloonCardOnTable({kBalloonAt.x, kBalloonAt.y, 0}, btBalloonType().cardWidth.value,
                              btBalloonType().cardLength.value);
}

// A SPAD heading like the balloon, its base centre `dx`, `dy` mm from the balloon card's centre.
AircraftState btSpadAt(double dx, double dy, int altitude, int climb = 0) {
    return airplane("spad_xiii", {kBalloonAt.x + dx, kBalloonAt.y + dy, 0}, altitude, climb);
}

BalloonContact btContact(const AircraftState& spad, const DefenceStandIn& target, BalloonCollision option) {
    RuleOptions rules = presetRules("ww1-standard");
    rules.balloonCollision = option;
    return balloonContact(spad, btSpadGeometry(), target.state, target.geometry, rules);
}

TEST(BalloonData, TheShippedBalloonIsAStandardCardWithEstimatedStructure) {
    EXPECT_EQ(btBalloonType().kind, GroundKind::Balloon);
    EXPECT_TRUE(btBalloonType().firedAt());
    EXPECT_FALSE(btBalloonType().defence()) << "a balloon does not fire at airplanes (BAL-12 is an option)";
    ASSERT_TRUE(btBalloonType().structure.has_value());
    EXPECT_TRUE(btBalloonType().structure->estimate) << "the seeds give no structure for a balloon";
    EXPECT_TRUE(btBalloon().type.weapons.empty());
    EXPECT_TRUE(btBalloon().balloon);
}

TEST(BalloonWinch, ThreeClimbCountersMakeALevelAndTheGroundStopsIt) {
    EXPECT_EQ(winchedOneCounter({3, 0}), (BalloonHeight{2, 2}));
    EXPECT_EQ(winchedOneCounter({2, 2}), (BalloonHeight{2, 1}));
    EXPECT_EQ(winchedOneCounter({2, 1}), (BalloonHeight{2, 0}));
    EXPECT_EQ(winchedOneCounter({0, 1}), (BalloonHeight{0, 0}));
    EXPECT_EQ(winchedOneCounter({0, 0}), (BalloonHeight{0, 0}));
    // From the usual altitude 3 to the ground: 3 levels of 3 counters, 9 turns.
    BalloonHeight height{kBalloonStartAltitude, 0};
    int turns = 0;
    while (!onTheGround(height)) {
        height = winchedOneCounter(height);
        ++turns;
    }
    EXPECT_EQ(turns, 9);
    EXPECT_FALSE(onTheGround({0, 1})) << "one counter above level 0 is still in the air";
}

TEST(BalloonSpecials, OnlyFlamesAndExplosionTouchABalloon) {
    EXPECT_EQ(balloonSpecial(Special::Fire), BalloonSpecial::Flames);
    EXPECT_EQ(balloonSpecial(Special::Explosion), BalloonSpecial::Explosion);
    for (Special other : {Special::None, Special::Smoke, Special::Jam, Special::RudderLeft, Special::RudderRight,
                          Special::Engine, Special::PilotWounded})
        EXPECT_EQ(balloonSpecial(other), BalloonSpecial::None) << nameOf(other);
}

TEST(BalloonFate, AnExplosionCardBlowsItUpWhateverItsDamage) {
    EXPECT_EQ(balloonFate(0, 12, 0, BalloonSpecial::Explosion), BalloonFate::Exploded);
}

TEST(BalloonFate, ReachingItsStructureOnFireItExplodesWithoutFireItIsRemoved) {
    EXPECT_EQ(balloonFate(11, 12, 1, BalloonSpecial::None), BalloonFate::Standing) << "one point short";
    EXPECT_EQ(balloonFate(12, 12, 1, BalloonSpecial::None), BalloonFate::Exploded);
    EXPECT_EQ(balloonFate(12, 12, 0, BalloonSpecial::None), BalloonFate::Removed);
    EXPECT_EQ(balloonFate(15, 12, 0, BalloonSpecial::None), BalloonFate::Removed);
    // The card that brings it down may be the one that sets it alight.
    EXPECT_EQ(balloonFate(12, 12, 0, BalloonSpecial::Flames), BalloonFate::Exploded);
}

TEST(BalloonBlast, OnItsCardACNearItAnAOnlyAtItsLevel) {
    const auto card = balloonCard();
    auto hit = [&](const AircraftState& spad) {
        return balloonBlastHit(card, 3, spad, btSpadGeometry(), Footprint::Base, btRuler());
    };
    EXPECT_EQ(hit(btSpadAt(0, 0, 3)), BalloonBlastHit::OnCard);
    EXPECT_EQ(hit(btSpadAt(0, 0, 3, 2)), BalloonBlastHit::OnCard) << "the same level, whatever the climb counters";
    EXPECT_EQ(hit(btSpadAt(0, 0, 4)), BalloonBlastHit::None) << "a level above";
    EXPECT_EQ(hit(btSpadAt(0, 0, 2, 2)), BalloonBlastHit::None) << "a level below";
    // The SPAD's base (44 mm wide) beside the card (63 mm wide): gap = dx - 22 - 31.5.
    const double touching = btBalloonType().cardWidth.value / 2 + btSpadGeometry().baseWidth.value / 2;
    EXPECT_EQ(hit(btSpadAt(touching + btRuler() / 2, 0, 3)), BalloonBlastHit::Near) << "half a ruler exactly";
    EXPECT_EQ(hit(btSpadAt(touching + btRuler() / 2 + 0.01, 0, 3)), BalloonBlastHit::None) << "just beyond";
    EXPECT_EQ(balloonBlastDeck(BalloonBlastHit::OnCard), 'C');
    EXPECT_EQ(balloonBlastDeck(BalloonBlastHit::Near), 'A');
}

TEST(BalloonCollisionS003, MoreThanAThirdOfTheBaseOverTheCardAtOneLevelWithCounterParity) {
    // The base is 40 mm long, the card 88: the base's rear edge `overlapMm` into the card's front edge.
    const double reach = btBalloonType().cardLength.value / 2 + btSpadGeometry().baseLength.value / 2;
    auto withOverlap = [&](double overlapMm, int altitude, int climb) {
        return btSpadAt(0, reach - overlapMm, altitude, climb);
    };
    const auto option = BalloonCollision::S003OverlapThird;
    EXPECT_EQ(btContact(withOverlap(14, 3, 0), btBalloon(), option), BalloonContact::Collision) << "14 of 40 mm";
    EXPECT_EQ(btContact(withOverlap(13, 3, 0), btBalloon(), option), BalloonContact::None)
        << "13 of 40 mm: a third or less";
    EXPECT_EQ(btContact(withOverlap(40, 3, 1), btBalloon(3, 2), option), BalloonContact::Collision)
        << "both with counters, any number";
    EXPECT_EQ(btContact(withOverlap(40, 3, 1), btBalloon(), option), BalloonContact::None)
        << "counters on one side only";
    EXPECT_EQ(btContact(withOverlap(40, 4, 0), btBalloon(), option), BalloonContact::None) << "another level";
}

TEST(BalloonCollisionS002, TheCollisionOptionsFindItAndNothingAvoidsIt) {
    const double reach = btBalloonType().cardLength.value / 2 + btSpadGeometry().baseLength.value / 2;
    const auto option = BalloonCollision::S002Unavoidable;
    // ww1-standard: bases overlap (any share), at the same level.
    EXPECT_EQ(btContact(btSpadAt(0, reach - 2, 3), btBalloon(), option), BalloonContact::Collision);
    EXPECT_EQ(btContact(btSpadAt(0, reach - 2, 3, 2), btBalloon(), option), BalloonContact::Collision)
        << "same_level: counters do not matter";
    EXPECT_EQ(btContact(btSpadAt(0, reach + 1, 3), btBalloon(), option), BalloonContact::None) << "apart";
    EXPECT_EQ(btContact(btSpadAt(0, reach - 2, 4), btBalloon(), option), BalloonContact::None) << "above it";
    EXPECT_STREQ(balloonContactRule(BalloonContact::Collision, option), "BAL-06");
    EXPECT_STREQ(balloonContactRule(BalloonContact::Collision, BalloonCollision::S003OverlapThird), "BAL-05");
}

TEST(BalloonCables, AnAirplaneLowerWithItsCardOverAlmostAllTheBalloonCardHitsTheCables) {
    for (const auto option : {BalloonCollision::S002Unavoidable, BalloonCollision::S003OverlapThird}) {
        EXPECT_EQ(btContact(btSpadAt(0, 0, 1), btBalloon(), option), BalloonContact::Cables) << "right under it";
        EXPECT_NE(btContact(btSpadAt(0, 0, 3), btBalloon(3, 1), option), BalloonContact::Cables)
            << "below by climb counters only is the same altitude (as BAL-05 counts it)";
        // The cards are both 88 mm long: 22 mm off leaves exactly three quarters covered.
        EXPECT_EQ(btContact(btSpadAt(0, 21, 2), btBalloon(), option), BalloonContact::Cables) << "67 of 88 mm covered";
        EXPECT_EQ(btContact(btSpadAt(0, 23, 2), btBalloon(), option), BalloonContact::None) << "65 of 88 mm covered";
        EXPECT_EQ(btContact(btSpadAt(0, 0, 4), btBalloon(), option), BalloonContact::None) << "above it";
    }
}

TEST(BalloonGeometry, SharedAreaAndGapBetweenPolygons) {
    const std::vector<Point2> square{{0, 10}, {10, 10}, {10, 0}, {0, 0}};
    const std::vector<Point2> shifted{{5, 10}, {15, 10}, {15, 0}, {5, 0}};
    const std::vector<Point2> apart{{13, 4}, {20, 4}, {20, 0}, {13, 0}};
    EXPECT_NEAR(sharedAreaShare(square, shifted), 0.5, 1e-9);
    EXPECT_NEAR(sharedAreaShare(square, square), 1.0, 1e-9);
    EXPECT_DOUBLE_EQ(sharedAreaShare(square, apart), 0.0);
    EXPECT_DOUBLE_EQ(polygonGapMm(square, shifted), 0.0);
    EXPECT_DOUBLE_EQ(polygonGapMm(square, apart), 3.0);
    // Turned a quarter, the card lies across the heading.
    const auto turned = balloonCardOnTable({0, 0, 90}, 60, 80);
    double maxX = 0;
    for (const Point2& corner : turned) maxX = std::max(maxX, corner.x);
    EXPECT_NEAR(maxX, 40, 1e-9);
}

}  // namespace
}  // namespace jasta::test
