#pragma once
// Input helpers of the widget tests: clicks and keys sent the way Qt
// delivers them, and drops onto a widget.

#include <QAbstractButton>
#include <QApplication>
#include <QDropEvent>
#include <QKeyEvent>
#include <QMessageBox>
#include <QMimeData>
#include <QMouseEvent>
#include <QTimer>
#include <QWidget>

namespace jasta::app::test {

inline void click(QWidget* widget, QPoint at = {}) {
    const QPointF local = at.isNull() ? QPointF(widget->rect().center()) : QPointF(at);
    const QPointF global = widget->mapToGlobal(local);
    QMouseEvent press(QEvent::MouseButtonPress, local, global, Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, local, global, Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &release);
}

inline void pressKey(QWidget* widget, int key, const QString& text = {}) {
    QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, text);
    QApplication::sendEvent(widget, &press);
    QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, text);
    QApplication::sendEvent(widget, &release);
}

// Types `digits` as number keys.
inline void typeDigits(QWidget* widget, const QString& digits) {
    for (QChar digit : digits) pressKey(widget, Qt::Key_0 + digit.digitValue(), QString(digit));
}

// Drops `mime` in the middle of `widget`, as a drag that ends there would.
inline void drop(QWidget* widget, const QMimeData& mime) {
    const QPointF at = widget->rect().center();
    QDragEnterEvent enter(at.toPoint(), Qt::CopyAction | Qt::MoveAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &enter);
    QDropEvent dropEvent(at, Qt::CopyAction | Qt::MoveAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &dropEvent);
}

// Answers only the question MainWindow asks when a saved game's data differs
// from today's ("The game data has changed"), with "As Played": the golden
// saves never change while the shipped data grows (a field added to an
// airplane), so tests that open them for other reasons meet it.
class DataChangeAnswerer {
public:
    DataChangeAnswerer() {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box == nullptr || box->windowTitle() != QStringLiteral("The game data has changed")) return;
            ++m_count;
            if (QAbstractButton* asPlayed = box->button(QMessageBox::Yes)) asPlayed->click();
        });
        m_timer.start();
    }
    [[nodiscard]] int count() const { return m_count; }
    // Leaves the question to the test (a test of the question itself).
    void stop() { m_timer.stop(); }

private:
    QTimer m_timer;
    int m_count = 0;
};

// Answers every modal message box that opens while it lives by clicking
// `button` (a box without it is closed), and keeps what the last one said:
// a modal box runs its own event loop, so the answer comes from a timer.
class MessageBoxAnswerer {
public:
    explicit MessageBoxAnswerer(QMessageBox::StandardButton button = QMessageBox::Ok) {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, [this, button] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box == nullptr) return;
            ++m_count;
            m_text = box->text();
            m_detail = box->informativeText();
            if (QAbstractButton* answer = box->button(button))
                answer->click();
            else
                box->done(QMessageBox::Ok);
        });
        m_timer.start();
    }
    [[nodiscard]] int count() const { return m_count; }
    [[nodiscard]] const QString& text() const { return m_text; }
    [[nodiscard]] const QString& detail() const { return m_detail; }

private:
    QTimer m_timer;
    int m_count = 0;
    QString m_text;
    QString m_detail;
};

}  // namespace jasta::app::test
