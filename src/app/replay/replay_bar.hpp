#pragma once
// The replay viewer's controls (issue 6), a toolbar under the table: step
// back, play/pause, step forward, a slider with one position per step (a
// tick at each turn's start), the turn to jump to, the speed, "show
// everything", the exports (the step as a PNG, every step as PNGs, the game
// as an animated PNG, a summary web page), take over and close. It only
// drives a ReplayController and follows its stepChanged.

#include <QList>
#include <QToolBar>

class QAction;

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;
class QToolButton;

namespace jasta::app {

class ReplayController;

class ReplayBar : public QToolBar {
    Q_OBJECT
public:
    explicit ReplayBar(QWidget* parent = nullptr);

    // The replay to drive (not owned; null detaches).
    void setController(ReplayController* controller);
    [[nodiscard]] ReplayController* controller() const { return m_controller; }

    [[nodiscard]] QToolButton* backButton() const { return m_back; }
    [[nodiscard]] QToolButton* playButton() const { return m_play; }
    [[nodiscard]] QToolButton* forwardButton() const { return m_forward; }
    [[nodiscard]] QSlider* slider() const { return m_slider; }
    [[nodiscard]] QSpinBox* turnBox() const { return m_turn; }
    [[nodiscard]] QComboBox* speedBox() const { return m_speed; }
    [[nodiscard]] QCheckBox* showEverythingBox() const { return m_everything; }
    [[nodiscard]] QLabel* stepLabel() const { return m_label; }
    // Its menu holds the exports.
    [[nodiscard]] QToolButton* exportButton() const { return m_export; }

    // The bar's commands (exports, take over, close), also offered by the
    // window's Replay menu; enabled while a replay is attached.
    [[nodiscard]] const QList<QAction*>& commands() const { return m_commands; }

    // Each asks for a file (or folder) and exports; a message naming the
    // file when it fails. The exports of every step show their progress
    // and can be cancelled.
    void exportPng();
    void exportAllSteps();
    void exportAnimation();
    void exportSummary();
    // The animation written to `file` with a progress dialog; true when it
    // was written, false when cancelled or refused (with a message).
    bool exportAnimationTo(const QString& file);

signals:
    void takeOverRequested();
    void closeRequested();

private:
    void followStep(int index);
    void followPlaying(bool playing);

    ReplayController* m_controller = nullptr;
    QToolButton* m_back;
    QToolButton* m_play;
    QToolButton* m_forward;
    QSlider* m_slider;
    QLabel* m_label;
    QSpinBox* m_turn;
    QComboBox* m_speed;
    QCheckBox* m_everything;
    QToolButton* m_export;
    QList<QAction*> m_commands;
};

}  // namespace jasta::app
