#include "table/ghost_item.hpp"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

#include "table/airplane_art.hpp"
#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

constexpr double kGhostOpacity = 0.5;
constexpr double kStepRadiusMm = 5;  // the card number's disc, at the base centre

}  // namespace

GhostItem::GhostItem(std::shared_ptr<const AirplaneArt> art, int step, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_art(std::move(art)), m_step(step) {
    setZValue(z::kGuides);
    setOpacity(kGhostOpacity);
    setAcceptedMouseButtons(Qt::NoButton);
}

void GhostItem::setRefused(bool refused) {
    m_refused = refused;
    setOpacity(refused ? kGhostOpacity / 2 : kGhostOpacity);
    m_cache.invalidate();
    update();
}

void GhostItem::setPose(const TableFrame& frame, const Pose& pose) {
    m_pose = pose;
    setPos(frame.toScene(pose.x, pose.y));
    setRotation(TableFrame::toSceneRotation(pose.heading));
}

QRectF GhostItem::boundingRect() const {
    return m_art ? m_art->baseRect().united(m_art->silhouetteRect()).adjusted(-2, -2, 2, 2) : QRectF();
}

void GhostItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    m_cache.paint(painter, boundingRect(), [this](QPainter* p) { draw(p); });
}

void GhostItem::draw(QPainter* painter) const {
    if (!m_art) return;
    painter->setRenderHint(QPainter::Antialiasing);
    m_art->paintSilhouette(painter);  // no shadow: it is not there yet
    const double pixelsPerMm = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    m_art->paintMarks(painter, pixelsPerMm > 0 ? 1.0 / pixelsPerMm : 1.0, style::markColour(), Qt::DashLine);
    if (m_step <= 0) return;
    // The card's number, upright on screen whatever the heading.
    painter->save();
    painter->rotate(-rotation());
    painter->setPen(QPen(QColor(0x14, 0x16, 0x18), 0.6));
    painter->setBrush(m_refused ? style::noShotColour() : style::markColour());
    painter->drawEllipse(QPointF(0, 0), kStepRadiusMm, kStepRadiusMm);
    QFont font = style::badgeFont();
    font.setPixelSize(7);  // mm: the painter is in scene units
    painter->setFont(font);
    painter->drawText(QRectF(-kStepRadiusMm, -kStepRadiusMm, 2 * kStepRadiusMm, 2 * kStepRadiusMm), Qt::AlignCenter,
                      QString::number(m_step));
    painter->restore();
}

}  // namespace jasta::app
