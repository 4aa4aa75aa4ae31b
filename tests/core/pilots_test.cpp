// Computer pilots (issue 18): what a seat may see (SeatView) and the pilot
// registry.

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/pilots/pilot.hpp"
#include "jasta/pilots/seat_view.hpp"

#include <nlohmann/json.hpp>

namespace jasta::test {
namespace {

Engine engine(std::string_view preset = "ww1-standard") {
    return {shippedData(), presetRules(preset)};
}

GameState started(const Engine& engine, std::uint64_t seed, const std::string& scenario = "ww1_duel") {
    Rng rng(seed);
    const Scenario& placed = *shippedData().scenario(scenario);
    return newGame(engine, placed, placed.ruleset, rng).state;
}

GameState afterCommand(const Engine& engine, const GameState& state, const Command& command) {
    Rng rng(1);
    return apply(engine, state, command, rng).state;
}

Command greedyAnswer(const Engine& engine, const GameState& state, Side seat) {
    auto pilot = makePilot("greedy", {engine, seat, 1});
    const SeatView view(state, seat);
    EXPECT_FALSE(view.decisions().empty());
    return pilot->decide(view, view.decisions().front());
}

// The Albatros has planned; the SPAD's side must not learn which plan.
TEST(SeatView, AnotherSidesPlanIsNotSeen) {
    const Engine e = engine();
    const GameState start = started(e, 3);
    const GameState a = afterCommand(e, start, SubmitPlan{"albatros", plan(1, 1, 1)});
    const GameState b = afterCommand(e, start, SubmitPlan{"albatros", plan(4, 2, 6)});
    ASSERT_NE(toJson(a), toJson(b));
    EXPECT_TRUE(SeatView(a, Side::Entente) == SeatView(b, Side::Entente));
    EXPECT_EQ(toJson(greedyAnswer(e, a, Side::Entente)), toJson(greedyAnswer(e, b, Side::Entente)));
    // Its own side sees it; the SPAD's side sees that it has planned, not what.
    EXPECT_FALSE(SeatView(a, Side::Central) == SeatView(b, Side::Central));
    const auto& seen = SeatView(a, Side::Entente).state().plans.at("albatros");
    for (const auto& card : seen.cards) EXPECT_EQ(card.number, kUnknownCard);
    const auto decisions = SeatView(a, Side::Entente).decisions();
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions.front().aircraft, "spad");
    EXPECT_TRUE(SeatView(a, Side::Central).decisions().empty());
}

// Damage cards lie face down: the other side sees how many, not what they count.
TEST(SeatView, AnotherSidesDamageIsNotSeen) {
    const Engine e = engine();
    GameState a = started(e, 3);
    GameState b = a;
    auto hit = [](GameState& state, std::vector<std::string> cards, int points, int wounds, Direction rudder) {
        AircraftState& albatros = *state.find("albatros");
        albatros.damageCards = std::move(cards);
        albatros.damage = points;
        albatros.pilotWounds = wounds;
        albatros.rudderJamNextTurn = rudder;
    };
    hit(a, {"A-01", "A-02"}, 1, 0, Direction::None);
    hit(b, {"A-10", "A-11"}, 9, 1, Direction::Left);
    EXPECT_TRUE(SeatView(a, Side::Entente) == SeatView(b, Side::Entente));
    EXPECT_EQ(toJson(greedyAnswer(e, a, Side::Entente)), toJson(greedyAnswer(e, b, Side::Entente)));
    const AircraftState& seen = *SeatView(a, Side::Entente).state().find("albatros");
    EXPECT_EQ(seen.damageCards.size(), 2u);
    EXPECT_EQ(seen.damage, 0);
    // Its own player knows.
    EXPECT_EQ(SeatView(b, Side::Central).state().find("albatros")->damage, 9);
    EXPECT_FALSE(SeatView(a, Side::Central) == SeatView(b, Side::Central));
}

// Two seeds shuffle the damage decks differently and nothing else: no seat can tell.
TEST(SeatView, TheDeckOrderIsNotSeen) {
    const Engine e = engine();
    const GameState a = started(e, 3);
    const GameState b = started(e, 4);
    ASSERT_NE(toJson(a), toJson(b));
    for (Side seat : {Side::Entente, Side::Central}) {
        EXPECT_TRUE(SeatView(a, seat) == SeatView(b, seat)) << nameOf(seat);
        EXPECT_FALSE(SeatView(a, seat).state().piles.has_value());
        EXPECT_EQ(toJson(greedyAnswer(e, a, seat)), toJson(greedyAnswer(e, b, seat)));
    }
}

TEST(PilotRegistry, ListsAndMakesPilotsByName) {
    ASSERT_NE(findPilot("greedy"), nullptr);
    EXPECT_EQ(findPilot("nobody"), nullptr);
    EXPECT_NE(pilotNames().find("greedy"), std::string::npos);
    const Engine e = engine();
    EXPECT_NE(makePilot("greedy", {e, Side::Entente, 1}), nullptr);
    try {
        (void)makePilot("nobody", {e, Side::Entente, 1});
        FAIL() << "an unknown pilot was made";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("greedy"), std::string::npos) << error.what();
    }
    EXPECT_NE(pilotSeed(7, Side::Entente), pilotSeed(7, Side::Central));
    EXPECT_NE(pilotSeed(7, Side::Entente), pilotSeed(8, Side::Entente));
}

}  // namespace
}  // namespace jasta::test
