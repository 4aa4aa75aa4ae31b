// Guided lessons (issue 7): the lesson loader (good and broken files, with
// the exact messages), every check kind passed and failed with the numbers in
// its explanation, the routing of decisions, and every shipped lesson played
// through with its correct answer and its wrong one.

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "flying_fixture.hpp"
#include "jasta/pilots/pilot.hpp"
#include "jasta/pilots/seat_view.hpp"
#include "jasta/teaching/lesson.hpp"

namespace jasta {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;
using test::shippedData;

// A SPAD (the learner) and an Albatros on a 900 mm table, basic rules.
Json miniLesson(Json steps, Json script = Json::array(), Json spad = Json::object(), Json albatros = Json::object()) {
    Json placedSpad = {{"id", "spad"}, {"type", "spad_xiii"}, {"side", "entente"}, {"name", "SPAD"}, {"x", 450},
                       {"y", 150},     {"heading", 0},        {"altitude", 2}};
    Json placedAlbatros = {
        {"id", "albatros"}, {"type", "albatros_d3"}, {"side", "central"}, {"name", "Albatros"}, {"x", 450},
        {"y", 400},         {"heading", 0},          {"altitude", 2}};
    placedSpad.update(spad);
    placedAlbatros.update(albatros);
    return {{"format_version", 1},
            {"id", "mini"},
            {"title", "Mini lesson"},
            {"order", 1},
            {"intro", "A test."},
            {"ruleset", "ww1-basic"},
            {"seed", 3},
            {"scenario",
             {{"format_version", 1},
              {"id", "mini"},
              {"name", "Mini"},
              {"era", "ww1"},
              {"ruleset", "ww1-basic"},
              {"table", {{"width_mm", 900}, {"height_mm", 900}}},
              {"aircraft", Json::array({placedSpad, placedAlbatros})}}},
            {"learner", {"spad"}},
            {"script", script},
            {"steps", steps}};
}

// One interactive step with the given task and checks (solution and mistake are required; any will do here).
Json step(const std::string& task, Json checks) {
    Json answer = task == "fire" ? Json("albatros") : task == "tail" ? Json("albatros") : Json({1, 2, 3});
    return {{"text", "Do it."},
            {"task", task},
            {"checks", checks},
            {"solution", answer},
            {"mistake", {{"answer", answer}, {"says", "x"}}}};
}

Lesson load(const Json& json) {
    Diagnostics problems;
    auto lesson = lessonFromJson(json, "mini.json", shippedData(), problems);
    EXPECT_TRUE(problems.empty()) << problems.toString();
    if (!lesson) throw std::runtime_error(problems.toString());
    return *lesson;
}

// The messages of a lesson that must not load.
std::vector<std::string> problemsOf(const Json& json) {
    Diagnostics problems;
    EXPECT_FALSE(lessonFromJson(json, "bad.json", shippedData(), problems).has_value());
    std::vector<std::string> lines;
    for (const auto& item : problems.items()) lines.push_back(item.toString());
    return lines;
}

LessonAnswer plan(int a, int b, int c) {
    return LessonAnswer{test::plan(a, b, c), ""};
}
LessonAnswer target(const std::string& id) {
    return LessonAnswer{std::nullopt, id};
}

// Plays the one interactive step of `json` with `answer`.
StepResult play(const Json& json, const LessonAnswer& answer) {
    LessonRun run(shippedData(), load(json));
    EXPECT_TRUE(run.waitingFor().has_value()) << "the step's decision does not come";
    return run.answer(answer);
}

std::string mm(double value) {
    return std::to_string(std::lround(value)) + " mm";
}

// --- Loading -----------------------------------------------------------------------------

TEST(LessonLoading, AGoodLessonLoadsWithItsStepsChecksAndScript) {
    Json json = miniLesson(Json::array({{{"text", "Read this."}, {"task", "read"}},
                                        step("plan", {{{"check", "shot"},
                                                       {"target", "albatros"},
                                                       {"phase", 2},
                                                       {"range", "short"},
                                                       {"explain", "You were {distance} mm away."}}})}),
                           Json::array({{{"plans", {{"albatros", {17, 1, 2}}}}}}));
    const Lesson lesson = load(json);
    EXPECT_EQ(lesson.id, "mini");
    EXPECT_EQ(lesson.seed, 3u);
    ASSERT_EQ(lesson.steps.size(), 2u);
    EXPECT_EQ(lesson.steps[0].task, LessonTask::Read);
    const LessonStep& planStep = lesson.steps[1];
    EXPECT_EQ(planStep.task, LessonTask::Plan);
    EXPECT_EQ(planStep.aircraft, "spad");  // the first learner airplane by default
    ASSERT_EQ(planStep.checks.size(), 1u);
    EXPECT_EQ(planStep.checks[0].kind, CheckKind::Shot);
    EXPECT_EQ(planStep.checks[0].aircraft, "spad");
    EXPECT_EQ(planStep.checks[0].range, RangeGoal::Short);
    EXPECT_EQ(planStep.checks[0].phase, 2);
    ASSERT_TRUE(planStep.solution && planStep.solution->plan);
    EXPECT_EQ(planStep.solution->plan->cards[2].number, 3);
    ASSERT_EQ(lesson.script.size(), 1u);
    EXPECT_EQ(lesson.script[0].plans.at("albatros").cards[0].number, 17);
    EXPECT_EQ(lesson.scenario.aircraft.size(), 2u);
    EXPECT_FALSE(lesson.isGame());
}

TEST(LessonLoading, ALessonWithoutStepsIsAWholeGameOnANamedScenario) {
    Json json = miniLesson(Json::array());
    json["scenario"] = "ww1_duel";
    json.erase("seed");
    const Lesson lesson = load(json);
    EXPECT_TRUE(lesson.isGame());
    EXPECT_FALSE(lesson.seed.has_value());
    EXPECT_EQ(lesson.scenario.id, "ww1_duel");
}

TEST(LessonLoading, BrokenLessonsAreReportedWithFileAndPointer) {
    struct Case {
        const char* what;
        Json json;
        std::string message;
    };
    const Json readStep = {{"text", "Read."}, {"task", "read"}};
    std::vector<Case> cases;
    {
        Json json = miniLesson(Json::array({readStep}));
        json["ruleset"] = "ww9-nonsense";
        cases.push_back({"unknown rule set", json, "bad.json:/ruleset: no rule set \"ww9-nonsense\" in data/rulesets"});
    }
    {
        Json json = miniLesson(Json::array({readStep}));
        json["ruleset"] = "ww2-standard";
        cases.push_back(
            {"era", json, "bad.json:/ruleset: the rule set \"ww2-standard\" is for WW2 and the scenario for WW1"});
    }
    {
        Json json = miniLesson(Json::array({readStep}));
        json["scenario"] = "no_such_scenario";
        cases.push_back({"scenario", json, "bad.json:/scenario: no scenario \"no_such_scenario\" in data/scenarios"});
    }
    {
        Json json = miniLesson(Json::array({readStep}));
        json["scenario"]["aircraft"][0]["type"] = 7;
        cases.push_back({"embedded scenario", json,
                         "bad.json:/scenario/aircraft/0/type: must be an id: lower-case letters, digits, '_' or '-' "
                         "(found 7)"});
    }
    {
        Json json = miniLesson(Json::array({readStep}));
        json["learner"] = {"camel"};
        cases.push_back(
            {"learner", json, "bad.json:/learner/0: must be the id of an airplane of the lesson's scenario"});
    }
    {
        Json json = miniLesson(Json::array({readStep}), Json::array({{{"plans", {{"albatros", {1, 2}}}}}}));
        cases.push_back({"script plan", json,
                         "bad.json:/script/0/plans/albatros: must be three card numbers, or {\"cards\": [...], "
                         "\"speeds\": [...]}"});
    }
    {
        Json json = miniLesson(Json::array({readStep}), Json::array({{{"plans", {{"fokker", {1, 2, 3}}}}}}));
        cases.push_back({"script airplane", json,
                         "bad.json:/script/0/plans/fokker: no airplane \"fokker\" in the lesson's scenario"});
    }
    {
        Json json = miniLesson(Json::array({{{"text", "Read."}, {"task", "read"}, {"checks", Json::array()}}}));
        cases.push_back({"read with checks", json, "bad.json:/steps/0/checks: a read step has no checks"});
    }
    {
        Json json = miniLesson(Json::array({{{"text", "Fly."}, {"task", "fly"}}}));
        cases.push_back({"task", json,
                         "bad.json:/steps/0/task: must be one of: read, plan, try_plan, fire, tail, reorder (found "
                         "\"fly\")"});
    }
    {
        Json json = miniLesson(
            Json::array({step("try_plan", {{{"check", "shot"}, {"target", "albatros"}, {"range", "any"}}})}));
        cases.push_back(
            {"check and task", json, "bad.json:/steps/0/checks/0/check: a shot check does not fit a try_plan step"});
    }
    {
        Json json = miniLesson(Json::array({step("plan", {{{"check", "altitude"}, {"min", 1}, {"rule", "MOV-03"}}})}));
        cases.push_back(
            {"field of another kind", json, "bad.json:/steps/0/checks/0/rule: is not used by a altitude check"});
    }
    {
        Json json =
            miniLesson(Json::array({step("plan", {{{"check", "on_table"}, {"explain", "Off by {distance} mm."}}})}));
        cases.push_back({"placeholder", json,
                         "bad.json:/steps/0/checks/0/explain: unknown placeholder {distance}; a on_table check knows "
                         "{aircraft}, {beyond}"});
    }
    {
        Json json =
            miniLesson(Json::array({step("plan", {{{"check", "shot"}, {"target", "camel"}, {"range", "any"}}})}));
        cases.push_back({"check target", json,
                         "bad.json:/steps/0/checks/0/target: no airplane \"camel\" in the lesson's scenario"});
    }
    {
        Json json = miniLesson(Json::array({step("plan", {{{"check", "plan_legal"}}})}));
        json["steps"][0].erase("mistake");
        cases.push_back({"mistake", json, "bad.json:/steps/0/mistake: is missing"});
    }
    {
        Json json = miniLesson(Json::array({step("fire", {{{"check", "fires"}, {"target", "albatros"}}})}));
        json["steps"][0]["solution"] = "camel";
        cases.push_back(
            {"fire answer", json, "bad.json:/steps/0/solution: no airplane \"camel\" in the lesson's scenario"});
    }
    // Graded hints: a list of non-empty strings, or the older single string.
    const auto hinted = [&](const char* field, Json hints) {
        Json json = miniLesson(Json::array({step("plan", {{{"check", "plan_legal"}}})}));
        json["steps"][0][field] = std::move(hints);
        return json;
    };
    cases.push_back({"hints of a bad type", hinted("hints", "Turn right."),
                     "bad.json:/steps/0/hints: must be an array (found \"Turn right.\")"});
    cases.push_back({"a hint of a bad type", hinted("hints", {"Turn right.", 6}),
                     "bad.json:/steps/0/hints/1: must be a hint: a non-empty string"});
    cases.push_back({"an empty hint", hinted("hints", {"Turn right.", ""}),
                     "bad.json:/steps/0/hints/1: must be a hint: a non-empty string"});
    cases.push_back({"no hints", hinted("hints", Json::array()), "bad.json:/steps/0/hints: must not be empty"});
    cases.push_back(
        {"a single hint of a bad type", hinted("hint", 6), "bad.json:/steps/0/hint: must be a string (found 6)"});
    cases.push_back({"a list in the single hint", hinted("hint", {"Turn right."}),
                     "bad.json:/steps/0/hint: must be one string; a list of graded hints is \"hints\""});
    {
        Json json = hinted("hints", {"Turn right."});
        json["steps"][0]["hint"] = "Turn left.";
        cases.push_back({"hint and hints", json, "bad.json:/steps/0/hint: a step has \"hints\" or \"hint\", not both"});
    }
    {
        Json json = miniLesson(Json::array({readStep}));
        json["colour"] = "red";
        cases.push_back({"unknown field", json, "bad.json:/colour: is not a known field here (a typo?)"});
    }
    for (const Case& c : cases) {
        const auto lines = problemsOf(c.json);
        EXPECT_TRUE(std::find(lines.begin(), lines.end(), c.message) != lines.end())
            << c.what << ": expected\n  " << c.message << "\ngot:\n  " << ::testing::PrintToString(lines);
    }
}

TEST(LessonLoading, HintsAreAListFromANudgeOnAndASingleHintIsAListOfOne) {
    Json graded = step("plan", {{{"check", "plan_legal"}}});
    graded["hints"] = {"Look at the Albatros's path.", "Turn right early.", "Two banks right, then a straight."};
    Json single = step("plan", {{{"check", "plan_legal"}}});
    single["hint"] = "Turn right early.";
    Json blank = step("plan", {{{"check", "plan_legal"}}});
    blank["hint"] = "";  // loaded before hints were graded: no hint
    Json none = step("plan", {{{"check", "plan_legal"}}});
    const Lesson lesson = load(miniLesson(Json::array({graded, single, blank, none})));
    ASSERT_EQ(lesson.steps.size(), 4u);
    EXPECT_EQ(lesson.steps[0].hints, (std::vector<std::string>{"Look at the Albatros's path.", "Turn right early.",
                                                               "Two banks right, then a straight."}));
    EXPECT_EQ(lesson.steps[1].hints, std::vector<std::string>{"Turn right early."});
    EXPECT_TRUE(lesson.steps[2].hints.empty());
    EXPECT_TRUE(lesson.steps[3].hints.empty());
}

TEST(LessonLoading, AFolderKeepsItsGoodLessonsAndReportsTheBrokenOnes) {
    const fs::path dir = fs::temp_directory_path() / "jasta-lessons-test";
    fs::remove_all(dir);
    fs::create_directories(dir);
    Json good = miniLesson(Json::array({{{"text", "Read."}, {"task", "read"}}}));
    Json second = good;
    second["order"] = 2;
    second["id"] = "second";
    std::ofstream(dir / "a_good.json") << good.dump(2);
    std::ofstream(dir / "b_second.json") << second.dump(2);
    std::ofstream(dir / "c_twice.json") << good.dump(2);  // the same id again
    std::ofstream(dir / "d_broken.json") << "{ \"format_version\": 1, ";
    Diagnostics problems;
    const auto lessons = loadLessons(dir, shippedData(), problems);
    ASSERT_EQ(lessons.size(), 2u);
    EXPECT_EQ(lessons[0].id, "mini");
    EXPECT_EQ(lessons[1].id, "second");
    ASSERT_EQ(problems.size(), 2u) << problems.toString();
    EXPECT_EQ(problems.items()[0].toString(), (dir / "c_twice.json").generic_string() +
                                                  ":/id: lesson \"mini\" is already read from " +
                                                  (dir / "a_good.json").generic_string());
    EXPECT_EQ(problems.items()[1].file, (dir / "d_broken.json").generic_string());
    EXPECT_NE(problems.items()[1].message.find("not valid JSON"), std::string::npos);

    Diagnostics missing;
    EXPECT_TRUE(loadLessons(dir / "nowhere", shippedData(), missing).empty());
    ASSERT_EQ(missing.size(), 1u);
    EXPECT_EQ(missing.items()[0].message, "the lessons folder is missing");
    fs::remove_all(dir);
}

// --- Each check kind, passed and failed ----------------------------------------------------

TEST(LessonChecks, PlanLegalNamesTheRuleThatRefusesTheCard) {
    const Json json = miniLesson(Json::array({step("plan", {{{"check", "plan_legal"}, {"explain", "Mind {rule}."}}})}));
    EXPECT_TRUE(play(json, plan(1, 2, 3)).passed);
    const StepResult wrong = play(json, plan(17, 19, 1));
    ASSERT_FALSE(wrong.passed);
    EXPECT_EQ(wrong.message,
              "Card 2, Climb (19), is refused by MOV-03: Climb is steep, and so is the card before it: two steep "
              "maneuvers cannot follow each other. Mind MOV-03.")
        << wrong.message;
}

TEST(LessonChecks, PlanRefusedPassesOnlyForItsOwnRule) {
    const Json json = miniLesson(Json::array({step("try_plan", {{{"check", "plan_refused"}, {"rule", "MOV-04"}}})}));
    const StepResult right = play(json, plan(18, 6, 1));
    EXPECT_TRUE(right.passed) << right.message;
    const StepResult legal = play(json, plan(1, 2, 3));
    EXPECT_FALSE(legal.passed);
    EXPECT_EQ(legal.message, "The rules accept this plan: no rule refuses it, so MOV-04 cannot be seen.");
    const StepResult other = play(json, plan(17, 19, 1));
    EXPECT_FALSE(other.passed);
    EXPECT_NE(other.message.find("refused by MOV-03"), std::string::npos) << other.message;
    EXPECT_NE(other.message.find("not by MOV-04"), std::string::npos) << other.message;
}

TEST(LessonChecks, CardLooksForAKindDirectionAndPosition) {
    const Json json = miniLesson(Json::array({step("plan", {{{"check", "card"},
                                                             {"kind", "bank"},
                                                             {"direction", "right"},
                                                             {"position", 2},
                                                             {"explain", "Bank right second."}}})}));
    EXPECT_TRUE(play(json, plan(1, 6, 2)).passed);
    const StepResult left = play(json, plan(1, 5, 2));
    EXPECT_EQ(left.message, "Card 2 is Bank left (5), not a bank (a gentle turn) to the right. Bank right second.");
    const Json anywhere = miniLesson(Json::array({step("plan", {{{"check", "card"}, {"kind", "immelmann"}}})}));
    EXPECT_EQ(play(anywhere, plan(1, 2, 3)).message, "None of your three cards is an Immelmann.");
    EXPECT_TRUE(play(anywhere, plan(1, 18, 2)).passed);
}

TEST(LessonChecks, ShotMeasuresArcRangeAndNamesTheNumbers) {
    // The Albatros stalls ahead (55 mm), the SPAD closes at 132 mm a card.
    const Json script =
        Json::array({{{"plans", {{"albatros", {17, 1, 2}}}}, {"fire", {{"spad", "hold"}, {"albatros", "hold"}}}}});
    const Json shortRange = miniLesson(
        Json::array({step("plan", {{{"check", "shot"},
                                    {"target", "albatros"},
                                    {"phase", 1},
                                    {"range", "short"},
                                    {"explain", "You ended {distance} mm away; short range is {half} mm."}}})}),
        script, Json::object(), {{"y", 320}});
    const StepResult close = play(shortRange, plan(1, 5, 11));
    ASSERT_TRUE(close.passed) << close.message;
    ASSERT_TRUE(close.checks[0].shot.has_value());
    EXPECT_EQ(close.checks[0].shot->range, Range::Short);

    // A stall first leaves it at long range: the finding says so with the numbers.
    const StepResult stalled = play(shortRange, plan(17, 1, 5));
    ASSERT_FALSE(stalled.passed);
    ASSERT_TRUE(stalled.checks[0].shot.has_value());
    const double distance = stalled.checks[0].shot->distanceMm;
    EXPECT_GT(distance, 85);
    EXPECT_LT(distance, 170);
    EXPECT_NE(stalled.message.find("After phase 1, SPAD's shot at Albatros: Long range"), std::string::npos)
        << stalled.message;
    EXPECT_NE(stalled.message.find("Short range ends at the ruler's half mark, 85 mm."), std::string::npos);
    EXPECT_NE(stalled.message.find("You ended " + mm(distance) + " away; short range is 85 mm."), std::string::npos)
        << stalled.message;

    // Turning away puts it out of the arc.
    const StepResult turned = play(shortRange, plan(11, 1, 2));
    EXPECT_NE(turned.message.find("Albatros is outside the front arc of the Twin Vickers."), std::string::npos)
        << turned.message;

    // Out of range: the distance and the ruler's length.
    const Json far = miniLesson(
        Json::array({step("plan", {{{"check", "shot"}, {"target", "albatros"}, {"phase", 1}, {"range", "any"}}})}),
        script, Json::object(), {{"y", 650}});
    const StepResult tooFar = play(far, plan(1, 2, 3));
    ASSERT_FALSE(tooFar.passed);
    EXPECT_NE(tooFar.message.find("away, beyond the ruler's 170 mm."), std::string::npos) << tooFar.message;
    EXPECT_NE(tooFar.message.find(mm(tooFar.checks[0].shot->distanceMm)), std::string::npos);

    // "out": the other way round, the Albatros must not be able to fire at the SPAD.
    const Json out = miniLesson(
        Json::array({step(
            "plan",
            {{{"check", "shot"}, {"aircraft", "albatros"}, {"target", "spad"}, {"phase", 1}, {"range", "out"}}})}),
        script, Json::object(), {{"y", 320}});
    EXPECT_TRUE(play(out, plan(1, 2, 3)).passed);  // it flies away from the SPAD
}

TEST(LessonChecks, AJudgedCheckCarriesTheFactsItMeasuredApartFromTheWords) {
    // The shot of ShotMeasuresArcRangeAndNamesTheNumbers: a stall first leaves it at long range.
    const Json script =
        Json::array({{{"plans", {{"albatros", {17, 1, 2}}}}, {"fire", {{"spad", "hold"}, {"albatros", "hold"}}}}});
    const Json shortRange = miniLesson(
        Json::array({step("plan", {{{"check", "shot"}, {"target", "albatros"}, {"phase", 1}, {"range", "short"}}})}),
        script, Json::object(), {{"y", 320}});
    const StepResult stalled = play(shortRange, plan(17, 1, 5));
    ASSERT_EQ(stalled.checks.size(), 1u);
    const auto* shot = std::get_if<finding::Shot>(&stalled.checks[0].found);
    ASSERT_NE(shot, nullptr) << stalled.message;
    EXPECT_EQ(shot->phase, 1);
    EXPECT_EQ(shot->goal, RangeGoal::Short);
    EXPECT_FALSE(shot->met);
    EXPECT_EQ(shot->shot.shooter, "spad");
    EXPECT_EQ(shot->shot.target, "albatros");
    EXPECT_EQ(shot->shot.range, Range::Long);
    EXPECT_TRUE(shot->shot.canFire);
    EXPECT_DOUBLE_EQ(shot->halfMarkMm, 85);
    EXPECT_DOUBLE_EQ(shot->rulerMm, 170);
    EXPECT_GT(shot->shot.distanceMm, shot->halfMarkMm);
    ASSERT_TRUE(stalled.checks[0].shot.has_value());
    EXPECT_DOUBLE_EQ(shot->shot.distanceMm, stalled.checks[0].shot->distanceMm);

    // A fire order held: nobody fired at, and held rather than never asked.
    const Json spadFires = miniLesson(Json::array({step("fire", {{{"check", "fires"}, {"target", "albatros"}}})}),
                                      Json::array({{{"plans", {{"spad", {1, 2, 3}}, {"albatros", {1, 2, 3}}}}}}),
                                      Json::object(), {{"heading", 180}, {"y", 480}});
    const StepResult held = play(spadFires, target(""));
    const auto* fire = std::get_if<finding::Fire>(&held.checks.at(0).found);
    ASSERT_NE(fire, nullptr) << held.message;
    EXPECT_TRUE(fire->firedAt.empty());
    EXPECT_TRUE(fire->held);
    EXPECT_EQ(fire->wantedTarget, "albatros");
    const StepResult fired = play(spadFires, target("albatros"));
    fire = std::get_if<finding::Fire>(&fired.checks.at(0).found);
    ASSERT_NE(fire, nullptr) << fired.message;
    EXPECT_EQ(fire->firedAt, "albatros");
    EXPECT_EQ(fire->cards, 2);
}

TEST(LessonChecks, AltitudeReadsTheLevelAfterThePhase) {
    const Json json = miniLesson(Json::array({step(
        "plan", {{{"check", "altitude"}, {"phase", 1}, {"min", 2}, {"explain", "Stay at {level} or above 1."}}})}));
    EXPECT_TRUE(play(json, plan(1, 2, 3)).passed);
    const StepResult dived = play(json, plan(20, 1, 2));
    EXPECT_EQ(dived.message,
              "After phase 1, SPAD is at level 1. The goal was level 2 or higher. Stay at 1 or above 1.");
    const Json band = miniLesson(Json::array({step("plan", {{{"check", "altitude"}, {"min", 2}, {"max", 2}}})}),
                                 Json::array(), {{"climb", 1}});
    EXPECT_EQ(play(band, plan(1, 19, 2)).message, "SPAD is at level 3. The goal was level 2.");
}

TEST(LessonChecks, OnTableSaysHowFarBeyondWhichEdge) {
    const Json json =
        miniLesson(Json::array({step("plan", {{{"check", "on_table"}, {"explain", "{beyond} mm too far."}}})}),
                   Json::array(), {{"y", 600}});
    const StepResult off = play(json, plan(1, 2, 3));
    ASSERT_FALSE(off.passed);
    // 600 + 3 x 132 = 996: 96 mm beyond the far edge (y = 900).
    EXPECT_EQ(off.message,
              "SPAD left the table: the centre of its base ended 96 mm beyond the far edge. 96 mm too far.");
    EXPECT_TRUE(play(json, plan(11, 13, 1)).passed);
}

TEST(LessonChecks, NoOverlapNamesTheOtherAirplane) {
    // The Albatros stalls 130 mm ahead: a straight puts the SPAD's base on it.
    const Json json = miniLesson(Json::array({step("plan", {{{"check", "no_overlap"}, {"phase", 1}}})}),
                                 Json::array({{{"plans", {{"albatros", {17, 1, 2}}}}}}), Json::object(), {{"y", 220}});
    const StepResult rammed = play(json, plan(1, 2, 3));
    EXPECT_EQ(rammed.message,
              "After phase 1, SPAD's base overlaps Albatros's: overlapping airplanes cannot fire at each other.");
    EXPECT_TRUE(play(json, plan(17, 1, 2)).passed);
}

TEST(LessonChecks, FiresKnowsTheTargetTheCardsAndHoldingFire) {
    // Head-on: both at short range after phase 1.
    const Json spadFires = miniLesson(
        Json::array({step("fire", {{{"check", "fires"}, {"target", "albatros"}, {"cards", 2}, {"explain", "Fire!"}}})}),
        Json::array({{{"plans", {{"spad", {1, 2, 3}}, {"albatros", {1, 2, 3}}}}}}), Json::object(),
        {{"heading", 180}, {"y", 480}});
    EXPECT_TRUE(play(spadFires, target("albatros")).passed);
    EXPECT_EQ(play(spadFires, target("")).message, "SPAD held its fire at Albatros. Fire!");

    Json hold = spadFires;
    hold["steps"][0]["checks"][0] = {{"check", "fires"}, {"target", ""}};
    EXPECT_TRUE(play(hold, target("")).passed);
    EXPECT_EQ(play(hold, target("albatros")).message, "SPAD fired at Albatros with 2 cards.");

    Json oneCard = spadFires;
    oneCard["steps"][0]["checks"][0]["cards"] = 1;
    EXPECT_EQ(play(oneCard, target("albatros")).message,
              "SPAD fired at Albatros: the shot drew 2 damage cards. The lesson wanted a shot of 1 cards. Fire!");
}

TEST(LessonChecks, TailsAndTailPosition) {
    // The SPAD sits 130 mm behind the Albatros at the start of turn 1.
    const Json tails = miniLesson(Json::array({step("tail", {{{"check", "tails"}, {"target", "albatros"}}})}),
                                  Json::array({{{"plans", {{"spad", {1, 2, 3}}, {"albatros", {1, 2, 3}}}}}}),
                                  Json::object(), {{"y", 280}});
    EXPECT_TRUE(play(tails, target("albatros")).passed);
    EXPECT_EQ(play(tails, target("")).message,
              "SPAD chose not to tail anyone this turn. The lesson wanted the tail of Albatros.");

    const Json position = miniLesson(
        Json::array({step(
            "plan",
            {{{"check", "tail_position"}, {"target", "albatros"}, {"phase", 1}, {"explain", "Within {ruler} mm."}}})}),
        Json::array({{{"tails", {{"spad", ""}}}, {"plans", {{"albatros", {1, 2, 3}}}}}}), Json::object(), {{"y", 280}});
    const StepResult kept = play(position, plan(1, 2, 3));
    EXPECT_TRUE(kept.passed) << kept.message;
    ASSERT_TRUE(kept.checks[0].tail.has_value());
    EXPECT_TRUE(kept.checks[0].tail->possible);
    const StepResult lost = play(position, plan(11, 1, 2));
    ASSERT_FALSE(lost.passed);
    EXPECT_EQ(lost.message.rfind("After phase 1, No tail: ", 0), 0u) << lost.message;
    EXPECT_NE(lost.message.find("Within 170 mm."), std::string::npos);
}

TEST(LessonChecks, AStepThatNeverReachesItsPhaseSaysSo) {
    // The Albatros flies off the table in phase 1: the game is over before phase 3.
    const Json json = miniLesson(
        Json::array({step("plan", {{{"check", "shot"}, {"target", "albatros"}, {"phase", 3}, {"range", "any"}}})}),
        Json::array({{{"plans", {{"albatros", {1, 2, 3}}}}}}), Json::object(), {{"y", 880}});
    const StepResult result = play(json, plan(1, 2, 3));
    ASSERT_FALSE(result.passed);
    EXPECT_FALSE(result.checks[0].judged);
    EXPECT_EQ(result.message, "The game was over before phase 3 of turn 1.");
}

// --- Routing ----------------------------------------------------------------------------------

TEST(LessonRouting, ReadStepsWaitComputerDecisionsAreAnsweredAndAFailedStepStartsAgain) {
    const Json json = miniLesson(
        Json::array({{{"text", "Read."}, {"task", "read"}}, step("plan", {{{"check", "card"}, {"kind", "bank"}}})}),
        Json::array({{{"plans", {{"albatros", {17, 1, 2}}}}}}));
    const Lesson lesson = load(json);
    LessonRun run(shippedData(), lesson);
    EXPECT_EQ(routeLesson(lesson, run.cursor(), run.state()), LessonRoute::Wait);
    EXPECT_FALSE(run.waitingFor().has_value());
    run.next();
    const auto decision = run.waitingFor();
    ASSERT_TRUE(decision.has_value());
    EXPECT_EQ(decision->kind, DecisionKind::Plan);
    EXPECT_EQ(decision->aircraft, "spad");
    // The Albatros's plan came from the script already; the SPAD's is the learner's.
    EXPECT_TRUE(run.state().plans.count("albatros"));
    EXPECT_FALSE(run.state().plans.count("spad"));
    for (const Decision& d : pending(run.state()))
        EXPECT_EQ(learnerDecides(lesson, run.cursor(), run.state(), d), d.aircraft == "spad");

    const GameState before = run.state();
    EXPECT_FALSE(run.answer(plan(1, 2, 3)).passed);
    EXPECT_EQ(toJson(run.state()), toJson(before));  // back at the step's start
    EXPECT_TRUE(run.answer(plan(1, 6, 2)).passed);
    EXPECT_EQ(run.state().turn, 2);  // the step ran to the end of its turn
    EXPECT_EQ(routeLesson(lesson, run.cursor(), run.state()), LessonRoute::StepOver);
}

TEST(LessonRouting, AStepWhoseTurnHasPassedIsUnreachable) {
    Json json = miniLesson(Json::array({step("plan", {{{"check", "plan_legal"}}})}));
    json["steps"][0]["turn"] = 1;
    const Lesson lesson = load(json);
    GameState later;
    later.turn = 2;
    later.stage = Stage::Planning;
    EXPECT_EQ(routeLesson(lesson, LessonCursor{}, later), LessonRoute::Unreachable);
}

TEST(LessonRouting, AWholeGameLetsTheLearnerDecideAndAnswersTheComputer) {
    Json json = miniLesson(Json::array());
    json["scenario"] = "ww1_duel";
    const Lesson lesson = load(json);
    LessonRun run(shippedData(), lesson);
    EXPECT_EQ(routeLesson(lesson, run.cursor(), run.state()), LessonRoute::Play);
    const auto decision = run.waitingFor();
    ASSERT_TRUE(decision.has_value());
    EXPECT_EQ(decision->aircraft, "spad");
    // The Albatros's plan is the autopilot's: a legal one.
    ASSERT_TRUE(run.state().plans.count("albatros"));
    const auto& albatros = *run.state().find("albatros");
    const Engine& engine = run.engine();
    EXPECT_TRUE(
        isPlanLegal(flyerOf(shippedData(), albatros, engine.rules), albatros, run.state().plans.at("albatros")));
}

// --- The shipped lessons ---------------------------------------------------------------------

std::vector<Lesson> shippedLessons() {
    Diagnostics problems;
    auto lessons = loadLessons(fs::path(JASTA_TEST_DATA_DIR) / "lessons", shippedData(), problems);
    EXPECT_TRUE(problems.empty()) << problems.toString();
    return lessons;
}

TEST(ShippedLessons, SixLessonsOfFourToTenStepsThenTheLadderOfThreeGames) {
    const auto lessons = shippedLessons();
    std::vector<std::string> guided, games;
    for (const Lesson& lesson : lessons) (lesson.isGame() ? games : guided).push_back(lesson.id);
    EXPECT_EQ(guided, (std::vector<std::string>{"movement", "steep-cards", "firing", "damage", "altitude", "tailing"}));
    EXPECT_EQ(games, (std::vector<std::string>{"game-basic", "game-standard", "game-advanced"}));
    for (const Lesson& lesson : lessons) {
        if (lesson.isGame()) continue;
        EXPECT_GE(lesson.steps.size(), 4u) << lesson.id;
        EXPECT_LE(lesson.steps.size(), 10u) << lesson.id;
        EXPECT_TRUE(lesson.seed.has_value()) << lesson.id << ": a lesson must deal the same cards every time";
    }
    std::vector<std::string> ladder, computers;
    for (const Lesson& lesson : lessons)
        if (lesson.isGame()) ladder.push_back(lesson.ruleset), computers.push_back(lesson.computer);
    EXPECT_EQ(ladder, (std::vector<std::string>{"ww1-basic", "ww1-standard", "ww1-advanced"}));
    // The ladder climbs the computer pilots' levels too (issue 18).
    EXPECT_EQ(computers, (std::vector<std::string>{"novice", "veteran", "ace"}));
}

// A whole-game lesson's computer flies the learner's enemy with its level's
// pilot, seeing what that side sees: its plan is that pilot's plan on the
// same view with the same seed; a lesson names only a pilot there is.
TEST(LessonComputer, TheLaddersPilotFliesTheEnemy) {
    const auto lessons = shippedLessons();
    const auto ace =
        std::find_if(lessons.begin(), lessons.end(), [](const Lesson& l) { return l.id == "game-advanced"; });
    ASSERT_NE(ace, lessons.end());
    const Engine engine{shippedData(), RuleOptions::from(*shippedData().ruleset(ace->ruleset), shippedData().options)};
    Rng rng(9);
    const GameState state = newGame(engine, ace->scenario, ace->ruleset, rng).state;
    Decision decision;
    for (const Decision& pending : pending(state))
        if (!ace->flownByLearner(pending.aircraft)) decision = pending;
    ASSERT_FALSE(decision.aircraft.empty());
    const Side side = state.find(decision.aircraft)->side;
    LessonComputer computer(engine, *ace, 9);
    auto pilot = makePilot("ace", {engine, side, pilotSeed(9, side)});
    EXPECT_EQ(computer.answer(state, decision), pilot->decide(SeatView(state, side), decision));
    // Without a computer the autopilot answers, as before.
    Lesson greedy = *ace;
    greedy.computer.clear();
    LessonComputer autopilot(engine, greedy, 9);
    EXPECT_EQ(autopilot.answer(state, decision), lessonAnswer(engine, greedy, state, decision));

    Json json = miniLesson(Json::array(), Json::array());
    json["computer"] = "wizard";
    const auto problems = problemsOf(json);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("/computer"), std::string::npos) << problems[0];
    EXPECT_NE(problems[0].find("ace"), std::string::npos) << problems[0];
}

// Hints go step by step (issue 15): every step that asks something has a
// nudge and at least one more hint, and none of them gives the whole plan,
// which only the answer after the last hint does.
TEST(ShippedLessons, EveryInteractiveStepHasGradedHintsThatLeaveTheAnswerToTheEnd) {
    for (const Lesson& lesson : shippedLessons()) {
        for (const LessonStep& step : lesson.steps) {
            if (!step.interactive()) continue;
            EXPECT_GE(step.hints.size(), 2u) << step.pointer << " of " << lesson.id;
            const std::set<std::string> distinct(step.hints.begin(), step.hints.end());
            EXPECT_EQ(distinct.size(), step.hints.size()) << step.pointer << " of " << lesson.id;
            if (!step.solution || !step.solution->plan) continue;
            const auto& cards = step.solution->plan->cards;
            const std::string numbers = std::to_string(cards[0].number) + ", " + std::to_string(cards[1].number) +
                                        ", " + std::to_string(cards[2].number);
            for (const std::string& hint : step.hints)
                EXPECT_EQ(hint.find(numbers), std::string::npos)
                    << step.pointer << " of " << lesson.id << ": \"" << hint << "\" gives the answer " << numbers;
        }
    }
}

// Every step of every lesson: the wrong answer fails and says what the
// lesson expects it to say; the right answer passes; then on to the next step.
TEST(ShippedLessons, EveryStepPassesWithItsSolutionAndFailsWithItsMistake) {
    std::set<CheckKind> kindsUsed;
    for (const Lesson& lesson : shippedLessons()) {
        if (lesson.isGame()) continue;
        LessonRun run(shippedData(), lesson);
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
            const LessonStep& step = lesson.steps[i];
            const std::string where = lesson.id + " step " + std::to_string(i + 1);
            if (step.interactive()) {
                ASSERT_TRUE(run.waitingFor().has_value()) << where << ": the game does not wait for its decision";
                ASSERT_TRUE(step.solution && step.mistake) << where;
                for (const LessonCheck& check : step.checks) kindsUsed.insert(check.kind);
                const StepResult wrong = run.answer(step.mistake->answer);
                EXPECT_FALSE(wrong.passed) << where << ": the mistake passes";
                EXPECT_NE(wrong.message.find(step.mistake->says), std::string::npos)
                    << where << ": the mistake is not explained with \"" << step.mistake->says << "\":\n"
                    << wrong.message;
                for (const CheckResult& check : wrong.checks)
                    EXPECT_TRUE(check.judged) << where << ": " << check.finding;
                const StepResult right = run.answer(*step.solution);
                ASSERT_TRUE(right.passed) << where << ": the solution fails:\n" << right.message;
                EXPECT_FALSE(right.message.empty());
            } else {
                EXPECT_FALSE(run.waitingFor().has_value()) << where;
            }
            run.next();
        }
        EXPECT_TRUE(run.finished()) << lesson.id;
    }
    // The lessons use most of the check vocabulary (the rest is tested above).
    EXPECT_GE(kindsUsed.size(), 9u);
}

// The damage lesson's texts name the cards its seed deals on the way of its
// answers: the Albatros smokes and the SPAD's rudder jams to the left.
TEST(ShippedLessons, TheDamageLessonDealsTheSpecialsItsTextDescribes) {
    for (const Lesson& lesson : shippedLessons()) {
        if (lesson.id != "damage") continue;
        LessonRun run(shippedData(), lesson);
        run.next();
        ASSERT_TRUE(run.answer(*lesson.steps[1].solution).passed);
        EXPECT_GT(run.state().find("albatros")->smoke, 0);
        EXPECT_EQ(run.state().find("spad")->rudderJam, Direction::Left);
        EXPECT_EQ(run.state().find("spad")->damage, 10);
        return;
    }
    FAIL() << "no damage lesson";
}

}  // namespace
}  // namespace jasta
