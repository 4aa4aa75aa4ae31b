// The core of the teaching overlays (issue 7): the places an airplane can
// reach with its legal plans (reachableCloud), where the enemy guns can reach
// after their next card (threatMap, fireZone), and the odds of a shot's
// damage from the cards left in the pile (damageOdds, shotDraw). With the
// shipped data: small WW1 bases 44 x 40 mm, the ruler 170 mm with its half
// mark at 85 mm, the front arc +-45 degrees.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

#include "flying_fixture.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/script.hpp"
#include "jasta/pilots/tactics.hpp"
#include "jasta/rules/damage.hpp"
#include "jasta/rules/damage_odds.hpp"
#include "jasta/rules/fire.hpp"

namespace jasta::test {
namespace {

const GameData& data() {
    return shippedData();
}

AircraftState plane(std::string_view id, std::string_view type, double x, double y, double heading, int altitude = 2) {
    AircraftState state = airplane(type, {x, y, heading}, altitude, 0);
    state.id = std::string(id);
    state.name = std::string(id);
    return state;
}

const Weapon& front(const AircraftState& state) {
    return data().aircraftType(state.type)->weapons.front();
}

GameState stateWith(std::vector<AircraftState> aircraft, double width = 900, double height = 900) {
    GameState state;
    state.table = {width, height};
    state.aircraft = std::move(aircraft);
    return state;
}

// --- fireZone ---------------------------------------------------------------

TEST(FireZone, ShortLongAndOutAlongTheNoseByHand) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 200, 0);
    const auto target = plane("albatros", "albatros_d3", 0, 0, 0);  // only its level counts
    const FireZone zone = fireZone(data(), rules, spad, front(spad), target);
    ASSERT_TRUE(zone.canFire);
    EXPECT_EQ(zone.rangeAt({450, 200 + 84.9}), Range::Short);
    EXPECT_EQ(zone.rangeAt({450, 200 + 85.1}), Range::Long);
    EXPECT_EQ(zone.rangeAt({450, 200 + 169.9}), Range::Long);
    EXPECT_EQ(zone.rangeAt({450, 200 + 170.1}), Range::Out);
    EXPECT_EQ(zone.rangeAt({450, 150}), Range::Out);              // behind the nose
    EXPECT_EQ(zone.rangeAt({450 + 60, 200 + 58}), Range::Out);    // just right of the 45-degree edge
    EXPECT_EQ(zone.rangeAt({450 + 58, 200 + 60}), Range::Short);  // just inside it

    // One level apart only the first half counts, at long range (FIRE-06); two: no fire.
    const FireZone above = fireZone(data(), rules, spad, front(spad), plane("albatros", "albatros_d3", 0, 0, 0, 3));
    EXPECT_EQ(above.rangeAt({450, 200 + 80}), Range::Long);
    EXPECT_EQ(above.rangeAt({450, 200 + 90}), Range::Out);
    const FireZone far = fireZone(data(), rules, spad, front(spad), plane("albatros", "albatros_d3", 0, 0, 0, 4));
    EXPECT_FALSE(far.canFire);
    EXPECT_EQ(far.rangeAt({450, 200 + 50}), Range::Out);
}

TEST(FireZone, RearGunnerLeavesItsDeadAngleOut) {
    const auto rules = presetRules("ww1-standard");
    const auto bristol = plane("bristol", "bristol_f2b", 450, 450, 0);
    const Weapon* rear = nullptr;
    for (const auto& weapon : data().aircraftType("bristol_f2b")->weapons)
        if (weapon.arc == WeaponArc::Rear) rear = &weapon;
    ASSERT_NE(rear, nullptr);
    const FireZone zone = fireZone(data(), rules, bristol, *rear, plane("target", "albatros_d3", 0, 0, 0));
    ASSERT_TRUE(zone.deadAngle);
    // Straight behind the tail, close: in the dead angle; a little aside of it, in the arc.
    EXPECT_EQ(zone.rangeAt({450, 450 - 40}), Range::Out);
    // 59 degrees off the tail: outside the dead angle (47.7 degrees, through the rear
    // corners) but inside the rear arc (60 degrees), 117 mm away: long range.
    EXPECT_EQ(zone.rangeAt({450 + 100, 450 - 60}), Range::Long);
}

// The zone is where a base must reach to be fired at: a target whose stand
// (inside its base) lies in the zone is always in arc and range, no further
// than the zone says; one whose shot is out of the arc has its stand outside.
TEST(FireZone, AgreesWithTheShotOnRandomPlacements) {
    const auto rules = presetRules("ww1-standard");
    Rng rng(4242);
    int inZone = 0;
    for (int n = 0; n < 20000; ++n) {
        auto shooter = plane("s", n % 2 ? "spad_xiii" : "bristol_f2b", 450, 450, static_cast<double>(rng.below(360)));
        const auto target = plane("t", "albatros_d3", 250 + static_cast<double>(rng.below(400)),
                                  250 + static_cast<double>(rng.below(400)), static_cast<double>(rng.below(360)),
                                  2 + static_cast<int>(rng.below(2)));
        const std::vector<AircraftState> all{shooter, target};
        for (const Weapon& weapon : data().aircraftType(shooter.type)->weapons) {
            const FireZone zone = fireZone(data(), rules, shooter, weapon, target);
            const ShotCheck shot = checkShot(data(), rules, shooter, weapon, target, all, {});
            const Range atStand = zone.rangeAt({target.pose.x, target.pose.y});
            if (atStand != Range::Out && !shot.deadAngle && !shot.overlapping) {
                ++inZone;
                EXPECT_TRUE(shot.inArc) << n;
                EXPECT_NE(shot.range, Range::Out) << n;
                if (atStand == Range::Short) {
                    EXPECT_EQ(shot.range, Range::Short) << n;
                }
            }
            if (!shot.inArc) {
                EXPECT_EQ(atStand, Range::Out) << n;
            }
        }
        if (HasFailure()) break;
    }
    EXPECT_GT(inZone, 1000);
}

// --- reachableCloud ---------------------------------------------------------

TEST(ReachableCloud, OneCardReachesEachCardsPlaceAndNoSteepCardAfterAClimb) {
    const auto rules = presetRules("ww1-standard");
    auto spad = plane("spad", "spad_xiii", 450, 450, 0);
    const ManeuverDeck& deck = *data().deckOf(*data().aircraftType("spad_xiii"));
    const GeometrySpec& geometry = *data().geometryOf(*data().aircraftType("spad_xiii"));
    const auto cloudOf = [&](const AircraftState& state) {
        return reachableCloud(data(), rules, stateWith({state}), "spad", 1);
    };
    const auto has = [](const ReachCloud& cloud, const Pose& pose) {
        return std::any_of(cloud.points.begin(), cloud.points.end(), [&](const ReachPoint& p) {
            return std::hypot(p.pose.x - pose.x, p.pose.y - pose.y) < 0.01 &&
                   std::abs(normalizeHeading(p.pose.heading - pose.heading + 180) - 180) < 0.01;
        });
    };
    // Each place is a card of the deck flown from the stand (MOV-06); the
    // deck's copies of one move (straights 1 to 4...) share one place, but
    // the dive ends a level lower than the straight of the same length.
    const auto placesOf = [&](bool steepToo) {
        std::set<std::tuple<long, long, long, bool>> places;
        for (const ManeuverCard& card : deck.cards) {
            if (card.steep && !steepToo) continue;
            const Pose end = applyCardMove(spad.pose, *card.move(Speed::Normal), geometry);
            places.emplace(std::lround(end.x), std::lround(end.y), std::lround(normalizeHeading(end.heading)) % 360,
                           card.kind == CardKind::Dive);
        }
        return places.size();
    };
    ReachCloud cloud = cloudOf(spad);
    EXPECT_EQ(cloud.points.size(), placesOf(true));
    const Pose afterImmelmann = applyCardMove(spad.pose, *deck.card(18)->move(Speed::Normal), geometry);
    EXPECT_TRUE(has(cloud, afterImmelmann));
    EXPECT_NEAR(afterImmelmann.heading, 180, 1e-9);

    // After a climb (steep), the next card may not be steep (MOV-03): no stall, Immelmann or climb.
    spad.history = flownCards(deck, {19});
    cloud = cloudOf(spad);
    EXPECT_EQ(cloud.points.size(), placesOf(false));
    EXPECT_FALSE(has(cloud, afterImmelmann));
    for (const ReachPoint& point : cloud.points) EXPECT_GT(point.plans, 0);
}

TEST(ReachableCloud, ThreeCardsHoldEveryLegalPlanAndTheLevelsChange) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 450, 0);
    const ReachCloud cloud = reachableCloud(data(), rules, stateWith({spad}), "spad", 3);
    const int plans = std::accumulate(cloud.points.begin(), cloud.points.end(), 0,
                                      [](int sum, const ReachPoint& p) { return sum + p.plans; });
    const auto all = legalPlans(flyerOf(data(), spad, rules), spad);
    EXPECT_EQ(plans, static_cast<int>(all.size()));
    EXPECT_GT(cloud.points.size(), 300u);
    EXPECT_LT(cloud.points.size(), all.size()) << "plans that end in one place share a point";
    std::set<int> levels;
    for (const ReachPoint& point : cloud.points) levels.insert(point.altitude);
    EXPECT_TRUE(levels.count(1) && levels.count(2)) << "a dive loses a level";
    // Every third-card place is where flyPlan puts the airplane for one of the plans there.
    const auto& sample = all[all.size() / 3];
    const PlanResult flown = flyPlan(flyerOf(data(), spad, rules), spad, sample.plan, kBigTable);
    EXPECT_TRUE(std::any_of(cloud.points.begin(), cloud.points.end(), [&](const ReachPoint& p) {
        return std::hypot(p.pose.x - flown.final.pose.x, p.pose.y - flown.final.pose.y) < 1.0 &&
               p.altitude == flown.final.altitude;
    }));
}

TEST(ReachableCloud, GunsCountTheEnemiesThatCouldFireThere) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 300, 0);
    // An Albatros 250 mm ahead, facing the SPAD: a straight brings the SPAD into its guns.
    const auto albatros = plane("albatros", "albatros_d3", 450, 550, 180);
    const GameState state = stateWith({spad, albatros});
    const ReachCloud cloud = reachableCloud(data(), rules, state, "spad", 1);
    ASSERT_FALSE(cloud.points.empty());
    int threatened = 0;
    for (const ReachPoint& point : cloud.points) {
        AircraftState there = spad;
        there.pose = point.pose;
        there.altitude = point.altitude;
        const bool canFire = fastShot(data(), rules, albatros, front(albatros), there, {there, albatros}, {}).canFire;
        EXPECT_EQ(point.guns, canFire ? 1 : 0) << point.pose.x << "," << point.pose.y;
        threatened += point.guns;
    }
    EXPECT_GT(threatened, 0);
    EXPECT_LT(threatened, static_cast<int>(cloud.points.size())) << "a turn away takes it out of the arc";
    EXPECT_EQ(cloud.maxGuns, 1);
}

TEST(ReachableCloud, AFlightThatEndsInTheGroundIsMarked) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 450, 450, 0, 0);  // level 0, no counter: a dive crashes (ALT-10)
    const ReachCloud cloud = reachableCloud(data(), rules, stateWith({spad}), "spad", 1);
    const bool anyCrash =
        std::any_of(cloud.points.begin(), cloud.points.end(), [](const ReachPoint& p) { return p.crashes; });
    const bool anyFlight =
        std::any_of(cloud.points.begin(), cloud.points.end(), [](const ReachPoint& p) { return !p.crashes; });
    EXPECT_TRUE(anyFlight);
    // Whether the dive is legal at level 0 depends on the rules; when it is, it crashes.
    const auto plans = legalPlans(flyerOf(data(), spad, rules), spad);
    const bool diveLegal =
        std::any_of(plans.begin(), plans.end(), [](const PlanOutcome& o) { return o.plan.cards[0].number == 20; });
    EXPECT_EQ(anyCrash, diveLegal && std::any_of(plans.begin(), plans.end(),
                                                 [](const PlanOutcome& o) { return o.crashes && o.stopsAfter == 1; }));
}

// --- threatMap --------------------------------------------------------------

TEST(ThreatMap, TheCellsAheadOfTheEnemyAreThreatenedAndBehindItOnlyWhenItCanTurnAround) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 100, 100, 0);
    auto albatros = plane("albatros", "albatros_d3", 450, 450, 0);
    ThreatMap map = threatMap(data(), rules, stateWith({spad, albatros}), "spad", 10);
    EXPECT_EQ(map.columns, 90);
    EXPECT_EQ(map.rows, 90);
    EXPECT_EQ(map.enemiesConsidered, 1);
    EXPECT_EQ(map.cardsConsidered, 20);
    EXPECT_EQ(map.maxEnemies, 1);
    EXPECT_EQ(map.at({450, 600}), 1);  // ahead, whatever it flies
    EXPECT_EQ(map.at({100, 100}), 0);  // far away
    // Behind it: only the Immelmann (a half loop) points its guns back.
    EXPECT_EQ(map.at({450, 330}), 1);
    // After a climb (steep) no steep card may follow (MOV-03): no Immelmann, nothing behind it.
    albatros.history = flownCards(*data().deckOf(*data().aircraftType("albatros_d3")), {19});
    map = threatMap(data(), rules, stateWith({spad, albatros}), "spad", 10);
    EXPECT_EQ(map.at({450, 330}), 0);
    EXPECT_EQ(map.cardsConsidered, 17);
}

TEST(ThreatMap, TwoEnemiesAddUpAndTwoLevelsApartNothingCounts) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = plane("spad", "spad_xiii", 100, 100, 0);
    const auto a = plane("a", "albatros_d3", 400, 450, 0);
    const auto b = plane("b", "albatros_d3", 500, 450, 0);
    ThreatMap map = threatMap(data(), rules, stateWith({spad, a, b}), "spad", 10);
    EXPECT_EQ(map.at({450, 600}), 2);
    EXPECT_EQ(map.maxEnemies, 2);
    EXPECT_GE(map.shortAt({450, 560}), 1);
    // A friend is no threat: the map is the other enemy's alone.
    auto friendly = a;
    friendly.side = spad.side;
    const ThreatMap withFriend = threatMap(data(), rules, stateWith({spad, friendly, b}), "spad", 10);
    const ThreatMap alone = threatMap(data(), rules, stateWith({spad, b}), "spad", 10);
    EXPECT_EQ(withFriend.enemies, alone.enemies);
    EXPECT_EQ(withFriend.enemiesConsidered, 1);
    EXPECT_LT(alone.maxEnemies, map.maxEnemies);
    // Two levels apart (WW1) nobody can fire.
    const auto high = plane("spad", "spad_xiii", 100, 100, 0, 4);
    EXPECT_EQ(threatMap(data(), rules, stateWith({high, a, b}), "spad", 10).maxEnemies, 0);
}

// --- shotDraw and damageOdds -----------------------------------------------

// The duel with the Albatros 215 mm ahead of the SPAD, facing it: they stall
// 58 and 55 mm forward, leaving the stands 102 mm and the bases 82 mm apart,
// and both fire at short range (2 A cards each).
struct ShortRangeDuel {
    Engine engine{shippedData(), presetRules("ww1-standard")};
    Applied game;
    Rng rng;
    explicit ShortRangeDuel(std::uint64_t seed) : rng(seed) {
        Scenario scenario = *shippedData().scenario("ww1_duel");
        scenario.aircraft[1].y = scenario.aircraft[0].y + 215;  // after the stalls: 102 mm apart
        game = newGame(engine, scenario, "ww1-standard", rng);
        game = apply(engine, game.state, SubmitPlan{"spad", plan(17, 1, 2)}, rng);
        game = apply(engine, game.state, SubmitPlan{"albatros", plan(17, 1, 2)}, rng);
    }
    ShotCheck shot(std::string_view shooter, std::string_view target) const {
        const auto* s = game.state.find(shooter);
        return checkShot(engine.data, engine.rules, *s, front(*s), *game.state.find(target), game.state.aircraft,
                         game.state.overlaps);
    }
};

TEST(DamageOdds, ATwoCardShotFromAFreshDeckByHand) {
    ShortRangeDuel duel(5);
    ASSERT_EQ(duel.game.state.stage, Stage::Fire);
    const ShotCheck shot = duel.shot("spad", "albatros");
    ASSERT_TRUE(shot.canFire);
    ASSERT_EQ(shot.cards, 2);
    const DamageOdds odds = damageOdds(duel.engine.data, duel.engine.rules, duel.game.state, shot);
    EXPECT_EQ(odds.draw.deck, 'A');
    EXPECT_EQ(odds.draw.cards, 2);
    EXPECT_FALSE(odds.reshuffle);
    const auto pile = duel.game.state.piles->drawPileCards('A');
    ASSERT_EQ(odds.pileCards, pile.size());
    // Every ordered pair of different cards of the pile, equally likely.
    std::map<int, double> byHand;
    double explosion = 0, down = 0;
    const int structure = data().aircraftType("albatros_d3")->structure.value;
    const double pairs = static_cast<double>(pile.size() * (pile.size() - 1));
    for (std::size_t i = 0; i < pile.size(); ++i)
        for (std::size_t j = 0; j < pile.size(); ++j) {
            if (i == j) continue;
            const int points = pile[i]->damage + pile[j]->damage;
            byHand[points] += 1 / pairs;
            const bool boom = pile[i]->special == Special::Explosion || pile[j]->special == Special::Explosion;
            explosion += boom ? 1 / pairs : 0;
            down += boom || points >= structure ? 1 / pairs : 0;
        }
    double sum = 0;
    for (std::size_t n = 0; n < odds.points.size(); ++n) {
        EXPECT_NEAR(odds.points[n], byHand[static_cast<int>(n)], 1e-12) << n << " points";
        sum += odds.points[n];
    }
    EXPECT_NEAR(sum, 1, 1e-12);
    EXPECT_NEAR(odds.explosion, explosion, 1e-12);
    EXPECT_NEAR(odds.bringsDown, down, 1e-12);
    // The mean is twice the mean card of the pile.
    double mean = 0;
    for (const auto* card : pile) mean += card->damage;
    EXPECT_NEAR(odds.expectedPoints(), 2 * mean / static_cast<double>(pile.size()), 1e-9);
    EXPECT_GT(odds.specials.at(Special::Smoke), 0);
}

TEST(DamageOdds, ADamagedTargetGoesDownMoreOftenAndBonusesAddToEveryCardButZeros) {
    ShortRangeDuel duel(6);
    auto& albatros = *duel.game.state.find("albatros");
    const int structure = data().aircraftType("albatros_d3")->structure.value;
    const ShotCheck shot = duel.shot("spad", "albatros");
    const DamageOdds fresh = damageOdds(duel.engine.data, duel.engine.rules, duel.game.state, shot);
    albatros.damage = structure - 1;
    const DamageOdds hurt = damageOdds(duel.engine.data, duel.engine.rules, duel.game.state, shot);
    EXPECT_GT(hurt.bringsDown, fresh.bringsDown);
    // One point more brings it down: only two 0 cards leave it flying (an explosion card is worth 2).
    EXPECT_NEAR(hurt.bringsDown, 1 - hurt.points[0], 1e-12);

    // Aimed (the same target in the last fire step, FIRE-09): +1 on each card worth anything.
    albatros.damage = 0;
    duel.game.state.find("spad")->aim["front"] = {"albatros", 1};
    const DamageOdds aimed = damageOdds(duel.engine.data, duel.engine.rules, duel.game.state, shot);
    EXPECT_TRUE(aimed.draw.aimed);
    EXPECT_EQ(aimed.draw.bonus, 1);
    EXPECT_NEAR(aimed.points[0], fresh.points[0], 1e-12);  // two zeros stay zero
    const auto pile = duel.game.state.piles->drawPileCards('A');
    const double zeros = static_cast<double>(std::count_if(pile.begin(), pile.end(),
                                                           [](const DamageCardSpec* c) { return c->damage == 0; })) /
                         static_cast<double>(pile.size());
    EXPECT_NEAR(aimed.expectedPoints(), fresh.expectedPoints() + 2 * (1 - zeros), 1e-9);
}

TEST(DamageOdds, APileThatRunsOutIsShuffledBackForTheRest) {
    ShortRangeDuel duel(7);
    GameState& state = duel.game.state;
    // Draw the A pile down to one card.
    while (state.piles->remaining('A') > 1) state.piles->draw('A', duel.rng);
    const ShotCheck shot = duel.shot("spad", "albatros");
    const DamageOdds odds = damageOdds(duel.engine.data, duel.engine.rules, state, shot);
    EXPECT_TRUE(odds.reshuffle);
    const DamageCardSpec* last = state.piles->drawPileCards('A').front();
    // The last card for sure, then one of the whole deck (discards and that card).
    auto deck = state.piles->discardCards('A');
    deck.push_back(last);
    std::map<int, double> byHand;
    for (const auto* card : deck) byHand[last->damage + card->damage] += 1.0 / static_cast<double>(deck.size());
    for (std::size_t n = 0; n < odds.points.size(); ++n)
        EXPECT_NEAR(odds.points[n], byHand[static_cast<int>(n)], 1e-12) << n;
}

TEST(DamageOdds, AShotThatCannotFireDealsNothing) {
    ShortRangeDuel duel(8);
    ShotCheck shot = duel.shot("spad", "albatros");
    shot.canFire = false;
    const DamageOdds odds = damageOdds(duel.engine.data, duel.engine.rules, duel.game.state, shot);
    ASSERT_EQ(odds.points.size(), 1u);
    EXPECT_EQ(odds.points[0], 1);
    EXPECT_EQ(odds.bringsDown, 0);
}

// The odds are what the engine deals: over many shuffles, the damage the
// Albatros takes in the first fire step (both airplanes firing two cards of
// the same deck A pile) follows the odds computed at the fire decision.
TEST(DamageOdds, TheEngineDealsAsTheOddsSay) {
    constexpr int kGames = 1500;
    std::map<int, int> seen;
    std::vector<double> expected;
    for (int seed = 1; seed <= kGames; ++seed) {
        ShortRangeDuel duel(static_cast<std::uint64_t>(seed));
        ASSERT_EQ(duel.game.state.stage, Stage::Fire);
        const ShotCheck shot = duel.shot("spad", "albatros");
        const DamageOdds odds = damageOdds(duel.engine.data, duel.engine.rules, duel.game.state, shot);
        if (expected.empty()) expected = odds.points;
        // A fresh shuffle each game: the same pile contents, so the same odds.
        ASSERT_EQ(odds.points, expected);
        auto game = apply(duel.engine, duel.game.state, FireOrder{"spad", "front", "albatros"}, duel.rng);
        game = apply(duel.engine, game.state, FireOrder{"albatros", "front", "spad"}, duel.rng);
        int dealt = 0;  // in this fire step: the events after it (phase 2's moves, collisions) are not the shot's
        for (const Event& event : game.events) {
            if (event.kind() == EventKind::PhaseEnd) break;
            if (event.kind() == EventKind::Damage && event.aircraft == "albatros")
                dealt += event.as<ev::Damage>().damage;
        }
        ++seen[dealt];
    }
    for (std::size_t n = 0; n < expected.size(); ++n) {
        const double frequency = static_cast<double>(seen[static_cast<int>(n)]) / kGames;
        // Four standard errors of a frequency from 1,500 games.
        const double tolerance = 4 * std::sqrt(expected[n] * (1 - expected[n]) / kGames) + 1e-9;
        EXPECT_NEAR(frequency, expected[n], tolerance) << n << " points";
    }
}

}  // namespace
}  // namespace jasta::test
