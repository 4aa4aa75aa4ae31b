#pragma once
// The long game of the replay benchmarks (issue 6: seeking in a 100-turn
// game), shared by the core's (replay_bench.cpp) and the viewer's
// (replay_view_bench.cpp).

#include "bench_data.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/game/replay.hpp"
#include "jasta/game/save.hpp"
#include "jasta/game/script.hpp"

namespace jasta::bench {

// A 100-turn game: the duel's two airplanes 6 m apart on a 10 m table, each
// flying three left banks a turn (a tight circle), so that nobody leaves the
// table or comes into range before turn 100. Every phase still runs the
// whole engine (moves, overlaps, tailing and fire checks, hashes).
inline SavedGame hundredTurns() {
    constexpr int kTurns = 100;
    Scenario scenario = *data().scenario("ww1_duel");
    scenario.id = "ww1_long_circles";
    scenario.tableWidth = 10000;   // mm, the largest table a scenario may have
    scenario.tableHeight = 10000;  // mm
    scenario.aircraft[0].x = 2000;
    scenario.aircraft[1].x = 8000;
    for (auto& placed : scenario.aircraft) {
        placed.y = 5000;
        placed.heading = 0;
    }
    const RuleSet& ruleSet = *data().ruleset(scenario.ruleset);
    const Engine engine{data(), RuleOptions::from(ruleSet, data().options)};
    ScriptedTurn turn;
    turn.plans["spad"] = Plan{{PlannedCard{5}, PlannedCard{7}, PlannedCard{9}}};       // deck A: three left banks
    turn.plans["albatros"] = Plan{{PlannedCard{4}, PlannedCard{8}, PlannedCard{13}}};  // deck J: three left banks
    const auto result = playScript(engine, scenario, ruleSet.id, 1918, std::vector<ScriptedTurn>(kTurns, turn));
    SavedGame save = newSave(data(), scenario, ruleSet, 1918);
    save.commands = result.commands;
    save.hashes = result.hashes;
    save.endHash = stateHash(result.state, result.rng);
    return save;
}

inline const SavedGame& longGame() {
    static const SavedGame save = hundredTurns();
    return save;
}

}  // namespace jasta::bench
