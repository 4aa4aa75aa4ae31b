#include "jasta/data/game_data.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <set>
#include <type_traits>

#include "defenders_balloon.hpp"
#include "embedded_data.hpp"
#include "jasta/base/hash.hpp"
#include "jasta/rules/advantage.hpp"
#include "jasta/rules/ground.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/rules/relief.hpp"
#include "loaders.hpp"

namespace jasta {

using detail::Json;

namespace {

std::string letterText(char letter) {
    return std::string(1, letter);
}

// Folders where a file could not be read: a reference that finds nothing may
// point at that file, so the message says so instead of only "no such id".
using Unreadable = std::set<std::string, std::less<>>;
std::string hint(const Unreadable& unreadable, std::string_view folder) {
    return unreadable.count(folder) ? " (a file in " + std::string(folder) + "/ could not be read, see above)" : "";
}

std::string deckName(Era era, char letter) {
    return std::string(nameOf(era)) + " deck " + letterText(letter);
}

// FNV-1a of a data file's canonical JSON (keys sorted, no spaces), so that
// re-indenting a file does not change what a save records as its data hash.
// The text is kept too: a save embeds the files its game reads.
void remember(GameData& data, const std::string& file, const Json& json) {
    std::string text = json.dump();
    data.contentHashes[file] = hexHash(fnv1a(text));
    data.sources[file] = std::move(text);
}

// Loads every file of one folder; returns false when a file could not be read
// (so that references to it are explained instead of repeated).
template <class T, class Loader>
bool loadFolder(const std::filesystem::path& dir, std::string_view folder, Diagnostics& diagnostics, GameData& data,
                Loader loader, const std::function<void(T&&)>& keep, std::string_view skipName = {}) {
    const auto path = dir / folder;
    std::error_code error;
    if (!std::filesystem::is_directory(path, error)) {
        diagnostics.add(path.generic_string(), "", "the folder is missing");
        return false;
    }
    const std::size_t problemsBefore = diagnostics.size();
    const auto files = detail::jsonFilesIn(path, diagnostics);
    bool all = diagnostics.size() == problemsBefore;
    for (const auto& file : files) {
        if (!skipName.empty() && file.filename() == skipName) continue;
        const auto display = (dir / folder / file.filename()).generic_string();
        std::optional<T> loaded;
        if (auto json = detail::readJsonFile(file, display, diagnostics)) {
            loaded = loader(*json, display, diagnostics);
            remember(data, display, *json);
        }
        if (loaded)
            keep(std::move(*loaded));
        else
            all = false;
    }
    return all;
}

// `item` and `deck` are taken as rvalues only: T and Deck are deduced from
// the container (type_identity_t), so the parameter is not a forwarding reference.
template <class T>
void keepUnique(std::map<std::string, T, std::less<>>& into, std::type_identity_t<T>&& item, std::string_view what,
                Diagnostics& diagnostics) {
    if (auto it = into.find(item.id); it != into.end()) {
        diagnostics.add(item.file, "/id",
                        "duplicate " + std::string(what) + " id \"" + item.id + "\" (also in " + it->second.file + ")");
        return;
    }
    std::string key = item.id;
    into.emplace(std::move(key), std::move(item));
}

template <class Deck>
void keepUniqueDeck(std::vector<Deck>& into, std::type_identity_t<Deck>&& deck, Diagnostics& diagnostics) {
    for (const auto& other : into) {
        if (other.era == deck.era && other.letter == deck.letter) {
            diagnostics.add(deck.file, "/letter",
                            "duplicate " + deckName(deck.era, deck.letter) + " (also in " + other.file + ")");
            return;
        }
    }
    into.push_back(std::move(deck));
}

void resolveDerivedDecks(GameData& data, Diagnostics& diagnostics) {
    for (auto& deck : data.maneuverDecks) {
        if (!deck.derivedFrom) continue;
        const auto& derivation = *deck.derivedFrom;
        const ManeuverDeck* base = data.maneuverDeck(deck.era, derivation.letter);
        if (base == nullptr) {
            diagnostics.add(deck.file, "/derived_from/letter",
                            "no " + deckName(deck.era, derivation.letter) + " to build this deck from");
            continue;
        }
        if (base->derivedFrom) {
            diagnostics.add(deck.file, "/derived_from/letter",
                            "must name a deck that lists its own cards (" + deckName(deck.era, derivation.letter) +
                                " is derived too)");
            continue;
        }
        for (std::size_t i = 0; i < derivation.removed.size(); ++i)
            if (base->card(derivation.removed[i]) == nullptr)
                diagnostics.add(
                    deck.file, appendPointer("/derived_from/remove", i),
                    deckName(deck.era, derivation.letter) + " has no card " + std::to_string(derivation.removed[i]));
        deck.cards.clear();
        for (const auto& card : base->cards)
            if (std::find(derivation.removed.begin(), derivation.removed.end(), card.number) ==
                derivation.removed.end())
                deck.cards.push_back(card);
    }
}

void checkDeck(const ManeuverDeck& deck, Diagnostics& diagnostics) {
    if (deck.derivedFrom) {
        if (deck.cards.empty()) diagnostics.add(deck.file, "/derived_from", "leaves the deck without cards");
        return;  // the base deck's own checks cover the cards
    }
    bool climb = false, dive = false;
    for (const auto& card : deck.cards) {
        climb = climb || card.kind == CardKind::Climb;
        dive = dive || card.kind == CardKind::Dive;
    }
    if (!climb) diagnostics.add(deck.file, "/cards", "the deck has no climb card (ALT-06)");
    if (!dive) diagnostics.add(deck.file, "/cards", "the deck has no dive card (ALT-06)");
}

std::string knownLetters(const GameData& data, Era era, bool maneuver) {
    std::string letters;
    auto add = [&](char letter) {
        if (!letters.empty()) letters += ", ";
        letters += letter;
    };
    if (maneuver) {
        for (const auto& deck : data.maneuverDecks)
            if (deck.era == era) add(deck.letter);
    } else {
        for (const auto& deck : data.damageDecks)
            if (deck.era == era) add(deck.letter);
    }
    return letters.empty() ? "none" : letters;
}

void checkAircraft(const GameData& data, const AircraftType& type, Diagnostics& diagnostics,
                   const Unreadable& unreadable) {
    const auto era = std::string(nameOf(type.era));
    if (const auto* geometry = data.geometry(type.geometry); geometry == nullptr)
        diagnostics.add(type.file, "/geometry",
                        "no geometry file with id \"" + type.geometry + "\"" + hint(unreadable, "geometry"));
    else if (geometry->era != type.era)
        diagnostics.add(type.file, "/geometry", "\"" + type.geometry + "\" is not a " + era + " geometry");
    if (data.maneuverDeck(type.era, type.maneuverDeck) == nullptr)
        diagnostics.add(type.file, "/maneuver_deck",
                        "no " + deckName(type.era, type.maneuverDeck) +
                            " (known: " + knownLetters(data, type.era, true) + ")" + hint(unreadable, "maneuvers"));
    if (!type.captureTheFlagAs.empty()) {  // MODE-05: a type of the same side
        const AircraftType* as = data.aircraftType(type.captureTheFlagAs);
        if (as == nullptr)
            diagnostics.add(
                type.file, "/capture_the_flag_as",
                "aircraft type \"" + type.captureTheFlagAs + "\" is not in the data" + hint(unreadable, "aircraft"));
        else if (as->side != type.side || !as->captureTheFlagAs.empty())
            diagnostics.add(
                type.file, "/capture_the_flag_as",
                "\"" + type.captureTheFlagAs + "\" must be an airplane of the same side that flies as itself");
    }
    for (std::size_t i = 0; i < type.weapons.size(); ++i) {
        const auto& weapon = type.weapons[i];
        const auto pointer = appendPointer("/weapons", i);
        if (data.damageDeck(type.era, weapon.damageDeck) == nullptr)
            diagnostics.add(type.file, pointer + "/damage_deck",
                            "no " + era + " damage deck " + letterText(weapon.damageDeck) +
                                " (known: " + knownLetters(data, type.era, false) + ")" + hint(unreadable, "damage"));
        if (type.era == Era::Ww2) {
            for (auto [firepower, range] :
                 {std::pair{&weapon.firepowerShort, Range::Short}, std::pair{&weapon.firepowerLong, Range::Long}})
                if (*firepower && data.damageDeck(type.era, (*firepower)->group) == nullptr)
                    diagnostics.add(type.file, pointer + "/firepower/" + std::string(nameOf(range)) + "/group",
                                    "no ww2 damage counter group " + letterText((*firepower)->group));
        }
    }
}

// Option values by key (a rule set's "options", a scenario's "rule_changes"
// under `at`): each a played option of the catalogue with one of its played values.
template <class Values>
void checkOptionValues(const GameData& data, const Values& values, const std::string& file, const std::string& at,
                       Diagnostics& diagnostics, const Unreadable& unreadable) {
    for (const auto& [key, value] : values) {
        const auto pointer = appendPointer(at, key);
        const auto* option = data.options.option(key);
        if (option == nullptr) {
            diagnostics.add(file, pointer,
                            "no rule option \"" + key + "\" in " + data.options.file + hint(unreadable, "rulesets"));
            continue;
        }
        if (!option->played) {
            diagnostics.add(file, pointer, notPlayedYet(*option));
            continue;
        }
        if (const auto* chosen = option->value(value); chosen == nullptr) {
            std::string choices;
            for (const auto& known : option->values) choices += (choices.empty() ? "" : ", ") + known.id;
            diagnostics.add(file, pointer, "must be one of: " + choices + " (found \"" + value + "\")");
        } else if (!chosen->played) {
            diagnostics.add(file, pointer, notPlayedYet(*option, *chosen));
        }
    }
}

// A scenario's rule set id: known, and of its era.
void checkRuleSetReference(const GameData& data, const std::string& id, Era era, const std::string& file,
                           Diagnostics& diagnostics, const Unreadable& unreadable) {
    if (const auto* rules = data.ruleset(id); rules == nullptr)
        diagnostics.add(file, "/ruleset", "no rule set with id \"" + id + "\"" + hint(unreadable, "rulesets"));
    else if (rules->era != era)
        diagnostics.add(file, "/ruleset", "\"" + id + "\" is not a " + std::string(nameOf(era)) + " rule set");
}

// An airplane's type id at `pointer` ("/aircraft/N/type"): known, and of the scenario's era.
void checkTypeReference(const GameData& data, const std::string& typeId, Era era, const std::string& file,
                        const std::string& pointer, Diagnostics& diagnostics, const Unreadable& unreadable) {
    const auto* type = data.aircraftType(typeId);
    if (type == nullptr)
        diagnostics.add(file, pointer,
                        "aircraft type \"" + typeId + "\" is not in the data" + hint(unreadable, "aircraft"));
    else if (type->era != era)
        diagnostics.add(file, pointer, "\"" + typeId + "\" is not a " + std::string(nameOf(era)) + " airplane");
}

void checkScenario(const GameData& data, const Scenario& scenario, Diagnostics& diagnostics,
                   const Unreadable& unreadable = {}, ScenarioUse use = ScenarioUse::NewGame) {
    const auto era = std::string(nameOf(scenario.era));
    checkRuleSetReference(data, scenario.ruleset, scenario.era, scenario.file, diagnostics, unreadable);
    checkOptionValues(data, scenario.ruleChanges, scenario.file, "/rule_changes", diagnostics, unreadable);
    for (std::size_t i = 0; i < scenario.aircraft.size(); ++i) {
        const auto& placed = scenario.aircraft[i];
        const auto pointer = appendPointer("/aircraft", i);
        checkTypeReference(data, placed.type, scenario.era, scenario.file, pointer + "/type", diagnostics, unreadable);
        if (eraOf(placed.side) != scenario.era)
            diagnostics.add(scenario.file, pointer + "/side",
                            "\"" + std::string(nameOf(placed.side)) + "\" is not a side of " + era);
        if (const AircraftType* type = data.aircraftType(placed.type)) {
            // BOMB-*, RKT-01: no more aboard than the type carries.
            auto overLoad = [&](const char* field, int loaded, const auto& capacity, const std::string& things) {
                const int most = capacity ? capacity->value : 0;
                if (loaded <= most) return false;
                diagnostics.add(scenario.file, pointer + "/" + field,
                                "the " + type->name + " carries " +
                                    (most == 0 ? "no " + things : "at most " + std::to_string(most) + " " + things) +
                                    ", not " + std::to_string(loaded));
                return true;
            };
            const bool overBombs = overLoad("bombs", placed.bombs, type->bombCapacity,
                                            type->bombClusters && type->bombCapacity ? "bomb clusters" : "bombs");
            if (placed.bombs > 0 && !overBombs && data.bombCard() == nullptr)
                diagnostics.add(scenario.file, pointer + "/bombs",
                                "bombs need the bomb card, a ground type of kind \"bomb\" (data/ground/bomb.json)" +
                                    hint(unreadable, "ground"));
            overLoad("rockets", placed.rockets, type->rocketBatches, "rocket batches");
        }
        if (use == ScenarioUse::NewGame)
            if (auto problem = startingAltitudeProblem(placed); !problem.empty())
                diagnostics.add(scenario.file,
                                pointer + (placed.altitudeReason.empty() ? "/altitude" : "/altitude_reason"), problem);
    }
    for (std::size_t i = 0; i < scenario.targets.size(); ++i) {
        const auto& target = scenario.targets[i];
        const auto pointer = appendPointer("/targets", i);
        const GroundType* type = data.groundType(target.type);
        if (type == nullptr)
            diagnostics.add(scenario.file, pointer + "/type",
                            "ground type \"" + target.type + "\" is not in the data" + hint(unreadable, "ground"));
        else if (!hasStructure(type->kind))
            diagnostics.add(scenario.file, pointer + "/type",
                            "\"" + target.type + "\" is not an objective or a ground defence");
        else if (target.altitude && type->kind != GroundKind::Balloon)
            diagnostics.add(scenario.file, pointer + "/altitude",
                            "only a balloon flies at an altitude; \"" + target.type + "\" stands on the ground");
        if (eraOf(target.side) != scenario.era)
            diagnostics.add(scenario.file, pointer + "/side",
                            "\"" + std::string(nameOf(target.side)) + "\" is not a side of " + era);
    }
    // TER-01: the airplanes start above the ground beneath them, and the
    // landing fields lie on the plain (a take-off or landing is at level 0).
    for (std::size_t i = 0; i < scenario.aircraft.size(); ++i) {
        const auto& placed = scenario.aircraft[i];
        const ReliefZone* zone = zoneAt(scenario.relief, {placed.x, placed.y});
        if (zone == nullptr || isAboveFloor(placed.altitude, placed.climb, zone->floor)) continue;
        diagnostics.add(scenario.file, appendPointer("/aircraft", i) + (placed.onGround ? "/on_ground" : "/altitude"),
                        "the airplane stands over relief zone \"" + zone->id + "\", whose ground is at level " +
                            std::to_string(zone->floor) + ": it must start above it");
    }
    for (std::size_t f = 0; f < scenario.landingFields.size(); ++f)
        for (const ReliefZone& zone : scenario.relief)
            if (polygonsOverlap(fieldOutline(scenario.landingFields[f]), zone.outline))
                diagnostics.add(
                    scenario.file, appendPointer("/landing_fields", f),
                    "the landing field reaches relief zone \"" + zone.id + "\": fields lie on the plain, at level 0");
    // BAL-10: the spotting side has a balloon aloft to spot with.
    if (const auto& spotting = scenario.artillerySpotting) {
        if (eraOf(spotting->side) != scenario.era)
            diagnostics.add(scenario.file, "/artillery_spotting/side",
                            "\"" + std::string(nameOf(spotting->side)) + "\" is not a side of " + era);
        else if (std::none_of(scenario.targets.begin(), scenario.targets.end(), [&](const ScenarioTarget& target) {
                     const GroundType* type = data.groundType(target.type);
                     return target.side == spotting->side && type != nullptr && type->kind == GroundKind::Balloon;
                 }))
            diagnostics.add(
                scenario.file, "/artillery_spotting/side",
                "the " + std::string(nameOf(spotting->side)) + " side has no balloon to spot for its artillery");
    }
    // WX-08..10, BAL-11: the attackers' side is the era's, they start outside
    // the zone they will cross into, and balloons that watch belong to a defender.
    if (const auto& attack = scenario.attack) {
        if (eraOf(attack->side) != scenario.era)
            diagnostics.add(scenario.file, "/attack/side",
                            "\"" + std::string(nameOf(attack->side)) + "\" is not a side of " + era);
        for (std::size_t i = 0; i < scenario.aircraft.size(); ++i) {
            const auto& placed = scenario.aircraft[i];
            if (placed.side == attack->side && inDefendedZone(*attack, {placed.x, placed.y}))
                diagnostics.add(scenario.file, appendPointer("/aircraft", i),
                                "the attacking airplane starts inside the defended zone: crossing into it is what "
                                "sets off the tactical advantage, so it must start outside");
        }
        if (attack->balloonWatch && !detail::defendersHaveBalloon(scenario, *attack, data))
            diagnostics.add(scenario.file, "/attack/balloon_watch",
                            "the defending side has no balloon to keep watch (BAL-11)");
    }
    // WX-11: either side may draw the sun, so each must have an airplane in
    // the air to come in out of it or to be surprised.
    if (scenario.sun)
        for (const Side side : sidesOf(scenario.era))
            if (std::none_of(scenario.aircraft.begin(), scenario.aircraft.end(),
                             [&](const ScenarioAircraft& placed) { return placed.side == side && !placed.onGround; }))
                diagnostics.add(scenario.file, "/sun",
                                "the " + std::string(displayName(side)) +
                                    " have no airplane in the air: the sun's surprise attack needs both sides flying");
    // BAL-08: a net hangs between balloons.
    for (std::size_t n = 0; n < scenario.nets.size(); ++n) {
        const auto& net = scenario.nets[n];
        for (std::size_t b = 0; b < net.balloons.size(); ++b) {
            const auto target = std::find_if(scenario.targets.begin(), scenario.targets.end(),
                                             [&](const ScenarioTarget& t) { return t.id == net.balloons[b]; });
            const GroundType* type = target == scenario.targets.end() ? nullptr : data.groundType(target->type);
            if (type != nullptr && type->kind != GroundKind::Balloon)
                diagnostics.add(scenario.file, appendPointer(appendPointer("/nets", n) + "/balloons", b),
                                "\"" + net.balloons[b] + "\" is not a balloon: a net hangs between balloons");
        }
    }
}

// A scenario the loader refused: its rule set and airplane types are checked
// all the same where they could be read, so that one reading lists every
// problem of the file (issue 15), not the others only after the first are
// fixed. A pointer the loader already reported is not reported again.
void checkRefusedScenario(const GameData& data, const Json& json, const std::string& file, Diagnostics& found) {
    if (!json.is_object()) return;
    const auto era =
        json.contains("era") && json["era"].is_string() ? parseName<Era>(json["era"].get<std::string>()) : std::nullopt;
    if (!era) return;  // the era decides what the references must be
    const auto reported = [&](const std::string& pointer) {
        return std::any_of(found.items().begin(), found.items().end(),
                           [&](const Diagnostic& item) { return item.pointer == pointer; });
    };
    Diagnostics more;
    if (json.contains("ruleset") && json["ruleset"].is_string() && !reported("/ruleset"))
        checkRuleSetReference(data, json["ruleset"].get<std::string>(), *era, file, more, {});
    if (json.contains("aircraft") && json["aircraft"].is_array()) {
        const Json& aircraft = json["aircraft"];
        for (std::size_t i = 0; i < aircraft.size(); ++i) {
            const auto pointer = appendPointer("/aircraft", i) + "/type";
            if (aircraft[i].is_object() && aircraft[i].contains("type") && aircraft[i]["type"].is_string() &&
                !reported(pointer))
                checkTypeReference(data, aircraft[i]["type"].get<std::string>(), *era, file, pointer, more, {});
        }
    }
    for (const auto& item : more.items()) found.add(item.file, item.pointer, item.message);
}

void checkRuleSet(const GameData& data, const RuleSet& rules, Diagnostics& diagnostics, const Unreadable& unreadable) {
    checkOptionValues(data, rules.values, rules.file, "/options", diagnostics, unreadable);
}

void crossCheck(GameData& data, Diagnostics& diagnostics, const Unreadable& unreadable) {
    resolveDerivedDecks(data, diagnostics);
    for (const auto& deck : data.maneuverDecks) checkDeck(deck, diagnostics);
    for (const auto& [id, type] : data.aircraft) checkAircraft(data, type, diagnostics, unreadable);
    for (const auto& [id, scenario] : data.scenarios) checkScenario(data, scenario, diagnostics, unreadable);
    for (const auto& [id, rules] : data.rulesets) checkRuleSet(data, rules, diagnostics, unreadable);
}

}  // namespace

const ManeuverCard* ManeuverDeck::card(int number) const {
    // Cards are sorted by number and usually numbered 1..N: try the direct
    // index first (plan enumeration looks cards up millions of times).
    if (number >= 1 && static_cast<std::size_t>(number) <= cards.size() &&
        cards[static_cast<std::size_t>(number - 1)].number == number)
        return &cards[static_cast<std::size_t>(number - 1)];
    for (const auto& card : cards)
        if (card.number == number) return &card;
    return nullptr;
}

const CardMove* ManeuverCard::move(Speed speed) const {
    const auto& slot = moves[static_cast<std::size_t>(speed)];
    return slot ? &*slot : nullptr;
}

int DamageDeck::size() const {
    int total = 0;
    for (const auto& card : cards) total += card.copies;
    return total;
}

std::string startingAltitudeProblem(const ScenarioAircraft& placed) {
    if (placed.onGround) return {};
    const bool within = placed.altitude >= kLowestStartLevel && placed.altitude <= kHighestStartLevel;
    const bool saysWhy = std::any_of(placed.altitudeReason.begin(), placed.altitudeReason.end(),
                                     [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; });
    if (within || saysWhy) return {};
    if (!placed.altitudeReason.empty())
        return "the reason for starting at level " + std::to_string(placed.altitude) +
               " says nothing: write why the mission needs it (ALT-02)";
    return "an airplane in the air starts at level " + std::to_string(kLowestStartLevel) + " to " +
           std::to_string(kHighestStartLevel) + ", not " + std::to_string(placed.altitude) +
           " (ALT-02); a scenario that needs another level says why in \"altitude_reason\"";
}

bool isHexColour(std::string_view text) {
    return text.size() == 7 && text[0] == '#' && std::all_of(text.begin() + 1, text.end(), [](char c) {
               return std::isxdigit(static_cast<unsigned char>(c)) != 0;
           });
}

const DamageCardSpec* DamageDeck::card(std::string_view id) const {
    auto found = std::find_if(cards.begin(), cards.end(), [&](const DamageCardSpec& c) { return c.id == id; });
    return found == cards.end() ? nullptr : &*found;
}

std::vector<const DamageCardSpec*> DamageDeck::physicalCards() const {
    std::vector<const DamageCardSpec*> physical;
    for (const auto& card : cards)
        for (int copy = 0; copy < card.copies; ++copy) physical.push_back(&card);
    return physical;
}

const RuleOptionValue* RuleOption::value(std::string_view id) const {
    for (const auto& candidate : values)
        if (candidate.id == id) return &candidate;
    return nullptr;
}

const RuleOption* RuleOptionCatalog::option(std::string_view key) const {
    for (const auto& candidate : options)
        if (candidate.key == key) return &candidate;
    return nullptr;
}

std::string notPlayedYet(const RuleOption& option) {
    return "the rule option \"" + option.title + "\" (" + option.key +
           ") is not played by this version of Jasta yet: remove it, the game cannot honour it";
}

std::string notPlayedYet(const RuleOption& option, const RuleOptionValue& value) {
    if (!option.played) return notPlayedYet(option);
    if (value.played) return {};
    return "the value \"" + value.label + "\" (" + value.id + ") of the rule option \"" + option.title +
           "\" is not played by this version of Jasta yet: choose another, the game cannot honour it";
}

std::string RuleSet::value(const RuleOptionCatalog& catalog, std::string_view key) const {
    if (auto it = values.find(key); it != values.end()) return it->second;
    if (const auto* option = catalog.option(key)) return option->defaultValue;
    return {};
}

const ManeuverDeck* GameData::maneuverDeck(Era era, char letter) const {
    for (const auto& deck : maneuverDecks)
        if (deck.era == era && deck.letter == letter) return &deck;
    return nullptr;
}

const DamageDeck* GameData::damageDeck(Era era, char letter) const {
    for (const auto& deck : damageDecks)
        if (deck.era == era && deck.letter == letter) return &deck;
    return nullptr;
}

template <class Map>
static auto findIn(const Map& map, std::string_view id) -> decltype(&map.begin()->second) {
    auto it = map.find(id);
    return it == map.end() ? nullptr : &it->second;
}

const AircraftType* GameData::aircraftType(std::string_view id) const {
    return findIn(aircraft, id);
}
const GeometrySpec* GameData::geometry(std::string_view id) const {
    return findIn(geometries, id);
}
const GroundType* GameData::groundType(std::string_view id) const {
    return findIn(groundTypes, id);
}
const GroundType* GameData::bombCard() const {
    return groundOfKind(GroundKind::Bomb);
}
const GroundType* GameData::groundOfKind(GroundKind kind) const {
    for (const auto& [id, type] : groundTypes)
        if (type.kind == kind) return &type;
    return nullptr;
}
const RuleSet* GameData::ruleset(std::string_view id) const {
    return findIn(rulesets, id);
}
const Scenario* GameData::scenario(std::string_view id) const {
    return findIn(scenarios, id);
}
const ManeuverDeck* GameData::deckOf(const AircraftType& type) const {
    return maneuverDeck(type.era, type.maneuverDeck);
}
const GeometrySpec* GameData::geometryOf(const AircraftType& type) const {
    return geometry(type.geometry);
}

DataCounts countData(const GameData& data) {
    DataCounts counts;
    counts.geometries = data.geometries.size();
    counts.maneuverDecks = data.maneuverDecks.size();
    for (const auto& deck : data.maneuverDecks) counts.maneuverCards += deck.cards.size();
    counts.damageDecks = data.damageDecks.size();
    for (const auto& deck : data.damageDecks) counts.damageCards += static_cast<std::size_t>(deck.size());
    counts.aircraft = data.aircraft.size();
    counts.groundTypes = data.groundTypes.size();
    counts.scenarios = data.scenarios.size();
    counts.rulesets = data.rulesets.size();
    counts.options = data.options.options.size();
    return counts;
}

void crossCheck(GameData& data, Diagnostics& diagnostics) {
    crossCheck(data, diagnostics, {});
}

GameData loadGameData(const std::filesystem::path& dir, Diagnostics& diagnostics) {
    GameData data;
    std::error_code error;
    if (!std::filesystem::is_directory(dir, error)) {
        diagnostics.add(dir.generic_string(), "", "the data folder is missing");
        return data;
    }
    Unreadable unreadable;
    auto note = [&](bool allRead, std::string_view folder) {
        if (!allRead) unreadable.insert(std::string(folder));
    };
    note(loadFolder<GeometrySpec>(
             dir, "geometry", diagnostics, data, detail::loadGeometry,
             [&](GeometrySpec&& spec) { keepUnique(data.geometries, std::move(spec), "geometry", diagnostics); }),
         "geometry");
    note(loadFolder<ManeuverDeck>(
             dir, "maneuvers", diagnostics, data, detail::loadManeuverDeck,
             [&](ManeuverDeck&& deck) { keepUniqueDeck(data.maneuverDecks, std::move(deck), diagnostics); }),
         "maneuvers");
    note(loadFolder<DamageDeck>(
             dir, "damage", diagnostics, data, detail::loadDamageDeck,
             [&](DamageDeck&& deck) { keepUniqueDeck(data.damageDecks, std::move(deck), diagnostics); }),
         "damage");
    note(loadFolder<AircraftType>(
             dir, "aircraft", diagnostics, data, detail::loadAircraft,
             [&](AircraftType&& type) { keepUnique(data.aircraft, std::move(type), "airplane", diagnostics); }),
         "aircraft");
    // Issue 16: a data folder for dogfights alone needs no objectives and no
    // bomb card; a scenario that names them is refused in the cross-check.
    if (std::filesystem::exists(dir / "ground", error))
        note(loadFolder<GroundType>(
                 dir, "ground", diagnostics, data, detail::loadGroundType,
                 [&](GroundType&& type) { keepUnique(data.groundTypes, std::move(type), "ground type", diagnostics); }),
             "ground");
    note(loadFolder<Scenario>(
             dir, "scenarios", diagnostics, data, detail::loadScenario,
             [&](Scenario&& scenario) { keepUnique(data.scenarios, std::move(scenario), "scenario", diagnostics); }),
         "scenarios");

    // rulesets/options.json is the catalogue; every other file there is a preset.
    const auto optionsPath = dir / "rulesets" / "options.json";
    const auto optionsName = optionsPath.generic_string();
    if (auto json = detail::readJsonFile(optionsPath, optionsName, diagnostics)) {
        remember(data, optionsName, *json);
        if (auto catalog = detail::loadRuleOptions(*json, optionsName, diagnostics)) data.options = std::move(*catalog);
    }
    if (data.options.file.empty()) {
        data.options.file = optionsName;
        unreadable.insert("rulesets");
    }
    note(loadFolder<RuleSet>(
             dir, "rulesets", diagnostics, data, detail::loadRuleSet,
             [&](RuleSet&& rules) { keepUnique(data.rulesets, std::move(rules), "rule set", diagnostics); },
             "options.json"),
         "rulesets");
    crossCheck(data, diagnostics, unreadable);
    return data;
}

std::optional<Scenario> loadScenarioFile(const std::filesystem::path& file, const GameData& data,
                                         Diagnostics& diagnostics) {
    const auto display = file.generic_string();
    auto json = detail::readJsonFile(file, display, diagnostics);
    if (!json) return std::nullopt;
    return scenarioFromJson(*json, display, data, diagnostics);
}

std::optional<Scenario> scenarioFromJson(const nlohmann::json& json, const std::string& file, const GameData& data,
                                         Diagnostics& diagnostics, const std::string& pointer, ScenarioUse use) {
    // The scenario loader reports pointers from the scenario's own root; a
    // scenario inside another document gets them prefixed with `pointer`.
    Diagnostics found;
    auto scenario = detail::loadScenario(json, file, found);
    if (scenario)
        checkScenario(data, *scenario, found, {}, use);
    else
        checkRefusedScenario(data, json, file, found);
    for (const auto& item : found.items()) diagnostics.add(item.file, pointer + item.pointer, item.message);
    if (!found.empty()) return std::nullopt;
    return scenario;
}

nlohmann::json toJson(const Scenario& scenario) {
    // The fields and names of data/schema/scenario.schema.json; optional
    // fields are left out when they hold their default.
    Json json{{"format_version", 1},
              {"id", scenario.id},
              {"name", scenario.name},
              {"era", nameOf(scenario.era)},
              {"ruleset", scenario.ruleset},
              {"table", {{"width_mm", scenario.tableWidth}, {"height_mm", scenario.tableHeight}}}};
    if (!scenario.description.empty()) json["description"] = scenario.description;
    if (!scenario.ruleChanges.empty()) json["rule_changes"] = scenario.ruleChanges;
    if (!scenario.landingFields.empty()) {
        Json fields = Json::array();
        for (const auto& field : scenario.landingFields)
            fields.push_back({{"id", field.id},
                              {"x", field.x},
                              {"y", field.y},
                              {"width_mm", field.width},
                              {"length_mm", field.length},
                              {"heading", field.heading}});
        json["landing_fields"] = std::move(fields);
    }
    Json aircraft = Json::array();
    for (const auto& placed : scenario.aircraft) {
        Json entry{{"id", placed.id}, {"type", placed.type},       {"side", nameOf(placed.side)}, {"x", placed.x},
                   {"y", placed.y},   {"heading", placed.heading}, {"altitude", placed.altitude}};
        if (!placed.name.empty()) entry["name"] = placed.name;
        if (!placed.player.empty()) entry["player"] = placed.player;
        if (!placed.colour.empty()) entry["colour"] = placed.colour;
        if (placed.climb != 0) entry["climb"] = placed.climb;
        if (placed.onGround) entry["on_ground"] = true;
        if (!placed.altitudeReason.empty()) entry["altitude_reason"] = placed.altitudeReason;
        if (placed.autonomous) entry["autonomous"] = true;
        if (placed.bombs > 0) entry["bombs"] = placed.bombs;
        if (placed.rockets > 0) entry["rockets"] = placed.rockets;
        aircraft.push_back(std::move(entry));
    }
    json["aircraft"] = std::move(aircraft);
    if (!scenario.targets.empty()) {
        Json targets = Json::array();
        for (const auto& target : scenario.targets) {
            Json entry{{"id", target.id}, {"type", target.type}, {"side", nameOf(target.side)},
                       {"x", target.x},   {"y", target.y},       {"heading", target.heading}};
            if (!target.name.empty()) entry["name"] = target.name;
            if (target.altitude) entry["altitude"] = *target.altitude;
            targets.push_back(std::move(entry));
        }
        json["targets"] = std::move(targets);
    }
    if (!scenario.nets.empty()) {
        Json nets = Json::array();
        for (const auto& net : scenario.nets)
            nets.push_back({{"id", net.id}, {"shape", nameOf(net.shape)}, {"balloons", net.balloons}});
        json["nets"] = std::move(nets);
    }
    if (!scenario.relief.empty()) {
        Json relief = Json::array();
        for (const auto& zone : scenario.relief) {
            Json outline = Json::array();
            for (const Point2& corner : zone.outline) outline.push_back({corner.x, corner.y});
            Json entry{{"id", zone.id}, {"floor", zone.floor}, {"outline", std::move(outline)}};
            if (!zone.name.empty()) entry["name"] = zone.name;
            relief.push_back(std::move(entry));
        }
        json["relief"] = std::move(relief);
    }
    if (const auto& spotting = scenario.artillerySpotting)
        json["artillery_spotting"] = {{"side", nameOf(spotting->side)}, {"turns", spotting->turns}};
    if (const auto& attack = scenario.attack) {
        Json zone = Json::array();
        for (const Point2& corner : attack->defendedZone) zone.push_back({corner.x, corner.y});
        json["attack"] = {{"side", nameOf(attack->side)}, {"defended_zone", std::move(zone)}};
        if (attack->balloonWatch) json["attack"]["balloon_watch"] = true;
    }
    if (const auto& sun = scenario.sun)
        json["sun"] = {{"time_of_day", nameOf(sun->timeOfDay)},
                       {"front", nameOf(sun->front)},
                       {"west", sun->west},
                       {"enter_by", sun->enterBy}};
    if (scenario.season) {
        json["weather"] = {{"season", nameOf(*scenario.season)}};
    } else if (const auto& weather = scenario.weather) {
        json["weather"] = {{"kind", nameOf(weather->kind)}};
        if (weather->kind != WeatherKind::Clear) {
            json["weather"]["low"] = weather->low;
            json["weather"]["high"] = weather->high;
        }
    }
    if (const auto& mode = scenario.mode) {  // MODE-01..07
        const auto point = [](Point2 at) { return Json::array({at.x, at.y}); };
        Json markers = Json::array();
        for (const Point2& at : mode->ammoMarkers) markers.push_back(point(at));
        json["mode"] = {{"kind", nameOf(mode->kind)}, {"ammo_markers", std::move(markers)}};
        if (mode->victories > 0) json["mode"]["victories"] = mode->victories;
        if (!mode->camps.empty()) {
            Json camps = Json::array();
            for (const Camp& camp : mode->camps) {
                Json outline = Json::array();
                for (const Point2& corner : camp.outline) outline.push_back(point(corner));
                camps.push_back({{"side", nameOf(camp.side)}, {"outline", std::move(outline)}});
            }
            json["mode"]["camps"] = std::move(camps);
        }
        if (!mode->flags.empty()) {
            Json flags = Json::array();
            for (const FlagSetting& flag : mode->flags)
                flags.push_back({{"side", nameOf(flag.side)}, {"x", flag.at.x}, {"y", flag.at.y}});
            json["mode"]["flags"] = std::move(flags);
        }
    }
    if (const auto& scoring = scenario.scoring)  // MODE-09
        json["scoring"] = {{"enemy_down", scoring->enemyDown},
                           {"ally_down", scoring->allyDown},
                           {"target_destroyed", scoring->targetDestroyed},
                           {"target_damaged", scoring->targetDamaged},
                           {"photograph", scoring->photograph}};
    return json;
}

DataError::DataError(Diagnostics diagnostics)
    : std::runtime_error("the game data has problems:\n" + diagnostics.toString()),
      m_diagnostics(std::move(diagnostics)) {}

GameData loadGameDataOrThrow(const std::filesystem::path& dir) {
    Diagnostics diagnostics;
    auto data = loadGameData(dir, diagnostics);
    if (!diagnostics.empty()) throw DataError(std::move(diagnostics));
    return data;
}

// --- data embedded in a save (embedded_data.hpp) ----------------------------

namespace detail {

namespace {

// The folders of the data a save embeds, each with its loader.
struct EmbeddedFolder {
    std::string_view name;
    std::function<void(const Json&, const std::string&, Diagnostics&, GameData&)> load;
    // Saves of games without objectives or bombs have no "ground" (issue 16).
    Need need = Need::Required;
};

const std::vector<EmbeddedFolder>& embeddedFolders() {
    static const std::vector<EmbeddedFolder> folders{
        {"geometry",
         [](const Json& json, const std::string& file, Diagnostics& diagnostics, GameData& data) {
             if (auto spec = loadGeometry(json, file, diagnostics))
                 keepUnique(data.geometries, std::move(*spec), "geometry", diagnostics);
         },
         Need::Required},
        {"maneuvers",
         [](const Json& json, const std::string& file, Diagnostics& diagnostics, GameData& data) {
             if (auto deck = loadManeuverDeck(json, file, diagnostics))
                 keepUniqueDeck(data.maneuverDecks, std::move(*deck), diagnostics);
         },
         Need::Required},
        {"damage",
         [](const Json& json, const std::string& file, Diagnostics& diagnostics, GameData& data) {
             if (auto deck = loadDamageDeck(json, file, diagnostics))
                 keepUniqueDeck(data.damageDecks, std::move(*deck), diagnostics);
         },
         Need::Required},
        {"aircraft",
         [](const Json& json, const std::string& file, Diagnostics& diagnostics, GameData& data) {
             if (auto type = loadAircraft(json, file, diagnostics))
                 keepUnique(data.aircraft, std::move(*type), "airplane", diagnostics);
         },
         Need::Required},
        {"ground",
         [](const Json& json, const std::string& file, Diagnostics& diagnostics, GameData& data) {
             if (auto type = loadGroundType(json, file, diagnostics))
                 keepUnique(data.groundTypes, std::move(*type), "ground type", diagnostics);
         },
         Need::Optional},
    };
    return folders;
}

// An embedded file's name: "/data/<folder>/<name>.json". It is the JSON
// pointer of the file in the save, so messages map back to it, and it ends
// in "<folder>/<name>.json" as the file in the data folder did, so the data
// hash of the embedded data is the data hash of the folder it was taken from.
constexpr std::string_view kEmbeddedRoot = "/data/";
constexpr std::string_view kJsonExtension = ".json";

bool isFileStem(std::string_view text) {
    if (text.empty() || text.size() > 64) return false;
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '-'; });
}

}  // namespace

std::optional<GameData> embeddedDataFromJson(const Json& json, const std::string& file, const GameData& program,
                                             Diagnostics& diagnostics) {
    // Problems are first reported against the embedded names, then moved to
    // `file` at the pointer of the embedded file.
    Diagnostics found;
    GameData data;
    data.options = program.options;
    data.rulesets = program.rulesets;
    if (auto hash = program.contentHashes.find(program.options.file); hash != program.contentHashes.end())
        data.contentHashes.insert(*hash);
    ObjectReader reader(json, file, std::string(kEmbeddedRoot.substr(0, kEmbeddedRoot.size() - 1)), found);
    if (reader.isObject()) {
        reader.allowOnly({"geometry", "maneuvers", "damage", "aircraft", "ground"});
        for (const auto& folder : embeddedFolders()) {
            auto files = reader.object(folder.name, folder.need);
            if (!files) continue;
            const Json& list = *reader.child(folder.name, folder.need);
            for (const auto& [stem, content] : list.items()) {
                if (!isFileStem(stem)) {
                    files->fail(stem, "must be the name of a data file: letters, digits, '_' and '-'");
                    continue;
                }
                const std::string name =
                    std::string(kEmbeddedRoot) + std::string(folder.name) + "/" + stem + std::string(kJsonExtension);
                remember(data, name, content);
                folder.load(content, name, found, data);
            }
        }
    }
    crossCheck(data, found, Unreadable{});
    for (const auto& item : found.items()) {
        if (item.file.rfind(kEmbeddedRoot, 0) == 0 && item.file.ends_with(kJsonExtension))
            diagnostics.add(file, item.file.substr(0, item.file.size() - kJsonExtension.size()) + item.pointer,
                            item.message);
        else
            diagnostics.add(file, item.pointer, item.message);
    }
    if (!found.empty()) return std::nullopt;
    return data;
}

Json embeddedDataToJson(const GameData& data) {
    Json json = Json::object();
    for (const auto& folder : embeddedFolders()) json[std::string(folder.name)] = Json::object();
    for (const auto& [file, text] : data.sources) {
        const std::filesystem::path path(file);
        const std::string folder = path.parent_path().filename().string();
        if (!json.contains(folder)) continue;  // the option catalogue: the program's own
        json[folder][path.stem().string()] = Json::parse(text);
    }
    // A game without objectives or bombs writes no "ground", as saves did before issue 16.
    if (json["ground"].empty()) json.erase("ground");
    return json;
}

}  // namespace detail

}  // namespace jasta
