#include "jasta/words/fire.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/rockets.hpp"
#include "jasta/words/common.hpp"

namespace jasta::words {

namespace {

// A length as the log writes it: "85 mm", "84.9 mm" (rounded to 0.1 mm).
std::string mm(double value) {
    char text[32];
    const double rounded = std::round(value * 10) / 10;
    if (rounded == std::round(rounded))
        std::snprintf(text, sizeof text, "%.0f mm", rounded);
    else
        std::snprintf(text, sizeof text, "%.1f mm", rounded);
    return text;
}

std::string cardsText(const ShotCheck& shot) {
    const int cards = shot.cards;
    if (shot.era == Era::Ww2)
        return std::to_string(cards) + (cards == 1 ? " counter" : " counters") + " of group " +
               std::string(1, shot.deck);
    return std::to_string(cards) + (cards == 1 ? " damage card" : " damage cards") + " from deck " +
           std::string(1, shot.deck);
}

std::string shapeWord(const ShotCheck& shot) {
    return shot.rangeShape == Footprint::Silhouette ? "the airplane picture" : "the base";
}

std::string arcWord(WeaponArc arc) {
    return arc == WeaponArc::Rear ? "rear" : arc == WeaponArc::Front ? "front" : "all-round";
}

std::string overlapping(const ShotCheck& shot, const ShotNames& names) {
    if (shot.balloon)  // BAL-01
        return names.shooter + " is over the card of " + names.target +
               ": only a dive shot may fire at a balloon from there (a dive ending at its level or above).";
    std::string sentence =
        names.shooter + " and " + names.target + " overlap, and overlapping airplanes cannot fire at each other";
    if (shot.fireWhileOverlapping == FireWhileOverlapping::DiveOrClimbException)
        sentence += " (except after a dive ending strictly above the target or a climb ending strictly below it)";
    return sentence + ".";
}

std::string outOfRange(const ShotCheck& shot) {
    if (shot.levelDifference > 0)
        return "Out of range: " + levelsText(shot.levelDifference) +
               " apart only the first half of the ruler counts (" + mm(shot.longReachMm) + "), and " + shapeWord(shot) +
               " is " + mm(shot.distanceMm) + " away.";
    return "Out of range: " + shapeWord(shot) + " is " + mm(shot.distanceMm) + " away, beyond the ruler's " +
           mm(shot.longReachMm) + ".";
}

std::string heightChanged(const ShotCheck& shot) {
    const bool below = shot.heightOrder < 0;
    const bool losing = shot.lastAltitudeChange == AltitudeChange::Loss;
    return std::string(below ? "Below" : "Above") + " its target after " + (losing ? "losing" : "gaining") +
           " height, the " + (shot.observer ? "observer" : "pilot") + " may not fire at it.";
}

std::string blocked(const ShotNames& names) {
    std::string list;
    for (const auto& name : names.blockedBy) list += (list.empty() ? "" : ", ") + name;
    return "The line of fire is blocked by " + list + ".";
}

// The sentence of the refusal that decided it.
std::string refusal(const ShotCheck& shot, const ShotNames& names) {
    switch (shot.verdict()) {
        case ShotVerdict::Fires:
            break;
        case ShotVerdict::ShooterNotFlying:
            return names.shooter + " is " + std::string(statusWords(shot.shooterStatus)) + " and cannot fire.";
        case ShotVerdict::TargetNotFlying:
            return names.target + " is " + std::string(statusWords(shot.targetStatus)) +
                   ": only airplanes in flight are fired at here.";
        case ShotVerdict::InCloud:
            return (shot.shooterInCloud ? names.shooter : names.target) +
                   " is in the clouds: nobody fires from them or into them.";
        case ShotVerdict::Overlapping:
            return overlapping(shot, names);
        case ShotVerdict::LevelTooFar:
            if (shot.rockets && shot.levelDifference <= shot.levelLimit)  // RKT-03
                return "Le Prieur rockets fly straight ahead: " + names.shooter + " must be at the level of " +
                       names.target + " or one above it, and it is " +
                       (shot.heightOrder < 0 ? "lower." : levelsText(shot.levelDifference) + " above.");
            if (shot.basket)  // BAL-12
                return "The guns in the basket of " + names.shooter + " reach at most one level up, and " +
                       names.target + " is " + levelsText(shot.levelDifference) + " higher.";
            return names.shooter + " and " + names.target + " are " + levelsText(shot.levelDifference) +
                   " apart: no fire across more than " + levelsText(shot.levelLimit) + ".";
        case ShotVerdict::OutOfArc:
            if (shot.basket)  // BAL-12
                return names.target + " is a level above " + names.shooter +
                       ": its basket's guns reach a level up only beside the long sides of its card.";
            return names.target + " is outside the " + arcWord(shot.weaponArc) + " arc of the " + names.weapon + ".";
        case ShotVerdict::DeadAngle:
            return names.target + " is in the rear gunner's dead angle: behind the tail, within " +
                   mm(shot.deadAngleReachMm) + " and not higher than " + names.shooter + ".";
        case ShotVerdict::OutOfRange:
            return outOfRange(shot);
        case ShotVerdict::HeightChanged:
            return heightChanged(shot);
        case ShotVerdict::Blocked:
            return blocked(names);
    }
    return "It cannot fire.";
}

// A legal shot: its range and what it deals (FIRE-01, FIRE-03, FIRE-06, FIRE-07).
std::string rangeAndCards(const ShotCheck& shot) {
    const std::string dealt = cardsText(shot);
    if (shot.levelDifference > 0)
        return shot.era == Era::Ww2
                   ? "Long-range firepower: " + levelsText(shot.levelDifference) +
                         " apart the target must be within short-range distance (" + mm(shot.distanceMm) + " of " +
                         mm(shot.longReachMm) + ") — " + dealt + "."
                   : "Long range: one level apart only the first half of the ruler may reach (" + mm(shot.distanceMm) +
                         " of " + mm(shot.longReachMm) + "), and the shot counts as long range — " + dealt + ".";
    if (shot.range == Range::Short)
        return "Short range: the ruler reaches " + shapeWord(shot) + " within its first half (" + mm(shot.distanceMm) +
               ") — " + dealt + ".";
    return "Long range: the ruler reaches " + shapeWord(shot) + " only in its second half (" + mm(shot.distanceMm) +
           ") — " + dealt + ".";
}

// The modifiers of a legal shot (FIRE-18, FIRE-13, FIRE-11, FIRE-12, FIRE-23).
std::string modifiers(const ShotCheck& shot) {
    std::string text;
    if (shot.upward) text += " The observer fires all round at a higher target.";
    if (shot.overlapping)
        text += shot.heightOrder > 0
                    ? " The airplanes overlap, but it fires at the end of a dive that left it above the target."
                    : " The airplanes overlap, but it fires at the end of a climb that left it below the target.";
    if (shot.fromAbove) text += " Firing from above: it counts as aimed at once.";
    if (shot.diveBonus && shot.diveFire == DiveFire::ExtraCard) text += " Dive fire: one more damage card.";
    if (shot.steepBonus) text += " Above the target after a steep blue card: +1 on each damage card.";
    if (shot.deflection)
        text +=
            " No deflection: the line between the centres crosses a short side of both cards, +1 on each damage card.";
    return text;
}

std::string nameIn(const std::vector<AircraftState>& aircraft, const std::string& id) {
    const auto found =
        std::find_if(aircraft.begin(), aircraft.end(), [&](const AircraftState& a) { return a.id == id; });
    if (found == aircraft.end() || found->name.empty()) return id;
    return found->name;
}

}  // namespace

ShotNames shotNames(const ShotCheck& shot, const GameData& data, const std::vector<AircraftState>& aircraft) {
    ShotNames names{nameIn(aircraft, shot.shooter), nameIn(aircraft, shot.target), shot.weapon, {}};
    for (const auto& id : shot.blockedBy) names.blockedBy.push_back(nameIn(aircraft, id));
    const auto shooter =
        std::find_if(aircraft.begin(), aircraft.end(), [&](const AircraftState& a) { return a.id == shot.shooter; });
    const AircraftType* type = shooter != aircraft.end() ? data.aircraftType(shooter->type) : nullptr;
    if (type != nullptr)
        if (const auto weapon = weaponById(*type, shot.weapon)) names.weapon = weapon->name;
    return names;
}

std::string explainShot(const ShotCheck& shot, const ShotNames& names) {
    if (!shot.canFire) return refusal(shot, names);
    if (shot.rockets)  // RKT-02..05: whatever the range, one D card a batch
        return "After two straight, dive or stall maneuvers the Le Prieur rockets reach " + names.target +
               " in the front arc within the ruler (" + mm(shot.distanceMm) + "), at its level or one below, " +
               "with nothing in their path — " + cardsText(shot) + ", one a batch.";
    return rangeAndCards(shot) + modifiers(shot);
}

std::string explainShot(const ShotCheck& shot, const GameData& data, const std::vector<AircraftState>& aircraft) {
    return explainShot(shot, shotNames(shot, data, aircraft));
}

std::string firedText(const ShotCheck& shot, const ShotNames& names, bool oneGun) {
    return explainShot(shot, names) + (oneGun ? " Only one gun works: deck B." : "");
}

std::string describe(const WeaponBlocked& blocked, std::string_view weapon) {
    const std::string maneuvers =
        std::to_string(blocked.maneuversLeft) + (blocked.maneuversLeft == 1 ? " more maneuver" : " more maneuvers");
    switch (blocked.why) {
        case WeaponBlock::None:
            break;
        case WeaponBlock::AfterIllegalManeuver:
            return "it flew an illegal maneuver and may not fire after it";
        case WeaponBlock::NoAmmunition:
            return "it is out of ammunition";
        case WeaponBlock::Jammed:
            return "the " + std::string(weapon) + " is jammed for " + maneuvers;
        case WeaponBlock::PilotWounded:
            return "the wounded pilot may not fire for " + maneuvers;
        case WeaponBlock::ObserverWounded:
            return "the wounded observer may not fire for " + maneuvers;
        case WeaponBlock::WoundedPilotAfterManeuver:
            return "a wounded pilot cannot fire after a dive, stall, Immelmann or climb";
    }
    return "it may fire";
}

std::string holdFireText(std::string_view airplane, std::string_view weapon) {
    return std::string(airplane) + " holds fire with the " + std::string(weapon) + ".";
}

std::string outOfAmmunitionText(std::string_view airplane, std::string_view weapon) {
    return std::string(airplane) + " has no ammunition left for the " + std::string(weapon) + ".";
}

std::string overdiveRedrawText(std::string_view airplane, std::string_view ignored, char group,
                               std::string_view replacement) {
    return std::string(airplane) + " is overdiving: counter " + std::string(ignored) + " goes back into group " +
           std::string(1, group) + " and " + std::string(replacement) + " is drawn instead.";
}

}  // namespace jasta::words
