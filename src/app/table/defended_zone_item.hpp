#pragma once
// WX-08..10, BAL-11: the zone the defenders hold, drawn on the felt as a
// dashed border with short ticks pointing into it and a faint tint, and a
// note that says whose zone it is and what crossing it sets off ("the alert
// system, WX-10"), then which side holds the advantage in which turns.
//
// Scene frame (mm); the item itself sits at the scene origin.

#include <QGraphicsItem>
#include <QPolygonF>
#include <QString>

#include "jasta/data/scenario.hpp"
#include "table/item_types.hpp"
#include "table/table_frame.hpp"

namespace jasta {
struct Advantage;
}

namespace jasta::app {

class OverlayTagItem;

class DefendedZoneItem : public QGraphicsItem {
public:
    explicit DefendedZoneItem(QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::DefendedZone) };
    [[nodiscard]] int type() const override { return Type; }

    // `advantage` null: the attack brings none under these rules.
    void show(const TableFrame& frame, const Attack& attack, Side defenders, const Advantage* advantage);
    [[nodiscard]] QString caption() const;

    [[nodiscard]] QRectF boundingRect() const override;
    [[nodiscard]] QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QPolygonF m_outline;  // scene mm, closed
    OverlayTagItem* m_caption = nullptr;
};

}  // namespace jasta::app
