#include "jasta/game/replay.hpp"

#include <algorithm>

#include "jasta/data/game_data.hpp"
#include "jasta/version.hpp"

namespace jasta {

std::string HashMismatch::describe() const {
    const std::string where = (atEnd ? "the end of the log (turn " : "turn ") + std::to_string(turn) + ", phase " +
                              std::to_string(phase) + (atEnd ? ")" : "");
    if (actual.empty()) return where + ": the save records hash " + expected + ", the replay never gets there";
    if (expected.empty()) return where + ": the replay gets there (hash " + actual + "), the save records nothing";
    if (recordedTurn != 0 && (recordedTurn != turn || recordedPhase != phase))
        return where + ": the save records its hash " + expected + " for turn " + std::to_string(recordedTurn) +
               ", phase " + std::to_string(recordedPhase);
    return where + ": the save records hash " + expected + ", the replay gives " + actual;
}

Replay::Replay(const GameData& data, SavedGame save, std::size_t checkpointInterval)
    : m_data(save.data ? save.data.get() : &data),
      m_save(std::move(save)),
      m_interval(std::max<std::size_t>(checkpointInterval, 1)) {
    auto fail = [&](const std::string& pointer, const std::string& message) {
        Diagnostics diagnostics;
        diagnostics.add(m_save.file, pointer, message);
        throw SaveError(std::move(diagnostics));
    };
    try {
        m_rules = RuleOptions::from(m_save.ruleSet, m_data->options);
        m_rules.rulesRevision = m_save.rulesRevision;  // replayed as it was played
    } catch (const std::exception& error) {
        fail("/ruleset/options", error.what());
    }
    // Formats 1 and 2 recorded the hash of their time (stateHashV2): the
    // engine's observer sees the state at every phase end, where the old
    // function gives the hash those files recorded.
    const bool oldHashes = m_save.formatVersion <= 2;
    std::vector<std::string> oldPhaseHashes;
    Engine engine = this->engine();
    if (oldHashes)
        engine.onPhaseEnd = [&](const GameState& state, const Rng& rng) {
            oldPhaseHashes.push_back(stateHashV2(state, rng));
        };
    Rng rng(m_save.seed);
    Applied started;
    try {
        started = newGame(engine, m_save.scenario, m_save.ruleSet.id, rng);
    } catch (const CommandError& error) {
        fail("/scenario", error.what());
    }

    std::size_t recorded = 0;  // phase hashes compared so far
    auto take = [&](std::vector<Event>& events, std::size_t commands) {
        for (auto& event : events) {
            const auto hash = phaseHashOf(event);
            m_events.push_back(std::move(event));
            if (!hash) continue;
            m_steps.push_back({hash->turn, hash->phase, commands, m_events.size(), hash->hash});
            const std::string& actual = oldHashes ? oldPhaseHashes.at(recorded) : hash->hash;
            // The turn and phase a hash is recorded for count as much as its
            // value: hashes moved to other phases do not verify.
            if (!m_mismatch) {
                if (recorded >= m_save.hashes.size()) {
                    m_mismatch = HashMismatch{hash->turn, hash->phase, "", actual};
                } else if (const PhaseHash& expected = m_save.hashes[recorded];
                           expected.hash != actual || expected.turn != hash->turn || expected.phase != hash->phase) {
                    m_mismatch = HashMismatch{hash->turn, hash->phase, expected.hash, actual};
                    m_mismatch->recordedTurn = expected.turn;
                    m_mismatch->recordedPhase = expected.phase;
                }
            }
            ++recorded;
        }
    };
    GameState state = std::move(started.state);
    m_steps.push_back({1, 0, 0, started.events.size(), stateHash(state, rng)});
    take(started.events, 0);
    m_checkpoints.push_back({0, {state, rng}});

    for (std::size_t i = 0; i < m_save.commands.size(); ++i) {
        Applied applied;
        try {
            applied = apply(engine, state, m_save.commands[i], rng);
        } catch (const CommandError& error) {
            m_problem = Diagnostic{m_save.file, appendPointer("/commands", i),
                                   std::string("the game refuses this command here: ") + error.what()};
            break;
        }
        state = std::move(applied.state);
        take(applied.events, i + 1);
        m_applied = i + 1;
        if (m_applied % m_interval == 0) m_checkpoints.push_back({m_applied, {state, rng}});
    }
    m_end = {std::move(state), rng};

    if (!m_mismatch && recorded < m_save.hashes.size()) {
        const auto& missing = m_save.hashes[recorded];
        m_mismatch = HashMismatch{missing.turn, missing.phase, missing.hash, ""};
    }
    if (!m_mismatch && !m_problem && !m_save.endHash.empty()) {
        const std::string actual = oldHashes ? stateHashV2(m_end.state, m_end.rng) : stateHash(m_end.state, m_end.rng);
        if (actual != m_save.endHash)
            m_mismatch = HashMismatch{m_end.state.turn, m_end.state.phase, m_save.endHash, actual, true};
    }
    // An old save that verified becomes a save of this format: its hashes
    // recomputed with today's function (written again, it is format 3).
    if (oldHashes && verified()) {
        m_save.formatVersion = kSaveFormatVersion;
        m_save.hashes.clear();
        for (const auto& step : m_steps)
            if (step.phase != 0) m_save.hashes.push_back({step.turn, step.phase, step.hash});
        m_save.endHash = stateHash(m_end.state, m_end.rng);
    }
}

std::optional<std::size_t> Replay::findStep(int turn, int phase) const {
    for (std::size_t i = 0; i < m_steps.size(); ++i)
        if (m_steps[i].turn == turn && m_steps[i].phase == phase) return i;
    return std::nullopt;
}

GamePoint Replay::pointAfter(std::size_t commands) const {
    // The last checkpoint at or before `commands`, then the commands after it.
    auto checkpoint = std::upper_bound(m_checkpoints.begin(), m_checkpoints.end(), commands,
                                       [](std::size_t count, const Checkpoint& c) { return count < c.commands; });
    GamePoint point = std::prev(checkpoint)->point;
    const Engine engine = this->engine();
    for (std::size_t i = std::prev(checkpoint)->commands; i < commands; ++i)
        point.state = apply(engine, std::move(point.state), m_save.commands[i], point.rng).state;
    return point;
}

GamePoint Replay::stateAt(std::size_t step) const {
    const ReplayStep& wanted = m_steps.at(step);
    if (wanted.phase == 0) return m_checkpoints.front().point;
    // The phase ended inside command `commands - 1` (or inside newGame when
    // `commands` is 0): run up to that command, then through it with an
    // observer that copies the state at that phase's end.
    std::optional<GamePoint> seen;
    Engine engine = this->engine();
    engine.onPhaseEnd = [&](const GameState& state, const Rng& rng) {
        if (!seen && state.turn == wanted.turn && state.phase == wanted.phase) seen = GamePoint{state, rng};
    };
    if (wanted.commands == 0) {
        Rng rng(m_save.seed);
        (void)newGame(engine, m_save.scenario, m_save.ruleSet.id, rng);
    } else {
        GamePoint before = pointAfter(wanted.commands - 1);
        (void)apply(engine, std::move(before.state), m_save.commands[wanted.commands - 1], before.rng);
    }
    // The step was recorded by the same commands, so the observer saw it.
    return std::move(*seen);
}

std::span<const Event> Replay::eventsUntil(std::size_t step) const {
    return std::span<const Event>(m_events).first(m_steps.at(step).events);
}

SavedGame Replay::takeOver(std::size_t step) const {
    const std::size_t commands = m_steps.at(step).commands;
    SavedGame game = m_save;
    game.file.clear();
    game.programVersion = kVersion;
    game.formatVersion = kSaveFormatVersion;
    game.created = utcNow();
    game.saved.clear();
    game.commands.resize(commands);
    game.hashes.clear();
    for (const auto& each : m_steps)
        if (each.phase != 0 && each.commands <= commands) game.hashes.push_back({each.turn, each.phase, each.hash});
    const GamePoint point = pointAfter(commands);
    game.endHash = stateHash(point.state, point.rng);
    return game;
}

void recordCommand(SavedGame& save, const Command& command, const std::vector<Event>& events, const GameState& state,
                   const Rng& rng) {
    save.commands.push_back(command);
    for (const auto& event : events)
        if (auto hash = phaseHashOf(event)) save.hashes.push_back(std::move(*hash));
    save.endHash = stateHash(state, rng);
}

}  // namespace jasta
