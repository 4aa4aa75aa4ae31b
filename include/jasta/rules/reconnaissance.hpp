#pragma once
// Photographs and visual reconnaissance of objectives (issue 16; RCN-01,
// RCN-02) as pure functions. The turn engine asks after each phase's moves,
// before fire (RULES.md §5.3 step 6), for every airplane in the air and
// every objective of the other side.

#include "jasta/rules/overlap.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

struct AircraftState;
struct AircraftType;
struct GeometrySpec;

// Why an airplane does or does not photograph an objective now (RCN-01).
enum class Photo {
    Taken,            // a two-seater at level 2 or lower, just out of a stall, over the red dot
    NotTwoSeater,     // only an observer takes pictures
    ObserverWounded,  // wounded or killed: no more pictures
    TooHigh,          // above level 2
    NotAfterStall,    // the maneuver just flown was not a stall
    NotOverDot,       // its footprint does not cover the red dot
};

// RCN-01 for `airplane` (of `type`, its footprint the overlap option's) and an
// objective whose red dot is at `dot`. The airplane's last flown card is the
// maneuver just made.
Photo photograph(const AircraftState& airplane, const AircraftType& type, const GeometrySpec& geometry,
                 Footprint footprint, Point2 dot);

// RCN-02: how close, mm from the centre of the airplane's base to the nearest point of an
// objective's card, a pass must come at `level`: half a ruler at level 2, a
// whole ruler below it; 0 above level 2 (the rule gives no distance there).
double reconReachMm(int level, double rulerMm);

// The distance, mm, from `from` to the nearest point of a card `width` x
// `length` mm centred on `card` (0 inside it).
double distanceToCard(Point2 from, const Pose& card, double width, double length);

}  // namespace jasta
