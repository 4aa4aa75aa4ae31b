#include "damage_card_item.hpp"

#include <QPainter>

#include "table_style.hpp"
#include "z_layers.hpp"

namespace jasta::app {

namespace {
constexpr double kWidth = 38;    // px
constexpr double kHeight = 54;   // px
constexpr double kGap = 6;       // px between two cards
constexpr double kOffsetX = 28;  // px from the airplane's centre to the first card
}  // namespace

DamageCardItem::DamageCardItem(QChar deck, int points, const QString& special, int slot, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_deck(deck), m_points(points), m_special(special) {
    setFlag(ItemIgnoresTransformations);
    setZValue(z::kOverlay);
    setCacheMode(DeviceCoordinateCache);
    setAcceptedMouseButtons(Qt::NoButton);
    m_card = QRectF(kOffsetX + slot * (kWidth + kGap), -kHeight / 2, kWidth, kHeight);
}

QRectF DamageCardItem::boundingRect() const {
    return m_card.adjusted(-2, -2, 3, 3);
}

void DamageCardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    // Shadow, then the card: cream with a dark red frame, like the printed damage cards' backs are not.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawRoundedRect(m_card.translated(1.5, 2), 4, 4);
    painter->setBrush(QColor("#f6efdc"));
    painter->setPen(QPen(QColor("#8c2b22"), 1.5));
    painter->drawRoundedRect(m_card, 4, 4);
    QFont font = style::labelFont();
    painter->setPen(QColor("#8c2b22"));
    font.setBold(true);
    painter->setFont(font);
    painter->drawText(m_card.adjusted(4, 2, -4, -2), Qt::AlignLeft | Qt::AlignTop, QString(m_deck));
    QFont big = font;
    big.setPixelSize(22);
    painter->setFont(big);
    painter->setPen(QColor("#2b2b2b"));
    painter->drawText(m_card, Qt::AlignCenter, QString::number(m_points));
    if (!m_special.isEmpty()) {
        QFont small = font;
        small.setPixelSize(9);
        painter->setFont(small);
        painter->setPen(QColor("#b0281c"));
        painter->drawText(m_card.adjusted(1, 0, -1, -3), Qt::AlignHCenter | Qt::AlignBottom, m_special);
    }
}

}  // namespace jasta::app
