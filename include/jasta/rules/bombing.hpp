#pragma once
// Bombing (issue 16; BOMB-02..06, BOMB-08) as pure functions on plain values:
// how long a dropped bomb falls, the card it moves along, what it covers when
// it lands and the damage it deals, and what releasing bombs does to the
// bomber. The turn engine asks for drops before each phase's moves and
// resolves them after the moves, before fire (BOMB-01).

#include <optional>

#include "jasta/data/geometry_spec.hpp"
#include "jasta/data/ground_type.hpp"
#include "jasta/data/maneuver_deck.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

struct AircraftType;

// BOMB-05: the markers on a bomb dropped at `level` (1 or more), each one
// more move before it lands: 0 at level 1 (BOMB-04: it lands after its first
// move), 1 at levels 2-3, 2 at 4-6, 3 at 7-10, 4 above 10.
int bombMarkers(int level);

// BOMB-04/05: the card of the bomber's `deck` a bomb moves along: its stall
// when the maneuver of the drop was a stall, else its first straight card
// (nullptr when the deck has no such card).
const ManeuverCard* bombMoveCard(const ManeuverDeck& deck, bool afterStall);

// BOMB-04/05: what a bomb dropped by `bomber`, just out of its maneuver,
// moves along each phase until it lands: bombMoveCard of its last card, at
// the speed it flew that card (kept while the bomb falls).
struct BombPath {
    const ManeuverCard* card = nullptr;  // nullptr: the deck has no such card
    Speed speed = Speed::Normal;
};
BombPath bombPathOf(const ManeuverDeck& deck, const AircraftState& bomber);

// The move of `card` a bomb makes: at the speed the bomber last flew (WW2
// cards have no normal speed), else the card's first; nullptr: none.
const CardMove* bombMove(const ManeuverCard& card, Speed lastSpeed);

// BOMB-04/05: where bombs dropped by `bomber` as it stands now (out of its
// last maneuver) come down: moved along bombPathOf's card once, and once
// more for each marker of its level. Nullopt below level 1 (BOMB-02: it
// would blow up with them) or when its deck has no card to fall along. The
// engine moves a falling bomb one card a phase to the same place; computer
// pilots and the teaching overlay ask this for where it will land.
std::optional<Pose> bombLanding(const ManeuverDeck& deck, const GeometrySpec& geometry, const AircraftState& bomber);

// What a bomb card lying at `bomb` covers of an objective lying at `target`
// (both cards centred on their poses, their length along the heading).
enum class BombCover {
    Miss,    // apart (touching edges count as apart, as airplanes' overlaps do)
    Touch,   // over part of the objective's card, not its red dot
    Centre,  // over the red dot at its centre (BOMB-03)
};
BombCover bombCover(const Pose& bomb, const GroundType& bombCard, const Pose& target, const GroundType& objective);

// BOMB-06 (option bomb_power): the damage points of `count` bombs that land
// together: 5 each on the centre and 2 touching; a cluster of three 12 and 5.
int bombDamage(BombCover cover, bool clusters, int count);

// BOMB-07/08: `count` bombs leave `airplane` (at most those aboard). When its
// full load ends with them (BOMB-08) and it holds enough climb counters to
// make a level at the lower rate, it stays at its level and discards one of
// them. Returns true when that counter was discarded.
bool releaseBombs(AircraftState& airplane, const AircraftType& type, int count);

}  // namespace jasta
