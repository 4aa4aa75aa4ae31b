#include <algorithm>
#include <cmath>
#include <cstdio>

#include "jasta/pilots/pilot_words.hpp"

namespace jasta::words {

namespace {

// How much of the opponents' plans a reason holds in, after its sentence.
std::string shareWords(const PlanReason& reason, const std::string& target) {
    if (reason.share < 0) return "";
    // Whole per cent as the player reads them; "all" and "none" only when exact.
    const long percent = std::lround(reason.share * 100);
    if (reason.share >= 1.0) return target.empty() ? " whatever they plan" : " whatever it plans";
    if (reason.share <= 0.0) return " in none of its possible plans";
    return " in " + std::to_string(std::clamp(percent, 1L, 99L)) + " % of " +
           (target.empty() ? std::string("their") : std::string("its")) + " possible plans";
}

std::string points(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

std::string inPhase(int phase) {
    return phase >= 1 && phase <= 3 ? " in phase " + std::to_string(phase) : "";
}

}  // namespace

std::string planCards(const Plan& plan) {
    std::string text;
    for (const PlannedCard& card : plan.cards) {
        if (!text.empty()) text += '-';
        text += card.number > 0 ? std::to_string(card.number) : "?";
        if (card.speed == Speed::Fast) text += 'F';
        if (card.speed == Speed::Slow) text += 'S';
    }
    return text;
}

std::string describe(const PlanReason& reason, const EventNames& names) {
    const std::string target = reason.target.empty() ? std::string() : names.airplane(reason.target);
    const std::string share = shareWords(reason, reason.target);
    switch (reason.motive) {
        case PlanMotive::ShortShot:
            return "a short-range shot at " + target + inPhase(reason.phase) + share;
        case PlanMotive::LongShot:
            return "a long-range shot at " + target + inPhase(reason.phase) + share;
        case PlanMotive::OnTail:
            return "ends the turn on " + target + "'s tail" + share;
        case PlanMotive::EscapeTail:
            return "gets away from " + target + ", which could tail it" + share;
        case PlanMotive::OutOfArc:
            return "out of " + target + "'s guns" + inPhase(reason.phase) + share;
        case PlanMotive::AltitudeEdge:
            return "keeps the height over " + target;
        case PlanMotive::StayTogether:
            return "stays near " + target + " of its own side";
        case PlanMotive::StayOnTable:
            return "keeps clear of the table's edge";
        case PlanMotive::ExpectedDamage:
            return "expects to deal " + points(reason.dealt) + " and take " + points(reason.taken) +
                   " damage points this turn";
        case PlanMotive::Closing:
            return target.empty() ? "no shot to be had: closes in"
                                  : "no shot to be had: closes on " + target + "'s tail";
        case PlanMotive::DrawnCards:
            return "its cards are drawn at random from its eight (autonomous, MODE-10)";
    }
    return "";
}

std::string describe(const PlanChoice& choice, const EventNames& names) {
    std::string text = "chose " + planCards(choice.plan);
    for (std::size_t i = 0; i < choice.reasons.size(); ++i) {
        text += i == 0 ? ": " : "; ";
        text += describe(choice.reasons[i], names);
    }
    return text + ".";
}

}  // namespace jasta::words
