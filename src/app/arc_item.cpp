#include "arc_item.hpp"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

#include "z_layers.hpp"

namespace jasta::app {

ArcItem::ArcItem(const ArcShape& shape, const QColor& colour, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_shape(shape), m_colour(colour) {
    setZValue(z::kGuides);
    setAcceptedMouseButtons(Qt::NoButton);
}

QPointF ArcItem::apexScene() const {
    return mapToScene(QPointF(m_shape.mount.x, -m_shape.mount.y));
}

QPainterPath ArcItem::wedge(double radius) const {
    const QPointF apex(m_shape.mount.x, -m_shape.mount.y);
    const QRectF circle(apex.x() - radius, apex.y() - radius, 2 * radius, 2 * radius);
    QPainterPath path;
    if (m_shape.arc == WeaponArc::AllRound || m_shape.halfAngle >= 180) {
        path.addEllipse(circle);
        return path;
    }
    // Qt's angles: degrees counter-clockwise on screen from 3 o'clock; the
    // nose (-y) is at 90, the tail at 270.
    const double axis = m_shape.arc == WeaponArc::Rear ? 270.0 : 90.0;
    path.moveTo(apex);
    path.arcTo(circle, axis - m_shape.halfAngle, 2 * m_shape.halfAngle);
    path.closeSubpath();
    return path;
}

QRectF ArcItem::boundingRect() const {
    return wedge(m_shape.radius).boundingRect().adjusted(-1, -1, 1, 1);
}

void ArcItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const double pixelsPerMm = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const double hairline = pixelsPerMm > 0 ? 1.0 / pixelsPerMm : 1.0;  // mm per device pixel

    QColor longFill = m_colour;
    longFill.setAlpha(34);
    QColor shortFill = m_colour;
    shortFill.setAlpha(40);  // over the long fill: about twice as strong
    painter->setPen(Qt::NoPen);
    painter->setBrush(longFill);
    painter->drawPath(wedge(m_shape.radius));
    painter->setBrush(shortFill);
    painter->drawPath(wedge(m_shape.halfMark));

    QColor edge = m_colour;
    edge.setAlpha(190);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(edge, std::max(0.5, 1.4 * hairline)));
    painter->drawPath(wedge(m_shape.radius));
    edge.setAlpha(130);
    painter->setPen(QPen(edge, std::max(0.4, 1.0 * hairline), Qt::DashLine));
    painter->drawPath(wedge(m_shape.halfMark));
}

}  // namespace jasta::app
