#pragma once
// The one animation clock of the table (Cockatrice's "one animation driver
// instead of a timer per item"): every running animation is a track the
// clock advances, so pause, speed and skip act on all of them at once.
// QGraphicsItems are not QObjects; a track is a function of its progress.
//
// Time: a track's duration is in milliseconds at normal speed (1); the
// clock moves tracks by wall milliseconds × speed.

#include <QObject>
#include <functional>
#include <memory>
#include <vector>

namespace jasta::app {

class AnimationDriver : public QObject {
    Q_OBJECT
public:
    enum class Kind {
        Move,  // an airplane flying its card: movesFinished() waits for these
        Fade,  // cosmetic (cards appearing and fading)
    };
    using Step = std::function<void(double progress)>;  // 0..1, linear in time
    using Done = std::function<void()>;

    explicit AnimationDriver(QObject* parent = nullptr);
    ~AnimationDriver() override;

    // Starts a track now: `step(0)` at once, `step(1)` then `done()` at its
    // end (also when skipped). `durationMs` <= 0 ends it at the next advance.
    void add(Kind kind, double durationMs, Step step, Done done = {});

    // Moves every track by `wallMs` × speed (nothing while paused). The
    // clock calls this from Qt's animation timer; tests and benchmarks call
    // it to step time exactly.
    void advance(double wallMs);
    // Every track to its end now (paused or not), in the order they began.
    void finishAll();
    // Drops every track without finishing it (its items are going away).
    void cancelAll();

    // 1 = normal; clamped to [0.05, 50]; non-finite values are ignored.
    void setSpeed(double factor);
    [[nodiscard]] double speed() const { return m_speed; }
    void setPaused(bool paused);
    [[nodiscard]] bool isPaused() const { return m_paused; }

    [[nodiscard]] bool hasMoves() const;
    [[nodiscard]] bool isRunning() const { return !m_tracks.empty(); }

signals:
    // The last running Move track has ended (also after finishAll).
    void movesFinished();

private:
    struct Track {
        Kind kind;
        double durationMs;
        double elapsedMs = 0;
        Step step;
        Done done;
    };
    class Clock;
    void updateClock();
    // Ends the tracks that are done (callbacks may add tracks), then tells
    // whether the moves all ended.
    void retire(bool everything);

    std::vector<Track> m_tracks;
    Clock* m_clock;  // a QAbstractAnimation child, owned through QObject
    double m_speed = 1;
    bool m_paused = false;
    bool m_retiring = false;
};

}  // namespace jasta::app
