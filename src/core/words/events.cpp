#include "jasta/words/events.hpp"

#include <algorithm>
#include <cmath>
#include <type_traits>

#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/ground_defences.hpp"
#include "jasta/rules/rockets.hpp"
#include "jasta/words/balloons.hpp"
#include "jasta/words/common.hpp"
#include "jasta/words/damage.hpp"
#include "jasta/words/fire.hpp"
#include "jasta/words/flak.hpp"
#include "jasta/words/plans.hpp"

namespace jasta::words {

EventNames::EventNames(const GameData& data, const std::vector<AircraftState>& aircraft) {
    for (const auto& state : aircraft) {
        Airplane& airplane = m_aircraft[state.id];
        airplane.name = state.name.empty() ? state.id : state.name;
        if (const AircraftType* type = data.aircraftType(state.type)) {
            airplane.counters = type->era == Era::Ww2;
            for (const auto& weapon : type->weapons) airplane.weapons[weapon.id] = weapon.name;
        }
        if (state.rocketsLoaded > 0)  // RKT-01: one batch, or both at once
            for (int batches = 1; batches <= kMaxRocketBatches; ++batches) {
                const Weapon rockets = rocketWeapon(batches);
                airplane.weapons[rockets.id] = rockets.name;
            }
    }
}

EventNames::EventNames(const GameData& data, const GameState& state) : EventNames(data, state.aircraft) {
    for (const auto& target : state.targets) {
        Airplane& ground = m_aircraft[target.id];
        ground.name = target.name.empty() ? target.id : target.name;
        ground.counters = state.era == Era::Ww2;
        ground.weapons[kInfantryWeapon] = "infantry";
        if (const GroundType* type = data.groundType(target.type); type != nullptr && type->gun)
            ground.weapons[kArtilleryWeapon] = type->gun->name;
    }
    // BAL-08: a net is named after the balloons that hold it up.
    for (const auto& net : state.nets) {
        std::vector<std::string> balloons;
        for (const auto& id : net.balloons) balloons.push_back(airplane(id));
        m_aircraft[net.id].name =
            (net.shape == NetShape::Ring ? "the ring of nets round " : "the barrage net of ") + listedNames(balloons);
    }
}

std::string EventNames::airplane(std::string_view id) const {
    const auto found = m_aircraft.find(id);
    return found != m_aircraft.end() ? found->second.name : std::string(id);
}

std::string EventNames::weapon(std::string_view airplane, std::string_view weapon) const {
    const auto found = m_aircraft.find(airplane);
    if (found == m_aircraft.end()) return std::string(weapon);
    const auto named = found->second.weapons.find(weapon);
    return named != found->second.weapons.end() ? named->second : std::string(weapon);
}

bool EventNames::counters(std::string_view airplane) const {
    const auto found = m_aircraft.find(airplane);
    return found != m_aircraft.end() && found->second.counters;
}

ShotNames shotNames(const ShotCheck& shot, const EventNames& names) {
    ShotNames named{
        names.airplane(shot.shooter), names.airplane(shot.target), names.weapon(shot.shooter, shot.weapon), {}};
    for (const auto& id : shot.blockedBy) named.blockedBy.push_back(names.airplane(id));
    return named;
}

std::string explainShot(const ShotCheck& shot, const GameData& data, const GameState& state) {
    return explainShot(shot, shotNames(shot, EventNames(data, state)));
}

namespace {

std::string deckLetter(char deck) {
    return std::string(1, deck);
}

// How close in altitude two colliding airplanes were (the option's test).
std::string altitudePhrase(CollisionAltitudeTest test) {
    switch (test) {
        case CollisionAltitudeTest::None:
            return "";
        case CollisionAltitudeTest::SameLevel:
            return " at the same level";
        case CollisionAltitudeTest::SameLevelCounterParity:
            return " at the same level, both with or both without climb counters,";
        case CollisionAltitudeTest::Exact:
            return " at exactly the same altitude";
    }
    return "";
}

std::string altitudeStep(const ev::AltitudeStep& step) {
    using enum ev::AltitudeStepKind;
    switch (step.kind) {
        case NoSecondCounter:
            return "It already gained a climb counter this turn, so it gains no other.";
        case AtCeiling:
            return "It is at its maximum altitude and cannot climb higher.";
        case ClimbsALevel:
            return "It climbs to level " + std::to_string(step.level) + ".";
        case GainsACounter:
            return "It gains a climb counter (" + std::to_string(step.climb) + " of " + std::to_string(step.rate) +
                   ").";
        case CrashesBelowOne:
            return "It dives to level " + std::to_string(step.level) +
                   ", lower than one level above the ground beneath it, and crashes.";
        case DivesIntoGround:
            return "It was already at ground level: the dive ends in the ground.";
        case HedgeHops:
            return "It dives to level " + std::to_string(step.level) +
                   ", the level of the ground beneath it, and keeps one climb counter, hedge-hopping.";
        case DivesALevel:
            return "It dives to level " + std::to_string(step.level) + " and loses its climb counters.";
        case LosesACounter:
            return "It loses a climb counter.";
        case NoCounterToLose:
            return "It has no climb counter to lose.";
        case KeepsCounters:
            return "It keeps " + std::to_string(step.climb) + " climb counters of that level.";
    }
    return "";
}

std::string heldBecause(const ev::FireOrderHeld& held, const EventNames& names) {
    switch (held.because) {
        case ev::HeldBecause::Itself:
            return "an airplane cannot fire at itself.";
        case ev::HeldBecause::TargetOut:
            return names.airplane(held.target) + " is out of the game.";
        case ev::HeldBecause::SameSide:
            return names.airplane(held.target) + " is on the same side.";
        case ev::HeldBecause::NotRocketTarget:
            return "Le Prieur rockets are fired at balloons and ground defences, not at airplanes.";
        case ev::HeldBecause::FiringRockets:
            return "its pilot fires the Le Prieur rockets in this fire step, and the machine guns stay silent while "
                   "he does.";
        case ev::HeldBecause::NoShot:
            break;
    }
    if (!held.shot) return "there is no shot.";
    return explainShot(*held.shot, shotNames(*held.shot, names));
}

// One sentence per kind; `who` is the name of the event's airplane.
class Sentence {
public:
    Sentence(const Event& event, const EventNames& names)
        : m_event(event), m_names(names), m_who(names.airplane(event.aircraft)) {}

    // --- The turn and its decisions ---
    std::string operator()(const ev::Turn& e) const { return "Turn " + std::to_string(e.turn) + " begins."; }
    std::string operator()(const ev::Planned& e) const {
        // WX-09 / WX-10: a surprised airplane plans one card and blanks.
        const bool blanks =
            std::any_of(e.plan.cards.begin(), e.plan.cards.end(), [](const PlannedCard& card) { return card.blank(); });
        return m_who + (blanks ? " has planned its one card and two blanks." : " has planned its three cards.");
    }
    std::string operator()(const ev::Tail& e) const {
        return m_who + " sits on the tail of " + m_names.airplane(e.target) + ".";
    }
    std::string operator()(const ev::Reordered&) const { return m_who + " has set its cards in order."; }
    std::string operator()(const ev::TailReveal& e) const {
        // WX-09 / WX-10: a target caught by surprise may show a blank.
        const std::string blank = e.card == kBlankCard ? ", a blank," : "";
        return m_names.airplane(e.target) + " shows card " + std::to_string(e.shown) + blank + " to " + m_who +
               ", who may reorder its cards.";
    }
    std::string operator()(const ev::TailLost& e) const {
        if (e.cloud) return m_who + " loses the tail in the clouds, and with it any bonus for holding its aim.";
        return m_who + (e.hit ? " is hit and loses the tail." : " has lost the tail.");
    }
    std::string operator()(const ev::PhaseEnd& e) const {
        return "Turn " + std::to_string(e.turn) + ", phase " + std::to_string(e.phase) + " ends.";
    }
    std::string operator()(const ev::GameOver& e) const {
        if (e.score.empty()) {
            if (e.result == "draw") return "Nobody is left in the air: the game is a draw.";
            return "The " + e.result + " side holds the sky and wins.";
        }
        // MODE-01..09: the score decides.
        std::string board;
        for (const auto& [team, points] : e.score)
            board += (board.empty() ? "" : ", ") + teamWords(team) + " " + std::to_string(points);
        if (e.result == "draw") return "The game ends level: " + board + ".";
        return teamWords(e.result) + " win" + (parseName<Side>(e.result) ? "" : "s") + " the game: " + board + ".";
    }
    // A team of a scored game: a side ("the Entente") or, in DeathMatch, a pilot.
    std::string teamWords(const std::string& team) const {
        if (const auto side = parseName<Side>(team)) return "the " + std::string(displayName(*side));
        return m_names.airplane(team);
    }

    // --- Maneuvers ---
    std::string operator()(const ev::Move& e) const {
        return m_who + " flies " + e.name + " (" + std::to_string(e.card) + ")" +
               (e.speed == Speed::Normal ? "" : " at " + std::string(speedWord(e.speed)) + " speed") + ".";
    }
    std::string operator()(const ev::Altitude& e) const {
        std::string text = m_who + ":";
        for (const auto& step : e.steps) text += " " + altitudeStep(step);
        return text;
    }
    std::string operator()(const ev::Landed& e) const {
        if (!e.step) return m_who + " is at level 0 without climb counters: it has landed.";
        return m_who + (e.dived ? " dives onto the ground" : " touches down") + ": it is landed, off its stand.";
    }
    std::string operator()(const ev::OutOfFuel&) const { return m_who + " runs out of fuel and counts as shot down."; }
    std::string operator()(const ev::LeftTable& e) const {
        switch (e.exit) {
            case ExitRule::Eliminated:
                return m_who + " leaves the table and is out of the game.";
            case ExitRule::Fled:
                return m_who + " leaves the table: it has fled.";
            case ExitRule::Reenter2A:
                break;
        }
        return m_who +
               " leaves the table by mistake: it takes two A damage next turn and comes back where it left, "
               "facing the other way.";
    }
    std::string operator()(const ev::Reentered&) const { return m_who + " comes back onto the table."; }
    std::string operator()(const ev::IllegalManeuver& e) const {
        switch (e.penalty) {
            case IllegalManoeuvre::Destroyed:
                return m_who + " flies an illegal maneuver and is destroyed.";
            case IllegalManoeuvre::Eliminated:
                return m_who + " flies an illegal maneuver and is eliminated.";
            case IllegalManoeuvre::OneAReplaceStraight:
                return m_who + " flies a straight instead of the illegal maneuver and takes one A damage.";
            case IllegalManoeuvre::TwoANoFire:
                break;
        }
        return m_who + " forces an illegal maneuver: two A damage cards and no fire after it.";
    }

    // --- Take-off and landing ---
    std::string operator()(const ev::GroundHold& e) const {
        return m_who + " stays where it is on the ground this turn: its plan is refused. " + describe(e.refused);
    }
    std::string operator()(const ev::LandingAbandoned&) const {
        return m_who + " breaks off its landing: its plan is refused.";
    }
    std::string operator()(const ev::GroundAccident& e) const {
        return m_who + " runs off the landing field " + where(e.takeOff) + ": an accident. It takes " +
               std::to_string(e.cards) + " " + deckLetter(e.deck) +
               " damage cards, stops, and must stay still for the whole next turn.";
    }
    std::string operator()(const ev::GroundCollision& e) const {
        return m_who + " and " + m_names.airplane(e.other) +
               " run into each other on the ground while one of them is taking off or landing: each takes " +
               std::to_string(e.cards) + " " + deckLetter(e.deck) +
               " damage cards, of which only the points, an explosion and fire count.";
    }
    std::string operator()(const ev::Taxied& e) const {
        const double moved = std::hypot(e.to.x - e.from.x, e.to.y - e.from.y);
        const double turned = std::remainder(e.to.heading - e.from.heading, 360.0);
        std::string what;
        if (moved >= 0.5) what = "rolls " + std::to_string(static_cast<int>(std::lround(moved))) + " mm";
        if (std::abs(turned) >= 0.5)
            what += (what.empty() ? "turns " : " and turns ") +
                    std::to_string(static_cast<int>(std::lround(std::abs(turned)))) + "° " +
                    (turned < 0 ? "left" : "right");
        if (what.empty()) what = "stays where it is";
        return m_who + " taxis on the ground before the second card: it " + what + ".";
    }
    std::string operator()(const ev::ArtilleryDecided& e) const {
        if (!e.balloon.empty())
            return "With " + m_names.airplane(e.balloon) + " burning or destroyed by the end of turn " +
                   std::to_string(e.turn) + ", the artillery has lost its eyes: the balloon busters' mission is done.";
        return "Turn " + std::to_string(e.turn) + " of " + std::to_string(e.turns) +
               " ends with the balloons still spotting: the artillery fires, and the balloon busters' mission has "
               "failed.";
    }
    std::string operator()(const ev::StruckRelief& e) const {
        const std::string counters = e.climb == 0   ? "no climb counter"
                                     : e.climb == 1 ? "one climb counter"
                                                    : std::to_string(e.climb) + " climb counters";
        const std::string zone = e.name.empty() ? "the high ground" : "the " + e.name;
        return m_who + " flies into " + zone + ", whose ground stands at level " + std::to_string(e.floor) +
               ": at level " + std::to_string(e.level) + " with " + counters +
               " it is not above it, and it crashes into the hillside.";
    }
    std::string operator()(const ev::EnteredCloud& e) const {
        return m_who + " goes into the clouds at level " + std::to_string(e.level) +
               ". Its stand stays where it went in; from now on its player writes the cards down without looking at "
               "the table, and nobody can fire at it or run into it.";
    }
    std::string operator()(const ev::CloudCard& e) const {
        return m_who + " writes " + e.name + " (" + std::to_string(e.card) +
               ") on the sheet, flying blind in the clouds.";
    }
    std::string operator()(const ev::LeftCloud& e) const {
        const std::size_t count = e.cards.size();
        if (count == 0) return m_who + " comes out of the clouds where it went in.";
        const std::string written = count == 1 ? std::string("the card written on paper is")
                                               : "the " + std::to_string(count) + " cards written on paper are";
        return m_who + " comes out of the clouds: " + written +
               " flown from where it went in, and its stand is put where they lead.";
    }
    std::string operator()(const ev::WeatherReport& e) const {
        std::string drawn;
        if (e.season)
            drawn = "For a mission in " + std::string(nameOf(*e.season)) + " an A card worth " +
                    std::to_string(e.value) + (e.special ? ", with a special that keeps the road clear," : "") +
                    " is drawn: ";
        switch (e.weather) {
            case WeatherKind::Clear:
                return drawn + "the weather is clear, with no cloud to hide in.";
            case WeatherKind::MediumCloud:
                return drawn + "medium cloud, from level " + std::to_string(e.low) + " to level " +
                       std::to_string(e.high) + ". Nobody can tail in the wind and rain, and nothing is bombed, " +
                       "photographed or scouted from inside the clouds.";
            case WeatherKind::HeavyWeather:
                return drawn + "heavy weather, with cloud from level " + std::to_string(e.low) + " to level " +
                       std::to_string(e.high) + ". Every pilot draws a B card at the start of each turn and " +
                       "after each Immelmann, Split-S, steep card, climb and dive, and more dangerously in the clouds.";
        }
        return drawn;
    }
    std::string operator()(const ev::TacticalAdvantage& e) const {
        const std::string turns = "turns " + std::to_string(e.from) + " and " + std::to_string(e.to);
        const std::string what = e.fromClouds ? " comes out of the clouds" : " crosses into the defended zone";
        const std::string side = std::string(nameOf(e.favoured));
        const std::string caught =
            ": every airplane of the other side plays just one card a turn, with blanks in "
            "the other two places, and may fly neither an Immelmann nor a Split-S.";
        if (e.roadIsClear)
            return m_who + what + " and the road is clear: the lookouts saw nothing coming, so the " + side +
                   " side holds the advantage for " + turns + caught;
        return m_who + what + ", but the alert was given in time: the " + side + " side holds the advantage for " +
               turns + caught;
    }
    std::string operator()(const ev::SunDrawn& e) const {
        if (e.heavyWeather) return "Heavy weather hides the sun: nobody can come out of it in this mission.";
        std::string text = "For the sun an A card worth " + std::to_string(e.value) + " is drawn";
        if (e.noonValue)
            text += ": the sun stands high at noon, and a second card worth " + std::to_string(*e.noonValue) +
                    " says whom it helps";
        if (!e.favoured || !e.towards) return text + ": it helps nobody, and both sides fly in from the start.";
        const std::string side(displayName(*e.favoured));
        const std::string levels = e.levelOffset == 0  ? "level with their prey"
                                   : e.levelOffset > 0 ? "one level above their prey"
                                                       : "one level below their prey";
        text += ": the sun stands in the " + std::string(nameOf(*e.towards)) + ", behind the " + side +
                ". Their airplanes wait off the table, hidden in its glare, and come in at the start of a turn of " +
                "their choosing (turn " + std::to_string(e.enterBy) + " at the latest), half a ruler from the " +
                "enemy on the sun's side and " + levels + " (" + std::string(nameOf(e.timeOfDay)) +
                (e.noonValue ? ", but the noon sun" : "") + "). That turn every enemy they surprise shows its first " +
                "card to one of them.";
        if (e.replacesAlert) text += " The sun takes the place of the defenders' alert system.";
        return text;
    }
    // --- The game modes ---
    std::string operator()(const ev::Reloaded& e) const {
        return m_who + " ends its maneuver over an ammunition marker and has " + std::to_string(e.shots) +
               " shots again.";
    }
    std::string operator()(const ev::Victory& e) const {
        std::string text = m_who + " is credited with " + m_names.airplane(e.victim) + ", the last to have hit it (" +
                           std::to_string(e.victories) + (e.victories == 1 ? " victory" : " victories");
        if (e.teamVictories != e.victories) text += ", " + std::to_string(e.teamVictories) + " for the team";
        return text + ").";
    }
    std::string operator()(const ev::CameBack& e) const {
        return m_who + " has sat out a full turn and comes back where it started, at level " +
               std::to_string(e.altitude) + ".";
    }
    std::string operator()(const ev::FlagTaken& e) const {
        return m_who + " passes over the " + std::string(displayName(e.flag)) + " flag and carries it.";
    }
    std::string operator()(const ev::FlagDropped& e) const {
        const std::string flag = "the " + std::string(displayName(e.flag)) + " flag";
        switch (e.because) {
            case ev::FlagDrop::ShortRange:
                return m_who + " is hit at short range and drops " + flag + " where it is.";
            case ev::FlagDrop::SecondLong:
                return m_who + " is hit at long range a second time and drops " + flag + " where it is.";
            case ev::FlagDrop::CarrierDown:
                return m_who + " goes down and " + flag + " falls where it was.";
            case ev::FlagDrop::CarrierLeft:
                break;
        }
        return m_who + " leaves the table with " + flag + ", which goes back to its place.";
    }
    std::string operator()(const ev::FlagReturned& e) const {
        return "Nobody took the " + std::string(displayName(e.flag)) +
               " flag back by the end of the turn after it fell: it goes back to its place.";
    }
    std::string operator()(const ev::FlagCaptured& e) const {
        return m_who + " brings the " + std::string(displayName(e.flag)) + " flag into its camp and scores (" +
               std::to_string(e.captures) + (e.captures == 1 ? " flag" : " flags") +
               " for its team); the flag goes back to its place.";
    }
    std::string operator()(const ev::FlagSecured& e) const {
        return m_who + " brings its own " + std::string(displayName(e.flag)) +
               " flag to safety in its camp (no point).";
    }
    std::string operator()(const ev::DeckExhausted&) const {
        return "The shared damage deck has run out: the game ends.";
    }
    std::string operator()(const ev::SunWaits& e) const {
        return "The " + std::string(displayName(e.side)) +
               " wait in the sun for another turn (they must come in by turn " + std::to_string(e.enterBy) + ").";
    }
    std::string operator()(const ev::SunEntered& e) const {
        const std::string at = "at level " + std::to_string(e.altitude);
        const std::string forced = e.forced ? ", its last moment to wait gone," : "";
        switch (e.place) {
            case SunPlace::Sunward:
                return m_who + forced + " dives out of the sun half a ruler from " + m_names.airplane(e.prey) + ", " +
                       at + ".";
            case SunPlace::FiveOClock:
            case SunPlace::SixOClock:
            case SunPlace::SevenOClock: {
                const std::string clock = e.place == SunPlace::FiveOClock  ? "5"
                                          : e.place == SunPlace::SixOClock ? "6"
                                                                           : "7";
                return m_who + forced + " comes out of the sun at " + m_names.airplane(e.prey) + "'s " + clock +
                       " o'clock, half a ruler behind it, " + at + ": there was no room between it and the sun.";
            }
            case SunPlace::Start:
                break;
        }
        return m_who + forced + " comes in where the mission placed it, " + at +
               ", with no enemy to surprise in the glare.";
    }
    std::string operator()(const ev::BlankCard& e) const {
        if (e.inClouds) return m_who + " writes a blank on the sheet, flying blind in the cloud cover.";
        return m_who + " is caught by surprise and plays a blank: it stays where it is.";
    }
    std::string operator()(const ev::WeatherShakes& e) const {
        const std::string when = e.afterCard ? "after its maneuver" : "at the start of the turn";
        const std::string where = e.inClouds ? " in the clouds" : "";
        const std::string card = "a B card worth " + std::to_string(e.value);
        if (e.points == 0) return m_who + " rides out the heavy weather" + where + " " + when + " (" + card + ").";
        return m_who + " is shaken by the heavy weather" + where + " " + when + ": " + card + ", " +
               std::to_string(e.points) + (e.points == 1 ? " damage point" : " damage points") +
               (e.inClouds ? ", its special counting." : ", its special ignored.");
    }
    std::string operator()(const ev::GroundFireCaught& e) const {
        return m_who + " touches " + m_names.airplane(e.from) +
               " on the ground and catches fire: " + std::to_string(e.flames) + " flame counters.";
    }
    std::string operator()(const ev::GroundFireFought& e) const {
        std::string text = "The crew and ground staff fight the fire on " + m_who + ": the " + deckLetter(e.deck) +
                           " card drawn is worth " + std::to_string(e.value) + " and deals nothing; ";
        if (e.removed == 0) return text + "the flames go on (" + std::to_string(e.flames) + " counters).";
        return text + std::to_string(e.removed) + (e.removed == 1 ? " flame counter goes" : " flame counters go") +
               " without damage" + (e.flames == 0 ? ": the fire is out." : ", " + std::to_string(e.flames) + " left.");
    }
    std::string operator()(const ev::OffField& e) const {
        if (e.penalty == OffFieldPenalty::S003)
            return m_who + " is off the runway " + where(e.takeOff) + ": allowed, but it takes " +
                   std::to_string(e.cards) + " " + deckLetter(e.deck) + " damage cards.";
        if (e.cards == 0)
            return m_who + " touches down outside the landing field and is wrecked: it is out of the game.";
        return m_who + " leaves the landing field during its take-off: it takes " + std::to_string(e.cards) + " " +
               deckLetter(e.deck) + " damage.";
    }
    std::string operator()(const ev::TakeOffRoll& e) const {
        return m_who + (e.step == 1 ? " begins its take-off with the stall, still on the ground."
                                    : " rolls down the field, still on the ground.");
    }
    std::string operator()(const ev::TakeOff& e) const {
        return m_who + " takes off: it flies at level " + std::to_string(e.level) + " with " +
               (e.climb == 0   ? std::string("no climb counters")
                : e.climb == 1 ? std::string("one climb counter")
                               : std::to_string(e.climb) + " climb counters") +
               ".";
    }
    std::string operator()(const ev::LandingApproach&) const {
        return m_who + " begins its landing with a straight, still flying.";
    }
    std::string operator()(const ev::LandingRoll&) const { return m_who + " rolls along the ground."; }
    std::string operator()(const ev::LandingStop&) const {
        return m_who + " stops: the landing is over and it stays still for the rest of the turn.";
    }

    // --- Overlaps, collisions and explosions ---
    std::string operator()(const ev::Overlap& e) const {
        return "The bases of " + m_who + " and " + m_names.airplane(e.with) +
               " overlap: they cannot fire at or tail each other.";
    }
    std::string operator()(const ev::CollisionAvoided& e) const {
        const auto& m = e.meeting;
        if (e.byAltitude)
            return pair(m) + " overlap, but at " + altitudeWords(m.levels[0], m.climbs[0]) + " and " +
                   altitudeWords(m.levels[1], m.climbs[1]) + " they pass each other without colliding.";
        return avoidance(m, false);
    }
    std::string operator()(const ev::AvoidanceDraw& e) const {
        const std::string among = e.choices.size() > 2 ? "left, right and straight" : "left and right";
        const std::string way = ev::swerveName(e.direction);
        switch (e.method) {
            case CollisionAvoidance::BlindPickGeometric:
                return "The opponent picks one of " + m_who + "'s avoidance cards blindly from " + among + ": " +
                       (e.card ? e.card->name + " (" + std::to_string(e.card->number) + ")"
                               : std::string("none in the deck, so it holds its place")) +
                       ", " + way + ". It is laid out without moving the airplane.";
            case CollisionAvoidance::OpponentChoice:
                return "An opponent secretly chooses " + m_who + "'s avoidance card from " + among +
                       " (the program simulates the choice with a random draw): " + way + ".";
            case CollisionAvoidance::RandomSameDirection:
            case CollisionAvoidance::None:
                break;
        }
        return "Another player draws one of " + m_who + "'s avoidance cards at random from " + among + ": " + way + ".";
    }
    std::string operator()(const ev::Collision& e) const {
        std::string text = avoidance(e.meeting, true);
        if (e.damage == CollisionDamage::TwoAHeadOnElseTwoB)
            text += e.meeting.headOn ? " It is head-on (headings more than 90 degrees apart): two A cards each."
                                     : " It is not head-on: two B cards each.";
        for (const auto& out : e.alreadyOut)
            text += " " + m_names.airplane(out) + " is already out of the game and draws nothing.";
        return text;
    }
    std::string operator()(const ev::Blast& e) const {
        // The option decides whom the blast reaches (collisions.cpp, blast()).
        const bool partners = e.inCollision && e.option != ExplosionBlast::HalfRulerSameLevel;
        const bool radius = e.radiusMm > 0;
        const std::string scope = partners && radius ? "its collision partner and every airplane within half a ruler"
                                  : partners         ? "the other airplanes of its collision"
                                  : e.sameLevelOnly  ? "every airplane at its level within half a ruler"
                                                     : "every airplane within half a ruler";
        std::vector<std::string> hit;
        for (const auto& id : e.victims) hit.push_back(m_names.airplane(id));
        return "The explosion of " + m_who + " reaches " + scope + ": " +
               (hit.empty() ? std::string("no airplane is hit.") : listedNames(hit) + " each take one A card.");
    }

    // --- Fire ---
    std::string operator()(const ev::Fire& e) const {
        if (e.weapon == kInfantryWeapon)  // AA-02: not an airplane's shot, so not its words
            return "The infantry of " + m_who + " fire at " + m_names.airplane(e.target) + ", " +
                   std::to_string(std::lround(e.shot.distanceMm)) +
                   " mm away: one A card whatever the range, of which only the special counts.";
        if (e.shot.rockets && e.shotsLeft)  // RKT-01: what is left on the struts
            return firedText(e.shot, shotNames(e.shot, m_names), false) + " " +
                   (*e.shotsLeft == 0 ? std::string("No rockets are left.")
                                      : std::string("One batch is left on the struts."));
        return firedText(e.shot, shotNames(e.shot, m_names), e.oneGun);
    }
    std::string operator()(const ev::HoldFire& e) const {
        return holdFireText(m_who, m_names.weapon(m_event.aircraft, e.weapon));
    }
    std::string operator()(const ev::FireOrderHeld& e) const {
        return m_who + " cannot fire the " + m_names.weapon(m_event.aircraft, e.weapon) + " at " +
               m_names.airplane(e.target) + " as ordered and holds fire: " + heldBecause(e, m_names);
    }
    std::string operator()(const ev::OutOfAmmunition& e) const {
        return outOfAmmunitionText(m_who, m_names.weapon(m_event.aircraft, e.weapon));
    }
    std::string operator()(const ev::AmmunitionReturned& e) const { return describe(e, m_who); }
    std::string operator()(const ev::OverdiveRedraw& e) const {
        return overdiveRedrawText(m_who, e.ignored, e.deck, e.replacement);
    }
    std::string operator()(const ev::UnjamChoice& e) const {
        return m_who + " works on the jammed gun of its " + m_names.weapon(m_event.aircraft, e.weapon) +
               " instead of firing.";
    }

    // --- Damage and its specials ---
    std::string operator()(const ev::Damage& e) const {
        return describe(e, m_who, m_names.airplane(e.cause.by), m_names.counters(m_event.aircraft));
    }
    std::string operator()(const ev::Jam& e) const {
        return describe(e, m_names.airplane(e.target), m_who, m_names.weapon(m_event.aircraft, e.weapon));
    }
    std::string operator()(const ev::Unjammed& e) const {
        return describe(e, m_who, m_names.weapon(m_event.aircraft, e.weapon));
    }
    std::string operator()(const ev::BombsDropped& e) const {
        const std::string what = bombsText(e.count, e.clusters);
        const std::string fall =
            e.markers == 0
                ? "; from level 1 " + std::string(e.count == 1 ? "it lands" : "they land") + " at the end of one card"
                : "; from level " + std::to_string(e.level) + " " +
                      std::string(e.count == 1 ? "it falls" : "they fall") + " " + std::to_string(e.markers + 1) +
                      " cards before landing";
        return m_who + " drops " + what + fall + ".";
    }
    std::string operator()(const ev::BombFalls& e) const {
        return "The bombs of " + m_who + " fall one more card" +
               (e.markers == 0 ? "." : ": " + std::to_string(e.markers) + " more to go.");
    }
    std::string operator()(const ev::BombLanded& e) const {
        const bool one = e.count == 1;
        const std::string bombs = (one ? "The bomb of " : "The bombs of ") + m_who + (one ? " lands" : " land");
        if (e.hits.empty()) return bombs + " on open ground.";
        std::string text = bombs;
        for (std::size_t i = 0; i < e.hits.size(); ++i) {
            const ev::BombHit& hit = e.hits[i];
            text += i == 0 ? " " : "; ";
            text += (hit.cover == 2 ? "over the red dot of " : "on the edge of ") + hit.name;
            if (hit.damage > 0) text += " (" + std::to_string(hit.damage) + " damage points)";
            if (hit.destroyed) text += ", which is destroyed";
        }
        return text + ".";
    }
    std::string operator()(const ev::BombBlewUp& e) const {
        return m_who + " releases its bombs at level " + std::to_string(e.level) + ", too low: it blows up with them.";
    }
    std::string operator()(const ev::Photographed& e) const {
        return "The observer of " + m_who + " photographs " + e.name + " from level " + std::to_string(e.level) +
               ", out of a stall over its red dot.";
    }
    std::string operator()(const ev::Reconnoitred& e) const {
        return m_who + " scouts " + e.name + ", passing " +
               std::to_string(static_cast<int>(std::lround(e.distanceMm))) + " mm from it at level " +
               std::to_string(e.level) + " (" + (e.level == 2 ? "half a ruler" : "a ruler") +
               " or less is close enough there).";
    }
    std::string operator()(const ev::DefenceDestroyed& e) const { return describe(e, m_who, m_names.airplane(e.by)); }
    std::string operator()(const ev::DefenceSilenced& e) const { return describe(e, m_who, m_names.airplane(e.by)); }
    std::string operator()(const ev::FlakBurst& e) const {
        return describe(e, m_who, namesOf(e.direct), namesOf(e.nearMiss));
    }
    std::string operator()(const ev::BalloonAlight& e) const { return describe(e, m_who, m_names.airplane(e.by)); }
    std::string operator()(const ev::BalloonExploded& e) const {
        return describe(e, m_who, m_names.airplane(e.by), namesOf(e.onCard), namesOf(e.near));
    }
    std::string operator()(const ev::BalloonDestroyed& e) const { return describe(e, m_who, m_names.airplane(e.by)); }
    std::string operator()(const ev::BalloonCollision& e) const {
        const auto& ids = m_event.rules;
        return describe(e, m_who, m_names.airplane(e.balloon),
                        std::find(ids.begin(), ids.end(), "BAL-06") != ids.end());
    }
    std::string operator()(const ev::BalloonCables& e) const { return describe(e, m_who, m_names.airplane(e.balloon)); }
    std::string operator()(const ev::NetCaught& e) const { return describe(e, m_who, m_names.airplane(e.net)); }
    std::string operator()(const ev::LoadLightened& e) const {
        return m_who + " has less than half its bombs left (" + std::to_string(e.bombsLeft) +
               "): the full load's limits end" +
               (e.counterDiscarded ? "; it stays at its level and discards a climb counter." : ".");
    }
    // Damage's other kinds need only the airplane's name.
    template <class Kind>
    std::string operator()(const Kind& e) const requires requires(const Kind& k, std::string_view who) {
        describe(k, who);
    }
    { return describe(e, m_who); }

private:
    std::vector<std::string> namesOf(const std::vector<std::string>& ids) const {
        std::vector<std::string> names;
        names.reserve(ids.size());
        for (const auto& id : ids) names.push_back(m_names.airplane(id));
        return names;
    }
    std::string pair(const ev::Meeting& m) const {
        return m_names.airplane(m.aircraft[0]) + " and " + m_names.airplane(m.aircraft[1]);
    }
    static std::string where(bool takeOff) { return takeOff ? "during its take-off" : "while landing"; }
    static std::string bombsText(int count, bool clusters) {
        const std::string n = count == 1 ? "a" : std::to_string(count);
        if (clusters) return n + (count == 1 ? " cluster of three bombs" : " clusters of three bombs");
        return n + (count == 1 ? " bomb" : " bombs");
    }

    // How a meeting ended: the avoidance draws (COL-03..05), or the overlap itself.
    std::string avoidance(const ev::Meeting& m, bool collide) const {
        const std::string a = m_names.airplane(m.aircraft[0]);
        const std::string b = m_names.airplane(m.aircraft[1]);
        if (m.avoidance == CollisionAvoidance::None || !m.directions)
            return a + " and " + b + " overlap" + altitudePhrase(m.altitudeTest) + " and collide.";
        if (m.avoidance == CollisionAvoidance::BlindPickGeometric)
            return "Laid out, the avoidance cards of " + a + " and " + b +
                   (collide ? " still bring them together: they collide." : " take them apart: no collision.");
        return a + " swerves " + ev::swerveName((*m.directions)[0]) + " and " + b + " " +
               ev::swerveName((*m.directions)[1]) +
               (collide ? ": the same way, so they collide." : ": different ways, so they miss each other.");
    }

    const Event& m_event;
    const EventNames& m_names;
    std::string m_who;
};

}  // namespace

std::string describe(const Event& event, const EventNames& names) {
    return std::visit(Sentence(event, names), event.data);
}

}  // namespace jasta::words
