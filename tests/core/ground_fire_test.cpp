// Airplanes on the ground as targets, burning, fighting the fire and
// touching each other (RULES.md GND-06, GND-07, GND-09..12, GND-17, GND-18;
// options grounded_target CONF-21, ground_overlap CONF-19,
// ground_fire_fighting CONF-20), played from rules revision 3 on.

#include <nlohmann/json.hpp>

#include "flying_fixture.hpp"
#include "jasta/rules/damage.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/ground_fire.hpp"
#include "jasta/rules/phase.hpp"
#include "jasta/rules/taxiing.hpp"
#include "jasta/words/plans.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

// WW1 deck A (SPAD XIII): straights 1-4, stall 17 (58 mm). Small bases are
// 44 mm wide and 40 mm long, so centres less than 40 mm apart along the
// heading touch.

AircraftState onGround(std::string_view id, std::string_view type, Pose pose) {
    ScenarioAircraft placed = placedAirplane(type, pose, 0, 0);
    placed.id = std::string(id);
    placed.onGround = true;
    return initialState(placed, *shippedData().aircraftType(type));
}

AircraftState aloft(std::string_view id, std::string_view type, Pose pose, int altitude, int climb = 0) {
    ScenarioAircraft placed = placedAirplane(type, pose, altitude, climb);
    placed.id = std::string(id);
    return initialState(placed, *shippedData().aircraftType(type));
}

RuleOptions beforeRevision3(RuleOptions rules) {
    rules.rulesRevision = 2;
    return rules;
}

bool has(const std::vector<std::string>& list, std::string_view item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

ShotCheck frontShot(const RuleOptions& rules, const AircraftState& shooter, const AircraftState& target) {
    const Weapon& weapon = shippedData().aircraftType(shooter.type)->weapons.front();
    const std::vector<AircraftState> all{shooter, target};
    return checkShot(shippedData(), rules, shooter, weapon, target, all, {});
}

int countOf(const std::vector<Event>& events, EventKind kind, std::string_view aircraft = {}) {
    return static_cast<int>(std::count_if(events.begin(), events.end(), [&](const Event& e) {
        return e.kind() == kind && (aircraft.empty() || e.aircraft == aircraft);
    }));
}

// --- GND-07 / GND-17: fired at on the ground -----------------------------------

TEST(GroundedTarget, S000ItIsHitWhereItStandsAtLevelZero) {
    const auto rules = presetRules("ww1-advanced");
    ASSERT_EQ(rules.groundedTarget, GroundRules::S000);
    const auto spad = aloft("spad", "spad_xiii", {450, 200, 0}, 1);
    // One level above: the first half of the ruler only, at long range (FIRE-06).
    auto shot = frontShot(rules, spad, onGround("albatros", "albatros_d3", {450, 300, 0}));
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.levelDifference, 1);
    EXPECT_EQ(shot.range, Range::Long);
    EXPECT_EQ(shot.cards, 1);
    EXPECT_TRUE(has(shot.rules, "GND-07"));
    EXPECT_TRUE(has(shot.rules, "FIRE-06"));
    EXPECT_EQ(frontShot(rules, spad, onGround("albatros", "albatros_d3", {450, 310, 0})).range, Range::Out);
    // Two levels above: too far, like any target two levels down.
    shot = frontShot(rules, aloft("spad", "spad_xiii", {450, 200, 0}, 2),
                     onGround("albatros", "albatros_d3", {450, 300, 0}));
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(has(shot.rules, "FIRE-06"));
    // At level 0 with a climb counter it is the same level: short range, two cards.
    shot = frontShot(rules, aloft("spad", "spad_xiii", {450, 200, 0}, 0, 1),
                     onGround("albatros", "albatros_d3", {450, 300, 0}));
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.range, Range::Short);
    EXPECT_EQ(shot.cards, 2);
    // Games played before revision 3: no target on the ground.
    shot = frontShot(beforeRevision3(rules), spad, onGround("albatros", "albatros_d3", {450, 300, 0}));
    EXPECT_FALSE(shot.canFire);
    EXPECT_EQ(shot.refusals, (std::vector<ShotVerdict>{ShotVerdict::TargetNotFlying}));
}

TEST(GroundedTarget, S004ItCountsAsAltitudeOne) {
    auto rules = presetRules("ww2-advanced");
    ASSERT_EQ(rules.groundedTarget, GroundRules::S004);
    auto spitfire = [](int altitude) { return aloft("spitfire", "spitfire_mk1", {450, 200, 0}, altitude); };
    const auto parked = onGround("bf109", "bf109_e", {450, 300, 0});
    auto shot = frontShot(rules, spitfire(1), parked);
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.levelDifference, 0);
    EXPECT_EQ(shot.range, Range::Short);
    EXPECT_TRUE(has(shot.rules, "GND-17"));
    EXPECT_FALSE(has(shot.rules, "GND-07"));
    shot = frontShot(rules, spitfire(2), parked);
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.levelDifference, 1);
    EXPECT_FALSE(frontShot(rules, spitfire(3), parked).canFire);  // two levels above altitude 1
    // The Italian reading at level 0: from level 2 it is two levels down.
    rules.groundedTarget = GroundRules::S000;
    EXPECT_EQ(frontShot(rules, spitfire(1), parked).levelDifference, 1);
    EXPECT_FALSE(frontShot(rules, spitfire(2), parked).canFire);
}

TEST(GroundedTarget, ItNeitherFiresNorBlocksALineOfFire) {
    const auto rules = presetRules("ww1-advanced");
    auto shot = frontShot(rules, onGround("spad", "spad_xiii", {450, 200, 0}),
                          aloft("albatros", "albatros_d3", {450, 300, 180}, 0, 1));
    EXPECT_FALSE(shot.canFire);
    EXPECT_TRUE(std::find(shot.refusals.begin(), shot.refusals.end(), ShotVerdict::ShooterNotFlying) !=
                shot.refusals.end());
    // An airplane parked right across the line between two at level 0 blocks nothing.
    const auto shooter = aloft("spad", "spad_xiii", {450, 200, 0}, 0, 1);
    const auto target = aloft("albatros", "albatros_d3", {450, 330, 180}, 0, 1);
    const auto parked = onGround("parked", "sopwith_camel", {450, 265, 90});
    const Weapon& weapon = shippedData().aircraftType("spad_xiii")->weapons.front();
    shot = checkShot(shippedData(), rules, shooter, weapon, target, {shooter, target, parked}, {});
    EXPECT_TRUE(shot.canFire);
    EXPECT_TRUE(shot.blockedBy.empty());
    // The same airplane flying there blocks it (FIRE-04).
    const auto flying = aloft("parked", "sopwith_camel", {450, 265, 90}, 0, 1);
    shot = checkShot(shippedData(), rules, shooter, weapon, target, {shooter, target, flying}, {});
    EXPECT_EQ(shot.blockedBy, (std::vector<std::string>{"parked"}));
}

// A SPAD at level 1 flies straight 1 (132 mm) up to an Albatros parked ahead.
nlohmann::json strafingScenario() {
    auto parked = placedAirplaneJson("albatros", "albatros_d3", "central", {450, 412}, 0);
    parked["on_ground"] = true;
    return scenarioJson("strafing", Era::Ww1, "ww1-advanced",
                        {placedAirplaneJson("spad", "spad_xiii", "entente", {450, 200}, 1), parked});
}

TEST(GroundedTarget, TheEngineOffersItToTheGunsAndDealsTheCards) {
    ScenarioGame game(strafingScenario());
    game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});  // no stall: it stays parked
    game.apply(SubmitPlan{"spad", plan(1, 2, 3)});
    ASSERT_EQ(game.state.stage, Stage::Fire);
    ASSERT_EQ(game.state.fireOptions.size(), 1U);
    EXPECT_EQ(game.state.fireOptions[0].aircraft, "spad");
    EXPECT_EQ(game.state.fireOptions[0].targets, (std::vector<std::string>{"albatros"}));
    game.apply(FireOrder{"spad", game.state.fireOptions[0].weapon, "albatros"});
    EXPECT_EQ(countOf(game.events, EventKind::Damage, "albatros"), 1);  // long range: one card
    EXPECT_EQ(game.state.find("albatros")->damageCards.size(), 1U);

    // Under revision 2 the same game offers nothing.
    ScenarioGame old(strafingScenario());
    old.engine.rules.rulesRevision = 2;
    old.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
    old.apply(SubmitPlan{"spad", plan(1, 2, 3)});
    EXPECT_NE(old.state.stage, Stage::Fire);
}

// --- GND-11 / GND-18: fighting the fire ------------------------------------------

struct Fought {
    int value = 0;    // the value of the card on top of the A pile before
    int removed = 0;  // flame counters taken off
    std::size_t pileBefore = 0, pileAfter = 0;
    std::vector<Event> events;
    AircraftState airplane;
};

Fought fight(const RuleOptions& rules, std::uint64_t seed, int flames, bool grounded = true) {
    Rng rng(seed);
    DamagePiles piles(shippedData(), rules.era, rules, rng);
    Fought result;
    result.value = piles.deck('A').card(piles.drawPileIds('A').back())->damage;
    result.airplane =
        grounded ? onGround("spad", "spad_xiii", {450, 200, 0}) : aloft("spad", "spad_xiii", {450, 200, 0}, 1);
    result.airplane.flames = flames;
    result.pileBefore = piles.remaining('A');
    result.events = fightGroundFire(result.airplane, rules, piles, rng);
    result.pileAfter = piles.remaining('A');
    result.removed = flames - result.airplane.flames;
    return result;
}

TEST(GroundFireFighting, S000OnlyAZeroTakesOneCounterOffAndNothingIsDamaged) {
    const auto rules = presetRules("ww1-advanced");
    ASSERT_EQ(rules.groundFireFighting, GroundRules::S000);
    bool sawZero = false, sawOther = false;
    for (std::uint64_t seed = 1; seed <= 60 && !(sawZero && sawOther); ++seed) {
        const Fought fought = fight(rules, seed, 3);
        (fought.value == 0 ? sawZero : sawOther) = true;
        EXPECT_EQ(fought.removed, fought.value == 0 ? 1 : 0) << "seed " << seed;
        EXPECT_EQ(fought.airplane.damage, 0);
        EXPECT_EQ(fought.pileAfter, fought.pileBefore - 1);  // drawn and discarded
        ASSERT_EQ(fought.events.size(), 1U);
        EXPECT_EQ(fought.events[0].rules, (std::vector<std::string>{"GND-11"}));
        const auto& e = fought.events[0].as<ev::GroundFireFought>();
        EXPECT_EQ(e.value, fought.value);
        EXPECT_EQ(e.removed, fought.removed);
        EXPECT_EQ(e.flames, fought.airplane.flames);
    }
    EXPECT_TRUE(sawZero);
    EXPECT_TRUE(sawOther);
}

TEST(GroundFireFighting, S004TheValueTakesThatManyOffAndTheCounterGoesBack) {
    auto rules = presetRules("ww1-advanced");
    rules.groundFireFighting = GroundRules::S004;
    bool sawMoreThanLeft = false;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const Fought fought = fight(rules, seed, 2);
        EXPECT_EQ(fought.removed, std::min(fought.value, 2)) << "seed " << seed;
        EXPECT_EQ(fought.pileAfter, fought.pileBefore);  // put back with the other A counters
        EXPECT_EQ(fought.airplane.damage, 0);
        EXPECT_EQ(fought.events.at(0).rules, (std::vector<std::string>{"GND-18"}));
        sawMoreThanLeft = sawMoreThanLeft || fought.value > 2;
    }
    EXPECT_TRUE(sawMoreThanLeft);  // the edge: never more counters off than there are
}

TEST(GroundFireFighting, OnlyABurningAirplaneOnTheGroundFightsAndOnlyFromRevision3) {
    const auto rules = presetRules("ww1-advanced");
    for (const Fought& none : {fight(rules, 5, 3, false), fight(rules, 5, 0), fight(beforeRevision3(rules), 5, 3)}) {
        EXPECT_TRUE(none.events.empty());
        EXPECT_EQ(none.pileAfter, none.pileBefore);
        EXPECT_EQ(none.removed, 0);
    }
}

nlohmann::json parkedPairScenario(const std::string& ruleset, Era era, const std::string& type) {
    auto parked = placedAirplaneJson("parked", type, era == Era::Ww1 ? "central" : "axis", {450, 600}, 0);
    parked["on_ground"] = true;
    return scenarioJson("burning", era, ruleset,
                        {placedAirplaneJson("enemy", era == Era::Ww1 ? "spad_xiii" : "spitfire_mk1",
                                            era == Era::Ww1 ? "entente" : "allies", {200, 200}, 2),
                         parked});
}

// Flies one turn with the parked airplane waiting and the other flying straights.
void flyTurn(ScenarioGame& game) {
    game.apply(SubmitPlan{"parked", plan(1, 2, 3)});
    game.fly({{"enemy", plan(1, 2, 3)}});
}

std::size_t indexOf(const std::vector<Event>& events, EventKind kind, std::size_t from) {
    for (std::size_t i = from; i < events.size(); ++i)
        if (events[i].kind() == kind && events[i].aircraft == "parked") return i;
    return events.size();
}

TEST(GroundFire, TheFireIsFoughtBeforeTheFlamesBurnAndTheyBurnOnTheGround) {
    ScenarioGame game(parkedPairScenario("ww1-advanced", Era::Ww1, "albatros_d3"));
    game.state.aircraft[1].flames = 3;
    const std::size_t turnOneEnd = game.events.size();
    flyTurn(game);
    const std::size_t fought = indexOf(game.events, EventKind::GroundFireFought, turnOneEnd);
    const std::size_t burned = indexOf(game.events, EventKind::Damage, turnOneEnd);
    ASSERT_LT(fought, game.events.size());
    const auto& fight = game.events[fought].as<ev::GroundFireFought>();
    if (fight.flames > 0) {
        // DMG-09 on the ground: one counter off and one A card, after the fight.
        ASSERT_LT(burned, game.events.size());
        EXPECT_LT(fought, burned);
        EXPECT_EQ(game.events[burned].as<ev::Damage>().cause.source, ev::DamageSource::FlamesOnBoard);
        EXPECT_EQ(game.state.find("parked")->flames, fight.flames - 1);
    }

    // Before revision 3 the flames of an airplane on the ground neither burn nor are fought.
    ScenarioGame old(parkedPairScenario("ww1-advanced", Era::Ww1, "albatros_d3"));
    old.engine.rules.rulesRevision = 2;
    old.state.aircraft[1].flames = 3;
    flyTurn(old);
    EXPECT_EQ(countOf(old.events, EventKind::GroundFireFought), 0);
    EXPECT_EQ(old.state.find("parked")->flames, 3);
    EXPECT_EQ(old.state.find("parked")->damage, 0);
}

// --- GND-10: no take-off while burning ---------------------------------------------

TEST(GroundTakeOff, ABurningAirplaneCannotBeginItsTakeOff) {
    const auto rules = presetRules("ww1-advanced");
    auto parked = onGround("spad", "spad_xiii", {450, 200, 0});
    const Flyer flyer = flyerOf(shippedData(), parked, rules);
    EXPECT_TRUE(checkPlan(flyer, parked, plan(17, 1, 2)).empty());
    parked.flames = 1;
    auto violations = checkPlan(flyer, parked, plan(17, 1, 2));
    ASSERT_FALSE(violations.empty());
    EXPECT_EQ(violations[0].rule, "GND-10");
    EXPECT_EQ(violations[0].refusal, PlanRefusal::TakeOffBurning);
    EXPECT_EQ(violations[0].card, 1);
    EXPECT_NE(words::describe(violations[0]).find("on fire"), std::string::npos) << words::describe(violations[0]);
    // A card before the stall waits (GND-04): the take-off, and the refusal, begin at card 2.
    violations = checkPlan(flyer, parked, plan(1, 17, 2));
    ASSERT_EQ(violations.size(), 1U);
    EXPECT_EQ(violations[0].card, 2);
    // A plan with no stall is no take-off: nothing to refuse.
    EXPECT_TRUE(checkPlan(flyer, parked, plan(1, 2, 3)).empty());
    EXPECT_TRUE(checkPlan(flyer, parked, plan(17, 1, 2)).size() == 1);
    // Before revision 3 nothing stopped it.
    EXPECT_TRUE(checkPlan(flyerOf(shippedData(), parked, beforeRevision3(rules)), parked, plan(17, 1, 2)).empty());
}

TEST(GroundTakeOff, CatchingFireDuringTheRollStopsItWhereItIs) {
    const auto rules = presetRules("ww1-advanced");
    auto state = onGround("spad", "spad_xiii", {450, 200, 0});
    const Flyer flyer = flyerOf(shippedData(), state, rules);
    const Plan takeOff = plan(17, 1, 2);
    const TableSize table{900, 900, {}};
    ASSERT_TRUE(checkPlan(flyer, state, takeOff).empty());
    startTurn(state);
    auto step = flyCard(flyer, state, takeOff, 1, {}, table);
    ASSERT_EQ(step.ground, GroundRole::TakeOffRoll);
    const Pose afterStall = state.pose;
    state.flames = 3;  // set alight in phase 1's fire
    step = flyCard(flyer, state, takeOff, 2, {}, table);
    EXPECT_EQ(step.ground, GroundRole::Wait);
    EXPECT_EQ(state.pose, afterStall);
    ASSERT_EQ(step.events.size(), 1U);
    EXPECT_EQ(step.events[0].kind(), EventKind::GroundHold);
    EXPECT_EQ(step.events[0].rules, (std::vector<std::string>{"GND-10"}));
    step = flyCard(flyer, state, takeOff, 3, {}, table);
    EXPECT_EQ(step.ground, GroundRole::Wait);
    EXPECT_TRUE(step.events.empty());
    EXPECT_EQ(state.status, AircraftStatus::Landed);
}

// --- GND-09 / GND-12 / GND-18: touching on the ground --------------------------------

TEST(GroundCollision, S000BothTakeTwoAWhenOneOfThemIsRolling) {
    const auto rules = presetRules("ww1-advanced");
    ASSERT_EQ(rules.groundOverlap, GroundRules::S000);
    std::vector<AircraftState> aircraft{onGround("a", "spad_xiii", {450, 200, 0}),
                                        onGround("b", "albatros_d3", {450, 239, 0}),
                                        onGround("far", "albatros_d3", {700, 200, 0})};
    Rng rng(4);
    DamagePiles piles(shippedData(), Era::Ww1, rng);
    // Parked side by side, neither moving: nothing happens.
    EXPECT_TRUE(groundContacts(aircraft, {}, shippedData(), rules, piles, rng).empty());
    const auto events = groundContacts(aircraft, {"b"}, shippedData(), rules, piles, rng);
    ASSERT_EQ(countOf(events, EventKind::GroundCollision), 1);
    EXPECT_EQ(events[0].rules, (std::vector<std::string>{"GND-09"}));
    EXPECT_EQ(aircraft[0].damageCards.size(), 2U);
    EXPECT_EQ(aircraft[1].damageCards.size(), 2U);
    EXPECT_TRUE(aircraft[2].damageCards.empty());
    for (const auto& event : events) {
        if (event.kind() == EventKind::Damage) {
            EXPECT_EQ(event.as<ev::Damage>().cause.source, ev::DamageSource::GroundCollision);
        }
    }
    // 40 mm apart the bases only touch: no collision.
    aircraft[1].pose.y = 240;
    EXPECT_TRUE(groundContacts(aircraft, {"b"}, shippedData(), rules, piles, rng).empty());
    // Before revision 3: nothing.
    aircraft[1].pose.y = 230;
    EXPECT_TRUE(groundContacts(aircraft, {"b"}, shippedData(), beforeRevision3(rules), piles, rng).empty());
}

TEST(GroundCollision, OfTheCardsOnlyPointsExplosionAndFireCount) {
    const auto& deck = *shippedData().damageDeck(Era::Ww1, 'A');
    const AircraftType& type = *shippedData().aircraftType("spad_xiii");
    const DamageCardSpec* fire = nullptr;
    const DamageCardSpec* jam = nullptr;
    for (const auto& card : deck.cards) {
        if (card.special == Special::Fire) fire = &card;
        if (card.special == Special::Jam) jam = &card;
    }
    ASSERT_TRUE(fire != nullptr && jam != nullptr);
    auto airplane = onGround("spad", "spad_xiii", {450, 200, 0});
    auto events =
        applyGroundDamageCard(airplane, type, *fire, 'A', {ev::DamageSource::GroundCollision, "b"}, {"GND-09"});
    EXPECT_EQ(airplane.flames, 3);
    EXPECT_EQ(countOf(events, EventKind::OnFire), 1);
    EXPECT_FALSE(events[0].as<ev::Damage>().specialIgnored);
    events = applyGroundDamageCard(airplane, type, *jam, 'A', {ev::DamageSource::GroundCollision, "b"}, {"GND-09"});
    EXPECT_TRUE(events[0].as<ev::Damage>().specialIgnored);
    EXPECT_TRUE(airplane.jams.empty());
}

TEST(GroundCollision, ATakeOffRollIntoAParkedAirplaneCollidesInTheEngine) {
    const auto& data = shippedData();
    const auto rules = presetRules("ww1-advanced");
    // The stall takes the SPAD 58 mm, to 22 mm behind the Albatros: the bases touch.
    std::vector<AircraftState> aircraft{onGround("spad", "spad_xiii", {450, 100, 0}),
                                        onGround("albatros", "albatros_d3", {450, 180, 0})};
    PlanBook plans{{"spad", plan(17, 1, 2)}, {"albatros", plan(1, 2, 3)}};
    ViolationBook violations;
    for (auto& airplane : aircraft) {
        violations[airplane.id] = checkPlan(flyerOf(data, airplane, rules), airplane, plans[airplane.id]);
        startTurn(airplane);
    }
    Rng rng(7);
    DamagePiles piles(data, Era::Ww1, rng);
    const TableSize table{900, 900, {}};
    const auto movement = flyPhase(data, rules, aircraft, plans, violations, 1, table, piles, rng);
    EXPECT_EQ(countOf(movement.events, EventKind::GroundCollision), 1);
    EXPECT_EQ(aircraft[0].damageCards.size(), 2U);
    EXPECT_EQ(aircraft[1].damageCards.size(), 2U);
}

TEST(GroundCollision, S004TouchingAirplanesCatchFireWithSixCounters) {
    auto rules = presetRules("ww2-advanced");
    ASSERT_EQ(rules.groundOverlap, GroundRules::S004);
    std::vector<AircraftState> aircraft{onGround("a", "bf109_e", {450, 200, 0}),
                                        onGround("b", "bf109_e", {450, 230, 0}),
                                        onGround("c", "bf109_e", {700, 200, 0})};
    Rng rng(4);
    DamagePiles piles(shippedData(), Era::Ww2, rng);
    auto events = groundContacts(aircraft, {}, shippedData(), rules, piles, rng);
    EXPECT_EQ(aircraft[0].flames, 6);
    EXPECT_EQ(aircraft[1].flames, 6);
    EXPECT_EQ(aircraft[2].flames, 0);
    ASSERT_EQ(countOf(events, EventKind::GroundFireCaught), 2);
    EXPECT_EQ(events[0].rules, (std::vector<std::string>{"GND-18"}));
    EXPECT_EQ(events[0].as<ev::GroundFireCaught>().from, "b");
    // One already burning keeps its counters; only the other catches fire.
    aircraft[0].flames = 2;
    aircraft[1].flames = 0;
    events = groundContacts(aircraft, {}, shippedData(), rules, piles, rng);
    EXPECT_EQ(aircraft[0].flames, 2);
    EXPECT_EQ(aircraft[1].flames, 6);
    EXPECT_EQ(countOf(events, EventKind::GroundFireCaught), 1);
    // No damage cards either way, and no spreading at the end of the turn (that is S000's).
    EXPECT_TRUE(aircraft[1].damageCards.empty());
    aircraft[1].flames = 0;
    EXPECT_TRUE(spreadGroundFire(aircraft, shippedData(), rules).empty());
}

TEST(GroundFireSpread, S000TwoCountersToEachColdNeighbourAtTheEndOfTheTurnNotFurther) {
    const auto rules = presetRules("ww1-advanced");
    // burning touches b; b touches c, which does not touch the burning one; far touches nobody.
    std::vector<AircraftState> aircraft{
        onGround("burning", "spad_xiii", {450, 200, 0}), onGround("b", "spad_xiii", {450, 235, 0}),
        onGround("c", "spad_xiii", {450, 270, 0}), onGround("far", "spad_xiii", {700, 200, 0}),
        aloft("above", "spad_xiii", {450, 210, 0}, 1)};
    aircraft[0].flames = 3;
    const auto events = spreadGroundFire(aircraft, shippedData(), rules);
    EXPECT_EQ(aircraft[0].flames, 3);
    EXPECT_EQ(aircraft[1].flames, 2);
    EXPECT_EQ(aircraft[2].flames, 0);  // lit by the spread itself: it does not pass it on this turn
    EXPECT_EQ(aircraft[3].flames, 0);
    EXPECT_EQ(aircraft[4].flames, 0);  // flying over it: not on the ground
    ASSERT_EQ(events.size(), 1U);
    EXPECT_EQ(events[0].rules, (std::vector<std::string>{"GND-12"}));
    EXPECT_EQ(events[0].aircraft, "b");
    aircraft[1].flames = 0;
    EXPECT_TRUE(spreadGroundFire(aircraft, shippedData(), beforeRevision3(rules)).empty());
}

// --- GND-08 / GND-17: taxiing ------------------------------------------------------

TEST(Taxi, S000TheRedDotStaysWhereTheCardLay) {
    const auto rules = presetRules("ww1-advanced");
    ASSERT_EQ(rules.groundMovement, GroundRules::S000);
    const TableSize table{900, 900, {}};
    const auto parked = onGround("spad", "spad_xiii", {450, 200, 0});
    // The card is 63 mm wide and 88 mm long round the base centre; any heading.
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {450, 244, 90}, table), TaxiVerdict::Allowed);
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {450, 245, 0}, table), TaxiVerdict::OffCard);
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {481.5, 200, 270}, table), TaxiVerdict::Allowed);
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {482, 200, 0}, table), TaxiVerdict::OffCard);
    EXPECT_EQ(taxiRule(rules), "GND-08");
}

TEST(Taxi, S004TheNewBaseStillTouchesTheOld) {
    auto rules = presetRules("ww1-advanced");
    rules.groundMovement = GroundRules::S004;
    const TableSize table{900, 900, {}};
    const auto parked = onGround("spad", "spad_xiii", {450, 200, 0});
    // The base is 44 mm wide and 40 mm long.
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {450, 239, 0}, table), TaxiVerdict::Allowed);
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {450, 241, 0}, table), TaxiVerdict::OffBase);
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {450, 241, 90}, table), TaxiVerdict::Allowed)
        << "turned across, the new base reaches 22 mm back, 1 mm into the old one";
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {450, 200, 135}, table), TaxiVerdict::Allowed);
    EXPECT_EQ(taxiRule(rules), "GND-17");
}

TEST(Taxi, OnlyAnAirplaneStandingStillOnTheGroundTaxisAndOnTheTable) {
    const auto rules = presetRules("ww1-advanced");
    const TableSize table{900, 900, {}};
    auto parked = onGround("spad", "spad_xiii", {450, 20, 0});
    EXPECT_EQ(checkTaxi(shippedData(), rules, parked, {450, -1, 0}, table), TaxiVerdict::OffTable);
    EXPECT_EQ(checkTaxi(shippedData(), rules, aloft("spad", "spad_xiii", {450, 200, 0}, 0, 1), {450, 210, 0}, table),
              TaxiVerdict::NotParked);
    EXPECT_EQ(checkTaxi(shippedData(), beforeRevision3(rules), parked, {450, 30, 0}, table), TaxiVerdict::NotParked);
    auto rolling = parked;
    rolling.groundProcedure = GroundProcedure::TakeOff;
    rolling.groundStep = 1;
    EXPECT_FALSE(mayTaxi(rules, rolling));
    auto afterAccident = parked;
    afterAccident.groundedTurns = 1;  // GND-06: still for the whole next turn
    EXPECT_FALSE(mayTaxi(rules, afterAccident));
    auto stopped = parked;
    stopped.stoppedThisTurn = true;
    EXPECT_FALSE(mayTaxi(rules, stopped));
    EXPECT_TRUE(taxiMoves(shippedData(), rules, stopped, table).empty());
    // Offered: every turn in place, and the rolls that stay on the table (not back off the edge).
    std::vector<std::string> names;
    for (const TaxiMove& move : taxiMoves(shippedData(), rules, parked, table)) names.push_back(move.name);
    EXPECT_EQ(names, (std::vector<std::string>{"left_45", "left_90", "right_45", "right_90", "about", "ahead"}));
}

TEST(Taxi, TheEngineAsksBeforeTheSecondCardAndMovesTheAirplane) {
    ScenarioGame game(strafingScenario());
    game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
    game.apply(SubmitPlan{"spad", plan(1, 2, 3)});
    for (auto decisions = pending(game.state); !decisions.empty() && game.state.stage == Stage::Fire;
         decisions = pending(game.state))
        game.apply(FireOrder{decisions.front().aircraft, decisions.front().weapon, ""});
    ASSERT_EQ(game.state.stage, Stage::Taxi);
    ASSERT_EQ(game.state.phase, 1);
    const auto decisions = pending(game.state);
    ASSERT_EQ(decisions.size(), 1U);
    EXPECT_EQ(decisions[0].kind, DecisionKind::Taxi);
    EXPECT_EQ(decisions[0].aircraft, "albatros");
    // Too far: refused, and nothing moves.
    EXPECT_THROW(game.apply(Taxi{"albatros", Pose{450, 500, 0}}), CommandError);
    EXPECT_THROW(game.apply(Taxi{"spad", std::nullopt}), CommandError);
    game.apply(Taxi{"albatros", Pose{460, 420, 450}});
    EXPECT_EQ(game.state.find("albatros")->pose, (Pose{460, 420, 90}));
    ASSERT_EQ(countOf(game.events, EventKind::Taxied, "albatros"), 1);
    const auto& taxied = std::find_if(game.events.begin(), game.events.end(),
                                      [](const Event& e) { return e.kind() == EventKind::Taxied; });
    EXPECT_EQ(taxied->rules, (std::vector<std::string>{"GND-08"}));
    EXPECT_EQ(taxied->as<ev::Taxied>().from, (Pose{450, 412, 0}));
    EXPECT_NE(game.state.stage, Stage::Taxi);
    EXPECT_TRUE(game.state.phase >= 2 || game.state.turn == 2) << "the phases go on";
    // The command as a save writes it, and back.
    const Command command = Taxi{"albatros", Pose{460, 420, 90}};
    EXPECT_EQ(commandFromJson(toJson(command)), command);
    EXPECT_EQ(commandFromJson(toJson(Command{Taxi{"albatros", std::nullopt}})),
              (Command{Taxi{"albatros", std::nullopt}}));
    try {
        (void)commandFromJson(nlohmann::json{{"type", "taxi"}, {"aircraft", "albatros"}, {"to", {{"x", 1}}}},
                              "/commands/4");
        ADD_FAILURE() << "a taxi without y and heading was read";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("/commands/4/to"), std::string::npos) << error.what();
    }
    // Phase 3 asks nothing: once a turn.
    for (auto more = pending(game.state); !more.empty(); more = pending(game.state)) {
        EXPECT_NE(more.front().kind, DecisionKind::Taxi);
        if (more.front().kind != DecisionKind::Fire) break;
        game.apply(FireOrder{more.front().aircraft, more.front().weapon, ""});
    }
}

// --- rules revision 3: an airplane out of the game ---------------------------------

TEST(RulesRevision3, TheCountersOfAnAirplaneOutOfTheGameStayAsTheyWere) {
    const auto json = scenarioJson("wreck", Era::Ww1, "ww1-standard",
                                   {placedAirplaneJson("spad", "spad_xiii", "entente", {300, 200}, 2),
                                    placedAirplaneJson("wreck", "spad_xiii", "entente", {900, 200}, 2),
                                    placedAirplaneJson("albatros", "albatros_d3", "central", {600, 1500}, 2, 0, 180)});
    for (const int revision : {2, 3}) {
        ScenarioGame game(json);
        game.engine.rules.rulesRevision = revision;
        AircraftState& wreck = game.state.aircraft[1];
        wreck.status = AircraftStatus::Destroyed;
        wreck.jams["front"] = 2;
        wreck.smoke = 2;
        game.fly({});
        ASSERT_EQ(game.state.turn, 2);
        const AircraftState& after = *game.state.find("wreck");
        EXPECT_EQ(after.jams.at("front"), revision >= 3 ? 2 : 0) << "revision " << revision;
        EXPECT_EQ(after.smoke, revision >= 3 ? 2 : 1) << "revision " << revision;
        EXPECT_EQ(countOf(game.events, EventKind::Unjammed, "wreck"), revision >= 3 ? 0 : 1);
    }
}

}  // namespace
}  // namespace jasta::test
