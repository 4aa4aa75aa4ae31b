#pragma once
// BAL-11: whether a scenario's attack has a balloon of a defending side to
// keep watch: the data cross-check asks it, and newGame to decide the advantage.

#include <algorithm>

#include "jasta/data/game_data.hpp"
#include "jasta/data/scenario.hpp"

namespace jasta::detail {

inline bool defendersHaveBalloon(const Scenario& scenario, const Attack& attack, const GameData& data) {
    return std::any_of(scenario.targets.begin(), scenario.targets.end(), [&](const ScenarioTarget& target) {
        const GroundType* type = data.groundType(target.type);
        return target.side != attack.side && type != nullptr && type->kind == GroundKind::Balloon;
    });
}

}  // namespace jasta::detail
