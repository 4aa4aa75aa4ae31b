#pragma once
// The range ruler laid from a weapon's mount (FIRE-02/03): its full length
// with the half mark (end of short range) and the end, and, for a measured
// shot, the part used up to the aim point in the range's colour, with the
// line of fire along its middle. Without a measure it is the plain ruler
// shown ahead of a selected airplane.
//
// Local frame: 1 unit = 1 mm, origin at the ruler's start, +x along it.
// A still ruler is blitted from a DeviceCache.

#include <QColor>
#include <QGraphicsItem>
#include <optional>

#include "table/device_cache.hpp"
#include "table/item_types.hpp"

namespace jasta::app {

class RulerItem : public QGraphicsItem {
public:
    // `length` and `halfMark` in mm (GeometrySpec::rulerLength / rulerHalfMark).
    RulerItem(double length, double halfMark, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Ruler) };
    [[nodiscard]] int type() const override { return Type; }

    // Lays the ruler from `start` towards `towards` (scene mm); when the two
    // coincide, at `rotation` degrees (QGraphicsItem rotation of +x).
    void layFrom(QPointF start, QPointF towards, double rotation = 0);
    // The part used, mm from the start (it may run past the end: out of
    // range), drawn in `colour`; nullopt: none.
    void setMeasure(std::optional<double> usedMm, const QColor& colour);

    [[nodiscard]] double length() const { return m_length; }
    [[nodiscard]] double halfMark() const { return m_halfMark; }
    [[nodiscard]] std::optional<double> used() const { return m_used; }
    [[nodiscard]] QPointF startScene() const { return mapToScene(QPointF(0, 0)); }
    [[nodiscard]] QPointF halfMarkScene() const { return mapToScene(QPointF(m_halfMark, 0)); }
    [[nodiscard]] QPointF endScene() const { return mapToScene(QPointF(m_length, 0)); }
    // Where the used part ends (the aim point); the start without a measure.
    [[nodiscard]] QPointF usedEndScene() const { return mapToScene(QPointF(m_used.value_or(0), 0)); }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void draw(QPainter* painter) const;

    double m_length;
    double m_halfMark;
    std::optional<double> m_used;
    QColor m_colour;
    DeviceCache m_cache;
};

}  // namespace jasta::app
