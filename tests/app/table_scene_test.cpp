// The table scene shows each airplane of a scenario once, at its pose: the
// right scene position (table y flipped), rotated to its heading, named;
// and the main window really paints something there.

#include <gtest/gtest.h>

#include <QApplication>
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <numbers>
#include <random>

#include "app_test_support.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/rules/relief.hpp"
#include "play/play_flow.hpp"
#include "shell/main_window.hpp"
#include "shell/scenario_loading.hpp"
#include "table/aircraft_item.hpp"
#include "table/aircraft_label_item.hpp"
#include "table/field_item.hpp"
#include "table/item_types.hpp"
#include "table/relief_item.hpp"
#include "table/table_frame.hpp"
#include "table/table_item.hpp"
#include "table/table_scene.hpp"
#include "table/table_view.hpp"

namespace jasta::app {
namespace {

using test::colourDistance;
using test::meanColour;
using test::settle;

constexpr double kTolerance = 0.01;  // mm

const std::filesystem::path kDataDir = JASTA_TEST_DATA_DIR;
const std::filesystem::path kAssetsDir = JASTA_TEST_ASSETS_DIR;

// The real data, loaded once for every test.
const GameData& realData() {
    static const GameData data = [] {
        Diagnostics diagnostics;
        GameData loaded = loadGameData(kDataDir, diagnostics);
        EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
        return loaded;
    }();
    return data;
}

const Scenario& defaultScenario() {
    const Scenario* scenario = realData().scenario(kDefaultScenarioId);
    if (scenario == nullptr) throw std::runtime_error("the default scenario is missing from data/scenarios");
    return *scenario;
}

QList<AircraftItem*> aircraftItemsIn(const QGraphicsScene& scene) {
    QList<AircraftItem*> found;
    for (QGraphicsItem* item : scene.items())
        if (auto* aircraft = qgraphicsitem_cast<AircraftItem*>(item)) found.append(aircraft);
    return found;
}

// The airplanes of `scenario` are each shown once, at their pose.
void expectShownAtPoses(const TableScene& scene, const Scenario& scenario) {
    const QList<AircraftItem*> items = aircraftItemsIn(scene);
    ASSERT_EQ(items.size(), static_cast<qsizetype>(scenario.aircraft.size()));
    for (const ScenarioAircraft& aircraft : scenario.aircraft) {
        SCOPED_TRACE(aircraft.id);
        int matches = 0;
        for (const AircraftItem* item : items) matches += item->aircraftId() == aircraft.id ? 1 : 0;
        EXPECT_EQ(matches, 1);
        const AircraftItem* item = scene.aircraftItem(aircraft.id);
        ASSERT_NE(item, nullptr);
        EXPECT_NEAR(item->pos().x(), aircraft.x, kTolerance);
        EXPECT_NEAR(item->pos().y(), scenario.tableHeight - aircraft.y, kTolerance);
        EXPECT_NEAR(item->rotation(), aircraft.heading, 1e-9);
        const AircraftType* type = realData().aircraftType(aircraft.type);
        ASSERT_NE(type, nullptr);
        // The pilot's name, or the type's when the scenario names no pilot.
        EXPECT_EQ(item->labelText(), QString::fromStdString(aircraft.name.empty() ? type->name : aircraft.name));
        ASSERT_NE(item->label(), nullptr);
        // TER-04: over raised ground the pill names the ground too.
        const int ground = floorAt(scenario.relief, {aircraft.x, aircraft.y});
        EXPECT_EQ(item->label()->altitudeText(),
                  ground > 0 ? QStringLiteral("Alt %1 · ground %2").arg(aircraft.altitude).arg(ground)
                             : QStringLiteral("Alt %1").arg(aircraft.altitude));
        // The label hangs below the airplane on screen, whatever the heading.
        EXPECT_NEAR(item->label()->pos().x(), item->pos().x(), kTolerance);
        EXPECT_GT(item->label()->pos().y(), item->pos().y());
        // The base is the geometry file's footprint.
        const GeometrySpec* geometry = realData().geometryOf(*type);
        ASSERT_NE(geometry, nullptr);
        EXPECT_DOUBLE_EQ(item->baseSize().width(), geometry->baseWidth.value);
        EXPECT_DOUBLE_EQ(item->baseSize().height(), geometry->baseLength.value);
    }
}

// A private folder for files a test writes.
class TempDir {
public:
    TempDir() {
        std::random_device seed;
        m_path = std::filesystem::temp_directory_path() / ("jasta-app-test-" + std::to_string(seed()));
        std::filesystem::create_directories(m_path);
    }
    ~TempDir() {
        std::error_code ignored;
        std::filesystem::remove_all(m_path, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    [[nodiscard]] const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

TEST(TableFrameTest, FlipsYAndKeepsHeadingAsRotation) {
    const TableFrame frame(900, 600);
    EXPECT_EQ(frame.toScene(0, 0), QPointF(0, 600));  // player 1's left corner: bottom left
    EXPECT_EQ(frame.toScene(900, 600), QPointF(900, 0));
    const Point2 back = frame.toTable(frame.toScene(123.25, 456.5));
    EXPECT_DOUBLE_EQ(back.x, 123.25);
    EXPECT_DOUBLE_EQ(back.y, 456.5);
    EXPECT_DOUBLE_EQ(TableFrame::toSceneRotation(90), 90);
}

TEST(TableSceneTest, DefaultScenarioShowsOneItemPerAirplaneAtItsPose) {
    const Scenario& scenario = defaultScenario();
    ASSERT_FALSE(scenario.aircraft.empty());
    TableScene scene(kAssetsDir);
    EXPECT_EQ(scene.showScenario(scenario, realData()), static_cast<int>(scenario.aircraft.size()));
    expectShownAtPoses(scene, scenario);

    ASSERT_NE(scene.tableItem(), nullptr);
    EXPECT_EQ(scene.tableItem()->playArea(), QRectF(0, 0, scenario.tableWidth, scenario.tableHeight));
    EXPECT_TRUE(scene.tableItem()->hasFeltTexture());
    for (const AircraftItem* item : scene.aircraftItems()) EXPECT_TRUE(item->hasSilhouette()) << item->aircraftId();

    // Showing it again replaces, never duplicates.
    scene.showScenario(scenario, realData());
    expectShownAtPoses(scene, scenario);
    int tables = 0;
    for (QGraphicsItem* item : scene.items()) tables += item->type() == toInt(ItemType::Table) ? 1 : 0;
    EXPECT_EQ(tables, 1);
}

TEST(TableSceneTest, EveryShippedScenarioIsShownAtItsPoses) {
    for (const auto& [id, scenario] : realData().scenarios) {
        SCOPED_TRACE(id);
        TableScene scene(kAssetsDir);
        scene.showScenario(scenario, realData());
        expectShownAtPoses(scene, scenario);
    }
}

TEST(TableSceneTest, FourAirplanesAtVariousHeadingsFromAScenarioFile) {
    TempDir dir;
    const auto file = dir.path() / "four.json";
    std::ofstream(file) << R"({
  "format_version": 1,
  "id": "four_headings",
  "name": "Four headings",
  "description": "Test: airplanes turned every way.",
  "era": "ww1",
  "ruleset": "ww1-standard",
  "table": {"width_mm": 1000, "height_mm": 700},
  "aircraft": [
    {"id": "north", "type": "spad_xiii", "side": "entente", "name": "North", "x": 120, "y": 80, "heading": 0, "altitude": 1},
    {"id": "east", "type": "sopwith_camel", "side": "entente", "name": "East", "x": 880.5, "y": 150.25, "heading": 90, "altitude": 2},
    {"id": "southwest", "type": "fokker_dr1", "side": "central", "name": "Southwest", "x": 300, "y": 640, "heading": 225, "altitude": 3},
    {"id": "northwest", "type": "albatros_d3", "side": "central", "name": "Northwest", "x": 700, "y": 500, "heading": 317.5, "altitude": 0, "climb": 1,
     "altitude_reason": "Test: hedge-hopping at level 0, the lowest stand there is."}
  ]
})";
    Diagnostics diagnostics;
    const std::optional<Scenario> scenario = loadScenarioFile(file, realData(), diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    ASSERT_EQ(scenario->aircraft.size(), 4U);

    TableScene scene(kAssetsDir);
    EXPECT_EQ(scene.showScenario(*scenario, realData()), 4);
    expectShownAtPoses(scene, *scenario);

    // The nose (local -y) points along the heading on the table:
    // heading h faces (sin h, cos h) in table x, y.
    for (const ScenarioAircraft& aircraft : scenario->aircraft) {
        SCOPED_TRACE(aircraft.id);
        const AircraftItem* item = scene.aircraftItem(aircraft.id);
        ASSERT_NE(item, nullptr);
        const Point2 centre = scene.frame().toTable(item->mapToScene(QPointF(0, 0)));
        const Point2 nose = scene.frame().toTable(item->mapToScene(QPointF(0, -10)));
        const double h = aircraft.heading * std::numbers::pi / 180.0;
        EXPECT_NEAR(centre.x, aircraft.x, kTolerance);
        EXPECT_NEAR(centre.y, aircraft.y, kTolerance);
        EXPECT_NEAR(nose.x - centre.x, 10 * std::sin(h), 1e-6);
        EXPECT_NEAR(nose.y - centre.y, 10 * std::cos(h), 1e-6);
    }
    // Higher airplanes are drawn above lower ones.
    EXPECT_GT(scene.aircraftItem("southwest")->zValue(), scene.aircraftItem("north")->zValue());
}

TEST(TableSceneTest, MissingArtFallsBackToDrawnShapes) {
    TempDir emptyAssets;
    TableScene scene(emptyAssets.path());
    scene.showScenario(defaultScenario(), realData());
    EXPECT_FALSE(scene.tableItem()->hasFeltTexture());
    ASSERT_FALSE(scene.aircraftItems().isEmpty());

    // Something is still drawn where each airplane stands.
    const QRectF area = scene.tableItem()->playArea();
    QImage image(static_cast<int>(area.width()), static_cast<int>(area.height()), QImage::Format_RGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    scene.render(&painter, QRectF(image.rect()), area);
    painter.end();
    const QColor felt = meanColour(image, QPoint(60, 60));
    for (const AircraftItem* item : scene.aircraftItems()) {
        EXPECT_FALSE(item->hasSilhouette());
        const QColor there = meanColour(image, item->pos().toPoint() + QPoint(0, -12));  // on the fuselage
        EXPECT_GT(colourDistance(there, felt), 60) << item->aircraftId();
    }
}

TEST(MainWindowTest, PaintsEachAirplaneOverTheFelt) {
    const Scenario& scenario = defaultScenario();
    MainWindow window(realData(), kDataDir, kAssetsDir);
    window.resize(1400, 1000);
    window.flow()->setHandOffs(false);  // the table itself, not the cover that hides it between players
    window.show();
    window.showScenario(scenario);
    settle();
    EXPECT_EQ(window.windowTitle(), QStringLiteral("%1 — Jasta").arg(QString::fromStdString(scenario.name)));

    TableView* view = window.tableView();
    TableScene* scene = window.tableScene();
    ASSERT_EQ(scene->aircraftItems().size(), static_cast<qsizetype>(scenario.aircraft.size()));
    // Fit all: the whole table is in view, airplanes a few dozen pixels big.
    const QRect tableOnScreen = view->mapFromScene(scene->tableItem()->playArea()).boundingRect();
    EXPECT_TRUE(view->viewport()->rect().contains(tableOnScreen));
    // It fills the view in its tighter direction (the docks decide which one that is).
    EXPECT_TRUE(tableOnScreen.height() > view->viewport()->height() * 3 / 4 ||
                tableOnScreen.width() > view->viewport()->width() * 3 / 4)
        << tableOnScreen.width() << "x" << tableOnScreen.height();

    auto windowPoint = [&](QPointF scenePoint) {
        return view->viewport()->mapTo(&window, view->mapFromScene(scenePoint));
    };
    const QImage withAirplanes = window.grab().toImage();
    for (AircraftItem* item : scene->aircraftItems()) {
        item->setVisible(false);
        item->label()->setVisible(false);
    }
    settle();
    const QImage feltOnly = window.grab().toImage();

    for (const ScenarioAircraft& aircraft : scenario.aircraft) {
        SCOPED_TRACE(aircraft.id);
        const QPoint at = windowPoint(scene->frame().toScene(aircraft.x, aircraft.y));
        const QColor drawn = meanColour(withAirplanes, at);
        const QColor felt = meanColour(feltOnly, at);
        EXPECT_GT(colourDistance(drawn, felt), 40)
            << "drawn " << drawn.name().toStdString() << " felt " << felt.name().toStdString();
        // Under the label too (a little below the airplane).
        const AircraftItem* item = scene->aircraftItem(aircraft.id);
        const QPoint label = windowPoint(item->label()->pos()) + QPoint(0, 8);
        EXPECT_GT(colourDistance(meanColour(withAirplanes, label, 2), meanColour(feltOnly, label, 2)), 30);
    }
}

TEST(MainWindowTest, ZoomAndFitAll) {
    MainWindow window(realData(), kDataDir, kAssetsDir);
    window.resize(900, 700);
    window.showScenario(defaultScenario());
    window.show();
    settle();
    TableView* view = window.tableView();
    const double fitted = view->zoom();
    EXPECT_GT(fitted, 0);
    view->zoomIn();
    EXPECT_NEAR(view->zoom(), fitted * 1.25, 1e-9);
    view->zoomOut();
    view->zoomOut();
    EXPECT_LT(view->zoom(), fitted);
    view->fitAll();
    EXPECT_NEAR(view->zoom(), fitted, 1e-9);
}

TEST(ScenarioLoadingTest, UnknownIdAndBrokenFileAreReportedNotThrown) {
    Diagnostics diagnostics;
    EXPECT_FALSE(resolveScenario(realData(), QStringLiteral("no_such_scenario"), diagnostics).has_value());
    ASSERT_EQ(diagnostics.size(), 1U);
    EXPECT_NE(diagnostics.items()[0].toString().find("no_such_scenario"), std::string::npos);

    TempDir dir;
    const auto file = dir.path() / "broken.json";
    std::ofstream(file) << R"({"format_version": 1, "id": "broken", "name": "x", "era": "ww1",
        "ruleset": "ww1-standard", "table": {"width_mm": 900, "height_mm": 900},
        "aircraft": [{"id": "a", "type": "no_such_plane", "side": "entente", "x": 1, "y": 1,
                      "heading": 0, "altitude": 1}]})";
    Diagnostics fileDiagnostics;
    EXPECT_FALSE(resolveScenario(realData(), QString::fromStdString(file.string()), fileDiagnostics).has_value());
    ASSERT_FALSE(fileDiagnostics.empty());
    EXPECT_NE(fileDiagnostics.items()[0].toString().find("/aircraft/0/type"), std::string::npos)
        << fileDiagnostics.toString();

    EXPECT_TRUE(resolveScenario(realData(), QStringLiteral("ww1_duel"), diagnostics).has_value());
}

// TER-01, TER-04 before the game starts: the scenario's preview lays its raised
// ground (and landing fields) under the airplanes being placed, and each
// altitude pill's green peg shows the ground beneath it.
TEST(TableSceneTest, TheScenarioPreviewShowsTheGroundTheAirplanesArePlacedOver) {
    TableScene scene(kAssetsDir);
    const Scenario& valley = *realData().scenario("ww1_vosges_valley");
    scene.showScenario(valley, realData());
    EXPECT_EQ(scene.reliefItems().size(), 3);
    EXPECT_EQ(scene.aircraftItem("spad_1")->label()->ground(), 0);
    EXPECT_EQ(scene.aircraftItem("albatros_2")->label()->ground(), 1);
    const Scenario& airfield = *realData().scenario("ww1_airfield_scramble");
    scene.showScenario(airfield, realData());
    EXPECT_TRUE(scene.reliefItems().isEmpty()) << "a new table drops the old zones";
    EXPECT_EQ(scene.fieldItems().size(), static_cast<qsizetype>(airfield.landingFields.size()));
    EXPECT_EQ(scene.aircraftItem(airfield.aircraft.front().id)->label()->ground(), -1) << "no relief, no green peg";
}

}  // namespace
}  // namespace jasta::app
