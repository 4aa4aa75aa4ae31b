#include "jasta/pilots/autopilot.hpp"

#include <array>
#include <cmath>
#include <limits>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/bombing.hpp"
#include "jasta/rules/maneuvers.hpp"

namespace jasta {

namespace {
// How far behind the enemy the chooser aims, mm: inside the first half of a
// WW1 ruler, so a hit there is a short-range shot.
constexpr double kFiringDistanceMm = 110;
// Distance kept from the table edge, mm: leaving the table ends the game for it.
constexpr double kEdgeMarginMm = 60;
// Added to the score of a plan ending nearer the edge than that, mm: any plan
// on the table is better.
constexpr double kOffTablePenalty = 1e6;
}  // namespace

Point2 firingSpotBehind(const AircraftState& enemy) {
    // Along its heading (0 = +y, clockwise), kFiringDistanceMm back.
    const double radians = enemy.pose.heading * M_PI / 180.0;
    return {enemy.pose.x - std::sin(radians) * kFiringDistanceMm, enemy.pose.y - std::cos(radians) * kFiringDistanceMm};
}

namespace {

// The airplane in play nearest `airplane` (base centres) of its own side
// (`friendly`) or of another, itself left out; null when there is none.
const AircraftState* nearestOf(const GameState& state, const AircraftState& airplane, bool friendly) {
    const AircraftState* found = nullptr;
    double nearest = std::numeric_limits<double>::max();
    for (const auto& other : state.aircraft) {
        if (!other.inPlay() || other.id == airplane.id || (other.side == airplane.side) != friendly) continue;
        const double d = std::hypot(other.pose.x - airplane.pose.x, other.pose.y - airplane.pose.y);
        if (d < nearest) nearest = d, found = &other;
    }
    return found;
}

}  // namespace

const AircraftState* nearestEnemy(const GameState& state, const AircraftState& airplane) {
    return nearestOf(state, airplane, false);
}

const AircraftState* nearestFriend(const GameState& state, const AircraftState& airplane) {
    return nearestOf(state, airplane, true);
}

DropBombs chooseDrop(const Engine& engine, const GameState& state, const std::string& aircraftId) {
    DropBombs none{aircraftId, 0};  // not const: returned by name, it is moved
    const AircraftState* self = state.find(aircraftId);
    const auto plan = state.plans.find(aircraftId);
    const GroundType* bombCard = engine.data.bombCard();
    const int card = state.phase + 1;  // the phase about to be flown
    if (self == nullptr || self->bombs <= 0 || plan == state.plans.end() || bombCard == nullptr || card > 3)
        return none;
    const Flyer flyer = flyerOf(engine.data, *self, engine.rules);
    AircraftState after = *self;
    flyCard(flyer, after, plan->second, card, {}, state.table);
    if (!after.inPlay() || after.altitude < 1) return none;  // BOMB-02: never from below level 1
    const BombPath path = bombPathOf(flyer.deck, after);
    const CardMove* move = path.card != nullptr ? bombMove(*path.card, path.speed) : nullptr;
    if (move == nullptr) return none;
    Pose landing = after.pose;
    for (int moves = 0; moves <= bombMarkers(after.altitude); ++moves)
        landing = applyCardMove(landing, *move, flyer.geometry);
    for (const TargetState& target : state.targets) {
        const GroundType* type = engine.data.groundType(target.type);
        if (target.side == self->side || target.destroyed || type == nullptr) continue;
        if (bombCover(landing, *bombCard, target.pose, *type) == BombCover::Centre) return {aircraftId, self->bombs};
    }
    return none;
}

std::optional<Plan> choosePlan(const Engine& engine, const GameState& state, const std::string& aircraftId) {
    const auto* self = state.find(aircraftId);
    if (self == nullptr) return std::nullopt;
    const AircraftState* enemy = nearestEnemy(state, *self);
    // The spot behind the enemy, mm: worked out once for every plan.
    const Point2 behind = enemy != nullptr ? firingSpotBehind(*enemy) : Point2{};
    std::optional<Plan> best;
    double bestScore = std::numeric_limits<double>::max();
    // std::hypot is most of the cost of a score, and most plans cannot beat
    // the best so far: a plan whose squared distance is at least cut[onTable]
    // is left out without it. The cut is the square of the room left below
    // bestScore, widened by a relative 1e-9 and 1e-9 mm, far more than the
    // few units in the last place by which dx² + dy² and hypot may err; so a
    // plan left out has hypot's distance at least the room, its rounded score
    // at least bestScore, and would not have been chosen.
    std::array<double, 2> cut{};  // squared mm, [off the table, on it]
    auto cutsFrom = [&](double score) {
        for (const bool onTable : {false, true}) {
            const double room = score - (onTable ? 0.0 : kOffTablePenalty);
            const double wider = room * (1 + 1e-9) + 1e-9;
            // No room: every such plan scores at least bestScore.
            cut[onTable ? 1 : 0] = room <= 0 ? 0.0 : wider * wider;
        }
    };
    cutsFrom(bestScore);
    // Each legal plan is looked at once, so none is kept (a deck has thousands).
    forEachLegalPlan(flyerOf(engine.data, *self, engine.rules), *self, [&](const PlanOutcome& outcome) {
        if (outcome.crashes) return;
        const Pose& end = outcome.end;
        const bool onTable = end.x > kEdgeMarginMm && end.y > kEdgeMarginMm &&
                             end.x < state.table.width - kEdgeMarginMm && end.y < state.table.height - kEdgeMarginMm;
        double score = onTable ? 0 : kOffTablePenalty;
        if (enemy != nullptr) {
            const double dx = end.x - behind.x, dy = end.y - behind.y;
            if (dx * dx + dy * dy >= cut[onTable ? 1 : 0]) return;
            score += std::hypot(dx, dy);
        }
        if (score < bestScore) {
            bestScore = score, best = outcome.plan;
            cutsFrom(bestScore);
        }
    });
    return best;
}

Plan planOrFallback(const Engine& engine, const GameState& state, const std::string& aircraftId) {
    if (auto plan = choosePlan(engine, state, aircraftId)) return *plan;
    Plan fallback;
    const auto* airplane = state.find(aircraftId);
    const auto* type = airplane != nullptr ? engine.data.aircraftType(airplane->type) : nullptr;
    const auto* deck = type != nullptr ? engine.data.deckOf(*type) : nullptr;
    for (std::size_t i = 0; deck != nullptr && i < 3 && i < deck->cards.size(); ++i)
        fallback.cards[i].number = deck->cards[i].number;
    return fallback;
}

}  // namespace jasta
