#pragma once
// The caps on what Jasta reads from files it did not write itself (data,
// scenarios, lessons, rule texts, plans files, saves). Anything past a cap is
// refused with a message naming the file and the JSON pointer, so a broken or
// hostile file costs a clear error instead of the stack, the memory or the
// time of the program. docs/reliability.md ("Caps") gives the reasons for
// each value; change them here and there together.

#include <cstddef>

namespace jasta {

// Bytes in one file. The biggest real file is a save: a long game of the
// largest table (64 airplanes, ~250 commands a turn, a command ~400 bytes
// written with indentation) stays under 20 MB.
inline constexpr std::size_t kMaxFileBytes = std::size_t{32} * 1024 * 1024;

// Levels of nested objects and arrays in one JSON document. Our deepest
// files use 10; deeper input would only be an attack on the stack
// of every recursive step after reading (writing, hashing, comparing).
inline constexpr std::size_t kMaxJsonDepth = 64;

// Bytes in one JSON string or key. The longest real text, a paragraph of
// a rule text, is under 1 KB.
inline constexpr std::size_t kMaxStringBytes = std::size_t{64} * 1024;

// Commands in one save, and turns in one plans file. The longest game of
// the largest table (64 airplanes for 100 turns at ~250 commands a turn)
// needs 25,000.
inline constexpr std::size_t kMaxCommands = 50'000;

// Airplanes in one game (scenario, save, new game). A table holds 16 to 32;
// twice that leaves room for a club's biggest furball while keeping every
// per-phase check (overlaps, tails, shots, all pairs of airplanes) fast.
inline constexpr std::size_t kMaxAircraft = 64;

// Bombs (or clusters) one airplane may carry: the heaviest bomber of the
// data carries 6; twice that leaves room for data to come.
inline constexpr int kMaxBombs = 12;
// RKT-01: an airplane carries at most two batches of Le Prieur rockets.
inline constexpr int kMaxRocketBatches = 2;

}  // namespace jasta
