#include "jasta/rules/phase.hpp"

#include <algorithm>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/collisions.hpp"
#include "jasta/rules/damage.hpp"

namespace jasta {

PhaseMovement flyPhase(const GameData& data, const RuleOptions& rules, std::vector<AircraftState>& aircraft,
                       const PlanBook& plans, const ViolationBook& violations, int phase, const TableSize& table,
                       DamagePiles& piles, Rng& rng) {
    PhaseMovement result;
    static const std::vector<Violation> kNone;
    std::vector<std::string> exploded;  // by a penalty card, for DMG-18 once every airplane has moved
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
                auto events = applyDamageCard(state, flyer.type, card, step.penalty->deck, false,
                                              {step.penalty->source, {}}, {step.penalty->rule});
                result.events.insert(result.events.end(), events.begin(), events.end());
                if (state.status == AircraftStatus::Exploded &&
                    std::find(exploded.begin(), exploded.end(), state.id) == exploded.end())
                    exploded.push_back(state.id);
            }
        }
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
    return result;
}

}  // namespace jasta
