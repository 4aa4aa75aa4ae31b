#pragma once
// Small drawing helpers shared by the table scene's parts (table_scene.cpp,
// table_scene_teaching.cpp): the arcs of an airplane's weapons, the colour of
// a shot's range, an airplane's name in a game and the word for its status
// (also the console's, play/console_widget.cpp).
// Also the outlines of zones on the felt (relief, the defended zone).

#include <QColor>
#include <QPolygonF>
#include <QString>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/fire.hpp"
#include "table/arc_item.hpp"
#include "table/table_frame.hpp"

class QPainter;

namespace jasta::app {

// The arc of a weapon of `arc` kind mounted at `mount` (base frame, mm), as
// far as the ruler reaches.
ArcShape arcShapeFor(Point2 mount, WeaponArc arc, const GeometrySpec& geometry);

// One arc per kind of arc the weapons have (a two-seater: front and rear);
// no weapon: the front arc from the stand. `ahead` is set to the mount of the
// first weapon that does not fire to the rear (else the stand): where a ruler
// laid straight ahead starts.
std::vector<ArcShape> weaponArcShapes(const std::vector<Weapon>& weapons, const GeometrySpec& geometry, Point2& ahead);

// The colour of a shot's range: short, long, or no shot.
QColor shotColour(const ShotCheck& shot);

// An airplane's or a ground target's name in `state` (its id when it has none or is unknown).
QString nameIn(const GameState& state, const std::string& id);

// "Flying", "Shot down", "Fled": the console's word for a status, which the
// table's airplane also shows (its tooltip, its label when out of play).
QString statusWords(AircraftStatus status);

// A side's name for people, translated ("Central Powers").
QString sideName(Side side);

// A game's result for players: the winning side's name ("Entente") for
// its id ("entente"); anything else as it is.
QString sideWords(const std::string& result);

// A weapon's name for players ("Observer's gun"): its name in the aircraft
// data, its id only when it has none, never the id when it has one.
QString weaponWords(const std::vector<Weapon>& weapons, std::string_view weaponId);

// An outline of table corners (mm, not closed) in scene mm, closed: the
// relief zones (TER-01) and the defended zone (WX-08..10).
QPolygonF closedOutline(const TableFrame& frame, const std::vector<Point2>& corners);
// The centre of area of a closed outline (its first corner when it has none):
// where a zone's caption goes.
QPointF areaCentre(const QPolygonF& closed);
// Short strokes of `lengthMm` every `gapMm` along each edge of a closed
// outline, pointing out of it (relief hachures down the slope) or into it
// (the ticks of a defended zone's border), in the painter's pen.
void drawEdgeTicks(QPainter& painter, const QPolygonF& closed, double gapMm, double lengthMm, bool outward);

}  // namespace jasta::app
