#include "jasta/rules/damage.hpp"

#include "jasta/data/aircraft_type.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/words/damage.hpp"

#include <algorithm>

namespace jasta {

namespace {

std::string specialWords(Special special) {
    switch (special) {
        case Special::None:
            return "";
        case Special::Smoke:
            return "smoke";
        case Special::Fire:
            return "fire";
        case Special::Jam:
            return "jam";
        case Special::RudderLeft:
            return "jammed rudder (left)";
        case Special::RudderRight:
            return "jammed rudder (right)";
        case Special::Engine:
            return "engine damage";
        case Special::PilotWounded:
            return "wounded pilot";
        case Special::Explosion:
            return "explosion";
    }
    return "";
}

std::string points(int value) {
    return std::to_string(value) + (value == 1 ? " point" : " points");
}

}  // namespace

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
                                   std::string_view byName, const std::vector<std::string>& rules, int bonus,
                                   std::optional<Rounding> halve) {
    std::vector<Event> events;
    // An airplane already out of the game (shot down, exploded, left) keeps
    // its status; one on the ground can still be destroyed.
    const bool canFall = target.status == AircraftStatus::Flying || target.status == AircraftStatus::Landed;
    const int value = damagePoints(card, bonus, halve);
    target.damage += value;
    target.damageThisPhase += value;
    target.damageCards.push_back(std::string(1, deck) + ":" + card.id);
    const int structure = type.structure.value;
    const bool ignored = onlyDamageAndExplosion && card.special != Special::None && card.special != Special::Explosion;

    const std::string piece = type.era == Era::Ww2 ? "counter" : "card";
    // A card whose special stays secret (DMG-02) is not named: its id would tell the special.
    const bool secret = isSecretSpecial(card.special) && !ignored;
    std::string text = target.name + " takes " + std::string(1, deck) + " damage " + piece +
                       (secret ? std::string() : " " + card.id) + " for " + points(value) +
                       (value != card.damage ? " (" + std::to_string(card.damage) + " printed)" : std::string()) +
                       " from " + words::causeText(cause, byName) + " (" + std::to_string(target.damage) + " of " +
                       std::to_string(structure) + ")";
    if (ignored) text += "; its " + specialWords(card.special) + " does not count here";
    text += ".";
    events.push_back({ev::Damage{.deck = deck,
                                 .card = card.id,
                                 .damage = value,
                                 .printed = card.damage,
                                 .special = card.special,
                                 .specialIgnored = ignored,
                                 .totalDamage = target.damage,
                                 .structure = structure,
                                 .cause = cause},
                      target.id, rules, std::move(text)});

    if (!canFall) return events;
    if (card.special == Special::Explosion) {
        target.status = AircraftStatus::Exploded;
        events.push_back({ev::Exploded{cause, card.id},
                          target.id,
                          {"DMG-11"},
                          target.name + "'s fuel tank is hit: the airplane explodes and is out of the game."});
    } else if (target.damage >= structure) {
        target.status = AircraftStatus::Destroyed;
        events.push_back({ev::Destroyed{cause, target.damage, structure},
                          target.id,
                          {"FIRE-08"},
                          target.name + " has taken " + points(target.damage) + ", at least its structure of " +
                              std::to_string(structure) + ": it is shot down."});
    }
    return events;
}

}  // namespace jasta
