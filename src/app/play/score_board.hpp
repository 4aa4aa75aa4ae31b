#pragma once
// MODE-01..09: the score of a game that keeps one, above the consoles, in
// play and in replays. Its heading says what is counted and what wins
// ("DeathMatch: the first pilot to 5 victories"); one row a team (a pilot in
// DeathMatch), best first, in the team's colour; in a game mode the last
// line counts the cards left in the shared damage deck, the game's clock
// (MODE-08). Hidden in a game that keeps no score.

#include <QColor>
#include <QFrame>
#include <QHash>
#include <QString>
#include <QStringList>

namespace jasta {
struct GameState;
}  // namespace jasta

class QLabel;
class QGridLayout;

namespace jasta::app {

class ScoreBoard : public QFrame {
    Q_OBJECT
public:
    explicit ScoreBoard(QWidget* parent = nullptr);
    void update(const GameState& state);
    void setPlayerColours(const QHash<QString, QColor>& colourByAircraftId);

    // What it shows, for tests: the heading, each row as "name: points", the clock line.
    [[nodiscard]] QString heading() const;
    [[nodiscard]] QStringList rows() const;
    [[nodiscard]] QString clock() const;

private:
    QLabel* m_heading;
    QWidget* m_rows;
    QGridLayout* m_grid;
    QLabel* m_clock;
    QStringList m_shown;
    QHash<QString, QColor> m_colours;  // by aircraft id
};

// The heading of a scored game's board; empty for a game that keeps no score.
QString scoreHeading(const GameState& state);
// A team of a scored game in words: "the Entente", or a DeathMatch pilot's name.
QString teamName(const GameState& state, const std::string& team);

}  // namespace jasta::app
