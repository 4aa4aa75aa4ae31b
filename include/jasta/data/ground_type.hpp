#pragma once
// What a scenario puts on the ground (issue 16), and the bomb card that falls
// on it: each kind's card and structure as data with sources
// (data/ground/*.json): bombing objectives (BOMB-03, BOMB-06; RULES.md §3.6),
// the ground defences that fire at airplanes (AA-01..03) and the flak
// batteries that burst shells at an altitude (AA-04..08), and the observation
// balloons tethered above the ground (BAL-01..09).

#include <optional>
#include <string>

#include "jasta/base/measured.hpp"
#include "jasta/base/names.hpp"
#include "jasta/data/aircraft_type.hpp"

namespace jasta {

enum class GroundKind {
    Objective,  // a station, factory, depot, airfield or hangar to bomb or photograph
    Bomb,       // the card a dropped bomb is (BOMB-03..05)
    Trench,     // AA-02: infantry fire after every maneuver
    AaGun,      // AA-03 (S003's «CAA»): an artillery shot and infantry fire after every maneuver
    Flak,       // AA-04..08 (S003's «DCA»): a gunner puts a burst token at an altitude's distance
    Balloon,    // BAL-01..09: an observation balloon in the air, fired at as an airplane
    // MODE-01/05/06: the round markers of the game modes; only their size
    // matters (a "card" as wide as long): nothing fires at them or bombs them.
    AmmoMarker,  // an aircraft ending a maneuver over one gets its 10 shots back
    Flag,        // a side's nationality marker in Capture the Flag
};
inline constexpr auto kGroundKindNames = nameTable<GroundKind>({{GroundKind::Objective, "objective"},
                                                                {GroundKind::Bomb, "bomb"},
                                                                {GroundKind::Trench, "trench"},
                                                                {GroundKind::AaGun, "aa_gun"},
                                                                {GroundKind::Flak, "flak"},
                                                                {GroundKind::Balloon, "balloon"},
                                                                {GroundKind::AmmoMarker, "ammo_marker"},
                                                                {GroundKind::Flag, "flag"}});
// What stands on the ground and can be struck has structure points; a bomb
// card or a game mode's marker has none.
constexpr bool hasStructure(GroundKind kind) {
    return kind != GroundKind::Bomb && kind != GroundKind::AmmoMarker && kind != GroundKind::Flag;
}
constexpr const auto& nameTableOf(GroundKind) {
    return kGroundKindNames;
}

struct GroundType {
    std::string id;
    std::string name;
    GroundKind kind = GroundKind::Objective;
    Measured<double> cardWidth;   // mm, across its heading
    Measured<double> cardLength;  // mm, along its heading
    // What stands on the ground has damage points (BOMB-06: an objective 5
    // typical, 10 a major one; AA-02/03: a trench or an AA gun 5). A bomb has none.
    std::optional<Measured<int>> structure;
    // AA-03: the anti-aircraft gun's artillery shot, fired as an airplane's
    // weapon all round (id "artillery"): its damage deck (WW1) or firepower
    // (WW2). The seeds do not say which deck; the file says where it came from.
    std::optional<Weapon> gun;
    std::string gunSource;
    bool gunEstimate = false;
    // AA-05/06: a flak battery's burst token, a round counter: its diameter, mm.
    std::optional<Measured<double>> tokenDiameter;
    std::string source;
    std::string notes;
    std::string file;

    // AA-01: a trench or an AA gun, which fires at airplanes and is fired at as an airplane at level 0.
    [[nodiscard]] bool defence() const { return kind == GroundKind::Trench || kind == GroundKind::AaGun; }
    // AA-01, BAL-01: what airplanes fire at as at an airplane: a defence, a
    // flak battery (immobile at level 0 as the others) or a balloon.
    [[nodiscard]] bool firedAt() const { return defence() || kind == GroundKind::Flak || kind == GroundKind::Balloon; }
};

}  // namespace jasta
