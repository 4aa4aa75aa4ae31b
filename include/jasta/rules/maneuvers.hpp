#pragma once
// Planning legality and flying the cards: RULES.md MOV-*, ALT-*, SPD-*,
// CPX-*, DMG-05, DMG-08, BOMB-07. Pure functions on plain values; the turn
// engine calls them for every airplane, the planning panel to refuse a plan.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "jasta/base/names.hpp"
#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/data/maneuver_deck.hpp"
#include "jasta/rules/ground.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/event.hpp"
#include "jasta/state/plan.hpp"

namespace jasta {

struct GameData;

// WW2: the speed the card must be flown at because of the cards before it,
// with the rule that says so (SPD-03, SPD-04, CPX-08, CPX-09).
//  - The manoeuvre after a climb, a dive, or a finished Immelmann turn or
//    Split-S is flown at that speed "no matter which speed marker has been
//    planned" (S004): `overridesMarker`, the marker is not checked, and the
//    card must have that speed's arrowhead (MOV-15).
//  - The closing straight of an Immelmann turn (low) or a Split-S (high) is
//    part of the sequence: the plan must say that speed.
// Why a card's speed is fixed (words::describe(ForcedSpeed) says it).
enum class SpeedCause {
    SplitSEnd,               // CPX-09: the closing straight of a Split-S, at high speed
    ImmelmannTurnEnd,        // CPX-08: the closing straight of an Immelmann turn, at low speed
    AfterClimb,              // SPD-03: low speed
    AfterDive,               // SPD-04: high speed
    AfterImmelmannOrSplitS,  // CPX-08: the card after the closing straight, at low speed
};
inline constexpr auto kSpeedCauseNames =
    nameTable<SpeedCause>({{SpeedCause::SplitSEnd, "split_s_end"},
                           {SpeedCause::ImmelmannTurnEnd, "immelmann_turn_end"},
                           {SpeedCause::AfterClimb, "after_climb"},
                           {SpeedCause::AfterDive, "after_dive"},
                           {SpeedCause::AfterImmelmannOrSplitS, "after_immelmann_or_split_s"}});
constexpr const auto& nameTableOf(SpeedCause) {
    return kSpeedCauseNames;
}

struct ForcedSpeed {
    Speed speed = Speed::Normal;
    std::string rule{};
    SpeedCause cause = SpeedCause::AfterClimb;
    bool overridesMarker = false;
    bool operator==(const ForcedSpeed&) const = default;
};
// What a plan breaks, apart from its words: each value is one refusal
// (Violation::rule names the rule; where the options choose between readings,
// one refusal serves several rules). The facts each one rests on are the
// fields of Violation its comment names; words/plans.hpp says them.
enum class PlanRefusal {
    NotInDeck,                 // MOV-02: number, deck
    CardTwice,                 // MOV-02: number
    UnknownCard,               // MOV-02 while flying: the planned card is not in the deck
    AccidentWait,              // GND-06: cardName (its stall would start a take-off)
    TakeOffStep,               // GND-03 / GND-14 / GND-16: sequence, step, cardName
    LandingStep,               // GND-02 / GND-13 / GND-15: sequence, step, cardName
    LandingAltitude,           // GND-02 / GND-13 / GND-15, CONF-03: transition, level, climb
    SteepAfterSteep,           // MOV-03: cardName, acrossTurns
    StraightAfterImmelmann,    // MOV-04: cardName, acrossTurns
    ImmelmannOpening,          // CPX-08: a WW2 Immelmann card after neither a fast straight nor a stall
    NoSpeedMarker,             // SPD-01
    NoForcedArrowhead,         // MOV-15: cardName, forced
    NoArrowhead,               // MOV-15: cardName, speed
    SequenceSpeed,             // CPX-08 / CPX-09 (forced.rule): cardName, forced
    RudderJammed,              // DMG-05: direction
    EngineCannotClimb,         // ALT-15
    BombsNoImmelmann,          // BOMB-07: one card
    AboveCeiling,              // MOV-16: cardName, ceiling
    EngineNeedsStall,          // DMG-08
    BombsTooSteep,             // BOMB-07: the whole plan
    GentleLossOff,             // CPX-07
    GentleLossCard,            // CPX-07: cardName
    NoLandingSequence,         // ALT-05
    AlreadyOnGround,           // GND-02 / GND-13 / GND-15
    LandingMisfit,             // GND-02 / GND-13 / GND-15: sequence, step, cardName
    HistoricalImmelmannOff,    // CPX-11
    HistoricalImmelmannOrder,  // CPX-02
    // A pursuer's reorder (TAIL-03 from card 1, TAIL-04 later: checkReorder in tailing.hpp):
    ReorderFromCard,     // number: the card it asked to reorder from, not 1..3
    ReorderDeclaration,  // declaration: as planned, which a reorder cannot change
    ReorderRevealed,     // number: a card already revealed and flown (1-based)
    ReorderOtherCards,   // laid, offered: the card numbers, each in number order
    ReorderSpeeds,       // a speed marker left its card
};
inline constexpr auto kPlanRefusalNames =
    nameTable<PlanRefusal>({{PlanRefusal::NotInDeck, "not_in_deck"},
                            {PlanRefusal::CardTwice, "card_twice"},
                            {PlanRefusal::UnknownCard, "unknown_card"},
                            {PlanRefusal::AccidentWait, "accident_wait"},
                            {PlanRefusal::TakeOffStep, "take_off_step"},
                            {PlanRefusal::LandingStep, "landing_step"},
                            {PlanRefusal::LandingAltitude, "landing_altitude"},
                            {PlanRefusal::SteepAfterSteep, "steep_after_steep"},
                            {PlanRefusal::StraightAfterImmelmann, "straight_after_immelmann"},
                            {PlanRefusal::ImmelmannOpening, "immelmann_opening"},
                            {PlanRefusal::NoSpeedMarker, "no_speed_marker"},
                            {PlanRefusal::NoForcedArrowhead, "no_forced_arrowhead"},
                            {PlanRefusal::NoArrowhead, "no_arrowhead"},
                            {PlanRefusal::SequenceSpeed, "sequence_speed"},
                            {PlanRefusal::RudderJammed, "rudder_jammed"},
                            {PlanRefusal::EngineCannotClimb, "engine_cannot_climb"},
                            {PlanRefusal::BombsNoImmelmann, "bombs_no_immelmann"},
                            {PlanRefusal::AboveCeiling, "above_ceiling"},
                            {PlanRefusal::EngineNeedsStall, "engine_needs_stall"},
                            {PlanRefusal::BombsTooSteep, "bombs_too_steep"},
                            {PlanRefusal::GentleLossOff, "gentle_loss_off"},
                            {PlanRefusal::GentleLossCard, "gentle_loss_card"},
                            {PlanRefusal::NoLandingSequence, "no_landing_sequence"},
                            {PlanRefusal::AlreadyOnGround, "already_on_ground"},
                            {PlanRefusal::LandingMisfit, "landing_misfit"},
                            {PlanRefusal::HistoricalImmelmannOff, "historical_immelmann_off"},
                            {PlanRefusal::HistoricalImmelmannOrder, "historical_immelmann_order"},
                            {PlanRefusal::ReorderFromCard, "reorder_from_card"},
                            {PlanRefusal::ReorderDeclaration, "reorder_declaration"},
                            {PlanRefusal::ReorderRevealed, "reorder_revealed"},
                            {PlanRefusal::ReorderOtherCards, "reorder_other_cards"},
                            {PlanRefusal::ReorderSpeeds, "reorder_speeds"}});
constexpr const auto& nameTableOf(PlanRefusal) {
    return kPlanRefusalNames;
}

// Why a plan is not allowed: the rule, the card, the refusal and its facts
// (words::describe(violation) gives the sentence).
struct Violation {
    std::string rule;  // RULES.md id, e.g. "MOV-03"
    int card = 0;      // 1..3: the card that breaks the rule
    PlanRefusal refusal = PlanRefusal::NotInDeck;
    // The facts; a refusal sets only those its comment names.
    std::string cardName{};                 // the refused card, as its deck names it
    int number = 0;                         // a card number
    char deck = 'A';                        // the airplane's maneuver deck
    bool acrossTurns = false;               // the card before it is the last card of the previous turn
    Speed speed = Speed::Normal;            // the speed marker planned
    ForcedSpeed forced{};                   // the speed a card before it imposes, and why
    Direction direction = Direction::None;  // the way a jammed rudder forbids
    int level = 0;                          // the level before the card
    int climb = 0;                          // the climb counters before the card
    int ceiling = 0;                        // the highest level allowed (maxAltitude)
    GroundTransitionAltitude transition = GroundTransitionAltitude::Level0OneCounter;  // CONF-03 in force
    GroundSequence sequence{};                    // the take-off or landing sequence in force
    int step = 0;                                 // 1..3: the step of `sequence` the card had to be
    Declaration declaration = Declaration::None;  // what the plan declared
    std::vector<int> laid{}, offered{};           // card numbers: as planned, as reordered
    bool operator==(const Violation&) const = default;
};

// What one airplane flies with: its card, deck, base geometry and the rules.
struct Flyer {
    const AircraftType& type;
    const ManeuverDeck& deck;
    const GeometrySpec& geometry;
    const RuleOptions& rules;
};
// Looks up the type, deck and geometry of `state` in `data`; throws
// std::invalid_argument when the data does not know them.
Flyer flyerOf(const GameData& data, const AircraftState& state, const RuleOptions& rules);

// The highest level the airplane may reach (MOV-16, CONF-01); a large number when unlimited.
int maxAltitude(const AircraftType& type, const RuleOptions& rules);
// Climb counters per level now: the card's rate, +1 with a full bomb load (ALT-16).
int climbRate(const AircraftType& type, const AircraftState& state);

// Every rule the plan breaks, in card order. Empty = legal. `state` is the
// airplane before the turn (its last cards flown carry MOV-03/04 across the
// turn boundary).
std::vector<Violation> checkPlan(const Flyer& flyer, const AircraftState& state, const Plan& plan);

// checkPlan for the first `cards` cards only (1..3; other values are
// clamped), for a plan still being made: every per-card rule looks only
// backwards, so what this finds stays wrong whatever comes after. The
// whole-plan rules (DMG-08, BOMB-07 counts, declarations) wait for 3 cards.
std::vector<Violation> checkPlanStart(const Flyer& flyer, const AircraftState& state, const Plan& plan, int cards);

// The same verdict as checkPlan(...).empty(), without building messages.
bool isPlanLegal(const Flyer& flyer, const AircraftState& state, const Plan& plan);

// A legal plan and where it leaves the airplane (table edge not applied).
struct PlanOutcome {
    Plan plan;
    Pose end;
    int altitude = 0;
    int climb = 0;
    bool crashes = false;  // it ends in the ground (ALT-10, ALT-14)
    int stopsAfter = 0;    // the card after which it crashed or landed; 0 = flies all three
    // Where it stands and its level after each card (after a stop: where it
    // stopped), for the reachable-positions overlay of 1, 2 or 3 maneuvers.
    std::array<Pose, 3> poses{};
    std::array<int, 3> levels{};
};
// Every legal plan of the airplane's deck for its next turn (WW2: with every
// speed marker its cards allow), with the end pose: for bots, the planning
// ghosts and the reachable-positions overlay. Declarations are not explored.
std::vector<PlanOutcome> legalPlans(const Flyer& flyer, const AircraftState& state);

// Where a complex maneuver stands for one card, read from the cards flown
// before it (CPX-01, CPX-03, CPX-05, CPX-08..10).
enum class SequenceStep {
    Plain,
    ImmelmannClimb,  // the Immelmann card of an Immelmann turn: +1 climb counter
    SplitSDescent,   // the Immelmann card after a stall: -1 climb counter
    OverdiveDrop,    // the straight after stall + dive: -1 more level
};
SequenceStep sequenceStep(const FlownCard* twoBefore, const FlownCard* oneBefore, const FlownCard& card,
                          const RuleOptions& rules);

// Whether the last card the airplane flew was the closing straight of an
// Overdive or forced dive (stall, dive, straight: CPX-05, CPX-10).
bool lastCardEndedOverdive(const AircraftState& state, const RuleOptions& rules);

// WW2: the speed `card` must be flown at because of the cards before it
// (ForcedSpeed above), or nothing.
std::optional<ForcedSpeed> forcedSpeed(const FlownCard* twoBefore, const FlownCard* oneBefore, const FlownCard& card);

// WW2: for each card of `plan`, the speed a climb, a dive or a finished
// Immelmann turn / Split-S before it imposes whatever its marker says
// (ForcedSpeed::overridesMarker), read from the cards `state` flew last and
// the plan's earlier cards; empty where the marker decides, for unknown or
// empty slots, and in WW1. For the planning panel to show the speed flown.
std::array<std::optional<ForcedSpeed>, 3> markerOverrides(const Flyer& flyer, const AircraftState& state,
                                                          const Plan& plan);

struct TableSize {
    double width = 0;   // mm
    double height = 0;  // mm
    // The scenario's landing fields (GND-01), for take-offs and landings;
    // none: the whole table counts as a field.
    std::vector<LandingField> fields{};
};

// Damage a penalty costs, drawn by the engine (it owns the decks).
struct PenaltyDamage {
    char deck = 'A';
    int cards = 0;
    std::string rule;
    std::string reason = "the illegal maneuver";  // for the log: "takes ... damage from <reason>"
};

// One card flown: where the airplane went and what changed.
struct FlownStep {
    int phase = 0;        // 1..3
    PlannedCard planned;  // what the player planned
    int flownNumber = 0;  // what was flown (differs when replaced by a straight, MOV-14)
    Speed flownSpeed = Speed::Normal;
    bool moved = false;  // false when the airplane was out of play or destroyed first
    Pose before, after;
    std::vector<Point2> path;  // the card's arrow on the table
    int altitude = 0, climb = 0;
    int fuel = 0;
    AircraftStatus status = AircraftStatus::Flying;
    GroundRole ground = GroundRole::Air;  // the card's part in a take-off or landing (GND)
    std::optional<PenaltyDamage> penalty;
    std::vector<Event> events;
};

// Starts a turn: resets what lasts one turn (ALT-08 counter limit) and
// counts down the GND-06 wait after a take-off or landing accident. Call it
// for every airplane after planning (checkPlan) and before phase 1.
void startTurn(AircraftState& state);
// Flies card `phase` (1..3) of `plan`, applying the CONF-22 penalty when
// `violations` name that card, then altitude (MOV-07), fuel and the table
// edge (MOV-08..11). Take-off and landing cards (ground.hpp) change the
// status and altitude as their sequence says and check the landing fields
// (CONF-17); an airplane on the ground whose plan was refused stays where it
// is for the turn, without the CONF-22 penalty.
FlownStep flyCard(const Flyer& flyer, AircraftState& state, const Plan& plan, int phase,
                  const std::vector<Violation>& violations, const TableSize& table);

// A whole plan for one airplane alone (jasta-cli move, tests, planning ghosts).
struct PlanResult {
    std::vector<Violation> violations;
    std::vector<FlownStep> steps;
    AircraftState final;
};
PlanResult flyPlan(const Flyer& flyer, AircraftState state, const Plan& plan, const TableSize& table);

}  // namespace jasta
