#pragma once
// Finding the scenario the user asked for, on the command line or in the
// Open dialog: a scenario id of the data folder, or a scenario file.

#include <QString>
#include <QStringList>
#include <optional>

#include "jasta/base/diagnostics.hpp"
#include "jasta/data/game_data.hpp"

namespace jasta::app {

// The scenario shown when none is asked for.
inline constexpr const char* kDefaultScenarioId = "ww1_duel";

// `fileOrId` is a path to a .json file (loaded with loadScenarioFile and
// checked against `data`) or the id of a scenario of `data`. Problems go to
// `diagnostics`; nullopt when there is no usable scenario.
std::optional<Scenario> resolveScenario(const GameData& data, const QString& fileOrId, Diagnostics& diagnostics);

// "file:/pointer: message" lines, for message boxes and stderr.
QStringList diagnosticLines(const Diagnostics& diagnostics);

// The first `shown` of `lines`, one a line, and how many more there are: a
// message box's text that lists the problems without growing off the screen
// (all of them go under "Show Details").
QString firstLines(const QStringList& lines, int shown = 12);

}  // namespace jasta::app
