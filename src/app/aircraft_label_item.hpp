#pragma once
// An airplane's name with its altitude badge ("Alt 2"), drawn upright and at
// a constant size in device pixels whatever the zoom and the heading, so it
// stays readable. Its position (scene mm) is the top centre of the label.

#include <QColor>
#include <QGraphicsItem>
#include <QString>

#include "item_types.hpp"

namespace jasta::app {

class AircraftLabelItem : public QGraphicsItem {
public:
    explicit AircraftLabelItem(QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::AircraftLabel) };
    [[nodiscard]] int type() const override { return Type; }

    // `altitude` is the level (ALT-01); `accent` colours the badge.
    void syncFrom(const QString& name, int altitude, const QColor& accent);

    [[nodiscard]] const QString& text() const { return m_name; }
    [[nodiscard]] QString altitudeText() const;

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void layout();

    QString m_name;
    int m_altitude = 0;
    QColor m_accent;
    QRectF m_badgeRect;  // device pixels, relative to pos()
    QRectF m_nameRect;
    QRectF m_bounds;
};

}  // namespace jasta::app
