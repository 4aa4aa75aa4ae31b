#pragma once
// A lesson on the screen (issue 7). The game of a lesson is an ordinary game
// of the session, played through the play flow, the planning panel, the
// choice prompt and the table like any other; this controller only
//  - filters the flow's decisions with the core's routing (routeLesson,
//    learnerDecides): the learner is asked the step's decision, every other
//    decision is answered by lessonAnswer, and the game waits between steps;
//  - judges a step when its game has run far enough (judgeStep, judgePlan
//    for a plan that is only tried) and has the tutorial panel show the
//    verdict, drawing the shots it measured on the table;
//  - rewinds the session to the step's start for Retry (GameSession::rewind);
//  - gives help one piece a press of Hint: the step's graded hints, a nudge
//    first, then the answer that works (issue 15);
//  - keeps the finished lessons in QSettings.
// A lesson without steps is a whole game against the computer: the learner
// decides for its airplanes, lessonAnswer (the autopilot) for the others.

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

#include "jasta/teaching/lesson.hpp"
#include "play/game_session.hpp"
#include "play/play_flow.hpp"

namespace jasta::app {

class PlanningPanel;
class RuleBook;
class TableScene;
class TutorialPanel;

class TutorialController : public QObject {
    Q_OBJECT
public:
    struct Parts {
        GameSession* session = nullptr;
        PlayFlow* flow = nullptr;
        PlanningPanel* planning = nullptr;
        TableScene* scene = nullptr;
        TutorialPanel* panel = nullptr;
        RuleBook* book = nullptr;  // rule ids become links; may be null
    };
    TutorialController(const Parts& parts, QObject* parent = nullptr);

    // Takes the play flow over for `lesson` (no hand-off covers: one
    // learner). Call it, then start the lesson's game; any other game
    // started afterwards ends the lesson.
    void begin(const Lesson& lesson);
    // Gives the flow back: hand-offs as before, every decision asked.
    void end();

    [[nodiscard]] bool isActive() const { return m_lesson.has_value(); }
    // A lesson with steps (not a whole game).
    [[nodiscard]] bool isGuided() const { return isActive() && !m_lesson->isGame(); }
    [[nodiscard]] const Lesson* lesson() const { return m_lesson ? &*m_lesson : nullptr; }
    // -1 on the introduction; the number of steps once the lesson is done.
    [[nodiscard]] int stepIndex() const { return m_step; }
    [[nodiscard]] bool finished() const;
    // The verdict on the current step, once judged.
    [[nodiscard]] const std::optional<StepResult>& result() const { return m_result; }

    // The panel's buttons.
    void next();
    void retry();
    void hint();
    void startOver();

    // The ids of the lessons finished at this computer (QSettings).
    static QStringList finishedLessons();
    static void markFinished(const QString& lessonId);

signals:
    void lessonsRequested();
    void lessonFinished(const QString& lessonId);

private:
    PlayFlow::Verdict decide(const Decision& decision);
    PlayFlow::Verdict hold(const QString& message) const;
    [[nodiscard]] LessonCursor cursor() const;
    bool updateAnswered();
    [[nodiscard]] const LessonStep* currentStep() const;
    void resetStep();
    void judge();
    void judgeTriedPlan(const Plan& plan);
    void gameOver();
    void finish();
    void showPage();
    void showVerdict();
    // Help on a step, in the order it is given: its graded hints (a nudge
    // first), then the answer that works.
    [[nodiscard]] QStringList helpFor(const LessonStep& step) const;
    // Whether a press of Hint has more to show on `step`.
    [[nodiscard]] bool helpLeft(const LessonStep& step) const;
    // The help shown so far on the panel, and what the Hint button gives next.
    void showHelp(const LessonStep& step);
    // No help on the panel, and Hint off (pages without a step).
    void clearHelp();
    void drawMeasuredShots();
    [[nodiscard]] QString html(const QString& plain) const;

    Parts m_parts;
    std::optional<Lesson> m_lesson;
    // A whole game's computer pilots (LessonComputer), made at its first decision.
    std::unique_ptr<LessonComputer> m_computer;
    int m_step = -1;
    bool m_answered = false;
    int m_answeredTurn = 0;
    std::optional<Decision> m_asked;  // the step's decision, while the learner has it
    int m_askedTurn = 0;
    std::optional<StepResult> m_result;
    int m_helpShown = 0;  // the first entries of helpFor() shown in this step (kept through Retry)
    bool m_unreachable = false;
    std::optional<GameSession::Checkpoint> m_initial;    // the lesson's game before anything was decided
    std::optional<GameSession::Checkpoint> m_stepStart;  // where the current step began
    bool m_expectStart = false;                          // the lesson's own game is being started
    bool m_rewinding = false;
    bool m_handOffsBefore = true;
};

}  // namespace jasta::app
