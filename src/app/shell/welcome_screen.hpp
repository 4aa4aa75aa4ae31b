#pragma once
// The welcome screen (issue 15): what a player sees at the start and after
// closing a game. It covers the window under the menu bar and offers the
// ways into a game: a new hot-seat game, the next lesson (and all of them),
// a replay, the games left unfinished, the games opened last, and the games
// history (every finished game, to replay or delete). It decides nothing:
// each choice is a signal the main window acts on.

#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

#include "shell/games_history.hpp"

class QLabel;
class QListWidget;
class QPushButton;
class QTreeWidget;

namespace jasta::app {

class GamesHistoryList;

class WelcomeScreen : public QWidget {
    Q_OBJECT
public:
    // A game left unfinished (a recovery file of a program that is gone).
    struct Unfinished {
        QString file;
        QString description;
    };
    struct Contents {
        QString nextLesson;  // the title of the first lesson not finished yet; empty when all are
        int lessonsFinished = 0;
        int lessonCount = 0;
        std::vector<Unfinished> unfinished;
        QStringList recentGames;  // files, newest first
        std::vector<GamesHistory::Entry> history;
    };

    // Covers `parent` below `menuBar` (which stays usable) and follows its size; starts hidden.
    WelcomeScreen(QWidget* parent, QWidget* menuBar);

    // Fills the screen with `contents`, shows it and raises it above the window's widgets.
    void showWith(const Contents& contents);

    // What the lists show (tests read them as a player would).
    [[nodiscard]] QPushButton* newGameButton() const { return m_newGame; }
    [[nodiscard]] QPushButton* lessonButton() const { return m_lesson; }
    [[nodiscard]] QPushButton* replayButton() const { return m_openReplay; }
    [[nodiscard]] QPushButton* editorButton() const { return m_openEditor; }
    [[nodiscard]] QListWidget* unfinishedList() const { return m_unfinished; }
    [[nodiscard]] QListWidget* recentList() const { return m_recent; }
    [[nodiscard]] QTreeWidget* historyList() const;
    [[nodiscard]] QPushButton* replayHistoryButton() const;
    [[nodiscard]] QPushButton* deleteHistoryButton() const;

signals:
    void newGameRequested();
    void nextLessonRequested();
    void lessonsRequested();
    void openReplayRequested();
    void editorRequested();  // the scenario editor
    void continueRequested(const QString& recoveryFile);
    void discardRequested(const QString& recoveryFile);
    void openRequested(const QString& file);    // a recent game, to play on
    void replayRequested(const QString& file);  // a game of the history, to watch
    void deleteRequested(const QString& file);  // a game of the history, to forget
    void hidden();                              // a game, a set-up or a replay took the window

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void follow();
    [[nodiscard]] QString selectedFile(QListWidget* list) const;
    void updateButtons();

    QWidget* m_menuBar;
    QPushButton* m_newGame = nullptr;
    QPushButton* m_lesson = nullptr;
    QPushButton* m_allLessons = nullptr;
    QPushButton* m_openReplay = nullptr;
    QPushButton* m_openEditor = nullptr;
    QLabel* m_lessonNote = nullptr;
    QWidget* m_unfinishedBox = nullptr;
    QListWidget* m_unfinished = nullptr;
    QPushButton* m_continue = nullptr;
    QPushButton* m_discard = nullptr;
    QListWidget* m_recent = nullptr;
    QPushButton* m_openRecent = nullptr;
    GamesHistoryList* m_history = nullptr;
};

}  // namespace jasta::app
