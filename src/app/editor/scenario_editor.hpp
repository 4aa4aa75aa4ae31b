#pragma once
// The scenario editor (issue 17): a window of its own with the table on the
// left and the scenario's settings on the right. Players build a scenario
// on the table without writing JSON: they add airplanes, ground units and
// a game mode's markers, drag them where they want (Shift + wheel, or
// [ and ], turns the one selected), and set the table, era, rules, mode
// and scoring in the panel. Every edit can be undone. The scenario is
// checked as it changes, as `jasta-cli validate` would check its file: the
// problems are listed under the panel and ringed in red on the table.
// It saves scenario files atomically and hands one to New Game to play.

#include <QMainWindow>
#include <QPointF>
#include <filesystem>
#include <functional>
#include <optional>
#include <vector>

#include "jasta/data/game_data.hpp"
#include "jasta/game/scenario_edit.hpp"

class QCheckBox;
class QComboBox;
class QDialog;
class QDoubleSpinBox;
class QGraphicsItem;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace jasta::app {

class RuleOptionsList;
class ScenarioDocument;
class TableScene;
class TableView;

class ScenarioEditor : public QMainWindow {
    Q_OBJECT
public:
    // `data` was loaded from `dataDir` and must outlive the editor; `assetsDir` as the main window's.
    ScenarioEditor(const GameData& gameData, std::filesystem::path dataDir, std::filesystem::path assetsDir,
                   QWidget* parent = nullptr);
    ~ScenarioEditor() override;

    // Nobody can answer a question (tests, a picture run): unsaved changes are kept, errors go to stderr.
    void setHeadless(bool on) { m_headless = on; }

    [[nodiscard]] ScenarioDocument* document() const { return m_document; }
    [[nodiscard]] TableScene* tableScene() const { return m_scene; }
    [[nodiscard]] TableView* tableView() const { return m_view; }

    // --- What the player does (menus, buttons and tests come through these) ---
    // A blank scenario of `era` (asks to save changes first, unless headless).
    void newScenario(Era era);
    // Opens a scenario file; false (with a message) when it cannot be read.
    bool openFile(const QString& file);
    // Opens a shipped scenario as a template: saving it asks for a new file.
    bool openBuiltIn(const QString& id);
    bool saveTo(const QString& file);
    bool save();    // to its file, else as saveAs()
    bool saveAs();  // asks for a file (in the user's scenarios folder)
    // Saves the scenario (asking for a file if it has none) and asks New Game
    // to open it: playRequested. False when it has problems or was not saved.
    bool play();

    // Selection, on the table and in the panel.
    void select(std::optional<ElementRef> element);
    [[nodiscard]] std::optional<ElementRef> selected() const { return m_selected; }
    // Adds at the middle of the table and selects it.
    void addAircraft(const QString& type, Side side);
    void addTarget(const QString& type, Side side);
    void addAmmoMarker();
    void addField();
    void addRelief();
    // WX-08: the side under "For" attacks a zone the other side defends.
    void addDefendedZone();
    void deleteSelected();
    // Turns the selected airplane or ground unit by `degrees` (clockwise).
    void turnSelected(double degrees);
    // Sets the selected element's altitude (an airplane's level, a balloon's).
    void setSelectedAltitude(int level);

    // The problems as listed (one line each) and the red rings on the table.
    [[nodiscard]] QListWidget* problemList() const { return m_problems; }
    [[nodiscard]] const std::vector<QGraphicsItem*>& problemMarks() const { return m_problemMarks; }
    [[nodiscard]] QGraphicsItem* selectionMark() const { return m_selectionMark; }
    // The selected area's handles: a square at each corner (drag it to move
    // the corner, Shift + click to take it away), a dot in the middle of each
    // edge (drag it to add a corner there).
    [[nodiscard]] const std::vector<QGraphicsItem*>& cornerHandles() const { return m_cornerHandles; }

    // The panel's fields, for tests.
    [[nodiscard]] QLineEdit* nameEdit() const { return m_name; }
    [[nodiscard]] QComboBox* eraBox() const { return m_era; }
    [[nodiscard]] QComboBox* rulesBox() const { return m_rules; }
    // The single rule options of the scenario (its rule changes), in a
    // window of their own; each choice is an undoable edit. Opens it.
    RuleOptionsList* showRuleOptions();
    [[nodiscard]] QPushButton* ruleOptionsButton() const { return m_ruleOptionsButton; }
    [[nodiscard]] QSpinBox* widthBox() const { return m_width; }
    [[nodiscard]] QSpinBox* heightBox() const { return m_height; }
    [[nodiscard]] QComboBox* modeBox() const { return m_mode; }
    [[nodiscard]] QSpinBox* victoriesBox() const { return m_victories; }
    [[nodiscard]] QGroupBox* scoringBox() const { return m_scoring; }
    [[nodiscard]] QSpinBox* enemyDownBox() const { return m_enemyDown; }
    // The sky: "none", "clear", "medium_cloud", "heavy_weather" or "season" (drawn).
    [[nodiscard]] QComboBox* weatherBox() const { return m_weather; }
    [[nodiscard]] QSpinBox* cloudLowBox() const { return m_cloudLow; }
    [[nodiscard]] QSpinBox* cloudHighBox() const { return m_cloudHigh; }
    [[nodiscard]] QComboBox* seasonBox() const { return m_season; }
    [[nodiscard]] QGroupBox* sunBox() const { return m_sun; }
    [[nodiscard]] QComboBox* timeOfDayBox() const { return m_timeOfDay; }
    [[nodiscard]] QComboBox* frontBox() const { return m_front; }
    [[nodiscard]] QComboBox* sideBox() const { return m_side; }
    [[nodiscard]] QDoubleSpinBox* xBox() const { return m_x; }
    [[nodiscard]] QDoubleSpinBox* yBox() const { return m_y; }
    [[nodiscard]] QDoubleSpinBox* headingBox() const { return m_heading; }
    [[nodiscard]] QSpinBox* altitudeBox() const { return m_altitude; }
    [[nodiscard]] QSpinBox* climbBox() const { return m_climb; }
    [[nodiscard]] QLineEdit* altitudeReasonBox() const { return m_altitudeReason; }
    [[nodiscard]] QLabel* headingLabel() const { return m_headingLabel; }
    [[nodiscard]] QComboBox* typeBox() const { return m_type; }
    [[nodiscard]] QLineEdit* elementNameEdit() const { return m_elementName; }
    [[nodiscard]] QCheckBox* onGroundBox() const { return m_onGround; }
    [[nodiscard]] QSpinBox* bombsBox() const { return m_bombs; }
    [[nodiscard]] QSpinBox* rocketsBox() const { return m_rockets; }
    [[nodiscard]] QDoubleSpinBox* fieldWidthBox() const { return m_fieldWidth; }
    [[nodiscard]] QDoubleSpinBox* fieldLengthBox() const { return m_fieldLength; }
    [[nodiscard]] QCheckBox* balloonWatchBox() const { return m_balloonWatch; }
    [[nodiscard]] QComboBox* netToBox() const { return m_netTo; }
    [[nodiscard]] QPushButton* linkButton() const { return m_link; }
    [[nodiscard]] QCheckBox* netRingBox() const { return m_netRing; }
    [[nodiscard]] QPushButton* takeDownButton() const { return m_takeDown; }
    [[nodiscard]] QGroupBox* spottingBox() const { return m_spotting; }
    [[nodiscard]] QComboBox* spottingSideBox() const { return m_spottingSide; }
    [[nodiscard]] QSpinBox* spottingTurnsBox() const { return m_spottingTurns; }
    [[nodiscard]] QPushButton* playButton() const { return m_playButton; }

    // The folder "Save As" starts in: the user's scenarios (created when missing).
    static QString userScenarioFolder();

signals:
    // The scenario saved as `file` is to be played: New Game opens it.
    void playRequested(const QString& file);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    QWidget* buildPanel();
    QWidget* buildProblems();  // the list under the table and the Play button
    QWidget* buildScenarioBox();
    QWidget* buildElementBox();
    QWidget* buildAddBox();
    QWidget* buildSkyBox();  // WX-03/04 weather, WX-11 sun
    void setRuleOption(const QString& key, const QString& value);
    // The Net rows for the selected balloon (BAL-08).
    void refreshNetFields(const ScenarioTarget& balloon);
    void refreshRuleOptions();
    // After every change of the document: the table, the panel, the problems.
    void refresh();
    void refreshTable();
    void refreshScenarioFields();
    void refreshElementFields();
    void refreshSkyFields();
    void refreshProblems();
    void refreshTitle();
    void fillRuleSets();
    void fillTypeChoices();
    // Asks to save unsaved changes; false when the player cancels.
    bool maybeSave();
    // A ring round `element` on the table (mm), in `colour`; null when it has no place.
    QGraphicsItem* ringAround(ElementRef element, const QColor& colour, Qt::PenStyle style);
    [[nodiscard]] double ruler() const;
    // What an edit changes, for the undo steps: edits of the same field of
    // the same element in a row (a drag, a spin box held) are one step.
    enum class Field {
        Move,
        Turn,
        Altitude,
        Climb,
        Other,
        Description,
        TableSize,
        Victories,
        Scoring,
        Weather,
        Sun,
        Spotting,
        Load,
        Corner
    };
    [[nodiscard]] static int mergeKey(Field field, std::optional<ElementRef> element = std::nullopt);
    // Adds what `add` puts at the middle of the table (its pose given) as one edit, and selects it.
    void addAtMiddle(const QString& text, const std::function<std::optional<ElementRef>(Scenario&, const Pose&)>& add);
    void editSelected(const QString& text, Field field, const std::function<void(Scenario&, ElementRef)>& change);
    // The mouse on the table (table mm): picks and drags elements.
    bool mousePress(QPointF viewPoint, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    bool mouseMove(QPointF viewPoint);
    bool mouseRelease();

    const GameData& m_data;
    std::filesystem::path m_dataDir;
    ScenarioDocument* m_document;  // QObject child
    TableScene* m_scene;           // QObject child
    TableView* m_view;             // widget child
    std::optional<ElementRef> m_selected;
    bool m_headless = false;
    bool m_refreshing = false;  // filling the panel: its signals are not edits
    // A drag in progress: the element, where it stood and where the mouse went down (table mm).
    struct Drag {
        ElementRef element;
        Pose start;
        Point2 grabbed;
        std::optional<std::size_t> corner;  // dragging this corner of an area, not the whole
    };
    // The corner (or, with `midpoints`, the edge whose middle) of the
    // selected area under `viewPoint` (view px), within a handle's reach.
    [[nodiscard]] std::optional<std::size_t> handleAt(QPointF viewPoint, bool midpoints) const;
    void showCornerHandles();
    std::optional<Drag> m_drag;
    std::vector<QGraphicsItem*> m_problemMarks;  // owned by the scene; removed before each refresh
    QGraphicsItem* m_selectionMark = nullptr;
    std::vector<QGraphicsItem*> m_cornerHandles;  // the selected area's corners and edge middles

    // The scenario's settings.
    QLineEdit* m_name = nullptr;
    QPlainTextEdit* m_description = nullptr;
    QComboBox* m_era = nullptr;
    QComboBox* m_rules = nullptr;
    QPushButton* m_ruleOptionsButton = nullptr;  // "Rule options… (N changed)"
    QDialog* m_ruleOptionsDialog = nullptr;      // made when first asked for
    RuleOptionsList* m_ruleOptions = nullptr;    // in m_ruleOptionsDialog
    QSpinBox* m_width = nullptr;                 // cm
    QSpinBox* m_height = nullptr;                // cm
    QComboBox* m_mode = nullptr;
    QSpinBox* m_victories = nullptr;
    QGroupBox* m_scoring = nullptr;
    QSpinBox* m_enemyDown = nullptr;
    QSpinBox* m_allyDown = nullptr;
    QSpinBox* m_targetDestroyed = nullptr;
    QSpinBox* m_targetDamaged = nullptr;
    QSpinBox* m_photograph = nullptr;
    // The sky.
    QComboBox* m_weather = nullptr;
    QSpinBox* m_cloudLow = nullptr;
    QSpinBox* m_cloudHigh = nullptr;
    QComboBox* m_season = nullptr;
    QGroupBox* m_sun = nullptr;
    QComboBox* m_timeOfDay = nullptr;
    QComboBox* m_front = nullptr;
    QSpinBox* m_west = nullptr;
    QSpinBox* m_enterBy = nullptr;
    // The selected element.
    QGroupBox* m_elementBox = nullptr;
    QLabel* m_elementTitle = nullptr;
    QComboBox* m_type = nullptr;
    QComboBox* m_side = nullptr;
    QLineEdit* m_elementName = nullptr;
    QLineEdit* m_player = nullptr;
    QDoubleSpinBox* m_x = nullptr;
    QDoubleSpinBox* m_y = nullptr;
    QDoubleSpinBox* m_heading = nullptr;
    QLabel* m_headingLabel = nullptr;  // "Heading", or "Turn by" for an area
    QSpinBox* m_altitude = nullptr;
    QSpinBox* m_climb = nullptr;            // ALT-07: climb counters at the start
    QLineEdit* m_altitudeReason = nullptr;  // ALT-02
    QCheckBox* m_autonomous = nullptr;
    QCheckBox* m_onGround = nullptr;          // GND-03
    QSpinBox* m_bombs = nullptr;              // BOMB-*: loaded at the start
    QSpinBox* m_rockets = nullptr;            // RKT-01
    QDoubleSpinBox* m_fieldWidth = nullptr;   // a landing field's, mm across the runway
    QDoubleSpinBox* m_fieldLength = nullptr;  // mm along it
    QCheckBox* m_balloonWatch = nullptr;      // the defended zone's BAL-11
    // BAL-08: the selected balloon's barrage nets.
    QComboBox* m_netTo = nullptr;  // another balloon to link it to
    QPushButton* m_link = nullptr;
    QCheckBox* m_netRing = nullptr;
    QPushButton* m_takeDown = nullptr;
    QPushButton* m_delete = nullptr;
    // Adding.
    QComboBox* m_addAircraftType = nullptr;
    QComboBox* m_addTargetType = nullptr;
    QComboBox* m_addSide = nullptr;
    QPushButton* m_addMarker = nullptr;
    // BAL-10: artillery spotting, in the Scenario box.
    QGroupBox* m_spotting = nullptr;
    QComboBox* m_spottingSide = nullptr;
    QSpinBox* m_spottingTurns = nullptr;
    QListWidget* m_problems = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_playButton = nullptr;
};

}  // namespace jasta::app
