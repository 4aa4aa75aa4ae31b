// Saves and replays (issue 6): seeking to any phase of a 100-turn game must
// take under 50 ms (checkpoints every Replay::kDefaultCheckpointInterval
// commands), and loading such a save (parse + replay) is measured too.

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include "long_game.hpp"

namespace {

using namespace jasta;
using jasta::bench::data;
using jasta::bench::longGame;

void seekRandomPhaseOf100Turns(benchmark::State& state) {
    const Replay replay(data(), longGame(), static_cast<std::size_t>(state.range(0)));
    Rng pick(7);
    for (auto _ : state) {
        const auto step = static_cast<std::size_t>(pick.below(replay.steps().size()));
        auto point = replay.stateAt(step);
        benchmark::DoNotOptimize(point);
    }
    state.counters["phases"] = static_cast<double>(replay.steps().size() - 1);
    state.counters["turns"] = replay.end().state.turn;
}
BENCHMARK(seekRandomPhaseOf100Turns)->Arg(1)->Arg(16)->Arg(64)->Unit(benchmark::kMillisecond);

void loadAndReplay100Turns(benchmark::State& state) {
    const std::string text = toJson(longGame()).dump(2);
    for (auto _ : state) {
        const Replay replay(data(), parseSave(text, "long.jasta", data()));
        benchmark::DoNotOptimize(replay.end());
    }
    state.counters["bytes"] = static_cast<double>(text.size());
}
BENCHMARK(loadAndReplay100Turns)->Unit(benchmark::kMillisecond);

}  // namespace
