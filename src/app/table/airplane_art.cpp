#include "table/airplane_art.hpp"

#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>
#include <algorithm>
#include <cmath>

#include "table/silhouette_library.hpp"
#include "table/table_style.hpp"

namespace jasta::app {

namespace {

// The silhouette's viewBox is 100 units wide with the wingspan at about 90 %;
// it is drawn as a square as wide as the airplane card, which puts a WW1
// fighter's span near 57 mm, close to a 1:144 miniature. Cosmetic only.
constexpr double kSilhouetteReach = 0.46;  // farthest drawn point, fraction of m_span
constexpr int kShadowPixels = 256;         // resolution of the shadow mask
constexpr double kCornerMm = 2.5;          // rounded base corners

// A plain top view (viewBox units, nose up) for silhouettes that are missing.
QPainterPath fallbackOutline() {
    QPainterPath path;
    path.addRoundedRect(QRectF(-45, -20, 90, 14), 3, 3);   // wing
    path.addRoundedRect(QRectF(-16, 22, 32, 8), 2, 2);     // tailplane
    path.addRoundedRect(QRectF(-5.5, -36, 11, 70), 5, 5);  // fuselage
    path.setFillRule(Qt::WindingFill);
    return path.simplified();
}

QImage shadowMask(QSvgRenderer& renderer) {
    QImage mask(kShadowPixels, kShadowPixels, QImage::Format_ARGB32_Premultiplied);
    mask.fill(Qt::transparent);
    QPainter painter(&mask);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter, QRectF(0, 0, kShadowPixels, kShadowPixels));
    painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
    painter.fillRect(mask.rect(), QColor(0, 0, 0, 95));
    painter.end();
    return mask;
}

}  // namespace

AirplaneArt::AirplaneArt(const SilhouetteLibrary& silhouettes, const QString& silhouette, const QColor& colour,
                         const GeometrySpec& geometry)
    : m_colour(colour),
      m_silhouetteName(silhouette),
      m_baseWidth(geometry.baseWidth.value),
      m_baseLength(geometry.baseLength.value),
      m_frontMarkY(geometry.frontMarkY.value),
      m_rearArrowY(geometry.rearArrowY.value),
      m_span(std::max({geometry.cardWidth.value, geometry.baseWidth.value, geometry.baseLength.value})) {
    const QByteArray svg = silhouettes.coloured(silhouette, colour);
    if (svg.isEmpty()) return;
    auto renderer = std::make_unique<QSvgRenderer>(svg);
    if (!renderer->isValid()) return;
    m_shadow = shadowMask(*renderer);
    m_renderer = std::move(renderer);
    m_picture = ScaledPicture(silhouetteRect(), [drawing = m_renderer.get(), rect = silhouetteRect()](
                                                    QPainter* painter) { drawing->render(painter, rect); });
}

AirplaneArt::~AirplaneArt() = default;

QRectF AirplaneArt::baseRect() const {
    return {-m_baseWidth / 2, -m_baseLength / 2, m_baseWidth, m_baseLength};
}

QRectF AirplaneArt::silhouetteRect() const {
    return {-m_span / 2, -m_span / 2, m_span, m_span};
}

double AirplaneArt::reach() const {
    return std::max(m_span * kSilhouetteReach, std::hypot(m_baseWidth, m_baseLength) / 2);
}

void AirplaneArt::paintBaseFill(QPainter* painter) const {
    painter->setPen(Qt::NoPen);
    painter->setBrush(style::baseFillColour());
    painter->drawRoundedRect(baseRect(), kCornerMm, kCornerMm);
}

void AirplaneArt::paintShadow(QPainter* painter, QPointF shift) const {
    if (m_renderer) {
        if (!m_shadow.isNull()) painter->drawImage(silhouetteRect().translated(shift), m_shadow);
        return;
    }
    const double scale = m_span / 100.0;
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 95));
    painter->drawPath(QTransform::fromScale(scale, scale).map(fallbackOutline()).translated(shift));
}

void AirplaneArt::paintSilhouette(QPainter* painter) const {
    const QRectF rect = silhouetteRect();
    if (m_renderer) {
        // Rendering the SVG's paths every frame of an animation is what costs
        // most on software rendering: a picture rendered once per zoom level.
        if (!m_picture.paint(painter)) m_renderer->render(painter, rect);
        return;
    }
    const double scale = m_span / 100.0;
    painter->setPen(QPen(QColor(0x1a, 0x1a, 0x1a), 0.8));
    painter->setBrush(m_colour);
    painter->drawPath(QTransform::fromScale(scale, scale).map(fallbackOutline()));
}

void AirplaneArt::paintMarks(QPainter* painter, double mmPerPixel, const QColor& edgeColour, Qt::PenStyle style) const {
    const QRectF base = baseRect();
    // Base edge over the silhouette so it always shows; at least a pixel and
    // a half wide on screen, on a dark under-stroke for contrast.
    const double edge = std::max(0.9, 1.5 * mmPerPixel);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(0, 0, 0, 150), edge + std::max(0.7, mmPerPixel), style));
    painter->drawRoundedRect(base, kCornerMm, kCornerMm);
    painter->setPen(QPen(edgeColour, edge, style));
    painter->drawRoundedRect(base, kCornerMm, kCornerMm);

    painter->setPen(QPen(QColor(0x14, 0x16, 0x18), 0.6));
    painter->setBrush(style::markColour());
    // Front mark: a triangle pointing forward, its tip on the front mark
    // (where a maneuver card's arrow starts), m_frontMarkY ahead (-y).
    const double front = -m_frontMarkY;
    const QPointF frontMark[] = {{0, front - 0.5}, {-3.2, front + 4.5}, {3.2, front + 4.5}};
    painter->drawPolygon(frontMark, 3);
    // Rear arrow: a notched arrowhead pointing forward, sitting on the rear
    // edge at m_rearArrowY behind the centre, as printed on the base.
    const double rear = m_rearArrowY;
    const QPointF rearArrow[] = {{0, rear - 6}, {3.8, rear + 0.3}, {0, rear - 1.8}, {-3.8, rear + 0.3}};
    painter->drawPolygon(rearArrow, 4);
}

}  // namespace jasta::app
