#pragma once
// Footprints on the table and when two of them overlap (RULES.md OVL-01..04,
// COL-02, MOV-17). A footprint is the base rectangle, the airplane card
// rectangle (centred on the stand) or the airplane's silhouette polygon.
//
// Touching is not overlapping: two footprints overlap only when their
// interiors share some area. Airplanes placed edge to edge, or corner to
// corner, neither overlap nor collide.
//
// Two paths give the same answers: the polygon path (Boost.Geometry, any
// simple polygon; the reference) and a fast path for rectangles (separating
// axes, plain double maths) for hot loops such as bots and threat maps.

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "jasta/base/names.hpp"
#include "jasta/data/maneuver_deck.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

struct AircraftState;
struct GameData;
struct GeometrySpec;

enum class Footprint {
    Base,        // the base rectangle, centred on the pose
    Card,        // the airplane card rectangle, centred on the stand (MOV-17)
    Silhouette,  // GeometrySpec::silhouetteOutline, placed at the stand (COL-02a, FIRE-22)
};
inline constexpr auto kFootprintNames =
    nameTable<Footprint>({{Footprint::Base, "base"}, {Footprint::Card, "card"}, {Footprint::Silhouette, "silhouette"}});
constexpr const auto& nameTableOf(Footprint) {
    return kFootprintNames;
}
// The footprint the overlap option names (OVL-01..04).
Footprint footprintOf(OverlapShape shape);

// The footprint's corners in the base frame (mm from the base centre, +y
// forward), in order, not closed.
std::vector<Point2> footprintOutline(const GeometrySpec& geometry, Footprint footprint);
// The same corners on the table for an airplane at `pose`.
std::vector<Point2> footprintOnTable(const Pose& pose, const GeometrySpec& geometry, Footprint footprint);

// Polygon path. Each polygon is its corners in order (either winding), not
// closed. True when the interiors share some area; touching edges or corners
// do not count. Polygons with fewer than 3 corners never overlap anything.
bool polygonsOverlap(std::span<const Point2> a, std::span<const Point2> b);
// The share (0..1) of polygon `part`'s area that lies inside polygon
// `whole` (BAL-05: more than a third of a base over a balloon card). 0 when
// `part` has no area.
double sharedAreaShare(std::span<const Point2> part, std::span<const Point2> whole);
// The shortest distance, mm, between two polygons' outlines or areas; 0 when
// they touch or overlap (BAL-03: within half a ruler of a balloon card).
double polygonGapMm(std::span<const Point2> a, std::span<const Point2> b);
// The distance, mm, from `point` to the nearest point of a polygon (its
// corners in order, not closed; 0 inside it; AA-06: a flak token's centre).
double distanceToOutline(Point2 point, std::span<const Point2> corners);
// True when `corners` outline one area: at least 3 finite corners, edges that
// do not cross, and a positive area (the loader's check for silhouettes).
bool isSimplePolygon(std::span<const Point2> corners);
// Two airplanes' footprints through the polygon path.
bool overlaps(const Pose& a, const GeometrySpec& geometryA, Footprint footprintA, const Pose& b,
              const GeometrySpec& geometryB, Footprint footprintB);

// Fast path: a rectangle on the table.
struct OrientedRect {
    Point2 centre;          // table frame, mm
    double heading = 0;     // degrees, as Pose::heading; the length runs along it
    double halfWidth = 0;   // mm, across the heading
    double halfLength = 0;  // mm, along the heading
};
// The base or card rectangle of an airplane at `pose` (Footprint::Silhouette
// is not a rectangle: std::invalid_argument).
OrientedRect rectangleOf(const Pose& pose, const GeometrySpec& geometry, Footprint footprint);
// Separating-axis test; touching counts as apart, as in polygonsOverlap.
bool rectanglesOverlap(const OrientedRect& a, const OrientedRect& b);
// True when the footprint of an airplane at `pose` covers `point` of the
// table, edges included (RCN-01: an airplane over a target's red dot).
bool footprintCovers(const Pose& pose, const GeometrySpec& geometry, Footprint footprint, Point2 point);

// The geometry of `state`'s airplane type; throws std::invalid_argument
// naming the airplane when its type or geometry is not in `data` (validated
// data never has one).
const GeometrySpec& airplaneGeometry(const GameData& data, const AircraftState& state);

// Any two footprints: the fast path for two rectangles, else the polygon path.
bool footprintsOverlap(const Pose& a, const GeometrySpec& geometryA, Footprint footprintA, const Pose& b,
                       const GeometrySpec& geometryB, Footprint footprintB);

// Two airplane ids, first < second.
using OverlapPair = std::pair<std::string, std::string>;

// Every pair of airplanes in play (status Flying) whose footprints, as the
// overlap option says, overlap at any altitude. Sorted. The engine keeps the
// list after each move: airplanes in one pair cannot fire at each other
// (OVL-01) or tail each other (OVL-03), and do not block each other's line of
// sight (OVL-02). Throws std::invalid_argument for an airplane whose type or
// geometry is not in `data` (validated data never has one).
std::vector<OverlapPair> findOverlaps(const std::vector<AircraftState>& aircraft, const GameData& data,
                                      OverlapShape shape);
// True when `a` and `b` (in either order) are one of `pairs`.
bool inOverlap(const std::vector<OverlapPair>& pairs, std::string_view a, std::string_view b);

}  // namespace jasta
