#include "jasta/teaching/lesson.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <set>

#include "jasta/data/game_data.hpp"
#include "jasta/data/rules_catalog.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/pilots/pilot.hpp"
#include "jasta/pilots/seat_view.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/teaching/lesson_words.hpp"
#include "json_reader.hpp"

namespace jasta {

using detail::Json;
using detail::Need;
using detail::ObjectReader;

bool Lesson::flownByLearner(std::string_view aircraft) const {
    return std::find(learner.begin(), learner.end(), aircraft) != learner.end();
}

namespace {

// --- What each check kind reads -------------------------------------------

// Checks on the plan alone (judged before anything flies).
bool isPlanCheck(CheckKind kind) {
    return kind == CheckKind::PlanLegal || kind == CheckKind::PlanRefused || kind == CheckKind::Card;
}
// The fields of a check besides "check", "aircraft" and "explain", by kind.
std::vector<std::string_view> fieldsOf(CheckKind kind) {
    switch (kind) {
        case CheckKind::PlanLegal:
            return {};
        case CheckKind::PlanRefused:
            return {"rule"};
        case CheckKind::Card:
            return {"kind", "direction", "position"};
        case CheckKind::Shot:
            return {"target", "weapon", "phase", "range"};
        case CheckKind::Altitude:
            return {"phase", "min", "max"};
        case CheckKind::OnTable:
            return {"phase"};
        case CheckKind::NoOverlap:
            return {"target", "phase"};
        case CheckKind::Fires:
            return {"target", "weapon", "cards"};
        case CheckKind::Tails:
            return {"target"};
        case CheckKind::TailPosition:
            return {"target", "phase"};
    }
    return {};
}

// The decision a task answers.
// The decision a task answers; nothing for a step that only reads.
std::optional<DecisionKind> decisionKindOf(LessonTask task) {
    switch (task) {
        case LessonTask::Plan:
        case LessonTask::TryPlan:
            return DecisionKind::Plan;
        case LessonTask::Fire:
            return DecisionKind::Fire;
        case LessonTask::Tail:
            return DecisionKind::Tail;
        case LessonTask::Reorder:
            return DecisionKind::Reorder;
        case LessonTask::Read:
            break;
    }
    return std::nullopt;
}

// Whether a check of `kind` means something in a step of `task`.
bool checkFitsTask(CheckKind kind, LessonTask task) {
    if (task == LessonTask::TryPlan) return isPlanCheck(kind);
    if (isPlanCheck(kind)) return task == LessonTask::Plan || task == LessonTask::Reorder;
    if (kind == CheckKind::Fires) return task == LessonTask::Fire;
    if (kind == CheckKind::Tails) return task == LessonTask::Tail;
    return task != LessonTask::Read;
}

// The {placeholders} in `text`, in order.
std::vector<std::string> placeholdersIn(const std::string& text) {
    std::vector<std::string> names;
    for (std::size_t open = text.find('{'); open != std::string::npos; open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close == std::string::npos) break;
        names.push_back(text.substr(open + 1, close - open - 1));
    }
    return names;
}

// --- Reading ----------------------------------------------------------------

// "pointer: message" from the script and plan readers, as a diagnostic.
void reportThrown(ObjectReader& reader, const std::string& what) {
    const auto colon = what.find(": ");
    reader.diagnostics().add(reader.file(), colon == std::string::npos ? reader.pointer() : what.substr(0, colon),
                             colon == std::string::npos ? what : what.substr(colon + 2));
    reader.markFailed();
}

std::optional<LessonAnswer> readAnswer(ObjectReader& reader, std::string_view key, LessonTask task,
                                       const Scenario& scenario) {
    const Json* value = reader.child(key, Need::Required);
    if (value == nullptr) return std::nullopt;
    LessonAnswer answer;
    const std::string pointer = reader.pointerTo(key);
    if (task == LessonTask::Plan || task == LessonTask::TryPlan || task == LessonTask::Reorder) {
        try {
            answer.plan = scriptedPlanFromJson(*value, pointer);
        } catch (const std::invalid_argument& error) {
            reportThrown(reader, error.what());
            return std::nullopt;
        }
        return answer;
    }
    if (!value->is_string()) {
        reader.fail(key, task == LessonTask::Fire ? "must be the id of the airplane fired at, or \"hold\""
                                                  : "must be the id of the airplane tailed, or \"\" for no tail");
        return std::nullopt;
    }
    answer.target = value->get<std::string>();
    if (task == LessonTask::Fire && answer.target == "hold") answer.target.clear();
    const bool known = std::any_of(scenario.aircraft.begin(), scenario.aircraft.end(),
                                   [&](const ScenarioAircraft& a) { return a.id == answer.target; });
    if (!answer.target.empty() && !known) {
        reader.fail(key, "no airplane \"" + answer.target + "\" in the lesson's scenario");
        return std::nullopt;
    }
    return answer;
}

const ScenarioAircraft* placedIn(const Scenario& scenario, std::string_view id) {
    for (const auto& placed : scenario.aircraft)
        if (placed.id == id) return &placed;
    return nullptr;
}

void readCheck(ObjectReader& entry, LessonStep& step, const Lesson& lesson, const GameData& data) {
    LessonCheck check;
    check.pointer = entry.pointer();
    check.kind = entry.enumeration("check", Need::Required, CheckKind::PlanLegal);
    if (!entry.ok()) return;
    std::vector<std::string_view> allowed = {"check", "aircraft", "explain"};
    const auto own = fieldsOf(check.kind);
    allowed.insert(allowed.end(), own.begin(), own.end());
    // A field another kind uses is a likely mistake: say so by name.
    for (std::string_view field :
         {"target", "weapon", "phase", "rule", "kind", "direction", "position", "range", "min", "max", "cards"})
        if (entry.has(field) && std::find(allowed.begin(), allowed.end(), field) == allowed.end())
            entry.fail(field, "is not used by a " + std::string(nameOf(check.kind)) + " check");
    entry.allowOnly({"check", "aircraft", "explain", "target", "weapon", "phase", "rule", "kind", "direction",
                     "position", "range", "min", "max", "cards"});
    if (!checkFitsTask(check.kind, step.task))
        entry.fail("check", "a " + std::string(nameOf(check.kind)) + " check does not fit a " +
                                std::string(nameOf(step.task)) + " step");
    check.aircraft = entry.id("aircraft", Need::Optional);
    if (check.aircraft.empty()) check.aircraft = step.aircraft;
    const ScenarioAircraft* subject = placedIn(lesson.scenario, check.aircraft);
    if (entry.ok() && subject == nullptr)
        entry.fail("aircraft", "no airplane \"" + check.aircraft + "\" in the lesson's scenario");
    const bool needsTarget = check.kind == CheckKind::Shot || check.kind == CheckKind::TailPosition ||
                             check.kind == CheckKind::Fires || check.kind == CheckKind::Tails;
    if (entry.has("target") || needsTarget) {
        // Fires and Tails take "" for holding fire and for no tail.
        const bool emptyAllowed = check.kind == CheckKind::Fires || check.kind == CheckKind::Tails;
        check.target = emptyAllowed ? entry.string("target", Need::Optional) : entry.id("target", Need::Required);
        if (emptyAllowed && !entry.has("target")) entry.fail("target", "is missing");
        if (entry.ok() && !check.target.empty() && placedIn(lesson.scenario, check.target) == nullptr)
            entry.fail("target", "no airplane \"" + check.target + "\" in the lesson's scenario");
    }
    if (entry.has("weapon")) {
        check.weapon = entry.id("weapon");
        const AircraftType* type = subject != nullptr ? data.aircraftType(subject->type) : nullptr;
        const bool known = type != nullptr && std::any_of(type->weapons.begin(), type->weapons.end(),
                                                          [&](const Weapon& w) { return w.id == check.weapon; });
        if (entry.ok() && !known)
            entry.fail("weapon", "the " + check.aircraft + " has no weapon \"" + check.weapon + "\"");
    }
    check.phase = entry.integer("phase", 0, 3, Need::Optional, 0);
    if (check.kind == CheckKind::PlanRefused) {
        check.rule = entry.string("rule");
        if (entry.ok() && !isRuleId(check.rule)) entry.fail("rule", "must be a rule id such as \"MOV-03\"");
    }
    if (check.kind == CheckKind::Card) {
        check.cardKind = entry.enumeration("kind", Need::Required, CardKind::Straight);
        check.direction = entry.enumeration("direction", Need::Optional, Direction::None);
        check.position = entry.integer("position", 0, 3, Need::Optional, 0);
    }
    if (check.kind == CheckKind::Shot) check.range = entry.enumeration("range", Need::Required, RangeGoal::Any);
    if (check.kind == CheckKind::Altitude) {
        if (entry.has("min")) check.minLevel = entry.integer("min", 0, 30);
        if (entry.has("max")) check.maxLevel = entry.integer("max", 0, 30);
        if (!check.minLevel && !check.maxLevel) entry.fail("", "an altitude check needs \"min\", \"max\" or both");
        if (check.minLevel && check.maxLevel && *check.minLevel > *check.maxLevel)
            entry.fail("max", "must not be lower than \"min\"");
    }
    if (check.kind == CheckKind::Fires) check.cards = entry.integer("cards", 1, 20, Need::Optional, 0);
    check.explain = entry.string("explain", Need::Optional);
    const auto known = checkPlaceholders(check.kind);
    for (const std::string& name : placeholdersIn(check.explain)) {
        if (std::find(known.begin(), known.end(), name) != known.end()) continue;
        std::string list;
        for (const auto& k : known) list += (list.empty() ? "{" : ", {") + k + "}";
        entry.fail("explain",
                   "unknown placeholder {" + name + "}; a " + std::string(nameOf(check.kind)) + " check knows " + list);
        break;
    }
    if (entry.ok()) step.checks.push_back(std::move(check));
}

// "hints" lists the graded hints; "hint", one string, is the older form of
// a list of one (files written before hints were graded still load).
void readHints(ObjectReader& entry, LessonStep& step) {
    if (entry.has("hints") && entry.has("hint")) {
        entry.fail("hint", "a step has \"hints\" or \"hint\", not both");
        return;
    }
    if (entry.has("hints")) {
        step.hints = entry.strings(
            "hints", Need::Optional, true, [](std::string_view hint) { return !hint.empty(); },
            "a hint: a non-empty string");
        return;
    }
    if (const Json* single = entry.child("hint", Need::Optional); single != nullptr && single->is_array()) {
        entry.fail("hint", "must be one string; a list of graded hints is \"hints\"");
        return;
    }
    if (std::string hint = entry.string("hint", Need::Optional); !hint.empty()) step.hints.push_back(std::move(hint));
}

void readStep(ObjectReader& entry, Lesson& lesson, const GameData& data) {
    entry.allowOnly({"title", "text", "task", "aircraft", "turn", "phase", "checks", "hints", "hint", "done",
                     "solution", "mistake", "notes"});
    LessonStep step;
    step.pointer = entry.pointer();
    step.title = entry.string("title", Need::Optional);
    step.text = entry.string("text");
    step.task = entry.enumeration("task", Need::Required, LessonTask::Read);
    step.aircraft = entry.id("aircraft", Need::Optional);
    if (step.aircraft.empty() && !lesson.learner.empty()) step.aircraft = lesson.learner.front();
    if (entry.ok() && !lesson.learner.empty() && !lesson.flownByLearner(step.aircraft))
        entry.fail("aircraft", "must be one of the learner's airplanes (\"learner\")");
    if (entry.has("turn")) step.turn = entry.integer("turn", 1, 1000);
    if (entry.has("phase")) {
        step.phase = entry.integer("phase", 1, 3);
        if (step.task != LessonTask::Fire) entry.fail("phase", "only a fire step comes in a given phase");
    }
    readHints(entry, step);
    step.done = entry.string("done", Need::Optional);
    if (!step.interactive()) {
        for (std::string_view field : {"checks", "solution", "mistake", "turn"})
            if (entry.has(field)) entry.fail(field, "a read step has no " + std::string(field));
    } else if (entry.ok()) {
        entry.eachObject("checks", Need::Required, true,
                         [&](ObjectReader& check, std::size_t) { readCheck(check, step, lesson, data); });
        step.solution = readAnswer(entry, "solution", step.task, lesson.scenario);
        if (auto mistake = entry.object("mistake")) {
            mistake->allowOnly({"answer", "says"});
            auto answer = readAnswer(*mistake, "answer", step.task, lesson.scenario);
            const std::string says = mistake->string("says");
            if (answer && mistake->ok()) step.mistake = LessonMistake{std::move(*answer), says};
            if (!mistake->ok()) entry.markFailed();
        }
    }
    if (entry.ok()) lesson.steps.push_back(std::move(step));
}

}  // namespace

std::vector<std::string> checkPlaceholders(CheckKind kind) {
    switch (kind) {
        case CheckKind::PlanLegal:
        case CheckKind::PlanRefused:
            return {"aircraft", "rule"};
        case CheckKind::Card:
            return {"aircraft", "kind", "position"};
        case CheckKind::Shot:
            return {"aircraft", "target", "distance", "ruler", "half", "range", "levels"};
        case CheckKind::Altitude:
            return {"aircraft", "level", "climb"};
        case CheckKind::OnTable:
            return {"aircraft", "beyond"};
        case CheckKind::NoOverlap:
            return {"aircraft", "target"};
        case CheckKind::Fires:
            return {"aircraft", "target", "fired_at", "cards"};
        case CheckKind::Tails:
            return {"aircraft", "target", "chosen"};
        case CheckKind::TailPosition:
            return {"aircraft", "target", "distance", "ruler"};
    }
    return {};
}

std::optional<Lesson> lessonFromJson(const Json& json, const std::string& file, const GameData& data,
                                     Diagnostics& diagnostics) {
    ObjectReader reader(json, file, "", diagnostics);
    if (!reader.isObject()) return std::nullopt;
    reader.allowOnly({"format_version", "id", "title", "order", "intro", "ruleset", "seed", "scenario", "learner",
                      "computer", "script", "steps", "notes"});
    reader.formatVersion();
    Lesson lesson;
    lesson.file = file;
    lesson.id = reader.id("id");
    lesson.title = reader.string("title");
    lesson.order = reader.integer("order", 1, 1000);
    lesson.intro = reader.string("intro");
    lesson.ruleset = reader.id("ruleset");
    const RuleSet* ruleSet = lesson.ruleset.empty() ? nullptr : data.ruleset(lesson.ruleset);
    if (!lesson.ruleset.empty() && ruleSet == nullptr)
        reader.fail("ruleset", "no rule set \"" + lesson.ruleset + "\" in data/rulesets");
    if (reader.has("seed")) lesson.seed = static_cast<std::uint64_t>(reader.integer("seed", 0, INT_MAX));
    if (reader.has("computer")) {
        lesson.computer = reader.string("computer");
        if (findPilot(lesson.computer) == nullptr)
            reader.fail("computer",
                        "no computer pilot \"" + lesson.computer + "\" (the pilots are: " + pilotNames() + ")");
    }

    // The scenario: an id of data/scenarios, or one written into the lesson.
    bool haveScenario = false;
    if (const Json* scenario = reader.child("scenario", Need::Required)) {
        if (scenario->is_string()) {
            const Scenario* named = data.scenario(scenario->get<std::string>());
            if (named == nullptr)
                reader.fail("scenario", "no scenario \"" + scenario->get<std::string>() + "\" in data/scenarios");
            else
                lesson.scenario = *named, haveScenario = true;
        } else if (scenario->is_object()) {
            if (auto embedded = scenarioFromJson(*scenario, file, data, diagnostics, "/scenario"))
                lesson.scenario = std::move(*embedded), haveScenario = true;
            else
                reader.markFailed();
        } else {
            reader.fail("scenario", "must be a scenario id or a scenario object");
        }
    }
    if (haveScenario && ruleSet != nullptr && ruleSet->era != lesson.scenario.era)
        reader.fail("ruleset", "the rule set \"" + lesson.ruleset + "\" is for " +
                                   std::string(displayName(ruleSet->era)) + " and the scenario for " +
                                   std::string(displayName(lesson.scenario.era)));

    if (const Json* learner = reader.array("learner", Need::Required, true)) {
        for (std::size_t i = 0; i < learner->size(); ++i) {
            const Json& id = (*learner)[i];
            const std::string pointer = appendPointer("/learner", i);
            if (!id.is_string() || (haveScenario && placedIn(lesson.scenario, id.get<std::string>()) == nullptr)) {
                diagnostics.add(file, pointer, "must be the id of an airplane of the lesson's scenario");
                reader.markFailed();
                continue;
            }
            lesson.learner.push_back(id.get<std::string>());
        }
    }

    if (const Json* script = reader.child("script", Need::Optional)) {
        try {
            lesson.script = scriptTurnsFromJson(*script, "/script");
        } catch (const std::invalid_argument& error) {
            reportThrown(reader, error.what());
        }
        for (std::size_t t = 0; t < lesson.script.size() && haveScenario; ++t) {
            const ScriptedTurn& turn = lesson.script[t];
            auto checkIds = [&](const auto& map, const char* key) {
                for (const auto& [id, value] : map) {
                    const std::string airplane = id.substr(0, id.find('/'));
                    if (placedIn(lesson.scenario, airplane) != nullptr) continue;
                    diagnostics.add(file, "/script/" + std::to_string(t) + "/" + key + "/" + id,
                                    "no airplane \"" + airplane + "\" in the lesson's scenario");
                    reader.markFailed();
                }
            };
            checkIds(turn.plans, "plans");
            checkIds(turn.tails, "tails");
            checkIds(turn.reorders, "reorder");
            checkIds(turn.fire, "fire");
        }
    }

    if (reader.ok())
        reader.eachObject("steps", Need::Required, false,
                          [&](ObjectReader& entry, std::size_t) { readStep(entry, lesson, data); });
    if (!reader.ok()) return std::nullopt;
    return lesson;
}

std::vector<Lesson> loadLessons(const std::filesystem::path& dir, const GameData& data, Diagnostics& diagnostics) {
    std::vector<Lesson> lessons;
    std::error_code error;
    if (!std::filesystem::is_directory(dir, error)) {
        diagnostics.add(dir.generic_string(), "", "the lessons folder is missing");
        return lessons;
    }
    std::map<std::string, std::string> firstSeen;  // id -> file
    for (const auto& path : detail::jsonFilesIn(dir, diagnostics)) {
        const std::string file = path.generic_string();
        const auto json = detail::readJsonFile(path, file, diagnostics);
        if (!json) continue;
        auto lesson = lessonFromJson(*json, file, data, diagnostics);
        if (!lesson) continue;
        const auto [seen, fresh] = firstSeen.emplace(lesson->id, file);
        if (!fresh) {
            diagnostics.add(file, "/id", "lesson \"" + lesson->id + "\" is already read from " + seen->second);
            continue;
        }
        lessons.push_back(std::move(*lesson));
    }
    std::sort(lessons.begin(), lessons.end(),
              [](const Lesson& a, const Lesson& b) { return a.order != b.order ? a.order < b.order : a.id < b.id; });
    return lessons;
}

// --- Playing ------------------------------------------------------------------

namespace {

bool stepAsks(const LessonStep& step, const GameState& state, const Decision& decision) {
    return step.interactive() && decision.kind == decisionKindOf(step.task) && decision.aircraft == step.aircraft &&
           (!step.turn || state.turn == *step.turn) && (!step.phase || state.phase == *step.phase);
}

bool anyPendingAsked(const LessonStep& step, const GameState& state) {
    const auto decisions = pending(state);
    return std::any_of(decisions.begin(), decisions.end(),
                       [&](const Decision& decision) { return stepAsks(step, state, decision); });
}

}  // namespace

LessonRoute routeLesson(const Lesson& lesson, const LessonCursor& cursor, const GameState& state) {
    if (lesson.isGame()) return state.stage == Stage::Over ? LessonRoute::Wait : LessonRoute::Play;
    if (cursor.step >= lesson.steps.size()) return LessonRoute::Wait;
    const LessonStep& step = lesson.steps[cursor.step];
    if (!step.interactive()) return LessonRoute::Wait;
    if (cursor.answered) {
        if (step.task == LessonTask::TryPlan) return LessonRoute::Wait;  // judged on the plan; nothing was flown
        if (state.stage == Stage::Over || state.turn > cursor.answeredTurn) return LessonRoute::StepOver;
        for (std::size_t next = cursor.step + 1; next < lesson.steps.size(); ++next) {
            if (!lesson.steps[next].interactive()) continue;
            if (anyPendingAsked(lesson.steps[next], state)) return LessonRoute::StepOver;
            break;
        }
        return LessonRoute::Play;
    }
    if (state.stage == Stage::Over) return LessonRoute::Unreachable;
    if (anyPendingAsked(step, state)) return LessonRoute::Play;
    if (step.turn && state.turn > *step.turn) return LessonRoute::Unreachable;
    return LessonRoute::Play;
}

bool learnerDecides(const Lesson& lesson, const LessonCursor& cursor, const GameState& state,
                    const Decision& decision) {
    if (lesson.isGame()) return lesson.flownByLearner(decision.aircraft);
    if (cursor.step >= lesson.steps.size() || cursor.answered) return false;
    return stepAsks(lesson.steps[cursor.step], state, decision);
}

Command lessonAnswer(const Engine& engine, const Lesson& lesson, const GameState& state, const Decision& decision) {
    const std::size_t index = static_cast<std::size_t>(std::max(state.turn, 1) - 1);
    const ScriptedTurn* turn = index < lesson.script.size() ? &lesson.script[index] : nullptr;
    if (auto scripted = scriptedCommand(turn, state, decision)) return *scripted;
    // A plan the script does not give: the autopilot's (or its fallback).
    return SubmitPlan{decision.aircraft, planOrFallback(engine, state, decision.aircraft)};
}

LessonComputer::LessonComputer(const Engine& engine, const Lesson& lesson, std::uint64_t seed)
    : m_engine(engine), m_lesson(lesson), m_seed(seed) {}

LessonComputer::~LessonComputer() = default;

Command LessonComputer::answer(const GameState& state, const Decision& decision) {
    const std::size_t index = static_cast<std::size_t>(std::max(state.turn, 1) - 1);
    const AircraftState* airplane = state.find(decision.aircraft);
    if (m_lesson.computer.empty() || index < m_lesson.script.size() || airplane == nullptr)
        return lessonAnswer(m_engine, m_lesson, state, decision);
    auto& pilot = m_pilots[airplane->side];
    if (!pilot) pilot = makePilot(m_lesson.computer, {m_engine, airplane->side, pilotSeed(m_seed, airplane->side)});
    return pilot->decide(SeatView(state, seatOf(*airplane)), decision);
}

Command commandFor(const LessonStep& step, const Decision& decision, const LessonAnswer& answer) {
    switch (step.task) {
        case LessonTask::Reorder:
            return ReorderPlan{decision.aircraft, answer.plan.value_or(Plan{})};
        case LessonTask::Fire:
            return FireOrder{decision.aircraft, decision.weapon, answer.target};
        case LessonTask::Tail:
            return ChooseTail{decision.aircraft, answer.target};
        case LessonTask::Plan:
        case LessonTask::TryPlan:
        case LessonTask::Read:
            break;
    }
    return SubmitPlan{decision.aircraft, answer.plan.value_or(Plan{})};
}

// --- Judging -------------------------------------------------------------------

namespace {

// Everything a check may look at.
struct Played {
    const Engine& engine;
    const Lesson& lesson;
    const LessonStep& step;
    std::map<std::pair<int, int>, GameState> afterPhase;  // (turn, phase) -> just after its moves
    GameState end;                                        // where the step ended
    int turn = 0;                                         // the turn the learner answered in
    GameState answeredIn;                                 // the state the learner answered
    std::optional<Plan> plan;                             // the learner's plan (plan and reorder steps)
    std::vector<Event> answerEvents;                      // from the answer to the end of its phase
};

const GameState* stateFor(const Played& played, const LessonCheck& check) {
    if (check.phase == 0) return &played.end;
    auto found = played.afterPhase.find({played.turn, check.phase});
    return found == played.afterPhase.end() ? nullptr : &found->second;
}

// The Card check's verdict: the last card of the plan that is the wanted one
// (its place and number), else what the wanted place holds.
CheckResult judgeCard(const LessonCheck& check, const ManeuverDeck& deck, const Plan& plan) {
    CheckResult result;
    const finding::WantedCard wanted{check.cardKind, check.direction, check.position};
    for (std::size_t i = 0; i < 3; ++i) {
        const ManeuverCard* card = deck.card(plan.cards[i].number);
        if (card == nullptr || card->kind != check.cardKind) continue;
        if (check.direction != Direction::None && card->direction != check.direction) continue;
        if (check.position != 0 && static_cast<int>(i) + 1 != check.position) continue;
        result.passed = true;
        result.found = finding::CardFound{check.aircraft, static_cast<int>(i) + 1, card->number, wanted};
    }
    if (!result.passed) {
        if (check.position != 0)
            result.found = finding::CardNotThere{
                check.aircraft, plan.cards[static_cast<std::size_t>(check.position - 1)].number, wanted};
        else
            result.found = finding::CardMissing{wanted};
    }
    result.rules = {"MOV-02"};
    return result;
}

CheckResult judgePlanCheck(const Played& played, const LessonCheck& check, const AircraftState& airplane,
                           const Plan& plan) {
    CheckResult result;
    const Flyer flyer = flyerOf(played.engine.data, airplane, played.engine.rules);
    const auto violations = checkPlan(flyer, airplane, plan);
    switch (check.kind) {
        case CheckKind::PlanLegal:
            result.passed = violations.empty();
            if (result.passed) {
                result.found = finding::PlanBreaksNoRule{
                    check.aircraft, {plan.cards[0].number, plan.cards[1].number, plan.cards[2].number}};
                result.rules = {"MOV-02"};
            } else {
                const Violation& first = violations.front();
                result.found = finding::PlanRefused{check.aircraft,
                                                    plan.cards[static_cast<std::size_t>(first.card - 1)].number, first};
                for (const auto& violation : violations) result.rules.push_back(violation.rule);
            }
            break;
        case CheckKind::PlanRefused: {
            auto found = std::find_if(violations.begin(), violations.end(),
                                      [&](const Violation& v) { return v.rule == check.rule; });
            result.passed = found != violations.end();
            if (result.passed) {
                result.found = finding::RefusedAsWanted{*found};
                result.rules = {found->rule};
            } else if (violations.empty()) {
                result.found = finding::PlanAccepted{check.rule};
                result.rules = {check.rule};
            } else {
                result.found = finding::RefusedByOther{violations.front(), check.rule};
                result.rules = {violations.front().rule, check.rule};
            }
            break;
        }
        case CheckKind::Card:
            return judgeCard(check, flyer.deck, plan);
        default:
            break;
    }
    return result;
}

CheckResult judgeShot(const Played& played, const LessonCheck& check, const GameState& state) {
    CheckResult result;
    const GameData& data = played.engine.data;
    const AircraftState* shooter = state.find(check.aircraft);
    const AircraftState* target = state.find(check.target);
    const AircraftType* type = shooter != nullptr ? data.aircraftType(shooter->type) : nullptr;
    if (shooter == nullptr || target == nullptr || type == nullptr) return result;
    std::optional<ShotCheck> best =
        bestShot(data, played.engine.rules, *shooter, *target, state.aircraft, state.overlaps, check.weapon);
    if (!best) return result;
    switch (check.range) {
        case RangeGoal::Short:
            result.passed = best->canFire && best->range == Range::Short;
            break;
        case RangeGoal::Long:
            result.passed = best->canFire && best->range == Range::Long;
            break;
        case RangeGoal::Any:
            result.passed = best->canFire;
            break;
        case RangeGoal::Out:
            result.passed = !best->canFire;
            break;
    }
    const GeometrySpec* geometry = data.geometryOf(*type);
    result.found = finding::Shot{check.phase,
                                 *best,
                                 check.range,
                                 result.passed,
                                 geometry != nullptr ? geometry->rulerLength.value : 0,
                                 geometry != nullptr ? geometry->rulerHalfMark.value : 0};
    result.rules = best->rules;
    result.shot = std::move(best);
    return result;
}

// Whether the airplane left the table, and how far beyond which edge (mm).
finding::OnTable onTable(const LessonCheck& check, const AircraftState& airplane, const GameState& state) {
    const bool left = airplane.status == AircraftStatus::Eliminated || airplane.status == AircraftStatus::Fled ||
                      airplane.status == AircraftStatus::OffTable;
    const double x = airplane.pose.x, y = airplane.pose.y;
    const double w = state.table.width, h = state.table.height;
    const double beyond = std::max({0.0, -x, x - w, -y, y - h});
    using finding::TableEdge;
    const TableEdge edge = -x == beyond      ? TableEdge::Left
                           : x - w == beyond ? TableEdge::Right
                           : -y == beyond    ? TableEdge::Near
                                             : TableEdge::Far;
    return {check.phase, check.aircraft, left, beyond, edge};
}

CheckResult judgePosition(const Played& played, const LessonCheck& check, const GameState& state) {
    CheckResult result;
    const AircraftState* airplane = state.find(check.aircraft);
    if (airplane == nullptr) return result;
    switch (check.kind) {
        case CheckKind::Shot:
            return judgeShot(played, check, state);
        case CheckKind::Altitude:
            result.passed = (!check.minLevel || airplane->altitude >= *check.minLevel) &&
                            (!check.maxLevel || airplane->altitude <= *check.maxLevel);
            result.found = finding::Altitude{check.phase,    check.aircraft, airplane->altitude, airplane->climb,
                                             check.minLevel, check.maxLevel, result.passed};
            result.rules = {"ALT-01"};
            break;
        case CheckKind::OnTable: {
            const finding::OnTable found = onTable(check, *airplane, state);
            result.passed = !found.left;
            result.found = found;
            result.rules = {"MOV-08"};
            break;
        }
        case CheckKind::NoOverlap: {
            std::string other;
            for (const auto& [a, b] : state.overlaps) {
                if (a != check.aircraft && b != check.aircraft) continue;
                const std::string& partner = a == check.aircraft ? b : a;
                if (!check.target.empty() && partner != check.target) continue;
                other = partner;
                break;
            }
            result.passed = other.empty();
            result.found = finding::Overlap{check.phase, check.aircraft, other};
            result.rules = {"OVL-01"};
            break;
        }
        case CheckKind::TailPosition: {
            const AircraftState* target = state.find(check.target);
            if (target == nullptr) return result;
            TailCheck tail =
                checkTail(played.engine.data, played.engine.rules, *airplane, *target, state.aircraft, state.overlaps);
            const GeometrySpec* geometry =
                played.engine.data.geometryOf(*played.engine.data.aircraftType(airplane->type));
            result.passed = tail.possible;
            result.rules = tail.rules;
            result.found =
                finding::TailPosition{check.phase, tail, geometry != nullptr ? geometry->rulerLength.value : 0};
            result.tail = std::move(tail);
            break;
        }
        default:
            break;
    }
    return result;
}

CheckResult judgeChoice(const Played& played, const LessonCheck& check) {
    CheckResult result;
    if (check.kind == CheckKind::Fires) {
        finding::Fire fire;  // nobody fired at until an event says so
        fire.aircraft = check.aircraft;
        fire.wantedTarget = check.target;
        fire.wantedCards = check.cards;
        for (const Event& event : played.answerEvents) {
            if (event.aircraft != check.aircraft) continue;
            if (const auto* shot = event.get<ev::Fire>()) {
                if (!check.weapon.empty() && shot->weapon != check.weapon) continue;
                if (fire.firedAt.empty()) {
                    fire.firedAt = shot->target;
                    fire.cards = shot->cards;
                }
            } else if (event.kind() == EventKind::HoldFire) {
                fire.held = true;  // by any weapon: the lesson asks whether the airplane fired
            }
        }
        if (check.target.empty())
            result.passed = fire.firedAt.empty();
        else
            result.passed = fire.firedAt == check.target && (check.cards == 0 || fire.cards == check.cards);
        result.rules = {check.target.empty() || fire.firedAt.empty() ? "FIRE-20" : "FIRE-03"};
        result.found = std::move(fire);
        return result;
    }
    // Tails
    std::string chosen;
    for (const Event& event : played.answerEvents)
        if (const auto* tail = event.get<ev::Tail>(); tail != nullptr && event.aircraft == check.aircraft)
            chosen = tail->target;
    result.passed = chosen == check.target;
    result.found = finding::TailChoice{check.aircraft, chosen, check.target};
    result.rules = {"TAIL-05"};
    return result;
}

// One check of a played step, on the state it names.
CheckResult judgeCheck(const Played& played, const LessonCheck& check, bool answered) {
    CheckResult result;
    const GameState* at = stateFor(played, check);
    if (!answered) {
        result.judged = false;
        result.found = finding::NeverDecided{};
    } else if (isPlanCheck(check.kind)) {
        const AircraftState* airplane = played.answeredIn.find(check.aircraft);
        if (airplane != nullptr && played.plan) result = judgePlanCheck(played, check, *airplane, *played.plan);
    } else if (check.kind == CheckKind::Fires || check.kind == CheckKind::Tails) {
        result = judgeChoice(played, check);
    } else if (at == nullptr) {
        result.judged = false;
        result.found = finding::PhaseNotReached{played.turn, check.phase, played.end.stage == Stage::Over};
    } else {
        result = judgePosition(played, check, *at);
    }
    result.turn = played.turn;
    result.phase = check.phase;
    result.check = &check;
    return result;
}

// The step's verdict from its judged checks, worded once, here.
StepResult finish(const LessonStep& step, std::vector<CheckResult> checks, const words::LessonNames& names) {
    StepResult result;
    result.passed = std::all_of(checks.begin(), checks.end(), [](const CheckResult& c) { return c.passed; });
    words::wordChecks(checks, names);
    result.message = words::stepMessage(step, checks);
    result.checks = std::move(checks);
    return result;
}

}  // namespace

bool answersDecision(const Command& command, const Decision& decision) {
    return std::visit(
        [&](const auto& c) {
            using T = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<T, SubmitPlan>)
                return decision.kind == DecisionKind::Plan && c.aircraft == decision.aircraft;
            if constexpr (std::is_same_v<T, ReorderPlan>)
                return decision.kind == DecisionKind::Reorder && c.aircraft == decision.aircraft;
            if constexpr (std::is_same_v<T, ChooseTail>)
                return decision.kind == DecisionKind::Tail && c.pursuer == decision.aircraft;
            if constexpr (std::is_same_v<T, FireOrder>)
                return decision.kind == DecisionKind::Fire && c.aircraft == decision.aircraft &&
                       c.weapon == decision.weapon;
            if constexpr (std::is_same_v<T, Unjam>)
                return decision.kind == DecisionKind::Fire && c.aircraft == decision.aircraft &&
                       c.weapon == decision.weapon;
            if constexpr (std::is_same_v<T, DropBombs>)
                return decision.kind == DecisionKind::Drop && c.aircraft == decision.aircraft;
            if constexpr (std::is_same_v<T, AimFlak>)
                return decision.kind == DecisionKind::Flak && c.battery == decision.aircraft;
            if constexpr (std::is_same_v<T, WinchBalloon>) return false;  // BAL-09: no decision waits for it
            if constexpr (std::is_same_v<T, Taxi>)
                return decision.kind == DecisionKind::Taxi && c.aircraft == decision.aircraft;
            if constexpr (std::is_same_v<T, SunEntryChoice>) return decision.kind == DecisionKind::Sun;
        },
        command);
}

StepResult judgePlan(const Engine& engine, const Lesson& lesson, std::size_t stepIndex, const GameState& state,
                     const Plan& plan) {
    const LessonStep& step = lesson.steps.at(stepIndex);
    Played played{engine, lesson, step, {}, state, state.turn, state, plan, {}};
    std::vector<CheckResult> checks;
    for (const LessonCheck& check : step.checks) {
        if (!isPlanCheck(check.kind)) continue;
        const AircraftState* airplane = state.find(check.aircraft);
        CheckResult result = airplane != nullptr ? judgePlanCheck(played, check, *airplane, plan) : CheckResult{};
        result.check = &check;
        checks.push_back(std::move(result));
    }
    return finish(step, std::move(checks), words::LessonNames(engine.data, state.aircraft));
}

StepResult judgeStep(const Engine& engine, const Lesson& lesson, std::size_t stepIndex, const GameState& start,
                     const Rng& startRng, const std::vector<Command>& commands) {
    const LessonStep& step = lesson.steps.at(stepIndex);
    Played played{engine, lesson, step, {}, start, start.turn, start, std::nullopt, {}};
    // Just after the moves of each phase: at its fire decisions, or at its
    // end when nobody could fire (the phase end observer).
    auto keep = [&](const GameState& state) {
        if (state.phase > 0) played.afterPhase.try_emplace({state.turn, state.phase}, state);
    };
    Engine observed = engine;
    observed.onPhaseEnd = [&](const GameState& state, const Rng&) { keep(state); };
    GameState state = start;
    Rng rng = startRng;
    if (state.stage == Stage::Fire) keep(state);
    bool answered = false;
    bool phaseEnded = false;
    for (const Command& command : commands) {
        bool isAnswer = false;
        if (!answered) {
            for (const Decision& decision : pending(state))
                if (stepAsks(step, state, decision) && answersDecision(command, decision)) isAnswer = true;
        }
        if (isAnswer) {
            answered = true;
            played.turn = state.turn;
            played.answeredIn = state;
            if (const auto* submit = std::get_if<SubmitPlan>(&command)) played.plan = submit->plan;
            if (const auto* reorder = std::get_if<ReorderPlan>(&command)) played.plan = reorder->plan;
        }
        Applied applied;
        try {
            applied = apply(observed, state, command, rng);
        } catch (const CommandError& error) {
            CheckResult refused;
            refused.found = finding::CommandRefused{error.what()};
            return finish(step, {refused}, words::LessonNames(engine.data, start.aircraft));
        }
        state = std::move(applied.state);
        if (state.stage == Stage::Fire) keep(state);
        if (answered && !phaseEnded) {
            for (const Event& event : applied.events) {
                if (phaseEnded) break;
                played.answerEvents.push_back(event);
                phaseEnded = event.kind() == EventKind::PhaseEnd;
            }
        }
    }
    played.end = state;
    // A check may look at a phase after the step ended (a plan step that
    // stops at the fire decision of phase 1 still answers for where its
    // three cards lead): the game is played on, on a copy, with every
    // decision answered as the lesson answers the ones it does not ask.
    const bool missing = std::any_of(step.checks.begin(), step.checks.end(), [&](const LessonCheck& check) {
        return check.phase > 0 && !isPlanCheck(check.kind) && !played.afterPhase.count({played.turn, check.phase});
    });
    if (answered && missing) {
        GameState ahead = state;
        Rng aheadRng = rng;
        for (int guard = 0; guard < 100 && ahead.stage != Stage::Over && ahead.turn == played.turn; ++guard) {
            const auto decisions = pending(ahead);
            if (decisions.empty()) break;
            try {
                ahead = apply(observed, ahead, lessonAnswer(engine, lesson, ahead, decisions.front()), aheadRng).state;
            } catch (const CommandError&) {
                break;
            }
            if (ahead.stage == Stage::Fire) keep(ahead);
        }
    }
    std::vector<CheckResult> checks;
    for (const LessonCheck& check : step.checks) checks.push_back(judgeCheck(played, check, answered));
    return finish(step, std::move(checks), words::LessonNames(engine.data, start.aircraft));
}

// --- LessonRun --------------------------------------------------------------------

LessonRun::LessonRun(const GameData& data, const Lesson& lesson)
    : m_lesson(lesson),
      m_engine{data, RuleOptions::from(*data.ruleset(lesson.ruleset), data.options)},
      m_rng(lesson.seed.value_or(1)) {
    auto started = newGame(m_engine, m_lesson.scenario, m_lesson.ruleset, m_rng);
    m_state = std::move(started.state);
    m_events = std::move(started.events);
    m_startState = m_state;
    m_startRng = m_rng;
    m_startEvents = m_events.size();
    advance();
}

std::optional<Decision> LessonRun::waitingFor() const {
    if (routeLesson(m_lesson, m_cursor, m_state) != LessonRoute::Play) return std::nullopt;
    for (const Decision& decision : pending(m_state))
        if (learnerDecides(m_lesson, m_cursor, m_state, decision)) return decision;
    return std::nullopt;
}

void LessonRun::advance() {
    // Bounded: a lesson is a few turns; a runaway script must not hang a test.
    for (int guard = 0; guard < 10000; ++guard) {
        if (routeLesson(m_lesson, m_cursor, m_state) != LessonRoute::Play) return;
        const auto decisions = pending(m_state);
        auto other = std::find_if(decisions.begin(), decisions.end(), [&](const Decision& decision) {
            return !learnerDecides(m_lesson, m_cursor, m_state, decision);
        });
        if (other == decisions.end()) return;  // only the learner's decision is left
        const Command command = lessonAnswer(m_engine, m_lesson, m_state, *other);
        auto applied = apply(m_engine, m_state, command, m_rng);
        m_state = std::move(applied.state);
        m_events.insert(m_events.end(), applied.events.begin(), applied.events.end());
        m_commands.push_back(command);
    }
}

StepResult LessonRun::answer(const LessonAnswer& answer) {
    const LessonStep& current = step();
    const auto decision = waitingFor();
    if (!decision) {
        CheckResult stuck;
        stuck.found = finding::NotWaiting{};
        return finish(current, {stuck}, words::LessonNames(m_engine.data, m_state.aircraft));
    }
    if (current.task == LessonTask::TryPlan) {
        StepResult result = judgePlan(m_engine, m_lesson, m_cursor.step, m_state, answer.plan.value_or(Plan{}));
        if (result.passed) m_cursor.answered = true, m_cursor.answeredTurn = m_state.turn;
        return result;
    }
    const Command command = commandFor(current, *decision, answer);
    Applied applied;
    try {
        applied = apply(m_engine, m_state, command, m_rng);
    } catch (const CommandError& error) {
        CheckResult refused;
        refused.found = finding::CommandRefused{error.what()};
        return finish(current, {refused}, words::LessonNames(m_engine.data, m_state.aircraft));
    }
    m_cursor.answered = true;
    m_cursor.answeredTurn = m_state.turn;
    m_state = std::move(applied.state);
    m_events.insert(m_events.end(), applied.events.begin(), applied.events.end());
    m_commands.push_back(command);
    advance();
    StepResult result = judgeStep(m_engine, m_lesson, m_cursor.step, m_startState, m_startRng, m_commands);
    if (!result.passed) {  // back to the step's start, to try again
        m_state = m_startState;
        m_rng = m_startRng;
        m_events.resize(m_startEvents);
        m_commands.clear();
        m_cursor.answered = false;
        advance();
    }
    return result;
}

void LessonRun::next() {
    if (finished()) return;
    ++m_cursor.step;
    m_cursor.answered = false;
    m_startState = m_state;
    m_startRng = m_rng;
    m_startEvents = m_events.size();
    m_commands.clear();
    advance();
}

}  // namespace jasta
