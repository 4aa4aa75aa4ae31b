#pragma once
// GND-01: a landing field on the table: a mown strip of grass at its place
// and heading, its edges marked with white dashes and a line down the middle
// of the runway, and its name at one end. It lies on the felt under
// everything else (cards, arcs, airplanes).
//
// Scene frame (mm); the item sits at the field's centre, turned to its heading.

#include <QGraphicsItem>
#include <QString>
#include <string>

#include "jasta/data/scenario.hpp"
#include "table/item_types.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

class OverlayTagItem;

class FieldItem : public QGraphicsItem {
public:
    explicit FieldItem(std::string id, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Field) };
    [[nodiscard]] int type() const override { return Type; }

    void show(const TableFrame& frame, const LandingField& field);
    [[nodiscard]] const std::string& id() const { return m_id; }
    [[nodiscard]] QString caption() const;

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::string m_id;
    double m_width = 0;   // mm, across the runway
    double m_length = 0;  // mm, along it
    OverlayTagItem* m_caption = nullptr;
};

}  // namespace jasta::app
