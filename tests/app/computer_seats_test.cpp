// Playing against the computer (issue 18) through the window: seats chosen
// in New Game, no hand-off cover with one person at the screen, the
// computer's plan kept secret until its cards are flown, its reasons shown
// after the moves in teaching mode, airplanes that fly themselves, a game
// of computers that plays itself, a solo game saved and opened again, and
// a window closed while a pilot thinks.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <set>
#include <thread>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/pilots/autonomous.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/pilots/pilot_words.hpp"
#include "play/choice_prompt.hpp"
#include "play/computer_seats.hpp"
#include "play/console_widget.hpp"
#include "play/consoles_panel.hpp"
#include "play/event_log_dock.hpp"
#include "play/game_session.hpp"
#include "play/hand_off_screen.hpp"
#include "play/planning_panel.hpp"
#include "play/play_flow.hpp"
#include "shell/games_history.hpp"
#include "shell/main_window.hpp"
#include "shell/new_game_dialog.hpp"
#include "table/table_scene.hpp"
#include "widget_test_support.hpp"
#include "window_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;

// The duel's players: the SPAD is Player 1's, the Albatros Player 2's.
const QString kPlayer1 = QStringLiteral("Player 1");
const QString kPlayer2 = QStringLiteral("Player 2");

// A pilot that thinks for `delay` before the greedy pilot's answer.
class SlowPilot final : public Pilot {
public:
    SlowPilot(const PilotSetup& setup, std::chrono::milliseconds delay)
        : m_inner(makePilot("greedy", setup)), m_delay(delay) {}
    Command decide(const SeatView& view, const Decision& decision) override {
        std::this_thread::sleep_for(m_delay);
        Command command = m_inner->decide(view, decision);
        if (const auto choice = m_inner->lastChoice(decision.aircraft)) remember(*choice);
        return command;
    }

private:
    std::unique_ptr<Pilot> m_inner;
    std::chrono::milliseconds m_delay;
};

struct ComputerSeatsTest : ::testing::Test {
    std::unique_ptr<MainWindow> window =
        std::make_unique<MainWindow>(shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR);
    int coversSeen = 0;

    void SetUp() override {
        clean();
        window->resize(1400, 900);
        window->show();
        window->handOffScreen()->setArmDelay(0);
        window->tableScene()->setAnimationSpeed(50);
        window->flow()->setAutoFire(true);  // the person's fire answers itself: these tests are about the plans
    }
    void TearDown() override { clean(); }
    static void clean() {
        QDir(MainWindow::recoveryFolder()).removeRecursively();
        QDir(GamesHistory::folder()).removeRecursively();
        QSettings().remove(QStringLiteral("newGame"));
        QSettings().remove(QStringLiteral("recentGames"));
        QSettings().remove(QStringLiteral("teaching/computerReasons"));
    }

    [[nodiscard]] bool busy() const {
        return window->flow()->isPlayingBack() || window->tableScene()->isAnimating() ||
               window->computerSeats()->isThinking();
    }

    // Lets the pilots think and the moves play until the game waits for a
    // person (or is over, or `until` holds); counts the covers it saw.
    void runUntilAPersonIsAsked(const std::function<bool()>& until = {}) {
        for (int i = 0; i < 20000; ++i) {
            if (window->handOffScreen()->isVisible()) {
                ++coversSeen;
                return;  // a person is asked to take the screen
            }
            if (until && until()) return;
            QApplication::processEvents();
            if (window->flow()->isPlayingBack() || window->tableScene()->isAnimating()) {
                window->tableScene()->advanceAnimations(50);
                continue;
            }
            if (window->computerSeats()->isThinking()) {
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
                continue;
            }
            QApplication::processEvents();
            if (busy()) continue;
            if (window->session()->isOver() || !window->session()->decisionsOf(window->session()->seat()).empty() ||
                window->planningPanel()->isVisible())
                return;
        }
    }

    // The person plans the airplane the planning panel shows, as the autopilot would.
    void planAsThePerson() {
        auto* session = window->session();
        const auto decisions = session->decisionsOf(session->seat());
        ASSERT_FALSE(decisions.empty());
        const Decision& decision = decisions.front();
        auto* panel = window->planningPanel();
        if (decision.kind == DecisionKind::Reorder) {
            ASSERT_TRUE(panel->canConfirm());
            panel->confirm();  // keeps its order
            return;
        }
        if (decision.kind != DecisionKind::Plan) {
            ASSERT_TRUE(window->choicePrompt()->choose(0)) << decision.kind;
            return;
        }
        ASSERT_TRUE(panel->isVisible());
        const auto plan = choosePlan(session->engine(), session->state(), decision.aircraft);
        ASSERT_TRUE(plan.has_value());
        for (int slot = 0; slot < 3; ++slot) ASSERT_TRUE(panel->placeCard(plan->cards[slot].number));
        ASSERT_TRUE(panel->canConfirm()) << panel->refusalText().toStdString();
        panel->confirm();
    }

    void startDuel(const std::vector<ComputerPlayer>& computers, std::uint64_t seed = 7) {
        ASSERT_TRUE(window->startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), seed,
                                      computers));
    }

    [[nodiscard]] ConsoleWidget* console(const char* id) const { return window->consoles()->console(id); }

    // Log rows the person at the screen sees that are secret to `aircraftId`.
    [[nodiscard]] int secretRowsShownOf(const QString& aircraftId) const {
        const auto* filter = window->eventLog()->filter();
        int rows = 0;
        for (int row = 0; row < filter->rowCount(); ++row)
            rows += filter->index(row, 0).data(EventLogModel::SecretToRole).toString() == aircraftId ? 1 : 0;
        return rows;
    }

    // Game › New Game with `choose` making the choices in the dialog, then
    // its Start button and the set-up's Start; returns how many dialogs showed.
    int newGame(const std::function<void(NewGameDialog&)>& choose) {
        int dialogs = 0;
        QTimer accept;
        accept.setInterval(20);
        QObject::connect(&accept, &QTimer::timeout, [&] {
            auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
            if (dialog == nullptr) return;
            ++dialogs;
            choose(*dialog);
            dialog->okButton()->click();
        });
        accept.start();
        window->newGame();
        accept.stop();
        EXPECT_TRUE(window->finishPlacement());
        return dialogs;
    }

    void setReasonsShown(bool on) {
        auto* action = window->findChild<QAction*>(QStringLiteral("actionComputerReasons"));
        ASSERT_NE(action, nullptr);
        action->setChecked(on);
    }
};

// New Game: Player 1 given to the computer; the person plays Player 2. The
// computer plans first (seat order) and its plan stays secret until flown.
TEST_F(ComputerSeatsTest, ASoloGameFromNewGameHasNoCoverAndKeepsTheComputersPlanSecret) {
    QStringList offered;
    ASSERT_EQ(newGame([&](NewGameDialog& dialog) {
                  EXPECT_EQ(dialog.seatPlayers(), QStringList({kPlayer1, kPlayer2}));
                  EXPECT_EQ(dialog.seatOf(kPlayer1), QString()) << "a person by default";
                  const auto boxes = dialog.findChildren<QComboBox*>(QStringLiteral("seatChoice"));
                  ASSERT_EQ(boxes.size(), 2);
                  for (int i = 0; i < boxes.front()->count(); ++i) offered << boxes.front()->itemData(i).toString();
                  boxes.front()->setCurrentIndex(boxes.front()->findData(QStringLiteral("greedy")));
                  EXPECT_EQ(dialog.seatOf(kPlayer1), QStringLiteral("greedy"));
              }),
              1);
    // Every seat pilot of the registry, after "Human"; never the autonomous one.
    ASSERT_FALSE(offered.isEmpty());
    EXPECT_EQ(offered.front(), QString());
    EXPECT_FALSE(offered.contains(QStringLiteral("autonomous")));
    EXPECT_EQ(static_cast<std::size_t>(offered.size()), ComputerSeats::seatPilots().size() + 1);

    auto* session = window->session();
    ASSERT_EQ(session->record().computerPlayers.size(), 1u);
    EXPECT_EQ(session->record().computerPlayers.front().player, kPlayer1.toStdString());
    EXPECT_EQ(session->humans(), QStringList{kPlayer2});
    runUntilAPersonIsAsked();
    ASSERT_FALSE(HasFatalFailure());

    // The computer has planned; the person at the screen plans, with no cover.
    std::string computer, person;
    for (const auto& airplane : session->state().aircraft)
        (session->playerOf(airplane.id) == kPlayer1 ? computer : person) = airplane.id;
    EXPECT_TRUE(session->state().plans.contains(computer)) << "the computer plans first";
    EXPECT_FALSE(session->canUndo()) << "the computer's plan is not the person's to take back";
    EXPECT_EQ(coversSeen, 0);
    EXPECT_FALSE(window->handOffScreen()->isVisible());
    EXPECT_TRUE(window->planningPanel()->isVisible());
    EXPECT_EQ(session->seat(), kPlayer2);
    EXPECT_EQ(window->flow()->viewer(), kPlayer2);
    // Nothing of its plan: no ghosts, no cards on its console, no secret line in the log.
    EXPECT_TRUE(window->tableScene()->ghostItems(computer).isEmpty());
    EXPECT_EQ(console(computer.c_str())->field(QStringLiteral("flown")), QStringLiteral("none yet"));
    EXPECT_FALSE(console(computer.c_str())->showsSecrets()) << "the computer's damage is its own";
    EXPECT_TRUE(console(person.c_str())->showsSecrets());
    EXPECT_EQ(secretRowsShownOf(QString::fromStdString(computer)), 0);
    // Each console says who flies its airplane: the computer's names its pilot.
    EXPECT_TRUE(console(computer.c_str())->field(QStringLiteral("type")).endsWith(QStringLiteral("computer: Greedy")))
        << console(computer.c_str())->field(QStringLiteral("type")).toStdString();
    EXPECT_FALSE(console(person.c_str())->field(QStringLiteral("type")).contains(QStringLiteral("computer")));

    planAsThePerson();
    ASSERT_FALSE(HasFatalFailure());
    runUntilAPersonIsAsked();
    ASSERT_FALSE(HasFatalFailure());
    // The set-up is random: an airplane may leave the table in its first turn.
    EXPECT_TRUE(session->state().turn >= 2 || session->isOver()) << "the turn was flown";
    EXPECT_EQ(coversSeen, 0) << "one person at the screen: no cover, ever";
    EXPECT_NE(console(computer.c_str())->field(QStringLiteral("flown")), QStringLiteral("none yet"));
}

// Teaching: the reasons come once the turn's cards are flown, never before.
TEST_F(ComputerSeatsTest, TheComputersReasonsShowAfterTheMovesInTeachingMode) {
    setReasonsShown(true);
    startDuel({{kPlayer1.toStdString(), "greedy"}});
    runUntilAPersonIsAsked();
    auto* seats = window->computerSeats();
    EXPECT_TRUE(window->session()->state().plans.contains("spad"));
    EXPECT_EQ(console("spad")->field(QStringLiteral("reasons")), QString()) << "its plan is still secret";
    EXPECT_EQ(seats->revealedReasons("spad"), QString());

    // Watch the log: the reasons turn up with the third phase's lines, not before.
    QString shownWithPhase;
    QObject::connect(window->flow(), &PlayFlow::phaseShown, window.get(), [&](int, int phase) {
        if (shownWithPhase.isEmpty() && !console("spad")->field(QStringLiteral("reasons")).isEmpty())
            shownWithPhase = QString::number(phase);
    });
    planAsThePerson();
    ASSERT_FALSE(HasFatalFailure());
    runUntilAPersonIsAsked();
    const QString reasons = console("spad")->field(QStringLiteral("reasons"));
    ASSERT_FALSE(reasons.isEmpty());
    EXPECT_TRUE(reasons.startsWith(QStringLiteral("chose "))) << reasons.toStdString();
    EXPECT_EQ(shownWithPhase, QStringLiteral("3"));
    EXPECT_EQ(console("albatros")->field(QStringLiteral("reasons")), QString()) << "the person's airplane has none";
    // The words name the cards it flew this turn.
    const auto& flown = window->session()->state().find("spad")->history;
    ASSERT_FALSE(flown.empty());
    EXPECT_TRUE(reasons.contains(QString::number(flown.back().number))) << reasons.toStdString();

    // Teaching off: taken off the console.
    setReasonsShown(false);
    EXPECT_EQ(console("spad")->field(QStringLiteral("reasons")), QString());
}

TEST_F(ComputerSeatsTest, WithoutTeachingTheReasonsStayOff) {
    startDuel({{kPlayer1.toStdString(), "greedy"}});
    runUntilAPersonIsAsked();
    planAsThePerson();
    ASSERT_FALSE(HasFatalFailure());
    runUntilAPersonIsAsked();
    EXPECT_GE(window->session()->state().turn, 2);
    EXPECT_EQ(console("spad")->field(QStringLiteral("reasons")), QString());
    EXPECT_FALSE(window->computerSeats()->revealedReasons("spad").isEmpty()) << "kept for when teaching is on";
}

// "Flown by nobody": the New Game choice, the scenario's default, and an
// airplane that plans only from its eight cards and makes no player.
TEST_F(ComputerSeatsTest, AnAutonomousAirplaneFliesOnlyItsEightCards) {
    {
        NewGameDialog dialog(shippedData());
        dialog.setPlacement(NewGameDialog::Placement::ScenarioFile);
        ASSERT_TRUE(dialog.selectScenario(QStringLiteral("ww1_gotha_raid")));
        ASSERT_GE(dialog.seatAirplaneCount(), 1);
        EXPECT_TRUE(dialog.isAutonomous(0)) << "the scenario's Gotha flies itself";
        EXPECT_FALSE(dialog.seatPlayers().contains(dialog.seatAirplaneName(0)));
        const auto checks = dialog.findChildren<QCheckBox*>(QStringLiteral("autonomousChoice"));
        EXPECT_EQ(checks.size(), dialog.seatAirplaneCount());
    }
    ASSERT_EQ(newGame([&](NewGameDialog& dialog) {
                  dialog.setPlacement(NewGameDialog::Placement::ScenarioFile);
                  ASSERT_TRUE(dialog.selectScenario(QStringLiteral("ww1_duel")));
                  ASSERT_EQ(dialog.seatAirplaneCount(), 2);
                  EXPECT_FALSE(dialog.isAutonomous(1));
                  dialog.setAutonomous(1, true);  // the Albatros: nobody flies it
                  EXPECT_EQ(dialog.seatPlayers(), QStringList{kPlayer1});
              }),
              1);
    auto* session = window->session();
    EXPECT_EQ(session->players(), QStringList{kPlayer1}) << "an airplane nobody flies has no seat";
    EXPECT_TRUE(session->isAutonomous("albatros"));
    EXPECT_TRUE(session->record().computerPlayers.empty());
    EXPECT_TRUE(session->record().scenario.aircraft[1].autonomous);

    runUntilAPersonIsAsked();
    EXPECT_TRUE(console("albatros")->field(QStringLiteral("type")).endsWith(QStringLiteral("flies itself")));
    EXPECT_FALSE(console("spad")->field(QStringLiteral("type")).contains(QStringLiteral("flies itself")));

    const auto* type = shippedData().aircraftType(session->state().find("albatros")->type);
    const auto eight = autonomousDeck(*shippedData().deckOf(*type));
    const std::set<int> cards(eight.begin(), eight.end());
    for (int turn = 0; turn < 4 && !session->isOver(); ++turn) {
        runUntilAPersonIsAsked();
        if (session->isOver()) break;
        planAsThePerson();
        ASSERT_FALSE(HasFatalFailure());
    }
    runUntilAPersonIsAsked();
    const auto& flown = session->state().find("albatros")->history;
    ASSERT_FALSE(flown.empty());
    for (const auto& card : flown) EXPECT_TRUE(cards.contains(card.number)) << card.number;
    EXPECT_EQ(coversSeen, 0);
}

// Nobody at the screen: the computer plays both sides, and nothing is secret.
TEST_F(ComputerSeatsTest, AGameOfComputersPlaysItself) {
    startDuel({{kPlayer1.toStdString(), "greedy"}, {kPlayer2.toStdString(), "greedy"}});
    EXPECT_TRUE(window->flow()->isWatching());
    auto* session = window->session();
    runUntilAPersonIsAsked([&] { return session->state().turn >= 4; });
    EXPECT_TRUE(session->state().turn >= 4 || session->isOver());
    EXPECT_EQ(coversSeen, 0);
    EXPECT_TRUE(console("spad")->showsSecrets());
    EXPECT_TRUE(console("albatros")->showsSecrets());
}

// A saved solo game opened again: the computer still plays Player 1.
TEST_F(ComputerSeatsTest, ASavedSoloGameKeepsItsComputerSeat) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("solo.jasta"));
    startDuel({{kPlayer1.toStdString(), "greedy"}});
    runUntilAPersonIsAsked();
    planAsThePerson();
    ASSERT_FALSE(HasFatalFailure());
    runUntilAPersonIsAsked();
    ASSERT_TRUE(window->saveGameTo(file));

    window = std::make_unique<MainWindow>(shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR);
    SetUp();
    ASSERT_TRUE(window->openGameFile(file));
    auto* session = window->session();
    ASSERT_EQ(session->record().computerPlayers.size(), 1u);
    EXPECT_EQ(session->record().computerPlayers.front().pilot, "greedy");
    EXPECT_EQ(session->humans(), QStringList{kPlayer2});
    const int turn = session->state().turn;
    runUntilAPersonIsAsked();
    EXPECT_TRUE(session->state().plans.contains("spad")) << "the computer planned its turn again";
    EXPECT_EQ(session->seat(), kPlayer2);
    planAsThePerson();
    ASSERT_FALSE(HasFatalFailure());
    runUntilAPersonIsAsked();
    EXPECT_GT(session->state().turn, turn);
    EXPECT_EQ(coversSeen, 0);

    // The games history says who played against the computer.
    SavedGame record = session->record();
    const QString kept = GamesHistory::keep(record, session->state(), shippedData());
    const auto entries = GamesHistory::entries();
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_TRUE(entries.front().players.front().contains(QStringLiteral("computer")))
        << entries.front().players.front().toStdString();
    QFile::remove(kept);
}

// A pilot this program does not have (a newer Jasta's): a person plays that seat.
TEST_F(ComputerSeatsTest, ASaveNamingAnUnknownPilotOpensWithAPersonInItsSeat) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("newer.jasta"));
    startDuel({{kPlayer1.toStdString(), "greedy"}});
    SavedGame record = window->session()->record();
    record.computerPlayers = {{kPlayer1.toStdString(), "a_pilot_of_a_newer_jasta"}};
    writeSaveFile(file.toStdString(), record);
    window->setHeadless(true);
    ASSERT_TRUE(window->openGameFile(file));
    EXPECT_EQ(window->computerSeats()->unknownPilots(), QStringList{kPlayer1});
    runUntilAPersonIsAsked();
    EXPECT_FALSE(window->computerSeats()->isThinking());
    EXPECT_EQ(window->session()->seat(), kPlayer1) << "the person at the screen plans for it";
}

// A pilot thinks on its own thread: the window shows who thinks, a new game
// while it thinks drops its answer, and closing the window waits for it.
TEST_F(ComputerSeatsTest, ClosingTheWindowWhileAPilotThinksIsSafe) {
    window->computerSeats()->setPilotFactory([](std::string_view name, const PilotSetup& setup) {
        if (name == "autonomous") return makePilot(name, setup);
        return std::unique_ptr<Pilot>(std::make_unique<SlowPilot>(setup, std::chrono::milliseconds(300)));
    });
    startDuel({{kPlayer1.toStdString(), "greedy"}});
    QApplication::processEvents();
    ASSERT_TRUE(window->computerSeats()->isThinking());
    EXPECT_TRUE(window->choicePrompt()->isVisible());
    EXPECT_TRUE(window->flow()->waitingFor().contains(QStringLiteral("thinking")))
        << window->flow()->waitingFor().toStdString();

    // Another game while it thinks: the old answer goes nowhere.
    startDuel({{kPlayer1.toStdString(), "greedy"}}, 8);
    runUntilAPersonIsAsked();
    EXPECT_TRUE(window->session()->state().plans.contains("spad"));
    EXPECT_EQ(window->session()->record().commands.size(), 1u) << "one plan: the dropped answer was never submitted";

    // The turn is flown; next turn the person (who has the screen) plans
    // first, then the computer: it is thinking when the window goes.
    planAsThePerson();
    ASSERT_FALSE(HasFatalFailure());
    runUntilAPersonIsAsked();
    ASSERT_EQ(window->session()->state().turn, 2);
    planAsThePerson();
    ASSERT_FALSE(HasFatalFailure());
    QApplication::processEvents();
    ASSERT_TRUE(window->computerSeats()->isThinking());
    window.reset();
    QApplication::processEvents();
    SUCCEED();
}

// Two people and two computer players at one screen: the cover comes only
// between the people, never for the computer's players.
TEST_F(ComputerSeatsTest, TwoPeopleAndTheComputerHaveCoversOnlyBetweenThePeople) {
    const QString player3 = QStringLiteral("Player 3"), player4 = QStringLiteral("Player 4");
    ASSERT_TRUE(window->startGame(*shippedData().scenario("ww1_furball"), *shippedData().ruleset("ww1-standard"), 11,
                                  {{kPlayer2.toStdString(), "greedy"}, {player4.toStdString(), "greedy"}}));
    auto* session = window->session();
    EXPECT_EQ(session->humans(), QStringList({kPlayer1, player3}));
    std::set<QString> covered;
    for (int step = 0; step < 80 && session->state().turn < 3 && !session->isOver(); ++step) {
        runUntilAPersonIsAsked();
        if (window->handOffScreen()->isVisible()) {
            covered.insert(window->handOffScreen()->player());
            test::click(window->handOffScreen());
            continue;
        }
        if (session->isOver()) break;
        EXPECT_TRUE(session->seat() == kPlayer1 || session->seat() == player3) << session->seat().toStdString();
        planAsThePerson();
        ASSERT_FALSE(HasFatalFailure());
    }
    EXPECT_GE(session->state().turn, 3);
    EXPECT_EQ(covered, std::set<QString>({kPlayer1, player3}));
}

// A lesson takes the decisions over; the next game the computer plays again.
TEST_F(ComputerSeatsTest, ALessonTakesTheDecisionsOverAndGivesThemBack) {
    ASSERT_FALSE(window->lessons().empty());
    startDuel({{kPlayer1.toStdString(), "greedy"}});
    ASSERT_TRUE(window->startLesson(window->lessons().front()));
    runUntilAPersonIsAsked([&] { return !busy(); });
    EXPECT_FALSE(window->computerSeats()->isThinking()) << "the lesson's game has no computer player";
    startDuel({{kPlayer1.toStdString(), "greedy"}});
    runUntilAPersonIsAsked();
    EXPECT_TRUE(window->session()->state().plans.contains("spad")) << "the computer plans again";
    EXPECT_EQ(window->session()->seat(), kPlayer2);
}

// docs/screenshots/solo_reasons.png (JASTA_SCREENSHOTS): a solo game on a
// laptop after two turns against a Veteran, its reasons on its console.
TEST_F(ComputerSeatsTest, Screenshot) {
    window->resize(1366, 768);
    setReasonsShown(true);
    startDuel({{kPlayer1.toStdString(), "veteran"}}, 2026);
    for (int turn = 0; turn < 2; ++turn) {
        runUntilAPersonIsAsked();
        planAsThePerson();
        ASSERT_FALSE(HasFatalFailure());
    }
    runUntilAPersonIsAsked();
    ASSERT_FALSE(console("spad")->field(QStringLiteral("reasons")).isEmpty());
    window->consoles()->verticalScrollBar()->setValue(0);  // the computer's console from its header
    test::saveScreenshot(window->grab().toImage(), QStringLiteral("solo_reasons"));
}

}  // namespace
}  // namespace jasta::app
