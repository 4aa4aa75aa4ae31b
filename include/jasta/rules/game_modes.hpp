#pragma once
// The game modes of S003 «G)» (RULES.md MODE-01..07): DeathMatch, Team
// DeathMatch and Capture the Flag. What a mode keeps during a game, and the
// table measures its rules ask for. The engine (game.cpp) plays them:
// - every shot counts one on the D10 shot counter (CONF-29's shot_counter);
//   an airplane whose footprint covers part of an ammunition marker at the
//   end of a maneuver gets its shots back (MODE-02);
// - a shot-down airplane sits out one full turn and comes back where it
//   started (MODE-03/04/07);
// - in Capture the Flag, a flag goes with the airplane that passes over it,
//   falls where its carrier is hit (one short-range shot, or two long-range
//   ones in one carry), goes home at the end of the turn after it fell, and
//   scores one point for the team that brings the enemy's into its camp (MODE-06);
// - the game ends when a pilot (DeathMatch) or a team reaches the mode's
//   victories, or when the shared damage deck of MODE-08 runs out.

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/data/scenario.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

struct AircraftState;
struct GeometrySpec;

// A flag of Capture the Flag as the game goes (MODE-06).
struct FlagState {
    Side side = Side::Entente;  // whose flag it is
    Point2 home;                // where it goes back to (its camp border)
    Point2 at;                  // where it lies while nobody carries it, mm
    std::string carrier;        // the airplane carrying it; empty: it lies at `at`
    int droppedIn = 0;          // the turn it fell from a carrier and lies out; 0: it does not
    int longHits = 0;           // long-range shots its carrier has taken in this carry
    bool operator==(const FlagState&) const = default;
};

// Where an airplane of a mode game starts, and comes back after being shot down.
struct ModeStart {
    Pose pose;
    int altitude = 0;
    int climb = 0;
    bool operator==(const ModeStart&) const = default;
};

// Everything a game mode keeps from turn to turn.
struct ModeState {
    GameModeSetting setting;
    std::map<std::string, ModeStart, std::less<>> starts;       // airplane -> where it comes back
    std::map<std::string, int, std::less<>> downIn;             // airplane out of the game -> the turn it went out
    std::map<std::string, std::string, std::less<>> lastHitBy;  // airplane -> the enemy that last damaged it
    std::map<std::string, int, std::less<>> victories;          // airplane -> enemies it shot down
    std::map<std::string, int, std::less<>> captures;           // side name -> enemy flags brought home
    std::vector<FlagState> flags;
    bool operator==(const ModeState&) const = default;
};

// The team an airplane plays for: in DeathMatch every pilot for himself
// (its own id), in the team modes its side.
std::string teamOf(const GameModeSetting& mode, const AircraftState& airplane);

// The enemies `airplane` has shot down so far (0: none).
int victoriesOf(const ModeState& mode, std::string_view airplane);

// MODE-03/04/07: an airplane that went out of the game in turn `downIn`
// sits out the next turn, a full one, and comes back at the start of the
// turn after it.
int comebackTurn(int downIn);

// MODE-06: a flag that fell in turn `droppedIn` and lies there until the end
// of the next turn goes home at the end of that turn.
int flagReturnTurn(int droppedIn);

// MODE-06: the shots that make a carrier drop its flag: one at short range,
// or the second at long range in one carry.
bool dropsFlag(bool shortRange, int longHitsSoFar);

// MODE-02: a footprint (its corners on the table) covers all or part of a
// round marker of `diameter` mm centred at `marker`. Touching is not covering.
bool coversMarker(std::span<const Point2> footprint, Point2 marker, double diameter);

// MODE-06: an airplane that went from `from` to `to` passed over the round
// marker at `marker`: its footprint came over it at some point of the way (a
// marker already under it where it set off does not count).
// The way is taken as a straight slide and turn between the two poses,
// looked at every few millimetres (the base's width is much more): a card's
// curve lies within the stretch that slide sweeps.
bool passesOver(const Pose& from, const Pose& to, const GeometrySpec& geometry, Footprint footprint, Point2 marker,
                double diameter);

// MODE-05/06: `point` lies inside `camp` (its border counts as inside).
bool inCamp(const Camp& camp, Point2 point);
// The camp of `side` in `mode`, or nullptr.
const Camp* campOf(const GameModeSetting& mode, Side side);

}  // namespace jasta
