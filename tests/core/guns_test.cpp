// Twin-gun partial jams (CONF-28: FIRE-27 s000, FIRE-28 s003) and limited
// ammunition (CONF-29: FIRE-25/26 console cards, the D10 shot counter).

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/specials.hpp"

namespace jasta::test {
namespace {

const Event* findEvent(const std::vector<Event>& events, EventKind kind, std::string_view aircraft = {}) {
    for (const auto& event : events)
        if (event.kind() == kind && (aircraft.empty() || event.aircraft == aircraft)) return &event;
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
    bool blocked() { return static_cast<bool>(weaponBlocked(shooter, spad, spad.weapons.at(0))); }
};

TEST_F(TwinJams, S003RedJamsBothGreenOneTwoGreensBoth) {
    rules.twinJam = TwinJam::S003;
    shoot(true);
    auto events = jam(JamColour::Green);
    EXPECT_EQ(jammed(), 1);
    EXPECT_FALSE(blocked()) << "the other gun still fires";
    ASSERT_FALSE(events.empty());
    EXPECT_TRUE(hasRule(events[0], "FIRE-28"));
    EXPECT_EQ(events[0].as<ev::Jam>().gunsJammed, 1);
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
    std::vector<const Event*> all(EventKind kind, std::string_view aircraft) {
        std::vector<const Event*> found;
        for (const auto& event : events)
            if (event.kind() == kind && event.aircraft == aircraft) found.push_back(&event);
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
    const auto fires = all(EventKind::Fire, "spad");
    ASSERT_EQ(fires.size(), 1u);
    EXPECT_EQ(fires[0]->as<ev::Fire>().deck, 'B');
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
    const auto unjammed = all(EventKind::Unjammed, "spad");
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
    const auto fires = all(EventKind::Fire, "spad");
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
    EXPECT_EQ(all(EventKind::Fire, "spad").back()->as<ev::Fire>().shotsLeft, 0);
    // The third phase: the SPAD is out of ammunition and is not asked to fire.
    for (const auto& option : state.fireOptions) EXPECT_NE(option.aircraft, "spad");
    const auto& spad = *shippedData().aircraftType("spad_xiii");
    EXPECT_EQ(weaponBlocked(*state.find("spad"), spad, spad.weapons.at(0)).why, WeaponBlock::NoAmmunition);
    EXPECT_EQ(all(EventKind::Fire, "spad").size(), 2u);
}

// The id of the first card of deck A with this value and special.
std::string deckACard(int damage, Special special) {
    for (const auto& card : shippedData().damageDeck(Era::Ww1, 'A')->cards)
        if (card.damage == damage && card.special == special) return card.id;
    ADD_FAILURE() << "deck A has no " << damage << "-point card with that special";
    return "";
}

TEST_F(Chase, S000DealsSixRandomConsoleCardsOutOfTheCommonDeck) {
    rules.ammunition = Ammunition::S000;
    rules.ammunitionCount = 9;  // not S000's: it always has six
    auto game = start();
    const auto& state = game.state;
    const auto* spad = state.find("spad");
    EXPECT_EQ(spad->ammoDeck, 'A');
    EXPECT_EQ(spad->ammoCards.size(), 6u);
    EXPECT_EQ(spad->ammunitionLeft(), 6);
    EXPECT_EQ(state.find("albatros")->ammoCards.size(), 6u);
    // Twelve cards sit on the two consoles, out of the common deck.
    const auto fullDeck = static_cast<std::size_t>(shippedData().damageDeck(Era::Ww1, 'A')->size());
    EXPECT_EQ(state.piles->cardsInPlay('A'), fullDeck - 12);
    const auto json = toJson(state).at("aircraft")[0];
    EXPECT_EQ(json.at("ammo_cards").size(), 6u);
    EXPECT_EQ(json.at("ammo_deck"), "A");
    // Random: another seed gives another console.
    rng = Rng{12};
    EXPECT_NE(start().state.find("spad")->ammoCards, spad->ammoCards);
}

TEST_F(Chase, S003ConsoleHoldsOnlyOneToThreePointCards) {
    rules.ammunition = Ammunition::S003;
    rules.ammunitionCount = 8;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        rng = Rng{seed};
        auto game = start();
        const auto& cards = game.state.find("spad")->ammoCards;
        ASSERT_EQ(cards.size(), 8u);
        for (const auto& id : cards) {
            const auto* card = shippedData().damageDeck(Era::Ww1, 'A')->card(id);
            ASSERT_NE(card, nullptr) << id;
            EXPECT_GE(card->damage, 1) << id;
            EXPECT_LE(card->damage, 3) << id;
        }
    }
}

TEST_F(Chase, TheTargetsFirstCardComesOffTheShootersConsole) {
    rules.ammunition = Ammunition::S000;
    auto game = start();
    auto& state = game.state;
    const std::string top = state.find("spad")->ammoCards.back();
    plan(state);
    fireStep(state, true);  // long range: one card, the console's
    EXPECT_EQ(state.find("spad")->ammoCards.size(), 5u);
    const auto* albatros = state.find("albatros");
    ASSERT_EQ(albatros->damageCards.size(), 1u);
    EXPECT_EQ(albatros->damageCards[0], "A:" + top);
    const auto fires = all(EventKind::Fire, "spad");
    ASSERT_EQ(fires.size(), 1u);
    EXPECT_TRUE(hasRule(*fires[0], "FIRE-25"));
    EXPECT_EQ(fires[0]->as<ev::Fire>().shotsLeft, 5);
}

TEST_F(Chase, AnEmptyConsoleIsOutOfAmmunition) {
    rules.ammunition = Ammunition::S003;
    auto game = start();
    auto& state = game.state;
    state.find("spad")->ammoCards.resize(1);
    plan(state);
    fireStep(state, true);
    EXPECT_EQ(state.find("spad")->ammunitionLeft(), 0);
    for (const auto& option : state.fireOptions) EXPECT_NE(option.aircraft, "spad");
    const auto& spad = *shippedData().aircraftType("spad_xiii");
    EXPECT_EQ(weaponBlocked(*state.find("spad"), spad, spad.weapons.at(0)).why, WeaponBlock::NoAmmunition);
}

TEST_F(Chase, AShotDownAirplanesUnusedConsoleCardsGoBackToTheDeck) {
    for (const auto mode : {Ammunition::S000, Ammunition::S003}) {
        rules.ammunition = mode;
        rng = Rng{11};
        events.clear();
        auto game = start();
        auto& state = game.state;
        auto* albatros = state.find("albatros");
        albatros->damage = shippedData().aircraftType("albatros_d3")->structure.value - 1;
        const auto unused = albatros->ammoCards;
        state.find("spad")->ammoCards.back() = deckACard(2, Special::None);  // the shot that brings it down
        const auto before = state.piles->cardsInPlay('A');
        plan(state);
        fireStep(state, true);
        ASSERT_EQ(state.find("albatros")->status, AircraftStatus::Destroyed);
        EXPECT_TRUE(state.find("albatros")->ammoCards.empty());
        const auto returned = all(EventKind::AmmunitionReturned, "albatros");
        ASSERT_EQ(returned.size(), 1u);
        EXPECT_EQ(returned[0]->as<ev::AmmunitionReturned>().cards, unused);
        // Six cards back (the played console card was on the console before, too).
        EXPECT_EQ(state.piles->cardsInPlay('A'), before + unused.size() + 1);
        auto pile = state.piles->drawPileIds('A');
        if (mode == Ammunition::S003) {
            // Under the deck: the bottom of the pile is its front, in the order they were returned.
            const std::vector<std::string> bottom(pile.begin(),
                                                  pile.begin() + static_cast<std::ptrdiff_t>(unused.size()));
            std::vector<std::string> expected(unused.rbegin(), unused.rend());
            EXPECT_EQ(bottom, expected);
            EXPECT_TRUE(hasRule(*returned[0], "FIRE-26"));
        } else {
            EXPECT_TRUE(hasRule(*returned[0], "FIRE-25"));
            for (const auto& id : unused) EXPECT_NE(std::find(pile.begin(), pile.end(), id), pile.end()) << id;
        }
    }
}

TEST_F(Chase, ExplicitUnjamWorksOnTheJammedGun) {
    rules.twinJam = TwinJam::S003;
    auto game = start();
    auto& state = game.state;
    state.find("spad")->twinGuns["front"] = {1, 3};
    plan(state);
    const auto decisions = pending(state);
    const auto spadDecision =
        std::find_if(decisions.begin(), decisions.end(), [](const Decision& d) { return d.aircraft == "spad"; });
    ASSERT_NE(spadDecision, decisions.end());
    EXPECT_TRUE(spadDecision->canUnjam);
    // The Albatros's gun is not half jammed: no unjam for it.
    EXPECT_THROW(apply(engine(), state, Unjam{"albatros", "front"}, rng), CommandError);
    for (const auto& decision : decisions)
        advance(state, decision.aircraft == "spad" ? Command{Unjam{"spad", "front"}}
                                                   : Command{FireOrder{decision.aircraft, decision.weapon, ""}});
    EXPECT_EQ(state.find("spad")->twinGuns.at("front").counters, 2);
    const auto choices = all(EventKind::UnjamChoice, "spad");
    ASSERT_EQ(choices.size(), 1u);
    EXPECT_TRUE(hasRule(*choices[0], "FIRE-28"));
    EXPECT_TRUE(all(EventKind::Fire, "spad").empty());
    EXPECT_EQ(toJson(Command{Unjam{"spad", "front"}}),
              (nlohmann::json{{"type", "unjam"}, {"aircraft", "spad"}, {"weapon", "front"}}));
    EXPECT_EQ(commandFromJson(toJson(Command{Unjam{"spad", "front"}})), (Command{Unjam{"spad", "front"}}));
}

TEST_F(Chase, NoUnjamWithoutATwinJam) {
    auto game = start();
    auto& state = game.state;
    plan(state);
    ASSERT_EQ(state.stage, Stage::Fire);
    for (const auto& decision : pending(state)) EXPECT_FALSE(decision.canUnjam);
    EXPECT_THROW(apply(engine(), state, Unjam{"spad", "front"}, rng), CommandError);
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
    for (const auto* fire : all(EventKind::Fire, "spad")) {
        EXPECT_EQ(fire->as<ev::Fire>().deck, 'A');
        EXPECT_FALSE(fire->as<ev::Fire>().shotsLeft);
    }
    EXPECT_EQ(findEvent(events, EventKind::OutOfAmmunition), nullptr);
}

}  // namespace
}  // namespace jasta::test
