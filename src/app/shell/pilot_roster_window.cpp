#include "shell/pilot_roster_window.hpp"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QUndoStack>
#include <QVBoxLayout>
#include <functional>
#include <utility>

#include "jasta/base/atomic_file.hpp"
#include "table/panel_style.hpp"
#include "table/table_drawing.hpp"

namespace jasta::app {

namespace {

constexpr int kMostRosterPoints = 9999;  // a spin box's top: far beyond any war

// One undoable change of the roster: the whole roster before and after
// (a roster is a few dozen pilots), with the pilot selected in each.
class RosterStep : public QUndoCommand {
public:
    using Apply = std::function<void(const PilotRoster&, int)>;
    RosterStep(const QString& text, PilotRoster before, PilotRoster after, int pilot, int field, Apply apply)
        : QUndoCommand(text),
          m_before(std::move(before)),
          m_after(std::move(after)),
          m_pilot(pilot),
          m_field(field),
          m_apply(std::move(apply)) {}
    void undo() override { m_apply(m_before, m_pilot); }
    void redo() override { m_apply(m_after, m_pilot); }
    [[nodiscard]] int id() const override { return m_field; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* step = static_cast<const RosterStep*>(other);
        if (step->m_pilot != m_pilot) return false;
        m_after = step->m_after;
        return true;
    }

private:
    PilotRoster m_before, m_after;
    int m_pilot;
    int m_field;  // -1: never merged
    Apply m_apply;
};

// The fields whose edits typed in a row are one undo step.
enum MergedField { kNameField = 1, kCountryField, kKillsField, kVpField, kMissionPointsField, kNotesField, kItemField };

// "Piloting" for "piloting": a title.
QString capitalised(QString text) {
    if (!text.isEmpty()) text.front() = text.front().toUpper();
    return text;
}

// What each behaviour does, in a line (PIL-11..17).
QString behaviourTip(Behaviour behaviour) {
    switch (behaviour) {
        case Behaviour::KnightOfTheAir:
            return QObject::tr(
                "PIL-11: once a game he may spare an enemy pilot his fire would kill and capture "
                "him. Two skills to start; never Killer, a handgun or incendiary bullets.");
        case Behaviour::Daredevil:
            return QObject::tr(
                "PIL-12: once a game two wounds leave him only wounded. One skill to start; no "
                "evasion skills.");
        case Behaviour::Opportunist:
            return QObject::tr(
                "PIL-13: once a game one more damage card against an airplane already burning, "
                "smoking or fleeing. Starts with a mechanics or shooting skill.");
        case Behaviour::GuardianAngel:
            return QObject::tr(
                "PIL-14: once a game one more damage card against the enemy chasing a team-mate in "
                "trouble. Starts with a mechanics or shooting skill.");
        case Behaviour::Rammer:
            return QObject::tr(
                "PIL-15: once a game a collision he seeks costs him one card and the enemy three. "
                "Starts with a mechanics skill; no shooting skills.");
        case Behaviour::Soldier:
            return QObject::tr(
                "PIL-16: once a game a dive shot deals one more card and makes its specials "
                "worse. Starts with a piloting or shooting skill.");
        case Behaviour::Artist:
            break;
    }
    return QObject::tr("PIL-17: once a game he may cancel one enemy shot. Starts with a piloting skill.");
}

}  // namespace

PilotRosterWindow::PilotRosterWindow(std::filesystem::path file, QWidget* parent)
    : QDialog(parent), m_file(std::move(file)), m_undo(new QUndoStack(this)) {
    setObjectName(QStringLiteral("pilotRosterWindow"));
    setWindowTitle(tr("Pilots"));
    Diagnostics problems;
    if (auto read = loadRoster(m_file, problems)) {
        m_roster = std::move(*read);
    } else {
        m_broken = true;
    }

    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The pilots of the campaign book: each with his behaviour, his skills, his "
                                "victories and what he carries. Edit one on the right; the rules he must keep "
                                "show below his sheet."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_fileProblems = new QLabel(this);
    m_fileProblems->setObjectName(QStringLiteral("rosterFileProblems"));
    m_fileProblems->setWordWrap(true);
    m_fileProblems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fileProblems->setStyleSheet(QStringLiteral("color: #b02020;"));
    m_fileProblems->setVisible(m_broken);
    if (m_broken)
        m_fileProblems->setText(tr("The roster could not be read, so it starts empty here; saving keeps the old "
                                   "file beside it as a copy.\n%1")
                                    .arg(toQt(problems.toString()).trimmed()));
    layout->addWidget(m_fileProblems);

    auto* body = new QHBoxLayout;
    layout->addLayout(body, 1);
    auto* left = new QVBoxLayout;
    body->addLayout(left, 2);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("rosterList"));
    left->addWidget(m_list, 1);
    auto* listButtons = new QHBoxLayout;
    m_add = new QPushButton(tr("New Pilot"), this);
    m_delete = new QPushButton(tr("Delete"), this);
    listButtons->addWidget(m_add);
    listButtons->addWidget(m_delete);
    left->addLayout(listButtons);
    connect(m_add, &QPushButton::clicked, this, &PilotRosterWindow::addPilot);
    connect(m_delete, &QPushButton::clicked, this, &PilotRosterWindow::deleteSelected);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] { refreshForm(); });

    m_form = new QWidget(this);
    body->addWidget(m_form, 3);
    auto* right = new QVBoxLayout(m_form);
    right->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    right->addLayout(form);
    m_name = new QLineEdit(m_form);
    m_name->setObjectName(QStringLiteral("pilotName"));
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString& text) {
        editPilot(tr("Rename the pilot"), kNameField, [&](PilotRecord& p) { p.name = text.toStdString(); });
    });
    form->addRow(tr("Name"), m_name);
    m_side = new QComboBox(m_form);
    for (const Side side : {Side::Entente, Side::Central, Side::Allies, Side::Axis})
        m_side->addItem(sideName(side), static_cast<int>(side));
    connect(m_side, &QComboBox::activated, this, [this] {
        const auto side = static_cast<Side>(m_side->currentData().toInt());
        editPilot(tr("Change the pilot's side"), -1, [&](PilotRecord& p) { p.side = side; });
    });
    form->addRow(tr("Side"), m_side);
    m_country = new QLineEdit(m_form);
    m_country->setPlaceholderText(tr("fr, uk, us, de, it…"));
    m_country->setToolTip(tr("PIL-18: the air service whose rank names he bears"));
    connect(m_country, &QLineEdit::textEdited, this, [this](const QString& text) {
        editPilot(tr("Change the air service"), kCountryField,
                  [&](PilotRecord& p) { p.country = text.trimmed().toStdString(); });
    });
    form->addRow(tr("Air service"), m_country);
    m_behaviour = new QComboBox(m_form);
    m_behaviour->setObjectName(QStringLiteral("pilotBehaviour"));
    for (const auto& [behaviour, id] : kBehaviourNames) {
        m_behaviour->addItem(toQt(displayName(behaviour)), static_cast<int>(behaviour));
        m_behaviour->setItemData(m_behaviour->count() - 1, behaviourTip(behaviour), Qt::ToolTipRole);
    }
    connect(m_behaviour, &QComboBox::activated, this, [this] {
        const auto behaviour = static_cast<Behaviour>(m_behaviour->currentData().toInt());
        editPilot(tr("Change the behaviour"), -1, [&](PilotRecord& p) { p.behaviour = behaviour; });
    });
    form->addRow(tr("Behaviour"), m_behaviour);

    // SKL-01: the four trees side by side, their ultimates last.
    auto* trees = new QHBoxLayout;
    right->addLayout(trees);
    for (int t = 0; t < 4; ++t) {
        const auto tree = static_cast<SkillTree>(t);
        auto* box = new QGroupBox(capitalised(toQt(displayName(tree))), m_form);
        auto* column = new QVBoxLayout(box);
        for (int level = 0; level < kSkillsPerTree; ++level) {
            const auto skill = static_cast<Skill>(t * kSkillsPerTree + level);
            auto* check = new QCheckBox(toQt(displayName(skill)), box);
            check->setObjectName(QStringLiteral("skill_%1").arg(toQt(nameOf(skill))));
            column->addWidget(check);
            m_skills[static_cast<std::size_t>(skill)] = check;
            connect(check, &QCheckBox::toggled, this, [this, skill](bool on) {
                editPilot(
                    on ? tr("Learn %1").arg(toQt(displayName(skill))) : tr("Forget %1").arg(toQt(displayName(skill))),
                    -1, [&](PilotRecord& p) {
                        std::erase(p.skills, skill);
                        if (on) p.skills.push_back(skill);
                    });
            });
        }
        trees->addWidget(box);
    }

    auto* career = new QFormLayout;
    right->addLayout(career);
    const auto pointsBox = [this](int field, const QString& text, int PilotRecord::*member) {
        auto* box = new QSpinBox(m_form);
        box->setRange(0, kMostRosterPoints);
        connect(box, &QSpinBox::valueChanged, this, [this, field, text, member](int value) {
            editPilot(text, field, [&](PilotRecord& p) { p.*member = value; });
        });
        return box;
    };
    m_kills = pointsBox(kKillsField, tr("Change the kills"), &PilotRecord::kills);
    m_kills->setToolTip(tr("PIL-02: enemy airplanes he shot down; his 5th makes him an ace"));
    m_victoryPoints = pointsBox(kVpField, tr("Change the victory points"), &PilotRecord::victoryPoints);
    m_victoryPoints->setToolTip(tr("PIL-02: one more skill per 20 VP once he is an ace; 80 and 160 raise his rank"));
    m_missionPoints = pointsBox(kMissionPointsField, tr("Change the mission points"), &PilotRecord::missionPoints);
    m_missionPoints->setToolTip(tr("PIL-18: points not earned from kills, for his officer's rank"));
    career->addRow(tr("Kills"), m_kills);
    career->addRow(tr("Victory points"), m_victoryPoints);
    career->addRow(tr("Mission points"), m_missionPoints);
    m_state = new QComboBox(m_form);
    const std::pair<PilotState, QString> states[] = {{PilotState::Active, tr("Active")},
                                                     {PilotState::Wounded, tr("Wounded")},
                                                     {PilotState::SeriouslyWounded, tr("Seriously wounded")},
                                                     {PilotState::Captured, tr("Captured")},
                                                     {PilotState::Dead, tr("Dead")}};
    for (const auto& [state, label] : states) m_state->addItem(label, static_cast<int>(state));
    m_state->setToolTip(tr("PIL-05: the state he is in between missions"));
    connect(m_state, &QComboBox::activated, this, [this] {
        const auto state = static_cast<PilotState>(m_state->currentData().toInt());
        editPilot(tr("Change the pilot's state"), -1, [&](PilotRecord& p) { p.state = state; });
    });
    m_recover = new QSpinBox(m_form);
    m_recover->setRange(0, 2);
    m_recover->setToolTip(tr("PIL-05: missions he must still sit out to recover"));
    connect(m_recover, &QSpinBox::valueChanged, this, [this](int missions) {
        editPilot(tr("Change the missions to recover"), -1, [&](PilotRecord& p) { p.missionsToRecover = missions; });
    });
    auto* stateRow = new QHBoxLayout;
    stateRow->addWidget(m_state, 1);
    stateRow->addWidget(new QLabel(tr("missions to recover"), m_form));
    stateRow->addWidget(m_recover);
    career->addRow(tr("State"), stateRow);

    auto* kit = new QGroupBox(tr("Equipment (EQP)"), m_form);
    auto* kitForm = new QFormLayout(kit);
    for (const auto& [item, id] : kItemNames) {
        auto* box = new QSpinBox(kit);
        box->setRange(0, item == Item::Rounds ? kMostRosterPoints : 9);
        box->setObjectName(QStringLiteral("item_%1").arg(toQt(id)));
        box->setToolTip(tr("Costs %n VP", nullptr, itemCost(item)));
        connect(box, &QSpinBox::valueChanged, this, [this, item = item](int count) {
            editPilot(tr("Change the equipment"), kItemField + static_cast<int>(item), [&](PilotRecord& p) {
                if (count > 0)
                    p.equipment[item] = count;
                else
                    p.equipment.erase(item);
            });
        });
        m_items[item] = box;
        kitForm->addRow(capitalised(toQt(displayName(item))), box);
    }
    // EQP-01: bought with the VP above his last ten; the boxes above are the referee's hand.
    auto* shop = new QHBoxLayout;
    m_shopItem = new QComboBox(m_form);
    m_shopItem->setObjectName(QStringLiteral("shopItem"));
    for (const auto& [item, id] : kItemNames)
        m_shopItem->addItem(tr("%1 (%n VP)", nullptr, itemCost(item)).arg(capitalised(toQt(displayName(item)))),
                            static_cast<int>(item));
    m_buy = new QPushButton(tr("Buy"), m_form);
    m_buy->setObjectName(QStringLiteral("rosterBuy"));
    shop->addWidget(new QLabel(tr("Buy with VP"), m_form));
    shop->addWidget(m_shopItem, 1);
    shop->addWidget(m_buy);
    kitForm->addRow(shop);
    connect(m_shopItem, &QComboBox::currentIndexChanged, this, [this] { refreshForm(); });
    connect(m_buy, &QPushButton::clicked, this, [this] {
        const auto item = static_cast<Item>(m_shopItem->currentData().toInt());
        const int index = selectedIndex();
        if (index < 0 || whyCannotBuy(m_roster.pilots[static_cast<std::size_t>(index)], item)) return;
        editPilot(tr("Buy %1").arg(toQt(displayName(item))), -1, [&](PilotRecord& p) { jasta::buy(p, item); });
    });
    right->addWidget(kit);
    m_notes = new QPlainTextEdit(m_form);
    m_notes->setPlaceholderText(tr("Notes"));
    m_notes->setMaximumHeight(60);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        const std::string notes = m_notes->toPlainText().toStdString();
        editPilot(tr("Change the notes"), kNotesField, [&](PilotRecord& p) { p.notes = notes; });
    });
    right->addWidget(m_notes);
    m_rank = new QLabel(m_form);
    m_rank->setObjectName(QStringLiteral("pilotRank"));
    right->addWidget(m_rank);
    m_problems = new QLabel(m_form);
    m_problems->setObjectName(QStringLiteral("pilotProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b02020;"));
    right->addWidget(m_problems);
    right->addStretch(1);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("rosterStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* undo = buttons->addButton(tr("Undo"), QDialogButtonBox::ActionRole);
    QPushButton* redo = buttons->addButton(tr("Redo"), QDialogButtonBox::ActionRole);
    m_save = buttons->addButton(tr("Save"), QDialogButtonBox::AcceptRole);
    m_save->setObjectName(QStringLiteral("rosterSave"));
    buttons->addButton(QDialogButtonBox::Close);
    connect(undo, &QPushButton::clicked, m_undo, &QUndoStack::undo);
    connect(redo, &QPushButton::clicked, m_undo, &QUndoStack::redo);
    connect(m_undo, &QUndoStack::canUndoChanged, undo, &QPushButton::setEnabled);
    connect(m_undo, &QUndoStack::canRedoChanged, redo, &QPushButton::setEnabled);
    undo->setEnabled(false);
    redo->setEnabled(false);
    connect(m_save, &QPushButton::clicked, this, [this] { save(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &PilotRosterWindow::reject);
    layout->addWidget(buttons);

    refreshList();
    selectPilot(m_roster.pilots.empty() ? -1 : 0);
    resize(980, 640);
}

std::filesystem::path PilotRosterWindow::defaultFile() {
    QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (folder.isEmpty()) folder = QDir::tempPath();
    QDir().mkpath(folder);
    return std::filesystem::path(folder.toStdString()) / "roster.json";
}

int PilotRosterWindow::selectedIndex() const {
    const int row = m_list->currentRow();
    return row >= 0 && row < static_cast<int>(m_roster.pilots.size()) ? row : -1;
}

void PilotRosterWindow::selectPilot(int index) {
    m_list->setCurrentRow(index);
    refreshForm();
}

template <class Change>
void PilotRosterWindow::editPilot(const QString& text, int field, Change&& change) {
    const int index = selectedIndex();
    if (m_refreshing || index < 0) return;
    PilotRoster after = m_roster;
    change(after.pilots[static_cast<std::size_t>(index)]);
    if (after == m_roster) return;
    m_undo->push(new RosterStep(text, m_roster, std::move(after), index, field,
                                [this](const PilotRoster& roster, int select) { setRoster(roster, select); }));
}

void PilotRosterWindow::setRoster(const PilotRoster& roster, int select) {
    m_roster = roster;
    refreshList();
    selectPilot(std::min(select, static_cast<int>(m_roster.pilots.size()) - 1));
}

void PilotRosterWindow::addPilot() {
    PilotRoster after = m_roster;
    PilotRecord pilot;
    int number = static_cast<int>(after.pilots.size()) + 1;
    while (after.find("pilot_" + std::to_string(number)) != nullptr) ++number;
    pilot.id = "pilot_" + std::to_string(number);
    pilot.name = tr("New pilot %1").arg(number).toStdString();
    pilot.behaviour = Behaviour::Soldier;
    after.pilots.push_back(pilot);
    const int index = static_cast<int>(after.pilots.size()) - 1;
    m_undo->push(new RosterStep(tr("Add a pilot"), m_roster, std::move(after), index, -1,
                                [this](const PilotRoster& roster, int select) { setRoster(roster, select); }));
}

void PilotRosterWindow::deleteSelected() {
    const int index = selectedIndex();
    if (index < 0) return;
    PilotRoster after = m_roster;
    after.pilots.erase(after.pilots.begin() + index);
    m_undo->push(new RosterStep(tr("Delete %1").arg(toQt(m_roster.pilots[static_cast<std::size_t>(index)].name)),
                                m_roster, std::move(after), index, -1,
                                [this](const PilotRoster& roster, int select) { setRoster(roster, select); }));
}

bool PilotRosterWindow::save() {
    QStringList problems;
    for (const PilotRecord& pilot : m_roster.pilots)
        for (const PilotProblem& problem : pilotProblems(pilot))
            problems << QStringLiteral("%1: %2").arg(toQt(pilot.name), toQt(problem.message));
    if (!problems.isEmpty()) {
        m_status->setText(tr("Not saved: a pilot breaks the book's rules.\n%1").arg(problems.join(QLatin1Char('\n'))));
        return false;
    }
    try {
        if (m_broken) {
            // Never lose a file: the one that could not be read stays beside the new one.
            const QString old = toQt(m_file.string());
            const QString copy = toQt((m_file.parent_path() / (m_file.stem().string() + ".broken.json")).string());
            QFile::remove(copy);
            QFile::copy(old, copy);
            m_broken = false;
            m_fileProblems->hide();
        }
        saveRoster(m_roster, m_file);
    } catch (const WriteError& error) {
        m_status->setText(tr("Not saved: %1").arg(toQt(error.what())));
        return false;
    }
    m_undo->setClean();
    m_status->setText(tr("Saved in %1.").arg(toQt(m_file.string())));
    return true;
}

void PilotRosterWindow::reject() {
    if (!m_undo->isClean() && !m_headless) {
        const auto answer =
            QMessageBox::question(this, tr("Pilots"), tr("Save the changes to the roster?"),
                                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !save())) return;
    }
    QDialog::reject();
}

QString PilotRosterWindow::rosterLine(const PilotRecord& pilot) const {
    QString line = tr("%1 — %2, %3 (%4)")
                       .arg(toQt(pilot.name), toQt(displayName(rankOf(pilot))), toQt(displayName(pilot.behaviour)),
                            sideName(pilot.side));
    if (pilot.state == PilotState::Dead) line += tr(" · dead");
    return line;
}

void PilotRosterWindow::refreshList() {
    const QSignalBlocker quiet(m_list);
    const int row = m_list->currentRow();
    m_list->clear();
    for (const PilotRecord& pilot : m_roster.pilots) {
        auto* item = new QListWidgetItem(rosterLine(pilot), m_list);
        if (!pilotProblems(pilot).empty()) item->setForeground(QColor(0xb0, 0x20, 0x20));
    }
    if (row < m_list->count()) m_list->setCurrentRow(row);
}

void PilotRosterWindow::refreshForm() {
    const int index = selectedIndex();
    m_form->setEnabled(index >= 0);
    m_delete->setEnabled(index >= 0);
    if (index < 0) {
        m_rank->setText(m_roster.pilots.empty() ? tr("No pilots yet: New Pilot adds a Novice.") : QString());
        m_problems->clear();
        return;
    }
    m_refreshing = true;
    const PilotRecord& pilot = m_roster.pilots[static_cast<std::size_t>(index)];
    if (m_name->text() != toQt(pilot.name)) m_name->setText(toQt(pilot.name));
    m_side->setCurrentIndex(m_side->findData(static_cast<int>(pilot.side)));
    if (m_country->text() != toQt(pilot.country)) m_country->setText(toQt(pilot.country));
    m_behaviour->setCurrentIndex(m_behaviour->findData(static_cast<int>(pilot.behaviour)));
    m_behaviour->setToolTip(behaviourTip(pilot.behaviour));
    for (std::size_t i = 0; i < m_skills.size(); ++i) {
        const auto skill = static_cast<Skill>(i);
        const bool has = std::find(pilot.skills.begin(), pilot.skills.end(), skill) != pilot.skills.end();
        m_skills[i]->setChecked(has);
        // One he may never learn stays shut, unless a file gave it him (then it shows, with its problem).
        m_skills[i]->setEnabled(has || mayLearn(pilot.behaviour, skill));
        m_skills[i]->setToolTip(
            mayLearn(pilot.behaviour, skill)
                ? toQt(skillRule(skill))
                : tr("%1: a %2 never learns it").arg(toQt(skillRule(skill)), toQt(displayName(pilot.behaviour))));
    }
    m_kills->setValue(pilot.kills);
    m_victoryPoints->setValue(pilot.victoryPoints);
    m_missionPoints->setValue(pilot.missionPoints);
    m_state->setCurrentIndex(m_state->findData(static_cast<int>(pilot.state)));
    m_recover->setValue(pilot.missionsToRecover);
    for (const auto& [item, box] : m_items) {
        const auto held = pilot.equipment.find(item);
        box->setValue(held == pilot.equipment.end() ? 0 : held->second);
        box->setEnabled(mayCarry(pilot.behaviour, item) || held != pilot.equipment.end());
    }
    if (m_notes->toPlainText() != toQt(pilot.notes)) m_notes->setPlainText(toQt(pilot.notes));
    const auto item = static_cast<Item>(m_shopItem->currentData().toInt());
    const auto why = whyCannotBuy(pilot, item);
    m_buy->setEnabled(!why.has_value());
    m_buy->setToolTip(why ? toQt(*why) : tr("%n VP to spend (EQP-01)", nullptr, spendableVp(pilot)));
    const int earned = skillsEarned(pilot);
    const int chosen = static_cast<int>(pilot.skills.size());
    QString rank = tr("<b>%1</b> · %2 of %n skills earned chosen", nullptr, earned)
                       .arg(toQt(displayName(rankOf(pilot))))
                       .arg(chosen);
    if (chosen < earned) rank += tr(" · %n still to choose", nullptr, earned - chosen);
    if (const std::string officer = officerRank(pilot); !officer.empty())
        rank += tr(" · %1 (PIL-18)").arg(toQt(officer));
    m_rank->setText(rank);
    QStringList problems;
    for (const PilotProblem& problem : pilotProblems(pilot)) problems << toQt(problem.message);
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_refreshing = false;
}

}  // namespace jasta::app
