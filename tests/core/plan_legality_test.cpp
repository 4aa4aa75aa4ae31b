// Planning legality: every rule refuses the plan it forbids, with its id and
// the card at fault, and accepts the legal neighbour (MOV-02..04, MOV-15/16,
// CPX-*, DMG-05, DMG-08, BOMB-07, SPD-*).

#include "flying_fixture.hpp"

namespace jasta::test {
namespace {

using V = std::vector<std::string>;

// SPAD XIII (deck A): 1-4 straight, 5/7/9 bank left, 6/8/10 bank right,
// 11/13 turn left, 12/14 turn right, 15/16 sideslips, 17 stall (steep),
// 18 Immelmann (steep), 19 climb (steep), 20 dive.
class Ww1Plans : public ::testing::Test {
protected:
    RuleOptions rules = presetRules("ww1-standard");
    AircraftState spad = airplane("spad_xiii");
    V check(const Plan& p) const { return ruleIds(checkPlan(flyerOf(shippedData(), spad, rules), spad, p)); }
    void lastFlown(std::initializer_list<int> numbers) {
        spad.history = flownCards(*shippedData().maneuverDeck(Era::Ww1, 'A'), numbers);
    }
};

TEST_F(Ww1Plans, OrdinaryPlanIsLegal) {
    EXPECT_EQ(check(plan(1, 5, 12)), V{});
}

TEST_F(Ww1Plans, ThreeDistinctCardsOfTheOwnDeck) {
    EXPECT_EQ(check(plan(1, 1, 2)), V{"MOV-02@2"});
    EXPECT_EQ(check(plan(1, 2, 1)), V{"MOV-02@3"});
    EXPECT_EQ(check(plan(1, 2, 3)), V{});  // three straights, three different cards
    EXPECT_EQ(check(plan(1, 2, 42)), V{"MOV-02@3"});
}

TEST_F(Ww1Plans, NoTwoSteepCardsInARow) {
    EXPECT_EQ(check(plan(17, 19, 1)), V{"MOV-03@2"});  // stall then climb
    EXPECT_EQ(check(plan(17, 1, 19)), V{});            // a straight between them
    EXPECT_EQ(check(plan(1, 19, 17)), V{"MOV-03@3"});
}

TEST_F(Ww1Plans, SteepRuleCrossesTheTurnBoundary) {
    lastFlown({1, 17});  // last turn ended with a stall
    EXPECT_EQ(check(plan(19, 1, 2)), V{"MOV-03@1"});
    EXPECT_EQ(check(plan(1, 19, 2)), V{});
}

// The planning panel checks a plan while it is being made: a refused start
// is refused whatever follows, and the empty slots are not reported.
TEST_F(Ww1Plans, PlanStartReportsOnlyTheCardsPlacedSoFar) {
    const auto start = [&](const Plan& p, int cards) {
        return ruleIds(checkPlanStart(flyerOf(shippedData(), spad, rules), spad, p, cards));
    };
    EXPECT_EQ(start(plan(17, 19, 0), 2), V{"MOV-03@2"});  // stall then climb, third slot empty
    EXPECT_EQ(start(plan(17, 1, 0), 2), V{});
    EXPECT_EQ(start(plan(17, 0, 0), 1), V{});
    EXPECT_EQ(start(plan(1, 1, 0), 2), V{"MOV-02@2"});
    lastFlown({1, 17});
    EXPECT_EQ(start(plan(19, 0, 0), 1), V{"MOV-03@1"});          // across the turn boundary
    EXPECT_EQ(start(plan(1, 19, 2), 9), check(plan(1, 19, 2)));  // clamped to the whole plan
}

TEST_F(Ww1Plans, StraightAfterTheImmelmann) {
    EXPECT_EQ(check(plan(18, 5, 1)), V{"MOV-04@2"});
    EXPECT_EQ(check(plan(18, 20, 1)), V{"MOV-04@2"});  // the dive is not a straight (ALT-11)
    EXPECT_EQ(check(plan(18, 1, 5)), V{});
    EXPECT_EQ(check(plan(5, 1, 18)), V{});  // an Immelmann may close the turn...
    lastFlown({1, 18});                     // ...and then the next turn opens with a straight
    EXPECT_EQ(check(plan(5, 1, 2)), V{"MOV-04@1"});
    EXPECT_EQ(check(plan(1, 5, 2)), V{});
}

TEST_F(Ww1Plans, SplitSIsTheExceptionToTheSteepRule) {
    // Stall then Immelmann is a Split-S (CPX-03): steep after steep is allowed.
    EXPECT_EQ(check(plan(17, 18, 1)), V{});
    EXPECT_EQ(check(plan(17, 18, 6)), V{"MOV-04@3"});
    // Any other steep card after the stall is still refused.
    EXPECT_EQ(check(plan(19, 18, 1)), V{"MOV-03@2"});
}

TEST_F(Ww1Plans, JammedRudderForbidsOneDirection) {
    spad.rudderJam = Direction::Left;
    EXPECT_EQ(check(plan(1, 5, 2)), V{"DMG-05@2"});
    EXPECT_EQ(check(plan(1, 15, 2)), V{"DMG-05@2"});  // a left sideslip too
    EXPECT_EQ(check(plan(1, 6, 12)), V{});            // right is fine
}

TEST_F(Ww1Plans, HitEngineNeedsAStallEveryTurn) {
    spad.engineHits = 1;
    EXPECT_EQ(check(plan(1, 5, 2)), V{"DMG-08@3"});
    EXPECT_EQ(check(plan(1, 17, 2)), V{});
    EXPECT_EQ(check(plan(1, 19, 2)), V{"DMG-08@3"});  // the climb is a red stall, not the stall
    rules.engineHitStopsClimb = true;                 // ALT-15 option
    EXPECT_EQ(check(plan(17, 1, 19)), V{"ALT-15@3"});
}

TEST_F(Ww1Plans, FullBombLoad) {
    spad.fullBombLoad = true;
    EXPECT_EQ(check(plan(18, 1, 2)), V{"BOMB-07@1"});
    EXPECT_EQ(check(plan(17, 1, 19)), V{"BOMB-07@3"});  // only one non-steep card
    EXPECT_EQ(check(plan(17, 1, 2)), V{});
}

TEST_F(Ww1Plans, NoClimbAboveTheCeiling) {
    // Climb rate 2: at level 3 with one counter, a climb would make level 4.
    spad.altitude = 3;
    spad.climb = 1;
    EXPECT_EQ(check(plan(19, 1, 2)), V{"MOV-16@1"});
    spad.climb = 0;  // with no counter the climb only adds one: still level 3
    EXPECT_EQ(check(plan(19, 1, 2)), V{});
    EXPECT_EQ(check(plan(18, 1, 19)), V{"MOV-16@3"});  // the Immelmann's counter (CPX-01) then the climb
    rules.maxAltitude = MaxAltitude::Four;
    EXPECT_EQ(check(plan(18, 1, 19)), V{});
    rules.maxAltitude = MaxAltitude::Unlimited;
    spad.altitude = 12;
    spad.climb = 1;
    EXPECT_EQ(check(plan(19, 1, 2)), V{});
}

TEST_F(Ww1Plans, ComplexManeuverDeclarations) {
    Plan gentle = plan(1, 5, 6);
    gentle.declaration = Declaration::GentleLoss;
    EXPECT_EQ(check(gentle), V{"CPX-07@3"});  // not in these rules
    rules.gentleAltitudeLoss = true;
    EXPECT_EQ(check(gentle), V{});
    gentle.cards[1].number = 11;  // a tight turn is not a simple maneuver
    EXPECT_EQ(check(gentle), V{"CPX-07@2"});

    Plan historical = plan(1, 18, 2);
    historical.declaration = Declaration::HistoricalImmelmann;
    EXPECT_EQ(check(historical), V{"CPX-11@1"});
    rules.aceManoeuvres = AceManoeuvres::AllPilots;
    EXPECT_EQ(check(historical), V{});
    historical.cards[0].number = 5;
    EXPECT_EQ(check(historical), V{"CPX-02@1"});
}

// Spitfire Mk I (WW2 deck A): 1-3 straight (fast/slow), 14 stall (slow), 15
// Immelmann, 16 climb (slow), 17 dive (fast, steep in WW2).
class Ww2Plans : public ::testing::Test {
protected:
    RuleOptions rules = presetRules("ww2-standard");
    AircraftState spitfire = airplane("spitfire_mk1", {450, 450, 0}, 3);
    V check(const Plan& p) const { return ruleIds(checkPlan(flyerOf(shippedData(), spitfire, rules), spitfire, p)); }
};

constexpr Speed F = Speed::Fast;
constexpr Speed S = Speed::Slow;

TEST_F(Ww2Plans, EveryCardNeedsAMatchingSpeedMarker) {
    EXPECT_EQ(check(plan(1, 4, 9, F, S, S)), V{});
    EXPECT_EQ(check(plan(1, 4, 9)), (V{"SPD-01@1", "SPD-01@2", "SPD-01@3"}));
    EXPECT_EQ(check(plan(14, 1, 4, F, F, F)), V{"MOV-15@1"});  // the stall has only a low-speed arrowhead
    EXPECT_EQ(check(plan(1, 17, 2, F, S, F)), V{"MOV-15@2"});  // the dive only a high-speed one
}

// SPD-03/04: the maneuver after a climb is flown at low speed, after a dive
// at high speed, "no matter which speed marker has been planned": either
// marker is legal and the forced speed is flown; the card needs that speed's
// arrowhead (MOV-15). The same after a finished Immelmann turn (CPX-08).
TEST_F(Ww2Plans, ForcedSpeedAfterClimbAndDiveOverridesTheMarker) {
    EXPECT_EQ(check(plan(16, 1, 2, S, F, F)), V{});
    EXPECT_EQ(check(plan(16, 1, 2, S, S, F)), V{});
    EXPECT_EQ(check(plan(17, 1, 2, F, S, S)), V{});
    EXPECT_EQ(check(plan(17, 1, 2, F, F, S)), V{});
    EXPECT_EQ(check(plan(16, 17, 1, S, F, F)), V{"MOV-15@2"});  // the dive has no low-speed arrowhead
    EXPECT_EQ(check(plan(1, 15, 2, F, F, S)), V{});
    spitfire.history = flownCards(flyerOf(shippedData(), spitfire, rules).deck, {1, 15, 2});
    EXPECT_EQ(check(plan(3, 1, 2, F, F, F)), V{});  // the card after the sequence: low whatever the marker

    const Flyer flyer = flyerOf(shippedData(), spitfire, rules);
    spitfire.history.clear();
    const auto marked = flyPlan(flyer, spitfire, plan(16, 1, 2, S, F, F), kBigTable);
    const auto slow = flyPlan(flyer, spitfire, plan(16, 1, 2, S, S, F), kBigTable);
    ASSERT_TRUE(marked.violations.empty());
    EXPECT_EQ(marked.steps[1].flownSpeed, S);
    EXPECT_EQ(marked.steps[1].after, slow.steps[1].after);
    EXPECT_EQ(marked.steps[2].flownSpeed, F);
    // What the planning panel shows: the overridden markers and why.
    const auto overrides = markerOverrides(flyer, spitfire, plan(16, 1, 2, S, F, F));
    EXPECT_FALSE(overrides[0].has_value());
    ASSERT_TRUE(overrides[1].has_value());
    EXPECT_EQ(overrides[1]->speed, S);
    EXPECT_EQ(overrides[1]->rule, "SPD-03");
    EXPECT_FALSE(overrides[2].has_value());
}

TEST_F(Ww2Plans, ImmelmannTurn) {
    // CPX-08: straight at high speed, Immelmann, straight at low speed, then low speed.
    EXPECT_EQ(check(plan(1, 15, 2, F, F, S)), V{});
    EXPECT_EQ(check(plan(1, 15, 2, S, F, S)), V{"CPX-08@2"});
    EXPECT_EQ(check(plan(1, 15, 2, F, F, F)), V{"CPX-08@3"});
    EXPECT_EQ(check(plan(4, 15, 2, F, F, S)), V{"CPX-08@2"});
    EXPECT_EQ(check(plan(1, 15, 9, F, F, S)), V{"MOV-04@3"});
}

TEST_F(Ww2Plans, SplitS) {
    // CPX-09: stall, Immelmann, straight at high speed.
    EXPECT_EQ(check(plan(14, 15, 1, S, S, F)), V{});
    EXPECT_EQ(check(plan(14, 15, 1, S, S, S)), V{"CPX-09@3"});
}

TEST_F(Ww2Plans, DiveMayFollowASteepCard) {
    EXPECT_EQ(check(plan(14, 17, 1, S, F, F)), V{});  // the Overdive (CPX-10)
    rules.steepAfterSteep = SteepAfterSteep::Strict;
    EXPECT_EQ(check(plan(14, 17, 1, S, F, F)), V{"MOV-03@2"});
}

TEST_F(Ww2Plans, CeilingIsTheAirplanesOwn) {
    spitfire.altitude = 4;
    spitfire.climb = 1;
    EXPECT_EQ(check(plan(16, 1, 2, S, S, F)), V{"MOV-16@1"});
}

}  // namespace
}  // namespace jasta::test
