// Starting, stopping and finding games (issue 15): a file that cannot be
// opened leaves the game on the table as it was, New Game works from inside
// a replay.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <functional>

#include <nlohmann/json.hpp>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "jasta/game/replay.hpp"
#include "jasta/game/save.hpp"
#include "play/event_log_dock.hpp"
#include "play/game_session.hpp"
#include "play/placement_panel.hpp"
#include "play/play_flow.hpp"
#include "play/rule_book.hpp"
#include "replay/replay_controller.hpp"
#include "shell/games_history.hpp"
#include "shell/games_history_list.hpp"
#include "shell/main_window.hpp"
#include "shell/new_game_dialog.hpp"
#include "shell/welcome_screen.hpp"
#include "teaching/rules_browser.hpp"
#include "teaching/tutorial_controller.hpp"
#include "widget_test_support.hpp"
#include "window_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::plan;
using jasta::test::shippedData;

const QString kSaves = QStringLiteral(JASTA_TEST_GOLDEN_DIR "/saves/");

// Clicks the New Game dialog's Start button as soon as it shows; returns how many showed.
int acceptNewGame(const std::function<void()>& open) {
    int dialogs = 0;
    QTimer accept;
    accept.setInterval(20);
    QObject::connect(&accept, &QTimer::timeout, [&] {
        if (auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget())) {
            ++dialogs;
            dialog->okButton()->click();
        }
    });
    accept.start();
    open();
    QApplication::processEvents();
    return dialogs;
}

struct StartingGames : ::testing::Test {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    test::DataChangeAnswerer dataChanged;  // golden saves of older data
    QTemporaryDir dir;

    void SetUp() override {
        clean();
        window.flow()->setHandOffs(false);
        window.show();
    }
    void TearDown() override { clean(); }
    static void clean() {
        QDir(MainWindow::recoveryFolder()).removeRecursively();
        QDir(GamesHistory::folder()).removeRecursively();
        QSettings().remove(QStringLiteral("recentGames"));
        QSettings().remove(QStringLiteral("newGame"));
        QSettings().remove(QStringLiteral("tutorial/finished"));
    }

    // A duel one turn in, not saved: its only copy is the recovery file.
    void playADuelTurn() {
        ASSERT_TRUE(
            window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026));
        auto* session = window.session();
        session->setSeat("Player 1");
        ASSERT_EQ(session->submit(SubmitPlan{"spad", plan(1, 2, 3)}), "");
        session->setSeat("Player 2");
        ASSERT_EQ(session->submit(SubmitPlan{"albatros", plan(1, 2, 3)}), "");
        test::settleWindow(window);
        ASSERT_TRUE(window.hasUnsavedChanges());
        ASSERT_TRUE(QFile::exists(window.recoveryFile()));
    }

    QString writeFile(const QString& name, const QByteArray& text) const {
        const QString path = dir.filePath(name);
        QFile out(path);
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(text);
        return path;
    }

    // What a player sees of the window and what a save would write.
    struct Look {
        nlohmann::json state;
        std::size_t commands = 0;
        QString title;
        QString saveFile;
        bool unsaved = false;
        QByteArray recovery;  // the recovery file's content
        int logLines = 0;
        std::map<std::string, std::string, std::less<>> rulesInForce;
        bool replayOpen = false;
        bool operator==(const Look&) const = default;
    };
    Look look() const {
        Look seen;
        seen.state = toJson(window.session()->state());
        seen.commands = window.session()->record().commands.size();
        seen.title = window.windowTitle();
        seen.saveFile = window.saveFile();
        seen.unsaved = window.hasUnsavedChanges();
        QFile recovery(window.recoveryFile());
        if (recovery.open(QIODevice::ReadOnly)) seen.recovery = recovery.readAll();
        seen.logLines = window.eventLog()->model()->rowCount();
        seen.rulesInForce = window.ruleBook()->rulesInForce();
        seen.replayOpen = window.replay() != nullptr;
        return seen;
    }
};

// A damaged file, a file that does not replay as saved (the player does not
// go on), a file that is gone: each is explained, and the game on the table,
// its title, its log, its rules and its recovery file stay as they were.
TEST_F(StartingGames, AFileThatCannotBeOpenedLeavesTheGameAsItWas) {
    playADuelTurn();
    const Look before = look();
    ASSERT_FALSE(before.recovery.isEmpty());

    const QString damaged = writeFile(QStringLiteral("damaged.jasta"), R"({"format": "jasta-game", "seed": )");
    QFile golden(kSaves + QStringLiteral("ww2_channel_v3.jasta"));
    ASSERT_TRUE(golden.open(QIODevice::ReadOnly));
    nlohmann::json tamperedJson = nlohmann::json::parse(golden.readAll().toStdString());
    tamperedJson["hashes"][2]["hash"] = "0000000000000000";
    const QString tampered =
        writeFile(QStringLiteral("tampered.jasta"), QByteArray::fromStdString(tamperedJson.dump()));
    const QString gone = dir.filePath(QStringLiteral("gone.jasta"));

    for (const QString& file : {damaged, tampered, gone}) {
        {
            const test::MessageBoxAnswerer doNotOpen(QMessageBox::No);
            EXPECT_FALSE(window.openGameFile(file)) << file.toStdString();
            EXPECT_GE(doNotOpen.count(), 1) << "the player is told why";
            EXPECT_TRUE(doNotOpen.text().contains(file)) << doNotOpen.text().toStdString();
        }
        test::settleWindow(window);
        EXPECT_TRUE(look() == before) << file.toStdString();
        test::expectTableMatchesState(window);
        {
            const test::MessageBoxAnswerer ok;
            if (file != tampered) {  // a replay shows where a tampered game differs: it opens
                EXPECT_FALSE(window.openReplayFile(file)) << file.toStdString();
            }
        }
        EXPECT_TRUE(look() == before) << file.toStdString();
    }
}

// Open Recent with a file that cannot be opened: the file is read before the
// player is asked to save, so "Discard" can no longer cost the game on the
// table (its recovery file was deleted before the file failed).
TEST_F(StartingGames, ARecentFileThatFailsAsksNothingAndKeepsTheRecovery) {
    const QString damaged = writeFile(QStringLiteral("damaged.jasta"), R"({"format": "jasta-game", "seed": )");
    QSettings().setValue(QStringLiteral("recentGames"), QStringList{damaged});
    playADuelTurn();
    const Look before = look();
    auto* recent = window.findChild<QMenu*>(QStringLiteral("recentMenu"));
    ASSERT_NE(recent, nullptr);
    emit recent->aboutToShow();
    ASSERT_EQ(recent->actions().size(), 1);
    {
        const test::MessageBoxAnswerer discard(QMessageBox::Discard);
        recent->actions()[0]->trigger();
        EXPECT_EQ(discard.count(), 1) << "only why the file cannot be opened";
        EXPECT_TRUE(discard.text().contains(damaged)) << discard.text().toStdString();
    }
    EXPECT_TRUE(look() == before);
    EXPECT_TRUE(MainWindow::recentGames().isEmpty()) << "a file that cannot be opened leaves the list";
}

// A good file still asks to save the game on the table first, and Cancel keeps it.
TEST_F(StartingGames, OpeningAGoodFileAsksToSaveFirstAndCancelKeepsTheGame) {
    playADuelTurn();
    const Look before = look();
    {
        const test::MessageBoxAnswerer cancel(QMessageBox::Cancel);
        EXPECT_FALSE(window.openGameFile(kSaves + QStringLiteral("ww2_channel_v3.jasta")));
        EXPECT_EQ(cancel.count(), 1);
        EXPECT_TRUE(cancel.text().contains(QStringLiteral("Save"))) << cancel.text().toStdString();
    }
    EXPECT_TRUE(look() == before);
    {
        const test::MessageBoxAnswerer discard(QMessageBox::Discard);
        EXPECT_TRUE(window.openGameFile(kSaves + QStringLiteral("ww2_channel_v3.jasta")));
    }
    EXPECT_EQ(window.session()->state().aircraft.size(),
              readSaveFile((kSaves + QStringLiteral("ww2_channel_v3.jasta")).toStdString(), shippedData())
                  .scenario.aircraft.size());
}

// Game › New Game… while a replay is open: the set-up appears with its Start
// button, and starting plays the new game (the replay closes).
TEST_F(StartingGames, NewGameFromInsideAReplayStartsAGame) {
    ASSERT_TRUE(window.openReplayFile(kSaves + QStringLiteral("ww1_duel_v3.jasta")));
    ASSERT_NE(window.replay(), nullptr);
    auto* decisionDock = window.findChild<QDockWidget*>(QStringLiteral("decisionDock"));
    ASSERT_NE(decisionDock, nullptr);
    ASSERT_FALSE(decisionDock->isVisible()) << "a replay hides the decisions";

    ASSERT_EQ(acceptNewGame([&] { window.newGame(); }), 1);

    EXPECT_EQ(window.replay(), nullptr) << "the replay closed";
    EXPECT_TRUE(decisionDock->isVisible());
    QPushButton* start = nullptr;
    for (auto* button : window.placementPanel()->findChildren<QPushButton*>())
        if (button->text() == QStringLiteral("Start the Game")) start = button;
    ASSERT_NE(start, nullptr);
    EXPECT_TRUE(start->isVisible()) << "the player can start the game";
    start->click();
    test::settleWindow(window);
    ASSERT_TRUE(window.session()->isRunning());
    EXPECT_EQ(window.session()->state().turn, 1);
    EXPECT_FALSE(window.session()->pending().empty()) << "the new game waits for its first plan";
}

// Every finished game is kept by itself, with its players, airplanes, era,
// date and result; the welcome screen lists it to replay or delete.
TEST_F(StartingGames, EveryFinishedGameIsKeptInTheHistoryToReplayOrDelete) {
    const QDateTime before = QDateTime::currentDateTime().addSecs(-1);
    test::playGoldenDuel(window);
    const std::vector<GamesHistory::Entry> entries = GamesHistory::entries();
    ASSERT_EQ(entries.size(), 1u);
    const GamesHistory::Entry& entry = entries.front();
    EXPECT_EQ(entry.file, window.historyFile());
    EXPECT_EQ(entry.players,
              (QStringList{QStringLiteral("Player 1: SPAD XIII"), QStringLiteral("Player 2: Albatros D.III")}));
    EXPECT_EQ(entry.era, QStringLiteral("WW1"));
    EXPECT_EQ(entry.result, resultText(window.session()->state().result));
    EXPECT_TRUE(entry.result.startsWith(QStringLiteral("Victory for the")) ||
                entry.result.startsWith(QStringLiteral("A draw")))
        << entry.result.toStdString();
    EXPECT_EQ(entry.turns, window.session()->state().turn);
    EXPECT_GE(entry.finished, before);
    EXPECT_TRUE(entry.file.startsWith(GamesHistory::folder()));
    const std::string headline =
        window.victoryScreen()->findChild<QLabel*>(QStringLiteral("victoryHeadline"))->text().toStdString();
    EXPECT_EQ(headline, entry.result.toStdString()) << "the history says what the victory screen said";

    // Closed, the game waits in the welcome screen's history.
    {
        const test::MessageBoxAnswerer nothing;
        window.closeGame();
        EXPECT_EQ(nothing.count(), 0) << "a finished game is kept: nothing to ask";
    }
    WelcomeScreen* welcome = window.welcomeScreen();
    ASSERT_TRUE(welcome->isVisible());
    QTreeWidget* history = welcome->historyList();
    ASSERT_EQ(history->topLevelItemCount(), 1);
    EXPECT_TRUE(history->topLevelItem(0)->text(1).contains(QStringLiteral("Player 1: SPAD XIII")));
    EXPECT_EQ(history->topLevelItem(0)->text(2), QStringLiteral("WW1"));
    EXPECT_TRUE(history->topLevelItem(0)->text(3).startsWith(entry.result))
        << history->topLevelItem(0)->text(3).toStdString();

    // Replay: the game played back, verified, the welcome screen gone.
    welcome->replayHistoryButton()->click();
    ASSERT_NE(window.replay(), nullptr);
    EXPECT_TRUE(window.replay()->replay().verified());
    EXPECT_FALSE(welcome->isVisible());
    window.closeReplay();  // no game behind it: back to the welcome screen
    ASSERT_TRUE(welcome->isVisible());

    // Delete asks, then the game is gone from the list and the disk.
    history->setCurrentItem(history->topLevelItem(0));
    {
        const test::MessageBoxAnswerer cancel(QMessageBox::Cancel);
        welcome->deleteHistoryButton()->click();
        EXPECT_EQ(cancel.count(), 1);
    }
    EXPECT_TRUE(QFile::exists(entry.file));
    {
        const test::MessageBoxAnswerer yes(QMessageBox::Yes);
        welcome->deleteHistoryButton()->click();
    }
    EXPECT_FALSE(QFile::exists(entry.file));
    EXPECT_TRUE(GamesHistory::entries().empty());
    ASSERT_EQ(history->topLevelItemCount(), 1);
    EXPECT_EQ(history->topLevelItem(0)->flags(), Qt::NoItemFlags) << "only the line saying the list is empty";
    EXPECT_FALSE(welcome->replayHistoryButton()->isEnabled());
}

// Game › Games History… (issue 15): the same list over a game in progress,
// to replay or delete, and back to the game as it was.
TEST_F(StartingGames, TheGamesHistoryOfTheMenuLeavesTheGameInProgressAsItWas) {
    test::playGoldenDuel(window);  // a finished game, kept by itself
    const std::vector<GamesHistory::Entry> entries = GamesHistory::entries();
    ASSERT_EQ(entries.size(), 1u);
    playADuelTurn();
    if (HasFatalFailure()) return;
    const Look before = look();
    auto* action = window.findChild<QAction*>(QStringLiteral("actionGamesHistory"));
    ASSERT_NE(action, nullptr);
    bool inMenus = false;
    for (const QAction* menu : window.menuBar()->actions())
        inMenus = inMenus || (menu->menu() != nullptr && menu->menu()->actions().contains(action));
    EXPECT_TRUE(inMenus);
    const auto open = [&]() -> GamesHistoryList* {
        action->trigger();
        test::settle();
        QDialog* shown = window.gamesHistoryWindow();
        if (shown == nullptr || !shown->isVisible()) return nullptr;
        return shown->findChild<GamesHistoryList*>();
    };

    GamesHistoryList* list = open();
    ASSERT_NE(list, nullptr);
    ASSERT_EQ(list->list()->topLevelItemCount(), 1);
    EXPECT_TRUE(list->list()->topLevelItem(0)->text(1).contains(QStringLiteral("Player 1: SPAD XIII")));
    EXPECT_TRUE(list->list()->topLevelItem(0)->text(3).startsWith(entries.front().result));
    test::saveScreenshot(window.gamesHistoryWindow()->grab().toImage(), QStringLiteral("games_history_window"));
    // Back to the game: nothing of it changed.
    auto* back = window.gamesHistoryWindow()->findChild<QPushButton*>(QStringLiteral("historyBack"));
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(back->text(), QStringLiteral("Back to the Game"));
    back->click();
    test::settle();
    EXPECT_TRUE(window.gamesHistoryWindow() == nullptr || !window.gamesHistoryWindow()->isVisible());
    EXPECT_TRUE(look() == before);

    // A replay from it; closed, the game in progress is back where it was.
    list = open();
    ASSERT_NE(list, nullptr);
    list->replayButton()->click();
    test::settleWindow(window);
    ASSERT_NE(window.replay(), nullptr);
    EXPECT_TRUE(window.replay()->replay().verified());
    window.closeReplay();
    test::settleWindow(window);
    ASSERT_TRUE(window.session()->isRunning());
    EXPECT_EQ(toJson(window.session()->state()), before.state);
    EXPECT_EQ(window.session()->record().commands.size(), before.commands);

    // Delete from it: asked, then gone from the list and the disk.
    list = open();
    ASSERT_NE(list, nullptr);
    {
        const test::MessageBoxAnswerer yes(QMessageBox::Yes);
        list->deleteButton()->click();
        EXPECT_EQ(yes.count(), 1);
    }
    EXPECT_FALSE(QFile::exists(entries.front().file));
    ASSERT_EQ(list->list()->topLevelItemCount(), 1);
    EXPECT_EQ(list->list()->topLevelItem(0)->flags(), Qt::NoItemFlags) << "only the line saying the list is empty";
    EXPECT_FALSE(list->replayButton()->isEnabled());
    window.gamesHistoryWindow()->close();
    test::settle();
    EXPECT_EQ(toJson(window.session()->state()), before.state);
    EXPECT_FALSE(window.welcomeScreen()->isVisible());
}

// F1 on the welcome screen: the rules where the player sees them, not in
// their dock under the welcome screen; back in their dock once a game starts.
TEST_F(StartingGames, F1OnTheWelcomeScreenShowsTheRulesOverIt) {
    window.showWelcome();
    test::settle();
    ASSERT_TRUE(window.welcomeScreen()->isVisible());
    auto* rules = window.findChild<QAction*>(QStringLiteral("actionRules"));
    ASSERT_NE(rules, nullptr);
    ASSERT_TRUE(rules->shortcuts().contains(QKeySequence(QKeySequence::HelpContents)));
    rules->trigger();  // what F1 does
    test::settle();
    QDockWidget* browser = window.rulesBrowser();
    ASSERT_TRUE(browser->isVisible());
    EXPECT_TRUE(browser->isWindow()) << "a window of its own, above the welcome screen";
    EXPECT_GE(browser->width(), 400);
    EXPECT_GE(browser->height(), 300);
    const QRect onScreen(browser->mapToGlobal(QPoint(0, 0)), browser->size());
    EXPECT_TRUE(QRect(window.mapToGlobal(QPoint(0, 0)), window.size()).intersects(onScreen)) << "over the window";
    ASSERT_TRUE(window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026));
    test::settleWindow(window);
    EXPECT_FALSE(window.welcomeScreen()->isVisible());
    EXPECT_FALSE(browser->isFloating()) << "back in its dock beside the log";
}

// A history that cannot be written (here a file stands where its folder
// should be) loses nothing either: the recovery file stays, closing asks to
// save, and the victory screen says so.
TEST_F(StartingGames, AFinishedGameTheHistoryCannotKeepIsStillAskedAbout) {
    QDir().mkpath(QFileInfo(GamesHistory::folder()).absolutePath());
    QFile blocker(GamesHistory::folder());
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    test::playGoldenDuel(window);
    EXPECT_TRUE(window.historyFile().isEmpty());
    EXPECT_TRUE(window.hasUnsavedChanges());
    EXPECT_TRUE(QFile::exists(window.recoveryFile()));
    ASSERT_NE(window.victoryScreen(), nullptr);
    const auto* problem = window.victoryScreen()->findChild<QLabel*>(QStringLiteral("victoryHistoryProblem"));
    ASSERT_NE(problem, nullptr) << "the victory screen says the game was not kept";
    EXPECT_TRUE(problem->text().contains(QStringLiteral("could not be kept"))) << problem->text().toStdString();
    {
        const test::MessageBoxAnswerer cancel(QMessageBox::Cancel);
        EXPECT_FALSE(window.close());
        EXPECT_EQ(cancel.count(), 1);
        EXPECT_TRUE(cancel.text().contains(QStringLiteral("finished"))) << cancel.text().toStdString();
    }
    QFile::remove(GamesHistory::folder());
}

// The welcome screen at the start: a new game, the next lesson not finished
// yet, a replay, a game left unfinished and the recent games; it covers the
// window under the menu bar, and any game hides it.
TEST_F(StartingGames, TheWelcomeScreenOffersEveryWayIntoAGame) {
    ASSERT_GE(window.lessons().size(), 2u);
    // A game left unfinished by a program that is gone, and a recent game.
    QDir().mkpath(MainWindow::recoveryFolder());
    ASSERT_TRUE(QFile::copy(kSaves + QStringLiteral("ww2_channel_v3.jasta"),
                            MainWindow::recoveryFolder() + QStringLiteral("/game-left.jasta")));
    const QString recent = QFileInfo(kSaves + QStringLiteral("ww1_duel_v3.jasta")).absoluteFilePath();
    QSettings().setValue(QStringLiteral("recentGames"), QStringList{recent});
    // And a finished game in the history.
    const SavedGame channel =
        readSaveFile((kSaves + QStringLiteral("ww2_channel_v3.jasta")).toStdString(), shippedData());
    GamesHistory::keep(channel, Replay(shippedData(), channel).end().state, shippedData());
    window.resize(1366, 768);
    window.showWelcome();
    test::settle();
    WelcomeScreen* welcome = window.welcomeScreen();
    ASSERT_TRUE(welcome->isVisible());
    EXPECT_EQ(welcome->geometry().top(), window.menuBar()->geometry().bottom() + 1) << "the menus stay usable";
    EXPECT_EQ(welcome->geometry().bottom(), window.rect().bottom());
    EXPECT_EQ(welcome->geometry().width(), window.width());
    EXPECT_TRUE(welcome->newGameButton()->isVisible());
    EXPECT_TRUE(welcome->replayButton()->isVisible());
    const QString first = QString::fromStdString(window.lessons()[0].title);
    EXPECT_TRUE(welcome->lessonButton()->text().contains(first)) << welcome->lessonButton()->text().toStdString();
    ASSERT_EQ(welcome->unfinishedList()->count(), 1);
    EXPECT_TRUE(welcome->unfinishedList()->item(0)->text().contains(QStringLiteral("WW2")))
        << welcome->unfinishedList()->item(0)->text().toStdString();
    ASSERT_EQ(welcome->recentList()->count(), 1);
    EXPECT_EQ(welcome->recentList()->item(0)->text(), QStringLiteral("ww1_duel_v3.jasta"));
    ASSERT_EQ(welcome->historyList()->topLevelItemCount(), 1);
    EXPECT_TRUE(welcome->historyList()->topLevelItem(0)->text(1).contains(QStringLiteral("Spitfire")))
        << welcome->historyList()->topLevelItem(0)->text(1).toStdString();
    EXPECT_EQ(welcome->historyList()->topLevelItem(0)->text(2), QStringLiteral("WW2"));
    test::saveScreenshot(window.grab().toImage(), QStringLiteral("welcome"));
    window.resize(1920, 1080);
    test::settle();
    EXPECT_EQ(welcome->geometry().bottom(), window.rect().bottom()) << "it follows the window's size";
    test::saveScreenshot(window.grab().toImage(), QStringLiteral("welcome_1920x1080"));

    // The first lesson finished: the button offers the second.
    TutorialController::markFinished(QString::fromStdString(window.lessons()[0].id));
    window.showWelcome();
    const QString second = QString::fromStdString(window.lessons()[1].title);
    EXPECT_TRUE(welcome->lessonButton()->text().contains(second)) << welcome->lessonButton()->text().toStdString();
    welcome->lessonButton()->click();
    EXPECT_FALSE(welcome->isVisible());
    ASSERT_NE(window.tutorial(), nullptr);
    EXPECT_TRUE(window.tutorial()->isActive());

    // Close Game: back to the welcome screen, no game left.
    window.findChild<QAction*>(QStringLiteral("actionCloseGame"))->trigger();
    EXPECT_TRUE(welcome->isVisible());
    EXPECT_FALSE(window.session()->isRunning());
    EXPECT_FALSE(window.tutorial()->isActive());
    EXPECT_EQ(window.windowTitle(), QStringLiteral("Jasta"));

    // Continue the unfinished game: it is on the table, the welcome screen gone.
    welcome->unfinishedList()->setCurrentRow(0);
    welcome->findChild<QPushButton*>(QStringLiteral("welcomeContinue"))->click();
    test::settleWindow(window);
    ASSERT_TRUE(window.session()->isRunning());
    EXPECT_EQ(window.session()->state().aircraft.size(), 6u);
    EXPECT_FALSE(welcome->isVisible());
    {
        const test::MessageBoxAnswerer discard(QMessageBox::Discard);
        window.closeGame();
    }
    ASSERT_TRUE(welcome->isVisible());

    // A recent game opens where it stopped.
    welcome->recentList()->setCurrentRow(0);
    welcome->findChild<QPushButton*>(QStringLiteral("welcomeOpenRecent"))->click();
    ASSERT_TRUE(window.session()->isRunning());
    EXPECT_EQ(window.saveFile(), recent);
    EXPECT_FALSE(welcome->isVisible());
    window.closeGame();

    // New Game: the dialog, then the set-up on the table.
    EXPECT_EQ(acceptNewGame([&] { welcome->newGameButton()->click(); }), 1);
    EXPECT_FALSE(welcome->isVisible());
    EXPECT_TRUE(window.placementPanel()->isVisible());
}

// New Game remembers the set-up it started: the next New Game shows it again.
TEST_F(StartingGames, NewGameOffersTheLastSetUpAgain) {
    int names = 0;
    QTimer rename;
    rename.setInterval(20);
    QObject::connect(&rename, &QTimer::timeout, [&] {
        if (auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget())) {
            ++names;
            dialog->setPlayerName(0, QStringLiteral("Anna"));
            dialog->setEra(Era::Ww2);
            dialog->okButton()->click();
        }
    });
    rename.start();
    window.newGame();
    rename.stop();
    ASSERT_EQ(names, 1);
    ASSERT_TRUE(window.finishPlacement());
    EXPECT_EQ(window.session()->players().front(), QStringLiteral("Anna"));

    GameSetup shown;
    QTimer look;
    look.setInterval(20);
    QObject::connect(&look, &QTimer::timeout, [&] {
        if (auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget())) {
            shown = dialog->setup();
            dialog->reject();
        }
    });
    look.start();
    {
        const test::MessageBoxAnswerer discard(QMessageBox::Discard);
        window.newGame();
    }
    ASSERT_EQ(shown.players.size(), 2u);
    EXPECT_EQ(shown.players[0].name, "Anna");
    EXPECT_EQ(shown.era, Era::Ww2);
}

}  // namespace
}  // namespace jasta::app
