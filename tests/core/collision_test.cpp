// Collisions in the air as a player sees them (RULES.md OVL-04, COL-01..13,
// DMG-11, DMG-18, FIRE-08): who collides under each rule option, which cards
// they draw, and what the log records.
//
// Seeds: where a test needs the RNG to fall one way (two pilots swerving the
// same way, an explosion card on top of the pile), findSeed tries seeds from
// 1 up, replaying the RNG exactly as resolveCollisions uses it; the test then
// checks that the events record those very draws.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>

#include "jasta/base/rng.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/rules/collisions.hpp"
#include "jasta/rules/damage.hpp"
#include "jasta/rules/damage_piles.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/words/events.hpp"

namespace jasta::test {
namespace {

const GameData& data() {
    static const GameData loaded = loadGameDataOrThrow(JASTA_TEST_DATA_DIR);
    return loaded;
}

AircraftState plane(const std::string& id, double x, double y, double heading, int altitude = 2, int climb = 0,
                    const std::string& type = "spad_xiii", Side side = Side::Entente) {
    AircraftState state;
    state.id = id;
    state.name = "Pilot " + id;
    state.type = type;
    state.side = side;
    state.pose = {x, y, heading};
    state.altitude = altitude;
    state.climb = climb;
    return state;
}

// Only the collision options matter here; the rest keep their defaults.
RuleOptions rules(CollisionAvoidance avoidance = CollisionAvoidance::None) {
    RuleOptions options;
    options.collisionAltitudeTest = CollisionAltitudeTest::SameLevel;
    options.collisionGeometry = CollisionGeometry::Base;
    options.collisionAvoidance = avoidance;
    options.collisionDamage = CollisionDamage::OneA;
    options.explosionBlast = ExplosionBlast::None;
    return options;
}

// The airplanes, the game's RNG and the damage piles dealt from it.
struct Table {
    explicit Table(std::uint64_t seed, Era era = Era::Ww1) : rng(seed), piles(data(), era, rng) {}

    Rng rng;
    DamagePiles piles;
    std::vector<AircraftState> aircraft;

    std::vector<Event> resolve(const RuleOptions& options) {
        return resolveCollisions(aircraft, data(), options, piles, rng);
    }
    AircraftState& operator[](std::string_view id) {
        auto it = std::find_if(aircraft.begin(), aircraft.end(), [&](const auto& state) { return state.id == id; });
        if (it == aircraft.end()) throw std::runtime_error("no airplane " + std::string(id));
        return *it;
    }
    // The event's sentence in the log.
    std::string said(const Event& event) const { return words::describe(event, words::EventNames(data(), aircraft)); }
};

std::vector<Event> ofKind(const std::vector<Event>& events, EventKind kind, std::string_view aircraft = {}) {
    std::vector<Event> found;
    for (const auto& event : events)
        if (event.kind() == kind && (aircraft.empty() || event.aircraft == aircraft)) found.push_back(event);
    return found;
}

bool hasRule(const Event& event, std::string_view rule) {
    return std::find(event.rules.begin(), event.rules.end(), rule) != event.rules.end();
}

// The first seed whose RNG, just after the damage piles are dealt, makes
// `wanted` true (it may draw from the piles and the RNG as it likes).
std::uint64_t findSeed(const std::function<bool(DamagePiles&, Rng&)>& wanted, Era era = Era::Ww1) {
    for (std::uint64_t seed = 1; seed < 200000; ++seed) {
        Rng rng(seed);
        DamagePiles piles(data(), era, rng);
        if (wanted(piles, rng)) return seed;
    }
    ADD_FAILURE() << "no seed found";
    return 0;
}

// Avoidance draws as resolveCollisions makes them: one per airplane in id
// order, uniform among `choices` (0 left, 1 right, 2 straight).
std::vector<std::uint64_t> directions(Rng& rng, int airplanes, std::uint64_t choices = 2) {
    std::vector<std::uint64_t> picks;
    for (int n = 0; n < airplanes; ++n) picks.push_back(rng.below(choices));
    return picks;
}

constexpr std::uint64_t kLeft = 0, kRight = 1, kStraight = 2;

// Two SPADs nose to nose, bases overlapping by 10 mm.
std::vector<AircraftState> noseToNose(int altitudeB = 2) {
    return {plane("b", 300, 330, 180, altitudeB), plane("a", 300, 300, 0)};  // out of id order on purpose
}

// --- Who collides -----------------------------------------------------------

TEST(Collision, NoseToNoseAtTheSameLevelEachDrawsOneACard) {
    const std::uint64_t seed = 11;
    Table table(seed);
    table.aircraft = noseToNose();
    const auto events = table.resolve(rules());

    const auto collisions = ofKind(events, EventKind::Collision);
    ASSERT_EQ(collisions.size(), 1u);
    EXPECT_EQ(collisions[0].as<ev::Collision>().meeting.aircraft, (std::array<std::string, 2>{"a", "b"}));
    for (const char* rule : {"OVL-04", "COL-01", "COL-02", "COL-08"}) EXPECT_TRUE(hasRule(collisions[0], rule)) << rule;
    EXPECT_TRUE(collisions[0].as<ev::Collision>().meeting.headOn);

    // The same seed deals the same cards: a draws first, then b.
    Rng replay(seed);
    DamagePiles piles(data(), Era::Ww1, replay);
    const DamageCardSpec& first = piles.draw('A', replay);
    const DamageCardSpec& second = piles.draw('A', replay);
    EXPECT_EQ(table["a"].damage, first.damage);
    EXPECT_EQ(table["b"].damage, second.damage);
    const auto damage = ofKind(events, EventKind::Damage);
    ASSERT_EQ(damage.size(), 2u);
    EXPECT_EQ(damage[0].aircraft, "a");
    EXPECT_EQ(damage[0].as<ev::Damage>().card, first.id);
    EXPECT_EQ(damage[0].as<ev::Damage>().deck, 'A');
    EXPECT_EQ(damage[0].rules, std::vector<std::string>{"COL-08"});
    EXPECT_EQ(damage[1].aircraft, "b");
    EXPECT_EQ(damage[1].as<ev::Damage>().card, second.id);
    EXPECT_EQ(table.piles.remaining('A'), piles.remaining('A'));
    EXPECT_EQ(table.rng, replay);
}

TEST(Collision, OneLevelHigherPassesOverUnderSameLevel) {
    Table table(3);
    table.aircraft = noseToNose(3);
    const Rng before = table.rng;
    const auto events = table.resolve(rules());
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind(), EventKind::CollisionAvoided);
    EXPECT_TRUE(events[0].as<ev::CollisionAvoided>().byAltitude);
    EXPECT_EQ(events[0].rules, (std::vector<std::string>{"OVL-04", "COL-01"}));
    EXPECT_EQ(table.said(events[0]),
              "Pilot a and Pilot b overlap, but at level 2 and level 3 they pass each other without colliding.");
    EXPECT_EQ(table["a"].damage + table["b"].damage, 0);
    EXPECT_EQ(table.rng, before);  // nothing drawn

    // S000: any overlap can collide, whatever the altitudes.
    auto anyAltitude = rules();
    anyAltitude.collisionAltitudeTest = CollisionAltitudeTest::None;
    EXPECT_EQ(ofKind(table.resolve(anyAltitude), EventKind::Collision).size(), 1u);
}

TEST(Collision, ClimbCountersUnderTheParityAndExactTests) {
    auto collides = [](int climbA, int climbB, CollisionAltitudeTest test) {
        Table table(5);
        table.aircraft = noseToNose();
        table["a"].climb = climbA;
        table["b"].climb = climbB;
        auto options = rules();
        options.collisionAltitudeTest = test;
        return ofKind(table.resolve(options), EventKind::Collision).size() == 1;
    };
    using T = CollisionAltitudeTest;
    // Both with counters, or both without: the parity test lets them collide.
    EXPECT_TRUE(collides(1, 2, T::SameLevelCounterParity));
    EXPECT_TRUE(collides(0, 0, T::SameLevelCounterParity));
    EXPECT_FALSE(collides(0, 1, T::SameLevelCounterParity));
    EXPECT_TRUE(collides(0, 1, T::SameLevel));
    // Exact: level and counters must both match.
    EXPECT_FALSE(collides(1, 2, T::Exact));
    EXPECT_TRUE(collides(1, 1, T::Exact));
    EXPECT_FALSE(collides(0, 1, T::Exact));
}

TEST(Collision, BaseCardAndSilhouetteGeometries) {
    auto collides = [](std::vector<AircraftState> aircraft, CollisionGeometry geometry) {
        Table table(9);
        table.aircraft = std::move(aircraft);
        auto options = rules();
        options.collisionGeometry = geometry;
        return ofKind(table.resolve(options), EventKind::Collision).size() == 1;
    };
    using G = CollisionGeometry;
    // Nose to tail 70 mm apart: the cards overlap, the bases and silhouettes do not.
    const std::vector<AircraftState> cardsOnly{plane("a", 300, 300, 0), plane("b", 300, 370, 0)};
    EXPECT_FALSE(collides(cardsOnly, G::Base));
    EXPECT_TRUE(collides(cardsOnly, G::BaseOrCard));
    EXPECT_FALSE(collides(cardsOnly, G::Silhouette));
    // 60 mm apart: a's card now covers b's tailplane.
    const std::vector<AircraftState> closer{plane("a", 300, 300, 0), plane("b", 300, 360, 0)};
    EXPECT_FALSE(collides(closer, G::Base));
    EXPECT_TRUE(collides(closer, G::Silhouette));
    // Nose to nose, bases overlapping: every geometry agrees.
    for (G geometry : {G::Base, G::BaseOrCard, G::Silhouette}) EXPECT_TRUE(collides(noseToNose(), geometry));

    // COL-02a: the larger card goes on top. The Gotha's card covers the
    // SPAD's tail although the SPAD's card misses the Gotha's nose.
    const AircraftState gotha = plane("g", 300, 300, 0, 2, 0, "gotha_g4");
    const AircraftState spad = plane("s", 300, 380, 0);
    const GeometrySpec& large = *data().geometry("ww1_large");
    const GeometrySpec& small = *data().geometry("ww1_small");
    EXPECT_TRUE(footprintsOverlap(gotha.pose, large, Footprint::Card, spad.pose, small, Footprint::Silhouette));
    EXPECT_FALSE(footprintsOverlap(spad.pose, small, Footprint::Card, gotha.pose, large, Footprint::Silhouette));
    EXPECT_TRUE(collides({gotha, spad}, G::Silhouette));
    EXPECT_FALSE(collides({gotha, spad}, G::Base));
    // The other way round: flying across the Gotha's wing tip, the SPAD's
    // card covers the wing, but the Gotha's card, on top, misses the SPAD.
    const AircraftState across = plane("s", 378, 293.5, 90);
    EXPECT_TRUE(footprintsOverlap(across.pose, small, Footprint::Card, gotha.pose, large, Footprint::Silhouette));
    EXPECT_FALSE(footprintsOverlap(gotha.pose, large, Footprint::Card, across.pose, small, Footprint::Silhouette));
    EXPECT_FALSE(collides({gotha, across}, G::Silhouette));
}

TEST(Collision, DestroyedAndLandedAirplanesNeverCollide) {
    Table table(2);
    table.aircraft = noseToNose();
    table.aircraft.push_back(plane("wreck", 300, 310, 90));
    table.aircraft.back().status = AircraftStatus::Destroyed;
    table.aircraft.push_back(plane("parked", 300, 320, 270, 0));
    table.aircraft.back().status = AircraftStatus::Landed;
    table["b"].status = AircraftStatus::Exploded;
    auto options = rules();
    options.collisionAltitudeTest = CollisionAltitudeTest::None;
    const Rng before = table.rng;
    EXPECT_TRUE(table.resolve(options).empty());
    EXPECT_EQ(table.rng, before);
    for (const auto& state : table.aircraft) EXPECT_EQ(state.damage, 0) << state.id;
}

// --- Damage -----------------------------------------------------------------

TEST(Collision, HeadOnDrawsTwoAOtherwiseTwoB) {
    auto run = [](std::vector<AircraftState> aircraft) {
        Table table(21);
        table.aircraft = std::move(aircraft);
        auto options = rules();
        options.collisionDamage = CollisionDamage::TwoAHeadOnElseTwoB;
        auto events = table.resolve(options);
        std::map<std::string, int> totals;
        for (const auto& state : table.aircraft) totals[state.id] = state.damage;
        return std::pair{events, totals};
    };
    auto decks = [](const std::vector<Event>& events) {
        std::string letters;
        for (const auto& event : ofKind(events, EventKind::Damage)) letters += event.as<ev::Damage>().deck;
        return letters;
    };
    // Replays the four cards the pair draws (a twice, then b twice) from `deck`.
    auto expected = [](char deck) {
        Rng replay(21);
        DamagePiles piles(data(), Era::Ww1, replay);
        int a = piles.draw(deck, replay).damage;
        a += piles.draw(deck, replay).damage;
        int b = piles.draw(deck, replay).damage;
        b += piles.draw(deck, replay).damage;
        return std::map<std::string, int>{{"a", a}, {"b", b}};
    };

    const auto [headOn, headOnDamage] = run(noseToNose());  // 180 degrees apart
    EXPECT_EQ(decks(headOn), "AAAA");
    EXPECT_EQ(headOnDamage, expected('A'));
    EXPECT_TRUE(hasRule(ofKind(headOn, EventKind::Collision).at(0), "COL-09"));

    const auto [tail, tailDamage] = run({plane("a", 300, 300, 0), plane("b", 300, 330, 0)});  // same heading
    EXPECT_EQ(decks(tail), "BBBB");
    EXPECT_EQ(tailDamage, expected('B'));
    EXPECT_FALSE(ofKind(tail, EventKind::Collision).at(0).as<ev::Collision>().meeting.headOn);

    // Exactly 90 degrees is not yet head-on (the rule says more than 90).
    const auto [square, squareDamage] = run({plane("a", 300, 300, 0), plane("b", 300, 330, 90)});
    EXPECT_EQ(decks(square), "BBBB");
    const auto [wide, wideDamage] = run({plane("a", 300, 300, 0), plane("b", 300, 330, 91)});
    EXPECT_EQ(decks(wide), "AAAA");
}

TEST(Collision, ThreeAAndWw2OneCounter) {
    Table table(4);
    table.aircraft = noseToNose();
    auto options = rules();
    options.collisionDamage = CollisionDamage::ThreeA;
    const auto threeA = table.resolve(options);
    EXPECT_EQ(ofKind(threeA, EventKind::Damage, "a").size(), 3u);
    EXPECT_EQ(ofKind(threeA, EventKind::Damage, "b").size(), 3u);
    EXPECT_TRUE(hasRule(ofKind(threeA, EventKind::Collision).at(0), "COL-07"));

    Table ww2(4, Era::Ww2);
    ww2.aircraft = {plane("spit", 300, 300, 0, 2, 0, "spitfire_mk1", Side::Allies),
                    plane("emil", 300, 330, 180, 2, 0, "bf109_e", Side::Axis)};
    options.collisionDamage = CollisionDamage::OneC;
    const auto oneC = ww2.resolve(options);
    const auto damage = ofKind(oneC, EventKind::Damage);
    ASSERT_EQ(damage.size(), 2u);
    for (const auto& event : damage) {
        EXPECT_EQ(event.as<ev::Damage>().deck, 'C');
        EXPECT_EQ(event.rules, std::vector<std::string>{"COL-10"});
        EXPECT_NE(ww2.said(event).find("C damage counter"), std::string::npos) << ww2.said(event);
    }
    EXPECT_EQ(damage[0].aircraft, "emil");  // id order
}

TEST(Collision, AnAirplaneOutAfterOneCollisionDrawsNoMore) {
    // Three bases over one another; a explodes in its first collision (with b).
    const std::uint64_t seed = findSeed([](DamagePiles& piles, Rng& rng) {
        if (piles.draw('A', rng).special != Special::Explosion) return false;
        for (int n = 0; n < 3; ++n)
            if (piles.draw('A', rng).special == Special::Explosion) return false;
        return true;
    });
    Table table(seed);
    table.aircraft = {plane("a", 300, 300, 0), plane("b", 300, 330, 180), plane("c", 330, 300, 0)};
    const auto events = table.resolve(rules());
    const auto collisions = ofKind(events, EventKind::Collision);
    ASSERT_EQ(collisions.size(), 3u);
    EXPECT_EQ(collisions[1].as<ev::Collision>().meeting.aircraft, (std::array<std::string, 2>{"a", "c"}));
    EXPECT_EQ(collisions[1].as<ev::Collision>().alreadyOut, std::vector<std::string>{"a"});
    EXPECT_EQ(table.said(collisions[1]),
              "Pilot a and Pilot c overlap at the same level and collide. Pilot a is already out of the game and draws "
              "nothing.");
    // The collisions happen at the same moment: c still takes its card from a.
    EXPECT_EQ(ofKind(events, EventKind::Damage, "a").size(), 1u);
    EXPECT_EQ(ofKind(events, EventKind::Damage, "b").size(), 2u);
    EXPECT_EQ(ofKind(events, EventKind::Damage, "c").size(), 2u);
}

TEST(CollisionDamage, OnlyPointsAndExplosionsCount) {
    const AircraftType& spad = *data().aircraftType("spad_xiii");
    AircraftState state = plane("a", 0, 0, 0);
    const DamageCardSpec smoke{"2-smoke", 2, Special::Smoke};
    auto events = applyDamageCard(state, spad, smoke, 'A', true, {ev::DamageSource::Collision, "b"}, {"COL-08"});
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind(), EventKind::Damage);
    EXPECT_EQ(events[0].rules, std::vector<std::string>{"COL-08"});
    EXPECT_TRUE(events[0].as<ev::Damage>().specialIgnored);
    EXPECT_EQ(words::describe(events[0], words::EventNames(data(), {state, plane("b", 0, 0, 0)})),
              "Pilot a takes A damage card for 2 points from the collision with Pilot b (2 of 16); its smoke "
              "does not count here.");
    EXPECT_EQ(state.damage, 2);
    EXPECT_EQ(state.status, AircraftStatus::Flying);

    // From fire the special is the caller's business: reported, not ignored.
    events = applyDamageCard(state, spad, smoke, 'A', false, {ev::DamageSource::Fire, "b"}, {"FIRE-01"});
    EXPECT_FALSE(events[0].as<ev::Damage>().specialIgnored);
    EXPECT_EQ(events[0].as<ev::Damage>().special, Special::Smoke);

    // DMG-11: an explosion ends the airplane whatever its damage.
    const DamageCardSpec explosion{"2-explosion", 2, Special::Explosion};
    events = applyDamageCard(state, spad, explosion, 'A', true, {ev::DamageSource::Collision, "b"}, {"COL-08"});
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[1].kind(), EventKind::Exploded);
    EXPECT_EQ(events[1].rules, std::vector<std::string>{"DMG-11"});
    EXPECT_EQ(state.status, AircraftStatus::Exploded);

    // An airplane already out keeps its status; the points still count.
    events = applyDamageCard(state, spad, explosion, 'A', true, {ev::DamageSource::Explosion, "c"}, {"DMG-18"});
    EXPECT_EQ(events.size(), 1u);
    EXPECT_EQ(state.status, AircraftStatus::Exploded);
    EXPECT_EQ(state.damage, 8);

    // FIRE-08: shot down at the structure value (16 for the SPAD).
    AircraftState worn = plane("w", 0, 0, 0);
    worn.damage = 15;
    events = applyDamageCard(worn, spad, {"1", 1}, 'A', true, {ev::DamageSource::Collision, "b"}, {"COL-08"});
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[1].kind(), EventKind::Destroyed);
    EXPECT_EQ(events[1].rules, std::vector<std::string>{"FIRE-08"});
    EXPECT_EQ(worn.status, AircraftStatus::Destroyed);
}

// --- Avoidance ----------------------------------------------------------------

TEST(Collision, RandomSameDirectionCollidesOnlyWhenBothSwerveTheSameWay) {
    for (const bool same : {false, true}) {
        const std::uint64_t seed = findSeed([&](DamagePiles&, Rng& rng) {
            const auto picks = directions(rng, 2);
            return (picks[0] == picks[1]) == same;
        });
        Rng replay(seed);
        DamagePiles dealt(data(), Era::Ww1, replay);
        const auto picks = directions(replay, 2);

        Table table(seed);
        table.aircraft = noseToNose();
        const auto events = table.resolve(rules(CollisionAvoidance::RandomSameDirection));
        const auto draws = ofKind(events, EventKind::AvoidanceDraw);
        ASSERT_EQ(draws.size(), 2u);
        EXPECT_EQ(draws[0].aircraft, "a");
        EXPECT_EQ(draws[1].aircraft, "b");
        for (std::size_t n = 0; n < 2; ++n) {
            EXPECT_EQ(draws[n].as<ev::AvoidanceDraw>().direction,
                      picks[n] == kLeft ? Direction::Left : Direction::Right)
                << "seed " << seed;
            EXPECT_EQ(draws[n].rules, std::vector<std::string>{"COL-05"});
            EXPECT_EQ(draws[n].as<ev::AvoidanceDraw>().choices, (std::vector{Direction::Left, Direction::Right}));
        }
        EXPECT_EQ(ofKind(events, EventKind::Collision).size(), same ? 1u : 0u) << "seed " << seed;
        EXPECT_EQ(ofKind(events, EventKind::CollisionAvoided).size(), same ? 0u : 1u) << "seed " << seed;
        EXPECT_EQ(ofKind(events, EventKind::Damage).size(), same ? 2u : 0u);
    }
}

TEST(Collision, OpponentChoiceIsSimulatedAndSaysSo) {
    Table table(1);
    table.aircraft = noseToNose();
    const auto events = table.resolve(rules(CollisionAvoidance::OpponentChoice));
    const auto draws = ofKind(events, EventKind::AvoidanceDraw);
    ASSERT_EQ(draws.size(), 2u);
    for (const auto& draw : draws) {
        EXPECT_EQ(draw.rules, std::vector<std::string>{"COL-03"});
        EXPECT_EQ(draw.as<ev::AvoidanceDraw>().method, CollisionAvoidance::OpponentChoice);
        EXPECT_NE(table.said(draw).find("simulates the choice with a random draw"), std::string::npos)
            << table.said(draw);
    }
    EXPECT_EQ(ofKind(events, EventKind::Collision).size() + ofKind(events, EventKind::CollisionAvoided).size(), 1u);
}

TEST(Collision, SquadronMatesMayAlsoFlyStraight) {
    auto options = rules(CollisionAvoidance::RandomSameDirection);
    options.collisionSameSquadronStraight = true;
    const std::uint64_t seed = findSeed([](DamagePiles&, Rng& rng) {
        return directions(rng, 2, 3) == std::vector<std::uint64_t>{kStraight, kStraight};
    });
    Table table(seed);
    table.aircraft = noseToNose();  // both entente
    auto events = table.resolve(options);
    auto draws = ofKind(events, EventKind::AvoidanceDraw);
    ASSERT_EQ(draws.size(), 2u);
    for (const auto& draw : draws) {
        EXPECT_EQ(draw.as<ev::AvoidanceDraw>().direction, Direction::None);
        EXPECT_EQ(draw.as<ev::AvoidanceDraw>().choices,
                  (std::vector{Direction::Left, Direction::Right, Direction::None}));
        EXPECT_TRUE(hasRule(draw, "COL-06"));
    }
    ASSERT_EQ(ofKind(events, EventKind::Collision).size(), 1u);  // a straight meets a straight
    EXPECT_TRUE(hasRule(ofKind(events, EventKind::Collision)[0], "COL-06"));

    // Enemies never get the straight.
    Table enemies(seed);
    enemies.aircraft = noseToNose();
    enemies["b"].side = Side::Central;
    for (const auto& draw : ofKind(enemies.resolve(options), EventKind::AvoidanceDraw)) {
        EXPECT_EQ(draw.as<ev::AvoidanceDraw>().choices.size(), 2u);
        EXPECT_FALSE(hasRule(draw, "COL-06"));
    }
}

TEST(Collision, OneDrawPerAirplaneComparedWithEachPartner) {
    // Three bases over one another: three possible collisions, three draws (COL-11).
    Table table(17);
    table.aircraft = {plane("a", 300, 300, 0), plane("b", 320, 300, 0), plane("c", 310, 320, 0)};
    const auto events = table.resolve(rules(CollisionAvoidance::RandomSameDirection));
    const auto draws = ofKind(events, EventKind::AvoidanceDraw);
    ASSERT_EQ(draws.size(), 3u);
    std::map<std::string, std::string> way;
    for (const auto& draw : draws) {
        EXPECT_TRUE(hasRule(draw, "COL-11"));
        EXPECT_EQ(draw.as<ev::AvoidanceDraw>().partners.size(), 2u);
        way[draw.aircraft] = std::string(nameOf(draw.as<ev::AvoidanceDraw>().direction));
    }
    std::size_t expected = 0;
    for (const auto& [x, y] : {std::pair{"a", "b"}, std::pair{"a", "c"}, std::pair{"b", "c"}})
        expected += way[x] == way[y] ? 1 : 0;
    EXPECT_EQ(ofKind(events, EventKind::Collision).size(), expected);
    EXPECT_EQ(ofKind(events, EventKind::CollisionAvoided).size(), 3 - expected);
    // Damage is drawn separately for each collision.
    EXPECT_EQ(ofKind(events, EventKind::Damage).size(), 2 * expected);
}

TEST(Collision, BlindPickLaysTheCardsOutWithoutMovingTheAirplanes) {
    // Wing to wing, a on the left: turning away they part, turning alike they stay together.
    const std::vector<AircraftState> wingToWing{plane("a", 300, 300, 0), plane("b", 330, 300, 0)};
    struct Case {
        std::vector<std::uint64_t> picks;
        bool collide;
    };
    for (const Case& expected :
         {Case{{kLeft, kRight}, false}, Case{{kLeft, kLeft}, true}, Case{{kRight, kRight}, true}}) {
        const std::uint64_t seed =
            findSeed([&](DamagePiles&, Rng& rng) { return directions(rng, 2) == expected.picks; });
        Table table(seed);
        table.aircraft = wingToWing;
        const auto events = table.resolve(rules(CollisionAvoidance::BlindPickGeometric));
        const auto draws = ofKind(events, EventKind::AvoidanceDraw);
        ASSERT_EQ(draws.size(), 2u);
        for (std::size_t n = 0; n < 2; ++n) {
            const bool left = expected.picks[n] == kLeft;
            EXPECT_EQ(draws[n].as<ev::AvoidanceDraw>().direction, left ? Direction::Left : Direction::Right);
            // Deck A: the first Turn card that way.
            ASSERT_TRUE(draws[n].as<ev::AvoidanceDraw>().card);
            EXPECT_EQ(draws[n].as<ev::AvoidanceDraw>().card->number, left ? 11 : 12);
            EXPECT_EQ(draws[n].rules, std::vector<std::string>{"COL-04"});
            // Laid out where the card would take it ...
            const ManeuverCard& card = *data().maneuverDeck(Era::Ww1, 'A')->card(left ? 11 : 12);
            const Pose laidOut =
                applyCardMove(wingToWing[n].pose, *card.move(Speed::Normal), *data().geometry("ww1_small"));
            EXPECT_NEAR(draws[n].as<ev::AvoidanceDraw>().laidOut.value().x, laidOut.x, 1e-9);
            EXPECT_NEAR(draws[n].as<ev::AvoidanceDraw>().laidOut.value().heading, laidOut.heading, 1e-9);
            // ... while the airplane stays put.
            EXPECT_EQ(table.aircraft[n].pose, wingToWing[n].pose);
        }
        EXPECT_EQ(ofKind(events, EventKind::Collision).size(), expected.collide ? 1u : 0u) << "seed " << seed;
        EXPECT_EQ(ofKind(events, EventKind::CollisionAvoided).size(), expected.collide ? 0u : 1u) << "seed " << seed;
    }
}

TEST(Collision, Ww2AvoidanceCardsFlyAtTheLastSpeed) {
    const std::uint64_t seed = findSeed(
        [](DamagePiles&, Rng& rng) {
            return directions(rng, 2) == std::vector<std::uint64_t>{kLeft, kLeft};
        },
        Era::Ww2);
    const GeometrySpec& small = *data().geometry("ww2_small");
    const ManeuverCard& turn = *avoidanceCard(*data().deckOf(*data().aircraftType("spitfire_mk1")), Direction::Left);
    for (const Speed speed : {Speed::Fast, Speed::Slow}) {
        Table table(seed, Era::Ww2);
        table.aircraft = {plane("a", 300, 300, 0, 2, 0, "spitfire_mk1", Side::Allies),
                          plane("b", 300, 330, 180, 2, 0, "bf109_e", Side::Axis)};
        table["a"].history.push_back({1, CardKind::Straight, false, Direction::None, speed});
        const auto draws =
            ofKind(table.resolve(rules(CollisionAvoidance::BlindPickGeometric)), EventKind::AvoidanceDraw, "a");
        ASSERT_EQ(draws.size(), 1u);
        const Pose laidOut = applyCardMove({300, 300, 0}, *turn.move(speed), small);
        EXPECT_NEAR(draws[0].as<ev::AvoidanceDraw>().laidOut.value().x, laidOut.x, 1e-9) << nameOf(speed);
        EXPECT_NEAR(draws[0].as<ev::AvoidanceDraw>().laidOut.value().y, laidOut.y, 1e-9) << nameOf(speed);
    }
}

TEST(Collision, AvoidanceCardIsTheFirstTurnElseTheFirstBank) {
    const ManeuverDeck& a = *data().maneuverDeck(Era::Ww1, 'A');
    EXPECT_EQ(avoidanceCard(a, Direction::Left)->number, 11);
    EXPECT_EQ(avoidanceCard(a, Direction::Right)->number, 12);
    EXPECT_EQ(avoidanceCard(a, Direction::None)->number, 1);
    ManeuverDeck banksOnly = a;
    std::erase_if(banksOnly.cards, [](const ManeuverCard& card) { return card.kind == CardKind::Turn; });
    EXPECT_EQ(avoidanceCard(banksOnly, Direction::Left)->number, 5);
    EXPECT_EQ(avoidanceCard(ManeuverDeck{}, Direction::Left), nullptr);
}

TEST(Collision, TheStandardPresetUsesTheGeometricDraw) {
    const RuleOptions standard = RuleOptions::from(*data().ruleset("ww1-standard"), data().options);
    EXPECT_EQ(standard.collisionAvoidance, CollisionAvoidance::BlindPickGeometric);
    Table table(8);
    table.aircraft = noseToNose();
    const auto events = table.resolve(standard);
    EXPECT_EQ(ofKind(events, EventKind::AvoidanceDraw).size(), 2u);
    EXPECT_EQ(ofKind(events, EventKind::Collision).size() + ofKind(events, EventKind::CollisionAvoided).size(), 1u);
}

// --- Explosions ---------------------------------------------------------------

// a and b collide; a explodes on its first card. c is 84 mm from a (inside
// half a ruler, 85 mm), d 85.5 mm (just outside), e 84 mm but a level higher.
std::vector<AircraftState> blastLayout() {
    return {plane("a", 300, 300, 0), plane("b", 300, 330, 180), plane("c", 216, 300, 90), plane("d", 385.5, 300, 0),
            plane("e", 300, 216, 0, 3)};
}

std::uint64_t seedWhereAExplodes() {
    return findSeed([](DamagePiles& piles, Rng& rng) {
        // a's collision card explodes, b's does not, nor does any blast card after them.
        if (piles.draw('A', rng).special != Special::Explosion) return false;
        for (int n = 0; n < 4; ++n)
            if (piles.draw('A', rng).special == Special::Explosion) return false;
        return true;
    });
}

std::vector<std::string> blastVictims(ExplosionBlast blast) {
    Table table(seedWhereAExplodes());
    table.aircraft = blastLayout();
    auto options = rules();
    options.explosionBlast = blast;
    const auto events = table.resolve(options);
    EXPECT_EQ(table["a"].status, AircraftStatus::Exploded);
    EXPECT_EQ(ofKind(events, EventKind::Exploded).size(), 1u);
    std::vector<std::string> victims;
    for (const auto& event : ofKind(events, EventKind::Damage))
        if (event.as<ev::Damage>().cause == ev::DamageCause{ev::DamageSource::Explosion, "a"})
            victims.push_back(event.aircraft);
    return victims;
}

TEST(Collision, ExplosionBlastReachesHalfARuler) {
    using B = ExplosionBlast;
    using Ids = std::vector<std::string>;
    EXPECT_EQ(blastVictims(B::None), Ids{});
    EXPECT_EQ(blastVictims(B::CollisionParticipants), Ids{"b"});      // COL-12
    EXPECT_EQ(blastVictims(B::HalfRuler), (Ids{"b", "c", "e"}));      // COL-13: any altitude
    EXPECT_EQ(blastVictims(B::HalfRulerSameLevel), (Ids{"b", "c"}));  // DMG-18: same level only
    EXPECT_EQ(blastVictims(B::S003Both), (Ids{"b", "c", "e"}));

    Table table(seedWhereAExplodes());
    table.aircraft = blastLayout();
    auto options = rules();
    options.explosionBlast = B::HalfRulerSameLevel;
    const auto events = table.resolve(options);
    const auto blasts = ofKind(events, EventKind::Blast, "a");
    ASSERT_EQ(blasts.size(), 1u);
    EXPECT_EQ(blasts[0].rules, std::vector<std::string>{"DMG-18"});
    EXPECT_EQ(blasts[0].as<ev::Blast>().victims, (std::vector<std::string>{"b", "c"}));
    EXPECT_EQ(blasts[0].as<ev::Blast>().radiusMm, 85.0);
    EXPECT_EQ(table["d"].damage, 0);  // 85.5 mm: just outside
    EXPECT_EQ(table["e"].damage, 0);  // a level higher
}

TEST(Collision, ABlastCanSetOffAnotherExplosionButEachExplodesOnce) {
    // f is 76 mm from c and 160 mm from a: only c's own explosion reaches it.
    auto layout = blastLayout();
    layout.push_back(plane("f", 140, 300, 0));
    const std::uint64_t seed = findSeed([](DamagePiles& piles, Rng& rng) {
        // a's collision card, b's collision card, then the blast: b, then c.
        const bool pattern[] = {true, false, false, true};
        for (bool explodes : pattern)
            if ((piles.draw('A', rng).special == Special::Explosion) != explodes) return false;
        return piles.draw('A', rng).special != Special::Explosion;  // f's blast card
    });
    Table table(seed);
    table.aircraft = layout;
    auto options = rules();
    options.explosionBlast = ExplosionBlast::HalfRulerSameLevel;
    const auto events = table.resolve(options);

    EXPECT_EQ(table["a"].status, AircraftStatus::Exploded);
    EXPECT_EQ(table["c"].status, AircraftStatus::Exploded);
    EXPECT_EQ(ofKind(events, EventKind::Exploded, "a").size(), 1u);
    EXPECT_EQ(ofKind(events, EventKind::Exploded, "c").size(), 1u);
    const auto fromC = ofKind(events, EventKind::Blast, "c");
    ASSERT_EQ(fromC.size(), 1u);
    EXPECT_EQ(fromC[0].as<ev::Blast>().victims, std::vector<std::string>{"f"});
    const auto hitF = ofKind(events, EventKind::Damage, "f");
    ASSERT_EQ(hitF.size(), 1u);
    EXPECT_EQ(hitF[0].as<ev::Damage>().cause, (ev::DamageCause{ev::DamageSource::Explosion, "c"}));
    // The exploded airplanes are never hit again.
    EXPECT_EQ(ofKind(events, EventKind::Damage, "a").size(), 1u);
    EXPECT_EQ(ofKind(events, EventKind::Damage, "c").size(), 1u);
}

// --- Determinism --------------------------------------------------------------

TEST(Collision, TheSameSeedGivesTheSameEvents) {
    // A furball: six airplanes over one another, every option that draws.
    const std::vector<AircraftState> furball{plane("spad", 300, 300, 0),
                                             plane("camel", 320, 310, 45, 2, 0, "sopwith_camel"),
                                             plane("dr1", 310, 330, 180, 2, 0, "fokker_dr1", Side::Central),
                                             plane("d7", 290, 320, 270, 2, 0, "fokker_d7", Side::Central),
                                             plane("gotha", 330, 290, 90, 2, 0, "gotha_g4", Side::Central),
                                             plane("se5a", 280, 290, 135, 2, 0, "se5a")};
    for (const auto avoidance : {CollisionAvoidance::RandomSameDirection, CollisionAvoidance::OpponentChoice,
                                 CollisionAvoidance::BlindPickGeometric, CollisionAvoidance::None}) {
        auto options = rules(avoidance);
        options.collisionGeometry = CollisionGeometry::BaseOrCard;
        options.collisionDamage = CollisionDamage::ThreeA;
        options.explosionBlast = ExplosionBlast::S003Both;
        options.collisionSameSquadronStraight = true;
        Table first(99), second(99);
        first.aircraft = second.aircraft = furball;
        const auto events = first.resolve(options);
        EXPECT_EQ(events, second.resolve(options));
        EXPECT_EQ(first.rng, second.rng);
        for (std::size_t n = 0; n < furball.size(); ++n) {
            EXPECT_EQ(first.aircraft[n].damage, second.aircraft[n].damage);
            EXPECT_EQ(first.aircraft[n].status, second.aircraft[n].status);
        }
        EXPECT_FALSE(ofKind(events, EventKind::Collision).empty() &&
                     ofKind(events, EventKind::CollisionAvoided).empty());
        for (const auto& event : events) {
            EXPECT_FALSE(event.rules.empty()) << event.kind();
            EXPECT_FALSE(first.said(event).empty()) << event.kind();
        }
    }
}

}  // namespace
}  // namespace jasta::test
