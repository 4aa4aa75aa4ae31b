#include "table/laid_card_item.hpp"

#include <algorithm>
#include <cmath>

#include <QPainter>
#include <QPen>

#include "table/maneuver_card_view.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

// paintManeuverCard draws in units of about this many per mm, so that its
// pixel minimums (lines, fonts) look as they do in the planning panel.
constexpr double kUnitsPerMm = 4;
// Share of the card's height and width the arrow area takes in
// paintManeuverCard's layout (bands and margins around it), roughly: only
// used to size the card; the exact mapping comes from cardArrowTransform.
constexpr double kArrowShareOfHeight = 0.66;
constexpr double kArrowShareOfWidth = 0.84;

}  // namespace

LaidCardItem::LaidCardItem(ManeuverCard card, std::optional<Speed> speed, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_card(std::move(card)), m_speed(speed) {
    setZValue(z::kCards);
    setAcceptedMouseButtons(Qt::NoButton);
    CardLook look;
    look.speed = m_speed;
    const QRectF frame = cardFrameMm(m_card);
    m_paintRect = QRectF(0, 0, frame.width() * kUnitsPerMm / kArrowShareOfWidth,
                         frame.height() * kUnitsPerMm / kArrowShareOfHeight);
    // cardArrowTransform maps card mm to paint units: x' = o.x + s x,
    // y' = o.y - s y. Its inverse, read in item mm (card forward = -y), is
    // a plain scale by 1/s around o: the arrow comes out at real size.
    const QTransform arrow = cardArrowTransform(m_paintRect, m_card, look);
    const double s = arrow.m11();
    m_toLocal = QTransform::fromTranslate(-arrow.dx(), -arrow.dy()) * QTransform::fromScale(1 / s, 1 / s);
    m_face = ScaledPicture(boundingRect(), [this](QPainter* painter) { drawSide(painter, true); });
    m_back = ScaledPicture(boundingRect(), [this](QPainter* painter) { drawSide(painter, false); });
}

void LaidCardItem::layAt(const TableFrame& frame, const Pose& start, double frontMarkY) {
    const Point2 frontMark = toTable(start, {0.0, frontMarkY});
    setPos(frame.toScene(frontMark));
    setRotation(TableFrame::toSceneRotation(start.heading));
}

QPointF LaidCardItem::cardToScene(Point2 cardMm) const {
    return mapToScene(QPointF(cardMm.x, -cardMm.y));
}

QRectF LaidCardItem::boundingRect() const {
    return m_toLocal.mapRect(m_paintRect).adjusted(-1.5, -1.5, 1.5, 1.5);
}

void LaidCardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    // Turning over, the card changes shape every frame: a picture of the side, squeezed.
    if (m_turning && (m_faceUp ? m_face : m_back).paint(painter)) return;
    m_cache.paint(painter, boundingRect(), [this](QPainter* p) { drawSide(p, m_faceUp); });
}

void LaidCardItem::drawSide(QPainter* painter, bool faceUp) const {
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // A soft shadow under the card lifts it off the felt.
    const QRectF card = m_toLocal.mapRect(m_paintRect);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 70));
    painter->drawRoundedRect(card.translated(0.8, 1.2).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    if (!faceUp) {
        // Our own card back: deep blue, a light inner frame and a lattice.
        painter->setBrush(QColor("#243b63"));
        painter->setPen(QPen(QColor("#0f1c33"), 0.4));
        painter->drawRoundedRect(card, 3, 3);
        const QRectF inner = card.adjusted(2.5, 2.5, -2.5, -2.5);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(230, 220, 190, 160), 0.5));
        painter->drawRoundedRect(inner, 2, 2);
        painter->setClipRect(inner, Qt::IntersectClip);
        painter->setPen(QPen(QColor(230, 220, 190, 60), 0.4));
        for (double d = -inner.height(); d < inner.width(); d += 6) {
            painter->drawLine(QPointF(inner.left() + d, inner.top()),
                              QPointF(inner.left() + d + inner.height(), inner.bottom()));
            painter->drawLine(QPointF(inner.left() + d, inner.bottom()),
                              QPointF(inner.left() + d + inner.height(), inner.top()));
        }
        painter->restore();
        return;
    }
    painter->setTransform(m_toLocal, true);
    CardLook look;
    look.speed = m_speed;
    paintManeuverCard(*painter, m_paintRect, m_card, look);
    painter->restore();
}

void LaidCardItem::setFlip(double progress) {
    const bool faceUp = progress >= 0.5;
    m_turning = progress > 0 && progress < 1;
    if (faceUp != m_faceUp) {
        m_faceUp = faceUp;
        m_cache.invalidate();
        update();
    }
    // Turned about the card's long axis: its width shrinks to 0 and grows back.
    const double width = std::max(0.02, std::abs(2 * progress - 1));
    const QPointF centre = m_toLocal.mapRect(m_paintRect).center();
    setTransform(QTransform::fromTranslate(centre.x(), 0).scale(width, 1).translate(-centre.x(), 0));
}

}  // namespace jasta::app
