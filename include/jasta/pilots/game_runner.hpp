#pragma once
// Games played by computer pilots in-process, from a scenario and a seed to
// the end: the tournament of jasta-cli, the benchmarks, the tests. Each
// decision goes to the pilot of its airplane with the view of that
// airplane's seat (SeatView: its side, in DeathMatch its own pilot) and nothing else; every command goes through
// the engine's apply like a player's.

#include <cstdint>
#include <string>
#include <vector>

#include "jasta/data/scenario.hpp"
#include "jasta/game/game.hpp"
#include "jasta/pilots/pilot.hpp"

namespace jasta {

// The scenarios have no turn limit (RULES.md ends a game only when a side has
// no airplane left in play), and two pilots that never close in, or circle
// each other for ever, would play on without end. A game still going when
// this many turns have been played is stopped and called a draw.
inline constexpr int kDefaultTurnCap = 100;

// Who decides for which airplanes: `pilot` (not owned) flies `aircraft`, or,
// when `aircraft` is empty, every airplane of `side` that no other seat names.
// The pilot sees the view of the airplane it decides for (SeatView: `side`,
// which must be its airplanes' side, or in DeathMatch that airplane's pilot alone).
// An airplane the scenario marks `autonomous` (MODE-10: nobody flies it) and
// no seat names is flown by an autonomous pilot runGame makes for its side.
struct PilotSeat {
    Side side = Side::Entente;
    Pilot* pilot = nullptr;
    std::string aircraft;
};

// How long one seat's pilot took over its decisions, wall-clock seconds.
struct DecisionTimes {
    int count = 0;
    double totalSeconds = 0;
    double maxSeconds = 0;
    void add(double seconds);
    void merge(const DecisionTimes& other);
    [[nodiscard]] double meanSeconds() const { return count > 0 ? totalSeconds / count : 0.0; }
};

struct GameRun {
    GameState state;                   // at the end
    std::string result;                // GameState::result: the winning side's name (in DeathMatch the
                                       // winning pilot's airplane id), or "draw" (also when capped)
    bool capped = false;               // stopped at the turn cap
    int turns = 0;                     // turns played (begun)
    std::vector<Command> commands;     // every command, in order: newGame + these = the game (a save's log)
    std::string endHash;               // stateHash at the end
    std::vector<DecisionTimes> times;  // per seat given, in their order (not the autonomous pilots)
};

// The side that won a game over: its result's side, or in DeathMatch the
// side of the winning pilot's airplane (MODE-01); "draw" otherwise.
[[nodiscard]] std::string winningSide(const GameState& state);

// A pilot's command the engine refused: a fault of the pilot, named here.
struct PilotError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Plays `scenario` under `rulesetId` with `seed` until the game is over or
// `turnCap` turns have been played. Throws std::invalid_argument when an
// airplane has no seat (or a seat's airplane is not of its side), PilotError
// when the engine refuses a pilot's command.
GameRun runGame(const Engine& engine, const Scenario& scenario, const std::string& rulesetId, std::uint64_t seed,
                const std::vector<PilotSeat>& seats, int turnCap = kDefaultTurnCap);

// --- Tournaments ----------------------------------------------------------

// Distance kept between every airplane (and landing field centre) and the
// table's edges by a fair set-up, mm.
inline constexpr double kSetupMarginMm = 60;

// A reproducible random variation of the scenario's start that is fair to both
// sides: the whole set-up (airplanes and landing fields) turned by one random
// angle about the table's centre and moved by one random shift, so every
// distance and angle between airplanes stays what the scenario made it; only
// where the set-up stands on the table changes. Every airplane keeps
// kSetupMarginMm from the edges; a turn that cannot fit is drawn again (up to
// 16 times, then none: the shift alone).
Scenario fairSetup(const Scenario& scenario, Rng& rng);

struct TournamentOptions {
    std::string pilotA;  // flies the scenario's first side in even games (0, 2, ...), the second in odd ones
    std::string pilotB;
    int games = 0;
    std::uint64_t seed = 0;  // game i plays with deriveSeed(seed, i), its set-up drawn from that seed too
    int jobs = 1;            // threads; the results do not depend on it
    int turnCap = kDefaultTurnCap;
};

struct PilotScore {
    std::string name;
    int wins = 0, losses = 0, draws = 0;
    DecisionTimes times;
};

struct TournamentResult {
    int games = 0;
    int capped = 0;                  // draws by the turn cap
    std::vector<PilotScore> pilots;  // A then B; one entry when A and B are the same pilot
};

// Plays the games. Each seat's result counts for its pilot: with A == B the
// one entry counts both seats of every game (wins + losses + draws = 2 games).
// Throws std::invalid_argument for an unknown pilot or a scenario without
// exactly two sides; PilotError as runGame.
TournamentResult runTournament(const Engine& engine, const Scenario& scenario, const std::string& rulesetId,
                               const TournamentOptions& options);

}  // namespace jasta
