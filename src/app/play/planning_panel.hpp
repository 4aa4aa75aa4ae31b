#pragma once
// The planning panel (RULES.md MOV-01/02, SPD-01, CPX-*, TAIL-03/04/09):
// one airplane's deck as cards and the three slots of its secret plan. A
// plan the rules refuse cannot be confirmed, and the panel says which rule
// refuses it and why before the player tries (checkPlanStart/checkPlan of
// the core, with the airplane's state: last turn's cards, rudder jam,
// engine hits, bomb load...). In reorder mode (tailing) the pursuer sees
// the target's revealed card and may only change the order of its own
// cards from a given slot on (checkReorderedPlan: the engine's verdict).
//
// Mouse: click a deck card to put it in the first free slot, or drag it onto
// a slot; click a filled slot to empty it. WW2: High/Low under each slot.
// Keyboard: type a card number (digits are taken at once when no longer
// number starts with them, else after a short pause or Enter); Enter
// confirms; Backspace removes the last card; Escape clears the plan; WW2:
// H / L set the speed of the last card placed.

#include <QRectF>
#include <QTimer>
#include <QWidget>
#include <array>
#include <functional>
#include <optional>
#include <vector>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/data/maneuver_deck.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/plan.hpp"

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace jasta {
struct GameData;
}

namespace jasta::app {

class ManeuverCardWidget;

// One of the three plan slots: the planned card drawn with its speed, or an
// empty numbered place. Drops of deck cards (and, when reordering, of other
// slots) are handed to the panel.
class PlanSlotWidget : public QWidget {
public:
    PlanSlotWidget(int slot, QWidget* parent);

    [[nodiscard]] int slot() const { return m_slot; }                             // 1..3
    [[nodiscard]] int cardNumber() const { return m_card ? m_card->number : 0; }  // 0 = empty
    [[nodiscard]] bool isLocked() const { return m_locked; }
    [[nodiscard]] bool isPicked() const { return m_picked; }

    // `card` null = empty; `frameMm` is the deck's frame (one scale for all cards).
    void show(const ManeuverCard* card, Speed speed, const QRectF& frameMm);
    void setLocked(bool locked);
    void setPicked(bool picked);
    void setRefused(bool refused);  // a rule refuses this slot's card: red edge
    // WX-09 / WX-10: an empty slot of a surprised airplane is a blank (it
    // stays where it is in that phase), drawn as a plain card.
    void setBlank(bool blank);

    // What the panel does with clicks and drops (set once by the panel).
    std::function<void(int slot)> onClick;
    std::function<void(int slot, int cardNumber)> onCardDropped;
    std::function<void(int slot, int fromSlot)> onSlotDropped;
    bool slotsDraggable = false;  // reorder mode: slots are dragged onto each other

    [[nodiscard]] QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    int m_slot;
    std::optional<ManeuverCard> m_card;
    bool m_blank = false;
    Speed m_speed = Speed::Normal;
    QRectF m_frameMm;
    bool m_locked = false;
    bool m_picked = false;
    bool m_refused = false;
    bool m_dropTarget = false;
    bool m_pressed = false;
    QPoint m_pressPos;
};

class RuleBook;

class PlanningPanel : public QWidget {
    Q_OBJECT
public:
    enum class Mode { Planning, Reorder };

    explicit PlanningPanel(QWidget* parent = nullptr);

    // Plans for `state` (the airplane at the start of the turn) with its
    // type's deck. Copies what it needs; clears the plan and leaves reorder
    // mode.
    void setAircraft(const AircraftType& type, const ManeuverDeck& deck, const GeometrySpec& geometry,
                     const RuleOptions& rules, const AircraftState& state);
    // The same, looking the type, deck and geometry up in `data`. Returns
    // false (and shows the panel empty, with the reason) when the data does
    // not know the airplane.
    bool setAircraft(const GameData& gameData, const RuleOptions& rules, const AircraftState& state);
    [[nodiscard]] bool hasAircraft() const { return m_flyer.has_value(); }

    // --- The plan ---
    [[nodiscard]] const Plan& plan() const { return m_plan; }
    void setPlan(const Plan& plan);              // cards not in the deck are left out
    [[nodiscard]] int slotCard(int slot) const;  // 1..3; 0 = empty or no such slot
    [[nodiscard]] Speed slotSpeed(int slot) const;
    [[nodiscard]] int filledSlots() const;
    // Puts card `number` in the first free slot (or slot `slot`, 1..3).
    // False when there is no such card, it is planned already, or no slot is free.
    bool placeCard(int number);
    bool placeCard(int slot, int number);
    void clearSlot(int slot);
    void removeLastCard();
    void clearPlan();
    // WW2: the speed marker of a slot's card; false when the card has no such arrowhead.
    bool setSlotSpeed(int slot, Speed speed);
    // The declarations these rules and this airplane make possible (None first).
    [[nodiscard]] std::vector<Declaration> offeredDeclarations() const;
    bool setDeclaration(Declaration declaration);  // false when not offered

    // --- What the rules say ---
    // Three cards; caught by surprise (WX-09 / WX-10), the one card it plays
    // (its empty slots are blanks).
    [[nodiscard]] bool isComplete() const { return filledSlots() == (surprised() ? 1 : 3); }
    [[nodiscard]] bool surprised() const { return !m_state.surprisedBy.empty(); }
    // WX-02: in the WW2 cloud cover the player may lay blanks as cards of
    // their own (placeCard(kBlankCard) or the Blank button).
    [[nodiscard]] bool blanksOnRequest() const;
    [[nodiscard]] bool canConfirm() const;
    // The rules the plan breaks so far (cards placed from slot 1 on; all of
    // them once complete) and, when reordering, the reorder refusal first.
    [[nodiscard]] const std::vector<Violation>& violations() const { return m_violations; }
    [[nodiscard]] QString refusalText() const;  // as shown, plain text; empty when none
    [[nodiscard]] QString hintText() const;     // the guidance line under the slots
    // Why card `number` cannot go in the next free slot ("RULE: reason"), or "".
    [[nodiscard]] QString warningFor(int number) const;
    // Emits planConfirmed when canConfirm(); returns whether it did.
    bool confirm();
    // Off: plans are made and checked but never confirmed (a lesson step
    // that asks for a plan the rules refuse, issue 7). On by default.
    void setConfirmAllowed(bool allowed);
    [[nodiscard]] bool confirmAllowed() const { return m_confirmAllowed; }

    // --- Tailing: reorder mode ---
    // `plan` is the pursuer's planned plan; it may reorder its cards from
    // slot `fromCard` (1..3) on after seeing the target's card `revealed`.
    void startReorder(const Plan& plan, int fromCard, const ManeuverCard& revealed, const QString& targetName);
    [[nodiscard]] Mode mode() const { return m_mode; }
    [[nodiscard]] int reorderFrom() const { return m_fromCard; }
    // Reorder mode: exchanges two slots' cards (with their speeds).
    bool swapSlots(int a, int b);

    // Typing: digits waiting to become a card number, and the pause after
    // which they do (ms).
    [[nodiscard]] QString typedDigits() const { return m_typed; }
    void setTypingTimeout(int milliseconds) { m_typingTimer.setInterval(milliseconds); }

    // Widgets, for tests and the window's layout.
    [[nodiscard]] PlanSlotWidget* slotWidget(int slot) const;
    [[nodiscard]] ManeuverCardWidget* cardWidget(int number) const;
    [[nodiscard]] QPushButton* confirmButton() const { return m_confirm; }
    [[nodiscard]] QPushButton* blankButton() const { return m_blankButton; }
    [[nodiscard]] QComboBox* declarationBox() const { return m_declaration; }
    [[nodiscard]] QToolButton* speedButton(int slot, Speed speed) const;

    // Refusals name each rule with its title, the id a link (issue 7); nullptr: ids only.
    void setRuleBook(RuleBook* book);

    // The keys the panel answers (issue 15): digits, Enter, Backspace and
    // Escape; H and L too when the cards have speeds (WW2). The window hands
    // them here wherever its focus is, see takeKey.
    [[nodiscard]] bool isPlanningKey(const QKeyEvent& event) const;
    // A planning key typed elsewhere in the window, as if typed on the panel.
    void takeKey(QKeyEvent* event) { keyPressEvent(event); }

signals:
    // Every change, complete or not (the table draws the ghosts from it).
    void planChanged(const jasta::Plan& plan);
    void planConfirmed(const jasta::Plan& plan);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    struct FlyerData {
        AircraftType type;
        ManeuverDeck deck;
        GeometrySpec geometry;
        RuleOptions rules;
        [[nodiscard]] Flyer flyer() const { return {type, deck, geometry, rules}; }
    };

    void buildDeck();
    void slotClicked(int slot);
    void cardDropped(int slot, int number);
    void commitTyped();
    void typeDigit(int digit);
    [[nodiscard]] bool ww2() const;
    [[nodiscard]] const ManeuverCard* card(int number) const;
    // The speed a card gets in `slot`: forced by the cards before it, else
    // its only arrowhead, else high (WW1: Normal).
    [[nodiscard]] Speed defaultSpeed(int slot, const ManeuverCard& card) const;
    [[nodiscard]] std::vector<Violation> check(const Plan& plan) const;
    void changed();  // re-checks, refreshes every widget, emits planChanged
    void refresh();
    void showMessage(const QString& message);

    std::optional<FlyerData> m_flyer;
    AircraftState m_state;
    QRectF m_frameMm;
    Plan m_plan;
    Mode m_mode = Mode::Planning;
    Plan m_original;  // reorder: the plan as planned
    int m_fromCard = 1;
    int m_picked = 0;  // reorder: the slot chosen for a swap, 0 = none
    std::vector<Violation> m_violations;
    QString m_message;  // a one-off note (unknown typed number...), cleared on the next change
    QString m_typed;
    QTimer m_typingTimer;
    bool m_confirmAllowed = true;

    QLabel* m_title;
    QLabel* m_lastFlown;
    QWidget* m_deckBox;
    QGridLayout* m_deckGrid;
    std::vector<ManeuverCardWidget*> m_cards;
    QWidget* m_revealBox;
    QLabel* m_revealLabel;
    ManeuverCardWidget* m_revealed = nullptr;
    std::array<PlanSlotWidget*, 3> m_slots{};
    std::array<QToolButton*, 3> m_fast{};
    std::array<QToolButton*, 3> m_slow{};
    QComboBox* m_declaration;
    QLabel* m_refusal;
    QLabel* m_hint;
    QPushButton* m_clear;
    QPushButton* m_blankButton;      // WX-02: lays a blank in the next free slot
    std::array<bool, 3> m_blanks{};  // WX-02: the slots holding a blank laid on request
    QPushButton* m_confirm;
    RuleBook* m_book = nullptr;
};

}  // namespace jasta::app
