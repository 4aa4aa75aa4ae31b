#pragma once
// 64-bit FNV-1a: the one hash of the project for state hashes (game.cpp),
// the data hash of saves (save.cpp) and anything else that must give the
// same number on every machine and standard library. Not for security.

#include <cstdint>
#include <string>
#include <string_view>

namespace jasta {

inline constexpr std::uint64_t kFnvOffsetBasis = 0xcbf29ce484222325ull;
inline constexpr std::uint64_t kFnvPrime = 0x100000001b3ull;

// Continues `hash` over `bytes` (start from kFnvOffsetBasis).
constexpr std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash = kFnvOffsetBasis) {
    for (char c : bytes) {
        hash ^= static_cast<unsigned char>(c);
        hash *= kFnvPrime;
    }
    return hash;
}

// 16 lower-case hex digits, zero-padded: the form hashes take in saves and events.
std::string hexHash(std::uint64_t hash);

}  // namespace jasta
