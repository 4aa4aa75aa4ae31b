// Photographs and visual reconnaissance (issue 16; RCN-01, RCN-02): who may
// photograph an objective and when, how close a pass must come to scout one,
// counted at the edges the text gives ("at most level 2", "half a ruler at
// altitude 2", "a ruler lower"), and what the turn engine tells the players.

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/base/diagnostics.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/reconnaissance.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

const GeometrySpec& small() {
    return *shippedData().geometry("ww1_small");
}
const AircraftType& bristol() {
    return *shippedData().aircraftType("bristol_f2b");
}

// A Bristol (two-seater) at `level` that has just flown `kind`, at the origin heading +y.
AircraftState twoSeaterAfter(CardKind kind, int level) {
    AircraftState airplane;
    airplane.id = "bristol";
    airplane.type = "bristol_f2b";
    airplane.altitude = level;
    airplane.history.push_back(
        {kind == CardKind::Stall ? 17 : 1, kind, kind == CardKind::Stall, Direction::None, Speed::Normal, false});
    return airplane;
}

TEST(Photograph, ATwoSeaterAtLevelTwoOutOfAStallOverTheDot) {
    const AircraftState airplane = twoSeaterAfter(CardKind::Stall, 2);
    EXPECT_EQ(photograph(airplane, bristol(), small(), Footprint::Base, {0, 0}), Photo::Taken);
    // The base's edge still covers the dot; a millimetre beyond it does not.
    const double halfLength = small().baseLength.value / 2;
    EXPECT_EQ(photograph(airplane, bristol(), small(), Footprint::Base, {0, halfLength}), Photo::Taken);
    EXPECT_EQ(photograph(airplane, bristol(), small(), Footprint::Base, {0, halfLength + 1}), Photo::NotOverDot);
    // Under overlap_shape "card" the airplane card is what covers it.
    EXPECT_EQ(photograph(airplane, bristol(), small(), Footprint::Card, {0, halfLength + 1}), Photo::Taken);
}

TEST(Photograph, LevelOneAndTwoButNotThree) {
    EXPECT_EQ(photograph(twoSeaterAfter(CardKind::Stall, 1), bristol(), small(), Footprint::Base, {0, 0}),
              Photo::Taken);
    EXPECT_EQ(photograph(twoSeaterAfter(CardKind::Stall, 3), bristol(), small(), Footprint::Base, {0, 0}),
              Photo::TooHigh);
}

TEST(Photograph, OnlyOutOfAStall) {
    EXPECT_EQ(photograph(twoSeaterAfter(CardKind::Straight, 2), bristol(), small(), Footprint::Base, {0, 0}),
              Photo::NotAfterStall);
    AircraftState nothingFlown = twoSeaterAfter(CardKind::Stall, 2);
    nothingFlown.history.clear();
    EXPECT_EQ(photograph(nothingFlown, bristol(), small(), Footprint::Base, {0, 0}), Photo::NotAfterStall);
}

TEST(Photograph, OnlyATwoSeaterWithItsObserverUnhurt) {
    AircraftState spad = twoSeaterAfter(CardKind::Stall, 2);
    spad.type = "spad_xiii";
    EXPECT_EQ(photograph(spad, *shippedData().aircraftType("spad_xiii"), small(), Footprint::Base, {0, 0}),
              Photo::NotTwoSeater);
    AircraftState wounded = twoSeaterAfter(CardKind::Stall, 2);
    wounded.observerWounds = 1;
    EXPECT_EQ(photograph(wounded, bristol(), small(), Footprint::Base, {0, 0}), Photo::ObserverWounded);
}

TEST(ReconReach, HalfARulerAtLevelTwoARulerLowerNoneHigher) {
    const double ruler = small().rulerLength.value;
    EXPECT_DOUBLE_EQ(reconReachMm(2, ruler), ruler / 2);
    EXPECT_DOUBLE_EQ(reconReachMm(1, ruler), ruler);
    EXPECT_DOUBLE_EQ(reconReachMm(0, ruler), ruler);
    EXPECT_DOUBLE_EQ(reconReachMm(3, ruler), 0);
}

TEST(ReconReach, DistanceIsToTheNearestPointOfTheCard) {
    const Pose card{100, 100, 0};
    EXPECT_DOUBLE_EQ(distanceToCard({100, 100}, card, 60, 80), 0) << "over it";
    EXPECT_DOUBLE_EQ(distanceToCard({100, 150}, card, 60, 80), 10) << "ahead of its far edge";
    EXPECT_DOUBLE_EQ(distanceToCard({140, 100}, card, 60, 80), 10) << "beside it";
    EXPECT_NEAR(distanceToCard({133, 144}, card, 60, 80), 5, 1e-9) << "off a corner: 3 and 4 mm";
    EXPECT_NEAR(distanceToCard({100, 150}, {100, 100, 90}, 60, 80), 20, 1e-9) << "a card turned across";
}

// --- Through the turn engine -------------------------------------------------

constexpr double kStartY = 300;

// How far one card of deck `deck` takes a small base straight ahead, mm.
double ahead(char deck, int card) {
    return applyCardMove({0, 0, 0}, *shippedData().maneuverDeck(Era::Ww1, deck)->card(card)->move(Speed::Normal),
                         small())
        .y;
}

// A Bristol and a SPAD of the entente heading up the table at `level`, side
// by side; a German depot centred at `depotY` on the Bristol's line and one
// of their own far off; an Albatros in a far corner.
nlohmann::json scouting(int level, double depotY) {
    const auto airplane = [&](const char* id, const char* type, double x) {
        nlohmann::json json{{"id", id},     {"type", type}, {"side", "entente"}, {"x", x},
                            {"y", kStartY}, {"heading", 0}, {"altitude", level}};
        if (level > 3) json["altitude_reason"] = "Scouting from high up.";
        return json;
    };
    return {{"format_version", 1},
            {"id", "scouting"},
            {"name", "Scouting"},
            {"era", "ww1"},
            {"ruleset", "ww1-standard"},
            {"table", {{"width_mm", 1800}, {"height_mm", 1800}}},
            {"aircraft",
             {airplane("bristol", "bristol_f2b", 450),
              airplane("spad", "spad_xiii", 1300),
              {{"id", "albatros"},
               {"type", "albatros_d3"},
               {"side", "central"},
               {"x", 1700},
               {"y", 1700},
               {"heading", 180},
               {"altitude", 2}}}},
            {"targets",
             {{{"id", "depot"}, {"type", "depot"}, {"side", "central"}, {"x", 450}, {"y", depotY}, {"heading", 0}},
              {{"id", "own"}, {"type", "depot"}, {"side", "entente"}, {"x", 1300}, {"y", kStartY + 150}}}}};
}

// The scouting game: the Bristol's and the SPAD's plans, the Albatros flies 1-2-3.
struct Flight : ScenarioGame {
    explicit Flight(const nlohmann::json& json) : ScenarioGame(json) {}
    void fly(const Plan& bristol, const Plan& spad = plan(1, 2, 3)) {
        ScenarioGame::fly({{"bristol", bristol}, {"spad", spad}});
    }
    template <class T>
    std::vector<T> all() const {
        std::vector<T> found;
        for (const auto& [who, event] : ScenarioGame::all<T>()) found.push_back(event);
        return found;
    }
};

// RCN-01: out of a stall (card 17) the Bristol's base lies over the depot's dot.
TEST(ReconGame, AStallOverTheRedDotTakesThePhotograph) {
    Flight flight(scouting(2, kStartY + ahead('F', 17)));
    flight.fly(plan(17, 1, 2));
    const auto photos = flight.all<ev::Photographed>();
    ASSERT_EQ(photos.size(), 1u) << "once, however long it stays near";
    EXPECT_EQ(photos.front().target, "depot");
    EXPECT_EQ(photos.front().level, 2);
    EXPECT_EQ(flight.phaseOf(EventKind::Photographed, "bristol"), 1);
    EXPECT_EQ(flight.state.targets.front().photographedBy, std::vector<std::string>{"bristol"});
    const auto& rules = std::find_if(flight.events.begin(), flight.events.end(), [](const Event& e) {
                            return e.kind() == EventKind::Photographed;
                        })->rules;
    EXPECT_EQ(rules, std::vector<std::string>{"RCN-01"});
}

TEST(ReconGame, AStraightOverTheSameDotTakesNone) {
    Flight flight(scouting(2, kStartY + ahead('F', 1)));
    flight.fly(plan(1, 17, 2));
    EXPECT_TRUE(flight.all<ev::Photographed>().empty());
    EXPECT_TRUE(flight.state.targets.front().photographedBy.empty());
}

// RCN-02 at level 2: half a ruler (85 mm) from the depot's near edge after
// card 1 is close enough in phase 1; a millimetre more waits for phase 2.
TEST(ReconGame, AtLevelTwoHalfARulerIsCloseEnough) {
    const double halfRuler = small().rulerLength.value / 2;
    const double depotHalf = shippedData().groundType("depot")->cardLength.value / 2;
    const double atEdge = kStartY + ahead('F', 1) + halfRuler + depotHalf;
    Flight exact(scouting(2, atEdge));
    exact.fly(plan(1, 2, 3));
    EXPECT_EQ(exact.phaseOf(EventKind::Reconnoitred, "bristol"), 1);
    const auto scouted = exact.all<ev::Reconnoitred>();
    ASSERT_FALSE(scouted.empty());
    EXPECT_NEAR(scouted.front().distanceMm, halfRuler, 1e-6);
    EXPECT_DOUBLE_EQ(scouted.front().reachMm, halfRuler);
    Flight beyond(scouting(2, atEdge + 1));
    beyond.fly(plan(1, 2, 3));
    EXPECT_EQ(beyond.phaseOf(EventKind::Reconnoitred, "bristol"), 2);
}

// Lower than level 2 a whole ruler will do; above it no distance is close enough.
TEST(ReconGame, LowerARulerHigherNever) {
    const double ruler = small().rulerLength.value;
    const double depotHalf = shippedData().groundType("depot")->cardLength.value / 2;
    Flight low(scouting(1, kStartY + ahead('F', 1) + ruler + depotHalf));
    low.fly(plan(1, 2, 3));
    EXPECT_EQ(low.phaseOf(EventKind::Reconnoitred, "bristol"), 1);
    Flight high(scouting(3, kStartY + ahead('F', 1) + depotHalf + 5));
    high.fly(plan(1, 2, 3));
    EXPECT_EQ(high.phaseOf(EventKind::Reconnoitred, "bristol"), 0) << "right over it at level 3";
}

// Any airplane scouts (the SPAD passes its own side's depot: nothing); only
// the other side's objectives count.
TEST(ReconGame, OnlyTheOtherSidesObjectivesAreScouted) {
    Flight flight(scouting(1, 1700));
    flight.fly(plan(1, 2, 3));
    for (const auto& scouted : flight.all<ev::Reconnoitred>()) EXPECT_NE(scouted.target, "own");
    EXPECT_TRUE(flight.state.targets[1].reconnoitredBy.empty());
}

}  // namespace
}  // namespace jasta::test
