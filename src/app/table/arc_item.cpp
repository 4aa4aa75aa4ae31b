#include "table/arc_item.hpp"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

#include "table/z_layers.hpp"

namespace jasta::app {

ArcItem::ArcItem(const ArcShape& shape, const QColor& colour, QGraphicsItem* parent)
    : QGraphicsItem(parent),
      m_shape(shape),
      m_colour(colour),
      m_outline(wedge(shape.radius)),
      m_shortPart(wedge(shape.halfMark)) {
    setZValue(z::kGuides);
    setAcceptedMouseButtons(Qt::NoButton);
    // Odd-even: the short wedge cut out of the whole one (also for a disc in a disc).
    m_longPart = m_outline;
    m_longPart.addPath(m_shortPart);
    m_longPart.setFillRule(Qt::OddEvenFill);
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
    return m_outline.boundingRect().adjusted(-1, -1, 1, 1);
}

void ArcItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    m_cache.paint(painter, boundingRect(), [this](QPainter* p) { draw(p); });
}

void ArcItem::draw(QPainter* painter) const {
    painter->setRenderHint(QPainter::Antialiasing);
    const double pixelsPerMm = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const double hairline = pixelsPerMm > 0 ? 1.0 / pixelsPerMm : 1.0;  // mm per device pixel

    // The long part at alpha 34; the short part once at 69, which is what
    // alpha 40 over alpha 34 gives (1 - (1 - 34/255)(1 - 40/255) = 69/255):
    // about twice as strong, each pixel blended once.
    QColor longFill = m_colour;
    longFill.setAlpha(34);
    QColor shortFill = m_colour;
    shortFill.setAlpha(69);
    painter->setPen(Qt::NoPen);
    painter->setBrush(longFill);
    painter->drawPath(m_longPart);
    painter->setBrush(shortFill);
    painter->drawPath(m_shortPart);

    QColor edge = m_colour;
    edge.setAlpha(190);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(edge, std::max(0.5, 1.4 * hairline)));
    painter->drawPath(m_outline);
    edge.setAlpha(130);
    painter->setPen(QPen(edge, std::max(0.4, 1.0 * hairline), Qt::DashLine));
    painter->drawPath(m_shortPart);
}

}  // namespace jasta::app
