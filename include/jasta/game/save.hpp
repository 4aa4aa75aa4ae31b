#pragma once
// The saved game (docs/save-format.md): a versioned header, the command log
// and the state hash after every phase, in one human-readable JSON file.
// Loading checks every field and answers `file:/json/pointer: message`; it
// never trusts the file. Replaying the log is jasta/game/replay.hpp.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "jasta/base/diagnostics.hpp"
#include "jasta/data/rule_set.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/script.hpp"

namespace jasta {

struct GameData;

inline constexpr std::string_view kSaveFormat = "jasta-game";
// 1: the interim file of `jasta-cli play --save` (scenario and rule set by id
//    only); read by migrating it. 2: scenario and rule options embedded.
// 3: this format: the game data it is played with embedded too, and state
//    hashes that cover the fire step's orders and the rule options.
inline constexpr int kSaveFormatVersion = 3;
inline constexpr std::string_view kSaveExtension = ".jasta";

// A player of the game whose decisions a computer pilot makes (issue 18):
// the airplanes whose `player` is `player` are flown by the pilot `pilot` of
// the registry (jasta/pilots/pilot.hpp), seated with that player's side.
struct ComputerPlayer {
    std::string player;  // as the scenario's airplanes name it
    std::string pilot;   // registry name ("greedy"); a name this program does not know is kept as written
    bool operator==(const ComputerPlayer&) const = default;
};

struct SavedGame {
    // --- header
    int formatVersion = kSaveFormatVersion;  // as found in the file (1 = migrated on reading)
    std::string programVersion;              // the Jasta that wrote it
    std::string dataHash;                    // dataHash(data, scenario) when it was written
    std::uint64_t seed = 0;                  // of the game's one Rng
    RuleSet ruleSet;                         // id, era, and every option value in force
    // The engine's rules revision it was played under (kRulesRevision):
    // formats 1 and 2 were played under revision 1.
    int rulesRevision = kRulesRevision;
    Scenario scenario;  // embedded whole: it may exist in no data file
    // The data the game is played with: its airplane types, their maneuver
    // decks and geometry, the era's damage decks (format 3 embeds them; older
    // formats take them from the data folder), and the option catalogue.
    // Set by parseSave and newSave; a Replay plays on it.
    std::shared_ptr<const GameData> data;
    std::string created;  // ISO 8601 UTC, may be empty
    std::string saved;    // ISO 8601 UTC, may be empty
    // --- the game
    std::vector<Command> commands;  // in the order they were applied
    std::vector<PhaseHash> hashes;  // state hash after every phase, in order
    std::string endHash;            // state hash after the last command; empty = not recorded
    // Who plays against whom: the players a computer pilot plays, in seat
    // order; empty (every player a person) in a hot-seat game and in every
    // save written before the field existed.
    std::vector<ComputerPlayer> computerPlayers;

    std::string file;  // where it was read from (for messages), empty for a new game
};

// A save that cannot be read or used; what() lists every problem, one
// `file:/pointer: message` a line.
class SaveError : public std::runtime_error {
public:
    explicit SaveError(Diagnostics diagnostics);
    [[nodiscard]] const Diagnostics& diagnostics() const { return m_diagnostics; }

private:
    Diagnostics m_diagnostics;
};

// A stable hash of the data files a game on `scenario` reads: the option
// catalogue, the scenario's aircraft types, their maneuver decks (and the
// decks they derive from), their geometries, and every damage deck of the
// era. A different data hash warns that a replay may differ; the state
// hashes decide whether it does.
std::string dataHash(const GameData& data, const Scenario& scenario);

// The part of `data` a game on `scenario` reads (the files dataHash covers,
// the option catalogue, the rule set presets), as a save embeds it.
std::shared_ptr<const GameData> playedData(const GameData& data, const Scenario& scenario);

// The rule set with every option of the catalogue written out (the
// catalogue default where `ruleSet` names none), as a save records it.
RuleSet expandRuleSet(const RuleSet& ruleSet, const RuleOptionCatalog& catalog);

// The header of a new game, with no commands yet. `now` is the creation time
// (ISO 8601 UTC), empty to leave it out.
SavedGame newSave(const GameData& data, const Scenario& scenario, const RuleSet& ruleSet, std::uint64_t seed,
                  std::string now = {});

// The current time as ISO 8601 UTC ("2026-05-01T12:00:00Z"), for created/saved.
std::string utcNow();

// In the order of docs/save-format.md (header first, log last), for people
// reading the file.
nlohmann::ordered_json toJson(const SavedGame& game);

// Reads a save from text (a file's content, a fuzz input). `file` names it in
// messages. Checks the format and version (migrating versions 1 and 2), every
// field, every command, the embedded data through the loaders of data/ files,
// and the embedded scenario and rule set against it. `data` (the program's
// data folder) gives the option catalogue, and the game data of a save older
// than format 3.
// Throws SaveError; never anything else for any input.
SavedGame parseSave(std::string_view text, const std::string& file, const GameData& data);
SavedGame readSaveFile(const std::filesystem::path& path, const GameData& data);

// Writes toJson(game) atomically (jasta/base/atomic_file.hpp); throws WriteError.
void writeSaveFile(const std::filesystem::path& path, const SavedGame& game);

}  // namespace jasta
