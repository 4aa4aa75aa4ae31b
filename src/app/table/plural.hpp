#pragma once
// Counted nouns in the program's English: "1 card", "3 cards". Qt's "%n
// card(s)" needs a translation file to drop the "(s)", and the program ships
// none, so the words are chosen here.

#include <QString>

namespace jasta::app {

inline QString countOf(long long n, const QString& one, const QString& many) {
    return QString::number(n) + QLatin1Char(' ') + (n == 1 ? one : many);
}

}  // namespace jasta::app
