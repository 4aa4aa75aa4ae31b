#include "table/panel_style.hpp"

#include <QComboBox>
#include <QFrame>
#include <QLabel>

namespace jasta::app::style {

QColor arrowColour(ArrowColour colour) {
    switch (colour) {
        case ArrowColour::Blue:
            return {0x23, 0x5f, 0xb0};
        case ArrowColour::Red:
            return {0xc4, 0x32, 0x2a};
    }
    return {0x40, 0x40, 0x40};
}

QColor cardFace() {
    return {0xf8, 0xf4, 0xe9};
}
QColor cardEdge() {
    return {0x6e, 0x65, 0x56};
}
QColor cardInk() {
    return {0x2b, 0x27, 0x22};
}
QColor selectionColour() {
    return {0xe3, 0xa1, 0x1b};
}
QColor hoverColour() {
    return {0x5c, 0x9c, 0xe6};
}
QColor refusalColour() {
    return {0xb3, 0x26, 0x1e};
}
QColor panelBackground() {
    return {0x3a, 0x3f, 0x44};
}
QColor changedBackground() {
    return {0xfd, 0xf3, 0xdc};
}
QColor mutedText() {
    return {0x6a, 0x6a, 0x6a};
}
QColor playedColour() {
    return {0x2e, 0x7d, 0x32};
}

QFont uiFont(double points, bool bold) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

}  // namespace jasta::app::style

namespace jasta::app {

QLabel* makeLabel(QWidget* parent, const QString& objectName, double points, bool bold) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setFont(style::uiFont(points, bold));
    return label;
}

QComboBox* makeCombo(QWidget* parent, const QString& objectName) {
    auto* combo = new QComboBox(parent);
    combo->setObjectName(objectName);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    return combo;
}

void setPaletteColour(QWidget* widget, QPalette::ColorRole role, const QColor& colour) {
    if (role == QPalette::Window) widget->setAutoFillBackground(true);
    QPalette palette = widget->palette();
    palette.setColor(role, colour);
    widget->setPalette(palette);
}

void paintRow(QWidget* row, const QColor& background) {
    setPaletteColour(row, QPalette::Window, background);
}

QFrame* makeStripe(QWidget* parent, const QColor& colour) {
    auto* stripe = new QFrame(parent);
    stripe->setFixedWidth(5);
    paintRow(stripe, colour);
    return stripe;
}

}  // namespace jasta::app
