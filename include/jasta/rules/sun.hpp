#pragma once
// The sun's position for a surprise attack (RULES.md WX-11, TAIL-14): which
// side the sun favours, who its glare can hide the attackers from, and where
// the side with the sun comes onto the table. docs/weather.md "The sun".

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "jasta/base/names.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

struct GameData;

// WX-11 step 1: the side of the table an A card worth `value` puts the sun
// on. The text reads 2, 4 and 5 as the Allies' and 1 and 3 as the Central
// Empires' on the Western front, where the Allies hold the west, and swaps
// the sides' places on the Eastern front: we read the card as drawing the
// west (2, 4, 5) or the east (1, 3), whoever holds it. 0 (or anything else):
// nullopt, the sun stands at noon and a second card decides.
std::optional<Compass> sunSideOfTable(int value);

// The side holding `half` of the table on `front` in `era`: the Allies
// (WW1 Entente, WW2 Allies) hold the west on the Western front, the east on
// the Eastern one.
Side sideHolding(Compass half, Era era, Front front);

// The draw before turn 1 (WX-11 step 1).
struct SunDraw {
    int value = 0;                   // the first A card's value
    std::optional<int> noonValue;    // the second card's, drawn after a 0 (the noon sun)
    std::optional<Compass> towards;  // where the sun stands; none after two 0s: no advantage
    [[nodiscard]] bool noon() const { return noonValue.has_value(); }
    bool operator==(const SunDraw&) const = default;
};
// What the draw of `first` (and, after a 0, `second`) decides.
SunDraw sunDrawOf(int first, std::optional<int> second);

// WX-11 step 3: the levels the side with the sun comes in above its prey:
// -1 at dawn and dusk, 0 in the morning and afternoon, +1 at noon.
int sunLevelOffset(TimeOfDay time, bool noon);

// The unit vector on the table pointing from anywhere towards the sun.
Point2 towardsSun(const SunSetting& setting, Compass towards);

// WX-11 is played in clear weather, and in medium cloud only above the
// layer; not in heavy weather. `weather`: the campaign weather in play
// (none: the clear sky of a game without the weather rules).
bool sunInPlay(const std::optional<Weather>& weather);
// Whether the sun's glare can hide attackers from `airplane`: flying, out
// of the clouds and, under medium cloud, above the layer.
bool inTheGlare(const AircraftState& airplane, const std::optional<Weather>& weather);

struct SunEntry {
    std::string aircraft;
    std::string prey;  // the enemy it is placed against; empty at SunPlace::Start
    SunPlace place = SunPlace::Start;
    Pose pose;         // facing its prey
    int altitude = 1;  // level, no climb counters
    bool operator==(const SunEntry&) const = default;
};

// What the placing needs to know of the game.
struct SunEntryField {
    const GameData& data;
    const TableSize& table;
    std::span<const AircraftState> aircraft;  // every airplane of the game, the entrants among them
    Point2 towards;                           // towardsSun
    int levelOffset = 0;                      // sunLevelOffset
    double halfRulerMm = 0;                   // half the ruler: from the prey's stand to the entrant's
};

// WX-11 step 3: places every airplane of `entrants` against the enemies of
// `prey` (each in the glare), dealt round in order so that every prey gets
// one before any gets two. Each comes in half a ruler (stand to stand) from
// its prey towards the sun, facing it; when that base would hang over the
// table's edge or overlap a base already there (bases, whatever the overlap
// option: two stands cannot share a spot on the table; any altitude), at the prey's 5, 6 or 7 o'clock, the most sunward
// that fits. Its level is the prey's plus `levelOffset`, at least level 1, above the relief under it and out of the
// clouds (the rule sets it, as ALT-02 lets a mission rule: the ceiling stops its climbs, not this placing). With no
// prey, or no room at all, it comes in where the scenario placed it.
std::vector<SunEntry> placeOutOfTheSun(const SunEntryField& field, std::span<const std::string> entrants,
                                       std::span<const std::string> prey);

}  // namespace jasta
