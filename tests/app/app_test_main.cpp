// main() of the app tests: a QApplication exists before any test runs.
// Qt runs offscreen (no display needed) and gets a private 0700
// XDG_RUNTIME_DIR (and config and data folders), so it neither warns nor
// touches the user's settings or autosave.

#include <gtest/gtest.h>

#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

namespace {

// A dialog that nobody in the test answers would hold its modal event loop
// until ctest kills the whole binary (300 s, and every later test lost). The
// watchdog fails the running test instead, names the dialog and closes it.
// Tests that expect a dialog answer it within milliseconds (MessageBoxAnswerer).
class UnansweredDialogWatchdog {
public:
    UnansweredDialogWatchdog() {
        m_timer.setInterval(kCheckMs);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { check(); });
        m_timer.start();
    }

private:
    static constexpr int kCheckMs = 500;
    static constexpr int kPatienceChecks = 10;  // 5 s

    void check() {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal == nullptr || modal != m_seen) {
            m_seen = modal;
            m_checks = 0;
            return;
        }
        if (++m_checks < kPatienceChecks) return;
        QString text = modal->windowTitle();
        if (auto* box = qobject_cast<QMessageBox*>(modal)) text += QStringLiteral(": ") + box->text();
        ADD_FAILURE() << "a dialog stayed open with nobody to answer it: " << text.toStdString();
        m_checks = 0;
        if (auto* dialog = qobject_cast<QDialog*>(modal))
            dialog->reject();
        else
            modal->close();
    }

    QTimer m_timer;
    QPointer<QWidget> m_seen;
    int m_checks = 0;
};

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    std::string runtimeDir = (std::filesystem::temp_directory_path() / "jasta-app-tests-XXXXXX").string();
    const bool haveRuntimeDir = ::mkdtemp(runtimeDir.data()) != nullptr;  // created 0700
    if (haveRuntimeDir) {
        qputenv("XDG_RUNTIME_DIR", QByteArray::fromStdString(runtimeDir));
        // Settings (recent games) and the autosave go there too, not into the user's own.
        qputenv("XDG_CONFIG_HOME", QByteArray::fromStdString(runtimeDir + "/config"));
        qputenv("XDG_DATA_HOME", QByteArray::fromStdString(runtimeDir + "/data"));
    }

    ::testing::InitGoogleTest(&argc, argv);
    int result = 0;
    {
        QApplication app(argc, argv);
        const UnansweredDialogWatchdog watchdog;
        result = RUN_ALL_TESTS();
    }
    if (haveRuntimeDir) {
        std::error_code ignored;
        std::filesystem::remove_all(runtimeDir, ignored);
    }
    return result;
}
