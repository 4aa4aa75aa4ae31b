#include "jasta/rules/damage_piles.hpp"

#include <algorithm>
#include <iterator>
#include <nlohmann/json.hpp>
#include <numeric>
#include <stdexcept>
#include <string>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/rule_options.hpp"

namespace jasta {

namespace {
// The values of ExplosionHandling, as build() takes them.
constexpr int kExplosionsNormal = 0;
constexpr int kExplosionsBottomHalf = 1;
constexpr int kExplosionsRemoved = 2;
}  // namespace

DamagePiles::DamagePiles(const GameData& data, Era era, Rng& rng) {
    build(data, era, kExplosionsNormal, false, rng);
}

int DamagePiles::explosionHandlingOf(const RuleOptions& rules) {
    switch (rules.explosionHandling) {
        case ExplosionHandling::Normal:
            return kExplosionsNormal;
        case ExplosionHandling::BottomHalf:
            return kExplosionsBottomHalf;
        case ExplosionHandling::Removed:
            return kExplosionsRemoved;
    }
    return kExplosionsNormal;
}

DamagePiles::DamagePiles(const GameData& data, Era era, const RuleOptions& rules, Rng& rng) {
    build(data, era, explosionHandlingOf(rules), rules.removePlainZeroCards, rng);
}

DamagePiles::DamagePiles(const GameData& data, Era era, const RuleOptions& rules, Rng& rng, SharedDeck) {
    // MODE-08: the piles of A and B are built as usual (the deck options
    // take their cards out), then poured together and shuffled once more.
    build(data, era, explosionHandlingOf(rules), rules.removePlainZeroCards, rng);
    Pile shared;
    for (const char letter : {'A', 'B'}) {
        const auto found = m_piles.find(letter);
        if (found == m_piles.end()) continue;
        const int slot = static_cast<int>(shared.decks.size());
        shared.decks.push_back(found->second.decks.front());
        for (int index : found->second.drawPile) shared.drawPile.push_back(slot * kDeckStride + index);
    }
    rng.shuffle(std::span<int>(shared.drawPile));
    m_piles.clear();
    m_piles.emplace(kSharedKey, std::move(shared));
    for (const auto& [letter, deck] : m_decks) m_aliases[letter] = kSharedKey;
}

const DamageCardSpec& DamagePiles::Pile::card(int entry) const {
    return decks[static_cast<std::size_t>(entry / kDeckStride)]->cards[static_cast<std::size_t>(entry % kDeckStride)];
}

int DamagePiles::Pile::entryOf(const DamageCardSpec& card) const {
    for (std::size_t slot = 0; slot < decks.size(); ++slot) {
        const auto& cards = decks[slot]->cards;
        if (!cards.empty() && &card >= cards.data() && &card < cards.data() + cards.size())
            return static_cast<int>(slot) * kDeckStride + static_cast<int>(&card - cards.data());
    }
    return -1;
}

void DamagePiles::build(const GameData& data, Era era, int explosionHandling, bool removePlainZeroCards, Rng& rng) {
    // Decks are shuffled in letter order so that the same seed always deals the same cards.
    std::map<char, const DamageDeck*> decks;
    for (const auto& deck : data.damageDecks)
        if (deck.era == era) decks[deck.letter] = &deck;
    for (const auto& [letter, deck] : decks) {
        m_decks[letter] = deck;
        Pile pile;
        pile.decks = {deck};
        std::vector<int> explosions;
        for (int index = 0; index < static_cast<int>(deck->cards.size()); ++index) {
            const auto& card = deck->cards[static_cast<std::size_t>(index)];
            if (removePlainZeroCards && card.damage == 0 && card.special == Special::None) continue;  // DMG-16
            const bool setAside = card.special == Special::Explosion && explosionHandling != kExplosionsNormal;
            for (int copy = 0; copy < card.copies; ++copy) (setAside ? explosions : pile.drawPile).push_back(index);
        }
        rng.shuffle(std::span<int>(pile.drawPile));
        if (explosionHandling == kExplosionsBottomHalf) {
            // DMG-15: the top of the pile is back(), so the second half (the
            // one that goes under) is the front of the vector. An odd card
            // stays in the top half.
            const auto half = static_cast<std::ptrdiff_t>(pile.drawPile.size() / 2);
            std::vector<int> bottom(pile.drawPile.begin(), pile.drawPile.begin() + half);
            bottom.insert(bottom.end(), explosions.begin(), explosions.end());
            rng.shuffle(std::span<int>(bottom));
            bottom.insert(bottom.end(), pile.drawPile.begin() + half, pile.drawPile.end());
            pile.drawPile = std::move(bottom);
        }
        m_piles.emplace(letter, std::move(pile));
    }
}

DamagePiles::Pile& DamagePiles::pileOf(char letter) {
    if (const auto alias = m_aliases.find(letter); alias != m_aliases.end()) letter = alias->second;
    auto it = m_piles.find(letter);
    if (it == m_piles.end()) throw std::out_of_range(std::string("no damage deck ") + letter);
    return it->second;
}

const DamagePiles::Pile& DamagePiles::pileOf(char letter) const {
    return const_cast<DamagePiles*>(this)->pileOf(letter);
}

int DamagePiles::cardIndex(const Pile& pile, char letter, std::string_view id) {
    // The deck of that letter among the pile's (a shared pile has two).
    for (std::size_t slot = 0; slot < pile.decks.size(); ++slot) {
        const DamageDeck& deck = *pile.decks[slot];
        if (deck.letter != letter && pile.decks.size() > 1) continue;
        if (const auto* card = deck.card(id))
            return static_cast<int>(slot) * kDeckStride + static_cast<int>(card - deck.cards.data());
    }
    throw std::out_of_range("damage deck " + std::string(1, letter) + " has no card " + std::string(id));
}

const DamageCardSpec& DamagePiles::draw(char letter, Rng& rng) {
    Pile& pile = pileOf(letter);
    if (pile.drawPile.empty()) {
        pile.drawPile.swap(pile.discards);
        rng.shuffle(std::span<int>(pile.drawPile));
    }
    if (pile.drawPile.empty()) throw std::out_of_range(std::string("damage deck ") + letter + " has no cards");
    const int index = pile.drawPile.back();
    pile.drawPile.pop_back();
    pile.discards.push_back(index);
    if (pile.drawPile.empty()) m_exhausted = true;  // MODE-08: the last card of the shared deck
    return pile.card(index);
}

void DamagePiles::returnAndShuffle(char letter, const DamageCardSpec& card, Rng& rng) {
    Pile& pile = pileOf(letter);
    const int index = pile.entryOf(card);
    if (index < 0) throw std::out_of_range("card " + card.id + " is not a card of damage deck " + letter);
    auto found = std::find(pile.discards.rbegin(), pile.discards.rend(), index);
    if (found == pile.discards.rend())
        throw std::out_of_range("card " + card.id + " of damage deck " + letter + " is not on the discards");
    pile.discards.erase(std::next(found).base());
    const auto at = static_cast<std::ptrdiff_t>(rng.below(pile.drawPile.size() + 1));
    pile.drawPile.insert(pile.drawPile.begin() + at, index);
}

std::vector<std::string> DamagePiles::dealConsole(char letter, int count, int minValue, int maxValue) {
    Pile& pile = pileOf(letter);
    std::vector<std::string> ids;
    // From the top (back) down; the pile is shuffled, so these are random cards.
    for (auto it = pile.drawPile.end(); it != pile.drawPile.begin() && static_cast<int>(ids.size()) < count;) {
        --it;
        const auto& card = pile.card(*it);
        if (maxValue > 0 && (card.damage < minValue || card.damage > maxValue)) continue;
        ids.push_back(card.id);
        it = pile.drawPile.erase(it);
    }
    return ids;
}

const DamageCardSpec& DamagePiles::playConsoleCard(char letter, std::string_view id) {
    Pile& pile = pileOf(letter);
    const int index = cardIndex(pile, letter, id);
    pile.discards.push_back(index);
    return pile.card(index);
}

void DamagePiles::returnConsoleCards(char letter, const std::vector<std::string>& ids, bool toBottom, Rng& rng) {
    Pile& pile = pileOf(letter);
    for (const auto& id : ids) {
        const int index = cardIndex(pile, letter, id);
        // The bottom of the pile is the front of the vector (the top is back()).
        const auto at = toBottom ? 0 : static_cast<std::ptrdiff_t>(rng.below(pile.drawPile.size() + 1));
        pile.drawPile.insert(pile.drawPile.begin() + at, index);
    }
}

const DamagePiles::Pile* DamagePiles::findPile(char letter) const {
    if (const auto alias = m_aliases.find(letter); alias != m_aliases.end()) letter = alias->second;
    const auto it = m_piles.find(letter);
    return it == m_piles.end() ? nullptr : &it->second;
}

std::size_t DamagePiles::cardsInPlay(char letter) const {
    const Pile* pile = findPile(letter);
    return pile == nullptr ? 0 : pile->drawPile.size() + pile->discards.size();
}

std::vector<std::string> DamagePiles::drawPileIds(char letter) const {
    std::vector<std::string> ids;
    if (const Pile* pile = findPile(letter))
        for (int index : pile->drawPile) ids.push_back(pile->card(index).id);
    return ids;
}

namespace {
template <class Pile>
std::vector<const DamageCardSpec*> cardsOf(const Pile& pile, const std::vector<int>& entries) {
    std::vector<const DamageCardSpec*> cards;
    cards.reserve(entries.size());
    for (int entry : entries) cards.push_back(&pile.card(entry));
    return cards;
}
}  // namespace

std::vector<const DamageCardSpec*> DamagePiles::drawPileCards(char letter) const {
    const Pile* pile = findPile(letter);
    return pile == nullptr ? std::vector<const DamageCardSpec*>() : cardsOf(*pile, pile->drawPile);
}

std::vector<const DamageCardSpec*> DamagePiles::discardCards(char letter) const {
    const Pile* pile = findPile(letter);
    return pile == nullptr ? std::vector<const DamageCardSpec*>() : cardsOf(*pile, pile->discards);
}

std::size_t DamagePiles::remaining(char letter) const {
    const Pile* pile = findPile(letter);
    return pile == nullptr ? 0 : pile->drawPile.size();
}

const DamageDeck& DamagePiles::deck(char letter) const {
    const auto it = m_decks.find(letter);
    if (it == m_decks.end()) throw std::out_of_range(std::string("no damage deck ") + letter);
    return *it->second;
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
        // A named reference: clang 14 (the fuzz build) cannot capture a structured binding.
        const Pile& named = pile;
        auto ids = [&](const std::vector<int>& indices) {
            nlohmann::json list = nlohmann::json::array();
            for (int index : indices) {
                // MODE-08: a card of the shared pile names its deck ("B:2-smoke").
                const DamageCardSpec& card = named.card(index);
                list.push_back(
                    named.decks.size() > 1
                        ? std::string(1, named.decks[static_cast<std::size_t>(index / kDeckStride)]->letter) + ":" +
                              card.id
                        : card.id);
            }
            return list;
        };
        json[std::string(1, letter)] = {{"draw", ids(pile.drawPile)}, {"discards", ids(pile.discards)}};
    }
    return json;
}

}  // namespace jasta
