#pragma once
// The one list of QGraphicsItem types of the table (Cockatrice style), so
// that qgraphicsitem_cast works and a scene walk can tell items apart.
// Append new kinds at the end: the numbers are never stored, but keeping
// them stable keeps debug output comparable.

#include <QGraphicsItem>

namespace jasta::app {

enum class ItemType : int {
    Table = QGraphicsItem::UserType + 1,  // the felt play area and its rim
    Aircraft,                             // one airplane: base, silhouette
    AircraftLabel,                        // its upright name and altitude badge
};

constexpr int toInt(ItemType type) {
    return static_cast<int>(type);
}

}  // namespace jasta::app
