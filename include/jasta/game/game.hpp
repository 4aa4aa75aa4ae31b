#pragma once
// The turn engine (DESIGN.md principle 2): one `apply(state, command, rng)`
// for every change of a game. Commands are what a player decides; the engine
// runs everything else (upkeep, moves, collisions, fire, damage, counters,
// victory) in the order of RULES.md §5 and stops when it needs a decision.
// Same seed + same commands = the same state and events, bit for bit.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "jasta/base/names.hpp"
#include "jasta/base/rng.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/rules/advantage.hpp"
#include "jasta/rules/balloons.hpp"
#include "jasta/rules/damage_piles.hpp"
#include "jasta/rules/event.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/flak.hpp"
#include "jasta/rules/game_modes.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/rules/phase.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/rules/sun.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/plan.hpp"

namespace jasta {

struct GameData;
struct Scenario;
struct RuleSet;

// --- Commands: the decisions players make -------------------------------

// The three cards for this turn (MOV-01/02).
struct SubmitPlan {
    std::string aircraft;
    Plan plan;
    bool operator==(const SubmitPlan&) const = default;
};
// TAIL-05: the one enemy a pursuer tails this turn; empty = none.
struct ChooseTail {
    std::string pursuer;
    std::string target;
    bool operator==(const ChooseTail&) const = default;
};
// TAIL-03/04/09: the pursuer's cards after seeing the target's card.
struct ReorderPlan {
    std::string aircraft;
    Plan plan;
    bool operator==(const ReorderPlan&) const = default;
};
// FIRE-20: fire one weapon at a target, or hold (empty target).
struct FireOrder {
    std::string aircraft;
    std::string weapon;
    std::string target;
    bool operator==(const FireOrder&) const = default;
};

// FIRE-27/28 (option twin_jam): a twin weapon with one gun jammed works on
// the jam in this fire step instead of firing its other gun. Holding fire
// with such a weapon is the same choice (there is nothing else to do with
// it); this command says it in so many words and the log shows it.
struct Unjam {
    std::string aircraft;
    std::string weapon;
    bool operator==(const Unjam&) const = default;
};

// BOMB-01: before a phase's maneuvers, an airplane carrying bombs says how
// many it drops in that phase (0: none). The drop is resolved after the
// maneuver, before fire.
struct DropBombs {
    std::string aircraft;
    int bombs = 0;
    bool operator==(const DropBombs&) const = default;
};

// AA-04..08: what a flak battery's gunner does at each of its three moments.
enum class FlakAction : std::uint8_t {
    Place,  // AA-05: once the plans are made, put the token at `at` for a burst at `altitude`
    Hold,   // ... or not shoot this turn (the battery stays ready)
    Keep,   // AA-08: before the 2nd reveal, leave the token where it is
    Move,   // ... or move it (at most a ruler and a level): it bursts in phase 1 of the next turn
    Burst,  // AA-06: in the fire step of phase 2, burst now
    Delay,  // AA-08: ... or hold it two phases, to phase 1 of the next turn
};
inline constexpr auto kFlakActionNames = nameTable<FlakAction>({{FlakAction::Place, "place"},
                                                                {FlakAction::Hold, "hold"},
                                                                {FlakAction::Keep, "keep"},
                                                                {FlakAction::Move, "move"},
                                                                {FlakAction::Burst, "burst"},
                                                                {FlakAction::Delay, "delay"}});
constexpr const auto& nameTableOf(FlakAction) {
    return kFlakActionNames;
}
struct AimFlak {
    std::string battery;  // TargetState id
    FlakAction action = FlakAction::Place;
    Point2 at;         // Place, Move: the token's centre, mm
    int altitude = 0;  // Place, Move: the level it bursts at
    bool operator==(const AimFlak&) const = default;
};

// BAL-09: the balloon's side has its crew winch it down: from the end of
// this turn it comes one climb counter lower a turn, to the ground. Given
// while the turn's plans are made (no decision waits for it).
struct WinchBalloon {
    std::string balloon;  // TargetState id
    bool operator==(const WinchBalloon&) const = default;
};

// GND-08 / GND-17: before the second card is revealed, the player of a
// parked airplane moves it on the ground to `to`, or leaves it (none).
struct Taxi {
    std::string aircraft;
    std::optional<Pose> to;
    bool operator==(const Taxi&) const = default;
};

// WX-11: at the start of a turn, the side with the sun comes in out of it
// now (`enter`), or waits another turn (it must come in by the last turn
// the scenario gives).
struct SunEntryChoice {
    bool enter = true;
    bool operator==(const SunEntryChoice&) const = default;
};

using Command = std::variant<SubmitPlan, ChooseTail, ReorderPlan, FireOrder, Unjam, DropBombs, AimFlak, WinchBalloon,
                             Taxi, SunEntryChoice>;

nlohmann::json toJson(const Command& command);
// Reads a command; throws std::invalid_argument naming the JSON pointer
// (relative to `pointer`) of what is wrong.
Command commandFromJson(const nlohmann::json& json, const std::string& pointer = "");

// A command the engine cannot take now (out of turn, unknown airplane...).
struct CommandError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// --- State ----------------------------------------------------------------

enum class Stage { ChooseTails, Planning, Reorder, Fire, Over, Drop, Flak, Taxi, Sun };
inline constexpr auto kStageNames = nameTable<Stage>({{Stage::ChooseTails, "choose_tails"},
                                                      {Stage::Planning, "planning"},
                                                      {Stage::Reorder, "reorder"},
                                                      {Stage::Fire, "fire"},
                                                      {Stage::Over, "over"},
                                                      {Stage::Drop, "drop"},
                                                      {Stage::Flak, "flak"},
                                                      {Stage::Taxi, "taxi"},
                                                      {Stage::Sun, "sun"}});
constexpr const auto& nameTableOf(Stage) {
    return kStageNames;
}

// One weapon that may fire this fire step, and at whom (FIRE-16: one target per weapon).
struct FireOption {
    std::string aircraft;
    std::string weapon;
    std::vector<std::string> targets;  // legal targets, best first
};

// AA-05..08: a flak battery's burst token on the table (open to all).
struct FlakToken {
    Point2 at;             // its centre, mm
    int altitude = 1;      // the level it bursts at
    int placedTurn = 0;    // the turn the gunner put it down
    bool moved = false;    // AA-08: moved before the 2nd reveal
    bool delayed = false;  // AA-08: held two phases at the fire step of phase 2
    bool operator==(const FlakToken&) const = default;
};

// Issue 16: an objective of the scenario (ScenarioTarget) as the game goes.
struct TargetState {
    std::string id;
    std::string type;  // GroundType id
    std::string name;
    Side side = Side::Entente;
    Pose pose;       // its card's centre (the red dot) and heading
    int damage = 0;  // BOMB-06: points taken
    bool destroyed = false;
    // RCN-01 / RCN-02: the airplanes that photographed it, that scouted it.
    std::vector<std::string> photographedBy;
    std::vector<std::string> reconnoitredBy;
    // AA-03: the AA gun's artillery as an airplane's weapon: its jam counters
    // (DMG-10) and its aim track (FIRE-09), by weapon id. Empty for the rest.
    std::map<std::string, int, std::less<>> jams;
    std::map<std::string, AircraftState::Aim, std::less<>> aim;
    bool silenced = false;  // AA-03: a special other than a jam put the AA gun out of action
    // AA-04: a flak battery's first turn to aim (it arms during the turns
    // before, reloads during the one after a burst); 0 for the rest.
    int readyFrom = 0;
    std::optional<FlakToken> token;  // AA-05..08: its burst token on the table
    // BAL-09: a balloon's height in the air (level, climb counters); the rest stand at 0.
    int altitude = 0;
    int climb = 0;
    int flames = 0;         // BAL-02: flames it has taken; they never go out and add up
    bool winching = false;  // BAL-09: its side has it winched down (a burning one always is)
    bool grounded = false;  // BAL-09: winched down to the ground before it was destroyed: out of the game
    bool operator==(const TargetState&) const = default;
};

// BOMB-04/05: bombs dropped together that have not landed yet.
struct FallingBomb {
    std::string owner;  // the airplane that dropped them
    Pose pose;          // where their card lies now
    int count = 1;      // bombs (clusters) dropped together
    bool clusters = false;
    int markers = 0;  // moves still to make; it lands with the last
    int card = 0;     // the card of the owner's deck it moves along
    // The speed the bomber flew the maneuver of the drop at (WW2 cards have
    // no normal speed): the bomb keeps it whatever the bomber does later.
    Speed speed = Speed::Normal;
    bool operator==(const FallingBomb&) const = default;
};

// WX-11: the sun of a game, drawn before turn 1 (scenario field `sun`).
struct SunState {
    SunSetting setting;
    SunDraw draw;
    // The side with the sun at its back; none: no advantage (two 0s drawn,
    // or heavy weather).
    std::optional<Side> favoured;
    int entered = 0;  // the turn it came in out of the sun; 0: not yet
    // The airplanes that came in against an enemy, and that enemy, their
    // prey (TAIL-14: they tail that turn).
    std::map<std::string, std::string, std::less<>> entrants;
    [[nodiscard]] bool enteredIn(int turn) const { return entered != 0 && entered == turn; }
    // TAIL-14: `airplane` came in against an enemy in `turn`, so it tails whatever the ruler says.
    [[nodiscard]] bool tailsOutOfTheSun(int turn, std::string_view airplane) const {
        return enteredIn(turn) && entrants.count(airplane) > 0;
    }
    bool operator==(const SunState&) const = default;
};

struct GameState {
    std::string scenario;  // scenario id
    std::string ruleset;   // rule set id
    Era era = Era::Ww1;
    TableSize table;
    int turn = 1;
    int phase = 0;  // 1..3 during a turn's phases, 0 before them
    Stage stage = Stage::Planning;
    std::vector<AircraftState> aircraft;

    PlanBook plans;            // this turn's plans (secret until revealed)
    ViolationBook violations;  // what checkPlan found in each
    std::map<std::string, std::vector<std::string>, std::less<>> tailChoices;  // pursuer -> possible targets, waiting
    std::map<std::string, std::string, std::less<>> tails;                     // pursuer -> target this turn
    std::map<std::string, int, std::less<>> reorderFrom;  // pursuer -> first card it may reorder, waiting
    // TAIL-03/04: each pursuer as it stood when the turn's plans were complete
    // (the state checkPlan judged its plan against). A reorder is the same
    // turn's plan put in another order, so it is judged against this state
    // too (checkReorderedPlan), not against where card 1 has since taken it.
    // Not in the state hash or JSON: it is a copy of an airplane of this turn,
    // fixed by the previous phase end and the plans, and cleared every turn.
    std::map<std::string, AircraftState, std::less<>> plannedAs;
    std::vector<OverlapPair> overlaps;    // after this phase's moves
    std::vector<FireOption> fireOptions;  // waiting for orders
    std::vector<FireOrder> fireOrders;    // given this fire step
    std::optional<DamagePiles> piles;
    // Issue 16: the objectives on the ground, the bombs falling, and the
    // drops being announced before the next phase (BOMB-01).
    std::vector<TargetState> targets;
    std::vector<FallingBomb> bombs;
    std::vector<std::string> taxiChoices;           // GND-08 / GND-17: parked airplanes still to say where they go
    std::vector<std::string> dropChoices;           // airplanes still to say whether they drop
    std::map<std::string, int, std::less<>> drops;  // bombs each drops in the next phase
    // AA-04..08: the flak batteries whose gunners must still answer, and what
    // they are asked (Place, Keep/Move or Burst/Delay: the first of each pair).
    std::vector<std::string> flakChoices;
    FlakAction flakStep = FlakAction::Place;
    // BAL-08: the scenario's barrage nets, and the airplanes whose card lay
    // across one after their last maneuver (touching it again destroys them).
    std::vector<BalloonNet> nets;
    std::vector<std::string> inNets;
    std::optional<ArtillerySpotting> spotting;  // BAL-10: the balloons spotting for the artillery
    std::optional<Weather> weather;             // WX-03: the campaign weather (cloud_cover = s003_weather_band)
    std::optional<Attack> attack;               // WX-08..10, BAL-11: who attacks, and the defended zone
    std::optional<Advantage> advantage;         // ... the tactical advantage it brings (from: once set off)
    std::optional<SunState> sun;                // WX-11: who has the sun, and when they came in
    std::optional<ModeState> mode;              // MODE-01..07: the game mode and what it keeps
    std::optional<Scoring> scoring;             // MODE-09: the victory points (none: the game keeps no score)
    std::string result;                         // when Over: the winning side, or "draw"
    // RuleOptions::fingerprint of the options the game is played under (set
    // by newGame), so that the state hash covers the rules in force.
    std::uint64_t rulesFingerprint = 0;

    [[nodiscard]] const AircraftState* find(std::string_view id) const;
    [[nodiscard]] AircraftState* find(std::string_view id);
    // The airplane `id`; throws std::invalid_argument naming it when the game has none.
    [[nodiscard]] const AircraftState& airplane(std::string_view id) const;
};

// Who must decide what now.
// What the engine waits for from a player (RULES.md §5.1).
enum class DecisionKind : std::uint8_t { Plan, Tail, Reorder, Fire, Drop, Flak, Taxi, Sun };
inline constexpr auto kDecisionKindNames = nameTable<DecisionKind>({{DecisionKind::Plan, "plan"},
                                                                    {DecisionKind::Tail, "tail"},
                                                                    {DecisionKind::Reorder, "reorder"},
                                                                    {DecisionKind::Fire, "fire"},
                                                                    {DecisionKind::Drop, "drop"},
                                                                    {DecisionKind::Flak, "flak"},
                                                                    {DecisionKind::Taxi, "taxi"},
                                                                    {DecisionKind::Sun, "sun"}});
constexpr const auto& nameTableOf(DecisionKind) {
    return kDecisionKindNames;
}

struct Decision {
    DecisionKind kind = DecisionKind::Plan;
    // Whose decision: the airplane's player decides; Flak: the battery's side;
    // Sun: the first airplane waiting in the sun, for its side.
    std::string aircraft;
    std::string weapon;  // for Fire
    // Targets for Tail and Fire; Flak: the FlakAction names open now; Sun: "enter", "wait".
    std::vector<std::string> options;
    bool canUnjam = false;  // Fire: the weapon has one gun jammed and may work on it (Unjam)
};

// Called at the end of every phase with the state and generator exactly as
// the phase_end event's hash saw them. A replay uses it to show a phase that
// ends inside a command (one fire order can end phases 1, 2 and 3 when
// nobody can fire in 2 and 3). Must not throw.
using PhaseEndObserver = std::function<void(const GameState& state, const Rng& rng)>;

// The fixed context of one game: the data and the rule options in force.
struct Engine {
    const GameData& data;
    RuleOptions rules;
    PhaseEndObserver onPhaseEnd = {};  // usually none
};

struct Applied {
    GameState state;
    std::vector<Event> events;
};

// The scenario laid out on the table before any rule runs: the table, the
// airplanes (as they fly in its mode), ground units, nets, game mode and
// attack where the scenario puts them; no damage decks, weather or sun yet.
// Types missing from `data` are left out. newGame starts from it; the
// scenario editor shows it.
GameState layOut(const Scenario& scenario, const GameData& data);
// Sets up the scenario (damage decks shuffled with `rng`) and runs the start
// of turn 1 up to the first decision.
Applied newGame(const Engine& engine, const Scenario& scenario, const std::string& rulesetId, Rng& rng);
// The one path for every change of state. Throws CommandError when the
// command is not one the engine is waiting for; the state is then unchanged.
Applied apply(const Engine& engine, GameState state, const Command& command, Rng& rng);
std::vector<Decision> pending(const GameState& state);

// AA-01: the shot of airplane `shooter`'s `weapon` at `target`, an airplane
// or a ground defence still standing, measured as the fire step measures it
// (where everything stands now). Nullopt when there is no such airplane or
// standing defence. What a fire prompt or overlay shows for one fire option.
std::optional<ShotCheck> shotInGame(const GameData& data, const RuleOptions& rules, const GameState& state,
                                    std::string_view shooter, const Weapon& weapon, std::string_view target);

// Whether anybody may tail in this game now: the option (CONF-14) and, under
// the campaign weather, not in medium cloud (WX-05). The engine offers tails,
// and the teaching overlay draws them, only then.
bool tailingInPlay(const RuleOptions& rules, const GameState& state);

// WX-11: the enemies of the side with the sun that its glare hides it from
// now (inTheGlare), in game order; empty without a sun in the game.
std::vector<std::string> sunPrey(const GameState& state);

// WX-11: where the airplanes waiting in the sun would come in if they came
// in now (placeOutOfTheSun against sunPrey): what the engine does on entry,
// and what the table shows while their side decides. Empty with nobody waiting.
std::vector<SunEntry> sunEntries(const GameData& data, const GameState& state);

// TAIL-14: the turn the side with the sun came in, each of its airplanes
// placed against an enemy may tail any enemy in the glare: by pursuer, the
// enemies offered, its own prey (the best placed) first, then the rest
// nearest first. Empty in any other turn.
std::map<std::string, std::vector<std::string>, std::less<>> sunTailChoices(const GameState& state);

// WX-08..10, BAL-11: the side that defends against the game's attack: that
// of the first airplane, then target, of another side than the attackers';
// with none, the attackers' enemy in their era. The attackers' side without an attack.
Side defendingSide(const GameState& state);

// AA-04..08: the flak battery `id` of a game, still standing, as flak.hpp
// measures it (its card, its token's size, the game's ruler); nullopt when
// `id` is no such battery.
std::optional<FlakBattery> flakBattery(const GameData& data, const GameState& state, std::string_view id);
// The flak decision's choices (Decision::options) at `step`.
std::vector<std::string> flakOptions(FlakAction step);

// BAL-08: the stretches of `net` that are up in `state`, between its
// balloons as they stand now (a balloon destroyed or on the ground takes its
// stretches down), as rules/balloons.hpp draws them on the game's table.
std::vector<NetStretch> netStretchesUp(const GameState& state, const BalloonNet& net);

// MODE-01..09: each team's score in a game that keeps one, best first (the
// order of the first airplane of each team on a tie): victories in DeathMatch
// (pilots) and Team DeathMatch, flags brought home in Capture the Flag,
// victory points in a scored game. Empty in a game that keeps no score.
std::vector<std::pair<std::string, int>> gameScore(const GameState& state);

// The side of the airplane or ground unit `id`; nullopt for no such id.
std::optional<Side> sideOf(const GameState& state, std::string_view id);
// AA-04: "one of the players of the side that owns it" runs a flak battery.
// The airplane whose player answers a decision about `id`: `id` itself for
// an airplane; for a battery, the first airplane of its side in the
// scenario's order (one nobody flies only when all its side's are); "" for
// no such id or a side without airplanes.
std::string answeredBy(const GameState& state, std::string_view id);

// The whole state as JSON (secrets included), and its 64-bit FNV-1a hash in
// hex, for replays and saves to check that a game is the same game.
// The hash also covers the fire step's options and orders and the rules
// fingerprint (save format 3).
nlohmann::json toJson(const GameState& state);
std::string stateHash(const GameState& state, const Rng& rng);
// The state hash of save formats 1 and 2: without the fire step's options
// and orders and without the rule options. Old saves are verified with it.
std::string stateHashV2(const GameState& state, const Rng& rng);

}  // namespace jasta
