#include "play/play_flow.hpp"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QStackedWidget>
#include <QTextEdit>
#include <QTimer>

#include <algorithm>
#include <map>

#include "jasta/data/game_data.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/rockets.hpp"
#include "jasta/rules/taxiing.hpp"
#include "jasta/state/pose.hpp"
#include "jasta/words/events.hpp"
#include "jasta/words/fire.hpp"
#include "jasta/words/flak.hpp"
#include "play/card_flight_layer.hpp"
#include "play/choice_prompt.hpp"
#include "play/cloud_blind.hpp"
#include "play/console_widget.hpp"
#include "play/consoles_panel.hpp"
#include "play/event_log_dock.hpp"
#include "play/fire_effects.hpp"
#include "play/game_session.hpp"
#include "play/hand_off_screen.hpp"
#include "play/planning_panel.hpp"
#include "play/player_colours.hpp"
#include "table/aircraft_item.hpp"
#include "table/damage_card_item.hpp"
#include "table/plural.hpp"
#include "table/table_drawing.hpp"
#include "table/table_scene.hpp"

namespace jasta::app {

namespace {

// The ground unit `id` of the game (a flak battery, a balloon...); nullptr for none.
const TargetState* targetIn(const GameState& state, std::string_view id) {
    for (const auto& target : state.targets)
        if (target.id == id) return &target;
    return nullptr;
}

QString rangeWords(Range range) {
    switch (range) {
        case Range::Short:
            return QObject::tr("short range");
        case Range::Long:
            return QObject::tr("long range");
        case Range::Out:
            break;
    }
    return QObject::tr("out of range");
}

}  // namespace

PlayFlow::PlayFlow(const Parts& parts, QObject* parent) : QObject(parent), m_parts(parts) {
    // Every key of the application passes here first: the planning keys
    // reach the planner whether the focus is on the table, the log or a console.
    qApp->installEventFilter(this);
    if (m_parts.view != nullptr) m_blind = new CloudBlind(m_parts.view);
    connect(m_parts.session, &GameSession::started, this, &PlayFlow::onStarted);
    connect(m_parts.session, &GameSession::advanced, this, &PlayFlow::onAdvanced);
    connect(m_parts.session, &GameSession::undone, this, &PlayFlow::onUndone);
    connect(m_parts.scene, &TableScene::animationsFinished, this, [this] {
        if (!m_playing) return;
        // After the moves, the damage cards turn up; then they fly to the
        // consoles; after that, the next phase.
        if (!showEffects() && !showDamage() && !flyDamage()) playNextChunk();
    });
    // A click on an airplane shows or hides its arcs and a ruler ahead.
    connect(m_parts.scene, &TableScene::aircraftClicked, this, [this](const QString& id) {
        if (!m_parts.session->isRunning() || m_parts.scene->placementMode()) return;
        const std::string aircraft = id.toStdString();
        m_parts.scene->setGuidesVisible(aircraft, !m_parts.scene->guidesVisible(aircraft));
    });
    connect(m_parts.handOff, &HandOffScreen::ready, this, [this] {
        m_parts.session->setSeat(m_parts.handOff->player());
        m_privateTo = m_parts.handOff->player();
        m_privateAt = now();
        refreshViews();
        nextDecision();
    });
    // AA-05/08: the gunner's token dragged on the table: the altitudes allowed there.
    connect(m_parts.scene, &TableScene::handTokenMoved, this, [this] { askFlakByHand(); });
    connect(m_parts.scene, &TableScene::aircraftPlaced, this, [this](const QString& id) {
        if (m_handTaxi && m_handTaxi->aircraft == id.toStdString()) askTaxiByHand();
    });
    connect(m_parts.planning, &PlanningPanel::planChanged, this, [this] { showGhosts(); });
    connect(m_parts.planning, &PlanningPanel::planConfirmed, this, [this](const Plan& plan) {
        const std::string aircraft = m_planning;
        m_parts.scene->clearGhosts();
        if (m_blind != nullptr) m_blind->hide();
        if (m_parts.planning->mode() == PlanningPanel::Mode::Reorder)
            submit(ReorderPlan{aircraft, plan});
        else
            submit(SubmitPlan{aircraft, plan});
    });
}

bool PlayFlow::eventFilter(QObject* watched, QEvent* event) {
    const bool keyPress = event->type() == QEvent::KeyPress;
    if (!keyPress && event->type() != QEvent::ShortcutOverride) return false;
    auto* planner = m_parts.planning;
    auto* widget = qobject_cast<QWidget*>(watched);
    // Only while the planner is on screen and uncovered, for keys typed in
    // its own window (not a dialog), and never into a box that takes text.
    if (widget == nullptr || !planner->isVisible() || isCovered() || widget->window() != planner->window() ||
        m_parts.decisions->currentWidget() != planner || QApplication::activeModalWidget() != nullptr)
        return false;
    if (qobject_cast<QLineEdit*>(widget) != nullptr || qobject_cast<QAbstractSpinBox*>(widget) != nullptr ||
        qobject_cast<QTextEdit*>(widget) != nullptr || qobject_cast<QPlainTextEdit*>(widget) != nullptr)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (!planner->isPlanningKey(*key)) return false;
    if (!keyPress) {
        // The planner's keys win over the window's one-key shortcuts (L: altitudes).
        event->accept();
        return true;
    }
    if (widget == planner || planner->isAncestorOf(widget)) return false;  // it gets them itself
    planner->takeKey(key);
    return true;
}

QColor PlayFlow::colourOf(const std::string& aircraftId) const {
    return m_colours.value(QString::fromStdString(aircraftId), playerPaletteColour(0));
}

QString PlayFlow::nameOf(const std::string& aircraftId) const {
    return nameIn(m_parts.session->state(), aircraftId);
}

void PlayFlow::setShowEverything(bool on) {
    m_showEverything = on;
    refreshViews();
}

void PlayFlow::setWaitingFor(const QString& text) {
    m_waitingFor = text;
    emit waitingForChanged(text);
}

void PlayFlow::onStarted() {
    auto& session = *m_parts.session;
    const auto& state = session.state();
    // Colours: the scenario's, else one per player in seat order.
    m_colours = playerColours(session.record().scenario);
    m_queue.clear();
    m_damageToShow.clear();
    m_damageLanding.clear();
    if (m_parts.flights != nullptr) m_parts.flights->cancel();
    m_playing = false;
    // A game opened or continued: whoever sits at the screen now, the next
    // planner passes the cover first (a cover still up is shown afresh, or
    // not at all in a game of one player).
    m_privateTo.clear();
    m_parts.handOff->hide();
    m_parts.scene->setPlayerColours(m_colours);
    m_parts.consoles->setPlayerColours(m_colours);
    m_parts.scene->clearGhosts();
    m_parts.scene->clearShots();
    m_parts.scene->clearLaidCards();
    m_parts.scene->showState(state, session.data());
    m_parts.consoles->showGame(session.data(), state);
    m_parts.log->model()->clear();  // a new or opened game starts a new log
    m_parts.log->setAircraft(logAircraftOf(state), words::EventNames(session.data(), state));
    // A resumed game's log, phase by phase as it was played (one insertion).
    std::vector<EventLogModel::Batch> phases(1);
    for (const auto& event : session.events()) {
        phases.back().events.push_back(event);
        if (event.kind() != EventKind::PhaseEnd) continue;
        phases.back().turn = event.as<ev::PhaseEnd>().turn;
        phases.back().phase = event.as<ev::PhaseEnd>().phase;
        phases.emplace_back();
    }
    phases.back().turn = state.turn;
    phases.back().phase = state.phase;
    m_parts.log->append(phases);
    refreshViews();
    nextDecision();
}

void PlayFlow::onAdvanced(const std::vector<Event>& events) {
    m_queue.insert(m_queue.end(), events.begin(), events.end());
    // Moves and fire are played back in front of everyone: the consoles and
    // the log keep the secrets of whoever had the screen to themselves.
    refreshViewer();
    if (!m_playing) {
        m_playing = true;
        m_parts.prompt->clear();
        playNextChunk();
    }
}

void PlayFlow::onUndone() {
    // The log keeps what it showed (the plan was secret: it showed nothing of it).
    // Behind a cover the decision taken back is asked behind it again
    // (needsCover): the cover then names its player, whoever pressed Ctrl+Z.
    m_parts.scene->clearGhosts();
    refreshViews();
    nextDecision();
}

// One chunk = the events up to the end of the next phase: its moves are
// animated together, then the rest of the events follow.
void PlayFlow::playNextChunk() {
    if (m_queue.empty()) {
        afterPlayback();
        return;
    }
    std::vector<Event> chunk;
    while (!m_queue.empty()) {
        chunk.push_back(m_queue.front());
        m_queue.pop_front();
        if (chunk.back().kind() == EventKind::PhaseEnd) break;
    }
    // A chunk that ends before its phase does (the engine waits for a decision
    // in it, or the turn has just begun) is where the state now stands.
    int turn = m_parts.session->state().turn;
    int phase = m_parts.session->state().phase;
    if (const auto* end = chunk.back().get<ev::PhaseEnd>()) {
        turn = end->turn;
        phase = end->phase;
    }
    m_parts.log->append(turn, phase, chunk);
    if (chunk.back().kind() == EventKind::PhaseEnd) emit phaseShown(turn, phase);

    std::vector<TableScene::MoveAnimation> moves;
    const auto& data = m_parts.session->data();
    const auto cardOf = [&](const std::string& aircraft, int number) -> const ManeuverCard* {
        const auto* airplane = m_parts.session->state().find(aircraft);
        const auto* type = airplane != nullptr ? data.aircraftType(airplane->type) : nullptr;
        const auto* deck = type != nullptr ? data.deckOf(*type) : nullptr;
        return deck != nullptr ? deck->card(number) : nullptr;
    };
    // WX-01: out of the clouds, the cards written on paper are flown from
    // the stand before the card of the phase (or alone, without one).
    std::map<std::string, TableScene::MoveAnimation> outOfCloud;
    for (const auto& event : chunk) {
        if (const auto* left = event.get<ev::LeftCloud>()) {
            TableScene::MoveAnimation& paper = outOfCloud[event.aircraft];
            paper.aircraft = event.aircraft;
            paper.paperFrom = left->from;
            for (std::size_t i = 0; i < left->path.size(); ++i)
                paper.paper.push_back(
                    {i < left->cards.size() ? cardOf(event.aircraft, left->cards[i]) : nullptr, left->path[i]});
            paper.start = paper.end = left->path.empty() ? left->from : left->path.back();
            continue;
        }
        const auto* move = event.get<ev::Move>();
        if (move == nullptr) continue;
        const auto* card = cardOf(event.aircraft, move->card);
        if (card == nullptr) continue;
        TableScene::MoveAnimation animation{event.aircraft, move->from, move->to, card, move->speed};
        if (const auto paper = outOfCloud.find(event.aircraft); paper != outOfCloud.end()) {
            animation.paperFrom = paper->second.paperFrom;
            animation.paper = std::move(paper->second.paper);
            outOfCloud.erase(paper);
        }
        moves.push_back(std::move(animation));
    }
    for (auto& [id, paper] : outOfCloud)
        if (!paper.paper.empty()) moves.push_back(std::move(paper));
    // Where the airplanes stand when the chunk's fire comes: after its moves.
    std::map<std::string, Pose, std::less<>> poses;
    for (const auto& airplane : m_parts.session->state().aircraft)
        if (const AircraftItem* item = m_parts.scene->aircraftItem(airplane.id)) poses[airplane.id] = item->pose();
    for (const auto& event : chunk)
        if (const auto* move = event.get<ev::Move>()) poses[event.aircraft] = move->to;
    m_effectsToShow =
        fireEffects(chunk, data, m_parts.session->state(), m_parts.session->rules(), poses, m_parts.scene->frame());
    // The damage cards the fire of this chunk dealt, to show face up after the moves.
    for (std::size_t i = 0; i < chunk.size(); ++i) {
        const Event& event = chunk[i];
        const auto* damage = event.get<ev::Damage>();
        if (damage == nullptr) continue;
        const bool counts = damage->special != Special::None && !damage->specialIgnored;
        // DMG-02: when the engine keeps what the special did secret (an event
        // for the target's player alone follows the card), the card shows it
        // only to whom the target's console shows its secrets.
        bool secret = false;
        for (std::size_t j = i + 1; j < chunk.size() && chunk[j].kind() != EventKind::Damage; ++j)
            secret = secret || chunk[j].secretTo == event.aircraft;
        // Issue 15: face down as at the table, but to whom its console shows the damage.
        const ConsoleWidget* console = m_parts.consoles->console(event.aircraft);
        const bool faceUp = console != nullptr && console->showsSecrets();
        const bool shown = counts && (!secret || faceUp);
        const QString special = QString::fromUtf8(jasta::nameOf(damage->special).data(),
                                                  static_cast<qsizetype>(jasta::nameOf(damage->special).size()));
        m_damageToShow.push_back({event.aircraft, QChar(damage->deck), faceUp ? damage->damage : 0,
                                  shown ? QString(special).replace('_', ' ') : QString(), damage->totalDamage,
                                  !faceUp});
    }
    m_parts.scene->clearDamageCards();
    if (!moves.empty()) {
        m_parts.scene->clearLaidCards();
        setWaitingFor(tr("Turn %1, phase %2: the cards are revealed and the airplanes move.").arg(turn).arg(phase));
        m_parts.scene->playMoves(moves);
        if (m_parts.scene->isAnimating()) return;  // animationsFinished brings us back
    }
    if (showEffects() || showDamage()) return;
    QTimer::singleShot(0, this, [this] {
        if (m_playing) playNextChunk();
    });
}

bool PlayFlow::showEffects() {
    if (m_effectsToShow.empty()) return false;
    setWaitingFor(tr("The guns fire."));
    m_parts.scene->playEffects(std::exchange(m_effectsToShow, {}));
    return true;  // animationsFinished follows
}

bool PlayFlow::showDamage() {
    if (m_damageToShow.empty()) return false;
    setWaitingFor(tr("Damage cards are drawn."));
    m_damageLanding = std::exchange(m_damageToShow, {});
    m_parts.scene->showDamageCards(m_damageLanding);
    return true;  // animationsFinished follows
}

bool PlayFlow::flyDamage() {
    if (m_damageLanding.empty()) return false;
    // Each card's total, in the order the cards were laid per airplane.
    std::map<std::string, std::deque<int>> totals;
    for (const auto& dealt : std::exchange(m_damageLanding, {})) totals[dealt.aircraft].push_back(dealt.totalDamage);
    QWidget* window = m_parts.flights != nullptr ? m_parts.flights->parentWidget() : nullptr;
    std::vector<CardFlightLayer::Flight> flights;
    std::vector<std::function<void()>> landNow;
    for (QGraphicsItem* item : m_parts.scene->damageCardItems()) {
        const auto* card = qgraphicsitem_cast<const DamageCardItem*>(item);
        if (card == nullptr || totals[card->aircraftId()].empty()) continue;
        const int total = totals[card->aircraftId()].front();
        totals[card->aircraftId()].pop_front();
        QPointer<ConsoleWidget> console = m_parts.consoles->console(card->aircraftId());
        auto landed = [console, total] {
            if (console) console->showDamage(total);
        };
        if (console) m_parts.consoles->ensureWidgetVisible(console, 0, 0);
        // A card flies only where the table and its console are both on the window.
        if (window == nullptr || m_parts.view == nullptr || !m_parts.view->isVisible() || !console ||
            !console->isVisible() || console->window() != window) {
            landNow.push_back(std::move(landed));
            continue;
        }
        const QPointF onView = m_parts.view->mapFromScene(card->scenePos());
        const QRectF from = card->cardRect().translated(m_parts.view->viewport()->mapTo(window, onView));
        // The console's damage bar, kept inside the part of the consoles panel that shows.
        const QRect visible(m_parts.consoles->viewport()->mapTo(window, QPoint(0, 0)),
                            m_parts.consoles->viewport()->size());
        QPointF aim = console->mapTo(window, QPointF(console->damageBarRect().center()));
        aim.setY(std::clamp(aim.y(), double(visible.top()), double(visible.bottom())));
        flights.push_back({card->face(), from, QRectF(aim, QSizeF()), std::move(landed)});
    }
    for (const auto& landed : landNow) landed();
    if (flights.empty()) return false;
    setWaitingFor(tr("The damage cards go to the consoles."));
    m_parts.scene->liftDamageCards();
    m_parts.flights->fly(std::move(flights), *m_parts.scene);
    return true;  // animationsFinished follows
}

void PlayFlow::afterPlayback() {
    m_playing = false;
    const auto& state = m_parts.session->state();
    m_parts.scene->showState(state, m_parts.session->data());
    refreshViews();
    if (state.stage == Stage::Over) {
        // Nothing is left to decide: the last decision's buttons go.
        m_parts.prompt->ask(
            tr("The game is over"),
            tr("Start a new game from the Game menu (Ctrl+N), or save this one to watch it again as a replay."), {});
        m_parts.decisions->setCurrentWidget(m_parts.prompt);
        setWaitingFor(tr("The game is over."));
        emit gameOver(QString::fromStdString(state.result));
        return;
    }
    nextDecision();
}

void PlayFlow::refreshViews() {
    if (!m_parts.session->isRunning()) return;
    m_parts.consoles->update(m_parts.session->state());
    refreshViewer();
}

bool PlayFlow::showsDamageOf(std::string_view aircraftId) const {
    const ConsoleWidget* console = m_parts.consoles->console(aircraftId);
    return console != nullptr && console->showsSecrets();
}

void PlayFlow::refreshViewer() {
    if (!m_parts.session->isRunning()) return;
    const QString viewer = this->viewer();
    m_parts.consoles->setViewer(viewer);
    // Nobody at the screen (a game the computer plays against itself): nothing is secret from a watcher.
    const bool everything = m_showEverything || isWatching();
    m_parts.consoles->setShowEverything(everything);
    m_parts.log->setViewer(viewer);
    m_parts.log->setShowEverything(everything);
}

void PlayFlow::nextDecision() {
    auto& session = *m_parts.session;
    // A token being dragged belonged to the decision asked before.
    m_handFlak.reset();
    m_parts.scene->hideHandToken();
    endTaxiByHand();
    if (m_playing || !session.isRunning() || session.isOver()) return;
    const QString player = session.playerToAct();
    // The players first; then the airplanes nobody flies (MODE-10), which a
    // computer pilot answers (or, without one, whoever has the screen).
    const auto decisions = player.isEmpty() ? session.unseatedDecisions() : session.decisionsOf(player);
    if (decisions.empty()) return;
    const Decision& decision = decisions.front();
    if (const DecisionFilter& filter = m_filter ? m_filter : m_seats) {
        const Verdict verdict = filter(decision);
        if (verdict.kind == Verdict::Kind::Answer) {
            submit(verdict.command);
            return;
        }
        if (verdict.kind == Verdict::Kind::Hold) {
            m_parts.scene->clearGhosts();
            m_parts.prompt->ask(verdict.title.isEmpty() ? tr("Lesson") : verdict.title, verdict.message, {});
            m_parts.decisions->setCurrentWidget(m_parts.prompt);
            setWaitingFor(verdict.message);
            return;
        }
    }
    // Fire decisions with "always fire at the best target" need nobody at the screen.
    if (decision.kind == DecisionKind::Fire && m_autoFire) {
        submit(FireOrder{decision.aircraft, decision.weapon, decision.options.front()});
        return;
    }
    if (!player.isEmpty() && needsCover(player, decision)) {
        // Nothing of the last decision stays behind the cover: a dock floated
        // off the window is not under it.
        m_parts.scene->clearShots();
        m_parts.scene->clearGhosts();
        m_parts.prompt->clear();
        m_parts.decisions->setCurrentWidget(m_parts.prompt);
        QStringList names;
        for (const auto& id : session.aircraftOf(player)) names.push_back(nameOf(id.toStdString()));
        const QString task = decision.kind == DecisionKind::Plan   ? tr("Plan your three maneuvers")
                             : decision.kind == DecisionKind::Fire ? tr("Decide who fires")
                             : decision.kind == DecisionKind::Tail ? tr("Choose whom to tail")
                             : decision.kind == DecisionKind::Drop ? tr("Say whether you drop bombs")
                             : decision.kind == DecisionKind::Flak ? tr("Aim your flak battery")
                             : decision.kind == DecisionKind::Taxi ? tr("Move your airplane on the ground")
                             : decision.kind == DecisionKind::Sun  ? tr("Decide whether to come out of the sun")
                                                                   : tr("Set your cards in order");
        setWaitingFor(tr("Waiting for %1.").arg(player));
        m_parts.handOff->showFor(player, colourOf(decision.aircraft), names, task);
        refreshViewer();
        return;
    }
    if (!player.isEmpty() && player != session.seat()) {
        session.setSeat(player);
        refreshViews();
    }
    showDecision(decision);
}

bool PlayFlow::isCovered() const {
    return !m_parts.handOff->isHidden();
}

bool PlayFlow::needsCover(const QString& player, const Decision& decision) const {
    const auto& session = *m_parts.session;
    if (!sharesTheScreen()) return false;
    // A cover already up comes down only by a click of the player it names:
    // whatever is decided next is asked behind it again, for whom it concerns.
    if (isCovered()) return true;
    // A plan and a reorder are secret: the cover comes before each planner,
    // also the one who had the screen last turn while everyone watched the
    // moves, or before the game was saved.
    const bool secret = decision.kind == DecisionKind::Plan || decision.kind == DecisionKind::Reorder;
    if (secret) return !isPrivateTo(player);
    return player != session.seat();
}

bool PlayFlow::sharesTheScreen() const {
    // One person at the screen with every airplane has nobody to hide from;
    // the computer's players do not look at the screen (issue 18).
    return m_handOffs && m_parts.session->humans().size() > 1;
}

bool PlayFlow::isWatching() const {
    const auto& session = *m_parts.session;
    // Every player a computer's, or no player at all (every airplane flies itself).
    return session.isRunning() && session.humans().isEmpty() &&
           (!session.record().computerPlayers.empty() || session.players().isEmpty());
}

PlayFlow::Moment PlayFlow::now() const {
    const auto& state = m_parts.session->state();
    return {state.stage, state.turn, state.phase};
}

bool PlayFlow::isPrivateTo(const QString& player) const {
    if (player.isEmpty() || m_privateTo != player) return false;
    const Moment at = now();
    if (m_privateAt == at) return true;
    // The last planner who is also a pursuer goes on to its reorder (TAIL-03)
    // with nothing shown to everyone between: the same player is still at
    // the screen, a second cover would only make them click again.
    return m_privateAt.stage == Stage::Planning && at.stage == Stage::Reorder && m_privateAt.turn == at.turn &&
           m_privateAt.phase == at.phase;
}

QString PlayFlow::viewer() const {
    const auto& session = *m_parts.session;
    if (!session.isRunning()) return {};
    if (!sharesTheScreen()) {
        // Against the computer, the one person at the screen sees their own
        // secrets and never the computer's, whoever decides now.
        const QStringList humans = session.humans();
        if (!session.record().computerPlayers.empty() && humans.size() == 1) return humans.front();
        return session.seat();
    }
    // Behind the cover, nobody's: a dock floated off the window is not under it.
    if (isCovered()) return {};
    return isPrivateTo(m_privateTo) ? m_privateTo : QString();
}

void PlayFlow::showDecision(const Decision& decision) {
    if (m_blind != nullptr) m_blind->hide();  // askPlan puts it back for an airplane in the clouds
    if (decision.kind == DecisionKind::Plan)
        askPlan(decision);
    else if (decision.kind == DecisionKind::Tail)
        askTail(decision);
    else if (decision.kind == DecisionKind::Reorder)
        askReorder(decision);
    else if (decision.kind == DecisionKind::Fire)
        askFire(decision);
    else if (decision.kind == DecisionKind::Drop)
        askDrop(decision);
    else if (decision.kind == DecisionKind::Flak)
        askFlak(decision);
    else if (decision.kind == DecisionKind::Taxi)
        askTaxi(decision);
    else if (decision.kind == DecisionKind::Sun)
        askSun(decision);
}

void PlayFlow::askPlan(const Decision& decision) {
    auto& session = *m_parts.session;
    const auto* airplane = session.state().find(decision.aircraft);
    m_planning = decision.aircraft;
    m_parts.planning->setAircraft(session.data(), session.rules(), *airplane);
    m_parts.decisions->setCurrentWidget(m_parts.planning);
    m_parts.planning->setFocus();
    // WX-01: in the clouds its player plans without looking at the table
    // (the WW2 cover of WX-02 says nothing of looking away).
    if (m_blind != nullptr && airplane->cloud && session.rules().cloudCover != CloudCover::S004)
        m_blind->showFor(nameOf(decision.aircraft));
    emit planningStarted(QString::fromStdString(decision.aircraft));
    // Addressed to the seat, so that it reads right for any name, "You" too.
    setWaitingFor(tr("%1: plan the maneuvers of %2.").arg(session.seat(), nameOf(decision.aircraft)));
}

void PlayFlow::aimFlakByHand(const Decision& decision, FlakAction action) {
    auto& session = *m_parts.session;
    const auto battery = flakBattery(session.data(), session.state(), decision.aircraft);
    if (!battery) return;
    const TargetState* self = targetIn(session.state(), decision.aircraft);
    // It starts where the token lies (a move), else half a ruler ahead of the battery's card.
    Point2 at = toTable(battery->card, {0, battery->rulerMm / 2});
    if (action == FlakAction::Move && self != nullptr && self->token) at = self->token->at;
    m_handFlak = HandFlak{decision, action};
    m_parts.scene->showHandToken(at, battery->tokenDiameter, battery->card, battery->rulerMm);
    askFlakByHand();
}

void PlayFlow::askFlakByHand() {
    if (!m_handFlak) return;
    auto& session = *m_parts.session;
    const std::string battery = m_handFlak->decision.aircraft;
    const auto measured = flakBattery(session.data(), session.state(), battery);
    const TargetState* self = targetIn(session.state(), battery);
    if (!measured || self == nullptr) return;
    const Point2 at = m_parts.scene->handTokenAt();
    const FlakAction action = m_handFlak->action;
    std::vector<ChoicePrompt::Choice> choices;
    QStringList refused;
    for (int altitude = kFlakLowestAltitude; altitude <= kFlakHighestAltitude; ++altitude) {
        const FlakPlace place = action == FlakAction::Move && self->token
                                    ? flakMove(*measured, self->token->at, self->token->altitude, at, altitude)
                                    : flakPlacement(*measured, at, altitude);
        if (place != FlakPlace::Legal) {
            refused << tr("not %1: %2").arg(altitude).arg(QString::fromStdString(words::flakPlaceWhy(place, altitude)));
            continue;
        }
        choices.push_back({tr("Aim here at altitude %1").arg(altitude), {}, [this, battery, action, at, altitude] {
                               m_handFlak.reset();
                               m_parts.scene->hideHandToken();
                               submit(AimFlak{battery, action, at, altitude});
                           }});
    }
    const Decision decision = m_handFlak->decision;
    choices.push_back({tr("Back to the choices"), {}, [this, decision] {
                           m_handFlak.reset();
                           m_parts.scene->hideHandToken();
                           askFlak(decision);
                       }});
    const QString text = choices.size() > 1
                             ? tr("Drag the token on the table; the rings round the battery show where each altitude "
                                  "may go (AA-05%1).")
                                   .arg(action == FlakAction::Move ? QStringLiteral(", AA-08") : QString())
                             : tr("The token cannot burst here: %1.").arg(refused.join(QStringLiteral("; ")));
    m_parts.prompt->ask(tr("%1: where should the shell burst?").arg(nameOf(battery)), text, std::move(choices));
    m_parts.decisions->setCurrentWidget(m_parts.prompt);
}

void PlayFlow::askReorder(const Decision& decision) {
    auto& session = *m_parts.session;
    const auto& state = session.state();
    const auto* airplane = state.find(decision.aircraft);
    const int from = state.reorderFrom.at(decision.aircraft);
    const std::string target = state.tails.at(decision.aircraft);
    const auto* targetState = state.find(target);
    const auto* targetType = session.data().aircraftType(targetState->type);
    const auto* deck = session.data().deckOf(*targetType);
    const PlannedCard& shown = state.plans.at(target).cards[static_cast<std::size_t>(from - 1)];
    // WX-09 / WX-10: a target caught by surprise may show a blank.
    ManeuverCard blank;
    blank.number = kBlankCard;
    blank.name = tr("Blank: it stays where it is").toStdString();
    blank.kind = CardKind::Blank;
    const auto* revealed = shown.blank() ? &blank : deck->card(shown.number);
    m_planning = decision.aircraft;
    // TAIL-03/04: the panel judges the new order as the engine does, against
    // the airplane as it planned this turn.
    const auto planned = state.plannedAs.find(decision.aircraft);
    m_parts.planning->setAircraft(session.data(), session.rules(),
                                  planned != state.plannedAs.end() ? planned->second : *airplane);
    if (revealed != nullptr)
        m_parts.planning->startReorder(state.plans.at(decision.aircraft), from, *revealed, nameOf(target));
    m_parts.decisions->setCurrentWidget(m_parts.planning);
    emit planningStarted(QString::fromStdString(decision.aircraft));
    setWaitingFor(tr("%1 sees the card of %2 and may reorder.").arg(nameOf(decision.aircraft), nameOf(target)));
}

// BOMB-01: before each card, a bomber says whether it drops bombs with it.
void PlayFlow::askDrop(const Decision& decision) {
    const auto& state = m_parts.session->state();
    const AircraftState* airplane = state.find(decision.aircraft);
    const int aboard = airplane != nullptr ? airplane->bombs : 0;
    const auto* type = airplane != nullptr ? m_parts.session->data().aircraftType(airplane->type) : nullptr;
    const bool clusters = type != nullptr && type->bombClusters;
    const int card = state.phase + 1;
    std::vector<ChoicePrompt::Choice> choices;
    choices.push_back({tr("Keep the bombs"), {}, [this, decision] { submit(DropBombs{decision.aircraft, 0}); }});
    for (int count = 1; count <= aboard; ++count)
        choices.push_back({count == aboard && count > 1
                               ? tr("Drop all %1").arg(count)
                               : tr("Drop %1").arg(clusters ? countOf(count, tr("cluster"), tr("clusters"))
                                                            : countOf(count, tr("bomb"), tr("bombs"))),
                           {},
                           [this, decision, count] {
                               submit(DropBombs{decision.aircraft, count});
                           }});
    m_parts.prompt->ask(
        tr("%1 may drop bombs with card %2").arg(nameOf(decision.aircraft)).arg(card),
        tr("At level %1 now. Bombs dropped now leave after the maneuver of card %2, before fire (BOMB-01), at the "
           "level it ends at: below level 1 the airplane blows up with them (BOMB-02). From level 1 they land at the "
           "end of one straight card (a stall after a stall); higher up they fall one card more per marker "
           "(BOMB-05).")
            .arg(airplane != nullptr ? airplane->altitude : 0)
            .arg(card),
        std::move(choices));
    m_parts.decisions->setCurrentWidget(m_parts.prompt);
    setWaitingFor(tr("%1 announces its bombs.").arg(nameOf(decision.aircraft)));
}

// GND-08 / GND-17: before the second card, a parked airplane may be moved on
// the ground: turned in place or rolled a little, where the rule allows.
void PlayFlow::askTaxi(const Decision& decision) {
    auto& session = *m_parts.session;
    const auto& state = session.state();
    const AircraftState* airplane = state.find(decision.aircraft);
    std::vector<ChoicePrompt::Choice> choices;
    choices.push_back({tr("Stay where it is"), {}, [this, decision] {
                           submit(Taxi{decision.aircraft, std::nullopt});
                       }});
    const std::map<std::string, QString> labels{{"left_45", tr("Turn 45° left")},   {"left_90", tr("Turn 90° left")},
                                                {"right_45", tr("Turn 45° right")}, {"right_90", tr("Turn 90° right")},
                                                {"about", tr("Turn about")},        {"ahead", tr("Roll 30 mm ahead")},
                                                {"back", tr("Push it 30 mm back")}};
    const QString rule = QString::fromUtf8(taxiRule(session.rules()).data());
    if (airplane != nullptr)
        for (const TaxiMove& move : taxiMoves(session.data(), session.rules(), *airplane, state.table)) {
            const auto label = labels.find(move.name);
            const Pose to = move.to;
            choices.push_back({label != labels.end() ? label->second : QString::fromStdString(move.name),
                               tr("Allowed by %1.").arg(rule), [this, decision, to] {
                                   submit(Taxi{decision.aircraft, to});
                               }});
        }
    choices.push_back({tr("Move it by hand…"),
                       tr("Drag it on the table and turn it with the mouse wheel, then leave it where the rule "
                          "allows."),
                       [this, decision] { taxiByHand(decision); }});
    m_parts.prompt->ask(
        tr("%1 may move on the ground").arg(nameOf(decision.aircraft)),
        session.rules().groundMovement == GroundRules::S000
            ? tr("Before the second card is revealed its player may turn and shift it, as long as its red dot stays "
                 "where its card lay (%1).")
                  .arg(rule)
            : tr("Once a turn its player may turn and shift it, as long as the new base still touches the old one "
                 "(%1).")
                  .arg(rule),
        std::move(choices));
    m_parts.decisions->setCurrentWidget(m_parts.prompt);
    setWaitingFor(tr("%1 may taxi.").arg(nameOf(decision.aircraft)));
}

void PlayFlow::taxiByHand(const Decision& decision) {
    m_handTaxi = decision;
    m_parts.scene->setAircraftPlaceable(decision.aircraft, true);
    askTaxiByHand();
}

void PlayFlow::endTaxiByHand() {
    if (!m_handTaxi) return;
    const std::string aircraft = m_handTaxi->aircraft;
    m_handTaxi.reset();
    m_parts.scene->setAircraftPlaceable(aircraft, false);
    // Where the game has it: a move not taken is undone on the table too.
    if (const AircraftState* airplane = m_parts.session->state().find(aircraft))
        if (AircraftItem* item = m_parts.scene->aircraftItem(aircraft)) item->setPose(airplane->pose);
}

void PlayFlow::askTaxiByHand() {
    if (!m_handTaxi) return;
    auto& session = *m_parts.session;
    const std::string aircraft = m_handTaxi->aircraft;
    const AircraftState* airplane = session.state().find(aircraft);
    const AircraftItem* item = m_parts.scene->aircraftItem(aircraft);
    if (airplane == nullptr || item == nullptr) return;
    const Pose to = item->pose();
    const TaxiVerdict verdict = checkTaxi(session.data(), session.rules(), *airplane, to, session.state().table);
    const QString rule = QString::fromUtf8(taxiRule(session.rules()).data());
    std::vector<ChoicePrompt::Choice> choices;
    if (verdict == TaxiVerdict::Allowed)
        choices.push_back({tr("Leave it here"), tr("Allowed by %1.").arg(rule), [this, aircraft, to] {
                               m_handTaxi.reset();
                               m_parts.scene->setAircraftPlaceable(aircraft, false);
                               submit(Taxi{aircraft, to});
                           }});
    const Decision decision = *m_handTaxi;
    choices.push_back({tr("Back to the choices"), {}, [this, decision] {
                           endTaxiByHand();
                           askTaxi(decision);
                       }});
    QString why;
    switch (verdict) {
        case TaxiVerdict::Allowed:
            why = tr("Drag it and turn it with the mouse wheel (Shift: faster); it may stay anywhere %1 allows.")
                      .arg(rule);
            break;
        case TaxiVerdict::NotParked:
            why = tr("It may not move on the ground now (%1).").arg(rule);
            break;
        case TaxiVerdict::OffCard:
            why = tr("Not here: its red dot must stay where its card lay (%1).").arg(rule);
            break;
        case TaxiVerdict::OffBase:
            why = tr("Not here: its new base must still touch the old one (%1).").arg(rule);
            break;
        case TaxiVerdict::OffTable:
            why = tr("Not here: its base's centre would leave the table.");
            break;
        case TaxiVerdict::OnRelief:
            why = tr("Not here: it would stand on raised ground (TER-01).");
            break;
    }
    m_parts.prompt->ask(tr("%1: move it by hand").arg(nameOf(aircraft)), why, std::move(choices));
    m_parts.decisions->setCurrentWidget(m_parts.prompt);
}

// WX-11: the side waiting in the sun comes in now or waits a turn. Ghosts
// show where each of its airplanes would appear, as the engine would place it.
void PlayFlow::askSun(const Decision& /*decision*/) {
    auto& session = *m_parts.session;
    const auto& state = session.state();
    const SunState& sun = *state.sun;
    m_parts.scene->clearGhosts();
    const std::vector<SunEntry> entries = sunEntries(session.data(), state);
    QStringList against;
    for (const SunEntry& entry : entries) {
        m_parts.scene->setGhosts(entry.aircraft, {entry.pose});
        if (!entry.prey.empty())
            against.push_back(
                tr("%1 at %2 (level %3)").arg(nameOf(entry.aircraft), nameOf(entry.prey)).arg(entry.altitude));
    }
    const QString side = QString::fromUtf8(displayName(*sun.favoured).data());
    const QString seen = against.isEmpty()
                             ? tr("No enemy is in the sun's glare now (flying, out of the clouds, above a layer of "
                                  "medium cloud): coming in now, they would appear where the mission placed them, "
                                  "and surprise nobody.")
                             : tr("Coming in now: %1, half a ruler away on the sun's side (the ghosts). That turn "
                                  "each enemy they surprise shows its first card to one of them, who may reorder.")
                                   .arg(against.join(tr(", ")));
    std::vector<ChoicePrompt::Choice> choices;
    choices.push_back({tr("Dive out of the sun now"), {}, [this] {
                           m_parts.scene->clearGhosts();
                           submit(SunEntryChoice{true});
                       }});
    choices.push_back({tr("Wait another turn"), tr("They must come in by turn %1.").arg(sun.setting.enterBy), [this] {
                           m_parts.scene->clearGhosts();
                           submit(SunEntryChoice{false});
                       }});
    m_parts.prompt->ask(tr("The %1 wait in the sun (turn %2)").arg(side).arg(state.turn), seen + tr(" (WX-11)"),
                        std::move(choices));
    m_parts.decisions->setCurrentWidget(m_parts.prompt);
    setWaitingFor(tr("The %1 decide whether to come out of the sun.").arg(side));
}

// AA-04..08: the gunner of a flak battery at one of its three moments. The
// plans are secret, so the places offered are where each enemy in reach is
// now or will be after straight cards (flakAims), put at its altitude.
void PlayFlow::askFlak(const Decision& decision) {
    auto& session = *m_parts.session;
    const auto& state = session.state();
    const std::string battery = decision.aircraft;
    const std::string& step = decision.options.front();
    const TargetState* self = targetIn(state, battery);
    std::vector<ChoicePrompt::Choice> choices;
    // A place more than a ruler off the airplane's path is no aim worth offering.
    const auto measured = flakBattery(session.data(), state, battery);
    const double worthMm = measured ? measured->rulerMm : 0.0;
    auto aimChoice = [&](const FlakAim& aim, FlakAction action, const QString& label) {
        if (aim.missMm > worthMm) return;
        const QString detail = aim.missMm < 1 ? tr("altitude %1").arg(aim.altitude)
                                              : tr("altitude %1, %2 mm off its path: the nearest place the rules allow")
                                                    .arg(aim.altitude)
                                                    .arg(qRound(aim.missMm));
        choices.push_back({label, detail, [this, battery, aim, action] {
                               submit(AimFlak{battery, action, aim.at, aim.altitude});
                           }});
    };
    QString title;
    QString text;
    if (step == jasta::nameOf(FlakAction::Place)) {
        for (const auto& aim : flakAims(session.engine(), state, battery, 2))
            aimChoice(aim, FlakAction::Place, tr("Aim two cards ahead of %1").arg(nameOf(aim.aircraft)));
        for (const auto& aim : flakAims(session.engine(), state, battery, 0))
            aimChoice(aim, FlakAction::Place, tr("Aim where %1 is now").arg(nameOf(aim.aircraft)));
        choices.push_back({tr("Place the token by hand…"),
                           tr("Drag it on the table, then pick an altitude the rules allow there."),
                           [this, decision] { aimFlakByHand(decision, FlakAction::Place); }});
        choices.push_back(
            {tr("Hold fire this turn"), tr("The battery stays ready for the next turn."), [this, battery] {
                 submit(AimFlak{battery, FlakAction::Hold, {}, 0});
             }});
        title = tr("%1 is ready to fire").arg(nameOf(battery));
        text = tr("The burst token goes down now, at the altitude of the airplane aimed at, and the shell bursts "
                  "after the 2nd maneuver (AA-05, AA-06). At altitude 1 it lies %1; at 3 %2; at 5 %3.")
                   .arg(QString::fromStdString(words::flakBandText(1)), QString::fromStdString(words::flakBandText(3)),
                        QString::fromStdString(words::flakBandText(5)));
    } else if (step == jasta::nameOf(FlakAction::Keep)) {
        choices.push_back({tr("Keep the token"), tr("It bursts after the 2nd maneuver."), [this, battery] {
                               submit(AimFlak{battery, FlakAction::Keep, {}, 0});
                           }});
        const std::optional<FlakToken> token = self != nullptr ? self->token : std::nullopt;
        for (const auto& aim : flakAims(session.engine(), state, battery, 3, token))
            aimChoice(aim, FlakAction::Move, tr("Move it three cards ahead of %1").arg(nameOf(aim.aircraft)));
        if (token)
            choices.push_back({tr("Move the token by hand…"),
                               tr("Drag it up to a ruler away, then pick an altitude one level up or down at most."),
                               [this, decision] { aimFlakByHand(decision, FlakAction::Move); }});
        title = tr("%1 may move its token").arg(nameOf(battery));
        text =
            tr("Before the 2nd maneuver is shown, the token may move up to a ruler and one altitude; the shell "
               "then bursts two phases later, after the 1st maneuver of the next turn (AA-08).");
    } else {
        QStringList hit;
        if (self != nullptr && self->token) {
            for (const auto& airplane : state.aircraft) {
                const AircraftType* type = session.data().aircraftType(airplane.type);
                if (!measured || type == nullptr) continue;
                if (flakHit(*measured, self->token->at, self->token->altitude, airplane,
                            *session.data().geometryOf(*type), footprintOf(session.rules().overlapShape),
                            session.rules().flakNearMiss) != FlakHit::None)
                    hit.push_back(nameOf(airplane.id));
            }
        }
        choices.push_back({tr("Burst now"),
                           hit.isEmpty() ? tr("Nobody is there now.") : tr("Hits %1.").arg(hit.join(", ")),
                           [this, battery] {
                               submit(AimFlak{battery, FlakAction::Burst, {}, 0});
                           }});
        choices.push_back(
            {tr("Hold it two phases"), tr("It bursts after the 1st maneuver of the next turn."), [this, battery] {
                 submit(AimFlak{battery, FlakAction::Delay, {}, 0});
             }});
        title = tr("The shell of %1 is due").arg(nameOf(battery));
        text = tr("It bursts now, or two phases later if the token was not moved (AA-08).");
    }
    m_parts.prompt->ask(title, text, std::move(choices));
    m_parts.decisions->setCurrentWidget(m_parts.prompt);
    setWaitingFor(tr("The gunner of %1 decides.").arg(nameOf(battery)));
}

void PlayFlow::askTail(const Decision& decision) {
    const auto& state = m_parts.session->state();
    // TAIL-14: out of the sun, whatever the ruler says.
    const bool outOfTheSun = state.sun && state.sun->tailsOutOfTheSun(state.turn, decision.aircraft);
    std::vector<ChoicePrompt::Choice> choices;
    for (const auto& target : decision.options)
        choices.push_back({tr("Tail %1").arg(nameOf(target)),
                           outOfTheSun ? tr("TAIL-14: it shows you its first card, and nobody else.")
                                       : tr("TAIL-05: you will see its first card before the moves."),
                           [this, decision, target] {
                               submit(ChooseTail{decision.aircraft, target});
                           }});
    choices.push_back({tr("No tail this turn"), {}, [this, decision] { submit(ChooseTail{decision.aircraft, ""}); }});
    m_parts.prompt->ask(
        outOfTheSun ? tr("%1 dives out of the sun").arg(nameOf(decision.aircraft))
                    : tr("%1 is on an enemy's tail").arg(nameOf(decision.aircraft)),
        outOfTheSun ? tr("The enemies did not see it coming: it may see the first card of one airplane it surprised, "
                         "wherever they stand (TAIL-14). Each of them shows its card to one attacker only.")
                    : tr("The ruler reaches from its front edge to the target's rear edge (TAIL-01). Choose one "
                         "airplane to tail."),
        std::move(choices));
    m_parts.decisions->setCurrentWidget(m_parts.prompt);
    setWaitingFor(tr("%1 chooses a tail.").arg(nameOf(decision.aircraft)));
}

void PlayFlow::askFire(const Decision& decision) {
    auto& session = *m_parts.session;
    const auto& state = session.state();
    const auto& data = session.data();
    const auto* shooter = state.find(decision.aircraft);
    const auto* type = data.aircraftType(shooter->type);
    const std::optional<Weapon> weapon = weaponById(*type, decision.weapon);  // a gun, or the rockets (RKT-*)
    if (!weapon) return;  // the engine offers only weapons the airplane has
    std::vector<ChoicePrompt::Choice> choices;
    m_parts.scene->clearShots();
    for (const auto& targetId : decision.options) {
        // An airplane or a ground defence (AA-01).
        const auto measured = shotInGame(data, session.rules(), state, decision.aircraft, *weapon, targetId);
        if (!measured) continue;
        const ShotCheck& shot = *measured;
        m_parts.scene->showShot(shot, data, state);
        const QString deck(QChar(shot.deck));
        const bool counters = session.rules().era == Era::Ww2;  // WW2 deals counters of a firepower group
        const QString cards = countOf(shot.cards, deck + (counters ? tr(" counter") : tr(" card")),
                                      deck + (counters ? tr(" counters") : tr(" cards")));
        // RKT-05: rockets deal one D card a batch whatever the range.
        const QString label = shot.rockets
                                  ? tr("Launch at %1 — %2").arg(nameOf(targetId), cards)
                                  : tr("Fire at %1 — %2, %3").arg(nameOf(targetId), rangeWords(shot.range), cards);
        const QString why = QString::fromStdString(words::explainShot(shot, data, state));
        choices.push_back({label, why, [this, decision, targetId] {
                               submit(FireOrder{decision.aircraft, decision.weapon, targetId});
                           }});
    }
    if (decision.canUnjam)
        choices.push_back({tr("Work on the jammed gun"),
                           tr("FIRE-27/28: one counter comes off instead of firing the other gun."), [this, decision] {
                               submit(Unjam{decision.aircraft, decision.weapon});
                           }});
    choices.push_back({tr("Hold fire"), tr("FIRE-20: a player may always choose not to fire."), [this, decision] {
                           submit(FireOrder{decision.aircraft, decision.weapon, ""});
                       }});
    m_parts.prompt->ask(tr("%1 can fire its %2").arg(nameOf(decision.aircraft), QString::fromStdString(weapon->name)),
                        tr("Turn %1, phase %2. The ruler and the arc of each possible shot are drawn on the table.")
                            .arg(state.turn)
                            .arg(state.phase),
                        std::move(choices));
    m_parts.decisions->setCurrentWidget(m_parts.prompt);
    setWaitingFor(tr("%1 decides whether to fire.").arg(nameOf(decision.aircraft)));
}

void PlayFlow::submit(const Command& command) {
    m_parts.scene->clearShots();
    const QString why = m_parts.session->submit(command);
    if (!why.isEmpty()) {
        emit refused(why);
        return;
    }
    // A decision that set nothing in motion: the same player may have more to decide.
    if (!m_playing) nextDecision();
}

std::vector<Pose> PlayFlow::plannedPoses(const GameData& data, const AircraftState& airplane, const Plan& plan) {
    const auto* type = data.aircraftType(airplane.type);
    const auto* deck = type != nullptr ? data.deckOf(*type) : nullptr;
    const auto* geometry = type != nullptr ? data.geometryOf(*type) : nullptr;
    std::vector<Pose> poses;
    if (deck == nullptr || geometry == nullptr) return poses;
    Pose pose = airplane.pose;
    for (const auto& planned : plan.cards) {
        if (planned.blank() && !airplane.surprisedBy.empty()) continue;  // WX-09 / WX-10: a blank, it stays put
        const auto* card = deck->card(planned.number);
        if (card == nullptr) break;
        const auto* move = card->move(planned.speed);
        if (move == nullptr) move = card->move(card->hasSpeed(Speed::Fast) ? Speed::Fast : Speed::Slow);
        if (move == nullptr) break;
        pose = applyCardMove(pose, *move, *geometry);
        poses.push_back(pose);
    }
    return poses;
}

void PlayFlow::showGhosts() {
    if (m_planning.empty() || !m_parts.session->isRunning()) return;
    const auto* airplane = m_parts.session->state().find(m_planning);
    if (airplane == nullptr) return;
    if (airplane->cloud) return;  // WX-01: flown blind, nothing to see on the table
    m_parts.scene->setGhosts(m_planning, plannedPoses(m_parts.session->data(), *airplane, m_parts.planning->plan()));
}

QStringList PlayFlow::summary() const {
    QStringList lines;
    if (!m_parts.session->isRunning()) return lines;
    const auto& state = m_parts.session->state();
    // Damage dealt, from the fire events' targets and the damage that followed them.
    std::map<std::string, int> dealt, shotDown;
    for (const auto& event : m_parts.session->events()) {
        const auto* damage = event.get<ev::Damage>();
        const auto* destroyed = event.get<ev::Destroyed>();
        if (damage == nullptr && destroyed == nullptr) continue;
        const ev::DamageCause& cause = damage != nullptr ? damage->cause : destroyed->cause;
        if (cause.source != ev::DamageSource::Fire && cause.source != ev::DamageSource::Rockets) continue;
        if (damage != nullptr)
            dealt[cause.by] += damage->damage;
        else
            ++shotDown[cause.by];
    }
    for (const auto& airplane : state.aircraft) {
        const auto* type = m_parts.session->data().aircraftType(airplane.type);
        lines.push_back(
            tr("%1 (%2, %3): %4 — took %5 of %6 points, dealt %7, shot down %8")
                .arg(QString::fromStdString(airplane.name), m_parts.session->playerOf(airplane.id),
                     type != nullptr ? QString::fromStdString(type->name) : QString::fromStdString(airplane.type),
                     statusWords(airplane.status).toLower())
                .arg(airplane.damage)
                .arg(type != nullptr ? type->structure.value : 0)
                .arg(dealt[airplane.id])
                .arg(shotDown[airplane.id]));
    }
    return lines;
}

}  // namespace jasta::app
