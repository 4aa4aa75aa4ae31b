// jasta-cli: the headless tool on top of the rules core.

#include <iostream>
#include <string_view>
#include <vector>

#include "cli_support.hpp"
#include "commands.hpp"
#include "jasta/version.hpp"

namespace {

void printUsage(std::ostream& out) {
    out << "usage: jasta-cli COMMAND [OPTIONS]\n"
           "\n"
           "commands:\n"
           "  validate [--data DIR]   check every data file and the references between them\n"

           "  --version               print the version\n";
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        printUsage(args.empty() ? std::cerr : std::cout);
        return args.empty() ? jasta::cli::kExitUsage : jasta::cli::kExitOk;
    }
    if (args[0] == "--version") {
        std::cout << "jasta-cli " << jasta::kVersion << '\n';
        return jasta::cli::kExitOk;
    }
    const std::span<const std::string_view> rest(args.data() + 1, args.size() - 1);
    try {
        if (args[0] == "validate") return jasta::cli::runValidate(rest, std::cout, std::cerr);
    } catch (const jasta::cli::UsageError& error) {
        std::cerr << "jasta-cli " << args[0] << ": " << error.what() << '\n';
        printUsage(std::cerr);
        return jasta::cli::kExitUsage;
    } catch (const std::exception& error) {
        std::cerr << "jasta-cli: " << error.what() << '\n';
        return jasta::cli::kExitBadData;
    }
    std::cerr << "jasta-cli: unknown command \"" << args[0] << "\"\n";
    printUsage(std::cerr);
    return jasta::cli::kExitUsage;
}
