// The scenario editor (issue 17) as a player uses it: airplanes added and
// dragged on the table, every edit undone and redone, problems listed and
// ringed on the table as they appear and go, a game mode laid out, a
// shipped scenario changed and saved as a new file while the shipped one
// stays, and a scenario built from nothing played from New Game
// (docs/screenshots/scenario_editor.png).

#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QLineEdit>
#include <QListWidget>
#include <QMouseEvent>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <cmath>

#include "app_test_support.hpp"
#include "editor/scenario_document.hpp"
#include "editor/scenario_editor.hpp"
#include "flying_fixture.hpp"
#include "jasta/data/game_data.hpp"
#include "play/game_session.hpp"
#include "play/placement_panel.hpp"
#include "play/rule_options_list.hpp"
#include "shell/main_window.hpp"
#include "table/aircraft_item.hpp"
#include "table/ground_item.hpp"
#include "table/mode_item.hpp"
#include "table/relief_item.hpp"
#include "table/sun_item.hpp"
#include "table/table_scene.hpp"
#include "table/table_view.hpp"
#include "window_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;

struct ScenarioEditorTest : ::testing::Test {
    ScenarioEditor editor{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    QTemporaryDir folder;

    void SetUp() override {
        ASSERT_TRUE(folder.isValid());
        editor.setHeadless(true);
        editor.resize(1400, 900);
        editor.show();
        test::settle();
        editor.tableView()->fitAll();
        test::settle();
    }
    const Scenario& scenario() const { return editor.document()->scenario(); }
    QUndoStack* undo() const { return editor.document()->undoStack(); }

    // Where a table point (mm) is on the view's viewport, px.
    QPoint onScreen(double x, double y) const {
        return editor.tableView()->mapFromScene(editor.tableScene()->frame().toScene(x, y));
    }
    // Drags with the left button from table point `from` to `to` (mm), in a few steps as a hand would.
    void drag(Point2 from, Point2 to) const {
        QWidget* viewport = editor.tableView()->viewport();
        const auto send = [&](QEvent::Type type, QPoint at, Qt::MouseButtons held) {
            QMouseEvent event(type, QPointF(at), QPointF(viewport->mapToGlobal(at)), Qt::LeftButton, held,
                              Qt::NoModifier);
            QApplication::sendEvent(viewport, &event);
        };
        send(QEvent::MouseButtonPress, onScreen(from.x, from.y), Qt::LeftButton);
        constexpr int kSteps = 4;
        for (int step = 1; step <= kSteps; ++step) {
            const double t = static_cast<double>(step) / kSteps;
            send(QEvent::MouseMove, onScreen(from.x + t * (to.x - from.x), from.y + t * (to.y - from.y)),
                 Qt::LeftButton);
        }
        send(QEvent::MouseButtonRelease, onScreen(to.x, to.y), Qt::NoButton);
        test::settle();
    }
    // A duel built with the panel's buttons: a SPAD for the Entente, an
    // Albatros for the Central Powers dragged to the top of the table.
    void buildDuel() {
        editor.addAircraft(QStringLiteral("spad_xiii"), Side::Entente);
        editor.addAircraft(QStringLiteral("albatros_d3"), Side::Central);
        test::settle();
    }
};

TEST_F(ScenarioEditorTest, ANewScenarioIsAnEmptyTableThatCannotBePlayedYet) {
    EXPECT_EQ(scenario().tableWidth, 900);
    EXPECT_TRUE(scenario().aircraft.empty());
    EXPECT_FALSE(editor.document()->problems().empty());  // a game needs airplanes
    EXPECT_FALSE(editor.playButton()->isEnabled());
    EXPECT_FALSE(editor.play());
    EXPECT_EQ(editor.problemList()->count(), static_cast<int>(editor.document()->problems().size()));
}

TEST_F(ScenarioEditorTest, AnAirplaneAddedStandsInTheMiddleAndIsDraggedWhereThePlayerLetsGoOfIt) {
    buildDuel();
    ASSERT_EQ(scenario().aircraft.size(), 2U);
    // Both stand in the middle of the table on top of each other: the check says so.
    EXPECT_EQ(scenario().aircraft[1].x, 450);
    EXPECT_EQ(scenario().aircraft[1].y, 450);
    ASSERT_TRUE(editor.selected().has_value());
    EXPECT_EQ(*editor.selected(), (ElementRef{ElementKind::Aircraft, 1}));
    EXPECT_NE(editor.selectionMark(), nullptr);

    drag({450, 450}, {450, 750});  // the Albatros, on top, to the top of the table
    const ScenarioAircraft& albatros = scenario().aircraft[1];
    EXPECT_NEAR(albatros.x, 450, 2.0);  // a pixel of the view is about 1 mm here
    EXPECT_NEAR(albatros.y, 750, 2.0);
    EXPECT_EQ(scenario().aircraft[0].y, 450);  // the SPAD stayed
    // The table shows it there.
    const AircraftItem* item = editor.tableScene()->aircraftItem(albatros.id);
    ASSERT_NE(item, nullptr);
    const QPointF shown = item->pos();
    const QPointF expected = editor.tableScene()->frame().toScene(albatros.x, albatros.y);
    EXPECT_NEAR(shown.x(), expected.x(), 0.5);
    EXPECT_NEAR(shown.y(), expected.y(), 0.5);
    // The panel follows the selected airplane.
    EXPECT_NEAR(editor.yBox()->value(), albatros.y, 0.05);
    // The whole drag is one undo step.
    EXPECT_EQ(undo()->count(), 3);
    undo()->undo();
    EXPECT_EQ(scenario().aircraft[1].y, 450);
    undo()->redo();
    EXPECT_NEAR(scenario().aircraft[1].y, 750, 2.0);
}

TEST_F(ScenarioEditorTest, EveryEditIsUndoneAndRedoneInTurn) {
    buildDuel();
    drag({450, 450}, {450, 750});
    editor.turnSelected(15);  // ] on the keyboard
    editor.turnSelected(165);
    EXPECT_NEAR(scenario().aircraft[1].heading, 180, 1e-9);
    editor.setSelectedAltitude(3);
    editor.widthBox()->setValue(120);  // the table grows to 120 cm
    EXPECT_EQ(scenario().tableWidth, 1200);
    editor.nameEdit()->setText(QStringLiteral("Dawn patrol"));
    emit editor.nameEdit()->editingFinished();
    EXPECT_EQ(scenario().name, "Dawn patrol");

    // Back step by step: name, table, altitude, the turns (one step: same element in a row), drag, adds.
    const int steps = undo()->count();
    undo()->undo();
    EXPECT_EQ(scenario().name, "New scenario");
    EXPECT_EQ(editor.nameEdit()->text(), QStringLiteral("New scenario"));
    undo()->undo();
    EXPECT_EQ(scenario().tableWidth, 900);
    EXPECT_EQ(editor.widthBox()->value(), 90);
    undo()->undo();
    EXPECT_EQ(scenario().aircraft[1].altitude, 2);
    undo()->undo();
    EXPECT_NEAR(scenario().aircraft[1].heading, 0, 1e-9);
    undo()->undo();
    EXPECT_EQ(scenario().aircraft[1].y, 450);
    undo()->undo();
    EXPECT_EQ(scenario().aircraft.size(), 1U);
    EXPECT_FALSE(editor.selected().has_value());  // the Albatros undone away is not selected
    undo()->undo();
    EXPECT_TRUE(scenario().aircraft.empty());
    EXPECT_FALSE(editor.document()->isModified());
    // And forward again to where it was.
    while (undo()->canRedo()) undo()->redo();
    EXPECT_EQ(undo()->index(), steps);
    EXPECT_EQ(scenario().name, "Dawn patrol");
    EXPECT_EQ(scenario().tableWidth, 1200);
    EXPECT_EQ(scenario().aircraft[1].altitude, 3);
    EXPECT_NEAR(scenario().aircraft[1].heading, 180, 1e-9);
}

TEST_F(ScenarioEditorTest, ProblemsAreListedAndRingedOnTheTableUntilFixed) {
    buildDuel();
    // Two bases on top of each other, and nothing else wrong.
    drag({450, 450}, {450, 750});
    ASSERT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
    EXPECT_TRUE(editor.problemMarks().empty());
    EXPECT_TRUE(editor.playButton()->isEnabled());
    EXPECT_TRUE(editor.problemList()->item(0)->text().contains(QStringLiteral("can be played")));

    // Off the right edge: one problem, named and ringed where the airplane is.
    drag({450, 750}, {960, 750});
    ASSERT_EQ(editor.document()->problems().size(), 1U);
    EXPECT_TRUE(editor.problemList()->item(0)->text().contains(QStringLiteral("outside the table")));
    EXPECT_TRUE(editor.problemList()->item(0)->text().contains(QString::fromStdString(scenario().aircraft[1].id)));
    ASSERT_EQ(editor.problemMarks().size(), 1U);
    const QPointF ring = editor.problemMarks()[0]->sceneBoundingRect().center();
    const QPointF at = editor.tableScene()->frame().toScene(scenario().aircraft[1].x, scenario().aircraft[1].y);
    EXPECT_NEAR(ring.x(), at.x(), 1.0);
    EXPECT_NEAR(ring.y(), at.y(), 1.0);
    EXPECT_FALSE(editor.playButton()->isEnabled());
    // Clicking the problem selects the airplane it is about.
    editor.select(std::nullopt);
    editor.problemList()->setCurrentRow(0);
    ASSERT_TRUE(editor.selected().has_value());
    EXPECT_EQ(*editor.selected(), (ElementRef{ElementKind::Aircraft, 1}));
    // Undo brings it back on the table, and the problem goes.
    undo()->undo();
    EXPECT_TRUE(editor.document()->problems().empty());
    EXPECT_TRUE(editor.problemMarks().empty());
}

TEST_F(ScenarioEditorTest, AGameModeLaysOutItsMarkersAndFlagsOnTheTable) {
    buildDuel();
    drag({450, 450}, {450, 750});
    editor.widthBox()->setValue(150);
    editor.heightBox()->setValue(100);
    editor.modeBox()->setCurrentIndex(editor.modeBox()->findData(QStringLiteral("capture_the_flag")));
    ASSERT_TRUE(scenario().mode.has_value());
    EXPECT_EQ(scenario().mode->kind, GameModeKind::CaptureTheFlag);
    // MODE-05 on 150 x 100 cm: the shipped Capture the Flag's markers and flags.
    const Scenario& shipped = *shippedData().scenario("ww1_capture_the_flag");
    EXPECT_EQ(scenario().mode->ammoMarkers, shipped.mode->ammoMarkers);
    EXPECT_EQ(scenario().mode->flags, shipped.mode->flags);
    const ModeItem* shown = editor.tableScene()->modeItem();
    ASSERT_NE(shown, nullptr);
    EXPECT_TRUE(shown->isVisible());
    EXPECT_EQ(shown->markers().size(), 4);
    // A mode counts victories: the points are not offered.
    EXPECT_FALSE(editor.scoringBox()->isEnabled());
    EXPECT_TRUE(editor.victoriesBox()->isEnabled());

    // A marker dragged by hand.
    const Point2 marker = scenario().mode->ammoMarkers[0];
    drag(marker, {marker.x + 100, marker.y + 50});
    EXPECT_NEAR(scenario().mode->ammoMarkers[0].x, marker.x + 100, 2.0);
    EXPECT_NEAR(scenario().mode->ammoMarkers[0].y, marker.y + 50, 2.0);
    // Back to a plain game: no markers, and the victory points are offered again.
    editor.modeBox()->setCurrentIndex(0);
    EXPECT_FALSE(scenario().mode.has_value());
    EXPECT_FALSE(editor.tableScene()->modeItem()->isVisible());
    EXPECT_TRUE(editor.scoringBox()->isEnabled());
    editor.scoringBox()->setChecked(true);
    editor.enemyDownBox()->setValue(3);
    ASSERT_TRUE(scenario().scoring.has_value());
    EXPECT_EQ(scenario().scoring->enemyDown, 3);
}

// The rules level and single options (issue 17): the mode brings its
// options, the player changes one in the Rule options window, undo takes it
// back, another level drops what it makes anyway; the file keeps the changes.
TEST_F(ScenarioEditorTest, RuleOptionsAreSetOneByOneAndUndone) {
    buildDuel();
    drag({450, 450}, {450, 750});
    EXPECT_EQ(editor.ruleOptionsButton()->text(), QStringLiteral("Rule options…"));
    editor.modeBox()->setCurrentIndex(editor.modeBox()->findData(QStringLiteral("deathmatch")));
    EXPECT_EQ(scenario().ruleChanges, modeRuleChanges());  // MODE-02 and MODE-08 come with the mode
    EXPECT_EQ(editor.ruleOptionsButton()->text(), QStringLiteral("Rule options… (4 changed)"));

    RuleOptionsList* options = editor.showRuleOptions();
    ASSERT_NE(options, nullptr);
    EXPECT_EQ(options->value(QStringLiteral("ammunition")), QStringLiteral("shot_counter"));
    EXPECT_TRUE(options->isChanged(QStringLiteral("ammunition")));
    EXPECT_FALSE(options->isChanged(QStringLiteral("max_altitude")));
    ASSERT_TRUE(options->choose(QStringLiteral("ammunition_count"), QStringLiteral("8")));
    EXPECT_EQ(scenario().ruleChanges.at("ammunition_count"), "8");
    EXPECT_EQ(undo()->undoText(), QStringLiteral("Set Ammunition per aircraft"));
    undo()->undo();
    EXPECT_EQ(scenario().ruleChanges.at("ammunition_count"), "10");
    EXPECT_EQ(options->value(QStringLiteral("ammunition_count")), QStringLiteral("10"));
    // An option chosen at the level's own value is no change.
    ASSERT_TRUE(options->choose(QStringLiteral("explosion_handling"), QStringLiteral("normal")));
    EXPECT_EQ(scenario().ruleChanges.count("explosion_handling"), 0U);
    EXPECT_FALSE(options->isChanged(QStringLiteral("explosion_handling")));

    const QString file = folder.filePath(QStringLiteral("eight shots.json"));
    ASSERT_TRUE(options->choose(QStringLiteral("ammunition_count"), QStringLiteral("8")));
    ASSERT_TRUE(editor.saveTo(file));
    Diagnostics problems;
    const auto saved = loadScenarioFile(file.toStdString(), shippedData(), problems);
    ASSERT_TRUE(saved.has_value()) << problems.toString();
    EXPECT_EQ(saved->ruleChanges.at("ammunition_count"), "8");
    EXPECT_EQ(saved->ruleChanges.at("ammunition"), "shot_counter");
}

// The ground under the airplanes (issue 17): a landing field added, turned
// and made longer, a hill given a name and a floor, a defended zone with its
// balloon watch, artillery spotting; every one a step of its own on the undo
// stack, all written to the file and read back.
TEST_F(ScenarioEditorTest, FieldsAreasAndArtillerySpottingAreSetOnTheTable) {
    buildDuel();
    drag({450, 450}, {450, 750});
    drag({450, 450}, {750, 150});  // the SPAD out of the way of the ground to come
    editor.addField();
    ASSERT_EQ(scenario().landingFields.size(), 1U);
    EXPECT_EQ(*editor.selected(), (ElementRef{ElementKind::Field, 0}));
    EXPECT_TRUE(editor.fieldWidthBox()->isEnabled());
    editor.fieldLengthBox()->setValue(400);
    EXPECT_EQ(scenario().landingFields[0].length, 400);
    editor.turnSelected(90);
    EXPECT_EQ(scenario().landingFields[0].heading, 90);
    drag({600, 450}, {350, 150});  // by one end, to the bottom left: off the hill to come
    EXPECT_NEAR(scenario().landingFields[0].x, 200, 2.0);
    EXPECT_NEAR(scenario().landingFields[0].y, 150, 2.0);
    EXPECT_NE(editor.selectionMark(), nullptr);

    editor.addRelief();
    ASSERT_EQ(scenario().relief.size(), 1U);
    EXPECT_EQ(*editor.selected(), (ElementRef{ElementKind::Relief, 0}));
    EXPECT_TRUE(editor.altitudeBox()->isEnabled());  // its floor
    editor.altitudeBox()->setValue(3);
    EXPECT_EQ(scenario().relief[0].floor, 3);
    EXPECT_EQ(undo()->undoText(), QStringLiteral("Change the floor"));
    editor.elementNameEdit()->setText(QStringLiteral("Hill 304"));
    emit editor.elementNameEdit()->editingFinished();
    EXPECT_EQ(scenario().relief[0].name, "Hill 304");
    ASSERT_EQ(editor.tableScene()->reliefItems().size(), 1);
    EXPECT_EQ(editor.tableScene()->reliefItems().value(QStringLiteral("hill"))->caption(),
              QStringLiteral("Hill 304 · ground 3"));

    editor.addDefendedZone();  // for the side under "For": the Entente attacks
    ASSERT_TRUE(scenario().attack.has_value());
    EXPECT_EQ(scenario().attack->side, Side::Entente);
    editor.balloonWatchBox()->setChecked(true);
    EXPECT_TRUE(scenario().attack->balloonWatch);
    // Over the hill, a click takes the zone; the hill is under it.
    editor.select(std::nullopt);
    editor.select(elementAt(scenario(), shippedData(), {550, 550}));
    EXPECT_EQ(*editor.selected(), (ElementRef{ElementKind::DefendedZone, 0}));

    editor.addTarget(QStringLiteral("balloon"), Side::Central);
    editor.spottingBox()->setChecked(true);
    editor.spottingSideBox()->setCurrentIndex(editor.spottingSideBox()->findData(static_cast<int>(Side::Central)));
    editor.spottingTurnsBox()->setValue(5);
    ASSERT_TRUE(scenario().artillerySpotting.has_value());
    EXPECT_EQ(scenario().artillerySpotting->side, Side::Central);
    EXPECT_EQ(scenario().artillerySpotting->turns, 5);
    EXPECT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
    editor.select(ElementRef{ElementKind::Relief, 0});
    test::settle();
    test::saveScreenshot(editor.grab().toImage(), QStringLiteral("scenario_editor_ground"));

    const QString file = folder.filePath(QStringLiteral("ground.json"));
    ASSERT_TRUE(editor.saveTo(file));
    Diagnostics problems;
    const auto saved = loadScenarioFile(file.toStdString(), shippedData(), problems);
    ASSERT_TRUE(saved.has_value()) << problems.toString();
    ASSERT_EQ(saved->landingFields.size(), 1U);
    EXPECT_EQ(saved->landingFields[0].length, 400);
    ASSERT_EQ(saved->relief.size(), 1U);
    EXPECT_EQ(saved->relief[0].name, "Hill 304");
    EXPECT_EQ(saved->relief[0].floor, 3);
    ASSERT_TRUE(saved->attack.has_value());
    EXPECT_TRUE(saved->attack->balloonWatch);
    EXPECT_EQ(saved->artillerySpotting, scenario().artillerySpotting);

    // Undone step by step: the spotting's changes in a row are one step, then the balloon goes.
    undo()->undo();
    EXPECT_FALSE(scenario().artillerySpotting.has_value());
    undo()->undo();
    EXPECT_TRUE(scenario().targets.empty());
    // A field deleted leaves the table.
    editor.select(ElementRef{ElementKind::Field, 0});
    editor.deleteSelected();
    EXPECT_TRUE(scenario().landingFields.empty());
    EXPECT_TRUE(editor.tableScene()->fieldItems().isEmpty());
}

// An airplane parked on a field (GND-03) and one loaded with its bombs.
TEST_F(ScenarioEditorTest, AnAirplaneIsParkedOnAFieldAndLoadedWithBombs) {
    buildDuel();
    drag({450, 450}, {450, 750});  // the Albatros up the table; the SPAD stays in the middle
    editor.addField();             // under the SPAD
    editor.select(ElementRef{ElementKind::Aircraft, 0});
    ASSERT_TRUE(editor.onGroundBox()->isEnabled());
    editor.onGroundBox()->setChecked(true);
    EXPECT_TRUE(scenario().aircraft[0].onGround);
    EXPECT_EQ(scenario().aircraft[0].altitude, 0);
    EXPECT_FALSE(editor.altitudeBox()->isEnabled());
    EXPECT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
    // Dragged off the field, it is a problem pointed at the airplane.
    drag({450, 450}, {750, 450});
    ASSERT_FALSE(editor.document()->problems().empty());
    EXPECT_EQ(elementOfPointer(editor.document()->problems().items()[0].pointer),
              (ElementRef{ElementKind::Aircraft, 0}));
    undo()->undo();
    editor.select(ElementRef{ElementKind::Aircraft, 0});
    editor.onGroundBox()->setChecked(false);
    EXPECT_EQ(scenario().aircraft[0].altitude, 2);

    editor.select(ElementRef{ElementKind::Aircraft, 1});
    ASSERT_TRUE(editor.bombsBox()->isEnabled());  // the Albatros D.III carries one bomb
    EXPECT_EQ(editor.bombsBox()->maximum(), 1);
    editor.bombsBox()->setValue(1);
    EXPECT_EQ(scenario().aircraft[1].bombs, 1);
    EXPECT_EQ(undo()->undoText(), QStringLiteral("Load bombs"));
    EXPECT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
}

// BAL-08: a barrage net hung from the selected balloon to another, undone.
TEST_F(ScenarioEditorTest, ABarrageNetIsHungBetweenTwoBalloons) {
    buildDuel();
    drag({450, 450}, {450, 750});
    drag({450, 450}, {450, 150});
    editor.addTarget(QStringLiteral("balloon"), Side::Central);
    drag({450, 450}, {250, 500});
    editor.addTarget(QStringLiteral("balloon"), Side::Central);
    drag({450, 450}, {650, 500});
    editor.select(ElementRef{ElementKind::Target, 0});
    ASSERT_TRUE(editor.linkButton()->isEnabled());
    EXPECT_EQ(editor.netToBox()->count(), 1);
    EXPECT_FALSE(editor.takeDownButton()->isEnabled());
    editor.linkButton()->click();
    ASSERT_EQ(scenario().nets.size(), 1U);
    EXPECT_EQ(scenario().nets[0].balloons, (std::vector<std::string>{"balloon", "balloon_2"}));
    EXPECT_EQ(undo()->undoText(), QStringLiteral("Hang a net"));
    EXPECT_TRUE(editor.takeDownButton()->isEnabled());
    EXPECT_FALSE(editor.netRingBox()->isEnabled());  // two balloons make a line, not a ring
    EXPECT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
    undo()->undo();
    EXPECT_TRUE(scenario().nets.empty());
}

// An area reshaped by its handles: a corner dragged, a corner added by
// dragging an edge's middle (one undo step with its drag), one taken away
// with Shift + click.
TEST_F(ScenarioEditorTest, AnAreaIsReshapedByItsCornerHandles) {
    buildDuel();
    drag({450, 450}, {450, 750});
    drag({450, 450}, {450, 120});
    editor.addRelief();  // corners (300,300) (600,300) (600,600) (300,600)
    ASSERT_EQ(*editor.selected(), (ElementRef{ElementKind::Relief, 0}));
    EXPECT_EQ(editor.cornerHandles().size(), 8U);  // four corners, four edge middles
    drag({600, 600}, {700, 650});
    EXPECT_NEAR(scenario().relief[0].outline[2].x, 700, 2.0);
    EXPECT_NEAR(scenario().relief[0].outline[2].y, 650, 2.0);
    EXPECT_EQ(scenario().relief[0].outline[0], (Point2{300, 300}));  // the others stay
    drag({450, 300}, {450, 250});                                    // the bottom edge's middle: a new corner
    ASSERT_EQ(scenario().relief[0].outline.size(), 5U);
    EXPECT_NEAR(scenario().relief[0].outline[1].y, 250, 2.0);
    EXPECT_EQ(editor.cornerHandles().size(), 10U);
    EXPECT_EQ(undo()->undoText(), QStringLiteral("Move a corner"));
    undo()->undo();  // the new corner and its drag are one step
    EXPECT_EQ(scenario().relief[0].outline.size(), 4U);

    QWidget* viewport = editor.tableView()->viewport();
    const QPoint corner = onScreen(300, 300);
    QMouseEvent press(QEvent::MouseButtonPress, QPointF(corner), QPointF(viewport->mapToGlobal(corner)), Qt::LeftButton,
                      Qt::LeftButton, Qt::ShiftModifier);
    QApplication::sendEvent(viewport, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, QPointF(corner), QPointF(viewport->mapToGlobal(corner)),
                        Qt::LeftButton, Qt::NoButton, Qt::ShiftModifier);
    QApplication::sendEvent(viewport, &release);
    test::settle();
    ASSERT_EQ(scenario().relief[0].outline.size(), 3U);
    EXPECT_EQ(scenario().relief[0].outline[0], (Point2{600, 300}));
    EXPECT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
}

TEST_F(ScenarioEditorTest, TheSkyIsSetInThePanel) {
    buildDuel();
    drag({450, 450}, {450, 750});
    editor.weatherBox()->setCurrentIndex(editor.weatherBox()->findData(QStringLiteral("medium_cloud")));
    ASSERT_TRUE(scenario().weather.has_value());
    EXPECT_EQ(scenario().weather->kind, WeatherKind::MediumCloud);
    EXPECT_EQ(scenario().ruleChanges.at("cloud_cover"), "s003_weather_band");  // the weather rules are played
    EXPECT_TRUE(editor.cloudLowBox()->isEnabled());
    editor.cloudHighBox()->setValue(7);
    EXPECT_EQ(scenario().weather->high, 7);
    // A band upside down is a problem until put right.
    editor.cloudLowBox()->setValue(9);
    EXPECT_FALSE(editor.document()->problems().empty());
    editor.cloudLowBox()->setValue(4);
    EXPECT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
    editor.weatherBox()->setCurrentIndex(editor.weatherBox()->findData(QStringLiteral("season")));
    EXPECT_FALSE(scenario().weather.has_value());
    EXPECT_TRUE(scenario().season.has_value());
    editor.weatherBox()->setCurrentIndex(editor.weatherBox()->findData(QStringLiteral("none")));
    EXPECT_EQ(scenario().ruleChanges.count("cloud_cover"), 0U);

    editor.sunBox()->setChecked(true);
    editor.timeOfDayBox()->setCurrentIndex(editor.timeOfDayBox()->findData(static_cast<int>(TimeOfDay::Dusk)));
    ASSERT_TRUE(scenario().sun.has_value());
    EXPECT_EQ(scenario().sun->timeOfDay, TimeOfDay::Dusk);
    EXPECT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
    // WX-11: no card is drawn in the editor, so both edges show the sun a card could put there and whom it favours:
    // on the Western front the Entente hold the west (the table's left edge by default).
    const auto& suns = editor.tableScene()->sunChoiceItems();
    ASSERT_NE(suns[0], nullptr);
    ASSERT_NE(suns[1], nullptr);
    EXPECT_TRUE(suns[0]->isVisible());
    EXPECT_LT(suns[0]->centre().x(), suns[1]->centre().x()) << "the west on the left";
    EXPECT_TRUE(suns[0]->caption().contains(QStringLiteral("west"))) << suns[0]->caption().toStdString();
    EXPECT_TRUE(suns[0]->caption().contains(QStringLiteral("Entente"))) << suns[0]->caption().toStdString();
    EXPECT_TRUE(suns[1]->caption().contains(QStringLiteral("Central Powers"))) << suns[1]->caption().toStdString();
    test::settle();
    test::saveScreenshot(editor.grab().toImage(), QStringLiteral("scenario_editor_sun"));
    editor.frontBox()->setCurrentIndex(editor.frontBox()->findData(static_cast<int>(Front::Eastern)));
    EXPECT_TRUE(suns[0]->caption().contains(QStringLiteral("Central Powers"))) << "the Eastern front swaps them";
    undo()->undo();  // the sun's changes in a row are one step
    EXPECT_FALSE(scenario().sun.has_value());
    EXPECT_FALSE(editor.sunBox()->isChecked());
    EXPECT_FALSE(suns[0]->isVisible());
    EXPECT_FALSE(suns[1]->isVisible());
}

// ALT-07 / ALT-02: the climb counters an airplane starts with, and the reason
// a mission gives for a start outside levels 1 to 3.
TEST_F(ScenarioEditorTest, AnAirplaneStartsWithClimbCountersOrHighWithAReason) {
    buildDuel();
    drag({450, 450}, {450, 750});
    editor.select(ElementRef{ElementKind::Aircraft, 0});
    const AircraftType& spad = *shippedData().aircraftType("spad_xiii");
    ASSERT_TRUE(editor.climbBox()->isEnabled());
    EXPECT_EQ(editor.climbBox()->maximum(), spad.climbRate.value - 1) << "a full rate of counters is a level";
    editor.climbBox()->setValue(1);
    EXPECT_EQ(scenario().aircraft[0].climb, 1);
    EXPECT_EQ(undo()->undoText(), QStringLiteral("Change the climb counters"));

    editor.altitudeBox()->setValue(5);
    ASSERT_FALSE(editor.document()->problems().empty()) << "ALT-02: a start above level 3 needs a reason";
    editor.altitudeReasonBox()->setText(QStringLiteral("escorting a bomber at its cruise height"));
    emit editor.altitudeReasonBox()->editingFinished();
    EXPECT_EQ(scenario().aircraft[0].altitudeReason, "escorting a bomber at its cruise height");
    EXPECT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
    undo()->undo();
    EXPECT_TRUE(scenario().aircraft[0].altitudeReason.empty());
    EXPECT_TRUE(editor.altitudeReasonBox()->text().isEmpty());
    EXPECT_FALSE(editor.document()->problems().empty());

    editor.select(ElementRef{ElementKind::Aircraft, 1});
    EXPECT_EQ(editor.climbBox()->value(), 0);
    EXPECT_EQ(editor.headingLabel()->text(), QStringLiteral("Heading"));
    // An area has no heading of its own: its box turns it by so much.
    editor.addRelief();
    editor.select(ElementRef{ElementKind::Relief, 0});
    EXPECT_EQ(editor.headingLabel()->text(), QStringLiteral("Turn by"));
    EXPECT_FALSE(editor.climbBox()->isEnabled());
}

TEST_F(ScenarioEditorTest, AGroundUnitIsPlacedTurnedAndDeleted) {
    buildDuel();
    drag({450, 450}, {450, 750});  // the Albatros on top, then the SPAD below it
    drag({450, 450}, {450, 150});
    EXPECT_NEAR(scenario().aircraft[0].y, 150, 2.0);
    EXPECT_EQ(scenario().aircraft[0].y, std::round(scenario().aircraft[0].y));  // a drag lands on whole mm
    editor.addTarget(QStringLiteral("balloon"), Side::Central);
    ASSERT_EQ(scenario().targets.size(), 1U);
    EXPECT_EQ(*editor.selected(), (ElementRef{ElementKind::Target, 0}));
    // BAL-09: a balloon has a level of its own.
    EXPECT_TRUE(editor.altitudeBox()->isEnabled());
    editor.altitudeBox()->setValue(4);
    EXPECT_EQ(scenario().targets[0].altitude, 4);
    drag({450, 450}, {300, 600});
    EXPECT_NEAR(scenario().targets[0].x, 300, 2.0);
    ASSERT_TRUE(editor.tableScene()->groundItems().contains(QStringLiteral("target:balloon")));
    EXPECT_TRUE(editor.tableScene()->groundItems().value(QStringLiteral("target:balloon"))->isVisible());
    // Made a depot, it keeps no balloon's level and the scenario stays playable.
    editor.typeBox()->setCurrentIndex(editor.typeBox()->findData(QStringLiteral("depot")));
    EXPECT_EQ(scenario().targets[0].type, "depot");
    EXPECT_FALSE(scenario().targets[0].altitude.has_value());
    EXPECT_FALSE(editor.altitudeBox()->isEnabled());
    EXPECT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
    editor.deleteSelected();
    EXPECT_TRUE(scenario().targets.empty());
    EXPECT_FALSE(editor.tableScene()->groundItems().value(QStringLiteral("target:balloon"))->isVisible());
    undo()->undo();
    EXPECT_EQ(scenario().targets.size(), 1U);
    undo()->undo();  // back to the balloon at its level
    EXPECT_EQ(scenario().targets[0].altitude, 4);
}

TEST_F(ScenarioEditorTest, AShippedScenarioIsChangedAndSavedAsANewOneWhileTheShippedFileStays) {
    const QString shippedFile = QStringLiteral(JASTA_TEST_DATA_DIR "/scenarios/ww1_deathmatch.json");
    QFile original(shippedFile);
    ASSERT_TRUE(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();

    ASSERT_TRUE(editor.openBuiltIn(QStringLiteral("ww1_deathmatch")));
    EXPECT_TRUE(editor.document()->file().isEmpty());  // a template: Save asks for a new file
    EXPECT_EQ(scenario().aircraft.size(), 4U);
    EXPECT_TRUE(editor.document()->problems().empty()) << editor.document()->problems().toString();
    EXPECT_FALSE(editor.save());  // headless: nobody to name the file, nothing written
    editor.select(ElementRef{ElementKind::Aircraft, 0});
    editor.turnSelected(30);
    const QString file = folder.filePath(QStringLiteral("My Death Match.json"));
    ASSERT_TRUE(editor.saveTo(file));
    EXPECT_FALSE(editor.document()->isModified());
    EXPECT_TRUE(editor.windowTitle().contains(QStringLiteral("My Death Match.json")));

    Diagnostics problems;
    const auto saved = loadScenarioFile(file.toStdString(), shippedData(), problems);
    ASSERT_TRUE(saved.has_value()) << problems.toString();
    EXPECT_EQ(saved->id, "my_death_match");  // the file's name makes its id
    EXPECT_NEAR(saved->aircraft[0].heading,
                std::fmod(shippedData().scenario("ww1_deathmatch")->aircraft[0].heading + 30, 360), 1e-9);
    ASSERT_TRUE(saved->mode.has_value());
    EXPECT_EQ(saved->mode->kind, GameModeKind::Deathmatch);

    ASSERT_TRUE(original.open(QIODevice::ReadOnly));
    EXPECT_EQ(original.readAll(), before);
}

TEST_F(ScenarioEditorTest, ABrokenFileIsRefusedAndTheScenarioOnTheTableStays) {
    buildDuel();
    const QString file = folder.filePath(QStringLiteral("broken.json"));
    QFile broken(file);
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write(R"({"format_version": 1, "id": "broken", "aircraft": [{"id": 3}]})");
    broken.close();
    EXPECT_FALSE(editor.openFile(file));
    EXPECT_EQ(scenario().aircraft.size(), 2U);
    EXPECT_TRUE(editor.document()->isModified());
    EXPECT_EQ(undo()->count(), 2);
    // Saving where the disk refuses leaves the scenario unsaved, not lost.
    EXPECT_FALSE(editor.saveTo(folder.filePath(QStringLiteral("no such folder/duel.json"))));
    EXPECT_TRUE(editor.document()->isModified());
    EXPECT_TRUE(editor.document()->file().isEmpty());
}

TEST_F(ScenarioEditorTest, AScenarioBuiltFromNothingPlaysFromNewGame) {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    window.setHeadless(true);
    window.resize(1400, 900);
    window.show();
    ScenarioEditor* fromMenu = window.showScenarioEditor();
    ASSERT_NE(fromMenu, nullptr);
    EXPECT_TRUE(fromMenu->isVisible());
    EXPECT_EQ(window.showScenarioEditor(), fromMenu);  // one editor per window

    buildDuel();
    drag({450, 450}, {450, 750});
    editor.turnSelected(180);
    const QString file = folder.filePath(QStringLiteral("duel.json"));
    ASSERT_TRUE(editor.saveTo(file));
    QObject::connect(&editor, &ScenarioEditor::playRequested, &window, &MainWindow::newGameWithScenario);
    ASSERT_TRUE(editor.play());
    test::settle();

    // New Game took the file: its airplanes wait on the table to be placed.
    EXPECT_TRUE(window.placementPanel()->isVisible());
    const auto placed = window.tableScene()->placedPoses();
    ASSERT_EQ(placed.size(), 2U);
    EXPECT_NEAR(placed.at(scenario().aircraft[1].id).y, scenario().aircraft[1].y, 1e-6);
    ASSERT_TRUE(window.finishPlacement());
    test::settleWindow(window);
    const GameState& state = window.session()->state();
    ASSERT_EQ(state.aircraft.size(), 2U);
    EXPECT_EQ(state.aircraft[1].type, "albatros_d3");
    EXPECT_NEAR(state.aircraft[1].pose.heading, 180, 1e-9);
    EXPECT_EQ(state.turn, 1);
}

TEST_F(ScenarioEditorTest, Screenshot) {
    ASSERT_TRUE(editor.openBuiltIn(QStringLiteral("ww1_capture_the_flag")));
    editor.select(ElementRef{ElementKind::Aircraft, 0});
    drag({scenario().aircraft[1].x, scenario().aircraft[1].y}, {scenario().aircraft[1].x, 1040});  // off the top
    editor.select(ElementRef{ElementKind::Aircraft, 0});
    editor.tableView()->fitAll();
    test::settle();
    EXPECT_EQ(editor.problemMarks().size(), 1U);
    test::saveScreenshot(editor.grab().toImage(), QStringLiteral("scenario_editor"));
}

}  // namespace
}  // namespace jasta::app
