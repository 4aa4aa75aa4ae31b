#include "shell/games_history.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <algorithm>

#include "jasta/base/atomic_file.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "jasta/game/save.hpp"
#include "play/computer_seats.hpp"
#include "play/score_board.hpp"
#include "table/table_drawing.hpp"

namespace jasta::app {

namespace {

// ".jasta"
QString saveExtension() {
    return QString::fromUtf8(kSaveExtension.data(), static_cast<qsizetype>(kSaveExtension.size()));
}

// The words of this file belong to the history, as a player reads them.
QString tr(const char* text) {
    return QCoreApplication::translate("GamesHistory", text);
}

// The summary beside `save`: game-….jasta → game-….summary.json.
QString summaryOf(const QString& save) {
    QString summary = save;
    summary.chop(saveExtension().size());
    return summary + QStringLiteral(".summary.json");
}

}  // namespace

QStringList playersOf(const Scenario& scenario) {
    QStringList players;
    for (const auto& placed : scenario.aircraft) {
        const QString player = QString::fromStdString(placed.player.empty() ? placed.name : placed.player);
        if (!player.isEmpty() && !players.contains(player)) players << player;
    }
    return players;
}

QString resultText(const std::string& result) {
    if (result == "draw") return tr("A draw: nobody is left in the air");
    return tr("Victory for the %1").arg(sideWords(result));
}

QString resultText(const GameState& end) {
    if (gameScore(end).empty()) return resultText(end.result);
    if (end.result == "draw") return tr("A draw: level on the score");
    if (parseName<Side>(end.result)) return tr("Victory for the %1").arg(sideWords(end.result));
    return tr("Victory for %1").arg(teamName(end, end.result));
}

QString GamesHistory::folder() {
    QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (base.isEmpty()) base = QDir::tempPath();
    return base + QStringLiteral("/history");
}

QString GamesHistory::keep(const SavedGame& game, const GameState& end, const GameData& data) {
    QDir().mkpath(folder());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // A name of its own for every game: the time, then random bits (two games may end in one second).
    const QString file = QStringLiteral("%1/game-%2-%3%4")
                             .arg(folder(), now.toString(QStringLiteral("yyyyMMdd-HHmmss")))
                             .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'))
                             .arg(saveExtension());
    SavedGame kept = game;
    kept.saved = utcNow();
    writeSaveFile(file.toStdString(), kept);

    // Who flew what: each player with the airplanes of their seat.
    QJsonArray players;
    for (const QString& player : playersOf(game.scenario)) {
        QStringList airplanes;
        for (const auto& placed : game.scenario.aircraft) {
            if (QString::fromStdString(placed.player.empty() ? placed.name : placed.player) != player) continue;
            const AircraftType* type = data.aircraftType(placed.type);
            airplanes << QString::fromStdString(type != nullptr ? type->name : placed.type);
        }
        // Issue 18: a game against the computer says so.
        QString seat = player;
        for (const auto& computer : game.computerPlayers)
            if (QString::fromStdString(computer.player) == player)
                seat = tr("%1 (computer, %2)").arg(player, ComputerSeats::pilotLabel(computer.pilot));
        players.append(QStringLiteral("%1: %2").arg(seat, airplanes.join(QStringLiteral(", "))));
    }
    const QJsonObject summary{
        {QStringLiteral("finished"), now.toString(Qt::ISODate)},
        {QStringLiteral("scenario"),
         QString::fromStdString(game.scenario.name.empty() ? game.scenario.id : game.scenario.name)},
        {QStringLiteral("era"), QString::fromUtf8(displayName(game.scenario.era).data())},
        {QStringLiteral("players"), players},
        {QStringLiteral("result"), resultText(end)},
        {QStringLiteral("turns"), end.turn},
    };
    try {
        writeFileAtomically(summaryOf(file).toStdString(), QJsonDocument(summary).toJson().toStdString());
    } catch (...) {
        QFile::remove(file);  // a game without its summary would not be listed: keep neither
        throw;
    }
    return file;
}

std::vector<GamesHistory::Entry> GamesHistory::entries() {
    std::vector<Entry> list;
    const QDir dir(folder());
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.summary.json")}, QDir::Files)) {
        QString save = info.absoluteFilePath();
        save.chop(static_cast<qsizetype>(QStringLiteral(".summary.json").size()));
        save += saveExtension();
        if (!QFileInfo::exists(save)) continue;
        QFile in(info.absoluteFilePath());
        if (!in.open(QIODevice::ReadOnly)) continue;
        const QJsonObject summary = QJsonDocument::fromJson(in.readAll()).object();
        Entry entry;
        entry.file = save;
        entry.finished = QDateTime::fromString(summary.value(QStringLiteral("finished")).toString(), Qt::ISODate);
        if (!entry.finished.isValid()) entry.finished = info.lastModified();
        entry.scenario = summary.value(QStringLiteral("scenario")).toString();
        entry.era = summary.value(QStringLiteral("era")).toString();
        for (const auto& player : summary.value(QStringLiteral("players")).toArray())
            entry.players << player.toString();
        entry.result = summary.value(QStringLiteral("result")).toString();
        entry.turns = summary.value(QStringLiteral("turns")).toInt();
        list.push_back(std::move(entry));
    }
    std::stable_sort(list.begin(), list.end(), [](const Entry& a, const Entry& b) { return a.finished > b.finished; });
    return list;
}

bool GamesHistory::remove(const QString& file) {
    if (QFile::exists(file) && !QFile::remove(file)) return false;
    QFile::remove(summaryOf(file));
    return true;
}

}  // namespace jasta::app
