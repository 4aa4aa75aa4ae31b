#pragma once
// English counts for the widgets' sentences: "1 shot", "6 shots". (Qt's %n
// plurals need a translation file even for English; we have none yet.)

#include <QString>

namespace jasta::app {

inline QString counted(long long n, const QString& one, const QString& many) {
    return QStringLiteral("%1 %2").arg(n).arg(n == 1 || n == -1 ? one : many);
}

}  // namespace jasta::app
