#pragma once
// MODE-01..07: what a game mode puts on the felt. Each camp of Capture the
// Flag is a strip tinted in its side's colour with its name; each ammunition
// marker a round brass counter with three cartridges (MODE-02: ending a
// maneuver over it gives the shots back); each flag a round counter with a
// pennant in its side's colour, where it lies, or flown from a short pole
// beside the airplane that carries it, with a ring where it goes home.
//
// Scene frame (mm); the item itself sits at the scene origin.

#include <QColor>
#include <QGraphicsItem>
#include <QPointF>
#include <QPolygonF>
#include <QString>
#include <QVector>

#include "jasta/base/enums.hpp"
#include "table/item_types.hpp"
#include "table/table_frame.hpp"

namespace jasta {
struct ModeState;
struct GameState;
}  // namespace jasta

namespace jasta::app {

class ModeItem : public QGraphicsItem {
public:
    explicit ModeItem(QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Mode) };
    [[nodiscard]] int type() const override { return Type; }

    // `markerMm`, `flagMm`: the diameters of the two markers (data/ground).
    void show(const TableFrame& frame, const GameState& state, double markerMm, double flagMm);

    // What is drawn, for tests: the markers' and flags' centres (scene mm),
    // and the side of each flag with whether it is carried.
    struct FlagShown {
        Side side = Side::Entente;
        QPointF at;
        bool carried = false;
        bool away = false;  // not at home: a ring marks its home
    };
    [[nodiscard]] const QVector<QPointF>& markers() const { return m_markers; }
    [[nodiscard]] const QVector<FlagShown>& flags() const { return m_flags; }
    [[nodiscard]] int camps() const { return static_cast<int>(m_camps.size()); }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct CampShown {
        Side side = Side::Entente;
        QPolygonF outline;  // scene mm, closed
    };
    void paintMarker(QPainter& painter, QPointF at) const;
    void paintFlag(QPainter& painter, const FlagShown& flag) const;
    QVector<CampShown> m_camps;
    QVector<QPointF> m_markers;
    QVector<FlagShown> m_flags;
    QVector<QPointF> m_homes;  // where the flags that are away go back to
    double m_markerMm = 25;
    double m_flagMm = 25;
    QRectF m_bounds;
};

}  // namespace jasta::app
