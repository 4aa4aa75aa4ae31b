// jasta-cli replay FILE [--verify] [--to TURN.PHASE] [--json] [--data DIR]
// Re-runs a saved game through the turn engine. --verify: exit 0 when every
// recorded state hash matches, 3 naming the first phase that differs. --to:
// stop at the end of that phase (1.0 = the start). --json: print the state
// there as JSON; otherwise a short summary. A bad file: exit 2 with
// `file:/pointer: message`.

#include <charconv>
#include <iomanip>
#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "commands.hpp"
#include "jasta/game/replay.hpp"

namespace jasta::cli {

namespace {

struct TurnPhase {
    int turn = 0;
    int phase = 0;
};

TurnPhase parseTurnPhase(std::string_view text) {
    TurnPhase point;
    const auto dot = text.find('.');
    const auto whole = [](std::string_view part, int& into) {
        const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), into);
        return error == std::errc() && end == part.data() + part.size() && !part.empty();
    };
    if (dot == std::string_view::npos || !whole(text.substr(0, dot), point.turn) ||
        !whole(text.substr(dot + 1), point.phase) || point.turn < 1 || point.phase < 0 || point.phase > 3)
        throw UsageError("--to takes TURN.PHASE, e.g. 3.2 (phase 1 to 3; 1.0 is the start)");
    return point;
}

void printSummary(std::ostream& out, const Replay& replay, const ReplayStep& step, const GamePoint& point) {
    const SavedGame& save = replay.save();
    out << save.scenario.name << " (" << save.scenario.id << "), rule set " << save.ruleSet.id << ", seed " << save.seed
        << ", saved by Jasta " << save.programVersion << "\n";
    out << replay.appliedCommands() << " commands, " << (replay.steps().size() - 1) << " phases\n";
    const GameState& state = point.state;
    if (step.phase == 0)
        out << "at the start of the game";
    else
        out << "at the end of turn " << step.turn << ", phase " << step.phase;
    out << " (" << nameOf(state.stage) << "), state hash " << step.hash << "\n";
    for (const auto& airplane : state.aircraft)
        out << "  " << std::left << std::setw(12) << airplane.id << ' ' << std::setw(20) << airplane.type << ' '
            << std::setw(10) << nameOf(airplane.status) << " damage " << airplane.damage << ", altitude "
            << airplane.altitude << ", at (" << std::fixed << std::setprecision(1) << airplane.pose.x << ", "
            << airplane.pose.y << ") heading " << airplane.pose.heading << std::defaultfloat << "\n";
    if (state.stage == Stage::Over) out << "result: " << state.result << "\n";
}

}  // namespace

int runReplay(std::span<const std::string_view> args, std::ostream& out, std::ostream& err) {
    const Arguments arguments(args, {"--to", "--data"}, {"--verify", "--json"});
    if (arguments.positional().size() != 1) throw UsageError("name one save file");
    const std::string file = arguments.positional().front();
    std::optional<TurnPhase> to;
    if (auto text = arguments.value("--to")) to = parseTurnPhase(*text);
    const GameData data = loadData(arguments);

    const SavedGame save = readSaveFile(file, data);  // SaveError: exit 2
    // A format 3 save carries its data and replays on it; an older one can
    // only replay on the data folder, which may have changed since.
    const std::string now = dataHash(data, save.scenario);
    if (save.formatVersion >= 3 && dataHash(*save.data, save.scenario) != now)
        err << "jasta-cli replay: note: the data in " << arguments.value("--data").value_or("the data folder")
            << " has changed since " << file << " was played; it replays with the data it carries\n";
    else if (save.formatVersion < 3 && !save.dataHash.empty() && now != save.dataHash)
        err << "jasta-cli replay: warning: " << file << " was saved with other data (data hash " << save.dataHash
            << ", now " << now << "); the replay may differ\n";
    const Replay replay(data, save);
    const auto& problem = replay.problem();
    const auto& mismatch = replay.mismatch();
    // A phase the replay reached with another hash came before any refused
    // command: it is where the games part, the refusal only follows from it.
    const bool partedFirst = mismatch && !mismatch->actual.empty();
    if (problem && !(arguments.flag("--verify") && partedFirst)) {
        err << "jasta-cli: " << problem->toString() << '\n';
        return kExitBadData;
    }
    if (mismatch) {
        if (arguments.flag("--verify")) {
            err << "jasta-cli: " << file << ": state hash mismatch at " << mismatch->describe() << '\n';
            if (problem) err << "jasta-cli: the replay then stops: " << problem->toString() << '\n';
            return kExitMismatch;
        }
        err << "jasta-cli replay: warning: " << file << ": state hash mismatch at " << mismatch->describe() << '\n';
    }

    std::size_t step = replay.steps().size() - 1;
    if (to) {
        const auto found = replay.findStep(to->turn, to->phase);
        if (!found)
            throw InputError(file + ": the game has no turn " + std::to_string(to->turn) + ", phase " +
                             std::to_string(to->phase) + " (it ends at turn " +
                             std::to_string(replay.steps().back().turn) + ", phase " +
                             std::to_string(replay.steps().back().phase) + ")");
        step = *found;
    }
    // Without --to: the state after the last command, where the game goes on.
    const GamePoint point = to ? replay.stateAt(step) : replay.end();
    if (arguments.flag("--json")) {
        out << toJson(point.state).dump() << '\n';
    } else {
        ReplayStep shown = replay.steps()[step];
        if (!to)
            shown = {point.state.turn, point.state.phase, replay.appliedCommands(), replay.events().size(),
                     stateHash(point.state, point.rng)};
        printSummary(out, replay, shown, point);
        if (arguments.flag("--verify"))
            out << "verified: " << save.hashes.size() << " phase hashes"
                << (save.endHash.empty() ? "" : " and the end hash") << " match\n";
    }
    return kExitOk;
}

}  // namespace jasta::cli
