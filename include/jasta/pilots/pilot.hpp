#pragma once
// A computer pilot: answers every decision of its seat (a plan, a tail, a
// reorder after the tailing reveal, a fire order) with a command, from what
// the seat may see (SeatView) and nothing else. It never holds the game's
// Rng: a pilot that needs chance (an autonomous airplane's own shuffled
// deck and draws, MODE-10/11; a random pick among equal plans) keeps its own
// generator, seeded from PilotSetup::seed (per game and seat), so a game
// stays reproducible from its seed and its commands alone.
//
// Pilots are made by name from one registry (pilotRegistry), so the CLI's
// tournament and the app's seat choice list and create the same ones.

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/names.hpp"
#include "jasta/game/game.hpp"
#include "jasta/pilots/seat_view.hpp"

namespace jasta {

// What a pilot is made with for one game.
struct PilotSetup {
    const Engine& engine;    // the game's data and rule options: public, the same for every seat
    Side seat;               // the side whose airplanes it flies (the view it will be given)
    std::uint64_t seed = 0;  // for its own generator; derive it per game and seat (pilotSeed)
};

// Why a computer pilot chose a plan, as facts (teaching mode shows them,
// issue 18); pilot_words.hpp turns them into words. Most important first.
enum class PlanMotive : std::uint8_t {
    ShortShot,       // a short-range shot at `target` in `phase`
    LongShot,        // a long-range shot at `target` in `phase`
    OnTail,          // ends the turn where it can tail `target` (TAIL-01)
    EscapeTail,      // `target` could tail it; the plan gets away
    OutOfArc,        // out of `target`'s arc in `phase`
    AltitudeEdge,    // keeps or gains height over `target`
    StayTogether,    // closes on its own side's airplane `target`
    StayOnTable,     // every other plan ends too near the table's edge
    ExpectedDamage,  // the search's expected damage, dealt and taken
    Closing,         // no shot to be had: nearest the spot behind `target`
    DrawnCards,      // an autonomous airplane's cards, drawn at random (MODE-10)
};
inline constexpr auto kPlanMotiveNames = nameTable<PlanMotive>({{PlanMotive::ShortShot, "short_shot"},
                                                                {PlanMotive::LongShot, "long_shot"},
                                                                {PlanMotive::OnTail, "on_tail"},
                                                                {PlanMotive::EscapeTail, "escape_tail"},
                                                                {PlanMotive::OutOfArc, "out_of_arc"},
                                                                {PlanMotive::AltitudeEdge, "altitude_edge"},
                                                                {PlanMotive::StayTogether, "stay_together"},
                                                                {PlanMotive::StayOnTable, "stay_on_table"},
                                                                {PlanMotive::ExpectedDamage, "expected_damage"},
                                                                {PlanMotive::Closing, "closing"},
                                                                {PlanMotive::DrawnCards, "drawn_cards"}});
constexpr const auto& nameTableOf(PlanMotive) {
    return kPlanMotiveNames;
}

struct PlanReason {
    PlanMotive motive = PlanMotive::Closing;
    std::string target;  // the airplane the reason is about; "" none
    int phase = 0;       // 1..3; 0: the whole turn
    // The share (0..1) of the opponents' possible plans in which it holds;
    // negative: not counted (a reason about the airplane's own plan only).
    double share = -1;
    double dealt = 0, taken = 0;  // ExpectedDamage: expected damage points this turn
    bool operator==(const PlanReason&) const = default;
};

struct PlanChoice {
    std::string aircraft;
    Plan plan;
    std::vector<PlanReason> reasons;
    bool operator==(const PlanChoice&) const = default;
};

class Pilot {
public:
    Pilot() = default;
    Pilot(const Pilot&) = delete;
    Pilot& operator=(const Pilot&) = delete;
    Pilot(Pilot&&) = delete;
    Pilot& operator=(Pilot&&) = delete;
    virtual ~Pilot() = default;

    // The command for `decision`, one of view.decisions(). It must be one the
    // engine takes (a legal plan where there is one, a target from
    // decision.options or a hold...). The caller measures how long this takes
    // (a pilot that thinks against the clock reads its own).
    virtual Command decide(const SeatView& view, const Decision& decision) = 0;

    // Why it chose the last plan it gave for `aircraftId`; nullopt when it
    // gave none yet or does not say.
    [[nodiscard]] std::optional<PlanChoice> lastChoice(std::string_view aircraftId) const;

protected:
    // Keeps `choice` as the last choice of its airplane (call it from decide).
    void remember(PlanChoice choice);

private:
    std::map<std::string, PlanChoice, std::less<>> m_choices;  // by airplane id
};

struct PilotInfo {
    std::string_view name;     // as the CLI and the app spell it: "greedy"
    std::string_view summary;  // one line for lists and --help
    std::function<std::unique_ptr<Pilot>(const PilotSetup&)> make;
};

// Every pilot there is, in the order lists show them.
const std::vector<PilotInfo>& pilotRegistry();
// The entry called `name`; null when there is none.
const PilotInfo* findPilot(std::string_view name);
// "greedy, ..." for messages.
std::string pilotNames();
// Makes the pilot `name`; throws std::invalid_argument naming the known pilots
// when there is no such pilot.
std::unique_ptr<Pilot> makePilot(std::string_view name, const PilotSetup& setup);

// A seed for the pilot of `seat` in the game played with `gameSeed`: never
// the game's own stream (splitmix64 of both).
std::uint64_t pilotSeed(std::uint64_t gameSeed, Side seat);

}  // namespace jasta
