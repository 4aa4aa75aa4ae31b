#include "jasta/state/aircraft_state.hpp"

#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/state/plan.hpp"

namespace jasta {

int AircraftState::compareAltitude(const AircraftState& other) const {
    if (altitude != other.altitude) return altitude < other.altitude ? -1 : 1;
    if (climb != other.climb) return climb < other.climb ? -1 : 1;
    return 0;
}

AircraftState initialState(const ScenarioAircraft& placed, const AircraftType& type) {
    AircraftState state;
    state.id = placed.id;
    state.type = placed.type;
    state.side = placed.side;
    state.name = placed.name.empty() ? type.name : placed.name;
    state.player = placed.player;
    state.pose = {placed.x, placed.y, normalizeHeading(placed.heading)};
    state.altitude = placed.altitude;
    state.climb = placed.climb;
    state.autonomous = placed.autonomous;
    state.bombs = state.bombsLoaded = placed.bombs;
    state.fullBombLoad = hasFullBombLoad(state.bombs, state.bombsLoaded);
    state.rockets = state.rocketsLoaded = placed.rockets;
    if (placed.onGround) {  // GND-03: parked on a field, off its stand
        state.status = AircraftStatus::Landed;
        state.altitude = 0;
        state.climb = 0;
    }
    state.fuel = type.fuel ? type.fuel->value : 0;
    return state;
}

}  // namespace jasta
