#include "table/threat_map_item.hpp"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

// One enemy: a light orange wash; each more enemy and short range deepen it.
QRgb cellColour(int enemies, int shortRange) {
    if (enemies <= 0) return qRgba(0, 0, 0, 0);
    const int alpha = std::min(200, 55 + 45 * (enemies - 1) + (shortRange > 0 ? 30 : 0));
    const QColor colour = shortRange > 0 ? QColor(0xe8, 0x3c, 0x34) : QColor(0xf0, 0x8c, 0x32);
    return qRgba(colour.red(), colour.green(), colour.blue(), alpha);
}

}  // namespace

ThreatMapItem::ThreatMapItem(const ThreatMap& map, const TableFrame& frame, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_frame(frame), m_cellMm(map.cellMm) {
    setZValue(z::kMaps);
    setAcceptedMouseButtons(Qt::NoButton);
    m_image = QImage(map.columns, map.rows, QImage::Format_ARGB32);
    for (int row = 0; row < map.rows; ++row) {
        // Table row 0 is the near edge, the bottom of the scene: the image is flipped.
        auto* line = reinterpret_cast<QRgb*>(m_image.scanLine(map.rows - 1 - row));
        for (int column = 0; column < map.columns; ++column) {
            const std::size_t i = static_cast<std::size_t>(row) * static_cast<std::size_t>(map.columns) +
                                  static_cast<std::size_t>(column);
            line[column] = cellColour(map.enemies[i], map.shortRange[i]);
        }
    }
    const double width = map.columns * map.cellMm, height = map.rows * map.cellMm;
    m_rect = QRectF(0, frame.height() - height, width, height);
}

QColor ThreatMapItem::colourAt(Point2 tablePoint) const {
    const int column = static_cast<int>(std::floor(tablePoint.x / m_cellMm));
    const int row = static_cast<int>(std::floor(tablePoint.y / m_cellMm));
    if (column < 0 || row < 0 || column >= m_image.width() || row >= m_image.height()) return Qt::transparent;
    return QColor::fromRgba(m_image.pixel(column, m_image.height() - 1 - row));
}

QRectF ThreatMapItem::boundingRect() const {
    return m_rect;
}

void ThreatMapItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->drawImage(m_rect, m_image);
}

}  // namespace jasta::app
