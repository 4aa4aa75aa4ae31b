// The maneuver and damage decks carry the facts the seeds state, and differ
// from each other the way the real decks do.

#include <gtest/gtest.h>

#include <cmath>

#include "jasta/data/game_data.hpp"

namespace jasta {
namespace {

const GameData& data() {
    static const GameData loaded = loadGameDataOrThrow(JASTA_TEST_DATA_DIR);
    return loaded;
}

const ManeuverDeck& deck(Era era, char letter) {
    const auto* found = data().maneuverDeck(era, letter);
    if (found == nullptr) throw std::runtime_error(std::string("no deck ") + letter);
    return *found;
}

const CardMove& normal(const ManeuverCard& card) {
    return *card.move(Speed::Normal);
}

TEST(ManeuverDecks, DeckBNumbersFromSeed000) {
    const auto& b = deck(Era::Ww1, 'B');
    EXPECT_EQ(b.card(12)->kind, CardKind::Immelmann);
    EXPECT_TRUE(b.card(12)->steep);
    EXPECT_EQ(b.card(15)->kind, CardKind::Sideslip);
    EXPECT_EQ(b.card(18)->kind, CardKind::Sideslip);
    EXPECT_NE(b.card(15)->direction, b.card(18)->direction) << "one left and one right sideslip";
}

TEST(ManeuverDecks, DeckHIsDeckBWithoutTheImmelmannAndTwoSideslips) {
    const auto& b = deck(Era::Ww1, 'B');
    const auto& h = deck(Era::Ww1, 'H');
    EXPECT_EQ(h.cards.size(), b.cards.size() - 3);
    for (int removed : {12, 15, 18}) EXPECT_EQ(h.card(removed), nullptr) << removed;
    for (const auto& card : h.cards) {
        ASSERT_NE(b.card(card.number), nullptr);
        EXPECT_EQ(b.card(card.number)->name, card.name);
        EXPECT_EQ(normal(*b.card(card.number)).dy, normal(card).dy);
    }
    for (const auto& card : h.cards) EXPECT_NE(card.kind, CardKind::Immelmann);
}

TEST(ManeuverDecks, TheCamelTurnsBetterToTheRight) {
    const auto& c = deck(Era::Ww1, 'C');
    EXPECT_EQ(c.card(5)->kind, CardKind::Turn);
    EXPECT_EQ(c.card(5)->direction, Direction::Right);
    EXPECT_NEAR(normal(*c.card(5)).dtheta, 90.0, 0.05);
    EXPECT_EQ(c.card(15)->kind, CardKind::Immelmann);
    double tightestLeft = 0, tightestRight = 0;
    for (const auto& card : c.cards) {
        if (card.kind != CardKind::Turn) continue;
        const double turn = normal(card).dtheta;
        if (card.direction == Direction::Right) tightestRight = std::max(tightestRight, turn);
        if (card.direction == Direction::Left) tightestLeft = std::max(tightestLeft, -turn);
    }
    EXPECT_GT(tightestRight, tightestLeft);
}

TEST(ManeuverDecks, AltitudeCardsAreTheLastTwo) {
    // ALT-06: climb = a red stall, dive = a red straight that is not a straight (ALT-11).
    for (const auto& d : data().maneuverDecks) {
        ASSERT_GE(d.cards.size(), 3u);
        const auto& climb = d.cards[d.cards.size() - 2];
        const auto& dive = d.cards.back();
        EXPECT_EQ(climb.kind, CardKind::Climb) << d.file;
        EXPECT_EQ(climb.altitude, AltitudeEffect::Climb) << d.file;
        EXPECT_EQ(climb.arrowColour, ArrowColour::Red) << d.file;
        EXPECT_EQ(dive.kind, CardKind::Dive) << d.file;
        EXPECT_EQ(dive.altitude, AltitudeEffect::Dive) << d.file;
        EXPECT_EQ(dive.arrowColour, ArrowColour::Red) << d.file;
        EXPECT_FALSE(dive.isStraight()) << d.file;
    }
}

TEST(ManeuverDecks, TurnsGoTheWayTheirArrowSays) {
    for (const auto& d : data().maneuverDecks) {
        for (const auto& card : d.cards) {
            for (const auto& move : card.moves) {
                if (!move) continue;
                const double sign = card.direction == Direction::Right  ? 1.0
                                    : card.direction == Direction::Left ? -1.0
                                                                        : 0.0;
                if (card.kind == CardKind::Bank || card.kind == CardKind::Turn) {
                    EXPECT_GT(move->dtheta * sign, 0.0) << d.file << " card " << card.number;
                    EXPECT_GT(move->dx * sign, 0.0) << d.file << " card " << card.number;
                }
                if (card.kind == CardKind::Sideslip) {
                    EXPECT_EQ(move->dtheta, 0.0) << d.file << " card " << card.number;
                    EXPECT_GT(move->dx * sign, 0.0) << d.file << " card " << card.number;
                }
                if (card.kind == CardKind::Straight || card.kind == CardKind::Dive || card.kind == CardKind::Stall) {
                    EXPECT_EQ(move->dx, 0.0);
                    EXPECT_EQ(move->dtheta, 0.0);
                    EXPECT_GT(move->dy, 0.0);
                }
                if (card.kind == CardKind::Immelmann) {
                    EXPECT_NEAR(std::abs(move->dtheta), 180.0, 0.05);
                }
            }
        }
    }
}

TEST(ManeuverDecks, SymmetricDecksMirrorLeftAndRight) {
    for (const auto& d : data().maneuverDecks) {
        if (d.era == Era::Ww1 && d.letter == 'C') continue;  // the Camel is built lopsided
        int left = 0, right = 0;
        for (const auto& card : d.cards) {
            if (card.direction == Direction::None) continue;
            (card.direction == Direction::Left ? left : right)++;
            bool mirrored = false;
            for (const auto& other : d.cards) {
                if (other.kind != card.kind || other.direction == card.direction || other.direction == Direction::None)
                    continue;
                bool all = true;
                for (std::size_t s = 0; s < 3; ++s) {
                    const auto& a = card.moves[s];
                    const auto& b = other.moves[s];
                    if (a.has_value() != b.has_value())
                        all = false;
                    else if (a && (std::abs(a->dx + b->dx) > 0.05 || std::abs(a->dy - b->dy) > 0.05 ||
                                   std::abs(a->dtheta + b->dtheta) > 0.05))
                        all = false;
                }
                mirrored = mirrored || all;
            }
            EXPECT_TRUE(mirrored) << d.file << " card " << card.number << " has no mirror image";
        }
        EXPECT_EQ(left, right) << d.file;
    }
}

double straightLength(const ManeuverDeck& d, Speed speed) {
    double longest = 0;
    for (const auto& card : d.cards)
        if (card.isStraight() && card.hasSpeed(speed)) longest = std::max(longest, card.move(speed)->dy);
    return longest;
}

TEST(ManeuverDecks, DecksDifferLikeTheRealOnes) {
    // Fast SPAD (A) against the slow Dr.I (D); tight Dr.I turns against the wide SPAD.
    EXPECT_GT(straightLength(deck(Era::Ww1, 'A'), Speed::Normal),
              straightLength(deck(Era::Ww1, 'D'), Speed::Normal) + 15);
    auto tightest = [](const ManeuverDeck& d) {
        double best = 0;
        for (const auto& card : d.cards)
            if (card.kind == CardKind::Turn) best = std::max(best, std::abs(card.move(Speed::Normal)->dtheta));
        return best;
    };
    EXPECT_GT(tightest(deck(Era::Ww1, 'D')), tightest(deck(Era::Ww1, 'A')));
    // Steep sideslips only in some decks; bombers have no Immelmann.
    auto has = [](const ManeuverDeck& d, auto predicate) {
        return std::any_of(d.cards.begin(), d.cards.end(), predicate);
    };
    auto steepSlip = [](const ManeuverCard& c) { return c.kind == CardKind::Sideslip && c.steep; };
    auto immelmann = [](const ManeuverCard& c) { return c.kind == CardKind::Immelmann; };
    EXPECT_TRUE(has(deck(Era::Ww1, 'D'), steepSlip));
    EXPECT_FALSE(has(deck(Era::Ww1, 'A'), steepSlip));
    EXPECT_FALSE(has(deck(Era::Ww1, 'M'), immelmann));
    EXPECT_TRUE(has(deck(Era::Ww1, 'A'), immelmann));
}

TEST(ManeuverDecks, Ww2CardsHaveSpeedsAndWw1CardsDoNot) {
    for (const auto& d : data().maneuverDecks) {
        for (const auto& card : d.cards) {
            if (d.era == Era::Ww1) {
                EXPECT_TRUE(card.hasSpeed(Speed::Normal));
                EXPECT_FALSE(card.hasSpeed(Speed::Fast) || card.hasSpeed(Speed::Slow));
            } else {
                EXPECT_FALSE(card.hasSpeed(Speed::Normal));
                EXPECT_TRUE(card.hasSpeed(Speed::Fast) || card.hasSpeed(Speed::Slow));
                if (card.kind == CardKind::Stall || card.kind == CardKind::Climb) {
                    EXPECT_FALSE(card.hasSpeed(Speed::Fast)) << d.file << " " << card.name;
                }
                if (card.kind == CardKind::Dive) {
                    EXPECT_FALSE(card.hasSpeed(Speed::Slow)) << d.file;
                }
                if (card.hasSpeed(Speed::Fast) && card.hasSpeed(Speed::Slow) && card.isStraight()) {
                    EXPECT_GT(card.move(Speed::Fast)->dy, card.move(Speed::Slow)->dy);
                }
            }
        }
    }
}

TEST(DamageDecks, FactsFromTheRules) {
    const auto* a = data().damageDeck(Era::Ww1, 'A');
    const auto* b = data().damageDeck(Era::Ww1, 'B');
    ASSERT_TRUE(a && b);
    auto count = [](const DamageDeck& d, auto predicate) {
        int n = 0;
        for (const auto* card : d.physicalCards()) n += predicate(*card) ? 1 : 0;
        return n;
    };
    // DMG-15: deck A holds two explosions.
    EXPECT_EQ(count(*a, [](const DamageCardSpec& c) { return c.special == Special::Explosion; }), 2);
    // DMG-07: the wounded card worth 3 hits the pilot, the one worth 5 the observer.
    for (const auto* d : {a, b}) {
        EXPECT_GE(
            count(*d, [](const DamageCardSpec& c) { return c.special == Special::PilotWounded && c.damage == 3; }), 1);
        EXPECT_GE(
            count(*d, [](const DamageCardSpec& c) { return c.special == Special::PilotWounded && c.damage == 5; }), 1);
        // DMG-16: zero cards both with and without a jam symbol.
        EXPECT_GE(count(*d, [](const DamageCardSpec& c) { return c.damage == 0 && c.special == Special::Jam; }), 1);
        EXPECT_GE(count(*d, [](const DamageCardSpec& c) { return c.damage == 0 && c.special == Special::None; }), 1);
    }
    // CONF-28: twin-gun jams come red and green in deck A.
    EXPECT_GE(count(*a, [](const DamageCardSpec& c) { return c.jamColour == JamColour::Red; }), 1);
    EXPECT_GE(count(*a, [](const DamageCardSpec& c) { return c.jamColour == JamColour::Green; }), 1);
    // A single gun hurts less than two.
    auto mean = [](const DamageDeck& d) {
        double total = 0;
        for (const auto* card : d.physicalCards()) total += card->damage;
        return total / d.size();
    };
    EXPECT_LT(mean(*b), mean(*a));
    // WW2 groups grow heavier from A to E.
    double previous = 0;
    for (char group = 'A'; group <= 'E'; ++group) {
        const auto* d = data().damageDeck(Era::Ww2, group);
        ASSERT_NE(d, nullptr) << group;
        EXPECT_GT(mean(*d), previous) << group;
        previous = mean(*d);
    }
}

}  // namespace
}  // namespace jasta
