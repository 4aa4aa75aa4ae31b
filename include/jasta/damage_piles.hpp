#pragma once
// The damage decks on the table: one shuffled draw pile per letter, drawn
// without replacement and reshuffled from the discards when empty (DMG-01).

#include <map>
#include <vector>

#include <nlohmann/json.hpp>

#include "jasta/damage_deck.hpp"
#include "jasta/rng.hpp"

namespace jasta {

struct GameData;

class DamagePiles {
public:
    // All decks of `era` in `data`, each shuffled with `rng` in letter order.
    DamagePiles(const GameData& data, Era era, Rng& rng);

    // Draws the top card of deck `letter`; reshuffles the discards first
    // when the pile is empty. Throws std::out_of_range for an unknown letter.
    const DamageCardSpec& draw(char letter, Rng& rng);
    // Cards left in the draw pile of `letter`.
    [[nodiscard]] std::size_t remaining(char letter) const;
    [[nodiscard]] const DamageDeck& deck(char letter) const;
    // The draw pile (top last) and discards of every deck as card ids: for
    // state hashes and saves.
    [[nodiscard]] nlohmann::json snapshot() const;
    // FNV-1a over the same contents as snapshot(), without building it: the
    // state hash after every phase needs it fast.
    [[nodiscard]] std::uint64_t fingerprint() const;

private:
    struct Pile {
        const DamageDeck* deck = nullptr;
        std::vector<int> drawPile;  // indices into deck->cards, top = back()
        std::vector<int> discards;
    };
    std::map<char, Pile> m_piles;
};

}  // namespace jasta
