// The JSON boundary of events: each kind's facts as the "details" object of
// the CLI's event lines and the golden files. The keys and spellings are a
// file format: a change here changes tests/golden/*.events.jsonl.

#include <string>

#include "jasta/rules/event.hpp"
#include "jasta/words/plans.hpp"
#include "json_convert.hpp"

namespace jasta {

using Json = nlohmann::json;

Json planJson(const Plan& plan) {
    Json cards = Json::array();
    for (const auto& card : plan.cards) {
        Json entry{{"number", card.number}};
        if (card.speed != Speed::Normal) entry["speed"] = nameOf(card.speed);
        cards.push_back(entry);
    }
    Json json{{"cards", cards}};
    if (plan.declaration != Declaration::None) json["declare"] = nameOf(plan.declaration);
    return json;
}

Json poseJson(const Pose& pose) {
    return {{"x", pose.x}, {"y", pose.y}, {"heading", pose.heading}};
}

Json pointJson(Point2 point) {
    return {{"x", point.x}, {"y", point.y}};
}

namespace {

std::string letter(char deck) {
    return {deck};
}

// {"source", "by" when another airplane dealt it}
Json causeJson(const ev::DamageCause& cause) {
    Json json{{"source", nameOf(cause.source)}};
    if (!cause.by.empty()) json["by"] = cause.by;
    return json;
}

Json meetingJson(const ev::Meeting& m) {
    Json json{{"aircraft", m.aircraft},
              {"geometry", nameOf(m.geometry)},
              {"altitude_test", nameOf(m.altitudeTest)},
              {"avoidance", nameOf(m.avoidance)},
              {"heading_difference", m.headingDifference},
              {"head_on", m.headOn}};
    if (m.directions)
        json["directions"] = {{m.aircraft[0], ev::swerveName((*m.directions)[0])},
                              {m.aircraft[1], ev::swerveName((*m.directions)[1])}};
    return json;
}

// One overload per kind that has facts to write; the rest write none.
struct Details {
    template <class T>
    Json operator()(const T& /*no facts*/) const {
        return Json::object();
    }
    Json operator()(const ev::Turn& e) const { return {{"turn", e.turn}}; }
    Json operator()(const ev::Planned& e) const { return {{"plan", planJson(e.plan)}}; }
    Json operator()(const ev::Tail& e) const { return {{"target", e.target}}; }
    Json operator()(const ev::TailReveal& e) const {
        Json json{{"target", e.target}, {"card", e.card}};
        if (e.name) json["name"] = *e.name;
        return json;
    }
    Json operator()(const ev::PhaseEnd& e) const { return {{"turn", e.turn}, {"phase", e.phase}, {"hash", e.hash}}; }
    Json operator()(const ev::GameOver& e) const {
        Json summary = Json::array();
        for (const auto& airplane : e.aircraft)
            summary.push_back(
                {{"aircraft", airplane.aircraft}, {"status", nameOf(airplane.status)}, {"damage", airplane.damage}});
        Json json{{"result", e.result}, {"turn", e.turn}, {"aircraft", summary}};
        if (!e.score.empty()) {
            Json score = Json::array();
            for (const auto& [team, points] : e.score) score.push_back({{"team", team}, {"points", points}});
            json["score"] = std::move(score);
        }
        return json;
    }
    Json operator()(const ev::Move& e) const {
        Json json{{"card", e.card}, {"name", e.name}, {"from", poseJson(e.from)}, {"to", poseJson(e.to)}};
        if (e.speed != Speed::Normal) json["speed"] = nameOf(e.speed);
        return json;
    }
    Json operator()(const ev::Altitude& e) const { return {{"level", e.level}, {"climb", e.climb}}; }
    Json operator()(const ev::Landed& e) const {
        if (!e.step) return Json::object();
        return {{"step", *e.step}};
    }
    Json operator()(const ev::LeftTable& e) const {
        if (!e.reentry) return Json::object();
        return {{"reentry", poseJson(*e.reentry)}};
    }
    Json operator()(const ev::IllegalManeuver& e) const {
        Json why = Json::array();
        for (const auto& violation : e.violations)
            why.push_back({{"rule", violation.rule}, {"message", words::describe(violation)}});
        Json json{{"violations", why}};
        if (e.replacedBy) json["replaced_by"] = *e.replacedBy;
        return json;
    }
    Json operator()(const ev::GroundAccident& e) const { return {{"deck", letter(e.deck)}, {"cards", e.cards}}; }
    Json operator()(const ev::OffField& e) const {
        if (e.cards == 0) return Json::object();
        return {{"deck", letter(e.deck)}, {"cards", e.cards}};
    }
    Json operator()(const ev::TakeOffRoll& e) const { return {{"step", e.step}}; }
    Json operator()(const ev::TakeOff& e) const { return {{"level", e.level}, {"climb", e.climb}}; }
    Json operator()(const ev::LandingApproach& e) const { return {{"step", e.step}}; }
    Json operator()(const ev::LandingRoll& e) const { return {{"step", e.step}}; }
    Json operator()(const ev::LandingStop& e) const { return {{"step", e.step}}; }
    Json operator()(const ev::Overlap& e) const { return {{"with", e.with}}; }
    Json operator()(const ev::CollisionAvoided& e) const {
        if (e.byAltitude)
            return {{"aircraft", e.meeting.aircraft},
                    {"reason", "altitude"},
                    {"altitude_test", nameOf(e.meeting.altitudeTest)},
                    {"geometry", nameOf(e.meeting.geometry)}};
        Json json = meetingJson(e.meeting);
        json["reason"] = "avoidance";
        return json;
    }
    Json operator()(const ev::AvoidanceDraw& e) const {
        Json choices = Json::array();
        for (const Direction choice : e.choices) choices.push_back(ev::swerveName(choice));
        Json json{{"method", nameOf(e.method)},
                  {"direction", ev::swerveName(e.direction)},
                  {"choices", choices},
                  {"partners", e.partners}};
        if (e.method == CollisionAvoidance::BlindPickGeometric) {
            json["card"] = e.card ? Json{{"number", e.card->number}, {"name", e.card->name}} : Json();
            if (e.laidOut) json["laid_out_pose"] = poseJson(*e.laidOut);
        } else if (e.method == CollisionAvoidance::OpponentChoice) {
            json["simulated_opponent_choice"] = true;
        }
        return json;
    }
    Json operator()(const ev::Collision& e) const {
        Json json = meetingJson(e.meeting);
        json["damage"] = {{"option", nameOf(e.damage)}, {"deck", letter(e.deck)}, {"cards_each", e.cardsEach}};
        json["already_out"] = e.alreadyOut;
        return json;
    }
    Json operator()(const ev::Blast& e) const {
        return {{"option", nameOf(e.option)},
                {"victims", e.victims},
                {"radius_mm", e.radiusMm},
                {"same_level_only", e.sameLevelOnly},
                {"in_collision", e.inCollision}};
    }
    Json operator()(const ev::Fire& e) const {
        Json json{{"target", e.target},
                  {"weapon", e.weapon},
                  {"cards", e.cards},
                  {"deck", letter(e.deck)},
                  {"bonus", e.bonus}};
        if (e.shotsLeft) json["shots_left"] = *e.shotsLeft;
        if (e.oneGun) json["one_gun"] = true;
        return json;
    }
    Json operator()(const ev::FireOrderHeld& e) const { return {{"weapon", e.weapon}, {"target", e.target}}; }
    Json operator()(const ev::OutOfAmmunition& e) const { return {{"weapon", e.weapon}}; }
    Json operator()(const ev::AmmunitionReturned& e) const { return {{"cards", e.cards}, {"deck", letter(e.deck)}}; }
    Json operator()(const ev::OverdiveRedraw& e) const {
        return {{"deck", letter(e.deck)}, {"ignored", e.ignored}, {"replacement", e.replacement}};
    }
    Json operator()(const ev::UnjamChoice& e) const { return {{"weapon", e.weapon}}; }
    Json operator()(const ev::Damage& e) const {
        return {{"deck", letter(e.deck)},
                {"card", e.card},
                {"damage", e.damage},
                {"printed", e.printed},
                {"special", nameOf(e.special)},
                {"special_ignored", e.specialIgnored},
                {"total_damage", e.totalDamage},
                {"structure", e.structure},
                {"cause", causeJson(e.cause)}};
    }
    Json operator()(const ev::Exploded& e) const { return {{"cause", causeJson(e.cause)}, {"card", e.card}}; }
    Json operator()(const ev::Destroyed& e) const {
        return {{"cause", causeJson(e.cause)}, {"total_damage", e.totalDamage}, {"structure", e.structure}};
    }
    Json operator()(const ev::Crash& e) const {
        Json json{{"outcome", nameOf(e.outcome)}, {"level", e.level},    {"rulers", e.rulers}, {"cards", e.cards},
                  {"wounds", e.wounds},           {"crash_x", e.crashX}, {"crash_y", e.crashY}};
        if (e.hitPoints) json["hit_points"] = *e.hitPoints;  // PIL-06
        return json;
    }
    Json operator()(const ev::Jam& e) const {
        Json json{{"weapon", e.weapon}, {"counters", e.counters}, {"jam_colour", nameOf(e.colour)}};
        if (e.gunsJammed) json["guns_jammed"] = *e.gunsJammed;
        if (e.side) json["jam_side"] = nameOf(*e.side);
        return json;
    }
    Json operator()(const ev::Unjammed& e) const { return {{"weapon", e.weapon}}; }
    Json operator()(const ev::SpecialIgnored& e) const { return {{"special", nameOf(e.special)}}; }
    Json operator()(const ev::Smoke& e) const { return {{"smoke", e.smoke}}; }
    Json operator()(const ev::OnFire& e) const { return {{"flames", e.flames}}; }
    Json operator()(const ev::Rudder& e) const { return {{"side", nameOf(e.side)}}; }
    Json operator()(const ev::Engine& e) const { return {{"engine_hits", e.engineHits}}; }
    Json operator()(const ev::Wounded& e) const {
        Json json{{"who", e.observer ? "observer" : "pilot"}, {"wounds", e.wounds}};
        if (e.hitPoints) json["hit_points"] = *e.hitPoints, json["condition"] = nameOf(conditionOf(*e.hitPoints));
        return json;
    }
    Json operator()(const ev::PilotKilled& e) const {
        return e.hitPoints ? Json{{"hit_points", *e.hitPoints}} : Json::object();
    }
    Json operator()(const ev::MustLand& e) const { return {{"by_turn", e.byTurn}, {"turns", e.turns}}; }
    Json operator()(const ev::LandingTooLate& e) const { return {{"by_turn", e.byTurn}}; }
    Json operator()(const ev::BombsDropped& e) const {
        Json json{
            {"count", e.count}, {"level", e.level}, {"markers", e.markers}, {"card", e.card}, {"at", poseJson(e.at)}};
        if (e.clusters) json["clusters"] = true;
        return json;
    }
    Json operator()(const ev::BombFalls& e) const { return {{"at", poseJson(e.at)}, {"markers", e.markers}}; }
    Json operator()(const ev::BombLanded& e) const {
        Json hits = Json::array();
        for (const auto& hit : e.hits)
            hits.push_back({{"target", hit.target},
                            {"cover", hit.cover == 2 ? "centre" : "touch"},
                            {"damage", hit.damage},
                            {"destroyed", hit.destroyed}});
        return {{"at", poseJson(e.at)}, {"count", e.count}, {"hits", hits}};
    }
    Json operator()(const ev::BombBlewUp& e) const { return {{"level", e.level}}; }
    Json operator()(const ev::Photographed& e) const { return {{"target", e.target}, {"level", e.level}}; }
    Json operator()(const ev::DefenceDestroyed& e) const {
        return {{"by", e.by}, {"explosion", e.explosion}, {"total_damage", e.totalDamage}, {"structure", e.structure}};
    }
    Json operator()(const ev::DefenceSilenced& e) const {
        Json json{{"by", e.by}, {"special", nameOf(e.special)}};
        if (e.flak) json["flak"] = true;
        return json;
    }
    Json operator()(const ev::Reconnoitred& e) const {
        return {{"target", e.target}, {"level", e.level}, {"distance_mm", e.distanceMm}, {"reach_mm", e.reachMm}};
    }
    Json operator()(const ev::LoadLightened& e) const {
        return {{"bombs_left", e.bombsLeft}, {"counter_discarded", e.counterDiscarded}};
    }
    Json operator()(const ev::FlakAimed& e) const {
        return {{"at", pointJson(e.at)},
                {"altitude", e.altitude},
                {"burst_turn", e.burstTurn},
                {"burst_phase", e.burstPhase}};
    }
    Json operator()(const ev::FlakHeld&) const { return Json::object(); }
    Json operator()(const ev::FlakMoved& e) const {
        return {{"from", pointJson(e.from)}, {"to", pointJson(e.to)},     {"from_altitude", e.fromAltitude},
                {"altitude", e.altitude},    {"burst_turn", e.burstTurn}, {"burst_phase", e.burstPhase}};
    }
    Json operator()(const ev::FlakDelayed& e) const {
        return {{"burst_turn", e.burstTurn}, {"burst_phase", e.burstPhase}};
    }
    Json operator()(const ev::BalloonAlight& e) const { return {{"by", e.by}, {"flames", e.flames}}; }
    Json operator()(const ev::BalloonExploded& e) const {
        return {{"by", e.by}, {"explosion_card", e.explosionCard}, {"on_card", e.onCard}, {"near", e.near}};
    }
    Json operator()(const ev::BalloonDestroyed& e) const {
        return {{"by", e.by}, {"total_damage", e.totalDamage}, {"structure", e.structure}};
    }
    Json operator()(const ev::BalloonWinched& e) const {
        return {{"altitude", e.altitude}, {"climb", e.climb}, {"burning", e.burning}};
    }
    Json operator()(const ev::BalloonGrounded&) const { return Json::object(); }
    Json operator()(const ev::WinchOrdered&) const { return Json::object(); }
    Json operator()(const ev::NetCaught& e) const {
        return {{"net", e.net}, {"share", e.share}, {"again", e.again}, {"destroyed", e.destroyed}};
    }
    Json operator()(const ev::BalloonCollision& e) const { return {{"balloon", e.balloon}}; }
    Json operator()(const ev::GroundCollision& e) const {
        return {{"other", e.other}, {"deck", std::string(1, e.deck)}, {"cards", e.cards}};
    }
    Json operator()(const ev::Taxied& e) const { return {{"from", poseJson(e.from)}, {"to", poseJson(e.to)}}; }
    Json operator()(const ev::ArtilleryDecided& e) const {
        return {{"balloon", e.balloon}, {"turn", e.turn}, {"turns", e.turns}};
    }
    Json operator()(const ev::TailLost& e) const { return e.cloud ? Json{{"cloud", true}} : Json::object(); }
    Json operator()(const ev::EnteredCloud& e) const { return {{"level", e.level}}; }
    Json operator()(const ev::CloudCard& e) const {
        return {{"card", e.card}, {"name", e.name}, {"speed", nameOf(e.speed)}};
    }
    Json operator()(const ev::LeftCloud& e) const {
        Json path = Json::array();
        for (const auto& pose : e.path) path.push_back(poseJson(pose));
        return {{"from", poseJson(e.from)}, {"cards", e.cards}, {"path", std::move(path)}};
    }
    Json operator()(const ev::WeatherReport& e) const {
        Json json{{"weather", nameOf(e.weather)}};
        if (e.weather != WeatherKind::Clear) json["low"] = e.low, json["high"] = e.high;
        if (e.season) json["season"] = nameOf(*e.season), json["value"] = e.value;
        if (e.special) json["special"] = true;
        return json;
    }
    Json operator()(const ev::TacticalAdvantage& e) const {
        return {{"favoured", nameOf(e.favoured)},
                {"road_is_clear", e.roadIsClear},
                {"from_clouds", e.fromClouds},
                {"from", e.from},
                {"to", e.to}};
    }
    Json operator()(const ev::SunDrawn& e) const {
        if (e.heavyWeather) return {{"heavy_weather", true}};
        Json json{{"value", e.value}, {"time_of_day", nameOf(e.timeOfDay)}};
        if (e.noonValue) json["noon_value"] = *e.noonValue;
        if (e.towards) json["towards"] = nameOf(*e.towards);
        if (e.favoured)
            json["favoured"] = nameOf(*e.favoured), json["level_offset"] = e.levelOffset, json["enter_by"] = e.enterBy;
        if (e.replacesAlert) json["replaces_alert"] = true;
        return json;
    }
    Json operator()(const ev::SunWaits& e) const { return {{"side", nameOf(e.side)}, {"enter_by", e.enterBy}}; }
    Json operator()(const ev::SunEntered& e) const {
        Json json{{"prey", e.prey}, {"place", nameOf(e.place)}, {"pose", poseJson(e.pose)}, {"altitude", e.altitude}};
        if (e.forced) json["forced"] = true;
        return json;
    }
    Json operator()(const ev::BlankCard& e) const { return e.inClouds ? Json{{"in_clouds", true}} : Json::object(); }
    Json operator()(const ev::WeatherShakes& e) const {
        return {{"card", e.card},
                {"value", e.value},
                {"points", e.points},
                {"in_clouds", e.inClouds},
                {"after_card", e.afterCard}};
    }
    Json operator()(const ev::StruckRelief& e) const {
        return {{"zone", e.zone}, {"name", e.name}, {"floor", e.floor}, {"level", e.level}, {"climb", e.climb}};
    }
    Json operator()(const ev::GroundFireCaught& e) const { return {{"from", e.from}, {"flames", e.flames}}; }
    Json operator()(const ev::GroundFireFought& e) const {
        return {{"deck", std::string(1, e.deck)},
                {"card", e.card},
                {"value", e.value},
                {"removed", e.removed},
                {"flames", e.flames}};
    }
    Json operator()(const ev::BalloonCables& e) const { return {{"balloon", e.balloon}}; }
    Json operator()(const ev::Reloaded& e) const { return {{"marker", e.marker}, {"shots", e.shots}}; }
    Json operator()(const ev::Victory& e) const {
        return {{"victim", e.victim}, {"victories", e.victories}, {"team_victories", e.teamVictories}};
    }
    Json operator()(const ev::CameBack& e) const { return {{"pose", poseJson(e.pose)}, {"altitude", e.altitude}}; }
    Json operator()(const ev::FlagTaken& e) const { return {{"flag", nameOf(e.flag)}, {"at", pointJson(e.at)}}; }
    Json operator()(const ev::FlagDropped& e) const {
        return {{"flag", nameOf(e.flag)}, {"at", pointJson(e.at)}, {"because", nameOf(e.because)}};
    }
    Json operator()(const ev::FlagReturned& e) const { return {{"flag", nameOf(e.flag)}}; }
    Json operator()(const ev::FlagCaptured& e) const { return {{"flag", nameOf(e.flag)}, {"captures", e.captures}}; }
    Json operator()(const ev::FlagSecured& e) const { return {{"flag", nameOf(e.flag)}, {"at", pointJson(e.at)}}; }
    Json operator()(const ev::DeckExhausted&) const { return Json::object(); }
    Json operator()(const ev::FlakBurst& e) const {
        return {{"at", pointJson(e.at)},
                {"altitude", e.altitude},
                {"direct", e.direct},
                {"near_miss", e.nearMiss},
                {"ready_from", e.readyFrom}};
    }
};

}  // namespace

Json toJson(const Event& event) {
    Json json{{"kind", nameOf(event.kind())}, {"rules", event.rules}};
    if (!event.aircraft.empty()) json["aircraft"] = event.aircraft;
    Json details = std::visit(Details{}, event.data);
    if (!event.secretTo.empty()) details["secret_to"] = event.secretTo;
    if (!details.empty()) json["details"] = std::move(details);
    return json;
}

}  // namespace jasta
