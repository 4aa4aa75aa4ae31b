#include "jasta/rules/bombing.hpp"

#include <algorithm>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/overlap.hpp"

namespace jasta {

int bombMarkers(int level) {
    if (level <= 1) return 0;
    if (level <= 3) return 1;
    if (level <= 6) return 2;
    if (level <= 10) return 3;
    return 4;
}

const ManeuverCard* bombMoveCard(const ManeuverDeck& deck, bool afterStall) {
    const CardKind wanted = afterStall ? CardKind::Stall : CardKind::Straight;
    const auto found = std::find_if(deck.cards.begin(), deck.cards.end(),
                                    [&](const ManeuverCard& card) { return card.kind == wanted && !card.steep; });
    if (found != deck.cards.end()) return &*found;
    // A stall is steep (MOV-03): take it as it is.
    const auto any = std::find_if(deck.cards.begin(), deck.cards.end(),
                                  [&](const ManeuverCard& card) { return card.kind == wanted; });
    return any != deck.cards.end() ? &*any : nullptr;
}

BombPath bombPathOf(const ManeuverDeck& deck, const AircraftState& bomber) {
    if (bomber.history.empty()) return {bombMoveCard(deck, false), Speed::Normal};
    const FlownCard& last = bomber.history.back();
    return {bombMoveCard(deck, last.kind == CardKind::Stall), last.speed};
}

const CardMove* bombMove(const ManeuverCard& card, Speed lastSpeed) {
    if (const CardMove* move = card.move(lastSpeed)) return move;
    for (const auto& move : card.moves)
        if (move) return &*move;
    return nullptr;
}

std::optional<Pose> bombLanding(const ManeuverDeck& deck, const GeometrySpec& geometry, const AircraftState& bomber) {
    if (bomber.altitude < 1) return std::nullopt;
    const BombPath path = bombPathOf(deck, bomber);
    const CardMove* move = path.card != nullptr ? bombMove(*path.card, path.speed) : nullptr;
    if (move == nullptr) return std::nullopt;
    Pose landing = bomber.pose;
    for (int moves = 0; moves <= bombMarkers(bomber.altitude); ++moves)
        landing = applyCardMove(landing, *move, geometry);
    return landing;
}

namespace {

OrientedRect cardAt(const Pose& pose, const GroundType& type) {
    return {{pose.x, pose.y}, pose.heading, type.cardWidth.value / 2, type.cardLength.value / 2};
}

}  // namespace

BombCover bombCover(const Pose& bomb, const GroundType& bombCard, const Pose& target, const GroundType& objective) {
    // The red dot in the bomb card's frame: inside its rectangle, edges included.
    const Point2 dot = toLocal(bomb, {target.x, target.y});
    if (std::abs(dot.x) <= bombCard.cardWidth.value / 2 && std::abs(dot.y) <= bombCard.cardLength.value / 2)
        return BombCover::Centre;
    return rectanglesOverlap(cardAt(bomb, bombCard), cardAt(target, objective)) ? BombCover::Touch : BombCover::Miss;
}

int bombDamage(BombCover cover, bool clusters, int count) {
    int each = 0;
    if (cover == BombCover::Centre) each = clusters ? 12 : 5;
    if (cover == BombCover::Touch) each = clusters ? 5 : 2;
    return each * std::max(count, 0);
}

bool releaseBombs(AircraftState& airplane, const AircraftType& type, int count) {
    const bool wasFull = airplane.fullBombLoad;
    airplane.bombs = std::max(0, airplane.bombs - std::max(count, 0));
    airplane.fullBombLoad = hasFullBombLoad(airplane.bombs, airplane.bombsLoaded);
    if (!wasFull || airplane.fullBombLoad) return false;
    // BOMB-08: counters that would now make a level do not; one is discarded.
    if (airplane.climb < climbRate(type, airplane)) return false;
    --airplane.climb;
    return true;
}

}  // namespace jasta
