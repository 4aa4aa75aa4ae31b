#pragma once
// The computer at the table (issue 18): one Pilot per player a computer
// plays (the game's record names them, so a save keeps them), and one
// autonomous pilot per side for the airplanes nobody flies (MODE-10), seeded
// as runGame seeds them, so that a game plays the same in the program and in
// the runner. It answers their decisions through the play flow's computer
// seats (PlayFlow::setComputerSeats), each pilot given the view of its side
// (SeatView), never the game's state.
//
// A pilot may think for seconds (the Ace searches every plan pair): decide()
// runs on a thread of its own while the decision dock says who is thinking
// (a Hold), and the answer is submitted when it comes back. Everything a
// thread touches it owns or shares (the view it was given, the pilot, the
// engine and the data the pilot reads); a game closed or replaced while a
// pilot thinks leaves that thread to finish on its own, its answer dropped,
// and the destructor waits for the threads still running.
//
// Teaching (issue 18): once the cards of a turn have been flown, each
// computer airplane's console may show why its pilot chose that plan
// (words::describe of Pilot::lastChoice); never earlier, the words name the cards.

#include <QObject>
#include <QPointer>
#include <QString>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "jasta/pilots/pilot.hpp"
#include "play/play_flow.hpp"

namespace jasta::app {

class ConsolesPanel;
class GameSession;

class ComputerSeats : public QObject {
    Q_OBJECT
public:
    struct Parts {
        GameSession* session = nullptr;
        PlayFlow* flow = nullptr;
        ConsolesPanel* consoles = nullptr;  // where the reasons are shown; may be null
    };
    ComputerSeats(const Parts& parts, QObject* parent = nullptr);
    // Waits for the pilots still thinking (at most one decision each).
    ~ComputerSeats() override;
    ComputerSeats(const ComputerSeats&) = delete;
    ComputerSeats& operator=(const ComputerSeats&) = delete;
    ComputerSeats(ComputerSeats&&) = delete;
    ComputerSeats& operator=(ComputerSeats&&) = delete;

    // The pilots a player's seat may be given, in the registry's order:
    // every one but "autonomous", which flies an airplane, not a player.
    [[nodiscard]] static std::vector<const PilotInfo*> seatPilots();
    // "Greedy" for "greedy": the name a person reads.
    [[nodiscard]] static QString pilotLabel(std::string_view name);

    // Makes the pilots by name (tests: a pilot that thinks slowly); by
    // default makePilot. Takes effect for the next game.
    using PilotFactory = std::function<std::unique_ptr<Pilot>(std::string_view name, const PilotSetup& setup)>;
    void setPilotFactory(PilotFactory factory);

    // Shows each computer airplane's reasons on its console once its plan is
    // flown (teaching); off, they are taken off.
    void setShowReasons(bool on);
    [[nodiscard]] bool showsReasons() const { return m_showReasons; }
    // The reasons shown (or to show) for `aircraftId` now, in words; empty before its plan is flown.
    [[nodiscard]] QString revealedReasons(const std::string& aircraftId) const;

    // A pilot is thinking now.
    [[nodiscard]] bool isThinking() const { return m_job.has_value(); }
    // The players a computer plays in this game that no pilot of this
    // program can play (a save of a newer Jasta): a person is asked for them.
    [[nodiscard]] QStringList unknownPilots();

    // The computer seats' answer to `decision` (the flow's filter).
    PlayFlow::Verdict decide(const Decision& decision);

signals:
    // A pilot could not decide (its exception's words): the decision is asked of the person at the screen.
    void failed(const QString& message);

private:
    struct Brain;  // a pilot with what it reads, shared with its thread
    // What a decision was asked at: the same decision at the same point of the same game.
    struct Asked {
        std::size_t commands = 0;  // commands in the record when it was asked
        std::string aircraft;
        DecisionKind kind = DecisionKind::Plan;
        std::string weapon;
        bool operator==(const Asked&) const = default;
    };
    struct Job {
        int id = 0;
        Asked asked;
    };
    struct Answer {
        Asked asked;
        std::optional<Command> command;  // none: the pilot failed
    };

    // The pilots of the session's game, made anew when the game is another.
    void sync();
    void forgetGame();
    [[nodiscard]] std::shared_ptr<Brain> brainFor(const Decision& decision) const;
    void think(const std::shared_ptr<Brain>& brain, const Decision& decision, const Asked& asked);
    void onAnswer(int jobId, std::uint64_t generation, Answer answer);
    void onPhaseShown(int turn, int phase);
    void showReasons();
    [[nodiscard]] Asked askedOf(const Decision& decision) const;

    Parts m_parts;
    QPointer<PlayFlow> m_flow;  // a sibling in the window: it may go first
    PilotFactory m_factory;
    std::uint64_t m_gameNumber = 0;  // GameSession::gameNumber the pilots were made for
    bool m_synced = false;
    std::uint64_t m_generation = 0;  // answers of an older generation are of another game: dropped
    std::map<std::pair<std::string, int>, std::shared_ptr<Brain>> m_players;  // by (player, side)
    std::map<int, std::shared_ptr<Brain>> m_autonomous;                       // by side
    std::map<std::string, std::shared_ptr<Brain>> m_brainOf;                  // by airplane id
    QStringList m_unknown;
    std::optional<Job> m_job;
    std::optional<Answer> m_ready;
    std::map<int, std::thread> m_threads;  // by job id, until joined
    int m_nextJob = 0;
    bool m_showReasons = false;
    std::map<std::string, QString> m_revealed;  // by airplane id: the reasons of its last flown plan
};

}  // namespace jasta::app
