#pragma once
// What a scenario puts on the ground (issue 16), and the bomb card that falls
// on it: each kind's card and structure as data with sources
// (data/ground/*.json). Bombing objectives (BOMB-03, BOMB-06; RULES.md §3.6)
// for now; trenches, anti-aircraft guns and balloons come with their rules.

#include <optional>
#include <string>

#include "jasta/base/measured.hpp"
#include "jasta/base/names.hpp"

namespace jasta {

enum class GroundKind {
    Objective,  // a station, factory, depot, airfield or hangar to bomb or photograph
    Bomb,       // the card a dropped bomb is (BOMB-03..05)
};
inline constexpr auto kGroundKindNames =
    nameTable<GroundKind>({{GroundKind::Objective, "objective"}, {GroundKind::Bomb, "bomb"}});
constexpr const auto& nameTableOf(GroundKind) {
    return kGroundKindNames;
}

struct GroundType {
    std::string id;
    std::string name;
    GroundKind kind = GroundKind::Objective;
    Measured<double> cardWidth;   // mm, across its heading
    Measured<double> cardLength;  // mm, along its heading
    // An objective's damage points (BOMB-06: 5 typical, 10 a major objective).
    std::optional<Measured<int>> structure;
    std::string source;
    std::string notes;
    std::string file;
};

}  // namespace jasta
