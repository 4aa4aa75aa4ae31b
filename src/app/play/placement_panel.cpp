#include "play/placement_panel.hpp"

#include <algorithm>

#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace jasta::app {

PlacementPanel::PlacementPanel(QWidget* parent)
    : QWidget(parent),
      m_selectedLabel(new QLabel(this)),
      m_altitude(new QSpinBox(this)),
      m_start(new QPushButton(tr("Start the Game"), this)) {
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(tr("Set up the table"), this);
    QFont bold = heading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.25);
    heading->setFont(bold);
    layout->addWidget(heading);
    auto* help = new QLabel(tr("Drag an airplane to move it; turn it with the mouse wheel over it (hold Shift for "
                               "bigger steps). Select one to set its starting altitude. Then start the game."),
                            this);
    help->setWordWrap(true);
    layout->addWidget(help);
    auto* form = new QFormLayout;
    form->addRow(tr("Selected:"), m_selectedLabel);
    m_altitude->setRange(kLowestStartLevel, kHighestStartLevel);  // ALT-02
    m_altitude->setToolTip(
        tr("Starting altitude level, 1 to 3 (ALT-02): the number of pegs under the stand, less one"));
    form->addRow(tr("Altitude level:"), m_altitude);
    layout->addLayout(form);
    m_start->setMinimumHeight(36);
    m_start->setDefault(true);
    layout->addWidget(m_start);
    layout->addStretch(1);
    connect(m_start, &QPushButton::clicked, this, &PlacementPanel::startRequested);
    connect(m_altitude, &QSpinBox::valueChanged, this, [this](int level) {
        if (m_selected.empty()) return;
        for (auto& placed : m_scenario.aircraft)
            if (placed.id == m_selected) placed.altitude = level;
        emit altitudeChanged(QString::fromStdString(m_selected), level);
    });
    select({});
}

void PlacementPanel::setScenario(const Scenario& scenario) {
    m_scenario = scenario;
    select({});
}

void PlacementPanel::select(const std::string& aircraftId) {
    const ScenarioAircraft* found = nullptr;
    for (const auto& placed : m_scenario.aircraft)
        if (placed.id == aircraftId) found = &placed;
    m_selected = found != nullptr ? aircraftId : std::string();
    m_selectedLabel->setText(found != nullptr ? QString::fromStdString(found->name.empty() ? found->id : found->name)
                                              : tr("none (click an airplane)"));
    m_altitude->setEnabled(found != nullptr && !found->onGround);
    const QSignalBlocker quiet(m_altitude);
    // ALT-02: levels 1..3; one parked on a field (GND-03) or a scenario airplane
    // with a stated reason keeps its own level on show.
    const int own = found != nullptr ? found->altitude : kLowestStartLevel;
    const bool keepsOwn = found != nullptr && (found->onGround || !found->altitudeReason.empty());
    m_altitude->setRange(keepsOwn ? std::min(kLowestStartLevel, own) : kLowestStartLevel,
                         keepsOwn ? std::max(kHighestStartLevel, own) : kHighestStartLevel);
    m_altitude->setValue(own);
}

}  // namespace jasta::app
