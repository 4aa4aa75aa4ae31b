// The JSON boundary of events (event_json.cpp): each kind's facts as the
// "details" the CLI prints and the golden files hold. The golden game covers
// the kinds of a WW1 duel; these are the shapes it never shows.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "jasta/rules/event.hpp"
#include "jasta/words/damage.hpp"

namespace jasta::test {
namespace {

using Json = nlohmann::json;

Json detailsOf(EventData what, std::string secretTo = {}) {
    return toJson(Event{std::move(what), "a", {"X-01"}, std::move(secretTo)}).value("details", Json());
}

// The facts only: the sentence is the words' (words/events.hpp), added by the CLI.
TEST(EventJson, KindRulesAndAirplane) {
    const Json json = toJson(Event{ev::Turn{3}, "", {"MOV-01"}});
    EXPECT_EQ(json, (Json{{"kind", "turn"}, {"rules", {"MOV-01"}}, {"details", {{"turn", 3}}}}));
    // No airplane, no facts: neither key.
    EXPECT_EQ(toJson(Event{ev::OutOfFuel{}, "", {}}), (Json{{"kind", "out_of_fuel"}, {"rules", Json::array()}}));
}

TEST(EventJson, ASecretNamesItsPlayerEvenWithoutFacts) {
    EXPECT_EQ(detailsOf(ev::Reordered{}, "spad"), (Json{{"secret_to", "spad"}}));
    EXPECT_EQ(detailsOf(ev::Wounded{true, 1}, "a"), (Json{{"who", "observer"}, {"wounds", 1}, {"secret_to", "a"}}));
}

TEST(EventJson, OptionalFactsAreWrittenOnlyWhenThere) {
    EXPECT_EQ(detailsOf(ev::Landed{}), Json());  // ALT-05: no landing step
    EXPECT_EQ(detailsOf(ev::Landed{2, true}), (Json{{"step", 2}}));
    EXPECT_EQ(detailsOf(ev::OffField{OffFieldPenalty::S004, false, 'A', 0}), Json());  // GND-15: wrecked, no cards
    EXPECT_EQ(detailsOf(ev::OffField{OffFieldPenalty::S004, true, 'C', 3}), (Json{{"deck", "C"}, {"cards", 3}}));
    // TAIL-11: WW2 reveals the card without its name.
    EXPECT_EQ(detailsOf(ev::TailReveal{"b", 1, 4, std::nullopt}), (Json{{"target", "b"}, {"card", 4}}));
    EXPECT_EQ(detailsOf(ev::TailReveal{"b", 2, 4, "Bank"}), (Json{{"target", "b"}, {"card", 4}, {"name", "Bank"}}));
    EXPECT_EQ(detailsOf(ev::Move{5, "Turn", {1, 2, 0}, {3, 4, 90}, Speed::Fast}),
              (Json{{"card", 5},
                    {"name", "Turn"},
                    {"from", {{"x", 1.0}, {"y", 2.0}, {"heading", 0.0}}},
                    {"to", {{"x", 3.0}, {"y", 4.0}, {"heading", 90.0}}},
                    {"speed", "fast"}}));
    EXPECT_FALSE(detailsOf(ev::Move{}).contains("speed"));  // normal speed is not named
    EXPECT_EQ(detailsOf(ev::HoldFire{"front"}), Json());
}

TEST(EventJson, IllegalManeuverListsItsViolations) {
    Violation twice{"MOV-02", 2, PlanRefusal::CardTwice};
    twice.number = 1;
    ev::IllegalManeuver illegal{IllegalManoeuvre::OneAReplaceStraight, {twice}, 0};
    // The message is the refusal's sentence (words/plans).
    EXPECT_EQ(detailsOf(illegal),
              (Json{{"violations",
                     {{{"rule", "MOV-02"},
                       {"message", "Card 1 is already planned: the three cards must be different cards."}}}},
                    {"replaced_by", 0}}));
    illegal.replacedBy.reset();
    EXPECT_FALSE(detailsOf(illegal).contains("replaced_by"));
}

TEST(EventJson, CollisionsNameTheOptionsInForce) {
    ev::Meeting meeting{{"a", "b"},
                        CollisionGeometry::Base,
                        CollisionAltitudeTest::SameLevel,
                        CollisionAvoidance::RandomSameDirection,
                        170.0,
                        true,
                        std::array{Direction::Left, Direction::None}};
    EXPECT_EQ(
        detailsOf(ev::CollisionAvoided{meeting, true}),
        (Json{
            {"aircraft", {"a", "b"}}, {"reason", "altitude"}, {"altitude_test", "same_level"}, {"geometry", "base"}}));
    const Json avoided = detailsOf(ev::CollisionAvoided{meeting, false});
    EXPECT_EQ(avoided.at("reason"), "avoidance");
    EXPECT_EQ(avoided.at("directions"), (Json{{"a", "left"}, {"b", "straight"}}));
    EXPECT_EQ(avoided.at("avoidance"), "random_same_direction");
    meeting.directions.reset();
    const Json collision = detailsOf(ev::Collision{meeting, CollisionDamage::OneC, 'C', 1, {"b"}});
    EXPECT_FALSE(collision.contains("directions"));
    EXPECT_EQ(collision.at("damage"), (Json{{"option", "1c"}, {"deck", "C"}, {"cards_each", 1}}));
    EXPECT_EQ(collision.at("already_out"), (Json{"b"}));
}

TEST(EventJson, AvoidanceDrawsByMethod) {
    ev::AvoidanceDraw blind{CollisionAvoidance::BlindPickGeometric,
                            Direction::Right,
                            {Direction::Left, Direction::Right},
                            {"b"},
                            std::nullopt,
                            Pose{1, 2, 3}};
    const Json json = detailsOf(blind);
    EXPECT_TRUE(json.at("card").is_null());  // no avoidance card that way in the deck
    EXPECT_EQ(json.at("laid_out_pose"), (Json{{"x", 1.0}, {"y", 2.0}, {"heading", 3.0}}));
    EXPECT_EQ(json.at("choices"), (Json{"left", "right"}));
    ev::AvoidanceDraw opponent{CollisionAvoidance::OpponentChoice, Direction::None, {}, {}, std::nullopt, std::nullopt};
    EXPECT_EQ(detailsOf(opponent).at("simulated_opponent_choice"), true);
    EXPECT_EQ(detailsOf(opponent).at("direction"), "straight");
}

TEST(EventJson, JamsOrdinaryAndTwin) {
    EXPECT_EQ(detailsOf(ev::Jam{"front", 3, JamColour::Red, std::nullopt, JamSide::Left}),
              (Json{{"weapon", "front"}, {"counters", 3}, {"jam_colour", "red"}, {"jam_side", "left"}}));
    EXPECT_EQ(detailsOf(ev::Jam{"front", 4, JamColour::Green, 1, std::nullopt}),
              (Json{{"weapon", "front"}, {"counters", 4}, {"jam_colour", "green"}, {"guns_jammed", 1}}));
}

TEST(EventJson, ADamageCauseNamesItsSourceAndTheOtherAirplane) {
    EXPECT_EQ(detailsOf(ev::Destroyed{{ev::DamageSource::Fire, "spad"}, 15, 14}).at("cause"),
              (Json{{"source", "fire"}, {"by", "spad"}}));
    // Named, not a braced temporary: GCC 12 at -O3 warns (falsely) of an uninitialized string in one.
    ev::Exploded exploded;
    exploded.cause.source = ev::DamageSource::FlamesOnBoard;
    exploded.card = "0-explosion";
    EXPECT_EQ(detailsOf(exploded).at("cause"), (Json{{"source", "flames_on_board"}}));  // no other airplane: no "by"
}

TEST(DamageWords, TheLogSaysWhatDealtTheCard) {
    EXPECT_EQ(words::causeText({ev::DamageSource::Fire, "spad"}, "René Fonck"), "the fire of René Fonck");
    EXPECT_EQ(words::causeText({ev::DamageSource::Collision, "b"}, "Pilot b"), "the collision with Pilot b");
    EXPECT_EQ(words::causeText({ev::DamageSource::Explosion, "c"}, "Pilot c"), "the explosion of Pilot c");
    ev::DamageCause alone;  // no other airplane
    alone.source = ev::DamageSource::RoughGround;
    EXPECT_EQ(words::causeText(alone, ""), "the rough ground off the runway");
    alone.source = ev::DamageSource::LeftTable;
    EXPECT_EQ(words::causeText(alone, ""), "leaving the table");
}

TEST(DamageWords, ASecretCardIsNotNamedAndWw2DealsCounters) {
    ev::Damage damage{.deck = 'B',
                      .card = "3-engine",
                      .damage = 4,
                      .printed = 3,
                      .special = Special::Engine,
                      .totalDamage = 9,
                      .structure = 14,
                      .cause = {ev::DamageSource::Fire, "spad"}};
    EXPECT_EQ(words::describe(damage, "Red 1", "Blue 2", true),
              "Red 1 takes B damage counter for 4 points (3 printed) from the fire of Blue 2 (9 of 14).");
    damage.specialIgnored = true;  // a collision: the special does not count, so the card is named
    damage.cause = {ev::DamageSource::Collision, "spad"};
    EXPECT_EQ(words::describe(damage, "Red 1", "Blue 2", false),
              "Red 1 takes B damage card for 4 points (3 printed) from the collision with Blue 2 (9 of 14); "
              "its engine damage does not count here.");
}

TEST(DamageWords, CrashesJamsAndEngines) {
    ev::Crash crash;
    crash.rulers = 1;
    crash.wounds = 1;
    EXPECT_EQ(words::describe(crash, "Udet"),
              "Udet spins down 1 ruler ahead and crashes; the pilot survives, wounded.");
    crash.outcome = ev::CrashOutcome::Exploded;
    crash.rulers = 2;
    EXPECT_EQ(words::describe(crash, "Udet"),
              "Udet spins down 2 rulers ahead and crashes; the wreck explodes and the pilot is killed.");
    const ev::Jam twin{"front", 3, JamColour::Green, 1, std::nullopt, "b"};
    EXPECT_EQ(words::describe(twin, "Albatros", "SPAD", "Vickers"),
              "Albatros shows a jam: one gun of SPAD's Vickers is jammed; the other still fires, with deck B (3 "
              "counters).");
    EXPECT_EQ(words::describe(ev::Engine{2, true}, "SPAD"),
              "SPAD's engine is hit a second time: it is out of the game.");
    // A second hit on an airplane already out of the game changes nothing it flies.
    EXPECT_EQ(words::describe(ev::Engine{2, false}, "SPAD"), "SPAD's engine is hit: it must fly a stall every turn.");
}

}  // namespace
}  // namespace jasta::test
