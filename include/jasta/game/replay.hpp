#pragma once
// Replaying a saved game (issue 6): the command log goes through the same
// `apply` as live play; every phase end becomes a step the viewer can show,
// checked against the hash the save recorded. Periodic checkpoints (a copy
// of the state and the generator every few commands) make seeking to any
// step cost at most a few `apply` calls, whatever the length of the game.

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "jasta/base/diagnostics.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/save.hpp"

namespace jasta {

// One point of the replay: the start of the game, or the end of a phase.
struct ReplayStep {
    int turn = 1;
    int phase = 0;  // 0 = the start of the game (turn 1); 1..3 = the end of that phase
    // Commands to apply to reach the first decision after this point. A phase
    // may end inside a command (one fire order can end phases 1, 2 and 3),
    // so several steps can share a count.
    std::size_t commands = 0;
    std::size_t events = 0;  // events up to and including this point
    std::string hash;        // stateHash at this point
};

// The state and generator at one point: enough to show it or to play on.
struct GamePoint {
    GameState state;
    Rng rng;
};

// The first place where the replay and the save disagree.
struct HashMismatch {
    int turn = 0;
    int phase = 0;
    std::string expected;  // as recorded; empty when the save recorded no such phase
    std::string actual;    // as replayed; empty when the replay never reached it
    bool atEnd = false;    // the end_hash after the last command, not a phase hash
    // The turn and phase the save names for the `expected` hash (0 when none).
    int recordedTurn = 0;
    int recordedPhase = 0;
    // "turn 3, phase 2: the save says 0123..., the replay gives 4567..."
    [[nodiscard]] std::string describe() const;
};

class Replay {
public:
    // Commands between two checkpoints. Seeking applies at most this many
    // commands; each checkpoint costs one copy of the state.
    static constexpr std::size_t kDefaultCheckpointInterval = 16;

    // Replays `save` on the data it carries (save.data), else on `data`
    // (which must then outlive the Replay). A save of format 1 or 2 is
    // verified with the hash function of its time; when it verifies, save()
    // is that game as format 3 records it (hashes recomputed, formatVersion 3). Never throws
    // for a save that parseSave accepted, except SaveError when the game
    // cannot even start. A command the engine refuses stops the replay
    // there: see problem().
    Replay(const GameData& data, SavedGame save, std::size_t checkpointInterval = kDefaultCheckpointInterval);

    [[nodiscard]] const SavedGame& save() const { return m_save; }
    // The engine the game runs with: the data and the save's rule options.
    [[nodiscard]] Engine engine() const { return {*m_data, m_rules}; }

    [[nodiscard]] const std::vector<ReplayStep>& steps() const { return m_steps; }
    // The step of the start (turn 1, phase 0) or of the end of (turn, phase).
    [[nodiscard]] std::optional<std::size_t> findStep(int turn, int phase) const;
    // The state exactly at `step` (as its hash saw it). `step` < steps().size().
    [[nodiscard]] GamePoint stateAt(std::size_t step) const;
    // Every event from the start up to and including `step`.
    [[nodiscard]] std::span<const Event> eventsUntil(std::size_t step) const;
    [[nodiscard]] const std::vector<Event>& events() const { return m_events; }

    // After the last command that could be applied: where a loaded game goes on.
    [[nodiscard]] const GamePoint& end() const { return m_end; }
    // Commands applied; less than save().commands.size() when problem() is set.
    [[nodiscard]] std::size_t appliedCommands() const { return m_applied; }

    // Verification: the first hash that differs (also when the replay produced
    // more or fewer phases than the save recorded, or the end hash differs).
    [[nodiscard]] const std::optional<HashMismatch>& mismatch() const { return m_mismatch; }
    // A command the engine refused (`file:/commands/N: ...`): the replay stops there.
    [[nodiscard]] const std::optional<Diagnostic>& problem() const { return m_problem; }
    [[nodiscard]] bool verified() const { return !m_mismatch && !m_problem; }

    // "Take over from here": a new game that is this one up to `step` and
    // continues at the first decision after it. Same header and seed; the
    // log, hashes and end hash cut there; created now, not yet saved.
    [[nodiscard]] SavedGame takeOver(std::size_t step) const;

private:
    struct Checkpoint {
        std::size_t commands = 0;  // applied before this copy was taken
        GamePoint point;
    };
    // The state after the first `commands` commands (<= appliedCommands()).
    [[nodiscard]] GamePoint pointAfter(std::size_t commands) const;

    const GameData* m_data;
    SavedGame m_save;
    RuleOptions m_rules;
    std::size_t m_interval;
    std::vector<ReplayStep> m_steps;
    std::vector<Event> m_events;
    std::vector<Checkpoint> m_checkpoints;
    GamePoint m_end;
    std::size_t m_applied = 0;
    std::optional<HashMismatch> m_mismatch;
    std::optional<Diagnostic> m_problem;
};

// Records one command of a live game into `save`: the command, the hashes of
// the phases its `events` ended, and the end hash of the `state` and `rng`
// it left. Call it after every successful apply; then writeSaveFile.
void recordCommand(SavedGame& save, const Command& command, const std::vector<Event>& events, const GameState& state,
                   const Rng& rng);

}  // namespace jasta
