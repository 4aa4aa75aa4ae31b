// Bombing through the turn engine (BOMB-01..06, BOMB-08): a bomber says
// before each card whether it drops bombs; they leave after its maneuver and
// before fire, fall as the text counts, and destroy or damage what they land
// on. Distances come from the data: the Gotha's straight (deck M, card 1)
// flies 58 mm, and a bomb moves along that straight too.

#include "flying_fixture.hpp"
#include "jasta/base/diagnostics.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/script.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/rules/bombing.hpp"

namespace jasta::test {
namespace {

// How far one straight (deck M, card 1) takes the Gotha's base, mm: the card's
// arrow and the base's own length, as flyCard moves it; a bomb moves the same.
const double kStraightMm =
    applyCardMove({0, 0, 0}, *shippedData().maneuverDeck(Era::Ww1, 'M')->card(1)->move(Speed::Normal),
                  *shippedData().geometry("ww1_large"))
        .y;
constexpr double kStartY = 150;

// A Gotha with `bombs` at `level` heading up the table (+y), a depot of the
// entente at `depotY` on its line, and a SPAD far off in a corner.
nlohmann::json raid(int bombs, int level, double depotY, int climb = 0) {
    return {{"format_version", 1},
            {"id", "raid"},
            {"name", "Raid"},
            {"era", "ww1"},
            {"ruleset", "ww1-standard"},
            {"table", {{"width_mm", 1800}, {"height_mm", 1800}}},
            {"aircraft",
             {{{"id", "gotha"},
               {"type", "gotha_g4"},
               {"side", "central"},
               {"x", 450},
               {"y", kStartY},
               {"heading", 0},
               {"altitude", level},
               {"climb", climb},
               {"bombs", bombs},
               {"altitude_reason", "A bomber at its bombing height."}},
              {{"id", "spad"},
               {"type", "spad_xiii"},
               {"side", "entente"},
               {"x", 1700},
               {"y", 200},
               {"heading", 0},
               {"altitude", 2}}}},
            {"targets",
             {{{"id", "depot"}, {"type", "depot"}, {"side", "entente"}, {"x", 450}, {"y", depotY}, {"heading", 0}}}}};
}

struct Game {
    Engine engine;
    GameState state;
    Rng rng{7};
    std::vector<Event> events;

    explicit Game(const nlohmann::json& json, bool bombPower = false)
        : engine{shippedData(), presetRules(json.at("ruleset").get<std::string>()), {}} {
        engine.rules.bombPower = bombPower;
        Diagnostics diagnostics;
        const auto scenario = scenarioFromJson(json, "raid.json", shippedData(), diagnostics);
        if (!scenario) throw std::invalid_argument(diagnostics.toString());
        state = newGame(engine, *scenario, scenario->ruleset, rng).state;
    }
    void give(const Command& command) {
        auto applied = apply(engine, state, command, rng);
        state = std::move(applied.state);
        events.insert(events.end(), applied.events.begin(), applied.events.end());
    }
    // Both airplanes fly three straights (the SPAD's deck A: 1, 2, 3 straights).
    void plan() {
        give(SubmitPlan{"gotha", plan3(1, 2, 3)});
        give(SubmitPlan{"spad", plan3(1, 2, 3)});
    }
    static Plan plan3(int a, int b, int c) { return test::plan(a, b, c); }
    template <class T>
    std::vector<T> all() const {
        std::vector<T> found;
        for (const auto& event : events)
            if (const T* e = event.get<T>()) found.push_back(*e);
        return found;
    }
    const TargetState& depot() const { return state.targets.front(); }
    const AircraftState& gotha() const { return *state.find("gotha"); }
};

TEST(BombingGame, ABomberIsAskedBeforeEachCardAndOnlyItIs) {
    Game game(raid(2, 1, 900));
    game.plan();
    ASSERT_EQ(game.state.stage, Stage::Drop);
    auto decisions = pending(game.state);
    ASSERT_EQ(decisions.size(), 1u) << "the SPAD carries no bombs: it is not asked";
    EXPECT_EQ(decisions.front().kind, DecisionKind::Drop);
    EXPECT_EQ(decisions.front().aircraft, "gotha");
    EXPECT_EQ(game.state.phase, 0) << "asked before card 1 is flown";
    EXPECT_THROW(game.give(DropBombs{"gotha", 3}), CommandError) << "two bombs aboard";
    EXPECT_THROW(game.give(DropBombs{"spad", 0}), CommandError);
    game.give(DropBombs{"gotha", 0});
    ASSERT_EQ(game.state.stage, Stage::Drop) << "and again before card 2";
    EXPECT_EQ(game.state.phase, 1);
    EXPECT_TRUE(game.all<ev::BombsDropped>().empty());
    EXPECT_EQ(game.gotha().bombs, 2);
}

// BOMB-04: from level 1 the bomb lands at the end of one straight in front of
// the bomber, after its maneuver: 58 + 58 mm ahead of where it stood.
TEST(BombingGame, FromLevelOneABombLandsAfterOneStraightAndDestroysWhatItsRedDotIsUnder) {
    Game game(raid(2, 1, kStartY + 2 * kStraightMm));
    game.plan();
    game.give(DropBombs{"gotha", 1});
    const auto dropped = game.all<ev::BombsDropped>();
    ASSERT_EQ(dropped.size(), 1u);
    EXPECT_EQ(dropped.front().markers, 0);
    EXPECT_EQ(dropped.front().level, 1);
    EXPECT_NEAR(dropped.front().at.y, kStartY + 2 * kStraightMm, 1e-6);
    const auto landed = game.all<ev::BombLanded>();
    ASSERT_EQ(landed.size(), 1u) << "in the same phase";
    ASSERT_EQ(landed.front().hits.size(), 1u);
    EXPECT_EQ(landed.front().hits.front().cover, 2) << "over the red dot";
    EXPECT_TRUE(game.depot().destroyed) << "BOMB-03, without bomb_power";
    EXPECT_EQ(game.gotha().bombs, 1);
    EXPECT_TRUE(game.gotha().fullBombLoad) << "one of two is still half";
    EXPECT_TRUE(game.state.bombs.empty());
    // Before fire: the drop's events come before the phase ends.
    std::size_t landedAt = 0, phaseEnd = 0;
    for (std::size_t i = 0; i < game.events.size(); ++i) {
        if (game.events[i].kind() == EventKind::BombLanded) landedAt = i;
        if (game.events[i].kind() == EventKind::PhaseEnd && phaseEnd == 0) phaseEnd = i;
    }
    EXPECT_LT(landedAt, phaseEnd);
}

TEST(BombingGame, AMissLeavesTheObjectiveStanding) {
    Game game(raid(2, 1, kStartY + 2 * kStraightMm + 200));
    game.plan();
    game.give(DropBombs{"gotha", 1});
    const auto landed = game.all<ev::BombLanded>();
    ASSERT_EQ(landed.size(), 1u);
    EXPECT_TRUE(landed.front().hits.empty());
    EXPECT_FALSE(game.depot().destroyed);
}

// BOMB-05: from level 2 the bomb carries one marker: one more straight, in
// the next phase, before it lands.
TEST(BombingGame, FromLevelTwoABombFallsOneMoreCardInTheNextPhase) {
    Game game(raid(2, 2, kStartY + 3 * kStraightMm));
    game.plan();
    game.give(DropBombs{"gotha", 2});
    ASSERT_EQ(game.all<ev::BombsDropped>().size(), 1u);
    EXPECT_EQ(game.all<ev::BombsDropped>().front().markers, 1);
    const auto falling = std::find_if(game.events.begin(), game.events.end(),
                                      [](const Event& e) { return e.kind() == EventKind::PhaseEnd; });
    ASSERT_NE(falling, game.events.end());
    EXPECT_TRUE(std::none_of(game.events.begin(), falling, [](const Event& e) {
        return e.kind() == EventKind::BombLanded;
    })) << "still falling when phase 1 ends";
    EXPECT_FALSE(game.gotha().fullBombLoad) << "none left";
    // No bombs aboard: nobody is asked before card 2, and the turn flies on.
    const auto landed = game.all<ev::BombLanded>();
    ASSERT_EQ(landed.size(), 1u) << "it lands in phase 2";
    EXPECT_NEAR(landed.front().at.y, kStartY + 3 * kStraightMm, 1e-6);
    EXPECT_TRUE(game.depot().destroyed);
}

// BOMB-04/05: where bombs dropped now would land, as the computer pilots and
// the Ranges & Arcs overlay ask it: one straight on from level 1, one more per
// marker (levels 2-3: one, 4-6: two); nowhere from level 0 (BOMB-02).
TEST(BombingGame, BombsDroppedNowLandOneCardOnAndOneMorePerMarker) {
    const ManeuverDeck& deck = *shippedData().maneuverDeck(Era::Ww1, 'M');
    const GeometrySpec& geometry = *shippedData().geometry("ww1_large");
    AircraftState gotha;
    gotha.type = "gotha_g4";
    gotha.pose = {450, kStartY, 0};
    const auto landingAt = [&](int level) {
        gotha.altitude = level;
        return bombLanding(deck, geometry, gotha);
    };
    ASSERT_TRUE(landingAt(1));
    EXPECT_NEAR(landingAt(1)->y, kStartY + kStraightMm, 1e-6);
    EXPECT_NEAR(landingAt(2)->y, kStartY + 2 * kStraightMm, 1e-6);
    EXPECT_NEAR(landingAt(3)->y, kStartY + 2 * kStraightMm, 1e-6);
    EXPECT_NEAR(landingAt(4)->y, kStartY + 3 * kStraightMm, 1e-6);
    EXPECT_NEAR(landingAt(4)->x, 450, 1e-6);
    EXPECT_EQ(landingAt(0), std::nullopt);
}

// BOMB-05 in WW2: a bomb keeps the speed the bomber dropped it at. A Ju 87
// at level 2 drops after a fast straight, then flies its next straight
// slowly; the bomb makes its second move fast all the same.
TEST(BombingGame, AWw2BombFallsAtTheSpeedOfTheDrop) {
    const ManeuverCard& straight = *shippedData().maneuverDeck(Era::Ww2, 'E')->card(1);
    const GeometrySpec& small = *shippedData().geometry("ww2_small");
    const double fastMm = applyCardMove({0, 0, 0}, *straight.move(Speed::Fast), small).y;
    const double slowMm = applyCardMove({0, 0, 0}, *straight.move(Speed::Slow), small).y;
    ASSERT_GT(fastMm, slowMm + 10) << "the test needs speeds that differ";
    auto json = raid(2, 2, kStartY + 3 * fastMm);
    json["era"] = "ww2";
    json["ruleset"] = "ww2-standard";
    json["aircraft"][0]["type"] = "ju87_b";
    json["aircraft"][0]["side"] = "axis";
    json["aircraft"][1]["type"] = "spitfire_mk1";
    json["aircraft"][1]["side"] = "allies";
    json["targets"][0]["side"] = "allies";
    Game game(json);
    game.give(SubmitPlan{"gotha", test::plan(1, 2, 3, Speed::Fast, Speed::Slow, Speed::Slow)});
    game.give(SubmitPlan{"spad", test::plan(1, 2, 3, Speed::Fast, Speed::Fast, Speed::Fast)});
    game.give(DropBombs{"gotha", 1});
    ASSERT_EQ(game.all<ev::BombsDropped>().size(), 1u);
    EXPECT_NEAR(game.all<ev::BombsDropped>().front().at.y, kStartY + 2 * fastMm, 1e-6);
    game.give(DropBombs{"gotha", 0});
    const auto landed = game.all<ev::BombLanded>();
    ASSERT_EQ(landed.size(), 1u) << "it lands in phase 2";
    EXPECT_NEAR(landed.front().at.y, kStartY + 3 * fastMm, 1e-6) << "the slow straight of the bomber is not the bomb's";
    EXPECT_NEAR(game.gotha().pose.y, kStartY + fastMm + slowMm, 1e-6);
    EXPECT_TRUE(game.depot().destroyed);
}

// BOMB-02: below level 1 the bomber blows up with its bomb.
TEST(BombingGame, DroppingFromLevelZeroBlowsTheAirplaneUp) {
    auto json = raid(0, 1, 900);
    json["aircraft"][1]["bombs"] = 1;  // the SPAD: a dive (20) takes it from level 1 to 0
    json["aircraft"][1]["altitude"] = 1;
    json["aircraft"][1]["x"] = 450;
    json["aircraft"][1]["y"] = 1200;
    Game game(json);
    game.give(SubmitPlan{"gotha", Game::plan3(1, 2, 3)});
    game.give(SubmitPlan{"spad", Game::plan3(20, 1, 2)});
    ASSERT_EQ(game.state.stage, Stage::Drop);
    game.give(DropBombs{"spad", 1});
    ASSERT_EQ(game.all<ev::BombBlewUp>().size(), 1u);
    EXPECT_EQ(game.all<ev::BombBlewUp>().front().level, 0);
    EXPECT_EQ(game.state.find("spad")->status, AircraftStatus::Exploded);
    EXPECT_TRUE(game.all<ev::BombLanded>().empty());
}

// BOMB-08: the Gotha's load ends with its second bomb of two; its six
// counters would now make a level at rate 6: it stays and discards one.
TEST(BombingGame, TheLoadEndsWithTheBombsAndACounterGoes) {
    Game game(raid(2, 1, 1700, 6));
    game.plan();
    game.give(DropBombs{"gotha", 2});
    const auto lightened = game.all<ev::LoadLightened>();
    ASSERT_EQ(lightened.size(), 1u);
    EXPECT_TRUE(lightened.front().counterDiscarded);
    EXPECT_EQ(game.gotha().climb, 5);
    EXPECT_EQ(game.gotha().altitude, 1);
    EXPECT_FALSE(game.gotha().fullBombLoad);
}

// BOMB-06 (option bomb_power): a bomb touching the depot's card deals 2
// points; the depot (5 structure) stands.
TEST(BombingGame, WithBombPowerATouchDamagesWithoutDestroying) {
    const GroundType& bomb = *shippedData().bombCard();
    const GroundType& depot = *shippedData().groundType("depot");
    // The depot's card reaches just under the bomb card's far edge, its dot beyond.
    const double landing = kStartY + 2 * kStraightMm;
    const double depotY = landing + bomb.cardLength.value / 2 + depot.cardLength.value / 2 - 5;
    Game game(raid(2, 1, depotY), true);
    game.plan();
    game.give(DropBombs{"gotha", 1});
    const auto landed = game.all<ev::BombLanded>();
    ASSERT_EQ(landed.size(), 1u);
    ASSERT_EQ(landed.front().hits.size(), 1u);
    EXPECT_EQ(landed.front().hits.front().cover, 1);
    EXPECT_EQ(landed.front().hits.front().damage, 2);
    EXPECT_EQ(game.depot().damage, 2);
    EXPECT_FALSE(game.depot().destroyed);
    // Without the option a touch does nothing.
    Game plain(raid(2, 1, depotY), false);
    plain.plan();
    plain.give(DropBombs{"gotha", 1});
    EXPECT_FALSE(plain.depot().destroyed);
    EXPECT_EQ(plain.depot().damage, 0);
}

// The computer's pilots drop only over an enemy objective's red dot.
TEST(BombingGame, AComputerBomberDropsOverItsTarget) {
    Game over(raid(2, 1, kStartY + 2 * kStraightMm));
    over.plan();
    EXPECT_EQ(chooseDrop(over.engine, over.state, "gotha").bombs, 2);
    Game away(raid(2, 1, 1000));
    away.plan();
    EXPECT_EQ(chooseDrop(away.engine, away.state, "gotha").bombs, 0);
}

TEST(BombingGame, APlansFileSaysWhenToDrop) {
    const auto turns = scriptFromJson(
        {{"format_version", 1}, {"turns", {{{"plans", {{"gotha", {1, 2, 3}}}}, {"drops", {{"gotha", {0, 1, 0}}}}}}}});
    ASSERT_EQ(turns.size(), 1u);
    EXPECT_EQ(turns.front().drops.at("gotha"), (std::array<int, 3>{0, 1, 0}));
    EXPECT_THROW(scriptFromJson({{"format_version", 1}, {"turns", {{{"drops", {{"gotha", {0, 1}}}}}}}}),
                 std::invalid_argument);
    EXPECT_THROW(scriptFromJson({{"format_version", 1}, {"turns", {{{"drops", {{"gotha", {0, -1, 0}}}}}}}}),
                 std::invalid_argument);
}

}  // namespace
}  // namespace jasta::test
