#pragma once
// BAL-08: a barrage net on the table: the steel cables between balloons (and
// on to the table edges for a barrage line), drawn as a dashed cable on the
// felt, each stretch with a note of the highest level it catches ("net ≤ 2").
// Stretches that are down (a balloon destroyed or on the ground) are not drawn.
//
// Scene frame (mm); the item itself sits at the scene origin.

#include <QGraphicsItem>
#include <QList>
#include <QString>
#include <string>
#include <vector>

#include "jasta/rules/balloons.hpp"
#include "table/item_types.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

class OverlayTagItem;

class NetItem : public QGraphicsItem {
public:
    explicit NetItem(std::string id, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Net) };
    [[nodiscard]] int type() const override { return Type; }

    // Shows the stretches (table frame) that are up now.
    void show(const TableFrame& frame, const std::vector<NetStretch>& stretches);
    [[nodiscard]] const std::string& id() const { return m_id; }
    // The notes beside the stretches, in their order ("net ≤ 2").
    [[nodiscard]] QStringList notes() const;

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::string m_id;
    QList<QLineF> m_lines;  // scene mm
    QList<OverlayTagItem*> m_notes;
    QRectF m_bounds;
};

}  // namespace jasta::app
