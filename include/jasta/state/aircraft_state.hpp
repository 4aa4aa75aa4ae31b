#pragma once
// Everything that changes about one airplane during a game (RULES.md §3.2),
// as far as movement, altitude and collisions need it.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/base/names.hpp"
#include "jasta/state/pilot_sheet.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

struct ScenarioAircraft;
struct AircraftType;

enum class AircraftStatus {
    Flying,
    Landed,      // ALT-05: level 0 without climb counters, or a landing sequence
    Destroyed,   // shot down, illegal maneuver (MOV-12), collision damage
    Exploded,    // DMG-11
    Crashed,     // dived into the ground (ALT-10 below level 0, ALT-14)
    Eliminated,  // left the table (MOV-08/09), out of fuel (SPD-05), MOV-14 option
    Fled,        // left the table under MOV-10
    OffTable,    // left by mistake, waiting to re-enter (MOV-11)
    InTheSun,    // WX-11: its side has the sun and waits off the table to come in out of it
};
inline constexpr auto kAircraftStatusNames = nameTable<AircraftStatus>({{AircraftStatus::Flying, "flying"},
                                                                        {AircraftStatus::Landed, "landed"},
                                                                        {AircraftStatus::Destroyed, "destroyed"},
                                                                        {AircraftStatus::Exploded, "exploded"},
                                                                        {AircraftStatus::Crashed, "crashed"},
                                                                        {AircraftStatus::Eliminated, "eliminated"},
                                                                        {AircraftStatus::Fled, "fled"},
                                                                        {AircraftStatus::OffTable, "off_table"},
                                                                        {AircraftStatus::InTheSun, "in_the_sun"}});
constexpr const auto& nameTableOf(AircraftStatus) {
    return kAircraftStatusNames;
}

// A take-off or landing under way (RULES.md GND-02/03, GND-13..16): the
// sequences may run across the turn boundary.
enum class GroundProcedure { None, TakeOff, Landing };

// A card as it was flown, remembered for rules that look back across the
// turn boundary (MOV-03, MOV-04, complex maneuvers, WW2 forced speeds).
struct FlownCard {
    int number = 0;
    CardKind kind = CardKind::Straight;
    bool steep = false;
    Direction direction = Direction::None;
    Speed speed = Speed::Normal;
    // CPX-02: the third card of a declared historical Immelmann, which counts
    // as a gentle dive (FIRE-12 dive fire after it). Only the declaration says
    // so: the same cards undeclared are a plain Immelmann and a straight.
    bool gentleDive = false;
    bool operator==(const FlownCard&) const = default;
};

// WX-01: an airplane in the French cloud layer flies "on paper". Its stand
// stays on the table where it went in (AircraftState::pose) while its cards
// take it, unseen, from there; a Split-S or dive that brings it out plays
// the written cards first (rules/clouds.hpp, docs/weather.md).
struct CloudCard {
    int number = 0;  // as printed on the card
    Speed speed = Speed::Normal;
    Pose to;  // where that card left it
    bool operator==(const CloudCard&) const = default;
};
struct CloudStay {
    Pose paper;                    // where its written cards have taken it so far (nobody sees it)
    std::vector<CloudCard> sheet;  // the cards written since it went in, oldest first
    bool operator==(const CloudStay&) const = default;
};

struct AircraftState {
    std::string id;    // scenario id
    std::string type;  // AircraftType id
    Side side = Side::Entente;
    std::string name;
    std::string player;
    // MODE-01: in DeathMatch every pilot flies for himself, so each airplane
    // is a team of its own (its id); empty: it fights for its side.
    std::string team;

    Pose pose;
    int altitude = 0;  // level (pegs - 1), ALT-01
    int climb = 0;     // climb counters
    AircraftStatus status = AircraftStatus::Flying;

    std::vector<FlownCard> history;         // the last cards flown, oldest first (at most kHistory)
    int climbCountersThisTurn = 0;          // ALT-08
    Direction rudderJam = Direction::None;  // DMG-05: this turn's forbidden direction
    int engineHits = 0;                     // DMG-08
    bool fullBombLoad = false;              // BOMB-07: still at least half its bombs (hasFullBombLoad)
    int bombs = 0;                          // BOMB-*: bombs (or clusters) still aboard
    int bombsLoaded = 0;                    // ... at the start of the game
    int rockets = 0;                        // RKT-01: Le Prieur batches still aboard
    int rocketsLoaded = 0;                  // ... at the start of the game
    int firedAt = 0;    // RKT-01: maneuverIndex of the last fire step it fired in (guns or rockets); 0: never
    int specialAt = 0;  // RKT-04: maneuverIndex of the last phase it took special damage in; 0: never
    int fuel = 0;       // WW2 fuel points left (SPD-02)
    int damage = 0;     // damage points taken (FIRE-08)
    bool noFireAfterManoeuvre = false;  // MOV-13: set for the fire step after an illegal card
    std::optional<Pose> reentryPose;    // MOV-11: where it comes back, facing the other way
    int offTableTurns = 0;              // MOV-11: full turns spent off the table

    // Counters on the console (DMG-*); the fire and damage rules keep them.
    int smoke = 0;                                  // smoke counters (DMG-03); blocks tailing (TAIL-12)
    int flames = 0;                                 // flame counters (DMG-09); blocks tailing under TAIL-11
    int damageThisPhase = 0;                        // damage points taken in the current phase
    bool damagedInPhase3 = false;                   // took at least 1 point during the last third maneuver (TAIL-09)
    Direction rudderJamNextTurn = Direction::None;  // DMG-05: set by the card, applies next turn
    std::map<std::string, int, std::less<>> jams;   // jam counters per weapon id (DMG-10)
    int pilotWounds = 0;                            // DMG-06
    int observerWounds = 0;                         // DMG-07
    int pilotNoFire = 0;                            // manoeuvres the wounded pilot may not fire (DMG-06: 4)
    int observerNoFire = 0;                         // the same for a wounded observer
    std::optional<PilotSheet> sheet;                // PIL-06..09: his hit points, in games that count them
    bool permanentSmoke = false;                    // DMG-14 doubled smoke or flames
    bool permanentRudder = false;                   // DMG-14 doubled rudder: rudderJam stays
    // Aim (FIRE-09/10): per weapon, the target it fired at in the last fire
    // step and for how many consecutive fire steps.
    struct Aim {
        std::string target;
        int phases = 0;
        bool operator==(const Aim&) const = default;
    };
    std::map<std::string, Aim, std::less<>> aim;
    bool aimBroken = false;                // took damage: no aim bonus for the next manoeuvre (FIRE-09)
    std::vector<std::string> damageCards;  // ids of the damage cards received, in order (the console)

    // Take-off and landing (GND, ground.hpp).
    GroundProcedure groundProcedure = GroundProcedure::None;
    int groundStep = 0;              // cards of that sequence flown so far (0..2)
    bool groundPenaltyPaid = false;  // CONF-17 s003/s004: one off-field penalty per sequence
    int groundedTurns = 0;           // GND-06: whole turns it must still stay still after an accident
    bool autonomous = false;         // MODE-10: flown by nobody (ScenarioAircraft::autonomous)
    bool stoppedThisTurn = false;    // its remaining cards this turn are not played (GND-02, GND-06, GND-13)
    // WX-01: in the cloud layer (from the card that took it up to the layer's
    // level to the one that took it below): it takes no part in fire,
    // collisions or tails. `cloud` holds its stand and written cards until
    // the turn it comes out.
    bool inCloud = false;
    std::optional<CloudStay> cloud;
    // WX-09 / WX-10 / BAL-11: the other side holds the tactical advantage
    // this turn. The airplane plays one manoeuvre card and blanks in the
    // other two places (it stays where it is in those phases), and no
    // Immelmann or Split-S. The rule that holds it back; empty: it plans as usual.
    std::string surprisedBy;

    // CONF-28 twin-gun partial jams (FIRE-27/28), per twin weapon id; only
    // filled when the option twin_jam is on, for weapons with guns == 2.
    struct TwinGuns {
        int jammed = 0;    // guns jammed: 0, 1 or 2 (2 = the DMG-10 counters in `jams` hold the weapon)
        int counters = 0;  // with one gun jammed: the counters left on it
        // The shot of the current fire step, for the jam specials it draws:
        bool fired = false;       // the weapon fired in this fire step
        bool oneGun = false;      // ... with its one working gun (deck B)
        bool shortRange = false;  // ... at short range (FIRE-27)
        int red = 0, green = 0;   // jam symbols drawn from that shot so far
        bool operator==(const TwinGuns&) const = default;
    };
    std::map<std::string, TwinGuns, std::less<>> twinGuns;
    // CONF-29 ammunition. The D10 shot counter (FIRE-26 variant, MODE-02) keeps
    // `shotsLeft`; the console rules (FIRE-25 S000, FIRE-26 S003) keep the face-down
    // damage cards themselves, from deck `ammoDeck`, each shot's first card.
    int shotsLeft = -1;                  // shots left; -1 = unlimited (no shot counter)
    char ammoDeck = 0;                   // deck letter of the console cards; 0 = no console
    std::vector<std::string> ammoCards;  // console card ids, the next one played last
    // Shots it can still fire: console cards, or the shot counter; -1 = unlimited.
    [[nodiscard]] int ammunitionLeft() const { return ammoDeck != 0 ? static_cast<int>(ammoCards.size()) : shotsLeft; }

    static constexpr std::size_t kHistory = 3;  // enough to see a whole complex maneuver (stall, dive, straight)

    [[nodiscard]] bool inPlay() const { return status == AircraftStatus::Flying; }
    [[nodiscard]] bool onGround() const { return status == AircraftStatus::Landed; }
    // Shot down (MODE-09 "enemy down"): destroyed, exploded or crashed.
    [[nodiscard]] bool shotDown() const {
        return status == AircraftStatus::Destroyed || status == AircraftStatus::Exploded ||
               status == AircraftStatus::Crashed;
    }
    // Out of the game off the table (MODE-09 "leaves the play area"): eliminated or fled.
    [[nodiscard]] bool leftTheGame() const {
        return status == AircraftStatus::Eliminated || status == AircraftStatus::Fled;
    }
    // Flying and out of the clouds: it can fire, be fired at, collide and tail (WX-01).
    [[nodiscard]] bool takesPart() const { return inPlay() && !inCloud; }
    // Compares altitudes as the rules do: level first, then climb counters (ALT-01 notes).
    [[nodiscard]] int compareAltitude(const AircraftState& other) const;
};

// Whether `a` and `b` fight on the same side: the same side and, in
// DeathMatch, the same airplane (MODE-01).
[[nodiscard]] inline bool sameTeam(const AircraftState& a, const AircraftState& b) {
    return a.side == b.side && a.team == b.team;
}

// BOMB-07: an airplane counts as fully loaded while it still holds at least
// half the bombs it started with (`bombs` of `loaded`; none loaded: never).
[[nodiscard]] constexpr bool hasFullBombLoad(int bombs, int loaded) {
    return loaded > 0 && 2 * bombs >= loaded;
}

// The starting state of a scenario airplane.
AircraftState initialState(const ScenarioAircraft& placed, const AircraftType& type);

}  // namespace jasta
