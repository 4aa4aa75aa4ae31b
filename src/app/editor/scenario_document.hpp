#pragma once
// The scenario being edited (issue 17): the scenario, its file, the undo
// stack of its edits and the problems it has now. Every edit goes through
// edit(): a command on the QUndoStack that keeps the scenario before and
// after, so that undo and redo bring back exactly what was there. The
// scenario's problems are those of a file of it (scenarioProblems: the
// loaders' checks, as `jasta-cli validate` and New Game run them).

#include <QObject>
#include <QString>
#include <QUndoStack>
#include <functional>

#include "jasta/base/diagnostics.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/data/scenario.hpp"

namespace jasta::app {

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    // `data` must outlive the document. Starts with a blank WW1 scenario.
    explicit ScenarioDocument(const GameData& gameData, QObject* parent = nullptr);

    [[nodiscard]] const Scenario& scenario() const { return m_scenario; }
    [[nodiscard]] const GameData& data() const { return m_data; }
    [[nodiscard]] QUndoStack* undoStack() { return &m_undo; }
    // The problems of the scenario as it is now (empty: it can be played).
    [[nodiscard]] const Diagnostics& problems() const { return m_problems; }
    // The file it was opened from or saved to; empty for a new scenario and
    // for a built-in one (saving it asks for a new file: the shipped ones stay).
    [[nodiscard]] const QString& file() const { return m_file; }
    // Edited since opened or saved.
    [[nodiscard]] bool isModified() const { return !m_undo.isClean(); }

    // Starts afresh with `scenario` from `file` (empty: not saved yet): no
    // undo history, not modified.
    void reset(const Scenario& scenario, const QString& file = {});

    // One edit, undoable as `text`. `change` edits a copy of the scenario;
    // nothing happens when it leaves it as it was. Edits with the same
    // `mergeKey` (>= 0) in a row are one undo step (a drag, a spin box held).
    void edit(const QString& text, const std::function<void(Scenario&)>& change, int mergeKey = -1);
    // Ends a run of merged edits: the next edit is a step of its own even
    // with the same key (the mouse was let go).
    void endMerge();

    // Writes the scenario to `file` atomically (the data format, the file's
    // name stem as its id), marks it saved and remembers the file. False,
    // with the reason in `error`, when the file could not be written.
    bool saveTo(const QString& file, QString* error = nullptr);

    // Sets the scenario without an undo step: for the undo commands.
    void restore(const Scenario& scenario);

signals:
    // The scenario or its problems changed (any edit, undo, redo, reset).
    void changed();
    // Modified or saved.
    void modifiedChanged(bool modified);

private:
    void recheck();

    const GameData& m_data;
    Scenario m_scenario;
    Diagnostics m_problems;
    QString m_file;
    QUndoStack m_undo;
    int m_mergeRun = 0;  // counts endMerge() calls: a new run merges nothing of the old
};

}  // namespace jasta::app
