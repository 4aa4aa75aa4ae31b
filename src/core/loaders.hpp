#pragma once
// Internal: one loader per kind of data file. Each reads a parsed JSON
// document, reports problems against `file`, and returns what it could read
// (nullopt when the file is unusable).

#include <optional>
#include <string>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/damage_deck.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/data/ground_type.hpp"
#include "jasta/data/maneuver_deck.hpp"
#include "jasta/data/rule_set.hpp"
#include "jasta/data/scenario.hpp"
#include "json_reader.hpp"

namespace jasta::detail {

std::optional<GeometrySpec> loadGeometry(const Json& json, const std::string& file, Diagnostics& diagnostics);
std::optional<ManeuverDeck> loadManeuverDeck(const Json& json, const std::string& file, Diagnostics& diagnostics);
std::optional<DamageDeck> loadDamageDeck(const Json& json, const std::string& file, Diagnostics& diagnostics);
std::optional<AircraftType> loadAircraft(const Json& json, const std::string& file, Diagnostics& diagnostics);
std::optional<GroundType> loadGroundType(const Json& json, const std::string& file, Diagnostics& diagnostics);
std::optional<Scenario> loadScenario(const Json& json, const std::string& file, Diagnostics& diagnostics);
std::optional<RuleSet> loadRuleSet(const Json& json, const std::string& file, Diagnostics& diagnostics);
std::optional<RuleOptionCatalog> loadRuleOptions(const Json& json, const std::string& file, Diagnostics& diagnostics);

}  // namespace jasta::detail
