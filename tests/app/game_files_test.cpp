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
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "game_session.hpp"
#include "jasta/save.hpp"
#include "main_window.hpp"
#include "play_flow.hpp"
#include "replay_controller.hpp"
#include "widget_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::plan;
using jasta::test::shippedData;

const QString kSaves = QStringLiteral(JASTA_TEST_GOLDEN_DIR "/saves/");

struct GameFiles : ::testing::Test {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    QTemporaryDir dir;

    void SetUp() override {
        QFile::remove(MainWindow::recoveryFile());
        QSettings().remove(QStringLiteral("recentGames"));
        window.flow()->setHandOffs(false);
        window.show();
    }
    void TearDown() override {
        QFile::remove(MainWindow::recoveryFile());
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
    startDuel();
    window.session()->setSeat("Player 1");
    ASSERT_EQ(window.session()->submit(SubmitPlan{"spad", plan(1, 2, 3)}), "");
    EXPECT_FALSE(QFile::exists(MainWindow::recoveryFile())) << "no phase has ended yet";
    window.session()->setSeat("Player 2");
    ASSERT_EQ(window.session()->submit(SubmitPlan{"albatros", plan(1, 2, 3)}), "");
    ASSERT_TRUE(QFile::exists(MainWindow::recoveryFile()));
    const SavedGame autosaved = readSaveFile(MainWindow::recoveryFile().toStdString(), shippedData());
    EXPECT_EQ(autosaved.commands, window.session()->record().commands);
    EXPECT_EQ(autosaved.hashes, window.session()->record().hashes);
    EXPECT_EQ(autosaved.endHash, window.session()->record().endHash);

    // "The program crashed": a new window finds the autosave and offers it.
    const nlohmann::json stood = toJson(window.session()->state());
    MainWindow next{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    {
        const test::MessageBoxAnswerer no(QMessageBox::No);
        EXPECT_FALSE(next.offerRecovery());
        EXPECT_EQ(no.count(), 1);
        EXPECT_TRUE(no.text().contains(QString::fromStdString(shippedData().scenario("ww1_duel")->name)))
            << no.text().toStdString();
        EXPECT_TRUE(no.text().contains(QStringLiteral("turn 1"))) << no.text().toStdString();
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
    QDir().mkpath(QFileInfo(MainWindow::recoveryFile()).absolutePath());
    QFile damaged(MainWindow::recoveryFile());
    ASSERT_TRUE(damaged.open(QIODevice::WriteOnly));
    damaged.write(R"({"format": "jasta-game", "format_version": 2, "seed": )");
    damaged.close();
    const test::MessageBoxAnswerer box(QMessageBox::Yes);
    EXPECT_FALSE(window.offerRecovery());
    EXPECT_EQ(box.count(), 2) << "the offer, then why the file cannot be opened";
    EXPECT_TRUE(box.text().contains(MainWindow::recoveryFile())) << box.text().toStdString();
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

TEST_F(GameFiles, OldFormatFilesOpenAsGamesAndReplays) {
    for (const char* name : {"ww1_duel_v1.jasta", "ww2_channel_v1.jasta", "ww1_duel_advanced_v1.jasta"}) {
        const QString file = kSaves + QString::fromUtf8(name);
        ASSERT_TRUE(window.openGameFile(file)) << name;
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

}  // namespace
}  // namespace jasta::app
