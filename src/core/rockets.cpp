#include "jasta/rules/rockets.hpp"

#include <algorithm>

#include "jasta/rules/specials.hpp"

namespace jasta {

bool isRocketWeapon(std::string_view weapon) {
    return rocketBatchesOf(weapon) > 0;
}

int rocketBatchesOf(std::string_view weapon) {
    if (weapon == kRocketWeapon) return 1;
    if (weapon == kRocketPairWeapon) return 2;
    return 0;
}

Weapon rocketWeapon(int batches) {
    Weapon rockets;
    rockets.id = batches >= 2 ? kRocketPairWeapon : kRocketWeapon;
    rockets.name = batches >= 2 ? "Le Prieur rockets (both batches)" : "Le Prieur rockets (one batch)";
    rockets.arc = WeaponArc::Front;  // on the struts, aimed by pointing the airplane
    rockets.damageDeck = kRocketDeck;
    rockets.guns = 1;
    rockets.mount = {0, 0};  // the ruler is laid from the stand, as for a gun mounted there
    return rockets;
}

std::optional<Weapon> weaponById(const AircraftType& type, std::string_view id) {
    for (const Weapon& weapon : type.weapons)
        if (weapon.id == id) return weapon;
    if (const int batches = rocketBatchesOf(id); batches > 0) return rocketWeapon(batches);
    return std::nullopt;
}

bool rocketManeuver(const FlownCard& card) {
    return card.kind == CardKind::Straight || card.kind == CardKind::Dive || card.kind == CardKind::Stall;
}

RocketReadiness rocketReadiness(const AircraftState& airplane, const AircraftType& type, int turn, int phase) {
    if (airplane.rockets <= 0) return RocketReadiness::NoRockets;
    const auto& flown = airplane.history;
    if (flown.size() < 2 || !rocketManeuver(flown.back()) || !rocketManeuver(flown[flown.size() - 2]))
        return RocketReadiness::Maneuvers;
    const int first = maneuverIndex(turn, phase) - 1;  // the rocket shot's first maneuver
    if (airplane.firedAt >= first) return RocketReadiness::FiredBefore;
    if (airplane.specialAt >= first) return RocketReadiness::SpecialDamage;
    // DMG-06, MOV-13: the pilot fires the rockets; the machine guns' ammunition is not theirs.
    AircraftState pilot = airplane;
    pilot.ammoDeck = 0;
    pilot.shotsLeft = -1;
    if (weaponBlocked(pilot, type, rocketWeapon(1))) return RocketReadiness::WeaponsBlocked;
    return RocketReadiness::Ready;
}

ShotCheck checkRockets(const GameData& data, const RuleOptions& rules, const FireParty& shooter, int batches,
                       const FireParty& target, const std::vector<AircraftState>& all,
                       const std::vector<OverlapPair>& overlaps) {
    ShotCheck shot = checkShot(data, rules, shooter, rocketWeapon(batches), target, all, overlaps);
    shot.rockets = true;
    // RKT-03: the card or base may lie over the balloon card (BAL-01 forbids it to guns).
    if (target.balloon && std::erase(shot.refusals, ShotVerdict::Overlapping) > 0) std::erase(shot.rules, "BAL-01");
    // RKT-03: at the target's level, or one above; never below it.
    const int above = shooter.state->altitude - target.state->altitude;
    if ((above < 0 || above > 1) &&
        std::find(shot.refusals.begin(), shot.refusals.end(), ShotVerdict::LevelTooFar) == shot.refusals.end()) {
        shot.refusals.insert(std::upper_bound(shot.refusals.begin(), shot.refusals.end(), ShotVerdict::LevelTooFar),
                             ShotVerdict::LevelTooFar);
    }
    if (!shot.refusals.empty()) {
        shot.canFire = false;
        shot.cards = 0;
        shot.rules.emplace_back(shot.verdict() == ShotVerdict::Blocked ? "RKT-04" : "RKT-03");
        return shot;
    }
    // RKT-05: one D card a batch, whatever the range; no gun's modifier applies.
    shot.canFire = true;
    shot.cards = batches;
    shot.deck = kRocketDeck;
    shot.fromAbove = shot.diveBonus = shot.steepBonus = shot.deflection = false;
    shot.rules = {"RKT-02", "RKT-03", "RKT-04", "RKT-05"};
    return shot;
}

}  // namespace jasta
