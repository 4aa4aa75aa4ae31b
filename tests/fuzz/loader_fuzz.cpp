// libFuzzer targets for the loaders of everything Jasta reads: one program
// per kind of file, built from this source with JASTA_FUZZ_KIND set to one of
// the kinds below (tests/fuzz/CMakeLists.txt). Any bytes must either load or
// be refused through Diagnostics; an exception, a crash, a hang or a
// sanitizer report is a bug. scripts/fuzz-smoke.sh seeds each with the real
// files of its kind.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "jasta/data/game_data.hpp"
#include "jasta/data/pilot_roster.hpp"
#include "jasta/data/rules_catalog.hpp"
#include "jasta/game/script.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/teaching/lesson.hpp"
#include "json_reader.hpp"
#include "loaders.hpp"

#define JASTA_KIND_AIRCRAFT 1
#define JASTA_KIND_MANEUVERS 2
#define JASTA_KIND_DAMAGE 3
#define JASTA_KIND_GEOMETRY 4
#define JASTA_KIND_SCENARIO 5
#define JASTA_KIND_RULESET 6
#define JASTA_KIND_RULES 7
#define JASTA_KIND_LESSON 8
#define JASTA_KIND_PLANS 9
#define JASTA_KIND_ROSTER 10

namespace {

const jasta::GameData& data() {
    static const jasta::GameData loaded = jasta::loadGameDataOrThrow(JASTA_FUZZ_DATA_DIR);
    return loaded;
}

// A plans file is played for this many turns at most, so that the fuzzer
// keeps a useful number of runs per second (a turn costs about a millisecond).
[[maybe_unused]] constexpr std::size_t kMaxPlayedTurns = 2;

[[maybe_unused]] void play(const std::vector<jasta::ScriptedTurn>& turns, const char* scenarioId) {
    const jasta::Scenario& scenario = *data().scenario(scenarioId);
    const jasta::RuleSet& rules = *data().ruleset(scenario.ruleset);
    const jasta::Engine engine{data(), jasta::RuleOptions::from(rules, data().options)};
    const std::vector<jasta::ScriptedTurn> some(
        turns.begin(), turns.begin() + static_cast<std::ptrdiff_t>(std::min(turns.size(), kMaxPlayedTurns)));
    const auto result = jasta::playScriptUntilRefused(engine, scenario, rules.id, 1, some);
    (void)jasta::toJson(result.state).dump();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    using namespace jasta;
    const std::string_view text(reinterpret_cast<const char*>(bytes), size);
    const std::string file = "fuzz.json";
    Diagnostics diagnostics;
#if JASTA_FUZZ_KIND == JASTA_KIND_RULES
    (void)parseRulesFile(text, file, diagnostics);
#elif JASTA_FUZZ_KIND == JASTA_KIND_ROSTER
    // A roster read must write back to a roster that reads the same.
    if (const auto roster = rosterFromText(text, file, diagnostics)) {
        Diagnostics again;
        const auto reread = rosterFromText(rosterText(*roster), file, again);
        if (!reread || *reread != *roster) __builtin_trap();
    }
#else
    const auto json = detail::parseJsonText(text, file, diagnostics);
    if (!json) return 0;
    (void)json->dump();  // writing (and hashing) the document must be safe too
#if JASTA_FUZZ_KIND == JASTA_KIND_AIRCRAFT
    (void)detail::loadAircraft(*json, file, diagnostics);
#elif JASTA_FUZZ_KIND == JASTA_KIND_MANEUVERS
    (void)detail::loadManeuverDeck(*json, file, diagnostics);
#elif JASTA_FUZZ_KIND == JASTA_KIND_DAMAGE
    (void)detail::loadDamageDeck(*json, file, diagnostics);
#elif JASTA_FUZZ_KIND == JASTA_KIND_GEOMETRY
    (void)detail::loadGeometry(*json, file, diagnostics);
#elif JASTA_FUZZ_KIND == JASTA_KIND_SCENARIO
    // Checked against the shipped data as `--scenario FILE` is, then set up as a new game.
    if (const auto scenario = scenarioFromJson(*json, file, data(), diagnostics)) {
        const RuleSet& rules = *data().ruleset(scenario->ruleset);
        const Engine engine{data(), RuleOptions::from(rules, data().options)};
        Rng rng(1);
        const auto started = newGame(engine, *scenario, rules.id, rng);
        (void)pending(started.state);
    }
#elif JASTA_FUZZ_KIND == JASTA_KIND_RULESET
    // A rule set preset, and the option catalogue (rulesets/options.json).
    if (const auto rules = detail::loadRuleSet(*json, file, diagnostics)) (void)rules->values.size();
    (void)detail::loadRuleOptions(*json, file, diagnostics);
#elif JASTA_FUZZ_KIND == JASTA_KIND_LESSON
    (void)lessonFromJson(*json, file, data(), diagnostics);
#elif JASTA_FUZZ_KIND == JASTA_KIND_PLANS
    std::vector<ScriptedTurn> turns;
    try {
        turns = scriptFromJson(*json);
    } catch (const std::invalid_argument&) {
        return 0;  // refused with "/pointer: message"
    }
    // Played on the scenario its first plan names (the golden plans files are
    // for these two), so that most runs get past the names check.
    const bool ww2 = !turns.empty() && !turns.front().plans.empty() &&
                     turns.front().plans.begin()->first != "albatros" && turns.front().plans.begin()->first != "spad";
    play(turns, ww2 ? "ww2_channel" : "ww1_duel");
#else
#error "JASTA_FUZZ_KIND names no loader"
#endif
#endif
    return 0;
}
