#include "play/consoles_panel.hpp"

#include <QVBoxLayout>

#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "play/console_widget.hpp"
#include "play/score_board.hpp"

namespace jasta::app {

ConsolesPanel::ConsolesPanel(QWidget* parent)
    : QScrollArea(parent), m_content(new QWidget), m_score(new ScoreBoard(m_content)) {
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    new QVBoxLayout(m_content);
    setWidget(m_content);
}

void ConsolesPanel::showGame(const GameData& gameData, const GameState& state) {
    for (auto* console : m_consoles) console->deleteLater();
    m_consoles.clear();
    auto* layout = static_cast<QVBoxLayout*>(m_content->layout());
    while (auto* item = layout->takeAt(0)) delete item;
    layout->addWidget(m_score);
    m_score->setPlayerColours(m_colours);
    m_score->update(state);
    QHash<QString, QString> names;
    for (const auto& airplane : state.aircraft)
        names.insert(QString::fromStdString(airplane.id), QString::fromStdString(airplane.name));
    for (const auto& airplane : state.aircraft) {
        const auto* type = gameData.aircraftType(airplane.type);
        if (type == nullptr) continue;
        auto* console = new ConsoleWidget(m_content);
        console->setAircraftNames(names);
        console->setOpenDamage(m_openDamage);
        console->setPlayerColour(m_colours.value(QString::fromStdString(airplane.id)));
        console->setFlownBy(m_flownBy.value(QString::fromStdString(airplane.id)));
        console->setAircraft(*type, airplane, gameData.deckOf(*type));
        layout->addWidget(console);
        m_consoles.insert(QString::fromStdString(airplane.id), console);
    }
    layout->addStretch(1);
}

void ConsolesPanel::update(const GameState& state) {
    m_score->update(state);
    for (const auto& airplane : state.aircraft)
        if (auto* console = m_consoles.value(QString::fromStdString(airplane.id))) console->setState(airplane);
}

void ConsolesPanel::setViewer(const QString& player) {
    for (auto* console : m_consoles) console->setViewer(player);
}

void ConsolesPanel::setShowEverything(bool on) {
    for (auto* console : m_consoles) console->setShowEverything(on);
}

void ConsolesPanel::setOpenDamage(bool on) {
    m_openDamage = on;
    for (auto* console : m_consoles) console->setOpenDamage(on);
}

void ConsolesPanel::setPlayerColours(const QHash<QString, QColor>& colourByAircraftId) {
    m_colours = colourByAircraftId;
    m_score->setPlayerColours(m_colours);
    for (auto it = m_consoles.cbegin(); it != m_consoles.cend(); ++it)
        it.value()->setPlayerColour(m_colours.value(it.key()));
}

void ConsolesPanel::setFlownBy(const QHash<QString, QString>& flownByAircraftId) {
    m_flownBy = flownByAircraftId;
    for (auto it = m_consoles.cbegin(); it != m_consoles.cend(); ++it)
        it.value()->setFlownBy(m_flownBy.value(it.key()));
}

ConsoleWidget* ConsolesPanel::console(std::string_view aircraftId) const {
    return m_consoles.value(QString::fromUtf8(aircraftId.data(), static_cast<qsizetype>(aircraftId.size())));
}

}  // namespace jasta::app
