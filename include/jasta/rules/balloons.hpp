#pragma once
// Observation balloons (RULES.md BAL-01..07, BAL-09; S003 «IV-i) Les
// Ballons», S002 «Colisión»). A balloon is a ground target tethered in the
// air: the fire rules see it as an immobile airplane at its height (BAL-01,
// the stand-in of ground_defences.hpp, which carries the overlap rule below
// into checkShot), only flames and explosions hurt it beyond its damage
// points (BAL-02), a burning one explodes when it goes (BAL-03, BAL-04), it
// collides and its cables catch airplanes that pass under it (BAL-05..07),
// and it is winched down one climb counter a turn (BAL-09).
//
// Our readings (docs/balloons.md, data/rules/bal.json):
//  - BAL-01 "overlaps the balloon card or flies over it": the shooter's
//    footprint (the overlap option's) shares area with the balloon card, at
//    any height; "a dive shot": the shooter's last card is one of FIRE-12's
//    dives and it is at the balloon's level or above, whatever dive_fire says;
//  - BAL-03 "at the same altitude": the same level, climb counters not
//    counted, for the airplanes on the card and those within half a ruler;
//  - BAL-07 "covers the balloon card entirely or almost": the airplane's card
//    (which contains its base) covers at least three quarters of the balloon
//    card; "lower": at a lower level (BAL-05 calls one level with any
//    climb counters "the same altitude").

#include <vector>

#include "jasta/data/damage_deck.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

struct GeometrySpec;

// BAL-09: three climb counters make a level; a balloon usually goes up to level 3.
inline constexpr int kBalloonCountersPerLevel = 3;
inline constexpr int kBalloonStartAltitude = 3;

// A balloon's height: its level and the climb counters above it.
struct BalloonHeight {
    int altitude = kBalloonStartAltitude;
    int climb = 0;  // 0 .. kBalloonCountersPerLevel - 1
    bool operator==(const BalloonHeight&) const = default;
};
// BAL-09: one climb counter lower (level 3 without counters becomes level 2
// with two); a balloon at level 0 without counters is on the ground and stays.
BalloonHeight winchedOneCounter(BalloonHeight height);
[[nodiscard]] inline bool onTheGround(BalloonHeight height) {
    return height.altitude <= 0 && height.climb <= 0;
}

// The balloon card's corners on the table: `width` across its heading,
// `length` along it, mm, centred on `pose`.
std::vector<Point2> balloonCardOnTable(const Pose& pose, double width, double length);

// BAL-02: what a card's special does to a balloon: flames add a flame that
// never goes out, an explosion blows it up; every other special is lost on
// it (a jam still jams the shooter's gun, as ever: DMG-10).
enum class BalloonSpecial { None, Flames, Explosion };
BalloonSpecial balloonSpecial(Special special);

// BAL-03 / BAL-04: a balloon with `damage` points of `structure` (0: no
// structure given) and `flames` flames, after a card whose special was `special`.
enum class BalloonFate {
    Standing,
    Exploded,  // BAL-03: an explosion card, or it reached its structure on fire
    Removed,   // BAL-04: it reached its structure without fire: taken off, no blast
};
BalloonFate balloonFate(int damage, int structure, int flames, BalloonSpecial special);

// BAL-03: what a balloon's explosion does to one airplane: those in play at
// its level draw a C card when their footprint (the overlap option's) is
// over the balloon card, an A card when it is within half a ruler of it.
enum class BalloonBlastHit { None, OnCard, Near };
char balloonBlastDeck(BalloonBlastHit hit);  // 'C', 'A'; 0 for None
BalloonBlastHit balloonBlastHit(const std::vector<Point2>& balloonCard, int balloonAltitude,
                                const AircraftState& airplane, const GeometrySpec& geometry, Footprint footprint,
                                double rulerMm);

// BAL-05..07: what an airplane meets after its maneuver. `balloon` is the
// balloon's stand-in (its height; ground_defences.hpp), `balloonGeometry`
// the stand-in's (its card as base, card and silhouette).
enum class BalloonContact {
    None,
    Collision,  // BAL-05 / BAL-06: the airplane and the balloon each draw a C card, no avoidance
    Cables,     // BAL-07: passing under it: the airplane draws two A cards, the balloon nothing
};
BalloonContact balloonContact(const AircraftState& airplane, const GeometrySpec& geometry, const AircraftState& balloon,
                              const GeometrySpec& balloonGeometry, const RuleOptions& rules);
// The rule ids of a contact under `option` ("BAL-05" or "BAL-06"; "BAL-07").
const char* balloonContactRule(BalloonContact contact, BalloonCollision option);

// BAL-08: barrage nets. Balloons in a line or a ring are linked by steel
// cable nets; an airplane in play may not lie across one at or below the
// level of the lower of the two balloons framing it. Our readings
// (docs/balloons.md):
//  - a "line" runs through its balloons in order and on from the end ones to
//    the table edges, straight on from its last stretch; a "ring" closes on
//    itself. A stretch is up while its balloons are aloft; a stretch to the
//    edge is framed by its one balloon;
//  - "more than a third of the card passes the net": the share of the
//    airplane card beyond the net's line, seen from where the airplane's base
//    centre was before the maneuver; an airplane that flew right through
//    (its centre crossed the stretch) passed it whole;
//  - "still in contact at the next maneuver": its card touches a net after
//    the next maneuver it flies too.
struct NetPost {
    Point2 at;          // the balloon's centre on the table, mm
    int altitude = 0;   // its level
    bool aloft = true;  // false: destroyed or on the ground, its stretches are down
};
struct NetStretch {
    Point2 from, to;   // mm, table frame
    int altitude = 0;  // the highest level it catches (the lower balloon's)
};
// The stretches of a net through `posts` in order: a ring closes on itself,
// a line runs on to the edges of a `tableWidth` x `tableHeight` mm table.
std::vector<NetStretch> netStretches(const std::vector<NetPost>& posts, bool ring, double tableWidth,
                                     double tableHeight);
enum class NetContact {
    None,
    Touching,  // less than a third of the card across: two A cards, or destroyed if it touched last maneuver too
    Through,   // more than a third across (or right through): destroyed
};
// What `stretch` does to an airplane at `altitude` (level) whose card lies at
// `card` after a maneuver that took its base centre from `start` to `end`.
NetContact netContact(const NetStretch& stretch, int altitude, const std::vector<Point2>& card, Point2 start,
                      Point2 end);
// The share (0..1) of `card` beyond the line of `stretch`, seen from `start`.
double shareBeyondNet(const NetStretch& stretch, const std::vector<Point2>& card, Point2 start);

// BAL-05: an airplane "clearly" over the balloon card has more than a third
// of its base over it; BAL-07: "entirely or almost" is three quarters of the
// balloon card under the airplane's card (our reading).
inline constexpr double kBalloonCollisionShare = 1.0 / 3.0;
inline constexpr double kUnderBalloonShare = 0.75;
// BAL-08: more than a third of the card across a net destroys the airplane.
inline constexpr double kNetThroughShare = 1.0 / 3.0;
// BAL-03: the blast reaches half a ruler.
inline constexpr double kBalloonBlastRulers = 0.5;

}  // namespace jasta
