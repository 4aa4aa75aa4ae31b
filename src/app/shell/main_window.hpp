#pragma once
// The main window: the table view, the menus and the status bar. It owns
// the loaded game data and the scene; there is no global state.

#include <QMainWindow>
#include <QPointer>
#include <QSize>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

#include "jasta/data/game_data.hpp"
#include "jasta/data/rule_set.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/game/replay.hpp"
#include "jasta/rules/event.hpp"
#include "jasta/teaching/lesson.hpp"

class QAction;
class QDialog;
class QLabel;
class QLockFile;
class QStackedWidget;

namespace jasta {
struct ComputerPlayer;
struct SavedGame;
}  // namespace jasta

namespace jasta::app {

class ChoicePrompt;
class CardFlightLayer;
class ComputerSeats;
class ConsolesPanel;
class EventLogDock;
class GameSession;
class GamesHistoryList;
class HandOffScreen;
class PlacementPanel;
class PlanningPanel;
class PlayFlow;
class ReplayBar;
class NewGameDialog;
class RuleBook;
class ScenarioEditor;
class RulesBrowser;
class ReplayController;
class TableScene;
class TableView;
class TeachingOverlays;
class TutorialController;
class TutorialPanel;
class WelcomeScreen;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `gameData` was loaded from `dataDir` without problems; `assetsDir` may be
    // empty (drawn fallbacks for the silhouettes and the felt).
    MainWindow(GameData gameData, std::filesystem::path dataDir, std::filesystem::path assetsDir,
               QWidget* parent = nullptr);
    // Leaves the recovery file (a window closed without closeEvent is a
    // program that stopped) and releases its lock.
    ~MainWindow() override;
    // Nobody can click a message box (a picture run, an offscreen platform):
    // problems go to stderr, questions take their safe answer.
    void setHeadless(bool on) { m_headless = on; }

    // Starts a hot-seat game of `scenario` with its own rule set (or `ruleSet`
    // when given), seeded with `seed` (a random one when none).
    void showScenario(const Scenario& scenario);
    // `computerPlayers`: the players a computer pilot plays (issue 18).
    bool startGame(const Scenario& scenario, const RuleSet& ruleSet, std::optional<std::uint64_t> seed = std::nullopt,
                   const std::vector<ComputerPlayer>& computerPlayers = {});
    // Set-up on the table before the game: players drag, turn and raise the
    // airplanes of `scenario`, then "Start the Game" starts it under `ruleSet`.
    void beginPlacement(const Scenario& scenario, const RuleSet& ruleSet,
                        const std::vector<ComputerPlayer>& computerPlayers = {});
    // Starts the game being set up with the airplanes where they now stand;
    // false (with a message) when one stands off the table.
    bool finishPlacement();
    [[nodiscard]] PlacementPanel* placementPanel() const { return m_placementPanel; }
    // Opens a saved game and goes on where it stopped; false (with a message) when it cannot.
    bool openGameFile(const QString& file);
    bool saveGameTo(const QString& file);
    // Opens a saved game as a replay (issue 6): the replay bar under the
    // table, the decision dock hidden while it lasts. The live game, if any,
    // stays in the session untouched. False (with a message) when it cannot.
    bool openReplayFile(const QString& file);
    // "Take over from here": the replay's game up to its current step
    // becomes the live game; the replay closes. False when no replay is open.
    bool takeOverReplay();
    // Back to the live game (as it stood), or an empty table without one.
    void closeReplay();
    // The replay being viewed (else null) and its bar.
    [[nodiscard]] ReplayController* replay() const { return m_replay; }
    [[nodiscard]] ReplayBar* replayBar() const { return m_replayBar; }
    [[nodiscard]] RuleBook* ruleBook() const { return m_ruleBook; }
    [[nodiscard]] RulesBrowser* rulesBrowser() const { return m_rulesBrowser; }
    [[nodiscard]] GameSession* session() const { return m_session; }
    [[nodiscard]] PlayFlow* flow() const { return m_flow; }
    // The computer's players and the airplanes nobody flies (issue 18).
    [[nodiscard]] ComputerSeats* computerSeats() const { return m_seats; }
    [[nodiscard]] PlanningPanel* planningPanel() const { return m_planning; }
    [[nodiscard]] ChoicePrompt* choicePrompt() const { return m_prompt; }
    [[nodiscard]] HandOffScreen* handOffScreen() const { return m_handOff; }
    [[nodiscard]] ConsolesPanel* consoles() const { return m_consoles; }
    // The damage cards flying from the table to the consoles.
    [[nodiscard]] CardFlightLayer* cardFlights() const { return m_cardFlights; }
    [[nodiscard]] EventLogDock* eventLog() const { return m_log; }
    [[nodiscard]] TeachingOverlays* teaching() const { return m_teaching; }
    // The victory screen once the game is over (else null).
    [[nodiscard]] QWidget* victoryScreen() const { return m_victory; }
    [[nodiscard]] QString saveFile() const { return m_saveFile; }
    [[nodiscard]] bool hasUnsavedChanges() const { return m_unsaved; }
    // The folder of the recovery files: every running game is saved there
    // after every phase, in a file of its own, locked while its game runs.
    static QString recoveryFolder();
    // This window's recovery file (empty before its first autosave).
    [[nodiscard]] QString recoveryFile() const { return m_recoveryFile; }
    // A game left in the recovery folder by a program that is gone.
    struct RecoverableGame {
        QString file;
        QString description;  // "“Duel” · Anna, Ben · WW1 · turn 3" (or why it cannot be read)
        bool finished = false;
    };
    // Every recovery file whose lock is free (its program ended or crashed;
    // a stale lock of a dead process is taken over), oldest first.
    [[nodiscard]] std::vector<RecoverableGame> recoverableGames() const;
    // At start: offers each unfinished (or finished but unsaved) game of the
    // recovery folder in turn: Resume, Discard or keep it for later. True
    // when one was resumed (the others stay for later).
    bool offerRecovery();
    // The welcome screen (issue 15), shown at the start and after a game is
    // closed: new game, the next lesson, a replay, the unfinished games, the
    // recent games and the games history. Any game, set-up or replay hides it.
    void showWelcome();
    [[nodiscard]] WelcomeScreen* welcomeScreen() const { return m_welcome; }
    // Game › Games History…: the finished games to replay or delete, in a
    // window over the game in progress, which it leaves as it was (a replay
    // started from it goes back to that game when it closes).
    void showGamesHistory();
    void showPilots();
    // That window while it is open, else null.
    [[nodiscard]] QDialog* gamesHistoryWindow() const;
    // The games history's copy of the game on the table, once it is over
    // (GamesHistory::keep after its last phase); empty before.
    [[nodiscard]] QString historyFile() const { return m_historyFile; }

    // The games opened or saved last, newest first (at most kRecentGames).
    static QStringList recentGames();
    static constexpr int kRecentGames = 8;
    // The window's size the first time (px), and what a window manager's
    // frame and a desktop panel take around it on a small screen (px).
    static constexpr QSize kDefaultSize{1280, 800};
    static constexpr QSize kFrameAllowance{16, 64};
    // Narrower than this (px), the log spans the window's whole width.
    static constexpr int kNarrowWidth = 1024;

    // The lessons of data/lessons (issue 7), in order; the files that could
    // not be read are left out and listed by lessonProblems().
    [[nodiscard]] const std::vector<Lesson>& lessons() const { return m_lessons; }
    [[nodiscard]] const QStringList& lessonProblems() const { return m_lessonProblems; }
    // Starts a lesson: its game on the table, the tutorial dock beside it.
    bool startLesson(const Lesson& lesson);
    [[nodiscard]] TutorialController* tutorial() const { return m_tutorial; }
    [[nodiscard]] TutorialPanel* tutorialPanel() const { return m_tutorialPanel; }

    // The window's size and place and its docks' sizes (issue 15), kept in
    // the settings when the window closes and restored when one opens; false
    // when nothing was kept (or it was kept by an older layout).
    void saveLayout() const;
    bool restoreLayout();
    // The rules browser's height when it opens (px): tall enough to read a
    // rule, never more than two fifths of the window.
    [[nodiscard]] int rulesBrowserHeight() const;

    [[nodiscard]] const Scenario& scenario() const { return m_scenario; }
    [[nodiscard]] TableScene* tableScene() const { return m_scene; }
    [[nodiscard]] TableView* tableView() const { return m_view; }

    // Game › Scenario Editor… (issue 17): the editor's window (one per main
    // window, kept when closed), shown and raised.
    ScenarioEditor* showScenarioEditor();
    [[nodiscard]] ScenarioEditor* scenarioEditor() const;  // null before it was first shown
    // New Game with the scenario file `file` chosen (the editor's "Play in
    // New Game"): the players set up the rest, then place the airplanes.
    // Headless, the game is set up as the dialog first shows it.
    void newGameWithScenario(const QString& file);

public slots:
    // Game › Close Game: asks to save as a new game would, then shows the welcome screen.
    void closeGame();
    void openScenario();
    void newGame();
    void openGame();
    void openReplay();
    bool saveGame();
    bool saveGameAs();
    void showAbout();
    // Help › Lessons…: the lessons list, then the one chosen.
    void showLessons();

private:
    // BAL-09: the balloons the player at the screen may winch down now (id, name).
    [[nodiscard]] std::vector<std::pair<std::string, QString>> winchableBalloons() const;
    void createActions();
    // After New Game's OK: remembers its choices and begins the set-up on the table.
    void startFromDialog(NewGameDialog& dialog);
    void createTeachingActions();
    void createDocks();
    void updateTitle();
    void showVictory(const QString& result);
    void autosave(const std::vector<Event>& events);
    // This window's game needs no recovery any more (saved, discarded, or
    // replaced by another): its recovery file is deleted, the lock kept.
    void dropRecoveryFile();
    // Takes `file` (an unlocked recovery file) as this window's, or a new
    // one; false when its lock is held by a running program.
    bool claimRecoveryFile(const QString& file = {});
    // A saved game read and replayed, ready to go on: the file's own game, or
    // (a game whose replay differs from its save: an old rule fixed since,
    // data changed under an old format) the game up to the last point where
    // it still matches, when the player chose to go on from there.
    struct GameToOpen {
        Replay replay;
        QString wentOnFrom;  // "turn 2, phase 2" when it goes on from there, else empty
    };
    // Reads, replays and checks `file` without changing anything of the
    // window; nullopt (the player told why) when it is not to be opened.
    std::optional<GameToOpen> readGame(const QString& file);
    enum class OpenResult { Opened, Failed, Kept };  // Kept: the player kept the game on the table
    OpenResult openGameAt(const QString& file);
    // A format 3 game whose data has changed since: with which data to go on.
    void chooseData(SavedGame& save);
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // The bottom corners to the side columns, or in a narrow window to the log.
    void fitCorners();
    bool maybeSave();
    static void rememberGame(const QString& file);
    void takePlacedPoses();
    void showSaveError(const QString& title, const QString& file, const std::exception& error);
    void setReplayMode(bool on);
    // An empty table, log and consoles: no game is shown.
    void clearTable();
    // A finished game goes into the games history by itself.
    void keepInHistory();
    void connectWelcome();
    // Asks, then forgets `file` of the games history; the lists that show it are filled again.
    void deleteFromHistory(const QString& file);
    // The rules browser gets a readable height while it shows, and gives it
    // back to the log when it goes.
    void onRulesBrowserShown(bool visible);
    void fitRulesBrowser(bool visible);

    GameData m_data;
    std::filesystem::path m_dataDir;
    std::filesystem::path m_assetsDir;
    Scenario m_scenario;
    TableScene* m_scene;  // owned by this window (QObject parent)
    TableView* m_view;    // owned by this window
    QLabel* m_scenarioLabel;
    QLabel* m_dataLabel;
    GameSession* m_session;
    PlanningPanel* m_planning;
    ChoicePrompt* m_prompt;
    QStackedWidget* m_decisions;
    ConsolesPanel* m_consoles;
    CardFlightLayer* m_cardFlights = nullptr;
    EventLogDock* m_log;
    HandOffScreen* m_handOff;
    PlayFlow* m_flow = nullptr;
    ComputerSeats* m_seats = nullptr;
    TeachingOverlays* m_teaching = nullptr;
    PlacementPanel* m_placementPanel;
    Scenario m_placing;  // the set-up being placed on the table
    RuleSet m_placingRules;
    std::vector<ComputerPlayer> m_placingComputers;
    QWidget* m_victory = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_showEverything = nullptr;
    ReplayBar* m_replayBar;
    RuleBook* m_ruleBook = nullptr;
    RulesBrowser* m_rulesBrowser = nullptr;
    bool m_rulesFloatedOverWelcome = false;  // floated by fitRulesBrowser over the welcome screen
    int m_bottomHeightBeforeRules = 0;       // px; 0: the rules browser did not grow the bottom docks
    ReplayController* m_replay = nullptr;    // owned (QObject child) while a replay is open
    QString m_replayFile;
    QString m_saveFile;
    bool m_unsaved = false;
    bool m_headless = false;
    QString m_recoveryFile;
    std::unique_ptr<QLockFile> m_recoveryLock;
    std::vector<Lesson> m_lessons;
    QStringList m_lessonProblems;
    TutorialPanel* m_tutorialPanel = nullptr;
    TutorialController* m_tutorial = nullptr;
    WelcomeScreen* m_welcome = nullptr;
    QString m_historyFile;
    QPointer<QDialog> m_historyWindow;
    QPointer<ScenarioEditor> m_editor;
    GamesHistoryList* m_historyWindowList = nullptr;  // in m_historyWindow
    QString m_historyProblem;                         // why the game that ended here could not be kept, else empty
};

}  // namespace jasta::app
