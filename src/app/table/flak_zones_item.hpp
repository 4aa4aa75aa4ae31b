#pragma once
// AA-05 for the Ranges & Arcs overlay: round a flak battery, where its gunner
// may put the burst token for each altitude. The distance from the card's
// centre decides the altitudes (S003 «Les DCA»): the nearer, the higher. Each
// ring between two of the band limits is shaded by the highest altitude it
// allows and named with all of them ("burst at 2-3"); on the card itself only
// altitude 5. Item frame: mm round the battery's centre.

#include <QGraphicsItem>
#include <QString>
#include <vector>

#include "table/item_types.hpp"

namespace jasta::app {

class FlakZonesItem : public QGraphicsItem {
public:
    // One ring: from `inner` to `outer` mm, and the altitudes a burst may be set at there.
    struct Ring {
        double inner = 0;
        double outer = 0;
        int lowest = 0;
        int highest = 0;
        [[nodiscard]] QString label() const;
    };
    // The rings of a battery for a ruler of `rulerMm` (from rules/flak.hpp's bands).
    static std::vector<Ring> ringsFor(double rulerMm);

    explicit FlakZonesItem(double rulerMm, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::FlakZones) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] const std::vector<Ring>& rings() const { return m_rings; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::vector<Ring> m_rings;
};

}  // namespace jasta::app
