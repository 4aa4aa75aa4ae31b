#pragma once
// One airplane's console (RULES.md §3.1, §3.2, DMG-*): its card (name,
// type, decks, structure, climb rate), the damage taken as a bar, its
// counters and specials, the last cards flown, aim, ammunition, fuel and
// status. Damage cards lie face down at the table (issue 15): the damage
// they count and the secret specials (DMG-02: rudder, engine, wounds) are
// shown only to the airplane's own player, or to everyone with "open
// damage" (teaching) or "show everything" (a replay, a table of friends);
// anyone else sees how many damage cards it holds and what the table shows
// anyway (smoke, flames, jams, its status).

#include <QColor>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <optional>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/maneuver_deck.hpp"
#include "jasta/state/aircraft_state.hpp"

class QGridLayout;
class QLabel;

namespace jasta::app {

class DamageBar;

class ConsoleWidget : public QWidget {
    Q_OBJECT
public:
    explicit ConsoleWidget(QWidget* parent = nullptr);

    // `deck` (may be null) names the cards flown; copies what it needs.
    void setAircraft(const AircraftType& type, const AircraftState& state, const ManeuverDeck* deck = nullptr);
    // A new state of the same airplane (after a phase).
    void setState(const AircraftState& state);
    // A damage card has just landed on the console: the bar and the count
    // show `totalDamage` (points) until the next state comes.
    void showDamage(int totalDamage);
    // The damage bar, in the console's pixels: where flying damage cards land.
    [[nodiscard]] QRect damageBarRect() const;
    // Who looks at the screen now: a player name as in AircraftState::player.
    void setViewer(const QString& player);
    void setShowEverything(bool showEverything);
    // Every airplane's damage and specials to everyone (teaching).
    void setOpenDamage(bool open);
    // Scenario id -> name, for aim targets (ids are shown when unknown).
    void setAircraftNames(const QHash<QString, QString>& names);
    // The player's colour, the same as the airplane's on the table (issue 15:
    // one colour per player everywhere); invalid: the side's colour.
    void setPlayerColour(const QColor& colour);
    // Why the computer's pilot chose the plan it has just flown (teaching,
    // issue 18); empty: the row is not shown.
    void setReasons(const QString& reasons);
    // Who flies the airplane when no person does ("computer: Veteran",
    // "flies itself"), shown after its player; empty: a person.
    void setFlownBy(const QString& flownBy);
    // The colour of the stripe beside the console.
    [[nodiscard]] QColor stripeColour() const;

    // The damage points and the secret specials are shown.
    [[nodiscard]] bool showsSecrets() const;
    // What the console shows, as plain text, for the window and the tests.
    [[nodiscard]] QStringList specials() const { return m_specials; }  // one chip each, in order
    // Row values by key: "name", "type", "decks", "structure", "climb",
    // "altitude", "status", "flown", "aim", "ammo", "fuel", "reasons"; "" when hidden.
    // "structure" is "7 / 16" (damage / structure), or "2 damage cards" to
    // whom the damage is not shown.
    [[nodiscard]] QString field(const QString& key) const;
    [[nodiscard]] double damageFraction() const;  // damage / structure, 0..1; 0 when not shown

    [[nodiscard]] QSize sizeHint() const override;

private:
    void refresh();
    QLabel* addRow(const QString& key, const QString& title);

    std::optional<AircraftType> m_type;
    AircraftState m_state;
    std::optional<ManeuverDeck> m_deck;
    QString m_viewer;
    bool m_showEverything = false;
    bool m_openDamage = false;
    QHash<QString, QString> m_names;
    QColor m_playerColour;  // invalid: the side's colour
    QStringList m_specials;
    QString m_reasons;
    QString m_flownBy;

    QWidget* m_stripe;
    QLabel* m_name;
    QLabel* m_typeLine;
    DamageBar* m_bar;
    QLabel* m_structure;
    QGridLayout* m_rows;
    QHash<QString, QLabel*> m_values;  // key -> value label
    QHash<QString, QLabel*> m_titles;  // key -> title label
    QWidget* m_chips;
};

}  // namespace jasta::app
