// Twin-gun partial jams (CONF-28: FIRE-27 s000, FIRE-28 s003) and limited
// ammunition (CONF-29: FIRE-25/26, counted as shots).

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/game.hpp"
#include "jasta/specials.hpp"

namespace jasta::test {
namespace {

const Event* findEvent(const std::vector<Event>& events, std::string_view kind, std::string_view aircraft = {}) {
    for (const auto& event : events)
        if (event.kind == kind && (aircraft.empty() || event.aircraft == aircraft)) return &event;
    return nullptr;
}

bool hasRule(const Event& event, std::string_view rule) {
    return std::find(event.rules.begin(), event.rules.end(), rule) != event.rules.end();
}

// --- Which guns jam (applySpecial) -----------------------------------------

struct TwinJams : ::testing::Test {
    RuleOptions rules = presetRules("ww1-standard");
    AircraftState target = airplane("albatros_d3");
    AircraftState shooter = airplane("spad_xiii");  // "front": Twin Vickers, guns = 2
    const AircraftType& targetType = *shippedData().aircraftType("albatros_d3");
    const AircraftType& spad = *shippedData().aircraftType("spad_xiii");

    void SetUp() override { shooter.twinGuns["front"] = {}; }
    // A new shot of the front guns in this fire step.
    void shoot(bool shortRange, bool oneGun = false) {
        auto& twin = shooter.twinGuns["front"];
        twin.fired = true;
        twin.shortRange = shortRange;
        twin.oneGun = oneGun;
        twin.red = twin.green = 0;
    }
    std::vector<Event> jam(JamColour colour, bool sameShot = false) {
        DamageCardSpec card;
        card.id = "test";
        card.damage = 0;
        card.special = Special::Jam;
        card.jamColour = colour;
        return applySpecial(rules, target, targetType, shooter, "front", card, sameShot, sameShot, false);
    }
    int jammed() { return shooter.twinGuns["front"].jammed; }
    bool blocked() { return !weaponBlocked(shooter, spad, spad.weapons.at(0)).empty(); }
};

TEST_F(TwinJams, S003RedJamsBothGreenOneTwoGreensBoth) {
    rules.twinJam = TwinJam::S003;
    shoot(true);
    auto events = jam(JamColour::Green);
    EXPECT_EQ(jammed(), 1);
    EXPECT_FALSE(blocked()) << "the other gun still fires";
    ASSERT_FALSE(events.empty());
    EXPECT_TRUE(hasRule(events[0], "FIRE-28"));
    EXPECT_EQ(events[0].details.at("guns_jammed"), 1);
    events = jam(JamColour::Green, true);  // the second green of the same shot: not dropped by CONF-27
    EXPECT_EQ(jammed(), 2);
    EXPECT_EQ(shooter.jams["front"], 3);  // both: the normal DMG-10 jam
    EXPECT_TRUE(blocked());

    shooter = airplane("spad_xiii");
    shooter.twinGuns["front"] = {};
    shoot(false);
    jam(JamColour::Red);
    EXPECT_EQ(jammed(), 2);
    EXPECT_TRUE(blocked());
}

TEST_F(TwinJams, S000ShortRangeByTheNumberOfJamCards) {
    rules.twinJam = TwinJam::S000;
    shoot(true);
    auto events = jam(JamColour::Green);
    EXPECT_EQ(jammed(), 1);
    EXPECT_EQ(shooter.twinGuns["front"].counters, 3);
    EXPECT_TRUE(hasRule(events.at(0), "FIRE-27"));
    EXPECT_FALSE(blocked());
    jam(JamColour::Red, true);
    EXPECT_EQ(jammed(), 2);
    EXPECT_TRUE(blocked());
}

TEST_F(TwinJams, S000LongRangeRedOneGreenBoth) {
    rules.twinJam = TwinJam::S000;
    shoot(false);
    jam(JamColour::Red);
    EXPECT_EQ(jammed(), 1);
    EXPECT_FALSE(blocked());
    jam(JamColour::Red, true);  // two reds: both
    EXPECT_EQ(jammed(), 2);

    shooter = airplane("spad_xiii");
    shooter.twinGuns["front"] = {};
    shoot(false);
    jam(JamColour::Green);
    EXPECT_EQ(jammed(), 2);
    EXPECT_TRUE(blocked());
}

TEST_F(TwinJams, TheWorkingGunJamsNormallyAndBothClearWithTheCounters) {
    rules.twinJam = TwinJam::S003;
    shooter.twinGuns["front"].jammed = 1;
    shooter.twinGuns["front"].counters = 3;
    shoot(false, true);
    jam(JamColour::Green);  // green would jam one gun, but the other already is
    EXPECT_EQ(jammed(), 2);
    std::vector<Event> events;
    for (int phase = 0; phase < 3; ++phase) endOfPhaseCounters(rules, shooter, events);
    EXPECT_EQ(jammed(), 0);
    EXPECT_FALSE(blocked());
}

TEST_F(TwinJams, OffOrSingleGunKeepsTheNormalJam) {
    shoot(false);
    jam(JamColour::Green);  // twin_jam off
    EXPECT_EQ(shooter.jams["front"], 3);
    EXPECT_EQ(jammed(), 0);
    EXPECT_TRUE(blocked());
}

// --- In the engine ---------------------------------------------------------

// The SPAD chases the Albatros at long range every phase; the Albatros cannot shoot back.
struct Chase : ::testing::Test {
    RuleOptions rules = presetRules("ww1-standard");
    Scenario scenario = *shippedData().scenario("ww1_duel");
    Rng rng{11};
    std::vector<Event> events;

    void SetUp() override {
        scenario.aircraft[0].y = 200;
        scenario.aircraft[1].y = 380;
        scenario.aircraft[1].x = 450;
        scenario.aircraft[1].heading = 0;
    }
    Engine engine() const { return {shippedData(), rules}; }
    Applied start() { return newGame(engine(), scenario, "ww1-standard", rng); }
    // Plans a turn of three straights; returns at the first fire decision.
    void plan(GameState& state) {
        for (const char* id : {"spad", "albatros"}) advance(state, SubmitPlan{id, test::plan(1, 2, 3)});
    }
    void advance(GameState& state, const Command& command) {
        auto next = apply(engine(), state, command, rng);
        events.insert(events.end(), next.events.begin(), next.events.end());
        state = std::move(next.state);
    }
    // Answers this fire step: the SPAD fires at its first target or holds.
    void fireStep(GameState& state, bool fire) {
        ASSERT_EQ(state.stage, Stage::Fire);
        for (const auto& decision : pending(state))
            advance(state, FireOrder{decision.aircraft, decision.weapon,
                                     fire && decision.aircraft == "spad" ? decision.options.front() : ""});
    }
    std::vector<const Event*> all(std::string_view kind, std::string_view aircraft) {
        std::vector<const Event*> found;
        for (const auto& event : events)
            if (event.kind == kind && event.aircraft == aircraft) found.push_back(&event);
        return found;
    }
};

TEST_F(Chase, OneWorkingGunFiresWithDeckB) {
    rules.twinJam = TwinJam::S003;
    auto game = start();
    auto& state = game.state;
    ASSERT_EQ(state.find("spad")->twinGuns.count("front"), 1u);
    state.find("spad")->twinGuns["front"] = {1, 3};
    plan(state);
    fireStep(state, true);
    const auto fires = all("fire", "spad");
    ASSERT_EQ(fires.size(), 1u);
    EXPECT_EQ(fires[0]->details.at("deck"), "B");
    EXPECT_TRUE(hasRule(*fires[0], "FIRE-28"));
    const auto* albatros = state.find("albatros");
    ASSERT_FALSE(albatros->damageCards.empty());
    EXPECT_EQ(albatros->damageCards.front().substr(0, 2), "B:");
    // s003: firing leaves the counters on the jammed gun.
    const auto& twin = state.find("spad")->twinGuns.at("front");
    if (twin.jammed == 1) {
        EXPECT_EQ(twin.counters, 3);
    }
}

TEST_F(Chase, S003HoldingFireUnjamsOneCounterAStep) {
    rules.twinJam = TwinJam::S003;
    auto game = start();
    auto& state = game.state;
    state.find("spad")->twinGuns["front"] = {1, 3};
    plan(state);
    fireStep(state, false);
    EXPECT_EQ(state.find("spad")->twinGuns.at("front").counters, 2);
    fireStep(state, false);
    EXPECT_EQ(state.find("spad")->twinGuns.at("front").counters, 1);
    fireStep(state, false);
    EXPECT_EQ(state.find("spad")->twinGuns.at("front").jammed, 0);
    const auto unjammed = all("unjammed", "spad");
    ASSERT_EQ(unjammed.size(), 1u);
    EXPECT_TRUE(hasRule(*unjammed[0], "FIRE-28"));
}

TEST_F(Chase, S000FiringResetsTheThreeStepCount) {
    rules.twinJam = TwinJam::S000;
    auto game = start();
    auto& state = game.state;
    state.find("spad")->twinGuns["front"] = {1, 3};
    plan(state);
    fireStep(state, false);
    fireStep(state, false);
    EXPECT_EQ(state.find("spad")->twinGuns.at("front").counters, 1);
    fireStep(state, true);  // one gun fires (deck B): back to 3 unless the B card jammed the other
    const auto& twin = state.find("spad")->twinGuns.at("front");
    if (twin.jammed == 1) {
        EXPECT_EQ(twin.counters, 3);
    } else {
        EXPECT_EQ(twin.jammed, 2);
    }
    const auto fires = all("fire", "spad");
    ASSERT_EQ(fires.size(), 1u);
    EXPECT_TRUE(hasRule(*fires[0], "FIRE-27"));
}

TEST_F(Chase, AmmunitionRunsOutAfterItsShots) {
    rules.ammunition = Ammunition::ShotCounter;
    rules.ammunitionCount = 7;
    auto game = start();
    auto& state = game.state;
    EXPECT_EQ(state.find("spad")->shotsLeft, 7);
    state.find("spad")->shotsLeft = 2;
    plan(state);
    fireStep(state, true);
    fireStep(state, true);
    EXPECT_EQ(state.find("spad")->shotsLeft, 0);
    EXPECT_EQ(all("fire", "spad").back()->details.at("shots_left"), 0);
    // The third phase: the SPAD is out of ammunition and is not asked to fire.
    for (const auto& option : state.fireOptions) EXPECT_NE(option.aircraft, "spad");
    const auto& spad = *shippedData().aircraftType("spad_xiii");
    EXPECT_NE(weaponBlocked(*state.find("spad"), spad, spad.weapons.at(0)).find("FIRE-25"), std::string::npos);
    EXPECT_EQ(all("fire", "spad").size(), 2u);
}

TEST_F(Chase, S000AmmunitionIsSixShots) {
    rules.ammunition = Ammunition::S000;
    rules.ammunitionCount = 9;
    auto game = start();
    EXPECT_EQ(game.state.find("spad")->shotsLeft, 6);
    EXPECT_TRUE(toJson(game.state).at("aircraft")[0].contains("shots_left"));
}

TEST_F(Chase, OptionsOffChangeNothing) {
    auto game = start();
    for (const auto& airplane : game.state.aircraft) {
        EXPECT_TRUE(airplane.twinGuns.empty());
        EXPECT_EQ(airplane.shotsLeft, -1);
    }
    const auto json = toJson(game.state);
    EXPECT_FALSE(json.at("aircraft")[0].contains("twin_guns"));
    EXPECT_FALSE(json.at("aircraft")[0].contains("shots_left"));
    auto& state = game.state;
    plan(state);
    for (int step = 0; step < 3 && state.stage == Stage::Fire; ++step) fireStep(state, true);
    for (const auto* fire : all("fire", "spad")) {
        EXPECT_EQ(fire->details.at("deck"), "A");
        EXPECT_FALSE(fire->details.contains("shots_left"));
    }
    EXPECT_EQ(findEvent(events, "out_of_ammunition"), nullptr);
}

}  // namespace
}  // namespace jasta::test
