// Hostile or broken input (issue 13): every file Jasta reads goes through one
// checked parse that refuses deep nesting, duplicate keys, huge texts and
// huge files with the file and the pointer named; the caps on airplanes and
// commands; folders that cannot be listed; plans files that name what the
// scenario does not have; and fire orders at a target that is no longer legal.

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "flying_fixture.hpp"
#include "jasta/base/limits.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/save.hpp"
#include "jasta/game/script.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/words/events.hpp"
#include "mini_data.hpp"

namespace jasta::test {
namespace {

class CheckedParse : public MiniDataTest {
protected:
    std::string fileName(const std::string& relative) const { return (dir.path() / relative).generic_string(); }

    // Writes the mini data with `relative` replaced by `text`, loads it and
    // returns the first problem (the file itself; later ones follow from it).
    Diagnostic firstProblem(const std::string& relative, const std::string& text) {
        writeFiles(dir.path(), files);
        writeText(dir.path() / relative, text);
        Diagnostics diagnostics;
        loadGameData(dir.path(), diagnostics);
        if (diagnostics.empty()) return {};
        return diagnostics.items().front();
    }
};

TEST_F(CheckedParse, TensOfThousandsOfBracketsAreRefusedAtTheDepthCap) {
    // Read, hashed and reported as "must be an object": every step recursed
    // once per level and overflowed the stack.
    const auto problem = firstProblem("aircraft/spad.json", std::string(50'000, '['));
    EXPECT_EQ(problem.file, fileName("aircraft/spad.json"));
    std::string pointer;
    for (std::size_t level = 0; level < kMaxJsonDepth; ++level) pointer += "/0";
    EXPECT_EQ(problem.pointer, pointer);
    EXPECT_EQ(problem.message, "is nested more than 64 levels deep (objects and arrays inside each other)");
}

TEST_F(CheckedParse, DeepObjectsInAScenarioAreRefusedToo) {
    std::string text;
    for (int i = 0; i < 30'000; ++i) text += "{\"a\":";
    const auto problem = firstProblem("scenarios/duel.json", text);
    EXPECT_EQ(problem.file, fileName("scenarios/duel.json"));
    EXPECT_EQ(problem.pointer.substr(0, 6), "/a/a/a");
    EXPECT_NE(problem.message.find("nested more than 64 levels"), std::string::npos);
}

TEST_F(CheckedParse, NestingWithinTheCapStillLoads) {
    auto& aircraft = files["aircraft/spad.json"];
    Json deep = "end";
    for (int i = 0; i < 50; ++i) deep = Json::array({deep});
    aircraft["deep_extra"] = deep;  // unknown key: reported as such, not as nesting
    const auto problems = load();
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems.items()[0].pointer, "/deep_extra");
    EXPECT_EQ(problems.items()[0].message.find("nested"), std::string::npos) << problems.toString();
}

TEST_F(CheckedParse, ADuplicateKeyIsRefusedNamingIt) {
    // The second "structure" used to win silently.
    std::string text = files["aircraft/spad.json"].dump(2);
    text.insert(text.rfind('}'), ",\n  \"structure\": {\"value\": 99, \"source\": \"a typo\"}\n");
    const auto problem = firstProblem("aircraft/spad.json", text);
    EXPECT_EQ(problem.toString(), fileName("aircraft/spad.json") +
                                      ":/structure: the key \"structure\" appears twice in this object (each key "
                                      "may be given once)");
}

TEST_F(CheckedParse, ADuplicateKeyDeepInsideIsNamedByItsPointer) {
    const auto problem =
        firstProblem("scenarios/duel.json", R"({"aircraft": [{"id": "a"}, {"id": "b", "x": 1, "x": 2}]})");
    EXPECT_EQ(problem.pointer, "/aircraft/1/x");
}

TEST_F(CheckedParse, AHugeStringIsRefusedAtItsPointer) {
    files["aircraft/spad.json"]["name"] = std::string(kMaxStringBytes + 1, 'x');
    const auto problems = load();
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems.items()[0].toString(), fileName("aircraft/spad.json") + ":/name: has a text of " +
                                                  std::to_string(kMaxStringBytes + 1) +
                                                  " bytes, more than the 64 KiB a text may have");
}

TEST_F(CheckedParse, AHugeFileIsRefusedBeforeItIsRead) {
    writeFiles(dir.path(), files);
    const auto path = dir.path() / "geometry" / "huge.json";
    std::ofstream(path).put(' ');
    std::filesystem::resize_file(path, kMaxFileBytes + 1);  // sparse: costs no disk
    Diagnostics diagnostics;
    loadGameData(dir.path(), diagnostics);
    ASSERT_EQ(diagnostics.size(), 1u) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].toString(), fileName("geometry/huge.json") + ": the file is " +
                                                     std::to_string(kMaxFileBytes + 1) +
                                                     " bytes, more than the 32 MiB a file may have");
}

TEST_F(CheckedParse, ASymlinkLoopInTheDataIsADataProblemNotACrash) {
    writeFiles(dir.path(), files);
    std::filesystem::create_symlink("loop.json", dir.path() / "aircraft" / "loop.json");
    Diagnostics diagnostics;
    ASSERT_NO_THROW(loadGameData(dir.path(), diagnostics));
    ASSERT_FALSE(diagnostics.empty());
    EXPECT_EQ(diagnostics.items()[0].file, fileName("aircraft/loop.json"));
    EXPECT_EQ(diagnostics.items()[0].message.rfind("cannot be read (", 0), 0u) << diagnostics.toString();
}

TEST_F(CheckedParse, AFolderThatCannotBeListedIsNamed) {
    if (::geteuid() == 0) GTEST_SKIP() << "root reads every folder";
    writeFiles(dir.path(), files);
    const auto folder = dir.path() / "damage";
    std::filesystem::permissions(folder, std::filesystem::perms::none);
    Diagnostics diagnostics;
    ASSERT_NO_THROW(loadGameData(dir.path(), diagnostics));
    std::filesystem::permissions(folder, std::filesystem::perms::owner_all);
    ASSERT_FALSE(diagnostics.empty());
    EXPECT_EQ(diagnostics.items()[0].file, fileName("damage"));
    EXPECT_EQ(diagnostics.items()[0].message.rfind("the folder cannot be read", 0), 0u);
}

TEST_F(CheckedParse, AScenarioWithMoreAirplanesThanTheCapIsRefused) {
    auto& list = files["scenarios/duel.json"]["aircraft"];
    const Json first = list[0];
    list = Json::array();
    for (std::size_t i = 0; i <= kMaxAircraft; ++i) {
        Json airplane = first;
        airplane["id"] = "a" + std::to_string(i);
        airplane["x"] = 20 + 13 * (i % 64);
        airplane["y"] = 100 + 200 * (i / 64);
        list.push_back(airplane);
    }
    const auto problems = load();
    ASSERT_EQ(problems.size(), 1u) << problems.toString();
    EXPECT_EQ(problems.items()[0].toString(),
              fileName("scenarios/duel.json") + ":/aircraft: has 65 airplanes, more than the 64 a game may have");
}

TEST(Caps, ANewGameOfMoreAirplanesThanTheCapIsRefused) {
    GameSetup setup;
    setup.ruleset = "ww1-standard";
    setup.tableWidth = setup.tableHeight = 3000;
    setup.players = {{"Anna", Side::Entente, "#204080", {}}, {"Bert", Side::Central, "#802040", {}}};
    for (std::size_t i = 0; i <= kMaxAircraft; ++i) setup.players[i % 2].airplanes.push_back({"spad_xiii", ""});
    setup.players[1].airplanes.assign(setup.players[1].airplanes.size(), {"albatros_d3", ""});
    EXPECT_EQ(setupProblem(setup, shippedData()), "A game may have at most 64 airplanes; this one has 65.");
}

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(Caps, ASaveWithMoreCommandsThanTheCapIsRefusedBeforeReplaying) {
    auto json = Json::parse(readText(std::string(JASTA_TEST_DIR) + "/golden/saves/ww1_duel.jasta"));
    const Json command = json["commands"][0];
    json["commands"] = Json::array();
    for (std::size_t i = 0; i <= kMaxCommands; ++i) json["commands"].push_back(command);
    try {
        (void)parseSave(json.dump(), "big.jasta", shippedData());
        FAIL() << "a save past the command cap loaded";
    } catch (const SaveError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "big.jasta:/commands: has 50001 commands, more than the 50000 a saved game may have");
    }
}

TEST(Caps, ASaveWithADuplicateKeyIsRefused) {
    std::string text = readText(std::string(JASTA_TEST_DIR) + "/golden/saves/ww1_duel.jasta");
    text.insert(text.find('{') + 1, "\"seed\": 1,");
    try {
        (void)parseSave(text, "twice.jasta", shippedData());
        FAIL() << "a save with a key twice loaded";
    } catch (const SaveError& error) {
        EXPECT_EQ(error.diagnostics().items().at(0).pointer, "/seed");
    }
}

// --- Plans files -----------------------------------------------------------

Engine duelEngine() {
    return {shippedData(), presetRules("ww1-standard")};
}

TEST(PlansFile, AnAirplaneTheScenarioDoesNotHaveIsRefusedWherever) {
    const Scenario duel = *shippedData().scenario("ww1_duel");
    auto refusal = [&](ScriptedTurn turn) {
        turn.plans["spad"] = plan(1, 17, 2);
        turn.plans["albatros"] = plan(1, 17, 2);
        try {
            (void)playScript(duelEngine(), duel, "ww1-standard", 3, {turn});
        } catch (const ScriptError& error) {
            return std::string(error.what());
        }
        return std::string("accepted");
    };
    ScriptedTurn reorder;
    reorder.reorders["fokker"] = plan(1, 2, 3);
    EXPECT_EQ(refusal(reorder), "/turns/0/reorder/fokker: no airplane \"fokker\" in the scenario \"ww1_duel\"");
    ScriptedTurn fire;
    fire.fire["fokker"] = "spad";
    EXPECT_EQ(refusal(fire), "/turns/0/fire/fokker: no airplane \"fokker\" in the scenario \"ww1_duel\"");
    ScriptedTurn target;
    target.fire["spad"] = "fokker";
    EXPECT_EQ(refusal(target), "/turns/0/fire/spad: no airplane \"fokker\" in the scenario \"ww1_duel\"");
    ScriptedTurn weapon;
    weapon.fire["spad/rear"] = "albatros";
    EXPECT_EQ(refusal(weapon), "/turns/0/fire/spad/rear: \"spad\" has no weapon \"rear\"");
    ScriptedTurn tails;
    tails.tails["fokker"] = "";
    EXPECT_EQ(refusal(tails), "/turns/0/tails/fokker: no airplane \"fokker\" in the scenario \"ww1_duel\"");
    ScriptedTurn plans;
    plans.plans["fokker"] = plan(1, 2, 3);
    EXPECT_EQ(refusal(plans), "/turns/0/plans/fokker: no airplane \"fokker\" in the scenario \"ww1_duel\"");
}

TEST(FireOrders, ATargetThatIsNoLongerLegalBecomesAHoldThatSaysWhy) {
    // A third airplane behind the SPAD, flying away along the bottom edge:
    // never in the SPAD's arc, so an order written for it cannot be carried out.
    Scenario scenario = *shippedData().scenario("ww1_duel");
    ScenarioAircraft far = scenario.aircraft[1];
    far.id = "far";
    far.name = "Far Away";
    far.x = 100;
    far.y = 80;
    far.heading = 90;
    scenario.aircraft.push_back(far);
    ScriptedTurn turn;
    for (const auto& id : {"spad", "albatros", "far"}) turn.plans[id] = plan(1, 17, 2);
    turn.fire["spad"] = "far";
    turn.fire["albatros"] = "hold";
    turn.fire["far"] = "hold";
    PlayResult result;
    ASSERT_NO_THROW(result = playScript(duelEngine(), scenario, "ww1-standard", 3, {turn}));
    const Event* held = nullptr;
    for (const auto& event : result.events)
        if (event.kind() == EventKind::FireOrderHeld && event.aircraft == "spad") held = &event;
    ASSERT_NE(held, nullptr) << "the SPAD never had a fire decision";
    EXPECT_EQ(held->as<ev::FireOrderHeld>().target, "far");
    EXPECT_EQ(held->as<ev::FireOrderHeld>().because, ev::HeldBecause::NoShot);
    ASSERT_TRUE(held->as<ev::FireOrderHeld>().shot.has_value());
    EXPECT_EQ(held->as<ev::FireOrderHeld>().shot->verdict(), ShotVerdict::OutOfArc);
    const std::string text = words::describe(*held, words::EventNames(shippedData(), result.state.aircraft));
    EXPECT_EQ(text.rfind("René Fonck cannot fire the Twin Vickers at Far Away as ordered and holds fire: ", 0), 0u)
        << text;
    // The game went on: the turn was played to its end, and nobody was hit.
    EXPECT_EQ(result.state.turn, 2);
    EXPECT_EQ(result.state.find("albatros")->damage, 0);
}

TEST(FireOrders, AnUnknownTargetIsStillRefused) {
    ScriptedTurn turn;
    for (const auto& id : {"spad", "albatros"}) turn.plans[id] = plan(1, 17, 2);
    const Engine engine = duelEngine();
    Rng rng(3);
    auto state = newGame(engine, *shippedData().scenario("ww1_duel"), "ww1-standard", rng).state;
    while (state.stage != Stage::Fire && state.turn == 1) {
        const auto decisions = pending(state);
        ASSERT_FALSE(decisions.empty());
        state = apply(engine, state, *scriptedCommand(&turn, state, decisions.front()), rng).state;
    }
    ASSERT_EQ(state.stage, Stage::Fire);
    const auto decision = pending(state).front();
    EXPECT_THROW(apply(engine, state, FireOrder{decision.aircraft, decision.weapon, "nobody"}, rng), CommandError);
}

}  // namespace
}  // namespace jasta::test

namespace jasta::test {
namespace {

// possibleTails skips the pairs beyond the ruler before the full check (so
// that a phase of the largest game stays fast): it must find exactly the
// tails the full check finds for every pair.
TEST(Scaling, PossibleTailsFindsWhatCheckingEveryPairFinds) {
    const GameData& data = shippedData();
    const RuleOptions rules = presetRules("ww1-standard");
    Rng rng(7);
    std::size_t found = 0;
    for (int round = 0; round < 300; ++round) {
        std::vector<AircraftState> aircraft;
        for (int i = 0; i < 6; ++i) {
            const bool entente = i % 2 == 0;
            auto state = airplane(entente ? "spad_xiii" : "albatros_d3",
                                  {static_cast<double>(rng.below(700)), static_cast<double>(rng.below(700)),
                                   static_cast<double>(rng.below(360))},
                                  static_cast<int>(rng.below(2)) + 1);
            state.id = (entente ? "e" : "c") + std::to_string(i);
            aircraft.push_back(std::move(state));
        }
        std::vector<std::pair<std::string, std::string>> expected, actual;
        for (const auto& pursuer : aircraft)
            for (const auto& target : aircraft)
                if (pursuer.side != target.side && checkTail(data, rules, pursuer, target, aircraft, {}).possible)
                    expected.emplace_back(pursuer.id, target.id);
        for (const auto& tail : possibleTails(data, rules, aircraft, {}))
            actual.emplace_back(tail.pursuer, tail.target);
        std::sort(expected.begin(), expected.end());
        std::sort(actual.begin(), actual.end());
        ASSERT_EQ(actual, expected) << "round " << round;
        found += actual.size();
    }
    EXPECT_GT(found, 20u);  // the placements do make tails
}

}  // namespace
}  // namespace jasta::test
