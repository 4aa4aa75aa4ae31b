#pragma once
// Colours and fonts of the side widgets (planning panel, consoles, log,
// hand-off screen). Cosmetic only, like table_style.hpp: no rule lives here.

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QString>
#include <string_view>

#include "jasta/base/enums.hpp"

namespace jasta::app::style {

// The maneuver card's printed arrow colour (ArrowColour in the data).
QColor arrowColour(ArrowColour colour);

QColor cardFace();           // the card's paper
QColor cardEdge();           // its printed border
QColor cardInk();            // number, name and marks
QColor selectionColour();    // a chosen card or slot
QColor hoverColour();        // the card under the mouse
QColor refusalColour();      // text and marks of a broken rule
QColor panelBackground();    // behind the cards of the planning panel
QColor mutedText();          // secondary text on light backgrounds
QColor playedColour();       // "played by Jasta" beside a rule (issue 14)
QColor changedBackground();  // behind a rule option changed from its rules level

// DejaVu Sans at `points`, as every widget of the program uses it.
QFont uiFont(double points, bool bold = false);

}  // namespace jasta::app::style

class QComboBox;
class QFrame;
class QLabel;
class QWidget;

namespace jasta::app {

// UTF-8 text of the core as Qt text.
inline QString toQt(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// A label of `parent` named `objectName` (tests find it by that name) in uiFont(points, bold).
QLabel* makeLabel(QWidget* parent, const QString& objectName, double points, bool bold = false);
// A combo box of `parent` named `objectName`, as wide as its longest entry asks.
QComboBox* makeCombo(QWidget* parent, const QString& objectName);
// Sets one colour of `widget`'s palette: QPalette::Window fills its
// background, QPalette::WindowText colours a label's text.
void setPaletteColour(QWidget* widget, QPalette::ColorRole role, const QColor& colour);
// Fills `row`'s background with `background`.
void paintRow(QWidget* row, const QColor& background);
// A narrow coloured bar on a row's left edge (a player's colour, or the mark
// of a changed option).
QFrame* makeStripe(QWidget* parent, const QColor& colour);

}  // namespace jasta::app
