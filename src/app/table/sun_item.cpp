#include "table/sun_item.hpp"

#include <QCoreApplication>
#include <QPainter>
#include <QPen>
#include <QRadialGradient>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "jasta/game/game.hpp"
#include "jasta/rules/sun.hpp"
#include "table/overlay_tag_item.hpp"
#include "table/table_drawing.hpp"
#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

const QColor kPale(0xff, 0xe0, 0x7a);
const QColor kGrey(0x8a, 0x8a, 0x8a);
constexpr double kDiscMm = 22;  // the disc's radius
constexpr double kRayMm = 13;   // each ray's length beyond a gap of 4 mm
constexpr int kRays = 12;
constexpr double kInsetMm = 48;      // from the table's edge to the disc's centre
constexpr int kCaptionWrapPx = 230;  // two short lines rather than one long one
constexpr double kChoiceOpacity = 0.45;

QString trSun(const char* text) {
    return QCoreApplication::translate("SunItem", text);
}

// Where a ray from the table's centre along `towards` (table frame) meets
// the edge, brought `inset` back towards the centre.
Point2 edgePoint(double width, double height, Point2 towards, double inset) {
    const Point2 centre{width / 2, height / 2};
    double reach = std::numeric_limits<double>::max();
    if (std::abs(towards.x) > 1e-9) reach = std::min(reach, (width / 2) / std::abs(towards.x));
    if (std::abs(towards.y) > 1e-9) reach = std::min(reach, (height / 2) / std::abs(towards.y));
    reach = std::max(reach - inset, 0.0);
    return {centre.x + towards.x * reach, centre.y + towards.y * reach};
}

}  // namespace

SunItem::SunItem(QGraphicsItem* parent) : QGraphicsItem(parent) {
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kMaps - 6);  // on the felt, over the defended zone
}

void SunItem::show(const TableFrame& frame, const GameState& state) {
    prepareGeometryChange();
    m_choice = false;
    const SunState& sun = *state.sun;
    m_shines = sun.favoured.has_value() && sun.draw.towards.has_value();
    const Point2 towards = m_shines ? towardsSun(sun.setting, *sun.draw.towards) : Point2{0, 1};
    m_centre = frame.toScene(edgePoint(frame.width(), frame.height(), towards, kInsetMm));
    QString text;
    if (!m_shines) {
        text = sun.draw.noon() ? trSun("Noon sun · it favours nobody") : trSun("Heavy weather hides the sun");
    } else {
        const QString where = sun.draw.towards == Compass::West ? trSun("west") : trSun("east");
        const QString side = sideName(*sun.favoured);
        text = sun.draw.noon() ? trSun("Noon sun in the %1").arg(where) : trSun("Sun in the %1").arg(where);
        if (sun.entered == 0)
            text += trSun(" · the %1 wait in its glare, in by turn %2").arg(side).arg(sun.setting.enterBy);
        else
            text += trSun(" · the %1 came out of it in turn %2").arg(side).arg(sun.entered);
    }
    setCaption(text);
}

// The editor's view of a sun setting: no card is drawn yet, so each half of
// the table shows the sun that would stand over it, paler, with the cards
// that put it there (WX-11 step 1) and the side it would favour.
void SunItem::showChoice(const TableFrame& frame, const SunSetting& setting, Era era, Compass half) {
    prepareGeometryChange();
    m_shines = true;
    m_choice = true;
    m_centre = frame.toScene(edgePoint(frame.width(), frame.height(), towardsSun(setting, half), kInsetMm));
    const QString side = sideName(sideHolding(half, era, setting.front));
    const QString text =
        half == Compass::West
            ? trSun("If an A card of 2, 4 or 5 puts the sun in the west, the %1 wait in its glare, in by turn %2")
                  .arg(side)
                  .arg(setting.enterBy)
            : trSun("If an A card of 1 or 3 puts the sun in the east, the %1 wait in its glare, in by turn %2")
                  .arg(side)
                  .arg(setting.enterBy);
    setCaption(text);
}

// The note under the rays (the scene shifts it left off an eastern edge, never over the sun).
void SunItem::setCaption(const QString& text) {
    if (m_caption == nullptr || m_caption->text() != text) {
        delete m_caption;
        m_caption = new OverlayTagItem(text, m_shines ? style::sunGlareColour() : kGrey, this, kCaptionWrapPx,
                                       OverlayTagItem::Placement::BelowRight);
    }
    m_caption->setPos(m_centre + QPointF(0, kDiscMm + 4 + kRayMm));
    update();
}

QString SunItem::caption() const {
    return m_caption != nullptr ? m_caption->text() : QString();
}

QRectF SunItem::boundingRect() const {
    const double reach = kDiscMm + 4 + kRayMm + 2;
    return {m_centre.x() - reach, m_centre.y() - reach, 2 * reach, 2 * reach};
}

void SunItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_choice) painter->setOpacity(kChoiceOpacity);  // a sun that may be, not one that is
    const QColor rim = m_shines ? style::sunGlareColour() : kGrey;
    // Rays first, then the disc over their roots.
    painter->setPen(QPen(rim, 2.4, Qt::SolidLine, Qt::RoundCap));
    for (int k = 0; k < kRays; ++k) {
        const double angle = 2 * std::numbers::pi * k / kRays;
        const QPointF along(std::cos(angle), std::sin(angle));
        painter->drawLine(m_centre + along * (kDiscMm + 4), m_centre + along * (kDiscMm + 4 + kRayMm));
    }
    QRadialGradient glow(m_centre, kDiscMm);
    glow.setColorAt(0, m_shines ? kPale : kGrey.lighter(150));
    glow.setColorAt(1, rim);
    painter->setBrush(glow);
    painter->setPen(QPen(rim.darker(120), 1.2));
    painter->drawEllipse(m_centre, kDiscMm, kDiscMm);
}

}  // namespace jasta::app
