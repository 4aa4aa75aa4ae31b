#include "editor/scenario_editor.hpp"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGraphicsEllipseItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsRectItem>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QLineF>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPen>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <cmath>
#include <iostream>

#include "editor/scenario_document.hpp"
#include "jasta/base/names.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/balloons.hpp"
#include "play/player_colours.hpp"
#include "play/rule_options_list.hpp"
#include "table/panel_style.hpp"
#include "table/plural.hpp"
#include "table/table_drawing.hpp"
#include "table/table_scene.hpp"
#include "table/table_view.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

// What one press of [ or ], or one notch of Shift + wheel, turns an element (degrees).
constexpr double kTurnStep = 15;
// The table sizes the panel offers, cm (the seeds' tables run from 90 × 90 to 200 × 150 cm).
constexpr int kSmallestTableCm = 30;
constexpr int kLargestTableCm = 400;
// The rings round the selected element and its problems: this far outside it, mm.
constexpr double kRingMargin = 8;
// Half a corner handle's side on screen, px (the items ignore the zoom).
constexpr double kHandlePx = 5;
// What the Selected box says when nothing is selected.
QString nothingSelectedText() {
    return ScenarioEditor::tr("Click anything on the table: an airplane, a ground unit, a marker, a field or an area.");
}

constexpr int kHighestLevel = kHighestCloudLevel;
// The most victory points one thing may score (the scenario files' limit).
constexpr int kMostPoints = 100;
// A band of cloud as first offered, levels (WX-03): medium cloud lower and
// thinner than heavy weather; the players change it.
constexpr Weather kFirstMediumCloud{WeatherKind::MediumCloud, 3, 5};
constexpr Weather kFirstHeavyWeather{WeatherKind::HeavyWeather, 3, 9};
// The settings panel's width, px: its longest row (a table size) fits.
constexpr int kPanelWidth = 400;  // the top of the ALT-12 table

// Fills `box` with the sides of `era` (their Side as data), in place of what it held.
void fillSides(QComboBox* box, Era era) {
    box->clear();
    for (const Side each : sidesOf(era)) box->addItem(sideName(each), static_cast<int>(each));
}

// Two boxes as one row "first × second" (a table's or a runway's size).
QHBoxLayout* byRow(QWidget* first, QWidget* second) {
    auto* row = new QHBoxLayout;
    row->addWidget(first);
    row->addWidget(new QLabel(QStringLiteral("×")));
    row->addWidget(second);
    return row;
}

// The ground units a scenario places (the bomb card and the mode's markers are not placed as units).
bool placeableGround(GroundKind kind) {
    return kind != GroundKind::Bomb && kind != GroundKind::AmmoMarker && kind != GroundKind::Flag;
}

QSpinBox* pointsBox(int low, int high) {
    auto* box = new QSpinBox;
    box->setRange(low, high);
    return box;
}

QDoubleSpinBox* millimetreBox(double high) {
    auto* box = new QDoubleSpinBox;
    box->setRange(-high, 2 * high);  // off the table is allowed: the check says so
    box->setDecimals(1);
    box->setSuffix(ScenarioEditor::tr(" mm"));
    return box;
}

}  // namespace

ScenarioEditor::ScenarioEditor(const GameData& gameData, std::filesystem::path dataDir, std::filesystem::path assetsDir,
                               QWidget* parent)
    : QMainWindow(parent),
      m_data(gameData),
      m_dataDir(std::move(dataDir)),
      m_document(new ScenarioDocument(gameData, this)),
      m_scene(new TableScene(std::move(assetsDir), this)),
      m_view(new TableView(m_scene, this)) {
    setObjectName(QStringLiteral("scenarioEditor"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    // The table with the problems under it on the left, the settings on the right.
    auto* left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_view);
    left->addWidget(buildProblems());
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 0);
    left->setSizes({700, 130});
    auto* splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(buildPanel());
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({900, kPanelWidth});
    setCentralWidget(splitter);
    m_status = new QLabel;
    statusBar()->addWidget(m_status, 1);
    createMenus();
    m_view->viewport()->installEventFilter(this);
    connect(m_document, &ScenarioDocument::changed, this, &ScenarioEditor::refresh);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &ScenarioEditor::refreshTitle);
    resize(1280, 800);
    refresh();
}

ScenarioEditor::~ScenarioEditor() {
    // The document outlives this part of the editor (QObject deletes its
    // children later) and its undo stack still signals as it goes.
    disconnect(m_document, nullptr, this, nullptr);
}

QString ScenarioEditor::userScenarioFolder() {
    QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (folder.isEmpty()) folder = QDir::homePath() + QStringLiteral("/.jasta");
    folder += QStringLiteral("/scenarios");
    QDir().mkpath(folder);
    return folder;
}

// --- Building the window ---------------------------------------------------

void ScenarioEditor::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&Scenario"));
    QMenu* fresh = file->addMenu(tr("&New"));
    fresh->addAction(tr("WW1 scenario"), this, [this] { newScenario(Era::Ww1); });
    fresh->addAction(tr("WW2 scenario"), this, [this] { newScenario(Era::Ww2); });
    QAction* open = file->addAction(tr("&Open…"), this, [this] {
        if (!maybeSave()) return;
        const QString chosen = QFileDialog::getOpenFileName(this, tr("Open Scenario"), userScenarioFolder(),
                                                            tr("Jasta scenarios (*.json);;All files (*)"));
        if (!chosen.isEmpty()) openFile(chosen);
    });
    open->setShortcut(QKeySequence::Open);
    // The shipped scenarios, as templates for new ones.
    QMenu* builtIn = file->addMenu(tr("Open &Built-in"));
    for (const auto& [id, scenario] : m_data.scenarios) {
        const QString name = toQt(scenario.name.empty() ? id : scenario.name);
        builtIn->addAction(QStringLiteral("%1 (%2)").arg(name, scenario.era == Era::Ww2 ? tr("WW2") : tr("WW1")), this,
                           [this, key = toQt(id)] {
                               if (maybeSave()) openBuiltIn(key);
                           });
    }
    file->addSeparator();
    file->addAction(tr("&Save"), this, [this] { save(); })->setShortcut(QKeySequence::Save);
    file->addAction(tr("Save &As…"), this, [this] { saveAs(); })->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    file->addAction(tr("&Play in New Game…"), this, [this] { play(); });
    file->addSeparator();
    file->addAction(tr("&Close Editor"), this, &QWidget::close)->setShortcut(QKeySequence::Close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("editorUndo"));
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(QStringLiteral("editorRedo"));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* remove = edit->addAction(tr("&Delete"), this, &ScenarioEditor::deleteSelected);
    remove->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    edit->addAction(tr("Turn &Left"), this, [this] { turnSelected(-kTurnStep); })
        ->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    edit->addAction(tr("Turn &Right"), this, [this] { turnSelected(kTurnStep); })
        ->setShortcut(QKeySequence(Qt::Key_BracketRight));

    QToolBar* tools = addToolBar(tr("Scenario"));
    tools->setObjectName(QStringLiteral("editorTools"));
    tools->addAction(undo);
    tools->addAction(redo);
    tools->addSeparator();
    tools->addAction(tr("Fit Table"), m_view, &TableView::fitAll);
}

QWidget* ScenarioEditor::buildPanel() {
    auto* inner = new QWidget;
    auto* layout = new QVBoxLayout(inner);
    layout->addWidget(buildScenarioBox());
    layout->addWidget(buildAddBox());
    layout->addWidget(buildElementBox());
    layout->addWidget(buildSkyBox());
    layout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(kPanelWidth);
    return scroll;
}

QWidget* ScenarioEditor::buildProblems() {
    auto* box = new QWidget;
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    m_problems = new QListWidget;
    m_problems->setObjectName(QStringLiteral("editorProblems"));
    m_problems->setWordWrap(true);
    m_problems->setMinimumHeight(60);
    connect(m_problems, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_refreshing || row < 0 || static_cast<std::size_t>(row) >= m_document->problems().size()) return;
        if (const auto element =
                elementOfPointer(m_document->problems().items()[static_cast<std::size_t>(row)].pointer))
            select(element);
    });
    layout->addWidget(m_problems, 1);
    m_playButton = new QPushButton(tr("Play in New Game…"));
    m_playButton->setObjectName(QStringLiteral("editorPlay"));
    m_playButton->setToolTip(tr("Save the scenario and open it in New Game"));
    connect(m_playButton, &QPushButton::clicked, this, [this] { play(); });
    layout->addWidget(m_playButton, 0, Qt::AlignTop);
    return box;
}

QWidget* ScenarioEditor::buildScenarioBox() {
    auto* box = new QGroupBox(tr("Scenario"));
    auto* form = new QFormLayout(box);
    m_name = new QLineEdit;
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        m_document->edit(tr("Rename the scenario"), [&](Scenario& s) { s.name = m_name->text().toStdString(); });
    });
    form->addRow(tr("Name"), m_name);
    m_description = new QPlainTextEdit;
    m_description->setMaximumHeight(54);
    m_description->setPlaceholderText(tr("What the players are told before the game"));
    connect(m_description, &QPlainTextEdit::textChanged, this, [this] {
        if (m_refreshing) return;
        m_document->edit(
            tr("Describe the scenario"),
            [&](Scenario& s) { s.description = m_description->toPlainText().toStdString(); },
            mergeKey(Field::Description));
    });
    form->addRow(tr("Description"), m_description);
    m_era = new QComboBox;
    m_era->addItem(tr("WW1"), QStringLiteral("ww1"));
    m_era->addItem(tr("WW2"), QStringLiteral("ww2"));
    connect(m_era, &QComboBox::currentIndexChanged, this, [this] {
        if (m_refreshing) return;
        const Era era = m_era->currentData().toString() == QStringLiteral("ww2") ? Era::Ww2 : Era::Ww1;
        m_document->edit(tr("Change the era"), [&](Scenario& s) { changeEra(s, m_data, era); });
    });
    form->addRow(tr("Era"), m_era);
    m_rules = new QComboBox;
    m_rules->setObjectName(QStringLiteral("editorRules"));
    connect(m_rules, &QComboBox::currentIndexChanged, this, [this] {
        if (m_refreshing) return;
        m_document->edit(tr("Change the rules"), [&](Scenario& s) {
            s.ruleset = m_rules->currentData().toString().toStdString();
            // A change the new level makes anyway is no change any more.
            if (const RuleSet* level = m_data.ruleset(s.ruleset))
                std::erase_if(s.ruleChanges, [&](const auto& change) {
                    return level->value(m_data.options, change.first) == change.second;
                });
        });
    });
    form->addRow(tr("Rules"), m_rules);
    m_ruleOptionsButton = new QPushButton;
    m_ruleOptionsButton->setObjectName(QStringLiteral("editorRuleOptions"));
    m_ruleOptionsButton->setToolTip(tr("The single rule options this scenario is played with, over its rules level"));
    connect(m_ruleOptionsButton, &QPushButton::clicked, this, [this] { (void)showRuleOptions(); });
    form->addRow(QString(), m_ruleOptionsButton);
    m_width = pointsBox(kSmallestTableCm, kLargestTableCm);
    m_height = pointsBox(kSmallestTableCm, kLargestTableCm);
    m_width->setSuffix(tr(" cm"));
    m_height->setSuffix(tr(" cm"));
    const auto resize = [this] {
        if (m_refreshing) return;
        m_document->edit(
            tr("Resize the table"),
            [&](Scenario& s) {
                s.tableWidth = m_width->value() * 10.0;
                s.tableHeight = m_height->value() * 10.0;
            },
            mergeKey(Field::TableSize));
    };
    connect(m_width, &QSpinBox::valueChanged, this, resize);
    connect(m_height, &QSpinBox::valueChanged, this, resize);
    form->addRow(tr("Table"), byRow(m_width, m_height));
    m_mode = new QComboBox;
    m_mode->setObjectName(QStringLiteral("editorMode"));
    m_mode->addItem(tr("A plain game"), QString());
    m_mode->addItem(tr("DeathMatch"), toQt(nameOf(GameModeKind::Deathmatch)));
    m_mode->addItem(tr("Team DeathMatch"), toQt(nameOf(GameModeKind::TeamDeathmatch)));
    m_mode->addItem(tr("Capture the Flag"), toQt(nameOf(GameModeKind::CaptureTheFlag)));
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        if (m_refreshing) return;
        const auto kind = parseName<GameModeKind>(m_mode->currentData().toString().toStdString());
        m_document->edit(tr("Change the game mode"), [&](Scenario& s) {
            setMode(s, kind, ruler());
            if (kind) s.scoring.reset();  // a mode counts victories, not points
        });
        select(std::nullopt);
    });
    form->addRow(tr("Game mode"), m_mode);
    m_victories = pointsBox(0, 99);
    m_victories->setSpecialValueText(tr("the mode's"));
    m_victories->setToolTip(
        tr("The victories that end the game: 5 a pilot in DeathMatch, 10 a team in Team "
           "DeathMatch, 5 flags in Capture the Flag."));
    connect(m_victories, &QSpinBox::valueChanged, this, [this](int victories) {
        if (m_refreshing) return;
        m_document->edit(
            tr("Change the victories to win"),
            [&](Scenario& s) {
                if (s.mode) s.mode->victories = victories;
            },
            mergeKey(Field::Victories));
    });
    form->addRow(tr("Victories to win"), m_victories);
    m_spotting = new QGroupBox(tr("Artillery spotting (BAL-10)"));
    m_spotting->setObjectName(QStringLiteral("editorSpotting"));
    m_spotting->setCheckable(true);
    m_spotting->setToolTip(
        tr("A side's balloons spot for its artillery: the other side must set one alight or destroy it "
           "within the turns given, or the artillery fires and their mission fails."));
    auto* spotting = new QFormLayout(m_spotting);
    m_spottingSide = new QComboBox;
    m_spottingTurns = pointsBox(kFewestSpottingTurns, kMostSpottingTurns);
    m_spottingTurns->setSuffix(tr(" turns"));
    spotting->addRow(tr("Spotting side"), m_spottingSide);
    spotting->addRow(tr("Busters have"), m_spottingTurns);
    const auto spot = [this] {
        if (m_refreshing) return;
        std::optional<ArtillerySpotting> chosen;
        if (m_spotting->isChecked())
            chosen =
                ArtillerySpotting{static_cast<Side>(m_spottingSide->currentData().toInt()), m_spottingTurns->value()};
        m_document->edit(
            tr("Change the artillery spotting"), [&](Scenario& s) { s.artillerySpotting = chosen; },
            mergeKey(Field::Spotting));
    };
    connect(m_spotting, &QGroupBox::toggled, this, spot);
    connect(m_spottingSide, &QComboBox::currentIndexChanged, this, spot);
    connect(m_spottingTurns, &QSpinBox::valueChanged, this, spot);
    form->addRow(m_spotting);

    m_scoring = new QGroupBox(tr("Victory points"));
    m_scoring->setCheckable(true);
    m_scoring->setToolTip(
        tr("Without them a WW2 scenario scores the usual +2 an enemy down and −1 an own airplane "
           "down; a WW1 scenario keeps no score."));
    auto* points = new QFormLayout(m_scoring);
    // What scores is worth 0 to kMostPoints; an own loss costs (0 to -kMostPoints).
    m_enemyDown = pointsBox(0, kMostPoints);
    m_allyDown = pointsBox(-kMostPoints, 0);
    m_targetDestroyed = pointsBox(0, kMostPoints);
    m_targetDamaged = pointsBox(0, kMostPoints);
    m_photograph = pointsBox(0, kMostPoints);
    points->addRow(tr("Enemy shot down"), m_enemyDown);
    points->addRow(tr("Own airplane shot down"), m_allyDown);
    points->addRow(tr("Enemy target destroyed"), m_targetDestroyed);
    points->addRow(tr("Enemy target damaged"), m_targetDamaged);
    points->addRow(tr("Photograph brought home"), m_photograph);
    const auto rescore = [this] {
        if (m_refreshing) return;
        m_document->edit(
            tr("Change the victory points"),
            [&](Scenario& s) {
                if (!m_scoring->isChecked()) {
                    s.scoring.reset();
                    return;
                }
                Scoring scoring;
                scoring.enemyDown = m_enemyDown->value();
                scoring.allyDown = m_allyDown->value();
                scoring.targetDestroyed = m_targetDestroyed->value();
                scoring.targetDamaged = m_targetDamaged->value();
                scoring.photograph = m_photograph->value();
                s.scoring = scoring;
            },
            mergeKey(Field::Scoring));
    };
    connect(m_scoring, &QGroupBox::toggled, this, rescore);
    for (QSpinBox* spin : {m_enemyDown, m_allyDown, m_targetDestroyed, m_targetDamaged, m_photograph})
        connect(spin, &QSpinBox::valueChanged, this, rescore);
    form->addRow(m_scoring);
    return box;
}

QWidget* ScenarioEditor::buildAddBox() {
    auto* box = new QGroupBox(tr("Add to the table"));
    auto* form = new QFormLayout(box);
    m_addSide = new QComboBox;
    m_addSide->setObjectName(QStringLiteral("editorAddSide"));
    form->addRow(tr("For"), m_addSide);
    // A row of a type to choose and its Add button, which adds one for the side under "For".
    const auto addRow = [&](const QString& label, const QString& name,
                            void (ScenarioEditor::*add)(const QString&, Side)) {
        auto* types = new QComboBox;
        auto* button = new QPushButton(tr("Add"));
        button->setObjectName(name);
        connect(button, &QPushButton::clicked, this, [this, types, add] {
            (this->*add)(types->currentData().toString(), static_cast<Side>(m_addSide->currentData().toInt()));
        });
        auto* row = new QHBoxLayout;
        row->addWidget(types, 1);
        row->addWidget(button);
        form->addRow(label, row);
        return types;
    };
    m_addAircraftType = addRow(tr("Airplane"), QStringLiteral("editorAddAircraft"), &ScenarioEditor::addAircraft);
    m_addTargetType = addRow(tr("Ground unit"), QStringLiteral("editorAddTarget"), &ScenarioEditor::addTarget);
    for (const auto& [id, type] : m_data.groundTypes)
        if (placeableGround(type.kind)) m_addTargetType->addItem(toQt(type.name), toQt(id));
    m_addMarker = new QPushButton(tr("Add an ammunition marker"));
    m_addMarker->setObjectName(QStringLiteral("editorAddMarker"));
    connect(m_addMarker, &QPushButton::clicked, this, &ScenarioEditor::addAmmoMarker);
    form->addRow(m_addMarker);
    // Ground the airplanes take off from and fly over.
    const auto addButton = [&](const QString& text, const QString& name, const QString& tip,
                               void (ScenarioEditor::*add)()) {
        auto* button = new QPushButton(text);
        button->setObjectName(name);
        button->setToolTip(tip);
        connect(button, &QPushButton::clicked, this, add);
        return button;
    };
    auto* ground = new QHBoxLayout;
    ground->addWidget(addButton(tr("Landing field"), QStringLiteral("editorAddField"),
                                tr("A runway airplanes take off from and land on (GND-01)"),
                                &ScenarioEditor::addField));
    ground->addWidget(addButton(tr("Relief"), QStringLiteral("editorAddRelief"),
                                tr("Raised ground an airplane crosses only above its floor (TER-01)"),
                                &ScenarioEditor::addRelief));
    ground->addWidget(addButton(tr("Defended zone"), QStringLiteral("editorAddDefendedZone"),
                                tr("The side under For attacks a zone the other side defends (WX-08)"),
                                &ScenarioEditor::addDefendedZone));
    form->addRow(tr("Ground"), ground);
    return box;
}

QWidget* ScenarioEditor::buildSkyBox() {
    auto* box = new QGroupBox(tr("Sky"));
    auto* form = new QFormLayout(box);
    m_weather = new QComboBox;
    m_weather->setObjectName(QStringLiteral("editorWeather"));
    m_weather->addItem(tr("No weather rules"), QStringLiteral("none"));
    m_weather->addItem(tr("Clear"), toQt(nameOf(WeatherKind::Clear)));
    m_weather->addItem(tr("Medium cloud"), toQt(nameOf(WeatherKind::MediumCloud)));
    m_weather->addItem(tr("Heavy weather"), toQt(nameOf(WeatherKind::HeavyWeather)));
    m_weather->addItem(tr("Drawn for the season"), QStringLiteral("season"));
    m_weather->setToolTip(
        tr("The campaign weather (WX-03/04): a band of cloud that hides airplanes in it; "
           "choosing it plays the weather rules in this scenario."));
    form->addRow(tr("Weather"), m_weather);
    m_cloudLow = pointsBox(1, kHighestCloudLevel);
    m_cloudHigh = pointsBox(1, kHighestCloudLevel);
    auto* band = new QHBoxLayout;
    band->addWidget(m_cloudLow);
    band->addWidget(new QLabel(tr("to")));
    band->addWidget(m_cloudHigh);
    form->addRow(tr("Cloud from level"), band);
    m_season = new QComboBox;
    for (const Season season : {Season::Winter, Season::Spring, Season::Summer, Season::Autumn})
        m_season->addItem(toQt(nameOf(season)).replace(0, 1, toQt(nameOf(season)).at(0).toUpper()),
                          static_cast<int>(season));
    form->addRow(tr("Season"), m_season);
    const auto reweather = [this] {
        if (m_refreshing) return;
        const QString choice = m_weather->currentData().toString();
        const Scenario& now = m_document->scenario();
        std::optional<Weather> weather;
        std::optional<Season> season;
        if (choice == QStringLiteral("season")) {
            season = static_cast<Season>(m_season->currentData().toInt());
        } else if (const auto kind = parseName<WeatherKind>(choice.toStdString())) {
            // A kind newly chosen starts from its usual band; the band's boxes change it afterwards.
            const bool sameKind = now.weather && now.weather->kind == *kind;
            weather = Weather{*kind, m_cloudLow->value(), m_cloudHigh->value()};
            if (*kind == WeatherKind::Clear)
                weather->low = weather->high = 0;
            else if (!sameKind)
                weather = *kind == WeatherKind::MediumCloud ? kFirstMediumCloud : kFirstHeavyWeather;
        }
        m_document->edit(
            tr("Change the weather"), [&](Scenario& s) { setWeather(s, weather, season); }, mergeKey(Field::Weather));
    };
    connect(m_weather, &QComboBox::currentIndexChanged, this, reweather);
    connect(m_cloudLow, &QSpinBox::valueChanged, this, reweather);
    connect(m_cloudHigh, &QSpinBox::valueChanged, this, reweather);
    connect(m_season, &QComboBox::currentIndexChanged, this, reweather);

    m_sun = new QGroupBox(tr("Out of the sun"));
    m_sun->setCheckable(true);
    m_sun->setToolTip(tr("WX-11: one side, drawn at the start, waits in the sun's glare and dives in later."));
    auto* sunForm = new QFormLayout(m_sun);
    m_timeOfDay = new QComboBox;
    m_timeOfDay->addItem(tr("Dawn"), static_cast<int>(TimeOfDay::Dawn));
    m_timeOfDay->addItem(tr("Morning"), static_cast<int>(TimeOfDay::Morning));
    m_timeOfDay->addItem(tr("Afternoon"), static_cast<int>(TimeOfDay::Afternoon));
    m_timeOfDay->addItem(tr("Dusk"), static_cast<int>(TimeOfDay::Dusk));
    sunForm->addRow(tr("Time of day"), m_timeOfDay);
    m_front = new QComboBox;
    m_front->addItem(tr("Western"), static_cast<int>(Front::Western));
    m_front->addItem(tr("Eastern"), static_cast<int>(Front::Eastern));
    sunForm->addRow(tr("Front"), m_front);
    m_west = pointsBox(0, 359);
    m_west->setWrapping(true);
    m_west->setSingleStep(90);
    m_west->setSuffix(QStringLiteral("°"));
    m_west->setToolTip(tr("Where the west lies on the table: 270° is the left edge, 90° the right."));
    sunForm->addRow(tr("West towards"), m_west);
    m_enterBy = pointsBox(kFirstSunEntryTurn, kLatestSunEntryTurn);
    sunForm->addRow(tr("Enters by turn"), m_enterBy);
    const auto resun = [this] {
        if (m_refreshing) return;
        std::optional<SunSetting> sun;
        if (m_sun->isChecked()) {
            sun = SunSetting{};
            sun->timeOfDay = static_cast<TimeOfDay>(m_timeOfDay->currentData().toInt());
            sun->front = static_cast<Front>(m_front->currentData().toInt());
            sun->west = m_west->value();
            sun->enterBy = m_enterBy->value();
        }
        m_document->edit(
            tr("Change the sun"), [&](Scenario& s) { s.sun = sun; }, mergeKey(Field::Sun));
    };
    connect(m_sun, &QGroupBox::toggled, this, resun);
    connect(m_timeOfDay, &QComboBox::currentIndexChanged, this, resun);
    connect(m_front, &QComboBox::currentIndexChanged, this, resun);
    connect(m_west, &QSpinBox::valueChanged, this, resun);
    connect(m_enterBy, &QSpinBox::valueChanged, this, resun);
    form->addRow(m_sun);
    return box;
}

void ScenarioEditor::refreshSkyFields() {
    const Scenario& scenario = m_document->scenario();
    QString choice = QStringLiteral("none");
    if (scenario.season) choice = QStringLiteral("season");
    if (scenario.weather) choice = toQt(nameOf(scenario.weather->kind));
    m_weather->setCurrentIndex(m_weather->findData(choice));
    const bool band = scenario.weather && scenario.weather->kind != WeatherKind::Clear;
    m_cloudLow->setEnabled(band);
    m_cloudHigh->setEnabled(band);
    if (band) {
        m_cloudLow->setValue(scenario.weather->low);
        m_cloudHigh->setValue(scenario.weather->high);
    }
    m_season->setEnabled(scenario.season.has_value());
    if (scenario.season) m_season->setCurrentIndex(m_season->findData(static_cast<int>(*scenario.season)));
    m_sun->setChecked(scenario.sun.has_value());
    const SunSetting sun = scenario.sun.value_or(SunSetting{});
    m_timeOfDay->setCurrentIndex(m_timeOfDay->findData(static_cast<int>(sun.timeOfDay)));
    m_front->setCurrentIndex(m_front->findData(static_cast<int>(sun.front)));
    m_west->setValue(static_cast<int>(std::lround(sun.west)) % 360);
    m_enterBy->setValue(sun.enterBy);
}

QWidget* ScenarioEditor::buildElementBox() {
    m_elementBox = new QGroupBox(tr("Selected"));
    auto* form = new QFormLayout(m_elementBox);
    m_elementTitle = new QLabel(nothingSelectedText());
    m_elementTitle->setWordWrap(true);
    form->addRow(m_elementTitle);
    m_type = new QComboBox;
    connect(m_type, &QComboBox::currentIndexChanged, this, [this] {
        if (m_refreshing) return;
        const std::string type = m_type->currentData().toString().toStdString();
        editSelected(tr("Change the type"), Field::Other, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Aircraft) s.aircraft[e.index].type = type;
            if (e.kind != ElementKind::Target) return;
            s.targets[e.index].type = type;
            // BAL-09: only a balloon has a level of its own.
            const GroundType* now = m_data.groundType(type);
            if (now == nullptr || now->kind != GroundKind::Balloon) s.targets[e.index].altitude.reset();
        });
    });
    form->addRow(tr("Type"), m_type);
    m_side = new QComboBox;
    m_side->setObjectName(QStringLiteral("editorSide"));
    connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
        if (m_refreshing) return;
        const auto side = static_cast<Side>(m_side->currentData().toInt());
        editSelected(tr("Change the side"), Field::Other, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Aircraft) s.aircraft[e.index].side = side;
            if (e.kind == ElementKind::Target) s.targets[e.index].side = side;
            if (e.kind == ElementKind::Flag) s.mode->flags[e.index].side = side;
            if (e.kind == ElementKind::Camp) s.mode->camps[e.index].side = side;
            if (e.kind == ElementKind::DefendedZone) s.attack->side = side;
        });
    });
    form->addRow(tr("Side"), m_side);
    m_elementName = new QLineEdit;
    m_elementName->setPlaceholderText(tr("the type's name"));
    connect(m_elementName, &QLineEdit::editingFinished, this, [this] {
        const std::string name = m_elementName->text().toStdString();
        editSelected(tr("Rename"), Field::Other, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Aircraft) s.aircraft[e.index].name = name;
            if (e.kind == ElementKind::Target) s.targets[e.index].name = name;
            if (e.kind == ElementKind::Relief) s.relief[e.index].name = name;
        });
    });
    form->addRow(tr("Name"), m_elementName);
    m_player = new QLineEdit;
    connect(m_player, &QLineEdit::editingFinished, this, [this] {
        const std::string player = m_player->text().toStdString();
        editSelected(tr("Change the player"), Field::Other, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Aircraft) s.aircraft[e.index].player = player;
        });
    });
    form->addRow(tr("Player"), m_player);
    m_x = millimetreBox(kLargestTableCm * 10.0);
    m_y = millimetreBox(kLargestTableCm * 10.0);
    m_heading = new QDoubleSpinBox;
    m_heading->setRange(0, 359.9);
    m_heading->setWrapping(true);
    m_heading->setDecimals(1);
    m_heading->setSingleStep(kTurnStep);
    m_heading->setSuffix(QStringLiteral("°"));
    m_heading->setToolTip(tr("0° points up the table, 90° to the right."));
    const auto move = [this] {
        if (m_refreshing || !m_selected) return;
        const Pose to{m_x->value(), m_y->value(), m_heading->value()};
        editSelected(tr("Move %1").arg(toQt(elementName(m_document->scenario(), *m_selected))), Field::Move,
                     [&](Scenario& s, ElementRef e) { placeElement(s, e, to); });
    };
    for (QDoubleSpinBox* box : {m_x, m_y, m_heading}) connect(box, &QDoubleSpinBox::valueChanged, this, move);
    form->addRow(tr("Across (x)"), m_x);
    form->addRow(tr("Up (y)"), m_y);
    // An area has no heading of its own: for one the box turns it by so much from where it lies.
    m_headingLabel = new QLabel(tr("Heading"));
    form->addRow(m_headingLabel, m_heading);
    m_altitude = pointsBox(0, kHighestLevel);
    m_altitude->setObjectName(QStringLiteral("editorAltitude"));
    connect(m_altitude, &QSpinBox::valueChanged, this, [this](int level) {
        if (!m_refreshing) setSelectedAltitude(level);
    });
    form->addRow(tr("Altitude"), m_altitude);
    m_climb = pointsBox(0, 0);
    m_climb->setObjectName(QStringLiteral("editorClimb"));
    m_climb->setToolTip(tr("Climb counters it starts with, fewer than its type needs for a level (ALT-07)"));
    connect(m_climb, &QSpinBox::valueChanged, this, [this](int counters) {
        if (m_refreshing) return;
        editSelected(tr("Change the climb counters"), Field::Climb, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Aircraft && !s.aircraft[e.index].onGround) s.aircraft[e.index].climb = counters;
        });
    });
    form->addRow(tr("Climb counters"), m_climb);
    m_altitudeReason = new QLineEdit;
    m_altitudeReason->setObjectName(QStringLiteral("editorAltitudeReason"));
    m_altitudeReason->setPlaceholderText(tr("Why it starts below level 1 or above level 3"));
    m_altitudeReason->setToolTip(
        tr("ALT-02: the players agree a start from level 1 to 3; a mission that needs another says why"));
    connect(m_altitudeReason, &QLineEdit::editingFinished, this, [this] {
        const std::string reason = m_altitudeReason->text().toStdString();
        editSelected(tr("Change why it starts at its level"), Field::Other, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Aircraft) s.aircraft[e.index].altitudeReason = reason;
        });
    });
    form->addRow(tr("Because"), m_altitudeReason);
    m_autonomous = new QCheckBox(tr("Flies itself (nobody plays it)"));
    connect(m_autonomous, &QCheckBox::toggled, this, [this](bool on) {
        if (m_refreshing) return;
        editSelected(tr("Change who flies"), Field::Other, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Aircraft) s.aircraft[e.index].autonomous = on;
        });
    });
    form->addRow(m_autonomous);
    m_onGround = new QCheckBox(tr("On the ground, parked on a landing field"));
    m_onGround->setToolTip(tr("GND-03: it starts landed, at altitude 0, and takes off in the game"));
    connect(m_onGround, &QCheckBox::toggled, this, [this](bool on) {
        if (m_refreshing) return;
        editSelected(on ? tr("Park on the ground") : tr("Put in the air"), Field::Other,
                     [&](Scenario& s, ElementRef e) {
                         if (e.kind == ElementKind::Aircraft) setOnGround(s.aircraft[e.index], on);
                     });
    });
    form->addRow(m_onGround);
    m_bombs = pointsBox(0, 0);
    m_rockets = pointsBox(0, 0);
    m_bombs->setToolTip(tr("Bombs (or clusters) loaded at the start, at most what its type carries"));
    m_rockets->setToolTip(tr("Le Prieur rocket batches on its struts, at most what its type carries (RKT-01)"));
    connect(m_bombs, &QSpinBox::valueChanged, this, [this](int bombs) {
        if (m_refreshing) return;
        editSelected(tr("Load bombs"), Field::Load, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Aircraft) s.aircraft[e.index].bombs = bombs;
        });
    });
    connect(m_rockets, &QSpinBox::valueChanged, this, [this](int rockets) {
        if (m_refreshing) return;
        editSelected(tr("Load rockets"), Field::Load, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Aircraft) s.aircraft[e.index].rockets = rockets;
        });
    });
    auto* load = new QHBoxLayout;
    load->addWidget(m_bombs);
    load->addWidget(new QLabel(tr("bombs")));
    load->addWidget(m_rockets);
    load->addWidget(new QLabel(tr("rockets")));
    form->addRow(tr("Load"), load);
    m_fieldWidth = millimetreBox(kLargestTableCm * 10.0);
    m_fieldLength = millimetreBox(kLargestTableCm * 10.0);
    m_fieldWidth->setToolTip(tr("Across the runway; GND-01 asks at least 90 mm"));
    m_fieldLength->setToolTip(tr("Along the runway; GND-01 asks at least 270 mm"));
    const auto resizeField = [this] {
        if (m_refreshing) return;
        const double width = m_fieldWidth->value(), length = m_fieldLength->value();
        editSelected(tr("Resize the landing field"), Field::Other, [&](Scenario& s, ElementRef e) {
            if (e.kind != ElementKind::Field) return;
            s.landingFields[e.index].width = width;
            s.landingFields[e.index].length = length;
        });
    };
    connect(m_fieldWidth, &QDoubleSpinBox::valueChanged, this, resizeField);
    connect(m_fieldLength, &QDoubleSpinBox::valueChanged, this, resizeField);
    form->addRow(tr("Runway"), byRow(m_fieldWidth, m_fieldLength));
    m_balloonWatch = new QCheckBox(tr("The defenders' balloons keep watch (BAL-11)"));
    connect(m_balloonWatch, &QCheckBox::toggled, this, [this](bool on) {
        if (m_refreshing) return;
        editSelected(tr("Change the balloon watch"), Field::Other, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::DefendedZone) s.attack->balloonWatch = on;
        });
    });
    form->addRow(m_balloonWatch);
    // BAL-08: nets between balloons, from the one selected.
    m_netTo = new QComboBox;
    m_netTo->setToolTip(tr("Hang a barrage net from this balloon to that one (BAL-08)"));
    m_link = new QPushButton(tr("Link"));
    m_link->setObjectName(QStringLiteral("editorLinkBalloons"));
    connect(m_link, &QPushButton::clicked, this, [this] {
        const std::string to = m_netTo->currentData().toString().toStdString();
        editSelected(tr("Hang a net"), Field::Other, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Target) linkBalloons(s, s.targets[e.index].id, to);
        });
    });
    auto* net = new QHBoxLayout;
    net->addWidget(m_netTo, 1);
    net->addWidget(m_link);
    form->addRow(tr("Net to"), net);
    m_netRing = new QCheckBox(tr("A ring round a zone"));
    m_netRing->setToolTip(tr("Its net closes into a ring (3 balloons or more) instead of a line from edge to edge"));
    connect(m_netRing, &QCheckBox::toggled, this, [this](bool ring) {
        if (m_refreshing) return;
        editSelected(ring ? tr("Close the net into a ring") : tr("Open the net into a line"), Field::Other,
                     [&](Scenario& s, ElementRef e) {
                         if (e.kind == ElementKind::Target) setNetRing(s, s.targets[e.index].id, ring);
                     });
    });
    m_takeDown = new QPushButton(tr("Take down its nets"));
    connect(m_takeDown, &QPushButton::clicked, this, [this] {
        editSelected(tr("Take down the nets"), Field::Other, [&](Scenario& s, ElementRef e) {
            if (e.kind == ElementKind::Target) takeDownNets(s, s.targets[e.index].id);
        });
    });
    auto* netEnds = new QHBoxLayout;
    netEnds->addWidget(m_netRing, 1);
    netEnds->addWidget(m_takeDown);
    form->addRow(netEnds);
    m_delete = new QPushButton(tr("Delete"));
    connect(m_delete, &QPushButton::clicked, this, &ScenarioEditor::deleteSelected);
    form->addRow(m_delete);
    return m_elementBox;
}

// --- Showing the document ----------------------------------------------------

void ScenarioEditor::refresh() {
    // An element undone away is no longer there to be selected.
    if (m_selected && !elementPose(m_document->scenario(), *m_selected)) m_selected.reset();
    m_refreshing = true;
    refreshScenarioFields();
    refreshElementFields();
    refreshSkyFields();
    refreshProblems();
    m_refreshing = false;
    refreshTable();
    refreshTitle();
}

void ScenarioEditor::refreshTable() {
    // The marks are the editor's: taken away before the scene is redrawn
    // (a new table size clears the scene and would delete them under us).
    for (QGraphicsItem* mark : m_problemMarks) delete mark;
    m_problemMarks.clear();
    delete m_selectionMark;
    m_selectionMark = nullptr;
    for (QGraphicsItem* handle : m_cornerHandles) delete handle;
    m_cornerHandles.clear();
    const Scenario& scenario = m_document->scenario();
    m_scene->setPlayerColours(playerColours(scenario));
    m_scene->showState(layOut(scenario, m_data), m_data);
    m_scene->showSunChoices(scenario.sun, scenario.era);
    for (const Diagnostic& problem : m_document->problems().items()) {
        const auto element = elementOfPointer(problem.pointer);
        if (!element) continue;
        if (QGraphicsItem* ring = ringAround(*element, QColor(0xd0, 0x20, 0x20), Qt::SolidLine)) {
            ring->setToolTip(toQt(problem.message));
            m_problemMarks.push_back(ring);
        }
    }
    if (m_selected) m_selectionMark = ringAround(*m_selected, QColor(0x30, 0x80, 0xf0), Qt::DashLine);
    showCornerHandles();
}

void ScenarioEditor::showCornerHandles() {
    if (!m_selected || !isArea(m_selected->kind)) return;
    const std::vector<Point2> corners = areaCorners(m_document->scenario(), *m_selected);
    const QColor blue(0x30, 0x80, 0xf0);
    // Px on screen whatever the zoom: the items ignore the view's scale.
    const auto handle = [&](Point2 at, bool corner) {
        QAbstractGraphicsShapeItem* item =
            corner ? static_cast<QAbstractGraphicsShapeItem*>(
                         new QGraphicsRectItem(-kHandlePx, -kHandlePx, 2 * kHandlePx, 2 * kHandlePx))
                   : new QGraphicsEllipseItem(-kHandlePx / 2, -kHandlePx / 2, kHandlePx, kHandlePx);
        item->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        item->setPos(m_scene->frame().toScene(at.x, at.y));
        item->setPen(QPen(blue, 1.5));
        item->setBrush(corner ? QBrush(Qt::white) : QBrush(blue));
        item->setZValue(z::kOverlay);
        item->setToolTip(corner ? tr("Drag to move this corner; Shift + click takes it away")
                                : tr("Drag to add a corner here"));
        m_scene->addItem(item);
        m_cornerHandles.push_back(item);
    };
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Point2 next = corners[(i + 1) % corners.size()];
        handle(corners[i], true);
        handle({(corners[i].x + next.x) / 2, (corners[i].y + next.y) / 2}, false);
    }
}

std::optional<std::size_t> ScenarioEditor::handleAt(QPointF viewPoint, bool midpoints) const {
    if (!m_selected || !isArea(m_selected->kind)) return std::nullopt;
    const std::vector<Point2> corners = areaCorners(m_document->scenario(), *m_selected);
    for (std::size_t i = 0; i < corners.size(); ++i) {
        Point2 at = corners[i];
        if (midpoints) {
            const Point2 next = corners[(i + 1) % corners.size()];
            at = {(at.x + next.x) / 2, (at.y + next.y) / 2};
        }
        const QPointF shown = m_view->mapFromScene(m_scene->frame().toScene(at.x, at.y));
        if (QLineF(shown, viewPoint).length() <= kHandlePx + 2) return i;
    }
    return std::nullopt;
}

QGraphicsItem* ScenarioEditor::ringAround(ElementRef element, const QColor& colour, Qt::PenStyle style) {
    const Scenario& scenario = m_document->scenario();
    const auto pose = elementPose(scenario, element);
    if (!pose) return nullptr;
    QPen pen(colour, 2.5, style);
    pen.setCosmetic(true);
    if (isArea(element.kind)) {
        // An area is marked along its own outline: a ring round a long strip would cover half the table.
        QPolygonF outline;
        for (const Point2& corner : areaCorners(scenario, element))
            outline << m_scene->frame().toScene(corner.x, corner.y);
        auto* mark = new QGraphicsPolygonItem(outline);
        mark->setPen(pen);
        mark->setZValue(z::kOverlay);
        m_scene->addItem(mark);
        return mark;
    }
    double radius = 15;  // mm: a marker's or flag's, when the data has none
    const auto halfDiagonal = [](double width, double length) { return std::hypot(width, length) / 2; };
    if (element.kind == ElementKind::Aircraft) {
        const AircraftType* type = m_data.aircraftType(scenario.aircraft[element.index].type);
        if (const GeometrySpec* geometry = type != nullptr ? m_data.geometryOf(*type) : nullptr)
            radius = halfDiagonal(geometry->baseWidth.value, geometry->baseLength.value);
    } else if (element.kind == ElementKind::Target) {
        if (const GroundType* type = m_data.groundType(scenario.targets[element.index].type))
            radius = halfDiagonal(type->cardWidth.value, type->cardLength.value);
    } else if (element.kind == ElementKind::Field) {
        const LandingField& field = scenario.landingFields[element.index];
        radius = halfDiagonal(field.width, field.length);
    } else if (const GroundType* type =
                   m_data.groundOfKind(element.kind == ElementKind::Flag ? GroundKind::Flag : GroundKind::AmmoMarker)) {
        radius = type->cardWidth.value / 2;
    }
    radius += kRingMargin;
    const QPointF centre = m_scene->frame().toScene(pose->x, pose->y);
    auto* ring = new QGraphicsEllipseItem(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    ring->setPen(pen);
    ring->setZValue(z::kOverlay);
    m_scene->addItem(ring);
    return ring;
}

RuleOptionsList* ScenarioEditor::showRuleOptions() {
    if (m_ruleOptionsDialog == nullptr) {
        m_ruleOptionsDialog = new QDialog(this);
        m_ruleOptionsDialog->setObjectName(QStringLiteral("editorRuleOptionsDialog"));
        m_ruleOptionsDialog->setWindowTitle(tr("Rule options of the scenario"));
        auto* layout = new QVBoxLayout(m_ruleOptionsDialog);
        auto* note =
            new QLabel(tr("A choice here goes into the scenario file (its rule changes); New Game shows "
                          "it, and the players may still change it there."));
        note->setWordWrap(true);
        layout->addWidget(note);
        m_ruleOptions = new RuleOptionsList(m_data.options, m_ruleOptionsDialog);
        layout->addWidget(m_ruleOptions, 1);
        connect(m_ruleOptions, &RuleOptionsList::chosen, this, &ScenarioEditor::setRuleOption);
        connect(m_ruleOptions, &RuleOptionsList::resetAsked, this, [this](const QString& key) {
            m_document->edit(tr("Reset a rule option"), [&](Scenario& s) { s.ruleChanges.erase(key.toStdString()); });
        });
        connect(m_ruleOptions, &RuleOptionsList::resetAllAsked, this, [this] {
            m_document->edit(tr("Reset every rule option"), [](Scenario& s) { s.ruleChanges.clear(); });
        });
        m_ruleOptionsDialog->resize(760, 560);
        refreshRuleOptions();
    }
    m_ruleOptionsDialog->show();
    m_ruleOptionsDialog->raise();
    return m_ruleOptions;
}

void ScenarioEditor::setRuleOption(const QString& key, const QString& value) {
    const RuleOption* option = m_data.options.option(key.toStdString());
    if (option == nullptr) return;
    m_document->edit(tr("Set %1").arg(toQt(option->title)), [&](Scenario& s) {
        const RuleSet* level = m_data.ruleset(s.ruleset);
        const std::string chosen = value.toStdString();
        if (level != nullptr && level->value(m_data.options, option->key) == chosen)
            s.ruleChanges.erase(option->key);
        else
            s.ruleChanges[option->key] = chosen;
    });
}

void ScenarioEditor::refreshRuleOptions() {
    const Scenario& scenario = m_document->scenario();
    const auto changed = static_cast<long long>(scenario.ruleChanges.size());
    m_ruleOptionsButton->setText(changed == 0 ? tr("Rule options…") : tr("Rule options… (%1 changed)").arg(changed));
    if (m_ruleOptions != nullptr) m_ruleOptions->showValues(m_data.ruleset(scenario.ruleset), scenario.ruleChanges);
}

void ScenarioEditor::fillRuleSets() {
    m_rules->clear();
    const Scenario& scenario = m_document->scenario();
    for (const auto& [id, ruleSet] : m_data.rulesets)
        if (ruleSet.era == scenario.era) m_rules->addItem(toQt(ruleSet.name.empty() ? id : ruleSet.name), toQt(id));
    m_rules->setCurrentIndex(m_rules->findData(toQt(scenario.ruleset)));
}

void ScenarioEditor::fillTypeChoices() {
    const Era era = m_document->scenario().era;
    const QString kept = m_addAircraftType->currentData().toString();
    m_addAircraftType->clear();
    for (const auto& [id, type] : m_data.aircraft)
        if (type.era == era) m_addAircraftType->addItem(toQt(type.name), toQt(id));
    const int keptAt = m_addAircraftType->findData(kept);
    if (keptAt >= 0) m_addAircraftType->setCurrentIndex(keptAt);
    const int side = m_addSide->currentData().toInt();
    fillSides(m_addSide, era);
    const int sideAt = m_addSide->findData(side);
    if (sideAt >= 0) m_addSide->setCurrentIndex(sideAt);
}

void ScenarioEditor::refreshScenarioFields() {
    const Scenario& scenario = m_document->scenario();
    if (m_name->text().toStdString() != scenario.name) m_name->setText(toQt(scenario.name));
    if (m_description->toPlainText().toStdString() != scenario.description)
        m_description->setPlainText(toQt(scenario.description));
    m_era->setCurrentIndex(scenario.era == Era::Ww2 ? 1 : 0);
    fillRuleSets();
    refreshRuleOptions();
    fillTypeChoices();
    m_width->setValue(static_cast<int>(std::lround(scenario.tableWidth / 10)));
    m_height->setValue(static_cast<int>(std::lround(scenario.tableHeight / 10)));
    m_mode->setCurrentIndex(scenario.mode ? m_mode->findData(toQt(nameOf(scenario.mode->kind))) : 0);
    m_victories->setEnabled(scenario.mode.has_value());
    m_victories->setValue(scenario.mode ? scenario.mode->victories : 0);
    m_addMarker->setEnabled(scenario.mode.has_value());
    m_scoring->setEnabled(!scenario.mode);
    const ArtillerySpotting spotting = scenario.artillerySpotting.value_or(ArtillerySpotting{});
    m_spotting->setChecked(scenario.artillerySpotting.has_value());
    fillSides(m_spottingSide, scenario.era);
    m_spottingSide->setCurrentIndex(std::max(0, m_spottingSide->findData(static_cast<int>(spotting.side))));
    m_spottingTurns->setValue(spotting.turns);
    m_scoring->setChecked(scenario.scoring.has_value());
    const Scoring scoring = scenario.scoring.value_or(Scoring{});
    m_enemyDown->setValue(scoring.enemyDown);
    m_allyDown->setValue(scoring.allyDown);
    m_targetDestroyed->setValue(scoring.targetDestroyed);
    m_targetDamaged->setValue(scoring.targetDamaged);
    m_photograph->setValue(scoring.photograph);
}

void ScenarioEditor::refreshElementFields() {
    const Scenario& scenario = m_document->scenario();
    const std::optional<Pose> pose = m_selected ? elementPose(scenario, *m_selected) : std::nullopt;
    for (QWidget* field : std::initializer_list<QWidget*>{
             m_type,       m_side,        m_elementName,    m_player,     m_x,        m_y,       m_heading,
             m_altitude,   m_climb,       m_altitudeReason, m_autonomous, m_onGround, m_bombs,   m_rockets,
             m_fieldWidth, m_fieldLength, m_balloonWatch,   m_netTo,      m_link,     m_netRing, m_takeDown,
             m_delete})
        field->setEnabled(pose.has_value());
    if (!pose) {
        m_elementTitle->setText(nothingSelectedText());
        return;
    }
    const ElementRef element = *m_selected;
    m_elementTitle->setText(QStringLiteral("<b>%1</b>").arg(toQt(elementName(scenario, element)).toHtmlEscaped()));
    m_x->setValue(pose->x);
    m_y->setValue(pose->y);
    m_heading->setValue(pose->heading);
    const bool aircraft = element.kind == ElementKind::Aircraft, target = element.kind == ElementKind::Target;
    const bool field = element.kind == ElementKind::Field, relief = element.kind == ElementKind::Relief;
    // An area has no heading of its own: the box turns it by so much from where it lies (and reads 0 again).
    m_heading->setEnabled(aircraft || target || field || isArea(element.kind));
    m_headingLabel->setText(isArea(element.kind) ? tr("Turn by") : tr("Heading"));
    m_heading->setToolTip(isArea(element.kind) ? tr("Turns the whole area round its middle by this much, clockwise")
                                               : tr("0° points up the table, 90° to the right."));
    m_type->clear();
    m_type->setEnabled(aircraft || target);
    fillSides(m_side, scenario.era);
    m_side->setEnabled(aircraft || target || element.kind == ElementKind::Flag || element.kind == ElementKind::Camp ||
                       element.kind == ElementKind::DefendedZone);
    m_elementName->setEnabled(aircraft || target || relief);
    m_player->setEnabled(aircraft);
    m_autonomous->setEnabled(aircraft);
    m_onGround->setEnabled(aircraft);
    m_onGround->setChecked(aircraft && scenario.aircraft[element.index].onGround);
    m_bombs->setEnabled(false);
    m_rockets->setEnabled(false);
    m_bombs->setValue(0);
    m_rockets->setValue(0);
    m_altitude->setEnabled(false);
    m_climb->setEnabled(false);
    m_altitudeReason->setEnabled(false);
    m_altitudeReason->clear();
    m_climb->setValue(0);
    m_fieldWidth->setEnabled(field);
    m_fieldLength->setEnabled(field);
    m_balloonWatch->setEnabled(element.kind == ElementKind::DefendedZone);
    for (QWidget* netField : std::initializer_list<QWidget*>{m_netTo, m_link, m_netRing, m_takeDown})
        netField->setEnabled(false);
    m_netTo->clear();
    m_netRing->setChecked(false);
    m_elementName->clear();
    m_player->clear();
    m_altitude->setValue(0);
    m_fieldWidth->setValue(field ? scenario.landingFields[element.index].width : 0);
    m_fieldLength->setValue(field ? scenario.landingFields[element.index].length : 0);
    m_balloonWatch->setChecked(element.kind == ElementKind::DefendedZone && scenario.attack->balloonWatch);
    if (aircraft) {
        const ScenarioAircraft& placed = scenario.aircraft[element.index];
        for (const auto& [id, type] : m_data.aircraft)
            if (type.era == scenario.era || id == placed.type) m_type->addItem(toQt(type.name), toQt(id));
        m_type->setCurrentIndex(m_type->findData(toQt(placed.type)));
        m_side->setCurrentIndex(m_side->findData(static_cast<int>(placed.side)));
        m_elementName->setText(toQt(placed.name));
        m_player->setText(toQt(placed.player));
        m_altitude->setEnabled(!placed.onGround);
        m_altitude->setValue(placed.altitude);
        m_autonomous->setChecked(placed.autonomous);
        const AircraftType* type = m_data.aircraftType(placed.type);
        // ALT-07: a full rate of counters would be a level; counters beyond it (a type changed) stay shown.
        const int counters = type != nullptr ? std::max(type->climbRate.value - 1, 0) : 0;
        m_climb->setRange(0, std::max(counters, placed.climb));
        m_climb->setEnabled(!placed.onGround);
        m_climb->setValue(placed.climb);
        m_altitudeReason->setEnabled(!placed.onGround);
        m_altitudeReason->setText(toQt(placed.altitudeReason));
        // What its type carries; a load beyond it (a type changed) stays shown, and listed as a problem.
        const int bombs = type != nullptr && type->bombCapacity ? type->bombCapacity->value : 0;
        const int rockets = type != nullptr && type->rocketBatches ? type->rocketBatches->value : 0;
        m_bombs->setRange(0, std::max(bombs, placed.bombs));
        m_rockets->setRange(0, std::max(rockets, placed.rockets));
        m_bombs->setEnabled(bombs > 0 || placed.bombs > 0);
        m_rockets->setEnabled(rockets > 0 || placed.rockets > 0);
        m_bombs->setValue(placed.bombs);
        m_rockets->setValue(placed.rockets);
    } else if (target) {
        const ScenarioTarget& placed = scenario.targets[element.index];
        for (const auto& [id, type] : m_data.groundTypes)
            if (placeableGround(type.kind)) m_type->addItem(toQt(type.name), toQt(id));
        m_type->setCurrentIndex(m_type->findData(toQt(placed.type)));
        m_side->setCurrentIndex(m_side->findData(static_cast<int>(placed.side)));
        m_elementName->setText(toQt(placed.name));
        const GroundType* type = m_data.groundType(placed.type);
        const bool balloon = type != nullptr && type->kind == GroundKind::Balloon;  // BAL-09: only a balloon flies
        m_altitude->setEnabled(balloon);
        if (balloon) m_altitude->setValue(placed.altitude.value_or(kBalloonStartAltitude));
        if (balloon) refreshNetFields(placed);
    } else if (element.kind == ElementKind::Flag) {
        m_side->setCurrentIndex(m_side->findData(static_cast<int>(scenario.mode->flags[element.index].side)));
    } else if (element.kind == ElementKind::Camp) {
        m_side->setCurrentIndex(m_side->findData(static_cast<int>(scenario.mode->camps[element.index].side)));
    } else if (element.kind == ElementKind::DefendedZone) {
        m_side->setCurrentIndex(m_side->findData(static_cast<int>(scenario.attack->side)));
    } else if (relief) {
        // TER-01: the floor of the raised ground, in levels above the plain.
        const ReliefZone& zone = scenario.relief[element.index];
        m_elementName->setText(toQt(zone.name));
        m_altitude->setEnabled(true);
        m_altitude->setValue(zone.floor);
    }
}

void ScenarioEditor::refreshNetFields(const ScenarioTarget& balloon) {
    const Scenario& scenario = m_document->scenario();
    for (const ScenarioTarget& other : scenario.targets) {
        const GroundType* type = m_data.groundType(other.type);
        if (other.id != balloon.id && type != nullptr && type->kind == GroundKind::Balloon)
            m_netTo->addItem(toQt(other.name.empty() ? other.id : other.name), toQt(other.id));
    }
    m_netTo->setEnabled(m_netTo->count() > 0);
    m_link->setEnabled(m_netTo->count() > 0);
    const auto holding = netsOf(scenario, balloon.id);
    m_takeDown->setEnabled(!holding.empty());
    if (holding.empty()) return;
    const BalloonNet& net = scenario.nets[holding.front()];
    m_netRing->setChecked(net.shape == NetShape::Ring);
    m_netRing->setEnabled(net.balloons.size() >= 3);
}

void ScenarioEditor::refreshProblems() {
    m_problems->clear();
    const Diagnostics& problems = m_document->problems();
    for (const Diagnostic& problem : problems.items()) {
        const auto element = elementOfPointer(problem.pointer);
        const QString where =
            element ? toQt(elementName(m_document->scenario(), *element)) + QStringLiteral(": ")
                    : (problem.pointer.empty() ? QString() : toQt(problem.pointer) + QStringLiteral(": "));
        auto* item = new QListWidgetItem(QStringLiteral("⚠ ") + where + toQt(problem.message));
        item->setToolTip(toQt(problem.toString()));
        m_problems->addItem(item);
    }
    m_playButton->setEnabled(problems.empty());
    if (problems.empty()) {
        m_problems->addItem(tr("✓ No problems: this scenario can be played."));
        m_status->setText(tr("Ready to play."));
    } else {
        m_status->setText(tr("%1 to fix before it can be played.")
                              .arg(countOf(static_cast<long long>(problems.size()), tr("problem"), tr("problems"))));
    }
}

void ScenarioEditor::refreshTitle() {
    const Scenario& scenario = m_document->scenario();
    const QString name = toQt(scenario.name.empty() ? scenario.id : scenario.name);
    const QString file = m_document->file().isEmpty() ? tr("not saved") : QFileInfo(m_document->file()).fileName();
    setWindowTitle(tr("%1 (%2)%3 — Jasta Scenario Editor")
                       .arg(name, file, m_document->isModified() ? QStringLiteral("*") : QString()));
}

double ScenarioEditor::ruler() const {
    return eraRulerMm(m_data, m_document->scenario().era);
}

// --- Edits ---------------------------------------------------------------------

int ScenarioEditor::mergeKey(Field field, std::optional<ElementRef> element) {
    constexpr int kKinds = static_cast<int>(ElementKind::DefendedZone) + 1, kIndices = 10000;
    constexpr int kScenarioKeys = 10000000;  // above every element's key: (fields × kKinds) × kIndices
    static_assert((static_cast<int>(Field::Corner) + 1) * kKinds * kIndices <= kScenarioKeys);
    if (!element) return kScenarioKeys + static_cast<int>(field);
    if (field == Field::Other || element->index >= kIndices) return -1;  // a step of its own
    return (static_cast<int>(field) * kKinds + static_cast<int>(element->kind)) * kIndices +
           static_cast<int>(element->index);
}

void ScenarioEditor::editSelected(const QString& text, Field field,
                                  const std::function<void(Scenario&, ElementRef)>& change) {
    if (!m_selected) return;
    const ElementRef element = *m_selected;
    m_document->edit(
        text,
        [&](Scenario& s) {
            if (elementPose(s, element)) change(s, element);
        },
        mergeKey(field, element));
}

void ScenarioEditor::select(std::optional<ElementRef> element) {
    if (element && !elementPose(m_document->scenario(), *element)) element.reset();
    if (element == m_selected) return;
    m_selected = element;
    m_document->endMerge();  // edits of another element are steps of their own
    m_refreshing = true;
    refreshElementFields();
    m_refreshing = false;
    refreshTable();
}

void ScenarioEditor::addAtMiddle(const QString& text,
                                 const std::function<std::optional<ElementRef>(Scenario&, const Pose&)>& add) {
    std::optional<ElementRef> added;
    m_document->edit(text, [&](Scenario& s) { added = add(s, {s.tableWidth / 2, s.tableHeight / 2, 0}); });
    select(added);
}

void ScenarioEditor::addAircraft(const QString& type, Side side) {
    if (m_data.aircraftType(type.toStdString()) == nullptr) return;
    addAtMiddle(tr("Add an airplane"), [&](Scenario& s, const Pose& middle) {
        return jasta::addAircraft(s, type.toStdString(), side, middle);
    });
}

void ScenarioEditor::addTarget(const QString& type, Side side) {
    if (m_data.groundType(type.toStdString()) == nullptr) return;
    addAtMiddle(tr("Add a ground unit"),
                [&](Scenario& s, const Pose& middle) { return jasta::addTarget(s, type.toStdString(), side, middle); });
}

void ScenarioEditor::addAmmoMarker() {
    if (!m_document->scenario().mode) return;
    addAtMiddle(tr("Add an ammunition marker"), [](Scenario& s, const Pose& middle) {
        return jasta::addAmmoMarker(s, {middle.x, middle.y});
    });
}

void ScenarioEditor::addField() {
    addAtMiddle(tr("Add a landing field"), [](Scenario& s, const Pose& middle) { return jasta::addField(s, middle); });
}

void ScenarioEditor::addRelief() {
    addAtMiddle(tr("Add a relief zone"), [](Scenario& s, const Pose& middle) {
        return jasta::addRelief(s, {middle.x, middle.y});
    });
}

void ScenarioEditor::addDefendedZone() {
    const auto attacker = static_cast<Side>(m_addSide->currentData().toInt());
    addAtMiddle(tr("Add a defended zone"), [&](Scenario& s, const Pose& middle) {
        return jasta::addDefendedZone(s, attacker, {middle.x, middle.y});
    });
}

void ScenarioEditor::deleteSelected() {
    if (!m_selected) return;
    const ElementRef element = *m_selected;
    m_selected.reset();
    m_document->edit(tr("Delete %1").arg(toQt(elementName(m_document->scenario(), element))),
                     [&](Scenario& s) { removeElement(s, element); });
}

void ScenarioEditor::turnSelected(double degrees) {
    if (!m_selected || m_selected->kind == ElementKind::AmmoMarker || m_selected->kind == ElementKind::Flag) return;
    editSelected(tr("Turn %1").arg(toQt(elementName(m_document->scenario(), *m_selected))), Field::Turn,
                 [&](Scenario& s, ElementRef e) {
                     Pose pose = *elementPose(s, e);
                     pose.heading += degrees;
                     placeElement(s, e, pose);
                 });
}

void ScenarioEditor::setSelectedAltitude(int level) {
    const bool relief = m_selected && m_selected->kind == ElementKind::Relief;
    editSelected(relief ? tr("Change the floor") : tr("Change the altitude"), Field::Altitude,
                 [&](Scenario& s, ElementRef e) {
                     // TER-01: raised ground stands 1 to kHighestReliefFloor levels above the plain.
                     if (e.kind == ElementKind::Relief)
                         s.relief[e.index].floor = std::clamp(level, 1, kHighestReliefFloor);
                     if (e.kind == ElementKind::Aircraft && !s.aircraft[e.index].onGround)
                         s.aircraft[e.index].altitude = level;
                     if (e.kind != ElementKind::Target) return;
                     const GroundType* type = m_data.groundType(s.targets[e.index].type);
                     if (type != nullptr && type->kind == GroundKind::Balloon) s.targets[e.index].altitude = level;
                 });
}

// --- The mouse on the table ---------------------------------------------------

bool ScenarioEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_view->viewport()) return QMainWindow::eventFilter(watched, event);
    switch (event->type()) {
        case QEvent::MouseButtonPress: {
            const auto* mouse = static_cast<QMouseEvent*>(event);
            if (mouse->button() == Qt::LeftButton) return mousePress(mouse->position(), mouse->modifiers());
            break;
        }
        case QEvent::MouseMove:
            if (m_drag) return mouseMove(static_cast<QMouseEvent*>(event)->position());
            break;
        case QEvent::MouseButtonRelease:
            if (m_drag) return mouseRelease();
            break;
        case QEvent::Wheel: {
            // Shift + wheel turns the selected element; the wheel alone zooms (the view).
            const auto* wheel = static_cast<QWheelEvent*>(event);
            if (!(wheel->modifiers() & Qt::ShiftModifier) || !m_selected) break;
            const int delta = wheel->angleDelta().y() != 0 ? wheel->angleDelta().y() : wheel->angleDelta().x();
            if (delta != 0) turnSelected(delta > 0 ? -kTurnStep : kTurnStep);
            return true;
        }
        default:
            break;
    }
    return QMainWindow::eventFilter(watched, event);
}

bool ScenarioEditor::mousePress(QPointF viewPoint, Qt::KeyboardModifiers modifiers) {
    const Point2 at = m_scene->frame().toTable(m_view->mapToScene(viewPoint.toPoint()));
    // The selected area's handles lie over everything.
    if (const auto corner = handleAt(viewPoint, false)) {
        const ElementRef area = *m_selected;
        m_document->endMerge();
        if (modifiers.testFlag(Qt::ShiftModifier)) {
            m_document->edit(tr("Take a corner away"), [&](Scenario& s) { removeCorner(s, area, *corner); });
            return true;
        }
        m_drag = Drag{area, *elementPose(m_document->scenario(), area), at, corner};
        return true;
    }
    if (const auto edge = handleAt(viewPoint, true)) {
        const ElementRef area = *m_selected;
        m_document->endMerge();
        std::optional<std::size_t> added;
        m_document->edit(
            tr("Move a corner"), [&](Scenario& s) { added = splitEdge(s, area, *edge); },
            mergeKey(Field::Corner, area));
        if (added) m_drag = Drag{area, *elementPose(m_document->scenario(), area), at, added};
        return true;
    }
    const auto element = elementAt(m_document->scenario(), m_data, at);
    if (!element) {
        select(std::nullopt);
        return false;  // the view pans the table
    }
    select(element);
    m_document->endMerge();  // a new drag is an undo step of its own
    m_drag = Drag{*element, *elementPose(m_document->scenario(), *element), at, std::nullopt};
    return true;
}

bool ScenarioEditor::mouseMove(QPointF viewPoint) {
    const Point2 at = m_scene->frame().toTable(m_view->mapToScene(viewPoint.toPoint()));
    // Whole millimetres: finer than a hand places a base, and the file reads plainly.
    Pose to = m_drag->start;
    to.x = std::round(to.x + at.x - m_drag->grabbed.x);
    to.y = std::round(to.y + at.y - m_drag->grabbed.y);
    const ElementRef element = m_drag->element;
    if (const auto corner = m_drag->corner) {
        const Point2 cornerTo{std::round(at.x), std::round(at.y)};
        m_document->edit(
            tr("Move a corner"), [&](Scenario& s) { moveCorner(s, element, *corner, cornerTo); },
            mergeKey(Field::Corner, element));
        return true;
    }
    m_document->edit(
        tr("Move %1").arg(toQt(elementName(m_document->scenario(), element))),
        [&](Scenario& s) { placeElement(s, element, to); }, mergeKey(Field::Move, element));
    return true;
}

bool ScenarioEditor::mouseRelease() {
    m_drag.reset();
    m_document->endMerge();
    return true;
}

// --- Files -----------------------------------------------------------------------

bool ScenarioEditor::maybeSave() {
    if (!m_document->isModified() || m_headless) return true;
    const auto answer = QMessageBox::question(this, tr("Scenario Editor"), tr("Save the changes to this scenario?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel) return false;
    return answer == QMessageBox::Discard || save();
}

void ScenarioEditor::newScenario(Era era) {
    if (!maybeSave()) return;
    m_selected.reset();
    m_document->reset(blankScenario(m_data, era));
}

bool ScenarioEditor::openFile(const QString& file) {
    Diagnostics diagnostics;
    const std::optional<Scenario> scenario = loadScenarioFile(file.toStdString(), m_data, diagnostics);
    if (!scenario) {
        const QString why = toQt(diagnostics.toString());
        if (m_headless)
            std::cerr << "jasta: cannot open " << file.toStdString() << ":\n" << why.toStdString() << '\n';
        else
            QMessageBox::warning(this, tr("Open Scenario"), tr("The scenario could not be opened:\n%1").arg(why));
        return false;
    }
    m_selected.reset();
    m_document->reset(*scenario, file);
    m_view->fitAll();
    return true;
}

bool ScenarioEditor::openBuiltIn(const QString& id) {
    const Scenario* shipped = m_data.scenario(id.toStdString());
    if (shipped == nullptr) return false;
    Scenario copy = *shipped;
    copy.file.clear();  // a template: saved under a new name, the shipped file stays as it is
    m_selected.reset();
    m_document->reset(copy);
    m_view->fitAll();
    return true;
}

bool ScenarioEditor::saveTo(const QString& file) {
    QString error;
    if (m_document->saveTo(file, &error)) {
        statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(file).fileName()), 4000);
        return true;
    }
    if (m_headless)
        std::cerr << "jasta: " << error.toStdString() << '\n';
    else
        QMessageBox::warning(this, tr("Save Scenario"), tr("The scenario could not be saved: %1").arg(error));
    return false;
}

bool ScenarioEditor::save() {
    return m_document->file().isEmpty() ? saveAs() : saveTo(m_document->file());
}

bool ScenarioEditor::saveAs() {
    if (m_headless) return false;  // nobody to name the file
    const QString suggested = userScenarioFolder() + u'/' +
                              toQt(m_document->scenario().id.empty() ? "scenario" : m_document->scenario().id) +
                              QStringLiteral(".json");
    QString file = QFileDialog::getSaveFileName(this, tr("Save Scenario"), suggested, tr("Jasta scenarios (*.json)"));
    if (file.isEmpty()) return false;
    if (!file.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) file += QStringLiteral(".json");
    return saveTo(file);
}

bool ScenarioEditor::play() {
    if (!m_document->problems().empty()) return false;
    if ((m_document->isModified() || m_document->file().isEmpty()) && !save()) return false;
    emit playRequested(m_document->file());
    return true;
}

void ScenarioEditor::closeEvent(QCloseEvent* event) {
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

}  // namespace jasta::app
