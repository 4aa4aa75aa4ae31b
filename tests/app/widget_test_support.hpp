#pragma once
// Input helpers of the widget tests: clicks and keys sent the way Qt
// delivers them, and drops onto a widget.

#include <QApplication>
#include <QDropEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
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

}  // namespace jasta::app::test
