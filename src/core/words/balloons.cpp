#include "jasta/words/balloons.hpp"

#include "jasta/words/common.hpp"

namespace jasta::words {

namespace {

std::string balloonHeightText(int altitude, int climb) {
    std::string text = "altitude " + std::to_string(altitude);
    if (climb > 0) text += climb == 1 ? " and 1 climb counter" : " and " + std::to_string(climb) + " climb counters";
    return text;
}

}  // namespace

std::string describe(const ev::BalloonAlight& alight, std::string_view balloon, std::string_view by) {
    const std::string who(balloon);
    if (alight.flames == 1)
        return "The fire of " + std::string(by) + " sets " + who +
               " alight: the flames never go out, and it draws an A card at the start of every turn while its "
               "crew winch it down.";
    return "The fire of " + std::string(by) + " adds a flame to " + who + ": it now has " +
           std::to_string(alight.flames) + " and draws as many A cards at the start of every turn.";
}

std::string describe(const ev::BalloonExploded& exploded, std::string_view balloon, std::string_view by,
                     const std::vector<std::string>& onCard, const std::vector<std::string>& near) {
    std::string text = std::string(balloon) + " explodes";
    if (exploded.explosionCard)
        text += ", hit by an explosion card from " + std::string(by);
    else
        text += ", destroyed while it burns";
    if (onCard.empty() && near.empty()) return text + "; no airplane is close enough at its altitude to be hurt.";
    if (!onCard.empty())
        text += ": " + listedNames(onCard) + ", over its card at its altitude, " +
                (onCard.size() == 1 ? "takes" : "take") + " a C card";
    if (!near.empty())
        text += std::string(onCard.empty() ? ": " : "; ") + listedNames(near) +
                ", within half a ruler at its altitude, " + (near.size() == 1 ? "takes" : "take") + " an A card";
    return text + ".";
}

std::string describe(const ev::BalloonDestroyed& destroyed, std::string_view balloon, std::string_view by) {
    return std::string(balloon) + " is brought down by " + std::string(by) + " (" +
           std::to_string(destroyed.totalDamage) + " of " + std::to_string(destroyed.structure) +
           " points) without burning: it goes down without exploding.";
}

std::string describe(const ev::BalloonWinched& winched, std::string_view balloon) {
    return std::string(winched.burning ? "Burning, " : "") + std::string(balloon) +
           " is winched down one climb counter, to " + balloonHeightText(winched.altitude, winched.climb) + ".";
}

std::string describe(const ev::BalloonGrounded& /*grounded*/, std::string_view balloon) {
    return std::string(balloon) +
           " reaches the ground before it is destroyed: it leaves the game, and nobody claims it as a victory.";
}

std::string describe(const ev::WinchOrdered& /*ordered*/, std::string_view balloon) {
    return "The crew of " + std::string(balloon) +
           " start winching it down: it comes one climb counter lower at the end of every turn, to the ground.";
}

std::string describe(const ev::BalloonCollision& /*collision*/, std::string_view airplane, std::string_view balloon,
                     bool unavoidable) {
    return std::string(airplane) + " flies into " + std::string(balloon) +
           (unavoidable ? ", which cannot be avoided" : "") + ": each draws a C card.";
}

std::string describe(const ev::BalloonCables& /*cables*/, std::string_view airplane, std::string_view balloon) {
    return std::string(airplane) + " passes under " + std::string(balloon) +
           " and strikes its mooring cables: it draws two A cards; the balloon is unharmed.";
}

std::string describe(const ev::NetCaught& caught, std::string_view airplane, std::string_view net) {
    const std::string who(airplane);
    if (!caught.destroyed)
        return who + " runs into " + std::string(net) + " at or below its balloons' height, less than a third of " +
               "its card across: it draws two A cards, and if it is still caught after its next maneuver it is lost.";
    if (caught.again)
        return who + " is still caught in " + std::string(net) + " after another maneuver: it is destroyed.";
    if (caught.share >= 1)
        return who + " flies right through " + std::string(net) + " at or below its balloons' height: it is destroyed.";
    return who + " flies into " + std::string(net) + " at or below its balloons' height with more than a third of " +
           "its card across: it is destroyed.";
}

}  // namespace jasta::words
