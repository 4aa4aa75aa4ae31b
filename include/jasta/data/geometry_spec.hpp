#pragma once
// The physical components the rules measure with, for one era and base size:
// the base, the airplane card, the range ruler, the firing arcs and the
// airplane's outline.
// All lengths in millimetres, all angles in degrees (docs/data-format.md).

#include <string>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/base/measured.hpp"
#include "jasta/data/maneuver_deck.hpp"

namespace jasta {

struct GeometrySpec {
    std::string id;
    Era era = Era::Ww1;
    std::string description;
    std::string file;  // where it was loaded from, for messages

    Measured<double> baseWidth;           // mm, across the wings' direction
    Measured<double> baseLength;          // mm, along the heading
    Measured<double> standX;              // mm from the base centre, base frame (+x right)
    Measured<double> standY;              // mm from the base centre, base frame (+y forward)
    Measured<double> frontMarkY;          // mm ahead of the centre where a card's arrow starts
    Measured<double> rearArrowY;          // mm behind the centre, placed over the arrowhead
    Measured<double> cardWidth;           // mm, airplane card footprint
    Measured<double> cardLength;          // mm
    Measured<double> rulerLength;         // mm
    Measured<double> rulerHalfMark;       // mm from the ruler's start: end of short range
    Measured<double> frontArcHalfAngle;   // degrees either side of the heading
    Measured<double> rearArcHalfAngle;    // degrees either side of the tail direction
    Measured<double> rearDeadAngleReach;  // mm; wedge through the base's rear corners (FIRE-17)

    // The airplane seen from above as one simple polygon (COL-02a, FIRE-22):
    // mm from the stand, base frame (+x right, +y forward), at least 3
    // points, not closed (the last point joins the first).
    std::vector<Point2> silhouetteOutline;
    std::string silhouetteSource;
    bool silhouetteEstimate = false;
};

}  // namespace jasta
