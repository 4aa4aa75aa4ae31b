// A long game in the whole main window (issue 15, "Fast on a long game"):
// what a player waits for when a 100-turn save is opened, when the replay
// slider of it is dragged, and when a phase is played late in it. The real
// MainWindow (1366 × 768, its docks, the log with about 2,000 rows) is shown
// on the offscreen platform; every measure ends once the events are
// processed and the window is painted. Targets: open < 1 s, seek p99 < 50 ms,
// a phase < 16 ms of GUI work.
//
// Each benchmark runs once (the window keeps state between measures) and
// reports its figures as counters in milliseconds (medians and percentiles,
// not means): open_ms, replay_open_ms; seek_p50_ms, seek_p99_ms, seek_max_ms;
// phase_gui_ms.
//
// QT_QPA_PLATFORM=offscreen build/release/bench/jasta_replay_window_bench --benchmark_format=json

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <vector>

#include "long_game.hpp"
#include "play/game_session.hpp"
#include "play/play_flow.hpp"
#include "replay/replay_controller.hpp"
#include "shell/main_window.hpp"
#include "table/table_scene.hpp"

namespace {

using namespace jasta;

constexpr int kSeeks = 200;        // random phases sought, as the issue asks
constexpr int kOpens = 3;          // opens of the save, the median reported
constexpr int kPlayedTurns = 4;    // turns played after the save's 100, three phases each
constexpr int kPhasesPerTurn = 3;  // the duel's phases (three cards a turn)

double msSince(const QElapsedTimer& clock) {
    return static_cast<double>(clock.nsecsElapsed()) / 1e6;
}

// The value below which `fraction` of `samples` lie (nearest rank).
double percentile(std::vector<double> samples, double fraction) {
    std::sort(samples.begin(), samples.end());
    const auto rank = static_cast<std::size_t>(fraction * static_cast<double>(samples.size() - 1) + 0.5);
    return samples[std::min(rank, samples.size() - 1)];
}

// The 100-turn game (bench/long_game.hpp) as a file, written once.
const QString& hundredTurnFile() {
    static QTemporaryDir dir;
    static const QString file = [] {
        const QString path = dir.filePath(QStringLiteral("hundred_turns.jasta"));
        writeSaveFile(path.toStdString(), bench::longGame());
        return path;
    }();
    return file;
}

// Counts the paint events of every widget: the window is painted when a
// pass of the event loop paints nothing more.
struct PaintCounter : QObject {
    int paints = 0;
    bool eventFilter(QObject* /*watched*/, QEvent* event) override {
        if (event->type() == QEvent::Paint) ++paints;
        return false;
    }
};

// The main window as a player has it, on the offscreen screen.
struct Window {
    PaintCounter counter;
    app::MainWindow window{bench::data(), JASTA_BENCH_DATA_DIR, JASTA_BENCH_ASSETS_DIR};

    Window() {
        QApplication::instance()->installEventFilter(&counter);
        window.setHeadless(true);
        window.flow()->setHandOffs(false);  // nobody to click the cover away
        window.resize(1366, 768);
        window.show();
        settle();
    }
    ~Window() { QApplication::instance()->removeEventFilter(&counter); }
    // The events processed (the play flow's playback with its animations
    // ended at once: their frames are the table benchmark's business) and
    // what changed painted, as on a screen: the widgets' update requests
    // are posted events, and a paint or a layout may ask for more, so the
    // event loop runs until a pass paints nothing.
    void settle() {
        for (int i = 0; i < 1000 && (window.flow()->isPlayingBack() || window.tableScene()->isAnimating()); ++i) {
            window.tableScene()->skipAnimations();
            QApplication::processEvents();
        }
        for (int pass = 0; pass < 20; ++pass) {
            const int painted = counter.paints;
            QApplication::processEvents();
            if (pass > 0 && counter.paints == painted) break;
        }
    }
};

void openHundredTurnSave(benchmark::State& run) {
    const QString& file = hundredTurnFile();
    std::vector<double> opens, replayOpens;
    for (auto _ : run) {
        for (int i = 0; i < kOpens; ++i) {
            Window shown;
            QElapsedTimer clock;
            clock.start();
            if (!shown.window.openGameFile(file)) run.SkipWithError("the save did not open");
            shown.settle();
            opens.push_back(msSince(clock));
            clock.restart();
            if (!shown.window.openReplayFile(file)) run.SkipWithError("the replay did not open");
            shown.settle();
            replayOpens.push_back(msSince(clock));
        }
        run.SetIterationTime(percentile(opens, 0.5) / 1e3);
    }
    run.counters["open_ms"] = percentile(opens, 0.5);
    run.counters["replay_open_ms"] = percentile(replayOpens, 0.5);
}
BENCHMARK(openHundredTurnSave)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

void seekHundredTurnReplay(benchmark::State& run) {
    Window shown;
    if (!shown.window.openReplayFile(hundredTurnFile())) run.SkipWithError("the replay did not open");
    shown.settle();
    app::ReplayController& replay = *shown.window.replay();
    Rng pick(15);
    std::vector<double> seeks;
    for (auto _ : run) {
        for (int i = 0; i < kSeeks; ++i) {
            const int step = static_cast<int>(pick.below(static_cast<std::uint64_t>(replay.stepCount())));
            QElapsedTimer clock;
            clock.start();
            replay.setStep(step);
            shown.settle();
            seeks.push_back(msSince(clock));
        }
        run.SetIterationTime(percentile(seeks, 0.5) / 1e3);
    }
    run.counters["seeks"] = static_cast<double>(seeks.size());
    run.counters["seek_p50_ms"] = percentile(seeks, 0.5);
    run.counters["seek_p99_ms"] = percentile(seeks, 0.99);
    run.counters["seek_max_ms"] = percentile(seeks, 1.0);
}
BENCHMARK(seekHundredTurnReplay)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

// Turns 101 onwards of the opened game, the same circling plans as before:
// from the last plan's submission to its three phases played back, logged
// and painted, divided by the three phases.
void playPhaseLateInHundredTurns(benchmark::State& run) {
    Window shown;
    if (!shown.window.openGameFile(hundredTurnFile())) run.SkipWithError("the save did not open");
    shown.settle();
    const auto& commands = bench::longGame().commands;
    const Command& firstPlan = commands[commands.size() - 2];
    const Command& lastPlan = commands.back();
    std::vector<double> phases;
    for (auto _ : run) {
        for (int turn = 0; turn < kPlayedTurns; ++turn) {
            if (!shown.window.session()->submit(firstPlan).isEmpty()) run.SkipWithError("the plan was refused");
            shown.settle();
            QElapsedTimer clock;
            clock.start();
            if (!shown.window.session()->submit(lastPlan).isEmpty()) run.SkipWithError("the plan was refused");
            shown.settle();
            phases.push_back(msSince(clock) / kPhasesPerTurn);
        }
        run.SetIterationTime(percentile(phases, 0.5) / 1e3);
    }
    run.counters["phase_gui_ms"] = percentile(phases, 0.5);
    run.counters["phase_gui_max_ms"] = percentile(phases, 1.0);
}
BENCHMARK(playPhaseLateInHundredTurns)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // Settings, autosaves and the games history go to test folders, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
