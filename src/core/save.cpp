#include "jasta/game/save.hpp"

#include <ctime>
#include <fstream>
#include <limits>
#include <map>
#include <set>
#include <sstream>

#include "embedded_data.hpp"
#include "jasta/base/atomic_file.hpp"
#include "jasta/base/hash.hpp"
#include "jasta/base/limits.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/version.hpp"
#include "json_reader.hpp"

namespace jasta {

using detail::Json;
using detail::Need;
using detail::ObjectReader;

namespace {

// A game of more turns than this is not one anybody played: the number is a
// guard against absurd values, not a rule.
constexpr int kMaxTurn = 100000;

bool isHash(const Json& value) {
    if (!value.is_string()) return false;
    const auto& text = value.get_ref<const std::string&>();
    if (text.size() != 16) return false;
    for (char c : text)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    return true;
}

std::string readHash(ObjectReader& reader, std::string_view key) {
    const Json* value = reader.child(key, Need::Required);
    if (value == nullptr) return {};
    if (!isHash(*value)) {
        reader.fail(key, "must be a hash of 16 lower-case hex digits");
        return {};
    }
    return value->get<std::string>();
}

std::uint64_t readSeed(ObjectReader& reader) {
    const Json* value = reader.child("seed", Need::Required);
    if (value == nullptr) return 0;
    // nlohmann keeps 0..2^64-1 as unsigned; negative, fractional or larger
    // numbers arrive as other types.
    if (!value->is_number_unsigned()) {
        reader.fail("seed", "must be a whole number from 0 to 18446744073709551615");
        return 0;
    }
    return value->get<std::uint64_t>();
}

void readCommands(ObjectReader& reader, SavedGame& game) {
    const Json* list = reader.array("commands");
    if (list == nullptr) return;
    if (list->size() > kMaxCommands) {
        reader.fail("commands", "has " + std::to_string(list->size()) + " commands, more than the " +
                                    std::to_string(kMaxCommands) + " a saved game may have");
        return;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string pointer = appendPointer("/commands", i);
        try {
            game.commands.push_back(commandFromJson((*list)[i], pointer));
        } catch (const std::exception& error) {
            // commandFromJson says "/pointer: message".
            const std::string what = error.what();
            const auto colon = what.find(": ");
            if (colon != std::string::npos && what.rfind(pointer, 0) == 0)
                reader.diagnostics().add(reader.file(), what.substr(0, colon), what.substr(colon + 2));
            else
                reader.diagnostics().add(reader.file(), pointer, what);
            reader.markFailed();
        }
    }
}

void readHashes(ObjectReader& reader, SavedGame& game) {
    reader.eachObject("hashes", Need::Required, false, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly({"turn", "phase", "hash"});
        PhaseHash hash;
        hash.turn = entry.integer("turn", 1, kMaxTurn);
        hash.phase = entry.integer("phase", 1, 3);
        hash.hash = readHash(entry, "hash");
        if (entry.ok()) game.hashes.push_back(std::move(hash));
    });
}

// The players a computer pilot plays (optional: a game of people has none).
// A pilot's name is kept whatever it is: the program that opens the game
// decides what to do with a pilot it does not have.
void readComputerPlayers(ObjectReader& reader, SavedGame& game) {
    std::set<std::string> seen;
    reader.eachObject("computer_players", Need::Optional, false, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly({"player", "pilot"});
        ComputerPlayer player;
        player.player = entry.string("player");
        player.pilot = entry.string("pilot");
        entry.unique("player", player.player, seen, "computer player");
        if (entry.ok()) game.computerPlayers.push_back(std::move(player));
    });
}

// The rule set in force: its id (for people) and every option value. An
// option the save does not name takes the catalogue default: options added
// to Jasta after the save was written default to the old behaviour.
RuleSet readRuleSet(ObjectReader& reader, const GameData& data, Era era) {
    RuleSet ruleSet;
    ruleSet.era = era;
    ruleSet.file = reader.file();
    auto object = reader.object("ruleset");
    if (!object) return ruleSet;
    object->allowOnly({"id", "options"});
    // A preset's id, or one with changed options ("ww1-standard+custom"):
    // the options below are what counts, the id is for people.
    ruleSet.id = object->string("id");
    std::string_view preset = ruleSet.id;
    if (preset.ends_with(kCustomRuleSetSuffix)) preset.remove_suffix(kCustomRuleSetSuffix.size());
    if (!ruleSet.id.empty() && !detail::isIdText(preset))
        object->fail("id", "must be a rule set id, alone or followed by \"" + std::string(kCustomRuleSetSuffix) +
                               "\" (found \"" + ruleSet.id + "\")");
    if (const auto* known = data.ruleset(preset)) ruleSet.name = known->name;
    if (auto options = object->object("options")) {
        const Json& values = *object->child("options", Need::Required);
        for (const auto& [key, value] : values.items()) {  // an object: options is engaged
            const auto* option = data.options.option(key);
            if (option == nullptr) {
                options->fail(key, "no rule option \"" + key + "\" in this version of Jasta");
                continue;
            }
            if (!value.is_string() || option->value(value.get_ref<const std::string&>()) == nullptr) {
                std::string known;
                for (const auto& choice : option->values) known += (known.empty() ? "" : ", ") + choice.id;
                options->fail(key, "must be one of: " + known);
                continue;
            }
            // Saves written before the option was marked as not played name
            // it; the engine never read it, so the game replays without it.
            if (!option->played) continue;
            ruleSet.values[key] = value.get<std::string>();
        }
        if (!options->ok()) object->markFailed();
    }
    if (!object->ok()) reader.markFailed();
    return expandRuleSet(ruleSet, data.options);
}

// The engine's rules revision a game was played under (kRulesRevision).
// Formats 1 and 2 came before revision 2; a format 3 file without the field
// was written before it was recorded, when revision 2 was already in force.
int readRulesRevision(ObjectReader& reader, int formatVersion) {
    if (formatVersion < 3) return kFirstRulesRevision;
    if (!reader.has("rules_revision")) return 2;
    const Json* value = reader.child("rules_revision", Need::Required);
    if (value == nullptr || !value->is_number_unsigned() || value->get<std::uint64_t>() < kFirstRulesRevision ||
        value->get<std::uint64_t>() > static_cast<std::uint64_t>(kRulesRevision)) {
        reader.fail("rules_revision", "must be a whole number from " + std::to_string(kFirstRulesRevision) + " to " +
                                          std::to_string(kRulesRevision) + " (the rules revisions this Jasta plays)");
        return kRulesRevision;
    }
    return value->get<int>();
}

// Versions 2 and 3: the scenario and the rules are in the file; version 3
// also carries the game data, read before the scenario that refers to it.
void readVersion2Or3(ObjectReader& reader, const GameData& program, SavedGame& game) {
    if (game.formatVersion >= 3)
        reader.allowOnly({"format", "format_version", "program_version", "created", "saved", "data_hash", "seed",
                          "rules_revision", "ruleset", "scenario", "data", "commands", "hashes", "end_hash",
                          "computer_players"});
    else
        reader.allowOnly({"format", "format_version", "program_version", "created", "saved", "data_hash", "seed",
                          "ruleset", "scenario", "commands", "hashes", "end_hash"});
    game.programVersion = reader.string("program_version");
    game.created = reader.string("created", Need::Optional);
    game.saved = reader.string("saved", Need::Optional);
    game.dataHash = readHash(reader, "data_hash");
    game.seed = readSeed(reader);
    game.rulesRevision = readRulesRevision(reader, game.formatVersion);
    std::shared_ptr<const GameData> embedded;
    if (game.formatVersion >= 3) {
        if (const Json* json = reader.child("data", Need::Required)) {
            if (auto read = detail::embeddedDataFromJson(*json, reader.file(), program, reader.diagnostics()))
                embedded = std::make_shared<const GameData>(std::move(*read));
            else
                reader.markFailed();
        }
    }
    // A scenario of a format 3 save is checked against the data it was played with.
    const GameData& data = embedded ? *embedded : program;
    if (game.formatVersion < 3 || embedded) {
        if (const Json* scenario = reader.child("scenario", Need::Required)) {
            if (auto read = scenarioFromJson(*scenario, reader.file(), data, reader.diagnostics(), "/scenario",
                                             ScenarioUse::SavedGame))
                game.scenario = std::move(*read);
            else
                reader.markFailed();
        }
    }
    game.ruleSet = readRuleSet(reader, program, game.scenario.era);
    readCommands(reader, game);
    readHashes(reader, game);
    if (reader.has("end_hash")) game.endHash = readHash(reader, "end_hash");
    if (game.formatVersion >= 3) readComputerPlayers(reader, game);
    // Older formats were played with the data folder as it is: the best there is.
    game.data = embedded ? std::move(embedded) : playedData(program, game.scenario);
}

// The rules as the programs that wrote version 1 applied them, where an
// option value has changed its meaning since. Those programs counted every
// kind of limited ammunition (CONF-29) as shots: six under "s000",
// `ammunition_count` under "s003". The console cards of FIRE-25/26 came
// after version 2; "shot_counter" is the old count, and with it the state
// hashes such a file recorded verify again.
void applyAsVersion1Did(RuleSet& ruleSet, const RuleOptionCatalog& catalog) {
    constexpr int kS000Shots = 6;
    const auto ammunition = ruleSet.values.find(option_key::kAmmunition);
    if (ammunition == ruleSet.values.end()) return;
    const auto kind = parseName<Ammunition>(ammunition->second);
    if (kind != Ammunition::S000 && kind != Ammunition::S003) return;
    const std::string_view shotCounter = nameOf(Ammunition::ShotCounter);
    const std::string_view sixShots = kAmmunitionCountNames.nameOf(kS000Shots);
    const auto* option = catalog.option(option_key::kAmmunition);
    const auto* count = catalog.option(option_key::kAmmunitionCount);
    // Data without these values: leave the options as they are, the hashes will tell.
    if (option == nullptr || option->value(shotCounter) == nullptr || count == nullptr ||
        count->value(sixShots) == nullptr)
        return;
    if (kind == Ammunition::S000) ruleSet.values[std::string(option_key::kAmmunitionCount)] = sixShots;
    ammunition->second = shotCounter;
}

// Version 1, the interim file of `jasta-cli play --save`: the scenario and
// the rule set by id. Migrated by taking both from the data as they are now,
// with the option values that play the game as the program that wrote it did.
void readVersion1(ObjectReader& reader, const GameData& data, SavedGame& game) {
    reader.allowOnly(
        {"format", "format_version", "program_version", "scenario", "ruleset", "seed", "commands", "hashes"});
    game.programVersion = reader.string("program_version");
    game.seed = readSeed(reader);
    game.rulesRevision = kFirstRulesRevision;
    const std::string scenarioId = reader.id("scenario");
    const Scenario* scenario = data.scenario(scenarioId);
    if (scenario == nullptr && !scenarioId.empty())
        reader.fail("scenario",
                    "scenario \"" + scenarioId + "\" is not in the data (a version 1 save names its scenario by id)");
    const std::string ruleSetId = reader.id("ruleset");
    const RuleSet* ruleSet = data.ruleset(ruleSetId);
    if (ruleSet == nullptr && !ruleSetId.empty())
        reader.fail("ruleset", "rule set \"" + ruleSetId + "\" is not in the data");
    else if (ruleSet != nullptr && scenario != nullptr && ruleSet->era != scenario->era)
        reader.fail("ruleset", "rule set \"" + ruleSetId + "\" is not for " + std::string(nameOf(scenario->era)));
    if (scenario != nullptr) {
        game.scenario = *scenario;
        game.dataHash = dataHash(data, *scenario);
        game.data = playedData(data, *scenario);
    }
    if (ruleSet != nullptr) {
        game.ruleSet = expandRuleSet(*ruleSet, data.options);
        applyAsVersion1Did(game.ruleSet, data.options);
    }
    readCommands(reader, game);
    readHashes(reader, game);
}

}  // namespace

namespace {
std::string withoutLastNewline(std::string text) {
    if (!text.empty() && text.back() == '\n') text.pop_back();
    return text;
}
}  // namespace

SaveError::SaveError(Diagnostics diagnostics)
    : std::runtime_error(withoutLastNewline(diagnostics.toString())), m_diagnostics(std::move(diagnostics)) {}

namespace {

// The data files a game on `scenario` reads, by the names `data` has for them:
// the option catalogue, the aircraft file of every airplane type in the
// scenario, its geometry, its maneuver deck (and the deck it derives from),
// and every damage deck of the era.
std::set<std::string> filesOfGame(const GameData& data, const Scenario& scenario) {
    std::set<std::string> files{data.options.file};
    auto add = [&](const std::string& file) {
        if (!file.empty()) files.insert(file);
    };
    auto addType = [&](const AircraftType* type) {
        if (type == nullptr) return;
        add(type->file);
        if (const auto* geometry = data.geometryOf(*type)) add(geometry->file);
        if (const auto* deck = data.deckOf(*type)) {
            add(deck->file);
            if (deck->derivedFrom)
                if (const auto* base = data.maneuverDeck(deck->era, deck->derivedFrom->letter)) add(base->file);
        }
    };
    for (const auto& placed : scenario.aircraft) {
        const auto* type = data.aircraftType(placed.type);
        addType(type);
        // MODE-05: the airplane it flies as in Capture the Flag (its file names it).
        if (type != nullptr && !type->captureTheFlagAs.empty()) addType(data.aircraftType(type->captureTheFlagAs));
    }
    for (const auto& deck : data.damageDecks)
        if (deck.era == scenario.era) add(deck.file);
    // Issue 16: the objectives' cards, and the bomb card once anyone carries a bomb.
    for (const auto& target : scenario.targets)
        if (const auto* type = data.groundType(target.type)) add(type->file);
    if (std::any_of(scenario.aircraft.begin(), scenario.aircraft.end(),
                    [](const ScenarioAircraft& placed) { return placed.bombs > 0; }))
        if (const auto* bomb = data.bombCard()) add(bomb->file);
    // MODE-01..07: the markers of a game mode.
    if (scenario.mode)
        for (const GroundKind kind : {GroundKind::AmmoMarker, GroundKind::Flag})
            if (const auto* marker = data.groundOfKind(kind)) add(marker->file);
    return files;
}

}  // namespace

std::string dataHash(const GameData& data, const Scenario& scenario) {
    // The files, by name relative to the data folder and in the order of
    // those names (so the folder's place on the disk counts for nothing, also
    // when the option catalogue is the program's and the rest embedded under
    // "/data/"), each with the hash of its content.
    std::map<std::string, std::string> contentByName;
    for (const auto& file : filesOfGame(data, scenario)) {
        const std::filesystem::path path(file);
        const auto content = data.contentHashes.find(file);
        contentByName[(path.parent_path().filename() / path.filename()).generic_string()] =
            content != data.contentHashes.end() ? content->second : std::string("-");
    }
    std::uint64_t hash = kFnvOffsetBasis;
    for (const auto& [name, content] : contentByName) {
        hash = fnv1a(name, hash);
        hash = fnv1a(content, hash);
    }
    return hexHash(hash);
}

std::shared_ptr<const GameData> playedData(const GameData& data, const Scenario& scenario) {
    const std::set<std::string> files = filesOfGame(data, scenario);
    auto played = std::make_shared<GameData>();
    const auto wanted = [&](const std::string& file) { return files.count(file) > 0; };
    for (const auto& [id, spec] : data.geometries)
        if (wanted(spec.file)) played->geometries.emplace(id, spec);
    for (const auto& deck : data.maneuverDecks)
        if (wanted(deck.file)) played->maneuverDecks.push_back(deck);
    for (const auto& deck : data.damageDecks)
        if (wanted(deck.file)) played->damageDecks.push_back(deck);
    for (const auto& [id, type] : data.aircraft)
        if (wanted(type.file)) played->aircraft.emplace(id, type);
    for (const auto& [id, type] : data.groundTypes)
        if (wanted(type.file)) played->groundTypes.emplace(id, type);
    played->rulesets = data.rulesets;
    played->options = data.options;
    for (const auto& file : files) {
        if (auto hash = data.contentHashes.find(file); hash != data.contentHashes.end())
            played->contentHashes.insert(*hash);
        if (auto text = data.sources.find(file); text != data.sources.end() && file != data.options.file)
            played->sources.insert(*text);
    }
    return played;
}

RuleSet expandRuleSet(const RuleSet& ruleSet, const RuleOptionCatalog& catalog) {
    RuleSet expanded = ruleSet;
    for (const auto& option : catalog.options)
        if (option.played) expanded.values[option.key] = ruleSet.value(catalog, option.key);
    return expanded;
}

std::string utcNow() {
    const std::time_t now = std::time(nullptr);
    std::tm parts{};
#if defined(_WIN32)
    gmtime_s(&parts, &now);
#else
    gmtime_r(&now, &parts);
#endif
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts);
    return text;
}

SavedGame newSave(const GameData& data, const Scenario& scenario, const RuleSet& ruleSet, std::uint64_t seed,
                  std::string now) {
    SavedGame game;
    game.programVersion = kVersion;
    game.dataHash = dataHash(data, scenario);
    game.seed = seed;
    game.ruleSet = expandRuleSet(ruleSet, data.options);
    game.scenario = scenario;
    game.data = playedData(data, scenario);
    game.created = std::move(now);
    return game;
}

nlohmann::ordered_json toJson(const SavedGame& game) {
    nlohmann::ordered_json json;
    json["format"] = kSaveFormat;
    json["format_version"] = kSaveFormatVersion;
    json["program_version"] = game.programVersion;
    if (!game.created.empty()) json["created"] = game.created;
    if (!game.saved.empty()) json["saved"] = game.saved;
    json["data_hash"] = game.dataHash;
    json["seed"] = game.seed;
    json["rules_revision"] = game.rulesRevision;
    json["ruleset"] = {{"id", game.ruleSet.id}, {"options", game.ruleSet.values}};
    json["scenario"] = nlohmann::ordered_json(toJson(game.scenario));
    // The data the game is played with, so that it replays as played whatever
    // becomes of the data folder (docs/save-format.md).
    if (game.data) json["data"] = nlohmann::ordered_json(detail::embeddedDataToJson(*game.data));
    auto& commands = json["commands"] = nlohmann::ordered_json::array();
    for (const auto& command : game.commands) commands.push_back(nlohmann::ordered_json(toJson(command)));
    auto& hashes = json["hashes"] = nlohmann::ordered_json::array();
    for (const auto& hash : game.hashes)
        hashes.push_back({{"turn", hash.turn}, {"phase", hash.phase}, {"hash", hash.hash}});
    if (!game.endHash.empty()) json["end_hash"] = game.endHash;
    // Written only when a computer plays: a game of people is saved as before.
    if (!game.computerPlayers.empty()) {
        auto& players = json["computer_players"] = nlohmann::ordered_json::array();
        for (const auto& player : game.computerPlayers)
            players.push_back({{"player", player.player}, {"pilot", player.pilot}});
    }
    return json;
}

SavedGame parseSave(std::string_view text, const std::string& file, const GameData& data) {
    Diagnostics diagnostics;
    SavedGame game;
    game.file = file;
    const auto json = detail::parseJsonText(text, file, diagnostics);
    if (!json) throw SaveError(std::move(diagnostics));
    ObjectReader reader(*json, file, "", diagnostics);
    if (!reader.isObject()) throw SaveError(std::move(diagnostics));

    // What kind of file and which version decide how to read the rest: stop
    // at the first problem with either.
    const Json* format = reader.child("format", Need::Required);
    if (format != nullptr && (!format->is_string() || *format != kSaveFormat))
        reader.fail("format", "must be \"" + std::string(kSaveFormat) + "\": this is not a Jasta save");
    const Json* version = reader.child("format_version", Need::Required);
    if (reader.ok() && version != nullptr) {
        if (!version->is_number_unsigned() || version->get<std::uint64_t>() < 1)
            reader.fail("format_version", "must be a whole number of 1 or more");
        else if (version->get<std::uint64_t>() > static_cast<std::uint64_t>(kSaveFormatVersion))
            reader.fail("format_version", "made by a newer Jasta (format version " + version->dump() +
                                              "; this program reads up to " + std::to_string(kSaveFormatVersion) + ")");
        else
            game.formatVersion = version->get<int>();
    }
    if (!reader.ok()) throw SaveError(std::move(diagnostics));

    if (game.formatVersion == 1)
        readVersion1(reader, data, game);
    else
        readVersion2Or3(reader, data, game);
    if (!diagnostics.empty()) throw SaveError(std::move(diagnostics));
    // The engine reads typed options; data that validated never fails here,
    // but a save is not data that validated.
    try {
        (void)RuleOptions::from(game.ruleSet, data.options);
    } catch (const std::exception& error) {
        diagnostics.add(file, "/ruleset/options", error.what());
        throw SaveError(std::move(diagnostics));
    }
    return game;
}

SavedGame readSaveFile(const std::filesystem::path& path, const GameData& data) {
    const auto name = path.generic_string();
    Diagnostics diagnostics;
    const auto text = detail::readTextFile(path, name, diagnostics);
    if (!text) throw SaveError(std::move(diagnostics));
    return parseSave(*text, name, data);
}

void writeSaveFile(const std::filesystem::path& path, const SavedGame& game) {
    writeFileAtomically(path, toJson(game).dump(2) + "\n");
}

}  // namespace jasta
