#include "jasta/rules/ground.hpp"

#include "ground_flying.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace jasta {

namespace {

// Points on an edge count as on the field; this absorbs rounding in the
// card moves (mm).
constexpr double kEdgeToleranceMm = 1e-6;

// The role of the card that is step `step` (1..3) of `procedure`.
GroundRole roleOf(GroundProcedure procedure, const RuleOptions& rules, int step) {
    if (procedure == GroundProcedure::TakeOff) return step < 3 ? GroundRole::TakeOffRoll : GroundRole::TakeOffLift;
    if (rules.landingSequence == LandingSequence::S004)
        return step == 1 ? GroundRole::Touchdown : step == 2 ? GroundRole::Rollout : GroundRole::Stop;
    return step == 1 ? GroundRole::Approach : step == 2 ? GroundRole::Touchdown : GroundRole::Stop;
}

}  // namespace

bool onField(const LandingField& field, double x, double y) {
    const double radians = field.heading * std::numbers::pi / 180.0;
    const double dx = x - field.x;
    const double dy = y - field.y;
    // The field's frame: `along` the runway (heading 0 = +y), `across` to its right.
    const double along = dx * std::sin(radians) + dy * std::cos(radians);
    const double across = dx * std::cos(radians) - dy * std::sin(radians);
    return std::abs(along) <= field.length / 2 + kEdgeToleranceMm &&
           std::abs(across) <= field.width / 2 + kEdgeToleranceMm;
}

std::vector<Point2> fieldOutline(const LandingField& field) {
    const Pose centre{field.x, field.y, field.heading};  // the runway runs along the heading, as an airplane's length
    const double w = field.width / 2, l = field.length / 2;
    return {toTable(centre, {-w, l}), toTable(centre, {w, l}), toTable(centre, {w, -l}), toTable(centre, {-w, -l})};
}

bool onAnyField(const std::vector<LandingField>& fields, double x, double y) {
    if (fields.empty()) return true;
    for (const auto& field : fields)
        if (onField(field, x, y)) return true;
    return false;
}

bool isGroundStep(GroundRole role) {
    return role == GroundRole::TakeOffRoll || role == GroundRole::Touchdown || role == GroundRole::Rollout ||
           role == GroundRole::Stop;
}

bool isTakeOffStep(GroundRole role) {
    return role == GroundRole::TakeOffRoll || role == GroundRole::TakeOffLift;
}

bool takeOffBarred(const RuleOptions& rules, const AircraftState& state) {
    return rules.groundOperations() && state.flames > 0;
}

std::array<CardKind, 3> takeOffKinds(const RuleOptions& rules) {
    if (rules.takeoffSequence == TakeoffSequence::StallStraightClimb)
        return {CardKind::Stall, CardKind::Straight, CardKind::Climb};  // GND-16
    return {CardKind::Stall, CardKind::Straight, CardKind::Straight};   // GND-03, GND-14
}

std::array<CardKind, 3> landingKinds(const RuleOptions& rules) {
    switch (rules.landingSequence) {
        case LandingSequence::S000:  // GND-02 (its 4th card, the blank, is not modelled: see the docs)
        case LandingSequence::S003:  // GND-13
            return {CardKind::Straight, CardKind::Straight, CardKind::Stall};
        case LandingSequence::S004:  // GND-15
            return {CardKind::Dive, CardKind::Straight, CardKind::Stall};
        case LandingSequence::S002Auto:
            break;
    }
    return {CardKind::Blank, CardKind::Blank, CardKind::Blank};
}

std::string_view takeOffRule(const RuleOptions& rules) {
    if (rules.takeoffSequence == TakeoffSequence::StallStraightClimb) return "GND-16";
    // Stall, straight, straight is both S000's and S003's: the penalty option says which seed is played.
    return rules.offFieldPenalty == OffFieldPenalty::S000 ? "GND-03" : "GND-14";
}

std::string_view landingRule(const RuleOptions& rules) {
    switch (rules.landingSequence) {
        case LandingSequence::S000:
            return "GND-02";
        case LandingSequence::S003:
            return "GND-13";
        case LandingSequence::S004:
            return "GND-15";
        case LandingSequence::S002Auto:
            break;
    }
    return "ALT-05";
}

CardKind expectedKind(const RuleOptions& rules, GroundRole role, int step) {
    const auto index = static_cast<std::size_t>(std::clamp(step, 1, 3) - 1);
    const bool takeOff = role == GroundRole::TakeOffRoll || role == GroundRole::TakeOffLift;
    return takeOff ? takeOffKinds(rules)[index] : landingKinds(rules)[index];
}

namespace {

// The card kinds and roles of the three steps of a take-off or a landing.
GroundSequence stepsOf(GroundProcedure procedure, const RuleOptions& rules) {
    GroundSequence sequence;
    sequence.kinds = procedure == GroundProcedure::TakeOff ? takeOffKinds(rules) : landingKinds(rules);
    for (int step = 1; step <= 3; ++step)
        sequence.roles[static_cast<std::size_t>(step - 1)] = roleOf(procedure, rules, step);
    return sequence;
}

}  // namespace

GroundSequence takeOffSteps(const RuleOptions& rules) {
    return stepsOf(GroundProcedure::TakeOff, rules);
}

GroundSequence landingSteps(const RuleOptions& rules) {
    return stepsOf(GroundProcedure::Landing, rules);
}

bool canBeginLanding(const RuleOptions& rules, int level, int climb) {
    if (rules.groundTransitionAltitude == GroundTransitionAltitude::Level1) return level == 1;  // GND-15
    return level == 0 && climb == 1;                                                            // GND-13
}

GroundPlan groundPlan(const RuleOptions& rules, const AircraftState& state, Declaration declaration,
                      const std::array<CardKind, 3>& kinds, int from, bool planning) {
    GroundPlan plan;
    const auto first = static_cast<std::size_t>(std::clamp(from, 0, 3));
    // Cards `start`.. go on with `procedure`, `done` of its cards already flown.
    auto follow = [&](GroundProcedure procedure, int done, std::size_t start) {
        std::size_t i = start;
        for (; i < 3 && done < 3; ++i) {
            ++done;
            plan.roles[i] = roleOf(procedure, rules, done);
            plan.step[i] = done;
        }
        // After the take-off it flies on; after the landing stall it stays still (GND-13).
        for (; i < 3; ++i) plan.roles[i] = procedure == GroundProcedure::TakeOff ? GroundRole::Air : GroundRole::Wait;
    };

    if (state.onGround()) {
        // A new turn is planned: only the GND-06 wait carries over. While
        // flying, the turn's own stop (landing stall, accident) counts.
        const bool stopped = planning ? state.groundedTurns > 0 : state.stoppedThisTurn;
        if (stopped) {
            for (std::size_t i = first; i < 3; ++i) plan.roles[i] = GroundRole::Wait;
        } else if (state.groundProcedure != GroundProcedure::None && state.groundStep > 0) {
            follow(state.groundProcedure, state.groundStep, first);
        } else {
            for (std::size_t i = first; i < 3; ++i) {
                if (kinds[i] == CardKind::Stall) {
                    follow(GroundProcedure::TakeOff, 0, i);
                    break;
                }
                plan.roles[i] = GroundRole::Wait;  // GND-04 / GND-16: no move before the stall
            }
        }
        return plan;
    }
    if (!state.inPlay()) return plan;
    if (state.groundProcedure == GroundProcedure::Landing && state.groundStep > 0) {
        follow(GroundProcedure::Landing, state.groundStep, first);
        return plan;
    }
    if (declaration == Declaration::Landing && rules.landingSequence != LandingSequence::S002Auto) {
        // The earliest card from which the rest of the plan follows the sequence.
        const auto sequence = landingKinds(rules);
        for (std::size_t start = first; start < 3; ++start) {
            bool fits = true;
            for (std::size_t i = start; i < 3 && fits; ++i) fits = kinds[i] == sequence[i - start];
            if (fits) {
                plan.landingStart = static_cast<int>(start);
                follow(GroundProcedure::Landing, 0, start);
                return plan;
            }
        }
        plan.landingFits = false;
    }
    return plan;
}

namespace detail {

namespace {

// CONF-17: the centre of the base ended a take-off or landing card on the
// ground outside every landing field.
void offField(const Flyer& flyer, AircraftState& state, GroundRole role, const ManeuverCard& card, FlownStep& flown) {
    const auto& rules = flyer.rules;
    const bool takeOff = role == GroundRole::TakeOffRoll;
    auto event = [&](EventData what, std::vector<std::string> ids) {
        flown.events.push_back({std::move(what), state.id, std::move(ids)});
    };
    switch (rules.offFieldPenalty) {
        case OffFieldPenalty::S000: {
            // GND-06: an accident; 2 A after the stall, 3 A after a straight.
            const int cards = card.kind == CardKind::Stall ? 2 : 3;
            flown.penalty = PenaltyDamage{'A', cards, "GND-06", ev::DamageSource::GroundAccident};
            state.groundProcedure = GroundProcedure::None;
            state.groundStep = 0;
            state.groundPenaltyPaid = false;
            state.groundedTurns = 1;
            state.stoppedThisTurn = true;
            event(ev::GroundAccident{takeOff, 'A', cards}, {"GND-06"});
            return;
        }
        case OffFieldPenalty::S003: {
            // GND-13 / GND-14: allowed, 2 B once per take-off or landing.
            if (state.groundPenaltyPaid) return;
            state.groundPenaltyPaid = true;
            const std::string rule = takeOff ? "GND-14" : "GND-13";
            flown.penalty = PenaltyDamage{'B', 2, rule, ev::DamageSource::RoughGround};
            event(ev::OffField{OffFieldPenalty::S003, takeOff, 'B', 2}, {rule});
            return;
        }
        case OffFieldPenalty::S004: {
            if (takeOff) {
                // GND-16: 3 A at the stall, 3 C at the straight (once per take-off).
                if (state.groundPenaltyPaid) return;
                state.groundPenaltyPaid = true;
                const char deck = card.kind == CardKind::Stall ? 'A' : 'C';
                flown.penalty = PenaltyDamage{deck, 3, "GND-16", ev::DamageSource::LeftField};
                event(ev::OffField{OffFieldPenalty::S004, true, deck, 3}, {"GND-16"});
            } else if (role == GroundRole::Touchdown) {
                // GND-15: the landing dive ends off the field.
                state.status = AircraftStatus::Eliminated;
                state.groundProcedure = GroundProcedure::None;
                state.groundStep = 0;
                event(ev::OffField{OffFieldPenalty::S004, false, 'A', 0}, {"GND-15"});
            }
            return;
        }
    }
}

}  // namespace

void applyGroundCard(const Flyer& flyer, AircraftState& state, GroundRole role, int step, const ManeuverCard& card,
                     const TableSize& table, FlownStep& flown) {
    const auto& rules = flyer.rules;
    auto event = [&](EventData what, std::string_view rule) {
        flown.events.push_back({std::move(what), state.id, {std::string(rule)}});
    };
    const std::string_view takeOff = takeOffRule(rules);
    const std::string_view landing = landingRule(rules);
    if (step == 1) state.groundPenaltyPaid = false;
    switch (role) {
        case GroundRole::TakeOffRoll:
            state.altitude = 0;
            state.climb = 0;
            state.groundProcedure = GroundProcedure::TakeOff;
            state.groundStep = step;
            event(ev::TakeOffRoll{step}, takeOff);
            break;
        case GroundRole::TakeOffLift: {
            // CONF-03: S003 level 0 with one counter; S004 level 1, no counters (the stand goes back on).
            const bool level1 = rules.groundTransitionAltitude == GroundTransitionAltitude::Level1;
            state.status = AircraftStatus::Flying;
            state.altitude = level1 ? 1 : 0;
            state.climb = level1 ? 0 : 1;
            state.groundProcedure = GroundProcedure::None;
            state.groundStep = 0;
            state.groundPenaltyPaid = false;
            flown.events.push_back(
                {ev::TakeOff{state.altitude, state.climb}, state.id, {std::string(takeOff), "CONF-03"}});
            return;  // airborne: no field to leave
        }
        case GroundRole::Approach:
            state.groundProcedure = GroundProcedure::Landing;
            state.groundStep = step;
            event(ev::LandingApproach{step}, landing);
            return;
        case GroundRole::Touchdown:
            state.status = AircraftStatus::Landed;
            state.altitude = 0;
            state.climb = 0;
            state.groundProcedure = GroundProcedure::Landing;
            state.groundStep = step;
            event(ev::Landed{step, card.kind == CardKind::Dive}, landing);
            break;
        case GroundRole::Rollout:
            state.groundStep = step;
            event(ev::LandingRoll{step}, landing);
            break;
        case GroundRole::Stop:
            state.groundProcedure = GroundProcedure::None;
            state.groundStep = 0;
            state.stoppedThisTurn = true;  // GND-13: its remaining cards are not played
            event(ev::LandingStop{step}, landing);
            break;
        case GroundRole::Air:
        case GroundRole::Wait:
            return;
    }
    if (isGroundStep(role) && state.onGround() && !onAnyField(table.fields, state.pose.x, state.pose.y))
        offField(flyer, state, role, card, flown);
    if (role == GroundRole::Stop) state.groundPenaltyPaid = false;
}

}  // namespace detail

}  // namespace jasta
