// The screenshots of docs/screenshots/<width>x<height>/ (issue 15): every
// screen a player meets, at a common laptop size (1366 × 768) and a common
// desktop size (1920 × 1080), taken from the real window offscreen.
//
// JASTA_SCREENSHOTS=1 app_tests --gtest_filter='ScreenTour*' writes them
// (scripts/screenshots.sh runs it); without it the tour still walks every
// screen and checks that each one shows what it is for and fits the window,
// so a screen that breaks at one of the two sizes fails here.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QPainter>
#include <QSettings>
#include <QStatusBar>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "jasta/game/replay.hpp"
#include "jasta/game/save.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "play/choice_prompt.hpp"
#include "play/game_session.hpp"
#include "play/hand_off_screen.hpp"
#include "play/placement_panel.hpp"
#include "play/planning_panel.hpp"
#include "play/rule_book.hpp"
#include "replay/replay_bar.hpp"
#include "replay/replay_controller.hpp"
#include "shell/games_history.hpp"
#include "shell/main_window.hpp"
#include "shell/new_game_dialog.hpp"
#include "shell/welcome_screen.hpp"
#include "table/table_view.hpp"
#include "teaching/rules_browser.hpp"
#include "teaching/tutorial_panel.hpp"
#include "widget_test_support.hpp"
#include "window_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;

const QString kGolden = QStringLiteral(JASTA_TEST_GOLDEN_DIR "/saves/");

struct ScreenTour : ::testing::TestWithParam<QSize> {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    int shots = 0;

    void SetUp() override {
        window.handOffScreen()->setArmDelay(0);
        window.resize(GetParam());
        window.show();
        test::settleWindow(window);
    }

    void TearDown() override {
        QSettings settings;
        settings.remove(QStringLiteral("window"));
    }

    [[nodiscard]] QString folder() const {
        return QStringLiteral("%1x%2/").arg(GetParam().width()).arg(GetParam().height());
    }

    // The window as the player sees it: exactly the screen's size, nothing
    // of it outside (a window that grew past the screen fails here).
    void shoot(const QString& name, const QImage& screen) {
        EXPECT_EQ(window.size(), GetParam()) << name.toStdString() << ": the window left the screen's size";
        EXPECT_EQ(screen.size(), GetParam()) << name.toStdString();
        for (const auto* dock : window.findChildren<QDockWidget*>()) {
            if (!dock->isVisible() || dock->isFloating() || dock->visibleRegion().isEmpty())
                continue;  // a tab behind another
            const QRect rect(dock->mapTo(&window, QPoint(0, 0)), dock->size());
            EXPECT_TRUE(window.rect().contains(rect))
                << name.toStdString() << ": " << dock->objectName().toStdString() << " runs off the window";
        }
        if (test::saveScreenshot(screen, folder() + name)) ++shots;
    }
    void shoot(const QString& name) {
        QApplication::processEvents();
        shoot(name, window.grab().toImage());
    }

    // A dialog as it opens over the window: centred, the window behind it dimmed.
    [[nodiscard]] QImage overWindow(const QImage& dialog) {
        QApplication::processEvents();
        QImage screen = window.grab().toImage();
        QPainter painter(&screen);
        painter.fillRect(screen.rect(), QColor(0, 0, 0, 90));
        painter.drawImage((screen.width() - dialog.width()) / 2, (screen.height() - dialog.height()) / 2, dialog);
        painter.end();
        return screen;
    }

    // Submits the golden duel's next commands until `stop` holds (a fire
    // decision waits, the game is over), then lets the window show it.
    const SavedGame golden = readSaveFile((kGolden + "ww1_duel_v3.jasta").toStdString(), shippedData());
    std::size_t played = 0;
    void playGoldenDuelUntil(const std::function<bool()>& stop) {
        test::settleWindow(window);
        while (played < golden.commands.size() && !stop()) {
            if (window.handOffScreen()->isVisible()) test::click(window.handOffScreen());  // the next player sits down
            ASSERT_EQ(window.session()->submit(golden.commands[played]), "") << "command " << played;
            ++played;
            test::settleWindow(window);
        }
    }
};

TEST_P(ScreenTour, EveryScreenFitsAndIsShown) {
    test::MessageBoxAnswerer dropFinishedGames(QMessageBox::Discard);  // "Save the finished game first?"
    // The welcome screen, with an unfinished game in the history list.
    const SavedGame channel = readSaveFile((kGolden + "ww2_channel_v3.jasta").toStdString(), shippedData());
    GamesHistory::keep(channel, Replay(shippedData(), channel).end().state, shippedData());
    window.showWelcome();
    test::settleWindow(window);
    ASSERT_TRUE(window.welcomeScreen()->isVisible());
    shoot(QStringLiteral("welcome"));

    // New Game over the window, as the dialog opens on that screen.
    {
        NewGameDialog dialog(shippedData(), &window);
        const QSize room = GetParam() - QSize(80, 80);
        dialog.resize(dialog.sizeHint().expandedTo(QSize(1000, 600)).boundedTo(room));
        EXPECT_LE(dialog.width(), GetParam().width());
        EXPECT_LE(dialog.height(), GetParam().height());
        shoot(QStringLiteral("new_game"), overWindow(test::paintWidget(dialog, dialog.size())));
    }

    // Setting up: the airplanes placed by hand before the start.
    window.beginPlacement(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"));
    test::settleWindow(window);
    ASSERT_TRUE(window.placementPanel()->isVisible());
    shoot(QStringLiteral("set_up"));

    // The game: the cover for the first player, then planning.
    ASSERT_TRUE(window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026));
    test::settleWindow(window);
    ASSERT_TRUE(window.handOffScreen()->isVisible());
    shoot(QStringLiteral("hand_off"));
    test::click(window.handOffScreen());
    test::settleWindow(window);
    const auto decisions = window.session()->decisionsOf(window.session()->seat());
    ASSERT_FALSE(decisions.empty());
    const auto plan = choosePlan(window.session()->engine(), window.session()->state(), decisions.front().aircraft);
    ASSERT_TRUE(plan.has_value());
    window.planningPanel()->placeCard(plan->cards[0].number);
    window.planningPanel()->placeCard(plan->cards[1].number);
    shoot(QStringLiteral("planning"));
    window.planningPanel()->clearPlan();

    // A fire decision, with the ruler and the arc on the table.
    auto waitsToFire = [this] {
        const auto waiting = pending(window.session()->state());
        return !waiting.empty() && waiting.front().kind == DecisionKind::Fire;
    };
    playGoldenDuelUntil(waitsToFire);
    ASSERT_TRUE(waitsToFire()) << "the golden duel has no shot";
    if (window.handOffScreen()->isVisible()) test::click(window.handOffScreen());
    test::settleWindow(window);
    ASSERT_TRUE(window.choicePrompt()->isVisible());
    shoot(QStringLiteral("fire"));

    // The rules browser open on the rule of the shot.
    window.ruleBook()->open(QStringLiteral("FIRE-06"));
    test::settleWindow(window);
    ASSERT_TRUE(window.rulesBrowser()->isVisible());
    shoot(QStringLiteral("rules_browser"));
    window.rulesBrowser()->hide();

    // The end: who holds the sky.
    playGoldenDuelUntil([this] { return window.session()->isOver(); });
    ASSERT_TRUE(window.session()->isOver());
    EXPECT_FALSE(window.handOffScreen()->isVisible()) << "nothing is secret after the end";
    ASSERT_NE(window.victoryScreen(), nullptr);
    QWidget* victory = window.victoryScreen();
    victory->adjustSize();
    shoot(QStringLiteral("victory"), overWindow(victory->grab().toImage()));
    victory->close();

    // Game › Games History over the finished game.
    auto* history = window.findChild<QAction*>(QStringLiteral("actionGamesHistory"));
    ASSERT_NE(history, nullptr);
    history->trigger();
    test::settleWindow(window);
    ASSERT_NE(window.gamesHistoryWindow(), nullptr);
    ASSERT_TRUE(window.gamesHistoryWindow()->isVisible());
    shoot(QStringLiteral("games_history"), overWindow(window.gamesHistoryWindow()->grab().toImage()));
    window.gamesHistoryWindow()->close();

    // The same game watched again, turn 4 of it.
    ASSERT_TRUE(window.openReplayFile(kGolden + "ww1_duel_v3.jasta"));
    ASSERT_NE(window.replay(), nullptr);
    ASSERT_TRUE(window.replay()->jumpToTurn(4));
    window.replay()->stepForward();
    test::settleWindow(window);
    shoot(QStringLiteral("replay"));
    window.closeReplay();

    // A lesson: the first of the ladder.
    ASSERT_FALSE(window.lessons().empty());
    ASSERT_TRUE(window.startLesson(window.lessons().front()));

    test::settleWindow(window);
    ASSERT_TRUE(window.tutorialPanel()->isVisible());
    shoot(QStringLiteral("lesson"));

    if (!qEnvironmentVariableIsEmpty("JASTA_SCREENSHOTS")) {
        EXPECT_EQ(shots, 11);
    }
}

INSTANTIATE_TEST_SUITE_P(Sizes, ScreenTour, ::testing::Values(QSize(1366, 768), QSize(1920, 1080)),
                         [](const ::testing::TestParamInfo<QSize>& size) {
                             return std::to_string(size.param.width()) + "x" + std::to_string(size.param.height());
                         });

}  // namespace
}  // namespace jasta::app
