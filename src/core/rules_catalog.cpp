#include "jasta/data/rules_catalog.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <set>

#include "json_reader.hpp"

namespace jasta {

using detail::Json;
using detail::Need;
using detail::ObjectReader;

namespace {

bool isUpper(char c) {
    return c >= 'A' && c <= 'Z';
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isWordChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

// The status tags of data/schema/rules.schema.json.
const std::set<std::string, std::less<>> kStatuses = {"base",         "scenario", "optional", "ww2",
                                                      "ww2-optional", "campaign", "game-mode"};
const std::set<std::string, std::less<>> kSources = {"S000", "S001", "S002", "S003", "S004"};

bool isPrefix(std::string_view text) {
    return text.size() >= 2 && text.size() <= 5 && std::all_of(text.begin(), text.end(), isUpper);
}

// A C++ identifier: a letter or '_', then letters, digits or '_'.
bool isIdentifier(std::string_view text) {
    return !text.empty() && !isDigit(text.front()) && std::all_of(text.begin(), text.end(), isWordChar);
}

// A name of the code, "flyCard" or "DamagePiles::returnAndShuffle".
bool isCodeName(std::string_view text) {
    for (std::size_t colons = text.find("::"); colons != std::string_view::npos; colons = text.find("::")) {
        if (!isIdentifier(text.substr(0, colons))) return false;
        text.remove_prefix(colons + 2);
    }
    return isIdentifier(text);
}

// Where the scenario files a played rule may name live, relative to the repository.
constexpr std::string_view kScenarioTests = "tests/scenarios/";

// Reads what a rule says about being played (issue 14): `played`, and for a
// played rule what the core does, where, and the tests that prove it.
void readPlayed(ObjectReader& entry, RuleText& text) {
    text.played = entry.boolean("played", Need::Required, false);
    if (!entry.has("played")) return;
    if (!text.played) {
        for (const std::string_view key : {"implementation", "code", "tests"})
            if (entry.has(key)) entry.fail(key, "only a played rule says how Jasta plays it and what proves it");
        return;
    }
    text.implementation = entry.string("implementation");
    text.code = entry.strings("code", Need::Optional, true, isCodeName,
                              "a name of the code such as \"flyCard\" or \"DamagePiles::draw\"");
    text.tests = entry.strings("tests", Need::Required, true, isTestReference,
                               "a test \"Suite.Case\" or a scenario file \"tests/scenarios/<name>.json\"");
}

}  // namespace

bool isTestReference(std::string_view text) {
    if (text.substr(0, kScenarioTests.size()) == kScenarioTests) {
        const std::string_view name = text.substr(kScenarioTests.size());
        constexpr std::string_view kJson = ".json";
        return name.size() > kJson.size() && name.substr(name.size() - kJson.size()) == kJson &&
               std::all_of(name.begin(), name.end(), [](char c) { return isWordChar(c) || c == '-' || c == '.'; }) &&
               name.find("..") == std::string_view::npos;
    }
    const auto dot = text.find('.');
    return dot != std::string_view::npos && isIdentifier(text.substr(0, dot)) && isIdentifier(text.substr(dot + 1));
}

bool isRuleId(std::string_view text) {
    const auto dash = text.find('-');
    if (dash == std::string_view::npos || text.size() != dash + 3) return false;
    return isPrefix(text.substr(0, dash)) && isDigit(text[dash + 1]) && isDigit(text[dash + 2]);
}

std::vector<std::string> ruleIdsIn(std::string_view text) {
    std::vector<std::string> ids;
    for (std::size_t dash = text.find('-'); dash != std::string_view::npos; dash = text.find('-', dash + 1)) {
        if (dash + 2 >= text.size() || !isDigit(text[dash + 1]) || !isDigit(text[dash + 2])) continue;
        if (dash + 3 < text.size() && isWordChar(text[dash + 3])) continue;  // "MOV-061", "MOV-06a"
        std::size_t start = dash;
        while (start > 0 && isUpper(text[start - 1]) && dash - start < 5) --start;
        if (dash - start < 2) continue;
        if (start > 0 && isWordChar(text[start - 1])) continue;  // "xMOV-06", "ABCDEFG-01"
        std::string id(text.substr(start, dash + 3 - start));
        if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(std::move(id));
    }
    return ids;
}

const RuleText* RulesCatalog::find(std::string_view id) const {
    const auto found = rules.find(id);
    return found == rules.end() ? nullptr : &found->second;
}

const RuleSection* RulesCatalog::section(std::string_view prefix) const {
    for (const RuleSection& candidate : sections)
        if (candidate.prefix == prefix) return &candidate;
    return nullptr;
}

namespace {

// Reads rule-text files into one catalogue, one file at a time, then checks
// the references between them (finish).
class CatalogBuilder {
public:
    explicit CatalogBuilder(Diagnostics& diagnostics) : m_diagnostics(diagnostics) {}
    void add(const Json& json, const std::string& file);
    RulesCatalog finish();

private:
    Diagnostics& m_diagnostics;
    RulesCatalog m_catalog;
    // Where each id was first read, for the duplicate message.
    std::map<std::string, std::string, std::less<>> m_firstSeen;
    // Each kept rule's pointer in its file, for the cross-reference messages.
    std::map<std::string, std::string, std::less<>> m_pointerOf;
};

void CatalogBuilder::add(const Json& json, const std::string& file) {
    Diagnostics& diagnostics = m_diagnostics;
    {
        ObjectReader reader(json, file, "", diagnostics);
        if (!reader.isObject()) return;
        reader.allowOnly({"format_version", "prefix", "title", "order", "source", "coverage_notes", "rules"});
        reader.formatVersion();
        RuleSection section;
        section.file = file;
        section.prefix = reader.string("prefix");
        if (reader.ok() && !isPrefix(section.prefix))
            reader.fail("prefix", "must be two to five capital letters, such as \"MOV\"");
        section.title = reader.string("title");
        section.order = reader.integer("order", 1, 1000);
        reader.string("source");
        section.coverageNotes = reader.strings(
            "coverage_notes", Need::Optional, true, [](std::string_view s) { return !s.empty(); },
            "a non-empty string");
        std::vector<RuleText> texts;
        std::set<std::string> idsInFile;
        reader.eachObject("rules", Need::Required, true, [&](ObjectReader& entry, std::size_t) {
            entry.allowOnly({"id", "title", "summary", "text", "status", "sources", "conflicts", "see_also", "played",
                             "implementation", "code", "tests"});
            RuleText text;
            text.id = entry.string("id");
            if (entry.ok() && !isRuleId(text.id))
                entry.fail("id", "must be a rule id such as \"MOV-06\"");
            else if (entry.ok() && !section.prefix.empty() && text.id.rfind(section.prefix + "-", 0) != 0)
                entry.fail("id", "\"" + text.id + "\" does not belong to the section " + section.prefix);
            text.title = entry.string("title");
            text.summary = entry.string("summary");
            text.paragraphs = entry.strings(
                "text", Need::Required, true, [](std::string_view s) { return !s.empty(); }, "a non-empty string");
            text.status = entry.string("status");
            if (!text.status.empty() && !kStatuses.count(text.status))
                entry.fail("status",
                           "must be one of: base, scenario, optional, ww2, ww2-optional, campaign, game-mode");
            text.sources = entry.strings(
                "sources", Need::Required, true, [](std::string_view s) { return kSources.count(s) > 0; },
                "a seed code S000 to S004");
            text.conflicts = entry.strings(
                "conflicts", Need::Optional, false,
                [](std::string_view s) { return isRuleId(s) && s.rfind("CONF-", 0) == 0; },
                "a conflict id such as \"CONF-22\"");
            text.seeAlso = entry.strings("see_also", Need::Optional, false, isRuleId, "a rule id such as \"MOV-06\"");
            text.prefix = section.prefix;
            readPlayed(entry, text);
            entry.unique("id", text.id, idsInFile, "rule");
            if (entry.ok()) texts.push_back(std::move(text));
        });
        if (!reader.ok()) return;
        for (std::size_t i = 0; i < texts.size(); ++i) {
            RuleText& text = texts[i];
            const auto [seen, fresh] = m_firstSeen.emplace(text.id, file);
            if (!fresh) {
                diagnostics.add(file, appendPointer(appendPointer("/rules", i), "id"),
                                "rule \"" + text.id + "\" is already written in " + seen->second);
                continue;
            }
            m_pointerOf[text.id] = appendPointer("/rules", i);
            section.ruleIds.push_back(text.id);
            m_catalog.rules.emplace(text.id, std::move(text));
        }
        if (const RuleSection* other = m_catalog.section(section.prefix))
            diagnostics.add(file, "/prefix", "the section " + section.prefix + " is already read from " + other->file);
        else
            m_catalog.sections.push_back(std::move(section));
    }
}

RulesCatalog CatalogBuilder::finish() {
    Diagnostics& diagnostics = m_diagnostics;
    std::sort(m_catalog.sections.begin(), m_catalog.sections.end(), [](const RuleSection& a, const RuleSection& b) {
        return a.order != b.order ? a.order < b.order : a.prefix < b.prefix;
    });
    // Cross-references, once everything is read.
    for (const RuleSection& section : m_catalog.sections) {
        for (const std::string& id : section.ruleIds) {
            const RuleText& text = m_catalog.rules.at(id);
            for (std::size_t s = 0; s < text.seeAlso.size(); ++s)
                if (!m_catalog.find(text.seeAlso[s]) && text.seeAlso[s].rfind("CONF-", 0) != 0)
                    diagnostics.add(section.file, appendPointer(appendPointer(m_pointerOf.at(id), "see_also"), s),
                                    "no rule \"" + text.seeAlso[s] + "\" in the rules browser");
        }
    }
    return std::move(m_catalog);
}

}  // namespace

RulesCatalog loadRulesCatalog(const std::filesystem::path& dir, Diagnostics& diagnostics) {
    std::error_code error;
    if (!std::filesystem::is_directory(dir, error)) {
        diagnostics.add(dir.generic_string(), "", "the rules folder is missing");
        return {};
    }
    CatalogBuilder builder(diagnostics);
    for (const auto& path : detail::jsonFilesIn(dir, diagnostics)) {
        const std::string file = path.generic_string();
        if (const auto json = detail::readJsonFile(path, file, diagnostics)) builder.add(*json, file);
    }
    return builder.finish();
}

RulesCatalog parseRulesFile(std::string_view text, const std::string& file, Diagnostics& diagnostics) {
    CatalogBuilder builder(diagnostics);
    if (const auto json = detail::parseJsonText(text, file, diagnostics)) builder.add(*json, file);
    return builder.finish();
}

}  // namespace jasta
