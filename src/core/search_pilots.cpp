#include "jasta/pilots/search_pilots.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>

#include "jasta/base/rng.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/game/script.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/pilots/plan_search.hpp"

namespace jasta {

namespace {

// Distance kept from the table's edge at the end of a turn, mm: closer, a
// bad card next turn leaves the table (MOV-08), which takes the airplane out.
constexpr double kEdgeMarginMm = 60;
// What leaving play costs a plan's score, damage points: more than any turn can win.
constexpr double kOutOfPlayPoints = 100;
// Scores this close are equal, damage points: the draw decides between them.
constexpr double kSameScore = 1e-9;
// Novice: a share of the enemy's plans below this is no real chance.
constexpr double kWorthTrying = 0.15;
// Novice: plans within this share of the best meet a priority as well.
constexpr double kShareSlack = 0.05;
// Novice: its own side's airplanes within this distance count as together, mm.
constexpr double kTogetherMm = 250;

std::size_t drawAmong(const std::vector<std::size_t>& equal, Rng& rng) {
    return equal[rng.below(equal.size())];
}

double closingDistance(const PlanOutcome& outcome, const AircraftState* enemy) {
    if (enemy == nullptr) return 0;
    const Point2 behind = firingSpotBehind(*enemy);
    return std::hypot(outcome.end.x - behind.x, outcome.end.y - behind.y);
}

// The best phase (1..3) of a per-phase share, and the share.
std::pair<int, double> bestPhase(const std::array<double, 3>& shares) {
    const auto best = std::max_element(shares.begin(), shares.end());
    return {static_cast<int>(best - shares.begin()) + 1, *best};
}

PlanReason reason(PlanMotive motive, const std::string& target, int phase, double share) {
    return {motive, target, phase, share, 0, 0};
}

// What the search pilots share: the decisions other than a plan, and the
// reorder after a reveal with their own score.
class SearchPilot : public Pilot {
public:
    explicit SearchPilot(const PilotSetup& setup) : m_engine(setup.engine), m_rng(setup.seed) {}

    Command decide(const SeatView& view, const Decision& decision) final {
        const GameState& state = view.state();
        if (decision.kind == DecisionKind::Plan) {
            PlanChoice choice = choose(state, decision.aircraft);
            Plan plan = choice.plan;
            remember(std::move(choice));
            return SubmitPlan{decision.aircraft, plan};
        }
        if (decision.kind == DecisionKind::Reorder) {
            // TAIL-03: the whole plan again, its cards in the best order against the card shown.
            const auto from = state.reorderFrom.find(decision.aircraft);
            const Plan& planned = state.plans.at(decision.aircraft);
            if (from == state.reorderFrom.end() || from->second != 1) return ReorderPlan{decision.aircraft, planned};
            return ReorderPlan{decision.aircraft, bestOrder(state, decision.aircraft, planned)};
        }
        if (decision.kind == DecisionKind::Drop) return chooseDrop(m_engine, state, decision.aircraft);
        if (decision.kind == DecisionKind::Flak) return chooseFlak(m_engine, state, decision);
        // Never nullopt for a tail or fire decision (script.hpp): the first
        // tail offered, every weapon at the best target.
        return *scriptedCommand(nullptr, state, decision);
    }

protected:
    // The plan for `aircraftId` and why.
    virtual PlanChoice choose(const GameState& state, const std::string& aircraftId) = 0;
    // The score of each plan of `search` by its index (the reorder compares
    // orders with it); what does not depend on the plan is worked out once.
    using Scorer = std::function<double(std::size_t)>;
    virtual Scorer scorer(const PlanSearch& search, const GameState& state) const = 0;
    virtual SearchOptions options() const = 0;

    const Engine& engine() const { return m_engine; }
    Rng& rng() { return m_rng; }

    // The plans of the highest score, and that score (the draw picks among them).
    std::vector<std::size_t> bestScored(const PlanSearch& search, const GameState& state) const {
        std::vector<std::size_t> best;
        double top = std::numeric_limits<double>::lowest();
        const Scorer score = scorer(search, state);
        for (std::size_t x = 0; x < search.plans().size(); ++x) {
            const double s = score(x);
            if (s > top + kSameScore) {
                top = s;
                best.assign(1, x);
            } else if (s >= top - kSameScore) {
                best.push_back(x);
            }
        }
        return best;
    }

    // No legal plan at all: the deck's first cards (MOV-12 penalises it).
    PlanChoice fallback(const GameState& state, const std::string& aircraftId) const {
        return {aircraftId, planOrFallback(m_engine, state, aircraftId), {}};
    }

private:
    Plan bestOrder(const GameState& state, const std::string& aircraftId, const Plan& planned) {
        const PlanSearch search(m_engine, state, aircraftId, options());
        std::array<PlannedCard, 3> cards = planned.cards;
        std::sort(cards.begin(), cards.end(), [](const PlannedCard& a, const PlannedCard& b) {
            return std::tie(a.number, a.speed) < std::tie(b.number, b.speed);
        });
        Plan best = planned;
        double top = std::numeric_limits<double>::lowest();
        const Scorer score = scorer(search, state);
        do {
            Plan candidate = planned;
            candidate.cards = cards;
            const std::size_t x = search.find(candidate);
            if (x == search.plans().size()) continue;  // not a legal order
            const double s = score(x);
            if (s > top + kSameScore) top = s, best = candidate;
        } while (std::next_permutation(cards.begin(), cards.end(), [](const PlannedCard& a, const PlannedCard& b) {
            return std::tie(a.number, a.speed) < std::tie(b.number, b.speed);
        }));
        return best;
    }

    const Engine& m_engine;
    Rng m_rng;
};

// --- Veteran and Ace ------------------------------------------------------

struct Weights {
    double taken = 1.0;            // per damage point taken, against 1 per point dealt
    double tails = 1.5;            // a tail at the start of next turn, per share of the enemy's plans
    double tailed = 1.5;           // ... being tailed
    double advantage = 0;          // the lie of the two at the end (-1..1)
    double keepsTail = 0;          // our tail still there at the TAIL-04 re-check
    bool carefulWhenHurt = false;  // taken weighs 1 + damage / structure
};

class ScoringPilot final : public SearchPilot {
public:
    ScoringPilot(const PilotSetup& setup, SearchOptions options, Weights weights)
        : SearchPilot(setup), m_options(options), m_weights(weights) {}

protected:
    SearchOptions options() const override { return m_options; }

    Scorer scorer(const PlanSearch& search, const GameState& state) const override {
        const AircraftState& self = *state.find(search.aircraft());
        const double taken = takenWeight(self);
        // With nothing else to go by, close in: a tenth of a point per ruler's length nearer.
        const AircraftState* enemy = nearestEnemy(state, self);
        const GeometrySpec* geometry = engine().data.geometryOf(*engine().data.aircraftType(self.type));
        const double ruler = geometry != nullptr ? geometry->rulerLength.value : 300.0;
        return [this, &search, taken, enemy, ruler](std::size_t x) {
            double total = 0;
            for (std::size_t e = 0; e < search.enemies().size(); ++e) {
                if (!search.enemies()[e].inReach) continue;
                const PlanOutlook& out = search.outlook(x, e);
                for (std::size_t k = 0; k < 3; ++k) total += out.dealt[k] - taken * out.taken[k];
                total += m_weights.tails * out.tails - m_weights.tailed * out.tailed;
                total += m_weights.advantage * out.advantage + m_weights.keepsTail * out.keepsTail;
            }
            if (search.outOfPlay(x)) total -= kOutOfPlayPoints;
            const double edge = search.edgeDistance(x);
            if (edge < kEdgeMarginMm) total -= 3 * (kEdgeMarginMm - edge) / kEdgeMarginMm;
            return total - 0.1 * closingDistance(search.plans()[x], enemy) / ruler;
        };
    }

    PlanChoice choose(const GameState& state, const std::string& aircraftId) override {
        const PlanSearch search(engine(), state, aircraftId, m_options);
        if (search.plans().empty()) return fallback(state, aircraftId);
        const std::size_t x = drawAmong(bestScored(search, state), rng());
        return {aircraftId, search.plans()[x].plan, reasons(search, state, x)};
    }

private:
    double takenWeight(const AircraftState& self) const {
        if (!m_weights.carefulWhenHurt) return m_weights.taken;
        const AircraftType* type = engine().data.aircraftType(self.type);
        const int structure = type != nullptr ? type->structure.value : 0;
        return m_weights.taken * (1.0 + (structure > 0 ? static_cast<double>(self.damage) / structure : 0.0));
    }

    // What the chosen plan gets, enemy by enemy, strongest first.
    std::vector<PlanReason> reasons(const PlanSearch& search, const GameState& state, std::size_t x) const {
        std::vector<PlanReason> said;
        double dealt = 0, taken = 0;
        bool shot = false;
        for (std::size_t e = 0; e < search.enemies().size(); ++e) {
            const SearchEnemy& enemy = search.enemies()[e];
            if (!enemy.inReach) continue;
            const PlanOutlook& out = search.outlook(x, e);
            for (std::size_t k = 0; k < 3; ++k) dealt += out.dealt[k], taken += out.taken[k];
            const auto [shortPhase, shortShare] = bestPhase(out.shortShot);
            const auto [anyPhase, anyShare] = bestPhase(out.anyShot);
            if (shortShare > 0) {
                said.push_back(reason(PlanMotive::ShortShot, enemy.id, shortPhase, shortShare));
                shot = true;
            } else if (anyShare > 0) {
                said.push_back(reason(PlanMotive::LongShot, enemy.id, anyPhase, anyShare));
                shot = true;
            }
            if (out.tails > 0) said.push_back(reason(PlanMotive::OnTail, enemy.id, 0, out.tails));
            const auto on = state.tails.find(enemy.id);
            if (on != state.tails.end() && on->second == search.aircraft())
                said.push_back(reason(PlanMotive::EscapeTail, enemy.id, 0, 1.0 - out.tailed));
            const auto [worstPhase, exposed] = bestPhase(out.exposed);
            if (exposed < 0.5) said.push_back(reason(PlanMotive::OutOfArc, enemy.id, worstPhase, 1.0 - exposed));
        }
        if (!shot) {
            const AircraftState* enemy = nearestEnemy(state, *state.find(search.aircraft()));
            said.push_back(reason(PlanMotive::Closing, enemy != nullptr ? enemy->id : "", 0, -1));
        }
        said.push_back({PlanMotive::ExpectedDamage, "", 0, -1, dealt, taken});
        return said;
    }

    SearchOptions m_options;
    Weights m_weights;
};

// --- Novice ---------------------------------------------------------------

class NovicePilot final : public SearchPilot {
public:
    explicit NovicePilot(const PilotSetup& setup) : SearchPilot(setup) {}

protected:
    SearchOptions options() const override { return {EnemyModel::Uniform, 0.75}; }

    // Reorders by the first priorities: a short shot, then a tail.
    Scorer scorer(const PlanSearch& search, const GameState& state) const override {
        (void)state;
        return [&search](std::size_t x) {
            double best = 0;
            for (std::size_t e = 0; e < search.enemies().size(); ++e) {
                const PlanOutlook& out = search.outlook(x, e);
                best = std::max(best, bestPhase(out.shortShot).second + out.tails / 2);
            }
            return best - (search.outOfPlay(x) ? kOutOfPlayPoints : 0);
        };
    }

    PlanChoice choose(const GameState& state, const std::string& aircraftId) override {
        const PlanSearch search(engine(), state, aircraftId, options());
        if (search.plans().empty()) return fallback(state, aircraftId);
        const AircraftState& self = *state.find(aircraftId);
        const AircraftState* nearest = nearestEnemy(state, self);
        std::vector<std::size_t> plans(search.plans().size());
        for (std::size_t x = 0; x < plans.size(); ++x) plans[x] = x;
        std::vector<PlanReason> said;

        // 0. Stay in play, away from the table's edge.
        const std::size_t all = plans.size();
        keepIf(plans, [&](std::size_t x) { return !search.outOfPlay(x) && search.edgeDistance(x) >= kEdgeMarginMm; });
        if (plans.size() * 2 < all) said.push_back(reason(PlanMotive::StayOnTable, "", 0, -1));

        // 1. A short-range shot, in the phase and at the enemy that give the best chance.
        struct Best {
            double share = 0;
            std::size_t enemy = 0;
            int phase = 0;
        };
        const auto bestShort = [&](std::size_t x) {
            Best best;
            for (std::size_t e = 0; e < search.enemies().size(); ++e) {
                const auto [phase, share] = bestPhase(search.outlook(x, e).shortShot);
                if (share > best.share) best = {share, e, phase};
            }
            return best;
        };
        if (meet(plans, [&](std::size_t x) { return bestShort(x).share; })) {
            const Best got = bestShort(plans.front());
            said.push_back(reason(PlanMotive::ShortShot, search.enemies()[got.enemy].id, got.phase, got.share));
        }
        // 2. On an enemy's tail at the end of the turn.
        const auto bestTail = [&](std::size_t x) {
            Best best;
            for (std::size_t e = 0; e < search.enemies().size(); ++e)
                if (search.outlook(x, e).tails > best.share) best = {search.outlook(x, e).tails, e, 0};
            return best;
        };
        if (meet(plans, [&](std::size_t x) { return bestTail(x).share; })) {
            const Best got = bestTail(plans.front());
            said.push_back(reason(PlanMotive::OnTail, search.enemies()[got.enemy].id, 0, got.share));
        }
        // 3. Away from an enemy on its tail this turn: the fewest of its plans that tail it again.
        for (std::size_t e = 0; e < search.enemies().size(); ++e) {
            const auto on = state.tails.find(search.enemies()[e].id);
            if (on == state.tails.end() || on->second != aircraftId) continue;
            if (meet(
                    plans, [&](std::size_t x) { return 1.0 - search.outlook(x, e).tailed; }, 0.0))
                said.push_back(reason(PlanMotive::EscapeTail, search.enemies()[e].id, 0,
                                      1.0 - search.outlook(plans.front(), e).tailed));
        }
        // 4. Not below the nearest enemy.
        if (nearest != nullptr) {
            const std::size_t before = plans.size();
            keepIf(plans, [&](std::size_t x) { return search.plans()[x].altitude >= nearest->altitude; });
            if (plans.size() < before) said.push_back(reason(PlanMotive::AltitudeEdge, nearest->id, 0, -1));
        }
        // 5. Near its own side's nearest airplane.
        if (const AircraftState* friendly = nearestFriend(state, self)) {
            const std::size_t before = plans.size();
            keepIf(plans, [&](std::size_t x) {
                const Pose& end = search.plans()[x].end;
                return std::hypot(end.x - friendly->pose.x, end.y - friendly->pose.y) <= kTogetherMm;
            });
            if (plans.size() < before) said.push_back(reason(PlanMotive::StayTogether, friendly->id, 0, -1));
        }
        // 6. Nearest the spot behind the nearest enemy; then chance.
        if (nearest != nullptr) {
            double closest = std::numeric_limits<double>::max();
            for (const std::size_t x : plans) closest = std::min(closest, closingDistance(search.plans()[x], nearest));
            std::erase_if(plans, [&](std::size_t x) {
                return closingDistance(search.plans()[x], nearest) > closest + 1.0;  // 1 mm: the same
            });
            if (said.empty() || said.back().motive == PlanMotive::StayOnTable)
                said.push_back(reason(PlanMotive::Closing, nearest->id, 0, -1));
        }
        const std::size_t x = drawAmong(plans, rng());
        return {aircraftId, search.plans()[x].plan, said};
    }

private:
    // Keeps the plans that pass `test`, unless none does (then the priority
    // cannot be met and the list falls through).
    static void keepIf(std::vector<std::size_t>& plans, const std::function<bool(std::size_t)>& test) {
        std::vector<std::size_t> kept;
        for (const std::size_t x : plans)
            if (test(x)) kept.push_back(x);
        if (!kept.empty()) plans = std::move(kept);
    }

    // A priority measured as a share: met when the best plan reaches
    // `worth`; then only the plans within kShareSlack of the best stay.
    static bool meet(std::vector<std::size_t>& plans, const std::function<double(std::size_t)>& share,
                     double worth = kWorthTrying) {
        double best = 0;
        for (const std::size_t x : plans) best = std::max(best, share(x));
        if (best < worth || best <= 0) return false;
        keepIf(plans, [&](std::size_t x) { return share(x) >= best - kShareSlack; });
        return true;
    }
};

}  // namespace

std::unique_ptr<Pilot> makeNovicePilot(const PilotSetup& setup) {
    return std::make_unique<NovicePilot>(setup);
}

std::unique_ptr<Pilot> makeVeteranPilot(const PilotSetup& setup) {
    Weights weights;
    return std::make_unique<ScoringPilot>(setup, SearchOptions{EnemyModel::Uniform, 0.75}, weights);
}

std::unique_ptr<Pilot> makeAcePilot(const PilotSetup& setup) {
    Weights weights;
    weights.tails = 2.5;
    weights.tailed = 2.5;
    weights.keepsTail = 1.0;
    weights.carefulWhenHurt = true;
    // Tuned on 200-game WW1 duels against the greedy pilot (docs/performance.md):
    // the next turn's lie of the two weighs 4; the enemy's answers are weighed
    // sharply (0.3 damage points below its best counts e times less: 0.2 or
    // 0.45 won a sixth fewer games).
    weights.advantage = 4;
    return std::make_unique<ScoringPilot>(setup, SearchOptions{EnemyModel::BestAnswers, 0.3}, weights);
}

}  // namespace jasta
