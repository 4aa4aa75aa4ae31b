#include "jasta/rule_options.hpp"

#include <stdexcept>
#include <string>
#include <utility>

namespace jasta {

namespace {

// Reads one option as an enum from a table of (value id, enum value).
template <class E, std::size_t N>
E pick(const RuleSet& rules, const RuleOptionCatalog& catalog, std::string_view key,
       const std::pair<std::string_view, E> (&table)[N]) {
    const std::string value = rules.value(catalog, key);
    for (const auto& [id, result] : table)
        if (id == value) return result;
    throw std::invalid_argument("rule set \"" + rules.id + "\": option " + std::string(key) + " has value \"" + value +
                                "\", which this version of Jasta does not know");
}

bool onOff(const RuleSet& rules, const RuleOptionCatalog& catalog, std::string_view key) {
    return pick(rules, catalog, key, {std::pair{std::string_view("off"), false}, std::pair{std::string_view("on"), true}});
}

}  // namespace

RuleOptions RuleOptions::from(const RuleSet& rules, const RuleOptionCatalog& catalog) {
    using P = std::string_view;
    RuleOptions o;
    o.era = rules.era;
    o.maxAltitude = pick(rules, catalog, "max_altitude",
                         {std::pair{P("3"), MaxAltitude::Three}, std::pair{P("4"), MaxAltitude::Four},
                          std::pair{P("per_aircraft"), MaxAltitude::PerAircraft},
                          std::pair{P("unlimited"), MaxAltitude::Unlimited}});
    o.floorRule = pick(rules, catalog, "floor_rule",
                       {std::pair{P("level0_with_counter"), FloorRule::Level0WithCounter},
                        std::pair{P("crash_below_1"), FloorRule::CrashBelow1}});
    o.oneClimbCounterPerTurn =
        pick(rules, catalog, "max_climb_counters_per_turn", {std::pair{P("1"), true}, std::pair{P("unlimited"), false}});
    o.aboveCeiling = pick(rules, catalog, "above_ceiling",
                          {std::pair{P("off"), AboveCeiling::Off}, std::pair{P("floor_shift"), AboveCeiling::FloorShift}});
    o.engineHitStopsClimb = onOff(rules, catalog, "engine_hit_stops_climb");
    o.illegalManoeuvre = pick(rules, catalog, "illegal_manoeuvre",
                              {std::pair{P("destroyed"), IllegalManoeuvre::Destroyed},
                               std::pair{P("two_a_no_fire"), IllegalManoeuvre::TwoANoFire},
                               std::pair{P("one_a_replace_straight"), IllegalManoeuvre::OneAReplaceStraight},
                               std::pair{P("eliminated"), IllegalManoeuvre::Eliminated}});
    o.steepAfterSteep = pick(rules, catalog, "steep_after_steep",
                             {std::pair{P("strict"), SteepAfterSteep::Strict},
                              std::pair{P("dive_exception"), SteepAfterSteep::DiveException}});
    o.exitRule = pick(rules, catalog, "exit_rule",
                      {std::pair{P("eliminated"), ExitRule::Eliminated}, std::pair{P("fled"), ExitRule::Fled},
                       std::pair{P("reenter_2a"), ExitRule::Reenter2A}});
    o.splitS = pick(rules, catalog, "split_s", {std::pair{P("s003"), SplitS::S003}, std::pair{P("s004"), SplitS::S004}});
    o.forcedDive = onOff(rules, catalog, "forced_dive");
    o.gentleAltitudeLoss = onOff(rules, catalog, "gentle_altitude_loss");
    o.aceManoeuvres = pick(rules, catalog, "ace_manoeuvres",
                           {std::pair{P("off"), AceManoeuvres::Off},
                            std::pair{P("skilled_pilots"), AceManoeuvres::SkilledPilots},
                            std::pair{P("all_pilots"), AceManoeuvres::AllPilots}});
    o.fuelLimit = onOff(rules, catalog, "fuel_limit");
    o.overlapShape =
        pick(rules, catalog, "overlap_shape", {std::pair{P("base"), OverlapShape::Base}, std::pair{P("card"), OverlapShape::Card}});
    o.collisionAltitudeTest = pick(rules, catalog, "collision_altitude_test",
                                   {std::pair{P("none"), CollisionAltitudeTest::None},
                                    std::pair{P("same_level"), CollisionAltitudeTest::SameLevel},
                                    std::pair{P("same_level_counter_parity"), CollisionAltitudeTest::SameLevelCounterParity},
                                    std::pair{P("exact"), CollisionAltitudeTest::Exact}});
    o.collisionGeometry = pick(rules, catalog, "collision_geometry",
                               {std::pair{P("silhouette"), CollisionGeometry::Silhouette},
                                std::pair{P("base"), CollisionGeometry::Base},
                                std::pair{P("base_or_card"), CollisionGeometry::BaseOrCard}});
    o.collisionAvoidance = pick(rules, catalog, "collision_avoidance",
                                {std::pair{P("opponent_choice"), CollisionAvoidance::OpponentChoice},
                                 std::pair{P("blind_pick_geometric"), CollisionAvoidance::BlindPickGeometric},
                                 std::pair{P("random_same_direction"), CollisionAvoidance::RandomSameDirection},
                                 std::pair{P("none"), CollisionAvoidance::None}});
    o.collisionSameSquadronStraight = onOff(rules, catalog, "collision_same_squadron_straight");
    o.collisionDamage = pick(rules, catalog, "collision_damage",
                             {std::pair{P("3a"), CollisionDamage::ThreeA}, std::pair{P("1a"), CollisionDamage::OneA},
                              std::pair{P("2a_head_on_else_2b"), CollisionDamage::TwoAHeadOnElseTwoB},
                              std::pair{P("1c"), CollisionDamage::OneC}});
    o.explosionBlast = pick(rules, catalog, "explosion_blast",
                            {std::pair{P("none"), ExplosionBlast::None},
                             std::pair{P("collision_participants"), ExplosionBlast::CollisionParticipants},
                             std::pair{P("half_ruler"), ExplosionBlast::HalfRuler},
                             std::pair{P("half_ruler_same_level"), ExplosionBlast::HalfRulerSameLevel},
                             std::pair{P("s003_both"), ExplosionBlast::S003Both}});
    o.landedRule = pick(rules, catalog, "landed_rule",
                        {std::pair{P("auto"), LandedRule::Auto}, std::pair{P("sequence_only"), LandedRule::SequenceOnly}});
    o.landingSequence = pick(rules, catalog, "landing_sequence",
                             {std::pair{P("s002_auto"), LandingSequence::S002Auto}, std::pair{P("s000"), LandingSequence::S000},
                              std::pair{P("s003"), LandingSequence::S003}, std::pair{P("s004"), LandingSequence::S004}});
    o.takeoffSequence = pick(rules, catalog, "takeoff_sequence",
                             {std::pair{P("stall_straight_straight"), TakeoffSequence::StallStraightStraight},
                              std::pair{P("stall_straight_climb"), TakeoffSequence::StallStraightClimb}});
    return o;
}

}  // namespace jasta
