#include "aircraft_label_item.hpp"

#include <QFontMetricsF>
#include <QPainter>

#include "table_style.hpp"
#include "z_layers.hpp"

namespace jasta::app {

namespace {

constexpr double kPadX = 5;    // px inside each pill
constexpr double kPadY = 2;    // px
constexpr double kGap = 3;     // px between badge and name
constexpr double kRadius = 4;  // px corner radius

}  // namespace

AircraftLabelItem::AircraftLabelItem(QGraphicsItem* parent) : QGraphicsItem(parent) {
    // Constant pixel size, never rotated: readable at every zoom and heading.
    setFlag(ItemIgnoresTransformations);
    setZValue(z::kLabels);
    setAcceptedMouseButtons(Qt::NoButton);
}

QString AircraftLabelItem::altitudeText() const {
    return QStringLiteral("Alt %1").arg(m_altitude);
}

void AircraftLabelItem::syncFrom(const QString& name, int altitude, const QColor& accent) {
    prepareGeometryChange();
    m_name = name;
    m_altitude = altitude;
    m_accent = accent;
    layout();
    update();
}

void AircraftLabelItem::layout() {
    const QFontMetricsF nameMetrics(style::labelFont());
    const QFontMetricsF badgeMetrics(style::badgeFont());
    const double height = nameMetrics.height() + 2 * kPadY;
    const double badgeWidth = badgeMetrics.horizontalAdvance(altitudeText()) + 2 * kPadX;
    const double nameWidth = m_name.isEmpty() ? 0.0 : nameMetrics.horizontalAdvance(m_name) + 2 * kPadX;
    const double total = badgeWidth + (m_name.isEmpty() ? 0.0 : kGap + nameWidth);
    const double left = -total / 2;
    m_badgeRect = QRectF(left, 0, badgeWidth, height);
    m_nameRect = QRectF(left + badgeWidth + kGap, 0, nameWidth, height);
    m_bounds = QRectF(left, 0, total, height).adjusted(-1, -1, 1, 1);
}

QRectF AircraftLabelItem::boundingRect() const {
    return m_bounds;
}

void AircraftLabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);

    // Altitude badge: the side's colour, dark text.
    painter->setPen(QPen(QColor(0, 0, 0, 160), 1));
    painter->setBrush(m_accent);
    painter->drawRoundedRect(m_badgeRect, kRadius, kRadius);
    painter->setFont(style::badgeFont());
    painter->setPen(QColor(0x14, 0x16, 0x18));
    painter->drawText(m_badgeRect, Qt::AlignCenter, altitudeText());

    if (m_name.isEmpty()) return;
    painter->setPen(Qt::NoPen);
    painter->setBrush(style::labelBackground());
    painter->drawRoundedRect(m_nameRect, kRadius, kRadius);
    painter->setFont(style::labelFont());
    painter->setPen(style::labelText());
    painter->drawText(m_nameRect, Qt::AlignCenter, m_name);
}

}  // namespace jasta::app
