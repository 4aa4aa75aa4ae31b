// Autonomous airplanes (MODE-10, MODE-11): the eight-card deck, draws put
// back after every maneuver, plans the rules accept, and every gun at the
// nearest target, then the most damaged-looking, then one at random.

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/pilots/autonomous.hpp"
#include "jasta/pilots/game_runner.hpp"
#include "jasta/pilots/pilot_words.hpp"
#include "jasta/pilots/seat_view.hpp"
#include "jasta/rules/maneuvers.hpp"

#include <map>
#include <set>

namespace jasta::test {
namespace {

Engine engine(std::string_view preset = "ww1-standard") {
    return {shippedData(), presetRules(preset)};
}

const ManeuverDeck& deck(Era era, char letter) {
    for (const auto& candidate : shippedData().maneuverDecks)
        if (candidate.era == era && candidate.letter == letter) return candidate;
    throw std::runtime_error("no such deck");
}

std::multiset<std::string> kindsOf(const ManeuverDeck& from, const std::vector<int>& numbers) {
    std::multiset<std::string> kinds;
    for (const int number : numbers) {
        const ManeuverCard* card = from.card(number);
        if (card == nullptr) {
            ADD_FAILURE() << "card " << number << " is not in the deck";
            continue;
        }
        kinds.insert(std::string(nameOf(card->kind)) + " " + std::string(nameOf(card->direction)));
    }
    return kinds;
}

TEST(AutonomousDeck, ThreeStraightsAStallAndTwoTurnsToEachSide) {
    const ManeuverDeck& a = deck(Era::Ww1, 'A');
    const std::vector<int> cards = autonomousDeck(a);
    ASSERT_EQ(cards.size(), 8u);
    EXPECT_EQ(kindsOf(a, cards),
              (std::multiset<std::string>{"straight none", "straight none", "straight none", "stall none", "bank left",
                                          "bank left", "bank right", "bank right"}));
    // The first three straights of the deck, in its order.
    std::vector<int> straights;
    for (const auto& card : a.cards)
        if (card.kind == CardKind::Straight && straights.size() < 3) straights.push_back(card.number);
    EXPECT_EQ(std::vector<int>(cards.begin(), cards.begin() + 3), straights);
}

TEST(AutonomousDeck, TightTurnsMakeUpForMissingBanksAndAShortDeckKeepsFewerCards) {
    ManeuverDeck oneBank = deck(Era::Ww1, 'A');
    bool dropped = false;  // keep one left bank only
    std::erase_if(oneBank.cards, [&](const ManeuverCard& card) {
        if (card.kind != CardKind::Bank || card.direction != Direction::Left) return false;
        if (!dropped) return dropped = true, false;
        return true;
    });
    const std::vector<int> cards = autonomousDeck(oneBank);
    ASSERT_EQ(cards.size(), 8u);
    EXPECT_EQ(kindsOf(oneBank, cards).count("bank left"), 1u);
    EXPECT_EQ(kindsOf(oneBank, cards).count("turn left"), 1u);
    // WW2 deck G has two straights only.
    const ManeuverDeck& g = deck(Era::Ww2, 'G');
    const auto short_ = autonomousDeck(g);
    EXPECT_EQ(short_.size(), 7u);
    EXPECT_EQ(kindsOf(g, short_).count("straight none"), 2u);
}

// The Albatros of the duel flown by the autonomous pilot: many turns of plans, every
// one from its eight cards, every one the engine takes, each card drawn
// about as often as the others, and the same card twice in a turn as often
// as draws put back make it (1 - 8·7·6 / 8³ ≈ 34 % of the turns).
TEST(AutonomousPilot, DrawsItsEightCardsWithReplacementAndOnlyLegalPlans) {
    const Engine e = engine();
    Scenario duel = *shippedData().scenario("ww1_duel");
    duel.aircraft[1].autonomous = true;
    const AircraftType& type = *shippedData().aircraftType(duel.aircraft[1].type);
    const std::vector<int> eight = autonomousDeck(*shippedData().deckOf(type));
    const std::set<int> allowed(eight.begin(), eight.end());
    std::map<int, int> drawn;
    int turnsWithARepeat = 0;
    constexpr int kTurns = 400;
    auto pilot = makePilot("autonomous", {e, duel.aircraft[1].side, 17});
    for (int turn = 0; turn < kTurns; ++turn) {
        Rng rng(static_cast<std::uint64_t>(turn));
        GameState state = newGame(e, duel, duel.ruleset, rng).state;
        const SeatView view(state, duel.aircraft[1].side);
        const auto decisions = view.decisions();
        ASSERT_FALSE(decisions.empty());
        const Command command = pilot->decide(view, decisions.front());
        ASSERT_TRUE(std::holds_alternative<SubmitPlan>(command));
        const Plan& planned = std::get<SubmitPlan>(command).plan;
        std::set<int> distinct;
        for (const auto& card : planned.cards) {
            EXPECT_TRUE(allowed.count(card.number) > 0) << "card " << card.number << " is not one of the eight";
            ++drawn[card.number];
            distinct.insert(card.number);
        }
        if (distinct.size() < 3) ++turnsWithARepeat;
        EXPECT_NO_THROW(apply(e, state, command, rng)) << "turn " << turn;
    }
    // 1,200 draws: each of the 8 cards about 150 times (the straights are
    // three different cards, the rules refuse none of them at level 2).
    for (const int number : eight) {
        EXPECT_GT(drawn[number], 90) << "card " << number;
        EXPECT_LT(drawn[number], 220) << "card " << number;
    }
    EXPECT_GT(turnsWithARepeat, kTurns * 25 / 100) << "draws are put back";
    EXPECT_LT(turnsWithARepeat, kTurns * 45 / 100);
}

// MOV-02 keeps a player's three cards distinct; an autonomous airplane's
// card goes back into its deck after each maneuver, so it may come again.
TEST(AutonomousPilot, OnlyAnAutonomousAirplaneMayPlanACardTwice) {
    const Engine e = engine();
    for (const bool autonomous : {false, true}) {
        Scenario duel = *shippedData().scenario("ww1_duel");
        duel.aircraft[1].autonomous = autonomous;
        Rng rng(1);
        const GameState state = newGame(e, duel, duel.ruleset, rng).state;
        const AircraftState& albatros = *state.find(duel.aircraft[1].id);
        const std::vector<Violation> refused = checkPlan(flyerOf(e.data, albatros, e.rules), albatros, plan(1, 1, 2));
        if (autonomous) {
            EXPECT_TRUE(refused.empty()) << refused.front().rule;
        } else {
            ASSERT_EQ(refused.size(), 1u);
            EXPECT_EQ(refused.front().rule, "MOV-02");
        }
    }
}

// A SPAD flown by the autonomous pilot with two Albatroses in its arc.
struct Targets : ::testing::Test {
    const Engine e = engine();
    GameState state;

    void place(double leftX, double leftY, double rightX, double rightY) {
        Scenario scenario = *shippedData().scenario("ww1_duel");
        ScenarioAircraft spad = scenario.aircraft[0];
        spad.x = 450, spad.y = 300, spad.heading = 0;
        ScenarioAircraft left = scenario.aircraft[1];
        left.id = "left", left.x = leftX, left.y = leftY, left.heading = 0;
        ScenarioAircraft right = left;
        right.id = "right", right.x = rightX, right.y = rightY;
        scenario.aircraft = {spad, left, right};
        Rng rng(1);
        state = newGame(e, scenario, scenario.ruleset, rng).state;
    }
    [[nodiscard]] std::vector<std::string> first() const {
        return autonomousTargets(e, state, "spad", "front", {"left", "right"});
    }
};

TEST_F(Targets, TheNearestFirst) {
    place(420, 400, 480, 460);
    ASSERT_EQ(state.aircraft[0].id, "spad");
    EXPECT_EQ(first(), std::vector<std::string>{"left"});
    place(420, 460, 480, 400);
    EXPECT_EQ(first(), std::vector<std::string>{"right"});
}

TEST_F(Targets, AtTheSameDistanceTheMoreDamagedLooking) {
    place(410, 420, 490, 420);  // mirror images about the SPAD's line
    EXPECT_EQ(first(), (std::vector<std::string>{"left", "right"})) << "a tie: the pilot draws one";
    state.find("right")->damageCards = {"?", "?"};
    state.find("left")->damageCards = {"?"};
    EXPECT_EQ(first(), std::vector<std::string>{"right"}) << "more damage cards on its console";
    state.find("left")->damageCards = {"?", "?"};
    state.find("left")->smoke = 1;
    EXPECT_EQ(first(), std::vector<std::string>{"left"}) << "as many cards, and smoke";
}

// A whole game: the autonomous Albatros against the greedy SPAD ends, every
// command is taken, and it fires at every chance it gets (MODE-11: always).
TEST(AutonomousPilot, PlaysAWholeGameAndNeverHoldsFire) {
    const Engine e = engine();
    Scenario duel = *shippedData().scenario("ww1_duel");
    duel.aircraft[1].autonomous = true;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        auto greedy = makePilot("greedy", {e, duel.aircraft[0].side, seed});
        auto autonomous = makePilot("autonomous", {e, duel.aircraft[1].side, seed});
        const GameRun run =
            runGame(e, duel, duel.ruleset, seed,
                    {{duel.aircraft[0].side, greedy.get(), ""}, {duel.aircraft[1].side, autonomous.get(), ""}});
        EXPECT_TRUE(run.state.stage == Stage::Over || run.capped);
        for (const Command& command : run.commands) {
            const auto* order = std::get_if<FireOrder>(&command);
            if (order != nullptr && order->aircraft == duel.aircraft[1].id) {
                EXPECT_FALSE(order->target.empty()) << "seed " << seed << ": the autonomous airplane held its fire";
            }
        }
    }
}

// The shipped raid: the seats name only the sides; runGame gives the Gotha,
// which the scenario marks autonomous, a pilot of its own. Every plan of the
// Gotha holds only the cards of its eight, the escort's pilot never plans
// for it, and it explains its cards as drawn.
TEST(AutonomousPilot, AnAirplaneNobodyFliesGetsItsOwnPilotInAGame) {
    const Scenario& raid = *shippedData().scenario("ww1_gotha_raid");
    const Engine e = engine();
    const auto gotha = std::find_if(raid.aircraft.begin(), raid.aircraft.end(),
                                    [](const ScenarioAircraft& airplane) { return airplane.id == "gotha"; });
    ASSERT_NE(gotha, raid.aircraft.end());
    ASSERT_TRUE(gotha->autonomous);
    const std::vector<int> eight = autonomousDeck(*shippedData().deckOf(*shippedData().aircraftType(gotha->type)));
    auto central = makePilot("greedy", {e, Side::Central, 3});
    auto entente = makePilot("greedy", {e, Side::Entente, 4});
    const GameRun run =
        runGame(e, raid, raid.ruleset, 3, {{Side::Central, central.get(), ""}, {Side::Entente, entente.get(), ""}});
    EXPECT_FALSE(central->lastChoice("gotha").has_value()) << "the escort's pilot planned for the Gotha";
    EXPECT_TRUE(central->lastChoice("escort").has_value());
    ASSERT_EQ(run.times.size(), 2u);
    int gothaPlans = 0;
    for (const Command& command : run.commands) {
        const auto* plan = std::get_if<SubmitPlan>(&command);
        if (plan == nullptr || plan->aircraft != "gotha") continue;
        ++gothaPlans;
        for (const PlannedCard& card : plan->plan.cards)
            EXPECT_NE(std::find(eight.begin(), eight.end(), card.number), eight.end())
                << "card " << card.number << " is not one of the Gotha's eight";
    }
    EXPECT_GE(gothaPlans, 1);
    // Played again with the same seed: the same game (the Gotha's draws come from the game's seed).
    auto central2 = makePilot("greedy", {e, Side::Central, 3});
    auto entente2 = makePilot("greedy", {e, Side::Entente, 4});
    const GameRun again =
        runGame(e, raid, raid.ruleset, 3, {{Side::Central, central2.get(), ""}, {Side::Entente, entente2.get(), ""}});
    EXPECT_EQ(again.endHash, run.endHash);
    // A seat that names the Gotha flies it instead.
    auto named = makePilot("greedy", {e, Side::Central, 5});
    const GameRun flown = runGame(e, raid, raid.ruleset, 3,
                                  {{Side::Central, central2.get(), ""},
                                   {Side::Entente, entente2.get(), ""},
                                   {Side::Central, named.get(), "gotha"}},
                                  1);
    EXPECT_TRUE(named->lastChoice("gotha").has_value());
}

TEST(AutonomousPilot, SaysItsCardsWereDrawn) {
    const Engine e = engine();
    Scenario duel = *shippedData().scenario("ww1_duel");
    duel.aircraft[1].autonomous = true;
    Rng rng(2);
    const GameState state = newGame(e, duel, duel.ruleset, rng).state;
    auto pilot = makePilot("autonomous", {e, duel.aircraft[1].side, 2});
    const SeatView view(state, duel.aircraft[1].side);
    Decision decision;
    for (const Decision& candidate : view.decisions())
        if (candidate.aircraft == duel.aircraft[1].id) decision = candidate;
    ASSERT_EQ(decision.aircraft, duel.aircraft[1].id);
    const Command command = pilot->decide(view, decision);
    const auto choice = pilot->lastChoice(duel.aircraft[1].id);
    ASSERT_TRUE(choice.has_value());
    EXPECT_EQ(choice->plan, std::get<SubmitPlan>(command).plan);
    const std::string text = words::describe(*choice, words::EventNames(shippedData(), state.aircraft));
    EXPECT_EQ(text, "chose " + words::planCards(choice->plan) +
                        ": its cards are drawn at random from its eight (autonomous, MODE-10).");
}

}  // namespace
}  // namespace jasta::test
