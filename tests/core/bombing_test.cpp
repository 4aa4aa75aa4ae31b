// Bombing as the rules count it (BOMB-03..06, BOMB-08), at the edges of each
// count: the markers by level, the card a bomb moves along, what a bomb card
// covers, the damage by load, and the full load ending with a release.

#include "jasta/rules/bombing.hpp"
#include "flying_fixture.hpp"

namespace jasta::test {
namespace {

TEST(Bombing, MarkersGrowWithTheLevelOfTheDrop) {
    // BOMB-04: from level 1 the bomb lands after its first move; BOMB-05: one
    // more move per marker, 1 at levels 2-3, 2 at 4-6, 3 at 7-10, 4 above.
    const std::vector<std::pair<int, int>> levels{{1, 0}, {2, 1},  {3, 1},  {4, 2}, {6, 2},
                                                  {7, 3}, {10, 3}, {11, 4}, {15, 4}};
    for (const auto& [level, markers] : levels) EXPECT_EQ(bombMarkers(level), markers) << "level " << level;
}

TEST(Bombing, ABombMovesAlongAStallAfterAStallElseAStraight) {
    const ManeuverDeck& spad = *shippedData().maneuverDeck(Era::Ww1, 'A');
    ASSERT_NE(bombMoveCard(spad, true), nullptr);
    EXPECT_EQ(bombMoveCard(spad, true)->kind, CardKind::Stall);
    ASSERT_NE(bombMoveCard(spad, false), nullptr);
    EXPECT_EQ(bombMoveCard(spad, false)->kind, CardKind::Straight);
    EXPECT_EQ(bombMoveCard(spad, false)->number, 1) << "the deck's first straight";
}

class BombCoverTest : public ::testing::Test {
protected:
    const GroundType& bomb = *shippedData().bombCard();
    const GroundType& depot = *shippedData().groundType("depot");
    const Pose target{450, 450, 0};
    BombCover at(double x, double y, double heading = 0) const {
        return bombCover({x, y, heading}, bomb, target, depot);
    }
};

TEST_F(BombCoverTest, TheRedDotUnderTheBombCardIsAHit) {
    EXPECT_EQ(at(450, 450), BombCover::Centre);
    const double halfLength = bomb.cardLength.value / 2;
    EXPECT_EQ(at(450, 450 + halfLength), BombCover::Centre) << "the dot on the card's edge is covered";
    EXPECT_EQ(at(450, 450 + halfLength + 0.5), BombCover::Touch) << "just past it: only the cards meet";
}

TEST_F(BombCoverTest, TouchingTheCardWithoutTheDotAndMissing) {
    // Side by side along x: the cards meet while their half widths overlap.
    const double apart = bomb.cardWidth.value / 2 + depot.cardWidth.value / 2;
    EXPECT_EQ(at(450 + apart - 1, 450), BombCover::Touch);
    EXPECT_EQ(at(450 + apart + 1, 450), BombCover::Miss);
    EXPECT_EQ(at(450 + apart, 450), BombCover::Miss) << "edges that only touch count as apart";
    EXPECT_EQ(at(800, 800), BombCover::Miss);
    // Turned a quarter, the bomb card reaches across with its length.
    const double turned = bomb.cardLength.value / 2 + depot.cardWidth.value / 2;
    EXPECT_EQ(at(450 + turned - 1, 450, 90), BombCover::Touch);
}

TEST(Bombing, DamageByLoadAndCover) {
    EXPECT_EQ(bombDamage(BombCover::Centre, false, 1), 5);
    EXPECT_EQ(bombDamage(BombCover::Touch, false, 1), 2);
    EXPECT_EQ(bombDamage(BombCover::Centre, true, 1), 12) << "a cluster of three";
    EXPECT_EQ(bombDamage(BombCover::Touch, true, 1), 5);
    EXPECT_EQ(bombDamage(BombCover::Centre, false, 3), 15) << "three bombs dropped together";
    EXPECT_EQ(bombDamage(BombCover::Miss, true, 4), 0);
}

// BOMB-08 on the Gotha (climb rate 6; 7 while fully loaded).
TEST(Bombing, TheFullLoadEndsWithHalfTheBombsAndACounterMayGo) {
    const AircraftType& gotha = *shippedData().aircraftType("gotha_g4");
    const auto loaded = [&](int climb) {
        AircraftState state = airplane("gotha_g4", {450, 450, 0}, 2, climb);
        state.bombs = state.bombsLoaded = 6;
        state.fullBombLoad = true;
        return state;
    };
    AircraftState bomber = loaded(6);
    EXPECT_FALSE(releaseBombs(bomber, gotha, 3)) << "three of six left: still a full load";
    EXPECT_TRUE(bomber.fullBombLoad);
    EXPECT_EQ(bomber.climb, 6);
    EXPECT_TRUE(releaseBombs(bomber, gotha, 1)) << "two of six: the load ends, six counters would make a level";
    EXPECT_FALSE(bomber.fullBombLoad);
    EXPECT_EQ(bomber.bombs, 2);
    EXPECT_EQ(bomber.climb, 5) << "it stays at its level and discards one counter";
    EXPECT_EQ(bomber.altitude, 2);
    bomber = loaded(5);
    EXPECT_FALSE(releaseBombs(bomber, gotha, 4)) << "five counters do not make a level at 6";
    EXPECT_EQ(bomber.climb, 5);
    bomber = loaded(6);
    EXPECT_FALSE(releaseBombs(bomber, gotha, 0));
    EXPECT_EQ(bomber.bombs, 6);
    EXPECT_TRUE(releaseBombs(bomber, gotha, 9)) << "all at once";
    EXPECT_EQ(bomber.bombs, 0) << "never more than aboard";
    EXPECT_EQ(bomber.climb, 5);
}

}  // namespace
}  // namespace jasta::test
