#include "jasta/rules/damage.hpp"

#include "jasta/data/aircraft_type.hpp"
#include "jasta/state/aircraft_state.hpp"

#include <algorithm>

namespace jasta {

bool isSecretSpecial(Special special) {
    return special == Special::RudderLeft || special == Special::RudderRight || special == Special::Engine ||
           special == Special::PilotWounded;
}

int damagePoints(const DamageCardSpec& card, int bonus, std::optional<Rounding> halve) {
    // Bonuses (aim, deflection, dive fire) add to every card, but a 0 stays 0 (FIRE-09, FIRE-23).
    int printed = card.damage;
    if (halve) printed = *halve == Rounding::Up ? (printed + 1) / 2 : printed / 2;  // FIRE-24, CONF-47
    return card.damage == 0 ? 0 : std::max(0, printed + bonus);
}

std::vector<Event> applyDamageCard(AircraftState& target, const AircraftType& type, const DamageCardSpec& card,
                                   char deck, bool onlyDamageAndExplosion, const ev::DamageCause& cause,
                                   const std::vector<std::string>& rules, int bonus, std::optional<Rounding> halve) {
    std::vector<Event> events;
    // An airplane already out of the game (shot down, exploded, left) keeps
    // its status; one on the ground can still be destroyed.
    const bool canFall = target.status == AircraftStatus::Flying || target.status == AircraftStatus::Landed;
    // AA-02: infantry fire counts only the card's special, and a jam is nobody's.
    const bool infantry = cause.source == ev::DamageSource::InfantryFire;
    const int value = infantry ? 0 : damagePoints(card, bonus, halve);
    target.damage += value;
    target.damageThisPhase += value;
    target.damageCards.push_back(std::string(1, deck) + ":" + card.id);
    const int structure = type.structure.value;
    const bool ignored =
        (onlyDamageAndExplosion && card.special != Special::None && card.special != Special::Explosion) ||
        (infantry && card.special == Special::Jam);

    const ev::Damage dealt{.deck = deck,
                           .card = card.id,
                           .damage = value,
                           .printed = card.damage,
                           .special = card.special,
                           .specialIgnored = ignored,
                           .totalDamage = target.damage,
                           .structure = structure,
                           .cause = cause};
    events.push_back({dealt, target.id, rules});

    if (!canFall) return events;
    if (card.special == Special::Explosion) {
        target.status = AircraftStatus::Exploded;
        const ev::Exploded exploded{cause, card.id};
        events.push_back({exploded, target.id, {"DMG-11"}});
    } else if (target.damage >= structure) {
        target.status = AircraftStatus::Destroyed;
        const ev::Destroyed destroyed{cause, target.damage, structure};
        events.push_back({destroyed, target.id, {"FIRE-08"}});
    }
    return events;
}

void ignite(AircraftState& target, int flames) {
    target.flames = std::max(target.flames, flames);
    target.smoke = std::max(target.smoke, 3);  // DMG-09: three smoke counters with the flames
}

std::vector<Event> applyGroundDamageCard(AircraftState& target, const AircraftType& type, const DamageCardSpec& card,
                                         char deck, const ev::DamageCause& cause,
                                         const std::vector<std::string>& rules) {
    const bool fire = card.special == Special::Fire;
    auto events = applyDamageCard(target, type, card, deck, !fire, cause, rules);
    const bool standing = target.status == AircraftStatus::Flying || target.status == AircraftStatus::Landed;
    if (fire && standing) {
        ignite(target, 3);
        events.push_back({ev::OnFire{target.flames}, target.id, {"DMG-09"}});
    }
    return events;
}

}  // namespace jasta
