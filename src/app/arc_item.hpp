#pragma once
// A weapon's firing arc on the table: a wedge from the weapon's mount, as
// far as the range ruler reaches, the short-range part (up to the half mark)
// a shade stronger. Front arcs open around the heading, rear arcs around
// the tail (±half-angle, geometry data), all-round weapons draw a disc.
//
// Local frame: the airplane's (mm, nose up -y, origin at the base centre);
// placed and turned like the airplane it belongs to.

#include <QColor>
#include <QGraphicsItem>

#include "item_types.hpp"
#include "jasta/enums.hpp"
#include "jasta/maneuver_deck.hpp"

namespace jasta::app {

struct ArcShape {
    Point2 mount;  // mm, base frame (+x right, +y forward)
    WeaponArc arc = WeaponArc::Front;
    double halfAngle = 45;  // degrees either side of the arc's axis
    double radius = 170;    // mm: the ruler's length
    double halfMark = 85;   // mm: end of short range
};

class ArcItem : public QGraphicsItem {
public:
    ArcItem(const ArcShape& shape, const QColor& colour, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Arc) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] const ArcShape& arcShape() const { return m_shape; }
    [[nodiscard]] QPointF apexScene() const;  // the mount, scene mm
    // The wedge in item mm (also what is filled).
    [[nodiscard]] QPainterPath wedge(double radius) const;

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    ArcShape m_shape;
    QColor m_colour;
};

}  // namespace jasta::app
