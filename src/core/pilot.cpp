#include "jasta/pilots/pilot.hpp"

#include <map>
#include <stdexcept>

#include "jasta/game/script.hpp"
#include "jasta/pilots/autonomous.hpp"
#include "jasta/pilots/autopilot.hpp"
#include "jasta/pilots/search_pilots.hpp"

namespace jasta {

namespace {

// The plain autopilot as a pilot: choosePlan's plan (nearest a firing spot
// behind the closest enemy, on the table), and for everything else what a
// table expects when nobody says otherwise (scriptedCommand's defaults: the
// first tail offered, the plan kept after a reveal, every weapon at its best
// target). It needs no chance, so it keeps no generator.
class GreedyPilot final : public Pilot {
public:
    explicit GreedyPilot(const Engine& engine) : m_engine(engine) {}

    Command decide(const SeatView& view, const Decision& decision) override {
        if (decision.kind == DecisionKind::Plan) {
            Plan plan = planOrFallback(m_engine, view.state(), decision.aircraft);
            PlanChoice choice{decision.aircraft, plan, {}};
            const AircraftState* self = view.state().find(decision.aircraft);
            const AircraftState* enemy = self != nullptr ? nearestEnemy(view.state(), *self) : nullptr;
            choice.reasons.push_back({PlanMotive::Closing, enemy != nullptr ? enemy->id : "", 0, -1, 0, 0});
            remember(std::move(choice));
            return SubmitPlan{decision.aircraft, plan};
        }
        if (decision.kind == DecisionKind::Drop) return chooseDrop(m_engine, view.state(), decision.aircraft);
        if (decision.kind == DecisionKind::Flak) return chooseFlak(m_engine, view.state(), decision);
        // Never nullopt for a tail, reorder or fire decision (script.hpp).
        return *scriptedCommand(nullptr, view.state(), decision);
    }

private:
    const Engine& m_engine;
};

}  // namespace

std::optional<PlanChoice> Pilot::lastChoice(std::string_view aircraftId) const {
    const auto found = m_choices.find(aircraftId);
    if (found == m_choices.end()) return std::nullopt;
    return found->second;
}

void Pilot::remember(PlanChoice choice) {
    std::string aircraft = choice.aircraft;
    m_choices.insert_or_assign(std::move(aircraft), std::move(choice));
}

const std::vector<PilotInfo>& pilotRegistry() {
    static const std::vector<PilotInfo> kPilots{
        {"greedy", "flies to the spot behind the nearest enemy, takes every tail and every shot offered",
         [](const PilotSetup& setup) { return std::make_unique<GreedyPilot>(setup.engine); }},
        {"novice",
         "works down a short list: a short-range shot, a tail, away from a tail, height, its wingman, closing in",
         makeNovicePilot},
        {"veteran", "weighs every plan on the damage it expects to deal and take against every plan of the enemy",
         makeVeteranPilot},
        {"ace",
         "as the veteran, expecting the enemy's best answers, and minding the next turn, its tails and its own damage",
         makeAcePilot},
        {"autonomous",
         "an airplane nobody flies (MODE-10/11): eight of its cards drawn at random, every gun at the nearest target",
         makeAutonomousPilot},
    };
    return kPilots;
}

const PilotInfo* findPilot(std::string_view name) {
    for (const auto& info : pilotRegistry())
        if (info.name == name) return &info;
    return nullptr;
}

std::string pilotNames() {
    std::string names;
    for (const auto& info : pilotRegistry()) {
        if (!names.empty()) names += ", ";
        names += info.name;
    }
    return names;
}

std::unique_ptr<Pilot> makePilot(std::string_view name, const PilotSetup& setup) {
    const PilotInfo* info = findPilot(name);
    if (info == nullptr)
        throw std::invalid_argument("no pilot \"" + std::string(name) + "\" (the pilots are: " + pilotNames() + ")");
    return info->make(setup);
}

std::uint64_t pilotSeed(std::uint64_t gameSeed, Side seat) {
    // A stream of its own ("seat" in hex speak), then one seed per side.
    constexpr std::uint64_t kPilotStream = 0x5EA7;
    return deriveSeed(deriveSeed(gameSeed, kPilotStream), static_cast<std::uint64_t>(seat));
}

}  // namespace jasta
