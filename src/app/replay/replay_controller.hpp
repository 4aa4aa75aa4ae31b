#pragma once
// The replay viewer's model (issue 6): a saved game replayed by the core
// (jasta::Replay) and shown one step at a time, a step being the start of
// the game or the end of one phase. The table, the consoles and the log
// always show the state exactly at the current step: the log holds the
// events up to it, never any of the future. No engine call is made here
// beyond Replay's own; nothing of the live game (GameSession, PlayFlow) is
// touched, so a replay can be looked at while a game is in progress.

#include <QImage>
#include <QObject>
#include <QRectF>
#include <QString>
#include <QTimer>

#include <functional>
#include <optional>

#include "jasta/game/replay.hpp"
#include "jasta/game/save.hpp"

namespace jasta {
struct GameData;
}

namespace jasta::app {

class ConsolesPanel;
class EventLogDock;
class TableScene;

class ReplayController : public QObject {
    Q_OBJECT
public:
    struct Views {
        TableScene* scene = nullptr;
        ConsolesPanel* consoles = nullptr;
        EventLogDock* log = nullptr;
    };
    // Speeds offered by the bar, in steps per second.
    static constexpr double kSpeeds[] = {0.5, 1.0, 2.0, 4.0};
    // The width of an exported picture, in pixels (the height follows the table).
    static constexpr int kExportWidth = 1600;
    // The width of an animation's frames, in pixels: smaller than a still
    // picture, since a game has hundreds of them.
    static constexpr int kAnimationWidth = 960;
    // How long an animation shows its last frame, in ms, so that the end
    // can be read before it starts again.
    static constexpr int kAnimationEndMs = 3000;

    // Called by the exports of every step after each one with the steps
    // done and the steps to do; returning false cancels the export.
    using Progress = std::function<bool(int done, int total)>;
    enum class ExportStatus { Written, Cancelled, Failed };
    struct ExportResult {
        ExportStatus status = ExportStatus::Written;
        QString error;  // when Failed: why, in words (the caller names the file)
    };

    // Replays `save` on `data` (which must outlive this) and shows its first
    // step in `views`. Throws SaveError when the game cannot even start.
    ReplayController(const GameData& data, SavedGame save, const Views& views, QObject* parent = nullptr);

    [[nodiscard]] const Replay& replay() const { return m_replay; }
    [[nodiscard]] int stepCount() const { return static_cast<int>(m_replay.steps().size()); }
    [[nodiscard]] int currentStep() const { return m_current; }
    [[nodiscard]] const ReplayStep& step(int index) const;
    // "Start" or "Turn 3 · phase 2" (the state after that phase).
    [[nodiscard]] QString stepLabel(int index) const;
    // The step where turn `turn` begins: the start for turn 1, else the end
    // of the previous turn's phase 3 (the table as the players plan turn
    // `turn`). None when the replay never gets there.
    [[nodiscard]] std::optional<int> turnStart(int turn) const;
    // The last turn that has a turnStart().
    [[nodiscard]] int lastTurn() const;
    // How many events the log shows at step `index`: eventsUntil(index),
    // and at the last step of a finished game every event to the end.
    [[nodiscard]] std::size_t logEventsUntil(int index) const;
    // The state shown now (stateAt(currentStep())).
    [[nodiscard]] const GameState& state() const { return m_point.state; }

    [[nodiscard]] bool isPlaying() const { return m_timer.isActive(); }
    [[nodiscard]] double speed() const { return m_speed; }
    [[nodiscard]] bool showEverything() const { return m_showEverything; }

    // The table at the current step, all of it, kExportWidth pixels wide.
    [[nodiscard]] QImage renderImage() const;
    // The part `source` of the scene at the current step, `width` pixels wide.
    [[nodiscard]] QImage renderImage(const QRectF& source, int width) const;
    // renderImage() written as a PNG (atomically: the old file stays whole
    // until the new one is complete); false when it cannot be written.
    bool exportPng(const QString& file) const;
    // Every step as step-NNN.png in `folder` (created if missing), the view
    // back at the current step afterwards. Returns the number written; fewer
    // than stepCount() when a file could not be written or `progress` cancelled.
    int exportAllSteps(const QString& folder, const Progress& progress = {});
    // One frame of the animation at the current step: the part `source` of
    // the table, kAnimationWidth pixels wide, the step named in a corner
    // ("Turn 3 · phase 2"), since an animation has no slider to say so.
    [[nodiscard]] QImage animationFrame(const QRectF& source) const;
    // The whole game as one animated PNG (APNG): one animationFrame per step, every
    // frame the same part of the table (wide enough for every step), shown
    // for one step of the current speed(), the last one kAnimationEndMs;
    // it loops for ever. Written atomically: cancelled or failed, nothing
    // replaces `file`. The view goes back to the current step.
    ExportResult exportAnimation(const QString& file, const Progress& progress = {});
    // The part of the scene every step's picture needs: the table and every
    // airplane at every step, so that all frames of an animation match.
    [[nodiscard]] QRectF wholeGameRect();
    // How long one step is shown when playing, in ms (1000 / speed()).
    [[nodiscard]] int stepMs() const;
    // The whole game as one HTML page: scenario, rules, result, each
    // airplane's fate, and every log line (secrets too: the game is over or
    // the reader asked for it).
    [[nodiscard]] QString summaryHtml() const;
    // The game up to the current step, to be played on as a new game.
    [[nodiscard]] SavedGame takeOver() const { return m_replay.takeOver(static_cast<std::size_t>(m_current)); }

public slots:
    void setStep(int index);  // clamped to the steps there are
    void stepForward();
    void stepBack();
    // Plays from the current step (from the start when at the end) at speed().
    void play();
    void pause();
    void togglePlay();
    void setSpeed(double stepsPerSecond);
    bool jumpToTurn(int turn);
    // Every secret (plans, rudder, engine, wounds, secret log lines) shown,
    // or hidden from everyone: a replay has nobody at the screen.
    void setShowEverything(bool on);
    // One step of play: what the timer calls. Pauses at the last step.
    void tick();

signals:
    void stepChanged(int index);
    void playingChanged(bool playing);

private:
    void show();
    void showLog();

    const GameData& m_data;
    Replay m_replay;
    Views m_views;
    GamePoint m_point;
    int m_current = 0;
    int m_logStep = -1;  // the last step whose events the log holds
    double m_speed = 1.0;
    bool m_showEverything = false;
    QTimer m_timer;
};

}  // namespace jasta::app
