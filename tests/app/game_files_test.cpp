// Saved games in the window (issue 6): the usual shortcuts, the title with
// the file and an unsaved mark, the autosave after every phase and the offer
// to resume it at the next start, Open Recent, and files that cannot be
// used (damaged, replaying differently, moved away) explained, never a crash.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QMenu>
#include <QProcess>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <memory>

#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "jasta/game/replay.hpp"
#include "jasta/game/save.hpp"
#include "play/game_session.hpp"
#include "play/play_flow.hpp"
#include "replay/replay_controller.hpp"
#include "shell/games_history.hpp"
#include "shell/main_window.hpp"
#include "widget_test_support.hpp"
#include "window_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::plan;
using jasta::test::shippedData;

const QString kSaves = QStringLiteral(JASTA_TEST_GOLDEN_DIR "/saves/");

struct GameFiles : ::testing::Test {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    test::DataChangeAnswerer dataChanged;  // golden saves of older data
    QTemporaryDir dir;

    void SetUp() override {
        QDir(MainWindow::recoveryFolder()).removeRecursively();
        QSettings().remove(QStringLiteral("recentGames"));
        window.flow()->setHandOffs(false);
        window.show();
    }
    void TearDown() override {
        QDir(MainWindow::recoveryFolder()).removeRecursively();
        QSettings().remove(QStringLiteral("recentGames"));
    }

    void startDuel() {
        ASSERT_TRUE(
            window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026));
    }
    // Both plans of a turn: the cards are revealed and its three phases are played.
    void playATurn() {
        auto* session = window.session();
        session->setSeat("Player 1");
        ASSERT_EQ(session->submit(SubmitPlan{"spad", plan(1, 2, 3)}), "");
        session->setSeat("Player 2");
        ASSERT_EQ(session->submit(SubmitPlan{"albatros", plan(1, 2, 3)}), "");
    }
    QAction* gameAction(const QString& text) const {
        for (QAction* action : window.findChildren<QAction*>())
            if (action->text() == text) return action;
        return nullptr;
    }
    // "The program crashed": its window is gone without closing (the
    // recovery file stays), and the lock file names a process that no longer
    // runs (a real one, started and ended here): a stale lock to take over.
    static void crash(std::unique_ptr<MainWindow>& crashed) {
        const QString file = crashed->recoveryFile();
        ASSERT_FALSE(file.isEmpty());
        crashed.reset();
        QProcess gone;
        gone.start(QStringLiteral("true"), {});
        ASSERT_TRUE(gone.waitForStarted());
        const qint64 pid = gone.processId();
        ASSERT_TRUE(gone.waitForFinished());
        // A lock file as QLockFile writes it, with the dead process's id.
        QTemporaryDir scratch;
        const QString modelName = scratch.filePath(QStringLiteral("model.lock"));
        QLockFile model(modelName);
        ASSERT_TRUE(model.tryLock(0));
        QFile modelFile(modelName);
        ASSERT_TRUE(modelFile.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = modelFile.readAll().split('\n');
        modelFile.close();
        model.unlock();
        ASSERT_FALSE(lines.isEmpty());
        lines[0] = QByteArray::number(pid);
        QFile lock(file + QStringLiteral(".lock"));
        ASSERT_TRUE(lock.open(QIODevice::WriteOnly | QIODevice::Truncate));
        lock.write(lines.join('\n'));
    }
    static std::unique_ptr<MainWindow> newWindow() {
        auto made = std::make_unique<MainWindow>(shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR);
        made->flow()->setHandOffs(false);
        return made;
    }
    // One turn of `into`: every airplane plans `cards`, holds its fire and tails nobody.
    static void planAll(MainWindow& into, const Plan& cards = plan(1, 1, 1)) {
        const int turn = into.session()->state().turn;
        for (int i = 0; i < 100 && into.session()->state().turn == turn && !into.session()->isOver(); ++i) {
            const auto decisions = into.session()->pending();
            ASSERT_FALSE(decisions.empty());
            const Decision& next = decisions.front();
            Command command = SubmitPlan{next.aircraft, cards};
            if (next.kind == DecisionKind::Fire) command = FireOrder{next.aircraft, next.weapon, ""};
            if (next.kind == DecisionKind::Tail) command = ChooseTail{next.aircraft, ""};
            ASSERT_EQ(into.session()->submit(command), "") << nameOf(next.kind);
        }
    }
    QString writeFile(const QString& name, const std::string& text) const {
        const QString path = dir.filePath(name);
        QFile out(path);
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(text));
        return path;
    }
};

TEST_F(GameFiles, TheGameMenuHasTheUsualShortcuts) {
    const std::pair<const char*, QKeySequence> expected[] = {{"&New Game…", QKeySequence::New},
                                                             {"&Open Game…", QKeySequence::Open},
                                                             {"&Save", QKeySequence::Save},
                                                             {"Save &As…", QKeySequence::SaveAs},
                                                             {"&Quit", QKeySequence::Quit},
                                                             {"Open &Replay…", QKeySequence(Qt::CTRL | Qt::Key_R)},
                                                             {"&Undo Last Decision", QKeySequence::Undo}};
    for (const auto& [text, keys] : expected) {
        QAction* action = gameAction(QString::fromUtf8(text));
        ASSERT_NE(action, nullptr) << text;
        EXPECT_EQ(action->shortcut(), QKeySequence(keys)) << text;
    }
}

TEST_F(GameFiles, TheTitleNamesTheFileAndMarksUnsavedChanges) {
    startDuel();
    const QString name = QString::fromStdString(shippedData().scenario("ww1_duel")->name);
    EXPECT_EQ(window.windowTitle(), QStringLiteral("%1 — Jasta").arg(name));
    playATurn();
    EXPECT_TRUE(window.hasUnsavedChanges());
    EXPECT_EQ(window.windowTitle(), QStringLiteral("%1* — Jasta").arg(name));
    const QString file = dir.filePath(QStringLiteral("duel.jasta"));
    ASSERT_TRUE(window.saveGameTo(file));
    EXPECT_EQ(window.windowTitle(), QStringLiteral("duel.jasta — Jasta"));
    window.session()->setSeat("Player 1");
    ASSERT_EQ(window.session()->submit(SubmitPlan{"spad", plan(1, 2, 3)}), "");
    EXPECT_EQ(window.windowTitle(), QStringLiteral("duel.jasta* — Jasta"));
    // Opened again, the file is named and nothing is unsaved.
    MainWindow other{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    ASSERT_TRUE(other.openGameFile(file));
    EXPECT_EQ(other.windowTitle(), QStringLiteral("duel.jasta — Jasta"));
    EXPECT_FALSE(other.hasUnsavedChanges());
}

TEST_F(GameFiles, EveryPhaseIsAutosavedAndOfferedAfterACrash) {
    auto crashed = newWindow();
    ASSERT_TRUE(crashed->startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026));
    crashed->session()->setSeat("Player 1");
    ASSERT_EQ(crashed->session()->submit(SubmitPlan{"spad", plan(1, 2, 3)}), "");
    EXPECT_FALSE(QFile::exists(crashed->recoveryFile())) << "no phase has ended yet";
    crashed->session()->setSeat("Player 2");
    ASSERT_EQ(crashed->session()->submit(SubmitPlan{"albatros", plan(1, 2, 3)}), "");
    ASSERT_TRUE(QFile::exists(crashed->recoveryFile()));
    const SavedGame autosaved = readSaveFile(crashed->recoveryFile().toStdString(), shippedData());
    EXPECT_EQ(autosaved.commands, crashed->session()->record().commands);
    EXPECT_EQ(autosaved.hashes, crashed->session()->record().hashes);
    EXPECT_EQ(autosaved.endHash, crashed->session()->record().endHash);

    // "The program crashed": a new window finds the autosave and offers it.
    const nlohmann::json stood = toJson(crashed->session()->state());
    crash(crashed);
    MainWindow next{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    {
        const test::MessageBoxAnswerer no(QMessageBox::No);
        EXPECT_FALSE(next.offerRecovery());
        EXPECT_EQ(no.count(), 1);
        EXPECT_TRUE(no.text().contains(QString::fromStdString(shippedData().scenario("ww1_duel")->name)))
            << no.text().toStdString();
        EXPECT_TRUE(no.text().contains(QStringLiteral("Player 1, Player 2 · WW1 · turn 2"))) << no.text().toStdString();
    }
    EXPECT_FALSE(next.session()->isRunning());
    {
        const test::MessageBoxAnswerer yes(QMessageBox::Yes);
        EXPECT_TRUE(next.offerRecovery());
    }
    ASSERT_TRUE(next.session()->isRunning());
    EXPECT_EQ(toJson(next.session()->state()), stood);
    // A recovered game has no file of its own: Save asks for a name.
    EXPECT_TRUE(next.saveFile().isEmpty());
    EXPECT_TRUE(next.hasUnsavedChanges());
}

TEST_F(GameFiles, NoAutosaveNoQuestionAndADamagedOneIsExplained) {
    {
        const test::MessageBoxAnswerer box(QMessageBox::Yes);
        EXPECT_FALSE(window.offerRecovery());
        EXPECT_EQ(box.count(), 0) << "nothing to offer";
    }
    QDir().mkpath(MainWindow::recoveryFolder());
    const QString file = MainWindow::recoveryFolder() + QStringLiteral("/damaged.jasta");
    QFile damaged(file);
    ASSERT_TRUE(damaged.open(QIODevice::WriteOnly));
    damaged.write(R"({"format": "jasta-game", "format_version": 2, "seed": )");
    damaged.close();
    const test::MessageBoxAnswerer box(QMessageBox::Yes);
    EXPECT_FALSE(window.offerRecovery());
    EXPECT_EQ(box.count(), 2) << "the offer, then why the file cannot be opened";
    EXPECT_TRUE(box.text().contains(file)) << box.text().toStdString();
    EXPECT_FALSE(window.session()->isRunning());
}

TEST_F(GameFiles, OpenRecentListsTheNewestFirstNumberedAndDropsWhatIsGone) {
    const QString first = dir.filePath(QStringLiteral("first.jasta"));
    const QString second = dir.filePath(QStringLiteral("second.jasta"));
    startDuel();
    ASSERT_TRUE(window.saveGameTo(first));
    ASSERT_TRUE(window.saveGameTo(second));
    auto* recent = window.findChild<QMenu*>(QStringLiteral("recentMenu"));
    ASSERT_NE(recent, nullptr);
    emit recent->aboutToShow();
    ASSERT_EQ(recent->actions().size(), 2);
    EXPECT_EQ(recent->actions()[0]->text(), QStringLiteral("&1  second.jasta"));
    EXPECT_EQ(recent->actions()[1]->text(), QStringLiteral("&2  first.jasta"));
    EXPECT_EQ(recent->actions()[1]->toolTip(), QFileInfo(first).absoluteFilePath());

    // A game moved away: a message naming it, and it leaves the list.
    QFile::remove(first);
    {
        const test::MessageBoxAnswerer box;
        recent->actions()[1]->trigger();
        EXPECT_TRUE(box.text().contains(QFileInfo(first).absoluteFilePath())) << box.text().toStdString();
    }
    EXPECT_EQ(MainWindow::recentGames(), QStringList{QFileInfo(second).absoluteFilePath()});
    recent->actions()[0]->trigger();  // opens the other one
    EXPECT_EQ(window.saveFile(), QFileInfo(second).absoluteFilePath());
}

TEST_F(GameFiles, ASaveThatReplaysDifferentlyIsNotOpenedAndSaysWhere) {
    QFile in(kSaves + QStringLiteral("ww1_duel.jasta"));
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    nlohmann::json save = nlohmann::json::parse(in.readAll().toStdString());
    save["hashes"][4]["hash"] = "0000000000000000";  // turn 2, phase 2
    const QString file = writeFile(QStringLiteral("tampered.jasta"), save.dump(2));
    const test::MessageBoxAnswerer box;
    EXPECT_FALSE(window.openGameFile(file));
    EXPECT_TRUE(box.text().contains(file)) << box.text().toStdString();
    EXPECT_TRUE(box.detail().contains(QStringLiteral("turn 2, phase 2"))) << box.detail().toStdString();
    EXPECT_FALSE(window.session()->isRunning());
}

// The golden saves of every format open as games and as replays that
// verify: those played before the rule fixes of issue 13 under the rules
// revision they were played with. (A development build's game of a fix older
// than the revisions: AnOldGameThatDiffersGoesOnWhereItStillMatches.)
TEST_F(GameFiles, GoldenFilesOpenAsGamesAndReplays) {
    for (const char* name :
         {"ww1_duel_v3.jasta", "ww2_channel_v3.jasta", "ww1_duel.jasta", "ww1_duel_v1.jasta", "ww2_channel_v1.jasta"}) {
        const QString file = kSaves + QString::fromUtf8(name);
        const int asked = dataChanged.count();
        ASSERT_TRUE(window.openGameFile(file)) << name;
        // A format 3 save carries its data; the shipped airplanes have gained
        // fields since (bomb_capacity), the game so far is the same with both:
        // the person is asked which to go on with. Older formats carry none.
        EXPECT_EQ(dataChanged.count() > asked, std::string_view(name).ends_with("_v3.jasta")) << name;
        EXPECT_TRUE(window.session()->isOver()) << name;
        EXPECT_EQ(window.session()->record().commands.size(),
                  readSaveFile(file.toStdString(), shippedData()).commands.size());
        ASSERT_TRUE(window.openReplayFile(file)) << name;
        EXPECT_TRUE(window.replay()->replay().verified()) << name;
        EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("verified")))
            << window.statusBar()->currentMessage().toStdString();
        window.closeReplay();
        QApplication::processEvents();
    }
}

// --- ways a game was lost (issue 13) --------------------------------------

// Two windows, two games: each has a recovery file of its own, and closing
// one never deletes the other's (one shared file lost a game).
TEST_F(GameFiles, TwoWindowsKeepTwoRecoveryFiles) {
    startDuel();
    playATurn();
    MainWindow other{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    other.flow()->setHandOffs(false);
    ASSERT_TRUE(other.startGame(*shippedData().scenario("ww2_channel"), *shippedData().ruleset("ww2-standard"), 7));
    planAll(other);
    ASSERT_TRUE(QFile::exists(window.recoveryFile()));
    ASSERT_TRUE(QFile::exists(other.recoveryFile()));
    EXPECT_NE(window.recoveryFile(), other.recoveryFile());
    // Neither is offered while both games run.
    MainWindow third{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    EXPECT_TRUE(third.recoverableGames().empty());
    {
        const test::MessageBoxAnswerer discard(QMessageBox::Discard);  // "Save the game in progress first?"
        other.close();
    }
    EXPECT_FALSE(QFile::exists(other.recoveryFile()));
    ASSERT_TRUE(QFile::exists(window.recoveryFile()));
    EXPECT_EQ(readSaveFile(window.recoveryFile().toStdString(), shippedData()).commands,
              window.session()->record().commands);
}

// Every game a crashed program left is offered with its players, era and
// turn; each can be discarded or resumed, and a stale lock is taken over.
TEST_F(GameFiles, EveryInterruptedGameIsOfferedToResumeOrDiscard) {
    auto duel = newWindow();
    ASSERT_TRUE(duel->startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026));
    planAll(*duel, plan(1, 2, 3));
    const nlohmann::json stood = toJson(duel->session()->state());
    auto channel = newWindow();
    ASSERT_TRUE(channel->startGame(*shippedData().scenario("ww2_channel"), *shippedData().ruleset("ww2-standard"), 7));
    planAll(*channel);
    crash(duel);
    crash(channel);

    MainWindow next{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    const auto games = next.recoverableGames();
    ASSERT_EQ(games.size(), 2u);
    QStringList descriptions;
    for (const auto& game : games) descriptions << game.description;
    const QString all = descriptions.join(u'\n');
    EXPECT_TRUE(all.contains(QStringLiteral("Player 1, Player 2 · WW1 · turn 2"))) << all.toStdString();
    EXPECT_FALSE(all.contains(QStringLiteral("finished"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("WW2 · turn 2"))) << all.toStdString();
    // The WW2 game is discarded, the duel resumed where it stood.
    const bool duelFirst = games[0].description.contains(QStringLiteral("WW1"));
    {
        int asked = 0;
        QTimer answer;
        answer.setInterval(20);
        QObject::connect(&answer, &QTimer::timeout, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box == nullptr) return;
            ++asked;
            EXPECT_TRUE(box->informativeText().contains(games[0].description)) << "every game listed";
            EXPECT_TRUE(box->informativeText().contains(games[1].description)) << "every game listed";
            const bool isDuel = box->text().contains(QStringLiteral("WW1"));
            box->button(isDuel ? QMessageBox::Yes : QMessageBox::Discard)->click();
        });
        answer.start();
        EXPECT_TRUE(next.offerRecovery());
        EXPECT_EQ(asked, duelFirst ? 1 : 2);
    }
    ASSERT_TRUE(next.session()->isRunning());
    EXPECT_EQ(toJson(next.session()->state()), stood);
    EXPECT_EQ(next.recoveryFile(), games[duelFirst ? 0 : 1].file) << "the resumed game keeps its recovery file";
    if (!duelFirst) {
        EXPECT_FALSE(QFile::exists(games[0].file)) << "discarded";
    }
}

// The end of a game is not the end of it: a finished game goes into the
// games history by itself (issue 15), so closing asks nothing and the
// recovery file is no longer needed.
TEST_F(GameFiles, AFinishedGameIsKeptInTheHistoryWithoutAsking) {
    QDir(GamesHistory::folder()).removeRecursively();
    test::playGoldenDuel(window);
    ASSERT_NE(window.victoryScreen(), nullptr);
    ASSERT_FALSE(window.historyFile().isEmpty());
    const SavedGame kept = readSaveFile(window.historyFile().toStdString(), shippedData());
    EXPECT_EQ(kept.commands, window.session()->record().commands);
    EXPECT_FALSE(QFile::exists(window.recoveryFile())) << "kept in the history: nothing to recover";
    EXPECT_FALSE(window.hasUnsavedChanges());
    {
        const test::MessageBoxAnswerer cancel(QMessageBox::Cancel);
        EXPECT_TRUE(window.close());
        EXPECT_EQ(cancel.count(), 0) << "the finished game is kept: nothing to ask";
    }
    EXPECT_TRUE(QFile::exists(window.historyFile()));
    QDir(GamesHistory::folder()).removeRecursively();
}

// A game of an old format that no longer replays as saved (a rule fixed
// since) opens where it still matches, as a new game without a file.
TEST_F(GameFiles, AnOldGameThatDiffersGoesOnWhereItStillMatches) {
    const QString file = kSaves + QStringLiteral("ww1_duel_advanced_differs_v1.jasta");
    {
        const test::MessageBoxAnswerer no(QMessageBox::No);
        EXPECT_FALSE(window.openGameFile(file));
        EXPECT_TRUE(no.text().contains(QStringLiteral("turn 2, phase 2"))) << no.text().toStdString();
        EXPECT_TRUE(no.detail().contains(QStringLiteral("turn 2, phase 3"))) << no.detail().toStdString();
    }
    EXPECT_FALSE(window.session()->isRunning());
    {
        const test::MessageBoxAnswerer yes(QMessageBox::Yes);
        ASSERT_TRUE(window.openGameFile(file));
    }
    ASSERT_TRUE(window.session()->isRunning());
    // Today's rules play it on from there (here to its end: the collision of
    // phase 3 now crash-lands the airplane).
    EXPECT_GE(window.session()->state().turn, 2);
    EXPECT_TRUE(Replay(shippedData(), window.session()->record()).verified());
    EXPECT_TRUE(window.saveFile().isEmpty()) << "saving must not overwrite the old file";
    EXPECT_TRUE(window.hasUnsavedChanges());
}

// A save carries the data it was played with: after a correction to the
// data it opens as played; when today's data still replays the game, the
// player chooses which to go on with.
TEST_F(GameFiles, AGameOpensWithTheDataItWasPlayedWith) {
    dataChanged.stop();  // the question is this test's to answer
    const QString file = kSaves + QStringLiteral("ww1_duel_v3.jasta");
    const SavedGame golden = readSaveFile(file.toStdString(), shippedData());
    const nlohmann::json end = toJson(Replay(shippedData(), golden).end().state);
    const std::string spadFile = shippedData().aircraft.at("spad_xiii").file;

    GameData corrected = shippedData();
    corrected.aircraft.at("spad_xiii").structure.value += 4;  // the game would go otherwise
    corrected.contentHashes[spadFile] = "0000000000000001";
    MainWindow changed{corrected, JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    {
        const test::MessageBoxAnswerer box;
        ASSERT_TRUE(changed.openGameFile(file));
        EXPECT_EQ(box.count(), 0) << "today's data does not replay it: nothing to choose";
    }
    EXPECT_EQ(toJson(changed.session()->state()), end);
    EXPECT_EQ(changed.session()->record().data->aircraft.at("spad_xiii").structure.value,
              shippedData().aircraft.at("spad_xiii").structure.value);

    GameData touched = shippedData();  // a change this game never feels
    touched.contentHashes[spadFile] = "0000000000000002";
    for (const auto answer : {QMessageBox::Yes, QMessageBox::No}) {
        MainWindow later{touched, JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
        const test::MessageBoxAnswerer box(answer);
        ASSERT_TRUE(later.openGameFile(file));
        EXPECT_EQ(box.count(), 1);
        EXPECT_EQ(toJson(later.session()->state()), end);
        const auto& played = *later.session()->record().data;
        // "As played" is the data embedded in the save (with today's option
        // catalogue, which a save does not embed: golden.dataHash was
        // written with the catalogue of its day).
        EXPECT_EQ(dataHash(played, golden.scenario), answer == QMessageBox::Yes
                                                         ? dataHash(*golden.data, golden.scenario)
                                                         : dataHash(touched, golden.scenario));
    }
}

}  // namespace
}  // namespace jasta::app
