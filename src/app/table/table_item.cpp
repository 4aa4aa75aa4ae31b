#include "table/table_item.hpp"

#include <QPainter>
#include <QSvgRenderer>

#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

// The felt tile (a 200 x 200 SVG) covers this many mm of table; it is
// rendered at kTileOversample pixels per mm so that it stays crisp when zoomed in.
constexpr double kTileSizeMm = 200;
constexpr int kTileOversample = 4;

QBrush makeFeltBrush(const std::filesystem::path& assetsDir) {
    const auto file = assetsDir / "table" / "felt.svg";
    std::error_code error;
    if (!assetsDir.empty() && std::filesystem::is_regular_file(file, error)) {
        QSvgRenderer renderer(QString::fromStdString(file.string()));
        if (renderer.isValid()) {
            const int pixels = static_cast<int>(kTileSizeMm) * kTileOversample;
            QImage tile(pixels, pixels, QImage::Format_RGB32);
            tile.fill(style::feltColour());
            QPainter painter(&tile);
            painter.setRenderHint(QPainter::Antialiasing);
            renderer.render(&painter, QRectF(0, 0, pixels, pixels));
            painter.end();
            QBrush brush(tile);
            // Texture brushes follow the painter's transform: scale the
            // oversampled tile back to kTileSizeMm scene units.
            brush.setTransform(QTransform::fromScale(1.0 / kTileOversample, 1.0 / kTileOversample));
            return brush;
        }
    }
    return QBrush(style::feltColour());
}

}  // namespace

TableItem::TableItem(const std::filesystem::path& assetsDir, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_feltBrush(makeFeltBrush(assetsDir)) {
    setZValue(z::kTable);
}

void TableItem::syncFrom(const TableFrame& frame) {
    prepareGeometryChange();
    m_frame = frame;
    m_cache.invalidate();
    update();
}

QRectF TableItem::boundingRect() const {
    // Rim plus its soft shadow.
    const double m = style::kRimWidth + 8;
    return playArea().adjusted(-m, -m, m, m);
}

void TableItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    m_cache.paint(painter, boundingRect(), [this](QPainter* p) { draw(p); });
}

void TableItem::draw(QPainter* painter) const {
    const QRectF area = playArea();
    const double rim = style::kRimWidth;
    painter->setRenderHint(QPainter::Antialiasing);

    // Shadow under the table, then the wooden rim with a lighter bevel.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawRoundedRect(area.adjusted(-rim - 2, -rim + 3, rim + 5, rim + 6), rim * 0.8, rim * 0.8);
    const QRectF outer = area.adjusted(-rim, -rim, rim, rim);
    painter->setBrush(style::rimColour());
    painter->drawRoundedRect(outer, rim * 0.7, rim * 0.7);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(style::rimColour().lighter(135), rim * 0.18));
    painter->drawRoundedRect(outer.adjusted(rim * 0.2, rim * 0.2, -rim * 0.2, -rim * 0.2), rim * 0.5, rim * 0.5);

    // The felt play area, a plain rectangle: no antialiasing and nearest
    // texture sampling, which a noise texture does not need and which keep
    // the whole-screen fill cheap on software rendering (docs/performance.md).
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_feltBrush);
    painter->drawRect(area);
    painter->restore();

    // A thin inner edge line and 10 cm ticks along the sides; the ticks start
    // at the table origin (player 1's left corner, the scene's lower left).
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(0, 0, 0, 110), 1.6));
    painter->drawRect(area);
    painter->setPen(QPen(QColor(240, 236, 220, 70), 0.8, Qt::SolidLine, Qt::FlatCap));
    const double tick = 6;  // mm
    for (double x = style::kTickSpacing; x < area.width() - 1; x += style::kTickSpacing) {
        painter->drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() - tick));
        painter->drawLine(QPointF(x, area.top()), QPointF(x, area.top() + tick));
    }
    for (double y = style::kTickSpacing; y < area.height() - 1; y += style::kTickSpacing) {
        const double sy = m_frame.toScene(0, y).y();
        painter->drawLine(QPointF(area.left(), sy), QPointF(area.left() + tick, sy));
        painter->drawLine(QPointF(area.right(), sy), QPointF(area.right() - tick, sy));
    }
}

}  // namespace jasta::app
