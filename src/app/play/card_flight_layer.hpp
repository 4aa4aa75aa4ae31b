#pragma once
// Damage cards flying across the window (issue 5): from where they turned
// up face up on the table to the console of their airplane in the consoles
// dock. A transparent layer over the whole window (clicks pass through)
// that draws the cards in flight with the table's own paintDamageCard. A
// flight is a track of the table's one animation clock (TableScene::animate),
// so pause, speed and skip act on it as on the moves; each card calls its
// `landed` when it arrives (at once when skipped).
//
// Units: window pixels.

#include <QList>
#include <QRectF>
#include <QWidget>
#include <functional>
#include <vector>

#include "table/damage_card_item.hpp"

namespace jasta::app {

class TableScene;

class CardFlightLayer : public QWidget {
    Q_OBJECT
public:
    // At normal speed, the flight of one card (ms); several cards leave one
    // after the other, kStaggerMs apart, so that they land one by one.
    static constexpr double kFlightMs = 650;
    static constexpr double kStaggerMs = 120;

    // Covers `window` entirely and follows its size; hidden while nothing flies.
    explicit CardFlightLayer(QWidget* window);

    struct Flight {
        DamageCardFace face;
        QRectF from;  // the card on the table, window pixels
        QRectF to;    // where it lands, window pixels
        std::function<void()> landed;
    };
    // Starts the flights on `scene`'s clock; replaces flights still under way
    // (they land first).
    void fly(std::vector<Flight> flights, TableScene& scene);
    // Drops the flights without landing them (a new game starts; the clock's
    // tracks were cancelled with the old table).
    void cancel();

    [[nodiscard]] bool isFlying() const { return !m_flights.empty(); }
    // The cards of the flight under way, in the order given to fly(): where
    // each is now (a landed one: where it landed; it is no longer drawn).
    [[nodiscard]] QList<QRectF> cardRects() const;
    [[nodiscard]] int cardsLanded() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct InFlight {
        Flight flight;
        QRectF now;
        bool landed = false;
    };
    // Moves every card to the time `elapsedMs` of the flights; lands those that arrive.
    void moveTo(double elapsedMs);
    void landAll();

    std::vector<InFlight> m_flights;
    int m_flight = 0;  // counts the flights started, so that a stale track does nothing
};

}  // namespace jasta::app
