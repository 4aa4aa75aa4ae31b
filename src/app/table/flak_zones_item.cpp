#include "table/flak_zones_item.hpp"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <set>

#include "jasta/rules/flak.hpp"
#include "table/overlay_tag_item.hpp"
#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

// Deeper red for a higher burst: the danger grows towards the battery.
QColor ringColour(int highest) {
    return {0xd0, 0x40, 0x30, 20 + 14 * std::clamp(highest, 1, 5)};
}
const QColor kFlakRingEdge(0xd0, 0x40, 0x30, 170);
constexpr double kFlakEdgeMm = 0.8;

}  // namespace

QString FlakZonesItem::Ring::label() const {
    return lowest == highest ? QObject::tr("burst at %1").arg(lowest)
                             : QObject::tr("burst at %1–%2").arg(lowest).arg(highest);
}

std::vector<FlakZonesItem::Ring> FlakZonesItem::ringsFor(double rulerMm) {
    // Every limit of a band off the card, then the altitudes whose band holds each ring between two of them.
    std::set<double> limits;
    for (int altitude = kFlakLowestAltitude; altitude <= kFlakHighestAltitude; ++altitude)
        if (const auto band = flakBand(altitude); band && !band->onCard)
            limits.insert(band->minRulers), limits.insert(band->maxRulers);
    std::vector<Ring> rings;
    for (auto it = limits.begin(); it != limits.end() && std::next(it) != limits.end(); ++it) {
        const double inner = *it, outer = *std::next(it);
        Ring ring{inner * rulerMm, outer * rulerMm, 0, 0};
        for (int altitude = kFlakLowestAltitude; altitude <= kFlakHighestAltitude; ++altitude) {
            const auto band = flakBand(altitude);
            if (!band || band->onCard || band->minRulers > inner || band->maxRulers < outer) continue;
            if (ring.lowest == 0) ring.lowest = altitude;
            ring.highest = altitude;
        }
        if (ring.lowest != 0) rings.push_back(ring);
    }
    return rings;
}

FlakZonesItem::FlakZonesItem(double rulerMm, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_rings(ringsFor(rulerMm)) {
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kGuides - 5);  // on the felt with the arcs, under every airplane
    // Each ring's name at its top, upright whatever the zoom.
    for (const Ring& ring : m_rings) {
        auto* tag = new OverlayTagItem(ring.label(), kFlakRingEdge, this);
        tag->setPos(0, -(ring.inner + ring.outer) / 2);
    }
}

QRectF FlakZonesItem::boundingRect() const {
    const double outer = m_rings.empty() ? 0.0 : m_rings.back().outer + kFlakEdgeMm;
    return {-outer, -outer, 2 * outer, 2 * outer};
}

void FlakZonesItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing);
    for (const Ring& ring : m_rings) {
        QPainterPath annulus;
        annulus.addEllipse(QPointF(0, 0), ring.outer, ring.outer);
        annulus.addEllipse(QPointF(0, 0), ring.inner, ring.inner);  // odd-even fill leaves the hole
        painter->fillPath(annulus, ringColour(ring.highest));
        QPen edge(kFlakRingEdge, kFlakEdgeMm, Qt::DashLine);
        painter->setPen(edge);
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(QPointF(0, 0), ring.outer, ring.outer);
    }
}

}  // namespace jasta::app
