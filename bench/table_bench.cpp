// The table's frame time (issue 5): 8 airplanes flying their cards at once,
// each with its laid card, a shot overlay per airplane (arc, ruler, note),
// one airplane's guides and ghosts, painted with Qt's software rasterizer
// (this machine has no GPU). Target: under 16.7 ms a frame (60 frames a
// second). Three ways of painting a frame:
//  - view/...: what a player sees. The window's TableView (1920 x 1080,
//    its render hints, update mode and caches, beside a panel as in the main
//    window) is shown on the offscreen platform; each frame moves the
//    animation clock by 1/60 s and lets the event loop repaint what
//    changed, as Qt's animation timer does.
//  - viewFullRepaint/...: the same view repainted whole every frame (a pan
//    or a zoom while the airplanes move).
//  - sceneRender/...: QGraphicsScene::render of the whole frame into an
//    image, without the view's caches: the worst case.
// Each repetition paints exactly two phases (the cards turning over, then
// the moves), so repetitions compare like with like.
//
// Run offscreen: QT_QPA_PLATFORM=offscreen build/release/bench/jasta_app_bench

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QHBoxLayout>
#include <QImage>
#include <QPaintEvent>
#include <QPainter>
#include <cmath>

#include "bench_data.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/fire.hpp"
#include "table/table_scene.hpp"
#include "table/table_view.hpp"

namespace {

using namespace jasta;
using jasta::app::TableScene;

constexpr QSize kView(1920, 1080);  // device pixels of the view
constexpr int kPanelWidth = 300;    // device pixels of the panel left of the view
constexpr double kFrameMs = 1000.0 / 60;
// One phase on the screen: the cards turn over, then the airplanes fly them.
constexpr int kFramesPerPhase =
    static_cast<int>((TableScene::kCardFlipMs + TableScene::kMoveDurationMs) / kFrameMs + 0.999);
constexpr int kFramesPerRepetition = 2 * kFramesPerPhase;

using bench::data;

// The 8-airplane furball, closed up so that every airplane has someone in range.
GameState furball() {
    GameState state = bench::closedUp("ww1_furball");
    state.aircraft[0].smoke = 2;
    state.aircraft[4].flames = 1;
    state.aircraft[5].jams["front"] = 1;
    return state;
}

struct Table {
    TableScene scene{JASTA_BENCH_ASSETS_DIR};
    GameState state = furball();
    QRectF view;  // scene mm shown, at the view's aspect ("fit all")
    int card = 0;

    explicit Table(bool overlays) {
        scene.showState(state, data());
        if (overlays) {
            const RuleOptions rules = RuleOptions::from(*data().ruleset("ww1-standard"), data().options);
            // Each airplane's shot at the nearest airplane of the other side.
            for (const AircraftState& shooter : state.aircraft) {
                const AircraftState* nearest = nullptr;
                for (const AircraftState& other : state.aircraft)
                    if (other.side != shooter.side &&
                        (!nearest ||
                         std::hypot(other.pose.x - shooter.pose.x, other.pose.y - shooter.pose.y) <
                             std::hypot(nearest->pose.x - shooter.pose.x, nearest->pose.y - shooter.pose.y)))
                        nearest = &other;
                const Weapon& weapon = data().aircraftType(shooter.type)->weapons.front();
                scene.showShot(checkShot(data(), rules, shooter, weapon, *nearest, state.aircraft, {}), data(), state);
            }
            scene.setGuidesVisible(state.aircraft[0].id, true);
        }
        // The contents widened or heightened to the view's aspect, about their centre.
        const QRectF contents = scene.contentsRect();
        const double aspect = double(kView.width()) / kView.height();
        QSizeF size = contents.size();
        if (size.width() / size.height() < aspect)
            size.setWidth(size.height() * aspect);
        else
            size.setHeight(size.width() / aspect);
        view = QRectF(contents.center() - QPointF(size.width() / 2, size.height() / 2), size);
    }

    // Every airplane flies its next card together; a new phase when the last ended.
    void nextPhaseIfDone(bool overlays) {
        if (scene.isAnimating()) return;
        scene.clearLaidCards();
        scene.skipAnimations();  // the fades: a new phase lays new cards at once
        std::vector<TableScene::MoveAnimation> moves;
        const int number = 1 + (card++ % 6);
        for (AircraftState& aircraft : state.aircraft) {
            const AircraftType& type = *data().aircraftType(aircraft.type);
            const ManeuverCard* maneuver = data().deckOf(type)->card(number);
            const Pose end = applyCardMove(aircraft.pose, *maneuver->move(Speed::Normal), *data().geometryOf(type));
            moves.push_back({aircraft.id, aircraft.pose, end, maneuver, Speed::Normal});
            aircraft.pose = end;
        }
        scene.playMoves(moves);
        if (overlays) {
            const AircraftState& first = state.aircraft[0];
            scene.setGhosts(first.id, {first.pose, Pose{first.pose.x + 40, first.pose.y + 90, first.pose.heading}});
        }
    }
};

// The shown area `zoom` times closer than "fit all", about the same centre.
QRectF zoomedIn(const QRectF& fitted, double zoom) {
    const QSizeF size(fitted.width() / zoom, fitted.height() / zoom);
    return {fitted.center() - QPointF(size.width() / 2, size.height() / 2), size};
}

void reportFrames(benchmark::State& run, double paintedPixels) {
    run.counters["fps"] = benchmark::Counter(static_cast<double>(run.iterations()), benchmark::Counter::kIsRate);
    // Device pixels repainted per frame, in millions (the whole frame is 2.07).
    run.counters["Mpx"] = benchmark::Counter(paintedPixels / 1e6, benchmark::Counter::kAvgIterations);
}

// The worst case: the whole frame through QGraphicsScene::render.
void sceneRender(benchmark::State& run, bool overlays, double zoom) {
    Table table(overlays);
    QImage frame(kView, QImage::Format_ARGB32_Premultiplied);
    const QRectF view = zoomedIn(table.view, zoom);
    for (auto _ : run) {
        table.nextPhaseIfDone(overlays);
        table.scene.advanceAnimations(kFrameMs);
        QPainter painter(&frame);
        // The view's render hints (table_view.cpp).
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
        table.scene.render(&painter, QRectF(frame.rect()), view);
        painter.end();
        benchmark::DoNotOptimize(frame.constBits());
    }
    reportFrames(run, double(run.iterations()) * kView.width() * kView.height());
}

// Counts the device pixels the view's viewport repaints.
class PaintCounter : public QObject {
public:
    double pixels = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint)
            for (const QRect& rect : static_cast<QPaintEvent*>(event)->region())
                pixels += double(rect.width()) * rect.height();
        return QObject::eventFilter(watched, event);
    }
};

// Through the window's TableView: `fullRepaint` repaints the whole viewport
// every frame, otherwise the event loop repaints what the scene says changed.
void viewFrames(benchmark::State& run, bool overlays, double zoom, bool fullRepaint) {
    Table table(overlays);
    // As in the main window, the view stands right of a panel (the consoles):
    // it paints into the window's backing store at an offset.
    QWidget window;
    auto* layout = new QHBoxLayout(&window);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto* consoles = new QWidget;
    consoles->setFixedWidth(kPanelWidth);
    layout->addWidget(consoles);
    auto* tableView = new jasta::app::TableView(&table.scene);
    tableView->setFixedSize(kView);
    layout->addWidget(tableView);
    window.show();
    jasta::app::TableView& view = *tableView;
    view.fitAll();  // as the window shows a game
    if (zoom != 1) {
        view.scale(zoom, zoom);
        view.centerOn(table.view.center());
    }
    PaintCounter counter;
    view.viewport()->installEventFilter(&counter);
    // The first paint (caches filled) is not a frame of the animation.
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents();
    counter.pixels = 0;
    for (auto _ : run) {
        table.nextPhaseIfDone(overlays);
        table.scene.advanceAnimations(kFrameMs);
        if (fullRepaint) view.viewport()->update();
        // The scene's dirty items become update requests, then paint events.
        // Posted events only: a timer event would let Qt's animation timer
        // move the clock by wall time on top of the exact frame step.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::sendPostedEvents();
    }
    reportFrames(run, counter.pixels);
}

void view_eightAirplanesWithOverlays(benchmark::State& run) {
    viewFrames(run, true, 1, false);
}
void view_eightAirplanesWithOverlaysZoomed(benchmark::State& run) {
    viewFrames(run, true, 2.5, false);
}
void view_eightAirplanesPlain(benchmark::State& run) {
    viewFrames(run, false, 1, false);
}
void viewFullRepaint_eightAirplanesWithOverlays(benchmark::State& run) {
    viewFrames(run, true, 1, true);
}
void viewFullRepaint_eightAirplanesWithOverlaysZoomed(benchmark::State& run) {
    viewFrames(run, true, 2.5, true);
}
void sceneRender_eightAirplanesWithOverlays(benchmark::State& run) {
    sceneRender(run, true, 1);
}
void sceneRender_eightAirplanesWithOverlaysZoomed(benchmark::State& run) {
    sceneRender(run, true, 2.5);
}
void sceneRender_eightAirplanesPlain(benchmark::State& run) {
    sceneRender(run, false, 1);
}
void sceneRender_eightAirplanesPlainZoomed(benchmark::State& run) {
    sceneRender(run, false, 2.5);
}

// Wall time per frame is what the player sees; the CPU time is the whole
// process's (Qt's raster engine also works on its thread pool).
#define JASTA_FRAME_BENCHMARK(name)        \
    BENCHMARK(name)                        \
        ->Unit(benchmark::kMillisecond)    \
        ->Iterations(kFramesPerRepetition) \
        ->MeasureProcessCPUTime()          \
        ->UseRealTime()

JASTA_FRAME_BENCHMARK(view_eightAirplanesWithOverlays);
JASTA_FRAME_BENCHMARK(view_eightAirplanesWithOverlaysZoomed);
JASTA_FRAME_BENCHMARK(view_eightAirplanesPlain);
JASTA_FRAME_BENCHMARK(viewFullRepaint_eightAirplanesWithOverlays);
JASTA_FRAME_BENCHMARK(viewFullRepaint_eightAirplanesWithOverlaysZoomed);
JASTA_FRAME_BENCHMARK(sceneRender_eightAirplanesWithOverlays);
JASTA_FRAME_BENCHMARK(sceneRender_eightAirplanesWithOverlaysZoomed);
JASTA_FRAME_BENCHMARK(sceneRender_eightAirplanesPlain);
JASTA_FRAME_BENCHMARK(sceneRender_eightAirplanesPlainZoomed);

}  // namespace

// Qt needs its application object before any scene; offscreen by default.
int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
