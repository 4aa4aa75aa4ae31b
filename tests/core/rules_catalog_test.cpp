// The rules browser's texts (issue 7): the loader, its messages on broken
// files, the promise that every rule id the program names anywhere (core,
// app, CLI, data, lessons) opens a page in the browser, and that every played
// rule names tests that exist (issue 14).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "jasta/data/game_data.hpp"
#include "jasta/data/rules_catalog.hpp"

namespace jasta {
namespace {

namespace fs = std::filesystem;

const fs::path kSourceRoot = fs::path(JASTA_TEST_DIR).parent_path();

TEST(RuleIds, AreFoundInTextInOrderEachOnce) {
    EXPECT_EQ(ruleIdsIn("Steep after steep (MOV-03); see MOV-03 and CONF-22, then FIRE-03."),
              (std::vector<std::string>{"MOV-03", "CONF-22", "FIRE-03"}));
    EXPECT_EQ(ruleIdsIn("\"DMG-19\",\"TAIL-02\""), (std::vector<std::string>{"DMG-19", "TAIL-02"}));
}

TEST(RuleIds, IgnoreLookAlikes) {
    // Too many digits, a word around it, a lower-case prefix, one letter, six letters.
    EXPECT_TRUE(ruleIdsIn("MOV-061 xMOV-06 MOV-06a mov-06 M-06 ABCDEF-01 MOV-6").empty());
    EXPECT_TRUE(isRuleId("FIRE-03"));
    EXPECT_FALSE(isRuleId("FIRE-3"));
    EXPECT_FALSE(isRuleId("fire-03"));
}

// A scratch data/rules folder.
class RulesFolder : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::temp_directory_path() /
                ("jasta-rules-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    void write(const std::string& name, const std::string& text) { std::ofstream(m_dir / name) << text; }
    std::string file(const std::string& name) const { return (m_dir / name).generic_string(); }

    fs::path m_dir;
};

const char* const kMovement = R"({"format_version": 1, "prefix": "MOV", "title": "Moving", "order": 1,
  "source": "ours", "coverage_notes": ["How we read it."], "rules": [
  {"id": "MOV-01", "title": "Three cards", "summary": "You plan three cards.", "text": ["One.", "Two."],
   "status": "base", "sources": ["S003"], "see_also": ["FIRE-01"], "played": false},
  {"id": "MOV-03", "title": "No steep twice", "summary": "Never two steep cards in a row.", "text": ["Text."],
   "status": "base", "sources": ["S002", "S004"], "conflicts": ["CONF-04"], "played": true,
   "implementation": "`checkPlan` refuses it", "code": ["checkPlan", "DamagePiles::draw"],
   "tests": ["Ww1Plans.NoTwoSteepCardsInARow", "tests/scenarios/steep_across_turns_destroyed.json"]}]})";
const char* const kFire = R"({"format_version": 1, "prefix": "FIRE", "title": "Firing", "order": 8,
  "source": "ours", "rules": [
  {"id": "FIRE-01", "title": "Range", "summary": "Short or long.", "text": ["Text."], "status": "base",
   "sources": ["S003"], "played": false}]})";

TEST_F(RulesFolder, ReadsSectionsInTheirOrderWithEveryField) {
    write("b_fire.json", kFire);
    write("a_mov.json", kMovement);
    write("z_fire_notes.txt", "not json, not read");
    Diagnostics diagnostics;
    const RulesCatalog catalog = loadRulesCatalog(m_dir, diagnostics);
    EXPECT_EQ(diagnostics.toString(), "");
    ASSERT_EQ(catalog.sections.size(), 2u);
    EXPECT_EQ(catalog.sections[0].prefix, "MOV");
    EXPECT_EQ(catalog.sections[0].ruleIds, (std::vector<std::string>{"MOV-01", "MOV-03"}));
    EXPECT_EQ(catalog.sections[1].title, "Firing");
    const RuleText* steep = catalog.find("MOV-03");
    ASSERT_NE(steep, nullptr);
    EXPECT_EQ(steep->summary, "Never two steep cards in a row.");
    EXPECT_EQ(steep->sources, (std::vector<std::string>{"S002", "S004"}));
    EXPECT_EQ(steep->conflicts, (std::vector<std::string>{"CONF-04"}));
    EXPECT_TRUE(steep->played);
    EXPECT_EQ(steep->implementation, "`checkPlan` refuses it");
    EXPECT_EQ(steep->code, (std::vector<std::string>{"checkPlan", "DamagePiles::draw"}));
    EXPECT_EQ(steep->tests, (std::vector<std::string>{"Ww1Plans.NoTwoSteepCardsInARow",
                                                      "tests/scenarios/steep_across_turns_destroyed.json"}));
    EXPECT_EQ(catalog.sections[0].coverageNotes, (std::vector<std::string>{"How we read it."}));
    EXPECT_TRUE(catalog.sections[1].coverageNotes.empty());
    const RuleText* three = catalog.find("MOV-01");
    EXPECT_EQ(three->paragraphs.size(), 2u);
    EXPECT_FALSE(three->played);
    EXPECT_TRUE(three->tests.empty());
    EXPECT_EQ(catalog.find("MOV-02"), nullptr);
}

// Issue 14: whether a rule is played, and what proves it.
TEST_F(RulesFolder, WhatARuleSaysAboutBeingPlayedIsChecked) {
    write("a_mov.json", R"({"format_version": 1, "prefix": "MOV", "title": "Moving", "order": 1, "source": "ours",
      "rules": [
      {"id": "MOV-01", "title": "t", "summary": "s", "text": ["x"], "status": "base", "sources": ["S003"]},
      {"id": "MOV-02", "title": "t", "summary": "s", "text": ["x"], "status": "base", "sources": ["S003"],
       "played": true, "implementation": "it is"},
      {"id": "MOV-03", "title": "t", "summary": "s", "text": ["x"], "status": "base", "sources": ["S003"],
       "played": true, "implementation": "it is", "code": ["fly card"],
       "tests": ["Ww1Plans.Fine", "NoDot", "tests/core/fire_test.cpp", "tests/scenarios/../x.json"]},
      {"id": "MOV-04", "title": "t", "summary": "s", "text": ["x"], "status": "base", "sources": ["S003"],
       "played": false, "implementation": "not yet", "tests": ["Ww1Plans.Fine"]},
      {"id": "MOV-05", "title": "t", "summary": "s", "text": ["x"], "status": "base", "sources": ["S003"],
       "played": "yes"}]})");
    Diagnostics diagnostics;
    loadRulesCatalog(m_dir, diagnostics);
    const std::string messages = diagnostics.toString();
    const std::string mov = file("a_mov.json");
    for (const std::string& problem :
         {mov + ":/rules/0/played: is missing", mov + ":/rules/1/tests: is missing", mov + ":/rules/2/code/0: must be",
          mov + ":/rules/2/tests/1: must be", mov + ":/rules/2/tests/2: must be", mov + ":/rules/2/tests/3: must be",
          mov + ":/rules/3/implementation: only a played rule", mov + ":/rules/3/tests: only a played rule",
          mov + ":/rules/4/played: must be true or false"})
        EXPECT_NE(messages.find(problem), std::string::npos) << problem << "\n" << messages;
    EXPECT_EQ(messages.find("/rules/2/tests/0"), std::string::npos) << messages;
}

TEST(TestReferences, AreASuiteAndACaseOrAScenarioFile) {
    EXPECT_TRUE(isTestReference("Ww1Plans.NoTwoSteepCardsInARow"));
    EXPECT_TRUE(isTestReference("ScenarioFile.BehavesAsExpected"));
    EXPECT_TRUE(isTestReference("tests/scenarios/immelmann_full_turn.json"));
    for (const char* wrong : {"Ww1Plans", "Ww1Plans.*", "Ww1Plans.No.Two", "1Suite.Case", "Suite.", ".Case",
                              "tests/scenarios/", "tests/scenarios/.json", "tests/scenarios/a/b.json",
                              "tests/scenarios/../golden/x.json", "tests/options/exit_rule.json"})
        EXPECT_FALSE(isTestReference(wrong)) << wrong;
}

TEST_F(RulesFolder, BrokenFilesAreNamedWithThePointerAndTheRestStillLoads) {
    write("a_mov.json", kMovement);
    write("b_broken.json", "{\"format_version\": 1, \"prefix\": ");
    write("c_wrong.json", R"({"format_version": 1, "prefix": "FIRE", "title": "Firing", "order": 8,
      "source": "ours", "rules": [
      {"id": "MOV-02", "title": "t", "summary": "s", "text": ["x"], "status": "base", "sources": ["S003"]},
      {"id": "FIRE-02", "title": "t", "summary": "", "text": ["x"], "status": "basic", "sources": ["S9"]}]})");
    Diagnostics diagnostics;
    const RulesCatalog catalog = loadRulesCatalog(m_dir, diagnostics);
    const std::string messages = diagnostics.toString();
    EXPECT_NE(messages.find(file("b_broken.json") + ": not valid JSON"), std::string::npos) << messages;
    EXPECT_NE(messages.find(file("c_wrong.json") + ":/rules/0/id: \"MOV-02\" does not belong to the section FIRE"),
              std::string::npos)
        << messages;
    EXPECT_NE(messages.find(file("c_wrong.json") + ":/rules/1/summary"), std::string::npos) << messages;
    EXPECT_NE(messages.find(file("c_wrong.json") + ":/rules/1/status"), std::string::npos) << messages;
    EXPECT_NE(messages.find(file("c_wrong.json") + ":/rules/1/sources/0"), std::string::npos) << messages;
    // The good file is there; its see_also to FIRE-01 now points nowhere.
    EXPECT_NE(catalog.find("MOV-03"), nullptr);
    EXPECT_NE(messages.find(file("a_mov.json") + ":/rules/0/see_also/0: no rule \"FIRE-01\""), std::string::npos)
        << messages;
}

TEST_F(RulesFolder, ARuleWrittenTwiceIsReportedWhereItRepeats) {
    write("a_mov.json", kMovement);
    write("b_mov_again.json", std::regex_replace(std::string(kMovement), std::regex("\"order\": 1"), "\"order\": 2"));
    Diagnostics diagnostics;
    const RulesCatalog catalog = loadRulesCatalog(m_dir, diagnostics);
    const std::string messages = diagnostics.toString();
    EXPECT_NE(messages.find(file("b_mov_again.json") + ":/rules/0/id: rule \"MOV-01\" is already written in " +
                            file("a_mov.json")),
              std::string::npos)
        << messages;
    EXPECT_NE(messages.find(file("b_mov_again.json") + ":/prefix: the section MOV is already read from"),
              std::string::npos)
        << messages;
    EXPECT_EQ(catalog.sections.size(), 1u);
}

TEST_F(RulesFolder, AMissingFolderIsSaidPlainly) {
    Diagnostics diagnostics;
    const RulesCatalog catalog = loadRulesCatalog(m_dir / "nowhere", diagnostics);
    EXPECT_TRUE(catalog.rules.empty());
    EXPECT_NE(diagnostics.toString().find("the rules folder is missing"), std::string::npos);
}

std::string fileText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// Every rule id written in the program's sources and data, with one place
// each is used (for the failure message).
std::map<std::string, std::string> ruleIdsUsedByTheProgram() {
    std::map<std::string, std::string> used;
    for (const char* folder : {"src", "include", "data"}) {
        for (const auto& entry : fs::recursive_directory_iterator(kSourceRoot / folder)) {
            if (!entry.is_regular_file()) continue;
            const fs::path& path = entry.path();
            // The browser's own texts are checked by the loader (see_also); schemas only describe.
            if (path.parent_path().filename() == "rules" || path.parent_path().filename() == "schema") continue;
            for (const std::string& id : ruleIdsIn(fileText(path)))
                used.emplace(id, fs::relative(path, kSourceRoot).generic_string());
        }
    }
    return used;
}

// Every gtest the text defines, as "Suite.Case": TEST, TEST_F and TEST_P
// (whose instantiation adds a prefix we leave out), wherever clang-format
// breaks the line inside the brackets.
std::set<std::string> testsDefinedIn(std::string_view text) {
    static const std::regex kDefinition(R"(TEST(_F|_P)?\s*\(\s*(\w+)\s*,\s*(\w+)\s*\))");
    // Where a definition may start; the regex only looks at a short window
    // there (std::regex over whole files is slow).
    constexpr std::size_t kWindow = 300;
    std::set<std::string> tests;
    for (std::size_t at = text.find("TEST"); at != std::string_view::npos; at = text.find("TEST", at + 1)) {
        if (at > 0 && (std::isalnum(static_cast<unsigned char>(text[at - 1])) != 0 || text[at - 1] == '_')) continue;
        const std::string window(text.substr(at, kWindow));
        std::smatch match;
        if (std::regex_search(window, match, kDefinition, std::regex_constants::match_continuous))
            tests.insert(match[2].str() + "." + match[3].str());
    }
    return tests;
}

// The files under `folder` whose name ends with one of `extensions`.
std::vector<fs::path> sourceFiles(const fs::path& folder, std::initializer_list<std::string_view> extensions) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (!entry.is_regular_file()) continue;
        const std::string extension = entry.path().extension().string();
        if (std::find(extensions.begin(), extensions.end(), extension) != extensions.end())
            files.push_back(entry.path());
    }
    return files;
}

TEST(TestDefinitions, AreFoundAcrossLineBreaksAndOnlyWhole) {
    EXPECT_EQ(testsDefinedIn("TEST(Suite, Case) {}\nTEST_F(Fixture,\n       ALongCaseName) {}\n"
                             "TEST_P( Param , Case ) {}\nMY_TEST(Not, This)\nTEST(Broken, \n"),
              (std::set<std::string>{"Suite.Case", "Fixture.ALongCaseName", "Param.Case"}));
}

TEST(ShippedRules, LoadWithoutProblems) {
    Diagnostics diagnostics;
    const RulesCatalog catalog = loadRulesCatalog(fs::path(JASTA_TEST_DATA_DIR) / "rules", diagnostics);
    EXPECT_EQ(diagnostics.toString(), "");
    EXPECT_GE(catalog.sections.size(), 20u);
}

TEST(ShippedRules, EveryRuleIdTheProgramUsesOpensAPageInTheBrowser) {
    Diagnostics diagnostics;
    const RulesCatalog catalog = loadRulesCatalog(fs::path(JASTA_TEST_DATA_DIR) / "rules", diagnostics);
    const GameData data = loadGameDataOrThrow(JASTA_TEST_DATA_DIR);
    std::set<std::string> conflicts;
    for (const RuleOption& option : data.options.options)
        if (option.conflict) conflicts.insert(*option.conflict);

    const auto used = ruleIdsUsedByTheProgram();
    EXPECT_GT(used.size(), 150u);  // the scan really reads the sources
    for (const auto& [id, where] : used) {
        if (id.rfind("CONF-", 0) == 0)
            EXPECT_TRUE(conflicts.count(id)) << id << " (used in " << where << ") is no rule option's conflict";
        else
            EXPECT_NE(catalog.find(id), nullptr) << id << " (used in " << where << ") has no page in data/rules";
    }
    // And a rule's own references lead somewhere too.
    for (const auto& [id, text] : catalog.rules)
        for (const std::string& conflict : text.conflicts)
            EXPECT_TRUE(conflicts.count(conflict)) << id << " names " << conflict << ", which no rule option settles";
}

// Issue 14: whether Jasta plays a rule is its `played` field, which the
// browser shows; no text says it in its own words, where it would go stale.
TEST(ShippedRules, NoTextSaysByHandWhetherJastaPlaysIt) {
    Diagnostics diagnostics;
    const RulesCatalog catalog = loadRulesCatalog(fs::path(JASTA_TEST_DATA_DIR) / "rules", diagnostics);
    for (const auto& [id, rule] : catalog.rules)
        for (const std::string& paragraph : rule.paragraphs)
            for (const char* marker : {"does not play", "not played", "plays this", "in Jasta yet"})
                EXPECT_EQ(paragraph.find(marker), std::string::npos) << id << ": \"" << paragraph << "\"";
}

// Issue 14: a played rule names the tests that prove it, and they exist: each
// "Suite.Case" is defined in a test source, each scenario file is there, and
// each name of the code is a word of src/ or include/.
TEST(ShippedRules, EveryPlayedRuleIsProvedByTestsThatExist) {
    Diagnostics diagnostics;
    const RulesCatalog catalog = loadRulesCatalog(fs::path(JASTA_TEST_DATA_DIR) / "rules", diagnostics);
    ASSERT_EQ(diagnostics.toString(), "");

    std::set<std::string> defined;
    // JASTA_TEST_DIR is the source tree's tests/ folder (tests/CMakeLists.txt).
    for (const fs::path& file : sourceFiles(JASTA_TEST_DIR, {".cpp"})) defined.merge(testsDefinedIn(fileText(file)));
    EXPECT_GT(defined.size(), 500u);  // the scan really reads the test sources
    std::set<std::string> words;      // every identifier-like word of the program's sources
    for (const char* folder : {"src", "include"})
        for (const fs::path& file : sourceFiles(kSourceRoot / folder, {".cpp", ".hpp"})) {
            std::string word;
            for (const char c : fileText(file) + ' ') {
                if (std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_') {
                    word += c;
                } else if (!word.empty()) {
                    words.insert(word);
                    word.clear();
                }
            }
        }

    std::size_t played = 0;
    for (const auto& [id, rule] : catalog.rules) {
        if (!rule.played) continue;
        ++played;
        EXPECT_FALSE(rule.tests.empty()) << id << " is played but names no test that proves it";
        for (const std::string& test : rule.tests) {
            if (test.rfind("tests/", 0) == 0)
                EXPECT_TRUE(fs::is_regular_file(kSourceRoot / test)) << id << " names " << test << ", which is no file";
            else
                EXPECT_TRUE(defined.count(test))
                    << id << " names the test " << test << ", which no TEST, TEST_F or TEST_P under tests/ defines";
        }
        for (const std::string& name : rule.code) {
            std::istringstream parts(std::regex_replace(name, std::regex("::"), " "));  // "DamagePiles::draw"
            for (std::string part; parts >> part;)
                EXPECT_TRUE(words.count(part))
                    << id << " names the code " << name << ", but " << part << " is nowhere in src/ or include/";
        }
    }
    EXPECT_GT(played, 100u);
}

}  // namespace
}  // namespace jasta
