// A whole hot-seat game through the window's own widgets: the hand-off
// cover between players, plans typed into the planning panel, fire answered
// in the choice prompt, and after every phase the table shows the airplanes
// where the core says they are. Then the victory screen.

#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QSpinBox>
#include <QTimer>
#include <QWheelEvent>
#include <QStackedWidget>

#include <cmath>

#include "aircraft_item.hpp"
#include "app_test_support.hpp"
#include "choice_prompt.hpp"
#include "consoles_panel.hpp"
#include "event_log_dock.hpp"
#include "flying_fixture.hpp"
#include "game_session.hpp"
#include "hand_off_screen.hpp"
#include "jasta/autopilot.hpp"
#include "jasta/game_data.hpp"
#include "main_window.hpp"
#include "placement_panel.hpp"
#include "planning_panel.hpp"
#include "play_flow.hpp"
#include "table_scene.hpp"
#include "table_view.hpp"
#include "widget_test_support.hpp"
#include "window_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;

struct HotSeat : ::testing::Test {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    int handOffs = 0;
    int plansTyped = 0;
    int fireAnswers = 0;
    int reorders = 0;
    int phasesChecked = 0;

    void SetUp() override {
        window.resize(1400, 900);
        window.show();
        window.handOffScreen()->setArmDelay(0);
        window.tableScene()->setAnimationSpeed(50);  // the moves still run through the animation clock
    }

    // Lets the animations and queued calls run until the flow waits for a player.
    void settle() { test::settleWindow(window); }

    // After a phase: every airplane item stands where the core's state says.
    void checkTableMatchesState() {
        test::expectTableMatchesState(window);
        ++phasesChecked;
    }

    // Answers whatever the screen asks, as the players would.
    void answer() {
        auto* session = window.session();
        if (window.handOffScreen()->isVisible()) {
            // The cover hides the table from the next player until they click.
            EXPECT_EQ(window.handOffScreen()->geometry(), window.rect());
            ++handOffs;
            test::click(window.handOffScreen());
            return;
        }
        const auto decisions = session->decisionsOf(session->seat());
        ASSERT_FALSE(decisions.empty()) << "the flow waits, but not for the player at the screen";
        const Decision& decision = decisions.front();
        if (decision.kind == "plan") {
            auto* panel = window.planningPanel();
            ASSERT_TRUE(panel->isVisible());
            const auto plan = choosePlan(session->engine(), session->state(), decision.aircraft);
            ASSERT_TRUE(plan.has_value());
            for (int slot = 0; slot < 3; ++slot) {
                ASSERT_TRUE(panel->placeCard(plan->cards[slot].number));
                if (session->state().era == Era::Ww2) panel->setSlotSpeed(slot + 1, plan->cards[slot].speed);
            }
            ASSERT_TRUE(panel->canConfirm()) << panel->refusalText().toStdString();
            // The ghosts show the three positions of the plan on the table.
            EXPECT_EQ(window.tableScene()->ghostItems(decision.aircraft).size(), 3);
            panel->confirm();
            ++plansTyped;
        } else if (decision.kind == "reorder") {
            // The pursuer sees the target's card in the same panel and keeps its order.
            auto* panel = window.planningPanel();
            ASSERT_TRUE(panel->isVisible());
            EXPECT_EQ(panel->mode(), PlanningPanel::Mode::Reorder);
            ASSERT_TRUE(panel->canConfirm()) << panel->refusalText().toStdString();
            panel->confirm();
            ++reorders;
        } else {
            auto* prompt = window.choicePrompt();
            ASSERT_TRUE(prompt->isVisible()) << decision.kind;
            if (decision.kind == "fire") {
                // Each possible shot is drawn on the table while the player decides.
                EXPECT_FALSE(window.tableScene()->shotItems().empty());
                EXPECT_TRUE(prompt->labels().front().startsWith("Fire at")) << prompt->labels().front().toStdString();
                ++fireAnswers;
            }
            ASSERT_TRUE(prompt->choose(0));
        }
    }
};

TEST_F(HotSeat, ACompleteDuelIsPlayedThroughTheWindow) {
    ASSERT_TRUE(window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026));
    std::size_t phasesSeen = 0;
    for (int step = 0; step < 400 && !window.session()->isOver(); ++step) {
        settle();
        std::size_t phases = 0;
        for (const auto& event : window.session()->events()) phases += event.kind == "phase_end" ? 1 : 0;
        if (phases != phasesSeen) {
            phasesSeen = phases;
            checkTableMatchesState();
        }
        if (window.session()->isOver()) break;
        answer();
        if (HasFatalFailure()) return;
    }
    settle();
    ASSERT_TRUE(window.session()->isOver()) << "turn " << window.session()->state().turn;
    EXPECT_GT(handOffs, 2);
    EXPECT_GT(plansTyped, 2);
    EXPECT_GT(fireAnswers, 0);
    EXPECT_GT(phasesChecked, 2);
    // Every event reached the log, and the victory screen names the winner.
    EXPECT_EQ(static_cast<std::size_t>(window.eventLog()->model()->rowCount()), window.session()->events().size());
    ASSERT_NE(window.victoryScreen(), nullptr);
    EXPECT_TRUE(window.victoryScreen()->isVisible());
    const auto* headline = window.victoryScreen()->findChild<QLabel*>("victoryHeadline");
    ASSERT_NE(headline, nullptr);
    const auto result = QString::fromStdString(window.session()->state().result);
    EXPECT_TRUE(headline->text().contains(result == "draw" ? QString("draw") : result, Qt::CaseInsensitive)) << headline->text().toStdString();
    const auto* summary = window.victoryScreen()->findChild<QListWidget*>("victorySummary");
    ASSERT_NE(summary, nullptr);
    EXPECT_EQ(summary->count(), 2);
}

TEST_F(HotSeat, UndoTakesBackAPlanBeforeTheNextPlayerSeesTheScreen) {
    ASSERT_TRUE(window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 7));
    settle();
    answer();  // the first hand-off
    settle();
    ASSERT_FALSE(window.handOffScreen()->isVisible());
    const QString first = window.session()->seat();
    answer();  // the first plan
    settle();
    EXPECT_TRUE(window.handOffScreen()->isVisible()) << "the screen goes to the next player";
    EXPECT_EQ(window.session()->record().commands.size(), 1u);
    ASSERT_TRUE(window.session()->canUndo()) << "the first player still sits there";
    ASSERT_TRUE(window.session()->undo());
    settle();
    EXPECT_EQ(window.session()->record().commands.size(), 0u);
    EXPECT_EQ(window.session()->playerToAct(), first);
    EXPECT_TRUE(window.planningPanel()->isVisible());
}

TEST_F(HotSeat, SaveAndOpenGoOnWhereTheGameWas) {
    ASSERT_TRUE(window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 11));
    for (int i = 0; i < 6; ++i) {
        settle();
        answer();
    }
    settle();
    const QString file = QDir::temp().filePath("jasta_hot_seat_test.jasta");
    ASSERT_TRUE(window.saveGameTo(file));
    EXPECT_FALSE(window.hasUnsavedChanges());
    EXPECT_TRUE(window.windowTitle().startsWith("jasta_hot_seat_test.jasta")) << window.windowTitle().toStdString();
    const auto before = toJson(window.session()->state());
    // Saved games are remembered for Game → Open Recent, newest first.
    ASSERT_FALSE(MainWindow::recentGames().isEmpty());
    EXPECT_EQ(MainWindow::recentGames().front(), QFileInfo(file).absoluteFilePath());
    MainWindow other{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    ASSERT_TRUE(other.openGameFile(file));
    EXPECT_EQ(MainWindow::recentGames().count(QFileInfo(file).absoluteFilePath()), 1) << "no duplicates";
    EXPECT_EQ(toJson(other.session()->state()), before);
    EXPECT_EQ(other.consoles()->count(), 2);
    QFile::remove(file);
}

TEST_F(HotSeat, AirplanesAreDraggedTurnedAndRaisedBeforeTheGameStarts) {
    const Scenario duel = *shippedData().scenario("ww1_duel");
    window.beginPlacement(duel, *shippedData().ruleset("ww1-standard"));
    settle();
    auto* scene = window.tableScene();
    ASSERT_TRUE(scene->placementMode());
    auto* spad = scene->aircraftItem("spad");
    ASSERT_NE(spad, nullptr);
    EXPECT_TRUE(spad->flags() & QGraphicsItem::ItemIsMovable);
    // A drag: the item moves in the scene, the pose follows in table mm.
    spad->setPos(scene->frame().toScene(300, 150));
    EXPECT_NEAR(spad->pose().x, 300, 1e-9);
    EXPECT_NEAR(spad->pose().y, 150, 1e-9);
    // The wheel over the airplane turns it, 5 degrees a notch.
    const double heading = spad->pose().heading;
    auto* view = window.tableView();
    const QPointF at = view->mapFromScene(spad->scenePos());
    QWheelEvent wheel(at, view->viewport()->mapToGlobal(at.toPoint()), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(view->viewport(), &wheel);
    EXPECT_NEAR(spad->pose().heading, std::fmod(heading + 10, 360.0), 1e-9);
    // Select it and raise it to level 4.
    spad->setSelected(true);
    EXPECT_EQ(window.placementPanel()->selected(), "spad");
    window.placementPanel()->altitudeBox()->setValue(4);
    ASSERT_TRUE(window.finishPlacement());
    const auto* placed = window.session()->state().find("spad");
    EXPECT_NEAR(placed->pose.x, 300, 1e-9);
    EXPECT_NEAR(placed->pose.y, 150, 1e-9);
    EXPECT_NEAR(placed->pose.heading, std::fmod(heading + 10, 360.0), 1e-9);
    EXPECT_EQ(placed->altitude, 4);
    EXPECT_FALSE(scene->placementMode());
}

TEST_F(HotSeat, AnAirplaneDraggedOffTheTableIsRefused) {
    window.beginPlacement(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"));
    auto* scene = window.tableScene();
    scene->aircraftItem("albatros")->setPos(scene->frame().toScene(-50, 100));
    QTimer::singleShot(0, [] {
        for (auto* widget : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(widget)) box->accept();
    });
    EXPECT_FALSE(window.finishPlacement());
    EXPECT_FALSE(window.session()->isRunning());
    EXPECT_TRUE(scene->placementMode());
}

// JASTA_SCREENSHOTS=1 app_tests writes the whole window at three moments of a
// game: a plan being made (ghosts on the table), a fire decision (ruler and
// arc drawn), and the victory screen.
TEST_F(HotSeat, Screenshots) {
    if (qEnvironmentVariableIsEmpty("JASTA_SCREENSHOTS")) GTEST_SKIP() << "JASTA_SCREENSHOTS is not set";
    window.resize(1600, 1000);
    ASSERT_TRUE(window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026));
    bool planned = false, fired = false, damageShot = false;
    for (int step = 0; step < 400 && !window.session()->isOver(); ++step) {
        settle();
        const auto decisions = window.session()->decisionsOf(window.session()->seat());
        if (!planned && !window.handOffScreen()->isVisible() && !decisions.empty() && decisions.front().kind == "plan" &&
            window.session()->state().turn == 3) {
            const auto plan = choosePlan(window.session()->engine(), window.session()->state(), decisions.front().aircraft);
            ASSERT_TRUE(plan.has_value());
            window.planningPanel()->placeCard(plan->cards[0].number);
            window.planningPanel()->placeCard(plan->cards[1].number);
            QApplication::processEvents();
            test::saveScreenshot(window.grab().toImage(), "game_planning");
            window.planningPanel()->clearPlan();
            planned = true;
        }
        const bool firstFire =
            !fired && !window.handOffScreen()->isVisible() && !decisions.empty() && decisions.front().kind == "fire";
        if (firstFire) {
            QApplication::processEvents();
            test::saveScreenshot(window.grab().toImage(), "game_fire");
            fired = true;
        }
        answer();
        if (fired && !damageShot) {
            // The damage cards of that shot, face up beside the target.
            for (int i = 0; i < 200 && window.tableScene()->damageCardItems().isEmpty(); ++i) {
                QApplication::processEvents();
                window.tableScene()->advanceAnimations(20);
            }
            window.tableScene()->advanceAnimations(TableScene::kDamageShowMs / 2);
            QApplication::processEvents();
            if (!window.tableScene()->damageCardItems().isEmpty()) {
                test::saveScreenshot(window.grab().toImage(), "game_damage");
                damageShot = true;
            }
        }
        if (HasFatalFailure()) return;
    }
    settle();
    ASSERT_NE(window.victoryScreen(), nullptr);
    test::saveScreenshot(window.victoryScreen()->grab().toImage(), "game_victory");
    EXPECT_TRUE(planned);
    EXPECT_TRUE(fired);
}

}  // namespace
}  // namespace jasta::app
