#include "table/counter_item.hpp"

#include <QPainter>
#include <QPainterPath>

#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

constexpr double kToken = 20;      // px: diameter of one counter
constexpr double kCounterGap = 3;  // px between counters
constexpr double kBadge = 11;      // px: the count's disc on a token

QColor tokenColour(CounterToken::Kind kind) {
    switch (kind) {
        case CounterToken::Kind::Smoke:
            return {0x8d, 0x8f, 0x93};
        case CounterToken::Kind::Flames:
            return {0xe8, 0x6a, 0x1c};
        case CounterToken::Kind::Jam:
            return {0xc8, 0x2e, 0x2e};
    }
    return Qt::gray;
}

// The token's picture, drawn in a kToken square centred on the origin.
void paintSymbol(QPainter* painter, CounterToken::Kind kind) {
    const QColor ink(0xfa, 0xf6, 0xea);
    painter->setPen(Qt::NoPen);
    painter->setBrush(ink);
    switch (kind) {
        case CounterToken::Kind::Smoke:  // a puff of three clouds
            painter->drawEllipse(QPointF(-3.5, 1.5), 3.6, 3.2);
            painter->drawEllipse(QPointF(0.5, -1.8), 4.2, 3.8);
            painter->drawEllipse(QPointF(4.0, 2.0), 3.2, 2.8);
            return;
        case CounterToken::Kind::Flames: {  // a flame
            QPainterPath flame;
            flame.moveTo(0, -7);
            flame.cubicTo(5, -2, 6, 3, 0, 7);
            flame.cubicTo(-6, 3, -4, -1, -1.5, -3);
            flame.cubicTo(-1.2, -0.5, 0.5, 0.5, 0, -7);
            painter->drawPath(flame);
            return;
        }
        case CounterToken::Kind::Jam: {  // a gun barrel struck through
            painter->drawRoundedRect(QRectF(-1.6, -7, 3.2, 12), 1, 1);
            painter->drawRoundedRect(QRectF(-4, 3.5, 8, 3.5), 1, 1);
            painter->setPen(QPen(ink, 2.2, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(QPointF(-6, 6), QPointF(6, -6));
            return;
        }
    }
}

QString tokenName(const CounterToken& token) {
    switch (token.kind) {
        case CounterToken::Kind::Smoke:
            return QStringLiteral("smoke");
        case CounterToken::Kind::Flames:
            return QStringLiteral("flames");
        case CounterToken::Kind::Jam:
            return QStringLiteral("jam: %1").arg(token.what);
    }
    return {};
}

}  // namespace

CounterItem::CounterItem(QGraphicsItem* parent) : QGraphicsItem(parent) {
    setFlag(ItemIgnoresTransformations);
    setZValue(z::kLabels);
    // Still while the airplanes move: painted once per zoom, then blitted.
    setCacheMode(DeviceCoordinateCache);
    setAcceptedMouseButtons(Qt::NoButton);
}

void CounterItem::syncFrom(const std::vector<CounterToken>& tokens) {
    std::vector<CounterToken> shown;
    for (const CounterToken& token : tokens)
        if (token.count > 0) shown.push_back(token);
    if (shown == m_tokens) return;
    prepareGeometryChange();
    m_tokens = std::move(shown);
    QStringList lines;
    for (const CounterToken& token : m_tokens)
        lines << QStringLiteral("%1 × %2").arg(token.count).arg(tokenName(token));
    setToolTip(lines.join(u'\n'));
    update();
}

int CounterItem::count(CounterToken::Kind kind) const {
    int total = 0;
    for (const CounterToken& token : m_tokens) total += token.kind == kind ? token.count : 0;
    return total;
}

QRectF CounterItem::boundingRect() const {
    if (m_tokens.empty()) return {};
    const double width = static_cast<double>(m_tokens.size()) * (kToken + kCounterGap) - kCounterGap;
    // The count badges stick out at the top right.
    return QRectF(-width / 2, -kToken, width, kToken).adjusted(-2, -kBadge / 2 - 1, kBadge / 2 + 1, 2);
}

void CounterItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (m_tokens.empty()) return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    const double width = static_cast<double>(m_tokens.size()) * (kToken + kCounterGap) - kCounterGap;
    QFont font = style::badgeFont();
    font.setPixelSize(8);
    painter->setFont(font);
    double x = -width / 2 + kToken / 2;
    for (const CounterToken& token : m_tokens) {
        const QPointF centre(x, -kToken / 2);
        painter->setPen(QPen(QColor(0x14, 0x16, 0x18, 200), 1.2));
        painter->setBrush(tokenColour(token.kind));
        painter->drawEllipse(centre, kToken / 2, kToken / 2);
        painter->save();
        painter->translate(centre);
        paintSymbol(painter, token.kind);
        painter->restore();
        if (token.count > 1) {
            const QPointF badge = centre + QPointF(kToken / 2 - 2, -kToken / 2 + 2);
            painter->setPen(QPen(QColor(0x14, 0x16, 0x18), 1));
            painter->setBrush(QColor(0xfa, 0xf6, 0xea));
            painter->drawEllipse(badge, kBadge / 2, kBadge / 2);
            painter->drawText(QRectF(badge.x() - kBadge / 2, badge.y() - kBadge / 2, kBadge, kBadge), Qt::AlignCenter,
                              QString::number(token.count));
        }
        x += kToken + kCounterGap;
    }
}

}  // namespace jasta::app
