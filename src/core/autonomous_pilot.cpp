#include "jasta/pilots/autonomous.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <stdexcept>
#include <tuple>

#include "jasta/base/rng.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/game/script.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/rockets.hpp"

namespace jasta {

namespace {

// Cards of one kind to one side, in deck order, at most `count`.
void take(const ManeuverDeck& deck, CardKind kind, Direction direction, std::size_t count, std::vector<int>& into) {
    for (const auto& card : deck.cards) {
        if (count == 0) return;
        if (card.kind == kind && card.direction == direction) into.push_back(card.number), --count;
    }
}

// Two turning cards to `direction`: banks first, tight turns to make up two.
void takeTurns(const ManeuverDeck& deck, Direction direction, std::vector<int>& into) {
    const std::size_t before = into.size();
    take(deck, CardKind::Bank, direction, 2, into);
    take(deck, CardKind::Turn, direction, 2 - (into.size() - before), into);
}

// How damaged an airplane looks from across the table: its damage cards
// (their values lie face down), then its smoke and flame counters.
std::tuple<std::size_t, int> looksDamaged(const AircraftState& airplane) {
    return {airplane.damageCards.size(), airplane.smoke + airplane.flames};
}

class AutonomousPilot final : public Pilot {
public:
    explicit AutonomousPilot(const PilotSetup& setup) : m_engine(setup.engine), m_rng(setup.seed) {}

    Command decide(const SeatView& view, const Decision& decision) override {
        const GameState& state = view.state();
        switch (decision.kind) {
            case DecisionKind::Plan: {
                Plan plan = drawPlan(state, decision.aircraft);
                remember({decision.aircraft, plan, {{PlanMotive::DrawnCards, "", 0, -1, 0, 0}}});
                return SubmitPlan{decision.aircraft, plan};
            }
            case DecisionKind::Tail:
                return ChooseTail{decision.aircraft, ""};  // it flies its cards as drawn
            case DecisionKind::Reorder:
                return ReorderPlan{decision.aircraft, state.plans.at(decision.aircraft)};
            case DecisionKind::Drop:
                return chooseDrop(m_engine, state, decision.aircraft);  // over an enemy objective only
            case DecisionKind::Flak:
                return chooseFlak(m_engine, state, decision);
            case DecisionKind::Taxi:
                return Taxi{decision.aircraft, std::nullopt};  // it stays where it stands
            case DecisionKind::Sun:
                return *scriptedCommand(nullptr, state, decision);  // WX-11: in as soon as it has prey
            case DecisionKind::Fire: {
                // MODE-11: always fire, at the nearest, the most damaged-looking, then at random.
                const auto first =
                    autonomousTargets(m_engine, state, decision.aircraft, decision.weapon, decision.options);
                if (first.empty()) return FireOrder{decision.aircraft, decision.weapon, ""};
                return FireOrder{decision.aircraft, decision.weapon, first[m_rng.below(first.size())]};
            }
        }
        throw std::logic_error("unknown decision kind");
    }

private:
    // Three draws from the autonomous deck, each put back (MODE-10: the
    // engine lets an autonomous airplane plan a card twice); WW2: each at a
    // speed its card allows, at random. A draw the rules refuse is drawn again.
    Plan drawPlan(const GameState& state, const std::string& aircraftId) {
        const AircraftState* self = state.find(aircraftId);
        const AircraftType* type = self != nullptr ? m_engine.data.aircraftType(self->type) : nullptr;
        const ManeuverDeck* deck = type != nullptr ? m_engine.data.deckOf(*type) : nullptr;
        if (deck == nullptr) return planOrFallback(m_engine, state, aircraftId);
        const std::vector<int> cards = autonomousDeck(*deck);
        if (cards.empty()) return planOrFallback(m_engine, state, aircraftId);
        const Flyer flyer = flyerOf(m_engine.data, *self, m_engine.rules);
        // Plenty: the eight cards hold legal plans in any ordinary position;
        // one whose eight cards make no legal plan at all falls back after it.
        constexpr int kDraws = 500;
        for (int attempt = 0; attempt < kDraws; ++attempt) {
            Plan plan;
            for (auto& planned : plan.cards) {
                planned.number = cards[m_rng.below(cards.size())];
                planned.speed = drawSpeed(*deck->card(planned.number));
            }
            // WX-09 / WX-10: caught by surprise it flies its first draw only.
            if (!self->surprisedBy.empty()) plan.cards[1] = plan.cards[2] = PlannedCard{};
            if (isPlanLegal(flyer, *self, plan)) return plan;
        }
        return planOrFallback(m_engine, state, aircraftId);
    }

    // WW1: the one speed; WW2: high or low, among those the card has.
    Speed drawSpeed(const ManeuverCard& card) {
        std::vector<Speed> speeds;
        for (const Speed speed : {Speed::Normal, Speed::Fast, Speed::Slow})
            if (card.hasSpeed(speed)) speeds.push_back(speed);
        return speeds.empty() ? Speed::Normal : speeds[m_rng.below(speeds.size())];
    }

    const Engine& m_engine;
    Rng m_rng;
};

}  // namespace

std::vector<int> autonomousDeck(const ManeuverDeck& deck) {
    std::vector<int> cards;
    take(deck, CardKind::Straight, Direction::None, 3, cards);
    take(deck, CardKind::Stall, Direction::None, 1, cards);
    takeTurns(deck, Direction::Left, cards);
    takeTurns(deck, Direction::Right, cards);
    return cards;
}

std::vector<std::string> autonomousTargets(const Engine& engine, const GameState& state, const std::string& shooter,
                                           const std::string& weapon, const std::vector<std::string>& options) {
    const AircraftState* self = state.find(shooter);
    const AircraftType* type = self != nullptr ? engine.data.aircraftType(self->type) : nullptr;
    if (type == nullptr) return {};
    const std::optional<Weapon> gun = weaponById(*type, weapon);
    if (!gun) return {};
    struct Candidate {
        std::string id;
        double distanceMm = 0;
        std::tuple<std::size_t, int> damaged;
    };
    std::vector<Candidate> candidates;
    candidates.reserve(options.size());
    for (const auto& id : options) {
        const AircraftState* target = state.find(id);
        if (target == nullptr) continue;
        const ShotCheck shot =
            checkShot(engine.data, engine.rules, *self, *gun, *target, state.aircraft, state.overlaps);
        if (shot.canFire) candidates.push_back({id, shot.distanceMm, looksDamaged(*target)});
    }
    if (candidates.empty()) return {};
    // The nearest; within half a millimetre of it is the same distance (a tie
    // a player would call with the ruler), and then the more damaged-looking.
    constexpr double kSameDistanceMm = 0.5;
    double nearest = std::numeric_limits<double>::max();
    for (const auto& candidate : candidates) nearest = std::min(nearest, candidate.distanceMm);
    std::erase_if(candidates, [&](const Candidate& c) { return c.distanceMm > nearest + kSameDistanceMm; });
    std::tuple<std::size_t, int> mostDamaged{};
    for (const auto& candidate : candidates) mostDamaged = std::max(mostDamaged, candidate.damaged);
    std::vector<std::string> best;
    for (const auto& candidate : candidates)
        if (candidate.damaged == mostDamaged) best.push_back(candidate.id);
    return best;
}

std::unique_ptr<Pilot> makeAutonomousPilot(const PilotSetup& setup) {
    return std::make_unique<AutonomousPilot>(setup);
}

std::uint64_t autonomousPilotSeed(std::uint64_t gameSeed, Side side) {
    constexpr std::uint64_t kAutonomousStream = 0xA070;  // the seed stream of the pilots of airplanes nobody flies
    return deriveSeed(pilotSeed(gameSeed, side), kAutonomousStream);
}

}  // namespace jasta
