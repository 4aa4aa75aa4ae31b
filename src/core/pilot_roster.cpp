#include "jasta/data/pilot_roster.hpp"

#include <algorithm>
#include <set>

#include "jasta/base/atomic_file.hpp"
#include "json_reader.hpp"

namespace jasta {

namespace {

using detail::Json;
using detail::Need;
using detail::ObjectReader;

// "PIL-07", "SKL-12": a rule id of `prefix` with its two-digit number.
std::string ruleId(std::string_view prefix, int number) {
    return std::string(prefix) + (number < 10 ? "-0" : "-") + std::to_string(number);
}

// "a Soldier", "an Artist".
std::string withArticle(std::string_view name) {
    const bool vowel = !name.empty() && std::string_view("AEIOU").find(name.front()) != std::string_view::npos;
    return (vowel ? "an " : "a ") + std::string(name);
}

// Reads the roster's pilot at `entry`.
PilotRecord readPilot(ObjectReader& entry) {
    entry.allowOnly({"id", "name", "side", "country", "behaviour", "skills", "kills", "victory_points",
                     "mission_points", "state", "missions_to_recover", "equipment", "vest_absorbed", "notes"});
    PilotRecord pilot;
    pilot.id = entry.id("id");
    pilot.name = entry.string("name");
    pilot.side = entry.enumeration("side", Need::Required, Side::Entente);
    pilot.country = entry.string("country", Need::Optional);
    pilot.behaviour = entry.enumeration("behaviour", Need::Required, Behaviour::KnightOfTheAir);
    const auto isSkill = [](std::string_view text) { return parseName<Skill>(text).has_value(); };
    for (const std::string& name :
         entry.strings("skills", Need::Optional, false, isSkill, "one of: " + nameList<Skill>()))
        pilot.skills.push_back(*parseName<Skill>(name));
    constexpr int kMostVp = 100000;  // far beyond any war: a typo, not a career
    pilot.kills = entry.integer("kills", 0, kMostVp, Need::Optional, 0);
    pilot.victoryPoints = entry.integer("victory_points", 0, kMostVp, Need::Optional, 0);
    pilot.missionPoints = entry.integer("mission_points", 0, kMostVp, Need::Optional, 0);
    pilot.state = entry.enumeration("state", Need::Optional, PilotState::Active);
    pilot.missionsToRecover = entry.integer("missions_to_recover", 0, 2, Need::Optional, 0);  // PIL-05: at most 2
    if (const Json* equipment = entry.child("equipment", Need::Optional)) {
        if (!equipment->is_object()) {
            entry.fail("equipment", "must be an object of item: count");
        } else {
            for (const auto& [name, count] : equipment->items()) {
                const std::string pointer = appendPointer(entry.pointerTo("equipment"), name);
                const auto item = parseName<Item>(name);
                if (!item) {
                    entry.diagnostics().add(entry.file(), pointer, "is not an item; items: " + nameList<Item>());
                    entry.markFailed();
                    continue;
                }
                const auto number = detail::readInteger(count, 0, kMostVp, entry.file(), pointer, entry.diagnostics());
                if (!number) entry.markFailed();
                if (number && *number > 0) pilot.equipment[*item] = *number;
            }
        }
    }
    pilot.vestAbsorbed = entry.integer("vest_absorbed", 0, 4, Need::Optional, 0);  // EQP-03: destroyed at 5
    pilot.notes = entry.string("notes", Need::Optional);
    return pilot;
}

Json pilotJson(const PilotRecord& pilot) {
    Json skills = Json::array();
    for (Skill skill : pilot.skills) skills.push_back(nameOf(skill));
    Json json{{"id", pilot.id},
              {"name", pilot.name},
              {"side", nameOf(pilot.side)},
              {"behaviour", nameOf(pilot.behaviour)},
              {"skills", std::move(skills)},
              {"kills", pilot.kills},
              {"victory_points", pilot.victoryPoints},
              {"state", nameOf(pilot.state)}};
    if (!pilot.country.empty()) json["country"] = pilot.country;
    if (pilot.missionPoints > 0) json["mission_points"] = pilot.missionPoints;
    if (pilot.missionsToRecover > 0) json["missions_to_recover"] = pilot.missionsToRecover;
    if (!pilot.equipment.empty()) {
        Json equipment = Json::object();
        for (const auto& [item, count] : pilot.equipment) equipment[std::string(nameOf(item))] = count;
        json["equipment"] = std::move(equipment);
    }
    if (pilot.vestAbsorbed > 0) json["vest_absorbed"] = pilot.vestAbsorbed;
    if (!pilot.notes.empty()) json["notes"] = pilot.notes;
    return json;
}

}  // namespace

std::string skillRule(Skill skill) {
    return ruleId("SKL", static_cast<int>(skill) + 2);  // SKL-02 is the first skill
}

std::string behaviourRule(Behaviour behaviour) {
    return ruleId("PIL", static_cast<int>(behaviour) + 11);  // PIL-11 is the first behaviour
}

std::string_view displayName(Behaviour behaviour) {
    constexpr std::string_view kNames[] = {"Knight of the Air", "Daredevil", "Opportunist", "Guardian Angel", "Rammer",
                                           "Soldier",           "Artist"};
    return kNames[static_cast<std::size_t>(behaviour)];
}

std::string_view displayName(Skill skill) {
    constexpr std::string_view kNames[] = {"Acrobat",        "Genius",       "Master Pilot",   "Ace of Aces",
                                           "Very Good Shot", "Sharpshooter", "Excellent Shot", "Killer",
                                           "Conscientious",  "Expert's Eye", "Make-do",        "Tinkerer",
                                           "Grass Snake",    "Viper",        "Serpent",        "Ghost"};
    return kNames[static_cast<std::size_t>(skill)];
}

std::string_view displayName(SkillTree tree) {
    constexpr std::string_view kNames[] = {"piloting", "shooting", "mechanics", "evasion"};
    return kNames[static_cast<std::size_t>(tree)];
}

std::string_view displayName(Rank rank) {
    constexpr std::string_view kNames[] = {"Novice", "Ace", "Experienced Ace", "Ace of Aces"};
    return kNames[static_cast<std::size_t>(rank)];
}

std::string_view displayName(Item item) {
    constexpr std::string_view kNames[] = {"fire extinguisher", "bulletproof vest", "incendiary bullets", "handgun",
                                           "handgun rounds",    "extra ammunition", "parachute"};
    return kNames[static_cast<std::size_t>(item)];
}

int itemCost(Item item) {
    switch (item) {
        case Item::Extinguisher:
        case Item::Handgun:
        case Item::Rounds:
            return 1;
        case Item::BulletproofVest:
        case Item::IncendiaryBullets:
        case Item::ExtraAmmunition:
        case Item::Parachute:
            break;
    }
    return 2;
}

int startingSkills(Behaviour behaviour) {
    return behaviour == Behaviour::KnightOfTheAir ? 2 : 1;  // PIL-11: two of his choice; the others one
}

std::vector<SkillTree> startingTrees(Behaviour behaviour) {
    switch (behaviour) {
        case Behaviour::Opportunist:    // PIL-13
        case Behaviour::GuardianAngel:  // PIL-14
            return {SkillTree::Mechanics, SkillTree::Shooting};
        case Behaviour::Rammer:  // PIL-15
            return {SkillTree::Mechanics};
        case Behaviour::Soldier:  // PIL-16
            return {SkillTree::Piloting, SkillTree::Shooting};
        case Behaviour::Artist:  // PIL-17
            return {SkillTree::Piloting};
        case Behaviour::KnightOfTheAir:  // PIL-11: of his choice
        case Behaviour::Daredevil:       // PIL-12: any he may learn
            break;
    }
    return {};
}

bool mayLearn(Behaviour behaviour, Skill skill) {
    if (behaviour == Behaviour::KnightOfTheAir && skill == Skill::Killer) return false;          // PIL-11
    if (behaviour == Behaviour::Daredevil && treeOf(skill) == SkillTree::Evasion) return false;  // PIL-12
    return !(behaviour == Behaviour::Rammer && treeOf(skill) == SkillTree::Shooting);            // PIL-15
}

bool mayCarry(Behaviour behaviour, Item item) {
    return behaviour != Behaviour::KnightOfTheAir ||
           (item != Item::Handgun && item != Item::Rounds && item != Item::IncendiaryBullets);
}

int skillsEarned(const PilotRecord& pilot) {
    if (pilot.kills < kKillsForAce) return startingSkills(pilot.behaviour);
    return startingSkills(pilot.behaviour) + 1 + pilot.victoryPoints / kVpPerSkill;
}

Rank rankOf(const PilotRecord& pilot) {
    if (pilot.kills < kKillsForAce) return Rank::Novice;
    if (pilot.victoryPoints >= kVpForAceOfAces) return Rank::AceOfAces;
    if (pilot.victoryPoints >= kVpForExperiencedAce) return Rank::ExperiencedAce;
    return Rank::Ace;
}

std::vector<PilotProblem> pilotProblems(const PilotRecord& pilot) {
    std::vector<PilotProblem> problems;
    const auto add = [&](std::string pointer, std::string message) {
        problems.push_back({std::move(pointer), std::move(message)});
    };
    const std::string behaviour = withArticle(displayName(pilot.behaviour));
    const std::string behaviourId = behaviourRule(pilot.behaviour);
    std::set<Skill> seen;
    for (std::size_t i = 0; i < pilot.skills.size(); ++i) {
        const Skill skill = pilot.skills[i];
        const std::string at = "/skills/" + std::to_string(i);
        const std::string name(displayName(skill));
        if (!seen.insert(skill).second) add(at, "he already has " + name);
        if (!mayLearn(pilot.behaviour, skill)) add(at, behaviour + " never learns " + name + " (" + behaviourId + ")");
        if (isUltimate(skill)) {
            int others = 0;
            for (Skill other : pilot.skills)
                if (other != skill && treeOf(other) == treeOf(skill)) ++others;
            if (others < kSkillsPerTree - 1)
                add(at, name + " is the " + std::string(displayName(treeOf(skill))) +
                            " ultimate: he needs the three other " + std::string(displayName(treeOf(skill))) +
                            " skills first (SKL-01)");
        }
    }
    // PIL-13..17: the tree of the skill he started with.
    const auto trees = startingTrees(pilot.behaviour);
    if (!pilot.skills.empty() && !trees.empty() &&
        std::find(trees.begin(), trees.end(), treeOf(pilot.skills.front())) == trees.end()) {
        std::string allowed;
        for (std::size_t i = 0; i < trees.size(); ++i)
            allowed += std::string(i == 0 ? "" : " or ") + std::string(displayName(trees[i]));
        add("/skills/0", behaviour + " starts with " + withArticle(allowed) + " skill (" + behaviourId + ")");
    }
    const int earned = skillsEarned(pilot);
    if (static_cast<int>(pilot.skills.size()) > earned)
        add("/skills", "he has earned " + std::to_string(earned) + (earned == 1 ? " skill" : " skills") +
                           " (PIL-02: his first, one as an ace, one per 20 VP), not " +
                           std::to_string(pilot.skills.size()));
    if (pilot.kills < kKillsForAce && pilot.victoryPoints > 0)
        add("/victory_points", "a Novice scores no VP before his 5th kill (PIL-02)");
    for (const auto& [item, count] : pilot.equipment) {
        const std::string at = "/equipment/" + std::string(nameOf(item));
        if (!mayCarry(pilot.behaviour, item))
            add(at, behaviour + " carries no " + std::string(displayName(item)) + " (" + behaviourId + ")");
        if ((item == Item::IncendiaryBullets || item == Item::ExtraAmmunition) && count > 1)
            add(at, "one purchase of " + std::string(displayName(item)) + " covers a whole game (EQP-04, EQP-06)");
        if ((item == Item::BulletproofVest || item == Item::Handgun) && count > 1)
            add(at, "he wears one " + std::string(displayName(item)));
    }
    if (pilot.vestAbsorbed > 0 && pilot.equipment.count(Item::BulletproofVest) == 0)
        add("/vest_absorbed", "he wears no bulletproof vest (EQP-03)");
    return problems;
}

int spendableVp(const PilotRecord& pilot) {
    constexpr int kTen = 10;
    return pilot.victoryPoints % kTen;
}

std::optional<std::string> whyCannotBuy(const PilotRecord& pilot, Item item) {
    const std::string name(displayName(item));
    if (!mayCarry(pilot.behaviour, item))
        return withArticle(displayName(pilot.behaviour)) + " carries no " + name + " (" +
               behaviourRule(pilot.behaviour) + ")";
    const bool held = pilot.equipment.count(item) > 0;
    if (held && (item == Item::IncendiaryBullets || item == Item::ExtraAmmunition))
        return "one purchase of " + name + " covers a whole game (EQP-04, EQP-06)";
    if (held && (item == Item::BulletproofVest || item == Item::Handgun)) return "he already has a " + name;
    if (itemCost(item) > spendableVp(pilot))
        return "it costs " + std::to_string(itemCost(item)) + " VP and he may spend " +
               std::to_string(spendableVp(pilot)) + ": only the VP above his last ten (EQP-01)";
    return std::nullopt;
}

void buy(PilotRecord& pilot, Item item) {
    pilot.victoryPoints -= itemCost(item);
    pilot.equipment[item] += item == Item::Rounds ? kRoundsPerPurchase : 1;
}

std::string officerRank(const PilotRecord& pilot) {
    // PIL-18's table: one row per service, one column per threshold of mission points.
    constexpr int kThresholds[] = {0, 10, 50, 100, 160};
    struct Service {
        std::string_view countries[2];
        std::string_view ranks[5];
    };
    constexpr Service kServices[] = {
        {{"fr", "be"}, {"Aspirant", "Sous-Lieutenant", "Lieutenant", "Capitaine", "Commandant"}},
        {{"uk", ""}, {"Cadet", "Pilot Officer", "Flying Officer", "Flight Lieutenant", "Air Commodore"}},
        {{"us", ""}, {"Cadet", "Second Lieutenant", "First Lieutenant", "Captain", "Major"}},
        {{"de", ""}, {"Fähnrich", "Leutnant", "Oberleutnant", "Hauptmann", "Hauptmann"}},
        {{"it", ""}, {"Aspirante", "Sottotenente", "Tenente", "Capitano", "Capitano"}},
    };
    std::size_t level = 0;
    for (std::size_t i = 0; i < std::size(kThresholds); ++i)
        if (pilot.missionPoints >= kThresholds[i]) level = i;
    for (const Service& service : kServices)
        for (std::string_view country : service.countries)
            if (!country.empty() && country == pilot.country) return std::string(service.ranks[level]);
    return {};
}

const PilotRecord* PilotRoster::find(std::string_view id) const {
    const auto found = std::find_if(pilots.begin(), pilots.end(), [&](const PilotRecord& p) { return p.id == id; });
    return found == pilots.end() ? nullptr : &*found;
}

std::optional<PilotRoster> rosterFromText(std::string_view text, const std::string& file, Diagnostics& diagnostics) {
    const auto json = detail::parseJsonText(text, file, diagnostics);
    if (!json) return std::nullopt;
    ObjectReader reader(*json, file, "", diagnostics);
    reader.allowOnly({"format_version", "pilots"});
    reader.formatVersion();
    PilotRoster roster;
    std::set<std::string> ids;
    reader.eachObject("pilots", Need::Required, false, [&](ObjectReader& entry, std::size_t) {
        PilotRecord pilot = readPilot(entry);
        const bool read = entry.ok();
        entry.unique("id", pilot.id, ids, "pilot");
        if (!read) return;
        for (const PilotProblem& problem : pilotProblems(pilot)) {
            diagnostics.add(file, entry.pointer() + problem.pointer, problem.message);
            entry.markFailed();
        }
        if (entry.ok()) roster.pilots.push_back(std::move(pilot));
    });
    if (!reader.ok()) return std::nullopt;
    return roster;
}

std::optional<PilotRoster> loadRoster(const std::filesystem::path& path, Diagnostics& diagnostics) {
    std::error_code error;
    if (!std::filesystem::exists(path, error) && !error) return PilotRoster{};  // the first start
    const auto text = detail::readTextFile(path, path.string(), diagnostics);
    if (!text) return std::nullopt;
    return rosterFromText(*text, path.string(), diagnostics);
}

std::string rosterText(const PilotRoster& roster) {
    Json pilots = Json::array();
    for (const PilotRecord& pilot : roster.pilots) pilots.push_back(pilotJson(pilot));
    return Json{{"format_version", 1}, {"pilots", std::move(pilots)}}.dump(2) + "\n";
}

void saveRoster(const PilotRoster& roster, const std::filesystem::path& path) {
    writeFileAtomically(path, rosterText(roster));
}

}  // namespace jasta
