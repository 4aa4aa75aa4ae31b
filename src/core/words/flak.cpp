#include "jasta/words/flak.hpp"

#include <string>

#include "jasta/words/common.hpp"

namespace jasta::words {

namespace {

// "1 ruler", "1.5 rulers", "half a ruler".
std::string rulers(double count) {
    if (count == 0.5) return "half a ruler";
    const bool whole = count == static_cast<int>(count);
    const std::string number = whole ? std::to_string(static_cast<int>(count)) : std::to_string(count).substr(0, 3);
    return number + (count == 1.0 ? " ruler" : " rulers");
}

// "draws" for one airplane, "draw" for more.
std::string draws(const std::vector<std::string>& names) {
    return names.size() == 1 ? " draws" : " draw";
}

std::string when(int turn, int phase) {
    return "in the fire step of maneuver " + std::to_string(phase) + " of turn " + std::to_string(turn);
}

}  // namespace

std::string flakBandText(int altitude) {
    const std::optional<FlakBand> band = flakBand(altitude);
    if (!band) return "out of the flak's reach";
    if (band->onCard) return "on the battery's card or touching its edge";
    std::string text;
    if (band->minRulers > 0)
        text = "between " + rulers(band->minRulers) + " and " + rulers(band->maxRulers);
    else
        text = "at most " + rulers(band->maxRulers);
    text += " from the centre of the battery's card";
    if (band->offCard) text += ", not on the card";
    return text;
}

std::string flakPlaceWhy(FlakPlace place, int altitude) {
    const std::string level = "altitude " + std::to_string(altitude);
    switch (place) {
        case FlakPlace::Legal:
            return {};
        case FlakPlace::NoSuchAltitude:
            return "a flak shell bursts at altitude 1 to 5, not at " + std::to_string(altitude);
        case FlakPlace::TooNear:
            return "too near the battery: at " + level + " the token lies " + flakBandText(altitude);
        case FlakPlace::TooFar:
            return "too far from the battery: at " + level + " the token lies " + flakBandText(altitude);
        case FlakPlace::OnTheCard:
            return "at " + level + " the token may not touch the battery's card (at altitude 5 it must)";
        case FlakPlace::OffTheCard:
            return "at " + level + " the token lies on the battery's card or touching its edge";
        case FlakPlace::MovedTooFar:
            return "a token moves at most 1 ruler";
        case FlakPlace::AltitudeJump:
            return "a token moves at most one altitude up or down";
    }
    return {};
}

std::string describe(const ev::FlakAimed& aimed, std::string_view battery) {
    return "The gunner of " + std::string(battery) + " puts the burst token down at altitude " +
           std::to_string(aimed.altitude) + "; the shell bursts " + when(aimed.burstTurn, aimed.burstPhase) + ".";
}

std::string describe(const ev::FlakHeld& /*held*/, std::string_view battery) {
    return std::string(battery) + " is ready but holds its fire this turn.";
}

std::string describe(const ev::FlakMoved& moved, std::string_view battery) {
    std::string text = "The gunner of " + std::string(battery) + " moves the burst token";
    if (moved.altitude != moved.fromAltitude)
        text += " from altitude " + std::to_string(moved.fromAltitude) + " to " + std::to_string(moved.altitude);
    return text + "; the shell now bursts two phases later, " + when(moved.burstTurn, moved.burstPhase) + ".";
}

std::string describe(const ev::FlakDelayed& delayed, std::string_view battery) {
    return "The gunner of " + std::string(battery) + " holds the shell two phases: it bursts " +
           when(delayed.burstTurn, delayed.burstPhase) + ".";
}

std::string describe(const ev::FlakBurst& burst, std::string_view battery, const std::vector<std::string>& direct,
                     const std::vector<std::string>& near) {
    std::string text = "The shell of " + std::string(battery) + " bursts at altitude " + std::to_string(burst.altitude);
    if (direct.empty() && near.empty()) text += ": nobody is there";
    if (!direct.empty()) text += ": " + listedNames(direct) + ", on the token," + draws(direct) + " a C card";
    if (!near.empty())
        text += std::string(direct.empty() ? ": " : "; ") + listedNames(near) + ", within half a ruler," + draws(near) +
                " an A card";
    return text + ". The battery reloads; it may shoot again from turn " + std::to_string(burst.readyFrom) + ".";
}

}  // namespace jasta::words
