// jasta-cli play --scenario FILE|ID --plans FILE --seed N [--ruleset ID] [--save OUT.jasta] [--data DIR]
// Runs turns from a plans file through the turn engine and prints every
// event as one JSON line, then one line with the final state and the state
// hash after every phase. Bad files: `file:/pointer: message`, exit 2.

#include "cli_support.hpp"

#include <nlohmann/json.hpp>
#include "commands.hpp"
#include "jasta/game/save.hpp"
#include "jasta/game/script.hpp"

namespace jasta::cli {

int runPlay(std::span<const std::string_view> args, std::ostream& out, std::ostream& err) {
    const Arguments arguments(args, {"--scenario", "--plans", "--seed", "--ruleset", "--save", "--data"});
    const GameData data = loadData(arguments);
    const Scenario scenario = loadScenario(data, arguments.required("--scenario"));
    const RuleSet& ruleSet = chooseRuleSet(data, scenario, arguments);
    const std::uint64_t seed = parseWhole(arguments.required("--seed"), "--seed");

    const std::string plansFile = arguments.required("--plans");
    Diagnostics problems;
    const std::vector<ScriptedTurn> turns = loadScriptFile(plansFile, problems);
    if (!problems.empty()) throw InputError(problems.toString());

    const Engine engine{data, RuleOptions::from(ruleSet, data.options)};
    const PlayResult result = playScriptUntilRefused(engine, scenario, ruleSet.id, seed, turns);
    const words::EventNames names(data, result.state);
    for (const auto& event : result.events) out << eventJson(event, names).dump() << '\n';
    // The events up to a refusal are printed first, so the reader sees how far the script went.
    if (result.refusal) throw InputError(plansFile + ":" + result.refusal->what());
    nlohmann::json hashes = nlohmann::json::array();
    for (const auto& hash : result.hashes)
        hashes.push_back({{"turn", hash.turn}, {"phase", hash.phase}, {"hash", hash.hash}});
    out << nlohmann::json{{"final", toJson(result.state)},
                          {"hash", stateHash(result.state, result.rng)},
                          {"hashes", hashes}}
               .dump()
        << '\n';

    if (auto file = arguments.value("--save")) {
        SavedGame save = newSave(data, scenario, ruleSet, seed, utcNow());
        save.commands = result.commands;
        save.hashes = result.hashes;
        save.endHash = stateHash(result.state, result.rng);
        save.saved = save.created;
        writeSaveFile(*file, save);
    }
    (void)err;
    return kExitOk;
}

}  // namespace jasta::cli
