#include "replay/replay_bar.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>

#include "jasta/base/atomic_file.hpp"
#include "replay/replay_controller.hpp"

namespace jasta::app {

namespace {

QToolButton* makeButton(QWidget* parent, QStyle::StandardPixmap icon, const QString& tip,
                        const QKeySequence& key = {}) {
    auto* button = new QToolButton(parent);
    button->setIcon(parent->style()->standardIcon(icon));
    button->setToolTip(key.isEmpty() ? tip
                                     : QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    if (!key.isEmpty()) button->setShortcut(key);
    return button;
}

// Shows an export of every step in `dialog` (after half a second, window
// modal so nothing else changes the replay meanwhile); its Cancel stops it.
ReplayController::Progress follow(QProgressDialog& dialog) {
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(500);
    dialog.setValue(0);
    return [&dialog](int done, int total) {
        dialog.setMaximum(total);
        dialog.setValue(done);
        return !dialog.wasCanceled();
    };
}

}  // namespace

ReplayBar::ReplayBar(QWidget* parent)
    : QToolBar(tr("Replay"), parent),
      m_back(makeButton(this, QStyle::SP_MediaSeekBackward, tr("Step back one phase"), QKeySequence(Qt::Key_Comma))),
      m_play(makeButton(this, QStyle::SP_MediaPlay, tr("Play / pause"), QKeySequence(Qt::Key_Space))),
      m_forward(
          makeButton(this, QStyle::SP_MediaSeekForward, tr("Step forward one phase"), QKeySequence(Qt::Key_Period))),
      m_slider(new QSlider(Qt::Horizontal, this)),
      m_label(new QLabel(this)),
      m_turn(new QSpinBox(this)),
      m_speed(new QComboBox(this)),
      m_everything(new QCheckBox(tr("Show everything"), this)),
      m_export(new QToolButton(this)) {
    setObjectName(QStringLiteral("replayBar"));
    setMovable(false);
    addWidget(m_back);
    addWidget(m_play);
    addWidget(m_forward);
    m_slider->setObjectName(QStringLiteral("replaySlider"));
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setPageStep(3);
    m_slider->setMinimumWidth(240);
    m_slider->setToolTip(tr("One position per phase; the ticks mark where each turn begins"));
    addWidget(m_slider);
    // Wide enough for "Turn 12 · phase 3 (36/40)" so the bar does not jump while playing.
    m_label->setMinimumWidth(m_label->fontMetrics().horizontalAdvance(QStringLiteral("Turn 88 · phase 8  (888/888)")));
    addWidget(m_label);
    addSeparator();
    addWidget(new QLabel(tr("Turn "), this));
    m_turn->setToolTip(tr("Jump to the start of a turn"));
    addWidget(m_turn);
    for (const double speed : ReplayController::kSpeeds)
        m_speed->addItem(speed == 1.0 ? tr("1 phase/s") : tr("%1 phases/s").arg(speed), speed);
    m_speed->setToolTip(tr("Playing speed, in phases per second"));
    addWidget(m_speed);
    m_everything->setToolTip(tr("Reveal every secret: plans, rudder, engine, wounds and secret log lines"));
    addWidget(m_everything);
    addSeparator();
    // The exports share one button with a menu, so that the bar keeps Take
    // Over and Close in sight on a window of ordinary width.
    auto* exports = new QMenu(this);
    m_export->setText(tr("Export"));
    m_export->setToolTip(tr("Save this step, every step or the whole game as pictures, or a summary"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_export->setMenu(exports);
    addWidget(m_export);
    const auto command = [this](const QString& text, const QString& name, const QString& tip, auto slot) {
        auto* action = new QAction(text, this);
        connect(action, &QAction::triggered, this, slot);
        action->setObjectName(name);
        action->setToolTip(tip);
        action->setStatusTip(tip);
        m_commands.append(action);
        return action;
    };
    exports->addAction(command(tr("Export PNG…"), QStringLiteral("actionReplayExportPng"),
                               tr("Save the table at this step as a picture"), &ReplayBar::exportPng));
    exports->addAction(command(tr("Export All Steps…"), QStringLiteral("actionReplayExportSteps"),
                               tr("Save every step of the game as a numbered picture in a folder"),
                               &ReplayBar::exportAllSteps));
    exports->addAction(command(tr("Export Animation…"), QStringLiteral("actionReplayExportAnimation"),
                               tr("Save the whole game as one animated picture (animated PNG), one frame per step "
                                  "at the playing speed"),
                               &ReplayBar::exportAnimation));
    exports->addAction(command(tr("Export Summary…"), QStringLiteral("actionReplayExportSummary"),
                               tr("Save the result and the whole log as a web page"), &ReplayBar::exportSummary));
    addAction(command(tr("Take Over from Here"), QStringLiteral("actionReplayTakeOver"),
                      tr("Play on from this step as a new game (the replay's file is not changed)"),
                      &ReplayBar::takeOverRequested));
    addAction(command(tr("Close Replay"), QStringLiteral("actionReplayClose"),
                      tr("Back to the game in progress, if any"), &ReplayBar::closeRequested));

    connect(m_back, &QToolButton::clicked, this, [this] {
        if (m_controller) m_controller->stepBack();
    });
    connect(m_forward, &QToolButton::clicked, this, [this] {
        if (m_controller) m_controller->stepForward();
    });
    connect(m_play, &QToolButton::clicked, this, [this] {
        if (m_controller) m_controller->togglePlay();
    });
    // valueChanged also follows the keyboard and dragging: scrubbing shows every step passed.
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (m_controller) m_controller->setStep(value);
    });
    connect(m_turn, &QSpinBox::valueChanged, this, [this](int turn) {
        if (m_controller) m_controller->jumpToTurn(turn);
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] {
        if (m_controller) m_controller->setSpeed(m_speed->currentData().toDouble());
    });
    connect(m_everything, &QCheckBox::toggled, this, [this](bool on) {
        if (m_controller) m_controller->setShowEverything(on);
    });
    setController(nullptr);
}

void ReplayBar::setController(ReplayController* controller) {
    if (m_controller != nullptr) disconnect(m_controller, nullptr, this, nullptr);
    m_controller = controller;
    for (QWidget* widget :
         {static_cast<QWidget*>(m_back), static_cast<QWidget*>(m_play), static_cast<QWidget*>(m_forward),
          static_cast<QWidget*>(m_slider), static_cast<QWidget*>(m_turn), static_cast<QWidget*>(m_speed),
          static_cast<QWidget*>(m_everything)})
        widget->setEnabled(controller != nullptr);
    for (QAction* action : m_commands) action->setEnabled(controller != nullptr);
    m_export->setEnabled(controller != nullptr);
    if (controller == nullptr) return;
    {
        const QSignalBlocker blockSlider(m_slider);
        const QSignalBlocker blockTurn(m_turn);
        const QSignalBlocker blockSpeed(m_speed);
        const QSignalBlocker blockEverything(m_everything);
        m_slider->setRange(0, controller->stepCount() - 1);
        // Every turn has three phases after the start, so a tick every three
        // steps falls on each turn's start (step 0, then after each phase 3).
        m_slider->setTickInterval(3);
        m_turn->setRange(1, controller->lastTurn());
        const int speedIndex = m_speed->findData(controller->speed());
        m_speed->setCurrentIndex(speedIndex >= 0 ? speedIndex : 1);
        m_everything->setChecked(controller->showEverything());
    }
    connect(controller, &ReplayController::stepChanged, this, &ReplayBar::followStep);
    connect(controller, &ReplayController::playingChanged, this, &ReplayBar::followPlaying);
    connect(controller, &QObject::destroyed, this, [this] { setController(nullptr); });
    followStep(controller->currentStep());
    followPlaying(controller->isPlaying());
}

void ReplayBar::followStep(int index) {
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockTurn(m_turn);
    m_slider->setValue(index);
    m_label->setText(
        tr("%1  (%2/%3)").arg(m_controller->stepLabel(index)).arg(index + 1).arg(m_controller->stepCount()));
    // The turn being planned at this step: after phase 3 the next one.
    const ReplayStep& at = m_controller->step(index);
    m_turn->setValue(at.phase == 3 ? at.turn + 1 : at.turn);
    m_back->setEnabled(index > 0);
    m_forward->setEnabled(index < m_controller->stepCount() - 1);
}

void ReplayBar::followPlaying(bool playing) {
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void ReplayBar::exportPng() {
    if (m_controller == nullptr) return;
    QString file = QFileDialog::getSaveFileName(this, tr("Export PNG"), QString(), tr("PNG pictures (*.png)"));
    if (file.isEmpty()) return;
    if (!file.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive)) file += QStringLiteral(".png");
    if (!m_controller->exportPng(file))
        QMessageBox::warning(this, tr("Export PNG"), tr("The picture could not be written to %1.").arg(file));
}

void ReplayBar::exportAllSteps() {
    if (m_controller == nullptr) return;
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export All Steps"));
    if (folder.isEmpty()) return;
    QProgressDialog progress(tr("Writing the pictures to %1…").arg(folder), tr("Cancel"), 0, m_controller->stepCount(),
                             this);
    const int written = m_controller->exportAllSteps(folder, follow(progress));
    if (written < m_controller->stepCount() && !progress.wasCanceled())
        QMessageBox::warning(this, tr("Export All Steps"),
                             tr("Only %1 of %2 pictures could be written to %3.")
                                 .arg(written)
                                 .arg(m_controller->stepCount())
                                 .arg(folder));
}

void ReplayBar::exportAnimation() {
    if (m_controller == nullptr) return;
    QString file = QFileDialog::getSaveFileName(this, tr("Export Animation"), QString(),
                                                tr("Animated PNG pictures (*.png *.apng)"));
    if (file.isEmpty()) return;
    if (!file.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive) &&
        !file.endsWith(QStringLiteral(".apng"), Qt::CaseInsensitive))
        file += QStringLiteral(".png");
    exportAnimationTo(file);
}

bool ReplayBar::exportAnimationTo(const QString& file) {
    if (m_controller == nullptr) return false;
    QProgressDialog progress(tr("Writing the animation to %1…").arg(file), tr("Cancel"), 0, m_controller->stepCount(),
                             this);
    const auto result = m_controller->exportAnimation(file, follow(progress));
    if (result.status == ReplayController::ExportStatus::Failed)
        QMessageBox::warning(this, tr("Export Animation"),
                             tr("The animation could not be written to %1: %2").arg(file, result.error));
    return result.status == ReplayController::ExportStatus::Written;
}

void ReplayBar::exportSummary() {
    if (m_controller == nullptr) return;
    QString file = QFileDialog::getSaveFileName(this, tr("Export Summary"), QString(), tr("Web pages (*.html)"));
    if (file.isEmpty()) return;
    if (!file.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive)) file += QStringLiteral(".html");
    try {
        writeFileAtomically(file.toStdString(), m_controller->summaryHtml().toStdString());
    } catch (const std::exception& error) {
        QMessageBox::warning(this, tr("Export Summary"), QString::fromUtf8(error.what()));
    }
}

}  // namespace jasta::app
