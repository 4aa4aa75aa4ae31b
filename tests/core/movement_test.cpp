// Where the airplane ends up after each card (MOV-06), worked by hand from
// the card data, and the geometric properties every card must have.

#include <cmath>

#include "flying_fixture.hpp"
#include "jasta/base/rng.hpp"

namespace jasta::test {
namespace {

constexpr double kMm = 1e-6;  // exact arithmetic, up to rounding

Pose fly(const Pose& start, std::string_view type, int number) {
    const auto& data = shippedData();
    const auto* aircraft = data.aircraftType(type);
    const auto* card = data.deckOf(*aircraft)->card(number);
    return applyCardMove(start, *card->move(Speed::Normal), *data.geometryOf(*aircraft));
}

void expectPose(const Pose& actual, double x, double y, double heading) {
    EXPECT_NEAR(actual.x, x, 1e-4);
    EXPECT_NEAR(actual.y, y, 1e-4);
    EXPECT_NEAR(actual.heading, heading, 1e-9);
}

// SPAD XIII, deck A, small WW1 base: front mark and rear arrow 20 mm from the centre.
TEST(Movement, SpadStraightFromTheOrigin) {
    // Arrowhead at 20 + 92 = 112 mm ahead; the centre 20 mm further on.
    expectPose(fly({0, 0, 0}, "spad_xiii", 1), 0, 132, 0);
    // Facing +x (heading 90), the same card goes right.
    expectPose(fly({100, 100, 90}, "spad_xiii", 1), 232, 100, 90);
    // Facing the first player (180), down the table.
    expectPose(fly({100, 500, 180}, "spad_xiii", 1), 100, 368, 180);
}

TEST(Movement, SpadBankRight) {
    // Card 6: arrowhead (25.9, 82.1), 35 degrees right. Centre = arrowhead + 20 mm along 35 degrees.
    const double s = std::sin(35.0 * M_PI / 180), c = std::cos(35.0 * M_PI / 180);
    expectPose(fly({0, 0, 0}, "spad_xiii", 6), 25.9 + 20 * s, 20 + 82.1 + 20 * c, 35);
}

TEST(Movement, SpadTurnLeft) {
    // Card 11: arrowhead (-42.1, 60.1), 70 degrees left: new heading 290.
    const double s = std::sin(290.0 * M_PI / 180), c = std::cos(290.0 * M_PI / 180);
    expectPose(fly({0, 0, 0}, "spad_xiii", 11), -42.1 + 20 * s, 80.1 + 20 * c, 290);
}

TEST(Movement, SpadSideslipStallAndImmelmann) {
    expectPose(fly({0, 0, 0}, "spad_xiii", 16), 25.8, 122.8, 0);  // sideslip right keeps the heading
    expectPose(fly({0, 0, 0}, "spad_xiii", 17), 0, 58, 0);        // stall: 20 + 18 + 20
    expectPose(fly({0, 0, 0}, "spad_xiii", 18), 0, 37, 180);      // Immelmann: arrowhead 57 mm ahead, turned back
    expectPose(fly({0, 0, 0}, "spad_xiii", 19), 0, 58, 0);        // climb: a red stall
    expectPose(fly({0, 0, 0}, "spad_xiii", 20), 0, 132, 0);       // dive: a red straight
}

TEST(Movement, CamelNinetyDegreeRight) {
    // Card 5 of deck C: arrowhead (32.1, 32.1), facing +x afterwards.
    expectPose(fly({0, 0, 0}, "sopwith_camel", 5), 32.1 + 20, 20 + 32.1, 90);
}

TEST(Movement, EveryCardIsTheSameFromAnyPose) {
    // Rotation and translation invariance: a card moves the airplane the same
    // way relative to itself wherever it stands and whichever way it faces.
    const auto& data = shippedData();
    Rng rng(7);
    for (const auto& deck : data.maneuverDecks) {
        const GeometrySpec& geometry = *data.geometry(deck.era == Era::Ww1 ? "ww1_small" : "ww2_small");
        for (const auto& card : deck.cards) {
            for (const auto& move : card.moves) {
                if (!move) continue;
                const Pose origin = applyCardMove({0, 0, 0}, *move, geometry);
                const Pose start{static_cast<double>(rng.below(1000)), static_cast<double>(rng.below(1000)),
                                 static_cast<double>(rng.below(3600)) / 10.0};
                const Pose end = applyCardMove(start, *move, geometry);
                const Point2 relative = toLocal(start, {end.x, end.y});
                EXPECT_NEAR(relative.x, origin.x, kMm) << deck.file << " card " << card.number;
                EXPECT_NEAR(relative.y, origin.y, kMm) << deck.file << " card " << card.number;
                EXPECT_NEAR(headingDifference(end.heading - start.heading, origin.heading), 0.0, 1e-9);
            }
        }
    }
}

TEST(Movement, LeftAndRightCardsAreMirrorImages) {
    const auto& data = shippedData();
    const auto* deck = data.maneuverDeck(Era::Ww1, 'A');
    const auto& geometry = *data.geometry("ww1_small");
    int pairs = 0;
    for (const auto& left : deck->cards) {
        if (left.direction != Direction::Left) continue;
        for (const auto& right : deck->cards) {
            if (right.direction != Direction::Right || right.kind != left.kind) continue;
            const Pose l = applyCardMove({0, 0, 0}, *left.move(Speed::Normal), geometry);
            const Pose r = applyCardMove({0, 0, 0}, *right.move(Speed::Normal), geometry);
            EXPECT_NEAR(l.x, -r.x, kMm);
            EXPECT_NEAR(l.y, r.y, kMm);
            EXPECT_NEAR(normalizeHeading(-l.heading), r.heading, 1e-9);
            ++pairs;
        }
    }
    EXPECT_GE(pairs, 6);
}

TEST(Movement, PathRunsFromFrontMarkToArrowhead) {
    const auto& data = shippedData();
    const auto* card = data.maneuverDeck(Era::Ww1, 'A')->card(12);
    const auto& geometry = *data.geometry("ww1_small");
    const Pose start{300, 300, 45};
    const auto path = cardPathOnTable(start, *card->move(Speed::Normal), geometry);
    ASSERT_GE(path.size(), 2u);
    const Point2 frontMark = toTable(start, {0, 20});
    EXPECT_NEAR(path.front().x, frontMark.x, kMm);
    EXPECT_NEAR(path.front().y, frontMark.y, kMm);
    const Pose end = applyCardMove(start, *card->move(Speed::Normal), geometry);
    const Point2 rearArrow = toTable(end, {0, -20});
    EXPECT_NEAR(path.back().x, rearArrow.x, 1e-3);
    EXPECT_NEAR(path.back().y, rearArrow.y, 1e-3);
}

TEST(Movement, AnimationStartsAndEndsOnTheRealPoses) {
    const auto& data = shippedData();
    const auto& geometry = *data.geometry("ww1_small");
    for (int number : {1, 6, 11, 17, 18}) {
        const auto& move = *data.maneuverDeck(Era::Ww1, 'A')->card(number)->move(Speed::Normal);
        const Pose start{200, 200, 30};
        const auto poses = animationPoses(start, move, geometry, 25);
        ASSERT_EQ(poses.size(), 25u);
        EXPECT_EQ(poses.front(), start);
        EXPECT_EQ(poses.back(), applyCardMove(start, move, geometry));
        // No jumps: consecutive frames are close together.
        for (std::size_t i = 1; i < poses.size(); ++i)
            EXPECT_LT(std::hypot(poses[i].x - poses[i - 1].x, poses[i].y - poses[i - 1].y), 25.0) << number;
    }
}

TEST(Movement, HeadingHelpers) {
    EXPECT_DOUBLE_EQ(normalizeHeading(-90), 270);
    EXPECT_DOUBLE_EQ(normalizeHeading(720), 0);
    EXPECT_DOUBLE_EQ(headingDifference(350, 10), 20);
    EXPECT_DOUBLE_EQ(headingDifference(0, 180), 180);
    const Pose pose{10, 20, 90};
    const Point2 ahead = toTable(pose, {0, 10});
    EXPECT_NEAR(ahead.x, 20, kMm);
    EXPECT_NEAR(ahead.y, 20, kMm);
    const Point2 right = toTable(pose, {10, 0});  // facing +x, the right wing points to -y
    EXPECT_NEAR(right.x, 10, kMm);
    EXPECT_NEAR(right.y, 10, kMm);
}

}  // namespace
}  // namespace jasta::test
