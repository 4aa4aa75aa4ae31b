// The teaching overlays of the table scene (issue 7): what TeachingOverlays
// computes with the rules core, drawn. Each overlay is a layer of items that
// is replaced as a whole; the items that must move with an airplane (arcs,
// range rings, altitude badges) are its followers.

#include <QGraphicsPolygonItem>
#include <QPainterPath>
#include <QSet>
#include <QTransform>
#include <algorithm>
#include <cmath>

#include "jasta/words/events.hpp"
#include "jasta/words/fire.hpp"
#include "jasta/words/tailing.hpp"
#include "table/aim_mark_item.hpp"
#include "table/aircraft_item.hpp"
#include "table/airplane_art.hpp"
#include "table/altitude_badge_item.hpp"
#include "table/arc_item.hpp"
#include "table/flak_zones_item.hpp"
#include "table/ghost_item.hpp"
#include "table/ground_item.hpp"
#include "table/guide_line_item.hpp"
#include "table/odds_item.hpp"
#include "table/overlay_tag_item.hpp"
#include "table/plural.hpp"
#include "table/range_rings_item.hpp"
#include "table/reach_cloud_item.hpp"
#include "table/table_drawing.hpp"
#include "table/table_scene.hpp"
#include "table/table_style.hpp"
#include "table/threat_map_item.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

// How wide an explanation may grow before it wraps (device pixels).
constexpr int kSentenceWidthPx = 330;

QColor tailColour(bool possible) {
    return possible ? style::shortRangeColour() : style::noShotColour();
}

}  // namespace

QPointF TableScene::beside(const std::string& aircraftId, const GameState& state, int side) const {
    const AircraftState* airplane = state.find(aircraftId);
    if (!airplane) return {};
    const AircraftItem* item = aircraftItem(aircraftId);
    const double reach = item && item->art() ? item->art()->reach() : 30.0;
    // Just below the wings, clear of the airplane on the chosen side (a shot's range note sits above).
    return m_frame.toScene(airplane->pose.x, airplane->pose.y) + QPointF(side * reach, 0.2 * reach);
}

QList<QGraphicsItem*>& TableScene::layer(TeachingLayer which) {
    return m_teaching[which];
}

QList<QGraphicsItem*> TableScene::teachingItems(TeachingLayer which) const {
    const auto found = m_teaching.find(which);
    if (found == m_teaching.end()) return {};
    QList<QGraphicsItem*> all;
    for (QGraphicsItem* item : found->second) {
        all.append(item);
        all.append(item->childItems());
    }
    return all;
}

void TableScene::clearTeaching(TeachingLayer which) {
    const auto found = m_teaching.find(which);
    if (found == m_teaching.end()) return;
    const QList<QGraphicsItem*> items = std::exchange(found->second, {});
    // Followers first leave their airplanes, so that no airplane moves a deleted item.
    for (AircraftItem* airplane : m_aircraft)
        for (QGraphicsItem* item : items) airplane->removeFollower(item);
    if (which == TeachingLayer::Explanation)
        for (AircraftItem* blocker : std::exchange(m_explainOutlined, {}))
            if (!m_outlined.contains(blocker)) blocker->setOutline(QColor());
    qDeleteAll(items);
}

void TableScene::clearAllTeaching() {
    for (auto which :
         {TeachingLayer::HandGhosts, TeachingLayer::Reach, TeachingLayer::Threat, TeachingLayer::Ranges,
          TeachingLayer::Altitudes, TeachingLayer::Tailing, TeachingLayer::Explanation, TeachingLayer::Odds})
        clearTeaching(which);
}

void TableScene::showReachCloud(const ReachCloud& cloud, const GameState& state) {
    clearTeaching(TeachingLayer::Reach);
    if (!m_table || cloud.points.empty()) return;
    std::vector<ReachCloudItem::Mark> marks;
    marks.reserve(cloud.points.size());
    for (const ReachPoint& point : cloud.points)
        marks.push_back({m_frame.toScene(point.pose.x, point.pose.y), TableFrame::toSceneRotation(point.pose.heading),
                         point.guns, point.crashes});
    auto* item = new ReachCloudItem(std::move(marks));
    addItem(item);
    layer(TeachingLayer::Reach).append(item);
    // A legend by the airplane: how many places, and how many under the guns.
    int safe = 0, oneGun = 0, more = 0, ground = 0;
    for (const ReachPoint& point : cloud.points) {
        if (point.crashes)
            ++ground;
        else if (point.guns == 0)
            ++safe;
        else if (point.guns == 1)
            ++oneGun;
        else
            ++more;
    }
    const auto count = static_cast<int>(cloud.points.size());
    QString text = tr("%1 after %2: ")
                       .arg(countOf(count, tr("place"), tr("places")), countOf(cloud.cards, tr("card"), tr("cards")));
    text += tr("%1 out of every enemy gun (green), %2 under one (yellow), %3 under more (orange, red)")
                .arg(safe)
                .arg(oneGun)
                .arg(more);
    if (ground > 0) text += tr(", %1 in the ground (✕)").arg(ground);
    auto* legend = new OverlayTagItem(text + QLatin1Char('.'), ReachCloudItem::colourFor(0), nullptr, kSentenceWidthPx,
                                      OverlayTagItem::Placement::BelowRight);
    legend->setPos(beside(cloud.aircraft, state, 1));
    addItem(legend);
    layer(TeachingLayer::Reach).append(legend);
}

void TableScene::showThreatMap(const ThreatMap& map, const GameState& state) {
    clearTeaching(TeachingLayer::Threat);
    if (!m_table) return;
    auto* item = new ThreatMapItem(map, m_frame);
    addItem(item);
    layer(TeachingLayer::Threat).append(item);
    const QString text = tr("Where %1 can fire after their next card (%2 in all): orange where one "
                            "reaches, deeper where more do, red at short range.")
                             .arg(countOf(map.enemiesConsidered, tr("enemy"), tr("enemies")),
                                  countOf(map.cardsConsidered, tr("card"), tr("cards")));
    auto* legend = new OverlayTagItem(text, QColor(0xf0, 0x8c, 0x32), nullptr, kSentenceWidthPx,
                                      OverlayTagItem::Placement::BelowRight);
    legend->setPos(beside(map.aircraft, state, 1));
    addItem(legend);
    layer(TeachingLayer::Threat).append(legend);
}

void TableScene::showRangesAndArcs(const GameState& state) {
    clearTeaching(TeachingLayer::Ranges);
    QList<QGraphicsItem*>& items = layer(TeachingLayer::Ranges);
    const GeometrySpec* ruler = nullptr;  // the game's ruler, for the ground defences
    for (const AircraftState& airplane : state.aircraft) {
        AircraftItem* item = aircraftItem(airplane.id);
        // WX-01: in the clouds it fires at nobody (the sky notes say so).
        if (!item || !airplane.takesPart()) continue;
        const GeometrySpec& geometry = item->geometry();
        QColor colour = item->colour().lighter(125);
        Point2 ahead;
        for (const ArcShape& shape : weaponArcShapes(item->weapons(), geometry, ahead)) {
            auto* arc = new ArcItem(shape, colour);
            addItem(arc);
            items.append(arc);
            item->addFollower(arc);
        }
        auto* rings = new RangeRingsItem(ahead, geometry.rulerHalfMark.value, geometry.rulerLength.value, colour);
        addItem(rings);
        items.append(rings);
        item->addFollower(rings);
        ruler = &geometry;
    }
    // AA-01: a standing trench or AA gun fires all round from its card's
    // centre, out to the game's ruler (its half mark one level up).
    if (ruler == nullptr) return;
    for (const TargetState& target : state.targets) {
        const GroundItem* ground = m_ground.value(QStringLiteral("target:") + QString::fromStdString(target.id));
        if (!ground || target.destroyed ||
            (ground->look().kind != GroundKind::Trench && ground->look().kind != GroundKind::AaGun))
            continue;
        auto* rings =
            new RangeRingsItem({0, 0}, ruler->rulerHalfMark.value, ruler->rulerLength.value, style::noShotColour());
        rings->setPos(m_frame.toScene(target.pose.x, target.pose.y));
        addItem(rings);
        items.append(rings);
    }
    // AA-05: round a standing flak battery, where its burst may go at each altitude.
    for (const TargetState& target : state.targets) {
        const GroundItem* ground = m_ground.value(QStringLiteral("target:") + QString::fromStdString(target.id));
        if (!ground || target.destroyed || ground->look().kind != GroundKind::Flak) continue;
        auto* zones = new FlakZonesItem(ruler->rulerLength.value);
        zones->setPos(m_frame.toScene(target.pose.x, target.pose.y));
        addItem(zones);
        items.append(zones);
    }
}

void TableScene::showBombLandings(const std::vector<BombLandingMark>& marks, const GameState& state) {
    QList<QGraphicsItem*>& items = layer(TeachingLayer::Ranges);
    for (const BombLandingMark& mark : marks) {
        AircraftItem* item = aircraftItem(mark.aircraft);
        const AircraftState* bomber = state.find(mark.aircraft);
        if (!item || bomber == nullptr) continue;
        // The card in the bomber's own frame (drawn nose up, -y forward), so
        // that it follows the bomber as the arcs do.
        const auto inBomberFrame = [&](Point2 onCard) {
            const Point2 local = toLocal(bomber->pose, toTable(mark.at, onCard));
            return QPointF(local.x, -local.y);
        };
        QPolygonF card;
        for (const auto& [across, along] : {std::pair{-1, 1}, {1, 1}, {1, -1}, {-1, -1}})
            card << inBomberFrame({across * mark.width / 2, along * mark.length / 2});
        auto* outline = new QGraphicsPolygonItem(card);
        QPen pen(item->colour().lighter(130), 2.0, Qt::DashLine);
        pen.setCosmetic(true);
        outline->setPen(pen);
        QColor fill = item->colour();
        fill.setAlpha(80);
        outline->setBrush(fill);
        outline->setZValue(z::kGuides);
        outline->setData(0, QStringLiteral("bomb_landing:%1").arg(QString::fromStdString(mark.aircraft)));
        auto* tag = new OverlayTagItem(
            tr("Bombs dropped now land here, %1 on (BOMB-04/05)").arg(countOf(mark.cards, tr("card"), tr("cards"))),
            item->colour(), outline);
        tag->setPos(card[1]);  // its front right-hand corner: the note does not cover the card
        addItem(outline);
        items.append(outline);
        item->addFollower(outline);
    }
}

// Sizes of the sky notes, mm of the table.
constexpr double kCloudPuffMm = 0.42;  // a cloud puff's radius, of the base's longer side
constexpr double kGlareGapMm = 6;      // between the airplane as drawn and its glare halo

void TableScene::showSky(const QString& legend, const std::vector<SkyNote>& notes,
                         const std::vector<SunArrival>& arrivals) {
    QList<QGraphicsItem*>& items = layer(TeachingLayer::Ranges);
    // `tagAt`: where the pill points from the mark's centre as the screen
    // shows it (upright), whatever way the mark is turned.
    const auto add = [&](QGraphicsItem* mark, const QString& text, const QColor& accent, QPointF tagAt,
                         AircraftItem* follows) {
        mark->setZValue(z::kGuides);
        addItem(mark);
        items.append(mark);
        if (follows) follows->addFollower(mark);
        // The pill hangs from an anchor that moves and turns with the mark
        // but stands over the airplanes (a child of the mark could not).
        auto* anchor = new QGraphicsPathItem();
        anchor->setPen(Qt::NoPen);
        anchor->setZValue(z::kOverlay);
        anchor->setPos(mark->pos());
        anchor->setRotation(mark->rotation());
        auto* tag = new OverlayTagItem(text, accent, anchor, kSentenceWidthPx);
        tag->setPos(QTransform().rotate(-mark->rotation()).map(tagAt));
        addItem(anchor);
        items.append(anchor);
        if (follows) follows->addFollower(anchor);
    };
    const QColor gold = style::sunGlareColour();
    for (const SkyNote& note : notes) {
        AircraftItem* item = aircraftItem(note.aircraft);
        if (!item) continue;
        const GeometrySpec& geometry = item->geometry();
        const double half = std::max(geometry.baseWidth.value, geometry.baseLength.value) / 2;
        // The pill sits above the mark's upper right (a cloud) or above a ring
        // from its left, clear of an arrival beside it.
        if (note.kind == SkyNote::Kind::InCloud) {
            // Puffs of cloud round the stand, in the airplane's frame.
            QPainterPath cloud;
            cloud.setFillRule(Qt::WindingFill);
            const double puff = 2 * half * kCloudPuffMm;
            for (const auto& [dx, dy] : {std::pair{0.0, 0.0},
                                         {-0.7, 0.2},
                                         {0.7, 0.25},
                                         {-0.35, -0.6},
                                         {0.4, -0.55},
                                         {0.0, 0.75},
                                         {-0.8, -0.3},
                                         {0.85, -0.2}})
                cloud.addEllipse(QPointF(dx * half, dy * half), puff, puff);
            auto* mark = new QGraphicsPathItem(cloud.simplified());
            QPen pen(QColor(0xd8, 0xdc, 0xe0), 1.5);
            pen.setCosmetic(true);
            mark->setPen(pen);
            mark->setBrush(QColor(0xf4, 0xf6, 0xf8, 120));
            mark->setData(0, QStringLiteral("cloud:%1").arg(QString::fromStdString(note.aircraft)));
            mark->setToolTip(note.detail);
            add(mark, note.text, QColor(0xb8, 0xc0, 0xc8), QPointF(half, -half), item);
            continue;
        }
        const double radius = item->boundingRect().width() / 2 + kGlareGapMm;
        auto* ring = new QGraphicsEllipseItem(-radius, -radius, 2 * radius, 2 * radius);
        const bool glare = note.kind == SkyNote::Kind::InGlare;
        QPen pen(glare ? gold : style::noShotColour(), glare ? 3.0 : 1.5, glare ? Qt::SolidLine : Qt::DashLine);
        pen.setCosmetic(true);
        ring->setPen(pen);
        QColor fill = gold;
        fill.setAlpha(glare ? 60 : 0);
        ring->setBrush(fill);
        ring->setData(0, QStringLiteral("%1:%2").arg(glare ? QStringLiteral("glare") : QStringLiteral("shade"),
                                                     QString::fromStdString(note.aircraft)));
        ring->setToolTip(note.detail);
        add(ring, note.text, glare ? gold : style::noShotColour(), QPointF(-radius * 0.7, -radius), item);
    }
    for (const SunArrival& arrival : arrivals) {
        AircraftItem* item = aircraftItem(arrival.aircraft);
        if (!item) continue;
        // As the ghosts of a plan: the airplane's own art, translucent.
        const double half = std::max(item->geometry().baseWidth.value, item->geometry().baseLength.value) / 2;
        auto* base = new GhostItem(item->art(), 0);
        base->setPose(m_frame, arrival.pose);
        base->setData(0, QStringLiteral("arrival:%1").arg(QString::fromStdString(arrival.aircraft)));
        add(base, arrival.text, gold, QPointF(half, -half), nullptr);
    }
    if (!legend.isEmpty() && m_table) {
        auto* tag = new OverlayTagItem(legend, style::arcColour(), nullptr, kSentenceWidthPx,
                                       OverlayTagItem::Placement::BelowRight);
        tag->setPos(m_frame.sceneRect().topLeft() + QPointF(8, 8));
        tag->setData(0, QStringLiteral("sky_legend"));
        addItem(tag);
        items.append(tag);
    }
}

void TableScene::showAltitudes(const GameState& state, const std::map<std::string, Relation, std::less<>>& relations) {
    clearTeaching(TeachingLayer::Altitudes);
    QList<QGraphicsItem*>& items = layer(TeachingLayer::Altitudes);
    for (const AircraftState& airplane : state.aircraft) {
        AircraftItem* item = aircraftItem(airplane.id);
        if (!item || !(airplane.inPlay() || airplane.onGround())) continue;
        AltitudeBadgeItem::Info info{airplane.altitude, airplane.climb, item->colour(), {}, {}};
        if (const auto relation = relations.find(airplane.id); relation != relations.end()) {
            info.relation = relation->second.text;
            info.relationColour = relation->second.colour;
        }
        auto* badge = new AltitudeBadgeItem(info);
        addItem(badge);
        items.append(badge);
        item->addFollower(badge);
    }
}

void TableScene::showTailChecks(const std::vector<TailCheck>& checks, const GameState& state) {
    clearTeaching(TeachingLayer::Tailing);
    QList<QGraphicsItem*>& items = layer(TeachingLayer::Tailing);
    const auto add = [&](QGraphicsItem* item) {
        addItem(item);
        items.append(item);
    };
    // A base's side as the tailing ruler uses it: the front edge (+y) of the
    // pursuer, the rear edge (-y) of the target (TAIL-01).
    const auto edge = [&](const AircraftState& airplane, bool front) {
        const AircraftItem* item = aircraftItem(airplane.id);
        const GeometrySpec& g = item->geometry();
        const double y = (front ? 1 : -1) * g.baseLength.value / 2, x = g.baseWidth.value / 2;
        return QLineF(m_frame.toScene(toTable(airplane.pose, {-x, y})),
                      m_frame.toScene(toTable(airplane.pose, {x, y})));
    };
    for (const TailCheck& check : checks) {
        const AircraftState* pursuer = state.find(check.pursuer);
        const AircraftState* target = state.find(check.target);
        if (!pursuer || !target || !aircraftItem(check.pursuer) || !aircraftItem(check.target)) continue;
        const QColor colour = tailColour(check.possible);
        const bool measured = check.rulerFrom.x != check.rulerTo.x || check.rulerFrom.y != check.rulerTo.y;
        // Stopped before measuring (the levels): a faint line between the stands.
        const QLineF ruler = measured ? QLineF(m_frame.toScene(check.rulerFrom), m_frame.toScene(check.rulerTo))
                                      : QLineF(m_frame.toScene(pursuer->pose.x, pursuer->pose.y),
                                               m_frame.toScene(target->pose.x, target->pose.y));
        add(new GuideLineItem(ruler, {colour, measured ? 2.5 : 1.2, !check.possible, measured}));
        if (measured) {
            add(new GuideLineItem(edge(*pursuer, true), {style::rulerColour(), 3.5, false, false}));
            add(new GuideLineItem(edge(*target, false), {style::rulerColour(), 3.5, false, false}));
        }
        const int levels = pursuer->altitude - target->altitude;
        const QString altitude = levels == 0  ? tr("same level")
                                 : levels > 0 ? tr("%1 above").arg(levels)
                                              : tr("%1 below").arg(-levels);
        const QString note =
            check.verdict == TailVerdict::OutOfTheSun
                ? tr("%1 can tail %2 · out of the sun (TAIL-14) · %3")
                      .arg(nameIn(state, check.pursuer), nameIn(state, check.target), altitude)
            : check.possible
                ? tr("%1 can tail %2 · %3 mm · %4")
                      .arg(nameIn(state, check.pursuer), nameIn(state, check.target))
                      .arg(std::lround(check.distanceMm))
                      .arg(altitude)
                : tr("%1 → %2: no tail · %3").arg(nameIn(state, check.pursuer), nameIn(state, check.target), altitude);
        auto* tag = new OverlayTagItem(note, colour);
        // A third of the way from the pursuer: the two checks of one pair keep their notes apart.
        tag->setPos(ruler.pointAt(0.3));
        tag->setToolTip(QString::fromStdString(words::explainTail(check)));
        add(tag);
    }
}

void TableScene::showShotExplanation(const ShotCheck& shot, const GameData& data, const GameState& state,
                                     const QString& sentence) {
    clearTeaching(TeachingLayer::Explanation);
    const AircraftState* shooter = state.find(shot.shooter);
    const AircraftState* target = state.find(shot.target);
    if (!shooter || !target || !m_table) return;
    QList<QGraphicsItem*>& items = layer(TeachingLayer::Explanation);
    QSet<QString> arcs;
    drawShot(shot, data, state, items, arcs, m_explainOutlined);
    if (items.isEmpty()) return;  // an unknown weapon
    const AircraftType* type = data.aircraftType(shooter->type);
    const auto weapon =
        std::find_if(type->weapons.begin(), type->weapons.end(), [&](const Weapon& w) { return w.id == shot.weapon; });
    const QPointF mount = m_frame.toScene(toTable(shooter->pose, weapon->mount));
    // The nearest visible point, and the line of sight to it (FIRE-04/05):
    // red where another airplane stands across it.
    if (shot.inArc) {
        const QPointF aim = m_frame.toScene(shot.aimPoint);
        auto* mark = new AimMarkItem(shotColour(shot));
        mark->setPos(aim);
        addItem(mark);
        items.append(mark);
        const bool blocked = !shot.blockedBy.empty();
        auto* sight = new GuideLineItem(QLineF(mount, aim),
                                        {blocked ? style::noShotColour() : style::markColour(), 1.5, true, false});
        addItem(sight);
        items.append(sight);
    }
    // The sentence that says it all, under the target.
    auto* words = new OverlayTagItem(sentence, shotColour(shot), nullptr, kSentenceWidthPx,
                                     OverlayTagItem::Placement::BelowRight);
    words->setPos(beside(shot.target, state, 1));
    words->setToolTip(QString::fromStdString(jasta::words::explainShot(shot, data, state)));
    addItem(words);
    items.append(words);
}

void TableScene::showOdds(const ShotCheck& shot, const DamageOdds& odds, const QString& heading, const GameState& state,
                          bool damageKnown) {
    const AircraftState* target = state.find(shot.target);
    if (!target || !m_table) return;
    auto* item = new OddsItem(odds, heading, damageKnown);
    item->setPos(beside(shot.target, state, -1));
    addItem(item);
    layer(TeachingLayer::Odds).append(item);
}

void TableScene::showHandGhosts(const std::string& aircraftId, const std::vector<HandGhost>& ghosts) {
    clearTeaching(TeachingLayer::HandGhosts);
    const AircraftItem* item = aircraftItem(aircraftId);
    if (!item) return;
    QList<QGraphicsItem*>& items = layer(TeachingLayer::HandGhosts);
    for (const HandGhost& hand : ghosts) {
        auto* ghost = new GhostItem(item->art(), hand.number);
        ghost->setPose(m_frame, hand.pose);
        ghost->setRefused(!hand.allowed);
        addItem(ghost);
        items.append(ghost);
    }
}

}  // namespace jasta::app
