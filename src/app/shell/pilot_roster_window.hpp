#pragma once
// The Pilots window (issue 19): the player's roster of campaign pilots
// (jasta/data/pilot_roster.hpp) listed on the left and the one selected
// edited on the right — name, side, air service, behaviour, the skills of
// the four trees, kills, VP, state and equipment. What the book's rules say
// of a pilot (pilotProblems) shows as he is edited; every edit is undone
// and redone (QUndoStack); Save writes the file atomically and refuses a
// roster with problems, which the next start could not read. A roster file
// that cannot be read is never overwritten without a copy kept beside it.

#include <QDialog>
#include <QString>
#include <array>
#include <filesystem>
#include <map>

#include "jasta/data/pilot_roster.hpp"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QUndoStack;

namespace jasta::app {

class PilotRosterWindow : public QDialog {
    Q_OBJECT
public:
    // Reads `file` (none yet: an empty roster).
    explicit PilotRosterWindow(std::filesystem::path file, QWidget* parent = nullptr);

    // The roster's file: QStandardPaths::AppDataLocation/roster.json.
    static std::filesystem::path defaultFile();

    [[nodiscard]] const PilotRoster& roster() const { return m_roster; }
    [[nodiscard]] QUndoStack* undoStack() const { return m_undo; }
    // Index of the pilot selected in the list; -1 when none.
    [[nodiscard]] int selectedIndex() const;
    void selectPilot(int index);
    // The file could not be read when the window opened (its problems are shown).
    [[nodiscard]] bool fileWasBroken() const { return m_broken; }

    // Adds a new Novice (a Soldier of the Entente, no skills yet) and selects him.
    void addPilot();
    void deleteSelected();
    // Writes the roster; false (with the reason shown) when a pilot breaks a
    // rule or the file cannot be written. A broken file is first copied to
    // "<name>.broken.json".
    bool save();

    [[nodiscard]] QListWidget* pilotList() const { return m_list; }
    [[nodiscard]] QLineEdit* nameEdit() const { return m_name; }
    [[nodiscard]] QComboBox* sideBox() const { return m_side; }
    [[nodiscard]] QComboBox* behaviourBox() const { return m_behaviour; }
    [[nodiscard]] QCheckBox* skillBox(Skill skill) const { return m_skills[static_cast<std::size_t>(skill)]; }
    [[nodiscard]] QSpinBox* killsBox() const { return m_kills; }
    [[nodiscard]] QSpinBox* victoryPointsBox() const { return m_victoryPoints; }
    [[nodiscard]] QComboBox* stateBox() const { return m_state; }
    [[nodiscard]] QSpinBox* itemBox(Item item) const { return m_items.at(item); }
    [[nodiscard]] QComboBox* shopItemBox() const { return m_shopItem; }
    [[nodiscard]] QPushButton* buyButton() const { return m_buy; }
    [[nodiscard]] QLabel* rankLabel() const { return m_rank; }
    [[nodiscard]] QLabel* problemsLabel() const { return m_problems; }
    [[nodiscard]] QPushButton* saveButton() const { return m_save; }
    // What the last Save did: saved where, or why not.
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }
    // Tests: closing with unsaved changes asks nothing.
    void setHeadless(bool headless) { m_headless = headless; }

protected:
    void reject() override;  // closing with unsaved changes asks first

private:
    // Changes the selected pilot through an undoable step; `field` merges
    // the steps of one field typed in a row into one.
    template <class Change>
    void editPilot(const QString& text, int field, Change&& change);
    void setRoster(const PilotRoster& roster, int select);
    void refreshList();
    void refreshForm();
    QString rosterLine(const PilotRecord& pilot) const;

    std::filesystem::path m_file;
    PilotRoster m_roster;
    bool m_broken = false;
    bool m_refreshing = false;
    bool m_headless = false;
    QUndoStack* m_undo;
    QListWidget* m_list;
    QPushButton* m_add;
    QPushButton* m_delete;
    QPushButton* m_save;
    QLabel* m_fileProblems;
    QLabel* m_status;
    QLineEdit* m_name;
    QComboBox* m_side;
    QLineEdit* m_country;
    QComboBox* m_behaviour;
    std::array<QCheckBox*, 16> m_skills{};
    QSpinBox* m_kills;
    QSpinBox* m_victoryPoints;
    QSpinBox* m_missionPoints;
    QComboBox* m_state;
    QSpinBox* m_recover;
    std::map<Item, QSpinBox*> m_items;
    QComboBox* m_shopItem;  // EQP-01: what to buy
    QPushButton* m_buy;
    QPlainTextEdit* m_notes;
    QLabel* m_rank;
    QLabel* m_problems;
    QWidget* m_form;
};

}  // namespace jasta::app
