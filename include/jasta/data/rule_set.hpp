#pragma once
// Rule options (RULES.md §4): every place where the sources disagree is a
// named option; a RuleSet picks one value for each.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/enums.hpp"

namespace jasta {

struct RuleOptionValue {
    std::string id;
    std::string label;
    std::string explanation;
    // False for a value whose rules the engine does not play yet (an
    // option may be played with some of its values only): not offered, and
    // refused where a preset, scenario or set-up names it.
    bool played = true;
};

struct RuleOption {
    std::string key;
    std::optional<std::string> conflict;  // "CONF-22"
    std::vector<std::string> rules;       // rule ids it affects
    std::string title;
    std::string explanation;
    std::vector<RuleOptionValue> values;
    std::string defaultValue;
    // False for an option whose rules the engine does not play yet: it is
    // listed (so the catalogue stays whole) but never offered, and a preset,
    // scenario or set-up that names it is refused.
    bool played = true;

    [[nodiscard]] const RuleOptionValue* value(std::string_view id) const;
};

struct RuleOptionCatalog {
    std::vector<RuleOption> options;
    std::string file;
    [[nodiscard]] const RuleOption* option(std::string_view key) const;
};

// Why an option or a value that is not played yet (RuleOption::played,
// RuleOptionValue::played) cannot be set, for the refusals of presets,
// scenarios and set-ups. Empty when `value` of `option` is played.
std::string notPlayedYet(const RuleOption& option);
std::string notPlayedYet(const RuleOption& option, const RuleOptionValue& value);

// The id of a preset whose options the players changed (setup.hpp's
// customRuleSet) is the preset's id followed by this: "ww1-standard+custom".
inline constexpr std::string_view kCustomRuleSetSuffix = "+custom";

struct RuleSet {
    std::string id;
    std::string name;
    Era era = Era::Ww1;
    std::string description;
    std::map<std::string, std::string, std::less<>> values;  // key -> value id, as written
    std::string file;

    // The value of an option: as the preset says, else the catalog default.
    [[nodiscard]] std::string value(const RuleOptionCatalog& catalog, std::string_view key) const;
};

}  // namespace jasta
