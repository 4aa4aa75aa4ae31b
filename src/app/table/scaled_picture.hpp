#pragma once
// A drawing in its own frame (mm), rendered once per power-of-two
// resolution and drawn under whatever transform the painter has: for what
// turns and moves every frame (an airplane's silhouette, a maneuver card
// turning over), where rendering the paths again each frame is what costs
// most on software rendering (docs/performance.md).
//
// The resolution is the next power of two at or above the painter's pixels
// per mm (1 to 32), so the picture is never enlarged and at most halved: as
// sharp as the drawing itself. Not for still items: a DeviceCache blits
// those pixel for pixel.

#include <QImage>
#include <QRectF>
#include <functional>
#include <map>

class QPainter;

namespace jasta::app {

class ScaledPicture {
public:
    using Draw = std::function<void(QPainter*)>;  // draws in mm, inside `rect`

    ScaledPicture() = default;
    ScaledPicture(const QRectF& rect, Draw draw);

    // Draws the picture over `rect` (mm). False, having drawn nothing, when
    // the picture at the painter's resolution would be too large (wider
    // than 2048 pixels): the caller draws directly then.
    bool paint(QPainter* painter) const;

    [[nodiscard]] const QRectF& rect() const { return m_rect; }

private:
    [[nodiscard]] const QImage& image(int pixelsPerMm) const;

    QRectF m_rect;
    Draw m_draw;
    mutable std::map<int, QImage> m_images;  // pixels per mm -> the drawing rendered at it
};

}  // namespace jasta::app
