// Saves and replays (issue 6): the round trip play -> save -> load gives the
// same state at every phase; the golden saves keep loading and verifying;
// every truncation and random byte flips of a save are refused with a
// `file:/pointer: message` or load as a game that replays; every refusal
// names the problem.

#include <gtest/gtest.h>
#include <algorithm>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "flying_fixture.hpp"
#include "jasta/base/atomic_file.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/game/replay.hpp"
#include "jasta/game/save.hpp"

namespace jasta::test {
namespace {

// Saves write every played option (expandRuleSet), and old saves' options that
// are not played are dropped when read.
std::size_t playedOptionCount(const GameData& data) {
    return static_cast<std::size_t>(std::count_if(data.options.options.begin(), data.options.options.end(),
                                                  [](const RuleOption& option) { return option.played; }));
}

const std::string kGoldenDir = std::string(JASTA_TEST_DIR) + "/golden/";

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<ScriptedTurn> goldenScript(const std::string& name) {
    return scriptFromJson(nlohmann::json::parse(readText(kGoldenDir + name)));
}

// The golden WW1 duel played live, with the state at every phase end as the
// engine saw it, and its save.
struct LiveGame {
    PlayResult result;
    std::vector<nlohmann::json> phaseStates;  // toJson(state) at every phase end
    SavedGame save;
};

LiveGame playDuel() {
    const auto& data = shippedData();
    const Scenario& scenario = *data.scenario("ww1_duel");
    const RuleSet& ruleSet = *data.ruleset("ww1-standard");
    LiveGame live;
    Engine engine{data, RuleOptions::from(ruleSet, data.options)};
    engine.onPhaseEnd = [&](const GameState& state, const Rng&) { live.phaseStates.push_back(toJson(state)); };
    live.result = playScript(engine, scenario, ruleSet.id, 2026, goldenScript("ww1_duel_game.plans.json"));
    live.save = newSave(data, scenario, ruleSet, 2026, "2026-01-01T00:00:00Z");
    live.save.commands = live.result.commands;
    live.save.hashes = live.result.hashes;
    live.save.endHash = stateHash(live.result.state, live.result.rng);
    return live;
}

std::string saveText(const SavedGame& game) {
    return toJson(game).dump(2) + "\n";
}

// The message of the SaveError that parsing `text` throws ("" when it loads).
std::string refusal(const std::string& text, const std::string& file = "game.jasta") {
    try {
        (void)parseSave(text, file, shippedData());
    } catch (const SaveError& error) {
        return error.what();
    }
    return "";
}

TEST(ScenarioJson, EveryShippedScenarioRoundTripsThroughTheLoader) {
    const auto& data = shippedData();
    for (const auto& [id, scenario] : data.scenarios) {
        Diagnostics diagnostics;
        const auto json = toJson(scenario);
        const auto read = scenarioFromJson(json, "embedded", data, diagnostics);
        ASSERT_TRUE(read.has_value()) << id << "\n" << diagnostics.toString();
        EXPECT_EQ(toJson(*read), json) << id;
        EXPECT_EQ(read->aircraft.size(), scenario.aircraft.size());
        EXPECT_EQ(read->landingFields.size(), scenario.landingFields.size());
    }
}

TEST(ScenarioJson, ProblemsCarryThePointerPrefix) {
    auto json = toJson(*shippedData().scenario("ww1_duel"));
    json["aircraft"][1]["type"] = "fokker_e3";
    Diagnostics diagnostics;
    EXPECT_FALSE(scenarioFromJson(json, "save.jasta", shippedData(), diagnostics, "/scenario"));
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics.items()[0].toString(),
              "save.jasta:/scenario/aircraft/1/type: aircraft type \"fokker_e3\" is not in the data");
}

TEST(SaveRoundTrip, LoadedGameHasTheSameStateAtEveryPhase) {
    const LiveGame live = playDuel();
    const SavedGame loaded = parseSave(saveText(live.save), "duel.jasta", shippedData());
    EXPECT_EQ(loaded.commands, live.save.commands);
    EXPECT_EQ(loaded.hashes, live.save.hashes);
    EXPECT_EQ(loaded.seed, 2026u);
    EXPECT_EQ(loaded.ruleSet.values.size(), playedOptionCount(shippedData()));
    EXPECT_EQ(toJson(loaded), toJson(live.save));

    const Replay replay(shippedData(), loaded);
    EXPECT_TRUE(replay.verified()) << (replay.mismatch() ? replay.mismatch()->describe() : "");
    ASSERT_EQ(replay.steps().size(), live.phaseStates.size() + 1);  // + the start
    EXPECT_EQ(replay.steps().front().phase, 0);
    for (std::size_t i = 1; i < replay.steps().size(); ++i) {
        const GamePoint point = replay.stateAt(i);
        EXPECT_EQ(toJson(point.state), live.phaseStates[i - 1]) << "step " << i;
        EXPECT_EQ(stateHash(point.state, point.rng), replay.steps()[i].hash) << "step " << i;
    }
    EXPECT_EQ(toJson(replay.end().state), toJson(live.result.state));
    EXPECT_EQ(replay.events().size(), live.result.events.size());
    EXPECT_EQ(replay.eventsUntil(replay.steps().size() - 1).back().kind(), EventKind::PhaseEnd);
}

TEST(SaveRoundTrip, AGameWithChangedRulesLoadsWithThem) {
    // The New Game dialog's "More rules" page: a preset with options changed.
    const auto& data = shippedData();
    const RuleSet custom = customRuleSet(*data.ruleset("ww1-standard"), {{"max_altitude", "4"}}, data.options);
    ASSERT_NE(custom.id, "ww1-standard");
    const Scenario& scenario = *data.scenario("ww1_duel");
    SavedGame save = newSave(data, scenario, custom, 5);
    const Engine engine{data, RuleOptions::from(custom, data.options)};
    Rng rng(5);
    GameState state = newGame(engine, scenario, custom.id, rng).state;
    for (const auto& command : playDuel().save.commands) {
        Applied applied = apply(engine, state, command, rng);
        state = std::move(applied.state);
        recordCommand(save, command, applied.events, state, rng);
        if (save.hashes.size() >= 6) break;
    }
    const SavedGame loaded = parseSave(saveText(save), "custom.jasta", data);
    EXPECT_EQ(loaded.ruleSet.id, custom.id);
    EXPECT_EQ(loaded.ruleSet.values.at("max_altitude"), "4");
    EXPECT_EQ(loaded.ruleSet.values, expandRuleSet(custom, data.options).values);
    const Replay replay(data, loaded);
    EXPECT_TRUE(replay.verified()) << (replay.mismatch() ? replay.mismatch()->describe() : "refused");
}

TEST(SaveRoundTrip, CheckpointSpacingDoesNotChangeAnyState) {
    const LiveGame live = playDuel();
    const Replay every(shippedData(), live.save, 1);
    const Replay none(shippedData(), live.save, 100000);
    ASSERT_EQ(every.steps().size(), none.steps().size());
    for (std::size_t i = 0; i < every.steps().size(); ++i)
        EXPECT_EQ(toJson(every.stateAt(i).state), toJson(none.stateAt(i).state)) << "step " << i;
}

TEST(SaveRoundTrip, RecordingALiveGameGivesTheSameSave) {
    const auto& data = shippedData();
    const LiveGame live = playDuel();
    SavedGame recorded =
        newSave(data, *data.scenario("ww1_duel"), *data.ruleset("ww1-standard"), 2026, "2026-01-01T00:00:00Z");
    const Engine engine{data, RuleOptions::from(*data.ruleset("ww1-standard"), data.options)};
    Rng rng(2026);
    GameState state = newGame(engine, *data.scenario("ww1_duel"), "ww1-standard", rng).state;
    for (const auto& command : live.save.commands) {
        Applied applied = apply(engine, state, command, rng);
        state = std::move(applied.state);
        recordCommand(recorded, command, applied.events, state, rng);
    }
    EXPECT_EQ(toJson(recorded), toJson(live.save));
}

TEST(SaveRoundTrip, TakeOverContinuesAsTheOriginalGame) {
    const auto& data = shippedData();
    const LiveGame live = playDuel();
    const Replay replay(data, live.save);
    const auto step = replay.findStep(4, 2);
    ASSERT_TRUE(step.has_value());
    const SavedGame taken = replay.takeOver(*step);
    EXPECT_EQ(taken.commands.size(), replay.steps()[*step].commands);
    EXPECT_LT(taken.commands.size(), live.save.commands.size());
    EXPECT_EQ(taken.hashes.back().turn, 4);

    // The new game loads and verifies on its own...
    const Replay again(data, parseSave(saveText(taken), "taken.jasta", data));
    EXPECT_TRUE(again.verified());
    // ...and playing the original's next command gives the original's next state.
    const Engine engine = again.engine();
    GamePoint point = again.end();
    for (std::size_t i = taken.commands.size(); i < live.save.commands.size(); ++i)
        point.state = apply(engine, std::move(point.state), live.save.commands[i], point.rng).state;
    EXPECT_EQ(stateHash(point.state, point.rng), live.save.endHash);
}

// --- golden saves: must load and verify in every later version ------------

// A golden save replays exactly as recorded: those played before a rule fix
// under the rules revision they were played with (kRulesRevision).
void expectVerified(const std::string& name, const Replay& replay) {
    EXPECT_TRUE(replay.verified()) << name << ": " << (replay.mismatch() ? replay.mismatch()->describe() : "refused");
}

TEST(GoldenSaves, LoadAndVerify) {
    for (const char* name : {"ww1_duel_v3.jasta", "ww2_channel_v3.jasta", "ww1_duel.jasta", "ww2_channel.jasta",
                             "ww1_duel_v1.jasta", "ww2_channel_v1.jasta", "ww1_duel_advanced_v1.jasta"}) {
        const SavedGame game = readSaveFile(kGoldenDir + "saves/" + name, shippedData());
        const Replay replay(shippedData(), game);
        expectVerified(name, replay);
        EXPECT_EQ(replay.appliedCommands(), game.commands.size()) << name;
        EXPECT_EQ(replay.end().state.stage, Stage::Over) << name;
        EXPECT_EQ(replay.steps().size(), game.hashes.size() + 1) << name;
    }
}

// Games played before a rule was fixed replay under the rules revision they
// were played with, and only so: read under today's revision the duel
// differs at the SPAD's wound of turn 2 phase 2 (DMG-06 counts one more
// manoeuvre since), the channel at the Bf 110's rear-gun jam of turn 1
// phase 3 (DMG-10). A format 3 save names its revision; a revision this
// Jasta does not know is refused with its pointer.
TEST(GoldenSaves, OldGamesReplayUnderTheRulesRevisionTheyWerePlayedWith) {
    const auto& data = shippedData();
    for (const auto& [name, turn, phase] : {std::tuple{"ww1_duel.jasta", 2, 2}, std::tuple{"ww2_channel.jasta", 1, 3},
                                            std::tuple{"ww1_duel_v1.jasta", 2, 2}}) {
        const SavedGame old = readSaveFile(kGoldenDir + "saves/" + name, data);
        EXPECT_EQ(old.rulesRevision, 1) << name;
        expectVerified(name, Replay(data, old));
        // Under revision 2, the fix (later revisions change more: revision 4
        // scores the WW2 game from its first phase on).
        SavedGame underToday = old;
        underToday.rulesRevision = 2;
        const Replay today(data, underToday);
        ASSERT_TRUE(today.mismatch().has_value()) << name << ": the fix changes nothing in this game";
        EXPECT_EQ(std::pair(today.mismatch()->turn, today.mismatch()->phase), std::pair(turn, phase)) << name;
    }
    // New games are played under today's revision and say so.
    const LiveGame live = playDuel();
    EXPECT_EQ(live.save.rulesRevision, kRulesRevision);
    auto json = nlohmann::json::parse(saveText(live.save));
    EXPECT_EQ(json["rules_revision"], kRulesRevision);
    // A format 3 file written before the field existed was played under revision 2.
    json.erase("rules_revision");
    EXPECT_EQ(parseSave(json.dump(), "game.jasta", data).rulesRevision, 2);
    json["rules_revision"] = kRulesRevision + 1;
    EXPECT_NE(refusal(json.dump()).find("game.jasta:/rules_revision: must be a whole number from 1 to"),
              std::string::npos)
        << refusal(json.dump());
    json["rules_revision"] = "1";
    EXPECT_NE(refusal(json.dump()).find("/rules_revision"), std::string::npos);
}

TEST(GoldenSaves, VersionOneIsMigratedToTheSameGame) {
    const auto& data = shippedData();
    const SavedGame old = readSaveFile(kGoldenDir + "saves/ww1_duel_v1.jasta", data);
    const SavedGame current = readSaveFile(kGoldenDir + "saves/ww1_duel.jasta", data);
    EXPECT_EQ(old.formatVersion, 1);
    EXPECT_EQ(current.formatVersion, 2);
    EXPECT_EQ(toJson(old.scenario), toJson(current.scenario));
    EXPECT_EQ(old.ruleSet.values, current.ruleSet.values);
    EXPECT_EQ(old.dataHash, dataHash(data, old.scenario));
    EXPECT_TRUE(old.endHash.empty());
    const Replay a(data, old), b(data, current);
    EXPECT_EQ(toJson(a.end().state), toJson(b.end().state));
    // Written again, it is a version 3 save.
    EXPECT_EQ(toJson(old)["format_version"], 3);
}

// The format 1 files of tests/golden/saves were written by the old program
// itself (README.md there): migrated, each is a format 2 game that replays
// the hashes the old program recorded, and written again it stays that game.
TEST(GoldenSaves, RealVersionOneFilesMigrateAndReplay) {
    const auto& data = shippedData();
    for (const char* name : {"ww1_duel_v1.jasta", "ww2_channel_v1.jasta", "ww1_duel_advanced_v1.jasta"}) {
        const SavedGame old = readSaveFile(kGoldenDir + "saves/" + name, data);
        EXPECT_EQ(old.formatVersion, 1) << name;
        EXPECT_EQ(old.programVersion, "0.1.0") << name;
        // Every option written out; those not played (cloud cover, ...) are dropped on reading.
        EXPECT_EQ(old.ruleSet.values.size(), playedOptionCount(data)) << name << ": every option written out";
        EXPECT_EQ(toJson(old.scenario), toJson(*data.scenario(old.scenario.id))) << name;
        EXPECT_EQ(old.dataHash, dataHash(data, old.scenario)) << name;
        EXPECT_TRUE(old.endHash.empty()) << name << ": format 1 had no end hash";
        ASSERT_FALSE(old.hashes.empty()) << name;
        const Replay replay(data, old);
        expectVerified(name, replay);
        EXPECT_EQ(old.rulesRevision, 1) << name << ": played before issue 13's counter fix";
        // Saved again it is a format 3 file of the same game: its hashes
        // recomputed by the replay that verified them, an end hash now.
        const SavedGame& again = replay.save();
        EXPECT_EQ(again.hashes.size(), old.hashes.size()) << name;
        EXPECT_EQ(again.endHash, stateHash(replay.end().state, replay.end().rng)) << name;
        const SavedGame reread = parseSave(saveText(again), name, data);
        EXPECT_EQ(reread.formatVersion, 3) << name;
        EXPECT_EQ(reread.ruleSet.values, old.ruleSet.values) << name;
        const Replay second(data, reread);
        expectVerified(name, second);
        EXPECT_EQ(reread.rulesRevision, 1) << name << ": written again, still the rules it was played with";
        EXPECT_EQ(toJson(second.end().state), toJson(replay.end().state)) << name;
        for (std::size_t step = 0; step < replay.steps().size(); step += 5)
            EXPECT_EQ(toJson(second.stateAt(step).state), toJson(replay.stateAt(step).state)) << name << " " << step;
    }
    // The WW2 file is the same game as the format 2 golden save.
    const SavedGame channelOld = readSaveFile(kGoldenDir + "saves/ww2_channel_v1.jasta", data);
    const SavedGame channel = readSaveFile(kGoldenDir + "saves/ww2_channel.jasta", data);
    EXPECT_EQ(channelOld.commands, channel.commands);
    EXPECT_EQ(channelOld.hashes, channel.hashes);
    // Format 2 recorded the hash function of its time: the same in both.
    EXPECT_EQ(channelOld.hashes.front(), channel.hashes.front());
}

// The program that wrote format 1 counted the ammunition of "s003" as shots;
// the option's value means console cards (FIRE-26) now. The migration reads
// it as the shot counter, and only so do the recorded hashes verify.
TEST(GoldenSaves, VersionOneAmmunitionIsTheShotCounterItWas) {
    const auto& data = shippedData();
    ASSERT_EQ(data.ruleset("ww1-advanced")->values.at("ammunition"), "s003");
    const SavedGame old = readSaveFile(kGoldenDir + "saves/ww1_duel_advanced_v1.jasta", data);
    EXPECT_EQ(old.ruleSet.id, "ww1-advanced");
    EXPECT_EQ(old.ruleSet.values.at("ammunition"), "shot_counter");
    EXPECT_EQ(old.ruleSet.values.at("ammunition_count"),
              data.ruleset("ww1-advanced")->value(data.options, "ammunition_count"));
    // Migrated, it replays the old program's game; read as today's "s003"
    // it differs at once.
    expectVerified("ww1_duel_advanced_v1.jasta", Replay(data, old));
    SavedGame asToday = old;
    asToday.ruleSet.values["ammunition"] = "s003";
    const Replay differs(data, asToday);
    ASSERT_TRUE(differs.mismatch().has_value());
    EXPECT_EQ(differs.mismatch()->turn, 1);
    EXPECT_EQ(differs.mismatch()->phase, 1) << "the console cards are dealt before the first phase";
    // Rule sets without limited ammunition are read as they are.
    const SavedGame standard = readSaveFile(kGoldenDir + "saves/ww1_duel_v1.jasta", data);
    EXPECT_EQ(standard.ruleSet.values, expandRuleSet(*data.ruleset("ww1-standard"), data.options).values);
}

// A rule fixed since format 1 (DMG-19: an airplane lost in a collision
// crash-lands too) cannot be undone by any option: such an old game replays
// to its end and says where it parts from the recorded one.
TEST(GoldenSaves, AnOldGameOfAFixedRuleSaysWhereItDiffers) {
    const auto& data = shippedData();
    const SavedGame old = readSaveFile(kGoldenDir + "saves/ww1_duel_advanced_differs_v1.jasta", data);
    const Replay replay(data, old);
    ASSERT_TRUE(replay.mismatch().has_value());
    EXPECT_FALSE(replay.problem().has_value());
    EXPECT_EQ(replay.mismatch()->turn, 2);
    EXPECT_EQ(replay.mismatch()->phase, 3);
    EXPECT_EQ(replay.mismatch()->expected, old.hashes[5].hash);
    EXPECT_EQ(replay.appliedCommands(), old.commands.size());
    bool crashed = false;
    for (const auto& event : replay.events()) crashed = crashed || event.kind() == EventKind::Crash;
    EXPECT_TRUE(crashed) << "the crash landing the old program left out";
}

// --- hashes -------------------------------------------------------------

TEST(SaveVerification, AChangedPhaseHashIsTheFirstMismatch) {
    LiveGame live = playDuel();
    live.save.hashes[7].hash = "0123456789abcdef";
    const Replay replay(shippedData(), parseSave(saveText(live.save), "x.jasta", shippedData()));
    ASSERT_TRUE(replay.mismatch().has_value());
    EXPECT_EQ(replay.mismatch()->turn, live.save.hashes[7].turn);
    EXPECT_EQ(replay.mismatch()->phase, live.save.hashes[7].phase);
    EXPECT_EQ(replay.mismatch()->expected, "0123456789abcdef");
    EXPECT_EQ(replay.mismatch()->actual, live.result.hashes[7].hash);
    EXPECT_NE(replay.mismatch()->describe().find("turn 3, phase 2"), std::string::npos)
        << replay.mismatch()->describe();
}

TEST(SaveVerification, ADifferentSeedMismatchesAtTheFirstPhase) {
    LiveGame live = playDuel();
    live.save.seed = 2027;
    const Replay replay(shippedData(), live.save);
    ASSERT_TRUE(replay.mismatch().has_value());
    EXPECT_EQ(replay.mismatch()->turn, 1);
    EXPECT_EQ(replay.mismatch()->phase, 1);
}

TEST(SaveVerification, MissingPhasesAndEndHashAreMismatches) {
    LiveGame live = playDuel();
    live.save.commands.pop_back();  // the game now stops before its last phases
    const Replay shorter(shippedData(), live.save);
    ASSERT_TRUE(shorter.mismatch().has_value());
    EXPECT_TRUE(shorter.mismatch()->actual.empty());

    LiveGame other = playDuel();
    other.save.endHash = "ffffffffffffffff";
    const Replay end(shippedData(), other.save);
    ASSERT_TRUE(end.mismatch().has_value());
    EXPECT_TRUE(end.mismatch()->atEnd);
}

TEST(SaveVerification, ARefusedCommandStopsTheReplayAndSaysWhere) {
    LiveGame live = playDuel();
    std::get<SubmitPlan>(live.save.commands[2]).aircraft = "nobody";
    const Replay replay(shippedData(), parseSave(saveText(live.save), "x.jasta", shippedData()));
    ASSERT_TRUE(replay.problem().has_value());
    EXPECT_EQ(replay.problem()->file, "x.jasta");
    EXPECT_EQ(replay.problem()->pointer, "/commands/2");
    EXPECT_NE(replay.problem()->message.find("no airplane \"nobody\""), std::string::npos);
    EXPECT_EQ(replay.appliedCommands(), 2u);
}

// --- bad files ----------------------------------------------------------

TEST(SaveErrors, EachProblemNamesFilePointerAndCause) {
    const auto base = nlohmann::json::parse(saveText(playDuel().save));
    struct Case {
        std::string pointer;  // what to change
        nlohmann::json value;
        std::string says;
    };
    const std::vector<Case> cases = {
        {"/format_version", 4,
         "game.jasta:/format_version: made by a newer Jasta (format version 4; this program reads up to 3)"},
        {"/format_version", "2", "game.jasta:/format_version: must be a whole number of 1 or more"},
        {"/format", "jasta-scenario", "game.jasta:/format: must be \"jasta-game\": this is not a Jasta save"},
        {"/scenario/aircraft/0/type", "fokker_e3",
         "game.jasta:/scenario/aircraft/0/type: aircraft type \"fokker_e3\" is not in the data"},
        {"/seed", -1, "game.jasta:/seed: must be a whole number from 0 to 18446744073709551615"},
        {"/seed", 1.5, "game.jasta:/seed: must be a whole number"},
        {"/seed", 1e300, "game.jasta:/seed: must be a whole number"},
        {"/hashes/0/turn", 1e300, "game.jasta:/hashes/0/turn: must be an integer"},
        {"/hashes/0/hash", "xyz", "game.jasta:/hashes/0/hash: must be a hash of 16 lower-case hex digits"},
        {"/commands/0/type", "barrel_roll", "game.jasta:/commands/0/type: must be submit_plan"},
        {"/commands/0/plan", nlohmann::json::array(), "game.jasta:/commands/0/plan: must be an object"},
        {"/ruleset/options/no_such_option", "on", "game.jasta:/ruleset/options/no_such_option: no rule option"},
        {"/ruleset/options/max_altitude", "seven", "game.jasta:/ruleset/options/max_altitude: must be one of:"},
        {"/ruleset/options", 5, "game.jasta:/ruleset/options: must be a JSON object"},
        {"/commands", nullptr, "game.jasta:/commands: "},
        {"/surprise", 1, "game.jasta:/surprise: is not a known field here"},
    };
    for (const auto& c : cases) {
        auto json = base;
        json[nlohmann::json::json_pointer(c.pointer)] = c.value;
        const auto message = refusal(json.dump());
        EXPECT_NE(message.find(c.says), std::string::npos) << c.pointer << " -> " << message;
    }
    auto missing = base;
    missing.erase("scenario");
    EXPECT_NE(refusal(missing.dump()).find("game.jasta:/scenario: is missing"), std::string::npos);
    EXPECT_NE(refusal("[1, 2]").find("game.jasta: must be a JSON object"), std::string::npos);
    EXPECT_NE(refusal("").find("game.jasta: the file is empty"), std::string::npos);
}

TEST(SaveErrors, VersionOneNamingUnknownScenario) {
    auto json = nlohmann::json::parse(readText(kGoldenDir + "saves/ww1_duel_v1.jasta"));
    json["scenario"] = "ww1_lost";
    EXPECT_NE(refusal(json.dump()).find("game.jasta:/scenario: scenario \"ww1_lost\" is not in the data"),
              std::string::npos);
}

TEST(SaveErrors, MissingFileIsExplained) {
    try {
        (void)readSaveFile("/nonexistent/game.jasta", shippedData());
        FAIL() << "no error";
    } catch (const SaveError& error) {
        EXPECT_EQ(std::string(error.what()), "/nonexistent/game.jasta: no such file");
    }
}

TEST(SaveCorruption, EveryTruncationIsRefusedWithAPosition) {
    // A short game: the duel taken over after turn 2.
    const LiveGame live = playDuel();
    const Replay replay(shippedData(), live.save);
    const std::string text = saveText(replay.takeOver(*replay.findStep(2, 3)));
    ASSERT_EQ(refusal(text), "");
    // Every cut outside the embedded data; inside it (tens of kilobytes of
    // data files, each cut parsed from the start) every 37th.
    const std::size_t dataBegins = text.find("\n  \"data\": {");
    const std::size_t dataEnds = text.find("\n  \"commands\": [");
    ASSERT_LT(dataBegins, dataEnds);
    for (std::size_t length = 0; length + 1 < text.size();
         length += (length > dataBegins && length < dataEnds) ? 37 : 1) {
        const auto message = refusal(text.substr(0, length));
        ASSERT_EQ(message.rfind("game.jasta: ", 0), 0u) << length << ": " << message;
        const bool explained = message.find("not valid JSON at line") != std::string::npos ||
                               message.find("the file is empty") != std::string::npos;
        EXPECT_TRUE(explained) << length << ": " << message;
    }
    // Only the last newline may go.
    EXPECT_EQ(refusal(text.substr(0, text.size() - 1)), "");
}

TEST(SaveCorruption, FlippedBytesAreRefusedOrReplayTruthfully) {
    const LiveGame live = playDuel();
    const std::string text = saveText(live.save);
    const auto original = nlohmann::json::parse(text);
    Rng rng(20260601);  // the test's own seeded generator: the same flips every run
    int refused = 0, loaded = 0;
    for (int trial = 0; trial < 600; ++trial) {
        std::string flipped = text;
        const auto at = static_cast<std::size_t>(rng.below(flipped.size()));
        flipped[at] = static_cast<char>(flipped[at] ^ static_cast<char>(1 + rng.below(255)));
        SavedGame game;
        try {
            game = parseSave(flipped, "game.jasta", shippedData());
        } catch (const SaveError& error) {
            ++refused;
            ASSERT_FALSE(error.diagnostics().empty());
            for (const auto& item : error.diagnostics().items()) {
                EXPECT_EQ(item.file, "game.jasta");
                EXPECT_FALSE(item.message.empty());
            }
            continue;
        }
        ++loaded;
        // A flip that loads changed something harmless (a name, a date) or
        // something the hashes catch: the replay must say which.
        const Replay replay(shippedData(), game);
        auto json = nlohmann::json::parse(toJson(game).dump());
        const bool sameGame = json["seed"] == original["seed"] && json["ruleset"] == original["ruleset"] &&
                              json["data"] == original["data"] && json["commands"] == original["commands"] &&
                              json["scenario"]["aircraft"].size() == original["scenario"]["aircraft"].size();
        const bool sameHashes = json["hashes"] == original["hashes"] && json["end_hash"] == original["end_hash"];
        if (sameGame && json["scenario"] == original["scenario"]) {
            if (sameHashes)
                EXPECT_TRUE(replay.verified()) << "flip at " << at;
            else
                EXPECT_TRUE(replay.mismatch().has_value()) << "flip at " << at;
        }
    }
    EXPECT_GT(refused, 300);  // most flips break the JSON or a checked field
    EXPECT_GT(loaded, 0);     // and some only touch text
}

// --- writing --------------------------------------------------------------

TEST(AtomicWrite, ReplacesWholeFilesAndLeavesNothingBehindOnFailure) {
    const auto dir = std::filesystem::temp_directory_path() / ("jasta-save-" + std::to_string(Rng(7).next() % 100000));
    std::filesystem::create_directories(dir);
    const auto path = dir / "game.jasta";
    writeFileAtomically(path, "first");
    writeFileAtomically(path, "second, longer");
    EXPECT_EQ(readText(path.string()), "second, longer");
    EXPECT_FALSE(std::filesystem::exists(dir / "game.jasta.partial"));
    try {
        writeFileAtomically(dir / "missing" / "game.jasta", "x");
        FAIL() << "no error";
    } catch (const WriteError& error) {
        EXPECT_NE(std::string(error.what()).find("cannot write " + (dir / "missing" / "game.jasta").generic_string()),
                  std::string::npos);
    }
    EXPECT_EQ(readText(path.string()), "second, longer");
    std::filesystem::remove_all(dir);
}

// --- ways a game was lost (issue 13) --------------------------------------

// A temporary name planted as a link (to a file of the player's, or of
// anybody's) must never be written through: the old writer opened
// "game.jasta.partial" and followed whatever stood there.
TEST(AtomicWrite, APlantedLinkIsNeverWrittenThrough) {
    const auto dir = std::filesystem::temp_directory_path() / ("jasta-link-" + std::to_string(Rng(11).next() % 100000));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto victim = dir / "victim.txt";
    writeFileAtomically(victim, "precious");
    const auto path = dir / "game.jasta";
    std::filesystem::create_symlink(victim, dir / "game.jasta.partial");
    writeFileAtomically(path, "the save");
    EXPECT_EQ(readText(victim.string()), "precious");
    EXPECT_EQ(readText(path.string()), "the save");
    EXPECT_FALSE(std::filesystem::is_symlink(path));
    // The save itself a link: refused, named, and nothing behind it changes.
    const auto linked = dir / "linked.jasta";
    std::filesystem::create_symlink(victim, linked);
    try {
        writeFileAtomically(linked, "x");
        FAIL() << "wrote through a link";
    } catch (const WriteError& error) {
        EXPECT_NE(std::string(error.what()).find(linked.generic_string()), std::string::npos) << error.what();
        EXPECT_NE(std::string(error.what()).find("link"), std::string::npos) << error.what();
    }
    EXPECT_EQ(readText(victim.string()), "precious");
    // Nothing left over but the planted link: every temporary file was renamed or removed.
    std::size_t partial = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        partial += entry.path().filename().string().ends_with(".partial") ? 1 : 0;
    EXPECT_EQ(partial, 1u);
    std::filesystem::remove_all(dir);
}

// Hashes moved to other phases than the ones they were recorded for do not
// verify, even with their values in the right order.
TEST(SaveVerification, HashesLabelledWithOtherPhasesDoNotVerify) {
    SavedGame game = playDuel().save;
    ASSERT_GT(game.hashes.size(), 5u);
    std::swap(game.hashes[3].turn, game.hashes[5].turn);
    std::swap(game.hashes[3].phase, game.hashes[5].phase);
    ASSERT_NE(game.hashes[3].phase, game.hashes[5].phase);
    const Replay replay(shippedData(), game);
    ASSERT_TRUE(replay.mismatch().has_value());
    EXPECT_EQ(replay.mismatch()->turn, 2);
    EXPECT_EQ(replay.mismatch()->phase, 1);
    EXPECT_NE(replay.mismatch()->describe().find("for turn 2, phase 3"), std::string::npos)
        << replay.mismatch()->describe();
}

// A save that ends inside a fire step: the order already given is part of
// the game (the end hash covers it), so a changed order does not verify.
TEST(SaveVerification, TheEndHashCoversTheFireOrdersGivenSoFar) {
    const auto& data = shippedData();
    const SavedGame full = playDuel().save;
    const Engine engine{data, RuleOptions::from(full.ruleSet, data.options)};
    Rng rng(full.seed);
    GameState state = newGame(engine, full.scenario, full.ruleSet.id, rng).state;
    SavedGame cut = newSave(data, full.scenario, full.ruleSet, full.seed);
    bool found = false;
    for (const auto& command : full.commands) {
        auto applied = apply(engine, state, command, rng);
        recordCommand(cut, command, applied.events, applied.state, rng);
        state = std::move(applied.state);
        if (std::holds_alternative<FireOrder>(command) && state.stage == Stage::Fire && !state.fireOrders.empty()) {
            found = true;
            break;
        }
    }
    ASSERT_TRUE(found) << "the duel has a fire step with two orders";
    ASSERT_TRUE(Replay(data, cut).verified());
    SavedGame changed = cut;
    auto& order = std::get<FireOrder>(changed.commands.back());
    order.target = order.target.empty() ? std::string(state.fireOptions.front().targets.front()) : std::string();
    const Replay replay(data, changed);
    ASSERT_FALSE(replay.problem().has_value()) << replay.problem()->toString();
    ASSERT_TRUE(replay.mismatch().has_value()) << "a changed fire order verified";
    EXPECT_TRUE(replay.mismatch()->atEnd);
    // The hash of format 2 could not tell the two apart.
    EXPECT_EQ(stateHashV2(replay.end().state, replay.end().rng), stateHashV2(state, rng));
}

// The rule options in force are part of every hash: a save whose options
// were edited does not verify, even where the game never used the option.
TEST(SaveVerification, EditedRuleOptionsDoNotVerify) {
    SavedGame game = playDuel().save;
    ASSERT_TRUE(Replay(shippedData(), game).verified());
    auto& option = game.ruleSet.values.at("takeoff_sequence");  // nobody takes off in this duel
    option = option == "stall_straight_straight" ? "stall_straight_climb" : "stall_straight_straight";
    const SavedGame edited = parseSave(saveText(game), "game.jasta", shippedData());
    const Replay replay(shippedData(), edited);
    ASSERT_TRUE(replay.mismatch().has_value()) << "edited options verified";
    EXPECT_EQ(replay.mismatch()->turn, 1);
    EXPECT_EQ(replay.mismatch()->phase, 1);
    // An option added to Jasta later, at its default, changes no hash.
    RuleSet expanded = expandRuleSet(*shippedData().ruleset("ww1-standard"), shippedData().options);
    RuleOptionCatalog longer = shippedData().options;
    longer.options.push_back({"a_later_option", std::nullopt, {}, "", "", {{"old", "", ""}, {"new", "", ""}}, "old"});
    RuleSet withIt = expandRuleSet(expanded, longer);
    EXPECT_EQ(optionsFingerprint(withIt, longer), optionsFingerprint(expanded, shippedData().options));
}

// The data the game was played with travels with it: a correction to
// data/ afterwards changes nothing of a saved game.
TEST(SaveData, ASaveReplaysAsPlayedAfterTheDataChanges) {
    const LiveGame live = playDuel();
    const std::string text = saveText(live.save);
    GameData corrected = shippedData();
    corrected.aircraft.at("spad_xiii").structure.value += 4;  // "one estimate corrected"
    corrected.contentHashes[corrected.aircraft.at("spad_xiii").file] = "0000000000000001";
    // The correction matters: on today's data the game goes otherwise.
    SavedGame onToday = parseSave(text, "game.jasta", shippedData());
    onToday.data.reset();
    ASSERT_FALSE(Replay(corrected, onToday).verified());

    const SavedGame game = parseSave(text, "game.jasta", corrected);
    ASSERT_NE(game.data, nullptr);
    EXPECT_EQ(game.data->aircraft.at("spad_xiii").structure.value,
              shippedData().aircraft.at("spad_xiii").structure.value);
    EXPECT_EQ(dataHash(*game.data, game.scenario), live.save.dataHash);
    EXPECT_NE(dataHash(corrected, game.scenario), live.save.dataHash);
    const Replay replay(corrected, game);
    EXPECT_TRUE(replay.verified()) << (replay.mismatch() ? replay.mismatch()->describe() : "refused");
    EXPECT_EQ(toJson(replay.end().state), toJson(live.result.state));
    // Written again, it carries the same data.
    EXPECT_EQ(nlohmann::json::parse(saveText(game))["data"], nlohmann::json::parse(text)["data"]);
}

// The data hash names files relative to the data folder, in the order of
// those names: where the folder is on the disk changes nothing, also when
// the option catalogue sorts before "/data/" by its full path (a checkout
// under /check/... once made every embedded save look played on other data).
TEST(SaveData, TheDataHashDoesNotDependOnWhereTheDataFolderIs) {
    const GameData& data = shippedData();
    const Scenario& scenario = *data.scenario("ww1_duel");
    for (const std::string root : {"/a/data", "/zzz/data"}) {
        GameData moved = data;
        const std::string optionsFile = root + "/rulesets/options.json";
        moved.contentHashes[optionsFile] = data.contentHashes.at(data.options.file);
        moved.contentHashes.erase(data.options.file);
        moved.options.file = optionsFile;
        EXPECT_EQ(dataHash(moved, scenario), dataHash(data, scenario)) << root;
    }
}

// Issue 17: a game of each mode (its scenario's mode, markers, camps and
// flags, its rule changes) is saved, read back and replays to the same end.
TEST(SaveData, AGameOfEachModeReplaysAsPlayed) {
    const auto& data = shippedData();
    for (const char* id : {"ww1_deathmatch", "ww1_team_deathmatch", "ww1_capture_the_flag"}) {
        const Scenario& scenario = *data.scenario(id);
        const RuleSet rules = customRuleSet(*data.ruleset(scenario.ruleset), scenario.ruleChanges, data.options);
        const Engine engine{data, RuleOptions::from(rules, data.options)};
        const PlayResult result =
            playScript(engine, scenario, rules.id, 2026, goldenScript(std::string(id) + "_game.plans.json"));
        SavedGame save = newSave(data, scenario, rules, 2026, "2026-01-01T00:00:00Z");
        save.commands = result.commands;
        save.hashes = result.hashes;
        save.endHash = stateHash(result.state, result.rng);
        const SavedGame reread = parseSave(saveText(save), "mode.jasta", data);
        ASSERT_TRUE(reread.scenario.mode.has_value()) << id;
        EXPECT_EQ(*reread.scenario.mode, *scenario.mode) << id;
        const Replay replay(data, reread);
        expectVerified(id, replay);
        EXPECT_EQ(toJson(replay.end().state), toJson(result.state)) << id;
    }
}

TEST(SaveData, OnlyWhatTheGameUsesIsEmbedded) {
    const auto json = nlohmann::json::parse(saveText(playDuel().save));
    const auto& data = json.at("data");
    std::set<std::string> aircraft, geometry, damage;
    for (const auto& [name, file] : data.at("aircraft").items()) aircraft.insert(name);
    for (const auto& [name, file] : data.at("geometry").items()) geometry.insert(name);
    for (const auto& [name, file] : data.at("damage").items()) damage.insert(name);
    // The SPAD XIII's file names the SPAD VII it flies as in Capture the Flag
    // (MODE-05): that file travels with it, so the embedded data holds together.
    EXPECT_EQ(aircraft, (std::set<std::string>{"albatros_d3", "spad_vii", "spad_xiii"}));
    EXPECT_EQ(geometry, (std::set<std::string>{"ww1_small"}));
    EXPECT_EQ(damage, (std::set<std::string>{"ww1_A", "ww1_B", "ww1_C", "ww1_D"}));
    EXPECT_FALSE(data.at("maneuvers").empty());
    EXPECT_LE(data.at("maneuvers").size(), 4u);
}

// The embedded files are read by the loaders of data/ files, and a problem
// is named by the save and the pointer inside it.
TEST(SaveData, EmbeddedDataIsCheckedAsTheDataFolderIs) {
    const auto base = nlohmann::json::parse(saveText(playDuel().save));
    auto wrongType = base;
    wrongType["data"]["aircraft"]["spad_xiii"]["structure"]["value"] = "16";
    EXPECT_NE(refusal(wrongType.dump())
                  .find("game.jasta:/data/aircraft/spad_xiii/structure/value: must be an integer from 1 to 100"),
              std::string::npos)
        << refusal(wrongType.dump());
    auto noDeck = base;
    const std::string letter = base["data"]["aircraft"]["spad_xiii"]["maneuver_deck"];
    noDeck["data"]["aircraft"]["spad_xiii"]["maneuver_deck"] = "Z";
    EXPECT_NE(refusal(noDeck.dump()).find("game.jasta:/data/aircraft/spad_xiii/maneuver_deck: no ww1 deck Z"),
              std::string::npos)
        << refusal(noDeck.dump());
    auto noAirplane = base;
    noAirplane["data"]["aircraft"].erase("albatros_d3");
    EXPECT_NE(refusal(noAirplane.dump())
                  .find("game.jasta:/scenario/aircraft/1/type: aircraft type \"albatros_d3\" is not in the data"),
              std::string::npos)
        << refusal(noAirplane.dump());
    auto badName = base;
    badName["data"]["geometry"]["../x"] = base["data"]["geometry"]["ww1_small"];
    EXPECT_NE(refusal(badName.dump()).find("game.jasta:/data/geometry/..~1x: must be the name of a data file"),
              std::string::npos)
        << refusal(badName.dump());
    auto missing = base;
    missing.erase("data");
    EXPECT_NE(refusal(missing.dump()).find("game.jasta:/data: is missing"), std::string::npos);
}

// Issue 18: who plays against the computer travels with the game.
TEST(SaveComputerPlayers, RoundTripKeepsThemInOrder) {
    SavedGame game = playDuel().save;
    game.computerPlayers = {{"Player 2", "greedy"}, {"Player 1", "a_pilot_of_a_newer_jasta"}};
    const std::string text = saveText(game);
    const SavedGame loaded = parseSave(text, "game.jasta", shippedData());
    EXPECT_EQ(loaded.computerPlayers, game.computerPlayers);
    EXPECT_EQ(saveText(loaded), text);
    EXPECT_TRUE(Replay(shippedData(), loaded).verified());
}

TEST(SaveComputerPlayers, AGameOfPeopleWritesNoFieldAndReadsNone) {
    const SavedGame game = playDuel().save;
    const std::string text = saveText(game);
    EXPECT_EQ(text.find("computer_players"), std::string::npos);
    EXPECT_TRUE(parseSave(text, "game.jasta", shippedData()).computerPlayers.empty());
    // The golden saves, written before the field existed, load as before.
    for (const char* file : {"saves/ww1_duel_v1.jasta", "saves/ww1_duel_v3.jasta", "saves/ww2_channel.jasta"})
        EXPECT_TRUE(parseSave(readText(kGoldenDir + file), file, shippedData()).computerPlayers.empty()) << file;
}

TEST(SaveComputerPlayers, WrongValuesNameFileAndPointer) {
    const auto base = nlohmann::json::parse(saveText(playDuel().save));
    struct Case {
        nlohmann::json value;
        std::string says;
    };
    const std::vector<Case> cases = {
        {"greedy", "game.jasta:/computer_players: must be"},
        {nlohmann::json::array({5}), "game.jasta:/computer_players/0: must be a JSON object"},
        {nlohmann::json::array({{{"player", 2}, {"pilot", "greedy"}}}),
         "game.jasta:/computer_players/0/player: must be"},
        {nlohmann::json::array({{{"player", "Player 2"}}}), "game.jasta:/computer_players/0/pilot: is missing"},
        {nlohmann::json::array({{{"player", ""}, {"pilot", "greedy"}}}),
         "game.jasta:/computer_players/0/player: must not be empty"},
        {nlohmann::json::array({{{"player", "Player 2"}, {"pilot", "greedy"}, {"skill", 3}}}),
         "game.jasta:/computer_players/0/skill: is not a known field here"},
        {nlohmann::json::array({{{"player", "P"}, {"pilot", "greedy"}}, {{"player", "P"}, {"pilot", "greedy"}}}),
         "game.jasta:/computer_players/1/player: duplicate computer player \"P\""},
    };
    for (const auto& c : cases) {
        auto json = base;
        json["computer_players"] = c.value;
        const auto message = refusal(json.dump());
        EXPECT_NE(message.find(c.says), std::string::npos) << c.value.dump() << " -> " << message;
    }
}

}  // namespace
}  // namespace jasta::test
