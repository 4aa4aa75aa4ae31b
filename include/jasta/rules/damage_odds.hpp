#pragma once
// What one shot draws, and the odds of what it deals (issue 7, "damage
// odds"). shotDraw is the one place that turns a legal shot into cards: the
// turn engine deals exactly what it says, and damageOdds counts the same
// cards, so the odds on the table can never disagree with the game.
//
// The odds are exact for the shot on its own: every way its cards can come
// off the draw pile (the cards left in it, which the players could count
// from the discards), each as likely as the shuffle makes it, through the
// same points rule as the engine (damagePoints). Not counted: other shots of
// the same fire step drawing from the same pile before it, which changes no
// single shot's chances unless the pile runs out; the WW2 overdive redraw
// (FIRE-21); and, under explosion_handling = bottom_half, where in the pile
// the explosions were put at the start (the pile is counted as shuffled).

#include <map>
#include <string>
#include <vector>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

struct GameData;
struct GameState;

// The cards a legal shot takes. `rules` are the shot's own rules followed by
// those of every change below, in the order the engine applies them.
struct ShotDraw {
    char deck = 'A';            // the deck (WW2: counter group) its cards come from
    int cards = 0;              // how many, the console card included
    int bonus = 0;              // added to each of them worth more than 0 (FIRE-09, FIRE-12, FIRE-23)
    bool halve = false;         // FIRE-24: a single gun with deck A, each value halved (CONF-47 rounding)
    bool oneGun = false;        // CONF-28: one gun of the twin weapon is jammed, deck B
    bool aimed = false;         // FIRE-09/10/11: the same target as in the last fire step, or from above
    bool consoleFirst = false;  // FIRE-25/26: the first card is the shooter's next ammunition console card
    int extraCards = 0;         // FIRE-10: one more card (no bonus) from `extraDeck`
    char extraDeck = 'A';
    std::vector<std::string> rules;
};

// `shot` is checkShot's verdict for these airplanes and must be able to fire.
// Reads the shooter's aim, smoke, twin guns and ammunition; changes nothing.
ShotDraw shotDraw(const RuleOptions& rules, const AircraftState& shooter, const Weapon& weapon,
                  const AircraftState& target, const ShotCheck& shot);

struct DamageOdds {
    ShotDraw draw;
    std::vector<double> points;          // points[n]: the chance the shot deals exactly n damage points
    double explosion = 0;                // the chance it draws an explosion (DMG-11)
    double bringsDown = 0;               // the chance the target is out after it: an explosion, or its damage
                                         // reaching its structure (FIRE-08)
    std::map<Special, double> specials;  // the chance of at least one card with each other special
    int damageTaken = 0;                 // the target's damage before the shot
    int structure = 0;                   // the target's structure
    std::size_t pileCards = 0;           // cards left in the draw pile of draw.deck
    bool reshuffle = false;              // the pile runs out during the shot: the discards are shuffled back

    [[nodiscard]] double expectedPoints() const;
};

// The odds of `shot` (checkShot for airplanes of `state`) fired now. A shot
// that cannot fire, or a state without damage piles, gives certain zero
// damage. Throws std::invalid_argument for airplanes or weapons the data
// does not know.
DamageOdds damageOdds(const GameData& data, const RuleOptions& rules, const GameState& state, const ShotCheck& shot);

}  // namespace jasta
