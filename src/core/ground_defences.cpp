#include "jasta/rules/ground_defences.hpp"

#include <tuple>

namespace jasta {

Weapon infantryWeapon() {
    Weapon infantry;
    infantry.id = kInfantryWeapon;
    infantry.name = "infantry fire";
    infantry.arc = WeaponArc::AllRound;
    infantry.damageDeck = kInfantryDeck;
    return infantry;  // one "gun", mounted at the card's centre
}

DefenceStandIn defenceStandIn(const std::string& id, Side side, const Pose& pose, const GroundType& ground,
                              const GeometrySpec& ruler) {
    DefenceStandIn standIn;
    AircraftState& state = standIn.state;
    state.id = id;
    state.type = ground.id;
    state.side = side;
    state.name = ground.name;
    state.pose = pose;
    state.altitude = 0;  // AA-01: level 0, on the ground but "flying" for the fire rules
    state.climb = 0;
    state.status = AircraftStatus::Flying;

    AircraftType& type = standIn.type;
    type.id = ground.id;
    type.name = ground.name;
    type.side = side;
    type.era = ruler.era;
    type.geometry = ruler.id;
    type.structure = ground.structure.value_or(Measured<int>{});
    if (ground.defence()) type.weapons.push_back(infantryWeapon());  // a balloon has no infantry (BAL-01)
    if (ground.gun) type.weapons.push_back(*ground.gun);
    standIn.balloon = ground.kind == GroundKind::Balloon;

    // The card is the base, the silhouette and the card footprint, centred on the pose.
    GeometrySpec& geometry = standIn.geometry;
    geometry = ruler;
    geometry.id = ruler.id + "/" + ground.id;
    const double halfWidth = ground.cardWidth.value / 2, halfLength = ground.cardLength.value / 2;
    geometry.baseWidth = ground.cardWidth;
    geometry.baseLength = ground.cardLength;
    geometry.cardWidth = ground.cardWidth;
    geometry.cardLength = ground.cardLength;
    geometry.standX.value = 0;
    geometry.standY.value = 0;
    geometry.silhouetteOutline = {
        {-halfWidth, halfLength}, {halfWidth, halfLength}, {halfWidth, -halfLength}, {-halfWidth, -halfLength}};
    return standIn;
}

int artilleryTarget(const std::vector<ShotCheck>& shots, const std::vector<AircraftState>& aircraft) {
    int best = -1;
    auto damageOf = [&](const std::string& id) {
        for (const auto& airplane : aircraft)
            if (airplane.id == id) return airplane.damage;
        return 0;
    };
    // Smaller is better: more cards, nearer, more damaged, then the id.
    auto key = [&](const ShotCheck& shot) {
        return std::make_tuple(-shot.cards, shot.distanceMm, -damageOf(shot.target), shot.target);
    };
    for (std::size_t i = 0; i < shots.size(); ++i) {
        if (!shots[i].canFire) continue;
        if (best < 0 || key(shots[i]) < key(shots[static_cast<std::size_t>(best)])) best = static_cast<int>(i);
    }
    return best;
}

}  // namespace jasta
