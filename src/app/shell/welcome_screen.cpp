#include "shell/welcome_screen.hpp"

#include <QEvent>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "shell/games_history_list.hpp"
#include "table/panel_style.hpp"

namespace jasta::app {

namespace {

// The file a list row stands for.
constexpr int kGameFileRole = Qt::UserRole;

QPushButton* bigButton(const QString& text, const QString& name, const QString& tip, QWidget* parent) {
    auto* button = new QPushButton(text, parent);
    button->setObjectName(name);
    button->setToolTip(tip);
    button->setFont(style::uiFont(11.5, true));
    button->setMinimumHeight(44);  // px: a target for a newcomer's first click
    return button;
}

}  // namespace

WelcomeScreen::WelcomeScreen(QWidget* parent, QWidget* menuBar) : QWidget(parent), m_menuBar(menuBar) {
    setObjectName(QStringLiteral("welcomeScreen"));
    setAutoFillBackground(true);  // opaque: the table of a closed game must not show through
    setFont(style::uiFont(10));

    auto* outer = new QHBoxLayout(this);
    outer->setContentsMargins(32, 24, 32, 24);
    outer->setSpacing(32);

    // Left: the title and the ways into a game.
    auto* start = new QVBoxLayout;
    start->setSpacing(10);
    auto* title = makeLabel(this, QStringLiteral("welcomeTitle"), 28, true);
    title->setText(tr("Jasta"));
    auto* subtitle = makeLabel(this, QStringLiteral("welcomeSubtitle"), 10.5);
    subtitle->setText(tr("Dogfights of the two World Wars, played on one screen"));
    subtitle->setWordWrap(true);
    start->addWidget(title);
    start->addWidget(subtitle);
    start->addSpacing(16);
    m_newGame = bigButton(tr("New Hot-Seat Game…"), QStringLiteral("welcomeNewGame"),
                          tr("Choose the era, the rules and the players, then set up the table"), this);
    connect(m_newGame, &QPushButton::clicked, this, &WelcomeScreen::newGameRequested);
    start->addWidget(m_newGame);
    m_lesson = bigButton(tr("Learn to Play"), QStringLiteral("welcomeLesson"),
                         tr("Go on with the next lesson you have not finished"), this);
    connect(m_lesson, &QPushButton::clicked, this, &WelcomeScreen::nextLessonRequested);
    start->addWidget(m_lesson);
    auto* lessonRow = new QHBoxLayout;
    m_lessonNote = makeLabel(this, QStringLiteral("welcomeLessonNote"), 9);
    m_lessonNote->setWordWrap(true);
    m_allLessons = new QPushButton(tr("All Lessons…"), this);
    m_allLessons->setObjectName(QStringLiteral("welcomeAllLessons"));
    connect(m_allLessons, &QPushButton::clicked, this, &WelcomeScreen::lessonsRequested);
    lessonRow->addWidget(m_lessonNote, 1);
    lessonRow->addWidget(m_allLessons);
    start->addLayout(lessonRow);
    m_openReplay = bigButton(tr("Watch a Replay…"), QStringLiteral("welcomeReplay"),
                             tr("Open a saved game and watch it phase by phase"), this);
    connect(m_openReplay, &QPushButton::clicked, this, &WelcomeScreen::openReplayRequested);
    start->addWidget(m_openReplay);
    m_openEditor = bigButton(tr("Build a Scenario…"), QStringLiteral("welcomeEditor"),
                             tr("Set up your own table: airplanes, targets, a game mode and its score"), this);
    connect(m_openEditor, &QPushButton::clicked, this, &WelcomeScreen::editorRequested);
    start->addWidget(m_openEditor);
    start->addStretch(1);
    outer->addLayout(start, 2);

    // Right: the games to go back to.
    auto* games = new QVBoxLayout;
    games->setSpacing(12);
    auto* unfinished = new QGroupBox(tr("Unfinished games"), this);
    m_unfinishedBox = unfinished;
    auto* unfinishedLayout = new QVBoxLayout(unfinished);
    m_unfinished = new QListWidget(unfinished);
    m_unfinished->setObjectName(QStringLiteral("welcomeUnfinished"));
    m_unfinished->setMaximumHeight(96);  // px: a few lines; usually one game or none
    unfinishedLayout->addWidget(m_unfinished);
    auto* unfinishedButtons = new QHBoxLayout;
    m_continue = new QPushButton(tr("Continue"), unfinished);
    m_continue->setObjectName(QStringLiteral("welcomeContinue"));
    m_discard = new QPushButton(tr("Discard"), unfinished);
    m_discard->setObjectName(QStringLiteral("welcomeDiscard"));
    unfinishedButtons->addWidget(m_continue);
    unfinishedButtons->addWidget(m_discard);
    unfinishedButtons->addStretch(1);
    unfinishedLayout->addLayout(unfinishedButtons);
    connect(m_continue, &QPushButton::clicked, this, [this] {
        if (const QString file = selectedFile(m_unfinished); !file.isEmpty()) emit continueRequested(file);
    });
    connect(m_unfinished, &QListWidget::itemActivated, m_continue, &QPushButton::click);
    connect(m_discard, &QPushButton::clicked, this, [this] {
        if (const QString file = selectedFile(m_unfinished); !file.isEmpty()) emit discardRequested(file);
    });
    games->addWidget(unfinished);

    auto* recent = new QGroupBox(tr("Recent games"), this);
    auto* recentLayout = new QVBoxLayout(recent);
    m_recent = new QListWidget(recent);
    m_recent->setObjectName(QStringLiteral("welcomeRecent"));
    m_recent->setMaximumHeight(140);  // px: the newest few; the list scrolls
    recentLayout->addWidget(m_recent);
    auto* recentButtons = new QHBoxLayout;
    m_openRecent = new QPushButton(tr("Open"), recent);
    m_openRecent->setObjectName(QStringLiteral("welcomeOpenRecent"));
    recentButtons->addWidget(m_openRecent);
    recentButtons->addStretch(1);
    recentLayout->addLayout(recentButtons);
    connect(m_openRecent, &QPushButton::clicked, this, [this] {
        if (const QString file = selectedFile(m_recent); !file.isEmpty()) emit openRequested(file);
    });
    connect(m_recent, &QListWidget::itemActivated, m_openRecent, &QPushButton::click);
    games->addWidget(recent);

    auto* history = new QGroupBox(tr("Games history: every finished game"), this);
    auto* historyLayout = new QVBoxLayout(history);
    m_history = new GamesHistoryList(history);
    m_history->setObjectName(QStringLiteral("welcomeHistory"));
    historyLayout->addWidget(m_history, 1);
    connect(m_history, &GamesHistoryList::replayRequested, this, &WelcomeScreen::replayRequested);
    connect(m_history, &GamesHistoryList::deleteRequested, this, &WelcomeScreen::deleteRequested);
    games->addWidget(history, 1);
    outer->addLayout(games, 3);

    for (QListWidget* list : {m_unfinished, m_recent})
        connect(list, &QListWidget::currentRowChanged, this, &WelcomeScreen::updateButtons);

    parent->installEventFilter(this);
    if (m_menuBar != nullptr) m_menuBar->installEventFilter(this);
    follow();
    hide();
}

void WelcomeScreen::showWith(const Contents& contents) {
    if (contents.nextLesson.isEmpty()) {
        m_lesson->setText(tr("Learn to Play"));
        m_lessonNote->setText(contents.lessonCount > 0 ? tr("Every lesson finished. Take any again.") : QString());
    } else {
        m_lesson->setText(tr("Learn: %1").arg(contents.nextLesson));
        m_lessonNote->setText(
            contents.lessonsFinished == 0
                ? tr("New to the game? Start here: %1 lessons, a few minutes each.").arg(contents.lessonCount)
                : tr("%1 of %2 lessons finished.").arg(contents.lessonsFinished).arg(contents.lessonCount));
    }
    m_lesson->setEnabled(contents.lessonCount > 0);
    m_allLessons->setEnabled(contents.lessonCount > 0);

    m_unfinished->clear();
    for (const Unfinished& game : contents.unfinished) {
        auto* item = new QListWidgetItem(game.description, m_unfinished);
        item->setData(kGameFileRole, game.file);
    }
    m_unfinishedBox->setVisible(!contents.unfinished.empty());
    m_unfinished->setCurrentRow(contents.unfinished.empty() ? -1 : 0);

    m_recent->clear();
    for (const QString& file : contents.recentGames) {
        auto* item = new QListWidgetItem(QFileInfo(file).fileName(), m_recent);
        item->setData(kGameFileRole, file);
        item->setToolTip(file);
    }
    if (contents.recentGames.isEmpty()) {
        auto* none = new QListWidgetItem(tr("No saved games opened yet"), m_recent);
        none->setFlags(Qt::NoItemFlags);
    }
    m_recent->setCurrentRow(contents.recentGames.isEmpty() ? -1 : 0);

    m_history->setEntries(contents.history);
    updateButtons();

    follow();
    show();
    raise();
    m_newGame->setFocus(Qt::OtherFocusReason);
}

QString WelcomeScreen::selectedFile(QListWidget* list) const {
    const QListWidgetItem* item = list->currentItem();
    return item != nullptr ? item->data(kGameFileRole).toString() : QString();
}

QTreeWidget* WelcomeScreen::historyList() const {
    return m_history->list();
}

QPushButton* WelcomeScreen::replayHistoryButton() const {
    return m_history->replayButton();
}

QPushButton* WelcomeScreen::deleteHistoryButton() const {
    return m_history->deleteButton();
}

void WelcomeScreen::updateButtons() {
    m_continue->setEnabled(!selectedFile(m_unfinished).isEmpty());
    m_discard->setEnabled(!selectedFile(m_unfinished).isEmpty());
    m_openRecent->setEnabled(!selectedFile(m_recent).isEmpty());
}

void WelcomeScreen::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    emit hidden();
}

// The whole window under the menu bar, which stays usable (Help, Quit).
void WelcomeScreen::follow() {
    const QRect window = parentWidget()->rect();
    const int top = m_menuBar != nullptr && m_menuBar->isVisible() ? m_menuBar->geometry().bottom() + 1 : 0;
    setGeometry(window.adjusted(0, top, 0, 0));
}

bool WelcomeScreen::eventFilter(QObject* watched, QEvent* event) {
    if ((watched == parentWidget() || watched == m_menuBar) &&
        (event->type() == QEvent::Resize || event->type() == QEvent::Move || event->type() == QEvent::Show))
        follow();
    return QWidget::eventFilter(watched, event);
}

}  // namespace jasta::app
