#pragma once
// Flak batteries (S003's «DCA»; RULES.md AA-04..AA-08) as pure functions:
// when a battery may shoot, where its gunner may put the burst token for
// each altitude, how far the token may be moved, when the shell bursts and
// whom it hits. The turn engine keeps each battery's token and asks these.
//
// Our readings (docs/ground-defences.md, data/rules/aa.json):
//  - distances are from the centre of the battery's card to the centre of
//    the token (S003: "from the centre of the DCA card"); "on the card" at
//    altitude 5 and "not on the card" at 4 are the token's disc against the
//    card rectangle, touching its border counting as on it (S003: "on the
//    DCA card or in contact with its border");
//  - an airplane is "on the token" when its footprint (the overlap option's)
//    and the token's disc share some area, as two airplanes overlap;
//  - the near miss's half ruler (AA-07) runs from the token's centre to the
//    nearest point of the airplane's footprint; an airplane on the token
//    takes the C card only;
//  - a moved token bursts two phases after the phase 2 burst it replaces:
//    in phase 1 of the next turn, as a delayed one does (S003 says both
//    "two phases later").

#include <optional>
#include <string>
#include <vector>

#include "jasta/rules/overlap.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

struct AircraftState;
struct GameData;

// AA-05: the altitudes a gunner may aim at, and the one the token reaches
// with the card under it.
inline constexpr int kFlakLowestAltitude = 1;
inline constexpr int kFlakHighestAltitude = 5;

// AA-05: how far from the card's centre, in rulers, the token lies at an
// altitude, and how it stands to the card.
struct FlakBand {
    double minRulers = 0;  // at least (0: no least)
    double maxRulers = 0;  // at most (0 with onCard: no distance, only the card)
    bool onCard = false;   // altitude 5: on the card or touching its border
    bool offCard = false;  // altitude 4: not on the card
};
// nullopt for an altitude the flak does not reach (below 1, above 5).
std::optional<FlakBand> flakBand(int altitude);

// The battery's card and the sizes the rules measure with, all in mm.
struct FlakBattery {
    Pose card;                 // the card's centre and heading
    double cardWidth = 0;      // across its heading
    double cardLength = 0;     // along its heading
    double tokenDiameter = 0;  // the burst token
    double rulerMm = 0;        // the game's ruler (its length)
};

// Why a token cannot go where the gunner asks (AA-05, AA-08).
enum class FlakPlace {
    Legal,
    NoSuchAltitude,  // not 1 to 5
    TooNear,         // nearer the card's centre than the band's least
    TooFar,          // farther than the band's most
    OnTheCard,       // altitude 4 puts it next to the card, not on it
    OffTheCard,      // altitude 5 puts it on the card or touching it
    MovedTooFar,     // AA-08: more than a ruler from where it was
    AltitudeJump,    // AA-08: more than one level up or down
};

// AA-05: may the token go to `at` for a burst at `altitude`?
FlakPlace flakPlacement(const FlakBattery& battery, Point2 at, int altitude);
// AA-08: may the token placed at `from`, `fromAltitude` move to `to`,
// `toAltitude`? At most a ruler across the table and one level, and the new
// place must keep the band of its altitude.
FlakPlace flakMove(const FlakBattery& battery, Point2 from, int fromAltitude, Point2 to, int toAltitude);

// AA-04: the battery's cycle. It arms during turn 1 and shoots from turn 2;
// after a burst in turn T (phase 1 or 2) it reloads during T + 1 and may
// shoot again from T + 2.
inline constexpr int kFlakFirstTurn = 2;
int flakReadyAgain(int burstTurn);

// AA-06 / AA-08: when a token placed in `turn` bursts: the fire step of
// phase 2 of that turn, or, delayed or moved, of phase 1 of the next.
struct FlakBurstTime {
    int turn = 0;
    int phase = 0;
    bool operator==(const FlakBurstTime&) const = default;
};
FlakBurstTime flakBurstTime(int turn, bool delayedOrMoved);

// AA-06 / AA-07: what a burst does to one airplane.
enum class FlakHit {
    None,
    Direct,    // on the token at the token's level: 1 card of deck C
    NearMiss,  // option flak_near_miss: within half a ruler at that level: 1 card of deck A
};
// The damage deck of a hit ('C' or 'A'; 0 for None).
char flakHitDeck(FlakHit hit);

// AA-06 / AA-07 for `airplane` (its footprint as the overlap option says)
// and a token at `token` bursting at `altitude`. Only an airplane in play at
// exactly that level is hit, whatever its climb counters.
FlakHit flakHit(const FlakBattery& battery, Point2 token, int altitude, const AircraftState& airplane,
                const GeometrySpec& geometry, Footprint footprint, bool nearMiss);

}  // namespace jasta
