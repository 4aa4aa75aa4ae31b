#pragma once
// An airplane's name under its altitude stand: the stand's pegs with "Alt 2"
// (the level, ALT-01: pegs - 1), its climb counters ("▲ 2") and its status
// when it is out of play ("shot down", "fled"). Drawn upright and at a
// constant size in device pixels whatever the zoom and the heading, so it
// stays readable. Its position (scene mm) is the top centre of the label.

#include <QColor>
#include <QGraphicsItem>
#include <QString>

#include "table/item_types.hpp"

namespace jasta::app {

struct LabelInfo {
    QString name;
    int altitude = 0;  // level (ALT-01)
    int climb = 0;     // climb counters beside the base
    QColor accent;     // the player's colour: the altitude badge
    QString status;    // "" while in play; "shot down", "fled"... otherwise
    // TER-04: the level of the ground beneath it, its stand's green peg; -1
    // on a table without relief (no green peg).
    int ground = -1;
};

class AircraftLabelItem : public QGraphicsItem {
public:
    explicit AircraftLabelItem(QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::AircraftLabel) };
    [[nodiscard]] int type() const override { return Type; }

    void syncFrom(const LabelInfo& info);

    [[nodiscard]] const QString& text() const { return m_info.name; }
    [[nodiscard]] const QColor& accent() const { return m_info.accent; }  // the player's colour
    [[nodiscard]] QString altitudeText() const;
    [[nodiscard]] QString climbText() const;  // "" without climb counters
    [[nodiscard]] const QString& statusText() const { return m_info.status; }
    [[nodiscard]] int pegs() const { return m_info.altitude + 1; }  // pegs on the stand
    [[nodiscard]] int ground() const { return m_info.ground; }      // the green peg (TER-04), -1: none

    // Moved down by `px` device pixels from its place under the airplane,
    // so that it neither covers nor hides under another label or a damage
    // card (TableScene::spreadLabels).
    void setDrop(double px);
    [[nodiscard]] double drop() const { return m_drop; }
    // Its rectangle in device pixels around pos() without the drop.
    [[nodiscard]] QRectF undroppedRect() const { return m_bounds; }
    // Moved sideways by `px` device pixels, to stay inside the view when its
    // airplane stands at the edge of what the view shows (spreadLabels).
    void setShift(double px);
    [[nodiscard]] double shift() const { return m_shift; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    // Added, moved, shown or hidden: the scene spreads the labels again.
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    void layout();
    [[nodiscard]] QString shownName() const;  // the name, and the status when out of play

    LabelInfo m_info;
    QRectF m_badgeRect;  // device pixels, relative to pos()
    QRectF m_climbRect;  // empty without climb counters
    QRectF m_nameRect;
    QRectF m_bounds;
    double m_drop = 0;   // px
    double m_shift = 0;  // px
};

}  // namespace jasta::app
