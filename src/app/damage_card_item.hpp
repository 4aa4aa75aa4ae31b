#pragma once
// A damage card (or WW2 counter) as the target draws it, face up beside the
// airplane for a moment after the fire (issue 5): deck letter, the points it
// counts for and its special in words. Upright and of a constant size on
// screen; its position (scene mm) is the airplane's, the `slot`-th card sits
// that many card widths to the right.

#include <QGraphicsItem>
#include <QString>

#include "item_types.hpp"

namespace jasta::app {

class DamageCardItem : public QGraphicsItem {
public:
    DamageCardItem(QChar deck, int points, const QString& special, int slot, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::DamageCard) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] QChar deck() const { return m_deck; }
    [[nodiscard]] int points() const { return m_points; }
    [[nodiscard]] const QString& special() const { return m_special; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QChar m_deck;
    int m_points;
    QString m_special;  // empty = none
    QRectF m_card;      // device pixels, relative to pos()
};

}  // namespace jasta::app
