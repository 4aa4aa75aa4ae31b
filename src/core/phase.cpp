#include "jasta/rules/phase.hpp"

#include <algorithm>
#include <set>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/collisions.hpp"
#include "jasta/rules/damage.hpp"
#include "jasta/rules/ground_fire.hpp"

namespace jasta {

PhaseMovement flyPhase(const GameData& data, const RuleOptions& rules, std::vector<AircraftState>& aircraft,
                       const PlanBook& plans, const ViolationBook& violations, int phase, const TableSize& table,
                       DamagePiles& piles, Rng& rng) {
    PhaseMovement result;
    static const std::vector<Violation> kNone;
    std::vector<std::string> exploded;  // by a penalty card, for DMG-18 once every airplane has moved
    std::set<std::string> rolling;      // flew a take-off or landing card on the ground (GND-09)
    // MOV-05: all cards of the phase are revealed together, so every airplane
    // moves from where it stood; the order of moving does not matter.
    for (auto& state : aircraft) {
        auto plan = plans.find(state.id);
        if (plan == plans.end()) continue;
        auto broken = violations.find(state.id);
        const Flyer flyer = flyerOf(data, state, rules);
        FlownStep step =
            flyCard(flyer, state, plan->second, phase, broken == violations.end() ? kNone : broken->second, table);
        result.events.insert(result.events.end(), step.events.begin(), step.events.end());
        // MOV-13 / MOV-14 (illegal maneuver), GND-06 / CONF-17 (off the landing field): penalty cards after the move.
        if (step.penalty) {
            for (int i = 0; i < step.penalty->cards; ++i) {
                const auto& card = piles.draw(step.penalty->deck, rng);
                const ev::DamageCause cause{step.penalty->source, {}};
                // GND-06: of an accident's cards the points, explosions and fire count (revision 3 on).
                auto events = step.penalty->source == ev::DamageSource::GroundAccident && rules.groundOperations()
                                  ? applyGroundDamageCard(state, flyer.type, card, step.penalty->deck, cause,
                                                          {step.penalty->rule})
                                  : applyDamageCard(state, flyer.type, card, step.penalty->deck, false, cause,
                                                    {step.penalty->rule});
                result.events.insert(result.events.end(), events.begin(), events.end());
                if (state.status == AircraftStatus::Exploded &&
                    std::find(exploded.begin(), exploded.end(), state.id) == exploded.end())
                    exploded.push_back(state.id);
            }
        }
        if (isGroundStep(step.ground)) rolling.insert(state.id);
        result.steps.push_back(std::move(step));
    }
    auto blasts = blastExplosions(aircraft, exploded, data, rules, piles, rng);
    result.events.insert(result.events.end(), blasts.begin(), blasts.end());
    result.overlaps = findOverlaps(aircraft, data, rules.overlapShape);
    for (const auto& [a, b] : result.overlaps) {
        result.events.push_back({ev::Overlap{b}, a, {"OVL-01", "OVL-03"}});
    }
    auto collisions = resolveCollisions(aircraft, data, rules, piles, rng);
    result.events.insert(result.events.end(), collisions.begin(), collisions.end());
    auto onGround = groundContacts(aircraft, rolling, data, rules, piles, rng);
    result.events.insert(result.events.end(), onGround.begin(), onGround.end());
    return result;
}

}  // namespace jasta
