#pragma once
// JSON of the small values the events and the commands share (the JSON
// boundary: event_json.cpp, game.cpp).

#include <nlohmann/json.hpp>

#include "jasta/state/plan.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

// {"cards": [{"number", "speed" unless normal}, ...], "declare" unless none}
nlohmann::json planJson(const Plan& plan);
// {"x", "y", "heading"}: table mm and degrees
nlohmann::json poseJson(const Pose& pose);
// {"x", "y"}, mm.
nlohmann::json pointJson(Point2 point);

}  // namespace jasta
