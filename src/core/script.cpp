#include "jasta/game/script.hpp"

#include <algorithm>
#include <cmath>

#include "jasta/base/limits.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/rules/rockets.hpp"
#include "json_reader.hpp"

namespace jasta {

namespace {

using Json = nlohmann::json;

[[noreturn]] void bad(const std::string& pointer, const std::string& message) {
    throw std::invalid_argument(pointer + ": " + message);
}

}  // namespace

Plan scriptedPlanFromJson(const Json& json, const std::string& pointer) {
    // A plan is [n, n, n] or {"cards": [...], "speeds": [...], "declare": "..."}.
    if (!json.is_array() && !json.is_object())
        bad(pointer, std::string("must be three card numbers, or {\"cards\": [...], \"speeds\": [...]} (found ") +
                         json.type_name() + ")");
    const Json& cards = json.is_array() ? json : json.value("cards", Json());
    if (!cards.is_array() || cards.size() != 3)
        bad(pointer, "must be three card numbers, or {\"cards\": [...], \"speeds\": [...]}");
    Plan plan;
    for (std::size_t i = 0; i < 3; ++i) {
        if (!cards[i].is_number_integer())
            bad(pointer + (json.is_array() ? "/" : "/cards/") + std::to_string(i), "must be a card number");
        plan.cards[i].number = cards[i].get<int>();
    }
    if (json.is_object() && json.contains("speeds")) {
        const Json& speeds = json.at("speeds");
        if (!speeds.is_array() || speeds.size() != 3) bad(pointer + "/speeds", "must be three speeds (fast or slow)");
        for (std::size_t i = 0; i < 3; ++i) {
            auto speed = speeds[i].is_string() ? parseName<Speed>(speeds[i].get<std::string>()) : std::nullopt;
            if (!speed || *speed == Speed::Normal)
                bad(pointer + "/speeds/" + std::to_string(i), "must be \"fast\" or \"slow\"");
            plan.cards[i].speed = *speed;
        }
    }
    if (json.is_object() && json.contains("declare")) {
        const auto declared = json.at("declare").is_string()
                                  ? parseName<Declaration>(json.at("declare").get<std::string>())
                                  : std::nullopt;
        if (declared && *declared != Declaration::None)  // a plans file leaves "declare" out instead
            plan.declaration = *declared;
        else
            bad(pointer + "/declare", "must be " + nameList(kAnnouncedDeclarations, ", ", " or "));
    }
    return plan;
}

namespace {

template <class Map, class Read>
void readMap(const Json& turn, const char* key, const std::string& pointer, Map& into, Read read) {
    if (!turn.contains(key)) return;
    const Json& object = turn.at(key);
    if (!object.is_object()) bad(pointer + "/" + key, "must be an object keyed by airplane id");
    for (const auto& [id, value] : object.items()) into[id] = read(value, pointer + "/" + key + "/" + id);
}

// A token's place in a plans file, as the command has it:
// {"at": {"x": mm, "y": mm}, "altitude": 1 to 5}.
AimFlak flakPlaceFromJson(const Json& value, const std::string& where, FlakAction action) {
    if (!value.is_object()) bad(where, "must be {\"at\": {\"x\": mm, \"y\": mm}, \"altitude\": 1 to 5}");
    for (const auto& [key, field] : value.items())
        if (key != "at" && key != "altitude") bad(where + "/" + key, "is not a known field here (at, altitude)");
    Json command = value;
    command["type"] = "flak";
    command["battery"] = "-";  // the key the answer is written under
    command["action"] = nameOf(action);
    return std::get<AimFlak>(commandFromJson(command, where));
}

// {"place": {at, altitude} | "hold", "move": {at, altitude} | "keep", "fire": "burst" | "delay"}
ScriptedTurn::Flak scriptedFlakFromJson(const Json& value, const std::string& where) {
    if (!value.is_object()) bad(where, "must be an object with place, move and fire");
    ScriptedTurn::Flak flak;
    for (const auto& [key, field] : value.items()) {
        const std::string at = where + "/" + key;
        if (key == "place") {
            if (field != "hold") flak.place = flakPlaceFromJson(field, at, FlakAction::Place);
        } else if (key == "move") {
            if (field != "keep") flak.move = flakPlaceFromJson(field, at, FlakAction::Move);
        } else if (key == "fire") {
            if (field != "burst" && field != "delay") bad(at, "must be \"burst\" or \"delay\"");
            flak.delay = field == "delay";
        } else {
            bad(at, "is not a known field here (place, move, fire)");
        }
    }
    return flak;
}

}  // namespace

std::optional<PhaseHash> phaseHashOf(const Event& event) {
    const auto* end = event.get<ev::PhaseEnd>();
    if (end == nullptr) return std::nullopt;
    return PhaseHash{end->turn, end->phase, end->hash};
}

std::vector<ScriptedTurn> scriptFromJson(const Json& json) {
    if (!json.is_object()) bad("", "must be a JSON object");
    if (!json.contains("format_version") || json.at("format_version") != 1) bad("/format_version", "must be 1");
    if (!json.contains("turns")) bad("/turns", "must be an array of turns");
    return scriptTurnsFromJson(json.at("turns"), "/turns");
}

std::vector<ScriptedTurn> loadScriptFile(const std::filesystem::path& file, Diagnostics& diagnostics) {
    const std::string display = file.generic_string();
    const auto json = detail::readJsonFile(file, display, diagnostics);
    if (!json) return {};
    try {
        return scriptFromJson(*json);
    } catch (const std::invalid_argument& error) {
        // "/pointer: message"
        const std::string what = error.what();
        const auto colon = what.find(": ");
        diagnostics.add(display, what.substr(0, colon), colon == std::string::npos ? what : what.substr(colon + 2));
        return {};
    }
}

std::vector<ScriptedTurn> scriptTurnsFromJson(const Json& list, const std::string& at) {
    if (!list.is_array()) bad(at, "must be an array of turns");
    if (list.size() > kMaxCommands)
        bad(at, "has " + std::to_string(list.size()) + " turns, more than the " + std::to_string(kMaxCommands) +
                    " a plans file may have");
    std::vector<ScriptedTurn> turns;
    for (std::size_t t = 0; t < list.size(); ++t) {
        const Json& turn = list[t];
        const std::string pointer = at + "/" + std::to_string(t);
        if (!turn.is_object()) bad(pointer, "must be an object");
        for (const auto& [key, value] : turn.items())
            if (key != "plans" && key != "tails" && key != "reorder" && key != "fire" && key != "drops" &&
                key != "flak" && key != "winch" && key != "taxi" && key != "sun" && key != "notes")
                bad(pointer + "/" + key,
                    "is not a known field here (plans, tails, reorder, fire, drops, flak, winch, taxi, sun)");
        ScriptedTurn scripted;
        readMap(turn, "plans", pointer, scripted.plans, scriptedPlanFromJson);
        readMap(turn, "reorder", pointer, scripted.reorders, scriptedPlanFromJson);
        readMap(turn, "drops", pointer, scripted.drops, [](const Json& value, const std::string& where) {
            // BOMB-01: [before card 1, before card 2, before card 3], bombs each time.
            std::array<int, 3> counts{};
            if (!value.is_array() || value.size() != 3) bad(where, "must be three numbers of bombs, one a card");
            for (std::size_t k = 0; k < 3; ++k) {
                if (!value[k].is_number_integer() || value[k].get<long long>() < 0 ||
                    value[k].get<long long>() > kMaxBombs)
                    bad(where + "/" + std::to_string(k),
                        "must be a number of bombs from 0 to " + std::to_string(kMaxBombs));
                counts[k] = value[k].get<int>();
            }
            return counts;
        });
        readMap(turn, "flak", pointer, scripted.flak, scriptedFlakFromJson);
        readMap(turn, "taxi", pointer, scripted.taxi, [](const Json& value, const std::string& where) {
            Pose to;
            for (const auto& [key, field] :
                 {std::pair{"x", &to.x}, std::pair{"y", &to.y}, std::pair{"heading", &to.heading}}) {
                if (!value.is_object() || !value.contains(key) || !value[key].is_number() ||
                    !std::isfinite(value[key].get<double>()))
                    bad(where, "must be where the airplane taxis, {\"x\": mm, \"y\": mm, \"heading\": degrees}");
                *field = value[key].get<double>();
            }
            return to;
        });
        if (turn.contains("sun")) {  // WX-11: come in out of the sun now (true) or wait (false)
            if (!turn.at("sun").is_boolean())
                bad(pointer + "/sun", "must be true (come in out of the sun now) or false (wait)");
            scripted.sun = turn.at("sun").get<bool>();
        }
        if (turn.contains("winch")) {  // BAL-09: ["balloon id", ...]
            const Json& winch = turn.at("winch");
            if (!winch.is_array()) bad(pointer + "/winch", "must be an array of balloon ids");
            for (std::size_t k = 0; k < winch.size(); ++k) {
                if (!winch[k].is_string()) bad(pointer + "/winch/" + std::to_string(k), "must be a balloon's id");
                scripted.winch.push_back(winch[k].get<std::string>());
            }
        }
        readMap(turn, "tails", pointer, scripted.tails, [](const Json& value, const std::string& where) {
            if (!value.is_string()) bad(where, "must be the target's id, or \"\" for none");
            return value.get<std::string>();
        });
        if (turn.contains("fire")) {
            const Json& fire = turn.at("fire");
            if (!fire.is_object()) bad(pointer + "/fire", "must be an object keyed by airplane id");
            for (const auto& [id, value] : fire.items()) {
                const std::string where = pointer + "/fire/" + id;
                if (value.is_string()) {
                    scripted.fire[id] = value.get<std::string>();
                } else if (value.is_object()) {
                    for (const auto& [weapon, target] : value.items()) {
                        if (!target.is_string()) bad(where + "/" + weapon, "must be a target id or \"hold\"");
                        scripted.fire[id + "/" + weapon] = target.get<std::string>();
                    }
                } else {
                    bad(where, "must be a target id, \"hold\", or {weapon: target}");
                }
            }
        }
        turns.push_back(std::move(scripted));
    }
    return turns;
}

std::optional<Command> scriptedCommand(const ScriptedTurn* turn, const GameState& state, const Decision& decision) {
    static const ScriptedTurn kEmpty;
    const ScriptedTurn& scripted = turn != nullptr ? *turn : kEmpty;
    if (decision.kind == DecisionKind::Plan) {
        auto plan = scripted.plans.find(decision.aircraft);
        if (plan == scripted.plans.end()) return std::nullopt;
        return SubmitPlan{decision.aircraft, plan->second};
    }
    if (decision.kind == DecisionKind::Tail) {
        auto tail = scripted.tails.find(decision.aircraft);
        return ChooseTail{decision.aircraft, tail != scripted.tails.end() ? tail->second : decision.options.front()};
    }
    if (decision.kind == DecisionKind::Reorder) {
        auto reorder = scripted.reorders.find(decision.aircraft);
        return ReorderPlan{decision.aircraft,
                           reorder != scripted.reorders.end() ? reorder->second : state.plans.at(decision.aircraft)};
    }
    if (decision.kind == DecisionKind::Sun)  // WX-11: nothing written, in as soon as it has prey
        return SunEntryChoice{scripted.sun.value_or(!sunPrey(state).empty())};
    if (decision.kind == DecisionKind::Taxi) {  // GND-08 / GND-17: nothing written, it stays
        const auto taxi = scripted.taxi.find(decision.aircraft);
        return Taxi{decision.aircraft, taxi != scripted.taxi.end() ? std::optional<Pose>(taxi->second) : std::nullopt};
    }
    if (decision.kind == DecisionKind::Drop) {
        // Nothing written: the bombs stay aboard. Before card state.phase + 1.
        auto drops = scripted.drops.find(decision.aircraft);
        const auto card = static_cast<std::size_t>(std::clamp(state.phase, 0, 2));
        return DropBombs{decision.aircraft, drops != scripted.drops.end() ? drops->second[card] : 0};
    }
    if (decision.kind == DecisionKind::Flak) {
        const auto found = scripted.flak.find(decision.aircraft);
        const ScriptedTurn::Flak none;
        const ScriptedTurn::Flak& flak = found != scripted.flak.end() ? found->second : none;
        const std::string& step = decision.options.front();  // place, keep or burst
        AimFlak aim{decision.aircraft, FlakAction::Hold, {}, 0};
        if (step == nameOf(FlakAction::Place) && flak.place) aim = *flak.place;
        if (step == nameOf(FlakAction::Keep)) aim.action = FlakAction::Keep;
        if (step == nameOf(FlakAction::Keep) && flak.move) aim = *flak.move;
        if (step == nameOf(FlakAction::Burst)) aim.action = flak.delay ? FlakAction::Delay : FlakAction::Burst;
        aim.battery = decision.aircraft;
        return aim;
    }
    auto order = scripted.fire.find(decision.aircraft + "/" + decision.weapon);
    if (order == scripted.fire.end()) order = scripted.fire.find(decision.aircraft);
    if (order != scripted.fire.end() && order->second == "unjam") return Unjam{decision.aircraft, decision.weapon};
    std::string target = decision.options.front();  // the best legal target
    if (order != scripted.fire.end()) target = order->second == "hold" ? "" : order->second;
    return FireOrder{decision.aircraft, decision.weapon, target};
}

namespace {

// Refuses an airplane id, weapon or target that the scenario does not have:
// a typo in a plans file must not be ignored silently (the default decision
// would be taken instead, and the game would not be the one written).
void checkScriptNames(const Engine& engine, const Scenario& scenario, const std::vector<ScriptedTurn>& turns) {
    auto placed = [&](std::string_view id) -> const ScenarioAircraft* {
        for (const auto& airplane : scenario.aircraft)
            if (airplane.id == id) return &airplane;
        return nullptr;
    };
    auto known = [&](const std::string& where, std::string_view id) {
        if (placed(id) == nullptr)
            throw ScriptError(where, "no airplane \"" + std::string(id) + "\" in the scenario \"" + scenario.id + "\"");
    };
    for (std::size_t t = 0; t < turns.size(); ++t) {
        const std::string pointer = "/turns/" + std::to_string(t);
        const ScriptedTurn& turn = turns[t];
        for (const auto& [id, plan] : turn.plans) known(pointer + "/plans/" + id, id);
        for (const auto& [id, plan] : turn.reorders) known(pointer + "/reorder/" + id, id);
        for (const auto& [id, counts] : turn.drops) known(pointer + "/drops/" + id, id);
        for (const auto& [id, to] : turn.taxi) known(pointer + "/taxi/" + id, id);
        for (const auto& [id, flak] : turn.flak) {
            const std::string& battery = id;  // a lambda cannot capture a structured binding (clang 14)
            const bool placedBattery = std::any_of(scenario.targets.begin(), scenario.targets.end(),
                                                   [&](const ScenarioTarget& target) { return target.id == battery; });
            if (!placedBattery)
                throw ScriptError(pointer + "/flak/" + id,
                                  "no flak battery \"" + id + "\" in the scenario \"" + scenario.id + "\"");
        }
        for (std::size_t k = 0; k < turn.winch.size(); ++k) {
            const std::string& balloon = turn.winch[k];
            const bool placedBalloon = std::any_of(scenario.targets.begin(), scenario.targets.end(),
                                                   [&](const ScenarioTarget& target) { return target.id == balloon; });
            if (!placedBalloon)
                throw ScriptError(pointer + "/winch/" + std::to_string(k),
                                  "no balloon \"" + balloon + "\" in the scenario \"" + scenario.id + "\"");
        }
        for (const auto& [id, target] : turn.tails) {
            known(pointer + "/tails/" + id, id);
            if (!target.empty()) known(pointer + "/tails/" + id, target);
        }
        for (const auto& [key, target] : turn.fire) {
            const std::string where = pointer + "/fire/" + key;
            const auto slash = key.find('/');
            const std::string id = key.substr(0, slash);
            known(where, id);
            if (slash != std::string::npos) {
                const std::string weapon = key.substr(slash + 1);
                const ScenarioAircraft& airplane = *placed(id);
                const AircraftType* type = engine.data.aircraftType(airplane.type);
                const bool armed = type != nullptr && weaponById(*type, weapon) &&
                                   (!isRocketWeapon(weapon) || airplane.rockets > 0);  // RKT-01: loaded
                if (!armed) throw ScriptError(where, "\"" + id + "\" has no weapon \"" + weapon + "\"");
            }
            // A fire order may name a ground target of the scenario too (AA-01: defences are fired at).
            const std::string& named = target;  // a lambda cannot capture a structured binding (clang 14)
            const bool ground =
                std::any_of(scenario.targets.begin(), scenario.targets.end(),
                            [&](const ScenarioTarget& placedTarget) { return placedTarget.id == named; });
            if (target != "hold" && target != "unjam" && !ground) known(where, target);
        }
    }
}

}  // namespace

PlayResult playScript(const Engine& engine, const Scenario& scenario, const std::string& rulesetId, std::uint64_t seed,
                      const std::vector<ScriptedTurn>& turns, const std::function<void(GameState&)>& prepare) {
    auto result = playScriptUntilRefused(engine, scenario, rulesetId, seed, turns, prepare);
    if (result.refusal) throw *result.refusal;
    return result;
}

PlayResult playScriptUntilRefused(const Engine& engine, const Scenario& scenario, const std::string& rulesetId,
                                  std::uint64_t seed, const std::vector<ScriptedTurn>& turns,
                                  const std::function<void(GameState&)>& prepare) {
    PlayResult result;
    try {
        checkScriptNames(engine, scenario, turns);
    } catch (const ScriptError& error) {
        result.refusal = error;
        return result;
    }
    result.rng = Rng(seed);
    auto started = newGame(engine, scenario, rulesetId, result.rng);
    result.state = std::move(started.state);
    result.events = std::move(started.events);
    if (prepare) prepare(result.state);
    auto run = [&](const Command& command, const std::string& where) {
        try {
            auto applied = apply(engine, result.state, command, result.rng);
            result.state = std::move(applied.state);
            for (const auto& event : applied.events)
                if (auto hash = phaseHashOf(event)) result.hashes.push_back(std::move(*hash));
            result.events.insert(result.events.end(), applied.events.begin(), applied.events.end());
        } catch (const CommandError& error) {
            result.refusal = ScriptError(where, error.what());
            return false;
        }
        result.commands.push_back(command);
        return true;
    };

    std::size_t winchesGiven = 0;  // the number (index + 1) of the last turn whose winch orders were given
    while (result.state.stage != Stage::Over) {
        const std::size_t index = static_cast<std::size_t>(result.state.turn - 1);
        if (index >= turns.size()) break;  // the script ends here
        const std::string pointer = "/turns/" + std::to_string(index);
        // BAL-09: the turn's winch orders, once its plans are being made.
        if (winchesGiven != index + 1 && result.state.stage == Stage::Planning) {
            winchesGiven = index + 1;
            bool given = true;
            for (std::size_t k = 0; k < turns[index].winch.size() && given; ++k)
                given = run(WinchBalloon{turns[index].winch[k]}, pointer + "/winch/" + std::to_string(k));
            if (!given) break;
        }
        const auto decisions = pending(result.state);
        if (decisions.empty()) break;
        const Decision& decision = decisions.front();
        const auto command = scriptedCommand(&turns[index], result.state, decision);
        if (!command) {
            result.refusal = ScriptError(pointer + "/plans", "no plan for \"" + decision.aircraft + "\"");
            break;
        }
        const std::string key = decision.kind == DecisionKind::Plan      ? "/plans/"
                                : decision.kind == DecisionKind::Tail    ? "/tails/"
                                : decision.kind == DecisionKind::Reorder ? "/reorder/"
                                : decision.kind == DecisionKind::Drop    ? "/drops/"
                                : decision.kind == DecisionKind::Flak    ? "/flak/"
                                : decision.kind == DecisionKind::Taxi    ? "/taxi/"
                                                                         : "/fire/";
        // WX-11: the sun's choice is the turn's, not an airplane's.
        if (!run(*command, decision.kind == DecisionKind::Sun ? pointer + "/sun" : pointer + key + decision.aircraft))
            break;
    }
    return result;
}

}  // namespace jasta
