// Computer pilots (issue 18): what a seat may see (SeatView), the pilot
// registry, whole games played by pilots in-process and the tournament.

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/pilots/game_runner.hpp"
#include "jasta/pilots/pilot.hpp"
#include "jasta/pilots/pilot_words.hpp"
#include "jasta/pilots/seat_view.hpp"

#include <cmath>
#include <limits>
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
    const SeatView entente(a, Side::Entente);  // kept: `seen` refers into it
    const auto& seen = entente.state().plans.at("albatros");
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
    const SeatView entente(a, Side::Entente);  // kept: `seen` refers into it
    const AircraftState& seen = *entente.state().find("albatros");
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

// DeathMatch (MODE-01): every pilot flies for himself, so the SPAD's seat
// does not see the plan or the damage of the Camel, though both fly for the
// Entente; the Camel's own seat does.
TEST(SeatView, InDeathMatchEveryPilotIsASeatOfHisOwn) {
    const Engine e = engine();
    const GameState start = started(e, 3, "ww1_deathmatch");
    ASSERT_EQ(start.find("spad")->side, start.find("camel")->side);
    const GameState a = afterCommand(e, start, SubmitPlan{"camel", plan(1, 1, 1)});
    GameState b = afterCommand(e, start, SubmitPlan{"camel", plan(1, 2, 1)});
    b.find("camel")->damage = 4;
    b.find("camel")->damageCards = {"A-01"};
    GameState a2 = a;
    a2.find("camel")->damageCards = {"A-02"};
    const Seat spad = seatOf(*start.find("spad"));
    const Seat camel = seatOf(*start.find("camel"));
    EXPECT_EQ(spad.side, Side::Entente);
    EXPECT_EQ(spad.team, "spad");
    EXPECT_TRUE(SeatView(a2, spad) == SeatView(b, spad));
    EXPECT_FALSE(SeatView(a2, camel) == SeatView(b, camel));
    const SeatView seen(b, spad);  // kept: the references below point into it
    for (const auto& card : seen.state().plans.at("camel").cards) EXPECT_EQ(card.number, kUnknownCard);
    EXPECT_EQ(seen.state().find("camel")->damage, 0);
    EXPECT_EQ(SeatView(b, camel).state().find("camel")->damage, 4);
    EXPECT_TRUE(seen.owns("spad"));
    EXPECT_FALSE(seen.owns("camel"));
    ASSERT_EQ(seen.decisions().size(), 1u);
    EXPECT_EQ(seen.decisions().front().aircraft, "spad");
    EXPECT_EQ(seatDeciding(b, "camel", Side::Central), camel);
    EXPECT_EQ(seatDeciding(b, "no such battery", Side::Central), (Seat{Side::Central, {}}));
}

// One pilot flying both Entente airplanes of a DeathMatch still decides for
// each with that airplane's view alone: it never sees the other's plan.
TEST(GameRunner, InDeathMatchEachAirplaneIsDecidedWithItsOwnView) {
    struct Watcher : Pilot {
        std::unique_ptr<Pilot> inner;
        int decisions = 0;
        std::vector<std::string> seenPlans;  // "decider saw other's plan"
        Command decide(const SeatView& view, const Decision& decision) override {
            ++decisions;
            EXPECT_TRUE(view.owns(decision.aircraft)) << decision.aircraft;
            for (const auto& [id, planned] : view.state().plans) {
                if (view.owns(id)) continue;
                for (std::size_t card = static_cast<std::size_t>(std::max(0, view.state().phase));
                     card < planned.cards.size(); ++card)
                    if (planned.cards[card].number != kUnknownCard)
                        seenPlans.push_back(decision.aircraft + " saw " + id + "'s plan");
            }
            return inner->decide(view, decision);
        }
    };
    const Scenario& scenario = *shippedData().scenario("ww1_deathmatch");
    const Engine e = engine(scenario.ruleset);
    Watcher entente, central;
    entente.inner = makePilot("greedy", {e, Side::Entente, 1});
    central.inner = makePilot("greedy", {e, Side::Central, 2});
    const GameRun run =
        runGame(e, scenario, scenario.ruleset, 5, {{Side::Entente, &entente, ""}, {Side::Central, &central, ""}}, 3);
    EXPECT_GE(entente.decisions, 6);  // two airplanes, three turns
    EXPECT_TRUE(entente.seenPlans.empty()) << entente.seenPlans.front();
    EXPECT_TRUE(central.seenPlans.empty()) << central.seenPlans.front();
}

// A DeathMatch is won by a pilot; a tournament counts it for that pilot's side.
TEST(GameRunner, TheWinningSideOfADeathMatchIsItsPilots) {
    const Engine e = engine();
    GameState state = started(e, 3, "ww1_deathmatch");
    EXPECT_EQ(winningSide(state), "draw");  // not over
    state.stage = Stage::Over;
    state.result = "fokker";
    EXPECT_EQ(winningSide(state), "central");
    state.result = "camel";
    EXPECT_EQ(winningSide(state), "entente");
    state.result = "draw";
    EXPECT_EQ(winningSide(state), "draw");
    GameState duel = started(e, 3);
    duel.stage = Stage::Over;
    duel.result = "central";
    EXPECT_EQ(winningSide(duel), "central");
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

// The words of a choice: each reason with its numbers, the share of the
// opponent's plans in per cent, "whatever it plans" only when it holds in all.
TEST(PilotWords, AChoiceReadsWithItsReasonsAndShares) {
    const GameState state = started(engine(), 1);
    const words::EventNames names(shippedData(), state.aircraft);
    const std::string albatros = names.airplane("albatros");
    PlanChoice choice{"spad", {}, {}};
    choice.plan.cards = {{{4, Speed::Normal}, {2, Speed::Normal}, {9, Speed::Normal}}};
    choice.reasons = {{PlanMotive::ShortShot, "albatros", 2, 0.614, 0, 0},
                      {PlanMotive::OutOfArc, "albatros", 0, 1.0, 0, 0},
                      {PlanMotive::ExpectedDamage, "", 0, -1, 1.25, 0.5}};
    EXPECT_EQ(words::describe(choice, names), "chose 4-2-9: a short-range shot at " + albatros +
                                                  " in phase 2 in 61 % of its possible plans; out of " + albatros +
                                                  "'s guns whatever it plans; expects to deal 1.2 and take 0.5 "
                                                  "damage points this turn.");
    // Never "0 %" or "100 %" for a share that is neither none nor all.
    EXPECT_NE(words::describe(PlanReason{PlanMotive::LongShot, "albatros", 1, 0.001, 0, 0}, names).find("in 1 %"),
              std::string::npos);
    EXPECT_NE(words::describe(PlanReason{PlanMotive::LongShot, "albatros", 1, 0.999, 0, 0}, names).find("in 99 %"),
              std::string::npos);
    Plan ww2;
    ww2.cards = {{{4, Speed::Fast}, {2, Speed::Slow}, {9, Speed::Normal}}};
    EXPECT_EQ(words::planCards(ww2), "4F-2S-9");
}

// The greedy pilot says whom it closes on.
TEST(PilotWords, TheGreedyPilotClosesOnTheNearestEnemy) {
    const Engine e = engine();
    const GameState state = started(e, 1);
    auto pilot = makePilot("greedy", {e, Side::Entente, 1});
    const SeatView view(state, Side::Entente);
    const Decision decision = view.decisions().front();
    (void)pilot->decide(view, decision);
    const auto choice = pilot->lastChoice(decision.aircraft);
    ASSERT_TRUE(choice.has_value());
    ASSERT_EQ(choice->reasons.size(), 1u);
    EXPECT_EQ(choice->reasons[0].motive, PlanMotive::Closing);
    EXPECT_EQ(choice->reasons[0].target, "albatros");
    EXPECT_FALSE(pilot->lastChoice("nobody").has_value());
}

// Plays `scenario` greedy against greedy and checks the game as a save would replay it.
void playsToTheEndAndReplays(const std::string& scenarioId, std::uint64_t seed) {
    const Scenario& scenario = *shippedData().scenario(scenarioId);
    const Engine e = engine(scenario.ruleset);
    std::vector<Side> sides;
    for (const auto& airplane : scenario.aircraft)
        if (std::find(sides.begin(), sides.end(), airplane.side) == sides.end()) sides.push_back(airplane.side);
    ASSERT_EQ(sides.size(), 2u);
    auto one = makePilot("greedy", {e, sides[0], pilotSeed(seed, sides[0])});
    auto two = makePilot("greedy", {e, sides[1], pilotSeed(seed, sides[1])});
    GameRun run;
    ASSERT_NO_THROW(
        run = runGame(e, scenario, scenario.ruleset, seed, {{sides[0], one.get(), ""}, {sides[1], two.get(), ""}}));
    EXPECT_FALSE(run.capped) << scenarioId << " still going after " << kDefaultTurnCap << " turns";
    EXPECT_EQ(run.state.stage, Stage::Over);
    EXPECT_EQ(run.result, run.state.result);
    EXPECT_GE(run.turns, 1);
    ASSERT_EQ(run.times.size(), 2u);
    EXPECT_GT(run.times[0].count, 0);
    EXPECT_GT(run.times[1].count, 0);
    // The commands and the seed are the whole game: replayed, they give the same end.
    Rng rng(seed);
    GameState state = newGame(e, scenario, scenario.ruleset, rng).state;
    for (const auto& command : run.commands) state = apply(e, state, command, rng).state;
    EXPECT_EQ(stateHash(state, rng), run.endHash);
    EXPECT_EQ(state.result, run.result);
}

TEST(GameRunner, GreedyDuelEndsAndReplays) {
    for (std::uint64_t seed : {1u, 2u, 3u}) playsToTheEndAndReplays("ww1_duel", seed);
}

TEST(GameRunner, GreedyChannelEndsAndReplays) {
    playsToTheEndAndReplays("ww2_channel", 11);
}

TEST(GameRunner, StopsAtTheTurnCapWithADraw) {
    const Scenario& scenario = *shippedData().scenario("ww1_duel");
    const Engine e = engine();
    auto one = makePilot("greedy", {e, Side::Entente, 1});
    auto two = makePilot("greedy", {e, Side::Central, 2});
    const GameRun run =
        runGame(e, scenario, scenario.ruleset, 1, {{Side::Entente, one.get(), ""}, {Side::Central, two.get(), ""}}, 1);
    EXPECT_TRUE(run.capped);
    EXPECT_EQ(run.result, "draw");
    EXPECT_EQ(run.turns, 1);
    EXPECT_NE(run.state.stage, Stage::Over);
}

TEST(GameRunner, RefusesAnAirplaneWithoutAPilot) {
    const Scenario& scenario = *shippedData().scenario("ww1_duel");
    const Engine e = engine();
    auto one = makePilot("greedy", {e, Side::Entente, 1});
    EXPECT_THROW((void)runGame(e, scenario, scenario.ruleset, 1, {{Side::Entente, one.get(), ""}}),
                 std::invalid_argument);
    // A seat that names an airplane of the other side would see the wrong view.
    EXPECT_THROW((void)runGame(e, scenario, scenario.ruleset, 1,
                               {{Side::Entente, one.get(), ""}, {Side::Entente, one.get(), "albatros"}}),
                 std::invalid_argument);
}

// choosePlan's rule written plainly: every legal plan scored with std::hypot
// from the spot 110 mm behind the nearest enemy, 1e6 mm more for a plan
// ending within 60 mm of the table's edge, the first smallest score wins.
std::optional<Plan> plainGreedyPlan(const Engine& e, const GameState& state, const AircraftState& self) {
    const AircraftState* enemy = nearestEnemy(state, self);
    std::optional<Plan> best;
    double bestScore = std::numeric_limits<double>::max();
    for (const PlanOutcome& outcome : legalPlans(flyerOf(e.data, self, e.rules), self)) {
        if (outcome.crashes) continue;
        const Pose& end = outcome.end;
        const bool onTable =
            end.x > 60 && end.y > 60 && end.x < state.table.width - 60 && end.y < state.table.height - 60;
        double score = onTable ? 0 : 1e6;
        if (enemy != nullptr) {
            const double radians = enemy->pose.heading * M_PI / 180.0;
            score += std::hypot(end.x - (enemy->pose.x - std::sin(radians) * 110),
                                end.y - (enemy->pose.y - std::cos(radians) * 110));
        }
        if (score < bestScore) bestScore = score, best = outcome.plan;
    }
    return best;
}

// choosePlan leaves out the plans that cannot beat the best so far without
// scoring them: the plan it picks is still the plain rule's, on airplanes
// placed anywhere (near the edges and each other too) at any level.
TEST(GreedyPilot, ChoosesThePlanThePlainScoreChooses) {
    for (const std::string id : {"ww1_duel", "ww2_channel"}) {
        const Scenario& scenario = *shippedData().scenario(id);
        const Engine e = engine(scenario.ruleset);
        for (std::uint64_t seed = 0; seed < 12; ++seed) {
            GameState state = started(e, seed, id);
            Rng rng(seed);
            for (auto& airplane : state.aircraft) {
                airplane.pose = {static_cast<double>(rng.below(static_cast<std::uint64_t>(state.table.width))),
                                 static_cast<double>(rng.below(static_cast<std::uint64_t>(state.table.height))),
                                 static_cast<double>(rng.below(360))};
                airplane.altitude = 1 + static_cast<int>(rng.below(3));
            }
            for (const auto& airplane : state.aircraft) {
                const auto chosen = choosePlan(e, state, airplane.id);
                const auto plain = plainGreedyPlan(e, state, airplane);
                ASSERT_EQ(chosen.has_value(), plain.has_value()) << id << " " << seed << " " << airplane.id;
                if (chosen) {
                    EXPECT_TRUE(*chosen == *plain) << id << " " << seed << " " << airplane.id;
                }
            }
        }
    }
}

double distance(const ScenarioAircraft& a, const ScenarioAircraft& b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

// The set-up moves as one piece: distances and the angles between the
// airplanes stay, every airplane stays on the table, and a seed gives one set-up.
TEST(FairSetup, MovesTheWholeSetUpAsOnePiece) {
    for (const std::string id : {"ww1_duel", "ww2_channel", "ww1_furball"}) {
        const Scenario& scenario = *shippedData().scenario(id);
        bool moved = false;
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            Rng rng(seed);
            const Scenario setup = fairSetup(scenario, rng);
            Rng again(seed);
            const Scenario same = fairSetup(scenario, again);
            const double turn = headingDifference(setup.aircraft[0].heading, scenario.aircraft[0].heading);
            for (std::size_t i = 0; i < setup.aircraft.size(); ++i) {
                const auto& placed = setup.aircraft[i];
                EXPECT_EQ(placed.x, same.aircraft[i].x);
                EXPECT_GE(placed.x, kSetupMarginMm - 1e-6) << id;
                EXPECT_LE(placed.x, scenario.tableWidth - kSetupMarginMm + 1e-6) << id;
                EXPECT_GE(placed.y, kSetupMarginMm - 1e-6) << id;
                EXPECT_LE(placed.y, scenario.tableHeight - kSetupMarginMm + 1e-6) << id;
                EXPECT_NEAR(headingDifference(placed.heading, scenario.aircraft[i].heading), turn, 1e-6) << id;
                for (std::size_t j = 0; j < i; ++j)
                    EXPECT_NEAR(distance(placed, setup.aircraft[j]),
                                distance(scenario.aircraft[i], scenario.aircraft[j]), 1e-6)
                        << id;
                moved = moved || placed.x != scenario.aircraft[i].x;
            }
        }
        EXPECT_TRUE(moved) << id;
    }
}

// A raid's objectives turn and shift with the airplanes: the bomber's way to
// the depot is the same in every set-up (issue 16).
TEST(FairSetup, ObjectivesMoveWithTheAirplanes) {
    const Scenario& scenario = *shippedData().scenario("ww1_depot_raid");
    ASSERT_FALSE(scenario.targets.empty());
    const auto at = [](const auto& thing) { return std::pair{thing.x, thing.y}; };
    const auto apart = [](std::pair<double, double> a, std::pair<double, double> b) {
        return std::hypot(a.first - b.first, a.second - b.second);
    };
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Rng rng(seed);
        const Scenario setup = fairSetup(scenario, rng);
        const double turn = headingDifference(setup.aircraft[0].heading, scenario.aircraft[0].heading);
        for (std::size_t t = 0; t < setup.targets.size(); ++t) {
            const auto& target = setup.targets[t];
            EXPECT_NEAR(headingDifference(target.heading, scenario.targets[t].heading), turn, 1e-6);
            EXPECT_GE(target.x, kSetupMarginMm - 1e-6);
            EXPECT_LE(target.y, scenario.tableHeight - kSetupMarginMm + 1e-6);
            for (std::size_t i = 0; i < setup.aircraft.size(); ++i)
                EXPECT_NEAR(apart(at(target), at(setup.aircraft[i])),
                            apart(at(scenario.targets[t]), at(scenario.aircraft[i])), 1e-6);
        }
    }
}

TEST(Tournament, CountsEveryGameAndDoesNotDependOnTheThreads) {
    const Scenario& scenario = *shippedData().scenario("ww1_duel");
    const Engine e = engine();
    TournamentOptions options{"greedy", "greedy", 6, 42, 1, kDefaultTurnCap};
    const TournamentResult one = runTournament(e, scenario, scenario.ruleset, options);
    options.jobs = 2;
    const TournamentResult two = runTournament(e, scenario, scenario.ruleset, options);
    ASSERT_EQ(one.pilots.size(), 1u);  // one pilot on both sides: one entry counting both seats
    const PilotScore& score = one.pilots.front();
    EXPECT_EQ(score.wins + score.losses + score.draws, 2 * 6);
    EXPECT_EQ(score.wins, score.losses);
    EXPECT_EQ(score.wins, two.pilots.front().wins);
    EXPECT_EQ(score.draws, two.pilots.front().draws);
    EXPECT_GT(score.times.count, 0);
    EXPECT_EQ(score.times.count, two.pilots.front().times.count);
}

TEST(Tournament, RefusesUnknownPilotsAndScenariosWithoutTwoSides) {
    const Scenario& scenario = *shippedData().scenario("ww1_duel");
    const Engine e = engine();
    EXPECT_THROW((void)runTournament(e, scenario, scenario.ruleset, {"greedy", "nobody", 2, 1, 1, 10}),
                 std::invalid_argument);
    Scenario alone = scenario;
    alone.aircraft.pop_back();
    EXPECT_THROW((void)runTournament(e, alone, alone.ruleset, {"greedy", "greedy", 2, 1, 1, 10}),
                 std::invalid_argument);
}

}  // namespace
}  // namespace jasta::test
