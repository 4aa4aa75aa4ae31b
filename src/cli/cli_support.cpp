#include "cli_support.hpp"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "jasta/base/data_paths.hpp"
#include "jasta/data/setup.hpp"

namespace jasta::cli {

Arguments::Arguments(std::span<const std::string_view> args, std::initializer_list<std::string_view> valued,
                     std::initializer_list<std::string_view> flags) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg.rfind("--", 0) != 0) {
            m_positional.emplace_back(arg);
            continue;
        }
        if (std::find(flags.begin(), flags.end(), arg) != flags.end()) {
            m_flags.emplace_back(arg);
            continue;
        }
        if (std::find(valued.begin(), valued.end(), arg) == valued.end())
            throw UsageError("unknown option " + std::string(arg));
        if (i + 1 >= args.size()) throw UsageError(std::string(arg) + " needs a value");
        m_values[std::string(arg)] = std::string(args[++i]);
    }
}

std::optional<std::string> Arguments::value(std::string_view name) const {
    auto it = m_values.find(name);
    if (it == m_values.end()) return std::nullopt;
    return it->second;
}

std::string Arguments::required(std::string_view name) const {
    auto found = value(name);
    if (!found) throw UsageError(std::string(name) + " is required");
    return *found;
}

bool Arguments::flag(std::string_view name) const {
    return std::find(m_flags.begin(), m_flags.end(), name) != m_flags.end();
}

std::filesystem::path dataDir(const Arguments& arguments) {
    if (auto given = arguments.value("--data")) return std::filesystem::path(*given);
    if (auto found = findDataDir()) return *found;
    throw InputError("no data folder found; name one with --data DIR");
}

GameData loadData(const Arguments& arguments) {
    Diagnostics diagnostics;
    GameData data = loadGameData(dataDir(arguments), diagnostics);
    if (!diagnostics.empty())
        throw InputError("the data folder has problems (run `jasta-cli validate`):\n" + diagnostics.toString());
    return data;
}

Scenario loadScenario(const GameData& data, const std::string& fileOrId) {
    std::error_code error;
    if (std::filesystem::is_regular_file(fileOrId, error)) {
        Diagnostics diagnostics;
        auto scenario = loadScenarioFile(fileOrId, data, diagnostics);
        if (!scenario) throw InputError(diagnostics.toString());
        return *scenario;
    }
    if (const auto* scenario = data.scenario(fileOrId)) return *scenario;
    throw InputError("no scenario file or scenario id \"" + fileOrId + "\"");
}

RuleSet chooseRuleSet(const GameData& data, const Scenario& scenario, const Arguments& arguments) {
    const std::string id = arguments.value("--ruleset").value_or(scenario.ruleset);
    const RuleSet* rules = data.ruleset(id);
    if (rules == nullptr) {
        std::string known;
        for (const auto& [name, set] : data.rulesets) known += (known.empty() ? "" : ", ") + name;
        throw InputError("no rule set \"" + id + "\" (known: " + known + ")");
    }
    if (rules->era != scenario.era)
        throw InputError("rule set \"" + id + "\" is for " + std::string(nameOf(rules->era)) + ", the scenario is " +
                         std::string(nameOf(scenario.era)));
    try {
        return customRuleSet(*rules, scenario.ruleChanges, data.options);
    } catch (const SetupError& error) {
        throw InputError(scenario.file + ": /rule_changes: " + error.what());
    }
}

nlohmann::json eventJson(const Event& event, const words::EventNames& names) {
    auto json = toJson(event);
    json["text"] = words::describe(event, names);
    return json;
}

std::uint64_t parseWhole(const std::string& text, std::string_view option) {
    std::size_t used = 0;
    unsigned long long number = 0;
    try {
        number = std::stoull(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || text.empty() || text[0] == '-')
        throw InputError(std::string(option) + " must be a whole number of 0 or more (found \"" + text + "\")");
    return number;
}

double rounded(double value) {
    const double result = std::round(value * 1000.0) / 1000.0;
    return result == 0.0 ? 0.0 : result;
}

std::vector<std::string> splitList(std::string_view text) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto comma = text.find(',', start);
        const auto end = comma == std::string_view::npos ? text.size() : comma;
        parts.emplace_back(text.substr(start, end - start));
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    return parts;
}

}  // namespace jasta::cli
