#pragma once
// Guided lessons (issue 7): a small scenario played through the real engine,
// a row of steps that teach, and checks on what the learner did, judged by
// the rules core (checkPlan, checkShot, checkTail, the engine's events).
// Read from data/lessons/*.json (data/schema/lesson.schema.json); see
// docs/data-format.md "Lessons" and docs/architecture.md "The tutorials".
//
// How a lesson plays (the same in the program and in the tests):
//  - The game starts from the lesson's scenario, rule set and seed. The
//    learner flies the `learner` airplanes; every decision no step asks of
//    the learner (the computer's airplanes, and the learner's own between
//    steps) is answered by the lesson's script, else as a table would: the
//    autopilot's plan, the first tail offered, the plan kept after a reveal,
//    fire at the best target (routeLesson, lessonAnswer).
//  - A read step only shows its text; the game waits.
//  - An interactive step asks one decision of the learner (a plan, a fire
//    order, a tail, a reorder); a try_plan step asks for a plan the rules
//    refuse, which is checked and never flown.
//  - After the learner's answer the game runs on until the next step's
//    decision comes, the turn ends or the game is over; then the step's
//    checks are judged on what happened (judgeStep). A failed step is played
//    again from its start.
//  - A lesson without steps is a whole game under its rule set (the ladder
//    of basic, standard and advanced games).

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "jasta/base/diagnostics.hpp"
#include "jasta/base/enums.hpp"
#include "jasta/base/names.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/script.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/teaching/findings.hpp"

namespace jasta {

class Pilot;

struct GameData;

// What a step asks of the learner.
enum class LessonTask {
    Read,     // nothing: read, then go on
    Plan,     // plan three cards for the step's airplane; the game flies them
    TryPlan,  // put together a plan the rules refuse (it is checked, never flown)
    Fire,     // the fire decision of the step's airplane: a target, or hold
    Tail,     // the tailing choice at the start of a turn: a target, or none
    Reorder,  // after seeing the tailed airplane's card: the cards in a new order
};
inline constexpr auto kLessonTaskNames = nameTable<LessonTask>({{LessonTask::Read, "read"},
                                                                {LessonTask::Plan, "plan"},
                                                                {LessonTask::TryPlan, "try_plan"},
                                                                {LessonTask::Fire, "fire"},
                                                                {LessonTask::Tail, "tail"},
                                                                {LessonTask::Reorder, "reorder"}});
constexpr const auto& nameTableOf(LessonTask) {
    return kLessonTaskNames;
}

enum class CheckKind {
    PlanLegal,     // the plan breaks no rule (checkPlan)
    PlanRefused,   // the plan is refused by `rule` (checkPlan)
    Card,          // the plan holds a card of `cardKind` (turning `direction`, at `position` 1..3; 0 = anywhere)
    Shot,          // `aircraft` can fire at `target` at `range` (checkShot, any weapon or `weapon`)
    Altitude,      // `aircraft` is at a level from `minLevel` to `maxLevel`
    OnTable,       // `aircraft` has not left the table (MOV-08..11)
    NoOverlap,     // `aircraft`'s base overlaps no other (or not `target`'s) (OVL-01)
    Fires,         // `aircraft` fired at `target` ("" = held fire), with `cards` cards when given
    Tails,         // `aircraft` chose to tail `target` ("" = chose no tail)
    TailPosition,  // `aircraft` is in position to tail `target` (checkTail)
};
inline constexpr auto kCheckKindNames = nameTable<CheckKind>({{CheckKind::PlanLegal, "plan_legal"},
                                                              {CheckKind::PlanRefused, "plan_refused"},
                                                              {CheckKind::Card, "card"},
                                                              {CheckKind::Shot, "shot"},
                                                              {CheckKind::Altitude, "altitude"},
                                                              {CheckKind::OnTable, "on_table"},
                                                              {CheckKind::NoOverlap, "no_overlap"},
                                                              {CheckKind::Fires, "fires"},
                                                              {CheckKind::Tails, "tails"},
                                                              {CheckKind::TailPosition, "tail_position"}});
constexpr const auto& nameTableOf(CheckKind) {
    return kCheckKindNames;
}

struct LessonCheck {
    CheckKind kind = CheckKind::PlanLegal;
    std::string aircraft;  // whose plan, position or decision; default: the step's airplane
    std::string target;    // the other airplane (Shot, NoOverlap, Fires, Tails, TailPosition)
    std::string weapon;    // Shot, Fires: one weapon id; empty = any
    // Shot, Altitude, OnTable, NoOverlap, TailPosition: judged after the moves
    // of this phase (1..3) of the turn the learner answered in; 0 = where the
    // step ends.
    int phase = 0;
    std::string rule;                        // PlanRefused: a rule id such as MOV-03
    CardKind cardKind = CardKind::Straight;  // Card
    Direction direction = Direction::None;   // Card: None = either way
    int position = 0;                        // Card: 1..3, 0 = anywhere in the plan
    RangeGoal range = RangeGoal::Any;        // Shot
    std::optional<int> minLevel, maxLevel;   // Altitude
    int cards = 0;                           // Fires: cards the shot must draw; 0 = any
    // The author's words to a learner who got it wrong; {placeholders} take
    // the numbers the check measured (see checkPlaceholders).
    std::string explain;
    std::string pointer;  // where it was read, for messages
};

// A learner's answer as a lesson file writes it: a plan, or a target id for
// fire and tail ("" = hold fire / no tail).
struct LessonAnswer {
    std::optional<Plan> plan;
    std::string target;
};

// A wrong answer and words the explanation of it must contain (tests).
struct LessonMistake {
    LessonAnswer answer;
    std::string says;
};

struct LessonStep {
    std::string title;  // short, for the progress line; may be empty
    std::string text;   // the teaching
    LessonTask task = LessonTask::Read;
    std::string aircraft;      // the learner's airplane that acts (default: the first learner)
    std::optional<int> turn;   // the decision comes in this turn (default: the next one)
    std::optional<int> phase;  // Fire: in this phase (default: the next fire decision)
    std::vector<LessonCheck> checks;
    // Graded hints, from a nudge that points the way to the most detail;
    // the learner sees one more on each press of Hint, and the solution
    // only after the last.
    std::vector<std::string> hints;
    std::string done;  // said when the step is passed
    std::optional<LessonAnswer> solution;
    std::optional<LessonMistake> mistake;
    std::string pointer;

    [[nodiscard]] bool interactive() const { return task != LessonTask::Read; }
};

struct Lesson {
    std::string id;
    std::string title;
    int order = 0;
    std::string intro;  // one paragraph: what the lesson teaches
    std::string ruleset;
    std::optional<std::uint64_t> seed;  // none: a new seed each time (whole games)
    Scenario scenario;                  // named (data/scenarios) or embedded in the file
    std::vector<std::string> learner;   // the airplanes the learner flies
    std::string computer;               // whole games: the pilot of the other airplanes (pilotRegistry), "" greedy
    std::vector<ScriptedTurn> script;   // the other decisions, turn by turn
    std::vector<LessonStep> steps;      // none: a whole game (the ladder)
    std::string file;

    [[nodiscard]] bool isGame() const { return steps.empty(); }
    [[nodiscard]] bool flownByLearner(std::string_view aircraft) const;
};

// The placeholders a check's `explain` may use.
std::vector<std::string> checkPlaceholders(CheckKind kind);

// Reads every *.json file of `dir` (data/lessons), checked against `data`
// (scenarios, rule sets, airplanes). A broken file is reported as
// file:/pointer: message and left out; the others still load. Sorted by
// order, then id.
std::vector<Lesson> loadLessons(const std::filesystem::path& dir, const GameData& data, Diagnostics& diagnostics);
// One lesson from JSON already in memory (tests, one file).
std::optional<Lesson> lessonFromJson(const nlohmann::json& json, const std::string& file, const GameData& data,
                                     Diagnostics& diagnostics);

// --- Playing a lesson --------------------------------------------------------

// Where the lesson's game is for the step being played.
struct LessonCursor {
    std::size_t step = 0;
    bool answered = false;  // the learner has given the step's decision
    int answeredTurn = 0;   // ... in this turn
};

// What the lesson's game does now.
enum class LessonRoute {
    Wait,         // a read step, a finished try_plan, the end: nothing moves until the learner goes on
    Play,         // answer the pending decisions: the learner's (learnerDecides) or by lessonAnswer
    StepOver,     // the step's game has run far enough: judge it
    Unreachable,  // the step's decision can no longer come (a broken lesson)
};
LessonRoute routeLesson(const Lesson& lesson, const LessonCursor& cursor, const GameState& state);

// Whether the learner makes `decision` now: the one the current step asks
// (the step's airplane, kind, turn and phase), or in a lesson without steps
// any decision of the learner's airplanes.
bool learnerDecides(const Lesson& lesson, const LessonCursor& cursor, const GameState& state, const Decision& decision);

// The answer to a decision the learner is not asked: the lesson's script for
// this turn, else the autopilot's plan and a table's defaults (scriptedCommand).
Command lessonAnswer(const Engine& engine, const Lesson& lesson, const GameState& state, const Decision& decision);

// The computer of a whole-game lesson (the ladder, issue 18): past the
// script's turns, the lesson's `computer` pilot flies the airplanes the
// learner does not, one pilot per side with that side's SeatView (it sees
// what a player would); without a `computer`, or within the script, the
// answers are lessonAnswer's. Holds the pilots (their generators, seeded
// from `seed`, the game's): make one per game.
class LessonComputer {
public:
    LessonComputer(const Engine& engine, const Lesson& lesson, std::uint64_t seed);
    LessonComputer(const LessonComputer&) = delete;
    LessonComputer& operator=(const LessonComputer&) = delete;
    ~LessonComputer();
    Command answer(const GameState& state, const Decision& decision);

private:
    const Engine& m_engine;
    const Lesson& m_lesson;
    std::uint64_t m_seed;
    std::map<Side, std::unique_ptr<Pilot>> m_pilots;
};

struct CheckResult {
    const LessonCheck* check = nullptr;
    bool passed = false;
    bool judged = true;  // false: the game never got to the check's phase (a broken lesson)
    Finding found;       // what was measured, as facts (findings.hpp)
    // `found` in words (words::wordChecks, lesson_words.hpp, filled once when
    // the step is judged): one plain sentence with the numbers; failed: the
    // finding and the author's words, passed: the finding.
    std::string finding;
    std::string explanation;
    std::vector<std::string> rules;  // the rule ids behind the finding
    int turn = 0, phase = 0;         // when it was judged (phase 0: where the step ended)
    std::optional<ShotCheck> shot;   // Shot: the shot measured (the best weapon's)
    std::optional<TailCheck> tail;   // TailPosition: the ruler measured
};

struct StepResult {
    bool passed = false;
    std::vector<CheckResult> checks;
    std::string message;  // failed: every failed check's explanation; passed: the step's done text
};

// Judges an interactive step: the game is played again from `start` (with
// `startRng`) through `commands` (the learner's answer and every command
// after it up to where the step ended), with the phase ends observed, and
// each check is judged on the state it names.
StepResult judgeStep(const Engine& engine, const Lesson& lesson, std::size_t step, const GameState& start,
                     const Rng& startRng, const std::vector<Command>& commands);
// Judges a try_plan step (or the plan checks of any step) on a plan that is
// not flown, for the step's airplane as it stands in `state`.
StepResult judgePlan(const Engine& engine, const Lesson& lesson, std::size_t step, const GameState& state,
                     const Plan& plan);

// An answer in words for the learner: "Bank right (6), Bank right (8), Straight (1)",
// "fire at Albatros", "hold your fire", "tail Albatros", "no tail".
std::string answerWords(const GameData& data, const Lesson& lesson, const LessonStep& step, const LessonAnswer& answer);

// Whether `command` is the answer to `decision` (same kind, airplane and weapon).
bool answersDecision(const Command& command, const Decision& decision);

// The command a lesson answer stands for in the step's decision.
Command commandFor(const LessonStep& step, const Decision& decision, const LessonAnswer& answer);

// A lesson played without a screen, for the tests and tools: the same
// routing, answers and judging as the program.
class LessonRun {
public:
    LessonRun(const GameData& data, const Lesson& lesson);

    [[nodiscard]] const Lesson& lesson() const { return m_lesson; }
    [[nodiscard]] const Engine& engine() const { return m_engine; }
    [[nodiscard]] const LessonCursor& cursor() const { return m_cursor; }
    [[nodiscard]] const LessonStep& step() const { return m_lesson.steps.at(m_cursor.step); }
    [[nodiscard]] const GameState& state() const { return m_state; }
    [[nodiscard]] const Rng& rng() const { return m_rng; }
    [[nodiscard]] const std::vector<Event>& events() const { return m_events; }
    [[nodiscard]] bool finished() const { return m_cursor.step >= m_lesson.steps.size(); }
    // The step's decision, when the game waits for it.
    [[nodiscard]] std::optional<Decision> waitingFor() const;

    // Answers the current step (a try_plan step is judged on the plan alone),
    // plays on to where the step ends and judges it. A failed step is wound
    // back to its start, ready to be answered again.
    StepResult answer(const LessonAnswer& answer);
    // Moves on to the next step and plays up to its decision.
    void next();

private:
    void advance();  // answers every decision the learner is not asked, until the route stops

    Lesson m_lesson;
    Engine m_engine;
    GameState m_state;
    Rng m_rng{0};
    std::vector<Event> m_events;
    LessonCursor m_cursor;
    // The step's start, for judging and for trying again.
    GameState m_startState;
    Rng m_startRng{0};
    std::size_t m_startEvents = 0;
    std::vector<Command> m_commands;  // applied since the step's start
};

}  // namespace jasta
