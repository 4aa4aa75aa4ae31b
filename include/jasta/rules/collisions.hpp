#pragma once
// Collisions in the air (RULES.md OVL-04, COL-01..13, DMG-18), resolved once
// per phase after every airplane has moved. The rule options pick the variant
// of each step (CONF-05..09):
//  1. candidates: airplanes in play whose footprints meet, as
//     collision_geometry says (COL-02), and whose altitudes pass
//     collision_altitude_test (COL-01);
//  2. avoidance (COL-03..06, COL-11): each airplane involved gets one
//     direction (left, right, or straight under COL-06), drawn once per phase
//     with the game's RNG and compared with every partner; the geometric
//     variant lays the matching card of the airplane's own deck out from
//     where it stands and tests the footprints again;
//  3. damage (COL-07..10): cards from the damage piles, where only damage
//     points and explosions count;
//  4. blast (COL-12, COL-13, DMG-18): an airplane that explodes gives one A
//     card to its neighbours as explosion_blast says; a blast can make
//     another airplane explode in turn, and each airplane explodes once.
// Every draw and every decision is an Event with the rule ids behind it.
//
// Simplifications: only the footprints where the airplanes end the move are
// tested, not the ground swept during it (COL-02c speaks of overlaps "during
// the manoeuvres"); COL-06 "same squadron" is read as "same side", as there
// is no squadron in the data; the S000 fallback of 6 B when no A deck exists
// is not needed, since every era has an A deck.

#include <vector>

#include "jasta/rules/event.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

struct GameData;
struct GeometrySpec;
struct ManeuverCard;
struct ManeuverDeck;
class DamagePiles;
class Rng;

// COL-01 / CONF-05: may these two airplanes collide, as far as altitude goes?
bool collisionAltitudeAllows(const AircraftState& a, const AircraftState& b, CollisionAltitudeTest test);

// COL-02 / CONF-06: do the footprints of two airplanes meet?
//  - Base: the bases overlap;
//  - BaseOrCard: the bases or the airplane cards overlap;
//  - Silhouette: the card of the larger airplane (larger card area) covers
//    part of the smaller one's silhouette; with cards of one size either card
//    may lie on top, so either way counts.
// Touching is not overlapping (overlap.hpp).
bool collisionFootprintsMeet(const Pose& a, const GeometrySpec& geometryA, const Pose& b, const GeometrySpec& geometryB,
                             CollisionGeometry geometry);

// COL-04: the card an airplane shows for the avoidance test in `direction`:
// the deck's first Turn card that way, else its first Bank that way; for
// Direction::None (COL-06's straight) its first Straight. nullptr when the
// deck has none.
const ManeuverCard* avoidanceCard(const ManeuverDeck& deck, Direction direction);

// Resolves every collision among the airplanes in play (status Flying) and
// applies the damage to `aircraft`. Pairs are taken in a fixed order (by
// airplane id), and so are the airplanes within a pair, so the same RNG state
// and piles give the same events. Throws std::invalid_argument for an
// airplane whose type, geometry or deck is not in `data`.
std::vector<Event> resolveCollisions(std::vector<AircraftState>& aircraft, const GameData& data,
                                     const RuleOptions& rules, DamagePiles& piles, Rng& rng);

// DMG-18: the blast of airplanes that exploded outside a collision (gunfire,
// the flames' card at the start of a turn, an illegal maneuver's penalty
// card). `exploded` lists them in the order they exploded. Under the
// explosion_blast values that blast any explosion (half_ruler_same_level,
// s003_both) each gives one A card to every airplane still flying within half
// a ruler of its stand at its level, once; an airplane that explodes from it
// blasts in turn. The values for collisions only (none,
// collision_participants, half_ruler) give no blast here.
std::vector<Event> blastExplosions(std::vector<AircraftState>& aircraft, const std::vector<std::string>& exploded,
                                   const GameData& data, const RuleOptions& rules, DamagePiles& piles, Rng& rng);

}  // namespace jasta
