#include "table/relief_item.hpp"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <algorithm>
#include <cmath>
#include <utility>

#include "table/overlay_tag_item.hpp"
#include "table/table_drawing.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

// Earth tones, darker and more opaque with each level of ground.
QColor reliefFill(int floor) {
    const int shade = std::clamp(floor, 1, 4);
    return {0x8a - 8 * shade, 0x74 - 8 * shade, 0x4c - 6 * shade, 50 + 25 * shade};
}
const QColor kReliefContour(0x4a, 0x3a, 0x22, 210);
const QColor kReliefCaptionAccent(0x9a, 0x7a, 0x48);
constexpr double kContourMm = 1.6;   // width of the edge line
constexpr double kHachureMm = 7;     // length of a hachure, pointing down the slope
constexpr double kHachureGapMm = 9;  // between hachures along the edge

}  // namespace

ReliefItem::ReliefItem(std::string id, QGraphicsItem* parent) : QGraphicsItem(parent), m_id(std::move(id)) {
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kMaps - 8);  // on the felt, under the landing fields and the threat map
}

void ReliefItem::show(const TableFrame& frame, const ReliefZone& zone) {
    prepareGeometryChange();
    m_floor = zone.floor;
    m_outline = closedOutline(frame, zone.outline);
    const QString name =
        zone.name.empty() ? QString::fromStdString(zone.id).replace('_', ' ') : QString::fromStdString(zone.name);
    const QString text = QStringLiteral("%1 · ground %2").arg(name).arg(zone.floor);
    if (m_caption == nullptr || m_caption->text() != text) {  // renamed or raised in the scenario editor
        delete m_caption;
        m_caption = new OverlayTagItem(text, kReliefCaptionAccent, this);
    }
    // At the zone's centre of area (inside any zone that is not too hollow).
    m_caption->setPos(areaCentre(m_outline));
    update();
}

QString ReliefItem::caption() const {
    return m_caption != nullptr ? m_caption->text() : QString();
}

QRectF ReliefItem::boundingRect() const {
    const double margin = kHachureMm + kContourMm;
    return m_outline.boundingRect().adjusted(-margin, -margin, margin, margin);
}

QPainterPath ReliefItem::shape() const {
    QPainterPath path;
    path.addPolygon(m_outline);
    return path;
}

void ReliefItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    if (m_outline.size() < 4) return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(reliefFill(m_floor));
    painter->drawPolygon(m_outline);
    // The edge as a contour line.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(kReliefContour, kContourMm, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolygon(m_outline);
    // Hachures on the edge, pointing out of the zone: down the slope.
    painter->setPen(QPen(kReliefContour, kContourMm * 0.6, Qt::SolidLine, Qt::RoundCap));
    drawEdgeTicks(*painter, m_outline, kHachureGapMm, kHachureMm * (0.6 + 0.1 * std::min(m_floor, 4)), true);
}

}  // namespace jasta::app
