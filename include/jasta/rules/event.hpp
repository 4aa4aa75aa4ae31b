#pragma once
// What happened, and which rules decided it (DESIGN.md principle 2): facts
// only. The log words them (words/events.hpp), the teaching overlays follow
// the rule ids, and the app, the lessons and the scripts read the typed facts
// of each kind (namespace ev). JSON exists only at the boundary: toJson(Event)
// for the CLI's event lines and the golden files (src/core/event_json.cpp).

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/base/names.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/rules/violation.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/plan.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

// Every kind of event the engine reports. The app, the lessons and the
// scripts tell events apart by this enum; its names (kEventKindNames) exist
// for the JSON boundary only: the CLI's event lines and the golden files.
// A new kind goes last here, in the table and in EventData (one struct in
// namespace ev, same order), and gets its JSON in event_json.cpp.
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
    MustLand,        // PIL-08 / DMG-21: a seriously wounded pilot's deadline (secret)
    LandingTooLate,  // ... passed in the air: he goes down
    // Bombing (game.cpp, bombing.cpp; issue 16)
    BombsDropped,
    BombFalls,
    BombLanded,
    BombBlewUp,
    LoadLightened,
    // Reconnaissance (game.cpp, reconnaissance.cpp; issue 16)
    Photographed,
    Reconnoitred,
    // Ground defences (game.cpp, ground_defences.cpp; issue 16)
    DefenceDestroyed,
    DefenceSilenced,
    // Flak batteries (game.cpp, flak.cpp; issue 16)
    FlakAimed,
    FlakHeld,
    FlakMoved,
    FlakDelayed,
    FlakBurst,
    // Observation balloons (game.cpp, balloons.cpp; issue 16)
    BalloonAlight,
    BalloonExploded,
    BalloonDestroyed,
    BalloonWinched,
    BalloonGrounded,
    BalloonCollision,
    BalloonCables,
    WinchOrdered,
    NetCaught,
    GroundCollision,
    GroundFireCaught,
    GroundFireFought,
    Taxied,
    // Relief (maneuvers.cpp, relief.cpp; issue 16)
    StruckRelief,
    // Artillery spotting balloons (game.cpp; issue 16)
    ArtilleryDecided,
    // The French cloud layer (maneuvers.cpp, game.cpp; WX-01)
    EnteredCloud,
    CloudCard,
    LeftCloud,
    // The campaign weather (game.cpp; WX-03..07)
    WeatherReport,
    WeatherShakes,
    // Tactical advantages (game.cpp; WX-08..10, BAL-11)
    TacticalAdvantage,
    BlankCard,
    // The sun (game.cpp; WX-11, TAIL-14)
    SunDrawn,
    SunWaits,
    SunEntered,
    // The game modes (game.cpp; MODE-01..08)
    Reloaded,
    Victory,
    CameBack,
    FlagTaken,
    FlagDropped,
    FlagReturned,
    FlagCaptured,
    FlagSecured,
    DeckExhausted,
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
    {EventKind::MustLand, "must_land"},
    {EventKind::LandingTooLate, "landing_too_late"},
    {EventKind::BombsDropped, "bombs_dropped"},
    {EventKind::BombFalls, "bomb_falls"},
    {EventKind::BombLanded, "bomb_landed"},
    {EventKind::BombBlewUp, "bomb_blew_up"},
    {EventKind::LoadLightened, "load_lightened"},
    {EventKind::Photographed, "photographed"},
    {EventKind::Reconnoitred, "reconnoitred"},
    {EventKind::DefenceDestroyed, "defence_destroyed"},
    {EventKind::DefenceSilenced, "defence_silenced"},
    {EventKind::FlakAimed, "flak_aimed"},
    {EventKind::FlakHeld, "flak_held"},
    {EventKind::FlakMoved, "flak_moved"},
    {EventKind::FlakDelayed, "flak_delayed"},
    {EventKind::FlakBurst, "flak_burst"},
    {EventKind::BalloonAlight, "balloon_alight"},
    {EventKind::BalloonExploded, "balloon_exploded"},
    {EventKind::BalloonDestroyed, "balloon_destroyed"},
    {EventKind::BalloonWinched, "balloon_winched"},
    {EventKind::BalloonGrounded, "balloon_grounded"},
    {EventKind::BalloonCollision, "balloon_collision"},
    {EventKind::BalloonCables, "balloon_cables"},
    {EventKind::WinchOrdered, "winch_ordered"},
    {EventKind::NetCaught, "net_caught"},
    {EventKind::GroundCollision, "ground_collision"},
    {EventKind::GroundFireCaught, "ground_fire_caught"},
    {EventKind::GroundFireFought, "ground_fire_fought"},
    {EventKind::Taxied, "taxied"},
    {EventKind::StruckRelief, "struck_relief"},
    {EventKind::ArtilleryDecided, "artillery_decided"},
    {EventKind::EnteredCloud, "entered_cloud"},
    {EventKind::CloudCard, "cloud_card"},
    {EventKind::LeftCloud, "left_cloud"},
    {EventKind::WeatherReport, "weather_report"},
    {EventKind::WeatherShakes, "weather_shakes"},
    {EventKind::TacticalAdvantage, "tactical_advantage"},
    {EventKind::BlankCard, "blank_card"},
    {EventKind::SunDrawn, "sun_drawn"},
    {EventKind::SunWaits, "sun_waits"},
    {EventKind::SunEntered, "sun_entered"},
    {EventKind::Reloaded, "reloaded"},
    {EventKind::Victory, "victory"},
    {EventKind::CameBack, "came_back"},
    {EventKind::FlagTaken, "flag_taken"},
    {EventKind::FlagDropped, "flag_dropped"},
    {EventKind::FlagReturned, "flag_returned"},
    {EventKind::FlagCaptured, "flag_captured"},
    {EventKind::FlagSecured, "flag_secured"},
    {EventKind::DeckExhausted, "deck_exhausted"},
});
constexpr const auto& nameTableOf(EventKind) {
    return kEventKindNames;
}

// The facts of each kind of event, one struct per EventKind (same name).
// Ids are scenario ids of airplanes and weapons; a deck is its letter;
// lengths are table mm, headings degrees. Each struct names its kind, and
// EventData lists them in EventKind order (checked below).
namespace ev {

#define JASTA_EVENT(Name)                              \
    static constexpr EventKind kind = EventKind::Name; \
    bool operator==(const Name&) const = default

// --- The turn and its decisions ---
struct Turn {
    JASTA_EVENT(Turn);
    int turn = 0;
};
struct Planned {  // secret to the planner (MOV-02)
    JASTA_EVENT(Planned);
    Plan plan;
};
struct Tail {
    JASTA_EVENT(Tail);
    std::string target;
};
struct Reordered {  // secret to the pursuer
    JASTA_EVENT(Reordered);
};
struct TailReveal {  // secret to the pursuer (TAIL-03/04)
    JASTA_EVENT(TailReveal);
    std::string target;
    int shown = 1;                    // which of the target's cards: 1 or 2
    int card = 0;                     // its number
    std::optional<std::string> name;  // WW1 only: WW2 shows the card without its speed (TAIL-11)
};
struct TailLost {
    JASTA_EVENT(TailLost);
    bool hit = false;    // broken by damage (TAIL-11), else out of position (TAIL-05)
    bool cloud = false;  // broken because one of the two went into the clouds (TAIL-13)
};
struct PhaseEnd {
    JASTA_EVENT(PhaseEnd);
    int turn = 0;
    int phase = 0;
    std::string hash;  // of the state after the phase, for replays to check
};
struct GameOver {
    JASTA_EVENT(GameOver);
    struct Airplane {
        std::string aircraft;
        AircraftStatus status = AircraftStatus::Flying;
        int damage = 0;
        bool operator==(const Airplane&) const = default;
    };
    std::string result;  // the winning side's name (DeathMatch: the pilot's airplane id), or "draw"
    int turn = 0;
    std::vector<Airplane> aircraft;
    // Games that keep score (MODE-01..09): each team's points, best first.
    std::vector<std::pair<std::string, int>> score;
};

// --- Maneuvers ---
struct Move {
    JASTA_EVENT(Move);
    int card = 0;  // the number of the card flown
    std::string name;
    Pose from, to;
    Speed speed = Speed::Normal;
};
// One thing a card did to an airplane's altitude (MOV-07), in the order it
// happened; `level` and `climb` are after it.
enum class AltitudeStepKind {
    NoSecondCounter,  // ALT-08: one climb counter a turn
    AtCeiling,        // MOV-16: no climb above the maximum altitude
    ClimbsALevel,     // ALT-07: the counter completes a level
    GainsACounter,    // ALT-07: `climb` of `rate`
    CrashesBelowOne,  // ALT-14
    DivesIntoGround,  // ALT-10: a dive from level 0
    HedgeHops,        // ALT-10: level 0 with one counter
    DivesALevel,      // ALT-09
    LosesACounter,    // CPX-02 / CPX-03 / CPX-09
    NoCounterToLose,  // CPX-03
    KeepsCounters,    // CPX-09: the rest of the level lost, as counters
};
struct AltitudeStep {
    AltitudeStepKind kind = AltitudeStepKind::ClimbsALevel;
    int level = 0;
    int climb = 0;
    int rate = 0;  // climb counters a level takes (GainsACounter)
    bool operator==(const AltitudeStep&) const = default;
};
struct Altitude {
    JASTA_EVENT(Altitude);
    int level = 0;
    int climb = 0;
    std::vector<AltitudeStep> steps{};  // one per rule id of the event, in its order
};
struct Landed {
    JASTA_EVENT(Landed);
    std::optional<int> step;  // the landing sequence's step; none: ALT-05, level 0 without counters
    bool dived = false;       // touched down by a dive card
};
struct OutOfFuel {
    JASTA_EVENT(OutOfFuel);
};
struct LeftTable {
    JASTA_EVENT(LeftTable);
    ExitRule exit = ExitRule::Eliminated;
    std::optional<Pose> reentry;  // MOV-11: where it comes back
};
struct Reentered {
    JASTA_EVENT(Reentered);
};
struct IllegalManeuver {
    JASTA_EVENT(IllegalManeuver);
    IllegalManoeuvre penalty = IllegalManoeuvre::Destroyed;
    std::vector<Violation> violations;
    std::optional<int> replacedBy;  // OneAReplaceStraight: the straight flown instead (0: none in the deck)
};

// --- Take-off and landing ---
struct GroundHold {
    JASTA_EVENT(GroundHold);
    Violation refused;  // the plan's first violation
};
struct LandingAbandoned {
    JASTA_EVENT(LandingAbandoned);
};
struct GroundAccident {
    JASTA_EVENT(GroundAccident);
    bool takeOff = false;
    char deck = 'A';
    int cards = 0;
};
struct OffField {
    JASTA_EVENT(OffField);
    OffFieldPenalty penalty = OffFieldPenalty::S003;  // the option that judged it (CONF-17)
    bool takeOff = false;
    char deck = 'A';
    int cards = 0;  // 0: no damage, the airplane is wrecked (GND-15)
};
struct TakeOffRoll {
    JASTA_EVENT(TakeOffRoll);
    int step = 0;
};
struct TakeOff {
    JASTA_EVENT(TakeOff);
    int level = 0;
    int climb = 0;
};
struct LandingApproach {
    JASTA_EVENT(LandingApproach);
    int step = 0;
};
struct LandingRoll {
    JASTA_EVENT(LandingRoll);
    int step = 0;
};
struct LandingStop {
    JASTA_EVENT(LandingStop);
    int step = 0;
};

// --- Overlaps, collisions and explosions ---
struct Overlap {
    JASTA_EVENT(Overlap);
    std::string with;
};
// Two airplanes whose footprints met, and how the options judged it.
struct Meeting {
    std::array<std::string, 2> aircraft;
    CollisionGeometry geometry = CollisionGeometry::Silhouette;
    CollisionAltitudeTest altitudeTest = CollisionAltitudeTest::None;
    CollisionAvoidance avoidance = CollisionAvoidance::None;
    double headingDifference = 0;  // degrees
    bool headOn = false;           // more than 90 degrees apart
    // Where each swerved (None: the COL-06 straight); only with avoidance.
    std::optional<std::array<Direction, 2>> directions;
    std::array<int, 2> levels{};  // each airplane's altitude level and climb counters when they met
    std::array<int, 2> climbs{};
    bool operator==(const Meeting&) const = default;
};
struct CollisionAvoided {
    JASTA_EVENT(CollisionAvoided);
    Meeting meeting;
    bool byAltitude = false;  // apart in altitude (the test), else by the avoidance draws
};
// Where an airplane swerves, as the events (their JSON and their sentences)
// name it: left or right as the data spells a direction, None as the COL-06
// straight.
inline std::string swerveName(Direction direction) {
    return direction == Direction::None ? "straight" : std::string(nameOf(direction));
}
struct AvoidanceDraw {
    JASTA_EVENT(AvoidanceDraw);
    struct Card {
        int number = 0;
        std::string name;
        bool operator==(const Card&) const = default;
    };
    CollisionAvoidance method = CollisionAvoidance::None;
    Direction direction = Direction::None;  // None: the COL-06 straight
    std::vector<Direction> choices;
    std::vector<std::string> partners;
    std::optional<Card> card;     // blind pick: the card laid out, if the deck has one
    std::optional<Pose> laidOut;  // blind pick: where it would take the airplane
};
struct Collision {
    JASTA_EVENT(Collision);
    Meeting meeting;
    CollisionDamage damage = CollisionDamage::ThreeA;
    char deck = 'A';
    int cardsEach = 0;
    std::vector<std::string> alreadyOut;  // out before this collision: they draw nothing
};
struct Blast {
    JASTA_EVENT(Blast);
    ExplosionBlast option = ExplosionBlast::None;
    std::vector<std::string> victims;
    double radiusMm = 0;  // 0: no radius, the collision partners only
    bool sameLevelOnly = false;
    bool inCollision = false;
};

// --- Fire ---
struct Fire {
    JASTA_EVENT(Fire);
    std::string target, weapon;
    int cards = 0;
    char deck = 'A';
    int bonus = 0;
    std::optional<int> shotsLeft;  // with ammunition rules
    bool oneGun = false;           // CONF-28: one gun of a twin weapon
    ShotCheck shot{};              // the verdict it fired on: range, modifiers (the log words it)
};
struct HoldFire {
    JASTA_EVENT(HoldFire);
    std::string weapon;
};
// Why an order named before the turn was flown cannot be fired (FIRE-20).
enum class HeldBecause {
    Itself,           // the target is the shooter
    TargetOut,        // the target is out of the game
    SameSide,         // the target is a friend
    NoShot,           // the shot's verdict forbids it (shot)
    NotRocketTarget,  // RKT-05: rockets are fired at balloons and ground defences, not airplanes
    FiringRockets,    // RKT-01: the airplane fires its rockets in this fire step: its guns stay silent
};
struct FireOrderHeld {
    JASTA_EVENT(FireOrderHeld);
    std::string weapon, target;
    HeldBecause because = HeldBecause::NoShot;
    std::optional<ShotCheck> shot{};  // NoShot: the verdict
};
struct OutOfAmmunition {
    JASTA_EVENT(OutOfAmmunition);
    std::string weapon;
};
struct AmmunitionReturned {
    JASTA_EVENT(AmmunitionReturned);
    std::vector<std::string> cards;
    char deck = 'A';
    bool toBottom = false;  // S003: under the deck, else shuffled in
};
struct OverdiveRedraw {
    JASTA_EVENT(OverdiveRedraw);
    char deck = 'A';
    std::string ignored, replacement;  // card ids
};
struct UnjamChoice {
    JASTA_EVENT(UnjamChoice);
    std::string weapon;
};

// --- Damage and its specials ---
// What dealt a damage card (the log words it: words/damage.hpp).
enum class DamageSource {
    Fire,             // by: the shooter
    FlamesOnBoard,    // DMG-09
    LeftTable,        // MOV-11
    Collision,        // by: the other airplane
    Explosion,        // by: the airplane that exploded (DMG-18)
    IllegalManeuver,  // MOV-13, MOV-14
    GroundAccident,   // GND-06
    RoughGround,      // GND-13, GND-14: off the runway
    LeftField,        // GND-16
    InfantryFire,     // AA-02: by: the trench or AA gun; only the card's special counts
    FlakBurst,        // AA-06/07: by: the flak battery; a whole card, but no gun of the battery jams
    BalloonBlast,     // BAL-03: by: the balloon that exploded; a whole card, specials included
    Net,              // BAL-08: by: the net; damage and explosions only, as in a collision
    Rockets,          // RKT-05: by: the airplane that fired them; a whole D card, no gun to jam
    GroundCollision,  // GND-09: by: the other airplane on the ground; damage, explosion and fire only
    Weather,          // WX-06 / WX-07: heavy weather, its points set by the rule, specials only in the clouds
};
inline constexpr auto kDamageSourceNames = nameTable<DamageSource>({{DamageSource::Fire, "fire"},
                                                                    {DamageSource::FlamesOnBoard, "flames_on_board"},
                                                                    {DamageSource::LeftTable, "left_table"},
                                                                    {DamageSource::Collision, "collision"},
                                                                    {DamageSource::Explosion, "explosion"},
                                                                    {DamageSource::IllegalManeuver, "illegal_maneuver"},
                                                                    {DamageSource::GroundAccident, "ground_accident"},
                                                                    {DamageSource::RoughGround, "rough_ground"},
                                                                    {DamageSource::LeftField, "left_field"},
                                                                    {DamageSource::InfantryFire, "infantry_fire"},
                                                                    {DamageSource::FlakBurst, "flak_burst"},
                                                                    {DamageSource::BalloonBlast, "balloon_blast"},
                                                                    {DamageSource::Net, "net"},
                                                                    {DamageSource::Rockets, "rockets"},
                                                                    {DamageSource::GroundCollision, "ground_collision"},
                                                                    {DamageSource::Weather, "weather"}});
constexpr const auto& nameTableOf(DamageSource) {
    return kDamageSourceNames;
}
struct DamageCause {
    DamageSource source = DamageSource::Fire;
    std::string by;  // the other airplane (scenario id) of fire, a collision or an explosion, or the
                     // ground defence of infantry fire (AA-02) or an artillery shot (AA-03); else empty
    bool operator==(const DamageCause&) const = default;
};

struct Damage {
    JASTA_EVENT(Damage);
    char deck = 'A';
    std::string card;
    int damage = 0;   // points dealt
    int printed = 0;  // points on the card
    Special special = Special::None;
    bool specialIgnored = false;
    int totalDamage = 0;
    int structure = 0;
    DamageCause cause;
};
struct Exploded {
    JASTA_EVENT(Exploded);
    DamageCause cause;
    std::string card;
};
struct Destroyed {
    JASTA_EVENT(Destroyed);
    DamageCause cause;
    int totalDamage = 0;
    int structure = 0;
};
enum class CrashOutcome { Survived, Exploded, Killed };
inline constexpr auto kCrashOutcomeNames = nameTable<CrashOutcome>(
    {{CrashOutcome::Survived, "survived"}, {CrashOutcome::Exploded, "exploded"}, {CrashOutcome::Killed, "killed"}});
constexpr const auto& nameTableOf(CrashOutcome) {
    return kCrashOutcomeNames;
}
struct Crash {
    JASTA_EVENT(Crash);
    CrashOutcome outcome = CrashOutcome::Survived;
    int level = 0;
    int rulers = 0;
    std::vector<std::string> cards;
    int wounds = 0;
    double crashX = 0, crashY = 0;   // where it crashes, table mm
    std::optional<int> hitPoints{};  // PIL-06: the pilot's hit points after the draw, in games that count them
};
struct Jam {
    JASTA_EVENT(Jam);
    std::string weapon;
    int counters = 0;
    JamColour colour = JamColour::None;
    std::optional<int> gunsJammed;  // CONF-28 twin weapons: 1 or 2
    std::optional<JamSide> side;    // the ordinary jam (DMG-10, WW2 handed)
    std::string target{};           // the airplane whose damage card showed the jam
};
struct Unjammed {
    JASTA_EVENT(Unjammed);
    std::string weapon;
    bool oneGun = false;  // CONF-28: the jammed gun of a twin weapon
};
struct SpecialIgnored {
    JASTA_EVENT(SpecialIgnored);
    Special special = Special::None;
};
struct Smoke {
    JASTA_EVENT(Smoke);
    int smoke = 0;
    bool permanent = false;  // DMG-14
};
struct SmokeCleared {
    JASTA_EVENT(SmokeCleared);
};
struct OnFire {
    JASTA_EVENT(OnFire);
    int flames = 0;
};
struct Rudder {  // secret to the airplane (DMG-02)
    JASTA_EVENT(Rudder);
    Direction side = Direction::None;
    bool permanent = false;  // DMG-14
};
struct Engine {  // the first hit is secret to the airplane (DMG-02)
    JASTA_EVENT(Engine);
    int engineHits = 0;
    bool outOfGame = false;  // the second hit of an airplane in play (DMG-08, DMG-14)
};
struct Wounded {  // secret to the airplane (DMG-02)
    JASTA_EVENT(Wounded);
    bool observer = false;
    int wounds = 0;
    std::optional<int> hitPoints{};  // PIL-06: the pilot's hit points left, in games that count them
};
struct PilotKilled {
    JASTA_EVENT(PilotKilled);
    std::optional<int> hitPoints{};  // PIL-09: below 0, in games that count them
};
struct MustLand {  // secret to the airplane (PIL-08, DMG-21)
    JASTA_EVENT(MustLand);
    int byTurn = 0;  // he must be on the ground by the end of this turn
    int turns = 0;   // the full turns that gives him (sw_landing_turns)
};
struct LandingTooLate {
    JASTA_EVENT(LandingTooLate);
    int byTurn = 0;
};

// BOMB-01/04/05: bombs leave the airplane after its maneuver.
struct BombsDropped {
    JASTA_EVENT(BombsDropped);
    int count = 0;  // bombs (clusters) dropped together
    bool clusters = false;
    int level = 0;    // the level they were dropped from
    int markers = 0;  // BOMB-05: moves after the first before they land
    int card = 0;     // the card of the bomber's deck they move along
    Pose at;          // where their card lies after its first move
};
// BOMB-05: falling bombs make one more move.
struct BombFalls {
    JASTA_EVENT(BombFalls);
    Pose at;
    int markers = 0;  // moves still to make
};
// What one landing does to one objective (BOMB-03, BOMB-06).
struct BombHit {
    std::string target;  // TargetState id
    std::string name;    // its name on the table
    int cover = 0;       // BombCover: 1 touch, 2 centre
    int damage = 0;      // BOMB-06 points (bomb_power on)
    bool destroyed = false;
    bool operator==(const BombHit&) const = default;
};
struct BombLanded {
    JASTA_EVENT(BombLanded);
    Pose at;
    int count = 0;
    std::vector<BombHit> hits;  // none: they fell on open ground
};
// BOMB-02: dropped below level 1, the airplane blows up with its bombs.
struct BombBlewUp {
    JASTA_EVENT(BombBlewUp);
    int level = 0;
};
// BOMB-07/08: fewer than half the bombs are left: the load's limits end.
struct LoadLightened {
    JASTA_EVENT(LoadLightened);
    int bombsLeft = 0;
    bool counterDiscarded = false;  // BOMB-08: it stays at its level and loses one counter
};

// RCN-01: the observer photographs an objective (the first time only).
struct Photographed {
    JASTA_EVENT(Photographed);
    std::string target;  // TargetState id
    std::string name;    // its name on the table
    int level = 0;
};
// RCN-02: an airplane passes close enough to an objective to scout it (the
// first time only).
struct Reconnoitred {
    JASTA_EVENT(Reconnoitred);
    std::string target;
    std::string name;
    int level = 0;
    double distanceMm = 0;  // from the centre of its base to the objective's card
    double reachMm = 0;     // the most the rule allows at that level
};

// AA-02 / AA-03: a trench, an AA gun or a flak battery (the event's subject,
// a TargetState id) is destroyed by its structure's damage points or at once
// by an explosion card.
struct DefenceDestroyed {
    JASTA_EVENT(DefenceDestroyed);
    std::string by;  // the airplane whose fire destroyed it
    bool explosion = false;
    int totalDamage = 0;
    int structure = 0;
};
// AA-03: a special other than a jam puts an AA gun out of action: no more
// artillery shot; its infantry fires until it is destroyed. AA-01 (our
// reading): a flak battery's crew the same way: it aims no more shells.
struct DefenceSilenced {
    JASTA_EVENT(DefenceSilenced);
    std::string by;
    Special special = Special::None;
    bool flak = false;  // a flak battery, which has no infantry
};

// The flak events' subject is the battery (a TargetState id); its token
// lies open on the table. Burst times are (turn, phase) of a fire step.
// AA-05: the gunner puts the token down, once the plans are made.
struct FlakAimed {
    JASTA_EVENT(FlakAimed);
    Point2 at;
    int altitude = 0;
    int burstTurn = 0;
    int burstPhase = 0;
};
// AA-05: the battery, ready, does not shoot this turn.
struct FlakHeld {
    JASTA_EVENT(FlakHeld);
};
// AA-08: moved before the 2nd reveal: it bursts two phases later.
struct FlakMoved {
    JASTA_EVENT(FlakMoved);
    Point2 from;
    Point2 to;
    int fromAltitude = 0;
    int altitude = 0;
    int burstTurn = 0;
    int burstPhase = 0;
};
// AA-08: held two phases at the fire step of phase 2.
struct FlakDelayed {
    JASTA_EVENT(FlakDelayed);
    int burstTurn = 0;
    int burstPhase = 0;
};
// AA-06/07: the shell bursts. The airplanes on the token draw a C card, those
// within half a ruler (option flak_near_miss) an A card: Damage events follow,
// their cause FlakBurst. AA-04: the battery reloads until `readyFrom`.
struct FlakBurst {
    JASTA_EVENT(FlakBurst);
    Point2 at;
    int altitude = 0;
    std::vector<std::string> direct;
    std::vector<std::string> nearMiss;
    int readyFrom = 0;
};

// The balloon events' subject is the balloon (a TargetState id), but for
// the contacts, whose subject is the airplane.
// BAL-02: a flames card sets the balloon alight, or adds a flame: each
// flame costs it an A card at the start of every turn, for good.
struct BalloonAlight {
    JASTA_EVENT(BalloonAlight);
    std::string by;  // the airplane whose fire did it
    int flames = 0;  // flames it now has
};
// BAL-03: it blows up (an explosion card, or destroyed while burning). The
// airplanes at its level over its card draw a C card, those within half a
// ruler an A card: Damage events follow, their cause BalloonBlast.
struct BalloonExploded {
    JASTA_EVENT(BalloonExploded);
    std::string by;  // the airplane whose fire or collision did it; empty: its flames
    bool explosionCard = false;
    std::vector<std::string> onCard;
    std::vector<std::string> near;
};
// BAL-04: it reaches its structure without fire: taken off the table, no blast.
struct BalloonDestroyed {
    JASTA_EVENT(BalloonDestroyed);
    std::string by;
    int totalDamage = 0;
    int structure = 0;
};
// BAL-09: at the end of a turn it is winched down one climb counter.
struct BalloonWinched {
    JASTA_EVENT(BalloonWinched);
    int altitude = 0;  // where it is now
    int climb = 0;
    bool burning = false;  // why: it burns (else its side decided)
};
// BAL-09: it reached the ground before it was destroyed: out of the game, no victory.
struct BalloonGrounded {
    JASTA_EVENT(BalloonGrounded);
};
// BAL-05 / BAL-06: an airplane (the subject) runs into the balloon; each
// draws a C card, no avoidance draw. Damage events follow.
struct BalloonCollision {
    JASTA_EVENT(BalloonCollision);
    std::string balloon;
};
// BAL-07: an airplane (the subject) passes under the balloon and hits its
// cables: it draws two A cards, the balloon nothing.
struct BalloonCables {
    JASTA_EVENT(BalloonCables);
    std::string balloon;
};

// BAL-09: the balloon's side orders it winched down (the subject: the balloon).
struct WinchOrdered {
    JASTA_EVENT(WinchOrdered);
};
// BAL-08: an airplane (the subject) ends a maneuver across a barrage net at
// or below its height. `share`: the part of its card beyond the net (1: it
// flew right through); destroyed when more than a third is across or it was
// already caught after its previous maneuver (`again`), else two A cards follow.
struct NetCaught {
    JASTA_EVENT(NetCaught);
    std::string net;
    double share = 0;
    bool again = false;
    bool destroyed = false;
};

// GND-09 (S000): two airplanes overlap on the ground after a move, one of
// them taking off or landing: each takes `cards` cards of `deck`.
struct GroundCollision {
    JASTA_EVENT(GroundCollision);
    std::string other;
    char deck = 'A';
    int cards = 0;
};
// GND-12 (S000, end of turn) / GND-18 (S004, after a move): the airplane
// overlaps `from` on the ground and catches fire: `flames` counters.
struct GroundFireCaught {
    JASTA_EVENT(GroundFireCaught);
    std::string from;
    int flames = 0;
};
// GND-11 / GND-18 (option ground_fire_fighting): at the start of the turn
// the crew fight the fire: card `card` of `deck` (worth `value`) is drawn
// for nothing but its value, and `removed` flame counters go without damage;
// `flames` are left.
struct GroundFireFought {
    JASTA_EVENT(GroundFireFought);
    char deck = 'A';
    std::string card;
    int value = 0;
    int removed = 0;
    int flames = 0;
};

// GND-08 / GND-17: a parked airplane moved on the ground before the second card.
struct Taxied {
    JASTA_EVENT(Taxied);
    Pose from, to;
};

// TER-03: the move ran into relief zone `zone` (its `name`, ground at
// `floor`) with the airplane not above it: it crashes into the hillside at
// `level` and `climb` counters.
struct StruckRelief {
    JASTA_EVENT(StruckRelief);
    std::string zone;
    std::string name;
    int floor = 0;
    int level = 0;
    int climb = 0;
};

// BAL-10: the balloons' spotting is over at the end of turn `turn` of
// `turns`: `balloon` (an id) burns or is destroyed and the balloon busters'
// mission is done, or, empty, none was and the artillery fires.
struct ArtilleryDecided {
    JASTA_EVENT(ArtilleryDecided);
    std::string balloon;
    int turn = 0;
    int turns = 0;
};

// WX-01: the card that took it up into the cloud layer; its stand stays here.
struct EnteredCloud {
    JASTA_EVENT(EnteredCloud);
    int level = 0;  // the layer's level
};
// WX-01: a card written on paper in the clouds (secret to its player).
struct CloudCard {
    JASTA_EVENT(CloudCard);
    int card = 0;
    std::string name;
    Speed speed = Speed::Normal;
};
// WX-01: out of the clouds (a Split-S or dive planned, or down in them): the
// cards written on paper are flown from the stand, `path` the pose after
// each of them (the last one is where it comes out).
struct LeftCloud {
    JASTA_EVENT(LeftCloud);
    Pose from;
    std::vector<int> cards;
    std::vector<Pose> path;
};

// WX-03 / WX-04: the weather of the game, told before turn 1; with a
// season, drawn from the A card of `value`.
struct WeatherReport {
    JASTA_EVENT(WeatherReport);
    WeatherKind weather = WeatherKind::Clear;
    int low = 0;
    int high = 0;
    std::optional<Season> season;
    int value = 0;  // the A card's value when drawn for the season
    // WX-04: the card drawn carries a special: "the road is clear" (WX-09)
    // is the attackers' advantage whatever the weather.
    bool special = false;
};
// WX-06 / WX-07: a heavy-weather B card drawn, and the points it deals.
struct WeatherShakes {
    JASTA_EVENT(WeatherShakes);
    std::string card;  // its id
    int value = 0;     // as printed
    int points = 0;
    bool inClouds = false;
    bool afterCard = false;  // after a special card (else at the start of the turn)
};

// WX-08..10, BAL-11: `favoured` gains two full turns of tactical advantage,
// turns `from` to `to`: every airplane of the other side plays one card a
// turn, with no Immelmann or Split-S. Set off by the attacking airplane `by`
// (Event::aircraft) crossing into the defended zone, or coming out of the
// clouds (`fromClouds`), in turn from - 1.
struct TacticalAdvantage {
    JASTA_EVENT(TacticalAdvantage);
    Side favoured = Side::Entente;
    bool roadIsClear = false;  // WX-09 (the attackers'); else the alert system of WX-10 / BAL-11 (the defenders')
    bool fromClouds = false;
    int from = 0;
    int to = 0;
};
// WX-09 / WX-10: a surprised airplane's blank: it stays where it is this
// phase. WX-02: a blank written on the sheet in the WW2 cloud cover (secret).
struct BlankCard {
    JASTA_EVENT(BlankCard);
    bool inClouds = false;
};

// WX-11: the sun of the game, told before turn 1: the A card drawn (and,
// after a 0, the noon sun's), the half of the table the sun stands over and
// the side it favours (none: two 0s, or heavy weather, which hides it); that
// side waits off the table until it comes in out of the sun, by turn `enterBy`.
struct SunDrawn {
    JASTA_EVENT(SunDrawn);
    int value = 0;
    std::optional<int> noonValue;
    std::optional<Compass> towards;
    std::optional<Side> favoured;
    TimeOfDay timeOfDay = TimeOfDay::Morning;
    int levelOffset = 0;  // levels above its prey the side with the sun comes in at
    int enterBy = 0;
    bool heavyWeather = false;   // no draw: heavy weather hides the sun
    bool replacesAlert = false;  // the sun replaces the defenders' alert system (WX-10)
};
// WX-11: the side with the sun waits another turn off the table.
struct SunWaits {
    JASTA_EVENT(SunWaits);
    Side side = Side::Entente;
    int enterBy = 0;
};
// WX-11: an airplane comes in out of the sun (Event::aircraft) at `pose`,
// `altitude`, against `prey` at `place` (SunPlace::Start: where the scenario
// placed it, with no prey in the glare or no room near it). `forced`: the
// last turn to wait had come.
struct SunEntered {
    JASTA_EVENT(SunEntered);
    std::string prey;
    SunPlace place = SunPlace::Start;
    Pose pose;
    int altitude = 0;
    bool forced = false;
};

// --- The game modes (MODE-01..08) ---
// MODE-02: the airplane (Event::aircraft) ended a maneuver over ammunition
// marker `marker` (its index in the scenario's list): its shot counter is
// back to `shots`.
struct Reloaded {
    JASTA_EVENT(Reloaded);
    int marker = 0;
    int shots = 0;
};
// A pilot (Event::aircraft) is credited with `victim`, shot down after he
// was the last to damage it: `victories` his own now, `teamVictories` his
// team's (the same in DeathMatch).
struct Victory {
    JASTA_EVENT(Victory);
    std::string victim;
    int victories = 0;
    int teamVictories = 0;
};
// MODE-03/04/07: the airplane, out for a full turn, comes back at `pose`.
struct CameBack {
    JASTA_EVENT(CameBack);
    Pose pose;
    int altitude = 0;
};
// MODE-06: the airplane passed over the flag of `flag`'s side and carries it.
struct FlagTaken {
    JASTA_EVENT(FlagTaken);
    Side flag = Side::Entente;
    Point2 at;
};
enum class FlagDrop {
    ShortRange,   // hit by a shot at short range
    SecondLong,   // hit by a second shot at long range in this carry
    CarrierDown,  // its carrier went down where it was
    CarrierLeft,  // its carrier left the table: the flag goes home
};
inline constexpr auto kFlagDropNames = nameTable<FlagDrop>({{FlagDrop::ShortRange, "short_range"},
                                                            {FlagDrop::SecondLong, "second_long"},
                                                            {FlagDrop::CarrierDown, "carrier_down"},
                                                            {FlagDrop::CarrierLeft, "carrier_left"}});
constexpr const auto& nameTableOf(FlagDrop) {
    return kFlagDropNames;
}
// MODE-06: the carrier (Event::aircraft) dropped the flag at `at`.
struct FlagDropped {
    JASTA_EVENT(FlagDropped);
    Side flag = Side::Entente;
    Point2 at;
    FlagDrop because = FlagDrop::ShortRange;
};
// MODE-06: a fallen flag nobody took back by the end of the next turn goes home.
struct FlagReturned {
    JASTA_EVENT(FlagReturned);
    Side flag = Side::Entente;
};
// MODE-06: the carrier (Event::aircraft) brought the enemy's flag into its
// camp: its team scores; `captures` is its team's count now. The flag goes home.
struct FlagCaptured {
    JASTA_EVENT(FlagCaptured);
    Side flag = Side::Entente;
    int captures = 0;
};
// MODE-06: the carrier brought its own side's flag into its camp, for no
// point: the flag lies there, safe.
struct FlagSecured {
    JASTA_EVENT(FlagSecured);
    Side flag = Side::Entente;
    Point2 at;
};
// MODE-03/04/07: the shared damage deck of MODE-08 has run out.
struct DeckExhausted {
    JASTA_EVENT(DeckExhausted);
};

#undef JASTA_EVENT

}  // namespace ev

// One alternative per EventKind, in its order: the alternative is the kind.
using EventData = std::variant<
    ev::Turn, ev::Planned, ev::Tail, ev::Reordered, ev::TailReveal, ev::TailLost, ev::PhaseEnd, ev::GameOver, ev::Move,
    ev::Altitude, ev::Landed, ev::OutOfFuel, ev::LeftTable, ev::Reentered, ev::IllegalManeuver, ev::GroundHold,
    ev::LandingAbandoned, ev::GroundAccident, ev::OffField, ev::TakeOffRoll, ev::TakeOff, ev::LandingApproach,
    ev::LandingRoll, ev::LandingStop, ev::Overlap, ev::CollisionAvoided, ev::AvoidanceDraw, ev::Collision, ev::Blast,
    ev::Fire, ev::HoldFire, ev::FireOrderHeld, ev::OutOfAmmunition, ev::AmmunitionReturned, ev::OverdiveRedraw,
    ev::UnjamChoice, ev::Damage, ev::Exploded, ev::Destroyed, ev::Crash, ev::Jam, ev::Unjammed, ev::SpecialIgnored,
    ev::Smoke, ev::SmokeCleared, ev::OnFire, ev::Rudder, ev::Engine, ev::Wounded, ev::PilotKilled, ev::MustLand,
    ev::LandingTooLate, ev::BombsDropped, ev::BombFalls, ev::BombLanded, ev::BombBlewUp, ev::LoadLightened,
    ev::Photographed, ev::Reconnoitred, ev::DefenceDestroyed, ev::DefenceSilenced, ev::FlakAimed, ev::FlakHeld,
    ev::FlakMoved, ev::FlakDelayed, ev::FlakBurst, ev::BalloonAlight, ev::BalloonExploded, ev::BalloonDestroyed,
    ev::BalloonWinched, ev::BalloonGrounded, ev::BalloonCollision, ev::BalloonCables, ev::WinchOrdered, ev::NetCaught,
    ev::GroundCollision, ev::GroundFireCaught, ev::GroundFireFought, ev::Taxied, ev::StruckRelief, ev::ArtilleryDecided,
    ev::EnteredCloud, ev::CloudCard, ev::LeftCloud, ev::WeatherReport, ev::WeatherShakes, ev::TacticalAdvantage,
    ev::BlankCard, ev::SunDrawn, ev::SunWaits, ev::SunEntered, ev::Reloaded, ev::Victory, ev::CameBack, ev::FlagTaken,
    ev::FlagDropped, ev::FlagReturned, ev::FlagCaptured, ev::FlagSecured, ev::DeckExhausted>;

namespace detail {
template <std::size_t... I>
constexpr bool eventDataInKindOrder(std::index_sequence<I...>) {
    return ((static_cast<std::size_t>(std::variant_alternative_t<I, EventData>::kind) == I) && ...);
}
}  // namespace detail
static_assert(std::variant_size_v<EventData> == kEventKindNames.entries().size(), "one struct per EventKind");
static_assert(detail::eventDataInKindOrder(std::make_index_sequence<std::variant_size_v<EventData>>{}),
              "EventData lists the ev structs in EventKind order");

struct Event {
    Event() = default;
    Event(EventData what, std::string about, std::vector<std::string> ruleIds, std::string secretToAirplane = {})
        : data(std::move(what)),
          aircraft(std::move(about)),
          rules(std::move(ruleIds)),
          secretTo(std::move(secretToAirplane)) {}

    EventData data;                  // what happened: its alternative is the kind
    std::string aircraft;            // the airplane it is about (scenario id), may be empty
    std::vector<std::string> rules;  // RULES.md ids, e.g. {"MOV-06"}
    std::string secretTo;            // only this airplane's player may see it (empty: public)

    EventKind kind() const { return static_cast<EventKind>(data.index()); }
    // The facts of kind T: `as` when the kind is known, `get` to ask.
    template <class T>
    const T& as() const {
        return std::get<T>(data);
    }
    template <class T>
    const T* get() const {
        return std::get_if<T>(&data);
    }
    bool operator==(const Event&) const = default;
};

// The event as one JSON object: kind, rules, aircraft (when set) and details
// (the facts, with "secret_to"), for the CLI and the golden files; the CLI
// adds the sentence of words/events.hpp as "text".
nlohmann::json toJson(const Event& event);

}  // namespace jasta
