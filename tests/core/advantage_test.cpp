// The tactical advantages of the campaign weather rules (RULES.md WX-08,
// WX-09, WX-10, BAL-11 and WX-04's special): which one an attack brings, what
// sets it off (an attacker crossing into the defended zone; out of the clouds
// with no defender up), the two full turns it lasts (the turn after, and the
// one after that), and what the side caught by surprise may plan in them —
// one manoeuvre card and two blanks, no Immelmann or Split-S — and where a
// blank leaves its airplane.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "flying_fixture.hpp"
#include "jasta/rules/advantage.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

// WW1 deck A (SPAD XIII): straights 1-4, bank 5, stall 17, Immelmann 18, dive 20.
constexpr int kBank = 5;
constexpr int kStall = 17;
constexpr int kImmelmann = 18;
constexpr int kDive = 20;
constexpr PlannedCard kBlank{};

Plan oneCard(int place, int card) {
    Plan plan;
    plan.cards[static_cast<std::size_t>(place)] = {card, Speed::Normal};
    return plan;
}

RuleOptions bandRules() {
    RuleOptions rules = presetRules("ww1-standard");
    rules.cloudCover = CloudCover::WeatherBand;
    return rules;
}

// The defended zone: the table beyond y = 1000 mm.
nlohmann::json zoneJson() {
    return nlohmann::json::array({{0, 1000}, {1800, 1000}, {1800, 1800}, {0, 1800}});
}

// A SPAD (the attacker, Entente) at (900, spadY) heading +y at `level`
// towards the zone, and an Albatros far inside it, level 1 (on the ground:
// `parked`), under `weather` (none: no weather given).
nlohmann::json raid(const nlohmann::json& weather, double spadY = 800, int level = 2, bool parked = false) {
    auto albatros = placedAirplaneJson("albatros", "albatros_d3", "central", {300, 1600}, parked ? 0 : 1, 0, 180);
    if (parked) albatros["on_ground"] = true;
    auto json = scenarioJson("raid", Era::Ww1, "ww1-standard",
                             {placedAirplaneJson("spad", "spad_xiii", "entente", {900, spadY}, level), albatros});
    if (!weather.is_null()) json["weather"] = weather;
    json["attack"] = {{"side", "entente"}, {"defended_zone", zoneJson()}};
    return json;
}

nlohmann::json clearSky() {
    return {{"kind", "clear"}};
}
nlohmann::json mediumCloud(int low, int high) {
    return {{"kind", "medium_cloud"}, {"low", low}, {"high", high}};
}

// One turn, every decision answered: plans from `plans` (others fly 1-2-3,
// parked airplanes plan 1-2-3 and stay: GND-08), fire held, taxiing refused.
void flyTurn(ScenarioGame& game, const std::map<std::string, Plan>& plans) {
    const int turn = game.state.turn;
    while (game.state.turn == turn && game.state.stage != Stage::Over) {
        const auto decisions = pending(game.state);
        ASSERT_FALSE(decisions.empty());
        const Decision& decision = decisions.front();
        switch (decision.kind) {
            case DecisionKind::Plan: {
                const auto named = plans.find(decision.aircraft);
                game.apply(SubmitPlan{decision.aircraft, named != plans.end() ? named->second : plan(1, 2, 3)});
                break;
            }
            case DecisionKind::Fire:
                game.apply(FireOrder{decision.aircraft, decision.weapon, ""});
                break;
            case DecisionKind::Taxi:
                game.apply(Taxi{decision.aircraft, std::nullopt});
                break;
            default:
                FAIL() << "unexpected decision " << nameOf(decision.kind);
        }
    }
}

const AircraftState& spadOf(const ScenarioGame& game) {
    return game.state.airplane("spad");
}

// --- Which advantage ---------------------------------------------------------------

TEST(Advantage, EachWeatherAndTheBalloonsGiveTheirOwnAdvantage) {
    const Attack attack{Side::Entente, {{0, 1000}, {1800, 1000}, {1800, 1800}}, false};
    auto with = [](std::optional<WeatherKind> weather, bool special = false, bool balloon = false) {
        return AdvantageSetting{weather, special, balloon};
    };
    // WX-10: clear weather, the defenders' alert system.
    EXPECT_EQ(advantageFor(attack, with(WeatherKind::Clear)), (Advantage{false, "WX-10"}));
    // WX-09: medium cloud and heavy weather, the road is clear for the attackers.
    EXPECT_EQ(advantageFor(attack, with(WeatherKind::MediumCloud)), (Advantage{true, "WX-09"}));
    EXPECT_EQ(advantageFor(attack, with(WeatherKind::HeavyWeather)), (Advantage{true, "WX-09"}));
    // WX-04: a special on the weather card clears the road even under a clear sky.
    EXPECT_EQ(advantageFor(attack, with(WeatherKind::Clear, true)), (Advantage{true, "WX-09"}));
    // Without the weather rules, no advantage; balloons that do not watch change nothing.
    EXPECT_EQ(advantageFor(attack, with(std::nullopt)), std::nullopt);
    EXPECT_EQ(advantageFor(attack, with(std::nullopt, false, true)), std::nullopt);
    // BAL-11: the defenders' balloons on watch give them the alert system, in any weather.
    Attack watched = attack;
    watched.balloonWatch = true;
    EXPECT_EQ(advantageFor(watched, with(std::nullopt, false, true)), (Advantage{false, "BAL-11"}));
    EXPECT_EQ(advantageFor(watched, with(WeatherKind::HeavyWeather, true, true)), (Advantage{false, "BAL-11"}));
    // ... but only with a balloon of theirs to watch from.
    EXPECT_EQ(advantageFor(watched, with(WeatherKind::MediumCloud)), (Advantage{true, "WX-09"}));
}

TEST(Advantage, ItLastsTheTwoTurnsAfterTheOneThatSetItOff) {
    Advantage advantage{true, "WX-09"};
    EXPECT_FALSE(advantage.holds(1)) << "not set off yet";
    advantage.from = 4;
    EXPECT_FALSE(advantage.holds(3));
    EXPECT_TRUE(advantage.holds(4));
    EXPECT_TRUE(advantage.holds(5));
    EXPECT_FALSE(advantage.holds(6)) << "two complete turns, not three";
    EXPECT_EQ(advantage.to(), 5);
}

TEST(Advantage, TheDefendedZoneHoldsItsBorder) {
    const Attack attack{Side::Central, {{0, 1000}, {1800, 1000}, {1800, 1800}, {0, 1800}}, false};
    EXPECT_TRUE(inDefendedZone(attack, {900, 1000})) << "on the border";
    EXPECT_TRUE(inDefendedZone(attack, {900, 1400}));
    EXPECT_FALSE(inDefendedZone(attack, {900, 999}));
}

// --- Clear weather: the alert system (WX-10) -------------------------------------

TEST(Advantage, ClearWeatherGivesTheDefendersTwoTurnsOnceTheAttackerCrossesTheBorder) {
    ScenarioGame game(raid(clearSky()), bandRules());
    ASSERT_TRUE(game.state.advantage.has_value());
    EXPECT_EQ(game.state.advantage->rule, "WX-10");
    game.fly({{"spad", plan(1, 2, 3)}});  // three straights from y = 800: over the border at y = 1000
    ASSERT_TRUE(inDefendedZone(*game.state.attack, {spadOf(game).pose.x, spadOf(game).pose.y}));
    const auto set = game.all<ev::TacticalAdvantage>();
    ASSERT_EQ(set.size(), 1U);
    EXPECT_EQ(set.front().first, "spad") << "the attacker that crossed sets it off";
    EXPECT_EQ(set.front().second.favoured, Side::Central);
    EXPECT_FALSE(set.front().second.roadIsClear);
    EXPECT_FALSE(set.front().second.fromClouds);
    EXPECT_EQ(set.front().second.from, 2) << "from the turn after the crossing";
    EXPECT_EQ(set.front().second.to, 3);
    // Turn 2: the attacker is caught, the defender is not.
    EXPECT_EQ(spadOf(game).surprisedBy, "WX-10");
    EXPECT_EQ(game.state.airplane("albatros").surprisedBy, "");
}

TEST(Advantage, ACaughtAirplanePlaysOneCardAndTwoBlanksAndNoImmelmann) {
    ScenarioGame game(raid(clearSky()), bandRules());
    game.fly({{"spad", plan(1, 2, 3)}});
    const AircraftState& spad = spadOf(game);
    ASSERT_EQ(spad.surprisedBy, "WX-10");
    const Flyer flyer = flyerOf(game.engine.data, spad, game.engine.rules);
    // Three cards: the second one is already one too many.
    const auto three = checkPlan(flyer, spad, plan(1, 2, 3));
    ASSERT_FALSE(three.empty());
    EXPECT_EQ(three.front().rule, "WX-10");
    EXPECT_EQ(three.front().card, 2);
    EXPECT_EQ(three.front().refusal, PlanRefusal::SurprisedOneCard);
    // One card in any of the three places, blanks in the others.
    for (int place = 0; place < 3; ++place) EXPECT_TRUE(isPlanLegal(flyer, spad, oneCard(place, kBank))) << place;
    // Three blanks: it must play its one card.
    const auto none = checkPlan(flyer, spad, Plan{});
    ASSERT_EQ(none.size(), 1U);
    EXPECT_EQ(none.front().refusal, PlanRefusal::SurprisedOneCard);
    // No Immelmann, so no Split-S either (its second card is the Immelmann).
    const auto immelmann = checkPlan(flyer, spad, oneCard(1, kImmelmann));
    ASSERT_EQ(immelmann.size(), 1U);
    EXPECT_EQ(immelmann.front().refusal, PlanRefusal::SurprisedNoImmelmann);
    EXPECT_EQ(immelmann.front().card, 2);
    EXPECT_TRUE(isPlanLegal(flyer, spad, oneCard(2, kStall))) << "a stall alone is no Split-S";
}

TEST(Advantage, ABlankLeavesTheAirplaneWhereItIsAndTheCardFliesInItsOwnPhase) {
    ScenarioGame game(raid(clearSky()), bandRules());
    game.fly({{"spad", plan(1, 2, 3)}});
    const Pose start = spadOf(game).pose;
    const std::size_t before = game.events.size();
    game.fly({{"spad", oneCard(1, 1)}});  // blank, straight 1, blank
    std::vector<Pose> moves;
    int blanks = 0;
    int phase = 1;
    std::vector<int> blankPhases;
    for (std::size_t i = before; i < game.events.size(); ++i) {
        const Event& event = game.events[i];
        if (event.kind() == EventKind::PhaseEnd) ++phase;
        if (event.aircraft != "spad") continue;
        if (const auto* move = event.get<ev::Move>()) {
            moves.push_back(move->to);
            EXPECT_EQ(phase, 2) << "the card flies in the phase it was planned for";
        }
        if (event.kind() == EventKind::BlankCard) {
            ++blanks;
            blankPhases.push_back(phase);
            EXPECT_EQ(event.rules, std::vector<std::string>{"WX-10"});
        }
    }
    EXPECT_EQ(blanks, 2);
    EXPECT_EQ(blankPhases, (std::vector<int>{1, 3}));
    ASSERT_EQ(moves.size(), 1U);
    EXPECT_EQ(spadOf(game).pose, moves.front()) << "the blank of phase 3 leaves it where card 2 put it";
    EXPECT_NEAR(spadOf(game).pose.heading, start.heading, 1e-9);
    EXPECT_GT(spadOf(game).pose.y, start.y);
}

TEST(Advantage, TheAdvantageEndsAfterItsSecondTurn) {
    ScenarioGame game(raid(clearSky()), bandRules());
    game.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_EQ(spadOf(game).surprisedBy, "WX-10") << "turn 2";
    game.fly({{"spad", oneCard(0, kBank)}});
    EXPECT_EQ(spadOf(game).surprisedBy, "WX-10") << "turn 3";
    game.fly({{"spad", oneCard(0, kBank)}});
    EXPECT_EQ(game.state.turn, 4);
    EXPECT_EQ(spadOf(game).surprisedBy, "") << "turn 4 is planned as usual";
    EXPECT_TRUE(isPlanLegal(flyerOf(game.engine.data, spadOf(game), game.engine.rules), spadOf(game), plan(1, 2, 3)));
    // Set off once: crossing again does nothing more.
    game.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_EQ(game.all<ev::TacticalAdvantage>().size(), 1U);
}

TEST(Advantage, NothingHappensBeforeTheBorderIsCrossed) {
    ScenarioGame game(raid(clearSky(), 200), bandRules());
    game.fly({{"spad", plan(kStall, kBank, kStall + 0)}});
    EXPECT_TRUE(game.all<ev::TacticalAdvantage>().empty());
    EXPECT_EQ(spadOf(game).surprisedBy, "");
}

// --- Poor weather: the road is clear (WX-09, WX-08) -------------------------------

TEST(Advantage, UnderMediumCloudTheRoadIsClearForTheAttackers) {
    ScenarioGame game(raid(mediumCloud(5, 8)), bandRules());
    game.fly({{"spad", plan(1, 2, 3)}});
    const auto set = game.all<ev::TacticalAdvantage>();
    ASSERT_EQ(set.size(), 1U);
    EXPECT_TRUE(set.front().second.roadIsClear);
    EXPECT_EQ(set.front().second.favoured, Side::Entente);
    EXPECT_EQ(game.state.airplane("albatros").surprisedBy, "WX-09");
    EXPECT_EQ(spadOf(game).surprisedBy, "");
}

TEST(Advantage, ComingOutOfTheCloudsClearsTheRoadOnlyWithNoDefenderUp) {
    // The SPAD starts in the band (4 to 6) far from the zone and dives out of it.
    {
        ScenarioGame game(raid(mediumCloud(4, 6), 200, 4, true), bandRules());
        ASSERT_TRUE(spadOf(game).inCloud);
        flyTurn(game, {{"spad", plan(kDive, 1, 2)}});
        ASSERT_FALSE(spadOf(game).inCloud) << spadOf(game).altitude << " " << spadOf(game).climb;
        ASSERT_FALSE(inDefendedZone(*game.state.attack, {spadOf(game).pose.x, spadOf(game).pose.y}));
        const auto set = game.all<ev::TacticalAdvantage>();
        ASSERT_EQ(set.size(), 1U) << "the Albatros is on the ground: no patrol up";
        EXPECT_TRUE(set.front().second.fromClouds);
        EXPECT_EQ(set.front().second.from, 2);
        EXPECT_EQ(game.state.airplane("albatros").surprisedBy, "")
            << "on the ground it is not planning a flight (GND): only airplanes in the air are caught";
        const auto& event = *std::find_if(game.events.begin(), game.events.end(),
                                          [](const Event& e) { return e.kind() == EventKind::TacticalAdvantage; });
        EXPECT_EQ(event.rules, (std::vector<std::string>{"WX-08", "WX-09"}));
    }
    {
        ScenarioGame game(raid(mediumCloud(4, 6), 200, 4, false), bandRules());
        game.fly({{"spad", plan(kDive, 1, 2)}});
        ASSERT_FALSE(spadOf(game).inCloud);
        EXPECT_TRUE(game.all<ev::TacticalAdvantage>().empty()) << "the Albatros patrols: the road is not clear";
    }
}

// --- Balloons on watch (BAL-11) ------------------------------------------------

TEST(Advantage, TheDefendersBalloonsOnWatchGiveThemTheAlertWithoutTheWeatherRules) {
    auto json = raid(nullptr);
    json["targets"] = nlohmann::json::array(
        {{{"id", "drachen"}, {"type", "balloon"}, {"side", "central"}, {"x", 1500}, {"y", 1500}}});
    json["attack"]["balloon_watch"] = true;
    ScenarioGame game(json, presetRules("ww1-standard"));
    ASSERT_TRUE(game.state.advantage.has_value());
    EXPECT_EQ(game.state.advantage->rule, "BAL-11");
    game.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_EQ(spadOf(game).surprisedBy, "BAL-11");
    // Without the watch and without the weather rules there is no advantage at all.
    json["attack"].erase("balloon_watch");
    ScenarioGame plain(json, presetRules("ww1-standard"));
    EXPECT_FALSE(plain.state.advantage.has_value());
    plain.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_TRUE(plain.all<ev::TacticalAdvantage>().empty());
}

// --- Blanks ---------------------------------------------------------------------

TEST(Advantage, OnlyACaughtAirplaneMayPlayABlank) {
    const AircraftState spad = airplane("spad_xiii");
    const RuleOptions rules = presetRules("ww1-standard");  // the flyer keeps a reference to it
    const Flyer flyer = flyerOf(shippedData(), spad, rules);
    Plan withBlank = plan(1, 2, 3);
    withBlank.cards[1] = kBlank;
    const auto refused = checkPlan(flyer, spad, withBlank);
    ASSERT_EQ(refused.size(), 1U);
    EXPECT_EQ(refused.front().rule, "MOV-01");
    EXPECT_EQ(refused.front().card, 2);
    EXPECT_EQ(refused.front().refusal, PlanRefusal::BlankCard);
}

TEST(Advantage, ABlankIsNoManoeuvreForTheCardsAroundIt) {
    // Last turn ended with an Immelmann: the next card flown must be a
    // straight (MOV-04), even with blanks before it.
    AircraftState spad = airplane("spad_xiii");
    spad.surprisedBy = "WX-09";
    spad.history = flownCards(*shippedData().maneuverDeck(Era::Ww1, 'A'), {3, kImmelmann});
    const RuleOptions rules = presetRules("ww1-standard");  // the flyer keeps a reference to it
    const Flyer flyer = flyerOf(shippedData(), spad, rules);
    const auto bank = checkPlan(flyer, spad, oneCard(2, kBank));
    ASSERT_EQ(bank.size(), 1U);
    EXPECT_EQ(bank.front().rule, "MOV-04");
    EXPECT_TRUE(bank.front().acrossTurns);
    EXPECT_TRUE(isPlanLegal(flyer, spad, oneCard(2, 1)));
}

TEST(Advantage, TheLegalPlansOfACaughtAirplaneAreOneCardInAnyPlace) {
    AircraftState spad = airplane("spad_xiii");
    spad.surprisedBy = "WX-10";
    const RuleOptions rules = presetRules("ww1-standard");  // the flyer keeps a reference to it
    const Flyer flyer = flyerOf(shippedData(), spad, rules);
    const auto plans = legalPlans(flyer, spad);
    ASSERT_FALSE(plans.empty());
    std::array<int, 3> places{};
    for (const auto& outcome : plans) {
        const auto& cards = outcome.plan.cards;
        const auto laid = std::count_if(cards.begin(), cards.end(), [](const PlannedCard& c) { return !c.blank(); });
        ASSERT_EQ(laid, 1);
        for (std::size_t i = 0; i < 3; ++i)
            if (!cards[i].blank()) {
                ++places[i];
                EXPECT_NE(cards[i].number, kImmelmann);
                // Before its card the airplane has not moved; after it, it stays.
                if (i > 0) {
                    EXPECT_EQ(outcome.poses[i - 1], spad.pose);
                }
                if (i < 2) {
                    EXPECT_EQ(outcome.poses[2], outcome.poses[i]);
                }
            }
    }
    EXPECT_EQ(places[0], places[1]);
    EXPECT_EQ(places[1], places[2]);
    // Every deck card but the Immelmann, in each of the three places.
    EXPECT_EQ(plans.size(), 3 * (shippedData().maneuverDeck(Era::Ww1, 'A')->cards.size() - 1));
}

// --- The scenario file -----------------------------------------------------------

TEST(Advantage, AScenarioAttackIsCheckedWithFileAndPointer) {
    auto problems = [](const nlohmann::json& json) {
        Diagnostics diagnostics;
        scenarioFromJson(json, "raid.json", shippedData(), diagnostics);
        return diagnostics.toString();
    };
    auto inside = raid(clearSky(), 1200);
    EXPECT_NE(problems(inside).find("raid.json:/aircraft/0"), std::string::npos) << problems(inside);
    EXPECT_NE(problems(inside).find("starts inside the defended zone"), std::string::npos);
    auto wrongSide = raid(clearSky());
    wrongSide["attack"]["side"] = "allies";
    EXPECT_NE(problems(wrongSide).find("/attack/side"), std::string::npos) << problems(wrongSide);
    auto line = raid(clearSky());
    line["attack"]["defended_zone"] = nlohmann::json::array({{0, 1000}, {1800, 1000}});
    EXPECT_NE(problems(line).find("/attack/defended_zone"), std::string::npos) << problems(line);
    auto noBalloon = raid(clearSky());
    noBalloon["attack"]["balloon_watch"] = true;
    EXPECT_NE(problems(noBalloon).find("/attack/balloon_watch"), std::string::npos) << problems(noBalloon);
    EXPECT_EQ(problems(raid(clearSky())), "");
}

}  // namespace
}  // namespace jasta::test
