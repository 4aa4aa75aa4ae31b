// Ground defences (issue 16; AA-01..03): trenches and AA machine guns fire
// at airplanes after every maneuver as immobile airplanes at level 0. The
// edges counted as the text gives them: "whatever the range" (one A card at
// long range as at short), "only its special damage applies", one level
// apart but not two (FIRE-06), the half ruler across a level, and the AA
// gun's one artillery shot "handled exactly like an aircraft's".

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/rules/damage_odds.hpp"
#include "jasta/rules/ground_defences.hpp"
#include "jasta/words/events.hpp"

#include <optional>
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

const GeometrySpec& small() {
    return *shippedData().geometry("ww1_small");
}

constexpr double kStartY = 300;
constexpr double kLane = 450;  // x of the SPAD's line up the table

// Where the SPAD (deck A) stands after card 1 from the start, heading +y.
double spadAfterCardOne() {
    return applyCardMove({kLane, kStartY, 0}, *shippedData().maneuverDeck(Era::Ww1, 'A')->card(1)->move(Speed::Normal),
                         small())
        .y;
}

// The SPAD's base front edge after card 1.
double spadNoseAfterCardOne() {
    return spadAfterCardOne() + small().baseLength.value / 2;
}

// A defence abeam of the SPAD after card 2 (straights at level 0): in reach
// of the whole ruler after each of its three cards.
double abeamOfCardTwo() {
    return spadAfterCardOne() + (spadAfterCardOne() - kStartY);
}

nlohmann::json airplaneAt(const char* id, const char* type, const char* side, double x, double y, double heading,
                          int level, int climb = 0) {
    nlohmann::json json{{"id", id}, {"type", type},       {"side", side},      {"x", x},
                        {"y", y},   {"heading", heading}, {"altitude", level}, {"climb", climb}};
    if (level == 0) json["altitude_reason"] = "Coming in low over the trenches.";
    return json;
}

nlohmann::json groundAt(const char* id, const char* type, const char* side, double x, double y) {
    return {{"id", id}, {"type", type}, {"side", side}, {"x", x}, {"y", y}, {"heading", 0}};
}

// A SPAD of the entente flying up the table at `level` towards a German
// defence of `type` centred at `defenceY` on its line; an Albatros far off in a corner.
nlohmann::json approach(const char* type, int level, double defenceY, int climb = 0) {
    return scenarioJson("approach", Era::Ww1, "ww1-standard",
                        {airplaneAt("spad", "spad_xiii", "entente", kLane, kStartY, 0, level, climb),
                         airplaneAt("albatros", "albatros_d3", "central", 1700, 1700, 180, 2)},
                        {groundAt("defence", type, "central", kLane, defenceY)});
}

// --- Infantry fire (AA-02) -----------------------------------------------------

// One level apart the reach is the half mark of the ruler (FIRE-06), measured
// from the card's centre to the nearest point of the base: at exactly half a
// ruler the trench fires after card 1; a millimetre further it waits for card 2.
TEST(Trench, FiresAtLevelOneUpToHalfARulerFromItsCentre) {
    const double half = small().rulerHalfMark.value;
    ScenarioGame exact(approach("trench", 1, spadNoseAfterCardOne() + half));
    exact.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_EQ(exact.phaseOf(EventKind::Fire, "defence"), 1);
    ScenarioGame beyond(approach("trench", 1, spadNoseAfterCardOne() + half + 1));
    beyond.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_EQ(beyond.phaseOf(EventKind::Fire, "defence"), 2);
}

// At level 0 (one climb counter, still flying: ALT-05) the whole ruler reaches.
TEST(Trench, AtTheSameLevelTheWholeRulerReaches) {
    const double ruler = small().rulerLength.value;
    ScenarioGame low(approach("trench", 0, spadNoseAfterCardOne() + ruler, 1));
    low.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_EQ(low.phaseOf(EventKind::Fire, "defence"), 1);
    const auto fire = low.all<ev::Fire>();
    ASSERT_FALSE(fire.empty());
    EXPECT_EQ(fire.front().second.shot.range, Range::Long);
    EXPECT_EQ(fire.front().second.cards, 1) << "one A card whatever the range";
    EXPECT_EQ(fire.front().second.deck, 'A');
}

// Two levels apart nothing reaches (FIRE-06): the SPAD flies right over it at level 2.
TEST(Trench, NeverAtLevelTwo) {
    ScenarioGame high(approach("trench", 2, spadNoseAfterCardOne() + 5));
    high.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_EQ(high.phaseOf(EventKind::Fire, "defence"), 0);
    EXPECT_EQ(high.state.find("spad")->damage, 0);
}

// Only the special of the card counts: the SPAD takes A cards and no point,
// and the log says why.
TEST(Trench, OnlyTheSpecialOfItsCardCounts) {
    ScenarioGame game(approach("trench", 0, abeamOfCardTwo(), 1));
    game.fly({{"spad", plan(1, 2, 3)}});
    const auto damage = game.all<ev::Damage>();
    ASSERT_EQ(damage.size(), 3u) << "one card after each maneuver";
    for (const auto& [who, card] : damage) {
        EXPECT_EQ(who, "spad");
        EXPECT_EQ(card.deck, 'A');
        EXPECT_EQ(card.damage, 0) << card.card << " is printed " << card.printed;
        EXPECT_EQ(card.cause.source, ev::DamageSource::InfantryFire);
        EXPECT_EQ(card.cause.by, "defence");
    }
    EXPECT_EQ(game.state.find("spad")->damage, 0);
    const words::EventNames names(shippedData(), game.state);
    const auto said = words::describe(*std::find_if(game.events.begin(), game.events.end(),
                                                    [](const Event& e) { return e.kind() == EventKind::Damage; }),
                                      names);
    EXPECT_NE(said.find("for 0 points"), std::string::npos) << said;
    EXPECT_NE(said.find("the infantry fire of Trench, which counts only the card's special"), std::string::npos)
        << said;
    const auto fired = *std::find_if(game.events.begin(), game.events.end(),
                                     [](const Event& e) { return e.kind() == EventKind::Fire; });
    EXPECT_EQ(names.airplane("defence"), "Trench") << "the log names the trench that fired";
    EXPECT_EQ(words::describe(fired, names).rfind("The infantry of Trench fire at SPAD", 0), 0u)
        << words::describe(fired, names);
    bool shortRange = false;
    for (const auto& [who, fire] : game.all<ev::Fire>()) {
        EXPECT_EQ(fire.cards, 1);
        EXPECT_EQ(fire.shot.cards, 1) << "what the log shows of the shot: one card, even at short range";
        shortRange = shortRange || fire.shot.range == Range::Short;
    }
    EXPECT_TRUE(shortRange) << "card 2 takes the SPAD over the trench";
    EXPECT_EQ(fired.rules.front(), "AA-01");
    EXPECT_EQ(fired.rules[1], "AA-02");
}

// A trench fires at the other side only, and not once it is destroyed.
TEST(Trench, NotAtItsOwnSideNorOnceDestroyed) {
    nlohmann::json own = approach("trench", 1, spadNoseAfterCardOne() + 20);
    own["targets"][0]["side"] = "entente";
    ScenarioGame friendly(own);
    friendly.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_EQ(friendly.phaseOf(EventKind::Fire, "defence"), 0);

    ScenarioGame bombed(approach("trench", 1, spadNoseAfterCardOne() + 20));
    bombed.state.targets.front().destroyed = true;
    bombed.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_EQ(bombed.phaseOf(EventKind::Fire, "defence"), 0);
}

// Infantry fire goes at every enemy airplane in reach, not only one.
TEST(Trench, FiresAtEveryAirplaneInReach) {
    // The trench a little right of the SPAD's line and the second SPAD further
    // right: neither stands between the trench and the other (FIRE-04).
    nlohmann::json json = approach("trench", 0, abeamOfCardTwo(), 1);
    json["targets"][0]["x"] = kLane + 50;
    json["aircraft"].push_back(airplaneAt("nieuport", "spad_xiii", "entente", kLane + 150, kStartY, 0, 0, 1));
    ScenarioGame game(json);
    game.fly({{"spad", plan(1, 2, 3)}, {"nieuport", plan(1, 2, 3)}});
    int atSpad = 0, atNieuport = 0;
    for (const auto& [who, fire] : game.all<ev::Fire>()) {
        if (who != "defence" || fire.weapon != kInfantryWeapon) continue;
        atSpad += fire.target == "spad" ? 1 : 0;
        atNieuport += fire.target == "nieuport" ? 1 : 0;
    }
    EXPECT_EQ(atSpad, 3);
    EXPECT_EQ(atNieuport, 3);
}

// --- The AA gun's artillery shot (AA-03) ---------------------------------------

// One shot at one target, the nearer of two, as an airplane's weapon with deck
// B: long range across a level (one card); its infantry fires at both.
TEST(AaGun, OneArtilleryShotAtTheNearerAirplane) {
    nlohmann::json json = approach("aa_gun", 1, spadNoseAfterCardOne() + 30);
    json["aircraft"].push_back(airplaneAt("nieuport", "spad_xiii", "entente", kLane + 60, kStartY - 20, 0, 1));
    ScenarioGame game(json);
    game.fly({{"spad", plan(1, 2, 3)}, {"nieuport", plan(1, 2, 3)}});
    std::vector<ev::Fire> artillery, infantry;
    int phase = 1;
    for (const auto& event : game.events) {
        if (event.kind() == EventKind::PhaseEnd) ++phase;
        const auto* fire = event.get<ev::Fire>();
        if (phase != 1 || fire == nullptr || event.aircraft != "defence") continue;
        (fire->weapon == kArtilleryWeapon ? artillery : infantry).push_back(*fire);
    }
    ASSERT_EQ(artillery.size(), 1u);
    EXPECT_EQ(artillery.front().target, "spad");
    EXPECT_EQ(artillery.front().deck, 'B');
    EXPECT_EQ(artillery.front().cards, 1);
    EXPECT_EQ(infantry.size(), 2u);
}

// At the same level within half a ruler it is a short-range shot: two B cards,
// which count in full (points and all).
TEST(AaGun, ShortRangeAtTheSameLevelDealsTwoCards) {
    ScenarioGame game(approach("aa_gun", 0, spadNoseAfterCardOne() + 30, 1));
    game.fly({{"spad", plan(1, 2, 3)}});
    const auto fire = game.all<ev::Fire>();
    const auto shot =
        std::find_if(fire.begin(), fire.end(), [](const auto& f) { return f.second.weapon == kArtilleryWeapon; });
    ASSERT_NE(shot, fire.end());
    EXPECT_EQ(shot->second.shot.range, Range::Short);
    EXPECT_EQ(shot->second.cards, 2);
    int points = 0;
    for (const auto& [who, damage] : game.all<ev::Damage>())
        if (damage.cause.source == ev::DamageSource::Fire) {
            EXPECT_EQ(damage.cause.by, "defence");
            EXPECT_EQ(damage.deck, 'B');
            points += damage.damage;
        }
    EXPECT_EQ(game.state.find("spad")->damage, points) << "the infantry's cards added nothing";
}

// A jammed AA gun (DMG-10 counters on its artillery) does not fire its shot
// while the counters last; its infantry still fires, and the counters go down
// one a phase (jam_clear_unit phase under ww1-standard) as an airplane's do.
TEST(AaGun, AJammedGunHoldsItsShotButTheInfantryFires) {
    ScenarioGame game(approach("aa_gun", 0, abeamOfCardTwo(), 1));
    game.state.targets.front().jams[kArtilleryWeapon] = 2;
    game.fly({{"spad", plan(1, 2, 3)}});
    int phase = 1, artillery = 0, infantry = 0;
    std::vector<int> shotPhases;
    for (const auto& event : game.events) {
        if (event.kind() == EventKind::PhaseEnd) ++phase;
        const auto* fire = event.get<ev::Fire>();
        if (fire == nullptr || event.aircraft != "defence") continue;
        if (fire->weapon == kArtilleryWeapon) {
            ++artillery;
            shotPhases.push_back(phase);
        } else {
            ++infantry;
        }
    }
    EXPECT_EQ(infantry, 3);
    EXPECT_EQ(shotPhases, std::vector<int>{3}) << "two counters: phases 1 and 2 without the shot";
    EXPECT_EQ(artillery, 1);
}

// --- Airplanes fire at them (AA-01 .. AA-03) --------------------------------------

// A turn of `game` in which the SPAD fires its gun at `target` whenever it may
// (everything else holds). Returns how many times it was offered.
int flyFiringAt(ScenarioGame& game, const std::string& target) {
    int offered = 0;
    for (const auto& airplane : std::vector<AircraftState>(game.state.aircraft))
        if (airplane.inPlay()) game.apply(SubmitPlan{airplane.id, plan(1, 2, 3)});
    for (auto decisions = pending(game.state); !decisions.empty() && game.state.stage == Stage::Fire;
         decisions = pending(game.state)) {
        const Decision& decision = decisions.front();
        const bool mine = decision.aircraft == "spad" &&
                          std::find(decision.options.begin(), decision.options.end(), target) != decision.options.end();
        offered += mine ? 1 : 0;
        game.apply(FireOrder{decision.aircraft, decision.weapon, mine ? target : ""});
    }
    return offered;
}

// The trench is a target of the SPAD's gun once it is in its arc and reach,
// after the airplanes (none here); its card's points count against its 5.
TEST(FiringAtDefences, AnAirplaneShootsATrenchAndItsPointsCount) {
    ScenarioGame game(approach("trench", 1, spadNoseAfterCardOne() + 60));
    EXPECT_GE(flyFiringAt(game, "defence"), 1);
    int points = 0;
    for (const auto& [who, damage] : game.all<ev::Damage>())
        if (who == "defence") {
            EXPECT_EQ(damage.cause.source, ev::DamageSource::Fire);
            EXPECT_EQ(damage.cause.by, "spad");
            EXPECT_EQ(damage.structure, 5);
            points += damage.damage;
        }
    EXPECT_EQ(game.state.targets.front().damage, points);
    EXPECT_GT(points, 0);
    EXPECT_EQ(game.state.targets.front().destroyed, points >= 5);
}

// 5 points destroy it: one point short, the next card with a point finishes
// it; from then on it neither fires nor is a target.
TEST(FiringAtDefences, FivePointsDestroyATrenchAndItFallsSilent) {
    ScenarioGame game(approach("trench", 0, spadNoseAfterCardOne() + 60, 1));
    game.state.targets.front().damage = 4;
    flyFiringAt(game, "defence");
    const auto destroyed = game.all<ev::DefenceDestroyed>();
    ASSERT_EQ(destroyed.size(), 1u);
    EXPECT_EQ(destroyed.front().first, "defence");
    EXPECT_TRUE(destroyed.front().second.explosion || destroyed.front().second.totalDamage >= 5);
    EXPECT_TRUE(game.state.targets.front().destroyed);
    // After the phase it fell in: no more infantry fire, no more offers.
    bool after = false;
    int phase = 0, fellIn = 0;
    for (const auto& event : game.events) {
        if (event.kind() == EventKind::PhaseEnd) {
            ++phase;
            if (after && fellIn == 0) fellIn = phase;
        }
        if (event.kind() == EventKind::DefenceDestroyed) after = true;
        if (fellIn > 0 && event.kind() == EventKind::Fire) ADD_FAILURE() << "a fire event after it fell";
    }
    const words::EventNames names(shippedData(), game.state);
    const auto said =
        words::describe(*std::find_if(game.events.begin(), game.events.end(),
                                      [](const Event& e) { return e.kind() == EventKind::DefenceDestroyed; }),
                        names);
    EXPECT_NE(said.find("Trench"), std::string::npos) << said;
}

// Over many games: on an AA gun every special but a jam and an explosion puts
// its gun out of action (AA-03), and it makes no artillery shot after; a jam
// jams the shooter's gun (DMG-10); on a trench a special does nothing.
TEST(FiringAtDefences, SpecialsSilenceAnAaGunAndJamTheShooter) {
    int silenced = 0, jammed = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        ScenarioGame game(approach("aa_gun", 1, spadNoseAfterCardOne() + 40), seed);
        game.state.targets.front().damage = -100;  // keep it standing: this test is about its specials
        flyFiringAt(game, "defence");
        bool quiet = false;
        std::optional<Special> pending;
        for (const auto& event : game.events) {
            if (const auto* damage = event.get<ev::Damage>(); damage != nullptr && event.aircraft == "defence")
                pending = damage->special;
            if (event.kind() == EventKind::DefenceSilenced) {
                ASSERT_TRUE(pending.has_value());
                EXPECT_NE(*pending, Special::Jam);
                EXPECT_NE(*pending, Special::Explosion);
                EXPECT_NE(*pending, Special::None);
                quiet = true;
                ++silenced;
            }
            if (event.kind() == EventKind::Jam && event.aircraft == "spad" && pending == Special::Jam) ++jammed;
            if (const auto* fire = event.get<ev::Fire>();
                quiet && fire != nullptr && event.aircraft == "defence" && fire->weapon == kArtilleryWeapon)
                ADD_FAILURE() << "seed " << seed << ": an artillery shot after the gun was put out of action";
        }
        EXPECT_EQ(game.state.targets.front().silenced, quiet) << "seed " << seed;
    }
    EXPECT_GT(silenced, 0) << "no seed dealt a silencing special: the test proved nothing";
    EXPECT_GT(jammed, 0) << "no seed dealt a jam: the test proved nothing";
}

// What the fire prompt and the odds overlay show for a shot at a trench
// (shotInGame, damageOdds): measured as the engine measures it, against its
// 5 structure points.
TEST(FiringAtDefences, TheShotAndItsOddsAtATrench) {
    ScenarioGame game(approach("trench", 1, spadNoseAfterCardOne() + 60));
    for (const auto& airplane : std::vector<AircraftState>(game.state.aircraft))
        game.apply(SubmitPlan{airplane.id, plan(1, 2, 3)});
    const auto decisions = pending(game.state);
    ASSERT_FALSE(decisions.empty());
    ASSERT_EQ(decisions.front().aircraft, "spad");
    EXPECT_EQ(decisions.front().options, std::vector<std::string>{"defence"});
    const Weapon& gun = shippedData().aircraftType("spad_xiii")->weapons.front();
    const auto shot = shotInGame(shippedData(), game.engine.rules, game.state, "spad", gun, "defence");
    ASSERT_TRUE(shot.has_value());
    EXPECT_TRUE(shot->canFire);
    EXPECT_EQ(shot->range, Range::Long) << "one level above it";
    EXPECT_EQ(shot->target, "defence");
    game.state.targets.front().damage = 3;
    const DamageOdds odds = damageOdds(shippedData(), game.engine.rules, game.state, *shot);
    EXPECT_EQ(odds.structure, 5);
    EXPECT_EQ(odds.damageTaken, 3);
    EXPECT_GT(odds.bringsDown, odds.explosion) << "2 points more bring it down";
    EXPECT_FALSE(shotInGame(shippedData(), game.engine.rules, game.state, "spad", gun, "nothing").has_value());
    game.state.targets.front().destroyed = true;
    EXPECT_FALSE(shotInGame(shippedData(), game.engine.rules, game.state, "spad", gun, "defence").has_value());
}

}  // namespace
}  // namespace jasta::test
