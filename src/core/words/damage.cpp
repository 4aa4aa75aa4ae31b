#include "jasta/words/damage.hpp"

namespace jasta::words {

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
    }
    return "?";
}

}  // namespace jasta::words
