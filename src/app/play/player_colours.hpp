#pragma once
// Who flies which airplane and in what colour: shared by the live play flow
// and the replay viewer, so that a replay shows a game in the colours and
// with the names it was played with.

#include <QColor>
#include <QHash>
#include <QString>

#include <vector>

#include "jasta/data/scenario.hpp"
#include "jasta/game/game.hpp"
#include "play/event_log_dock.hpp"

namespace jasta::app {

// One of eight distinct colours readable on the felt (cycles past the eighth).
[[nodiscard]] QColor playerPaletteColour(qsizetype index);
// The player of an airplane: its `player`, else its name (one airplane, one player).
[[nodiscard]] QString playerOf(const AircraftState& airplane);
// Each airplane's colour by id: the scenario's, else one per player in seat
// order (the order players first appear among the scenario's airplanes).
// The one source of the players' colours: the set-up on the table, the
// airplanes and labels in play, the consoles' stripes and the replay.
[[nodiscard]] QHash<QString, QColor> playerColours(const Scenario& scenario);
// The airplanes as the event log names them.
[[nodiscard]] std::vector<LogAircraft> logAircraftOf(const GameState& state);

}  // namespace jasta::app
