#include "play/cover_parent.hpp"

#include <QEvent>
#include <QWidget>

namespace jasta::app {

namespace {

// Watches the parent's resizes for the widget it belongs to.
class ParentCover : public QObject {
public:
    explicit ParentCover(QWidget* widget) : QObject(widget), m_widget(widget) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == m_widget->parentWidget() && event->type() == QEvent::Resize)
            m_widget->setGeometry(m_widget->parentWidget()->rect());
        return QObject::eventFilter(watched, event);
    }

private:
    QWidget* m_widget;
};

}  // namespace

void coverParent(QWidget* widget) {
    QWidget* parent = widget != nullptr ? widget->parentWidget() : nullptr;
    if (parent == nullptr) return;
    parent->installEventFilter(new ParentCover(widget));
    widget->setGeometry(parent->rect());
}

}  // namespace jasta::app
