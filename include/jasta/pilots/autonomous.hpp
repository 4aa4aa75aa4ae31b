#pragma once
// Autonomous airplanes (MODE-10, MODE-11, seed 002 "movimiento autónomo"):
// airplanes no player flies, usually bombers. Each keeps a small deck of
// eight of its maneuver cards, shuffled face down; for every maneuver the top
// card is drawn, flown, and shuffled back. Every weapon fires whenever it
// has a target: at the nearest, then at the one that looks most damaged,
// then at one picked at random.
//
// How Jasta reads the seed where it is silent:
// - The eight cards: the deck's first three straights, its stall, and two
//   turning cards to each side, gentle banks first (the broad turns of a
//   heavy airplane), tight turns where a deck has fewer than two banks to a
//   side. A deck that lacks some of them keeps fewer cards.
// - A card drawn and shuffled back each maneuver is a draw with replacement:
//   the three cards of a turn are three independent draws from the eight,
//   one card may come twice (the engine allows that to an airplane the
//   scenario marks `autonomous`, MOV-02). The engine takes plans a turn at a
//   time, so the pilot draws the three at planning; nobody sees them before
//   they are flown.
// - A draw the rules refuse (e.g. a climb card above the ceiling, MOV-16) is
//   drawn again, the way a player puts back a card they may not play.
// - WW2 speed: each card flies at a speed picked at random among those the
//   rules allow for it.
// - "Looks most damaged": more damage cards on its console, then more smoke
//   and flame counters; the values of the cards are hidden (SeatView).
// - An autonomous airplane never tails and never stops to clear a jam.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "jasta/pilots/pilot.hpp"

namespace jasta {

struct ManeuverDeck;

// The card numbers of the autonomous deck of `deck` (MODE-10), straights
// first, then the stall, the left turns and the right turns.
std::vector<int> autonomousDeck(const ManeuverDeck& deck);

// MODE-11: the targets of `options` (legal targets of one weapon) a weapon of
// `shooter` fires at first: the nearest by the ruler, then the most
// damaged-looking; several when still tied (the pilot draws among them).
std::vector<std::string> autonomousTargets(const Engine& engine, const GameState& state, const std::string& shooter,
                                           const std::string& weapon, const std::vector<std::string>& options);

std::unique_ptr<Pilot> makeAutonomousPilot(const PilotSetup& setup);

// The seed of the autonomous pilot of `side`'s airplanes that nobody flies in
// the game played with `gameSeed`: a stream apart from every seat's pilot
// (pilotSeed), so that runGame and the program give it the same draws.
std::uint64_t autonomousPilotSeed(std::uint64_t gameSeed, Side side);

}  // namespace jasta
