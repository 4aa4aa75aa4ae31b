// jasta-cli tournament --scenario ID|FILE --pilots A,B --games N --seed S [--jobs J] [--ruleset ID]
//                      [--turn-cap T] [--data DIR]
// Plays N games between two computer pilots in this one process (the data
// loaded once) and prints one JSON object:
//   {"games": N, "pilots": {"A": {"wins", "losses", "draws", "mean_decision_s", "max_decision_s"}, "B": {...}}}
// A flies the scenario's first side in games 0, 2, 4, ... and the second in
// the odd ones. Every game starts from a fair set-up: the scenario's whole
// set-up turned by one random angle about the table's centre and shifted at
// random, distances and angles between airplanes unchanged (fairSetup in
// jasta/pilots/game_runner.hpp). Game i plays with deriveSeed(S, i), so the
// wins, losses and draws are the same for a seed whatever J is (the times
// are measured, so they vary). A pilot playing both sides (--pilots
// greedy,greedy) has one entry that counts both seats of every game. A game
// still going after T turns (100) is a draw.

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "commands.hpp"
#include "jasta/pilots/game_runner.hpp"

namespace jasta::cli {

namespace {

// Caps on what one command line may ask for (bad input never hangs the tool for days).
constexpr std::uint64_t kMaxGames = 10'000'000;
constexpr std::uint64_t kMaxJobs = 256;
constexpr std::uint64_t kMaxTurnCap = 10'000;

int boundedCount(const Arguments& arguments, std::string_view option, std::uint64_t low, std::uint64_t high,
                 std::uint64_t otherwise) {
    const auto text = arguments.value(option);
    const std::uint64_t number = text ? parseWhole(*text, option) : otherwise;
    if (number < low || number > high)
        throw InputError(std::string(option) + " must be from " + std::to_string(low) + " to " + std::to_string(high) +
                         " (found " + std::to_string(number) + ")");
    return static_cast<int>(number);
}

}  // namespace

int runTournament(std::span<const std::string_view> args, std::ostream& out, std::ostream& err) {
    const Arguments arguments(
        args, {"--scenario", "--pilots", "--games", "--seed", "--jobs", "--ruleset", "--turn-cap", "--data"});
    TournamentOptions options;
    const auto pilots = splitList(arguments.required("--pilots"));
    if (pilots.size() != 2)
        throw InputError("--pilots takes two pilots, \"A,B\" (found \"" + arguments.required("--pilots") + "\")");
    for (const auto& name : pilots)
        if (findPilot(name) == nullptr)
            throw InputError("--pilots: no pilot \"" + name + "\" (the pilots are: " + pilotNames() + ")");
    options.pilotA = pilots[0];
    options.pilotB = pilots[1];
    (void)arguments.required("--games");
    options.games = boundedCount(arguments, "--games", 1, kMaxGames, 0);
    options.seed = parseWhole(arguments.required("--seed"), "--seed");
    options.jobs = boundedCount(arguments, "--jobs", 1, kMaxJobs, 1);
    options.turnCap = boundedCount(arguments, "--turn-cap", 1, kMaxTurnCap, kDefaultTurnCap);

    const GameData data = loadData(arguments);
    const Scenario scenario = loadScenario(data, arguments.required("--scenario"));
    const RuleSet& ruleSet = chooseRuleSet(data, scenario, arguments);
    const Engine engine{data, RuleOptions::from(ruleSet, data.options)};
    TournamentResult result;
    try {
        result = jasta::runTournament(engine, scenario, ruleSet.id, options);
    } catch (const std::invalid_argument& error) {
        throw InputError(std::string("--scenario ") + arguments.required("--scenario") + ": " + error.what());
    }
    nlohmann::json scores = nlohmann::json::object();
    for (const auto& score : result.pilots)
        scores[score.name] = {{"wins", score.wins},
                              {"losses", score.losses},
                              {"draws", score.draws},
                              {"mean_decision_s", score.times.meanSeconds()},
                              {"max_decision_s", score.times.maxSeconds}};
    out << nlohmann::json{{"games", result.games}, {"pilots", scores}}.dump() << '\n';
    (void)err;
    return kExitOk;
}

}  // namespace jasta::cli
