#pragma once
// The table scene: the table item and one AircraftItem (with its label) per
// airplane of the scenario. 1 scene unit = 1 mm; positions go through the
// one TableFrame. The scene shows state and holds no rules.

#include <QGraphicsScene>
#include <QList>
#include <filesystem>
#include <string_view>

#include "jasta/game_data.hpp"
#include "jasta/scenario.hpp"
#include "silhouette_library.hpp"
#include "table_frame.hpp"

namespace jasta::app {

class AircraftItem;
class TableItem;

class TableScene : public QGraphicsScene {
    Q_OBJECT
public:
    // `assetsDir` holds silhouettes/ and table/ (may be empty: drawn fallbacks).
    explicit TableScene(std::filesystem::path assetsDir, QObject* parent = nullptr);

    // Replaces everything with `scenario`'s table and airplanes. Airplanes
    // whose type or geometry is missing from `data` are skipped (the loaders
    // have already reported them). Returns the number of airplanes shown.
    int showScenario(const Scenario& scenario, const GameData& data);

    [[nodiscard]] const TableFrame& frame() const { return m_frame; }
    [[nodiscard]] TableItem* tableItem() const { return m_table; }
    [[nodiscard]] const QList<AircraftItem*>& aircraftItems() const { return m_aircraft; }
    [[nodiscard]] AircraftItem* aircraftItem(std::string_view id) const;
    // The play area and the airplanes (some may stand off the table): what
    // "fit all" shows, in scene units.
    [[nodiscard]] QRectF contentsRect() const;

private:
    void removeEverything();

    SilhouetteLibrary m_silhouettes;
    std::filesystem::path m_assetsDir;
    TableFrame m_frame;
    TableItem* m_table = nullptr;     // owned by the scene
    QList<AircraftItem*> m_aircraft;  // owned by the scene
};

}  // namespace jasta::app
