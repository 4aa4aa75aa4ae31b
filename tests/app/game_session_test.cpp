// The game session: hot-seat order, refusals, undo of a secret decision, and
// a saved record that replays to the same game.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "jasta/data/game_data.hpp"
#include "play/game_session.hpp"

namespace jasta::app {
namespace {

using jasta::test::plan;
using jasta::test::shippedData;

struct SessionTest : ::testing::Test {
    GameSession session{shippedData()};
    void SetUp() override {
        session.start(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026);
    }
};

TEST_F(SessionTest, PlayersTakeTheirTurnsInSeatOrder) {
    EXPECT_EQ(session.players(), (QStringList{"Player 1", "Player 2"}));
    EXPECT_EQ(session.playerOf("albatros"), "Player 2");
    EXPECT_EQ(session.aircraftOf("Player 1"), QStringList{"spad"});
    EXPECT_EQ(session.playerToAct(), "Player 1");
    session.setSeat("Player 1");
    EXPECT_EQ(session.submit(SubmitPlan{"spad", plan(1, 2, 3)}), "");
    EXPECT_EQ(session.playerToAct(), "Player 2") << "Player 1 has nothing left to decide";
    ASSERT_EQ(session.decisionsOf("Player 2").size(), 1u);
    EXPECT_EQ(session.decisionsOf("Player 2")[0].kind, DecisionKind::Plan);
}

TEST_F(SessionTest, ARefusedCommandChangesNothingAndSaysWhy) {
    const auto hash = stateHash(session.state(), Rng(0));
    const auto why = session.submit(FireOrder{"spad", "front", "albatros"});
    EXPECT_FALSE(why.isEmpty());
    EXPECT_TRUE(why.contains("fire")) << why.toStdString();
    EXPECT_EQ(stateHash(session.state(), Rng(0)), hash);
    EXPECT_TRUE(session.record().commands.empty());
}

TEST_F(SessionTest, ASecretPlanCanBeTakenBackByItsPlayerOnly) {
    session.setSeat("Player 1");
    int undone = 0;
    QObject::connect(&session, &GameSession::undone, [&] { ++undone; });
    ASSERT_EQ(session.submit(SubmitPlan{"spad", plan(1, 2, 3)}), "");
    EXPECT_TRUE(session.canUndo());
    session.setSeat("Player 2");  // the screen has been passed on
    EXPECT_FALSE(session.canUndo()) << "Player 2 must not take back Player 1's plan";
    session.setSeat("Player 1");
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(undone, 1);
    EXPECT_TRUE(session.state().plans.empty());
    EXPECT_TRUE(session.record().commands.empty());
    EXPECT_EQ(session.playerToAct(), "Player 1");
}

TEST_F(SessionTest, NoUndoOnceTheCardsAreRevealed) {
    session.setSeat("Player 1");
    std::vector<std::vector<Event>> advanced;
    QObject::connect(&session, &GameSession::advanced,
                     [&](const std::vector<Event>& events) { advanced.push_back(events); });
    ASSERT_EQ(session.submit(SubmitPlan{"spad", plan(1, 2, 3)}), "");
    session.setSeat("Player 2");
    ASSERT_EQ(session.submit(SubmitPlan{"albatros", plan(1, 2, 3)}), "");
    ASSERT_EQ(advanced.size(), 2u);
    // The last plan set the moves going: the cards are on the table.
    const auto& events = advanced.back();
    EXPECT_TRUE(std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind() == EventKind::Move; }));
    EXPECT_FALSE(session.canUndo());
    EXPECT_FALSE(session.undo());
}

TEST_F(SessionTest, TheRecordResumesToTheSameGame) {
    session.setSeat("Player 1");
    ASSERT_EQ(session.submit(SubmitPlan{"spad", plan(1, 2, 3)}), "");
    ASSERT_EQ(session.submit(SubmitPlan{"albatros", plan(1, 2, 3)}), "");
    while (session.state().stage == Stage::Fire)
        for (const auto& decision : session.pending())
            ASSERT_EQ(session.submit(FireOrder{decision.aircraft, decision.weapon, ""}), "");
    const auto json = toJson(session.state());
    GameSession again{shippedData()};
    again.resume(session.record());
    EXPECT_EQ(toJson(again.state()), json);
    EXPECT_EQ(again.events().size(), session.events().size());
}

}  // namespace
}  // namespace jasta::app
