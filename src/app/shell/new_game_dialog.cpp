#include "shell/new_game_dialog.hpp"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <set>

#include "jasta/base/rng.hpp"
#include "play/computer_seats.hpp"
#include "play/rule_options_list.hpp"
#include "shell/scenario_loading.hpp"
#include "table/panel_style.hpp"
#include "table/plural.hpp"

namespace jasta::app {
namespace {

// Distinct player colours, chosen to read on the felt and to differ for
// common colour blindness in hue and brightness.
const std::array<const char*, 8> kPlayerColours = {"#c0392b", "#2874a6", "#e6a117", "#1e8449",
                                                   "#7d3c98", "#17a5a5", "#a04000", "#34495e"};

// Tables people play on, width × height in cm (the first is the default,
// the size of the shipped duel).
struct TablePreset {
    int width;
    int height;
    const char* note;  // untranslated (NewGameDialog::tr when shown), nullptr for none
};
constexpr std::array<TablePreset, 7> kTablePresets{
    {{90, 90, QT_TRANSLATE_NOOP("NewGameDialog", "a card table")},
     {100, 100, QT_TRANSLATE_NOOP("NewGameDialog", "DeathMatch")},  // MODE-01, MODE-04
     {120, 90, QT_TRANSLATE_NOOP("NewGameDialog", "a dining table")},
     {120, 120, nullptr},
     {150, 90, nullptr},
     {150, 100, QT_TRANSLATE_NOOP("NewGameDialog", "Capture the Flag")},  // MODE-05
     {180, 120, QT_TRANSLATE_NOOP("NewGameDialog", "a big furball")}}};
constexpr int kMinTableCm = 40;

// The table an era starts with: WW2 airplanes fly about half as far again
// per card, and the shipped WW2 scenario is played on 120 × 90 cm.
const TablePreset& eraTable(Era era) {
    constexpr std::size_t kCardTable = 0, kDiningTable = 2;
    return kTablePresets[era == Era::Ww2 ? kDiningTable : kCardTable];
}
constexpr int kMaxTableCm = 400;

QColor rowBackground() {
    return {0xfb, 0xfa, 0xf7};
}

// The level a rule set stands for, to list them from basic to advanced
// (the shipped ids end in -basic, -standard, -advanced).
int levelRank(const RuleSet& rules) {
    if (rules.id.find("basic") != std::string::npos) return 0;
    if (rules.id.find("standard") != std::string::npos) return 1;
    if (rules.id.find("advanced") != std::string::npos) return 2;
    return 3;
}

std::vector<const RuleSet*> ruleSetsOf(const GameData& data, Era era) {
    std::vector<const RuleSet*> sets;
    for (const auto& [id, rules] : data.rulesets)
        if (rules.era == era) sets.push_back(&rules);
    std::stable_sort(sets.begin(), sets.end(),
                     [](const RuleSet* a, const RuleSet* b) { return levelRank(*a) < levelRank(*b); });
    return sets;
}

// The era's airplanes, `side`'s first, each group by name.
std::vector<const AircraftType*> airplanesFor(const GameData& data, Era era, Side side) {
    std::vector<const AircraftType*> types;
    for (const auto& [id, type] : data.aircraft)
        if (type.era == era) types.push_back(&type);
    std::sort(types.begin(), types.end(), [side](const AircraftType* a, const AircraftType* b) {
        if ((a->side == side) != (b->side == side)) return a->side == side;
        return QString::fromStdString(a->name).compare(QString::fromStdString(b->name), Qt::CaseInsensitive) < 0;
    });
    return types;
}

// The airplanes a new player of `side` gets, best first: single-seat,
// single-engine fighters before two-seaters, bombers and twins (a duel is
// flown in fighters), then the ones the era's shipped scenarios fly most
// (Camel and Albatros D.Va, Spitfire and Bf 109), then by name.
std::vector<const AircraftType*> defaultAirplanes(const GameData& data, Era era, Side side) {
    std::map<std::string, int> flown;  // type id -> airplanes of that type in the data's scenarios
    for (const auto& [id, scenario] : data.scenarios)
        for (const auto& placed : scenario.aircraft) ++flown[placed.type];
    std::vector<const AircraftType*> types;
    for (const AircraftType* type : airplanesFor(data, era, side))
        if (type->side == side) types.push_back(type);
    const auto fighter = [](const AircraftType* type) { return type->crew <= 1 && !type->multiEngine; };
    std::stable_sort(types.begin(), types.end(), [&](const AircraftType* a, const AircraftType* b) {
        if (fighter(a) != fighter(b)) return fighter(a);
        return flown[a->id] > flown[b->id];  // stable: by name among equals
    });
    return types;
}

// What the airplane card prints, as (name, value) pairs.
std::vector<std::pair<QString, QString>> cardFacts(const AircraftType& type) {
    QStringList damage;
    for (const Weapon& weapon : type.weapons)
        if (!damage.contains(QString(QChar(weapon.damageDeck)))) damage << QString(QChar(weapon.damageDeck));
    std::vector<std::pair<QString, QString>> facts{
        {NewGameDialog::tr("deck"), QString(QChar(type.maneuverDeck))},
        {NewGameDialog::tr("damage"), damage.isEmpty() ? QStringLiteral("–") : damage.join(u'/')},
        {NewGameDialog::tr("structure"), QString::number(type.structure.value)},
        {NewGameDialog::tr("climb"), QString::number(type.climbRate.value)}};
    if (type.fuel) facts.emplace_back(NewGameDialog::tr("fuel"), QString::number(type.fuel->value));
    return facts;
}

QString plainCard(const AircraftType& type) {
    QStringList parts{toQt(type.nation)};
    for (const auto& [name, value] : cardFacts(type)) parts << QStringLiteral("%1 %2").arg(name, value);
    return parts.join(QStringLiteral(" · "));
}

QString richCard(const AircraftType& type) {
    QStringList parts;
    for (const auto& [name, value] : cardFacts(type))
        parts << QStringLiteral("<span style='color:%1'>%2</span>&nbsp;<b>%3</b>")
                     .arg(style::mutedText().name(), name, value.toHtmlEscaped());
    return QStringLiteral("<span style='color:%1'>%2</span>&nbsp;&nbsp; %3")
        .arg(style::mutedText().name(), toQt(type.nation).toHtmlEscaped(), parts.join(QStringLiteral(" &nbsp;")));
}

QIcon swatch(const QColor& colour) {
    QPixmap pixmap(28, 18);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour.darker(150), 1));
    painter.setBrush(colour);
    painter.drawRoundedRect(QRectF(pixmap.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    return QIcon(pixmap);
}

QToolButton* makeRemoveButton(QWidget* parent, const QString& objectName, const QString& tip) {
    auto* button = new QToolButton(parent);
    button->setObjectName(objectName);
    button->setText(QStringLiteral("✕"));
    button->setToolTip(tip);
    button->setAutoRaise(true);
    return button;
}

}  // namespace

// --- One player: name, side, colour and airplanes ---------------------------

class NewGamePlayerRow : public QFrame {
    // Not a Q_OBJECT: its words are the dialog's, in the dialog's context.
    Q_DECLARE_TR_FUNCTIONS(NewGameDialog)

public:
    NewGamePlayerRow(const GameData& gameData, Era era, std::function<void()> changed,
                     std::function<void(NewGamePlayerRow*)> remove, QWidget* parent)
        : QFrame(parent), m_data(gameData), m_era(era), m_changed(std::move(changed)) {
        setObjectName(QStringLiteral("playerRow"));
        setFrameShape(QFrame::StyledPanel);
        paintRow(this, rowBackground());
        auto* outer = new QHBoxLayout(this);
        outer->setContentsMargins(0, 0, 8, 6);
        m_stripe = makeStripe(this, Qt::gray);
        outer->addWidget(m_stripe);
        auto* column = new QVBoxLayout;
        column->setContentsMargins(4, 6, 0, 0);
        outer->addLayout(column, 1);

        auto* head = new QHBoxLayout;
        m_colourButton = new QToolButton(this);
        m_colourButton->setObjectName(QStringLiteral("playerColour"));
        m_colourButton->setIconSize(QSize(28, 18));
        m_colourButton->setAutoRaise(true);
        QObject::connect(m_colourButton, &QToolButton::clicked, this, [this] {
            const QColor chosen = QColorDialog::getColor(m_colour, this, tr("Colour of %1").arg(name()));
            if (chosen.isValid()) setColour(chosen);
        });
        m_name = new QLineEdit(this);
        m_name->setObjectName(QStringLiteral("playerName"));
        m_name->setPlaceholderText(tr("Player's name"));
        m_name->setMaxLength(40);
        QObject::connect(m_name, &QLineEdit::textChanged, this, [this] { notify(); });
        m_side = makeCombo(this, QStringLiteral("playerSide"));
        QObject::connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
            if (m_quiet) return;  // the row is refilling the sides (setEra)
            fillAirplaneCombos();
            notify();
        });
        m_remove = makeRemoveButton(this, QStringLiteral("removePlayer"), tr("Remove this player"));
        QObject::connect(m_remove, &QToolButton::clicked, this, [this, remove = std::move(remove)] { remove(this); });
        head->addWidget(m_colourButton);
        head->addWidget(m_name, 2);
        head->addWidget(m_side, 1);
        head->addWidget(m_remove);
        column->addLayout(head);

        m_airplaneList = new QVBoxLayout;
        m_airplaneList->setContentsMargins(34, 0, 0, 0);
        m_airplaneList->setSpacing(2);
        column->addLayout(m_airplaneList);
        m_addAirplane = new QPushButton(tr("+ Airplane"), this);
        m_addAirplane->setObjectName(QStringLiteral("addAirplane"));
        m_addAirplane->setFlat(true);
        m_addAirplane->setToolTip(tr("Another airplane for this player"));
        QObject::connect(m_addAirplane, &QPushButton::clicked, this, [this] {
            addAirplane(defaultAirplane(static_cast<int>(m_airplanes.size())), {});
            notify();
        });
        auto* foot = new QHBoxLayout;
        foot->setContentsMargins(30, 0, 0, 0);
        foot->addWidget(m_addAirplane);
        foot->addStretch(1);
        column->addLayout(foot);
        fillSides();
    }

    [[nodiscard]] QString name() const { return m_name->text(); }
    void setName(const QString& name) { m_name->setText(name); }
    [[nodiscard]] Side side() const { return static_cast<Side>(m_side->currentData().toInt()); }
    void setSide(Side side) { m_side->setCurrentIndex(std::max(0, m_side->findData(static_cast<int>(side)))); }
    [[nodiscard]] QColor colour() const { return m_colour; }
    void setColour(const QColor& colour) {
        m_colour = colour;
        m_colourButton->setIcon(swatch(colour));
        m_colourButton->setToolTip(tr("Colour: %1 (click to change)").arg(colour.name()));
        paintRow(m_stripe, colour);
        notify();
    }
    void setRemovable(bool removable) { m_remove->setEnabled(removable); }

    void setEra(Era era) {
        if (era == m_era) return;
        const int sideIndex = m_side->currentIndex();
        m_era = era;
        const bool quiet = std::exchange(m_quiet, true);
        fillSides();
        m_side->setCurrentIndex(sideIndex);  // the first side stays the first
        m_quiet = quiet;
        fillAirplaneCombos();
    }

    // The era's airplane to offer by default for the n-th airplane: the
    // player's side's (defaultAirplanes), one after the other.
    [[nodiscard]] std::string defaultAirplane(int n) const {
        const auto types = defaultAirplanes(m_data, m_era, side());
        if (types.empty()) return {};
        return types[static_cast<std::size_t>(n) % types.size()]->id;
    }

    void addAirplane(const std::string& type, const QString& pilot) {
        Airplane row;
        row.widget = new QWidget(this);
        // Type, pilot and remove on one line; the card's facts under them.
        auto* layout = new QGridLayout(row.widget);
        layout->setContentsMargins(0, 2, 0, 2);
        layout->setHorizontalSpacing(6);
        layout->setVerticalSpacing(1);
        row.type = makeCombo(row.widget, QStringLiteral("airplaneType"));
        row.type->setMinimumContentsLength(18);
        row.pilot = new QLineEdit(pilot, row.widget);
        row.pilot->setObjectName(QStringLiteral("pilotName"));
        row.pilot->setPlaceholderText(tr("Pilot or call sign (optional)"));
        row.pilot->setMaxLength(40);
        row.card = makeLabel(row.widget, QStringLiteral("airplaneCard"), 8.5);
        row.card->setTextFormat(Qt::RichText);
        row.remove = makeRemoveButton(row.widget, QStringLiteral("removeAirplane"), tr("Remove this airplane"));
        layout->addWidget(row.type, 0, 0);
        layout->addWidget(row.pilot, 0, 1);
        layout->addWidget(row.remove, 0, 2);
        layout->addWidget(row.card, 1, 0, 1, 2);
        layout->setColumnStretch(0, 1);
        layout->setColumnStretch(1, 1);
        m_airplaneList->addWidget(row.widget);
        QWidget* widget = row.widget;
        QObject::connect(row.type, &QComboBox::currentIndexChanged, this, [this, widget] {
            showCard(*find(widget));
            notify();
        });
        QObject::connect(row.pilot, &QLineEdit::textChanged, this, [this] { notify(); });
        QObject::connect(row.remove, &QToolButton::clicked, this, [this, widget] { removeAirplane(widget); });
        m_airplanes.push_back(row);
        fillAirplaneCombo(m_airplanes.back(), type);
        updateRemovable();
    }

    void setAirplanes(const std::vector<SetupAirplane>& airplanes) {
        while (!m_airplanes.empty()) dropAirplane(m_airplanes.back().widget);
        for (const auto& airplane : airplanes) addAirplane(airplane.type, QString::fromStdString(airplane.name));
        notify();
    }

    [[nodiscard]] QStringList choices() const {
        QStringList ids;
        for (const AircraftType* type : airplanesFor(m_data, m_era, side())) ids << toQt(type->id);
        return ids;
    }

    [[nodiscard]] QString card(int index) const {
        if (index < 0 || index >= static_cast<int>(m_airplanes.size())) return {};
        const auto* type = m_data.aircraftType(typeOf(m_airplanes[static_cast<std::size_t>(index)]));
        return type != nullptr ? plainCard(*type) : QString();
    }

    [[nodiscard]] SetupPlayer player() const {
        SetupPlayer result;
        result.name = m_name->text().toStdString();
        result.side = side();
        result.colour = m_colour.name().toStdString();
        for (const Airplane& row : m_airplanes)
            result.airplanes.push_back({typeOf(row), row.pilot->text().toStdString()});
        return result;
    }

private:
    struct Airplane {
        QWidget* widget = nullptr;
        QComboBox* type = nullptr;
        QLineEdit* pilot = nullptr;
        QLabel* card = nullptr;
        QToolButton* remove = nullptr;
    };

    static std::string typeOf(const Airplane& row) { return row.type->currentData().toString().toStdString(); }

    Airplane* find(QWidget* widget) {
        for (Airplane& row : m_airplanes)
            if (row.widget == widget) return &row;
        return nullptr;
    }

    void notify() {
        if (!m_quiet && m_changed) m_changed();
    }

    void fillSides() {
        const bool quiet = std::exchange(m_quiet, true);
        m_side->clear();
        for (Side side : sidesOf(m_era)) m_side->addItem(toQt(displayName(side)), static_cast<int>(side));
        m_quiet = quiet;
    }

    // Keeps every airplane the player's side flies in this era; the others
    // (another era's, or the other side's after a change of side) become the
    // side's defaults: a WW2 Axis player never starts in a Defiant.
    void fillAirplaneCombos() {
        for (std::size_t i = 0; i < m_airplanes.size(); ++i) {
            const AircraftType* type = m_data.aircraftType(typeOf(m_airplanes[i]));
            const bool keep = type != nullptr && type->era == m_era && type->side == side();
            fillAirplaneCombo(m_airplanes[i], keep ? type->id : defaultAirplane(static_cast<int>(i)));
        }
    }

    // Lists the era's airplanes (the player's side first, then the others,
    // flown as captured or lent airplanes) and keeps `keep` when it is one of them.
    void fillAirplaneCombo(Airplane& row, const std::string& keep) {
        const bool quiet = std::exchange(m_quiet, true);
        row.type->clear();
        bool separated = false;
        for (const AircraftType* type : airplanesFor(m_data, m_era, side())) {
            if (type->side != side() && !separated) {
                row.type->insertSeparator(row.type->count());
                separated = true;
            }
            row.type->addItem(toQt(type->name), toQt(type->id));
            row.type->setItemData(
                row.type->count() - 1,
                QStringLiteral("%1, %2 (%3)").arg(toQt(type->name), toQt(type->nation)).arg(type->year),
                Qt::ToolTipRole);
        }
        const int kept = row.type->findData(toQt(keep));
        row.type->setCurrentIndex(kept >= 0 ? kept : 0);
        showCard(row);
        m_quiet = quiet;
    }

    void showCard(Airplane& row) {
        const auto* type = m_data.aircraftType(typeOf(row));
        row.card->setText(type != nullptr ? richCard(*type) : QString());
        row.card->setToolTip(type != nullptr ? toQt(type->notes) : QString());
    }

    void dropAirplane(QWidget* widget) {
        std::erase_if(m_airplanes, [widget](const Airplane& row) { return row.widget == widget; });
        widget->hide();
        widget->deleteLater();  // may be the sender of the click being handled
    }

    void removeAirplane(QWidget* widget) {
        if (m_airplanes.size() <= 1) return;  // a player flies at least one airplane
        dropAirplane(widget);
        updateRemovable();
        notify();
    }

    void updateRemovable() {
        for (Airplane& row : m_airplanes) row.remove->setEnabled(m_airplanes.size() > 1);
    }

    const GameData& m_data;
    Era m_era;
    std::function<void()> m_changed;
    bool m_quiet = false;  // true while the row fills its own widgets
    QColor m_colour = Qt::gray;
    QFrame* m_stripe = nullptr;
    QToolButton* m_colourButton = nullptr;
    QLineEdit* m_name = nullptr;
    QComboBox* m_side = nullptr;
    QToolButton* m_remove = nullptr;
    QVBoxLayout* m_airplaneList = nullptr;
    QPushButton* m_addAirplane = nullptr;
    std::vector<Airplane> m_airplanes;
};

// --- The dialog ---------------------------------------------------------------

NewGameDialog::NewGameDialog(const GameData& gameData, QWidget* parent) : QDialog(parent), m_data(gameData) {
    setWindowTitle(tr("New game"));
    setObjectName(QStringLiteral("newGameDialog"));
    setFont(style::uiFont(9.5));
    for (const auto& [id, scenario] : gameData.scenarios) m_scenarios.push_back(scenario);

    auto* layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->addTab(buildGamePage(), tr("Game and players"));
    m_tabs->addTab(buildRulesPage(), tr("More rules"));
    layout->addWidget(m_tabs, 1);

    auto* bottom = new QHBoxLayout;
    m_message = makeLabel(this, QStringLiteral("message"), 9.5);
    m_message->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_okButton = buttons->button(QDialogButtonBox::Ok);
    m_okButton->setText(tr("Start game"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    bottom->addWidget(m_message, 1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

    m_updating = true;
    fillEraChoices();
    m_updating = false;
    onEraChanged();
    addPlayer();
    addPlayer();
    refresh();
    if (const QScreen* shown = screen()) resize(roomySize(shown->availableGeometry().size()));
}

NewGameDialog::~NewGameDialog() = default;

QSize NewGameDialog::roomySize(const QSize& available) {
    // px: wide enough for the players' rows beside the game box, tall enough
    // for four players; a margin of the screen left around it for the
    // window's frame and title.
    constexpr QSize kRoomy(1180, 700);
    constexpr int kFrameMargin = 48;
    return kRoomy.boundedTo(available - QSize(kFrameMargin, kFrameMargin));
}

QWidget* NewGameDialog::buildGamePage() {
    auto* page = new QWidget(this);
    auto* columns = new QHBoxLayout(page);

    auto* game = new QGroupBox(tr("Game"), page);
    auto* form = new QFormLayout(game);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_era = makeCombo(game, QStringLiteral("era"));
    connect(m_era, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating) onEraChanged();
    });
    form->addRow(tr("Era"), m_era);

    m_rules = makeCombo(game, QStringLiteral("rulesLevel"));
    connect(m_rules, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating) onRuleSetChanged();
    });
    form->addRow(tr("Rules"), m_rules);
    m_rulesDescription = makeLabel(game, QStringLiteral("rulesDescription"), 8.5);
    m_rulesDescription->setWordWrap(true);
    setPaletteColour(m_rulesDescription, QPalette::WindowText, style::mutedText());
    form->addRow(QString(), m_rulesDescription);
    auto* moreRow = new QHBoxLayout;
    m_changedSummary = makeLabel(game, QStringLiteral("changedSummary"), 9);
    auto* more = new QPushButton(tr("More rules…"), game);
    more->setObjectName(QStringLiteral("moreRules"));
    connect(more, &QPushButton::clicked, this, [this] { showPage(1); });
    moreRow->addWidget(more);
    moreRow->addWidget(m_changedSummary, 1);
    form->addRow(QString(), moreRow);

    m_tablePreset = makeCombo(game, QStringLiteral("tablePreset"));
    for (const TablePreset& preset : kTablePresets) {
        const QString size = tr("%1 × %2 cm").arg(preset.width).arg(preset.height);
        const QString label = preset.note != nullptr ? QStringLiteral("%1 (%2)").arg(size, tr(preset.note)) : size;
        m_tablePreset->addItem(label, QSize(preset.width, preset.height));
    }
    m_tablePreset->addItem(tr("Other size"), QSize());
    connect(m_tablePreset, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating) onTablePreset();
    });
    auto makeSpin = [&](const QString& name, int value) {
        auto* spin = new QSpinBox(game);
        spin->setObjectName(name);
        spin->setRange(kMinTableCm, kMaxTableCm);
        spin->setSingleStep(10);
        spin->setSuffix(tr(" cm"));
        spin->setValue(value);
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (!m_updating) onTableSpin();
        });
        return spin;
    };
    m_tableWidth = makeSpin(QStringLiteral("tableWidth"), kTablePresets[0].width);
    m_tableHeight = makeSpin(QStringLiteral("tableHeight"), kTablePresets[0].height);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_tableWidth, 1);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), game));
    sizeRow->addWidget(m_tableHeight, 1);
    form->addRow(tr("Table"), m_tablePreset);
    form->addRow(QString(), sizeRow);

    m_randomEdges = new QRadioButton(tr("Random fair set-up at the table edges"), game);
    m_randomEdges->setObjectName(QStringLiteral("randomEdges"));
    m_randomEdges->setToolTip(
        tr("Each side lines up along its own long edge facing the enemy; both sides get the same random offsets."));
    m_fromFile = new QRadioButton(tr("Scenario:"), game);
    m_fromFile->setObjectName(QStringLiteral("fromFile"));
    m_randomEdges->setChecked(true);
    connect(m_randomEdges, &QRadioButton::toggled, this, [this] {
        if (!m_updating) onScenarioChosen();
    });
    m_scenarioChoice = makeCombo(game, QStringLiteral("scenarioChoice"));
    connect(m_scenarioChoice, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating) onScenarioChosen();
    });
    m_browse = new QPushButton(tr("Browse…"), game);
    m_browse->setObjectName(QStringLiteral("browseScenario"));
    connect(m_browse, &QPushButton::clicked, this, &NewGameDialog::browseScenario);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_fromFile);
    fileRow->addWidget(m_scenarioChoice, 1);
    fileRow->addWidget(m_browse);
    m_mode = makeCombo(game, QStringLiteral("gameMode"));
    m_mode->addItem(tr("Shoot the other side down"));
    m_mode->addItem(tr("DeathMatch: every pilot for himself"), static_cast<int>(GameModeKind::Deathmatch));
    m_mode->addItem(tr("Team DeathMatch"), static_cast<int>(GameModeKind::TeamDeathmatch));
    m_mode->addItem(tr("Capture the Flag"), static_cast<int>(GameModeKind::CaptureTheFlag));
    m_mode->setItemData(0, tr("The game ends when one side has no airplane left in the air."), Qt::ToolTipRole);
    m_mode->setItemData(1,
                        tr("Every pilot starts half a ruler from an edge; ten shots each, more at the ammunition "
                           "markers in the corners; a pilot shot down comes back after a full turn. The first to %1 "
                           "victories wins (MODE-01..03).")
                            .arg(modeVictories(GameModeKind::Deathmatch)),
                        Qt::ToolTipRole);
    m_mode->setItemData(2,
                        tr("Two teams start along opposite edges; as DeathMatch, but the first team to %1 "
                           "victories wins (MODE-04).")
                            .arg(modeVictories(GameModeKind::TeamDeathmatch)),
                        Qt::ToolTipRole);
    m_mode->setItemData(3,
                        tr("Each team starts in its camp at one end; bring the enemy's flag into your camp. The "
                           "first team to %1 wins (MODE-05..07).")
                            .arg(modeVictories(GameModeKind::CaptureTheFlag)),
                        Qt::ToolTipRole);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating) onModeChosen();
    });
    form->addRow(tr("Start"), m_randomEdges);
    form->addRow(tr("Goal"), m_mode);
    form->addRow(QString(), fileRow);
    m_scenarioDescription = makeLabel(game, QStringLiteral("scenarioDescription"), 8.5);
    m_scenarioDescription->setWordWrap(true);
    setPaletteColour(m_scenarioDescription, QPalette::WindowText, style::mutedText());
    form->addRow(QString(), m_scenarioDescription);

    // The game, and under it who flies: the players' seats and the airplanes nobody flies.
    auto* left = new QVBoxLayout;
    left->addWidget(game);
    left->addWidget(buildSeatsBox(), 1);
    columns->addLayout(left, 2);
    columns->addWidget(buildPlayersBox(), 3);
    return page;
}

QWidget* NewGameDialog::buildPlayersBox() {
    auto* box = new QGroupBox(tr("Players"), this);
    m_playersBox = box;
    auto* layout = new QVBoxLayout(box);
    auto* scroll = new QScrollArea(box);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* list = new QWidget(scroll);
    m_playerList = new QVBoxLayout(list);
    m_playerList->setContentsMargins(0, 0, 0, 0);
    m_playerList->addStretch(1);
    scroll->setWidget(list);
    layout->addWidget(scroll, 1);
    m_addPlayer = new QPushButton(tr("+ Player"), box);
    m_addPlayer->setObjectName(QStringLiteral("addPlayer"));
    connect(m_addPlayer, &QPushButton::clicked, this, &NewGameDialog::addPlayer);
    auto* foot = new QHBoxLayout;
    foot->addWidget(m_addPlayer);
    foot->addStretch(1);
    layout->addLayout(foot);
    return box;
}

QWidget* NewGameDialog::buildSeatsBox() {
    auto* box = new QGroupBox(tr("Who flies"), this);
    box->setObjectName(QStringLiteral("seats"));
    auto* layout = new QVBoxLayout(box);
    m_seatScroll = new QScrollArea(box);
    m_seatScroll->setObjectName(QStringLiteral("seatList"));
    m_seatScroll->setWidgetResizable(true);
    m_seatScroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(m_seatScroll, 1);
    auto* note = makeLabel(box, QStringLiteral("seatsNote"), 8.5);
    note->setWordWrap(true);
    note->setText(
        tr("A computer pilot plans, tails and fires for its player and sees only what that player "
           "could see. With one person at the screen there is no hand-off cover."));
    setPaletteColour(note, QPalette::WindowText, style::mutedText());
    layout->addWidget(note);
    return box;
}

QWidget* NewGameDialog::buildRulesPage() {
    m_optionList = new RuleOptionsList(m_data.options, this);
    connect(m_optionList, &RuleOptionsList::chosen, this, &NewGameDialog::onOptionChosen);
    connect(m_optionList, &RuleOptionsList::resetAsked, this, &NewGameDialog::resetOption);
    connect(m_optionList, &RuleOptionsList::resetAllAsked, this, [this] {
        m_changes.clear();
        showOptionValues();
        refresh();
    });
    return m_optionList;
}

void NewGameDialog::fillEraChoices() {
    for (Era era : {Era::Ww1, Era::Ww2}) {
        const bool any = std::any_of(m_data.aircraft.begin(), m_data.aircraft.end(),
                                     [era](const auto& entry) { return entry.second.era == era; });
        if (any && !ruleSetsOf(m_data, era).empty())
            m_era->addItem(era == Era::Ww1 ? tr("WW1 (1914–1918)") : tr("WW2 (1939–1945)"), static_cast<int>(era));
    }
}

// --- Reactions -------------------------------------------------------------------

void NewGameDialog::onEraChanged() {
    const Era chosen = era();
    m_updating = true;
    // A table the players have not changed becomes the new era's.
    for (Era other : {Era::Ww1, Era::Ww2})
        if (other != chosen && m_tableWidth->value() == eraTable(other).width &&
            m_tableHeight->value() == eraTable(other).height) {
            m_tableWidth->setValue(eraTable(chosen).width);
            m_tableHeight->setValue(eraTable(chosen).height);
            m_tablePreset->setCurrentIndex(
                m_tablePreset->findData(QSize(eraTable(chosen).width, eraTable(chosen).height)));
        }
    // Keep the level (basic, standard, advanced) across eras where the data has it.
    const int level = preset() != nullptr ? levelRank(*preset()) : 1;
    m_rules->clear();
    for (const RuleSet* rules : ruleSetsOf(m_data, chosen)) {
        m_rules->addItem(toQt(rules->name), toQt(rules->id));
        m_rules->setItemData(m_rules->count() - 1, toQt(rules->description), Qt::ToolTipRole);
        if (levelRank(*rules) == level) m_rules->setCurrentIndex(m_rules->count() - 1);
    }
    m_scenarioChoice->clear();
    for (std::size_t i = 0; i < m_scenarios.size(); ++i)
        if (m_scenarios[i].era == chosen) m_scenarioChoice->addItem(toQt(m_scenarios[i].name), static_cast<int>(i));
    for (NewGamePlayerRow* row : m_players) row->setEra(chosen);
    m_updating = false;
    onRuleSetChanged();
}

void NewGameDialog::onRuleSetChanged() {
    if (const RuleSet* rules = preset()) {
        // A change that the new level makes anyway is no change any more.
        std::erase_if(m_changes,
                      [&](const auto& entry) { return rules->value(m_data.options, entry.first) == entry.second; });
        m_rulesDescription->setText(toQt(rules->description));
    }
    showOptionValues();
    refresh();
}

void NewGameDialog::onOptionChosen(const QString& key, const QString& value) {
    const RuleSet* rules = preset();
    if (rules == nullptr) return;
    if (rules->value(m_data.options, key.toStdString()) == value.toStdString())
        m_changes.erase(key.toStdString());
    else
        m_changes[key.toStdString()] = value.toStdString();
    showOptionValues();
    refresh();
}

void NewGameDialog::showOptionValues() {
    m_optionList->showValues(preset(), m_changes);
    const auto changed = static_cast<int>(m_changes.size());
    m_tabs->setTabText(1, changed == 0 ? tr("More rules") : tr("More rules (%1 changed)").arg(changed));
    m_changedSummary->setText(
        changed == 0 ? tr("%1, as the rules level sets them")
                           .arg(countOf(static_cast<long long>(m_optionList->count()), tr("option"), tr("options")))
                     : tr("%1 of %2 options changed").arg(changed).arg(m_optionList->count()));
}

void NewGameDialog::onTablePreset() {
    const QSize size = m_tablePreset->currentData().toSize();
    if (!size.isValid()) return;  // "Other size": the spin boxes say it
    m_updating = true;
    m_tableWidth->setValue(size.width());
    m_tableHeight->setValue(size.height());
    m_updating = false;
    refresh();
}

void NewGameDialog::onTableSpin() {
    const int preset = m_tablePreset->findData(QSize(m_tableWidth->value(), m_tableHeight->value()));
    m_updating = true;
    m_tablePreset->setCurrentIndex(preset >= 0 ? preset : m_tablePreset->count() - 1);
    m_updating = false;
    refresh();
}

void NewGameDialog::onScenarioChosen() {
    const int index = selectedScenario();
    if (placement() == Placement::ScenarioFile && index >= 0) {
        // The scenario names the rules it was made for, its level and its
        // rule changes; the player may still change them. The changes the
        // scenario chosen before brought (and the player left) go.
        const Scenario& chosen = m_scenarios[static_cast<std::size_t>(index)];
        setRuleSetId(toQt(chosen.ruleset));
        bringChanges(chosen.ruleChanges);
    } else if (placement() == Placement::RandomEdges && gameMode()) {
        bringChanges(modeRuleChanges());
    }
    refresh();
}

std::optional<QSize> NewGameDialog::modeTable() const {
    const auto kind = gameMode();
    if (!kind) return std::nullopt;
    const auto [width, height] = modeTableSize(*kind, static_cast<std::size_t>(seatAirplaneCount()));
    return QSize(static_cast<int>(std::lround(width / 10)), static_cast<int>(std::lround(height / 10)));  // mm -> cm
}

void NewGameDialog::showModeTable() {
    const auto table = modeTable();
    m_modeTableShown = table;
    if (table) setTableSize(table->width() * 10.0, table->height() * 10.0);  // the spin boxes pick the preset
}

void NewGameDialog::onModeChosen() {
    if (placement() != Placement::RandomEdges) return;
    showModeTable();
    bringChanges(gameMode() ? modeRuleChanges() : RuleChanges{});
    refresh();
}

void NewGameDialog::bringChanges(const RuleChanges& brought) {
    for (const auto& [key, value] : m_broughtChanges)
        if (const auto kept = m_changes.find(key); kept != m_changes.end() && kept->second == value)
            m_changes.erase(kept);
    m_broughtChanges.clear();
    const RuleSet* rules = preset();
    for (const auto& [key, value] : brought)
        if (rules != nullptr && rules->value(m_data.options, key) != value) {
            // A change the player had made already stays theirs.
            if (const auto own = m_changes.find(key); own == m_changes.end() || own->second != value)
                m_broughtChanges[key] = value;
            m_changes[key] = value;
        }
    showOptionValues();
}

void NewGameDialog::browseScenario() {
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Open a scenario"), QString(), tr("Scenarios (*.json);;All files (*)"));
    if (!file.isEmpty()) addScenarioFile(std::filesystem::path(file.toStdString()));
}

std::vector<NewGameDialog::SeatAirplane> NewGameDialog::seatAirplanes() const {
    std::vector<SeatAirplane> list;
    if (placement() == Placement::ScenarioFile) {
        const int index = selectedScenario();
        if (index < 0) return list;
        const Scenario& chosen = m_scenarios[static_cast<std::size_t>(index)];
        for (const auto& placed : chosen.aircraft) {
            const AircraftType* type = m_data.aircraftType(placed.type);
            // Named as the game names it (nameApart, playerOf).
            const QString name = toQt(!placed.name.empty() ? placed.name : type != nullptr ? type->name : placed.id);
            list.push_back({toQt(chosen.id) + u':' + toQt(placed.id),
                            placed.player.empty() ? name : toQt(placed.player), name, placed.autonomous});
        }
        return list;
    }
    for (const NewGamePlayerRow* row : m_players) {
        const SetupPlayer player = row->player();
        const QString playerName = toQt(player.name).trimmed();
        for (std::size_t j = 0; j < player.airplanes.size(); ++j) {
            const AircraftType* type = m_data.aircraftType(player.airplanes[j].type);
            const QString pilot = toQt(player.airplanes[j].name).trimmed();
            const QString name = !pilot.isEmpty()  ? pilot
                                 : type != nullptr ? toQt(type->name)
                                                   : toQt(player.airplanes[j].type);
            list.push_back({QStringLiteral("random:%1/%2").arg(playerName).arg(j + 1), playerName, name, false});
        }
    }
    return list;
}

int NewGameDialog::seatAirplaneCount() const {
    return static_cast<int>(seatAirplanes().size());
}

QString NewGameDialog::seatAirplaneName(int index) const {
    const auto airplanes = seatAirplanes();
    return index >= 0 && index < static_cast<int>(airplanes.size()) ? airplanes[static_cast<std::size_t>(index)].name
                                                                    : QString();
}

bool NewGameDialog::isAutonomous(int index) const {
    const auto airplanes = seatAirplanes();
    if (index < 0 || index >= static_cast<int>(airplanes.size())) return false;
    const SeatAirplane& airplane = airplanes[static_cast<std::size_t>(index)];
    const auto chosen = m_autonomousChoices.find(airplane.key);
    return chosen != m_autonomousChoices.end() ? chosen->second : airplane.autonomousByDefault;
}

void NewGameDialog::setAutonomous(int index, bool on) {
    const auto airplanes = seatAirplanes();
    if (index < 0 || index >= static_cast<int>(airplanes.size())) return;
    m_autonomousChoices[airplanes[static_cast<std::size_t>(index)].key] = on;
    refresh();
}

QStringList NewGameDialog::seatPlayers() const {
    QStringList players;
    const auto airplanes = seatAirplanes();
    for (std::size_t i = 0; i < airplanes.size(); ++i)
        if (!isAutonomous(static_cast<int>(i)) && !players.contains(airplanes[i].player))
            players << airplanes[i].player;
    return players;
}

QString NewGameDialog::seatOf(const QString& player) const {
    const auto chosen = m_seatChoices.find(player);
    return chosen != m_seatChoices.end() ? chosen->second : QString();
}

bool NewGameDialog::setSeat(const QString& player, const QString& pilot) {
    const auto pilots = ComputerSeats::seatPilots();
    if (!pilot.isEmpty() &&
        std::none_of(pilots.begin(), pilots.end(), [&](const PilotInfo* info) { return toQt(info->name) == pilot; }))
        return false;
    m_seatChoices[player] = pilot;
    m_seatsShown.clear();  // the choice shows in its box
    refresh();
    return true;
}

std::vector<ComputerPlayer> NewGameDialog::computerPlayers() const {
    std::vector<ComputerPlayer> computers;
    for (const QString& player : seatPlayers())
        if (const QString pilot = seatOf(player); !pilot.isEmpty())
            computers.push_back({player.toStdString(), pilot.toStdString()});
    return computers;
}

void NewGameDialog::applyAutonomous(Scenario& scenario) const {
    const auto airplanes = seatAirplanes();
    std::map<std::string, int>
        counts;  // random set-up: the n-th airplane of each player (makeScenario keeps their order)
    for (auto& placed : scenario.aircraft) {
        const QString key = placement() == Placement::ScenarioFile
                                ? toQt(scenario.id) + u':' + toQt(placed.id)
                                : QStringLiteral("random:%1/%2").arg(toQt(placed.player)).arg(++counts[placed.player]);
        for (std::size_t i = 0; i < airplanes.size(); ++i) {
            if (airplanes[i].key != key) continue;
            placed.autonomous = isAutonomous(static_cast<int>(i));
            // Nobody flies it: it is no player's (no seat, no hand-off, no colour of a player's).
            if (placed.autonomous) placed.player.clear();
        }
    }
}

void NewGameDialog::fillSeats() {
    const auto airplanes = seatAirplanes();
    QStringList shown;
    for (std::size_t i = 0; i < airplanes.size(); ++i)
        shown << QStringLiteral("%1|%2|%3|%4")
                     .arg(airplanes[i].key, airplanes[i].player, airplanes[i].name)
                     .arg(isAutonomous(static_cast<int>(i)));
    if (shown == m_seatsShown && m_seatScroll->widget() != nullptr) return;
    m_seatsShown = shown;
    // The list is made anew; the old one may hold the box whose signal is being handled.
    if (QWidget* old = m_seatScroll->takeWidget()) {
        old->hide();
        old->deleteLater();
    }
    auto* list = new QWidget;
    list->setObjectName(QStringLiteral("seatRows"));
    paintRow(list, rowBackground());
    auto* grid = new QGridLayout(list);
    grid->setContentsMargins(4, 2, 4, 2);
    grid->setVerticalSpacing(2);
    constexpr int kIndentPx = 14;  // an airplane's box under its player's name
    grid->setColumnMinimumWidth(0, kIndentPx);
    const QStringList players = seatPlayers();
    QStringList listed;  // every player an airplane names, a seat or not
    for (const auto& airplane : airplanes)
        if (!listed.contains(airplane.player)) listed << airplane.player;
    int row = 0;
    for (const QString& player : listed) {
        auto* name = new QLabel(player, list);
        auto* seat = makeCombo(list, QStringLiteral("seatChoice"));
        seat->setProperty("player", player);
        seat->addItem(tr("Human"), QString());
        seat->setItemData(0, tr("A person at this screen plays this player"), Qt::ToolTipRole);
        for (const PilotInfo* info : ComputerSeats::seatPilots()) {
            seat->addItem(tr("Computer: %1").arg(ComputerSeats::pilotLabel(info->name)), toQt(info->name));
            seat->setItemData(seat->count() - 1, toQt(info->summary), Qt::ToolTipRole);
        }
        seat->setCurrentIndex(std::max(0, seat->findData(seatOf(player))));
        seat->setToolTip(seat->currentData(Qt::ToolTipRole).toString());
        // A player whose every airplane flies itself has no seat.
        seat->setEnabled(players.contains(player));
        connect(seat, &QComboBox::currentIndexChanged, this, [this, seat, player] {
            m_seatChoices[player] = seat->currentData().toString();
            seat->setToolTip(seat->currentData(Qt::ToolTipRole).toString());
            refresh();
        });
        grid->addWidget(name, row, 0, 1, 2);
        grid->addWidget(seat, row, 2);
        ++row;
        for (std::size_t i = 0; i < airplanes.size(); ++i) {
            if (airplanes[i].player != player) continue;
            auto* check = new QCheckBox(tr("%1 flies by itself (autonomous)").arg(airplanes[i].name), list);
            check->setObjectName(QStringLiteral("autonomousChoice"));
            check->setToolTip(
                tr("Nobody flies it: each maneuver it draws one of eight cards of its deck, and its "
                   "guns fire at the nearest enemy in reach (MODE-10, MODE-11)"));
            check->setChecked(isAutonomous(static_cast<int>(i)));
            connect(check, &QCheckBox::toggled, this, [this, key = airplanes[i].key](bool on) {
                m_autonomousChoices[key] = on;
                refresh();
            });
            grid->addWidget(check, row, 1, 1, 2);
            ++row;
        }
    }
    grid->setColumnStretch(2, 1);
    grid->setRowStretch(row, 1);
    m_seatScroll->setWidget(list);
}

void NewGameDialog::refresh() {
    if (m_updating) return;
    const bool random = placement() == Placement::RandomEdges;
    // More pilots or fewer: a table the mode set and the players left follows the seeds' (MODE-01/05).
    const QSize table(m_tableWidth->value(), m_tableHeight->value());
    if (random && m_modeTableShown && *m_modeTableShown == table && modeTable() != m_modeTableShown) {
        showModeTable();  // refreshes again through the spin boxes
        return;
    }
    m_playersBox->setEnabled(random);
    m_tablePreset->setEnabled(random);
    m_tableWidth->setEnabled(random);
    m_tableHeight->setEnabled(random);
    m_mode->setEnabled(random);
    m_scenarioChoice->setEnabled(!random);
    m_browse->setEnabled(!random);
    m_addPlayer->setEnabled(playerCount() < kMaxPlayers);
    for (NewGamePlayerRow* row : m_players) row->setRemovable(playerCount() > kMinPlayers);
    const int index = selectedScenario();
    m_scenarioDescription->setText(
        !random && index >= 0 ? toQt(m_scenarios[static_cast<std::size_t>(index)].description) : QString());
    fillSeats();

    const QString why = problem();
    m_okButton->setEnabled(why.isEmpty());
    setPaletteColour(m_message, QPalette::WindowText, why.isEmpty() ? style::mutedText() : style::refusalColour());
    if (!why.isEmpty()) {
        m_message->setText(QStringLiteral("⚠ ") + why);
    } else if (random && gameMode()) {
        m_message->setText(
            tr("Ready: %1, %2 on a %3 × %4 cm table.")
                .arg(toQt(displayName(*gameMode())), countOf(seatAirplaneCount(), tr("pilot"), tr("pilots")))
                .arg(m_tableWidth->value())
                .arg(m_tableHeight->value()));
    } else if (random) {
        std::array<int, 2> counts{0, 0};
        const auto sides = sidesOf(era());
        for (const SetupPlayer& player : setup().players)
            counts[player.side == sides[0] ? 0 : 1] += static_cast<int>(player.airplanes.size());
        m_message->setText(tr("Ready: %1 %2 against %3 %4 on a %5 × %6 cm table.")
                               .arg(counts[0])
                               .arg(toQt(displayName(sides[0])))
                               .arg(counts[1])
                               .arg(toQt(displayName(sides[1])))
                               .arg(m_tableWidth->value())
                               .arg(m_tableHeight->value()));
    } else {
        m_message->setText(tr("Ready: %1.").arg(m_scenarioChoice->currentText()));
    }
    emit setupChanged();
}

// --- Result -------------------------------------------------------------------

const RuleSet* NewGameDialog::preset() const {
    return m_data.ruleset(m_rules->currentData().toString().toStdString());
}

GameSetup NewGameDialog::setup() const {
    GameSetup result;
    result.era = era();
    result.ruleset = ruleSetId().toStdString();
    result.ruleChanges = m_changes;
    result.tableWidth = m_tableWidth->value() * 10.0;  // cm -> mm
    result.tableHeight = m_tableHeight->value() * 10.0;
    for (const NewGamePlayerRow* row : m_players) result.players.push_back(row->player());
    result.mode = gameMode();
    return result;
}

RuleSet NewGameDialog::ruleSet() const {
    const RuleSet* rules = preset();
    if (rules == nullptr) return {};
    return customRuleSet(*rules, m_changes, m_data.options);
}

NewGameDialog::Placement NewGameDialog::placement() const {
    return m_fromFile->isChecked() ? Placement::ScenarioFile : Placement::RandomEdges;
}

std::optional<std::filesystem::path> NewGameDialog::scenarioFile() const {
    const int index = selectedScenario();
    if (placement() != Placement::ScenarioFile || index < 0) return std::nullopt;
    return std::filesystem::path(m_scenarios[static_cast<std::size_t>(index)].file);
}

Scenario NewGameDialog::scenario(Rng& rng) const {
    if (placement() == Placement::RandomEdges) {
        Scenario made = makeScenario(setup(), m_data, rng);
        applyAutonomous(made);
        return made;
    }
    const int index = selectedScenario();
    if (index < 0) throw SetupError(problem().toStdString());
    Scenario chosen = m_scenarios[static_cast<std::size_t>(index)];
    chosen.ruleset = ruleSetId().toStdString();
    applyAutonomous(chosen);
    return chosen;
}

QString NewGameDialog::problem() const {
    if (preset() == nullptr) return tr("The data has no rule set for this era.");
    if (placement() == Placement::ScenarioFile)
        return selectedScenario() < 0 ? tr("Choose a scenario, or open a scenario file with Browse…") : QString();
    const auto why = setupProblem(setup(), m_data);
    return why ? QString::fromStdString(*why) : QString();
}

// --- Choices --------------------------------------------------------------------

Era NewGameDialog::era() const {
    return static_cast<Era>(m_era->currentData().toInt());
}

void NewGameDialog::setEra(Era era) {
    const int index = m_era->findData(static_cast<int>(era));
    if (index >= 0) m_era->setCurrentIndex(index);
}

QString NewGameDialog::ruleSetId() const {
    return m_rules->currentData().toString();
}

bool NewGameDialog::setRuleSetId(const QString& id) {
    const int index = m_rules->findData(id);
    if (index < 0) return false;
    m_rules->setCurrentIndex(index);
    return true;
}

QString NewGameDialog::optionValue(const QString& key) const {
    return m_optionList->value(key);
}

bool NewGameDialog::setOptionValue(const QString& key, const QString& valueId) {
    return m_optionList->choose(key, valueId);
}

void NewGameDialog::resetOption(const QString& key) {
    m_changes.erase(key.toStdString());
    showOptionValues();
    refresh();
}

bool NewGameDialog::isOptionChanged(const QString& key) const {
    return m_optionList->isChanged(key);
}

QStringList NewGameDialog::optionKeys() const {
    return m_optionList->keys();
}

int NewGameDialog::playerCount() const {
    return static_cast<int>(m_players.size());
}

QColor NewGameDialog::unusedColour() const {
    for (const char* candidate : kPlayerColours) {
        const QColor colour(QString::fromLatin1(candidate));
        if (std::none_of(m_players.begin(), m_players.end(),
                         [&](const NewGamePlayerRow* row) { return row->colour() == colour; }))
            return colour;
    }
    return QColor(QString::fromLatin1(kPlayerColours[m_players.size() % kPlayerColours.size()]));
}

void NewGameDialog::addPlayer() {
    if (playerCount() >= kMaxPlayers) return;
    // The first free "Player n", on the side with fewer players.
    int number = 1;
    const auto taken = [&](int n) {
        const QString name = tr("Player %1").arg(n);
        return std::any_of(m_players.begin(), m_players.end(),
                           [&](const NewGamePlayerRow* row) { return row->name() == name; });
    };
    while (taken(number)) ++number;
    const auto sides = sidesOf(era());
    const auto onFirst = std::count_if(m_players.begin(), m_players.end(),
                                       [&](const NewGamePlayerRow* row) { return row->side() == sides[0]; });
    const auto onSecond = static_cast<std::ptrdiff_t>(m_players.size()) - onFirst;
    const Side side = onFirst <= onSecond ? sides[0] : sides[1];
    const auto sameSide = static_cast<int>(side == sides[0] ? onFirst : onSecond);

    const bool updating = std::exchange(m_updating, true);
    auto* row = new NewGamePlayerRow(
        m_data, era(), [this] { refresh(); },
        [this](NewGamePlayerRow* which) {
            const auto at = std::find(m_players.begin(), m_players.end(), which);
            if (at != m_players.end()) removePlayer(static_cast<int>(at - m_players.begin()));
        },
        m_playersBox);
    row->setName(tr("Player %1").arg(number));
    row->setSide(side);
    row->setColour(unusedColour());
    row->addAirplane(row->defaultAirplane(sameSide), {});
    m_playerList->insertWidget(m_playerList->count() - 1, row);  // before the stretch
    m_players.push_back(row);
    m_updating = updating;
    refresh();
}

bool NewGameDialog::removePlayer(int index) {
    if (index < 0 || index >= playerCount() || playerCount() <= kMinPlayers) return false;
    NewGamePlayerRow* row = m_players[static_cast<std::size_t>(index)];
    m_players.erase(m_players.begin() + index);
    row->hide();
    row->deleteLater();  // its remove button may be the sender of the click being handled
    refresh();
    return true;
}

void NewGameDialog::setPlayerName(int index, const QString& name) {
    if (index >= 0 && index < playerCount()) m_players[static_cast<std::size_t>(index)]->setName(name);
}

void NewGameDialog::setPlayerSide(int index, Side side) {
    if (index >= 0 && index < playerCount()) m_players[static_cast<std::size_t>(index)]->setSide(side);
}

void NewGameDialog::setPlayerColour(int index, const QColor& colour) {
    if (index >= 0 && index < playerCount() && colour.isValid())
        m_players[static_cast<std::size_t>(index)]->setColour(colour);
}

bool NewGameDialog::setPlayerAirplanes(int index, const std::vector<SetupAirplane>& airplanes) {
    if (index < 0 || index >= playerCount()) return false;
    NewGamePlayerRow* row = m_players[static_cast<std::size_t>(index)];
    const QStringList offered = row->choices();
    for (const auto& airplane : airplanes)
        if (!offered.contains(QString::fromStdString(airplane.type))) return false;
    row->setAirplanes(airplanes);
    return true;
}

QStringList NewGameDialog::airplaneChoices(int player) const {
    if (player < 0 || player >= playerCount()) return {};
    return m_players[static_cast<std::size_t>(player)]->choices();
}

QString NewGameDialog::airplaneCard(int player, int airplane) const {
    if (player < 0 || player >= playerCount()) return {};
    return m_players[static_cast<std::size_t>(player)]->card(airplane);
}

void NewGameDialog::setTableSize(double widthMm, double heightMm) {
    m_tableWidth->setValue(static_cast<int>(std::lround(widthMm / 10)));  // mm -> cm
    m_tableHeight->setValue(static_cast<int>(std::lround(heightMm / 10)));
}

std::optional<GameModeKind> NewGameDialog::gameMode() const {
    const QVariant kind = m_mode->currentData();
    if (!kind.isValid()) return std::nullopt;
    return static_cast<GameModeKind>(kind.toInt());
}

void NewGameDialog::setGameMode(std::optional<GameModeKind> kind) {
    m_mode->setCurrentIndex(kind ? std::max(0, m_mode->findData(static_cast<int>(*kind))) : 0);
}

void NewGameDialog::setPlacement(Placement placement) {
    (placement == Placement::ScenarioFile ? m_fromFile : m_randomEdges)->setChecked(true);
}

bool NewGameDialog::selectScenario(const QString& id) {
    for (int i = 0; i < m_scenarioChoice->count(); ++i)
        if (toQt(m_scenarios[static_cast<std::size_t>(m_scenarioChoice->itemData(i).toInt())].id) == id) {
            m_scenarioChoice->setCurrentIndex(i);
            return true;
        }
    return false;
}

bool NewGameDialog::addScenarioFile(const std::filesystem::path& file) {
    Diagnostics diagnostics;
    auto loaded = resolveScenario(m_data, QString::fromStdString(file.string()), diagnostics);
    if (!loaded) {
        m_message->setText(QStringLiteral("⚠ ") + diagnosticLines(diagnostics).join(u'\n'));
        return false;
    }
    if (loaded->file.empty()) loaded->file = file.string();
    m_scenarios.push_back(std::move(*loaded));
    const Scenario& added = m_scenarios.back();
    if (added.era != era())
        setEra(added.era);  // refills the scenario list, the new one included
    else
        m_scenarioChoice->addItem(toQt(added.name), static_cast<int>(m_scenarios.size() - 1));
    m_scenarioChoice->setCurrentIndex(m_scenarioChoice->findData(static_cast<int>(m_scenarios.size() - 1)));
    setPlacement(Placement::ScenarioFile);
    onScenarioChosen();
    return true;
}

// --- The last set-up -------------------------------------------------------------

namespace {
const QString kSetupGroup = QStringLiteral("newGame");
}

void NewGameDialog::rememberSetup() const {
    QSettings settings;
    settings.remove(kSetupGroup);
    settings.beginGroup(kSetupGroup);
    settings.setValue(QStringLiteral("era"), toQt(nameOf(era())));
    settings.setValue(QStringLiteral("rules"), ruleSetId());
    QVariantMap changes;
    for (const auto& [key, value] : m_changes) changes.insert(toQt(key), toQt(value));
    settings.setValue(QStringLiteral("ruleChanges"), changes);
    settings.setValue(QStringLiteral("tableWidthCm"), m_tableWidth->value());
    settings.setValue(QStringLiteral("tableHeightCm"), m_tableHeight->value());
    const int scenario = selectedScenario();
    settings.setValue(QStringLiteral("fromScenario"), placement() == Placement::ScenarioFile);
    settings.setValue(QStringLiteral("mode"), gameMode() ? toQt(nameOf(*gameMode())) : QString());
    if (scenario >= 0) {
        const Scenario& chosen = m_scenarios[static_cast<std::size_t>(scenario)];
        settings.setValue(QStringLiteral("scenario"), toQt(chosen.id));
        settings.setValue(QStringLiteral("scenarioFile"), toQt(chosen.file));
    }
    const GameSetup players = setup();
    settings.beginWriteArray(QStringLiteral("players"), static_cast<int>(players.players.size()));
    for (std::size_t i = 0; i < players.players.size(); ++i) {
        const SetupPlayer& player = players.players[i];
        settings.setArrayIndex(static_cast<int>(i));
        settings.setValue(QStringLiteral("name"), toQt(player.name));
        settings.setValue(QStringLiteral("side"), toQt(nameOf(player.side)));
        settings.setValue(QStringLiteral("colour"), toQt(player.colour));
        settings.beginWriteArray(QStringLiteral("airplanes"), static_cast<int>(player.airplanes.size()));
        for (std::size_t j = 0; j < player.airplanes.size(); ++j) {
            settings.setArrayIndex(static_cast<int>(j));
            settings.setValue(QStringLiteral("type"), toQt(player.airplanes[j].type));
            settings.setValue(QStringLiteral("pilot"), toQt(player.airplanes[j].name));
        }
        settings.endArray();
    }
    settings.endArray();
    // Who flies: the computer's seats by player, the airplanes' choices where the players made one.
    QVariantMap seats;
    for (const auto& [player, pilot] : m_seatChoices)
        if (!pilot.isEmpty()) seats.insert(player, pilot);
    settings.setValue(QStringLiteral("seats"), seats);
    QVariantMap autonomous;
    for (const auto& [key, on] : m_autonomousChoices) autonomous.insert(key, on);
    settings.setValue(QStringLiteral("autonomous"), autonomous);
}

bool NewGameDialog::restoreLastSetup() {
    QSettings settings;
    if (!settings.childGroups().contains(kSetupGroup)) return false;
    settings.beginGroup(kSetupGroup);
    if (const auto remembered = parseName<Era>(settings.value(QStringLiteral("era")).toString().toStdString()))
        setEra(*remembered);
    setTableSize(settings.value(QStringLiteral("tableWidthCm"), m_tableWidth->value()).toInt() * 10.0,  // cm -> mm
                 settings.value(QStringLiteral("tableHeightCm"), m_tableHeight->value()).toInt() * 10.0);

    const int count = settings.beginReadArray(QStringLiteral("players"));
    while (playerCount() < std::min(count, kMaxPlayers)) addPlayer();
    while (playerCount() > std::max(count, kMinPlayers)) removePlayer(playerCount() - 1);
    for (int i = 0; i < std::min(count, kMaxPlayers); ++i) {
        settings.setArrayIndex(i);
        setPlayerName(i, settings.value(QStringLiteral("name")).toString());
        if (const auto side = parseName<Side>(settings.value(QStringLiteral("side")).toString().toStdString()))
            setPlayerSide(i, *side);
        setPlayerColour(i, QColor(settings.value(QStringLiteral("colour")).toString()));
        std::vector<SetupAirplane> airplanes;
        const int flown = settings.beginReadArray(QStringLiteral("airplanes"));
        for (int j = 0; j < flown; ++j) {
            settings.setArrayIndex(j);
            airplanes.push_back({settings.value(QStringLiteral("type")).toString().toStdString(),
                                 settings.value(QStringLiteral("pilot")).toString().toStdString()});
        }
        settings.endArray();
        if (!airplanes.empty()) setPlayerAirplanes(i, airplanes);  // refused (left as it is) when a type is gone
    }
    settings.endArray();

    const QString scenario = settings.value(QStringLiteral("scenario")).toString();
    const QString file = settings.value(QStringLiteral("scenarioFile")).toString();
    if (!scenario.isEmpty() && !selectScenario(scenario) && !file.isEmpty() && QFileInfo::exists(file))
        addScenarioFile(file.toStdString());
    setPlacement(settings.value(QStringLiteral("fromScenario")).toBool() ? Placement::ScenarioFile
                                                                         : Placement::RandomEdges);
    setGameMode(parseName<GameModeKind>(settings.value(QStringLiteral("mode")).toString().toStdString()));
    // The table as it was left: the mode's choice above gives the seeds' one.
    setTableSize(settings.value(QStringLiteral("tableWidthCm"), m_tableWidth->value()).toInt() * 10.0,  // cm -> mm
                 settings.value(QStringLiteral("tableHeightCm"), m_tableHeight->value()).toInt() * 10.0);
    // The rules last: choosing the scenario sets its own rules level, the players may have chosen another.
    setRuleSetId(settings.value(QStringLiteral("rules")).toString());
    const QVariantMap changes = settings.value(QStringLiteral("ruleChanges")).toMap();
    for (auto change = changes.begin(); change != changes.end(); ++change)
        setOptionValue(change.key(), change.value().toString());
    const auto pilots = ComputerSeats::seatPilots();
    const QVariantMap seats = settings.value(QStringLiteral("seats")).toMap();
    for (auto seat = seats.begin(); seat != seats.end(); ++seat)
        if (std::any_of(pilots.begin(), pilots.end(),
                        [&](const PilotInfo* info) { return toQt(info->name) == seat.value().toString(); }))
            m_seatChoices[seat.key()] = seat.value().toString();  // a pilot no longer there: a person plays
    const QVariantMap autonomous = settings.value(QStringLiteral("autonomous")).toMap();
    for (auto choice = autonomous.begin(); choice != autonomous.end(); ++choice)
        m_autonomousChoices[choice.key()] = choice.value().toBool();
    m_seatsShown.clear();
    refresh();
    return true;
}

int NewGameDialog::selectedScenario() const {
    const QVariant index = m_scenarioChoice->currentData();
    return index.isValid() ? index.toInt() : -1;
}

void NewGameDialog::showPage(int page) {
    m_tabs->setCurrentIndex(page);
}

}  // namespace jasta::app
