#pragma once
// A straight line laid on the table to show a measurement: the line of sight
// of a shot and what it crosses, the tailing ruler, the edge of a base that a
// rule measures from. Its pen keeps its width in device pixels whatever the
// zoom; the ends may carry a dot. Scene mm, no rotation.

#include <QColor>
#include <QGraphicsItem>
#include <QLineF>

#include "table/item_types.hpp"

namespace jasta::app {

class GuideLineItem : public QGraphicsItem {
public:
    struct Look {
        QColor colour;
        double widthPx = 2;  // device pixels
        bool dashed = false;
        bool endDots = false;  // a dot at each end
    };
    GuideLineItem(QLineF line, const Look& look, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::GuideLine) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] const QLineF& line() const { return m_line; }  // scene mm
    [[nodiscard]] const Look& look() const { return m_look; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QLineF m_line;
    Look m_look;
};

}  // namespace jasta::app
