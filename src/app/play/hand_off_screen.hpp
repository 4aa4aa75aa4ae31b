#pragma once
// Hot-seat hand-off (DESIGN.md "The program"): an opaque cover over the
// whole window that hides one player's secret plan from the next. It names
// the player who should take the seat, in their colour, with their
// airplanes, and emits ready() when that player clicks or presses a key
// (a key with Ctrl, Alt or Meta is a shortcut of the window, not "ready").
// Input in the first moments after it appears is ignored, so that the
// previous player's last click or key press does not skip it.

#include <QColor>
#include <QElapsedTimer>
#include <QStringList>
#include <QWidget>

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

signals:
    void ready();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void accept();

    QString m_player;
    QColor m_colour;
    QStringList m_aircraft;
    QString m_task;
    int m_armDelayMs = 400;
    QElapsedTimer m_shown;
};

}  // namespace jasta::app
