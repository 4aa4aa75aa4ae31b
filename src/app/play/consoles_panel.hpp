#pragma once
// Every airplane's console, one under the other (the players' side of the
// table): a scroll area of ConsoleWidgets kept in step with the game state,
// under the score board of a game that keeps score (MODE-01..09).

#include <QColor>
#include <QHash>
#include <QScrollArea>
#include <QString>

#include <string_view>

namespace jasta {
struct GameData;
struct GameState;
}  // namespace jasta

namespace jasta::app {

class ConsoleWidget;
class ScoreBoard;

class ConsolesPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit ConsolesPanel(QWidget* parent = nullptr);
    // One console per airplane of `state` (types looked up in `data`; unknown ones are skipped).
    void showGame(const GameData& gameData, const GameState& state);
    // The new state of the same airplanes.
    void update(const GameState& state);
    void setViewer(const QString& player);
    void setShowEverything(bool on);
    // Every airplane's damage and specials on its console, for everyone (teaching).
    void setOpenDamage(bool on);
    [[nodiscard]] bool openDamage() const { return m_openDamage; }
    // Each airplane's player colour by id (the table's, see playerColours):
    // the consoles' stripes, now and for the next game shown.
    void setPlayerColours(const QHash<QString, QColor>& colourByAircraftId);
    // Who flies each airplane no person flies, by id (ComputerSeats: "computer:
    // Veteran"), now and for the next game shown; the others: a person.
    void setFlownBy(const QHash<QString, QString>& flownByAircraftId);
    [[nodiscard]] ConsoleWidget* console(std::string_view aircraftId) const;
    [[nodiscard]] int count() const { return static_cast<int>(m_consoles.size()); }
    [[nodiscard]] ScoreBoard* scoreBoard() const { return m_score; }

private:
    QWidget* m_content;
    ScoreBoard* m_score;                        // owned by m_content
    QHash<QString, ConsoleWidget*> m_consoles;  // by aircraft id, owned by m_content
    QHash<QString, QColor> m_colours;           // by aircraft id
    QHash<QString, QString> m_flownBy;          // by aircraft id
    bool m_openDamage = false;
};

}  // namespace jasta::app
