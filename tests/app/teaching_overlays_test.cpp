// The teaching overlays (issue 7) in the window: each overlay draws exactly
// what the rules core answers (the ruler ends at the core's aim point, the
// reachable places are the legal plans' places, the threat map is the core's
// map, the odds are the core's odds), they are toggled from the Teach menu,
// the toolbar and one key each, and they keep off the replays.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QGraphicsSceneMouseEvent>
#include <QStatusBar>
#include <QToolBar>
#include <cmath>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/pilots/tactics.hpp"
#include "jasta/rules/damage_odds.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/words/tailing.hpp"
#include "play/game_session.hpp"
#include "play/planning_panel.hpp"
#include "play/play_flow.hpp"
#include "shell/main_window.hpp"
#include "table/aim_mark_item.hpp"
#include "table/aircraft_item.hpp"
#include "table/altitude_badge_item.hpp"
#include "table/arc_item.hpp"
#include "table/ghost_item.hpp"
#include "table/guide_line_item.hpp"
#include "table/odds_item.hpp"
#include "table/overlay_tag_item.hpp"
#include "table/range_rings_item.hpp"
#include "table/reach_cloud_item.hpp"
#include "table/ruler_item.hpp"
#include "table/table_scene.hpp"
#include "table/table_view.hpp"
#include "table/threat_map_item.hpp"
#include "teaching/teaching_overlays.hpp"
#include "widget_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;
using Layer = TableScene::TeachingLayer;
using Overlay = TeachingOverlays::Overlay;

template <class Item>
QList<Item*> itemsOf(const QList<QGraphicsItem*>& items) {
    QList<Item*> found;
    for (QGraphicsItem* item : items)
        if (item->type() == Item::Type) found.append(static_cast<Item*>(item));
    return found;
}

void expectAt(QPointF shown, QPointF expected, double tolerance = 1e-6) {
    EXPECT_NEAR(shown.x(), expected.x(), tolerance);
    EXPECT_NEAR(shown.y(), expected.y(), tolerance);
}

// Puts a scenario airplane at `pose` (table mm, degrees) and `level`.
void place(ScenarioAircraft& placed, Pose pose, int level) {
    placed.x = pose.x;
    placed.y = pose.y;
    placed.heading = pose.heading;
    placed.altitude = level;
}

struct TeachingTest : ::testing::Test {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};

    void SetUp() override {
        window.resize(1400, 900);
        window.show();
        window.flow()->setHandOffs(false);  // one learner at the screen
        window.tableScene()->setAnimationSpeed(50);
    }
    TeachingOverlays& teaching() const { return *window.teaching(); }
    TableScene& scene() const { return *window.tableScene(); }
    const GameState& state() const { return window.session()->state(); }
    QPointF sceneOf(Point2 point) const { return scene().frame().toScene(point); }

    void settle() {
        for (int i = 0; i < 2000 && (window.flow()->isPlayingBack() || scene().isAnimating()); ++i) {
            QApplication::processEvents();
            scene().advanceAnimations(50);
        }
        QApplication::processEvents();
    }

    // The duel with the airplanes placed by hand (table mm, heading, level).
    void start(Pose spad, int spadLevel, Pose albatros, int albatrosLevel, std::string_view ruleset = "ww1-standard") {
        Scenario scenario = *shippedData().scenario("ww1_duel");
        place(scenario.aircraft[0], spad, spadLevel);
        place(scenario.aircraft[1], albatros, albatrosLevel);
        ASSERT_TRUE(window.startGame(scenario, *shippedData().ruleset(ruleset), 2026));
        settle();
    }
    ShotCheck coreShot(const std::string& shooter, const std::string& target) const {
        const AircraftState& s = *state().find(shooter);
        return checkShot(shippedData(), window.session()->rules(), s,
                         shippedData().aircraftType(s.type)->weapons.front(), *state().find(target), state().aircraft,
                         state().overlaps);
    }
    QAction* action(const QString& name) const { return window.findChild<QAction*>(name); }
};

// --- The shot under the mouse -----------------------------------------------------

TEST_F(TeachingTest, HoveringAnEnemyDrawsTheRulerToTheCoresAimPointAndSaysWhy) {
    // The Albatros 150 mm ahead, a little to the right: long range (its base 130 mm away).
    start({450, 300, 0}, 2, {470, 450, 180}, 2);
    teaching().select("spad");
    teaching().hover("albatros");
    const ShotCheck shot = coreShot("spad", "albatros");
    ASSERT_TRUE(shot.canFire);
    ASSERT_EQ(shot.range, Range::Long);
    const auto items = scene().teachingItems(Layer::Explanation);
    // The ruler from the mount ends where the core measured: the nearest visible point.
    const auto rulers = itemsOf<RulerItem>(items);
    ASSERT_EQ(rulers.size(), 1);
    expectAt(rulers.front()->usedEndScene(), sceneOf(shot.aimPoint));
    ASSERT_TRUE(rulers.front()->used().has_value());
    EXPECT_NEAR(*rulers.front()->used(), shot.distanceMm, 1e-9);
    // The aim point is marked, and the line of sight runs from the mount to it.
    const auto marks = itemsOf<AimMarkItem>(items);
    ASSERT_EQ(marks.size(), 1);
    expectAt(marks.front()->pos(), sceneOf(shot.aimPoint));
    const auto lines = itemsOf<GuideLineItem>(items);
    ASSERT_EQ(lines.size(), 1);
    expectAt(lines.front()->line().p2(), sceneOf(shot.aimPoint));
    expectAt(lines.front()->line().p1(), rulers.front()->startScene());
    // The arc wedge from the same mount.
    const auto arcs = itemsOf<ArcItem>(items);
    ASSERT_EQ(arcs.size(), 1);
    expectAt(arcs.front()->apexScene(), rulers.front()->startScene());
    // One sentence says why, on the table and in the status bar.
    const QString sentence = teaching().explanation();
    EXPECT_TRUE(sentence.contains(QStringLiteral("Long range: the ruler reaches the base only in its second half")))
        << sentence.toStdString();
    EXPECT_TRUE(sentence.contains(QStringLiteral("1 damage card from deck A"))) << sentence.toStdString();
    EXPECT_TRUE(sentence.contains(QStringLiteral("level 2"))) << sentence.toStdString();
    EXPECT_TRUE(sentence.contains(QStringLiteral("FIRE-03"))) << sentence.toStdString();
    bool onTable = false;
    for (OverlayTagItem* tag : itemsOf<OverlayTagItem>(items)) onTable = onTable || tag->text() == sentence;
    EXPECT_TRUE(onTable);
    EXPECT_EQ(window.statusBar()->currentMessage(), sentence);
    // The mouse leaves: it is all gone.
    teaching().hover("");
    EXPECT_TRUE(scene().teachingItems(Layer::Explanation).isEmpty());
    EXPECT_TRUE(teaching().explanation().isEmpty());
}

TEST_F(TeachingTest, TheMouseOverTheTableHoversAndAClickSelects) {
    start({450, 300, 0}, 2, {470, 450, 180}, 2);
    EXPECT_EQ(teaching().selected(), "spad") << "the airplane being planned is selected";
    const auto clickOn = [&](const std::string& id) {
        const QPointF at = scene().aircraftItem(id)->scenePos();
        QGraphicsSceneMouseEvent press(QEvent::GraphicsSceneMousePress);
        press.setScenePos(at);
        press.setButton(Qt::LeftButton);
        press.setButtons(Qt::LeftButton);
        press.setButtonDownScenePos(Qt::LeftButton, at);
        QApplication::sendEvent(&scene(), &press);
        QGraphicsSceneMouseEvent release(QEvent::GraphicsSceneMouseRelease);
        release.setScenePos(at);
        release.setButton(Qt::LeftButton);
        release.setButtonDownScenePos(Qt::LeftButton, at);
        QApplication::sendEvent(&scene(), &release);
    };
    // A click on the Albatros selects it, as the player would; the mouse then moves over the SPAD.
    clickOn("albatros");
    EXPECT_EQ(teaching().selected(), "albatros");
    QGraphicsSceneMouseEvent move(QEvent::GraphicsSceneMouseMove);
    move.setScenePos(scene().aircraftItem("spad")->scenePos());
    QApplication::sendEvent(&scene(), &move);
    EXPECT_EQ(teaching().hovered(), "spad");
    EXPECT_TRUE(teaching().explanation().startsWith(QStringLiteral("Manfred von Richthofen at René Fonck")))
        << teaching().explanation().toStdString();
    move.setScenePos(QPointF(10, 10));
    QApplication::sendEvent(&scene(), &move);
    EXPECT_EQ(teaching().hovered(), "");
    // A second click on it lets it go.
    clickOn("albatros");
    EXPECT_EQ(teaching().selected(), "");
}

TEST_F(TeachingTest, TwoLevelsApartTheSentenceSaysNoFireAndAFriendIsNeverExplained) {
    start({450, 300, 0}, 1, {450, 400, 180}, 3);
    teaching().select("spad");
    teaching().hover("albatros");
    EXPECT_TRUE(teaching().explanation().contains(QStringLiteral("2 levels apart")))
        << teaching().explanation().toStdString();
    EXPECT_TRUE(teaching().explanation().contains(QStringLiteral("FIRE-06")));
    // Hovering the selected airplane itself explains nothing.
    teaching().hover("spad");
    EXPECT_TRUE(teaching().explanation().isEmpty());
}

// --- Reachable positions, threat map -------------------------------------------

TEST_F(TeachingTest, TheReachCloudShowsEveryPlaceOfTheLegalPlansWithItsGuns) {
    start({450, 300, 0}, 2, {450, 560, 180}, 2);
    teaching().select("spad");
    action(QStringLiteral("actionOverlayReach"))->trigger();
    for (int cards : {1, 2}) {
        teaching().setReachCards(cards);
        const ReachCloud cloud = reachableCloud(shippedData(), window.session()->rules(), state(), "spad", cards);
        const auto clouds = itemsOf<ReachCloudItem>(scene().teachingItems(Layer::Reach));
        ASSERT_EQ(clouds.size(), 1);
        // Its legend counts the places.
        const auto legends = itemsOf<OverlayTagItem>(scene().teachingItems(Layer::Reach));
        ASSERT_EQ(legends.size(), 1);
        EXPECT_TRUE(legends.front()->text().startsWith(
            QStringLiteral("%1 places after %2 card").arg(cloud.points.size()).arg(cards)))
            << legends.front()->text().toStdString();
        const auto& marks = clouds.front()->marks();
        ASSERT_EQ(marks.size(), cloud.points.size());
        for (std::size_t i = 0; i < marks.size(); ++i) {
            expectAt(marks[i].at, sceneOf({cloud.points[i].pose.x, cloud.points[i].pose.y}));
            EXPECT_EQ(marks[i].guns, cloud.points[i].guns);
        }
        if (cards == 1) {
            // Straight on into the Albatros's guns: some places are under fire, some are not.
            EXPECT_EQ(cloud.maxGuns, 1);
            EXPECT_TRUE(std::any_of(marks.begin(), marks.end(), [](const auto& m) { return m.guns == 0; }));
        }
    }
    // Off again from its key.
    test::pressKey(&window, Qt::Key_R);
    EXPECT_FALSE(action(QStringLiteral("actionOverlayReach"))->isChecked());
    EXPECT_TRUE(scene().teachingItems(Layer::Reach).isEmpty());
}

TEST_F(TeachingTest, TheThreatMapIsTheCoresMap) {
    start({150, 150, 0}, 2, {450, 450, 0}, 2);
    teaching().select("spad");
    action(QStringLiteral("actionOverlayThreat"))->trigger();
    const ThreatMap map = threatMap(shippedData(), window.session()->rules(), state(), "spad");
    const auto items = itemsOf<ThreatMapItem>(scene().teachingItems(Layer::Threat));
    ASSERT_EQ(items.size(), 1);
    int shaded = 0;
    for (double x = 5; x < 900; x += 37)
        for (double y = 5; y < 900; y += 41) {
            const bool threatened = map.at({x, y}) > 0;
            EXPECT_EQ(items.front()->colourAt({x, y}).alpha() > 0, threatened) << x << "," << y;
            shaded += threatened ? 1 : 0;
        }
    EXPECT_GT(shaded, 10);
    // Ahead of the Albatros, whatever card it flies: threatened.
    EXPECT_GT(items.front()->colourAt({450, 600}).alpha(), 0);
}

// --- Hand ghosts ------------------------------------------------------------------

TEST_F(TeachingTest, HandGhostsShowEveryCardFromAfterThePlacedOnesAndRefuseTheIllegalOnes) {
    start({450, 200, 0}, 2, {450, 700, 180}, 2);
    ASSERT_FALSE(window.session()->decisionsOf(window.session()->seat()).empty());
    const std::string planning = window.session()->decisionsOf(window.session()->seat()).front().aircraft;
    ASSERT_EQ(teaching().selected(), planning) << "planning selects the airplane";
    test::pressKey(&window, Qt::Key_G);
    ASSERT_TRUE(action(QStringLiteral("actionOverlayHandGhosts"))->isChecked());
    const auto& data = shippedData();
    const AircraftState& airplane = *state().find(planning);
    const ManeuverDeck& deck = *data.deckOf(*data.aircraftType(airplane.type));
    auto ghosts = itemsOf<GhostItem>(scene().teachingItems(Layer::HandGhosts));
    ASSERT_EQ(ghosts.size(), static_cast<int>(deck.cards.size()));
    for (GhostItem* ghost : ghosts) EXPECT_FALSE(ghost->refused()) << ghost->step();

    // A climb (steep) placed: the ghosts start where it ends, and no steep card may follow (MOV-03).
    ASSERT_TRUE(window.planningPanel()->placeCard(19));
    const Pose afterClimb = PlayFlow::plannedPoses(data, airplane, window.planningPanel()->plan()).front();
    ghosts = itemsOf<GhostItem>(scene().teachingItems(Layer::HandGhosts));
    ASSERT_EQ(ghosts.size(), static_cast<int>(deck.cards.size()));
    const GeometrySpec& geometry = *data.geometryOf(*data.aircraftType(airplane.type));
    for (GhostItem* ghost : ghosts) {
        const ManeuverCard& card = *deck.card(ghost->step());
        EXPECT_EQ(ghost->refused(), card.steep) << card.number;  // 17, 18, 19 (19 is also used)
        const Pose expected = applyCardMove(afterClimb, *card.move(Speed::Normal), geometry);
        expectAt(ghost->pos(), sceneOf({expected.x, expected.y}));
    }
}

TEST_F(TeachingTest, AConfirmedPlanIsNeverBetrayedByTheHandGhosts) {
    // Head-on, 360 mm apart: after the first straights they can fire at each other.
    start({450, 200, 0}, 2, {450, 560, 180}, 2);
    test::pressKey(&window, Qt::Key_G);
    for (const char* airplane : {"spad", "albatros"}) {
        ASSERT_EQ(window.session()->decisionsOf(window.session()->seat()).front().aircraft, airplane);
        for (int card : {1, 2, 3}) ASSERT_TRUE(window.planningPanel()->placeCard(card));
        window.planningPanel()->confirm();
        settle();
    }
    // Phase 1 flown; a fire decision is on the screen. The Albatros's plan (still in
    // the panel) is secret: its hand shows from where it stands now, nothing more.
    ASSERT_EQ(state().stage, Stage::Fire);
    teaching().select("albatros");
    const AircraftState albatros = *state().find("albatros");
    const auto ghosts = itemsOf<GhostItem>(scene().teachingItems(Layer::HandGhosts));
    ASSERT_FALSE(ghosts.empty());
    const ManeuverDeck& deck = *shippedData().deckOf(*shippedData().aircraftType("albatros_d3"));
    const GeometrySpec& geometry = *shippedData().geometryOf(*shippedData().aircraftType("albatros_d3"));
    for (GhostItem* ghost : ghosts) {
        const Pose expected = applyCardMove(albatros.pose, *deck.card(ghost->step())->move(Speed::Normal), geometry);
        expectAt(ghost->pos(), sceneOf({expected.x, expected.y}));
    }
}

// --- Ranges, arcs and altitudes -----------------------------------------------------

TEST_F(TeachingTest, RangesAndAltitudesFollowEveryAirplaneAndNameTheLevelDifference) {
    start({450, 200, 0}, 2, {450, 700, 180}, 3);
    teaching().select("spad");
    action(QStringLiteral("actionOverlayRanges"))->trigger();
    action(QStringLiteral("actionOverlayAltitudes"))->trigger();
    const auto rings = itemsOf<RangeRingsItem>(scene().teachingItems(Layer::Ranges));
    ASSERT_EQ(rings.size(), 2);
    const GeometrySpec& geometry = *shippedData().geometryOf(*shippedData().aircraftType("spad_xiii"));
    for (RangeRingsItem* ring : rings) {
        EXPECT_DOUBLE_EQ(ring->length(), geometry.rulerLength.value);
        EXPECT_DOUBLE_EQ(ring->halfMark(), geometry.rulerHalfMark.value);
    }
    EXPECT_EQ(itemsOf<ArcItem>(scene().teachingItems(Layer::Ranges)).size(), 2);
    const auto badges = itemsOf<AltitudeBadgeItem>(scene().teachingItems(Layer::Altitudes));
    ASSERT_EQ(badges.size(), 2);
    for (AltitudeBadgeItem* badge : badges) {
        if (badge->info().level == 3) {
            EXPECT_EQ(badge->info().relation, QStringLiteral("+1 · half ruler, long range"));
        } else {
            EXPECT_EQ(badge->info().level, 2);
            EXPECT_TRUE(badge->info().relation.isEmpty());  // the selected airplane itself
        }
    }
    // The rings follow the airplane when it moves.
    AircraftItem* spad = scene().aircraftItem("spad");
    spad->setPose({300, 300, 90});
    bool followed = false;
    for (RangeRingsItem* ring : rings) followed = followed || ring->scenePos() == spad->scenePos();
    EXPECT_TRUE(followed);
}

// --- Tailing -------------------------------------------------------------------------

TEST_F(TeachingTest, AtTheStartOfATurnEveryNearbyPairsTailingCheckIsDrawn) {
    // The SPAD 120 mm behind the Albatros, both facing +y: the SPAD may tail it; not the reverse.
    start({450, 300, 0}, 2, {450, 420, 0}, 2);
    ASSERT_TRUE(teaching().isEnabled(Overlay::Tailing)) << "on by default";
    const auto& rules = window.session()->rules();
    const TailCheck check = checkTail(shippedData(), rules, *state().find("spad"), *state().find("albatros"),
                                      state().aircraft, state().overlaps);
    ASSERT_TRUE(check.possible) << words::explainTail(check);
    const auto items = scene().teachingItems(Layer::Tailing);
    const auto lines = itemsOf<GuideLineItem>(items);
    const QLineF ruler(sceneOf(check.rulerFrom), sceneOf(check.rulerTo));
    const auto found = std::find_if(lines.begin(), lines.end(), [&](GuideLineItem* line) {
        return QLineF(line->line().p1(), ruler.p1()).length() < 1e-6 &&
               QLineF(line->line().p2(), ruler.p2()).length() < 1e-6;
    });
    ASSERT_NE(found, lines.end()) << "the ruler the core measured";
    EXPECT_EQ((*found)->look().colour, QColor(0x4c, 0xc2, 0x6a));
    QStringList notes;
    for (OverlayTagItem* tag : itemsOf<OverlayTagItem>(items)) notes << tag->text();
    EXPECT_TRUE(notes.join('\n').contains(QStringLiteral("René Fonck can tail Manfred von Richthofen")))
        << notes.join('\n').toStdString();
    EXPECT_TRUE(notes.join('\n').contains(QStringLiteral("no tail"))) << "the Albatros cannot tail the SPAD behind it";
    // The tailing is decided; once the cards fly, the checks are gone.
    action(QStringLiteral("actionOverlayTailing"))->trigger();
    EXPECT_TRUE(scene().teachingItems(Layer::Tailing).isEmpty());
}

// WX-05: under medium cloud nobody tails, so no tailing check is drawn either.
TEST_F(TeachingTest, UnderMediumCloudNoTailingCheckIsDrawn) {
    Scenario scenario = *shippedData().scenario("ww1_duel");
    place(scenario.aircraft[0], {450, 300, 0}, 2);
    place(scenario.aircraft[1], {450, 420, 0}, 2);  // the SPAD could tail it in a clear sky
    scenario.weather = Weather{WeatherKind::MediumCloud, 6, 8};
    const RuleSet rules = customRuleSet(*shippedData().ruleset("ww1-standard"), {{"cloud_cover", "s003_weather_band"}},
                                        shippedData().options);
    ASSERT_TRUE(window.startGame(scenario, rules, 2026));
    settle();
    ASSERT_TRUE(teaching().isEnabled(Overlay::Tailing));
    EXPECT_EQ(state().stage, Stage::Planning) << "no tail to choose";
    EXPECT_TRUE(scene().teachingItems(Layer::Tailing).isEmpty());
}

// WX-11 in Ranges & Arcs: while the side with the sun waits, the enemies in
// its glare are ringed in gold and each waiting airplane's base is outlined
// where it would come in, as the engine would place it now.
TEST_F(TeachingTest, RangesAndArcsShowWhomTheSunBlindsAndWhereItsSideWouldComeIn) {
    ASSERT_TRUE(
        window.startGame(*shippedData().scenario("ww1_out_of_the_sun"), *shippedData().ruleset("ww1-standard"), 2026));
    settle();
    ASSERT_TRUE(state().sun && state().sun->favoured);
    const Side favoured = *state().sun->favoured;
    action(QStringLiteral("actionOverlayRanges"))->trigger();
    std::map<QString, QGraphicsItem*> marks;
    for (QGraphicsItem* item : scene().teachingItems(Layer::Ranges))
        if (!item->data(0).toString().isEmpty()) marks[item->data(0).toString()] = item;
    ASSERT_TRUE(marks.count(QStringLiteral("sky_legend")));
    for (const AircraftState& airplane : state().aircraft) {
        const QString id = QString::fromStdString(airplane.id);
        if (airplane.side == favoured) {
            EXPECT_EQ(airplane.status, AircraftStatus::InTheSun);
            EXPECT_FALSE(marks.count(QStringLiteral("glare:") + id)) << airplane.id;
        } else {
            EXPECT_TRUE(marks.count(QStringLiteral("glare:") + id)) << airplane.id << " flies in the glare";
        }
    }
    const auto entries = sunEntries(shippedData(), state());
    ASSERT_FALSE(entries.empty());
    for (const SunEntry& entry : entries) {
        const QGraphicsItem* base = marks[QStringLiteral("arrival:") + QString::fromStdString(entry.aircraft)];
        ASSERT_NE(base, nullptr) << entry.aircraft;
        expectAt(base->pos(), sceneOf({entry.pose.x, entry.pose.y}));
    }
    // The table alone, large, for docs/screenshots/overlay_sun.png.
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) dock->hide();
    for (int i = 0; i < 20; ++i) QApplication::processEvents();
    window.tableView()->fitInView(scene().frame().sceneRect(), Qt::KeepAspectRatio);
    for (int i = 0; i < 20; ++i) QApplication::processEvents();
    test::saveScreenshot(window.tableView()->grab().toImage(), QStringLiteral("overlay_sun"));
}

// --- Damage odds ----------------------------------------------------------------------

TEST_F(TeachingTest, TheOddsOfTheShotUnderTheMouseAreTheCoresOdds) {
    // Facing each other, the Albatros's base 80 mm from the SPAD's guns: short range.
    start({450, 300, 0}, 2, {450, 400, 180}, 2);
    action(QStringLiteral("actionOverlayOdds"))->trigger();
    teaching().select("spad");
    teaching().hover("albatros");
    const ShotCheck shot = coreShot("spad", "albatros");
    ASSERT_TRUE(shot.canFire);
    const DamageOdds odds = damageOdds(shippedData(), window.session()->rules(), state(), shot);
    auto items = itemsOf<OddsItem>(scene().teachingItems(Layer::Odds));
    ASSERT_EQ(items.size(), 1);
    EXPECT_EQ(items.front()->points(), odds.points);
    EXPECT_TRUE(items.front()->heading().endsWith(QStringLiteral("· 2 A cards")))
        << items.front()->heading().toStdString();
    // The Albatros's damage cards lie face down for the SPAD's player: the
    // chance to bring it down now would tell how much it has taken.
    ASSERT_FALSE(window.flow()->showsDamageOf("albatros"));
    EXPECT_DOUBLE_EQ(items.front()->bringsDown(), 0.0);
    EXPECT_FALSE(items.front()->summary().contains(QStringLiteral("Down now")))
        << items.front()->summary().toStdString();
    // Open Damage (teaching) shows it.
    action(QStringLiteral("actionOpenDamage"))->setChecked(true);
    teaching().hover("");
    teaching().hover("albatros");
    items = itemsOf<OddsItem>(scene().teachingItems(Layer::Odds));
    ASSERT_EQ(items.size(), 1);
    EXPECT_DOUBLE_EQ(items.front()->bringsDown(), odds.bringsDown);
    EXPECT_TRUE(items.front()->summary().startsWith(QStringLiteral("Down now ")))
        << items.front()->summary().toStdString();
    action(QStringLiteral("actionOpenDamage"))->setChecked(false);  // a setting: leave it as found
}

// --- Replays and every key --------------------------------------------------------

TEST_F(TeachingTest, EveryOverlayHasAMenuEntryAToolbarButtonAndAKey) {
    start({450, 300, 0}, 2, {470, 450, 180}, 2);
    const QStringList names = {QStringLiteral("HandGhosts"), QStringLiteral("Reach"),     QStringLiteral("Threat"),
                               QStringLiteral("Ranges"),     QStringLiteral("Altitudes"), QStringLiteral("Tailing"),
                               QStringLiteral("Odds")};
    auto* toolbar = window.findChild<QToolBar*>(QStringLiteral("teachingToolbar"));
    ASSERT_NE(toolbar, nullptr);
    std::set<QKeySequence> keys;
    for (const QString& name : names) {
        QAction* overlay = action(QStringLiteral("actionOverlay") + name);
        ASSERT_NE(overlay, nullptr) << name.toStdString();
        EXPECT_TRUE(toolbar->actions().contains(overlay)) << name.toStdString();
        EXPECT_FALSE(overlay->shortcut().isEmpty()) << name.toStdString();
        EXPECT_FALSE(overlay->toolTip().isEmpty());
        keys.insert(overlay->shortcut());
        const bool before = overlay->isChecked();
        const auto key = static_cast<Qt::Key>(overlay->shortcut()[0].key());
        test::pressKey(&window, key);
        EXPECT_NE(overlay->isChecked(), before) << name.toStdString() << ": its key toggles it";
    }
    EXPECT_EQ(keys.size(), static_cast<std::size_t>(names.size())) << "one key each";
}

TEST_F(TeachingTest, OverlaysStayOffTheTableDuringAReplay) {
    start({450, 300, 0}, 2, {470, 450, 180}, 2);
    action(QStringLiteral("actionOverlayRanges"))->trigger();
    EXPECT_FALSE(scene().teachingItems(Layer::Ranges).isEmpty());
    teaching().setSuspended(true);
    for (Layer layer : {Layer::HandGhosts, Layer::Reach, Layer::Threat, Layer::Ranges, Layer::Altitudes, Layer::Tailing,
                        Layer::Explanation, Layer::Odds})
        EXPECT_TRUE(scene().teachingItems(layer).isEmpty());
    teaching().setSuspended(false);
    EXPECT_FALSE(scene().teachingItems(Layer::Ranges).isEmpty());
}

}  // namespace
}  // namespace jasta::app

namespace jasta::app {
namespace {

// JASTA_SCREENSHOTS=1 app_tests --gtest_filter='TeachingTest.Screenshots'
// writes docs/screenshots/overlay_*.png: each overlay on a four-airplane
// fight in the middle of the table.
TEST_F(TeachingTest, Screenshots) {
    if (qEnvironmentVariableIsEmpty("JASTA_SCREENSHOTS")) GTEST_SKIP() << "JASTA_SCREENSHOTS is not set";
    window.resize(1600, 1000);
    Scenario scenario = *shippedData().scenario("ww1_duel");
    place(scenario.aircraft[0], {430, 300, 10}, 2);
    place(scenario.aircraft[1], {500, 440, 200}, 2);
    // A wingman for each side, a copy of its leader with its own type and name.
    const auto wingman = [&](std::size_t leader, const char* id, const char* type, const char* name, Pose pose,
                             int level) {
        ScenarioAircraft added = scenario.aircraft[leader];
        added.id = id;
        added.type = type;
        added.name = name;
        place(added, pose, level);
        scenario.aircraft.push_back(added);
    };
    wingman(0, "camel", "sopwith_camel", "Roy Brown", {600, 260, 320}, 2);
    wingman(1, "dr1", "fokker_dr1", "Werner Voss", {330, 520, 150}, 3);
    ASSERT_TRUE(window.startGame(scenario, *shippedData().ruleset("ww1-standard"), 2026));
    settle();
    // The table alone, large: the docks make room.
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) dock->hide();
    for (int i = 0; i < 20; ++i) QApplication::processEvents();
    window.tableView()->fitInView(QRectF(170, 250, 580, 400), Qt::KeepAspectRatio);
    const auto shoot = [&](const char* name) {
        for (int i = 0; i < 20; ++i) QApplication::processEvents();
        test::saveScreenshot(window.tableView()->grab().toImage(), QString::fromLatin1(name));
    };
    const auto set = [&](const char* overlay, bool on) {
        QAction* a = action(QStringLiteral("actionOverlay") + QLatin1String(overlay));
        if (a->isChecked() != on) a->trigger();
    };
    // Tailing checks at the start of the turn (on by default).
    shoot("overlay_tailing");
    set("Tailing", false);
    // The shot under the mouse, with its odds.
    teaching().select("spad");
    set("Odds", true);
    teaching().hover("albatros");
    shoot("overlay_shot");
    teaching().hover("");
    set("Odds", false);
    // The hand from where the SPAD stands, a climb placed: no steep card next.
    window.planningPanel()->placeCard(19);
    set("HandGhosts", true);
    shoot("overlay_hand");
    window.planningPanel()->clearPlan();
    set("HandGhosts", false);
    // Everywhere three cards reach, coloured by the guns on each place.
    teaching().setReachCards(3);
    set("Reach", true);
    shoot("overlay_reach");
    set("Reach", false);
    set("Threat", true);
    shoot("overlay_threat");
    set("Threat", false);
    set("Ranges", true);
    set("Altitudes", true);
    shoot("overlay_ranges");
}

}  // namespace
}  // namespace jasta::app
