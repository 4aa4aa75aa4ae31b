#include "play/player_colours.hpp"

#include <QStringList>

#include <iterator>

namespace jasta::app {

namespace {

const QColor kPlayerPalette[] = {QColor("#2f6fd0"), QColor("#c8372d"), QColor("#2e9b57"), QColor("#d08b1f"),
                                 QColor("#7a4fc9"), QColor("#1f9fb0"), QColor("#b0407f"), QColor("#6d6d6d")};

}  // namespace

QColor playerPaletteColour(qsizetype index) {
    const auto count = static_cast<qsizetype>(std::size(kPlayerPalette));
    return kPlayerPalette[((index % count) + count) % count];
}

QString playerOf(const AircraftState& airplane) {
    return QString::fromStdString(airplane.player.empty() ? airplane.name : airplane.player);
}

QHash<QString, QColor> playerColours(const Scenario& scenario) {
    // The player of a placed airplane, as playerOf names it in the game.
    const auto playerOfPlaced = [](const ScenarioAircraft& placed) {
        return QString::fromStdString(!placed.player.empty() ? placed.player
                                      : !placed.name.empty() ? placed.name
                                                             : placed.id);
    };
    QStringList players;
    for (const auto& placed : scenario.aircraft)
        if (const QString player = playerOfPlaced(placed); !players.contains(player)) players.push_back(player);
    QHash<QString, QColor> colours;
    for (const auto& placed : scenario.aircraft) {
        QColor colour(QString::fromStdString(placed.colour));
        if (!colour.isValid()) colour = playerPaletteColour(players.indexOf(playerOfPlaced(placed)));
        colours.insert(QString::fromStdString(placed.id), colour);
    }
    return colours;
}

std::vector<LogAircraft> logAircraftOf(const GameState& state) {
    std::vector<LogAircraft> aircraft;
    for (const auto& airplane : state.aircraft)
        aircraft.push_back(
            {QString::fromStdString(airplane.id), QString::fromStdString(airplane.name), playerOf(airplane)});
    return aircraft;
}

}  // namespace jasta::app
