// Every lesson stays solvable whatever correct answers the learner gives
// (issue 13): a correct answer to one step must never leave a later step
// without one. The walk tries every answer a learner could give at every
// interactive step (every legal plan of the deck, every reorder of the
// plan's cards, every target and holding fire, every tail and no tail),
// keeps the ones the lesson passes, and goes on from each of them to the
// steps after it. A step that no answer passes, on any path, fails the test
// with the answers that led there.
//
// Cost: the paths are cut where they meet again (the same state and the same
// draw from the dealing generator after a step: what the learner answered no
// longer matters), a try_plan step changes nothing so one passing answer is
// enough, and at the last interactive step one passing answer proves it
// solvable. Plan answers are first tried on the step's plan checks alone
// (judgePlan, nothing flown): a plan those refuse cannot pass the whole step.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "flying_fixture.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/teaching/lesson.hpp"

namespace jasta {
namespace {

namespace fs = std::filesystem;
using test::shippedData;

struct WalkReport {
    int paths = 0;                  // ways through the lesson, to its end
    int answersTried = 0;           // answers judged as a learner would give them
    int correct = 0;                // ... of them passed
    std::vector<std::string> dead;  // the paths that met a step no answer passes
    // Per step, the answers that passed it on some path, tried first on the
    // next path: the paths differ little, so an answer that passed one
    // mostly passes the next (where one passing answer is all we need).
    std::map<std::size_t, std::vector<LessonAnswer>> passedBefore;
};

// Every answer the learner could give to the step the run waits at, the
// step's own solution first (so that a solvable last step is found at once).
std::vector<LessonAnswer> possibleAnswers(const LessonRun& run, const Decision& decision,
                                          const std::vector<LessonAnswer>& passedBefore) {
    const LessonStep& step = run.step();
    std::vector<LessonAnswer> answers;
    if (step.solution) answers.push_back(*step.solution);
    answers.insert(answers.end(), passedBefore.rbegin(), passedBefore.rend());
    const AircraftState* airplane = run.state().find(decision.aircraft);
    switch (step.task) {
        case LessonTask::Plan: {
            const Flyer flyer = flyerOf(shippedData(), *airplane, run.engine().rules);
            for (const PlanOutcome& outcome : legalPlans(flyer, *airplane)) answers.push_back({outcome.plan, ""});
            break;
        }
        case LessonTask::TryPlan: {
            // Refused plans are the answers here: every three cards of the deck.
            const ManeuverDeck* deck = shippedData().deckOf(*shippedData().aircraftType(airplane->type));
            for (const auto& first : deck->cards)
                for (const auto& second : deck->cards)
                    for (const auto& third : deck->cards) {
                        Plan plan;
                        plan.cards = {PlannedCard{first.number}, PlannedCard{second.number}, PlannedCard{third.number}};
                        answers.push_back({plan, ""});
                    }
            break;
        }
        case LessonTask::Reorder: {
            Plan plan = run.state().plans.at(decision.aircraft);
            std::array<int, 3> order{0, 1, 2};
            do {
                Plan reordered = plan;
                for (std::size_t i = 0; i < 3; ++i) reordered.cards[i] = plan.cards[static_cast<std::size_t>(order[i])];
                answers.push_back({reordered, ""});
            } while (std::next_permutation(order.begin(), order.end()));
            break;
        }
        case LessonTask::Fire:
        case LessonTask::Tail:
            answers.push_back({std::nullopt, ""});  // hold fire / no tail
            for (const std::string& target : decision.options) answers.push_back({std::nullopt, target});
            break;
        case LessonTask::Read:
            break;
    }
    return answers;
}

bool interactiveStepAfter(const Lesson& lesson, std::size_t step) {
    return std::any_of(lesson.steps.begin() + static_cast<std::ptrdiff_t>(step) + 1, lesson.steps.end(),
                       [](const LessonStep& later) { return later.interactive(); });
}

void walk(const LessonRun& from, const std::string& path, WalkReport& report) {
    LessonRun run = from;
    while (!run.finished() && !run.step().interactive()) run.next();
    if (run.finished()) {
        ++report.paths;
        return;
    }
    const std::size_t index = run.cursor().step;
    const LessonStep& step = run.step();
    const std::string where = path + "step " + std::to_string(index + 1);
    const auto decision = run.waitingFor();
    if (!decision) {
        report.dead.push_back(where + ": the game never asks for the step's decision");
        return;
    }
    // One passing answer is enough when the answer cannot change what comes
    // after (try_plan flies nothing) or nothing interactive comes after.
    const bool onePasses = step.task == LessonTask::TryPlan || !interactiveStepAfter(run.lesson(), index);
    std::set<std::string> continuations;  // state hashes after the step: paths that meet again
    std::set<std::string> answersSeen;
    bool solvable = false;
    for (const LessonAnswer& answer : possibleAnswers(run, *decision, report.passedBefore[index])) {
        const std::string words = answerWords(shippedData(), run.lesson(), step, answer);
        if (!answersSeen.insert(words).second) continue;  // the solution, listed again
        if (answer.plan && step.task == LessonTask::Plan &&
            !judgePlan(run.engine(), run.lesson(), index, run.state(), *answer.plan).passed)
            continue;
        LessonRun tried = run;
        ++report.answersTried;
        if (!tried.answer(answer).passed) continue;
        ++report.correct;
        solvable = true;
        auto& passed = report.passedBefore[index];
        const auto same = [&](const LessonAnswer& other) {
            return other.plan == answer.plan && other.target == answer.target;
        };
        if (std::none_of(passed.begin(), passed.end(), same)) passed.push_back(answer);
        if (onePasses) {
            tried.next();
            walk(tried, where + " (" + words + "), ", report);
            break;
        }
        tried.next();
        if (!continuations.insert(stateHash(tried.state(), tried.rng())).second) continue;
        walk(tried, where + " (" + words + "), ", report);
    }
    if (!solvable) report.dead.push_back(where + ": no answer passes");
}

TEST(LessonWalk, EveryStepStaysSolvableAfterEveryCorrectAnswerBeforeIt) {
    Diagnostics problems;
    const auto lessons = loadLessons(fs::path(JASTA_TEST_DATA_DIR) / "lessons", shippedData(), problems);
    ASSERT_TRUE(problems.empty()) << problems.toString();
    int guided = 0;
    for (const Lesson& lesson : lessons) {
        if (lesson.isGame()) continue;
        ++guided;
        WalkReport report;
        walk(LessonRun(shippedData(), lesson), lesson.id + ": ", report);
        std::string dead;
        for (const std::string& path : report.dead) dead += "\n  " + path;
        EXPECT_TRUE(report.dead.empty()) << lesson.id << ": " << report.dead.size() << " dead ends:" << dead;
        EXPECT_GE(report.paths, 1) << lesson.id;
        // The walk really tried more than the one solution per step.
        EXPECT_GT(report.answersTried, report.correct) << lesson.id;
        std::cout << "[ walk     ] " << lesson.id << ": " << report.paths << " paths to the end, "
                  << report.answersTried << " answers judged, " << report.correct << " correct\n";
    }
    EXPECT_EQ(guided, 6);
}

}  // namespace
}  // namespace jasta
