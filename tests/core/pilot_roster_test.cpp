// The pilot roster (issue 19): a file of the campaign book's pilots, read
// with every rule a pilot must keep checked and named by its pointer
// (PIL-02, PIL-03, PIL-10..17, SKL-01, EQP-01..07), written back atomically.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "jasta/base/atomic_file.hpp"
#include "jasta/data/pilot_roster.hpp"

namespace jasta::test {
namespace {

PilotRecord pilot(Behaviour behaviour, std::vector<Skill> skills) {
    PilotRecord record;
    record.id = "p";
    record.name = "Jean Navarre";
    record.behaviour = behaviour;
    record.skills = std::move(skills);
    return record;
}

// The messages of pilotProblems, each after its pointer.
std::vector<std::string> problemsOf(const PilotRecord& record) {
    std::vector<std::string> lines;
    for (const auto& problem : pilotProblems(record)) lines.push_back(problem.pointer + ": " + problem.message);
    return lines;
}

TEST(PilotRoster, SkillsBelongToTheirTreesAndEachTreeEndsInItsUltimate) {
    EXPECT_EQ(treeOf(Skill::Acrobat), SkillTree::Piloting);
    EXPECT_EQ(treeOf(Skill::AceOfAces), SkillTree::Piloting);
    EXPECT_EQ(treeOf(Skill::VeryGoodShot), SkillTree::Shooting);
    EXPECT_EQ(treeOf(Skill::Tinkerer), SkillTree::Mechanics);
    EXPECT_EQ(treeOf(Skill::Ghost), SkillTree::Evasion);
    EXPECT_TRUE(isUltimate(Skill::Killer));
    EXPECT_FALSE(isUltimate(Skill::ExcellentShot));
    EXPECT_EQ(skillRule(Skill::Acrobat), "SKL-02");
    EXPECT_EQ(skillRule(Skill::Conscientious), "SKL-10");
    EXPECT_EQ(skillRule(Skill::Ghost), "SKL-17");
    EXPECT_EQ(behaviourRule(Behaviour::KnightOfTheAir), "PIL-11");
    EXPECT_EQ(behaviourRule(Behaviour::Artist), "PIL-17");
}

// PIL-02 / PIL-03 (CONF-33 A): ranks and the skills earned, at their edges.
TEST(PilotRoster, RanksAndSkillsEarnedCountKillsThenVictoryPoints) {
    PilotRecord soldier = pilot(Behaviour::Soldier, {});
    soldier.kills = 4;
    EXPECT_EQ(rankOf(soldier), Rank::Novice);
    EXPECT_EQ(skillsEarned(soldier), 1);
    soldier.kills = 5;  // his 5th kill makes him an ace and gives a skill
    EXPECT_EQ(rankOf(soldier), Rank::Ace);
    EXPECT_EQ(skillsEarned(soldier), 2);
    soldier.victoryPoints = 19;
    EXPECT_EQ(skillsEarned(soldier), 2);
    soldier.victoryPoints = 20;  // one more skill per 20 VP
    EXPECT_EQ(skillsEarned(soldier), 3);
    soldier.victoryPoints = 79;
    EXPECT_EQ(rankOf(soldier), Rank::Ace);
    soldier.victoryPoints = 80;
    EXPECT_EQ(rankOf(soldier), Rank::ExperiencedAce);
    EXPECT_EQ(skillsEarned(soldier), 6) << "PIL-03: an experienced ace has at least 6 skills";
    soldier.victoryPoints = 160;
    EXPECT_EQ(rankOf(soldier), Rank::AceOfAces);
    EXPECT_EQ(skillsEarned(soldier), 10) << "PIL-03: an ace of aces has at least 10 skills";
    EXPECT_EQ(skillsEarned(pilot(Behaviour::KnightOfTheAir, {})), 2) << "PIL-11: two skills of his choice";
}

TEST(PilotRoster, ABehaviourSetsTheFirstSkillAndTheSkillsNeverLearnt) {
    EXPECT_TRUE(problemsOf(pilot(Behaviour::Artist, {Skill::Genius})).empty());
    EXPECT_EQ(problemsOf(pilot(Behaviour::Artist, {Skill::Viper})),
              std::vector<std::string>{"/skills/0: an Artist starts with a piloting skill (PIL-17)"});
    EXPECT_EQ(problemsOf(pilot(Behaviour::Opportunist, {Skill::Acrobat})),
              std::vector<std::string>{"/skills/0: an Opportunist starts with a mechanics or shooting skill (PIL-13)"});
    EXPECT_TRUE(problemsOf(pilot(Behaviour::GuardianAngel, {Skill::MakeDo})).empty());
    EXPECT_TRUE(problemsOf(pilot(Behaviour::Soldier, {Skill::Sharpshooter})).empty());
    EXPECT_EQ(problemsOf(pilot(Behaviour::Rammer, {Skill::VeryGoodShot})),
              (std::vector<std::string>{"/skills/0: a Rammer never learns Very Good Shot (PIL-15)",
                                        "/skills/0: a Rammer starts with a mechanics skill (PIL-15)"}));
    EXPECT_EQ(problemsOf(pilot(Behaviour::Daredevil, {Skill::GrassSnake})),
              std::vector<std::string>{"/skills/0: a Daredevil never learns Grass Snake (PIL-12)"});
    EXPECT_TRUE(problemsOf(pilot(Behaviour::KnightOfTheAir, {Skill::Viper, Skill::Genius})).empty());
    PilotRecord knight = pilot(Behaviour::KnightOfTheAir, {Skill::VeryGoodShot, Skill::Sharpshooter});
    knight.kills = 5, knight.victoryPoints = 40;  // 2 + 1 + 2 skills earned
    knight.skills.push_back(Skill::ExcellentShot);
    knight.skills.push_back(Skill::Killer);
    EXPECT_EQ(problemsOf(knight),
              std::vector<std::string>{"/skills/3: a Knight of the Air never learns Killer (PIL-11)"});
}

TEST(PilotRoster, AnUltimateNeedsTheThreeOtherSkillsOfItsTree) {
    PilotRecord ace = pilot(Behaviour::Artist, {Skill::Acrobat, Skill::Genius, Skill::AceOfAces});
    ace.kills = 12, ace.victoryPoints = 40;
    EXPECT_EQ(problemsOf(ace), std::vector<std::string>{"/skills/2: Ace of Aces is the piloting ultimate: he needs "
                                                        "the three other piloting skills first (SKL-01)"});
    ace.skills = {Skill::Acrobat, Skill::Genius, Skill::MasterPilot, Skill::AceOfAces};
    EXPECT_TRUE(problemsOf(ace).empty());
}

TEST(PilotRoster, NoMoreSkillsThanEarnedNoTwiceTheSameAndNoVpForANovice) {
    PilotRecord novice = pilot(Behaviour::Soldier, {Skill::Genius, Skill::Acrobat});
    EXPECT_EQ(problemsOf(novice), std::vector<std::string>{"/skills: he has earned 1 skill (PIL-02: his first, one "
                                                           "as an ace, one per 20 VP), not 2"});
    novice.skills = {Skill::Genius};
    novice.victoryPoints = 3;
    EXPECT_EQ(problemsOf(novice),
              std::vector<std::string>{"/victory_points: a Novice scores no VP before his 5th kill (PIL-02)"});
    PilotRecord ace = pilot(Behaviour::Soldier, {Skill::Genius, Skill::Genius});
    ace.kills = 5;
    EXPECT_EQ(problemsOf(ace), std::vector<std::string>{"/skills/1: he already has Genius"});
}

TEST(PilotRoster, TheKnightOfTheAirCarriesNoHandgunNorIncendiaries) {
    PilotRecord knight = pilot(Behaviour::KnightOfTheAir, {});
    knight.equipment = {{Item::Parachute, 1}, {Item::Handgun, 1}, {Item::IncendiaryBullets, 1}};
    EXPECT_EQ(problemsOf(knight),
              (std::vector<std::string>{
                  "/equipment/incendiary_bullets: a Knight of the Air carries no incendiary bullets (PIL-11)",
                  "/equipment/handgun: a Knight of the Air carries no handgun (PIL-11)"}));
    PilotRecord soldier = pilot(Behaviour::Soldier, {});
    soldier.equipment = {{Item::ExtraAmmunition, 2}, {Item::Rounds, 12}, {Item::Extinguisher, 2}};
    soldier.vestAbsorbed = 2;
    EXPECT_EQ(problemsOf(soldier),
              (std::vector<std::string>{
                  "/equipment/extra_ammunition: one purchase of extra ammunition covers a whole game (EQP-04, EQP-06)",
                  "/vest_absorbed: he wears no bulletproof vest (EQP-03)"}));
    EXPECT_EQ(itemCost(Item::Extinguisher), 1);
    EXPECT_EQ(itemCost(Item::BulletproofVest), 2);
    EXPECT_EQ(itemCost(Item::Parachute), 2);
}

// EQP-01: only the VP above his last ten are spent, and they are gone.
TEST(PilotRoster, EquipmentIsBoughtWithTheVpAboveTheLastTen) {
    PilotRecord ace = pilot(Behaviour::Soldier, {Skill::Genius});
    ace.kills = 6;
    ace.victoryPoints = 23;
    EXPECT_EQ(spendableVp(ace), 3);
    ASSERT_FALSE(whyCannotBuy(ace, Item::Parachute).has_value());
    buy(ace, Item::Parachute);
    EXPECT_EQ(ace.victoryPoints, 21);
    EXPECT_EQ(ace.equipment.at(Item::Parachute), 1);
    EXPECT_EQ(whyCannotBuy(ace, Item::BulletproofVest),
              "it costs 2 VP and he may spend 1: only the VP above his last ten (EQP-01)");
    buy(ace, Item::Rounds);  // 1 VP for six rounds (EQP-05)
    EXPECT_EQ(ace.equipment.at(Item::Rounds), kRoundsPerPurchase);
    EXPECT_EQ(ace.victoryPoints, 20) << "never below the ten he reached";
    EXPECT_EQ(spendableVp(ace), 0);
    EXPECT_TRUE(whyCannotBuy(ace, Item::Extinguisher).has_value());

    ace.victoryPoints = 29;
    buy(ace, Item::IncendiaryBullets);
    EXPECT_EQ(whyCannotBuy(ace, Item::IncendiaryBullets),
              "one purchase of incendiary bullets covers a whole game (EQP-04, EQP-06)");
    buy(ace, Item::Extinguisher);
    EXPECT_FALSE(whyCannotBuy(ace, Item::Extinguisher).has_value()) << "an extinguisher may be bought again";
    EXPECT_EQ(whyCannotBuy(pilot(Behaviour::KnightOfTheAir, {}), Item::Handgun),
              "a Knight of the Air carries no handgun (PIL-11)");
    EXPECT_TRUE(whyCannotBuy(pilot(Behaviour::Soldier, {}), Item::Extinguisher).has_value())
        << "a Novice holds no VP to spend";
}

// PIL-18: officer's ranks by mission points, at the edges of the thresholds.
TEST(PilotRoster, OfficerRanksFollowTheMissionPointsInEachAirService) {
    PilotRecord officer = pilot(Behaviour::Soldier, {});
    officer.country = "fr";
    const std::pair<int, std::string> french[] = {{0, "Aspirant"},         {9, "Aspirant"},    {10, "Sous-Lieutenant"},
                                                  {49, "Sous-Lieutenant"}, {50, "Lieutenant"}, {99, "Lieutenant"},
                                                  {100, "Capitaine"},      {159, "Capitaine"}, {160, "Commandant"}};
    for (const auto& [points, rank] : french) {
        officer.missionPoints = points;
        EXPECT_EQ(officerRank(officer), rank) << points << " points";
    }
    officer.missionPoints = 50;
    officer.country = "uk";
    EXPECT_EQ(officerRank(officer), "Flying Officer");
    officer.country = "us";
    EXPECT_EQ(officerRank(officer), "First Lieutenant");
    officer.country = "de";
    EXPECT_EQ(officerRank(officer), "Oberleutnant");
    officer.country = "it";
    EXPECT_EQ(officerRank(officer), "Tenente");
    officer.country = "be";
    EXPECT_EQ(officerRank(officer), "Lieutenant");
    officer.country = "ru";
    EXPECT_EQ(officerRank(officer), "") << "a service the book does not list";
}

constexpr std::string_view kRoster = R"({
  "format_version": 1,
  "pilots": [
    {"id": "navarre", "name": "Jean Navarre", "side": "entente", "country": "fr", "behaviour": "artist",
     "skills": ["acrobat", "genius"], "kills": 7, "victory_points": 12, "state": "wounded",
     "missions_to_recover": 1, "equipment": {"parachute": 1, "rounds": 6, "handgun": 1}},
    {"id": "voss", "name": "Werner Voss", "side": "central", "behaviour": "daredevil", "skills": ["very_good_shot"]}
  ]
})";

TEST(PilotRoster, AFileIsReadAndWrittenBackAsItWas) {
    Diagnostics diagnostics;
    const auto roster = rosterFromText(kRoster, "roster.json", diagnostics);
    ASSERT_TRUE(roster.has_value()) << diagnostics.toString();
    ASSERT_EQ(roster->pilots.size(), 2u);
    const PilotRecord& navarre = *roster->find("navarre");
    EXPECT_EQ(navarre.behaviour, Behaviour::Artist);
    EXPECT_EQ(navarre.skills, (std::vector<Skill>{Skill::Acrobat, Skill::Genius}));
    EXPECT_EQ(navarre.state, PilotState::Wounded);
    EXPECT_EQ(navarre.equipment.at(Item::Rounds), 6);
    EXPECT_EQ(rankOf(navarre), Rank::Ace);
    EXPECT_EQ(roster->find("voss")->side, Side::Central);
    EXPECT_EQ(roster->find("nobody"), nullptr);

    const std::filesystem::path folder = std::filesystem::temp_directory_path() / "jasta_roster_test";
    std::filesystem::create_directories(folder);
    const auto path = folder / "roster.json";
    saveRoster(*roster, path);
    Diagnostics again;
    const auto read = loadRoster(path, again);
    ASSERT_TRUE(read.has_value()) << again.toString();
    EXPECT_EQ(*read, *roster);
    std::filesystem::remove_all(folder);
}

TEST(PilotRoster, NoFileIsAnEmptyRoster) {
    Diagnostics diagnostics;
    const auto roster = loadRoster(std::filesystem::temp_directory_path() / "jasta_no_such_roster.json", diagnostics);
    ASSERT_TRUE(roster.has_value());
    EXPECT_TRUE(roster->pilots.empty());
    EXPECT_TRUE(diagnostics.empty());
}

// Every problem names the file and the pointer of the field at fault.
TEST(PilotRoster, ABrokenFileIsRefusedNamingEachFieldAtFault) {
    Diagnostics diagnostics;
    const auto roster = rosterFromText(R"({"format_version": 1, "pilots": [
        {"id": "a", "name": "A", "side": "entente", "behaviour": "poet"},
        {"id": "b", "name": "B", "side": "entente", "behaviour": "soldier", "skills": ["flying"],
         "equipment": {"cannon": 1, "parachute": -1}},
        {"id": "c", "name": "C", "side": "entente", "behaviour": "artist"},
        {"id": "c", "name": "D", "side": "entente", "behaviour": "rammer", "skills": ["sharpshooter"]}]})",
                                       "roster.json", diagnostics);
    EXPECT_FALSE(roster.has_value());
    const std::string text = diagnostics.toString();
    EXPECT_NE(text.find("roster.json:/pilots/0/behaviour"), std::string::npos) << text;
    EXPECT_NE(text.find("roster.json:/pilots/1/skills/0"), std::string::npos) << text;
    EXPECT_NE(text.find("roster.json:/pilots/1/equipment/cannon"), std::string::npos) << text;
    EXPECT_NE(text.find("roster.json:/pilots/1/equipment/parachute"), std::string::npos) << text;
    EXPECT_NE(text.find("roster.json:/pilots/3/id"), std::string::npos) << "a pilot id twice\n" << text;
    EXPECT_NE(text.find("roster.json:/pilots/3/skills/0: a Rammer never learns Sharpshooter (PIL-15)"),
              std::string::npos)
        << text;
}

}  // namespace
}  // namespace jasta::test
