#include "table/aim_mark_item.hpp"

#include <QPainter>

#include "table/z_layers.hpp"

namespace jasta::app {

namespace {
constexpr double kRadiusPx = 6;
}  // namespace

AimMarkItem::AimMarkItem(const QColor& colour, QGraphicsItem* parent) : QGraphicsItem(parent), m_colour(colour) {
    setFlag(ItemIgnoresTransformations);
    setZValue(z::kOverlay);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF AimMarkItem::boundingRect() const {
    const double r = kRadiusPx + 4;
    return {-r, -r, 2 * r, 2 * r};
}

void AimMarkItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    for (const auto& [colour, width] : {std::pair{QColor(0, 0, 0, 170), 3.5}, std::pair{m_colour, 1.8}}) {
        painter->setPen(QPen(colour, width));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(QPointF(0, 0), kRadiusPx, kRadiusPx);
        painter->drawLine(QPointF(-kRadiusPx - 3, 0), QPointF(-2, 0));
        painter->drawLine(QPointF(2, 0), QPointF(kRadiusPx + 3, 0));
        painter->drawLine(QPointF(0, -kRadiusPx - 3), QPointF(0, -2));
        painter->drawLine(QPointF(0, 2), QPointF(0, kRadiusPx + 3));
    }
}

}  // namespace jasta::app
