#include "jasta/pilots/game_runner.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <thread>

#include "jasta/pilots/autonomous.hpp"

namespace jasta {

void DecisionTimes::add(double seconds) {
    ++count;
    totalSeconds += seconds;
    maxSeconds = std::max(maxSeconds, seconds);
}

void DecisionTimes::merge(const DecisionTimes& other) {
    count += other.count;
    totalSeconds += other.totalSeconds;
    maxSeconds = std::max(maxSeconds, other.maxSeconds);
}

namespace {

// The seat (index into `seats`) of each airplane of `scenario`: the seat
// that names it, else for an airplane nobody flies (`autonomous`, MODE-10)
// the seat in `autonomous` of its side, else the first seat of its side.
std::map<std::string, std::size_t, std::less<>> seatOfAircraft(const Scenario& scenario,
                                                               const std::vector<PilotSeat>& seats,
                                                               const std::map<Side, std::size_t>& autonomous) {
    std::map<std::string, std::size_t, std::less<>> seatOf;
    for (const auto& airplane : scenario.aircraft) {
        std::optional<std::size_t> named, sideSeat;
        for (std::size_t i = 0; i < seats.size(); ++i) {
            if (seats[i].pilot == nullptr) throw std::invalid_argument("a seat has no pilot");
            if (seats[i].aircraft == airplane.id) {
                if (seats[i].side != airplane.side)
                    throw std::invalid_argument("the seat of \"" + airplane.id + "\" sees the side \"" +
                                                std::string(nameOf(seats[i].side)) + "\", not its own");
                named = i;
                break;
            }
            if (seats[i].aircraft.empty() && seats[i].side == airplane.side && !sideSeat) sideSeat = i;
        }
        const auto own = autonomous.find(airplane.side);
        const std::optional<std::size_t> chosen = named                                            ? named
                                                  : airplane.autonomous && own != autonomous.end() ? own->second
                                                                                                   : sideSeat;
        if (!chosen) throw std::invalid_argument("no pilot flies \"" + airplane.id + "\"");
        seatOf[airplane.id] = *chosen;
    }
    return seatOf;
}

}  // namespace

GameRun runGame(const Engine& engine, const Scenario& scenario, const std::string& rulesetId, std::uint64_t seed,
                const std::vector<PilotSeat>& givenSeats, int turnCap) {
    // The airplanes nobody flies (MODE-10) that no seat names get an
    // autonomous pilot of their side, seeded apart from every other pilot.
    std::vector<PilotSeat> seats = givenSeats;
    std::vector<std::unique_ptr<Pilot>> autonomousPilots;
    std::map<Side, std::size_t> autonomousSeat;
    for (const auto& airplane : scenario.aircraft) {
        if (!airplane.autonomous || autonomousSeat.contains(airplane.side)) continue;
        const bool named = std::any_of(givenSeats.begin(), givenSeats.end(),
                                       [&](const PilotSeat& seat) { return seat.aircraft == airplane.id; });
        if (named) continue;
        autonomousPilots.push_back(
            makeAutonomousPilot({engine, airplane.side, autonomousPilotSeed(seed, airplane.side)}));
        autonomousSeat[airplane.side] = seats.size();
        seats.push_back({airplane.side, autonomousPilots.back().get(), ""});
    }
    const auto seatOf = seatOfAircraft(scenario, seats, autonomousSeat);
    GameRun run;
    run.times.resize(seats.size());
    Rng rng(seed);
    run.state = newGame(engine, scenario, rulesetId, rng).state;
    while (run.state.stage != Stage::Over && run.state.turn <= turnCap) {
        const auto decisions = pending(run.state);
        if (decisions.empty()) throw std::logic_error("the engine waits for no decision in a game that is not over");
        const Decision& decision = decisions.front();
        const auto seat = seatOf.find(decision.aircraft);
        if (seat == seatOf.end()) throw std::invalid_argument("no pilot flies \"" + decision.aircraft + "\"");
        const PilotSeat& pilotSeat = seats[seat->second];
        // The view of the deciding airplane's seat: its side, or in DeathMatch
        // its own pilot (MODE-01), even when one seat flies several airplanes.
        const SeatView view(run.state, seatDeciding(run.state, decision.aircraft, pilotSeat.side));
        const auto start = std::chrono::steady_clock::now();
        Command command = pilotSeat.pilot->decide(view, decision);
        run.times[seat->second].add(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        try {
            run.state = apply(engine, std::move(run.state), command, rng).state;
        } catch (const CommandError& error) {
            throw PilotError("the pilot of \"" + decision.aircraft + "\" gave a command the engine refused (turn " +
                             std::to_string(run.state.turn) + "): " + error.what());
        }
        run.commands.push_back(std::move(command));
    }
    run.capped = run.state.stage != Stage::Over;
    run.result = run.capped ? "draw" : run.state.result;
    run.turns = std::min(run.state.turn, turnCap);
    run.endHash = stateHash(run.state, rng);
    run.times.resize(givenSeats.size());  // the autonomous pilots are nobody's seat
    return run;
}

Scenario fairSetup(const Scenario& scenario, Rng& rng) {
    const double cx = scenario.tableWidth / 2;
    const double cy = scenario.tableHeight / 2;
    std::vector<std::pair<double, double>> points;  // every airplane, field and objective centre, mm
    points.reserve(scenario.aircraft.size() + scenario.landingFields.size() + scenario.targets.size());
    for (const auto& airplane : scenario.aircraft) points.emplace_back(airplane.x, airplane.y);
    for (const auto& field : scenario.landingFields) points.emplace_back(field.x, field.y);
    for (const auto& target : scenario.targets) points.emplace_back(target.x, target.y);
    // The heading convention (0 = +y, clockwise positive): turning the set-up
    // by `degrees` clockwise about the centre.
    auto turned = [&](double x, double y, double degrees) {
        const double r = degrees * M_PI / 180.0;
        const double dx = x - cx, dy = y - cy;
        return std::pair{cx + dx * std::cos(r) + dy * std::sin(r), cy - dx * std::sin(r) + dy * std::cos(r)};
    };
    // The shifts that keep every point kSetupMarginMm inside, for a turn: [lo, hi] per axis.
    struct Room {
        double loX, hiX, loY, hiY;
    };
    auto roomFor = [&](double degrees) {
        double minX = std::numeric_limits<double>::max(), maxX = std::numeric_limits<double>::lowest();
        double minY = minX, maxY = maxX;
        for (const auto& [x, y] : points) {
            const auto [tx, ty] = turned(x, y, degrees);
            minX = std::min(minX, tx), maxX = std::max(maxX, tx), minY = std::min(minY, ty), maxY = std::max(maxY, ty);
        }
        return Room{kSetupMarginMm - minX, scenario.tableWidth - kSetupMarginMm - maxX, kSetupMarginMm - minY,
                    scenario.tableHeight - kSetupMarginMm - maxY};
    };
    constexpr int kTries = 16;
    constexpr std::uint64_t kTenthsOfDegree = 3600;  // turns are drawn in tenths of a degree
    double degrees = 0;
    Room room = roomFor(0);
    for (int attempt = 0; attempt < kTries; ++attempt) {
        const double candidate = static_cast<double>(rng.below(kTenthsOfDegree)) / 10.0;
        const Room r = roomFor(candidate);
        if (r.loX <= r.hiX && r.loY <= r.hiY) {
            degrees = candidate, room = r;
            break;
        }
    }
    // A draw in [lo, hi] in whole millimetres; 0 when the scenario itself does not keep the margin.
    auto shift = [&](double lo, double hi) {
        if (lo > hi) return 0.0;
        const double first = std::ceil(lo);
        const auto span = static_cast<std::uint64_t>(std::max(0.0, std::floor(hi) - first)) + 1;
        return first + static_cast<double>(rng.below(span));
    };
    const double sx = shift(room.loX, room.hiX);
    const double sy = shift(room.loY, room.hiY);
    Scenario moved = scenario;
    // Everything on the table turns and shifts as one piece.
    const auto move = [&](auto& thing) {
        const auto [x, y] = turned(thing.x, thing.y, degrees);
        thing.x = x + sx, thing.y = y + sy;
        thing.heading = normalizeHeading(thing.heading + degrees);
    };
    for (auto& airplane : moved.aircraft) move(airplane);
    for (auto& field : moved.landingFields) move(field);
    for (auto& target : moved.targets) move(target);
    return moved;
}

std::string winningSide(const GameState& state) {
    if (state.stage != Stage::Over) return "draw";
    if (const auto* pilot = state.find(state.result)) return std::string(nameOf(pilot->side));
    return state.result;
}

namespace {

struct GameOutcome {
    std::string result;  // side name or "draw"
    bool capped = false;
    bool swapped = false;  // pilot B flew the first side
    DecisionTimes timesA, timesB;
};

// A tournament's game seed stream and its set-up stream, apart from each other.
constexpr std::uint64_t kSetupStream = 0x5E7;

GameOutcome playOne(const Engine& engine, const Scenario& scenario, const std::string& rulesetId,
                    const TournamentOptions& options, Side first, Side second, int index) {
    GameOutcome outcome;
    outcome.swapped = index % 2 == 1;
    const std::uint64_t seed = deriveSeed(options.seed, static_cast<std::uint64_t>(index));
    Rng setupRng(deriveSeed(seed, kSetupStream));
    const Scenario setup = fairSetup(scenario, setupRng);
    const std::string& firstPilot = outcome.swapped ? options.pilotB : options.pilotA;
    const std::string& secondPilot = outcome.swapped ? options.pilotA : options.pilotB;
    auto pilotOne = makePilot(firstPilot, {engine, first, pilotSeed(seed, first)});
    auto pilotTwo = makePilot(secondPilot, {engine, second, pilotSeed(seed, second)});
    const std::vector<PilotSeat> seats{{first, pilotOne.get(), ""}, {second, pilotTwo.get(), ""}};
    GameRun run = runGame(engine, setup, rulesetId, seed, seats, options.turnCap);
    outcome.result = winningSide(run.state);  // "draw" when capped: the game is not over
    outcome.capped = run.capped;
    outcome.timesA = run.times[outcome.swapped ? 1 : 0];
    outcome.timesB = run.times[outcome.swapped ? 0 : 1];
    return outcome;
}

}  // namespace

TournamentResult runTournament(const Engine& engine, const Scenario& scenario, const std::string& rulesetId,
                               const TournamentOptions& options) {
    for (const auto* name : {&options.pilotA, &options.pilotB})
        if (findPilot(*name) == nullptr)
            throw std::invalid_argument("no pilot \"" + *name + "\" (the pilots are: " + pilotNames() + ")");
    std::vector<Side> sides;
    for (const auto& airplane : scenario.aircraft)
        if (std::find(sides.begin(), sides.end(), airplane.side) == sides.end()) sides.push_back(airplane.side);
    if (sides.size() != 2)
        throw std::invalid_argument("the scenario \"" + scenario.id + "\" has " + std::to_string(sides.size()) +
                                    " sides; a tournament needs two");
    if (options.games < 0) throw std::invalid_argument("the number of games must be 0 or more");

    std::vector<GameOutcome> outcomes(static_cast<std::size_t>(options.games));
    std::vector<std::string> errors(static_cast<std::size_t>(std::max(1, options.jobs)));
    const int jobs = std::clamp(options.jobs, 1, std::max(1, options.games));
    // Each worker takes the games index % jobs == worker: the games do not
    // depend on who plays them, so neither do the results.
    auto work = [&](int worker) {
        try {
            for (int i = worker; i < options.games; i += jobs)
                outcomes[static_cast<std::size_t>(i)] =
                    playOne(engine, scenario, rulesetId, options, sides[0], sides[1], i);
        } catch (const std::exception& error) {
            errors[static_cast<std::size_t>(worker)] = error.what();
        }
    };
    std::vector<std::thread> threads;
    threads.reserve(static_cast<std::size_t>(jobs - 1));
    for (int worker = 1; worker < jobs; ++worker) threads.emplace_back(work, worker);
    work(0);
    for (auto& thread : threads) thread.join();
    for (const auto& error : errors)
        if (!error.empty()) throw PilotError(error);

    TournamentResult result;
    result.games = options.games;
    result.pilots.push_back({options.pilotA, 0, 0, 0, {}});
    if (options.pilotB != options.pilotA) result.pilots.push_back({options.pilotB, 0, 0, 0, {}});
    PilotScore& a = result.pilots.front();
    PilotScore& b = result.pilots.back();
    const std::string firstName(nameOf(sides[0]));
    for (const auto& outcome : outcomes) {
        if (outcome.capped) ++result.capped;
        a.times.merge(outcome.timesA);
        b.times.merge(outcome.timesB);
        if (outcome.result == "draw") {
            ++a.draws, ++b.draws;
            continue;
        }
        // A flew the first side unless swapped.
        const bool aWon = (outcome.result == firstName) != outcome.swapped;
        ++(aWon ? a.wins : a.losses);
        ++(aWon ? b.losses : b.wins);
    }
    return result;
}

}  // namespace jasta
