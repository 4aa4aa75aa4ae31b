#pragma once
// The table: the felt play area, its wooden rim and faint 10 cm ticks along
// the edge. Drawn in scene units (mm), play area from (0, 0) to (width, height).
// It fills the screen: blitted from a DeviceCache, redrawn only when the
// zoom changes or a pan goes past the picture.

#include <QBrush>
#include <QGraphicsItem>
#include <filesystem>

#include "table/device_cache.hpp"
#include "table/item_types.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

class TableItem : public QGraphicsItem {
public:
    // `assetsDir`: where table/felt.svg is looked for; a solid felt colour
    // is used when it is missing.
    explicit TableItem(const std::filesystem::path& assetsDir, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Table) };
    [[nodiscard]] int type() const override { return Type; }

    void syncFrom(const TableFrame& frame);

    [[nodiscard]] QRectF playArea() const { return m_frame.sceneRect(); }
    [[nodiscard]] bool hasFeltTexture() const { return m_feltBrush.style() == Qt::TexturePattern; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void draw(QPainter* painter) const;

    TableFrame m_frame;
    QBrush m_feltBrush;
    DeviceCache m_cache;
};

}  // namespace jasta::app
