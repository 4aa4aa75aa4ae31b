#include "shell/games_history_list.hpp"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace jasta::app {

namespace {

// The save file a row stands for.
constexpr int kFileRole = Qt::UserRole;

}  // namespace

GamesHistoryList::GamesHistoryList(QWidget* parent)
    : QWidget(parent),
      m_list(new QTreeWidget(this)),
      m_replay(new QPushButton(tr("Replay"), this)),
      m_delete(new QPushButton(tr("Delete"), this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_list->setObjectName(QStringLiteral("historyList"));
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    m_list->setHeaderLabels({tr("Finished"), tr("Players and airplanes"), tr("Era"), tr("Result")});
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    layout->addWidget(m_list, 1);
    auto* buttons = new QHBoxLayout;
    m_replay->setObjectName(QStringLiteral("historyReplay"));
    m_replay->setToolTip(tr("Watch the game phase by phase"));
    m_delete->setObjectName(QStringLiteral("historyDelete"));
    m_delete->setToolTip(tr("Forget the game: it cannot be replayed afterwards"));
    buttons->addWidget(m_replay);
    buttons->addWidget(m_delete);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(m_replay, &QPushButton::clicked, this, [this] {
        if (const QString file = selectedFile(); !file.isEmpty()) emit replayRequested(file);
    });
    connect(m_list, &QTreeWidget::itemActivated, m_replay, &QPushButton::click);
    connect(m_delete, &QPushButton::clicked, this, [this] {
        if (const QString file = selectedFile(); !file.isEmpty()) emit deleteRequested(file);
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &GamesHistoryList::updateButtons);
    updateButtons();
}

void GamesHistoryList::setEntries(const std::vector<GamesHistory::Entry>& entries) {
    m_list->clear();
    const QLocale locale;
    for (const GamesHistory::Entry& entry : entries) {
        auto* item = new QTreeWidgetItem(m_list, {locale.toString(entry.finished.toLocalTime(), QLocale::ShortFormat),
                                                  entry.players.join(QStringLiteral(" · ")), entry.era,
                                                  tr("%1, turn %2").arg(entry.result).arg(entry.turns)});
        item->setData(0, kFileRole, entry.file);
        item->setToolTip(1, tr("%1\n%2").arg(entry.scenario, entry.players.join(u'\n')));
    }
    if (entries.empty()) {
        auto* none = new QTreeWidgetItem(m_list, {QString(), tr("Every game you finish is kept here by itself.")});
        none->setFlags(Qt::NoItemFlags);
    } else {
        m_list->setCurrentItem(m_list->topLevelItem(0));
    }
    for (int column : {0, 2, 3}) m_list->resizeColumnToContents(column);
    updateButtons();
}

QString GamesHistoryList::selectedFile() const {
    const QTreeWidgetItem* item = m_list->currentItem();
    return item != nullptr ? item->data(0, kFileRole).toString() : QString();
}

void GamesHistoryList::updateButtons() {
    m_replay->setEnabled(!selectedFile().isEmpty());
    m_delete->setEnabled(!selectedFile().isEmpty());
}

}  // namespace jasta::app
