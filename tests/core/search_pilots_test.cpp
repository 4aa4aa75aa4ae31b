// The pilots that look ahead (issue 18): the search's sums against a plan by
// plan count, legal plans only, nothing hidden read, and what each level
// does where a player would expect it.

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/pilots/fire_map.hpp"
#include "jasta/pilots/game_runner.hpp"
#include "jasta/pilots/pilot.hpp"
#include "jasta/pilots/pilot_words.hpp"
#include "jasta/pilots/plan_search.hpp"
#include "jasta/pilots/seat_view.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/maneuvers.hpp"

#include <cmath>

namespace jasta::test {
namespace {

Engine engine(std::string_view preset = "ww1-standard") {
    return {shippedData(), presetRules(preset)};
}

// The WW1 duel with the two airplanes `apart` mm apart, the SPAD at the
// centre heading +y, the Albatros ahead of it heading `albatrosHeading`.
GameState duel(const Engine& e, double apart, double albatrosHeading) {
    Rng rng(1);
    Scenario scenario = *shippedData().scenario("ww1_duel");
    scenario.aircraft[0].x = 600, scenario.aircraft[0].y = 300, scenario.aircraft[0].heading = 0;
    scenario.aircraft[1].x = 600, scenario.aircraft[1].y = 300 + apart, scenario.aircraft[1].heading = albatrosHeading;
    return newGame(e, scenario, scenario.ruleset, rng).state;
}

Decision planDecision(const SeatView& view, const std::string& aircraft) {
    for (const Decision& decision : view.decisions())
        if (decision.kind == DecisionKind::Plan && decision.aircraft == aircraft) return decision;
    ADD_FAILURE() << "no plan decision for " << aircraft;
    return {};
}

// The legal plan number `index` of `aircraft` (legalPlans' order).
Plan legalPlan(const Engine& e, const GameState& state, const std::string& aircraft, std::size_t index) {
    const AircraftState& airplane = *state.find(aircraft);
    const auto plans = legalPlans(flyerOf(e.data, airplane, e.rules), airplane);
    return plans.at(index % plans.size()).plan;
}

// The search's shares and expected damage are sums over the enemy's plans,
// taken place by place: counted again plan pair by plan pair they agree.
TEST(PlanSearch, SumsAgreeWithAPlanByPlanCount) {
    const Engine e = engine();
    const GameState state = duel(e, 250, 180);
    const PlanSearch search(e, SeatView(state, Side::Entente).state(), "spad", {EnemyModel::Uniform, 0.75});
    const FireMap map = buildFireMap(e.data, e.rules, state, "spad", "albatros");
    ASSERT_EQ(search.plans().size(), map.a().plans.size());
    ASSERT_EQ(search.enemies().size(), 1u);
    ASSERT_TRUE(search.enemies()[0].inReach);
    // The enemy's plans that count: those that keep it in play.
    std::vector<std::size_t> counted;
    for (std::size_t y = 0; y < map.b().plans.size(); ++y)
        if (!map.b().outOfPlay(3, y)) counted.push_back(y);
    EXPECT_EQ(search.enemies()[0].plans, counted.size());
    const Weapon& gun = shippedData().aircraftType("spad_xiii")->weapons.front();
    const double shortPoints = shotLoad(Era::Ww1, gun, Range::Short).cards * meanCardPoints(e.data, Era::Ww1, 'A');
    const double longPoints = shotLoad(Era::Ww1, gun, Range::Long).cards * meanCardPoints(e.data, Era::Ww1, 'A');
    ASSERT_GT(shortPoints, longPoints);
    ASSERT_GT(longPoints, 0);
    bool sawShot = false;
    for (std::size_t x = 0; x < search.plans().size(); x += 97) {
        for (int phase = 1; phase <= 3; ++phase) {
            double shortShare = 0, anyShare = 0, dealt = 0;
            for (const std::size_t y : counted) {
                const Range range = map.weaponShot(phase, FireDirection::AOnB, 0, x, y);
                shortShare += range == Range::Short ? 1 : 0;
                anyShare += range != Range::Out ? 1 : 0;
                dealt += range == Range::Short ? shortPoints : range == Range::Long ? longPoints : 0;
            }
            const auto n = static_cast<double>(counted.size());
            const PlanOutlook& out = search.outlook(x, 0);
            const auto k = static_cast<std::size_t>(phase - 1);
            EXPECT_NEAR(out.shortShot[k], shortShare / n, 1e-9) << "plan " << x << " phase " << phase;
            EXPECT_NEAR(out.anyShot[k], anyShare / n, 1e-9) << "plan " << x << " phase " << phase;
            EXPECT_NEAR(out.dealt[k], dealt / n, 1e-9) << "plan " << x << " phase " << phase;
            sawShot = sawShot || anyShare > 0;
        }
    }
    EXPECT_TRUE(sawShot) << "250 mm apart nose to nose, some plan must give a shot";
}

// A card the pursuer was shown (TAIL-03) keeps only the enemy's plans that hold it there.
TEST(PlanSearch, ARevealedCardNarrowsTheEnemysPlans) {
    const Engine e = engine();
    GameState state = duel(e, 250, 180);
    const PlanSearch before(e, state, "spad", {EnemyModel::Uniform, 0.75});
    Plan shown;
    shown.cards[0].number = 1;
    shown.cards[1].number = kUnknownCard;
    shown.cards[2].number = kUnknownCard;
    state.plans["albatros"] = shown;
    const PlanSearch after(e, state, "spad", {EnemyModel::Uniform, 0.75});
    EXPECT_LT(after.enemies()[0].plans, before.enemies()[0].plans);
    EXPECT_GT(after.enemies()[0].plans, 0u);
}

// Whatever the Albatros planned, the SPAD's pilots see the same table and
// plan the same: hidden plans and damage do not reach them.
TEST(SearchPilots, PlanTheSameWhateverTheEnemyHidesFromThem) {
    const Engine e = engine();
    const GameState start = duel(e, 300, 180);
    Rng rng(3);
    GameState one = apply(e, start, SubmitPlan{"albatros", legalPlan(e, start, "albatros", 0)}, rng).state;
    GameState two = apply(e, start, SubmitPlan{"albatros", legalPlan(e, start, "albatros", 500)}, rng).state;
    two.find("albatros")->damage = 7;  // secret damage (DMG-02)
    ASSERT_NE(one.plans.at("albatros"), two.plans.at("albatros"));
    const SeatView viewOne(one, Side::Entente), viewTwo(two, Side::Entente);
    ASSERT_TRUE(viewOne == viewTwo);
    for (const char* name : {"novice", "veteran", "ace"}) {
        auto a = makePilot(name, {e, Side::Entente, 11});
        auto b = makePilot(name, {e, Side::Entente, 11});
        EXPECT_EQ(a->decide(viewOne, planDecision(viewOne, "spad")), b->decide(viewTwo, planDecision(viewTwo, "spad")))
            << name;
    }
}

// Whole games between the levels: every plan they give is legal (runGame
// would throw PilotError at a refused command; the plans are checked here
// too), every plan comes with reasons, and the game ends.
TEST(SearchPilots, PlayWholeGamesWithLegalPlansOnly) {
    const Scenario& scenario = *shippedData().scenario("ww1_duel");
    const Engine e = engine();
    const std::vector<std::pair<const char*, const char*>> matches{{"novice", "veteran"}, {"ace", "greedy"}};
    for (const auto& [first, second] : matches) {
        auto one = makePilot(first, {e, Side::Entente, 1});
        auto two = makePilot(second, {e, Side::Central, 2});
        const GameRun run =
            runGame(e, scenario, scenario.ruleset, 5, {{Side::Entente, one.get(), ""}, {Side::Central, two.get(), ""}});
        EXPECT_TRUE(run.state.stage == Stage::Over || run.capped) << first << " v " << second;
        Rng rng(5);
        GameState state = newGame(e, scenario, scenario.ruleset, rng).state;
        int plans = 0;
        for (const Command& command : run.commands) {
            if (const auto* plan = std::get_if<SubmitPlan>(&command)) {
                const AircraftState& airplane = *state.find(plan->aircraft);
                EXPECT_TRUE(isPlanLegal(flyerOf(e.data, airplane, e.rules), airplane, plan->plan))
                    << plan->aircraft << " turn " << state.turn;
                ++plans;
            }
            state = apply(e, state, command, rng).state;
        }
        EXPECT_GE(plans, 2);
        const auto choice = one->lastChoice("spad");
        ASSERT_TRUE(choice.has_value()) << first;
        EXPECT_FALSE(choice->reasons.empty()) << first;
    }
}

// Nose to nose within the ruler: the Novice takes a short-range shot and says so.
TEST(SearchPilots, TheNoviceTakesAShortShotAndSaysSo) {
    const Engine e = engine();
    const GameState state = duel(e, 200, 180);
    const SeatView view(state, Side::Entente);
    auto novice = makePilot("novice", {e, Side::Entente, 1});
    const Command command = novice->decide(view, planDecision(view, "spad"));
    const auto choice = novice->lastChoice("spad");
    ASSERT_TRUE(choice.has_value());
    EXPECT_EQ(std::get<SubmitPlan>(command).plan, choice->plan);
    ASSERT_FALSE(choice->reasons.empty());
    EXPECT_EQ(choice->reasons.front().motive, PlanMotive::ShortShot);
    EXPECT_EQ(choice->reasons.front().target, "albatros");
    EXPECT_GE(choice->reasons.front().share, 0.15);
    const std::string text = words::describe(*choice, words::EventNames(e.data, state.aircraft));
    EXPECT_NE(text.find("a short-range shot at"), std::string::npos) << text;
}

// Next to the table's edge, heading out: the Veteran and the Ace turn back
// in; none of their plans ends off the table or within 60 mm of its edge.
TEST(SearchPilots, StayOnTheTableWhenTheyCan) {
    const Engine e = engine();
    Rng rng(1);
    Scenario scenario = *shippedData().scenario("ww1_duel");
    scenario.aircraft[0].x = 600, scenario.aircraft[0].y = 820, scenario.aircraft[0].heading = 0;  // +y: the far edge
    scenario.aircraft[1].x = 300, scenario.aircraft[1].y = 200, scenario.aircraft[1].heading = 90;
    const GameState state = newGame(e, scenario, scenario.ruleset, rng).state;
    const SeatView view(state, Side::Entente);
    for (const char* name : {"novice", "veteran", "ace"}) {
        auto pilot = makePilot(name, {e, Side::Entente, 1});
        const Plan plan = std::get<SubmitPlan>(pilot->decide(view, planDecision(view, "spad"))).plan;
        const PlanSearch search(e, view.state(), "spad", {EnemyModel::Uniform, 0.75});
        const std::size_t x = search.find(plan);
        ASSERT_LT(x, search.plans().size()) << name;
        EXPECT_FALSE(search.outOfPlay(x)) << name;
        EXPECT_GE(search.edgeDistance(x), 60.0) << name;
    }
}

}  // namespace
}  // namespace jasta::test
