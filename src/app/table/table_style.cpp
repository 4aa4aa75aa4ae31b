#include "table/table_style.hpp"

namespace jasta::app::style {

QColor sideColour(Side side) {
    switch (side) {
        case Side::Entente:
            return {0x5b, 0x8c, 0xd6};
        case Side::Allies:
            return {0x4f, 0x9a, 0xd0};
        case Side::Central:
            return {0xd0, 0x55, 0x4a};
        case Side::Axis:
            return {0xc7, 0x62, 0x3e};
    }
    return {0x80, 0x80, 0x80};
}

QColor feltColour() {
    return {0x56, 0x66, 0x5b};
}
QColor roomColour() {
    return {0x26, 0x24, 0x22};
}
QColor rimColour() {
    return {0x6b, 0x4a, 0x2f};
}
QColor baseFillColour() {
    return {0x10, 0x12, 0x14, 110};
}
QColor markColour() {
    return {0xf4, 0xf1, 0xe6};
}
QColor labelBackground() {
    return {0x18, 0x1a, 0x1c, 200};
}
QColor labelText() {
    return {0xf4, 0xf1, 0xe6};
}
QColor outOfPlayLabelBackground() {
    return {0x5a, 0x1e, 0x1a, 215};
}
QColor climbCounterColour() {
    return {0xf2, 0xd4, 0x7a};
}
QColor groundPegColour() {
    return {0x2e, 0x9e, 0x3c};
}
QColor wreckColour() {
    return {0x4d, 0x49, 0x45};
}
QColor goneColour(const QColor& colour) {
    const int grey = qGray(colour.rgb());
    return QColor((colour.red() + 3 * grey) / 4, (colour.green() + 3 * grey) / 4, (colour.blue() + 3 * grey) / 4);
}
QColor shortRangeColour() {
    return {0x4c, 0xc2, 0x6a};
}
QColor longRangeColour() {
    return {0xf0, 0xa8, 0x30};
}
QColor noShotColour() {
    return {0xe0, 0x4a, 0x3c};
}
QColor rulerColour() {
    return {0xf1, 0xe9, 0xd2};
}
QColor arcColour() {
    return {0xf6, 0xf0, 0xd8};
}

QColor sunGlareColour() {
    return {0xe0, 0x9a, 0x10};
}

QFont labelFont() {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9.0);
    font.setBold(true);
    return font;
}

QFont badgeFont() {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(7.5);
    font.setBold(true);
    return font;
}

}  // namespace jasta::app::style
