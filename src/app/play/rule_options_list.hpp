#pragma once
// The rule options a group may choose (RULES.md §4: one per place where the
// sources disagree), as New Game's More rules and the scenario editor's Rules
// show them: a row per option the engine plays with its title, its conflict
// and rule ids, what it decides and its values (each value's explanation in
// its tool tip), the ones changed from the rules level marked with a stripe
// and a Reset button; a filter by name or id and Reset all above them.
//
// It keeps no choice of its own: showValues() paints the values in force,
// and a pick by the player comes out as a signal for the owner to decide
// (the dialog keeps its changes, the editor makes an undoable edit).

#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

#include "jasta/data/rule_set.hpp"
#include "jasta/data/setup.hpp"

namespace jasta::app {

class RuleOptionRow;

class RuleOptionsList : public QWidget {
    Q_OBJECT
public:
    // `catalog` must outlive the list. Options not played are not offered.
    explicit RuleOptionsList(const RuleOptionCatalog& catalog, QWidget* parent = nullptr);

    // Shows the values in force: `changes` over `preset` (null: the catalogue's defaults).
    void showValues(const RuleSet* preset, const RuleChanges& changes);

    // --- What the rows show, and choices as the player makes them (tests) ---
    [[nodiscard]] QStringList keys() const;  // in the catalogue's order
    [[nodiscard]] int count() const { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] QString value(const QString& key) const;  // the value id shown; empty for no such option
    [[nodiscard]] bool isChanged(const QString& key) const;
    // Picks `valueId` in the option's list as a player would (emits chosen);
    // false when there is no such option or value.
    bool choose(const QString& key, const QString& valueId);
    // Shows only the options whose title, ids, explanation or key contain `text`.
    void filter(const QString& text);

signals:
    // The player picked `value` for `key`.
    void chosen(const QString& key, const QString& value);
    // The player asked for `key` back at the rules level's value.
    void resetAsked(const QString& key);
    // The player asked for every option back at the rules level's value.
    void resetAllAsked();

private:
    [[nodiscard]] RuleOptionRow* row(const QString& key) const;

    const RuleOptionCatalog& m_catalog;
    std::vector<RuleOptionRow*> m_rows;
    bool m_showing = false;  // true while showValues sets the combos
};

}  // namespace jasta::app
