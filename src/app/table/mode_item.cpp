#include "table/mode_item.hpp"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPen>

#include "jasta/game/game.hpp"
#include "table/table_drawing.hpp"
#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

const QColor kBrass(0xb8, 0x8a, 0x2e);
const QColor kBrassDark(0x6e, 0x50, 0x18);
const QColor kCounter(0xf2, 0xea, 0xd3);
constexpr double kCampBorderMm = 1.6;
constexpr double kPoleMm = 30;       // a carried flag's pole
constexpr double kPoleAsideMm = 30;  // its foot beside the base centre: the airplanes lie over this item
constexpr double kPennantMm = 16;    // its pennant's length
constexpr double kCampTextMm = 14;   // the camp's name
constexpr double kMarginMm = 40;     // room round everything for the pole and names

QString modeTr(const char* text) {
    return QCoreApplication::translate("ModeItem", text);
}

QPainterPath pennant(QPointF foot, double pole, double length, double height) {
    QPainterPath path;
    const QPointF top = foot - QPointF(0, pole);
    path.moveTo(top);
    path.lineTo(top + QPointF(length, height / 2));
    path.lineTo(top + QPointF(0, height));
    path.closeSubpath();
    return path;
}

}  // namespace

ModeItem::ModeItem(QGraphicsItem* parent) : QGraphicsItem(parent) {
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kMaps - 6);  // on the felt, with the defended zone, under the landing fields and cards
}

void ModeItem::show(const TableFrame& frame, const GameState& state, double markerMm, double flagMm) {
    prepareGeometryChange();
    m_camps.clear();
    m_markers.clear();
    m_flags.clear();
    m_homes.clear();
    m_markerMm = markerMm;
    m_flagMm = flagMm;
    QRectF bounds;
    const auto grow = [&](QPointF at, double radius) {
        bounds = bounds.united(QRectF(at - QPointF(radius, radius), at + QPointF(radius, radius)));
    };
    if (state.mode) {
        const ModeState& mode = *state.mode;
        for (const Camp& camp : mode.setting.camps) {
            m_camps.push_back({camp.side, closedOutline(frame, camp.outline)});
            bounds = bounds.united(m_camps.back().outline.boundingRect());
        }
        for (const Point2& at : mode.setting.ammoMarkers) {
            m_markers.push_back(frame.toScene(at));
            grow(m_markers.back(), markerMm);
        }
        for (const FlagState& flag : mode.flags) {
            FlagShown shown{flag.side, frame.toScene(flag.at), false, flag.at != flag.home};
            if (const AircraftState* carrier = flag.carrier.empty() ? nullptr : state.find(flag.carrier)) {
                shown.at = frame.toScene(carrier->pose.x, carrier->pose.y);
                shown.carried = true;
                shown.away = true;
            }
            if (shown.away) m_homes.push_back(frame.toScene(flag.home));
            m_flags.push_back(shown);
            grow(shown.at, flagMm + kMarginMm);
        }
        for (const QPointF& home : m_homes) grow(home, flagMm);
    }
    m_bounds = bounds.adjusted(-kMarginMm, -kMarginMm, kMarginMm, kMarginMm);
    update();
}

QRectF ModeItem::boundingRect() const {
    return m_bounds;
}

void ModeItem::paintMarker(QPainter& painter, QPointF at) const {
    const double r = m_markerMm / 2;
    painter.setPen(QPen(kBrassDark, 0.8));
    painter.setBrush(kCounter);
    painter.drawEllipse(at, r, r);
    // Three cartridges standing side by side: brass cases, dark bullets.
    const double w = m_markerMm * 0.14, h = m_markerMm * 0.5;
    for (int i = -1; i <= 1; ++i) {
        const QPointF foot = at + QPointF(i * w * 1.35, h * 0.45);
        painter.setPen(QPen(kBrassDark, 0.4));
        painter.setBrush(kBrass);
        painter.drawRect(QRectF(foot.x() - w / 2, foot.y() - h * 0.65, w, h * 0.65));
        painter.setBrush(kBrassDark);
        painter.drawEllipse(QRectF(foot.x() - w / 2, foot.y() - h, w, h * 0.45));
    }
}

void ModeItem::paintFlag(QPainter& painter, const FlagShown& flag) const {
    const QColor colour = style::sideColour(flag.side);
    const double r = m_flagMm / 2;
    if (!flag.carried) {
        painter.setPen(QPen(colour.darker(160), 0.8));
        painter.setBrush(kCounter);
        painter.drawEllipse(flag.at, r, r);
        painter.setBrush(colour);
        painter.setPen(QPen(colour.darker(160), 0.5));
        painter.drawPath(pennant(flag.at + QPointF(-r * 0.35, r * 0.55), r * 1.2, r * 0.95, r * 0.6));
        painter.setPen(QPen(QColor(0x3a, 0x2c, 0x1c), 0.9));
        painter.drawLine(flag.at + QPointF(-r * 0.35, r * 0.6), flag.at + QPointF(-r * 0.35, -r * 0.65));
        return;
    }
    // Carried: a pole beside the carrier's base (the airplane lies over this
    // item), the pennant at its top.
    const QPointF foot = flag.at + QPointF(kPoleAsideMm, 0);
    painter.setPen(QPen(QColor(0x3a, 0x2c, 0x1c), 1.6, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(foot, foot - QPointF(0, kPoleMm));
    painter.setPen(QPen(colour.darker(160), 0.6));
    painter.setBrush(colour);
    painter.drawPath(pennant(foot, kPoleMm, kPennantMm, kPennantMm * 0.6));
}

void ModeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing);
    for (const CampShown& camp : m_camps) {
        QColor tint = style::sideColour(camp.side);
        tint.setAlpha(26);
        painter->setPen(Qt::NoPen);
        painter->setBrush(tint);
        painter->drawPolygon(camp.outline);
        QColor border = style::sideColour(camp.side);
        border.setAlpha(170);
        QPen pen(border, kCampBorderMm, Qt::DashLine);
        pen.setDashPattern({5, 3});
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(camp.outline);
        // The camp's name along its long side, read from below.
        const QRectF box = camp.outline.boundingRect();
        painter->save();
        painter->translate(box.center());
        if (box.height() > box.width()) painter->rotate(-90);
        QFont font = painter->font();
        font.setPixelSize(static_cast<int>(kCampTextMm));
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(border);
        const double across = box.height() > box.width() ? box.height() : box.width();
        painter->drawText(QRectF(-across / 2, -kCampTextMm, across, 2 * kCampTextMm), Qt::AlignCenter,
                          modeTr("%1 camp").arg(sideName(camp.side)));
        painter->restore();
    }
    for (const QPointF& at : m_markers) paintMarker(*painter, at);
    // Where a flag that is away goes back to: a dashed ring.
    for (const QPointF& home : m_homes) {
        QPen ring(QColor(0x3a, 0x2c, 0x1c, 150), 0.8, Qt::DashLine);
        painter->setPen(ring);
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(home, m_flagMm / 2, m_flagMm / 2);
    }
    for (const FlagShown& flag : m_flags) paintFlag(*painter, flag);
}

}  // namespace jasta::app
