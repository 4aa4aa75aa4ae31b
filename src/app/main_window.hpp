#pragma once
// The main window: the table view, the menus and the status bar. It owns
// the loaded game data and the scene; there is no global state.

#include <QMainWindow>
#include <filesystem>

#include "jasta/game_data.hpp"
#include "jasta/scenario.hpp"

class QLabel;

namespace jasta::app {

class TableScene;
class TableView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `gameData` was loaded from `dataDir` without problems; `assetsDir` may be
    // empty (drawn fallbacks for the silhouettes and the felt).
    MainWindow(GameData gameData, std::filesystem::path dataDir, std::filesystem::path assetsDir,
               QWidget* parent = nullptr);

    void showScenario(const Scenario& scenario);

    [[nodiscard]] const Scenario& scenario() const { return m_scenario; }
    [[nodiscard]] TableScene* tableScene() const { return m_scene; }
    [[nodiscard]] TableView* tableView() const { return m_view; }

public slots:
    void openScenario();
    void showAbout();

private:
    void createActions();

    GameData m_data;
    std::filesystem::path m_dataDir;
    Scenario m_scenario;
    TableScene* m_scene;  // owned by this window (QObject parent)
    TableView* m_view;    // owned by this window
    QLabel* m_scenarioLabel;
    QLabel* m_dataLabel;
};

}  // namespace jasta::app
