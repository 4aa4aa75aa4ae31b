#pragma once
// The pilots of the French campaign book (RULES.md PIL, SKL, EQP; seed 003
// «D) Le Pilote») as a roster file keeps them between games: who each one
// is, how far he has risen, his behaviour, his skills, what he carries and
// the state he is in. A game copies what it needs onto the airplane's
// PilotSheet (jasta/state/pilot_sheet.hpp). docs/pilots.md, and
// docs/data-format.md "Pilot rosters" for the file.

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/diagnostics.hpp"
#include "jasta/base/enums.hpp"
#include "jasta/base/names.hpp"

namespace jasta {

// PIL-10..17: each pilot has exactly one behaviour, which sets the skills he
// starts with and those he may never learn, a once-a-game power and bonus VP.
enum class Behaviour { KnightOfTheAir, Daredevil, Opportunist, GuardianAngel, Rammer, Soldier, Artist };
inline constexpr auto kBehaviourNames = nameTable<Behaviour>({{Behaviour::KnightOfTheAir, "knight_of_the_air"},
                                                              {Behaviour::Daredevil, "daredevil"},
                                                              {Behaviour::Opportunist, "opportunist"},
                                                              {Behaviour::GuardianAngel, "guardian_angel"},
                                                              {Behaviour::Rammer, "rammer"},
                                                              {Behaviour::Soldier, "soldier"},
                                                              {Behaviour::Artist, "artist"}});
constexpr const auto& nameTableOf(Behaviour) {
    return kBehaviourNames;
}

// SKL-01: the four fields of skills, three levels and an ultimate each.
enum class SkillTree { Piloting, Shooting, Mechanics, Evasion };
inline constexpr auto kSkillTreeNames = nameTable<SkillTree>({{SkillTree::Piloting, "piloting"},
                                                              {SkillTree::Shooting, "shooting"},
                                                              {SkillTree::Mechanics, "mechanics"},
                                                              {SkillTree::Evasion, "evasion"}});
constexpr const auto& nameTableOf(SkillTree) {
    return kSkillTreeNames;
}

// SKL-02..17, tree by tree, the ultimate last in each.
enum class Skill {
    Acrobat,
    Genius,
    MasterPilot,
    AceOfAces,  // piloting (SKL-02..05)
    VeryGoodShot,
    Sharpshooter,
    ExcellentShot,
    Killer,  // shooting (SKL-06..09)
    Conscientious,
    ExpertsEye,
    MakeDo,
    Tinkerer,  // mechanics (SKL-10..13)
    GrassSnake,
    Viper,
    Serpent,
    Ghost,  // evasion (SKL-14..17)
};
inline constexpr auto kSkillNames = nameTable<Skill>({{Skill::Acrobat, "acrobat"},
                                                      {Skill::Genius, "genius"},
                                                      {Skill::MasterPilot, "master_pilot"},
                                                      {Skill::AceOfAces, "ace_of_aces"},
                                                      {Skill::VeryGoodShot, "very_good_shot"},
                                                      {Skill::Sharpshooter, "sharpshooter"},
                                                      {Skill::ExcellentShot, "excellent_shot"},
                                                      {Skill::Killer, "killer"},
                                                      {Skill::Conscientious, "conscientious"},
                                                      {Skill::ExpertsEye, "experts_eye"},
                                                      {Skill::MakeDo, "make_do"},
                                                      {Skill::Tinkerer, "tinkerer"},
                                                      {Skill::GrassSnake, "grass_snake"},
                                                      {Skill::Viper, "viper"},
                                                      {Skill::Serpent, "serpent"},
                                                      {Skill::Ghost, "ghost"}});
constexpr const auto& nameTableOf(Skill) {
    return kSkillNames;
}
inline constexpr int kSkillsPerTree = 4;
constexpr SkillTree treeOf(Skill skill) {
    return static_cast<SkillTree>(static_cast<int>(skill) / kSkillsPerTree);
}
// SKL-01: the fourth skill of each tree is its ultimate.
constexpr bool isUltimate(Skill skill) {
    return static_cast<int>(skill) % kSkillsPerTree == kSkillsPerTree - 1;
}
// The rule that describes `skill`: SKL-02 for Acrobat ... SKL-17 for Ghost.
std::string skillRule(Skill skill);
// The rule of `behaviour`: PIL-11 for the Knight of the Air ... PIL-17 for the Artist.
std::string behaviourRule(Behaviour behaviour);

// PIL-03: the ranks a pilot rises through.
enum class Rank { Novice, Ace, ExperiencedAce, AceOfAces };
inline constexpr auto kRankNames = nameTable<Rank>({{Rank::Novice, "novice"},
                                                    {Rank::Ace, "ace"},
                                                    {Rank::ExperiencedAce, "experienced_ace"},
                                                    {Rank::AceOfAces, "ace_of_aces"}});
constexpr const auto& nameTableOf(Rank) {
    return kRankNames;
}

// PIL-05: the state a pilot is in between games.
enum class PilotState { Active, Wounded, SeriouslyWounded, Captured, Dead };
inline constexpr auto kPilotStateNames = nameTable<PilotState>({{PilotState::Active, "active"},
                                                                {PilotState::Wounded, "wounded"},
                                                                {PilotState::SeriouslyWounded, "seriously_wounded"},
                                                                {PilotState::Captured, "captured"},
                                                                {PilotState::Dead, "dead"}});
constexpr const auto& nameTableOf(PilotState) {
    return kPilotStateNames;
}

// EQP-02..07: what a pilot may buy with his VP (the cost in brackets).
enum class Item {
    Extinguisher,       // (1) single use: cancels a flames special
    BulletproofVest,    // (2) until destroyed: cancels a pilot-wounded card, absorbs 5 direct points
    IncendiaryBullets,  // (2) a whole game: damage values changed, longer flames
    Handgun,            // (1) once a turn, within half a ruler, while rounds remain
    Rounds,             // (1) six handgun rounds
    ExtraAmmunition,    // (2) a whole game: +50 % ammunition
    Parachute,          // (2) single use: jump when shot down
};
inline constexpr auto kItemNames = nameTable<Item>({{Item::Extinguisher, "extinguisher"},
                                                    {Item::BulletproofVest, "bulletproof_vest"},
                                                    {Item::IncendiaryBullets, "incendiary_bullets"},
                                                    {Item::Handgun, "handgun"},
                                                    {Item::Rounds, "rounds"},
                                                    {Item::ExtraAmmunition, "extra_ammunition"},
                                                    {Item::Parachute, "parachute"}});
constexpr const auto& nameTableOf(Item) {
    return kItemNames;
}
// EQP-01: its price in VP.
int itemCost(Item item);

// Their names as players read them ("Knight of the Air", "Expert's Eye").
std::string_view displayName(Behaviour behaviour);
std::string_view displayName(Skill skill);
std::string_view displayName(SkillTree tree);
std::string_view displayName(Rank rank);
std::string_view displayName(Item item);
inline constexpr int kRoundsPerPurchase = 6;  // EQP-05

struct PilotRecord {
    std::string id;    // unique in the roster; games and campaigns refer to it
    std::string name;  // as the player wrote it
    Side side = Side::Entente;
    std::string country;  // PIL-18: the air service whose rank names he bears ("fr", "uk", "us", "de", "it", ...)
    Behaviour behaviour = Behaviour::KnightOfTheAir;
    std::vector<Skill> skills;  // in the order he learnt them
    int kills = 0;              // PIL-02: enemy airplanes he shot down
    int victoryPoints = 0;      // PIL-02: VP he holds (spent VP are gone, EQP-01)
    int missionPoints = 0;      // PIL-18: points not earned from kills (cosmetic ranks)
    PilotState state = PilotState::Active;
    int missionsToRecover = 0;  // PIL-05: missions he must still sit out (or fly at 5 HP) to recover
    // EQP: what he carries, item -> how many (rounds: the rounds left).
    std::map<Item, int> equipment;
    int vestAbsorbed = 0;  // EQP-03: direct wound points his vest has taken (destroyed at 5)
    std::string notes;
    bool operator==(const PilotRecord&) const = default;
};

struct PilotRoster {
    std::vector<PilotRecord> pilots;
    [[nodiscard]] const PilotRecord* find(std::string_view id) const;
    bool operator==(const PilotRoster&) const = default;
};

// Reads a roster file, checking every field and every rule a pilot must
// keep (pilotProblems); problems name `file` and the JSON pointer. A file
// that does not exist is an empty roster (the first start).
std::optional<PilotRoster> loadRoster(const std::filesystem::path& path, Diagnostics& diagnostics);
// The same from text already read (the fuzzers, tests).
std::optional<PilotRoster> rosterFromText(std::string_view text, const std::string& file, Diagnostics& diagnostics);
// The roster as its file holds it (format_version 1), pretty-printed.
std::string rosterText(const PilotRoster& roster);
// Writes the roster atomically (a crash never leaves half a file); throws
// WriteError (jasta/base/atomic_file.hpp) naming the file when it cannot.
void saveRoster(const PilotRoster& roster, const std::filesystem::path& path);

// What the rules ask of a pilot (PIL-02, PIL-03, PIL-10..17, SKL-01,
// EQP-01): each broken rule as a message and the pointer (below the
// pilot's own) of the field at fault.
struct PilotProblem {
    std::string pointer;  // "/skills/2", "/victory_points", ...
    std::string message;
};
std::vector<PilotProblem> pilotProblems(const PilotRecord& pilot);

// PIL-01 and PIL-10..17: the skills a behaviour starts with (the Knight of
// the Air two, the others one), and the trees its first skill may come from
// (empty: any).
int startingSkills(Behaviour behaviour);
std::vector<SkillTree> startingTrees(Behaviour behaviour);
// PIL-11, PIL-12, PIL-15: whether a pilot of `behaviour` may ever learn `skill`.
bool mayLearn(Behaviour behaviour, Skill skill);
// PIL-11: whether he may carry `item` (the Knight of the Air spares pilots and airplanes).
bool mayCarry(Behaviour behaviour, Item item);
// PIL-02: the skills he has earned: his starting skills, one more for
// becoming an ace at his 5th kill, then one per 20 VP he holds.
int skillsEarned(const PilotRecord& pilot);
// PIL-02 / PIL-03 (CONF-33 A, "evolution"): an ace at 5 kills, an
// experienced ace at 80 VP, an ace of aces at 160 VP.
Rank rankOf(const PilotRecord& pilot);
// EQP-01: the VP he may spend: only those above the last multiple of 10 he
// reached (23 VP: 3); he never falls below a ten already reached.
int spendableVp(const PilotRecord& pilot);
// Why he cannot buy `item` now (EQP-01: not enough VP to spend; PIL-11: his
// behaviour forbids it; EQP-04/06: one purchase covers a whole game; a vest
// and a handgun are worn once); nothing when he can.
std::optional<std::string> whyCannotBuy(const PilotRecord& pilot, Item item);
// Buys `item` (whyCannotBuy must be empty): its cost comes off his VP and he
// carries one more (six more rounds, EQP-05).
void buy(PilotRecord& pilot, Item item);
// PIL-18 (optional, cosmetic): his officer's rank in his air service by the
// mission points not earned from kills — 0, 10, 50, 100, 160 — under the
// French/Belgian, British, American, German and Italian names; empty for an
// air service the book does not list ("fr", "be", "uk", "us", "de", "it").
std::string officerRank(const PilotRecord& pilot);
inline constexpr int kKillsForAce = 5;
inline constexpr int kVpPerSkill = 20;
inline constexpr int kVpForExperiencedAce = 80;
inline constexpr int kVpForAceOfAces = 160;

}  // namespace jasta
