#pragma once
// The words of damage and its specials: the log's sentences of the damage,
// exploded, destroyed, crash and special events, from their facts (ev::…)
// and the names of the airplanes. The core decides without them; the
// translations will replace them. `airplane` is the name of the event's
// airplane (its id when it has none).

#include <string>
#include <string_view>

#include "jasta/rules/event.hpp"

namespace jasta::words {

// "the fire of René Fonck", "the fire on board", "the collision with …":
// `byName` is the name of cause.by (its id when it has none).
std::string causeText(const ev::DamageCause& cause, std::string_view byName);

// `counters`: WW2 deals counters, WW1 cards. The card is worded by its
// points and its symbol, never its id; a special that stays secret (DMG-02)
// is not said.
std::string describe(const ev::Damage& damage, std::string_view airplane, std::string_view byName, bool counters);
std::string describe(const ev::Exploded& exploded, std::string_view airplane);
std::string describe(const ev::Destroyed& destroyed, std::string_view airplane);
std::string describe(const ev::Crash& crash, std::string_view airplane);
// `shooter` and `weapon` name the jammed weapon; the event's airplane is the
// shooter, `jam.target` the airplane whose card showed the jam.
std::string describe(const ev::Jam& jam, std::string_view target, std::string_view shooter, std::string_view weapon);
std::string describe(const ev::Unjammed& unjammed, std::string_view airplane, std::string_view weapon);
std::string describe(const ev::SpecialIgnored& ignored, std::string_view airplane);
std::string describe(const ev::Smoke& smoke, std::string_view airplane);
std::string describe(const ev::SmokeCleared& cleared, std::string_view airplane);
std::string describe(const ev::OnFire& fire, std::string_view airplane);
std::string describe(const ev::Rudder& rudder, std::string_view airplane);
std::string describe(const ev::Engine& engine, std::string_view airplane);
std::string describe(const ev::Wounded& wounded, std::string_view airplane);
std::string describe(const ev::MustLand& told, std::string_view airplane);
std::string describe(const ev::LandingTooLate& late, std::string_view airplane);
std::string describe(const ev::PilotKilled& killed, std::string_view airplane);
std::string describe(const ev::AmmunitionReturned& returned, std::string_view airplane);
// AA-02 / AA-03: a ground defence destroyed or put out of action by `byName`'s fire.
std::string describe(const ev::DefenceDestroyed& destroyed, std::string_view defence, std::string_view byName);
std::string describe(const ev::DefenceSilenced& silenced, std::string_view defence, std::string_view byName);

}  // namespace jasta::words
