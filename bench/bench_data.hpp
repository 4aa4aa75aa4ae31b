#pragma once
// What the benchmark programs share: the shipped data, loaded once, and a
// scenario's airplanes drawn together towards the table's centre, so that
// every airplane has enemies within reach (the worst case for fire checks,
// overlays and what the table has to draw).

#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"

namespace jasta::bench {

inline const GameData& data() {
    static const GameData loaded = loadGameDataOrThrow(JASTA_BENCH_DATA_DIR);
    return loaded;
}

// The airplanes of `scenarioId` at 45 % of their distance from the centre
// across the table and 60 % along it; no damage piles.
inline GameState closedUp(const char* scenarioId) {
    const Scenario& scenario = *data().scenario(scenarioId);
    GameState state;
    state.era = scenario.era;
    state.table = TableSize{scenario.tableWidth, scenario.tableHeight};
    for (const ScenarioAircraft& placed : scenario.aircraft) {
        ScenarioAircraft closer = placed;
        closer.x = scenario.tableWidth / 2 + (placed.x - scenario.tableWidth / 2) * 0.45;
        closer.y = scenario.tableHeight / 2 + (placed.y - scenario.tableHeight / 2) * 0.6;
        state.aircraft.push_back(initialState(closer, *data().aircraftType(placed.type)));
    }
    return state;
}

}  // namespace jasta::bench
