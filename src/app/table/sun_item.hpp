#pragma once
// WX-11: the sun of a mission, drawn at the table's edge on its side: a
// disc with rays, and a note that says whom it favours and where they are
// ("Sun in the east · the Central Powers wait in its glare, in by turn 4").
// With two 0s drawn it stands high over the middle edge of nobody, greyed.
//
// Scene frame (mm); the item itself sits at the scene origin.

#include <QGraphicsItem>
#include <QPointF>
#include <QString>

#include "table/item_types.hpp"
#include "table/table_frame.hpp"

#include "jasta/data/scenario.hpp"

namespace jasta {
struct GameState;
}

namespace jasta::app {

class OverlayTagItem;

class SunItem : public QGraphicsItem {
public:
    explicit SunItem(QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Sun) };
    [[nodiscard]] int type() const override { return Type; }

    // `state.sun` must hold a value.
    void show(const TableFrame& frame, const GameState& state);
    // The scenario editor's sun: `half` of the table, where a card drawn at
    // the start may put it under `setting`, drawn paler with that card.
    void showChoice(const TableFrame& frame, const SunSetting& setting, Era era, Compass half);
    [[nodiscard]] QString caption() const;
    [[nodiscard]] QPointF centre() const { return m_centre; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void setCaption(const QString& text);

    QPointF m_centre;       // scene mm
    bool m_shines = true;   // a side has it
    bool m_choice = false;  // showChoice: a sun that may be
    OverlayTagItem* m_caption = nullptr;
};

}  // namespace jasta::app
