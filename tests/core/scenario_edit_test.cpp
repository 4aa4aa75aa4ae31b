// The scenario editor's edits without Qt (issue 17): a scenario built from
// nothing plays; a mode laid out as the seeds set it up is the shipped
// one's; moving an element off the table is a problem that points at it;
// taking a balloon away takes its net down; what the table shows before
// the game is where the scenario puts everything.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "jasta/base/rng.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/scenario_edit.hpp"
#include "jasta/rules/rule_options.hpp"

namespace jasta {
namespace {

using test::shippedData;

// A WW1 duel built as a player would in the editor: a blank table, a SPAD
// for the Entente at the bottom facing up, an Albatros at the top facing down.
Scenario builtDuel() {
    Scenario scenario = blankScenario(shippedData(), Era::Ww1);
    addAircraft(scenario, "spad_xiii", Side::Entente, {450, 150, 0});
    addAircraft(scenario, "albatros_d3", Side::Central, {450, 750, 180});
    return scenario;
}

TEST(ScenarioEditing, AScenarioBuiltFromNothingChecksCleanAndPlays) {
    const Scenario scenario = builtDuel();
    EXPECT_EQ(scenario.tableWidth, 900);
    EXPECT_EQ(scenario.ruleset, "ww1-standard");
    ASSERT_EQ(scenario.aircraft.size(), 2U);
    // Each side gets a player of its own; airplanes start at level 2 (ALT-02: 1..3).
    EXPECT_EQ(scenario.aircraft[0].player, "Player 1");
    EXPECT_EQ(scenario.aircraft[1].player, "Player 2");
    EXPECT_EQ(scenario.aircraft[0].altitude, 2);
    const Diagnostics problems = scenarioProblems(scenario, shippedData());
    EXPECT_TRUE(problems.empty()) << problems.toString();

    const Engine engine{shippedData(), test::presetRules("ww1-standard"), {}};
    Rng rng(7);
    const Applied game = newGame(engine, scenario, scenario.ruleset, rng);
    ASSERT_EQ(game.state.aircraft.size(), 2U);
    EXPECT_EQ(game.state.aircraft[1].pose, (Pose{450, 750, 180}));
    EXPECT_FALSE(pending(game.state).empty());  // the players plan turn 1
}

TEST(ScenarioEditing, ASecondAirplaneOfASideIsFlownByTheSidesPlayerAndGetsAnIdOfItsOwn) {
    Scenario scenario = builtDuel();
    const ElementRef wingman = addAircraft(scenario, "spad_xiii", Side::Entente, {300, 150, 0});
    EXPECT_EQ(scenario.aircraft[wingman.index].id, "spad_xiii_2");
    EXPECT_EQ(scenario.aircraft[wingman.index].player, "Player 1");
    EXPECT_EQ(unusedId(scenario, "spad_xiii"), "spad_xiii_3");
    EXPECT_EQ(unusedId(scenario, "balloon"), "balloon");
}

TEST(ScenarioEditing, AnAirplaneDraggedOffTheTableIsAProblemThatPointsAtIt) {
    Scenario scenario = builtDuel();
    ASSERT_TRUE(placeElement(scenario, {ElementKind::Aircraft, 1}, {950, 750, 180}));  // 5 cm past the right edge
    const Diagnostics problems = scenarioProblems(scenario, shippedData());
    ASSERT_EQ(problems.size(), 1U) << problems.toString();
    EXPECT_EQ(problems.items()[0].file, "new scenario");
    EXPECT_NE(problems.items()[0].message.find("outside the table"), std::string::npos);
    EXPECT_EQ(elementOfPointer(problems.items()[0].pointer), (ElementRef{ElementKind::Aircraft, 1}));

    // Back on the table at its very edge (the centre of the base counts), the problem is gone.
    ASSERT_TRUE(placeElement(scenario, {ElementKind::Aircraft, 1}, {900, 750, 180}));
    EXPECT_TRUE(scenarioProblems(scenario, shippedData()).empty());
}

TEST(ScenarioEditing, PointersNameTheElementTheyAreAbout) {
    EXPECT_EQ(elementOfPointer("/aircraft/12/altitude"), (ElementRef{ElementKind::Aircraft, 12}));
    EXPECT_EQ(elementOfPointer("/targets/0"), (ElementRef{ElementKind::Target, 0}));
    EXPECT_EQ(elementOfPointer("/mode/ammo_markers/3"), (ElementRef{ElementKind::AmmoMarker, 3}));
    EXPECT_EQ(elementOfPointer("/mode/flags/1/x"), (ElementRef{ElementKind::Flag, 1}));
    EXPECT_FALSE(elementOfPointer("/table/width_mm"));
    EXPECT_FALSE(elementOfPointer("/aircraft"));
    EXPECT_FALSE(elementOfPointer("/aircraft/x1"));
    EXPECT_FALSE(elementOfPointer("/aircraft/1x"));
}

TEST(ScenarioEditing, AClickPicksWhatLiesOnTop) {
    Scenario scenario = builtDuel();
    addTarget(scenario, "depot", Side::Central, {450, 600, 90});  // 63 x 88 mm, turned across the table
    const GameData& data = shippedData();
    EXPECT_EQ(elementAt(scenario, data, {450, 150}), (ElementRef{ElementKind::Aircraft, 0}));
    // The depot lies across: 88 mm along x, 63 mm along y.
    EXPECT_EQ(elementAt(scenario, data, {490, 600}), (ElementRef{ElementKind::Target, 0}));
    EXPECT_FALSE(elementAt(scenario, data, {450, 640}));
    EXPECT_FALSE(elementAt(scenario, data, {100, 450}));
    // A marker on an airplane's base is picked before the airplane.
    setMode(scenario, GameModeKind::Deathmatch, 170);
    ASSERT_TRUE(addAmmoMarker(scenario, {450, 155}));
    EXPECT_EQ(elementAt(scenario, data, {450, 150}), (ElementRef{ElementKind::AmmoMarker, 4}));
}

// A landing field (GND-01) placed, turned, picked under the airplanes on it,
// written to the file and taken away.
TEST(ScenarioEditing, ALandingFieldIsPlacedTurnedPickedAndRemoved) {
    Scenario scenario = builtDuel();
    const ElementRef field = addField(scenario, {200, 300, 0});
    EXPECT_EQ(field, (ElementRef{ElementKind::Field, 0}));
    EXPECT_EQ(scenario.landingFields[0].id, "field");
    EXPECT_EQ(scenario.landingFields[0].width, kNewFieldWidthMm);
    EXPECT_EQ(scenario.landingFields[0].length, kNewFieldLengthMm);
    EXPECT_EQ(scenario.landingFields[addField(scenario, {700, 300, 0}).index].id, "field_2");
    EXPECT_TRUE(scenarioProblems(scenario, shippedData()).empty())
        << scenarioProblems(scenario, shippedData()).toString();
    // The runway runs up the table: 360 mm along y, 140 mm along x.
    EXPECT_EQ(elementAt(scenario, shippedData(), {200, 470}), field);
    EXPECT_FALSE(elementAt(scenario, shippedData(), {280, 300}));
    ASSERT_TRUE(placeElement(scenario, field, {200, 300, 90}));  // turned across the table
    EXPECT_EQ(elementAt(scenario, shippedData(), {370, 300}), field);
    EXPECT_FALSE(elementAt(scenario, shippedData(), {200, 470}));
    EXPECT_EQ(elementName(scenario, field), "landing field field");
    // An airplane standing on the field is picked before it; parked there (GND-03) it is at altitude 0.
    ASSERT_TRUE(placeElement(scenario, {ElementKind::Aircraft, 0}, {200, 300, 90}));
    EXPECT_EQ(elementAt(scenario, shippedData(), {200, 300}), (ElementRef{ElementKind::Aircraft, 0}));
    setOnGround(scenario.aircraft[0], true);
    EXPECT_EQ(scenario.aircraft[0].altitude, 0);
    EXPECT_TRUE(scenarioProblems(scenario, shippedData()).empty())
        << scenarioProblems(scenario, shippedData()).toString();
    setOnGround(scenario.aircraft[0], false);
    EXPECT_FALSE(scenario.aircraft[0].onGround);
    EXPECT_EQ(scenario.aircraft[0].altitude, 2);
    EXPECT_EQ(elementOfPointer("/landing_fields/1/width_mm"), (ElementRef{ElementKind::Field, 1}));
    ASSERT_TRUE(removeElement(scenario, field));
    EXPECT_EQ(scenario.landingFields.size(), 1U);
    EXPECT_EQ(scenario.landingFields[0].id, "field_2");
}

// Areas (relief, camps, the defended zone) move as one piece and turn about
// the mean of their corners; a click inside picks them under everything else.
TEST(ScenarioEditing, AnAreaMovesAndTurnsAsOnePiece) {
    Scenario scenario = builtDuel();
    const ElementRef hill = addRelief(scenario, {450, 450});
    EXPECT_EQ(scenario.relief[0].id, "hill");
    EXPECT_EQ(scenario.relief[0].floor, 1);
    EXPECT_EQ(elementPose(scenario, hill), (Pose{450, 450, 0}));
    EXPECT_EQ(scenario.relief[0].outline[0], (Point2{300, 300}));
    EXPECT_EQ(elementAt(scenario, shippedData(), {580, 580}), hill);
    EXPECT_FALSE(elementAt(scenario, shippedData(), {610, 450}));
    ASSERT_TRUE(placeElement(scenario, hill, {500, 400, 0}));  // dragged 50 right, 50 down
    EXPECT_EQ(scenario.relief[0].outline[0], (Point2{350, 250}));
    ASSERT_TRUE(placeElement(scenario, hill, {500, 400, 90}));  // a quarter turn clockwise
    const std::vector<Point2>& turned = scenario.relief[0].outline;
    // The corner that was lower left (350, 250) is now upper left: clockwise seen from above.
    EXPECT_NEAR(turned[0].x, 350, 1e-9);
    EXPECT_NEAR(turned[0].y, 550, 1e-9);
    EXPECT_EQ(elementPose(scenario, hill), (Pose{500, 400, 0}));
    EXPECT_TRUE(scenarioProblems(scenario, shippedData()).empty());
    EXPECT_EQ(elementOfPointer("/relief/0/outline/2"), hill);

    setMode(scenario, GameModeKind::CaptureTheFlag, 170);
    const ElementRef camp{ElementKind::Camp, 0};
    EXPECT_EQ(elementAt(scenario, shippedData(), {40, 450}), camp);
    EXPECT_EQ(elementName(scenario, camp), "Entente camp");
    const Point2 enemyFlag = scenario.mode->flags[1].at;
    ASSERT_TRUE(placeElement(scenario, camp, {95, 450, 0}));
    EXPECT_EQ(scenario.mode->camps[0].outline[0], (Point2{10, 0}));
    EXPECT_EQ(scenario.mode->flags[0].at, (Point2{180, 450}));  // its flag on its border went with it
    EXPECT_EQ(scenario.mode->flags[1].at, enemyFlag);
    EXPECT_EQ(elementOfPointer("/mode/camps/1/outline/0"), (ElementRef{ElementKind::Camp, 1}));

    scenario.attack = Attack{Side::Entente, {{400, 350}, {600, 350}, {600, 450}, {400, 450}}, false};
    const ElementRef zone{ElementKind::DefendedZone, 0};
    EXPECT_EQ(elementAt(scenario, shippedData(), {550, 400}), zone);  // over the hill: the zone is on top
    EXPECT_EQ(elementOfPointer("/attack/defended_zone/2"), zone);
    ASSERT_TRUE(removeElement(scenario, zone));
    EXPECT_FALSE(scenario.attack.has_value());
    EXPECT_EQ(elementAt(scenario, shippedData(), {550, 400}), hill);
}

// An area's outline is reshaped corner by corner: a corner moved, an edge
// split in its middle, a corner taken away down to three.
TEST(ScenarioEditing, AnAreasCornersAreMovedAddedAndTakenAway) {
    Scenario scenario = builtDuel();
    const ElementRef hill = addRelief(scenario, {450, 450});  // corners (300,300) (600,300) (600,600) (300,600)
    EXPECT_EQ(areaCorners(scenario, hill).size(), 4U);
    EXPECT_TRUE(areaCorners(scenario, {ElementKind::Aircraft, 0}).empty());
    ASSERT_TRUE(moveCorner(scenario, hill, 2, {700, 650}));
    EXPECT_EQ(scenario.relief[0].outline[2], (Point2{700, 650}));
    EXPECT_FALSE(moveCorner(scenario, hill, 4, {0, 0}));
    // A corner dragged across the far edge makes the outline cross itself: the check points at the hill.
    ASSERT_TRUE(moveCorner(scenario, hill, 0, {650, 700}));
    const Diagnostics crossed = scenarioProblems(scenario, shippedData());
    ASSERT_EQ(crossed.size(), 1U) << crossed.toString();
    EXPECT_EQ(elementOfPointer(crossed.items()[0].pointer), hill);
    ASSERT_TRUE(moveCorner(scenario, hill, 0, {300, 300}));
    // The closing edge, from the last corner back to the first.
    EXPECT_EQ(splitEdge(scenario, hill, 3), std::optional<std::size_t>(4));
    EXPECT_EQ(scenario.relief[0].outline[4], (Point2{300, 450}));
    EXPECT_EQ(splitEdge(scenario, hill, 0), std::optional<std::size_t>(1));
    EXPECT_EQ(scenario.relief[0].outline[1], (Point2{450, 300}));
    EXPECT_EQ(scenario.relief[0].outline.size(), 6U);
    EXPECT_TRUE(scenarioProblems(scenario, shippedData()).empty());
    ASSERT_TRUE(removeCorner(scenario, hill, 1));
    ASSERT_TRUE(removeCorner(scenario, hill, 4));
    ASSERT_TRUE(removeCorner(scenario, hill, 0));
    EXPECT_EQ(scenario.relief[0].outline.size(), 3U);
    EXPECT_FALSE(removeCorner(scenario, hill, 0));  // a triangle is the least an area is
    EXPECT_FALSE(splitEdge(scenario, hill, 3));
}

TEST(ScenarioEditing, ModesAreLaidOutAsTheShippedScenariosSetThemUp) {
    const double ruler = eraRulerMm(shippedData(), Era::Ww1);
    EXPECT_EQ(ruler, 170);  // the WW1 ruler (MODE-01/05 count in rulers)
    for (const char* id : {"ww1_deathmatch", "ww1_team_deathmatch", "ww1_capture_the_flag"}) {
        const Scenario* shipped = shippedData().scenario(id);
        ASSERT_NE(shipped, nullptr) << id;
        ASSERT_TRUE(shipped->mode.has_value()) << id;
        const GameModeSetting laidOut =
            modeSetUp(shipped->mode->kind, Era::Ww1, shipped->tableWidth, shipped->tableHeight, ruler);
        EXPECT_EQ(laidOut.ammoMarkers, shipped->mode->ammoMarkers) << id;
        EXPECT_EQ(laidOut.camps, shipped->mode->camps) << id;
        EXPECT_EQ(laidOut.flags, shipped->mode->flags) << id;
        // The mode's rule options (MODE-02, MODE-08) are the shipped scenarios'.
        EXPECT_EQ(modeRuleChanges(), shipped->ruleChanges) << id;
    }
}

// A scenario made a mode game takes the mode's rule options; made a plain
// game again it drops those still at the mode's values, and keeps the rest.
TEST(ScenarioEditing, AModeBringsItsRuleOptionsAndTakesThemAway) {
    Scenario scenario = builtDuel();
    scenario.ruleChanges["cloud_cover"] = "s003_layer";
    setMode(scenario, GameModeKind::Deathmatch, 170);
    for (const auto& [key, value] : modeRuleChanges()) EXPECT_EQ(scenario.ruleChanges.at(key), value) << key;
    EXPECT_EQ(scenario.ruleChanges.at("ammunition"), "shot_counter");
    EXPECT_EQ(scenarioProblems(scenario, shippedData()).size(), 0U);
    scenario.ruleChanges["ammunition_count"] = "8";  // a house rule: eight shots
    setMode(scenario, GameModeKind::TeamDeathmatch, 170);
    EXPECT_EQ(scenario.ruleChanges.at("ammunition_count"), "8");
    setMode(scenario, std::nullopt, 170);
    EXPECT_EQ(scenario.ruleChanges, (std::map<std::string, std::string, std::less<>>{{"ammunition_count", "8"},
                                                                                     {"cloud_cover", "s003_layer"}}));
}

TEST(ScenarioEditing, ChangingTheModeKeepsTheMarkersAndBringsOrDropsTheCampsAndFlags) {
    Scenario scenario = builtDuel();
    setMode(scenario, GameModeKind::Deathmatch, 170);
    ASSERT_TRUE(scenario.mode.has_value());
    EXPECT_EQ(scenario.mode->ammoMarkers.size(), 4U);
    EXPECT_EQ(scenario.mode->ammoMarkers[3], (Point2{815, 815}));  // 900 mm table, half a ruler in
    ASSERT_TRUE(placeElement(scenario, {ElementKind::AmmoMarker, 0}, {100, 200, 45}));

    setMode(scenario, GameModeKind::CaptureTheFlag, 170);
    EXPECT_EQ(scenario.mode->ammoMarkers[0], (Point2{100, 200}));  // the marker moved by hand stays
    EXPECT_EQ(scenario.mode->camps.size(), 2U);
    ASSERT_EQ(scenario.mode->flags.size(), 2U);
    EXPECT_EQ(scenario.mode->flags[1].at, (Point2{730, 450}));
    EXPECT_EQ(elementName(scenario, {ElementKind::Flag, 1}), "Central Powers flag");

    setMode(scenario, GameModeKind::TeamDeathmatch, 170);
    EXPECT_TRUE(scenario.mode->camps.empty());
    EXPECT_TRUE(scenario.mode->flags.empty());
    EXPECT_EQ(scenario.mode->ammoMarkers.size(), 4U);

    setMode(scenario, std::nullopt, 170);
    EXPECT_FALSE(scenario.mode.has_value());
    EXPECT_FALSE(addAmmoMarker(scenario, {100, 100}));  // a plain game has no markers
}

TEST(ScenarioEditing, AScenarioMovedToWw2TakesItsRulesAndSides) {
    Scenario scenario = builtDuel();
    setMode(scenario, GameModeKind::CaptureTheFlag, 170);
    changeEra(scenario, shippedData(), Era::Ww2);
    EXPECT_EQ(scenario.ruleset, "ww2-standard");
    EXPECT_EQ(scenario.aircraft[0].side, Side::Allies);
    EXPECT_EQ(scenario.aircraft[1].side, Side::Axis);
    EXPECT_EQ(scenario.mode->camps[0].side, Side::Allies);
    EXPECT_EQ(scenario.mode->flags[1].side, Side::Axis);
    // The WW1 airplanes are the check's business: each is named as of the other era.
    const Diagnostics problems = scenarioProblems(scenario, shippedData());
    EXPECT_FALSE(problems.empty());
    for (const Diagnostic& problem : problems.items())
        EXPECT_TRUE(elementOfPointer(problem.pointer).has_value()) << problem.toString();
    // A WW2 Capture the Flag has the Allies' camp on the left.
    const GameModeSetting ww2 = modeSetUp(GameModeKind::CaptureTheFlag, Era::Ww2, 1500, 1000, 170);
    EXPECT_EQ(ww2.camps[0].side, Side::Allies);
    EXPECT_EQ(ww2.flags[0].at, (Point2{170, 500}));
}

TEST(ScenarioEditing, WeatherAsksForTheWeatherRulesAndIsPlayed) {
    Scenario scenario = builtDuel();
    setWeather(scenario, Weather{WeatherKind::HeavyWeather, 3, 9}, std::nullopt);
    EXPECT_EQ(scenario.ruleChanges.at("cloud_cover"), "s003_weather_band");
    EXPECT_TRUE(scenarioProblems(scenario, shippedData()).empty())
        << scenarioProblems(scenario, shippedData()).toString();
    // As New Game starts it: the rule set with the scenario's rule changes.
    const RuleSet rules =
        customRuleSet(*shippedData().ruleset(scenario.ruleset), scenario.ruleChanges, shippedData().options);
    const Engine engine{shippedData(), RuleOptions::from(rules, shippedData().options), {}};
    Rng rng(3);
    const Applied game = newGame(engine, scenario, rules.id, rng);
    ASSERT_TRUE(game.state.weather.has_value());
    EXPECT_EQ(game.state.weather->kind, WeatherKind::HeavyWeather);
    ASSERT_TRUE(game.state.table.clouds.has_value());
    EXPECT_EQ(game.state.table.clouds->low, 3);  // WX-03: the band the scenario gives
    EXPECT_EQ(game.state.table.clouds->high, 9);

    // Drawn for a season instead: the weather given goes.
    setWeather(scenario, std::nullopt, Season::Winter);
    EXPECT_FALSE(scenario.weather.has_value());
    EXPECT_EQ(scenario.season, Season::Winter);
    EXPECT_TRUE(scenarioProblems(scenario, shippedData()).empty());
    // No weather: the rule change goes too, and only ours.
    setWeather(scenario, std::nullopt, std::nullopt);
    EXPECT_FALSE(scenario.season.has_value());
    EXPECT_EQ(scenario.ruleChanges.count("cloud_cover"), 0U);
    scenario.ruleChanges["cloud_cover"] = "s003_layer";
    setWeather(scenario, std::nullopt, std::nullopt);
    EXPECT_EQ(scenario.ruleChanges.at("cloud_cover"), "s003_layer");
}

// BAL-08 as the editor hangs nets: a link from the end of a line carries the
// line on, three balloons close into a ring, a link that already hangs or a
// balloon to itself changes nothing, and the nets come down with a click.
TEST(ScenarioEditing, NetsAreHungFromBalloonToBalloon) {
    Scenario scenario = builtDuel();
    addTarget(scenario, "balloon", Side::Central, {300, 600, 0});
    addTarget(scenario, "balloon", Side::Central, {600, 600, 0});
    addTarget(scenario, "balloon", Side::Central, {450, 500, 0});
    EXPECT_FALSE(linkBalloons(scenario, "balloon", "balloon"));
    EXPECT_FALSE(linkBalloons(scenario, "balloon", "no_such_balloon"));
    ASSERT_TRUE(linkBalloons(scenario, "balloon", "balloon_2"));
    ASSERT_EQ(scenario.nets.size(), 1U);
    EXPECT_EQ(scenario.nets[0].id, "net");
    EXPECT_EQ(scenario.nets[0].shape, NetShape::Line);
    EXPECT_FALSE(linkBalloons(scenario, "balloon_2", "balloon"));   // already joined
    EXPECT_FALSE(setNetRing(scenario, "balloon", true));            // a ring needs 3
    ASSERT_TRUE(linkBalloons(scenario, "balloon_2", "balloon_3"));  // from the line's end: the line goes on
    ASSERT_EQ(scenario.nets.size(), 1U);
    EXPECT_EQ(scenario.nets[0].balloons, (std::vector<std::string>{"balloon", "balloon_2", "balloon_3"}));
    EXPECT_TRUE(scenarioProblems(scenario, shippedData()).empty())
        << scenarioProblems(scenario, shippedData()).toString();
    ASSERT_TRUE(setNetRing(scenario, "balloon_3", true));
    EXPECT_EQ(scenario.nets[0].shape, NetShape::Ring);
    EXPECT_TRUE(scenarioProblems(scenario, shippedData()).empty());
    EXPECT_EQ(netsOf(scenario, "balloon_2"), (std::vector<std::size_t>{0}));
    // A net hangs between balloons only: to a depot it is a problem of the check.
    addTarget(scenario, "depot", Side::Central, {450, 300, 0});
    ASSERT_TRUE(linkBalloons(scenario, "balloon", "depot"));
    EXPECT_FALSE(scenarioProblems(scenario, shippedData()).empty());
    takeDownNets(scenario, "balloon");
    EXPECT_TRUE(scenario.nets.empty());
    EXPECT_TRUE(netsOf(scenario, "balloon_2").empty());
}

TEST(ScenarioEditing, ABalloonTakenAwayTakesItsNetDown) {
    Scenario scenario = builtDuel();
    addTarget(scenario, "balloon", Side::Central, {300, 600, 0});
    addTarget(scenario, "balloon", Side::Central, {600, 600, 0});
    addTarget(scenario, "balloon", Side::Central, {450, 500, 0});
    scenario.nets.push_back({"barrage", NetShape::Line, {"balloon", "balloon_2", "balloon_3"}});
    EXPECT_TRUE(scenarioProblems(scenario, shippedData()).empty())
        << scenarioProblems(scenario, shippedData()).toString();

    ASSERT_TRUE(removeElement(scenario, {ElementKind::Target, 2}));  // the middle one: the line still runs 1-2
    ASSERT_EQ(scenario.nets.size(), 1U);
    EXPECT_EQ(scenario.nets[0].balloons, (std::vector<std::string>{"balloon", "balloon_2"}));
    ASSERT_TRUE(removeElement(scenario, {ElementKind::Target, 0}));  // one balloon holds no net
    EXPECT_TRUE(scenario.nets.empty());
    EXPECT_FALSE(removeElement(scenario, {ElementKind::Target, 5}));
}

TEST(ScenarioEditing, TheTableBeforeTheGameShowsEverythingWhereTheScenarioPutsIt) {
    Scenario scenario = builtDuel();
    addTarget(scenario, "depot", Side::Central, {450, 600, 90});
    setMode(scenario, GameModeKind::CaptureTheFlag, 170);
    const GameState table = layOut(scenario, shippedData());
    EXPECT_EQ(table.table.width, 900);
    ASSERT_EQ(table.aircraft.size(), 2U);
    EXPECT_EQ(table.aircraft[0].pose, (Pose{450, 150, 0}));
    EXPECT_EQ(table.aircraft[0].altitude, 2);
    ASSERT_EQ(table.targets.size(), 1U);
    EXPECT_EQ(table.targets[0].pose, (Pose{450, 600, 90}));
    ASSERT_TRUE(table.mode.has_value());
    ASSERT_EQ(table.mode->flags.size(), 2U);
    EXPECT_EQ(table.mode->flags[0].at, (Point2{170, 450}));
    // An airplane of a type the data lacks is left off the table, not a crash.
    scenario.aircraft[1].type = "sopwith_dolphin";
    EXPECT_EQ(layOut(scenario, shippedData()).aircraft.size(), 1U);
}

}  // namespace
}  // namespace jasta
