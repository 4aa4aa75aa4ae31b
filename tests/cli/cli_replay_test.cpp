// jasta-cli replay: verifies the golden saves, exits 3 naming the first phase
// whose hash differs, prints the state at --to as JSON, and refuses bad files
// and arguments with the right exit code and message.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli_runner.hpp"

namespace jasta::cli {
namespace {

using test::run;

const std::string kSaves = std::string(JASTA_TEST_DIR) + "/golden/saves/";

class CliReplay : public ::testing::Test {
protected:
    test::ScratchDir scratch{"jasta-replay-"};
    const std::filesystem::path dir = scratch.path;
    std::string write(const std::string& name, const nlohmann::json& json) {
        const auto path = (dir / name).string();
        std::ofstream(path) << json.dump(2);
        return path;
    }
    static nlohmann::json golden(const std::string& name) {
        std::ifstream in(kSaves + name);
        return nlohmann::json::parse(in);
    }
    // The golden duel played and saved by this program (seed 2026): a whole
    // game that replays to its end, for the replay options.
    std::string duelSave() {
        const auto save = (dir / "duel.jasta").string();
        if (!std::filesystem::exists(save)) {
            const auto plans = std::string(JASTA_TEST_DIR) + "/golden/ww1_duel_game.plans.json";
            EXPECT_EQ(run({"play", "--scenario", "ww1_duel", "--plans", plans, "--seed", "2026", "--save", save}).code,
                      0);
        }
        return save;
    }
    nlohmann::json duelJson() {
        std::ifstream in(duelSave());
        return nlohmann::json::parse(in);
    }
};

// The format 3 golden saves, written with the rules of today, verify.
TEST_F(CliReplay, GoldenSavesOfTodayVerify) {
    for (const char* name : {"ww1_duel_v3.jasta", "ww2_channel_v3.jasta"}) {
        const auto result = run({"replay", kSaves + name, "--verify"});
        EXPECT_EQ(result.code, 0) << name << ": " << result.err;
    }
}

// The golden saves played before issue 13's DMG-06 / DMG-10 fix replay
// under the rules revision they were played with and verify exactly; the
// data folder they take their data from (formats 1 and 2) gives a warning
// only when it differs from what they recorded.
TEST_F(CliReplay, GoldenSavesOfOlderFormatsVerify) {
    for (const char* name : {"ww1_duel.jasta", "ww2_channel.jasta", "ww1_duel_v1.jasta", "ww2_channel_v1.jasta",
                             "ww1_duel_advanced_v1.jasta"}) {
        const auto result = run({"replay", kSaves + name, "--verify"});
        EXPECT_EQ(result.code, 0) << name << ": " << result.err;
    }
}

TEST_F(CliReplay, PlaySaveThenReplayVerifies) {
    const auto save = (dir / "game.jasta").string();
    const auto plans = std::string(JASTA_TEST_DIR) + "/golden/ww1_duel_game.plans.json";
    ASSERT_EQ(run({"play", "--scenario", "ww1_duel", "--plans", plans, "--seed", "99", "--save", save}).code, 0);
    const auto result = run({"replay", save, "--verify"});
    EXPECT_EQ(result.code, 0) << result.err;
}

TEST_F(CliReplay, HashMismatchExitsThreeNamingThePhase) {
    auto json = duelJson();
    json["hashes"][4]["hash"] = "00000000000000aa";  // turn 2, phase 2
    const auto file = write("changed.jasta", json);
    const auto result = run({"replay", file, "--verify"});
    EXPECT_EQ(result.code, 3);
    EXPECT_NE(
        result.err.find(file + ": state hash mismatch at turn 2, phase 2: the save records hash 00000000000000aa"),
        std::string::npos)
        << result.err;
    // Without --verify the replay still runs and warns.
    const auto plain = run({"replay", file});
    EXPECT_EQ(plain.code, 0);
    EXPECT_NE(plain.err.find("warning"), std::string::npos);
}

// The turn and phase of each hash count: hashes moved to other phases
// (values still in order) do not verify.
TEST_F(CliReplay, HashesMovedToOtherPhasesExitThree) {
    for (const char* name : {"ww1_duel_v3.jasta", "ww1_duel.jasta"}) {
        auto json = golden(name);
        std::swap(json["hashes"][3]["phase"], json["hashes"][4]["phase"]);  // turn 2: phases 1 and 2
        const auto file = write("moved.jasta", json);
        const auto result = run({"replay", file, "--verify"});
        EXPECT_EQ(result.code, 3) << name << ": " << result.out;
        EXPECT_NE(result.err.find(file + ": state hash mismatch at turn 2, phase 1: the save records its hash"),
                  std::string::npos)
            << name << ": " << result.err;
    }
}

// A real format 1 file of a rule fixed since (tests/golden/saves/README.md).
TEST_F(CliReplay, AnOldGameThatPlaysDifferentlyNamesThePhase) {
    const auto file = kSaves + "ww1_duel_advanced_differs_v1.jasta";
    const auto result = run({"replay", file, "--verify"});
    EXPECT_EQ(result.code, 3);
    EXPECT_NE(result.err.find(file + ": state hash mismatch at turn 2, phase 3: the save records hash"),
              std::string::npos)
        << result.err;
    // Without --verify it is a warning, and the game is shown to its end.
    const auto shown = run({"replay", file});
    EXPECT_EQ(shown.code, 0) << shown.err;
    EXPECT_NE(shown.err.find("warning"), std::string::npos) << shown.err;
    EXPECT_NE(shown.out.find("result: central"), std::string::npos) << shown.out;
}

// Read with today's meaning of its ammunition option, the old advanced game
// parts at the first phase and a later command is refused: --verify names
// the phase where the games part (exit 3), and the refusal after it.
TEST_F(CliReplay, APhaseThatDiffersBeforeARefusedCommandIsTheMismatch) {
    const auto old = golden("ww1_duel_advanced_v1.jasta");
    auto parted = golden("ww1_duel.jasta");
    std::ifstream preset(std::string(JASTA_TEST_DATA_DIR) + "/rulesets/ww1-advanced.json");
    parted["ruleset"] = {{"id", "ww1-advanced"}, {"options", nlohmann::json::parse(preset)["options"]}};
    ASSERT_EQ(parted["ruleset"]["options"]["ammunition"], "s003");
    parted["commands"] = old["commands"];
    parted["hashes"] = old["hashes"];
    parted.erase("end_hash");
    const auto file = write("parted.jasta", parted);
    const auto verify = run({"replay", file, "--verify"});
    EXPECT_EQ(verify.code, 3) << verify.err;
    EXPECT_NE(verify.err.find("state hash mismatch at turn 1, phase 1"), std::string::npos) << verify.err;
    EXPECT_NE(verify.err.find("the replay then stops: " + file + ":/commands/"), std::string::npos) << verify.err;
    // Without --verify the game cannot be shown to its end: exit 2 naming the command.
    const auto shown = run({"replay", file});
    EXPECT_EQ(shown.code, 2);
    EXPECT_NE(shown.err.find(file + ":/commands/"), std::string::npos) << shown.err;
}

TEST_F(CliReplay, ToPrintsTheStateAtThatPhaseAsJson) {
    const auto result = run({"replay", duelSave(), "--to", "3.2", "--json"});
    ASSERT_EQ(result.code, 0) << result.err;
    const auto state = nlohmann::json::parse(result.out);
    EXPECT_EQ(state.at("turn"), 3);
    EXPECT_EQ(state.at("phase"), 2);
    EXPECT_EQ(state.at("aircraft").size(), 2u);
    const auto start = nlohmann::json::parse(run({"replay", duelSave(), "--to", "1.0", "--json"}).out);
    EXPECT_EQ(start.at("turn"), 1);
    EXPECT_EQ(start.at("phase"), 0);
    const auto summary = run({"replay", duelSave(), "--to", "3.2"});
    EXPECT_NE(summary.out.find("at the end of turn 3, phase 2"), std::string::npos) << summary.out;
}

TEST_F(CliReplay, BadArgumentsAndFiles) {
    EXPECT_EQ(run({"replay"}).code, 1);
    EXPECT_EQ(run({"replay", duelSave(), "--to", "3"}).code, 1);
    EXPECT_EQ(run({"replay", duelSave(), "--to", "3.4"}).code, 1);
    const auto late = run({"replay", duelSave(), "--to", "11.1"});
    EXPECT_EQ(late.code, 2);
    EXPECT_NE(late.err.find("no turn 11, phase 1 (it ends at turn 6, phase 2)"), std::string::npos) << late.err;

    auto newer = duelJson();
    newer["format_version"] = 7;
    const auto newerFile = write("newer.jasta", newer);
    const auto refused = run({"replay", newerFile});
    EXPECT_EQ(refused.code, 2);
    EXPECT_NE(refused.err.find(newerFile + ":/format_version: made by a newer Jasta (format version 7"),
              std::string::npos)
        << refused.err;

    auto unknownType = duelJson();
    unknownType["scenario"]["aircraft"][0]["type"] = "fokker_e3";
    const auto typeFile = write("type.jasta", unknownType);
    const auto missing = run({"replay", typeFile, "--verify"});
    EXPECT_EQ(missing.code, 2);
    EXPECT_NE(missing.err.find(typeFile + ":/scenario/aircraft/0/type: aircraft type \"fokker_e3\" is not in the data"),
              std::string::npos)
        << missing.err;

    auto refusedCommand = duelJson();
    refusedCommand["commands"][0]["aircraft"] = "nobody";
    const auto commandFile = write("command.jasta", refusedCommand);
    const auto stopped = run({"replay", commandFile});
    EXPECT_EQ(stopped.code, 2);
    EXPECT_NE(stopped.err.find(commandFile + ":/commands/0: the game refuses this command here"), std::string::npos)
        << stopped.err;

    const auto none = run({"replay", (dir / "none.jasta").string()});
    EXPECT_EQ(none.code, 2);
    EXPECT_NE(none.err.find("none.jasta: no such file"), std::string::npos);
}

}  // namespace
}  // namespace jasta::cli
