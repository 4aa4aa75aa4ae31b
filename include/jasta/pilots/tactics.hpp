#pragma once
// What could happen next, for the teaching overlays (issue 7): every place an
// airplane can reach with the legal plans of its deck, and where the enemy
// guns can reach after their next card. Built on the same rules as play:
// legalPlans (planning legality and altitude), flyCard, fastShot and
// fireZone, so an overlay never shows a place or a threat the game would not
// allow.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/rules/rule_options.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

struct GameData;
struct GameState;

// One place the airplane can be after 1, 2 or 3 cards of a legal plan.
struct ReachPoint {
    Pose pose;             // table mm and degrees, the centre of the base
    int altitude = 0;      // its level there
    int guns = 0;          // enemy weapons that could fire at it there, if the enemies stood where they are now
    bool crashes = false;  // the plans that get here end in the ground (a place of its own)
    int plans = 0;         // legal plans that pass through this place
};

struct ReachCloud {
    std::string aircraft;
    int cards = 0;                   // after how many cards: 1, 2 or 3
    std::vector<ReachPoint> points;  // one per distinct place (to 1 mm, 1 degree, the level and crashing)
    int maxGuns = 0;                 // the most guns on any point
};

// The places `aircraftId` can reach after `cards` (1..3, clamped) cards of
// the legal plans for its next turn (WW2: every speed marker). Empty for an
// airplane that is not in the game. Throws std::invalid_argument when the
// data does not know its type.
ReachCloud reachableCloud(const GameData& data, const RuleOptions& rules, const GameState& state,
                          std::string_view aircraftId, int cards);

// The table in square cells: for each, how many enemies of `aircraftId`
// could fire at it after their next card, wherever in its deck that card is
// (each enemy's legal next cards, flown with the real rules). A cell counts
// for an enemy when its centre lies in the fire zone of one of its weapons
// (fireZone, for a target at the level `aircraftId` flies at now): a base
// reaching into a shaded cell can be fired at, line of sight permitting.
struct ThreatMap {
    std::string aircraft;  // whose enemies
    double cellMm = 10;    // the side of a cell
    int columns = 0, rows = 0;
    // Per cell, row by row from the table's corner (0, 0): x = (column + 0.5) * cellMm.
    std::vector<std::uint8_t> enemies;     // enemies that could fire there
    std::vector<std::uint8_t> shortRange;  // ... of them at short range
    int maxEnemies = 0;
    int enemiesConsidered = 0;  // enemies in play
    int cardsConsidered = 0;    // their next cards, all enemies together

    [[nodiscard]] int at(int column, int row) const;  // 0 outside the table
    [[nodiscard]] int at(Point2 point) const;         // the cell holding a table point
    [[nodiscard]] int shortAt(Point2 point) const;
};

// `cellMm` is clamped to 2..100 mm. Throws std::invalid_argument for an
// unknown airplane type.
ThreatMap threatMap(const GameData& data, const RuleOptions& rules, const GameState& state, std::string_view aircraftId,
                    double cellMm = 10);

}  // namespace jasta
