#pragma once
// A new game as the players describe it (the New game dialog, or a tool):
// era, rule set and the options changed from it, table size, players with
// their airplanes. `makeScenario` turns it into a Scenario with a random fair
// set-up at the table edges; `customRuleSet` turns the changed options into a
// RuleSet the engine reads (RuleOptions::from).

#include <cstddef>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/data/rule_set.hpp"
#include "jasta/data/scenario.hpp"

namespace jasta {

struct GameData;
class Rng;

struct SetupAirplane {
    std::string type;  // AircraftType id
    std::string name;  // pilot or call sign on the table; empty: the type's name
};

struct SetupPlayer {
    std::string name;  // unique among the players (case ignored); also names the airplanes' ids
    Side side = Side::Entente;
    std::string colour = "#000000";  // "#rrggbb"
    std::vector<SetupAirplane> airplanes;
};

// Option key -> value id, only the options that differ from the rule set.
using RuleChanges = std::map<std::string, std::string, std::less<>>;

// How the random set-up places the airplanes. Set-up choices, not physical
// measurements; the defaults keep a first turn of any card on the table.
struct EdgeLayout {
    double edgeMargin = 100;    // mm from the table edge to the nearest point of any footprint
    double gap = 20;            // mm at least between neighbouring footprints along the edge
    double headingSpread = 15;  // degrees, at most either side of facing straight at the enemy edge
    int altitude = 2;           // starting level of every airplane (ALT-01), 1..3 (ALT-02), as the shipped scenarios
};

struct GameSetup {
    Era era = Era::Ww1;
    std::string ruleset;  // RuleSet id of the era (the preset)
    RuleChanges ruleChanges;
    double tableWidth = 900;   // mm, along x
    double tableHeight = 900;  // mm, along y
    std::vector<SetupPlayer> players;
    EdgeLayout layout;
    // A game mode (MODE-01..07) set up as the seeds say, instead of the two
    // rows; its rule options (modeRuleChanges) belong in ruleChanges.
    std::optional<GameModeKind> mode;
};

// The range ruler's length of `era` (mm): that of the first airplane type of
// the era with a geometry; 0 when the data has none.
double eraRulerMm(const GameData& data, Era era);

// A mode laid out as the seeds set it up on a `width` × `height` table (mm)
// of `era` with a ruler `rulerMm` long: DeathMatch and Team DeathMatch an
// ammunition marker in each corner half a ruler from both edges (MODE-01);
// Capture the Flag a camp a ruler wide at each end (the era's first side,
// the Entente or the Allies, on the left), a marker at each corner of the
// neutral zone a ruler from the table edge and from the camp border, and
// each flag in the middle of its camp's border (MODE-05).
GameModeSetting modeSetUp(GameModeKind kind, Era era, double width, double height, double rulerMm);
// The rule options every game mode is played with (option key -> value id):
// the D10 shot counter with ten shots (MODE-02/07) and the one shared deck
// without explosion cards or plain 0 cards (MODE-08).
const RuleChanges& modeRuleChanges();
// The table the seeds give a mode for `pilots` airplanes (MODE-01/04/05),
// mm: DeathMatch and Team DeathMatch 100 × 100 cm for up to 4, 150 × 150 cm
// beyond; Capture the Flag 150 × 100 cm for up to 4, 200 × 150 cm beyond.
std::pair<double, double> modeTableSize(GameModeKind kind, std::size_t pilots);

// A set-up that cannot be played; what() says why in one sentence.
class SetupError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// The first reason `setup` cannot be played (fewer than 2 players, duplicate
// or empty names, bad colour, unknown rule set or option, unknown airplane or
// one of another era, a side of another era, a side without airplanes (but
// in DeathMatch, where every pilot flies for himself), a table too small for
// the rows or for the mode's starts), or nullopt when it can.
std::optional<std::string> setupProblem(const GameSetup& setup, const GameData& data);

// The preset `base` with `changes` applied (validated against `catalog`;
// SetupError otherwise). Changes equal to the preset's value are no changes.
// Without changes the result is `base`; with some, its id is "<base>+custom"
// and its description lists them.
RuleSet customRuleSet(const RuleSet& base, const RuleChanges& changes, const RuleOptionCatalog& catalog);

// The options of `changed` whose value differs from `base` (catalog defaults
// count for values a preset leaves out).
RuleChanges ruleChangesBetween(const RuleSet& base, const RuleSet& changed, const RuleOptionCatalog& catalog);

// A playable scenario of `setup` (SetupError with setupProblem's sentence
// otherwise). Random fair set-up: the first side of the era (Entente / Allies)
// lines up along one long edge, the other side along the opposite one, each
// facing the enemy edge. Every random choice (where the row sits along its
// edge, each slot's heading offset) is drawn once and used for both sides in
// their own frames, so equal forces start as mirror images through the
// table's centre. Footprints (base or card, as the rule set's overlap option
// says) never overlap and keep layout.edgeMargin from every edge.
// Airplane ids: "<player slug>_<n>", e.g. "anna_1"; scenario.ruleset is the
// preset id (use customRuleSet for the changed options).
// A game mode is laid out instead (modeSetUp for its markers, camps and
// flags), every airplane half a ruler from the table edge, facing into the
// table, and at least a ruler from every other (MODE-01): in DeathMatch the
// pilots, in an order drawn at random, take the bottom, top, left and right
// edges in turn, spread evenly along each; in Team DeathMatch the first
// side's team along the bottom edge and the other's along the top one
// (MODE-04); in Capture the Flag each team in its camp, the first side's on
// the left (MODE-05).
Scenario makeScenario(const GameSetup& setup, const GameData& data, Rng& rng);

// Airplanes that would share a name (two SPAD XIII without pilots' names)
// are numbered in order, "SPAD XIII (1)", "SPAD XIII (2)": the name given
// here is the one the log, the consoles and the table's labels all use, so
// players can tell them apart. makeScenario does it to its airplanes.
void numberSharedNames(std::vector<ScenarioAircraft>& aircraft);

// A scenario from a file as it is played (the app's --scenario and Play a
// Scenario File): each airplane without a name takes its type's name (as
// the game would show it), then shared names are numbered as above. Not
// done by newGame: a saved game replays under the names it was played with.
void nameApart(Scenario& scenario, const GameData& data);

// "anna" for "Anna", "von_richthofen" for "von Richthofen!": lower-case ASCII
// letters and digits joined by single underscores; "player" when none is left.
std::string idSlug(std::string_view name);

}  // namespace jasta
