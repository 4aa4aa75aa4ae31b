#pragma once
// The words of the lessons: the one place that turns what a check found
// (teaching/findings.hpp) into the sentence the learner reads, fills the
// author's {placeholders} with the numbers and names measured, and words a
// step's verdict. judgeStep and judgePlan decide with facts only and call
// wordChecks once at the end. It sits in the teaching group, beside the
// facts, because the words group may not include teaching (findings.hpp says
// why); the translations will replace these words.

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/teaching/findings.hpp"
#include "jasta/teaching/lesson.hpp"
#include "jasta/words/events.hpp"

namespace jasta {

struct GameData;

namespace words {

// The names a finding's sentence uses: each airplane's (its id when it has
// none), its weapons' (through EventNames) and its maneuver cards'. Copied
// from the game, so findings can be worded after the state is gone.
class LessonNames {
public:
    LessonNames() = default;
    LessonNames(const GameData& data, const std::vector<AircraftState>& aircraft);

    [[nodiscard]] const EventNames& events() const { return m_events; }
    // The airplane's name, or the id itself for one the game does not know.
    [[nodiscard]] std::string airplane(std::string_view id) const { return m_events.airplane(id); }
    // A card of the airplane's maneuver deck as the learner sees it:
    // "Bank right (6)"; "card (6)" when the deck has no card 6.
    [[nodiscard]] std::string card(std::string_view airplane, int number) const;

private:
    std::map<std::string, std::map<int, std::string>, std::less<>> m_cards;  // airplane id -> number -> card name
    EventNames m_events;
};

// The finding as one plain sentence (or two) with its numbers: "After
// phase 1, SPAD's shot at Albatros: Long range, ... Short range ends at the
// ruler's half mark, 85 mm." Empty for std::monostate.
std::string describe(const Finding& found, const LessonNames& names);

// The values the check's author may use in `explain` (checkPlaceholders):
// the check's airplanes' names and whatever the finding measured.
std::map<std::string, std::string> placeholders(const Finding& found, const LessonCheck* check,
                                                const LessonNames& names);

// Fills each result's `finding` and `explanation`: the finding's sentence,
// and for a failed check the author's words after it with the placeholders
// filled.
void wordChecks(std::vector<CheckResult>& checks, const LessonNames& names);

// A judged step's message: every failed check's explanation, one a line, or
// the step's done text ("Well done." when it has none) when all passed.
std::string stepMessage(const LessonStep& step, const std::vector<CheckResult>& checks);

}  // namespace words
}  // namespace jasta
