#pragma once
// Where the enemy guns can reach after their next card (jasta::ThreatMap):
// the table in square cells, shaded by how many enemies could fire into each,
// deeper where one of them would be at short range. Laid on the felt under
// the cards and airplanes. One image pixel per cell, drawn without smoothing
// so the cells stay crisp.

#include <QGraphicsItem>
#include <QImage>

#include "jasta/pilots/tactics.hpp"
#include "table/item_types.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

class ThreatMapItem : public QGraphicsItem {
public:
    ThreatMapItem(const ThreatMap& map, const TableFrame& frame, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::ThreatMap) };
    [[nodiscard]] int type() const override { return Type; }

    // The image's colour at a table point (transparent where no enemy reaches).
    [[nodiscard]] QColor colourAt(Point2 tablePoint) const;
    [[nodiscard]] const QImage& image() const { return m_image; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QImage m_image;  // row 0 at the top of the scene (the far edge of the table)
    QRectF m_rect;   // scene mm covered by the image
    TableFrame m_frame;
    double m_cellMm;
};

}  // namespace jasta::app
