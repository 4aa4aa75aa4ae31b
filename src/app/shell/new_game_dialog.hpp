#pragma once
// The New game dialog (issue #5): era, rules level with every rule option
// under "More rules", players (name, side, colour) with their airplanes and
// each airplane's card facts, table size, and where the airplanes start: a
// random fair set-up at the table edges (jasta::makeScenario) or a scenario
// file. It decides no rule: whether a set-up can be played is
// jasta::setupProblem's answer, shown under the players while OK is disabled.

#include <QDialog>
#include <QSize>
#include <QString>
#include <QStringList>
#include <filesystem>
#include <map>
#include <optional>
#include <vector>

#include "jasta/data/game_data.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/game/save.hpp"

class QButtonGroup;
class QScrollArea;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTabWidget;
class QVBoxLayout;

namespace jasta {
class Rng;
}

namespace jasta::app {

class NewGamePlayerRow;
class RuleOptionsList;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    enum class Placement { RandomEdges, ScenarioFile };

    // `gameData` must outlive the dialog. Starts with WW1, the standard rules,
    // two players on opposite sides with one fighter each, a 90 × 90 cm table
    // (120 × 90 cm for WW2), sized to fit the screen.
    explicit NewGameDialog(const GameData& gameData, QWidget* parent = nullptr);
    ~NewGameDialog() override;

    // --- The result ---
    // The players' set-up as shown (the random placement's input).
    [[nodiscard]] GameSetup setup() const;
    // The chosen rules level with the options changed under More rules.
    [[nodiscard]] RuleSet ruleSet() const;
    [[nodiscard]] Placement placement() const;
    // The chosen scenario's file when the placement is ScenarioFile.
    [[nodiscard]] std::optional<std::filesystem::path> scenarioFile() const;
    // The game to start: makeScenario(setup(), data, rng), or the chosen
    // scenario with the chosen rules level. Throws SetupError when
    // problem() is not empty.
    [[nodiscard]] Scenario scenario(Rng& rng) const;
    // Why the set-up cannot be played (the message line), empty when it can.
    [[nodiscard]] QString problem() const;
    // The players the computer plays (issue 18), in seat order: the seats
    // given a computer pilot under "Who flies". Empty: every player a person.
    [[nodiscard]] std::vector<ComputerPlayer> computerPlayers() const;

    // --- Who flies (issue 18): a person or a computer pilot per player, and
    // per airplane whether nobody flies it (autonomous, MODE-10) ---
    // The players of the game to start, in seat order (an airplane that flies itself makes none).
    [[nodiscard]] QStringList seatPlayers() const;
    // "" for a person, else the pilot's registry name.
    [[nodiscard]] QString seatOf(const QString& player) const;
    // False when `pilot` is neither "" nor a pilot a seat may have (ComputerSeats::seatPilots).
    bool setSeat(const QString& player, const QString& pilot);
    // The airplanes of the game to start, in order (the scenario's, or each player's in turn).
    [[nodiscard]] int seatAirplaneCount() const;
    [[nodiscard]] QString seatAirplaneName(int index) const;
    [[nodiscard]] bool isAutonomous(int index) const;
    void setAutonomous(int index, bool on);

    // --- Choices, as the user makes them (tests drive the dialog through these) ---
    [[nodiscard]] Era era() const;
    void setEra(Era era);
    [[nodiscard]] QString ruleSetId() const;                      // the preset
    bool setRuleSetId(const QString& id);                         // false when the era has no such rule set
    [[nodiscard]] QString optionValue(const QString& key) const;  // value id in force
    bool setOptionValue(const QString& key, const QString& valueId);
    void resetOption(const QString& key);
    [[nodiscard]] bool isOptionChanged(const QString& key) const;
    [[nodiscard]] QStringList optionKeys() const;  // as listed under More rules

    [[nodiscard]] int playerCount() const;
    void addPlayer();              // up to kMaxPlayers
    bool removePlayer(int index);  // not below kMinPlayers
    void setPlayerName(int index, const QString& name);
    void setPlayerSide(int index, Side side);
    void setPlayerColour(int index, const QColor& colour);
    // Replaces the player's airplanes; false (nothing changed) when a type is
    // not one of the era.
    bool setPlayerAirplanes(int index, const std::vector<SetupAirplane>& airplanes);
    // Type ids offered for the player's airplanes: the era's, own side first.
    [[nodiscard]] QStringList airplaneChoices(int player) const;
    // The card facts shown beside the player's airplane ("deck A", ...).
    [[nodiscard]] QString airplaneCard(int player, int airplane) const;

    void setTableSize(double widthMm, double heightMm);
    void setPlacement(Placement placement);
    // The goal of a random set-up (issue 17): none, the last side flying; or
    // a game mode (MODE-01..07), which sets the seeds' table for the pilots
    // and the mode's rule options (modeRuleChanges), and lays the airplanes
    // out as the mode does (makeScenario).
    [[nodiscard]] std::optional<GameModeKind> gameMode() const;
    void setGameMode(std::optional<GameModeKind> kind);
    bool selectScenario(const QString& id);  // a scenario of the data, of the current era
    // Loads a scenario file (Browse…) and selects it; false, with the
    // problems on the message line, when it cannot be used.
    bool addScenarioFile(const std::filesystem::path& file);

    // The last set-up a game was started with (QSettings, group "newGame"):
    // rememberSetup() keeps the dialog's choices, restoreLastSetup() shows
    // them again; what no longer fits the data keeps its default. False when
    // nothing was remembered.
    void rememberSetup() const;
    bool restoreLastSetup();

    [[nodiscard]] QPushButton* okButton() const { return m_okButton; }
    // 0: the game and its players, 1: More rules.
    void showPage(int page);

    // The size the dialog opens at on a screen whose free area is
    // `available` (px): roomy, so that four players show without scrolling,
    // and never beyond the screen (a 1366 × 768 laptop).
    static QSize roomySize(const QSize& available);

    static constexpr int kMinPlayers = 2;
    static constexpr int kMaxPlayers = 8;

signals:
    // Any choice changed (after the message line and OK were updated).
    void setupChanged();

private:
    QWidget* buildGamePage();
    QWidget* buildPlayersBox();
    QWidget* buildRulesPage();
    QWidget* buildSeatsBox();
    // One airplane of the game to start as "Who flies" lists it.
    struct SeatAirplane {
        QString key;     // what its choice is kept under: "<scenario id>:<airplane id>" or "random:<player>/<n>"
        QString player;  // as the game will name its player
        QString name;    // as the table will name it
        bool autonomousByDefault = false;  // the scenario's `autonomous`
    };
    [[nodiscard]] std::vector<SeatAirplane> seatAirplanes() const;
    // Lists the players and airplanes under "Who flies" again when they changed.
    void fillSeats();
    // Marks the airplanes nobody flies in the scenario to start, and leaves them without a player.
    void applyAutonomous(Scenario& scenario) const;
    void fillEraChoices();
    void onEraChanged();
    void onRuleSetChanged();
    void onOptionChosen(const QString& key, const QString& value);
    void onTablePreset();
    void onTableSpin();
    void onScenarioChosen();
    void onModeChosen();
    // The seeds' table for the goal and the pilots listed, cm; none without a mode.
    [[nodiscard]] std::optional<QSize> modeTable() const;
    // Sets the table to modeTable(), and remembers it as the one the mode set.
    void showModeTable();
    // Puts `brought` (a scenario's or a mode's rule changes) in force in
    // place of what the last such choice brought and the player left.
    void bringChanges(const RuleChanges& brought);
    void browseScenario();
    void refresh();
    void showOptionValues();
    [[nodiscard]] const RuleSet* preset() const;
    [[nodiscard]] QColor unusedColour() const;
    [[nodiscard]] int selectedScenario() const;  // index into m_scenarios, -1 for none

    const GameData& m_data;
    RuleChanges m_changes;              // options changed from the preset, kept across presets
    RuleChanges m_broughtChanges;       // of m_changes, those the chosen scenario or mode brought
    std::vector<Scenario> m_scenarios;  // the data's, then the files added by Browse…
    std::vector<NewGamePlayerRow*> m_players;

    QTabWidget* m_tabs = nullptr;
    RuleOptionsList* m_optionList = nullptr;  // the More rules page
    QComboBox* m_era = nullptr;
    QComboBox* m_rules = nullptr;
    QLabel* m_rulesDescription = nullptr;
    QLabel* m_changedSummary = nullptr;
    QComboBox* m_tablePreset = nullptr;
    QSpinBox* m_tableWidth = nullptr;   // cm
    QSpinBox* m_tableHeight = nullptr;  // cm
    QRadioButton* m_randomEdges = nullptr;
    QComboBox* m_mode = nullptr;            // the random set-up's goal: no data (none) or a GameModeKind as int
    std::optional<QSize> m_modeTableShown;  // cm: the table the goal last set (the players may change it)
    QRadioButton* m_fromFile = nullptr;
    QComboBox* m_scenarioChoice = nullptr;
    QPushButton* m_browse = nullptr;
    QLabel* m_scenarioDescription = nullptr;
    QWidget* m_playersBox = nullptr;
    QVBoxLayout* m_playerList = nullptr;
    QPushButton* m_addPlayer = nullptr;
    QLabel* m_message = nullptr;
    QScrollArea* m_seatScroll = nullptr;
    QStringList m_seatsShown;                     // what the seat list was filled for (fillSeats)
    std::map<QString, QString> m_seatChoices;     // player -> pilot registry name; absent or "": a person
    std::map<QString, bool> m_autonomousChoices;  // SeatAirplane::key -> chosen (absent: the default)
    QPushButton* m_okButton = nullptr;
    bool m_updating = false;  // true while the dialog fills its own widgets
};

}  // namespace jasta::app
