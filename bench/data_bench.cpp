// Start-up cost: loading and cross-checking the whole data folder, which the
// program and every jasta-cli command do once.

#include <benchmark/benchmark.h>

#include "jasta/base/rng.hpp"
#include "jasta/data/game_data.hpp"

namespace {

void loadAllData(benchmark::State& state) {
    for (auto _ : state) {
        jasta::Diagnostics diagnostics;
        auto data = jasta::loadGameData(JASTA_BENCH_DATA_DIR, diagnostics);
        benchmark::DoNotOptimize(data);
    }
}
BENCHMARK(loadAllData)->Unit(benchmark::kMillisecond);

void shuffleDamageDeckA(benchmark::State& state) {
    const auto data = jasta::loadGameDataOrThrow(JASTA_BENCH_DATA_DIR);
    auto cards = data.damageDeck(jasta::Era::Ww1, 'A')->physicalCards();
    jasta::Rng rng(1);
    for (auto _ : state) {
        rng.shuffle(std::span<const jasta::DamageCardSpec*>(cards));
        benchmark::DoNotOptimize(cards.data());
    }
}
BENCHMARK(shuffleDamageDeckA);

}  // namespace
