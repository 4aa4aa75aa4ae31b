#include "jasta/enums.hpp"

#include <array>

namespace jasta {

// The spellings used in the JSON files (docs/data-format.md).
#define JASTA_ENUM_NAMES(Type, ...)                                                                 \
    template <>                                                                                     \
    std::span<const EnumName<Type>> enumNames<Type>() {                                             \
        static constexpr std::array<EnumName<Type>, std::size({__VA_ARGS__})> names{{__VA_ARGS__}}; \
        return names;                                                                               \
    }

JASTA_ENUM_NAMES(Era, EnumName<Era>{Era::Ww1, "ww1"}, EnumName<Era>{Era::Ww2, "ww2"})
JASTA_ENUM_NAMES(Side, EnumName<Side>{Side::Entente, "entente"}, EnumName<Side>{Side::Central, "central"},
                 EnumName<Side>{Side::Allies, "allies"}, EnumName<Side>{Side::Axis, "axis"})
JASTA_ENUM_NAMES(CardKind, EnumName<CardKind>{CardKind::Straight, "straight"},
                 EnumName<CardKind>{CardKind::Bank, "bank"}, EnumName<CardKind>{CardKind::Turn, "turn"},
                 EnumName<CardKind>{CardKind::Sideslip, "sideslip"}, EnumName<CardKind>{CardKind::Stall, "stall"},
                 EnumName<CardKind>{CardKind::Immelmann, "immelmann"}, EnumName<CardKind>{CardKind::Climb, "climb"},
                 EnumName<CardKind>{CardKind::Dive, "dive"}, EnumName<CardKind>{CardKind::Blank, "blank"})
JASTA_ENUM_NAMES(Direction, EnumName<Direction>{Direction::None, "none"}, EnumName<Direction>{Direction::Left, "left"},
                 EnumName<Direction>{Direction::Right, "right"})
JASTA_ENUM_NAMES(ArrowColour, EnumName<ArrowColour>{ArrowColour::Blue, "blue"},
                 EnumName<ArrowColour>{ArrowColour::Red, "red"})
JASTA_ENUM_NAMES(AltitudeEffect, EnumName<AltitudeEffect>{AltitudeEffect::None, "none"},
                 EnumName<AltitudeEffect>{AltitudeEffect::Climb, "climb"},
                 EnumName<AltitudeEffect>{AltitudeEffect::Dive, "dive"})
JASTA_ENUM_NAMES(Speed, EnumName<Speed>{Speed::Normal, "normal"}, EnumName<Speed>{Speed::Fast, "fast"},
                 EnumName<Speed>{Speed::Slow, "slow"})
JASTA_ENUM_NAMES(Special, EnumName<Special>{Special::None, "none"}, EnumName<Special>{Special::Smoke, "smoke"},
                 EnumName<Special>{Special::Fire, "fire"}, EnumName<Special>{Special::Jam, "jam"},
                 EnumName<Special>{Special::RudderLeft, "rudder_left"},
                 EnumName<Special>{Special::RudderRight, "rudder_right"}, EnumName<Special>{Special::Engine, "engine"},
                 EnumName<Special>{Special::PilotWounded, "pilot_wounded"},
                 EnumName<Special>{Special::Explosion, "explosion"})
JASTA_ENUM_NAMES(JamColour, EnumName<JamColour>{JamColour::None, "none"}, EnumName<JamColour>{JamColour::Red, "red"},
                 EnumName<JamColour>{JamColour::Green, "green"})
JASTA_ENUM_NAMES(JamSide, EnumName<JamSide>{JamSide::None, "none"}, EnumName<JamSide>{JamSide::Left, "left"},
                 EnumName<JamSide>{JamSide::Right, "right"})
JASTA_ENUM_NAMES(WeaponArc, EnumName<WeaponArc>{WeaponArc::Front, "front"},
                 EnumName<WeaponArc>{WeaponArc::Rear, "rear"}, EnumName<WeaponArc>{WeaponArc::AllRound, "all_round"})

#undef JASTA_ENUM_NAMES

Era eraOf(Side side) {
    return side == Side::Entente || side == Side::Central ? Era::Ww1 : Era::Ww2;
}

std::array<Side, 2> sidesOf(Era era) {
    return era == Era::Ww1 ? std::array{Side::Entente, Side::Central} : std::array{Side::Allies, Side::Axis};
}

std::string_view displayName(Era era) {
    return era == Era::Ww1 ? "WW1" : "WW2";
}

std::string_view displayName(Side side) {
    switch (side) {
        case Side::Entente:
            return "Entente";
        case Side::Central:
            return "Central Powers";
        case Side::Allies:
            return "Allies";
        case Side::Axis:
            return "Axis";
    }
    return "?";
}

}  // namespace jasta
