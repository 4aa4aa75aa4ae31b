#pragma once
// A damage card (or WW2 counter) as the target draws it, face up beside the
// airplane for a moment after the fire (issue 5): deck letter, the points it
// counts for and its special in words. Upright and of a constant size on
// screen; its position (scene mm) is the airplane's, the `slot`-th card sits
// that many card widths to the right. From there it flies into the
// airplane's console (CardFlightLayer draws it in flight with the same
// paintDamageCard).

#include <QChar>
#include <QGraphicsItem>
#include <QString>
#include <string>

#include "table/item_types.hpp"

namespace jasta::app {

// What a damage card shows: face up, or face down (issue 15: the cards of
// another player's airplane, as at the table) with its deck letter and only
// the special everyone sees (smoke, fire, explosion, a jam).
struct DamageCardFace {
    QChar deck;
    int points = 0;   // 0 when face down: the value is not known here at all
    QString special;  // in words; empty: none, or a secret the viewer may not see (DMG-02)
    bool faceDown = false;
};

// The card's face filling `card` (device pixels, upright): the size of
// DamageCardItem::cardSize() or any other, the drawing scales with it.
void paintDamageCard(QPainter& painter, const QRectF& card, const DamageCardFace& face);

class DamageCardItem : public QGraphicsItem {
public:
    DamageCardItem(std::string aircraftId, const DamageCardFace& face, int slot, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::DamageCard) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] static QSizeF cardSize();  // device pixels
    [[nodiscard]] const std::string& aircraftId() const { return m_aircraftId; }
    [[nodiscard]] const DamageCardFace& face() const { return m_face; }
    [[nodiscard]] QChar deck() const { return m_face.deck; }
    [[nodiscard]] int points() const { return m_face.points; }
    [[nodiscard]] bool faceDown() const { return m_face.faceDown; }
    [[nodiscard]] const QString& special() const { return m_face.special; }
    // Where the card is drawn, device pixels from the item's position.
    [[nodiscard]] const QRectF& cardRect() const { return m_card; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    // Added, moved, shown or hidden: the scene spreads the labels again.
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    std::string m_aircraftId;
    DamageCardFace m_face;
    QRectF m_card;  // device pixels, relative to pos()
};

}  // namespace jasta::app
