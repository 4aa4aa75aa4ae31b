#include "table/overlay_tag_item.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include "table/table_scene.hpp"  // spreadLabelsSoon
#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

constexpr double kPadX = 6;    // px
constexpr double kPadY = 3;    // px
constexpr double kStripe = 4;  // px: the accent stripe on the left
constexpr double kOffset = 8;  // px from the point to the pill's corner
constexpr double kRadius = 4;  // px

}  // namespace

OverlayTagItem::OverlayTagItem(const QString& text, const QColor& accent, QGraphicsItem* parent, int wrapWidthPx,
                               Placement placement)
    : QGraphicsItem(parent), m_text(text), m_accent(accent), m_wrap(wrapWidthPx) {
    setFlag(ItemIgnoresTransformations);
    setFlag(ItemSendsGeometryChanges);  // itemChange: moved
    setZValue(z::kOverlay);
    // Still while the airplanes move: painted once per zoom, then blitted.
    setCacheMode(DeviceCoordinateCache);
    setAcceptedMouseButtons(Qt::NoButton);
    const QFontMetricsF metrics(style::labelFont());
    const QSizeF textSize = m_wrap > 0
                                ? metrics.boundingRect(QRectF(0, 0, m_wrap, 10000), Qt::TextWordWrap, m_text).size()
                                : QSizeF(metrics.horizontalAdvance(m_text), metrics.height());
    const double width = kStripe + textSize.width() + 2 * kPadX;
    const double height = textSize.height() + 2 * kPadY;
    m_pill = placement == Placement::AboveRight ? QRectF(kOffset, -kOffset - height, width, height)
                                                : QRectF(kOffset, kOffset, width, height);
}

void OverlayTagItem::setDrop(double px) {
    if (px == m_drop) return;
    prepareGeometryChange();
    m_drop = px;
    update();
}

void OverlayTagItem::setShift(double px) {
    if (px == m_shift) return;
    prepareGeometryChange();
    m_shift = px;
    update();
}

QRectF OverlayTagItem::boundingRect() const {
    return shownRect().united(QRectF(-3, -3, 6, 6)).adjusted(-1, -1, 1, 1);
}

void OverlayTagItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    // A thin leader from the point to the pill.
    painter->setPen(QPen(QColor(0xf4, 0xf1, 0xe6, 200), 1.2));
    const QRectF shown = shownRect();
    const bool above = shown.top() < 0;
    // To the pill's nearer lower (or upper) corner: a pill shifted left of
    // the point is reached at its right end.
    const bool left = shown.right() < 0;
    const QPointF corner = above ? (left ? shown.bottomRight() + QPointF(-2, -2) : shown.bottomLeft() + QPointF(2, -2))
                                 : (left ? shown.topRight() + QPointF(-2, 2) : shown.topLeft() + QPointF(2, 2));
    painter->drawLine(QPointF(0, 0), corner);
    QPainterPath pill;
    pill.addRoundedRect(shown, kRadius, kRadius);
    painter->fillPath(pill, style::labelBackground());
    painter->save();
    painter->setClipPath(pill);
    painter->fillRect(QRectF(shown.left(), shown.top(), kStripe, shown.height()), m_accent);
    painter->restore();
    painter->strokePath(pill, QPen(QColor(0, 0, 0, 150), 1));
    painter->setFont(style::labelFont());
    painter->setPen(style::labelText());
    painter->drawText(shown.adjusted(kStripe + kPadX, 0, -kPadX, 0),
                      Qt::AlignVCenter | Qt::AlignLeft | (m_wrap > 0 ? Qt::TextWordWrap : 0), m_text);
}

QVariant OverlayTagItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    // ItemSceneChange: scene() is still the one it leaves.
    if (change == ItemPositionHasChanged || change == ItemSceneChange || change == ItemSceneHasChanged ||
        change == ItemVisibleHasChanged)
        spreadLabelsSoon(scene());
    return QGraphicsItem::itemChange(change, value);
}

}  // namespace jasta::app
