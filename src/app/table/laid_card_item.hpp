#pragma once
// A maneuver card laid on the table for the phase, as players do: the card
// drawn by paintManeuverCard at real size, its printed arrow starting at the
// base's front mark and running along the path the airplane flies (MOV-06).
//
// Local frame: 1 unit = 1 mm, origin at the arrow's start (the front mark),
// card forward = -y; placed at the front mark and rotated by the heading.
// Lying still it is blitted from a DeviceCache; turning over, each side is
// drawn from a picture rendered once (ScaledPicture).

#include <QGraphicsItem>
#include <QTransform>
#include <optional>

#include "jasta/data/maneuver_deck.hpp"
#include "jasta/state/pose.hpp"
#include "table/device_cache.hpp"
#include "table/item_types.hpp"
#include "table/scaled_picture.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

class LaidCardItem : public QGraphicsItem {
public:
    // `speed` picks the strong arrow of a WW2 card with speed markers.
    LaidCardItem(ManeuverCard card, std::optional<Speed> speed, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::LaidCard) };
    [[nodiscard]] int type() const override { return Type; }

    // Lays the card in front of an airplane standing at `start` whose front
    // mark is `frontMarkY` mm ahead of its centre.
    void layAt(const TableFrame& frame, const Pose& start, double frontMarkY);

    [[nodiscard]] const ManeuverCard& card() const { return m_card; }
    // Card mm (x right, y forward, from the arrow's start) -> scene mm.
    [[nodiscard]] QPointF cardToScene(Point2 cardMm) const;

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // The reveal (issue 5): laid face down, then turned over. `progress` 0..1:
    // the back narrows to its edge, the face widens from it.
    void setFlip(double progress);
    [[nodiscard]] bool isFaceUp() const { return m_faceUp; }

private:
    // One side of the card with its shadow, in item mm.
    void drawSide(QPainter* painter, bool faceUp) const;

    ManeuverCard m_card;
    std::optional<Speed> m_speed;
    QRectF m_paintRect;    // where paintManeuverCard draws, in its own units
    QTransform m_toLocal;  // those units -> item mm
    bool m_faceUp = true;
    bool m_turning = false;  // between face down and face up
    DeviceCache m_cache;
    ScaledPicture m_face;
    ScaledPicture m_back;
};

}  // namespace jasta::app
