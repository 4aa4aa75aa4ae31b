#pragma once
// A player's secret plan for one turn: three maneuver cards in order
// (MOV-01, MOV-02), WW2 with a speed marker each (SPD-01).

#include <array>
#include <string>

#include "jasta/base/enums.hpp"
#include "jasta/base/names.hpp"

namespace jasta {

// A blank in a plan's place (S000's blank manoeuvre card): the airplane
// stays where it is for that phase, neither moved nor turned. Only a rule
// that holds an airplane back allows it (WX-09 / WX-10:
// AircraftState::surprisedBy); no deck has a card of this number.
inline constexpr int kBlankCard = 0;

struct PlannedCard {
    int number = 0;               // as printed on the card; kBlankCard: a blank
    Speed speed = Speed::Normal;  // WW1: Normal; WW2: Fast or Slow
    [[nodiscard]] bool blank() const { return number == kBlankCard; }
    bool operator==(const PlannedCard&) const = default;
};

// A complex maneuver announced with the plan where the cards alone do not
// say it (the seeds have the player put a counter under the cards).
enum class Declaration {
    None,
    GentleLoss,           // CPX-07: three simple cards, lose one climb counter
    HistoricalImmelmann,  // CPX-02 (ace manoeuvre)
    Landing,              // the landing sequence of the rules (GND-02, GND-13, GND-15; CONF-15)
};

inline constexpr auto kDeclarationNames =
    nameTable<Declaration>({{Declaration::None, "none"},
                            {Declaration::GentleLoss, "gentle_loss"},
                            {Declaration::HistoricalImmelmann, "historical_immelmann"},
                            {Declaration::Landing, "landing"}});
constexpr const auto& nameTableOf(Declaration) {
    return kDeclarationNames;
}
// The declarations a player can announce (every one but None).
inline constexpr std::array kAnnouncedDeclarations{Declaration::GentleLoss, Declaration::HistoricalImmelmann,
                                                   Declaration::Landing};

struct Plan {
    std::array<PlannedCard, 3> cards{};
    Declaration declaration = Declaration::None;
    bool operator==(const Plan&) const = default;
};

}  // namespace jasta
