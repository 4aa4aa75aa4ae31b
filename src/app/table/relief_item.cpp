#include "table/relief_item.hpp"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <algorithm>
#include <cmath>
#include <utility>

#include "table/overlay_tag_item.hpp"
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
    m_outline.clear();
    for (const Point2& corner : zone.outline) m_outline << frame.toScene(corner);
    if (!m_outline.isEmpty()) m_outline << m_outline.front();
    const QString name =
        zone.name.empty() ? QString::fromStdString(zone.id).replace('_', ' ') : QString::fromStdString(zone.name);
    const QString text = QStringLiteral("%1 · ground %2").arg(name).arg(zone.floor);
    if (m_caption == nullptr) m_caption = new OverlayTagItem(text, kReliefCaptionAccent, this);
    // At the zone's centre of area (inside any zone that is not too hollow).
    QPointF middle;
    double twiceArea = 0;
    for (int i = 0; i + 1 < m_outline.size(); ++i) {
        const QPointF& a = m_outline[i];
        const QPointF& b = m_outline[i + 1];
        const double cross = a.x() * b.y() - b.x() * a.y();
        twiceArea += cross;
        middle += (a + b) * cross;
    }
    if (twiceArea != 0) middle /= 3 * twiceArea;
    m_caption->setPos(middle);
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
    QPainterPath area;
    area.addPolygon(m_outline);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(kReliefContour, kContourMm, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolygon(m_outline);
    // Hachures on the edge, pointing out of the zone: down the slope.
    painter->setPen(QPen(kReliefContour, kContourMm * 0.6, Qt::SolidLine, Qt::RoundCap));
    for (int i = 0; i + 1 < m_outline.size(); ++i) {
        const QLineF edge(m_outline[i], m_outline[i + 1]);
        if (edge.length() <= 0) continue;
        const QPointF along = (edge.p2() - edge.p1()) / edge.length();
        QPointF out(along.y(), -along.x());  // one of the two normals; flip it if it points inside
        const QPointF mid = edge.pointAt(0.5);
        if (area.contains(mid + out * 2)) out = -out;
        for (double s = kHachureGapMm / 2; s < edge.length(); s += kHachureGapMm) {
            const QPointF at = edge.p1() + along * s;
            painter->drawLine(at, at + out * kHachureMm * (0.6 + 0.1 * std::min(m_floor, 4)));
        }
    }
}

}  // namespace jasta::app
