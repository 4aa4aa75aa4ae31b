#include "table/altitude_badge_item.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {
constexpr double kPegPx = 6;     // height of one peg of the stand
constexpr double kStandPx = 14;  // width of the stand drawing
constexpr double kPad = 5;
constexpr double kOffsetPx = 26;  // from the base centre, up and left on screen

QFont levelFont() {
    QFont font = style::labelFont();
    font.setPointSizeF(15);
    return font;
}
}  // namespace

AltitudeBadgeItem::AltitudeBadgeItem(const Info& info, QGraphicsItem* parent) : QGraphicsItem(parent), m_info(info) {
    setFlag(ItemIgnoresTransformations);
    setFlag(ItemSendsGeometryChanges);  // for itemChange: it refuses to turn
    setZValue(z::kLabels);
    setAcceptedMouseButtons(Qt::NoButton);
    const QFontMetricsF big(levelFont()), small(style::badgeFont());
    const double pegs = (std::max(0, m_info.level) + 1) * kPegPx + 6;
    const double textWidth = std::max(big.horizontalAdvance(levelText()),
                                      m_info.relation.isEmpty() ? 0.0 : small.horizontalAdvance(m_info.relation));
    const double height = std::max(pegs, big.height() + (m_info.relation.isEmpty() ? 0 : small.height())) + 2 * kPad;
    const double width = kStandPx + textWidth + 3 * kPad;
    m_box = QRectF(-kOffsetPx - width, -kOffsetPx - height, width, height);
}

QString AltitudeBadgeItem::levelText() const {
    QString text = QString::number(m_info.level);
    if (m_info.climb > 0) text += QStringLiteral(" ▲%1").arg(m_info.climb);
    return text;
}

QVariant AltitudeBadgeItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    // It follows its airplane's moves but not its turns: always upright.
    if (change == ItemRotationChange) return 0.0;
    return QGraphicsItem::itemChange(change, value);
}

QRectF AltitudeBadgeItem::boundingRect() const {
    return m_box.adjusted(-2, -2, kOffsetPx + 2, kOffsetPx + 2);
}

void AltitudeBadgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath box;
    box.addRoundedRect(m_box, 4, 4);
    painter->fillPath(box, style::labelBackground());
    painter->strokePath(box, QPen(m_info.colour, 1.5));
    // The stand from the side: a foot, one peg per level above the first, the airplane on top.
    const double x = m_box.left() + kPad + kStandPx / 2;
    const double foot = m_box.bottom() - kPad;
    painter->setPen(QPen(style::markColour(), 2));
    painter->drawLine(QPointF(x - kStandPx / 2, foot), QPointF(x + kStandPx / 2, foot));
    const int pegs = std::max(0, m_info.level) + 1;
    for (int peg = 0; peg < pegs; ++peg) {
        const double top = foot - (peg + 1) * kPegPx;
        painter->fillRect(QRectF(x - 3, top + 1, 6, kPegPx - 1.5), style::markColour());
    }
    painter->setBrush(m_info.colour);
    painter->setPen(Qt::NoPen);
    painter->drawEllipse(QPointF(x, foot - pegs * kPegPx - 2), 4, 2.5);
    // The level, and the difference to the selected airplane.
    const double textLeft = m_box.left() + kStandPx + 2 * kPad;
    const QFontMetricsF big(levelFont());
    painter->setFont(levelFont());
    painter->setPen(style::labelText());
    painter->drawText(QRectF(textLeft, m_box.top() + kPad, m_box.right() - textLeft, big.height()),
                      Qt::AlignLeft | Qt::AlignVCenter, levelText());
    if (m_info.relation.isEmpty()) return;
    painter->setFont(style::badgeFont());
    painter->setPen(m_info.relationColour.isValid() ? m_info.relationColour : style::labelText());
    painter->drawText(QRectF(textLeft, m_box.top() + kPad + big.height(), m_box.right() - textLeft,
                             m_box.bottom() - kPad - m_box.top() - kPad - big.height()),
                      Qt::AlignLeft | Qt::AlignVCenter, m_info.relation);
}

}  // namespace jasta::app
