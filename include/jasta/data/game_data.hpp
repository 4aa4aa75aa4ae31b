#pragma once
// Everything in the data folder, loaded and cross-checked.

#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "jasta/base/diagnostics.hpp"
#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/damage_deck.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/data/ground_type.hpp"
#include "jasta/data/maneuver_deck.hpp"
#include "jasta/data/rule_set.hpp"
#include "jasta/data/scenario.hpp"

namespace jasta {

// Data file (as named in messages) -> hexHash of its canonical JSON.
using ContentHashes = std::map<std::string, std::string, std::less<>>;

struct GameData {
    std::map<std::string, GeometrySpec, std::less<>> geometries;
    std::vector<ManeuverDeck> maneuverDecks;
    std::vector<DamageDeck> damageDecks;
    std::map<std::string, AircraftType, std::less<>> aircraft;
    std::map<std::string, GroundType, std::less<>> groundTypes;  // data/ground (issue 16)
    std::map<std::string, Scenario, std::less<>> scenarios;
    std::map<std::string, RuleSet, std::less<>> rulesets;
    RuleOptionCatalog options;
    ContentHashes contentHashes;  // every file read, for the data hash of saves
    // Data file -> its canonical JSON text, as read: what a save embeds.
    std::map<std::string, std::string, std::less<>> sources;

    [[nodiscard]] const ManeuverDeck* maneuverDeck(Era era, char letter) const;
    [[nodiscard]] const DamageDeck* damageDeck(Era era, char letter) const;
    [[nodiscard]] const AircraftType* aircraftType(std::string_view id) const;
    [[nodiscard]] const GeometrySpec* geometry(std::string_view id) const;
    [[nodiscard]] const GroundType* groundType(std::string_view id) const;
    // The bomb card (the ground type of kind bomb), or nullptr when the data has none.
    [[nodiscard]] const GroundType* bombCard() const;
    // The first ground type of `kind` (MODE-*: the ammunition marker, the
    // flag), or nullptr when the data has none.
    [[nodiscard]] const GroundType* groundOfKind(GroundKind kind) const;
    [[nodiscard]] const RuleSet* ruleset(std::string_view id) const;
    [[nodiscard]] const Scenario* scenario(std::string_view id) const;
    // The deck the airplane plans with, or nullptr when the data is broken.
    [[nodiscard]] const ManeuverDeck* deckOf(const AircraftType& type) const;
    [[nodiscard]] const GeometrySpec* geometryOf(const AircraftType& type) const;
};

// Counts for the one-line summary of `jasta-cli validate`.
struct DataCounts {
    std::size_t geometries = 0, maneuverDecks = 0, maneuverCards = 0, damageDecks = 0, damageCards = 0, aircraft = 0,
                groundTypes = 0, scenarios = 0, rulesets = 0, options = 0;
};
DataCounts countData(const GameData& data);

// Loads every file under `dir` (geometry/, maneuvers/, damage/, aircraft/,
// scenarios/, rulesets/) through the real loaders, then checks the references
// between files. Problems go to `diagnostics`; what could be read is returned.
// File names in messages are `dir / relative path`, as the caller spelled dir.
GameData loadGameData(const std::filesystem::path& dir, Diagnostics& diagnostics);

// Checks the references between the files of `data` (deck letters, damage
// decks, geometry, scenario aircraft types, ruleset ids and option values).
// Called by loadGameData; exposed so tests and tools can check edited data.
void crossCheck(GameData& data, Diagnostics& diagnostics);

// Loads one scenario file that is not part of the data folder (e.g. a user's)
// and checks it against `data`. Returns nullopt when it has problems.
std::optional<Scenario> loadScenarioFile(const std::filesystem::path& file, const GameData& data,
                                         Diagnostics& diagnostics);

// What a scenario is read for. A new game starts as the rules say (ALT-02:
// levels 1..3, or a stated reason); a saved game is replayed as it was
// started, also when an older program let it start elsewhere (a save is
// forever, DESIGN.md principle 9).
enum class ScenarioUse { NewGame, SavedGame };

// Reads a scenario from JSON already in memory (a scenario embedded in a save,
// one built by the new-game dialog) through the same loader and checks as a
// file. Messages name `file` and `pointer` + the pointer inside the scenario.
std::optional<Scenario> scenarioFromJson(const nlohmann::json& json, const std::string& file, const GameData& data,
                                         Diagnostics& diagnostics, const std::string& pointer = "",
                                         ScenarioUse use = ScenarioUse::NewGame);

// The scenario in the format of data/scenarios/*.json: scenarioFromJson and
// loadScenarioFile read back what this writes.
nlohmann::json toJson(const Scenario& scenario);

// Raised by tools that need data and found it broken; what() lists every problem.
class DataError : public std::runtime_error {
public:
    explicit DataError(Diagnostics diagnostics);
    [[nodiscard]] const Diagnostics& diagnostics() const { return m_diagnostics; }

private:
    Diagnostics m_diagnostics;
};

// Loads `dir` and throws DataError if anything is wrong.
GameData loadGameDataOrThrow(const std::filesystem::path& dir);

}  // namespace jasta
