#pragma once
// The rule texts of the in-app rules browser (issue 7): every rule of
// RULES.md §2 under its stable id (MOV-06, FIRE-03, ...), written for Jasta in
// our own words, read from data/rules/*.json (data/schema/rules.schema.json).
// The rule options (CONF-xx) are not here: the browser shows them from
// rulesets/options.json (RuleOptionCatalog).
//
// Kept apart from GameData on purpose: the texts are for people, so editing
// a sentence must not change the data hash that saves record.

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/diagnostics.hpp"

namespace jasta {

struct RuleText {
    std::string id;                       // "MOV-06"
    std::string title;                    // short title
    std::string summary;                  // one plain sentence (tooltips, log lines)
    std::vector<std::string> paragraphs;  // the explanation for a newcomer
    std::string status;                   // base, scenario, optional, ww2, ww2-optional, campaign, game-mode
    std::vector<std::string> sources;     // seed codes, "S003"
    std::vector<std::string> conflicts;   // "CONF-22": the rule options that change this rule
    std::vector<std::string> seeAlso;     // related rule ids
    std::string prefix;                   // the section it belongs to, "MOV"
    // Whether Jasta plays it (issue 14); docs/rules-coverage.md is made from
    // these fields. Only a played rule has the three below.
    bool played = false;
    std::string implementation;      // what the rules core does for it, for maintainers (Markdown)
    std::vector<std::string> code;   // the functions and types that do it: "flyCard", "DamagePiles::draw"
    std::vector<std::string> tests;  // what proves it: "Suite.Case" of a gtest, or "tests/scenarios/<name>.json"
};

struct RuleSection {
    std::string prefix;                // "MOV"
    std::string title;                 // "Planning and movement"
    int order = 0;                     // RULES.md section number 2.N -> N
    std::string file;                  // where it was read from
    std::vector<std::string> ruleIds;  // in file order
    // How Jasta plays the section, for docs/rules-coverage.md: readings and
    // what is left out, one Markdown paragraph each.
    std::vector<std::string> coverageNotes;
};

struct RulesCatalog {
    std::vector<RuleSection> sections;  // by order, then prefix
    std::map<std::string, RuleText, std::less<>> rules;

    [[nodiscard]] const RuleText* find(std::string_view id) const;
    [[nodiscard]] const RuleSection* section(std::string_view prefix) const;
};

// Reads every *.json file of `dir` (data/rules). Problems are reported as
// file:/pointer: message; a broken file is skipped, the others still load.
// Also reported: a rule id whose prefix is not the file's, a rule id found in
// two places, a see_also naming no rule of the catalog.
RulesCatalog loadRulesCatalog(const std::filesystem::path& dir, Diagnostics& diagnostics);
// The same checks for one rule-text file already in memory (the fuzz target).
RulesCatalog parseRulesFile(std::string_view text, const std::string& file, Diagnostics& diagnostics);

// Every rule id in `text` ("MOV-06", "CONF-22": two to five capital letters,
// a hyphen, two digits, not inside a longer word), in order of appearance,
// each once.
std::vector<std::string> ruleIdsIn(std::string_view text);

// True for the shape of a rule id ("FIRE-03").
bool isRuleId(std::string_view text);

// True for the forms a played rule's `tests` may take: "Suite.Case" (a
// TEST, TEST_F or TEST_P as written in the source, without the prefix of an
// instantiation) or "tests/scenarios/<name>.json" (a scenario file, run by
// ScenarioFile.BehavesAsExpected). Whether it exists is a test's business.
bool isTestReference(std::string_view text);

}  // namespace jasta
