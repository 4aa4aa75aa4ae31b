#include "play/fire_effects.hpp"

#include <QCoreApplication>
#include <optional>

#include "jasta/rules/rockets.hpp"
#include "jasta/state/pose.hpp"

namespace jasta::app {

namespace {

QString trEffect(const char* text) {
    return QCoreApplication::translate("FireEffects", text);
}

// RKT-01: a Le Prieur batch is three rockets on the outer struts; two batches at most in one salvo.
constexpr int kRocketsPerBatch = 3;
constexpr int kMostRockets = 6;

class Builder {
public:
    Builder(const GameData& data, const GameState& state, const RuleOptions& rules,
            const std::map<std::string, Pose, std::less<>>& poses, const TableFrame& frame)
        : m_data(data), m_state(state), m_rules(rules), m_poses(poses), m_frame(frame) {
        // The game's ruler, which the ground measures with (AA-01): its first airplane's.
        if (!state.aircraft.empty())
            if (const AircraftType* type = data.aircraftType(state.aircraft.front().type))
                if (const GeometrySpec* geometry = data.geometryOf(*type))
                    m_halfRulerMm = geometry->rulerHalfMark.value;
    }

    void add(const Event& event) {
        if (!event.secretTo.empty()) return;
        if (const auto* fire = event.get<ev::Fire>()) return shot(event.aircraft, *fire);
        if (const auto* burst = event.get<ev::FlakBurst>()) {
            // AA-07: the A card within half a ruler, only with the option.
            effect(EffectItem::Kind::FlakBurst, m_frame.toScene(burst->at), m_rules.flakNearMiss ? m_halfRulerMm : 0,
                   trEffect("A flak shell bursts at altitude %1 (AA-06)").arg(burst->altitude));
            return;
        }
        if (const auto* dropped = event.get<ev::BombsDropped>()) {
            // BOMB-01: from the bomber, after its maneuver, to where their card lies.
            if (const auto bomber = poseOf(event.aircraft))
                fall(scene(*bomber), m_frame.toScene(dropped->at.x, dropped->at.y), dropped->count,
                     trEffect("Bombs away (BOMB-01)"));
            return;
        }
        if (const auto* falls = event.get<ev::BombFalls>()) {
            // BOMB-05: still falling, one card further.
            const QPointF at = m_frame.toScene(falls->at.x, falls->at.y);
            fall(at, at, 1, trEffect("The bombs fall on (BOMB-05)"));
            return;
        }
        if (const auto* landed = event.get<ev::BombLanded>()) return bombs(*landed);
        if (event.get<ev::BalloonAlight>() != nullptr) {
            if (const auto at = poseOf(event.aircraft))
                effect(EffectItem::Kind::Fire, scene(*at), 0, trEffect("The balloon catches fire (BAL-02)"));
            return;
        }
        if (event.get<ev::BalloonExploded>() != nullptr) {
            if (const auto at = poseOf(event.aircraft))
                explosion(event.aircraft, scene(*at), m_halfRulerMm, trEffect("The balloon blows up (BAL-03)"));
            return;
        }
        if (const auto* destroyed = event.get<ev::DefenceDestroyed>()) {
            if (destroyed->explosion)
                if (const auto at = poseOf(event.aircraft))
                    explosion(event.aircraft, scene(*at), 0, trEffect("It blows up (AA-02)"));
            return;
        }
        if (event.get<ev::Exploded>() != nullptr || event.get<ev::BombBlewUp>() != nullptr) {
            if (const auto at = poseOf(event.aircraft))
                explosion(event.aircraft, scene(*at), 0, trEffect("The airplane blows up"));
            return;
        }
        if (const auto* blast = event.get<ev::Blast>()) {
            // DMG-18: the reach of the explosion it follows, or its own where none was shown.
            if (const auto found = m_explosions.find(event.aircraft); found != m_explosions.end())
                m_effects[found->second].radiusMm = blast->radiusMm;
            else if (const auto at = poseOf(event.aircraft))
                explosion(event.aircraft, scene(*at), blast->radiusMm, trEffect("The airplane blows up"));
        }
    }

    std::vector<EffectItem::Spec> take() { return std::move(m_effects); }

private:
    // Where an airplane or a ground target stands now, table frame.
    std::optional<Pose> poseOf(const std::string& id) const {
        if (const auto found = m_poses.find(id); found != m_poses.end()) return found->second;
        if (const AircraftState* airplane = m_state.find(id)) return airplane->pose;
        for (const TargetState& target : m_state.targets)
            if (target.id == id) return target.pose;
        return std::nullopt;
    }
    QPointF scene(const Pose& pose) const { return m_frame.toScene(pose.x, pose.y); }

    void effect(EffectItem::Kind kind, QPointF at, double radiusMm, QString caption) {
        EffectItem::Spec spec;
        spec.kind = kind;
        spec.at = at;
        spec.radiusMm = radiusMm;
        spec.caption = std::move(caption);
        m_effects.push_back(std::move(spec));
    }
    void explosion(const std::string& id, QPointF at, double radiusMm, QString caption) {
        m_explosions[id] = m_effects.size();
        effect(EffectItem::Kind::Explosion, at, radiusMm, std::move(caption));
    }

    // FIRE-*, AA-02, RKT-03: from the gun's mount (an airplane's) or the
    // defence's centre to the point the shot was measured to.
    void shot(const std::string& shooter, const ev::Fire& fire) {
        const auto from = poseOf(shooter);
        const auto target = poseOf(fire.target);
        if (!from || !target) return;
        Point2 mount{from->x, from->y};
        if (const AircraftState* airplane = m_state.find(shooter))
            if (const AircraftType* type = m_data.aircraftType(airplane->type))
                if (const auto weapon = weaponById(*type, fire.weapon)) mount = toTable(*from, weapon->mount);
        EffectItem::Spec spec;
        spec.kind = fire.shot.rockets ? EffectItem::Kind::Rockets : EffectItem::Kind::Gunfire;
        spec.from = m_frame.toScene(mount);
        spec.at = fire.shot.inArc ? m_frame.toScene(fire.shot.aimPoint) : scene(*target);
        spec.count = fire.shot.rockets ? std::min(kMostRockets, kRocketsPerBatch * std::max(1, fire.cards)) : 1;
        spec.caption = fire.shot.rockets ? trEffect("Rockets fired (RKT-03)") : trEffect("Shots fired");
        m_effects.push_back(std::move(spec));
    }

    void fall(QPointF from, QPointF at, int count, QString caption) {
        EffectItem::Spec spec;
        spec.kind = EffectItem::Kind::BombFall;
        spec.from = from;
        spec.at = at;
        spec.count = std::max(1, count);
        spec.caption = std::move(caption);
        m_effects.push_back(std::move(spec));
    }

    // BOMB-03: the bomb card where they land.
    void bombs(const ev::BombLanded& landed) {
        const GroundType* card = m_data.bombCard();
        if (card == nullptr) return;
        EffectItem::Spec spec;
        spec.kind = EffectItem::Kind::BombBurst;
        spec.at = scene(landed.at);
        spec.cardMm = {card->cardWidth.value, card->cardLength.value};
        spec.rotation = TableFrame::toSceneRotation(landed.at.heading);
        spec.count = std::max(1, landed.count);
        spec.caption = landed.hits.empty() ? trEffect("The bombs land on open ground (BOMB-03)")
                                           : trEffect("The bombs land on their target (BOMB-03)");
        m_effects.push_back(std::move(spec));
    }

    const GameData& m_data;
    const GameState& m_state;
    const RuleOptions& m_rules;
    const std::map<std::string, Pose, std::less<>>& m_poses;
    const TableFrame& m_frame;
    double m_halfRulerMm = 0;
    std::vector<EffectItem::Spec> m_effects;
    std::map<std::string, std::size_t> m_explosions;  // subject -> its explosion in m_effects
};

}  // namespace

std::vector<EffectItem::Spec> fireEffects(const std::vector<Event>& events, const GameData& data,
                                          const GameState& state, const RuleOptions& rules,
                                          const std::map<std::string, Pose, std::less<>>& poses,
                                          const TableFrame& frame) {
    Builder builder(data, state, rules, poses, frame);
    for (const Event& event : events) builder.add(event);
    return builder.take();
}

}  // namespace jasta::app
