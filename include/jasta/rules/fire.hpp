#pragma once
// Who can fire at whom, how far, and with what (RULES.md FIRE-01..24,
// OVL-01/02, CONF-24/25/26/39, DMG-06). One shot is one weapon of the shooter
// at one target, with the airplanes standing where they are now.
//
// Geometry (docs/architecture.md, "Fire"):
//  - the ruler starts at the weapon's mount (Weapon::mount, base frame, mm
//    from the stand; {0, 0} is the stand);
//  - the arc is a wedge from the mount: +-frontArcHalfAngle around the
//    heading, +-rearArcHalfAngle around the tail, or the whole table;
//  - the target's base (or its silhouette under range_target_shape,
//    FIRE-22) is clipped to the wedge; the range is the distance from the
//    mount to the nearest point left (the aim point): short up to the half
//    mark, long up to the ruler's end (FIRE-03);
//  - line of sight is the segment from the mount to the aim point, tested
//    against the footprints of third airplanes (FIRE-04/05, los_shape).
// The polygon path (checkShot) clips with Boost.Geometry; the fast path
// (fastShot) does the same in plain double maths without allocating, and is
// tested equal to it on random placements (canFire and range equal,
// distances within 1e-6 mm).
//
// Shapes meet as in overlap.hpp: a third airplane blocks only when the line
// of fire passes through the inside of its footprint (grazing an edge or a
// corner does not block). A target that the arc's edge only grazes counts as
// in the arc for the fast path and not for the polygon path; the two paths
// can only disagree on such exact ties.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

struct GameData;

// The most levels apart two airplanes may be and still fire (CONF-25): WW1
// never across two levels (FIRE-06), WW2 as max_fire_level_diff says (FIRE-07).
int maxFireLevelDifference(const RuleOptions& rules);

// What decided a shot: Fires, or the rule that forbids it. The facts behind
// each verdict are fields of ShotCheck (named after each value); the words
// are words/fire.hpp's.
enum class ShotVerdict {
    Fires,
    ShooterNotFlying,  // FIRE-29: shooterStatus
    TargetNotFlying,   // FIRE-29: targetStatus
    InCloud,           // WX-01: shooterInCloud (else the target is)
    Overlapping,       // OVL-01 (and FIRE-13 when fireWhileOverlapping has the exception)
    LevelTooFar,       // FIRE-06 / FIRE-07: levelDifference above levelLimit
    OutOfArc,          // FIRE-02 (FIRE-16 for a rear gun): weaponArc
    DeadAngle,         // FIRE-17: deadAngleReachMm
    OutOfRange,        // FIRE-02, FIRE-03 (FIRE-06 / FIRE-07 across levels): distanceMm beyond longReachMm
    HeightChanged,     // FIRE-14 / FIRE-15: heightOrder, lastAltitudeChange, observer
    Blocked,           // FIRE-04 / FIRE-05 (FIRE-22): blockedBy
};

// What the shooter's last card did to its altitude (ALT-07, ALT-09, CPX-01,
// CPX-03, CPX-05, CPX-10), as FIRE-14 / FIRE-15 read it.
enum class AltitudeChange { None, Loss, Gain };
// What the last card `state` flew did to its altitude (ALT-07, ALT-09, CPX-01,
// CPX-03, CPX-05, CPX-10): the fact FIRE-14 / FIRE-15 read.
AltitudeChange lastAltitudeChange(const AircraftState& state, const RuleOptions& rules);

// What a shot of `weapon` at `range` (Short or Long) draws before any bonus
// (FIRE-01, FIRE-03, FIRE-06, FIRE-07; WW2: the weapon's firepower at that
// range): the deck (WW2: counter group) and how many cards.
struct ShotLoad {
    char deck = 'A';
    int cards = 0;
};
ShotLoad shotLoad(Era era, const Weapon& weapon, Range range);

struct ShotCheck {
    std::string shooter, target, weapon;  // airplane ids and the weapon id
    bool inArc = false;                   // some part of the target shape lies in the weapon's arc
    Range range = Range::Out;             // Out also when the level difference forbids fire
    double distanceMm = 0;                // mount to aimPoint; out of the arc: to the nearest point of the shape
    Point2 aimPoint;                      // nearest point of the target shape inside the arc, table mm
    std::vector<std::string> blockedBy;   // third airplanes across the line of fire, in `all` order
    bool deadAngle = false;               // FIRE-17: the rear gunner cannot fire into the wedge behind the tail
    int levelDifference = 0;              // |shooter level - target level| (climb counters not counted)
    bool overlapping = false;             // OVL-01: the pair is in the overlap list; BAL-01: over the balloon card
    bool balloon = false;                 // BAL-01: the target is an observation balloon
    bool basket = false;                  // BAL-12: the shooter is a balloon's basket
    bool rockets = false;                 // RKT-03..05: Le Prieur rockets (cards: one D card per batch)
    bool canFire = false;                 // refusals is empty
    int cards = 0;    // WW1: 2 at short range, 1 at long; WW2: the firepower count; 0 when it cannot fire
    char deck = 'A';  // WW1: the damage deck (FIRE-01); WW2: the counter group of that firepower
    // Modifiers the turn engine applies (only set when canFire):
    bool fromAbove = false;          // FIRE-11 (dive_fire = aim_bonus): a higher level, or after a dive or an
                                     // overdive's straight: counts as aimed at once
    bool diveBonus = false;          // FIRE-12: last card a dive or CPX-02's third, level at least the target's
                                     // (dive_fire not none; extra_card: one more card, aim_bonus: counts as aimed)
    bool steepBonus = false;         // FIRE-12 (dive_fire = extra_card): +1 on each card, above after a steep blue card
    bool deflection = false;         // FIRE-23 (option deflection): no deflection, +1 on each card
    bool upward = false;             // FIRE-18: the observer fires all round at a higher target
    std::vector<std::string> rules;  // the rule ids that decided it

    // Every rule that forbids the shot, the deciding one first (the order of
    // ShotVerdict); empty when it can fire.
    std::vector<ShotVerdict> refusals;
    [[nodiscard]] ShotVerdict verdict() const { return refusals.empty() ? ShotVerdict::Fires : refusals.front(); }

    // The facts the verdicts rest on, beyond the measures above:
    Era era = Era::Ww1;                      // WW1 deals damage cards, WW2 counters of a group
    WeaponArc weaponArc = WeaponArc::Front;  // the weapon's arc on the airplane card
    AircraftStatus shooterStatus = AircraftStatus::Flying;
    AircraftStatus targetStatus = AircraftStatus::Flying;
    bool shooterInCloud = false;             // WX-01: the shooter is in the cloud layer
    int heightOrder = 0;                     // shooter.compareAltitude(target): > 0 the shooter is higher
    int levelLimit = 1;                      // the most levels apart that may still fire (maxFireLevelDifference)
    double longReachMm = 0;                  // where the ruler stops counting: its end, across levels its half mark
    double deadAngleReachMm = 0;             // FIRE-17: how far behind the shooter's tail the dead angle reaches
    Footprint rangeShape = Footprint::Base;  // what the ruler measures to (Silhouette: FIRE-22)
    bool observer = false;                   // the observer's gun (FIRE-15), else the pilot's (FIRE-14)
    AltitudeChange lastAltitudeChange = AltitudeChange::None;  // the shooter's last card (FIRE-14 / FIRE-15)
    FireWhileOverlapping fireWhileOverlapping = FireWhileOverlapping::Never;  // the option OVL-01 followed (CONF-39)
    DiveFire diveFire = DiveFire::None;  // the option the dive bonuses followed (CONF-24)
    bool operator==(const ShotCheck&) const = default;
};

// One weapon of `shooter` at `target`. `all` is every airplane of the game
// (third airplanes may block the line of fire; shooter and target may be in
// it too), `overlaps` the pairs of findOverlaps (OVL-01/02). Throws
// std::invalid_argument when the data does not know an airplane's type or
// geometry (validated data never has one).
// Not here: the bans the weapon carries itself (jam counters DMG-10, a
// wounded pilot or observer DMG-06/07, MOV-13) are weaponBlocked's
// (specials.hpp), which the engine asks first; the engine also enforces one
// target per arc (FIRE-16), aim (FIRE-09/10), ammunition (FIRE-25/26) and the
// card counts of the modifiers.
ShotCheck checkShot(const GameData& data, const RuleOptions& rules, const AircraftState& shooter, const Weapon& weapon,
                    const AircraftState& target, const std::vector<AircraftState>& all,
                    const std::vector<OverlapPair>& overlaps);

// One side of a shot with its data looked up: an airplane of the game (its
// type and geometry from the data), or a ground defence standing in for an
// immobile airplane at level 0 (AA-01, ground_defences.hpp) or a balloon at
// its height (BAL-01), whose type and geometry are not in the data. All three must outlive the call.
struct FireParty {
    const AircraftState* state = nullptr;
    const AircraftType* type = nullptr;
    const GeometrySpec* geometry = nullptr;
    // BAL-01: the target is an observation balloon: a shooter over its card
    // (its base the card), at any height, may not fire at it, except a dive
    // shot (the last card one of FIRE-12's dives, at the balloon's level or above).
    // As the shooter (BAL-12, option armed_balloons): its basket's guns reach
    // one level up only beside the balloon card's long sides, never two.
    bool balloon = false;
};
// checkShot between parties looked up already; the airplanes in `all` are
// still looked up in `data` (third airplanes on the line of fire).
ShotCheck checkShot(const GameData& data, const RuleOptions& rules, const FireParty& shooter, const Weapon& weapon,
                    const FireParty& target, const std::vector<AircraftState>& all,
                    const std::vector<OverlapPair>& overlaps);

// Whether `target` may be fired at at all: an airplane in play, or one on
// the ground (GND-07 / GND-17, rules revision 3 on). checkShot decides the rest.
bool canBeFiredAt(const RuleOptions& rules, const AircraftState& target);

// checkShot for every ordered pair of a shooter in play (status Flying) and a
// target canBeFiredAt, every weapon of the shooter: shooters in `aircraft` order, then targets in
// that order, then the weapons in the order of the airplane card. Friendly
// airplanes are included; the engine and the bots pick enemies.
std::vector<ShotCheck> allShots(const GameData& data, const RuleOptions& rules,
                                const std::vector<AircraftState>& aircraft, const std::vector<OverlapPair>& overlaps);

// The shot of `shooter` at `target` that counts: of its weapons (only
// `weaponId` when given), one that can fire with the most cards; among those
// that cannot, one with the target in its arc; then the nearer. Nullopt when
// the shooter has no such weapon. What a teaching overlay or a lesson shows
// for "the shot between these two".
std::optional<ShotCheck> bestShot(const GameData& data, const RuleOptions& rules, const AircraftState& shooter,
                                  const AircraftState& target, const std::vector<AircraftState>& all,
                                  const std::vector<OverlapPair>& overlaps, std::string_view weaponId = {});

// The fast path: the same verdict as checkShot (canFire, range, distanceMm,
// inArc) in plain double maths, without Boost and without allocating (except
// for the exception on unknown data). For bots, threat maps and overlays.
struct FastShot {
    bool canFire = false;
    Range range = Range::Out;
    double distanceMm = 0;
    bool inArc = false;
};
FastShot fastShot(const GameData& data, const RuleOptions& rules, const AircraftState& shooter, const Weapon& weapon,
                  const AircraftState& target, const std::vector<AircraftState>& all,
                  const std::vector<OverlapPair>& overlaps);

// Where one weapon of `shooter` reaches on the table, for a target flying at
// `target`'s altitude (its place does not matter): the arc wedge from the
// mount out to the ruler, short range up to the half mark, less the rear
// gunner's dead angle. A target can be fired at exactly when some point of
// its base lies in the zone (FIRE-02, FIRE-03) and the line of fire to the
// nearest such point is clear, so the zone is what the threat map shades.
// The level rules (FIRE-06/07, FIRE-14/15, FIRE-18) come from the same
// context as checkShot; overlaps and line of sight depend on the target's
// place and are left to the shot itself.
struct FireZone {
    bool canFire = false;  // false: not at that level at all, or one of them is not flying
    Point2 apex;           // the mount, table mm
    double heading = 0;    // degrees, the arc's axis
    double halfAngle = 180;
    double shortReach = -1;  // mm; negative: no short range at this level difference
    double longReach = 0;    // mm
    bool deadAngle = false;  // FIRE-17 applies: the wedge behind the tail, to deadReach
    Point2 deadApex;
    double deadHeading = 0, deadHalfAngle = 0, deadReach = 0;

    // The range at which a target whose base reaches `point` would be (Out:
    // outside the arc, beyond the ruler or in the dead angle).
    [[nodiscard]] Range rangeAt(Point2 point) const;
};
FireZone fireZone(const GameData& data, const RuleOptions& rules, const AircraftState& shooter, const Weapon& weapon,
                  const AircraftState& target);

}  // namespace jasta
