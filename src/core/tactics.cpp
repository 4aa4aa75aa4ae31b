#include "jasta/pilots/tactics.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>

#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/maneuvers.hpp"

namespace jasta {

namespace {

const AircraftType& typeOf(const GameData& data, const AircraftState& airplane) {
    const AircraftType* type = data.aircraftType(airplane.type);
    if (type == nullptr)
        throw std::invalid_argument("airplane " + airplane.id + " has an unknown type: " + airplane.type);
    return *type;
}

std::vector<const AircraftState*> enemiesOf(const GameState& state, const AircraftState& airplane) {
    std::vector<const AircraftState*> enemies;
    for (const AircraftState& other : state.aircraft)
        if (!sameTeam(other, airplane) && other.takesPart()) enemies.push_back(&other);  // WX-01: none in the clouds
    return enemies;
}

// The radius of the circle around the stand that holds the whole base (mm):
// a quick way to skip shots that cannot reach.
double baseRadius(const GameData& data, const AircraftState& airplane) {
    const GeometrySpec* geometry = data.geometryOf(typeOf(data, airplane));
    if (geometry == nullptr) throw std::invalid_argument("airplane " + airplane.id + " has an unknown geometry");
    const double halfWidth = geometry->baseWidth.value / 2, halfLength = geometry->baseLength.value / 2;
    return std::hypot(halfWidth + std::abs(geometry->standX.value), halfLength + std::abs(geometry->standY.value));
}

}  // namespace

ReachCloud reachableCloud(const GameData& data, const RuleOptions& rules, const GameState& state,
                          std::string_view aircraftId, int cards) {
    ReachCloud cloud;
    cloud.aircraft = std::string(aircraftId);
    cloud.cards = std::clamp(cards, 1, 3);
    const AircraftState& airplane = state.airplane(aircraftId);
    if (!airplane.inPlay() && !airplane.onGround()) return cloud;
    const Flyer flyer = flyerOf(data, airplane, rules);
    const auto step = static_cast<std::size_t>(cloud.cards - 1);

    // One point per place: the plans that share it are counted together.
    // Rounded to 1 mm and 1 degree, well below what a player can tell apart.
    using Key = std::tuple<long, long, long, int>;
    std::map<Key, std::size_t> index;
    for (const PlanOutcome& outcome : legalPlans(flyer, airplane)) {
        const Pose& pose = outcome.poses[step];
        const int level = outcome.levels[step];
        // In the ground by then: it crashed on an earlier card, or on the last one counted.
        const bool crashed =
            outcome.crashes && (outcome.stopsAfter != 0 ? outcome.stopsAfter <= cloud.cards : cloud.cards == 3);
        // A crash is a place of its own: level -1, never merged with a flight through the same spot.
        const Key key{std::lround(pose.x), std::lround(pose.y), std::lround(normalizeHeading(pose.heading)) % 360,
                      crashed ? -1 : level};
        auto [at, fresh] = index.try_emplace(key, cloud.points.size());
        if (fresh) cloud.points.push_back({pose, level, 0, crashed, 0});
        ReachPoint& point = cloud.points[at->second];
        point.crashes = point.crashes && crashed;
        ++point.plans;
    }

    // Guns on each place: the exact verdict of the fast fire path, with the
    // airplane moved there and every enemy where it stands.
    const auto enemies = enemiesOf(state, airplane);
    if (enemies.empty()) return cloud;
    const double reachExtra = baseRadius(data, airplane);
    std::vector<AircraftState> all = state.aircraft;
    const auto self = std::find_if(all.begin(), all.end(), [&](const AircraftState& a) { return a.id == airplane.id; });
    for (ReachPoint& point : cloud.points) {
        if (point.crashes) continue;
        self->pose = point.pose;
        self->altitude = point.altitude;
        for (const AircraftState* enemy : enemies) {
            for (const Weapon& weapon : typeOf(data, *enemy).weapons) {
                const FireZone zone = fireZone(data, rules, *enemy, weapon, *self);
                if (!zone.canFire) continue;
                const double apart = std::hypot(point.pose.x - zone.apex.x, point.pose.y - zone.apex.y);
                if (apart > zone.longReach + reachExtra) continue;
                if (fastShot(data, rules, *enemy, weapon, *self, all, {}).canFire) ++point.guns;
            }
        }
        cloud.maxGuns = std::max(cloud.maxGuns, point.guns);
    }
    return cloud;
}

int ThreatMap::at(int column, int row) const {
    if (column < 0 || row < 0 || column >= columns || row >= rows) return 0;
    return enemies[static_cast<std::size_t>(row) * static_cast<std::size_t>(columns) +
                   static_cast<std::size_t>(column)];
}

int ThreatMap::at(Point2 point) const {
    return at(static_cast<int>(std::floor(point.x / cellMm)), static_cast<int>(std::floor(point.y / cellMm)));
}

int ThreatMap::shortAt(Point2 point) const {
    const int column = static_cast<int>(std::floor(point.x / cellMm)),
              row = static_cast<int>(std::floor(point.y / cellMm));
    if (column < 0 || row < 0 || column >= columns || row >= rows) return 0;
    return shortRange[static_cast<std::size_t>(row) * static_cast<std::size_t>(columns) +
                      static_cast<std::size_t>(column)];
}

ThreatMap threatMap(const GameData& data, const RuleOptions& rules, const GameState& state, std::string_view aircraftId,
                    double cellMm) {
    ThreatMap map;
    map.aircraft = std::string(aircraftId);
    map.cellMm = std::clamp(cellMm, 2.0, 100.0);
    map.columns = std::max(1, static_cast<int>(std::ceil(state.table.width / map.cellMm)));
    map.rows = std::max(1, static_cast<int>(std::ceil(state.table.height / map.cellMm)));
    const std::size_t cells = static_cast<std::size_t>(map.columns) * static_cast<std::size_t>(map.rows);
    map.enemies.assign(cells, 0);
    map.shortRange.assign(cells, 0);
    const AircraftState& target = state.airplane(aircraftId);
    typeOf(data, target);

    std::vector<std::uint8_t> reach(cells);  // one enemy: 0 none, 1 long, 2 short
    for (const AircraftState* enemy : enemiesOf(state, target)) {
        ++map.enemiesConsidered;
        std::fill(reach.begin(), reach.end(), 0);
        const Flyer flyer = flyerOf(data, *enemy, rules);
        // Its next card: each first card of a legal plan (WW2: with its speed), once.
        std::set<std::pair<int, int>> seen;
        for (const PlanOutcome& outcome : legalPlans(flyer, *enemy)) {
            const PlannedCard& first = outcome.plan.cards[0];
            if (!seen.emplace(first.number, static_cast<int>(first.speed)).second) continue;
            ++map.cardsConsidered;
            AircraftState flown = *enemy;
            startTurn(flown);
            flyCard(flyer, flown, outcome.plan, 1, {}, state.table);
            for (const Weapon& weapon : flyer.type.weapons) {
                const FireZone zone = fireZone(data, rules, flown, weapon, target);
                if (!zone.canFire) continue;
                // Only the cells round the mount, out to the ruler.
                const int c0 = std::max(0, static_cast<int>(std::floor((zone.apex.x - zone.longReach) / map.cellMm)));
                const int c1 = std::min(map.columns - 1,
                                        static_cast<int>(std::floor((zone.apex.x + zone.longReach) / map.cellMm)));
                const int r0 = std::max(0, static_cast<int>(std::floor((zone.apex.y - zone.longReach) / map.cellMm)));
                const int r1 =
                    std::min(map.rows - 1, static_cast<int>(std::floor((zone.apex.y + zone.longReach) / map.cellMm)));
                for (int row = r0; row <= r1; ++row) {
                    const double y = (row + 0.5) * map.cellMm;
                    for (int column = c0; column <= c1; ++column) {
                        const Range range = zone.rangeAt({(column + 0.5) * map.cellMm, y});
                        if (range == Range::Out) continue;
                        auto& cell = reach[static_cast<std::size_t>(row) * static_cast<std::size_t>(map.columns) +
                                           static_cast<std::size_t>(column)];
                        cell = std::max<std::uint8_t>(cell, range == Range::Short ? 2 : 1);
                    }
                }
            }
        }
        for (std::size_t i = 0; i < cells; ++i) {
            if (reach[i] == 0) continue;
            map.enemies[i] = static_cast<std::uint8_t>(map.enemies[i] + 1);
            if (reach[i] == 2) map.shortRange[i] = static_cast<std::uint8_t>(map.shortRange[i] + 1);
            map.maxEnemies = std::max<int>(map.maxEnemies, map.enemies[i]);
        }
    }
    return map;
}

}  // namespace jasta
