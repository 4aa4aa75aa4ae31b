#pragma once
// Maneuver cards and decks (RULES.md MOV-02, MOV-06, §3.3).

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/data/deck_info.hpp"

namespace jasta {

struct Point2 {
    double x = 0;  // mm
    double y = 0;  // mm
    bool operator==(const Point2&) const = default;
};

// The rigid move printed on a card: from the base's front mark (origin, +y
// forward) to the arrowhead, where the base's rear arrow is then placed.
struct CardMove {
    double dx = 0;             // mm, +x = to the airplane's right
    double dy = 0;             // mm, +y = forward
    double dtheta = 0;         // degrees, new heading minus old, right positive
    std::vector<Point2> path;  // the arrow's centre line, card frame, for animation
};

struct ManeuverCard {
    int number = 0;  // as printed on the card, unique in its deck
    std::string name;
    CardKind kind = CardKind::Straight;
    Direction direction = Direction::None;
    bool steep = false;  // the diamond mark (MOV-03)
    ArrowColour arrowColour = ArrowColour::Blue;
    AltitudeEffect altitude = AltitudeEffect::None;
    // Indexed by Speed: WW1 cards fill Normal, WW2 cards Fast and/or Slow.
    std::array<std::optional<CardMove>, 3> moves;

    [[nodiscard]] const CardMove* move(Speed speed) const;
    [[nodiscard]] bool hasSpeed(Speed speed) const { return move(speed) != nullptr; }
    // The dive card looks like a straight but is not one (ALT-11).
    [[nodiscard]] bool isStraight() const { return kind == CardKind::Straight; }
};

struct DeckDerivation {
    char letter = 'A';         // the deck this one is built from
    std::vector<int> removed;  // card numbers taken out (OPT-01)
};

struct ManeuverDeck : DeckInfo {
    std::optional<DeckDerivation> derivedFrom;
    std::vector<ManeuverCard> cards;  // in printed-number order once resolved

    [[nodiscard]] const ManeuverCard* card(int number) const;
};

}  // namespace jasta
