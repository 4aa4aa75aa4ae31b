#include "jasta/words/plans.hpp"

#include <algorithm>

namespace jasta::words {

namespace {

std::string number(int value) {
    return std::to_string(value);
}

// "1, 5, 9"
std::string numbers(const std::vector<int>& cards) {
    std::string text;
    for (const int card : cards) text += (text.empty() ? "" : ", ") + number(card);
    return text;
}

// One step of a take-off or landing, e.g. "straight (still on the ground)".
std::string stepWords(const GroundSequence& sequence, int step) {
    const auto index = static_cast<std::size_t>(std::clamp(step, 1, 3) - 1);
    std::string card(nameOf(sequence.kinds[index]));
    switch (sequence.roles[index]) {
        case GroundRole::TakeOffRoll:
            return step == 1 ? card : card + " (still on the ground)";
        case GroundRole::TakeOffLift:
            return card + " (airborne)";
        case GroundRole::Approach:
            return card + " (still flying)";
        case GroundRole::Touchdown:
            return card + " (touching down)";
        case GroundRole::Rollout:
            return card + " (on the ground)";
        case GroundRole::Stop:
            return card + " (stopping)";
        case GroundRole::Air:
        case GroundRole::Wait:
            break;
    }
    return card;
}

// The whole sequence: "stall, straight (still on the ground), straight (airborne)".
std::string sequenceWords(const GroundSequence& sequence) {
    return stepWords(sequence, 1) + ", " + stepWords(sequence, 2) + ", " + stepWords(sequence, 3);
}

// "card 2 must be a straight (touching down), not Bank left."
std::string wrongStep(const Violation& v) {
    return "card " + number(v.card) + " must be a " + stepWords(v.sequence, v.step) + ", not " + v.cardName + ".";
}

// CONF-03: where a landing begins.
std::string_view landingAltitudeWords(GroundTransitionAltitude transition) {
    return transition == GroundTransitionAltitude::Level1 ? "level 1" : "level 0 with exactly one climb counter";
}

// " (the last card of the previous turn)" when the card before is last turn's.
std::string_view lastTurn(const Violation& v) {
    return v.acrossTurns ? " (the last card of the previous turn)" : "";
}

}  // namespace

std::string_view speedWord(Speed speed) {
    return speed == Speed::Fast ? "high" : speed == Speed::Slow ? "low" : "normal";
}

std::string describe(const Violation& v) {
    switch (v.refusal) {
        case PlanRefusal::NotInDeck:
            return "Card " + number(v.number) + " is not in deck " + std::string(1, v.deck) + ".";
        case PlanRefusal::CardTwice:
            return "Card " + number(v.number) + " is already planned: the three cards must be different cards.";
        case PlanRefusal::UnknownCard:
            return "The card is not in the deck.";
        case PlanRefusal::AccidentWait:
            return "After its accident the airplane must stay still for the whole turn: it cannot start a take-off "
                   "with " +
                   v.cardName + " before next turn.";
        case PlanRefusal::TakeOffBurning:
            return "The airplane is on fire (" + number(v.level) + " flame counters): it cannot take off with " +
                   v.cardName + " until the fire is out.";
        case PlanRefusal::TakeOffStep:
            return "A take-off is flown " + sequenceWords(v.sequence) + ": " + wrongStep(v);
        case PlanRefusal::LandingStep:
            return "A landing is flown " + sequenceWords(v.sequence) + ": " + wrongStep(v);
        case PlanRefusal::LandingMisfit:
            return "A landing is flown " + sequenceWords(v.sequence) +
                   ", from any card to the end of the plan (it may go on next turn): " + wrongStep(v);
        case PlanRefusal::LandingAltitude:
            return "To begin a landing the airplane must be at " + std::string(landingAltitudeWords(v.transition)) +
                   " (CONF-03); " +
                   (v.card == 1 ? std::string("it is at") : "before card " + number(v.card) + " it will be at") +
                   " level " + number(v.level) + " with " + number(v.climb) + " climb counters.";
        case PlanRefusal::SteepAfterSteep:
            return v.cardName + " is steep, and so is the card before it" + std::string(lastTurn(v)) +
                   ": two steep maneuvers cannot follow each other.";
        case PlanRefusal::StraightAfterImmelmann:
            return "After an Immelmann" + std::string(lastTurn(v)) + " the next maneuver must be a straight, not " +
                   v.cardName + ".";
        case PlanRefusal::ImmelmannOpening:
            return "The Immelmann card must follow a straight at high speed (Immelmann turn) or a stall (Split-S).";
        case PlanRefusal::NoSpeedMarker:
            return "Each WW2 maneuver needs a speed marker: high or low.";
        case PlanRefusal::NoForcedArrowhead:
            return v.cardName + " has no " + std::string(speedWord(v.forced.speed)) + "-speed arrowhead, and " +
                   describe(v.forced) + " (" + v.forced.rule + ").";
        case PlanRefusal::NoArrowhead:
            return v.cardName + " has no " + std::string(speedWord(v.speed)) + "-speed arrowhead.";
        case PlanRefusal::SequenceSpeed:
            return "Plan " + v.cardName + " at " + std::string(speedWord(v.forced.speed)) +
                   " speed: " + describe(v.forced) + ".";
        case PlanRefusal::RudderJammed:
            return "The rudder is jammed: no maneuver to the " + std::string(nameOf(v.direction)) + " this turn.";
        case PlanRefusal::EngineCannotClimb:
            return "With a damaged engine the airplane cannot climb.";
        case PlanRefusal::BombsNoImmelmann:
            return "With a full bomb load the airplane cannot fly an Immelmann.";
        case PlanRefusal::AboveCeiling:
            return v.cardName + " would take the airplane above its maximum altitude of level " + number(v.ceiling) +
                   ".";
        case PlanRefusal::EngineNeedsStall:
            return "The engine is hit: the plan must include a stall every turn.";
        case PlanRefusal::BombsTooSteep:
            return "With a full bomb load at least two of the three maneuvers must be non-steep.";
        case PlanRefusal::GentleLossOff:
            return "The gentle altitude loss is not part of these rules.";
        case PlanRefusal::GentleLossCard:
            return "A gentle altitude loss needs three simple maneuvers (straights or banks), not " + v.cardName + ".";
        case PlanRefusal::NoLandingSequence:
            return "These rules have no landing sequence: an airplane lands when it reaches level 0 without climb "
                   "counters.";
        case PlanRefusal::AlreadyOnGround:
            return "The airplane is already on the ground: there is no landing to fly.";
        case PlanRefusal::HistoricalImmelmannOff:
            return "The historical Immelmann is an ace maneuver, not part of these rules.";
        case PlanRefusal::HistoricalImmelmannOrder:
            return "The historical Immelmann is flown as straight, Immelmann, straight.";
        case PlanRefusal::BlankCard:
            return "A blank is played only by an airplane caught by surprise: plan a manoeuvre card here.";
        case PlanRefusal::SurprisedOneCard:
            return "Caught by surprise, the airplane plays just one manoeuvre card this turn and a blank in the "
                   "other two places, not " +
                   number(v.number) + ".";
        case PlanRefusal::CloudSpeedChange:
            return "In the cloud cover a blank must come between a low-speed and a high-speed card: " + v.cardName +
                   " at " + std::string(speedWord(v.speed)) + " speed follows a card at the other speed" +
                   (v.acrossTurns ? " (the last card written on the sheet)." : ".");
        case PlanRefusal::SurprisedNoImmelmann:
            return "Caught by surprise, the airplane may fly neither an Immelmann nor a Split-S this turn, so not " +
                   v.cardName + ".";
        case PlanRefusal::ReorderFromCard:
            return "Cards can only be reordered from card 1, 2 or 3, not from card " + number(v.number) + ".";
        case PlanRefusal::ReorderDeclaration:
            return "Reordering cannot change what was declared with the plan (" + std::string(nameOf(v.declaration)) +
                   ").";
        case PlanRefusal::ReorderRevealed:
            return "Card " + number(v.number) + " has already been revealed and flown; it cannot change.";
        case PlanRefusal::ReorderOtherCards:
            return "A pursuer may only reorder the cards it laid down (" + numbers(v.laid) + "), not swap in others (" +
                   numbers(v.offered) + ").";
        case PlanRefusal::ReorderSpeeds:
            return "The speed markers must stay with their cards: a pursuer may reorder its cards, not change their "
                   "speeds.";
    }
    return "The plan breaks " + v.rule + ".";
}

std::string describe(const ForcedSpeed& forced) {
    switch (forced.cause) {
        case SpeedCause::SplitSEnd:
            return "a Split-S ends with a straight at high speed";
        case SpeedCause::ImmelmannTurnEnd:
            return "an Immelmann turn ends with a straight at low speed";
        case SpeedCause::AfterClimb:
            return "the maneuver after a climb is flown at low speed";
        case SpeedCause::AfterDive:
            return "the maneuver after a dive is flown at high speed";
        case SpeedCause::AfterImmelmannOrSplitS:
            return "the maneuver after an Immelmann turn or a Split-S is flown at low speed";
    }
    return "its speed is fixed by the card before it";
}

std::string describe(TaxiVerdict verdict, std::string_view rule) {
    const std::string why = " (" + std::string(rule) + ").";
    switch (verdict) {
        case TaxiVerdict::Allowed:
            return "It may go there" + why;
        case TaxiVerdict::NotParked:
            return "Only an airplane standing still on the ground taxis, once a turn before the second card" + why;
        case TaxiVerdict::OffCard:
            return "Its red dot must stay on a point its airplane card covered where it stood" + why;
        case TaxiVerdict::OffBase:
            return "Its new base must still touch a point of its old base" + why;
        case TaxiVerdict::OffTable:
            return "It must stay on the table" + why;
        case TaxiVerdict::OnRelief:
            return "It cannot roll onto raised ground: on the ground it is at level 0, below the zone's floor "
                   "(TER-01).";
    }
    return "?";
}

}  // namespace jasta::words
