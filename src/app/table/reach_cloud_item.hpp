#pragma once
// The cloud of places an airplane can reach with its legal plans (issue 7):
// one small arrowhead per place, pointing the way the airplane would face,
// coloured by how many enemy guns could fire at it there (ReachPoint::guns),
// a cross where the flight ends in the ground. One item for the whole cloud:
// thousands of points are painted once per zoom and then blitted.

#include <QColor>
#include <QGraphicsItem>
#include <QPointF>
#include <cstddef>
#include <vector>

#include "table/item_types.hpp"

namespace jasta::app {

class ReachCloudItem : public QGraphicsItem {
public:
    struct Mark {
        QPointF at;       // scene mm
        double rotation;  // QGraphicsItem rotation of a nose-up drawing (degrees)
        int guns = 0;
        bool crash = false;
    };
    explicit ReachCloudItem(std::vector<Mark> marks, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::ReachCloud) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] const std::vector<Mark>& marks() const { return m_marks; }
    // The colour of a place with `guns` enemy guns on it (0: safe green ... 3+: red).
    [[nodiscard]] static QColor colourFor(int guns);

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::vector<Mark> m_marks;
    std::vector<std::size_t> m_paintOrder;  // the safest first: red stays on top where places crowd
    QRectF m_bounds;
};

}  // namespace jasta::app
