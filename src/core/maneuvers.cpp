#include "jasta/rules/maneuvers.hpp"

#include <algorithm>
#include <climits>
#include <functional>
#include <limits>
#include <span>
#include <stdexcept>

#include "ground_flying.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/rules/relief.hpp"

namespace jasta {

namespace {

// What a blank stands for while a plan is scanned (kBlankCard): no card of
// any deck, no move; the scan skips it.
const ManeuverCard* blankManeuver() {
    static const ManeuverCard blank = [] {
        ManeuverCard card;
        card.number = kBlankCard;
        card.name = "blank";
        card.kind = CardKind::Blank;
        return card;
    }();
    return &blank;
}

FlownCard asFlown(const ManeuverCard& card, Speed speed) {
    return {card.number, card.kind, card.steep, card.direction, speed};
}

// The card flown `back` places before position `index` of `sequence`, or null.
const FlownCard* before(std::span<const FlownCard> sequence, std::size_t index, std::size_t back) {
    return index >= back ? &sequence[index - back] : nullptr;
}

// TER-03: base centres sampled along a move to find the relief it crosses; a
// card's arc (at most a half turn over some 150 mm) stays within a few mm of
// the chords between 16 of them.
constexpr int kReliefPathSteps = 16;

// Where the pegs and counters stand, and what stopped them.
struct AltitudeCount {
    int level = 0;
    int climb = 0;
    int gainedThisTurn = 0;
    // TER-01: the level of the ground where the card ends (a relief zone's
    // floor; 0 on the plain and in the planning scans, which know no table).
    int floor = 0;
    bool crashed = false;
    bool overCeiling = false;  // a counter would have lifted it above the maximum (MOV-16)
    bool capped = false;       // ALT-08 stopped a counter
};

// Altitude arithmetic shared by planning (to refuse a climb over the ceiling)
// and flying (to move the pegs and counters).
struct Altitude : AltitudeCount {
    bool explain = true;  // record the rules and steps (flying), or not (planning scans)
    std::vector<std::string> rules;
    std::vector<ev::AltitudeStep> steps;  // what happened, for the log's words
};

Altitude altitudeOf(const AircraftState& state, bool explain) {
    Altitude altitude;
    altitude.explain = explain;
    altitude.level = state.altitude;
    altitude.climb = state.climb;
    altitude.gainedThisTurn = state.climbCountersThisTurn;
    return altitude;
}

// Records what just happened to `altitude` (its level and climb now) and the rule that did it.
void note(Altitude& altitude, const char* rule, ev::AltitudeStepKind kind, int rate = 0) {
    if (!altitude.explain) return;
    altitude.rules.emplace_back(rule);
    altitude.steps.push_back({kind, altitude.level, altitude.climb, rate});
}

void gainCounter(Altitude& altitude, const Flyer& flyer, int rate, const char* rule) {
    if (flyer.rules.oneClimbCounterPerTurn && altitude.gainedThisTurn >= 1) {
        altitude.capped = true;
        note(altitude, "ALT-08", ev::AltitudeStepKind::NoSecondCounter);
        return;
    }
    if (altitude.climb + 1 >= rate && altitude.level + 1 > maxAltitude(flyer.type, flyer.rules)) {
        altitude.overCeiling = true;
        note(altitude, "MOV-16", ev::AltitudeStepKind::AtCeiling);
        return;
    }
    ++altitude.gainedThisTurn;
    if (altitude.climb + 1 >= rate) {
        ++altitude.level;
        altitude.climb = 0;
        note(altitude, rule, ev::AltitudeStepKind::ClimbsALevel);
    } else {
        ++altitude.climb;
        note(altitude, rule, ev::AltitudeStepKind::GainsACounter, rate);
    }
}

// Loses one level; the floor rule decides what the ground level means
// (CONF-02). Over relief the ground is the zone's floor, and the dive counts
// from it as from the plain (TER-01: "individually, the relief's floor
// governs the airplane's altitude with respect to that relief").
void loseLevel(Altitude& altitude, const Flyer& flyer, const char* rule) {
    --altitude.level;
    altitude.climb = 0;
    const int ground = altitude.floor;
    const auto relief = [&] {
        if (ground > 0 && altitude.explain) altitude.rules.emplace_back("TER-01");
    };
    if (flyer.rules.floorRule == FloorRule::CrashBelow1) {
        if (altitude.level < ground + 1) {
            altitude.crashed = true;
            note(altitude, "ALT-14", ev::AltitudeStepKind::CrashesBelowOne);
            relief();
            return;
        }
    } else if (altitude.level < ground) {
        altitude.level = ground;
        altitude.crashed = true;
        note(altitude, "ALT-10", ev::AltitudeStepKind::DivesIntoGround);
        relief();
        return;
    } else if (altitude.level == ground) {
        altitude.climb = 1;  // hedge-hopping
        note(altitude, "ALT-10", ev::AltitudeStepKind::HedgeHops);
        relief();
        return;
    }
    note(altitude, rule, ev::AltitudeStepKind::DivesALevel);
}

// Loses one climb counter. With `borrow`, an airplane without counters gives
// up a level and keeps the rest of it as counters (CPX-09).
void loseCounter(Altitude& altitude, const Flyer& flyer, int rate, bool borrow, const char* rule) {
    if (altitude.climb > 0) {
        --altitude.climb;
        note(altitude, rule, ev::AltitudeStepKind::LosesACounter);
        return;
    }
    if (!borrow) {
        note(altitude, rule, ev::AltitudeStepKind::NoCounterToLose);
        return;
    }
    loseLevel(altitude, flyer, rule);
    if (!altitude.crashed) {
        altitude.climb = std::max(altitude.climb, rate - 1);
        note(altitude, rule, ev::AltitudeStepKind::KeepsCounters);
    }
}

// Applies one card to `altitude` in place (it is copied often in the plan scans otherwise).
void applyAltitude(const Flyer& flyer, const AircraftState& state, Altitude& altitude, const ManeuverCard& card,
                   SequenceStep step, Declaration declaration, int phase) {
    const int rate = climbRate(flyer.type, state);
    if (card.altitude == AltitudeEffect::Climb) gainCounter(altitude, flyer, rate, "ALT-07");
    if (card.altitude == AltitudeEffect::Dive) loseLevel(altitude, flyer, "ALT-09");
    if (declaration == Declaration::HistoricalImmelmann) {
        // CPX-02: the first card gains a counter, the third gives it back.
        if (phase == 1) gainCounter(altitude, flyer, rate, "CPX-02");
        if (phase == 3) loseCounter(altitude, flyer, rate, false, "CPX-02");
        return;
    }
    switch (step) {
        case SequenceStep::ImmelmannClimb:
            gainCounter(altitude, flyer, rate, flyer.rules.era == Era::Ww2 ? "CPX-08" : "CPX-01");
            break;
        case SequenceStep::SplitSDescent:
            loseCounter(altitude, flyer, rate, flyer.rules.splitS == SplitS::S004,
                        flyer.rules.era == Era::Ww2 ? "CPX-09" : "CPX-03");
            break;
        case SequenceStep::OverdiveDrop:
            loseLevel(altitude, flyer, flyer.rules.era == Era::Ww2 ? "CPX-10" : "CPX-05");
            break;
        case SequenceStep::Plain:
            break;
    }
    if (declaration == Declaration::GentleLoss && phase == 3) loseCounter(altitude, flyer, rate, true, "CPX-07");
}

// ALT-05 under the S002 rule: level 0 without climb counters is on the ground.
bool landsAutomatically(const Flyer& flyer, const Altitude& altitude) {
    return !altitude.crashed && altitude.level == 0 && altitude.climb == 0 && flyer.rules.era == Era::Ww1 &&
           flyer.rules.landedRule == LandedRule::Auto;
}

bool isSimple(const ManeuverCard& card) {
    return card.kind == CardKind::Straight || card.kind == CardKind::Bank;
}

// A straight of the deck to fly in place of an illegal card (MOV-14).
const ManeuverCard* replacementStraight(const ManeuverDeck& deck, Speed speed) {
    const ManeuverCard* any = nullptr;
    for (const auto& card : deck.cards) {
        if (!card.isStraight()) continue;
        if (card.hasSpeed(speed)) return &card;
        if (any == nullptr) any = &card;
    }
    return any;
}

Speed anySpeedOf(const ManeuverCard& card, Speed wanted) {
    if (card.hasSpeed(wanted)) return wanted;
    for (Speed speed : {Speed::Normal, Speed::Fast, Speed::Slow})
        if (card.hasSpeed(speed)) return speed;
    return wanted;
}

int fuelCost(const ManeuverCard& card, Speed speed, SequenceStep step) {
    // SPD-02..04, CPX-10: climbs cost 2, dives 1, the overdive straight nothing.
    if (step == SequenceStep::OverdiveDrop) return 0;
    if (card.kind == CardKind::Climb) return 2;
    if (card.kind == CardKind::Dive) return 1;
    return speed == Speed::Fast ? 2 : 1;
}

bool outside(const Pose& pose, const TableSize& table) {
    return pose.x < 0 || pose.y < 0 || pose.x > table.width || pose.y > table.height;
}

}  // namespace

Flyer flyerOf(const GameData& data, const AircraftState& state, const RuleOptions& rules) {
    const auto* type = data.aircraftType(state.type);
    if (type == nullptr) throw std::invalid_argument("no airplane type \"" + state.type + "\"");
    const auto* deck = data.deckOf(*type);
    const auto* geometry = data.geometryOf(*type);
    if (deck == nullptr || geometry == nullptr)
        throw std::invalid_argument("airplane type \"" + state.type + "\" has no deck or geometry");
    return {*type, *deck, *geometry, rules};
}

namespace {

// The play ceiling without clouds (MOV-16, CONF-01).
int playCeiling(const AircraftType& type, const RuleOptions& rules) {
    if (rules.aboveCeiling == AboveCeiling::FloorShift) return type.ceiling.value;  // ALT-12: real ceilings
    switch (rules.maxAltitude) {
        case MaxAltitude::Three:
            return 3;
        case MaxAltitude::Four:
            return 4;
        case MaxAltitude::PerAircraft:
            return std::min(4, type.ceiling.value);  // ALT-04
        case MaxAltitude::Unlimited:
            return INT_MAX / 2;
    }
    return 3;
}

}  // namespace

bool mayPlayBlank(const RuleOptions& rules, const AircraftState& state) {
    return !state.surprisedBy.empty() || (rules.cloudCover == CloudCover::S004 && state.cloud.has_value());
}

std::optional<int> cloudLayer(const RuleOptions& rules) {
    if (rules.cloudCover != CloudCover::S003Layer && rules.cloudCover != CloudCover::S004) return std::nullopt;
    switch (rules.maxAltitude) {
        case MaxAltitude::Three:
            return 4;  // the ALT-12 table's first row: floor 0, ceiling 3, clouds 4
        case MaxAltitude::Four:
        case MaxAltitude::PerAircraft:
            return 5;
        case MaxAltitude::Unlimited:
            return std::nullopt;  // no ceiling, nothing just above it
    }
    return std::nullopt;
}

int maxAltitude(const AircraftType& type, const RuleOptions& rules) {
    const int ceiling = playCeiling(type, rules);
    const auto layer = cloudLayer(rules);
    if (!layer) return ceiling;
    // WX-01: the layer caps the sky. An airplane that can reach the level
    // under it may climb into it (with real ceilings, ALT-12, one whose own
    // ceiling is higher still stops in it); nobody flies above it.
    return ceiling >= *layer - 1 ? *layer : ceiling;
}

int climbRate(const AircraftType& type, const AircraftState& state) {
    return type.climbRate.value + (state.fullBombLoad ? 1 : 0);
}

SequenceStep sequenceStep(const FlownCard* twoBefore, const FlownCard* oneBefore, const FlownCard& card,
                          const RuleOptions& rules) {
    if (card.kind == CardKind::Immelmann)
        return oneBefore != nullptr && oneBefore->kind == CardKind::Stall ? SequenceStep::SplitSDescent
                                                                          : SequenceStep::ImmelmannClimb;
    const bool overdiveKnown = rules.era == Era::Ww2 || rules.forcedDive;
    if (overdiveKnown && card.kind == CardKind::Straight && oneBefore != nullptr && oneBefore->kind == CardKind::Dive &&
        twoBefore != nullptr && twoBefore->kind == CardKind::Stall)
        return SequenceStep::OverdiveDrop;
    return SequenceStep::Plain;
}

bool lastCardEndedOverdive(const AircraftState& state, const RuleOptions& rules) {
    const auto& history = state.history;
    const std::size_t n = history.size();
    return n >= 3 &&
           sequenceStep(&history[n - 3], &history[n - 2], history[n - 1], rules) == SequenceStep::OverdiveDrop;
}

std::optional<ForcedSpeed> forcedSpeed(const FlownCard* twoBefore, const FlownCard* oneBefore, const FlownCard& card) {
    if (oneBefore == nullptr) return std::nullopt;
    if (oneBefore->kind == CardKind::Immelmann && card.kind == CardKind::Straight) {
        if (twoBefore != nullptr && twoBefore->kind == CardKind::Stall)
            return ForcedSpeed{Speed::Fast, "CPX-09", SpeedCause::SplitSEnd, false};
        return ForcedSpeed{Speed::Slow, "CPX-08", SpeedCause::ImmelmannTurnEnd, false};
    }
    if (oneBefore->kind == CardKind::Climb) return ForcedSpeed{Speed::Slow, "SPD-03", SpeedCause::AfterClimb, true};
    if (oneBefore->kind == CardKind::Dive) return ForcedSpeed{Speed::Fast, "SPD-04", SpeedCause::AfterDive, true};
    if (oneBefore->kind == CardKind::Straight && twoBefore != nullptr && twoBefore->kind == CardKind::Immelmann)
        return ForcedSpeed{Speed::Slow, "CPX-08", SpeedCause::AfterImmelmannOrSplitS, true};
    return std::nullopt;
}

std::array<std::optional<ForcedSpeed>, 3> markerOverrides(const Flyer& flyer, const AircraftState& state,
                                                          const Plan& plan) {
    std::array<std::optional<ForcedSpeed>, 3> overrides{};
    if (flyer.rules.era != Era::Ww2) return overrides;
    // The cards as flown: last turn's, then the plan's at the speed they will have.
    std::vector<FlownCard> flown(state.history.begin(), state.history.end());
    for (std::size_t i = 0; i < 3; ++i) {
        const ManeuverCard* card = flyer.deck.card(plan.cards[i].number);
        if (card == nullptr) break;
        FlownCard next = asFlown(*card, plan.cards[i].speed);
        const FlownCard* one = flown.empty() ? nullptr : &flown[flown.size() - 1];
        const FlownCard* two = flown.size() < 2 ? nullptr : &flown[flown.size() - 2];
        if (auto forced = forcedSpeed(two, one, next); forced && forced->overridesMarker) {
            next.speed = forced->speed;
            overrides[i] = std::move(forced);
        }
        flown.push_back(next);
    }
    return overrides;
}

namespace {

// One pass over a plan that reports each broken rule to `scan`. A refusal's
// facts are gathered only when a caller collects them (checkPlan); the plan
// enumerator stops at the first refusal instead (the hot path of bots and
// overlays). Nothing here is worded: words/plans.cpp says what a refusal means.
struct PlanScan {
    std::vector<Violation>* collect = nullptr;  // null: stop at the first refusal
    bool legal = true;
    Altitude altitude;  // after the last card scanned
    int stoppedAt = 0;  // the card after which the airplane crashed or landed (0: flies all three)
    // The speed each scanned card is flown at: its marker, or the speed a
    // card before it forces whatever the marker says (SPD-03/04).
    std::array<Speed, 3> flownSpeed{};
    std::array<int, 3> levelAfter{};  // the level each scanned card leaves the airplane at
    // Scan only the first `cards` cards (1..3). Every per-card rule looks only
    // backwards, so a refused prefix refuses every plan that starts with it;
    // the whole-plan rules (DMG-08, BOMB-07 counts, declarations) need all 3.
    int cards = 3;

    // Records that `rule` refuses `card` (1..3); `facts` fills in the facts of
    // the refusal and runs only when collecting. False: stop the scan.
    template <class Facts>
    bool refuse(std::string_view rule, int card, PlanRefusal refusal, Facts&& facts) {
        legal = false;
        if (collect == nullptr) return false;
        Violation violation{std::string(rule), card, refusal};
        facts(violation);
        collect->push_back(std::move(violation));
        return true;
    }
    bool refuse(std::string_view rule, int card, PlanRefusal refusal) {
        return refuse(rule, card, refusal, [](Violation&) {});
    }
};

// In a check that returns false to stop the scan: refuse, and stop unless collecting.
#define JASTA_REFUSE(...)                            \
    do {                                             \
        if (!scan.refuse(__VA_ARGS__)) return false; \
    } while (false)

// What the scan reads once per plan: the cards, their parts in a take-off or
// landing, and the cards flown before each of them.
struct ScanContext {
    const Flyer& flyer;
    const AircraftState& state;
    const Plan& plan;
    int scanned = 3;  // how many cards are scanned (PlanScan::cards)
    bool onGround = false;
    std::array<const ManeuverCard*, 3> cards{};
    GroundPlan ground{};
    // The cards flown last turn and the planned ones, as one sequence;
    // `at[i]` is planned card i's place in it, `first` the first planned place.
    std::array<FlownCard, AircraftState::kHistory + 3> sequence{};
    std::array<std::size_t, 3> at{};
    std::size_t first = 0;
    std::size_t length = 0;  // the sequence's cards so far
};

// MOV-02: card `i` (0-based) of the airplane's own deck, none of the cards
// before it (MODE-10: an autonomous airplane puts each card back after it is
// flown, so it may draw one card twice in a turn). False: stop.
bool knownCard(ScanContext& scanning, int i, PlanScan& scan) {
    const Plan& plan = scanning.plan;
    const int number = plan.cards[static_cast<std::size_t>(i)].number;
    if (number == kBlankCard) {
        // A blank is no card of the deck: only a surprised airplane (WX-09,
        // WX-10) or one in the WW2 cloud cover (WX-02) plays one.
        scanning.cards[static_cast<std::size_t>(i)] = blankManeuver();
        if (!mayPlayBlank(scanning.flyer.rules, scanning.state)) JASTA_REFUSE("MOV-01", i + 1, PlanRefusal::BlankCard);
        return true;
    }
    scanning.cards[static_cast<std::size_t>(i)] = scanning.flyer.deck.card(number);
    if (scanning.cards[static_cast<std::size_t>(i)] == nullptr)
        JASTA_REFUSE("MOV-02", i + 1, PlanRefusal::NotInDeck, [&](Violation& v) {
            v.number = number;
            v.deck = scanning.flyer.deck.letter;
        });
    for (int j = 0; j < i && !scanning.state.autonomous; ++j)
        if (plan.cards[static_cast<std::size_t>(j)].number == number)
            JASTA_REFUSE("MOV-02", i + 1, PlanRefusal::CardTwice, [&](Violation& v) { v.number = number; });
    return true;
}

// MOV-02 for every scanned card. False: stop (a card the deck does not know
// cannot be scanned further).
bool knownCards(ScanContext& scanning, PlanScan& scan) {
    for (int i = 0; i < scanning.scanned; ++i)
        if (!knownCard(scanning, i, scan)) return false;
    return std::none_of(scanning.cards.begin(), scanning.cards.begin() + scanning.scanned,
                        [](const auto* card) { return card == nullptr; });
}

// Planned card `i` (0-based) joins the sequence of cards flown, unless the
// airplane waits through it on the ground.
void appendFlown(ScanContext& scanning, std::size_t i) {
    scanning.at[i] = scanning.length;
    if (scanning.ground.roles[i] != GroundRole::Wait && scanning.cards[i]->kind != CardKind::Blank)
        scanning.sequence[scanning.length++] = asFlown(*scanning.cards[i], scanning.plan.cards[i].speed);
}

// Each card's part in a take-off or landing (GND), and the sequence of cards
// flown. A landing is read from the whole plan, so a partial scan leaves it
// out; cards the airplane waits through on the ground are not flown, and an
// airplane parked on the ground starts afresh.
void readSequence(ScanContext& scanning) {
    const AircraftState& state = scanning.state;
    const Plan& plan = scanning.plan;
    const auto scanned = static_cast<std::size_t>(scanning.scanned);
    scanning.onGround = state.onGround();
    if (scanning.onGround || state.groundProcedure != GroundProcedure::None ||
        (plan.declaration == Declaration::Landing && scanned == 3)) {
        std::array<CardKind, 3> kinds{CardKind::Blank, CardKind::Blank, CardKind::Blank};
        for (std::size_t i = 0; i < scanned; ++i) kinds[i] = scanning.cards[i]->kind;
        scanning.ground = groundPlan(scanning.flyer.rules, state, plan.declaration, kinds, 0, true);
    }
    const bool parked = scanning.onGround && state.groundProcedure == GroundProcedure::None;
    scanning.first = parked ? 0 : std::min(state.history.size(), AircraftState::kHistory);
    std::copy(state.history.end() - static_cast<std::ptrdiff_t>(scanning.first), state.history.end(),
              scanning.sequence.begin());
    scanning.length = scanning.first;
    for (std::size_t i = 0; i < scanned; ++i) appendFlown(scanning, i);
}

// Card `i` (0-based) as a step of a take-off or landing: the card its step
// needs, and the altitude a landing begins from (CONF-03).
bool checkGroundStep(const ScanContext& scanning, int i, const Altitude& altitude, PlanScan& scan) {
    const auto& rules = scanning.flyer.rules;
    const ManeuverCard& card = *scanning.cards[static_cast<std::size_t>(i)];
    const GroundRole role = scanning.ground.roles[static_cast<std::size_t>(i)];
    const int step = scanning.ground.step[static_cast<std::size_t>(i)];
    const int n = i + 1;
    // GND-10: refused at the plan's first take-off card.
    const bool firstTakeOffCard =
        isTakeOffStep(role) && (i == 0 || !isTakeOffStep(scanning.ground.roles[static_cast<std::size_t>(i - 1)]));
    if (firstTakeOffCard && takeOffBarred(rules, scanning.state))
        JASTA_REFUSE("GND-10", n, PlanRefusal::TakeOffBurning, [&](Violation& v) {
            v.cardName = card.name;
            v.level = scanning.state.flames;
        });
    if (role != GroundRole::Air && card.kind != expectedKind(rules, role, step)) {
        const bool takeOff = isTakeOffStep(role);
        JASTA_REFUSE(takeOff ? takeOffRule(rules) : landingRule(rules), n,
                     takeOff ? PlanRefusal::TakeOffStep : PlanRefusal::LandingStep, [&](Violation& v) {
                         v.sequence = takeOff ? takeOffSteps(rules) : landingSteps(rules);
                         v.step = step;
                         v.cardName = card.name;
                     });
    }
    if (i == scanning.ground.landingStart && !canBeginLanding(rules, altitude.level, altitude.climb))
        JASTA_REFUSE(landingRule(rules), n, PlanRefusal::LandingAltitude, [&](Violation& v) {
            v.transition = rules.groundTransitionAltitude;
            v.level = altitude.level;
            v.climb = altitude.climb;
        });
    return true;
}

// MOV-03, MOV-04, CPX-08: what may follow the card before, across the turn
// boundary too.
bool checkFollowing(const ScanContext& scanning, int i, PlanScan& scan) {
    const auto& rules = scanning.flyer.rules;
    const ManeuverCard& card = *scanning.cards[static_cast<std::size_t>(i)];
    const std::size_t index = scanning.at[static_cast<std::size_t>(i)];
    const FlownCard* oneBefore = before(scanning.sequence, index, 1);
    const bool acrossTurns = index == scanning.first && oneBefore != nullptr;
    const int n = i + 1;
    // MOV-03 / CONF-38: no two steep cards in a row; a Split-S (stall then
    // Immelmann) is the express exception, and WW2 lets a dive follow.
    if (oneBefore != nullptr && oneBefore->steep && card.steep) {
        const bool splitS = oneBefore->kind == CardKind::Stall && card.kind == CardKind::Immelmann;
        const bool diveAllowed = rules.steepAfterSteep == SteepAfterSteep::DiveException && card.kind == CardKind::Dive;
        if (!splitS && !diveAllowed)
            JASTA_REFUSE("MOV-03", n, PlanRefusal::SteepAfterSteep, [&](Violation& v) {
                v.cardName = card.name;
                v.acrossTurns = acrossTurns;
            });
    }
    // MOV-04: a straight after the Immelmann (ALT-11: not the dive).
    if (oneBefore != nullptr && oneBefore->kind == CardKind::Immelmann && !card.isStraight())
        JASTA_REFUSE("MOV-04", n, PlanRefusal::StraightAfterImmelmann, [&](Violation& v) {
            v.cardName = card.name;
            v.acrossTurns = acrossTurns;
        });
    // CPX-08: in WW2 the Immelmann card closes a fast straight or a stall (Split-S).
    if (rules.era == Era::Ww2 && card.kind == CardKind::Immelmann) {
        const bool afterFastStraight =
            oneBefore != nullptr && oneBefore->kind == CardKind::Straight && oneBefore->speed == Speed::Fast;
        const bool afterStall = oneBefore != nullptr && oneBefore->kind == CardKind::Stall;
        if (!afterFastStraight && !afterStall) JASTA_REFUSE("CPX-08", n, PlanRefusal::ImmelmannOpening);
    }
    return true;
}

// WW2 speed markers: the card must have that arrowhead (MOV-15), and climbs,
// dives and complex maneuvers fix the speed of a card after them: SPD-03/04
// (and the card after an Immelmann turn or Split-S) whatever the marker says,
// the sequences' own straights as planned. A forced speed is written into
// the sequence, so the cards after it see the speed it is flown at.
bool checkSpeed(ScanContext& scanning, int i, PlanScan& scan) {
    const ManeuverCard& card = *scanning.cards[static_cast<std::size_t>(i)];
    const std::size_t index = scanning.at[static_cast<std::size_t>(i)];
    const Speed speed = scanning.plan.cards[static_cast<std::size_t>(i)].speed;
    const auto forced =
        forcedSpeed(before(scanning.sequence, index, 2), before(scanning.sequence, index, 1), scanning.sequence[index]);
    const int n = i + 1;
    if (speed == Speed::Normal) {
        JASTA_REFUSE("SPD-01", n, PlanRefusal::NoSpeedMarker);
    } else if (forced && forced->overridesMarker) {
        scanning.sequence[index].speed = forced->speed;
        if (!card.hasSpeed(forced->speed))
            JASTA_REFUSE("MOV-15", n, PlanRefusal::NoForcedArrowhead, [&](Violation& v) {
                v.cardName = card.name;
                v.forced = *forced;
            });
    } else if (!card.hasSpeed(speed)) {
        JASTA_REFUSE("MOV-15", n, PlanRefusal::NoArrowhead, [&](Violation& v) {
            v.cardName = card.name;
            v.speed = speed;
        });
    } else if (forced && forced->speed != speed) {
        JASTA_REFUSE(forced->rule, n, PlanRefusal::SequenceSpeed, [&](Violation& v) {
            v.cardName = card.name;
            v.forced = *forced;
        });
    }
    return true;
}

// What damage and a bomb load forbid on one card: DMG-05, ALT-15, BOMB-07.
bool checkDamage(const ScanContext& scanning, int i, PlanScan& scan) {
    const AircraftState& state = scanning.state;
    const ManeuverCard& card = *scanning.cards[static_cast<std::size_t>(i)];
    const int n = i + 1;
    // DMG-05: a jammed rudder forbids turning that way this turn.
    if (state.rudderJam != Direction::None && card.direction == state.rudderJam)
        JASTA_REFUSE("DMG-05", n, PlanRefusal::RudderJammed, [&](Violation& v) { v.direction = state.rudderJam; });
    // ALT-15 (option): an engine hit stops the climb.
    if (scanning.flyer.rules.engineHitStopsClimb && state.engineHits > 0 && card.altitude == AltitudeEffect::Climb)
        JASTA_REFUSE("ALT-15", n, PlanRefusal::EngineCannotClimb);
    // BOMB-07: a full bomb load forbids the Immelmann.
    if (state.fullBombLoad && card.kind == CardKind::Immelmann)
        JASTA_REFUSE("BOMB-07", n, PlanRefusal::BombsNoImmelmann);
    // WX-09 / WX-10: caught by surprise, no Immelmann and no Split-S (whose
    // second card is the Immelmann card, in both eras).
    if (!state.surprisedBy.empty() && card.kind == CardKind::Immelmann)
        JASTA_REFUSE(state.surprisedBy, n, PlanRefusal::SurprisedNoImmelmann,
                     [&](Violation& v) { v.cardName = card.name; });
    return true;
}

// WX-09 / WX-10: a surprised airplane's second manoeuvre card of the turn is
// one too many (a blank is not a manoeuvre). Only looks backwards, so it
// refuses a plan being made as soon as the second card is laid.
bool checkSurprise(const ScanContext& scanning, int i, PlanScan& scan) {
    const std::string& rule = scanning.state.surprisedBy;
    if (rule.empty()) return true;
    const auto laid = std::count_if(scanning.cards.begin(), scanning.cards.begin() + i + 1,
                                    [](const ManeuverCard* card) { return card->kind != CardKind::Blank; });
    if (laid > 1) JASTA_REFUSE(rule, i + 1, PlanRefusal::SurprisedOneCard, [&](Violation& v) { v.number = 2; });
    return true;
}

// What one card does to the scan: go on to the next card, or the airplane
// stops after it (crashed or landed: the rest of the plan is never flown), or
// a refusal stops the scan.
enum class CardScan { Next, Stops, Refused };

// MOV-16: the altitude as card `i` leaves it; take-off and landing cards set
// it as their sequence says (CONF-03).
CardScan scanAltitude(const ScanContext& scanning, int i, PlanScan& scan) {
    const auto& rules = scanning.flyer.rules;
    const ManeuverCard& card = *scanning.cards[static_cast<std::size_t>(i)];
    const GroundRole role = scanning.ground.roles[static_cast<std::size_t>(i)];
    const std::size_t index = scanning.at[static_cast<std::size_t>(i)];
    const int n = i + 1;
    Altitude& altitude = scan.altitude;
    if (role == GroundRole::Air || role == GroundRole::Approach) {
        const FlownCard* oneBefore = before(scanning.sequence, index, 1);
        const FlownCard* twoBefore = before(scanning.sequence, index, 2);
        applyAltitude(scanning.flyer, scanning.state, altitude, card,
                      sequenceStep(twoBefore, oneBefore, scanning.sequence[index], rules), scanning.plan.declaration,
                      n);
    } else if (role == GroundRole::TakeOffLift) {
        const bool level1 = rules.groundTransitionAltitude == GroundTransitionAltitude::Level1;
        altitude.level = level1 ? 1 : 0;
        altitude.climb = level1 ? 0 : 1;
    } else {
        altitude.level = 0;
        altitude.climb = 0;
    }
    if (role == GroundRole::Stop) {
        scan.stoppedAt = n;  // the landing is over: the rest of the plan is not played (GND-13)
        return CardScan::Stops;
    }
    if (altitude.overCeiling) {
        const bool goOn = scan.refuse("MOV-16", n, PlanRefusal::AboveCeiling, [&](Violation& v) {
            v.cardName = card.name;
            v.ceiling = maxAltitude(scanning.flyer.type, rules);
        });
        if (!goOn) return CardScan::Refused;
        altitude.overCeiling = false;
    }
    if (altitude.crashed || (role == GroundRole::Air && landsAutomatically(scanning.flyer, altitude))) {
        scan.stoppedAt = n;
        return CardScan::Stops;
    }
    return CardScan::Next;
}

// Every per-card rule on card `i` (0-based), in the order they refuse.
CardScan scanCard(ScanContext& scanning, int i, PlanScan& scan) {
    const auto& state = scanning.state;
    const ManeuverCard& card = *scanning.cards[static_cast<std::size_t>(i)];
    if (card.kind == CardKind::Blank) {  // the airplane stays where it is: nothing is flown
        scan.levelAfter[static_cast<std::size_t>(i)] = scan.altitude.level;
        return CardScan::Next;
    }
    if (!checkSurprise(scanning, i, scan)) return CardScan::Refused;
    if (scanning.ground.roles[static_cast<std::size_t>(i)] == GroundRole::Wait) {
        // GND-06: no take-off in the whole turn after an accident.
        if (scanning.onGround && state.groundedTurns > 0 && card.kind == CardKind::Stall &&
            !scan.refuse("GND-06", i + 1, PlanRefusal::AccidentWait, [&](Violation& v) { v.cardName = card.name; }))
            return CardScan::Refused;
        return CardScan::Next;  // not flown: the airplane waits on the ground
    }
    if (!checkGroundStep(scanning, i, scan.altitude, scan) || !checkFollowing(scanning, i, scan))
        return CardScan::Refused;
    if (scanning.flyer.rules.era == Era::Ww2 && !checkSpeed(scanning, i, scan)) return CardScan::Refused;
    scan.flownSpeed[static_cast<std::size_t>(i)] = scanning.sequence[scanning.at[static_cast<std::size_t>(i)]].speed;
    if (!checkDamage(scanning, i, scan)) return CardScan::Refused;
    const CardScan next = scanAltitude(scanning, i, scan);
    scan.levelAfter[static_cast<std::size_t>(i)] = scan.altitude.level;
    return next;
}

// A declared landing that no card of the plan can begin (GND-02, GND-13,
// GND-15): names the first wrong card of the reading that fits longest.
bool landingMisfit(const RuleOptions& rules, const std::array<const ManeuverCard*, 3>& cards, PlanScan& scan) {
    const auto sequence = landingKinds(rules);
    std::size_t bestStart = 0, bestWrong = 0, bestLength = 0;
    for (std::size_t start = 0; start < 3; ++start) {
        std::size_t wrong = start;
        while (wrong < 3 && cards[wrong]->kind == sequence[wrong - start]) ++wrong;
        if (start == 0 || wrong - start > bestLength) {
            bestStart = start;
            bestWrong = wrong;
            bestLength = wrong - start;
        }
    }
    return scan.refuse(landingRule(rules), static_cast<int>(bestWrong) + 1, PlanRefusal::LandingMisfit,
                       [&](Violation& v) {
                           v.sequence = landingSteps(rules);
                           v.step = static_cast<int>(bestWrong - bestStart) + 1;
                           v.cardName = cards[bestWrong]->name;
                       });
}

// The declared complex maneuvers and landing (CPX-07, ALT-05, GND-02/13/15,
// CPX-11, CPX-02), read from the whole plan.
bool checkDeclaration(const ScanContext& scanning, PlanScan& scan) {
    const auto& rules = scanning.flyer.rules;
    const auto& cards = scanning.cards;
    const Declaration declaration = scanning.plan.declaration;
    if (declaration == Declaration::GentleLoss) {
        if (!rules.gentleAltitudeLoss) JASTA_REFUSE("CPX-07", 3, PlanRefusal::GentleLossOff);
        for (int i = 0; i < 3; ++i)
            if (!isSimple(*cards[static_cast<std::size_t>(i)]))
                JASTA_REFUSE("CPX-07", i + 1, PlanRefusal::GentleLossCard,
                             [&](Violation& v) { v.cardName = cards[static_cast<std::size_t>(i)]->name; });
    }
    if (declaration == Declaration::Landing) {
        if (rules.landingSequence == LandingSequence::S002Auto)
            JASTA_REFUSE("ALT-05", 1, PlanRefusal::NoLandingSequence);
        else if (scanning.onGround)
            JASTA_REFUSE(landingRule(rules), 1, PlanRefusal::AlreadyOnGround);
        else if (!scanning.ground.landingFits && !landingMisfit(rules, cards, scan))
            return false;
    }
    if (declaration == Declaration::HistoricalImmelmann) {
        if (rules.aceManoeuvres == AceManoeuvres::Off) JASTA_REFUSE("CPX-11", 1, PlanRefusal::HistoricalImmelmannOff);
        // On the first card out of place: a pursuer's reorder (TAIL-04) can only break the cards it still flies.
        const int misfit = !cards[0]->isStraight()                 ? 1
                           : cards[1]->kind != CardKind::Immelmann ? 2
                           : !cards[2]->isStraight()               ? 3
                                                                   : 0;
        if (misfit != 0) JASTA_REFUSE("CPX-02", misfit, PlanRefusal::HistoricalImmelmannOrder);
    }
    return true;
}

// WX-02 (the WW2 cloud cover): a plan made in the cover that keeps it there
// is written down card by card, and a blank must part a low-speed card from a
// high-speed one, counting from the last card already written. A plan that
// takes it out is flown on the table (after the written cards), where a
// blank has no place.
bool checkCloudCover(const ScanContext& scanning, PlanScan& scan) {
    const auto& rules = scanning.flyer.rules;
    const AircraftState& state = scanning.state;
    if (rules.cloudCover != CloudCover::S004 || !state.cloud) return true;
    const auto layer = cloudLayer(rules);
    const int flown = scan.stoppedAt == 0 ? 3 : scan.stoppedAt;
    bool staysIn = layer.has_value();
    for (int i = 0; i < flown && staysIn; ++i) staysIn = scan.levelAfter[static_cast<std::size_t>(i)] >= *layer;
    const auto& cards = scanning.cards;
    if (!staysIn) {
        for (int i = 0; i < 3; ++i)
            if (cards[static_cast<std::size_t>(i)]->kind == CardKind::Blank)
                JASTA_REFUSE("MOV-01", i + 1, PlanRefusal::BlankCard);
        return true;
    }
    std::optional<Speed> before;  // the speed of the card written last; none after a blank
    if (!state.cloud->sheet.empty() && state.cloud->sheet.back().number != kBlankCard)
        before = state.cloud->sheet.back().speed;
    for (int i = 0; i < 3; ++i) {
        const ManeuverCard& card = *cards[static_cast<std::size_t>(i)];
        if (card.kind == CardKind::Blank) {
            before.reset();
            continue;
        }
        const Speed speed = scan.flownSpeed[static_cast<std::size_t>(i)];
        if (before && *before != Speed::Normal && speed != Speed::Normal && *before != speed)
            JASTA_REFUSE("WX-02", i + 1, PlanRefusal::CloudSpeedChange, [&](Violation& v) {
                v.cardName = card.name;
                v.speed = speed;
                v.acrossTurns = i == 0;
            });
        before = speed;
    }
    return true;
}

// The rules on the whole plan, once all three cards are scanned: DMG-08,
// BOMB-07's count, WX-02, the declarations.
bool checkWholePlan(const ScanContext& scanning, PlanScan& scan) {
    const AircraftState& state = scanning.state;
    const auto& cards = scanning.cards;
    // DMG-08: an engine hit means at least one stall every turn (in the air).
    if (!scanning.onGround && state.engineHits > 0 &&
        std::none_of(cards.begin(), cards.end(), [](const auto* card) { return card->kind == CardKind::Stall; }))
        JASTA_REFUSE("DMG-08", 3, PlanRefusal::EngineNeedsStall);
    // BOMB-07: at least two non-steep maneuvers with a full bomb load (not the take-off's own stall and climb).
    if (!scanning.onGround && state.fullBombLoad &&
        std::count_if(cards.begin(), cards.end(), [](const auto* card) { return !card->steep; }) < 2)
        JASTA_REFUSE("BOMB-07", 3, PlanRefusal::BombsTooSteep);
    // WX-09 / WX-10: a surprised airplane plays one manoeuvre card, not none.
    if (!state.surprisedBy.empty() &&
        std::all_of(cards.begin(), cards.end(), [](const auto* card) { return card->kind == CardKind::Blank; }))
        JASTA_REFUSE(state.surprisedBy, 3, PlanRefusal::SurprisedOneCard, [&](Violation& v) { v.number = 0; });
    if (!checkCloudCover(scanning, scan)) return false;
    return checkDeclaration(scanning, scan);
}

#undef JASTA_REFUSE

void scanPlan(const Flyer& flyer, const AircraftState& state, const Plan& plan, PlanScan& scan) {
    ScanContext scanning{flyer, state, plan, scan.cards};
    if (!knownCards(scanning, scan)) return;
    readSequence(scanning);
    for (std::size_t i = 0; i < 3; ++i) scan.flownSpeed[i] = plan.cards[i].speed;  // until a card before overrides it
    scan.altitude = altitudeOf(state, scan.collect != nullptr);
    for (int i = 0; i < scanning.scanned; ++i) {
        const CardScan next = scanCard(scanning, i, scan);
        if (next == CardScan::Refused) return;
        if (next == CardScan::Stops) break;
    }
    if (scanning.scanned == 3) checkWholePlan(scanning, scan);
}

// scanPlan one card at a time, for the enumerator: every per-card rule looks
// only backwards, so the scan of a plan's first cards is the start of the
// scan of every plan that begins with them, and each one- and two-card prefix
// is scanned once instead of once per plan. The verdict, altitude, stop and
// flown speeds are scanPlan's for the same cards. Only for an airplane in the
// air planning without a declaration: a take-off, a landing or a declared
// maneuver is read from the whole plan (legalGroundPlans takes those).
class StepScan {
public:
    // `plan` is read as its cards are added (the enumerator changes it in place).
    StepScan(const Flyer& flyer, const AircraftState& state, const Plan& plan) : m_scanning{flyer, state, plan, 0} {
        readSequence(m_scanning);  // no card yet: last turn's cards
        m_scan.altitude = altitudeOf(state, false);
    }

    // Scans card `i` (0-based) of the plan after its first i cards, which
    // were added and are legal. True: the first i + 1 cards are legal (i == 2:
    // the whole plan). Take it back with drop(i) before adding another card i.
    bool add(int i) {
        const auto index = static_cast<std::size_t>(i);
        // Only the count: a planning scan explains nothing.
        m_marks[index] = {m_scan.altitude, m_scan.stoppedAt, m_scanning.length};
        m_scanning.scanned = i + 1;
        m_scan.flownSpeed[index] = m_scanning.plan.cards[index].speed;  // until a card before overrides it
        if (!knownCard(m_scanning, i, m_scan)) return false;
        appendFlown(m_scanning, index);
        // After a crash or landing the rest of the plan is not flown (scanPlan stops scanning cards).
        if (m_scan.stoppedAt == 0 && scanCard(m_scanning, i, m_scan) == CardScan::Refused) return false;
        if (i == 2) checkWholePlan(m_scanning, m_scan);
        return m_scan.legal;
    }
    // Back to the scan of the first i cards.
    void drop(int i) {
        const Mark& mark = m_marks[static_cast<std::size_t>(i)];
        static_cast<AltitudeCount&>(m_scan.altitude) = mark.altitude;
        m_scan.stoppedAt = mark.stoppedAt;
        m_scan.legal = true;
        m_scanning.length = mark.length;
        m_scanning.scanned = i;
    }
    [[nodiscard]] const PlanScan& scan() const { return m_scan; }

private:
    // What adding a card changes (the rest is written before it is read).
    struct Mark {
        AltitudeCount altitude;
        int stoppedAt = 0;
        std::size_t length = 0;
    };
    ScanContext m_scanning;
    PlanScan m_scan;
    std::array<Mark, 3> m_marks{};
};

}  // namespace

std::vector<Violation> checkPlan(const Flyer& flyer, const AircraftState& state, const Plan& plan) {
    return checkPlanStart(flyer, state, plan, 3);
}

std::vector<Violation> checkPlanStart(const Flyer& flyer, const AircraftState& state, const Plan& plan, int cards) {
    std::vector<Violation> violations;
    PlanScan scan;
    scan.collect = &violations;
    scan.cards = std::clamp(cards, 1, 3);
    scanPlan(flyer, state, plan, scan);
    std::stable_sort(violations.begin(), violations.end(),
                     [](const auto& a, const auto& b) { return a.card < b.card; });
    return violations;
}

bool isPlanLegal(const Flyer& flyer, const AircraftState& state, const Plan& plan) {
    PlanScan scan;
    scanPlan(flyer, state, plan, scan);
    return scan.legal;
}

namespace {

// The speeds each card of the deck may be planned at: WW1 one, WW2 one per arrowhead.
std::vector<std::vector<Speed>> plannableSpeeds(const ManeuverDeck& deck) {
    std::vector<std::vector<Speed>> speeds(deck.cards.size());
    for (std::size_t c = 0; c < deck.cards.size(); ++c)
        for (Speed speed : {Speed::Normal, Speed::Fast, Speed::Slow})
            if (deck.cards[c].hasSpeed(speed)) speeds[c].push_back(speed);
    return speeds;
}

// A legal plan flown alone, card by card (landing fields and table edge
// left out), for where it leaves the airplane after each card.
PlanOutcome flownOutcome(const Flyer& flyer, const AircraftState& state, const Plan& plan) {
    static const std::vector<Violation> kNone;
    const TableSize anywhere{std::numeric_limits<double>::max() / 4, std::numeric_limits<double>::max() / 4};
    AircraftState flown = state;
    startTurn(flown);
    int stopsAfter = 0;
    std::array<Pose, 3> poses{};
    std::array<int, 3> levels{};
    for (int phase = 1; phase <= 3; ++phase) {
        const bool wasStopped = flown.stoppedThisTurn || !(flown.inPlay() || flown.onGround());
        flyCard(flyer, flown, plan, phase, kNone, anywhere);
        const bool stopped = flown.stoppedThisTurn || !(flown.inPlay() || flown.onGround());
        if (!wasStopped && stopped && phase < 3) stopsAfter = phase;
        poses[static_cast<std::size_t>(phase - 1)] = flown.pose;
        levels[static_cast<std::size_t>(phase - 1)] = flown.altitude;
    }
    return {plan,       flown.pose, flown.altitude, flown.climb, flown.status == AircraftStatus::Crashed,
            stopsAfter, poses,      levels};
}

// legalPlans for an airplane taking off or landing: its waiting cards do not
// move it and its sequence sets the altitude, so each legal plan is flown.
// Rare, so the plain way is fast enough.
void forEachLegalGroundPlan(const Flyer& flyer, const AircraftState& state,
                            const std::function<void(const PlanOutcome&)>& visit) {
    const auto& cards = flyer.deck.cards;
    const auto speeds = plannableSpeeds(flyer.deck);
    Plan plan;
    for (std::size_t a = 0; a < cards.size(); ++a)
        for (std::size_t b = 0; b < cards.size(); ++b)
            for (std::size_t c = 0; c < cards.size(); ++c) {
                if (a == b || a == c || b == c) continue;
                for (Speed sa : speeds[a])
                    for (Speed sb : speeds[b])
                        for (Speed sc : speeds[c]) {
                            plan.cards = {PlannedCard{cards[a].number, sa}, PlannedCard{cards[b].number, sb},
                                          PlannedCard{cards[c].number, sc}};
                            if (isPlanLegal(flyer, state, plan)) visit(flownOutcome(flyer, state, plan));
                        }
            }
}

// legalPlans for an airplane caught by surprise (WX-09 / WX-10): one card
// in any of the three places, blanks in the other two.
void forEachOneCardPlan(const Flyer& flyer, const AircraftState& state,
                        const std::function<void(const PlanOutcome&)>& visit) {
    const auto& cards = flyer.deck.cards;
    const auto speeds = plannableSpeeds(flyer.deck);
    for (std::size_t place = 0; place < 3; ++place)
        for (std::size_t c = 0; c < cards.size(); ++c)
            for (Speed speed : speeds[c]) {
                Plan plan;
                plan.cards[place] = {cards[c].number, speed};
                if (isPlanLegal(flyer, state, plan)) visit(flownOutcome(flyer, state, plan));
            }
}

}  // namespace

void forEachLegalPlan(const Flyer& flyer, const AircraftState& state,
                      const std::function<void(const PlanOutcome&)>& visit) {
    if (state.onGround() || state.groundProcedure != GroundProcedure::None) {
        forEachLegalGroundPlan(flyer, state, visit);
        return;
    }
    if (!state.surprisedBy.empty()) {
        forEachOneCardPlan(flyer, state, visit);
        return;
    }
    const auto& cards = flyer.deck.cards;
    const auto speeds = plannableSpeeds(flyer.deck);
    Plan plan;
    StepScan scanning(flyer, state, plan);
    const PlanScan& scan = scanning.scan();
    PlanOutcome outcome;
    // Each start pose moves every card; every heading's sine and cosine is worked out once.
    HeadingTrig trig;
    CardMover fromStart(state.pose, flyer.geometry, trig);
    for (std::size_t a = 0; a < cards.size(); ++a) {
        for (Speed sa : speeds[a]) {
            plan.cards[0] = {cards[a].number, sa};
            if (!scanning.add(0)) {
                scanning.drop(0);
                continue;
            }
            const int levelA = scan.altitude.level;
            const Pose poseA = fromStart.move(*cards[a].move(scan.flownSpeed[0]));
            CardMover fromA(poseA, flyer.geometry, trig);
            for (std::size_t b = 0; b < cards.size(); ++b) {
                if (b == a) continue;
                for (Speed sb : speeds[b]) {
                    plan.cards[1] = {cards[b].number, sb};
                    if (!scanning.add(1)) {
                        scanning.drop(1);
                        continue;
                    }
                    const int levelB = scan.altitude.level;
                    const Pose poseB = fromA.move(*cards[b].move(scan.flownSpeed[1]));
                    CardMover fromB(poseB, flyer.geometry, trig);
                    for (std::size_t c = 0; c < cards.size(); ++c) {
                        if (c == a || c == b) continue;
                        for (Speed sc : speeds[c]) {
                            plan.cards[2] = {cards[c].number, sc};
                            if (scanning.add(2)) {
                                const Pose end = scan.stoppedAt == 1   ? poseA
                                                 : scan.stoppedAt == 2 ? poseB
                                                                       : fromB.move(*cards[c].move(scan.flownSpeed[2]));
                                const bool stopsFirst = scan.stoppedAt == 1;
                                outcome.plan = plan;
                                outcome.end = end;
                                outcome.altitude = scan.altitude.level;
                                outcome.climb = scan.altitude.climb;
                                outcome.crashes = scan.altitude.crashed;
                                outcome.stopsAfter = scan.stoppedAt;
                                outcome.poses = {poseA, stopsFirst ? poseA : poseB, end};
                                outcome.levels = {levelA, stopsFirst ? levelA : levelB, scan.altitude.level};
                                visit(outcome);
                            }
                            scanning.drop(2);
                        }
                    }
                    scanning.drop(1);
                }
            }
            scanning.drop(0);
        }
    }
}

std::vector<PlanOutcome> legalPlans(const Flyer& flyer, const AircraftState& state) {
    std::vector<PlanOutcome> outcomes;
    const std::size_t cards = flyer.deck.cards.size();
    outcomes.reserve(cards * cards * cards);
    forEachLegalPlan(flyer, state, [&](const PlanOutcome& outcome) { outcomes.push_back(outcome); });
    return outcomes;
}

void startTurn(AircraftState& state) {
    state.climbCountersThisTurn = 0;
    // GND-06: the whole turn after an accident is spent still.
    state.stoppedThisTurn = state.groundedTurns > 0;
    if (state.groundedTurns > 0) --state.groundedTurns;
}

FlownStep flyCard(const Flyer& flyer, AircraftState& state, const Plan& plan, int phase,
                  const std::vector<Violation>& violations, const TableSize& table) {
    FlownStep step;
    step.aircraft = state.id;
    step.phase = phase;
    step.planned = plan.cards.at(static_cast<std::size_t>(phase - 1));
    step.before = step.after = state.pose;
    step.altitude = state.altitude;
    step.climb = state.climb;
    step.fuel = state.fuel;
    step.status = state.status;
    state.noFireAfterManoeuvre = false;
    if (!state.inPlay() && !state.onGround()) return step;
    const bool blankRefused =
        std::any_of(violations.begin(), violations.end(), [&](const Violation& v) { return v.card == phase; });
    if (step.planned.blank() && !blankRefused && mayPlayBlank(flyer.rules, state)) {
        // WX-09 / WX-10: a blank: the airplane stays where it is, neither
        // moved nor turned, and nothing is flown (the next card looks past
        // it). WX-02: in the cloud cover the blank is written on the sheet.
        const bool written = state.cloud.has_value();
        if (written) state.cloud->sheet.push_back({kBlankCard, Speed::Normal, state.cloud->paper});
        step.events.push_back({ev::BlankCard{written},
                               state.id,
                               {state.surprisedBy.empty() ? std::string("WX-02") : state.surprisedBy},
                               written ? state.id : std::string()});
        return step;
    }
    // WX-01: in the clouds the card is written on paper. It takes the airplane
    // on from where the cards written before left it; the stand stays put.
    const bool onPaper = state.cloud.has_value();

    auto event = [&](EventData what, std::vector<std::string> rules) {
        step.events.push_back({std::move(what), state.id, std::move(rules)});
    };

    const ManeuverCard* card = flyer.deck.card(step.planned.number);
    // Take-off and landing (GND): the card's part in a sequence. A refused
    // plan is never flown as one: on the ground the airplane stays where it
    // is for the turn; in the air its cards are ordinary cards (CONF-22 below).
    GroundRole role = GroundRole::Air;
    int groundStep = 0;
    if (state.onGround() || state.groundProcedure != GroundProcedure::None ||
        plan.declaration == Declaration::Landing) {
        if (violations.empty()) {
            std::array<CardKind, 3> kinds{CardKind::Blank, CardKind::Blank, CardKind::Blank};
            for (std::size_t i = 0; i < 3; ++i)
                if (const auto* planned = flyer.deck.card(plan.cards[i].number)) kinds[i] = planned->kind;
            const GroundPlan ground = groundPlan(flyer.rules, state, plan.declaration, kinds, phase - 1, false);
            role = ground.roles.at(static_cast<std::size_t>(phase - 1));
            groundStep = ground.step.at(static_cast<std::size_t>(phase - 1));
            if (isTakeOffStep(role) && takeOffBarred(flyer.rules, state)) {
                // GND-10: it caught fire after its plan was checked, during the roll.
                Violation burning{"GND-10", phase, PlanRefusal::TakeOffBurning};
                if (card != nullptr) burning.cardName = card->name;
                burning.level = state.flames;
                event(ev::GroundHold{burning}, {"GND-10"});
                state.stoppedThisTurn = true;
                state.groundProcedure = GroundProcedure::None;
                state.groundStep = 0;
                role = GroundRole::Wait;
            }
        } else if (state.onGround()) {
            if (!state.stoppedThisTurn) event(ev::GroundHold{violations.front()}, {violations.front().rule});
            state.stoppedThisTurn = true;
            role = GroundRole::Wait;
        } else if (state.groundProcedure == GroundProcedure::Landing) {
            event(ev::LandingAbandoned{}, {std::string(landingRule(flyer.rules))});
            state.groundProcedure = GroundProcedure::None;
            state.groundStep = 0;
        }
    }
    step.ground = role;
    if (role == GroundRole::Wait) return step;  // on the ground, not moving
    Speed speed = step.planned.speed;
    std::vector<Violation> broken;
    for (const auto& violation : violations)
        if (violation.card == phase) broken.push_back(violation);
    if (card == nullptr && broken.empty()) broken.push_back({"MOV-02", phase, PlanRefusal::UnknownCard});

    if (!broken.empty()) {
        const ev::IllegalManeuver illegal{flyer.rules.illegalManoeuvre, broken, std::nullopt};
        switch (flyer.rules.illegalManoeuvre) {
            case IllegalManoeuvre::Destroyed:
                state.status = AircraftStatus::Destroyed;
                event(illegal, {"MOV-12", broken.front().rule});
                step.status = state.status;
                return step;
            case IllegalManoeuvre::Eliminated:
                state.status = AircraftStatus::Eliminated;
                event(illegal, {"MOV-14", broken.front().rule});
                step.status = state.status;
                return step;
            case IllegalManoeuvre::OneAReplaceStraight: {
                const ManeuverCard* straight = replacementStraight(flyer.deck, speed);
                step.penalty = PenaltyDamage{'A', 1, "MOV-14", ev::DamageSource::IllegalManeuver};
                auto replaced = illegal;
                replaced.replacedBy = straight != nullptr ? straight->number : 0;
                event(std::move(replaced), {"MOV-14", broken.front().rule});
                if (straight != nullptr) card = straight;
                break;
            }
            case IllegalManoeuvre::TwoANoFire:
                step.penalty = PenaltyDamage{'A', 2, "MOV-13", ev::DamageSource::IllegalManeuver};
                state.noFireAfterManoeuvre = true;
                event(illegal, {"MOV-13", broken.front().rule});
                break;
        }
    }
    if (card == nullptr) return step;  // an unknown card cannot be flown; the penalty stands
    speed = anySpeedOf(*card, speed);
    const FlownCard* oneBefore = state.history.empty() ? nullptr : &state.history.back();
    const FlownCard* twoBefore = state.history.size() < 2 ? nullptr : &state.history[state.history.size() - 2];
    // WW2: a forced speed overrides the marker (SPD-03/04, CPX-08/09); planning refused a card without its arrowhead.
    if (flyer.rules.era == Era::Ww2)
        if (auto forced = forcedSpeed(twoBefore, oneBefore, asFlown(*card, speed));
            forced && card->hasSpeed(forced->speed))
            speed = forced->speed;
    FlownCard flown = asFlown(*card, speed);
    // CPX-02: the third card of a historical Immelmann gives its counter back as a gentle dive.
    flown.gentleDive = plan.declaration == Declaration::HistoricalImmelmann && phase == 3;
    const SequenceStep sequence = sequenceStep(twoBefore, oneBefore, flown, flyer.rules);
    const CardMove& flownMove = *card->move(speed);

    // MOV-06: the move itself. GND-02: an S000 landing's movement ends at
    // the touchdown, so its stall does not move the airplane.
    const bool moves = !(role == GroundRole::Stop && flyer.rules.landingSequence == LandingSequence::S000);
    step.moved = moves;
    step.flownNumber = card->number;
    step.flownSpeed = speed;
    Pose& at = onPaper ? state.cloud->paper : state.pose;  // what the card moves
    const Pose from = at;
    if (moves) {
        if (!onPaper) step.path = cardPathOnTable(at, flownMove, flyer.geometry);
        at = applyCardMove(at, flownMove, flyer.geometry);
    }
    step.after = state.pose;
    // The poses let a viewer animate the move from the event alone; a card
    // written in the clouds moves nothing anybody sees.
    if (onPaper) {
        event(ev::CloudCard{card->number, card->name, speed}, {"WX-01"});
        step.events.back().secretTo = state.id;
    } else {
        event(ev::Move{card->number, card->name, from, state.pose, speed}, {"MOV-06"});
    }

    // MOV-07: altitude after the move; take-off and landing cards set it as
    // their sequence says, then check the landing fields (CONF-17).
    const Height heightBefore{state.altitude, state.climb};
    if (role == GroundRole::Air || role == GroundRole::Approach) {
        Altitude altitude = altitudeOf(state, true);
        altitude.floor = floorAt(table.relief, {at.x, at.y});
        applyAltitude(flyer, state, altitude, *card, sequence, plan.declaration, phase);
        if (!altitude.rules.empty()) {
            event(ev::Altitude{altitude.level, altitude.climb, altitude.steps}, altitude.rules);
            if (onPaper) step.events.back().secretTo = state.id;  // the pegs go with the stand's secret
        }
        state.altitude = altitude.level;
        state.climb = altitude.climb;
        state.climbCountersThisTurn = altitude.gainedThisTurn;
        if (altitude.crashed) state.status = AircraftStatus::Crashed;
        if (role == GroundRole::Air && state.inPlay() && landsAutomatically(flyer, altitude)) {
            state.status = AircraftStatus::Landed;
            state.stoppedThisTurn = true;  // the rest of the plan is not flown
            event(ev::Landed{}, {"ALT-05"});
        }
    }
    if (role != GroundRole::Air && (state.inPlay() || state.onGround()))
        detail::applyGroundCard(flyer, state, role, groundStep, *card, table, step);

    // TER-03: a move into raised ground not above its floor ends against the
    // hillside (a take-off roll or landing too: on the ground it is level 0).
    if (moves && !table.relief.empty() && (state.inPlay() || state.onGround())) {
        std::vector<Point2> centres;
        for (const Pose& pose : animationPoses(from, flownMove, flyer.geometry, kReliefPathSteps))
            centres.push_back({pose.x, pose.y});
        if (const ReliefZone* zone =
                reliefStruck(table.relief, centres, heightBefore, Height{state.altitude, state.climb})) {
            state.status = AircraftStatus::Crashed;
            state.stoppedThisTurn = true;
            event(ev::StruckRelief{zone->id, zone->name, zone->floor, state.altitude, state.climb},
                  {"TER-03", "TER-01"});
        }
    }

    // WW2 fuel (SPD-02..05).
    if (flyer.rules.era == Era::Ww2) {
        state.fuel = std::max(0, state.fuel - fuelCost(*card, speed, sequence));
        if (flyer.rules.fuelLimit && state.fuel == 0 && state.inPlay()) {
            state.status = AircraftStatus::Destroyed;
            event(ev::OutOfFuel{}, {"SPD-05"});
        }
    }

    // MOV-08..11: the centre of the base off the table (rolling off it too).
    if ((state.inPlay() || state.onGround()) && outside(at, table)) {
        switch (flyer.rules.exitRule) {
            case ExitRule::Eliminated:
                state.status = AircraftStatus::Eliminated;
                event(ev::LeftTable{ExitRule::Eliminated, std::nullopt}, {"MOV-08", "MOV-09"});
                break;
            case ExitRule::Fled:
                state.status = AircraftStatus::Fled;
                event(ev::LeftTable{ExitRule::Fled, std::nullopt}, {"MOV-10"});
                break;
            case ExitRule::Reenter2A: {
                state.status = AircraftStatus::OffTable;
                const Pose back{std::clamp(at.x, 0.0, table.width), std::clamp(at.y, 0.0, table.height),
                                normalizeHeading(at.heading + 180.0)};
                state.reentryPose = back;
                event(ev::LeftTable{ExitRule::Reenter2A, back}, {"MOV-11"});
                break;
            }
        }
    }

    // WX-01: the card goes on the sheet. Down or off the table in the clouds,
    // or brought below them by a card the plan did not show as a way out, the
    // airplane is where its written cards took it.
    const std::optional<CloudBand>& clouds = table.clouds;
    if (onPaper) {
        state.cloud->sheet.push_back({card->number, speed, state.cloud->paper});
        if (!state.inPlay() || !clouds || !clouds->holds(state.altitude)) step.events.push_back(leaveCloud(state));
    }
    if (clouds && state.inPlay()) {
        if (!state.inCloud && !clouds->holds(heightBefore.level) && clouds->holds(state.altitude)) {
            state.inCloud = true;
            state.cloud = CloudStay{state.pose, {}};
            event(ev::EnteredCloud{state.altitude}, {"WX-01"});
        } else if (state.inCloud && !clouds->holds(state.altitude)) {
            state.inCloud = false;
        }
    }
    step.after = state.pose;

    state.history.push_back(flown);
    if (state.history.size() > AircraftState::kHistory) state.history.erase(state.history.begin());
    // Parked on the ground, the next take-off starts afresh (MOV-03 looks no further back).
    if (state.onGround() && state.groundProcedure == GroundProcedure::None) state.history.clear();
    step.altitude = state.altitude;
    step.climb = state.climb;
    step.fuel = state.fuel;
    step.status = state.status;
    return step;
}

Event leaveCloud(AircraftState& state) {
    ev::LeftCloud left{state.pose, {}, {}};
    if (state.cloud) {
        for (const auto& card : state.cloud->sheet) {
            if (card.number == kBlankCard) continue;  // WX-02: a blank written on the sheet moves nothing
            left.cards.push_back(card.number);
            left.path.push_back(card.to);
        }
        state.pose = state.cloud->paper;
        state.cloud.reset();
    }
    return {std::move(left), state.id, {"WX-01"}};
}

bool plannedOutOfCloud(const Flyer& flyer, const AircraftState& state, const Plan& plan, const TableSize& table) {
    if (!table.clouds || !state.cloud) return false;
    const PlanResult probe = flyPlan(flyer, state, plan, table);
    return std::any_of(probe.steps.begin(), probe.steps.end(),
                       [&](const FlownStep& step) { return step.moved && !table.clouds->holds(step.altitude); });
}

PlanResult flyPlan(const Flyer& flyer, AircraftState state, const Plan& plan, const TableSize& table) {
    PlanResult result;
    result.violations = checkPlan(flyer, state, plan);
    startTurn(state);
    for (int phase = 1; phase <= 3; ++phase)
        result.steps.push_back(flyCard(flyer, state, plan, phase, result.violations, table));
    result.final = std::move(state);
    return result;
}

}  // namespace jasta
