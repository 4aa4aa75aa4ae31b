#pragma once
// Le Prieur rockets (RULES.md RKT-01..05; S003 «IV-j) Les Roquettes Le
// Prieur»). An airplane carries up to two batches of three rockets on its
// outer struts (RKT-01). A rocket shot takes two consecutive maneuvers, each
// a straight, a dive or a stall (RKT-02); at the end of the second the
// airplane must be in a legal fire position at the target's level or one
// above (RKT-03), without special damage taken since the first began and
// with no airplane on the rockets' path (RKT-04). Each batch fired deals one
// D card (RKT-05). The machine guns stay silent during the shot (RKT-01).
//
// Our readings (docs/rockets.md, data/rules/rkt.json):
//  - the shot is not announced: the fire step after the second of two such
//    maneuvers offers the rockets when every condition holds, the first of
//    them also across the turn boundary (phase 3, then phase 1);
//  - "during the two phases": the fire step of the first maneuver and what
//    comes before the fire step of the second; the second fire step is
//    simultaneous (FIRE-19), so what it deals does not stop rockets already
//    on their way. An airplane that fired anything at the first maneuver's
//    fire step (its guns or rockets) cannot fire rockets at the second's; an
//    airplane that fires rockets holds its guns in that fire step;
//  - "legal fire position": the front arc and the ruler, and the other fire
//    rules (line of fire: RKT-04's path; FIRE-14/15; the overlap of a
//    ground defence), as a forward gun's, except that the card or base may
//    lie over the balloon card (RKT-03 lifts BAL-01's ban); the ruler's
//    range does not change the cards (RKT-05);
//  - "the balloon or the target": balloons and the other side's trenches and
//    AA guns (the targets airplanes fire at, AA-01), not airplanes;
//  - both batches may go in one shot (weapon `rockets_pair`) or one
//    (`rockets`); the pair is offered only with both batches aboard.

#include <string_view>

#include "jasta/base/limits.hpp"
#include "jasta/data/aircraft_type.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

struct GameData;
struct RuleOptions;

// RKT-05: every batch fired deals one card of this deck.
inline constexpr char kRocketDeck = 'D';

// The fire options' weapon ids of the rockets: one batch, or both at once.
inline constexpr const char* kRocketWeapon = "rockets";
inline constexpr const char* kRocketPairWeapon = "rockets_pair";
[[nodiscard]] bool isRocketWeapon(std::string_view weapon);
// The batches a rocket weapon id fires: 1, 2; 0 for any other weapon.
[[nodiscard]] int rocketBatchesOf(std::string_view weapon);

// `batches` rockets (1 or 2; kMaxRocketBatches, base/limits.hpp) as a
// weapon: a forward arc from the stand, deck D, named for the batches it fires.
Weapon rocketWeapon(int batches);
// The weapon `id` of `type`: one of its guns, or its rockets; nullopt when it has none by that id.
std::optional<Weapon> weaponById(const AircraftType& type, std::string_view id);

// The place of the `phase`th maneuver of `turn` in the whole game (turn 1,
// phase 1 is 4; consecutive maneuvers differ by one across turns).
[[nodiscard]] constexpr int maneuverIndex(int turn, int phase) {
    return turn * 3 + phase;
}

// RKT-02: a maneuver of a rocket shot: a straight, a dive or a stall.
[[nodiscard]] bool rocketManeuver(const FlownCard& card);

// Why an airplane cannot fire rockets in the fire step of `turn`, `phase`
// (before the target is looked at), or Ready.
enum class RocketReadiness {
    Ready,
    NoRockets,       // RKT-01: no batch left aboard
    Maneuvers,       // RKT-02: the last two maneuvers are not both straights, dives or stalls
    FiredBefore,     // RKT-01: it fired at the first maneuver's fire step
    SpecialDamage,   // RKT-04: it took special damage since the first maneuver began
    WeaponsBlocked,  // DMG-06, MOV-13: the pilot may not fire now (weaponBlocked)
};
RocketReadiness rocketReadiness(const AircraftState& airplane, const AircraftType& type, int turn, int phase);

// RKT-03..05: `batches` rockets of `shooter` at `target` (a balloon or a
// ground defence's stand-in): the forward shot's check, refused also when the
// shooter is below the target's level or more than one above (RKT-03), and
// when the readiness is not Ready it is not asked. A legal shot deals
// `batches` D cards; the dive and aim modifiers of guns do not apply.
ShotCheck checkRockets(const GameData& data, const RuleOptions& rules, const FireParty& shooter, int batches,
                       const FireParty& target, const std::vector<AircraftState>& all,
                       const std::vector<OverlapPair>& overlaps);

}  // namespace jasta
