#pragma once
// The closed vocabularies of the data files. Each enum has one table of
// names (names.hpp) used both to read JSON and to write it back.

#include <array>
#include <string_view>

#include "jasta/base/names.hpp"

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
// The range a shot counts as (FIRE-03, FIRE-06, FIRE-07; one level apart it
// always counts as Long, even within the first half of the ruler), and the
// keys of a WW2 weapon's firepower.
enum class Range { Out, Short, Long };

// The spellings of the data files, saves and events (docs/data-format.md).
inline constexpr auto kEraNames = nameTable<Era>({{Era::Ww1, "ww1"}, {Era::Ww2, "ww2"}});
inline constexpr auto kSideNames = nameTable<Side>(
    {{Side::Entente, "entente"}, {Side::Central, "central"}, {Side::Allies, "allies"}, {Side::Axis, "axis"}});
inline constexpr auto kCardKindNames = nameTable<CardKind>({{CardKind::Straight, "straight"},
                                                            {CardKind::Bank, "bank"},
                                                            {CardKind::Turn, "turn"},
                                                            {CardKind::Sideslip, "sideslip"},
                                                            {CardKind::Stall, "stall"},
                                                            {CardKind::Immelmann, "immelmann"},
                                                            {CardKind::Climb, "climb"},
                                                            {CardKind::Dive, "dive"},
                                                            {CardKind::Blank, "blank"}});
inline constexpr auto kDirectionNames =
    nameTable<Direction>({{Direction::None, "none"}, {Direction::Left, "left"}, {Direction::Right, "right"}});
inline constexpr auto kArrowColourNames =
    nameTable<ArrowColour>({{ArrowColour::Blue, "blue"}, {ArrowColour::Red, "red"}});
inline constexpr auto kAltitudeEffectNames = nameTable<AltitudeEffect>(
    {{AltitudeEffect::None, "none"}, {AltitudeEffect::Climb, "climb"}, {AltitudeEffect::Dive, "dive"}});
inline constexpr auto kSpeedNames =
    nameTable<Speed>({{Speed::Normal, "normal"}, {Speed::Fast, "fast"}, {Speed::Slow, "slow"}});
inline constexpr auto kSpecialNames = nameTable<Special>({{Special::None, "none"},
                                                          {Special::Smoke, "smoke"},
                                                          {Special::Fire, "fire"},
                                                          {Special::Jam, "jam"},
                                                          {Special::RudderLeft, "rudder_left"},
                                                          {Special::RudderRight, "rudder_right"},
                                                          {Special::Engine, "engine"},
                                                          {Special::PilotWounded, "pilot_wounded"},
                                                          {Special::Explosion, "explosion"}});
inline constexpr auto kJamColourNames =
    nameTable<JamColour>({{JamColour::None, "none"}, {JamColour::Red, "red"}, {JamColour::Green, "green"}});
inline constexpr auto kJamSideNames =
    nameTable<JamSide>({{JamSide::None, "none"}, {JamSide::Left, "left"}, {JamSide::Right, "right"}});
inline constexpr auto kWeaponArcNames =
    nameTable<WeaponArc>({{WeaponArc::Front, "front"}, {WeaponArc::Rear, "rear"}, {WeaponArc::AllRound, "all_round"}});
inline constexpr auto kRangeNames =
    nameTable<Range>({{Range::Out, "out"}, {Range::Short, "short"}, {Range::Long, "long"}});

constexpr const auto& nameTableOf(Era) {
    return kEraNames;
}
constexpr const auto& nameTableOf(Side) {
    return kSideNames;
}
constexpr const auto& nameTableOf(CardKind) {
    return kCardKindNames;
}
constexpr const auto& nameTableOf(Direction) {
    return kDirectionNames;
}
constexpr const auto& nameTableOf(ArrowColour) {
    return kArrowColourNames;
}
constexpr const auto& nameTableOf(AltitudeEffect) {
    return kAltitudeEffectNames;
}
constexpr const auto& nameTableOf(Speed) {
    return kSpeedNames;
}
constexpr const auto& nameTableOf(Special) {
    return kSpecialNames;
}
constexpr const auto& nameTableOf(JamColour) {
    return kJamColourNames;
}
constexpr const auto& nameTableOf(JamSide) {
    return kJamSideNames;
}
constexpr const auto& nameTableOf(WeaponArc) {
    return kWeaponArcNames;
}
constexpr const auto& nameTableOf(Range) {
    return kRangeNames;
}

// The era a side belongs to (entente/central: WW1, allies/axis: WW2).
Era eraOf(Side side);
// The two sides of an era, the first one first (Entente / Allies: the side
// nearer the first player in a random set-up).
std::array<Side, 2> sidesOf(Era era);
// Names for people: "WW1", "Central Powers".
inline constexpr auto kEraDisplayNames = nameTable<Era>({{Era::Ww1, "WW1"}, {Era::Ww2, "WW2"}});
inline constexpr auto kSideDisplayNames = nameTable<Side>(
    {{Side::Entente, "Entente"}, {Side::Central, "Central Powers"}, {Side::Allies, "Allies"}, {Side::Axis, "Axis"}});
constexpr std::string_view displayName(Era era) {
    return kEraDisplayNames.nameOf(era);
}
constexpr std::string_view displayName(Side side) {
    return kSideDisplayNames.nameOf(side);
}

}  // namespace jasta
