#pragma once
// The closed vocabularies of the data files. Each enum has one table of
// names (enums.cpp) used both to read JSON and to write it back.

#include <array>
#include <optional>
#include <span>
#include <string_view>

namespace jasta {

enum class Era { Ww1, Ww2 };
enum class Side { Entente, Central, Allies, Axis };
enum class CardKind { Straight, Bank, Turn, Sideslip, Stall, Immelmann, Climb, Dive, Blank };
enum class Direction { None, Left, Right };
enum class ArrowColour { Blue, Red };
enum class AltitudeEffect { None, Climb, Dive };
// WW1 cards have one arrowhead (Normal); WW2 cards one per speed marker.
enum class Speed { Normal, Fast, Slow };
enum class Special { None, Smoke, Fire, Jam, RudderLeft, RudderRight, Engine, PilotWounded, Explosion };
enum class JamColour { None, Red, Green };
enum class JamSide { None, Left, Right };
enum class WeaponArc { Front, Rear, AllRound };

template <class E>
struct EnumName {
    E value;
    std::string_view name;
};

// The name table of an enum (the spelling used in JSON).
template <class E>
std::span<const EnumName<E>> enumNames();

template <class E>
std::string_view toString(E value) {
    for (const auto& entry : enumNames<E>())
        if (entry.value == value) return entry.name;
    return "?";
}

template <class E>
std::optional<E> parseEnum(std::string_view name) {
    for (const auto& entry : enumNames<E>())
        if (entry.name == name) return entry.value;
    return std::nullopt;
}

template <>
std::span<const EnumName<Era>> enumNames<Era>();
template <>
std::span<const EnumName<Side>> enumNames<Side>();
template <>
std::span<const EnumName<CardKind>> enumNames<CardKind>();
template <>
std::span<const EnumName<Direction>> enumNames<Direction>();
template <>
std::span<const EnumName<ArrowColour>> enumNames<ArrowColour>();
template <>
std::span<const EnumName<AltitudeEffect>> enumNames<AltitudeEffect>();
template <>
std::span<const EnumName<Speed>> enumNames<Speed>();
template <>
std::span<const EnumName<Special>> enumNames<Special>();
template <>
std::span<const EnumName<JamColour>> enumNames<JamColour>();
template <>
std::span<const EnumName<JamSide>> enumNames<JamSide>();
template <>
std::span<const EnumName<WeaponArc>> enumNames<WeaponArc>();

// The era a side belongs to (entente/central: WW1, allies/axis: WW2).
Era eraOf(Side side);
// The two sides of an era, the first one first (Entente / Allies: the side
// nearer the first player in a random set-up).
std::array<Side, 2> sidesOf(Era era);
// Names for people: "WW1", "Central Powers".
std::string_view displayName(Era era);
std::string_view displayName(Side side);

}  // namespace jasta
