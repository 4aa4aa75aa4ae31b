// Seeking in the replay viewer (issue 6): what a player waits for when the
// slider of a 100-turn game is dragged to a phase, the whole step: the
// core's stateAt, the table, the consoles and the log (which starts again
// when the step goes back). Target: under 50 ms. Also one step forward, as
// playing and the step button do, and the animated picture of a whole game.
//
// Run offscreen: QT_QPA_PLATFORM=offscreen build/release/bench/jasta_app_bench --benchmark_filter=replay

#include <benchmark/benchmark.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>

#include <limits>

#include "long_game.hpp"
#include "play/consoles_panel.hpp"
#include "play/event_log_dock.hpp"
#include "replay/apng_writer.hpp"
#include "replay/replay_controller.hpp"
#include "table/table_scene.hpp"

namespace {

using namespace jasta;
using jasta::app::ReplayController;

// The replay's views, the consoles and the log on the screen (offscreen):
// each step is shown, then the event loop lays out and paints them.
struct Viewer {
    app::TableScene scene{JASTA_BENCH_ASSETS_DIR};
    app::ConsolesPanel consoles;
    app::EventLogDock log;
    ReplayController replay{bench::data(), bench::longGame(), {&scene, &consoles, &log}};

    Viewer() {
        consoles.resize(320, 700);
        consoles.show();
        log.resize(1000, 260);
        log.show();
        QCoreApplication::processEvents();
    }
    void show(int step) {
        replay.setStep(step);
        QCoreApplication::processEvents();
    }
};

void replaySeekRandomPhaseOf100Turns(benchmark::State& run) {
    Viewer viewer;
    Rng pick(7);
    for (auto _ : run)
        viewer.replay.setStep(static_cast<int>(pick.below(static_cast<std::uint64_t>(viewer.replay.stepCount()))));
    run.counters["phases"] = viewer.replay.stepCount() - 1;
}
BENCHMARK(replaySeekRandomPhaseOf100Turns)->Unit(benchmark::kMillisecond);

void replayStepForwardIn100Turns(benchmark::State& run) {
    Viewer viewer;
    for (auto _ : run) {
        if (viewer.replay.currentStep() == viewer.replay.stepCount() - 1) {
            run.PauseTiming();
            viewer.replay.setStep(0);
            run.ResumeTiming();
        }
        viewer.show(viewer.replay.currentStep() + 1);
    }
}
BENCHMARK(replayStepForwardIn100Turns)->Unit(benchmark::kMillisecond);

// One frame of an animated picture: the step shown, rendered at the
// animation's width with its label and encoded into the APNG (in memory,
// not on a disk).
void replayAnimationFrame(benchmark::State& run) {
    Viewer viewer;
    const QRectF whole = viewer.scene.contentsRect();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    app::ApngWriter writer(&buffer, std::numeric_limits<int>::max());
    int step = 0;
    for (auto _ : run) {
        viewer.replay.setStep(step);
        step = (step + 1) % viewer.replay.stepCount();
        writer.addFrame(viewer.replay.animationFrame(whole), 1000);
    }
    run.counters["kB_per_frame"] = static_cast<double>(bytes.size()) / 1024.0 / static_cast<double>(run.iterations());
}
BENCHMARK(replayAnimationFrame)->Unit(benchmark::kMillisecond);

}  // namespace
