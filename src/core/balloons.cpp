#include "jasta/rules/balloons.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "jasta/data/geometry_spec.hpp"
#include "jasta/rules/collisions.hpp"

namespace jasta {

BalloonHeight winchedOneCounter(BalloonHeight height) {
    if (onTheGround(height)) return {0, 0};
    if (height.climb > 0) return {height.altitude, height.climb - 1};
    return {height.altitude - 1, kBalloonCountersPerLevel - 1};
}

std::vector<Point2> balloonCardOnTable(const Pose& pose, double width, double length) {
    const double x = width / 2, y = length / 2;
    std::vector<Point2> corners{{-x, y}, {x, y}, {x, -y}, {-x, -y}};
    for (Point2& corner : corners) corner = toTable(pose, corner);
    return corners;
}

BalloonSpecial balloonSpecial(Special special) {
    switch (special) {
        case Special::Fire:
            return BalloonSpecial::Flames;
        case Special::Explosion:
            return BalloonSpecial::Explosion;
        default:
            return BalloonSpecial::None;
    }
}

BalloonFate balloonFate(int damage, int structure, int flames, BalloonSpecial special) {
    if (special == BalloonSpecial::Explosion) return BalloonFate::Exploded;
    if (structure <= 0 || damage < structure) return BalloonFate::Standing;
    // The card that brought it down may be the one that set it alight.
    const bool burning = flames > 0 || special == BalloonSpecial::Flames;
    return burning ? BalloonFate::Exploded : BalloonFate::Removed;
}

char balloonBlastDeck(BalloonBlastHit hit) {
    switch (hit) {
        case BalloonBlastHit::OnCard:
            return 'C';
        case BalloonBlastHit::Near:
            return 'A';
        case BalloonBlastHit::None:
            break;
    }
    return 0;
}

BalloonBlastHit balloonBlastHit(const std::vector<Point2>& balloonCard, int balloonAltitude,
                                const AircraftState& airplane, const GeometrySpec& geometry, Footprint footprint,
                                double rulerMm) {
    if (!airplane.takesPart() || airplane.altitude != balloonAltitude) return BalloonBlastHit::None;
    const auto shape = footprintOnTable(airplane.pose, geometry, footprint);
    if (polygonsOverlap(shape, balloonCard)) return BalloonBlastHit::OnCard;
    if (polygonGapMm(shape, balloonCard) <= kBalloonBlastRulers * rulerMm) return BalloonBlastHit::Near;
    return BalloonBlastHit::None;
}

BalloonContact balloonContact(const AircraftState& airplane, const GeometrySpec& geometry, const AircraftState& balloon,
                              const GeometrySpec& balloonGeometry, const RuleOptions& rules) {
    if (!airplane.takesPart()) return BalloonContact::None;  // WX-01: not in the clouds
    const auto card = footprintOnTable(balloon.pose, balloonGeometry, Footprint::Base);
    // BAL-07: under it (a lower level: "altitude" is the level, as in BAL-05),
    // its airplane card over (almost) the whole balloon card.
    if (airplane.altitude < balloon.altitude) {
        const auto airplaneCard = footprintOnTable(airplane.pose, geometry, Footprint::Card);
        return sharedAreaShare(card, airplaneCard) >= kUnderBalloonShare ? BalloonContact::Cables
                                                                         : BalloonContact::None;
    }
    switch (rules.balloonCollision) {
        case BalloonCollision::S002Unavoidable:
            // BAL-06: a collision as the collision options find one, never avoided.
            if (collisionFootprintsMeet(airplane.pose, geometry, balloon.pose, balloonGeometry,
                                        rules.collisionGeometry) &&
                collisionAltitudeAllows(airplane, balloon, rules.collisionAltitudeTest))
                return BalloonContact::Collision;
            return BalloonContact::None;
        case BalloonCollision::S003OverlapThird: {
            // BAL-05: more than a third of its base over the card, and both
            // at one level with climb counters, or both without.
            const auto base = footprintOnTable(airplane.pose, geometry, Footprint::Base);
            if (sharedAreaShare(base, card) > kBalloonCollisionShare &&
                collisionAltitudeAllows(airplane, balloon, CollisionAltitudeTest::SameLevelCounterParity))
                return BalloonContact::Collision;
            return BalloonContact::None;
        }
    }
    return BalloonContact::None;
}

const char* balloonContactRule(BalloonContact contact, BalloonCollision option) {
    if (contact == BalloonContact::Cables) return "BAL-07";
    return option == BalloonCollision::S002Unavoidable ? "BAL-06" : "BAL-05";
}

// --- BAL-08: barrage nets ---

namespace {

// Plane helpers, mm.
Point2 netMinus(Point2 a, Point2 b) {
    return {a.x - b.x, a.y - b.y};
}
double netCross(Point2 a, Point2 b) {
    return a.x * b.y - a.y * b.x;
}
double netDot(Point2 a, Point2 b) {
    return a.x * b.x + a.y * b.y;
}

// Where a ray from `from` along `direction` leaves a width x height table
// (from inside it; a point outside is first brought to the edge).
Point2 tableEdgeAlong(Point2 from, Point2 direction, double width, double height) {
    double exit = std::numeric_limits<double>::infinity();
    if (direction.x > 0) exit = std::min(exit, (width - from.x) / direction.x);
    if (direction.x < 0) exit = std::min(exit, -from.x / direction.x);
    if (direction.y > 0) exit = std::min(exit, (height - from.y) / direction.y);
    if (direction.y < 0) exit = std::min(exit, -from.y / direction.y);
    if (!std::isfinite(exit) || exit < 0) return from;
    return {from.x + exit * direction.x, from.y + exit * direction.y};
}

// The signed distance, mm, of `point` from the line of `stretch` (positive to
// the left going from `from` to `to`), and the stretch's length.
double sideOf(const NetStretch& stretch, Point2 point) {
    const Point2 along = netMinus(stretch.to, stretch.from);
    const double length = std::hypot(along.x, along.y);
    return length > 0 ? netCross(along, netMinus(point, stretch.from)) / length : 0;
}

// Where along the stretch (0 = from, 1 = to) the segment a-b crosses its
// line; nothing when a and b are on one side of it.
std::optional<double> crossingAlong(const NetStretch& stretch, Point2 a, Point2 b) {
    const double sa = sideOf(stretch, a), sb = sideOf(stretch, b);
    if ((sa > 0 && sb > 0) || (sa < 0 && sb < 0) || sa == sb) return std::nullopt;
    const double t = sa / (sa - sb);
    const Point2 at{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
    const Point2 along = netMinus(stretch.to, stretch.from);
    const double length2 = netDot(along, along);
    return length2 > 0 ? netDot(netMinus(at, stretch.from), along) / length2 : 0;
}

}  // namespace

std::vector<NetStretch> netStretches(const std::vector<NetPost>& posts, bool ring, double tableWidth,
                                     double tableHeight) {
    std::vector<NetStretch> stretches;
    const std::size_t n = posts.size();
    if (n < 2) return stretches;
    const std::size_t between = ring ? n : n - 1;
    for (std::size_t i = 0; i < between; ++i) {
        const NetPost& a = posts[i];
        const NetPost& b = posts[(i + 1) % n];
        if (a.aloft && b.aloft) stretches.push_back({a.at, b.at, std::min(a.altitude, b.altitude)});
    }
    if (!ring && tableWidth > 0 && tableHeight > 0) {
        // A barrage line goes on from each end balloon to the table edge.
        const auto toEdge = [&](const NetPost& end, const NetPost& neighbour) {
            const Point2 d = netMinus(end.at, neighbour.at);
            const double length = std::hypot(d.x, d.y);
            if (!end.aloft || length <= 0) return;
            const Point2 edge = tableEdgeAlong(end.at, {d.x / length, d.y / length}, tableWidth, tableHeight);
            if (edge.x != end.at.x || edge.y != end.at.y) stretches.push_back({end.at, edge, end.altitude});
        };
        toEdge(posts.front(), posts[1]);
        toEdge(posts.back(), posts[n - 2]);
    }
    return stretches;
}

double shareBeyondNet(const NetStretch& stretch, const std::vector<Point2>& card, Point2 start) {
    const Point2 along = netMinus(stretch.to, stretch.from);
    const double length = std::hypot(along.x, along.y);
    if (length <= 0 || card.size() < 3) return 0;
    // The far side as a quadrilateral much larger than any table.
    constexpr double kFar = 1e6;  // mm
    const Point2 u{along.x / length, along.y / length};
    Point2 away{-u.y, u.x};  // the left of the stretch
    double startSide = sideOf(stretch, start);
    if (startSide == 0) {  // it started on the line: the smaller part is the one across
        double cardSide = 0;
        for (const Point2& corner : card) cardSide += sideOf(stretch, corner);
        startSide = cardSide;
    }
    if (startSide > 0) away = {-away.x, -away.y};
    const Point2 a{stretch.from.x - kFar * u.x, stretch.from.y - kFar * u.y};
    const Point2 b{stretch.to.x + kFar * u.x, stretch.to.y + kFar * u.y};
    const std::vector<Point2> farSide{
        a, b, {b.x + kFar * away.x, b.y + kFar * away.y}, {a.x + kFar * away.x, a.y + kFar * away.y}};
    return sharedAreaShare(card, farSide);
}

NetContact netContact(const NetStretch& stretch, int altitude, const std::vector<Point2>& card, Point2 start,
                      Point2 end) {
    if (altitude > stretch.altitude || card.size() < 3) return NetContact::None;
    // Right through it in one maneuver: the base centre crossed the stretch.
    if (const auto through = crossingAlong(stretch, start, end);
        through && *through >= 0 && *through <= 1 && sideOf(stretch, start) != 0 && sideOf(stretch, end) != 0)
        return NetContact::Through;
    // Lying across it: the card's edges cross the net's line within the stretch.
    double first = std::numeric_limits<double>::infinity(), last = -first;
    for (std::size_t i = 0; i < card.size(); ++i) {
        if (const auto t = crossingAlong(stretch, card[i], card[(i + 1) % card.size()])) {
            first = std::min(first, *t);
            last = std::max(last, *t);
        }
    }
    if (first > last || last < 0 || first > 1) return NetContact::None;
    const double across = shareBeyondNet(stretch, card, start);
    if (across <= 0) return NetContact::None;  // only touching the line with an edge
    return across > kNetThroughShare ? NetContact::Through : NetContact::Touching;
}

}  // namespace jasta
