#include "jasta/data/setup.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <numbers>
#include <numeric>

#include "jasta/base/limits.hpp"
#include "jasta/base/rng.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {
namespace {

// Draw resolution of the random choices: tenths of a degree for headings,
// thousandths of the free room for the row's place along its edge.
constexpr double kHeadingSteps = 10;  // per degree
constexpr std::uint64_t kShiftSteps = 2000;
constexpr double kMaxHeadingSpread = 45;  // degrees; beyond it the airplanes no longer face the enemy edge

std::string lower(std::string_view text) {
    std::string result(text);
    for (char& c : result) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return result;
}

std::string trimmed(std::string_view text) {
    const auto isSpace = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    return std::string(text);
}

std::string inQuotes(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

std::string centimetres(double mm) {
    const double cm = std::round(mm) / 10.0;
    std::string text = std::to_string(cm);
    text.erase(text.find_last_not_of('0') + 1);
    if (text.back() == '.') text.pop_back();
    return text + " cm";
}

// How far an airplane's footprint reaches from its pose, over every heading
// the layout may give it: along its edge (half the room it takes in the row)
// and across it (towards the table's middle and the edge behind it). mm.
struct Reach {
    double along = 0;
    double across = 0;
};

// Half-extent of a rectangle (half sides `side` across the heading, `ahead`
// along it) projected on an axis, for a heading up to `spread` degrees off
// the axis' normal: side·cos θ + ahead·sin θ grows until θ = atan(ahead/side)
// and is the half-diagonal from there on.
double projectedHalf(double side, double ahead, double spreadDegrees) {
    const double spread = spreadDegrees * std::numbers::pi / 180.0;
    const double peak = std::atan2(ahead, side);
    if (spread >= peak) return std::hypot(side, ahead);
    return side * std::cos(spread) + ahead * std::sin(spread);
}

Reach reachOf(const GeometrySpec& geometry, Footprint footprint, double spread) {
    const OrientedRect rect = rectangleOf(Pose{0, 0, 0}, geometry, footprint);
    // The rectangle may sit off the pose (the card is centred on the stand);
    // its offset can point anywhere once turned, so it counts in full.
    const double offset = std::hypot(rect.centre.x, rect.centre.y);
    return {projectedHalf(rect.halfWidth, rect.halfLength, spread) + offset,
            projectedHalf(rect.halfLength, rect.halfWidth, spread) + offset};
}

// The airplanes of one side in set-up order, with what the layout needs.
struct Placing {
    const SetupPlayer* player = nullptr;
    const SetupAirplane* airplane = nullptr;
    const AircraftType* type = nullptr;
    Reach reach;
};

struct Rows {
    std::array<std::vector<Placing>, 2> sides;  // by sidesOf(era)
    bool alongWidth = true;                     // rows run along x (the long edges are y = 0 and y = height)
    double edgeLength = 0;                      // mm, the edges the rows stand on
    double depth = 0;                           // mm between those edges
};

double rowLength(const std::vector<Placing>& row, double gap) {
    double length = 0;
    for (const auto& placing : row) length += 2 * placing.reach.along;
    return length + gap * static_cast<double>(row.empty() ? 0 : row.size() - 1);
}

double rowDepth(const std::vector<Placing>& row) {
    double deepest = 0;
    for (const auto& placing : row) deepest = std::max(deepest, placing.reach.across);
    return 2 * deepest;
}

// The checks of setupProblem that need no geometry. Returns the problem.
std::optional<std::string> basicProblem(const GameSetup& setup, const GameData& data) {
    if (setup.players.size() < 2) return "A game needs at least 2 players.";
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < setup.players.size(); ++i) {
        const auto& player = setup.players[i];
        const std::string name = trimmed(player.name);
        if (name.empty()) return "Player " + std::to_string(i + 1) + " has no name.";
        if (std::find(seen.begin(), seen.end(), lower(name)) != seen.end())
            return "Two players are called " + inQuotes(name) + "; give each a name of their own.";
        seen.push_back(lower(name));
        if (!isHexColour(player.colour)) return name + "'s colour " + inQuotes(player.colour) + " is not #rrggbb.";
        if (eraOf(player.side) != setup.era)
            return name + " plays " + std::string(displayName(player.side)) + ", a side of " +
                   std::string(displayName(eraOf(player.side))) + ", in a " + std::string(displayName(setup.era)) +
                   " game.";
        if (player.airplanes.empty()) return name + " has no airplane.";
        for (const auto& airplane : player.airplanes) {
            const auto* type = data.aircraftType(airplane.type);
            if (type == nullptr) return name + "'s airplane " + inQuotes(airplane.type) + " is not in the data.";
            if (type->era != setup.era)
                return name + "'s " + type->name + " is a " + std::string(displayName(type->era)) +
                       " airplane, not one of " + std::string(displayName(setup.era)) + ".";
            if (data.geometryOf(*type) == nullptr) return "The " + type->name + " has no base geometry in the data.";
        }
    }
    std::size_t airplanes = 0;
    for (const auto& player : setup.players) airplanes += player.airplanes.size();
    if (airplanes > kMaxAircraft)
        return "A game may have at most " + std::to_string(kMaxAircraft) + " airplanes; this one has " +
               std::to_string(airplanes) + ".";
    const auto* rules = data.ruleset(setup.ruleset);
    if (rules == nullptr) return "There is no rule set " + inQuotes(setup.ruleset) + ".";
    if (rules->era != setup.era)
        return "The rule set " + inQuotes(rules->name) + " is not for " + std::string(displayName(setup.era)) + ".";
    try {
        (void)customRuleSet(*rules, setup.ruleChanges, data.options);
    } catch (const SetupError& error) {
        return error.what();
    }
    // MODE-01: in DeathMatch every pilot flies for himself, whatever his nation.
    const bool everySideFlies = setup.mode != GameModeKind::Deathmatch;
    for (Side side : sidesOf(setup.era)) {
        const bool hasAirplanes = std::any_of(setup.players.begin(), setup.players.end(), [&](const SetupPlayer& p) {
            return p.side == side && !p.airplanes.empty();
        });
        if (everySideFlies && !hasAirplanes)
            return std::string(displayName(side)) + " have no airplanes: every side needs at least one.";
    }
    const auto& layout = setup.layout;
    if (!(std::isfinite(setup.tableWidth) && std::isfinite(setup.tableHeight) && setup.tableWidth > 0 &&
          setup.tableHeight > 0))
        return "The table needs a width and a height above 0.";
    if (!(layout.edgeMargin >= 0 && layout.gap >= 0 && std::isfinite(layout.edgeMargin) && std::isfinite(layout.gap)))
        return "The margin at the edges and the gap between airplanes cannot be negative.";
    if (!(layout.headingSpread >= 0 && layout.headingSpread <= kMaxHeadingSpread))
        return "The heading spread must lie between 0 and 45 degrees.";
    if (layout.altitude < kLowestStartLevel || layout.altitude > kHighestStartLevel)  // ALT-02
        return "The airplanes start at level " + std::to_string(kLowestStartLevel) + ", " +
               std::to_string(kLowestStartLevel + 1) + " or " + std::to_string(kHighestStartLevel) + ", not " +
               std::to_string(layout.altitude) + ".";
    return std::nullopt;
}

// The rows of a set-up that passed basicProblem.
Rows rowsOf(const GameSetup& setup, const GameData& data) {
    const RuleSet rules = customRuleSet(*data.ruleset(setup.ruleset), setup.ruleChanges, data.options);
    const Footprint footprint = footprintOf(RuleOptions::from(rules, data.options).overlapShape);
    const auto sides = sidesOf(setup.era);
    Rows rows;
    for (const auto& player : setup.players)
        for (const auto& airplane : player.airplanes) {
            const auto* type = data.aircraftType(airplane.type);
            const auto reach = reachOf(*data.geometryOf(*type), footprint, setup.layout.headingSpread);
            rows.sides[player.side == sides[0] ? 0 : 1].push_back({&player, &airplane, type, reach});
        }
    rows.alongWidth = setup.tableWidth >= setup.tableHeight;
    rows.edgeLength = rows.alongWidth ? setup.tableWidth : setup.tableHeight;
    rows.depth = rows.alongWidth ? setup.tableHeight : setup.tableWidth;
    return rows;
}

std::optional<std::string> fitProblem(const GameSetup& setup, const Rows& rows) {
    const auto& layout = setup.layout;
    const auto sides = sidesOf(setup.era);
    const double room = rows.edgeLength - 2 * layout.edgeMargin;
    for (std::size_t s = 0; s < 2; ++s) {
        const double needed = rowLength(rows.sides[s], layout.gap);
        if (needed > room)
            return "The " + std::to_string(rows.sides[s].size()) + " airplanes of the " +
                   std::string(displayName(sides[s])) + " need " + centimetres(needed) +
                   " along their edge, but only " + centimetres(std::max(room, 0.0)) +
                   " are free there: use a bigger table or fewer airplanes.";
    }
    const double needed = 2 * layout.edgeMargin + rowDepth(rows.sides[0]) + rowDepth(rows.sides[1]) + layout.gap;
    if (needed > rows.depth)
        return "The two rows need " + centimetres(needed) + " between the long edges, but the table is only " +
               centimetres(rows.depth) + " deep.";
    return std::nullopt;
}

// The airplanes of `setup` in the players' order, each player's in its order.
std::vector<std::pair<const SetupPlayer*, const SetupAirplane*>> listedAirplanes(const GameSetup& setup) {
    std::vector<std::pair<const SetupPlayer*, const SetupAirplane*>> listed;
    for (const auto& player : setup.players)
        for (const auto& airplane : player.airplanes) listed.emplace_back(&player, &airplane);
    return listed;
}

// Where the airplanes of a mode game start (MODE-01/04/05), in listedAirplanes'
// order: half a ruler from the table edge, facing into the table, spread
// evenly along their edge; `order` the DeathMatch pilots' turn to take an edge
// (an index into the airplanes each).
std::vector<Pose> modeStarts(const GameSetup& setup, double rulerMm, const std::vector<std::size_t>& order) {
    const auto listed = listedAirplanes(setup);
    const double inset = rulerMm / 2;
    const double width = setup.tableWidth, height = setup.tableHeight;
    // The edges in the order DeathMatch pilots take them; a team's edge pairs
    // bottom with top (Team DeathMatch) and left with right (Capture the Flag).
    enum Edge : std::size_t { kBottom, kTop, kLeft, kRight, kEdges };
    // A start on `edge`, `share` of the way along it.
    const auto startOn = [&](std::size_t edge, double share) {
        switch (edge) {
            case kBottom:
                return Pose{width * share, inset, 0};
            case kTop:
                return Pose{width * share, height - inset, 180};
            case kLeft:
                return Pose{inset, height * share, 90};
            default:
                return Pose{width - inset, height * share, 270};
        }
    };
    // Each edge's airplanes, in the order they take their slots.
    std::array<std::vector<std::size_t>, kEdges> onEdge;
    if (setup.mode == GameModeKind::Deathmatch) {
        for (std::size_t turn = 0; turn < order.size(); ++turn) onEdge[turn % kEdges].push_back(order[turn]);
    } else {
        const bool camps = setup.mode == GameModeKind::CaptureTheFlag;
        const auto sides = sidesOf(setup.era);
        for (std::size_t i = 0; i < listed.size(); ++i) {
            const bool first = listed[i].first->side == sides[0];
            onEdge[camps ? (first ? kLeft : kRight) : (first ? kBottom : kTop)].push_back(i);
        }
    }
    std::vector<Pose> starts(listed.size());
    for (std::size_t edge = 0; edge < kEdges; ++edge) {
        const auto& here = onEdge[edge];
        for (std::size_t slot = 0; slot < here.size(); ++slot)
            starts[here[slot]] = startOn(edge, static_cast<double>(slot + 1) / static_cast<double>(here.size() + 1));
    }
    return starts;
}

std::vector<std::size_t> inOrder(std::size_t count) {
    std::vector<std::size_t> order(count);
    std::iota(order.begin(), order.end(), std::size_t{0});
    return order;
}

// Why the mode's starts do not fit the table: two airplanes less than a ruler
// apart (MODE-01), or a Capture the Flag table too short for two camps and the
// neutral zone's markers (MODE-05).
std::optional<std::string> modeFitProblem(const GameSetup& setup, const GameData& data) {
    const double ruler = eraRulerMm(data, setup.era);
    const auto pilots = listedAirplanes(setup).size();
    const auto [seedsWidth, seedsHeight] = modeTableSize(*setup.mode, pilots);
    const std::string advice = " The seeds play " + std::to_string(pilots) + " pilots on a " + centimetres(seedsWidth) +
                               " by " + centimetres(seedsHeight) + " table.";
    if (setup.mode == GameModeKind::CaptureTheFlag && setup.tableWidth < 4 * ruler)
        return "Capture the Flag needs a table at least " + centimetres(4 * ruler) +
               " long: a camp a ruler wide at each end and a ruler to the ammunition markers from each." + advice;
    const auto starts = modeStarts(setup, ruler, inOrder(pilots));
    for (std::size_t i = 0; i < starts.size(); ++i)
        for (std::size_t j = i + 1; j < starts.size(); ++j)
            if (std::hypot(starts[i].x - starts[j].x, starts[i].y - starts[j].y) < ruler)
                return "On a " + centimetres(setup.tableWidth) + " by " + centimetres(setup.tableHeight) + " table " +
                       std::to_string(pilots) + " airplanes cannot start a ruler (" + centimetres(ruler) +
                       ") apart: use a bigger table or fewer airplanes." + advice;
    return std::nullopt;
}

}  // namespace

double eraRulerMm(const GameData& data, Era era) {
    for (const auto& [id, type] : data.aircraft) {
        if (type.era != era) continue;
        if (const GeometrySpec* geometry = data.geometryOf(type)) return geometry->rulerLength.value;
    }
    return 0;
}

GameModeSetting modeSetUp(GameModeKind kind, Era era, double width, double height, double rulerMm) {
    GameModeSetting mode;
    mode.kind = kind;
    if (kind != GameModeKind::CaptureTheFlag) {
        // MODE-01: a marker in each corner, half a ruler from each edge.
        const double in = rulerMm / 2;
        mode.ammoMarkers = {{in, in}, {width - in, in}, {in, height - in}, {width - in, height - in}};
        return mode;
    }
    // MODE-05: the camps a ruler wide at the two ends; the neutral zone between.
    const double camp = rulerMm;
    const auto [left, right] = sidesOf(era);
    mode.camps = {{left, {{0, 0}, {camp, 0}, {camp, height}, {0, height}}},
                  {right, {{width - camp, 0}, {width, 0}, {width, height}, {width - camp, height}}}};
    const double west = camp + rulerMm, east = width - camp - rulerMm;  // the neutral zone's corners
    mode.ammoMarkers = {{west, rulerMm}, {west, height - rulerMm}, {east, rulerMm}, {east, height - rulerMm}};
    mode.flags = {{left, {camp, height / 2}}, {right, {width - camp, height / 2}}};
    return mode;
}

const RuleChanges& modeRuleChanges() {
    static const RuleChanges changes{
        {std::string(option_key::kAmmunition), std::string(nameOf(Ammunition::ShotCounter))},
        {std::string(option_key::kAmmunitionCount), "10"},
        {std::string(option_key::kExplosionHandling), std::string(nameOf(ExplosionHandling::Removed))},
        {std::string(option_key::kRemovePlainZeroCards), "on"},
    };
    return changes;
}

std::pair<double, double> modeTableSize(GameModeKind kind, std::size_t pilots) {
    constexpr std::size_t kSmallGame = 4;  // MODE-01/05: the smaller table is for 4 players
    const bool small = pilots <= kSmallGame;
    if (kind == GameModeKind::CaptureTheFlag) return small ? std::pair{1500.0, 1000.0} : std::pair{2000.0, 1500.0};
    return small ? std::pair{1000.0, 1000.0} : std::pair{1500.0, 1500.0};
}

std::string idSlug(std::string_view name) {
    std::string slug;
    bool pendingSeparator = false;
    for (char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 128 && std::isalnum(u)) {
            if (pendingSeparator && !slug.empty()) slug += '_';
            pendingSeparator = false;
            slug += static_cast<char>(std::tolower(u));
        } else {
            pendingSeparator = true;
        }
    }
    return slug.empty() ? "player" : slug;
}

RuleSet customRuleSet(const RuleSet& base, const RuleChanges& changes, const RuleOptionCatalog& catalog) {
    RuleSet result = base;
    std::string listed;
    for (const auto& [key, value] : changes) {
        const auto* option = catalog.option(key);
        if (option == nullptr) throw SetupError("There is no rule option " + inQuotes(key) + ".");
        const auto* chosen = option->value(value);
        if (chosen == nullptr && option->played)
            throw SetupError("The rule option " + inQuotes(option->title) + " has no value " + inQuotes(value) + ".");
        if (!option->played || !chosen->played) {
            std::string reason = option->played ? notPlayedYet(*option, *chosen) : notPlayedYet(*option);
            reason[0] = 'T';
            throw SetupError(reason + ".");
        }
        if (base.value(catalog, key) == value) continue;
        result.values[key] = value;
        listed += (listed.empty() ? "" : "; ") + option->title + ": " + chosen->label;
    }
    if (listed.empty()) return result;
    result.id = base.id + std::string(kCustomRuleSetSuffix);
    result.name = base.name + " (changed)";
    result.description = base.description + " Changed: " + listed + ".";
    result.file.clear();  // not a file of the data folder any more
    return result;
}

RuleChanges ruleChangesBetween(const RuleSet& base, const RuleSet& changed, const RuleOptionCatalog& catalog) {
    RuleChanges changes;
    for (const auto& option : catalog.options) {
        if (!option.played) continue;
        const std::string value = changed.value(catalog, option.key);
        if (value != base.value(catalog, option.key)) changes[option.key] = value;
    }
    return changes;
}

std::optional<std::string> setupProblem(const GameSetup& setup, const GameData& data) {
    if (auto problem = basicProblem(setup, data)) return problem;
    return setup.mode ? modeFitProblem(setup, data) : fitProblem(setup, rowsOf(setup, data));
}

void numberSharedNames(std::vector<ScenarioAircraft>& aircraft) {
    std::map<std::string, int> uses;
    for (const auto& airplane : aircraft) ++uses[airplane.name];
    std::map<std::string, int> numbered;
    for (auto& airplane : aircraft)
        if (uses[airplane.name] > 1) {
            const int number = ++numbered[airplane.name];
            airplane.name += " (" + std::to_string(number) + ")";
        }
}

void nameApart(Scenario& scenario, const GameData& data) {
    for (auto& airplane : scenario.aircraft)
        if (const AircraftType* type = data.aircraftType(airplane.type); airplane.name.empty() && type != nullptr)
            airplane.name = type->name;
    numberSharedNames(scenario.aircraft);
}

namespace {

// Each player's id prefix: the slug of the name, made unique ("anna", "anna_p2").
std::map<const SetupPlayer*, std::string> idPrefixes(const GameSetup& setup) {
    std::map<const SetupPlayer*, std::string> prefixes;
    for (std::size_t i = 0; i < setup.players.size(); ++i) {
        std::string prefix = idSlug(setup.players[i].name);
        const auto taken = [&] {
            return std::any_of(prefixes.begin(), prefixes.end(),
                               [&](const auto& entry) { return entry.second == prefix; });
        };
        while (taken()) prefix += "_p" + std::to_string(i + 1);
        prefixes[&setup.players[i]] = prefix;
    }
    return prefixes;
}

// `airplane` of `player` as the scenario lists it, before it is placed.
ScenarioAircraft unplaced(const SetupPlayer& player, const SetupAirplane& airplane, const AircraftType& type,
                          std::string id, int altitude) {
    ScenarioAircraft placed;
    placed.id = std::move(id);
    placed.type = type.id;
    placed.side = player.side;
    placed.name = trimmed(airplane.name).empty() ? type.name : trimmed(airplane.name);
    placed.player = trimmed(player.name);
    placed.colour = player.colour;
    placed.altitude = altitude;
    return placed;
}

// makeScenario for a game mode (setup.mode), once basicProblem passed.
Scenario modeScenario(const GameSetup& setup, const GameData& data, Rng& rng) {
    if (auto problem = modeFitProblem(setup, data)) throw SetupError(*problem);
    const GameModeKind kind = *setup.mode;
    const double ruler = eraRulerMm(data, setup.era);
    const auto listed = listedAirplanes(setup);
    // MODE-01: who takes which edge in DeathMatch is drawn (Fisher-Yates).
    std::vector<std::size_t> order = inOrder(listed.size());
    if (kind == GameModeKind::Deathmatch)
        for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.below(i)]);
    const auto starts = modeStarts(setup, ruler, order);

    Scenario scenario;
    scenario.id = "random_" + std::string(nameOf(kind)) + "_" + std::string(nameOf(setup.era));
    scenario.name = std::string(displayName(kind));
    scenario.era = setup.era;
    scenario.ruleset = setup.ruleset;
    scenario.ruleChanges = setup.ruleChanges;
    scenario.tableWidth = setup.tableWidth;
    scenario.tableHeight = setup.tableHeight;
    scenario.mode = modeSetUp(kind, setup.era, setup.tableWidth, setup.tableHeight, ruler);
    scenario.description = std::to_string(listed.size()) + " pilots on a " + centimetres(setup.tableWidth) + " by " +
                           centimetres(setup.tableHeight) + " table, each half a ruler from an edge.";
    auto prefixes = idPrefixes(setup);
    std::map<const SetupPlayer*, int> counts;
    for (std::size_t i = 0; i < listed.size(); ++i) {
        const auto& [player, airplane] = listed[i];
        ScenarioAircraft placed =
            unplaced(*player, *airplane, *data.aircraftType(airplane->type),
                     prefixes[player] + "_" + std::to_string(++counts[player]), setup.layout.altitude);
        placed.x = starts[i].x, placed.y = starts[i].y, placed.heading = starts[i].heading;
        scenario.aircraft.push_back(std::move(placed));
    }
    numberSharedNames(scenario.aircraft);
    return scenario;
}

}  // namespace

Scenario makeScenario(const GameSetup& setup, const GameData& data, Rng& rng) {
    if (auto problem = basicProblem(setup, data)) throw SetupError(*problem);
    if (setup.mode) return modeScenario(setup, data, rng);
    const Rows rows = rowsOf(setup, data);
    if (auto problem = fitProblem(setup, rows)) throw SetupError(*problem);
    const auto& layout = setup.layout;

    // One draw per slot and one for the row's place, shared by both sides.
    const std::size_t slots = std::max(rows.sides[0].size(), rows.sides[1].size());
    const auto headingDraws = static_cast<std::uint64_t>(std::llround(2 * layout.headingSpread * kHeadingSteps)) + 1;
    std::vector<double> headingOffsets(slots);
    for (double& offset : headingOffsets)
        offset = static_cast<double>(rng.below(headingDraws)) / kHeadingSteps - layout.headingSpread;
    const double shift = static_cast<double>(rng.below(kShiftSteps + 1)) / kShiftSteps * 2 - 1;  // in [-1, 1]

    Scenario scenario;
    scenario.id = "random_" + std::string(nameOf(setup.era));
    scenario.name = "Random set-up";
    scenario.era = setup.era;
    scenario.ruleset = setup.ruleset;
    scenario.tableWidth = setup.tableWidth;
    scenario.tableHeight = setup.tableHeight;
    scenario.description = std::to_string(rows.sides[0].size()) + " against " + std::to_string(rows.sides[1].size()) +
                           " on a " + centimetres(setup.tableWidth) + " by " + centimetres(setup.tableHeight) +
                           " table, lined up along opposite edges.";

    auto prefixes = idPrefixes(setup);
    std::map<const SetupPlayer*, int> counts;
    std::array<std::vector<ScenarioAircraft>, 2> placed;
    for (std::size_t s = 0; s < 2; ++s) {
        const auto& row = rows.sides[s];
        // The side's own frame: u along its edge from its left hand, v from
        // the edge towards the enemy. Both sides use the same u, v, offsets.
        const double slack = rows.edgeLength - 2 * layout.edgeMargin - rowLength(row, layout.gap);
        double u = layout.edgeMargin + slack / 2 * (1 + shift);
        const double v = layout.edgeMargin + rowDepth(row) / 2;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const auto& placing = row[i];
            u += placing.reach.along;
            ScenarioAircraft airplane =
                unplaced(*placing.player, *placing.airplane, *placing.type,
                         prefixes[placing.player] + "_" + std::to_string(++counts[placing.player]), layout.altitude);
            // Side 0 faces +y (or +x on a tall table); side 1 is its half-turn about the centre.
            const double heading = (rows.alongWidth ? 0.0 : 90.0) + (s == 0 ? 0.0 : 180.0) + headingOffsets[i];
            const double x = rows.alongWidth ? u : v;
            const double y = rows.alongWidth ? v : setup.tableHeight - u;
            airplane.x = s == 0 ? x : setup.tableWidth - x;
            airplane.y = s == 0 ? y : setup.tableHeight - y;
            airplane.heading = normalizeHeading(heading);
            placed[s].push_back(std::move(airplane));
            u += placing.reach.along + layout.gap;
        }
    }
    // Players' order: the airplanes of each player together, as they were listed.
    for (const auto& player : setup.players)
        for (auto& side : placed)
            for (auto& airplane : side)
                if (airplane.player == trimmed(player.name)) scenario.aircraft.push_back(airplane);
    numberSharedNames(scenario.aircraft);
    return scenario;
}

}  // namespace jasta
