#pragma once
// Colours and sizes of the table drawing. Cosmetic only: nothing here is a
// rule measurement (those come from data/geometry).

#include <QColor>
#include <QFont>

#include "jasta/enums.hpp"

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

// Labels are drawn in device pixels (they ignore the zoom), in points here.
QFont labelFont();
QFont badgeFont();

// Width of the table's wooden rim, outside the play area (mm).
inline constexpr double kRimWidth = 14;
// Spacing of the faint ticks along the play area's edge (mm).
inline constexpr double kTickSpacing = 100;

}  // namespace jasta::app::style
