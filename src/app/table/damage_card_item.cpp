#include "table/damage_card_item.hpp"

#include <QPainter>

#include "table/table_scene.hpp"  // spreadLabelsSoon
#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {
constexpr double kWidth = 38;    // px
constexpr double kHeight = 54;   // px
constexpr double kGap = 6;       // px between two cards
constexpr double kOffsetX = 28;  // px from the airplane's centre to the first card
}  // namespace

void paintDamageCard(QPainter& painter, const QRectF& card, const DamageCardFace& face) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // Drawn at the table's size, scaled to `card`.
    painter.translate(card.topLeft());
    painter.scale(card.width() / kWidth, card.height() / kHeight);
    const QRectF box(0, 0, kWidth, kHeight);
    // Shadow, then the card: cream with a dark red frame.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 90));
    painter.drawRoundedRect(box.translated(1.5, 2), 4, 4);
    if (face.faceDown) {
        // The back: dark red, a lighter frame inside, the deck letter in the middle.
        painter.setBrush(QColor("#7a2620"));
        painter.setPen(QPen(QColor("#4a1713"), 1.5));
        painter.drawRoundedRect(box, 4, 4);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor("#d9b8a0"), 1));
        painter.drawRoundedRect(box.adjusted(3, 3, -3, -3), 2.5, 2.5);
        QFont font = style::labelFont();
        font.setBold(true);
        font.setPixelSize(18);
        painter.setFont(font);
        painter.setPen(QColor("#f6efdc"));
        painter.drawText(box, Qt::AlignCenter, QString(face.deck));
        if (!face.special.isEmpty()) {
            font.setPixelSize(9);
            painter.setFont(font);
            painter.drawText(box.adjusted(1, 0, -1, -5), Qt::AlignHCenter | Qt::AlignBottom, face.special);
        }
        painter.restore();
        return;
    }
    painter.setBrush(QColor("#f6efdc"));
    painter.setPen(QPen(QColor("#8c2b22"), 1.5));
    painter.drawRoundedRect(box, 4, 4);
    QFont font = style::labelFont();
    painter.setPen(QColor("#8c2b22"));
    font.setBold(true);
    painter.setFont(font);
    painter.drawText(box.adjusted(4, 2, -4, -2), Qt::AlignLeft | Qt::AlignTop, QString(face.deck));
    QFont big = font;
    big.setPixelSize(22);
    painter.setFont(big);
    painter.setPen(QColor("#2b2b2b"));
    painter.drawText(box, Qt::AlignCenter, QString::number(face.points));
    if (!face.special.isEmpty()) {
        QFont small = font;
        small.setPixelSize(9);
        painter.setFont(small);
        painter.setPen(QColor("#b0281c"));
        painter.drawText(box.adjusted(1, 0, -1, -3), Qt::AlignHCenter | Qt::AlignBottom, face.special);
    }
    painter.restore();
}

DamageCardItem::DamageCardItem(std::string aircraftId, const DamageCardFace& face, int slot, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_aircraftId(std::move(aircraftId)), m_face(face) {
    setFlag(ItemIgnoresTransformations);
    setFlag(ItemSendsGeometryChanges);  // itemChange: moved
    setZValue(z::kOverlay);
    setCacheMode(DeviceCoordinateCache);
    setAcceptedMouseButtons(Qt::NoButton);
    m_card = QRectF(kOffsetX + slot * (kWidth + kGap), -kHeight / 2, kWidth, kHeight);
}

QSizeF DamageCardItem::cardSize() {
    return {kWidth, kHeight};
}

QRectF DamageCardItem::boundingRect() const {
    return m_card.adjusted(-2, -2, 3, 3);
}

void DamageCardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    paintDamageCard(*painter, m_card, m_face);
}

QVariant DamageCardItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    // ItemSceneChange: scene() is still the one it leaves.
    if (change == ItemPositionHasChanged || change == ItemSceneChange || change == ItemSceneHasChanged ||
        change == ItemVisibleHasChanged)
        spreadLabelsSoon(scene());
    return QGraphicsItem::itemChange(change, value);
}

}  // namespace jasta::app
