#include "play/cloud_blind.hpp"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "play/cover_parent.hpp"

namespace jasta::app {

CloudBlind::CloudBlind(QWidget* table) : QWidget(table) {
    setObjectName(QStringLiteral("cloudBlind"));
    coverParent(this);
    hide();
}

void CloudBlind::showFor(const QString& airplane) {
    m_text = tr("%1 is in the clouds.\n\nIts player plans without looking at the table: the cards are written "
                "on paper, and the stand stays where it went in.\nA dive (or a Split-S that loses a level) brings "
                "it out; the written cards are flown first.")
                 .arg(airplane);
    setAccessibleName(m_text);
    coverParent(this);
    raise();
    show();
    update();
}

void CloudBlind::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = rect();
    QLinearGradient sky(area.topLeft(), area.bottomLeft());
    sky.setColorAt(0, QColor(0xdf, 0xe4, 0xea));
    sky.setColorAt(1, QColor(0xb9, 0xc2, 0xcc));
    painter.fillRect(area, sky);
    // Banks of cloud: rows of puffs of uneven size and spacing (a fixed
    // pattern from a small hash, so that every repaint is the same).
    const double unit = std::max(40.0, area.width() / 12);
    unsigned seed = 2166136261U;
    auto next = [&seed] {
        seed = (seed ^ 0x9e3779b9U) * 16777619U;
        return static_cast<double>((seed >> 8) & 0xffff) / 65535.0;  // 0..1
    };
    painter.setPen(Qt::NoPen);
    for (int row = 0; row < 6; ++row) {
        const double y = area.top() + area.height() * (0.05 + 0.19 * row);
        const int shade = 0xfa - 9 * row;
        painter.setBrush(QColor(shade, shade, std::min(0xff, shade + 5), 185));
        for (double x = area.left() - unit * next(); x < area.right() + unit;) {
            const double size = unit * (0.7 + 0.7 * next());
            QPainterPath puff;
            puff.addEllipse(QPointF(x, y + unit * 0.25 * (next() - 0.5)), size * 0.55, size * 0.32);
            puff.addEllipse(QPointF(x + size * 0.35, y - size * 0.18), size * 0.38, size * 0.3);
            puff.addEllipse(QPointF(x + size * 0.7, y + size * 0.02), size * 0.42, size * 0.26);
            painter.drawPath(puff.simplified());
            x += size * (0.9 + 0.6 * next());
        }
    }
    // The words, on a card in the middle.
    QFont font = painter.font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    painter.setFont(font);
    const QRectF card =
        area.adjusted(area.width() * 0.18, area.height() * 0.3, -area.width() * 0.18, -area.height() * 0.3);
    painter.setBrush(QColor(255, 255, 255, 225));
    painter.setPen(QPen(QColor(0x7a, 0x86, 0x94), 1.5));
    painter.drawRoundedRect(card, 10, 10);
    painter.setPen(QColor(0x22, 0x2a, 0x33));
    painter.drawText(card.adjusted(18, 12, -18, -12), Qt::AlignCenter | Qt::TextWordWrap, m_text);
}

}  // namespace jasta::app
