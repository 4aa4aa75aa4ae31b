#include "teaching/teaching_overlays.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "jasta/data/game_data.hpp"
#include "jasta/pilots/tactics.hpp"
#include "jasta/rules/bombing.hpp"
#include "jasta/rules/damage_odds.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/rockets.hpp"
#include "jasta/rules/sun.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/words/events.hpp"
#include "jasta/words/fire.hpp"
#include "play/game_session.hpp"
#include "play/planning_panel.hpp"
#include "play/play_flow.hpp"
#include "table/plural.hpp"
#include "table/table_drawing.hpp"
#include "table/table_scene.hpp"
#include "table/table_style.hpp"

namespace jasta::app {

namespace {

using Layer = TableScene::TeachingLayer;

// Pairs further apart than this many rulers (centre to centre) are not
// drawn as tailing checks: no ruler can join them, and eight airplanes
// would cover the table with lines.
constexpr double kTailingReachInRulers = 1.6;

QColor relationColour(int levels, const RuleOptions& rules) {
    const int apart = std::abs(levels);
    if (apart == 0) return style::shortRangeColour();
    return apart <= maxFireLevelDifference(rules) ? style::longRangeColour() : style::noShotColour();
}

}  // namespace

TeachingOverlays::TeachingOverlays(TableScene* scene, GameSession* session, PlayFlow* flow, PlanningPanel* planning,
                                   QObject* parent)
    : QObject(parent), m_scene(scene), m_session(session), m_flow(flow), m_planning(planning) {
    connect(m_session, &GameSession::started, this, [this] {
        // The flow may already have asked for the first plan (and selected its
        // airplane): only what the new game does not know is forgotten.
        const GameState& state = m_session->state();
        m_hovered.clear();
        if (state.find(m_planningAircraft) == nullptr) m_planningAircraft.clear();
        if (state.find(m_selected) == nullptr) m_selected.clear();
        ++m_revision;
        refresh();
    });
    connect(m_session, &GameSession::advanced, this, [this] {
        ++m_revision;
        refresh();
    });
    connect(m_session, &GameSession::undone, this, [this] {
        ++m_revision;
        refresh();
    });
    // The flow tells what it waits for once a phase has played back: the state is at rest again.
    connect(m_flow, &PlayFlow::waitingForChanged, this, [this] { refresh(); });
    connect(m_flow, &PlayFlow::planningStarted, this, [this](const QString& id) {
        m_planningAircraft = id.toStdString();
        select(m_planningAircraft);
    });
    connect(m_planning, &PlanningPanel::planChanged, this, [this] {
        if (isEnabled(Overlay::HandGhosts)) showHandGhosts();
    });
    connect(m_scene, &TableScene::aircraftClicked, this, [this](const QString& id) {
        const std::string clicked = id.toStdString();
        select(clicked == m_selected ? std::string() : clicked);
    });
    connect(m_scene, &TableScene::aircraftHovered, this, [this](const QString& id) { hover(id.toStdString()); });
}

namespace {

// BOMB-04/05: where each bomber in the air would put its bombs if it
// dropped them now, for the Ranges & Arcs overlay.
std::vector<TableScene::BombLandingMark> bombLandings(const GameData& data, const GameState& state) {
    std::vector<TableScene::BombLandingMark> marks;
    const GroundType* card = data.bombCard();
    if (card == nullptr) return marks;
    for (const AircraftState& airplane : state.aircraft) {
        if (!airplane.inPlay() || airplane.bombs <= 0) continue;
        const AircraftType* type = data.aircraftType(airplane.type);
        const ManeuverDeck* deck = type != nullptr ? data.deckOf(*type) : nullptr;
        const GeometrySpec* geometry = type != nullptr ? data.geometryOf(*type) : nullptr;
        if (deck == nullptr || geometry == nullptr) continue;
        if (const auto landing = bombLanding(*deck, *geometry, airplane))
            marks.push_back({airplane.id, *landing, card->cardWidth.value, card->cardLength.value,
                             1 + bombMarkers(airplane.altitude)});
    }
    return marks;
}

}  // namespace

void TeachingOverlays::setEnabled(Overlay overlay, bool on) {
    if (on == isEnabled(overlay)) return;
    if (on)
        m_enabled.insert(overlay);
    else
        m_enabled.erase(overlay);
    refresh();
}

void TeachingOverlays::setReachCards(int cards) {
    cards = std::clamp(cards, 1, 3);
    if (cards == m_reachCards) return;
    m_reachCards = cards;
    if (isEnabled(Overlay::Reach)) refresh();
}

void TeachingOverlays::select(const std::string& aircraftId) {
    const bool known = m_session->isRunning() && m_session->state().find(aircraftId) != nullptr;
    const std::string now = known ? aircraftId : std::string();
    if (now == m_selected) return;
    m_selected = now;
    emit selectionChanged(QString::fromStdString(m_selected));
    refresh();
}

void TeachingOverlays::hover(const std::string& aircraftId) {
    if (aircraftId == m_hovered) return;
    m_hovered = aircraftId;
    refreshExplanation();
    refreshOdds();
}

bool TeachingOverlays::atRest() const {
    return !m_suspended && m_session->isRunning() && !m_flow->isPlayingBack() && !m_scene->isAnimating();
}

void TeachingOverlays::setSuspended(bool suspended) {
    if (suspended == m_suspended) return;
    m_suspended = suspended;
    refresh();
}

void TeachingOverlays::refresh() {
    if (m_suspended || !m_session->isRunning()) {
        if (!m_explanation.isEmpty()) {
            m_explanation.clear();
            emit explanationChanged(m_explanation);
        }
        m_scene->clearAllTeaching();
        return;
    }
    const GameState& state = m_session->state();
    // Ranges, arcs and altitudes follow the airplanes, so they may stay during the moves.
    if (!isEnabled(Overlay::Ranges))
        m_scene->clearTeaching(Layer::Ranges);
    else if (!stillDrawn(m_rangesDrawn, {m_revision, {}, 0}, static_cast<int>(Layer::Ranges))) {
        m_scene->showRangesAndArcs(state);
        m_scene->showBombLandings(bombLandings(m_session->data(), state), state);
        const Sky sky = skyOf(m_session->data(), state, m_session->rules());
        m_scene->showSky(sky.legend, sky.notes, sky.arrivals);
    }
    showAltitudes();
    if (!atRest()) {
        for (Layer layer :
             {Layer::HandGhosts, Layer::Reach, Layer::Threat, Layer::Tailing, Layer::Explanation, Layer::Odds})
            m_scene->clearTeaching(layer);
        return;
    }
    showHandGhosts();
    showReach();
    showThreat();
    showTailing();
    refreshExplanation();
    refreshOdds();
}

// --- Hand ghosts ------------------------------------------------------------------

void TeachingOverlays::showHandGhosts() {
    m_scene->clearTeaching(Layer::HandGhosts);
    if (!isEnabled(Overlay::HandGhosts) || m_selected.empty() || !atRest()) return;
    const GameData& data = m_session->data();
    const AircraftState* airplane = m_session->state().find(m_selected);
    if (!airplane || !(airplane->inPlay() || airplane->onGround())) return;
    const Flyer flyer = flyerOf(data, *airplane, m_session->rules());
    // The cards already placed for this airplane in the planning panel come
    // first; the ghosts show the next slot (the last one when all are full).
    Plan plan;
    int placed = 0;
    // The panel's cards are a secret plan: they count only while the player
    // at the screen is making it (not once it is confirmed, nor for anyone else).
    const auto decisions = m_session->decisionsOf(m_session->seat());
    const bool planningNow =
        !decisions.empty() && decisions.front().aircraft == m_selected &&
        (decisions.front().kind == DecisionKind::Plan || decisions.front().kind == DecisionKind::Reorder);
    if (planningNow && m_selected == m_planningAircraft && m_planning->hasAircraft())
        while (placed < 3 && m_planning->slotCard(placed + 1) != 0) {
            plan.cards[static_cast<std::size_t>(placed)] = {m_planning->slotCard(placed + 1),
                                                            m_planning->slotSpeed(placed + 1)};
            ++placed;
        }
    const int slot = std::min(placed, 2);  // 0-based slot the ghosts are for
    Plan before = plan;
    for (int i = slot; i < 3; ++i) before.cards[static_cast<std::size_t>(i)] = {};
    const std::vector<Pose> poses = PlayFlow::plannedPoses(data, *airplane, before);
    const Pose from = poses.size() >= static_cast<std::size_t>(slot) && slot > 0
                          ? poses[static_cast<std::size_t>(slot - 1)]
                          : airplane->pose;
    std::vector<TableScene::HandGhost> ghosts;
    for (const ManeuverCard& card : flyer.deck.cards) {
        for (Speed speed : {Speed::Normal, Speed::Fast, Speed::Slow}) {
            const CardMove* move = card.move(speed);
            if (!card.hasSpeed(speed) || move == nullptr) continue;
            Plan candidate = before;
            candidate.cards[static_cast<std::size_t>(slot)] = {card.number, speed};
            // The cards used before this slot are not in the hand any more (MOV-02).
            bool used = false;
            for (int i = 0; i < slot; ++i)
                used = used || before.cards[static_cast<std::size_t>(i)].number == card.number;
            const bool allowed = !used && checkPlanStart(flyer, *airplane, candidate, slot + 1).empty();
            ghosts.push_back({applyCardMove(from, *move, flyer.geometry), card.number, allowed});
        }
    }
    m_scene->showHandGhosts(m_selected, ghosts);
}

// --- Reachable positions and the threat map ----------------------------------------

bool TeachingOverlays::stillDrawn(std::optional<Drawn>& drawn, Drawn now, int layer) const {
    const bool same = drawn == now && !m_scene->teachingItems(static_cast<Layer>(layer)).isEmpty();
    drawn = std::move(now);
    return same;
}

void TeachingOverlays::showReach() {
    if (!isEnabled(Overlay::Reach) || m_selected.empty()) {
        m_scene->clearTeaching(Layer::Reach);
        return;
    }
    if (stillDrawn(m_reachDrawn, {m_revision, m_selected, m_reachCards}, static_cast<int>(Layer::Reach))) return;
    m_scene->showReachCloud(
        reachableCloud(m_session->data(), m_session->rules(), m_session->state(), m_selected, m_reachCards),
        m_session->state());
}

void TeachingOverlays::showThreat() {
    if (!isEnabled(Overlay::Threat) || m_selected.empty()) {
        m_scene->clearTeaching(Layer::Threat);
        return;
    }
    if (stillDrawn(m_threatDrawn, {m_revision, m_selected, 0}, static_cast<int>(Layer::Threat))) return;
    m_scene->showThreatMap(threatMap(m_session->data(), m_session->rules(), m_session->state(), m_selected),
                           m_session->state());
}

// --- The sky (Ranges & Arcs) -------------------------------------------------------

TeachingOverlays::Sky TeachingOverlays::skyOf(const GameData& data, const GameState& state, const RuleOptions& rules) {
    Sky sky;
    QStringList legend;
    const std::optional<CloudBand>& clouds = state.table.clouds;
    const auto band = [&] {
        return clouds->low == clouds->high ? tr("at level %1").arg(clouds->low)
                                           : tr("from level %1 to %2").arg(clouds->low).arg(clouds->high);
    };
    if (rules.cloudCover == CloudCover::WeatherBand && state.weather) {
        switch (state.weather->kind) {
            case WeatherKind::Clear:
                legend << tr("Clear sky: no cloud to hide in (WX-03).");
                break;
            case WeatherKind::MediumCloud:
                if (clouds)
                    legend << tr("Medium cloud %1: an airplane that flies into it leaves its stand where it went in "
                                 "and flies unseen, out of every fight, until it comes out under or over it. Nobody "
                                 "tails in this weather (WX-03, WX-05).")
                                  .arg(band());
                break;
            case WeatherKind::HeavyWeather:
                if (clouds)
                    legend << tr("Heavy weather, cloud %1: inside it an airplane flies unseen, out of every fight. "
                                 "Every pilot draws a B card at the start of each turn and after each steep, "
                                 "climbing, diving or Immelmann card, worse inside the cloud (WX-03, WX-06, WX-07).")
                                  .arg(band());
                break;
        }
    } else if (clouds && (rules.cloudCover == CloudCover::S003Layer || rules.cloudCover == CloudCover::S004)) {
        legend << (rules.cloudCover == CloudCover::S004
                       ? tr("Cloud cover at level %1: an airplane that climbs into it leaves its stand where it went "
                            "in and flies unseen, out of every fight, until its plan takes it out (WX-02).")
                       : tr("Cloud layer at level %1: an airplane that climbs into it leaves its stand where it went "
                            "in and flies unseen, out of every fight, until a dive or Split-S brings it out (WX-01)."))
                      .arg(clouds->low);
    }
    for (const AircraftState& airplane : state.aircraft)
        if (airplane.inPlay() && airplane.inCloud)
            sky.notes.push_back({airplane.id,
                                 TableScene::SkyNote::Kind::InCloud,
                                 tr("%1 is in the cloud: its stand waits where it went in, and only its player "
                                    "knows where it flies. It fires at nobody and nobody fires at it; no tails, "
                                    "collisions, bombs or photographs")
                                     .arg(QString::fromStdString(airplane.name)),
                                 {}});
    // WX-11: while the side with the sun waits in it, and in the turn it
    // dives out (TAIL-14), the glare decides whom it may surprise.
    const bool waiting = std::any_of(state.aircraft.begin(), state.aircraft.end(), [](const AircraftState& airplane) {
        return airplane.status == AircraftStatus::InTheSun;
    });
    if (state.sun && state.sun->favoured && (waiting || state.sun->enteredIn(state.turn))) {
        const Side favoured = *state.sun->favoured;
        legend << tr("The sun at the back of the %1: its glare hides them from the enemies ringed in gold, whom they "
                     "may dive on and tail as they come in (WX-11, TAIL-14).")
                      .arg(sideName(favoured));
        for (const AircraftState& airplane : state.aircraft) {
            if (airplane.side == favoured || !(airplane.inPlay() || airplane.onGround()) || airplane.inCloud) continue;
            const QString name = QString::fromStdString(airplane.name);
            // On the table a short pill; the sentence in its tool tip.
            if (inTheGlare(airplane, state.weather))
                sky.notes.push_back(
                    {airplane.id, TableScene::SkyNote::Kind::InGlare, tr("in the sun's glare"),
                     tr("%1 flies in the sun's glare: it cannot see an attack out of the sun").arg(name)});
            else if (airplane.onGround())
                sky.notes.push_back({airplane.id, TableScene::SkyNote::Kind::OutOfGlare,
                                     tr("on the ground: out of the glare"),
                                     tr("%1 is on the ground: the sun hides nobody from it").arg(name)});
            else
                sky.notes.push_back({airplane.id, TableScene::SkyNote::Kind::OutOfGlare,
                                     tr("under the cloud: out of the glare"),
                                     tr("%1 flies under the cloud layer: the sun hides nobody from it").arg(name)});
        }
        for (const SunEntry& entry : sunEntries(data, state)) {
            const AircraftState* airplane = state.find(entry.aircraft);
            const AircraftState* prey = state.find(entry.prey);
            if (airplane == nullptr) continue;
            const QString name = QString::fromStdString(airplane->name);
            sky.arrivals.push_back({entry.aircraft, entry.pose,
                                    prey != nullptr ? tr("%1 comes in here at level %2, on %3")
                                                          .arg(name)
                                                          .arg(entry.altitude)
                                                          .arg(QString::fromStdString(prey->name))
                                                    : tr("%1 comes in here, where the mission placed it").arg(name)});
        }
    }
    sky.legend = legend.join(QLatin1Char(' '));
    return sky;
}

// --- Altitudes ----------------------------------------------------------------------

QString TeachingOverlays::levelRelation(int levels, const RuleOptions& rules) {
    const int apart = std::abs(levels);
    const QString sign = levels > 0   ? QStringLiteral("+%1").arg(levels)
                         : levels < 0 ? QStringLiteral("−%1").arg(apart)
                                      : QStringLiteral("=");
    if (apart == 0) return tr("%1 · same level, full ruler").arg(sign);
    if (apart > maxFireLevelDifference(rules)) return tr("%1 · no fire").arg(sign);
    return rules.era == Era::Ww1 ? tr("%1 · half ruler, long range").arg(sign)
                                 : tr("%1 · half ruler, long firepower").arg(sign);
}

void TeachingOverlays::showAltitudes() {
    if (!isEnabled(Overlay::Altitudes)) {
        m_scene->clearTeaching(Layer::Altitudes);
        return;
    }
    const GameState& state = m_session->state();
    std::map<std::string, TableScene::Relation, std::less<>> relations;
    if (const AircraftState* selected = state.find(m_selected))
        for (const AircraftState& other : state.aircraft) {
            if (other.id == selected->id) continue;
            const int levels = other.altitude - selected->altitude;
            relations[other.id] = {levelRelation(levels, m_session->rules()),
                                   relationColour(levels, m_session->rules())};
        }
    m_scene->showAltitudes(state, relations);
}

// --- Tailing ------------------------------------------------------------------------

void TeachingOverlays::showTailing() {
    m_scene->clearTeaching(Layer::Tailing);
    const GameState& state = m_session->state();
    const RuleOptions& rules = m_session->rules();
    // Tailing is decided at the start of a turn (TAIL-01, TAIL-05), before the first card.
    const bool turnStart = state.phase == 0 && (state.stage == Stage::ChooseTails || state.stage == Stage::Planning);
    if (!isEnabled(Overlay::Tailing) || !turnStart) return;
    const GameData& data = m_session->data();
    std::vector<TailCheck> checks;
    // TAIL-14: out of the sun, whatever the ruler says (under medium cloud too).
    const auto sunTails = sunTailChoices(state);
    for (const auto& [pursuer, targets] : sunTails)
        for (const auto& target : targets) {
            const AircraftState& from = state.airplane(pursuer);
            const AircraftState& to = state.airplane(target);
            TailCheck check;
            check.pursuer = pursuer;
            check.target = target;
            check.possible = true;
            check.verdict = TailVerdict::OutOfTheSun;
            check.rules = {"TAIL-14", "WX-11"};
            check.pursuerName = from.name.empty() ? from.id : from.name;
            check.targetName = to.name.empty() ? to.id : to.name;
            check.distanceMm = std::hypot(from.pose.x - to.pose.x, from.pose.y - to.pose.y);
            check.levelsAbove = from.altitude - to.altitude;
            checks.push_back(std::move(check));
        }
    for (const AircraftState& pursuer : state.aircraft) {
        // WX-05: no ordinary tails under medium cloud.
        if (!tailingInPlay(rules, state) || sunTails.count(pursuer.id) > 0) continue;
        for (const AircraftState& target : state.aircraft) {
            // WX-01: nobody tails into or out of the clouds.
            if (pursuer.side == target.side || !pursuer.takesPart() || !target.takesPart()) continue;
            const AircraftType* type = data.aircraftType(pursuer.type);
            const GeometrySpec* geometry = type ? data.geometryOf(*type) : nullptr;
            if (!geometry) continue;
            const double apart = std::hypot(pursuer.pose.x - target.pose.x, pursuer.pose.y - target.pose.y);
            if (apart > kTailingReachInRulers * geometry->rulerLength.value) continue;
            checks.push_back(checkTail(data, rules, pursuer, target, state.aircraft, state.overlaps));
        }
    }
    m_scene->showTailChecks(checks, state);
}

// --- The shot under the mouse, and the odds ---------------------------------------

QString TeachingOverlays::explainShot(const ShotCheck& shot, const GameData& data, const GameState& state,
                                      const RuleOptions& rules) {
    const AircraftState* shooter = state.find(shot.shooter);
    const AircraftState* target = state.find(shot.target);
    QString text = tr("%1 at %2: %3")
                       .arg(nameIn(state, shot.shooter), nameIn(state, shot.target),
                            QString::fromStdString(words::explainShot(shot, data, state)));
    if (shooter && target) {
        const int levels = target->altitude - shooter->altitude;
        if (levels == 0)
            text += tr(" Both fly at level %1: the whole ruler counts.").arg(shooter->altitude);
        else if (std::abs(levels) <= maxFireLevelDifference(rules) && shot.inArc && shot.blockedBy.empty() &&
                 !shot.canFire)
            text += tr(" %1 apart, only the first half of the ruler would count.")
                        .arg(std::abs(levels) == 1 ? tr("One level") : tr("%1 levels").arg(std::abs(levels)));
    }
    QStringList ids;
    for (const std::string& id : shot.rules) ids << QString::fromStdString(id);
    if (!ids.isEmpty()) text += QStringLiteral(" (%1)").arg(ids.join(QStringLiteral(", ")));
    return text;
}

void TeachingOverlays::refreshExplanation() {
    m_scene->clearTeaching(Layer::Explanation);
    QString sentence;
    const GameState* state = m_session->isRunning() ? &m_session->state() : nullptr;
    const AircraftState* shooter = state ? state->find(m_selected) : nullptr;
    const AircraftState* target = state ? state->find(m_hovered) : nullptr;
    if (shooter && target && shooter->side != target->side && atRest() && shooter->inPlay()) {
        const GameData& data = m_session->data();
        const auto best = bestShot(data, m_session->rules(), *shooter, *target, state->aircraft, state->overlaps);
        if (best) {
            m_explained = *best;
            sentence = explainShot(*best, data, *state, m_session->rules());
            m_scene->showShotExplanation(*best, data, *state, sentence);
        }
    }
    if (sentence == m_explanation) return;
    m_explanation = sentence;
    emit explanationChanged(m_explanation);
}

void TeachingOverlays::refreshOdds() {
    m_scene->clearTeaching(Layer::Odds);
    if (!isEnabled(Overlay::Odds) || !atRest()) return;
    const GameState& state = m_session->state();
    const GameData& data = m_session->data();
    const auto show = [&](const ShotCheck& shot) {
        if (!shot.canFire) return;
        const DamageOdds odds = damageOdds(data, m_session->rules(), state, shot);
        const int count = odds.draw.cards + odds.draw.extraCards;
        const bool ww2 = m_session->rules().era == Era::Ww2;
        const QString deck(QChar(odds.draw.deck));
        const QString heading = tr("%1 → %2 · %3")
                                    .arg(nameIn(state, shot.shooter), nameIn(state, shot.target),
                                         countOf(count, deck + (ww2 ? tr(" counter") : tr(" card")),
                                                 deck + (ww2 ? tr(" counters") : tr(" cards"))));
        m_scene->showOdds(shot, odds, heading, state, m_flow->showsDamageOf(shot.target));
    };
    // The shot being explained; else the shots of the fire decision on the screen.
    if (!m_explanation.isEmpty()) {
        show(m_explained);
        return;
    }
    if (state.stage != Stage::Fire) return;
    for (const Decision& decision : m_session->decisionsOf(m_session->seat())) {
        if (decision.kind != DecisionKind::Fire) continue;
        const AircraftState* shooter = state.find(decision.aircraft);
        const AircraftType* type = shooter ? data.aircraftType(shooter->type) : nullptr;
        if (!type) continue;
        if (const auto weapon = weaponById(*type, decision.weapon))  // a gun, or the rockets (RKT-*)
            for (const std::string& targetId : decision.options)     // airplanes and ground defences (AA-01)
                if (const auto shot = shotInGame(data, m_session->rules(), state, shooter->id, *weapon, targetId))
                    show(*shot);
        break;  // the decision on the screen is the first one
    }
}

}  // namespace jasta::app
