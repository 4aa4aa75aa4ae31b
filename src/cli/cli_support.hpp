#pragma once
// What the jasta-cli commands share: argument parsing, loading the data and a
// scenario, and failing with exit 2 and a clear message on bad input.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <ostream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/event.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/words/events.hpp"

namespace jasta::cli {

// Bad input from the user (unknown scenario, airplane, card...): exit 2.
struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};
// Wrong arguments: exit 1 with the usage line.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// `--name value` options and flags. Throws UsageError for anything not in
// `valued` or `flags`, or a missing value.
class Arguments {
public:
    Arguments(std::span<const std::string_view> args, std::initializer_list<std::string_view> valued,
              std::initializer_list<std::string_view> flags = {});
    [[nodiscard]] std::optional<std::string> value(std::string_view name) const;
    [[nodiscard]] std::string required(std::string_view name) const;
    [[nodiscard]] bool flag(std::string_view name) const;
    [[nodiscard]] const std::vector<std::string>& positional() const { return m_positional; }

private:
    std::map<std::string, std::string, std::less<>> m_values;
    std::vector<std::string> m_flags;
    std::vector<std::string> m_positional;
};

// The data folder: --data, else the usual places (findDataDir); throws
// InputError when there is none.
std::filesystem::path dataDir(const Arguments& arguments);

// The game data of dataDir; throws InputError listing every problem when it
// does not validate.
GameData loadData(const Arguments& arguments);

// A scenario by file path, or by id from the data folder.
Scenario loadScenario(const GameData& data, const std::string& fileOrId);

// The rule set named by --ruleset, else the scenario's, checked against the
// era, with the scenario's rule changes on top (Scenario::ruleChanges).
RuleSet chooseRuleSet(const GameData& data, const Scenario& scenario, const Arguments& arguments);

// An event line: its facts (toJson) and its sentence for the log as "text".
nlohmann::json eventJson(const Event& event, const words::EventNames& names);

// A whole number of 0 or more given to `option` ("--seed"); throws InputError
// naming the option and what was found otherwise.
std::uint64_t parseWhole(const std::string& text, std::string_view option);

// Millimetres and degrees to a thousandth, without "-0": enough for any
// table, and free of floating-point noise in the JSON output.
double rounded(double value);

// Splits "a,b,c".
std::vector<std::string> splitList(std::string_view text);

}  // namespace jasta::cli
