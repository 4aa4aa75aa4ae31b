#include "editor/scenario_document.hpp"

#include <QFileInfo>
#include <QUndoCommand>
#include <nlohmann/json.hpp>

#include "jasta/base/atomic_file.hpp"
#include "jasta/game/scenario_edit.hpp"

namespace jasta::app {

namespace {

// One edit: the scenario before and after it. Scenarios are small (a few
// dozen elements), so a whole copy each way is the plainest exact undo.
class EditCommand : public QUndoCommand {
public:
    EditCommand(ScenarioDocument& document, const QString& text, Scenario before, Scenario after, int mergeKey, int run)
        : QUndoCommand(text),
          m_document(document),
          m_before(std::move(before)),
          m_after(std::move(after)),
          m_mergeKey(mergeKey),
          m_run(run) {}

    void undo() override { m_document.restore(m_before); }
    void redo() override { m_document.restore(m_after); }
    [[nodiscard]] int id() const override { return m_mergeKey; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = dynamic_cast<const EditCommand*>(other);
        if (next == nullptr || next->m_run != m_run) return false;
        m_after = next->m_after;
        return true;
    }

private:
    ScenarioDocument& m_document;
    Scenario m_before;
    Scenario m_after;
    int m_mergeKey;
    int m_run;
};

// A scenario id from a file name: lower case letters, digits and '_'
// (scenario ids name files and saves refer to them).
std::string idFromFile(const QString& file) {
    std::string id;
    for (const QChar c : QFileInfo(file).completeBaseName().toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            id += static_cast<char>(c.unicode());
        else if (!id.empty() && id.back() != '_')
            id += '_';
    }
    while (!id.empty() && id.back() == '_') id.pop_back();
    return id.empty() ? "scenario" : id;
}

}  // namespace

ScenarioDocument::ScenarioDocument(const GameData& gameData, QObject* parent)
    : QObject(parent), m_data(gameData), m_scenario(blankScenario(gameData, Era::Ww1)) {
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    recheck();
}

void ScenarioDocument::reset(const Scenario& scenario, const QString& file) {
    m_scenario = scenario;
    m_file = file;
    m_scenario.file = file.toStdString();
    m_undo.clear();
    m_undo.setClean();
    recheck();
    emit changed();
    emit modifiedChanged(false);
}

void ScenarioDocument::edit(const QString& text, const std::function<void(Scenario&)>& change, int mergeKey) {
    Scenario after = m_scenario;
    change(after);
    if (toJson(after) == toJson(m_scenario)) return;  // nothing changed: no undo step
    m_undo.push(new EditCommand(*this, text, m_scenario, std::move(after), mergeKey, m_mergeRun));
}

void ScenarioDocument::endMerge() {
    ++m_mergeRun;
}

bool ScenarioDocument::saveTo(const QString& file, QString* error) {
    Scenario saved = m_scenario;
    saved.id = idFromFile(file);
    try {
        writeFileAtomically(file.toStdString(), toJson(saved).dump(2) + "\n");
    } catch (const std::exception& failure) {
        if (error != nullptr) *error = QString::fromUtf8(failure.what());
        return false;
    }
    // The id follows the file without an undo step: it is what the file says.
    m_scenario.id = saved.id;
    m_scenario.file = file.toStdString();
    m_file = file;
    endMerge();
    m_undo.setClean();
    recheck();
    emit changed();
    return true;
}

void ScenarioDocument::restore(const Scenario& scenario) {
    m_scenario = scenario;
    m_scenario.file = m_file.toStdString();
    recheck();
    emit changed();
}

void ScenarioDocument::recheck() {
    m_problems = scenarioProblems(m_scenario, m_data);
}

}  // namespace jasta::app
