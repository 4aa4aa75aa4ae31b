#pragma once
// Colours and sizes of the table drawing. Cosmetic only: nothing here is a
// rule measurement (those come from data/geometry).

#include <QColor>
#include <QFont>

#include "jasta/base/enums.hpp"

namespace jasta::app::style {

// The colour a side's airplanes are painted with (replaces #808080 in the
// silhouettes): Entente/Allies blue-ish, Central/Axis red-ish.
QColor sideColour(Side side);

QColor feltColour();       // the felt when assets/table/felt.svg is missing
QColor roomColour();       // around the table
QColor rimColour();        // the wooden edge of the table
QColor baseFillColour();   // the clear plastic base, tinted dark
QColor markColour();       // front mark and rear arrow on the base
QColor labelBackground();  // behind airplane names
QColor labelText();
QColor outOfPlayLabelBackground();  // behind the name of an airplane out of play
QColor climbCounterColour();        // the climb counter chip
QColor groundPegColour();           // TER-04: the peg standing for the ground beneath an airplane
QColor wreckColour();               // a shot-down airplane's charred airframe
// A player's colour washed out: an airplane that has left the game.
QColor goneColour(const QColor& colour);
// The range bands of the ruler and the arcs (FIRE-03) and a refused shot.
QColor shortRangeColour();
QColor longRangeColour();
QColor noShotColour();
QColor rulerColour();     // the ruler's body
QColor arcColour();       // a firing arc's edge when no shot colours it
QColor sunGlareColour();  // WX-11: the sun and its glare on the airplanes it hides attackers from

// Labels are drawn in device pixels (they ignore the zoom), in points here.
QFont labelFont();
QFont badgeFont();

// Width of the table's wooden rim, outside the play area (mm).
inline constexpr double kRimWidth = 14;
// Spacing of the faint ticks along the play area's edge (mm).
inline constexpr double kTickSpacing = 100;

}  // namespace jasta::app::style
