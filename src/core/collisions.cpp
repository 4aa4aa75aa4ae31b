#include "jasta/rules/collisions.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "jasta/base/rng.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/rules/damage.hpp"
#include "jasta/rules/damage_piles.hpp"
#include "jasta/rules/overlap.hpp"

namespace jasta {

namespace {

// One airplane in play and the data it needs.
struct Collider {
    AircraftState* state = nullptr;
    const AircraftType* type = nullptr;
    const GeometrySpec* geometry = nullptr;
    const ManeuverDeck* deck = nullptr;
};

// One airplane's avoidance draw for this phase (COL-11: one per phase).
struct Draw {
    Direction direction = Direction::None;  // None = the COL-06 straight
    const ManeuverCard* card = nullptr;     // blind_pick_geometric only
    Pose pose;                              // where that card would take it (geometric only)
};

// An airplane that has just exploded, and the collision it exploded in.
struct Explosion {
    std::size_t flyer = 0;
    std::vector<std::size_t> participants;  // itself included; empty when not in a collision
};

// What each airplane of a collision draws (COL-07..10).
struct CollisionDamageDraw {
    char deck = 'A';
    int count = 1;
    const char* rule = "COL-08";
};

const char* avoidanceRule(CollisionAvoidance avoidance) {
    switch (avoidance) {
        case CollisionAvoidance::OpponentChoice:
            return "COL-03";
        case CollisionAvoidance::BlindPickGeometric:
            return "COL-04";
        case CollisionAvoidance::RandomSameDirection:
            return "COL-05";
        case CollisionAvoidance::None:
            break;
    }
    return nullptr;
}

Point2 standOnTable(const Collider& flyer) {
    return toTable(flyer.state->pose, {flyer.geometry->standX.value, flyer.geometry->standY.value});
}

Collider resolveFlyer(AircraftState& state, const GameData& data) {
    Collider flyer;
    flyer.state = &state;
    flyer.type = data.aircraftType(state.type);
    if (flyer.type != nullptr) {
        flyer.geometry = data.geometryOf(*flyer.type);
        flyer.deck = data.deckOf(*flyer.type);
    }
    if (flyer.geometry == nullptr || flyer.deck == nullptr)
        throw std::invalid_argument("airplane " + state.id + " has an unknown type, geometry or deck: " + state.type);
    return flyer;
}

// The arrowhead to use on a WW2 card: the speed the airplane last flew at
// when the card has it, else the first the card has (WW1: Normal).
const CardMove* avoidanceMove(const ManeuverCard& card, const AircraftState& state) {
    if (!state.history.empty())
        if (const CardMove* move = card.move(state.history.back().speed)) return move;
    for (Speed speed : {Speed::Normal, Speed::Fast, Speed::Slow})
        if (const CardMove* move = card.move(speed)) return move;
    return nullptr;
}

CollisionDamageDraw damageDraw(CollisionDamage option, bool headOn) {
    switch (option) {
        case CollisionDamage::ThreeA:
            return {'A', 3, "COL-07"};
        case CollisionDamage::OneA:
            return {'A', 1, "COL-08"};
        case CollisionDamage::TwoAHeadOnElseTwoB:
            return {headOn ? 'A' : 'B', 2, "COL-09"};
        case CollisionDamage::OneC:
            return {'C', 1, "COL-10"};
    }
    return {};
}

class Resolver {
public:
    Resolver(std::vector<Collider> flyers, const RuleOptions& rules, DamagePiles& piles, Rng& rng)
        : m_flyers(std::move(flyers)), m_rules(rules), m_piles(piles), m_rng(rng) {}

    // DMG-18: the blasts of the flyers `sources`, which exploded outside a collision.
    std::vector<Event> blastOnly(const std::vector<std::size_t>& sources) {
        std::deque<Explosion> queue;
        for (std::size_t source : sources) queue.push_back({source, {}});
        blast(std::move(queue));
        return std::move(m_events);
    }

    std::vector<Event> run() {
        findCandidates();
        if (m_candidates.empty()) return std::move(m_events);
        markSquadrons();
        drawAvoidance();
        for (const auto& [i, j] : m_candidates) resolvePair(i, j);
        return std::move(m_events);
    }

private:
    std::vector<Collider> m_flyers;  // sorted by id
    const RuleOptions& m_rules;
    DamagePiles& m_piles;
    Rng& m_rng;
    std::vector<Event> m_events;
    std::vector<std::pair<std::size_t, std::size_t>> m_candidates;  // i < j, in id order
    std::vector<std::vector<std::size_t>> m_partners;
    std::vector<bool> m_straight;  // COL-06: a straight is a third card
    std::vector<std::optional<Draw>> m_draws;

    bool meet(std::size_t i, const Pose& a, std::size_t j, const Pose& b) const {
        return collisionFootprintsMeet(a, *m_flyers[i].geometry, b, *m_flyers[j].geometry, m_rules.collisionGeometry);
    }

    // The two airplanes that met, and how the options judge a meeting.
    ev::Meeting meeting(std::size_t i, std::size_t j) const {
        ev::Meeting facts;
        facts.aircraft = {m_flyers[i].state->id, m_flyers[j].state->id};
        facts.geometry = m_rules.collisionGeometry;
        facts.altitudeTest = m_rules.collisionAltitudeTest;
        facts.avoidance = m_rules.collisionAvoidance;
        facts.levels = {m_flyers[i].state->altitude, m_flyers[j].state->altitude};
        facts.climbs = {m_flyers[i].state->climb, m_flyers[j].state->climb};
        return facts;
    }

    void findCandidates() {
        m_partners.assign(m_flyers.size(), {});
        for (std::size_t i = 0; i < m_flyers.size(); ++i) {
            for (std::size_t j = i + 1; j < m_flyers.size(); ++j) {
                const AircraftState& a = *m_flyers[i].state;
                const AircraftState& b = *m_flyers[j].state;
                if (!meet(i, a.pose, j, b.pose)) continue;
                if (!collisionAltitudeAllows(a, b, m_rules.collisionAltitudeTest)) {
                    m_events.push_back({ev::CollisionAvoided{meeting(i, j), true}, a.id, {"OVL-04", "COL-01"}});
                    continue;
                }
                m_candidates.emplace_back(i, j);
                m_partners[i].push_back(j);
                m_partners[j].push_back(i);
            }
        }
    }

    // COL-06: in a group of airplanes linked by possible collisions, all on
    // one side, each adds a straight to its draw.
    void markSquadrons() {
        m_straight.assign(m_flyers.size(), false);
        if (!m_rules.collisionSameSquadronStraight || m_rules.collisionAvoidance == CollisionAvoidance::None) return;
        std::vector<int> group(m_flyers.size(), -1);
        int groups = 0;
        for (std::size_t start = 0; start < m_flyers.size(); ++start) {
            if (group[start] >= 0 || m_partners[start].empty()) continue;
            std::vector<std::size_t> members{start};
            group[start] = groups;
            for (std::size_t k = 0; k < members.size(); ++k)
                for (std::size_t next : m_partners[members[k]])
                    if (group[next] < 0) {
                        group[next] = groups;
                        members.push_back(next);
                    }
            const AircraftState& first = *m_flyers[start].state;
            const bool oneSide = std::all_of(members.begin(), members.end(),
                                             [&](std::size_t m) { return sameTeam(*m_flyers[m].state, first); });
            for (std::size_t m : members) m_straight[m] = oneSide;
            ++groups;
        }
    }

    void drawAvoidance() {
        m_draws.assign(m_flyers.size(), std::nullopt);
        const CollisionAvoidance method = m_rules.collisionAvoidance;
        if (method == CollisionAvoidance::None) return;
        for (std::size_t i = 0; i < m_flyers.size(); ++i) {
            if (m_partners[i].empty()) continue;
            const Collider& flyer = m_flyers[i];
            const AircraftState& state = *flyer.state;
            const std::uint64_t choices = m_straight[i] ? 3 : 2;
            const std::uint64_t pick = m_rng.below(choices);
            Draw draw;
            draw.direction = pick == 0 ? Direction::Left : pick == 1 ? Direction::Right : Direction::None;
            draw.pose = state.pose;

            std::vector<std::string> rules{avoidanceRule(method)};
            if (m_straight[i]) rules.emplace_back("COL-06");
            if (m_partners[i].size() > 1) rules.emplace_back("COL-11");
            ev::AvoidanceDraw drawn;
            drawn.method = method;
            drawn.direction = draw.direction;
            drawn.choices = {Direction::Left, Direction::Right};
            if (m_straight[i]) drawn.choices.push_back(Direction::None);
            for (std::size_t p : m_partners[i]) drawn.partners.push_back(m_flyers[p].state->id);
            if (method == CollisionAvoidance::BlindPickGeometric) {
                draw.card = avoidanceCard(*flyer.deck, draw.direction);
                const CardMove* move = draw.card != nullptr ? avoidanceMove(*draw.card, state) : nullptr;
                if (move != nullptr) draw.pose = applyCardMove(state.pose, *move, *flyer.geometry);
                if (draw.card != nullptr) drawn.card = ev::AvoidanceDraw::Card{draw.card->number, draw.card->name};
                drawn.laidOut = draw.pose;
            }
            m_events.push_back({std::move(drawn), state.id, std::move(rules)});
            m_draws[i] = draw;
        }
    }

    void resolvePair(std::size_t i, std::size_t j) {
        const CollisionAvoidance method = m_rules.collisionAvoidance;
        const Collider& a = m_flyers[i];
        const Collider& b = m_flyers[j];
        const double turnedApart = headingDifference(a.state->pose.heading, b.state->pose.heading);
        const bool headOn = turnedApart > 90.0;
        ev::Meeting facts = meeting(i, j);
        facts.headingDifference = turnedApart;
        facts.headOn = headOn;
        std::vector<std::string> rules{"OVL-04", "COL-01", "COL-02"};
        bool collide = true;
        if (method != CollisionAvoidance::None) {
            const Draw& drawA = *m_draws[i];
            const Draw& drawB = *m_draws[j];
            rules.emplace_back(avoidanceRule(method));
            if (m_straight[i]) rules.emplace_back("COL-06");
            if (m_partners[i].size() > 1 || m_partners[j].size() > 1) rules.emplace_back("COL-11");
            facts.directions = std::array{drawA.direction, drawB.direction};
            if (method == CollisionAvoidance::BlindPickGeometric) {
                collide = meet(i, drawA.pose, j, drawB.pose);
            } else {
                collide = drawA.direction == drawB.direction;
            }
        }
        if (!collide) {
            m_events.push_back({ev::CollisionAvoided{std::move(facts), false}, a.state->id, std::move(rules)});
            return;
        }

        const CollisionDamageDraw draw = damageDraw(m_rules.collisionDamage, headOn);
        ev::Collision collision{std::move(facts), m_rules.collisionDamage, draw.deck, draw.count, {}};
        rules.emplace_back(draw.rule);
        // The collisions of a phase happen at the same moment: an airplane
        // already out after an earlier one still hits its partner, but there
        // is nothing left of it to damage.
        const bool wreck[2] = {!a.state->inPlay(), !b.state->inPlay()};
        for (int n = 0; n < 2; ++n)
            if (wreck[n]) collision.alreadyOut.push_back((n == 0 ? a : b).state->id);
        m_events.push_back({std::move(collision), a.state->id, std::move(rules)});

        std::vector<Explosion> explosions;
        for (const auto& [hit, other] : {std::pair{i, j}, std::pair{j, i}}) {
            if (wreck[hit == i ? 0 : 1]) continue;
            const Collider& target = m_flyers[hit];
            for (int n = 0; n < draw.count; ++n) {
                if (damage(target, draw.deck, ev::DamageSource::Collision, m_flyers[other], {draw.rule}))
                    explosions.push_back({hit, {i, j}});
            }
        }
        blast(std::deque<Explosion>(explosions.begin(), explosions.end()));
    }

    // Draws one card for `target`; true when that card made it explode.
    // One card of `deck` for `target`, dealt by `cause` (its other airplane is `by`).
    bool damage(const Collider& target, char deck, ev::DamageSource cause, const Collider& by,
                const std::vector<std::string>& rules) {
        const bool flying = target.state->inPlay();
        const DamageCardSpec& card = m_piles.draw(deck, m_rng);
        auto events = applyDamageCard(*target.state, *target.type, card, deck, true, {cause, by.state->id}, rules);
        m_events.insert(m_events.end(), std::make_move_iterator(events.begin()), std::make_move_iterator(events.end()));
        return flying && target.state->status == AircraftStatus::Exploded;
    }

    // CONF-09: the blast of each explosion, and of the explosions it causes.
    // Only airplanes still flying are hit, so each explodes at most once and
    // the chain ends.
    void blast(std::deque<Explosion> queue) {
        const ExplosionBlast option = m_rules.explosionBlast;
        while (!queue.empty()) {
            const Explosion explosion = queue.front();
            queue.pop_front();
            const bool inCollision = !explosion.participants.empty();
            bool partners = false, radius = false, sameLevel = false;
            const char* rule = nullptr;
            switch (option) {
                case ExplosionBlast::None:
                    break;
                case ExplosionBlast::CollisionParticipants:
                    partners = inCollision;
                    rule = "COL-12";
                    break;
                case ExplosionBlast::HalfRuler:
                    partners = radius = inCollision;
                    rule = "COL-13";
                    break;
                case ExplosionBlast::HalfRulerSameLevel:
                    radius = sameLevel = true;
                    rule = "DMG-18";
                    break;
                case ExplosionBlast::S003Both:
                    // A collision explosion follows COL-13, any other DMG-18.
                    partners = inCollision;
                    radius = true;
                    sameLevel = !inCollision;
                    rule = inCollision ? "COL-13" : "DMG-18";
                    break;
            }
            if (!partners && !radius) continue;

            const Collider& source = m_flyers[explosion.flyer];
            const double reach = source.geometry->rulerHalfMark.value;
            const Point2 centre = standOnTable(source);
            std::vector<std::size_t> victims;
            for (std::size_t k = 0; k < m_flyers.size(); ++k) {
                if (k == explosion.flyer || !m_flyers[k].state->takesPart()) continue;  // WX-01: not in the clouds
                const bool partner = partners && std::find(explosion.participants.begin(), explosion.participants.end(),
                                                           k) != explosion.participants.end();
                const Point2 at = standOnTable(m_flyers[k]);
                const bool near = radius && std::hypot(at.x - centre.x, at.y - centre.y) <= reach &&
                                  (!sameLevel || m_flyers[k].state->altitude == source.state->altitude);
                if (partner || near) victims.push_back(k);
            }

            std::vector<std::string> hit;
            hit.reserve(victims.size());
            for (std::size_t victim : victims) hit.push_back(m_flyers[victim].state->id);
            m_events.push_back({ev::Blast{option, std::move(hit), radius ? reach : 0.0, sameLevel, inCollision},
                                source.state->id,
                                {rule}});

            for (std::size_t victim : victims) {
                if (!damage(m_flyers[victim], 'A', ev::DamageSource::Explosion, source, {rule})) continue;
                // A collision partner that explodes still explodes "in the
                // collision"; a bystander's explosion is an ordinary one.
                const bool partner = std::find(explosion.participants.begin(), explosion.participants.end(), victim) !=
                                     explosion.participants.end();
                queue.push_back({victim, partner ? explosion.participants : std::vector<std::size_t>{}});
            }
        }
    }
};

}  // namespace

bool collisionAltitudeAllows(const AircraftState& a, const AircraftState& b, CollisionAltitudeTest test) {
    switch (test) {
        case CollisionAltitudeTest::None:
            return true;
        case CollisionAltitudeTest::SameLevel:
            return a.altitude == b.altitude;
        case CollisionAltitudeTest::SameLevelCounterParity:
            return a.altitude == b.altitude && (a.climb > 0) == (b.climb > 0);
        case CollisionAltitudeTest::Exact:
            return a.compareAltitude(b) == 0;
    }
    return false;
}

bool collisionFootprintsMeet(const Pose& a, const GeometrySpec& geometryA, const Pose& b, const GeometrySpec& geometryB,
                             CollisionGeometry geometry) {
    switch (geometry) {
        case CollisionGeometry::Base:
            return footprintsOverlap(a, geometryA, Footprint::Base, b, geometryB, Footprint::Base);
        case CollisionGeometry::BaseOrCard:
            return footprintsOverlap(a, geometryA, Footprint::Base, b, geometryB, Footprint::Base) ||
                   footprintsOverlap(a, geometryA, Footprint::Card, b, geometryB, Footprint::Card);
        case CollisionGeometry::Silhouette: {
            const double areaA = geometryA.cardWidth.value * geometryA.cardLength.value;
            const double areaB = geometryB.cardWidth.value * geometryB.cardLength.value;
            const bool aOnTop = areaA >= areaB, bOnTop = areaB >= areaA;
            return (aOnTop && footprintsOverlap(a, geometryA, Footprint::Card, b, geometryB, Footprint::Silhouette)) ||
                   (bOnTop && footprintsOverlap(b, geometryB, Footprint::Card, a, geometryA, Footprint::Silhouette));
        }
    }
    return false;
}

const ManeuverCard* avoidanceCard(const ManeuverDeck& deck, Direction direction) {
    auto first = [&](CardKind kind, Direction way) -> const ManeuverCard* {
        for (const auto& card : deck.cards)
            if (card.kind == kind && card.direction == way) return &card;
        return nullptr;
    };
    if (direction == Direction::None) return first(CardKind::Straight, Direction::None);
    if (const ManeuverCard* turn = first(CardKind::Turn, direction)) return turn;
    return first(CardKind::Bank, direction);
}

std::vector<Event> resolveCollisions(std::vector<AircraftState>& aircraft, const GameData& data,
                                     const RuleOptions& rules, DamagePiles& piles, Rng& rng) {
    std::vector<Collider> flyers;
    for (auto& state : aircraft)
        if (state.takesPart()) flyers.push_back(resolveFlyer(state, data));  // WX-01: none in the clouds
    std::sort(flyers.begin(), flyers.end(),
              [](const Collider& a, const Collider& b) { return a.state->id < b.state->id; });
    return Resolver(std::move(flyers), rules, piles, rng).run();
}

std::vector<Event> blastExplosions(std::vector<AircraftState>& aircraft, const std::vector<std::string>& exploded,
                                   const GameData& data, const RuleOptions& rules, DamagePiles& piles, Rng& rng) {
    if (exploded.empty()) return {};
    auto listed = [&](const AircraftState& state) {
        return std::find(exploded.begin(), exploded.end(), state.id) != exploded.end();
    };
    // The airplanes a blast can reach, and the exploded ones it comes from.
    std::vector<Collider> flyers;
    for (auto& state : aircraft)
        // WX-01: what explodes in the clouds blasts nobody, and nobody there is blasted.
        if (state.takesPart() || (listed(state) && !state.inCloud)) flyers.push_back(resolveFlyer(state, data));
    std::sort(flyers.begin(), flyers.end(),
              [](const Collider& a, const Collider& b) { return a.state->id < b.state->id; });
    std::vector<std::size_t> sources;
    for (const auto& id : exploded)
        for (std::size_t k = 0; k < flyers.size(); ++k)
            if (flyers[k].state->id == id) sources.push_back(k);
    return Resolver(std::move(flyers), rules, piles, rng).blastOnly(sources);
}

}  // namespace jasta
