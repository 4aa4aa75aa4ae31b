#include "jasta/rules/ground_fire.hpp"

#include <algorithm>
#include <stdexcept>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/damage.hpp"
#include "jasta/rules/overlap.hpp"

namespace jasta {

namespace {

// GND-09: both airplanes draw their cards, `a` first.
void collideOnGround(AircraftState& a, AircraftState& b, const GameData& data, DamagePiles& piles, Rng& rng,
                     std::vector<Event>& events) {
    constexpr int kCards = 2;  // "2 A" each (S000)
    events.push_back({ev::GroundCollision{b.id, 'A', kCards}, a.id, {"GND-09"}});
    for (auto [self, other] : {std::pair{&a, &b}, std::pair{&b, &a}}) {
        const AircraftType& type = *data.aircraftType(self->type);
        for (int i = 0; i < kCards; ++i) {
            const auto& card = piles.draw('A', rng);
            auto dealt = applyGroundDamageCard(*self, type, card, 'A', {ev::DamageSource::GroundCollision, other->id},
                                               {"GND-09"});
            events.insert(events.end(), dealt.begin(), dealt.end());
        }
    }
}

// Which of `aircraft` have flame counters now, before any catches fire.
std::vector<bool> burningNow(const std::vector<AircraftState>& aircraft) {
    std::vector<bool> burning(aircraft.size());
    for (std::size_t i = 0; i < aircraft.size(); ++i) burning[i] = aircraft[i].flames > 0;
    return burning;
}

void catchFire(AircraftState& airplane, const std::string& from, int flames, const char* rule,
               std::vector<Event>& events) {
    ignite(airplane, flames);
    events.push_back({ev::GroundFireCaught{from, airplane.flames}, airplane.id, {rule}});
}

}  // namespace

std::vector<std::pair<std::size_t, std::size_t>> groundOverlaps(const std::vector<AircraftState>& aircraft,
                                                                const GameData& data, const RuleOptions& rules) {
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    const Footprint shape = footprintOf(rules.overlapShape);
    for (std::size_t i = 0; i < aircraft.size(); ++i) {
        if (!aircraft[i].onGround()) continue;
        const GeometrySpec& first = airplaneGeometry(data, aircraft[i]);
        for (std::size_t j = i + 1; j < aircraft.size(); ++j) {
            if (!aircraft[j].onGround()) continue;
            if (footprintsOverlap(aircraft[i].pose, first, shape, aircraft[j].pose, airplaneGeometry(data, aircraft[j]),
                                  shape))
                pairs.emplace_back(i, j);
        }
    }
    return pairs;
}

std::vector<Event> groundContacts(std::vector<AircraftState>& aircraft, const std::set<std::string>& rolling,
                                  const GameData& data, const RuleOptions& rules, DamagePiles& piles, Rng& rng) {
    std::vector<Event> events;
    if (!rules.groundOperations()) return events;
    const auto pairs = groundOverlaps(aircraft, data, rules);
    if (rules.groundOverlap == GroundRules::S000) {
        for (const auto& [i, j] : pairs)
            if (rolling.count(aircraft[i].id) > 0 || rolling.count(aircraft[j].id) > 0)
                collideOnGround(aircraft[i], aircraft[j], data, piles, rng, events);
        return events;
    }
    // S004: every airplane in a pair catches fire, unless it burns already.
    constexpr int kFlames = 6;
    for (const auto& [i, j] : pairs) {
        if (aircraft[i].flames == 0) catchFire(aircraft[i], aircraft[j].id, kFlames, "GND-18", events);
        if (aircraft[j].flames == 0) catchFire(aircraft[j], aircraft[i].id, kFlames, "GND-18", events);
    }
    return events;
}

std::vector<Event> spreadGroundFire(std::vector<AircraftState>& aircraft, const GameData& data,
                                    const RuleOptions& rules) {
    std::vector<Event> events;
    if (!rules.groundOperations() || rules.groundOverlap != GroundRules::S000) return events;
    constexpr int kFlames = 2;  // "2 flame counters" each (S000)
    const std::vector<bool> burning = burningNow(aircraft);
    for (const auto& [i, j] : groundOverlaps(aircraft, data, rules)) {
        // Only from a fire that burned at the end of the turn, never from one lit by this spread.
        if (burning[i] && aircraft[j].flames == 0) catchFire(aircraft[j], aircraft[i].id, kFlames, "GND-12", events);
        if (burning[j] && aircraft[i].flames == 0) catchFire(aircraft[i], aircraft[j].id, kFlames, "GND-12", events);
    }
    return events;
}

std::vector<Event> fightGroundFire(AircraftState& airplane, const RuleOptions& rules, DamagePiles& piles, Rng& rng) {
    std::vector<Event> events;
    if (!rules.groundOperations() || !airplane.onGround() || airplane.flames <= 0) return events;
    const DamageCardSpec& card = piles.draw('A', rng);
    ev::GroundFireFought fought{'A', card.id, card.damage, 0, 0};
    const bool s004 = rules.groundFireFighting == GroundRules::S004;
    if (s004) {
        fought.removed = std::min(card.damage, airplane.flames);  // "as many flame counters as its value"
        piles.returnAndShuffle('A', card, rng);                   // "put it back with the other A counters"
    } else {
        fought.removed = card.damage == 0 ? 1 : 0;  // "if the card is a 0, remove one flame counter"
    }
    airplane.flames -= fought.removed;
    fought.flames = airplane.flames;
    events.push_back({fought, airplane.id, {s004 ? "GND-18" : "GND-11"}});
    return events;
}

}  // namespace jasta
