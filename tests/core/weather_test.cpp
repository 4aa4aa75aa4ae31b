// The campaign weather (RULES.md WX-03..08; option cloud_cover =
// s003_weather_band): the draw table of the seasons, the band of cloud that
// airplanes fly on paper inside (entered from below or above, left the same
// ways), no tailing under medium cloud, and the heavy-weather B cards at the
// start of each turn and after each Immelmann, Split-S, steep card, climb
// and dive — odd for 1 point outside the clouds, 0 / odd / even for 0 / 1 /
// 2 points with specials inside them.

#include <gtest/gtest.h>

#include <algorithm>

#include "flying_fixture.hpp"
#include "jasta/rules/weather.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

// WW1 deck A (SPAD XIII, climb rate 2): climb 19, dive 20, stall 17, Immelmann 18.
constexpr int kClimb = 19;
constexpr int kDive = 20;

RuleOptions bandRules() {
    RuleOptions rules = presetRules("ww1-standard");
    rules.cloudCover = CloudCover::WeatherBand;
    return rules;
}

nlohmann::json weatherJson(const std::string& kind, int low, int high) {
    return {{"kind", kind}, {"low", low}, {"high", high}};
}

// A SPAD at (900, 600) heading +y at `level` with `climb` counters and an
// Albatros at `albatros`, level 1 unless said, under `weather`.
nlohmann::json flight(const nlohmann::json& weather, int level, int climb, Point2 albatros = {300, 1500},
                      int albatrosLevel = 1, double albatrosHeading = 180) {
    auto json = scenarioJson(
        "weather", Era::Ww1, "ww1-standard",
        {placedAirplaneJson("spad", "spad_xiii", "entente", {900, 600}, level, climb),
         placedAirplaneJson("albatros", "albatros_d3", "central", albatros, albatrosLevel, 0, albatrosHeading)});
    json["weather"] = weather;
    return json;
}

template <class T>
std::vector<std::pair<std::string, T>> all(const ScenarioGame& game) {
    return game.template all<T>();
}

// --- WX-04: the draw table ---------------------------------------------------------

TEST(Weather, TheDrawTableGivesEachSeasonItsWeatherByPairsOfValues) {
    const Weather clear{};
    auto medium = [](int low, int high) { return Weather{WeatherKind::MediumCloud, low, high}; };
    auto heavy = [](int low, int high) { return Weather{WeatherKind::HeavyWeather, low, high}; };
    // "0 or 1", "2 or 3", "4 or 5": each pair reads the same row.
    for (int value : {0, 1}) {
        EXPECT_EQ(weatherFor(Season::Winter, value), heavy(3, 9));
        EXPECT_EQ(weatherFor(Season::Spring, value), medium(4, 7));
        EXPECT_EQ(weatherFor(Season::Summer, value), clear);
        EXPECT_EQ(weatherFor(Season::Autumn, value), medium(3, 9));
    }
    for (int value : {2, 3}) {
        EXPECT_EQ(weatherFor(Season::Winter, value), medium(3, 6));
        EXPECT_EQ(weatherFor(Season::Spring, value), clear);
        EXPECT_EQ(weatherFor(Season::Summer, value), heavy(3, 12));
        EXPECT_EQ(weatherFor(Season::Autumn, value), heavy(3, 9));
    }
    for (int value : {4, 5}) {
        EXPECT_EQ(weatherFor(Season::Winter, value), clear);
        EXPECT_EQ(weatherFor(Season::Spring, value), heavy(3, 9));
        EXPECT_EQ(weatherFor(Season::Summer, value), medium(6, 9));
        EXPECT_EQ(weatherFor(Season::Autumn, value), clear);
    }
}

TEST(Weather, ASeasonDrawsItsWeatherFromAnACardBeforeTurnOne) {
    auto json = flight(nlohmann::json{{"season", "winter"}}, 2, 0);
    for (std::uint64_t seed : {1U, 2U, 3U, 4U, 5U}) {
        ScenarioGame game(json, bandRules(), seed);
        const auto reports = all<ev::WeatherReport>(game);
        ASSERT_EQ(reports.size(), 1u);
        const ev::WeatherReport& report = reports.front().second;
        ASSERT_EQ(report.season, Season::Winter);
        const Weather drawn = weatherFor(Season::Winter, report.value);
        EXPECT_EQ(report.weather, drawn.kind) << "seed " << seed;
        ASSERT_TRUE(game.state.weather.has_value());
        EXPECT_EQ(*game.state.weather, drawn);
        if (drawn.kind == WeatherKind::Clear)
            EXPECT_FALSE(game.state.table.clouds.has_value());
        else
            EXPECT_EQ(game.state.table.clouds, (CloudBand{drawn.low, drawn.high}));
        EXPECT_EQ(game.events.front().kind(), EventKind::WeatherReport) << "told before turn 1";
        EXPECT_EQ(game.events.front().rules, std::vector<std::string>{"WX-04"});
    }
}

TEST(Weather, WithoutTheCampaignWeatherOptionTheSkyStaysAsTheRulesSay) {
    ScenarioGame game(flight(weatherJson("heavy_weather", 3, 9), 2, 1), presetRules("ww1-standard"));
    EXPECT_FALSE(game.state.weather.has_value());
    EXPECT_FALSE(game.state.table.clouds.has_value());
    EXPECT_TRUE(all<ev::WeatherReport>(game).empty());
    game.fly({{"spad", plan(kClimb, 1, 2)}});
    EXPECT_TRUE(all<ev::WeatherShakes>(game).empty());
    EXPECT_FALSE(game.state.airplane("spad").inCloud);
}

// --- WX-08: flying in the band ------------------------------------------------------

TEST(Weather, TheBandIsEnteredFromBelowOrAboveAndLeftEitherWay) {
    // Medium cloud at level 2 only: the SPAD at 3 dives into it, then climbs back out over it.
    ScenarioGame game(flight(weatherJson("medium_cloud", 2, 2), 3, 0), bandRules());
    const Pose start = game.state.airplane("spad").pose;
    game.fly({{"spad", plan(kDive, 1, 2)}});
    const AircraftState& spad = game.state.airplane("spad");
    EXPECT_EQ(spad.altitude, 2);
    EXPECT_TRUE(spad.inCloud);
    ASSERT_TRUE(spad.cloud.has_value());
    EXPECT_NE(spad.pose.y, start.y) << "the dive was flown on the table";
    const Pose stand = spad.pose;
    EXPECT_EQ(spad.cloud->sheet.size(), 2u);
    // Two climbs bring it over the band (rate 2; one counter a turn under ALT-08 would take two turns:
    // ww1-standard allows one counter a turn, so it climbs one counter now and the level next turn).
    game.fly({{"spad", plan(kClimb, 1, 2)}});
    EXPECT_TRUE(game.state.airplane("spad").inCloud) << "one counter: still level 2";
    game.fly({{"spad", plan(kClimb, 1, 2)}});
    const AircraftState& out = game.state.airplane("spad");
    EXPECT_EQ(out.altitude, 3);
    EXPECT_FALSE(out.inCloud);
    EXPECT_FALSE(out.cloud.has_value());
    EXPECT_EQ(all<ev::LeftCloud>(game).size(), 1u);
    EXPECT_NE(out.pose, stand);
}

// --- WX-05: medium cloud ----------------------------------------------------------------

TEST(Weather, UnderMediumCloudNobodyTails) {
    // The Albatros 130 mm behind the SPAD, both at level 3: a tail in a clear sky.
    const Point2 behind{900, 470};
    ScenarioGame clear(flight(nlohmann::json{{"kind", "clear"}}, 3, 0, behind, 3, 0), bandRules());
    EXPECT_EQ(clear.state.stage, Stage::ChooseTails);
    ScenarioGame medium(flight(weatherJson("medium_cloud", 6, 9), 3, 0, behind, 3, 0), bandRules());
    EXPECT_EQ(medium.state.stage, Stage::Planning) << "WX-05: no tailing at all";
    EXPECT_TRUE(medium.state.tailChoices.empty());
}

// --- WX-06 / WX-07: heavy weather -----------------------------------------------------

TEST(Weather, HeavyWeatherCardsCountAsTheRuleSays) {
    // Outside the clouds: odd 1 point, 0 or even nothing, never a special.
    EXPECT_EQ(heavyWeatherHit(0, false), (WeatherHit{0, false}));
    EXPECT_EQ(heavyWeatherHit(1, false), (WeatherHit{1, false}));
    EXPECT_EQ(heavyWeatherHit(2, false), (WeatherHit{0, false}));
    EXPECT_EQ(heavyWeatherHit(5, false), (WeatherHit{1, false}));
    // Inside: 0 nothing, odd 1 point, even 2 points, specials counting.
    EXPECT_EQ(heavyWeatherHit(0, true), (WeatherHit{0, false}));
    EXPECT_EQ(heavyWeatherHit(1, true), (WeatherHit{1, true}));
    EXPECT_EQ(heavyWeatherHit(2, true), (WeatherHit{2, true}));
    EXPECT_EQ(heavyWeatherHit(4, true), (WeatherHit{2, true}));
    EXPECT_EQ(heavyWeatherHit(3, true), (WeatherHit{1, true}));
}

TEST(Weather, TheSpecialManeuversAreTheOnesThatShakeAnAirplane) {
    const ManeuverDeck& deck = *shippedData().maneuverDeck(Era::Ww1, 'A');
    for (int special : {17, 18, kClimb, kDive}) EXPECT_TRUE(shakenByWeather(*deck.card(special))) << special;
    for (int plain : {1, 4, 5, 11}) EXPECT_FALSE(shakenByWeather(*deck.card(plain))) << plain;
}

TEST(Weather, InHeavyWeatherEveryPilotDrawsAtTheStartOfTheTurnAndAfterASpecialCard) {
    // Cloud from level 3: the SPAD's climb takes it in, and it draws after it.
    ScenarioGame game(flight(weatherJson("heavy_weather", 3, 9), 2, 1), bandRules());
    const auto atStart = all<ev::WeatherShakes>(game);
    ASSERT_EQ(atStart.size(), 2u) << "one B card for each pilot in the air as turn 1 starts";
    for (const auto& [who, shake] : atStart) {
        EXPECT_FALSE(shake.afterCard);
        EXPECT_FALSE(shake.inClouds);
    }
    game.fly({{"spad", plan(kClimb, 1, 2)}, {"albatros", plan(1, 2, 3)}});
    ASSERT_EQ(game.state.turn, 2);
    const auto shakes = all<ev::WeatherShakes>(game);
    ASSERT_EQ(shakes.size(), 2u + 1u + 2u) << "turn 1's start, the climb (no straight), turn 2's start";
    EXPECT_EQ(shakes[2].first, "spad");
    EXPECT_TRUE(shakes[2].second.afterCard);
    EXPECT_TRUE(shakes[2].second.inClouds) << "drawn once the climb has taken it into the band";
    EXPECT_EQ(game.phaseOf(EventKind::WeatherShakes, "spad"), 1);
    // Each card's points, and nothing else, is what the two took (they are far apart: no fire).
    int spadPoints = 0, albatrosPoints = 0;
    for (const auto& [who, shake] : shakes) (who == "spad" ? spadPoints : albatrosPoints) += shake.points;
    EXPECT_EQ(game.state.airplane("spad").damage, spadPoints);
    EXPECT_EQ(game.state.airplane("albatros").damage, albatrosPoints);
    for (const auto& [who, shake] : shakes)
        EXPECT_EQ(shake.points, heavyWeatherHit(shake.value, shake.inClouds).points) << who << " " << shake.card;
    // In the band at the start of turn 2, the SPAD draws as a pilot in the clouds.
    EXPECT_TRUE(shakes[3].first == "spad" ? shakes[3].second.inClouds : shakes[4].second.inClouds);
}

}  // namespace
}  // namespace jasta::test
