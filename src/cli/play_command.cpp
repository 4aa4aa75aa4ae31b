// jasta-cli play --scenario FILE|ID --plans FILE --seed N [--ruleset ID] [--save OUT] [--data DIR]
// Runs turns from a plans file through the turn engine and prints every
// event as one JSON line, then one line with the final state and the state
// hash after every phase. Bad files: `file:/pointer: message`, exit 2.

#include <cstdio>
#include <fstream>
#include <sstream>

#include "cli_support.hpp"
#include "commands.hpp"
#include "jasta/script.hpp"
#include "jasta/version.hpp"

namespace jasta::cli {

namespace {

std::uint64_t parseSeed(const std::string& text) {
    std::size_t used = 0;
    unsigned long long seed = 0;
    try {
        seed = std::stoull(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || text.empty() || text[0] == '-')
        throw InputError("--seed must be a whole number of 0 or more (found \"" + text + "\")");
    return seed;
}

// Writes `text` to `path` through a temporary file and a rename, so a crash
// never leaves half a file where a good one was.
void writeAtomically(const std::filesystem::path& path, const std::string& text) {
    auto temporary = path;
    temporary += ".partial";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out) throw InputError("cannot write " + temporary.generic_string());
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) throw InputError("cannot write " + path.generic_string() + ": " + error.message());
}

}  // namespace

int runPlay(std::span<const std::string_view> args, std::ostream& out, std::ostream& err) {
    const Arguments arguments(args, {"--scenario", "--plans", "--seed", "--ruleset", "--save", "--data"});
    const GameData data = loadData(arguments);
    const Scenario scenario = loadScenario(data, arguments.required("--scenario"));
    const RuleSet& ruleSet = chooseRuleSet(data, scenario, arguments);
    const std::uint64_t seed = parseSeed(arguments.required("--seed"));

    const std::string plansFile = arguments.required("--plans");
    std::ifstream in(plansFile, std::ios::binary);
    if (!in) throw InputError(plansFile + ": no such file");
    std::vector<ScriptedTurn> turns;
    try {
        turns = scriptFromJson(nlohmann::json::parse(in));
    } catch (const nlohmann::json::exception& error) {
        throw InputError(plansFile + ": not valid JSON: " + error.what());
    } catch (const std::invalid_argument& error) {
        throw InputError(plansFile + ":" + error.what());
    }

    const Engine engine{data, RuleOptions::from(ruleSet, data.options)};
    PlayResult result;
    try {
        result = playScript(engine, scenario, ruleSet.id, seed, turns);
    } catch (const ScriptError& error) {
        throw InputError(plansFile + ":" + error.what());
    }
    for (const auto& event : result.events) out << toJson(event).dump() << '\n';
    nlohmann::json hashes = nlohmann::json::array();
    for (const auto& hash : result.hashes) hashes.push_back({{"turn", hash.turn}, {"phase", hash.phase}, {"hash", hash.hash}});
    out << nlohmann::json{{"final", toJson(result.state)}, {"hash", stateHash(result.state, result.rng)}, {"hashes", hashes}}.dump()
        << '\n';

    if (auto save = arguments.value("--save")) {
        nlohmann::json commands = nlohmann::json::array();
        for (const auto& command : result.commands) commands.push_back(toJson(command));
        const nlohmann::json file{{"format", "jasta-game"},  {"format_version", 1},          {"program_version", kVersion},
                                  {"scenario", scenario.id}, {"ruleset", ruleSet.id},        {"seed", seed},
                                  {"commands", commands},    {"hashes", hashes}};
        writeAtomically(*save, file.dump(2) + "\n");
    }
    (void)err;
    return kExitOk;
}

}  // namespace jasta::cli
