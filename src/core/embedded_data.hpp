#pragma once
// Internal: the game data a save carries (format 3, docs/save-format.md),
// read through the same loaders and cross-checks as the files of data/.

#include <optional>
#include <string>

#include "jasta/base/diagnostics.hpp"
#include "jasta/data/game_data.hpp"
#include "json_reader.hpp"

namespace jasta::detail {

// Reads the save's "data" object: its geometry, maneuver and damage decks
// and aircraft types, each as the file of that name in data/ would be read,
// then cross-checked. Messages name `file` and the pointer into the save
// ("/data/aircraft/spad_xiii/speeds/0"). The option catalogue and the rule
// set presets are `program`'s: the program's code knows the options.
std::optional<GameData> embeddedDataFromJson(const Json& json, const std::string& file, const GameData& program,
                                             Diagnostics& diagnostics);

// The "data" object of a save: every file of `data.sources` in its folder,
// by file name without ".json".
Json embeddedDataToJson(const GameData& data);

}  // namespace jasta::detail
