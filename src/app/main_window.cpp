#include "main_window.hpp"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>

#include "jasta/version.hpp"
#include "scenario_loading.hpp"
#include "table_scene.hpp"
#include "table_view.hpp"

namespace jasta::app {

MainWindow::MainWindow(GameData gameData, std::filesystem::path dataDir, std::filesystem::path assetsDir,
                       QWidget* parent)
    : QMainWindow(parent),
      m_data(std::move(gameData)),
      m_dataDir(std::move(dataDir)),
      m_scene(new TableScene(std::move(assetsDir), this)),
      m_view(new TableView(m_scene, this)),
      m_scenarioLabel(new QLabel(this)),
      m_dataLabel(new QLabel(this)) {
    setCentralWidget(m_view);
    m_dataLabel->setText(tr("Data: %1").arg(QString::fromStdString(m_dataDir.string())));
    m_dataLabel->setToolTip(tr("The folder the airplanes, decks and scenarios were read from"));
    statusBar()->addWidget(m_scenarioLabel, 1);
    statusBar()->addPermanentWidget(m_dataLabel);
    createActions();
    setWindowTitle(tr("Jasta"));
    resize(1280, 800);
}

void MainWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Scenario…"), this, &MainWindow::openScenario);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* fit = view->addAction(tr("&Fit All"), m_view, &TableView::fitAll);
    fit->setShortcut(Qt::Key_F);
    fit->setToolTip(tr("Show the whole table (F)"));
    QAction* zoomIn = view->addAction(tr("Zoom &In"), m_view, &TableView::zoomIn);
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    QAction* zoomOut = view->addAction(tr("Zoom &Out"), m_view, &TableView::zoomOut);
    zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About Jasta"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);

    QToolBar* toolbar = addToolBar(tr("View"));
    toolbar->setObjectName(QStringLiteral("viewToolbar"));
    toolbar->setMovable(false);
    toolbar->addAction(open);
    toolbar->addSeparator();
    toolbar->addAction(fit);
    toolbar->addAction(zoomIn);
    toolbar->addAction(zoomOut);
}

void MainWindow::showScenario(const Scenario& scenario) {
    m_scenario = scenario;
    const int shown = m_scene->showScenario(m_scenario, m_data);
    const QString name = QString::fromStdString(m_scenario.name.empty() ? m_scenario.id : m_scenario.name);
    setWindowTitle(tr("Jasta — %1").arg(name));
    m_scenarioLabel->setText(tr("%1  ·  %2 airplanes  ·  table %3 × %4 mm")
                                 .arg(name)
                                 .arg(shown)
                                 .arg(m_scenario.tableWidth)
                                 .arg(m_scenario.tableHeight));
    m_scenarioLabel->setToolTip(QString::fromStdString(m_scenario.description));
    m_view->fitAll();
}

void MainWindow::openScenario() {
    const QString start = QString::fromStdString((m_dataDir / "scenarios").string());
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Open Scenario"), start, tr("Jasta scenarios (*.json);;All files (*)"));
    if (file.isEmpty()) return;
    Diagnostics diagnostics;
    const std::optional<Scenario> scenario = resolveScenario(m_data, file, diagnostics);
    if (!scenario || !diagnostics.empty()) {
        QMessageBox box(QMessageBox::Warning, tr("Open Scenario"), tr("The scenario could not be opened."),
                        QMessageBox::Ok, this);
        box.setInformativeText(tr("The file has problems; the table is unchanged."));
        box.setDetailedText(diagnosticLines(diagnostics).join(u'\n'));
        box.exec();
        return;
    }
    showScenario(*scenario);
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Jasta"),
                       tr("<h3>Jasta %1</h3>"
                          "<p>A tabletop simulator for Wings of War / Wings of Glory style dogfights: "
                          "hot-seat play, rules taught visually, replays and solo play.</p>"
                          "<p>All artwork is original and MIT licensed. Jasta is not affiliated with "
                          "the publishers of Wings of War or Wings of Glory.</p>")
                           .arg(QString::fromUtf8(kVersion)));
}

}  // namespace jasta::app
