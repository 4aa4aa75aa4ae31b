// Observation balloons in the turn engine (issue 16; BAL-01..07, BAL-09):
// fired at as an airplane at its height but never from over its card unless
// diving, only flames and explosions beyond its points, flames that never go
// out ("two A cards at the start of every turn" for two), the blast "at the
// same altitude" (C on the card, A within half a ruler), removed without a
// blast when it was not burning, the cables under it, and the winch "one
// climb counter per turn".

#include <gtest/gtest.h>

#include <algorithm>

#include "flying_fixture.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/pilots/plan_search.hpp"
#include "jasta/rules/balloons.hpp"
#include "jasta/rules/ground_defences.hpp"
#include "jasta/words/events.hpp"
#include "jasta/words/fire.hpp"
#include "scenario_game.hpp"

namespace jasta::test {
namespace {

constexpr double kBalloonX = 900;
constexpr double kBalloonY = 900;

const GeometrySpec& bgSpadGeometry() {
    return *shippedData().geometry("ww1_small");
}

// Where a base centre starting at `from` (heading 0) is after `cards` straight cards.
Point2 bgAfterStraights(Point2 from, int cards) {
    const CardMove& straight = *shippedData().maneuverDeck(Era::Ww1, 'A')->card(1)->move(Speed::Normal);
    Pose pose{from.x, from.y, 0};
    for (int i = 0; i < cards; ++i) pose = applyCardMove(pose, straight, bgSpadGeometry());
    return {pose.x, pose.y};
}

nlohmann::json bgAirplaneJson(const std::string& id, const std::string& type, const std::string& side, Point2 at,
                              int altitude, int climb = 0, double heading = 0) {
    return placedAirplaneJson(id, type, side, at, altitude, climb, heading);
}

nlohmann::json bgBalloonJson(int altitude = 3) {
    return {{"id", "drachen"}, {"type", "balloon"}, {"side", "central"},   {"x", kBalloonX},
            {"y", kBalloonY},  {"heading", 0},      {"altitude", altitude}};
}

// A German two-seater far off in a corner, so that the game has two sides.
nlohmann::json bgFarAlbatros() {
    return bgAirplaneJson("albatros", "albatros_d3", "central", {1500, 1500}, 2, 0, 180);
}

// The SPAD's start so that after `cards` straight cards its base centre is `dy` mm from the balloon's centre.
Point2 bgSpadStartFor(int cards, double dy, double dx = 0) {
    const Point2 moved = bgAfterStraights({0, 0}, cards);
    return {kBalloonX + dx - moved.x, kBalloonY + dy - moved.y};
}

TargetState& bgDrachen(ScenarioGame& game) {
    return game.state.targets.front();
}

template <class T>
int bgCount(const ScenarioGame& game) {
    return static_cast<int>(game.all<T>().size());
}

std::vector<ev::Damage> bgDamageTo(const ScenarioGame& game, const std::string& id) {
    std::vector<ev::Damage> found;
    for (const auto& [who, damage] : game.all<ev::Damage>())
        if (who == id) found.push_back(damage);
    return found;
}

const Weapon& bgSpadGuns() {
    return shippedData().aircraftType("spad_xiii")->weapons.front();
}

TEST(BalloonGame, ItStartsAtTheScenariosAltitudeOrThree) {
    ScenarioGame game(scenarioJson("b", Era::Ww1, "ww1-standard",
                                   {bgAirplaneJson("spad", "spad_xiii", "entente", {300, 300}, 2), bgFarAlbatros()},
                                   {bgBalloonJson(2)}));
    EXPECT_EQ(bgDrachen(game).altitude, 2);
    nlohmann::json usual = bgBalloonJson();
    usual.erase("altitude");
    ScenarioGame second(scenarioJson("b", Era::Ww1, "ww1-standard",
                                     {bgAirplaneJson("spad", "spad_xiii", "entente", {300, 300}, 2), bgFarAlbatros()},
                                     {usual}));
    EXPECT_EQ(bgDrachen(second).altitude, kBalloonStartAltitude);
    EXPECT_EQ(bgDrachen(second).climb, 0);
}

TEST(BalloonGame, AnObjectiveOnTheGroundCannotTakeAnAltitude) {
    nlohmann::json depot{{"id", "depot"}, {"type", "depot"}, {"side", "central"},
                         {"x", 500},      {"y", 500},        {"altitude", 2}};
    EXPECT_THROW(ScenarioGame(scenarioJson(
                     "b", Era::Ww1, "ww1-standard",
                     {bgAirplaneJson("spad", "spad_xiii", "entente", {300, 300}, 2), bgFarAlbatros()}, {depot})),
                 std::invalid_argument);
}

// BAL-01: behind it at its level, the SPAD's guns reach it as they would an airplane.
TEST(BalloonGame, ASpadBehindItAtItsLevelIsOfferedTheBalloonAsATarget) {
    ScenarioGame game(
        scenarioJson("b", Era::Ww1, "ww1-standard",
                     {bgAirplaneJson("spad", "spad_xiii", "entente", bgSpadStartFor(1, -150), 3), bgFarAlbatros()},
                     {bgBalloonJson()}));
    game.apply(SubmitPlan{"spad", plan(1, 2, 3)});
    game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
    ASSERT_EQ(game.state.stage, Stage::Fire);
    ASSERT_FALSE(game.state.fireOptions.empty());
    const auto& targets = game.state.fireOptions.front().targets;
    EXPECT_NE(std::find(targets.begin(), targets.end(), "drachen"), targets.end());
}

// BAL-02..04 over many draws: only flames and explosions count as specials;
// each flames card adds a flame; the balloon explodes when an explosion card
// comes or it is destroyed burning, and is removed quietly otherwise.
TEST(BalloonGame, FireCountsOnlyFlamesAndExplosionsAndItsEndDependsOnTheFlames) {
    int removed = 0, exploded = 0, ignored = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        ScenarioGame game(
            scenarioJson("b", Era::Ww1, "ww1-standard",
                         {bgAirplaneJson("spad", "spad_xiii", "entente", bgSpadStartFor(1, -150), 3), bgFarAlbatros()},
                         {bgBalloonJson()}),
            seed);
        bgDrachen(game).damage = 10;  // two points from its 12
        game.apply(SubmitPlan{"spad", plan(1, 2, 3)});
        game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
        ASSERT_EQ(game.state.stage, Stage::Fire);
        game.apply(FireOrder{"spad", bgSpadGuns().id, "drachen"});
        // Only phase 1's fire step: in phase 2 the SPAD flies into it.
        const auto end = std::find_if(game.events.begin(), game.events.end(),
                                      [](const Event& e) { return e.kind() == EventKind::PhaseEnd; });
        game.events.erase(end, game.events.end());
        const auto cards = bgDamageTo(game, "drachen");
        ASSERT_FALSE(cards.empty()) << "seed " << seed;
        int flames = 0;
        bool explosionCard = false;
        for (const auto& card : cards) {
            const bool counts = card.special == Special::None || card.special == Special::Fire ||
                                card.special == Special::Explosion || card.special == Special::Jam;
            EXPECT_EQ(card.specialIgnored, !counts) << "seed " << seed << ": " << nameOf(card.special);
            ignored += card.specialIgnored ? 1 : 0;
            flames += card.special == Special::Fire ? 1 : 0;
            explosionCard = explosionCard || card.special == Special::Explosion;
        }
        int points = 10;
        for (const auto& card : cards) points += card.damage;
        const int alight = bgCount<ev::BalloonAlight>(game);
        EXPECT_LE(alight, flames) << "seed " << seed;
        if (!explosionCard && points < 12) {
            EXPECT_EQ(alight, flames) << "seed " << seed;
        }
        const bool down = points >= 12 || explosionCard;
        if (!down) {
            EXPECT_EQ(bgCount<ev::BalloonExploded>(game) + bgCount<ev::BalloonDestroyed>(game), 0) << "seed " << seed;
            continue;
        }
        const bool blew = explosionCard || alight > 0;
        EXPECT_EQ(bgCount<ev::BalloonExploded>(game), blew ? 1 : 0) << "seed " << seed;
        EXPECT_EQ(bgCount<ev::BalloonDestroyed>(game), blew ? 0 : 1) << "seed " << seed;
        (blew ? exploded : removed) += 1;
    }
    EXPECT_GT(removed, 0) << "no seed destroyed it without fire: the test proved nothing";
    EXPECT_GT(exploded, 0) << "no seed set it alight or exploded it: the test proved nothing";
    EXPECT_GT(ignored, 0) << "no seed dealt a special that a balloon ignores: the test proved nothing";
}

// BAL-01: over the balloon card no shot, except a dive ending at its level or above.
TEST(BalloonGame, OverItsCardOnlyADiveShotFires) {
    ScenarioGame game(
        scenarioJson("b", Era::Ww1, "ww1-standard",
                     {bgAirplaneJson("spad", "spad_xiii", "entente", {kBalloonX, kBalloonY - 30}, 4), bgFarAlbatros()},
                     {bgBalloonJson()}));
    AircraftState& spad = *game.state.find("spad");
    const auto shot = [&] {
        return *shotInGame(shippedData(), game.engine.rules, game.state, "spad", bgSpadGuns(), "drachen");
    };
    EXPECT_EQ(shot().verdict(), ShotVerdict::Overlapping);
    EXPECT_TRUE(shot().balloon);
    EXPECT_NE(std::find(shot().rules.begin(), shot().rules.end(), "BAL-01"), shot().rules.end());
    const ManeuverDeck& deck = *shippedData().maneuverDeck(Era::Ww1, 'A');
    int dive = 0;
    for (const auto& card : deck.cards)
        if (card.kind == CardKind::Dive) dive = card.number;
    ASSERT_NE(dive, 0) << "deck A has a dive";
    spad.history = flownCards(deck, {1, dive});
    EXPECT_TRUE(shot().canFire) << "a dive ending a level above";
    spad.altitude = 3;
    EXPECT_TRUE(shot().canFire) << "a dive ending at its level";
    spad.altitude = 2;
    spad.climb = 2;
    EXPECT_FALSE(shot().canFire) << "a dive ending below it";
    spad.altitude = 4;
    spad.history = flownCards(deck, {1, 1});
    spad.pose.y = kBalloonY - 120;  // off the card, behind it, a level above, within half a ruler
    EXPECT_TRUE(shot().canFire) << "off the card the ordinary rules apply";
}

// BAL-02 + BAL-09: two flames cost two A cards at the start of every turn,
// and the burning balloon comes down one climb counter at each turn's end.
TEST(BalloonGame, TwoFlamesCostTwoACardsEveryTurnAndItIsWinchedDownAsItBurns) {
    ScenarioGame game(scenarioJson("b", Era::Ww1, "ww1-standard",
                                   {bgAirplaneJson("spad", "spad_xiii", "entente", {300, 300}, 2), bgFarAlbatros()},
                                   {bgBalloonJson()}));
    bgDrachen(game).flames = 2;
    bgDrachen(game).damage = -100;  // so that it lasts: the test counts the cards, not the points
    for (int turn = 1; turn <= 3; ++turn) game.fly({});
    ASSERT_EQ(game.state.turn, 4);
    int flameCards = 0;
    for (const auto& damage : bgDamageTo(game, "drachen")) {
        EXPECT_EQ(damage.deck, 'A');
        EXPECT_EQ(damage.cause.source, ev::DamageSource::FlamesOnBoard);
        ++flameCards;
    }
    EXPECT_EQ(flameCards, 2 * 3) << "turns 2, 3 and 4 started with it burning";
    const auto winched = game.all<ev::BalloonWinched>();
    ASSERT_EQ(winched.size(), 3u);
    EXPECT_EQ(winched[0].second.altitude, 2);
    EXPECT_EQ(winched[0].second.climb, 2);
    EXPECT_TRUE(winched[0].second.burning);
    EXPECT_EQ(bgDrachen(game).altitude, 2);
    EXPECT_EQ(bgDrachen(game).climb, 0);
}

// BAL-09: winched down to the ground, it leaves the game and cannot be fired at.
TEST(BalloonGame, WinchedToTheGroundItLeavesTheGame) {
    ScenarioGame game(scenarioJson("b", Era::Ww1, "ww1-standard",
                                   {bgAirplaneJson("spad", "spad_xiii", "entente", {300, 300}, 2), bgFarAlbatros()},
                                   {bgBalloonJson(1)}));
    bgDrachen(game).winching = true;
    for (int turn = 1; turn <= 2; ++turn) game.fly({});
    EXPECT_FALSE(bgDrachen(game).grounded) << "two counters down: level 0 with one counter";
    EXPECT_EQ(bgDrachen(game).climb, 1);
    game.fly({});
    EXPECT_TRUE(bgDrachen(game).grounded) << "the third turn's end: on the ground";
    EXPECT_EQ(bgCount<ev::BalloonGrounded>(game), 1);
    EXPECT_FALSE(standingDefence(shippedData(), game.state, "drachen").has_value());
}

// BAL-03: it explodes burning at the start of a turn; the airplanes at its
// level over its card take a C card, within half a ruler an A card; a level
// above, or further, nothing.
TEST(BalloonGame, ItsBlastHitsItsLevelOnlyCOnTheCardAWithinHalfARuler) {
    const double ruler = bgSpadGeometry().rulerLength.value;
    const double beside = 63.0 / 2 + bgSpadGeometry().baseWidth.value / 2 + ruler / 4;  // a quarter ruler off its edge
    ScenarioGame game(scenarioJson("b", Era::Ww1, "ww1-advanced",
                                   {bgAirplaneJson("over", "spad_xiii", "entente", bgSpadStartFor(3, 0), 2, 1),
                                    bgAirplaneJson("near", "spad_xiii", "entente", bgSpadStartFor(3, 0, beside), 2),
                                    bgAirplaneJson("above", "albatros_d3", "central", bgSpadStartFor(3, 0, -2), 3, 1),
                                    bgAirplaneJson("far", "albatros_d3", "central", bgSpadStartFor(3, 0, 600), 2)},
                                   {bgBalloonJson()}));
    bgDrachen(game).damage = 12;  // at its structure: the next card brings it down
    bgDrachen(game).flames = 1;
    game.fly({});
    ASSERT_EQ(game.state.turn, 2);
    // Burning, it came down a counter at the end of turn 1 (BAL-09): level 2
    // with two counters when its flames' card blows it up at the start of turn 2.
    EXPECT_EQ(bgDrachen(game).altitude, 2);
    ASSERT_TRUE(bgDrachen(game).destroyed);
    const auto blasts = game.all<ev::BalloonExploded>();
    ASSERT_EQ(blasts.size(), 1u);
    EXPECT_EQ(blasts[0].second.onCard, std::vector<std::string>{"over"});
    EXPECT_EQ(blasts[0].second.near, std::vector<std::string>{"near"});
    auto blastCards = [&](const std::string& id) {
        std::string decks;
        for (const auto& damage : bgDamageTo(game, id))
            if (damage.cause.source == ev::DamageSource::BalloonBlast) decks += damage.deck;
        return decks;
    };
    EXPECT_EQ(blastCards("over"), "C");
    EXPECT_EQ(blastCards("near"), "A");
    EXPECT_EQ(blastCards("above"), "");
    EXPECT_EQ(blastCards("far"), "");
}

// BAL-07: lower, its card over the balloon card: two A cards to the airplane, none to the balloon.
TEST(BalloonGame, PassingUnderItTheAirplaneHitsTheCables) {
    ScenarioGame game(scenarioJson(
        "b", Era::Ww1, "ww1-standard",
        {bgAirplaneJson("spad", "spad_xiii", "entente", bgSpadStartFor(1, 0), 1), bgFarAlbatros()}, {bgBalloonJson()}));
    game.fly({});
    ASSERT_EQ(game.phaseOf(EventKind::BalloonCables, "spad"), 1);
    std::string decks;
    for (const auto& damage : bgDamageTo(game, "spad")) {
        if (damage.cause.by != "drachen") continue;
        EXPECT_EQ(damage.cause.source, ev::DamageSource::Collision);
        decks += damage.deck;
    }
    EXPECT_EQ(decks.substr(0, 2), "AA");
    EXPECT_TRUE(bgDamageTo(game, "drachen").empty()) << "the balloon takes nothing";
}

// BAL-05 / BAL-06: at its level over its card, both draw a C card, and there is no avoidance draw.
TEST(BalloonGame, FlyingIntoItBothDrawACCardWithoutAvoidance) {
    for (const auto option : {BalloonCollision::S002Unavoidable, BalloonCollision::S003OverlapThird}) {
        ScenarioGame game(
            scenarioJson("b", Era::Ww1, "ww1-standard",
                         {bgAirplaneJson("spad", "spad_xiii", "entente", bgSpadStartFor(1, 0), 3), bgFarAlbatros()},
                         {bgBalloonJson()}));
        game.engine.rules.balloonCollision = option;
        game.apply(SubmitPlan{"spad", plan(1, 2, 3)});
        game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
        const auto collisions = game.all<ev::BalloonCollision>();
        ASSERT_FALSE(collisions.empty()) << nameOf(option);
        EXPECT_EQ(collisions.front().first, "spad");
        EXPECT_EQ(bgCount<ev::AvoidanceDraw>(game), 0);
        const auto spadCards = bgDamageTo(game, "spad");
        const auto balloonCards = bgDamageTo(game, "drachen");
        ASSERT_FALSE(spadCards.empty());
        ASSERT_FALSE(balloonCards.empty());
        EXPECT_EQ(spadCards.front().deck, 'C');
        EXPECT_EQ(balloonCards.front().deck, 'C');
        const Event* event = nullptr;
        for (const auto& e : game.events)
            if (e.kind() == EventKind::BalloonCollision) event = &e;
        ASSERT_NE(event, nullptr);
        EXPECT_EQ(event->rules.front(), option == BalloonCollision::S002Unavoidable ? "BAL-06" : "BAL-05");
    }
}

// The log says what happened to the balloon in words.
TEST(BalloonGame, TheLogWordsTheBalloonsEvents) {
    ScenarioGame game(scenarioJson(
        "b", Era::Ww1, "ww1-standard",
        {bgAirplaneJson("spad", "spad_xiii", "entente", bgSpadStartFor(1, 0), 1), bgFarAlbatros()}, {bgBalloonJson()}));
    bgDrachen(game).flames = 1;
    game.fly({});
    bool cables = false, winched = false;
    const words::EventNames names(shippedData(), game.state);
    for (const auto& event : game.events) {
        const std::string text = words::describe(event, names);
        if (event.kind() == EventKind::BalloonCables) {
            cables = true;
            EXPECT_NE(text.find("cables"), std::string::npos) << text;
        }
        if (event.kind() == EventKind::BalloonWinched) {
            winched = true;
            EXPECT_NE(text.find("winched down one climb counter, to altitude 2 and 2 climb counters"),
                      std::string::npos)
                << text;
        }
    }
    EXPECT_TRUE(cables);
    EXPECT_TRUE(winched);
}

}  // namespace
}  // namespace jasta::test

namespace jasta::test {
namespace {

// BAL-09: its side may winch it down while the plans are made; from the end
// of that turn it comes down a counter a turn. Once only, and only a balloon in the air.
TEST(BalloonWinchCommand, ItsSideWinchesItDownWhileThePlansAreMade) {
    ScenarioGame game(scenarioJson("b", Era::Ww1, "ww1-standard",
                                   {bgAirplaneJson("spad", "spad_xiii", "entente", {300, 300}, 2), bgFarAlbatros()},
                                   {bgBalloonJson(1)}));
    EXPECT_THROW(game.apply(WinchBalloon{"spad"}), CommandError) << "an airplane is no balloon";
    game.apply(WinchBalloon{"drachen"});
    EXPECT_TRUE(bgDrachen(game).winching);
    EXPECT_EQ(bgCount<ev::WinchOrdered>(game), 1);
    EXPECT_THROW(game.apply(WinchBalloon{"drachen"}), CommandError) << "already coming down";
    EXPECT_EQ(game.state.stage, Stage::Planning) << "no decision was waiting for it";
    game.fly({});
    EXPECT_EQ(bgDrachen(game).altitude, 0);
    EXPECT_EQ(bgDrachen(game).climb, 2) << "one counter at the end of turn 1";
    const Command back = commandFromJson(toJson(Command{WinchBalloon{"drachen"}}));
    EXPECT_EQ(back, Command{WinchBalloon{"drachen"}});
}

// --- BAL-08: barrage nets ---

// Two balloons 600 mm apart along y = 900, at levels `west` and `east`,
// linked by a barrage line; a far German airplane above everything.
nlohmann::json bgNetScenario(const std::vector<nlohmann::json>& airplanes, int west, int east) {
    nlohmann::json aircraft = nlohmann::json::array();
    for (const auto& airplane : airplanes) aircraft.push_back(airplane);
    aircraft.push_back(bgAirplaneJson("albatros", "albatros_d3", "central", {1500, 1500}, 5, 0, 180));
    nlohmann::json json = scenarioJson(
        "nets", Era::Ww1, "ww1-standard", aircraft,
        {{{"id", "west"}, {"type", "balloon"}, {"side", "central"}, {"x", 600}, {"y", 900}, {"altitude", west}},
         {{"id", "east"}, {"type", "balloon"}, {"side", "central"}, {"x", 1200}, {"y", 900}, {"altitude", east}}});
    json["nets"] = {{{"id", "barrage"}, {"shape", "line"}, {"balloons", {"west", "east"}}}};
    return json;
}

// A SPAD at `x` heading +y whose first straight card takes its centre half a card's move past y = 900.
nlohmann::json bgNetCrosser(const std::string& id, double x, int altitude) {
    const Point2 step = bgAfterStraights({0, 0}, 1);
    return bgAirplaneJson(id, "spad_xiii", "entente", {x, 900 - step.y / 2}, altitude);
}

TEST(BalloonNets, AnAirplaneAtTheLowerBalloonsLevelIsDestroyedOneAboveFliesOver) {
    ScenarioGame game(bgNetScenario({bgNetCrosser("low", 800, 2), bgNetCrosser("high", 1000, 3)}, 2, 3));
    game.fly({{"low", plan(1, 2, 3)}, {"high", plan(1, 2, 3)}});
    EXPECT_EQ(game.state.find("low")->status, AircraftStatus::Destroyed);
    EXPECT_EQ(game.phaseOf(EventKind::NetCaught, "low"), 1);
    const auto caught = game.all<ev::NetCaught>();
    ASSERT_EQ(caught.size(), 1u) << "the one a level above the lower balloon is free";
    EXPECT_EQ(caught[0].second.net, "barrage");
    EXPECT_TRUE(caught[0].second.destroyed);
    EXPECT_FALSE(caught[0].second.again);
    EXPECT_TRUE(game.state.find("high")->inPlay());
    const words::EventNames names(shippedData(), game.state);
    const Event* event = nullptr;
    for (const auto& e : game.events)
        if (e.kind() == EventKind::NetCaught) event = &e;
    ASSERT_NE(event, nullptr);
    const std::string text = words::describe(*event, names);
    EXPECT_NE(text.find("the barrage net of "), std::string::npos) << text;
    EXPECT_NE(text.find("destroyed"), std::string::npos) << text;
}

TEST(BalloonNets, TheLineRunsOnToTheTableEdgeAndFallsWithItsBalloon) {
    ScenarioGame edge(bgNetScenario({bgNetCrosser("spad", 300, 2)}, 2, 3));
    edge.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_EQ(edge.state.find("spad")->status, AircraftStatus::Destroyed) << "west of the west balloon";

    ScenarioGame fallen(bgNetScenario({bgNetCrosser("spad", 900, 2)}, 2, 3));
    fallen.state.targets[1].destroyed = true;  // the east balloon is down: so is the stretch it held
    fallen.fly({{"spad", plan(1, 2, 3)}});
    EXPECT_TRUE(fallen.state.find("spad")->inPlay());
    EXPECT_TRUE(fallen.all<ev::NetCaught>().empty());
}

// "Touching with less than a third of the card for one maneuver: 2 A;
// still in contact at the next maneuver: destroyed."
TEST(BalloonNets, TouchingCostsTwoACardsAndStillTouchingAfterTheNextManeuverDestroys) {
    // Flying along the net west of the balloons (heading +x), a third of its
    // card's width off the line: a sixth of the card lies across it.
    const double width = bgSpadGeometry().cardWidth.value;
    ScenarioGame game(
        bgNetScenario({bgAirplaneJson("spad", "spad_xiii", "entente", {100, 900 - width / 3}, 2, 0, 90)}, 2, 2));
    game.apply(SubmitPlan{"spad", plan(1, 2, 3)});
    game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
    // Nobody can fire, so the maneuvers follow each other: the first catches it, the second destroys it.
    std::vector<std::pair<int, ev::NetCaught>> caught;  // phase, event
    int phase = 1;
    std::string decks;
    for (const auto& event : game.events) {
        if (event.kind() == EventKind::PhaseEnd) ++phase;
        if (event.kind() == EventKind::NetCaught) caught.emplace_back(phase, event.as<ev::NetCaught>());
        if (event.kind() == EventKind::Damage && event.aircraft == "spad") {
            const auto& damage = event.as<ev::Damage>();
            EXPECT_EQ(damage.cause.source, ev::DamageSource::Net);
            EXPECT_EQ(damage.cause.by, "barrage");
            EXPECT_EQ(phase, 1);
            decks += damage.deck;
        }
    }
    ASSERT_EQ(caught.size(), 2u);
    EXPECT_EQ(caught[0].first, 1);
    EXPECT_FALSE(caught[0].second.destroyed);
    EXPECT_NEAR(caught[0].second.share, 1.0 / 6, 0.01);
    EXPECT_EQ(decks, "AA") << "touching for one maneuver: two A cards";
    EXPECT_EQ(caught[1].first, 2);
    EXPECT_TRUE(caught[1].second.again);
    EXPECT_TRUE(caught[1].second.destroyed);
    EXPECT_EQ(game.state.find("spad")->status, AircraftStatus::Destroyed);
    EXPECT_TRUE(game.state.inNets.empty()) << "a destroyed airplane is no longer in the net";
}

TEST(BalloonNets, AScenarioNetMustHangBetweenItsOwnBalloons) {
    auto refused = [](const nlohmann::json& nets) {
        nlohmann::json json = bgNetScenario({bgNetCrosser("spad", 300, 2)}, 2, 3);
        json["targets"].push_back({{"id", "depot"}, {"type", "depot"}, {"side", "central"}, {"x", 500}, {"y", 500}});
        json["nets"] = nets;
        try {
            ScenarioGame game(json);
        } catch (const std::invalid_argument& error) {
            return std::string(error.what());
        }
        return std::string();
    };
    EXPECT_NE(refused({{{"id", "n"}, {"shape", "line"}, {"balloons", {"west", "depot"}}}}).find("/nets/0/balloons/1"),
              std::string::npos);
    EXPECT_NE(refused({{{"id", "n"}, {"shape", "line"}, {"balloons", {"west", "nobody"}}}}).find("/nets/0/balloons/1"),
              std::string::npos);
    EXPECT_NE(refused({{{"id", "n"}, {"shape", "ring"}, {"balloons", {"west", "east"}}}}).find("at least 3"),
              std::string::npos);
    EXPECT_NE(refused({{{"id", "n"}, {"shape", "line"}, {"balloons", {"west", "west"}}}}).find("twice"),
              std::string::npos);
    EXPECT_EQ(refused({{{"id", "n"}, {"shape", "line"}, {"balloons", {"east", "west"}}}}), "");
}

// The computer pilots' search counts a plan into a net as one that takes the
// airplane out of play: they fly round it, or over it.
TEST(BalloonNets, TheComputerPilotsSearchCountsAPlanIntoTheNetAsOutOfPlay) {
    ScenarioGame game(bgNetScenario({bgNetCrosser("low", 900, 2)}, 2, 3));
    const auto straightOn = [](const PlanSearch& search) {
        for (std::size_t x = 0; x < search.plans().size(); ++x)
            if (search.plans()[x].plan == plan(1, 2, 3)) return x;
        return search.plans().size();
    };
    const PlanSearch netted(game.engine, game.state, "low", {});
    const std::size_t x = straightOn(netted);
    ASSERT_LT(x, netted.plans().size());
    EXPECT_TRUE(netted.outOfPlay(x)) << "straight on into the net";
    GameState open = game.state;
    open.nets.clear();
    const PlanSearch free(game.engine, open, "low", {});
    EXPECT_FALSE(free.outOfPlay(straightOn(free))) << "without the net the same plan is fine";
}

// BAL-12: with armed_balloons the basket fires at an enemy beside it after
// the maneuver, as an AA gun's artillery; without, the balloon never fires.
TEST(BalloonBasket, WithTheOptionTheBasketFiresAtTheEnemyBesideItWithoutItNever) {
    for (const bool armed : {false, true}) {
        SCOPED_TRACE(armed);
        const Point2 step = bgAfterStraights({0, 0}, 1);
        ScenarioGame game(scenarioJson(
            "b", Era::Ww1, "ww1-standard",
            {bgAirplaneJson("spad", "spad_xiii", "entente", {kBalloonX + 120 - step.x, kBalloonY - step.y}, 2),
             bgFarAlbatros()},
            {bgBalloonJson(2)}));
        game.engine.rules.armedBalloons = armed;
        game.apply(SubmitPlan{"spad", plan(1, 2, 3)});
        game.apply(SubmitPlan{"albatros", plan(1, 2, 3)});
        for (auto decisions = pending(game.state); !decisions.empty() && game.state.stage == Stage::Fire;
             decisions = pending(game.state))
            game.apply(FireOrder{decisions.front().aircraft, decisions.front().weapon, ""});
        const auto end = std::find_if(game.events.begin(), game.events.end(),
                                      [](const Event& e) { return e.kind() == EventKind::PhaseEnd; });
        game.events.erase(end, game.events.end());
        int basketShots = 0;
        for (const auto& event : game.events) {
            if (event.kind() != EventKind::Fire || event.aircraft != "drachen") continue;
            ++basketShots;
            EXPECT_EQ(event.as<ev::Fire>().target, "spad");
            EXPECT_EQ(event.as<ev::Fire>().weapon, kArtilleryWeapon);
            EXPECT_NE(std::find(event.rules.begin(), event.rules.end(), "BAL-12"), event.rules.end());
        }
        EXPECT_EQ(basketShots, armed ? 1 : 0);
        int fromBasket = 0;
        for (const auto& damage : bgDamageTo(game, "spad")) fromBasket += damage.cause.by == "drachen" ? 1 : 0;
        EXPECT_EQ(fromBasket > 0, armed) << "its cards reach the SPAD only when armed";
    }
}

// --- BAL-10: artillery spotting ---------------------------------------------------

// The SPAD far from the balloon, the Albatros in its corner; the Drachen spots
// for the artillery for `turns` turns.
nlohmann::json bgSpottingJson(int turns) {
    auto json = scenarioJson(
        "spotting", Era::Ww1, "ww1-standard",
        nlohmann::json::array({bgAirplaneJson("spad", "spad_xiii", "entente", {300, 100}, 3, 0, 90), bgFarAlbatros()}),
        nlohmann::json::array({bgBalloonJson()}));
    json["artillery_spotting"] = {{"side", "central"}, {"turns", turns}};
    return json;
}

const ev::ArtilleryDecided* bgDecided(const ScenarioGame& game) {
    for (const Event& event : game.events)
        if (const auto* decided = event.get<ev::ArtilleryDecided>()) return decided;
    return nullptr;
}

TEST(ArtillerySpotting, NoBalloonBurntByTheEndOfTheLastTurnTheArtilleryFiresAndTheBalloonSideWins) {
    ScenarioGame game(bgSpottingJson(4));
    for (int turn = 1; turn <= 3; ++turn) {
        game.fly({{"spad", plan(17, 1, 2)}, {"albatros", plan(17, 1, 2)}});
        ASSERT_NE(game.state.stage, Stage::Over) << "turn " << turn << " is not the last";
        EXPECT_EQ(bgDecided(game), nullptr);
    }
    game.fly({{"spad", plan(17, 1, 2)}, {"albatros", plan(17, 1, 2)}});  // turn 4 of 4: "the last turn" counts
    EXPECT_EQ(game.state.stage, Stage::Over);
    EXPECT_EQ(game.state.result, "central");
    const auto* decided = bgDecided(game);
    ASSERT_NE(decided, nullptr);
    EXPECT_TRUE(decided->balloon.empty());
    EXPECT_EQ(decided->turn, 4);
    const auto event = std::find_if(game.events.begin(), game.events.end(),
                                    [](const Event& e) { return e.kind() == EventKind::ArtilleryDecided; });
    const std::string said = words::describe(*event, words::EventNames(shippedData(), game.state));
    EXPECT_NE(said.find("the artillery fires"), std::string::npos) << said;
}

TEST(ArtillerySpotting, ABalloonSetAlightEndsTheSpottingAtTheEndOfThatTurnTheBustersWin) {
    ScenarioGame game(bgSpottingJson(6));
    game.fly({{"spad", plan(17, 1, 2)}, {"albatros", plan(17, 1, 2)}});
    ASSERT_NE(game.state.stage, Stage::Over);
    // Set alight during turn 2 (as a flames card would): the turn ends, and with it the spotting.
    game.state.targets.front().flames = 1;
    game.fly({{"spad", plan(17, 1, 2)}, {"albatros", plan(17, 1, 2)}});
    EXPECT_EQ(game.state.stage, Stage::Over);
    EXPECT_EQ(game.state.result, "entente");
    const auto* decided = bgDecided(game);
    ASSERT_NE(decided, nullptr);
    EXPECT_EQ(decided->balloon, "drachen");
    EXPECT_EQ(decided->turn, 2);
}

TEST(ArtillerySpotting, ABalloonWinchedDownUnharmedStillLetsTheArtilleryFire) {
    ScenarioGame game(bgSpottingJson(4));
    game.state.targets.front().grounded = true;  // on the ground, no flame, not destroyed
    for (int turn = 1; turn <= 4 && game.state.stage != Stage::Over; ++turn)
        game.fly({{"spad", plan(17, 1, 2)}, {"albatros", plan(17, 1, 2)}});
    EXPECT_EQ(game.state.result, "central");
    ASSERT_NE(bgDecided(game), nullptr);
    EXPECT_TRUE(bgDecided(game)->balloon.empty());
}

TEST(ArtillerySpotting, TheScenarioNamesASideWithABalloonAndFourToEightTurns) {
    auto problems = [](const nlohmann::json& json) {
        Diagnostics diagnostics;
        scenarioFromJson(json, "spotting.json", shippedData(), diagnostics);
        return diagnostics.toString();
    };
    EXPECT_EQ(problems(bgSpottingJson(4)), "");
    EXPECT_EQ(problems(bgSpottingJson(8)), "");
    EXPECT_NE(problems(bgSpottingJson(3)).find("spotting.json:/artillery_spotting/turns"), std::string::npos);
    EXPECT_NE(problems(bgSpottingJson(9)).find("spotting.json:/artillery_spotting/turns"), std::string::npos);
    auto entente = bgSpottingJson(5);
    entente["artillery_spotting"]["side"] = "entente";
    EXPECT_NE(problems(entente).find("/artillery_spotting/side: the entente side has no balloon"), std::string::npos)
        << problems(entente);
    auto ww2 = bgSpottingJson(5);
    ww2["artillery_spotting"]["side"] = "axis";
    EXPECT_NE(problems(ww2).find("/artillery_spotting/side: \"axis\" is not a side of ww1"), std::string::npos)
        << problems(ww2);
    // Written back as the data format and read again (saves embed the scenario).
    Diagnostics diagnostics;
    const auto scenario = scenarioFromJson(bgSpottingJson(7), "spotting.json", shippedData(), diagnostics);
    ASSERT_TRUE(scenario && scenario->artillerySpotting);
    const auto again = scenarioFromJson(toJson(*scenario), "spotting.json", shippedData(), diagnostics);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->artillerySpotting, scenario->artillerySpotting);
}

}  // namespace
}  // namespace jasta::test
