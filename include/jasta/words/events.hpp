#pragma once
// The words of the log: the one place that turns an event's facts (ev::…,
// rules/event.hpp) into the plain English sentence the log, the replay's web
// page and jasta-cli show. The engine decides and records facts only; the
// translations will replace these words. Each kind's sentence is built from
// its facts and the names below, never from the state of the game.

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/rules/event.hpp"
#include "jasta/words/fire.hpp"

namespace jasta {

struct GameData;
struct GameState;

namespace words {

// The names a log sentence uses: each airplane's (its id when it has none),
// its weapons' from its airplane card, and whether it takes WW2 damage
// counters or WW1 cards. Copied from the game at the start, so a log can be
// worded long after (names never change during a game).
class EventNames {
public:
    EventNames() = default;
    EventNames(const GameData& data, const std::vector<AircraftState>& aircraft);
    // The airplanes of a game and what stands on its ground (issue 16): the
    // defences fire too (AA-02/03), under their names and their weapons'.
    EventNames(const GameData& data, const GameState& state);

    // The airplane's name, or the id itself for one the game does not know.
    [[nodiscard]] std::string airplane(std::string_view id) const;
    // The weapon's name on the airplane card, or its id.
    [[nodiscard]] std::string weapon(std::string_view airplane, std::string_view weapon) const;
    // WW2 airplanes are dealt damage counters, WW1 airplanes cards.
    [[nodiscard]] bool counters(std::string_view airplane) const;

private:
    struct Airplane {
        std::string name;
        bool counters = false;
        std::map<std::string, std::string, std::less<>> weapons;  // id -> name
    };
    std::map<std::string, Airplane, std::less<>> m_aircraft;
};

// The names a shot's sentence uses (words/fire.hpp), from the game's names.
ShotNames shotNames(const ShotCheck& shot, const EventNames& names);
// words::explainShot with the names of a game's airplanes and ground defences.
std::string explainShot(const ShotCheck& shot, const GameData& data, const GameState& state);

// The event's sentence for the log.
std::string describe(const Event& event, const EventNames& names);

}  // namespace words
}  // namespace jasta
