#include "table/odds_item.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {
constexpr double kPad = 7;
constexpr double kBarWidth = 13;  // px per number of points
constexpr double kChartHeight = 52;
constexpr double kOddsOffset = 14;  // px left and below the point it speaks of (an explanation sits right)
}  // namespace

QString OddsItem::percent(double chance) {
    if (chance <= 0) return QStringLiteral("0%");
    if (chance < 0.005) return QStringLiteral("<1%");
    if (chance > 0.995 && chance < 1) return QStringLiteral(">99%");
    return QStringLiteral("%1%").arg(std::lround(chance * 100));
}

QString OddsItem::summaryOf(const DamageOdds& odds, bool damageKnown) {
    if (!damageKnown)
        return QObject::tr("Explodes %1 · %2 points on average")
            .arg(percent(odds.explosion))
            .arg(odds.expectedPoints(), 0, 'f', 1);
    return QObject::tr("Down now %1 · explodes %2 · %3 points on average")
        .arg(percent(odds.bringsDown), percent(odds.explosion))
        .arg(odds.expectedPoints(), 0, 'f', 1);
}

OddsItem::OddsItem(const DamageOdds& odds, const QString& heading, bool damageKnown, QGraphicsItem* parent)
    : QGraphicsItem(parent),
      m_points(odds.points),
      m_needed(damageKnown ? std::max(0, odds.structure - odds.damageTaken) : -1),
      m_down(damageKnown ? odds.bringsDown : 0),
      m_heading(heading),
      m_summary(summaryOf(odds, damageKnown)) {
    setFlag(ItemIgnoresTransformations);
    setZValue(z::kOverlay);
    setCacheMode(DeviceCoordinateCache);
    setAcceptedMouseButtons(Qt::NoButton);
    const QFontMetricsF label(style::labelFont()), small(style::badgeFont());
    const double chart = std::max(static_cast<double>(m_points.size()), 8.0) * kBarWidth;
    const double width =
        std::max({chart, label.horizontalAdvance(m_heading), small.horizontalAdvance(m_summary)}) + 2 * kPad;
    const double height = label.height() + kChartHeight + 2 * small.height() + 2 * kPad + 4;
    m_box = QRectF(-kOddsOffset - width, kOddsOffset, width, height);
}

QRectF OddsItem::boundingRect() const {
    return m_box.adjusted(-1, -1, 1, 1);
}

void OddsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath box;
    box.addRoundedRect(m_box, 5, 5);
    painter->fillPath(box, style::labelBackground());
    painter->strokePath(box, QPen(QColor(0, 0, 0, 160), 1));
    const QFontMetricsF label(style::labelFont()), small(style::badgeFont());
    double y = m_box.top() + kPad;
    painter->setFont(style::labelFont());
    painter->setPen(style::labelText());
    painter->drawText(QRectF(m_box.left() + kPad, y, m_box.width() - 2 * kPad, label.height()),
                      Qt::AlignLeft | Qt::AlignVCenter, m_heading);
    y += label.height() + 2;

    // One bar per number of points; the bars that bring the target down in red.
    const double most = std::max(1e-9, *std::max_element(m_points.begin(), m_points.end()));
    const double baseline = y + kChartHeight;
    painter->setFont(style::badgeFont());
    for (std::size_t n = 0; n < m_points.size(); ++n) {
        const double x = m_box.left() + kPad + static_cast<double>(n) * kBarWidth;
        const double h = (kChartHeight - small.height()) * m_points[n] / most;
        const QColor colour =
            m_needed >= 0 && static_cast<int>(n) >= m_needed ? style::noShotColour() : style::longRangeColour();
        painter->fillRect(QRectF(x + 1.5, baseline - small.height() - h, kBarWidth - 3, h), colour);
        painter->setPen(style::labelText());
        painter->drawText(QRectF(x, baseline - small.height(), kBarWidth, small.height()), Qt::AlignCenter,
                          QString::number(n));
    }
    y = baseline + 2;
    painter->setPen(style::labelText());
    painter->drawText(QRectF(m_box.left() + kPad, y, m_box.width() - 2 * kPad, small.height()),
                      Qt::AlignLeft | Qt::AlignVCenter, QObject::tr("damage points (red: enough to bring it down)"));
    y += small.height();
    painter->setPen(m_down > 0 ? style::noShotColour().lighter(130) : style::labelText());
    painter->drawText(QRectF(m_box.left() + kPad, y, m_box.width() - 2 * kPad, small.height()),
                      Qt::AlignLeft | Qt::AlignVCenter, m_summary);
}

}  // namespace jasta::app
