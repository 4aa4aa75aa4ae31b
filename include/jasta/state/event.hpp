#pragma once
// What happened, and which rules decided it (DESIGN.md principle 2): the log
// shows the text, the teaching overlays follow the rule ids.

#include "jasta/base/names.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace jasta {

// Every kind of event the engine reports. The app, the lessons and the
// scripts tell events apart by this enum; its names (kEventKindNames) exist
// for the JSON boundary only: the CLI's event lines and the golden files.
// A new kind goes last here and in the table.
enum class EventKind : std::uint8_t {
    // The turn and its decisions (game.cpp)
    Turn,
    Planned,
    Tail,
    Reordered,
    TailReveal,
    TailLost,
    PhaseEnd,
    GameOver,
    // Maneuvers (maneuvers.cpp)
    Move,
    Altitude,
    Landed,
    OutOfFuel,
    LeftTable,
    Reentered,
    IllegalManeuver,
    // Take-off and landing (ground.cpp)
    GroundHold,
    LandingAbandoned,
    GroundAccident,
    OffField,
    TakeOffRoll,
    TakeOff,
    LandingApproach,
    LandingRoll,
    LandingStop,
    // Overlaps, collisions and explosions (phase.cpp, collisions.cpp)
    Overlap,
    CollisionAvoided,
    AvoidanceDraw,
    Collision,
    Blast,
    // Fire (game.cpp)
    Fire,
    HoldFire,
    FireOrderHeld,
    OutOfAmmunition,
    AmmunitionReturned,
    OverdiveRedraw,
    UnjamChoice,
    // Damage and its specials (damage.cpp, specials.cpp, game.cpp)
    Damage,
    Exploded,
    Destroyed,
    Crash,
    Jam,
    Unjammed,
    SpecialIgnored,
    Smoke,
    SmokeCleared,
    OnFire,
    Rudder,
    Engine,
    Wounded,
    PilotKilled,
};

inline constexpr auto kEventKindNames = nameTable<EventKind>({
    {EventKind::Turn, "turn"},
    {EventKind::Planned, "planned"},
    {EventKind::Tail, "tail"},
    {EventKind::Reordered, "reordered"},
    {EventKind::TailReveal, "tail_reveal"},
    {EventKind::TailLost, "tail_lost"},
    {EventKind::PhaseEnd, "phase_end"},
    {EventKind::GameOver, "game_over"},
    {EventKind::Move, "move"},
    {EventKind::Altitude, "altitude"},
    {EventKind::Landed, "landed"},
    {EventKind::OutOfFuel, "out_of_fuel"},
    {EventKind::LeftTable, "left_table"},
    {EventKind::Reentered, "reentered"},
    {EventKind::IllegalManeuver, "illegal_maneuver"},
    {EventKind::GroundHold, "ground_hold"},
    {EventKind::LandingAbandoned, "landing_abandoned"},
    {EventKind::GroundAccident, "ground_accident"},
    {EventKind::OffField, "off_field"},
    {EventKind::TakeOffRoll, "take_off_roll"},
    {EventKind::TakeOff, "take_off"},
    {EventKind::LandingApproach, "landing_approach"},
    {EventKind::LandingRoll, "landing_roll"},
    {EventKind::LandingStop, "landing_stop"},
    {EventKind::Overlap, "overlap"},
    {EventKind::CollisionAvoided, "collision_avoided"},
    {EventKind::AvoidanceDraw, "avoidance_draw"},
    {EventKind::Collision, "collision"},
    {EventKind::Blast, "blast"},
    {EventKind::Fire, "fire"},
    {EventKind::HoldFire, "hold_fire"},
    {EventKind::FireOrderHeld, "fire_order_held"},
    {EventKind::OutOfAmmunition, "out_of_ammunition"},
    {EventKind::AmmunitionReturned, "ammunition_returned"},
    {EventKind::OverdiveRedraw, "overdive_redraw"},
    {EventKind::UnjamChoice, "unjam_choice"},
    {EventKind::Damage, "damage"},
    {EventKind::Exploded, "exploded"},
    {EventKind::Destroyed, "destroyed"},
    {EventKind::Crash, "crash"},
    {EventKind::Jam, "jam"},
    {EventKind::Unjammed, "unjammed"},
    {EventKind::SpecialIgnored, "special_ignored"},
    {EventKind::Smoke, "smoke"},
    {EventKind::SmokeCleared, "smoke_cleared"},
    // Was also "fire", the word of a shot, before the kinds were typed (issue 14).
    {EventKind::OnFire, "on_fire"},
    {EventKind::Rudder, "rudder"},
    {EventKind::Engine, "engine"},
    {EventKind::Wounded, "wounded"},
    {EventKind::PilotKilled, "pilot_killed"},
});
constexpr const auto& nameTableOf(EventKind) {
    return kEventKindNames;
}

struct Event {
    EventKind kind = EventKind::Turn;
    std::string aircraft;                               // the airplane it is about (scenario id), may be empty
    std::vector<std::string> rules;                     // RULES.md ids, e.g. {"MOV-06"}
    std::string text;                                   // one plain English sentence for the log
    nlohmann::json details = nlohmann::json::object();  // numbers behind the text

    bool operator==(const Event&) const = default;
};

nlohmann::json toJson(const Event& event);

}  // namespace jasta
