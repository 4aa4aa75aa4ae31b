#pragma once
// Where an airplane stands on the table, and the rigid transforms of the
// table frame (docs/data-format.md: x right, y away from the first player,
// heading 0 = +y, clockwise positive; millimetres and degrees).

#include <array>
#include <cstddef>
#include <cstdint>
#include <numbers>
#include <vector>

#include "jasta/data/maneuver_deck.hpp"

namespace jasta {

struct GeometrySpec;

struct Pose {
    double x = 0;        // mm, centre of the base
    double y = 0;        // mm
    double heading = 0;  // degrees in [0, 360)
    bool operator==(const Pose&) const = default;
};

// Degrees to radians and back (headings and arcs are degrees; std:: trigonometry takes radians).
inline constexpr double kDegToRad = std::numbers::pi / 180.0;
inline constexpr double kRadToDeg = 180.0 / std::numbers::pi;

// Heading folded into [0, 360).
double normalizeHeading(double degrees);
// Smallest angle between two headings, in [0, 180].
double headingDifference(double a, double b);

// A point given in the airplane's frame (+x right, +y forward, mm from the
// base centre) expressed in the table frame.
Point2 toTable(const Pose& pose, Point2 local);
// The inverse: a table point in the airplane's frame.
Point2 toLocal(const Pose& pose, Point2 table);

// MOV-06: put the card at the base's front mark, then put the base's rear
// arrow over the arrowhead. The result is the new centre of the base.
Pose applyCardMove(const Pose& start, const CardMove& move, const GeometrySpec& geometry);

// The sine and cosine of each heading met, worked out once: the plan
// enumeration flies thousands of cards, and a deck turns by a handful of
// angles, so its poses share a few hundred headings at most. The values are
// std::sin and std::cos of the heading in radians, bit for bit.
class HeadingTrig {
public:
    struct Trig {
        double s = 0, c = 0;
    };
    [[nodiscard]] Trig at(double heading);

private:
    // Open addressing on the heading's bits; when the table is 3/4 full, new
    // headings are worked out each time (still exact, only slower).
    static constexpr std::size_t kSlots = 1024;
    static constexpr std::size_t kMaxKnown = kSlots / 4 * 3;
    struct Slot {
        std::uint64_t bits = 0;
        bool used = false;
        Trig trig;
    };
    std::array<Slot, kSlots> m_slots{};
    std::size_t m_known = 0;
};

// applyCardMove for many cards from one start (the plan enumeration moves
// every card of a deck from each pose), the sines and cosines from a
// HeadingTrig shared by every mover of the enumeration. The poses are exactly
// applyCardMove's, bit for bit.
class CardMover {
public:
    CardMover(const Pose& start, const GeometrySpec& geometry, HeadingTrig& trig);
    [[nodiscard]] Pose move(const CardMove& move);

private:
    Pose m_start;
    HeadingTrig::Trig m_startTrig;
    double m_frontMarkY;  // mm
    double m_rearArrowY;  // mm
    HeadingTrig& m_trig;
};

// The card's printed arrow laid on the table from `start`, for drawing and
// animation: points from the front mark to the arrowhead.
std::vector<Point2> cardPathOnTable(const Pose& start, const CardMove& move, const GeometrySpec& geometry);

// Base centres along the move, for animation: the base slides along the arrow
// so that its rear arrow follows the path (the first pose is `start`, the last
// is applyCardMove). `steps` >= 2.
std::vector<Pose> animationPoses(const Pose& start, const CardMove& move, const GeometrySpec& geometry, int steps);

}  // namespace jasta
