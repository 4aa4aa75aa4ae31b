// Take-off and landing (RULES.md GND-02/03/06, GND-13..16; CONF-03,
// CONF-15, CONF-16, CONF-17, CONF-41): every sequence per option, legal and
// refused, the altitude after take-off, landing fields and their penalties,
// and the scenario data that sets them up.

#include <cmath>
#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "jasta/rules/ground.hpp"
#include "jasta/rules/phase.hpp"
#include "jasta/words/plans.hpp"
#include "mini_data.hpp"

namespace jasta::test {
namespace {

// WW1 deck A (SPAD XIII): straights 1-4, bank 5, stall 17, climb 19, dive 20.
// A base moves 20 + dy + 20 mm: stall 58 mm, straight 132 mm.
// WW2 deck A (Spitfire): straights 1-3 (fast 140 mm, slow 110 mm), stall 14
// (slow, 56 mm), climb 16 (slow, 56 mm), dive 17 (fast, 140 mm).
constexpr Speed F = Speed::Fast;
constexpr Speed S = Speed::Slow;

AircraftState parked(std::string_view type, Pose pose) {
    // on_ground wins over the altitude and counters given: level 0, no counters.
    ScenarioAircraft placed = placedAirplane(type, pose, 2, 1);
    placed.onGround = true;
    return initialState(placed, *shippedData().aircraftType(type));
}

Plan landing(Plan plan) {
    plan.declaration = Declaration::Landing;
    return plan;
}

// A long runway up the middle of the table: y from 0 to 600.
const std::vector<LandingField> kRunway{{"runway", 450, 300, 140, 600, 0}};
const TableSize kField{900, 900, kRunway};

struct Flight {
    std::vector<PlanResult> turns;
    AircraftState final;
};

// Flies `plans` in consecutive turns, each through checkPlan, startTurn and
// flyCard as the game does.
Flight fly(AircraftState state, const RuleOptions& rules, const std::vector<Plan>& plans,
           const TableSize& table = kField) {
    const Flyer flyer = flyerOf(shippedData(), state, rules);
    Flight flight;
    for (const auto& plan : plans) {
        flight.turns.push_back(flyPlan(flyer, state, plan, table));
        state = flight.turns.back().final;
    }
    flight.final = state;
    return flight;
}

std::vector<std::string> violationsOf(const AircraftState& state, const RuleOptions& rules, const Plan& plan) {
    return ruleIds(checkPlan(flyerOf(shippedData(), state, rules), state, plan));
}

std::vector<GroundRole> rolesOf(const PlanResult& turn) {
    std::vector<GroundRole> roles;
    for (const auto& step : turn.steps) roles.push_back(step.ground);
    return roles;
}

bool hasEvent(const PlanResult& turn, EventKind kind, std::string_view rule) {
    for (const auto& step : turn.steps)
        for (const auto& event : step.events)
            if (event.kind() == kind && std::find(event.rules.begin(), event.rules.end(), rule) != event.rules.end())
                return true;
    return false;
}

using R = GroundRole;

// --- landing fields -----------------------------------------------------

TEST(LandingField, RectangleAlongItsHeading) {
    const LandingField field{"f", 100, 100, 40, 200, 90};  // runway along +x: x 0..200, y 80..120
    EXPECT_TRUE(onField(field, 100, 100));
    EXPECT_TRUE(onField(field, 195, 115));
    EXPECT_TRUE(onField(field, 200, 120));  // edges count
    EXPECT_FALSE(onField(field, 100, 125));
    EXPECT_FALSE(onField(field, 205, 100));
    const LandingField diagonal{"d", 0, 0, 20, 100, 45};
    EXPECT_TRUE(onField(diagonal, 30, 30));
    EXPECT_FALSE(onField(diagonal, 30, -30));
}

TEST(LandingField, NoFieldsMeansTheWholeTable) {
    const std::vector<LandingField> none;
    EXPECT_TRUE(onAnyField(none, 5, 5));
    EXPECT_TRUE(onAnyField(kRunway, 450, 10));
    EXPECT_FALSE(onAnyField(kRunway, 450, 650));
}

// --- take-off -------------------------------------------------------------

TEST(TakeOff, AnAirplaneOnTheGroundStartsLanded) {
    const auto state = parked("spad_xiii", {450, 100, 0});
    EXPECT_EQ(state.status, AircraftStatus::Landed);
    EXPECT_EQ(state.altitude, 0);
    EXPECT_EQ(state.climb, 0);
    EXPECT_FALSE(state.inPlay());
}

TEST(TakeOff, S003StallStraightStraightEndsAtLevel0WithOneCounter) {
    // GND-14, CONF-16 (A), CONF-03 (B).
    const auto rules = presetRules("ww1-advanced");
    const auto state = parked("spad_xiii", {450, 100, 0});
    EXPECT_TRUE(violationsOf(state, rules, plan(17, 1, 2)).empty());
    const auto flight = fly(state, rules, {plan(17, 1, 2)});
    const auto& turn = flight.turns[0];
    EXPECT_EQ(rolesOf(turn), (std::vector<R>{R::TakeOffRoll, R::TakeOffRoll, R::TakeOffLift}));
    EXPECT_EQ(turn.steps[0].status, AircraftStatus::Landed);
    EXPECT_NEAR(turn.steps[0].after.y, 158, 1e-9);
    EXPECT_EQ(turn.steps[1].status, AircraftStatus::Landed);
    EXPECT_NEAR(turn.steps[1].after.y, 290, 1e-9);
    EXPECT_EQ(turn.steps[2].status, AircraftStatus::Flying);
    EXPECT_EQ(flight.final.altitude, 0);
    EXPECT_EQ(flight.final.climb, 1);
    EXPECT_TRUE(hasEvent(turn, EventKind::TakeOff, "GND-14"));
    EXPECT_TRUE(hasEvent(turn, EventKind::TakeOff, "CONF-03"));
    EXPECT_FALSE(turn.steps[0].penalty || turn.steps[1].penalty);
    // It flies on normally next turn.
    const auto next = fly(flight.final, rules, {plan(1, 5, 2)});
    EXPECT_EQ(next.final.status, AircraftStatus::Flying);
}

TEST(TakeOff, S000NamesGnd03) {
    auto rules = presetRules("ww1-advanced");
    rules.offFieldPenalty = OffFieldPenalty::S000;
    EXPECT_EQ(violationsOf(parked("spad_xiii", {450, 100, 0}), rules, plan(17, 5, 1)),
              (std::vector<std::string>{"GND-03@2"}));
}

TEST(TakeOff, S004StallStraightClimbEndsAtLevel1WithoutCounters) {
    // GND-16, CONF-16 (B), CONF-03 (C).
    const auto rules = presetRules("ww2-standard");
    const auto state = parked("spitfire_mk1", {450, 100, 0});
    const Plan takeOff = plan(14, 1, 16, S, F, S);
    EXPECT_TRUE(violationsOf(state, rules, takeOff).empty());
    const auto flight = fly(state, rules, {takeOff});
    EXPECT_EQ(rolesOf(flight.turns[0]), (std::vector<R>{R::TakeOffRoll, R::TakeOffRoll, R::TakeOffLift}));
    EXPECT_EQ(flight.final.status, AircraftStatus::Flying);
    EXPECT_EQ(flight.final.altitude, 1);
    EXPECT_EQ(flight.final.climb, 0);
    EXPECT_TRUE(hasEvent(flight.turns[0], EventKind::TakeOff, "GND-16"));
    // The climb that ended the take-off fixes the next speed (SPD-03), whatever the marker.
    EXPECT_TRUE(violationsOf(flight.final, rules, plan(1, 2, 3, F, F, F)).empty());
    const auto next = fly(flight.final, rules, {plan(1, 2, 3, F, F, F)});
    ASSERT_FALSE(next.turns[0].steps.empty());
    EXPECT_EQ(next.turns[0].steps[0].flownSpeed, S);
}

TEST(TakeOff, TheTransitionAltitudeOptionDecidesTheAltitude) {
    // CONF-03 is its own option: the S003 cards with the S004 altitude, and back.
    auto rules = presetRules("ww1-advanced");
    rules.groundTransitionAltitude = GroundTransitionAltitude::Level1;
    auto flight = fly(parked("spad_xiii", {450, 100, 0}), rules, {plan(17, 1, 2)});
    EXPECT_EQ(flight.final.altitude, 1);
    EXPECT_EQ(flight.final.climb, 0);

    auto ww2 = presetRules("ww2-standard");
    ww2.groundTransitionAltitude = GroundTransitionAltitude::Level0OneCounter;
    ww2.floorRule = FloorRule::Level0WithCounter;
    flight = fly(parked("spitfire_mk1", {450, 100, 0}), ww2, {plan(14, 1, 16, S, F, S)});
    EXPECT_EQ(flight.final.altitude, 0);
    EXPECT_EQ(flight.final.climb, 1);
}

TEST(TakeOff, WrongCardsAreRefusedWithTheSequenceRule) {
    const auto ww1 = presetRules("ww1-advanced");
    const auto spad = parked("spad_xiii", {450, 100, 0});
    EXPECT_EQ(violationsOf(spad, ww1, plan(17, 5, 1)), (std::vector<std::string>{"GND-14@2"}));
    EXPECT_EQ(violationsOf(spad, ww1, plan(17, 1, 19)), (std::vector<std::string>{"GND-14@3"}));
    EXPECT_EQ(violationsOf(spad, ww1, plan(17, 20, 1)),
              (std::vector<std::string>{"GND-14@2"}));  // ALT-11: a dive is no straight
    const auto message = words::describe(checkPlan(flyerOf(shippedData(), spad, ww1), spad, plan(17, 5, 1)).front());
    EXPECT_EQ(message,
              "A take-off is flown stall, straight (still on the ground), straight (airborne): card 2 must be a "
              "straight (still on the ground), not Bank left.");

    const auto ww2 = presetRules("ww2-standard");
    const auto spitfire = parked("spitfire_mk1", {450, 100, 0});
    EXPECT_EQ(violationsOf(spitfire, ww2, plan(14, 1, 2, S, F, F)), (std::vector<std::string>{"GND-16@3"}));
}

TEST(TakeOff, ARefusedPlanOnTheGroundStaysPutWithoutPenalty) {
    // The default CONF-22 option would destroy an airplane flying an illegal
    // maneuver; on the ground the refused plan just leaves it where it is.
    const auto rules = presetRules("ww1-advanced");
    const auto state = parked("spad_xiii", {450, 100, 0});
    const auto flight = fly(state, rules, {plan(17, 5, 1)});
    const auto& turn = flight.turns[0];
    ASSERT_FALSE(turn.violations.empty());
    for (const auto& step : turn.steps) {
        EXPECT_FALSE(step.moved);
        EXPECT_EQ(step.ground, R::Wait);
        EXPECT_EQ(step.status, AircraftStatus::Landed);
        EXPECT_FALSE(step.penalty);
    }
    EXPECT_EQ(flight.final.pose, state.pose);
    EXPECT_TRUE(hasEvent(turn, EventKind::GroundHold, "GND-14"));
    // Next turn it may take off.
    const auto again = fly(flight.final, rules, {plan(17, 1, 2)});
    EXPECT_EQ(again.final.status, AircraftStatus::Flying);
}

TEST(TakeOff, CardsBeforeTheStallWaitAndTheTakeOffGoesOnNextTurn) {
    // GND-04 (S000/S003: non-stall cards as blanks), GND-16 (S004: anything
    // but the stall leaves it in place). The sequence runs across the turns.
    const auto rules = presetRules("ww1-advanced");
    const auto state = parked("spad_xiii", {450, 100, 0});
    EXPECT_TRUE(violationsOf(state, rules, plan(5, 17, 1)).empty());
    const auto flight = fly(state, rules, {plan(5, 17, 1), plan(2, 5, 3)});
    EXPECT_EQ(rolesOf(flight.turns[0]), (std::vector<R>{R::Wait, R::TakeOffRoll, R::TakeOffRoll}));
    EXPECT_FALSE(flight.turns[0].steps[0].moved);
    EXPECT_EQ(flight.turns[0].final.status, AircraftStatus::Landed);
    EXPECT_EQ(flight.turns[0].final.groundProcedure, GroundProcedure::TakeOff);
    EXPECT_EQ(flight.turns[0].final.groundStep, 2);
    EXPECT_EQ(rolesOf(flight.turns[1]), (std::vector<R>{R::TakeOffLift, R::Air, R::Air}));
    EXPECT_EQ(flight.turns[1].steps[0].status, AircraftStatus::Flying);
    EXPECT_EQ(flight.final.status, AircraftStatus::Flying);
    // The second turn must go on with the sequence.
    EXPECT_EQ(violationsOf(flight.turns[0].final, rules, plan(5, 2, 3)), (std::vector<std::string>{"GND-14@1"}));
}

TEST(TakeOff, APlanWithoutAStallLeavesItParked) {
    const auto rules = presetRules("ww1-advanced");
    const auto state = parked("spad_xiii", {450, 100, 0});
    EXPECT_TRUE(violationsOf(state, rules, plan(1, 5, 2)).empty());
    const auto flight = fly(state, rules, {plan(1, 5, 2)});
    EXPECT_EQ(rolesOf(flight.turns[0]), (std::vector<R>{R::Wait, R::Wait, R::Wait}));
    EXPECT_EQ(flight.final.pose, state.pose);
    EXPECT_EQ(flight.final.status, AircraftStatus::Landed);
}

TEST(TakeOff, TheBombLoadAndEngineRulesDoNotBlockATakeOff) {
    const auto rules = presetRules("ww2-standard");
    auto state = parked("spitfire_mk1", {450, 100, 0});
    state.fullBombLoad = true;  // BOMB-07 counts steep cards in the air, not the stall and climb of a take-off
    EXPECT_TRUE(violationsOf(state, rules, plan(14, 1, 16, S, F, S)).empty());
}

// --- landing --------------------------------------------------------------

TEST(Landing, S003StraightStraightStallFromLevel0WithOneCounter) {
    // GND-13, CONF-15 (B), CONF-41 (B).
    const auto rules = presetRules("ww1-advanced");
    const auto state = airplane("spad_xiii", {450, 100, 0}, 0, 1);
    EXPECT_TRUE(violationsOf(state, rules, landing(plan(1, 2, 17))).empty());
    const auto flight = fly(state, rules, {landing(plan(1, 2, 17))});
    const auto& turn = flight.turns[0];
    EXPECT_EQ(rolesOf(turn), (std::vector<R>{R::Approach, R::Touchdown, R::Stop}));
    EXPECT_EQ(turn.steps[0].status, AircraftStatus::Flying);
    EXPECT_EQ(turn.steps[0].climb, 1);
    EXPECT_EQ(turn.steps[1].status, AircraftStatus::Landed);
    EXPECT_EQ(turn.steps[1].altitude, 0);
    EXPECT_EQ(turn.steps[1].climb, 0);
    EXPECT_NEAR(turn.steps[2].after.y, 100 + 132 + 132 + 58, 1e-9);  // S003: the stall is flown
    EXPECT_EQ(flight.final.status, AircraftStatus::Landed);
    EXPECT_EQ(flight.final.groundProcedure, GroundProcedure::None);
    EXPECT_TRUE(flight.final.history.empty());
    EXPECT_TRUE(hasEvent(turn, EventKind::Landed, "GND-13"));
    EXPECT_TRUE(hasEvent(turn, EventKind::LandingStop, "GND-13"));
    // Landed, it can take off again next turn (its last card was a steep stall).
    const auto again = fly(flight.final, rules, {plan(17, 1, 2)});
    EXPECT_TRUE(again.turns[0].violations.empty());
    EXPECT_EQ(again.final.status, AircraftStatus::Flying);
}

TEST(Landing, S003RefusesTheWrongAltitudeAndTheWrongCards) {
    const auto rules = presetRules("ww1-advanced");
    // Level 1: too high (CONF-03 B).
    const auto high = airplane("spad_xiii", {450, 100, 0}, 1, 0);
    const auto refused = checkPlan(flyerOf(shippedData(), high, rules), high, landing(plan(1, 2, 17)));
    ASSERT_EQ(ruleIds(refused), (std::vector<std::string>{"GND-13@1"}));
    EXPECT_EQ(words::describe(refused[0]),
              "To begin a landing the airplane must be at level 0 with exactly one climb counter (CONF-03); it is at "
              "level 1 with 0 climb counters.");
    // A dive first brings it to level 0 with one counter (ALT-10): then it may land from card 2.
    EXPECT_TRUE(violationsOf(high, rules, landing(plan(20, 1, 2))).empty());
    // Level 0 without counters (possible under landed_rule sequence_only) is not the start either.
    EXPECT_EQ(violationsOf(airplane("spad_xiii", {450, 100, 0}, 0, 0), rules, landing(plan(1, 2, 17))),
              (std::vector<std::string>{"GND-13@1"}));
    // No card begins the sequence.
    const auto low = airplane("spad_xiii", {450, 100, 0}, 0, 1);
    const auto wrong = checkPlan(flyerOf(shippedData(), low, rules), low, landing(plan(1, 5, 17)));
    ASSERT_EQ(ruleIds(wrong), (std::vector<std::string>{"GND-13@2"}));
    EXPECT_EQ(words::describe(wrong[0]),
              "A landing is flown straight (still flying), straight (touching down), stall (stopping), from any card "
              "to the end of the plan (it may go on next turn): card 2 must be a straight (touching down), not Bank "
              "left.");
}

TEST(Landing, S003SpansTurns) {
    // GND-13: "the 3 cards need not fall in the same turn".
    const auto rules = presetRules("ww1-advanced");
    const auto state = airplane("spad_xiii", {450, 100, 0}, 0, 1);
    const Plan start = landing(plan(5, 1, 2));  // bank in the air, then straight, straight
    EXPECT_TRUE(violationsOf(state, rules, start).empty());
    auto flight = fly(state, rules, {start});
    EXPECT_EQ(rolesOf(flight.turns[0]), (std::vector<R>{R::Air, R::Approach, R::Touchdown}));
    EXPECT_EQ(flight.final.status, AircraftStatus::Landed);
    EXPECT_EQ(flight.final.groundStep, 2);
    // Next turn: the stall first; the other cards are not played.
    EXPECT_EQ(violationsOf(flight.final, rules, plan(1, 17, 2)), (std::vector<std::string>{"GND-13@1"}));
    const auto before = flight.final.pose;
    flight = fly(flight.final, rules, {plan(17, 1, 2)});
    EXPECT_EQ(rolesOf(flight.turns[0]), (std::vector<R>{R::Stop, R::Wait, R::Wait}));
    EXPECT_NEAR(std::hypot(flight.final.pose.x - before.x, flight.final.pose.y - before.y), 58, 1e-9);
    EXPECT_EQ(flight.final.status, AircraftStatus::Landed);
    EXPECT_EQ(flight.final.groundProcedure, GroundProcedure::None);
}

TEST(Landing, ALandingUnderWayMustGoOnInTheAir) {
    const auto rules = presetRules("ww1-advanced");
    auto flight = fly(airplane("spad_xiii", {450, 100, 0}, 0, 1), rules, {landing(plan(5, 6, 1))});
    EXPECT_EQ(flight.final.status, AircraftStatus::Flying);
    EXPECT_EQ(flight.final.groundProcedure, GroundProcedure::Landing);
    // Cards 1 and 2 must be the touchdown straight and the stall.
    EXPECT_EQ(violationsOf(flight.final, rules, plan(5, 2, 17)), (std::vector<std::string>{"GND-13@1", "GND-13@2"}));
    EXPECT_TRUE(violationsOf(flight.final, rules, plan(2, 17, 5)).empty());
}

TEST(Landing, S000MovementEndsAtTheTouchdown) {
    // GND-02: landed from the 2nd straight; the stall stands in for the blank card.
    auto rules = presetRules("ww1-advanced");
    rules.landingSequence = LandingSequence::S000;
    const auto state = airplane("spad_xiii", {450, 100, 0}, 0, 1);
    const auto flight = fly(state, rules, {landing(plan(1, 2, 17))});
    const auto& turn = flight.turns[0];
    EXPECT_EQ(turn.steps[1].status, AircraftStatus::Landed);
    EXPECT_FALSE(turn.steps[2].moved);
    EXPECT_EQ(turn.steps[2].after, turn.steps[1].after);
    EXPECT_EQ(flight.final.status, AircraftStatus::Landed);
    EXPECT_TRUE(hasEvent(turn, EventKind::Landed, "GND-02"));
    EXPECT_EQ(violationsOf(state, rules, landing(plan(1, 5, 17))), (std::vector<std::string>{"GND-02@2"}));
}

TEST(Landing, S004DiveStraightStallFromLevel1) {
    // GND-15, CONF-15 (C), CONF-03 (C): the dive puts it on the ground.
    const auto rules = presetRules("ww2-standard");
    const auto state = airplane("spitfire_mk1", {450, 100, 0}, 1, 0);
    const Plan land = landing(plan(17, 1, 14, F, F, S));
    EXPECT_TRUE(violationsOf(state, rules, land).empty());
    const auto flight = fly(state, rules, {land});
    const auto& turn = flight.turns[0];
    EXPECT_EQ(rolesOf(turn), (std::vector<R>{R::Touchdown, R::Rollout, R::Stop}));
    EXPECT_EQ(turn.steps[0].status, AircraftStatus::Landed);  // not a crash below level 1 (ALT-14)
    EXPECT_EQ(turn.steps[0].altitude, 0);
    EXPECT_EQ(flight.final.status, AircraftStatus::Landed);
    EXPECT_TRUE(hasEvent(turn, EventKind::Landed, "GND-15"));
    // From level 2, or with the wrong cards: refused.
    EXPECT_EQ(violationsOf(airplane("spitfire_mk1", {450, 100, 0}, 2, 0), rules, land),
              (std::vector<std::string>{"GND-15@1"}));
    EXPECT_EQ(violationsOf(state, rules, landing(plan(17, 1, 2, F, F, F))), (std::vector<std::string>{"GND-15@3"}));
}

TEST(Landing, S004DiveOffTheFieldIsEliminated) {
    // GND-15 / CONF-17 (C): the landing dive ends outside every field.
    const auto rules = presetRules("ww2-standard");
    const std::vector<LandingField> field{{"strip", 450, 100, 140, 100, 0}};  // y 50..150
    const auto flight = fly(airplane("spitfire_mk1", {450, 100, 0}, 1, 0), rules, {landing(plan(17, 1, 14, F, F, S))},
                            {900, 900, field});
    const auto& turn = flight.turns[0];
    EXPECT_EQ(turn.steps[0].status, AircraftStatus::Eliminated);  // the dive ends at y = 240
    EXPECT_FALSE(turn.steps[1].moved);
    EXPECT_TRUE(hasEvent(turn, EventKind::OffField, "GND-15"));
    EXPECT_EQ(flight.final.status, AircraftStatus::Eliminated);
}

TEST(Landing, TheS002RuleHasNoSequence) {
    // CONF-15 (D): landing is automatic at level 0 without counters (ALT-05).
    const auto rules = presetRules("ww1-standard");
    EXPECT_EQ(violationsOf(airplane("spad_xiii", {450, 100, 0}, 0, 1), rules, landing(plan(1, 2, 17))),
              (std::vector<std::string>{"ALT-05@1"}));
}

TEST(Landing, AnAirplaneOnTheGroundCannotDeclareALanding) {
    const auto rules = presetRules("ww1-advanced");
    EXPECT_EQ(violationsOf(parked("spad_xiii", {450, 100, 0}), rules, landing(plan(1, 2, 17))),
              (std::vector<std::string>{"GND-13@1"}));
}

TEST(Landing, ARefusedLandingIsFlownAsOrdinaryCards) {
    // In the air the CONF-22 option applies, and no landing happens.
    auto rules = presetRules("ww1-advanced");
    rules.illegalManoeuvre = IllegalManoeuvre::TwoANoFire;
    const auto flight = fly(airplane("spad_xiii", {450, 100, 0}, 1, 0), rules, {landing(plan(1, 2, 17))});
    EXPECT_EQ(rolesOf(flight.turns[0]), (std::vector<R>{R::Air, R::Air, R::Air}));
    ASSERT_TRUE(flight.turns[0].steps[0].penalty);
    EXPECT_EQ(flight.turns[0].steps[0].penalty->rule, "MOV-13");
    EXPECT_EQ(flight.final.status, AircraftStatus::Flying);
}

// --- off the field (CONF-17) ------------------------------------------------

// A short field: y 50..200. From y = 100 the stall ends at 158 (on it) and
// the straight at 290 (off it); from y = 180 the stall already ends off it.
const std::vector<LandingField> kShort{{"short", 450, 125, 140, 150, 0}};
const TableSize kShortField{900, 900, kShort};

TEST(OffField, S000AccidentAfterAStraightThreeAAndGrounded) {
    // GND-06: 3 A after a straight, the rest of the turn and the next turn still.
    auto rules = presetRules("ww1-advanced");
    rules.offFieldPenalty = OffFieldPenalty::S000;
    const auto flight = fly(parked("spad_xiii", {450, 100, 0}), rules, {plan(17, 1, 2)}, kShortField);
    const auto& turn = flight.turns[0];
    EXPECT_FALSE(turn.steps[0].penalty);
    ASSERT_TRUE(turn.steps[1].penalty);
    EXPECT_EQ(turn.steps[1].penalty->deck, 'A');
    EXPECT_EQ(turn.steps[1].penalty->cards, 3);
    EXPECT_EQ(turn.steps[1].penalty->rule, "GND-06");
    EXPECT_EQ(turn.steps[2].ground, R::Wait);
    EXPECT_EQ(flight.final.status, AircraftStatus::Landed);
    EXPECT_EQ(flight.final.groundedTurns, 1);
    EXPECT_TRUE(hasEvent(turn, EventKind::GroundAccident, "GND-06"));

    // The next turn: no take-off; the turn after: free again.
    EXPECT_EQ(violationsOf(flight.final, rules, plan(17, 1, 2)), (std::vector<std::string>{"GND-06@1"}));
    const auto waiting = fly(flight.final, rules, {plan(1, 5, 2), plan(17, 1, 2)}, kBigTable);
    EXPECT_EQ(rolesOf(waiting.turns[0]), (std::vector<R>{R::Wait, R::Wait, R::Wait}));
    EXPECT_TRUE(waiting.turns[1].violations.empty());
    EXPECT_EQ(waiting.final.status, AircraftStatus::Flying);
}

TEST(OffField, S000AccidentAfterTheStallTwoA) {
    auto rules = presetRules("ww1-advanced");
    rules.offFieldPenalty = OffFieldPenalty::S000;
    const auto flight = fly(parked("spad_xiii", {450, 180, 0}), rules, {plan(17, 1, 2)}, kShortField);
    ASSERT_TRUE(flight.turns[0].steps[0].penalty);
    EXPECT_EQ(flight.turns[0].steps[0].penalty->cards, 2);
    EXPECT_EQ(flight.turns[0].steps[0].penalty->deck, 'A');
    EXPECT_FALSE(flight.turns[0].steps[1].moved);  // stopped by the accident
    EXPECT_EQ(flight.final.status, AircraftStatus::Landed);
}

TEST(OffField, S003AllowedForTwoBOnce) {
    // GND-14: taking off off the runway is allowed, 2 B once; the take-off goes on.
    const auto rules = presetRules("ww1-advanced");
    auto flight = fly(parked("spad_xiii", {450, 180, 0}), rules, {plan(17, 1, 2)}, kShortField);
    const auto& turn = flight.turns[0];
    ASSERT_TRUE(turn.steps[0].penalty);
    EXPECT_EQ(turn.steps[0].penalty->deck, 'B');
    EXPECT_EQ(turn.steps[0].penalty->cards, 2);
    EXPECT_EQ(turn.steps[0].penalty->rule, "GND-14");
    EXPECT_FALSE(turn.steps[1].penalty);  // still off the runway: paid once
    EXPECT_EQ(flight.final.status, AircraftStatus::Flying);

    // GND-13: landing off the runway, 2 B at the touchdown.
    flight = fly(airplane("spad_xiii", {450, 100, 0}, 0, 1), rules, {landing(plan(1, 2, 17))}, kShortField);
    EXPECT_FALSE(flight.turns[0].steps[0].penalty);  // the approach is in the air
    ASSERT_TRUE(flight.turns[0].steps[1].penalty);
    EXPECT_EQ(flight.turns[0].steps[1].penalty->rule, "GND-13");
    EXPECT_FALSE(flight.turns[0].steps[2].penalty);
    EXPECT_EQ(flight.final.status, AircraftStatus::Landed);
}

TEST(OffField, S004TakeOffThreeAAtTheStallThreeCAtTheStraight) {
    // GND-16. WW2 stall 56 mm, fast straight 140 mm.
    const auto rules = presetRules("ww2-standard");
    const Plan takeOff = plan(14, 1, 16, S, F, S);
    auto flight = fly(parked("spitfire_mk1", {450, 180, 0}), rules, {takeOff}, kShortField);
    ASSERT_TRUE(flight.turns[0].steps[0].penalty);
    EXPECT_EQ(flight.turns[0].steps[0].penalty->deck, 'A');
    EXPECT_EQ(flight.turns[0].steps[0].penalty->cards, 3);
    EXPECT_EQ(flight.turns[0].steps[0].penalty->rule, "GND-16");
    EXPECT_FALSE(flight.turns[0].steps[1].penalty);  // one penalty per take-off
    EXPECT_EQ(flight.final.status, AircraftStatus::Flying);

    flight = fly(parked("spitfire_mk1", {450, 100, 0}), rules, {takeOff}, kShortField);
    EXPECT_FALSE(flight.turns[0].steps[0].penalty);  // 156: on the field
    ASSERT_TRUE(flight.turns[0].steps[1].penalty);   // 296: off it
    EXPECT_EQ(flight.turns[0].steps[1].penalty->deck, 'C');
    EXPECT_EQ(flight.turns[0].steps[1].penalty->cards, 3);
}

TEST(OffField, S000LandingAccidentAtTheTouchdown) {
    auto rules = presetRules("ww1-advanced");
    rules.offFieldPenalty = OffFieldPenalty::S000;
    const auto flight = fly(airplane("spad_xiii", {450, 100, 0}, 0, 1), rules, {landing(plan(1, 2, 17))}, kShortField);
    ASSERT_TRUE(flight.turns[0].steps[1].penalty);
    EXPECT_EQ(flight.turns[0].steps[1].penalty->cards, 3);
    EXPECT_EQ(flight.turns[0].steps[2].ground, R::Wait);
    EXPECT_EQ(flight.final.status, AircraftStatus::Landed);
    EXPECT_EQ(flight.final.groundedTurns, 1);
}

TEST(OffField, WithoutFieldsNothingIsOffField) {
    auto rules = presetRules("ww1-advanced");
    rules.offFieldPenalty = OffFieldPenalty::S000;
    const auto flight = fly(parked("spad_xiii", {450, 100, 0}), rules, {plan(17, 1, 2)}, kBigTable);
    for (const auto& step : flight.turns[0].steps) EXPECT_FALSE(step.penalty);
    EXPECT_EQ(flight.final.status, AircraftStatus::Flying);
}

TEST(OffField, ThePenaltyIsDrawnByTheEngine) {
    // flyPhase draws the penalty cards like an illegal maneuver's (CONF-17, GND-14).
    const auto& data = shippedData();
    const auto rules = presetRules("ww1-advanced");
    std::vector<AircraftState> aircraft{parked("spad_xiii", {450, 180, 0})};
    PlanBook plans{{"spad_xiii", plan(17, 1, 2)}};
    ViolationBook violations{
        {"spad_xiii", checkPlan(flyerOf(data, aircraft[0], rules), aircraft[0], plans["spad_xiii"])}};
    startTurn(aircraft[0]);
    Rng rng(7);
    DamagePiles piles(data, Era::Ww1, rng);
    const auto movement = flyPhase(data, rules, aircraft, plans, violations, 1, kShortField, piles, rng);
    int damageEvents = 0;
    for (const auto& event : movement.events)
        if (event.kind() == EventKind::Damage) {
            ++damageEvents;
            EXPECT_EQ(event.rules, (std::vector<std::string>{"GND-14"}));
            EXPECT_EQ(event.as<ev::Damage>().deck, 'B');
            EXPECT_EQ(event.as<ev::Damage>().cause.source, ev::DamageSource::RoughGround);
        }
    EXPECT_EQ(damageEvents, 2);
}

// --- the plan enumerator ----------------------------------------------------

TEST(GroundPlans, TheEnumeratorFliesTakeOffsAsFlyPlanDoes) {
    const auto rules = presetRules("ww1-advanced");
    const auto state = parked("spad_xiii", {450, 100, 0});
    const Flyer flyer = flyerOf(shippedData(), state, rules);
    const auto outcomes = legalPlans(flyer, state);
    ASSERT_FALSE(outcomes.empty());
    std::size_t takeOffs = 0;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const auto& outcome = outcomes[i];
        ASSERT_TRUE(isPlanLegal(flyer, state, outcome.plan));
        if (i % 53 != 0) continue;
        const auto flown = flyPlan(flyer, state, outcome.plan, kBigTable);
        EXPECT_EQ(flown.final.pose, outcome.end);
        EXPECT_EQ(flown.final.altitude, outcome.altitude);
        EXPECT_EQ(flown.final.climb, outcome.climb);
    }
    for (const auto& outcome : outcomes) takeOffs += outcome.plan.cards[0].number == 17 ? 1 : 0;
    // Stall first: then two straights of 1-4 and nothing else (4 * 3 plans).
    EXPECT_EQ(takeOffs, 12u);
}

TEST(GroundPlans, TheFastVerdictEqualsTheFullCheck) {
    auto rules = presetRules("ww1-advanced");
    auto approaching = fly(airplane("spad_xiii", {450, 100, 0}, 0, 1), rules, {landing(plan(5, 6, 1))}).final;
    auto grounded = parked("spad_xiii", {450, 100, 0});
    grounded.groundedTurns = 1;
    struct Case {
        AircraftState state;
        Declaration declaration;
    };
    const std::vector<Case> cases = {{parked("spad_xiii", {450, 100, 0}), Declaration::None},
                                     {approaching, Declaration::None},
                                     {grounded, Declaration::None},
                                     {airplane("spad_xiii", {450, 100, 0}, 0, 1), Declaration::Landing},
                                     {airplane("spad_xiii", {450, 100, 0}, 1, 0), Declaration::Landing}};
    const Flyer flyer = flyerOf(shippedData(), cases[0].state, rules);
    for (const auto& c : cases) {
        std::size_t legal = 0;
        for (const auto& a : flyer.deck.cards)
            for (const auto& b : flyer.deck.cards)
                for (const auto& d : flyer.deck.cards) {
                    Plan p = plan(a.number, b.number, d.number);
                    p.declaration = c.declaration;
                    const bool full = checkPlan(flyer, c.state, p).empty();
                    ASSERT_EQ(isPlanLegal(flyer, c.state, p), full) << a.number << "," << b.number << "," << d.number;
                    legal += full ? 1 : 0;
                }
        EXPECT_GT(legal, 0u);
    }
}

// --- scenario data ------------------------------------------------------------

class GroundData : public MiniDataTest {
protected:
    Json& scenario() { return files["scenarios/duel.json"]; }
    void expectOnly(const std::string& pointer, const std::string& message) {
        const auto diagnostics = load();
        ASSERT_EQ(diagnostics.size(), 1u) << diagnostics.toString();
        EXPECT_EQ(diagnostics.items()[0].file, (dir.path() / "scenarios/duel.json").generic_string());
        EXPECT_EQ(diagnostics.items()[0].pointer, pointer);
        EXPECT_EQ(diagnostics.items()[0].message, message);
    }
    static Json field(const std::string& id, double x, double y) {
        return {{"id", id}, {"x", x}, {"y", y}, {"width_mm", 90}, {"length_mm", 270}, {"heading", 0}};
    }
};

TEST_F(GroundData, FieldsAndAnAirplaneOnTheGroundLoad) {
    scenario()["landing_fields"] = Json::array({field("home", 450, 200)});
    scenario()["aircraft"][0]["altitude"] = 0;
    scenario()["aircraft"][0]["on_ground"] = true;
    const auto diagnostics = load();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    Diagnostics again;
    const auto data = loadGameData(dir.path(), again);
    const auto* loaded = data.scenario("duel");
    ASSERT_NE(loaded, nullptr);
    ASSERT_EQ(loaded->landingFields.size(), 1u);
    EXPECT_EQ(loaded->landingFields[0].id, "home");
    EXPECT_EQ(loaded->landingFields[0].width, 90);
    EXPECT_EQ(loaded->landingFields[0].length, 270);
    EXPECT_TRUE(loaded->aircraft[0].onGround);
}

TEST_F(GroundData, AFieldWithoutWidth) {
    auto bad = field("home", 450, 200);
    bad["width_mm"] = 0;
    scenario()["landing_fields"] = Json::array({bad});
    expectOnly("/landing_fields/0/width_mm", "must be a number from 1 to 10000 (found 0)");
}

TEST_F(GroundData, TwoFieldsWithOneId) {
    scenario()["landing_fields"] = Json::array({field("home", 450, 200), field("home", 200, 200)});
    expectOnly("/landing_fields/1/id", "duplicate landing field id \"home\" in this scenario");
}

TEST_F(GroundData, AFieldOffTheTable) {
    scenario()["landing_fields"] = Json::array({field("home", 950, 200)});
    expectOnly("/landing_fields/0", "the centre of the landing field is outside the table");
}

TEST_F(GroundData, AnUnknownFieldKey) {
    auto bad = field("home", 450, 200);
    bad["runway"] = true;
    scenario()["landing_fields"] = Json::array({bad});
    const auto diagnostics = load();
    ASSERT_EQ(diagnostics.size(), 1u) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].pointer, "/landing_fields/0/runway");
}

TEST_F(GroundData, AnAirplaneOnTheGroundOffEveryField) {
    scenario()["landing_fields"] = Json::array({field("home", 200, 600)});
    scenario()["aircraft"][0]["altitude"] = 0;
    scenario()["aircraft"][0]["on_ground"] = true;
    expectOnly("/aircraft/0/on_ground", "the centre of an airplane on the ground must be on a landing field");
}

TEST_F(GroundData, AnAirplaneOnTheGroundIsAtAltitude0) {
    scenario()["landing_fields"] = Json::array({field("home", 450, 200)});
    scenario()["aircraft"][0]["on_ground"] = true;  // the duel has it at level 2
    expectOnly("/aircraft/0/altitude", "an airplane on the ground is at altitude 0");
}

TEST_F(GroundData, WithoutFieldsTheWholeTableIsAField) {
    scenario()["aircraft"][0]["altitude"] = 0;
    scenario()["aircraft"][0]["on_ground"] = true;
    const auto diagnostics = load();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
}

TEST(GroundScenario, TheAirfieldScrambleStartsTwoCamelsOnTheField) {
    const auto& data = shippedData();
    const auto* scenario = data.scenario("ww1_airfield_scramble");
    ASSERT_NE(scenario, nullptr);
    ASSERT_EQ(scenario->landingFields.size(), 1u);
    int onGround = 0;
    for (const auto& placed : scenario->aircraft) {
        const auto state = initialState(placed, *data.aircraftType(placed.type));
        if (!placed.onGround) continue;
        ++onGround;
        EXPECT_EQ(state.status, AircraftStatus::Landed);
        // Stall, straight, straight (deck C: stall 14, straights 1 and 2) stays on the field and takes off.
        const auto rules = RuleOptions::from(*data.ruleset(scenario->ruleset), data.options);
        const auto flown = flyPlan(flyerOf(data, state, rules), state, plan(14, 1, 2),
                                   {scenario->tableWidth, scenario->tableHeight, scenario->landingFields});
        EXPECT_TRUE(flown.violations.empty());
        for (const auto& step : flown.steps) EXPECT_FALSE(step.penalty);
        EXPECT_EQ(flown.final.status, AircraftStatus::Flying);
    }
    EXPECT_EQ(onGround, 2);
}

}  // namespace
}  // namespace jasta::test
