#include "table/aircraft_label_item.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

#include "table/table_scene.hpp"  // spreadLabelsSoon
#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

constexpr double kPadX = 5;        // px inside each pill
constexpr double kPadY = 2;        // px
constexpr double kGap = 3;         // px between pills
constexpr double kRadius = 4;      // px corner radius
constexpr int kMaxPegsDrawn = 6;   // higher stands show only the number
constexpr double kPegWidth = 2.5;  // px, one peg of the stand icon
constexpr double kPegGap = 1.5;    // px
constexpr double kChevron = 8;     // px, the climb counter's mark

double pegIconWidth(int pegs) {
    const int drawn = std::clamp(pegs, 0, kMaxPegsDrawn);
    return drawn > 0 ? drawn * (kPegWidth + kPegGap) + 2 : 0.0;
}

}  // namespace

AircraftLabelItem::AircraftLabelItem(QGraphicsItem* parent) : QGraphicsItem(parent) {
    // Constant pixel size, never rotated: readable at every zoom and heading.
    setFlag(ItemIgnoresTransformations);
    setFlag(ItemSendsGeometryChanges);  // itemChange: moved
    setZValue(z::kLabels);
    // Still while the airplanes move: painted once per zoom, then blitted.
    setCacheMode(DeviceCoordinateCache);
    setAcceptedMouseButtons(Qt::NoButton);
}

QString AircraftLabelItem::altitudeText() const {
    if (m_info.ground > 0) return QStringLiteral("Alt %1 · ground %2").arg(m_info.altitude).arg(m_info.ground);
    return QStringLiteral("Alt %1").arg(m_info.altitude);
}

QString AircraftLabelItem::climbText() const {
    return m_info.climb > 0 ? QString::number(m_info.climb) : QString();
}

QString AircraftLabelItem::shownName() const {
    return m_info.status.isEmpty() ? m_info.name : m_info.name + QStringLiteral(" — ") + m_info.status;
}

void AircraftLabelItem::syncFrom(const LabelInfo& info) {
    prepareGeometryChange();
    m_info = info;
    layout();
    update();
    spreadLabelsSoon(scene());  // another size
}

void AircraftLabelItem::layout() {
    const QFontMetricsF nameMetrics(style::labelFont());
    const QFontMetricsF badgeMetrics(style::badgeFont());
    const double height = nameMetrics.height() + 2 * kPadY;
    const double badgeWidth = pegIconWidth(pegs()) + badgeMetrics.horizontalAdvance(altitudeText()) + 2 * kPadX;
    const double climbWidth =
        m_info.climb > 0 ? kChevron + 3 + badgeMetrics.horizontalAdvance(climbText()) + 2 * kPadX : 0.0;
    const QString name = shownName();
    const double nameWidth = name.isEmpty() ? 0.0 : nameMetrics.horizontalAdvance(name) + 2 * kPadX;
    double total = badgeWidth;
    if (climbWidth > 0) total += kGap + climbWidth;
    if (nameWidth > 0) total += kGap + nameWidth;
    double x = -total / 2;
    m_badgeRect = QRectF(x, 0, badgeWidth, height);
    x += badgeWidth + kGap;
    m_climbRect = climbWidth > 0 ? QRectF(x, 0, climbWidth, height) : QRectF();
    if (climbWidth > 0) x += climbWidth + kGap;
    m_nameRect = QRectF(x, 0, nameWidth, height);
    m_bounds = QRectF(-total / 2, 0, total, height).adjusted(-1, -1, 1, 1);
}

void AircraftLabelItem::setDrop(double px) {
    if (px == m_drop) return;
    prepareGeometryChange();
    m_drop = px;
    update();
}

void AircraftLabelItem::setShift(double px) {
    if (px == m_shift) return;
    prepareGeometryChange();
    m_shift = px;
    update();
}

QRectF AircraftLabelItem::boundingRect() const {
    return m_bounds.translated(m_shift, m_drop);
}

void AircraftLabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->translate(m_shift, m_drop);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    const QColor ink(0x14, 0x16, 0x18);

    // Altitude badge in the player's colour: the stand's pegs, then "Alt n".
    painter->setPen(QPen(QColor(0, 0, 0, 160), 1));
    painter->setBrush(m_info.accent);
    painter->drawRoundedRect(m_badgeRect, kRadius, kRadius);
    const int drawn = std::clamp(pegs(), 0, kMaxPegsDrawn);
    const double pegHeight = m_badgeRect.height() - 2 * kPadY - 3;
    painter->setPen(Qt::NoPen);
    for (int i = 0; i < drawn; ++i) {
        painter->setBrush(i == m_info.ground ? style::groundPegColour() : ink);  // TER-04: the green peg
        painter->drawRoundedRect(QRectF(m_badgeRect.left() + kPadX + i * (kPegWidth + kPegGap),
                                        m_badgeRect.top() + kPadY + 1.5, kPegWidth, pegHeight),
                                 0.8, 0.8);
    }
    painter->setFont(style::badgeFont());
    painter->setPen(ink);
    painter->drawText(m_badgeRect.adjusted(kPadX + pegIconWidth(pegs()), 0, -kPadX, 0), Qt::AlignCenter,
                      altitudeText());

    // Climb counters: an up chevron on a light chip and their number.
    if (!m_climbRect.isEmpty()) {
        painter->setPen(QPen(QColor(0, 0, 0, 160), 1));
        painter->setBrush(style::climbCounterColour());
        painter->drawRoundedRect(m_climbRect, kRadius, kRadius);
        const QPointF c(m_climbRect.left() + kPadX + kChevron / 2, m_climbRect.center().y());
        const QPointF chevron[] = {c + QPointF(-kChevron / 2, kChevron / 4), c + QPointF(0, -kChevron / 4),
                                   c + QPointF(kChevron / 2, kChevron / 4)};
        painter->setPen(QPen(ink, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPolyline(chevron, 3);
        painter->drawText(m_climbRect.adjusted(kPadX + kChevron + 3, 0, -kPadX, 0), Qt::AlignCenter, climbText());
    }

    if (m_nameRect.width() <= 0) return;
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_info.status.isEmpty() ? style::labelBackground() : style::outOfPlayLabelBackground());
    painter->drawRoundedRect(m_nameRect, kRadius, kRadius);
    painter->setFont(style::labelFont());
    painter->setPen(style::labelText());
    painter->drawText(m_nameRect, Qt::AlignCenter, shownName());
}

QVariant AircraftLabelItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    // ItemSceneChange: scene() is still the one it leaves.
    if (change == ItemPositionHasChanged || change == ItemSceneChange || change == ItemSceneHasChanged ||
        change == ItemVisibleHasChanged)
        spreadLabelsSoon(scene());
    return QGraphicsItem::itemChange(change, value);
}

}  // namespace jasta::app
