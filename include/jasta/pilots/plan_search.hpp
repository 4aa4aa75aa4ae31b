#pragma once
// The search under the computer pilots Novice, Veteran and Ace (issue 18):
// for one airplane about to plan, each of its legal plans against the legal
// plans each enemy could make this turn, summed up per plan and enemy as
// the pilots weigh them: the expected damage dealt and taken in each phase
// (the fixed-damage idea of seed 001's solo rules: the mean value of the cards a shot draws instead of a
// draw), the share of the enemy's plans that give a short-range or any shot
// either way, whether either could tail the other at the start of the next
// turn, and how the two stand at the end of the turn.
//
// Built on the plan-pair fire map (fire_map.hpp), so every shot counted is
// one the engine would allow after those cards. Sums over the enemy's
// plans are taken place by place (the expected damage of a phase depends
// only on where the two stand after it), so the cost is the fire map's
// place pairs, not its plan pairs.
//
// Only what the seat sees goes in: the caller passes a SeatView's state.
// An enemy's plans are those legalPlans gives for what the table shows of
// it; a card of its plan already shown (a tailing reveal) keeps only the
// plans that hold that card there.

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "jasta/game/game.hpp"
#include "jasta/rules/maneuvers.hpp"

namespace jasta {

// How an enemy's plans count against ours.
enum class EnemyModel {
    Uniform,      // each legal plan alike (Veteran, Novice)
    BestAnswers,  // weighted by how good each is for the enemy against ours (Ace)
};

struct SearchOptions {
    EnemyModel enemyModel = EnemyModel::Uniform;
    // BestAnswers: an enemy plan whose own expected gain is this many damage
    // points below its best counts e (2.718) times less.
    double answerSpread = 0.75;
};

// One own plan against one enemy. The shares are of the enemy's plans as
// weighted (they sum to 1); the damage is expected damage points.
struct PlanOutlook {
    std::array<double, 3> dealt{};      // by phase 1..3 (index 0..2): what our guns are expected to deal it
    std::array<double, 3> taken{};      // ... and its guns us
    std::array<double, 3> shortShot{};  // share in which we have a short-range shot at it
    std::array<double, 3> anyShot{};    // ... any shot at it
    std::array<double, 3> exposed{};    // ... it has a shot at us
    double tails = 0;                   // share in which we could tail it at the start of the next turn (estimate)
    double tailed = 0;                  // ... it could tail us
    double keepsTail = 0;               // we tail it this turn: share in which the tail still holds after phase 1
    double advantage = 0;               // the end positions, -1..1: +1 we point at it from behind, -1 the reverse
};

struct SearchEnemy {
    std::string id;
    std::size_t plans = 0;  // its legal plans that count (a revealed card keeps fewer)
    bool inReach = false;   // near enough for a shot or a tail this turn; otherwise every outlook is zero
};

class PlanSearch {
public:
    // `given` is what the seat of `aircraftId` sees. During a tailing
    // reorder (TAIL-03) the airplane stands as it was when it planned
    // (GameState::plannedAs). Throws std::invalid_argument when the airplane
    // is not in the game or the data does not know it.
    PlanSearch(const Engine& engine, const GameState& given, const std::string& aircraftId,
               const SearchOptions& options);

    [[nodiscard]] const std::string& aircraft() const { return m_aircraft; }
    // Its legal plans (legalPlans' order).
    [[nodiscard]] const std::vector<PlanOutcome>& plans() const { return m_plans; }
    [[nodiscard]] const std::vector<SearchEnemy>& enemies() const { return m_enemies; }
    [[nodiscard]] const PlanOutlook& outlook(std::size_t plan, std::size_t enemy) const;
    // The plan takes it out of play by the end of the turn (a crash, a landing, off the table),
    // or into a barrage net (BAL-08).
    [[nodiscard]] bool outOfPlay(std::size_t plan) const { return m_outOfPlay[plan]; }
    // Its distance to the nearest table edge at the end of the plan, mm (base centre).
    [[nodiscard]] double edgeDistance(std::size_t plan) const;
    // The index of `plan` among plans(), or plans().size() when it is not one.
    [[nodiscard]] std::size_t find(const Plan& plan) const;

private:
    std::string m_aircraft;
    TableSize m_table;
    std::vector<PlanOutcome> m_plans;
    std::vector<bool> m_outOfPlay;
    std::vector<SearchEnemy> m_enemies;
    std::vector<PlanOutlook> m_outlooks;  // plan-major: plan * enemies + enemy
};

// The expected damage points one card of `deck` (WW2: counter group) deals:
// the mean printed value over its physical cards (0 when the data has no
// such deck). The seat cannot know which cards are left in the pile.
double meanCardPoints(const GameData& data, Era era, char deck);

}  // namespace jasta
