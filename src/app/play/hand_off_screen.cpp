#include "play/hand_off_screen.hpp"

#include <QDockWidget>
#include <QEvent>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <utility>

#include "play/cover_parent.hpp"
#include "table/panel_style.hpp"

namespace jasta::app {

HandOffScreen::HandOffScreen(QWidget* parent) : QWidget(parent) {
    // Opaque: nothing of the window below may show through, not even while
    // it repaints.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, QColor(0x1d, 0x20, 0x24));
    setPalette(colours);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    coverParent(this);
    hide();
}

void HandOffScreen::showFor(const QString& player, const QColor& colour, const QStringList& aircraft,
                            const QString& task) {
    m_player = player;
    m_colour = colour.isValid() ? colour : style::hoverColour();
    m_aircraft = aircraft;
    m_task = task;
    show();
    raise();
    setFocus(Qt::OtherFocusReason);
    m_shown.start();
    update();
}

QString HandOffScreen::headline() const {
    return tr("Pass to %1").arg(m_player);
}

QString HandOffScreen::prompt() const {
    return tr("Click or press a key when ready");
}

bool HandOffScreen::isArmed() const {
    return !isHidden() && (!m_shown.isValid() || m_shown.elapsed() >= m_armDelayMs);
}

void HandOffScreen::setVisible(bool visible) {
    const bool wasUp = !isHidden();
    QWidget::setVisible(visible);
    if (visible)
        hideFloatingDocks();
    else if (wasUp)
        restoreFloatingDocks();
}

QList<QDockWidget*> HandOffScreen::hiddenDocks() const {
    QList<QDockWidget*> docks;
    for (const auto& dock : m_hiddenDocks)
        if (dock) docks.append(dock);
    return docks;
}

void HandOffScreen::hideFloatingDocks() {
    if (parentWidget() == nullptr) return;
    // Every dock of the window: a console, the log, a decision, a lesson or a
    // rule page floated off it would show what the next player must not see.
    for (QDockWidget* dock : parentWidget()->findChildren<QDockWidget*>()) {
        if (!dock->isFloating() || dock->isHidden()) continue;
        m_hiddenDocks.append(dock);
        dock->hide();
    }
}

void HandOffScreen::restoreFloatingDocks() {
    // Only those the cover hid: a dock the player had closed stays closed.
    for (const auto& dock : std::exchange(m_hiddenDocks, {}))
        if (dock) dock->show();
}

void HandOffScreen::accept() {
    if (!isArmed()) return;
    hide();
    emit ready();
}

void HandOffScreen::mousePressEvent(QMouseEvent* event) {
    event->accept();
    accept();
}

void HandOffScreen::keyPressEvent(QKeyEvent* event) {
    event->accept();
    // A shortcut (Ctrl+Z, Ctrl+S, ...) is not "ready": the cover stays, in
    // every state, whether the window acts on the shortcut or not.
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return;
    switch (event->key()) {
        case Qt::Key_Shift:
        case Qt::Key_Control:
        case Qt::Key_Alt:
        case Qt::Key_Meta:
        case Qt::Key_AltGr:
            return;  // a modifier alone is not "ready"
        default:
            if (!event->isAutoRepeat()) accept();
    }
}

void HandOffScreen::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QRectF area = rect();
    QLinearGradient background(area.topLeft(), area.bottomLeft());
    background.setColorAt(0, QColor(0x24, 0x28, 0x2d));
    background.setColorAt(1, QColor(0x15, 0x17, 0x1a));
    painter.fillRect(area, background);

    // A card in the middle, the player's colour along its top.
    const double width = std::min(560.0, area.width() - 40);
    const double lines = static_cast<double>(m_aircraft.size());
    const double height = std::min(area.height() - 40, 230.0 + 26.0 * lines + (m_task.isEmpty() ? 0 : 30));
    const QRectF card(area.center().x() - width / 2, area.center().y() - height / 2, width, height);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 90));
    painter.drawRoundedRect(card.translated(0, 6), 14, 14);
    painter.setBrush(QColor(0x2f, 0x34, 0x3a));
    painter.drawRoundedRect(card, 14, 14);
    painter.save();
    painter.setClipRect(QRectF(card.left(), card.top(), card.width(), 12));
    painter.setBrush(m_colour);
    painter.drawRoundedRect(card, 14, 14);
    painter.restore();

    double y = card.top() + 36;
    painter.setPen(QColor(0xa9, 0xae, 0xb4));
    painter.setFont(style::uiFont(11));
    painter.drawText(QRectF(card.left(), y, card.width(), 24), Qt::AlignCenter, tr("Hot seat"));
    y += 30;
    painter.setPen(QColor(0xf3, 0xf1, 0xea));
    QFont big = style::uiFont(24, true);
    painter.setFont(big);
    painter.drawText(QRectF(card.left() + 20, y, card.width() - 40, 48), Qt::AlignCenter,
                     QFontMetrics(big).elidedText(headline(), Qt::ElideRight, static_cast<int>(card.width() - 40)));
    y += 56;
    if (!m_task.isEmpty()) {
        painter.setFont(style::uiFont(12));
        painter.setPen(m_colour.lighter(130));
        painter.drawText(QRectF(card.left(), y, card.width(), 26), Qt::AlignCenter, m_task);
        y += 30;
    }
    painter.setFont(style::uiFont(12, true));
    for (const QString& name : m_aircraft) {
        // A small swatch of the player's colour before each airplane.
        const QFontMetricsF metrics(painter.font());
        const double textWidth = metrics.horizontalAdvance(name);
        const double left = card.center().x() - (textWidth + 18) / 2;
        painter.setPen(Qt::NoPen);
        painter.setBrush(m_colour);
        painter.drawEllipse(QPointF(left + 5, y + 13), 5, 5);
        painter.setPen(QColor(0xe2, 0xe0, 0xd8));
        painter.drawText(QRectF(left + 18, y, textWidth + 2, 26), Qt::AlignVCenter | Qt::AlignLeft, name);
        y += 26;
    }
    painter.setFont(style::uiFont(12, true));
    painter.setPen(QColor(0xf3, 0xf1, 0xea));
    painter.drawText(QRectF(card.left(), card.bottom() - 70, card.width(), 26), Qt::AlignCenter, prompt());
    painter.setFont(style::uiFont(9.5));
    painter.setPen(QColor(0x9a, 0xa0, 0xa6));
    painter.drawText(QRectF(card.left(), card.bottom() - 42, card.width(), 22), Qt::AlignCenter,
                     tr("Everyone else, please look away."));
}

}  // namespace jasta::app
