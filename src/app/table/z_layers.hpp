#pragma once
// The one documented list of z-values of the table scene (Cockatrice style).
// No other file sets a literal z-value: items take theirs from here.
// Layers are far apart so that a layer can order its own items inside
// its band (e.g. airplanes by altitude) without crossing into the next.

namespace jasta::app::z {

inline constexpr double kTable = 0;       // felt, rim, edge ticks
inline constexpr double kMaps = 20;       // maps laid on the felt (the threat map), under everything else
inline constexpr double kCards = 50;      // maneuver cards laid on the table, under the bases as on a real table
inline constexpr double kGuides = 100;    // firing arcs and maneuver ghosts: on the felt, under every airplane
inline constexpr double kAircraft = 200;  // bases and silhouettes; + altitude level (0..50)
inline constexpr double kRulers = 260;    // range rulers: laid across the bases, as the real ruler is
inline constexpr double kLabels = 300;    // names, altitude pegs and counters, above every airplane
inline constexpr double kEffects = 350;   // shots, bursts and explosions being played, over the labels
inline constexpr double kOverlay = 400;   // notes on the table (the range of a shot and why)

}  // namespace jasta::app::z
