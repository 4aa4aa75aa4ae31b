#include "table/device_cache.hpp"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <cmath>

namespace jasta::app {

namespace {

// Larger pictures (device pixels: 24 MB, a 2560 x 1440 screen with the pan
// margins) are not kept; the item is drawn directly.
constexpr qint64 kMaxPixels = qint64(3072) * 2048;
// Transforms closer than this are the same (their entries are pixels per mm, 0.05 to 40).
constexpr double kSameScale = 1e-9;
// A shift this close to whole pixels is a whole-pixel shift (device pixels).
constexpr double kSamePixel = 1e-3;
// Device pixels drawn beyond each edge of the device, so that panning a
// little does not draw a large item (the table) again.
constexpr int kPanMargin = 256;

// `now` is `before` moved by whole device pixels (`shift`), with the same
// scale and rotation.
bool sameUpToShift(const QTransform& now, const QTransform& before, QPoint& shift) {
    if (now.type() == QTransform::TxProject || before.type() == QTransform::TxProject) return false;
    if (std::abs(now.m11() - before.m11()) > kSameScale || std::abs(now.m12() - before.m12()) > kSameScale ||
        std::abs(now.m21() - before.m21()) > kSameScale || std::abs(now.m22() - before.m22()) > kSameScale)
        return false;
    const double dx = now.dx() - before.dx();
    const double dy = now.dy() - before.dy();
    shift = QPoint(static_cast<int>(std::lround(dx)), static_cast<int>(std::lround(dy)));
    return std::abs(dx - shift.x()) <= kSamePixel && std::abs(dy - shift.y()) <= kSamePixel;
}

}  // namespace

void clipToDevice(QPainter& painter) {
    const QPaintDevice* device = painter.device();
    if (device) painter.setClipRect(QRect(0, 0, device->width(), device->height()));
}

void DeviceCache::invalidate() {
    m_image = QImage();
}

void DeviceCache::paint(QPainter* painter, const QRectF& bounds, const Draw& draw) {
    const double ratio = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
    // Device pixels are those of the image the engine paints into: a view
    // inside a window paints into the window's backing store, and the
    // device transform includes the view's place in it.
    const QTransform transform = painter->deviceTransform();
    const QPaintDevice* target = painter->paintEngine() ? painter->paintEngine()->paintDevice() : nullptr;
    // The device pixels the item covers on the device now (a picture of
    // what is far off screen would be wasted, and huge when zoomed in).
    const QRect covered = transform.mapRect(bounds).toAlignedRect().adjusted(-1, -1, 1, 1);
    const QRect screen = target ? QRect(0, 0, target->width(), target->height()) : covered;
    const QRect wanted = covered & screen;
    if (wanted.isEmpty()) return;

    QPoint shift;
    const bool reusable =
        !m_image.isNull() && sameUpToShift(transform, m_drawnWith, shift) && m_area.contains(wanted.translated(-shift));
    if (!reusable) {
        // A new item is taken to be still (most are: notes, arcs, cards laid),
        // so that it looks the same from its first paint on.
        QPoint moved;
        const bool still = !m_painted || sameUpToShift(transform, m_lastPaint, moved);
        m_lastPaint = transform;
        m_painted = true;
        m_image = QImage();
        const QRect area = covered & screen.adjusted(-kPanMargin, -kPanMargin, kPanMargin, kPanMargin);
        // A translucent item always goes through a picture, moving or not, so
        // that it fades as one piece whichever way it is drawn.
        const bool translucent = painter->opacity() < 1;
        if ((!still && !translucent) || qint64(area.width()) * area.height() > kMaxPixels) {
            draw(painter);
            return;
        }
        // Drawn as the item would be on the device, shifted to the picture's corner.
        m_image = QImage(area.size(), QImage::Format_ARGB32_Premultiplied);
        m_image.setDevicePixelRatio(ratio);
        m_image.fill(Qt::transparent);
        QPainter picture(&m_image);
        clipToDevice(picture);
        picture.setRenderHints(painter->renderHints());
        picture.setFont(painter->font());
        picture.setPen(painter->pen());
        picture.setBrush(painter->brush());
        // So that the picture's device pixels are the device's, less the area's corner.
        picture.setWorldTransform(transform * QTransform::fromTranslate(-area.left(), -area.top()) *
                                  QTransform::fromScale(1 / ratio, 1 / ratio));
        draw(&picture);
        picture.end();
        m_drawnWith = transform;
        m_area = area;
        shift = QPoint();
    }
    // Blitted at its device pixels: without the world transform, the painter
    // still maps through the view's place on the device and the pixel ratio.
    painter->save();
    painter->resetTransform();
    const QTransform toDevice = painter->deviceTransform();
    painter->drawImage(toDevice.inverted().map(QPointF(m_area.topLeft() + shift)), m_image);
    painter->restore();
}

}  // namespace jasta::app
