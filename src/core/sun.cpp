#include "jasta/rules/sun.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/relief.hpp"

namespace jasta {

std::optional<Compass> sunSideOfTable(int value) {
    switch (value) {
        case 2:
        case 4:
        case 5:
            return Compass::West;
        case 1:
        case 3:
            return Compass::East;
        default:
            return std::nullopt;
    }
}

Side sideHolding(Compass half, Era era, Front front) {
    const auto sides = sidesOf(era);  // the Allies' side first (Entente, Allies)
    const bool alliesHold = (half == Compass::West) == (front == Front::Western);
    return alliesHold ? sides[0] : sides[1];
}

SunDraw sunDrawOf(int first, std::optional<int> second) {
    SunDraw draw;
    draw.value = first;
    draw.towards = sunSideOfTable(first);
    if (!draw.towards && second) {
        draw.noonValue = second;
        draw.towards = sunSideOfTable(*second);
    }
    return draw;
}

int sunLevelOffset(TimeOfDay time, bool noon) {
    if (noon) return 1;
    return time == TimeOfDay::Dawn || time == TimeOfDay::Dusk ? -1 : 0;
}

namespace {

// The unit vector of a heading (0 = +y, 90 = +x).
Point2 unitOf(double headingDegrees) {
    return {std::sin(headingDegrees * kDegToRad), std::cos(headingDegrees * kDegToRad)};
}

// The heading that points along (dx, dy).
double headingAlong(double dx, double dy) {
    return normalizeHeading(std::atan2(dx, dy) * kRadToDeg);
}

}  // namespace

Point2 towardsSun(const SunSetting& setting, Compass towards) {
    return unitOf(setting.west + (towards == Compass::West ? 0.0 : 180.0));
}

bool sunInPlay(const std::optional<Weather>& weather) {
    return !weather || weather->kind != WeatherKind::HeavyWeather;
}

bool inTheGlare(const AircraftState& airplane, const std::optional<Weather>& weather) {
    if (!airplane.takesPart() || !sunInPlay(weather)) return false;
    return !weather || weather->kind != WeatherKind::MediumCloud || airplane.altitude > weather->high;
}

namespace {

struct Candidate {
    SunPlace place;
    Point2 direction;  // unit vector from the prey's stand
};

// The places to try around `prey`, the sunward one first, then its 5, 6
// and 7 o'clock (12 is its nose), the most sunward of those first.
std::array<Candidate, 4> candidatesAround(const AircraftState& prey, Point2 towards) {
    std::array<Candidate, 4> places{{{SunPlace::Sunward, towards},
                                     {SunPlace::FiveOClock, unitOf(prey.pose.heading + 150)},
                                     {SunPlace::SixOClock, unitOf(prey.pose.heading + 180)},
                                     {SunPlace::SevenOClock, unitOf(prey.pose.heading + 210)}}};
    std::stable_sort(places.begin() + 1, places.end(), [&](const Candidate& a, const Candidate& b) {
        return a.direction.x * towards.x + a.direction.y * towards.y >
               b.direction.x * towards.x + b.direction.y * towards.y;
    });
    return places;
}

bool onTable(const Pose& pose, const GeometrySpec& geometry, const TableSize& table) {
    const auto corners = footprintOnTable(pose, geometry, Footprint::Base);
    return std::all_of(corners.begin(), corners.end(), [&](const Point2& c) {
        return c.x >= 0 && c.y >= 0 && c.x <= table.width && c.y <= table.height;
    });
}

// A stand already on the table: an airplane flying or parked, or one just placed.
struct Stand {
    Pose pose;
    const GeometrySpec* geometry;
};

// The entrant's level against `prey`: its level shifted by the sun, at least
// level 1 and above the relief under it, out of the clouds (above them when
// the shift would put it inside). The mission rule sets it, as ALT-02 lets
// mission rules do: a prey above the entrant's ceiling (a scenario's
// altitude_reason) is met at its own level; the ceiling only stops climbs.
int entryLevel(const SunEntryField& field, const AircraftState& prey, Point2 at) {
    int level = std::max(prey.altitude + field.levelOffset, 1);
    level = std::max(level, floorAt(field.table.relief, at) + 1);
    if (field.table.clouds && field.table.clouds->holds(level)) level = field.table.clouds->high + 1;
    return level;
}

}  // namespace

std::vector<SunEntry> placeOutOfTheSun(const SunEntryField& field, std::span<const std::string> entrants,
                                       std::span<const std::string> prey) {
    std::vector<Stand> stands;
    for (const AircraftState& airplane : field.aircraft)
        if (airplane.inPlay() || airplane.onGround())
            stands.push_back({airplane.pose, &airplaneGeometry(field.data, airplane)});
    const auto find = [&](std::string_view id) -> const AircraftState* {
        for (const AircraftState& airplane : field.aircraft)
            if (airplane.id == id) return &airplane;
        return nullptr;
    };
    std::vector<SunEntry> entries;
    for (std::size_t k = 0; k < entrants.size(); ++k) {
        const AircraftState* entrant = find(entrants[k]);
        if (entrant == nullptr) continue;
        const GeometrySpec& geometry = airplaneGeometry(field.data, *entrant);
        SunEntry entry{entrant->id, "", SunPlace::Start, entrant->pose, std::max(entrant->altitude, 1)};
        // Every prey once before any twice: the k-th entrant starts its search at prey k.
        for (std::size_t tried = 0; tried < prey.size() && entry.place == SunPlace::Start; ++tried) {
            const AircraftState* target = find(prey[(k + tried) % prey.size()]);
            if (target == nullptr) continue;
            for (const Candidate& candidate : candidatesAround(*target, field.towards)) {
                const Point2 at{target->pose.x + candidate.direction.x * field.halfRulerMm,
                                target->pose.y + candidate.direction.y * field.halfRulerMm};
                const Pose pose{at.x, at.y, headingAlong(target->pose.x - at.x, target->pose.y - at.y)};
                const bool free = std::none_of(stands.begin(), stands.end(), [&](const Stand& stand) {
                    return footprintsOverlap(pose, geometry, Footprint::Base, stand.pose, *stand.geometry,
                                             Footprint::Base);
                });
                if (!free || !onTable(pose, geometry, field.table)) continue;
                entry = {entrant->id, target->id, candidate.place, pose, entryLevel(field, *target, at)};
                break;
            }
        }
        stands.push_back({entry.pose, &geometry});
        entries.push_back(std::move(entry));
    }
    return entries;
}

}  // namespace jasta
