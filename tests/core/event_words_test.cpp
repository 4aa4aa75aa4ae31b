// The log's words (words/events.hpp): each event's sentence is built from its
// facts and the names of the game's airplanes and weapons, never from ids. The
// golden game and the CLI corpus cover a duel's sentences; these are the kinds
// and branches a duel never shows.

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/rules/event.hpp"
#include "jasta/words/events.hpp"

namespace jasta::test {
namespace {

AircraftState named(std::string id, std::string name, std::string type) {
    AircraftState state;
    state.id = std::move(id);
    state.name = std::move(name);
    state.type = std::move(type);
    return state;
}

class EventWords : public ::testing::Test {
protected:
    words::EventNames names{shippedData(),
                            {named("spad", "René Fonck", "spad_xiii"), named("albatros", "Red Baron", "albatros_d3"),
                             named("bf110", "Zerstörer crew", "bf110_c")}};

    std::string said(EventData what, std::string aircraft = "spad") const {
        return words::describe(Event{std::move(what), std::move(aircraft), {}}, names);
    }
};

TEST_F(EventWords, NamesNotIdsAndTheWeaponsOfTheAirplaneCard) {
    EXPECT_EQ(names.airplane("albatros"), "Red Baron");
    EXPECT_EQ(names.airplane("ghost"), "ghost");  // unknown: the id itself, never an empty name
    EXPECT_EQ(names.weapon("spad", "front"), "Twin Vickers");
    EXPECT_EQ(names.weapon("spad", "rear"), "rear");
    EXPECT_FALSE(names.counters("spad"));
    EXPECT_TRUE(names.counters("bf110"));
    EXPECT_EQ(said(ev::Overlap{"albatros"}),
              "The bases of René Fonck and Red Baron overlap: they cannot fire at or tail each other.");
    EXPECT_EQ(said(ev::HoldFire{"front"}), "René Fonck holds fire with the Twin Vickers.");
    EXPECT_EQ(said(ev::UnjamChoice{"front"}),
              "René Fonck works on the jammed gun of its Twin Vickers instead of firing.");
    EXPECT_EQ(said(ev::Unjammed{"front", false}), "René Fonck's Twin Vickers is clear again.");
}

TEST_F(EventWords, AltitudeSaysEachStepInTheOrderItHappened) {
    ev::Altitude climb{3, 0, {{ev::AltitudeStepKind::GainsACounter, 2, 1, 2}}};
    EXPECT_EQ(said(climb), "René Fonck: It gains a climb counter (1 of 2).");
    // CPX-09: a split S without counters gives up a level and keeps the rest as counters.
    ev::Altitude splitS{1, 1, {{ev::AltitudeStepKind::DivesALevel, 1, 0}, {ev::AltitudeStepKind::KeepsCounters, 1, 1}}};
    EXPECT_EQ(said(splitS),
              "René Fonck: It dives to level 1 and loses its climb counters. It keeps 1 climb counters of "
              "that level.");
    EXPECT_EQ(said(ev::Altitude{0, 1, {{ev::AltitudeStepKind::HedgeHops, 0, 1}}}),
              "René Fonck: It dives to level 0, the level of the ground beneath it, and keeps one climb counter, "
              "hedge-hopping.");
    EXPECT_EQ(said(ev::Altitude{2, 0, {{ev::AltitudeStepKind::NoSecondCounter, 2, 0}}}),
              "René Fonck: It already gained a climb counter this turn, so it gains no other.");
}

TEST_F(EventWords, TakeOffAndLandingFollowTheOptionInForce) {
    EXPECT_EQ(said(ev::TakeOff{1, 0}), "René Fonck takes off: it flies at level 1 with no climb counters.");
    EXPECT_EQ(said(ev::TakeOff{0, 1}), "René Fonck takes off: it flies at level 0 with one climb counter.");
    EXPECT_EQ(said(ev::TakeOffRoll{1}), "René Fonck begins its take-off with the stall, still on the ground.");
    EXPECT_EQ(said(ev::TakeOffRoll{2}), "René Fonck rolls down the field, still on the ground.");
    EXPECT_EQ(said(ev::OffField{OffFieldPenalty::S003, false, 'B', 2}),
              "René Fonck is off the runway while landing: allowed, but it takes 2 B damage cards.");
    EXPECT_EQ(said(ev::OffField{OffFieldPenalty::S004, true, 'C', 3}),
              "René Fonck leaves the landing field during its take-off: it takes 3 C damage.");
    EXPECT_EQ(said(ev::OffField{OffFieldPenalty::S004, false, 'A', 0}),
              "René Fonck touches down outside the landing field and is wrecked: it is out of the game.");
    EXPECT_EQ(said(ev::GroundAccident{true, 'A', 2}),
              "René Fonck runs off the landing field during its take-off: an accident. It takes 2 A damage cards, "
              "stops, and must stay still for the whole next turn.");
    EXPECT_EQ(said(ev::Landed{}), "René Fonck is at level 0 without climb counters: it has landed.");
    EXPECT_EQ(said(ev::Landed{3, true}), "René Fonck dives onto the ground: it is landed, off its stand.");
}

TEST_F(EventWords, AHeldOrderSaysWhy) {
    EXPECT_EQ(said(ev::FireOrderHeld{"front", "spad", ev::HeldBecause::Itself}),
              "René Fonck cannot fire the Twin Vickers at René Fonck as ordered and holds fire: an airplane cannot "
              "fire at itself.");
    EXPECT_EQ(said(ev::FireOrderHeld{"front", "albatros", ev::HeldBecause::TargetOut}),
              "René Fonck cannot fire the Twin Vickers at Red Baron as ordered and holds fire: Red Baron is out of the "
              "game.");
    ShotCheck blocked;
    blocked.shooter = "spad";
    blocked.target = "albatros";
    blocked.weapon = "front";
    blocked.inArc = true;
    blocked.range = Range::Short;
    blocked.blockedBy = {"bf110"};
    blocked.refusals = {ShotVerdict::Blocked};
    const std::string why = said(ev::FireOrderHeld{"front", "albatros", ev::HeldBecause::NoShot, blocked});
    EXPECT_NE(why.find("Zerstörer crew"), std::string::npos) << why;  // the airplane in the way, by name
    EXPECT_EQ(why.find("bf110"), std::string::npos) << why;
}

TEST_F(EventWords, ExplosionsReachWhomTheOptionSays) {
    EXPECT_EQ(said(ev::Blast{ExplosionBlast::HalfRulerSameLevel, {"albatros"}, 85, true, false}),
              "The explosion of René Fonck reaches every airplane at its level within half a ruler: Red Baron each "
              "take one A card.");
    EXPECT_EQ(said(ev::Blast{ExplosionBlast::CollisionParticipants, {}, 0, false, true}),
              "The explosion of René Fonck reaches the other airplanes of its collision: no airplane is hit.");
    EXPECT_EQ(said(ev::Blast{ExplosionBlast::HalfRuler, {"albatros", "bf110"}, 85, false, true}),
              "The explosion of René Fonck reaches its collision partner and every airplane within half a ruler: Red "
              "Baron and Zerstörer crew each take one A card.");
}

TEST_F(EventWords, CollisionsSayHowTheAirplanesMet) {
    ev::Meeting met;
    met.aircraft = {"spad", "albatros"};
    met.avoidance = CollisionAvoidance::RandomSameDirection;
    met.directions = std::array{Direction::Left, Direction::None};
    EXPECT_EQ(said(ev::CollisionAvoided{met, false}),
              "René Fonck swerves left and Red Baron straight: different ways, so they miss each other.");
    met.headOn = true;
    met.directions = std::array{Direction::Left, Direction::Left};
    EXPECT_EQ(said(ev::Collision{met, CollisionDamage::TwoAHeadOnElseTwoB, 'A', 2, {"albatros"}}),
              "René Fonck swerves left and Red Baron left: the same way, so they collide. It is head-on (headings "
              "more than 90 degrees apart): two A cards each. Red Baron is already out of the game and draws "
              "nothing.");
    met.levels = {2, 3};
    met.climbs = {0, 1};
    EXPECT_EQ(said(ev::CollisionAvoided{met, true}),
              "René Fonck and Red Baron overlap, but at level 2 and level 3 with 1 climb counter they pass each other "
              "without colliding.");
    ev::AvoidanceDraw blind;
    blind.method = CollisionAvoidance::BlindPickGeometric;
    blind.direction = Direction::Right;
    blind.choices = {Direction::Left, Direction::Right, Direction::None};
    EXPECT_EQ(said(blind),
              "The opponent picks one of René Fonck's avoidance cards blindly from left, right and straight: none in "
              "the deck, so it holds its place, right. It is laid out without moving the airplane.");
}

TEST_F(EventWords, Ww2DamageIsDealtInCounters) {
    const ev::DamageCause byTheSpad{ev::DamageSource::Fire, "spad"};
    const ev::Damage damage{
        .deck = 'B', .card = "2", .damage = 2, .printed = 2, .totalDamage = 2, .structure = 18, .cause = byTheSpad};
    EXPECT_EQ(said(damage, "bf110"),
              "Zerstörer crew takes B damage counter for 2 points from the fire of René Fonck (2 of 18).");
}

}  // namespace
}  // namespace jasta::test
