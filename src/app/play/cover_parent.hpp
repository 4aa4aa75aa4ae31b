#pragma once
// Layers over the whole window (the hot-seat hand-off cover, the damage
// cards flying to the consoles) cover their parent widget entirely and
// follow its size.

class QWidget;

namespace jasta::app {

// Gives `widget` its parent's whole rect now and after every resize of the
// parent. Does nothing without a parent.
void coverParent(QWidget* widget);

}  // namespace jasta::app
