#include "play/card_flight_layer.hpp"

#include <QEasingCurve>
#include <QPainter>
#include <algorithm>

#include "play/cover_parent.hpp"
#include "table/table_scene.hpp"

namespace jasta::app {

namespace {

// A card lands a little smaller than it lay on the table: it goes into the console.
constexpr double kLandingScale = 0.7;

QRectF between(const QRectF& from, const QRectF& to, double t) {
    const QPointF centre = from.center() + (to.center() - from.center()) * t;
    const QSizeF size = from.size() + (to.size() - from.size()) * t;
    return {centre - QPointF(size.width() / 2, size.height() / 2), size};
}

}  // namespace

CardFlightLayer::CardFlightLayer(QWidget* window) : QWidget(window) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    coverParent(this);
    hide();
}

void CardFlightLayer::fly(std::vector<Flight> flights, TableScene& scene) {
    landAll();
    m_flights.clear();
    for (Flight& flight : flights) {
        // Landing: centred where it was aimed, a little smaller.
        const QSizeF size = flight.from.size() * kLandingScale;
        flight.to = QRectF(flight.to.center() - QPointF(size.width() / 2, size.height() / 2), size);
        const QRectF start = flight.from;
        m_flights.push_back({std::move(flight), start, false});
    }
    if (m_flights.empty()) return;
    show();
    raise();
    // A track of an earlier flight that is still on the clock leaves these cards alone.
    const int flight = ++m_flight;
    const double totalMs = kFlightMs + kStaggerMs * static_cast<double>(m_flights.size() - 1);
    scene.animate(
        totalMs,
        [this, flight, totalMs](double progress) {
            if (flight == m_flight) moveTo(progress * totalMs);
        },
        [this, flight] {
            if (flight != m_flight) return;
            landAll();
            m_flights.clear();
            hide();
        });
}

void CardFlightLayer::cancel() {
    ++m_flight;
    m_flights.clear();
    hide();
}

void CardFlightLayer::moveTo(double elapsedMs) {
    const QEasingCurve easing(QEasingCurve::InOutCubic);
    for (std::size_t i = 0; i < m_flights.size(); ++i) {
        InFlight& card = m_flights[i];
        const double t = std::clamp((elapsedMs - kStaggerMs * static_cast<double>(i)) / kFlightMs, 0.0, 1.0);
        card.now = between(card.flight.from, card.flight.to, easing.valueForProgress(t));
        if (t >= 1 && !card.landed) {
            card.landed = true;
            if (card.flight.landed) card.flight.landed();
        }
    }
    update();
}

void CardFlightLayer::landAll() {
    for (InFlight& card : m_flights) {
        card.now = card.flight.to;
        if (card.landed) continue;
        card.landed = true;
        if (card.flight.landed) card.flight.landed();
    }
}

QList<QRectF> CardFlightLayer::cardRects() const {
    QList<QRectF> rects;
    for (const InFlight& card : m_flights) rects.append(card.now);
    return rects;
}

int CardFlightLayer::cardsLanded() const {
    return static_cast<int>(
        std::count_if(m_flights.begin(), m_flights.end(), [](const InFlight& c) { return c.landed; }));
}

void CardFlightLayer::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::TextAntialiasing);
    for (const InFlight& card : m_flights)
        if (!card.landed) paintDamageCard(painter, card.now, card.flight.face);
}

}  // namespace jasta::app
