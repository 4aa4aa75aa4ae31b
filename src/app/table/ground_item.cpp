#include "table/ground_item.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <cmath>
#include <utility>

#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

constexpr double kRedDotMm = 3.0;  // radius of the objective's red dot
constexpr double kPadX = 5;        // px inside the caption's pill
constexpr double kPadY = 2;        // px
constexpr double kRadius = 4;      // px corner radius

}  // namespace

// An objective's name (and damage) under its card, at a constant pixel size
// and never turned, as the airplanes' labels are: readable at every zoom.
class GroundItem::Caption : public QGraphicsItem {
public:
    explicit Caption(QGraphicsItem* parent) : QGraphicsItem(parent) {
        setFlag(ItemIgnoresTransformations);
        setAcceptedMouseButtons(Qt::NoButton);
        setZValue(1);
    }
    void setText(const QString& text) {
        if (text == m_text) return;
        prepareGeometryChange();
        m_text = text;
        const QFontMetricsF metrics(style::labelFont());
        const double width = metrics.horizontalAdvance(text) + 2 * kPadX;
        m_rect = text.isEmpty() ? QRectF() : QRectF(-width / 2, 2, width, metrics.height() + 2 * kPadY);
        update();
    }
    [[nodiscard]] const QString& text() const { return m_text; }
    [[nodiscard]] QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        if (m_text.isEmpty()) return;
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(style::labelBackground());
        painter->drawRoundedRect(m_rect, kRadius, kRadius);
        painter->setFont(style::labelFont());
        painter->setPen(style::labelText());
        painter->drawText(m_rect, Qt::AlignCenter, m_text);
    }

private:
    QString m_text;
    QRectF m_rect;
};

GroundItem::GroundItem(std::string id, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_id(std::move(id)), m_caption(new Caption(this)) {
    setAcceptedMouseButtons(Qt::NoButton);
}

QString GroundItem::caption() const {
    return m_caption->text();
}

void GroundItem::show(const TableFrame& frame, const Pose& pose, const Look& look) {
    if (look != m_look) {
        prepareGeometryChange();
        m_look = look;
        update();
    }
    // On the felt; bombs, burst tokens and balloons over what stands on the ground.
    const bool aloft = look.bomb || look.token || (look.kind == GroundKind::Balloon && !look.grounded);
    setZValue(aloft ? z::kCards - 5 : z::kMaps + 10);
    setPos(frame.toScene(pose.x, pose.y));
    setRotation(TableFrame::toSceneRotation(pose.heading));
    // Under the card on the screen whatever its heading: the caption's anchor
    // is the card's lowest point as the table is drawn.
    QString text;
    if (look.token) {
        text = QObject::tr("altitude %1").arg(look.tokenAltitude);
        if (look.tokenLate) text += QObject::tr(" · next turn");
    } else if (!look.bomb) {
        text = look.name;
        if (look.destroyed)
            text += QObject::tr(" · destroyed");
        else if (look.structure > 0 && look.damage > 0)
            text += QObject::tr(" · %1 / %2 damage").arg(look.damage).arg(look.structure);
        if (look.silenced && !look.destroyed) text += QObject::tr(" · gun silenced");
        if (look.kind == GroundKind::Balloon && !look.destroyed) {  // BAL-09, BAL-02
            if (look.grounded) {
                text += QObject::tr(" · winched down");
            } else {
                text += look.climb > 0 ? QObject::tr(" · altitude %1 +%2").arg(look.altitude).arg(look.climb)
                                       : QObject::tr(" · altitude %1").arg(look.altitude);
                if (look.flames == 1)
                    text += QObject::tr(" · burning (1 flame)");
                else if (look.flames > 1)
                    text += QObject::tr(" · burning (%1 flames)").arg(look.flames);
                else if (look.winching)
                    text += QObject::tr(" · being winched down");
                if (look.spottingUntil > 0 && look.flames == 0)
                    text += QObject::tr(" · spotting: the guns fire after turn %1").arg(look.spottingUntil);
            }
        }
        if (look.kind == GroundKind::Flak && look.readyFrom > 0 && !look.destroyed)
            text += QObject::tr(" · loading, fires from turn %1").arg(look.readyFrom);
        if (look.photographed)
            text += QObject::tr(" · photographed");
        else if (look.scouted)
            text += QObject::tr(" · scouted");
    }
    m_caption->setText(text);
    const QRectF card(-look.width / 2, -look.length / 2, look.width, look.length);
    const QRectF onScreen = QTransform().rotate(rotation()).map(QPolygonF(card)).boundingRect();
    m_caption->setPos(mapFromParent(pos() + QPointF(0, onScreen.bottom())));
}

QRectF GroundItem::boundingRect() const {
    const double w = m_look.width, l = m_look.length;
    return {-w / 2 - 1, -l / 2 - 1, w + 2, l + 2};
}

void GroundItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_look.bomb) {
        paintBomb(*painter);
        return;
    }
    if (m_look.token) {
        paintToken(*painter);
        return;
    }
    switch (m_look.kind) {
        case GroundKind::Trench:
            paintTrench(*painter);
            break;
        case GroundKind::AaGun:
            paintAaGun(*painter);
            break;
        case GroundKind::Flak:
            paintFlak(*painter);
            break;
        case GroundKind::Balloon:
            paintBalloon(*painter);
            break;
        case GroundKind::Objective:
        case GroundKind::Bomb:
        case GroundKind::AmmoMarker:  // the game modes' markers are never targets (ModeMarkerItem draws them)
        case GroundKind::Flag:
            paintObjective(*painter);
            break;
    }
    if (m_look.destroyed) paintDestroyed(*painter);
}

void GroundItem::paintCard(QPainter& painter, const QColor& felt) const {
    const double w = m_look.width, l = m_look.length;
    painter.setPen(QPen(QColor(0x5c, 0x4a, 0x32), 0.8));
    painter.setBrush(felt);
    painter.drawRoundedRect(QRectF(-w / 2, -l / 2, w, l), 2.5, 2.5);
}

// A darkened card crossed out: what is destroyed stays on the table.
void GroundItem::paintDestroyed(QPainter& painter) const {
    const double w = m_look.width, l = m_look.length;
    const QRectF card(-w / 2, -l / 2, w, l);
    painter.setBrush(QColor(0x20, 0x1a, 0x14, 150));
    painter.setPen(Qt::NoPen);
    painter.drawRoundedRect(card, 2.5, 2.5);
    painter.setPen(QPen(QColor(0x14, 0x10, 0x0c), 2.2, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(card.topLeft() + QPointF(4, 4), card.bottomRight() - QPointF(4, 4));
    painter.drawLine(card.topRight() + QPointF(-4, 4), card.bottomLeft() + QPointF(4, -4));
}

// Our own pictogram of a trench seen from above: a zigzag cut in the earth
// with sandbags along it, across the card.
void GroundItem::paintTrench(QPainter& painter) const {
    paintCard(painter, QColor(0xc9, 0xc4, 0x9a));
    const double w = m_look.width, l = m_look.length;
    QPainterPath cut;
    const int bays = 4;
    for (int i = 0; i <= bays; ++i) {
        const QPointF point(-w / 2 + 4 + i * (w - 8) / bays, (i % 2 == 0 ? -1 : 1) * l / 10);
        if (i == 0)
            cut.moveTo(point);
        else
            cut.lineTo(point);
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x9a, 0x8a, 0x62), 5.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(cut);
    painter.setPen(QPen(QColor(0x4a, 0x3a, 0x26), 2.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(cut);
    // Wire in front of it (towards -y, the card's front).
    painter.setPen(QPen(QColor(0x55, 0x55, 0x50), 0.5));
    for (double x = -w / 2 + 5; x < w / 2 - 5; x += 5) {
        painter.drawLine(QPointF(x, -l / 3), QPointF(x + 5, -l / 3 - 3));
        painter.drawLine(QPointF(x, -l / 3 - 3), QPointF(x + 5, -l / 3));
    }
}

// Our own pictogram of an AA machine-gun post: a round sandbagged pit with
// the gun's barrels up, and a ring for its all-round fire. Silenced: the
// barrels are drawn broken off.
void GroundItem::paintAaGun(QPainter& painter) const {
    paintCard(painter, QColor(0xc4, 0xc8, 0xa0));
    const double unit = std::min(m_look.width, m_look.length) / 8;
    painter.setPen(QPen(QColor(0x7a, 0x6a, 0x4a), 1.2));
    painter.setBrush(QColor(0xa8, 0x96, 0x6c));
    painter.drawEllipse(QPointF(0, 0), 2.6 * unit, 2.6 * unit);
    painter.setBrush(QColor(0x5a, 0x4c, 0x36));
    painter.drawEllipse(QPointF(0, 0), 1.8 * unit, 1.8 * unit);
    painter.setPen(QPen(QColor(0x1e, 0x1e, 0x1c), 1.4, Qt::SolidLine, Qt::RoundCap));
    const double reach = m_look.silenced ? 0.9 * unit : 2.2 * unit;
    painter.drawLine(QPointF(-0.35 * unit, 0), QPointF(-0.35 * unit - 0.3 * reach, -reach));
    painter.drawLine(QPointF(0.35 * unit, 0), QPointF(0.35 * unit + 0.3 * reach, -reach));
    painter.setBrush(QColor(0x30, 0x30, 0x2c));
    painter.setPen(Qt::NoPen);
    painter.drawEllipse(QPointF(0, 0), 0.7 * unit, 0.7 * unit);
    painter.setPen(QPen(QColor(0x8a, 0x20, 0x20, 160), 0.6, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(QPointF(0, 0), 3.4 * unit, 3.4 * unit);
}

// Our own pictogram of a flak battery: a heavy gun on a cross-shaped
// mount, its long barrel up the card, in a ring of sandbags.
void GroundItem::paintFlak(QPainter& painter) const {
    paintCard(painter, QColor(0xbf, 0xc2, 0xa4));
    const double unit = std::min(m_look.width, m_look.length) / 8;
    painter.setPen(QPen(QColor(0x7a, 0x6a, 0x4a), 1.2));
    painter.setBrush(QColor(0xa8, 0x96, 0x6c));
    painter.drawEllipse(QPointF(0, 0), 3.2 * unit, 3.2 * unit);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x3a, 0x3c, 0x34));
    painter.drawRect(QRectF(-2.6 * unit, -0.3 * unit, 5.2 * unit, 0.6 * unit));
    painter.drawRect(QRectF(-0.3 * unit, -2.6 * unit, 0.6 * unit, 5.2 * unit));
    painter.drawEllipse(QPointF(0, 0), 1.1 * unit, 1.1 * unit);
    painter.setPen(QPen(QColor(0x1e, 0x1e, 0x1c), 0.9 * unit, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(0, 0), QPointF(0, -3.6 * unit));
}

// AA-05: the burst token, a round counter with the altitude it bursts at.
void GroundItem::paintToken(QPainter& painter) const {
    const double r = m_look.width / 2;
    painter.setPen(QPen(QColor(0x20, 0x18, 0x10), 0.8));
    painter.setBrush(QColor(0xe8, 0x70, 0x20, 230));
    painter.drawEllipse(QPointF(0, 0), r, r);
    painter.setPen(QPen(QColor(0xff, 0xf0, 0xd0), 0.8));
    painter.setBrush(Qt::NoBrush);
    for (int i = 0; i < 8; ++i) {  // a burst's star
        const double angle = i * M_PI / 4;
        painter.drawLine(QPointF(0.35 * r * std::cos(angle), 0.35 * r * std::sin(angle)),
                         QPointF(0.8 * r * std::cos(angle), 0.8 * r * std::sin(angle)));
    }
    QFont font = painter.font();
    font.setPointSizeF(r * 0.8);
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(0x20, 0x18, 0x10));
    painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(m_look.tokenAltitude));
}

// Our own pictogram of a kite balloon seen from above: a long gasbag, nose
// forward (-y), its three tail lobes, the basket hanging beside it and the
// mooring cable's winch mark; flames along its back while it burns (BAL-02).
void GroundItem::paintBalloon(QPainter& painter) const {
    paintCard(painter, QColor(0xc8, 0xd8, 0xe4));
    const double unit = std::min(m_look.width, m_look.length) / 8;
    const QColor canvas = m_look.grounded ? QColor(0x9a, 0x96, 0x88) : QColor(0xd8, 0xcf, 0xb0);
    painter.setPen(QPen(QColor(0x5a, 0x52, 0x40), 0.8));
    painter.setBrush(canvas);
    for (const double side : {-1.0, 1.0})  // the two side lobes at the tail
        painter.drawEllipse(QPointF(side * 1.7 * unit, 3.0 * unit), 1.0 * unit, 1.6 * unit);
    painter.drawEllipse(QPointF(0, 3.6 * unit), 0.9 * unit, 1.6 * unit);  // the lower lobe
    painter.drawEllipse(QPointF(0, -0.4 * unit), 2.2 * unit, 4.4 * unit);
    painter.setPen(QPen(QColor(0x8a, 0x80, 0x66), 0.5));
    for (const double y : {-2.5, -0.5, 1.5})
        painter.drawLine(QPointF(-2.0 * unit, y * unit), QPointF(2.0 * unit, y * unit));
    // The basket on its rigging, and the cable down to the winch.
    painter.setPen(QPen(QColor(0x3a, 0x30, 0x22), 0.5));
    painter.drawLine(QPointF(0, 0), QPointF(2.9 * unit, -1.1 * unit));
    painter.setBrush(QColor(0x7a, 0x5a, 0x34));
    painter.drawRect(QRectF(2.6 * unit, -1.6 * unit, 0.9 * unit, 0.9 * unit));
    painter.setPen(QPen(QColor(0x30, 0x30, 0x30), 0.6, Qt::DashLine));
    painter.drawLine(QPointF(0, 0), QPointF(-3.2 * unit, 3.6 * unit));
    if (m_look.flames > 0 && !m_look.destroyed) {
        painter.setPen(Qt::NoPen);
        for (int i = 0; i < std::min(m_look.flames, 3); ++i) {  // one tongue of fire per flame
            const double y = (-2.6 + 2.2 * i) * unit;
            QPainterPath flame;
            flame.moveTo(-1.0 * unit, y + 1.0 * unit);
            flame.cubicTo(-1.2 * unit, y - 0.2 * unit, 0, y - 0.4 * unit, 0, y - 1.6 * unit);
            flame.cubicTo(0.3 * unit, y - 0.4 * unit, 1.2 * unit, y - 0.2 * unit, 1.0 * unit, y + 1.0 * unit);
            flame.closeSubpath();
            painter.setBrush(QColor(0xe8, 0x5a, 0x1a, 230));
            painter.drawPath(flame);
            painter.setBrush(QColor(0xff, 0xd0, 0x40, 230));
            painter.drawEllipse(QPointF(0, y + 0.3 * unit), 0.45 * unit, 0.7 * unit);
        }
    }
}

void GroundItem::paintObjective(QPainter& painter) const {
    const double w = m_look.width, l = m_look.length;
    paintCard(painter, QColor(0xe4, 0xd8, 0xb8));
    // Our own pictogram: three roofs seen from above, and a road.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x8a, 0x6f, 0x4e));
    const double unit = std::min(w, l) / 8;
    painter.drawRect(QRectF(-3 * unit, -3 * unit, 2 * unit, 1.5 * unit));
    painter.drawRect(QRectF(unit, -3 * unit, 2 * unit, 1.5 * unit));
    painter.drawRect(QRectF(-3 * unit, 1.5 * unit, 6 * unit, 1.5 * unit));
    painter.setBrush(QColor(0xbf, 0xb0, 0x8c));
    painter.drawRect(QRectF(-w / 2 + 1, -0.6 * unit, w - 2, 1.2 * unit));
    // BOMB-03: the red dot at the centre.
    painter.setBrush(QColor(0xc8, 0x1e, 0x1e));
    painter.setPen(QPen(Qt::white, 0.6));
    painter.drawEllipse(QPointF(0, 0), kRedDotMm, kRedDotMm);
}

void GroundItem::paintBomb(QPainter& painter) const {
    const double w = m_look.width, l = m_look.length;
    const QRectF card(-w / 2, -l / 2, w, l);
    painter.setPen(QPen(QColor(0x2a, 0x2e, 0x22), 0.8));
    painter.setBrush(QColor(0x6b, 0x70, 0x52, 220));
    painter.drawRoundedRect(card, 2, 2);
    // A bomb seen from above, nose forward (-y), with its fins.
    const double r = w / 6;
    painter.setBrush(QColor(0x24, 0x26, 0x1e));
    painter.setPen(Qt::NoPen);
    painter.drawEllipse(QPointF(0, -l / 8), r, 2.2 * r);
    QPainterPath fins;
    fins.moveTo(0, -l / 8 + 1.6 * r);
    fins.lineTo(-1.4 * r, -l / 8 + 3.4 * r);
    fins.lineTo(1.4 * r, -l / 8 + 3.4 * r);
    fins.closeSubpath();
    painter.drawPath(fins);
    // BOMB-05: one pip per marker still on the card.
    painter.setBrush(QColor(0xf0, 0xc0, 0x30));
    painter.setPen(QPen(Qt::black, 0.4));
    for (int i = 0; i < m_look.markers; ++i) painter.drawEllipse(QPointF(-w / 2 + 5 + i * 6.5, l / 2 - 5), 2.4, 2.4);
    if (m_look.count > 1) {
        QFont font = painter.font();
        font.setPointSizeF(4);
        painter.setFont(font);
        painter.setPen(Qt::white);
        painter.drawText(QRectF(-w / 2, -l / 2 + 1, w - 2, 6), Qt::AlignRight | Qt::AlignTop,
                         QStringLiteral("×%1").arg(m_look.count));
    }
}

}  // namespace jasta::app
