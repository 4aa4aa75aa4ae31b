// The game's random numbers: our own generator, bounded draw and shuffle,
// so that a seed means the same game on every machine (DESIGN.md §3).

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <numeric>

#include "jasta/base/rng.hpp"
#include "jasta/data/game_data.hpp"

namespace jasta {
namespace {

TEST(Rng, SeedingFollowsSplitMix64) {
    // Published first output of splitmix64 from seed 0.
    const Rng rng(0);
    EXPECT_EQ(rng.state()[0], 0xE220A8397B1DCDAFull);
}

TEST(Rng, OutputFollowsXoshiro256StarStar) {
    // Worked by hand from the reference algorithm for the state {1, 2, 3, 4}:
    // rotl(2 * 5, 7) * 9 = 11520, and the second output is 0.
    Rng rng;
    rng.setState({1, 2, 3, 4});
    EXPECT_EQ(rng.next(), 11520u);
    EXPECT_EQ(rng.next(), 0u);
}

TEST(Rng, SameSeedSameSequenceDifferentSeedDifferentSequence) {
    Rng a(7), b(7), c(8);
    for (int i = 0; i < 100; ++i) {
        const auto value = a.next();
        EXPECT_EQ(value, b.next());
        EXPECT_NE(value, c.next());
    }
}

TEST(Rng, BelowStaysInRangeAndIsRoughlyUniform) {
    Rng rng(12345);
    std::array<int, 6> counts{};
    constexpr int kDraws = 60000;
    for (int i = 0; i < kDraws; ++i) {
        const auto value = rng.below(6);
        ASSERT_LT(value, 6u);
        ++counts[value];
    }
    // Expected 10000 each; 5 standard deviations is about ±456.
    for (int count : counts) EXPECT_NEAR(count, kDraws / 6, 456);
    EXPECT_EQ(rng.below(1), 0u);
}

TEST(Rng, ShuffleIsAPermutationAndDependsOnTheSeed) {
    std::vector<int> a(52), b(52);
    std::iota(a.begin(), a.end(), 0);
    std::iota(b.begin(), b.end(), 0);
    Rng first(1), second(2);
    first.shuffle(std::span<int>(a));
    second.shuffle(std::span<int>(b));
    EXPECT_NE(a, b);
    auto sorted = a;
    std::sort(sorted.begin(), sorted.end());
    std::vector<int> identity(52);
    std::iota(identity.begin(), identity.end(), 0);
    EXPECT_EQ(sorted, identity);
}

TEST(Rng, EveryPositionIsReachedByShuffle) {
    // Where card 0 of a 5-card deck ends up after many shuffles: each place about 1/5.
    std::array<int, 5> where{};
    Rng rng(99);
    for (int round = 0; round < 20000; ++round) {
        std::array<int, 5> deck{0, 1, 2, 3, 4};
        rng.shuffle(std::span<int>(deck));
        ++where[static_cast<std::size_t>(std::find(deck.begin(), deck.end(), 0) - deck.begin())];
    }
    for (int count : where) EXPECT_NEAR(count, 4000, 300);
}

// Golden shuffle (kpat style): seed 2026 applied to WW1 damage deck A as it
// comes out of the box. If this fails, either the RNG or shuffle changed (a
// save-breaking change: every recorded game would replay differently) or
// data/damage/ww1_A.json changed (then update the list below on purpose).
TEST(Rng, GoldenShuffleOfDamageDeckA) {
    const GameData data = loadGameDataOrThrow(JASTA_TEST_DATA_DIR);
    const DamageDeck* deck = data.damageDeck(Era::Ww1, 'A');
    ASSERT_NE(deck, nullptr);
    auto cards = deck->physicalCards();
    Rng rng(2026);
    rng.shuffle(std::span<const DamageCardSpec*>(cards));
    std::vector<std::string> order;
    for (const auto* card : cards) order.push_back(card->id);
    const std::vector<std::string> golden = {
#include "golden_shuffle_deck_a.inc"
    };
    EXPECT_EQ(order, golden);
}

}  // namespace
}  // namespace jasta
