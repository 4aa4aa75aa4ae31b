// Flak batteries (issue 16; AA-04..08) as pure rules: the token's altitude
// bands counted at their edges as S003 gives them ("at most two rulers and at
// least one", "not on the card itself", "on the card or touching its
// border"), the move of "at most one ruler" and "one level up or down", the
// cycle "reloads during the whole next turn, even if it fired in phase one",
// and the burst: "on the token, at the same level whatever the climb
// counters", with the half-ruler near miss as an option.

#include <gtest/gtest.h>

#include <string>

#include "flying_fixture.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/data/ground_type.hpp"
#include "jasta/rules/flak.hpp"
#include "mini_data.hpp"

namespace jasta::test {
namespace {

const GeometrySpec& flakGeometry() {
    return *shippedData().geometry("ww1_small");
}

// A battery card at (500, 500), heading 0, 60 x 90 mm, with a 20 mm token.
FlakBattery battery() {
    return {{500, 500, 0}, 60, 90, 20, flakGeometry().rulerLength.value};
}

double ruler() {
    return battery().rulerMm;
}

// A point `rulers` rulers to the right of the card's centre.
Point2 right(double rulers) {
    return {500 + rulers * ruler(), 500};
}

constexpr double kHair = 1e-6;  // mm: just over or under an edge

TEST(FlakBands, AltitudeOneIsBetweenOneAndTwoRulersEdgesIncluded) {
    EXPECT_EQ(flakPlacement(battery(), right(1.0), 1), FlakPlace::Legal);
    EXPECT_EQ(flakPlacement(battery(), right(2.0), 1), FlakPlace::Legal);
    EXPECT_EQ(flakPlacement(battery(), {500 + ruler() - kHair, 500}, 1), FlakPlace::TooNear);
    EXPECT_EQ(flakPlacement(battery(), {500 + 2 * ruler() + kHair, 500}, 1), FlakPlace::TooFar);
}

TEST(FlakBands, AltitudesTwoAndThreeStartAtHalfARulerAndEndAtOneAndAHalfAndOne) {
    EXPECT_EQ(flakPlacement(battery(), right(0.5), 2), FlakPlace::Legal);
    EXPECT_EQ(flakPlacement(battery(), right(1.5), 2), FlakPlace::Legal);
    EXPECT_EQ(flakPlacement(battery(), {500 + 1.5 * ruler() + kHair, 500}, 2), FlakPlace::TooFar);
    EXPECT_EQ(flakPlacement(battery(), right(1.0), 3), FlakPlace::Legal);
    EXPECT_EQ(flakPlacement(battery(), right(1.2), 3), FlakPlace::TooFar);
    EXPECT_EQ(flakPlacement(battery(), {500 + 0.5 * ruler() - kHair, 500}, 3), FlakPlace::TooNear);
    // The band is a ring all round the card: straight ahead as well as to the side.
    EXPECT_EQ(flakPlacement(battery(), {500, 500 + 0.75 * ruler()}, 3), FlakPlace::Legal);
}

TEST(FlakBands, AltitudeFourIsWithinHalfARulerButNotOnTheCard) {
    // The card reaches 30 mm to the side; a 20 mm token touches it up to 40 mm out.
    ASSERT_GT(0.5 * ruler(), 40.0);
    EXPECT_EQ(flakPlacement(battery(), right(0.5), 4), FlakPlace::Legal);
    EXPECT_EQ(flakPlacement(battery(), {500 + 0.5 * ruler() + kHair, 500}, 4), FlakPlace::TooFar);
    EXPECT_EQ(flakPlacement(battery(), {540 + kHair, 500}, 4), FlakPlace::Legal);
    EXPECT_EQ(flakPlacement(battery(), {540, 500}, 4), FlakPlace::OnTheCard);
    EXPECT_EQ(flakPlacement(battery(), {500, 500}, 4), FlakPlace::OnTheCard);
}

TEST(FlakBands, AltitudeFiveIsOnTheCardOrTouchingItsBorder) {
    EXPECT_EQ(flakPlacement(battery(), {500, 500}, 5), FlakPlace::Legal);
    EXPECT_EQ(flakPlacement(battery(), {540, 500}, 5), FlakPlace::Legal);               // touching its side
    EXPECT_EQ(flakPlacement(battery(), {500, 555}, 5), FlakPlace::Legal);               // touching its front
    EXPECT_EQ(flakPlacement(battery(), {540 + kHair, 500}, 5), FlakPlace::OffTheCard);  // just apart
}

TEST(FlakBands, NoAltitudeBelowOneOrAboveFive) {
    EXPECT_EQ(flakPlacement(battery(), right(1.5), 0), FlakPlace::NoSuchAltitude);
    EXPECT_EQ(flakPlacement(battery(), {500, 500}, 6), FlakPlace::NoSuchAltitude);
    EXPECT_FALSE(flakBand(0));
    EXPECT_FALSE(flakBand(6));
    for (int altitude = kFlakLowestAltitude; altitude <= kFlakHighestAltitude; ++altitude) {
        EXPECT_TRUE(flakBand(altitude)) << altitude;
    }
}

TEST(FlakMove, AtMostOneRulerAndOneLevelKeepingTheNewBand) {
    const Point2 from = right(1.0);  // altitude 1, 2 or 3
    // Straight up the table, 1 ruler exactly, still within altitude 2's 1.5 rulers: allowed.
    EXPECT_EQ(flakMove(battery(), from, 2, {from.x, from.y + ruler()}, 2), FlakPlace::Legal);
    EXPECT_EQ(flakMove(battery(), from, 2, {from.x, from.y + ruler() + kHair}, 2), FlakPlace::MovedTooFar);
    // One level up or down, not two.
    EXPECT_EQ(flakMove(battery(), from, 2, right(1.0), 3), FlakPlace::Legal);
    EXPECT_EQ(flakMove(battery(), from, 2, right(1.5), 1), FlakPlace::Legal);
    EXPECT_EQ(flakMove(battery(), right(1.0), 1, right(0.75), 3), FlakPlace::AltitudeJump);
    // The band of the new altitude still holds: level 3 ends at one ruler.
    EXPECT_EQ(flakMove(battery(), from, 2, right(1.4), 3), FlakPlace::TooFar);
}

TEST(FlakCycle, ArmsInTurnOneAndReloadsTheWholeTurnAfterABurst) {
    EXPECT_EQ(kFlakFirstTurn, 2);
    // A burst in phase 2 of turn 2: reloading in 3, ready in 4.
    EXPECT_EQ(flakBurstTime(2, false), (FlakBurstTime{2, 2}));
    EXPECT_EQ(flakReadyAgain(2), 4);
    // Delayed or moved: phase 1 of turn 3, "even if it fired in phase one"
    // it reloads during the whole of turn 4 and is ready in 5.
    const FlakBurstTime delayed = flakBurstTime(2, true);
    EXPECT_EQ(delayed, (FlakBurstTime{3, 1}));
    EXPECT_EQ(flakReadyAgain(delayed.turn), 5);
}

AircraftState spadAt(Pose pose, int altitude, int climb = 0) {
    return airplane("spad_xiii", pose, altitude, climb);
}

TEST(FlakBurst, AnAirplaneOnTheTokenAtItsLevelDrawsACWhateverItsClimbCounters) {
    const Point2 token = right(1.5);
    const Pose over{token.x, token.y, 90};
    EXPECT_EQ(flakHit(battery(), token, 2, spadAt(over, 2), flakGeometry(), Footprint::Base, false), FlakHit::Direct);
    EXPECT_EQ(flakHit(battery(), token, 2, spadAt(over, 2, 1), flakGeometry(), Footprint::Base, false),
              FlakHit::Direct);
    EXPECT_EQ(flakHitDeck(FlakHit::Direct), 'C');
    // One level off, above or below: untouched.
    EXPECT_EQ(flakHit(battery(), token, 2, spadAt(over, 3), flakGeometry(), Footprint::Base, true), FlakHit::None);
    EXPECT_EQ(flakHit(battery(), token, 2, spadAt(over, 1), flakGeometry(), Footprint::Base, true), FlakHit::None);
}

TEST(FlakBurst, TheTokensDiscMustShareAreaWithTheBase) {
    const Point2 token{700, 500};  // whole millimetres: the edges below are exact
    const double halfBase = flakGeometry().baseWidth.value / 2;
    // Heading 0: the base's side is halfBase to the right of its centre; the
    // token's 10 mm radius reaches it when the centres are halfBase + 10 apart.
    const Pose touching{token.x - halfBase - 10, token.y, 0};
    const Pose sharing{token.x - halfBase - 10 + 0.01, token.y, 0};
    EXPECT_EQ(flakHit(battery(), token, 2, spadAt(touching, 2), flakGeometry(), Footprint::Base, false), FlakHit::None);
    EXPECT_EQ(flakHit(battery(), token, 2, spadAt(sharing, 2), flakGeometry(), Footprint::Base, false),
              FlakHit::Direct);
}

TEST(FlakBurst, TheNearMissOptionReachesHalfARulerAndDealsAnA) {
    const Point2 token{700, 500};
    const double halfBase = flakGeometry().baseWidth.value / 2;
    const Pose halfRuler{token.x - halfBase - 0.5 * ruler() + kHair, token.y, 0};
    const Pose beyond{token.x - halfBase - 0.5 * ruler() - 0.01, token.y, 0};
    EXPECT_EQ(flakHit(battery(), token, 2, spadAt(halfRuler, 2), flakGeometry(), Footprint::Base, true),
              FlakHit::NearMiss);
    EXPECT_EQ(flakHitDeck(FlakHit::NearMiss), 'A');
    EXPECT_EQ(flakHit(battery(), token, 2, spadAt(beyond, 2), flakGeometry(), Footprint::Base, true), FlakHit::None);
    // Without the option a near miss is nothing.
    EXPECT_EQ(flakHit(battery(), token, 2, spadAt(halfRuler, 2), flakGeometry(), Footprint::Base, false),
              FlakHit::None);
}

TEST(FlakBurst, AnAirplaneOutOfPlayIsNotHit) {
    const Point2 token = right(1.5);
    AircraftState down = spadAt({token.x, token.y, 0}, 2);
    down.status = AircraftStatus::Destroyed;
    EXPECT_EQ(flakHit(battery(), token, 2, down, flakGeometry(), Footprint::Base, true), FlakHit::None);
}

TEST(FlakBurst, DistanceToAnOutlineIsZeroInsideAndToTheNearestEdgeOutside) {
    const std::vector<Point2> square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
    EXPECT_DOUBLE_EQ(distanceToOutline({5, 5}, square), 0);
    EXPECT_DOUBLE_EQ(distanceToOutline({15, 5}, square), 5);
    EXPECT_DOUBLE_EQ(distanceToOutline({13, 14}, square), 5);  // to the corner (10, 10)
}

TEST(FlakData, TheShippedBatteryHasACardAStructureAndAToken) {
    const GroundType* flak = shippedData().groundType("flak");
    ASSERT_NE(flak, nullptr);
    EXPECT_EQ(flak->kind, GroundKind::Flak);
    ASSERT_TRUE(flak->tokenDiameter.has_value());
    EXPECT_GT(flak->tokenDiameter->value, 0);
    EXPECT_TRUE(flak->tokenDiameter->estimate) << "S003 gives no size: marked so";
    ASSERT_TRUE(flak->structure.has_value());
    EXPECT_TRUE(flak->structure->estimate) << "S003 gives the DCA no structure points";
    EXPECT_FALSE(flak->gun.has_value()) << "its shell is the token, not an airplane's gun";
}

class BrokenFlak : public MiniDataTest {
protected:
    static Json card() {
        return {{"width", {{"value", 63}, {"source", "s"}}}, {"length", {{"value", 88}, {"source", "s"}}}};
    }
    static Json groundFile(const std::string& id, const std::string& kind) {
        return {{"format_version", 1}, {"id", id},       {"name", id},
                {"kind", kind},        {"card", card()}, {"structure", {{"value", 5}, {"source", "s"}}},
                {"source", "s"}};
    }
};

TEST_F(BrokenFlak, ABatteryWithoutATokenAndATokenOnATrenchAreNamed) {
    files["ground/flak.json"] = groundFile("flak", "flak");
    files["ground/trench.json"] = groundFile("trench", "trench");
    files["ground/trench.json"]["token"] = {{"diameter", {{"value", 25}, {"source", "s"}}}};
    files["ground/wide.json"] = groundFile("wide", "flak");
    files["ground/wide.json"]["token"] = {{"diameter", {{"value", 0}, {"source", "s"}}}};
    const std::string found = load().toString();
    const auto path = [this](const char* name) { return (dir.path() / "ground" / name).generic_string(); };
    EXPECT_NE(found.find(path("flak.json") + ":/token"), std::string::npos) << found;
    EXPECT_NE(found.find(path("trench.json") + ":/token: only a flak battery (kind \"flak\") has a burst token"),
              std::string::npos)
        << found;
    EXPECT_NE(found.find(path("wide.json") + ":/token/diameter/value"), std::string::npos) << found;
}

}  // namespace
}  // namespace jasta::test
