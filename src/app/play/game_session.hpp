#pragma once
// One game being played at this PC: the core engine, its state and Rng, the
// record that a save writes (commands + phase hashes), and the hot-seat
// bookkeeping of who sits at the screen. The widgets never call the engine
// themselves: they submit commands here and redraw on `advanced`.

#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jasta/base/rng.hpp"
#include "jasta/data/rule_set.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/save.hpp"

namespace jasta {
struct GameData;
class Replay;
}  // namespace jasta

namespace jasta::app {

class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(const GameData& data, QObject* parent = nullptr);

    // A new game of `scenario` under `ruleSet` (a preset or a custom set from
    // the new-game dialog). Throws std::exception (CommandError, ...) with a
    // message when the scenario cannot be played; the session is then
    // unchanged.
    // `computerPlayers`: the players a computer pilot plays (issue 18), kept
    // in the record, so that a save keeps them.
    void start(const Scenario& scenario, const RuleSet& ruleSet, std::uint64_t seed,
               std::vector<ComputerPlayer> computerPlayers = {});
    // Continues a saved game: every command replayed through the engine, the
    // recorded hashes checked. Throws SaveError when the save does not replay;
    // the session is then unchanged.
    void resume(const SavedGame& save);
    // The same with the replay already made (the window checks a file before
    // it lets the game on the table go): throws SaveError, the session
    // unchanged, unless `replay` is verified.
    void resume(const Replay& replay);

    // No game any more (the player closed it): as a new session. The views
    // must have finished showing it (no playback running).
    void close();

    [[nodiscard]] bool isRunning() const { return m_state.has_value(); }
    // Counts the games this session has held: a new one for every start,
    // resume, rewind and close (whoever keeps something per game compares it).
    [[nodiscard]] std::uint64_t gameNumber() const { return m_gameNumber; }
    [[nodiscard]] bool isOver() const { return isRunning() && m_state->stage == Stage::Over; }
    [[nodiscard]] const GameState& state() const { return *m_state; }
    [[nodiscard]] const Engine& engine() const { return *m_engine; }
    [[nodiscard]] const GameData& data() const { return m_data; }
    [[nodiscard]] const RuleOptions& rules() const { return m_engine->rules; }
    // The whole game as a save writes it (embedded scenario, rules, seed, commands, hashes).
    [[nodiscard]] const SavedGame& record() const { return m_record; }
    [[nodiscard]] const std::vector<Event>& events() const { return m_events; }
    [[nodiscard]] std::vector<Decision> pending() const;

    // Players in seat order: the order they first appear among the airplanes.
    // An autonomous airplane (MODE-10) is nobody's: it makes no player.
    [[nodiscard]] QStringList players() const;
    // The registry name of the computer pilot that plays `player`; empty for a person.
    [[nodiscard]] QString pilotOf(const QString& player) const;
    // The players who sit at the screen: every player no computer plays.
    [[nodiscard]] QStringList humans() const;
    // An airplane nobody flies (ScenarioAircraft::autonomous, MODE-10).
    [[nodiscard]] bool isAutonomous(const std::string& aircraftId) const;
    // The player of an airplane: its `player`, else its name (one airplane, one player).
    [[nodiscard]] QString playerOf(const std::string& aircraftId) const;
    [[nodiscard]] QStringList aircraftOf(const QString& player) const;
    // Hot seat: the player who must decide now: the first player in seat
    // order with a pending decision; empty when nobody has one.
    [[nodiscard]] QString playerToAct() const;
    // The decisions of `player`'s airplanes (not of its autonomous ones).
    [[nodiscard]] std::vector<Decision> decisionsOf(const QString& player) const;
    // The decisions of the airplanes nobody flies: a computer pilot's to answer.
    [[nodiscard]] std::vector<Decision> unseatedDecisions() const;

    // The player who has the screen (set when a hand-off is accepted).
    [[nodiscard]] QString seat() const { return m_seat; }
    void setSeat(const QString& player) { m_seat = player; }

    // Applies one command. Returns "" when accepted (and emits advanced), else
    // the engine's reason; the state is then unchanged.
    QString submit(const Command& command);

    // Undo: the last command may be taken back while the engine has done
    // nothing with it yet (stage, turn and phase as before: the plan or order
    // is still secret) and its player still has the screen.
    [[nodiscard]] bool canUndo() const;
    bool undo();

    // A point of the game to come back to: a lesson's "try again" (issue 7).
    struct Checkpoint {
        GameState state;
        Rng rng;
        std::size_t events = 0;
        SavedGame record;
        QString player;  // who had the screen
    };
    [[nodiscard]] Checkpoint checkpoint() const;
    // Back to `point` (taken from this game): the state, the generator, the
    // events and the record as they were then. Emits started, so that every
    // view shows the game afresh and the next decision is asked again.
    void rewind(const Checkpoint& point);

signals:
    // A game is on: the state is already the new one's (start, resume,
    // rewind). Emitted just before `started`, so that whoever decides who
    // answers the decisions (a lesson ending) changes before the flow asks.
    void starting();
    void started();
    // After every accepted command: the events it caused (maybe several phases).
    void advanced(const std::vector<jasta::Event>& newEvents);
    void undone();

private:
    using Snapshot = Checkpoint;  // for undo, `player` is who gave the command
    void reset(const Scenario& scenario, const RuleSet& ruleSet, std::uint64_t seed);

    const GameData& m_data;
    std::optional<Engine> m_engine;
    std::optional<GameState> m_state;
    Rng m_rng{0};
    std::vector<Event> m_events;
    SavedGame m_record;
    QString m_seat;
    std::uint64_t m_gameNumber = 0;
    std::optional<Snapshot> m_undo;  // one decision deep: only the last one can still be secret
};

}  // namespace jasta::app
