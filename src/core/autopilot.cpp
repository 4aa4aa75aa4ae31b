#include "jasta/pilots/autopilot.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/bombing.hpp"
#include "jasta/rules/flak.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/relief.hpp"

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
        if (!other.takesPart() || other.id == airplane.id || sameTeam(other, airplane) != friendly) continue;
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
    if (!after.inPlay()) return none;
    const std::optional<Pose> landing = bombLanding(flyer.deck, flyer.geometry, after);  // BOMB-02: none below level 1
    if (!landing) return none;
    for (const TargetState& target : state.targets) {
        const GroundType* type = engine.data.groundType(target.type);
        if (target.side == self->side || target.destroyed || type == nullptr) continue;
        if (bombCover(*landing, *bombCard, target.pose, *type) == BombCover::Centre) return {aircraftId, self->bombs};
    }
    return none;
}

namespace {

// Where `airplane` stands after `cards` straight cards: a gunner's guess of
// its place at the burst.
Point2 afterStraights(const GameData& data, const AircraftState& airplane, int cards) {
    const AircraftType* type = data.aircraftType(airplane.type);
    const ManeuverDeck* deck = type != nullptr ? data.deckOf(*type) : nullptr;
    const GeometrySpec* geometry = type != nullptr ? data.geometryOf(*type) : nullptr;
    const ManeuverCard* straight = deck != nullptr ? bombMoveCard(*deck, false) : nullptr;
    const CardMove* move = straight != nullptr ? bombMove(*straight, Speed::Normal) : nullptr;
    Pose pose = airplane.pose;
    if (move != nullptr && geometry != nullptr)
        for (int i = 0; i < cards; ++i) pose = applyCardMove(pose, *move, *geometry);
    return {pose.x, pose.y};
}

// The legal place for a burst at `altitude` nearest `want`, searched along
// the line from the card's centre through it; nullopt when none is found.
// With `from`, the place must also be a legal move of that token (AA-08).
std::optional<Point2> nearestFlakPlace(const FlakBattery& battery, Point2 want, int altitude,
                                       const std::optional<FlakToken>& from) {
    const auto legal = [&](Point2 place) {
        return (from ? flakMove(battery, from->at, from->altitude, place, altitude)
                     : flakPlacement(battery, place, altitude)) == FlakPlace::Legal;
    };
    if (legal(want)) return want;
    const std::optional<FlakBand> band = flakBand(altitude);
    if (!band) return std::nullopt;
    const Point2 centre{battery.card.x, battery.card.y};
    if (band->onCard) return legal(centre) ? std::optional(centre) : std::nullopt;
    const double dx = want.x - centre.x, dy = want.y - centre.y;
    const double length = std::hypot(dx, dy);
    const Point2 along = length > 0 ? Point2{dx / length, dy / length} : Point2{1, 0};
    // From the wanted distance, clamped into the band, outwards then inwards
    // in 1 mm steps (the card may keep altitude 4's token off a part of the
    // band; a move may not reach the far side of it).
    constexpr double kStepMm = 1.0;
    const double least = band->minRulers * battery.rulerMm + kStepMm;
    const double most = band->maxRulers * battery.rulerMm - kStepMm;
    const double start = std::clamp(length, least, std::max(least, most));
    for (double step = 0; step <= most - least; step += kStepMm) {
        for (const double r : {start + step, start - step}) {
            if (r < least || r > most) continue;
            const Point2 place{centre.x + along.x * r, centre.y + along.y * r};
            if (legal(place)) return place;
        }
    }
    return std::nullopt;
}

const TargetState* targetOf(const GameState& state, std::string_view id) {
    for (const TargetState& target : state.targets)
        if (target.id == id) return &target;
    return nullptr;
}

}  // namespace

std::vector<FlakAim> flakAims(const Engine& engine, const GameState& state, std::string_view battery, int cardsAhead,
                              const std::optional<FlakToken>& from) {
    std::vector<FlakAim> aims;
    const std::optional<FlakBattery> measured = flakBattery(engine.data, state, battery);
    const TargetState* self = targetOf(state, battery);
    if (!measured || self == nullptr) return aims;
    for (const AircraftState& enemy : state.aircraft) {
        if (!enemy.takesPart() || enemy.side == self->side) continue;
        if (enemy.altitude < kFlakLowestAltitude || enemy.altitude > kFlakHighestAltitude) continue;
        const Point2 want = afterStraights(engine.data, enemy, cardsAhead);
        const std::optional<Point2> place = nearestFlakPlace(*measured, want, enemy.altitude, from);
        if (!place) continue;
        aims.push_back(
            {enemy.id, cardsAhead, *place, enemy.altitude, std::hypot(place->x - want.x, place->y - want.y)});
    }
    std::stable_sort(aims.begin(), aims.end(), [](const FlakAim& a, const FlakAim& b) { return a.missMm < b.missMm; });
    return aims;
}

AimFlak chooseFlak(const Engine& engine, const GameState& state, const Decision& decision) {
    const std::string& step = decision.options.front();
    if (step == nameOf(FlakAction::Keep)) return {decision.aircraft, FlakAction::Keep, {}, 0};
    const std::optional<FlakBattery> battery = flakBattery(engine.data, state, decision.aircraft);
    const TargetState* self = targetOf(state, decision.aircraft);
    if (!battery || self == nullptr) return {decision.aircraft, FlakAction::Hold, {}, 0};
    if (step == nameOf(FlakAction::Burst)) {
        int enemies = 0, friends = 0;
        const Footprint footprint = footprintOf(engine.rules.overlapShape);
        for (const AircraftState& airplane : state.aircraft) {
            const AircraftType* type = engine.data.aircraftType(airplane.type);
            if (type == nullptr || !self->token) continue;
            const FlakHit hit = flakHit(*battery, self->token->at, self->token->altitude, airplane,
                                        *engine.data.geometryOf(*type), footprint, engine.rules.flakNearMiss);
            if (hit != FlakHit::None) ++(airplane.side == self->side ? friends : enemies);
        }
        return {decision.aircraft, enemies > friends ? FlakAction::Burst : FlakAction::Delay, {}, 0};
    }
    // AA-06: the shell bursts after the 2nd maneuver: two cards ahead.
    constexpr int kCardsToTheBurst = 2;
    const auto aims = flakAims(engine, state, decision.aircraft, kCardsToTheBurst);
    if (aims.empty() || aims.front().missMm > battery->rulerMm / 2) return {decision.aircraft, FlakAction::Hold, {}, 0};
    return {decision.aircraft, FlakAction::Place, aims.front().at, aims.front().altitude};
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
        if (outcome.crashes || mayRunIntoRelief(state.table.relief, *self, outcome)) return;
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
