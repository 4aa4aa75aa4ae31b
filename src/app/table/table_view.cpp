#include "table/table_view.hpp"

#include <QGestureEvent>
#include <QMouseEvent>
#include <QPinchGesture>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "table/aircraft_item.hpp"
#include "table/table_scene.hpp"

namespace jasta::app {

namespace {

constexpr double kZoomStep = 1.25;  // per zoom action or wheel notch
constexpr double kMinZoom = 0.05;   // px per mm: a table of 10 m fits
constexpr double kMaxZoom = 40.0;   // px per mm: a base fills the screen
constexpr double kFitMargin = 12;   // mm around the table when fitting

}  // namespace

TableView::TableView(TableScene* scene, QWidget* parent) : QGraphicsView(scene, parent), m_tableScene(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setDragMode(ScrollHandDrag);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    // A tabletop pans by dragging; scroll bars would only eat the table.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->grabGesture(Qt::PinchGesture);
    // Moves without a button held reach the scene: hovering an airplane explains a shot.
    viewport()->setMouseTracking(true);
}

double TableView::zoom() const {
    return transform().m11();
}

void TableView::fitAll() {
    m_autoFit = true;
    const QRectF rect = m_tableScene->contentsRect().adjusted(-kFitMargin, -kFitMargin, kFitMargin, kFitMargin);
    if (rect.isEmpty() || viewport()->width() <= 0) return;
    // Like fitInView(), without its fixed 2-pixel margin, and clamped.
    const double scale = std::clamp(std::min(viewport()->width() / rect.width(), viewport()->height() / rect.height()),
                                    kMinZoom, kMaxZoom);
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(rect.center());
    m_tableScene->setViewScale(zoom());
    tellVisibleArea();
}

void TableView::tellVisibleArea() {
    // The scene may be gone from the view already (a window being closed
    // destroys its scene first; the scroll that follows must not reach it).
    if (scene() != m_tableScene || m_tableScene == nullptr) return;
    m_tableScene->setVisibleArea(mapToScene(viewport()->rect()).boundingRect());
}

void TableView::scrollContentsBy(int dx, int dy) {
    QGraphicsView::scrollContentsBy(dx, dy);
    tellVisibleArea();
}

void TableView::zoomIn() {
    zoomBy(kZoomStep, AnchorViewCenter);
}
void TableView::zoomOut() {
    zoomBy(1.0 / kZoomStep, AnchorViewCenter);
}

void TableView::zoomBy(double factor, ViewportAnchor anchor) {
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    if (zoom() <= 0 || std::abs(target - zoom()) < 1e-12) return;
    m_autoFit = false;
    const ViewportAnchor previous = transformationAnchor();
    setTransformationAnchor(anchor);
    scale(target / zoom(), target / zoom());
    setTransformationAnchor(previous);
    m_tableScene->setViewScale(zoom());
    tellVisibleArea();
}

void TableView::wheelEvent(QWheelEvent* event) {
    const double notches = event->angleDelta().y() / 120.0;
    if (notches == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    // Set-up: the wheel over an airplane turns it (5 degrees a notch, 15 with Shift).
    for (QGraphicsItem* item : items(event->position().toPoint())) {
        auto* airplane = qgraphicsitem_cast<AircraftItem*>(item);
        if (airplane == nullptr || !airplane->isPlaceable()) continue;
        airplane->rotateBy(notches * ((event->modifiers() & Qt::ShiftModifier) ? 15.0 : 5.0));
        event->accept();
        return;
    }
    zoomBy(std::pow(kZoomStep, notches), AnchorUnderMouse);
    event->accept();
}

// Pinch on a touchpad or touch screen zooms about the fingers.
bool TableView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::Gesture) {
        auto* gestures = static_cast<QGestureEvent*>(event);
        if (auto* pinch = static_cast<QPinchGesture*>(gestures->gesture(Qt::PinchGesture))) {
            if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged)
                zoomBy(pinch->scaleFactor(), AnchorUnderMouse);
            gestures->accept(pinch);
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

void TableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (m_autoFit)
        fitAll();
    else
        tellVisibleArea();
}

void TableView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    if (m_autoFit) fitAll();
}

void TableView::mousePressEvent(QMouseEvent* event) {
    // A drag pans: the user has taken over, stop following resizes.
    if (event->button() == Qt::LeftButton) m_autoFit = false;
    QGraphicsView::mousePressEvent(event);
}

}  // namespace jasta::app
