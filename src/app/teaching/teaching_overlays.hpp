#pragma once
// The teaching overlays of issue 7: what the table shows, on demand, to
// explain the rules at the moment they matter. It computes every overlay
// with the rules core (legal plans, fire zones, shots, tailing checks,
// damage odds) and has the scene draw it; it holds no rule of its own.
//
//  - Hand ghosts: every card of the selected airplane's deck from where it
//    stands (or from where the cards already placed in the planning panel
//    leave it), the cards it may not fly next shown refused.
//  - Reachable positions: every place its legal plans reach after 1, 2 or 3
//    cards, coloured by the enemy guns that could fire at it there.
//  - Threat map: where the enemies can fire after their next card.
//  - Ranges and arcs of every airplane; altitudes of every airplane with
//    the difference to the selected one and what it does to fire.
//  - Tailing checks: at the start of a turn, the check of every nearby pair
//    of enemies (ruler, front and rear edges, levels).
//  - Damage odds: for the shot being explained, or the shots of the fire
//    decision on the screen, from the cards left in the deck.
// Always on: with an airplane selected, hovering an enemy draws what
// decides a shot between them now, with one sentence that says why.
//
// Overlays are drawn on the state at rest: while a phase plays back they are
// taken off (ranges, arcs and altitudes follow the airplanes) and come back
// when it ends.

#include <QObject>
#include <QString>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <tuple>

#include "jasta/game/game.hpp"
#include "jasta/rules/fire.hpp"
#include "table/table_scene.hpp"  // its SkyNote and SunArrival

namespace jasta::app {

class GameSession;
class PlanningPanel;
class PlayFlow;

class TeachingOverlays : public QObject {
    Q_OBJECT
public:
    enum class Overlay { HandGhosts, Reach, Threat, Ranges, Altitudes, Tailing, Odds };

    TeachingOverlays(TableScene* scene, GameSession* session, PlayFlow* flow, PlanningPanel* planning,
                     QObject* parent = nullptr);

    void setEnabled(Overlay overlay, bool on);
    [[nodiscard]] bool isEnabled(Overlay overlay) const { return m_enabled.count(overlay) > 0; }
    // The reachable positions after this many cards (1..3).
    void setReachCards(int cards);
    [[nodiscard]] int reachCards() const { return m_reachCards; }

    // The airplane the overlays are about (empty: none); a click selects.
    void select(const std::string& aircraftId);
    [[nodiscard]] const std::string& selected() const { return m_selected; }
    // The airplane under the mouse (empty: none): with a selected airplane of
    // the other side, the shot between them is explained.
    void hover(const std::string& aircraftId);
    [[nodiscard]] const std::string& hovered() const { return m_hovered; }
    // The sentence of the shot being explained (empty when none).
    [[nodiscard]] const QString& explanation() const { return m_explanation; }

    // Recomputes and redraws every overlay that is on.
    void refresh();
    // Off while something else owns the table (a replay): nothing is drawn.
    void setSuspended(bool suspended);
    [[nodiscard]] bool suspended() const { return m_suspended; }

    // The words of a shot for a newcomer: who fires at whom, the core's
    // reason, the level difference and its effect, and the rules.
    [[nodiscard]] static QString explainShot(const ShotCheck& shot, const GameData& data, const GameState& state,
                                             const RuleOptions& rules);
    // The level difference between two airplanes and what it does to fire
    // ("+1 · half ruler, long", "−2 · no fire"), and its colour.
    [[nodiscard]] static QString levelRelation(int levels, const RuleOptions& rules);

    // WX-01..03, WX-11 for the Ranges & Arcs layer: the sky in words, the
    // airplanes the clouds hide (where they went in: where they fly now only
    // their player knows) and those the sun's glare can surprise, and where
    // the airplanes waiting in the sun would come in now.
    struct Sky {
        QString legend;
        std::vector<TableScene::SkyNote> notes;
        std::vector<TableScene::SunArrival> arrivals;
    };
    [[nodiscard]] static Sky skyOf(const GameData& data, const GameState& state, const RuleOptions& rules);

signals:
    void explanationChanged(const QString& sentence);
    void selectionChanged(const QString& aircraftId);

private:
    [[nodiscard]] bool atRest() const;
    void refreshExplanation();
    void refreshOdds();
    void showHandGhosts();
    void showReach();
    void showThreat();
    void showAltitudes();
    void showTailing();

    // What a costly layer was last drawn for: the game's revision (one more
    // after every command, undo or new game), the airplane and the cards.
    // Several signals ask for a refresh at one decision; an unchanged layer
    // still on the table is not computed again.
    using Drawn = std::tuple<std::uint64_t, std::string, int>;
    [[nodiscard]] bool stillDrawn(std::optional<Drawn>& drawn, Drawn now, int layer) const;

    TableScene* m_scene;
    GameSession* m_session;
    PlayFlow* m_flow;
    PlanningPanel* m_planning;
    std::set<Overlay> m_enabled{Overlay::Tailing};
    int m_reachCards = 1;
    bool m_suspended = false;
    std::string m_selected;
    std::string m_hovered;
    std::string m_planningAircraft;  // the airplane the planning panel is planning for
    QString m_explanation;
    ShotCheck m_explained;  // valid when m_explanation is not empty
    std::uint64_t m_revision = 0;
    std::optional<Drawn> m_reachDrawn, m_threatDrawn, m_rangesDrawn;
};

}  // namespace jasta::app
