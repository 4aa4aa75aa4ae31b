// The replay viewer (issue 6) in the main window: a golden save opened as a
// replay, stepped, scrubbed, played, revealed, exported and taken over; the
// table always stands where the core's replay says, and a broken file gives
// a message instead of a crash.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>

#include "apng_test_support.hpp"
#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "jasta/game/replay.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "play/choice_prompt.hpp"
#include "play/console_widget.hpp"
#include "play/consoles_panel.hpp"
#include "play/event_log_dock.hpp"
#include "play/game_session.hpp"
#include "play/planning_panel.hpp"
#include "play/play_flow.hpp"
#include "replay/replay_bar.hpp"
#include "replay/replay_controller.hpp"
#include "shell/main_window.hpp"
#include "table/aircraft_item.hpp"
#include "table/table_scene.hpp"
#include "widget_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;

const QString kDuel = QStringLiteral(JASTA_TEST_GOLDEN_DIR "/saves/ww1_duel_v3.jasta");

struct ReplayView : ::testing::Test {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    test::DataChangeAnswerer dataChanged;  // golden saves of older data

    void SetUp() override {
        window.resize(1400, 900);
        window.show();
        QApplication::processEvents();
    }

    ReplayController& open() {
        EXPECT_TRUE(window.openReplayFile(kDuel));
        EXPECT_NE(window.replay(), nullptr);
        return *window.replay();
    }

    // Every airplane in play stands on the table where stateAt(step) puts it,
    // and the log holds exactly the events up to the step.
    void expectShows(const ReplayController& replay, int step) {
        ASSERT_EQ(replay.currentStep(), step);
        const GamePoint point = replay.replay().stateAt(static_cast<std::size_t>(step));
        int checked = 0;
        for (const auto& airplane : point.state.aircraft) {
            if (!airplane.inPlay()) continue;
            const auto* item = window.tableScene()->aircraftItem(airplane.id);
            ASSERT_NE(item, nullptr) << airplane.id;
            const QPointF expected = window.tableScene()->frame().toScene(airplane.pose.x, airplane.pose.y);
            EXPECT_NEAR(item->pos().x(), expected.x(), 1e-6) << airplane.id << " step " << step;
            EXPECT_NEAR(item->pos().y(), expected.y(), 1e-6) << airplane.id << " step " << step;
            ++checked;
        }
        EXPECT_GT(checked, 0) << "step " << step;
        const std::size_t events = replay.replay().eventsUntil(static_cast<std::size_t>(step)).size();
        EXPECT_EQ(replay.logEventsUntil(step),
                  step == replay.stepCount() - 1 ? replay.replay().events().size() : events);
        EXPECT_EQ(static_cast<std::size_t>(window.eventLog()->model()->rowCount()), replay.logEventsUntil(step))
            << "step " << step;
        // Its last line carries the step's turn and phase, as live play tags them.
        const auto* model = window.eventLog()->model();
        const ReplayStep& at = replay.step(step);
        if (model->rowCount() > 0) {
            EXPECT_EQ(model->index(model->rowCount() - 1, EventLogModel::When).data().toString(),
                      QStringLiteral("%1.%2").arg(at.turn).arg(at.phase))
                << "step " << step;
        }
    }
};

TEST_F(ReplayView, OpensAtTheStartWithTheBarAndWithoutTheDecisionDock) {
    ReplayController& replay = open();
    EXPECT_TRUE(replay.replay().verified());
    ASSERT_GT(replay.stepCount(), 6);
    EXPECT_TRUE(window.replayBar()->isVisible());
    EXPECT_FALSE(window.findChild<QDockWidget*>(QStringLiteral("decisionDock"))->isVisible());
    EXPECT_EQ(window.replayBar()->slider()->maximum(), replay.stepCount() - 1);
    EXPECT_EQ(window.replayBar()->stepLabel()->text(), QStringLiteral("Start  (1/%1)").arg(replay.stepCount()));
    expectShows(replay, 0);
}

TEST_F(ReplayView, TheGameMenuOpensReplaysWithCtrlR) {
    QAction* found = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text() == QStringLiteral("Open &Replay…")) found = action;
    ASSERT_NE(found, nullptr);
    EXPECT_EQ(found->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
}

TEST_F(ReplayView, EveryStepShowsTheReplayedState) {
    ReplayController& replay = open();
    const int last = replay.stepCount() - 1;
    // Forward, then backwards (the log starts again), then far jumps.
    for (const int step : {1, 2, 3, 4, last / 2, 2, last, 0, last - 1}) {
        replay.setStep(step);
        expectShows(replay, step);
    }
    // The duel ends in a victory: its last step's log says so.
    replay.setStep(last);
    const auto* model = window.eventLog()->model();
    EXPECT_EQ(model->event(model->rowCount() - 1).kind(), EventKind::GameOver);
    // Moves are real: some airplane is elsewhere at the end than at the start.
    const auto first = replay.replay().stateAt(0).state.aircraft.front().pose;
    const auto end = replay.replay().stateAt(static_cast<std::size_t>(last)).state.aircraft.front().pose;
    EXPECT_GT(std::hypot(first.x - end.x, first.y - end.y), 10.0);
}

TEST_F(ReplayView, StepButtonsSliderAndTurnBoxMoveToTheRightStep) {
    ReplayController& replay = open();
    ReplayBar& bar = *window.replayBar();
    EXPECT_FALSE(bar.backButton()->isEnabled());
    bar.forwardButton()->click();
    bar.forwardButton()->click();
    EXPECT_EQ(replay.currentStep(), 2);
    EXPECT_EQ(bar.slider()->value(), 2);
    bar.backButton()->click();
    expectShows(replay, 1);
    EXPECT_EQ(bar.stepLabel()->text(), QStringLiteral("Turn 1 · phase 1  (2/%1)").arg(replay.stepCount()));

    bar.slider()->setValue(5);  // scrubbing
    expectShows(replay, 5);
    const ReplayStep& at = replay.step(5);
    EXPECT_EQ(bar.stepLabel()->text(),
              QStringLiteral("Turn %1 · phase %2  (6/%3)").arg(at.turn).arg(at.phase).arg(replay.stepCount()));

    // Turn 3 begins after turn 2's phase 3.
    bar.turnBox()->setValue(3);
    const auto start = replay.replay().findStep(2, 3);
    ASSERT_TRUE(start);
    expectShows(replay, static_cast<int>(*start));
    EXPECT_EQ(bar.slider()->value(), static_cast<int>(*start));
    EXPECT_EQ(bar.turnBox()->value(), 3);
    EXPECT_TRUE(replay.jumpToTurn(1));
    EXPECT_EQ(replay.currentStep(), 0);
    EXPECT_FALSE(replay.jumpToTurn(replay.lastTurn() + 1));
    EXPECT_EQ(replay.currentStep(), 0);
    EXPECT_EQ(bar.turnBox()->maximum(), replay.lastTurn());

    // Past either end: clamped, never out of range.
    replay.setStep(-4);
    EXPECT_EQ(replay.currentStep(), 0);
    replay.setStep(replay.stepCount() + 10);
    EXPECT_EQ(replay.currentStep(), replay.stepCount() - 1);
    EXPECT_FALSE(bar.forwardButton()->isEnabled());
}

TEST_F(ReplayView, PlayAdvancesWithTheTimerAndStopsAtTheEnd) {
    ReplayController& replay = open();
    replay.setSpeed(4);  // 250 ms a step
    replay.play();
    EXPECT_TRUE(replay.isPlaying());
    QElapsedTimer clock;
    clock.start();
    while (replay.currentStep() < 2 && clock.elapsed() < 5000) QApplication::processEvents(QEventLoop::AllEvents, 50);
    EXPECT_GE(replay.currentStep(), 2);
    expectShows(replay, replay.currentStep());
    replay.pause();
    const int paused = replay.currentStep();
    clock.restart();
    while (clock.elapsed() < 600) QApplication::processEvents(QEventLoop::AllEvents, 50);
    EXPECT_EQ(replay.currentStep(), paused);

    // The last tick pauses; playing again starts over.
    replay.setStep(replay.stepCount() - 2);
    replay.play();
    replay.tick();
    EXPECT_EQ(replay.currentStep(), replay.stepCount() - 1);
    EXPECT_FALSE(replay.isPlaying());
    replay.play();
    EXPECT_EQ(replay.currentStep(), 0);
    EXPECT_TRUE(replay.isPlaying());
    replay.pause();

    window.replayBar()->speedBox()->setCurrentIndex(0);
    EXPECT_DOUBLE_EQ(replay.speed(), 0.5);
}

TEST_F(ReplayView, ShowEverythingReachesTheConsolesAndTheLog) {
    ReplayController& replay = open();
    replay.setStep(replay.stepCount() - 1);
    const std::string id = replay.state().aircraft.front().id;
    ASSERT_NE(window.consoles()->console(id), nullptr);
    // Off (as a replay opens): nobody's secrets, neither on the consoles nor
    // in the log, where every plan is a secret line of its player.
    EXPECT_FALSE(replay.showEverything());
    EXPECT_FALSE(window.replayBar()->showEverythingBox()->isChecked());
    for (const auto& airplane : replay.state().aircraft)
        EXPECT_FALSE(window.consoles()->console(airplane.id)->showsSecrets()) << airplane.id;
    const auto* model = window.eventLog()->model();
    int secret = 0;
    for (int row = 0; row < model->rowCount(); ++row) secret += model->event(row).secretTo.empty() ? 0 : 1;
    ASSERT_GT(secret, 0);
    const int hidden = window.eventLog()->filter()->rowCount();
    EXPECT_EQ(hidden, model->rowCount() - secret);
    window.replayBar()->showEverythingBox()->setChecked(true);
    EXPECT_TRUE(replay.showEverything());
    EXPECT_TRUE(window.consoles()->console(id)->showsSecrets());
    // Nothing is filtered out of the log any more.
    EXPECT_EQ(window.eventLog()->filter()->rowCount(), window.eventLog()->model()->rowCount());
    // It holds while stepping; off again, the secrets are hidden again.
    replay.setStep(4);
    EXPECT_EQ(window.eventLog()->filter()->rowCount(), window.eventLog()->model()->rowCount());
    EXPECT_TRUE(window.consoles()->console(id)->showsSecrets());
    replay.setStep(replay.stepCount() - 1);
    window.replayBar()->showEverythingBox()->setChecked(false);
    EXPECT_FALSE(window.consoles()->console(id)->showsSecrets());
    EXPECT_EQ(window.eventLog()->filter()->rowCount(), hidden);
}

TEST_F(ReplayView, ExportWritesThePictureOfTheTable) {
    ReplayController& replay = open();
    replay.setStep(4);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("step.png"));
    ASSERT_TRUE(replay.exportPng(file));
    QImage image(file);
    ASSERT_FALSE(image.isNull());
    const QRectF table = window.tableScene()->contentsRect();
    EXPECT_EQ(image.width(), ReplayController::kExportWidth);
    EXPECT_NEAR(image.height(), ReplayController::kExportWidth * table.height() / table.width(), 1.0);
    // The felt is drawn, not a blank canvas.
    EXPECT_LT(test::countNear(image, Qt::white, 30), image.width() * image.height() / 2);
    EXPECT_FALSE(replay.exportPng(dir.filePath(QStringLiteral("no/such/folder/step.png"))));
}

TEST_F(ReplayView, TheWholeGameExportsAsNumberedPicturesAndAWebPage) {
    ReplayController& replay = open();
    replay.setStep(3);
    const QString folder = QDir::temp().filePath("jasta_replay_steps_test");
    QDir(folder).removeRecursively();
    EXPECT_EQ(replay.exportAllSteps(folder), replay.stepCount());
    EXPECT_EQ(QDir(folder).entryList({"step-*.png"}, QDir::Files).size(), replay.stepCount());
    const QImage first(QDir(folder).filePath("step-000.png"));
    EXPECT_EQ(first.width(), ReplayController::kExportWidth);
    EXPECT_EQ(replay.currentStep(), 3) << "the view goes back to where it was";
    QDir(folder).removeRecursively();

    const QString html = replay.summaryHtml();
    EXPECT_TRUE(html.startsWith("<!DOCTYPE html>"));
    for (const auto& airplane : replay.replay().end().state.aircraft)
        EXPECT_TRUE(html.contains(QString::fromStdString(airplane.name).toHtmlEscaped())) << airplane.name;
    // One row per event, and the rule ids with them.
    EXPECT_EQ(html.count("<tr><td>"),
              static_cast<int>(replay.replay().events().size() + replay.replay().end().state.aircraft.size()));
    EXPECT_TRUE(html.contains("MOV-06"));
}

TEST_F(ReplayView, TakeOverPlaysOnFromTheStep) {
    ReplayController& replay = open();
    // The start of turn 3: the game waits for plans, as it did when it was played.
    const int step = replay.turnStart(3).value();
    replay.setStep(step);
    const GamePoint expected = replay.replay().stateAt(step);
    ASSERT_TRUE(window.takeOverReplay());
    QApplication::processEvents();
    EXPECT_EQ(window.replay(), nullptr);
    EXPECT_FALSE(window.replayBar()->isVisible());
    EXPECT_TRUE(window.findChild<QDockWidget*>(QStringLiteral("decisionDock"))->isVisible());
    ASSERT_TRUE(window.session()->isRunning());
    // The live game is the replayed one up to the step and on to its next
    // decision: the same commands, the airplanes where the replay showed them.
    EXPECT_EQ(window.session()->record().commands.size(), replay.step(step).commands);
    const GameState& live = window.session()->state();
    ASSERT_EQ(live.aircraft.size(), expected.state.aircraft.size());
    for (std::size_t i = 0; i < live.aircraft.size(); ++i) {
        EXPECT_EQ(live.aircraft[i].id, expected.state.aircraft[i].id);
        EXPECT_DOUBLE_EQ(live.aircraft[i].pose.x, expected.state.aircraft[i].pose.x);
        EXPECT_DOUBLE_EQ(live.aircraft[i].pose.y, expected.state.aircraft[i].pose.y);
        EXPECT_DOUBLE_EQ(live.aircraft[i].pose.heading, expected.state.aircraft[i].pose.heading);
    }
    EXPECT_EQ(live.turn, 3);
    EXPECT_EQ(live.stage, Stage::Planning);
    EXPECT_FALSE(window.session()->pending().empty());  // a live game waiting for a decision
    EXPECT_TRUE(window.saveFile().isEmpty());           // saving will not overwrite the replayed file
    // The log is the live game's, once: none of the replay's lines left over.
    EXPECT_EQ(static_cast<std::size_t>(window.eventLog()->model()->rowCount()), window.session()->events().size());
}

TEST_F(ReplayView, CloseReturnsToTheLiveGame) {
    ASSERT_TRUE(window.openGameFile(kDuel));
    ASSERT_GT(window.eventLog()->model()->rowCount(), 0);
    const std::string live = window.session()->record().endHash;
    ReplayController& replay = open();
    replay.setStep(2);
    window.closeReplay();
    QApplication::processEvents();
    EXPECT_EQ(window.replay(), nullptr);
    EXPECT_FALSE(window.replayBar()->isVisible());
    EXPECT_EQ(window.session()->record().endHash, live);
    EXPECT_EQ(static_cast<std::size_t>(window.eventLog()->model()->rowCount()), window.session()->events().size());
    for (const auto& airplane : window.session()->state().aircraft) {
        if (!airplane.inPlay()) continue;
        const QPointF at = window.tableScene()->frame().toScene(airplane.pose.x, airplane.pose.y);
        EXPECT_NEAR(window.tableScene()->aircraftItem(airplane.id)->pos().x(), at.x(), 1e-6);
    }
}

TEST_F(ReplayView, CloseWithoutALiveGameLeavesAnEmptyTable) {
    ReplayController& replay = open();
    replay.play();
    window.closeReplay();
    QApplication::processEvents();
    EXPECT_EQ(window.replay(), nullptr);
    EXPECT_FALSE(window.replayBar()->isVisible());
    EXPECT_FALSE(window.session()->isRunning());
    EXPECT_EQ(window.eventLog()->model()->rowCount(), 0);
    EXPECT_EQ(window.consoles()->count(), 0);
    for (const auto* item : window.tableScene()->aircraftItems()) EXPECT_FALSE(item->isVisible());
}

TEST_F(ReplayView, ASecondReplayReplacesThePlayingOne) {
    ReplayController& first = open();
    first.setSpeed(4);
    first.play();
    ASSERT_TRUE(window.openReplayFile(QStringLiteral(JASTA_TEST_GOLDEN_DIR "/saves/ww2_channel_v3.jasta")));
    ReplayController* second = window.replay();
    ASSERT_NE(second, &first);
    EXPECT_EQ(window.replayBar()->controller(), second);
    EXPECT_EQ(window.replayBar()->slider()->maximum(), second->stepCount() - 1);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 400) QApplication::processEvents(QEventLoop::AllEvents, 50);
    // Nothing of the first one is drawn any more.
    expectShows(*second, 0);
}

TEST_F(ReplayView, ASaveThatDiffersStillPlaysAndSaysWhere) {
    QFile in(kDuel);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    nlohmann::json save = nlohmann::json::parse(in.readAll().toStdString());
    save["hashes"][4]["hash"] = "0000000000000000";  // turn 2, phase 2
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("tampered.jasta"));
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(save.dump()));
    out.close();
    ASSERT_TRUE(window.openReplayFile(file));
    EXPECT_FALSE(window.replay()->replay().verified());
    const QString status = window.statusBar()->currentMessage();
    EXPECT_TRUE(status.contains(QStringLiteral("differs"))) << status.toStdString();
    EXPECT_TRUE(status.contains(QStringLiteral("turn 2, phase 2"))) << status.toStdString();
    window.replay()->setStep(window.replay()->stepCount() - 1);
    expectShows(*window.replay(), window.replay()->stepCount() - 1);
}

TEST_F(ReplayView, ABrokenFileGivesAMessageNotACrash) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("broken.jasta"));
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(R"({"format": "jasta-save", "version": 1, "commands": 7})");
    out.close();
    // The message box is modal: read it and close it from inside its loop.
    const test::MessageBoxAnswerer box;
    EXPECT_FALSE(window.openReplayFile(file));
    EXPECT_TRUE(box.text().contains(file)) << box.text().toStdString();
    EXPECT_TRUE(box.detail().contains(file)) << box.detail().toStdString();  // file and JSON pointer
    EXPECT_EQ(window.replay(), nullptr);
    EXPECT_FALSE(window.replayBar()->isVisible());
}

// --- the whole game as an animated picture ---------------------------------

TEST_F(ReplayView, TheWholeGameExportsAsAnAnimatedPicture) {
    ReplayController& replay = open();
    replay.setSpeed(2);  // 500 ms a step
    replay.setStep(5);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("duel.png"));
    int calls = 0;
    const auto result = replay.exportAnimation(file, [&](int done, int total) {
        EXPECT_EQ(done, ++calls);
        EXPECT_EQ(total, replay.stepCount());
        return true;
    });
    ASSERT_EQ(result.status, ReplayController::ExportStatus::Written) << result.error.toStdString();
    EXPECT_EQ(calls, replay.stepCount());
    EXPECT_EQ(replay.currentStep(), 5) << "the view goes back to where it was";
    expectShows(replay, 5);

    QFile in(file);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    const auto apng = test::parseApng(in.readAll());
    ASSERT_TRUE(apng.has_value());
    // One frame per step, for ever, at the replay's speed; the end stays longer.
    EXPECT_EQ(apng->frames, static_cast<quint32>(replay.stepCount()));
    EXPECT_EQ(apng->plays, 0u);
    ASSERT_EQ(apng->frameList.size(), static_cast<std::size_t>(replay.stepCount()));
    EXPECT_EQ(test::be32(apng->ihdr, 0), static_cast<quint32>(ReplayController::kAnimationWidth));
    for (std::size_t i = 0; i < apng->frameList.size(); ++i) {
        const auto& frame = apng->frameList[i];
        const double ms = 1000.0 * frame.delayNum / frame.delayDen;
        EXPECT_DOUBLE_EQ(ms, i + 1 == apng->frameList.size() ? ReplayController::kAnimationEndMs : 500.0) << i;
    }
    // The first frame is the picture of the start (what a viewer without
    // animation shows), the last one the end of the game.
    const QRectF whole = replay.wholeGameRect();
    replay.setStep(0);
    const QImage start = replay.animationFrame(whole).convertToFormat(QImage::Format_RGB32);
    EXPECT_EQ(QImage(file).convertToFormat(QImage::Format_RGB32), start);
    EXPECT_NE(start, replay.renderImage(whole, ReplayController::kAnimationWidth).convertToFormat(QImage::Format_RGB32))
        << "each frame names its step";
    EXPECT_EQ(test::decodeFrame(*apng, apng->frameList.front()).convertToFormat(QImage::Format_RGB32), start);
    replay.setStep(replay.stepCount() - 1);
    const QImage end = replay.animationFrame(whole).convertToFormat(QImage::Format_RGB32);
    EXPECT_EQ(test::decodeFrame(*apng, apng->frameList.back()).convertToFormat(QImage::Format_RGB32), end);
    EXPECT_NE(start, end);
    // Written through a temporary file that is gone now.
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("duel.png")});
}

TEST_F(ReplayView, ACancelledOrRefusedAnimationLeavesTheOldFileAndSaysWhy) {
    ReplayController& replay = open();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("duel.png"));
    QFile old(file);
    ASSERT_TRUE(old.open(QIODevice::WriteOnly));
    old.write("an older picture");
    old.close();
    const auto cancelled = replay.exportAnimation(file, [](int done, int) { return done < 3; });
    EXPECT_EQ(cancelled.status, ReplayController::ExportStatus::Cancelled);
    ASSERT_TRUE(old.open(QIODevice::ReadOnly));
    EXPECT_EQ(old.readAll(), QByteArray("an older picture"));
    old.close();
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);

    // Through the bar: its progress dialog's Cancel stops the export, no message.
    QTimer canceller;
    canceller.setInterval(0);
    bool sawProgress = false;
    QObject::connect(&canceller, &QTimer::timeout, [&] {
        if (auto* progress = window.replayBar()->findChild<QProgressDialog*>()) {
            sawProgress = true;
            progress->cancel();
        }
    });
    canceller.start();
    EXPECT_FALSE(window.replayBar()->exportAnimationTo(file));
    canceller.stop();
    EXPECT_TRUE(sawProgress);
    ASSERT_TRUE(old.open(QIODevice::ReadOnly));
    EXPECT_EQ(old.readAll(), QByteArray("an older picture"));
    old.close();

    // A place that cannot be written: a message naming the file, not a crash.
    const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/duel.png"));
    const auto failed = replay.exportAnimation(nowhere);
    EXPECT_EQ(failed.status, ReplayController::ExportStatus::Failed);
    EXPECT_FALSE(failed.error.isEmpty());
    {
        const test::MessageBoxAnswerer box;
        EXPECT_FALSE(window.replayBar()->exportAnimationTo(nowhere));
        EXPECT_TRUE(box.text().contains(nowhere)) << box.text().toStdString();
    }
    EXPECT_FALSE(QFile::exists(nowhere));
}

TEST_F(ReplayView, TheReplayMenuOffersTheBarsCommandsWhileAReplayIsOpen) {
    auto* menu = window.findChild<QMenu*>(QStringLiteral("replayMenu"));
    ASSERT_NE(menu, nullptr);
    QAction* animation = nullptr;
    for (QAction* action : menu->actions())
        if (action->objectName() == QStringLiteral("actionReplayExportAnimation")) animation = action;
    ASSERT_NE(animation, nullptr);
    EXPECT_TRUE(window.replayBar()->exportButton()->menu()->actions().contains(animation))
        << "the same command on the bar, under Export";
    EXPECT_FALSE(animation->isEnabled()) << "nothing to export without a replay";
    open();
    EXPECT_TRUE(animation->isEnabled());
    for (QAction* action : window.replayBar()->commands()) EXPECT_TRUE(menu->actions().contains(action));
    // Take Over and Close stay in sight on the bar of a window of ordinary width.
    window.resize(1280, 800);
    QApplication::processEvents();
    for (const char* name : {"actionReplayTakeOver", "actionReplayClose"}) {
        QAction* action = window.replayBar()->findChild<QAction*>(QString::fromLatin1(name));
        ASSERT_NE(action, nullptr) << name;
        QWidget* button = window.replayBar()->widgetForAction(action);
        ASSERT_NE(button, nullptr) << name;
        EXPECT_TRUE(button->isVisible()) << name << " is not pushed into the bar's overflow menu";
    }
    window.closeReplay();
    QApplication::processEvents();
    EXPECT_FALSE(animation->isEnabled());
}

// --- a replay opened over a live game --------------------------------------

struct ReplayOverLiveGame : ReplayView {
    void SetUp() override {
        ReplayView::SetUp();
        window.flow()->setHandOffs(false);  // one person at the screen: every decision shows at once
        ASSERT_TRUE(
            window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026));
        settleLive();
    }

    // Lets the live game's playback run to its end, the animation clock stepped by hand.
    void settleLive() {
        for (int i = 0; i < 2000 && (window.flow()->isPlayingBack() || window.tableScene()->isAnimating()); ++i) {
            QApplication::processEvents();
            window.tableScene()->advanceAnimations(50);
        }
        QApplication::processEvents();
    }

    // The decision the live game waits for; nothing when it waits for nobody.
    [[nodiscard]] std::optional<Decision> nextDecision() const {
        const auto decisions = window.session()->decisionsOf(window.session()->playerToAct());
        if (decisions.empty()) return std::nullopt;
        return decisions.front();
    }

    [[nodiscard]] bool nextIsFire() const {
        const auto next = nextDecision();
        return next && next->kind == DecisionKind::Fire;
    }

    // Answers the live game's next decision through the window's widgets:
    // the autopilot's plan typed into the planning panel, else the first
    // answer the prompt offers. No settling: the playback may still run.
    void answerLive() {
        const auto next = nextDecision();
        ASSERT_TRUE(next.has_value()) << "the live game waits for nobody";
        const Decision decision = *next;
        if (decision.kind == DecisionKind::Plan) {
            ASSERT_TRUE(window.planningPanel()->isVisible());
            const auto plan = choosePlan(window.session()->engine(), window.session()->state(), decision.aircraft);
            ASSERT_TRUE(plan.has_value());
            for (const auto& card : plan->cards) ASSERT_TRUE(window.planningPanel()->placeCard(card.number));
            ASSERT_TRUE(window.planningPanel()->confirm());
        } else if (decision.kind == DecisionKind::Reorder) {
            ASSERT_TRUE(window.planningPanel()->confirm());
        } else {
            ASSERT_TRUE(window.choicePrompt()->isVisible()) << decision.kind;
            ASSERT_TRUE(window.choicePrompt()->choose(0));
        }
    }

    // Every airplane in play of the live game stands where its state says.
    void expectLiveTable() {
        for (const auto& airplane : window.session()->state().aircraft) {
            if (!airplane.inPlay()) continue;
            const QPointF at = window.tableScene()->frame().toScene(airplane.pose.x, airplane.pose.y);
            const auto* item = window.tableScene()->aircraftItem(airplane.id);
            ASSERT_NE(item, nullptr) << airplane.id;
            EXPECT_NEAR(item->pos().x(), at.x(), 1e-6) << airplane.id;
            EXPECT_NEAR(item->pos().y(), at.y(), 1e-6) << airplane.id;
            EXPECT_NEAR(item->pose().heading, airplane.pose.heading, 1e-6) << airplane.id;
        }
    }

    static bool sameDecisions(const std::vector<Decision>& a, const std::vector<Decision>& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const Decision& x, const Decision& y) {
            return x.kind == y.kind && x.aircraft == y.aircraft && x.weapon == y.weapon && x.options == y.options &&
                   x.canUnjam == y.canUnjam;
        });
    }

    // The live game as the players left it.
    struct Live {
        nlohmann::json state;
        std::vector<Decision> pending;
        std::size_t commands = 0;
    };
    [[nodiscard]] Live live() const {
        return {toJson(window.session()->state()), window.session()->pending(),
                window.session()->record().commands.size()};
    }

    // Opens the golden duel as a replay over the live game, checks that it
    // keeps its own table whatever the live game had under way, closes it,
    // and checks that the live game is back exactly as it stood `before`:
    // state, pending decision, log, and its airplanes on the table.
    void watchAReplay(const Live& before) {
        ReplayController& replay = open();
        expectShows(replay, 0);
        expectReplayHolds(replay);
        EXPECT_EQ(toJson(window.session()->state()), before.state) << "the live game waits while the replay is watched";
        window.closeReplay();
        settleLive();
        EXPECT_EQ(window.replay(), nullptr);
        EXPECT_EQ(toJson(window.session()->state()), before.state);
        EXPECT_TRUE(sameDecisions(window.session()->pending(), before.pending));
        EXPECT_EQ(window.session()->record().commands.size(), before.commands);
        expectLiveTable();
        EXPECT_EQ(static_cast<std::size_t>(window.eventLog()->model()->rowCount()), window.session()->events().size());
        EXPECT_TRUE(window.findChild<QDockWidget*>(QStringLiteral("decisionDock"))->isVisible());
    }

    // The replay's table holds its own step while the animation clock and
    // the event loop run on, whatever the live game had under way.
    void expectReplayHolds(ReplayController& replay) {
        for (const int step : {0, 3, replay.stepCount() - 1}) {
            replay.setStep(step);
            for (int i = 0; i < 40; ++i) {
                window.tableScene()->advanceAnimations(100);
                QApplication::processEvents();
            }
            expectShows(replay, step);
            EXPECT_TRUE(window.tableScene()->shotItems().isEmpty()) << "no live shot drawn over the replay";
            EXPECT_FALSE(window.choicePrompt()->isVisible());
            EXPECT_FALSE(window.planningPanel()->isVisible());
        }
    }
};

TEST_F(ReplayOverLiveGame, OpenedWhileTheLiveAirplanesMoveTheReplayKeepsItsTable) {
    // Both plans of turn 1: the cards are revealed and the airplanes begin to move.
    answerLive();
    settleLive();
    answerLive();
    ASSERT_TRUE(window.flow()->isPlayingBack());
    ASSERT_TRUE(window.tableScene()->isAnimating());
    window.tableScene()->advanceAnimations(TableScene::kMoveDurationMs / 3);
    const auto& moving = window.session()->state().aircraft.front();
    const QPointF landing = window.tableScene()->frame().toScene(moving.pose.x, moving.pose.y);
    const QPointF midway = window.tableScene()->aircraftItem(moving.id)->pos();
    ASSERT_GT(std::hypot(midway.x() - landing.x(), midway.y() - landing.y()), 1.0) << "still on its way";
    // The replay holds the same airplanes (spad and albatros): the live
    // animation must not move them.
    const Live before = live();
    watchAReplay(before);

    // And it plays on from there, through the same widgets, to the next phase.
    const std::size_t events = window.session()->events().size();
    const std::size_t phases = window.session()->record().hashes.size();
    for (int i = 0; i < 20 && window.session()->record().hashes.size() == phases; ++i) {
        answerLive();
        settleLive();
        if (HasFatalFailure()) return;
    }
    EXPECT_GT(window.session()->record().hashes.size(), phases);
    EXPECT_GT(window.session()->record().commands.size(), before.commands);
    EXPECT_GT(window.session()->events().size(), events);
    expectLiveTable();
}

TEST_F(ReplayOverLiveGame, OpenedDuringAFireDecisionTheDecisionComesBackOnClose) {
    // Play on until somebody must decide whether to fire.
    for (int i = 0; i < 200 && !nextIsFire() && !window.session()->isOver(); ++i) {
        answerLive();
        settleLive();
        if (HasFatalFailure()) return;
    }
    ASSERT_TRUE(nextIsFire());
    ASSERT_TRUE(window.choicePrompt()->isVisible());
    ASSERT_FALSE(window.tableScene()->shotItems().isEmpty());
    const QStringList answers = window.choicePrompt()->labels();
    const Live before = live();
    watchAReplay(before);
    // The same question, with its shots drawn again.
    ASSERT_TRUE(window.choicePrompt()->isVisible());
    EXPECT_EQ(window.choicePrompt()->labels(), answers);
    EXPECT_FALSE(window.tableScene()->shotItems().isEmpty());

    // Answered, the game goes on.
    answerLive();
    settleLive();
    EXPECT_EQ(window.session()->record().commands.size(), before.commands + 1);
    EXPECT_FALSE(sameDecisions(window.session()->pending(), before.pending)) << "the order was taken";
    expectLiveTable();

    // The last order of the fire step, and the replay opened at once: the
    // shots, the damage and the next phase are still to be played back.
    for (int i = 0; i < 10 && nextIsFire(); ++i) {
        answerLive();
        if (nextIsFire()) settleLive();
    }
    ASSERT_TRUE(window.flow()->isPlayingBack());
    watchAReplay(live());
}

TEST_F(ReplayView, Screenshot) {
    if (qEnvironmentVariableIsEmpty("JASTA_SCREENSHOTS")) GTEST_SKIP() << "JASTA_SCREENSHOTS not set";
    ReplayController& replay = open();
    window.replayBar()->showEverythingBox()->setChecked(true);
    ASSERT_TRUE(replay.jumpToTurn(4));
    replay.stepForward();
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    EXPECT_TRUE(test::saveScreenshot(window.grab().toImage(), QStringLiteral("replay")));
}

}  // namespace
}  // namespace jasta::app
