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
#include "jasta/words/events.hpp"
#include "jasta/words/fire.hpp"

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
    // BAL-12: its basket's guns, which fire only under the armed_balloons option.
    ASSERT_EQ(btBalloon().type.weapons.size(), 1u);
    EXPECT_EQ(btBalloon().type.weapons.front().id, kArtilleryWeapon);
    EXPECT_EQ(btBalloon().type.weapons.front().arc, WeaponArc::AllRound);
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

// BAL-08: a 10 x 30 mm "card" (x from -5 to 5) around x = cx, y from 0 to 30.
std::vector<Point2> btStrip(double cx) {
    return {{cx - 5, 30}, {cx + 5, 30}, {cx + 5, 0}, {cx - 5, 0}};
}

TEST(BalloonNets, ALineRunsThroughItsBalloonsAndOnToBothTableEdges) {
    // Two balloons along y = 500 on a 1000 x 800 table, at levels 3 and 2.
    const std::vector<NetPost> posts{{{300, 500}, 3, true}, {{700, 500}, 2, true}};
    const auto line = netStretches(posts, false, 1000, 800);
    ASSERT_EQ(line.size(), 3u);
    EXPECT_EQ(line[0].altitude, 2) << "between them: the lower balloon's level";
    EXPECT_DOUBLE_EQ(line[1].to.x, 0) << "on from the first to the left edge";
    EXPECT_DOUBLE_EQ(line[1].to.y, 500);
    EXPECT_EQ(line[1].altitude, 3) << "a stretch to the edge is framed by its one balloon";
    EXPECT_DOUBLE_EQ(line[2].to.x, 1000);
    EXPECT_EQ(line[2].altitude, 2);
    // A slanting line meets the edge its direction reaches first.
    const auto slant = netStretches({{{400, 400}, 3, true}, {{500, 500}, 3, true}}, false, 1000, 800);
    ASSERT_EQ(slant.size(), 3u);
    EXPECT_DOUBLE_EQ(slant[2].to.x, 800);
    EXPECT_DOUBLE_EQ(slant[2].to.y, 800) << "the top edge comes before the right one";
    // A balloon down takes its stretches with it.
    const auto broken = netStretches({{{300, 500}, 3, true}, {{700, 500}, 2, false}}, false, 1000, 800);
    ASSERT_EQ(broken.size(), 1u);
    EXPECT_DOUBLE_EQ(broken[0].to.x, 0);
}

TEST(BalloonNets, ARingClosesOnItselfAndNeverReachesTheEdges) {
    const std::vector<NetPost> posts{{{300, 300}, 3, true}, {{700, 300}, 3, true}, {{500, 600}, 1, true}};
    const auto ring = netStretches(posts, true, 1000, 800);
    ASSERT_EQ(ring.size(), 3u);
    EXPECT_EQ(ring[1].altitude, 1);
    EXPECT_EQ(ring[2].altitude, 1);
    EXPECT_DOUBLE_EQ(ring[2].to.x, 300) << "the last balloon ties back to the first";
    EXPECT_EQ(ring[0].altitude, 3);
}

// "Impossible to overlap the line at an altitude equal or lower than the
// lower of the two balloons"; "more than a third of the card passes: destroyed".
TEST(BalloonNets, MoreThanAThirdOfTheCardAcrossIsThroughLessIsTouchingAboveIsFree) {
    const NetStretch stretch{{0, 0}, {100, 0}, 2};  // along y = 0, from x 0 to 100
    auto strip = [](double dy) {
        auto card = btStrip(50);
        for (Point2& corner : card) corner.y += dy;
        return card;
    };
    // Coming from below (y < 0), the card 30 mm long reaching over the line by 9 and by 11 mm.
    EXPECT_EQ(netContact(stretch, 2, strip(-21), {50, -100}, {50, -6}), NetContact::Touching) << "9 of 30 mm across";
    EXPECT_EQ(netContact(stretch, 2, strip(-19), {50, -100}, {50, -4}), NetContact::Through) << "11 of 30 mm across";
    EXPECT_NEAR(shareBeyondNet(stretch, strip(-21), {50, -100}), 0.3, 1e-9);
    EXPECT_EQ(netContact(stretch, 1, strip(-21), {50, -100}, {50, -6}), NetContact::Touching) << "below it";
    EXPECT_EQ(netContact(stretch, 3, strip(-19), {50, -100}, {50, -4}), NetContact::None) << "above the balloons";
    // Coming from above, the same card is mostly on the near side.
    EXPECT_EQ(netContact(stretch, 2, strip(-21), {50, 100}, {50, -6}), NetContact::Through)
        << "its centre crossed the net: it passed right through";
    EXPECT_EQ(netContact(stretch, 2, strip(-9), {50, 100}, {50, 6}), NetContact::Touching) << "9 of 30 mm across";
    // Right through in one maneuver, the card clear of the net at the end.
    EXPECT_EQ(netContact(stretch, 2, strip(50), {50, -100}, {50, 65}), NetContact::Through);
    // Off the end of the stretch, or only an edge on the line: no contact.
    auto beside = btStrip(120);
    for (Point2& corner : beside) corner.y -= 15;
    EXPECT_EQ(netContact(stretch, 2, beside, {120, -100}, {120, 0}), NetContact::None) << "past the stretch's end";
    EXPECT_EQ(netContact(stretch, 2, strip(-30), {50, -100}, {50, -15}), NetContact::None) << "its edge on the line";
}

// BAL-12: the basket fires all round at its level and below; one level up
// only within half a ruler beside the card's long sides, at long range; never two up.
ShotCheck btBasketShot(const AircraftState& spad, int balloonAltitude = 2) {
    const DefenceStandIn basket = btBalloon(balloonAltitude);
    const AircraftType& type = *shippedData().aircraftType("spad_xiii");
    return checkShot(shippedData(), presetRules("ww1-standard"), basket.party(), basket.type.weapons.front(),
                     {&spad, &type, &btSpadGeometry(), false}, {spad}, {});
}

bool btNames(const ShotCheck& shot, const char* rule) {
    return std::find(shot.rules.begin(), shot.rules.end(), rule) != shot.rules.end();
}

TEST(BalloonBasket, ItFiresAllRoundAtItsLevelAndBelowAndALevelUpOnlyBesideItsLongSides) {
    const double side = 63.0 / 2 + 20;   // beside a long side: 20 mm off the card's edge
    const double ahead = 88.0 / 2 + 40;  // beyond a short side, 40 mm off
    EXPECT_TRUE(btBasketShot(btSpadAt(0, ahead, 2)).canFire) << "at its level, ahead of it: all round";
    EXPECT_TRUE(btBasketShot(btSpadAt(0, -ahead, 2)).canFire) << "at its level, behind it";
    EXPECT_TRUE(btBasketShot(btSpadAt(side, 0, 1)).canFire) << "a level below";
    const ShotCheck up = btBasketShot(btSpadAt(side, 10, 3));
    EXPECT_TRUE(up.canFire) << "a level up beside a long side, close";
    EXPECT_EQ(up.range, Range::Long) << "damage as at long range";
    EXPECT_TRUE(up.basket);
    const ShotCheck upAhead = btBasketShot(btSpadAt(0, ahead, 3));
    EXPECT_EQ(upAhead.verdict(), ShotVerdict::OutOfArc) << "a level up beyond a short side";
    EXPECT_TRUE(btNames(upAhead, "BAL-12"));
    EXPECT_FALSE(btBasketShot(btSpadAt(side + btRuler() / 2, 0, 3)).canFire) << "a level up beyond half a ruler";
    EXPECT_FALSE(btBasketShot(btSpadAt(side, 0, 4)).canFire) << "two levels up";
    const words::EventNames names;
    const std::string why = words::explainShot(upAhead, words::shotNames(upAhead, names));
    EXPECT_NE(why.find("long sides"), std::string::npos) << why;
}

}  // namespace
}  // namespace jasta::test
