// The table's frame time (issue 5): 8 airplanes flying their cards at once,
// each with its laid card, a shot overlay per airplane (arc, ruler, note),
// one airplane's guides and ghosts, rendered through QGraphicsScene::render
// into a 1920 x 1080 image with Qt's software rasterizer (what the view
// paints on this machine, which has no GPU). Target: under 16.7 ms a frame
// (60 frames a second).
//
// Run offscreen: QT_QPA_PLATFORM=offscreen build/release/bench/jasta_app_bench

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <cmath>

#include "jasta/fire.hpp"
#include "jasta/game.hpp"
#include "jasta/game_data.hpp"
#include "table_scene.hpp"

namespace {

using namespace jasta;
using jasta::app::TableScene;

constexpr QSize kView(1920, 1080);  // device pixels of the view
constexpr double kFrameMs = 1000.0 / 60;

const GameData& data() {
    static const GameData loaded = loadGameDataOrThrow(JASTA_BENCH_DATA_DIR);
    return loaded;
}

// The 8-airplane furball, closed up so that every airplane has someone in range.
GameState furball() {
    const Scenario& scenario = *data().scenario("ww1_furball");
    GameState state;
    state.table = TableSize{scenario.tableWidth, scenario.tableHeight};
    for (const ScenarioAircraft& placed : scenario.aircraft) {
        ScenarioAircraft closer = placed;
        closer.x = scenario.tableWidth / 2 + (placed.x - scenario.tableWidth / 2) * 0.45;
        closer.y = scenario.tableHeight / 2 + (placed.y - scenario.tableHeight / 2) * 0.6;
        state.aircraft.push_back(initialState(closer, *data().aircraftType(placed.type)));
    }
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
        QRectF rect = scene.contentsRect();
        const double aspect = double(kView.width()) / kView.height();
        if (rect.width() / rect.height() < aspect)
            rect.setWidth(rect.height() * aspect);
        else
            rect.setHeight(rect.width() / aspect);
        view = rect;
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

void renderFrames(benchmark::State& run, bool overlays, double zoom) {
    Table table(overlays);
    QImage frame(kView, QImage::Format_ARGB32_Premultiplied);
    QRectF view = table.view;
    // Zoomed in: the same centre, 1/zoom of the area.
    view = QRectF(view.center() - QPointF(view.width() / zoom / 2, view.height() / zoom / 2),
                  QSizeF(view.width() / zoom, view.height() / zoom));
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
    run.counters["fps"] = benchmark::Counter(static_cast<double>(run.iterations()), benchmark::Counter::kIsRate);
}

void eightAirplanesWithOverlays(benchmark::State& run) {
    renderFrames(run, true, 1);
}
void eightAirplanesWithOverlaysZoomed(benchmark::State& run) {
    renderFrames(run, true, 2.5);
}
void eightAirplanesPlain(benchmark::State& run) {
    renderFrames(run, false, 1);
}
void eightAirplanesPlainZoomed(benchmark::State& run) {
    renderFrames(run, false, 2.5);
}

BENCHMARK(eightAirplanesWithOverlays)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(eightAirplanesWithOverlaysZoomed)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(eightAirplanesPlain)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(eightAirplanesPlainZoomed)->Unit(benchmark::kMillisecond)->UseRealTime();

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
