// jasta-cli move --scenario FILE --aircraft ID --cards N1,N2,N3
//                [--speeds fast,slow,fast] [--declare NAME] [--ruleset ID] [--data DIR]
// Checks one airplane's plan and flies it from its scenario position: prints
// one JSON object with the verdict, the rules broken, and the pose after each
// card (the airplane flies even an illegal plan, as the chosen penalty says).

#include <algorithm>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "commands.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/words/plans.hpp"

namespace jasta::cli {

namespace {

int parseCardNumber(const std::string& text) {
    std::size_t used = 0;
    int number = 0;
    try {
        number = std::stoi(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || text.empty() || number < 1)
        throw InputError("\"" + text + "\" is not a card number (use the numbers printed on the cards, e.g. 1,5,12)");
    return number;
}

// A WW2 card's speed as the data names it, or as players say it (high, low).
Speed parseSpeed(const std::string& text) {
    const auto speed = text == "high" ? Speed::Fast : text == "low" ? Speed::Slow : parseName<Speed>(text);
    if (!speed || *speed == Speed::Normal) throw InputError("\"" + text + "\" is not a speed (fast or slow)");
    return *speed;
}

}  // namespace

int runMove(std::span<const std::string_view> args, std::ostream& out, std::ostream& err) {
    const Arguments arguments(args,
                              {"--scenario", "--aircraft", "--cards", "--speeds", "--declare", "--ruleset", "--data"});
    const GameData data = loadData(arguments);
    const Scenario scenario = loadScenario(data, arguments.required("--scenario"));
    const RuleSet& ruleSet = chooseRuleSet(data, scenario, arguments);
    const RuleOptions rules = RuleOptions::from(ruleSet, data.options);

    const std::string aircraftId = arguments.required("--aircraft");
    const auto placed = std::find_if(scenario.aircraft.begin(), scenario.aircraft.end(),
                                     [&](const auto& entry) { return entry.id == aircraftId; });
    if (placed == scenario.aircraft.end()) {
        std::string known;
        for (const auto& entry : scenario.aircraft) known += (known.empty() ? "" : ", ") + entry.id;
        throw InputError("no airplane \"" + aircraftId + "\" in scenario " + scenario.id + " (known: " + known + ")");
    }
    const AircraftType& type = *data.aircraftType(placed->type);
    const AircraftState start = initialState(*placed, type);
    const Flyer flyer = flyerOf(data, start, rules);

    const auto cardTexts = splitList(arguments.required("--cards"));
    if (cardTexts.size() != 3) throw InputError("--cards needs exactly three card numbers, e.g. 1,5,12");
    Plan plan;
    for (std::size_t i = 0; i < 3; ++i) {
        plan.cards[i].number = parseCardNumber(cardTexts[i]);
        if (flyer.deck.card(plan.cards[i].number) == nullptr)
            throw InputError("card " + cardTexts[i] + " is not in deck " + std::string(1, flyer.deck.letter) +
                             " of the " + type.name + " (cards 1 to " + std::to_string(flyer.deck.cards.back().number) +
                             ")");
    }
    if (auto speeds = arguments.value("--speeds")) {
        const auto texts = splitList(*speeds);
        if (texts.size() != 3) throw InputError("--speeds needs three speeds, e.g. fast,slow,fast");
        for (std::size_t i = 0; i < 3; ++i) plan.cards[i].speed = parseSpeed(texts[i]);
    } else if (scenario.era == Era::Ww2) {
        throw InputError("WW2 plans need --speeds (fast or slow for each card)");
    }
    if (scenario.era == Era::Ww1 && arguments.value("--speeds"))
        throw InputError("WW1 cards have no speed markers: leave out --speeds");
    if (auto declared = arguments.value("--declare")) {
        const auto declaration = parseName<Declaration>(*declared);
        if (!declaration || *declaration == Declaration::None)
            throw InputError("--declare takes " + nameList(kAnnouncedDeclarations, ", ", " or "));
        plan.declaration = *declaration;
    }

    const PlanResult result =
        flyPlan(flyer, start, plan, {scenario.tableWidth, scenario.tableHeight, scenario.landingFields});
    const words::EventNames names(data, {start});
    nlohmann::json output;
    output["legal"] = result.violations.empty();
    output["violations"] = nlohmann::json::array();
    for (const auto& violation : result.violations)
        output["violations"].push_back(
            {{"rule", violation.rule}, {"card", violation.card}, {"message", words::describe(violation)}});
    output["poses"] = nlohmann::json::array();
    output["events"] = nlohmann::json::array();
    for (const auto& step : result.steps) {
        nlohmann::json pose{
            {"x", rounded(step.after.x)}, {"y", rounded(step.after.y)}, {"heading", rounded(step.after.heading)},
            {"altitude", step.altitude},  {"climb", step.climb},        {"status", nameOf(step.status)},
            {"card", step.flownNumber}};
        if (step.flownSpeed != Speed::Normal) pose["speed"] = nameOf(step.flownSpeed);
        if (scenario.era == Era::Ww2) pose["fuel"] = step.fuel;
        if (step.penalty)
            pose["penalty"] = {{"deck", std::string(1, step.penalty->deck)},
                               {"cards", step.penalty->cards},
                               {"rule", step.penalty->rule}};
        output["poses"].push_back(pose);
        for (const auto& event : step.events) {
            auto json = eventJson(event, names);
            json["phase"] = step.phase;
            output["events"].push_back(json);
        }
    }
    out << output.dump() << '\n';
    (void)err;
    return kExitOk;
}

}  // namespace jasta::cli
