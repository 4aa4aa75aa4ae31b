// MODE-01..09: the score of a game that keeps one (gameScore in game.hpp).

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "jasta/game/game.hpp"

namespace jasta {

namespace {

using Score = std::vector<std::pair<std::string, int>>;

// `points` for `team`, adding the team in first-seen order.
void add(Score& score, const std::string& team, int points) {
    const auto found = std::find_if(score.begin(), score.end(), [&](const auto& line) { return line.first == team; });
    if (found == score.end())
        score.emplace_back(team, points);
    else
        found->second += points;
}

// MODE-01..07: victories of each pilot (DeathMatch) or side, or the flags
// each side brought home (Capture the Flag).
Score modeScore(const GameState& state, const ModeState& mode) {
    Score score;
    const bool flags = mode.setting.kind == GameModeKind::CaptureTheFlag;
    for (const AircraftState& airplane : state.aircraft)
        add(score, teamOf(mode.setting, airplane), flags ? 0 : victoriesOf(mode, airplane.id));
    if (flags)
        for (auto& [team, points] : score)
            if (const auto captures = mode.captures.find(team); captures != mode.captures.end())
                points = captures->second;
    return score;
}

// MODE-09 and the scenario's objectives: each side's victory points.
Score pointsScore(const GameState& state, const Scoring& scoring) {
    Score score;
    for (const AircraftState& airplane : state.aircraft) add(score, std::string(nameOf(airplane.side)), 0);
    for (const Side side : sidesOf(state.era)) add(score, std::string(nameOf(side)), 0);
    for (auto& [team, points] : score) {
        const Side side = *parseName<Side>(team);
        for (const AircraftState& airplane : state.aircraft) {
            const bool enemy = airplane.side != side;
            if (airplane.shotDown()) points += enemy ? scoring.enemyDown : scoring.allyDown;
            if (enemy && airplane.leftTheGame()) points += scoring.enemyLeft;
        }
        for (const TargetState& target : state.targets) {
            if (target.side == side) continue;
            if (target.destroyed)
                points += scoring.targetDestroyed;
            else if (target.damage > 0 || target.flames > 0)
                points += scoring.targetDamaged;
            // A photograph counts once its camera got home: it was not shot down.
            const bool home =
                std::any_of(target.photographedBy.begin(), target.photographedBy.end(), [&](const std::string& id) {
                    const AircraftState* camera = state.find(id);
                    return camera != nullptr && camera->side == side && !camera->shotDown();
                });
            if (home) points += scoring.photograph;
        }
    }
    return score;
}

}  // namespace

std::vector<std::pair<std::string, int>> gameScore(const GameState& state) {
    Score score;
    if (state.mode)
        score = modeScore(state, *state.mode);
    else if (state.scoring)
        score = pointsScore(state, *state.scoring);
    std::stable_sort(score.begin(), score.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return score;
}

}  // namespace jasta
