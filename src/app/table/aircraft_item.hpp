#pragma once
// One airplane on the table: its base (the footprint the rules move, with the
// front mark and the rear arrow), its silhouette in the player's colour
// turned to its heading, an upright label (name, altitude pegs, climb
// counters) below it and its counters (smoke, flames, jams) above it.
// Out of play it looks the part: a charred wreck when shot down, exploded or
// crashed; washed out when it fled, was eliminated or is off the table.
//
// Local frame: 1 unit = 1 mm, origin at the pose (base centre), nose up (-y).
// The item is placed with TableFrame::toScene() and rotated by the heading.
// It shows state; it decides nothing (no rules here). Its airframe (base,
// silhouette, marks) is drawn from a ScaledPicture: it moves every frame.

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/pose.hpp"
#include "table/item_types.hpp"
#include "table/scaled_picture.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

class AirplaneArt;
class AircraftLabelItem;
class CounterItem;
class SilhouetteLibrary;

class AircraftItem : public QGraphicsItem {
public:
    // How an airplane's status (AircraftStatus) shows.
    enum class Look {
        InPlay,  // flying or landed
        Wreck,   // destroyed, exploded, crashed: charred, still on the table
        Gone,    // fled, eliminated, off the table: washed out
    };

    // `silhouettes` must outlive the item. `label` and `counters` are
    // separate top-level items of the same scene (so that they sit above
    // every airplane, z::kLabels); the scene owns and deletes them. Either
    // may be null.
    AircraftItem(std::string aircraftId, const TableFrame& frame, const SilhouetteLibrary& silhouettes,
                 AircraftLabelItem* label, CounterItem* counters = nullptr, QGraphicsItem* parent = nullptr);
    ~AircraftItem() override;

    enum { Type = toInt(ItemType::Aircraft) };
    [[nodiscard]] int type() const override { return Type; }

    // Shows `aircraft` (pose, altitude, name) as placed by a scenario.
    void syncFrom(const ScenarioAircraft& aircraft, const AircraftType& type, const GeometrySpec& geometry);
    // Shows a game's airplane: pose, altitude, climb, status, counters.
    void syncFrom(const AircraftState& aircraft, const AircraftType& type, const GeometrySpec& geometry);
    // The player's colour; an invalid colour goes back to the side's.
    void setPlayerColour(const QColor& colour);
    // TER-04: the level of the ground beneath it (-1: a table without relief).
    void setGround(int level);

    // The view's zoom (device pixels per mm; 0: none). Zoomed out so far
    // that the airplane would be less than kMinScreenSpanPx across, it is
    // drawn larger (scale() > 1), so that it can still be seen and told
    // apart at "fit all" on a laptop; the rules always use its true size,
    // as the laid cards, ghosts, arcs and rulers show it.
    void setViewScale(double pixelsPerMm);
    static constexpr double kMinScreenSpanPx = 44;

    // Puts the base at `pose` (table mm, degrees). Animations call this.
    void setPose(const Pose& pose);
    [[nodiscard]] const Pose& pose() const { return m_pose; }
    // While held (a move is being animated), syncFrom keeps the pose it is
    // given for later instead of jumping there; release() applies it.
    void hold();
    void release();
    [[nodiscard]] bool isHeld() const { return m_held; }

    // Outlines the base (a valid colour) or not: the airplanes that block a
    // line of fire.
    void setOutline(const QColor& colour);
    [[nodiscard]] const QColor& outline() const { return m_outline; }

    // Set-up on the table (issue 5): the airplane can be dragged, and turned
    // with the wheel over it (TableView) or rotateBy; its pose follows.
    void setPlaceable(bool placeable);
    [[nodiscard]] bool isPlaceable() const { return m_placeable; }
    void rotateBy(double degrees);  // clockwise on the table
    // Called after every drag or turn of a placeable airplane.
    void setOnPlaced(std::function<void()> placed) { m_placed = std::move(placed); }

    // Items that stand where the airplane stands and turn with it (its
    // guides); not owned.
    void addFollower(QGraphicsItem* item);
    void removeFollower(QGraphicsItem* item);

    [[nodiscard]] const std::string& aircraftId() const { return m_aircraftId; }
    [[nodiscard]] AircraftLabelItem* label() const { return m_label; }
    [[nodiscard]] CounterItem* counters() const { return m_counters; }
    [[nodiscard]] QString labelText() const;
    [[nodiscard]] QColor colour() const;  // the airframe as drawn (wrecks are charred)
    [[nodiscard]] Look look() const { return m_look; }
    // WX-01: in the cloud layer; its stand is drawn wrapped in cloud.
    [[nodiscard]] bool inCloud() const { return m_inCloud; }
    [[nodiscard]] AircraftStatus status() const { return m_status; }
    [[nodiscard]] QSizeF baseSize() const;  // mm (width, length)
    [[nodiscard]] bool hasSilhouette() const;
    [[nodiscard]] const GeometrySpec& geometry() const { return m_geometry; }
    [[nodiscard]] const std::vector<Weapon>& weapons() const { return m_weapons; }
    [[nodiscard]] std::shared_ptr<const AirplaneArt> art() const { return m_art; }

    [[nodiscard]] QRectF boundingRect() const override;
    [[nodiscard]] QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    // What both syncFrom show.
    struct Shown {
        QString name;
        QString typeName;
        std::string player;
        Side side = Side::Entente;
        Pose pose;
        int altitude = 0;
        int climb = 0;
        AircraftStatus status = AircraftStatus::Flying;
    };
    void show(const Shown& shown, const AircraftType& type, const GeometrySpec& geometry);
    // The base, the silhouette, the wreck's scorch and the marks (no shadow, no outline).
    void drawAirframe(QPainter* painter, double mmPerPixel) const;
    void paintCloud(QPainter* painter) const;  // WX-01
    void rebuildArt();
    void syncLabel();
    void placeAttachments();
    void applyMinimumSize();

    std::string m_aircraftId;
    bool m_placeable = false;
    std::function<void()> m_placed;
    TableFrame m_frame;
    const SilhouetteLibrary* m_silhouettes;
    AircraftLabelItem* m_label;  // not owned, see the constructor
    CounterItem* m_counters;     // not owned
    QList<QGraphicsItem*> m_followers;

    GeometrySpec m_geometry;
    std::vector<Weapon> m_weapons;
    QString m_silhouetteName;
    Pose m_pose;
    std::optional<Pose> m_heldPose;  // the pose a sync gave while held
    bool m_held = false;
    QString m_name;
    int m_altitude = 0;
    int m_climb = 0;
    int m_ground = -1;       // TER-04, LabelInfo::ground
    bool m_inCloud = false;  // WX-01
    AircraftStatus m_status = AircraftStatus::Flying;
    Look m_look = Look::InPlay;
    Side m_side = Side::Entente;
    QColor m_playerColour;     // invalid: the side's colour
    QColor m_outline;          // invalid: none
    double m_pixelsPerMm = 0;  // the view's zoom, see setViewScale
    std::shared_ptr<const AirplaneArt> m_art;
    std::string m_artGeometry;  // the GeometrySpec id m_art was drawn for
    // The airframe's picture and what it was drawn for.
    ScaledPicture m_airframe;
    const AirplaneArt* m_airframeArt = nullptr;
    Look m_airframeLook = Look::InPlay;
    double m_airframeMmPerPixel = 0;
};

// The look of a status (AircraftStatus) on the table.
AircraftItem::Look lookOf(AircraftStatus status);

}  // namespace jasta::app
