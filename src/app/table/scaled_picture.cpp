#include "table/scaled_picture.hpp"

#include <QPainter>
#include <cmath>

#include "table/device_cache.hpp"

namespace jasta::app {

namespace {

constexpr int kMinLevel = 1;   // pixels per mm
constexpr int kMaxLevel = 32;  // pixels per mm
constexpr double kMaxImagePixels = 2048;

}  // namespace

ScaledPicture::ScaledPicture(const QRectF& rect, Draw draw) : m_rect(rect), m_draw(std::move(draw)) {}

const QImage& ScaledPicture::image(int pixelsPerMm) const {
    QImage& image = m_images[pixelsPerMm];
    if (image.isNull()) {
        const QSize size(static_cast<int>(std::ceil(m_rect.width() * pixelsPerMm)),
                         static_cast<int>(std::ceil(m_rect.height() * pixelsPerMm)));
        image = QImage(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        clipToDevice(painter);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        // The same scale both ways (the image reaches up to a pixel past the
        // rect): Qt strokes thin lines on its slow path under an uneven scale.
        painter.scale(pixelsPerMm, pixelsPerMm);
        painter.translate(-m_rect.topLeft());
        if (m_draw) m_draw(&painter);
    }
    return image;
}

bool ScaledPicture::paint(QPainter* painter) const {
    if (m_rect.isEmpty()) return true;
    // The painter's largest scale (a card turning over is squeezed one way only).
    const QTransform& world = painter->worldTransform();
    const double pixelsPerMm = std::max(std::hypot(world.m11(), world.m12()), std::hypot(world.m21(), world.m22()));
    int level = kMinLevel;
    while (level < pixelsPerMm && level < kMaxLevel) level *= 2;
    if (level * std::max(m_rect.width(), m_rect.height()) > kMaxImagePixels) return false;
    const QImage& picture = image(level);
    painter->drawImage(QRectF(m_rect.topLeft(), QSizeF(picture.size()) / level), picture);
    return true;
}

}  // namespace jasta::app
