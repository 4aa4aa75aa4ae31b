// main() of the app tests: a QApplication exists before any test runs.
// Qt runs offscreen (no display needed) and gets a private 0700
// XDG_RUNTIME_DIR, so it neither warns nor touches the user's.

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
    if (haveRuntimeDir) qputenv("XDG_RUNTIME_DIR", QByteArray::fromStdString(runtimeDir));

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
