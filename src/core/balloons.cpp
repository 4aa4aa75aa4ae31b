#include "jasta/rules/balloons.hpp"

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
    if (!airplane.inPlay() || airplane.altitude != balloonAltitude) return BalloonBlastHit::None;
    const auto shape = footprintOnTable(airplane.pose, geometry, footprint);
    if (polygonsOverlap(shape, balloonCard)) return BalloonBlastHit::OnCard;
    if (polygonGapMm(shape, balloonCard) <= kBalloonBlastRulers * rulerMm) return BalloonBlastHit::Near;
    return BalloonBlastHit::None;
}

BalloonContact balloonContact(const AircraftState& airplane, const GeometrySpec& geometry, const AircraftState& balloon,
                              const GeometrySpec& balloonGeometry, const RuleOptions& rules) {
    if (!airplane.inPlay()) return BalloonContact::None;
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

}  // namespace jasta
