#pragma once
// Planning legality and flying the cards: RULES.md MOV-*, ALT-*, SPD-*,
// CPX-*, DMG-05, DMG-08, BOMB-07. Pure functions on plain values; the turn
// engine calls them for every airplane, the planning panel to refuse a plan.

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "jasta/base/names.hpp"
#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/data/maneuver_deck.hpp"
#include "jasta/rules/event.hpp"
#include "jasta/rules/ground.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/rules/violation.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/plan.hpp"

namespace jasta {

struct GameData;

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

// The highest level the airplane may reach (MOV-16, CONF-01); a large number
// when unlimited. With the French cloud layer, the layer's level (WX-01).
int maxAltitude(const AircraftType& type, const RuleOptions& rules);
// WX-01 / WX-02: the level of the French cloud layer or the WW2 cloud cover, just above the play ceiling
// (the ALT-12 table with the floor at 0: ceiling 3, clouds at 4; the WW2
// ceiling of 4, clouds at 5). Nullopt without the option, or without a ceiling.
std::optional<int> cloudLayer(const RuleOptions& rules);
// Whether the airplane may lay a blank (kBlankCard) in its plan now: caught
// by surprise (WX-09 / WX-10), or in the WW2 cloud cover (WX-02; only in a
// plan that keeps it there, which checkPlan sees).
bool mayPlayBlank(const RuleOptions& rules, const AircraftState& state);
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
// legalPlans one plan at a time, in the same order, without keeping them: for
// a chooser that looks at each plan once (the outcome lives during the call).
void forEachLegalPlan(const Flyer& flyer, const AircraftState& state,
                      const std::function<void(const PlanOutcome&)>& visit);

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

// WX-01 / WX-08: the levels the clouds fill: the French layer (one level,
// which caps the sky: maxAltitude) or the campaign weather's band, from
// `low` to `high`, which airplanes may fly under or over.
struct CloudBand {
    int low = 0;
    int high = 0;
    [[nodiscard]] bool holds(int level) const { return level >= low && level <= high; }
    bool operator==(const CloudBand&) const = default;
};

struct TableSize {
    double width = 0;   // mm
    double height = 0;  // mm
    // The scenario's landing fields (GND-01), for take-offs and landings;
    // none: the whole table counts as a field.
    std::vector<LandingField> fields{};
    // The scenario's relief zones (TER-01): a move into one below its floor
    // crashes, and a dive over one counts from its floor.
    std::vector<ReliefZone> relief{};
    // The clouds (WX-01, WX-08); none: a clear sky.
    std::optional<CloudBand> clouds{};
};

// Damage a penalty costs, drawn by the engine (it owns the decks).
struct PenaltyDamage {
    char deck = 'A';
    int cards = 0;
    std::string rule;
    ev::DamageSource source = ev::DamageSource::IllegalManeuver;
};

// One card flown: where the airplane went and what changed.
struct FlownStep {
    std::string aircraft;  // who flew it
    int phase = 0;         // 1..3
    PlannedCard planned;   // what the player planned
    int flownNumber = 0;   // what was flown (differs when replaced by a straight, MOV-14)
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

// WX-01: the airplane comes out of the clouds: its stand goes from where it
// went in to where the cards written on paper took it (state.cloud is
// cleared; `inCloud` stays until a card takes it below the layer). The
// event lists the written cards and the pose after each.
Event leaveCloud(AircraftState& state);

// A whole plan for one airplane alone (jasta-cli move, tests, planning ghosts).
struct PlanResult {
    std::vector<Violation> violations;
    std::vector<FlownStep> steps;
    AircraftState final;
};
PlanResult flyPlan(const Flyer& flyer, AircraftState state, const Plan& plan, const TableSize& table);

// WX-01 / WX-08: whether `plan` takes an airplane flying on paper in the
// clouds of `table` out of them (a card that ends outside them: under the
// layer, a Split-S or dive): then the cards it wrote are played before the
// turn's first card is revealed.
bool plannedOutOfCloud(const Flyer& flyer, const AircraftState& state, const Plan& plan, const TableSize& table);

}  // namespace jasta
