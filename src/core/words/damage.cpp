#include "jasta/words/damage.hpp"

#include "jasta/rules/damage.hpp"

namespace jasta::words {

namespace {

// "5 of his 10 hit points left" (PIL-06).
std::string hitPointsLeft(int hitPoints) {
    return std::to_string(hitPoints) + " of his " + std::to_string(kPilotHitPoints) + " hit points left";
}

// What the pilot's hit points make of him after a wound (PIL-06..08).
std::string conditionSentence(int hitPoints) {
    const std::string left = "He has " + hitPointsLeft(hitPoints);
    switch (conditionOf(hitPoints)) {
        case PilotCondition::Active:
            return left + ".";
        case PilotCondition::Wounded:
            return left + ": wounded, he may use one of his skills only for the rest of the game.";
        case PilotCondition::SeriouslyWounded:
            return left + ": seriously wounded, he must land as soon as he can.";
        case PilotCondition::Dead:
            break;
    }
    return left + ".";
}

std::string specialWords(Special special) {
    switch (special) {
        case Special::None:
            return "";
        case Special::Smoke:
            return "smoke";
        case Special::Fire:
            return "fire";
        case Special::Jam:
            return "jam";
        case Special::RudderLeft:
            return "jammed rudder (left)";
        case Special::RudderRight:
            return "jammed rudder (right)";
        case Special::Engine:
            return "engine damage";
        case Special::PilotWounded:
            return "wounded pilot";
        case Special::Explosion:
            return "explosion";
    }
    return "";
}

std::string points(int value) {
    return std::to_string(value) + (value == 1 ? " point" : " points");
}

}  // namespace

std::string causeText(const ev::DamageCause& cause, std::string_view byName) {
    const std::string by(byName);
    switch (cause.source) {
        case ev::DamageSource::Fire:
            return "the fire of " + by;
        case ev::DamageSource::FlamesOnBoard:
            return "the fire on board";
        case ev::DamageSource::LeftTable:
            return "leaving the table";
        case ev::DamageSource::Collision:
            return "the collision with " + by;
        case ev::DamageSource::Explosion:
            return "the explosion of " + by;
        case ev::DamageSource::IllegalManeuver:
            return "the illegal maneuver";
        case ev::DamageSource::GroundAccident:
            return "the accident off the landing field";
        case ev::DamageSource::RoughGround:
            return "the rough ground off the runway";
        case ev::DamageSource::LeftField:
            return "leaving the landing field";
        case ev::DamageSource::InfantryFire:
            return "the infantry fire of " + by + ", which counts only the card's special";
        case ev::DamageSource::FlakBurst:
            return "the shell of " + by;
        case ev::DamageSource::BalloonBlast:
            return "the explosion of " + by;
        case ev::DamageSource::Net:
            return "the cables of " + by;
        case ev::DamageSource::Rockets:
            return "the Le Prieur rockets of " + by;
        case ev::DamageSource::GroundCollision:
            return "running into " + by + " on the ground";
        case ev::DamageSource::Weather:
            return "the heavy weather";
    }
    return "?";
}

std::string describe(const ev::Damage& damage, std::string_view airplane, std::string_view byName, bool counters) {
    // The card as the table shows it once turned: its points and its symbol,
    // never its id in the data ("1-jam-left"). A special the player keeps to
    // himself (DMG-02) is not named; one that does not count is named below.
    const bool named = damage.special != Special::None && !isSecretSpecial(damage.special) && !damage.specialIgnored;
    std::string text =
        std::string(airplane) + " takes " + std::string(1, damage.deck) + " damage " + (counters ? "counter" : "card") +
        " for " + points(damage.damage) +
        (damage.damage != damage.printed ? " (" + std::to_string(damage.printed) + " printed)" : std::string()) +
        (named ? ", " + specialWords(damage.special) + "," : std::string()) + " from " +
        causeText(damage.cause, byName) + " (" + std::to_string(damage.totalDamage) + " of " +
        std::to_string(damage.structure) + ")";
    if (damage.specialIgnored) text += "; its " + specialWords(damage.special) + " does not count here";
    return text + ".";
}

std::string describe(const ev::DefenceDestroyed& destroyed, std::string_view defence, std::string_view byName) {
    if (destroyed.explosion)
        return "The fire of " + std::string(byName) + " draws an explosion: " + std::string(defence) + " is destroyed.";
    return std::string(defence) + " has taken " + points(destroyed.totalDamage) + ", at least its structure of " +
           std::to_string(destroyed.structure) + ": the fire of " + std::string(byName) + " destroys it.";
}

std::string describe(const ev::DefenceSilenced& silenced, std::string_view defence, std::string_view byName) {
    if (silenced.flak)
        return "The " + specialWords(silenced.special) + " card from " + std::string(byName) + " puts the crew of " +
               std::string(defence) +
               " out of action: it aims no more shells, and a shell it has aimed does not burst.";
    return "The " + specialWords(silenced.special) + " card from " + std::string(byName) + " puts the gun of " +
           std::string(defence) + " out of action; its infantry fires on until it is destroyed.";
}

std::string describe(const ev::Exploded& /*exploded*/, std::string_view airplane) {
    return std::string(airplane) + "'s fuel tank is hit: the airplane explodes and is out of the game.";
}

std::string describe(const ev::Destroyed& destroyed, std::string_view airplane) {
    return std::string(airplane) + " has taken " + points(destroyed.totalDamage) + ", at least its structure of " +
           std::to_string(destroyed.structure) + ": it is shot down.";
}

std::string describe(const ev::Crash& crash, std::string_view airplane) {
    std::string text = std::string(airplane) + " spins down " + std::to_string(crash.rulers) +
                       (crash.rulers == 1 ? " ruler" : " rulers") + " ahead and crashes; ";
    switch (crash.outcome) {
        case ev::CrashOutcome::Exploded:
            return text + "the wreck explodes and the pilot is killed.";
        case ev::CrashOutcome::Killed:
            return text + (crash.hitPoints ? "the pilot's wounds take him below 0 hit points: he is killed."
                                           : "the pilot is killed by a second wound.");
        case ev::CrashOutcome::Survived:
            break;
    }
    if (crash.hitPoints) return text + "the pilot survives, " + hitPointsLeft(*crash.hitPoints) + ".";
    return text + (crash.wounds > 0 ? "the pilot survives, wounded." : "the pilot survives.");
}

std::string describe(const ev::Jam& jam, std::string_view target, std::string_view shooter, std::string_view weapon) {
    const std::string counters = " (" + std::to_string(jam.counters) + " counters)";
    const std::string whose = std::string(shooter) + "'s " + std::string(weapon);
    if (jam.gunsJammed == 2)
        return std::string(target) + " shows a jam: both guns of " + whose + " are jammed" + counters + ".";
    if (jam.gunsJammed == 1)
        return std::string(target) + " shows a jam: one gun of " + whose +
               " is jammed; the other still fires, with deck B" + counters + ".";
    return std::string(target) + " shows a jam: " + whose + " is jammed" + counters + ".";
}

std::string describe(const ev::Unjammed& unjammed, std::string_view airplane, std::string_view weapon) {
    if (unjammed.oneGun) return std::string(airplane) + " clears the jammed gun of its " + std::string(weapon) + ".";
    return std::string(airplane) + "'s " + std::string(weapon) + " is clear again.";
}

std::string describe(const ev::SpecialIgnored& ignored, std::string_view airplane) {
    return "A second " + std::string(nameOf(ignored.special)) + " at the same time has no further effect on " +
           std::string(airplane) + ".";
}

std::string describe(const ev::Smoke& smoke, std::string_view airplane) {
    return std::string(airplane) +
           (smoke.permanent ? " smokes for the rest of the game" : " is smoking: three smoke counters") +
           ", and cannot tail while it smokes.";
}

std::string describe(const ev::SmokeCleared& /*cleared*/, std::string_view airplane) {
    return std::string(airplane) + " has stopped smoking.";
}

std::string describe(const ev::OnFire& /*fire*/, std::string_view airplane) {
    return std::string(airplane) + " is on fire: three flame counters, one A card before each turn's first move.";
}

std::string describe(const ev::Rudder& rudder, std::string_view airplane) {
    return std::string(airplane) + "'s rudder is jammed: no maneuver to the " + std::string(nameOf(rudder.side)) +
           (rudder.permanent ? " for the rest of the game." : " next turn.");
}

std::string describe(const ev::Engine& engine, std::string_view airplane) {
    if (engine.outOfGame) return std::string(airplane) + "'s engine is hit a second time: it is out of the game.";
    return std::string(airplane) + "'s engine is hit: it must fly a stall every turn.";
}

std::string describe(const ev::Wounded& wounded, std::string_view airplane) {
    std::string text = std::string(airplane) + "'s " + (wounded.observer ? "observer" : "pilot") +
                       " is wounded: no fire for the next 4 maneuvers" +
                       (wounded.observer ? "." : ", and never after a dive, stall, Immelmann or climb.");
    if (wounded.hitPoints) text += " " + conditionSentence(*wounded.hitPoints);
    return text;
}

std::string describe(const ev::PilotKilled& killed, std::string_view airplane) {
    if (killed.hitPoints)
        return std::string(airplane) + "'s pilot is wounded again and falls below 0 hit points (" +
               std::to_string(*killed.hitPoints) + "): he is killed and the airplane goes down.";
    return std::string(airplane) + "'s pilot is wounded a second time and killed: the airplane goes down.";
}

std::string describe(const ev::MustLand& told, std::string_view airplane) {
    return std::string(airplane) + "'s seriously wounded pilot must be on the ground by the end of turn " +
           std::to_string(told.byTurn) + " (" + std::to_string(told.turns) + " full turns), or his airplane goes down.";
}

std::string describe(const ev::LandingTooLate& late, std::string_view airplane) {
    return std::string(airplane) + "'s seriously wounded pilot is still in the air at the end of turn " +
           std::to_string(late.byTurn) + ": he cannot hold it any longer and goes down.";
}

std::string describe(const ev::AmmunitionReturned& returned, std::string_view airplane) {
    return std::string(airplane) + "'s " + std::to_string(returned.cards.size()) + " unused ammunition cards go " +
           (returned.toBottom ? "under" : "back into") + " damage deck " + std::string(1, returned.deck) + ".";
}

}  // namespace jasta::words
