#pragma once
// The hot-seat flow of a game on the screen (issue 5): after every command
// it plays the events back phase by phase (cards laid, airplanes sliding,
// log lines), then asks the next player for the next decision behind a
// hand-off cover, with the planning panel or a choice prompt. It holds no
// rules: the session's engine decides; this only shows and asks.

#include <QColor>
#include <QHash>
#include <QObject>
#include <QString>

#include <deque>
#include <functional>
#include <optional>
#include <vector>

#include "jasta/game/game.hpp"
#include "jasta/rules/event.hpp"
#include "table/table_scene.hpp"

class QGraphicsView;
class QStackedWidget;

namespace jasta::app {

class CardFlightLayer;
class ChoicePrompt;
class ConsolesPanel;
class EventLogDock;
class GameSession;
class HandOffScreen;
class CloudBlind;
class PlanningPanel;

class PlayFlow : public QObject {
    Q_OBJECT
public:
    struct Parts {
        GameSession* session = nullptr;
        TableScene* scene = nullptr;
        PlanningPanel* planning = nullptr;
        ChoicePrompt* prompt = nullptr;
        QStackedWidget* decisions = nullptr;  // holds `planning` and `prompt`
        HandOffScreen* handOff = nullptr;
        EventLogDock* log = nullptr;
        ConsolesPanel* consoles = nullptr;
        // Where the damage cards fly from the table to the consoles; without
        // them (either null) the consoles show the damage at once.
        QGraphicsView* view = nullptr;
        CardFlightLayer* flights = nullptr;
    };
    PlayFlow(const Parts& parts, QObject* parent = nullptr);

    // "Always fire at the best target": fire decisions answer themselves.
    void setAutoFire(bool on) { m_autoFire = on; }
    [[nodiscard]] bool autoFire() const { return m_autoFire; }
    // Replays and a table of friends who agree: every secret on every console and in the log.
    void setShowEverything(bool on);
    // Hand-offs between players; off when one person plays every side (teaching, tests).
    // A game whose airplanes all belong to one player has no hand-offs either.
    void setHandOffs(bool on) { m_handOffs = on; }
    [[nodiscard]] bool handOffs() const { return m_handOffs; }
    // True while the screen is covered: between players, nothing of the game may be seen or changed.
    [[nodiscard]] bool isCovered() const;
    // The player whose secrets the screen may show now: who passed the cover,
    // until the game moves on in front of everyone (a new stage, turn or
    // phase); "" meanwhile and while the cover is up. Without hand-offs, the
    // player at the screen.
    [[nodiscard]] QString viewer() const;
    // The viewer may see this airplane's damage: its own, Open Damage, or
    // everything shown (the console decides, issue 15's hidden information).
    [[nodiscard]] bool showsDamageOf(std::string_view aircraftId) const;

    // Who answers a decision before the player is asked: a lesson (issue 7)
    // answers the computer's decisions from its script and holds the game
    // between its steps. No filter: every decision is asked.
    struct Verdict {
        enum class Kind { Ask, Answer, Hold };
        Kind kind = Kind::Ask;
        Command command{};  // Answer: the command to submit
        QString message;    // Hold: what the decision dock says meanwhile
        QString title;      // Hold: the dock's heading; empty: "Lesson"
    };
    using DecisionFilter = std::function<Verdict(const Decision&)>;
    void setDecisionFilter(DecisionFilter filter) { m_filter = std::move(filter); }
    // The computer's seats (issue 18, ComputerSeats): they answer the
    // decisions no decision filter takes over. A lesson's filter goes first;
    // when it is removed, the computer's seats answer again.
    void setComputerSeats(DecisionFilter seats) { m_seats = std::move(seats); }
    // Nobody at the screen: every player is a computer's. The game plays
    // itself and the screen shows everything.
    [[nodiscard]] bool isWatching() const;
    // Asks for the next decision again (after a Hold is lifted).
    void resume() { nextDecision(); }

    // Events still waiting to be played back (an animation is running or queued).
    [[nodiscard]] bool isPlayingBack() const { return m_playing; }
    // WX-01: the cover over the table while an airplane in the clouds is planned (null without a view).
    [[nodiscard]] CloudBlind* cloudBlind() const { return m_blind; }
    // What the game waits for now, in words (the status bar).
    [[nodiscard]] QString waitingFor() const { return m_waitingFor; }
    // The colour of an airplane's player (scenario colour, else one per player).
    [[nodiscard]] QColor colourOf(const std::string& aircraftId) const;
    // The summary the victory screen shows, as lines of text.
    [[nodiscard]] QStringList summary() const;

    // Where each card of `plan` (in order, up to the first empty or unknown
    // card) would put `airplane`: the moves only, as the ghosts show them;
    // altitude and penalties are the engine's business when the cards are flown.
    [[nodiscard]] static std::vector<Pose> plannedPoses(const GameData& data, const AircraftState& airplane,
                                                        const Plan& plan);

protected:
    // Hands the planning keys typed anywhere in the planning window to the
    // planning panel (issue 15), see PlanningPanel::isPlanningKey.
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void waitingForChanged(const QString& text);
    // The planning panel now plans (or reorders) the cards of this airplane.
    void planningStarted(const QString& aircraftId);
    void gameOver(const QString& result);
    // The log has just shown the events of `turn`'s `phase` (its cards are
    // revealed now): what was secret about that phase no longer is.
    void phaseShown(int turn, int phase);
    // A command the engine refused (should not happen from these widgets).
    void refused(const QString& reason);

private:
    void onStarted();
    void onAdvanced(const std::vector<Event>& events);
    void onUndone();
    void playNextChunk();
    void afterPlayback();
    // Plays the shots, bursts, bombs and explosions of the chunk after its
    // moves (issue 16); false when there are none.
    bool showEffects();
    // Shows the damage cards waiting to be shown; false when there are none.
    bool showDamage();
    // Flies the damage cards shown on the table into their consoles; false
    // when none flies (each console then shows its damage at once).
    bool flyDamage();
    void nextDecision();
    // Whether `player` must pass the cover before `decision` is shown.
    [[nodiscard]] bool needsCover(const QString& player, const Decision& decision) const;
    void showDecision(const Decision& decision);
    void askPlan(const Decision& decision);
    void askTail(const Decision& decision);
    void askDrop(const Decision& decision);
    void askTaxi(const Decision& decision);
    void askSun(const Decision& decision);
    void askFlak(const Decision& decision);
    // AA-05/AA-08: the gunner drags the token on the table (`action` Place
    // or Move) and picks an altitude the rules allow where it lies.
    void aimFlakByHand(const Decision& decision, FlakAction action);
    void askFlakByHand();
    // GND-08/17: the player drags and turns the parked airplane itself.
    void taxiByHand(const Decision& decision);
    void askTaxiByHand();
    void endTaxiByHand();
    void askReorder(const Decision& decision);
    void askFire(const Decision& decision);
    void submit(const Command& command);
    // The consoles and the log: the new state, and for whom they show it.
    void refreshViews();
    // Only for whom (viewer(), show everything): the consoles keep their state.
    void refreshViewer();
    void setWaitingFor(const QString& text);
    void showGhosts();
    [[nodiscard]] QString nameOf(const std::string& aircraftId) const;

    Parts m_parts;
    QHash<QString, QColor> m_colours;                      // by aircraft id
    std::deque<Event> m_queue;                             // events still to be played back
    std::vector<EffectItem::Spec> m_effectsToShow;         // what the chunk being played did, after its moves
    std::vector<TableScene::DamageShown> m_damageToShow;   // dealt in the chunk being played
    std::vector<TableScene::DamageShown> m_damageLanding;  // shown on the table, to fly to the consoles
    bool m_playing = false;
    bool m_autoFire = false;
    bool m_handOffs = true;
    bool m_showEverything = false;
    DecisionFilter m_filter;
    DecisionFilter m_seats;
    std::string m_planning;         // the airplane whose plan is being made
    CloudBlind* m_blind = nullptr;  // WX-01, over m_parts.view
    struct HandFlak {
        Decision decision;
        FlakAction action = FlakAction::Place;
    };
    std::optional<HandFlak> m_handFlak;  // the token lies on the table for the gunner to drag
    std::optional<Decision> m_handTaxi;  // the parked airplane being moved by hand
    // Who last passed the cover, and where the game stood then: the screen
    // is theirs alone until the game moves on (the moves and the fire are
    // shown to everyone) or another game is opened.
    struct Moment {
        Stage stage = Stage::Planning;
        int turn = 0;
        int phase = 0;
        bool operator==(const Moment&) const = default;
    };
    [[nodiscard]] bool sharesTheScreen() const;  // two or more players, with hand-offs
    [[nodiscard]] Moment now() const;
    [[nodiscard]] bool isPrivateTo(const QString& player) const;
    QString m_privateTo;
    Moment m_privateAt;
    QString m_waitingFor;
};

}  // namespace jasta::app
