// Issue 17 on screen: the game modes' table (camps, ammunition markers,
// flags), the score board above the consoles, and the result of a scored
// game (docs/screenshots/game_deathmatch.png, game_capture_the_flag.png).

#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <fstream>
#include <nlohmann/json.hpp>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/game/save.hpp"
#include "jasta/game/script.hpp"
#include "play/consoles_panel.hpp"
#include "play/game_session.hpp"
#include "play/hand_off_screen.hpp"
#include "play/score_board.hpp"
#include "shell/games_history.hpp"
#include "shell/main_window.hpp"
#include "table/mode_item.hpp"
#include "table/table_drawing.hpp"
#include "table/table_scene.hpp"
#include "window_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;

// The scenario's rule set with its rule changes, as New Game starts it.
RuleSet scenarioRules(const Scenario& scenario) {
    return customRuleSet(*shippedData().ruleset(scenario.ruleset), scenario.ruleChanges, shippedData().options);
}

// The golden game of `scenario` (tests/golden) played for its first `turns`
// turns, written as a save to open in the window.
QString goldenSave(const std::string& scenarioId, std::size_t turns) {
    const Scenario& scenario = *shippedData().scenario(scenarioId);
    const RuleSet rules = scenarioRules(scenario);
    std::ifstream file(std::string(JASTA_TEST_GOLDEN_DIR) + "/" + scenarioId + "_game.plans.json");
    auto script = scriptFromJson(nlohmann::json::parse(file));
    script.resize(std::min(script.size(), turns));
    const Engine engine{shippedData(), RuleOptions::from(rules, shippedData().options)};
    const PlayResult result = playScript(engine, scenario, rules.id, 2026, script);
    SavedGame save = newSave(shippedData(), scenario, rules, 2026, utcNow());
    save.commands = result.commands;
    save.hashes = result.hashes;
    save.endHash = stateHash(result.state, result.rng);
    save.saved = save.created;
    const QString path = QDir::temp().filePath(QString::fromStdString("jasta_" + scenarioId + ".jasta"));
    writeSaveFile(path.toStdString(), save);
    return path;
}

struct GameModesView : ::testing::Test {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    void SetUp() override {
        window.resize(1400, 900);
        window.show();
        window.handOffScreen()->setArmDelay(0);
        window.tableScene()->setAnimationSpeed(50);
    }
    void start(const std::string& id) {
        const Scenario& scenario = *shippedData().scenario(id);
        ASSERT_TRUE(window.startGame(scenario, scenarioRules(scenario), 5));
        test::settleWindow(window);
    }
};

TEST_F(GameModesView, TheDeathMatchTableHasItsMarkersAndTheScoreBoardItsPilots) {
    start("ww1_deathmatch");
    const ModeItem* mode = window.tableScene()->modeItem();
    ASSERT_NE(mode, nullptr);
    EXPECT_TRUE(mode->isVisible());
    ASSERT_EQ(mode->markers().size(), 4);
    // MODE-01: half a ruler (85 mm) in from both edges of each corner.
    const TableFrame& frame = window.tableScene()->frame();
    EXPECT_EQ(mode->markers().front(), frame.toScene(85, 85));
    EXPECT_EQ(mode->camps(), 0);
    EXPECT_TRUE(mode->flags().isEmpty());
    const ScoreBoard* board = window.consoles()->scoreBoard();
    ASSERT_NE(board, nullptr);
    EXPECT_TRUE(board->isVisible());
    EXPECT_EQ(board->heading(), QStringLiteral("DeathMatch: the first pilot to 5 victories wins"));
    EXPECT_EQ(board->rows(),
              (QStringList{"René Fonck: 0", "Roy Brown: 0", "Werner Voss: 0", "Eduard von Schleich: 0"}));
    EXPECT_TRUE(board->clock().contains(QStringLiteral("cards left in the shared damage deck")))
        << board->clock().toStdString();
    EXPECT_FALSE(board->clock().contains(QStringLiteral("(s)"))) << "counted in plain English";
    // Every pilot for himself: each console its own, none with the other side's colours hidden from it.
    EXPECT_EQ(window.consoles()->count(), 4);
}

TEST_F(GameModesView, AScoreFollowsTheGameFromASave) {
    const QString file = goldenSave("ww1_deathmatch", 9);
    ASSERT_TRUE(window.openGameFile(file));
    test::settleWindow(window);
    const ScoreBoard* board = window.consoles()->scoreBoard();
    ASSERT_TRUE(board->isVisible());
    // After turn 9 (the golden game): Brown, Fonck and Voss one victory each, best first in game order.
    EXPECT_EQ(board->rows().mid(0, 3), (QStringList{"René Fonck: 1", "Roy Brown: 1", "Werner Voss: 1"}));
    EXPECT_EQ(board->rows().back(), QStringLiteral("Eduard von Schleich: 0"));
    if (window.handOffScreen()->isVisible()) test::click(window.handOffScreen());
    test::settleWindow(window);
    test::saveScreenshot(window.grab().toImage(), QStringLiteral("game_deathmatch"));
    QFile::remove(file);
}

TEST_F(GameModesView, CaptureTheFlagShowsItsCampsAndACarriedFlag) {
    start("ww1_capture_the_flag");
    const ModeItem* mode = window.tableScene()->modeItem();
    ASSERT_NE(mode, nullptr);
    EXPECT_EQ(mode->camps(), 2);
    ASSERT_EQ(mode->flags().size(), 2);
    EXPECT_FALSE(mode->flags()[0].carried);
    EXPECT_FALSE(mode->flags()[0].away);
    EXPECT_EQ(window.consoles()->scoreBoard()->heading(),
              QStringLiteral("Capture the Flag: the first team to bring 5 flags home wins"));
    // In the golden game Guynemer (flying as a SPAD VII) has the Central flag after turn 4.
    const QString file = goldenSave("ww1_capture_the_flag", 4);
    ASSERT_TRUE(window.openGameFile(file));
    test::settleWindow(window);
    mode = window.tableScene()->modeItem();
    ASSERT_NE(mode, nullptr);
    const GameState& state = window.session()->state();
    const AircraftState& spad = *state.find("spad");
    ASSERT_EQ(state.mode->flags[1].carrier, "spad");
    EXPECT_TRUE(mode->flags()[1].carried);
    EXPECT_EQ(mode->flags()[1].at, window.tableScene()->frame().toScene(spad.pose.x, spad.pose.y));
    if (window.handOffScreen()->isVisible()) test::click(window.handOffScreen());
    test::settleWindow(window);
    test::saveScreenshot(window.grab().toImage(), QStringLiteral("game_capture_the_flag"));
    QFile::remove(file);
}

TEST(ScoreBoardTest, AWw2GameCountsVictoryPointsAndAPlainWw1GameHidesIt) {
    const Scenario& ww2 = *shippedData().scenario("ww2_duel");
    Rng rng(1);
    const Engine engine{shippedData(),
                        RuleOptions::from(*shippedData().ruleset("ww2-standard"), shippedData().options)};
    GameState state = newGame(engine, ww2, "ww2-standard", rng).state;
    ScoreBoard board;
    board.update(state);
    EXPECT_FALSE(board.isHidden());
    EXPECT_EQ(board.heading(), QStringLiteral("Victory points: enemy down 2, enemy gone 1, own down -1"));
    state.aircraft.back().status = AircraftStatus::Destroyed;
    board.update(state);
    const std::string loser = std::string(nameOf(state.aircraft.back().side));
    const std::string winner = std::string(nameOf(state.aircraft.front().side));
    EXPECT_EQ(board.rows().front(), sideWords(winner) + QStringLiteral(": 2"));
    EXPECT_EQ(board.rows().back(), sideWords(loser) + QStringLiteral(": -1"));
    EXPECT_TRUE(board.clock().isEmpty());
    state.result = winner;
    EXPECT_EQ(resultText(state), QStringLiteral("Victory for the %1").arg(sideWords(winner)));
    state.result = "draw";
    EXPECT_EQ(resultText(state), QStringLiteral("A draw: level on the score"));

    const Scenario& ww1 = *shippedData().scenario("ww1_duel");
    const Engine plain{shippedData(), RuleOptions::from(*shippedData().ruleset("ww1-standard"), shippedData().options)};
    board.update(newGame(plain, ww1, "ww1-standard", rng).state);
    EXPECT_TRUE(board.isHidden());
}

TEST(ScoreBoardTest, ADeathMatchWinnerIsNamed) {
    const Scenario& scenario = *shippedData().scenario("ww1_deathmatch");
    const RuleSet rules = scenarioRules(scenario);
    Rng rng(1);
    const Engine engine{shippedData(), RuleOptions::from(rules, shippedData().options)};
    GameState state = newGame(engine, scenario, rules.id, rng).state;
    state.mode->victories["fokker"] = 5;
    state.result = "fokker";
    EXPECT_EQ(resultText(state), QStringLiteral("Victory for Werner Voss"));
    EXPECT_EQ(teamName(state, "entente"), QStringLiteral("Entente"));
}

}  // namespace
}  // namespace jasta::app
