#pragma once
// A picture of a table item in device pixels, kept while the item and the
// view stand still, so that repainting it (an airplane passing over it, a
// frame of an animation elsewhere) is one blit instead of its paths.
//
// Why not QGraphicsItem::DeviceCoordinateCache: Qt throws that cache away
// and draws the item again at every paint when the item is turned by an
// angle that is not a multiple of 90 degrees, which is every arc, ruler,
// laid card and ghost on our table (docs/performance.md). This one keeps a
// picture for any transform and reuses it while the transform is the same
// up to a whole-pixel shift (a still item, a view panned by pixels).
//
// It only caches what holds still: a paint whose transform differs from the
// previous paint's (an item that moves with an airplane, a card turning
// over) is drawn directly, so moving items pay for one picture when they
// start to move, not for one every frame.
//
// The picture is drawn at full opacity and blitted with the painter's
// opacity (like Qt's item caches: a translucent item fades as one piece).

#include <QImage>
#include <QRect>
#include <QTransform>
#include <functional>

class QPainter;
class QRectF;

namespace jasta::app {

class DeviceCache {
public:
    using Draw = std::function<void(QPainter*)>;

    // Paints the item: `draw` paints it in item coordinates (the painter as
    // QGraphicsItem::paint gets it); `bounds` is its boundingRect().
    void paint(QPainter* painter, const QRectF& bounds, const Draw& draw);
    // The item's look changed: the next paint draws it afresh.
    void invalidate();

private:
    QImage m_image;          // the picture, m_area.size() device pixels
    QTransform m_drawnWith;  // the device transform the picture was drawn with
    QRect m_area;            // device pixels it covers under m_drawnWith
    QTransform m_lastPaint;  // the device transform of the last paint
    bool m_painted = false;  // m_lastPaint is set
};

// Clips a painter that has just begun on an image to the whole image. Qt's
// raster engine strokes thin antialiased lines some 30 times slower on a
// painter without a clip (measured: the 52 lines of a card's back, 1.3 ms
// against 0.04 ms); a view's painter always has one (the region it
// repaints), a fresh painter on an image has none.
void clipToDevice(QPainter& painter);

}  // namespace jasta::app
