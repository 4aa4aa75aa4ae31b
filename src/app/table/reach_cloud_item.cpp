#include "table/reach_cloud_item.hpp"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <array>
#include <numeric>

#include "table/z_layers.hpp"

namespace jasta::app {

namespace {
constexpr double kMarkMm = 4.5;  // half the length of an arrowhead (mm on the table)
}  // namespace

ReachCloudItem::ReachCloudItem(std::vector<Mark> marks, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_marks(std::move(marks)) {
    setZValue(z::kGuides);
    // Thousands of marks that stand still: painted once per zoom, then blitted.
    setCacheMode(DeviceCoordinateCache);
    setAcceptedMouseButtons(Qt::NoButton);
    for (const Mark& mark : m_marks) m_bounds |= QRectF(mark.at, QSizeF(0.01, 0.01));
    m_paintOrder.resize(m_marks.size());
    std::iota(m_paintOrder.begin(), m_paintOrder.end(), std::size_t{0});
    std::stable_sort(m_paintOrder.begin(), m_paintOrder.end(),
                     [this](std::size_t a, std::size_t b) { return m_marks[a].guns < m_marks[b].guns; });
    m_bounds.adjust(-2 * kMarkMm, -2 * kMarkMm, 2 * kMarkMm, 2 * kMarkMm);
}

QColor ReachCloudItem::colourFor(int guns) {
    static const std::array<QColor, 4> colours = {QColor(0x7c, 0xe0, 0x9a), QColor(0xf2, 0xd8, 0x4b),
                                                  QColor(0xf0, 0x8c, 0x32), QColor(0xe8, 0x3c, 0x34)};
    return colours[static_cast<std::size_t>(std::clamp(guns, 0, 3))];
}

QRectF ReachCloudItem::boundingRect() const {
    return m_bounds;
}

void ReachCloudItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const double pixelsPerMm = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    // Never smaller than 3 px, whatever the zoom.
    const double size = std::max(kMarkMm, pixelsPerMm > 0 ? 3.0 / pixelsPerMm : kMarkMm);
    QPainterPath arrow;  // nose up: the way the airplane would face
    arrow.moveTo(0, -size);
    arrow.lineTo(size * 0.8, size * 0.7);
    arrow.lineTo(0, size * 0.25);
    arrow.lineTo(-size * 0.8, size * 0.7);
    arrow.closeSubpath();
    const QPen outline(QColor(0, 0, 0, 150), size * 0.18);
    for (std::size_t index : m_paintOrder) {
        const Mark* mark = &m_marks[index];
        painter->save();
        painter->translate(mark->at);
        if (mark->crash) {
            painter->setPen(QPen(QColor(0x20, 0x12, 0x10), size * 0.35));
            painter->drawLine(QPointF(-size, -size), QPointF(size, size));
            painter->drawLine(QPointF(-size, size), QPointF(size, -size));
        } else {
            painter->rotate(mark->rotation);
            painter->setPen(outline);
            painter->setBrush(colourFor(mark->guns));
            painter->drawPath(arrow);
        }
        painter->restore();
    }
}

}  // namespace jasta::app
