#include "jasta/pilots/fire_map.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <map>
#include <numbers>
#include <stdexcept>
#include <tuple>

#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/overlap.hpp"

namespace jasta {

namespace {

// Slack of the prefilter, far above rounding and far below any real gap:
// mm for distances, degrees for bearings.
constexpr double kSlackMm = 1e-3;
constexpr double kSlackDegrees = 1e-3;

const GeometrySpec& geometryOf(const GameData& data, const AircraftType& type) {
    const GeometrySpec* geometry = data.geometryOf(type);
    if (geometry == nullptr) throw std::invalid_argument("airplane type " + type.id + " has an unknown geometry");
    return *geometry;
}

// Everything checkShot reads from an airplane, as shooter or as target, for
// a 1v1 shot: two states with equal keys give the same verdicts. Positions
// compare bit for bit (no rounding).
using PlaceKey = std::tuple<std::uint64_t, std::uint64_t, std::uint64_t, int, int, int, int, int>;

PlaceKey keyOf(const AircraftState& state, const RuleOptions& rules) {
    const int lastKind = state.history.empty() ? -1 : static_cast<int>(state.history.back().kind);
    return {std::bit_cast<std::uint64_t>(state.pose.x),
            std::bit_cast<std::uint64_t>(state.pose.y),
            std::bit_cast<std::uint64_t>(state.pose.heading),
            state.altitude,
            state.climb,
            static_cast<int>(state.status),
            static_cast<int>(lastAltitudeChange(state, rules)),  // FIRE-14 / FIRE-15
            lastKind};                                           // FIRE-13's dive or climb exception
}

// One side while the map is built: its plans flown and their distinct places.
struct Flown {
    const AircraftState* start = nullptr;
    const AircraftType* type = nullptr;
    const GeometrySpec* geometry = nullptr;
    std::array<std::vector<AircraftState>, 3> states;  // per phase, one state per distinct place
};

bool samePrefix(const Plan& a, const Plan& b, std::size_t cards) {
    return std::equal(a.cards.begin(), a.cards.begin() + static_cast<std::ptrdiff_t>(cards), b.cards.begin());
}

// Flies every plan of `side` with the engine's flyCard and merges equal places.
void flyPlans(const Flyer& flyer, const RuleOptions& rules, const TableSize& table, FireMapSide& side, Flown& flown) {
    const AircraftState& start = *flown.start;
    // A take-off or landing reads the whole plan from its first card on
    // (groundPlan), so only airplanes in the air share flown prefixes.
    const bool prefixesShared = !start.onGround() && start.groundProcedure == GroundProcedure::None;
    static const std::vector<Violation> kNone;
    std::array<std::map<PlaceKey, std::uint32_t>, 3> index;
    std::array<AircraftState, 4> stack;  // the state before card 1 and after cards 1..3 of the last plan flown
    stack[0] = start;
    startTurn(stack[0]);
    const Plan* previous = nullptr;
    for (std::size_t k = 0; k < 3; ++k) side.placeOf[k].reserve(side.plans.size());
    for (const PlanOutcome& outcome : side.plans) {
        const Plan& plan = outcome.plan;
        std::size_t shared = 0;  // cards whose states can be kept from the previous plan
        if (prefixesShared && previous != nullptr)
            while (shared < 3 && samePrefix(plan, *previous, shared + 1)) ++shared;
        for (std::size_t k = shared; k < 3; ++k) {
            stack[k + 1] = stack[k];
            flyCard(flyer, stack[k + 1], plan, static_cast<int>(k + 1), kNone, table);
        }
        for (std::size_t k = 0; k < 3; ++k) {
            const AircraftState& state = stack[k + 1];
            auto [at, fresh] =
                index[k].try_emplace(keyOf(state, rules), static_cast<std::uint32_t>(flown.states[k].size()));
            if (fresh) {
                flown.states[k].push_back(state);
                side.places[k].push_back({state.pose, state.altitude, state.climb, state.status});
            }
            side.placeOf[k].push_back(at->second);
        }
        previous = &plan;
    }
}

// The shots of every place of `shooter` at every place of `target` in one
// phase, each weapon in 2 bits of `cells` (row-major as FireMap stores them:
// rows are A's places). `shooterIsA` says which way round.
class PhaseShooter {
public:
    PhaseShooter(const GameData& data, const RuleOptions& rules, const Flown& shooter, const Flown& target,
                 std::size_t phase)
        : m_data(data),
          m_rules(rules),
          m_shooter(shooter.states[phase]),
          m_target(target.states[phase]),
          m_weapons(shooter.type->weapons) {
        // The target's distinct heights (level, climb counters, on the ground
        // or not: GND-07 / GND-17) where it can be fired at: the zone of a
        // shooter place depends on nothing else of the target.
        std::map<std::tuple<int, int, bool>, std::size_t> heights;
        m_heightOf.reserve(m_target.size());
        for (const AircraftState& place : m_target) {
            if (!canBeFiredAt(rules, place)) {
                m_heightOf.push_back(kNotFlying);
                continue;
            }
            auto [at, fresh] =
                heights.try_emplace({place.altitude, place.climb, place.onGround()}, m_heightTargets.size());
            if (fresh) m_heightTargets.push_back(&place);
            m_heightOf.push_back(at->second);
        }
        m_filters.reserve(m_shooter.size() * m_weapons.size() * m_heightTargets.size());
        for (const AircraftState& place : m_shooter)
            for (const Weapon& weapon : m_weapons)
                for (const AircraftState* height : m_heightTargets)
                    m_filters.emplace_back(data, rules, place, weapon, *height);
        // The flying target places sorted across the table, to visit only
        // those within a ruler's reach of a mount.
        m_byX.reserve(m_target.size());
        for (std::size_t t = 0; t < m_target.size(); ++t)
            if (m_heightOf[t] != kNotFlying) m_byX.push_back(t);
        std::sort(m_byX.begin(), m_byX.end(),
                  [&](std::size_t l, std::size_t r) { return m_target[l].pose.x < m_target[r].pose.x; });
        m_sine.reserve(m_target.size());
        m_cosine.reserve(m_target.size());
        for (const AircraftState& place : m_target) {
            m_sine.push_back(std::sin(place.pose.heading / kRadToDeg));
            m_cosine.push_back(std::cos(place.pose.heading / kRadToDeg));
        }
        m_xs.reserve(m_byX.size());
        m_ys.reserve(m_byX.size());
        for (std::size_t t : m_byX) {
            m_xs.push_back(m_target[t].pose.x);
            m_ys.push_back(m_target[t].pose.y);
        }
    }

    // Calls visit(t) for every flying target place whose base centre lies
    // within reach of weapon `w`'s mount at shooter place `s` across the
    // table (x); every other target place is surely out of its reach.
    template <class Visit>
    void forTargetsNear(std::size_t s, std::size_t w, Visit&& visit) const {
        if (m_heightTargets.empty()) return;
        double reach = -1;
        for (std::size_t h = 0; h < m_heightTargets.size(); ++h)
            reach = std::max(reach, m_filters[filterIndex(s, w, h)].reach());
        if (reach < 0) return;
        const Point2 apex = m_filters[filterIndex(s, w, 0)].apex();
        const auto first = std::lower_bound(m_xs.begin(), m_xs.end(), apex.x - reach);
        const auto last = std::upper_bound(first, m_xs.end(), apex.x + reach);
        for (auto at = first; at != last; ++at) {
            const auto k = static_cast<std::size_t>(at - m_xs.begin());
            if (std::abs(m_ys[k] - apex.y) <= reach) visit(m_byX[k]);
        }
    }

    // Can weapon `w` of shooter place `s` surely not fire at target place `t`?
    [[nodiscard]] bool surelyNoShot(std::size_t s, std::size_t w, std::size_t t) const {
        const std::size_t height = m_heightOf[t];
        return height == kNotFlying ||
               m_filters[filterIndex(s, w, height)].surelyNoShot(m_target[t].pose, m_sine[t], m_cosine[t]);
    }

    [[nodiscard]] std::optional<Range> sureRange(std::size_t s, std::size_t w, std::size_t t) const {
        return m_filters[filterIndex(s, w, m_heightOf[t])].sureRange(m_target[t].pose, m_sine[t], m_cosine[t]);
    }

    // The engine's verdict: 0 none, 1 long, 2 short.
    [[nodiscard]] std::uint8_t polygonShot(std::size_t s, std::size_t w, std::size_t t,
                                           const std::vector<OverlapPair>& overlaps) const {
        static const std::vector<AircraftState> kNoThirdAirplanes;
        const ShotCheck shot =
            checkShot(m_data, m_rules, m_shooter[s], m_weapons[w], m_target[t], kNoThirdAirplanes, overlaps);
        if (!shot.canFire) return 0;
        return shot.range == Range::Short ? 2 : 1;
    }

    [[nodiscard]] std::size_t weapons() const { return m_weapons.size(); }

private:
    static constexpr std::size_t kNotFlying = static_cast<std::size_t>(-1);
    [[nodiscard]] std::size_t filterIndex(std::size_t s, std::size_t w, std::size_t h) const {
        return (s * m_weapons.size() + w) * m_heightTargets.size() + h;
    }

    const GameData& m_data;
    const RuleOptions& m_rules;
    const std::vector<AircraftState>& m_shooter;
    const std::vector<AircraftState>& m_target;
    const std::vector<Weapon>& m_weapons;
    std::vector<std::size_t> m_heightOf;  // per target place: its height's index, kNotFlying
    std::vector<const AircraftState*> m_heightTargets;
    std::vector<ShotPrefilter> m_filters;  // per shooter place, weapon and target height
    std::vector<std::size_t> m_byX;        // the flying target places by their x
    std::vector<double> m_xs, m_ys;        // ... and their x and y (mm)
    std::vector<double> m_sine, m_cosine;  // per target place, of its heading
};

Range rangeOfBits(unsigned bits) {
    return bits == 2 ? Range::Short : bits == 1 ? Range::Long : Range::Out;
}

// The better of the weapons' ranges packed in `cell`.
Range bestOf(std::uint8_t cell) {
    unsigned best = 0;
    for (unsigned bits = cell; bits != 0; bits >>= 2U) best = std::max(best, bits & 3U);
    return rangeOfBits(best);
}

// Where the ray apex + t * direction, t >= 0, runs inside the rectangle
// |x| <= half.x + pad, |y| <= half.y + pad (all in the rectangle's frame): [t0, t1].
bool clipRay(Point2 start, Point2 direction, Point2 half, double pad, double& t0, double& t1) {
    t0 = 0;
    t1 = std::numeric_limits<double>::infinity();
    const std::array<std::array<double, 3>, 2> slabs{
        {{start.x, direction.x, half.x + pad}, {start.y, direction.y, half.y + pad}}};
    for (const auto& [from, delta, extent] : slabs) {
        if (delta == 0) {
            if (std::abs(from) > extent) return false;
            continue;
        }
        double low = (-extent - from) / delta, high = (extent - from) / delta;
        if (low > high) std::swap(low, high);
        t0 = std::max(t0, low);
        t1 = std::min(t1, high);
    }
    return t0 <= t1;
}

// The inward normals of a wedge's clockwise and anticlockwise edges (degrees).
std::pair<Point2, Point2> edgeNormals(double heading, double halfAngle) {
    const double clockwise = (heading + halfAngle) / kRadToDeg, anticlockwise = (heading - halfAngle) / kRadToDeg;
    return {{-std::cos(clockwise), std::sin(clockwise)}, {std::cos(anticlockwise), -std::sin(anticlockwise)}};
}

}  // namespace

ShotPrefilter::ShotPrefilter(const GameData& data, const RuleOptions& rules, const AircraftState& shooter,
                             const Weapon& weapon, const AircraftState& target)
    : m_zone(fireZone(data, rules, shooter, weapon, target)) {
    const AircraftType* type = data.aircraftType(target.type);
    if (type == nullptr) throw std::invalid_argument("airplane " + target.id + " has an unknown type: " + target.type);
    const GeometrySpec& geometry = geometryOf(data, *type);
    const Point2 half{geometry.baseWidth.value / 2, geometry.baseLength.value / 2};
    m_radius = std::hypot(half.x, half.y);
    if (rules.rangeTargetShape == TargetShape::Silhouette) {
        for (const Point2& point : geometry.silhouetteOutline)
            m_radius = std::max(m_radius, std::hypot(geometry.standX.value + point.x, geometry.standY.value + point.y));
    } else {
        m_half = half;  // the ruler measures to the base: its rectangle gives tighter bounds
    }
    // The arc's edges, as fire.cpp's wedge: a point p is in a wedge of at
    // most 90 degrees when it lies on the inner side of both edges.
    std::tie(m_clockwiseNormal, m_anticlockwiseNormal) = edgeNormals(m_zone.heading, m_zone.halfAngle);
    // FIRE-17's wedge behind the tail (always narrower than 90 degrees), the same way.
    if (m_zone.deadAngle)
        std::tie(m_deadClockwiseNormal, m_deadAnticlockwiseNormal) =
            edgeNormals(m_zone.deadHeading, m_zone.deadHalfAngle);
}

ShotPrefilter::DeadAngle ShotPrefilter::deadAngleAt(const Pose& pose, double sine, double cosine) const {
    if (!m_zone.deadAngle) return DeadAngle::Clear;
    const double dx = pose.x - m_zone.deadApex.x, dy = pose.y - m_zone.deadApex.y;
    const double apart = std::hypot(dx, dy);
    // The whole base beyond the dead angle's reach (its nearest point is at least this far).
    if (apart - m_radius > m_zone.deadReach + kSlackMm) return DeadAngle::Clear;
    // The line between the centres clearly outside the wedge, or clearly inside.
    const double first = m_deadClockwiseNormal.x * dx + m_deadClockwiseNormal.y * dy,
                 second = m_deadAnticlockwiseNormal.x * dx + m_deadAnticlockwiseNormal.y * dy;
    if (first < -kSlackMm || second < -kSlackMm) return DeadAngle::Clear;
    if (first <= kSlackMm || second <= kSlackMm || apart <= kSlackMm) return DeadAngle::Unsure;
    // Inside: the line from the wedge's apex to the base centre runs in the
    // (convex) wedge, so where it enters the base is a point of the base in
    // the wedge, and the nearest such point is no farther.
    const Point2 apex{-dx * cosine + dy * sine, -dx * sine - dy * cosine};  // in the base's frame
    double entry = 0, exit = 0;
    if (!clipRay(apex, {-apex.x / apart, -apex.y / apart}, m_half, 0.0, entry, exit)) return DeadAngle::Unsure;
    return entry < m_zone.deadReach - kSlackMm ? DeadAngle::Inside : DeadAngle::Unsure;
}

double ShotPrefilter::reach() const {
    return m_zone.canFire ? m_zone.longReach + m_radius + kSlackMm : -1.0;
}

bool ShotPrefilter::surelyNoShot(const Pose& pose) const {
    const double h = pose.heading / kRadToDeg;
    return surelyNoShot(pose, std::sin(h), std::cos(h));
}

bool ShotPrefilter::surelyNoShot(const Pose& pose, double sine, double cosine) const {
    if (!m_zone.canFire) return true;  // not flying, FIRE-06 / FIRE-07 levels, FIRE-14 / FIRE-15
    const double dx = pose.x - m_zone.apex.x, dy = pose.y - m_zone.apex.y;
    const double reach = this->reach();
    const double apart2 = dx * dx + dy * dy;
    if (apart2 > reach * reach) return true;  // the bounding circle beyond the ruler
    const bool rectangle = m_half.x > 0;
    std::array<Point2, 4> corners{};
    if (rectangle) {
        // The apex in the base's frame (+y along the heading): its distance
        // to the rectangle bounds the distance to any part of it from below.
        const double localX = -dx * cosine + dy * sine, localY = -dx * sine - dy * cosine;
        const double outX = std::max(std::abs(localX) - m_half.x, 0.0),
                     outY = std::max(std::abs(localY) - m_half.y, 0.0);
        if (outX * outX + outY * outY > (m_zone.longReach + kSlackMm) * (m_zone.longReach + kSlackMm)) return true;
        static constexpr std::array<double, 4> kSignX{-1, 1, 1, -1}, kSignY{1, 1, -1, -1};
        for (std::size_t i = 0; i < 4; ++i) {
            const double x = kSignX[i] * m_half.x, y = kSignY[i] * m_half.y;
            corners[i] = {dx + x * cosine + y * sine, dy - x * sine + y * cosine};  // from the apex
        }
    }
    if (m_zone.halfAngle >= 180.0) return false;
    if (rectangle && m_zone.halfAngle <= 90.0) {
        // A convex wedge and a convex base: apart when every corner lies beyond one edge.
        const auto beyond = [&](Point2 normal) {
            return std::all_of(corners.begin(), corners.end(),
                               [&](Point2 c) { return normal.x * c.x + normal.y * c.y < -kSlackMm; });
        };
        return beyond(m_clockwiseNormal) || beyond(m_anticlockwiseNormal);
    }
    const double apart = std::sqrt(apart2);
    if (apart <= m_radius + kSlackMm) return false;
    // Every point of the circle lies within asin(r / d) of the bearing to its centre.
    const double offAxis = headingDifference(std::atan2(dx, dy) * kRadToDeg, m_zone.heading);
    return offAxis > m_zone.halfAngle + std::asin(m_radius / apart) * kRadToDeg + kSlackDegrees;
}

std::optional<Range> ShotPrefilter::sureRange(const Pose& pose) const {
    const double h = pose.heading / kRadToDeg;
    return sureRange(pose, std::sin(h), std::cos(h));
}

std::optional<Range> ShotPrefilter::sureRange(const Pose& pose, double sine, double cosine) const {
    if (!m_zone.canFire || m_half.x <= 0) return std::nullopt;
    switch (deadAngleAt(pose, sine, cosine)) {
        case DeadAngle::Clear:
            break;
        case DeadAngle::Inside:
            return Range::Out;  // FIRE-17 forbids the shot, wherever the arc and ruler say
        case DeadAngle::Unsure:
            return std::nullopt;
    }
    const double dx = pose.x - m_zone.apex.x, dy = pose.y - m_zone.apex.y;
    // The mount in the base's frame, and the base's point nearest to it.
    const Point2 mount{-dx * cosine + dy * sine, -dx * sine - dy * cosine};
    if (std::abs(mount.x) < m_half.x - kSlackMm && std::abs(mount.y) < m_half.y - kSlackMm)
        return Range::Short;  // the mount inside the base: distance 0
    const double nearX = std::clamp(mount.x, -m_half.x, m_half.x), nearY = std::clamp(mount.y, -m_half.y, m_half.y);
    // That point from the mount, back in the table frame.
    const Point2 nearest{dx + nearX * cosine + nearY * sine, dy - nearX * sine + nearY * cosine};
    double distance = std::hypot(nearest.x, nearest.y);
    if (m_zone.halfAngle < 180.0) {
        const double first = m_clockwiseNormal.x * nearest.x + m_clockwiseNormal.y * nearest.y;
        const double second = m_anticlockwiseNormal.x * nearest.x + m_anticlockwiseNormal.y * nearest.y;
        const bool convex = m_zone.halfAngle <= 90.0;
        const bool inside = convex ? first > kSlackMm && second > kSlackMm : first > kSlackMm || second > kSlackMm;
        if (!inside) {
            // The nearest point lies clearly outside a convex arc: the
            // nearest point of the base inside the arc is then where an
            // edge of the arc enters the base (or there is none).
            if (!convex || (first >= -kSlackMm && second >= -kSlackMm)) return std::nullopt;
            distance = std::numeric_limits<double>::infinity();
            double grazing = std::numeric_limits<double>::infinity();  // the nearest an edge may touch the base
            for (const double edge : {m_zone.heading + m_zone.halfAngle, m_zone.heading - m_zone.halfAngle}) {
                const double e = edge / kRadToDeg, ux = std::sin(e), uy = std::cos(e);
                const Point2 along{ux * cosine - uy * sine, ux * sine + uy * cosine};  // in the base's frame
                double t0 = 0, t1 = 0;
                if (!clipRay(mount, along, m_half, kSlackMm, t0, t1)) continue;  // clearly misses the base
                const double padded = t0;
                if (clipRay(mount, along, m_half, 0.0, t0, t1)) {
                    const double middle = (t0 + t1) / 2;
                    const double mx = mount.x + middle * along.x, my = mount.y + middle * along.y;
                    if (std::abs(mx) < m_half.x - kSlackMm && std::abs(my) < m_half.y - kSlackMm) {
                        distance = std::min(distance, t0);  // runs clearly through the base
                        continue;
                    }
                }
                grazing = std::min(grazing, padded);
            }
            // An edge that only grazes the base is harmless when the other enters clearly nearer.
            if (std::isfinite(grazing) && grazing <= distance + kSlackMm) return std::nullopt;
            if (!std::isfinite(distance)) return Range::Out;  // no part of the base in the arc
        }
    }
    if (distance < m_zone.shortReach - kSlackMm) return Range::Short;
    if (distance <= m_zone.shortReach + kSlackMm) return std::nullopt;
    if (distance < m_zone.longReach - kSlackMm) return Range::Long;
    if (distance > m_zone.longReach + kSlackMm) return Range::Out;
    return std::nullopt;
}

const FirePlace& FireMapSide::place(int phase, std::size_t plan) const {
    const auto k = static_cast<std::size_t>(std::clamp(phase, 1, 3) - 1);
    return places[k][placeOf[k].at(plan)];
}

const FireMapPhaseStats& FireMap::stats(int phase) const {
    return m_stats.at(static_cast<std::size_t>(phase - 1));
}

std::uint8_t FireMap::cell(int phase, FireDirection direction, std::size_t placeA, std::size_t placeB) const {
    const auto k = static_cast<std::size_t>(phase - 1);
    const auto& cells = direction == FireDirection::AOnB ? m_aOnB.at(k) : m_bOnA.at(k);
    return cells[placeA * m_b.places[k].size() + placeB];
}

const std::uint8_t* FireMap::row(int phase, FireDirection direction, std::size_t placeA) const {
    const auto k = static_cast<std::size_t>(phase - 1);
    const auto& cells = direction == FireDirection::AOnB ? m_aOnB.at(k) : m_bOnA.at(k);
    return cells.data() + placeA * m_b.places[k].size();
}

PhaseShots FireMap::placeShot(int phase, std::size_t placeA, std::size_t placeB) const {
    return {bestOf(cell(phase, FireDirection::AOnB, placeA, placeB)),
            bestOf(cell(phase, FireDirection::BOnA, placeA, placeB))};
}

Range FireMap::placeWeaponShot(int phase, FireDirection direction, std::size_t weapon, std::size_t placeA,
                               std::size_t placeB) const {
    return rangeOfBits((static_cast<unsigned>(cell(phase, direction, placeA, placeB)) >> (2 * weapon)) & 3U);
}

PhaseShots FireMap::shot(int phase, std::size_t planA, std::size_t planB) const {
    const auto k = static_cast<std::size_t>(phase - 1);
    return placeShot(phase, m_a.placeOf.at(k).at(planA), m_b.placeOf.at(k).at(planB));
}

Range FireMap::weaponShot(int phase, FireDirection direction, std::size_t weapon, std::size_t planA,
                          std::size_t planB) const {
    const auto k = static_cast<std::size_t>(phase - 1);
    return placeWeaponShot(phase, direction, weapon, m_a.placeOf.at(k).at(planA), m_b.placeOf.at(k).at(planB));
}

FireMap buildFireMap(const GameData& data, const RuleOptions& rules, const GameState& state, std::string_view a,
                     std::string_view b) {
    if (a == b) throw std::invalid_argument("a fire map needs two airplanes, not \"" + std::string(a) + "\" twice");
    FireMap map;
    std::array<Flown, 2> flown;
    std::array<FireMapSide*, 2> sides{&map.m_a, &map.m_b};
    const std::array<std::string_view, 2> ids{a, b};
    for (std::size_t i = 0; i < 2; ++i) {
        const AircraftState& airplane = state.airplane(ids[i]);
        const Flyer flyer = flyerOf(data, airplane, rules);
        if (flyer.type.weapons.size() > FireMap::kMaxWeapons)
            throw std::invalid_argument("airplane " + airplane.id + " has more weapons than a fire map holds");
        Flown& side = flown[i];
        side.start = &airplane;
        side.type = &flyer.type;
        side.geometry = &geometryOf(data, flyer.type);
        FireMapSide& out = *sides[i];
        out.aircraft = airplane.id;
        out.weapons.reserve(flyer.type.weapons.size());
        for (const Weapon& weapon : flyer.type.weapons) out.weapons.push_back(weapon.id);
        out.plans = legalPlans(flyer, airplane);
        flyPlans(flyer, rules, state.table, out, side);
    }

    // The overlap of the two as the engine keeps it after the moves (OVL-01),
    // asked only of place pairs that reach the polygon test.
    const Footprint overlapShape = footprintOf(rules.overlapShape);
    const OverlapPair pairIds =
        a < b ? OverlapPair{std::string(a), std::string(b)} : OverlapPair{std::string(b), std::string(a)};
    for (std::size_t k = 0; k < 3; ++k) {
        const std::vector<AircraftState>& placesA = flown[0].states[k];
        const std::vector<AircraftState>& placesB = flown[1].states[k];
        const PhaseShooter aShoots(data, rules, flown[0], flown[1], k);
        const PhaseShooter bShoots(data, rules, flown[1], flown[0], k);
        FireMapPhaseStats& stats = map.m_stats[k];
        stats.placePairs = placesA.size() * placesB.size();
        stats.weaponTests = stats.placePairs * (aShoots.weapons() + bShoots.weapons());
        auto& aOnB = map.m_aOnB[k];
        auto& bOnA = map.m_bOnA[k];
        aOnB.assign(stats.placePairs, 0);
        bOnA.assign(stats.placePairs, 0);
        std::vector<OverlapPair> overlaps;
        // One weapon's shot, 0 none, 1 long, 2 short: the prefilter, then
        // (apart) the sure range, then the polygon test.
        auto decide = [&](const PhaseShooter& shooter, std::size_t s, std::size_t w, std::size_t t,
                          const AircraftState& placeA, const AircraftState& placeB) -> unsigned {
            if (shooter.surelyNoShot(s, w, t)) return 0;
            const bool overlapping = footprintsOverlap(placeA.pose, *flown[0].geometry, overlapShape, placeB.pose,
                                                       *flown[1].geometry, overlapShape);
            unsigned bits = 0;
            // OVL-01: overlapping airplanes do not fire at each other (only
            // FIRE-13's exception, which the polygon test weighs, lets them).
            const std::optional<Range> sure = !overlapping ? shooter.sureRange(s, w, t)
                                              : rules.fireWhileOverlapping == FireWhileOverlapping::Never
                                                  ? std::optional<Range>(Range::Out)
                                                  : std::nullopt;
            if (sure) {
                ++stats.sure;
                bits = *sure == Range::Short ? 2 : *sure == Range::Long ? 1 : 0;
            } else {
                ++stats.polygonTests;
                overlaps.clear();
                if (overlapping) overlaps.push_back(pairIds);
                bits = shooter.polygonShot(s, w, t, overlaps);
            }
            stats.shots += bits != 0 ? 1 : 0;
            return bits;
        };
        // One direction into `cells`, row-major over (place of A, place of B).
        const std::size_t columns = placesB.size();
        const auto fill = [&](const PhaseShooter& shooter, std::size_t shooters, bool shooterIsA,
                              std::vector<std::uint8_t>& cells) {
            for (std::size_t s = 0; s < shooters; ++s)
                for (std::size_t w = 0; w < shooter.weapons(); ++w)
                    shooter.forTargetsNear(s, w, [&](std::size_t t) {
                        const std::size_t i = shooterIsA ? s : t, j = shooterIsA ? t : s;
                        auto& cell = cells[i * columns + j];
                        cell = static_cast<std::uint8_t>(cell |
                                                         (decide(shooter, s, w, t, placesA[i], placesB[j]) << (2 * w)));
                    });
        };
        fill(aShoots, placesA.size(), true, aOnB);
        fill(bShoots, placesB.size(), false, bOnA);
        stats.prefiltered = stats.weaponTests - stats.sure - stats.polygonTests;
    }
    return map;
}

}  // namespace jasta
