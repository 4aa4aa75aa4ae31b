#include "replay/replay_controller.hpp"

#include "jasta/words/events.hpp"

#include <QDir>
#include <QFontMetricsF>
#include <QPainter>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

#include "jasta/data/game_data.hpp"
#include "play/consoles_panel.hpp"
#include "play/event_log_dock.hpp"
#include "play/player_colours.hpp"
#include "replay/apng_writer.hpp"
#include "table/table_drawing.hpp"
#include "table/table_scene.hpp"

namespace jasta::app {

ReplayController::ReplayController(const GameData& data, SavedGame save, const Views& views, QObject* parent)
    : QObject(parent), m_data(data), m_replay(data, std::move(save)), m_views(views), m_point(m_replay.stateAt(0)) {
    connect(&m_timer, &QTimer::timeout, this, &ReplayController::tick);
    setSpeed(m_speed);
    const GameState& start = m_point.state;
    m_views.scene->skipAnimations();
    m_views.scene->clearGhosts();
    m_views.scene->clearShots();
    m_views.scene->clearLaidCards();
    m_views.scene->showScenario(m_replay.save().scenario, m_data);
    const auto colours = playerColours(m_replay.save().scenario);
    m_views.scene->setPlayerColours(colours);
    m_views.consoles->setPlayerColours(colours);
    m_views.consoles->showGame(m_data, start);
    m_views.consoles->setViewer({});
    m_views.log->model()->clear();  // whatever game it showed before: the replay's log is its own
    m_views.log->setAircraft(logAircraftOf(start), words::EventNames(m_data, start));
    m_views.log->setViewer({});
    setShowEverything(false);
    show();
}

const ReplayStep& ReplayController::step(int index) const {
    return m_replay.steps().at(static_cast<std::size_t>(index));
}

QString ReplayController::stepLabel(int index) const {
    const ReplayStep& at = step(index);
    if (at.phase == 0) return tr("Start");
    return tr("Turn %1 · phase %2").arg(at.turn).arg(at.phase);
}

std::optional<int> ReplayController::turnStart(int turn) const {
    const auto found = turn == 1 ? m_replay.findStep(1, 0) : m_replay.findStep(turn - 1, 3);
    if (!found) return std::nullopt;
    return static_cast<int>(*found);
}

int ReplayController::lastTurn() const {
    int turn = 1;
    while (turnStart(turn + 1)) ++turn;
    return turn;
}

void ReplayController::setStep(int index) {
    index = std::clamp(index, 0, stepCount() - 1);
    if (index == m_current && m_logStep >= 0) return;
    m_current = index;
    m_point = m_replay.stateAt(static_cast<std::size_t>(index));
    show();
}

void ReplayController::show() {
    // A move still animating from a live game would land later on top of this state.
    m_views.scene->skipAnimations();
    m_views.scene->showState(m_point.state, m_data);
    m_views.consoles->update(m_point.state);
    showLog();
    emit stepChanged(m_current);
}

// The log holds the events up to the step, each tagged with its step's turn
// and phase as live play tags them: going forward appends the steps passed
// in one insertion, going back drops the rows after the step.
void ReplayController::showLog() {
    if (m_current < m_logStep) {
        m_views.log->model()->truncate(static_cast<int>(logEventsUntil(m_current)));
        m_logStep = m_current;
    }
    const std::vector<Event>& events = m_replay.events();
    std::vector<EventLogModel::Batch> batches;
    for (int k = m_logStep + 1; k <= m_current; ++k) {
        const std::size_t from = k == 0 ? 0 : logEventsUntil(k - 1);
        const std::size_t to = logEventsUntil(k);
        const ReplayStep& at = step(k);
        batches.push_back({at.turn, at.phase,
                           std::vector<Event>(events.begin() + static_cast<std::ptrdiff_t>(std::min(from, to)),
                                              events.begin() + static_cast<std::ptrdiff_t>(to))});
    }
    m_views.log->append(batches);
    m_logStep = m_current;
}

// The game's end (game_over, the result) comes after the last phase end,
// in the same command: a finished game's last step shows it too.
std::size_t ReplayController::logEventsUntil(int index) const {
    const bool finished = m_replay.end().state.stage == Stage::Over;
    if (finished && index == stepCount() - 1) return m_replay.events().size();
    return std::min(step(index).events, m_replay.events().size());
}

void ReplayController::stepForward() {
    setStep(m_current + 1);
}

void ReplayController::stepBack() {
    setStep(m_current - 1);
}

void ReplayController::play() {
    if (m_current >= stepCount() - 1) setStep(0);
    if (m_timer.isActive()) return;
    m_timer.start();
    emit playingChanged(true);
}

void ReplayController::pause() {
    if (!m_timer.isActive()) return;
    m_timer.stop();
    emit playingChanged(false);
}

void ReplayController::togglePlay() {
    isPlaying() ? pause() : play();
}

void ReplayController::setSpeed(double stepsPerSecond) {
    if (!(stepsPerSecond > 0)) return;  // also refuses NaN
    m_speed = stepsPerSecond;
    m_timer.setInterval(stepMs());
}

int ReplayController::stepMs() const {
    return static_cast<int>(std::lround(1000.0 / m_speed));
}

bool ReplayController::jumpToTurn(int turn) {
    const auto start = turnStart(turn);
    if (!start) return false;
    setStep(*start);
    return true;
}

void ReplayController::setShowEverything(bool on) {
    m_showEverything = on;
    m_views.consoles->setShowEverything(on);
    m_views.log->setShowEverything(on);
}

void ReplayController::tick() {
    if (m_current < stepCount() - 1) setStep(m_current + 1);
    if (m_current >= stepCount() - 1) pause();
}

QImage ReplayController::renderImage() const {
    return renderImage(m_views.scene->contentsRect(), kExportWidth);
}

QImage ReplayController::renderImage(const QRectF& source, int width) const {
    const double ratio = source.width() > 0 ? source.height() / source.width() : 1.0;
    QImage image(width, std::max(1, static_cast<int>(std::lround(width * ratio))), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    m_views.scene->render(&painter, QRectF(image.rect()), source, Qt::KeepAspectRatio);
    return image;
}

bool ReplayController::exportPng(const QString& file) const {
    QSaveFile out(file);
    return out.open(QIODevice::WriteOnly) && renderImage().save(&out, "PNG") && out.commit();
}

int ReplayController::exportAllSteps(const QString& folder, const Progress& progress) {
    if (!QDir().mkpath(folder)) return 0;
    pause();
    const int back = m_current;
    int written = 0;
    for (int i = 0; i < stepCount(); ++i) {
        setStep(i);
        const QString name = QStringLiteral("step-%1.png").arg(i, 3, 10, QLatin1Char('0'));
        if (exportPng(QDir(folder).filePath(name))) ++written;
        if (progress && !progress(i + 1, stepCount())) break;
    }
    setStep(back);
    return written;
}

QImage ReplayController::animationFrame(const QRectF& source) const {
    QImage frame = renderImage(source, kAnimationWidth);
    QPainter painter(&frame);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = painter.font();
    font.setPixelSize(std::max(12, kAnimationWidth / 48));  // 20 px on a 960 px frame
    font.setBold(true);
    painter.setFont(font);
    const QString label = stepLabel(m_current);
    const QRectF text = QFontMetricsF(font).boundingRect(label).adjusted(-8, -4, 8, 4);
    const double margin = 1.6 * font.pixelSize();  // on the felt, clear of the table's rim
    const QRectF box(margin, margin, text.width(), text.height());
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(20, 20, 20, 190));
    painter.drawRoundedRect(box, 6, 6);
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, label);
    return frame;
}

QRectF ReplayController::wholeGameRect() {
    const int back = m_current;
    QRectF rect;
    for (int i = 0; i < stepCount(); ++i) {
        setStep(i);
        rect |= m_views.scene->contentsRect();
    }
    setStep(back);
    return rect;
}

ReplayController::ExportResult ReplayController::exportAnimation(const QString& file, const Progress& progress) {
    pause();
    const int back = m_current;
    const QRectF source = wholeGameRect();
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) return {ExportStatus::Failed, out.errorString()};
    ApngWriter writer(&out, stepCount());
    ExportResult result;
    for (int i = 0; i < stepCount() && result.status == ExportStatus::Written; ++i) {
        setStep(i);
        const int delay = i == stepCount() - 1 ? std::max(stepMs(), kAnimationEndMs) : stepMs();
        if (!writer.addFrame(animationFrame(source), delay))
            result = {ExportStatus::Failed, writer.errorString()};
        else if (progress && !progress(i + 1, stepCount()))
            result.status = ExportStatus::Cancelled;
    }
    setStep(back);
    if (result.status == ExportStatus::Written && !writer.finish())
        result = {ExportStatus::Failed, writer.errorString()};
    if (result.status == ExportStatus::Written && !out.commit()) result = {ExportStatus::Failed, out.errorString()};
    // Otherwise QSaveFile drops the temporary file: nothing replaces `file`.
    return result;
}

QString ReplayController::summaryHtml() const {
    const SavedGame& save = m_replay.save();
    const GameState& end = m_replay.end().state;
    const auto escaped = [](const std::string& text) { return QString::fromStdString(text).toHtmlEscaped(); };
    QString html;
    html += QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>\n")
                .arg(escaped(save.scenario.name.empty() ? save.scenario.id : save.scenario.name));
    html += QStringLiteral(
        "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
        "td,th{border:1px solid #bbb;padding:2px 6px;text-align:left}</style></head><body>\n");
    html += QStringLiteral("<h1>%1</h1>\n")
                .arg(escaped(save.scenario.name.empty() ? save.scenario.id : save.scenario.name));
    html += QStringLiteral("<p>Rules: %1. Seed %2. %3 turns played.</p>\n")
                .arg(escaped(save.ruleSet.name.empty() ? save.ruleSet.id : save.ruleSet.name))
                .arg(save.seed)
                .arg(end.turn);
    const QString result =
        end.stage == Stage::Over
            ? (end.result == "draw" ? tr("A draw.")
                                    : tr("Won by the %1.").arg(escaped(sideWords(end.result).toStdString())))
            : tr("Not finished.");
    html +=
        QStringLiteral("<p><b>%1</b></p>\n<h2>%2</h2>\n<table><tr><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>\n")
            .arg(result, tr("Airplanes"), tr("Airplane"), tr("Player"), tr("Status"), tr("Damage"));
    for (const auto& airplane : end.aircraft)
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>\n")
                    .arg(escaped(airplane.name), escaped(airplane.player),
                         escaped(statusWords(airplane.status).toStdString()))
                    .arg(airplane.damage);
    html += QStringLiteral("</table>\n<h2>%1</h2>\n<table><tr><th>%2</th><th>%3</th><th>%4</th></tr>\n")
                .arg(tr("What happened"), tr("Airplane"), tr("Event"), tr("Rules"));
    const words::EventNames names(m_data, end);
    for (const auto& event : m_replay.events()) {
        std::string rules;
        for (const auto& rule : event.rules) rules += (rules.empty() ? "" : ", ") + rule;
        const auto* airplane = end.find(event.aircraft);
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>\n")
                    .arg(escaped(airplane != nullptr ? airplane->name : event.aircraft),
                         escaped(words::describe(event, names)), escaped(rules));
    }
    html += QStringLiteral("</table>\n</body></html>\n");
    return html;
}

}  // namespace jasta::app
