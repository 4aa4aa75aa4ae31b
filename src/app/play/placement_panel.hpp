#pragma once
// Set-up before the first turn (issue 5): the airplanes stand where the
// random fair set-up or the scenario put them; players drag them on the
// table, turn them with the wheel, set each one's altitude here, then start.

#include <QString>
#include <QWidget>

#include "jasta/data/scenario.hpp"

class QLabel;
class QPushButton;
class QSpinBox;

namespace jasta::app {

class PlacementPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlacementPanel(QWidget* parent = nullptr);
    // The airplanes to place (names and altitudes as the scenario has them).
    void setScenario(const Scenario& scenario);
    // The airplane selected on the table ("" = none): its altitude can be set.
    void select(const std::string& aircraftId);
    [[nodiscard]] std::string selected() const { return m_selected; }
    [[nodiscard]] QSpinBox* altitudeBox() const { return m_altitude; }
    [[nodiscard]] QPushButton* startButton() const { return m_start; }

signals:
    void altitudeChanged(const QString& aircraftId, int level);
    void startRequested();

private:
    Scenario m_scenario;
    std::string m_selected;
    QLabel* m_selectedLabel;
    QSpinBox* m_altitude;
    QPushButton* m_start;
};

}  // namespace jasta::app
