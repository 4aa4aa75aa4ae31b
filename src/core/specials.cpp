#include "jasta/rules/specials.hpp"

#include <algorithm>

#include "jasta/rules/damage.hpp"

namespace jasta {

namespace {

// Jam counters a jam card gives: 3, or 4 with a wounded pilot (DMG-10, DMG-06).
int jamCounters(const AircraftState& shooter) {
    return shooter.pilotWounds > 0 ? 4 : 3;
}

// Both guns of a twin weapon were jammed with DMG-10 counters: once those are
// gone, both guns are clear again (CONF-28).
void syncTwinGuns(AircraftState& state) {
    for (auto& [weapon, twin] : state.twinGuns) {
        if (twin.jammed != 2) continue;
        auto jam = state.jams.find(weapon);
        if (jam == state.jams.end() || jam->second <= 0) twin = {};
    }
}

// CONF-28: a jam symbol on a card drawn from a twin weapon's shot jams one
// gun or both (FIRE-27 for s000, FIRE-28 for s003).
std::vector<Event> twinJam(const RuleOptions& rules, const AircraftState& target, AircraftState& shooter,
                           const std::string& weapon, AircraftState::TwinGuns& twin, const DamageCardSpec& card) {
    const std::string rule = rules.twinJam == TwinJam::S000 ? "FIRE-27" : "FIRE-28";
    if (card.jamColour == JamColour::Green)
        ++twin.green;
    else
        ++twin.red;  // a jam card without a colour counts as red
    int guns = 0;
    if (twin.oneGun || twin.jammed == 1) {
        guns = 2;  // the working gun jams normally: now both are
    } else if (rules.twinJam == TwinJam::S003) {
        guns = twin.red > 0 || twin.green >= 2 ? 2 : 1;  // red both, green one, two greens both
    } else if (twin.shortRange) {
        guns = twin.red + twin.green >= 2 ? 2 : 1;  // short range: by the number of jam cards
    } else {
        guns = twin.red >= 2 || twin.green >= 1 ? 2 : 1;  // long range: red one, two red or a green both
    }
    guns = std::max(guns, twin.jammed);
    std::vector<Event> events;
    if (guns == 2) {
        int& counters = shooter.jams[weapon];
        counters = std::max(counters, shooter.pilotWounds > 0 ? 4 : 3);  // the normal DMG-10 jam
        twin.jammed = 2;
        twin.counters = 0;
        const ev::Jam jam{weapon, counters, card.jamColour, 2, std::nullopt, target.id};
        events.push_back({jam, shooter.id, {"DMG-10", rule}});
    } else {
        twin.jammed = 1;
        // FIRE-27: a single jam gives 3 counters; FIRE-28 keeps the DMG-10 count (4 with a wounded pilot).
        twin.counters = rules.twinJam == TwinJam::S000 ? 3 : (shooter.pilotWounds > 0 ? 4 : 3);
        const ev::Jam jam{weapon, twin.counters, card.jamColour, 1, std::nullopt, target.id};
        events.push_back({jam, shooter.id, {rule}});
    }
    return events;
}

// The jam counters of `weapon` have run out (DMG-10).
Event cleared(const AircraftState& state, const std::string& weapon, std::vector<std::string> rules) {
    const ev::Unjammed unjammed{weapon, false};
    return {unjammed, state.id, std::move(rules)};
}

Event secret(Event event) {
    event.secretTo = event.aircraft;
    return event;
}

}  // namespace

bool woundPilot(AircraftState& airplane, int count) {
    airplane.pilotWounds += count;
    if (!airplane.sheet) return airplane.pilotWounds >= 2;
    airplane.sheet->hitPoints -= count * kWoundHitPoints;
    return airplane.sheet->condition() == PilotCondition::Dead;
}

bool observersWeapon(const AircraftType& type, const Weapon& weapon) {
    return type.twoSeater() && weapon.arc != WeaponArc::Front;
}

WeaponBlocked weaponBlocked(const AircraftState& state, const AircraftType& type, const Weapon& weapon) {
    if (state.noFireAfterManoeuvre) return {WeaponBlock::AfterIllegalManeuver};
    if (state.ammunitionLeft() == 0) return {WeaponBlock::NoAmmunition};
    if (auto jam = state.jams.find(weapon.id); jam != state.jams.end() && jam->second > 0)
        return {WeaponBlock::Jammed, jam->second};
    const bool observer = observersWeapon(type, weapon);
    if (!observer && state.pilotNoFire > 0) return {WeaponBlock::PilotWounded, state.pilotNoFire};
    if (observer && state.observerNoFire > 0) return {WeaponBlock::ObserverWounded, state.observerNoFire};
    if (!observer && state.pilotWounds > 0 && !state.history.empty()) {
        const CardKind last = state.history.back().kind;
        if (last == CardKind::Dive || last == CardKind::Stall || last == CardKind::Immelmann || last == CardKind::Climb)
            return {WeaponBlock::WoundedPilotAfterManeuver};
    }
    return {};
}

std::vector<Event> applySpecial(const RuleOptions& rules, AircraftState& target, const AircraftType& targetType,
                                AircraftState& shooter, const std::string& weapon, const DamageCardSpec& card,
                                bool alreadyThisShot, bool alreadyThisPhase, bool secondTime) {
    std::vector<Event> events;
    if (card.special == Special::None || card.special == Special::Explosion)
        return events;  // explosion: applyDamageCard
    // CONF-28: every jam symbol of a twin weapon's shot counts (which guns jam), so CONF-27 does not drop it.
    if (card.special == Special::Jam && rules.twinJam != TwinJam::Off)
        if (auto twin = shooter.twinGuns.find(weapon); twin != shooter.twinGuns.end())
            return twinJam(rules, target, shooter, weapon, twin->second, card);
    // CONF-27: S003 drops a repeated special from one shot; S004 any repeat at the same time.
    const bool dropped = rules.sameSpecialTwice == SameSpecialTwice::PerShot ? alreadyThisShot : alreadyThisPhase;
    if (dropped) {
        const ev::SpecialIgnored ignored{card.special};
        events.push_back({ignored, target.id, {rules.era == Era::Ww2 ? "DMG-13" : "DMG-12"}});
        return events;
    }
    const bool doubled = rules.doubledSpecialsPermanent && secondTime;  // DMG-14
    switch (card.special) {
        case Special::Smoke: {
            target.smoke = 3;
            if (doubled) target.permanentSmoke = true;
            const ev::Smoke smoke{target.smoke, doubled};
            events.push_back(
                {smoke, target.id,
                 doubled ? std::vector<std::string>{"DMG-03", "DMG-14"} : std::vector<std::string>{"DMG-03"}});
            break;
        }
        case Special::Fire: {
            if (doubled) target.permanentSmoke = true;
            ignite(target, 3);
            events.push_back({ev::OnFire{target.flames}, target.id, {"DMG-09"}});
            break;
        }
        case Special::Jam: {
            // DMG-10: the shooter's weapon jams; two-seaters jam only the arc that fired (FIRE-16).
            int& counters = shooter.jams[weapon];
            counters = std::max(counters, jamCounters(shooter));
            const ev::Jam jam{weapon, counters, card.jamColour, std::nullopt, card.jamSide, target.id};
            events.push_back({jam, shooter.id, {"DMG-10"}});
            break;
        }
        case Special::RudderLeft:
        case Special::RudderRight: {
            const Direction side = card.special == Special::RudderLeft ? Direction::Left : Direction::Right;
            target.rudderJamNextTurn = side;
            if (doubled) target.permanentRudder = true;
            const ev::Rudder rudder{side, doubled};
            events.push_back(secret({rudder, target.id, {"DMG-05"}}));
            break;
        }
        case Special::Engine: {
            ++target.engineHits;
            if (target.engineHits >= 2 && target.inPlay()) {
                target.status = rules.secondEngineHit == SecondEngineHit::Eliminated ? AircraftStatus::Eliminated
                                                                                     : AircraftStatus::Destroyed;
                const ev::Engine engine{target.engineHits, true};
                events.push_back({engine, target.id, {"DMG-08", "DMG-14"}});
            } else {
                const ev::Engine engine{target.engineHits, false};
                events.push_back(secret({engine, target.id, {"DMG-08"}}));
            }
            break;
        }
        case Special::PilotWounded: {
            // DMG-07: on a two-seater the wound worth 5 hits the observer, the one worth 3 the pilot.
            const bool observer = targetType.twoSeater() && card.damage >= 5;
            // CONF-30: the pilot's wound kills by the hit points of his sheet, or as a second wound.
            bool killed = false;
            if (observer)
                ++target.observerWounds;
            else
                killed = woundPilot(target, 1);
            const int wounds = observer ? target.observerWounds : target.pilotWounds;
            std::optional<int> hitPoints;
            if (!observer && target.sheet) hitPoints = target.sheet->hitPoints;
            if (killed && target.inPlay()) {
                target.status = AircraftStatus::Destroyed;
                events.push_back({ev::PilotKilled{hitPoints}, target.id, {hitPoints ? "PIL-09" : "DMG-06"}});
            } else {
                (observer ? target.observerNoFire : target.pilotNoFire) = 4;
                const ev::Wounded wounded{observer, wounds, hitPoints};
                std::vector<std::string> why{observer ? "DMG-07" : "DMG-06"};
                if (hitPoints) why.push_back(std::string(woundRule(conditionOf(*hitPoints))));
                events.push_back(secret({wounded, target.id, std::move(why)}));
            }
            break;
        }
        case Special::None:
        case Special::Explosion:
            break;
    }
    return events;
}

CounterMark counterMark(const AircraftState& state) {
    return {state.jams, state.pilotWounds, state.observerWounds};
}

void endOfPhaseCounters(const RuleOptions& rules, AircraftState& state, std::vector<Event>& events,
                        const CounterMark* mark) {
    // A weapon with jam counters cannot fire, so it can only be jammed again
    // from none: counters where the mark had none are this fire step's.
    auto freshJam = [&](const std::string& weapon) {
        if (mark == nullptr) return false;
        const auto before = mark->jams.find(weapon);
        return before == mark->jams.end() || before->second <= 0;
    };
    if (rules.jamClearUnit == JamClearUnit::Phase) {
        for (auto& [weapon, counters] : state.jams) {
            if (counters <= 0 || freshJam(weapon)) continue;
            if (--counters == 0) events.push_back(cleared(state, weapon, {"DMG-10"}));
        }
    }
    syncTwinGuns(state);
    // A new wound (DMG-06, DMG-07) sets its window again; it starts next phase.
    if (state.pilotNoFire > 0 && !(mark != nullptr && state.pilotWounds > mark->pilotWounds)) --state.pilotNoFire;
    if (state.observerNoFire > 0 && !(mark != nullptr && state.observerWounds > mark->observerWounds))
        --state.observerNoFire;
}

void endOfTurnCounters(const RuleOptions& rules, AircraftState& state, std::vector<Event>& events) {
    if (state.smoke > 0 && !state.permanentSmoke && --state.smoke == 0)
        events.push_back({ev::SmokeCleared{}, state.id, {"DMG-03"}});
    if (rules.jamClearUnit == JamClearUnit::Turn) {
        for (auto& [weapon, counters] : state.jams)
            if (counters > 0 && --counters == 0) events.push_back(cleared(state, weapon, {"DMG-10", "FIRE-27"}));
    }
    syncTwinGuns(state);
    if (!state.permanentRudder) state.rudderJam = Direction::None;
}

}  // namespace jasta
