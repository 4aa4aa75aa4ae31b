#include "jasta/game/scenario_edit.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <numbers>
#include <set>
#include <utility>

#include <nlohmann/json.hpp>

#include "jasta/base/names.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

namespace {

// ALT-02: a new airplane starts in the middle of the levels the players agree on.
constexpr int kNewAircraftLevel = 2;
// A new table, mm: 90 × 90 cm for WW1 (Wings of Glory's usual), 120 × 90 cm for WW2.
constexpr double kWw1TableWidth = 900;
constexpr double kWw2TableWidth = 1200;
constexpr double kTableHeight = 900;

// The outline of an area element (isArea), or null when there is none.
const std::vector<Point2>* outlineOf(const Scenario& scenario, ElementRef element) {
    switch (element.kind) {
        case ElementKind::Relief:
            return element.index < scenario.relief.size() ? &scenario.relief[element.index].outline : nullptr;
        case ElementKind::Camp:
            return scenario.mode && element.index < scenario.mode->camps.size()
                       ? &scenario.mode->camps[element.index].outline
                       : nullptr;
        case ElementKind::DefendedZone:
            return scenario.attack && element.index == 0 ? &scenario.attack->defendedZone : nullptr;
        default:
            return nullptr;
    }
}
std::vector<Point2>* outlineOf(Scenario& scenario, ElementRef element) {
    return const_cast<std::vector<Point2>*>(outlineOf(std::as_const(scenario), element));
}

// The mean of an outline's corners, mm (an area's place on the table).
Point2 centreOf(const std::vector<Point2>& outline) {
    Point2 sum{0, 0};
    for (const Point2& corner : outline) sum.x += corner.x, sum.y += corner.y;
    const auto count = static_cast<double>(std::max<std::size_t>(outline.size(), 1));
    return {sum.x / count, sum.y / count};
}

}  // namespace

std::optional<Pose> elementPose(const Scenario& scenario, ElementRef element) {
    switch (element.kind) {
        case ElementKind::Relief:
        case ElementKind::Camp:
        case ElementKind::DefendedZone: {
            const auto* outline = outlineOf(scenario, element);
            if (outline == nullptr) return std::nullopt;
            const Point2 centre = centreOf(*outline);
            return Pose{centre.x, centre.y, 0};
        }
        case ElementKind::Field:
            if (element.index >= scenario.landingFields.size()) return std::nullopt;
            {
                const LandingField& field = scenario.landingFields[element.index];
                return Pose{field.x, field.y, field.heading};
            }
        case ElementKind::Aircraft:
            if (element.index >= scenario.aircraft.size()) return std::nullopt;
            {
                const ScenarioAircraft& placed = scenario.aircraft[element.index];
                return Pose{placed.x, placed.y, placed.heading};
            }
        case ElementKind::Target:
            if (element.index >= scenario.targets.size()) return std::nullopt;
            {
                const ScenarioTarget& placed = scenario.targets[element.index];
                return Pose{placed.x, placed.y, placed.heading};
            }
        case ElementKind::AmmoMarker:
            if (!scenario.mode || element.index >= scenario.mode->ammoMarkers.size()) return std::nullopt;
            return Pose{scenario.mode->ammoMarkers[element.index].x, scenario.mode->ammoMarkers[element.index].y, 0};
        case ElementKind::Flag:
            if (!scenario.mode || element.index >= scenario.mode->flags.size()) return std::nullopt;
            return Pose{scenario.mode->flags[element.index].at.x, scenario.mode->flags[element.index].at.y, 0};
    }
    return std::nullopt;
}

bool placeElement(Scenario& scenario, ElementRef element, const Pose& pose) {
    if (!elementPose(scenario, element)) return false;
    if (std::vector<Point2>* outline = outlineOf(scenario, element)) {
        // Each corner turned about the old centre (clockwise, as headings
        // turn), then the whole moved to the new one.
        const Point2 centre = centreOf(*outline);
        const double radians = pose.heading * std::numbers::pi / 180;
        const auto moved = [&](Point2 point) {
            const double dx = point.x - centre.x, dy = point.y - centre.y;
            return Point2{pose.x + dx * std::cos(radians) + dy * std::sin(radians),
                          pose.y - dx * std::sin(radians) + dy * std::cos(radians)};
        };
        for (Point2& corner : *outline) corner = moved(corner);
        // MODE-05: a side's flag lies on its camp's border and goes with it.
        if (element.kind == ElementKind::Camp)
            for (FlagSetting& flag : scenario.mode->flags)
                if (flag.side == scenario.mode->camps[element.index].side) flag.at = moved(flag.at);
        return true;
    }
    switch (element.kind) {
        case ElementKind::Field: {
            LandingField& field = scenario.landingFields[element.index];
            field.x = pose.x, field.y = pose.y, field.heading = normalizeHeading(pose.heading);
            break;
        }
        case ElementKind::Aircraft: {
            ScenarioAircraft& placed = scenario.aircraft[element.index];
            placed.x = pose.x, placed.y = pose.y, placed.heading = normalizeHeading(pose.heading);
            break;
        }
        case ElementKind::Target: {
            ScenarioTarget& placed = scenario.targets[element.index];
            placed.x = pose.x, placed.y = pose.y, placed.heading = normalizeHeading(pose.heading);
            break;
        }
        case ElementKind::AmmoMarker:
            scenario.mode->ammoMarkers[element.index] = {pose.x, pose.y};
            break;
        case ElementKind::Flag:
            scenario.mode->flags[element.index].at = {pose.x, pose.y};
            break;
        default:
            break;
    }
    return true;
}

std::vector<Point2> areaCorners(const Scenario& scenario, ElementRef area) {
    const auto* outline = outlineOf(scenario, area);
    return outline != nullptr ? *outline : std::vector<Point2>{};
}

bool moveCorner(Scenario& scenario, ElementRef area, std::size_t corner, Point2 to) {
    auto* outline = outlineOf(scenario, area);
    if (outline == nullptr || corner >= outline->size()) return false;
    (*outline)[corner] = to;
    return true;
}

std::optional<std::size_t> splitEdge(Scenario& scenario, ElementRef area, std::size_t after) {
    auto* outline = outlineOf(scenario, area);
    if (outline == nullptr || after >= outline->size()) return std::nullopt;
    const Point2 from = (*outline)[after];
    const Point2 to = (*outline)[(after + 1) % outline->size()];
    outline->insert(outline->begin() + static_cast<std::ptrdiff_t>(after + 1),
                    Point2{(from.x + to.x) / 2, (from.y + to.y) / 2});
    return after + 1;
}

bool removeCorner(Scenario& scenario, ElementRef area, std::size_t corner) {
    constexpr std::size_t kFewestCorners = 3;  // an area needs three corners
    auto* outline = outlineOf(scenario, area);
    if (outline == nullptr || corner >= outline->size() || outline->size() <= kFewestCorners) return false;
    outline->erase(outline->begin() + static_cast<std::ptrdiff_t>(corner));
    return true;
}

bool removeElement(Scenario& scenario, ElementRef element) {
    if (!elementPose(scenario, element)) return false;
    const auto at = [&](auto& list) { return list.begin() + static_cast<std::ptrdiff_t>(element.index); };
    switch (element.kind) {
        case ElementKind::Aircraft:
            scenario.aircraft.erase(at(scenario.aircraft));
            break;
        case ElementKind::Target: {
            const std::string id = scenario.targets[element.index].id;
            scenario.targets.erase(at(scenario.targets));
            // BAL-08: a net hangs from its balloons; one gone, the net loses that stretch.
            for (BalloonNet& net : scenario.nets) std::erase(net.balloons, id);
            std::erase_if(scenario.nets, [](const BalloonNet& net) {
                return net.balloons.size() < (net.shape == NetShape::Ring ? 3U : 2U);
            });
            break;
        }
        case ElementKind::AmmoMarker:
            scenario.mode->ammoMarkers.erase(at(scenario.mode->ammoMarkers));
            break;
        case ElementKind::Flag:
            scenario.mode->flags.erase(at(scenario.mode->flags));
            break;
        case ElementKind::Field:
            scenario.landingFields.erase(at(scenario.landingFields));
            break;
        case ElementKind::Relief:
            scenario.relief.erase(at(scenario.relief));
            break;
        case ElementKind::Camp:
            scenario.mode->camps.erase(at(scenario.mode->camps));
            break;
        case ElementKind::DefendedZone:
            scenario.attack.reset();  // an attack is its defended zone (WX-08)
            break;
    }
    return true;
}

namespace {

// Whether `at` lies on the rectangle `width` × `length` (mm) centred on
// `pose` with its length along the pose's heading (0 = +y, clockwise).
bool onRectangle(Point2 at, const Pose& pose, double width, double length) {
    const double radians = pose.heading * std::numbers::pi / 180;
    const double dx = at.x - pose.x, dy = at.y - pose.y;
    const double across = dx * std::cos(radians) - dy * std::sin(radians);
    const double along = dx * std::sin(radians) + dy * std::cos(radians);
    return std::abs(across) <= width / 2 && std::abs(along) <= length / 2;
}

}  // namespace

std::optional<ElementRef> elementAt(const Scenario& scenario, const GameData& data, Point2 at) {
    const auto diameter = [&](GroundKind kind) {
        const GroundType* type = data.groundOfKind(kind);
        return type != nullptr ? type->cardWidth.value : 0.0;
    };
    const auto onDisc = [&](Point2 centre, double across) {
        return std::hypot(at.x - centre.x, at.y - centre.y) <= across / 2;
    };
    if (scenario.mode) {
        const auto& flags = scenario.mode->flags;
        for (std::size_t i = flags.size(); i-- > 0;)
            if (onDisc(flags[i].at, diameter(GroundKind::Flag))) return ElementRef{ElementKind::Flag, i};
        const auto& markers = scenario.mode->ammoMarkers;
        for (std::size_t i = markers.size(); i-- > 0;)
            if (onDisc(markers[i], diameter(GroundKind::AmmoMarker))) return ElementRef{ElementKind::AmmoMarker, i};
    }
    for (std::size_t i = scenario.aircraft.size(); i-- > 0;) {
        const ScenarioAircraft& placed = scenario.aircraft[i];
        const AircraftType* type = data.aircraftType(placed.type);
        const GeometrySpec* geometry = type != nullptr ? data.geometryOf(*type) : nullptr;
        if (geometry != nullptr && onRectangle(at, {placed.x, placed.y, placed.heading}, geometry->baseWidth.value,
                                               geometry->baseLength.value))
            return ElementRef{ElementKind::Aircraft, i};
    }
    for (std::size_t i = scenario.targets.size(); i-- > 0;) {
        const ScenarioTarget& placed = scenario.targets[i];
        const GroundType* type = data.groundType(placed.type);
        if (type != nullptr &&
            onRectangle(at, {placed.x, placed.y, placed.heading}, type->cardWidth.value, type->cardLength.value))
            return ElementRef{ElementKind::Target, i};
    }
    for (std::size_t i = scenario.landingFields.size(); i-- > 0;) {
        const LandingField& field = scenario.landingFields[i];
        if (onRectangle(at, {field.x, field.y, field.heading}, field.width, field.length))
            return ElementRef{ElementKind::Field, i};
    }
    const auto inside = [&](const std::vector<Point2>& outline) {
        return outline.size() >= 3 && distanceToOutline(at, outline) == 0;
    };
    if (scenario.attack && inside(scenario.attack->defendedZone)) return ElementRef{ElementKind::DefendedZone, 0};
    if (scenario.mode)
        for (std::size_t i = scenario.mode->camps.size(); i-- > 0;)
            if (inside(scenario.mode->camps[i].outline)) return ElementRef{ElementKind::Camp, i};
    for (std::size_t i = scenario.relief.size(); i-- > 0;)
        if (inside(scenario.relief[i].outline)) return ElementRef{ElementKind::Relief, i};
    return std::nullopt;
}

std::string elementName(const Scenario& scenario, ElementRef element) {
    if (!elementPose(scenario, element)) return {};
    switch (element.kind) {
        case ElementKind::Aircraft: {
            const ScenarioAircraft& placed = scenario.aircraft[element.index];
            return placed.name.empty() ? placed.id : placed.name;
        }
        case ElementKind::Target: {
            const ScenarioTarget& placed = scenario.targets[element.index];
            return placed.name.empty() ? placed.id : placed.name;
        }
        case ElementKind::AmmoMarker:
            return "ammunition marker " + std::to_string(element.index + 1);
        case ElementKind::Flag:
            return std::string(displayName(scenario.mode->flags[element.index].side)) + " flag";
        case ElementKind::Field:
            return "landing field " + scenario.landingFields[element.index].id;
        case ElementKind::Relief: {
            const ReliefZone& zone = scenario.relief[element.index];
            return zone.name.empty() ? zone.id : zone.name;
        }
        case ElementKind::Camp:
            return std::string(displayName(scenario.mode->camps[element.index].side)) + " camp";
        case ElementKind::DefendedZone:
            return "the defended zone";
    }
    return {};
}

namespace {

// `stem` itself when `taken(stem)` is false, else the first free of stem_2, stem_3...
template <typename Taken>
std::string firstFreeId(std::string_view stem, const Taken& taken) {
    std::string id(stem);
    for (int n = 2; taken(id); ++n) id = std::string(stem) + "_" + std::to_string(n);
    return id;
}

// `stem` made unique among the ids of `listed` (fields, relief zones, nets).
template <typename Listed>
std::string unusedIdAmong(const std::vector<Listed>& listed, std::string_view stem) {
    return firstFreeId(stem, [&](const std::string& id) {
        return std::any_of(listed.begin(), listed.end(), [&](const Listed& each) { return each.id == id; });
    });
}

}  // namespace

std::string unusedId(const Scenario& scenario, std::string_view stem) {
    std::set<std::string, std::less<>> taken;
    for (const ScenarioAircraft& placed : scenario.aircraft) taken.insert(placed.id);
    for (const ScenarioTarget& placed : scenario.targets) taken.insert(placed.id);
    return firstFreeId(stem, [&](const std::string& id) { return taken.contains(id); });
}

namespace {

// A new airplane or ground unit of `type` for `side` at `pose`, with an id of its own.
template <typename Placed>
Placed newElement(const Scenario& scenario, const std::string& type, Side side, const Pose& pose) {
    Placed placed;
    placed.id = unusedId(scenario, type);
    placed.type = type;
    placed.side = side;
    placed.x = pose.x, placed.y = pose.y, placed.heading = normalizeHeading(pose.heading);
    return placed;
}

}  // namespace

ElementRef addAircraft(Scenario& scenario, const std::string& type, Side side, const Pose& pose) {
    auto placed = newElement<ScenarioAircraft>(scenario, type, side, pose);
    placed.altitude = kNewAircraftLevel;
    // The side's player flies it, as hot-seat friends share a side's airplanes;
    // a side nobody flies yet gets a player of its own.
    const auto mate = std::find_if(scenario.aircraft.begin(), scenario.aircraft.end(),
                                   [&](const ScenarioAircraft& other) { return other.side == side; });
    if (mate != scenario.aircraft.end()) {
        placed.player = mate->player;
    } else {
        std::set<std::string> players;
        for (const ScenarioAircraft& other : scenario.aircraft) players.insert(other.player);
        for (int n = 1; placed.player.empty(); ++n)
            if (!players.contains("Player " + std::to_string(n))) placed.player = "Player " + std::to_string(n);
    }
    scenario.aircraft.push_back(std::move(placed));
    return {ElementKind::Aircraft, scenario.aircraft.size() - 1};
}

namespace {

// A square `side` mm wide centred on `at`, its corners anticlockwise from the lower left.
std::vector<Point2> squareAround(Point2 at, double side) {
    const double half = side / 2;
    return {
        {at.x - half, at.y - half}, {at.x + half, at.y - half}, {at.x + half, at.y + half}, {at.x - half, at.y + half}};
}

}  // namespace

bool linkBalloons(Scenario& scenario, const std::string& from, const std::string& to) {
    const auto isTarget = [&](const std::string& id) {
        return std::any_of(scenario.targets.begin(), scenario.targets.end(),
                           [&](const ScenarioTarget& target) { return target.id == id; });
    };
    if (from == to || !isTarget(from) || !isTarget(to)) return false;
    const auto holds = [](const BalloonNet& net, const std::string& id) {
        return std::find(net.balloons.begin(), net.balloons.end(), id) != net.balloons.end();
    };
    if (std::any_of(scenario.nets.begin(), scenario.nets.end(),
                    [&](const BalloonNet& net) { return holds(net, from) && holds(net, to); }))
        return false;
    for (BalloonNet& net : scenario.nets) {
        if (net.shape != NetShape::Line || holds(net, to)) continue;
        if (net.balloons.back() == from) {
            net.balloons.push_back(to);
            return true;
        }
        if (net.balloons.front() == from) {
            net.balloons.insert(net.balloons.begin(), to);
            return true;
        }
    }
    scenario.nets.push_back({unusedIdAmong(scenario.nets, "net"), NetShape::Line, {from, to}});
    return true;
}

std::vector<std::size_t> netsOf(const Scenario& scenario, std::string_view balloon) {
    std::vector<std::size_t> holding;
    for (std::size_t i = 0; i < scenario.nets.size(); ++i) {
        const auto& balloons = scenario.nets[i].balloons;
        if (std::find(balloons.begin(), balloons.end(), balloon) != balloons.end()) holding.push_back(i);
    }
    return holding;
}

bool setNetRing(Scenario& scenario, std::string_view balloon, bool ring) {
    const auto holding = netsOf(scenario, balloon);
    if (holding.empty()) return false;
    BalloonNet& net = scenario.nets[holding.front()];
    if (ring && net.balloons.size() < 3) return false;
    net.shape = ring ? NetShape::Ring : NetShape::Line;
    return true;
}

void takeDownNets(Scenario& scenario, std::string_view balloon) {
    std::erase_if(scenario.nets, [&](const BalloonNet& net) {
        return std::find(net.balloons.begin(), net.balloons.end(), balloon) != net.balloons.end();
    });
}

void setOnGround(ScenarioAircraft& airplane, bool onGround) {
    if (airplane.onGround == onGround) return;
    airplane.onGround = onGround;
    airplane.altitude = onGround ? 0 : kNewAircraftLevel;
    airplane.climb = 0;
}

ElementRef addTarget(Scenario& scenario, const std::string& type, Side side, const Pose& pose) {
    scenario.targets.push_back(newElement<ScenarioTarget>(scenario, type, side, pose));
    return {ElementKind::Target, scenario.targets.size() - 1};
}

std::optional<ElementRef> addAmmoMarker(Scenario& scenario, Point2 at) {
    if (!scenario.mode) return std::nullopt;
    scenario.mode->ammoMarkers.push_back(at);
    return ElementRef{ElementKind::AmmoMarker, scenario.mode->ammoMarkers.size() - 1};
}

ElementRef addField(Scenario& scenario, const Pose& pose) {
    LandingField field;
    field.id = unusedIdAmong(scenario.landingFields, "field");
    field.x = pose.x, field.y = pose.y, field.heading = normalizeHeading(pose.heading);
    field.width = kNewFieldWidthMm;
    field.length = kNewFieldLengthMm;
    scenario.landingFields.push_back(std::move(field));
    return {ElementKind::Field, scenario.landingFields.size() - 1};
}

ElementRef addRelief(Scenario& scenario, Point2 at) {
    ReliefZone zone;
    zone.id = unusedIdAmong(scenario.relief, "hill");
    zone.floor = 1;
    zone.outline = squareAround(at, kNewReliefSideMm);
    scenario.relief.push_back(std::move(zone));
    return {ElementKind::Relief, scenario.relief.size() - 1};
}

ElementRef addDefendedZone(Scenario& scenario, Side attacker, Point2 at) {
    if (scenario.attack)
        scenario.attack->side = attacker;
    else
        scenario.attack = Attack{attacker, squareAround(at, kNewReliefSideMm), false};
    return {ElementKind::DefendedZone, 0};
}

void setMode(Scenario& scenario, std::optional<GameModeKind> kind, double rulerMm) {
    if (!kind) {
        if (scenario.mode)
            for (const auto& [key, value] : modeRuleChanges())
                if (const auto set = scenario.ruleChanges.find(key);
                    set != scenario.ruleChanges.end() && set->second == value)
                    scenario.ruleChanges.erase(set);
        scenario.mode.reset();
        return;
    }
    if (!scenario.mode) {
        scenario.mode = modeSetUp(*kind, scenario.era, scenario.tableWidth, scenario.tableHeight, rulerMm);
        for (const auto& [key, value] : modeRuleChanges()) scenario.ruleChanges[key] = value;
        return;
    }
    GameModeSetting& mode = *scenario.mode;
    mode.kind = *kind;
    if (*kind != GameModeKind::CaptureTheFlag) {
        mode.camps.clear();
        mode.flags.clear();
    } else if (mode.camps.empty() || mode.flags.empty()) {
        const GameModeSetting laidOut =
            modeSetUp(*kind, scenario.era, scenario.tableWidth, scenario.tableHeight, rulerMm);
        mode.camps = laidOut.camps;
        mode.flags = laidOut.flags;
    }
}

void setWeather(Scenario& scenario, std::optional<Weather> weather, std::optional<Season> season) {
    scenario.weather = weather;
    scenario.season = weather ? std::nullopt : season;
    const auto asked = scenario.ruleChanges.find(kWeatherOption);
    if (scenario.weather || scenario.season)
        scenario.ruleChanges[std::string(kWeatherOption)] = std::string(kWeatherBand);
    else if (asked != scenario.ruleChanges.end() && asked->second == kWeatherBand)
        scenario.ruleChanges.erase(asked);
}

void changeEra(Scenario& scenario, const GameData& data, Era era) {
    if (scenario.era == era) return;
    const auto from = sidesOf(scenario.era), to = sidesOf(era);
    const auto counterpart = [&](Side& side) { side = side == from[0] ? to[0] : side == from[1] ? to[1] : side; };
    scenario.era = era;
    scenario.ruleset = blankScenario(data, era).ruleset;
    for (ScenarioAircraft& placed : scenario.aircraft) counterpart(placed.side);
    for (ScenarioTarget& placed : scenario.targets) counterpart(placed.side);
    if (scenario.mode) {
        for (Camp& camp : scenario.mode->camps) counterpart(camp.side);
        for (FlagSetting& flag : scenario.mode->flags) counterpart(flag.side);
    }
    if (scenario.attack) counterpart(scenario.attack->side);
    if (scenario.artillerySpotting) counterpart(scenario.artillerySpotting->side);
}

Scenario blankScenario(const GameData& data, Era era) {
    Scenario scenario;
    scenario.id = "new_scenario";
    scenario.name = "New scenario";
    scenario.era = era;
    scenario.tableWidth = era == Era::Ww2 ? kWw2TableWidth : kWw1TableWidth;
    scenario.tableHeight = kTableHeight;
    const std::string standard = std::string(nameOf(era)) + "-standard";
    if (data.ruleset(standard) != nullptr) {
        scenario.ruleset = standard;
    } else {
        for (const auto& [id, ruleSet] : data.rulesets)
            if (ruleSet.era == era) {
                scenario.ruleset = id;
                break;
            }
    }
    return scenario;
}

Diagnostics scenarioProblems(const Scenario& scenario, const GameData& data) {
    Diagnostics problems;
    (void)scenarioFromJson(toJson(scenario), scenario.file.empty() ? "new scenario" : scenario.file, data, problems);
    return problems;
}

std::optional<ElementRef> elementOfPointer(std::string_view pointer) {
    // "/aircraft/2/...", "/targets/0", "/mode/ammo_markers/1", "/mode/flags/0/x".
    const auto indexAfter = [&](std::string_view prefix) -> std::optional<std::size_t> {
        if (!pointer.starts_with(prefix)) return std::nullopt;
        const std::string_view rest = pointer.substr(prefix.size());
        std::size_t index = 0;
        const auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), index);
        if (error != std::errc{} || end == rest.data() || (end != rest.data() + rest.size() && *end != '/'))
            return std::nullopt;
        return index;
    };
    if (const auto index = indexAfter("/aircraft/")) return ElementRef{ElementKind::Aircraft, *index};
    if (const auto index = indexAfter("/targets/")) return ElementRef{ElementKind::Target, *index};
    if (const auto index = indexAfter("/mode/ammo_markers/")) return ElementRef{ElementKind::AmmoMarker, *index};
    if (const auto index = indexAfter("/mode/flags/")) return ElementRef{ElementKind::Flag, *index};
    if (const auto index = indexAfter("/mode/camps/")) return ElementRef{ElementKind::Camp, *index};
    if (const auto index = indexAfter("/landing_fields/")) return ElementRef{ElementKind::Field, *index};
    if (const auto index = indexAfter("/relief/")) return ElementRef{ElementKind::Relief, *index};
    if (pointer.starts_with("/attack/defended_zone")) return ElementRef{ElementKind::DefendedZone, 0};
    return std::nullopt;
}

}  // namespace jasta
