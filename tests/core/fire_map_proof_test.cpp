// The plan-pair fire map against the engine on every distinct place pair of
// the WW1 duel drawn together (the benchmark's case), not a sample: each
// place flown with flyCard from a plan that reaches it, each weapon asked
// with checkShot. Label "proof": about 1.3 million shots, seconds in a
// Release build, minutes in a debug one.

#include <gtest/gtest.h>

#include "flying_fixture.hpp"
#include "jasta/game/game.hpp"
#include "jasta/pilots/fire_map.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/overlap.hpp"

namespace jasta::test {
namespace {

// Each distinct place of `side` after `phase` cards, flown from the first plan that reaches it.
std::vector<AircraftState> flownPlaces(const RuleOptions& rules, const GameState& game, const FireMapSide& side,
                                       int phase) {
    const auto k = static_cast<std::size_t>(phase - 1);
    const AircraftState& start = *game.find(side.aircraft);
    const Flyer flyer = flyerOf(shippedData(), start, rules);
    std::vector<AircraftState> places(side.places[k].size());
    std::vector<bool> done(places.size(), false);
    for (std::size_t plan = 0; plan < side.plans.size(); ++plan) {
        const std::uint32_t at = side.placeOf[k][plan];
        if (done[at]) continue;
        done[at] = true;
        AircraftState state = start;
        startTurn(state);
        for (int card = 1; card <= phase; ++card) flyCard(flyer, state, side.plans[plan].plan, card, {}, game.table);
        places[at] = state;
    }
    return places;
}

TEST(FireMapProof, EveryPlacePairOfTheWw1DuelAsTheEngine) {
    const GameData& data = shippedData();
    const auto rules = presetRules("ww1-standard");
    GameState game;
    game.table = {900, 900};
    for (auto [id, type, pose] : {std::tuple{"spad", "spad_xiii", Pose{450, 300, 0}},
                                  std::tuple{"albatros", "albatros_d3", Pose{450, 600, 180}}}) {
        AircraftState state = airplane(type, pose, 2, 0);
        state.id = id;
        game.aircraft.push_back(state);
    }
    const FireMap map = buildFireMap(data, rules, game, "spad", "albatros");
    int mismatches = 0;
    std::size_t shots = 0;
    for (int phase = 1; phase <= 3; ++phase) {
        const auto placesA = flownPlaces(rules, game, map.a(), phase);
        const auto placesB = flownPlaces(rules, game, map.b(), phase);
        std::vector<AircraftState> both(2);
        for (std::size_t i = 0; i < placesA.size(); ++i) {
            both[0] = placesA[i];
            for (std::size_t j = 0; j < placesB.size(); ++j) {
                both[1] = placesB[j];
                const auto overlaps = findOverlaps(both, data, rules.overlapShape);
                for (const auto direction : {FireDirection::AOnB, FireDirection::BOnA}) {
                    const bool aShoots = direction == FireDirection::AOnB;
                    const AircraftState& shooter = both[aShoots ? 0 : 1];
                    const AircraftState& target = both[aShoots ? 1 : 0];
                    const auto& weapons = data.aircraftType(shooter.type)->weapons;
                    for (std::size_t w = 0; w < weapons.size(); ++w) {
                        const ShotCheck shot = checkShot(data, rules, shooter, weapons[w], target, both, overlaps);
                        const Range engine = shot.canFire ? shot.range : Range::Out;
                        shots += engine != Range::Out ? 1 : 0;
                        if (map.placeWeaponShot(phase, direction, w, i, j) != engine && ++mismatches <= 10)
                            ADD_FAILURE() << "phase " << phase << ", places " << i << " x " << j << ", " << shooter.id
                                          << " weapon " << w;
                    }
                }
            }
        }
    }
    EXPECT_EQ(mismatches, 0);
    std::size_t mapped = 0;
    for (int phase = 1; phase <= 3; ++phase) mapped += map.stats(phase).shots;
    EXPECT_EQ(shots, mapped);
    EXPECT_GT(shots, 10000U);
}

}  // namespace
}  // namespace jasta::test
