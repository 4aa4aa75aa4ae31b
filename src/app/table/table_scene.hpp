#pragma once
// The table scene: the table, one AircraftItem (with its label and counters)
// per airplane, and what the game lays on the table around them: planning
// ghosts, the maneuver cards of the phase, firing arcs, range rulers and
// their notes. 1 scene unit = 1 mm; positions go through the one
// TableFrame. The scene shows state and holds no rules; items refer to the
// core's airplanes by id, and unknown ids are ignored.
//
// Animation is cosmetic (DESIGN.md principle 6): the core has already
// moved; playMoves slides the airplanes from the old poses to the new ones
// on one clock (AnimationDriver), which pause, speed and skip act on.

#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <QSet>
#include <array>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/data/game_data.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/game/game.hpp"
#include "jasta/pilots/tactics.hpp"
#include "jasta/rules/damage_odds.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/state/pose.hpp"
#include "table/effect_item.hpp"
#include "table/silhouette_library.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

class AircraftItem;
class GroundItem;
class NetItem;
class FieldItem;
class ReliefItem;
class DefendedZoneItem;
class ModeItem;
class SunItem;
class AnimationDriver;
class GhostItem;
class LaidCardItem;
class TableItem;

class TableScene : public QGraphicsScene {
    Q_OBJECT
public:
    // Normal speed: one card's move takes this long (ms), a card fades out in kCardFadeMs.
    static constexpr double kCardFlipMs = 350;  // the reveal of the phase's cards, before the moves
    static constexpr double kMoveDurationMs = 1200;
    static constexpr double kDamageShowMs = 1500;  // damage cards turning up after a fire step, time to read them
    static constexpr double kCardFadeMs = 400;
    static constexpr double kEffectsMs = 1100;  // a fire step's shots, bursts and explosions, all of them
    static constexpr double kCardFadeInMs = 200;

    // `assetsDir` holds silhouettes/ and table/ (may be empty: drawn fallbacks).
    explicit TableScene(std::filesystem::path assetsDir, QObject* parent = nullptr);
    ~TableScene() override;

    // Replaces everything with `scenario`'s table and airplanes. Airplanes
    // whose type or geometry is missing from `data` are skipped (the loaders
    // have already reported them). Returns the number of airplanes shown.
    int showScenario(const Scenario& scenario, const GameData& data);

    // Syncs every airplane item to the game state: pose, altitude (stand
    // pegs), climb counters, status (destroyed/exploded/crashed: wreck look;
    // fled/eliminated/off table: washed out), visible counters (smoke,
    // flames, jams). Creates items for airplanes it has not seen; hides the
    // items of airplanes the state does not hold. A different table size
    // starts the table afresh. An airplane whose move is being animated
    // takes its new pose when its animation ends.
    void showState(const GameState& state, const GameData& data);
    // WX-11 in the scenario editor: the suns a card may put over the west and
    // the east of the table under `setting`; none: hidden.
    void showSunChoices(const std::optional<SunSetting>& setting, Era era);
    // The player's colour per airplane id (airplanes not named keep their
    // side's colour).
    void setPlayerColours(const QHash<QString, QColor>& colourByAircraftId);

    // Translucent ghost airplanes (same silhouette, dashed base, numbered
    // 1, 2, 3) at `poses` for one airplane; an empty list removes them.
    void setGhosts(const std::string& aircraftId, const std::vector<Pose>& poses);
    void clearGhosts();

    // One phase's moves, all at once like the table: each card is laid on
    // the table at the airplane's start pose (the printed arrow starting at
    // the base's front mark), then every airplane slides along
    // animationPoses() together and ends exactly at `end`. Moves still
    // running are finished first. `card` may be null (a plain slide); it is
    // copied, so it need not outlive the call.
    //
    // WX-01: an airplane coming out of the clouds first flies, from its
    // stand (`paperFrom`), the cards written on paper (`paper`, each to the
    // pose the core says it left it at), one card's time each, then its card.
    struct PaperCard {
        const ManeuverCard* card = nullptr;  // null: a plain slide
        Pose end;
    };
    struct MoveAnimation {
        std::string aircraft;
        Pose start;
        Pose end;
        const ManeuverCard* card = nullptr;
        Speed speed = Speed::Normal;
        Pose paperFrom{};
        std::vector<PaperCard> paper{};
    };
    void playMoves(const std::vector<MoveAnimation>& moves);
    [[nodiscard]] bool isAnimating() const;
    void setAnimationSpeed(double factor);  // 1 = normal (kMoveDurationMs a move), 2 = twice as fast
    [[nodiscard]] double animationSpeed() const;
    void setAnimationsPaused(bool paused);
    [[nodiscard]] bool animationsPaused() const;
    void skipAnimations();  // every running animation (moves and fades) to its end now
    void clearLaidCards();  // the cards of the phase fade out, then are removed
    // Moves the animation clock by `wallMs` (× speed, nothing while
    // paused), as Qt's animation timer does: for tests and benchmarks.
    void advanceAnimations(double wallMs);

    // Fire resolution overlays for one ShotCheck: the weapon's arc wedge
    // from the mount, the ruler from the mount towards the aim point with
    // its half mark and end, the part used coloured short or long with a
    // note, blocking airplanes outlined. Several shots may be shown; a
    // shot naming an unknown airplane or weapon is ignored.
    void showShot(const ShotCheck& shot, const GameData& data, const GameState& state);
    void clearShots();

    // The selected airplane's firing arcs and a ruler at full length ahead
    // (from its front weapon), following it as it moves.
    void setGuidesVisible(const std::string& aircraftId, bool visible);
    [[nodiscard]] bool guidesVisible(const std::string& aircraftId) const;

    // The zoom of the view the players look at (device pixels per mm), told
    // by the view whenever it changes (issue 15): airplanes are drawn at
    // least AircraftItem::kMinScreenSpanPx across, and the labels and notes
    // are spread for it. 0 (no view): neither.
    void setViewScale(double pixelsPerMm);
    [[nodiscard]] double viewScale() const { return m_pixelsPerMm; }
    // The part of the scene that view shows (scene mm), told by the view
    // whenever it changes: the notes are kept inside it. Empty: anywhere.
    void setVisibleArea(const QRectF& sceneRect);
    [[nodiscard]] QRectF visibleArea() const { return m_visibleArea; }
    // Moves airplane labels and notes down, the least needed, until none
    // covers another or a damage card; labels first, higher ones first. A
    // note is first moved inside the visible area.
    void spreadLabels();
    // spreadLabels once control is back in the event loop, however many
    // labels, notes and cards changed meanwhile (they ask, see spreadLabelsSoon).
    void spreadLabelsSoon();

    [[nodiscard]] const TableFrame& frame() const { return m_frame; }
    [[nodiscard]] TableItem* tableItem() const { return m_table; }
    [[nodiscard]] const QList<AircraftItem*>& aircraftItems() const { return m_aircraft; }
    // The objectives and falling bombs shown (issue 16), by "target:<id>" and "bomb:<n>".
    [[nodiscard]] const QHash<QString, GroundItem*>& groundItems() const { return m_ground; }
    // BAL-08: the barrage nets on the table, by net id.
    [[nodiscard]] const QHash<QString, NetItem*>& netItems() const { return m_nets; }
    [[nodiscard]] const QHash<QString, FieldItem*>& fieldItems() const { return m_fields; }
    [[nodiscard]] const QHash<QString, ReliefItem*>& reliefItems() const { return m_relief; }
    // WX-08..10, BAL-11: the defended zone of the game shown last; null without an attack.
    [[nodiscard]] const DefendedZoneItem* defendedZoneItem() const { return m_defendedZone; }
    [[nodiscard]] const ModeItem* modeItem() const { return m_mode; }
    [[nodiscard]] const SunItem* sunItem() const { return m_sun; }
    // The editor's suns (showSunChoices): west, east; null until shown.
    [[nodiscard]] const std::array<SunItem*, 2>& sunChoiceItems() const { return m_sunChoices; }
    [[nodiscard]] AircraftItem* aircraftItem(std::string_view id) const;
    [[nodiscard]] QList<GhostItem*> ghostItems(const std::string& aircraftId) const;
    [[nodiscard]] const QList<LaidCardItem*>& laidCards() const { return m_laidCards; }
    [[nodiscard]] const QList<QGraphicsItem*>& shotItems() const { return m_shotItems; }
    [[nodiscard]] QList<QGraphicsItem*> guideItems(const std::string& aircraftId) const;
    // The play area and the airplanes (some may stand off the table): what
    // "fit all" shows, in scene units.
    [[nodiscard]] QRectF contentsRect() const;

    // The damage cards a fire step dealt, face up beside their targets: they
    // turn up over kDamageShowMs (counted as an animation, so
    // animationsFinished follows) and stay until clearDamageCards (they fade)
    // or liftDamageCards (they go at once: the flow flies them to the consoles).
    struct DamageShown {
        std::string aircraft;
        QChar deck;
        int points = 0;
        QString special;        // empty = none, or a secret the viewer may not see (DMG-02)
        int totalDamage = 0;    // the airplane's damage once this card counts (what its console then shows)
        bool faceDown = false;  // another player's card: `points` is 0, and shown only as a back
    };
    void showDamageCards(const std::vector<DamageShown>& cards);
    void clearDamageCards();
    void liftDamageCards();
    [[nodiscard]] QList<QGraphicsItem*> damageCardItems() const;

    // AA-05/AA-08: the burst token a gunner drags by hand, `diameterMm`
    // across at `at` (table mm), with the battery's altitude rings round its
    // card (`battery`, the game's ruler `rulerMm`); handTokenMoved after each
    // move of it. hideHandToken takes both away.
    void showHandToken(Point2 at, double diameterMm, const Pose& battery, double rulerMm);
    void hideHandToken();
    [[nodiscard]] QGraphicsItem* handToken() const { return m_handToken; }
    // Where the hand token lies now, table mm (only while it is shown).
    [[nodiscard]] Point2 handTokenAt() const;

    // Issue 16: what a fire step did, played in the order given after the
    // moves and before the damage cards (each a little after the one before,
    // all within kEffectsMs, counted as an animation so animationsFinished
    // follows, also for none); each item goes at its end.
    void playEffects(std::vector<EffectItem::Spec> effects);
    [[nodiscard]] const QList<EffectItem*>& effectItems() const { return m_effects; }

    // Runs `step(progress)` on the one animation clock for `durationMs` (at
    // normal speed), then `done`: pause, speed and skip act on it, and it
    // counts as a move (animationsFinished waits for it). For what the flow
    // animates beyond the table (damage cards flying to the consoles).
    void animate(double durationMs, std::function<void(double)> step, std::function<void()> done = {});

    // Set-up: every airplane can be dragged and turned (TableView turns the
    // one under the wheel); placedPoses() reads where they are now.
    void setPlacementMode(bool on);
    // GND-08/17 by hand: only `aircraftId` can be dragged and turned;
    // aircraftPlaced follows each move of it.
    void setAircraftPlaceable(const std::string& aircraftId, bool on);
    [[nodiscard]] bool placementMode() const { return m_placement; }
    [[nodiscard]] std::map<std::string, Pose> placedPoses() const;

    // --- Teaching overlays (issue 7) -------------------------------------
    // Each overlay is a layer of its own: showing it again replaces what it
    // showed, clearTeaching removes it. The teaching controller
    // (TeachingOverlays) computes what they show with the rules core; the
    // scene only draws it.
    enum class TeachingLayer { HandGhosts, Reach, Threat, Ranges, Altitudes, Tailing, Explanation, Odds };
    // The places of a ReachCloud, coloured by the guns on each, with a legend
    // beside its airplane.
    void showReachCloud(const ReachCloud& cloud, const GameState& state);
    // The enemies' fire zones after their next card, on the felt, with a legend.
    void showThreatMap(const ThreatMap& map, const GameState& state);
    // Every airplane in play: its arc wedges and its range rings, following it as it moves.
    void showRangesAndArcs(const GameState& state);
    // BOMB-04/05, with the ranges: where each bomber's bombs would land if it
    // dropped them now (bombLanding), the bomb card outlined there in its
    // colour, following it as it moves; added to the Ranges layer.
    struct BombLandingMark {
        std::string aircraft;
        Pose at;           // the bomb card's centre and heading, table mm
        double width = 0;  // the bomb card, mm
        double length = 0;
        int cards = 1;  // moves to get there (1 + the markers of its level)
    };
    void showBombLandings(const std::vector<BombLandingMark>& marks, const GameState& state);
    // WX-01..03, WX-11, added to the Ranges layer: what the clouds and the sun
    // hide from whom. `legend` (empty: none) says the sky in words at the
    // table's upper left; each note marks an airplane, following it: a cloud
    // round the stand of one flying in the clouds, a gold halo round one in
    // the sun's glare, a grey ring round an enemy of the sun's side that the
    // glare cannot reach; each arrival outlines the base of an airplane
    // waiting in the sun where it would come in now.
    struct SkyNote {
        enum class Kind { InCloud, InGlare, OutOfGlare };
        std::string aircraft;
        Kind kind = Kind::InCloud;
        QString text;    // on the table
        QString detail;  // its tool tip (empty: none)
    };
    struct SunArrival {
        std::string aircraft;
        Pose pose;  // table mm
        QString text;
    };
    void showSky(const QString& legend, const std::vector<SkyNote>& notes, const std::vector<SunArrival>& arrivals);
    // Every airplane in play: its level and stand; `relations` (by airplane id)
    // the difference to the selected airplane and what it does to fire.
    struct Relation {
        QString text;
        QColor colour;
    };
    void showAltitudes(const GameState& state, const std::map<std::string, Relation, std::less<>>& relations);
    // One tailing check per pair (TAIL-01/08/10): the ruler as measured, the
    // pursuer's front edge and the target's rear edge, green when possible,
    // red when not, with a note saying why.
    void showTailChecks(const std::vector<TailCheck>& checks, const GameState& state);
    // What decides a shot now: its arc and ruler (as showShot), the aim point,
    // the line of sight with its blockers, the level difference, and
    // `sentence` beside the target.
    void showShotExplanation(const ShotCheck& shot, const GameData& data, const GameState& state,
                             const QString& sentence);
    // The odds of a shot beside its target; `heading` names the shot. Adds to
    // the odds shown (a fire decision has several); clearTeaching(Odds) removes them.
    // `damageKnown`: the viewer may see the target's damage (OddsItem).
    void showOdds(const ShotCheck& shot, const DamageOdds& odds, const QString& heading, const GameState& state,
                  bool damageKnown = true);
    // Ghosts of the cards of a hand from one pose, each with its card number;
    // a card that may not be flown now is shown refused.
    struct HandGhost {
        Pose pose;
        int number = 0;
        bool allowed = true;
    };
    void showHandGhosts(const std::string& aircraftId, const std::vector<HandGhost>& ghosts);
    void clearTeaching(TeachingLayer layer);
    void clearAllTeaching();
    [[nodiscard]] QList<QGraphicsItem*> teachingItems(TeachingLayer layer) const;

signals:
    void animationsFinished();  // the last running move animation has ended (also after skip)
    void aircraftClicked(QString aircraftId);
    // The airplane under the mouse changed (empty: none).
    void aircraftHovered(QString aircraftId);
    // A placeable airplane was dragged or turned (set-up, or by hand on the ground).
    void aircraftPlaced(QString aircraftId);
    // The gunner's hand token was moved (showHandToken); table mm.
    void handTokenMoved(double x, double y);

protected:
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void showGround(const GameState& state, const GameData& data);
    void showNets(const GameState& state);
    void showFields(const std::vector<LandingField>& fields);
    void showRelief(const std::vector<ReliefZone>& relief);
    void showDefendedZone(const GameState& state);
    void showMode(const GameState& state, const GameData& data);
    void showSun(const GameState& state);

    void removeEverything();
    void setTable(double width, double height);
    AircraftItem* addAircraftItem(const std::string& id);
    void applyColour(AircraftItem* item) const;
    void updateSceneRect();
    void removeGuides(const std::string& aircraftId);
    // The arc, ruler, note and blocker outlines of one shot, added to the given lists.
    void drawShot(const ShotCheck& shot, const GameData& data, const GameState& state, QList<QGraphicsItem*>& items,
                  QSet<QString>& arcs, QList<AircraftItem*>& outlined);
    [[nodiscard]] AircraftItem* topAircraftAt(QPointF scenePoint) const;
    QList<QGraphicsItem*>& layer(TeachingLayer which);
    // A point just clear of an airplane, right (`side` 1) or left (-1) of it on the screen.
    [[nodiscard]] QPointF beside(const std::string& aircraftId, const GameState& state, int side) const;

    SilhouetteLibrary m_silhouettes;
    std::filesystem::path m_assetsDir;
    TableFrame m_frame;
    AnimationDriver* m_animator;  // QObject child
    // Items are owned by the scene; these lists only find them again.
    TableItem* m_table = nullptr;
    QList<AircraftItem*> m_aircraft;
    QHash<QString, GroundItem*> m_ground;
    QHash<QString, NetItem*> m_nets;
    QHash<QString, FieldItem*> m_fields;
    QHash<QString, ReliefItem*> m_relief;
    DefendedZoneItem* m_defendedZone = nullptr;  // WX-08..10, BAL-11
    ModeItem* m_mode = nullptr;                  // MODE-01..07
    SunItem* m_sun = nullptr;                    // WX-11
    std::array<SunItem*, 2> m_sunChoices{};      // the editor's suns over the west and the east
    double m_pixelsPerMm = 0;                    // the view's zoom, see setViewScale
    QRectF m_visibleArea;                        // scene mm, see setVisibleArea
    bool m_spreadQueued = false;
    QHash<QString, QColor> m_colours;
    std::map<std::string, QList<GhostItem*>, std::less<>> m_ghosts;
    QList<LaidCardItem*> m_laidCards;
    QList<QGraphicsItem*> m_shotItems;
    bool m_placement = false;
    QList<QGraphicsItem*> m_damageCards;
    QList<EffectItem*> m_effects;                                        // playing now
    QGraphicsItem* m_handToken = nullptr;                                // AA-05/08
    QGraphicsItem* m_handRings = nullptr;                                // round its battery
    QSet<QString> m_shotArcs;                                            // "shooter/weapon" arcs already drawn
    QList<AircraftItem*> m_outlined;                                     // blockers outlined by the shots
    std::map<std::string, QList<QGraphicsItem*>, std::less<>> m_guides;  // top-level guide items per airplane
    std::map<TeachingLayer, QList<QGraphicsItem*>> m_teaching;           // the items of each teaching overlay
    QList<AircraftItem*> m_explainOutlined;                              // blockers outlined by the explanation
    QString m_hovered;                                                   // the airplane under the mouse
};

// The note a shot's overlay shows ("Short range · 74 mm · 2 cards", "Blocked
// by Werner", "Out of arc"...). Names come from `state`.
QString shotSummary(const ShotCheck& shot, const GameState& state);

// For the labels, notes and damage cards: `scene` (a TableScene, else
// nothing happens) spreads its labels again soon, as one of them was added,
// moved, resized, shown or hidden.
void spreadLabelsSoon(QGraphicsScene* scene);

}  // namespace jasta::app
