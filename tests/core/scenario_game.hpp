#pragma once
// A game of a scenario written in the test (JSON), flown through the turn
// engine with every event kept: for the tests of what stands on the ground
// (issue 16), which need objectives and defences placed to the millimetre.

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "flying_fixture.hpp"
#include "jasta/base/diagnostics.hpp"
#include "jasta/game/game.hpp"

namespace jasta::test {

// The scenario file around `aircraft` and `targets` (JSON arrays as in
// data/scenarios): WW1 or WW2 by `ruleset`'s era, a 1800 mm square table.
inline nlohmann::json scenarioJson(const std::string& id, Era era, const std::string& ruleset, nlohmann::json aircraft,
                                   nlohmann::json targets = nlohmann::json::array()) {
    return {{"format_version", 1},
            {"id", id},
            {"name", id},
            {"era", nameOf(era)},
            {"ruleset", ruleset},
            {"table", {{"width_mm", 1800}, {"height_mm", 1800}}},
            {"aircraft", std::move(aircraft)},
            {"targets", std::move(targets)}};
}

// One airplane of a scenario's "aircraft" array at `at` (mm), facing
// `heading`, at `altitude` with `climb` counters; above level 3 with the
// reason ALT-02 asks for.
inline nlohmann::json placedAirplaneJson(const std::string& id, const std::string& type, const std::string& side,
                                         Point2 at, int altitude, int climb = 0, double heading = 0) {
    nlohmann::json json{{"id", id},  {"type", type},       {"side", side},         {"x", at.x},
                        {"y", at.y}, {"heading", heading}, {"altitude", altitude}, {"climb", climb}};
    if (altitude > 3) json["altitude_reason"] = "the test needs an airplane above the others";
    return json;
}

// Plays whole turns to the end of turn `lastTurn` (or of the game): every
// airplane in the air flies the cards 1, 2 and 3, one on the ground waits
// with its engine running (GND-05: three blanks) and stays where it is;
// nobody tails and every weapon holds its fire. The events, in order.
inline std::vector<Event> playStraightsUntilAfter(const Engine& engine, GameState& state, Rng& rng, int lastTurn) {
    std::vector<Event> events;
    while (state.turn <= lastTurn && state.stage != Stage::Over) {
        const auto decision = pending(state).front();
        Command command = FireOrder{decision.aircraft, decision.weapon, ""};
        if (decision.kind == DecisionKind::Tail) command = ChooseTail{decision.aircraft, ""};
        if (decision.kind == DecisionKind::Taxi) command = Taxi{decision.aircraft, std::nullopt};
        if (decision.kind == DecisionKind::Reorder)
            command = ReorderPlan{decision.aircraft, state.plans.at(decision.aircraft)};
        if (decision.kind == DecisionKind::Plan) {
            const bool parked = state.find(decision.aircraft)->onGround();
            command = SubmitPlan{decision.aircraft, parked ? plan(kBlankCard, kBlankCard, kBlankCard) : plan(1, 2, 3)};
        }
        auto next = apply(engine, std::move(state), command, rng);
        events.insert(events.end(), next.events.begin(), next.events.end());
        state = std::move(next.state);
    }
    return events;
}

struct ScenarioGame {
    Engine engine;
    GameState state;
    Rng rng;
    std::vector<Event> events;

    explicit ScenarioGame(const nlohmann::json& json, std::uint64_t seed = 3)
        : ScenarioGame(json, presetRules(json.at("ruleset").get<std::string>()), seed) {}
    // The same under `rules` instead of the scenario's rule set's options.
    ScenarioGame(const nlohmann::json& json, const RuleOptions& rules, std::uint64_t seed = 3)
        : engine{shippedData(), rules, {}}, rng(seed) {
        Diagnostics diagnostics;
        const auto scenario =
            scenarioFromJson(json, json.at("id").get<std::string>() + ".json", shippedData(), diagnostics);
        if (!scenario) throw std::invalid_argument(diagnostics.toString());
        auto applied = newGame(engine, *scenario, scenario->ruleset, rng);
        state = std::move(applied.state);
        events = std::move(applied.events);
    }
    void apply(const Command& command) {
        auto applied = jasta::apply(engine, state, command, rng);
        state = std::move(applied.state);
        events.insert(events.end(), applied.events.begin(), applied.events.end());
    }
    // Every airplane's plan for the turn (airplanes not named fly 1-2-3);
    // fire options are held, so only what flies and what stands on the ground
    // fires, and parked airplanes stay where they are (GND-08).
    void fly(const std::map<std::string, Plan>& plans) {
        for (const auto& airplane : std::vector<AircraftState>(state.aircraft)) {
            const auto named = plans.find(airplane.id);
            if (airplane.inPlay()) apply(SubmitPlan{airplane.id, named != plans.end() ? named->second : plan(1, 2, 3)});
        }
        for (auto decisions = pending(state); !decisions.empty() && state.stage != Stage::Planning;
             decisions = pending(state)) {
            const Decision& decision = decisions.front();
            if (decision.kind == DecisionKind::Fire)
                apply(FireOrder{decision.aircraft, decision.weapon, ""});
            else if (decision.kind == DecisionKind::Taxi)  // GND-08: parked airplanes stay where they are
                apply(Taxi{decision.aircraft, std::nullopt});
            else
                break;
        }
    }
    // The phase (1-3) of the first event of `kind` by `aircraft`; 0: none.
    [[nodiscard]] int phaseOf(EventKind kind, const std::string& aircraft) const {
        int phase = 1;
        for (const auto& event : events) {
            if (event.kind() == kind && event.aircraft == aircraft) return phase;
            if (event.kind() == EventKind::PhaseEnd) ++phase;
        }
        return 0;
    }
    // The events of kind T, with who they are about.
    template <class T>
    [[nodiscard]] std::vector<std::pair<std::string, T>> all() const {
        std::vector<std::pair<std::string, T>> found;
        for (const auto& event : events)
            if (const T* e = event.get<T>()) found.emplace_back(event.aircraft, *e);
        return found;
    }
};

}  // namespace jasta::test
