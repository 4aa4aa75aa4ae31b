// The turn engine (issue 4): a full turn of the 8-airplane furball, and the
// 10-turn golden duel from the first plan to the last shot. Target: 10,000
// complete 2-airplane games a minute headless (6 ms a game).

#include <benchmark/benchmark.h>

#include <fstream>

#include "jasta/game_data.hpp"
#include "jasta/script.hpp"

namespace {

using namespace jasta;

const GameData& data() {
    static const GameData loaded = loadGameDataOrThrow(JASTA_BENCH_DATA_DIR);
    return loaded;
}

void fullTurnEightAirplanes(benchmark::State& state) {
    const Scenario& scenario = *data().scenario("ww1_furball");
    const Engine engine{data(), RuleOptions::from(*data().ruleset(scenario.ruleset), data().options)};
    ScriptedTurn turn;
    for (const auto& placed : scenario.aircraft) turn.plans[placed.id] = Plan{{PlannedCard{1}, PlannedCard{2}, PlannedCard{3}}};
    std::size_t events = 0;
    for (auto _ : state) {
        auto result = playScript(engine, scenario, scenario.ruleset, 1, {turn});
        events = result.events.size();
        benchmark::DoNotOptimize(result.state);
    }
    state.counters["events"] = static_cast<double>(events);
}
BENCHMARK(fullTurnEightAirplanes)->Unit(benchmark::kMillisecond);

void goldenDuelTenTurns(benchmark::State& state) {
    std::ifstream file(JASTA_BENCH_TEST_DIR "/golden/ww1_duel_game.plans.json");
    const auto turns = scriptFromJson(nlohmann::json::parse(file));
    const Engine engine{data(), RuleOptions::from(*data().ruleset("ww1-standard"), data().options)};
    const Scenario& scenario = *data().scenario("ww1_duel");
    for (auto _ : state) {
        auto result = playScript(engine, scenario, "ww1-standard", 2026, turns);
        benchmark::DoNotOptimize(result.state);
    }
    state.counters["games_per_minute"] =
        benchmark::Counter(60.0 * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(goldenDuelTenTurns)->Unit(benchmark::kMillisecond);

}  // namespace
