// jasta: the Qt Widgets program.
//
//   jasta [--data DIR] [--scenario FILE_OR_ID] [--seed N] [--screenshot OUT.png] [--size WxH] [GAME.jasta]
//
// Exit codes: 0 success, 1 usage error, 2 bad data (every problem listed as
// `file:/pointer: message`, in a message box or, without anyone to click one
// (--screenshot, the offscreen platform, no display), on stderr).

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QIcon>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTimer>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string_view>

#include "jasta/base/data_paths.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/version.hpp"
#include "play/game_session.hpp"
#include "play/play_flow.hpp"
#include "shell/main_window.hpp"
#include "shell/scenario_loading.hpp"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitBadData = 2;

// Reports problems where the user will see them and returns kExitBadData.
int reportProblems(const QString& what, const QStringList& lines, bool headless) {
    if (headless) {
        std::fprintf(stderr, "jasta: %s\n", qPrintable(what));
        for (const QString& line : lines) std::fprintf(stderr, "%s\n", qPrintable(line));
        return kExitBadData;
    }
    QMessageBox box(QMessageBox::Critical, QObject::tr("Jasta"), what, QMessageBox::Ok);
    box.setInformativeText(jasta::app::firstLines(lines));
    box.setDetailedText(lines.join(u'\n'));
    box.exec();
    return kExitBadData;
}

// The command line: one parser for the program and for --help / --version.
struct CommandLine {
    QCommandLineParser parser;
    QCommandLineOption data{QStringLiteral("data"), QObject::tr("Read game data from DIR."), QStringLiteral("DIR")};
    QCommandLineOption scenario{
        QStringLiteral("scenario"),
        QObject::tr("Start a game of a scenario file or a scenario id at once, without the welcome "
                    "screen (a picture without it shows %1).")
            .arg(QString::fromLatin1(jasta::app::kDefaultScenarioId)),
        QStringLiteral("FILE_OR_ID")};
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QObject::tr("Save a picture of the window to OUT.png and exit."),
                                  QStringLiteral("OUT.png")};
    QCommandLineOption size{QStringLiteral("size"), QObject::tr("Window size (e.g. 1280x800)."), QStringLiteral("WxH")};
    QCommandLineOption seed{QStringLiteral("seed"), QObject::tr("Shuffle the damage decks with seed N."),
                            QStringLiteral("N")};

    CommandLine() {
        parser.setApplicationDescription(QObject::tr("Wings of War / Wings of Glory tabletop simulator"));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(QStringLiteral("game"), QObject::tr("A saved game (.jasta) to open."),
                                     QStringLiteral("[GAME]"));
        parser.addOptions({data, scenario, screenshot, size, seed});
    }
};

void nameTheApplication() {
    QCoreApplication::setApplicationName(QStringLiteral("jasta"));
    QCoreApplication::setApplicationVersion(QString::fromUtf8(jasta::kVersion));
    QCoreApplication::setOrganizationName(QStringLiteral("Jasta"));
}

// --help and --version print and exit; they need no window, so no display.
bool asksForHelpOrVersion(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") return false;
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

// Whether a window can be shown on this system. Without one, Qt's default
// platform would abort the program before it could say why.
bool hasDisplay() {
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD)
    const char* platform = std::getenv("QT_QPA_PLATFORM");
    if (platform != nullptr && *platform != '\0') return true;  // chosen by the user: Qt says what it lacks
    const auto set = [](const char* name) {
        const char* value = std::getenv(name);
        return value != nullptr && *value != '\0';
    };
    return set("DISPLAY") || set("WAYLAND_DISPLAY");
#else
    return true;
#endif
}

bool wantsScreenshot(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") return false;
        if (arg == "--screenshot" || arg.starts_with("--screenshot=") || arg == "-screenshot") return true;
    }
    return false;
}

int run(QApplication& app) {
    CommandLine line;
    QCommandLineParser& parser = line.parser;
    const QCommandLineOption& dataOption = line.data;
    const QCommandLineOption& scenarioOption = line.scenario;
    const QCommandLineOption& screenshotOption = line.screenshot;
    const QCommandLineOption& sizeOption = line.size;
    const QCommandLineOption& seedOption = line.seed;
    parser.process(app);  // exits on unknown options

    // Nobody can click a message box: on a picture run, or on a platform that
    // shows no window (offscreen, minimal). Problems go to stderr there.
    const QString platform = QGuiApplication::platformName();
    const bool headless = parser.isSet(screenshotOption) || platform == QStringLiteral("offscreen") ||
                          platform == QStringLiteral("minimal");
    QSize size;
    if (parser.isSet(sizeOption)) {
        const auto match =
            QRegularExpression(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$")).match(parser.value(sizeOption));
        if (!match.hasMatch()) {
            std::fprintf(stderr, "jasta: --size wants WxH, e.g. 1280x800\n");
            return kExitUsage;
        }
        size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }

    const std::filesystem::path executable = QCoreApplication::applicationFilePath().toStdString();
    std::filesystem::path dataDir;
    if (parser.isSet(dataOption)) {
        dataDir = parser.value(dataOption).toStdString();
    } else if (const auto found = jasta::findDataDir(executable)) {
        dataDir = *found;
    } else {
        return reportProblems(QObject::tr("No data folder found."),
                              {QObject::tr("Pass --data DIR or set JASTA_DATA_DIR.")}, headless);
    }
    const std::filesystem::path assetsDir = jasta::findAssetsDir(executable).value_or(std::filesystem::path());

    jasta::Diagnostics diagnostics;
    jasta::GameData data = jasta::loadGameData(dataDir, diagnostics);
    if (!diagnostics.empty())
        return reportProblems(
            QObject::tr("The game data in %1 has problems.").arg(QString::fromStdString(dataDir.string())),
            jasta::app::diagnosticLines(diagnostics), headless);

    const QString wanted = parser.isSet(scenarioOption) ? parser.value(scenarioOption)
                                                        : QString::fromLatin1(jasta::app::kDefaultScenarioId);
    const std::optional<jasta::Scenario> scenario = jasta::app::resolveScenario(data, wanted, diagnostics);
    if (!scenario || !diagnostics.empty())
        return reportProblems(QObject::tr("The scenario %1 could not be opened.").arg(wanted),
                              jasta::app::diagnosticLines(diagnostics), headless);

    jasta::app::MainWindow window(std::move(data), dataDir, assetsDir);
    if (!assetsDir.empty())
        window.setWindowIcon(QIcon(QString::fromStdString((assetsDir / "icons" / "jasta.svg").string())));
    // Without --size, the window keeps the size and docks the player left it
    // with, or a default that fits the screen; a picture is always taken in
    // the default layout, whatever the player's.
    if (size.isValid())
        window.resize(size);
    else if (!headless)
        window.restoreLayout();
    std::optional<std::uint64_t> seed;
    if (parser.isSet(seedOption)) {
        bool ok = false;
        seed = parser.value(seedOption).toULongLong(&ok);
        if (!ok) {
            std::fprintf(stderr, "jasta: --seed wants a whole number\n");
            return kExitUsage;
        }
    }
    // A picture shows the table and the first player's planning, not the hand-off cover.
    if (headless) window.flow()->setHandOffs(false);
    const jasta::RuleSet* ruleSet = window.session()->data().ruleset(scenario->ruleset);
    if (ruleSet == nullptr) return reportProblems(QObject::tr("The scenario names an unknown rule set."), {}, headless);
    window.setHeadless(headless);
    window.show();
    const QStringList games = parser.positionalArguments();
    if (!games.isEmpty()) {
        if (!window.openGameFile(games.front())) {
            if (headless) return kExitBadData;  // openGameFile wrote why to stderr
            window.showWelcome();               // after the message saying why
        }
    } else if (headless || parser.isSet(scenarioOption)) {
        // A picture, or a scenario asked for by name: its game on the table at once.
        window.startGame(*scenario, *ruleSet, seed);
    } else {
        // The welcome screen: a new game, a lesson, a replay, and any game left unfinished.
        window.showWelcome();
    }

    if (headless) {
        const QString out = parser.value(screenshotOption);
        int status = kExitOk;
        // Once the event loop has laid the window out and painted it.
        QTimer::singleShot(100, &window, [&window, &out, &status] {
            if (!window.grab().save(out, "PNG")) {
                std::fprintf(stderr, "jasta: cannot write %s\n", qPrintable(out));
                status = kExitUsage;
            }
            QCoreApplication::exit(status);
        });
        QApplication::exec();
        return status;
    }
    return QApplication::exec();
}

}  // namespace

int main(int argc, char** argv) {
    if (asksForHelpOrVersion(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameTheApplication();
        CommandLine line;
        line.parser.process(app);  // prints and exits
        return kExitOk;
    }
    if (!hasDisplay()) {
        // A picture needs no screen: it is drawn offscreen.
        if (!wantsScreenshot(argc, argv)) {
            std::fprintf(stderr,
                         "jasta: no display to show the window on (DISPLAY and WAYLAND_DISPLAY are not set); "
                         "use --screenshot OUT.png to draw it without one\n");
            return kExitUsage;
        }
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    nameTheApplication();
    try {
        return run(app);
    } catch (const std::exception& error) {
        // The loaders report through diagnostics; this is the last guard.
        std::fprintf(stderr, "jasta: %s\n", error.what());
        return kExitBadData;
    }
}
