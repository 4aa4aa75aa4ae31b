// The game modes of S003 «G)» (MODE-01..08) and the victory points of
// MODE-09, played through the turn engine on tables set to the millimetre.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/damage_piles.hpp"
#include "jasta/rules/game_modes.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

using nlohmann::json;

// The rule changes the shipped mode scenarios make (MODE-02, MODE-08).
json modeRules() {
    return {{"ammunition", "shot_counter"},
            {"ammunition_count", "10"},
            {"explosion_handling", "removed"},
            {"remove_plain_zero_cards", "on"}};
}

// The rules the mode scenarios play under: ww1-standard with their rule changes.
RuleOptions modeOptions() {
    RuleOptions rules = presetRules("ww1-standard");
    rules.ammunition = Ammunition::ShotCounter;
    rules.ammunitionCount = kModeShots;
    rules.explosionHandling = ExplosionHandling::Removed;
    rules.removePlainZeroCards = true;
    return rules;
}

// A mode game of the test under the mode's rules.
struct ModeGame : ScenarioGame {
    explicit ModeGame(const json& scenario) : ScenarioGame(scenario, modeOptions()) {}
};

// A game of `kind` with `aircraft` on the 1800 mm table, ammunition markers at `markers`.
json modeScenario(const std::string& kind, json aircraft, json markers = json::array()) {
    json scenario = scenarioJson("mode_test", Era::Ww1, "ww1-standard", std::move(aircraft));
    scenario["rule_changes"] = modeRules();
    scenario["mode"] = {{"kind", kind}, {"ammo_markers", std::move(markers)}};
    return scenario;
}

// Capture the Flag on the 1800 mm table: the Entente camp the left 170 mm,
// the Central the right 170 mm, the flags at `ententeFlag` and `centralFlag`.
json flagScenario(json aircraft, Point2 ententeFlag, Point2 centralFlag) {
    json scenario = modeScenario("capture_the_flag", std::move(aircraft));
    scenario["mode"]["camps"] = {
        {{"side", "entente"}, {"outline", {{0, 0}, {170, 0}, {170, 1800}, {0, 1800}}}},
        {{"side", "central"}, {"outline", {{1630, 0}, {1800, 0}, {1800, 1800}, {1630, 1800}}}}};
    scenario["mode"]["flags"] = {{{"side", "entente"}, {"x", ententeFlag.x}, {"y", ententeFlag.y}},
                                 {{"side", "central"}, {"x", centralFlag.x}, {"y", centralFlag.y}}};
    return scenario;
}

// Plays the fire step of the current phase: every weapon at its best target
// (`hold`: these airplanes hold fire), up to the next plans.
void fireAtWill(ScenarioGame& game, const std::vector<std::string>& hold = {}) {
    const int phase = game.state.phase;
    const int turn = game.state.turn;
    for (auto decisions = pending(game.state);
         !decisions.empty() && game.state.stage == Stage::Fire && game.state.phase == phase && game.state.turn == turn;
         decisions = pending(game.state)) {
        const Decision& decision = decisions.front();
        const bool holds = std::find(hold.begin(), hold.end(), decision.aircraft) != hold.end();
        game.apply(FireOrder{decision.aircraft, decision.weapon,
                             holds || decision.options.empty() ? "" : decision.options.front()});
    }
}

// Plans for every airplane in play (1-2-3 unless named), nobody tailing.
void planAll(ScenarioGame& game, const std::map<std::string, Plan>& plans = {}) {
    while (game.state.stage == Stage::ChooseTails) game.apply(ChooseTail{pending(game.state).front().aircraft, ""});
    for (const auto& airplane : std::vector<AircraftState>(game.state.aircraft)) {
        if (!airplane.inPlay()) continue;
        const auto named = plans.find(airplane.id);
        game.apply(SubmitPlan{airplane.id, named != plans.end() ? named->second : plan(1, 2, 3)});
    }
}

// A whole turn: the plans, then every fire step at will (`hold` hold fire).
void playTurn(ScenarioGame& game, const std::vector<std::string>& hold = {}) {
    planAll(game);
    while (game.state.stage == Stage::Fire) fireAtWill(game, hold);
}

TEST(GameModeRules, ComebackAndFlagTimesCountFullTurns) {
    // MODE-03: down in turn 3, turn 4 is the full turn out, back for turn 5.
    EXPECT_EQ(comebackTurn(3), 5);
    // MODE-06: fallen in turn 2, it lies there until the end of turn 3.
    EXPECT_EQ(flagReturnTurn(2), 3);
    // One short-range shot, or the second long-range one of a carry.
    EXPECT_TRUE(dropsFlag(true, 0));
    EXPECT_FALSE(dropsFlag(false, 0));
    EXPECT_TRUE(dropsFlag(false, 1));
    EXPECT_EQ(modeVictories(GameModeKind::Deathmatch), 5);
    EXPECT_EQ(modeVictories(GameModeKind::TeamDeathmatch), 10);
    EXPECT_EQ(modeVictories(GameModeKind::CaptureTheFlag), 5);
}

TEST(GameModeRules, AMarkerIsCoveredOnlyWhenTheFootprintReachesIntoIt) {
    const std::vector<Point2> square{{0, 0}, {40, 0}, {40, 40}, {0, 40}};
    EXPECT_TRUE(coversMarker(square, {20, 20}, 25));     // wholly under it
    EXPECT_TRUE(coversMarker(square, {52, 20}, 25));     // its edge reaches 0.5 mm into the marker
    EXPECT_FALSE(coversMarker(square, {52.5, 20}, 25));  // edge to edge: touching is not covering
    EXPECT_FALSE(coversMarker(square, {80, 20}, 25));
}

TEST(GameModeRules, PassingOverLooksAlongTheWholeWay) {
    const GeometrySpec& geometry = *shippedData().geometry("ww1_small");
    // A flag 100 mm ahead on the way of a 200 mm straight, far from both ends.
    EXPECT_TRUE(passesOver({500, 300, 0}, {500, 500, 0}, geometry, Footprint::Base, {500, 400}, 25));
    // The same flag 60 mm to the side of the way: the 44 mm base never reaches it.
    EXPECT_FALSE(passesOver({500, 300, 0}, {500, 500, 0}, geometry, Footprint::Base, {560, 400}, 25));
    // A flag under the base as it sets off (dropped there) is not taken again.
    EXPECT_FALSE(passesOver({500, 300, 0}, {500, 500, 0}, geometry, Footprint::Base, {500, 300}, 25));
}

TEST(GameModeScenario, FieldsAreCheckedWithTheirPointers) {
    const auto problems = [](json scenario) {
        Diagnostics diagnostics;
        scenarioFromJson(scenario, "mode.json", shippedData(), diagnostics);
        return diagnostics.toString();
    };
    const json two = {placedAirplaneJson("a", "spad_xiii", "entente", {300, 300}, 2),
                      placedAirplaneJson("b", "albatros_d3", "central", {900, 900}, 2)};
    json flagsWithoutCamps = modeScenario("capture_the_flag", two);
    EXPECT_NE(problems(flagsWithoutCamps).find("/mode/camps"), std::string::npos) << problems(flagsWithoutCamps);
    json outside = modeScenario("deathmatch", two, {{100, 100}, {1900, 100}});
    EXPECT_NE(problems(outside).find("/mode/ammo_markers/1"), std::string::npos) << problems(outside);
    json flagInDeathmatch = modeScenario("deathmatch", two);
    flagInDeathmatch["mode"]["flags"] = {{{"side", "entente"}, {"x", 100}, {"y", 100}}};
    EXPECT_NE(problems(flagInDeathmatch).find("/mode/flags"), std::string::npos) << problems(flagInDeathmatch);
    json twoFlags = flagScenario(two, {170, 900}, {1630, 900});
    twoFlags["mode"]["flags"][1]["side"] = "entente";
    EXPECT_NE(problems(twoFlags).find("/mode/flags/1/side"), std::string::npos) << problems(twoFlags);
    json scored = modeScenario("deathmatch", two);
    scored["scoring"] = {{"enemy_down", 2}};
    EXPECT_NE(problems(scored).find("/scoring"), std::string::npos) << problems(scored);
    EXPECT_EQ(problems(flagScenario(two, {170, 900}, {1630, 900})), "");
}

TEST(GameModeDeck, TheModesDrawFromOneDeckOfAAndB) {
    // MODE-08: A and B, less their explosions and plain 0 cards, in one pile.
    RuleOptions rules = presetRules("ww1-standard");
    rules.explosionHandling = ExplosionHandling::Removed;
    rules.removePlainZeroCards = true;
    Rng rng(5);
    DamagePiles apart(shippedData(), Era::Ww1, rules, rng);
    Rng sharedRng(5);
    DamagePiles shared(shippedData(), Era::Ww1, rules, sharedRng, DamagePiles::SharedDeck{});
    const std::size_t both = apart.cardsInPlay('A') + apart.cardsInPlay('B');
    EXPECT_EQ(shared.remaining('A'), both);
    EXPECT_EQ(shared.remaining('B'), both);  // every letter draws from the one pile
    EXPECT_EQ(shared.remaining('C'), both);
    const std::vector<std::string> top = shared.drawPileIds('A');
    shared.draw('C', sharedRng);
    EXPECT_EQ(shared.remaining('A'), both - 1);
    EXPECT_FALSE(shared.exhausted());
    for (std::size_t i = 1; i < both; ++i) shared.draw(i % 2 == 0 ? 'A' : 'B', sharedRng);
    EXPECT_TRUE(shared.exhausted());  // its last card is drawn: the game's clock has run out
    EXPECT_FALSE(apart.exhausted());
    for (const DamageCardSpec* card : shared.discardCards('A'))
        EXPECT_FALSE(card->special == Special::Explosion || (card->damage == 0 && card->special == Special::None));
}

TEST(DeathMatch, EveryPilotFliesForHimself) {
    // MODE-01: two SPADs of the same side may fire at each other.
    ModeGame game(modeScenario("deathmatch", {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                              placedAirplaneJson("b", "spad_xiii", "entente", {500, 400}, 2)}));
    planAll(game);
    ASSERT_EQ(game.state.stage, Stage::Fire);
    const auto decisions = pending(game.state);
    ASSERT_FALSE(decisions.empty());
    EXPECT_EQ(decisions.front().aircraft, "a");
    EXPECT_EQ(decisions.front().options, std::vector<std::string>{"b"});
}

TEST(TeamDeathMatch, TeamMatesNeverFireAtEachOther) {
    ModeGame game(
        modeScenario("team_deathmatch", {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                         placedAirplaneJson("b", "spad_xiii", "entente", {500, 400}, 2),
                                         placedAirplaneJson("c", "albatros_d3", "central", {1500, 1500}, 2, 0, 180)}));
    planAll(game);
    for (const Decision& decision : pending(game.state))
        EXPECT_EQ(std::count(decision.options.begin(), decision.options.end(), "b"), 0);
}

TEST(DeathMatch, EndingAManeuverOverAMarkerGivesTenShotsBack) {
    // MODE-02. Deck A's straight 1 takes a SPAD from y 300 to y 300 + its
    // length; a marker there is covered, one a base's width aside is not.
    ModeGame measure(modeScenario("deathmatch", {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                                 placedAirplaneJson("b", "spad_xiii", "entente", {1500, 300}, 2)}));
    planAll(measure);
    const Pose afterFirst = measure.state.airplane("a").pose;

    ModeGame game(modeScenario("deathmatch",
                               {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                placedAirplaneJson("b", "spad_xiii", "entente", {1500, 300}, 2)},
                               {{afterFirst.x, afterFirst.y + 25}, {afterFirst.x + 1000 + 55, afterFirst.y}}));
    game.state.find("a")->shotsLeft = 3;
    game.state.find("b")->shotsLeft = 3;
    planAll(game);
    EXPECT_EQ(game.state.airplane("a").shotsLeft, 10);
    EXPECT_EQ(game.state.airplane("b").shotsLeft, 3);  // 55 mm from its centre: the base (22 mm half-width) misses
    const auto reloads = game.all<ev::Reloaded>();
    ASSERT_EQ(reloads.size(), 1U);
    EXPECT_EQ(reloads[0].first, "a");
    EXPECT_EQ(reloads[0].second.marker, 0);
    EXPECT_EQ(reloads[0].second.shots, 10);
}

TEST(DeathMatch, AShotDownPilotSitsOutAFullTurnAndComesBackWhereHeStarted) {
    ModeGame game(modeScenario("deathmatch", {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                              placedAirplaneJson("b", "spad_xiii", "entente", {500, 400}, 2),
                                              placedAirplaneJson("c", "spad_xiii", "central", {1500, 300}, 2)}));
    game.state.find("b")->damage = 15;  // one point from its 16
    planAll(game);
    fireAtWill(game, {"b", "c"});
    ASSERT_TRUE(game.state.airplane("b").shotDown());
    // MIS-17: the last to hit it is credited.
    const auto victories = game.all<ev::Victory>();
    ASSERT_EQ(victories.size(), 1U);
    EXPECT_EQ(victories[0].first, "a");
    EXPECT_EQ(victories[0].second.victim, "b");
    EXPECT_EQ(victories[0].second.victories, 1);
    while (game.state.turn == 1) fireAtWill(game, {"b", "c"});
    // Turn 2: the full turn out. Nobody asks for its plan.
    ASSERT_EQ(game.state.turn, 2);
    EXPECT_TRUE(game.state.airplane("b").shotDown());
    EXPECT_TRUE(game.all<ev::CameBack>().empty());
    playTurn(game, {"a", "b", "c"});
    // Turn 3: back where it started, as new, with its ten shots.
    ASSERT_EQ(game.state.turn, 3);
    const AircraftState& back = game.state.airplane("b");
    EXPECT_TRUE(back.inPlay());
    EXPECT_EQ(back.pose, (Pose{500, 400, 0}));
    EXPECT_EQ(back.altitude, 2);
    EXPECT_EQ(back.damage, 0);
    EXPECT_TRUE(back.damageCards.empty());
    EXPECT_EQ(back.shotsLeft, 10);
    EXPECT_EQ(back.team, "b");
    ASSERT_EQ(game.all<ev::CameBack>().size(), 1U);
    EXPECT_EQ(game.all<ev::CameBack>()[0].first, "b");
    EXPECT_NE(game.state.stage, Stage::Over);
}

TEST(DeathMatch, TheFifthVictoryWinsTheGame) {
    ModeGame game(modeScenario("deathmatch", {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                              placedAirplaneJson("b", "spad_xiii", "entente", {500, 400}, 2),
                                              placedAirplaneJson("c", "spad_xiii", "central", {1500, 300}, 2)}));
    game.state.mode->victories["a"] = 4;
    game.state.mode->victories["c"] = 2;
    game.state.find("b")->damage = 15;
    planAll(game);
    fireAtWill(game, {"b", "c"});
    ASSERT_EQ(game.state.stage, Stage::Over);
    EXPECT_EQ(game.state.result, "a");
    const auto over = game.all<ev::GameOver>();
    ASSERT_EQ(over.size(), 1U);
    EXPECT_EQ(over[0].second.score, (std::vector<std::pair<std::string, int>>{{"a", 5}, {"c", 2}, {"b", 0}}));
}

TEST(DeathMatch, FourVictoriesDoNotEndIt) {
    ModeGame game(modeScenario("deathmatch", {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                              placedAirplaneJson("b", "spad_xiii", "entente", {500, 400}, 2)}));
    game.state.mode->victories["a"] = 3;
    game.state.find("b")->damage = 15;
    planAll(game);
    fireAtWill(game, {"b"});
    EXPECT_EQ(game.state.mode->victories["a"], 4);
    EXPECT_NE(game.state.stage, Stage::Over);  // and b, its only enemy, is down: it will come back
}

TEST(DeathMatch, TheGameEndsWhenTheSharedDeckRunsOut) {
    ModeGame game(modeScenario("deathmatch", {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                              placedAirplaneJson("b", "spad_xiii", "entente", {500, 400}, 2)}));
    game.state.mode->victories["b"] = 1;
    // Leave two cards: a's short-range shot draws them both.
    while (game.state.piles->remaining('A') > 2) game.state.piles->draw('A', game.rng);
    planAll(game);
    fireAtWill(game, {"b"});
    ASSERT_EQ(game.state.stage, Stage::Over);
    EXPECT_EQ(game.all<ev::DeckExhausted>().size(), 1U);
    EXPECT_EQ(game.state.result, "b");  // one victory to none
}

TEST(TeamDeathMatch, TheTeamsVictoriesAddUpToTen) {
    ModeGame game(modeScenario("team_deathmatch", {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                                   placedAirplaneJson("a2", "spad_xiii", "entente", {1500, 1500}, 2),
                                                   placedAirplaneJson("c", "spad_xiii", "central", {500, 400}, 2)}));
    game.state.mode->victories["a"] = 4;
    game.state.mode->victories["a2"] = 5;
    game.state.find("c")->damage = 15;
    planAll(game);
    fireAtWill(game, {"c", "a2"});
    ASSERT_EQ(game.state.stage, Stage::Over);
    EXPECT_EQ(game.state.result, "entente");
    const auto victory = game.all<ev::Victory>();
    ASSERT_EQ(victory.size(), 1U);
    EXPECT_EQ(victory[0].second.victories, 5);
    EXPECT_EQ(victory[0].second.teamVictories, 10);
}

TEST(CaptureTheFlag, PassingOverTheEnemyFlagTakesIt) {
    // The Entente Pfalz's first straight runs over the Central flag 50 mm ahead.
    ModeGame game(flagScenario({placedAirplaneJson("a", "pfalz_d3", "entente", {500, 300}, 2),
                                placedAirplaneJson("c", "pfalz_d3", "central", {1500, 1500}, 2, 0, 180)},
                               {170, 900}, {500, 360}));
    planAll(game);
    const auto taken = game.all<ev::FlagTaken>();
    ASSERT_EQ(taken.size(), 1U);
    EXPECT_EQ(taken[0].first, "a");
    EXPECT_EQ(taken[0].second.flag, Side::Central);
    EXPECT_EQ(game.state.mode->flags[1].carrier, "a");
    EXPECT_EQ(game.state.mode->flags[0].carrier, "");
}

// The Central Pfalz c 40 mm to the left of the flag's carrier a and 70 mm
// behind it: a short-range shot, and c's way ahead stays clear of the flag
// that falls under a.
json shortShot() {
    return flagScenario({placedAirplaneJson("a", "pfalz_d3", "entente", {500, 400}, 2),
                         placedAirplaneJson("c", "pfalz_d3", "central", {460, 330}, 2)},
                        {170, 900}, {1630, 900});
}

TEST(CaptureTheFlag, ItsOwnFlagIsTakenOnlyWhenItLiesOutsideItsCamp) {
    // The Entente Pfalz flies up the border of its camp (x = 170) over its
    // own flag at home: it stays. Lying out on the field, fallen, it is taken back.
    ModeGame home(flagScenario({placedAirplaneJson("a", "pfalz_d3", "entente", {170, 300}, 2),
                                placedAirplaneJson("c", "pfalz_d3", "central", {1500, 1500}, 2, 0, 180)},
                               {170, 360}, {1630, 900}));
    planAll(home);
    EXPECT_TRUE(home.all<ev::FlagTaken>().empty());
    EXPECT_EQ(home.state.mode->flags[0].carrier, "");
    ModeGame field(flagScenario({placedAirplaneJson("a", "pfalz_d3", "entente", {500, 300}, 2),
                                 placedAirplaneJson("c", "pfalz_d3", "central", {1500, 1500}, 2, 0, 180)},
                                {170, 900}, {1630, 900}));
    field.state.mode->flags[0].at = {500, 360};
    field.state.mode->flags[0].droppedIn = 1;
    planAll(field);
    ASSERT_EQ(field.all<ev::FlagTaken>().size(), 1U);
    EXPECT_EQ(field.all<ev::FlagTaken>()[0].second.flag, Side::Entente);
    EXPECT_EQ(field.state.mode->flags[0].carrier, "a");
}

TEST(CaptureTheFlag, OneShortRangeHitDropsTheFlag) {
    ModeGame game(shortShot());
    game.state.mode->flags[1].carrier = "a";
    planAll(game);
    const Pose struck = game.state.airplane("a").pose;  // after the first card
    fireAtWill(game, {"a"});
    const auto fire = game.all<ev::Fire>();
    ASSERT_EQ(fire.size(), 1U);
    ASSERT_EQ(fire[0].second.shot.range, Range::Short);
    const auto dropped = game.all<ev::FlagDropped>();
    ASSERT_EQ(dropped.size(), 1U);
    EXPECT_EQ(dropped[0].second.because, ev::FlagDrop::ShortRange);
    // It lies where a was hit; a flies on without it (it does not come over it again).
    const FlagState& flag = game.state.mode->flags[1];
    EXPECT_EQ(flag.carrier, "");
    EXPECT_EQ(flag.at, (Point2{struck.x, struck.y}));
    EXPECT_EQ(flag.droppedIn, 1);
    EXPECT_NE(game.state.airplane("a").pose, struck);
}

TEST(CaptureTheFlag, TheSecondLongRangeHitOfACarryDropsTheFlag) {
    ModeGame game(flagScenario({placedAirplaneJson("a", "pfalz_d3", "entente", {500, 480}, 2),
                                placedAirplaneJson("c", "pfalz_d3", "central", {500, 300}, 2)},
                               {170, 900}, {1630, 900}));
    game.state.mode->flags[1].carrier = "a";
    planAll(game);
    fireAtWill(game, {"a"});
    ASSERT_EQ(game.all<ev::Fire>().size(), 1U);
    ASSERT_EQ(game.all<ev::Fire>()[0].second.shot.range, Range::Long);
    EXPECT_TRUE(game.all<ev::FlagDropped>().empty());  // one long-range hit: still carried
    EXPECT_EQ(game.state.mode->flags[1].longHits, 1);
    fireAtWill(game, {"a"});
    ASSERT_EQ(game.all<ev::Fire>().size(), 2U);
    ASSERT_EQ(game.all<ev::FlagDropped>().size(), 1U);
    EXPECT_EQ(game.all<ev::FlagDropped>()[0].second.because, ev::FlagDrop::SecondLong);
}

TEST(CaptureTheFlag, AFallenFlagLiesThroughTheNextTurnThenGoesHome) {
    ModeGame game(shortShot());
    game.state.mode->flags[1].carrier = "a";
    planAll(game);
    fireAtWill(game, {"a"});
    ASSERT_EQ(game.all<ev::FlagDropped>().size(), 1U);
    const Point2 fell = game.state.mode->flags[1].at;
    // Nobody flies near it: the rest of turn 1, then turn 2.
    while (game.state.turn == 1) fireAtWill(game, {"a", "c"});
    EXPECT_EQ(game.state.mode->flags[1].at, fell);  // still there at the start of turn 2
    EXPECT_TRUE(game.all<ev::FlagReturned>().empty());
    game.state.find("a")->pose = {1000, 1000, 90};  // out of the way
    game.state.find("c")->pose = {1000, 1300, 90};
    playTurn(game, {"a", "c"});
    ASSERT_EQ(game.all<ev::FlagReturned>().size(), 1U);
    EXPECT_EQ(game.state.mode->flags[1].at, (Point2{1630, 900}));
    EXPECT_EQ(game.state.mode->flags[1].droppedIn, 0);
}

TEST(CaptureTheFlag, BringingTheEnemyFlagHomeScoresAndItsOwnIsSecuredForNothing) {
    // Straight west into the Entente camp (x < 170) with both flags.
    ModeGame game(flagScenario({placedAirplaneJson("a", "pfalz_d3", "entente", {200, 900}, 2, 0, 270),
                                placedAirplaneJson("c", "pfalz_d3", "central", {1500, 300}, 2)},
                               {600, 600}, {1630, 900}));
    game.state.mode->flags[0].carrier = "a";
    game.state.mode->flags[1].carrier = "a";
    planAll(game);
    ASSERT_LT(game.state.airplane("a").pose.x, 170);
    const auto captured = game.all<ev::FlagCaptured>();
    ASSERT_EQ(captured.size(), 1U);
    EXPECT_EQ(captured[0].second.flag, Side::Central);
    EXPECT_EQ(captured[0].second.captures, 1);
    EXPECT_EQ(game.state.mode->flags[1].at, (Point2{1630, 900}));  // the enemy flag goes home
    ASSERT_EQ(game.all<ev::FlagSecured>().size(), 1U);
    EXPECT_EQ(game.state.mode->flags[0].carrier, "");
    EXPECT_EQ(gameScore(game.state), (std::vector<std::pair<std::string, int>>{{"entente", 1}, {"central", 0}}));
}

TEST(CaptureTheFlag, TheFifthFlagWins) {
    ModeGame game(flagScenario({placedAirplaneJson("a", "pfalz_d3", "entente", {200, 900}, 2, 0, 270),
                                placedAirplaneJson("c", "pfalz_d3", "central", {1500, 300}, 2)},
                               {600, 600}, {1630, 900}));
    game.state.mode->captures["entente"] = 4;
    game.state.mode->flags[1].carrier = "a";
    planAll(game);
    while (game.state.stage == Stage::Fire) fireAtWill(game, {"a", "c"});
    ASSERT_EQ(game.state.stage, Stage::Over);
    EXPECT_EQ(game.state.result, "entente");
}

TEST(CaptureTheFlag, ASpadXiiiFliesAsASpadVii) {
    ModeGame game(flagScenario({placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                placedAirplaneJson("c", "pfalz_d3", "central", {1500, 1500}, 2)},
                               {170, 900}, {1630, 900}));
    EXPECT_EQ(game.state.airplane("a").type, "spad_vii");
    EXPECT_EQ(shippedData().aircraftType("spad_vii")->maneuverDeck, 'B');
    ModeGame deathmatch(modeScenario("deathmatch", {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                                                    placedAirplaneJson("c", "pfalz_d3", "central", {1500, 1500}, 2)}));
    EXPECT_EQ(deathmatch.state.airplane("a").type, "spad_xiii");
}

// MODE-09 on a WW2 duel: the Spitfire shoots the 109 down.
json ww2Duel() {
    return scenarioJson("scored", Era::Ww2, "ww2-standard",
                        {placedAirplaneJson("a", "spitfire_mk1", "allies", {500, 300}, 2),
                         placedAirplaneJson("b", "bf109_e", "axis", {500, 400}, 2),
                         placedAirplaneJson("b2", "bf109_e", "axis", {1500, 1500}, 2)});
}

TEST(Scoring, Ww2KeepsTheDefaultScoreAndFleeValueSetsAnEnemyGone) {
    RuleOptions equal = presetRules("ww2-standard");
    ASSERT_EQ(equal.fleeValue, FleeValue::Half);
    equal.fleeValue = FleeValue::Equal;
    ScenarioGame half(ww2Duel());
    ScenarioGame same(ww2Duel(), equal);
    for (ScenarioGame* game : {&half, &same}) {
        ASSERT_TRUE(game->state.scoring.has_value());
        game->state.find("b")->status = AircraftStatus::Destroyed;
        game->state.find("b2")->status = AircraftStatus::Fled;
    }
    // Allies: +2 for b down, +1 (half) or +2 (equal) for b2 gone; Axis: -1 for b down.
    EXPECT_EQ(gameScore(half.state), (std::vector<std::pair<std::string, int>>{{"allies", 3}, {"axis", -1}}));
    EXPECT_EQ(gameScore(same.state), (std::vector<std::pair<std::string, int>>{{"allies", 4}, {"axis", -1}}));
}

TEST(Scoring, Ww1KeepsNoScoreUnlessTheScenarioSays) {
    json plain = scenarioJson("plain", Era::Ww1, "ww1-standard",
                              {placedAirplaneJson("a", "spad_xiii", "entente", {500, 300}, 2),
                               placedAirplaneJson("b", "albatros_d3", "central", {500, 900}, 2)});
    EXPECT_FALSE(ScenarioGame(plain).state.scoring.has_value());
    plain["scoring"] = {{"enemy_down", 1}, {"ally_down", 0}, {"target_destroyed", 3}};
    const ScenarioGame scored(plain);
    ASSERT_TRUE(scored.state.scoring.has_value());
    EXPECT_EQ(scored.state.scoring->targetDestroyed, 3);
    EXPECT_EQ(scored.state.scoring->enemyDown, 1);
}

TEST(Scoring, ThePointsDecideTheWinnerOfAScoredGame) {
    // The 109 b is one point from down; the Spitfire shoots it, and b2 then
    // is the Axis's last: Allies +2, Axis -1, the game goes on.
    ScenarioGame game(ww2Duel());
    game.state.find("b")->damage = game.state.find("b")->damage + 100;  // any card brings it down
    game.state.find("b2")->status = AircraftStatus::Fled;               // gone already: +1 for the Allies
    planAll(game, {{"a", plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast)},
                   {"b", plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast)}});
    while (game.state.stage == Stage::Fire) fireAtWill(game, {"b"});
    ASSERT_EQ(game.state.stage, Stage::Over);
    EXPECT_EQ(game.state.result, "allies");
    const auto over = game.all<ev::GameOver>();
    ASSERT_EQ(over.size(), 1U);
    EXPECT_EQ(over[0].second.score, (std::vector<std::pair<std::string, int>>{{"allies", 3}, {"axis", -1}}));
}

}  // namespace
}  // namespace jasta::test
