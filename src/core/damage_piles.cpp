#include "jasta/damage_piles.hpp"

#include <numeric>
#include <stdexcept>
#include <string>

#include "jasta/game_data.hpp"

namespace jasta {

DamagePiles::DamagePiles(const GameData& data, Era era, Rng& rng) {
    // Decks are shuffled in letter order so that the same seed always deals the same cards.
    std::map<char, const DamageDeck*> decks;
    for (const auto& deck : data.damageDecks)
        if (deck.era == era) decks[deck.letter] = &deck;
    for (const auto& [letter, deck] : decks) {
        Pile pile;
        pile.deck = deck;
        for (int index = 0; index < static_cast<int>(deck->cards.size()); ++index)
            for (int copy = 0; copy < deck->cards[static_cast<std::size_t>(index)].copies; ++copy)
                pile.drawPile.push_back(index);
        rng.shuffle(std::span<int>(pile.drawPile));
        m_piles.emplace(letter, std::move(pile));
    }
}

const DamageCardSpec& DamagePiles::draw(char letter, Rng& rng) {
    auto it = m_piles.find(letter);
    if (it == m_piles.end()) throw std::out_of_range(std::string("no damage deck ") + letter);
    Pile& pile = it->second;
    if (pile.drawPile.empty()) {
        pile.drawPile.swap(pile.discards);
        rng.shuffle(std::span<int>(pile.drawPile));
    }
    if (pile.drawPile.empty()) throw std::out_of_range(std::string("damage deck ") + letter + " has no cards");
    const int index = pile.drawPile.back();
    pile.drawPile.pop_back();
    pile.discards.push_back(index);
    return pile.deck->cards[static_cast<std::size_t>(index)];
}

std::size_t DamagePiles::remaining(char letter) const {
    auto it = m_piles.find(letter);
    return it == m_piles.end() ? 0 : it->second.drawPile.size();
}

const DamageDeck& DamagePiles::deck(char letter) const {
    auto it = m_piles.find(letter);
    if (it == m_piles.end()) throw std::out_of_range(std::string("no damage deck ") + letter);
    return *it->second.deck;
}

std::uint64_t DamagePiles::fingerprint() const {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    auto mix = [&](std::uint64_t value) {
        for (int byte = 0; byte < 8; ++byte) {
            hash ^= (value >> (8 * byte)) & 0xffu;
            hash *= 0x100000001b3ull;
        }
    };
    for (const auto& [letter, pile] : m_piles) {
        mix(static_cast<std::uint64_t>(letter));
        mix(pile.drawPile.size());
        for (int index : pile.drawPile) mix(static_cast<std::uint64_t>(index));
        mix(pile.discards.size());
        for (int index : pile.discards) mix(static_cast<std::uint64_t>(index));
    }
    return hash;
}

nlohmann::json DamagePiles::snapshot() const {
    nlohmann::json json = nlohmann::json::object();
    for (const auto& [letter, pile] : m_piles) {
        auto ids = [&](const std::vector<int>& indices) {
            nlohmann::json list = nlohmann::json::array();
            for (int index : indices) list.push_back(pile.deck->cards[static_cast<std::size_t>(index)].id);
            return list;
        };
        json[std::string(1, letter)] = {{"draw", ids(pile.drawPile)}, {"discards", ids(pile.discards)}};
    }
    return json;
}

}  // namespace jasta
