#include "table_scene.hpp"

#include "aircraft_item.hpp"
#include "aircraft_label_item.hpp"
#include "table_item.hpp"
#include "table_style.hpp"

namespace jasta::app {

namespace {

// Room around the table the view may pan into (mm).
constexpr double kPanMargin = 400;

}  // namespace

TableScene::TableScene(std::filesystem::path assetsDir, QObject* parent)
    : QGraphicsScene(parent), m_silhouettes(assetsDir), m_assetsDir(std::move(assetsDir)) {
    setBackgroundBrush(style::roomColour());
    // Few, mostly still items: no BSP index to keep up to date.
    setItemIndexMethod(NoIndex);
}

void TableScene::removeEverything() {
    // Labels are separate top-level items (see AircraftItem): clear() deletes
    // every item once, whatever the order.
    clear();
    m_table = nullptr;
    m_aircraft.clear();
}

int TableScene::showScenario(const Scenario& scenario, const GameData& data) {
    removeEverything();
    m_frame = TableFrame(scenario.tableWidth, scenario.tableHeight);

    m_table = new TableItem(m_assetsDir);
    m_table->syncFrom(m_frame);
    addItem(m_table);

    for (const ScenarioAircraft& aircraft : scenario.aircraft) {
        const AircraftType* type = data.aircraftType(aircraft.type);
        const GeometrySpec* geometry = type ? data.geometryOf(*type) : nullptr;
        if (!type || !geometry) continue;
        auto* label = new AircraftLabelItem;
        addItem(label);
        auto* item = new AircraftItem(aircraft.id, m_frame, m_silhouettes, label);
        addItem(item);
        item->syncFrom(aircraft, *type, *geometry);
        m_aircraft.append(item);
    }
    setSceneRect(contentsRect().adjusted(-kPanMargin, -kPanMargin, kPanMargin, kPanMargin));
    return static_cast<int>(m_aircraft.size());
}

AircraftItem* TableScene::aircraftItem(std::string_view id) const {
    for (AircraftItem* item : m_aircraft)
        if (item->aircraftId() == id) return item;
    return nullptr;
}

QRectF TableScene::contentsRect() const {
    QRectF rect = m_table ? m_table->sceneBoundingRect() : m_frame.sceneRect();
    // Labels are left out: they keep their pixel size whatever the zoom.
    for (const AircraftItem* item : m_aircraft) rect |= item->sceneBoundingRect();
    return rect;
}

}  // namespace jasta::app
