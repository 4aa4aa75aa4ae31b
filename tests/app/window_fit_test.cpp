// Issue 15, "a window that fits and reads": what a player notices on a
// laptop screen (1366 × 768) and at the table. The window and its docks fit
// and the table stays the largest area; dock sizes are kept; the rules
// browser opens at a readable height; every player has one colour on the
// table and on the console; airplanes of one type have names of their own;
// the planning keys reach the planner wherever the focus is.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsItem>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolBar>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "jasta/base/rng.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "play/console_widget.hpp"
#include "play/consoles_panel.hpp"
#include "play/event_log_dock.hpp"
#include "play/hand_off_screen.hpp"
#include "play/planning_panel.hpp"
#include "play/play_flow.hpp"
#include "replay/replay_bar.hpp"
#include "shell/main_window.hpp"
#include "shell/scenario_loading.hpp"
#include "table/aircraft_item.hpp"
#include "table/aircraft_label_item.hpp"
#include "table/overlay_tag_item.hpp"
#include "table/table_scene.hpp"
#include "table/table_view.hpp"
#include "teaching/rules_browser.hpp"
#include "widget_test_support.hpp"
#include "window_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;

// A 1366 × 768 laptop screen, less the window's frame and the desktop's panel.
const QSize kLaptopRoom = QSize(1366, 768) - MainWindow::kFrameAllowance;

// The rectangle of `widget` in `window`'s pixels.
QRect rectIn(const QWidget& window, const QWidget& widget) {
    return QRect(widget.mapTo(&window, QPoint(0, 0)), widget.size());
}

int area(const QSize& size) {
    return size.width() * size.height();
}

struct WindowFit : ::testing::Test {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};

    void SetUp() override { window.handOffScreen()->setArmDelay(0); }

    void TearDown() override {
        // The layout kept by a test must not reach the next window.
        QSettings settings;
        settings.remove(QStringLiteral("window"));
    }

    void startDuel(QSize size) {
        window.resize(size);
        window.show();
        ASSERT_TRUE(window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 7));
        test::settleWindow(window);
        if (window.handOffScreen()->isVisible()) test::click(window.handOffScreen());
        test::settleWindow(window);
        ASSERT_FALSE(window.handOffScreen()->isVisible());
        ASSERT_TRUE(window.planningPanel()->isVisible());
    }

    [[nodiscard]] QDockWidget* dock(const char* name) const { return window.findChild<QDockWidget*>(name); }

    // A game of `scenario` on a laptop's screen at "fit all", the table in view (no cover).
    void showAtFitAll(const Scenario& scenario) {
        window.flow()->setHandOffs(false);
        window.resize(kLaptopRoom);
        window.show();
        ASSERT_TRUE(window.startGame(scenario, *shippedData().ruleset("ww1-standard"), 7));
        test::settleWindow(window);
        window.tableView()->fitAll();
        test::settleWindow(window);
    }
};

TEST_F(WindowFit, OnALaptopScreenTheWindowFitsAndTheTableIsTheLargestArea) {
    // The size a new window takes on that screen.
    EXPECT_LE(MainWindow::kDefaultSize.boundedTo(kLaptopRoom).height(), kLaptopRoom.height());
    const QSize minimum = window.minimumSizeHint();
    EXPECT_LE(minimum.width(), kLaptopRoom.width()) << "the window cannot be made narrow enough";
    EXPECT_LE(minimum.height(), kLaptopRoom.height()) << "the window cannot be made short enough";
    startDuel(kLaptopRoom);
    EXPECT_EQ(window.size(), kLaptopRoom) << "the window grew past the screen";

    const QRect inside = window.rect();
    const QRect table = rectIn(window, *window.tableView()->viewport());
    for (const auto* dockWidget : window.findChildren<QDockWidget*>()) {
        if (!dockWidget->isVisible() || dockWidget->visibleRegion().isEmpty()) continue;
        const QRect rect = rectIn(window, *dockWidget);
        EXPECT_TRUE(inside.contains(rect)) << dockWidget->objectName().toStdString();
        EXPECT_GT(area(table.size()), area(rect.size()))
            << "the table (" << table.width() << " × " << table.height() << " px) is smaller than "
            << dockWidget->objectName().toStdString() << " (" << rect.width() << " × " << rect.height() << " px)";
    }
    EXPECT_TRUE(inside.contains(rectIn(window, *window.statusBar())));
    // The planner's buttons are on screen, inside its dock.
    const QRect decision = rectIn(window, *dock("decisionDock"));
    EXPECT_TRUE(decision.contains(rectIn(window, *window.planningPanel()->confirmButton())));
    for (int slot = 1; slot <= 3; ++slot)
        EXPECT_TRUE(decision.contains(rectIn(window, *window.planningPanel()->slotWidget(slot)))) << slot;
    // The table is still a useful size (px): a third of the window's width, half its height.
    EXPECT_GE(table.width(), kLaptopRoom.width() / 3);
    EXPECT_GE(table.height(), kLaptopRoom.height() / 2);
}

// A plan laid out makes the planner taller than a laptop screen has room
// for between the toolbar and the status bar; a lesson adds its own dock.
// The window keeps the screen's size: the deck's cards give up a little of
// their size instead.
TEST_F(WindowFit, ALaidOutPlanAndALessonKeepTheWindowOnALaptopScreen) {
    startDuel(kLaptopRoom);
    const auto plan = choosePlan(window.session()->engine(), window.session()->state(),
                                 window.session()->decisionsOf(window.session()->seat()).front().aircraft);
    ASSERT_TRUE(plan.has_value());
    window.planningPanel()->placeCard(plan->cards[0].number);
    window.planningPanel()->placeCard(plan->cards[1].number);
    test::settleWindow(window);
    EXPECT_EQ(window.size(), kLaptopRoom) << "the window grew past the screen while planning";
    EXPECT_LE(window.minimumSizeHint().height(), kLaptopRoom.height());
    // The planner's buttons stay inside its dock.
    EXPECT_TRUE(
        rectIn(window, *dock("decisionDock")).contains(rectIn(window, *window.planningPanel()->confirmButton())));

    ASSERT_TRUE(window.startLesson(window.lessons().front()));
    test::settleWindow(window);
    EXPECT_EQ(window.size(), kLaptopRoom) << "the window grew past the screen in a lesson";
    EXPECT_LE(window.minimumSizeHint().height(), kLaptopRoom.height());
}

TEST_F(WindowFit, DockSizesAreKeptForTheNextWindow) {
    startDuel(kLaptopRoom);
    QDockWidget* consoles = dock("consoleDock");
    const int wider = consoles->width() + 60;  // px
    window.resizeDocks({consoles}, {wider}, Qt::Horizontal);
    test::settleWindow(window);
    ASSERT_EQ(consoles->width(), wider);
    // Kept while a replay was open: no decision dock, the replay bar.
    dock("decisionDock")->hide();
    window.replayBar()->show();
    window.saveLayout();

    MainWindow next{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};
    ASSERT_TRUE(next.restoreLayout());
    next.show();
    test::settle();
    EXPECT_EQ(next.size(), window.size());
    EXPECT_EQ(next.findChild<QDockWidget*>("consoleDock")->width(), wider);
    EXPECT_TRUE(next.findChild<QDockWidget*>("decisionDock")->isVisible()) << "a new game needs the planner";
    EXPECT_FALSE(next.replayBar()->isVisible()) << "no replay is open";
}

TEST_F(WindowFit, TheRulesBrowserOpensAtAReadableHeightAndGivesItBack) {
    startDuel(kLaptopRoom);
    const int logHeight = window.eventLog()->height();
    const int tableHeight = window.tableView()->height();
    // The tab bar the two docks share takes some of the height (px).
    constexpr int kTabBar = 40;
    // From its tab beside the log, as a player would open it.
    window.rulesBrowser()->show();
    window.rulesBrowser()->raise();
    test::settle();
    EXPECT_GE(window.rulesBrowser()->height(), window.rulesBrowserHeight() - kTabBar);
    EXPECT_GE(window.rulesBrowser()->page()->height(), 150) << "a rule's text needs some lines (px)";
    // Back to the log: the table gets its height back (within a few px of layout rounding).
    window.eventLog()->raise();
    test::settle();
    EXPECT_NEAR(window.eventLog()->height(), logHeight, 10);
    EXPECT_GE(window.tableView()->height(), tableHeight - 10);
    // From a rule's link (F1 and the refusals' links go the same way).
    window.rulesBrowser()->showRule(QStringLiteral("MOV-01"));
    test::settle();
    EXPECT_GE(window.rulesBrowser()->page()->height(), 150);
}

TEST_F(WindowFit, EachPlayerHasOneColourOnTheTableAndTheConsoleInSetUpAndPlay) {
    Scenario scenario = *shippedData().scenario("ww1_duel");
    ASSERT_EQ(scenario.aircraft.size(), 2u);
    // Colours unlike the sides' own blue and red, as the New Game dialog may give.
    scenario.aircraft[0].colour = "#2e9b57";
    scenario.aircraft[1].colour = "#d08b1f";
    window.resize(kLaptopRoom);
    window.show();
    window.beginPlacement(scenario, *shippedData().ruleset("ww1-standard"));
    for (const auto& placed : scenario.aircraft) {
        const auto* item = window.tableScene()->aircraftItem(placed.id);
        ASSERT_NE(item, nullptr);
        EXPECT_EQ(item->label()->accent(), QColor(QString::fromStdString(placed.colour))) << "set-up " << placed.id;
    }
    ASSERT_TRUE(window.startGame(scenario, *shippedData().ruleset("ww1-standard"), 7));
    test::settleWindow(window);
    for (const auto& placed : scenario.aircraft) {
        const QColor colour(QString::fromStdString(placed.colour));
        EXPECT_EQ(window.tableScene()->aircraftItem(placed.id)->label()->accent(), colour) << placed.id;
        const auto* console = window.consoles()->console(placed.id);
        ASSERT_NE(console, nullptr);
        EXPECT_EQ(console->stripeColour(), colour) << "console of " << placed.id;
    }
}

// The airplanes' names on their table labels and their consoles are `names`, in seat order.
void expectNamesOnTableAndConsoles(const MainWindow& window, const QStringList& names) {
    QStringList labels, consoles;
    for (const auto& airplane : window.session()->state().aircraft) {
        labels << window.tableScene()->aircraftItem(airplane.id)->label()->text();
        consoles << window.consoles()->console(airplane.id)->field(QStringLiteral("name"));
    }
    EXPECT_EQ(labels, names);
    EXPECT_EQ(consoles, names);
}

TEST_F(WindowFit, AirplanesOfOneTypeHaveNamesOfTheirOwnEverywhere) {
    GameSetup setup;
    setup.ruleset = "ww1-standard";
    setup.players = {{"Anna", Side::Entente, "#2f6fd0", {{"spad_xiii", ""}, {"spad_xiii", ""}}},
                     {"Bert", Side::Central, "#c8372d", {{"albatros_d3", ""}}}};
    Rng rng(5);
    const Scenario scenario = makeScenario(setup, shippedData(), rng);
    window.resize(kLaptopRoom);
    window.show();
    ASSERT_TRUE(window.startGame(scenario, *shippedData().ruleset("ww1-standard"), 7));
    test::settleWindow(window);
    expectNamesOnTableAndConsoles(window, {"SPAD XIII (1)", "SPAD XIII (2)", "Albatros D.III"});
}

// A scenario file of the player's own (--scenario FILE, Play a Scenario
// File…) with two airplanes of one type and no names: numbered as New Game does.
TEST_F(WindowFit, AScenarioFilesAirplanesOfOneTypeHaveNamesOfTheirOwn) {
    QTemporaryDir folder;
    const QString file = folder.filePath(QStringLiteral("two_spads.json"));
    {
        QFile out(file);
        ASSERT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(R"({"format_version": 1, "id": "two_spads", "name": "Two SPADs", "era": "ww1",
  "ruleset": "ww1-standard", "table": {"width_mm": 900, "height_mm": 900},
  "aircraft": [
    {"id": "a", "type": "spad_xiii", "side": "entente", "player": "Anna", "x": 350, "y": 200, "heading": 0, "altitude": 2},
    {"id": "b", "type": "spad_xiii", "side": "entente", "player": "Anna", "x": 550, "y": 200, "heading": 0, "altitude": 2},
    {"id": "c", "type": "albatros_d3", "side": "central", "player": "Bert", "x": 450, "y": 700, "heading": 180, "altitude": 2}
  ]})");
    }
    Diagnostics problems;
    const std::optional<Scenario> scenario = resolveScenario(shippedData(), file, problems);
    ASSERT_TRUE(scenario.has_value());
    ASSERT_TRUE(problems.empty()) << diagnosticLines(problems).join(u'\n').toStdString();
    window.resize(kLaptopRoom);
    window.show();
    window.showScenario(*scenario);
    test::settleWindow(window);
    expectNamesOnTableAndConsoles(window, {"SPAD XIII (1)", "SPAD XIII (2)", "Albatros D.III"});
}

// `item`'s painted rectangle on the table view's viewport (px).
// A note's pill only: its leader ends on the point it speaks of, which may well be under a label.
QRect onView(const TableView& view, const QGraphicsItem& item) {
    if (const auto* note = qgraphicsitem_cast<const OverlayTagItem*>(&item))
        return note->shownRect().translated(view.mapFromScene(item.scenePos())).toAlignedRect();
    if (item.flags() & QGraphicsItem::ItemIgnoresTransformations)
        return item.boundingRect().translated(view.mapFromScene(item.scenePos())).toAlignedRect();
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect();
}

// Asserts that no two of `items` (labels, notes, damage cards) overlap on screen.
void expectApart(const TableView& view, const QList<const QGraphicsItem*>& items, const char* what) {
    for (qsizetype i = 0; i < items.size(); ++i)
        for (qsizetype j = i + 1; j < items.size(); ++j) {
            const QRect a = onView(view, *items[i]), b = onView(view, *items[j]);
            EXPECT_FALSE(a.intersects(b)) << what << ": item " << i << " and " << j << " overlap";
        }
}

TEST_F(WindowFit, AtFitAllAirplanesAreBigEnoughAndTheirTextsDoNotPileUp) {
    Scenario scenario = *shippedData().scenario("ww1_duel");
    // Close together, nose to tail, as in a dogfight: their labels would lie on each other.
    scenario.aircraft[1].x = scenario.aircraft[0].x + 40;
    scenario.aircraft[1].y = scenario.aircraft[0].y - 70;
    scenario.aircraft[1].heading = 0;
    showAtFitAll(scenario);
    if (HasFatalFailure()) return;
    const TableView& view = *window.tableView();
    TableScene* scene = window.tableScene();

    QList<const QGraphicsItem*> labels;
    for (const AircraftItem* airplane : scene->aircraftItems()) {
        const QRect drawn = onView(view, *airplane);
        EXPECT_GE(std::max(drawn.width(), drawn.height()), AircraftItem::kMinScreenSpanPx)
            << airplane->aircraftId() << " is " << drawn.width() << " × " << drawn.height() << " px at fit all";
        labels << airplane->label();
    }
    expectApart(view, labels, "labels");

    // Face-down damage cards beside an airplane do not cover any label.
    scene->showDamageCards(
        {{scenario.aircraft[1].id, QChar('A'), 0, {}, 0, true}, {scenario.aircraft[1].id, QChar('A'), 0, {}, 0, true}});
    scene->skipAnimations();
    test::settle();
    QList<const QGraphicsItem*> texts = labels;
    for (const QGraphicsItem* card : scene->damageCardItems()) texts << card;
    ASSERT_EQ(texts.size(), labels.size() + 2);
    expectApart(view, texts, "labels and damage cards");
    test::saveScreenshot(window.grab().toImage(), QStringLiteral("laptop_close_airplanes"));
    scene->liftDamageCards();

    // The tailing notes of the pair, one for each way round, lie apart.
    auto* tailing = window.findChild<QAction*>(QStringLiteral("actionOverlayTailing"));
    ASSERT_NE(tailing, nullptr);
    tailing->setChecked(true);
    test::settle();
    QList<const QGraphicsItem*> notes;
    for (const QGraphicsItem* item : scene->items())
        if (item->type() == OverlayTagItem::Type && item->isVisible()) notes << item;
    ASSERT_GE(notes.size(), 2);
    expectApart(view, notes + labels, "tailing notes and labels");
}

TEST_F(WindowFit, AtFitAllTheTailingNotesAndLabelsStayInsideTheView) {
    // A table twice as wide as deep, so that "fit all" leaves no room beside
    // it; the pair at its right edge, the SPAD 120 mm behind the Albatros.
    Scenario scenario = *shippedData().scenario("ww1_duel");
    scenario.tableWidth = 1800;
    scenario.aircraft[0].x = scenario.aircraft[1].x = 1760;
    scenario.aircraft[0].y = 300, scenario.aircraft[1].y = 420;
    scenario.aircraft[0].heading = scenario.aircraft[1].heading = 0;
    showAtFitAll(scenario);
    if (HasFatalFailure()) return;
    auto* tailing = window.findChild<QAction*>(QStringLiteral("actionOverlayTailing"));
    ASSERT_NE(tailing, nullptr);
    tailing->setChecked(true);
    test::settleWindow(window);
    const TableView& view = *window.tableView();
    QList<const QGraphicsItem*> notes;
    for (const QGraphicsItem* item : window.tableScene()->items())
        if (item->type() == OverlayTagItem::Type && item->isVisible()) notes << item;
    ASSERT_GE(notes.size(), 1);
    for (const QGraphicsItem* note : notes) {
        const QRect drawn = onView(view, *note);
        EXPECT_TRUE(view.viewport()->rect().contains(drawn))
            << qgraphicsitem_cast<const OverlayTagItem*>(note)->text().toStdString() << " at " << drawn.x() << ", "
            << drawn.y() << " " << drawn.width() << " × " << drawn.height() << " px, the view is "
            << view.viewport()->width() << " × " << view.viewport()->height();
    }
    QList<const QGraphicsItem*> labels;
    for (const AircraftItem* airplane : window.tableScene()->aircraftItems()) labels << airplane->label();
    // The airplanes' own labels ("Manfred von Richthofen" is wider than the
    // airplane's distance to the view's edge) stay inside too.
    for (const QGraphicsItem* label : labels) {
        const QRect drawn = onView(view, *label);
        EXPECT_TRUE(view.viewport()->rect().contains(drawn))
            << qgraphicsitem_cast<const AircraftLabelItem*>(label)->text().toStdString() << " at " << drawn.x() << ", "
            << drawn.y() << " " << drawn.width() << " × " << drawn.height() << " px, the view is "
            << view.viewport()->width() << " × " << view.viewport()->height();
    }
    expectApart(view, notes + labels, "tailing notes and labels");
    test::saveScreenshot(window.grab().toImage(), QStringLiteral("laptop_tailing_note_at_the_edge"));
}

TEST_F(WindowFit, InANarrowWindowTheLogKeepsItsSentencesReadable) {
    // 896 px wide; the duel's pilots have long names ("Manfred von Richthofen"),
    // and each line of the log names its airplane in a column of its own.
    startDuel(QSize(896, 700));
    const auto* log = window.eventLog()->findChild<QTableView*>();
    ASSERT_NE(log, nullptr);
    ASSERT_GT(window.eventLog()->model()->rowCount(), 0);
    const int width = log->viewport()->width();
    const int airplane = log->columnWidth(EventLogModel::Airplane);
    const int sentence = log->columnWidth(EventLogModel::Text);
    // px: some words of a sentence on each line, and never less than the names beside it.
    constexpr int kReadablePx = 160;
    EXPECT_GE(sentence, kReadablePx) << "the log is " << width << " px, its Airplane column " << airplane << " px"
                                     << ", When " << log->columnWidth(EventLogModel::When) << ", Rules "
                                     << log->columnWidth(EventLogModel::Rules) << ", dock "
                                     << window.eventLog()->width() << ", table " << window.tableView()->width();
    EXPECT_GE(sentence, 2 * airplane) << "the log is " << width << " px";
    EXPECT_TRUE(window.planningPanel()->isVisible()) << "the planner is still there";
    test::saveScreenshot(window.grab().toImage(), QStringLiteral("narrow_log"));
    // On a laptop the log is under the table alone again, its sentences still readable.
    window.resize(kLaptopRoom);
    test::settleWindow(window);
    EXPECT_LE(window.eventLog()->width(), window.width() - 300);
    EXPECT_GE(log->columnWidth(EventLogModel::Text), kReadablePx);
    EXPECT_GE(log->columnWidth(EventLogModel::Text), 2 * log->columnWidth(EventLogModel::Airplane));
}

// A number key typed while the focus is on `widget` (the table, the log...).
void typeOn(QWidget* widget, int key, const QString& text) {
    widget->setFocus();
    QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, text);
    QApplication::sendEvent(widget, &press);
    QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, text);
    QApplication::sendEvent(widget, &release);
}

TEST_F(WindowFit, PlanningKeysReachThePlannerWhereverTheFocusIs) {
    startDuel(kLaptopRoom);
    PlanningPanel* planner = window.planningPanel();
    ASSERT_EQ(planner->filledSlots(), 0);
    // On the table: card 5 (no longer card number starts with 5 in a WW1 deck).
    typeOn(window.tableView(), Qt::Key_5, QStringLiteral("5"));
    EXPECT_EQ(planner->slotCard(1), 5);
    // On the log: 1 then 2 make card 12.
    auto* log = window.eventLog()->findChild<QTableView*>();
    ASSERT_NE(log, nullptr);
    typeOn(log, Qt::Key_1, QStringLiteral("1"));
    typeOn(log, Qt::Key_2, QStringLiteral("2"));
    EXPECT_EQ(planner->slotCard(2), 12);
    // Backspace on a console takes the last card back, Escape clears the plan.
    typeOn(window.consoles(), Qt::Key_Backspace, {});
    EXPECT_EQ(planner->filledSlots(), 1);
    typeOn(window.tableView(), Qt::Key_Escape, {});
    EXPECT_EQ(planner->filledSlots(), 0);
    // Text typed into the rules browser's search field stays there.
    window.rulesBrowser()->show();
    window.rulesBrowser()->raise();
    test::settle();
    typeOn(window.rulesBrowser()->searchField(), Qt::Key_5, QStringLiteral("5"));
    EXPECT_EQ(planner->filledSlots(), 0);
}

TEST(WindowFitLog, TheRulesColumnShowsWholeRuleIds) {
    // A log shown before any event with rules, as at the start of a game.
    EventLogDock dock;
    dock.setAircraft({{QStringLiteral("spad"), QStringLiteral("Lt. Fonck"), QStringLiteral("Anna")}}, {});
    dock.resize(700, 200);
    dock.show();
    test::settle();
    dock.append(1, 0, {Event{ev::Turn{1}, "", {}}});
    test::settle();
    dock.append(1, 1, {Event{ev::HoldFire{"front"}, "spad", {"FIRE-01", "FIRE-08", "DMG-01"}}});
    test::settle();
    QTableView* view = dock.view();
    const QModelIndex cell = view->model()->index(1, EventLogModel::Rules);
    const QFontMetrics metrics(cell.data(Qt::FontRole).value<QFont>());
    // Each id whole on a line of the cell, at least: no "FIRE-…".
    EXPECT_GE(view->columnWidth(EventLogModel::Rules), metrics.horizontalAdvance(QStringLiteral("FIRE-08")) + 8);
    EXPECT_GE(view->rowHeight(1) * view->columnWidth(EventLogModel::Rules),
              metrics.horizontalAdvance(cell.data().toString()) * metrics.height())
        << "the ids wrap onto lines rather than being cut";
}

}  // namespace
}  // namespace jasta::app
