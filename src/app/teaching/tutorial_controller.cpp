#include "teaching/tutorial_controller.hpp"

#include <QSettings>

#include "jasta/data/game_data.hpp"
#include "play/planning_panel.hpp"
#include "play/rule_book.hpp"
#include "table/table_scene.hpp"
#include "teaching/tutorial_panel.hpp"

namespace jasta::app {

namespace {

const QString kFinishedKey = QStringLiteral("tutorial/finished");

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

}  // namespace

TutorialController::TutorialController(const Parts& parts, QObject* parent) : QObject(parent), m_parts(parts) {
    TutorialPanel* panel = m_parts.panel;
    connect(panel, &TutorialPanel::nextClicked, this, &TutorialController::next);
    connect(panel, &TutorialPanel::retryClicked, this, &TutorialController::retry);
    connect(panel, &TutorialPanel::hintClicked, this, &TutorialController::hint);
    connect(panel, &TutorialPanel::startOverClicked, this, &TutorialController::startOver);
    connect(panel, &TutorialPanel::lessonsClicked, this, &TutorialController::lessonsRequested);
    if (m_parts.book != nullptr) connect(panel, &TutorialPanel::linkActivated, m_parts.book, &RuleBook::openLink);

    // Any game started but the lesson's own (a new game, an opened file) ends
    // the lesson, before the flow asks the new game's first decision.
    connect(m_parts.session, &GameSession::starting, this, [this] {
        if (!isActive() || m_rewinding) return;
        if (m_expectStart) {
            m_expectStart = false;
            return;
        }
        end();
    });
    connect(m_parts.session, &GameSession::advanced, this, [this] {
        if (!isGuided() || m_answered || !updateAnswered()) return;
        const LessonStep* step = currentStep();
        // Retry: the step may be taken back.
        m_parts.panel->setButtons(true, step != nullptr && helpLeft(*step), false);
    });
    connect(m_parts.flow, &PlayFlow::gameOver, this, [this] { gameOver(); });
    // A plan that is only tried is judged as soon as it has three cards.
    connect(m_parts.planning, &PlanningPanel::planChanged, this, [this](const Plan& plan) {
        const LessonStep* step = currentStep();
        if (step == nullptr || step->task != LessonTask::TryPlan || !m_asked || m_answered) return;
        if (m_parts.planning->isComplete()) judgeTriedPlan(plan);
    });
}

void TutorialController::begin(const Lesson& lesson) {
    if (isActive()) end();
    m_computer.reset();
    m_lesson = lesson;
    m_step = -1;
    m_initial.reset();
    resetStep();
    m_expectStart = true;
    m_handOffsBefore = m_parts.flow->handOffs();
    m_parts.flow->setHandOffs(false);
    m_parts.flow->setDecisionFilter([this](const Decision& decision) { return decide(decision); });
    showPage();
}

void TutorialController::end() {
    if (!isActive()) return;
    m_parts.flow->setDecisionFilter({});
    m_parts.flow->setHandOffs(m_handOffsBefore);
    m_parts.planning->setConfirmAllowed(true);
    m_computer.reset();  // it refers to the lesson
    m_lesson.reset();
    m_expectStart = false;
    resetStep();
    m_parts.panel->setHeading(tr("No lesson"), {}, 0, 0);
    m_parts.panel->setText(tr("Help › Lessons… starts a lesson."));
    m_parts.panel->setResult(TutorialPanel::Verdict::None, {});
    clearHelp();
    m_parts.panel->setButtons(false, false, false);
}

bool TutorialController::finished() const {
    return isGuided() && m_step >= static_cast<int>(m_lesson->steps.size());
}

const LessonStep* TutorialController::currentStep() const {
    if (!isGuided() || m_step < 0 || m_step >= static_cast<int>(m_lesson->steps.size())) return nullptr;
    return &m_lesson->steps[static_cast<std::size_t>(m_step)];
}

LessonCursor TutorialController::cursor() const {
    // A try_plan step passed counts as answered: nothing is flown.
    return {static_cast<std::size_t>(std::max(m_step, 0)), m_answered, m_answeredTurn};
}

void TutorialController::resetStep() {
    m_answered = false;
    m_answeredTurn = 0;
    m_asked.reset();
    m_result.reset();
    m_unreachable = false;
    m_stepStart.reset();
}

PlayFlow::Verdict TutorialController::hold(const QString& message) const {
    PlayFlow::Verdict verdict;
    verdict.kind = PlayFlow::Verdict::Kind::Hold;
    verdict.message = message;
    return verdict;
}

// The learner has answered the step's decision once an answer to it is in
// the record since the step began (the flow may have answered the
// computer's decisions after it, inside the same signal).
bool TutorialController::updateAnswered() {
    if (m_answered || !m_asked || !m_stepStart) return false;
    const auto& commands = m_parts.session->record().commands;
    for (std::size_t i = m_stepStart->record.commands.size(); i < commands.size(); ++i) {
        if (!answersDecision(commands[i], *m_asked)) continue;
        m_answered = true;
        m_answeredTurn = m_askedTurn;
        m_asked.reset();
        return true;
    }
    return false;
}

PlayFlow::Verdict TutorialController::decide(const Decision& decision) {
    GameSession& session = *m_parts.session;
    const GameState& state = session.state();
    // The lesson's game before anything was decided, and the start of the step.
    if (!m_initial) m_initial = session.checkpoint();
    if (!m_stepStart) m_stepStart = session.checkpoint();
    updateAnswered();
    PlayFlow::Verdict answer;
    answer.kind = PlayFlow::Verdict::Kind::Answer;
    if (m_lesson->isGame()) {
        if (learnerDecides(*m_lesson, cursor(), state, decision)) return {};
        // The ladder's computer pilot (issue 18), one per game: it keeps its own generator.
        if (!m_computer)
            m_computer = std::make_unique<LessonComputer>(session.engine(), *m_lesson, session.record().seed);
        answer.command = m_computer->answer(state, decision);
        return answer;
    }
    const LessonStep* step = currentStep();
    if (step == nullptr) return hold(tr("Read the lesson, then press Next."));
    switch (routeLesson(*m_lesson, cursor(), state)) {
        case LessonRoute::Wait:
            return hold(step->interactive() ? tr("Well done: press Next in the lesson.")
                                            : tr("Read the lesson, then press Next."));
        case LessonRoute::StepOver:
            judge();
            return hold(m_result && m_result->passed ? tr("Well done: press Next in the lesson.")
                                                     : tr("Not quite: the lesson says why. Press Retry to try again."));
        case LessonRoute::Unreachable:
            m_unreachable = true;
            showVerdict();
            return hold(tr("This step cannot be played from here: press Start Over in the lesson."));
        case LessonRoute::Play:
            break;
    }
    if (learnerDecides(*m_lesson, cursor(), state, decision)) {
        m_asked = decision;
        m_askedTurn = state.turn;
        m_parts.planning->setConfirmAllowed(step->task != LessonTask::TryPlan);
        return {};
    }
    answer.command = lessonAnswer(session.engine(), *m_lesson, state, decision);
    return answer;
}

void TutorialController::judge() {
    if (m_result || !m_stepStart) return;
    const auto& commands = m_parts.session->record().commands;
    const std::size_t from = std::min(m_stepStart->record.commands.size(), commands.size());
    const std::vector<Command> since(commands.begin() + static_cast<std::ptrdiff_t>(from), commands.end());
    m_result = judgeStep(m_parts.session->engine(), *m_lesson, static_cast<std::size_t>(m_step), m_stepStart->state,
                         m_stepStart->rng, since);
    showVerdict();
    drawMeasuredShots();
}

void TutorialController::judgeTriedPlan(const Plan& plan) {
    const GameState& state = m_parts.session->state();
    StepResult result = judgePlan(m_parts.session->engine(), *m_lesson, static_cast<std::size_t>(m_step), state, plan);
    if (result.passed) {
        m_answered = true;  // nothing is flown: the step waits for Next
        m_answeredTurn = state.turn;
    }
    m_result = std::move(result);
    showVerdict();
}

void TutorialController::gameOver() {
    if (!isActive()) return;
    if (m_lesson->isGame()) {
        markFinished(text(m_lesson->id));
        emit lessonFinished(text(m_lesson->id));
        m_parts.panel->setResult(TutorialPanel::Verdict::Passed,
                                 tr("The game is over. This rung of the ladder is ticked in the lessons list."));
        m_parts.panel->setButtons(false, false, true, tr("Lessons…"));
        return;
    }
    const LessonStep* step = currentStep();
    if (step == nullptr || !step->interactive()) return;
    updateAnswered();
    const LessonRoute route = routeLesson(*m_lesson, cursor(), m_parts.session->state());
    if (route == LessonRoute::StepOver) {
        judge();
    } else if (route == LessonRoute::Unreachable) {
        m_unreachable = true;
        showVerdict();
    }
}

void TutorialController::next() {
    if (!isActive()) return;
    if (m_lesson->isGame() || finished()) {
        emit lessonsRequested();
        return;
    }
    const LessonStep* step = currentStep();
    if (step != nullptr && step->interactive() && !(m_result && m_result->passed)) return;
    ++m_step;
    resetStep();
    m_helpShown = 0;
    m_parts.planning->setConfirmAllowed(true);
    if (m_parts.session->isRunning()) m_stepStart = m_parts.session->checkpoint();
    if (finished()) {
        finish();
        return;
    }
    showPage();
    m_parts.flow->resume();
}

void TutorialController::retry() {
    if (!isGuided() || !m_stepStart) return;
    const GameSession::Checkpoint start = *m_stepStart;
    resetStep();
    m_stepStart = start;
    showPage();
    m_rewinding = true;
    m_parts.session->rewind(start);  // the flow asks the step's decision again
    m_rewinding = false;
}

void TutorialController::startOver() {
    if (!isActive() || !m_initial) return;
    const GameSession::Checkpoint initial = *m_initial;
    m_step = -1;
    m_helpShown = 0;
    m_computer.reset();  // its pilots start again with the game
    resetStep();
    showPage();
    m_rewinding = true;
    m_parts.session->rewind(initial);
    m_rewinding = false;
}

void TutorialController::hint() {
    const LessonStep* step = currentStep();
    if (step == nullptr || !helpLeft(*step)) return;
    ++m_helpShown;
    showHelp(*step);
}

QStringList TutorialController::helpFor(const LessonStep& step) const {
    QStringList help;
    for (const std::string& hint : step.hints) help << text(hint);
    // A step without hints still gets a nudge before its answer.
    if (help.isEmpty()) help << tr("Read the step again: every number you need is in it.");
    if (step.solution)
        help << tr("One answer that works: %1.")
                    .arg(text(answerWords(m_parts.session->data(), *m_lesson, step, *step.solution)));
    return help;
}

bool TutorialController::helpLeft(const LessonStep& step) const {
    return step.interactive() && m_helpShown < helpFor(step).size();
}

void TutorialController::showHelp(const LessonStep& step) {
    const QStringList help = helpFor(step);
    const qsizetype shown = std::min<qsizetype>(m_helpShown, help.size());
    QString shownHtml;
    for (qsizetype i = 0; i < shown; ++i) shownHtml += QStringLiteral("<p>%1</p>").arg(html(help[i]));
    m_parts.panel->setHint(shownHtml);
    // The button says what the next press gives: the answer is the last of the help.
    const bool answerNext = step.solution.has_value() && shown == help.size() - 1;
    const QString label = shown == 0 ? tr("Hint") : answerNext ? tr("Show the answer") : tr("Next hint");
    m_parts.panel->setHintButton(label, helpLeft(step));
}

void TutorialController::clearHelp() {
    m_parts.panel->setHint({});
    m_parts.panel->setHintButton(tr("Hint"), false);
}

void TutorialController::finish() {
    markFinished(text(m_lesson->id));
    m_parts.panel->setHeading(text(m_lesson->title), tr("Finished"), 1, 1);
    m_parts.panel->setText(
        html(tr("You have finished this lesson: it is ticked in the lessons list. Go on with "
                "the next one, or play it again with Start Over.")));
    m_parts.panel->setResult(TutorialPanel::Verdict::Passed, tr("Lesson complete."));
    clearHelp();
    m_parts.panel->setButtons(false, false, true, tr("Lessons…"));
    emit lessonFinished(text(m_lesson->id));
}

QString TutorialController::html(const QString& plain) const {
    if (m_parts.book != nullptr) return m_parts.book->linkify(plain);
    return plain.toHtmlEscaped();
}

void TutorialController::showPage() {
    TutorialPanel& panel = *m_parts.panel;
    const QString title = text(m_lesson->title);
    clearHelp();
    panel.setResult(TutorialPanel::Verdict::None, {});
    if (m_lesson->isGame()) {
        const RuleSet* rules = m_parts.session->data().ruleset(m_lesson->ruleset);
        panel.setHeading(
            title, tr("A whole game · %1").arg(rules != nullptr ? text(rules->name) : text(m_lesson->ruleset)), 0, 0);
        panel.setText(html(text(m_lesson->intro)) + QStringLiteral("<p>") +
                      tr("You fly the SPAD; the computer flies the Albatros. Plan in the decision panel as usual.") +
                      QStringLiteral("</p>"));
        panel.setButtons(false, false, false);
        return;
    }
    const int steps = static_cast<int>(m_lesson->steps.size());
    if (m_step < 0) {
        panel.setHeading(title, tr("Introduction"), 0, steps);
        panel.setText(html(text(m_lesson->intro)));
        panel.setButtons(false, false, true, tr("Begin"));
        return;
    }
    const LessonStep& step = m_lesson->steps[static_cast<std::size_t>(m_step)];
    QString progress = tr("Step %1 of %2").arg(m_step + 1).arg(steps);
    if (!step.title.empty()) progress += QStringLiteral(" · ") + text(step.title);
    panel.setHeading(title, progress, m_step + 1, steps);
    panel.setText(html(text(step.text)));
    panel.setButtons(step.interactive() && m_answered, helpLeft(step), !step.interactive());
    showHelp(step);  // the help already asked for in this step stays through Retry
}

void TutorialController::showVerdict() {
    TutorialPanel& panel = *m_parts.panel;
    const LessonStep* step = currentStep();
    if (step == nullptr) return;
    const bool moreHelp = helpLeft(*step);
    if (m_unreachable) {
        panel.setResult(TutorialPanel::Verdict::Failed,
                        tr("The game has gone past this step's decision, so it cannot be played from here. "
                           "Start the lesson over."));
        panel.setButtons(false, moreHelp, false);
        return;
    }
    if (!m_result) return;
    QStringList lines;
    if (m_result->passed) {
        lines << QStringLiteral("<b>%1</b> %2").arg(tr("Passed."), html(text(m_result->message)));
        QStringList findings;
        for (const CheckResult& check : m_result->checks)
            if (!check.finding.empty()) findings << html(text(check.finding));
        if (!findings.isEmpty()) lines << QStringLiteral("<i>%1</i>").arg(findings.join(QStringLiteral("<br>")));
    } else {
        lines << QStringLiteral("<b>%1</b>").arg(tr("Not yet."));
        for (const CheckResult& check : m_result->checks)
            if (!check.passed) lines << html(text(check.explanation));
    }
    panel.setResult(m_result->passed ? TutorialPanel::Verdict::Passed : TutorialPanel::Verdict::Failed,
                    lines.join(QStringLiteral("<br>")));
    // A try_plan step that failed is tried again in the panel as it stands; a flown one is retried.
    const bool tried = step->task == LessonTask::TryPlan;
    panel.setButtons(!tried || m_result->passed, moreHelp, m_result->passed);
}

// The shots the checks measured, drawn where the table stands now: a check
// judged at the end of the step, at the fire decision the step stopped at,
// or after phase 3 when the step stopped at the start of the next turn.
void TutorialController::drawMeasuredShots() {
    if (!m_result) return;
    const GameState& state = m_parts.session->state();
    m_parts.scene->clearShots();
    for (const CheckResult& check : m_result->checks) {
        if (!check.shot || check.check == nullptr) continue;
        const int phase = check.check->phase;
        const bool here = phase == 0 ||
                          (state.turn == check.turn && state.phase == phase && state.stage == Stage::Fire) ||
                          (phase == 3 && state.turn == check.turn + 1 && state.phase == 0);  // nobody moved since
        if (here) m_parts.scene->showShot(*check.shot, m_parts.session->data(), state);
    }
}

QStringList TutorialController::finishedLessons() {
    return QSettings().value(kFinishedKey).toStringList();
}

void TutorialController::markFinished(const QString& lessonId) {
    QStringList done = finishedLessons();
    if (done.contains(lessonId)) return;
    done << lessonId;
    QSettings().setValue(kFinishedKey, done);
}

}  // namespace jasta::app
