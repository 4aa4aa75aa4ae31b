#pragma once
// The drawing of one airplane in its own frame, shared by the airplane on
// the table (AircraftItem) and its planning ghosts (GhostItem): the base
// with its front mark and rear arrow, and the silhouette in one colour.
//
// Frame: 1 unit = 1 mm, origin at the pose (base centre), nose up (-y).
// Immutable once built; rebuilt when the colour or the silhouette changes.

#include <QColor>
#include <QImage>
#include <QRectF>
#include <QString>
#include <memory>

#include "jasta/data/geometry_spec.hpp"
#include "table/scaled_picture.hpp"

class QPainter;
class QSvgRenderer;

namespace jasta::app {

class SilhouetteLibrary;

class AirplaneArt {
public:
    // `silhouette` names assets/silhouettes/<name>.svg; a drawn outline
    // stands in when it is missing. `colour` replaces the airframe grey.
    AirplaneArt(const SilhouetteLibrary& silhouettes, const QString& silhouette, const QColor& colour,
                const GeometrySpec& geometry);
    ~AirplaneArt();
    AirplaneArt(const AirplaneArt&) = delete;
    AirplaneArt& operator=(const AirplaneArt&) = delete;

    [[nodiscard]] const QColor& colour() const { return m_colour; }
    [[nodiscard]] const QString& silhouetteName() const { return m_silhouetteName; }
    [[nodiscard]] bool hasSilhouette() const { return m_renderer != nullptr; }
    [[nodiscard]] QRectF baseRect() const;        // mm
    [[nodiscard]] QRectF silhouetteRect() const;  // mm: the drawing's square
    // mm from the centre to the farthest drawn point (base corner or wing tip).
    [[nodiscard]] double reach() const;
    [[nodiscard]] double frontMarkY() const { return m_frontMarkY; }  // mm ahead of the centre

    // The clear plastic base, tinted.
    void paintBaseFill(QPainter* painter) const;
    // The silhouette's drop shadow, `shift` (mm, item frame) away from it.
    void paintShadow(QPainter* painter, QPointF shift) const;
    // The silhouette.
    void paintSilhouette(QPainter* painter) const;
    // Base edge (`edge` colour, `style` line) and the front mark and rear
    // arrow. `mmPerPixel` keeps the edge at least a pixel and a half wide.
    void paintMarks(QPainter* painter, double mmPerPixel, const QColor& edge, Qt::PenStyle style) const;

private:
    QColor m_colour;
    QString m_silhouetteName;
    double m_baseWidth = 0, m_baseLength = 0;   // mm
    double m_frontMarkY = 0, m_rearArrowY = 0;  // mm
    double m_span = 0;                          // mm: side of the silhouette drawing's square
    std::unique_ptr<QSvgRenderer> m_renderer;   // null: drawn fallback outline
    QImage m_shadow;                            // silhouette mask, for the drop shadow
    ScaledPicture m_picture;                    // the silhouette, rendered once per zoom level
};

}  // namespace jasta::app
