#include "jasta/base/rng.hpp"

namespace jasta {

namespace {

// splitmix64 (Steele, Lea, Flood 2014): spreads one 64-bit seed over the state.
std::uint64_t splitmix64(std::uint64_t& x) {
    x += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = x;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

constexpr std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

}  // namespace

std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t number) {
    std::uint64_t x = seed;
    const std::uint64_t mixed = splitmix64(x);
    std::uint64_t y = mixed ^ (number * 0xD1B54A32D192ED03ull + 1);
    return splitmix64(y);
}

Rng::Rng(std::uint64_t seed) {
    for (auto& word : m_state) word = splitmix64(seed);
}

// xoshiro256** 1.0 (Blackman, Vigna 2018).
std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
    if (bound <= 1) return 0;
    // Reject the top partial block so every value is equally likely.
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t value;
    do {
        value = next();
    } while (value >= limit);
    return value % bound;
}

}  // namespace jasta
