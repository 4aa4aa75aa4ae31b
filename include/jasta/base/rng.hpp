#pragma once
// The one random number generator of the game (DESIGN.md principle 3).
// Our own algorithms, so that the same seed gives the same game with any
// standard library: xoshiro256** seeded through splitmix64, an unbiased
// bounded draw by rejection, and the Fisher–Yates shuffle.

#include <array>
#include <cstdint>
#include <span>
#include <utility>

namespace jasta {

// A seed derived from `seed` and a number (a game's index, a seat): splitmix64
// of both, so derived seeds neither repeat nor follow the parent's own stream.
std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t number);

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0);

    std::uint64_t next();
    // Uniform in [0, bound); bound must be > 0. Unbiased (rejection sampling).
    std::uint64_t below(std::uint64_t bound);

    // Fisher–Yates, from the last element down: element i swaps with one in [0, i].
    template <class T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            const auto j = static_cast<std::size_t>(below(i));
            using std::swap;
            swap(items[i - 1], items[j]);
        }
    }

    // The full state, for saves and hashes.
    [[nodiscard]] std::array<std::uint64_t, 4> state() const { return m_state; }
    void setState(const std::array<std::uint64_t, 4>& state) { m_state = state; }

    bool operator==(const Rng&) const = default;

private:
    std::array<std::uint64_t, 4> m_state{};
};

}  // namespace jasta
