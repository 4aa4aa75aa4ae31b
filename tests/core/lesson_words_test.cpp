// The words of the lessons (teaching/lesson_words.hpp): findings built from
// facts alone, worded with the airplanes' and cards' names, never their ids;
// the author's placeholders filled from the same facts.

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/teaching/lesson_words.hpp"
#include "jasta/words/plans.hpp"

namespace jasta {
namespace {

using test::shippedData;

// A SPAD XIII called "SPAD" (id spad) and an Albatros D.III called "Red"
// (id albatros): the words must say the names.
words::LessonNames names() {
    AircraftState spad = test::airplane("spad_xiii");
    spad.id = "spad";
    spad.name = "SPAD";
    AircraftState albatros = test::airplane("albatros_d3");
    albatros.id = "albatros";
    albatros.name = "Red";
    return words::LessonNames(shippedData(), {spad, albatros});
}

// A legal WW1 shot of the SPAD at the Albatros, `distance` mm away.
ShotCheck shot(Range range, double distance) {
    ShotCheck shot;
    shot.shooter = "spad";
    shot.target = "albatros";
    shot.weapon = "front";
    shot.inArc = true;
    shot.range = range;
    shot.distanceMm = distance;
    shot.canFire = true;
    shot.cards = range == Range::Short ? 2 : 1;
    shot.longReachMm = 170;
    return shot;
}

finding::Shot shotFinding(Range range, double distance, RangeGoal goal, bool met, int phase = 1) {
    return {phase, shot(range, distance), goal, met, 170, 85};
}

// The choices' facts, built by name: an empty id means nobody (no target,
// no tail), and GCC 12 at -O3 warns about braced temporaries holding an
// empty std::string.
Finding fire(const std::string& aircraft, const std::string& firedAt, int cards, bool held, const std::string& wanted) {
    finding::Fire found;
    found.aircraft = aircraft;
    found.firedAt = firedAt;
    found.cards = cards;
    found.held = held;
    found.wantedTarget = wanted;
    return found;
}
Finding tailChoice(const std::string& chosen, const std::string& wanted) {
    finding::TailChoice found;
    found.aircraft = "spad";
    found.chosen = chosen;
    found.wanted = wanted;
    return found;
}
Finding overlap(int phase, const std::string& aircraft, const std::string& other) {
    finding::Overlap found;
    found.phase = phase;
    found.aircraft = aircraft;
    found.other = other;
    return found;
}

TEST(LessonWords, PlanFindingsNameTheCardsOfTheAirplanesDeck) {
    const auto words = names();
    EXPECT_EQ(describe(Finding{finding::PlanBreaksNoRule{"spad", {5, 6, 1}}}, words),
              "The plan Bank left (5), Bank right (6), Straight (1) breaks no rule.");
    const finding::WantedCard bankRightSecond{CardKind::Bank, Direction::Right, 2};
    EXPECT_EQ(describe(Finding{finding::CardNotThere{"spad", 5, bankRightSecond}}, words),
              "Card 2 is Bank left (5), not a bank (a gentle turn) to the right.");
    EXPECT_EQ(describe(Finding{finding::CardFound{"spad", 3, 6, bankRightSecond}}, words),
              "Card 3, Bank right (6), is a bank (a gentle turn) to the right.");
    EXPECT_EQ(describe(Finding{finding::CardMissing{{CardKind::Immelmann, Direction::None, 0}}}, words),
              "None of your three cards is an Immelmann.");
    // A card number the deck does not hold still reads as a card.
    EXPECT_EQ(words.card("spad", 99), "card (99)");
    EXPECT_EQ(words.card("nobody", 1), "card (1)");
    // A refusal: the card's name and place, the rule, and words/plans' own sentence.
    Violation twice;
    twice.rule = "MOV-02";
    twice.card = 3;
    twice.refusal = PlanRefusal::CardTwice;
    twice.number = 6;
    EXPECT_EQ(describe(Finding{finding::PlanRefused{"spad", 6, twice}}, words),
              "Card 3, Bank right (6), is refused by MOV-02: " + words::describe(twice));
    EXPECT_EQ(describe(Finding{finding::RefusedByOther{twice, "MOV-03"}}, words),
              "This plan is refused by MOV-02 (" + words::describe(twice) + "), not by MOV-03.");
    EXPECT_EQ(words::placeholders(Finding{finding::RefusedByOther{twice, "MOV-03"}}, nullptr, words).at("rule"),
              "MOV-03");
    EXPECT_EQ(describe(Finding{finding::PlanAccepted{"MOV-03"}}, words),
              "The rules accept this plan: no rule refuses it, so MOV-03 cannot be seen.");
}

TEST(LessonWords, AShotAtExactlyTheHalfMarkIsShortAndALongGoalSaysWhereLongBegins) {
    const auto words = names();
    // 85 mm is the half mark itself: short range, and a lesson that wanted
    // long range is told where long range begins.
    const Finding atHalf = finding::Shot{shotFinding(Range::Short, 85, RangeGoal::Long, false)};
    const std::string said = describe(atHalf, words);
    EXPECT_EQ(said,
              "After phase 1, SPAD's shot at Red: Short range: the ruler reaches the base within its first half "
              "(85 mm) — 2 damage cards from deck A. Long range is the second half of the ruler, beyond 85 mm.");
    EXPECT_EQ(said.find("spad"), std::string::npos) << "ids are not names: " << said;

    // Just beyond it: long range, and a short goal says where short range ends.
    const std::string beyond = describe(Finding{shotFinding(Range::Long, 85.4, RangeGoal::Short, false)}, words);
    EXPECT_NE(beyond.find("Long range"), std::string::npos) << beyond;
    const std::string shortEnds = " Short range ends at the ruler's half mark, 85 mm.";
    EXPECT_EQ(beyond.substr(beyond.size() - shortEnds.size()), shortEnds) << beyond;

    // A goal met adds nothing; "out" unmet by a legal shot says it can fire.
    const std::string met = describe(Finding{shotFinding(Range::Short, 85, RangeGoal::Short, true, 0)}, words);
    EXPECT_EQ(met.rfind("SPAD's shot at Red: Short range", 0), 0u) << met;
    EXPECT_EQ(met.find("half mark"), std::string::npos) << met;
    const std::string out = describe(Finding{shotFinding(Range::Long, 120, RangeGoal::Out, false)}, words);
    EXPECT_EQ(out,
              "After phase 1, SPAD's shot at Red: Long range: the ruler reaches the base only in its second half "
              "(120 mm) — 1 damage card from deck A. So it can fire.");

    const auto values = words::placeholders(atHalf, nullptr, words);
    EXPECT_EQ(values.at("distance"), "85");
    EXPECT_EQ(values.at("half"), "85");
    EXPECT_EQ(values.at("ruler"), "170");
    EXPECT_EQ(values.at("range"), "short");
    EXPECT_EQ(values.at("levels"), "0");
}

TEST(LessonWords, PositionFindingsSayTheNumbersAndTheGoal) {
    const auto words = names();
    EXPECT_EQ(describe(Finding{finding::Altitude{2, "spad", 0, 1, 1, std::nullopt, false}}, words),
              "After phase 2, SPAD is at level 0 with 1 climb counter. The goal was level 1 or higher.");
    EXPECT_EQ(describe(Finding{finding::Altitude{0, "albatros", 3, 0, 1, 3, true}}, words), "Red is at level 3.");
    EXPECT_EQ(describe(Finding{finding::Altitude{0, "albatros", 4, 0, 1, 3, false}}, words),
              "Red is at level 4. The goal was a level from 1 to 3.");
    // Rounded to whole mm: 12.5 reads 13.
    EXPECT_EQ(describe(Finding{finding::OnTable{3, "spad", true, 12.5, finding::TableEdge::Far}}, words),
              "After phase 3, SPAD left the table: the centre of its base ended 13 mm beyond the far edge.");
    EXPECT_EQ(describe(Finding{finding::OnTable{0, "spad", false, 0, finding::TableEdge::Left}}, words),
              "SPAD is still over the table.");
    EXPECT_EQ(describe(overlap(1, "spad", "albatros"), words),
              "After phase 1, SPAD's base overlaps Red's: overlapping airplanes cannot fire at each other.");
    EXPECT_EQ(describe(overlap(0, "albatros", ""), words), "no base overlaps Red's.");
}

TEST(LessonWords, ChoicesSayWhatWasChosenAndWhatTheLessonWanted) {
    const auto words = names();
    EXPECT_EQ(describe(fire("spad", "", 0, true, "albatros"), words), "SPAD held its fire at Red.");
    EXPECT_EQ(describe(fire("spad", "", 0, false, "albatros"), words), "SPAD did not fire at Red.");
    EXPECT_EQ(describe(fire("spad", "albatros", 1, false, ""), words), "SPAD fired at Red with 1 card.");
    EXPECT_EQ(describe(fire("albatros", "spad", 1, false, "spad"), words),
              "Red fired at SPAD: the shot drew 1 damage card.");
    EXPECT_EQ(describe(fire("albatros", "spad", 2, false, "nieuport"), words),
              "Red fired at SPAD: the shot drew 2 damage cards. The lesson's target was nieuport.");
    EXPECT_EQ(describe(tailChoice("albatros", ""), words),
              "SPAD sits on the tail of Red this turn. The lesson wanted no tail.");
    EXPECT_EQ(describe(tailChoice("albatros", "albatros"), words), "SPAD sits on the tail of Red this turn.");

    const auto values = words::placeholders(fire("spad", "", 0, true, "albatros"), nullptr, words);
    EXPECT_EQ(values.at("fired_at"), "nobody");
    EXPECT_EQ(words::placeholders(tailChoice("albatros", ""), nullptr, words).at("chosen"), "Red");
}

TEST(LessonWords, WhyNothingWasJudgedAndTheAuthorsWordsAfterTheFinding) {
    const auto words = names();
    EXPECT_EQ(describe(Finding{finding::PhaseNotReached{2, 3, true}}, words),
              "The game was over before phase 3 of turn 2.");
    EXPECT_EQ(describe(Finding{finding::PhaseNotReached{1, 2, false}}, words),
              "This check looks at phase 2 of turn 1, which the step did not reach.");
    EXPECT_EQ(describe(Finding{finding::CommandRefused{"no such airplane"}}, words),
              "The game refused this: no such airplane");
    EXPECT_EQ(describe(Finding{}, words), "");

    // The author's {placeholders} take the names and the numbers measured.
    LessonCheck check;
    check.kind = CheckKind::OnTable;
    check.aircraft = "spad";
    check.target = "albatros";
    check.explain = "{aircraft} flew {beyond} mm off, away from {target}.";
    std::vector<CheckResult> checks(2);
    checks[0].check = &check;
    checks[0].found = finding::OnTable{0, "spad", true, 40, finding::TableEdge::Near};
    checks[1].check = &check;
    checks[1].passed = true;
    checks[1].found = finding::OnTable{0, "spad", false, 0, finding::TableEdge::Left};
    words::wordChecks(checks, words);
    EXPECT_EQ(checks[0].explanation,
              "SPAD left the table: the centre of its base ended 40 mm beyond the near edge. "
              "SPAD flew 40 mm off, away from Red.");
    EXPECT_EQ(checks[1].explanation, "SPAD is still over the table.");  // passed: no advice

    LessonStep step;
    EXPECT_EQ(words::stepMessage(step, {checks[1]}), "Well done.");
    EXPECT_EQ(words::stepMessage(step, checks), checks[0].explanation);
}

}  // namespace
}  // namespace jasta
