#pragma once
// Issue 16: which effects the table plays for a stretch of events (one
// phase's, as PlayFlow plays them back): every shot fired (tracers, or a
// salvo of rockets), every flak shell bursting, every bomb landing, every
// balloon set alight and every explosion, in the order they happened. Only
// public events count: nothing secret is shown on the table.

#include <map>
#include <string>
#include <vector>

#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/event.hpp"
#include "table/effect_item.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

// `poses`: where each airplane stands when the fire step comes (after the
// phase's moves), table frame; airplanes missing from it stand where
// `state` has them. `state` gives the ground targets (they do not move) and
// the airplanes' types; `frame` maps to the scene.
[[nodiscard]] std::vector<EffectItem::Spec> fireEffects(const std::vector<Event>& events, const GameData& data,
                                                        const GameState& state, const RuleOptions& rules,
                                                        const std::map<std::string, Pose, std::less<>>& poses,
                                                        const TableFrame& frame);

}  // namespace jasta::app
