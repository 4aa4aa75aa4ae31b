#include "table/silhouette_library.hpp"

#include <QFile>

namespace jasta::app {

namespace {

// Names are ids (a-z 0-9 _ -): anything else could climb out of the folder.
bool isSafeName(const QString& name) {
    if (name.isEmpty()) return false;
    for (const QChar c : name)
        if (!(c.isDigit() || (c >= u'a' && c <= u'z') || c == u'_' || c == u'-')) return false;
    return true;
}

}  // namespace

SilhouetteLibrary::SilhouetteLibrary(std::filesystem::path assetsDir) : m_assetsDir(std::move(assetsDir)) {}

QByteArray SilhouetteLibrary::svgText(const QString& name) const {
    if (const auto it = m_cache.constFind(name); it != m_cache.constEnd()) return *it;
    QByteArray text;
    if (isSafeName(name) && !m_assetsDir.empty()) {
        const auto path = m_assetsDir / "silhouettes" / (name.toStdString() + ".svg");
        QFile file(QString::fromStdString(path.string()));
        if (file.open(QIODevice::ReadOnly)) text = file.readAll();
    }
    m_cache.insert(name, text);
    return text;
}

QByteArray SilhouetteLibrary::coloured(const QString& name, const QColor& colour) const {
    QByteArray text = svgText(name);
    if (text.isEmpty()) return text;
    const QByteArray hex = colour.name(QColor::HexRgb).toLatin1();
    text.replace("#808080", hex);
    return text;
}

}  // namespace jasta::app
