#pragma once
// The campaign weather (RULES.md WX-03..08; option cloud_cover =
// s003_weather_band): the weather draw of the seasons and the heavy-weather
// damage draws. The band of cloud itself is a CloudBand of the table
// (maneuvers.hpp); flying in it is the French layer's paper flight (WX-01,
// WX-08). docs/weather.md.

#include "jasta/data/maneuver_deck.hpp"
#include "jasta/data/scenario.hpp"

namespace jasta {

// WX-04: the weather an A damage card worth `value` (0 to 5) gives in `season`.
Weather weatherFor(Season season, int value);

// WX-06 / WX-07: what a heavy-weather B card worth `value` does: outside the
// clouds an odd value is 1 point with no special; inside them 0 is nothing,
// an odd value 1 point and an even one 2, specials included.
struct WeatherHit {
    int points = 0;
    bool specials = false;
    bool operator==(const WeatherHit&) const = default;
};
WeatherHit heavyWeatherHit(int value, bool inClouds);

// WX-06: the cards after which a pilot in heavy weather draws: an Immelmann
// card (of an Immelmann turn or a Split-S), a steep card, a climb, a dive.
bool shakenByWeather(const ManeuverCard& card);

}  // namespace jasta
