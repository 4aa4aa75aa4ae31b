#include "play/computer_seats.hpp"

#include <QMetaObject>

#include <exception>
#include <utility>

#include "jasta/data/game_data.hpp"
#include "jasta/pilots/autonomous.hpp"
#include "jasta/pilots/pilot_words.hpp"
#include "jasta/pilots/seat_view.hpp"
#include "jasta/words/events.hpp"
#include "play/console_widget.hpp"
#include "play/consoles_panel.hpp"
#include "play/game_session.hpp"
#include "table/panel_style.hpp"

namespace jasta::app {

namespace {

// The registry's name of the pilot of the airplanes nobody flies.
constexpr std::string_view kAutonomous = "autonomous";

// The phase whose end has flown every card of a plan.
constexpr int kLastPhase = static_cast<int>(std::tuple_size_v<decltype(Plan::cards)>);

}  // namespace

// Everything a pilot's thread reads: the pilot, the engine it was made with
// and the data that engine refers to. Shared between the seats and the
// thread, so that whichever lets go last frees it.
struct ComputerSeats::Brain {
    std::shared_ptr<const GameData> data;
    Engine engine;
    std::unique_ptr<Pilot> pilot;
    Side side = Side::Entente;
    QString label;  // who is thinking, as the decision dock names it
};

ComputerSeats::ComputerSeats(const Parts& parts, QObject* parent)
    : QObject(parent),
      m_parts(parts),
      m_flow(parts.flow),
      m_factory([](std::string_view name, const PilotSetup& setup) { return makePilot(name, setup); }) {
    m_parts.flow->setComputerSeats([this](const Decision& decision) { return decide(decision); });
    connect(m_parts.flow, &PlayFlow::phaseShown, this, &ComputerSeats::onPhaseShown);
}

ComputerSeats::~ComputerSeats() {
    // The flow outlives nothing of ours: it must not call back into a dying object.
    if (m_flow) m_flow->setComputerSeats({});
    // A thread still thinking finishes its decision; its answer, posted to
    // this object, is removed with it (QObject's destructor).
    for (auto& [id, thread] : m_threads)
        if (thread.joinable()) thread.join();
}

std::vector<const PilotInfo*> ComputerSeats::seatPilots() {
    std::vector<const PilotInfo*> pilots;
    for (const PilotInfo& info : pilotRegistry())
        if (info.name != kAutonomous) pilots.push_back(&info);
    return pilots;
}

QString ComputerSeats::pilotLabel(std::string_view name) {
    QString label = toQt(name);
    if (!label.isEmpty()) label[0] = label[0].toUpper();
    return label.replace(u'_', u' ');
}

void ComputerSeats::setPilotFactory(PilotFactory factory) {
    m_factory = std::move(factory);
    m_synced = false;  // made anew for the game on the table too
}

void ComputerSeats::forgetGame() {
    ++m_generation;  // the threads still thinking about the old game answer no one
    m_job.reset();
    m_ready.reset();
    m_players.clear();
    m_autonomous.clear();
    m_brainOf.clear();
    m_unknown.clear();
    m_revealed.clear();
    if (m_parts.consoles != nullptr) m_parts.consoles->setFlownBy({});
}

void ComputerSeats::sync() {
    const GameSession& session = *m_parts.session;
    if (m_synced && session.gameNumber() == m_gameNumber) return;
    forgetGame();
    m_synced = true;
    m_gameNumber = session.gameNumber();
    if (!session.isRunning()) return;
    const SavedGame& record = session.record();
    if (record.computerPlayers.empty() &&
        std::none_of(session.state().aircraft.begin(), session.state().aircraft.end(),
                     [](const AircraftState& airplane) { return airplane.autonomous; }))
        return;
    // The data the pilots read: the record's own copy, or (a record without
    // one) the session's, which the destructor's wait keeps alive long enough.
    std::shared_ptr<const GameData> data =
        record.data ? record.data : std::shared_ptr<const GameData>(&session.engine().data, [](const GameData*) {});
    const auto make = [&](std::string_view name, Side side, std::uint64_t seed, QString label) {
        auto brain = std::make_shared<Brain>(Brain{data, Engine{*data, session.rules(), {}}, nullptr, side, label});
        brain->pilot = m_factory(name, PilotSetup{brain->engine, side, seed});
        return brain;
    };
    QHash<QString, QString> flownBy;  // what the consoles say of who flies
    for (const AircraftState& airplane : session.state().aircraft) {
        std::shared_ptr<Brain> brain;
        if (airplane.autonomous) {
            flownBy.insert(toQt(airplane.id), tr("flies itself"));
            auto& own = m_autonomous[static_cast<int>(airplane.side)];
            if (!own)
                own = make(kAutonomous, airplane.side, autonomousPilotSeed(record.seed, airplane.side),
                           tr("The airplane nobody flies"));
            brain = own;
        } else {
            const QString player = session.playerOf(airplane.id);
            const QString pilot = session.pilotOf(player);
            if (pilot.isEmpty()) continue;  // a person's
            const std::string name = pilot.toStdString();
            if (findPilot(name) == nullptr || name == kAutonomous) {
                if (!m_unknown.contains(player)) m_unknown.push_back(player);
                continue;
            }
            auto& own = m_players[{player.toStdString(), static_cast<int>(airplane.side)}];
            if (!own)
                own = make(name, airplane.side, pilotSeed(record.seed, airplane.side),
                           tr("%1 (%2)").arg(player, pilotLabel(name)));
            brain = own;
            flownBy.insert(toQt(airplane.id), tr("computer: %1").arg(pilotLabel(name)));
        }
        m_brainOf[airplane.id] = brain;
    }
    if (m_parts.consoles != nullptr) m_parts.consoles->setFlownBy(flownBy);
}

std::shared_ptr<ComputerSeats::Brain> ComputerSeats::brainFor(const Decision& decision) const {
    // A flak battery's decisions go to the brain of the airplane whose player runs it (AA-04).
    const auto found = m_brainOf.find(answeredBy(m_parts.session->state(), decision.aircraft));
    return found != m_brainOf.end() ? found->second : nullptr;
}

ComputerSeats::Asked ComputerSeats::askedOf(const Decision& decision) const {
    return {m_parts.session->record().commands.size(), decision.aircraft, decision.kind, decision.weapon};
}

PlayFlow::Verdict ComputerSeats::decide(const Decision& decision) {
    sync();
    PlayFlow::Verdict verdict;  // Ask: a person's decision
    const auto brain = brainFor(decision);
    if (!brain) return verdict;
    const Asked asked = askedOf(decision);
    if (m_ready && m_ready->asked == asked) {
        Answer answer = std::move(*m_ready);
        m_ready.reset();
        if (!answer.command) return verdict;  // the pilot failed: the person at the screen decides
        verdict.kind = PlayFlow::Verdict::Kind::Answer;
        verdict.command = std::move(*answer.command);
        return verdict;
    }
    m_ready.reset();  // an answer to a decision taken back
    // One pilot thinks at a time: a decision asked while another is thought
    // over (one taken back meanwhile) is asked again when that answer comes.
    if (!m_job) think(brain, decision, asked);
    verdict.kind = PlayFlow::Verdict::Kind::Hold;
    verdict.title = tr("The computer's turn");
    verdict.message = tr("%1 is thinking…").arg(brain->label);
    return verdict;
}

void ComputerSeats::think(const std::shared_ptr<Brain>& brain, const Decision& decision, const Asked& asked) {
    const int id = ++m_nextJob;
    m_job = Job{id, asked};
    // Made here, on the window's thread, from the state as it is now: the
    // thread owns its copy and never sees the session. The view is of the
    // deciding airplane's seat: in DeathMatch its own pilot's (MODE-01).
    const GameState& state = m_parts.session->state();
    auto view = std::make_shared<const SeatView>(state, seatDeciding(state, decision.aircraft, brain->side));
    const std::uint64_t generation = m_generation;
    m_threads.emplace(
        id, std::thread([this, brain, view, decision, asked, id, generation] {
            Answer answer{asked, std::nullopt};
            QString problem;
            try {
                answer.command = brain->pilot->decide(*view, decision);
            } catch (const std::exception& error) {
                problem = QString::fromUtf8(error.what());
            } catch (...) {
                problem = QStringLiteral("?");
            }
            // Back to the window's thread; `this` is alive: its destructor waits for this thread.
            QMetaObject::invokeMethod(
                this,
                [this, id, generation, answer = std::move(answer), problem]() mutable {
                    if (!problem.isEmpty())
                        emit failed(tr("A computer pilot could not decide (%1); decide for it.").arg(problem));
                    onAnswer(id, generation, std::move(answer));
                },
                Qt::QueuedConnection);
        }));
}

void ComputerSeats::onAnswer(int jobId, std::uint64_t generation, Answer answer) {
    if (auto thread = m_threads.find(jobId); thread != m_threads.end()) {
        thread->second.join();  // it has posted its answer: it is ending
        m_threads.erase(thread);
    }
    if (generation != m_generation) return;  // a game that is gone
    if (m_job && m_job->id == jobId) m_job.reset();
    m_ready = std::move(answer);
    if (m_flow) m_flow->resume();
}

void ComputerSeats::onPhaseShown(int /*turn*/, int phase) {
    // Only when every card of the turn has been flown: the words name them all.
    if (phase != kLastPhase || !m_parts.session->isRunning()) return;
    sync();
    if (m_job) return;  // never read a pilot while it thinks (it cannot be: the moves are being shown)
    const GameSession& session = *m_parts.session;
    const words::EventNames names(session.data(), session.state());
    for (const auto& [id, brain] : m_brainOf)
        if (const auto choice = brain->pilot->lastChoice(id))
            m_revealed[id] = QString::fromStdString(words::describe(*choice, names));
    showReasons();
}

QStringList ComputerSeats::unknownPilots() {
    sync();
    return m_unknown;
}

QString ComputerSeats::revealedReasons(const std::string& aircraftId) const {
    const auto found = m_revealed.find(aircraftId);
    return found != m_revealed.end() ? found->second : QString();
}

void ComputerSeats::setShowReasons(bool on) {
    m_showReasons = on;
    showReasons();
}

void ComputerSeats::showReasons() {
    if (m_parts.consoles == nullptr) return;
    for (const auto& [id, reasons] : m_revealed)
        if (ConsoleWidget* console = m_parts.consoles->console(id)) console->setReasons(m_showReasons ? reasons : "");
}

}  // namespace jasta::app
