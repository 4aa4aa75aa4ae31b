#pragma once
// TER-01: a relief zone on the table: raised ground shaded by its height, its
// edge drawn as a contour with hachures pointing down the slope, and a note
// with its name and the level of its ground ("Ridge · ground 2"). It lies on
// the felt under the landing fields and everything else.
//
// Scene frame (mm); the item itself sits at the scene origin.

#include <QGraphicsItem>
#include <QPolygonF>
#include <QString>
#include <string>

#include "jasta/data/scenario.hpp"
#include "table/item_types.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

class OverlayTagItem;

class ReliefItem : public QGraphicsItem {
public:
    explicit ReliefItem(std::string id, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Relief) };
    [[nodiscard]] int type() const override { return Type; }

    void show(const TableFrame& frame, const ReliefZone& zone);
    [[nodiscard]] const std::string& id() const { return m_id; }
    [[nodiscard]] int floor() const { return m_floor; }
    [[nodiscard]] QString caption() const;

    [[nodiscard]] QRectF boundingRect() const override;
    [[nodiscard]] QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::string m_id;
    int m_floor = 1;
    QPolygonF m_outline;  // scene mm, closed
    OverlayTagItem* m_caption = nullptr;
};

}  // namespace jasta::app
