// jasta-cli: the headless tool on top of the rules core.

#include <iostream>
#include <string_view>
#include <vector>

#include "run_cli.hpp"

int main(int argc, char** argv) {
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    return jasta::cli::runCli(args, std::cout, std::cerr);
}
