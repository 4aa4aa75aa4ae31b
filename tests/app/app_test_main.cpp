// main() of the app tests: a QApplication exists before any test runs.
// Qt runs offscreen (no display needed) and gets a private 0700
// XDG_RUNTIME_DIR (and config and data folders), so it neither warns nor
// touches the user's settings or autosave.

#include <gtest/gtest.h>

#include <QApplication>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

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
        result = RUN_ALL_TESTS();
    }
    if (haveRuntimeDir) {
        std::error_code ignored;
        std::filesystem::remove_all(runtimeDir, ignored);
    }
    return result;
}
