#include "table/defended_zone_item.hpp"

#include <QCoreApplication>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPen>

#include "jasta/rules/advantage.hpp"
#include "table/overlay_tag_item.hpp"
#include "table/table_drawing.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

const QColor kBorder(0x9c, 0x2b, 0x1f, 200);
const QColor kTint(0x9c, 0x2b, 0x1f, 18);
constexpr double kBorderMm = 2.2;  // width of the dashed border
constexpr double kTickMm = 9;      // ticks pointing into the zone
constexpr double kTickGapMm = 40;  // between ticks along the border

QString tr(const char* text) {
    return QCoreApplication::translate("DefendedZoneItem", text);
}

}  // namespace

DefendedZoneItem::DefendedZoneItem(QGraphicsItem* parent) : QGraphicsItem(parent) {
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kMaps - 7);  // on the felt, over the relief, under the landing fields
}

void DefendedZoneItem::show(const TableFrame& frame, const Attack& attack, Side defenders, const Advantage* advantage) {
    prepareGeometryChange();
    m_outline = closedOutline(frame, attack.defendedZone);
    QString text = tr("Defended zone of the %1").arg(sideName(defenders));
    if (advantage != nullptr && advantage->from > 0) {
        text += (advantage->roadIsClear
                     ? tr(" · the %1 hold the advantage in turns %2 and %3 (%4)").arg(sideName(attack.side))
                     : tr(" · they hold the advantage in turns %1 and %2 (%3)"))
                    .arg(advantage->from)
                    .arg(advantage->to())
                    .arg(QString::fromStdString(advantage->rule));
    } else if (advantage != nullptr) {
        text += advantage->roadIsClear ? tr(" · unseen, the attackers will find the road clear (%1)")
                                       : tr(" · crossing it raises the alert (%1)");
        text = text.arg(QString::fromStdString(advantage->rule));
    }
    if (m_caption == nullptr || m_caption->text() != text) {
        delete m_caption;
        m_caption = new OverlayTagItem(text, kBorder, this);
    }
    m_caption->setPos(areaCentre(m_outline));
    update();
}

QString DefendedZoneItem::caption() const {
    return m_caption != nullptr ? m_caption->text() : QString();
}

QRectF DefendedZoneItem::boundingRect() const {
    const double margin = kTickMm + kBorderMm;
    return m_outline.boundingRect().adjusted(-margin, -margin, margin, margin);
}

QPainterPath DefendedZoneItem::shape() const {
    QPainterPath path;
    path.addPolygon(m_outline);
    return path;
}

void DefendedZoneItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    if (m_outline.size() < 4) return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(kTint);
    painter->drawPolygon(m_outline);
    QPen border(kBorder, kBorderMm, Qt::DashLine, Qt::FlatCap, Qt::MiterJoin);
    border.setDashPattern({6, 3});
    painter->setBrush(Qt::NoBrush);
    painter->setPen(border);
    painter->drawPolygon(m_outline);
    // Ticks on the border, pointing into the zone: the side to keep out of.
    painter->setPen(QPen(kBorder, kBorderMm * 0.7, Qt::SolidLine, Qt::RoundCap));
    drawEdgeTicks(*painter, m_outline, kTickGapMm, kTickMm, false);
}

}  // namespace jasta::app
