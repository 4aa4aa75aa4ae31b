// The campaign wound rules in one game (option second_wound = hp_system,
// CONF-30 B): the pilot's 10 hit points (PIL-06), the wounded and seriously
// wounded thresholds (PIL-07, PIL-08), death below 0 (PIL-09), the full
// turns a seriously wounded pilot has to land (DMG-21 / PIL-08, CONF-31) and
// the crash-landing draw counted in hit points (DMG-19).

#include <gtest/gtest.h>

#include <algorithm>

#include "flying_fixture.hpp"
#include "jasta/game/game.hpp"
#include "jasta/pilots/seat_view.hpp"
#include "jasta/rules/specials.hpp"
#include "jasta/words/events.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

TEST(PilotSheet, ConditionThresholdsAtTheirEdges) {
    EXPECT_EQ(conditionOf(kPilotHitPoints), PilotCondition::Active);
    EXPECT_EQ(conditionOf(6), PilotCondition::Active);
    EXPECT_EQ(conditionOf(5), PilotCondition::Wounded);  // PIL-07: 3 to 5 inclusive
    EXPECT_EQ(conditionOf(3), PilotCondition::Wounded);
    EXPECT_EQ(conditionOf(2), PilotCondition::SeriouslyWounded);  // PIL-08: 0 to 2 inclusive
    EXPECT_EQ(conditionOf(0), PilotCondition::SeriouslyWounded);
    EXPECT_EQ(conditionOf(-1), PilotCondition::Dead);  // PIL-09: below 0
}

// A card of the WW1 A deck with the given special and the given damage
// (any damage when `damage` < 0).
const DamageCardSpec& cardWith(Special special, int damage = -1) {
    for (const auto& card : shippedData().damageDeck(Era::Ww1, 'A')->cards)
        if (card.special == special && (damage < 0 || card.damage == damage)) return card;
    throw std::logic_error("no such card in deck A");
}

RuleOptions hitPointRules() {
    RuleOptions rules = presetRules("ww1-standard");
    rules.secondWound = SecondWound::HpSystem;
    return rules;
}

std::vector<Event> wound(const RuleOptions& rules, AircraftState& target, AircraftState& shooter,
                         const DamageCardSpec& card) {
    const auto& type = *shippedData().aircraftType(target.type);
    return applySpecial(rules, target, type, shooter, "vickers", card, false, false, false);
}

TEST(PilotHitPoints, EachWoundTakesFiveAndOnlyTheThirdKills) {
    const RuleOptions rules = hitPointRules();
    AircraftState albatros = airplane("albatros_d3");
    AircraftState spad = airplane("spad_xiii");
    albatros.sheet = PilotSheet{};
    const auto& card = cardWith(Special::PilotWounded);

    auto events = wound(rules, albatros, spad, card);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind(), EventKind::Wounded);
    EXPECT_EQ(events[0].as<ev::Wounded>().hitPoints, 5);
    EXPECT_EQ(events[0].rules, (std::vector<std::string>{"DMG-06", "PIL-07"}));
    EXPECT_EQ(events[0].secretTo, albatros.id) << "his wounds are his secret (DMG-02)";
    EXPECT_EQ(albatros.sheet->condition(), PilotCondition::Wounded);
    EXPECT_EQ(albatros.pilotNoFire, 4) << "DMG-06 still holds his fire";

    // CONF-30 B: the second wound leaves him at 0, seriously wounded, still flying.
    events = wound(rules, albatros, spad, card);
    EXPECT_EQ(albatros.sheet->hitPoints, 0);
    EXPECT_EQ(albatros.status, AircraftStatus::Flying);
    EXPECT_EQ(events[0].rules, (std::vector<std::string>{"DMG-06", "PIL-08"}));

    events = wound(rules, albatros, spad, card);
    EXPECT_EQ(albatros.sheet->hitPoints, -5);
    EXPECT_EQ(albatros.status, AircraftStatus::Destroyed);
    ASSERT_EQ(events[0].kind(), EventKind::PilotKilled);
    EXPECT_EQ(events[0].rules, std::vector<std::string>{"PIL-09"});
    EXPECT_EQ(events[0].as<ev::PilotKilled>().hitPoints, -5);
}

// CONF-30 A, for contrast: without hit points the second wound kills.
TEST(PilotHitPoints, WithoutThemTheSecondWoundKills) {
    const RuleOptions rules = presetRules("ww1-standard");
    ASSERT_EQ(rules.secondWound, SecondWound::Killed);
    AircraftState albatros = airplane("albatros_d3");
    AircraftState spad = airplane("spad_xiii");
    const auto& card = cardWith(Special::PilotWounded);
    wound(rules, albatros, spad, card);
    EXPECT_EQ(albatros.status, AircraftStatus::Flying);
    const auto events = wound(rules, albatros, spad, card);
    EXPECT_EQ(albatros.status, AircraftStatus::Destroyed);
    EXPECT_EQ(events[0].rules, std::vector<std::string>{"DMG-06"});
    EXPECT_FALSE(albatros.sheet.has_value());
}

// DMG-07: the wound worth 5 hits a two-seater's observer; his pilot keeps his hit points.
TEST(PilotHitPoints, AnObserversWoundLeavesThePilotWhole) {
    const RuleOptions rules = hitPointRules();
    AircraftState bristol = airplane("bristol_f2b");
    AircraftState albatros = airplane("albatros_d3");
    bristol.sheet = PilotSheet{};
    const auto events = wound(rules, bristol, albatros, cardWith(Special::PilotWounded, 5));
    EXPECT_TRUE(events[0].as<ev::Wounded>().observer);
    EXPECT_FALSE(events[0].as<ev::Wounded>().hitPoints.has_value());
    EXPECT_EQ(bristol.sheet->hitPoints, kPilotHitPoints);
    EXPECT_EQ(bristol.observerWounds, 1);
}

// Two airplanes flying straight away from each other on a big table: nobody
// can fire, collide or leave the table for five turns.
Scenario apartForLong() {
    Scenario duel = *shippedData().scenario("ww1_duel");
    duel.tableWidth = 5000, duel.tableHeight = 5000;
    duel.aircraft[0].x = 2500, duel.aircraft[0].y = 2700, duel.aircraft[0].heading = 0;
    duel.aircraft[1].x = 2500, duel.aircraft[1].y = 2300, duel.aircraft[1].heading = 180;
    duel.aircraft[0].altitude = duel.aircraft[1].altitude = 2;
    return duel;
}

const Event* findKind(const std::vector<Event>& events, EventKind kind) {
    const auto found = std::find_if(events.begin(), events.end(), [&](const Event& e) { return e.kind() == kind; });
    return found == events.end() ? nullptr : &*found;
}

// PIL-08 / DMG-21: hurt in turn 1, he has the next 2 (or 3, CONF-31) full
// turns; in the air at the end of the last of them he goes down and draws
// his crash-landing cards, each wound costing 5 of his hit points.
TEST(PilotHitPoints, ASeriouslyWoundedPilotHasTheNextFullTurnsToLand) {
    for (const int turns : {2, 3}) {
        RuleOptions rules = hitPointRules();
        rules.swLandingTurns = turns;
        const Engine engine{shippedData(), rules};
        Rng rng(7);
        GameState state = newGame(engine, apartForLong(), "ww1-standard", rng).state;
        ASSERT_TRUE(state.find("albatros")->sheet.has_value()) << "every pilot flies with his hit points";
        state.find("albatros")->sheet->hitPoints = 0;  // two wounds in turn 1

        auto events = playStraightsUntilAfter(engine, state, rng, 1);
        const Event* told = findKind(events, EventKind::MustLand);
        ASSERT_NE(told, nullptr);
        EXPECT_EQ(told->aircraft, "albatros");
        EXPECT_EQ(told->secretTo, "albatros");
        EXPECT_EQ(told->as<ev::MustLand>().byTurn, 1 + turns);
        EXPECT_EQ(state.find("albatros")->sheet->landBy, 1 + turns);

        events = playStraightsUntilAfter(engine, state, rng, turns);  // the last full turn but one
        EXPECT_EQ(findKind(events, EventKind::LandingTooLate), nullptr) << turns << " turns";
        EXPECT_EQ(state.find("albatros")->status, AircraftStatus::Flying);

        events = playStraightsUntilAfter(engine, state, rng, turns + 1);
        const Event* late = findKind(events, EventKind::LandingTooLate);
        ASSERT_NE(late, nullptr) << turns << " turns";
        EXPECT_EQ(late->rules, (std::vector<std::string>{"DMG-21", "PIL-08"}));
        EXPECT_TRUE(late->secretTo.empty()) << "everybody sees him go down";
        const Event* crash = findKind(events, EventKind::Crash);
        ASSERT_NE(crash, nullptr);
        const auto& crashed = crash->as<ev::Crash>();
        EXPECT_EQ(crashed.cards.size(), 3u) << "level 2: three A cards (DMG-19)";
        EXPECT_EQ(crashed.hitPoints, -kWoundHitPoints * crashed.wounds);
        // At 0 hit points any wound drawn takes him below 0 (an explosion kills him whatever he has left).
        if (crashed.outcome != ev::CrashOutcome::Exploded) {
            EXPECT_EQ(crashed.outcome, crashed.wounds > 0 ? ev::CrashOutcome::Killed : ev::CrashOutcome::Survived);
        }
        EXPECT_EQ(state.find("albatros")->status, AircraftStatus::Destroyed);
        EXPECT_EQ(state.stage, Stage::Over) << "the SPAD's side wins";
    }
}

// A game of apartForLong under the hit points whose Albatros pilot has `hitPoints` left.
struct HurtPilotGame {
    Engine engine{shippedData(), hitPointRules()};
    Rng rng{3};
    GameState state;
    explicit HurtPilotGame(int hitPoints) : state(newGame(engine, apartForLong(), "ww1-standard", rng).state) {
        state.find("albatros")->sheet->hitPoints = hitPoints;
    }
    std::vector<Event> playUntilAfter(int turn) { return playStraightsUntilAfter(engine, state, rng, turn); }
};

// On the ground before the end of his turns, he is safe.
TEST(PilotHitPoints, APilotOnTheGroundByThenDoesNotGoDown) {
    HurtPilotGame game(2);
    game.playUntilAfter(1);
    ASSERT_EQ(game.state.find("albatros")->sheet->landBy, 3);
    auto& albatros = *game.state.find("albatros");
    albatros.status = AircraftStatus::Landed, albatros.altitude = 0, albatros.climb = 0;  // as ALT-05 leaves it
    const auto events = game.playUntilAfter(3);
    EXPECT_EQ(findKind(events, EventKind::LandingTooLate), nullptr);
    EXPECT_EQ(game.state.find("albatros")->status, AircraftStatus::Landed);
}

// A wounded pilot (3..5) flies on with no deadline.
TEST(PilotHitPoints, AWoundedPilotHasNoDeadline) {
    HurtPilotGame game(3);
    const auto events = game.playUntilAfter(4);
    EXPECT_EQ(findKind(events, EventKind::MustLand), nullptr);
    EXPECT_EQ(game.state.find("albatros")->status, AircraftStatus::Flying);
}

// His hit points are his secret: another seat sees him whole.
TEST(PilotHitPoints, OtherSeatsDoNotSeeThem) {
    HurtPilotGame game(0);
    GameState& state = game.state;
    state.find("albatros")->sheet->landBy = 3;
    const auto& albatros = *state.find("albatros");
    const SeatView own(state, seatOf(albatros));
    const SeatView other(state, seatOf(*state.find("spad")));
    EXPECT_EQ(own.state().find("albatros")->sheet, (PilotSheet{0, 3}));
    EXPECT_EQ(other.state().find("albatros")->sheet, PilotSheet{});
}

TEST(PilotHitPoints, TheLogSaysWhatTheyLeave) {
    const ev::Wounded wounded{false, 1, 5};
    EXPECT_EQ(words::describe(Event{wounded, "albatros", {"DMG-06", "PIL-07"}}, words::EventNames{}),
              "albatros's pilot is wounded: no fire for the next 4 maneuvers, and never after a dive, stall, "
              "Immelmann or climb. He has 5 of his 10 hit points left: wounded, he may use one of his skills only "
              "for the rest of the game.");
    const ev::MustLand told{4, 3};
    EXPECT_EQ(words::describe(Event{told, "albatros", {"PIL-08"}}, words::EventNames{}),
              "albatros's seriously wounded pilot must be on the ground by the end of turn 4 (3 full turns), or his "
              "airplane goes down.");
}

}  // namespace
}  // namespace jasta::test
