#pragma once
// The two range rings of an airplane's ruler (FIRE-03) round a weapon's
// mount: the half mark (end of short range, dashed) and the ruler's end. They
// show how far the guns reach whatever the arc, next to the arc wedges.
// Local frame of the airplane (mm, nose up, origin at the base centre), so it
// can follow the airplane as it moves.

#include <QColor>
#include <QGraphicsItem>

#include "jasta/state/pose.hpp"
#include "table/item_types.hpp"

namespace jasta::app {

class RangeRingsItem : public QGraphicsItem {
public:
    RangeRingsItem(Point2 mount, double halfMark, double length, const QColor& colour, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::RangeRings) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] double halfMark() const { return m_halfMark; }
    [[nodiscard]] double length() const { return m_length; }
    [[nodiscard]] QPointF centreScene() const;  // the mount, scene mm

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QPointF m_centre;  // item mm
    double m_halfMark, m_length;
    QColor m_colour;
};

}  // namespace jasta::app
