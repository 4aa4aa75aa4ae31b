#pragma once
// A weapon's firing arc on the table: a wedge from the weapon's mount, as
// far as the range ruler reaches, the short-range part (up to the half mark)
// a shade stronger. Front arcs open around the heading, rear arcs around
// the tail (±half-angle, geometry data), all-round weapons draw a disc.
// Its paths are built once; a still arc is blitted from a DeviceCache, and
// each pixel of the fill is blended once (the short part and the long part
// are disjoint shapes), which keeps an arc that follows its airplane cheap.
//
// Local frame: the airplane's (mm, nose up -y, origin at the base centre);
// placed and turned like the airplane it belongs to.

#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>

#include "jasta/base/enums.hpp"
#include "jasta/data/maneuver_deck.hpp"
#include "table/device_cache.hpp"
#include "table/item_types.hpp"

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
    void draw(QPainter* painter) const;

    ArcShape m_shape;
    QColor m_colour;
    QPainterPath m_outline;    // the whole wedge, to the ruler's end
    QPainterPath m_shortPart;  // the wedge to the half mark
    QPainterPath m_longPart;   // the rest: from the half mark to the end
    DeviceCache m_cache;
};

}  // namespace jasta::app
