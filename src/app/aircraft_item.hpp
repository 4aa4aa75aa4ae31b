#pragma once
// One airplane on the table: its base (the footprint the rules move, with the
// front mark and the rear arrow), its silhouette in the side's colour turned
// to its heading, and an upright name label with the altitude badge.
//
// Local frame: 1 unit = 1 mm, origin at the pose (base centre), nose up (-y).
// The item is placed with TableFrame::toScene() and rotated by the heading.
// It shows state; it decides nothing (no rules here).

#include <QColor>
#include <QGraphicsItem>
#include <QImage>
#include <QSizeF>
#include <QString>
#include <memory>
#include <string>

#include "item_types.hpp"
#include "jasta/aircraft_type.hpp"
#include "jasta/geometry_spec.hpp"
#include "jasta/scenario.hpp"
#include "table_frame.hpp"

class QSvgRenderer;

namespace jasta::app {

class AircraftLabelItem;
class SilhouetteLibrary;

class AircraftItem : public QGraphicsItem {
public:
    // `silhouettes` must outlive the item. `label` is a separate top-level
    // item of the same scene (so that every label sits above every airplane,
    // z::kLabels); the scene owns and deletes both. It may be null (no label).
    AircraftItem(std::string aircraftId, const TableFrame& frame, const SilhouetteLibrary& silhouettes,
                 AircraftLabelItem* label, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Aircraft) };
    [[nodiscard]] int type() const override { return Type; }

    // Shows `aircraft` (pose, altitude, name) as an airplane of `type` on the
    // base of `geometry`.
    void syncFrom(const ScenarioAircraft& aircraft, const AircraftType& type, const GeometrySpec& geometry);

    [[nodiscard]] const std::string& aircraftId() const { return m_aircraftId; }
    // The label shown under the airplane (its pilot's name, or the type's).
    [[nodiscard]] AircraftLabelItem* label() const { return m_label; }
    [[nodiscard]] QString labelText() const;
    [[nodiscard]] QColor colour() const { return m_colour; }
    [[nodiscard]] QSizeF baseSize() const { return m_baseSize; }  // mm (width, length)
    [[nodiscard]] bool hasSilhouette() const { return m_renderer != nullptr; }

    [[nodiscard]] QRectF boundingRect() const override;
    [[nodiscard]] QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    [[nodiscard]] QRectF baseRect() const;
    [[nodiscard]] QRectF silhouetteRect() const;
    void paintSilhouette(QPainter* painter) const;
    void paintMarks(QPainter* painter, double mmPerPixel) const;
    void placeLabel();

    std::string m_aircraftId;
    TableFrame m_frame;
    const SilhouetteLibrary* m_silhouettes;
    AircraftLabelItem* m_label;  // not owned, see the constructor

    QSizeF m_baseSize;        // mm: width across, length along the heading
    double m_frontMarkY = 0;  // mm ahead of the centre
    double m_rearArrowY = 0;  // mm behind the centre
    double m_span = 0;        // mm: side of the silhouette drawing's square
    int m_altitude = 0;
    QColor m_colour;
    QString m_silhouetteName;
    std::unique_ptr<QSvgRenderer> m_renderer;  // null: drawn fallback outline
    QImage m_shadow;                           // silhouette mask, for the drop shadow
};

}  // namespace jasta::app
