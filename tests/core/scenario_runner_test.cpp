// Runs every scenario test in tests/scenarios/*.json (Wesnoth style: what is
// tested / set-up / plans / expected). Each file flies its turns through the
// same functions the game uses and checks the verdicts, poses and events.
//
// File format (format_version 1):
//   description  what is tested, in a sentence or two
//   rules        the RULES.md ids under test
//   ruleset      a preset id; "options" overrides single option values
//   seed         RNG seed for the damage decks and collision draws (default 1)
//   setup        {era, table {width_mm, height_mm}, landing_fields? [{id, x, y,
//                width_mm, length_mm, heading}] (as in scenario files),
//                aircraft: [{id, type, side, x, y, heading, altitude, climb,
//                and optionally on_ground, last_cards (numbers flown last
//                turn), engine_hits, rudder_jam, full_bomb_load, fuel}]}
//   turns        [{plans: {id: {cards, speeds?, declare?}} (declare: gentle_loss,
//                  historical_immelmann or landing; an airplane without a plan
//                  does not move but its turn still starts),
//                  expected: {id: {legal?, violations? [{rule, card}],
//                                  poses? [{x?, y?, heading?, altitude?, climb?, status?, card?,
//                                           ground? (the card's GroundRole: air, wait, take_off_roll, ...)}],
//                                  events? [{kind, rules?}] (in order, others may come between),
//                                  damage?}},
//                  overlaps?: [[a, b], ...] per phase (phase 3 last)}]

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/rules/phase.hpp"

namespace jasta::test {
namespace {

using Json = nlohmann::json;

std::vector<std::filesystem::path> scenarioFiles() {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(JASTA_TEST_DIR) / "scenarios"))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

Speed speedOf(const std::string& text) {
    return text.empty() ? Speed::Normal : enumOf<Speed>(text, "speeds");
}

AircraftState setUp(const Json& entry, const GameData& data, Era era) {
    const ScenarioAircraft placed = jasta::test::placed(entry, era);
    const auto* type = data.aircraftType(placed.type);
    if (type == nullptr) throw std::runtime_error("unknown type " + placed.type);
    AircraftState state = initialState(placed, *type);
    const auto* deck = data.deckOf(*type);
    for (int number : entry.value("last_cards", std::vector<int>{})) {
        const auto* card = deck->card(number);
        if (card == nullptr) throw std::runtime_error("last_cards: no card " + std::to_string(number));
        state.history.push_back(
            {card->number, card->kind, card->steep, card->direction, era == Era::Ww2 ? Speed::Fast : Speed::Normal});
    }
    state.engineHits = entry.value("engine_hits", 0);
    state.rudderJam = *parseName<Direction>(entry.value("rudder_jam", "none"));
    state.fullBombLoad = entry.value("full_bomb_load", false);
    if (entry.contains("fuel")) state.fuel = entry.at("fuel");
    return state;
}

Plan planOf(const Json& entry) {
    Plan plan;
    const auto cards = entry.at("cards").get<std::vector<int>>();
    const auto speeds = entry.value("speeds", std::vector<std::string>{"", "", ""});
    for (std::size_t i = 0; i < 3; ++i) plan.cards[i] = {cards.at(i), speedOf(speeds.at(i))};
    plan.declaration = enumOf<Declaration>(entry.value("declare", "none"), "declare");
    return plan;
}

class ScenarioFile : public ::testing::TestWithParam<std::filesystem::path> {};

TEST_P(ScenarioFile, BehavesAsExpected) {
    const auto& data = shippedData();
    std::ifstream in(GetParam());
    const Json file = Json::parse(in);
    SCOPED_TRACE(GetParam().filename().string() + ": " + file.value("description", ""));
    ASSERT_EQ(file.at("format_version"), 1);
    RuleChanges overrides;
    const Json options = file.value("options", Json::object());  // items() must not outlive it
    for (const auto& [key, value] : options.items()) overrides[key] = value.get<std::string>();
    // customRuleSet refuses an unknown option or one that is not played yet.
    const RuleSet ruleSet =
        customRuleSet(*data.ruleset(file.at("ruleset").get<std::string>()), overrides, data.options);
    const RuleOptions rules = RuleOptions::from(ruleSet, data.options);
    const Json& setup = file.at("setup");
    const Era era = *parseName<Era>(setup.at("era").get<std::string>());
    std::vector<LandingField> fields;
    for (const auto& field : setup.value("landing_fields", Json::array()))
        fields.push_back({field.at("id"), field.at("x"), field.at("y"), field.at("width_mm"), field.at("length_mm"),
                          field.value("heading", 0.0)});
    const TableSize table{setup.at("table").at("width_mm"), setup.at("table").at("height_mm"), fields};
    std::vector<AircraftState> aircraft;
    for (const auto& entry : setup.at("aircraft")) aircraft.push_back(setUp(entry, data, era));
    Rng rng(file.value("seed", 1u));
    DamagePiles piles(data, era, rng);

    int turnNumber = 0;
    for (const auto& turn : file.at("turns")) {
        ++turnNumber;
        SCOPED_TRACE("turn " + std::to_string(turnNumber));
        PlanBook plans;
        ViolationBook violations;
        for (const auto& [id, entry] : turn.at("plans").items()) plans[id] = planOf(entry);
        for (auto& state : aircraft)
            if (plans.count(state.id))
                violations[state.id] = checkPlan(flyerOf(data, state, rules), state, plans[state.id]);
        for (auto& state : aircraft) startTurn(state);  // after planning, for every airplane (GND-06 counts turns)
        std::map<std::string, std::vector<FlownStep>> steps;
        std::vector<Event> events;
        std::vector<std::vector<OverlapPair>> overlaps;
        for (int phase = 1; phase <= 3; ++phase) {
            auto movement = flyPhase(data, rules, aircraft, plans, violations, phase, table, piles, rng);
            std::size_t index = 0;
            for (const auto& state : aircraft)
                if (plans.count(state.id)) steps[state.id].push_back(movement.steps.at(index++));
            events.insert(events.end(), movement.events.begin(), movement.events.end());
            overlaps.push_back(movement.overlaps);
        }

        const Json expectations = turn.value("expected", Json::object());
        for (const auto& [id, expected] : expectations.items()) {
            SCOPED_TRACE("airplane " + id);
            const auto state =
                std::find_if(aircraft.begin(), aircraft.end(), [&](const auto& a) { return a.id == id; });
            ASSERT_NE(state, aircraft.end());
            if (expected.contains("legal")) {
                EXPECT_EQ(violations[id].empty(), expected.at("legal").get<bool>());
            }
            if (expected.contains("violations")) {
                std::vector<std::string> want, got;
                for (const auto& v : expected.at("violations"))
                    want.push_back(v.at("rule").get<std::string>() + "@" + std::to_string(v.at("card").get<int>()));
                EXPECT_EQ(ruleIds(violations[id]), want);
            }
            if (expected.contains("poses")) {
                const auto& poses = expected.at("poses");
                ASSERT_EQ(poses.size(), steps[id].size());
                for (std::size_t i = 0; i < poses.size(); ++i) {
                    SCOPED_TRACE("after card " + std::to_string(i + 1));
                    const auto& want = poses[i];
                    const auto& step = steps[id][i];
                    if (want.contains("x")) {
                        EXPECT_NEAR(step.after.x, want.at("x").get<double>(), 0.01);
                    }
                    if (want.contains("y")) {
                        EXPECT_NEAR(step.after.y, want.at("y").get<double>(), 0.01);
                    }
                    if (want.contains("heading")) {
                        EXPECT_NEAR(step.after.heading, want.at("heading").get<double>(), 0.01);
                    }
                    if (want.contains("altitude")) {
                        EXPECT_EQ(step.altitude, want.at("altitude").get<int>());
                    }
                    if (want.contains("climb")) {
                        EXPECT_EQ(step.climb, want.at("climb").get<int>());
                    }
                    if (want.contains("status")) {
                        EXPECT_EQ(nameOf(step.status), want.at("status").get<std::string>());
                    }
                    if (want.contains("card")) {
                        EXPECT_EQ(step.flownNumber, want.at("card").get<int>());
                    }
                    if (want.contains("ground")) {
                        EXPECT_EQ(nameOf(step.ground), want.at("ground").get<std::string>());
                    }
                }
            }
            if (expected.contains("events")) {
                std::size_t next = 0;
                for (const auto& want : expected.at("events")) {
                    const std::string kind = want.at("kind");
                    const auto rulesWanted = want.value("rules", std::vector<std::string>{});
                    bool found = false;
                    for (; next < events.size() && !found; ++next) {
                        const auto& event = events[next];
                        if (event.aircraft != id || nameOf(event.kind()) != kind) continue;
                        found = std::all_of(rulesWanted.begin(), rulesWanted.end(), [&](const auto& rule) {
                            return std::find(event.rules.begin(), event.rules.end(), rule) != event.rules.end();
                        });
                    }
                    EXPECT_TRUE(found) << "no event " << kind << " " << Json(rulesWanted).dump() << " in order";
                }
            }
            if (expected.contains("damage")) {
                EXPECT_EQ(state->damage, expected.at("damage").get<int>());
            }
        }
        if (turn.contains("overlaps")) {
            const auto& want = turn.at("overlaps");
            ASSERT_EQ(want.size(), 3u) << "overlaps: one list per phase";
            for (std::size_t p = 0; p < 3; ++p) {
                std::vector<OverlapPair> pairs;
                for (const auto& pair : want[p]) pairs.emplace_back(pair.at(0), pair.at(1));
                EXPECT_EQ(overlaps[p], pairs) << "phase " << p + 1;
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Scenarios, ScenarioFile, ::testing::ValuesIn(scenarioFiles()), [](const auto& param) {
    std::string name = param.param.stem().string();
    for (auto& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return name;
});

}  // namespace
}  // namespace jasta::test
