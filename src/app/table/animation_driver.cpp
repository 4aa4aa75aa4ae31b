#include "table/animation_driver.hpp"

#include <QAbstractAnimation>
#include <algorithm>
#include <cmath>

namespace jasta::app {

// Qt's animation timer (vsync-paced when a screen is there, about 60 Hz)
// without a fixed length: it runs while there are tracks and hands the
// wall time since the last tick to the driver.
class AnimationDriver::Clock : public QAbstractAnimation {
public:
    explicit Clock(AnimationDriver* driver) : QAbstractAnimation(driver), m_driver(driver) {}
    [[nodiscard]] int duration() const override { return -1; }  // runs until stopped

protected:
    void updateCurrentTime(int currentTime) override {
        const int delta = currentTime - m_last;
        m_last = currentTime;
        if (delta > 0) m_driver->advance(delta);
    }
    void updateState(State newState, State oldState) override {
        // currentTime() starts again from 0 after a stop, and keeps counting
        // from where it was after a pause.
        if (newState == Running && oldState == Stopped) m_last = 0;
    }

private:
    AnimationDriver* m_driver;
    int m_last = 0;  // ms, currentTime() at the last tick
};

AnimationDriver::AnimationDriver(QObject* parent) : QObject(parent), m_clock(new Clock(this)) {}

AnimationDriver::~AnimationDriver() {
    m_clock->stop();
}

void AnimationDriver::add(Kind kind, double durationMs, Step step, Done done) {
    if (step) step(0);
    m_tracks.push_back(
        {kind, std::isfinite(durationMs) ? std::max(0.0, durationMs) : 0.0, 0.0, std::move(step), std::move(done)});
    updateClock();
}

void AnimationDriver::advance(double wallMs) {
    if (m_paused || !(wallMs > 0) || m_retiring) return;
    const double ms = wallMs * m_speed;
    for (Track& track : m_tracks) {
        track.elapsedMs = std::min(track.durationMs, track.elapsedMs + ms);
        if (track.step && track.durationMs > 0) track.step(track.elapsedMs / track.durationMs);
    }
    retire(false);
}

void AnimationDriver::finishAll() {
    for (Track& track : m_tracks) track.elapsedMs = track.durationMs;
    retire(true);
}

void AnimationDriver::cancelAll() {
    m_tracks.clear();
    updateClock();
}

void AnimationDriver::retire(bool everything) {
    if (m_retiring) return;
    m_retiring = true;
    const bool hadMoves = hasMoves();
    // Callbacks may add tracks (a fade after a move): take the finished ones
    // out first, then call them; with `everything`, repeat until none is left.
    bool ended = true;
    while (ended) {
        std::vector<Track> finished;
        auto keep = std::stable_partition(m_tracks.begin(), m_tracks.end(), [&](const Track& track) {
            return !(everything || track.elapsedMs >= track.durationMs);
        });
        std::move(keep, m_tracks.end(), std::back_inserter(finished));
        m_tracks.erase(keep, m_tracks.end());
        for (Track& track : finished) {
            if (track.step) track.step(1);
            if (track.done) track.done();
        }
        ended = everything && !m_tracks.empty();
    }
    m_retiring = false;
    updateClock();
    if (hadMoves && !hasMoves()) emit movesFinished();
}

void AnimationDriver::setSpeed(double factor) {
    if (!std::isfinite(factor)) return;
    m_speed = std::clamp(factor, 0.05, 50.0);
}

void AnimationDriver::setPaused(bool paused) {
    m_paused = paused;
    updateClock();
}

bool AnimationDriver::hasMoves() const {
    return std::any_of(m_tracks.begin(), m_tracks.end(), [](const Track& track) { return track.kind == Kind::Move; });
}

void AnimationDriver::updateClock() {
    if (m_tracks.empty()) {
        m_clock->stop();
    } else if (m_paused) {
        if (m_clock->state() == QAbstractAnimation::Running) m_clock->pause();
    } else if (m_clock->state() == QAbstractAnimation::Paused) {
        m_clock->resume();
    } else if (m_clock->state() == QAbstractAnimation::Stopped) {
        m_clock->start();
    }
}

}  // namespace jasta::app
