#pragma once
// Plays a game from a script of decisions: jasta-cli play, golden games,
// benchmarks. Decisions the script leaves out take the defaults a table
// would expect: take the tail offered (the first target), keep the plan
// after a reveal, fire every weapon at its best legal target.

#include <array>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "jasta/base/diagnostics.hpp"
#include "jasta/game/game.hpp"

namespace jasta {

struct ScriptedTurn {
    std::map<std::string, Plan, std::less<>> plans;         // airplane -> plan
    std::map<std::string, std::string, std::less<>> tails;  // pursuer -> target ("" = none)
    std::map<std::string, Plan, std::less<>> reorders;      // pursuer -> plan after the reveal
    std::map<std::string, std::string, std::less<>>
        fire;  // "airplane/weapon" or "airplane" -> target ("hold" = hold, "unjam" = Unjam)
    // BOMB-01: airplane -> the bombs it drops before each of the turn's three cards.
    std::map<std::string, std::array<int, 3>, std::less<>> drops;
    // AA-04..08: flak battery -> its gunner's answers this turn. Not written:
    // it holds its fire, keeps the token where it is and bursts on time.
    struct Flak {
        std::optional<AimFlak> place;  // Place (at, altitude)
        std::optional<AimFlak> move;   // Move before the 2nd reveal
        bool delay = false;            // Delay at the fire step of phase 2
    };
    std::map<std::string, Flak, std::less<>> flak;
    // BAL-09: the balloons their side winches down this turn, ordered once
    // the turn's tails are chosen, before the first plan.
    std::vector<std::string> winch;
    // GND-08 / GND-17: parked airplane -> where it taxis before the second
    // card ({"x", "y", "heading"}). Not written: it stays.
    std::map<std::string, Pose, std::less<>> taxi;
    // WX-11: whether the side waiting in the sun comes in at the start of
    // this turn. Not written: it comes in as soon as an enemy is in the glare.
    std::optional<bool> sun;
};

// Reads the plans file of jasta-cli play. Throws std::invalid_argument with
// "/json/pointer: message".
std::vector<ScriptedTurn> scriptFromJson(const nlohmann::json& json);
// Reads a plans file through the checked parse (jasta/base/limits.hpp); problems go
// to `diagnostics` as `file:/pointer: message` (and nothing is returned).
std::vector<ScriptedTurn> loadScriptFile(const std::filesystem::path& file, Diagnostics& diagnostics);
// The same for the array of turns alone (a lesson's script); pointers start at `at`.
std::vector<ScriptedTurn> scriptTurnsFromJson(const nlohmann::json& list, const std::string& at);
// One plan as a plans file writes it: [n, n, n] or {"cards": [...], "speeds": [...], "declare": "..."}.
Plan scriptedPlanFromJson(const nlohmann::json& json, const std::string& pointer);

// The command a script gives for `decision` in `state`, with the defaults
// of a table for what it leaves out (the first tail offered, the plan kept
// after a reveal, the best target). `turn` may be null (past the script's
// end). Nullopt for a plan the script does not give: there is no default plan.
std::optional<Command> scriptedCommand(const ScriptedTurn* turn, const GameState& state, const Decision& decision);

struct PhaseHash {
    int turn = 0;
    int phase = 0;
    std::string hash;
    bool operator==(const PhaseHash&) const = default;
};

// The hash a phase_end event carries; nullopt for any other event.
std::optional<PhaseHash> phaseHashOf(const Event& event);

// Thrown (or, by playScriptUntilRefused, kept) when the script lacks a decision it must make (a plan) or a command
// is refused, or the script names an airplane, weapon or target the
// scenario does not have; `pointer` is where in the script.
struct ScriptError : std::runtime_error {
    ScriptError(std::string where, const std::string& message)
        : std::runtime_error(where + ": " + message), pointer(std::move(where)) {}
    std::string pointer;
};

struct PlayResult {
    GameState state;
    std::vector<Event> events;
    std::vector<Command> commands;
    std::vector<PhaseHash> hashes;  // after every phase that was played
    Rng rng;
    std::optional<ScriptError> refusal;  // playScriptUntilRefused: why the script stopped early
};

// Throws ScriptError at the first refusal. `prepare`, when given, changes
// the state newGame set up before the first decision is asked (tests put
// damage and counters on the consoles with it).
PlayResult playScript(const Engine& engine, const Scenario& scenario, const std::string& rulesetId, std::uint64_t seed,
                      const std::vector<ScriptedTurn>& turns, const std::function<void(GameState&)>& prepare = {});
// Stops at the first refusal and keeps it in `refusal`, with the game and the
// events up to there (jasta-cli play prints them before the error).
PlayResult playScriptUntilRefused(const Engine& engine, const Scenario& scenario, const std::string& rulesetId,
                                  std::uint64_t seed, const std::vector<ScriptedTurn>& turns,
                                  const std::function<void(GameState&)>& prepare = {});

}  // namespace jasta
