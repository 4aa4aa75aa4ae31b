#pragma once
// The games history as a list (issue 15): every finished game with its date,
// players and airplanes, era and result, and the buttons to replay or delete
// the one selected. The welcome screen and the Games History window of the
// Game menu both show it; it decides nothing: each choice is a signal.

#include <QString>
#include <QWidget>
#include <vector>

#include "shell/games_history.hpp"

class QPushButton;
class QTreeWidget;

namespace jasta::app {

class GamesHistoryList : public QWidget {
    Q_OBJECT
public:
    explicit GamesHistoryList(QWidget* parent = nullptr);

    // Shows `entries` (newest first), the first one selected; a line saying
    // what the list is for when there is none.
    void setEntries(const std::vector<GamesHistory::Entry>& entries);

    [[nodiscard]] QTreeWidget* list() const { return m_list; }
    [[nodiscard]] QPushButton* replayButton() const { return m_replay; }
    [[nodiscard]] QPushButton* deleteButton() const { return m_delete; }
    // The save file of the game selected, else empty.
    [[nodiscard]] QString selectedFile() const;

signals:
    void replayRequested(const QString& file);  // a game of the history, to watch
    void deleteRequested(const QString& file);  // a game of the history, to forget

private:
    void updateButtons();

    QTreeWidget* m_list;
    QPushButton* m_replay;
    QPushButton* m_delete;
};

}  // namespace jasta::app
