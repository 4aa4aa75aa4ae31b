#include "table/effect_item.hpp"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QRadialGradient>
#include <QTransform>
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

// Sizes in mm of the table (scene units), chosen to read at the usual zoom
// without hiding the bases (a WW1 base is about 45 mm across).
constexpr double kTracerMm = 1.6;       // a tracer's width
constexpr double kTracerLength = 0.22;  // of the line of fire
constexpr int kTracers = 3;
constexpr double kMuzzleMm = 5;        // the flash at the gun
constexpr double kRocketSpreadMm = 6;  // between the rockets of a salvo, side by side
constexpr double kFlakPuffMm = 22;     // the black cloud of a shell at its largest
constexpr double kFireballMm = 28;     // an explosion's fireball at its largest
constexpr double kBombMm = 9;          // a bomb as drawn, nose to fins
constexpr double kFlameMm = 18;        // a balloon's flames, about its envelope's half width
constexpr double kSpillMm = 12;        // round everything: flashes and smoke spill over

const QColor kTracer(0xff, 0xd8, 0x4a);
const QColor kFlash(0xff, 0xf2, 0xb0);
const QColor kFlame(0xff, 0x8a, 0x1e);
const QColor kEmber(0xd2, 0x3a, 0x12);
const QColor kSmoke(0x3a, 0x36, 0x32);
const QColor kDust(0x9a, 0x80, 0x5c);
const QColor kBlast(0xc0, 0x28, 0x18);

double clamp01(double t) {
    return std::clamp(t, 0.0, 1.0);
}
double easeOut(double t) {
    return 1 - (1 - t) * (1 - t);
}
// 1 through the middle, fading in over the first `in` and out over the last `out`.
double envelope(double t, double in, double out) {
    if (t < in) return t / in;
    if (t > 1 - out) return (1 - t) / out;
    return 1;
}
QColor withAlpha(QColor colour, double alpha) {
    colour.setAlphaF(static_cast<float>(clamp01(alpha)));
    return colour;
}
QPointF lerp(QPointF a, QPointF b, double t) {
    return a + (b - a) * t;
}

void star(QPainter& painter, QPointF centre, double radius, const QColor& colour) {
    QPainterPath path;
    constexpr int kPoints = 8;
    for (int i = 0; i < 2 * kPoints; ++i) {
        const double angle = std::numbers::pi * i / kPoints;
        const double r = i % 2 == 0 ? radius : radius * 0.4;
        const QPointF p = centre + QPointF(std::cos(angle) * r, std::sin(angle) * r);
        i == 0 ? path.moveTo(p) : path.lineTo(p);
    }
    path.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPath(path);
}

void disc(QPainter& painter, QPointF centre, double radius, const QColor& colour) {
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawEllipse(centre, radius, radius);
}

// A ring of reach (the near-miss half ruler, a blast): dashed, thin.
void reachRing(QPainter& painter, QPointF centre, double radius, const QColor& colour) {
    QPen pen(colour, 1.2, Qt::DashLine);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, radius, radius);
}

// Puffs of smoke or dust round `centre`, spread over `radius`.
void puffs(QPainter& painter, QPointF centre, double radius, const QColor& colour) {
    static constexpr std::array<std::pair<double, double>, 6> kPuffs{
        {{0, 0}, {0.55, 0.25}, {-0.5, 0.35}, {0.2, -0.55}, {-0.35, -0.4}, {0.6, -0.3}}};
    for (const auto& [dx, dy] : kPuffs) disc(painter, centre + QPointF(dx, dy) * radius, radius * 0.55, colour);
}

}  // namespace

EffectItem::EffectItem(Spec spec, QGraphicsItem* parent) : QGraphicsItem(parent), m_spec(std::move(spec)) {
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kEffects);
    if (!m_spec.caption.isEmpty()) setToolTip(m_spec.caption);
}

void EffectItem::setProgress(double trackProgress) {
    const double span = std::max(m_spec.end - m_spec.start, 1e-6);
    const double own = clamp01((trackProgress - m_spec.start) / span);
    if (own == m_progress) return;
    m_progress = own;
    update();
}

QRectF EffectItem::boundingRect() const {
    double reach = kSpillMm + std::max({m_spec.radiusMm, kFireballMm, kFlakPuffMm});
    if (m_spec.kind == Kind::BombBurst)
        reach += std::hypot(m_spec.cardMm.width(), m_spec.cardMm.height()) / 2;  // the card at any rotation
    QRectF bounds = QRectF(m_spec.at, m_spec.at).adjusted(-reach, -reach, reach, reach);
    if (m_spec.kind == Kind::Gunfire || m_spec.kind == Kind::Rockets || m_spec.kind == Kind::BombFall)
        bounds = bounds.united(QRectF(m_spec.from, m_spec.from).adjusted(-kSpillMm, -kSpillMm, kSpillMm, kSpillMm));
    return bounds;
}

void EffectItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (!isShowing()) return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    switch (m_spec.kind) {
        case Kind::Gunfire:
            paintGunfire(*painter, m_progress);
            break;
        case Kind::Rockets:
            paintRockets(*painter, m_progress);
            break;
        case Kind::FlakBurst:
            paintFlakBurst(*painter, m_progress);
            break;
        case Kind::BombFall:
            paintBombFall(*painter, m_progress);
            break;
        case Kind::BombBurst:
            paintBombBurst(*painter, m_progress);
            break;
        case Kind::Fire:
            paintFire(*painter, m_progress);
            break;
        case Kind::Explosion:
            paintExplosion(*painter, m_progress);
            break;
    }
    painter->restore();
}

// Tracers leave the mount one after another and run to the aim point; the
// gun flashes while they leave, sparks fly where they arrive.
void EffectItem::paintGunfire(QPainter& painter, double t) const {
    if (t < 0.3) star(painter, m_spec.from, kMuzzleMm * (0.6 + t), withAlpha(kFlash, 1 - t / 0.3));
    QPen pen(kTracer, kTracerMm, Qt::SolidLine, Qt::RoundCap);
    for (int i = 0; i < kTracers; ++i) {
        const double head = clamp01(t * 1.6 - 0.2 * i);
        const double tail = clamp01(head - kTracerLength);
        if (head <= 0 || tail >= 1) continue;
        pen.setColor(withAlpha(kTracer, 1 - 0.6 * tail));
        painter.setPen(pen);
        painter.drawLine(lerp(m_spec.from, m_spec.at, tail), lerp(m_spec.from, m_spec.at, head));
    }
    const double arrived = clamp01((t * 1.6 - 1) / 0.6);  // the first tracer reaches the target at t = 0.625
    if (arrived > 0 && arrived < 1) star(painter, m_spec.at, kMuzzleMm * 0.8, withAlpha(kTracer, 1 - arrived));
}

// RKT-03: the batch leaves side by side, each rocket drawing a smoke trail
// that lingers, and they burst together on the target.
void EffectItem::paintRockets(QPainter& painter, double t) const {
    const QLineF line(m_spec.from, m_spec.at);
    const QPointF across = line.length() > 0 ? QPointF(-line.dy(), line.dx()) / line.length() : QPointF(1, 0);
    const int rockets = std::max(1, m_spec.count);
    const double flight = clamp01(t / 0.75);
    const double along = flight * flight;  // they gather speed
    for (int i = 0; i < rockets; ++i) {
        const QPointF offset = across * kRocketSpreadMm * (i - (rockets - 1) / 2.0);
        const QPointF start = m_spec.from + offset;
        const QPointF head = lerp(start, m_spec.at + offset * 0.3, along);
        QPen trail(withAlpha(kSmoke, 0.7 * (1 - clamp01((t - 0.75) / 0.25))), 2.6, Qt::SolidLine, Qt::RoundCap);
        painter.setPen(trail);
        painter.drawLine(start, head);
        if (flight < 1) {
            disc(painter, head, 3, withAlpha(kFlame, 0.6));
            disc(painter, head, 1.8, kEmber);
        }
    }
    if (t > 0.75) {
        const double burst = (t - 0.75) / 0.25;
        star(painter, m_spec.at, kMuzzleMm * 2 * easeOut(burst), withAlpha(kFlame, 1 - burst));
    }
}

// AA-06/07: a flash, then the black cloud of the shell that grows and
// drifts apart; the near-miss half ruler shows round it while it hangs.
void EffectItem::paintFlakBurst(QPainter& painter, double t) const {
    if (m_spec.radiusMm > 0)
        reachRing(painter, m_spec.at, m_spec.radiusMm, withAlpha(kBlast, 0.8 * envelope(t, 0.2, 0.3)));
    puffs(painter, m_spec.at, kFlakPuffMm * (0.35 + 0.65 * easeOut(t)), withAlpha(kSmoke, 0.85 * (1 - t * t)));
    if (t < 0.35) {
        const double flash = t / 0.35;
        star(painter, m_spec.at, kFlakPuffMm * 0.9 * easeOut(flash), withAlpha(kFlame, 1 - flash));
        disc(painter, m_spec.at, kFlakPuffMm * 0.3, withAlpha(kFlash, 1 - flash));
    }
}

// BOMB-01/05: seen from above, the bombs drift to where their card lies and
// grow smaller as they fall away, their shadow darkening beneath them.
void EffectItem::paintBombFall(QPainter& painter, double t) const {
    const QPointF at = lerp(m_spec.from, m_spec.at, easeOut(t));
    const QLineF travel(m_spec.from, m_spec.at);
    const double angle = travel.length() > 1 ? -travel.angle() + 90 : 0;  // nose along the way they go
    const double size = kBombMm * (1 - 0.5 * t);
    disc(painter, m_spec.at, kBombMm * 0.9, withAlpha(kSmoke, 0.35 * t));
    const int bombs = std::max(1, m_spec.count);
    for (int i = 0; i < bombs; ++i) {
        const QPointF spot = at + QPointF((i - (bombs - 1) / 2.0) * kBombMm * 0.9, 0);
        painter.save();
        painter.translate(spot);
        painter.rotate(angle);
        painter.setPen(QPen(withAlpha(kFlash, 0.9 * envelope(t, 0.1, 0.2)), 0.5));
        painter.setBrush(withAlpha(kSmoke, envelope(t, 0.1, 0.2)));
        painter.drawEllipse(QPointF(0, 0), size * 0.3, size * 0.6);
        painter.drawRect(QRectF(-size * 0.35, size * 0.5, size * 0.7, size * 0.18));  // the fins
        painter.restore();
    }
}

// BOMB-03: the card of where the bombs land flashes, then dust rises from
// it, one cloud per bomb.
void EffectItem::paintBombBurst(QPainter& painter, double t) const {
    QTransform onCard;
    onCard.translate(m_spec.at.x(), m_spec.at.y());
    onCard.rotate(m_spec.rotation);
    const double w = m_spec.cardMm.width(), l = m_spec.cardMm.height();
    const QPolygonF card = onCard.map(QPolygonF(QRectF(-w / 2, -l / 2, w, l)));
    painter.setPen(QPen(withAlpha(kEmber, envelope(t, 0.1, 0.4)), 0.8));
    painter.setBrush(withAlpha(kFlash, 0.7 * (1 - clamp01(t / 0.4))));
    painter.drawPolygon(card);
    const int bombs = std::max(1, m_spec.count);
    for (int i = 0; i < bombs; ++i) {
        const double rise = clamp01((t - 0.08 * i) / 0.9);
        if (rise <= 0) continue;
        const QPointF spot = onCard.map(QPointF(w * 0.22 * std::sin(i * 2.4), l * 0.22 * std::cos(i * 2.4)));
        puffs(painter, spot, std::min(w, l) * 0.3 * (0.4 + easeOut(rise)), withAlpha(kDust, 0.7 * (1 - rise)));
        if (rise < 0.3) star(painter, spot, std::min(w, l) * 0.3, withAlpha(kFlame, 1 - rise / 0.3));
    }
}

// BAL-02: flames lick up the envelope and flicker.
void EffectItem::paintFire(QPainter& painter, double t) const {
    const double strength = envelope(t, 0.25, 0.2);
    constexpr int kTongues = 5;
    for (int i = 0; i < kTongues; ++i) {
        const double x = (i - (kTongues - 1) / 2.0) * kFlameMm * 0.35;
        const double flicker = 0.75 + 0.25 * std::sin(t * 40 + i * 1.7);
        const double height = kFlameMm * (1.1 - std::abs(x) / kFlameMm) * flicker * strength;
        const QPointF base = m_spec.at + QPointF(x, kFlameMm * 0.4);
        QPainterPath tongue;
        tongue.moveTo(base + QPointF(-kFlameMm * 0.22, 0));
        tongue.quadTo(base + QPointF(-kFlameMm * 0.18, -height * 0.6), base + QPointF(0, -height));
        tongue.quadTo(base + QPointF(kFlameMm * 0.18, -height * 0.6), base + QPointF(kFlameMm * 0.22, 0));
        tongue.closeSubpath();
        painter.setPen(Qt::NoPen);
        painter.setBrush(withAlpha(i % 2 == 0 ? kFlame : kEmber, 0.9 * strength));
        painter.drawPath(tongue);
    }
    puffs(painter, m_spec.at + QPointF(0, -kFlameMm * (0.8 + t)), kFlameMm * 0.5, withAlpha(kSmoke, 0.5 * strength));
}

// A fireball that swells and darkens into smoke; the blast's reach spreads
// out to its ring.
void EffectItem::paintExplosion(QPainter& painter, double t) const {
    if (m_spec.radiusMm > 0)
        reachRing(painter, m_spec.at, m_spec.radiusMm * easeOut(clamp01(t / 0.5)),
                  withAlpha(kBlast, envelope(t, 0.05, 0.4)));
    const double radius = kFireballMm * (0.3 + 0.7 * easeOut(clamp01(t / 0.6)));
    puffs(painter, m_spec.at, radius * 0.8, withAlpha(kSmoke, 0.6 * clamp01((t - 0.3) / 0.3) * (1 - t)));
    QRadialGradient ball(m_spec.at, radius);
    const double heat = 1 - clamp01(t / 0.8);
    ball.setColorAt(0, withAlpha(kFlash, heat));
    ball.setColorAt(0.45, withAlpha(kFlame, heat));
    ball.setColorAt(0.8, withAlpha(kEmber, 0.8 * heat));
    ball.setColorAt(1, withAlpha(kEmber, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(ball);
    painter.drawEllipse(m_spec.at, radius, radius);
}

}  // namespace jasta::app
