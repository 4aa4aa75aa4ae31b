#include "jasta/rules/taxiing.hpp"

#include <cmath>
#include <stdexcept>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/rules/relief.hpp"

namespace jasta {

namespace {

constexpr double kRollMm = 30;  // an offered roll ahead or back: inside the card (S000) and the base (S004)

}  // namespace

bool mayTaxi(const RuleOptions& rules, const AircraftState& state) {
    return rules.groundOperations() && state.onGround() && state.groundProcedure == GroundProcedure::None &&
           state.groundStep == 0 && !state.stoppedThisTurn && state.groundedTurns == 0;
}

TaxiVerdict checkTaxi(const GameData& data, const RuleOptions& rules, const AircraftState& state, const Pose& to,
                      const TableSize& table) {
    if (!mayTaxi(rules, state)) return TaxiVerdict::NotParked;
    if (!std::isfinite(to.x) || !std::isfinite(to.y) || !std::isfinite(to.heading) || to.x < 0 || to.y < 0 ||
        to.x > table.width || to.y > table.height)
        return TaxiVerdict::OffTable;
    if (floorAt(table.relief, {to.x, to.y}) > 0) return TaxiVerdict::OnRelief;
    const GeometrySpec& geometry = airplaneGeometry(data, state);
    if (rules.groundMovement == GroundRules::S000)
        return footprintCovers(state.pose, geometry, Footprint::Card, {to.x, to.y}) ? TaxiVerdict::Allowed
                                                                                    : TaxiVerdict::OffCard;
    const bool stays = to.x == state.pose.x && to.y == state.pose.y;
    return stays || footprintsOverlap(state.pose, geometry, Footprint::Base, to, geometry, Footprint::Base)
               ? TaxiVerdict::Allowed
               : TaxiVerdict::OffBase;
}

std::string_view taxiRule(const RuleOptions& rules) {
    return rules.groundMovement == GroundRules::S000 ? "GND-08" : "GND-17";
}

std::vector<TaxiMove> taxiMoves(const GameData& data, const RuleOptions& rules, const AircraftState& state,
                                const TableSize& table) {
    std::vector<TaxiMove> moves;
    if (!mayTaxi(rules, state)) return moves;
    const Pose& at = state.pose;
    const auto turned = [&](double by) { return Pose{at.x, at.y, normalizeHeading(at.heading + by)}; };
    const auto rolled = [&](double mm) {
        const Point2 to = toTable(at, {0, mm});  // mm along its heading
        return Pose{to.x, to.y, at.heading};
    };
    const std::vector<TaxiMove> offered{{"left_45", turned(-45)},  {"left_90", turned(-90)}, {"right_45", turned(45)},
                                        {"right_90", turned(90)},  {"about", turned(180)},   {"ahead", rolled(kRollMm)},
                                        {"back", rolled(-kRollMm)}};
    for (const TaxiMove& move : offered)
        if (checkTaxi(data, rules, state, move.to, table) == TaxiVerdict::Allowed) moves.push_back(move);
    return moves;
}

}  // namespace jasta
