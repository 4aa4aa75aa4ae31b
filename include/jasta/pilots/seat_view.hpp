#pragma once
// What one seat may see of a game (DESIGN.md principle 8): the state as the
// players of one side see it at the table, or in DeathMatch (MODE-01), where
// every pilot flies for himself, as one pilot sees it. A computer pilot is given this
// and nothing else, so it cannot read what its player could not.
//
// Kept whole: the seat's own airplanes (their plans, damage cards and
// points, secret specials: DMG-02 shows them to their own player), and
// everything the table shows of every airplane: pose, altitude and climb
// counters, status, the cards already flown, smoke, flames, jams, aim,
// fuel, ammunition left, how many damage cards it holds, the tails, the
// fire step's options and orders, the result.
// Hidden from the seat, replaced by placeholders that are the same whatever
// the hidden thing was:
// - another side's plan: kept as "planned" (the cards lie face down), with
//   each card not yet shown as number kUnknownCard; a card is shown once its
//   phase has been flown, and, while the seat's pursuer reorders (TAIL-03/04),
//   the target's card just revealed to it (WW2: without its speed, TAIL-11);
// - another side's damage: its damage points, the damage of this phase, the
//   damage cards' ids (kHiddenCard each, the count stays), the secret specials
//   (rudder jams, engine hits, wounds and the fire they forbid);
// - the checks of another side's plan (violations);
// - every airplane's face-down ammunition cards (kHiddenCard each: nobody
//   sees those, not even their owner);
// - the damage piles (their order is the deck's secret; absent).
// The game's Rng is not part of a GameState, so no view holds it.

#include <string>
#include <string_view>
#include <vector>

#include "jasta/game/game.hpp"

namespace jasta {

// A card number no deck has: a face-down card of another side's plan.
inline constexpr int kUnknownCard = 0;
// The id put in place of a face-down damage or ammunition card.
inline constexpr std::string_view kHiddenCard = "?";

// Whose view it is: the players of a side, or in DeathMatch the one pilot of
// a team (AircraftState::team, its airplane's id). "Own" airplanes are those
// of the seat's side and team; everything else is another's.
struct Seat {
    Side side = Side::Entente;
    std::string team;  // empty: the whole side (every game but DeathMatch)
    bool operator==(const Seat&) const = default;
};
// The seat `airplane` is flown from: its side and team.
[[nodiscard]] Seat seatOf(const AircraftState& airplane);
// The seat that decides for `id` in `state`: an airplane's own seat, else (a
// flak battery, AA-04, or an id not in the game) the whole of `side`.
[[nodiscard]] Seat seatDeciding(const GameState& state, std::string_view id, Side side);

class SeatView {
public:
    // The view of `state` for the players of `seat`.
    SeatView(const GameState& state, const Seat& seat);
    // The view of a whole side (every game but DeathMatch).
    SeatView(const GameState& state, Side side) : SeatView(state, Seat{side, {}}) {}

    [[nodiscard]] Side seat() const { return m_seat.side; }
    [[nodiscard]] const std::string& team() const { return m_seat.team; }
    // The state with the hidden parts replaced (see above). Its plannedAs is
    // redacted like its airplanes.
    [[nodiscard]] const GameState& state() const { return m_state; }
    // The airplanes of the seat (the ids whose decisions it makes).
    [[nodiscard]] bool owns(std::string_view aircraftId) const;
    // The decisions the engine waits for from this seat now.
    [[nodiscard]] std::vector<Decision> decisions() const { return m_decisions; }

    // Two views are equal when they show the same things (tests: states that
    // differ only in hidden things give equal views).
    bool operator==(const SeatView& other) const;

private:
    // An airplane of the seat: its plans and damage are the seat's to see.
    [[nodiscard]] bool ownAirplane(const AircraftState& airplane) const;

    Seat m_seat;
    GameState m_state;
    std::vector<Decision> m_decisions;
};

}  // namespace jasta
