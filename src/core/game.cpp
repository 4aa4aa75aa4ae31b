#include "jasta/game/game.hpp"

#include "jasta/rules/damage_odds.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

#include "defenders_balloon.hpp"
#include "jasta/base/hash.hpp"
#include "jasta/base/limits.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/rules/balloons.hpp"
#include "jasta/rules/bombing.hpp"
#include "jasta/rules/collisions.hpp"
#include "jasta/rules/damage.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/flak.hpp"
#include "jasta/rules/ground_defences.hpp"
#include "jasta/rules/ground_fire.hpp"
#include "jasta/rules/reconnaissance.hpp"
#include "jasta/rules/rockets.hpp"
#include "jasta/rules/specials.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/rules/taxiing.hpp"
#include "jasta/rules/weather.hpp"
#include "jasta/words/flak.hpp"
#include "jasta/words/plans.hpp"
#include "json_convert.hpp"

namespace jasta {

namespace {

using Json = nlohmann::json;

// --- JSON of commands ------------------------------------------------------

[[noreturn]] void bad(const std::string& pointer, const std::string& message) {
    throw std::invalid_argument(pointer + ": " + message);
}

std::string stringAt(const Json& json, const std::string& key, const std::string& pointer, bool allowEmpty = false) {
    if (!json.contains(key)) bad(pointer + "/" + key, "is missing");
    if (!json.at(key).is_string()) bad(pointer + "/" + key, "must be a string");
    auto text = json.at(key).get<std::string>();
    if (!allowEmpty && text.empty()) bad(pointer + "/" + key, "must not be empty");
    return text;
}

Plan planFromJson(const Json& json, const std::string& pointer) {
    if (!json.is_object()) bad(pointer, "must be an object with \"cards\"");
    if (!json.contains("cards") || !json.at("cards").is_array() || json.at("cards").size() != 3)
        bad(pointer + "/cards", "must be an array of three cards");
    Plan plan;
    for (std::size_t i = 0; i < 3; ++i) {
        const Json& card = json.at("cards")[i];
        const std::string where = pointer + "/cards/" + std::to_string(i);
        if (card.is_number_integer()) {
            plan.cards[i].number = card.get<int>();
            continue;
        }
        if (!card.is_object() || !card.contains("number") || !card.at("number").is_number_integer())
            bad(where, "must be a card number, or {\"number\": n, \"speed\": \"fast\"|\"slow\"}");
        plan.cards[i].number = card.at("number").get<int>();
        if (card.contains("speed")) {
            auto speed =
                card.at("speed").is_string() ? parseName<Speed>(card.at("speed").get<std::string>()) : std::nullopt;
            if (!speed) bad(where + "/speed", "must be \"fast\" or \"slow\"");
            plan.cards[i].speed = *speed;
        }
    }
    if (json.contains("declare")) {
        const auto declared = json.at("declare").is_string()
                                  ? parseName<Declaration>(json.at("declare").get<std::string>())
                                  : std::nullopt;
        if (declared)
            plan.declaration = *declared;  // "none" included: a command may say so
        else
            bad(pointer + "/declare", "must be " + nameList(kAnnouncedDeclarations, ", ", " or "));
    }
    return plan;
}

// --- Damage-step options (FIRE-21, DMG-19) ---------------------------------

// FIRE-21: a WW2 target that has just flown the Straight of an Overdive.
bool overdivingTarget(const AircraftState& target, const RuleOptions& rules) {
    return rules.era == Era::Ww2 && lastCardEndedOverdive(target, rules);
}

// How bad a counter is for its target, for the one an overdiving target
// gives back (FIRE-21): an explosion first, then points, then a special. A
// plain 0 weighs 0 and is never given back.
int counterWeight(const DamageCardSpec& card) {
    if (card.special == Special::Explosion) return 1000;
    return 2 * card.damage + (card.special != Special::None ? 1 : 0);
}

// DMG-19: the airplane shot down by fire flies straight ahead 1 ruler (level
// <= 2) or 2 rulers (level > 2) from its front mark and crashes at the end;
// its base centre is put there (the status stays Destroyed). The pilot draws
// level + 1 A cards of which only "pilot wounded" and "explosion" count: an
// explosion kills him in the blast, a wound on top of an earlier one (or two
// new ones) kills him, otherwise he survives.
Event crashLanding(AircraftState& airplane, const GameData& data, DamagePiles& piles, Rng& rng) {
    const auto* type = data.aircraftType(airplane.type);
    const auto* geometry = type != nullptr ? data.geometryOf(*type) : nullptr;
    const int level = std::max(0, airplane.altitude);
    const int rulers = level <= 2 ? 1 : 2;
    const double ruler = geometry != nullptr ? geometry->rulerLength.value : 0.0;
    const double front = geometry != nullptr ? geometry->frontMarkY.value : 0.0;
    const Point2 crash = toTable(airplane.pose, {0.0, front + rulers * ruler});
    airplane.pose.x = crash.x;
    airplane.pose.y = crash.y;

    std::vector<std::string> cards;
    int wounds = 0;
    bool explosion = false;
    for (int i = 0; i < level + 1; ++i) {
        const auto& card = piles.draw('A', rng);
        cards.push_back(card.id);
        if (card.special == Special::PilotWounded) ++wounds;
        if (card.special == Special::Explosion) explosion = true;
    }
    const bool killed = woundPilot(airplane, wounds);
    const auto outcome = explosion ? ev::CrashOutcome::Exploded
                         : killed  ? ev::CrashOutcome::Killed
                                   : ev::CrashOutcome::Survived;
    const ev::Crash crashed{.outcome = outcome,
                            .level = level,
                            .rulers = rulers,
                            .cards = std::move(cards),
                            .wounds = wounds,
                            .crashX = crash.x,
                            .crashY = crash.y,
                            .hitPoints = airplane.sheet ? std::optional(airplane.sheet->hitPoints) : std::nullopt};
    std::vector<std::string> why{"DMG-19"};
    if (airplane.sheet && wounds > 0) why.emplace_back(woundRule(airplane.sheet->condition()));
    return {crashed, airplane.id, std::move(why)};
}

// WX-11: the airplanes waiting off the table in the sun, in game order.
std::vector<std::string> waitingInTheSunIds(const GameState& state) {
    std::vector<std::string> ids;
    for (const auto& airplane : state.aircraft)
        if (airplane.status == AircraftStatus::InTheSun) ids.push_back(airplane.id);
    return ids;
}

// The geometry the game's ground units measure with (AA-01: "immobile
// airplanes"): its first airplane's, whose ruler every airplane of an era
// shares; nullptr in a game without airplanes.
const GeometrySpec* groundRuler(const GameData& data, const GameState& state) {
    if (state.aircraft.empty()) return nullptr;
    const AircraftType* type = data.aircraftType(state.aircraft.front().type);
    return type != nullptr ? data.geometryOf(*type) : nullptr;
}

// AA-04..08: a flak battery still standing, its card and token as flak.hpp
// measures them; nullopt for anything else.
std::optional<FlakBattery> batteryOf(const GameData& data, const GameState& state, const TargetState& target) {
    const GroundType* ground = data.groundType(target.type);
    const GeometrySpec* ruler = groundRuler(data, state);
    // AA-01: a battery whose crew a special put out of action aims no more.
    if (ground == nullptr || ground->kind != GroundKind::Flak || target.destroyed || target.silenced ||
        ruler == nullptr)
        return std::nullopt;
    return FlakBattery{target.pose, ground->cardWidth.value, ground->cardLength.value,
                       ground->tokenDiameter ? ground->tokenDiameter->value : 0.0, ruler->rulerLength.value};
}

// AA-01, BAL-01: the defence or balloon `target` of the game as a stand-in
// airplane, with what it carries from turn to turn; nullopt when it is no
// defence or balloon still in the game, or the game has no airplane to take
// the ruler from.
std::optional<DefenceStandIn> standInFor(const GameData& data, const GameState& state, const TargetState& target) {
    const GroundType* ground = data.groundType(target.type);
    if (ground == nullptr || !ground->firedAt() || target.destroyed || target.grounded) return std::nullopt;
    const GeometrySpec* ruler = groundRuler(data, state);
    if (ruler == nullptr) return std::nullopt;
    DefenceStandIn standIn = defenceStandIn(target.id, target.side, target.pose, *ground, *ruler);
    standIn.state.name = target.name;
    standIn.state.altitude = target.altitude;  // BAL-01: a balloon at its height; the rest at 0
    standIn.state.climb = target.climb;
    standIn.state.damage = target.damage;
    standIn.state.jams = target.jams;
    standIn.state.aim = target.aim;
    return standIn;
}

// What an airplane carries into a game, as it starts or comes back (MODE-03):
// WX-01 in the cloud layer it starts on paper, its stand where it is;
// CONF-28 each twin weapon keeps track of its two guns; CONF-29 S000 six
// random console cards (FIRE-25), S003 `ammunition_count` cards of value 1 to
// 3 (FIRE-26), both from the deck of its first weapon, or the D10 variant's
// `ammunition_count` shots.
void prepareAirplane(const Engine& engine, GameState& state, AircraftState& airplane) {
    const auto& type = *engine.data.aircraftType(airplane.type);
    const auto& clouds = state.table.clouds;
    if (clouds && airplane.inPlay() && clouds->holds(airplane.altitude)) {
        airplane.inCloud = true;
        airplane.cloud = CloudStay{airplane.pose, {}};
    }
    // PIL-06: under the campaign wound rules every pilot flies with his hit points (a fresh one after MODE-03).
    if (engine.rules.secondWound == SecondWound::HpSystem) airplane.sheet = PilotSheet{};
    if (engine.rules.twinJam != TwinJam::Off)
        for (const auto& weapon : type.weapons)
            if (weapon.guns == 2) airplane.twinGuns[weapon.id] = {};
    if (engine.rules.ammunition == Ammunition::ShotCounter) {
        airplane.shotsLeft = engine.rules.ammunitionCount;
    } else if (engine.rules.ammunition != Ammunition::Off && !type.weapons.empty()) {
        const bool s000 = engine.rules.ammunition == Ammunition::S000;
        airplane.ammoDeck = type.weapons.front().damageDeck;
        airplane.ammoCards = state.piles->dealConsole(airplane.ammoDeck, s000 ? 6 : engine.rules.ammunitionCount,
                                                      s000 ? 0 : 1, s000 ? 0 : 3);
    }
}

// --- The engine's steps ---------------------------------------------------

struct Runner {
    const Engine& engine;
    GameState& state;
    Rng& rng;
    std::vector<Event>& events;

    const GameData& data() const { return engine.data; }
    const RuleOptions& rules() const { return engine.rules; }
    const AircraftType& typeOf(const AircraftState& airplane) const { return *data().aircraftType(airplane.type); }
    void note(EventData what, std::string aircraft, std::vector<std::string> rules) {
        events.push_back({std::move(what), std::move(aircraft), std::move(rules)});
    }

    // Draws `count` cards of `deck` for `target`, damage and explosion only (collisions, flames, MOV-11).
    void damageOnly(AircraftState& target, char deck, int count, ev::DamageSource cause,
                    const std::vector<std::string>& why, const std::string& by = {}) {
        for (int i = 0; i < count; ++i) {
            const auto& card = state.piles->draw(deck, rng);
            auto more = applyDamageCard(target, typeOf(target), card, deck, true, {cause, by}, why);
            events.insert(events.end(), more.begin(), more.end());
        }
    }

    // DMG-18: the blasts of the airplanes that exploded in a step outside a
    // collision (collisions blast in resolveCollisions), in the order they exploded.
    void blast(const std::vector<std::string>& exploded) {
        auto more = blastExplosions(state.aircraft, exploded, data(), rules(), *state.piles, rng);
        events.insert(events.end(), more.begin(), more.end());
    }

    // Where a step that can bring airplanes down began: who was flying, and
    // the first event of the step.
    struct StepStart {
        std::vector<AircraftStatus> statuses;
        std::size_t firstEvent = 0;
    };
    StepStart stepStart() const {
        StepStart start{{}, events.size()};
        for (const auto& airplane : state.aircraft) start.statuses.push_back(airplane.status);
        return start;
    }

    // After every step that can bring airplanes down (start-of-turn flames,
    // the moves with their collisions, fire): the ones that went down there.
    // - DMG-19 (option): an airplane shot down by losing its structure
    //   (FIRE-08's "destroyed") or by a second engine hit under CONF-42 B
    //   crash-lands; a killed pilot, an illegal maneuver or an explosion is no
    //   crash landing.
    // - CONF-29: its unused console cards go back to the common deck (S000
    //   shuffled in, S003 under it).
    void afterLosses(const StepStart& start) {
        std::set<std::string> shotDown;
        for (std::size_t i = start.firstEvent; i < events.size(); ++i)
            if (events[i].kind() == EventKind::Destroyed ||
                (events[i].kind() == EventKind::Engine && events[i].as<ev::Engine>().engineHits >= 2))
                shotDown.insert(events[i].aircraft);
        for (std::size_t i = 0; i < state.aircraft.size(); ++i) {
            auto& airplane = state.aircraft[i];
            if (rules().shotDownProcedure && start.statuses[i] == AircraftStatus::Flying &&
                airplane.status == AircraftStatus::Destroyed && shotDown.count(airplane.id) > 0)
                events.push_back(crashLanding(airplane, data(), *state.piles, rng));
        }
        // WX-01: an airplane lost in the clouds is where its written cards took it.
        for (auto& airplane : state.aircraft)
            if (airplane.cloud && !airplane.inPlay()) events.push_back(leaveCloud(airplane));
        returnUnusedAmmunition();
        modeLosses(start);
    }

    // Shot down, crashed, exploded, eliminated or fled: no longer on the table.
    static bool outOfTheGame(const AircraftState& airplane) {
        return !airplane.inPlay() && !airplane.onGround() && airplane.status != AircraftStatus::OffTable &&
               airplane.status != AircraftStatus::InTheSun;
    }

    // Rules revision 3 on, the counters of an airplane out of the game stay as they were.
    bool countersTick(const AircraftState& airplane) const {
        return rules().rulesRevision < 3 || !outOfTheGame(airplane);
    }

    void returnUnusedAmmunition() {
        const bool toBottom = rules().ammunition == Ammunition::S003;
        for (auto& airplane : state.aircraft) {
            if (!outOfTheGame(airplane) || airplane.ammoCards.empty()) continue;
            state.piles->returnConsoleCards(airplane.ammoDeck, airplane.ammoCards, toBottom, rng);
            const ev::AmmunitionReturned returned{airplane.ammoCards, airplane.ammoDeck, toBottom};
            note(returned, airplane.id, {toBottom ? "FIRE-26" : "FIRE-25"});
            airplane.ammoCards.clear();
        }
    }

    // RULES.md §5.1: the start of a turn, up to the first decision.
    void startTurn() {
        state.phase = 0;
        state.plans.clear();
        state.violations.clear();
        state.tails.clear();
        state.tailChoices.clear();
        state.reorderFrom.clear();
        state.plannedAs.clear();
        note(ev::Turn{state.turn}, "", {"MOV-01"});
        modeComebacks();
        const auto before = stepStart();
        std::vector<std::string> exploded;  // by the flames' card (DMG-09), for DMG-18
        for (auto& airplane : state.aircraft) {
            airplane.damageThisPhase = 0;  // the last third maneuver's damage is in damagedInPhase3
            // WX-01: still in the layer at the start of a turn (a way out
            // planned and not flown: an illegal dive flown as a straight),
            // it is on paper again from where it stands.
            if (airplane.inCloud && !airplane.cloud && airplane.inPlay()) airplane.cloud = CloudStay{airplane.pose, {}};
            // DMG-05: a rudder jammed by last turn's card holds this turn.
            if (airplane.rudderJamNextTurn != Direction::None) {
                airplane.rudderJam = airplane.rudderJamNextTurn;
                airplane.rudderJamNextTurn = Direction::None;
            }
            // GND-11 / GND-18: on the ground the fire is fought first.
            auto fought = fightGroundFire(airplane, rules(), *state.piles, rng);
            events.insert(events.end(), fought.begin(), fought.end());
            // DMG-09: a burning airplane draws one A card before the first reveal,
            // on the ground too from rules revision 3 on.
            const bool burns = airplane.inPlay() || (airplane.onGround() && rules().groundOperations());
            if (burns && airplane.flames > 0) {
                if (!airplane.permanentSmoke) --airplane.flames;
                damageOnly(airplane, 'A', 1, ev::DamageSource::FlamesOnBoard, {"DMG-09"});
                if (airplane.status == AircraftStatus::Exploded) exploded.push_back(airplane.id);
            }
            // MOV-11: the turn after leaving by mistake costs two A cards; the next one it is back.
            if (airplane.status == AircraftStatus::OffTable) {
                if (airplane.offTableTurns == 0) {
                    ++airplane.offTableTurns;
                    for (int i = 0; i < 2; ++i) {
                        const auto& card = state.piles->draw('A', rng);
                        auto more = applyDamageCard(airplane, typeOf(airplane), card, 'A', false,
                                                    {ev::DamageSource::LeftTable, {}}, {"MOV-11"});
                        events.insert(events.end(), more.begin(), more.end());
                    }
                } else if (airplane.status == AircraftStatus::OffTable && airplane.reentryPose) {
                    airplane.status = AircraftStatus::Flying;
                    airplane.pose = *airplane.reentryPose;
                    airplane.reentryPose.reset();
                    airplane.offTableTurns = 0;
                    airplane.history.clear();
                    note(ev::Reentered{}, airplane.id, {"MOV-11"});
                }
            }
        }
        // WX-06 / WX-07: in heavy weather every pilot in the air draws a B card as the turn starts.
        if (weatherIs(WeatherKind::HeavyWeather))
            for (auto& airplane : state.aircraft)
                if (airplane.inPlay() && shakeByWeather(airplane, false)) exploded.push_back(airplane.id);
        balloonFlames();
        blast(exploded);
        afterLosses(before);
        if (checkVictory()) return;
        // WX-11: the side with the sun decides whether it comes in now; at
        // its last turn to wait it must.
        if (waitingInTheSun()) {
            if (state.turn >= state.sun->setting.enterBy) {
                enterFromTheSun(true);
            } else if (state.turn >= kFirstSunEntryTurn) {
                state.stage = Stage::Sun;
                return;
            }
        }
        openTurn();
    }

    // After the start of a turn (and the sun's decision): who is surprised,
    // and who may tail whom.
    void openTurn() {
        markSurprised();
        // TAIL-14: the turn the side with the sun comes in, each of its
        // airplanes may tail an enemy it surprises, wherever they stand.
        std::set<std::string> forced;
        for (const auto& [pursuer, targets] : sunTailChoices(state)) {
            state.tailChoices[pursuer] = targets;
            forced.insert(pursuer);
        }
        // TAIL-05: each pursuer in position chooses one target at the start of
        // the turn; WX-05: under medium cloud nobody can tail.
        if (tailingInPlay(rules(), state)) {
            const auto overlaps = findOverlaps(state.aircraft, data(), rules().overlapShape);
            for (const auto& tail : possibleTails(data(), rules(), state.aircraft, overlaps))
                if (forced.count(tail.pursuer) == 0) state.tailChoices[tail.pursuer].push_back(tail.target);
        }
        state.stage = state.tailChoices.empty() ? Stage::Planning : Stage::ChooseTails;
    }

    // WX-11: airplanes still waiting in the sun.
    bool waitingInTheSun() const { return !waitingInTheSunIds(state).empty(); }

    // WX-11 step 3: the side with the sun comes in, half a ruler from the
    // enemies in its glare (`forced`: its last turn to wait had come).
    void enterFromTheSun(bool forced) {
        SunState& sun = *state.sun;
        for (const SunEntry& entry : sunEntries(data(), state)) {
            AircraftState& airplane = *state.find(entry.aircraft);
            airplane.status = AircraftStatus::Flying;
            airplane.pose = entry.pose;
            airplane.altitude = entry.altitude;
            airplane.climb = 0;
            airplane.history.clear();
            note(ev::SunEntered{entry.prey, entry.place, entry.pose, entry.altitude, forced}, airplane.id, {"WX-11"});
            if (!entry.prey.empty()) sun.entrants[airplane.id] = entry.prey;
        }
        sun.entered = state.turn;
    }

    // TAIL-14: `pursuer` came in out of the sun this turn.
    bool sunTail(std::string_view pursuer) const {
        return state.sun && state.sun->tailsOutOfTheSun(state.turn, pursuer);
    }

    // All plans are in: check them, then the tailing reveals (TAIL-03).
    void plansComplete() {
        std::vector<AircraftState*> emerging;  // WX-01: planned a way out of the clouds
        for (auto& airplane : state.aircraft) {
            auto plan = state.plans.find(airplane.id);
            if (plan != state.plans.end()) {
                const Flyer flyer = flyerOf(data(), airplane, rules());
                state.violations[airplane.id] = checkPlan(flyer, airplane, plan->second);
                if (airplane.cloud && plannedOutOfCloud(flyer, airplane, plan->second, state.table))
                    emerging.push_back(&airplane);
            }
            if (state.tails.count(airplane.id) > 0) state.plannedAs[airplane.id] = airplane;  // TAIL-03/04 reorders
            jasta::startTurn(airplane);  // every airplane: it also counts down a grounded wait (GND-06)
        }
        // WX-01: the cards written in the clouds are played before this turn's first card is revealed.
        for (AircraftState* airplane : emerging) events.push_back(leaveCloud(*airplane));
        if (askFlak(FlakAction::Place)) return;  // AA-05: "once the maneuvers are programmed"
        revealForTails(1);
    }

    // Shows the target's card `card` to each pursuer still on its tail.
    void revealForTails(int card) {
        for (const auto& [pursuer, target] : state.tails) {
            const auto* p = state.find(pursuer);
            const auto* t = state.find(target);
            if (p == nullptr || t == nullptr || !p->inPlay() || !t->inPlay()) continue;
            const auto& planned = state.plans.at(target).cards[static_cast<std::size_t>(card - 1)];
            const auto* shown = data().deckOf(typeOf(*t))->card(planned.number);
            ev::TailReveal reveal{target, card, planned.number, std::nullopt};
            // TAIL-11: WW2 shows the card without its speed.
            if (rules().era == Era::Ww1) reveal.name = shown != nullptr ? shown->name : "";
            std::vector<std::string> ruleIds{card == 1 ? "TAIL-03" : "TAIL-04"};
            if (card == 1 && sunTail(pursuer)) ruleIds.insert(ruleIds.begin(), "TAIL-14");
            note(std::move(reveal), pursuer, std::move(ruleIds));
            events.back().secretTo = pursuer;
            state.reorderFrom[pursuer] = card;
        }
        if (!state.reorderFrom.empty())
            state.stage = Stage::Reorder;
        else
            beforePhase();
    }

    // BOMB-01: before the next phase's maneuvers, each airplane in the air
    // with bombs aboard says whether it drops some in that phase.
    void beforePhase() {
        // GND-08 / GND-17: before the second card is revealed, the parked airplanes may taxi.
        state.taxiChoices.clear();
        if (state.phase + 1 == 2)
            for (const auto& airplane : state.aircraft)
                if (state.plans.count(airplane.id) > 0 && mayTaxi(rules(), airplane))
                    state.taxiChoices.push_back(airplane.id);
        if (!state.taxiChoices.empty()) {
            state.stage = Stage::Taxi;
            return;
        }
        askDrops();
    }

    // BOMB-01: each bomber says what it drops with the next card.
    void askDrops() {
        state.dropChoices.clear();
        state.drops.clear();
        for (const auto& airplane : state.aircraft)
            // WX-01 (as WX-05 says for the weather band): nobody aims bombs from inside the clouds.
            if (airplane.takesPart() && airplane.bombs > 0) state.dropChoices.push_back(airplane.id);
        if (state.dropChoices.empty())
            runPhase(state.phase + 1);
        else
            state.stage = Stage::Drop;
    }

    // WX-09 / WX-10 / BAL-11: in the two turns of an advantage every airplane
    // of the side caught by surprise plans one card (in the air: a take-off or
    // landing under way keeps its sequence).
    void markSurprised() {
        for (auto& airplane : state.aircraft) {
            const bool caught = state.advantage && state.advantage->holds(state.turn) &&
                                caughtBy(*state.advantage, *state.attack, airplane.side) && airplane.inPlay() &&
                                airplane.groundProcedure == GroundProcedure::None;
            airplane.surprisedBy = caught ? state.advantage->rule : std::string();
        }
    }

    // The side an advantage favours: the attackers', or the defenders'.
    Side favouredSide() const { return state.advantage->roadIsClear ? state.attack->side : defendingSide(state); }

    // WX-08..10, BAL-11: the first attacker seen inside the defended zone
    // after a card, or, when the road is clear, the first to come out of the
    // clouds with no defender up (WX-08), sets off the advantage: the two
    // turns after this one.
    void watchForAdvantage(const std::vector<bool>& wasInCloud) {
        if (!state.advantage || state.advantage->from != 0) return;
        const Attack& attack = *state.attack;
        for (std::size_t i = 0; i < state.aircraft.size(); ++i) {
            const auto& airplane = state.aircraft[i];
            if (airplane.side != attack.side || !airplane.takesPart()) continue;
            const bool crossed = inDefendedZone(attack, {airplane.pose.x, airplane.pose.y});
            const bool outOfClouds =
                state.advantage->roadIsClear && wasInCloud[i] && !defendersOnPatrol(attack, state.aircraft);
            if (!crossed && !outOfClouds) continue;
            state.advantage->from = state.turn + 1;
            std::vector<std::string> ruleIds{state.advantage->rule};
            if (!crossed) ruleIds.insert(ruleIds.begin(), "WX-08");
            note(ev::TacticalAdvantage{favouredSide(), state.advantage->roadIsClear, !crossed, state.advantage->from,
                                       state.advantage->to()},
                 airplane.id, ruleIds);
            return;
        }
    }

    void runPhase(int phase) {
        state.phase = phase;
        for (auto& airplane : state.aircraft) airplane.damageThisPhase = 0;
        const auto before = stepStart();
        std::vector<Point2> starts;    // BAL-08: where each base centre was before the maneuver
        std::vector<Pose> startPoses;  // MODE-06: where each airplane was before the maneuver
        std::vector<bool> wasInCloud;  // WX-08: who was in the clouds before it
        for (const auto& airplane : state.aircraft) {
            starts.push_back({airplane.pose.x, airplane.pose.y});
            startPoses.push_back(airplane.pose);
            wasInCloud.push_back(airplane.inCloud);
        }
        auto movement = flyPhase(data(), rules(), state.aircraft, state.plans, state.violations, phase, state.table,
                                 *state.piles, rng);
        events.insert(events.end(), movement.events.begin(), movement.events.end());
        state.overlaps = movement.overlaps;
        loseTailsInClouds();
        watchForAdvantage(wasInCloud);
        // WX-06 / WX-07: heavy weather shakes whoever flew an Immelmann, a Split-S, a steep card, a climb or a dive.
        if (weatherIs(WeatherKind::HeavyWeather)) {
            std::vector<std::string> exploded;
            for (const FlownStep& step : movement.steps) {
                AircraftState* airplane = state.find(step.aircraft);
                if (airplane == nullptr || !step.moved || !airplane->inPlay()) continue;
                const ManeuverCard* card = data().deckOf(typeOf(*airplane))->card(step.flownNumber);
                if (card != nullptr && shakenByWeather(*card) && shakeByWeather(*airplane, true))
                    exploded.push_back(airplane->id);
            }
            blast(exploded);
        }
        balloonContacts();
        netContacts(starts);
        afterLosses(before);
        modeAfterMoves(startPoses);
        resolveBombs();
        observeTargets();
        offerFire();
    }

    bool weatherIs(WeatherKind kind) const { return state.weather && state.weather->kind == kind; }

    // WX-06 / WX-07: `airplane` draws a B card in heavy weather, at the start
    // of the turn or after a special card (`afterCard`); true when it exploded.
    bool shakeByWeather(AircraftState& airplane, bool afterCard) {
        const DamageCardSpec& card = state.piles->draw('B', rng);
        const WeatherHit hit = heavyWeatherHit(card.damage, airplane.inCloud);
        const std::string rule = airplane.inCloud ? "WX-07" : "WX-06";
        note(ev::WeatherShakes{card.id, card.damage, hit.points, airplane.inCloud, afterCard}, airplane.id, {rule});
        if (hit.points == 0) return false;
        // The rule sets the points; outside the clouds the card's special is ignored.
        DamageCardSpec dealt = card;
        dealt.damage = hit.points;
        if (!hit.specials) {
            dealt.special = Special::None;
            dealt.jamColour = JamColour::None;
            dealt.jamSide = JamSide::None;
        }
        const AircraftType& type = typeOf(airplane);
        const bool wasFlying = airplane.inPlay();
        auto damage = applyDamageCard(airplane, type, dealt, 'B', false, {ev::DamageSource::Weather, {}}, {rule});
        events.insert(events.end(), damage.begin(), damage.end());
        const bool exploded = wasFlying && airplane.status == AircraftStatus::Exploded;
        if (dealt.special == Special::None || dealt.special == Special::Explosion) return exploded;
        // A jam jams the airplane's own first gun: the weather has none.
        const std::string weapon = type.weapons.empty() ? std::string() : type.weapons.front().id;
        auto special = applySpecial(rules(), airplane, type, airplane, weapon, dealt, false, false,
                                    alreadyHad(airplane, dealt.special));
        events.insert(events.end(), special.begin(), special.end());
        return exploded;
    }

    // TAIL-13: a tail ends when either airplane goes into the clouds, and the
    // pursuer loses any aim it held on the target.
    void loseTailsInClouds() {
        for (auto it = state.tails.begin(); it != state.tails.end();) {
            AircraftState* pursuer = state.find(it->first);
            const AircraftState* target = state.find(it->second);
            if (pursuer == nullptr || target == nullptr || (!pursuer->inCloud && !target->inCloud)) {
                ++it;
                continue;
            }
            std::erase_if(pursuer->aim, [&](const auto& entry) { return entry.second.target == target->id; });
            state.reorderFrom.erase(pursuer->id);
            note(ev::TailLost{false, true}, pursuer->id, {"TAIL-13", "WX-01"});
            it = state.tails.erase(it);
        }
    }

    // RULES.md §5.3 step 6 (RCN-01, RCN-02): after the moves, each airplane
    // in the air photographs and scouts the other side's objectives it is
    // over or near. Each is told once per airplane and objective.
    void observeTargets() {
        if (state.targets.empty()) return;
        const Footprint footprint = footprintOf(rules().overlapShape);
        for (const auto& airplane : state.aircraft) {
            if (!airplane.takesPart()) continue;  // nothing is seen from inside the clouds (WX-01, WX-05)
            const AircraftType& type = typeOf(airplane);
            const GeometrySpec& geometry = *data().geometryOf(type);
            for (auto& target : state.targets) {
                const GroundType* ground = data().groundType(target.type);
                if (target.side == airplane.side || ground == nullptr) continue;
                const auto& photographed = target.photographedBy;
                if (std::find(photographed.begin(), photographed.end(), airplane.id) == photographed.end() &&
                    photograph(airplane, type, geometry, footprint, {target.pose.x, target.pose.y}) == Photo::Taken) {
                    target.photographedBy.push_back(airplane.id);
                    note(ev::Photographed{target.id, target.name, airplane.altitude}, airplane.id, {"RCN-01"});
                }
                const auto& scouted = target.reconnoitredBy;
                if (std::find(scouted.begin(), scouted.end(), airplane.id) != scouted.end()) continue;
                const double reach = reconReachMm(airplane.altitude, geometry.rulerLength.value);
                const double distance = distanceToCard({airplane.pose.x, airplane.pose.y}, target.pose,
                                                       ground->cardWidth.value, ground->cardLength.value);
                if (reach <= 0 || distance > reach) continue;
                target.reconnoitredBy.push_back(airplane.id);
                note(ev::Reconnoitred{target.id, target.name, airplane.altitude, distance, reach}, airplane.id,
                     {"RCN-02"});
            }
        }
    }

    // RULES.md §5.3 step 6 (BOMB-01..06, BOMB-08): after the maneuvers and
    // before fire, the bombs falling make one more move, then this phase's
    // drops leave their airplanes.
    void resolveBombs() {
        if (state.bombs.empty() && state.drops.empty()) return;
        const auto before = stepStart();
        std::vector<FallingBomb> falling;
        for (FallingBomb bomb : state.bombs) {
            moveBomb(bomb);
            --bomb.markers;
            if (bomb.markers > 0) {
                note(ev::BombFalls{bomb.pose, bomb.markers}, bomb.owner, {"BOMB-05"});
                falling.push_back(std::move(bomb));
            } else {
                land(bomb);
            }
        }
        std::vector<std::string> exploded;
        for (const auto& [id, count] : state.drops) {
            AircraftState* airplane = state.find(id);
            if (airplane == nullptr || !airplane->inPlay() || count <= 0) continue;  // down in its maneuver
            const AircraftType& type = typeOf(*airplane);
            const int dropped = std::min(count, airplane->bombs);
            // BOMB-02: below level 1 the airplane goes up with its bombs.
            if (airplane->altitude < 1) {
                airplane->bombs -= dropped;
                airplane->status = AircraftStatus::Exploded;
                note(ev::BombBlewUp{airplane->altitude}, id, {"BOMB-02"});
                exploded.push_back(id);
                continue;
            }
            const bool wasFull = airplane->fullBombLoad;
            const bool discarded = releaseBombs(*airplane, type, dropped);
            const ManeuverDeck& deck = *data().deckOf(type);
            const BombPath path = bombPathOf(deck, *airplane);
            FallingBomb bomb{id,
                             airplane->pose,
                             dropped,
                             type.bombClusters,
                             bombMarkers(airplane->altitude),
                             path.card != nullptr ? path.card->number : 0,
                             path.speed};
            moveBomb(bomb);
            note(ev::BombsDropped{dropped, type.bombClusters, airplane->altitude, bomb.markers, bomb.card, bomb.pose},
                 id, {"BOMB-01", bomb.markers == 0 ? "BOMB-04" : "BOMB-05"});
            if (wasFull && !airplane->fullBombLoad)
                note(ev::LoadLightened{airplane->bombs, discarded}, id, {"BOMB-07", "BOMB-08"});
            if (bomb.markers == 0)
                land(bomb);
            else
                falling.push_back(std::move(bomb));
        }
        state.bombs = std::move(falling);
        state.drops.clear();
        blast(exploded);
        afterLosses(before);
    }

    // One move of a bomb's card along its card (BOMB-04): as the airplane
    // that dropped it would fly that card, at the speed of the drop (WW2).
    void moveBomb(FallingBomb& bomb) {
        const AircraftState* owner = state.find(bomb.owner);
        const AircraftType* type = owner != nullptr ? data().aircraftType(owner->type) : nullptr;
        const ManeuverDeck* deck = type != nullptr ? data().deckOf(*type) : nullptr;
        const ManeuverCard* card = deck != nullptr ? deck->card(bomb.card) : nullptr;
        if (card == nullptr) return;
        const CardMove* move = bombMove(*card, bomb.speed);
        if (move != nullptr) bomb.pose = applyCardMove(bomb.pose, *move, *data().geometryOf(*type));
    }

    // BOMB-03 (BOMB-06 under bomb_power): what the landing card covers.
    void land(const FallingBomb& bomb) {
        ev::BombLanded landed{bomb.pose, bomb.count, {}};
        const GroundType* card = data().bombCard();
        for (auto& target : state.targets) {
            const GroundType* type = data().groundType(target.type);
            // A balloon is in the air, above the bombs' fall (BAL-09's height).
            if (card == nullptr || type == nullptr || target.destroyed || type->kind == GroundKind::Balloon) continue;
            const BombCover cover = bombCover(bomb.pose, *card, target.pose, *type);
            if (cover == BombCover::Miss) continue;
            ev::BombHit hit{target.id, target.name, cover == BombCover::Centre ? 2 : 1, 0, false};
            if (rules().bombPower) {
                hit.damage = bombDamage(cover, bomb.clusters, bomb.count);
                target.damage += hit.damage;
                target.destroyed = type->structure && target.damage >= type->structure->value;
            } else {
                target.destroyed = cover == BombCover::Centre;
            }
            hit.destroyed = target.destroyed;
            landed.hits.push_back(std::move(hit));
        }
        std::vector<std::string> ids{"BOMB-03"};
        if (rules().bombPower) ids.emplace_back("BOMB-06");
        note(std::move(landed), bomb.owner, std::move(ids));
    }

    // The weapons that may fire now, with their legal targets (best first).
    void offerFire() {
        if (askFlak(FlakAction::Burst)) return;  // AA-08: burst now or two phases later
        offerAirplaneFire();
    }

    void offerAirplaneFire() {
        state.fireOptions.clear();
        state.fireOrders.clear();
        buildStandIns();
        for (const auto& shooter : state.aircraft) {
            if (!shooter.takesPart()) continue;  // WX-01: no fire from the clouds
            const auto& type = typeOf(shooter);
            for (const auto& weapon : type.weapons) {
                if (weaponBlocked(shooter, type, weapon)) continue;
                std::vector<std::pair<ShotCheck, std::string>> shots;
                for (const auto& target : state.aircraft) {
                    if (&target == &shooter || !canBeFiredAt(rules(), target) || sameTeam(target, shooter)) continue;
                    auto shot = checkShot(data(), rules(), shooter, weapon, target, state.aircraft, state.overlaps);
                    if (shot.canFire) shots.emplace_back(std::move(shot), target.id);
                }
                // Best first: more cards, then shorter range, then id (deterministic).
                auto best = [](const auto& a, const auto& b) {
                    if (a.first.cards != b.first.cards) return a.first.cards > b.first.cards;
                    if (a.first.distanceMm != b.first.distanceMm) return a.first.distanceMm < b.first.distanceMm;
                    return a.second < b.second;
                };
                std::stable_sort(shots.begin(), shots.end(), best);
                // AA-01: the other side's ground defences, after the airplanes (a
                // weapon's first target is the one fired at "at the best target").
                std::vector<std::pair<ShotCheck, std::string>> ground;
                const FireParty self{&shooter, &type, data().geometryOf(type), false};
                for (const auto& standIn : standIns) {
                    if (standIn.state.side == shooter.side) continue;
                    auto shot =
                        checkShot(data(), rules(), self, weapon, standIn.party(), state.aircraft, state.overlaps);
                    if (shot.canFire) ground.emplace_back(std::move(shot), standIn.state.id);
                }
                std::stable_sort(ground.begin(), ground.end(), best);
                if (shots.empty() && ground.empty()) continue;
                FireOption option{shooter.id, weapon.id, {}};
                for (const auto& shot : shots) option.targets.push_back(shot.second);
                for (const auto& shot : ground) option.targets.push_back(shot.second);
                state.fireOptions.push_back(std::move(option));
            }
            offerRockets(shooter, type);
        }
        if (state.fireOptions.empty())
            resolveFire();
        else
            state.stage = Stage::Fire;
    }

    // RKT-01..04: after the second of two straights, dives or stalls, the
    // rockets aboard as weapons: one batch, and both batches with two aboard,
    // each at the balloons and ground defences in reach (nearest first).
    void offerRockets(const AircraftState& shooter, const AircraftType& type) {
        if (rocketReadiness(shooter, type, state.turn, state.phase) != RocketReadiness::Ready) return;
        const FireParty self{&shooter, &type, data().geometryOf(type), false};
        for (int batches = 1; batches <= std::min(shooter.rockets, kMaxRocketBatches); ++batches) {
            std::vector<std::pair<double, std::string>> targets;
            for (const auto& standIn : standIns) {
                if (standIn.state.side == shooter.side) continue;
                const ShotCheck shot =
                    checkRockets(data(), rules(), self, batches, standIn.party(), state.aircraft, state.overlaps);
                if (shot.canFire) targets.emplace_back(shot.distanceMm, standIn.state.id);
            }
            if (targets.empty()) return;
            std::stable_sort(targets.begin(), targets.end());
            FireOption option{shooter.id, rocketWeapon(batches).id, {}};
            for (const auto& target : targets) option.targets.push_back(target.second);
            state.fireOptions.push_back(std::move(option));
        }
    }

    struct Request {
        std::string shooter, weapon, target;
        char deck = 'A';
        int cards = 0;
        int bonus = 0;
        std::vector<std::string> rules;
        bool halve = false;       // FIRE-24: deck A for a single gun, each value halved
        std::string consoleCard;  // FIRE-25/26: the shooter's console card the first card is
        // Who fired: an airplane's or AA gun's weapon; a trench's or AA gun's
        // infantry (AA-02: only the special counts); a flak shell (AA-06/07);
        // a balloon's blast (BAL-03); Le Prieur rockets (RKT-05). None of the
        // last four has a gun that a jam card could jam.
        enum class Origin : std::uint8_t { Gun, Infantry, Shell, BalloonBlast, Rockets };
        Origin origin = Origin::Gun;
        [[nodiscard]] bool jams() const { return origin == Origin::Gun; }
    };

    // AA-01: the ground defences of this fire step as stand-in airplanes, with
    // the index in state.targets of each and its counters before the step's
    // specials (as `marks` for the airplanes). Kept until the phase ends.
    std::vector<DefenceStandIn> standIns;
    std::vector<std::size_t> standInTargets;
    std::vector<CounterMark> standInMarks;

    // The shooter of a request: an airplane, or a defence's stand-in.
    AircraftState& shooterOf(std::string_view id) {
        if (AircraftState* airplane = state.find(id)) return *airplane;
        if (DefenceStandIn* standIn = standInOf(id)) return standIn->state;
        throw std::logic_error("no shooter " + std::string(id));
    }

    // FIRE-09: a weapon that fired at the same target again keeps counting; any other resets.
    static void trackAim(AircraftState::Aim& track, const std::string* target) {
        if (target == nullptr) {
            track = {};
        } else {
            track.phases = track.target == *target ? track.phases + 1 : 1;
            track.target = *target;
        }
    }

    // AA-01: the ground defences still standing, as stand-in airplanes, for
    // this fire step (where the airplanes stand after the phase's moves).
    void buildStandIns() {
        standIns.clear();
        standInTargets.clear();
        standInMarks.clear();
        for (std::size_t i = 0; i < state.targets.size(); ++i) {
            if (auto standIn = standInFor(data(), state, state.targets[i])) {
                standIns.push_back(std::move(*standIn));
                standInTargets.push_back(i);
            }
        }
    }

    // Either side of a shot: an airplane, or a defence's stand-in (nullptr state: neither).
    FireParty fireParty(std::string_view id) const {
        if (const AircraftState* airplane = state.find(id)) {
            const AircraftType& type = typeOf(*airplane);
            return {airplane, &type, data().geometryOf(type), false};
        }
        for (const auto& standIn : standIns)
            if (standIn.state.id == id) return standIn.party();
        return {};
    }
    DefenceStandIn* standInOf(std::string_view id) {
        for (auto& standIn : standIns)
            if (standIn.state.id == id) return &standIn;
        return nullptr;
    }
    TargetState* standingDefence(std::string_view id) {
        for (std::size_t k = 0; k < standIns.size(); ++k)
            if (standIns[k].state.id == id) return &state.targets[standInTargets[k]];
        return nullptr;
    }

    // AA-01..03: the ground defences' shots of this fire step, measured where
    // the airplanes stand now like every shot of the step (FIRE-19): infantry
    // fire at every enemy airplane in reach, and an AA gun's artillery shot at
    // one (ground_defences.hpp says how it picks).
    void defenceShots(std::vector<Request>& requests, std::map<std::string, std::string>& firedAt) {
        const Weapon infantry = infantryWeapon();
        for (std::size_t k = 0; k < standIns.size(); ++k) {
            const TargetState& defence = state.targets[standInTargets[k]];
            const GroundType* ground = data().groundType(defence.type);
            DefenceStandIn& standIn = standIns[k];
            // A balloon fires only with the armed_balloons option, its basket's
            // guns as an AA gun's artillery, without infantry (BAL-01, BAL-12);
            // a flak battery's shells are its own (flakBursts).
            const bool basket = ground->kind == GroundKind::Balloon;
            if (basket ? !rules().armedBalloons : !ground->defence()) continue;
            // AA-03: a gun put out of action makes no artillery shot.
            const Weapon* gun = ground->gun && !defence.silenced ? &*ground->gun : nullptr;
            std::vector<ShotCheck> artillery;
            for (const auto& airplane : state.aircraft) {
                if (!airplane.takesPart() || airplane.side == defence.side) continue;  // WX-01: nor into them
                const AircraftType& type = typeOf(airplane);
                const FireParty target{&airplane, &type, data().geometryOf(type), false};
                const ShotCheck shot = basket ? ShotCheck{}
                                              : checkShot(data(), rules(), standIn.party(), infantry, target,
                                                          state.aircraft, state.overlaps);
                if (shot.canFire) {
                    std::vector<std::string> ids{"AA-01", "AA-02"};
                    ids.insert(ids.end(), shot.rules.begin(), shot.rules.end());
                    requests.push_back({defence.id,
                                        kInfantryWeapon,
                                        airplane.id,
                                        kInfantryDeck,
                                        1,
                                        0,
                                        ids,
                                        false,
                                        {},
                                        Request::Origin::Infantry});
                    ShotCheck infantryShot = shot;  // AA-02: one A card whatever the range
                    infantryShot.cards = 1;
                    infantryShot.deck = kInfantryDeck;
                    note(ev::Fire{airplane.id, kInfantryWeapon, 1, kInfantryDeck, 0, std::nullopt, false,
                                  std::move(infantryShot)},
                         defence.id, ids);
                }
                if (gun != nullptr)
                    artillery.push_back(
                        checkShot(data(), rules(), standIn.party(), *gun, target, state.aircraft, state.overlaps));
            }
            if (gun == nullptr || weaponBlocked(standIn.state, standIn.type, *gun)) continue;
            const int chosen = artilleryTarget(artillery, state.aircraft);
            if (chosen < 0) continue;
            const ShotCheck& shot = artillery[static_cast<std::size_t>(chosen)];
            const ShotDraw draw = shotDraw(rules(), standIn.state, *gun, *state.find(shot.target), shot);
            // As an airplane's shot: the request carries the draw's rules, the event the shot's.
            std::vector<std::string> ids =
                basket ? std::vector<std::string>{"BAL-12", "AA-03"} : std::vector<std::string>{"AA-01", "AA-03"};
            auto fireRules = ids;
            ids.insert(ids.end(), draw.rules.begin(), draw.rules.end());
            requests.push_back({defence.id,
                                kArtilleryWeapon,
                                shot.target,
                                draw.deck,
                                draw.cards,
                                draw.bonus,
                                ids,
                                draw.halve,
                                {},
                                Request::Origin::Gun});
            for (int extra = 0; extra < draw.extraCards; ++extra)  // FIRE-10: one more A counter
                requests.push_back({defence.id,
                                    kArtilleryWeapon,
                                    shot.target,
                                    draw.extraDeck,
                                    1,
                                    0,
                                    {"FIRE-10"},
                                    false,
                                    {},
                                    Request::Origin::Gun});
            firedAt[defence.id + "/" + kArtilleryWeapon] = shot.target;
            fireRules.insert(fireRules.end(), shot.rules.begin(), shot.rules.end());
            note(ev::Fire{shot.target, kArtilleryWeapon, draw.cards, draw.deck, draw.bonus, std::nullopt, false, shot},
                 defence.id, fireRules);
        }
        for (const auto& standIn : standIns) standInMarks.push_back(counterMark(standIn.state));
    }

    // After the fire step: what the defences' shots left on their guns (jams, aim).
    void keepDefenceCounters(const std::map<std::string, std::string>& firedAt) {
        for (std::size_t k = 0; k < standIns.size(); ++k) {
            TargetState& defence = state.targets[standInTargets[k]];
            AircraftState& standIn = standIns[k].state;
            for (const auto& weapon : standIns[k].type.weapons) {
                if (weapon.id != kArtilleryWeapon) continue;
                const auto fired = firedAt.find(defence.id + "/" + weapon.id);
                trackAim(standIn.aim[weapon.id], fired != firedAt.end() ? &fired->second : nullptr);
            }
            defence.jams = standIn.jams;
            defence.aim = standIn.aim;
        }
    }

    // --- Flak batteries (AA-04..08; rules/flak.hpp) ---

    bool standingFlak(const TargetState& target) const { return batteryOf(data(), state, target).has_value(); }
    static FlakBurstTime burstTimeOf(const FlakToken& token) {
        return flakBurstTime(token.placedTurn, token.moved || token.delayed);
    }

    // The gunners asked at `step` (Place; Keep for Keep/Move; Burst for
    // Burst/Delay): false when there is none and the game goes on.
    // - Place: a ready battery without a token, once the plans are made (AA-04/05);
    // - Keep: a token that would burst in phase 2, after phase 1, before the 2nd reveal (AA-08);
    // - Burst: that token, not moved, at the fire step of phase 2 (AA-08's delay).
    bool askFlak(FlakAction step) {
        state.flakChoices.clear();
        for (const TargetState& target : state.targets) {
            if (!standingFlak(target)) continue;
            const bool burstsInPhaseTwo = target.token && target.token->placedTurn == state.turn &&
                                          !target.token->moved && !target.token->delayed;
            bool asked = false;
            if (step == FlakAction::Place)
                asked = !target.token && target.readyFrom != 0 && target.readyFrom <= state.turn;
            else if (step == FlakAction::Keep)
                asked = burstsInPhaseTwo;
            else
                asked = burstsInPhaseTwo && state.phase == 2;
            if (asked) state.flakChoices.push_back(target.id);
        }
        if (state.flakChoices.empty()) return false;
        state.flakStep = step;
        state.stage = Stage::Flak;
        return true;
    }

    // Every gunner has answered: the game goes on from where it asked.
    void flakAnswered() {
        switch (state.flakStep) {
            case FlakAction::Place:
                revealForTails(1);
                return;
            case FlakAction::Keep:
                nextPhase();
                return;
            default:
                offerAirplaneFire();
                return;
        }
    }

    // AA-06/07: every token due in this fire step bursts. The airplanes at
    // its level on it draw a C card, those within half a ruler an A card
    // (option flak_near_miss), dealt with the step's shots (FIRE-19); then
    // the battery reloads (AA-04).
    void flakBursts(std::vector<Request>& requests) {
        const Footprint footprint = footprintOf(rules().overlapShape);
        for (TargetState& target : state.targets) {
            if (!target.token) continue;
            if (!standingFlak(target)) {  // destroyed with its shell still aimed
                target.token.reset();
                continue;
            }
            if (burstTimeOf(*target.token) != FlakBurstTime{state.turn, state.phase}) continue;
            const FlakToken token = *target.token;
            const FlakBattery battery = *batteryOf(data(), state, target);
            ev::FlakBurst burst{token.at, token.altitude, {}, {}, flakReadyAgain(state.turn)};
            for (const AircraftState& airplane : state.aircraft) {
                const FlakHit hit = flakHit(battery, token.at, token.altitude, airplane,
                                            *data().geometryOf(typeOf(airplane)), footprint, rules().flakNearMiss);
                if (hit == FlakHit::None) continue;
                const bool direct = hit == FlakHit::Direct;
                (direct ? burst.direct : burst.nearMiss).push_back(airplane.id);
                requests.push_back({target.id,
                                    "shell",
                                    airplane.id,
                                    flakHitDeck(hit),
                                    1,
                                    0,
                                    {direct ? "AA-06" : "AA-07"},
                                    false,
                                    {},
                                    Request::Origin::Shell});
            }
            note(std::move(burst), target.id, {"AA-06", "AA-04"});
            target.token.reset();
            target.readyFrom = flakReadyAgain(state.turn);
        }
    }

    // FIRE-19 and the damage step: every shot of the phase at once.
    void resolveFire() {
        const std::size_t firstFireEvent = events.size();
        std::map<std::string, std::string> firedAt;  // "shooter/weapon" -> target
        const std::string twinRule = rules().twinJam == TwinJam::S000 ? "FIRE-27" : "FIRE-28";
        for (auto& airplane : state.aircraft)  // CONF-28: a new fire step, no shot yet
            for (auto& [id, twin] : airplane.twinGuns) {
                twin.fired = twin.oneGun = twin.shortRange = false;
                twin.red = twin.green = 0;
            }
        buildStandIns();
        std::vector<Request> requests = shotRequests(twinRule, firedAt);
        defenceShots(requests, firedAt);
        flakBursts(requests);
        tickJammedGuns(twinRule);
        std::vector<Dealt> dealt = dealCards(requests);
        redrawForOverdives(requests, dealt);
        const auto before = stepStart();
        std::vector<CounterMark> marks;  // DMG-06/DMG-10: what the consoles held before this step's specials
        marks.reserve(state.aircraft.size());
        for (const auto& airplane : state.aircraft) marks.push_back(counterMark(airplane));
        applyDealt(requests, dealt);
        balloonBlasts();
        afterLosses(before);
        flagCarriersHit(firstFireEvent);
        // Aim tracks: a weapon that fired at the same target again keeps counting; any other resets.
        for (auto& airplane : state.aircraft) {
            for (const auto& weapon : typeOf(airplane).weapons) {
                auto fired = firedAt.find(airplane.id + "/" + weapon.id);
                trackAim(airplane.aim[weapon.id], fired != firedAt.end() ? &fired->second : nullptr);
            }
            // FIRE-09/10: damage taken this phase spoils the aim for the next fire step.
            airplane.aimBroken = airplane.damageThisPhase > 0;
        }
        keepDefenceCounters(firedAt);
        endPhase(marks);
    }

    // The fire orders of the step as damage requests (FIRE-20 holds, CONF-29
    // ammunition, what each shot draws, CONF-28 twin guns); `firedAt` gets
    // the target of every weapon that fires.
    std::vector<Request> shotRequests(const std::string& twinRule, std::map<std::string, std::string>& firedAt) {
        std::vector<Request> requests;
        const std::string ammoRule = rules().ammunition == Ammunition::S000 ? "FIRE-25" : "FIRE-26";
        const std::set<std::string> rocketeers = fireRockets(requests);
        for (const auto& order : state.fireOrders) {
            if (isRocketWeapon(order.weapon)) continue;  // fireRockets
            if (order.target.empty()) {
                note(ev::HoldFire{order.weapon}, order.aircraft, {"FIRE-20"});
                continue;
            }
            if (rocketeers.count(order.aircraft) > 0) {  // RKT-01: no machine gun while the rockets go
                note(ev::FireOrderHeld{order.weapon, order.target, ev::HeldBecause::FiringRockets}, order.aircraft,
                     {"RKT-01"});
                continue;
            }
            auto& shooter = *state.find(order.aircraft);
            const FireParty targetParty = fireParty(order.target);  // an airplane or a ground defence (AA-01)
            const auto& target = *targetParty.state;
            const auto& type = typeOf(shooter);
            const Weapon* weapon = nullptr;
            for (const auto& w : type.weapons)
                if (w.id == order.weapon) weapon = &w;
            const auto shot =
                checkShot(data(), rules(), fireParty(shooter.id), *weapon, targetParty, state.aircraft, state.overlaps);
            // CONF-29: one shot of the airplane's ammunition per weapon that fires; another
            // weapon may have used the last one in this same fire step.
            if (shooter.ammunitionLeft() == 0) {
                note(ev::OutOfAmmunition{weapon->id}, shooter.id, {ammoRule});
                continue;
            }
            // What the shot draws (aim, dive fire, deflection, jams, FIRE-24): the
            // one rule the damage odds also count by.
            const ShotDraw draw = shotDraw(rules(), shooter, *weapon, target, shot);
            Request request{shooter.id, weapon->id, target.id,  draw.deck, draw.cards,
                            draw.bonus, draw.rules, draw.halve, {},        Request::Origin::Gun};
            if (draw.consoleFirst) {  // FIRE-25/26: the target's first card comes off the shooter's console
                request.consoleCard = shooter.ammoCards.back();
                shooter.ammoCards.pop_back();
            } else if (shooter.shotsLeft > 0) {
                --shooter.shotsLeft;
            }
            // CONF-28: the twin weapon's jam symbols of this fire step come from this shot.
            const bool oneGun = draw.oneGun;
            if (auto twin = shooter.twinGuns.find(weapon->id); twin != shooter.twinGuns.end()) {
                twin->second.fired = true;
                twin->second.shortRange = shot.range == Range::Short;
                twin->second.oneGun = oneGun;
            }
            requests.push_back(request);
            for (int extra = 0; extra < draw.extraCards; ++extra)  // FIRE-10: one more A counter
                requests.push_back({shooter.id,
                                    weapon->id,
                                    target.id,
                                    draw.extraDeck,
                                    1,
                                    0,
                                    {"FIRE-10"},
                                    false,
                                    {},
                                    Request::Origin::Gun});
            firedAt[shooter.id + "/" + weapon->id] = target.id;
            shooter.firedAt = maneuverIndex(state.turn, state.phase);  // RKT-01
            ev::Fire fired{target.id,     weapon->id,   request.cards, request.deck,
                           request.bonus, std::nullopt, oneGun,        shot};
            if (shooter.ammunitionLeft() >= 0) fired.shotsLeft = shooter.ammunitionLeft();
            auto fireRules = shot.rules;
            if (oneGun) fireRules.push_back(twinRule);
            if (!request.consoleCard.empty()) fireRules.push_back(ammoRule);
            note(std::move(fired), shooter.id, fireRules);
        }
        return requests;
    }

    // RKT-01..05: the rocket orders of the fire step: an airplane that
    // ordered both batches fires them and not the single one; each batch
    // deals one D card. Returns the airplanes that fire rockets.
    std::set<std::string> fireRockets(std::vector<Request>& requests) {
        std::set<std::string> rocketeers;
        for (const bool pairs : {true, false}) {
            for (const auto& order : state.fireOrders) {
                const int batches = rocketBatchesOf(order.weapon);
                if (batches == 0 || (batches == 2) != pairs) continue;
                if (order.target.empty() || rocketeers.count(order.aircraft) > 0) {
                    note(ev::HoldFire{order.weapon}, order.aircraft, {order.target.empty() ? "FIRE-20" : "RKT-01"});
                    continue;
                }
                AircraftState& shooter = *state.find(order.aircraft);
                const ShotCheck shot = checkRockets(data(), rules(), fireParty(shooter.id), batches,
                                                    fireParty(order.target), state.aircraft, state.overlaps);
                rocketeers.insert(shooter.id);
                shooter.rockets -= batches;
                shooter.firedAt = maneuverIndex(state.turn, state.phase);
                requests.push_back({shooter.id,
                                    order.weapon,
                                    order.target,
                                    kRocketDeck,
                                    batches,
                                    0,
                                    shot.rules,
                                    false,
                                    {},
                                    Request::Origin::Rockets});
                ev::Fire fired{order.target, order.weapon, batches, kRocketDeck, 0, shooter.rockets, false, shot};
                note(std::move(fired), shooter.id, shot.rules);
            }
        }
        return rocketeers;
    }

    struct Dealt {
        std::size_t request;
        const DamageCardSpec* card;
        char letter;  // the deck the card came from (a console card's may differ from the shot's)
    };

    // FIRE-19's order of targets: the maneuver deck letter; a ground defence has none and comes last.
    char deckLetterOf(std::string_view target) const {
        const AircraftState* airplane = state.find(target);
        return airplane != nullptr ? typeOf(*airplane).maneuverDeck : '\0';
    }

    std::vector<Dealt> dealCards(std::vector<Request>& requests) {
        // FIRE-19: per deck, the first card goes to the target whose maneuver
        // deck letter is closest to Z, then round the others in that order.
        std::map<char, std::vector<std::size_t>, std::greater<>> byDeck;
        for (std::size_t i = 0; i < requests.size(); ++i) byDeck[requests[i].deck].push_back(i);
        std::vector<Dealt> dealt;
        for (auto& [deck, indices] : byDeck) {
            std::stable_sort(indices.begin(), indices.end(), [&](std::size_t a, std::size_t b) {
                const char da = deckLetterOf(requests[a].target);
                const char db = deckLetterOf(requests[b].target);
                if (da != db) return da > db;
                return requests[a].target < requests[b].target;
            });
            std::vector<int> left;
            for (auto index : indices) left.push_back(requests[index].cards);
            for (bool any = true; any;) {
                any = false;
                for (std::size_t k = 0; k < indices.size(); ++k) {
                    if (left[k] == 0) continue;
                    --left[k];
                    any = true;
                    auto& request = requests[indices[k]];
                    if (!request.consoleCard.empty()) {  // the shot's first card, from the console
                        const char console = state.find(request.shooter)->ammoDeck;
                        dealt.push_back(
                            {indices[k], &state.piles->playConsoleCard(console, request.consoleCard), console});
                        request.consoleCard.clear();
                    } else {
                        dealt.push_back({indices[k], &state.piles->draw(deck, rng), deck});
                    }
                }
            }
        }
        return dealt;
    }

    void redrawForOverdives(const std::vector<Request>& requests, std::vector<Dealt>& dealt) {
        // FIRE-21: an overdiving WW2 target ignores one counter of this fire
        // step, its worst: it goes back into its group and a replacement is drawn.
        std::map<std::string, std::size_t> overdiveWorst;  // target -> its worst counter in `dealt`
        for (std::size_t i = 0; i < dealt.size(); ++i) {
            const auto& targetId = requests[dealt[i].request].target;
            const AircraftState* target = state.find(targetId);  // a ground defence never overdives
            if (counterWeight(*dealt[i].card) == 0 || target == nullptr || !overdivingTarget(*target, rules()))
                continue;
            auto [worst, fresh] = overdiveWorst.try_emplace(targetId, i);
            if (!fresh && counterWeight(*dealt[i].card) > counterWeight(*dealt[worst->second].card)) worst->second = i;
        }
        for (const auto& [targetId, i] : overdiveWorst) {
            const char deck = dealt[i].letter;
            const DamageCardSpec& ignored = *dealt[i].card;
            state.piles->returnAndShuffle(deck, ignored, rng);
            dealt[i].card = &state.piles->draw(deck, rng);
            note(ev::OverdiveRedraw{deck, ignored.id, dealt[i].card->id}, targetId, {"FIRE-21"});
        }
    }

    // Every dealt card on its target: points, then specials (CONF-27), then the blasts.
    void applyDealt(const std::vector<Request>& requests, const std::vector<Dealt>& dealt) {
        // Apply points, then specials (CONF-27 bookkeeping per shot and per phase).
        // A special's identity for CONF-27: WW2 jams are handed, so a left and a
        // right jam are two different specials (DMG-13).
        auto specialKey = [](const DamageCardSpec& card) {
            return std::string(nameOf(card.special)) + "/" + std::string(nameOf(card.jamSide));
        };
        std::map<std::string, std::vector<std::string>> perShot, perPhase;
        std::map<std::string, int> seenSpecials;
        std::vector<std::string> exploded;  // by this fire step's cards, for DMG-18
        AircraftState battery;  // AA-06/07, BAL-03: a shell's or blast's "shooter", for the specials (no gun to jam)
        for (const auto& [index, card, letter] : dealt) {
            const auto& request = requests[index];
            const bool gunless =
                request.origin == Request::Origin::Shell || request.origin == Request::Origin::BalloonBlast;
            if (gunless) battery.id = request.shooter;
            auto& shooter = gunless ? battery : shooterOf(request.shooter);
            DefenceStandIn* defence = standInOf(request.target);
            if (defence != nullptr) {  // AA-01: a trench or an AA gun fired at
                hitDefence(*standingDefence(request.target), request, *card);
                // Its only special that goes on: the jam of the shooter's gun (none for rockets, RKT-05).
                if (card->special != Special::Jam || !request.jams()) continue;
            }
            auto& target = defence != nullptr ? defence->state : *state.find(request.target);
            const auto& targetType = defence != nullptr ? defence->type : typeOf(target);
            if (defence == nullptr) {
                const bool wasFlying = target.inPlay();
                const ev::DamageCause cause{causeOf(request), shooter.id};
                auto damage =
                    applyDamageCard(target, targetType, *card, request.deck, false, cause, request.rules, request.bonus,
                                    request.halve ? std::optional(rules().halfDamageRounding) : std::nullopt);
                events.insert(events.end(), damage.begin(), damage.end());
                if (wasFlying && target.status == AircraftStatus::Exploded) exploded.push_back(target.id);
                if (card->special == Special::None || card->special == Special::Explosion) continue;
                if (!request.jams() && card->special == Special::Jam) continue;  // AA-02/06: no gun to jam
            }
            const std::string shotKey = request.shooter + "/" + request.weapon + "/" + std::to_string(index);
            auto& shotList = perShot[shotKey];
            auto& phaseList = perPhase[target.id];
            const std::string key = specialKey(*card);
            const bool inShot = std::find(shotList.begin(), shotList.end(), key) != shotList.end();
            const bool inPhase = std::find(phaseList.begin(), phaseList.end(), key) != phaseList.end();
            const std::string everKey = target.id + "/" + std::string(nameOf(card->special));
            const bool secondTime = seenSpecials[everKey]++ > 0 || alreadyHad(target, card->special);
            auto special =
                applySpecial(rules(), target, targetType, shooter, request.weapon, *card, inShot, inPhase, secondTime);
            // RKT-04: an airplane that suffers a special (a jam is its shooter's) cannot fire rockets for two
            // maneuvers.
            if (defence == nullptr && std::any_of(special.begin(), special.end(), [&](const Event& event) {
                    return event.aircraft == target.id && event.kind() != EventKind::SpecialIgnored &&
                           event.kind() != EventKind::Jam;
                }))
                target.specialAt = maneuverIndex(state.turn, state.phase);
            events.insert(events.end(), special.begin(), special.end());
            shotList.push_back(key);
            phaseList.push_back(key);
        }
        // The fire of a phase is simultaneous (FIRE-19): the blasts come after every card is dealt.
        blast(exploded);
    }

    static ev::DamageSource causeOf(const Request& request) {
        switch (request.origin) {
            case Request::Origin::Infantry:
                return ev::DamageSource::InfantryFire;
            case Request::Origin::Shell:
                return ev::DamageSource::FlakBurst;
            case Request::Origin::BalloonBlast:
                return ev::DamageSource::BalloonBlast;
            case Request::Origin::Rockets:
                return ev::DamageSource::Rockets;
            case Request::Origin::Gun:
                break;
        }
        return ev::DamageSource::Fire;
    }

    // The Damage event of a card on a ground target or a balloon: `points`
    // counted, its special ignored or not, `total` of `structure` taken.
    static ev::Damage targetDamage(char deck, const DamageCardSpec& card, int points, bool ignored, int total,
                                   int structure, const ev::DamageCause& cause) {
        return {.deck = deck,
                .card = card.id,
                .damage = points,
                .printed = card.damage,
                .special = card.special,
                .specialIgnored = ignored,
                .totalDamage = total,
                .structure = structure,
                .cause = cause};
    }

    // The rule that says what fire does to a defence of `kind`: AA-02 for a
    // trench, AA-03 for an AA gun, AA-01 (as an immobile airplane) for a flak battery.
    static const char* defenceRule(GroundKind kind) {
        return kind == GroundKind::AaGun ? "AA-03" : kind == GroundKind::Flak ? "AA-01" : "AA-02";
    }

    // AA-01..03: a card of an airplane's shot on a trench, an AA gun or a flak
    // battery. Its points count against the defence's structure; an explosion
    // destroys it; a jam jams the shooter's weapon as always (DMG-10); on an AA
    // gun or a flak battery any other special puts the gun out of action (our
    // reading for the battery, which S003 gives no rule of its own); a trench
    // has no use for them.
    void hitDefence(TargetState& defence, const Request& request, const DamageCardSpec& card) {
        const GroundType& ground = *data().groundType(defence.type);
        AircraftState& shooter = *state.find(request.shooter);
        const int points =
            damagePoints(card, request.bonus, request.halve ? std::optional(rules().halfDamageRounding) : std::nullopt);
        const ev::DamageCause cause{causeOf(request), shooter.id};
        if (ground.kind == GroundKind::Balloon) {
            damageBalloon(defence, card, request.deck, points, true, cause, request.rules);
            return;
        }
        defence.damage += points;
        const int structure = ground.structure ? ground.structure->value : 0;
        // DMG-10: the shooter's weapon, as always (applyDealt); rockets have no gun to jam (RKT-05).
        const bool jam = card.special == Special::Jam && request.jams();
        const bool gun = ground.kind == GroundKind::AaGun || ground.kind == GroundKind::Flak;
        const bool silences = gun && card.special != Special::None && !jam && card.special != Special::Explosion;
        const bool counts = card.special == Special::None || card.special == Special::Explosion || jam || silences;
        note(targetDamage(request.deck, card, points, !counts, defence.damage, structure, cause), defence.id,
             request.rules);
        if (defence.destroyed) return;  // already down in this fire step: the points still count
        if (card.special == Special::Explosion || (structure > 0 && defence.damage >= structure)) {
            defence.destroyed = true;
            note(ev::DefenceDestroyed{shooter.id, card.special == Special::Explosion, defence.damage, structure},
                 defence.id, {defenceRule(ground.kind)});
        } else if (silences && !defence.silenced) {
            defence.silenced = true;
            note(ev::DefenceSilenced{shooter.id, card.special, ground.kind == GroundKind::Flak}, defence.id,
                 {defenceRule(ground.kind)});
        }
    }

    // --- Observation balloons (BAL-01..09; rules/balloons.hpp) ---

    // A balloon that has exploded and whose blast is still to come (BAL-03).
    struct PendingBlast {
        std::string balloon;
        std::string by;  // the airplane whose fire or collision did it; empty: its flames
        bool explosionCard = false;
    };
    std::vector<PendingBlast> pendingBlasts;

    const GroundType* balloonTypeOf(const TargetState& target) const {
        const GroundType* ground = data().groundType(target.type);
        return ground != nullptr && ground->kind == GroundKind::Balloon ? ground : nullptr;
    }
    bool balloonAloft(const TargetState& target) const {
        return balloonTypeOf(target) != nullptr && !target.destroyed && !target.grounded;
    }

    // BAL-02..04: one damage card on a balloon. Its points count against its
    // structure; a flames card adds a flame that never goes out (`specials`:
    // not for the cards that count damage and explosions only, the flames'
    // own and a collision's), an explosion card blows it up, any other
    // special is lost on it (a jam still jams the shooter's gun: applyDealt).
    // An explosion waits in pendingBlasts for balloonBlasts.
    void damageBalloon(TargetState& balloon, const DamageCardSpec& card, char deck, int points, bool specials,
                       const ev::DamageCause& cause, const std::vector<std::string>& why) {
        const GroundType& ground = *balloonTypeOf(balloon);
        const int structure = ground.structure ? ground.structure->value : 0;
        balloon.damage += points;
        BalloonSpecial special = balloonSpecial(card.special);
        if (!specials && special == BalloonSpecial::Flames) special = BalloonSpecial::None;
        const bool jamsShooter = specials && cause.source == ev::DamageSource::Fire && card.special == Special::Jam;
        const bool counts = card.special == Special::None || special != BalloonSpecial::None || jamsShooter;
        std::vector<std::string> ids = why;
        ids.emplace_back("BAL-02");
        note(targetDamage(deck, card, points, !counts, balloon.damage, structure, cause), balloon.id, ids);
        if (balloon.destroyed) return;  // already down in this step: the points still count
        if (special == BalloonSpecial::Flames) {
            ++balloon.flames;
            note(ev::BalloonAlight{cause.by, balloon.flames}, balloon.id, {"BAL-02"});
        }
        switch (balloonFate(balloon.damage, structure, balloon.flames, special)) {
            case BalloonFate::Standing:
                return;
            case BalloonFate::Removed:
                balloon.destroyed = true;
                note(ev::BalloonDestroyed{cause.by, balloon.damage, structure}, balloon.id, {"BAL-04"});
                return;
            case BalloonFate::Exploded:
                balloon.destroyed = true;
                pendingBlasts.push_back({balloon.id, cause.by, special == BalloonSpecial::Explosion});
                return;
        }
    }

    // BAL-03: the blasts of the balloons that exploded in this step. The
    // airplanes at a balloon's level over its card draw a C card, those
    // within half a ruler an A card, dealt as a shot's cards (specials and
    // all, FIRE-19's order), after every other card of the step.
    void balloonBlasts() {
        const GeometrySpec* ruler = groundRuler(data(), state);
        const Footprint footprint = footprintOf(rules().overlapShape);
        while (!pendingBlasts.empty() && ruler != nullptr) {
            const PendingBlast pending = pendingBlasts.front();
            pendingBlasts.erase(pendingBlasts.begin());
            const TargetState& balloon = *findTarget(pending.balloon);
            const GroundType& ground = *balloonTypeOf(balloon);
            const auto card = balloonCardOnTable(balloon.pose, ground.cardWidth.value, ground.cardLength.value);
            ev::BalloonExploded exploded{pending.by, pending.explosionCard, {}, {}};
            std::vector<Request> requests;
            for (const AircraftState& airplane : state.aircraft) {
                const BalloonBlastHit hit =
                    balloonBlastHit(card, balloon.altitude, airplane, *data().geometryOf(typeOf(airplane)), footprint,
                                    ruler->rulerLength.value);
                if (hit == BalloonBlastHit::None) continue;
                (hit == BalloonBlastHit::OnCard ? exploded.onCard : exploded.near).push_back(airplane.id);
                requests.push_back({balloon.id,
                                    "blast",
                                    airplane.id,
                                    balloonBlastDeck(hit),
                                    1,
                                    0,
                                    {"BAL-03"},
                                    false,
                                    {},
                                    Request::Origin::BalloonBlast});
            }
            note(std::move(exploded), balloon.id, {"BAL-03"});
            std::vector<Dealt> dealt = dealCards(requests);
            applyDealt(requests, dealt);
        }
    }

    TargetState* findTarget(std::string_view id) {
        for (TargetState& target : state.targets)
            if (target.id == id) return &target;
        return nullptr;
    }

    // BAL-02 (RULES.md §5.1 step 3): at the start of a turn a burning
    // balloon draws one A card per flame, damage and explosions only.
    void balloonFlames() {
        for (TargetState& balloon : state.targets) {
            if (!balloonAloft(balloon) || balloon.flames == 0) continue;
            for (int i = 0; i < balloon.flames && !balloon.destroyed; ++i) {
                const DamageCardSpec& card = state.piles->draw('A', rng);
                damageBalloon(balloon, card, 'A', damagePoints(card, 0, std::nullopt), false,
                              {ev::DamageSource::FlamesOnBoard, {}}, {"BAL-02"});
            }
        }
        balloonBlasts();
    }

    // BAL-05..07 (RULES.md §5.3 step 5): after the maneuvers, an airplane
    // that runs into a balloon draws a C card and so does the balloon; one
    // that passes under it draws two A cards. Damage and explosions only, as
    // in every collision (COL-07..10).
    void balloonContacts() {
        std::vector<std::string> exploded;  // airplanes, for DMG-18
        for (std::size_t i = 0; i < state.targets.size(); ++i) {
            if (!balloonAloft(state.targets[i])) continue;
            const auto standIn = standInFor(data(), state, state.targets[i]);
            if (!standIn) continue;
            for (AircraftState& airplane : state.aircraft) {
                TargetState& balloon = state.targets[i];
                if (balloon.destroyed) break;
                const BalloonContact contact = balloonContact(airplane, *data().geometryOf(typeOf(airplane)),
                                                              standIn->state, standIn->geometry, rules());
                if (contact == BalloonContact::None) continue;
                const std::string rule = balloonContactRule(contact, rules().balloonCollision);
                const bool wasFlying = airplane.inPlay();
                if (contact == BalloonContact::Cables) {
                    note(ev::BalloonCables{balloon.id}, airplane.id, {rule});
                    damageOnly(airplane, 'A', 2, ev::DamageSource::Collision, {rule}, balloon.id);
                } else {
                    note(ev::BalloonCollision{balloon.id}, airplane.id, {rule});
                    damageOnly(airplane, 'C', 1, ev::DamageSource::Collision, {rule}, balloon.id);
                    const DamageCardSpec& card = state.piles->draw('C', rng);
                    damageBalloon(balloon, card, 'C', damagePoints(card, 0, std::nullopt), false,
                                  {ev::DamageSource::Collision, airplane.id}, {rule});
                }
                if (wasFlying && airplane.status == AircraftStatus::Exploded) exploded.push_back(airplane.id);
            }
        }
        balloonBlasts();
        blast(exploded);
    }

    // BAL-08 (with the balloons' contacts after each maneuver): an airplane in
    // play whose card lies across a barrage net at or below its height is
    // destroyed with more than a third of the card across, or when it was
    // already caught after its previous maneuver; less than that costs two A
    // cards (damage and explosions only, as in a collision).
    void netContacts(const std::vector<Point2>& starts) {
        if (state.nets.empty()) return;
        struct Stretch {
            const BalloonNet* net;
            NetStretch at;
        };
        std::vector<Stretch> stretches;
        for (const BalloonNet& net : state.nets)
            for (const NetStretch& stretch : netStretchesUp(state, net)) stretches.push_back({&net, stretch});
        std::vector<std::string> caught;
        std::vector<std::string> exploded;  // for DMG-18
        for (std::size_t i = 0; i < state.aircraft.size() && i < starts.size(); ++i) {
            AircraftState& airplane = state.aircraft[i];
            if (!airplane.takesPart()) continue;  // WX-01: the nets hang below the clouds
            const auto card = footprintOnTable(airplane.pose, *data().geometryOf(typeOf(airplane)), Footprint::Card);
            const Point2 end{airplane.pose.x, airplane.pose.y};
            const Stretch* worst = nullptr;
            NetContact contact = NetContact::None;
            for (const Stretch& stretch : stretches) {
                const NetContact here = netContact(stretch.at, airplane.altitude, card, starts[i], end);
                if (static_cast<int>(here) > static_cast<int>(contact)) contact = here, worst = &stretch;
            }
            if (worst == nullptr) continue;
            const bool again = std::find(state.inNets.begin(), state.inNets.end(), airplane.id) != state.inNets.end();
            const double share = shareBeyondNet(worst->at, card, starts[i]);
            ev::NetCaught event{worst->net->id, share, again, contact == NetContact::Through || again};
            note(event, airplane.id, {"BAL-08"});
            if (event.destroyed) {
                airplane.status = AircraftStatus::Destroyed;
                continue;
            }
            caught.push_back(airplane.id);
            damageOnly(airplane, 'A', 2, ev::DamageSource::Net, {"BAL-08"}, worst->net->id);
            if (airplane.status == AircraftStatus::Exploded) exploded.push_back(airplane.id);
        }
        state.inNets = std::move(caught);
        blast(exploded);
    }

    // BAL-09 (RULES.md §5.4 step 5): at the end of a turn a burning balloon,
    // or one its side winches down, comes one climb counter lower; at the
    // ground it leaves the game.
    void winchBalloons() {
        for (TargetState& balloon : state.targets) {
            if (!balloonAloft(balloon) || (balloon.flames == 0 && !balloon.winching)) continue;
            const BalloonHeight height = winchedOneCounter({balloon.altitude, balloon.climb});
            balloon.altitude = height.altitude;
            balloon.climb = height.climb;
            note(ev::BalloonWinched{height.altitude, height.climb, balloon.flames > 0}, balloon.id, {"BAL-09"});
            if (onTheGround(height)) {
                balloon.grounded = true;
                note(ev::BalloonGrounded{}, balloon.id, {"BAL-09"});
            }
        }
    }

    // CONF-28, one gun of a twin weapon jammed (jams drawn in this step count from the next).
    // Our reading: a fire step in which the weapon does not fire is the player's choice to
    // unjam; s003 (FIRE-28) then removes one counter and firing leaves them; s000 (FIRE-27)
    // clears the gun after 3 consecutive fire steps without firing, and firing resets the
    // count to 3.
    void tickJammedGuns(const std::string& rule) {
        for (auto& airplane : state.aircraft) {
            if (!airplane.inPlay()) continue;
            for (auto& [weapon, twin] : airplane.twinGuns) {
                if (twin.jammed != 1) continue;
                if (twin.fired) {
                    if (rules().twinJam == TwinJam::S000) twin.counters = 3;
                    continue;
                }
                if (--twin.counters > 0) continue;
                twin.jammed = 0;
                twin.counters = 0;
                note(ev::Unjammed{weapon, true}, airplane.id, {rule});
            }
        }
    }

    // Whether the airplane already carries this special from an earlier phase (DMG-14).
    static bool alreadyHad(const AircraftState& airplane, Special special) {
        switch (special) {
            case Special::Smoke:
                return airplane.smoke > 0 && airplane.flames == 0;
            case Special::Fire:
                return airplane.flames > 0;
            case Special::RudderLeft:
                return airplane.rudderJam == Direction::Left || airplane.rudderJamNextTurn == Direction::Left;
            case Special::RudderRight:
                return airplane.rudderJam == Direction::Right || airplane.rudderJamNextTurn == Direction::Right;
            default:
                return false;
        }
    }

    // `marks`: each airplane's counters before this phase's fire step (same order as state.aircraft).
    void endPhase(const std::vector<CounterMark>& marks) {
        state.fireOptions.clear();
        state.fireOrders.clear();
        for (std::size_t i = 0; i < state.aircraft.size(); ++i) {
            auto& airplane = state.aircraft[i];
            if (!countersTick(airplane)) continue;
            // Revision 1 took off counters dealt in this very phase (kRulesRevision).
            const CounterMark* mark = rules().rulesRevision >= 2 ? &marks[i] : nullptr;
            endOfPhaseCounters(rules(), airplane, events, mark);
            if (state.phase == 3) airplane.damagedInPhase3 = airplane.damageThisPhase > 0;
            // TAIL-11 / CONF-13: damage breaks a tail.
            if (rules().tailBreakOnDamage == TailBreakOnDamage::AnyDamage && airplane.damageThisPhase > 0 &&
                state.tails.erase(airplane.id) > 0)
                note(ev::TailLost{true}, airplane.id, {"TAIL-11"});
        }
        // AA-03: an AA gun's jam counters go as an airplane weapon's (DMG-10).
        for (std::size_t k = 0; k < standIns.size(); ++k) {
            endOfPhaseCounters(rules(), standIns[k].state, events, &standInMarks[k]);
            state.targets[standInTargets[k]].jams = standIns[k].state.jams;
        }
        standIns.clear();
        // The state hash after every phase, for replays to check (issue 6).
        note(ev::PhaseEnd{state.turn, state.phase, stateHash(state, rng)}, "", {});
        if (engine.onPhaseEnd) engine.onPhaseEnd(state, rng);
        if (checkVictory()) return;
        if (state.phase == 1 && askFlak(FlakAction::Keep)) return;  // AA-08: "before the 2nd maneuver is revealed"
        nextPhase();
    }

    // After a phase's end: the next phase (with TAIL-04's second reveal), or the turn's end.
    void nextPhase() {
        if (state.phase < 3) {
            // TAIL-04 (S002): after phase 1, a tail that still holds sees the second card.
            if (state.phase == 1 && rules().tailReveals == 2 && !state.tails.empty()) {
                for (auto it = state.tails.begin(); it != state.tails.end();) {
                    const auto* p = state.find(it->first);
                    const auto* t = state.find(it->second);
                    const bool holds = p != nullptr && t != nullptr &&
                                       checkTail(data(), rules(), *p, *t, state.aircraft, state.overlaps).possible;
                    if (!holds) {
                        note(ev::TailLost{false}, it->first, {"TAIL-05"});
                        it = state.tails.erase(it);
                    } else {
                        ++it;
                    }
                }
                revealForTails(2);
                return;
            }
            beforePhase();
            return;
        }
        endTurn();
    }

    void endTurn() {
        for (auto& airplane : state.aircraft)
            if (countersTick(airplane)) endOfTurnCounters(rules(), airplane, events);
        auto spread = spreadGroundFire(state.aircraft, data(), rules());  // GND-12
        events.insert(events.end(), spread.begin(), spread.end());
        winchBalloons();
        for (auto& defence : state.targets) {  // AA-03: jam counters counted in turns (jam_clear_unit)
            if (defence.jams.empty()) continue;
            AircraftState gun;
            gun.id = defence.id;
            gun.jams = defence.jams;
            endOfTurnCounters(rules(), gun, events);
            defence.jams = gun.jams;
        }
        flagsGoHome();
        seriouslyWoundedLand();
        if (artilleryDecides() || checkVictory()) return;
        ++state.turn;
        startTurn();
    }

    // PIL-08 / DMG-21 (CONF-31): a pilot left seriously wounded in this turn
    // learns that he has the next sw_landing_turns full turns to land; one
    // still in the air at the end of the last of them goes down with his
    // airplane as DMG-19 says (§5.4 step 9), on his own crash-landing draw.
    void seriouslyWoundedLand() {
        const StepStart start = stepStart();
        bool down = false;
        for (auto& airplane : state.aircraft) {
            if (!airplane.sheet || airplane.sheet->condition() != PilotCondition::SeriouslyWounded) continue;
            PilotSheet& sheet = *airplane.sheet;
            if (sheet.landBy == 0 && airplane.inPlay()) {
                sheet.landBy = state.turn + rules().swLandingTurns;
                const ev::MustLand told{sheet.landBy, rules().swLandingTurns};
                events.push_back({told, airplane.id, {"PIL-08", "DMG-21"}, airplane.id});  // his wounds are his secret
            } else if (sheet.landBy != 0 && state.turn >= sheet.landBy && airplane.inPlay()) {
                airplane.status = AircraftStatus::Destroyed;
                note(ev::LandingTooLate{sheet.landBy}, airplane.id, {"DMG-21", "PIL-08"});
                events.push_back(crashLanding(airplane, data(), *state.piles, rng));
                down = true;
            }
        }
        if (down) afterLosses(start);
    }

    // All enemies down or fled: the side still flying wins (§5.4). A game
    // mode ends otherwise (modeOver); a scored game is won on points.
    bool checkVictory() {
        if (state.mode) return modeOver();
        std::map<Side, int> alive;
        for (const auto& airplane : state.aircraft)
            if (!outOfTheGame(airplane)) ++alive[airplane.side];
        std::map<Side, bool> sides;
        for (const auto& airplane : state.aircraft) sides[airplane.side] = true;
        if (sides.size() < 2 || alive.size() >= 2) return false;
        if (state.scoring)
            endGame();  // MODE-09: the points decide
        else
            endGame(alive.empty() ? "draw" : std::string(nameOf(alive.begin()->first)));
        return true;
    }

    // --- Game modes (MODE-01..08) ------------------------------------------

    // MODE-03/04/07: the game ends when a pilot (DeathMatch) or a team has
    // the mode's victories, or when the shared damage deck has run out.
    bool modeOver() {
        const auto score = gameScore(state);
        const bool won = !score.empty() && score.front().second >= state.mode->setting.victoriesToWin();
        const bool deckOut = state.piles && state.piles->exhausted();
        if (!won && !deckOut) return false;
        if (deckOut && !won) note(ev::DeckExhausted{}, "", {modeRule("MODE-03", "MODE-04", "MODE-07")});
        return endGame(), true;
    }

    // The rule of the mode being played, among DeathMatch's, Team DeathMatch's and Capture the Flag's.
    std::string modeRule(const char* deathmatch, const char* teams, const char* flags) const {
        switch (state.mode->setting.kind) {
            case GameModeKind::Deathmatch:
                return deathmatch;
            case GameModeKind::TeamDeathmatch:
                return teams;
            case GameModeKind::CaptureTheFlag:
                break;
        }
        return flags;
    }

    // After a step that can bring airplanes down: the pilot who last
    // damaged one that went down is credited with it (MIS-17: the kill goes
    // to the last to fire), a flag it carried falls, and it starts its full
    // turn out of the game (MODE-03/04/07).
    void modeLosses(const StepStart& start) {
        if (!state.mode) return;
        ModeState& mode = *state.mode;
        for (std::size_t i = start.firstEvent; i < events.size(); ++i) {
            const auto* damage = events[i].get<ev::Damage>();
            if (damage == nullptr || damage->cause.by.empty()) continue;
            const AircraftState* shooter = state.find(damage->cause.by);
            const AircraftState* victim = state.find(events[i].aircraft);
            if (shooter != nullptr && victim != nullptr && !sameTeam(*shooter, *victim))
                mode.lastHitBy[victim->id] = shooter->id;
        }
        for (const AircraftState& airplane : state.aircraft) {
            if (!outOfTheGame(airplane) || mode.downIn.count(airplane.id) > 0) continue;
            mode.downIn[airplane.id] = state.turn;
            for (FlagState& flag : mode.flags) {
                if (flag.carrier != airplane.id) continue;
                const bool left = airplane.leftTheGame();
                dropFlag(flag, airplane, left ? ev::FlagDrop::CarrierLeft : ev::FlagDrop::CarrierDown);
            }
            const auto by = mode.lastHitBy.find(airplane.id);
            if (!airplane.shotDown() || by == mode.lastHitBy.end()) continue;
            const AircraftState* pilot = state.find(by->second);
            if (pilot == nullptr) continue;
            const int victories = ++mode.victories[pilot->id];
            const std::string team = teamOf(mode.setting, *pilot);
            int teamVictories = 0;
            for (const AircraftState& mate : state.aircraft)
                if (teamOf(mode.setting, mate) == team) teamVictories += victoriesOf(mode, mate.id);
            note(ev::Victory{airplane.id, victories, teamVictories}, pilot->id,
                 {modeRule("MODE-02", "MODE-04", "MODE-07"), "MIS-17"});
        }
    }

    // MODE-06: `carrier` lets `flag` go: where it is, or (off the table) home.
    void dropFlag(FlagState& flag, const AircraftState& carrier, ev::FlagDrop because) {
        flag.carrier.clear();
        flag.longHits = 0;
        const Point2 where{carrier.pose.x, carrier.pose.y};
        if (because == ev::FlagDrop::CarrierLeft) {
            flag.at = flag.home;
            flag.droppedIn = 0;
        } else {
            flag.at = where;
            flag.droppedIn = state.turn;
        }
        note(ev::FlagDropped{flag.side, flag.at, because}, carrier.id, {"MODE-06"});
    }

    // MODE-03/04/07: at the start of a turn, the airplanes that went down
    // before the last full turn come back where they started, as new.
    void modeComebacks() {
        if (!state.mode) return;
        ModeState& mode = *state.mode;
        for (AircraftState& airplane : state.aircraft) {
            const auto down = mode.downIn.find(airplane.id);
            const auto start = mode.starts.find(airplane.id);
            if (down == mode.downIn.end() || start == mode.starts.end() || state.turn < comebackTurn(down->second))
                continue;
            ScenarioAircraft placed;
            placed.id = airplane.id;
            placed.type = airplane.type;
            placed.side = airplane.side;
            placed.name = airplane.name;
            placed.player = airplane.player;
            placed.x = start->second.pose.x;
            placed.y = start->second.pose.y;
            placed.heading = start->second.pose.heading;
            placed.altitude = start->second.altitude;
            placed.climb = start->second.climb;
            placed.autonomous = airplane.autonomous;
            placed.bombs = airplane.bombsLoaded;
            placed.rockets = airplane.rocketsLoaded;
            AircraftState fresh = initialState(placed, typeOf(airplane));
            fresh.team = airplane.team;
            prepareAirplane(engine, state, fresh);
            airplane = std::move(fresh);
            mode.downIn.erase(down);
            mode.lastHitBy.erase(airplane.id);
            note(ev::CameBack{airplane.pose, airplane.altitude}, airplane.id,
                 {modeRule("MODE-03", "MODE-04", "MODE-07")});
        }
    }

    // After the maneuvers of a phase: MODE-02 an airplane whose footprint
    // covers an ammunition marker at the end of its maneuver has its shots
    // back; MODE-06 one that passed over a flag lying on the table picks it
    // up, and one that ends its maneuver in its camp with a flag scores (the
    // enemy's) or leaves it safe there (its own).
    void modeAfterMoves(const std::vector<Pose>& startPoses) {
        if (!state.mode) return;
        ModeState& mode = *state.mode;
        const Footprint footprint = footprintOf(rules().overlapShape);
        const GroundType* marker = data().groundOfKind(GroundKind::AmmoMarker);
        const GroundType* flagMarker = data().groundOfKind(GroundKind::Flag);
        for (std::size_t i = 0; i < state.aircraft.size() && i < startPoses.size(); ++i) {
            AircraftState& airplane = state.aircraft[i];
            if (!airplane.takesPart()) continue;
            const GeometrySpec& geometry = *data().geometryOf(typeOf(airplane));
            if (marker != nullptr && airplane.shotsLeft >= 0 && airplane.shotsLeft < rules().ammunitionCount) {
                const auto outline = footprintOnTable(airplane.pose, geometry, footprint);
                const auto& markers = mode.setting.ammoMarkers;
                for (std::size_t m = 0; m < markers.size(); ++m) {
                    if (!coversMarker(outline, markers[m], marker->cardWidth.value)) continue;
                    airplane.shotsLeft = rules().ammunitionCount;
                    note(ev::Reloaded{static_cast<int>(m), airplane.shotsLeft}, airplane.id, {"MODE-02"});
                    break;
                }
            }
            if (flagMarker == nullptr) continue;
            const Camp* camp = campOf(mode.setting, airplane.side);
            for (FlagState& flag : mode.flags) {
                // Its own flag safe in its camp (or at home on the border) stays there.
                const bool safe = flag.side == airplane.side && camp != nullptr && inCamp(*camp, flag.at);
                if (!flag.carrier.empty() || safe ||
                    !passesOver(startPoses[i], airplane.pose, geometry, footprint, flag.at,
                                flagMarker->cardWidth.value))
                    continue;
                flag.carrier = airplane.id;
                flag.droppedIn = 0;
                flag.longHits = 0;
                note(ev::FlagTaken{flag.side, flag.at}, airplane.id, {"MODE-06"});
            }
            if (camp == nullptr || !inCamp(*camp, {airplane.pose.x, airplane.pose.y})) continue;
            for (FlagState& flag : mode.flags) {
                if (flag.carrier != airplane.id) continue;
                flag.carrier.clear();
                flag.longHits = 0;
                if (flag.side == airplane.side) {
                    flag.at = {airplane.pose.x, airplane.pose.y};
                    note(ev::FlagSecured{flag.side, flag.at}, airplane.id, {"MODE-06"});
                } else {
                    flag.at = flag.home;
                    const int captures = ++mode.captures[std::string(nameOf(airplane.side))];
                    note(ev::FlagCaptured{flag.side, captures}, airplane.id, {"MODE-06"});
                }
            }
        }
    }

    // MODE-06: a carrier still flying after the fire step drops its flag if
    // it was hit at short range, or at long range for the second time in this carry.
    void flagCarriersHit(std::size_t firstFireEvent) {
        if (!state.mode) return;
        for (std::size_t i = firstFireEvent; i < events.size(); ++i) {
            const auto* fire = events[i].get<ev::Fire>();
            if (fire == nullptr) continue;
            // Copied out: dropFlag() adds events, which may move `*fire`.
            const std::string target = fire->target;
            const bool shortRange = fire->shot.range == Range::Short;
            for (FlagState& flag : state.mode->flags) {
                if (flag.carrier.empty() || flag.carrier != target) continue;
                if (!dropsFlag(shortRange, flag.longHits)) {
                    ++flag.longHits;
                    continue;
                }
                dropFlag(flag, state.airplane(flag.carrier),
                         shortRange ? ev::FlagDrop::ShortRange : ev::FlagDrop::SecondLong);
            }
        }
    }

    // MODE-06: at the end of a turn, a flag that fell and lay out through
    // the whole next turn goes home.
    void flagsGoHome() {
        if (!state.mode) return;
        for (FlagState& flag : state.mode->flags) {
            if (flag.droppedIn == 0 || !flag.carrier.empty() || state.turn < flagReturnTurn(flag.droppedIn)) continue;
            flag.at = flag.home;
            flag.droppedIn = 0;
            note(ev::FlagReturned{flag.side}, "", {"MODE-06"});
        }
    }

    // BAL-10: at the end of each turn, one of the spotting side's balloons
    // burning or destroyed ends the spotting and the game, the balloon
    // busters' mission done; none by the end of its last turn, the artillery
    // fires and the game ends, their mission failed. A balloon winched down
    // unharmed does not count: the text asks for it set alight or destroyed.
    bool artilleryDecides() {
        if (!state.spotting) return false;
        const ArtillerySpotting spotting = *state.spotting;
        const auto struck = std::find_if(state.targets.begin(), state.targets.end(), [&](const TargetState& target) {
            return target.side == spotting.side && balloonTypeOf(target) != nullptr &&
                   (target.destroyed || target.flames > 0);
        });
        const bool stopped = struck != state.targets.end();
        if (!stopped && state.turn < spotting.turns) return false;
        const auto sides = sidesOf(eraOf(spotting.side));
        const Side busters = sides[0] == spotting.side ? sides[1] : sides[0];
        note(ev::ArtilleryDecided{stopped ? struck->id : std::string(), state.turn, spotting.turns}, "", {"BAL-10"});
        endGame(std::string(nameOf(stopped ? busters : spotting.side)));
        return true;
    }

    // The game is over, won on the score (MODE-01..09): the best team, or a
    // draw when the first two are level.
    void endGame() {
        const auto score = gameScore(state);
        const bool level = score.empty() || (score.size() > 1 && score[0].second == score[1].second);
        endGame(level ? std::string("draw") : score.front().first);
    }

    // The game is over: `result` names the winning side (or, in DeathMatch,
    // the pilot's airplane), or "draw".
    void endGame(std::string result) {
        state.stage = Stage::Over;
        state.result = std::move(result);
        ev::GameOver over{state.result, state.turn, {}, gameScore(state)};
        for (const auto& airplane : state.aircraft)
            over.aircraft.push_back({airplane.id, airplane.status, airplane.damage});
        note(std::move(over), "", {});
    }
};

// Airplanes flying, and those parked on a field (they may take off, GND-*).
bool plansThisTurn(const AircraftState& airplane) {
    return airplane.inPlay() || airplane.status == AircraftStatus::Landed;
}

std::vector<std::string> waitingPlans(const GameState& state) {
    std::vector<std::string> ids;
    for (const auto& airplane : state.aircraft)
        if (plansThisTurn(airplane) && !state.plans.count(airplane.id)) ids.push_back(airplane.id);
    return ids;
}

// CONF-28: one gun of this twin weapon is jammed, the other works.
bool halfJammed(const AircraftState& airplane, const std::string& weapon) {
    auto twin = airplane.twinGuns.find(weapon);
    return twin != airplane.twinGuns.end() && twin->second.jammed == 1;
}

bool orderGiven(const GameState& state, const std::string& aircraft, const std::string& weapon) {
    return std::any_of(state.fireOrders.begin(), state.fireOrders.end(),
                       [&](const auto& order) { return order.aircraft == aircraft && order.weapon == weapon; });
}

// The weapon is offered in this fire step and has no order yet.
bool orderWaiting(const GameState& state, const std::string& aircraft, const std::string& weapon) {
    const bool offered = std::any_of(state.fireOptions.begin(), state.fireOptions.end(),
                                     [&](const auto& o) { return o.aircraft == aircraft && o.weapon == weapon; });
    return offered && !orderGiven(state, aircraft, weapon);
}

}  // namespace

const AircraftState* GameState::find(std::string_view id) const {
    for (const auto& airplane : aircraft)
        if (airplane.id == id) return &airplane;
    return nullptr;
}

const AircraftState& GameState::airplane(std::string_view id) const {
    const AircraftState* found = find(id);
    if (found == nullptr) throw std::invalid_argument("no airplane \"" + std::string(id) + "\" in the game");
    return *found;
}

AircraftState* GameState::find(std::string_view id) {
    for (auto& airplane : aircraft)
        if (airplane.id == id) return &airplane;
    return nullptr;
}

Json toJson(const Command& command) {
    return std::visit(
        [](const auto& c) -> Json {
            using T = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<T, SubmitPlan>)
                return {{"type", "submit_plan"}, {"aircraft", c.aircraft}, {"plan", planJson(c.plan)}};
            if constexpr (std::is_same_v<T, ChooseTail>)
                return {{"type", "choose_tail"}, {"pursuer", c.pursuer}, {"target", c.target}};
            if constexpr (std::is_same_v<T, ReorderPlan>)
                return {{"type", "reorder"}, {"aircraft", c.aircraft}, {"plan", planJson(c.plan)}};
            if constexpr (std::is_same_v<T, FireOrder>)
                return {{"type", "fire"}, {"aircraft", c.aircraft}, {"weapon", c.weapon}, {"target", c.target}};
            if constexpr (std::is_same_v<T, Unjam>)
                return {{"type", "unjam"}, {"aircraft", c.aircraft}, {"weapon", c.weapon}};
            if constexpr (std::is_same_v<T, DropBombs>)
                return {{"type", "drop"}, {"aircraft", c.aircraft}, {"bombs", c.bombs}};
            if constexpr (std::is_same_v<T, AimFlak>) {
                Json json{{"type", "flak"}, {"battery", c.battery}, {"action", nameOf(c.action)}};
                if (c.action == FlakAction::Place || c.action == FlakAction::Move) {
                    json["at"] = pointJson(c.at);
                    json["altitude"] = c.altitude;
                }
                return json;
            }
            if constexpr (std::is_same_v<T, WinchBalloon>) return {{"type", "winch"}, {"balloon", c.balloon}};
            if constexpr (std::is_same_v<T, Taxi>) {
                Json json{{"type", "taxi"}, {"aircraft", c.aircraft}};
                if (c.to) json["to"] = {{"x", c.to->x}, {"y", c.to->y}, {"heading", c.to->heading}};
                return json;
            }
            if constexpr (std::is_same_v<T, SunEntryChoice>) return {{"type", "sun_entry"}, {"enter", c.enter}};
        },
        command);
}

// {"type": "flak", "battery", "action", and for place and move "at": {"x", "y"} and "altitude"}.
AimFlak aimFlakFromJson(const Json& json, const std::string& pointer) {
    AimFlak aim;
    aim.battery = stringAt(json, "battery", pointer);
    const std::string action = stringAt(json, "action", pointer);
    const std::optional<FlakAction> known = parseName<FlakAction>(action);
    if (!known) bad(pointer + "/action", "must be place, hold, keep, move, burst or delay");
    aim.action = *known;
    if (aim.action != FlakAction::Place && aim.action != FlakAction::Move) return aim;
    const Json* at = json.contains("at") ? &json["at"] : nullptr;
    if (at == nullptr || !at->is_object() || !at->contains("x") || !at->contains("y") || !(*at)["x"].is_number() ||
        !(*at)["y"].is_number())
        bad(pointer + "/at", "must be the token's centre, {\"x\": mm, \"y\": mm}");
    aim.at = {(*at)["x"].get<double>(), (*at)["y"].get<double>()};
    if (!std::isfinite(aim.at.x) || !std::isfinite(aim.at.y)) bad(pointer + "/at", "must be finite numbers");
    const Json* altitude = json.contains("altitude") ? &json["altitude"] : nullptr;
    if (altitude == nullptr || !altitude->is_number_integer() || altitude->get<long long>() < kFlakLowestAltitude ||
        altitude->get<long long>() > kFlakHighestAltitude)
        bad(pointer + "/altitude", "must be the level of the burst, 1 to 5");
    aim.altitude = altitude->get<int>();
    return aim;
}

Command commandFromJson(const Json& json, const std::string& pointer) {
    if (!json.is_object()) bad(pointer, "must be a command object with a \"type\"");
    const std::string type = stringAt(json, "type", pointer);
    if (type == "submit_plan")
        return SubmitPlan{stringAt(json, "aircraft", pointer),
                          planFromJson(json.value("plan", Json()), pointer + "/plan")};
    if (type == "reorder")
        return ReorderPlan{stringAt(json, "aircraft", pointer),
                           planFromJson(json.value("plan", Json()), pointer + "/plan")};
    if (type == "choose_tail")
        return ChooseTail{stringAt(json, "pursuer", pointer), stringAt(json, "target", pointer, true)};
    if (type == "fire")
        return FireOrder{stringAt(json, "aircraft", pointer), stringAt(json, "weapon", pointer),
                         stringAt(json, "target", pointer, true)};
    if (type == "unjam") return Unjam{stringAt(json, "aircraft", pointer), stringAt(json, "weapon", pointer)};
    if (type == "drop") {
        const Json* bombs = json.contains("bombs") ? &json["bombs"] : nullptr;
        if (bombs == nullptr || !bombs->is_number_integer() || bombs->get<long long>() < 0 ||
            bombs->get<long long>() > kMaxBombs)
            bad(pointer + "/bombs", "must be the number of bombs dropped, 0 to " + std::to_string(kMaxBombs));
        return DropBombs{stringAt(json, "aircraft", pointer), bombs->get<int>()};
    }
    if (type == "flak") return aimFlakFromJson(json, pointer);
    if (type == "winch") return WinchBalloon{stringAt(json, "balloon", pointer)};
    if (type == "taxi") {
        Taxi taxi{stringAt(json, "aircraft", pointer), std::nullopt};
        if (!json.contains("to")) return taxi;
        const Json& to = json["to"];
        const auto number = [&](const char* key) {
            if (!to.is_object() || !to.contains(key) || !to[key].is_number() || !std::isfinite(to[key].get<double>()))
                bad(pointer + "/to", "must be where it goes, {\"x\": mm, \"y\": mm, \"heading\": degrees}");
            return to[key].get<double>();
        };
        taxi.to = Pose{number("x"), number("y"), number("heading")};
        return taxi;
    }
    if (type == "sun_entry") {
        if (!json.contains("enter") || !json["enter"].is_boolean())
            bad(pointer + "/enter", "must be true (come in out of the sun now) or false (wait)");
        return SunEntryChoice{json["enter"].get<bool>()};
    }
    bad(pointer + "/type",
        "must be submit_plan, choose_tail, reorder, fire, unjam, drop, flak, winch, taxi or "
        "sun_entry (found \"" +
            type + "\")");
}

namespace {

// WX-11 step 1: draws the sun (no draw in heavy weather, which hides it).
// The side it favours waits off the table, every airplane of it flying out
// of the clouds; in clear weather the sun takes the place of the defenders'
// alert system (WX-10).
void drawSun(const SunSetting& setting, GameState& state, Rng& rng, std::vector<Event>& events) {
    SunState sun{setting, {}, std::nullopt, 0, {}};
    ev::SunDrawn drawn;
    drawn.timeOfDay = setting.timeOfDay;
    drawn.enterBy = setting.enterBy;
    if (!sunInPlay(state.weather)) {
        drawn.heavyWeather = true;
    } else {
        const int first = state.piles->draw('A', rng).damage;
        std::optional<int> second;
        if (!sunSideOfTable(first)) second = state.piles->draw('A', rng).damage;  // the noon sun
        sun.draw = sunDrawOf(first, second);
        drawn.value = sun.draw.value;
        drawn.noonValue = sun.draw.noonValue;
        drawn.towards = sun.draw.towards;
        if (sun.draw.towards) {
            sun.favoured = sideHolding(*sun.draw.towards, state.era, setting.front);
            drawn.favoured = sun.favoured;
            drawn.levelOffset = sunLevelOffset(setting.timeOfDay, sun.draw.noon());
            if (state.advantage && state.advantage->rule == "WX-10") {
                state.advantage.reset();
                drawn.replacesAlert = true;
            }
            for (auto& airplane : state.aircraft)
                if (airplane.side == *sun.favoured && airplane.takesPart()) airplane.status = AircraftStatus::InTheSun;
        }
    }
    std::vector<std::string> rules{"WX-11"};
    if (drawn.replacesAlert) rules.push_back("WX-10");
    events.push_back({drawn, "", rules});
    state.sun = std::move(sun);
}

}  // namespace

GameState layOut(const Scenario& scenario, const GameData& data) {
    GameState state;
    state.scenario = scenario.id;
    state.era = scenario.era;
    state.table = {scenario.tableWidth, scenario.tableHeight, scenario.landingFields, scenario.relief, std::nullopt};
    const bool flags = scenario.mode && scenario.mode->kind == GameModeKind::CaptureTheFlag;
    for (const auto& placed : scenario.aircraft) {
        const auto* type = data.aircraftType(placed.type);
        if (type == nullptr) continue;
        // MODE-05: in Capture the Flag some types fly as another (a SPAD XIII as a SPAD VII).
        if (const AircraftType* as = flags ? data.aircraftType(type->captureTheFlagAs) : nullptr) {
            ScenarioAircraft stand = placed;
            stand.type = as->id;
            state.aircraft.push_back(initialState(stand, *as));
            continue;
        }
        state.aircraft.push_back(initialState(placed, *type));
    }
    for (const auto& placed : scenario.targets) {
        const auto* type = data.groundType(placed.type);
        if (type == nullptr) continue;
        TargetState target;
        target.id = placed.id;
        target.type = placed.type;
        target.name = placed.name.empty() ? type->name : placed.name;
        target.side = placed.side;
        target.pose = {placed.x, placed.y, normalizeHeading(placed.heading)};
        if (type->kind == GroundKind::Flak) target.readyFrom = kFlakFirstTurn;  // AA-04: it arms in turn 1
        if (type->kind == GroundKind::Balloon) target.altitude = placed.altitude.value_or(kBalloonStartAltitude);
        state.targets.push_back(std::move(target));
    }
    state.nets = scenario.nets;                   // BAL-08
    state.spotting = scenario.artillerySpotting;  // BAL-10
    state.attack = scenario.attack;               // WX-08..10
    // MODE-01..07: the mode, where each airplane comes back, the flags at home;
    // in DeathMatch every pilot for himself.
    if (const auto& setting = scenario.mode) {
        ModeState mode;
        mode.setting = *setting;
        for (AircraftState& airplane : state.aircraft) {
            if (!setting->teams()) airplane.team = airplane.id;
            mode.starts[airplane.id] = {airplane.pose, airplane.altitude, airplane.climb};
        }
        for (const FlagSetting& flag : setting->flags) mode.flags.push_back({flag.side, flag.at, flag.at, {}, 0, 0});
        state.mode = std::move(mode);
    }
    return state;
}

Applied newGame(const Engine& engine, const Scenario& scenario, const std::string& rulesetId, Rng& rng) {
    for (const auto& placed : scenario.aircraft)
        if (engine.data.aircraftType(placed.type) == nullptr)
            throw CommandError("the scenario names an unknown airplane type \"" + placed.type + "\"");
    for (const auto& placed : scenario.targets)
        if (engine.data.groundType(placed.type) == nullptr)
            throw CommandError("the scenario names an unknown ground type \"" + placed.type + "\"");
    Applied result{layOut(scenario, engine.data), {}};
    GameState& state = result.state;
    state.ruleset = rulesetId;
    state.rulesFingerprint = engine.rules.fingerprint;
    if (const auto layer = cloudLayer(engine.rules)) state.table.clouds = CloudBand{*layer, *layer};  // WX-01
    // CONF-35 deck options; MODE-08: a game mode's one shared deck.
    if (scenario.mode)
        state.piles.emplace(engine.data, scenario.era, engine.rules, rng, DamagePiles::SharedDeck{});
    else
        state.piles.emplace(engine.data, scenario.era, engine.rules, rng);
    // MODE-09: a WW2 scenario without its own scoring keeps the default one;
    // a game mode counts victories instead.
    if (!scenario.mode)
        state.scoring = scenario.era == Era::Ww2 && engine.rules.defaultWw2Scoring()
                            ? scenario.scoring.value_or(Scoring{})
                            : scenario.scoring;
    // CONF-44: an enemy gone is worth as much as one shot down, or half.
    if (state.scoring)
        state.scoring->enemyLeft =
            engine.rules.fleeValue == FleeValue::Equal ? state.scoring->enemyDown : state.scoring->enemyDown / 2;
    // WX-03 / WX-04: the campaign weather, as the scenario gives it or drawn for its season.
    AdvantageSetting advantageSetting;
    if (engine.rules.cloudCover == CloudCover::WeatherBand) {
        ev::WeatherReport report;
        Weather weather = scenario.weather.value_or(Weather{});
        if (scenario.season) {
            const DamageCardSpec& card = state.piles->draw('A', rng);
            weather = weatherFor(*scenario.season, card.damage);
            report.season = scenario.season;
            report.value = card.damage;
            report.special = card.special != Special::None;  // WX-04: the road is clear
        }
        report.weather = weather.kind;
        report.low = weather.low;
        report.high = weather.high;
        state.weather = weather;
        if (weather.kind != WeatherKind::Clear) state.table.clouds = CloudBand{weather.low, weather.high};
        result.events.push_back({report, "", {scenario.season ? "WX-04" : "WX-03"}});
        advantageSetting.weather = weather.kind;
        advantageSetting.drawnSpecial = report.special;
    }
    // WX-08..10, BAL-11: the advantage the attack will bring once set off.
    if (const auto& attack = scenario.attack) {
        advantageSetting.defendersHaveBalloon = detail::defendersHaveBalloon(scenario, *attack, engine.data);
        state.advantage = advantageFor(*attack, advantageSetting);
    }
    for (auto& airplane : state.aircraft) prepareAirplane(engine, state, airplane);
    // WX-11: the sun, drawn once the weather is known.
    if (scenario.sun) drawSun(*scenario.sun, state, rng, result.events);
    Runner runner{engine, state, rng, result.events, {}, {}, {}, {}};
    runner.startTurn();
    return result;
}

std::optional<DefenceStandIn> standingDefence(const GameData& data, const GameState& state, std::string_view id) {
    for (const TargetState& target : state.targets)
        if (target.id == id) return standInFor(data, state, target);
    return std::nullopt;
}

std::optional<ShotCheck> shotInGame(const GameData& data, const RuleOptions& rules, const GameState& state,
                                    std::string_view shooter, const Weapon& weapon, std::string_view target) {
    const AircraftState* from = state.find(shooter);
    const AircraftType* type = from != nullptr ? data.aircraftType(from->type) : nullptr;
    if (type == nullptr) return std::nullopt;
    const int rocketBatches = rocketBatchesOf(weapon.id);
    if (const AircraftState* airplane = state.find(target))
        return rocketBatches > 0
                   ? std::nullopt  // RKT-05: not at airplanes
                   : std::optional(checkShot(data, rules, *from, weapon, *airplane, state.aircraft, state.overlaps));
    const auto standIn = standingDefence(data, state, target);
    if (!standIn) return std::nullopt;
    const FireParty self{from, type, data.geometryOf(*type), false};
    if (rocketBatches > 0)
        return checkRockets(data, rules, self, rocketBatches, standIn->party(), state.aircraft, state.overlaps);
    return checkShot(data, rules, self, weapon, standIn->party(), state.aircraft, state.overlaps);
}

std::vector<std::string> flakOptions(FlakAction step) {
    const auto names = [](FlakAction a, FlakAction b) {
        return std::vector<std::string>{std::string(nameOf(a)), std::string(nameOf(b))};
    };
    switch (step) {
        case FlakAction::Place:
        case FlakAction::Hold:
            return names(FlakAction::Place, FlakAction::Hold);
        case FlakAction::Keep:
        case FlakAction::Move:
            return names(FlakAction::Keep, FlakAction::Move);
        case FlakAction::Burst:
        case FlakAction::Delay:
            break;
    }
    return names(FlakAction::Burst, FlakAction::Delay);
}

std::vector<NetStretch> netStretchesUp(const GameState& state, const BalloonNet& net) {
    std::vector<NetPost> posts;
    for (const auto& id : net.balloons) {
        const auto balloon = std::find_if(state.targets.begin(), state.targets.end(),
                                          [&](const TargetState& target) { return target.id == id; });
        if (balloon == state.targets.end()) continue;
        posts.push_back(
            {{balloon->pose.x, balloon->pose.y}, balloon->altitude, !balloon->destroyed && !balloon->grounded});
    }
    return netStretches(posts, net.shape == NetShape::Ring, state.table.width, state.table.height);
}

std::optional<Side> sideOf(const GameState& state, std::string_view id) {
    if (const AircraftState* airplane = state.find(id)) return airplane->side;
    for (const TargetState& target : state.targets)
        if (target.id == id) return target.side;
    return std::nullopt;
}

std::string answeredBy(const GameState& state, std::string_view id) {
    if (state.find(id) != nullptr) return std::string(id);
    const std::optional<Side> side = sideOf(state, id);
    if (!side) return {};
    const AircraftState* first = nullptr;
    for (const AircraftState& airplane : state.aircraft) {
        if (airplane.side != *side) continue;
        if (!airplane.autonomous) return airplane.id;
        if (first == nullptr) first = &airplane;
    }
    return first != nullptr ? first->id : std::string();
}

std::optional<FlakBattery> flakBattery(const GameData& data, const GameState& state, std::string_view id) {
    for (const TargetState& target : state.targets)
        if (target.id == id) return batteryOf(data, state, target);
    return std::nullopt;
}

std::vector<Decision> pending(const GameState& state) {
    std::vector<Decision> decisions;
    switch (state.stage) {
        case Stage::ChooseTails:
            for (const auto& [pursuer, targets] : state.tailChoices)
                decisions.push_back({DecisionKind::Tail, pursuer, "", targets});
            break;
        case Stage::Planning:
            for (const auto& id : waitingPlans(state)) decisions.push_back({DecisionKind::Plan, id, "", {}});
            break;
        case Stage::Reorder:
            for (const auto& [pursuer, from] : state.reorderFrom)
                decisions.push_back({DecisionKind::Reorder, pursuer, "", {}});
            break;
        case Stage::Fire:
            for (const auto& option : state.fireOptions)
                if (!orderGiven(state, option.aircraft, option.weapon))
                    decisions.push_back({DecisionKind::Fire, option.aircraft, option.weapon, option.targets,
                                         halfJammed(*state.find(option.aircraft), option.weapon)});
            break;
        case Stage::Drop:
            for (const auto& id : state.dropChoices) decisions.push_back({DecisionKind::Drop, id, "", {}});
            break;
        case Stage::Taxi:
            for (const auto& id : state.taxiChoices) decisions.push_back({DecisionKind::Taxi, id, "", {}});
            break;
        case Stage::Sun:
            if (const auto waiting = waitingInTheSunIds(state); !waiting.empty())
                decisions.push_back({DecisionKind::Sun, waiting.front(), "", {"enter", "wait"}});
            break;
        case Stage::Flak:
            for (const auto& id : state.flakChoices)
                decisions.push_back({DecisionKind::Flak, id, "", flakOptions(state.flakStep)});
            break;
        case Stage::Over:
            break;
    }
    return decisions;
}

namespace {

// Carries out one command of each kind on `state` (apply() checks the stage
// is not over first); refuses a command that does not fit the game with a
// CommandError. One handler a kind keeps each short.
struct CommandHandler {
    const Engine& engine;
    GameState& state;
    Runner& runner;
    std::vector<Event>& events;
    Stage stage;

    [[noreturn]] static void refuse(const std::string& why) { throw CommandError(why); }

    void operator()(const SubmitPlan& submit) {
        if (stage != Stage::Planning) refuse("plans are not being made now (" + std::string(nameOf(stage)) + ")");
        const auto* airplane = state.find(submit.aircraft);
        if (airplane == nullptr || !plansThisTurn(*airplane)) refuse("no airplane \"" + submit.aircraft + "\" in play");
        if (state.plans.count(submit.aircraft)) refuse(airplane->name + " has already planned this turn");
        state.plans[submit.aircraft] = submit.plan;
        events.push_back({ev::Planned{submit.plan}, submit.aircraft, {"MOV-02"}, submit.aircraft});
        if (waitingPlans(state).empty()) runner.plansComplete();
    }

    // WX-11: the side with the sun comes in now, or waits a turn.
    void operator()(const SunEntryChoice& choice) {
        if (stage != Stage::Sun) refuse("nobody is waiting in the sun to come in now");
        if (choice.enter) {
            runner.enterFromTheSun(false);
        } else {
            events.push_back({ev::SunWaits{*state.sun->favoured, state.sun->setting.enterBy}, "", {"WX-11"}});
        }
        runner.openTurn();
    }

    // BAL-09: while the plans are made, the balloon's side winches it down.
    void operator()(const WinchBalloon& winch) {
        if (stage != Stage::Planning && stage != Stage::ChooseTails)
            refuse("a balloon is winched down while the plans are made, not now (" + std::string(nameOf(stage)) + ")");
        TargetState* balloon = nullptr;
        for (TargetState& target : state.targets)
            if (target.id == winch.balloon) balloon = &target;
        const GroundType* type = balloon != nullptr ? engine.data.groundType(balloon->type) : nullptr;
        if (type == nullptr || type->kind != GroundKind::Balloon) refuse("no balloon \"" + winch.balloon + "\"");
        if (balloon->destroyed || balloon->grounded) refuse(balloon->name + " is no longer in the air");
        if (balloon->winching || balloon->flames > 0) refuse(balloon->name + " is already being winched down");
        balloon->winching = true;
        events.push_back({ev::WinchOrdered{}, balloon->id, {"BAL-09"}});
    }

    void operator()(const ChooseTail& tail) {
        if (stage != Stage::ChooseTails) refuse("no tailing choice is due now");
        auto choice = state.tailChoices.find(tail.pursuer);
        if (choice == state.tailChoices.end()) refuse("\"" + tail.pursuer + "\" has no tail to choose");
        if (!tail.target.empty()) {
            if (std::find(choice->second.begin(), choice->second.end(), tail.target) == choice->second.end())
                refuse("\"" + tail.pursuer + "\" cannot tail \"" + tail.target + "\"");
            state.tails[tail.pursuer] = tail.target;
            if (runner.sunTail(tail.pursuer)) {
                // TAIL-14: each enemy shows its first card to one of them only.
                events.push_back({ev::Tail{tail.target}, tail.pursuer, {"TAIL-14", "WX-11"}});
                for (auto other = state.tailChoices.begin(); other != state.tailChoices.end();) {
                    auto& targets = other->second;
                    if (other->first != tail.pursuer && runner.sunTail(other->first))
                        targets.erase(std::remove(targets.begin(), targets.end(), tail.target), targets.end());
                    other = targets.empty() && other->first != tail.pursuer ? state.tailChoices.erase(other)
                                                                            : std::next(other);
                }
                choice = state.tailChoices.find(tail.pursuer);
            } else {
                events.push_back({ev::Tail{tail.target}, tail.pursuer, {"TAIL-05"}});
            }
        }
        state.tailChoices.erase(choice);
        if (state.tailChoices.empty()) state.stage = Stage::Planning;
    }

    void operator()(const ReorderPlan& reorder) {
        if (stage != Stage::Reorder) refuse("no reordering is due now");
        auto from = state.reorderFrom.find(reorder.aircraft);
        if (from == state.reorderFrom.end()) refuse("\"" + reorder.aircraft + "\" has no card to reorder");
        const int fromCard = from->second;  // `from` is erased below
        if (const auto why = checkReorder(state.plans.at(reorder.aircraft), reorder.plan, fromCard))
            refuse(words::describe(*why));
        const auto& airplane = *state.find(reorder.aircraft);
        // TAIL-03/04: the reordered plan is judged as the plan was, against the
        // airplane when the plans were complete (see GameState::plannedAs).
        const auto planned = state.plannedAs.find(reorder.aircraft);
        const AircraftState& judged = planned != state.plannedAs.end() ? planned->second : airplane;
        state.plans[reorder.aircraft] = reorder.plan;
        state.violations[reorder.aircraft] =
            checkPlan(flyerOf(engine.data, judged, engine.rules), judged, reorder.plan);
        state.reorderFrom.erase(from);
        events.push_back(
            {ev::Reordered{}, reorder.aircraft, {fromCard == 1 ? "TAIL-03" : "TAIL-04"}, reorder.aircraft});
        if (state.reorderFrom.empty()) runner.beforePhase();
    }

    void operator()(const FireOrder& fire) {
        if (stage != Stage::Fire) refuse("no fire decision is due now");
        auto option = std::find_if(state.fireOptions.begin(), state.fireOptions.end(), [&](const auto& o) {
            return o.aircraft == fire.aircraft && o.weapon == fire.weapon;
        });
        if (option == state.fireOptions.end())
            refuse("\"" + fire.aircraft + "\" cannot fire its \"" + fire.weapon + "\" now");
        if (orderGiven(state, fire.aircraft, fire.weapon)) refuse("that weapon already has its order");
        FireOrder order = fire;
        if (!order.target.empty() &&
            std::find(option->targets.begin(), option->targets.end(), order.target) == option->targets.end()) {
            const auto* target = state.find(order.target);
            const bool ground = std::any_of(state.targets.begin(), state.targets.end(),
                                            [&](const TargetState& t) { return t.id == order.target; });
            if (target == nullptr && !ground) refuse("no airplane or target \"" + order.target + "\" in this game");
            if (target == nullptr) {  // a ground target it cannot fire at now: held, with no shot to tell (FIRE-20)
                runner.note(ev::FireOrderHeld{order.weapon, order.target}, order.aircraft, {"FIRE-20"});
                order.target.clear();
                state.fireOrders.push_back(std::move(order));
                if (pending(state).empty()) runner.resolveFire();
                return;
            }
            // A target named before the turn was flown (a plans file) that is no
            // legal shot now: the order stands as a hold and the log says why
            // (FIRE-20), instead of refusing the command and stopping the game.
            const auto& shooter = *state.find(order.aircraft);
            const auto weapon = weaponById(runner.typeOf(shooter), order.weapon);  // offered, so it has it
            ev::FireOrderHeld held{order.weapon, order.target};
            if (target == &shooter)
                held.because = ev::HeldBecause::Itself;
            else if (!canBeFiredAt(engine.rules, *target))
                held.because = ev::HeldBecause::TargetOut;
            else if (sameTeam(*target, shooter))
                held.because = ev::HeldBecause::SameSide;
            else if (isRocketWeapon(order.weapon))
                held.because = ev::HeldBecause::NotRocketTarget;
            else
                held.shot =
                    checkShot(engine.data, engine.rules, shooter, *weapon, *target, state.aircraft, state.overlaps);
            runner.note(std::move(held), order.aircraft, {"FIRE-20"});
            order.target.clear();
        }
        state.fireOrders.push_back(std::move(order));
        if (pending(state).empty()) runner.resolveFire();
    }

    // GND-08 / GND-17: a parked airplane moves on the ground, or stays.
    void operator()(const Taxi& taxi) {
        if (stage != Stage::Taxi) refuse("no airplane taxis now (" + std::string(nameOf(stage)) + ")");
        const auto waiting = std::find(state.taxiChoices.begin(), state.taxiChoices.end(), taxi.aircraft);
        if (waiting == state.taxiChoices.end()) refuse("\"" + taxi.aircraft + "\" cannot taxi now");
        AircraftState& airplane = *state.find(taxi.aircraft);
        if (taxi.to) {
            const TaxiVerdict verdict = checkTaxi(engine.data, engine.rules, airplane, *taxi.to, state.table);
            if (verdict != TaxiVerdict::Allowed)
                refuse(airplane.name + " cannot taxi there: " + words::describe(verdict, taxiRule(engine.rules)));
            const Pose to{taxi.to->x, taxi.to->y, normalizeHeading(taxi.to->heading)};
            runner.note(ev::Taxied{airplane.pose, to}, airplane.id, {std::string(taxiRule(engine.rules))});
            airplane.pose = to;
        }
        state.taxiChoices.erase(waiting);
        if (state.taxiChoices.empty()) runner.askDrops();
    }

    void operator()(const DropBombs& drop) {
        if (stage != Stage::Drop) refuse("no drop is announced now (" + std::string(nameOf(stage)) + ")");
        const auto waiting = std::find(state.dropChoices.begin(), state.dropChoices.end(), drop.aircraft);
        if (waiting == state.dropChoices.end()) refuse("\"" + drop.aircraft + "\" has no drop to announce now");
        const auto& airplane = *state.find(drop.aircraft);
        if (drop.bombs < 0 || drop.bombs > airplane.bombs)
            refuse(airplane.name + " carries " + std::to_string(airplane.bombs) + " bombs, it cannot drop " +
                   std::to_string(drop.bombs));
        if (drop.bombs > 0) state.drops[drop.aircraft] = drop.bombs;
        state.dropChoices.erase(waiting);
        if (state.dropChoices.empty()) runner.runPhase(state.phase + 1);
    }

    // AA-04..08: a gunner's answer; the game goes on when the last is in.
    void operator()(const AimFlak& aim) {
        if (stage != Stage::Flak) refuse("no flak battery is being aimed now (" + std::string(nameOf(stage)) + ")");
        const auto waiting = std::find(state.flakChoices.begin(), state.flakChoices.end(), aim.battery);
        if (waiting == state.flakChoices.end()) refuse("\"" + aim.battery + "\" has no flak decision to make now");
        const auto open = flakOptions(state.flakStep);
        if (std::find(open.begin(), open.end(), nameOf(aim.action)) == open.end())
            refuse("the gunner may " + open[0] + " or " + open[1] + " now, not " + std::string(nameOf(aim.action)));
        TargetState& battery = *std::find_if(state.targets.begin(), state.targets.end(),
                                             [&](const TargetState& t) { return t.id == aim.battery; });
        const std::optional<FlakBattery> measured = batteryOf(engine.data, state, battery);
        if (!measured) refuse("\"" + aim.battery + "\" is no flak battery still standing");
        switch (aim.action) {
            case FlakAction::Place: {
                const FlakPlace place = flakPlacement(*measured, aim.at, aim.altitude);
                if (place != FlakPlace::Legal) refuse(battery.name + ": " + words::flakPlaceWhy(place, aim.altitude));
                battery.token = FlakToken{aim.at, aim.altitude, state.turn, false, false};
                const FlakBurstTime burst = flakBurstTime(state.turn, false);
                runner.note(ev::FlakAimed{aim.at, aim.altitude, burst.turn, burst.phase}, battery.id,
                            {"AA-05", "AA-06"});
                break;
            }
            case FlakAction::Hold:
                runner.note(ev::FlakHeld{}, battery.id, {"AA-05"});
                break;
            case FlakAction::Move: {
                FlakToken& token = *battery.token;
                const FlakPlace place = flakMove(*measured, token.at, token.altitude, aim.at, aim.altitude);
                if (place != FlakPlace::Legal) refuse(battery.name + ": " + words::flakPlaceWhy(place, aim.altitude));
                const FlakBurstTime burst = flakBurstTime(token.placedTurn, true);
                runner.note(ev::FlakMoved{token.at, aim.at, token.altitude, aim.altitude, burst.turn, burst.phase},
                            battery.id, {"AA-08"});
                token.at = aim.at;
                token.altitude = aim.altitude;
                token.moved = true;
                break;
            }
            case FlakAction::Delay: {
                battery.token->delayed = true;
                const FlakBurstTime burst = flakBurstTime(battery.token->placedTurn, true);
                runner.note(ev::FlakDelayed{burst.turn, burst.phase}, battery.id, {"AA-08"});
                break;
            }
            case FlakAction::Keep:   // the token stays: it bursts in phase 2
            case FlakAction::Burst:  // it bursts in this fire step (resolveFire)
                break;
        }
        state.flakChoices.erase(waiting);
        if (state.flakChoices.empty()) runner.flakAnswered();
    }

    void operator()(const Unjam& unjam) {
        if (stage != Stage::Fire) refuse("no fire decision is due now");
        const auto* airplane = state.find(unjam.aircraft);
        if (airplane == nullptr || !orderWaiting(state, unjam.aircraft, unjam.weapon))
            refuse("\"" + unjam.aircraft + "\" has no decision to make for its \"" + unjam.weapon + "\" now");
        if (!halfJammed(*airplane, unjam.weapon))
            refuse("the \"" + unjam.weapon + "\" of \"" + unjam.aircraft +
                   "\" has no single jammed gun to clear (FIRE-27, FIRE-28)");
        runner.note(ev::UnjamChoice{unjam.weapon}, unjam.aircraft,
                    {engine.rules.twinJam == TwinJam::S000 ? "FIRE-27" : "FIRE-28"});
        state.fireOrders.push_back({unjam.aircraft, unjam.weapon, ""});
        if (pending(state).empty()) runner.resolveFire();
    }
};

}  // namespace

bool tailingInPlay(const RuleOptions& rules, const GameState& state) {
    return rules.tailingEnabled && !(state.weather && state.weather->kind == WeatherKind::MediumCloud);
}

std::vector<SunEntry> sunEntries(const GameData& data, const GameState& state) {
    const std::vector<std::string> entrants = waitingInTheSunIds(state);
    if (entrants.empty() || !state.sun || !state.sun->draw.towards) return {};
    const SunState& sun = *state.sun;
    const GeometrySpec* ruler = groundRuler(data, state);
    const SunEntryField field{data,
                              state.table,
                              state.aircraft,
                              towardsSun(sun.setting, *sun.draw.towards),
                              sunLevelOffset(sun.setting.timeOfDay, sun.draw.noon()),
                              ruler != nullptr ? ruler->rulerLength.value / 2 : 0.0};
    return placeOutOfTheSun(field, entrants, sunPrey(state));
}

std::map<std::string, std::vector<std::string>, std::less<>> sunTailChoices(const GameState& state) {
    std::map<std::string, std::vector<std::string>, std::less<>> choices;
    if (!state.sun || !state.sun->enteredIn(state.turn)) return choices;
    const std::vector<std::string> glare = sunPrey(state);
    for (const auto& [id, prey] : state.sun->entrants) {
        const AircraftState* pursuer = state.find(id);
        if (pursuer == nullptr || !pursuer->takesPart()) continue;
        std::vector<std::pair<double, std::string>> near;
        for (const auto& target : glare) {
            const AircraftState& airplane = state.airplane(target);
            const double distance =
                airplane.id == prey ? -1.0
                                    : std::hypot(airplane.pose.x - pursuer->pose.x, airplane.pose.y - pursuer->pose.y);
            near.emplace_back(distance, airplane.id);
        }
        std::stable_sort(near.begin(), near.end());
        std::vector<std::string> targets;
        targets.reserve(near.size());
        for (const auto& [distance, target] : near) targets.push_back(target);
        if (!targets.empty()) choices[id] = std::move(targets);
    }
    return choices;
}

std::vector<std::string> sunPrey(const GameState& state) {
    std::vector<std::string> prey;
    if (!state.sun || !state.sun->favoured) return prey;
    for (const auto& airplane : state.aircraft)
        if (airplane.side != *state.sun->favoured && inTheGlare(airplane, state.weather)) prey.push_back(airplane.id);
    return prey;
}

Side defendingSide(const GameState& state) {
    if (!state.attack) return Side::Entente;
    const Side attackers = state.attack->side;
    for (const auto& airplane : state.aircraft)
        if (airplane.side != attackers) return airplane.side;
    for (const auto& target : state.targets)
        if (target.side != attackers) return target.side;
    switch (attackers) {
        case Side::Entente:
            return Side::Central;
        case Side::Central:
            return Side::Entente;
        case Side::Allies:
            return Side::Axis;
        case Side::Axis:
            return Side::Allies;
    }
    return attackers;
}

Applied apply(const Engine& engine, GameState state, const Command& command, Rng& rng) {
    Applied result;
    Runner runner{engine, state, rng, result.events, {}, {}, {}, {}};
    if (state.stage == Stage::Over) throw CommandError("the game is over");
    std::visit(CommandHandler{engine, state, runner, result.events, state.stage}, command);
    result.state = std::move(state);
    return result;
}

namespace {

// One list of every field of the game state (§3.2), visited by the JSON
// writer and by the hash, so neither can miss a field the other has.
template <class Visit>
void visitAircraft(const AircraftState& a, Visit& v) {
    v("id", a.id), v("type", a.type), v("side", nameOf(a.side)), v("name", a.name), v("player", a.player);
    v("x", a.pose.x), v("y", a.pose.y), v("heading", a.pose.heading);
    v("altitude", a.altitude), v("climb", a.climb), v("status", nameOf(a.status));
    v("history", a.history), v("climb_counters_this_turn", a.climbCountersThisTurn);
    v("rudder_jam", nameOf(a.rudderJam)), v("rudder_jam_next_turn", nameOf(a.rudderJamNextTurn));
    v("engine_hits", a.engineHits), v("full_bomb_load", a.fullBombLoad), v("fuel", a.fuel), v("damage", a.damage);
    v("no_fire_after_maneuver", a.noFireAfterManoeuvre), v("reentry", a.reentryPose),
        v("off_table_turns", a.offTableTurns);
    v("smoke", a.smoke), v("flames", a.flames), v("damage_this_phase", a.damageThisPhase);
    v("damaged_in_phase_3", a.damagedInPhase3), v("jams", a.jams), v("pilot_wounds", a.pilotWounds);
    v("observer_wounds", a.observerWounds), v("pilot_no_fire", a.pilotNoFire), v("observer_no_fire", a.observerNoFire);
    v("permanent_smoke", a.permanentSmoke), v("permanent_rudder", a.permanentRudder), v("aim", a.aim);
    v("aim_broken", a.aimBroken), v("damage_cards", a.damageCards);
    v("ground_procedure", static_cast<int>(a.groundProcedure)), v("ground_step", a.groundStep);
    v("ground_penalty_paid", a.groundPenaltyPaid), v("grounded_turns", a.groundedTurns);
    v("stopped_this_turn", a.stoppedThisTurn);
    // Only when their options are on, so the hashes of games without them stay as they were.
    if (!a.twinGuns.empty()) v("twin_guns", a.twinGuns);
    if (a.autonomous) v("autonomous", a.autonomous);
    if (a.bombsLoaded > 0) v("bombs", a.bombs), v("bombs_loaded", a.bombsLoaded);
    if (a.rocketsLoaded > 0)
        v("rockets", a.rockets), v("rockets_loaded", a.rocketsLoaded), v("fired_at", a.firedAt),
            v("special_at", a.specialAt);
    if (a.shotsLeft >= 0) v("shots_left", a.shotsLeft);
    if (a.ammoDeck != 0) v("ammo_deck", std::string(1, a.ammoDeck)), v("ammo_cards", a.ammoCards);
    if (a.inCloud) v("in_cloud", a.inCloud);  // WX-01
    if (a.cloud) v("cloud", *a.cloud);
    if (!a.surprisedBy.empty()) v("surprised_by", a.surprisedBy);                           // WX-09 / WX-10
    if (!a.team.empty()) v("team", a.team);                                                 // MODE-01
    if (a.sheet) v("pilot_hit_points", a.sheet->hitPoints), v("land_by", a.sheet->landBy);  // PIL-06, PIL-08
}

// MODE-01..07: what a game mode keeps, as JSON (the state hash mixes its text).
Json modeJson(const ModeState& mode) {
    const auto point = [](Point2 at) { return pointJson(at); };
    Json markers = Json::array();
    for (const Point2& at : mode.setting.ammoMarkers) markers.push_back(point(at));
    Json starts = Json::object();
    for (const auto& [id, start] : mode.starts)
        starts[id] = {start.pose.x, start.pose.y, start.pose.heading, start.altitude, start.climb};
    Json flags = Json::array();
    for (const FlagState& flag : mode.flags)
        flags.push_back({{"side", nameOf(flag.side)},
                         {"home", point(flag.home)},
                         {"at", point(flag.at)},
                         {"carrier", flag.carrier},
                         {"dropped_in", flag.droppedIn},
                         {"long_hits", flag.longHits}});
    Json camps = Json::array();
    for (const Camp& camp : mode.setting.camps) {
        Json outline = Json::array();
        for (const Point2& at : camp.outline) outline.push_back(point(at));
        camps.push_back({{"side", nameOf(camp.side)}, {"outline", std::move(outline)}});
    }
    return {{"kind", nameOf(mode.setting.kind)},  {"victories_to_win", mode.setting.victoriesToWin()},
            {"ammo_markers", std::move(markers)}, {"camps", std::move(camps)},
            {"starts", std::move(starts)},        {"down_in", mode.downIn},
            {"last_hit_by", mode.lastHitBy},      {"victories", mode.victories},
            {"captures", mode.captures},          {"flags", std::move(flags)}};
}

Json scoringJson(const Scoring& scoring) {
    return {{"enemy_down", scoring.enemyDown},
            {"ally_down", scoring.allyDown},
            {"target_destroyed", scoring.targetDestroyed},
            {"target_damaged", scoring.targetDamaged},
            {"photograph", scoring.photograph},
            {"enemy_left", scoring.enemyLeft}};
}

template <class Visit>
void visitState(const GameState& s, Visit& v) {
    v("scenario", s.scenario), v("ruleset", s.ruleset), v("era", nameOf(s.era));
    v("turn", s.turn), v("phase", s.phase), v("stage", nameOf(s.stage));
    v.aircraft(s.aircraft);
    v("plans", s.plans), v("violations_count", s.violations.size()), v("tails", s.tails);
    v("tail_choices", s.tailChoices), v("reorder_from", s.reorderFrom), v("result", s.result);
    v.piles(s.piles);
    // Issue 16, only in games that have them, so the hashes of dogfights stay as they were.
    if (!s.targets.empty()) v("targets", s.targets);
    if (!s.bombs.empty()) v("bombs", s.bombs);
    if (!s.taxiChoices.empty()) v("taxi_choices", s.taxiChoices);
    if (!s.dropChoices.empty()) v("drop_choices", s.dropChoices);
    if (!s.drops.empty()) v("drops", s.drops);
    if (!s.flakChoices.empty()) v("flak_choices", s.flakChoices), v("flak_step", nameOf(s.flakStep));
    if (!s.nets.empty()) v("nets", s.nets);
    if (!s.inNets.empty()) v("in_nets", s.inNets);
    if (s.spotting) v("spotting_side", nameOf(s.spotting->side)), v("spotting_turns", s.spotting->turns);
    if (s.weather)
        v("weather", nameOf(s.weather->kind)), v("weather_low", s.weather->low), v("weather_high", s.weather->high);
    if (s.advantage)
        v("advantage_rule", s.advantage->rule), v("advantage_road_is_clear", s.advantage->roadIsClear),
            v("advantage_from", s.advantage->from);
    if (s.sun) {
        v("sun_value", s.sun->draw.value), v("sun_noon_value", s.sun->draw.noonValue.value_or(-1));
        v("sun_favoured", s.sun->favoured ? std::string(nameOf(*s.sun->favoured)) : std::string());
        v("sun_entered", s.sun->entered), v("sun_entrants", s.sun->entrants);
    }
    if (s.mode) v("mode", modeJson(*s.mode));              // MODE-01..07
    if (s.scoring) v("scoring", scoringJson(*s.scoring));  // MODE-09
}

// Writes the visited fields as JSON.
struct JsonWriter {
    Json json = Json::object();
    template <class T>
    void operator()(const char* key, const T& value) {
        json[key] = convert(value);
    }
    static Json convert(const std::string& value) { return value; }
    static Json convert(const Json& value) { return value; }
    static Json convert(std::string_view value) { return std::string(value); }
    template <class T>
    static Json convert(const T& value) requires std::is_arithmetic_v<T> {
        return value;
    }
    static Json convert(const std::vector<std::string>& value) { return value; }
    static Json convert(const std::vector<FlownCard>& cards) {
        Json list = Json::array();
        for (const auto& card : cards) {
            Json entry{card.number, nameOf(card.speed)};
            if (card.gentleDive) entry.push_back("gentle_dive");  // CPX-02, only when set: older hashes stay
            list.push_back(std::move(entry));
        }
        return list;
    }
    static Json convert(const std::optional<Pose>& pose) {
        return pose ? Json{{"x", pose->x}, {"y", pose->y}, {"heading", pose->heading}} : Json();
    }
    static Json convert(const AircraftState::Aim& aim) { return {{"target", aim.target}, {"phases", aim.phases}}; }
    static Json convert(const AircraftState::TwinGuns& t) {
        return {{"jammed", t.jammed},          {"counters", t.counters}, {"fired", t.fired}, {"one_gun", t.oneGun},
                {"short_range", t.shortRange}, {"red", t.red},           {"green", t.green}};
    }
    static Json convert(const Plan& plan) { return planJson(plan); }
    static Json convert(const Pose& pose) { return {{"x", pose.x}, {"y", pose.y}, {"heading", pose.heading}}; }
    static Json convert(const CloudStay& cloud) {
        Json sheet = Json::array();
        for (const auto& card : cloud.sheet)
            sheet.push_back({{"card", card.number}, {"speed", nameOf(card.speed)}, {"to", convert(card.to)}});
        return {{"paper", convert(cloud.paper)}, {"sheet", std::move(sheet)}};
    }
    static Json convert(const std::vector<TargetState>& targets) {
        Json list = Json::array();
        for (const auto& t : targets) {
            Json target{{"id", t.id},
                        {"type", t.type},
                        {"side", nameOf(t.side)},
                        {"pose", convert(t.pose)},
                        {"damage", t.damage},
                        {"destroyed", t.destroyed},
                        {"photographed_by", t.photographedBy},
                        {"reconnoitred_by", t.reconnoitredBy}};
            // AA-03: only an AA gun that has fired has them (the states of earlier saves stay the same).
            if (!t.jams.empty()) target["jams"] = t.jams;
            if (t.silenced) target["silenced"] = true;
            if (!t.aim.empty()) target["aim"] = convert(t.aim);
            // AA-04..08: only a flak battery has them.
            if (t.readyFrom != 0) target["ready_from"] = t.readyFrom;
            // BAL-01..09: only a balloon has them.
            if (t.altitude != 0 || t.climb != 0) {
                target["altitude"] = t.altitude;
                target["climb"] = t.climb;
            }
            if (t.flames != 0) target["flames"] = t.flames;
            if (t.winching) target["winching"] = true;
            if (t.grounded) target["grounded"] = true;
            if (t.token)
                target["token"] = {{"at", pointJson(t.token->at)},
                                   {"altitude", t.token->altitude},
                                   {"placed_turn", t.token->placedTurn},
                                   {"moved", t.token->moved},
                                   {"delayed", t.token->delayed}};
            list.push_back(std::move(target));
        }
        return list;
    }
    static Json convert(const std::vector<BalloonNet>& nets) {
        Json list = Json::array();
        for (const auto& net : nets)
            list.push_back({{"id", net.id}, {"shape", nameOf(net.shape)}, {"balloons", net.balloons}});
        return list;
    }
    static Json convert(const std::vector<FallingBomb>& bombs) {
        Json list = Json::array();
        for (const auto& b : bombs)
            list.push_back({{"owner", b.owner},
                            {"pose", convert(b.pose)},
                            {"count", b.count},
                            {"clusters", b.clusters},
                            {"markers", b.markers},
                            {"card", b.card},
                            {"speed", nameOf(b.speed)}});
        return list;
    }
    static Json convert(const std::vector<std::string>* list) { return *list; }
    template <class V>
    static Json convert(const std::map<std::string, V, std::less<>>& map) {
        Json object = Json::object();
        for (const auto& [key, value] : map) object[key] = convert(value);
        return object;
    }
    void aircraft(const std::vector<AircraftState>& list) {
        Json array = Json::array();
        for (const auto& a : list) {
            JsonWriter one;
            visitAircraft(a, one);
            array.push_back(std::move(one.json));
        }
        json["aircraft"] = std::move(array);
    }
    void piles(const std::optional<DamagePiles>& piles) { json["piles"] = piles ? piles->snapshot() : Json(); }
};

// Feeds the visited fields to FNV-1a, without building any text.
struct Hasher {
    std::uint64_t hash = kFnvOffsetBasis;
    void bytes(const void* data, std::size_t size) {
        hash = fnv1a(std::string_view(static_cast<const char*>(data), size), hash);
    }
    void mix(const Json& json) { mix(std::string_view(json.dump())); }
    void mix(std::string_view text) {
        mix(text.size());
        bytes(text.data(), text.size());
    }
    template <class T>
    void mix(const T& value) requires std::is_arithmetic_v<T> {
        bytes(&value, sizeof value);
    }
    void mix(const std::string& text) { mix(std::string_view(text)); }
    void mix(const std::vector<std::string>& list) {
        mix(list.size());
        for (const auto& item : list) mix(item);
    }
    void mix(const std::vector<FlownCard>& cards) {
        mix(cards.size());
        for (const auto& card : cards) {
            mix(card.number), mix(static_cast<int>(card.speed));
            if (card.gentleDive) mix(std::string_view("gentle_dive"));  // CPX-02, only when set: older hashes stay
        }
    }
    void mix(const std::optional<Pose>& pose) {
        mix(pose.has_value());
        if (pose) mix(pose->x), mix(pose->y), mix(pose->heading);
    }
    void mix(const AircraftState::Aim& aim) { mix(aim.target), mix(aim.phases); }
    void mix(const AircraftState::TwinGuns& t) {
        mix(t.jammed), mix(t.counters), mix(t.fired), mix(t.oneGun), mix(t.shortRange), mix(t.red), mix(t.green);
    }
    void mix(const Plan& plan) {
        for (const auto& card : plan.cards) mix(card.number), mix(static_cast<int>(card.speed));
        mix(static_cast<int>(plan.declaration));
    }
    void mix(const Pose& pose) { mix(pose.x), mix(pose.y), mix(pose.heading); }
    void mix(const CloudStay& cloud) {
        mix(cloud.paper), mix(cloud.sheet.size());
        for (const auto& card : cloud.sheet) mix(card.number), mix(static_cast<int>(card.speed)), mix(card.to);
    }
    void mix(const std::vector<TargetState>& targets) {
        mix(targets.size());
        for (const auto& t : targets) {
            mix(t.id), mix(t.type), mix(static_cast<int>(t.side)), mix(t.pose), mix(t.damage), mix(t.destroyed),
                mix(t.photographedBy), mix(t.reconnoitredBy);
            // AA-03: mixed only when there are some, so the hashes of earlier saves stay the same.
            if (!t.jams.empty() || !t.aim.empty() || t.silenced) mix(t.jams), mix(t.aim), mix(t.silenced);
            // AA-04..08: a flak battery's cycle and token, likewise.
            if (t.readyFrom != 0) mix(t.readyFrom);
            // BAL-01..09: a balloon's height and fire, likewise.
            if (t.altitude != 0 || t.climb != 0 || t.flames != 0 || t.winching || t.grounded)
                mix(t.altitude), mix(t.climb), mix(t.flames), mix(t.winching), mix(t.grounded);
            if (t.token)
                mix(t.token->at.x), mix(t.token->at.y), mix(t.token->altitude), mix(t.token->placedTurn),
                    mix(t.token->moved), mix(t.token->delayed);
        }
    }
    void mix(const std::vector<BalloonNet>& nets) {
        mix(nets.size());
        for (const auto& net : nets) mix(net.id), mix(static_cast<int>(net.shape)), mix(net.balloons);
    }
    void mix(const std::vector<FallingBomb>& bombs) {
        mix(bombs.size());
        for (const auto& b : bombs)
            mix(b.owner), mix(b.pose), mix(b.count), mix(b.clusters), mix(b.markers), mix(b.card),
                mix(static_cast<int>(b.speed));
    }
    template <class V>
    void mix(const std::map<std::string, V, std::less<>>& map) {
        mix(map.size());
        for (const auto& [key, value] : map) mix(key), mix(value);
    }
    template <class T>
    void operator()(const char* key, const T& value) {
        mix(std::string_view(key));
        mix(value);
    }
    void aircraft(const std::vector<AircraftState>& list) {
        mix(list.size());
        for (const auto& a : list) visitAircraft(a, *this);
    }
    void piles(const std::optional<DamagePiles>& piles) { mix(piles ? piles->fingerprint() : 0); }
};

}  // namespace

Json toJson(const GameState& state) {
    JsonWriter writer;
    visitState(state, writer);
    return std::move(writer.json);
}

std::string stateHash(const GameState& state, const Rng& rng) {
    Hasher hasher;
    visitState(state, hasher);
    // Format 3: what a fire step has offered and ordered so far (a save that
    // ends inside a fire step records its orders in the end hash), and the
    // rule options in force.
    hasher.mix(state.fireOptions.size());
    for (const auto& option : state.fireOptions)
        hasher.mix(option.aircraft), hasher.mix(option.weapon), hasher.mix(option.targets);
    hasher.mix(state.fireOrders.size());
    for (const auto& order : state.fireOrders)
        hasher.mix(order.aircraft), hasher.mix(order.weapon), hasher.mix(order.target);
    hasher.mix(state.rulesFingerprint);
    for (auto word : rng.state()) hasher.mix(word);
    return hexHash(hasher.hash);
}

std::string stateHashV2(const GameState& state, const Rng& rng) {
    Hasher hasher;
    visitState(state, hasher);
    for (auto word : rng.state()) hasher.mix(word);
    return hexHash(hasher.hash);
}

std::string hexHash(std::uint64_t hash) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

}  // namespace jasta
