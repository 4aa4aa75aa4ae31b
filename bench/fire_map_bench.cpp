// The plan-pair fire map (issue 18): every legal plan of one airplane against
// every legal plan of the other, the shots of each phase, built on one core.
// Targets: WW1 duel < 0.5 s, WW2 duel < 2 s, peak memory < 500 MB. The
// counters say how much the build merged and skipped (docs/performance.md).

#include <benchmark/benchmark.h>

#include "bench_data.hpp"
#include "jasta/pilots/fire_map.hpp"

namespace {

using namespace jasta;

// The two airplanes of `scenarioId` drawn together (bench_data.hpp's closedUp:
// the worst case, many shots to decide), the others left out.
void buildMap(benchmark::State& state, const char* scenarioId, const char* rulesetId, const char* a, const char* b) {
    const GameData& data = bench::data();
    const RuleOptions rules = RuleOptions::from(*data.ruleset(rulesetId), data.options);
    GameState game = bench::closedUp(scenarioId);
    std::erase_if(game.aircraft, [&](const AircraftState& airplane) { return airplane.id != a && airplane.id != b; });
    FireMap map;
    for (auto _ : state) {
        map = buildFireMap(data, rules, game, a, b);
        benchmark::DoNotOptimize(map);
    }
    state.counters["plans_a"] = static_cast<double>(map.a().plans.size());
    state.counters["plans_b"] = static_cast<double>(map.b().plans.size());
    state.counters["plan_pairs"] = static_cast<double>(map.planPairs());
    std::size_t weaponTests = 0, prefiltered = 0;
    for (int phase = 1; phase <= 3; ++phase) {
        const auto k = static_cast<std::size_t>(phase - 1);
        const std::string p = std::to_string(phase);
        state.counters["places_a" + p] = static_cast<double>(map.a().places[k].size());
        state.counters["places_b" + p] = static_cast<double>(map.b().places[k].size());
        state.counters["place_pairs" + p] = static_cast<double>(map.stats(phase).placePairs);
        state.counters["polygon_tests" + p] = static_cast<double>(map.stats(phase).polygonTests);
        weaponTests += map.stats(phase).weaponTests;
        prefiltered += map.stats(phase).prefiltered;
    }
    std::size_t shots = 0;
    for (int phase = 1; phase <= 3; ++phase) shots += map.stats(phase).shots;
    state.counters["shots"] = static_cast<double>(shots);
    std::size_t sure = 0;
    for (int phase = 1; phase <= 3; ++phase) sure += map.stats(phase).sure;
    state.counters["sure"] = static_cast<double>(sure);
    state.counters["prefiltered_share"] = static_cast<double>(prefiltered) / static_cast<double>(weaponTests);
}

void fireMapWw1Duel(benchmark::State& state) {
    buildMap(state, "ww1_duel", "ww1-standard", "spad", "albatros");
}
BENCHMARK(fireMapWw1Duel)->Unit(benchmark::kMillisecond);

void fireMapWw2Duel(benchmark::State& state) {
    buildMap(state, "ww2_channel", "ww2-standard", "spitfire_1", "bf109_1");
}
BENCHMARK(fireMapWw2Duel)->Unit(benchmark::kMillisecond);

// The Spitfire against the Bf 110 C: a rear gunner, whose dead angle
// (FIRE-17) the sure range has to weigh.
void fireMapWw2RearGunner(benchmark::State& state) {
    buildMap(state, "ww2_channel", "ww2-standard", "spitfire_1", "bf110");
}
BENCHMARK(fireMapWw2RearGunner)->Unit(benchmark::kMillisecond);

}  // namespace
