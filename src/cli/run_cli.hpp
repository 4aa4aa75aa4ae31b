#pragma once
// Runs one jasta-cli command line (without the program name). Exit codes:
// 0 success, 1 usage error, 2 bad input or data, 3 replay mismatch (later).

#include <ostream>
#include <span>
#include <string_view>

namespace jasta::cli {

int runCli(std::span<const std::string_view> args, std::ostream& out, std::ostream& err);

}  // namespace jasta::cli
