#include "table/range_rings_item.hpp"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

#include "table/z_layers.hpp"

namespace jasta::app {

RangeRingsItem::RangeRingsItem(Point2 mount, double halfMark, double length, const QColor& colour,
                               QGraphicsItem* parent)
    : QGraphicsItem(parent), m_centre(mount.x, -mount.y), m_halfMark(halfMark), m_length(length), m_colour(colour) {
    setZValue(z::kGuides);
    setAcceptedMouseButtons(Qt::NoButton);
}

QPointF RangeRingsItem::centreScene() const {
    return mapToScene(m_centre);
}

QRectF RangeRingsItem::boundingRect() const {
    const double r = m_length + 2;
    return {m_centre.x() - r, m_centre.y() - r, 2 * r, 2 * r};
}

void RangeRingsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const double pixelsPerMm = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const double mmPerPixel = pixelsPerMm > 0 ? 1.0 / pixelsPerMm : 1.0;
    QColor colour = m_colour;
    colour.setAlpha(200);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(colour, 1.5 * mmPerPixel));
    painter->drawEllipse(m_centre, m_length, m_length);
    colour.setAlpha(170);
    painter->setPen(QPen(colour, 1.2 * mmPerPixel, Qt::DashLine));
    painter->drawEllipse(m_centre, m_halfMark, m_halfMark);
}

}  // namespace jasta::app
