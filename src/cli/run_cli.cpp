// The jasta-cli dispatcher: picks the command, maps errors to exit codes.
// In a library so that the tests run the real commands in-process.

#include <string_view>
#include <vector>

#include "cli_support.hpp"
#include "commands.hpp"
#include "jasta/pilots/pilot.hpp"
#include "jasta/state/plan.hpp"
#include "jasta/version.hpp"
#include "run_cli.hpp"

namespace jasta::cli {

namespace {

void printUsage(std::ostream& out) {
    out << "usage: jasta-cli COMMAND [OPTIONS]\n"
           "\n"
           "commands:\n"
           "  validate [--data DIR]   check every data file and the references between them\n"
           "  move --scenario FILE|ID --aircraft ID --cards N1,N2,N3 [--speeds fast,slow,fast]\n"
           "       [--declare "
        << nameList(kAnnouncedDeclarations, "|", "|")
        << "] [--ruleset ID] [--data DIR]\n"
           "                          check one airplane's plan and print its pose after each card (JSON)\n"
           "  check --scenario FILE|ID [--ruleset ID] [--data DIR]\n"
           "                          who can fire at whom (every weapon) and who can tail whom, as placed (JSON)\n"
           "  play --scenario FILE|ID --plans FILE --seed N [--ruleset ID] [--save OUT] [--data DIR]\n"
           "                          play turns from a plans file; prints the events (JSON lines) and the final "
           "state;\n"
           "                          --save writes the game as a .jasta save\n"
           "  replay FILE [--verify] [--to TURN.PHASE] [--json] [--data DIR]\n"
           "                          re-run a saved game; --verify exits 3 at the first state hash that differs;\n"
           "                          --to stops at the end of that phase (1.0 = the start); --json prints the state\n"
           "  tournament --scenario FILE|ID --pilots A,B --games N --seed S [--jobs J] [--ruleset ID]\n"
           "       [--turn-cap T] [--data DIR]\n"
           "                          play N games between two computer pilots (\""
        << pilotNames()
        << "\"), sides swapped every\n"
           "                          other game, each from a fair set-up: the scenario's whole set-up turned and "
           "shifted\n"
           "                          at random; game i plays with a seed derived from S and i (the same results for "
           "any J);\n"
           "                          a game still going after T turns (100) is a draw; prints one JSON object:\n"
           "                          {\"games\": N, \"pilots\": {A: {wins, losses, draws, mean_decision_s, "
           "max_decision_s}, B: ...}}\n"
           "                          (one pilot on both sides: one entry counting both seats of every game)\n"
           "  rules coverage [--data DIR]\n"
           "                          print docs/rules-coverage.md: the rules Jasta plays and the tests that prove "
           "them\n"
           "  --version               print the version\n";
}

}  // namespace

int runCli(std::span<const std::string_view> args, std::ostream& out, std::ostream& err) {
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        printUsage(args.empty() ? err : out);
        return args.empty() ? kExitUsage : kExitOk;
    }
    if (args[0] == "--version") {
        out << "jasta-cli " << jasta::kVersion << '\n';
        return kExitOk;
    }
    const std::span<const std::string_view> rest(args.data() + 1, args.size() - 1);
    try {
        if (args[0] == "validate") return runValidate(rest, out, err);
        if (args[0] == "move") return runMove(rest, out, err);
        if (args[0] == "check") return runCheck(rest, out, err);
        if (args[0] == "play") return runPlay(rest, out, err);
        if (args[0] == "replay") return runReplay(rest, out, err);
        if (args[0] == "rules") return runRules(rest, out, err);
        if (args[0] == "tournament") return runTournament(rest, out, err);
    } catch (const UsageError& error) {
        err << "jasta-cli " << args[0] << ": " << error.what() << '\n';
        printUsage(err);
        return kExitUsage;
    } catch (const std::exception& error) {
        err << "jasta-cli: " << error.what() << '\n';
        return kExitBadData;
    }
    err << "jasta-cli: unknown command \"" << args[0] << "\"\n";
    printUsage(err);
    return kExitUsage;
}

}  // namespace jasta::cli
