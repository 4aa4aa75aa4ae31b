#include "jasta/rules/weather.hpp"

#include <algorithm>

namespace jasta {

Weather weatherFor(Season season, int value) {
    // The rows of the S003 table: 0 or 1 (regular), 2 or 3 (common), 4 or 5 (rare).
    const int row = std::clamp(value, 0, 5) / 2;
    const Weather clear{};
    auto medium = [](int low, int high) { return Weather{WeatherKind::MediumCloud, low, high}; };
    auto heavy = [](int low, int high) { return Weather{WeatherKind::HeavyWeather, low, high}; };
    switch (season) {
        case Season::Winter:
            return row == 0 ? heavy(3, 9) : row == 1 ? medium(3, 6) : clear;
        case Season::Spring:
            return row == 0 ? medium(4, 7) : row == 1 ? clear : heavy(3, 9);
        case Season::Summer:
            return row == 0 ? clear : row == 1 ? heavy(3, 12) : medium(6, 9);
        case Season::Autumn:
            return row == 0 ? medium(3, 9) : row == 1 ? heavy(3, 9) : clear;
    }
    return clear;
}

WeatherHit heavyWeatherHit(int value, bool inClouds) {
    const bool odd = value % 2 != 0;
    if (!inClouds) return {odd ? 1 : 0, false};
    if (value == 0) return {};
    return {odd ? 1 : 2, true};
}

bool shakenByWeather(const ManeuverCard& card) {
    return card.kind == CardKind::Immelmann || card.kind == CardKind::Climb || card.kind == CardKind::Dive ||
           card.steep;
}

}  // namespace jasta
