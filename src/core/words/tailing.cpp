#include "jasta/words/tailing.hpp"

#include <cmath>

#include "jasta/words/common.hpp"

namespace jasta::words {

namespace {

// A length as the tailing sentences say it: whole millimetres, "171 mm".
std::string wholeMm(double value) {
    return std::to_string(std::lround(value)) + " mm";
}

std::string_view sideWords(BaseSide side) {
    switch (side) {
        case BaseSide::Front:
            return "front";
        case BaseSide::Rear:
            return "rear";
        case BaseSide::Left:
            return "left side";
        case BaseSide::Right:
            return "right side";
    }
    return "?";
}

// What the ruler joins under s002 (stands) and s004 (centres).
std::string_view ends(const TailCheck& c) {
    return c.geometry == TailGeometry::S004 ? "centre" : "stand";
}

// "the ruler from the SPAD XIII's stand to the Albatros D.III's stand"
std::string lineRuler(const TailCheck& c) {
    return "the ruler from the " + c.pursuerName + "'s " + std::string(ends(c)) + " to the " + c.targetName + "'s " +
           std::string(ends(c));
}

// s003: "the SPAD XIII's front side and the Albatros D.III's rear side"
std::string sides(const TailCheck& c) {
    return "the " + c.pursuerName + "'s front side and the " + c.targetName + "'s rear side";
}

// How far the ruler counts.
std::string reachWords(const TailCheck& c) {
    return c.halved ? "half the ruler (" + wholeMm(c.reachMm) + "), all a pursuer one level above may use"
                    : "the ruler (" + wholeMm(c.rulerMm) + ")";
}

std::string possible(const TailCheck& c) {
    std::string sentence =
        c.geometry == TailGeometry::S003
            ? "Tail possible: a ruler of " + wholeMm(c.distanceMm) + " joins " + sides(c) + " without crossing any base"
            : "Tail possible: the ruler runs from the " + c.pursuerName + "'s front edge into the " + c.targetName +
                  "'s rear edge, " + std::string(ends(c)) + " to " + std::string(ends(c)) + " " +
                  wholeMm(c.distanceMm) + ", and crosses no other airplane";
    if (c.levelsAbove == 1)
        sentence += c.halved ? " (the " + c.pursuerName + " is one level above, so only half the ruler counts)"
                             : " (the " + c.pursuerName + " is one level above, which is allowed at the full ruler)";
    return sentence + ".";
}

// What prevents the tail, after "No tail: ".
std::string whyNot(const TailCheck& c) {
    const std::string& p = c.pursuerName;
    const std::string& t = c.targetName;
    switch (c.verdict) {
        case TailVerdict::Possible:
        case TailVerdict::OutOfTheSun:
            break;
        case TailVerdict::TailingOff:
            return "tailing is not used in these rules (option tailing_enabled).";
        case TailVerdict::Itself:
            return "an airplane cannot tail itself.";
        case TailVerdict::PursuerNotFlying:
            return "the " + p + " is " + std::string(statusWords(c.pursuerStatus)) + ".";
        case TailVerdict::TargetNotFlying:
            return "the " + t + " is " + std::string(statusWords(c.targetStatus)) + ".";
        case TailVerdict::InCloud:
            return "the " + (c.pursuerInCloud ? p : t) + " is in the clouds, where nobody can be tailed.";
        case TailVerdict::SameSide:
            return "the " + p + " and the " + t + " are on the same side; only an enemy can be tailed.";
        case TailVerdict::MultiEngine:
            return "the " + p + " is a multi-engine airplane, and those cannot tail.";
        case TailVerdict::OnFire:
            return "the " + p + " is on fire, and a burning airplane cannot tail.";
        case TailVerdict::Smoking:
            return "the " + p + " is trailing smoke, and cannot tail while it does.";
        case TailVerdict::SmokingFromFire:
            return "the " + p + " is on fire and so trailing smoke, and cannot tail while it does.";
        case TailVerdict::HitInPhase3:
            return "the " + p + " was hit during the last third maneuver, which costs it the tailing advantage.";
        case TailVerdict::JustHit:
            return "the " + p + " has just been hit, which breaks any tail.";
        case TailVerdict::Overlapping:
            return "the " + p + " and the " + t + " overlap, and overlapping airplanes cannot tail each other.";
        case TailVerdict::Below:
            return "the " + p + " is " + levelsText(-c.levelsAbove) + " below the " + t +
                   "; a pursuer must be at the target's level or one above.";
        case TailVerdict::TooHigh:
            return "the " + p + " is " + levelsText(c.levelsAbove) + " above the " + t +
                   "; a pursuer may be at most one level above.";
        case TailVerdict::TooFar:
            if (c.geometry == TailGeometry::S003)
                return sides(c) + " are " + wholeMm(c.distanceMm) + " apart at the closest, more than " +
                       reachWords(c) + ".";
            return lineRuler(c) + " is " + wholeMm(c.distanceMm) + ", longer than " + reachWords(c) + ".";
        case TailVerdict::StandsInside:
            return "the two stands lie inside each other's bases.";
        case TailVerdict::LeavesNotFront:
            return lineRuler(c) + " leaves the " + p + "'s base through its " + std::string(sideWords(c.side)) +
                   ", not its front.";
        case TailVerdict::EntersNotRear:
            return lineRuler(c) + " enters the " + t + "'s base through its " + std::string(sideWords(c.side)) +
                   ", not its rear.";
        case TailVerdict::Blocked:
            return lineRuler(c) + " crosses the " + c.blockerName + "'s base.";
        case TailVerdict::NoFacingSides:
            return "no ruler can leave the " + p + "'s front side forwards and meet the " + t +
                   "'s rear side from behind.";
        case TailVerdict::SidesBlocked: {
            const std::string what = c.blocker == c.pursuer  ? "the " + p + "'s own base"
                                     : c.blocker == c.target ? "the " + t + "'s own base"
                                                             : "the " + c.blockerName + "'s base";
            return "every ruler short enough to join " + sides(c) + " crosses a base (the shortest crosses " + what +
                   ").";
        }
    }
    return "the rules do not allow it.";
}

}  // namespace

std::string explainTail(const TailCheck& check) {
    if (check.verdict == TailVerdict::Possible) return possible(check);
    if (check.verdict == TailVerdict::OutOfTheSun)
        return "Tail possible: the " + check.pursuerName + " came out of the sun this turn, so it may see the " +
               check.targetName + "'s first card wherever the two stand, with no ruler laid (TAIL-14).";
    return "No tail: " + whyNot(check);
}

}  // namespace jasta::words
