#include "jasta/rules/tailing.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "jasta/data/game_data.hpp"
#include "jasta/data/geometry_spec.hpp"

namespace jasta {

namespace {

// Geometric slack in mm: far below anything a player could measure, far above
// the rounding of the pose transforms.
constexpr double kEps = 1e-6;

// A base on the table: the rectangle centred on the pose, its length along
// the heading (as footprintOutline(Footprint::Base)).
// The heading's sine and cosine are kept: the s003 search transforms many
// points into each base's frame.
struct Base {
    const AircraftState* state = nullptr;
    const GeometrySpec* geometry = nullptr;
    double halfWidth = 0;   // mm, across the heading
    double halfLength = 0;  // mm, along the heading
    double sinH = 0, cosH = 1;

    // As toLocal(state->pose, table): +x right, +y forward, mm from the centre.
    [[nodiscard]] Point2 local(Point2 table) const {
        const double dx = table.x - state->pose.x, dy = table.y - state->pose.y;
        return {dx * cosH - dy * sinH, dx * sinH + dy * cosH};
    }
    [[nodiscard]] Point2 onTable(Point2 local) const { return toTable(state->pose, local); }
};

Base baseOf(const GameData& data, const AircraftState& state) {
    const GeometrySpec* geometry = &airplaneGeometry(data, state);
    const double h = state.pose.heading * std::numbers::pi / 180.0;
    return {&state, geometry, geometry->baseWidth.value / 2, geometry->baseLength.value / 2, std::sin(h), std::cos(h)};
}

const std::string& who(const AircraftState& state) {
    return state.name.empty() ? state.id : state.name;
}

Point2 lerp(Point2 a, Point2 b, double t) {
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}
double length(Point2 a, Point2 b) {
    return std::hypot(b.x - a.x, b.y - a.y);
}

// Liang-Barsky: the part [t0, t1] of the segment a->b (parameters in [0, 1])
// that lies in the closed base, or nothing.
std::optional<std::pair<double, double>> clip(const Base& base, Point2 a, Point2 b) {
    const Point2 la = base.local(a);
    const Point2 lb = base.local(b);
    const double dx = lb.x - la.x, dy = lb.y - la.y;
    double t0 = 0, t1 = 1;
    // Each side as p * t <= q.
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {la.x + base.halfWidth, base.halfWidth - la.x, la.y + base.halfLength, base.halfLength - la.y};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return std::nullopt;  // parallel to that side and outside it
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1) return std::nullopt;
    }
    return std::pair{t0, t1};
}

// True when the segment passes through the inside of the base. A chord of a
// convex shape whose midpoint lies on the outline lies wholly on it, so
// grazing a corner or running along an edge is not crossing.
bool crosses(const Base& base, Point2 a, Point2 b) {
    const auto part = clip(base, a, b);
    if (!part) return false;
    const auto [t0, t1] = *part;
    if ((t1 - t0) * length(a, b) <= kEps) return false;
    const Point2 middle = base.local(lerp(a, b, (t0 + t1) / 2));
    return std::abs(middle.x) < base.halfWidth - kEps && std::abs(middle.y) < base.halfLength - kEps;
}

// Which side of the base a point of its outline is on, in the base's frame.
BaseSide sideAt(const Base& base, Point2 table) {
    const Point2 local = base.local(table);
    // Corners count as front or rear: the ruler passes that side's end.
    if (std::abs(local.y - base.halfLength) <= kEps) return BaseSide::Front;
    if (std::abs(local.y + base.halfLength) <= kEps) return BaseSide::Rear;
    return local.x > 0 ? BaseSide::Right : BaseSide::Left;
}

// The first base on the table, other than `skipA` and `skipB` (either may be
// null), whose inside the segment crosses.
const Base* firstBlocker(const std::vector<Base>& table, Point2 a, Point2 b, const AircraftState* skipA,
                         const AircraftState* skipB) {
    for (const auto& base : table) {
        if (base.state == skipA || base.state == skipB) continue;
        if (crosses(base, a, b)) return &base;
    }
    return nullptr;
}

// What the geometry option measured: the verdict (Possible or why not) and
// its facts.
struct Measure {
    TailVerdict verdict = TailVerdict::Possible;
    double distance = 0;
    Point2 from, to;
    BaseSide side = BaseSide::Front;  // LeavesNotFront, EntersNotRear
    const Base* blocker = nullptr;    // Blocked, SidesBlocked
};

// s002 (stand to stand) and s004 (centre to centre): one segment, checked.
Measure measureLine(const Base& pursuer, const Base& target, const std::vector<Base>& table, Point2 from, Point2 to,
                    double reach) {
    Measure m;
    m.from = from;
    m.to = to;
    m.distance = length(from, to);
    if (m.distance > reach + kEps) {
        m.verdict = TailVerdict::TooFar;
        return m;
    }
    // Where it leaves the pursuer's base and enters the target's.
    const auto out = clip(pursuer, from, to);
    const auto in = clip(target, from, to);
    if (!out || out->second >= 1 - kEps || !in || in->first <= kEps) {
        m.verdict = TailVerdict::StandsInside;
        return m;
    }
    m.side = sideAt(pursuer, lerp(from, to, out->second));
    if (m.side != BaseSide::Front) {
        m.verdict = TailVerdict::LeavesNotFront;
        return m;
    }
    m.side = sideAt(target, lerp(from, to, in->first));
    if (m.side != BaseSide::Rear) {
        m.verdict = TailVerdict::EntersNotRear;
        return m;
    }
    if ((m.blocker = firstBlocker(table, from, to, pursuer.state, target.state)) != nullptr) {
        m.verdict = TailVerdict::Blocked;
        return m;
    }
    return m;
}

// The closest points of segments p0-p1 and q0-q1, as parameters (s, u).
std::pair<double, double> closestParameters(Point2 p0, Point2 p1, Point2 q0, Point2 q1) {
    const Point2 d1{p1.x - p0.x, p1.y - p0.y}, d2{q1.x - q0.x, q1.y - q0.y}, r{p0.x - q0.x, p0.y - q0.y};
    const double a = d1.x * d1.x + d1.y * d1.y, e = d2.x * d2.x + d2.y * d2.y;
    const double b = d1.x * d2.x + d1.y * d2.y, c = d1.x * r.x + d1.y * r.y, f = d2.x * r.x + d2.y * r.y;
    const double denominator = a * e - b * b;
    double s = denominator > 1e-12 ? std::clamp((b * f - c * e) / denominator, 0.0, 1.0) : 0.0;
    double u = (b * s + f) / e;
    if (u < 0) {
        u = 0;
        s = std::clamp(-c / a, 0.0, 1.0);
    } else if (u > 1) {
        u = 1;
        s = std::clamp((b - c) / a, 0.0, 1.0);
    }
    return {s, u};
}

// Where the line through a and b meets the line p0-p1, as a parameter of p0-p1.
std::optional<double> lineMeets(Point2 a, Point2 b, Point2 p0, Point2 p1) {
    auto cross = [](Point2 v, Point2 w) { return v.x * w.y - v.y * w.x; };
    const Point2 d{b.x - a.x, b.y - a.y}, e{p1.x - p0.x, p1.y - p0.y};
    const double denominator = cross(e, d);
    if (std::abs(denominator) < 1e-12) return std::nullopt;  // parallel
    return cross({a.x - p0.x, a.y - p0.y}, d) / denominator;
}

// s003: some segment from the pursuer's front side to the target's rear side,
// at most `reach` long, crossing no base (the two involved included), that
// leaves the front side forwards and meets the rear side from behind: its far
// end is not behind the line of the pursuer's front side, its near end not
// ahead of the line of the target's rear side. Without that, a ruler from the
// front corner could run back past the pursuer's own flank to an airplane
// behind it; with it, it can never cut through either of the two bases.
//
// Those two conditions keep a stretch of each side (each depends on one end
// only). On them the candidates are the closest pair of points, a 17 x 17 grid,
// and every line through two corners of bases or ends of the stretches (a
// segment that slips between bases can be slid until it grazes two of those
// points, so these lines find every gap however narrow). The shortest
// candidate that crosses nothing wins.
Measure measureSides(const Base& pursuer, const Base& target, const std::vector<Base>& table, double reach) {
    Measure m;
    Point2 f0 = pursuer.onTable({-pursuer.halfWidth, pursuer.halfLength});
    Point2 f1 = pursuer.onTable({pursuer.halfWidth, pursuer.halfLength});
    Point2 r0 = target.onTable({-target.halfWidth, -target.halfLength});
    Point2 r1 = target.onTable({target.halfWidth, -target.halfLength});

    // The stretch of p0-p1 whose points lie at `minimum` or more along the
    // affine measure `along` (the forward distance in one base's frame).
    auto keep = [](Point2& p0, Point2& p1, double a0, double a1, double minimum) {
        const bool keep0 = a0 >= minimum - kEps, keep1 = a1 >= minimum - kEps;
        if (keep0 && keep1) return true;
        if (!keep0 && !keep1) return false;
        const Point2 cut = lerp(p0, p1, (minimum - a0) / (a1 - a0));
        (keep0 ? p1 : p0) = cut;
        return true;
    };
    // The rear side's points not behind the pursuer's front line; the front
    // side's points not ahead of the target's rear line (the target's -y).
    const bool rearFaces = keep(r0, r1, pursuer.local(r0).y, pursuer.local(r1).y, pursuer.halfLength);
    const bool frontFaces = keep(f0, f1, -target.local(f0).y, -target.local(f1).y, target.halfLength);
    if (!rearFaces || !frontFaces) {
        m.verdict = TailVerdict::NoFacingSides;
        return m;
    }

    struct Candidate {
        double distance;
        double s, u;
    };
    std::vector<Candidate> candidates;
    auto add = [&](double s, double u) {  // only the ones within reach
        if (s < -kEps || s > 1 + kEps || u < -kEps || u > 1 + kEps) return;
        s = std::clamp(s, 0.0, 1.0);
        u = std::clamp(u, 0.0, 1.0);
        const double distance = length(lerp(f0, f1, s), lerp(r0, r1, u));
        if (distance <= reach + kEps) candidates.push_back({distance, s, u});
    };
    const auto [bestS, bestU] = closestParameters(f0, f1, r0, r1);
    m.from = lerp(f0, f1, bestS);
    m.to = lerp(r0, r1, bestU);
    m.distance = length(m.from, m.to);
    if (m.distance > reach + kEps) {
        m.verdict = TailVerdict::TooFar;
        return m;
    }
    // Usually nothing is in the way of the shortest ruler of all.
    const Base* firstInTheWay = firstBlocker(table, m.from, m.to, nullptr, nullptr);
    if (firstInTheWay == nullptr) return m;

    constexpr int kGrid = 16;
    for (int i = 0; i <= kGrid; ++i)
        for (int j = 0; j <= kGrid; ++j) add(double(i) / kGrid, double(j) / kGrid);
    std::vector<Point2> points{f0, f1, r0, r1};
    for (const auto& base : table)
        for (double x : {-base.halfWidth, base.halfWidth})
            for (double y : {-base.halfLength, base.halfLength}) points.push_back(base.onTable({x, y}));
    for (std::size_t i = 0; i < points.size(); ++i)
        for (std::size_t j = i + 1; j < points.size(); ++j) {
            const auto s = lineMeets(points[i], points[j], f0, f1);
            const auto u = lineMeets(points[i], points[j], r0, r1);
            if (s && u) add(*s, *u);
        }
    // Shortest first; ties by position so the answer never depends on the sort.
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        if (a.distance != b.distance) return a.distance < b.distance;
        return a.s != b.s ? a.s < b.s : a.u < b.u;
    });
    for (const auto& candidate : candidates) {
        const Point2 a = lerp(f0, f1, candidate.s), b = lerp(r0, r1, candidate.u);
        if (firstBlocker(table, a, b, nullptr, nullptr) == nullptr) {
            m.from = a;
            m.to = b;
            m.distance = candidate.distance;
            return m;
        }
    }
    m.verdict = TailVerdict::SidesBlocked;
    m.blocker = firstInTheWay;
    return m;
}

const char* geometryRule(TailGeometry geometry) {
    switch (geometry) {
        case TailGeometry::S002:
            return "TAIL-01";
        case TailGeometry::S003:
            return "TAIL-08";
        case TailGeometry::S004:
            return "TAIL-10";
    }
    return "TAIL-01";
}

const char* altitudeRule(TailGeometry geometry) {
    return geometry == TailGeometry::S002 ? "TAIL-02" : geometryRule(geometry);
}

}  // namespace

TailCheck checkTail(const GameData& data, const RuleOptions& rules, const AircraftState& pursuer,
                    const AircraftState& target, const std::vector<AircraftState>& aircraft,
                    const std::vector<OverlapPair>& overlaps) {
    TailCheck result;
    result.pursuer = pursuer.id;
    result.target = target.id;
    result.pursuerName = who(pursuer);
    result.targetName = who(target);
    result.geometry = rules.tailGeometry;
    result.pursuerStatus = pursuer.status;
    result.targetStatus = target.status;
    result.levelsAbove = pursuer.altitude - target.altitude;
    const char* geometryId = geometryRule(rules.tailGeometry);
    auto refuse = [&](std::vector<std::string> ids, TailVerdict verdict) {
        result.rules = std::move(ids);
        result.verdict = verdict;
        return result;
    };

    if (!rules.tailingEnabled) return refuse({"CONF-14"}, TailVerdict::TailingOff);
    if (pursuer.id == target.id) return refuse({geometryId}, TailVerdict::Itself);
    if (!pursuer.inPlay()) return refuse({geometryId}, TailVerdict::PursuerNotFlying);
    if (!target.inPlay()) return refuse({geometryId}, TailVerdict::TargetNotFlying);
    result.pursuerInCloud = pursuer.inCloud;
    if (pursuer.inCloud || target.inCloud) return refuse({"TAIL-13", "WX-01"}, TailVerdict::InCloud);
    if (sameTeam(pursuer, target)) return refuse({geometryId}, TailVerdict::SameSide);

    const Base pursuerBase = baseOf(data, pursuer);
    const Base targetBase = baseOf(data, target);
    const AircraftType& pursuerType = *data.aircraftType(pursuer.type);

    if (rules.tailBlockMultiEngine && pursuerType.multiEngine)
        return refuse({"TAIL-07", "CONF-13"}, TailVerdict::MultiEngine);
    if (rules.tailBlockFire && pursuer.flames > 0) return refuse({"TAIL-11", "DMG-09", "CONF-13"}, TailVerdict::OnFire);
    if (rules.tailBlockSmoke && pursuer.smoke > 0)
        return refuse({"TAIL-12", "DMG-03", "CONF-13"}, TailVerdict::Smoking);
    if (rules.tailBlockSmoke && pursuer.flames > 0)  // DMG-09: a burning airplane smokes too
        return refuse({"TAIL-12", "DMG-03", "DMG-09", "CONF-13"}, TailVerdict::SmokingFromFire);
    if (rules.tailBreakOnDamage == TailBreakOnDamage::DamagedOnPhase3 && pursuer.damagedInPhase3)
        return refuse({"TAIL-09", "CONF-13"}, TailVerdict::HitInPhase3);
    if (rules.tailBreakOnDamage == TailBreakOnDamage::AnyDamage && pursuer.damageThisPhase > 0)
        return refuse({"TAIL-11", "CONF-13"}, TailVerdict::JustHit);
    if (inOverlap(overlaps, pursuer.id, target.id)) return refuse({"OVL-03"}, TailVerdict::Overlapping);

    // TAIL-02/08/10, CONF-10: the target at the pursuer's level or one below.
    const int above = result.levelsAbove;
    if (above < 0) return refuse({altitudeRule(rules.tailGeometry), "CONF-10"}, TailVerdict::Below);
    if (above > 1) return refuse({altitudeRule(rules.tailGeometry), "CONF-10"}, TailVerdict::TooHigh);
    result.rulerMm = pursuerBase.geometry->rulerLength.value;
    result.halved = above == 1 && rules.tailAltDistanceHalving;
    result.reachMm = result.halved ? result.rulerMm / 2 : result.rulerMm;

    // Every base on the table blocks, at any altitude; the two involved are
    // taken from the arguments whether or not `aircraft` lists them.
    std::vector<Base> table;
    for (const auto& state : aircraft)
        if ((state.takesPart() || state.onGround()) && state.id != pursuer.id && state.id != target.id)
            table.push_back(baseOf(data, state));
    table.push_back(pursuerBase);
    table.push_back(targetBase);
    const Base& pursuerOnTable = table[table.size() - 2];
    const Base& targetOnTable = table.back();

    Measure measure;
    switch (rules.tailGeometry) {
        case TailGeometry::S002: {
            const GeometrySpec& pg = *pursuerBase.geometry;
            const GeometrySpec& tg = *targetBase.geometry;
            measure = measureLine(pursuerOnTable, targetOnTable, table,
                                  toTable(pursuer.pose, {pg.standX.value, pg.standY.value}),
                                  toTable(target.pose, {tg.standX.value, tg.standY.value}), result.reachMm);
            break;
        }
        case TailGeometry::S003:
            measure = measureSides(pursuerOnTable, targetOnTable, table, result.reachMm);
            break;
        case TailGeometry::S004:
            measure = measureLine(pursuerOnTable, targetOnTable, table, {pursuer.pose.x, pursuer.pose.y},
                                  {target.pose.x, target.pose.y}, result.reachMm);
            break;
    }
    result.verdict = measure.verdict;
    result.possible = measure.verdict == TailVerdict::Possible;
    result.distanceMm = measure.distance;
    result.rulerFrom = measure.from;
    result.rulerTo = measure.to;
    result.side = measure.side;
    if (measure.blocker != nullptr) {
        result.blocker = measure.blocker->state->id;
        result.blockerName = who(*measure.blocker->state);
    }
    result.rules = {geometryId};
    if (rules.tailGeometry == TailGeometry::S002) result.rules.push_back("TAIL-02");
    result.rules.push_back("CONF-11");
    if (above == 1) result.rules.push_back("CONF-10");
    return result;
}

std::vector<TailCheck> possibleTails(const GameData& data, const RuleOptions& rules,
                                     const std::vector<AircraftState>& aircraft,
                                     const std::vector<OverlapPair>& overlaps) {
    std::vector<TailCheck> tails;
    if (!rules.tailingEnabled) return tails;
    std::vector<const AircraftState*> flying;
    for (const auto& state : aircraft)
        if (state.takesPart()) flying.push_back(&state);  // TAIL-13: nobody tails in or into the clouds
    std::sort(flying.begin(), flying.end(),
              [](const AircraftState* a, const AircraftState* b) { return a->id < b->id; });
    // Every point a tail is measured between (stand, side or centre) lies
    // within this distance of its base's centre (mm).
    std::vector<double> reachOfBase;
    for (const AircraftState* state : flying) {
        const GeometrySpec& g = *baseOf(data, *state).geometry;
        reachOfBase.push_back(std::max(std::hypot(g.baseWidth.value / 2, g.baseLength.value / 2),
                                       std::hypot(g.standX.value, g.standY.value)));
    }
    for (std::size_t i = 0; i < flying.size(); ++i)
        for (std::size_t j = 0; j < flying.size(); ++j) {
            const AircraftState* pursuer = flying[i];
            const AircraftState* target = flying[j];
            if (pursuer == target || sameTeam(*pursuer, *target)) continue;
            // Beyond the whole ruler, whatever the geometry: no tail. Skipped
            // without the full check, which walks every base on the table, so
            // that a phase stays quadratic in the number of airplanes.
            const double ruler = baseOf(data, *pursuer).geometry->rulerLength.value;
            if (std::hypot(target->pose.x - pursuer->pose.x, target->pose.y - pursuer->pose.y) >
                ruler + reachOfBase[i] + reachOfBase[j])
                continue;
            TailCheck check = checkTail(data, rules, *pursuer, *target, aircraft, overlaps);
            if (check.possible) tails.push_back(std::move(check));
        }
    return tails;
}

std::optional<Violation> checkReorder(const Plan& original, const Plan& reordered, int fromCard) {
    constexpr int kCards = static_cast<int>(std::tuple_size_v<decltype(Plan::cards)>);
    Violation refusal{fromCard <= 1 ? "TAIL-03" : "TAIL-04", std::clamp(fromCard, 1, kCards)};
    auto refuse = [&](PlanRefusal why) {
        refusal.refusal = why;
        return refusal;
    };
    if (fromCard < 1 || fromCard > kCards) {
        refusal.number = fromCard;
        return refuse(PlanRefusal::ReorderFromCard);
    }
    if (reordered.declaration != original.declaration) {
        refusal.declaration = original.declaration;
        return refuse(PlanRefusal::ReorderDeclaration);
    }
    for (int i = 0; i < fromCard - 1; ++i)
        if (reordered.cards[i] != original.cards[i]) {
            refusal.number = i + 1;
            return refuse(PlanRefusal::ReorderRevealed);
        }
    // The same cards, each with its own speed marker, in any order.
    std::vector<PlannedCard> before(original.cards.begin() + fromCard - 1, original.cards.end());
    std::vector<PlannedCard> after(reordered.cards.begin() + fromCard - 1, reordered.cards.end());
    auto order = [](const PlannedCard& a, const PlannedCard& b) {
        return std::pair{a.number, static_cast<int>(a.speed)} < std::pair{b.number, static_cast<int>(b.speed)};
    };
    std::sort(before.begin(), before.end(), order);
    std::sort(after.begin(), after.end(), order);
    if (before == after) return std::nullopt;
    const bool sameNumbers =
        std::equal(before.begin(), before.end(), after.begin(), after.end(),
                   [](const PlannedCard& a, const PlannedCard& b) { return a.number == b.number; });
    if (sameNumbers) return refuse(PlanRefusal::ReorderSpeeds);
    for (const auto& card : before) refusal.laid.push_back(card.number);
    for (const auto& card : after) refusal.offered.push_back(card.number);
    return refuse(PlanRefusal::ReorderOtherCards);
}

std::vector<Violation> checkReorderedPlan(const Flyer& flyer, const AircraftState& planned, const Plan& original,
                                          const Plan& reordered, int fromCard) {
    std::vector<Violation> found;
    if (auto refused = checkReorder(original, reordered, fromCard)) {
        found.push_back(std::move(*refused));
        return found;
    }
    for (auto& violation : checkPlan(flyer, planned, reordered))
        if (violation.card >= fromCard) found.push_back(std::move(violation));
    return found;
}

}  // namespace jasta
