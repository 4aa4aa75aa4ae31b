#pragma once
// The damage decks on the table: one shuffled draw pile per letter, drawn
// without replacement and reshuffled from the discards when empty (DMG-01).
// The deck options of CONF-35 are applied once, when the piles are built:
// - explosion_handling "removed" (DMG-17, MODE-08) takes every explosion
//   card out of every deck for the whole game;
// - "bottom_half" (DMG-15) takes the explosions out, shuffles the rest, cuts
//   it in half, shuffles the explosions into the second half and puts that
//   half under the first. A reshuffle of the discards later in the game is a
//   plain shuffle: the rule only describes the set-up;
// - remove_plain_zero_cards (DMG-16, MODE-08) takes out every 0 card without
//   a special (a 0 card with a jam stays).
// Removed cards never come back, not even when the discards are reshuffled.
//
// MODE-08: a game mode shuffles what is left of decks A and B into one deck
// shared by all: every draw, whatever its letter, takes its top card, and
// the game ends once it runs out (`exhausted`).

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "jasta/base/rng.hpp"
#include "jasta/data/damage_deck.hpp"

namespace jasta {

struct GameData;
struct RuleOptions;

class DamagePiles {
public:
    // All decks of `era` in `data`, each shuffled with `rng` in letter order.
    DamagePiles(const GameData& data, Era era, Rng& rng);
    // The same with the deck options of `rules` (explosionHandling,
    // removePlainZeroCards); the default options give the same piles as the
    // constructor above for the same seed.
    DamagePiles(const GameData& data, Era era, const RuleOptions& rules, Rng& rng);
    // MODE-08: decks A and B (with the deck options of `rules`) shuffled into
    // one pile that every letter draws from.
    struct SharedDeck {};
    DamagePiles(const GameData& data, Era era, const RuleOptions& rules, Rng& rng, SharedDeck);

    // MODE-08: one pile shared by every letter, and whether it has run out
    // (its last card drawn; a draw after that reshuffles the discards).
    [[nodiscard]] bool shared() const { return !m_aliases.empty(); }
    [[nodiscard]] bool exhausted() const { return shared() && m_exhausted; }

    // Draws the top card of deck `letter`; reshuffles the discards first
    // when the pile is empty. Throws std::out_of_range for an unknown letter.
    const DamageCardSpec& draw(char letter, Rng& rng);
    // Puts `card`, just drawn from deck `letter`, back into the draw pile at
    // a random place (FIRE-21: an ignored counter is shuffled back into its
    // group). `card` must be a card of that deck that is on the discards.
    // Throws std::out_of_range otherwise.
    void returnAndShuffle(char letter, const DamageCardSpec& card, Rng& rng);
    // CONF-29 ammunition consoles (FIRE-25/26): takes `count` cards off the
    // top of the shuffled draw pile of `letter` (so at random), only cards of
    // value `minValue`..`maxValue` when `maxValue` > 0 (S003: 1 to 3), and
    // returns their ids. The cards leave the piles until they are played or
    // returned. Fewer come back when the pile has fewer such cards.
    std::vector<std::string> dealConsole(char letter, int count, int minValue, int maxValue);
    // A console card drawn by a target: it goes onto the discards of
    // `letter` like any drawn card. Throws std::out_of_range for a card id
    // the deck does not have.
    const DamageCardSpec& playConsoleCard(char letter, std::string_view id);
    // The unused console cards of an airplane that is down: into the draw
    // pile at random places (S000) or under it (S003).
    void returnConsoleCards(char letter, const std::vector<std::string>& ids, bool toBottom, Rng& rng);
    // Cards left in the draw pile of `letter`.
    [[nodiscard]] std::size_t remaining(char letter) const;
    [[nodiscard]] const DamageDeck& deck(char letter) const;
    // Cards of `letter` in play: the draw pile and the discards (the deck
    // less the cards the options removed).
    [[nodiscard]] std::size_t cardsInPlay(char letter) const;
    // The draw pile of `letter` as card ids, top last (tests, tools).
    [[nodiscard]] std::vector<std::string> drawPileIds(char letter) const;
    // The cards of the draw pile (top last) and of the discards of `letter`:
    // what the damage odds count (damage_odds.hpp). Empty for an unknown letter.
    [[nodiscard]] std::vector<const DamageCardSpec*> drawPileCards(char letter) const;
    [[nodiscard]] std::vector<const DamageCardSpec*> discardCards(char letter) const;
    // The draw pile (top last) and discards of every deck as card ids: for
    // state hashes and saves.
    [[nodiscard]] nlohmann::json snapshot() const;
    // FNV-1a over the same contents as snapshot(), without building it: the
    // state hash after every phase needs it fast.
    [[nodiscard]] std::uint64_t fingerprint() const;

private:
    // A card of a pile: its deck's place in Pile::decks times kDeckStride,
    // plus its index in that deck's cards (a pile of one deck: the index).
    static constexpr int kDeckStride = 1 << 16;
    struct Pile {
        std::vector<const DamageDeck*> decks;  // the decks its cards come from (one, but MODE-08's two)
        std::vector<int> drawPile;             // cards (see kDeckStride), top = back()
        std::vector<int> discards;
        [[nodiscard]] const DamageCardSpec& card(int entry) const;
        [[nodiscard]] int entryOf(const DamageCardSpec& card) const;  // -1: none of its decks'
    };
    void build(const GameData& data, Era era, int explosionHandling, bool removePlainZeroCards, Rng& rng);
    static int explosionHandlingOf(const RuleOptions& rules);
    Pile& pileOf(char letter);
    const Pile& pileOf(char letter) const;
    [[nodiscard]] const Pile* findPile(char letter) const;  // nullptr: no such deck
    static constexpr char kSharedKey = '*';                 // MODE-08: the shared pile's key
    static int cardIndex(const Pile& pile, char letter, std::string_view id);
    std::map<char, Pile> m_piles;
    std::map<char, char, std::less<>> m_aliases;  // MODE-08: every letter -> the shared pile's key
    std::map<char, const DamageDeck*> m_decks;    // each letter's deck, for deck()
    bool m_exhausted = false;
};

}  // namespace jasta
