#pragma once
// Helpers of the tests that drive the whole window: let the play flow and
// the animations run until the game waits, and compare the table with the
// core's state.

#include <gtest/gtest.h>

#include <QApplication>
#include <QDeadlineTimer>
#include <QPointF>
#include <QThread>

#include "flying_fixture.hpp"
#include "jasta/game/save.hpp"
#include "play/computer_seats.hpp"
#include "play/game_session.hpp"
#include "play/play_flow.hpp"
#include "shell/main_window.hpp"
#include "table/aircraft_item.hpp"
#include "table/table_scene.hpp"

namespace jasta::app::test {

// Lets the animations (stepped by the clock, 50 ms at a time) and queued
// calls run until the flow waits for a player.
// A computer pilot thinks on a thread of its own (ComputerSeats): its answer
// is waited for by the clock, for up to a minute (a loaded machine, a debug
// or sanitizer build), and what it starts plays out the same way.
inline void settleWindow(MainWindow& window) {
    const QDeadlineTimer deadline(60'000);
    int steps = 0;
    while (!deadline.hasExpired()) {
        const bool animating = window.flow()->isPlayingBack() || window.tableScene()->isAnimating();
        const bool thinking = window.computerSeats() != nullptr && window.computerSeats()->isThinking();
        if (animating && steps < 3000) {
            ++steps;
            QApplication::processEvents();
            window.tableScene()->advanceAnimations(50);
        } else if (thinking) {
            QThread::msleep(5);
            QApplication::processEvents();
        } else {
            break;
        }
    }
    QApplication::processEvents();
}

// Every airplane in play stands on the table where the core's state says.
inline void expectTableMatchesState(const MainWindow& window) {
    const auto& state = window.session()->state();
    for (const auto& airplane : state.aircraft) {
        if (!airplane.inPlay()) continue;
        const auto* item = window.tableScene()->aircraftItem(airplane.id);
        ASSERT_NE(item, nullptr) << airplane.id;
        const QPointF expected = window.tableScene()->frame().toScene(airplane.pose.x, airplane.pose.y);
        EXPECT_NEAR(item->pos().x(), expected.x(), 1e-6) << airplane.id << " turn " << state.turn;
        EXPECT_NEAR(item->pos().y(), expected.y(), 1e-6) << airplane.id << " turn " << state.turn;
    }
}

// Plays the whole golden duel (tests/golden/saves/ww1_duel_v3.jasta) in
// `into`, and lets the window show its end.
inline void playGoldenDuel(MainWindow& into) {
    ASSERT_TRUE(into.startGame(*jasta::test::shippedData().scenario("ww1_duel"),
                               *jasta::test::shippedData().ruleset("ww1-standard"), 2026));
    const SavedGame golden = readSaveFile(JASTA_TEST_GOLDEN_DIR "/saves/ww1_duel_v3.jasta", jasta::test::shippedData());
    for (const Command& command : golden.commands) ASSERT_EQ(into.session()->submit(command), "");
    settleWindow(into);
    ASSERT_TRUE(into.session()->isOver());
}

}  // namespace jasta::app::test
