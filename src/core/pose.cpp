#include "jasta/state/pose.hpp"

#include <bit>
#include <cmath>
#include <numbers>

#include "jasta/data/geometry_spec.hpp"

namespace jasta {

namespace {

// The sine and cosine of a heading, as toTable uses them.
HeadingTrig::Trig trigOf(double heading) {
    const double h = heading * kDegToRad;
    return {std::sin(h), std::cos(h)};
}

// Clockwise heading: forward = (sin h, cos h), right = (cos h, -sin h).
Point2 toTable(const Pose& pose, HeadingTrig::Trig t, Point2 local) {
    return {pose.x + local.x * t.c + local.y * t.s, pose.y - local.x * t.s + local.y * t.c};
}

// MOV-06 with the sines and cosines given: of the start heading, and
// `trigAt(heading)` of the end heading.
template <class TrigAt>
Pose movedBy(const Pose& start, HeadingTrig::Trig startTrig, const CardMove& move, double frontMarkY, double rearArrowY,
             TrigAt&& trigAt) {
    const Point2 arrowhead = toTable(start, startTrig, {move.dx, frontMarkY + move.dy});
    const double heading = normalizeHeading(start.heading + move.dtheta);
    const Point2 centre = toTable({arrowhead.x, arrowhead.y, heading}, trigAt(heading), {0.0, rearArrowY});
    return {centre.x, centre.y, heading};
}

}  // namespace

double normalizeHeading(double degrees) {
    // A heading plus a card's turn is at most one turn out: the same values as
    // fmod's below without it (x - 360 is exact for x in [360, 720), Sterbenz).
    if (degrees >= 0.0 && degrees < 360.0) return degrees;
    if (degrees >= 360.0 && degrees < 720.0) return degrees - 360.0;
    double result = std::fmod(degrees, 360.0);
    if (result < 0) result += 360.0;
    if (result >= 360.0) result -= 360.0;  // fmod of a tiny negative number
    return result;
}

double headingDifference(double a, double b) {
    const double difference = normalizeHeading(a - b);
    return difference > 180.0 ? 360.0 - difference : difference;
}

Point2 toTable(const Pose& pose, Point2 local) {
    return toTable(pose, trigOf(pose.heading), local);
}

Point2 toLocal(const Pose& pose, Point2 table) {
    const double h = pose.heading * kDegToRad;
    const double s = std::sin(h), c = std::cos(h);
    const double dx = table.x - pose.x, dy = table.y - pose.y;
    return {dx * c - dy * s, dx * s + dy * c};
}

Pose applyCardMove(const Pose& start, const CardMove& move, const GeometrySpec& geometry) {
    return movedBy(start, trigOf(start.heading), move, geometry.frontMarkY.value, geometry.rearArrowY.value, trigOf);
}

HeadingTrig::Trig HeadingTrig::at(double heading) {
    const auto bits = std::bit_cast<std::uint64_t>(heading);
    // Fibonacci hashing: the top bits of the product spread nearby headings.
    constexpr int kShift = 64 - std::countr_zero(kSlots);
    for (std::size_t i = (bits * 0x9E3779B97F4A7C15ULL) >> kShift;; i = (i + 1) % kSlots) {
        Slot& slot = m_slots[i];
        if (slot.used && slot.bits == bits) return slot.trig;
        if (slot.used) continue;
        const Trig trig = trigOf(heading);
        if (m_known < kMaxKnown) {
            slot = {bits, true, trig};
            ++m_known;
        }
        return trig;
    }
}

CardMover::CardMover(const Pose& start, const GeometrySpec& geometry, HeadingTrig& trig)
    : m_start(start),
      m_startTrig(trig.at(start.heading)),
      m_frontMarkY(geometry.frontMarkY.value),
      m_rearArrowY(geometry.rearArrowY.value),
      m_trig(trig) {}

Pose CardMover::move(const CardMove& move) {
    return movedBy(m_start, m_startTrig, move, m_frontMarkY, m_rearArrowY,
                   [this](double heading) { return m_trig.at(heading); });
}

std::vector<Point2> cardPathOnTable(const Pose& start, const CardMove& move, const GeometrySpec& geometry) {
    std::vector<Point2> points;
    points.reserve(move.path.size());
    for (const auto& point : move.path)
        points.push_back(toTable(start, {point.x, geometry.frontMarkY.value + point.y}));
    return points;
}

std::vector<Pose> animationPoses(const Pose& start, const CardMove& move, const GeometrySpec& geometry, int steps) {
    // The centre travels a continuous route: straight ahead to where the
    // front mark was, along the printed arrow (heading turning in proportion
    // to the distance, exact for the circular arcs of banks and turns), then
    // straight ahead by the rear-arrow distance to the new centre.
    std::vector<Point2> route{{0.0, 0.0}};  // card frame, origin at the old front mark
    route.front().y = -geometry.frontMarkY.value;
    for (const auto& point : move.path) route.push_back(point);
    if (move.path.empty()) route.push_back({move.dx, move.dy});
    std::vector<double> along(route.size(), 0.0);
    for (std::size_t i = 1; i < route.size(); ++i)
        along[i] = along[i - 1] + std::hypot(route[i].x - route[i - 1].x, route[i].y - route[i - 1].y);
    const double lead = geometry.frontMarkY.value;
    const double arrow = along.back() - lead;
    const double tail = geometry.rearArrowY.value;
    const double total = lead + arrow + tail;
    steps = std::max(steps, 2);
    std::vector<Pose> poses;
    poses.reserve(static_cast<std::size_t>(steps));
    for (int step = 0; step < steps; ++step) {
        const double distance = total * step / (steps - 1);
        if (step == steps - 1 || total <= 0.0) {
            poses.push_back(step == 0 ? start : applyCardMove(start, move, geometry));
            continue;
        }
        if (distance >= lead + arrow) {  // last leg: straight on along the final heading
            const Pose finish = applyCardMove(start, move, geometry);
            const double back = total - distance;  // still to go
            const Point2 centre = toTable(finish, {0.0, -back});
            poses.push_back({centre.x, centre.y, finish.heading});
            continue;
        }
        std::size_t segment = 1;
        while (segment + 1 < route.size() && along[segment] < distance) ++segment;
        const double length = along[segment] - along[segment - 1];
        const double f = length > 0 ? (distance - along[segment - 1]) / length : 0.0;
        const Point2 local{route[segment - 1].x + f * (route[segment].x - route[segment - 1].x),
                           route[segment - 1].y + f * (route[segment].y - route[segment - 1].y)};
        const double turned = arrow > 0 && distance > lead ? move.dtheta * (distance - lead) / arrow : 0.0;
        // `local` is where the old front mark's reference point now is; the
        // centre sits on it (the base is carried along the route).
        const Point2 centre = toTable(start, {local.x, geometry.frontMarkY.value + local.y});
        poses.push_back({centre.x, centre.y, normalizeHeading(start.heading + turned)});
    }
    return poses;
}

}  // namespace jasta
