#pragma once
// Runs jasta-cli in-process, on the shipped data, capturing what it prints.

#include <filesystem>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "run_cli.hpp"

namespace jasta::cli::test {

struct Run {
    int code;
    std::string out, err;
};

inline Run run(std::vector<std::string> words) {
    words.insert(words.end(), {"--data", JASTA_TEST_DATA_DIR});
    std::vector<std::string_view> args(words.begin(), words.end());
    std::ostringstream out, err;
    const int code = runCli(args, out, err);
    return {code, out.str(), err.str()};
}

// A fresh folder in the system's temporary folder, removed with its content
// when the test ends.
struct ScratchDir {
    explicit ScratchDir(const std::string& prefix)
        : path(std::filesystem::temp_directory_path() / (prefix + std::to_string(std::random_device{}()))) {
        std::filesystem::create_directories(path);
    }
    ~ScratchDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    std::filesystem::path path;
};

}  // namespace jasta::cli::test
