// Golden game: a whole recorded dogfight (tests/golden/) must give exactly the
// same events, card for card, in every later version. A failure here means a
// rule, the data or the random numbers changed how a game plays: if that was
// the intent, regenerate the .events.jsonl with jasta-cli play (dropping the
// "text" of each line: the file holds the facts, the log's words may change)
// and say so in the commit.

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/game/script.hpp"

namespace jasta::test {
namespace {

// Plays tests/golden/<scenario>_game.plans.json on `scenario` with seed 2026
// under `preset` and checks every event against <scenario>_game.events.jsonl.
PlayResult goldenGame(const std::string& scenario, const std::string& preset = "ww1-standard") {
    const auto& data = shippedData();
    const std::string stem = std::string(JASTA_TEST_DIR) + "/golden/" + scenario + "_game";
    std::ifstream plansFile(stem + ".plans.json");
    const auto turns = scriptFromJson(nlohmann::json::parse(plansFile));
    // The scenario's rule changes on top of the preset, as jasta-cli play has them.
    const Scenario& played = *data.scenario(scenario);
    const RuleSet rules = customRuleSet(*data.ruleset(preset), played.ruleChanges, data.options);
    const Engine engine{data, RuleOptions::from(rules, data.options)};
    auto result = playScript(engine, played, rules.id, 2026, turns);

    std::ifstream expectedFile(stem + ".events.jsonl");
    std::vector<nlohmann::json> expected;
    for (std::string line; std::getline(expectedFile, line);)
        if (!line.empty()) expected.push_back(nlohmann::json::parse(line));
    EXPECT_EQ(result.events.size(), expected.size());
    for (std::size_t i = 0; i < std::min(expected.size(), result.events.size()); ++i) {
        EXPECT_EQ(toJson(result.events[i]), expected[i]) << scenario << ", event " << i;
        if (toJson(result.events[i]) != expected[i]) break;
    }
    return result;
}

// The number of events of `kind` about `aircraft` in a game.
std::size_t goldenCount(const PlayResult& result, EventKind kind, const std::string& aircraft) {
    return static_cast<std::size_t>(std::count_if(result.events.begin(), result.events.end(), [&](const Event& e) {
        return e.kind() == kind && e.aircraft == aircraft;
    }));
}

TEST(GoldenGame, Ww1DuelTenTurns) {
    const auto result = goldenGame("ww1_duel");

    // What a player would notice: the SPAD shot down in turn 6, the Albatros
    // wins. (Until the DMG-10 / DMG-06 counts of issue 13 the SPAD's jam of
    // turn 5 phase 1 cleared one manoeuvre early, it fired in turn 6 phase 2,
    // and the duel lasted the script's ten turns.)
    EXPECT_EQ(result.state.stage, Stage::Over);
    EXPECT_EQ(result.state.result, "central");
    EXPECT_EQ(result.state.turn, 6);
    EXPECT_EQ(result.state.find("spad")->status, AircraftStatus::Destroyed);
    EXPECT_EQ(result.hashes.size(), 17u);
}

// Issue 16: the SPADs at the Drachen line (BAL-01..09, BAL-08's net).
TEST(GoldenGame, Ww1BalloonBustingFourTurns) {
    const auto result = goldenGame("ww1_balloon_busting");
    // The Albatros dives into its own barrage net, is caught, and is destroyed after its next maneuver.
    EXPECT_EQ(goldenCount(result, EventKind::NetCaught, "albatros"), 2u);
    EXPECT_EQ(result.state.find("albatros")->status, AircraftStatus::Destroyed);
    // Both SPADs fly into their balloons (BAL-05), each drawing a C card with it.
    EXPECT_EQ(goldenCount(result, EventKind::BalloonCollision, "spad"), 1u);
    EXPECT_EQ(goldenCount(result, EventKind::BalloonCollision, "spad2"), 1u);
    EXPECT_EQ(result.state.find("spad2")->status, AircraftStatus::Destroyed);  // through the net
    EXPECT_EQ(result.state.result, "central");
}

// Issue 16: Le Prieur rockets (RKT-01..05).
TEST(GoldenGame, Ww1LePrieurThreeTurns) {
    const auto result = goldenGame("ww1_le_prieur");
    std::vector<std::string> salvoes;
    for (const Event& event : result.events)
        if (const auto* fire = event.get<ev::Fire>(); fire != nullptr && fire->weapon == "rockets_pair")
            salvoes.push_back(event.aircraft + " at " + fire->target);
    EXPECT_EQ(salvoes, (std::vector<std::string>{"nieuport at drachen_west", "nieuport2 at drachen_east"}));
    EXPECT_EQ(result.state.find("nieuport")->rockets, 0);
    EXPECT_EQ(result.state.find("nieuport2")->rockets, 0);
    EXPECT_EQ(goldenCount(result, EventKind::FireOrderHeld, "nieuport"), 1u);  // the Vickers, RKT-01
    EXPECT_EQ(goldenCount(result, EventKind::BalloonAlight, "drachen_west"), 1u);
}

// Issue 16: the Gotha's raid on the defended depot and the station
// (BOMB-01..05, RCN-02, AA-04..06).
TEST(GoldenGame, Ww1DepotRaidFourTurns) {
    const auto result = goldenGame("ww1_depot_raid");
    std::vector<std::string> destroyed;
    for (const TargetState& target : result.state.targets)
        if (target.destroyed) destroyed.push_back(target.id);
    EXPECT_EQ(destroyed, (std::vector<std::string>{"depot", "station"}));
    EXPECT_EQ(result.state.find("gotha")->bombs, 2);
    EXPECT_EQ(goldenCount(result, EventKind::BombsDropped, "gotha"), 2u);
    EXPECT_EQ(goldenCount(result, EventKind::Reconnoitred, "gotha"), 2u);
    // The flak battery's shell of turn 3 bursts on the Gotha at altitude 2 (AA-05, AA-06).
    EXPECT_EQ(goldenCount(result, EventKind::FlakBurst, "flak"), 1u);
    EXPECT_GT(result.state.find("gotha")->damage, 0);
}

// Issue 16: strafing the German trenches (AA-01..03, RCN-02).
TEST(GoldenGame, Ww1TrenchStrafingFourTurns) {
    const auto result = goldenGame("ww1_trench_strafing");
    const auto trench = std::find_if(result.state.targets.begin(), result.state.targets.end(),
                                     [](const TargetState& target) { return target.id == "front_trench"; });
    ASSERT_NE(trench, result.state.targets.end());
    EXPECT_TRUE(trench->destroyed);
    EXPECT_EQ(goldenCount(result, EventKind::DefenceDestroyed, "front_trench"), 1u);
    EXPECT_EQ(goldenCount(result, EventKind::Wounded, "bristol"), 1u);  // the infantry's special
    EXPECT_GE(goldenCount(result, EventKind::Reconnoitred, "spad"), 2u);
}

// Issue 16: a Drachen spotting for the artillery (BAL-10).
TEST(GoldenGame, Ww1ArtillerySpottingFiveTurns) {
    const auto result = goldenGame("ww1_artillery_spotting");
    // The SPADs hit the Drachen in turn 2 but never set it alight: at the end
    // of the fifth and last turn the artillery fires and the Germans win.
    const auto& drachen = result.state.targets.front();
    EXPECT_EQ(drachen.id, "drachen");
    EXPECT_GT(drachen.damage, 0);
    EXPECT_EQ(drachen.flames, 0);
    EXPECT_FALSE(drachen.destroyed);
    EXPECT_EQ(result.state.stage, Stage::Over);
    EXPECT_EQ(result.state.turn, 5);
    EXPECT_EQ(result.state.result, "central");
    ASSERT_GE(result.events.size(), 2u);
    const auto* decided = result.events[result.events.size() - 2].get<ev::ArtilleryDecided>();
    ASSERT_NE(decided, nullptr);
    EXPECT_TRUE(decided->balloon.empty());
    EXPECT_EQ(decided->turns, 5);
}

// Issue 16: a fight low between the hills (TER-01..03).
TEST(GoldenGame, Ww1VosgesValleyThreeTurns) {
    const auto result = goldenGame("ww1_vosges_valley");
    // René Dorme turns south at level 2 into the ridge (ground 2) in turn 1;
    // Ernst Udet follows at level 1 in turn 3: both crash into the hillside.
    EXPECT_EQ(goldenCount(result, EventKind::StruckRelief, "spad_2"), 1u);
    EXPECT_EQ(goldenCount(result, EventKind::StruckRelief, "albatros_1"), 1u);
    EXPECT_EQ(result.state.find("spad_2")->status, AircraftStatus::Crashed);
    EXPECT_EQ(result.state.find("albatros_1")->status, AircraftStatus::Crashed);
    // Eduard von Schleich dives over the plateau (ground 1) and hedge-hops at its level.
    const AircraftState& schleich = *result.state.find("albatros_2");
    EXPECT_EQ(schleich.status, AircraftStatus::Flying);
    EXPECT_EQ(schleich.altitude, 1);
    EXPECT_EQ(schleich.climb, 1);
    // Georges Madon, wounded, skims the plateau at level 1 with a counter (TER-02).
    const AircraftState& madon = *result.state.find("spad_1");
    EXPECT_EQ(madon.status, AircraftStatus::Flying);
    EXPECT_GT(madon.pose.y, 800.0);
    EXPECT_EQ(madon.altitude, 1);
    EXPECT_EQ(madon.climb, 1);
}

// WX-01 through the scenario's rule change: Nungesser writes five cards in
// the clouds and dives out behind Allmenröder, who takes his fire.
TEST(GoldenGame, Ww1CloudAmbushThreeTurns) {
    const auto result = goldenGame("ww1_cloud_ambush");
    EXPECT_EQ(goldenCount(result, EventKind::EnteredCloud, "spad_1"), 1u);
    EXPECT_EQ(goldenCount(result, EventKind::CloudCard, "spad_1"), 5u);
    ASSERT_EQ(goldenCount(result, EventKind::LeftCloud, "spad_1"), 1u);
    const AircraftState& nungesser = *result.state.find("spad_1");
    EXPECT_FALSE(nungesser.inCloud);
    EXPECT_EQ(nungesser.altitude, 3);
    EXPECT_GT(result.state.find("albatros_2")->damage, 0) << "the ambush hit";
    // Only the climb and turn 3's cards were flown in sight.
    EXPECT_EQ(goldenCount(result, EventKind::Move, "spad_1"), 4u);
}

// WX-03, WX-06, WX-07 through the scenario's rule change: heavy weather with
// cloud from level 3. Heurtaux is shaken in the clouds until his guns jam,
// dives out beside Weiss and is shot down.
TEST(GoldenGame, Ww1VosgesStormThreeTurns) {
    const auto result = goldenGame("ww1_vosges_storm");
    ASSERT_FALSE(result.events.empty());
    const auto* report = result.events.front().get<ev::WeatherReport>();
    ASSERT_NE(report, nullptr) << "the weather is told before turn 1";
    EXPECT_EQ(report->weather, WeatherKind::HeavyWeather);
    EXPECT_EQ(report->low, 3);
    EXPECT_EQ(report->high, 9);
    std::size_t inClouds = 0;
    for (const auto& event : result.events)
        if (const auto* shake = event.get<ev::WeatherShakes>(); shake != nullptr && event.aircraft == "spad_2")
            inClouds += shake->inClouds ? 1 : 0;
    EXPECT_GE(inClouds, 3u) << "shaken harder in the clouds";
    EXPECT_EQ(goldenCount(result, EventKind::Jam, "spad_2"), 1u) << "a jam dealt by the weather";
    EXPECT_EQ(goldenCount(result, EventKind::LeftCloud, "spad_2"), 1u);
    EXPECT_EQ(result.state.find("spad_2")->status, AircraftStatus::Destroyed);
}

// WX-10 through the scenario's attack and rule change: Fonck crosses the
// front line in turn 1, and both SPADs fly one card and two blanks in turns
// 2 and 3, staying put through the blanks.
TEST(GoldenGame, Ww1OverTheLinesThreeTurns) {
    const auto result = goldenGame("ww1_over_the_lines");
    std::vector<const Event*> set;
    for (const auto& event : result.events)
        if (event.kind() == EventKind::TacticalAdvantage) set.push_back(&event);
    ASSERT_EQ(set.size(), 1u);
    EXPECT_EQ(set.front()->aircraft, "spad_1");
    EXPECT_EQ(set.front()->rules, std::vector<std::string>{"WX-10"});
    const auto& advantage = *set.front()->get<ev::TacticalAdvantage>();
    EXPECT_EQ(advantage.favoured, Side::Central);
    EXPECT_EQ(advantage.from, 2);
    EXPECT_EQ(advantage.to, 3);
    for (const char* spad : {"spad_1", "spad_2"}) {
        EXPECT_EQ(goldenCount(result, EventKind::BlankCard, spad), 4u) << spad << ": two blanks in each of two turns";
        EXPECT_EQ(goldenCount(result, EventKind::Move, spad), 5u) << spad << ": three cards, then one a turn";
    }
    EXPECT_EQ(goldenCount(result, EventKind::BlankCard, "albatros_2"), 0u);
    EXPECT_EQ(result.state.find("albatros_1")->status, AircraftStatus::Destroyed);
    EXPECT_TRUE(result.state.find("spad_1")->surprisedBy.empty()) << "turn 4 is planned as usual";
}

// WX-11 / TAIL-14: the sun card is a 1, so the Albatros wait in the eastern
// sun. They let turn 2 go by, dive in at the start of turn 3 half a ruler
// east of the SPADs they surprise, level with them, and each sees its
// SPAD's first card though no ruler joins a front to a rear edge.
TEST(GoldenGame, Ww1OutOfTheSunThreeTurns) {
    const auto result = goldenGame("ww1_out_of_the_sun");
    const auto& drawn = result.events.front().as<ev::SunDrawn>();
    EXPECT_EQ(drawn.value, 1);
    EXPECT_EQ(drawn.favoured, Side::Central);
    std::vector<std::string> entries;
    int turn = 0;
    for (const Event& event : result.events) {
        if (const auto* begun = event.get<ev::Turn>()) turn = begun->turn;
        if (const auto* entered = event.get<ev::SunEntered>()) {
            EXPECT_EQ(entered->place, SunPlace::Sunward);
            EXPECT_EQ(entered->altitude, 2);
            entries.push_back(event.aircraft + " on " + entered->prey + " in turn " + std::to_string(turn));
        }
        if (event.kind() == EventKind::TailReveal) {
            EXPECT_EQ(event.rules, (std::vector<std::string>{"TAIL-14", "TAIL-03"}));
        }
    }
    EXPECT_EQ(entries, (std::vector<std::string>{"albatros_1 on spad_1 in turn 3", "albatros_2 on spad_2 in turn 3"}));
    EXPECT_EQ(goldenCount(result, EventKind::SunWaits, ""), 1u) << "they waited through turn 2";
    EXPECT_EQ(goldenCount(result, EventKind::TailReveal, "albatros_1"), 1u);
    EXPECT_EQ(goldenCount(result, EventKind::Reordered, "albatros_2"), 1u);
    EXPECT_EQ(result.state.find("albatros_2")->damage, 7) << "Guynemer shoots first all the same";
}

// Issue 16: an airfield attack (GND-03, GND-07) under the scenario's own rules.
TEST(GoldenGame, Ww1AirfieldScrambleFourTurns) {
    const auto result = goldenGame("ww1_airfield_scramble", "ww1-advanced");
    // The Raid wingman's fire hits the Wingman where it stands on the field,
    // at level 0 under the Italian reading (GND-07), in turn 3.
    int turn = 0;
    std::vector<std::string> groundHits;
    for (const Event& event : result.events) {
        if (const auto* begun = event.get<ev::Turn>()) turn = begun->turn;
        if (const auto* fire = event.get<ev::Fire>();
            fire != nullptr && std::find(event.rules.begin(), event.rules.end(), "GND-07") != event.rules.end())
            groundHits.push_back(event.aircraft + " at " + fire->target + " in turn " + std::to_string(turn));
    }
    EXPECT_EQ(groundHits, (std::vector<std::string>{"albatros_2 at camel_2 in turn 3"}));
    EXPECT_EQ(result.state.find("camel_2")->damage, 3);
    // The Flight leader took off in turn 1 and was shot down in turn 3; the Wingman takes off in turn 4.
    EXPECT_EQ(goldenCount(result, EventKind::TakeOff, "camel_1"), 1u);
    EXPECT_EQ(result.state.find("camel_1")->status, AircraftStatus::Destroyed);
    EXPECT_EQ(goldenCount(result, EventKind::TakeOff, "camel_2"), 1u);
    EXPECT_EQ(result.state.find("camel_2")->status, AircraftStatus::Flying);
}

// The events of `kind` in a game, each as "aircraft in turn N".
template <class T>
std::vector<std::string> goldenWhen(const PlayResult& result) {
    std::vector<std::string> found;
    int turn = 0;
    for (const Event& event : result.events) {
        if (const auto* begun = event.get<ev::Turn>()) turn = begun->turn;
        if (event.get<T>() != nullptr) found.push_back(event.aircraft + " in turn " + std::to_string(turn));
    }
    return found;
}

// Issue 17: DeathMatch, every pilot for himself (MODE-01..03, MODE-08).
TEST(GoldenGame, Ww1DeathMatchTenTurns) {
    const auto result = goldenGame("ww1_deathmatch");
    EXPECT_EQ(goldenWhen<ev::Victory>(result),
              (std::vector<std::string>{"camel in turn 4", "spad in turn 8", "fokker in turn 9"}));
    // Each pilot shot down sits out the next turn and is back the turn after.
    EXPECT_EQ(goldenWhen<ev::CameBack>(result),
              (std::vector<std::string>{"spad in turn 6", "albatros in turn 10", "camel in turn 11"}));
    EXPECT_EQ(result.state.mode->victories.at("spad"), 1);
    EXPECT_NE(result.state.stage, Stage::Over);
}

// Issue 17: Team DeathMatch (MODE-04).
TEST(GoldenGame, Ww1TeamDeathMatchTenTurns) {
    const auto result = goldenGame("ww1_team_deathmatch");
    EXPECT_EQ(goldenWhen<ev::Victory>(result).size(), 2u);
    EXPECT_EQ(gameScore(result.state), (std::vector<std::pair<std::string, int>>{{"entente", 1}, {"central", 1}}));
}

// Issue 17: Capture the Flag (MODE-05..07).
TEST(GoldenGame, Ww1CaptureTheFlagTwelveTurns) {
    const auto result = goldenGame("ww1_capture_the_flag");
    EXPECT_FALSE(goldenWhen<ev::FlagTaken>(result).empty());
    EXPECT_EQ(goldenWhen<ev::FlagCaptured>(result).size(), 1u);
    EXPECT_EQ(result.state.mode->captures.at("entente"), 1);
    EXPECT_EQ(result.state.find("spad")->type, "spad_vii");
}

}  // namespace
}  // namespace jasta::test
