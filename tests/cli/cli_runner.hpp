#pragma once
// Runs jasta-cli in-process, on the shipped data, capturing what it prints.

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

}  // namespace jasta::cli::test
