#pragma once
// Our own drawing of a maneuver card (RULES.md MOV-02, §3.3): the card's
// printed arrow from its move geometry, number, steep diamond, altitude
// effect and, for WW2 cards, one arrowhead per speed marker. One painter
// function serves the planning panel's cards and, later, the card laid on
// the table; ManeuverCardWidget is the small clickable, draggable card.

#include <QPainterPath>
#include <QRectF>
#include <QString>
#include <QTransform>
#include <QWidget>
#include <optional>

#include "jasta/data/maneuver_deck.hpp"

class QPainter;

namespace jasta::app {

// Width / height of a card as drawn (portrait, like the printed cards).
inline constexpr double kCardAspect = 0.7;

// Drag-and-drop payload of a maneuver card: its printed number as text.
inline constexpr char kCardMimeType[] = "application/x-jasta-maneuver-card";

// How a card is shown; the defaults are a plain card at rest.
struct CardLook {
    bool selected = false;  // chosen (a planned card, the card being moved)
    bool hovered = false;   // under the mouse
    bool disabled = false;  // cannot be chosen now (already planned): greyed
    bool warning = false;   // would break a rule where it would go: red corner mark
    // WW2: the planned speed marker; its arrow is drawn strong, the other faint.
    std::optional<Speed> speed;
    // The part of the card frame shown, in mm (x right, y forward: the
    // rect's top() is the lowest y). Cards of one deck share one frame so
    // that a short move looks short; empty = the card's own cardFrameMm().
    QRectF frameMm;
};

// The arrow's centre line in card mm (x right, y forward). An Immelmann's
// path comes back on itself; the return leg is drawn beside the way up,
// joined by a half loop, so that both can be seen.
QPainterPath arrowCentreLine(const CardMove& move);

// The card-frame area (mm) that holds every arrow of the card with room
// for the arrowheads and speed badges, centred on the arrow's start (x = 0).
QRectF cardFrameMm(const ManeuverCard& card);
// The union of cardFrameMm over the deck: one scale for all its cards.
QRectF deckFrameMm(const ManeuverDeck& deck);

// Paints `card` filling `rect` (device units; best at kCardAspect).
// Leaves the painter's state as it found it.
void paintManeuverCard(QPainter& painter, const QRectF& rect, const ManeuverCard& card, const CardLook& look = {});

// Where paintManeuverCard(painter, rect, card, look) draws the arrows: maps
// card mm (x right, y forward, origin at the arrow's start) to the device
// units of `rect`. The card laid on the table uses it to put the printed
// arrow at real size exactly on the airplane's path.
QTransform cardArrowTransform(const QRectF& rect, const ManeuverCard& card, const CardLook& look = {});

// One maneuver card as a widget: click (or Space/Enter when focused) emits
// clicked(number); dragging it out carries kCardMimeType. A disabled widget
// draws the disabled look and takes no clicks.
class ManeuverCardWidget : public QWidget {
    Q_OBJECT
public:
    explicit ManeuverCardWidget(ManeuverCard card, QWidget* parent = nullptr);

    [[nodiscard]] const ManeuverCard& card() const { return m_card; }
    [[nodiscard]] int number() const { return m_card.number; }
    [[nodiscard]] const CardLook& look() const { return m_look; }

    void setSelected(bool selected);
    [[nodiscard]] bool isSelected() const { return m_look.selected; }
    // A warning mark with `reason` as tooltip ("" clears both).
    void setWarning(const QString& reason);
    [[nodiscard]] bool hasWarning() const { return m_look.warning; }
    void setSpeed(std::optional<Speed> speed);
    void setFrameMm(const QRectF& frameMm);
    void setDraggable(bool draggable) { m_draggable = draggable; }

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

signals:
    void clicked(int number);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    ManeuverCard m_card;
    CardLook m_look;
    QString m_baseTooltip;  // the card's name and moves, without a warning
    bool m_draggable = true;
    bool m_pressed = false;
    QPoint m_pressPos;
};

// "Bank left (5)", "Stall (14, low speed only)": the words a tooltip or
// a sentence uses for a card.
QString describeCard(const ManeuverCard& card);

}  // namespace jasta::app
