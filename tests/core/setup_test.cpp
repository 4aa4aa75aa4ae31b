// A new game from a set-up: the random fair set-up at the table edges puts
// every airplane on the table, none overlapping, each side facing the other
// as the mirror image of the other side; the same seed gives the same
// set-up; set-ups that cannot be played are refused with a sentence that
// says why. The changed rule options become a rule set the engine reads.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

#include "flying_fixture.hpp"
#include "jasta/base/rng.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/save.hpp"
#include "jasta/game/scenario_edit.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {
namespace {

using test::shippedData;

SetupPlayer player(std::string name, Side side, std::vector<std::string> types) {
    SetupPlayer result{std::move(name), side, "#204080", {}};
    for (auto& type : types) result.airplanes.push_back({std::move(type), ""});
    return result;
}

GameSetup duel() {
    GameSetup setup;
    setup.ruleset = "ww1-standard";
    setup.players = {player("Anna", Side::Entente, {"spad_xiii"}), player("Bert", Side::Central, {"albatros_d3"})};
    return setup;
}

GameSetup furball() {
    GameSetup setup = duel();
    setup.tableWidth = 1200;
    setup.players = {player("Anna", Side::Entente, {"spad_xiii", "sopwith_camel"}),
                     player("Bert", Side::Central, {"albatros_d3", "fokker_dr1"}),
                     player("Cleo", Side::Entente, {"se5a", "bristol_f2b"}),
                     player("Dora", Side::Central, {"pfalz_d3", "roland_c2"})};
    return setup;
}

std::vector<AircraftState> states(const Scenario& scenario) {
    std::vector<AircraftState> result;
    for (const auto& placed : scenario.aircraft)
        result.push_back(initialState(placed, *shippedData().aircraftType(placed.type)));
    return result;
}

std::string problemOf(const GameSetup& setup) {
    return setupProblem(setup, shippedData()).value_or("");
}

// makeScenario refuses with setupProblem's sentence, and that sentence contains `words`.
void expectRefused(const GameSetup& setup, const std::string& words) {
    const std::string problem = problemOf(setup);
    EXPECT_NE(problem.find(words), std::string::npos) << "problem: " << problem;
    Rng rng(1);
    try {
        (void)makeScenario(setup, shippedData(), rng);
        ADD_FAILURE() << "no SetupError for: " << words;
    } catch (const SetupError& error) {
        EXPECT_EQ(error.what(), problem);
    }
}

// ALT-02: the players agree a starting level from 1 to 3.
TEST(SetupTest, TheStartingAltitudeIsOneToThree) {
    for (int level : {1, 2, 3}) {
        GameSetup setup = duel();
        setup.layout.altitude = level;
        EXPECT_EQ(problemOf(setup), "") << level;
    }
    for (int level : {0, 4, -1}) {
        GameSetup setup = duel();
        setup.layout.altitude = level;
        expectRefused(setup, "The airplanes start at level 1, 2 or 3, not " + std::to_string(level) + ".");
    }
}

TEST(SetupTest, IdsAreStableSlugsOfThePlayersNames) {
    EXPECT_EQ(idSlug("Anna"), "anna");
    EXPECT_EQ(idSlug("  von Richthofen! "), "von_richthofen");
    EXPECT_EQ(idSlug("Ünter 2"), "nter_2");
    EXPECT_EQ(idSlug("!!!"), "player");

    GameSetup setup = furball();
    setup.players[2].name = "anna!";  // a different name with the same slug
    Rng rng(7);
    const Scenario scenario = makeScenario(setup, shippedData(), rng);
    std::vector<std::string> ids;
    for (const auto& placed : scenario.aircraft) ids.push_back(placed.id);
    EXPECT_EQ(ids, (std::vector<std::string>{"anna_1", "anna_2", "bert_1", "bert_2", "anna_p3_1", "anna_p3_2", "dora_1",
                                             "dora_2"}));
}

TEST(SetupTest, TheScenarioHasThePlayersAirplanesNamesAndStart) {
    GameSetup setup = duel();
    setup.players[0].airplanes[0].name = "  René Fonck ";
    Rng rng(3);
    const Scenario scenario = makeScenario(setup, shippedData(), rng);
    EXPECT_EQ(scenario.era, Era::Ww1);
    EXPECT_EQ(scenario.ruleset, "ww1-standard");
    EXPECT_EQ(scenario.tableWidth, 900);
    EXPECT_EQ(scenario.tableHeight, 900);
    ASSERT_EQ(scenario.aircraft.size(), 2u);
    EXPECT_EQ(scenario.aircraft[0].type, "spad_xiii");
    EXPECT_EQ(scenario.aircraft[0].name, "René Fonck");
    EXPECT_EQ(scenario.aircraft[0].player, "Anna");
    EXPECT_EQ(scenario.aircraft[0].side, Side::Entente);
    EXPECT_EQ(scenario.aircraft[1].name, "Albatros D.III");  // no name given: the type's
    EXPECT_EQ(scenario.aircraft[1].player, "Bert");
    EXPECT_EQ(scenario.aircraft[1].side, Side::Central);
    for (const auto& placed : scenario.aircraft) {
        EXPECT_EQ(placed.altitude, 2);
        EXPECT_FALSE(placed.onGround);
    }
    // The engine starts a game from it.
    const Engine engine{shippedData(), test::presetRules("ww1-standard")};
    const Applied started = newGame(engine, scenario, scenario.ruleset, rng);
    EXPECT_EQ(started.state.aircraft.size(), 2u);
}

TEST(SetupTest, AirplanesThatWouldShareANameAreNumbered) {
    GameSetup setup = duel();
    setup.players[0].airplanes.push_back({"spad_xiii", ""});  // two SPADs without pilots' names
    setup.players[1].airplanes.push_back({"albatros_d3", "Voss"});
    Rng rng(3);
    const Scenario scenario = makeScenario(setup, shippedData(), rng);
    std::vector<std::string> names;
    for (const auto& placed : scenario.aircraft) names.push_back(placed.name);
    EXPECT_EQ(names, (std::vector<std::string>{"SPAD XIII (1)", "SPAD XIII (2)", "Albatros D.III", "Voss"}));
}

// A scenario file's airplanes (nameApart): those without a name take their
// type's, then shared names are numbered; a name of its own stays as it is.
TEST(SetupTest, AScenarioFilesAirplanesThatWouldShareANameAreNumbered) {
    Scenario scenario = *shippedData().scenario("ww1_duel");
    scenario.aircraft.push_back(scenario.aircraft[0]);
    scenario.aircraft.push_back(scenario.aircraft[0]);
    scenario.aircraft[2].name = "";  // two SPADs without names beside the duel's two aces
    scenario.aircraft[3].name = "";
    nameApart(scenario, shippedData());
    std::vector<std::string> names;
    for (const auto& placed : scenario.aircraft) names.push_back(placed.name);
    EXPECT_EQ(names,
              (std::vector<std::string>{"René Fonck", "Manfred von Richthofen", "SPAD XIII (1)", "SPAD XIII (2)"}));
}

TEST(SetupTest, EveryAirplaneIsOnTheTableWithTheMarginAndNoneOverlap) {
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        for (const GameSetup& setup : {duel(), furball()}) {
            Rng rng(seed);
            const Scenario scenario = makeScenario(setup, shippedData(), rng);
            const auto all = states(scenario);
            EXPECT_TRUE(findOverlaps(all, shippedData(), OverlapShape::Base).empty()) << seed;
            for (const auto& placed : scenario.aircraft) {
                const auto& geometry = *shippedData().geometryOf(*shippedData().aircraftType(placed.type));
                for (const Point2 corner :
                     footprintOnTable({placed.x, placed.y, placed.heading}, geometry, Footprint::Base)) {
                    EXPECT_GE(corner.x, setup.layout.edgeMargin - 1e-9) << placed.id << " seed " << seed;
                    EXPECT_GE(corner.y, setup.layout.edgeMargin - 1e-9) << placed.id << " seed " << seed;
                    EXPECT_LE(corner.x, setup.tableWidth - setup.layout.edgeMargin + 1e-9) << placed.id;
                    EXPECT_LE(corner.y, setup.tableHeight - setup.layout.edgeMargin + 1e-9) << placed.id;
                }
            }
        }
    }
}

TEST(SetupTest, TheCardOptionSpacesTheAirplanesByTheirCards) {
    GameSetup setup = furball();
    setup.ruleChanges["overlap_shape"] = "card";
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Rng rng(seed);
        const auto all = states(makeScenario(setup, shippedData(), rng));
        EXPECT_TRUE(findOverlaps(all, shippedData(), OverlapShape::Card).empty()) << seed;
    }
}

TEST(SetupTest, TheSidesFaceEachOtherFromOppositeLongEdges) {
    Rng rng(11);
    const GameSetup setup = furball();  // 1200 x 900: the long edges are y = 0 and y = 900
    const Scenario scenario = makeScenario(setup, shippedData(), rng);
    bool someSpread = false;
    for (const auto& placed : scenario.aircraft) {
        const bool entente = placed.side == Side::Entente;
        EXPECT_EQ(placed.y < setup.tableHeight / 2, entente) << placed.id;
        EXPECT_LE(headingDifference(placed.heading, entente ? 0 : 180), setup.layout.headingSpread) << placed.id;
        someSpread = someSpread || headingDifference(placed.heading, entente ? 0 : 180) > 0;
    }
    EXPECT_TRUE(someSpread);  // the headings are drawn, not all straight

    // A table taller than wide: the rows stand along x = 0 and x = width.
    GameSetup tall = duel();
    tall.tableWidth = 900;
    tall.tableHeight = 1200;
    const Scenario across = makeScenario(tall, shippedData(), rng);
    EXPECT_LT(across.aircraft[0].x, 450);
    EXPECT_LE(headingDifference(across.aircraft[0].heading, 90), tall.layout.headingSpread);
    EXPECT_GT(across.aircraft[1].x, 450);
    EXPECT_LE(headingDifference(across.aircraft[1].heading, 270), tall.layout.headingSpread);
}

TEST(SetupTest, EqualForcesStartAsMirrorImagesThroughTheCentre) {
    GameSetup setup = furball();
    // A large base in the same slot of each side (slots: each side's airplanes in the players' order).
    setup.players[2].airplanes[0].type = "gotha_g4";
    setup.players[3].airplanes[0].type = "gotha_g4";
    for (std::uint64_t seed : {1u, 2u, 99u}) {
        Rng rng(seed);
        const Scenario scenario = makeScenario(setup, shippedData(), rng);
        std::vector<const ScenarioAircraft*> entente, central;
        for (const auto& placed : scenario.aircraft)
            (placed.side == Side::Entente ? entente : central).push_back(&placed);
        ASSERT_EQ(entente.size(), central.size());
        // Slot i of one side and slot i of the other: a half-turn about the table's centre.
        std::vector<std::pair<double, double>> a, b;
        for (const auto* p : entente) a.push_back({p->x, p->heading});
        for (const auto* p : central) b.push_back({setup.tableWidth - p->x, normalizeHeading(p->heading - 180)});
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        for (std::size_t i = 0; i < a.size(); ++i) {
            EXPECT_NEAR(a[i].first, b[i].first, 1e-9) << seed;
            EXPECT_NEAR(headingDifference(a[i].second, b[i].second), 0, 1e-9) << seed;
        }
        for (std::size_t i = 0; i < entente.size(); ++i)
            EXPECT_NEAR(entente[i]->y, setup.tableHeight - central[i]->y, 1e-9);
    }
}

TEST(SetupTest, TheSameSeedGivesTheSameSetUpAndAnotherSeedAnother) {
    Rng first(42), second(42), other(43);
    const Scenario a = makeScenario(furball(), shippedData(), first);
    const Scenario b = makeScenario(furball(), shippedData(), second);
    const Scenario c = makeScenario(furball(), shippedData(), other);
    ASSERT_EQ(a.aircraft.size(), b.aircraft.size());
    bool differs = false;
    for (std::size_t i = 0; i < a.aircraft.size(); ++i) {
        EXPECT_EQ(a.aircraft[i].x, b.aircraft[i].x);
        EXPECT_EQ(a.aircraft[i].y, b.aircraft[i].y);
        EXPECT_EQ(a.aircraft[i].heading, b.aircraft[i].heading);
        differs = differs || a.aircraft[i].x != c.aircraft[i].x || a.aircraft[i].heading != c.aircraft[i].heading;
    }
    EXPECT_TRUE(differs);
    EXPECT_EQ(first, second);  // the same draws were taken
}

TEST(SetupTest, WorldWarTwoSidesAndAirplanes) {
    GameSetup setup;
    setup.era = Era::Ww2;
    setup.ruleset = "ww2-standard";
    setup.players = {player("Anna", Side::Allies, {"spitfire_mk1"}),
                     player("Bert", Side::Axis, {"bf109_e", "he111_h"})};
    Rng rng(5);
    const Scenario scenario = makeScenario(setup, shippedData(), rng);
    ASSERT_EQ(scenario.aircraft.size(), 3u);
    EXPECT_EQ(scenario.aircraft[0].side, Side::Allies);
    EXPECT_EQ(scenario.aircraft[2].side, Side::Axis);
    EXPECT_TRUE(findOverlaps(states(scenario), shippedData(), test::presetRules("ww2-standard").overlapShape).empty());
}

TEST(SetupTest, SetUpsThatCannotBePlayedAreRefusedWithTheReason) {
    EXPECT_EQ(problemOf(duel()), "");

    GameSetup lonely = duel();
    lonely.players.pop_back();
    expectRefused(lonely, "at least 2 players");

    GameSetup oneSided = duel();
    oneSided.players[1].side = Side::Entente;
    oneSided.players[1].airplanes[0].type = "sopwith_camel";
    expectRefused(oneSided, "Central Powers have no airplanes");

    GameSetup unknown = duel();
    unknown.players[1].airplanes[0].type = "zeppelin";
    expectRefused(unknown, "\"zeppelin\" is not in the data");

    GameSetup wrongEra = duel();
    wrongEra.players[0].airplanes[0].type = "spitfire_mk1";
    expectRefused(wrongEra, "is a WW2 airplane");

    GameSetup wrongSide = duel();
    wrongSide.players[0].side = Side::Allies;
    expectRefused(wrongSide, "a side of WW2, in a WW1 game");

    GameSetup twins = duel();
    twins.players[1].name = " anna ";
    expectRefused(twins, "Two players are called \"anna\"");

    GameSetup nameless = duel();
    nameless.players[1].name = "  ";
    expectRefused(nameless, "Player 2 has no name");

    GameSetup empty = duel();
    empty.players[1].airplanes.clear();
    expectRefused(empty, "Bert has no airplane");

    GameSetup colour = duel();
    colour.players[0].colour = "red";
    expectRefused(colour, "not #rrggbb");

    GameSetup crowded = duel();
    crowded.players[0].airplanes.assign(20, {"spad_xiii", ""});
    expectRefused(crowded, "The 20 airplanes of the Entente need");

    GameSetup shallow = duel();
    shallow.tableHeight = 300;
    shallow.tableWidth = 900;
    expectRefused(shallow, "between the long edges");

    GameSetup noTable = duel();
    noTable.tableWidth = std::nan("");
    expectRefused(noTable, "width and a height");

    GameSetup noRules = duel();
    noRules.ruleset = "ww2-standard";
    expectRefused(noRules, "is not for WW1");
    noRules.ruleset = "house-rules";
    expectRefused(noRules, "no rule set \"house-rules\"");

    GameSetup badOption = duel();
    badOption.ruleChanges["max_altitude"] = "99";
    expectRefused(badOption, "has no value \"99\"");
    badOption.ruleChanges = {{"no_such_option", "on"}};
    expectRefused(badOption, "no rule option \"no_such_option\"");

    GameSetup spread = duel();
    spread.layout.headingSpread = 90;
    expectRefused(spread, "heading spread");
}

TEST(SetupTest, ChangedOptionsBecomeARuleSetTheEngineReads) {
    const auto& data = shippedData();
    const RuleSet& standard = *data.ruleset("ww1-standard");
    EXPECT_EQ(customRuleSet(standard, {}, data.options).id, "ww1-standard");
    // A "change" to the preset's own value is none.
    EXPECT_EQ(customRuleSet(standard, {{"max_altitude", "3"}}, data.options).id, "ww1-standard");

    const RuleSet changed =
        customRuleSet(standard, {{"max_altitude", "unlimited"}, {"overlap_shape", "card"}}, data.options);
    EXPECT_EQ(changed.id, "ww1-standard+custom");
    EXPECT_NE(changed.description.find("No limit"), std::string::npos) << changed.description;
    const RuleOptions options = RuleOptions::from(changed, data.options);
    EXPECT_EQ(options.maxAltitude, MaxAltitude::Unlimited);
    EXPECT_EQ(options.overlapShape, OverlapShape::Card);
    EXPECT_EQ(options.tailReveals, RuleOptions::from(standard, data.options).tailReveals);  // the rest as the preset

    EXPECT_EQ(ruleChangesBetween(standard, changed, data.options),
              (RuleChanges{{"max_altitude", "unlimited"}, {"overlap_shape", "card"}}));
    EXPECT_TRUE(ruleChangesBetween(standard, standard, data.options).empty());
    EXPECT_THROW((void)customRuleSet(standard, {{"max_altitude", "7"}}, data.options), SetupError);
}

TEST(SetupTest, AnOptionThatIsNotPlayedYetIsRefusedWithTheReason) {
    const auto& data = shippedData();
    const RuleSet& standard = *data.ruleset("ww1-standard");
    try {
        (void)customRuleSet(standard, {{"skill_tokens_per_rank", "2_4_6_8"}}, data.options);
        FAIL() << "skill tokens are not played: the set-up must be refused";
    } catch (const SetupError& error) {
        EXPECT_STREQ(error.what(),
                     "The rule option \"Skill tokens per rank\" (skill_tokens_per_rank) is not played by this version "
                     "of Jasta yet: remove it, the game cannot honour it.");
    }
    // Nor does a rule set of today name it when written to a save.
    EXPECT_EQ(expandRuleSet(standard, data.options).values.count("skill_tokens_per_rank"), 0u);
    EXPECT_EQ(expandRuleSet(standard, data.options).values.count("max_altitude"), 1u);
}

// CONF-37: the French cloud layer, the WW2 cover and the campaign weather
// band are all played: a group may choose any of them.
TEST(SetupTest, EveryCloudCoverIsOffered) {
    const auto& data = shippedData();
    const RuleSet& standard = *data.ruleset("ww1-standard");
    const RuleSet clouds = customRuleSet(standard, {{"cloud_cover", "s003_layer"}}, data.options);
    EXPECT_EQ(RuleOptions::from(clouds, data.options).cloudCover, CloudCover::S003Layer);
    const RuleSet band = customRuleSet(standard, {{"cloud_cover", "s003_weather_band"}}, data.options);
    EXPECT_EQ(RuleOptions::from(band, data.options).cloudCover, CloudCover::WeatherBand);
    const RuleSet cover = customRuleSet(*data.ruleset("ww2-standard"), {{"cloud_cover", "s004"}}, data.options);
    EXPECT_EQ(RuleOptions::from(cover, data.options).cloudCover, CloudCover::S004);
    EXPECT_EQ(RuleOptions::from(standard, data.options).cloudCover, CloudCover::Off);
}

// --- Game modes set up at random (MODE-01/04/05) ---

GameSetup modeGame(GameModeKind kind, std::vector<SetupPlayer> players) {
    GameSetup setup = duel();
    setup.mode = kind;
    setup.ruleChanges = modeRuleChanges();
    setup.players = std::move(players);
    std::tie(setup.tableWidth, setup.tableHeight) = modeTableSize(kind, setup.players.size());
    return setup;
}

double distanceToNearestEdge(const Scenario& scenario, const ScenarioAircraft& airplane) {
    return std::min({airplane.x, airplane.y, scenario.tableWidth - airplane.x, scenario.tableHeight - airplane.y});
}

// The airplane faces straight into the table from its nearest edge.
bool facesIntoTheTable(const Scenario& scenario, const ScenarioAircraft& airplane) {
    const double nearest = distanceToNearestEdge(scenario, airplane);
    if (airplane.y == nearest) return airplane.heading == 0;
    if (scenario.tableHeight - airplane.y == nearest) return airplane.heading == 180;
    if (airplane.x == nearest) return airplane.heading == 90;
    return airplane.heading == 270;
}

// MODE-01: 100 x 100 cm for four pilots, an ammunition marker in each corner
// half a ruler from the edges, each pilot half a ruler from an edge and at
// least a ruler from the others; every pilot for himself, whatever his nation.
TEST(SetupTest, ADeathMatchStartsEveryPilotHalfARulerFromAnEdge) {
    const double ruler = eraRulerMm(shippedData(), Era::Ww1);
    ASSERT_GT(ruler, 0);
    GameSetup setup =
        modeGame(GameModeKind::Deathmatch,
                 {player("Anna", Side::Entente, {"spad_xiii"}), player("Bert", Side::Entente, {"se5a"}),
                  player("Cleo", Side::Entente, {"sopwith_camel"}), player("Dora", Side::Central, {"fokker_dr1"})});
    EXPECT_EQ(setup.tableWidth, 1000);
    EXPECT_EQ(setup.tableHeight, 1000);
    EXPECT_EQ(problemOf(setup), "");
    Rng rng(7);
    const Scenario scenario = makeScenario(setup, shippedData(), rng);
    ASSERT_TRUE(scenario.mode.has_value());
    EXPECT_EQ(scenario.mode->kind, GameModeKind::Deathmatch);
    EXPECT_EQ(scenario.name, "DeathMatch");
    EXPECT_EQ(scenario.ruleChanges, modeRuleChanges());
    const std::vector<Point2> corners{{ruler / 2, ruler / 2},
                                      {1000 - ruler / 2, ruler / 2},
                                      {ruler / 2, 1000 - ruler / 2},
                                      {1000 - ruler / 2, 1000 - ruler / 2}};
    EXPECT_EQ(scenario.mode->ammoMarkers, corners);
    ASSERT_EQ(scenario.aircraft.size(), 4u);
    std::set<std::pair<double, double>> starts;
    for (const auto& airplane : scenario.aircraft) {
        EXPECT_DOUBLE_EQ(distanceToNearestEdge(scenario, airplane), ruler / 2) << airplane.id;
        EXPECT_TRUE(facesIntoTheTable(scenario, airplane)) << airplane.id << " heading " << airplane.heading;
        starts.emplace(airplane.x, airplane.y);
        for (const auto& other : scenario.aircraft) {
            if (&other == &airplane) continue;
            EXPECT_GE(std::hypot(other.x - airplane.x, other.y - airplane.y), ruler);
        }
    }
    // The middle of each edge, as the shipped DeathMatch sets them.
    const std::set<std::pair<double, double>> middles{
        {500, ruler / 2}, {500, 1000 - ruler / 2}, {ruler / 2, 500}, {1000 - ruler / 2, 500}};
    EXPECT_EQ(starts, middles);
    // Who starts where is drawn: some seed puts Anna elsewhere.
    bool moved = false;
    for (std::uint64_t seed = 1; seed < 20 && !moved; ++seed) {
        Rng other(seed);
        const Scenario drawn = makeScenario(setup, shippedData(), other);
        moved = drawn.aircraft[0].x != scenario.aircraft[0].x || drawn.aircraft[0].y != scenario.aircraft[0].y;
    }
    EXPECT_TRUE(moved);
    // In the game every pilot flies for himself: the three Entente pilots are enemies.
    const RuleSet rules =
        customRuleSet(*shippedData().ruleset(setup.ruleset), setup.ruleChanges, shippedData().options);
    const Engine engine{shippedData(), RuleOptions::from(rules, shippedData().options), {}};
    Rng gameRng(1);
    const GameState state = newGame(engine, scenario, setup.ruleset, gameRng).state;
    EXPECT_FALSE(sameTeam(state.aircraft[0], state.aircraft[1]));
    EXPECT_EQ(state.aircraft[0].team, state.aircraft[0].id);
}

// MODE-04: each team half a ruler from its own edge, the first side's along
// the bottom, spread evenly; MODE-05: each team in its camp a ruler wide, half
// a ruler from the table's end, with the camps, flags and markers of the seeds.
TEST(SetupTest, TeamModesStartEachTeamAtItsOwnEdge) {
    const double ruler = eraRulerMm(shippedData(), Era::Ww1);
    const std::vector<SetupPlayer> teams{player("Anna", Side::Entente, {"spad_xiii", "se5a"}),
                                         player("Bert", Side::Central, {"fokker_dr1", "pfalz_d3"})};
    Rng rng(3);
    const Scenario tdm = makeScenario(modeGame(GameModeKind::TeamDeathmatch, teams), shippedData(), rng);
    ASSERT_EQ(tdm.aircraft.size(), 4u);
    for (const auto& airplane : tdm.aircraft) {
        const bool first = airplane.side == Side::Entente;
        EXPECT_DOUBLE_EQ(airplane.y, first ? ruler / 2 : 1000 - ruler / 2) << airplane.id;
        EXPECT_EQ(airplane.heading, first ? 0 : 180) << airplane.id;
    }
    EXPECT_DOUBLE_EQ(tdm.aircraft[0].x, 1000.0 / 3);
    EXPECT_DOUBLE_EQ(tdm.aircraft[1].x, 2000.0 / 3);
    EXPECT_EQ(tdm.mode->kind, GameModeKind::TeamDeathmatch);

    const GameSetup flags = modeGame(GameModeKind::CaptureTheFlag, teams);
    EXPECT_EQ(flags.tableWidth, 1500);
    EXPECT_EQ(flags.tableHeight, 1000);
    const Scenario ctf = makeScenario(flags, shippedData(), rng);
    const Scenario& shipped = *shippedData().scenario("ww1_capture_the_flag");
    EXPECT_EQ(ctf.mode->camps, shipped.mode->camps);
    EXPECT_EQ(ctf.mode->flags, shipped.mode->flags);
    EXPECT_EQ(ctf.mode->ammoMarkers, shipped.mode->ammoMarkers);
    for (const auto& airplane : ctf.aircraft) {
        const bool first = airplane.side == Side::Entente;
        EXPECT_DOUBLE_EQ(airplane.x, first ? ruler / 2 : 1500 - ruler / 2) << airplane.id;
        EXPECT_EQ(airplane.heading, first ? 90 : 270) << airplane.id;
    }
    EXPECT_DOUBLE_EQ(ctf.aircraft[0].y, 1000.0 / 3);
    // A team mode needs both teams.
    GameSetup alone = modeGame(GameModeKind::TeamDeathmatch,
                               {player("Anna", Side::Entente, {"spad_xiii"}), player("Bert", Side::Entente, {"se5a"})});
    expectRefused(alone, "have no airplanes");
}

// The seeds' tables, and tables too small for the mode's starts.
TEST(SetupTest, AModeRefusesATableItsStartsDoNotFit) {
    EXPECT_EQ(modeTableSize(GameModeKind::Deathmatch, 4), (std::pair{1000.0, 1000.0}));
    EXPECT_EQ(modeTableSize(GameModeKind::TeamDeathmatch, 5), (std::pair{1500.0, 1500.0}));
    EXPECT_EQ(modeTableSize(GameModeKind::CaptureTheFlag, 4), (std::pair{1500.0, 1000.0}));
    EXPECT_EQ(modeTableSize(GameModeKind::CaptureTheFlag, 10), (std::pair{2000.0, 1500.0}));
    GameSetup crowded = modeGame(GameModeKind::Deathmatch, {player("Anna", Side::Entente, {"spad_xiii"}),
                                                            player("Bert", Side::Central, {"fokker_dr1"})});
    crowded.players[0].airplanes.assign(5, {"spad_xiii", ""});
    crowded.tableWidth = crowded.tableHeight = 500;  // two pilots on an edge 167 mm apart
    expectRefused(crowded, "cannot start a ruler");
    crowded.tableWidth = crowded.tableHeight = 1000;
    EXPECT_EQ(problemOf(crowded), "");
    GameSetup shortTable = modeGame(GameModeKind::CaptureTheFlag, {player("Anna", Side::Entente, {"spad_xiii"}),
                                                                   player("Bert", Side::Central, {"fokker_dr1"})});
    shortTable.tableWidth = 600;
    expectRefused(shortTable, "Capture the Flag needs a table at least");
}

}  // namespace
}  // namespace jasta
