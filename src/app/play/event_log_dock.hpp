#pragma once
// The game log (DESIGN.md principle 2, "Teaching"): every event with its
// turn and phase, the airplane, the sentence and the rules that decided it.
// EventLogModel holds every event; EventLogFilter shows one airplane or all,
// hides secret events (Event::secretTo, DMG-02, tailing reveals) from
// anyone but the airplane's own player, and words a damage card without
// what it counts to them (issue 15: the cards lie face down); EventLogDock
// puts them on screen.

#include <QAbstractTableModel>
#include <QDockWidget>
#include <QHash>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <vector>

#include "jasta/rules/event.hpp"
#include "jasta/words/events.hpp"

class QComboBox;
class QLabel;
class QTimer;

namespace jasta::app {

class RuleBook;

// An airplane as the log names it: scenario id, shown name, its player.
struct LogAircraft {
    QString id;
    QString name;
    QString player;
};

class EventLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { When, Airplane, Text, Rules, ColumnCount };
    enum Role {
        AircraftIdRole = Qt::UserRole + 1,  // the event's airplane id (QString)
        SecretToRole,                       // Event::secretTo (QString), "" when public
        KindRole,                           // Event::kind
    };

    explicit EventLogModel(QObject* parent = nullptr);

    // The game's airplanes, and the names its sentences use (words/events.hpp).
    void setAircraft(const std::vector<LogAircraft>& aircraft, words::EventNames names);
    // Names each rule with its title and sentence in the tooltips (nullptr: ids only).
    void setRuleBook(const RuleBook* book) { m_book = book; }
    // The events of turn `turn`, phase `phase` (0 = before the phases).
    struct Batch {
        int turn = 0;
        int phase = 0;
        std::vector<Event> events;
    };
    // Appends the events of turn `turn`, phase `phase`.
    void append(int turn, int phase, const std::vector<Event>& events);
    // Appends many phases as one insertion: a resumed game, a replay jumping
    // ahead (the view lays its rows out once, not once a phase).
    void append(const std::vector<Batch>& batches);
    // Keeps the first `rows` rows and drops the rest (a replay stepping back).
    void truncate(int rows);
    void clear();

    [[nodiscard]] const Event& event(int row) const { return m_entries.at(static_cast<std::size_t>(row)).event; }
    [[nodiscard]] QString aircraftName(const QString& id) const;
    [[nodiscard]] QString playerOf(const QString& id) const;
    [[nodiscard]] const std::vector<LogAircraft>& aircraft() const { return m_aircraft; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    // The type of a column's cells (Qt::FontRole).
    [[nodiscard]] static QFont fontOf(int column);

private:
    struct Entry {
        int turn = 0;
        int phase = 0;
        Event event;
        QString text;  // its sentence, worded once when it arrives
    };
    std::vector<Entry> m_entries;
    std::vector<LogAircraft> m_aircraft;
    words::EventNames m_names;
    const RuleBook* m_book = nullptr;
};

class EventLogFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit EventLogFilter(QObject* parent = nullptr);

    // Only events about this airplane ("" = every airplane).
    void setAircraftFilter(const QString& id);
    [[nodiscard]] QString aircraftFilter() const { return m_aircraft; }
    // Who looks: secret events show only to their airplane's player.
    void setViewer(const QString& player);
    void setShowEverything(bool showEverything);
    // Every damage card and damage special to everyone (teaching); plans stay secret.
    void setOpenDamage(bool open);

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    void refilter();
    // The viewer may see the damage of this airplane (its own, or open damage).
    [[nodiscard]] bool showsDamageOf(const QString& aircraftId) const;
    [[nodiscard]] bool isOwnedByViewer(const QString& aircraftId) const;

    QString m_aircraft;
    QString m_viewer;
    bool m_showEverything = false;
    bool m_openDamage = false;
};

// The log's table. Its rows are as tall as their wrapped text, but they are
// measured only when they arrive or change, or when a wrapping column's
// width does (issue 15): a header in ResizeToContents mode measured every
// row of a long game's log at each change (seconds to open a 100-turn game,
// 70 ms a phase late in one).
class EventLogView : public QTableView {
public:
    explicit EventLogView(QWidget* parent = nullptr);
    // Also lets only the sentence stretch (the model's columns exist now).
    void setModel(QAbstractItemModel* model) override;
    // Rows `first` … `last` made as tall as their tallest cell's wrapped text.
    void measureRows(int first, int last);
    // The width (pixels) a cell in `font` needs for `text` on one line, margins included.
    [[nodiscard]] int cellWidth(const QFont& font, const QString& text) const;
    // The width (px) the airplanes' names need on one line. The Airplane
    // column gets it, but in a narrow log never more than a fifth of the
    // log's width: the sentence keeps its room, a long name wraps.
    void setAirplaneWidth(int px);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitAirplaneColumn();
    // A wrapping column changed its width: the rows in view are measured
    // now, the whole log once the width has stayed put for a moment.
    void onWrappingWidthChanged();
    // measureRows, and the newest row kept in view if it was.
    void measureRowsKeepingTheNewest(int first, int last);

    QTimer* m_measureAll;
    int m_airplaneWidth = 0;  // px, see setAirplaneWidth
};

class EventLogDock : public QDockWidget {
    Q_OBJECT
public:
    explicit EventLogDock(QWidget* parent = nullptr);

    [[nodiscard]] EventLogModel* model() const { return m_model; }
    [[nodiscard]] EventLogFilter* filter() const { return m_filter; }
    [[nodiscard]] QTableView* view() const { return m_view; }
    [[nodiscard]] QComboBox* aircraftBox() const { return m_aircraftBox; }

    // Fills the airplane choice ("All airplanes" + each) and the names.
    void setAircraft(const std::vector<LogAircraft>& aircraft, words::EventNames names);
    void append(int turn, int phase, const std::vector<Event>& events);
    void append(const std::vector<EventLogModel::Batch>& batches);
    void setViewer(const QString& player) { m_filter->setViewer(player); }
    void setShowEverything(bool showEverything) { m_filter->setShowEverything(showEverything); }
    void setOpenDamage(bool open) { m_filter->setOpenDamage(open); }
    // Rules of the selected line named in full under the log, each id a link
    // to the rules browser (issue 7); double-clicking a line opens its first rule.
    void setRuleBook(RuleBook* book);
    [[nodiscard]] QLabel* ruleDetails() const { return m_ruleDetails; }

private:
    // The rows `first` … `last` of the view laid out for their text, the newest in view.
    void scrollToNewest(int first, int last);
    // The columns beside the sentence at their fixed widths (pixels): from
    // the header, the widest turn.phase and the airplanes' names, never from
    // the rows.
    void fitColumns();
    void showRulesOf(const QModelIndex& index);

    EventLogModel* m_model;
    EventLogFilter* m_filter;
    EventLogView* m_view;
    QComboBox* m_aircraftBox;
    QLabel* m_ruleDetails;
    RuleBook* m_book = nullptr;
};

}  // namespace jasta::app
