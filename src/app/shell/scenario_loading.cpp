#include "shell/scenario_loading.hpp"

#include <QCoreApplication>
#include <QFileInfo>

#include "jasta/data/setup.hpp"

namespace jasta::app {

std::optional<Scenario> resolveScenario(const GameData& data, const QString& fileOrId, Diagnostics& diagnostics) {
    const QFileInfo info(fileOrId);
    const bool looksLikeFile = fileOrId.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) ||
                               fileOrId.contains(u'/') || (info.exists() && info.isFile());
    if (!looksLikeFile) {
        if (const Scenario* scenario = data.scenario(fileOrId.toStdString())) {
            Scenario named = *scenario;
            nameApart(named, data);
            return named;
        }
        diagnostics.add(fileOrId.toStdString(), "", "no scenario with this id in the data folder");
        return std::nullopt;
    }
    if (!info.exists()) {
        diagnostics.add(fileOrId.toStdString(), "", "no such file");
        return std::nullopt;
    }
    try {
        // Two airplanes of one type without names are told apart, as in New Game.
        std::optional<Scenario> scenario = loadScenarioFile(info.filesystemFilePath(), data, diagnostics);
        if (scenario) nameApart(*scenario, data);
        return scenario;
    } catch (const std::exception& error) {
        // The loaders report through diagnostics; this is a last resort.
        diagnostics.add(fileOrId.toStdString(), "", error.what());
        return std::nullopt;
    }
}

QStringList diagnosticLines(const Diagnostics& diagnostics) {
    QStringList lines;
    for (const Diagnostic& item : diagnostics.items()) lines << QString::fromStdString(item.toString());
    return lines;
}

QString firstLines(const QStringList& lines, int shown) {
    QString text = lines.mid(0, shown).join(u'\n');
    if (lines.size() > shown) text += QCoreApplication::translate("jasta", "\n… and %1 more").arg(lines.size() - shown);
    return text;
}

}  // namespace jasta::app
