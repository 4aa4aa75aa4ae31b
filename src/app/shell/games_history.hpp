#pragma once
// The games history (issue 15): every finished game is kept by itself, so
// that nothing a player played is lost because they forgot to save. Each
// game is a save file in the user's data folder
// (QStandardPaths::AppDataLocation/history), written atomically, with a
// small summary beside it (<name>.summary.json) so that the list needs no
// replay: players, airplanes, era, date and result.

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <vector>

namespace jasta {
struct GameData;
struct SavedGame;
struct GameState;
struct Scenario;
}  // namespace jasta

namespace jasta::app {

// The players of a scenario in seat order: an airplane's `player`, else its
// name (one airplane, one player).
QStringList playersOf(const Scenario& scenario);

// "Victory for the Entente", "A draw: nobody is left in the air" for the
// result of a finished game (GameState::result: a side's name or "draw").
QString resultText(const std::string& result);
// The same for a finished game: a DeathMatch pilot by name, a scored game's
// draw on points (MODE-01..09).
QString resultText(const GameState& end);

class GamesHistory {
public:
    struct Entry {
        QString file;         // the game's save (.jasta): replay it from here
        QDateTime finished;   // when the game ended
        QString scenario;     // the scenario's name
        QString era;          // "WW1"
        QStringList players;  // "Anna: SPAD XIII", one a player, seat order
        QString result;       // resultText
        int turns = 0;        // turns played
    };

    // The folder the games are kept in (created when the first one is kept).
    static QString folder();
    // Keeps `game`, finished in `end`, as a new entry; returns its save
    // file. Throws WriteError when it cannot be written (nothing half-written stays).
    static QString keep(const SavedGame& game, const GameState& end, const GameData& data);
    // Every kept game, newest first; a summary whose save is gone is left out.
    static std::vector<Entry> entries();
    // Deletes the entry of `file` (its save and its summary); false when the save could not be deleted.
    static bool remove(const QString& file);
};

}  // namespace jasta::app
