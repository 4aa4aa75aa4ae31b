// The plan-pair fire map (issue 18): every legal plan of one airplane against
// every legal plan of the other, the shots of each phase. The map must say
// exactly what the engine says when both plans are flown with flyCard and
// each weapon asked with checkShot, and its shortcuts (the prefilter and the
// sure range) must never contradict checkShot.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "flying_fixture.hpp"
#include "jasta/base/rng.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/game/game.hpp"
#include "jasta/pilots/fire_map.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/overlap.hpp"

namespace jasta::test {
namespace {

const GameData& data() {
    return shippedData();
}

AircraftState plane(std::string_view id, std::string_view type, Pose pose, int altitude, int climb = 0) {
    AircraftState state = airplane(type, pose, altitude, climb);
    state.id = std::string(id);
    state.name = std::string(id);
    return state;
}

GameState duel(AircraftState a, AircraftState b) {
    GameState state;
    state.table = {900, 900};
    state.aircraft = {std::move(a), std::move(b)};
    return state;
}

// The airplane after cards 1..phase of `plan`, flown as the engine flies them.
AircraftState flown(const RuleOptions& rules, const GameState& game, const AircraftState& start, const Plan& plan,
                    int phase) {
    const Flyer flyer = flyerOf(data(), start, rules);
    AircraftState state = start;
    startTurn(state);
    for (int k = 1; k <= phase; ++k) flyCard(flyer, state, plan, k, {}, game.table);
    return state;
}

Range verdict(const ShotCheck& shot) {
    return shot.canFire ? shot.range : Range::Out;
}

// Ranks ranges as the map's best shot does: short over long over none.
int rank(Range range) {
    return range == Range::Short ? 2 : range == Range::Long ? 1 : 0;
}

// Checks one plan pair in one phase against the engine; returns the number of shots the engine allows.
int expectAsEngine(const RuleOptions& rules, const GameState& game, const FireMap& map, int phase, std::size_t i,
                   std::size_t j) {
    const AircraftState a = flown(rules, game, *game.find(map.a().aircraft), map.a().plans[i].plan, phase);
    const AircraftState b = flown(rules, game, *game.find(map.b().aircraft), map.b().plans[j].plan, phase);
    const std::vector<AircraftState> both{a, b};
    const auto overlaps = findOverlaps(both, data(), rules.overlapShape);
    int shots = 0;
    const auto side = [&](const AircraftState& shooter, const AircraftState& target, FireDirection direction) {
        Range best = Range::Out;
        const auto& weapons = data().aircraftType(shooter.type)->weapons;
        for (std::size_t w = 0; w < weapons.size(); ++w) {
            const Range range = verdict(checkShot(data(), rules, shooter, weapons[w], target, both, overlaps));
            EXPECT_EQ(map.weaponShot(phase, direction, w, i, j), range)
                << "phase " << phase << ", plans " << i << " x " << j << ", " << shooter.id << " weapon " << w;
            if (rank(range) > rank(best)) best = range;
            shots += range != Range::Out ? 1 : 0;
        }
        return best;
    };
    const PhaseShots engine{side(a, b, FireDirection::AOnB), side(b, a, FireDirection::BOnA)};
    EXPECT_EQ(map.shot(phase, i, j), engine) << "phase " << phase << ", plans " << i << " x " << j;
    EXPECT_EQ(map.a().place(phase, i).pose, a.pose);
    EXPECT_EQ(map.b().place(phase, j).pose, b.pose);
    EXPECT_EQ(map.a().outOfPlay(phase, i), !a.inPlay());
    return shots;
}

// `samples` random plan pairs in each phase, and as many again among the
// pairs the map says have a shot (so that the sample holds many shots).
void expectSampleAsEngine(const RuleOptions& rules, const GameState& game, const FireMap& map, std::uint64_t seed,
                          int samples, int minShots = -1) {
    Rng rng(seed);
    const std::size_t plansA = map.a().plans.size(), plansB = map.b().plans.size();
    ASSERT_GT(plansA, 0U);
    ASSERT_GT(plansB, 0U);
    int shots = 0;
    for (int phase = 1; phase <= 3; ++phase) {
        for (int n = 0; n < samples; ++n) {
            const auto i = static_cast<std::size_t>(rng.below(plansA));
            auto j = static_cast<std::size_t>(rng.below(plansB));
            shots += expectAsEngine(rules, game, map, phase, i, j);
            // A pair with a shot, searched from a random plan of B on.
            for (std::size_t step = 0; step < plansB; ++step, j = (j + 1) % plansB) {
                const PhaseShots found = map.shot(phase, i, j);
                if (found.aOnB != Range::Out || found.bOnA != Range::Out) {
                    shots += expectAsEngine(rules, game, map, phase, i, j);
                    break;
                }
            }
        }
    }
    EXPECT_GT(shots, minShots < 0 ? samples : minShots) << "the sample should hold many shots";
}

TEST(FireMap, Ww1DuelAgreesWithTheEngineOnSampledPlanPairs) {
    const auto rules = presetRules("ww1-standard");
    const GameState game =
        duel(plane("spad", "spad_xiii", {450, 300, 0}, 2), plane("albatros", "albatros_d3", {470, 600, 180}, 2));
    const FireMap map = buildFireMap(data(), rules, game, "spad", "albatros");
    EXPECT_EQ(map.a().plans.size(), legalPlans(flyerOf(data(), game.aircraft[0], rules), game.aircraft[0]).size());
    EXPECT_EQ(map.planPairs(), map.a().plans.size() * map.b().plans.size());
    // Distinct places are few: one per card move after card 1, far fewer than plans after 3.
    EXPECT_LT(map.a().places[2].size() * 4, map.a().plans.size());
    expectSampleAsEngine(rules, game, map, 18, 700);
}

TEST(FireMap, Ww2DuelWithSpeedsAgreesWithTheEngine) {
    const auto rules = presetRules("ww2-standard");
    const GameState game =
        duel(plane("spitfire", "spitfire_mk1", {450, 180, 10}, 2), plane("bf109", "bf109_e", {430, 720, 190}, 3));
    const FireMap map = buildFireMap(data(), rules, game, "spitfire", "bf109");
    // Every speed marker is a plan of its own.
    const bool bothSpeeds = std::any_of(map.a().plans.begin(), map.a().plans.end(), [](const PlanOutcome& outcome) {
        return outcome.plan.cards[0].speed != outcome.plan.cards[1].speed;
    });
    EXPECT_TRUE(bothSpeeds);
    expectSampleAsEngine(rules, game, map, 1940, 400);
}

TEST(FireMap, RearGunnerAndDifferentLevelsAgreeWithTheEngineWeaponByWeapon) {
    const auto rules = presetRules("ww1-standard");
    // The Albatros one level above, close behind the Bristol's tail.
    const GameState game =
        duel(plane("bristol", "bristol_f2b", {450, 450, 0}, 2), plane("albatros", "albatros_d3", {440, 330, 10}, 3));
    const FireMap map = buildFireMap(data(), rules, game, "bristol", "albatros");
    ASSERT_EQ(map.a().weapons.size(), 2U);
    expectSampleAsEngine(rules, game, map, 2, 500);
    // The rear gun fires in some pair and phase, where the front gun cannot.
    bool rearOnly = false;
    for (std::size_t i = 0; i < map.a().plans.size() && !rearOnly; i += 7)
        for (std::size_t j = 0; j < map.b().plans.size() && !rearOnly; j += 5)
            rearOnly = map.weaponShot(1, FireDirection::AOnB, 1, i, j) != Range::Out &&
                       map.weaponShot(1, FireDirection::AOnB, 0, i, j) == Range::Out;
    EXPECT_TRUE(rearOnly);
}

// The advanced rules: ranges to the silhouette (FIRE-22, no sure range: the
// polygon test decides), no fire after an altitude change away from the
// target (FIRE-14, the place key's last altitude change), FIRE-13's
// exception for overlapping airplanes, and a climb counter that puts the
// Albatros above at the same level. Close enough that plans overlap.
TEST(FireMap, AdvancedRulesAgreeWithTheEngine) {
    const auto rules = presetRules("ww1-advanced");
    ASSERT_EQ(rules.rangeTargetShape, TargetShape::Silhouette);
    ASSERT_TRUE(rules.fireProhibitionAfterAltitudeChange);
    const GameState game =
        duel(plane("spad", "spad_xiii", {450, 350, 0}, 2), plane("albatros", "albatros_d3", {470, 520, 180}, 2, 1));
    const FireMap map = buildFireMap(data(), rules, game, "spad", "albatros");
    expectSampleAsEngine(rules, game, map, 22, 400);
}

// A Camel on its airfield: a take-off reads its whole plan from the first
// card on, so its plans share no flown prefixes; the map still agrees. Few
// of these pairs have a shot (the Camel is on the ground or climbing away
// from the level the Albatros flies at), so only some are asked for.
TEST(FireMap, AirplaneOnTheGroundAgreesWithTheEngine) {
    const auto rules = presetRules("ww1-advanced");
    const Scenario& scenario = *data().scenario("ww1_airfield_scramble");
    GameState game;
    game.table = {scenario.tableWidth, scenario.tableHeight, scenario.landingFields};
    for (const ScenarioAircraft& placed : scenario.aircraft) {
        if (placed.id != "camel_1" && placed.id != "albatros_1") continue;
        ScenarioAircraft moved = placed;
        if (placed.id == "albatros_1") {  // low over the runway, ahead of the Camel
            moved.x = 275;
            moved.y = 230;
            moved.heading = 0;
            moved.altitude = 1;
        }
        game.aircraft.push_back(initialState(moved, *data().aircraftType(placed.type)));
    }
    ASSERT_TRUE(game.find("camel_1")->onGround());
    const FireMap map = buildFireMap(data(), rules, game, "camel_1", "albatros_1");
    EXPECT_GT(map.a().places[0].size(), 1U);
    expectSampleAsEngine(rules, game, map, 6, 150, 0);
}

// Two SPADs, one 90 mm behind the other, flying the same straights: after
// two cards the rear one still has the leader 90 mm ahead, its base's tail
// well inside the half mark (85 mm), and the leader cannot fire back.
TEST(FireMap, SameStraightsKeepTheLeaderAtShortRangeInPhaseTwo) {
    const auto rules = presetRules("ww1-standard");
    const GameState game =
        duel(plane("chaser", "spad_xiii", {450, 300, 0}, 2), plane("leader", "spad_xiii", {450, 390, 0}, 2));
    const FireMap map = buildFireMap(data(), rules, game, "chaser", "leader");
    const ManeuverDeck& deck = *data().deckOf(*data().aircraftType("spad_xiii"));
    std::vector<int> straights;
    for (const auto& card : deck.cards)
        if (card.kind == CardKind::Straight) straights.push_back(card.number);
    ASSERT_GE(straights.size(), 3U);
    const auto planWith = [&](const FireMapSide& side, int first, int second) {
        const auto at = std::find_if(side.plans.begin(), side.plans.end(), [&](const PlanOutcome& outcome) {
            return outcome.plan.cards[0].number == first && outcome.plan.cards[1].number == second;
        });
        EXPECT_NE(at, side.plans.end());
        return static_cast<std::size_t>(at - side.plans.begin());
    };
    const std::size_t chaser = planWith(map.a(), straights[0], straights[1]);
    const std::size_t leader = planWith(map.b(), straights[0], straights[1]);
    EXPECT_EQ(map.shot(2, chaser, leader).aOnB, Range::Short);
    EXPECT_EQ(map.shot(2, chaser, leader).bOnA, Range::Out);
    EXPECT_EQ(map.a().place(2, chaser).pose.heading, 0.0);
    EXPECT_NEAR(map.b().place(2, leader).pose.y - map.a().place(2, chaser).pose.y, 90.0, 1e-9);
}

TEST(FireMap, NamesTwoAirplanesOfTheGame) {
    const auto rules = presetRules("ww1-standard");
    const GameState game =
        duel(plane("spad", "spad_xiii", {450, 300, 0}, 2), plane("albatros", "albatros_d3", {450, 600, 180}, 2));
    EXPECT_THROW(buildFireMap(data(), rules, game, "spad", "spad"), std::invalid_argument);
    EXPECT_THROW(buildFireMap(data(), rules, game, "spad", "nobody"), std::invalid_argument);
}

// The shortcuts on random placements (as fireZone is tested): the prefilter
// never drops a shot checkShot allows, and the sure range is checkShot's.
TEST(ShotPrefilter, NeverContradictsCheckShotOnRandomPlacements) {
    Rng rng(4114);
    const auto uniform = [&](double low, double high) {
        return low + (high - low) * static_cast<double>(rng.below(1'000'000)) / 1e6;
    };
    int skipped = 0, sure = 0, shots = 0;
    int sureRear = 0;  // ... of them by a rear gun, whose dead angle (FIRE-17) sureRange must weigh
    int sureDead = 0;  // ... of them into the dead angle
    for (const char* preset : {"ww1-standard", "ww1-advanced", "ww2-standard"}) {
        const auto rules = presetRules(preset);
        const bool ww2 = std::string_view(preset) == "ww2-standard";
        const char* shooterType = ww2 ? "bf110_c" : "bristol_f2b";  // front and rear guns
        const char* targetType = ww2 ? "spitfire_mk1" : "albatros_d3";
        for (int n = 0; n < 6000; ++n) {
            const AircraftState shooter =
                plane("shooter", shooterType, {450, 450, uniform(0, 360)}, 2 + static_cast<int>(rng.below(2)));
            // Near the arcs' edges and the ruler's marks more often than not.
            const double bearing = uniform(0, 360), apart = uniform(0, 260);
            const Pose pose{450 + apart * std::sin(bearing * std::numbers::pi / 180),
                            450 + apart * std::cos(bearing * std::numbers::pi / 180), uniform(0, 360)};
            const AircraftState target = plane("target", targetType, pose, 2 + static_cast<int>(rng.below(2)));
            const std::vector<AircraftState> both{shooter, target};
            const auto overlaps = findOverlaps(both, data(), rules.overlapShape);
            for (const Weapon& weapon : data().aircraftType(shooterType)->weapons) {
                const ShotCheck check = checkShot(data(), rules, shooter, weapon, target, both, overlaps);
                const Range engine = verdict(check);
                shots += engine != Range::Out ? 1 : 0;
                const ShotPrefilter filter(data(), rules, shooter, weapon, target);
                if (filter.surelyNoShot(pose)) {
                    ++skipped;
                    EXPECT_EQ(engine, Range::Out) << preset << " " << weapon.id << " sample " << n;
                }
                if (!overlaps.empty()) continue;  // sureRange is for airplanes apart
                if (const auto range = filter.sureRange(pose)) {
                    ++sure;
                    sureRear += weapon.arc == WeaponArc::Rear ? 1 : 0;
                    sureDead += check.deadAngle ? 1 : 0;
                    EXPECT_EQ(*range, engine) << preset << " " << weapon.id << " sample " << n;
                }
            }
        }
    }
    // The shortcuts decide most shots; the sample holds many of each kind.
    EXPECT_GT(skipped, 3000);
    EXPECT_GT(sure, 3000);
    EXPECT_GT(sureRear, 1000);
    EXPECT_GT(sureDead, 100);
    EXPECT_GT(shots, 1000);
}

}  // namespace
}  // namespace jasta::test
