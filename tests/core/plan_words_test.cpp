// The verdict of a plan apart from its words (issue 14): checkPlan and
// checkReorder say what was refused (PlanRefusal, the rule, the card and the
// facts behind it) without composing a sentence; words/plans.hpp turns that
// into English. Each test asserts the typed verdict first, then its sentence.
// Shipped data: the SPAD XIII flies WW1 deck A (1-4 straight, 5/7/9 bank
// left, 17 stall, 18 Immelmann, 19 climb, 20 dive), the Spitfire Mk I WW2
// deck A (1-3 straight, 14 stall, 15 Immelmann, 16 climb, 17 dive).

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/words/plans.hpp"

namespace jasta::test {
namespace {

constexpr Speed F = Speed::Fast;
constexpr Speed S = Speed::Slow;

std::vector<Violation> refusals(const AircraftState& airplane, const RuleOptions& rules, const Plan& p) {
    return checkPlan(flyerOf(shippedData(), airplane, rules), airplane, p);
}

// --- The verdicts from the rules, and their sentences ----------------------

TEST(PlanWords, ACardPlannedTwice) {
    const auto found = refusals(airplane("spad_xiii"), presetRules("ww1-standard"), plan(1, 1, 2));
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].rule, "MOV-02");
    EXPECT_EQ(found[0].card, 2);
    EXPECT_EQ(found[0].refusal, PlanRefusal::CardTwice);
    EXPECT_EQ(found[0].number, 1);
    EXPECT_EQ(words::describe(found[0]), "Card 1 is already planned: the three cards must be different cards.");
}

TEST(PlanWords, ACardOfAnotherDeck) {
    const auto found = refusals(airplane("spad_xiii"), presetRules("ww1-standard"), plan(1, 2, 42));
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].refusal, PlanRefusal::NotInDeck);
    EXPECT_EQ(found[0].card, 3);
    EXPECT_EQ(found[0].number, 42);
    EXPECT_EQ(found[0].deck, 'A');
    EXPECT_EQ(words::describe(found[0]), "Card 42 is not in deck A.");
}

TEST(PlanWords, TwoSteepCardsAcrossTheTurnBoundary) {
    AircraftState spad = airplane("spad_xiii");
    const auto rules = presetRules("ww1-standard");
    spad.history = flownCards(flyerOf(shippedData(), spad, rules).deck, {1, 17});
    auto found = refusals(spad, rules, plan(19, 1, 2));
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].rule, "MOV-03");
    EXPECT_EQ(found[0].refusal, PlanRefusal::SteepAfterSteep);
    EXPECT_EQ(found[0].cardName, "Climb");
    EXPECT_TRUE(found[0].acrossTurns);
    EXPECT_EQ(words::describe(found[0]),
              "Climb is steep, and so is the card before it (the last card of the previous turn): two steep "
              "maneuvers cannot follow each other.");

    // Within the plan the sentence does not point back at last turn.
    found = refusals(airplane("spad_xiii"), rules, plan(17, 19, 1));
    ASSERT_EQ(found.size(), 1u);
    EXPECT_FALSE(found[0].acrossTurns);
    EXPECT_EQ(words::describe(found[0]),
              "Climb is steep, and so is the card before it: two steep maneuvers cannot follow each other.");
}

TEST(PlanWords, AWrongTakeOffCardNamesTheSequence) {
    ScenarioAircraft placed = placedAirplane("spad_xiii", {450, 100, 0}, 0, 0);
    placed.onGround = true;
    const AircraftState spad = initialState(placed, *shippedData().aircraftType("spad_xiii"));
    const auto rules = presetRules("ww1-advanced");
    const auto found = refusals(spad, rules, plan(17, 5, 1));
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].rule, "GND-14");
    EXPECT_EQ(found[0].card, 2);
    EXPECT_EQ(found[0].refusal, PlanRefusal::TakeOffStep);
    EXPECT_EQ(found[0].step, 2);
    EXPECT_EQ(found[0].cardName, "Bank left");
    EXPECT_EQ(found[0].sequence, takeOffSteps(rules));
    EXPECT_EQ(found[0].sequence.kinds, (std::array{CardKind::Stall, CardKind::Straight, CardKind::Straight}));
    EXPECT_EQ(words::describe(found[0]),
              "A take-off is flown stall, straight (still on the ground), straight (airborne): card 2 must be a "
              "straight (still on the ground), not Bank left.");
}

TEST(PlanWords, ALandingFromTooHigh) {
    const auto rules = presetRules("ww1-advanced");
    Plan landing = plan(20, 1, 2);
    landing.declaration = Declaration::Landing;
    // Level 2: the dive takes it to level 1 only, and the landing begins at card 2.
    const auto found = refusals(airplane("spad_xiii", {450, 100, 0}, 2, 0), rules, landing);
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].rule, "GND-13");
    EXPECT_EQ(found[0].card, 2);
    EXPECT_EQ(found[0].refusal, PlanRefusal::LandingAltitude);
    EXPECT_EQ(found[0].transition, GroundTransitionAltitude::Level0OneCounter);
    EXPECT_EQ(found[0].level, 1);
    EXPECT_EQ(found[0].climb, 0);
    EXPECT_EQ(words::describe(found[0]),
              "To begin a landing the airplane must be at level 0 with exactly one climb counter (CONF-03); before "
              "card 2 it will be at level 1 with 0 climb counters.");
}

TEST(PlanWords, Ww2SpeedsForcedByTheCardBefore) {
    const auto rules = presetRules("ww2-standard");
    const AircraftState spitfire = airplane("spitfire_mk1", {450, 450, 0}, 3);
    // The dive after a climb is flown at low speed, and has no such arrowhead.
    auto found = refusals(spitfire, rules, plan(16, 17, 1, S, F, F));
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].rule, "MOV-15");
    EXPECT_EQ(found[0].refusal, PlanRefusal::NoForcedArrowhead);
    EXPECT_EQ(found[0].forced, (ForcedSpeed{Speed::Slow, "SPD-03", SpeedCause::AfterClimb, true}));
    EXPECT_EQ(words::describe(found[0]),
              "Dive has no low-speed arrowhead, and the maneuver after a climb is flown at low speed (SPD-03).");

    // The closing straight of an Immelmann turn must be planned at low speed.
    found = refusals(spitfire, rules, plan(1, 15, 2, F, F, F));
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].rule, "CPX-08");
    EXPECT_EQ(found[0].card, 3);
    EXPECT_EQ(found[0].refusal, PlanRefusal::SequenceSpeed);
    EXPECT_EQ(found[0].forced.cause, SpeedCause::ImmelmannTurnEnd);
    EXPECT_EQ(words::describe(found[0]),
              "Plan Straight at low speed: an Immelmann turn ends with a straight at low speed.");

    // No marker at all.
    found = refusals(spitfire, rules, plan(1, 2, 3, F, F, Speed::Normal));
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].refusal, PlanRefusal::NoSpeedMarker);
    EXPECT_EQ(words::describe(found[0]), "Each WW2 maneuver needs a speed marker: high or low.");
}

TEST(PlanWords, AReorderThatSwapsInOtherCards) {
    Plan original = plan(1, 5, 9);
    const auto refused = checkReorder(original, plan(1, 5, 7), 1);
    ASSERT_TRUE(refused.has_value());
    EXPECT_EQ(refused->rule, "TAIL-03");
    EXPECT_EQ(refused->card, 1);
    EXPECT_EQ(refused->refusal, PlanRefusal::ReorderOtherCards);
    EXPECT_EQ(refused->laid, (std::vector<int>{1, 5, 9}));
    EXPECT_EQ(refused->offered, (std::vector<int>{1, 5, 7}));
    EXPECT_EQ(words::describe(*refused),
              "A pursuer may only reorder the cards it laid down (1, 5, 9), not swap in others (1, 5, 7).");

    const auto moved = checkReorder(original, plan(5, 1, 9), 2);
    ASSERT_TRUE(moved.has_value());
    EXPECT_EQ(moved->rule, "TAIL-04");
    EXPECT_EQ(moved->card, 2);
    EXPECT_EQ(moved->refusal, PlanRefusal::ReorderRevealed);
    EXPECT_EQ(moved->number, 1);
    EXPECT_EQ(words::describe(*moved), "Card 1 has already been revealed and flown; it cannot change.");

    original.declaration = Declaration::GentleLoss;
    const auto declared = checkReorder(original, plan(5, 1, 9), 1);
    ASSERT_TRUE(declared.has_value());
    EXPECT_EQ(declared->refusal, PlanRefusal::ReorderDeclaration);
    EXPECT_EQ(declared->declaration, Declaration::GentleLoss);
    EXPECT_EQ(words::describe(*declared), "Reordering cannot change what was declared with the plan (" +
                                              std::string(nameOf(Declaration::GentleLoss)) + ").");

    const auto tooFar = checkReorder(original, original, 4);
    ASSERT_TRUE(tooFar.has_value());
    EXPECT_EQ(tooFar->refusal, PlanRefusal::ReorderFromCard);
    EXPECT_EQ(tooFar->card, 3);
    EXPECT_EQ(words::describe(*tooFar), "Cards can only be reordered from card 1, 2 or 3, not from card 4.");
}

// --- Words of hand-made verdicts, no rules at all -------------------------

TEST(PlanWords, HandMadeVerdicts) {
    Violation jammed{"DMG-05", 2, PlanRefusal::RudderJammed};
    jammed.direction = Direction::Left;
    EXPECT_EQ(words::describe(jammed), "The rudder is jammed: no maneuver to the left this turn.");

    Violation ceiling{"MOV-16", 1, PlanRefusal::AboveCeiling};
    ceiling.cardName = "Climb";
    ceiling.ceiling = 4;
    EXPECT_EQ(words::describe(ceiling), "Climb would take the airplane above its maximum altitude of level 4.");

    Violation landing{"GND-15", 1, PlanRefusal::LandingAltitude};
    landing.transition = GroundTransitionAltitude::Level1;
    landing.level = 2;
    landing.climb = 1;
    EXPECT_EQ(words::describe(landing),
              "To begin a landing the airplane must be at level 1 (CONF-03); it is at level 2 with 1 climb counters.");

    Violation arrowhead{"MOV-15", 3, PlanRefusal::NoArrowhead};
    arrowhead.cardName = "Stall";
    arrowhead.speed = Speed::Fast;
    EXPECT_EQ(words::describe(arrowhead), "Stall has no high-speed arrowhead.");

    EXPECT_EQ(words::describe(ForcedSpeed{Speed::Fast, "SPD-04", SpeedCause::AfterDive, true}),
              "the maneuver after a dive is flown at high speed");
}

TEST(PlanWords, EveryRefusalHasASentence) {
    for (const auto& entry : kPlanRefusalNames) {
        const std::string sentence = words::describe(Violation{"MOV-02", 1, entry.value});
        EXPECT_FALSE(sentence.empty()) << entry.name;
        EXPECT_EQ(sentence.back(), '.') << entry.name;
        EXPECT_EQ(parseName<PlanRefusal>(entry.name), entry.value);
    }
    for (const auto& entry : kSpeedCauseNames)
        EXPECT_FALSE(words::describe(ForcedSpeed{Speed::Slow, "SPD-03", entry.value, true}).empty()) << entry.name;
}

}  // namespace
}  // namespace jasta::test
