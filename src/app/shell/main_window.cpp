#include "shell/main_window.hpp"

#include "editor/scenario_editor.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QLockFile>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>
#include <cstdio>
#include <utility>

#include "jasta/game/replay.hpp"
#include "jasta/game/save.hpp"
#include "jasta/rules/relief.hpp"
#include "jasta/version.hpp"
#include "play/card_flight_layer.hpp"
#include "play/choice_prompt.hpp"
#include "play/computer_seats.hpp"
#include "play/consoles_panel.hpp"
#include "play/event_log_dock.hpp"
#include "play/game_session.hpp"
#include "play/hand_off_screen.hpp"
#include "play/placement_panel.hpp"
#include "play/planning_panel.hpp"
#include "play/play_flow.hpp"
#include "play/player_colours.hpp"
#include "play/rule_book.hpp"
#include "play/score_board.hpp"
#include "replay/replay_bar.hpp"
#include "replay/replay_controller.hpp"
#include "shell/games_history.hpp"
#include "shell/games_history_list.hpp"
#include "shell/new_game_dialog.hpp"
#include "shell/pilot_roster_window.hpp"
#include "shell/scenario_loading.hpp"
#include "shell/welcome_screen.hpp"
#include "table/aircraft_item.hpp"
#include "table/plural.hpp"
#include "table/table_drawing.hpp"
#include "table/table_scene.hpp"
#include "table/table_view.hpp"
#include "teaching/lessons_dialog.hpp"
#include "teaching/rules_browser.hpp"
#include "teaching/teaching_overlays.hpp"
#include "teaching/tutorial_controller.hpp"
#include "teaching/tutorial_panel.hpp"

namespace jasta::app {

MainWindow::MainWindow(GameData gameData, std::filesystem::path dataDir, std::filesystem::path assetsDir,
                       QWidget* parent)
    : QMainWindow(parent),
      m_data(std::move(gameData)),
      m_dataDir(std::move(dataDir)),
      m_assetsDir(assetsDir),
      m_scene(new TableScene(std::move(assetsDir), this)),
      m_view(new TableView(m_scene, this)),
      m_scenarioLabel(new QLabel(this)),
      m_dataLabel(new QLabel(this)),
      m_session(new GameSession(m_data, this)),
      m_planning(new PlanningPanel),
      m_prompt(new ChoicePrompt),
      m_decisions(new QStackedWidget),
      m_consoles(new ConsolesPanel),
      m_log(new EventLogDock(this)),
      m_handOff(new HandOffScreen(this)),
      m_placementPanel(new PlacementPanel),
      m_replayBar(new ReplayBar(this)) {
    setCentralWidget(m_view);
    {
        // The rule texts are for people: a broken file leaves its pages out
        // and says so, the game still starts.
        Diagnostics problems;
        RulesCatalog catalog = loadRulesCatalog(m_dataDir / "rules", problems);
        for (const Diagnostic& problem : problems.items()) qWarning("jasta: %s", problem.toString().c_str());
        m_ruleBook = new RuleBook(std::move(catalog), m_data.options, this);
    }
    {
        // Like the rule texts: a broken lesson is left out and reported, never fatal.
        Diagnostics problems;
        m_lessons = loadLessons(m_dataDir / "lessons", m_data, problems);
        for (const Diagnostic& problem : problems.items()) {
            qWarning("jasta: %s", problem.toString().c_str());
            m_lessonProblems << QString::fromStdString(problem.toString());
        }
    }
    createDocks();
    m_cardFlights = new CardFlightLayer(this);
    m_flow = new PlayFlow(
        {m_session, m_scene, m_planning, m_prompt, m_decisions, m_handOff, m_log, m_consoles, m_view, m_cardFlights},
        this);
    m_seats = new ComputerSeats({m_session, m_flow, m_consoles}, this);
    connect(m_seats, &ComputerSeats::failed, this, [this](const QString& why) { statusBar()->showMessage(why); });
    m_tutorial = new TutorialController({m_session, m_flow, m_planning, m_scene, m_tutorialPanel, m_ruleBook}, this);
    connect(m_tutorial, &TutorialController::lessonsRequested, this, &MainWindow::showLessons);
    connect(m_flow, &PlayFlow::waitingForChanged, this,
            [this](const QString& text) { statusBar()->showMessage(text); });
    connect(m_flow, &PlayFlow::refused, this,
            [this](const QString& why) { QMessageBox::warning(this, tr("Not allowed"), why); });
    connect(m_flow, &PlayFlow::gameOver, this, &MainWindow::showVictory);
    m_teaching = new TeachingOverlays(m_scene, m_session, m_flow, m_planning, this);
    connect(m_teaching, &TeachingOverlays::explanationChanged, this, [this](const QString& sentence) {
        if (!sentence.isEmpty()) statusBar()->showMessage(sentence);
    });
    connect(m_session, &GameSession::advanced, this, [this](const std::vector<Event>& events) {
        m_unsaved = true;
        autosave(events);
        if (m_session->isOver() && m_historyFile.isEmpty() && !m_tutorial->isGuided()) keepInHistory();
        updateTitle();
    });
    connect(m_session, &GameSession::undone, this, [this] { updateTitle(); });
    connect(m_placementPanel, &PlacementPanel::startRequested, this, &MainWindow::finishPlacement);
    connect(m_scene, &QGraphicsScene::selectionChanged, this, [this] {
        if (!m_scene->placementMode()) return;
        const auto selected = m_scene->selectedItems();
        const auto* airplane = selected.isEmpty() ? nullptr : qgraphicsitem_cast<AircraftItem*>(selected.front());
        m_placementPanel->select(airplane != nullptr ? airplane->aircraftId() : std::string());
    });
    connect(m_placementPanel, &PlacementPanel::altitudeChanged, this, [this](const QString& id, int level) {
        // Keep the dragged poses, then show the new stand height.
        takePlacedPoses();
        for (auto& placed : m_placing.aircraft)
            if (placed.id == id.toStdString()) placed.altitude = level;
        m_scene->showScenario(m_placing, m_data);
    });
    m_dataLabel->setText(tr("Data: %1").arg(QString::fromStdString(m_dataDir.string())));
    m_dataLabel->setToolTip(tr("The folder the airplanes, decks and scenarios were read from"));
    statusBar()->addWidget(m_scenarioLabel, 1);
    statusBar()->addPermanentWidget(m_dataLabel);
    createActions();
    addToolBar(Qt::BottomToolBarArea, m_replayBar);
    m_replayBar->hide();
    connect(m_replayBar, &ReplayBar::takeOverRequested, this, &MainWindow::takeOverReplay);
    connect(m_replayBar, &ReplayBar::closeRequested, this, &MainWindow::closeReplay);
    // A new live game (also by New Game or Open Game during a replay) ends the replay.
    connect(m_session, &GameSession::started, this, [this] {
        m_welcome->hide();
        m_historyFile.clear();  // a new game, or one opened: kept again only when it ends here
        m_historyProblem.clear();
        setReplayMode(false);
        m_ruleBook->setRulesInForce(m_session->record().ruleSet);
        m_rulesBrowser->refresh();
    });
    m_welcome = new WelcomeScreen(this, menuBar());
    connect(m_welcome, &WelcomeScreen::hidden, this, [this] {
        if (!std::exchange(m_rulesFloatedOverWelcome, false) || !m_rulesBrowser->isFloating()) return;
        m_rulesBrowser->setFloating(false);  // back in its tab beside the log
    });
    connectWelcome();
    setWindowTitle(tr("Jasta"));
    // The default size, made smaller to fit a small screen (a 1366 × 768
    // laptop) with room for the window's frame and the desktop's panel.
    const QSize room = screen()->availableGeometry().size() - kFrameAllowance;
    resize(kDefaultSize.boundedTo(room));
}

MainWindow::~MainWindow() {
    // The docks hide as the window goes: not a player closing the rules browser.
    disconnect(m_rulesBrowser, nullptr, this, nullptr);
    // A pilot still thinking is waited for now, while the game data it may
    // read is alive (the window's members go before its QObject children).
    delete m_seats;
    m_seats = nullptr;
}

namespace {
// The layout kept in the settings; raise it when the docks change so that an
// old layout is not restored onto new docks.
constexpr int kLayoutVersion = 1;
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kDockStateKey = QStringLiteral("window/docks");
}  // namespace

void MainWindow::saveLayout() const {
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kDockStateKey, saveState(kLayoutVersion));
}

bool MainWindow::restoreLayout() {
    const QSettings settings;
    const QByteArray geometry = settings.value(kGeometryKey).toByteArray();
    const QByteArray docks = settings.value(kDockStateKey).toByteArray();
    if (geometry.isEmpty() || docks.isEmpty()) return false;
    const bool restored = restoreGeometry(geometry) && restoreState(docks, kLayoutVersion);
    // Sizes are the player's; what shows follows what the window does now
    // (a layout kept during a replay or a lesson hid the decision dock or
    // showed the replay bar and the lesson).
    findChild<QDockWidget*>(QStringLiteral("decisionDock"))->setVisible(m_replay == nullptr);
    m_replayBar->setVisible(m_replay != nullptr);
    findChild<QDockWidget*>(QStringLiteral("tutorialDock"))->setVisible(m_tutorial->isActive());
    return restored;
}

int MainWindow::rulesBrowserHeight() const {
    // px: about 14 lines of a rule's text under the search field, or two
    // fifths of the window on a small screen (the table keeps the rest).
    constexpr int kReadableHeight = 320;
    return std::min(kReadableHeight, height() * 2 / 5);
}

void MainWindow::onRulesBrowserShown(bool visible) {
    // Called while the dock area switches tabs: resized once that is done.
    QTimer::singleShot(0, this, [this, visible] { fitRulesBrowser(visible); });
}

void MainWindow::fitRulesBrowser(bool visible) {
    if (visible && m_welcome != nullptr && m_welcome->isVisible() && !m_rulesBrowser->isFloating()) {
        // Docked, it would open under the welcome screen, where nobody sees
        // it (F1, the Help menu): a window of its own over the welcome
        // screen, docked again when the welcome screen goes.
        m_rulesFloatedOverWelcome = true;
        m_rulesBrowser->setFloating(true);
        constexpr QSize kOverWelcome{720, 540};  // px: a rule's page and the list beside it
        const QSize wanted = kOverWelcome.boundedTo(size() * 4 / 5);
        m_rulesBrowser->resize(wanted);
        m_rulesBrowser->move(mapToGlobal(rect().center()) - QPoint(wanted.width() / 2, wanted.height() / 2));
        m_rulesBrowser->show();
        m_rulesBrowser->raise();
        m_rulesBrowser->activateWindow();
        return;
    }
    if (visible) {
        // Shown as a tab of the short log dock, it would be a strip (~60 px) of text.
        const int wanted = rulesBrowserHeight();
        if (m_rulesBrowser->height() >= wanted || m_rulesBrowser->isFloating()) return;
        m_bottomHeightBeforeRules = m_log->height();  // the tab it shares the place with
        resizeDocks({m_rulesBrowser}, {wanted}, Qt::Vertical);
    } else if (m_bottomHeightBeforeRules > 0 && !m_log->isFloating()) {
        // Back to the log tab: the table gets its room back.
        resizeDocks({m_log}, {m_bottomHeightBeforeRules}, Qt::Vertical);
        m_bottomHeightBeforeRules = 0;
    }
}

void MainWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&Game"));
    QAction* newGameAction = file->addAction(tr("&New Game…"), this, &MainWindow::newGame);
    newGameAction->setShortcut(QKeySequence::New);
    QAction* openGameAction = file->addAction(tr("&Open Game…"), this, &MainWindow::openGame);
    openGameAction->setShortcut(QKeySequence::Open);
    QAction* openReplayAction = file->addAction(tr("Open &Replay…"), this, &MainWindow::openReplay);
    openReplayAction->setShortcut(Qt::CTRL | Qt::Key_R);
    openReplayAction->setToolTip(tr("Watch a saved game phase by phase, and take over from any point"));
    QMenu* recent = file->addMenu(tr("Open Rec&ent"));
    recent->setObjectName(QStringLiteral("recentMenu"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] {
        recent->clear();
        // Numbered as menus of recent files usually are: Alt+G, E, 1 opens the newest.
        int number = 0;
        for (const QString& game : recentGames()) {
            ++number;
            const QString label = number < 10 ? QStringLiteral("&%1  %2").arg(number).arg(QFileInfo(game).fileName())
                                              : QFileInfo(game).fileName();
            QAction* action = recent->addAction(label, this, [this, game] {
                if (openGameAt(game) != OpenResult::Failed) return;
                // A game that cannot be opened (moved, deleted, damaged) leaves the list.
                QStringList games = recentGames();
                games.removeAll(game);
                QSettings().setValue(QStringLiteral("recentGames"), games);
            });
            action->setToolTip(game);
            action->setStatusTip(game);
        }
        if (recent->isEmpty()) recent->addAction(tr("No games yet"))->setEnabled(false);
    });
    QAction* open = file->addAction(tr("Play a Scenario &File…"), this, &MainWindow::openScenario);
    QAction* editor = file->addAction(tr("Scenario &Editor…"), this, [this] { showScenarioEditor(); });
    editor->setObjectName(QStringLiteral("actionScenarioEditor"));
    editor->setShortcut(Qt::CTRL | Qt::Key_E);
    editor->setToolTip(tr("Build a scenario on the table, or change a shipped one, and play it"));
    QAction* history = file->addAction(tr("Games &History…"), this, &MainWindow::showGamesHistory);
    history->setObjectName(QStringLiteral("actionGamesHistory"));
    history->setShortcut(Qt::CTRL | Qt::Key_H);
    history->setToolTip(tr("Every finished game, to replay or delete; the game in progress waits as it is"));
    QAction* pilots = file->addAction(tr("&Pilots…"), this, &MainWindow::showPilots);
    pilots->setObjectName(QStringLiteral("actionPilots"));
    pilots->setToolTip(tr("Your roster of campaign pilots: their behaviour, skills, victories and equipment"));
    file->addSeparator();
    QAction* closeAction = file->addAction(tr("&Close Game"), this, &MainWindow::closeGame);
    closeAction->setObjectName(QStringLiteral("actionCloseGame"));
    closeAction->setShortcut(QKeySequence::Close);
    closeAction->setToolTip(tr("Put the game away (you are asked to save it) and go back to the welcome screen"));
    QAction* save = file->addAction(tr("&Save"), this, &MainWindow::saveGame);
    save->setShortcut(QKeySequence::Save);
    QAction* saveAs = file->addAction(tr("Save &As…"), this, &MainWindow::saveGameAs);
    saveAs->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = edit->addAction(tr("&Undo Last Decision"), this, [this] {
        if (m_replay == nullptr) m_session->undo();  // the live game is not on screen during a replay
    });
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    // Behind the hand-off cover too: the cover stays up and names the player
    // whose decision came back (PlayFlow), so nothing secret shows.
    m_undo->setToolTip(tr("Take back your last plan or order while nobody has seen it yet"));
    // Enabled only when there is a decision to take back (Ctrl+Z works without the menu).
    const auto updateUndo = [this] { m_undo->setEnabled(m_replay == nullptr && m_session->canUndo()); };
    updateUndo();
    connect(edit, &QMenu::aboutToShow, this, updateUndo);
    connect(m_session, &GameSession::started, this, updateUndo);
    connect(m_session, &GameSession::advanced, this, updateUndo);
    connect(m_session, &GameSession::undone, this, updateUndo);
    connect(m_flow, &PlayFlow::waitingForChanged, this, updateUndo);  // a new seat at the screen

    QMenu* play = menuBar()->addMenu(tr("&Play"));
    QAction* pause = play->addAction(tr("&Pause Animations"));
    pause->setCheckable(true);
    pause->setShortcut(Qt::Key_P);
    connect(pause, &QAction::toggled, m_scene, &TableScene::setAnimationsPaused);
    QAction* skip = play->addAction(tr("S&kip Animations"), m_scene, &TableScene::skipAnimations);
    skip->setShortcut(Qt::Key_K);
    QMenu* speed = play->addMenu(tr("Animation &Speed"));
    auto* speeds = new QActionGroup(this);
    for (const auto& [label, factor] : {std::pair{tr("Slow"), 0.5}, std::pair{tr("Normal"), 1.0},
                                        std::pair{tr("Fast"), 2.0}, std::pair{tr("Very Fast"), 4.0}}) {
        QAction* action =
            speed->addAction(label, m_scene, [this, factor = factor] { m_scene->setAnimationSpeed(factor); });
        action->setCheckable(true);
        action->setChecked(factor == 1.0);
        speeds->addAction(action);
    }
    // BAL-09: the player at the screen may have a balloon of their side
    // winched down while the turn's plans are made.
    QMenu* winch = play->addMenu(tr("&Winch Balloon Down"));
    winch->setObjectName(QStringLiteral("winchMenu"));
    winch->setToolTip(tr("Have the crew bring a balloon of your side down, a climb counter a turn, out of harm's way"));
    connect(winch, &QMenu::aboutToShow, this, [this, winch] {
        winch->clear();
        for (const auto& [id, name] : winchableBalloons()) {
            winch->addAction(tr("Winch %1 Down").arg(name), this, [this, id = id] {
                const QString refused = m_session->submit(WinchBalloon{id});
                if (!refused.isEmpty()) statusBar()->showMessage(refused);
            });
        }
        if (winch->isEmpty()) winch->addAction(tr("No balloon of yours can be winched down now"))->setEnabled(false);
    });
    play->addSeparator();
    QAction* autoFire = play->addAction(tr("Always Fire at the &Best Target"));
    autoFire->setCheckable(true);
    autoFire->setToolTip(tr("Fire decisions answer themselves: every weapon fires at its best legal target"));
    connect(autoFire, &QAction::toggled, this, [this](bool on) { m_flow->setAutoFire(on); });
    QAction* everything = m_showEverything = play->addAction(tr("Show &Everything"));
    everything->setCheckable(true);
    everything->setToolTip(tr("Show every secret (rudder, engine, wounds, plans) to everyone at the screen"));
    connect(everything, &QAction::toggled, this, [this](bool on) { m_flow->setShowEverything(on); });

    // The replay's commands: the very actions of its bar, enabled while a replay is open.
    QMenu* replayMenu = menuBar()->addMenu(tr("&Replay"));
    replayMenu->setObjectName(QStringLiteral("replayMenu"));
    replayMenu->addAction(openReplayAction);
    replayMenu->addSeparator();
    replayMenu->addActions(m_replayBar->commands());

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* fit = view->addAction(tr("&Fit All"), m_view, &TableView::fitAll);
    fit->setShortcut(Qt::Key_F);
    fit->setToolTip(tr("Show the whole table (F)"));
    QAction* zoomIn = view->addAction(tr("Zoom &In"), m_view, &TableView::zoomIn);
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    QAction* zoomOut = view->addAction(tr("Zoom &Out"), m_view, &TableView::zoomOut);
    zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});

    view->addSeparator();
    // Issue 15: damage cards lie face down at the table; open for teaching.
    QAction* openDamage = view->addAction(tr("Open &Damage"));
    openDamage->setObjectName(QStringLiteral("actionOpenDamage"));
    openDamage->setCheckable(true);
    openDamage->setToolTip(
        tr("For teaching: every airplane's damage cards, points and specials shown to everyone. Off, each player sees "
           "only their own, and of the others how many cards they hold, as at the table"));
    openDamage->setStatusTip(openDamage->toolTip());
    connect(openDamage, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("openDamage"), on);
        m_consoles->setOpenDamage(on);
        m_log->setOpenDamage(on);
    });
    openDamage->setChecked(QSettings().value(QStringLiteral("openDamage"), false).toBool());
    view->addSeparator();
    for (auto* dock : findChildren<QDockWidget*>()) view->addAction(dock->toggleViewAction());
    (void)open;

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* rules = help->addAction(tr("&Rules of the Game"), this, [this] {
        m_ruleBook->open(m_rulesBrowser->currentRule().isEmpty() ? QStringLiteral("MOV-01")
                                                                 : m_rulesBrowser->currentRule());
    });
    rules->setObjectName(QStringLiteral("actionRules"));
    rules->setShortcut(QKeySequence::HelpContents);
    rules->setToolTip(tr("Every rule in plain words, with the rule options of this game marked (F1)"));
    QAction* lessons = help->addAction(tr("&Lessons…"), this, &MainWindow::showLessons);
    lessons->setObjectName(QStringLiteral("actionLessons"));
    lessons->setToolTip(
        tr("Learn the game step by step: six guided lessons, then whole games from the basic to the "
           "advanced rules"));
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Jasta"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    createTeachingActions();

    QToolBar* toolbar = addToolBar(tr("View"));
    toolbar->setObjectName(QStringLiteral("viewToolbar"));
    toolbar->setMovable(false);
    toolbar->addAction(newGameAction);
    toolbar->addAction(openGameAction);
    toolbar->addAction(save);
    toolbar->addSeparator();
    toolbar->addAction(pause);
    toolbar->addAction(skip);
    toolbar->addSeparator();
    toolbar->addAction(fit);
    toolbar->addAction(zoomIn);
    toolbar->addAction(zoomOut);
}

void MainWindow::createTeachingActions() {
    // The teaching overlays (issue 7): a menu, a toolbar, one key each.
    auto* teach = new QMenu(tr("&Teach"), this);
    const QList<QAction*> menus = menuBar()->actions();
    menuBar()->insertMenu(menus.isEmpty() ? nullptr : menus.back(), teach);  // before Help
    QToolBar* toolbar = addToolBar(tr("Teaching Overlays"));
    toolbar->setObjectName(QStringLiteral("teachingToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    using Overlay = TeachingOverlays::Overlay;
    struct Entry {
        Overlay overlay;
        QString text, name, tip;
        Qt::Key key;
    };
    const Entry entries[] = {
        {Overlay::HandGhosts, tr("&Hand"), QStringLiteral("HandGhosts"),
         tr("Ghosts of every card of the selected airplane's deck from where it stands; the cards it may not fly next "
            "are marked red (G)"),
         Qt::Key_G},
        {Overlay::Reach, tr("&Reach"), QStringLiteral("Reach"),
         tr("Every place the selected airplane's legal plans reach, coloured by the enemy guns that could fire at it "
            "there: green none, yellow one, orange two, red more (R; Shift+R: 1, 2 or 3 cards)"),
         Qt::Key_R},
        {Overlay::Threat, tr("Threat &Map"), QStringLiteral("Threat"),
         tr("Where the enemies of the selected airplane can fire after their next card, whatever card they pick: "
            "deeper where more of them reach, red at short range (M)"),
         Qt::Key_M},
        {Overlay::Ranges, tr("Ranges && &Arcs"), QStringLiteral("Ranges"),
         tr("The firing arcs and the range rings (half ruler, whole ruler) of every airplane, the ground defences' "
            "reach, where bombs dropped now would land, and the sky: what the clouds hide and whom the sun blinds (A)"),
         Qt::Key_A},
        {Overlay::Altitudes, tr("A&ltitudes"), QStringLiteral("Altitudes"),
         tr("Every airplane's level and stand, and its difference to the selected airplane with what it does to fire "
            "(L)"),
         Qt::Key_L},
        {Overlay::Tailing, tr("&Tailing"), QStringLiteral("Tailing"),
         tr("At the start of a turn, the tailing check of every nearby pair: the ruler from the pursuer's front edge "
            "to the target's rear edge, and the levels (T)"),
         Qt::Key_T},
        {Overlay::Odds, tr("Damage &Odds"), QStringLiteral("Odds"),
         tr("For the shot under the mouse, or the shots of a fire decision: the chance of each damage total from the "
            "cards left in the deck, and of bringing the target down (O)"),
         Qt::Key_O},
    };
    // Issue 18: why the computer flew what it flew, on its consoles once the
    // turn's cards are flown (the words name the cards: never before).
    QAction* reasons = teach->addAction(tr("&Computer's Reasons"));
    reasons->setObjectName(QStringLiteral("actionComputerReasons"));
    reasons->setCheckable(true);
    reasons->setToolTip(
        tr("After each turn's moves, every computer airplane's console says why its pilot chose the plan it "
           "flew (C)"));
    reasons->setStatusTip(reasons->toolTip());
    reasons->setShortcut(Qt::Key_C);
    connect(reasons, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("teaching/computerReasons"), on);
        m_seats->setShowReasons(on);
    });
    reasons->setChecked(QSettings().value(QStringLiteral("teaching/computerReasons"), false).toBool());
    m_seats->setShowReasons(reasons->isChecked());  // in the menu only: the toolbar has no room left at 1366 px
    teach->addSeparator();
    for (const Entry& entry : entries) {
        QAction* action = teach->addAction(entry.text);
        action->setObjectName(QStringLiteral("actionOverlay") + entry.name);
        action->setCheckable(true);
        action->setChecked(m_teaching->isEnabled(entry.overlay));
        action->setShortcut(entry.key);
        action->setToolTip(entry.tip);
        action->setStatusTip(entry.tip);
        connect(action, &QAction::toggled, this,
                [this, overlay = entry.overlay](bool on) { m_teaching->setEnabled(overlay, on); });
        toolbar->addAction(action);
        if (entry.overlay != Overlay::Reach) continue;
        // How many cards ahead the reachable positions look.
        auto* cards = new QActionGroup(this);
        QMenu* depth = teach->addMenu(tr("Reach &After"));
        for (int n = 1; n <= 3; ++n) {
            QAction* choice = depth->addAction(countOf(n, tr("Card"), tr("Cards")), this,
                                               [this, n] { m_teaching->setReachCards(n); });
            choice->setObjectName(QStringLiteral("actionReachCards%1").arg(n));
            choice->setCheckable(true);
            choice->setChecked(n == m_teaching->reachCards());
            cards->addAction(choice);
        }
        QAction* cycle = teach->addAction(tr("Reach One Card Further"), this, [this, cards] {
            const int next = m_teaching->reachCards() % 3 + 1;
            cards->actions().at(next - 1)->trigger();
            if (auto* reach = findChild<QAction*>(QStringLiteral("actionOverlayReach"))) reach->setChecked(true);
        });
        cycle->setShortcut(Qt::SHIFT | Qt::Key_R);
        teach->addSeparator();
    }
}

void MainWindow::createDocks() {
    // A bigger window is a bigger table: the decision panel never takes the
    // extra width (no grow flag, so its expanding card grid does not make the
    // dock expand); it can still be dragged up to its natural width.
    m_decisions->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    m_decisions->addWidget(m_planning);
    m_decisions->addWidget(m_prompt);
    m_decisions->addWidget(m_placementPanel);
    auto* decisionDock = new QDockWidget(tr("Your Decision"), this);
    decisionDock->setObjectName(QStringLiteral("decisionDock"));
    decisionDock->setWidget(m_decisions);
    addDockWidget(Qt::RightDockWidgetArea, decisionDock);
    auto* consoleDock = new QDockWidget(tr("Consoles"), this);
    consoleDock->setObjectName(QStringLiteral("consoleDock"));
    consoleDock->setWidget(m_consoles);
    consoleDock->setMinimumWidth(300);
    addDockWidget(Qt::LeftDockWidgetArea, consoleDock);
    // The lesson, above the consoles, across the table from the decision it
    // asks for (the planning panel needs the whole right column); hidden
    // until a lesson starts.
    m_tutorialPanel = new TutorialPanel;
    auto* tutorialDock = new QDockWidget(tr("Lesson"), this);
    tutorialDock->setObjectName(QStringLiteral("tutorialDock"));
    tutorialDock->setWidget(m_tutorialPanel);
    addDockWidget(Qt::LeftDockWidgetArea, tutorialDock);
    splitDockWidget(tutorialDock, consoleDock, Qt::Vertical);
    tutorialDock->hide();
    // The side columns take the window's whole height and the log and the
    // rules only the table's width (issue 15): on a laptop the planner keeps
    // room for its deck, and the bottom docks can grow over the table alone
    // (but in a narrow window, see fitCorners).
    fitCorners();
    m_log->setObjectName(QStringLiteral("logDock"));
    addDockWidget(Qt::BottomDockWidgetArea, m_log);
    m_log->setRuleBook(m_ruleBook);
    m_planning->setRuleBook(m_ruleBook);
    m_prompt->setRuleBook(m_ruleBook);
    m_rulesBrowser = new RulesBrowser(*m_ruleBook, this);
    // A tab beside the log at the bottom, where it is wide: a player who
    // follows a refusal's link still sees the plan it refused and the table.
    addDockWidget(Qt::BottomDockWidgetArea, m_rulesBrowser);
    tabifyDockWidget(m_log, m_rulesBrowser);
    m_log->raise();
    connect(m_ruleBook, &RuleBook::ruleRequested, m_rulesBrowser, &RulesBrowser::showRule);
    // However it opens (a rule's link, F1, its tab, the View menu).
    connect(m_rulesBrowser, &QDockWidget::visibilityChanged, this, &MainWindow::onRulesBrowserShown);
    // The table is what the players look at: the side docks start as narrow
    // as their contents allow (px) and the log short; players may drag them wider.
    resizeDocks({consoleDock, decisionDock}, {300, 470}, Qt::Horizontal);
    resizeDocks({m_log}, {160}, Qt::Vertical);
}

void MainWindow::fitCorners() {
    // In a narrow window the table's width would leave the log a strip (~200
    // px at 896 px) where no sentence can be read: there the log and the
    // rules take the window's whole width under the side columns.
    const bool narrow = width() < kNarrowWidth;
    setCorner(Qt::BottomLeftCorner, narrow ? Qt::BottomDockWidgetArea : Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, narrow ? Qt::BottomDockWidgetArea : Qt::RightDockWidgetArea);
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    fitCorners();
}

void MainWindow::showScenario(const Scenario& scenario) {
    const RuleSet* ruleSet = m_data.ruleset(scenario.ruleset);
    if (ruleSet == nullptr) {
        QMessageBox::warning(this, tr("New Game"), tr("The scenario names an unknown rule set."));
        return;
    }
    startGame(scenario, *ruleSet);
}

bool MainWindow::startGame(const Scenario& scenario, const RuleSet& ruleSet, std::optional<std::uint64_t> seed,
                           const std::vector<ComputerPlayer>& computerPlayers) {
    const std::uint64_t chosen = seed ? *seed : QRandomGenerator::global()->generate64();
    m_scene->setPlacementMode(false);
    m_scenario = scenario;
    m_scene->showScenario(m_scenario, m_data);
    try {
        m_session->start(scenario, ruleSet, chosen, computerPlayers);
    } catch (const std::exception& error) {
        QMessageBox::warning(this, tr("New Game"),
                             tr("This game cannot start: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    if (m_victory != nullptr) m_victory->deleteLater(), m_victory = nullptr;
    dropRecoveryFile();  // the window's game before this one is dealt with (maybeSave)
    m_saveFile.clear();
    m_unsaved = false;
    const QString name = QString::fromStdString(m_scenario.name.empty() ? m_scenario.id : m_scenario.name);
    m_scenarioLabel->setText(tr("%1  ·  %2 airplanes  ·  table %3 × %4 mm  ·  %5")
                                 .arg(name)
                                 .arg(m_scenario.aircraft.size())
                                 .arg(m_scenario.tableWidth)
                                 .arg(m_scenario.tableHeight)
                                 .arg(QString::fromStdString(ruleSet.name.empty() ? ruleSet.id : ruleSet.name)));
    m_scenarioLabel->setToolTip(QString::fromStdString(m_scenario.description));
    updateTitle();
    m_view->fitAll();
    QTimer::singleShot(0, m_view, &TableView::fitAll);  // again once the docks have their sizes
    return true;
}

void MainWindow::updateTitle() {
    if (!m_session->isRunning() && !m_scene->placementMode()) {
        setWindowTitle(tr("Jasta"));
        return;
    }
    const QString name = QString::fromStdString(m_scenario.name.empty() ? m_scenario.id : m_scenario.name);
    const QString file = m_saveFile.isEmpty() ? name : QFileInfo(m_saveFile).fileName();
    setWindowTitle(tr("%1%2 — Jasta").arg(file, m_unsaved ? QStringLiteral("*") : QString()));
}

void MainWindow::newGame() {
    if (!maybeSave()) return;
    NewGameDialog dialog(m_data, this);
    dialog.restoreLastSetup();  // players set up a table the way they did last time
    if (dialog.exec() != QDialog::Accepted) return;
    startFromDialog(dialog);
}

void MainWindow::startFromDialog(NewGameDialog& dialog) {
    dialog.rememberSetup();
    try {
        Rng rng(QRandomGenerator::global()->generate64());
        beginPlacement(dialog.scenario(rng), dialog.ruleSet(), dialog.computerPlayers());
    } catch (const std::exception& error) {
        QMessageBox::warning(this, tr("New Game"), QString::fromUtf8(error.what()));
    }
}

ScenarioEditor* MainWindow::scenarioEditor() const {
    return m_editor;
}

ScenarioEditor* MainWindow::showScenarioEditor() {
    if (m_editor == nullptr) {
        m_editor = new ScenarioEditor(m_data, m_dataDir, m_assetsDir, this);
        m_editor->setHeadless(m_headless);
        connect(m_editor, &ScenarioEditor::playRequested, this, &MainWindow::newGameWithScenario);
    }
    m_editor->show();
    m_editor->raise();
    m_editor->activateWindow();
    return m_editor;
}

void MainWindow::newGameWithScenario(const QString& file) {
    if (!maybeSave()) return;
    NewGameDialog dialog(m_data, this);
    dialog.restoreLastSetup();
    // The scenario chosen, with the players' last rules and seats around it.
    if (!dialog.addScenarioFile(file.toStdString())) {
        if (m_headless)
            std::fprintf(stderr, "jasta: New Game cannot use %s\n", qPrintable(file));
        else
            QMessageBox::warning(this, tr("New Game"), tr("New Game cannot use this scenario file."));
        return;
    }
    raise();
    activateWindow();
    // Headless nobody can press OK: the game is set up as the dialog stands.
    if (!m_headless && dialog.exec() != QDialog::Accepted) return;
    startFromDialog(dialog);
}

void MainWindow::beginPlacement(const Scenario& scenario, const RuleSet& ruleSet,
                                const std::vector<ComputerPlayer>& computerPlayers) {
    m_welcome->hide();
    // The set-up needs the decision dock (its Start button) that a replay hides.
    if (m_replay != nullptr) setReplayMode(false);
    m_placing = scenario;
    m_placingRules = ruleSet;
    m_placingComputers = computerPlayers;
    m_scene->clearGhosts();
    m_scene->clearShots();
    m_scene->clearLaidCards();
    m_scene->setPlacementMode(true);
    m_scene->setPlayerColours(playerColours(m_placing));  // the colours the game will be played in
    m_scene->showScenario(m_placing, m_data);
    m_placementPanel->setScenario(m_placing);
    m_decisions->setCurrentWidget(m_placementPanel);
    statusBar()->showMessage(tr("Place the airplanes, then start the game."));
    m_view->fitAll();
}

// The set-up being placed takes the poses the airplanes now have on the table.
void MainWindow::takePlacedPoses() {
    const auto poses = m_scene->placedPoses();
    for (auto& placed : m_placing.aircraft) {
        auto pose = poses.find(placed.id);
        if (pose == poses.end()) continue;
        placed.x = pose->second.x;
        placed.y = pose->second.y;
        placed.heading = pose->second.heading;
    }
}

bool MainWindow::finishPlacement() {
    takePlacedPoses();
    for (const auto& placed : m_placing.aircraft) {
        if (placed.x < 0 || placed.y < 0 || placed.x > m_placing.tableWidth || placed.y > m_placing.tableHeight) {
            QMessageBox::warning(this, tr("Set up the table"),
                                 tr("%1 stands off the table. Drag it back onto the felt.")
                                     .arg(QString::fromStdString(placed.name.empty() ? placed.id : placed.name)));
            return false;
        }
        if (const auto problem = startingAltitudeProblem(placed); !problem.empty()) {  // ALT-02
            QMessageBox::warning(
                this, tr("Set up the table"),
                tr("%1: %2.").arg(QString::fromStdString(placed.name.empty() ? placed.id : placed.name),
                                  QString::fromStdString(problem)));
            return false;
        }
        // TER-01: over raised ground it must start above it.
        if (const ReliefZone* zone = zoneAt(m_placing.relief, {placed.x, placed.y});
            zone != nullptr && !isAboveFloor(placed.altitude, placed.climb, zone->floor)) {
            QMessageBox::warning(
                this, tr("Set up the table"),
                tr("%1 stands over %2, whose ground is at level %3: raise it above that or move it off.")
                    .arg(QString::fromStdString(placed.name.empty() ? placed.id : placed.name),
                         QString::fromStdString(zone->name.empty() ? zone->id : zone->name))
                    .arg(zone->floor));
            return false;
        }
    }
    m_scene->setPlacementMode(false);
    return startGame(m_placing, m_placingRules, std::nullopt, m_placingComputers);
}

QStringList MainWindow::recentGames() {
    return QSettings().value(QStringLiteral("recentGames")).toStringList();
}

void MainWindow::rememberGame(const QString& file) {
    QStringList games = recentGames();
    const QString path = QFileInfo(file).absoluteFilePath();
    games.removeAll(path);
    games.prepend(path);
    while (games.size() > kRecentGames) games.removeLast();
    QSettings().setValue(QStringLiteral("recentGames"), games);
}

QString MainWindow::recoveryFolder() {
    QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (folder.isEmpty()) folder = QDir::tempPath();
    return folder + QStringLiteral("/recovery");
}

namespace {

// A lock that only a running program holds: a lock file whose process is
// gone is stale and taken over, however old it is (0 = age never counts:
// a game may run for hours).
std::unique_ptr<QLockFile> lockFor(const QString& file) {
    auto lock = std::make_unique<QLockFile>(file + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    return lock;
}

}  // namespace

std::vector<MainWindow::RecoverableGame> MainWindow::recoverableGames() const {
    std::vector<RecoverableGame> games;
    const QFileInfoList files =
        QDir(recoveryFolder()).entryInfoList({QStringLiteral("*.jasta")}, QDir::Files, QDir::Time | QDir::Reversed);
    for (const QFileInfo& info : files) {
        const QString file = info.absoluteFilePath();
        if (file == m_recoveryFile) continue;  // this window's own game
        auto lock = lockFor(file);
        if (!lock->tryLock(0)) continue;  // its game runs in another window
        RecoverableGame game{file, tr("a game that cannot be read (%1)").arg(info.fileName()), false};
        try {
            const SavedGame save = readSaveFile(file.toStdString(), m_data);
            const std::string& name = save.scenario.name.empty() ? save.scenario.id : save.scenario.name;
            const QStringList players = playersOf(save.scenario);
            const Replay replay(m_data, save);
            game.finished = replay.end().state.stage == Stage::Over;
            game.description = tr("“%1” · %2 · %3 · turn %4%5")
                                   .arg(QString::fromStdString(name), players.join(QStringLiteral(", ")),
                                        save.scenario.era == Era::Ww1 ? tr("WW1") : tr("WW2"))
                                   .arg(replay.end().state.turn)
                                   .arg(game.finished ? tr(", finished but not saved") : QString());
        } catch (const std::exception&) {
            // Listed all the same: the player may discard it, or openGameFile explains it.
        }
        games.push_back(std::move(game));
    }
    return games;
}

bool MainWindow::offerRecovery() {
    const std::vector<RecoverableGame> games = recoverableGames();
    QStringList all;
    for (const auto& game : games) all << QStringLiteral("• ") + game.description;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const RecoverableGame& game = games[i];
        QMessageBox box(QMessageBox::Question, tr("Resume an interrupted game?"),
                        games.size() == 1 ? tr("Jasta was closed in the middle of %1.").arg(game.description)
                                          : tr("Jasta was closed in the middle of %1 games. Game %2: %3.")
                                                .arg(games.size())
                                                .arg(i + 1)
                                                .arg(game.description),
                        QMessageBox::Yes | QMessageBox::Discard | QMessageBox::No, this);
        box.button(QMessageBox::Yes)->setText(tr("Resume"));
        box.button(QMessageBox::Discard)->setText(tr("Discard"));
        box.button(QMessageBox::No)->setText(tr("Keep for Later"));
        if (games.size() > 1) box.setInformativeText(all.join(u'\n'));
        const int answer = box.exec();
        if (answer == QMessageBox::Discard) {
            auto lock = lockFor(game.file);
            if (lock->tryLock(0)) QFile::remove(game.file);
        } else if (answer == QMessageBox::Yes) {
            if (!claimRecoveryFile(game.file)) continue;  // another program took it meanwhile
            return openGameFile(game.file);
        }
    }
    return false;
}

bool MainWindow::claimRecoveryFile(const QString& file) {
    QString wanted = file;
    if (wanted.isEmpty()) {
        QDir().mkpath(recoveryFolder());
        // A name of its own for every game: the time and random bits.
        wanted = QStringLiteral("%1/game-%2-%3.jasta")
                     .arg(recoveryFolder(), QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")))
                     .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
    }
    auto lock = lockFor(wanted);
    if (!lock->tryLock(0)) return false;
    m_recoveryLock = std::move(lock);  // the window's previous lock, if any, is released
    m_recoveryFile = QFileInfo(wanted).absoluteFilePath();
    return true;
}

void MainWindow::dropRecoveryFile() {
    if (!m_recoveryFile.isEmpty()) QFile::remove(m_recoveryFile);
}

// After every phase (issue 6): the game so far, to resume after a crash.
void MainWindow::autosave(const std::vector<Event>& events) {
    const bool phaseEnded =
        std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind() == EventKind::PhaseEnd; });
    if (!phaseEnded || m_tutorial->isGuided()) return;  // a lesson's game is not one to resume
    try {
        if (m_recoveryFile.isEmpty() && !claimRecoveryFile())
            throw std::runtime_error(tr("no recovery file could be locked").toStdString());
        writeSaveFile(m_recoveryFile.toStdString(), m_session->record());
    } catch (const std::exception& error) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(QString::fromUtf8(error.what())), 5000);
    }
}

void MainWindow::chooseData(SavedGame& save) {
    if (!save.data || dataHash(*save.data, save.scenario) == dataHash(m_data, save.scenario)) return;
    // Today's data is offered only when the game so far is the same game with it.
    SavedGame onToday = save;
    onToday.data = playedData(m_data, save.scenario);
    bool sameGame = false;
    try {
        sameGame = Replay(m_data, onToday).verified();
    } catch (const std::exception&) {
    }
    if (!sameGame || m_headless) {
        statusBar()->showMessage(
            tr("The game data has changed since this game was played; it goes on with the data it was played with."));
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("The game data has changed"),
                    tr("The airplanes or decks of this game have changed since it was played. The game so far "
                       "is the same with both. Go on with the data it was played with, or with today's?"),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.button(QMessageBox::Yes)->setText(tr("As Played"));
    box.button(QMessageBox::No)->setText(tr("Today's Data"));
    box.setDefaultButton(QMessageBox::Yes);
    if (box.exec() == QMessageBox::No) save = std::move(onToday);
}

std::optional<MainWindow::GameToOpen> MainWindow::readGame(const QString& file) {
    SavedGame save;
    try {
        save = readSaveFile(file.toStdString(), m_data);
    } catch (const std::exception& error) {
        showSaveError(tr("Open Game"), file, error);
        return std::nullopt;
    }
    chooseData(save);
    std::optional<Replay> replay;
    try {
        replay.emplace(m_data, std::move(save));
    } catch (const std::exception& error) {
        showSaveError(tr("Open Game"), file, error);
        return std::nullopt;
    }
    if (replay->verified()) return GameToOpen{std::move(*replay), {}};

    // A game that does not replay as saved (an old rule fixed since, data
    // changed under an old format): the player may go on from the last step
    // the save and the replay agree on: before the first differing phase, or
    // the last phase before a refused command.
    std::size_t last = replay->steps().size() - 1;
    QString why;
    if (const auto& mismatch = replay->mismatch()) {
        why = QString::fromStdString(mismatch->describe());
        if (!mismatch->actual.empty() && !mismatch->atEnd)
            if (auto at = replay->findStep(mismatch->turn, mismatch->phase); at && *at > 0) last = *at - 1;
    } else if (const auto& problem = replay->problem()) {
        why = QString::fromStdString(problem->toString());
    }
    const ReplayStep& step = replay->steps()[last];
    const QString where =
        step.phase == 0 ? tr("the start of the game") : tr("turn %1, phase %2").arg(step.turn).arg(step.phase);
    if (m_headless) {
        std::fprintf(stderr, "jasta: %s: the game does not replay as it was saved: %s\n", qPrintable(file),
                     qPrintable(why));
        return std::nullopt;
    }
    QMessageBox box(QMessageBox::Warning, tr("Open Game"),
                    tr("The game %1 does not replay as it was saved. Go on from %2, the last point where it "
                       "still matches?")
                        .arg(file, where),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setInformativeText(why);
    box.button(QMessageBox::Yes)->setText(tr("Go On from There"));
    box.button(QMessageBox::No)->setText(tr("Do Not Open"));
    if (box.exec() != QMessageBox::Yes) return std::nullopt;
    std::optional<Replay> from;
    try {
        from.emplace(m_data, replay->takeOver(last));
    } catch (const std::exception& error) {
        showSaveError(tr("Open Game"), file, error);
        return std::nullopt;
    }
    if (!from->verified()) {  // its own replay up to a step that matched: not expected, never a crash
        showSaveError(tr("Open Game"), file, std::runtime_error(why.toStdString()));
        return std::nullopt;
    }
    return GameToOpen{std::move(*from), where};
}

bool MainWindow::openGameFile(const QString& file) {
    return openGameAt(file) == OpenResult::Opened;
}

MainWindow::OpenResult MainWindow::openGameAt(const QString& file) {
    // Everything that can fail comes before the game on the table is let go:
    // a file that cannot be opened leaves the window as it was.
    std::optional<GameToOpen> game = readGame(file);
    if (!game) return OpenResult::Failed;
    if (!maybeSave()) return OpenResult::Kept;
    try {
        m_scenario = game->replay.save().scenario;
        m_scene->showScenario(m_scenario, m_data);
        m_session->resume(game->replay);  // verified by readGame: does not throw
    } catch (const std::exception& error) {
        showSaveError(tr("Open Game"), file, error);
        return OpenResult::Failed;
    }
    if (!game->wentOnFrom.isEmpty()) {
        // A new game from where the file still matched: saving must not overwrite the file it came from.
        dropRecoveryFile();  // the window's game before this one is dealt with (maybeSave)
        m_saveFile.clear();
        m_unsaved = true;
        statusBar()->showMessage(tr("Going on from %1 of %2.").arg(game->wentOnFrom, QFileInfo(file).fileName()));
    } else {
        // A game back from the autosave has no file of its own yet: Save asks for one.
        const bool recovered = QFileInfo(file).absoluteFilePath() == m_recoveryFile;
        if (!recovered) dropRecoveryFile();  // the window's game before this one is dealt with (maybeSave)
        m_saveFile = recovered ? QString() : file;
        m_unsaved = recovered;
        if (!recovered) rememberGame(file);
    }
    updateTitle();
    m_view->fitAll();
    // A save of a newer Jasta may name a computer pilot this one does not have.
    if (const QStringList unknown = m_seats->unknownPilots(); !unknown.isEmpty()) {
        const QString why = tr("This game names a computer pilot this version of Jasta does not have: a person plays "
                               "%1 instead.")
                                .arg(unknown.join(QStringLiteral(", ")));
        if (m_headless)
            qWarning("jasta: %s", qPrintable(why));
        else
            QMessageBox::information(this, tr("Open Game"), why);
    }
    return OpenResult::Opened;
}

// A save that cannot be read: the first problem (file and JSON pointer) in
// the message, every problem under "Show Details".
void MainWindow::showSaveError(const QString& title, const QString& file, const std::exception& error) {
    const auto* saveError = dynamic_cast<const SaveError*>(&error);
    if (m_headless) {  // nobody could click the box: say it where it is read
        std::fprintf(stderr, "jasta: the game %s could not be opened\n", qPrintable(file));
        if (saveError != nullptr)
            for (const QString& line : diagnosticLines(saveError->diagnostics()))
                std::fprintf(stderr, "%s\n", qPrintable(line));
        else
            std::fprintf(stderr, "%s\n", error.what());
        return;
    }
    if (saveError == nullptr) {
        QMessageBox::warning(this, title,
                             tr("The game %1 could not be opened: %2").arg(file, QString::fromUtf8(error.what())));
        return;
    }
    QMessageBox box(QMessageBox::Warning, title, tr("The game %1 could not be opened.").arg(file), QMessageBox::Ok,
                    this);
    box.setDetailedText(diagnosticLines(saveError->diagnostics()).join(u'\n'));
    box.setInformativeText(QString::fromStdString(
        saveError->diagnostics().items().empty() ? std::string() : saveError->diagnostics().items()[0].toString()));
    box.exec();
}

bool MainWindow::openReplayFile(const QString& file) {
    ReplayController* replay = nullptr;
    // The live game's playback must end first: when its last move ends it
    // would draw the live state over the replay and ask for a decision.
    for (int i = 0; i < 1000 && m_flow->isPlayingBack(); ++i) {
        m_scene->skipAnimations();
        QCoreApplication::processEvents();
    }
    try {
        SavedGame save = readSaveFile(file.toStdString(), m_data);
        replay = new ReplayController(m_data, std::move(save), {m_scene, m_consoles, m_log}, this);
    } catch (const std::exception& error) {
        showSaveError(tr("Open Replay"), file, error);
        return false;
    }
    // The rules browser marks the replayed game's rules once it is sure to be shown.
    m_ruleBook->setRulesInForce(replay->replay().save().ruleSet);
    m_rulesBrowser->refresh();
    if (m_replay != nullptr) {
        m_replay->pause();  // its timer must not draw the old replay before deleteLater does its work
        m_replay->deleteLater();
    }
    m_replay = replay;
    m_replayFile = file;
    m_replayBar->setController(m_replay);
    setReplayMode(true);
    if (const auto& mismatch = m_replay->replay().mismatch())
        statusBar()->showMessage(tr("This replay differs from the game as it was saved: %1")
                                     .arg(QString::fromStdString(mismatch->describe())));
    else if (const auto& problem = m_replay->replay().problem())
        statusBar()->showMessage(tr("The replay stops early: %1").arg(QString::fromStdString(problem->toString())));
    else
        statusBar()->showMessage(
            tr("Replay: %1, every phase hash verified").arg(countOf(m_replay->stepCount(), tr("step"), tr("steps"))));
    m_view->fitAll();
    QTimer::singleShot(0, m_view, &TableView::fitAll);  // again once the bar has its size
    return true;
}

void MainWindow::openReplay() {
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Open Replay"), QString(), tr("Jasta games (*.jasta);;All files (*)"));
    if (!file.isEmpty()) openReplayFile(file);
}

// The decisions of the live game are hidden (not just disabled) during a
// replay: its plans must not show over another game's table, and its
// hand-off cover would hide the replay.
void MainWindow::setReplayMode(bool on) {
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("decisionDock"))) dock->setVisible(!on);
    m_replayBar->setVisible(on);
    // The menu's Show Everything is the live game's (it redraws the live
    // consoles); the replay has its own box on the bar.
    m_showEverything->setEnabled(!on);
    m_teaching->setSuspended(on);  // the overlays speak of the live game, not of the replay
    if (on) {
        m_welcome->hide();
        m_handOff->hide();
        setWindowTitle(tr("Replay of %1 — Jasta").arg(QFileInfo(m_replayFile).fileName()));
        return;
    }
    if (m_replay != nullptr) {
        m_replayBar->setController(nullptr);
        m_replay->pause();
        m_replay->deleteLater();
        m_replay = nullptr;
    }
    updateTitle();
}

bool MainWindow::takeOverReplay() {
    if (m_replay == nullptr || !maybeSave()) return false;
    const SavedGame save = m_replay->takeOver();
    try {
        m_scenario = save.scenario;
        m_scene->showScenario(m_scenario, m_data);
        // The play flow appends a resumed game's events to the log without
        // clearing it: the replay's lines must go first.
        m_log->model()->clear();
        m_session->resume(save);  // emits started: the play flow takes the table, the replay mode ends
    } catch (const std::exception& error) {
        QMessageBox::warning(this, tr("Take Over"),
                             tr("The game cannot go on from here: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    m_saveFile.clear();  // a new game: saving must not overwrite the replayed file
    m_unsaved = true;
    updateTitle();
    m_view->fitAll();
    return true;
}

void MainWindow::closeReplay() {
    if (m_replay == nullptr) return;
    if (m_session->isRunning()) {
        // The live game again, as it stood: resuming its own record redraws
        // every view (only the undo of a still-secret decision is lost).
        const SavedGame record = m_session->record();
        const bool unsaved = m_unsaved;
        m_scene->showScenario(m_scenario, m_data);
        m_log->model()->clear();  // as in takeOverReplay: the flow appends, it does not clear
        try {
            m_session->resume(record);
        } catch (const std::exception& error) {  // its own record: not expected, but never a crash
            QMessageBox::warning(this, tr("Close Replay"), QString::fromUtf8(error.what()));
            setReplayMode(false);
        }
        m_unsaved = unsaved;
        updateTitle();
    } else {
        setReplayMode(false);
        clearTable();
        showWelcome();
    }
    m_view->fitAll();
}

void MainWindow::clearTable() {
    m_scenario = Scenario{};
    m_scene->setPlacementMode(false);
    m_scene->showScenario(m_scenario, m_data);
    m_log->model()->clear();
    m_consoles->showGame(m_data, GameState{});
    m_scenarioLabel->clear();
}

void MainWindow::openGame() {
    // Save-first is asked once the file has been read (openGameFile): a file
    // that cannot be opened must not cost the game on the table.
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Open Game"), QString(), tr("Jasta games (*.jasta);;All files (*)"));
    if (!file.isEmpty()) openGameFile(file);
}

bool MainWindow::saveGameTo(const QString& file) {
    if (!m_session->isRunning()) return false;
    try {
        SavedGame record = m_session->record();
        record.saved = utcNow();
        writeSaveFile(file.toStdString(), record);  // atomic: a temporary file, then a rename
    } catch (const std::exception& error) {
        QMessageBox::warning(this, tr("Save Game"),
                             tr("The game could not be saved: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    m_saveFile = file;
    m_unsaved = false;
    if (m_session->isOver()) dropRecoveryFile();  // a finished game, saved: nothing left to recover
    rememberGame(file);
    updateTitle();
    statusBar()->showMessage(tr("Saved to %1").arg(file), 4000);
    return true;
}

bool MainWindow::saveGame() {
    return m_saveFile.isEmpty() ? saveGameAs() : saveGameTo(m_saveFile);
}

bool MainWindow::saveGameAs() {
    QString file = QFileDialog::getSaveFileName(this, tr("Save Game"), m_saveFile, tr("Jasta games (*.jasta)"));
    if (file.isEmpty()) return false;
    if (!file.endsWith(QStringLiteral(".jasta"))) file += QStringLiteral(".jasta");
    return saveGameTo(file);
}

bool MainWindow::maybeSave() {
    // A finished game is asked about too: it is lost only when the player drops it.
    if (!m_unsaved || !m_session->isRunning() || m_tutorial->isGuided()) return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved game"),
        m_session->isOver() ? tr("Save the finished game first?") : tr("Save the game in progress first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Discard) {
        dropRecoveryFile();
        m_unsaved = false;
        return true;
    }
    return saveGame();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (maybeSave()) {
        saveLayout();
        dropRecoveryFile();  // a clean exit: nothing to recover
        event->accept();
    } else {
        event->ignore();
    }
}

// The end of the game: who holds the sky, and what each airplane did.
void MainWindow::showVictory(const QString& /*result*/) {
    if (m_tutorial->isGuided()) return;  // the lesson's own panel says what the end of its game means
    if (m_victory != nullptr) m_victory->deleteLater();
    auto* dialog = new QDialog(this);
    m_victory = dialog;
    dialog->setObjectName(QStringLiteral("victoryScreen"));
    dialog->setWindowTitle(tr("The dogfight is over"));
    auto* layout = new QVBoxLayout(dialog);
    auto* headline = new QLabel(dialog);
    headline->setObjectName(QStringLiteral("victoryHeadline"));
    QFont big = headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    headline->setFont(big);
    headline->setText(resultText(m_session->state()));
    layout->addWidget(headline);
    // MODE-01..09: the final score, best first.
    if (const auto score = gameScore(m_session->state()); !score.empty()) {
        QStringList lines;
        for (const auto& [team, points] : score)
            lines << tr("%1: %2").arg(teamName(m_session->state(), team)).arg(points);
        auto* board = new QLabel(scoreHeading(m_session->state()) + QStringLiteral("\n") + lines.join(u'\n'), dialog);
        board->setObjectName(QStringLiteral("victoryScore"));
        board->setWordWrap(true);
        layout->addWidget(board);
    }
    auto* turn = new QLabel(tr("After %1 turns.").arg(m_session->state().turn), dialog);
    layout->addWidget(turn);
    if (!m_historyProblem.isEmpty()) {
        auto* problem = new QLabel(tr("This game could not be kept in the games history (%1). Save it with "
                                      "Game › Save, or it is lost when Jasta closes.")
                                       .arg(m_historyProblem),
                                   dialog);
        problem->setObjectName(QStringLiteral("victoryHistoryProblem"));
        problem->setWordWrap(true);
        layout->addWidget(problem);
    }
    auto* list = new QListWidget(dialog);
    list->setObjectName(QStringLiteral("victorySummary"));
    list->setWordWrap(true);
    list->addItems(m_flow->summary());
    layout->addWidget(list);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    auto* again = buttons->addButton(tr("New Game…"), QDialogButtonBox::ActionRole);
    connect(again, &QPushButton::clicked, this, [this, dialog] {
        dialog->close();
        newGame();
    });
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(560, 360);
    // The recovery file keeps the finished game until it is saved or dropped.
    dialog->open();
}

void MainWindow::openScenario() {
    const QString start = QString::fromStdString((m_dataDir / "scenarios").string());
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Open Scenario"), start, tr("Jasta scenarios (*.json);;All files (*)"));
    if (file.isEmpty()) return;
    Diagnostics diagnostics;
    const std::optional<Scenario> scenario = resolveScenario(m_data, file, diagnostics);
    if (!scenario || !diagnostics.empty()) {
        QMessageBox box(QMessageBox::Warning, tr("Open Scenario"), tr("The scenario could not be opened."),
                        QMessageBox::Ok, this);
        // Every problem of the file, so that one round of fixing is enough.
        box.setInformativeText(
            tr("The table is unchanged. The file's problems:\n%1").arg(firstLines(diagnosticLines(diagnostics))));
        box.setDetailedText(diagnosticLines(diagnostics).join(u'\n'));
        box.exec();
        return;
    }
    if (maybeSave()) showScenario(*scenario);
}

void MainWindow::showLessons() {
    LessonsDialog dialog(m_lessons, TutorialController::finishedLessons(), m_lessonProblems, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const int chosen = dialog.selectedLesson();
    if (chosen >= 0 && chosen < static_cast<int>(m_lessons.size()) && maybeSave())
        startLesson(m_lessons[static_cast<std::size_t>(chosen)]);
}

bool MainWindow::startLesson(const Lesson& lesson) {
    const RuleSet* ruleSet = m_data.ruleset(lesson.ruleset);
    if (ruleSet == nullptr) return false;  // the loader checked it; not expected
    if (m_replay != nullptr) closeReplay();
    m_tutorial->begin(lesson);
    if (!startGame(lesson.scenario, *ruleSet, lesson.seed)) {
        m_tutorial->end();
        return false;
    }
    m_unsaved = false;  // a lesson is not a game to save
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("tutorialDock"))) {
        dock->show();
        dock->raise();
        // Room to read (px): the left column wider, most of it for the
        // lesson's text and verdict, the log lower; the player may drag them.
        resizeDocks({dock}, {420}, Qt::Horizontal);
        QTimer::singleShot(0, this, [this, dock] {  // once the dock is laid out
            auto* consoles = findChild<QDockWidget*>(QStringLiteral("consoleDock"));
            if (consoles == nullptr || !dock->isVisible()) return;
            resizeDocks({m_log}, {170}, Qt::Vertical);
            const int column = dock->height() + consoles->height();
            resizeDocks({dock, consoles}, {column * 3 / 5, column - column * 3 / 5}, Qt::Vertical);
        });
    }
    return true;
}

void MainWindow::closeGame() {
    if (m_replay != nullptr && !m_session->isRunning()) {
        closeReplay();  // shows the welcome screen
        return;
    }
    if (!maybeSave()) return;
    // The last moves must end before the game goes: their end would draw it again.
    for (int i = 0; i < 1000 && m_flow->isPlayingBack(); ++i) {
        m_scene->skipAnimations();
        QCoreApplication::processEvents();
    }
    if (m_replay != nullptr) setReplayMode(false);
    if (m_tutorial->isActive()) m_tutorial->end();
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("tutorialDock"))) dock->hide();
    if (m_victory != nullptr) m_victory->deleteLater(), m_victory = nullptr;
    dropRecoveryFile();  // dealt with by maybeSave: saved, finished and kept, or discarded
    m_session->close();
    clearTable();
    m_handOff->hide();
    m_saveFile.clear();
    m_unsaved = false;
    m_historyFile.clear();
    updateTitle();
    showWelcome();
}

void MainWindow::keepInHistory() {
    try {
        m_historyFile = GamesHistory::keep(m_session->record(), m_session->state(), m_data);
    } catch (const std::exception& error) {
        // Not kept: the recovery file and the question on closing still keep
        // it, and the victory screen says so (the status bar is the flow's).
        m_historyProblem = QString::fromUtf8(error.what());
        return;
    }
    // Nothing left to lose: closing does not ask to save it, and it needs no recovery.
    m_unsaved = false;
    dropRecoveryFile();
}

void MainWindow::showWelcome() {
    WelcomeScreen::Contents contents;
    const QStringList finished = TutorialController::finishedLessons();
    for (const Lesson& lesson : m_lessons) {
        if (finished.contains(QString::fromStdString(lesson.id)))
            ++contents.lessonsFinished;
        else if (contents.nextLesson.isEmpty())
            contents.nextLesson = QString::fromStdString(lesson.title);
    }
    contents.lessonCount = static_cast<int>(m_lessons.size());
    for (const RecoverableGame& game : recoverableGames()) contents.unfinished.push_back({game.file, game.description});
    contents.recentGames = recentGames();
    contents.history = GamesHistory::entries();
    m_handOff->hide();
    m_welcome->showWith(contents);
}

void MainWindow::connectWelcome() {
    connect(m_welcome, &WelcomeScreen::newGameRequested, this, &MainWindow::newGame);
    connect(m_welcome, &WelcomeScreen::lessonsRequested, this, &MainWindow::showLessons);
    connect(m_welcome, &WelcomeScreen::openReplayRequested, this, &MainWindow::openReplay);
    connect(m_welcome, &WelcomeScreen::editorRequested, this, [this] { showScenarioEditor(); });
    connect(m_welcome, &WelcomeScreen::nextLessonRequested, this, [this] {
        // The first lesson not finished yet, in the lessons' order; all finished: the list.
        const QStringList finished = TutorialController::finishedLessons();
        for (const Lesson& lesson : m_lessons)
            if (!finished.contains(QString::fromStdString(lesson.id))) {
                startLesson(lesson);
                return;
            }
        showLessons();
    });
    connect(m_welcome, &WelcomeScreen::continueRequested, this, [this](const QString& file) {
        if (claimRecoveryFile(file)) openGameFile(file);
        if (!m_session->isRunning()) showWelcome();  // not opened: the list as it is now
    });
    connect(m_welcome, &WelcomeScreen::discardRequested, this, [this](const QString& file) {
        const auto answer =
            QMessageBox::question(this, tr("Discard the game"), tr("Discard this unfinished game for good?"),
                                  QMessageBox::Discard | QMessageBox::Cancel);
        if (answer != QMessageBox::Discard) return;
        QLockFile lock(file + QStringLiteral(".lock"));
        if (lock.tryLock(0)) QFile::remove(file);
        showWelcome();
    });
    connect(m_welcome, &WelcomeScreen::openRequested, this, [this](const QString& file) {
        if (openGameAt(file) != OpenResult::Failed) return;
        QStringList games = recentGames();  // a game that cannot be opened leaves the list
        games.removeAll(file);
        QSettings().setValue(QStringLiteral("recentGames"), games);
        showWelcome();
    });
    connect(m_welcome, &WelcomeScreen::replayRequested, this, [this](const QString& file) { openReplayFile(file); });
    connect(m_welcome, &WelcomeScreen::deleteRequested, this, &MainWindow::deleteFromHistory);
}

void MainWindow::deleteFromHistory(const QString& file) {
    QWidget* asking = m_historyWindow != nullptr ? static_cast<QWidget*>(m_historyWindow) : this;
    const auto answer = QMessageBox::question(
        asking, tr("Delete the game"), tr("Delete this game from the history? It cannot be replayed afterwards."),
        QMessageBox::Yes | QMessageBox::Cancel);
    if (answer != QMessageBox::Yes) return;
    if (!GamesHistory::remove(file))
        QMessageBox::warning(asking, tr("Delete the game"), tr("The game %1 could not be deleted.").arg(file));
    if (m_historyWindow != nullptr) m_historyWindowList->setEntries(GamesHistory::entries());
    if (m_welcome->isVisible()) showWelcome();
}

QDialog* MainWindow::gamesHistoryWindow() const {
    return m_historyWindow;
}

void MainWindow::showGamesHistory() {
    if (m_historyWindow != nullptr) {
        m_historyWindowList->setEntries(GamesHistory::entries());
        m_historyWindow->raise();
        m_historyWindow->activateWindow();
        return;
    }
    // A window over the game: the game stays on the table behind it, and the
    // planning keys do not reach a planner it covers (a modal window).
    auto* window = new QDialog(this);
    window->setObjectName(QStringLiteral("gamesHistoryWindow"));
    window->setWindowTitle(tr("Games History"));
    window->setAttribute(Qt::WA_DeleteOnClose);
    auto* layout = new QVBoxLayout(window);
    auto* intro =
        new QLabel(tr("Every game finished in Jasta, newest first. Replay one to watch it phase by phase."), window);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_historyWindowList = new GamesHistoryList(window);
    m_historyWindowList->setEntries(GamesHistory::entries());
    layout->addWidget(m_historyWindowList, 1);
    auto* buttons = new QDialogButtonBox(window);
    QPushButton* back =
        buttons->addButton(m_session->isRunning() ? tr("Back to the Game") : tr("Close"), QDialogButtonBox::RejectRole);
    back->setObjectName(QStringLiteral("historyBack"));
    connect(buttons, &QDialogButtonBox::rejected, window, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_historyWindowList, &GamesHistoryList::replayRequested, this, [this, window](const QString& file) {
        window->close();
        openReplayFile(file);
    });
    connect(m_historyWindowList, &GamesHistoryList::deleteRequested, this, &MainWindow::deleteFromHistory);
    // px: the four columns readable, at most most of the window.
    window->resize(QSize(760, 420).boundedTo(size() * 9 / 10));
    m_historyWindow = window;
    window->open();
}

// Issue 19: the roster of campaign pilots, in a window over the game.
void MainWindow::showPilots() {
    auto* window = new PilotRosterWindow(PilotRosterWindow::defaultFile(), this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->resize(QSize(980, 640).boundedTo(size() * 9 / 10));
    window->open();
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Jasta"),
                       tr("<h3>Jasta %1</h3>"
                          "<p>A tabletop simulator for Wings of War / Wings of Glory style dogfights: "
                          "hot-seat play, rules taught visually, replays and solo play.</p>"
                          "<p>All artwork is original and MIT licensed. Jasta is not affiliated with "
                          "the publishers of Wings of War or Wings of Glory.</p>")
                           .arg(QString::fromUtf8(kVersion)));
}

// BAL-09: the balloons the player at the screen may winch down now: their
// side's, in the air, neither burning nor coming down already, while the
// turn's plans are made. Id and name on the table.
std::vector<std::pair<std::string, QString>> MainWindow::winchableBalloons() const {
    std::vector<std::pair<std::string, QString>> found;
    if (!m_session->isRunning()) return found;
    const GameState& state = m_session->state();
    if (state.stage != Stage::Planning && state.stage != Stage::ChooseTails) return found;
    for (const TargetState& target : state.targets) {
        const GroundType* type = m_session->data().groundType(target.type);
        if (type == nullptr || type->kind != GroundKind::Balloon || target.destroyed || target.grounded ||
            target.winching || target.flames > 0)
            continue;
        if (m_session->playerOf(target.id) != m_session->seat()) continue;
        found.emplace_back(target.id, QString::fromStdString(target.name));
    }
    return found;
}

}  // namespace jasta::app
