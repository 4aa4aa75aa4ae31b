// Movement and planning speed (issue 3): one card flown, one plan checked,
// and every legal plan of one airplane with its end pose (target < 2 ms).

#include <benchmark/benchmark.h>

#include "jasta/base/rng.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/overlap.hpp"

namespace {

using namespace jasta;

struct Setup {
    GameData data = loadGameDataOrThrow(JASTA_BENCH_DATA_DIR);
    RuleOptions ww1 = RuleOptions::from(*data.ruleset("ww1-standard"), data.options);
    RuleOptions ww2 = RuleOptions::from(*data.ruleset("ww2-standard"), data.options);
    AircraftState spad = make("spad_xiii", 2);
    AircraftState spitfire = make("spitfire_mk1", 3);

    AircraftState make(const char* type, int altitude) {
        ScenarioAircraft placed;
        placed.id = type;
        placed.type = type;
        placed.side = data.aircraftType(type)->side;
        placed.x = 450;
        placed.y = 450;
        placed.altitude = altitude;
        return initialState(placed, *data.aircraftType(type));
    }
};

const Setup& setup() {
    static const Setup instance;
    return instance;
}

void applyOneManeuver(benchmark::State& state) {
    const auto& s = setup();
    const auto& move = *s.data.maneuverDeck(Era::Ww1, 'A')->card(12)->move(Speed::Normal);
    const auto& geometry = *s.data.geometry("ww1_small");
    Pose pose{450, 450, 30};
    for (auto _ : state) {
        pose = applyCardMove(pose, move, geometry);
        pose.x = 450;  // stay on the table
        pose.y = 450;
        benchmark::DoNotOptimize(pose);
    }
}
BENCHMARK(applyOneManeuver);

void flyOneCardWithRules(benchmark::State& state) {
    const auto& s = setup();
    const Flyer flyer = flyerOf(s.data, s.spad, s.ww1);
    Plan plan;
    plan.cards = {PlannedCard{1}, PlannedCard{12}, PlannedCard{5}};
    const std::vector<Violation> none;
    for (auto _ : state) {
        AircraftState copy = s.spad;
        auto step = flyCard(flyer, copy, plan, 2, none, {900, 900});
        benchmark::DoNotOptimize(step);
    }
}
BENCHMARK(flyOneCardWithRules);

void checkOnePlan(benchmark::State& state) {
    const auto& s = setup();
    const Flyer flyer = flyerOf(s.data, s.spad, s.ww1);
    Plan plan;
    plan.cards = {PlannedCard{17}, PlannedCard{18}, PlannedCard{1}};
    for (auto _ : state) benchmark::DoNotOptimize(isPlanLegal(flyer, s.spad, plan));
}
BENCHMARK(checkOnePlan);

void allLegalPlansWw1(benchmark::State& state) {
    const auto& s = setup();
    const Flyer flyer = flyerOf(s.data, s.spad, s.ww1);
    std::size_t count = 0;
    for (auto _ : state) {
        auto plans = legalPlans(flyer, s.spad);
        count = plans.size();
        benchmark::DoNotOptimize(plans.data());
    }
    state.counters["plans"] = static_cast<double>(count);
}
BENCHMARK(allLegalPlansWw1)->Unit(benchmark::kMicrosecond);

void allLegalPlansWw2(benchmark::State& state) {
    const auto& s = setup();
    const Flyer flyer = flyerOf(s.data, s.spitfire, s.ww2);
    std::size_t count = 0;
    for (auto _ : state) {
        auto plans = legalPlans(flyer, s.spitfire);
        count = plans.size();
        benchmark::DoNotOptimize(plans.data());
    }
    state.counters["plans"] = static_cast<double>(count);
}
BENCHMARK(allLegalPlansWw2)->Unit(benchmark::kMicrosecond);

// Base overlap: the fast separating-axis path against the Boost.Geometry polygons.
template <bool Fast>
void baseOverlap(benchmark::State& state) {
    const auto& s = setup();
    const auto& geometry = *s.data.geometry("ww1_small");
    Rng rng(3);
    std::vector<Pose> poses;
    for (int i = 0; i < 1024; ++i)
        poses.push_back({static_cast<double>(rng.below(120)), static_cast<double>(rng.below(120)),
                         static_cast<double>(rng.below(360))});
    std::size_t i = 0;
    for (auto _ : state) {
        const Pose& a = poses[i % 1024];
        const Pose& b = poses[(i * 7 + 3) % 1024];
        bool hit = false;
        if constexpr (Fast)
            hit =
                rectanglesOverlap(rectangleOf(a, geometry, Footprint::Base), rectangleOf(b, geometry, Footprint::Base));
        else
            hit = overlaps(a, geometry, Footprint::Base, b, geometry, Footprint::Base);
        benchmark::DoNotOptimize(hit);
        ++i;
    }
}
BENCHMARK(baseOverlap<true>)->Name("baseOverlap/fast_path");
BENCHMARK(baseOverlap<false>)->Name("baseOverlap/polygon_path");

}  // namespace
