// jasta-cli validate [--data DIR]
// Loads every data file through the real loaders and checks the references
// between them, then the lessons of DIR/lessons and the rule texts of
// DIR/rules (when those folders are there). Valid: one summary line, exit 0.
// Invalid: each problem on its own line as `file:/pointer: message` on stdout, nothing else, exit 2.

#include <optional>
#include <string>

#include "commands.hpp"
#include "jasta/base/data_paths.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/data/rules_catalog.hpp"
#include "jasta/teaching/lesson.hpp"

namespace jasta::cli {

int runValidate(std::span<const std::string_view> args, std::ostream& out, std::ostream& err) {
    std::optional<std::filesystem::path> dataDir;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--data" && i + 1 < args.size()) {
            dataDir = std::filesystem::path(std::string(args[++i]));
        } else {
            err << "usage: jasta-cli validate [--data DIR]\n";
            return kExitUsage;
        }
    }
    if (!dataDir) dataDir = findDataDir();
    if (!dataDir) {
        err << "jasta-cli: no data folder found; name one with --data DIR\n";
        return kExitUsage;
    }
    Diagnostics diagnostics;
    const GameData data = loadGameData(*dataDir, diagnostics);
    if (!diagnostics.empty()) {
        for (const auto& problem : diagnostics.items()) out << problem.toString() << '\n';
        return kExitBadData;
    }
    std::size_t lessons = 0;
    std::error_code error;
    if (std::filesystem::is_directory(*dataDir / "lessons", error))
        lessons = loadLessons(*dataDir / "lessons", data, diagnostics).size();
    // The rule texts of the rules browser (data/rules), when the folder is there.
    std::size_t rules = 0;
    if (std::filesystem::is_directory(*dataDir / "rules", error))
        rules = loadRulesCatalog(*dataDir / "rules", diagnostics).rules.size();
    if (!diagnostics.empty()) {
        for (const auto& problem : diagnostics.items()) out << problem.toString() << '\n';
        return kExitBadData;
    }
    const auto counts = countData(data);
    out << "valid: " << counts.aircraft << " airplanes, " << counts.maneuverDecks << " maneuver decks ("
        << counts.maneuverCards << " cards), " << counts.damageDecks << " damage decks (" << counts.damageCards
        << " cards), " << counts.geometries << " geometries, " << counts.groundTypes << " ground types, "
        << counts.scenarios << " scenarios, " << counts.rulesets << " rule sets, " << counts.options
        << " rule options, " << lessons << " lessons, " << rules << " rule texts\n";
    return kExitOk;
}

}  // namespace jasta::cli
