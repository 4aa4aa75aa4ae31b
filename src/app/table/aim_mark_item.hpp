#pragma once
// The point a rule measured to, marked on the table: the nearest visible
// point of a target's base in the arc (the aim point of FIRE-02/03), drawn as
// a small ring with a cross, upright and at a constant size in device pixels.

#include <QColor>
#include <QGraphicsItem>

#include "table/item_types.hpp"

namespace jasta::app {

class AimMarkItem : public QGraphicsItem {
public:
    explicit AimMarkItem(const QColor& colour, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::AimMark) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] const QColor& colour() const { return m_colour; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QColor m_colour;
};

}  // namespace jasta::app
