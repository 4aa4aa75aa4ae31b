// Relief on the table (RULES.md TER-01..04): zones of raised ground, the
// clearance an airplane needs over them, hitting the hillside, diving over a
// plateau, the scenario data and the computer pilots keeping clear.

#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "jasta/pilots/pilot.hpp"
#include "jasta/pilots/plan_search.hpp"
#include "jasta/pilots/seat_view.hpp"
#include "jasta/rules/relief.hpp"
#include "jasta/rules/taxiing.hpp"
#include "jasta/words/plans.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

// WW1 deck A (SPAD XIII): straight 1 carries the base centre 132 mm ahead,
// the stall 17 and the climb 19 58 mm, the dive 20 132 mm. Climb rate 2.

ReliefZone band(std::string id, int floor, double fromY, double toY) {
    return {std::move(id), "", floor, {{0, fromY}, {900, fromY}, {900, toY}, {0, toY}}};
}

TableSize tableWith(std::vector<ReliefZone> relief) {
    TableSize table{900, 900};
    table.relief = std::move(relief);
    return table;
}

struct Flown {
    AircraftState airplane;
    FlownStep step;
};

// The SPAD at (450, 200) heading +y, at `level` with `climb` counters, flies `card` once.
Flown flyOnce(const TableSize& table, int card, int level, int climb, double y = 200) {
    AircraftState spad = airplane("spad_xiii", {450, y, 0}, level, climb);
    const RuleOptions rules = presetRules("ww1-standard");
    const Flyer flyer = flyerOf(shippedData(), spad, rules);
    startTurn(spad);
    FlownStep step = flyCard(flyer, spad, plan(card, 2, 3), 1, {}, table);
    return {spad, step};
}

const Event* eventOf(const FlownStep& step, EventKind kind) {
    for (const Event& event : step.events)
        if (event.kind() == kind) return &event;
    return nullptr;
}

bool names(const Event& event, std::string_view rule) {
    return std::find(event.rules.begin(), event.rules.end(), rule) != event.rules.end();
}

// --- TER-01, TER-02: the floor and being above it -------------------------------

TEST(Relief, AboveTheFloorIsHigherThanItOrAtItWithACounter) {
    // TER-02: over a floor-1 plateau, level 1 needs a climb counter ("2 pegs + 1 counter").
    EXPECT_FALSE(isAboveFloor(1, 0, 1));
    EXPECT_TRUE(isAboveFloor(1, 1, 1));
    EXPECT_TRUE(isAboveFloor(2, 0, 1));
    EXPECT_FALSE(isAboveFloor(0, 5, 1));
    // TER-03: the floor-2 side of the valley wants level 2 and a counter (3 pegs + 1).
    EXPECT_FALSE(isAboveFloor(2, 0, 2));
    EXPECT_TRUE(isAboveFloor(2, 1, 2));
    // On the plain, as ALT-05: level 0 with a counter still flies.
    EXPECT_TRUE(isAboveFloor(0, 1, 0));
    EXPECT_FALSE(isAboveFloor(0, 0, 0));
}

TEST(Relief, TheHighestZoneAtAPointGivesItsFloorEdgesIncluded) {
    const std::vector<ReliefZone> relief{band("plateau", 1, 300, 600), band("peak", 3, 400, 450)};
    EXPECT_EQ(floorAt(relief, {450, 200}), 0);
    EXPECT_EQ(floorAt(relief, {450, 300}), 1);  // on the edge
    EXPECT_EQ(floorAt(relief, {450, 350}), 1);
    EXPECT_EQ(floorAt(relief, {450, 420}), 3);  // the peak stands on the plateau
    ASSERT_NE(zoneAt(relief, {450, 420}), nullptr);
    EXPECT_EQ(zoneAt(relief, {450, 420})->id, "peak");
    EXPECT_EQ(zoneAt(relief, {450, 700}), nullptr);
}

// --- TER-03: hitting the hillside -----------------------------------------------

TEST(Relief, FlyingOntoAPlateauAtItsFloorLevelCrashesIntoTheHillside) {
    const TableSize table = tableWith({band("hill", 1, 300, 600)});
    const Flown low = flyOnce(table, 1, 1, 0);  // ends at y 332, over the plateau, at level 1
    EXPECT_EQ(low.airplane.status, AircraftStatus::Crashed);
    EXPECT_TRUE(low.airplane.stoppedThisTurn);
    const Event* struck = eventOf(low.step, EventKind::StruckRelief);
    ASSERT_NE(struck, nullptr);
    const auto& facts = std::get<ev::StruckRelief>(struck->data);
    EXPECT_EQ(facts.zone, "hill");
    EXPECT_EQ(facts.floor, 1);
    EXPECT_EQ(facts.level, 1);
    EXPECT_EQ(facts.climb, 0);
    EXPECT_TRUE(names(*struck, "TER-03"));

    // TER-02: one climb counter more and it skims over the plateau.
    const Flown skimming = flyOnce(table, 1, 1, 1);
    EXPECT_EQ(skimming.airplane.status, AircraftStatus::Flying);
    EXPECT_NEAR(skimming.airplane.pose.y, 332, 0.01);
    EXPECT_EQ(eventOf(skimming.step, EventKind::StruckRelief), nullptr);
    // Short of the plateau nothing happens, however low it flies.
    EXPECT_EQ(flyOnce(table, 17, 1, 0).airplane.status, AircraftStatus::Flying);  // stall: ends at y 258
}

TEST(Relief, ARidgeCrossedInTheMiddleOfAMoveIsStruckToo) {
    // A floor-2 ridge from y 250 to 270: straight 1 ends beyond it, at y 332, on the plain.
    const TableSize table = tableWith({band("ridge", 2, 250, 270)});
    const Flown low = flyOnce(table, 1, 2, 0);
    EXPECT_EQ(low.airplane.status, AircraftStatus::Crashed);
    EXPECT_NE(eventOf(low.step, EventKind::StruckRelief), nullptr);
    EXPECT_EQ(flyOnce(table, 1, 2, 1).airplane.status, AircraftStatus::Flying);
    EXPECT_EQ(flyOnce(table, 1, 3, 0).airplane.status, AircraftStatus::Flying);
}

TEST(Relief, AClimbCardClearsTheGroundItEndsAbove) {
    // The plateau starts at y 240; the climb 19 ends at y 258 with a counter: level 1 + 1 clears floor 1.
    const TableSize table = tableWith({band("hill", 1, 240, 600)});
    const Flown climbing = flyOnce(table, 19, 1, 0);
    EXPECT_EQ(climbing.airplane.status, AircraftStatus::Flying);
    EXPECT_EQ(climbing.airplane.altitude, 1);
    EXPECT_EQ(climbing.airplane.climb, 1);
    // The stall goes as far at the same height and ends against the hillside.
    EXPECT_EQ(flyOnce(table, 17, 1, 0).airplane.status, AircraftStatus::Crashed);
}

// --- TER-01 with ALT-10: diving over relief counts from its floor -----------------

TEST(Relief, ADiveOntoAPlateauHedgeHopsAtItsFloorOrEndsInTheGround) {
    const TableSize table = tableWith({band("hill", 1, 240, 600)});
    // From level 2 the dive ends at the plateau's level: one counter is kept, as at level 0 on the plain.
    const Flown skims = flyOnce(table, 20, 2, 0);
    EXPECT_EQ(skims.airplane.status, AircraftStatus::Flying);
    EXPECT_EQ(skims.airplane.altitude, 1);
    EXPECT_EQ(skims.airplane.climb, 1);
    const Event* altitude = eventOf(skims.step, EventKind::Altitude);
    ASSERT_NE(altitude, nullptr);
    EXPECT_TRUE(names(*altitude, "ALT-10"));
    EXPECT_TRUE(names(*altitude, "TER-01"));
    // From level 1 it would end below the plateau's ground: it dives into it.
    const Flown crashes = flyOnce(table, 20, 1, 0);
    EXPECT_EQ(crashes.airplane.status, AircraftStatus::Crashed);
    EXPECT_EQ(crashes.airplane.altitude, 1);  // on the plateau's ground
    // Over the plain, the same dive from level 1 hedge-hops at level 0.
    const Flown plain = flyOnce(tableWith({}), 20, 1, 0);
    EXPECT_EQ(plain.airplane.status, AircraftStatus::Flying);
    EXPECT_EQ(plain.airplane.altitude, 0);
    EXPECT_EQ(plain.airplane.climb, 1);
}

TEST(Relief, UnderTheWw2FloorRuleADiveBelowOneLevelAboveTheZoneCrashes) {
    // ALT-14 counted from the zone: over a floor-1 plateau the lowest level a dive may end at is 2.
    const TableSize table = tableWith({band("hill", 1, 240, 600)});
    const RuleOptions rules = presetRules("ww2-standard");
    ASSERT_EQ(rules.floorRule, FloorRule::CrashBelow1);
    const auto dive = [&](int level) {
        AircraftState messerschmitt = airplane("bf109_e", {450, 200, 0}, level, 0);
        const Flyer flyer = flyerOf(shippedData(), messerschmitt, rules);
        startTurn(messerschmitt);
        flyCard(flyer, messerschmitt, plan(16, 1, 2, Speed::Fast, Speed::Fast, Speed::Fast), 1, {}, table);
        return messerschmitt;  // the dive (16) ends at y 342, over the plateau
    };
    const AircraftState fromThree = dive(3);
    EXPECT_EQ(fromThree.status, AircraftStatus::Flying);
    EXPECT_EQ(fromThree.altitude, 2);
    EXPECT_EQ(dive(2).status, AircraftStatus::Crashed);
    // Over the plain the same dive from 2 ends at 1, still flying.
    AircraftState plain = airplane("bf109_e", {450, 200, 0}, 2, 0);
    startTurn(plain);
    flyCard(flyerOf(shippedData(), plain, rules), plain, plan(16, 1, 2, Speed::Fast, Speed::Fast, Speed::Fast), 1, {},
            tableWith({}));
    EXPECT_EQ(plain.status, AircraftStatus::Flying);
    EXPECT_EQ(plain.altitude, 1);
}

TEST(Relief, ADiveOffAPlateauPassesOverItAtTheHeightItLeftFrom) {
    // Over a plateau from y 150 to 250 at level 2; the dive ends at y 332 over the plain at level 1.
    const TableSize table = tableWith({band("hill", 1, 150, 250)});
    const Flown off = flyOnce(table, 20, 2, 0);
    EXPECT_EQ(off.airplane.status, AircraftStatus::Flying);
    EXPECT_EQ(off.airplane.altitude, 1);
    EXPECT_EQ(off.airplane.climb, 0);
}

// --- On the ground ---------------------------------------------------------------

TEST(Relief, AParkedAirplaneDoesNotTaxiOntoRaisedGroundAndARollIntoItCrashes) {
    // A SPAD parked at (450, 200) facing +y, a plateau from y 225: rolling 30 mm ahead puts its red dot on it.
    const TableSize table = tableWith({band("hill", 1, 225, 600)});
    ScenarioAircraft placed = placedAirplane("spad_xiii", {450, 200, 0}, 0, 0);
    placed.onGround = true;
    const AircraftState parked = initialState(placed, *shippedData().aircraftType("spad_xiii"));
    const RuleOptions rules = presetRules("ww1-advanced");
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {450, 230, 0}, table), TaxiVerdict::OnRelief);
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {450, 220, 0}, table), TaxiVerdict::Allowed);
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {450, 230, 0}, tableWith({})), TaxiVerdict::Allowed);
    const auto moves = taxiMoves(shippedData(), rules, parked, table);
    EXPECT_TRUE(std::none_of(moves.begin(), moves.end(), [](const TaxiMove& move) { return move.name == "ahead"; }));
    EXPECT_NE(words::describe(TaxiVerdict::OnRelief, "GND-08").find("raised ground"), std::string::npos);
}

// --- The scenario data ----------------------------------------------------------

nlohmann::json hillsScenario() {
    auto json = scenarioJson(
        "hills", Era::Ww1, "ww1-standard",
        nlohmann::json::array({placedAirplaneJson("spad", "spad_xiii", "entente", {450, 200}, 1),
                               placedAirplaneJson("albatros", "albatros_d3", "central", {450, 1500}, 3, 0, 180)}));
    json["relief"] = nlohmann::json::array({{{"id", "wall"},
                                             {"name", "The Wall"},
                                             {"floor", 2},
                                             {"outline", {{0, 500}, {1800, 500}, {1800, 900}, {0, 900}}}}});
    return json;
}

std::string problems(const nlohmann::json& json) {
    Diagnostics diagnostics;
    scenarioFromJson(json, "hills.json", shippedData(), diagnostics);
    return diagnostics.toString();
}

TEST(ReliefData, AScenarioPlacesItsZonesAndKeepsThemInTheGameAndTheSave) {
    Diagnostics diagnostics;
    const auto scenario = scenarioFromJson(hillsScenario(), "hills.json", shippedData(), diagnostics);
    ASSERT_TRUE(scenario) << diagnostics.toString();
    ASSERT_EQ(scenario->relief.size(), 1u);
    EXPECT_EQ(scenario->relief[0].name, "The Wall");
    EXPECT_EQ(scenario->relief[0].floor, 2);
    EXPECT_EQ(scenario->relief[0].outline.size(), 4u);
    // Written back as the data format and read again: the same zones (saves embed the scenario).
    Diagnostics again;
    const auto reread = scenarioFromJson(toJson(*scenario), "hills.json", shippedData(), again);
    ASSERT_TRUE(reread) << again.toString();
    EXPECT_EQ(reread->relief, scenario->relief);
    const ScenarioGame game(hillsScenario());
    EXPECT_EQ(game.state.table.relief, scenario->relief);
}

TEST(ReliefData, BadZonesAreRefusedNamingTheFileAndThePointer) {
    auto crossing = hillsScenario();
    crossing["relief"][0]["outline"] = {{0, 500}, {1800, 900}, {1800, 500}, {0, 900}};
    EXPECT_NE(problems(crossing).find("hills.json:/relief/0/outline: must outline one area"), std::string::npos)
        << problems(crossing);
    auto flat = hillsScenario();
    flat["relief"][0]["floor"] = 0;
    EXPECT_NE(problems(flat).find("hills.json:/relief/0/floor"), std::string::npos) << problems(flat);
    auto away = hillsScenario();
    away["relief"][0]["outline"] = {{2000, 2000}, {2100, 2000}, {2100, 2100}};
    EXPECT_NE(problems(away).find("/relief/0/outline: lies wholly outside the table"), std::string::npos)
        << problems(away);
    auto twice = hillsScenario();
    twice["relief"].push_back(twice["relief"][0]);
    EXPECT_NE(problems(twice).find("/relief/1/id"), std::string::npos) << problems(twice);
}

TEST(ReliefData, AirplanesStartAboveTheGroundAndFieldsLieOnThePlain) {
    auto buried = hillsScenario();
    buried["aircraft"][0]["y"] = 600;  // inside the floor-2 wall at level 1
    EXPECT_NE(problems(buried).find("hills.json:/aircraft/0/altitude: the airplane stands over relief zone \"wall\""),
              std::string::npos)
        << problems(buried);
    buried["aircraft"][0]["altitude"] = 2;
    buried["aircraft"][0]["climb"] = 1;  // TER-03: level 2 and a counter clear floor 2
    EXPECT_EQ(problems(buried), "");
    auto field = hillsScenario();
    field["landing_fields"] = {
        {{"id", "strip"}, {"x", 450}, {"y", 480}, {"width_mm", 100}, {"length_mm", 200}, {"heading", 0}}};
    EXPECT_NE(problems(field).find("/landing_fields/0: the landing field reaches relief zone \"wall\""),
              std::string::npos)
        << problems(field);
}

// --- In the game, and the computer pilots ---------------------------------------

TEST(ReliefGame, TheEngineCrashesAnAirplaneFlyingIntoTheWall) {
    auto json = hillsScenario();
    json["aircraft"][0]["y"] = 400;  // 100 mm short of the wall at level 1: straight 1 ends in it
    ScenarioGame game(json);
    game.fly({{"spad", plan(1, 2, 3)}, {"albatros", plan(1, 2, 3)}});
    EXPECT_EQ(game.state.airplane("spad").status, AircraftStatus::Crashed);
    const auto struck = std::count_if(game.events.begin(), game.events.end(), [](const Event& event) {
        return event.kind() == EventKind::StruckRelief && event.aircraft == "spad";
    });
    EXPECT_EQ(struck, 1);
}

TEST(ReliefGame, TheComputerPilotsKeepClearOfGroundAboveThem) {
    auto json = hillsScenario();
    json["aircraft"][0]["y"] = 150;  // 350 mm short of the wall, heading into it at level 1
    const ScenarioGame game(json);
    const Engine& engine = game.engine;
    const SeatView view(game.state, Side::Entente);
    const PlanSearch search(engine, view.state(), "spad", {EnemyModel::Uniform, 0.75});
    const std::size_t straightOn = search.find(plan(1, 2, 3));
    ASSERT_LT(straightOn, search.plans().size());
    EXPECT_TRUE(search.outOfPlay(straightOn));
    Decision decision;
    for (const Decision& d : view.decisions())
        if (d.kind == DecisionKind::Plan && d.aircraft == "spad") decision = d;
    for (const char* name : {"greedy", "novice", "veteran", "ace"}) {
        auto pilot = makePilot(name, {engine, Side::Entente, 1});
        const Plan chosen = std::get<SubmitPlan>(pilot->decide(view, decision)).plan;
        const AircraftState& spad = game.state.airplane("spad");
        const PlanResult flown = flyPlan(flyerOf(shippedData(), spad, engine.rules), spad, chosen, game.state.table);
        EXPECT_EQ(flown.final.status, AircraftStatus::Flying) << name;
    }
}

}  // namespace
}  // namespace jasta::test
