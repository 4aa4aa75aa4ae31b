// Fire speed (issue 4): one shot through the polygon path (checkShot), the
// same shot through the fast path (fastShot, target < 2 us), and every shot
// among eight airplanes (allShots), as the engine asks after each phase.

#include <benchmark/benchmark.h>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/overlap.hpp"

namespace {

using namespace jasta;

struct Setup {
    GameData data = loadGameDataOrThrow(JASTA_BENCH_DATA_DIR);
    RuleOptions rules = RuleOptions::from(*data.ruleset("ww1-standard"), data.options);
    // The SPAD fires at the Albatros 100 mm ahead; a Camel flies beside the
    // line of fire (tested, not blocking).
    std::vector<AircraftState> duel{make("spad", "spad_xiii", 450, 400, 0, 2),
                                    make("albatros", "albatros_d3", 450, 520, 180, 2),
                                    make("camel", "sopwith_camel", 500, 460, 90, 2)};
    // The furball's eight airplanes in two lines 210 mm apart: 19 of the 70
    // shots are legal, one is blocked by a wingman.
    std::vector<AircraftState> furball{
        make("spad", "spad_xiii", 330, 330, 90, 2),      make("bristol", "bristol_f2b", 380, 420, 90, 2),
        make("camel", "sopwith_camel", 430, 330, 90, 2), make("se5a", "se5a", 380, 520, 100, 3),
        make("dr1", "fokker_dr1", 540, 330, 270, 2),     make("d7", "fokker_d7", 540, 420, 270, 2),
        make("d5", "albatros_d5", 600, 420, 270, 2),     make("roland", "roland_c2", 540, 520, 280, 2)};
    std::vector<OverlapPair> duelOverlaps = findOverlaps(duel, data, rules.overlapShape);
    std::vector<OverlapPair> furballOverlaps = findOverlaps(furball, data, rules.overlapShape);

    AircraftState make(const char* id, const char* type, double x, double y, double heading, int altitude) {
        ScenarioAircraft placed;
        placed.id = id;
        placed.type = type;
        placed.side = data.aircraftType(type)->side;
        placed.x = x;
        placed.y = y;
        placed.heading = heading;
        placed.altitude = altitude;
        return initialState(placed, *data.aircraftType(type));
    }
};

const Setup& setup() {
    static const Setup instance;
    return instance;
}

void checkOneShot(benchmark::State& state) {
    const auto& s = setup();
    const Weapon& gun = s.data.aircraftType("spad_xiii")->weapons.front();
    for (auto _ : state) {
        auto shot = checkShot(s.data, s.rules, s.duel[0], gun, s.duel[1], s.duel, s.duelOverlaps);
        benchmark::DoNotOptimize(shot);
    }
}
BENCHMARK(checkOneShot);

void fastOneShot(benchmark::State& state) {
    const auto& s = setup();
    const Weapon& gun = s.data.aircraftType("spad_xiii")->weapons.front();
    for (auto _ : state) {
        auto shot = fastShot(s.data, s.rules, s.duel[0], gun, s.duel[1], s.duel, s.duelOverlaps);
        benchmark::DoNotOptimize(shot);
    }
}
BENCHMARK(fastOneShot);

void allShotsEightAirplanes(benchmark::State& state) {
    const auto& s = setup();
    std::size_t legal = 0;
    for (auto _ : state) {
        auto shots = allShots(s.data, s.rules, s.furball, s.furballOverlaps);
        legal = 0;
        for (const auto& shot : shots) legal += shot.canFire ? 1 : 0;
        benchmark::DoNotOptimize(shots);
    }
    state.counters["legal_shots"] = static_cast<double>(legal);
}
BENCHMARK(allShotsEightAirplanes)->Unit(benchmark::kMicrosecond);

// The same 70 shots through the fast path, as a bot or a threat map asks.
void fastShotsEightAirplanes(benchmark::State& state) {
    const auto& s = setup();
    for (auto _ : state) {
        int legal = 0;
        for (const auto& shooter : s.furball)
            for (const auto& target : s.furball) {
                if (&shooter == &target) continue;
                for (const auto& weapon : s.data.aircraftType(shooter.type)->weapons)
                    legal += fastShot(s.data, s.rules, shooter, weapon, target, s.furball, s.furballOverlaps).canFire
                                 ? 1
                                 : 0;
            }
        benchmark::DoNotOptimize(legal);
    }
}
BENCHMARK(fastShotsEightAirplanes)->Unit(benchmark::kMicrosecond);

}  // namespace
