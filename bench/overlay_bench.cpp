// The teaching overlays' speed (issue 7): "the reachable cloud and threat
// map update within 100 ms of selecting an airplane". One iteration is what
// TeachingOverlays does when an airplane is selected with the overlay on:
// the rules core computes (reachableCloud: every legal plan of the deck and
// the enemy guns on each place; threatMap: every enemy's legal next cards and
// their fire zones over the table), the scene builds the items, and the view
// paints them once (QGraphicsScene::render of the table into a 1920 x 1080
// image, Qt's software rasterizer). On the 8-airplane furball closed up, WW1
// and WW2 (the Spitfire's deck with every speed marker).
//
// Part of jasta_app_bench (its main is table_bench.cpp's):
//   build/release/bench/jasta_app_bench --benchmark_filter='reachCloud|threat|damageOdds'

#include <benchmark/benchmark.h>

#include <QImage>
#include <QPainter>

#include "bench_data.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "jasta/pilots/tactics.hpp"
#include "jasta/rules/damage_odds.hpp"
#include "jasta/rules/fire.hpp"
#include "table/table_scene.hpp"

namespace {

using namespace jasta;
using jasta::app::TableScene;

constexpr QSize kView(1920, 1080);

using bench::data;

// The scenario closed up (the worst case for the guns on each place), with its damage piles.
GameState closedUp(const char* scenarioId, const char* preset, Rng& rng) {
    GameState state = bench::closedUp(scenarioId);
    state.piles.emplace(data(), state.era, RuleOptions::from(*data().ruleset(preset), data().options), rng);
    return state;
}

struct Overlays {
    RuleOptions rules;
    Rng rng{7};
    GameState state;
    TableScene scene{JASTA_BENCH_ASSETS_DIR};
    QImage frame{kView, QImage::Format_ARGB32_Premultiplied};
    Overlays(const char* scenario, const char* preset)
        : rules(RuleOptions::from(*data().ruleset(preset), data().options)), state(closedUp(scenario, preset, rng)) {
        scene.showState(state, data());
    }
    void paint() {
        QPainter painter(&frame);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
        scene.render(&painter, QRectF(frame.rect()), scene.contentsRect());
    }
};

// Selecting the first airplane with the reachable places after `cards` cards on.
void reachCloud(benchmark::State& run, const char* scenario, const char* preset, int cards) {
    Overlays overlays(scenario, preset);
    std::size_t places = 0;
    for (auto _ : run) {
        const ReachCloud cloud =
            reachableCloud(data(), overlays.rules, overlays.state, overlays.state.aircraft[0].id, cards);
        overlays.scene.showReachCloud(cloud, overlays.state);
        overlays.paint();
        places = cloud.points.size();
    }
    run.counters["places"] = static_cast<double>(places);
}

void threat(benchmark::State& run, const char* scenario, const char* preset) {
    Overlays overlays(scenario, preset);
    int cards = 0;
    for (auto _ : run) {
        const ThreatMap map = threatMap(data(), overlays.rules, overlays.state, overlays.state.aircraft[0].id);
        overlays.scene.showThreatMap(map, overlays.state);
        overlays.paint();
        cards = map.cardsConsidered;
    }
    run.counters["enemy_cards"] = cards;
}

// The rules core alone, for comparison.
void reachCloudCoreOnly(benchmark::State& run) {
    Overlays overlays("ww1_furball", "ww1-standard");
    for (auto _ : run)
        benchmark::DoNotOptimize(
            reachableCloud(data(), overlays.rules, overlays.state, overlays.state.aircraft[0].id, 3));
}
void threatMapCoreOnly(benchmark::State& run) {
    Overlays overlays("ww1_furball", "ww1-standard");
    for (auto _ : run)
        benchmark::DoNotOptimize(threatMap(data(), overlays.rules, overlays.state, overlays.state.aircraft[0].id));
}

// The exact odds of a two-card shot from a full deck A.
void damageOddsOfAShot(benchmark::State& run) {
    Overlays overlays("ww1_duel", "ww1-standard");
    AircraftState& spad = overlays.state.aircraft[0];
    AircraftState& albatros = overlays.state.aircraft[1];
    albatros.pose = {spad.pose.x, spad.pose.y + 100, 180};
    const Weapon& weapon = data().aircraftType(spad.type)->weapons.front();
    const ShotCheck shot = checkShot(data(), overlays.rules, spad, weapon, albatros, overlays.state.aircraft, {});
    for (auto _ : run) benchmark::DoNotOptimize(damageOdds(data(), overlays.rules, overlays.state, shot));
}

BENCHMARK_CAPTURE(reachCloud, ww1_furball_1_card, "ww1_furball", "ww1-standard", 1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(reachCloud, ww1_furball_3_cards, "ww1_furball", "ww1-standard", 3)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(reachCloud, ww2_channel_3_cards, "ww2_channel", "ww2-standard", 3)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(threat, ww1_furball, "ww1_furball", "ww1-standard")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(threat, ww2_channel, "ww2_channel", "ww2-standard")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(reachCloudCoreOnly)->Unit(benchmark::kMillisecond);
BENCHMARK(threatMapCoreOnly)->Unit(benchmark::kMillisecond);
BENCHMARK(damageOddsOfAShot)->Unit(benchmark::kMicrosecond);

}  // namespace
