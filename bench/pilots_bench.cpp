// Computer pilots (issue 18): whole games played in-process by pilots.
// Target: 10,000 greedy-vs-greedy WW1 duels a minute on 2 cores, i.e. 12 ms a
// game on each core (docs/performance.md, "Computer pilots").

#include <benchmark/benchmark.h>

#include "bench_data.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/pilots/game_runner.hpp"
#include "jasta/pilots/seat_view.hpp"

namespace {

using namespace jasta;

Engine engineFor(const Scenario& scenario) {
    return {bench::data(), RuleOptions::from(*bench::data().ruleset(scenario.ruleset), bench::data().options)};
}

// One greedy-vs-greedy game of `scenarioId` from a fair set-up, a new seed
// each iteration (the mean over many games, as the tournament plays them).
void greedyGame(benchmark::State& state, const char* scenarioId) {
    const Scenario& scenario = *bench::data().scenario(scenarioId);
    const Engine engine = engineFor(scenario);
    std::uint64_t game = 0;
    double turns = 0;
    for (auto _ : state) {
        const std::uint64_t seed = deriveSeed(2026, game++);
        Rng setupRng(seed);
        const Scenario setup = fairSetup(scenario, setupRng);
        std::vector<std::unique_ptr<Pilot>> pilots;
        std::vector<PilotSeat> seats;
        for (const auto& placed : setup.aircraft) {
            if (std::any_of(seats.begin(), seats.end(), [&](const PilotSeat& s) { return s.side == placed.side; }))
                continue;
            pilots.push_back(makePilot("greedy", {engine, placed.side, pilotSeed(seed, placed.side)}));
            seats.push_back({placed.side, pilots.back().get(), ""});
        }
        const GameRun run = runGame(engine, setup, setup.ruleset, seed, seats);
        turns += run.turns;
        benchmark::DoNotOptimize(run.endHash);
    }
    state.counters["turns"] = benchmark::Counter(turns, benchmark::Counter::kAvgIterations);
    state.counters["games_per_min"] =
        benchmark::Counter(static_cast<double>(state.iterations()) * 60, benchmark::Counter::kIsRate);
}

void greedyDuelGame(benchmark::State& state) {
    greedyGame(state, "ww1_duel");
}
BENCHMARK(greedyDuelGame)->Unit(benchmark::kMillisecond);

void greedyChannelGame(benchmark::State& state) {
    greedyGame(state, "ww2_channel");
}
BENCHMARK(greedyChannelGame)->Unit(benchmark::kMillisecond)->Iterations(20);

// One plan decision of the greedy pilot (choosePlan: every legal plan of the
// SPAD, each scored against the spot behind the Albatros), from the WW1
// duel's start: the part of a game that costs most.
void greedyPlanChoice(benchmark::State& state) {
    const Scenario& scenario = *bench::data().scenario("ww1_duel");
    const Engine engine = engineFor(scenario);
    Rng rng(1);
    const GameState game = newGame(engine, scenario, scenario.ruleset, rng).state;
    const std::string& aircraft = game.aircraft.front().id;
    for (auto _ : state) {
        auto plan = choosePlan(engine, game, aircraft);
        benchmark::DoNotOptimize(plan);
    }
}
BENCHMARK(greedyPlanChoice)->Unit(benchmark::kMicrosecond);

// The tournament of jasta-cli on 2 threads: 200 duels (the games-per-minute
// figure of issue 18 on a 2-core machine).
void tournamentTwoJobs(benchmark::State& state) {
    const Scenario& scenario = *bench::data().scenario("ww1_duel");
    const Engine engine = engineFor(scenario);
    constexpr int kGames = 200;
    for (auto _ : state) {
        const auto result =
            runTournament(engine, scenario, scenario.ruleset, {"greedy", "greedy", kGames, 7, 2, kDefaultTurnCap});
        benchmark::DoNotOptimize(result.games);
    }
    state.counters["games_per_min"] =
        benchmark::Counter(static_cast<double>(state.iterations()) * kGames * 60, benchmark::Counter::kIsRate);
}
BENCHMARK(tournamentTwoJobs)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

}  // namespace

namespace {

// One plan decision of a computer pilot (issue 18's targets: an Ace decision
// in a WW1 1v1 under 1 s, WW2 under 3 s, a 4v4 under 5 s), for the first
// airplane of the scenario drawn together (bench::closedUp), every enemy near
// enough to count. `keep` airplanes of the scenario only (0: all of them).
void pilotDecision(benchmark::State& state, const char* pilot, const char* scenarioId, std::size_t keep) {
    const Scenario& scenario = *bench::data().scenario(scenarioId);
    const Engine engine = engineFor(scenario);
    GameState game = bench::closedUp(scenarioId);
    if (keep > 0) {
        // The first airplane of each side, in the scenario's order.
        std::vector<AircraftState> two;
        for (const auto& airplane : game.aircraft)
            if (std::none_of(two.begin(), two.end(), [&](const AircraftState& a) { return a.side == airplane.side; }))
                two.push_back(airplane);
        game.aircraft = two;
    }
    const Side seat = game.aircraft.front().side;
    const Decision decision{DecisionKind::Plan, game.aircraft.front().id, "", {}, false};
    for (auto _ : state) {
        auto chosen = makePilot(pilot, {engine, seat, 1});
        const SeatView view(game, seat);
        benchmark::DoNotOptimize(chosen->decide(view, decision));
    }
    state.counters["airplanes"] = static_cast<double>(game.aircraft.size());
}

void aceDuelWw1(benchmark::State& state) {
    pilotDecision(state, "ace", "ww1_duel", 0);
}
BENCHMARK(aceDuelWw1)->Unit(benchmark::kMillisecond);
void veteranDuelWw1(benchmark::State& state) {
    pilotDecision(state, "veteran", "ww1_duel", 0);
}
BENCHMARK(veteranDuelWw1)->Unit(benchmark::kMillisecond);
void noviceDuelWw1(benchmark::State& state) {
    pilotDecision(state, "novice", "ww1_duel", 0);
}
BENCHMARK(noviceDuelWw1)->Unit(benchmark::kMillisecond);
void aceDuelWw2(benchmark::State& state) {
    pilotDecision(state, "ace", "ww2_channel", 2);
}
BENCHMARK(aceDuelWw2)->Unit(benchmark::kMillisecond)->Iterations(3);
void aceChannelWw2(benchmark::State& state) {
    pilotDecision(state, "ace", "ww2_channel", 0);  // 3 v 3
}
BENCHMARK(aceChannelWw2)->Unit(benchmark::kMillisecond)->Iterations(2);
void aceFurballWw1(benchmark::State& state) {
    pilotDecision(state, "ace", "ww1_furball", 0);  // 4 v 4
}
BENCHMARK(aceFurballWw1)->Unit(benchmark::kMillisecond)->Iterations(3);
void aceEagleDayWw2(benchmark::State& state) {
    pilotDecision(state, "ace", "ww2_eagle_day", 0);  // 4 v 4
}
BENCHMARK(aceEagleDayWw2)->Unit(benchmark::kMillisecond)->Iterations(2);

}  // namespace
