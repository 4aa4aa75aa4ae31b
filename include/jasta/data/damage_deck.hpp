#pragma once
// Damage cards (WW1) and damage counter groups (WW2) (RULES.md DMG-01, §3.4).

#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/data/deck_info.hpp"

namespace jasta {

struct DamageCardSpec {
    std::string id;  // unique in its deck, e.g. "2-smoke"
    int damage = 0;  // damage points printed on the card
    Special special = Special::None;
    JamColour jamColour = JamColour::None;  // WW1 twin-gun partial jams (CONF-28)
    JamSide jamSide = JamSide::None;        // WW2 handed jams (DMG-13)
    int copies = 1;
};

struct DamageDeck : DeckInfo {
    std::vector<DamageCardSpec> cards;

    // Number of physical cards, copies included.
    [[nodiscard]] int size() const;
    // One entry per physical card, copies expanded, in file order: the
    // unshuffled deck as it comes out of the box.
    [[nodiscard]] std::vector<const DamageCardSpec*> physicalCards() const;
    // The card with this id, or nullptr.
    [[nodiscard]] const DamageCardSpec* card(std::string_view id) const;
};

}  // namespace jasta
