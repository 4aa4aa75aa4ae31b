#pragma once
// Hot-seat hand-off (DESIGN.md "The program"): an opaque cover over the
// whole window that hides one player's secret plan from the next. It names
// the player who should take the seat, in their colour, with their
// airplanes, and emits ready() when that player clicks or presses a key
// (a key with Ctrl, Alt or Meta is a shortcut of the window, not "ready").
// Input in the first moments after it appears is ignored, so that the
// previous player's last click or key press does not skip it.
// A dock floated off the window (a window of its own) is not under the
// cover: while the cover is up, every floated dock of its window is hidden,
// and exactly those come back when it goes.

#include <QColor>
#include <QElapsedTimer>
#include <QList>
#include <QPointer>
#include <QStringList>
#include <QWidget>

class QDockWidget;

namespace jasta::app {

class HandOffScreen : public QWidget {
    Q_OBJECT
public:
    // Covers `parent` entirely and follows its size; starts hidden.
    explicit HandOffScreen(QWidget* parent);

    // Shows the cover for `player` (their colour as accent) and raises it
    // above every sibling. `task` says what they are to do ("Plan your
    // turn"); may be empty.
    void showFor(const QString& player, const QColor& colour, const QStringList& aircraft, const QString& task = {});

    [[nodiscard]] QString player() const { return m_player; }
    [[nodiscard]] QStringList aircraft() const { return m_aircraft; }
    [[nodiscard]] QString headline() const;  // "Pass to <player>"
    [[nodiscard]] QString prompt() const;    // the click-or-key line

    // Milliseconds after showFor() during which input is ignored (default 400).
    void setArmDelay(int milliseconds) { m_armDelayMs = milliseconds; }
    [[nodiscard]] bool isArmed() const;

    // Shown or hidden, however it is asked (showFor, hide(), the window's
    // own calls): the floated docks go and come back with it.
    void setVisible(bool visible) override;
    // The floated docks the cover has hidden and will show again.
    [[nodiscard]] QList<QDockWidget*> hiddenDocks() const;

signals:
    void ready();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void accept();
    void hideFloatingDocks();
    void restoreFloatingDocks();

    QString m_player;
    QColor m_colour;
    QStringList m_aircraft;
    QString m_task;
    int m_armDelayMs = 400;
    QElapsedTimer m_shown;
    QList<QPointer<QDockWidget>> m_hiddenDocks;
};

}  // namespace jasta::app
