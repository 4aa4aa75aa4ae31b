#pragma once
// Putting one damage card (WW2: counter) on an airplane: its points, and the
// two results every cause of damage shares, explosion (DMG-11) and being shot
// down at the structure value (FIRE-08). Collisions, blasts and fire all go
// through here.

#include <string>
#include <string_view>
#include <vector>

#include "jasta/data/damage_deck.hpp"
#include "jasta/rules/event.hpp"

#include <optional>

#include "jasta/rules/rule_options.hpp"

namespace jasta {

struct AircraftState;
struct AircraftType;

// Adds the card's damage points to `target.damage` and returns the events:
// - always one "damage" event (details: deck, card, damage, special,
//   total damage, cause); its text names the card, except one with a secret
//   special (DMG-02), which the log shows to every player: the special's own
//   event, secret to the target's player, tells it;
// - an explosion special makes an airplane that is still flying or landed
//   Exploded ("exploded", DMG-11);
// - otherwise, damage >= type.structure makes it Destroyed ("destroyed",
//   FIRE-08).
// An airplane already out of the game keeps its status; the points are still
// counted. With `onlyDamageAndExplosion` (collisions, blasts) every other
// special is ignored and the damage event says so; without it the special is
// only reported in the details and the caller (the fire rules) applies it.
// `deck` is the letter the card was drawn from; `cause` is what dealt it and
// `byName` the name of its other airplane (cause.by), for the log; `rules` are the rule ids that
// dealt the card; `bonus` is added to a card worth more than 0 (aim,
// deflection, dive fire). Also counts the points in damageThisPhase and
// records the card on the console (damageCards). With `halve` the printed
// value is halved first, rounded as given (FIRE-24, CONF-47). A card of
// infantry fire (cause InfantryFire, AA-02) is worth no points: only its
// special counts, and a jam on it is ignored (there is no gun to jam).
// DMG-02: a jammed rudder, a hit engine and a wounded pilot (or observer)
// are kept secret by their player; smoke, flames, jams and explosions are
// shown to everyone.
bool isSecretSpecial(Special special);

// The points one card is worth: the printed value, halved first when `halve`
// says how to round (FIRE-24, CONF-47), plus `bonus` (aim, deflection, dive
// fire); a card printed 0 stays 0 (FIRE-09, FIRE-23), and none goes below 0.
int damagePoints(const DamageCardSpec& card, int bonus, std::optional<Rounding> halve);

std::vector<Event> applyDamageCard(AircraftState& target, const AircraftType& type, const DamageCardSpec& card,
                                   char deck, bool onlyDamageAndExplosion, const ev::DamageCause& cause,
                                   const std::vector<std::string>& rules, int bonus = 0,
                                   std::optional<Rounding> halve = std::nullopt);

// Sets `target` alight with at least `flames` flame counters, and the smoke
// a burning airplane trails (DMG-09).
void ignite(AircraftState& target, int flames);

// A card of which the points, an explosion and fire count and every other
// special is ignored: a take-off or landing accident (GND-06) and a ground
// collision (GND-09). Fire sets the airplane alight (3 counters, DMG-09).
std::vector<Event> applyGroundDamageCard(AircraftState& target, const AircraftType& type, const DamageCardSpec& card,
                                         char deck, const ev::DamageCause& cause,
                                         const std::vector<std::string>& rules);

}  // namespace jasta
