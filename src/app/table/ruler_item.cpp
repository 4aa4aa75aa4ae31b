#include "table/ruler_item.hpp"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

constexpr double kHalfWidthMm = 5;  // the ruler is about 1 cm wide
constexpr double kTickSpacingMm = 10;
constexpr double kTextMm = 4.2;  // height of "SHORT" / "LONG" on the ruler
constexpr double kAimRadiusMm = 2.2;

}  // namespace

RulerItem::RulerItem(double length, double halfMark, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_length(std::max(0.0, length)), m_halfMark(std::clamp(halfMark, 0.0, m_length)) {
    setZValue(z::kRulers);
    setAcceptedMouseButtons(Qt::NoButton);
}

void RulerItem::layFrom(QPointF start, QPointF towards, double rotation) {
    setPos(start);
    const QPointF d = towards - start;
    setRotation(std::hypot(d.x(), d.y()) > 1e-9 ? std::atan2(d.y(), d.x()) * 180.0 / std::numbers::pi : rotation);
}

void RulerItem::setMeasure(std::optional<double> usedMm, const QColor& colour) {
    prepareGeometryChange();
    m_used = usedMm ? std::optional<double>(std::max(0.0, *usedMm)) : std::nullopt;
    m_colour = colour;
    m_cache.invalidate();
    update();
}

QRectF RulerItem::boundingRect() const {
    const double reach = std::max(m_length, m_used.value_or(0)) + kAimRadiusMm + 1;
    return {-kAimRadiusMm - 1, -kHalfWidthMm - 1, reach + kAimRadiusMm + 1, 2 * kHalfWidthMm + 2};
}

void RulerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    m_cache.paint(painter, boundingRect(), [this](QPainter* p) { draw(p); });
}

void RulerItem::draw(QPainter* painter) const {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    const double pixelsPerMm = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const double pixel = pixelsPerMm > 0 ? 1.0 / pixelsPerMm : 1.0;  // mm per device pixel
    const QColor ink(0x22, 0x20, 0x1c);

    // The body: translucent cream so the airplanes under it still show.
    QColor body = style::rulerColour();
    body.setAlpha(150);
    const QRectF strip(0, -kHalfWidthMm, m_length, 2 * kHalfWidthMm);
    painter->setPen(QPen(QColor(0x22, 0x20, 0x1c, 180), std::max(0.3, pixel)));
    painter->setBrush(body);
    painter->drawRect(strip);

    // The part used, in the range's colour.
    if (m_used && m_colour.isValid()) {
        QColor fill = m_colour;
        fill.setAlpha(150);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRect(QRectF(0, -kHalfWidthMm, std::min(*m_used, m_length), 2 * kHalfWidthMm));
    }

    // Centimetre ticks along both edges, when they are at least 3 px apart.
    if (kTickSpacingMm / pixel >= 3) {
        painter->setPen(QPen(QColor(0x22, 0x20, 0x1c, 150), std::max(0.2, 0.7 * pixel)));
        for (double x = kTickSpacingMm; x < m_length - 1e-6; x += kTickSpacingMm) {
            painter->drawLine(QPointF(x, -kHalfWidthMm), QPointF(x, -kHalfWidthMm + 1.6));
            painter->drawLine(QPointF(x, kHalfWidthMm), QPointF(x, kHalfWidthMm - 1.6));
        }
    }
    // The half mark and the end: strong bars across.
    painter->setPen(QPen(ink, std::max(0.8, 2.0 * pixel), Qt::SolidLine, Qt::FlatCap));
    painter->drawLine(QPointF(m_halfMark, -kHalfWidthMm - 0.8), QPointF(m_halfMark, kHalfWidthMm + 0.8));
    painter->drawLine(QPointF(m_length, -kHalfWidthMm - 0.8), QPointF(m_length, kHalfWidthMm + 0.8));

    // "SHORT" and "LONG" in their halves, when readable (text at least 6 px).
    if (kTextMm / pixel >= 6) {
        QFont font = style::badgeFont();
        font.setPixelSize(static_cast<int>(std::lround(kTextMm * 4)));
        painter->save();
        painter->scale(0.25, 0.25);  // the font is sized in quarter-mm for hinting
        painter->setFont(font);
        painter->setPen(QColor(0x22, 0x20, 0x1c, 200));
        painter->drawText(QRectF(0, -kHalfWidthMm * 4, m_halfMark * 4, kHalfWidthMm * 8), Qt::AlignCenter,
                          QStringLiteral("SHORT"));
        painter->drawText(QRectF(m_halfMark * 4, -kHalfWidthMm * 4, (m_length - m_halfMark) * 4, kHalfWidthMm * 8),
                          Qt::AlignCenter, QStringLiteral("LONG"));
        painter->restore();
    }

    // The line of fire to the aim point; dashed past the ruler's end.
    if (m_used && m_colour.isValid()) {
        const double used = *m_used;
        QColor line = m_colour.darker(150);
        painter->setPen(QPen(line, std::max(0.6, 1.8 * pixel), Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(QPointF(0, 0), QPointF(std::min(used, m_length), 0));
        if (used > m_length) {
            painter->setPen(QPen(line, std::max(0.6, 1.8 * pixel), Qt::DashLine, Qt::RoundCap));
            painter->drawLine(QPointF(m_length, 0), QPointF(used, 0));
        }
        painter->setPen(QPen(ink, std::max(0.3, pixel)));
        painter->setBrush(m_colour);
        painter->drawEllipse(QPointF(used, 0), kAimRadiusMm, kAimRadiusMm);
    }
}

}  // namespace jasta::app
