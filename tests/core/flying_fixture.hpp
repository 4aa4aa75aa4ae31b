#pragma once
// Shared set-up for the movement tests: the shipped data, an airplane of a
// given type at a given pose, and a plan from printed card numbers.

#include <gtest/gtest.h>

#include "jasta/data/game_data.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/rules/maneuvers.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace jasta::test {

inline const GameData& shippedData() {
    static const GameData data = loadGameDataOrThrow(JASTA_TEST_DATA_DIR);
    return data;
}

inline RuleOptions presetRules(std::string_view preset) {
    const auto& data = shippedData();
    return RuleOptions::from(*data.ruleset(preset), data.options);
}

// A scenario airplane of `type` (its id is the type's) at `pose`.
inline ScenarioAircraft placedAirplane(std::string_view type, Pose pose, int altitude, int climb) {
    ScenarioAircraft placed;
    placed.id = std::string(type);
    placed.type = std::string(type);
    placed.side = shippedData().aircraftType(type)->side;
    placed.x = pose.x;
    placed.y = pose.y;
    placed.heading = pose.heading;
    placed.altitude = altitude;
    placed.climb = climb;
    return placed;
}

inline AircraftState airplane(std::string_view type, Pose pose = {450, 450, 0}, int altitude = 2, int climb = 0) {
    return initialState(placedAirplane(type, pose, altitude, climb), *shippedData().aircraftType(type));
}

inline Plan plan(int a, int b, int c, Speed sa = Speed::Normal, Speed sb = Speed::Normal, Speed sc = Speed::Normal) {
    Plan result;
    result.cards = {PlannedCard{a, sa}, PlannedCard{b, sb}, PlannedCard{c, sc}};
    return result;
}

// Cards of `deck` as the airplane flew them (its history), oldest first.
inline std::vector<FlownCard> flownCards(const ManeuverDeck& deck, std::initializer_list<int> numbers) {
    std::vector<FlownCard> flown;
    for (int number : numbers) {
        const auto* card = deck.card(number);
        flown.push_back({card->number, card->kind, card->steep, card->direction, Speed::Normal});
    }
    return flown;
}

// The rules of each violation, in order, for compact assertions.
inline std::vector<std::string> ruleIds(const std::vector<Violation>& violations) {
    std::vector<std::string> ids;
    for (const auto& violation : violations) ids.push_back(violation.rule + "@" + std::to_string(violation.card));
    return ids;
}

constexpr TableSize kBigTable{100000, 100000};

// An enum from its name in a test file; std::invalid_argument names `what`.
template <class E>
E enumOf(const std::string& text, const char* what) {
    const auto value = parseName<E>(text);
    if (!value) throw std::invalid_argument(std::string(what) + ": unknown value \"" + text + "\"");
    return *value;
}

// A scenario airplane of a test's set-up (scenario tests, option probes):
// id, type, x, y required; side, name, player, heading, altitude, climb and
// on_ground optional.
inline ScenarioAircraft placed(const nlohmann::json& entry, Era era) {
    ScenarioAircraft airplane;
    airplane.id = entry.at("id");
    airplane.type = entry.at("type");
    airplane.side = enumOf<Side>(entry.value("side", era == Era::Ww1 ? "entente" : "allies"), "side");
    airplane.name = entry.value("name", airplane.id);
    airplane.player = entry.value("player", airplane.id);
    airplane.x = entry.at("x");
    airplane.y = entry.at("y");
    airplane.heading = entry.value("heading", 0.0);
    airplane.altitude = entry.value("altitude", 2);
    airplane.climb = entry.value("climb", 0);
    airplane.onGround = entry.value("on_ground", false);
    airplane.bombs = entry.value("bombs", 0);
    return airplane;
}

}  // namespace jasta::test
