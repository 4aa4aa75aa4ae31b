// The turn engine: decisions asked in the right order, refusals of commands
// out of turn, simultaneous fire with the FIRE-19 dealing order, aim,
// specials and their counters, victory, and determinism.

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/script.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/rules/damage.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/specials.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/words/events.hpp"
#include "jasta/words/plans.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

namespace jasta::test {
namespace {

using Json = nlohmann::json;

Scenario duel(double spadY = 200, double albatrosY = 700, double albatrosX = 450) {
    Scenario scenario = *shippedData().scenario("ww1_duel");
    scenario.aircraft[0].y = spadY;
    scenario.aircraft[1].y = albatrosY;
    scenario.aircraft[1].x = albatrosX;
    return scenario;
}

Engine engine(std::string_view preset = "ww1-standard") {
    return {shippedData(), presetRules(preset)};
}

std::vector<std::string> kinds(const std::vector<Decision>& decisions) {
    std::vector<std::string> result;
    for (const auto& d : decisions)
        result.push_back(std::string(nameOf(d.kind)) + ":" + d.aircraft + (d.weapon.empty() ? "" : "/" + d.weapon));
    return result;
}

const Event* findEvent(const std::vector<Event>& events, EventKind kind, std::string_view aircraft = {}) {
    for (const auto& event : events)
        if (event.kind() == kind && (aircraft.empty() || event.aircraft == aircraft)) return &event;
    return nullptr;
}

TEST(Commands, JsonRoundTrip) {
    Plan plan = jasta::test::plan(1, 15, 2, Speed::Fast, Speed::Slow, Speed::Fast);
    plan.declaration = Declaration::GentleLoss;
    Plan landing = jasta::test::plan(20, 1, 17);
    landing.declaration = Declaration::Landing;  // a save of a game with a landing must load again
    const std::vector<Command> commands = {SubmitPlan{"spad", plan},       SubmitPlan{"spad", landing},
                                           ChooseTail{"spad", "albatros"}, ChooseTail{"spad", ""},
                                           ReorderPlan{"spad", plan},      FireOrder{"spad", "front", "albatros"},
                                           FireOrder{"spad", "front", ""}};
    for (const auto& command : commands) {
        const Json json = toJson(command);
        EXPECT_TRUE(json.contains("type"));
        EXPECT_EQ(commandFromJson(json), command) << json.dump();
        EXPECT_EQ(commandFromJson(Json::parse(json.dump())), command);
    }
}

TEST(Commands, BadJsonNamesThePointer) {
    auto message = [](const Json& json) {
        try {
            commandFromJson(json, "/commands/4");
        } catch (const std::invalid_argument& error) {
            return std::string(error.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(message({{"type", "loop"}}),
              "/commands/4/type: must be submit_plan, choose_tail, reorder, fire, unjam, drop, flak, winch, taxi or "
              "sun_entry (found \"loop\")");
    EXPECT_EQ(message({{"type", "fire"}, {"aircraft", "spad"}}), "/commands/4/weapon: is missing");
    EXPECT_EQ(message({{"type", "submit_plan"}, {"aircraft", "spad"}, {"plan", {{"cards", {1, 2}}}}}),
              "/commands/4/plan/cards: must be an array of three cards");
    EXPECT_EQ(message(Json::array()), "/commands/4: must be a command object with a \"type\"");
}

TEST(Engine, AsksForPlansAndRefusesCommandsOutOfTurn) {
    const auto e = engine();
    Rng rng(1);
    auto game = newGame(e, duel(), "ww1-standard", rng);
    EXPECT_EQ(game.state.stage, Stage::Planning);
    EXPECT_EQ(kinds(pending(game.state)), (std::vector<std::string>{"plan:spad", "plan:albatros"}));
    EXPECT_THROW(apply(e, game.state, FireOrder{"spad", "front", "albatros"}, rng), CommandError);
    EXPECT_THROW(apply(e, game.state, SubmitPlan{"fokker", plan(1, 2, 3)}, rng), CommandError);
    auto next = apply(e, game.state, SubmitPlan{"spad", plan(1, 2, 3)}, rng);
    EXPECT_EQ(kinds(pending(next.state)), std::vector<std::string>{"plan:albatros"});
    EXPECT_THROW(apply(e, next.state, SubmitPlan{"spad", plan(4, 5, 6)}, rng), CommandError);
    // A refused command leaves no trace: the state we hold is unchanged.
    EXPECT_EQ(kinds(pending(next.state)), std::vector<std::string>{"plan:albatros"});
}

// Two airplanes close in, fire at long range in phase 2 and again in phase 3.
struct Exchange {
    PlayResult result;
    explicit Exchange(std::uint64_t seed, std::string_view preset = "ww1-standard") {
        ScriptedTurn turn;
        turn.plans["spad"] = plan(1, 17, 2);      // straight, stall, straight
        turn.plans["albatros"] = plan(1, 17, 2);  // deck J: the same kinds
        result = playScript(engine(preset), duel(), std::string(preset), seed, {turn});
    }
};

TEST(Engine, SimultaneousFireDealsTheFirstCardToTheDeckLetterNearestZ) {
    const std::uint64_t seed = 11;
    Exchange exchange(seed);
    const auto& events = exchange.result.events;
    const Event* fire = findEvent(events, EventKind::Fire, "spad");
    ASSERT_NE(fire, nullptr);
    EXPECT_NE(findEvent(events, EventKind::Fire, "albatros"), nullptr) << "both fire in the same phase";
    // Rebuild the decks as the game shuffled them: the first A card of the
    // game goes to the Albatros (deck J is nearer Z than the SPAD's deck A).
    Rng rng(seed);
    DamagePiles piles(shippedData(), Era::Ww1, rng);
    const auto& first = piles.draw('A', rng);
    const auto& second = piles.draw('A', rng);
    const auto* spad = exchange.result.state.find("spad");
    const auto* albatros = exchange.result.state.find("albatros");
    ASSERT_FALSE(albatros->damageCards.empty());
    ASSERT_FALSE(spad->damageCards.empty());
    EXPECT_EQ(albatros->damageCards.front(), "A:" + first.id);
    EXPECT_EQ(spad->damageCards.front(), "A:" + second.id);
}

TEST(Engine, AimAddsOnePerCardFromTheSecondConsecutiveFireStep) {
    // The SPAD chases the Albatros (deck J straights are shorter): long range
    // every phase, and the Albatros cannot shoot back.
    Scenario chase = duel(200, 380);
    chase.aircraft[1].heading = 0;
    ScriptedTurn turn;
    turn.plans["spad"] = plan(1, 2, 3);
    turn.plans["albatros"] = plan(1, 2, 3);
    const auto result = playScript(engine(), chase, "ww1-standard", 11, {turn});
    std::vector<int> bonuses;
    for (const auto& event : result.events)
        if (event.kind() == EventKind::Fire && event.aircraft == "spad") bonuses.push_back(event.as<ev::Fire>().bonus);
    ASSERT_EQ(bonuses.size(), 3u);
    EXPECT_EQ(bonuses, (std::vector<int>{0, 1, 1}));  // FIRE-09
    // The aimed cards are worth one more, except a 0.
    for (const auto& event : result.events)
        if (event.kind() == EventKind::Damage && event.aircraft == "albatros") {
            const int printed = event.as<ev::Damage>().printed;
            const int dealt = event.as<ev::Damage>().damage;
            EXPECT_TRUE(dealt == printed || (printed > 0 && dealt == printed + 1));
        }
}

TEST(Engine, SameSeedSameGameDifferentSeedDifferentCards) {
    Exchange a(5), b(5), c(6);
    ASSERT_FALSE(a.result.hashes.empty());
    EXPECT_EQ(a.result.hashes.size(), 3u);  // one per phase
    for (std::size_t i = 0; i < a.result.hashes.size(); ++i)
        EXPECT_EQ(a.result.hashes[i].hash, b.result.hashes[i].hash);
    EXPECT_EQ(a.result.events, b.result.events);
    EXPECT_NE(a.result.hashes.back().hash, c.result.hashes.back().hash);
}

TEST(Engine, HoldingFireDealsNothing) {
    ScriptedTurn turn;
    turn.plans["spad"] = plan(1, 17, 2);
    turn.plans["albatros"] = plan(1, 17, 2);
    turn.fire["spad"] = "hold";
    turn.fire["albatros"] = "hold";
    const auto result = playScript(engine(), duel(), "ww1-standard", 3, {turn});
    EXPECT_EQ(result.state.find("spad")->damage, 0);
    EXPECT_EQ(result.state.find("albatros")->damage, 0);
    EXPECT_NE(findEvent(result.events, EventKind::HoldFire, "spad"), nullptr);
}

TEST(Engine, TheGameEndsWhenOneSideIsDown) {
    // Fly the SPAD off the table (ww1-standard: eliminated): the Albatros wins.
    ScriptedTurn turn;
    turn.plans["spad"] = plan(1, 2, 3);
    turn.plans["albatros"] = plan(6, 7, 1);
    auto scenario = duel(800, 300);
    const auto result = playScript(engine(), scenario, "ww1-standard", 1, {turn, turn});
    EXPECT_EQ(result.state.stage, Stage::Over);
    EXPECT_EQ(result.state.result, "central");
    const Event* over = findEvent(result.events, EventKind::GameOver);
    ASSERT_NE(over, nullptr);
    EXPECT_EQ(over->as<ev::GameOver>().result, "central");
    EXPECT_TRUE(pending(result.state).empty());
}

TEST(Engine, MissingPlanInAScriptNamesTheTurn) {
    ScriptedTurn turn;
    turn.plans["spad"] = plan(1, 2, 3);
    try {
        playScript(engine(), duel(), "ww1-standard", 1, {turn});
        FAIL();
    } catch (const ScriptError& error) {
        EXPECT_EQ(error.pointer, "/turns/0/plans");
        EXPECT_NE(std::string(error.what()).find("no plan for \"albatros\""), std::string::npos);
    }
}

TEST(Engine, TailingChoiceRevealAndReorder) {
    // The SPAD 100 mm behind the Albatros, both flying +y: the SPAD may tail it.
    Scenario scenario = duel(300, 420);
    scenario.aircraft[1].heading = 0;
    const auto e = engine();
    Rng rng(2);
    auto game = newGame(e, scenario, "ww1-standard", rng);
    ASSERT_EQ(game.state.stage, Stage::ChooseTails);
    EXPECT_EQ(kinds(pending(game.state)), std::vector<std::string>{"tail:spad"});
    EXPECT_THROW(apply(e, game.state, SubmitPlan{"spad", plan(1, 2, 3)}, rng), CommandError);
    auto state = apply(e, game.state, ChooseTail{"spad", "albatros"}, rng).state;
    state = apply(e, state, SubmitPlan{"spad", plan(1, 5, 12)}, rng).state;
    auto revealed = apply(e, state, SubmitPlan{"albatros", plan(4, 1, 2)}, rng);
    EXPECT_EQ(revealed.state.stage, Stage::Reorder);
    const Event* reveal = findEvent(revealed.events, EventKind::TailReveal, "spad");
    ASSERT_NE(reveal, nullptr);
    EXPECT_EQ(reveal->as<ev::TailReveal>().card, 4);  // the Albatros's first card
    EXPECT_EQ(reveal->secretTo, "spad");
    // Only a reordering of the same three cards is allowed.
    EXPECT_THROW(apply(e, revealed.state, ReorderPlan{"spad", plan(1, 5, 11)}, rng), CommandError);
    auto moved = apply(e, revealed.state, ReorderPlan{"spad", plan(5, 1, 12)}, rng);
    EXPECT_NE(moved.state.stage, Stage::Reorder);
    EXPECT_EQ(moved.state.plans.at("spad").cards[0].number, 5);
}

// TAIL-06: a pursuer that loses the tail after its first reorder flies the
// rest of its plan in the order it last set, and is asked nothing more.
// The SPAD tails the Albatros, sees its first card and puts its turn right
// (12) first: after phase 1 it faces away, the tail no longer holds (S002's
// second look, ww1-standard), and cards 1 and 5 follow in that order.
TEST(Engine, APursuerThatLosesTheTailFliesItsPlanAsItLastOrderedIt) {
    Scenario scenario = duel(300, 420);
    scenario.aircraft[1].heading = 0;
    const auto e = engine();
    ASSERT_EQ(e.rules.tailReveals, 2);
    Rng rng(2);
    auto game = newGame(e, scenario, "ww1-standard", rng);
    std::vector<Event> events;
    auto play = [&](const Command& command) {
        game = apply(e, std::move(game.state), command, rng);
        events.insert(events.end(), game.events.begin(), game.events.end());
    };
    play(ChooseTail{"spad", "albatros"});
    play(SubmitPlan{"spad", plan(1, 5, 12)});
    play(SubmitPlan{"albatros", plan(4, 1, 2)});
    ASSERT_EQ(game.state.stage, Stage::Reorder);
    play(ReorderPlan{"spad", plan(12, 1, 5)});
    int reordersAsked = 0;
    while (game.state.turn == 1 && game.state.stage != Stage::Over) {
        const auto decisions = pending(game.state);
        ASSERT_FALSE(decisions.empty());
        if (decisions.front().kind == DecisionKind::Reorder) ++reordersAsked;
        play(*scriptedCommand(nullptr, game.state, decisions.front()));
    }
    EXPECT_EQ(reordersAsked, 0) << "a lost tail shows no second card";
    const Event* lost = findEvent(events, EventKind::TailLost, "spad");
    ASSERT_NE(lost, nullptr);
    EXPECT_FALSE(lost->as<ev::TailLost>().hit) << "out of position, not hit";
    std::vector<int> flown;
    for (const auto& event : events)
        if (event.kind() == EventKind::Move && event.aircraft == "spad") flown.push_back(event.as<ev::Move>().card);
    EXPECT_EQ(flown, (std::vector<int>{12, 1, 5}));
}

// Answers every pending decision but `except`'s reorder: plans from `plans`, no
// tail, hold fire. Returns when `except` must reorder or the turn is over.
GameState playOn(const Engine& e, GameState state, Rng& rng, const std::map<std::string, Plan>& plans,
                 const std::string& except, int turn) {
    while (state.stage != Stage::Over && state.turn == turn) {
        const auto decisions = pending(state);
        if (decisions.empty()) break;
        const Decision& d = decisions.front();
        if (d.kind == DecisionKind::Reorder && d.aircraft == except) break;
        Command command = FireOrder{d.aircraft, d.weapon, ""};
        if (d.kind == DecisionKind::Plan) command = SubmitPlan{d.aircraft, plans.at(d.aircraft)};
        if (d.kind == DecisionKind::Tail) command = ChooseTail{d.aircraft, ""};
        if (d.kind == DecisionKind::Reorder) command = ReorderPlan{d.aircraft, state.plans.at(d.aircraft)};
        state = apply(e, std::move(state), command, rng).state;
    }
    return state;
}

// TAIL-04: a pursuer that keeps (or reorders) its last two cards after the
// second reveal is judged against the plan it handed in, not against where
// card 1 took it. Here card 1 climbs the SPAD to its ceiling (level 3) and
// card 3 is an Immelmann: a legal plan (level 3 with one counter at the
// end). Judged from level 3, card 1 would climb again and the Immelmann
// would break the ceiling (MOV-16): the SPAD was destroyed in phase 3.
TEST(Engine, ASecondCardReorderIsJudgedAsThePlanWasHandedIn) {
    Scenario scenario = duel(300, 420);
    scenario.aircraft[1].heading = 0;
    scenario.aircraft[0].climb = 1;  // level 2, one counter of two: the climb reaches level 3
    const auto e = engine();
    Rng rng(2);
    auto state = newGame(e, scenario, "ww1-standard", rng).state;
    ASSERT_EQ(state.stage, Stage::ChooseTails);
    state = apply(e, state, ChooseTail{"spad", "albatros"}, rng).state;
    const Plan spad = plan(19, 1, 18);  // climb, straight, Immelmann
    state = apply(e, state, SubmitPlan{"spad", spad}, rng).state;
    state = apply(e, state, SubmitPlan{"albatros", plan(17, 1, 2)}, rng).state;  // its stall keeps it close
    ASSERT_EQ(state.stage, Stage::Reorder);
    state = apply(e, state, ReorderPlan{"spad", spad}, rng).state;  // TAIL-03: keeps its order
    state = playOn(e, std::move(state), rng, {}, "spad", 1);
    ASSERT_EQ(state.stage, Stage::Reorder) << "the tail holds after phase 1: the second card is shown";
    ASSERT_EQ(state.reorderFrom.at("spad"), 2);
    EXPECT_EQ(state.find("spad")->altitude, 3);
    const auto reordered = apply(e, state, ReorderPlan{"spad", spad}, rng);
    for (const Violation& violation : reordered.state.violations.at("spad"))
        EXPECT_LT(violation.card, 2) << violation.rule << ": " << words::describe(violation);
    state = playOn(e, reordered.state, rng, {}, "", 1);
    const auto& flown = *state.find("spad");
    EXPECT_EQ(flown.status, AircraftStatus::Flying);
    EXPECT_EQ(flown.altitude, 3);
    EXPECT_EQ(flown.climb, 1);
}

// TAIL-04 with an engine hit (DMG-08): a hit taken in phase 1 does not
// change the plan the pursuer made before it, so keeping its cards without a
// stall stays legal this turn; a pursuer hit before planning still needs its
// stall, whatever the order. The reorder refusal comes first, as TAIL-04.
TEST(Engine, AReorderCountsTheEngineHitsThePlanWasMadeWith) {
    const auto& data = shippedData();
    const RuleOptions rules = presetRules("ww1-standard");
    AircraftState planned = airplane("spad_xiii");
    AircraftState now = planned;
    now.engineHits = 1;  // hit in phase 1's fire
    const Flyer flyer = flyerOf(data, planned, rules);
    const Plan original = plan(1, 5, 6);
    EXPECT_EQ(ruleIds(checkReorderedPlan(flyer, planned, original, plan(1, 6, 5), 2)), std::vector<std::string>{});
    EXPECT_EQ(ruleIds(checkPlan(flyer, now, plan(1, 6, 5))), std::vector<std::string>{"DMG-08@3"})
        << "judged as it stands after phase 1, the reorder would be refused";
    planned.engineHits = 1;
    EXPECT_EQ(ruleIds(checkReorderedPlan(flyer, planned, original, plan(1, 6, 5), 2)),
              std::vector<std::string>{"DMG-08@3"});
    EXPECT_EQ(ruleIds(checkReorderedPlan(flyer, planned, plan(17, 5, 6), plan(17, 6, 5), 2)),
              std::vector<std::string>{});
    EXPECT_EQ(ruleIds(checkReorderedPlan(flyer, planned, original, plan(5, 1, 6), 2)),
              std::vector<std::string>{"TAIL-04@2"});
}

// --- Counters counted as the rules say (DMG-06, DMG-10) ----------------------

// A chase the SPAD shoots in every phase until `kind` comes (the Albatros
// ahead cannot shoot back), with the counters of both recorded at every phase end, until the
// event `kind` first comes; seeds are tried in turn until one deals it.
struct CounterTrace {
    std::vector<std::pair<int, int>> jams, noFire;  // (phase number from 1, counters) at each phase end
    int firstPhase = 0;                             // the phase whose fire step dealt `kind`
    int lastInPlay =
        0;  // the last phase end `who` was still in play at (an airplane out of the game keeps its counters)
};
CounterTrace chaseUntil(EventKind kind, std::string_view who) {
    for (std::uint64_t seed = 1; seed < 400; ++seed) {
        CounterTrace trace;
        int phase = 0;  // phase ends seen by the observer
        int ended = 0;  // phase ends seen in the events
        Engine e = engine();
        e.onPhaseEnd = [&](const GameState& state, const Rng&) {
            ++phase;
            const auto& spad = *state.find("spad");
            const auto jam = spad.jams.find("front");
            trace.jams.emplace_back(phase, jam == spad.jams.end() ? 0 : jam->second);
            trace.noFire.emplace_back(phase, state.find("albatros")->pilotNoFire);
            if (state.find(who)->inPlay()) trace.lastInPlay = phase;
        };
        Scenario scenario = duel(200, 380);
        scenario.aircraft[1].heading = 0;
        scenario.tableHeight = 3000;  // mm: three turns of straights stay on the table
        Rng rng(seed);
        auto state = newGame(e, scenario, "ww1-standard", rng).state;
        for (int turn = 1; turn <= 3 && state.stage != Stage::Over; ++turn) {
            while (state.stage != Stage::Over && state.turn == turn) {
                const auto decisions = pending(state);
                if (decisions.empty()) break;
                const Decision& d = decisions.front();
                Command command = FireOrder{d.aircraft, d.weapon, ""};
                // It fires until `kind` comes, then holds: its target stays in the game.
                if (d.kind == DecisionKind::Fire && d.aircraft == "spad" && trace.firstPhase == 0)
                    command = FireOrder{d.aircraft, d.weapon, d.options.front()};
                if (d.kind == DecisionKind::Plan) command = SubmitPlan{d.aircraft, plan(1, 2, 3)};
                if (d.kind == DecisionKind::Tail) command = ChooseTail{d.aircraft, ""};
                if (d.kind == DecisionKind::Reorder) command = ReorderPlan{d.aircraft, state.plans.at(d.aircraft)};
                const auto applied = apply(e, std::move(state), command, rng);
                for (const auto& event : applied.events) {
                    if (trace.firstPhase == 0 && event.kind() == kind && event.aircraft == who)
                        trace.firstPhase = ended + 1;
                    if (event.kind() == EventKind::PhaseEnd) ++ended;
                }
                state = applied.state;
            }
        }
        if (trace.firstPhase > 0 && trace.firstPhase + 4 <= trace.lastInPlay) return trace;
    }
    ADD_FAILURE() << "no seed deals a " << kind;
    return {};
}

std::vector<int> countersFrom(const std::vector<std::pair<int, int>>& trace, int first, int count) {
    std::vector<int> values;
    for (const auto& [phase, value] : trace)
        if (phase >= first && phase < first + count) values.push_back(value);
    return values;
}

// DMG-10: three counters, one off at the end of each of the *next* three
// manoeuvres, no fire until all are gone: the weapon stays silent in the
// three fire steps after the jam and fires again in the fourth.
TEST(Engine, AJamSilencesTheNextThreeFireSteps) {
    const CounterTrace trace = chaseUntil(EventKind::Jam, "spad");
    ASSERT_GT(trace.firstPhase, 0);
    EXPECT_EQ(countersFrom(trace.jams, trace.firstPhase, 4), (std::vector<int>{3, 2, 1, 0}))
        << "counters at the end of the jam's phase and of the three after it";
}

// DMG-06: a wounded pilot may not fire for the next 4 manoeuvres.
TEST(Engine, AWoundedPilotHoldsFireForTheNextFourManoeuvres) {
    const CounterTrace trace = chaseUntil(EventKind::Wounded, "albatros");
    ASSERT_GT(trace.firstPhase, 0);
    EXPECT_EQ(countersFrom(trace.noFire, trace.firstPhase, 5), (std::vector<int>{4, 3, 2, 1, 0}));
}

// --- Explosion blast (DMG-18) ------------------------------------------------

// The SPAD behind the Albatros; a Pfalz beside the Albatros at its level and
// an Albatros D.V beside it one level up, both within half a ruler of it.
// Each seed plays up to three turns, the SPAD firing at the Albatros (or
// holding with `holdFire`), until an explosion of the Albatros by `cause`.
std::vector<Event> untilTheAlbatrosExplodes(const ev::DamageCause& cause, bool holdFire, int flames = 0) {
    for (std::uint64_t seed = 1; seed < 600; ++seed) {
        Engine e = engine();
        e.rules.explosionBlast = ExplosionBlast::HalfRulerSameLevel;
        Scenario scenario = duel(200, 300);
        scenario.aircraft[0].name = "SPAD";
        scenario.aircraft[1].name = "Albatros";
        scenario.aircraft[1].heading = 0;
        ScenarioAircraft pfalz = scenario.aircraft[1];
        pfalz.id = pfalz.name = "pfalz";
        pfalz.type = "pfalz_d3";
        pfalz.x += 60;
        ScenarioAircraft high = scenario.aircraft[1];
        high.id = high.name = "high";
        high.type = "albatros_d5";
        high.x -= 60;
        high.altitude += 1;
        scenario.aircraft.push_back(pfalz);
        scenario.aircraft.push_back(high);
        Rng rng(seed);
        auto started = newGame(e, scenario, "ww1-standard", rng);
        GameState state = started.state;
        state.find("albatros")->flames = flames;
        std::vector<Event> events;
        for (int guard = 0; guard < 200 && state.stage != Stage::Over && state.turn <= 3; ++guard) {
            const auto decisions = pending(state);
            if (decisions.empty()) break;
            const Decision& d = decisions.front();
            Command command = FireOrder{d.aircraft, d.weapon, ""};
            if (d.kind == DecisionKind::Fire && d.aircraft == "spad" && !holdFire &&
                std::find(d.options.begin(), d.options.end(), "albatros") != d.options.end())
                command = FireOrder{d.aircraft, d.weapon, "albatros"};
            if (d.kind == DecisionKind::Plan)
                command = SubmitPlan{d.aircraft, d.aircraft == "spad" ? plan(17, 1, 2) : plan(1, 2, 3)};
            if (d.kind == DecisionKind::Tail) command = ChooseTail{d.aircraft, ""};
            if (d.kind == DecisionKind::Reorder) command = ReorderPlan{d.aircraft, state.plans.at(d.aircraft)};
            auto applied = apply(e, std::move(state), command, rng);
            events.insert(events.end(), applied.events.begin(), applied.events.end());
            state = std::move(applied.state);
            const Event* exploded = findEvent(events, EventKind::Exploded, "albatros");
            if (exploded != nullptr) {
                if (exploded->as<ev::Exploded>().cause == cause) return events;
                break;  // exploded some other way: next seed
            }
        }
    }
    ADD_FAILURE() << "no seed makes the Albatros explode by " << nameOf(cause.source);
    return {};
}

// What the blast gave each airplane: damage events caused by the Albatros's explosion.
std::map<std::string, int> blastCards(const std::vector<Event>& events) {
    std::map<std::string, int> cards;
    for (const auto& event : events)
        if (event.kind() == EventKind::Damage &&
            event.as<ev::Damage>().cause == ev::DamageCause{ev::DamageSource::Explosion, "albatros"})
            ++cards[event.aircraft];
    return cards;
}

// DMG-18: an airplane that explodes from gunfire blasts its neighbours at its
// level within half a ruler, one A card each; the one a level up is spared.
TEST(Engine, AnExplosionFromGunfireBlastsTheNeighboursAtItsLevel) {
    const auto events = untilTheAlbatrosExplodes({ev::DamageSource::Fire, "spad"}, false);
    const Event* blast = findEvent(events, EventKind::Blast, "albatros");
    ASSERT_NE(blast, nullptr);
    EXPECT_EQ(blast->rules, std::vector<std::string>{"DMG-18"});
    EXPECT_EQ(blastCards(events), (std::map<std::string, int>{{"pfalz", 1}}));
}

// DMG-18: the same for the card its flames draw at the start of a turn (DMG-09).
TEST(Engine, AnExplosionFromFlamesBlastsTheNeighboursAtItsLevel) {
    ev::DamageCause flames;
    flames.source = ev::DamageSource::FlamesOnBoard;
    const auto events = untilTheAlbatrosExplodes(flames, true, 3);
    const Event* blast = findEvent(events, EventKind::Blast, "albatros");
    ASSERT_NE(blast, nullptr);
    EXPECT_EQ(blastCards(events), (std::map<std::string, int>{{"pfalz", 1}}));
}

// --- Specials and counters (DMG-*) ---------------------------------------

struct Console : ::testing::Test {
    RuleOptions rules = presetRules("ww1-standard");
    AircraftState target = airplane("albatros_d3");
    AircraftState shooter = airplane("spad_xiii");
    const AircraftType& targetType = *shippedData().aircraftType("albatros_d3");
    DamageCardSpec card(Special special, int damage = 1) {
        DamageCardSpec spec;
        spec.id = "test";
        spec.damage = damage;
        spec.special = special;
        return spec;
    }
    std::vector<Event> hit(Special special, int damage = 1, bool inShot = false, bool inPhase = false,
                           bool again = false) {
        return applySpecial(rules, target, targetType, shooter, "front", card(special, damage), inShot, inPhase, again);
    }
};

TEST_F(Console, SmokeAndFire) {
    hit(Special::Smoke);
    EXPECT_EQ(target.smoke, 3);
    hit(Special::Fire);
    EXPECT_EQ(target.flames, 3);
    std::vector<Event> events;
    for (int turn = 0; turn < 3; ++turn) endOfTurnCounters(rules, target, events);
    EXPECT_EQ(target.smoke, 0);  // DMG-03: one a turn
}

TEST_F(Console, JamStopsTheShootersWeapon) {
    hit(Special::Jam);
    EXPECT_EQ(shooter.jams["front"], 3);  // DMG-10
    const auto& spad = *shippedData().aircraftType("spad_xiii");
    EXPECT_EQ(weaponBlocked(shooter, spad, spad.weapons.at(0)).why, WeaponBlock::Jammed);
    EXPECT_EQ(weaponBlocked(shooter, spad, spad.weapons.at(0)).maneuversLeft, 3);
    std::vector<Event> events;
    for (int phase = 0; phase < 3; ++phase) endOfPhaseCounters(rules, shooter, events);
    EXPECT_FALSE(weaponBlocked(shooter, spad, spad.weapons.at(0)));
    EXPECT_NE(findEvent(events, EventKind::Unjammed), nullptr);
    shooter.pilotWounds = 1;  // a wounded pilot needs 4 (DMG-06)
    hit(Special::Jam);
    EXPECT_EQ(shooter.jams["front"], 4);
}

TEST_F(Console, RudderJamHoldsNextTurnAndIsSecret) {
    const auto events = hit(Special::RudderLeft);
    EXPECT_EQ(target.rudderJamNextTurn, Direction::Left);
    EXPECT_EQ(target.rudderJam, Direction::None);
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events[0].secretTo, target.id);  // DMG-02
}

TEST_F(Console, EngineTwiceIsOut) {
    hit(Special::Engine);
    EXPECT_EQ(target.engineHits, 1);
    EXPECT_EQ(target.status, AircraftStatus::Flying);
    hit(Special::Engine);
    EXPECT_EQ(target.status, AircraftStatus::Eliminated);  // DMG-08
}

TEST_F(Console, WoundsOnSingleAndTwoSeaters) {
    hit(Special::PilotWounded, 3);
    EXPECT_EQ(target.pilotWounds, 1);
    EXPECT_EQ(target.pilotNoFire, 4);
    hit(Special::PilotWounded, 3);
    EXPECT_EQ(target.status, AircraftStatus::Destroyed);  // second wound kills (CONF-30 A)
    // DMG-07: on a two-seater the card worth 5 hits the observer.
    AircraftState bristol = airplane("bristol_f2b");
    const auto& bristolType = *shippedData().aircraftType("bristol_f2b");
    applySpecial(rules, bristol, bristolType, shooter, "front", card(Special::PilotWounded, 5), false, false, false);
    EXPECT_EQ(bristol.observerWounds, 1);
    EXPECT_EQ(bristol.pilotWounds, 0);
    const Weapon* rear = nullptr;
    for (const auto& weapon : bristolType.weapons)
        if (weapon.arc == WeaponArc::Rear) rear = &weapon;
    ASSERT_NE(rear, nullptr);
    EXPECT_EQ(weaponBlocked(bristol, bristolType, *rear).why, WeaponBlock::ObserverWounded);
    EXPECT_FALSE(weaponBlocked(bristol, bristolType, bristolType.weapons.at(0)));
}

TEST_F(Console, WoundedPilotCannotFireAfterSteepManeuvers) {
    target.pilotWounds = 1;
    target.history = {{17, CardKind::Stall, true, Direction::None, Speed::Normal}};
    EXPECT_EQ(weaponBlocked(target, targetType, targetType.weapons.at(0)).why, WeaponBlock::WoundedPilotAfterManeuver);
    target.history = {{1, CardKind::Straight, false, Direction::None, Speed::Normal}};
    EXPECT_FALSE(weaponBlocked(target, targetType, targetType.weapons.at(0)));
}

TEST_F(Console, SameSpecialTwice) {
    // S003: the second smoke of one short-range shot is ignored...
    auto events = hit(Special::Smoke, 1, true, true);
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events[0].kind(), EventKind::SpecialIgnored);
    // ...but from another shooter it counts.
    events = hit(Special::Smoke, 1, false, true);
    EXPECT_EQ(events[0].kind(), EventKind::Smoke);
    // S004: at the same time, whatever the source, only one.
    rules.sameSpecialTwice = SameSpecialTwice::OncePerPhase;
    events = hit(Special::Fire, 1, false, true);
    EXPECT_EQ(events[0].kind(), EventKind::SpecialIgnored);
}

TEST_F(Console, DoubledSpecialsPermanentOption) {
    rules.doubledSpecialsPermanent = true;
    hit(Special::Smoke, 1, false, false, true);
    EXPECT_TRUE(target.permanentSmoke);
    std::vector<Event> events;
    for (int turn = 0; turn < 5; ++turn) endOfTurnCounters(rules, target, events);
    EXPECT_EQ(target.smoke, 3);  // DMG-14: it never stops
}

TEST_F(Console, IllegalManeuverForbidsFire) {
    shooter.noFireAfterManoeuvre = true;
    const auto& spad = *shippedData().aircraftType("spad_xiii");
    EXPECT_EQ(weaponBlocked(shooter, spad, spad.weapons.at(0)).why, WeaponBlock::AfterIllegalManeuver);
}

}  // namespace
}  // namespace jasta::test

namespace jasta::test {
namespace {

// FIRE-24 / CONF-47: a single gun may use deck A with every value halved.
TEST(SingleGunWithDeckA, HalvesEachValueAsTheRoundingOptionSays) {
    const auto& type = *shippedData().aircraftType("albatros_d3");
    DamageCardSpec three;
    three.id = "3";
    three.damage = 3;
    DamageCardSpec zero = three;
    zero.id = "0";
    zero.damage = 0;
    auto target = airplane("albatros_d3");
    applyDamageCard(target, type, three, 'A', false, {ev::DamageSource::Fire, "b"}, {"FIRE-24"}, 0, Rounding::Up);
    EXPECT_EQ(target.damage, 2);  // 3 / 2 rounded up
    applyDamageCard(target, type, three, 'A', false, {ev::DamageSource::Fire, "b"}, {"FIRE-24"}, 0, Rounding::Down);
    EXPECT_EQ(target.damage, 3);  // + 1, rounded down
    applyDamageCard(target, type, three, 'A', false, {ev::DamageSource::Fire, "b"}, {"FIRE-24"}, 1, Rounding::Down);
    EXPECT_EQ(target.damage, 5);  // halved first, then the aim bonus
    applyDamageCard(target, type, zero, 'A', false, {ev::DamageSource::Fire, "b"}, {"FIRE-24"}, 1, Rounding::Up);
    EXPECT_EQ(target.damage, 5);  // a 0 stays 0
}

TEST(SingleGunWithDeckA, ANieuportDrawsFromDeckAUnderTheOption) {
    // The Nieuport 17 (one gun, deck B) chases the Albatros.
    Scenario chase = *shippedData().scenario("ww1_duel");
    chase.aircraft[0].type = "nieuport_17";
    chase.aircraft[0].y = 200;
    chase.aircraft[1].y = 340;
    chase.aircraft[1].heading = 0;
    ScriptedTurn turn;
    turn.plans["spad"] = plan(1, 2, 11);
    turn.plans["albatros"] = plan(1, 2, 3);
    auto decksDrawn = [&](bool option) {
        auto rules = presetRules("ww1-standard");
        rules.singleGunWithDeckA = option;
        const auto result = playScript({shippedData(), rules}, chase, "ww1-standard", 4, {turn});
        std::set<std::string> decks;
        for (const auto& event : result.events)
            if (event.kind() == EventKind::Damage && event.aircraft == "albatros")
                decks.insert(std::string(1, event.as<ev::Damage>().deck));
        return decks;
    };
    EXPECT_EQ(decksDrawn(false), std::set<std::string>{"B"});
    EXPECT_EQ(decksDrawn(true), std::set<std::string>{"A"});
}

}  // namespace
}  // namespace jasta::test

namespace jasta::test {
namespace {

// DMG-13: WW2 jams are handed. Two counters of one burst, a left jam and a
// right jam, are two different specials: both jam counters apply, where two
// left jams would count once.
TEST(HandedJams, ALeftAndARightJamAreTwoSpecials) {
    GameData data = shippedData();
    for (auto& deck : data.damageDecks) {
        if (deck.era != Era::Ww2 || deck.letter != 'C') continue;
        DamageCardSpec left;
        left.id = "jam-left";
        left.special = Special::Jam;
        left.jamSide = JamSide::Left;
        DamageCardSpec right = left;
        right.id = "jam-right";
        right.jamSide = JamSide::Right;
        deck.cards = {left, right};
    }
    Scenario chase = *data.scenario("ww2_channel");
    chase.aircraft = {chase.aircraft[0], chase.aircraft[3]};  // a Spitfire behind a Bf 109
    chase.aircraft[0].x = 600, chase.aircraft[0].y = 200, chase.aircraft[0].heading = 0, chase.aircraft[0].altitude = 2;
    chase.aircraft[1].x = 600, chase.aircraft[1].y = 270, chase.aircraft[1].heading = 0, chase.aircraft[1].altitude = 2;
    const auto rules = RuleOptions::from(*data.ruleset("ww2-standard"), data.options);
    ASSERT_EQ(rules.sameSpecialTwice, SameSpecialTwice::OncePerPhase);
    ScriptedTurn turn;
    turn.plans[chase.aircraft[0].id] = plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast);
    turn.plans[chase.aircraft[1].id] = plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast);
    const auto result = playScript({data, rules}, chase, "ww2-standard", 1, {turn});
    std::set<std::string> sides;
    int ignored = 0;
    bool firstFireStep = true;
    for (const auto& event : result.events) {
        if (event.kind() == EventKind::PhaseEnd && !sides.empty()) firstFireStep = false;
        if (!firstFireStep) continue;
        if (event.kind() == EventKind::Jam) sides.insert(std::string(nameOf(event.as<ev::Jam>().side.value())));
        if (event.kind() == EventKind::SpecialIgnored) ++ignored;
    }
    EXPECT_EQ(sides, (std::set<std::string>{"left", "right"}));
    EXPECT_EQ(ignored, 0);
}

}  // namespace
}  // namespace jasta::test

namespace jasta::test {
namespace {

// The plain chooser picks legal plans that keep the airplane on the table
// and brings the two airplanes of the duel closer.
TEST(Autopilot, ChoosesLegalPlansThatCloseOnTheEnemy) {
    const Engine engine{shippedData(), presetRules("ww1-standard")};
    Rng rng(5);
    auto game = newGame(engine, *shippedData().scenario("ww1_duel"), "ww1-standard", rng);
    auto distance = [&] {
        const auto& a = game.state.find("spad")->pose;
        const auto& b = game.state.find("albatros")->pose;
        return std::hypot(a.x - b.x, a.y - b.y);
    };
    const double before = distance();
    for (const char* id : {"spad", "albatros"}) {
        const auto plan = choosePlan(engine, game.state, id);
        ASSERT_TRUE(plan.has_value()) << id;
        const auto* airplane = game.state.find(id);
        EXPECT_TRUE(isPlanLegal(flyerOf(shippedData(), *airplane, engine.rules), *airplane, *plan)) << id;
        game = apply(engine, game.state, SubmitPlan{id, *plan}, rng);
    }
    EXPECT_LT(distance(), before);
    for (const auto& airplane : game.state.aircraft) EXPECT_TRUE(airplane.inPlay()) << airplane.id;
    EXPECT_FALSE(choosePlan(engine, game.state, "nobody").has_value());
}

}  // namespace
}  // namespace jasta::test

namespace jasta::test {
namespace {

// DMG-02: the log shows every damage line to every player, so a card whose
// special stays secret (rudder, engine, wounded pilot) is not named there;
// smoke is announced, and its card is named.
TEST(DamageLog, ASecretSpecialIsNotNamedInThePublicLine) {
    const AircraftType& type = *shippedData().aircraftType("spad_xiii");
    const DamageDeck& deck = *shippedData().damageDeck(Era::Ww1, 'A');
    AircraftState spad = airplane("spad_xiii");
    spad.name = "René Fonck";
    const words::EventNames names(shippedData(), {spad});
    const auto textOf = [&](std::string_view id) {
        const DamageCardSpec* card = deck.card(id);
        EXPECT_NE(card, nullptr) << id;
        const auto dealt =
            applyDamageCard(spad, type, *card, 'A', false, {ev::DamageSource::Fire, "albatros"}, {"FIRE-01"});
        return words::describe(dealt.front(), names);
    };
    for (const char* secret : {"3-pilot_wounded", "2-engine", "1-rudder-left"}) {
        const std::string text = textOf(secret);
        EXPECT_EQ(text.find(secret), std::string::npos) << text;
        EXPECT_EQ(text.find("wounded"), std::string::npos) << text;
        EXPECT_EQ(text.find("engine"), std::string::npos) << text;
        EXPECT_EQ(text.find("rudder"), std::string::npos) << text;
        EXPECT_NE(text.find("takes A damage card for"), std::string::npos) << text;
    }
    // Smoke shows on the table (DMG-03): it is said, by its name and not the card's id.
    EXPECT_EQ(textOf("2-smoke"),
              "René Fonck takes A damage card for 2 points, smoke, from the fire of albatros (8 of 16).");
    // In a collision only the points count: the card is named with what does not count.
    const auto collision = applyDamageCard(spad, type, *deck.card("2-engine"), 'A', true,
                                           {ev::DamageSource::Collision, "albatros"}, {"COL-01"});
    EXPECT_NE(words::describe(collision.front(), names).find("its engine damage does not count here"),
              std::string::npos);
}

}  // namespace
}  // namespace jasta::test

namespace jasta::test {
namespace {

// FIRE-10 and DMG-04 at their edges. Every WW2 damage counter is made a
// plain one worth `points`, so what is dealt depends on the aim alone.
GameData plainWw2Counters(int points) {
    GameData data = shippedData();
    for (auto& deck : data.damageDecks) {
        if (deck.era != Era::Ww2) continue;
        DamageCardSpec plain;
        plain.id = "plain";
        plain.damage = points;
        plain.copies = 40;
        deck.cards = {plain};
    }
    return data;
}

// A Spitfire 70 mm behind a Bf 109, both flying three fast straights: the
// Spitfire has a shot in every phase, the 109 none.
Scenario ww2Chase() {
    Scenario chase = *shippedData().scenario("ww2_channel");
    chase.aircraft = {chase.aircraft[0], chase.aircraft[3]};
    chase.aircraft[0].x = 600, chase.aircraft[0].y = 200, chase.aircraft[0].heading = 0, chase.aircraft[0].altitude = 2;
    chase.aircraft[1].x = 600, chase.aircraft[1].y = 270, chase.aircraft[1].heading = 0, chase.aircraft[1].altitude = 2;
    return chase;
}

// Per fire step of the turn: the counters of the shot itself, and the FIRE-10 extras.
struct CountersDealt {
    int shot = 0, extra = 0;
    bool operator==(const CountersDealt&) const = default;
};
std::vector<CountersDealt> countersPerPhase(const std::vector<Event>& events, std::string_view shooter) {
    std::vector<CountersDealt> phases(3);
    std::size_t ended = 0;  // phases ended so far: the fire step under way is of phase ended + 1
    for (const auto& event : events) {
        if (event.kind() == EventKind::PhaseEnd) ++ended;
        if (ended >= phases.size()) break;
        auto& phase = phases[ended];
        if (event.kind() == EventKind::Fire && event.aircraft == shooter) phase.shot += event.as<ev::Fire>().cards;
        if (event.kind() == EventKind::Damage && event.as<ev::Damage>().cause.by == shooter &&
            std::find(event.rules.begin(), event.rules.end(), "FIRE-10") != event.rules.end())
            ++phase.extra;
    }
    return phases;
}

TEST(Ww2Aim, OneMoreACounterFromTheSecondConsecutiveShotAtTheSameEnemy) {
    const GameData data = plainWw2Counters(1);
    const auto rules = RuleOptions::from(*data.ruleset("ww2-standard"), data.options);
    ASSERT_EQ(rules.aimBonus, AimBonus::ExtraACard);
    const Scenario chase = ww2Chase();
    ScriptedTurn turn;
    turn.plans[chase.aircraft[0].id] = plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast);
    turn.plans[chase.aircraft[1].id] = plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast);
    const auto result = playScript({data, rules}, chase, "ww2-standard", 1, {turn});
    const auto dealt = countersPerPhase(result.events, chase.aircraft[0].id);
    for (const auto& phase : dealt) EXPECT_GT(phase.shot, 0) << "the Spitfire fires in every phase";
    // The first shot is not aimed; the second and third at the same 109 are, one extra counter each.
    EXPECT_EQ(dealt[0].extra, 0);
    EXPECT_EQ(dealt[1].extra, 1);
    EXPECT_EQ(dealt[2].extra, 1);
}

// Plays one turn of `scenario`: the plans given, every fire decision answered
// by `fire(phase, decision)` (a target, or "" to hold); `prepare` may change
// the state the game starts from.
std::vector<Event> playTurn(const Engine& engine, const Scenario& scenario, const std::string& preset,
                            const std::map<std::string, Plan, std::less<>>& plans,
                            const std::function<std::string(int, const Decision&)>& fire,
                            const std::function<void(GameState&)>& prepare = {}) {
    Rng rng(1);
    auto game = newGame(engine, scenario, preset, rng);
    if (prepare) prepare(game.state);
    std::vector<Event> events = game.events;
    for (int guard = 0; guard < 100 && game.state.turn == 1 && game.state.stage != Stage::Over; ++guard) {
        const auto waiting = pending(game.state);
        if (waiting.empty()) break;
        const Decision& decision = waiting.front();
        Command command;
        if (decision.kind == DecisionKind::Plan)
            command = SubmitPlan{decision.aircraft, plans.at(decision.aircraft)};
        else if (decision.kind == DecisionKind::Fire)
            command = FireOrder{decision.aircraft, decision.weapon, fire(game.state.phase, decision)};
        else
            command = *scriptedCommand(nullptr, game.state, decision);
        game = apply(engine, std::move(game.state), command, rng);
        events.insert(events.end(), game.events.begin(), game.events.end());
    }
    return events;
}

TEST(Ww2Aim, AShotHeldInBetweenStartsTheCountAgain) {
    const GameData data = plainWw2Counters(1);
    const Engine engine{data, RuleOptions::from(*data.ruleset("ww2-standard"), data.options)};
    const Scenario chase = ww2Chase();
    const std::string spitfire = chase.aircraft[0].id;
    const Plan fast = plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast);
    const auto events = playTurn(
        engine, chase, "ww2-standard", {{spitfire, fast}, {chase.aircraft[1].id, fast}},
        [&](int phase, const Decision& decision) { return phase == 2 ? std::string() : decision.options.front(); });
    const auto dealt = countersPerPhase(events, spitfire);
    EXPECT_GT(dealt[0].shot, 0);
    EXPECT_EQ(dealt[1].shot, 0) << "held";
    EXPECT_GT(dealt[2].shot, 0);
    EXPECT_EQ(dealt[2].extra, 0) << "phases 1 and 3 are not consecutive fire steps";
}

// Two Spitfires and a 109 between them: the 109 chases the first Spitfire
// while the second chases the 109. The 109 is hit in every fire step; with
// counters worth 1 its aim is broken each time, with counters worth 0 it is
// not ("a damage value of 1 or more").
TEST(Ww2Aim, DamageOfOneOrMoreBreaksTheAimAndZeroDoesNot) {
    for (const int points : {0, 1}) {
        const GameData data = plainWw2Counters(points);
        const Engine engine{data, RuleOptions::from(*data.ruleset("ww2-standard"), data.options)};
        Scenario chase = *shippedData().scenario("ww2_channel");
        chase.aircraft = {chase.aircraft[0], chase.aircraft[3], chase.aircraft[1]};
        auto place = [](ScenarioAircraft& airplane, double y) {
            airplane.x = 600, airplane.y = y, airplane.heading = 0, airplane.altitude = 2;
        };
        place(chase.aircraft[0], 340);  // the Spitfire in front
        place(chase.aircraft[1], 270);  // the 109
        place(chase.aircraft[2], 200);  // the Spitfire behind
        const Plan fast = plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast);
        std::map<std::string, Plan, std::less<>> plans;
        for (const auto& airplane : chase.aircraft) plans[airplane.id] = fast;
        const auto events = playTurn(engine, chase, "ww2-standard", plans,
                                     [](int, const Decision& decision) { return decision.options.front(); });
        const auto dealt = countersPerPhase(events, chase.aircraft[1].id);
        ASSERT_GT(dealt[0].shot, 0);
        ASSERT_GT(dealt[1].shot, 0);
        EXPECT_EQ(dealt[1].extra, points == 0 ? 1 : 0) << "counters worth " << points;
        EXPECT_EQ(dealt[2].extra, points == 0 ? 1 : 0) << "counters worth " << points;
    }
}

// DMG-04 (option smoke_prevents_aim): a smoking shooter earns no aim bonus;
// without the option its smoke changes nothing.
TEST(SmokeSpoilsAim, ASmokingShooterGetsNoAimBonusOnlyWithTheOption) {
    for (const bool option : {false, true}) {
        const GameData data = plainWw2Counters(1);
        RuleOptions rules = RuleOptions::from(*data.ruleset("ww2-standard"), data.options);
        rules.smokePreventsAim = option;
        const Engine engine{data, rules};
        const Scenario chase = ww2Chase();
        const std::string spitfire = chase.aircraft[0].id;
        const Plan fast = plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast);
        const auto events = playTurn(
            engine, chase, "ww2-standard", {{spitfire, fast}, {chase.aircraft[1].id, fast}},
            [](int, const Decision& decision) { return decision.options.front(); },
            [&](GameState& state) { state.find(spitfire)->smoke = 1; });
        const auto dealt = countersPerPhase(events, chase.aircraft[0].id);
        ASSERT_GT(dealt[1].shot, 0);
        EXPECT_EQ(dealt[1].extra, option ? 0 : 1) << "option " << option;
        EXPECT_EQ(dealt[2].extra, option ? 0 : 1) << "option " << option;
    }
}

}  // namespace
}  // namespace jasta::test
