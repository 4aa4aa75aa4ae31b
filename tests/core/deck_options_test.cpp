// The damage-deck options and the damage-step options: CONF-35 (DMG-15
// bottom half, DMG-17 / MODE-08 removed explosions, DMG-16 plain 0 cards),
// FIRE-21 (an overdiving WW2 target re-draws one counter) and DMG-19 (the
// crash-landing procedure of an airplane shot down: by fire, flames, a
// collision or a second engine hit).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "flying_fixture.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/damage_piles.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

RuleOptions deckRules(ExplosionHandling handling, bool removeZeros) {
    RuleOptions rules;
    rules.explosionHandling = handling;
    rules.removePlainZeroCards = removeZeros;
    return rules;
}

std::map<char, std::size_t> counts(Era era, const RuleOptions& rules, std::uint64_t seed = 1) {
    Rng rng(seed);
    DamagePiles piles(shippedData(), era, rules, rng);
    std::map<char, std::size_t> result;
    for (char letter : std::string(era == Era::Ww1 ? "ABCD" : "ABCDE")) {
        result[letter] = piles.remaining(letter);
        EXPECT_EQ(piles.cardsInPlay(letter), piles.remaining(letter));
    }
    return result;
}

std::set<std::string> idsWith(const DamageDeck& deck, Special special) {
    std::set<std::string> ids;
    for (const auto& card : deck.cards)
        if (card.special == special) ids.insert(card.id);
    return ids;
}

TEST(DeckOptions, CountsPerDeckForEachOption) {
    using Counts = std::map<char, std::size_t>;
    // WW1 decks: A 49 (2 explosions, 5 plain 0), B 46 (1, 8), C 28 (1, 0), D 24 (1, 4).
    EXPECT_EQ(counts(Era::Ww1, deckRules(ExplosionHandling::Normal, false)),
              (Counts{{'A', 49}, {'B', 46}, {'C', 28}, {'D', 24}}));
    EXPECT_EQ(counts(Era::Ww1, deckRules(ExplosionHandling::BottomHalf, false)),
              (Counts{{'A', 49}, {'B', 46}, {'C', 28}, {'D', 24}}));
    EXPECT_EQ(counts(Era::Ww1, deckRules(ExplosionHandling::Removed, false)),
              (Counts{{'A', 47}, {'B', 45}, {'C', 27}, {'D', 23}}));
    EXPECT_EQ(counts(Era::Ww1, deckRules(ExplosionHandling::Normal, true)),
              (Counts{{'A', 44}, {'B', 38}, {'C', 28}, {'D', 20}}));
    EXPECT_EQ(counts(Era::Ww1, deckRules(ExplosionHandling::Removed, true)),
              (Counts{{'A', 42}, {'B', 37}, {'C', 27}, {'D', 19}}));  // MODE-08
    EXPECT_EQ(counts(Era::Ww1, deckRules(ExplosionHandling::BottomHalf, true)),
              (Counts{{'A', 44}, {'B', 38}, {'C', 28}, {'D', 20}}));
    // WW2 groups: one explosion each (DMG-17), plain 0 counters in A (6) and B (4).
    EXPECT_EQ(counts(Era::Ww2, deckRules(ExplosionHandling::Removed, false)),
              (Counts{{'A', 35}, {'B', 38}, {'C', 38}, {'D', 38}, {'E', 40}}));
    EXPECT_EQ(counts(Era::Ww2, deckRules(ExplosionHandling::Normal, true)),
              (Counts{{'A', 30}, {'B', 35}, {'C', 39}, {'D', 39}, {'E', 41}}));
}

TEST(DeckOptions, DefaultOptionsDealExactlyAsBefore) {
    for (std::uint64_t seed : {1u, 7u, 42u}) {
        Rng a(seed), b(seed);
        DamagePiles plain(shippedData(), Era::Ww1, a);
        DamagePiles withOptions(shippedData(), Era::Ww1, RuleOptions{}, b);
        EXPECT_EQ(plain.snapshot(), withOptions.snapshot());
        EXPECT_EQ(a, b);
    }
}

TEST(DeckOptions, BottomHalfPutsEveryExplosionInTheLowerHalf) {
    const auto explosions = idsWith(
        *[] {
            for (const auto& deck : shippedData().damageDecks)
                if (deck.era == Era::Ww1 && deck.letter == 'A') return &deck;
            return static_cast<const DamageDeck*>(nullptr);
        }(),
        Special::Explosion);
    ASSERT_EQ(explosions.size(), 1u);  // one id, two copies
    std::set<std::size_t> deepest;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        Rng rng(seed);
        DamagePiles piles(shippedData(), Era::Ww1, deckRules(ExplosionHandling::BottomHalf, false), rng);
        const auto pile = piles.drawPileIds('A');  // top last
        ASSERT_EQ(pile.size(), 49u);
        // 47 other cards: 23 go under with the 2 explosions, 24 stay on top.
        int found = 0;
        for (std::size_t i = 0; i < pile.size(); ++i) {
            if (!explosions.count(pile[i])) continue;
            ++found;
            EXPECT_LT(i, 25u) << "seed " << seed << ": an explosion in the top half";
            deepest.insert(i);
        }
        EXPECT_EQ(found, 2) << "seed " << seed;
        // The first 24 draws never show an explosion.
        for (int draw = 0; draw < 24; ++draw) EXPECT_NE(piles.draw('A', rng).special, Special::Explosion);
    }
    EXPECT_GT(deepest.size(), 5u) << "the explosions are shuffled through the lower half";
}

TEST(DeckOptions, RemovedCardsStayOutAfterReshuffles) {
    Rng rng(3);
    DamagePiles piles(shippedData(), Era::Ww1, deckRules(ExplosionHandling::Removed, true), rng);
    for (int draw = 0; draw < 42 * 3 + 5; ++draw) {
        const auto& card = piles.draw('A', rng);
        EXPECT_NE(card.special, Special::Explosion);
        EXPECT_FALSE(card.damage == 0 && card.special == Special::None) << card.id;
    }
    EXPECT_EQ(piles.cardsInPlay('A'), 42u);
}

TEST(DeckOptions, ZeroCardsWithAJamStay) {
    Rng rng(5);
    DamagePiles piles(shippedData(), Era::Ww1, deckRules(ExplosionHandling::Normal, true), rng);
    const auto pile = piles.drawPileIds('A');
    EXPECT_EQ(std::count(pile.begin(), pile.end(), "0"), 0);
    EXPECT_EQ(std::count(pile.begin(), pile.end(), "0-jam-red"), 2);
    EXPECT_EQ(std::count(pile.begin(), pile.end(), "0-jam-green"), 1);
    Rng rng2(5);
    DamagePiles ww2(shippedData(), Era::Ww2, deckRules(ExplosionHandling::Normal, true), rng2);
    const auto group = ww2.drawPileIds('A');
    EXPECT_EQ(std::count(group.begin(), group.end(), "0"), 0);
    EXPECT_EQ(std::count(group.begin(), group.end(), "0-jam-left"), 1);
    EXPECT_EQ(std::count(group.begin(), group.end(), "0-jam-right"), 1);
}

TEST(DeckOptions, ReturnAndShuffleGivesTheCardBack) {
    Rng rng(9);
    DamagePiles piles(shippedData(), Era::Ww2, rng);
    const auto& card = piles.draw('C', rng);
    EXPECT_EQ(piles.remaining('C'), 38u);
    piles.returnAndShuffle('C', card, rng);
    EXPECT_EQ(piles.remaining('C'), 39u);
    EXPECT_EQ(piles.cardsInPlay('C'), 39u);
    EXPECT_EQ(piles.snapshot()["C"]["discards"].size(), 0u);
    EXPECT_THROW(piles.returnAndShuffle('C', card, rng), std::out_of_range) << "no longer on the discards";
    EXPECT_THROW(piles.returnAndShuffle('D', card, rng), std::out_of_range) << "a card of another group";
}

// --- The engine: a constructed fire step ----------------------------------

struct Shot {
    GameState before;
    Applied after;
};

// `shooter` fires its front weapon at `target` in the fire step of phase 3,
// with the state as newGame left it except for what `prepare` changes.
template <class Prepare>
Shot fireStep(const Engine& engine, Scenario scenario, const std::string& ruleset, std::uint64_t seed,
              const std::string& shooter, const std::string& target, Prepare prepare) {
    Rng rng(seed);
    GameState state = newGame(engine, scenario, ruleset, rng).state;
    state.phase = 3;
    state.stage = Stage::Fire;
    state.fireOptions = {FireOption{shooter, "front", {target}}};
    state.fireOrders.clear();
    prepare(state);
    Shot shot{state, {}};
    shot.after = apply(engine, std::move(state), FireOrder{shooter, "front", target}, rng);
    return shot;
}

std::vector<std::string> damageCardsOf(const std::vector<Event>& events, const std::string& aircraft) {
    std::vector<std::string> cards;
    for (const auto& event : events)
        if (event.kind() == EventKind::Damage && event.aircraft == aircraft)
            cards.push_back(event.as<ev::Damage>().card);
    return cards;
}

Scenario channelPair() {
    Scenario scenario = *shippedData().scenario("ww2_channel");
    std::vector<ScenarioAircraft> kept;
    for (auto placed : scenario.aircraft) {
        if (placed.id == "spitfire_1") {
            placed.x = 450, placed.y = 300, placed.heading = 0, placed.altitude = 2;
        } else if (placed.id == "bf109_1") {
            placed.x = 450, placed.y = 400, placed.heading = 0, placed.altitude = 2;
        } else {
            continue;
        }
        kept.push_back(placed);
    }
    scenario.aircraft = kept;
    return scenario;
}

TEST(OverdiveTarget, IgnoresItsWorstCounterAndDrawsAReplacement) {
    const Engine engine{shippedData(), presetRules("ww2-standard")};
    const auto overdive = [](GameState& state) {
        state.find("bf109_1")->history = {FlownCard{13, CardKind::Stall}, FlownCard{16, CardKind::Dive, true},
                                          FlownCard{1, CardKind::Straight}};
    };
    const auto level = [](GameState& state) {
        state.find("bf109_1")->history = {FlownCard{1, CardKind::Straight}, FlownCard{1, CardKind::Straight},
                                          FlownCard{1, CardKind::Straight}};
    };
    int redraws = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const auto plain = fireStep(engine, channelPair(), "ww2-standard", seed, "spitfire_1", "bf109_1", level);
        const auto dived = fireStep(engine, channelPair(), "ww2-standard", seed, "spitfire_1", "bf109_1", overdive);
        for (const auto& event : plain.after.events) EXPECT_NE(event.kind(), EventKind::OverdiveRedraw);
        const auto divedCards = damageCardsOf(dived.after.events, "bf109_1");
        ASSERT_FALSE(divedCards.empty()) << "seed " << seed << ": the Spitfire hits";
        ASSERT_FALSE(damageCardsOf(plain.after.events, "bf109_1").empty());
        // One shooter: the counters dealt are the top of its group as it was before the step.
        const auto& firstDamage = *std::find_if(dived.after.events.begin(), dived.after.events.end(),
                                                [](const Event& e) { return e.kind() == EventKind::Damage; });
        const char deck = firstDamage.as<ev::Damage>().deck;
        auto pile = dived.before.piles->drawPileIds(deck);
        std::reverse(pile.begin(), pile.end());  // top first
        const std::vector<std::string> dealtCards(pile.begin(),
                                                  pile.begin() + static_cast<std::ptrdiff_t>(divedCards.size()));
        const Event* redraw = nullptr;
        for (const auto& event : dived.after.events)
            if (event.kind() == EventKind::OverdiveRedraw) {
                EXPECT_EQ(redraw, nullptr) << "one counter per fire step";
                redraw = &event;
            }
        if (redraw == nullptr) {
            // Only plain 0 counters: nothing worth giving back.
            EXPECT_EQ(dealtCards, divedCards);
            for (const auto& id : divedCards) EXPECT_EQ(id, "0");
            continue;
        }
        ++redraws;
        EXPECT_EQ(redraw->rules, std::vector<std::string>{"FIRE-21"});
        EXPECT_EQ(redraw->aircraft, "bf109_1");
        // The counters dealt, the ignored one replaced.
        const auto ignored = redraw->as<ev::OverdiveRedraw>().ignored;
        const auto replacement = redraw->as<ev::OverdiveRedraw>().replacement;
        EXPECT_EQ(redraw->as<ev::OverdiveRedraw>().deck, deck);
        std::size_t differences = 0;
        for (std::size_t i = 0; i < dealtCards.size(); ++i)
            if (dealtCards[i] != divedCards[i]) {
                ++differences;
                EXPECT_EQ(dealtCards[i], ignored);
                EXPECT_EQ(divedCards[i], replacement);
            }
        EXPECT_LE(differences, 1u);
        EXPECT_NE(std::find(dealtCards.begin(), dealtCards.end(), ignored), dealtCards.end());
        // The group keeps all its counters.
        EXPECT_EQ(dived.after.state.piles->cardsInPlay(deck), dived.before.piles->cardsInPlay(deck));
    }
    EXPECT_GT(redraws, 6);
}

TEST(OverdiveTarget, Ww1TargetsDoNotRedraw) {
    RuleOptions rules = presetRules("ww1-standard");
    rules.forcedDive = true;  // the WW1 forced dive flies the same cards, FIRE-21 is WW2 only
    const Engine engine{shippedData(), rules};
    Scenario duel = *shippedData().scenario("ww1_duel");
    duel.aircraft[0].x = 450, duel.aircraft[0].y = 300, duel.aircraft[0].heading = 0;
    duel.aircraft[1].x = 450, duel.aircraft[1].y = 400, duel.aircraft[1].heading = 0;
    duel.aircraft[0].altitude = duel.aircraft[1].altitude = 2;
    const auto shot = fireStep(engine, duel, "ww1-standard", 4, "spad", "albatros", [](GameState& state) {
        state.find("albatros")->history = {FlownCard{13, CardKind::Stall}, FlownCard{16, CardKind::Dive, true},
                                           FlownCard{1, CardKind::Straight}};
    });
    EXPECT_FALSE(damageCardsOf(shot.after.events, "albatros").empty());
    for (const auto& event : shot.after.events) EXPECT_NE(event.kind(), EventKind::OverdiveRedraw);
}

// --- DMG-19 ---------------------------------------------------------------

Scenario duelAt(int altitude) {
    Scenario duel = *shippedData().scenario("ww1_duel");
    duel.aircraft[0].x = 450, duel.aircraft[0].y = 300, duel.aircraft[0].heading = 0;
    duel.aircraft[1].x = 450, duel.aircraft[1].y = 400, duel.aircraft[1].heading = 0;
    duel.aircraft[0].altitude = duel.aircraft[1].altitude = altitude;
    return duel;
}

TEST(ShotDownProcedure, ThePilotDrawsLevelPlusOneACardsAndTheWreckFliesOn) {
    RuleOptions rules = presetRules("ww1-standard");
    rules.shotDownProcedure = true;
    const Engine engine{shippedData(), rules};
    const auto& type = *shippedData().aircraftType("albatros_d3");
    const auto& geometry = *shippedData().geometryOf(type);
    std::set<std::string> outcomes;
    int crashes = 0;
    for (int altitude : {1, 2, 3}) {
        for (std::uint64_t seed = 1; seed <= 15; ++seed) {
            const auto shot =
                fireStep(engine, duelAt(altitude), "ww1-standard", seed, "spad", "albatros",
                         [&](GameState& state) { state.find("albatros")->damage = type.structure.value; });
            const auto* albatros = shot.after.state.find("albatros");
            const Event* crash = nullptr;
            for (const auto& event : shot.after.events)
                if (event.kind() == EventKind::Crash) crash = &event;
            if (albatros->status == AircraftStatus::Exploded) {
                EXPECT_EQ(crash, nullptr) << "an explosion is not a crash landing";
                continue;
            }
            ASSERT_EQ(albatros->status, AircraftStatus::Destroyed) << "seed " << seed;
            ASSERT_NE(crash, nullptr) << "seed " << seed;
            ++crashes;
            EXPECT_EQ(crash->rules, std::vector<std::string>{"DMG-19"});
            const int rulers = altitude <= 2 ? 1 : 2;
            EXPECT_EQ(crash->as<ev::Crash>().rulers, rulers);
            const auto& cards = crash->as<ev::Crash>().cards;
            ASSERT_EQ(cards.size(), static_cast<std::size_t>(altitude + 1));
            // The outcome follows the cards: only wounds and explosions count.
            const auto& deckA = shot.after.state.piles->deck('A');
            int wounds = 0;
            bool explosion = false;
            for (const auto& id : cards)
                for (const auto& card : deckA.cards)
                    if (card.id == id) {
                        wounds += card.special == Special::PilotWounded ? 1 : 0;
                        explosion = explosion || card.special == Special::Explosion;
                    }
            const auto outcome = std::string(nameOf(crash->as<ev::Crash>().outcome));
            outcomes.insert(outcome);
            if (explosion)
                EXPECT_EQ(outcome, "exploded");
            else if (wounds >= 2)
                EXPECT_EQ(outcome, "killed");
            else
                EXPECT_EQ(outcome, "survived");
            EXPECT_EQ(crash->as<ev::Crash>().wounds, wounds);
            // Straight ahead (heading 0 = +y) from the front mark, the base centre at the end of the ruler(s).
            const auto& start = shot.before.find("albatros")->pose;
            const double expectedY = start.y + geometry.frontMarkY.value + rulers * geometry.rulerLength.value;
            EXPECT_NEAR(crash->as<ev::Crash>().crashX, start.x, 1e-6);
            EXPECT_NEAR(crash->as<ev::Crash>().crashY, expectedY, 1e-6);
            EXPECT_NEAR(albatros->pose.y, expectedY, 1e-6);
        }
    }
    EXPECT_GT(crashes, 30);
    EXPECT_TRUE(outcomes.count("survived"));
}

Scenario roomyDuel() {
    Scenario duel = duelAt(2);
    duel.aircraft[0].y = 100, duel.aircraft[1].y = 200;  // room for three straights each
    return duel;
}

const Event* findKind(const std::vector<Event>& events, EventKind kind, std::string_view aircraft) {
    for (const auto& event : events)
        if (event.kind() == kind && event.aircraft == aircraft) return &event;
    return nullptr;
}

// The crash landing follows every way of losing the last structure point,
// not only fire: here the flames of DMG-09 at the start of a turn...
TEST(ShotDownProcedure, FlamesThatTakeTheLastPointAlsoCrashLand) {
    RuleOptions rules = presetRules("ww1-standard");
    rules.shotDownProcedure = true;
    const Engine engine{shippedData(), rules};
    const auto& type = *shippedData().aircraftType("albatros_d3");
    int crashes = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Rng rng(seed);
        Scenario apart = roomyDuel();
        apart.aircraft[0].y = 40,
        apart.aircraft[1].y = 240;  // the faster SPAD (92 mm straights to 70) never catches up
        GameState state = newGame(engine, apart, "ww1-standard", rng).state;
        state.find("albatros")->flames = 1;
        state.find("albatros")->damage = type.structure.value;  // any card now is the last straw
        const auto events = playStraightsUntilAfter(engine, state, rng, 1);
        ASSERT_EQ(state.turn, 2) << "seed " << seed;
        const auto* albatros = state.find("albatros");
        const Event* crash = findKind(events, EventKind::Crash, "albatros");
        if (albatros->status == AircraftStatus::Exploded) {
            EXPECT_EQ(crash, nullptr);
            continue;
        }
        ASSERT_EQ(albatros->status, AircraftStatus::Destroyed) << "seed " << seed;
        ASSERT_NE(crash, nullptr) << "seed " << seed;
        ++crashes;
    }
    EXPECT_GT(crashes, 5);
}

// ...and here a collision.
TEST(ShotDownProcedure, ACollisionThatTakesTheLastPointAlsoCrashLands) {
    RuleOptions rules = presetRules("ww1-standard");
    rules.shotDownProcedure = true;
    const Engine engine{shippedData(), rules};
    const auto& type = *shippedData().aircraftType("albatros_d3");
    int crashes = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        Rng rng(seed);
        GameState state = newGame(engine, roomyDuel(), "ww1-standard", rng).state;
        state.find("albatros")->damage = type.structure.value - 1;
        // 100 mm apart, the SPAD gains 22 mm a card and runs into the Albatros.
        const auto events = playStraightsUntilAfter(engine, state, rng, 1);
        const Event* destroyed = findKind(events, EventKind::Destroyed, "albatros");
        if (destroyed == nullptr || destroyed->as<ev::Destroyed>().cause.source != ev::DamageSource::Collision)
            continue;
        ASSERT_EQ(state.find("albatros")->status, AircraftStatus::Destroyed);
        EXPECT_NE(findKind(events, EventKind::Crash, "albatros"), nullptr) << "seed " << seed;
        ++crashes;
    }
    EXPECT_GT(crashes, 0);
}

// CONF-42 B: a second engine hit is a shot-down airplane, so it crash-lands;
// under A it is simply out of the game.
TEST(ShotDownProcedure, ASecondEngineHitCrashLandsOnlyWhenItCountsAsShotDown) {
    std::string engineCard;
    for (const auto& card : shippedData().damageDeck(Era::Ww1, 'A')->cards)
        if (card.special == Special::Engine && card.damage < 3) engineCard = card.id;
    ASSERT_FALSE(engineCard.empty());
    for (const auto secondHit : {SecondEngineHit::ShotDown, SecondEngineHit::Eliminated}) {
        RuleOptions rules = presetRules("ww1-standard");
        rules.shotDownProcedure = true;
        rules.secondEngineHit = secondHit;
        rules.ammunition = Ammunition::S000;  // so the first card of the shot is the one we put on the console
        const Engine engine{shippedData(), rules};
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const auto shot =
                fireStep(engine, duelAt(1), "ww1-standard", seed, "spad", "albatros", [&](GameState& state) {
                    state.find("albatros")->engineHits = 1;
                    state.find("spad")->ammoCards.back() = engineCard;
                });
            const auto* albatros = shot.after.state.find("albatros");
            if (albatros->status == AircraftStatus::Exploded) continue;  // the second card of the short-range shot
            ++checked;
            const bool crashed = std::any_of(shot.after.events.begin(), shot.after.events.end(),
                                             [](const Event& e) { return e.kind() == EventKind::Crash; });
            if (secondHit == SecondEngineHit::ShotDown) {
                EXPECT_EQ(albatros->status, AircraftStatus::Destroyed) << "seed " << seed;
                EXPECT_TRUE(crashed) << "seed " << seed;
            } else {
                EXPECT_EQ(albatros->status, AircraftStatus::Eliminated) << "seed " << seed;
                EXPECT_FALSE(crashed) << "seed " << seed;
            }
        }
        EXPECT_GT(checked, 3);
    }
}

TEST(ShotDownProcedure, OffByDefault) {
    const Engine engine{shippedData(), presetRules("ww1-standard")};
    const auto& type = *shippedData().aircraftType("albatros_d3");
    const auto shot = fireStep(engine, duelAt(2), "ww1-standard", 2, "spad", "albatros",
                               [&](GameState& state) { state.find("albatros")->damage = type.structure.value; });
    EXPECT_NE(shot.after.state.find("albatros")->status, AircraftStatus::Flying);
    for (const auto& event : shot.after.events) EXPECT_NE(event.kind(), EventKind::Crash);
    EXPECT_EQ(shot.after.state.find("albatros")->pose, shot.before.find("albatros")->pose);
}

}  // namespace
}  // namespace jasta::test
