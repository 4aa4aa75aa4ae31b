#pragma once
// The one mapping between the rules core's table frame and the Qt scene.
//
// Table frame (docs/data-format.md): millimetres, origin at the lower-left
// corner of the play area, x to the right, y away from player 1; headings in
// degrees, 0 = facing +y, clockwise positive.
// Scene frame: 1 scene unit = 1 mm, origin at the play area's upper-left
// corner, y down (Qt's convention), so player 1's edge is at the bottom of
// the screen and the table's +y points up.
//
// Every item goes through toScene()/toTable(); nothing else flips y.

#include <QPointF>
#include <QRectF>

#include "jasta/data/maneuver_deck.hpp"

namespace jasta::app {

class TableFrame {
public:
    TableFrame() = default;
    TableFrame(double width, double height) : m_width(width), m_height(height) {}

    [[nodiscard]] double width() const { return m_width; }    // mm
    [[nodiscard]] double height() const { return m_height; }  // mm
    // The play area in scene units (mm).
    [[nodiscard]] QRectF sceneRect() const { return {0, 0, m_width, m_height}; }

    // Table point (mm) -> scene point (mm): (x, height - y).
    [[nodiscard]] QPointF toScene(double x, double y) const { return {x, m_height - y}; }
    [[nodiscard]] QPointF toScene(Point2 point) const { return toScene(point.x, point.y); }
    // Scene point (mm) -> table point (mm): the inverse of toScene.
    [[nodiscard]] Point2 toTable(QPointF point) const { return {point.x(), m_height - point.y()}; }

    // Heading (degrees) -> QGraphicsItem::rotation (degrees) of an item drawn
    // nose up (-y). Two mirror images cancel: table y up vs scene y down, and
    // clockwise-positive heading vs Qt's rotation, which turns clockwise on a
    // y-down screen. So heading 0 is screen up and 90 is screen right.
    [[nodiscard]] static double toSceneRotation(double heading) { return heading; }
    [[nodiscard]] static double toHeading(double sceneRotation) { return sceneRotation; }

private:
    double m_width = 0;
    double m_height = 0;
};

}  // namespace jasta::app
