// jasta-cli check --scenario FILE|ID [--ruleset ID] [--data DIR]
// Who could fire at whom and who could tail whom, with the airplanes where
// the scenario places them: one JSON object with every ordered pair of
// airplanes and every weapon (checkShot, RULES.md FIRE-*), and every ordered
// pair of enemies for tailing (checkTail, TAIL-*; asked even when the rule set
// switches tailing off, so that the answer says so).

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "commands.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/words/fire.hpp"
#include "jasta/words/tailing.hpp"

namespace jasta::cli {

namespace {

nlohmann::json toJson(const ShotCheck& shot, const std::string& reason) {
    return {{"shooter", shot.shooter},
            {"target", shot.target},
            {"weapon", shot.weapon},
            {"in_arc", shot.inArc},
            {"range", nameOf(shot.range)},
            {"distance_mm", rounded(shot.distanceMm)},
            {"aim_point", {{"x", rounded(shot.aimPoint.x)}, {"y", rounded(shot.aimPoint.y)}}},
            {"blocked_by", shot.blockedBy},
            {"dead_angle", shot.deadAngle},
            {"level_difference", shot.levelDifference},
            {"overlapping", shot.overlapping},
            {"can_fire", shot.canFire},
            {"cards", shot.cards},
            {"deck", std::string(1, shot.deck)},
            {"from_above", shot.fromAbove},
            {"dive_bonus", shot.diveBonus},
            {"steep_bonus", shot.steepBonus},
            {"deflection", shot.deflection},
            {"rules", shot.rules},
            {"reason", reason}};
}

}  // namespace

int runCheck(std::span<const std::string_view> args, std::ostream& out, std::ostream& err) {
    const Arguments arguments(args, {"--scenario", "--ruleset", "--data"});
    const GameData data = loadData(arguments);
    const Scenario scenario = loadScenario(data, arguments.required("--scenario"));
    const RuleSet& ruleSet = chooseRuleSet(data, scenario, arguments);
    const RuleOptions rules = RuleOptions::from(ruleSet, data.options);

    std::vector<AircraftState> aircraft;
    for (const auto& placed : scenario.aircraft)
        aircraft.push_back(initialState(placed, *data.aircraftType(placed.type)));
    const auto overlaps = findOverlaps(aircraft, data, rules.overlapShape);

    nlohmann::json output{{"fire", nlohmann::json::array()}, {"tailing", nlohmann::json::array()}};
    for (const auto& shooter : aircraft) {
        const AircraftType& type = *data.aircraftType(shooter.type);
        for (const auto& target : aircraft) {
            if (&target == &shooter) continue;
            for (const auto& weapon : type.weapons) {
                const ShotCheck shot = checkShot(data, rules, shooter, weapon, target, aircraft, overlaps);
                output["fire"].push_back(toJson(shot, words::explainShot(shot, data, aircraft)));
            }
        }
    }
    for (const auto& pursuer : aircraft) {
        for (const auto& target : aircraft) {
            if (&target == &pursuer || target.side == pursuer.side) continue;
            const TailCheck tail = checkTail(data, rules, pursuer, target, aircraft, overlaps);
            output["tailing"].push_back({{"pursuer", tail.pursuer},
                                         {"target", tail.target},
                                         {"possible", tail.possible},
                                         {"distance_mm", rounded(tail.distanceMm)},
                                         {"rules", tail.rules},
                                         {"reason", words::explainTail(tail)}});
        }
    }
    out << output.dump() << '\n';
    (void)err;
    return kExitOk;
}

}  // namespace jasta::cli
