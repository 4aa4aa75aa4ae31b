#include "aircraft_item.hpp"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <QSvgRenderer>
#include <algorithm>
#include <cmath>

#include "aircraft_label_item.hpp"
#include "silhouette_library.hpp"
#include "table_style.hpp"
#include "z_layers.hpp"

namespace jasta::app {

namespace {

// The silhouette's viewBox is 100 units wide with the wingspan at about 90 %;
// it is drawn as a square as wide as the airplane card, which puts a WW1
// fighter's span near 57 mm, close to a 1:144 miniature. Cosmetic only.
constexpr double kSilhouetteReach = 0.46;  // farthest drawn point, fraction of m_span
constexpr double kLabelGap = 3;            // mm between the airplane and its label
constexpr int kShadowPixels = 256;         // resolution of the shadow mask
// The shadow falls down-right on screen, farther for higher airplanes (mm).
constexpr double kShadowBase = 1.5;
constexpr double kShadowPerLevel = 0.8;

QString displayName(const ScenarioAircraft& aircraft, const AircraftType& type) {
    return QString::fromStdString(aircraft.name.empty() ? type.name : aircraft.name);
}

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

AircraftItem::AircraftItem(std::string aircraftId, const TableFrame& frame, const SilhouetteLibrary& silhouettes,
                           AircraftLabelItem* label, QGraphicsItem* parent)
    : QGraphicsItem(parent),
      m_aircraftId(std::move(aircraftId)),
      m_frame(frame),
      m_silhouettes(&silhouettes),
      m_label(label) {
    setZValue(z::kAircraft);
    setFlag(ItemSendsScenePositionChanges);
}

QString AircraftItem::labelText() const {
    return m_label ? m_label->text() : QString();
}

void AircraftItem::syncFrom(const ScenarioAircraft& aircraft, const AircraftType& type, const GeometrySpec& geometry) {
    prepareGeometryChange();
    m_baseSize = QSizeF(geometry.baseWidth.value, geometry.baseLength.value);
    m_frontMarkY = geometry.frontMarkY.value;
    m_rearArrowY = geometry.rearArrowY.value;
    m_span = std::max({geometry.cardWidth.value, geometry.baseWidth.value, geometry.baseLength.value});
    m_altitude = aircraft.altitude;

    const QColor colour = style::sideColour(aircraft.side);
    const QString silhouette = QString::fromStdString(type.silhouette);
    if (colour != m_colour || silhouette != m_silhouetteName) {
        m_colour = colour;
        m_silhouetteName = silhouette;
        m_renderer.reset();
        m_shadow = QImage();
        const QByteArray svg = m_silhouettes->coloured(silhouette, colour);
        if (!svg.isEmpty()) {
            auto renderer = std::make_unique<QSvgRenderer>(svg);
            if (renderer->isValid()) {
                m_shadow = shadowMask(*renderer);
                m_renderer = std::move(renderer);
            }
        }
    }

    setPos(m_frame.toScene(aircraft.x, aircraft.y));
    setRotation(TableFrame::toSceneRotation(aircraft.heading));
    // Higher airplanes are drawn over lower ones (draw order only).
    setZValue(z::kAircraft + std::clamp(aircraft.altitude, 0, 50));

    if (m_label) m_label->syncFrom(displayName(aircraft, type), aircraft.altitude, colour);
    setToolTip(QStringLiteral("%1 — %2\n%3, %4\naltitude %5, climb %6")
                   .arg(displayName(aircraft, type), QString::fromStdString(type.name),
                        QString::fromStdString(aircraft.player.empty() ? std::string("no player") : aircraft.player),
                        QString::fromStdString(std::string(toString(aircraft.side))))
                   .arg(aircraft.altitude)
                   .arg(aircraft.climb));
    placeLabel();
    update();
}

QRectF AircraftItem::baseRect() const {
    return {-m_baseSize.width() / 2, -m_baseSize.height() / 2, m_baseSize.width(), m_baseSize.height()};
}

QRectF AircraftItem::silhouetteRect() const {
    return {-m_span / 2, -m_span / 2, m_span, m_span};
}

QRectF AircraftItem::boundingRect() const {
    const double shadow = kShadowBase + kShadowPerLevel * std::clamp(m_altitude, 0, 50) + 1;
    return baseRect().united(silhouetteRect()).adjusted(-shadow, -shadow, shadow, shadow);
}

QPainterPath AircraftItem::shape() const {
    QPainterPath path;
    path.addRect(baseRect());
    path.addEllipse(QPointF(0, 0), m_span * kSilhouetteReach, m_span * kSilhouetteReach);
    return path;
}

void AircraftItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);

    // The base: clear plastic, tinted, edged in the side's colour.
    const QRectF base = baseRect();
    painter->setPen(Qt::NoPen);
    painter->setBrush(style::baseFillColour());
    painter->drawRoundedRect(base, 2.5, 2.5);

    paintSilhouette(painter);
    // Device pixels per mm: keeps the base edge visible when zoomed far out.
    const double pixelsPerMm = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    paintMarks(painter, pixelsPerMm > 0 ? 1.0 / pixelsPerMm : 1.0);
}

void AircraftItem::paintSilhouette(QPainter* painter) const {
    const QRectF rect = silhouetteRect();
    // Drop shadow: a fixed screen direction, so undo the item's rotation.
    const double offset = kShadowBase + kShadowPerLevel * std::clamp(m_altitude, 0, 50);
    const QPointF shadowShift = QTransform().rotate(-rotation()).map(QPointF(offset, offset));
    if (m_renderer) {
        if (!m_shadow.isNull()) painter->drawImage(rect.translated(shadowShift), m_shadow);
        m_renderer->render(painter, rect);
        return;
    }
    const double scale = m_span / 100.0;
    const QPainterPath outline = QTransform::fromScale(scale, scale).map(fallbackOutline());
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 95));
    painter->drawPath(outline.translated(shadowShift));
    painter->setPen(QPen(QColor(0x1a, 0x1a, 0x1a), 0.8));
    painter->setBrush(m_colour);
    painter->drawPath(outline);
}

void AircraftItem::paintMarks(QPainter* painter, double mmPerPixel) const {
    const QRectF base = baseRect();
    // Base edge in the side's colour, over the silhouette so it always shows;
    // at least a pixel and a half wide on screen.
    const double edge = std::max(0.9, 1.5 * mmPerPixel);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(0, 0, 0, 150), edge + std::max(0.7, mmPerPixel)));
    painter->drawRoundedRect(base, 2.5, 2.5);
    painter->setPen(QPen(m_colour.lighter(115), edge));
    painter->drawRoundedRect(base, 2.5, 2.5);

    const QPen outline(QColor(0x14, 0x16, 0x18), 0.6);
    painter->setPen(outline);
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

void AircraftItem::placeLabel() {
    if (!m_label) return;
    const double halfDiagonal = std::hypot(m_baseSize.width(), m_baseSize.height()) / 2;
    const double reach = std::max(m_span * kSilhouetteReach, halfDiagonal);
    // Straight below the airplane on screen whatever the heading.
    m_label->setPos(scenePos() + QPointF(0, reach + kLabelGap));
}

QVariant AircraftItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    if (change == ItemScenePositionHasChanged) placeLabel();
    return QGraphicsItem::itemChange(change, value);
}

}  // namespace jasta::app
