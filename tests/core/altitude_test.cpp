// Altitude as the stands and climb counters track it (ALT-*, CPX-*, SPD-*),
// leaving the table (MOV-08..11) and the illegal-maneuver penalties (CONF-22).

#include "flying_fixture.hpp"

namespace jasta::test {
namespace {

struct Track {
    int altitude, climb;
    AircraftStatus status;
};

// Flies `turns` plans in a row and returns the altitude after every card.
std::vector<Track> flyTurns(AircraftState state, const RuleOptions& rules, const std::vector<Plan>& turns,
                            AircraftType* typeOverride = nullptr) {
    const auto& data = shippedData();
    const Flyer shipped = flyerOf(data, state, rules);
    const Flyer flyer = typeOverride != nullptr ? Flyer{*typeOverride, shipped.deck, shipped.geometry, rules} : shipped;
    std::vector<Track> track;
    for (const auto& turnPlan : turns) {
        auto result = flyPlan(flyer, state, turnPlan, kBigTable);
        for (const auto& step : result.steps) track.push_back({step.altitude, step.climb, step.status});
        state = result.final;
    }
    return track;
}

TEST(Altitude, ClimbRatesOneToFour) {
    // A climb card adds a counter; as many counters as the climb rate make a level (ALT-07).
    const auto rules = presetRules("ww1-standard");
    for (int rate = 1; rate <= 4; ++rate) {
        AircraftType type = *shippedData().aircraftType("spad_xiii");
        type.climbRate.value = rate;
        const auto track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 1), rules,
                                    std::vector<Plan>(static_cast<std::size_t>(rate), plan(19, 1, 2)), &type);
        for (int turn = 0; turn < rate; ++turn) {
            const auto& afterClimb = track[static_cast<std::size_t>(turn * 3)];
            if (turn + 1 < rate) {
                EXPECT_EQ(afterClimb.altitude, 1) << "rate " << rate;
                EXPECT_EQ(afterClimb.climb, turn + 1) << "rate " << rate;
            } else {
                EXPECT_EQ(afterClimb.altitude, 2) << "rate " << rate;
                EXPECT_EQ(afterClimb.climb, 0) << "rate " << rate;
            }
        }
    }
}

TEST(Altitude, DiveLosesALevelAndTheCounters) {
    const auto rules = presetRules("ww1-standard");
    auto track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 3, 1), rules, {plan(20, 1, 2)});
    EXPECT_EQ(track[0].altitude, 2);
    EXPECT_EQ(track[0].climb, 0);  // ALT-09
}

TEST(Altitude, Ww1DiveToLevelZeroKeepsOneCounter) {
    const auto rules = presetRules("ww1-standard");
    auto track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 1), rules, {plan(20, 1, 2)});
    EXPECT_EQ(track[0].altitude, 0);
    EXPECT_EQ(track[0].climb, 1);  // ALT-10: hedge-hopping
    EXPECT_EQ(track[2].status, AircraftStatus::Flying);
    // A dive from level 0 ends in the ground.
    track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 0, 1), rules, {plan(20, 1, 2)});
    EXPECT_EQ(track[0].status, AircraftStatus::Crashed);
    EXPECT_EQ(track[2].status, AircraftStatus::Crashed);
}

TEST(Altitude, Ww2DiveBelowOneCrashes) {
    const auto rules = presetRules("ww2-standard");
    const Plan dive = plan(17, 1, 2, Speed::Fast, Speed::Fast, Speed::Fast);
    auto track = flyTurns(airplane("spitfire_mk1", {450, 450, 0}, 2), rules, {dive});
    EXPECT_EQ(track[0].altitude, 1);
    EXPECT_EQ(track[0].status, AircraftStatus::Flying);
    track = flyTurns(airplane("spitfire_mk1", {450, 450, 0}, 1), rules, {dive});
    EXPECT_EQ(track[0].status, AircraftStatus::Crashed);  // ALT-14
}

TEST(Altitude, LevelZeroWithoutCountersHasLanded) {
    // ALT-05 under the S002 rule; the Split-S (S003) spends the last counter.
    auto rules = presetRules("ww1-standard");
    auto track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 0, 1), rules, {plan(17, 18, 1)});
    EXPECT_EQ(track[1].altitude, 0);
    EXPECT_EQ(track[1].climb, 0);
    EXPECT_EQ(track[1].status, AircraftStatus::Landed);
    rules.landedRule = LandedRule::SequenceOnly;
    track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 0, 1), rules, {plan(17, 18, 1)});
    EXPECT_EQ(track[1].status, AircraftStatus::Flying);
}

TEST(Altitude, ImmelmannGainsACounter) {
    const auto rules = presetRules("ww1-standard");
    auto track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 1), rules, {plan(1, 18, 2)});
    EXPECT_EQ(track[1].climb, 1);  // CPX-01
}

TEST(Altitude, OneClimbCounterPerTurnOption) {
    auto rules = presetRules("ww1-standard");
    // Climb (19) then Immelmann (18): two counters, a level at climb rate 2...
    auto track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 1), rules, {plan(19, 1, 18)});
    EXPECT_EQ(track[2].altitude, 2);
    // ...but only one under S003's limit (ALT-08).
    rules.oneClimbCounterPerTurn = true;
    track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 1), rules, {plan(19, 1, 18)});
    EXPECT_EQ(track[2].altitude, 1);
    EXPECT_EQ(track[2].climb, 1);
    // The limit is per turn: next turn the Immelmann counts again.
    track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 1), rules, {plan(19, 1, 2), plan(1, 18, 2)});
    EXPECT_EQ(track[4].altitude, 2);
}

TEST(Altitude, SplitSWithAndWithoutCounters) {
    auto rules = presetRules("ww1-standard");
    // S003: the Immelmann card of a Split-S loses a counter, if there is one.
    auto track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 2, 1), rules, {plan(17, 18, 1)});
    EXPECT_EQ(track[1].altitude, 2);
    EXPECT_EQ(track[1].climb, 0);
    track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 2, 0), rules, {plan(17, 18, 1)});
    EXPECT_EQ(track[1].altitude, 2);
    // S004: without a counter it gives up a level and keeps climb rate - 1 counters.
    rules.splitS = SplitS::S004;
    track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 2, 0), rules, {plan(17, 18, 1)});
    EXPECT_EQ(track[1].altitude, 1);
    EXPECT_EQ(track[1].climb, 1);
}

TEST(Altitude, Ww2OverdiveLosesTwoLevels) {
    const auto rules = presetRules("ww2-standard");
    const auto track = flyTurns(airplane("spitfire_mk1", {450, 450, 0}, 3), rules,
                                {plan(14, 17, 1, Speed::Slow, Speed::Fast, Speed::Fast)});
    EXPECT_EQ(track[1].altitude, 2);
    EXPECT_EQ(track[2].altitude, 1);  // CPX-10
}

TEST(Altitude, Ww1ForcedDiveOption) {
    auto rules = presetRules("ww1-standard");
    auto track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 3), rules, {plan(17, 20, 1)});
    EXPECT_EQ(track[2].altitude, 2);  // without the option the straight is only a straight
    rules.forcedDive = true;
    track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 3), rules, {plan(17, 20, 1)});
    EXPECT_EQ(track[2].altitude, 1);  // CPX-05
}

TEST(Altitude, GentleLossAndHistoricalImmelmann) {
    auto rules = presetRules("ww1-standard");
    rules.gentleAltitudeLoss = true;
    Plan gentle = plan(1, 5, 6);
    gentle.declaration = Declaration::GentleLoss;
    auto track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 2, 1), rules, {gentle});
    EXPECT_EQ(track[2].climb, 0);  // CPX-07
    EXPECT_EQ(track[2].altitude, 2);

    rules.aceManoeuvres = AceManoeuvres::AllPilots;
    Plan historical = plan(1, 18, 2);
    historical.declaration = Declaration::HistoricalImmelmann;
    track = flyTurns(airplane("spad_xiii", {450, 450, 0}, 2), rules, {historical});
    EXPECT_EQ(track[0].climb, 1);  // CPX-02: the first card gains the counter
    EXPECT_EQ(track[1].climb, 1);  // not the Immelmann card itself
    EXPECT_EQ(track[2].climb, 0);  // and the third gives it back
}

TEST(Altitude, MaximumAltitudeOptions) {
    const auto& type = *shippedData().aircraftType("spitfire_mk1");
    RuleOptions rules;
    rules.maxAltitude = MaxAltitude::Three;
    EXPECT_EQ(maxAltitude(type, rules), 3);
    rules.maxAltitude = MaxAltitude::Four;
    EXPECT_EQ(maxAltitude(type, rules), 4);
    rules.maxAltitude = MaxAltitude::PerAircraft;
    AircraftType low = type;
    low.ceiling.value = 2;
    EXPECT_EQ(maxAltitude(low, rules), 2);  // ALT-04: 4, or lower if the airplane's own
    EXPECT_EQ(maxAltitude(type, rules), 4);
    rules.maxAltitude = MaxAltitude::Unlimited;
    EXPECT_GT(maxAltitude(type, rules), 100);
    rules.aboveCeiling = AboveCeiling::FloorShift;
    EXPECT_EQ(maxAltitude(*shippedData().aircraftType("spad_xiii"), rules), 11);  // ALT-12: the real ceiling
}

TEST(Altitude, Ww2FuelAndForcedSpeeds) {
    auto rules = presetRules("ww2-standard");
    rules.fuelLimit = true;
    auto spitfire = airplane("spitfire_mk1", {450, 450, 0}, 2);
    const auto flyer = flyerOf(shippedData(), spitfire, rules);
    // Climb 2 fuel, slow straight 1, fast straight 2 (SPD-02/03).
    auto result = flyPlan(flyer, spitfire, plan(16, 1, 2, Speed::Slow, Speed::Slow, Speed::Fast), kBigTable);
    EXPECT_EQ(result.steps[0].fuel, spitfire.fuel - 2);
    EXPECT_EQ(result.steps[2].fuel, spitfire.fuel - 5);
    // Overdive: stall 1, dive 1, the straight nothing (CPX-10).
    spitfire.altitude = 3;
    result = flyPlan(flyer, spitfire, plan(14, 17, 1, Speed::Slow, Speed::Fast, Speed::Fast), kBigTable);
    EXPECT_EQ(result.steps[2].fuel, spitfire.fuel - 2);
    // Empty tank: eliminated, counted as shot down (SPD-05).
    spitfire.fuel = 2;
    result = flyPlan(flyer, spitfire, plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast), kBigTable);
    EXPECT_EQ(result.steps[0].status, AircraftStatus::Destroyed);
    EXPECT_FALSE(result.steps[1].moved);
}

TEST(LeavingTheTable, EachExitRule) {
    auto rules = presetRules("ww1-standard");
    const TableSize table{900, 900};
    // 100 mm from the top edge, facing it: the first straight (132 mm) takes the centre off.
    const auto spad = airplane("spad_xiii", {450, 800, 0});
    auto result = flyPlan(flyerOf(shippedData(), spad, rules), spad, plan(1, 2, 3), table);
    EXPECT_EQ(result.steps[0].status, AircraftStatus::Eliminated);  // MOV-08
    EXPECT_FALSE(result.steps[1].moved);
    rules.exitRule = ExitRule::Fled;
    result = flyPlan(flyerOf(shippedData(), spad, rules), spad, plan(1, 2, 3), table);
    EXPECT_EQ(result.steps[0].status, AircraftStatus::Fled);  // MOV-10
    rules.exitRule = ExitRule::Reenter2A;
    result = flyPlan(flyerOf(shippedData(), spad, rules), spad, plan(1, 2, 3), table);
    EXPECT_EQ(result.steps[0].status, AircraftStatus::OffTable);  // MOV-11
    ASSERT_TRUE(result.final.reentryPose.has_value());
    EXPECT_DOUBLE_EQ(result.final.reentryPose->y, 900);
    EXPECT_DOUBLE_EQ(result.final.reentryPose->heading, 180);
    // A card that keeps the centre on the table is fine, even with the base hanging over.
    const auto near = airplane("spad_xiii", {450, 760, 0});
    result = flyPlan(flyerOf(shippedData(), near, rules), near, plan(17, 1, 2), table);
    EXPECT_EQ(result.steps[0].status, AircraftStatus::Flying);  // 760 + 58 = 818
}

TEST(IllegalManeuver, EachPenalty) {
    auto rules = presetRules("ww1-standard");
    const auto spad = airplane("spad_xiii", {450, 200, 0});
    const Plan illegal = plan(1, 17, 19);  // steep stall then steep climb
    // S003: destroyed when the illegal card comes (MOV-12).
    auto result = flyPlan(flyerOf(shippedData(), spad, rules), spad, illegal, kBigTable);
    ASSERT_EQ(ruleIds(result.violations), std::vector<std::string>{"MOV-03@3"});
    EXPECT_EQ(result.steps[1].status, AircraftStatus::Flying);
    EXPECT_EQ(result.steps[2].status, AircraftStatus::Destroyed);
    EXPECT_EQ(result.steps[2].after, result.steps[1].after);
    // S003 option: flown as planned, then two A cards and no fire (MOV-13).
    rules.illegalManoeuvre = IllegalManoeuvre::TwoANoFire;
    result = flyPlan(flyerOf(shippedData(), spad, rules), spad, illegal, kBigTable);
    EXPECT_EQ(result.steps[2].flownNumber, 19);
    ASSERT_TRUE(result.steps[2].penalty.has_value());
    EXPECT_EQ(result.steps[2].penalty->cards, 2);
    EXPECT_TRUE(result.final.noFireAfterManoeuvre);
    // WW2 base rule: one A card and a straight instead (MOV-14).
    rules.illegalManoeuvre = IllegalManoeuvre::OneAReplaceStraight;
    result = flyPlan(flyerOf(shippedData(), spad, rules), spad, illegal, kBigTable);
    EXPECT_EQ(result.steps[2].flownNumber, 1);
    EXPECT_NEAR(result.steps[2].after.y, result.steps[1].after.y + 132, 1e-9);
    EXPECT_EQ(result.steps[2].penalty->cards, 1);
    EXPECT_EQ(result.steps[2].altitude, 2);  // no climb counter: the climb was not flown
    rules.illegalManoeuvre = IllegalManoeuvre::Eliminated;
    result = flyPlan(flyerOf(shippedData(), spad, rules), spad, illegal, kBigTable);
    EXPECT_EQ(result.steps[2].status, AircraftStatus::Eliminated);
}

}  // namespace
}  // namespace jasta::test
