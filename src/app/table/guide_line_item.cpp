#include "table/guide_line_item.hpp"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

#include "table/z_layers.hpp"

namespace jasta::app {

namespace {
constexpr double kDotPx = 3.5;   // radius of an end dot
constexpr double kMarginMm = 6;  // room for the pen and the dots at the widest zoom-out
}  // namespace

GuideLineItem::GuideLineItem(QLineF line, const Look& look, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_line(line), m_look(look) {
    setZValue(z::kRulers);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF GuideLineItem::boundingRect() const {
    return QRectF(m_line.p1(), m_line.p2()).normalized().adjusted(-kMarginMm, -kMarginMm, kMarginMm, kMarginMm);
}

void GuideLineItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const double pixelsPerMm = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const double mmPerPixel = pixelsPerMm > 0 ? 1.0 / pixelsPerMm : 1.0;
    // A dark halo under the line keeps it readable on the felt and on the arcs.
    painter->setPen(QPen(QColor(0, 0, 0, 120), (m_look.widthPx + 2) * mmPerPixel, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(m_line);
    painter->setPen(
        QPen(m_look.colour, m_look.widthPx * mmPerPixel, m_look.dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(m_line);
    if (!m_look.endDots) return;
    painter->setPen(QPen(QColor(0, 0, 0, 160), mmPerPixel));
    painter->setBrush(m_look.colour);
    const double r = std::min(kDotPx * mmPerPixel, kMarginMm);
    painter->drawEllipse(m_line.p1(), r, r);
    painter->drawEllipse(m_line.p2(), r, r);
}

}  // namespace jasta::app
