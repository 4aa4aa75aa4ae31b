#include "play/event_log_dock.hpp"

#include <algorithm>

#include <QComboBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QVBoxLayout>

#include "jasta/words/damage.hpp"
#include "play/rule_book.hpp"
#include "table/panel_style.hpp"

namespace jasta::app {

namespace {

QString secretTo(const Event& event) {
    return QString::fromStdString(event.secretTo);
}

// The rule ids' type size (pt, bold) in the Rules column.
constexpr double kRulesPointSize = 8.5;

QString joinRules(const Event& event) {
    QStringList rules;
    for (const std::string& rule : event.rules) rules << QString::fromStdString(rule);
    return rules.join(QStringLiteral(", "));
}

// The same cell text at the same wrapping width has the same size: a row
// measured again (a column that moved back, a sentence worded again for
// another viewer) costs a look-up instead of a text layout.
class SizeCachingDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        // The font is the column's (EventLogModel::fontOf), the width the column's (pixels).
        const Key key{index.column(), option.rect.width(), index.data(Qt::DisplayRole).toString()};
        if (const auto found = m_sizes.constFind(key); found != m_sizes.cend()) return *found;
        if (m_sizes.size() >= kMaxSizes) m_sizes.clear();  // widths dragged through: start again
        return *m_sizes.insert(key, QStyledItemDelegate::sizeHint(option, index));
    }

private:
    struct Key {
        int column;
        int width;
        QString text;
        bool operator==(const Key&) const = default;
        friend std::size_t qHash(const Key& key, std::size_t seed = 0) {
            return qHashMulti(seed, key.column, key.width, key.text);
        }
    };
    // About ten widths of a 100-turn game's log (2,000 rows × 4 cells).
    static constexpr qsizetype kMaxSizes = 80'000;
    mutable QHash<Key, QSize> m_sizes;
};

}  // namespace

// --- EventLogModel -------------------------------------------------------------

EventLogModel::EventLogModel(QObject* parent) : QAbstractTableModel(parent) {}

void EventLogModel::setAircraft(const std::vector<LogAircraft>& aircraft, words::EventNames names) {
    m_aircraft = aircraft;
    m_names = std::move(names);
    for (Entry& entry : m_entries) entry.text = QString::fromStdString(words::describe(entry.event, m_names));
    if (!m_entries.empty()) emit dataChanged(index(0, Airplane), index(rowCount() - 1, Text));
}

void EventLogModel::append(int turn, int phase, const std::vector<Event>& events) {
    append(std::vector<Batch>{{turn, phase, events}});
}

void EventLogModel::append(const std::vector<Batch>& batches) {
    std::size_t count = 0;
    for (const Batch& batch : batches) count += batch.events.size();
    if (count == 0) return;
    const int first = rowCount();
    beginInsertRows({}, first, first + static_cast<int>(count) - 1);
    for (const Batch& batch : batches)
        for (const Event& event : batch.events)
            m_entries.push_back(
                {batch.turn, batch.phase, event, QString::fromStdString(words::describe(event, m_names))});
    endInsertRows();
}

void EventLogModel::truncate(int rows) {
    rows = std::max(rows, 0);
    if (rows >= rowCount()) return;
    beginRemoveRows({}, rows, rowCount() - 1);
    m_entries.resize(static_cast<std::size_t>(rows));
    endRemoveRows();
}

void EventLogModel::clear() {
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

QString EventLogModel::aircraftName(const QString& id) const {
    for (const LogAircraft& aircraft : m_aircraft)
        if (aircraft.id == id) return aircraft.name.isEmpty() ? id : aircraft.name;
    return QString::fromStdString(m_names.airplane(id.toStdString()));  // a ground defence that fired (AA-02/03)
}

QString EventLogModel::playerOf(const QString& id) const {
    for (const LogAircraft& aircraft : m_aircraft)
        if (aircraft.id == id) return aircraft.player;
    return {};
}

int EventLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int EventLogModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventLogModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount()) return {};
    const Entry& entry = m_entries[static_cast<std::size_t>(index.row())];
    const QString aircraftId = QString::fromStdString(entry.event.aircraft);
    switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
                case When:
                    return QStringLiteral("%1.%2").arg(entry.turn).arg(entry.phase);
                case Airplane:
                    return aircraftId.isEmpty() ? QString() : aircraftName(aircraftId);
                case Text:
                    return entry.text;
                case Rules:
                    return joinRules(entry.event);
                default:
                    return {};
            }
        case Qt::ToolTipRole:
            if (index.column() == When) return tr("Turn %1, phase %2").arg(entry.turn).arg(entry.phase);
            if (index.column() == Rules) {
                if (m_book == nullptr) return tr("Rules: %1").arg(joinRules(entry.event));
                QStringList lines;
                for (const std::string& rule : entry.event.rules)
                    lines << m_book->describe(QString::fromStdString(rule));
                lines << tr("Double-click to open the rule in the rules browser.");
                return lines.join(QLatin1Char('\n'));
            }
            return entry.text;
        case Qt::FontRole:
            return fontOf(index.column());
        case Qt::ForegroundRole:
            if (index.column() == When || index.column() == Rules) return style::mutedText();
            return {};
        case Qt::TextAlignmentRole:
            return index.column() == When ? QVariant(Qt::AlignCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        case AircraftIdRole:
            return aircraftId;
        case SecretToRole:
            return secretTo(entry.event);
        case KindRole:
            return QString::fromUtf8(nameOf(entry.event.kind()).data(),
                                     static_cast<qsizetype>(nameOf(entry.event.kind()).size()));
        default:
            return {};
    }
}

QFont EventLogModel::fontOf(int column) {
    return column == Rules ? style::uiFont(kRulesPointSize, true) : style::uiFont(9);
}

QVariant EventLogModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::SizeHintRole && section == Rules) {
        // The column is measured before the rows with rules arrive (issue 15:
        // "FIRE-…"): wide enough for two ids on a line, more wrap below.
        const QFontMetrics metrics(fontOf(Rules));
        constexpr int kPaddingPx = 12;  // the cell's margins and the header's sort mark
        return QSize(metrics.horizontalAdvance(QStringLiteral("FIRE-08, DMG-01")) + kPaddingPx,
                     metrics.height() + kPaddingPx);
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case When:
            return tr("Turn");
        case Airplane:
            return tr("Airplane");
        case Text:
            return tr("What happened");
        case Rules:
            return tr("Rules");
        default:
            return {};
    }
}

// --- EventLogFilter ------------------------------------------------------------

EventLogFilter::EventLogFilter(QObject* parent) : QSortFilterProxyModel(parent) {}

void EventLogFilter::setAircraftFilter(const QString& id) {
    m_aircraft = id;
    invalidateFilter();
}

// The play flow sets the viewer after every command: filtering a long log
// again when nothing changed would cost every phase.
void EventLogFilter::setViewer(const QString& player) {
    if (player == m_viewer) return;
    m_viewer = player;
    refilter();
}

void EventLogFilter::setShowEverything(bool showEverything) {
    if (showEverything == m_showEverything) return;
    m_showEverything = showEverything;
    refilter();
}

void EventLogFilter::setOpenDamage(bool open) {
    if (open == m_openDamage) return;
    m_openDamage = open;
    refilter();
}

void EventLogFilter::refilter() {
    invalidateFilter();
    // The damage cards' rows may say more or less now (their points): only
    // they change, and the view measures the rows a change spans again.
    const auto* log = qobject_cast<const EventLogModel*>(sourceModel());
    if (log == nullptr) return;
    int first = -1;
    int last = -1;
    for (int row = 0; row < rowCount(); ++row) {
        if (log->event(mapToSource(index(row, 0)).row()).kind() != EventKind::Damage) continue;
        if (first < 0) first = row;
        last = row;
    }
    if (first >= 0) emit dataChanged(index(first, EventLogModel::Text), index(last, EventLogModel::Text));
}

bool EventLogFilter::isOwnedByViewer(const QString& aircraftId) const {
    const auto* log = qobject_cast<const EventLogModel*>(sourceModel());
    const QString owner = log != nullptr ? log->playerOf(aircraftId) : QString();
    return !m_viewer.isEmpty() && !owner.isEmpty() && owner == m_viewer;
}

bool EventLogFilter::showsDamageOf(const QString& aircraftId) const {
    return m_showEverything || m_openDamage || isOwnedByViewer(aircraftId);
}

bool EventLogFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const auto* log = qobject_cast<const EventLogModel*>(sourceModel());
    if (log == nullptr) return true;
    const QModelIndex index = log->index(sourceRow, 0, sourceParent);
    const QString aircraft = index.data(EventLogModel::AircraftIdRole).toString();
    if (!m_aircraft.isEmpty() && aircraft != m_aircraft) return false;
    const QString secret = index.data(EventLogModel::SecretToRole).toString();
    if (secret.isEmpty() || m_showEverything) return true;
    // Open damage shows the damage specials (DMG-02), not the cards a tail reveals.
    const EventKind kind = log->event(sourceRow).kind();
    const bool damageSpecial = kind == EventKind::Rudder || kind == EventKind::Engine || kind == EventKind::Wounded ||
                               kind == EventKind::MustLand;  // PIL-08: what his wounds leave him
    if (damageSpecial && m_openDamage) return true;
    // DMG-02: only the player who owns the airplane sees its secret.
    return isOwnedByViewer(secret);
}

QVariant EventLogFilter::data(const QModelIndex& index, int role) const {
    const auto* log = qobject_cast<const EventLogModel*>(sourceModel());
    if (log == nullptr || index.column() != EventLogModel::Text || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QSortFilterProxyModel::data(index, role);
    const QModelIndex source = mapToSource(index);
    const Event& event = log->event(source.row());
    const auto* damage = event.get<ev::Damage>();
    const QString aircraft = QString::fromStdString(event.aircraft);
    if (damage == nullptr || showsDamageOf(aircraft)) return QSortFilterProxyModel::data(index, role);
    // The card lies face down: which deck and who fired, not what it counts.
    const QString by = log->aircraftName(QString::fromStdString(damage->cause.by));
    return tr("%1 takes a damage card of deck %2 from %3; it lies face down.")
        .arg(log->aircraftName(aircraft), QString(QChar(damage->deck)),
             QString::fromStdString(words::causeText(damage->cause, by.toStdString())));
}

// --- EventLogDock ----------------------------------------------------------------

EventLogDock::EventLogDock(QWidget* parent) : QDockWidget(tr("Game log"), parent) {
    setObjectName(QStringLiteral("eventLogDock"));
    m_model = new EventLogModel(this);
    m_filter = new EventLogFilter(this);
    m_filter->setSourceModel(m_model);

    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    auto* top = new QHBoxLayout;
    auto* show = new QLabel(tr("Show:"), body);
    m_aircraftBox = new QComboBox(body);
    m_aircraftBox->setObjectName(QStringLiteral("logAircraft"));
    top->addWidget(show);
    top->addWidget(m_aircraftBox, 1);
    layout->addLayout(top);

    m_view = new EventLogView(body);
    m_view->setModel(m_filter);
    layout->addWidget(m_view, 1);
    m_ruleDetails = makeLabel(body, QStringLiteral("logRuleDetails"), 9);
    m_ruleDetails->setWordWrap(true);
    m_ruleDetails->setTextFormat(Qt::RichText);
    m_ruleDetails->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_ruleDetails->hide();
    layout->addWidget(m_ruleDetails);
    setWidget(body);

    connect(m_aircraftBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_filter->setAircraftFilter(m_aircraftBox->itemData(index).toString()); });
    // Newest at the bottom, and kept in view as events arrive.
    connect(m_filter, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex&, int first, int last) { scrollToNewest(first, last); });
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, [this] { m_view->scrollToBottom(); });
    // A sentence worded again (names, a damage card turned face up) may take more or fewer lines.
    connect(m_filter, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& topLeft, const QModelIndex& bottomRight) {
                m_view->measureRows(topLeft.row(), bottomRight.row());
            });
    setAircraft({}, {});
}

void EventLogDock::setAircraft(const std::vector<LogAircraft>& aircraft, words::EventNames names) {
    m_model->setAircraft(aircraft, std::move(names));
    const QString current = m_filter->aircraftFilter();
    m_aircraftBox->blockSignals(true);
    m_aircraftBox->clear();
    m_aircraftBox->addItem(tr("All airplanes"), QString());
    for (const LogAircraft& a : aircraft) m_aircraftBox->addItem(a.name.isEmpty() ? a.id : a.name, a.id);
    const int keep = m_aircraftBox->findData(current);
    m_aircraftBox->setCurrentIndex(keep < 0 ? 0 : keep);
    m_aircraftBox->blockSignals(false);
    m_filter->setAircraftFilter(m_aircraftBox->currentData().toString());
    fitColumns();
}

void EventLogDock::fitColumns() {
    QHeaderView* columns = m_view->horizontalHeader();
    // Turns past 99 in a long game: "100.3".
    const int when = m_view->cellWidth(EventLogModel::fontOf(EventLogModel::When), QStringLiteral("888.8"));
    columns->resizeSection(EventLogModel::When, std::max(columns->sectionSizeHint(EventLogModel::When), when));
    int airplane = columns->sectionSizeHint(EventLogModel::Airplane);
    for (const LogAircraft& a : m_model->aircraft())
        airplane = std::max(
            airplane, m_view->cellWidth(EventLogModel::fontOf(EventLogModel::Airplane), m_model->aircraftName(a.id)));
    m_view->setAirplaneWidth(airplane);
    // Two rule ids on a line (the model's header size hint), more wrap below.
    columns->resizeSection(EventLogModel::Rules, columns->sectionSizeHint(EventLogModel::Rules));
}

void EventLogDock::setRuleBook(RuleBook* book) {
    m_book = book;
    m_model->setRuleBook(book);
    if (book == nullptr) return;
    connect(m_ruleDetails, &QLabel::linkActivated, book, &RuleBook::openLink);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showRulesOf(current); });
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (!index.isValid()) return;
        const Event& event = m_model->event(m_filter->mapToSource(index).row());
        if (!event.rules.empty()) m_book->open(QString::fromStdString(event.rules.front()));
    });
}

void EventLogDock::showRulesOf(const QModelIndex& index) {
    if (m_book == nullptr || !index.isValid()) {
        m_ruleDetails->hide();
        return;
    }
    const Event& event = m_model->event(m_filter->mapToSource(index).row());
    QStringList lines;
    for (const std::string& rule : event.rules) lines << m_book->describeHtml(QString::fromStdString(rule));
    m_ruleDetails->setText(lines.join(QStringLiteral("<br>")));
    m_ruleDetails->setVisible(!lines.isEmpty());
}

void EventLogDock::append(int turn, int phase, const std::vector<Event>& events) {
    m_model->append(turn, phase, events);
}

void EventLogDock::append(const std::vector<EventLogModel::Batch>& batches) {
    m_model->append(batches);
}

// Only the new rows: laying out every row of a long game's log again for
// each phase made a replay's step cost more the later it was.
void EventLogDock::scrollToNewest(int first, int last) {
    m_view->measureRows(first, last);
    m_view->scrollToBottom();
}

// --- EventLogView ----------------------------------------------------------------

EventLogView::EventLogView(QWidget* parent) : QTableView(parent), m_measureAll(new QTimer(this)) {
    setItemDelegate(new SizeCachingDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(true);
    setShowGrid(false);
    // A scroll bar that came and went as the log grew past the dock's height
    // would change the sentence's width, and so every row's height.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    verticalHeader()->hide();
    // The rows' heights are set by measureRows, never by the header.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setHighlightSections(false);
    // A dragged dock edge moves the sentence's column at every mouse move:
    // the whole log is measured once it rests for this long (ms).
    constexpr int kRestMs = 100;
    m_measureAll->setSingleShot(true);
    m_measureAll->setInterval(kRestMs);
    connect(m_measureAll, &QTimer::timeout, this,
            [this] { measureRowsKeepingTheNewest(0, model() != nullptr ? model()->rowCount() - 1 : -1); });
    // The sentence and the rule ids wrap: other widths, other heights.
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int oldWidth, int newWidth) {
        // A name wraps too in a narrow log (setAirplaneWidth).
        if ((column == EventLogModel::Text || column == EventLogModel::Rules || column == EventLogModel::Airplane) &&
            newWidth != oldWidth)
            onWrappingWidthChanged();
    });
}

void EventLogView::setModel(QAbstractItemModel* model) {
    QTableView::setModel(model);
    if (model == nullptr || model->columnCount() != EventLogModel::ColumnCount) return;
    // The side columns' widths are set by EventLogDock::fitColumns.
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setSectionResizeMode(EventLogModel::Text, QHeaderView::Stretch);
}

void EventLogView::measureRows(int first, int last) {
    if (model() == nullptr) return;
    first = std::max(first, 0);
    last = std::min(last, model()->rowCount() - 1);
    if (first > last) return;
    QHeaderView* rows = verticalHeader();
    // All heights first, then all sections: resizing a section asks where it
    // starts, which adds up every row above it once a height has changed
    // (a whole log, row by row: n²).
    std::vector<int> heights;
    heights.reserve(static_cast<std::size_t>(last - first + 1));
    for (int row = first; row <= last; ++row)
        heights.push_back(std::max(sizeHintForRow(row), rows->minimumSectionSize()));
    rows->setUpdatesEnabled(false);
    for (int row = first; row <= last; ++row) {
        const int height = heights[static_cast<std::size_t>(row - first)];
        if (rows->sectionSize(row) != height) rows->resizeSection(row, height);
    }
    rows->setUpdatesEnabled(true);
    updateGeometries();  // the scroll bar's range, for scrollToBottom
    viewport()->update();
}

void EventLogView::onWrappingWidthChanged() {
    // The rows in view and a screen's worth around them (rows).
    constexpr int kAroundRows = 40;
    const int top = rowAt(0);
    const int bottom = rowAt(viewport()->height() - 1);
    const int last = model() != nullptr ? model()->rowCount() - 1 : -1;
    measureRowsKeepingTheNewest(top < 0 ? 0 : top - kAroundRows, bottom < 0 ? last : bottom + kAroundRows);
    m_measureAll->start();
}

void EventLogView::measureRowsKeepingTheNewest(int first, int last) {
    const bool atBottom = verticalScrollBar()->value() == verticalScrollBar()->maximum();
    measureRows(first, last);
    if (atBottom) scrollToBottom();
}

void EventLogView::setAirplaneWidth(int px) {
    m_airplaneWidth = px;
    fitAirplaneColumn();
}

void EventLogView::resizeEvent(QResizeEvent* event) {
    QTableView::resizeEvent(event);
    fitAirplaneColumn();
}

void EventLogView::fitAirplaneColumn() {
    if (model() == nullptr || model()->columnCount() != EventLogModel::ColumnCount || m_airplaneWidth <= 0) return;
    constexpr int kNarrowestPx = 64;  // still a short name or most of one
    constexpr int kShareOfLog = 5;    // at most a fifth of the log's width
    const int cap = std::max(kNarrowestPx, viewport()->width() / kShareOfLog);
    const int width = std::min(m_airplaneWidth, cap);
    if (horizontalHeader()->sectionSize(EventLogModel::Airplane) != width)
        horizontalHeader()->resizeSection(EventLogModel::Airplane, width);
}

int EventLogView::cellWidth(const QFont& font, const QString& text) const {
    // What the item delegate asks the style for a cell's size, on one line.
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    option.font = font;
    option.fontMetrics = QFontMetrics(font);
    option.text = text;
    option.features |= QStyleOptionViewItem::HasDisplay;
    option.features &= ~QStyleOptionViewItem::WrapText;
    return style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), this).width();
}

}  // namespace jasta::app
