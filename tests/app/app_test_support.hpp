#pragma once
// Shared helpers of the offscreen app tests: colours read back from a
// painted image, widgets painted into images, screenshots for the docs.

#include <QColor>
#include <QCoreApplication>
#include <QImage>
#include <QPoint>
#include <QString>
#include <QWidget>
#include <cstdlib>
#include <filesystem>

namespace jasta::app::test {

// Mean colour of the (2r+1)² pixels around `centre`.
inline QColor meanColour(const QImage& image, QPoint centre, int r = 3) {
    double red = 0, green = 0, blue = 0;
    int n = 0;
    for (int y = centre.y() - r; y <= centre.y() + r; ++y)
        for (int x = centre.x() - r; x <= centre.x() + r; ++x) {
            if (!image.valid(x, y)) continue;
            const QColor c = image.pixelColor(x, y);
            red += c.red();
            green += c.green();
            blue += c.blue();
            ++n;
        }
    if (n == 0) return {};
    return QColor(static_cast<int>(red / n), static_cast<int>(green / n), static_cast<int>(blue / n));
}

inline int colourDistance(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

// How many pixels of `image` lie within `tolerance` (colourDistance) of `colour`.
inline int countNear(const QImage& image, const QColor& colour, int tolerance) {
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += colourDistance(image.pixelColor(x, y), colour) <= tolerance ? 1 : 0;
    return count;
}

inline void settle() {
    for (int i = 0; i < 5; ++i) QCoreApplication::processEvents();
}

// Lays `widget` out at `size` (its size hint when empty) and paints it,
// children included, into an opaque image.
inline QImage paintWidget(QWidget& widget, QSize size = {}) {
    widget.resize(size.isValid() ? size : widget.sizeHint());
    widget.ensurePolished();
    widget.show();
    settle();
    QImage image(widget.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::magenta);
    widget.render(&image);
    return image;
}

// Writes `image` as docs/screenshots/<name>.png when JASTA_SCREENSHOTS is
// set in the environment (the tests never write into the source tree
// otherwise). Returns whether it wrote.
inline bool saveScreenshot(const QImage& image, const QString& name) {
    if (qEnvironmentVariableIsEmpty("JASTA_SCREENSHOTS")) return false;
    // `name` may hold a folder: "1366x768/welcome".
    const std::filesystem::path file = std::filesystem::path(JASTA_TEST_SCREENSHOT_DIR) / (name.toStdString() + ".png");
    std::filesystem::create_directories(file.parent_path());
    return image.save(QString::fromStdString(file.string()));
}

}  // namespace jasta::app::test
