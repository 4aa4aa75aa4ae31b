#pragma once
// A planned position of an airplane: the same silhouette, translucent, on a
// dashed base, with the number of the plan's card that puts it there.
// Same local frame as AircraftItem (mm, nose up, origin at the base centre).
// Still, so blitted from a DeviceCache.

#include <QGraphicsItem>
#include <memory>

#include "jasta/state/pose.hpp"
#include "table/device_cache.hpp"
#include "table/item_types.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

class AirplaneArt;

class GhostItem : public QGraphicsItem {
public:
    // `step`: 1, 2 or 3, the card of the plan (0: no number).
    GhostItem(std::shared_ptr<const AirplaneArt> art, int step, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Ghost) };
    [[nodiscard]] int type() const override { return Type; }

    void setPose(const TableFrame& frame, const Pose& pose);
    [[nodiscard]] const Pose& pose() const { return m_pose; }
    [[nodiscard]] int step() const { return m_step; }
    // A card that may not be flown now (the hand overlay): its number on red, fainter.
    void setRefused(bool refused);
    [[nodiscard]] bool refused() const { return m_refused; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void draw(QPainter* painter) const;

    std::shared_ptr<const AirplaneArt> m_art;
    int m_step;
    bool m_refused = false;
    Pose m_pose;
    DeviceCache m_cache;
};

}  // namespace jasta::app
