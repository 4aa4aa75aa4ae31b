#pragma once
// The plan-pair fire map (issue 18, "The search underneath"): for two
// airplanes, every legal plan of one against every legal plan of the other,
// and for each phase 1..3 which shots each has at the other, weapon by
// weapon, at what range, after both have flown that phase's card.
//
// Exact: a shot in the map is what checkShot says for the two airplanes
// flown with flyCard (startTurn, then cards 1..k of each plan, no
// violations, the game's table), with the overlap of the two (findOverlaps)
// and no third airplane (a 1v1 view: third airplanes neither block nor
// overlap). Ranges are those of the engine's own shot rules, levels, climb
// counters and FIRE-14/15 included; weapon bans that checkShot leaves to
// weaponBlocked (jams, wounds, MOV-13) and ammunition are not applied.
//
// Fast: the place an airplane stands at after card k depends only on its
// first k cards, and many plans share it (a deck holds several cards with
// the same move), so shots are decided once per pair of distinct places
// (places are merged only when every fact checkShot reads is bit-for-bit
// equal), and a cheap conservative arc-and-range test skips place pairs that
// surely have no shot before the polygon test. A plan pair's shots are then
// one table lookup per phase.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

struct GameData;
struct GameState;

// Where an airplane stands after a card, as far as a shot at or from it goes.
struct FirePlace {
    Pose pose;  // table mm and degrees
    int altitude = 0;
    int climb = 0;
    AircraftStatus status = AircraftStatus::Flying;  // not Flying: crashed, landed or left the table
};

// One side of the map: an airplane, its legal plans and where each stands per phase.
struct FireMapSide {
    std::string aircraft;                               // the airplane's id
    std::vector<std::string> weapons;                   // its weapon ids, in the order of the airplane card
    std::vector<PlanOutcome> plans;                     // legalPlans' order (stable for one state and data)
    std::array<std::vector<FirePlace>, 3> places;       // per phase (0..2 = after card 1..3): the distinct places
    std::array<std::vector<std::uint32_t>, 3> placeOf;  // per phase, per plan: its index in places[phase]

    [[nodiscard]] const FirePlace& place(int phase, std::size_t plan) const;  // phase 1..3
    // The plan leaves play by the end of `phase` (1..3): crashed, landed, left the table.
    [[nodiscard]] bool outOfPlay(int phase, std::size_t plan) const {
        return place(phase, plan).status != AircraftStatus::Flying;
    }
};

// The cheap tests around the polygon test, for one weapon of `shooter` at
// `target` wherever the target stands (its base centre at `pose`), from
// fireZone's level and status rules, the ruler and the arc. Both only answer
// when the answer cannot be wrong: every margin is 1e-3 mm or 1e-3 degree,
// far above the rounding of either fire path and far below anything a
// player can place; otherwise the polygon test (checkShot) decides.
class ShotPrefilter {
public:
    // `target`'s type, level, climb counters and status count; its place does not.
    ShotPrefilter(const GameData& data, const RuleOptions& rules, const AircraftState& shooter, const Weapon& weapon,
                  const AircraftState& target);
    // True only when checkShot refuses the shot: the level rules of
    // fireZone, or the target's base (its silhouette under FIRE-22) wholly
    // beyond the ruler or wholly outside the arc. It may keep shots that
    // checkShot then refuses.
    [[nodiscard]] bool surelyNoShot(const Pose& pose) const;
    [[nodiscard]] bool surelyNoShot(const Pose& pose, double sine, double cosine) const;  // of pose.heading
    // The range checkShot gives when it is sure without clipping polygons,
    // for two airplanes alone on the table that do NOT overlap (the caller
    // checks OVL-01): the ruler measures to the base, and the point of the
    // base nearest the mount lies inside the arc, so it is the aim point,
    // clear of the short and long marks. A rear gunner's dead angle (FIRE-17)
    // is weighed too: Out when it surely holds the target (the line between
    // the centres clearly inside its wedge and the base entered clearly
    // within its reach), no answer when it is not surely clear of it.
    // Nullopt: not sure, ask checkShot.
    [[nodiscard]] std::optional<Range> sureRange(const Pose& pose) const;
    // The same with the sine and cosine of pose.heading given (hot loops).
    [[nodiscard]] std::optional<Range> sureRange(const Pose& pose, double sine, double cosine) const;
    // Every target base centre farther than reach() from apex() is surely
    // out (reach() is negative when the weapon cannot fire at all).
    [[nodiscard]] Point2 apex() const { return m_zone.apex; }
    [[nodiscard]] double reach() const;

private:
    // Whether FIRE-17's dead angle surely spares, surely holds or may hold a
    // target based at `pose` (the sine and cosine of its heading given).
    enum class DeadAngle { Clear, Inside, Unsure };
    [[nodiscard]] DeadAngle deadAngleAt(const Pose& pose, double sine, double cosine) const;

    FireZone m_zone;      // fireZone's arc, ruler, level verdict and dead angle
    double m_radius = 0;  // mm round the base centre holding the shape the ruler measures to
    Point2 m_half;        // the base's half width and half length (mm); zero: use the circle only
    Point2 m_clockwiseNormal, m_anticlockwiseNormal;          // inward normals of the arc's edges (half angle <= 90)
    Point2 m_deadClockwiseNormal, m_deadAnticlockwiseNormal;  // ... of the dead angle's edges
};

// Which way a shot goes.
enum class FireDirection { AOnB, BOnA };

// The two airplanes' best shot at each other in one phase (Range::Out: none).
struct PhaseShots {
    Range aOnB = Range::Out;
    Range bOnA = Range::Out;
    bool operator==(const PhaseShots&) const = default;
};

// Per phase, what the build did (for the benchmark and docs/performance.md).
struct FireMapPhaseStats {
    std::size_t placePairs = 0;    // distinct place of A x distinct place of B
    std::size_t weaponTests = 0;   // place pairs x weapons, both ways: the shots to decide
    std::size_t prefiltered = 0;   // ... of them decided "no shot" by the prefilter
    std::size_t sure = 0;          // ... decided by ShotPrefilter::sureRange, or by OVL-01 (overlapping)
    std::size_t polygonTests = 0;  // ... decided by checkShot
    std::size_t shots = 0;         // ... that can fire
};

class FireMap {
public:
    // Weapons per airplane the map can hold (2 bits of range each in a byte).
    static constexpr std::size_t kMaxWeapons = 4;

    [[nodiscard]] const FireMapSide& a() const { return m_a; }
    [[nodiscard]] const FireMapSide& b() const { return m_b; }
    [[nodiscard]] std::size_t planPairs() const { return m_a.plans.size() * m_b.plans.size(); }
    [[nodiscard]] const FireMapPhaseStats& stats(int phase) const;  // phase 1..3

    // Both best shots after both have flown card `phase` (1..3) of plans
    // `planA` of A and `planB` of B (indices into a().plans, b().plans).
    [[nodiscard]] PhaseShots shot(int phase, std::size_t planA, std::size_t planB) const;
    // One weapon's shot (`weapon` indexes the shooter's weapons).
    [[nodiscard]] Range weaponShot(int phase, FireDirection direction, std::size_t weapon, std::size_t planA,
                                   std::size_t planB) const;
    // The same by distinct places (indices into a().places[phase - 1], b().places[phase - 1]).
    [[nodiscard]] PhaseShots placeShot(int phase, std::size_t placeA, std::size_t placeB) const;
    [[nodiscard]] Range placeWeaponShot(int phase, FireDirection direction, std::size_t weapon, std::size_t placeA,
                                        std::size_t placeB) const;
    // Every weapon's shot at once, for hot loops: per weapon of the shooter,
    // 2 bits from the lowest, 0 none, 1 long, 2 short (no bounds checks).
    [[nodiscard]] std::uint8_t cell(int phase, FireDirection direction, std::size_t placeA, std::size_t placeB) const;
    // The cells of place `placeA` of A against every place of B, in B's order.
    [[nodiscard]] const std::uint8_t* row(int phase, FireDirection direction, std::size_t placeA) const;

private:
    friend FireMap buildFireMap(const GameData&, const RuleOptions&, const GameState&, std::string_view,
                                std::string_view);

    FireMapSide m_a, m_b;
    // Per phase, row-major over (place of A, place of B): per weapon of the
    // shooter, 2 bits from the lowest: 0 none, 1 long, 2 short.
    std::array<std::vector<std::uint8_t>, 3> m_aOnB, m_bOnA;
    std::array<FireMapPhaseStats, 3> m_stats{};
};

// The map for airplanes `a` and `b` of `state` (each with its legalPlans for
// the next turn, WW2 with every speed marker). Throws std::invalid_argument
// when either is not in the game, when the data does not know its type, or
// when an airplane has more than FireMap::kMaxWeapons weapons.
FireMap buildFireMap(const GameData& data, const RuleOptions& rules, const GameState& state, std::string_view a,
                     std::string_view b);

}  // namespace jasta
