#include "play/game_session.hpp"

#include <algorithm>
#include <variant>

#include "jasta/data/game_data.hpp"
#include "jasta/game/replay.hpp"
#include "play/player_colours.hpp"

namespace jasta::app {

GameSession::GameSession(const GameData& data, QObject* parent) : QObject(parent), m_data(data) {}

void GameSession::reset(const Scenario& scenario, const RuleSet& ruleSet, std::uint64_t seed) {
    Engine engine{m_data, RuleOptions::from(ruleSet, m_data.options)};
    Rng rng(seed);
    auto applied = newGame(engine, scenario, ruleSet.id, rng);  // throws before anything changes
    m_engine.emplace(std::move(engine));
    m_state = std::move(applied.state);
    m_rng = rng;
    m_events = std::move(applied.events);
    m_record = newSave(m_data, scenario, ruleSet, seed, utcNow());
    m_undo.reset();
    m_seat.clear();
    ++m_gameNumber;
}

void GameSession::start(const Scenario& scenario, const RuleSet& ruleSet, std::uint64_t seed,
                        std::vector<ComputerPlayer> computerPlayers) {
    reset(scenario, ruleSet, seed);
    m_record.computerPlayers = std::move(computerPlayers);
    emit starting();
    emit started();
}

void GameSession::resume(const SavedGame& save) {
    resume(Replay(m_data, save));
}

void GameSession::resume(const Replay& replay) {
    const SavedGame& save = replay.save();
    Diagnostics problems;
    if (const auto& problem = replay.problem()) problems.add(problem->file, problem->pointer, problem->message);
    if (const auto& mismatch = replay.mismatch())
        problems.add(save.file, "/hashes", "the game does not replay the same: " + mismatch->describe());
    if (!problems.empty()) throw SaveError(std::move(problems));
    m_engine.emplace(replay.engine());
    m_state = replay.end().state;
    m_rng = replay.end().rng;
    m_events = replay.events();
    m_record = replay.save();  // an old format's hashes recomputed; the engine plays on its data
    m_undo.reset();
    m_seat.clear();
    ++m_gameNumber;
    emit starting();
    emit started();
}

void GameSession::close() {
    m_engine.reset();
    m_state.reset();
    m_events.clear();
    m_record = {};
    m_undo.reset();
    m_seat.clear();
    ++m_gameNumber;
}

std::vector<Decision> GameSession::pending() const {
    return isRunning() ? jasta::pending(*m_state) : std::vector<Decision>{};
}

QString GameSession::playerOf(const std::string& aircraftId) const {
    if (!isRunning()) return {};
    // A flak battery's gunner is a player of its side (AA-04): answeredBy says which.
    const auto* airplane = m_state->find(answeredBy(*m_state, aircraftId));
    if (airplane == nullptr) return {};
    return app::playerOf(*airplane);
}

bool GameSession::isAutonomous(const std::string& aircraftId) const {
    const auto* airplane = isRunning() ? m_state->find(answeredBy(*m_state, aircraftId)) : nullptr;
    return airplane != nullptr && airplane->autonomous;
}

QString GameSession::pilotOf(const QString& player) const {
    for (const auto& computer : m_record.computerPlayers)
        if (QString::fromStdString(computer.player) == player) return QString::fromStdString(computer.pilot);
    return {};
}

QStringList GameSession::humans() const {
    QStringList list = players();
    list.removeIf([this](const QString& player) { return !pilotOf(player).isEmpty(); });
    return list;
}

QStringList GameSession::players() const {
    QStringList list;
    if (!isRunning()) return list;
    for (const auto& airplane : m_state->aircraft) {
        if (airplane.autonomous) continue;
        const QString player = playerOf(airplane.id);
        if (!list.contains(player)) list.push_back(player);
    }
    return list;
}

QStringList GameSession::aircraftOf(const QString& player) const {
    QStringList ids;
    if (!isRunning()) return ids;
    for (const auto& airplane : m_state->aircraft)
        if (playerOf(airplane.id) == player) ids.push_back(QString::fromStdString(airplane.id));
    return ids;
}

std::vector<Decision> GameSession::decisionsOf(const QString& player) const {
    std::vector<Decision> mine;
    for (const auto& decision : pending())
        if (!isAutonomous(decision.aircraft) && playerOf(decision.aircraft) == player) mine.push_back(decision);
    return mine;
}

std::vector<Decision> GameSession::unseatedDecisions() const {
    std::vector<Decision> theirs;
    for (const auto& decision : pending())
        if (isAutonomous(decision.aircraft)) theirs.push_back(decision);
    return theirs;
}

QString GameSession::playerToAct() const {
    const auto decisions = pending();
    // The player at the screen finishes first, then the others in seat order.
    for (const auto& decision : decisions)
        if (!isAutonomous(decision.aircraft) && playerOf(decision.aircraft) == m_seat) return m_seat;
    for (const auto& player : players())
        if (!decisionsOf(player).empty()) return player;
    return {};
}

QString GameSession::submit(const Command& command) {
    if (!isRunning()) return tr("No game is running.");
    Snapshot before{*m_state, m_rng, m_events.size(), m_record, m_seat};
    Applied applied;
    try {
        applied = apply(*m_engine, *m_state, command, m_rng);
    } catch (const CommandError& error) {
        m_rng = before.rng;  // apply may have drawn before refusing
        return QString::fromStdString(error.what());
    }
    const bool stillSecret = applied.state.stage == before.state.stage && applied.state.turn == before.state.turn &&
                             applied.state.phase == before.state.phase;
    m_state = std::move(applied.state);
    recordCommand(m_record, command, applied.events, *m_state, m_rng);
    m_events.insert(m_events.end(), applied.events.begin(), applied.events.end());
    // Only a person's own decision can be taken back: the computer's and an
    // autonomous airplane's are not theirs (issue 18).
    static const std::string kWholeSide;
    const std::string& by = std::visit(
        [](const auto& given) -> const std::string& {
            if constexpr (requires { given.pursuer; })
                return given.pursuer;
            else if constexpr (requires { given.battery; })
                return given.battery;  // a flak battery's gunner (AA-04)
            else if constexpr (requires { given.balloon; })
                return given.balloon;  // a balloon's crew (BAL-09)
            else if constexpr (std::is_same_v<std::decay_t<decltype(given)>, SunEntryChoice>)
                return kWholeSide;  // WX-11: a side's choice, and it ends the turn's start: never taken back
            else
                return given.aircraft;
        },
        command);
    const bool aPersons = !isAutonomous(by) && pilotOf(playerOf(by)).isEmpty();
    if (stillSecret && aPersons)
        m_undo = std::move(before);
    else
        m_undo.reset();
    emit advanced(applied.events);
    return {};
}

GameSession::Checkpoint GameSession::checkpoint() const {
    return {*m_state, m_rng, m_events.size(), m_record, m_seat};
}

void GameSession::rewind(const Checkpoint& point) {
    m_state = point.state;
    m_rng = point.rng;
    m_events.resize(std::min(point.events, m_events.size()));
    m_record = point.record;
    m_seat = point.player;
    m_undo.reset();
    ++m_gameNumber;
    emit starting();
    emit started();
}

bool GameSession::canUndo() const {
    return m_undo.has_value() && m_undo->player == m_seat;
}

bool GameSession::undo() {
    if (!canUndo()) return false;
    m_state = std::move(m_undo->state);
    m_rng = m_undo->rng;
    m_events.resize(m_undo->events);
    m_record = std::move(m_undo->record);
    m_undo.reset();
    emit undone();
    return true;
}

}  // namespace jasta::app
