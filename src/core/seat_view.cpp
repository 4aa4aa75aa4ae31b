#include "jasta/pilots/seat_view.hpp"

#include <algorithm>
#include <utility>

#include <nlohmann/json.hpp>

namespace jasta {

namespace {

// What the table shows of an airplane of another side: its damage cards lie
// face down (DMG-02), so their count stays and what they count goes, with
// the secret specials they gave.
void hideDamage(AircraftState& airplane) {
    airplane.damage = 0;
    airplane.damageThisPhase = 0;
    airplane.damagedInPhase3 = false;
    std::fill(airplane.damageCards.begin(), airplane.damageCards.end(), std::string(kHiddenCard));
    airplane.rudderJam = Direction::None;
    airplane.rudderJamNextTurn = Direction::None;
    airplane.permanentRudder = false;
    airplane.engineHits = 0;
    airplane.pilotWounds = 0;
    airplane.observerWounds = 0;
    airplane.pilotNoFire = 0;
    airplane.observerNoFire = 0;
    // PIL-06: his hit points come from those cards; to the others he is whole until he goes down.
    if (airplane.sheet) airplane.sheet->hitPoints = kPilotHitPoints, airplane.sheet->landBy = 0;
}

// Face-down ammunition cards (FIRE-25/26): how many are left shows, which
// cards they are nobody knows.
void hideAmmunition(AircraftState& airplane) {
    std::fill(airplane.ammoCards.begin(), airplane.ammoCards.end(), std::string(kHiddenCard));
}

// The card of `target`'s plan the seat's pursuer has just been shown
// (TAIL-03/04), as 0-based index; -1 when none.
int revealedToSeat(const GameState& state, const Seat& seat, const std::string& target) {
    if (state.stage != Stage::Reorder) return -1;
    for (const auto& [pursuer, from] : state.reorderFrom) {
        const auto* airplane = state.find(pursuer);
        const auto tail = state.tails.find(pursuer);
        if (airplane != nullptr && seatOf(*airplane) == seat && tail != state.tails.end() && tail->second == target)
            return from - 1;
    }
    return -1;
}

}  // namespace

Seat seatOf(const AircraftState& airplane) {
    return {airplane.side, airplane.team};
}

Seat seatDeciding(const GameState& state, std::string_view id, Side side) {
    const auto* airplane = state.find(id);
    return airplane != nullptr ? seatOf(*airplane) : Seat{side, {}};
}

bool SeatView::ownAirplane(const AircraftState& airplane) const {
    return seatOf(airplane) == m_seat;
}

SeatView::SeatView(const GameState& state, const Seat& seat) : m_seat(seat), m_state(state) {
    GameState& s = m_state;
    s.piles.reset();  // the deck order is nobody's to see
    const auto redact = [this](AircraftState& airplane) {
        hideAmmunition(airplane);
        if (!ownAirplane(airplane)) hideDamage(airplane);
    };
    for (auto& airplane : s.aircraft) redact(airplane);
    for (auto& [id, airplane] : s.plannedAs) redact(airplane);
    for (auto& [id, plan] : s.plans) {
        const auto* airplane = state.find(id);
        if (airplane == nullptr || ownAirplane(*airplane)) continue;
        const int revealed = revealedToSeat(state, seat, id);
        for (std::size_t card = 0; card < plan.cards.size(); ++card) {
            const int index = static_cast<int>(card);
            if (index < state.phase) continue;  // flown in an earlier phase: turned face up (MOV-02)
            if (index == revealed) {
                if (state.era == Era::Ww2) plan.cards[card].speed = Speed::Normal;  // TAIL-11: no speed shown
                continue;
            }
            plan.cards[card] = PlannedCard{kUnknownCard, Speed::Normal};
        }
        // Announced with the cards only where the cards show it; unknown until then.
        if (state.phase == 0) plan.declaration = Declaration::None;
    }
    for (auto it = s.violations.begin(); it != s.violations.end();) {
        const auto* airplane = state.find(it->first);
        it = airplane != nullptr && !ownAirplane(*airplane) ? s.violations.erase(it) : std::next(it);
    }
    for (auto& decision : pending(s))
        if (owns(decision.aircraft)) m_decisions.push_back(std::move(decision));
}

bool SeatView::owns(std::string_view aircraftId) const {
    if (const auto* airplane = m_state.find(aircraftId)) return ownAirplane(*airplane);
    const std::optional<Side> side = sideOf(m_state, aircraftId);  // a flak battery (AA-04): its side's
    return side && *side == m_seat.side && m_seat.team.empty();
}

bool SeatView::operator==(const SeatView& other) const {
    const GameState& a = m_state;
    const GameState& b = other.m_state;
    auto plannedJson = [](const GameState& s) {
        GameState holder;
        for (const auto& [id, airplane] : s.plannedAs) holder.aircraft.push_back(airplane);
        return toJson(holder).at("aircraft");
    };
    auto sameOptions = [](const std::vector<FireOption>& x, const std::vector<FireOption>& y) {
        return std::equal(x.begin(), x.end(), y.begin(), y.end(), [](const FireOption& p, const FireOption& q) {
            return p.aircraft == q.aircraft && p.weapon == q.weapon && p.targets == q.targets;
        });
    };
    return m_seat == other.m_seat && toJson(a) == toJson(b) && a.violations == b.violations &&
           a.overlaps == b.overlaps && sameOptions(a.fireOptions, b.fireOptions) && a.fireOrders == b.fireOrders &&
           a.table.width == b.table.width && a.table.height == b.table.height && plannedJson(a) == plannedJson(b);
}

}  // namespace jasta
