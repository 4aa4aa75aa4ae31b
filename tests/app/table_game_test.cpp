// The table during a game: airplanes synced to a GameState, planning ghosts,
// cards laid on the table and the moves animated along them, fire overlays
// (arc, ruler, note) and guides. Geometry is checked against the rules
// core (pose.hpp, fire.hpp) through the one TableFrame; looks are checked
// on painted pixels.

#include <gtest/gtest.h>

#include <QApplication>
#include <QGraphicsSceneMouseEvent>
#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <cmath>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "jasta/game/game.hpp"
#include "jasta/pilots/tactics.hpp"
#include "jasta/rules/damage_odds.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/words/fire.hpp"
#include "play/fire_effects.hpp"
#include "table/aircraft_item.hpp"
#include "table/aircraft_label_item.hpp"
#include "table/arc_item.hpp"
#include "table/counter_item.hpp"
#include "table/damage_card_item.hpp"
#include "table/effect_item.hpp"
#include "table/flak_zones_item.hpp"
#include "table/ghost_item.hpp"
#include "table/ground_item.hpp"
#include "table/item_types.hpp"
#include "table/laid_card_item.hpp"
#include "table/overlay_tag_item.hpp"
#include "table/panel_style.hpp"
#include "table/range_rings_item.hpp"
#include "table/ruler_item.hpp"
#include "table/table_scene.hpp"
#include "table/table_style.hpp"
#include "teaching/teaching_overlays.hpp"

namespace jasta::app {
namespace {

using jasta::test::airplane;
using jasta::test::shippedData;
using test::colourDistance;
using test::meanColour;

constexpr double kExact = 1e-9;  // mm: what the core computes, the scene shows
constexpr double kClose = 1e-6;  // mm: through Qt's transforms

const std::filesystem::path kAssets = JASTA_TEST_ASSETS_DIR;

// A ground item painted alone on a transparent 120 x 160 image, its centre in the middle.
QImage paintedGround(const GroundItem& item) {
    QImage image(120, 160, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.translate(60, 80);
    QStyleOptionGraphicsItem option;
    const_cast<GroundItem&>(item).paint(&painter, &option, nullptr);
    return image;
}

double distance(QPointF a, QPointF b) {
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

void expectAt(QPointF shown, QPointF expected, double tolerance = kClose) {
    EXPECT_NEAR(shown.x(), expected.x(), tolerance);
    EXPECT_NEAR(shown.y(), expected.y(), tolerance);
}

// A named airplane of `type` for a hand-made game state.
AircraftState plane(const std::string& id, std::string_view type, Pose pose, int altitude = 2) {
    AircraftState state = airplane(type, pose, altitude);
    state.id = id;
    state.name = id;
    return state;
}

// A Central Powers ground unit of `type` (a balloon, a flak battery, a
// depot) for a hand-made game state; `altitude`: a balloon's height.
TargetState centralUnit(const std::string& id, const std::string& type, const std::string& name, Pose pose,
                        int altitude = 0) {
    TargetState unit;
    unit.id = id;
    unit.type = type;
    unit.name = name;
    unit.side = Side::Central;
    unit.pose = pose;
    unit.altitude = altitude;
    return unit;
}

GameState gameWith(std::vector<AircraftState> aircraft) {
    GameState state;
    state.table = TableSize{900, 700};
    state.aircraft = std::move(aircraft);
    return state;
}

const ManeuverDeck& deckOf(std::string_view type) {
    return *shippedData().deckOf(*shippedData().aircraftType(type));
}

const GeometrySpec& geometryOf(std::string_view type) {
    return *shippedData().geometryOf(*shippedData().aircraftType(type));
}

// The card of the deck that turns right the most, short of reversing (an
// Immelmann): a path that is not a straight line.
const ManeuverCard& rightTurn(const ManeuverDeck& deck) {
    const ManeuverCard* best = nullptr;
    for (const ManeuverCard& card : deck.cards) {
        const CardMove* move = card.move(Speed::Normal);
        if (move && move->dtheta > 30 && move->dtheta <= 120 &&
            (!best || move->dtheta > best->move(Speed::Normal)->dtheta))
            best = &card;
    }
    if (!best) throw std::runtime_error("no right turn in the deck");
    return *best;
}

// Renders `area` (scene mm) of the scene at `pixelsPerMm`.
QImage renderArea(QGraphicsScene& scene, const QRectF& area, double pixelsPerMm) {
    QImage image(static_cast<int>(area.width() * pixelsPerMm), static_cast<int>(area.height() * pixelsPerMm),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(image.rect()), area);
    painter.end();
    return image;
}

QPoint pixelOf(QPointF scenePoint, const QRectF& area, double pixelsPerMm) {
    return ((scenePoint - area.topLeft()) * pixelsPerMm).toPoint();
}

int saturation(const QColor& colour) {
    return colour.toHsv().hsvSaturation();
}

struct SceneFixture : ::testing::Test {
    TableScene scene{kAssets};
    int finished = 0;
    SceneFixture() {
        QObject::connect(&scene, &TableScene::animationsFinished, [this] { ++finished; });
    }
};

// --- Moves --------------------------------------------------------------------

using MoveTest = SceneFixture;

TEST_F(MoveTest, AnimatedAirplaneFollowsTheCardAndEndsExactlyAtTheCoresPose) {
    const Pose start{300, 200, 30};
    const GameState state = gameWith({plane("a", "spad_xiii", start)});
    scene.showState(state, shippedData());
    const ManeuverCard& card = rightTurn(deckOf("spad_xiii"));
    const GeometrySpec& geometry = geometryOf("spad_xiii");
    const Pose end = applyCardMove(start, *card.move(Speed::Normal), geometry);

    scene.playMoves({{"a", start, end, &card, Speed::Normal}});
    AircraftItem* item = scene.aircraftItem("a");
    ASSERT_NE(item, nullptr);
    EXPECT_TRUE(scene.isAnimating());
    EXPECT_EQ(item->pose(), start);
    // First the card is laid face down and turned over; the airplane waits.
    ASSERT_EQ(scene.laidCards().size(), 1);
    EXPECT_FALSE(scene.laidCards().front()->isFaceUp());
    scene.advanceAnimations(TableScene::kCardFlipMs);
    EXPECT_TRUE(scene.laidCards().front()->isFaceUp());
    EXPECT_EQ(item->pose(), start);
    EXPECT_TRUE(scene.isAnimating());

    // Half way: on the core's animation path, neither at the start nor the end.
    scene.advanceAnimations(TableScene::kMoveDurationMs / 2);
    const Pose middle = item->pose();
    const std::vector<Pose> path = animationPoses(start, *card.move(Speed::Normal), geometry, 400);
    double nearest = 1e9;
    for (const Pose& pose : path) nearest = std::min(nearest, std::hypot(pose.x - middle.x, pose.y - middle.y));
    EXPECT_LT(nearest, 1.0) << "off the card's path by " << nearest << " mm";
    EXPECT_GT(std::hypot(middle.x - start.x, middle.y - start.y), 20);
    EXPECT_GT(std::hypot(middle.x - end.x, middle.y - end.y), 20);
    EXPECT_GT(headingDifference(middle.heading, start.heading), 5);
    EXPECT_EQ(finished, 0);

    scene.advanceAnimations(TableScene::kMoveDurationMs / 2 + 1);
    EXPECT_FALSE(scene.isAnimating());
    EXPECT_EQ(finished, 1);
    EXPECT_NEAR(item->pose().x, end.x, kExact);
    EXPECT_NEAR(item->pose().y, end.y, kExact);
    EXPECT_NEAR(item->pose().heading, end.heading, kExact);
    expectAt(item->pos(), scene.frame().toScene(end.x, end.y));
    EXPECT_NEAR(item->rotation(), TableFrame::toSceneRotation(end.heading), kExact);
    // The label followed.
    EXPECT_NEAR(item->label()->pos().x(), item->pos().x(), kClose);
}

// WX-01: out of the clouds, the airplane flies from its stand the two cards
// written on paper, one card's time each, then the card of the phase; it
// never jumps from the stand to where the paper cards left it.
TEST_F(MoveTest, OutOfTheCloudsTheWrittenCardsAreFlownFromTheStandFirst) {
    const Pose stand{300, 200, 0};
    scene.showState(gameWith({plane("a", "spad_xiii", stand)}), shippedData());
    const ManeuverDeck& deck = deckOf("spad_xiii");
    const ManeuverCard& straight = *deck.card(1);
    const ManeuverCard& turn = rightTurn(deck);
    const GeometrySpec& geometry = geometryOf("spad_xiii");
    const Pose first = applyCardMove(stand, *straight.move(Speed::Normal), geometry);
    const Pose second = applyCardMove(first, *turn.move(Speed::Normal), geometry);
    const Pose end = applyCardMove(second, *straight.move(Speed::Normal), geometry);
    TableScene::MoveAnimation move{"a", second, end, &straight, Speed::Normal};
    move.paperFrom = stand;
    move.paper = {{&straight, first}, {&turn, second}};
    scene.playMoves({move});
    AircraftItem* item = scene.aircraftItem("a");
    scene.advanceAnimations(TableScene::kCardFlipMs);
    EXPECT_EQ(item->pose(), stand) << "it leaves from its stand";
    // Every pose on the way lies on one of the three cards' paths.
    std::vector<Pose> cards = animationPoses(stand, *straight.move(Speed::Normal), geometry, 400);
    for (const auto& [from, card] : {std::pair{first, &turn}, std::pair{second, &straight}}) {
        const auto leg = animationPoses(from, *card->move(Speed::Normal), geometry, 400);
        cards.insert(cards.end(), leg.begin(), leg.end());
    }
    double worst = 0;
    bool passedFirst = false, passedSecond = false;
    constexpr int kSteps = 400;  // a pose every 2 mm or so
    for (int step = 0; step < kSteps; ++step) {
        scene.advanceAnimations(3 * TableScene::kMoveDurationMs / kSteps);
        const Pose at = item->pose();
        double nearest = 1e9;
        for (const Pose& pose : cards) nearest = std::min(nearest, std::hypot(pose.x - at.x, pose.y - at.y));
        worst = std::max(worst, nearest);
        passedFirst = passedFirst || std::hypot(at.x - first.x, at.y - first.y) < 3;
        passedSecond = passedSecond || std::hypot(at.x - second.x, at.y - second.y) < 3;
    }
    EXPECT_LT(worst, 1.0) << "off the cards' paths by " << worst << " mm";
    EXPECT_TRUE(passedFirst);
    EXPECT_TRUE(passedSecond);
    scene.advanceAnimations(1);
    EXPECT_FALSE(scene.isAnimating()) << "three cards' time";
    EXPECT_NEAR(item->pose().x, end.x, kExact);
    EXPECT_NEAR(item->pose().y, end.y, kExact);
}

TEST_F(MoveTest, SkipPauseAndSpeedActOnEveryAnimation) {
    const Pose startA{200, 200, 0}, startB{600, 300, 180};
    scene.showState(gameWith({plane("a", "spad_xiii", startA), plane("b", "fokker_dr1", startB)}), shippedData());
    const ManeuverCard& cardA = rightTurn(deckOf("spad_xiii"));
    const ManeuverCard& cardB = deckOf("fokker_dr1").cards.front();
    const Pose endA = applyCardMove(startA, *cardA.move(Speed::Normal), geometryOf("spad_xiii"));
    const Pose endB = applyCardMove(startB, *cardB.move(Speed::Normal), geometryOf("fokker_dr1"));

    // Paused: the clock does not move them.
    scene.setAnimationsPaused(true);
    scene.playMoves({{"a", startA, endA, &cardA, Speed::Normal}, {"b", startB, endB, &cardB, Speed::Normal}});
    scene.advanceAnimations(5000);
    EXPECT_EQ(scene.aircraftItem("a")->pose(), startA);
    EXPECT_TRUE(scene.isAnimating());

    // Twice as fast: done in half the time.
    scene.setAnimationsPaused(false);
    scene.setAnimationSpeed(2);
    scene.advanceAnimations(TableScene::kCardFlipMs / 2);  // the cards are turned over first
    scene.advanceAnimations(TableScene::kMoveDurationMs / 2 - 50);
    EXPECT_TRUE(scene.isAnimating());
    scene.advanceAnimations(60);
    EXPECT_FALSE(scene.isAnimating());
    EXPECT_EQ(finished, 1);
    EXPECT_EQ(scene.aircraftItem("a")->pose(), endA);
    EXPECT_EQ(scene.aircraftItem("b")->pose(), endB);

    // Skip: both jump to their ends at once, one signal.
    scene.setAnimationSpeed(1);
    const Pose endA2 = applyCardMove(endA, *cardA.move(Speed::Normal), geometryOf("spad_xiii"));
    scene.playMoves({{"a", endA, endA2, &cardA, Speed::Normal}, {"b", endB, startB, nullptr, Speed::Normal}});
    scene.advanceAnimations(100);
    scene.skipAnimations();
    EXPECT_FALSE(scene.isAnimating());
    EXPECT_EQ(finished, 2);
    EXPECT_EQ(scene.aircraftItem("a")->pose(), endA2);
    EXPECT_EQ(scene.aircraftItem("b")->pose(), startB);
    expectAt(scene.aircraftItem("a")->pos(), scene.frame().toScene(endA2.x, endA2.y));
}

TEST_F(MoveTest, AStateShownDuringTheAnimationIsKeptForItsEnd) {
    const Pose start{300, 300, 0};
    GameState state = gameWith({plane("a", "spad_xiii", start)});
    scene.showState(state, shippedData());
    const ManeuverCard& card = rightTurn(deckOf("spad_xiii"));
    const Pose end = applyCardMove(start, *card.move(Speed::Normal), geometryOf("spad_xiii"));
    scene.playMoves({{"a", start, end, &card, Speed::Normal}});
    // The new state arrives at once (the core has already moved): the
    // airplane does not jump, and stands there when the animation ends.
    state.aircraft[0].pose = end;
    state.aircraft[0].altitude = 3;
    scene.showState(state, shippedData());
    EXPECT_EQ(scene.aircraftItem("a")->pose(), start);
    EXPECT_EQ(scene.aircraftItem("a")->label()->altitudeText(), QStringLiteral("Alt 3"));
    scene.advanceAnimations(TableScene::kCardFlipMs);
    scene.advanceAnimations(TableScene::kMoveDurationMs + 1);
    EXPECT_EQ(scene.aircraftItem("a")->pose(), end);
}

TEST_F(MoveTest, UnknownAirplanesAreIgnoredAndTheEndIsStillSignalled) {
    scene.showState(gameWith({plane("a", "spad_xiii", {300, 300, 0})}), shippedData());
    scene.playMoves({{"nobody", {1, 2, 3}, {4, 5, 6}, nullptr, Speed::Normal}});
    EXPECT_FALSE(scene.isAnimating());
    test::settle();
    EXPECT_EQ(finished, 1);
    scene.setGhosts("nobody", {{1, 1, 0}});
    scene.setGuidesVisible("nobody", true);
    EXPECT_TRUE(scene.ghostItems("nobody").isEmpty());
    EXPECT_FALSE(scene.guidesVisible("nobody"));
    scene.setAnimationSpeed(std::nan(""));
    EXPECT_EQ(scene.animationSpeed(), 1);
}

// --- Laid cards -----------------------------------------------------------------

using LaidCardTest = SceneFixture;

TEST_F(LaidCardTest, TheCardsArrowStartsAtTheFrontMarkAndFollowsThePath) {
    const Pose start{400, 250, 300};
    scene.showState(gameWith({plane("a", "spad_xiii", start)}), shippedData());
    const ManeuverCard& card = rightTurn(deckOf("spad_xiii"));
    const GeometrySpec& geometry = geometryOf("spad_xiii");
    const CardMove& move = *card.move(Speed::Normal);
    scene.playMoves({{"a", start, applyCardMove(start, move, geometry), &card, Speed::Normal}});
    ASSERT_EQ(scene.laidCards().size(), 1);
    const LaidCardItem* laid = scene.laidCards().front();
    EXPECT_EQ(laid->card().number, card.number);

    // The arrow's start is the base's front mark, in scene coordinates.
    const QPointF frontMark = scene.frame().toScene(toTable(start, {0.0, geometry.frontMarkY.value}));
    expectAt(laid->cardToScene({0, 0}), frontMark);
    // Every point of the printed arrow lies where the core lays the path.
    const std::vector<Point2> onTable = cardPathOnTable(start, move, geometry);
    ASSERT_EQ(onTable.size(), move.path.size());
    for (std::size_t i = 0; i < onTable.size(); ++i)
        expectAt(laid->cardToScene(move.path[i]), scene.frame().toScene(onTable[i]));

    // And the arrow is painted there: hide the airplane, look at the path's middle.
    scene.skipAnimations();
    scene.aircraftItem("a")->setVisible(false);
    const QRectF area(0, 0, 900, 700);
    const double scale = 3;
    const QImage image = renderArea(scene, area, scale);
    const QColor arrow = style::arrowColour(card.arrowColour);
    const QPointF middle = scene.frame().toScene(onTable[onTable.size() / 2]);
    EXPECT_LT(colourDistance(meanColour(image, pixelOf(middle, area, scale), 1), arrow), 60)
        << meanColour(image, pixelOf(middle, area, scale), 1).name().toStdString() << " vs "
        << arrow.name().toStdString();
    // Beside the path (15 mm to its left) it is the card's paper, not the arrow.
    const Point2 aside = toTable(
        start, {move.path[move.path.size() / 2].x - 15, geometry.frontMarkY.value + move.path[move.path.size() / 2].y});
    EXPECT_GT(colourDistance(meanColour(image, pixelOf(scene.frame().toScene(aside), area, scale), 1), arrow), 120);
}

TEST_F(LaidCardTest, ClearingFadesTheCardsOutAndRemovesThem) {
    const Pose start{400, 250, 0};
    scene.showState(gameWith({plane("a", "spad_xiii", start)}), shippedData());
    const ManeuverCard& card = deckOf("spad_xiii").cards.front();
    scene.playMoves(
        {{"a", start, applyCardMove(start, *card.move(Speed::Normal), geometryOf("spad_xiii")), &card, Speed::Normal}});
    scene.skipAnimations();
    const LaidCardItem* laid = scene.laidCards().front();
    EXPECT_DOUBLE_EQ(laid->opacity(), 1.0);
    scene.clearLaidCards();
    EXPECT_TRUE(scene.laidCards().isEmpty());
    scene.advanceAnimations(TableScene::kCardFadeMs / 2);
    int cards = 0;
    for (QGraphicsItem* item : scene.items())
        if (item->type() == toInt(ItemType::LaidCard)) {
            ++cards;
            EXPECT_NEAR(item->opacity(), 0.5, 0.01);
        }
    EXPECT_EQ(cards, 1);
    scene.advanceAnimations(TableScene::kCardFadeMs);
    for (QGraphicsItem* item : scene.items()) EXPECT_NE(item->type(), toInt(ItemType::LaidCard));
}

// --- Ghosts ---------------------------------------------------------------------

using GhostTest = SceneFixture;

TEST_F(GhostTest, GhostsStandAtTheGivenPosesNumberedAndAreReplaced) {
    scene.showState(gameWith({plane("a", "spad_xiii", {300, 300, 0}), plane("b", "fokker_dr1", {600, 400, 180})}),
                    shippedData());
    const std::vector<Pose> poses{{310, 400, 10}, {330, 500, 45.5}, {400, 560, 120}};
    scene.setGhosts("a", poses);
    scene.setGhosts("b", {{600, 300, 180}});
    const QList<GhostItem*> ghosts = scene.ghostItems("a");
    ASSERT_EQ(ghosts.size(), 3);
    for (int i = 0; i < 3; ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(ghosts[i]->step(), i + 1);
        EXPECT_EQ(ghosts[i]->pose(), poses[static_cast<std::size_t>(i)]);
        expectAt(ghosts[i]->pos(),
                 scene.frame().toScene(poses[static_cast<std::size_t>(i)].x, poses[static_cast<std::size_t>(i)].y));
        EXPECT_NEAR(ghosts[i]->rotation(), poses[static_cast<std::size_t>(i)].heading, kExact);
        EXPECT_LT(ghosts[i]->opacity(), 1.0);
        EXPECT_LT(ghosts[i]->zValue(), scene.aircraftItem("a")->zValue());
    }
    scene.setGhosts("a", {poses[0]});
    EXPECT_EQ(scene.ghostItems("a").size(), 1);
    scene.setGhosts("a", {});
    EXPECT_TRUE(scene.ghostItems("a").isEmpty());
    EXPECT_EQ(scene.ghostItems("b").size(), 1);
    scene.clearGhosts();
    for (QGraphicsItem* item : scene.items()) EXPECT_NE(item->type(), toInt(ItemType::Ghost));
}

// --- showState --------------------------------------------------------------------

using StateTest = SceneFixture;

TEST_F(StateTest, WrecksAreCharredTheGoneWashedOutAndCountersShown) {
    AircraftState wreck = plane("wreck", "spad_xiii", {250, 350, 0});
    wreck.status = AircraftStatus::Destroyed;
    AircraftState smoking = plane("smoking", "spad_xiii", {450, 350, 0});
    smoking.smoke = 2;
    smoking.flames = 1;
    smoking.jams["front"] = 1;
    smoking.climb = 1;
    AircraftState fled = plane("fled", "fokker_dr1", {650, 350, 0});
    fled.status = AircraftStatus::Fled;
    scene.setPlayerColours({{QStringLiteral("smoking"), QColor(0x2e, 0xa0, 0x43)}});
    scene.showState(gameWith({wreck, smoking, fled}), shippedData());

    const AircraftItem* wreckItem = scene.aircraftItem("wreck");
    const AircraftItem* smokingItem = scene.aircraftItem("smoking");
    const AircraftItem* fledItem = scene.aircraftItem("fled");
    ASSERT_TRUE(wreckItem && smokingItem && fledItem);
    EXPECT_EQ(wreckItem->look(), AircraftItem::Look::Wreck);
    EXPECT_FALSE(wreckItem->label()->statusText().isEmpty());
    EXPECT_TRUE(smokingItem->label()->statusText().isEmpty());
    EXPECT_EQ(fledItem->look(), AircraftItem::Look::Gone);
    EXPECT_LT(fledItem->opacity(), 0.6);
    EXPECT_LT(fledItem->label()->opacity(), 0.6);
    // Wrecks lie under the airplanes still flying.
    EXPECT_LT(wreckItem->zValue(), smokingItem->zValue());

    EXPECT_EQ(smokingItem->counters()->count(CounterToken::Kind::Smoke), 2);
    EXPECT_EQ(smokingItem->counters()->count(CounterToken::Kind::Flames), 1);
    EXPECT_EQ(smokingItem->counters()->count(CounterToken::Kind::Jam), 1);
    EXPECT_FALSE(smokingItem->counters()->boundingRect().isEmpty());
    EXPECT_TRUE(wreckItem->counters()->tokens().empty());
    EXPECT_EQ(smokingItem->label()->climbText(), QStringLiteral("1"));
    EXPECT_EQ(smokingItem->label()->pegs(), 3);
    // Counters above the airplane on screen, the label below.
    EXPECT_LT(smokingItem->counters()->pos().y(), smokingItem->pos().y());
    EXPECT_GT(smokingItem->label()->pos().y(), smokingItem->pos().y());

    // Painted: the wreck's airframe is grey, the smoking one in its player's green.
    const QRectF area(0, 0, 900, 700);
    const double scale = 3;
    const QImage image = renderArea(scene, area, scale);
    // On the wing, 12 mm right of the centre (a biplane's wing is there).
    const auto wing = [&](const AircraftItem* item) {
        return meanColour(image, pixelOf(item->pos() + QPointF(12, -4), area, scale), 1);
    };
    EXPECT_LT(saturation(wing(wreckItem)), 60) << wing(wreckItem).name().toStdString();
    EXPECT_GT(saturation(wing(smokingItem)), 100) << wing(smokingItem).name().toStdString();
    EXPECT_GT(wing(smokingItem).green(), wing(smokingItem).red() + 40);

    // Back in play, the look and counters follow the state.
    smoking.smoke = 0;
    smoking.flames = 0;
    smoking.jams.clear();
    scene.showState(gameWith({wreck, smoking}), shippedData());
    EXPECT_TRUE(smokingItem->counters()->tokens().empty());
    EXPECT_FALSE(fledItem->isVisible());  // not in the state any more
}

TEST_F(StateTest, ClickingAnAirplaneNamesIt) {
    scene.showState(gameWith({plane("a", "spad_xiii", {300, 300, 0}), plane("b", "fokker_dr1", {600, 300, 0})}),
                    shippedData());
    QString clicked;
    QObject::connect(&scene, &TableScene::aircraftClicked, [&](const QString& id) { clicked = id; });
    const QPointF at = scene.aircraftItem("b")->pos();
    QGraphicsSceneMouseEvent press(QEvent::GraphicsSceneMousePress);
    press.setButton(Qt::LeftButton);
    press.setButtons(Qt::LeftButton);
    press.setScenePos(at);
    press.setButtonDownScenePos(Qt::LeftButton, at);
    QCoreApplication::sendEvent(&scene, &press);
    QGraphicsSceneMouseEvent release(QEvent::GraphicsSceneMouseRelease);
    release.setButton(Qt::LeftButton);
    release.setScenePos(at);
    release.setButtonDownScenePos(Qt::LeftButton, at);
    QCoreApplication::sendEvent(&scene, &release);
    EXPECT_EQ(clicked, QStringLiteral("b"));
}

// --- Fire -------------------------------------------------------------------------

struct FireTest : SceneFixture {
    GameData data = shippedData();
    RuleOptions rules = jasta::test::presetRules("ww1-standard");

    ShotCheck shoot(const GameState& state, const std::string& shooter, const std::string& weapon,
                    const std::string& target) {
        const AircraftState* s = state.find(shooter);
        const AircraftType* type = data.aircraftType(s->type);
        const auto w =
            std::find_if(type->weapons.begin(), type->weapons.end(), [&](const Weapon& x) { return x.id == weapon; });
        return checkShot(data, rules, *s, *w, *state.find(target), state.aircraft, {});
    }
    // The shot's sentence, for the failure messages.
    std::string why(const ShotCheck& shot, const GameState& state) const {
        return words::explainShot(shot, data, state.aircraft);
    }
    template <class T>
    QList<T*> shotItemsOf(ItemType kind) {
        QList<T*> found;
        for (QGraphicsItem* item : scene.shotItems())
            if (item->type() == toInt(kind)) found.append(static_cast<T*>(item));
        return found;
    }
};

TEST_F(FireTest, TheRulerRunsFromTheMountToTheAimPointWithItsHalfMark) {
    // A mount off the stand, so that "from the mount" is really tested.
    data.aircraft.at("bristol_f2b").weapons.at(0).mount = {3, 12};
    const GameState state =
        gameWith({plane("shooter", "bristol_f2b", {300, 200, 20}), plane("target", "fokker_dr1", {345, 300, 200})});
    const ShotCheck shot = shoot(state, "shooter", "front", "target");
    ASSERT_TRUE(shot.canFire) << why(shot, state);
    ASSERT_EQ(shot.range, Range::Short);
    scene.showState(state, data);
    scene.showShot(shot, data, state);

    const QList<RulerItem*> rulers = shotItemsOf<RulerItem>(ItemType::Ruler);
    ASSERT_EQ(rulers.size(), 1);
    const RulerItem* ruler = rulers.front();
    const GeometrySpec& geometry = geometryOf("bristol_f2b");
    const QPointF mount = scene.frame().toScene(toTable(state.find("shooter")->pose, {3, 12}));
    expectAt(ruler->startScene(), mount);
    expectAt(ruler->usedEndScene(), scene.frame().toScene(shot.aimPoint));
    EXPECT_NEAR(distance(ruler->startScene(), ruler->halfMarkScene()), geometry.rulerHalfMark.value, kClose);
    EXPECT_NEAR(distance(ruler->startScene(), ruler->halfMarkScene()), geometry.rulerLength.value / 2, kClose);
    EXPECT_NEAR(distance(ruler->startScene(), ruler->endScene()), geometry.rulerLength.value, kClose);
    EXPECT_NEAR(*ruler->used(), shot.distanceMm, kExact);

    const QList<ArcItem*> arcs = shotItemsOf<ArcItem>(ItemType::Arc);
    ASSERT_EQ(arcs.size(), 1);
    expectAt(arcs.front()->apexScene(), mount);
    EXPECT_TRUE(arcs.front()
                    ->wedge(geometry.rulerLength.value)
                    .contains(arcs.front()->mapFromScene(scene.frame().toScene(shot.aimPoint))));

    const QList<OverlayTagItem*> tags = shotItemsOf<OverlayTagItem>(ItemType::OverlayTag);
    ASSERT_EQ(tags.size(), 1);
    EXPECT_TRUE(tags.front()->text().startsWith(QStringLiteral("Short"))) << tags.front()->text().toStdString();
    EXPECT_TRUE(tags.front()->text().contains(QStringLiteral("2 cards")));
    EXPECT_EQ(tags.front()->accent(), style::shortRangeColour());

    // The used part is painted in the short-range colour, half way to the aim point.
    scene.aircraftItem("shooter")->setVisible(false);
    scene.aircraftItem("target")->setVisible(false);
    const QRectF area(0, 0, 900, 700);
    const QImage image = renderArea(scene, area, 3);
    const QPointF halfway = (ruler->startScene() + ruler->usedEndScene()) / 2;
    // Off the line of fire, on the ruler's coloured body (3 mm aside).
    const QPointF side = ruler->mapToScene(QPointF(*ruler->used() / 2, 3));
    EXPECT_GT(meanColour(image, pixelOf(side, area, 3), 1).green(),
              meanColour(image, pixelOf(side, area, 3), 1).red() + 40);
    (void)halfway;

    scene.clearShots();
    EXPECT_TRUE(scene.shotItems().isEmpty());
    for (QGraphicsItem* item : scene.items()) EXPECT_NE(item->type(), toInt(ItemType::Ruler));
}

TEST_F(FireTest, ABlockedShotOutlinesTheBlockerAndSaysWhy) {
    const GameState state =
        gameWith({plane("shooter", "spad_xiii", {300, 150, 0}), plane("blocker", "albatros_d3", {300, 215, 90}),
                  plane("target", "fokker_dr1", {300, 280, 0})});
    const ShotCheck shot = shoot(state, "shooter", "front", "target");
    ASSERT_FALSE(shot.blockedBy.empty()) << why(shot, state);
    scene.showState(state, data);
    scene.showShot(shot, data, state);
    EXPECT_TRUE(scene.aircraftItem("blocker")->outline().isValid());
    EXPECT_FALSE(scene.aircraftItem("target")->outline().isValid());
    const QList<OverlayTagItem*> tags = shotItemsOf<OverlayTagItem>(ItemType::OverlayTag);
    ASSERT_EQ(tags.size(), 1);
    EXPECT_EQ(tags.front()->text(), QStringLiteral("Blocked by blocker"));
    EXPECT_EQ(tags.front()->accent(), style::noShotColour());
    scene.clearShots();
    EXPECT_FALSE(scene.aircraftItem("blocker")->outline().isValid());
}

TEST_F(FireTest, LongOutOfRangeOutOfArcAndUnknownWeapons) {
    const GameState state =
        gameWith({plane("shooter", "spad_xiii", {300, 100, 0}), plane("long", "fokker_dr1", {300, 240, 0}),
                  plane("far", "fokker_dr1", {600, 600, 0}), plane("behind", "albatros_d3", {300, 20, 0})});
    scene.showState(state, data);
    const ShotCheck longShot = shoot(state, "shooter", "front", "long");
    EXPECT_TRUE(shotSummary(longShot, state).startsWith(QStringLiteral("Long"))) << why(longShot, state);
    EXPECT_TRUE(shotSummary(longShot, state).contains(QStringLiteral("1 card")));
    EXPECT_EQ(shotSummary(shoot(state, "shooter", "front", "behind"), state), QStringLiteral("Out of arc"));
    const ShotCheck far = shoot(state, "shooter", "front", "far");
    EXPECT_TRUE(shotSummary(far, state).startsWith(QStringLiteral("Out of"))) << why(far, state);

    scene.showShot(longShot, data, state);
    scene.showShot(shoot(state, "shooter", "front", "behind"), data, state);
    // One arc for the one weapon, a ruler and a note per shot.
    EXPECT_EQ(shotItemsOf<ArcItem>(ItemType::Arc).size(), 1);
    EXPECT_EQ(shotItemsOf<RulerItem>(ItemType::Ruler).size(), 2);

    ShotCheck broken = longShot;
    broken.weapon = "no_such_weapon";
    const auto before = scene.shotItems().size();
    scene.showShot(broken, data, state);
    broken = longShot;
    broken.shooter = "nobody";
    scene.showShot(broken, data, state);
    EXPECT_EQ(scene.shotItems().size(), before);
}

// How many pixels of two pictures of the same size differ by more than a
// slight antialiasing shade.
int differingPixels(const QImage& a, const QImage& b) {
    int differing = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            differing += colourDistance(a.pixelColor(x, y), b.pixelColor(x, y)) > 40 ? 1 : 0;
    return differing;
}

// Still overlays are painted from pictures kept between frames: they must
// look as drawn afresh, after a pan too, and change when what they show does.
TEST_F(FireTest, StillOverlaysLookTheSameFrameAfterFrameAndShowTheirChanges) {
    const GameState state =
        gameWith({plane("shooter", "sopwith_camel", {330, 170, 15}), plane("target", "fokker_dr1", {390, 290, 250})});
    const ShotCheck shot = shoot(state, "shooter", "front", "target");
    const auto build = [&](TableScene& table) {
        table.showState(state, data);
        table.showShot(shot, data, state);
        table.setGhosts("target", {{420, 330, 250}});
    };
    build(scene);
    constexpr double kScale = 3;  // pixels per mm
    const QRectF area(250, 350, 250, 250);
    const QImage first = renderArea(scene, area, kScale);
    EXPECT_EQ(differingPixels(renderArea(scene, area, kScale), first), 0) << "the next frame";
    // Panned by whole pixels: as a table drawn there afresh.
    const QRectF panned = area.translated(10 / kScale, -20 / kScale);
    const QImage afterPan = renderArea(scene, panned, kScale);
    TableScene fresh(kAssets);
    build(fresh);
    EXPECT_EQ(differingPixels(afterPan, renderArea(fresh, panned, kScale)), 0) << "after a pan";
    // The shot's ruler measures something else, the ghost is refused: both show it.
    const QList<RulerItem*> rulers = shotItemsOf<RulerItem>(ItemType::Ruler);
    ASSERT_EQ(rulers.size(), 1);
    rulers.front()->setMeasure(150, style::noShotColour());
    scene.ghostItems("target").front()->setRefused(true);
    const QImage changed = renderArea(scene, area, kScale);
    EXPECT_GT(differingPixels(changed, first), 500) << "the change shows";
    TableScene changedFresh(kAssets);
    build(changedFresh);
    for (QGraphicsItem* item : changedFresh.shotItems())
        if (item->type() == toInt(ItemType::Ruler))
            static_cast<RulerItem*>(item)->setMeasure(150, style::noShotColour());
    changedFresh.ghostItems("target").front()->setRefused(true);
    EXPECT_EQ(differingPixels(changed, renderArea(changedFresh, area, kScale)), 0) << "as drawn afresh";
}

// --- Guides -----------------------------------------------------------------------

using GuideTest = SceneFixture;

TEST_F(GuideTest, ATwoSeaterShowsBothArcsAndARulerAheadThatFollowIt) {
    scene.showState(gameWith({plane("a", "bristol_f2b", {300, 300, 45})}), shippedData());
    scene.setGuidesVisible("a", true);
    scene.setGuidesVisible("a", true);  // twice: still one set
    const QList<QGraphicsItem*> guides = scene.guideItems("a");
    int arcs = 0;
    const RulerItem* ruler = nullptr;
    for (QGraphicsItem* guide : guides) {
        arcs += guide->type() == toInt(ItemType::Arc) ? 1 : 0;
        if (guide->type() == toInt(ItemType::Ruler)) ruler = static_cast<RulerItem*>(guide);
    }
    EXPECT_EQ(arcs, 2);
    ASSERT_NE(ruler, nullptr);
    const GeometrySpec& geometry = geometryOf("bristol_f2b");
    const auto check = [&](const Pose& pose) {
        expectAt(ruler->startScene(), scene.frame().toScene(pose.x, pose.y));
        const QPointF ahead = scene.frame().toScene(toTable(pose, {0, geometry.rulerLength.value}));
        expectAt(ruler->endScene(), ahead);
    };
    check({300, 300, 45});
    const Pose moved{500, 420, 200};
    scene.aircraftItem("a")->setPose(moved);
    check(moved);
    scene.setGuidesVisible("a", false);
    EXPECT_TRUE(scene.guideItems("a").isEmpty());
    for (QGraphicsItem* item : scene.items()) EXPECT_NE(item->type(), toInt(ItemType::Arc));
}

// --- Every item ------------------------------------------------------------------

// Builds a scene that holds one item of every kind.
void buildEverything(TableScene& scene, const GameData& data, const RuleOptions& rules) {
    AircraftState shooter = plane("shooter", "bristol_f2b", {300, 200, 20});
    shooter.smoke = 1;
    shooter.jams["rear"] = 2;
    GameState state = gameWith({shooter, plane("target", "fokker_dr1", {345, 300, 200})});
    // Issue 16: an objective and a bomb falling towards it.
    state.targets.push_back({"depot",
                             "depot",
                             "Fuel depot",
                             Side::Central,
                             {600, 600, 0},
                             0,
                             false,
                             {},
                             {},
                             {},
                             {},
                             false,
                             0,
                             std::nullopt});
    state.bombs.push_back({"shooter", {600, 560, 0}, 1, false, 1, 1, Speed::Normal});
    // BAL-08: two balloons with a barrage net between them.
    for (const auto& [id, x] : {std::pair{"west", 150.0}, std::pair{"east", 750.0}})
        state.targets.push_back(centralUnit(id, "balloon", id, {x, 600, 0}, 2));
    state.nets.push_back({"barrage", NetShape::Line, {"west", "east"}});
    state.targets.push_back(centralUnit("flak", "flak", "Flak", {450, 550, 0}));  // AA-05: its zones in Ranges & Arcs
    state.table.fields.push_back({"strip", 450, 300, 140, 400, 0});               // GND-01
    state.table.relief.push_back({"hill", "Hill 304", 1, {{600, 600}, {850, 620}, {800, 850}, {620, 820}}});  // TER-01
    state.attack = Attack{Side::Entente, {{0, 700}, {900, 700}, {900, 900}, {0, 900}}, false};                // WX-10
    state.advantage = Advantage{false, "WX-10", 2};
    state.sun = SunState{SunSetting{}, sunDrawOf(1, std::nullopt), Side::Central, 0, {}};  // WX-11
    // MODE-05/06: a Capture the Flag camp, an ammunition marker, a flag carried by the shooter.
    ModeState mode;
    mode.setting.kind = GameModeKind::CaptureTheFlag;
    mode.setting.ammoMarkers = {{100, 100}};
    mode.setting.camps = {{Side::Entente, {{0, 0}, {170, 0}, {170, 900}, {0, 900}}}};
    mode.flags = {{Side::Central, {850, 450}, {850, 450}, "shooter", 0, 0}};
    state.mode = mode;
    scene.showState(state, data);
    const AircraftType* type = data.aircraftType("bristol_f2b");
    scene.showShot(checkShot(data, rules, state.aircraft[0], type->weapons[0], state.aircraft[1], state.aircraft, {}),
                   data, state);
    scene.setGhosts("target", {{400, 400, 200}, {450, 450, 220}});
    scene.setGuidesVisible("target", true);
    const ManeuverCard& card = deckOf("fokker_dr1").cards.front();
    const Pose start = state.aircraft[1].pose;
    scene.playMoves({{"target", start, applyCardMove(start, *card.move(Speed::Normal), geometryOf("fokker_dr1")), &card,
                      Speed::Normal}});
    scene.advanceAnimations(TableScene::kMoveDurationMs / 3);
    scene.showDamageCards({{"target", 'A', 3, "smoke"}});
    // Issue 16: a flak shell bursting as the fire step is played.
    EffectItem::Spec burst;
    burst.kind = EffectItem::Kind::FlakBurst;
    burst.at = {450, 300};
    burst.radiusMm = 60;
    scene.playEffects({burst});
    scene.advanceAnimations(TableScene::kEffectsMs / 3);
    // The teaching overlays (issue 7), each through the scene's own call.
    GameState game = state;
    game.table = {900, 900};
    Rng rng(1);
    game.piles.emplace(data, Era::Ww1, rng);
    scene.showReachCloud(reachableCloud(data, rules, game, "shooter", 1), game);
    scene.showThreatMap(threatMap(data, rules, game, "shooter"), game);
    scene.showRangesAndArcs(game);
    scene.showAltitudes(game, {{"target", {QStringLiteral("+1 · half ruler, long range"), QColor(0xf0, 0xa8, 0x30)}}});
    scene.showTailChecks({checkTail(data, rules, game.aircraft[0], game.aircraft[1], game.aircraft, {})}, game);
    const ShotCheck shot =
        checkShot(data, rules, game.aircraft[0], type->weapons[0], game.aircraft[1], game.aircraft, {});
    scene.showShotExplanation(shot, data, game, QStringLiteral("Why this shot counts as it does."));
    scene.showOdds(shot, damageOdds(data, rules, game, shot), QStringLiteral("shooter → target"), game);
}

// AA-05 in the Ranges & Arcs overlay: round a flak battery, the rings where
// its gunner may set the burst, each named with the altitudes it allows.
TEST(TableItemsTest, TheFlakZonesNameTheAltitudesOfEachRing) {
    const auto rings = FlakZonesItem::ringsFor(200);  // a 200 mm ruler
    ASSERT_EQ(rings.size(), 4u);
    QStringList labels;
    for (const auto& ring : rings) labels << ring.label();
    EXPECT_EQ(labels, QStringList({QStringLiteral("burst at 4"), QStringLiteral("burst at 2–3"),
                                   QStringLiteral("burst at 1–2"), QStringLiteral("burst at 1")}));
    EXPECT_DOUBLE_EQ(rings.front().inner, 0);
    EXPECT_DOUBLE_EQ(rings.front().outer, 100);  // half a ruler
    EXPECT_DOUBLE_EQ(rings.back().inner, 300);   // a ruler and a half
    EXPECT_DOUBLE_EQ(rings.back().outer, 400);   // two rulers: beyond, no burst at all
}

TEST(TableItemsTest, EveryItemTypeIsBuiltAndPaints) {
    TableScene scene(kAssets);
    buildEverything(scene, shippedData(), jasta::test::presetRules("ww1-standard"));
    for (ItemType kind : kAllItemTypes) {
        SCOPED_TRACE(toInt(kind));
        QGraphicsItem* found = nullptr;
        for (QGraphicsItem* item : scene.items())
            if (item->type() == toInt(kind) && !item->boundingRect().isEmpty()) found = item;
        ASSERT_NE(found, nullptr) << "no item of this type in the scene";
        const QRectF bounds = found->boundingRect();
        ASSERT_FALSE(bounds.isEmpty());
        // Paint it alone, its bounds filling the image.
        QImage image(200, 200, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        const double scale = std::min(200 / bounds.width(), 200 / bounds.height());
        painter.scale(scale, scale);
        painter.translate(-bounds.topLeft());
        QStyleOptionGraphicsItem option;
        option.exposedRect = bounds;
        found->paint(&painter, &option, nullptr);
        painter.end();
        int painted = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) painted += qAlpha(image.pixel(x, y)) > 0 ? 1 : 0;
        EXPECT_GT(painted, 200) << "almost nothing painted";
    }
}

// Issue 16 (AA-02, AA-03): a trench and an AA gun lie on the table with
// pictograms of their own, named, with their damage; a silenced gun says so.
TEST(TableItemsTest, GroundDefencesShowTheirKindDamageAndASilencedGun) {
    TableScene scene(kAssets);
    GameState state = gameWith({plane("a", "spad_xiii", {300, 300, 0})});
    state.targets.push_back({"trench",
                             "trench",
                             "Front trench",
                             Side::Central,
                             {600, 600, 90},
                             2,
                             false,
                             {},
                             {},
                             {},
                             {},
                             false,
                             0,
                             std::nullopt});
    state.targets.push_back({"gun",
                             "aa_gun",
                             "AA machine gun",
                             Side::Central,
                             {800, 600, 0},
                             0,
                             false,
                             {},
                             {},
                             {},
                             {},
                             true,
                             0,
                             std::nullopt});
    state.targets.push_back(
        {"depot", "depot", "Depot", Side::Central, {400, 700, 0}, 0, false, {}, {}, {}, {}, false, 0, std::nullopt});
    scene.showState(state, shippedData());
    const auto& ground = scene.groundItems();
    const GroundItem* trench = ground.value(QStringLiteral("target:trench"));
    const GroundItem* gun = ground.value(QStringLiteral("target:gun"));
    const GroundItem* depot = ground.value(QStringLiteral("target:depot"));
    ASSERT_TRUE(trench && gun && depot);
    EXPECT_EQ(trench->look().kind, GroundKind::Trench);
    EXPECT_EQ(gun->look().kind, GroundKind::AaGun);
    EXPECT_EQ(trench->caption(), QStringLiteral("Front trench · 2 / 5 damage"));
    EXPECT_EQ(gun->caption(), QStringLiteral("AA machine gun · gun silenced"));
    // Each kind is drawn as itself, not as a bombing objective.
    const auto picture = paintedGround;
    // Ranges & Arcs: a ring of the ruler around each standing defence, none
    // around the depot (AA-01: they fire all round from the card's centre).
    scene.showRangesAndArcs(state);
    QList<const RangeRingsItem*> rings;
    for (QGraphicsItem* item : scene.items())
        if (item->type() == toInt(ItemType::RangeRings)) rings.append(static_cast<const RangeRingsItem*>(item));
    ASSERT_EQ(rings.size(), 3) << "the SPAD's, the trench's and the gun's";
    const auto ringAt = [&](const Pose& pose) {
        const QPointF at = scene.frame().toScene(pose.x, pose.y);
        return std::any_of(rings.begin(), rings.end(), [&](const RangeRingsItem* ring) {
            return QLineF(ring->centreScene(), at).length() < 1e-6 &&
                   ring->length() == shippedData().geometry("ww1_small")->rulerLength.value;
        });
    };
    EXPECT_TRUE(ringAt(state.targets[0].pose));
    EXPECT_TRUE(ringAt(state.targets[1].pose));
    EXPECT_FALSE(ringAt(state.targets[2].pose));
    EXPECT_NE(picture(*trench), picture(*depot));
    EXPECT_NE(picture(*gun), picture(*depot));
    EXPECT_NE(picture(*gun), picture(*trench));
}

// BAL-02, BAL-09: a balloon is drawn as itself, with its height and flames
// under it; its flames show on the gasbag; winched down it says so.
TEST_F(MoveTest, ABalloonShowsItsAltitudeAndItsFlames) {
    GameState state = gameWith({plane("a", "spad_xiii", {300, 300, 0})});
    TargetState balloon = centralUnit("drachen", "balloon", "Drachen", {600, 600, 0}, 2);
    balloon.climb = 1;
    state.targets.push_back(balloon);
    scene.showState(state, shippedData());
    const GroundItem* item = scene.groundItems().value(QStringLiteral("target:drachen"));
    ASSERT_NE(item, nullptr);
    EXPECT_EQ(item->look().kind, GroundKind::Balloon);
    EXPECT_EQ(item->caption(), QStringLiteral("Drachen · altitude 2 +1"));
    const auto picture = paintedGround;
    const QImage calm = picture(*item);
    state.targets.front().flames = 2;
    state.targets.front().damage = 3;
    scene.showState(state, shippedData());
    EXPECT_EQ(item->caption().toStdString(), "Drachen · 3 / 12 damage · altitude 2 +1 · burning (2 flames)");
    EXPECT_NE(picture(*item), calm) << "the flames are drawn on it";
    state.targets.front().flames = 0;
    state.targets.front().grounded = true;
    scene.showState(state, shippedData());
    EXPECT_EQ(item->caption().toStdString(), "Drachen · 3 / 12 damage · winched down");
}

TEST_F(MoveTest, DamageCardsTurnUpBesideTheirTargetsAndAreClearedAway) {
    scene.showState(gameWith({plane("a", "spad_xiii", {300, 300, 0}), plane("b", "fokker_dr1", {500, 300, 0})}),
                    shippedData());
    scene.showDamageCards({{"b", 'A', 2, ""}, {"b", 'A', 4, "smoke"}, {"nobody", 'B', 1, ""}});
    const auto cards = scene.damageCardItems();
    ASSERT_EQ(cards.size(), 2) << "an unknown airplane gets no card";
    for (QGraphicsItem* item : cards) {
        EXPECT_EQ(item->pos(), scene.aircraftItem("b")->pos());
        EXPECT_DOUBLE_EQ(item->opacity(), 0.0);
    }
    // Side by side, the second one further right; the special is written on it.
    EXPECT_LT(cards[0]->boundingRect().left(), cards[1]->boundingRect().left());
    const auto* smoke = qgraphicsitem_cast<DamageCardItem*>(cards[1]);
    ASSERT_NE(smoke, nullptr);
    EXPECT_EQ(smoke->points(), 4);
    EXPECT_EQ(smoke->special(), "smoke");
    // They take kDamageShowMs, as an animation the flow waits for.
    EXPECT_TRUE(scene.isAnimating());
    scene.advanceAnimations(TableScene::kDamageShowMs + 1);
    EXPECT_FALSE(scene.isAnimating());
    EXPECT_EQ(finished, 1);
    EXPECT_DOUBLE_EQ(cards[0]->opacity(), 1.0);
    scene.clearDamageCards();
    EXPECT_TRUE(scene.damageCardItems().isEmpty());
    scene.advanceAnimations(TableScene::kCardFadeMs + 1);
    int left = 0;
    for (QGraphicsItem* item : scene.items()) left += item->type() == toInt(ItemType::DamageCard) ? 1 : 0;
    EXPECT_EQ(left, 0);
}

// --- Effects (issue 16) --------------------------------------------------------------

// Counts the pixels an item paints at `size`, its bounds filling the image.
int paintedPixels(QGraphicsItem& item, int size = 200) {
    const QRectF bounds = item.boundingRect();
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    const double scale = std::min(size / bounds.width(), size / bounds.height());
    painter.scale(scale, scale);
    painter.translate(-bounds.topLeft());
    QStyleOptionGraphicsItem option;
    option.exposedRect = bounds;
    item.paint(&painter, &option, nullptr);
    painter.end();
    int painted = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) painted += qAlpha(image.pixel(x, y)) > 0 ? 1 : 0;
    return painted;
}

// Every kind shows something while it plays, and nothing before or after.
TEST(EffectItemTest, EveryKindPaintsWhileItPlaysAndNothingOutside) {
    using Kind = EffectItem::Kind;
    for (const Kind kind : {Kind::Gunfire, Kind::Rockets, Kind::FlakBurst, Kind::BombFall, Kind::BombBurst, Kind::Fire,
                            Kind::Explosion}) {
        SCOPED_TRACE(static_cast<int>(kind));
        EffectItem::Spec spec;
        spec.kind = kind;
        spec.from = {100, 100};
        spec.at = {160, 40};
        spec.radiusMm = 50;
        spec.cardMm = {60, 80};
        spec.rotation = 30;
        spec.count = 4;
        EffectItem item(spec);
        EXPECT_TRUE(item.boundingRect().contains(spec.at));
        if (kind == Kind::Gunfire || kind == Kind::Rockets || kind == Kind::BombFall) {
            EXPECT_TRUE(item.boundingRect().contains(spec.from));
        }
        EXPECT_EQ(paintedPixels(item), 0) << "not started";
        int most = 0;
        for (const double t : {0.1, 0.3, 0.5, 0.7}) {
            item.setProgress(t);
            ASSERT_TRUE(item.isShowing());
            most = std::max(most, paintedPixels(item));
        }
        EXPECT_GT(most, 200) << "hardly anything shows";
        item.setProgress(1);
        EXPECT_FALSE(item.isShowing());
        EXPECT_EQ(paintedPixels(item), 0) << "over";
    }
}

TEST_F(MoveTest, EffectsFollowOneAnotherOnTheClockAndGoAtTheirEnd) {
    scene.showState(gameWith({plane("a", "spad_xiii", {300, 300, 0})}), shippedData());
    std::vector<EffectItem::Spec> effects(3);
    effects[0].kind = EffectItem::Kind::Gunfire;
    effects[1].kind = EffectItem::Kind::FlakBurst;
    effects[2].kind = EffectItem::Kind::Explosion;
    scene.playEffects(effects);
    const QList<EffectItem*> items = scene.effectItems();
    ASSERT_EQ(items.size(), 3);
    // In the order given, each a little after the one before, the last one ending with the track.
    EXPECT_DOUBLE_EQ(items[0]->spec().start, 0);
    EXPECT_GT(items[1]->spec().start, items[0]->spec().start);
    EXPECT_GT(items[2]->spec().start, items[1]->spec().start);
    EXPECT_DOUBLE_EQ(items[2]->spec().end, 1);
    EXPECT_GE(items[2]->spec().end - items[2]->spec().start, 0.5);
    EXPECT_TRUE(scene.isAnimating());
    scene.advanceAnimations(TableScene::kEffectsMs * 0.1);
    EXPECT_TRUE(items[0]->isShowing());
    EXPECT_FALSE(items[2]->isShowing()) << "the explosion comes last";
    scene.advanceAnimations(TableScene::kEffectsMs * 0.9 + 1);
    EXPECT_FALSE(scene.isAnimating());
    EXPECT_EQ(finished, 1);
    EXPECT_TRUE(scene.effectItems().isEmpty());
    for (QGraphicsItem* item : scene.items()) EXPECT_NE(item->type(), toInt(ItemType::Effect));
    // Nothing to play still says it is over, from the event loop.
    scene.playEffects({});
    QApplication::processEvents();
    EXPECT_EQ(finished, 2);
}

// The events of a fire step, as the engine notes them (issue 16).
ev::Fire shotAt(const std::string& target, const std::string& weapon, Point2 aim, bool rockets = false) {
    ev::Fire fire;
    fire.target = target;
    fire.weapon = weapon;
    fire.cards = 1;
    fire.shot.inArc = true;
    fire.shot.rockets = rockets;
    fire.shot.aimPoint = aim;
    return fire;
}
ev::FlakBurst burstAt(Point2 at, int altitude) {
    ev::FlakBurst burst;
    burst.at = at;
    burst.altitude = altitude;
    return burst;
}
ev::BombLanded bombsAt(Pose at, int count) {
    ev::BombLanded landed;
    landed.at = at;
    landed.count = count;
    return landed;
}

// Which effects a phase's events give, where, and how big.
TEST(FireEffectsTest, ShotsBurstsBombsAndExplosionsInTheirOrderNothingSecret) {
    const GameData& data = shippedData();
    GameState state =
        gameWith({plane("spad", "spad_xiii", {300, 200, 0}), plane("fokker", "fokker_dr1", {300, 400, 180})});
    state.targets.push_back(centralUnit("drachen", "balloon", "Drachen", {600, 500, 0}));
    const TableFrame frame(900, 700);
    const GeometrySpec& geometry = geometryOf("spad_xiii");
    // The SPAD has flown on since the state was taken: the effects start where it is now.
    const Pose now{320, 230, 10};
    const std::map<std::string, Pose, std::less<>> poses{{"spad", now}};

    const ev::Fire guns = shotAt("fokker", "front", {305, 380});
    const ev::Fire rockets = shotAt("drachen", "rockets", {600, 480}, true);
    const ev::FlakBurst burst = burstAt({500, 300}, 3);
    const ev::BombLanded bombs = bombsAt({450, 150, 90}, 2);
    ev::Blast blast;
    blast.radiusMm = 150;
    const std::vector<Event> events{
        Event(guns, "spad", {"FIRE-01"}),
        Event(ev::Wounded{}, "fokker", {"DMG-11"}, "fokker"),  // secret, and no effect anyway
        Event(guns, "spad", {"FIRE-01"}, "spad"),              // a secret shot is not shown
        Event(rockets, "spad", {"RKT-03"}),
        Event(burst, "flak", {"AA-06"}),
        Event(bombs, "spad", {"BOMB-03"}),
        Event(ev::BalloonAlight{"spad", 1}, "drachen", {"BAL-02"}),
        Event(ev::Exploded{}, "fokker", {"DMG-07"}),
        Event(blast, "fokker", {"DMG-18"}),
        Event(ev::BalloonExploded{"spad", false, {}, {}}, "drachen", {"BAL-03"}),
        Event(ev::BombsDropped{2, false, 2, 1, 1, {450, 250, 0}}, "spad", {"BOMB-01"}),
        Event(ev::BombFalls{{450, 300, 0}, 0}, "spad", {"BOMB-05"}),
    };
    RuleOptions rules = jasta::test::presetRules("ww1-standard");
    rules.flakNearMiss = true;
    const auto effects = fireEffects(events, data, state, rules, poses, frame);
    using Kind = EffectItem::Kind;
    ASSERT_EQ(effects.size(), 9u);
    const std::vector<Kind> kinds{Kind::Gunfire,   Kind::Rockets,   Kind::FlakBurst, Kind::BombBurst, Kind::Fire,
                                  Kind::Explosion, Kind::Explosion, Kind::BombFall,  Kind::BombFall};
    for (std::size_t i = 0; i < kinds.size(); ++i) EXPECT_EQ(effects[i].kind, kinds[i]) << i;
    // The guns from their mount on the SPAD where it is now, to the point the shot was measured to.
    const Weapon& front = data.aircraftType("spad_xiii")->weapons.front();
    EXPECT_EQ(effects[0].from, frame.toScene(toTable(now, front.mount)));
    EXPECT_EQ(effects[0].at, frame.toScene(Point2{305, 380}));
    EXPECT_EQ(effects[1].at, frame.toScene(Point2{600, 480}));
    EXPECT_EQ(effects[1].count, 3) << "one batch of three rockets (RKT-01)";
    // AA-07 on: the near-miss half ruler round the burst.
    EXPECT_EQ(effects[2].at, frame.toScene(Point2{500, 300}));
    EXPECT_DOUBLE_EQ(effects[2].radiusMm, geometry.rulerHalfMark.value);
    // The bomb card where they landed, turned as it lies.
    const GroundType* card = data.bombCard();
    ASSERT_NE(card, nullptr);
    EXPECT_EQ(effects[3].at, frame.toScene(Point2{450, 150}));
    EXPECT_DOUBLE_EQ(effects[3].cardMm.width(), card->cardWidth.value);
    EXPECT_DOUBLE_EQ(effects[3].cardMm.height(), card->cardLength.value);
    EXPECT_DOUBLE_EQ(effects[3].rotation, 90);
    EXPECT_EQ(effects[3].count, 2);
    EXPECT_EQ(effects[4].at, frame.toScene(Point2{600, 500})) << "the balloon burns where it is";
    // DMG-18: the blast's reach goes to the explosion it follows.
    EXPECT_EQ(effects[5].at, frame.toScene(Point2{300, 400}));
    EXPECT_DOUBLE_EQ(effects[5].radiusMm, 150);
    // BAL-03: the balloon's blast reaches half a ruler.
    EXPECT_DOUBLE_EQ(effects[6].radiusMm, geometry.rulerHalfMark.value);
    // BOMB-01: the bombs leave the bomber where it is now for where their card lies; BOMB-05: they fall on.
    EXPECT_EQ(effects[7].from, frame.toScene(Point2{now.x, now.y}));
    EXPECT_EQ(effects[7].at, frame.toScene(Point2{450, 250}));
    EXPECT_EQ(effects[7].count, 2);
    EXPECT_EQ(effects[8].from, effects[8].at);
    EXPECT_EQ(effects[8].at, frame.toScene(Point2{450, 300}));
    // Without the near-miss option the burst has no ring.
    rules.flakNearMiss = false;
    EXPECT_DOUBLE_EQ(fireEffects({Event(burst, "flak", {"AA-06"})}, data, state, rules, poses, frame).front().radiusMm,
                     0);
}

// --- The sky in Ranges & Arcs (WX-01..03, WX-11) -------------------------------------

TEST(SkyTest, TheCloudLayerHidesTheAirplaneInItAndTheLegendSaysWhat) {
    GameState state =
        gameWith({plane("spad", "spad_xiii", {300, 300, 0}, 4), plane("fokker", "fokker_dr1", {500, 300, 0})});
    state.aircraft[0].inCloud = true;
    state.table.clouds = CloudBand{4, 4};
    RuleOptions rules = jasta::test::presetRules("ww1-standard");
    rules.cloudCover = CloudCover::S003Layer;
    const auto sky = TeachingOverlays::skyOf(shippedData(), state, rules);
    EXPECT_TRUE(sky.legend.startsWith(QStringLiteral("Cloud layer at level 4:"))) << sky.legend.toStdString();
    EXPECT_TRUE(sky.legend.contains(QStringLiteral("(WX-01)")));
    ASSERT_EQ(sky.notes.size(), 1u) << "only the airplane in the cloud; no sun";
    EXPECT_EQ(sky.notes[0].aircraft, "spad");
    EXPECT_EQ(sky.notes[0].kind, TableScene::SkyNote::Kind::InCloud);
    EXPECT_TRUE(sky.notes[0].text.contains(QStringLiteral("only its player knows where it flies")));
    EXPECT_TRUE(sky.arrivals.empty());
    // WW2 cover says its own rule; without a cloud option the sky says nothing.
    rules.cloudCover = CloudCover::S004;
    EXPECT_TRUE(TeachingOverlays::skyOf(shippedData(), state, rules).legend.contains(QStringLiteral("(WX-02)")));
    rules.cloudCover = CloudCover::Off;
    state.table.clouds.reset();
    state.aircraft[0].inCloud = false;
    const auto clear = TeachingOverlays::skyOf(shippedData(), state, rules);
    EXPECT_TRUE(clear.legend.isEmpty());
    EXPECT_TRUE(clear.notes.empty());
}

// Under medium cloud with the sun: the enemy above the layer is in the glare,
// the one below it and the one in the cloud are not; the waiting airplane's
// arrival is where the engine would put it.
TEST(SkyTest, TheSunBlindsOnlyTheEnemiesInItsGlareAndShowsWhereItsSideWouldComeIn) {
    GameState state =
        gameWith({plane("high", "spad_xiii", {300, 300, 0}, 5), plane("low", "spad_xiii", {500, 300, 0}, 1),
                  plane("cloudy", "spad_xiii", {700, 300, 0}, 3), plane("hunter", "fokker_dr1", {450, 600, 180}, 3)});
    for (auto& airplane : state.aircraft) airplane.side = airplane.id == "hunter" ? Side::Central : Side::Entente;
    state.aircraft[2].inCloud = true;
    state.aircraft[3].status = AircraftStatus::InTheSun;
    state.turn = 2;
    state.table.clouds = CloudBand{3, 4};
    state.weather = Weather{WeatherKind::MediumCloud, 3, 4};
    state.sun = SunState{SunSetting{}, sunDrawOf(1, std::nullopt), Side::Central, 0, {}};
    RuleOptions rules = jasta::test::presetRules("ww1-standard");
    rules.cloudCover = CloudCover::WeatherBand;
    const auto sky = TeachingOverlays::skyOf(shippedData(), state, rules);
    EXPECT_TRUE(sky.legend.startsWith(QStringLiteral("Medium cloud from level 3 to 4:"))) << sky.legend.toStdString();
    EXPECT_TRUE(sky.legend.contains(QStringLiteral("The sun at the back of the Central Powers")))
        << sky.legend.toStdString();
    using Kind = TableScene::SkyNote::Kind;
    std::map<std::string, Kind> kinds;
    for (const auto& note : sky.notes) kinds[note.aircraft] = note.kind;
    EXPECT_EQ(kinds, (std::map<std::string, Kind>{
                         {"cloudy", Kind::InCloud}, {"high", Kind::InGlare}, {"low", Kind::OutOfGlare}}));
    const auto entries = sunEntries(shippedData(), state);
    ASSERT_EQ(entries.size(), 1u);
    ASSERT_EQ(sky.arrivals.size(), 1u);
    EXPECT_EQ(sky.arrivals[0].aircraft, "hunter");
    EXPECT_EQ(sky.arrivals[0].pose, entries[0].pose);
    EXPECT_EQ(entries[0].prey, "high") << "the only prey in the glare";
    EXPECT_TRUE(sky.arrivals[0].text.contains(QStringLiteral("on high"))) << sky.arrivals[0].text.toStdString();
    // Once it has come in, the glare no longer matters (after the entry turn).
    state.aircraft[3].status = AircraftStatus::Flying;
    state.sun->entered = 2;
    state.turn = 3;
    const auto later = TeachingOverlays::skyOf(shippedData(), state, rules);
    EXPECT_FALSE(later.legend.contains(QStringLiteral("sun")));
    EXPECT_EQ(later.notes.size(), 1u) << "the cloud alone";
    EXPECT_TRUE(later.arrivals.empty());
}

// The scene draws each note round its airplane, following it, and each
// arrival where it would come in; the legend at the table's corner.
TEST_F(MoveTest, TheSkyNotesMarkTheirAirplanesAndTheArrivals) {
    GameState state = gameWith({plane("a", "spad_xiii", {300, 300, 0}), plane("b", "fokker_dr1", {500, 300, 0}),
                                plane("c", "fokker_dr1", {600, 500, 0})});
    scene.showState(state, shippedData());
    using Kind = TableScene::SkyNote::Kind;
    scene.showSky(QStringLiteral("The sky."),
                  {{"a", Kind::InCloud, QStringLiteral("in the cloud"), {}},
                   {"b", Kind::InGlare, QStringLiteral("glare"), QStringLiteral("b is in the glare")},
                   {"nobody", Kind::InGlare, QStringLiteral("unknown"), {}}},
                  {{"c", {200, 500, 90}, QStringLiteral("comes in here")}});
    std::map<QString, QGraphicsItem*> marks;
    for (QGraphicsItem* item : scene.teachingItems(TableScene::TeachingLayer::Ranges))
        if (!item->data(0).toString().isEmpty()) marks[item->data(0).toString()] = item;
    ASSERT_EQ(marks.size(), 4u) << "cloud, glare, arrival, legend; nothing for an unknown airplane";
    EXPECT_EQ(marks.at(QStringLiteral("cloud:a"))->pos(), scene.aircraftItem("a")->pos());
    EXPECT_EQ(marks.at(QStringLiteral("glare:b"))->pos(), scene.aircraftItem("b")->pos());
    EXPECT_EQ(marks.at(QStringLiteral("glare:b"))->toolTip(), QStringLiteral("b is in the glare"));
    EXPECT_EQ(marks.at(QStringLiteral("arrival:c"))->pos(), scene.frame().toScene(200, 500));
    EXPECT_DOUBLE_EQ(marks.at(QStringLiteral("arrival:c"))->rotation(), 90);
    // The glare follows its airplane as it flies.
    scene.aircraftItem("b")->setPose({520, 330, 30});
    EXPECT_EQ(marks.at(QStringLiteral("glare:b"))->pos(), scene.aircraftItem("b")->pos());
    scene.clearTeaching(TableScene::TeachingLayer::Ranges);
    EXPECT_TRUE(scene.teachingItems(TableScene::TeachingLayer::Ranges).isEmpty());
}

// --- Screenshots ------------------------------------------------------------------

// JASTA_SCREENSHOTS=1 app_tests writes docs/screenshots/fire.png, moves.png and effects.png.
TEST(TableScreenshots, FireAndMoves) {
    if (qEnvironmentVariableIsEmpty("JASTA_SCREENSHOTS")) GTEST_SKIP() << "JASTA_SCREENSHOTS is not set";
    const GameData& data = shippedData();
    const RuleOptions rules = jasta::test::presetRules("ww1-standard");
    const auto render = [](TableScene& scene, const QRectF& area, const QString& name) {
        QImage image(1280, static_cast<int>(1280 * area.height() / area.width()), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::black);
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
        scene.render(&painter, QRectF(image.rect()), area);
        painter.end();
        EXPECT_TRUE(test::saveScreenshot(image, name));
    };
    {
        TableScene scene(kAssets);
        AircraftState shooter = plane("Brown", "sopwith_camel", {330, 170, 15});
        AircraftState target = plane("Richthofen", "fokker_dr1", {390, 290, 250});
        target.smoke = 1;
        AircraftState other = plane("Voss", "fokker_dr1", {520, 200, 300}, 3);
        other.jams["front"] = 1;
        const GameState state = gameWith({shooter, target, other});
        scene.setPlayerColours({{QStringLiteral("Brown"), QColor(0x4f, 0x8f, 0xe0)},
                                {QStringLiteral("Richthofen"), QColor(0xd8, 0x3a, 0x34)},
                                {QStringLiteral("Voss"), QColor(0x3f, 0xb0, 0x5a)}});
        scene.showState(state, data);
        for (const std::string& aimedAt : {std::string("Richthofen"), std::string("Voss")}) {
            const AircraftType* type = data.aircraftType(shooter.type);
            scene.showShot(
                checkShot(data, rules, state.aircraft[0], type->weapons[0], *state.find(aimedAt), state.aircraft, {}),
                data, state);
        }
        render(scene, QRectF(180, 330, 460, 300), QStringLiteral("fire"));
    }
    {
        TableScene scene(kAssets);
        const Pose a{250, 230, 20}, b{600, 470, 200};
        const GameState state = gameWith({plane("Brown", "sopwith_camel", a), plane("Richthofen", "fokker_dr1", b)});
        scene.setPlayerColours({{QStringLiteral("Brown"), QColor(0x4f, 0x8f, 0xe0)},
                                {QStringLiteral("Richthofen"), QColor(0xd8, 0x3a, 0x34)}});
        scene.showState(state, data);
        const ManeuverCard& cardA = rightTurn(deckOf("sopwith_camel"));
        const ManeuverCard& cardB = *deckOf("fokker_dr1").card(1);
        const GeometrySpec& geometry = geometryOf("sopwith_camel");
        const Pose endA = applyCardMove(a, *cardA.move(Speed::Normal), geometry);
        const Pose endB = applyCardMove(b, *cardB.move(Speed::Normal), geometryOf("fokker_dr1"));
        // Brown's plan for the next turn as ghosts, from where this card ends.
        const ManeuverDeck& deck = deckOf("sopwith_camel");
        const Pose g1 = applyCardMove(endA, *deck.cards[2].move(Speed::Normal), geometry);
        const Pose g2 = applyCardMove(g1, *deck.cards[0].move(Speed::Normal), geometry);
        scene.playMoves({{"Brown", a, endA, &cardA, Speed::Normal}, {"Richthofen", b, endB, &cardB, Speed::Normal}});
        scene.advanceAnimations(TableScene::kMoveDurationMs * 0.4);
        scene.setGhosts("Brown", {g1, g2});
        render(scene, QRectF(170, 120, 540, 370), QStringLiteral("moves"));
    }
    {
        // Issue 16: a fire step being played: a Nieuport's rockets on a
        // Drachen that catches fire, a Camel's guns on a Fokker, a flak shell
        // bursting with its near-miss reach, bombs landing on a depot.
        TableScene scene(kAssets);
        GameState state = gameWith({plane("Nungesser", "nieuport_17", {220, 220, 30}),
                                    plane("Brown", "sopwith_camel", {520, 140, 330}),
                                    plane("Richthofen", "fokker_dr1", {470, 300, 150}),
                                    plane("Harvey-Kelly", "sopwith_camel", {700, 470, 200})});
        state.targets.push_back(centralUnit("drachen", "balloon", "Drachen", {300, 380, 0}, 2));
        state.targets.push_back(centralUnit("depot", "depot", "Fuel depot", {700, 250, 0}));
        scene.setPlayerColours({{QStringLiteral("Nungesser"), QColor(0x4f, 0x8f, 0xe0)},
                                {QStringLiteral("Brown"), QColor(0x4f, 0x8f, 0xe0)},
                                {QStringLiteral("Harvey-Kelly"), QColor(0x4f, 0x8f, 0xe0)},
                                {QStringLiteral("Richthofen"), QColor(0xd8, 0x3a, 0x34)}});
        scene.showState(state, data);
        const TableFrame& frame = scene.frame();
        const ev::Fire rockets = shotAt("drachen", "rockets", {295, 360}, true);
        const ev::Fire guns = shotAt("Richthofen", "front", {480, 285});
        const ev::FlakBurst burst = burstAt({640, 560}, 2);
        const ev::BombLanded bombs = bombsAt({700, 250, 200}, 2);
        RuleOptions withNearMiss = rules;
        withNearMiss.flakNearMiss = true;
        scene.playEffects(fireEffects({Event(rockets, "Nungesser", {"RKT-03"}), Event(guns, "Brown", {"FIRE-01"}),
                                       Event(ev::BalloonAlight{"Nungesser", 1}, "drachen", {"BAL-02"}),
                                       Event(burst, "flak", {"AA-06"}), Event(bombs, "Harvey-Kelly", {"BOMB-03"})},
                                      data, state, withNearMiss, {}, frame));
        // Each one shown at 45% of its own time (they start one after another):
        // the rockets on their way, the flames rising, the shell's cloud, the dust.
        for (EffectItem* item : scene.effectItems())
            item->setProgress(item->spec().start + 0.45 * (item->spec().end - item->spec().start));
        render(scene, QRectF(130, 60, 680, 560), QStringLiteral("effects"));
    }
}

}  // namespace
}  // namespace jasta::app
