#pragma once
// What a lesson's check found (lesson.hpp's judgeStep, judgePlan), as facts:
// airplane ids, card numbers, millimetres, levels, rule ids and the rules
// core's own verdicts (Violation, ShotCheck, TailCheck). No English here:
// teaching/lesson_words.hpp turns a Finding into the sentence the learner
// reads, with the airplanes' and cards' names, so that the translations
// replace those words and nothing else.
//
// Why in the teaching group and not under words/: a finding is about a
// lesson's check (what the check asked, RangeGoal, is part of it), and the
// words group may not include teaching (scripts/check_layers.sh,
// CORE_ALLOWED). The teaching group may include words, so the lesson's
// words live beside its facts (lesson_words.hpp) and reuse words/ for the
// shot, the tail, the plan's refusals and the altitudes.

#include <array>
#include <optional>
#include <string>
#include <variant>

#include "jasta/base/enums.hpp"
#include "jasta/base/names.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/rules/violation.hpp"

namespace jasta {

// What a Shot check asks: short range, long range, any range, or no shot at all.
enum class RangeGoal { Short, Long, Any, Out };
inline constexpr auto kRangeGoalNames = nameTable<RangeGoal>(
    {{RangeGoal::Short, "short"}, {RangeGoal::Long, "long"}, {RangeGoal::Any, "any"}, {RangeGoal::Out, "out"}});
constexpr const auto& nameTableOf(RangeGoal) {
    return kRangeGoalNames;
}

// One struct per thing a check can find. `aircraft` is the id of the
// airplane the check is about; `phase` is the phase of the learner's turn the
// finding was measured after (1..3), 0 where the step ended.
namespace finding {

// --- The plan (checkPlan, judged before anything flies) ---

// PlanLegal passed: the three card numbers of the plan break no rule (MOV-02).
struct PlanBreaksNoRule {
    std::string aircraft;
    std::array<int, 3> cards{};
};
// PlanLegal failed: the first refusal; `number` is the refused card's number
// (violation.card is its place in the plan, 1..3).
struct PlanRefused {
    std::string aircraft;
    int number = 0;
    Violation violation;
};
// PlanRefused passed: the plan is refused by the rule the lesson wanted.
struct RefusedAsWanted {
    Violation violation;
};
// PlanRefused failed: no rule refuses the plan, so `wantedRule` is not seen.
struct PlanAccepted {
    std::string wantedRule;
};
// PlanRefused failed: another rule refuses it first (`violation`), not `wantedRule`.
struct RefusedByOther {
    Violation violation;
    std::string wantedRule;
};

// The card a Card check looks for: a kind, a way to turn (None: either way)
// and a place in the plan (1..3; 0: anywhere).
struct WantedCard {
    CardKind kind = CardKind::Straight;
    Direction direction = Direction::None;
    int position = 0;
};
// Card passed: card `number` at place `at` (1..3) is the wanted card.
struct CardFound {
    std::string aircraft;
    int at = 0;
    int number = 0;
    WantedCard wanted;
};
// Card failed: the card at the wanted place (wanted.position) is `number`.
struct CardNotThere {
    std::string aircraft;
    int number = 0;
    WantedCard wanted;
};
// Card failed: no card of the plan is the wanted one (wanted.position 0).
struct CardMissing {
    WantedCard wanted;
};

// --- Where the airplanes are (after a phase's moves, or at the step's end) ---

// Shot: the best weapon's checkShot, what the lesson asked of it and whether
// the shot met it; the shooter's ruler and its half mark (short range ends
// there, FIRE-03), mm.
struct Shot {
    int phase = 0;
    ShotCheck shot;
    RangeGoal goal = RangeGoal::Any;
    bool met = false;
    double rulerMm = 0;
    double halfMarkMm = 0;
};
// Altitude: the airplane's level and climb counters, the band the lesson
// asked for (either end may be open) and whether it is inside.
struct Altitude {
    int phase = 0;
    std::string aircraft;
    int level = 0;
    int climb = 0;
    std::optional<int> minLevel, maxLevel;
    bool met = false;
};
// The table edge the centre of a base passed: x < 0 left, x > width right,
// y < 0 the near edge (the first player's), y > height the far edge.
enum class TableEdge { Left, Right, Near, Far };
// OnTable: whether the airplane left the table (MOV-08), and when it did how
// far beyond which edge the centre of its base ended, mm (0 when it is over
// the table, or out of the game without passing an edge).
struct OnTable {
    int phase = 0;
    std::string aircraft;
    bool left = false;
    double beyondMm = 0;
    TableEdge edge = TableEdge::Left;
};
// NoOverlap: the airplane whose base overlaps the airplane's ("" = none; OVL-01).
struct Overlap {
    int phase = 0;
    std::string aircraft;
    std::string other;
};
// TailPosition: checkTail's verdict and the pursuer's ruler, mm.
struct TailPosition {
    int phase = 0;
    TailCheck tail;
    double rulerMm = 0;
};

// --- The learner's choices (the engine's fire and tail events) ---

// Fires: whom the airplane fired at ("" = nobody) and the damage cards the
// shot drew; `held` when it held its fire (FIRE-20) rather than having no
// fire decision; what the lesson wanted ("" = hold fire; 0 cards = any).
struct Fire {
    std::string aircraft;
    std::string firedAt;
    int cards = 0;
    bool held = false;
    std::string wantedTarget;
    int wantedCards = 0;
};
// Tails: the airplane the learner chose to tail ("" = none) and the one the
// lesson wanted ("" = none), TAIL-05.
struct TailChoice {
    std::string aircraft;
    std::string chosen;
    std::string wanted;
};

// --- Why nothing could be judged ---

// The engine refused the answer (CommandError); its message is the fact.
struct CommandRefused {
    std::string error;
};
// The game does not wait for the step's decision now (LessonRun::answer).
struct NotWaiting {};
// The step's decision was never made in the commands judged.
struct NeverDecided {};
// The check looks at `phase` of `turn`, which the step's game did not reach;
// `gameOver` when the game ended first.
struct PhaseNotReached {
    int turn = 0;
    int phase = 0;
    bool gameOver = false;
};

}  // namespace finding

// What one check found; std::monostate when there was nothing to measure
// (an airplane the state does not hold, a shooter without weapons): no words.
using Finding = std::variant<std::monostate, finding::PlanBreaksNoRule, finding::PlanRefused, finding::RefusedAsWanted,
                             finding::PlanAccepted, finding::RefusedByOther, finding::CardFound, finding::CardNotThere,
                             finding::CardMissing, finding::Shot, finding::Altitude, finding::OnTable, finding::Overlap,
                             finding::TailPosition, finding::Fire, finding::TailChoice, finding::CommandRefused,
                             finding::NotWaiting, finding::NeverDecided, finding::PhaseNotReached>;

}  // namespace jasta
