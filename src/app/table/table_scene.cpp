#include "table/table_scene.hpp"

#include <QGraphicsView>

#include <QApplication>
#include <QEasingCurve>
#include <QGraphicsSceneMouseEvent>
#include <QMetaObject>
#include <algorithm>
#include <cmath>
#include <type_traits>

#include "jasta/rules/relief.hpp"
#include "jasta/rules/rockets.hpp"
#include "jasta/words/events.hpp"
#include "jasta/words/fire.hpp"
#include "table/aircraft_item.hpp"
#include "table/aircraft_label_item.hpp"
#include "table/animation_driver.hpp"
#include "table/arc_item.hpp"
#include "table/counter_item.hpp"
#include "table/damage_card_item.hpp"
#include "table/defended_zone_item.hpp"
#include "table/field_item.hpp"
#include "table/flak_zones_item.hpp"
#include "table/ghost_item.hpp"
#include "table/ground_item.hpp"
#include "table/laid_card_item.hpp"
#include "table/mode_item.hpp"
#include "table/net_item.hpp"
#include "table/overlay_tag_item.hpp"
#include "table/relief_item.hpp"
#include "table/ruler_item.hpp"
#include "table/sun_item.hpp"
#include "table/table_drawing.hpp"
#include "table/table_item.hpp"
#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

// Room around the table the view may pan into (mm).
constexpr double kPanMargin = 400;
// Poses sampled along a card's path; the airplane is interpolated between
// them (a 300 mm move: about 5 mm apart, invisible at any zoom).
constexpr int kPathSamples = 64;

// Heading `from` turned towards `to` by the fraction `t` the short way (degrees).
double blendHeading(double from, double to, double t) {
    double delta = std::fmod(to - from, 360.0);
    if (delta > 180) delta -= 360;
    if (delta < -180) delta += 360;
    return normalizeHeading(from + delta * t);
}

// The pose a fraction `t` (0..1) along the sampled path.
Pose poseAlong(const std::vector<Pose>& poses, double t) {
    if (poses.empty()) return {};
    if (poses.size() == 1 || t <= 0) return poses.front();
    if (t >= 1) return poses.back();
    const double at = t * static_cast<double>(poses.size() - 1);
    const auto i = static_cast<std::size_t>(at);
    const double f = at - static_cast<double>(i);
    const Pose& a = poses[i];
    const Pose& b = poses[std::min(i + 1, poses.size() - 1)];
    return {a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, blendHeading(a.heading, b.heading, f)};
}

}  // namespace

QString shotSummary(const ShotCheck& shot, const GameState& state) {
    const QString mm = QStringLiteral("%1 mm").arg(std::lround(shot.distanceMm));
    if (!shot.blockedBy.empty()) {
        QStringList names;
        for (const std::string& id : shot.blockedBy) names << nameIn(state, id);
        return QStringLiteral("Blocked by %1").arg(names.join(QStringLiteral(", ")));
    }
    if (!shot.inArc) return QStringLiteral("Out of arc");
    if (shot.deadAngle) return QStringLiteral("Dead angle");
    if (shot.range == Range::Out) return QStringLiteral("Out of range · %1").arg(mm);
    // RKT-05: rockets deal one D card a batch at any range.
    const QString range = shot.rockets                 ? QStringLiteral("Rockets")
                          : shot.range == Range::Short ? QStringLiteral("Short")
                                                       : QStringLiteral("Long");
    if (!shot.canFire) return QStringLiteral("%1 · %2 · no shot").arg(range, mm);
    return QStringLiteral("%1 · %2 · %3 %4").arg(range, mm).arg(shot.cards).arg(shot.cards == 1 ? "card" : "cards");
}

TableScene::TableScene(std::filesystem::path assetsDir, QObject* parent)
    : QGraphicsScene(parent),
      m_silhouettes(assetsDir),
      m_assetsDir(std::move(assetsDir)),
      m_animator(new AnimationDriver(this)) {
    setBackgroundBrush(style::roomColour());
    // Items move during animations only, and are few: no BSP index to keep
    // up to date on every frame.
    setItemIndexMethod(NoIndex);
    connect(m_animator, &AnimationDriver::movesFinished, this, &TableScene::animationsFinished);
}

void spreadLabelsSoon(QGraphicsScene* scene) {
    if (auto* table = qobject_cast<TableScene*>(scene)) table->spreadLabelsSoon();
}

void TableScene::spreadLabelsSoon() {
    if (m_spreadQueued) return;
    m_spreadQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_spreadQueued = false;
            spreadLabels();
        },
        Qt::QueuedConnection);
}

void TableScene::setViewScale(double pixelsPerMm) {
    m_pixelsPerMm = pixelsPerMm;
    for (AircraftItem* item : m_aircraft) item->setViewScale(pixelsPerMm);
    spreadLabels();
}

void TableScene::setVisibleArea(const QRectF& sceneRect) {
    if (sceneRect == m_visibleArea) return;
    m_visibleArea = sceneRect;
    spreadLabelsSoon();
}

void TableScene::spreadLabels() {
    if (m_pixelsPerMm <= 0) return;
    constexpr double kGapPx = 2;     // between a moved label and what it moved below
    constexpr double kMarginPx = 4;  // between a note and the edge of the view
    // Rectangles in device pixels (the view's translation left out: only
    // where they are to each other and to the visible area matter).
    const auto onScreen = [this](const QGraphicsItem* item, const QRectF& local) {
        return local.translated(item->scenePos() * m_pixelsPerMm);
    };
    const QRectF visible = m_visibleArea.isEmpty()
                               ? QRectF()
                               : QRectF(m_visibleArea.topLeft() * m_pixelsPerMm, m_visibleArea.size() * m_pixelsPerMm)
                                     .adjusted(kMarginPx, kMarginPx, -kMarginPx, -kMarginPx);
    // A label or note that would run off the view (an airplane at the
    // table's edge at "fit all") is moved sideways and down into it, the
    // least needed.
    const auto inside = [&visible](QRectF rect) {
        if (visible.isEmpty()) return rect;
        if (rect.right() > visible.right()) rect.moveRight(visible.right());
        if (rect.left() < visible.left()) rect.moveLeft(visible.left());
        if (rect.bottom() > visible.bottom()) rect.moveBottom(visible.bottom());
        if (rect.top() < visible.top()) rect.moveTop(visible.top());
        return rect;
    };
    std::vector<QRectF> taken;
    for (const QGraphicsItem* card : m_damageCards)
        if (card->isVisible()) taken.push_back(onScreen(card, card->boundingRect()));
    // Each one below what it would cover, keeping its order from the top.
    const auto place = [&](auto& movables) {
        std::sort(movables.begin(), movables.end(), [&](const auto* a, const auto* b) {
            const QRectF ra = onScreen(a, a->undroppedRect()), rb = onScreen(b, b->undroppedRect());
            return ra.top() != rb.top() ? ra.top() < rb.top() : ra.left() < rb.left();
        });
        for (auto* item : movables) {
            const QRectF undropped = onScreen(item, item->undroppedRect());
            QRectF rect = inside(undropped);
            item->setShift(rect.left() - undropped.left());
            for (bool moved = true; moved;) {
                moved = false;
                for (const QRectF& other : taken)
                    if (rect.intersects(other)) {
                        rect.moveTop(other.bottom() + kGapPx);
                        moved = true;
                    }
            }
            item->setDrop(rect.top() - undropped.top());
            taken.push_back(rect);
        }
    };
    std::vector<AircraftLabelItem*> labels;
    std::vector<OverlayTagItem*> notes;
    for (QGraphicsItem* item : items()) {
        if (!item->isVisible()) continue;
        if (auto* label = qgraphicsitem_cast<AircraftLabelItem*>(item)) labels.push_back(label);
        if (auto* note = qgraphicsitem_cast<OverlayTagItem*>(item)) notes.push_back(note);
    }
    place(labels);
    place(notes);
}

TableScene::~TableScene() {
    // The tracks point at items the scene is about to delete.
    m_animator->cancelAll();
    // A view must not call back into this scene while its base class tears
    // the items down (the view scrolls as the scene rect shrinks): asan/ubsan.
    for (QGraphicsView* view : views()) view->setScene(nullptr);
}

void TableScene::removeEverything() {
    m_animator->cancelAll();
    // Labels, counters and guides are separate top-level items: clear()
    // deletes every item once, whatever the order.
    clear();
    m_table = nullptr;
    m_aircraft.clear();
    m_ghosts.clear();
    m_laidCards.clear();
    m_shotItems.clear();
    m_damageCards.clear();
    m_effects.clear();
    m_handToken = nullptr;
    m_handRings = nullptr;
    m_shotArcs.clear();
    m_outlined.clear();
    m_guides.clear();
    m_teaching.clear();
    m_explainOutlined.clear();
    m_ground.clear();  // deleted by clear() above: a new game must not show a raid's depot
    m_nets.clear();
    m_fields.clear();
    m_relief.clear();
    m_defendedZone = nullptr;
    m_mode = nullptr;
    m_sun = nullptr;
    m_sunChoices = {};
}

void TableScene::setTable(double width, double height) {
    removeEverything();
    m_frame = TableFrame(width, height);
    m_table = new TableItem(m_assetsDir);
    m_table->syncFrom(m_frame);
    addItem(m_table);
}

AircraftItem* TableScene::addAircraftItem(const std::string& id) {
    auto* label = new AircraftLabelItem;
    addItem(label);
    auto* counters = new CounterItem;
    addItem(counters);
    auto* item = new AircraftItem(id, m_frame, m_silhouettes, label, counters);
    addItem(item);
    item->setViewScale(m_pixelsPerMm);
    item->setOnPlaced([this, id] { emit aircraftPlaced(QString::fromStdString(id)); });
    m_aircraft.append(item);
    return item;
}

void TableScene::applyColour(AircraftItem* item) const {
    item->setPlayerColour(m_colours.value(QString::fromStdString(item->aircraftId())));
}

void TableScene::updateSceneRect() {
    setSceneRect(contentsRect().adjusted(-kPanMargin, -kPanMargin, kPanMargin, kPanMargin));
}

namespace {
// TER-04: the level of the ground under (x, y), the green peg of the altitude
// pill; -1 on a table without relief, where no peg is green.
int groundPeg(const std::vector<ReliefZone>& relief, double x, double y) {
    return relief.empty() ? -1 : floorAt(relief, {x, y});
}
}  // namespace

int TableScene::showScenario(const Scenario& scenario, const GameData& data) {
    setTable(scenario.tableWidth, scenario.tableHeight);
    // The ground the airplanes are placed over: its fields and raised ground.
    showFields(scenario.landingFields);
    showRelief(scenario.relief);
    for (const ScenarioAircraft& aircraft : scenario.aircraft) {
        const AircraftType* type = data.aircraftType(aircraft.type);
        const GeometrySpec* geometry = type ? data.geometryOf(*type) : nullptr;
        if (!type || !geometry) continue;
        AircraftItem* item = addAircraftItem(aircraft.id);
        applyColour(item);
        item->syncFrom(aircraft, *type, *geometry);
        item->setGround(groundPeg(scenario.relief, aircraft.x, aircraft.y));
        item->setPlaceable(m_placement);
    }
    updateSceneRect();
    return static_cast<int>(m_aircraft.size());
}

void TableScene::showState(const GameState& state, const GameData& data) {
    if (!m_table || m_frame.width() != state.table.width || m_frame.height() != state.table.height)
        setTable(state.table.width, state.table.height);
    QSet<AircraftItem*> shown;
    for (const AircraftState& aircraft : state.aircraft) {
        const AircraftType* type = data.aircraftType(aircraft.type);
        const GeometrySpec* geometry = type ? data.geometryOf(*type) : nullptr;
        if (!type || !geometry) continue;
        AircraftItem* item = aircraftItem(aircraft.id);
        if (!item) item = addAircraftItem(aircraft.id);
        applyColour(item);
        item->syncFrom(aircraft, *type, *geometry);
        item->setGround(groundPeg(state.table.relief, aircraft.pose.x, aircraft.pose.y));
        // WX-11: an airplane waiting in the sun is not on the table (its item
        // stays, for the ghosts of where it would come in).
        if (aircraft.status != AircraftStatus::InTheSun) shown.insert(item);
    }
    for (AircraftItem* item : m_aircraft) {
        const bool visible = shown.contains(item);
        item->setVisible(visible);
        if (item->label()) item->label()->setVisible(visible);
        if (item->counters()) item->counters()->setVisible(visible);
    }
    showGround(state, data);
    updateSceneRect();
}

// Issue 16: the objectives' cards and the bombs falling, at true scale.
void TableScene::showGround(const GameState& state, const GameData& data) {
    QSet<QString> shown;
    const auto place = [&](const QString& key, const std::string& id, const Pose& pose, const GroundItem::Look& look) {
        GroundItem*& item = m_ground[key];
        if (item == nullptr) {
            item = new GroundItem(id);
            addItem(item);
        }
        item->show(m_frame, pose, look);
        item->setVisible(true);
        shown.insert(key);
    };
    for (const TargetState& target : state.targets) {
        const GroundType* type = data.groundType(target.type);
        if (type == nullptr) continue;
        GroundItem::Look look;
        look.name = QString::fromStdString(target.name);
        look.width = type->cardWidth.value;
        look.length = type->cardLength.value;
        look.destroyed = target.destroyed;
        look.damage = target.damage;
        look.structure = type->structure ? type->structure->value : 0;
        look.photographed = !target.photographedBy.empty();
        look.scouted = !target.reconnoitredBy.empty();
        look.kind = type->kind;
        look.silenced = target.silenced;
        look.readyFrom = target.readyFrom > state.turn ? target.readyFrom : 0;  // AA-04
        look.altitude = target.altitude;                                        // BAL-09, BAL-02
        look.climb = target.climb;
        look.flames = target.flames;
        look.winching = target.winching;
        look.grounded = target.grounded;
        if (state.spotting && state.spotting->side == target.side)
            look.spottingUntil = state.spotting->turns;  // BAL-10
        place(QStringLiteral("target:") + QString::fromStdString(target.id), target.id, target.pose, look);
        if (target.token && type->tokenDiameter) {  // AA-05: its burst token, open to all
            GroundItem::Look token;
            token.token = true;
            token.width = token.length = type->tokenDiameter->value;
            token.tokenAltitude = target.token->altitude;
            token.tokenLate = target.token->moved || target.token->delayed;
            place(QStringLiteral("token:") + QString::fromStdString(target.id), target.id,
                  {target.token->at.x, target.token->at.y, 0}, token);
        }
    }
    if (const GroundType* card = data.bombCard()) {
        for (std::size_t i = 0; i < state.bombs.size(); ++i) {
            const FallingBomb& bomb = state.bombs[i];
            GroundItem::Look look;
            look.bomb = true;
            look.width = card->cardWidth.value;
            look.length = card->cardLength.value;
            look.markers = bomb.markers;
            look.count = bomb.count;
            place(QStringLiteral("bomb:%1").arg(i), bomb.owner, bomb.pose, look);
        }
    }
    for (auto it = m_ground.begin(); it != m_ground.end(); ++it)
        if (!shown.contains(it.key())) it.value()->setVisible(false);
    showNets(state);
    showFields(state.table.fields);
    showRelief(state.table.relief);
    showDefendedZone(state);
    showMode(state, data);
    showSun(state);
}

// MODE-01..07: the camps, the ammunition markers and the flags.
void TableScene::showMode(const GameState& state, const GameData& data) {
    if (!state.mode) {
        if (m_mode != nullptr) m_mode->setVisible(false);
        return;
    }
    if (m_mode == nullptr) {
        m_mode = new ModeItem;
        addItem(m_mode);
    }
    const auto diameter = [&](GroundKind kind) {
        const GroundType* marker = data.groundOfKind(kind);
        return marker != nullptr ? marker->cardWidth.value : 25.0;
    };
    m_mode->show(m_frame, state, diameter(GroundKind::AmmoMarker), diameter(GroundKind::Flag));
    m_mode->setVisible(true);
}

// GND-01: the scenario's landing fields, laid on the felt once.
namespace {

// Takes off the table the items of `shown` whose id `kept` no longer lists
// (a field or zone the scenario editor took away).
template <typename Item, typename Listed>
void dropGone(QHash<QString, Item*>& shown, const std::vector<Listed>& kept) {
    for (auto it = shown.begin(); it != shown.end();) {
        const bool listed = std::any_of(
            kept.begin(), kept.end(), [&](const Listed& each) { return QString::fromStdString(each.id) == it.key(); });
        if (listed) {
            ++it;
        } else {
            delete it.value();
            it = shown.erase(it);
        }
    }
}

}  // namespace

void TableScene::showFields(const std::vector<LandingField>& fields) {
    dropGone(m_fields, fields);
    for (const LandingField& field : fields) {
        FieldItem*& item = m_fields[QString::fromStdString(field.id)];
        if (item == nullptr) {
            item = new FieldItem(field.id);
            addItem(item);
        }
        item->show(m_frame, field);
    }
}

// TER-01: the scenario's relief zones on the felt (again after each edit in the scenario editor).
void TableScene::showRelief(const std::vector<ReliefZone>& relief) {
    dropGone(m_relief, relief);
    for (const ReliefZone& zone : relief) {
        ReliefItem*& item = m_relief[QString::fromStdString(zone.id)];
        if (item == nullptr) {
            item = new ReliefItem(zone.id);
            addItem(item);
        }
        item->show(m_frame, zone);
    }
}

// WX-11: the sun at the table's edge, with whom it favours.
void TableScene::showSun(const GameState& state) {
    if (!state.sun) {
        if (m_sun != nullptr) m_sun->setVisible(false);
        return;
    }
    if (m_sun == nullptr) {
        m_sun = new SunItem;
        addItem(m_sun);
    }
    m_sun->show(m_frame, state);
    m_sun->setVisible(true);
}

// WX-11 in the scenario editor: no card is drawn yet, so both halves show
// the sun that could stand over them. None: the setting is off.
void TableScene::showSunChoices(const std::optional<SunSetting>& setting, Era era) {
    for (std::size_t i = 0; i < m_sunChoices.size(); ++i) {
        SunItem*& item = m_sunChoices[i];
        if (!setting) {
            if (item != nullptr) item->setVisible(false);
            continue;
        }
        if (item == nullptr) {
            item = new SunItem;
            addItem(item);
        }
        item->showChoice(m_frame, *setting, era, i == 0 ? Compass::West : Compass::East);
        item->setVisible(true);
    }
}

// WX-08..10, BAL-11: the zone the defenders hold, with the advantage an attack into it brings.
void TableScene::showDefendedZone(const GameState& state) {
    if (!state.attack) {
        if (m_defendedZone != nullptr) m_defendedZone->setVisible(false);
        return;
    }
    if (m_defendedZone == nullptr) {
        m_defendedZone = new DefendedZoneItem;
        addItem(m_defendedZone);
    }
    m_defendedZone->show(m_frame, *state.attack, defendingSide(state), state.advantage ? &*state.advantage : nullptr);
    m_defendedZone->setVisible(true);
}

// BAL-08: each net's stretches that are up, between its balloons as they are now.
void TableScene::showNets(const GameState& state) {
    for (const BalloonNet& net : state.nets) {
        NetItem*& item = m_nets[QString::fromStdString(net.id)];
        if (item == nullptr) {
            item = new NetItem(net.id);
            addItem(item);
        }
        item->show(m_frame, netStretchesUp(state, net));
    }
}

void TableScene::showDamageCards(const std::vector<DamageShown>& cards) {
    std::map<std::string, int> dealtSoFar;  // cards per airplane so far: side by side
    QList<QGraphicsItem*> added;
    for (const DamageShown& shown : cards) {
        const AircraftItem* target = aircraftItem(shown.aircraft);
        if (!target) continue;
        auto* card = new DamageCardItem(shown.aircraft,
                                        {shown.deck, shown.faceDown ? 0 : shown.points, shown.special, shown.faceDown},
                                        dealtSoFar[shown.aircraft]++);
        card->setPos(target->pos());
        card->setOpacity(0);
        addItem(card);
        m_damageCards.append(card);
        added.append(card);
    }
    if (added.isEmpty()) {
        QMetaObject::invokeMethod(this, &TableScene::animationsFinished, Qt::QueuedConnection);
        return;
    }
    // They turn up in the first third, then the table waits for the players to read them.
    m_animator->add(AnimationDriver::Kind::Move, kDamageShowMs, [added](double t) {
        for (QGraphicsItem* card : added) card->setOpacity(std::min(1.0, 3 * t));
    });
}

void TableScene::clearDamageCards() {
    const QList<QGraphicsItem*> cards = std::exchange(m_damageCards, {});
    if (cards.isEmpty()) return;
    if (m_animator->hasMoves()) m_animator->finishAll();  // a track may still point at them
    m_animator->add(
        AnimationDriver::Kind::Fade, kCardFadeMs,
        [cards](double t) {
            for (QGraphicsItem* card : cards) card->setOpacity(1 - t);
        },
        [cards] { qDeleteAll(cards); });
}

void TableScene::liftDamageCards() {
    if (m_animator->hasMoves()) m_animator->finishAll();  // a track may still point at them
    qDeleteAll(std::exchange(m_damageCards, {}));
}

QList<QGraphicsItem*> TableScene::damageCardItems() const {
    return m_damageCards;
}

// --- The gunner's hand token (AA-05, AA-08) -------------------------------------

namespace {

// A round token the mouse drags; it tells its scene when it has moved.
class HandTokenItem : public QGraphicsEllipseItem {
public:
    HandTokenItem(double diameter, std::function<void()> moved)
        : QGraphicsEllipseItem(-diameter / 2, -diameter / 2, diameter, diameter), m_moved(std::move(moved)) {
        setFlags(ItemIsMovable | ItemSendsGeometryChanges);
        setCursor(Qt::OpenHandCursor);
        QPen pen(QColor(0x20, 0x20, 0x20), 2.0);
        pen.setCosmetic(true);
        setPen(pen);
        setBrush(QColor(0xe8, 0x6a, 0x1c, 200));
        setZValue(z::kOverlay);
    }

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override {
        if (change == ItemPositionHasChanged && m_moved) m_moved();
        return QGraphicsEllipseItem::itemChange(change, value);
    }

private:
    std::function<void()> m_moved;
};

}  // namespace

void TableScene::showHandToken(Point2 at, double diameterMm, const Pose& battery, double rulerMm) {
    hideHandToken();
    auto* token = new HandTokenItem(diameterMm, [this] {
        if (m_handToken == nullptr) return;  // being placed
        const Point2 now = handTokenAt();
        emit handTokenMoved(now.x, now.y);
    });
    token->setToolTip(tr("Drag the burst token where the shell should burst"));
    // The rings stay round the battery while the token moves.
    auto* rings = new FlakZonesItem(rulerMm);
    rings->setPos(m_frame.toScene(battery.x, battery.y));
    addItem(rings);
    m_handRings = rings;
    token->setPos(m_frame.toScene(at));
    addItem(token);
    m_handToken = token;
}

void TableScene::hideHandToken() {
    if (m_handToken == nullptr) return;
    delete std::exchange(m_handRings, nullptr);
    delete std::exchange(m_handToken, nullptr);
}

Point2 TableScene::handTokenAt() const {
    return m_handToken != nullptr ? m_frame.toTable(m_handToken->pos()) : Point2{};
}

void TableScene::playEffects(std::vector<EffectItem::Spec> effects) {
    if (effects.empty()) {
        QMetaObject::invokeMethod(this, &TableScene::animationsFinished, Qt::QueuedConnection);
        return;
    }
    // Each one starts a step after the one before; the last still has half the time.
    const auto count = static_cast<double>(effects.size());
    const double step = effects.size() > 1 ? std::min(0.12, 0.5 / (count - 1)) : 0;
    const double length = 1 - step * (count - 1);
    QList<EffectItem*> added;
    for (std::size_t i = 0; i < effects.size(); ++i) {
        EffectItem::Spec& spec = effects[i];
        spec.start = step * static_cast<double>(i);
        spec.end = spec.start + length;
        auto* item = new EffectItem(std::move(spec));
        addItem(item);
        added.append(item);
    }
    m_effects.append(added);
    m_animator->add(
        AnimationDriver::Kind::Move, kEffectsMs,
        [added](double t) {
            for (EffectItem* item : added) item->setProgress(t);
        },
        [this, added] {
            for (EffectItem* item : added) m_effects.removeOne(item);
            qDeleteAll(added);
        });
}

void TableScene::animate(double durationMs, std::function<void(double)> step, std::function<void()> done) {
    m_animator->add(AnimationDriver::Kind::Move, durationMs, std::move(step), std::move(done));
}

void TableScene::setPlacementMode(bool on) {
    m_placement = on;
    for (AircraftItem* item : m_aircraft) item->setPlaceable(on);
}

void TableScene::setAircraftPlaceable(const std::string& aircraftId, bool on) {
    if (AircraftItem* item = aircraftItem(aircraftId)) item->setPlaceable(on);
}

std::map<std::string, Pose> TableScene::placedPoses() const {
    std::map<std::string, Pose> poses;
    for (const AircraftItem* item : m_aircraft) poses[item->aircraftId()] = item->pose();
    return poses;
}

void TableScene::setPlayerColours(const QHash<QString, QColor>& colourByAircraftId) {
    m_colours = colourByAircraftId;
    for (AircraftItem* item : m_aircraft) applyColour(item);
}

AircraftItem* TableScene::aircraftItem(std::string_view id) const {
    for (AircraftItem* item : m_aircraft)
        if (item->aircraftId() == id) return item;
    return nullptr;
}

// --- Ghosts -------------------------------------------------------------------

void TableScene::setGhosts(const std::string& aircraftId, const std::vector<Pose>& poses) {
    if (auto it = m_ghosts.find(aircraftId); it != m_ghosts.end()) {
        qDeleteAll(it->second);
        m_ghosts.erase(it);
    }
    const AircraftItem* item = aircraftItem(aircraftId);
    if (!item || poses.empty()) return;
    QList<GhostItem*>& ghosts = m_ghosts[aircraftId];
    int step = 0;
    for (const Pose& pose : poses) {
        auto* ghost = new GhostItem(item->art(), ++step);
        ghost->setPose(m_frame, pose);
        addItem(ghost);
        ghosts.append(ghost);
    }
}

void TableScene::clearGhosts() {
    for (auto& [id, ghosts] : m_ghosts) qDeleteAll(ghosts);
    m_ghosts.clear();
}

QList<GhostItem*> TableScene::ghostItems(const std::string& aircraftId) const {
    const auto it = m_ghosts.find(aircraftId);
    return it == m_ghosts.end() ? QList<GhostItem*>() : it->second;
}

// --- Moves --------------------------------------------------------------------

void TableScene::playMoves(const std::vector<MoveAnimation>& moves) {
    // One airplane is never driven by two tracks.
    if (m_animator->hasMoves()) m_animator->finishAll();
    // The cards of the phase are revealed together (laid face down, turned
    // over), then the airplanes fly them together. The flips count as moves,
    // so animationsFinished waits for both.
    std::vector<std::function<void()>> flights;
    std::vector<LaidCardItem*> revealed;
    for (const MoveAnimation& move : moves) {
        AircraftItem* item = aircraftItem(move.aircraft);
        if (!item) continue;
        const GeometrySpec& geometry = item->geometry();
        // A card's path from `from`, bent so that it ends exactly at `to`
        // (the core's pose; a rule may have moved it further).
        const auto cardPath = [&](const Pose& from, const ManeuverCard* card, Speed speed, const Pose& to) {
            const CardMove* cardMove = card ? card->move(speed) : nullptr;
            std::vector<Pose> poses =
                cardMove ? animationPoses(from, *cardMove, geometry, kPathSamples) : std::vector<Pose>{from, to};
            const Pose off{to.x - poses.back().x, to.y - poses.back().y,
                           blendHeading(poses.back().heading, to.heading, 1) - poses.back().heading};
            const auto last = static_cast<double>(poses.size() - 1);
            for (std::size_t k = 0; k < poses.size(); ++k) {
                const double f = static_cast<double>(k) / last;
                poses[k] = {poses[k].x + off.x * f, poses[k].y + off.y * f,
                            normalizeHeading(poses[k].heading + off.heading * f)};
            }
            return poses;
        };
        // WX-01: the cards written in the clouds, flown from the stand first.
        std::vector<Pose> path;
        Pose from = move.paperFrom;
        for (const PaperCard& written : move.paper) {
            const std::vector<Pose> leg = cardPath(from, written.card, Speed::Normal, written.end);
            path.insert(path.end(), path.empty() ? leg.begin() : leg.begin() + 1, leg.end());
            from = written.end;
        }
        const std::size_t paperPoses = path.size();
        const CardMove* cardMove = move.card ? move.card->move(move.speed) : nullptr;
        {
            const std::vector<Pose> leg = cardMove ? animationPoses(move.start, *cardMove, geometry, kPathSamples)
                                                   : std::vector<Pose>{move.start, move.end};
            path.insert(path.end(), paperPoses == 0 ? leg.begin() : leg.begin() + 1, leg.end());
        }
        // The card's path ends where the core put the airplane, unless a rule
        // moved it further (then the difference is blended in along the card).
        const Pose drift{move.end.x - path.back().x, move.end.y - path.back().y, 0};
        // Where the card's own leg begins on the path (0 without paper cards).
        const double cardFrom =
            paperPoses > 1 ? static_cast<double>(paperPoses - 1) / static_cast<double>(path.size() - 1) : 0.0;
        const double durationMs = kMoveDurationMs * static_cast<double>(1 + move.paper.size());
        const double turnLeft = blendHeading(path.back().heading, move.end.heading, 1) - path.back().heading;

        if (move.card) {
            const bool markers = move.card->hasSpeed(Speed::Fast) || move.card->hasSpeed(Speed::Slow);
            auto* card = new LaidCardItem(*move.card, markers ? std::optional<Speed>(move.speed) : std::nullopt);
            card->layAt(m_frame, move.start, geometry.frontMarkY.value);
            addItem(card);
            m_laidCards.append(card);
            card->setFlip(0);
            revealed.push_back(card);
        }

        item->hold();
        const QEasingCurve easing(QEasingCurve::InOutSine);
        const Pose end = move.end;
        flights.push_back(
            [this, item, path = std::move(path), drift, turnLeft, easing, end, cardFrom, durationMs]() mutable {
                m_animator->add(
                    AnimationDriver::Kind::Move, durationMs,
                    [item, path = std::move(path), drift, turnLeft, easing, cardFrom](double t) {
                        const double eased = easing.valueForProgress(t);
                        const Pose along = poseAlong(path, eased);
                        const double bent = std::clamp((eased - cardFrom) / (1 - cardFrom), 0.0, 1.0);
                        item->setPose({along.x + drift.x * bent, along.y + drift.y * bent,
                                       normalizeHeading(along.heading + turnLeft * bent)});
                    },
                    [item, end] {
                        item->setPose(end);  // exactly the core's pose, whatever the rounding on the way
                        item->release();     // a state shown meanwhile wins
                    });
            });
    }
    const bool started = !flights.empty();
    auto fly = [flights = std::move(flights)] {
        for (const auto& flight : flights) flight();
    };
    if (revealed.empty()) {
        fly();
    } else {
        // One track turns every card; the airplanes leave when it ends.
        m_animator->add(
            AnimationDriver::Kind::Move, kCardFlipMs,
            [revealed](double t) {
                for (auto* card : revealed) card->setFlip(t);
            },
            std::move(fly));
    }
    // Nothing to animate: say so all the same, from the event loop, so that
    // a caller waiting for the end never waits forever.
    if (!started) QMetaObject::invokeMethod(this, &TableScene::animationsFinished, Qt::QueuedConnection);
}

bool TableScene::isAnimating() const {
    return m_animator->hasMoves();
}

void TableScene::setAnimationSpeed(double factor) {
    m_animator->setSpeed(factor);
}

double TableScene::animationSpeed() const {
    return m_animator->speed();
}

void TableScene::setAnimationsPaused(bool paused) {
    m_animator->setPaused(paused);
}

bool TableScene::animationsPaused() const {
    return m_animator->isPaused();
}

void TableScene::skipAnimations() {
    m_animator->finishAll();
}

void TableScene::advanceAnimations(double wallMs) {
    m_animator->advance(wallMs);
}

void TableScene::clearLaidCards() {
    // A reveal still turning these cards over ends first: its track points at them.
    if (m_animator->hasMoves()) m_animator->finishAll();
    const QList<LaidCardItem*> cards = std::exchange(m_laidCards, {});
    for (LaidCardItem* card : cards) {
        const double from = card->opacity();
        m_animator->add(
            AnimationDriver::Kind::Fade, kCardFadeMs, [card, from](double t) { card->setOpacity(from * (1 - t)); },
            [card] { delete card; });
    }
}

// --- Fire overlays --------------------------------------------------------------

void TableScene::showShot(const ShotCheck& shot, const GameData& data, const GameState& state) {
    drawShot(shot, data, state, m_shotItems, m_shotArcs, m_outlined);
}

void TableScene::drawShot(const ShotCheck& shot, const GameData& data, const GameState& state,
                          QList<QGraphicsItem*>& items, QSet<QString>& arcs, QList<AircraftItem*>& outlined) {
    const AircraftState* shooter = state.find(shot.shooter);
    const AircraftType* type = shooter ? data.aircraftType(shooter->type) : nullptr;
    const GeometrySpec* geometry = type ? data.geometryOf(*type) : nullptr;
    // The target: an airplane, or a ground defence (AA-01) lying on the table.
    std::optional<Pose> target;
    if (const AircraftState* airplane = state.find(shot.target)) target = airplane->pose;
    for (const TargetState& ground : state.targets)
        if (ground.id == shot.target) target = ground.pose;
    if (!shooter || !target || !geometry || !m_table) return;
    const std::optional<Weapon> weapon = weaponById(*type, shot.weapon);  // a gun, or the rockets (RKT-*)
    if (!weapon) return;

    const QPointF shooterScene = m_frame.toScene(shooter->pose.x, shooter->pose.y);
    const QString arcKey = QString::fromStdString(shot.shooter + "/" + shot.weapon);
    if (!arcs.contains(arcKey)) {
        arcs.insert(arcKey);
        const ArcShape shape = arcShapeFor(weapon->mount, weapon->arc, *geometry);
        auto* arc = new ArcItem(shape, style::arcColour());
        arc->setPos(shooterScene);
        arc->setRotation(TableFrame::toSceneRotation(shooter->pose.heading));
        addItem(arc);
        items.append(arc);
    }

    // The ruler from the mount towards the aim point; out of the arc there is
    // no aim point: towards the target, unmeasured.
    const QPointF mount = m_frame.toScene(toTable(shooter->pose, weapon->mount));
    const QPointF aim = shot.inArc ? m_frame.toScene(shot.aimPoint) : m_frame.toScene(target->x, target->y);
    auto* ruler = new RulerItem(geometry->rulerLength.value, geometry->rulerHalfMark.value);
    // Item rotation of +x along the nose: heading 0 is screen up (-90).
    ruler->layFrom(mount, aim, TableFrame::toSceneRotation(shooter->pose.heading) - 90);
    if (shot.inArc) ruler->setMeasure(shot.distanceMm, shotColour(shot));
    addItem(ruler);
    items.append(ruler);

    auto* tag = new OverlayTagItem(shotSummary(shot, state), shotColour(shot));
    tag->setPos(aim);
    tag->setToolTip(QString::fromStdString(words::explainShot(shot, data, state)));
    addItem(tag);
    items.append(tag);

    for (const std::string& id : shot.blockedBy)
        if (AircraftItem* blocker = aircraftItem(id)) {
            blocker->setOutline(style::noShotColour());
            if (!outlined.contains(blocker)) outlined.append(blocker);
        }
}

void TableScene::clearShots() {
    qDeleteAll(std::exchange(m_shotItems, {}));
    m_shotArcs.clear();
    for (AircraftItem* item : std::exchange(m_outlined, {})) item->setOutline(QColor());
}

// --- Guides ---------------------------------------------------------------------

void TableScene::setGuidesVisible(const std::string& aircraftId, bool visible) {
    if (!visible) {
        removeGuides(aircraftId);
        return;
    }
    AircraftItem* item = aircraftItem(aircraftId);
    if (!item || m_guides.count(aircraftId)) return;
    const GeometrySpec& geometry = item->geometry();
    const QColor colour = item->colour().lighter(130);
    Point2 ahead;
    const std::vector<ArcShape> shapes = weaponArcShapes(item->weapons(), geometry, ahead);

    QList<QGraphicsItem*>& guides = m_guides[aircraftId];
    for (const ArcShape& shape : shapes) {
        auto* arc = new ArcItem(shape, colour);
        addItem(arc);
        guides.append(arc);
    }
    // The ruler rides on the first arc (the airplane's frame): from the
    // mount straight ahead (+x of the ruler along the nose, -y).
    auto* ruler = new RulerItem(geometry.rulerLength.value, geometry.rulerHalfMark.value, guides.front());
    ruler->setPos(ahead.x, -ahead.y);
    ruler->setRotation(-90);
    for (QGraphicsItem* guide : guides) item->addFollower(guide);
}

bool TableScene::guidesVisible(const std::string& aircraftId) const {
    return m_guides.count(aircraftId) > 0;
}

QList<QGraphicsItem*> TableScene::guideItems(const std::string& aircraftId) const {
    const auto it = m_guides.find(aircraftId);
    if (it == m_guides.end()) return {};
    QList<QGraphicsItem*> all;
    for (QGraphicsItem* guide : it->second) {
        all.append(guide);
        all.append(guide->childItems());
    }
    return all;
}

void TableScene::removeGuides(const std::string& aircraftId) {
    const auto it = m_guides.find(aircraftId);
    if (it == m_guides.end()) return;
    if (AircraftItem* item = aircraftItem(aircraftId))
        for (QGraphicsItem* guide : it->second) item->removeFollower(guide);
    qDeleteAll(it->second);  // children (the ruler) go with their arc
    m_guides.erase(it);
}

// --- The rest -------------------------------------------------------------------

QRectF TableScene::contentsRect() const {
    QRectF rect = m_table ? m_table->sceneBoundingRect() : m_frame.sceneRect();
    // Labels are left out: they keep their pixel size whatever the zoom.
    for (const AircraftItem* item : m_aircraft)
        if (item->isVisible()) rect |= item->sceneBoundingRect();
    return rect;
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    QGraphicsScene::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton) return;
    // A click, not the end of a drag that panned the table.
    const QPoint moved = event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton);
    if (moved.manhattanLength() >= QApplication::startDragDistance()) return;
    if (const AircraftItem* under = topAircraftAt(event->buttonDownScenePos(Qt::LeftButton)))
        emit aircraftClicked(QString::fromStdString(under->aircraftId()));
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    QGraphicsScene::mouseMoveEvent(event);
    const AircraftItem* under = event->buttons() == Qt::NoButton ? topAircraftAt(event->scenePos()) : nullptr;
    const QString id = under ? QString::fromStdString(under->aircraftId()) : QString();
    if (id == m_hovered) return;
    m_hovered = id;
    emit aircraftHovered(id);
}

AircraftItem* TableScene::topAircraftAt(QPointF scenePoint) const {
    // The topmost airplane there (items() is in descending z).
    for (QGraphicsItem* under : items(scenePoint, Qt::IntersectsItemShape, Qt::DescendingOrder))
        if (under->type() == toInt(ItemType::Aircraft) && under->isVisible()) return static_cast<AircraftItem*>(under);
    return nullptr;
}

}  // namespace jasta::app
