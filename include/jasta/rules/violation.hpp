#pragma once
// Why a plan is not allowed, as facts: the planning checks (maneuvers.hpp,
// checkReorder in tailing.hpp) report it, the events of an illegal maneuver
// carry it (event.hpp), and words/plans.hpp says it.

#include <string>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/base/names.hpp"
#include "jasta/rules/ground.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/plan.hpp"

namespace jasta {

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
    TakeOffBurning,            // GND-10: cardName (the take-off card), level (the flame counters aboard)
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
    BlankCard,                 // MOV-01: a blank, which only a surprised airplane may play
    SurprisedOneCard,          // WX-09 / WX-10: one manoeuvre card and two blanks; number: the cards planned
    SurprisedNoImmelmann,      // WX-09 / WX-10: cardName
    CloudSpeedChange,          // WX-02: cardName, speed (its own), acrossTurns (the card before is on the sheet)
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
                            {PlanRefusal::TakeOffBurning, "take_off_burning"},
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
                            {PlanRefusal::BlankCard, "blank_card"},
                            {PlanRefusal::SurprisedOneCard, "surprised_one_card"},
                            {PlanRefusal::SurprisedNoImmelmann, "surprised_no_immelmann"},
                            {PlanRefusal::CloudSpeedChange, "cloud_speed_change"},
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

}  // namespace jasta
