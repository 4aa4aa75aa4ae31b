#include <cmath>

#include "jasta/data/game_data.hpp"
#include "jasta/teaching/lesson_words.hpp"
#include "jasta/words/common.hpp"
#include "jasta/words/fire.hpp"
#include "jasta/words/plans.hpp"
#include "jasta/words/tailing.hpp"

namespace jasta {

namespace {

// Millimetres as the learner reads them: whole, rounded.
std::string whole(double mm) {
    return std::to_string(static_cast<long>(std::lround(mm)));
}

// "Bank right (6)": the card's name on its face and its printed number.
std::string cardName(const ManeuverDeck* deck, int number) {
    const ManeuverCard* card = deck != nullptr ? deck->card(number) : nullptr;
    return (card != nullptr ? card->name : "card") + " (" + std::to_string(number) + ")";
}

std::string kindWords(CardKind kind) {
    switch (kind) {
        case CardKind::Straight:
            return "a straight";
        case CardKind::Bank:
            return "a bank (a gentle turn)";
        case CardKind::Turn:
            return "a tight turn";
        case CardKind::Sideslip:
            return "a sideslip";
        case CardKind::Stall:
            return "a stall";
        case CardKind::Immelmann:
            return "an Immelmann";
        case CardKind::Climb:
            return "a climb card";
        case CardKind::Dive:
            return "a dive card";
        case CardKind::Blank:
            return "a blank card";
    }
    return "a card";
}

// "a bank (a gentle turn) to the right"
std::string wantedWords(const finding::WantedCard& wanted) {
    return kindWords(wanted.kind) +
           (wanted.direction == Direction::None ? std::string() : " to the " + std::string(nameOf(wanted.direction)));
}

// "After phase 2, " before a finding measured after a phase's moves.
std::string whenWords(int phase) {
    return phase == 0 ? std::string() : "After phase " + std::to_string(phase) + ", ";
}

std::string edgeWords(finding::TableEdge edge) {
    switch (edge) {
        case finding::TableEdge::Left:
            return "left";
        case finding::TableEdge::Right:
            return "right";
        case finding::TableEdge::Near:
            return "near";
        case finding::TableEdge::Far:
            return "far";
    }
    return "";
}

// The band an Altitude check asked for: "level 2", "a level from 1 to 3",
// "level 2 or higher", "level 1 or lower".
std::string altitudeGoal(const finding::Altitude& found) {
    if (found.minLevel && found.maxLevel)
        return *found.minLevel == *found.maxLevel
                   ? "level " + std::to_string(*found.minLevel)
                   : "a level from " + std::to_string(*found.minLevel) + " to " + std::to_string(*found.maxLevel);
    if (found.minLevel) return "level " + std::to_string(*found.minLevel) + " or higher";
    if (found.maxLevel) return "level " + std::to_string(*found.maxLevel) + " or lower";
    return "any level";
}

// What the learner should know when a shot misses the lesson's goal although
// the guns could fire: where short range ends, where long range begins.
std::string shotGoalWords(const finding::Shot& found) {
    if (found.met || !found.shot.canFire) return "";
    switch (found.goal) {
        case RangeGoal::Short:
            return " Short range ends at the ruler's half mark, " + whole(found.halfMarkMm) + " mm.";
        case RangeGoal::Long:
            return " Long range is the second half of the ruler, beyond " + whole(found.halfMarkMm) + " mm.";
        case RangeGoal::Out:
            return " So it can fire.";
        case RangeGoal::Any:
            break;
    }
    return "";
}

std::string fireWords(const finding::Fire& found, const words::LessonNames& names) {
    const std::string name = names.airplane(found.aircraft);
    const std::string cards = std::to_string(found.cards);
    if (found.wantedTarget.empty()) {
        return found.firedAt.empty() ? name + " held its fire."
                                     : name + " fired at " + names.airplane(found.firedAt) + " with " + cards +
                                           (found.cards == 1 ? " card." : " cards.");
    }
    if (found.firedAt.empty())
        return name + (found.held ? " held its fire" : " did not fire") + " at " + names.airplane(found.wantedTarget) +
               ".";
    std::string words = name + " fired at " + names.airplane(found.firedAt) + ": the shot drew " + cards +
                        (found.cards == 1 ? " damage card." : " damage cards.");
    if (found.firedAt != found.wantedTarget)
        words += " The lesson's target was " + names.airplane(found.wantedTarget) + ".";
    else if (found.wantedCards != 0 && found.cards != found.wantedCards)
        words += " The lesson wanted a shot of " + std::to_string(found.wantedCards) + " cards.";
    return words;
}

std::string tailChoiceWords(const finding::TailChoice& found, const words::LessonNames& names) {
    const std::string name = names.airplane(found.aircraft);
    std::string words = found.chosen.empty()
                            ? name + " chose not to tail anyone this turn."
                            : name + " sits on the tail of " + names.airplane(found.chosen) + " this turn.";
    if (found.chosen != found.wanted)
        words += found.wanted.empty() ? " The lesson wanted no tail."
                                      : " The lesson wanted the tail of " + names.airplane(found.wanted) + ".";
    return words;
}

std::string fillPlaceholders(std::string text, const std::map<std::string, std::string>& values) {
    for (const auto& [name, value] : values) {
        const std::string key = "{" + name + "}";
        for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
            text.replace(at, key.size(), value);
    }
    return text;
}

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

}  // namespace

std::string answerWords(const GameData& data, const Lesson& lesson, const LessonStep& step,
                        const LessonAnswer& answer) {
    auto name = [&](const std::string& id) {
        for (const auto& placed : lesson.scenario.aircraft)
            if (placed.id == id) return placed.name.empty() ? id : placed.name;
        return id;
    };
    switch (step.task) {
        case LessonTask::Fire:
            return answer.target.empty() ? "hold your fire" : "fire at " + name(answer.target);
        case LessonTask::Tail:
            return answer.target.empty() ? "no tail" : "tail " + name(answer.target);
        case LessonTask::Read:
            return "";
        case LessonTask::Plan:
        case LessonTask::TryPlan:
        case LessonTask::Reorder:
            break;
    }
    const ScenarioAircraft* placed = nullptr;
    for (const auto& candidate : lesson.scenario.aircraft)
        if (candidate.id == step.aircraft) placed = &candidate;
    const AircraftType* type = placed != nullptr ? data.aircraftType(placed->type) : nullptr;
    const ManeuverDeck* deck = type != nullptr ? data.deckOf(*type) : nullptr;
    std::string words;
    for (const PlannedCard& card : answer.plan.value_or(Plan{}).cards)
        words += (words.empty() ? "" : ", ") + cardName(deck, card.number);
    return words;
}

namespace words {

LessonNames::LessonNames(const GameData& data, const std::vector<AircraftState>& aircraft) : m_events(data, aircraft) {
    for (const auto& airplane : aircraft) {
        const AircraftType* type = data.aircraftType(airplane.type);
        const ManeuverDeck* deck = type != nullptr ? data.deckOf(*type) : nullptr;
        if (deck == nullptr) continue;
        auto& cards = m_cards[airplane.id];
        for (const ManeuverCard& card : deck->cards) cards[card.number] = card.name;
    }
}

std::string LessonNames::card(std::string_view airplane, int number) const {
    const auto deck = m_cards.find(airplane);
    if (deck != m_cards.end()) {
        const auto card = deck->second.find(number);
        if (card != deck->second.end()) return card->second + " (" + std::to_string(number) + ")";
    }
    return cardName(nullptr, number);
}

std::string describe(const Finding& found, const LessonNames& names) {
    return std::visit(
        Overloaded{
            [](const std::monostate&) { return std::string(); },
            [&](const finding::PlanBreaksNoRule& f) {
                return "The plan " + names.card(f.aircraft, f.cards[0]) + ", " + names.card(f.aircraft, f.cards[1]) +
                       ", " + names.card(f.aircraft, f.cards[2]) + " breaks no rule.";
            },
            [&](const finding::PlanRefused& f) {
                return "Card " + std::to_string(f.violation.card) + ", " + names.card(f.aircraft, f.number) +
                       ", is refused by " + f.violation.rule + ": " + describe(f.violation);
            },
            [](const finding::RefusedAsWanted& f) {
                return "Refused, as the lesson wanted: card " + std::to_string(f.violation.card) + " breaks " +
                       f.violation.rule + ": " + describe(f.violation);
            },
            [](const finding::PlanAccepted& f) {
                return "The rules accept this plan: no rule refuses it, so " + f.wantedRule + " cannot be seen.";
            },
            [](const finding::RefusedByOther& f) {
                return "This plan is refused by " + f.violation.rule + " (" + describe(f.violation) + "), not by " +
                       f.wantedRule + ".";
            },
            [&](const finding::CardFound& f) {
                return "Card " + std::to_string(f.at) + ", " + names.card(f.aircraft, f.number) + ", is " +
                       wantedWords(f.wanted) + ".";
            },
            [&](const finding::CardNotThere& f) {
                return "Card " + std::to_string(f.wanted.position) + " is " + names.card(f.aircraft, f.number) +
                       ", not " + wantedWords(f.wanted) + ".";
            },
            [](const finding::CardMissing& f) { return "None of your three cards is " + wantedWords(f.wanted) + "."; },
            [&](const finding::Shot& f) {
                return whenWords(f.phase) + names.airplane(f.shot.shooter) + "'s shot at " +
                       names.airplane(f.shot.target) + ": " + explainShot(f.shot, shotNames(f.shot, names.events())) +
                       shotGoalWords(f);
            },
            [&](const finding::Altitude& f) {
                return whenWords(f.phase) + names.airplane(f.aircraft) + " is at " + altitudeWords(f.level, f.climb) +
                       "." + (f.met ? std::string() : " The goal was " + altitudeGoal(f) + ".");
            },
            [&](const finding::OnTable& f) {
                return f.left ? whenWords(f.phase) + names.airplane(f.aircraft) +
                                    " left the table: the centre of its base ended " + whole(f.beyondMm) +
                                    " mm beyond the " + edgeWords(f.edge) + " edge."
                              : whenWords(f.phase) + names.airplane(f.aircraft) + " is still over the table.";
            },
            [&](const finding::Overlap& f) {
                return f.other.empty()
                           ? whenWords(f.phase) + "no base overlaps " + names.airplane(f.aircraft) + "'s."
                           : whenWords(f.phase) + names.airplane(f.aircraft) + "'s base overlaps " +
                                 names.airplane(f.other) + "'s: overlapping airplanes cannot fire at each other.";
            },
            [](const finding::TailPosition& f) { return whenWords(f.phase) + explainTail(f.tail); },
            [&](const finding::Fire& f) { return fireWords(f, names); },
            [&](const finding::TailChoice& f) { return tailChoiceWords(f, names); },
            [](const finding::CommandRefused& f) { return "The game refused this: " + f.error; },
            [](const finding::NotWaiting&) {
                return std::string("The game does not wait for this step's decision now.");
            },
            [](const finding::NeverDecided&) { return std::string("The step's decision was never made."); },
            [](const finding::PhaseNotReached& f) {
                const std::string when = "phase " + std::to_string(f.phase) + " of turn " + std::to_string(f.turn);
                return f.gameOver ? "The game was over before " + when + "."
                                  : "This check looks at " + when + ", which the step did not reach.";
            },
        },
        found);
}

std::map<std::string, std::string> placeholders(const Finding& found, const LessonCheck* check,
                                                const LessonNames& names) {
    std::map<std::string, std::string> values;
    std::visit(Overloaded{
                   [&](const finding::PlanRefused& f) { values["rule"] = f.violation.rule; },
                   [&](const finding::RefusedAsWanted& f) { values["rule"] = f.violation.rule; },
                   [&](const finding::PlanAccepted& f) { values["rule"] = f.wantedRule; },
                   [&](const finding::RefusedByOther& f) { values["rule"] = f.wantedRule; },
                   [&](const finding::CardFound& f) {
                       values["kind"] = wantedWords(f.wanted);
                       values["position"] = std::to_string(f.wanted.position);
                   },
                   [&](const finding::CardNotThere& f) {
                       values["kind"] = wantedWords(f.wanted);
                       values["position"] = std::to_string(f.wanted.position);
                   },
                   [&](const finding::CardMissing& f) {
                       values["kind"] = wantedWords(f.wanted);
                       values["position"] = std::to_string(f.wanted.position);
                   },
                   [&](const finding::Shot& f) {
                       values["distance"] = whole(f.shot.distanceMm);
                       values["ruler"] = whole(f.rulerMm);
                       values["half"] = whole(f.halfMarkMm);
                       values["range"] = std::string(nameOf(f.shot.range));
                       values["levels"] = std::to_string(f.shot.levelDifference);
                   },
                   [&](const finding::Altitude& f) {
                       values["level"] = std::to_string(f.level);
                       values["climb"] = std::to_string(f.climb);
                   },
                   [&](const finding::OnTable& f) { values["beyond"] = whole(f.beyondMm); },
                   [&](const finding::TailPosition& f) {
                       values["distance"] = whole(f.tail.distanceMm);
                       values["ruler"] = whole(f.rulerMm);
                   },
                   [&](const finding::Fire& f) {
                       values["fired_at"] = f.firedAt.empty() ? "nobody" : names.airplane(f.firedAt);
                       values["cards"] = std::to_string(f.cards);
                   },
                   [&](const finding::TailChoice& f) {
                       values["chosen"] = f.chosen.empty() ? "no tail" : names.airplane(f.chosen);
                   },
                   [](const auto&) {},  // nothing measured: only the check's names
               },
               found);
    if (check != nullptr) {
        values["aircraft"] = names.airplane(check->aircraft);
        if (!check->target.empty()) values["target"] = names.airplane(check->target);
    }
    return values;
}

void wordChecks(std::vector<CheckResult>& checks, const LessonNames& names) {
    for (CheckResult& result : checks) {
        result.finding = describe(result.found, names);
        result.explanation = result.finding;
        if (result.check == nullptr || result.passed || result.check->explain.empty()) continue;
        result.explanation += (result.explanation.empty() ? "" : " ") +
                              fillPlaceholders(result.check->explain, placeholders(result.found, result.check, names));
    }
}

std::string stepMessage(const LessonStep& step, const std::vector<CheckResult>& checks) {
    std::string message;
    bool passed = true;
    for (const CheckResult& check : checks) {
        if (check.passed) continue;
        passed = false;
        if (!message.empty()) message += "\n";
        message += check.explanation;
    }
    if (passed) return step.done.empty() ? "Well done." : step.done;
    return message;
}

}  // namespace words
}  // namespace jasta
