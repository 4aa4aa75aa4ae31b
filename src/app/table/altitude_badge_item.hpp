#pragma once
// An airplane's altitude made plain (issue 7, ALT-01): its stand drawn from
// the side with one peg per level above the first, the level as a large
// number, and, when another airplane is selected, the difference and what it
// does to fire between them ("+1 · half ruler", "-2 · no fire"). Upright and
// at a constant size in device pixels; it follows its airplane.

#include <QColor>
#include <QGraphicsItem>
#include <QString>

#include "table/item_types.hpp"

namespace jasta::app {

class AltitudeBadgeItem : public QGraphicsItem {
public:
    struct Info {
        int level = 0;
        int climb = 0;     // climb counters
        QColor colour;     // the player's colour
        QString relation;  // "" or the difference to the selected airplane, with its effect
        QColor relationColour;
    };
    explicit AltitudeBadgeItem(const Info& info, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::AltitudeBadge) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] const Info& info() const { return m_info; }
    [[nodiscard]] QString levelText() const;

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    Info m_info;
    QRectF m_box;  // device pixels, relative to pos()
};

}  // namespace jasta::app
