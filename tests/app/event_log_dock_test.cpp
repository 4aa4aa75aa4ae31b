// The game log lists every event with its turn.phase, airplane, sentence and
// rule ids; filters by airplane; hides secret events from everyone but the
// airplane's player; keeps the newest row in view.

#include <gtest/gtest.h>

#include <QComboBox>
#include <QDeadlineTimer>
#include <QHeaderView>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "play/event_log_dock.hpp"

namespace jasta::app {
namespace {

const std::vector<LogAircraft> kAircraft{
    {QStringLiteral("spad"), QStringLiteral("Lt. Fonck"), QStringLiteral("Anna")},
    {QStringLiteral("fokker"), QStringLiteral("Rote Kampf"), QStringLiteral("Ben")}};

// The names the sentences use: the same two airplanes as the game would have them.
words::EventNames names() {
    AircraftState spad, fokker;
    spad.id = "spad";
    spad.name = "Lt. Fonck";
    spad.type = "spad_xiii";
    fokker.id = "fokker";
    fokker.name = "Rote Kampf";
    fokker.type = "fokker_dr1";
    return words::EventNames(jasta::test::shippedData(), {spad, fokker});
}

Event event(EventData what, std::string aircraft, std::vector<std::string> rules, std::string secretTo = {}) {
    return {std::move(what), std::move(aircraft), std::move(rules), std::move(secretTo)};
}

// The rows the view shows: column `column` of each.
QStringList shown(const QAbstractItemModel& model, int column = EventLogModel::Text) {
    QStringList rows;
    for (int row = 0; row < model.rowCount(); ++row) rows << model.index(row, column).data().toString();
    return rows;
}

std::vector<Event> turnOne() {
    return {event(ev::Move{3, "Bank left", {}, {}, Speed::Normal}, "spad", {"MOV-06"}),
            event(ev::Tail{"spad"}, "fokker", {"FIRE-01", "FIRE-08"}),
            event(ev::Rudder{Direction::Left, false}, "spad", {"DMG-05", "DMG-02"}, "spad"),
            event(ev::PhaseEnd{1, 1, "hash"}, "", {})};
}

TEST(EventLogModel, ColumnsShowWhenWhoWhatAndWhy) {
    EventLogModel model;
    model.setAircraft(kAircraft, names());
    model.append(2, 3, turnOne());
    ASSERT_EQ(model.rowCount(), 4);
    EXPECT_EQ(model.columnCount(), 4);
    EXPECT_EQ(model.headerData(EventLogModel::Rules, Qt::Horizontal).toString(), QStringLiteral("Rules"));
    EXPECT_EQ(shown(model, EventLogModel::When), (QStringList{"2.3", "2.3", "2.3", "2.3"}));
    EXPECT_EQ(shown(model, EventLogModel::Airplane), (QStringList{"Lt. Fonck", "Rote Kampf", "Lt. Fonck", ""}));
    EXPECT_EQ(shown(model, EventLogModel::Rules), (QStringList{"MOV-06", "FIRE-01, FIRE-08", "DMG-05, DMG-02", ""}));
    EXPECT_EQ(model.index(2, 0).data(EventLogModel::SecretToRole).toString(), QStringLiteral("spad"));
    EXPECT_EQ(model.index(0, 0).data(EventLogModel::SecretToRole).toString(), QString());
    EXPECT_FALSE(model.index(9, 0).data().isValid());  // out of range: nothing, no crash
    model.append(3, 0, {});
    EXPECT_EQ(model.rowCount(), 4);
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
}

// A replay going forward over several phases adds them at once, each with
// its own turn.phase; going back drops the rows after the step.
TEST(EventLogModel, ManyPhasesAtOnceAndBackAgain) {
    EventLogModel model;
    model.setAircraft(kAircraft, names());
    int insertions = 0;
    QObject::connect(&model, &QAbstractItemModel::rowsInserted, [&] { ++insertions; });
    model.append({{1, 0, {}}, {1, 1, turnOne()}, {1, 2, {event(ev::Turn{2}, "", {})}}});
    EXPECT_EQ(insertions, 1);
    EXPECT_EQ(shown(model, EventLogModel::When), (QStringList{"1.1", "1.1", "1.1", "1.1", "1.2"}));
    model.truncate(2);
    EXPECT_EQ(shown(model),
              (QStringList{"Lt. Fonck flies Bank left (3).", "Rote Kampf sits on the tail of Lt. Fonck."}));
    model.truncate(7);  // more rows than there are: nothing changes
    EXPECT_EQ(model.rowCount(), 2);
    model.truncate(-3);
    EXPECT_EQ(model.rowCount(), 0);
    model.append(std::vector<EventLogModel::Batch>{});
    EXPECT_EQ(insertions, 1) << "nothing to insert, no insertion";
}

TEST(EventLogFilter, SecretsOnlyForTheOwnerAndOneAirplaneAtATime) {
    const QString kRudder = QStringLiteral("Lt. Fonck's rudder is jammed: no maneuver to the left next turn.");
    EventLogModel model;
    model.setAircraft(kAircraft, names());
    model.append(1, 1, turnOne());
    model.append(1, 2, {event(ev::Wounded{false, 1}, "spad", {"DMG-02"}, "ghost")});
    EventLogFilter filter;
    filter.setSourceModel(&model);

    filter.setViewer(QStringLiteral("Ben"));
    EXPECT_FALSE(shown(filter).contains(kRudder));
    EXPECT_FALSE(shown(filter).join(' ').contains(QStringLiteral("wounded")));
    EXPECT_EQ(filter.rowCount(), 3);
    filter.setViewer(QStringLiteral("Anna"));
    EXPECT_TRUE(shown(filter).contains(kRudder));
    EXPECT_EQ(filter.rowCount(), 4);
    filter.setAircraftFilter(QStringLiteral("fokker"));
    EXPECT_EQ(shown(filter), QStringList{QStringLiteral("Rote Kampf sits on the tail of Lt. Fonck.")});
    filter.setAircraftFilter(QString());
    filter.setViewer(QString());
    filter.setShowEverything(true);
    EXPECT_EQ(filter.rowCount(), 5);
}

TEST(EventLogDock, ComboFiltersAndTheNewestRowStaysInView) {
    EventLogDock dock;
    dock.setAircraft(kAircraft, names());
    dock.setViewer(QStringLiteral("Anna"));
    QComboBox* box = dock.aircraftBox();
    ASSERT_EQ(box->count(), 3);
    EXPECT_EQ(box->itemText(0), QStringLiteral("All airplanes"));
    EXPECT_EQ(box->itemText(2), QStringLiteral("Rote Kampf"));

    for (int turn = 1; turn <= 15; ++turn) dock.append(turn, 1, turnOne());
    const QImage image = test::paintWidget(dock, QSize(560, 320));
    QScrollBar* bar = dock.view()->verticalScrollBar();
    EXPECT_GT(bar->maximum(), 0);
    EXPECT_EQ(bar->value(), bar->maximum());  // auto-scrolled to the newest
    test::saveScreenshot(image, QStringLiteral("event_log"));

    box->setCurrentIndex(2);
    EXPECT_EQ(dock.filter()->rowCount(), 15);
    EXPECT_EQ(shown(*dock.filter(), EventLogModel::Airplane).removeDuplicates(), 14);  // one name left
    dock.setAircraft(kAircraft, names());  // refreshing the list keeps the choice
    EXPECT_EQ(box->currentIndex(), 2);
    dock.setViewer(QStringLiteral("Ben"));
    box->setCurrentIndex(1);
    EXPECT_EQ(dock.filter()->rowCount(), 15);  // Anna's rudder jams are hidden from Ben
}

// The rows are measured when they arrive and when the sentence's column
// changes width (issue 15: not by the header at every change, which cost
// seconds in a long game): narrowed, every row, in view or far above it,
// is still tall enough for its wrapped sentence and rule ids, and the
// newest row stays in view.
TEST(EventLogDock, RowsStayTallEnoughForTheirWrappedTextWhenTheDockNarrows) {
    EventLogDock dock;
    dock.setAircraft(kAircraft, names());
    dock.setViewer(QStringLiteral("Anna"));
    dock.resize(900, 300);
    dock.show();
    test::settle();
    for (int turn = 1; turn <= 40; ++turn) dock.append(turn, 1, turnOne());
    test::settle();
    QTableView* view = dock.view();
    const int wideHeight = view->rowHeight(1);

    dock.resize(380, 300);
    // The whole log is measured again once the width rests (100 ms).
    const QDeadlineTimer rest(400);
    while (!rest.hasExpired()) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);

    const QAbstractItemModel& rows = *view->model();
    // The cell's text margins as the style lays out an item view's cell (pixels a side).
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    auto needed = [&](int row, int column) {
        const QModelIndex cell = rows.index(row, column);
        const QFontMetrics metrics(cell.data(Qt::FontRole).value<QFont>());
        const QRect room(0, 0, view->columnWidth(column) - 2 * margin, 10'000);
        return metrics.boundingRect(room, Qt::TextWordWrap, cell.data().toString()).height();
    };
    ASSERT_EQ(rows.rowCount(), 40 * 4);  // the rudder jams are Anna's own: she sees them
    for (int row = 0; row < rows.rowCount(); ++row) {
        EXPECT_GE(view->rowHeight(row), needed(row, EventLogModel::Text)) << "row " << row;
        EXPECT_GE(view->rowHeight(row), needed(row, EventLogModel::Rules)) << "row " << row;
    }
    EXPECT_GT(view->rowHeight(1), wideHeight) << "narrowed, the sentences take more lines";
    QScrollBar* bar = view->verticalScrollBar();
    EXPECT_EQ(bar->value(), bar->maximum());
}

}  // namespace
}  // namespace jasta::app
