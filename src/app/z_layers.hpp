#pragma once
// The one documented list of z-values of the table scene (Cockatrice style).
// No other file sets a literal z-value: items take theirs from here.
// Layers are far apart so that a layer can order its own items inside
// its band (e.g. airplanes by altitude) without crossing into the next.

namespace jasta::app::z {

inline constexpr double kTable = 0;       // felt, rim, edge ticks
inline constexpr double kGuides = 100;    // rulers, arcs, maneuver ghosts (later)
inline constexpr double kAircraft = 200;  // bases and silhouettes; + altitude level
inline constexpr double kLabels = 300;    // names and altitude badges, above every airplane
inline constexpr double kOverlay = 400;   // hints and explanations drawn on the table (later)

}  // namespace jasta::app::z
