#pragma once
// The top-view drawings of assets/silhouettes/<name>.svg, read once and
// handed out recoloured. Owned by whoever builds the scene (no singleton).
//
// Colouring contract (assets/table/README.md): the airframe fill is exactly
// #808080; it is replaced by the side's or player's colour. Drawings have
// viewBox -50 -50 100 100, nose up (-y), the stand at (0, 0).

#include <QByteArray>
#include <QColor>
#include <QHash>
#include <QString>
#include <filesystem>

namespace jasta::app {

class SilhouetteLibrary {
public:
    // `assetsDir` may be empty or lack silhouettes: every lookup then misses
    // and items fall back to a drawn outline.
    explicit SilhouetteLibrary(std::filesystem::path assetsDir = {});

    // The SVG text with #808080 replaced by `colour`; empty when the file is
    // missing or unreadable.
    [[nodiscard]] QByteArray coloured(const QString& name, const QColor& colour) const;
    [[nodiscard]] bool has(const QString& name) const { return !svgText(name).isEmpty(); }
    [[nodiscard]] const std::filesystem::path& assetsDir() const { return m_assetsDir; }

private:
    [[nodiscard]] QByteArray svgText(const QString& name) const;

    std::filesystem::path m_assetsDir;
    mutable QHash<QString, QByteArray> m_cache;  // name -> file text ("" = missing)
};

}  // namespace jasta::app
