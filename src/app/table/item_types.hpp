#pragma once
// The one list of QGraphicsItem types of the table (Cockatrice style), so
// that qgraphicsitem_cast works and a scene walk can tell items apart.
// Append new kinds at the end: the numbers are never stored, but keeping
// them stable keeps debug output comparable.

#include <QGraphicsItem>

namespace jasta::app {

enum class ItemType : int {
    Table = QGraphicsItem::UserType + 1,  // the felt play area and its rim
    Aircraft,                             // one airplane: base, silhouette
    AircraftLabel,                        // its upright name, altitude pegs and climb counters
    Counters,                             // its smoke, flame and jam counters, upright
    Ghost,                                // a translucent airplane where a planned card would put it
    LaidCard,                             // a maneuver card laid on the table for the phase
    Arc,                                  // a firing arc wedge from a weapon's mount
    Ruler,                                // the range ruler with its half mark
    OverlayTag,                           // an upright note on the table ("short 74 mm")
    DamageCard,                           // a damage card just drawn, face up beside its target
    GuideLine,                            // a measured line: line of sight, tailing ruler, a base's edge
    AimMark,                              // the point a rule measured to (the aim point)
    ReachCloud,                           // every place an airplane can reach with its legal plans
    ThreatMap,                            // where the enemy guns can reach after their next card
    RangeRings,                           // the half mark and the end of the ruler round a weapon
    AltitudeBadge,                        // an airplane's level and stand, and the difference to the selected one
    DamageOdds,                           // the odds of a shot's damage, beside its target
    GroundCard,                           // an objective's card on the ground, or a falling bomb's (issue 16)
    Net,                                  // a barrage net between balloons (BAL-08)
    Field,                                // a landing field on the felt (GND-01)
    Relief,                               // raised ground on the felt (TER-01)
    FlakZones,                            // where a flak battery may set its burst, by altitude (AA-05)
    DefendedZone,                         // the zone the defenders hold (WX-08..10, BAL-11)
    Sun,                                  // the sun of a mission at the table's edge (WX-11)
    Effect,                               // a shot, burst, bomb, fire or explosion being played (issue 16)
    Mode,                                 // a game mode's camps, ammunition markers and flags (MODE-01..07)
};

// Every kind above, for tests that build and paint each one.
inline constexpr ItemType kAllItemTypes[] = {
    ItemType::Table,         ItemType::Aircraft,   ItemType::AircraftLabel, ItemType::Counters,   ItemType::Ghost,
    ItemType::LaidCard,      ItemType::Arc,        ItemType::Ruler,         ItemType::OverlayTag, ItemType::DamageCard,
    ItemType::GuideLine,     ItemType::AimMark,    ItemType::ReachCloud,    ItemType::ThreatMap,  ItemType::RangeRings,
    ItemType::AltitudeBadge, ItemType::DamageOdds, ItemType::GroundCard,    ItemType::Net,        ItemType::Field,
    ItemType::Relief,        ItemType::FlakZones,  ItemType::DefendedZone,  ItemType::Sun,        ItemType::Effect,
    ItemType::Mode};

constexpr int toInt(ItemType type) {
    return static_cast<int>(type);
}

}  // namespace jasta::app
