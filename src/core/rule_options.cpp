#include "jasta/rule_options.hpp"

#include <stdexcept>
#include <string>
#include <utility>

#include "jasta/hash.hpp"

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
    return pick(rules, catalog, key,
                {std::pair{std::string_view("off"), false}, std::pair{std::string_view("on"), true}});
}

}  // namespace

RuleOptions RuleOptions::from(const RuleSet& rules, const RuleOptionCatalog& catalog) {
    using P = std::string_view;
    RuleOptions o;
    o.era = rules.era;
    o.fingerprint = optionsFingerprint(rules, catalog);
    o.maxAltitude = pick(
        rules, catalog, "max_altitude",
        {std::pair{P("3"), MaxAltitude::Three}, std::pair{P("4"), MaxAltitude::Four},
         std::pair{P("per_aircraft"), MaxAltitude::PerAircraft}, std::pair{P("unlimited"), MaxAltitude::Unlimited}});
    o.floorRule = pick(rules, catalog, "floor_rule",
                       {std::pair{P("level0_with_counter"), FloorRule::Level0WithCounter},
                        std::pair{P("crash_below_1"), FloorRule::CrashBelow1}});
    o.oneClimbCounterPerTurn = pick(rules, catalog, "max_climb_counters_per_turn",
                                    {std::pair{P("1"), true}, std::pair{P("unlimited"), false}});
    o.aboveCeiling =
        pick(rules, catalog, "above_ceiling",
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
    o.splitS =
        pick(rules, catalog, "split_s", {std::pair{P("s003"), SplitS::S003}, std::pair{P("s004"), SplitS::S004}});
    o.forcedDive = onOff(rules, catalog, "forced_dive");
    o.gentleAltitudeLoss = onOff(rules, catalog, "gentle_altitude_loss");
    o.aceManoeuvres =
        pick(rules, catalog, "ace_manoeuvres",
             {std::pair{P("off"), AceManoeuvres::Off}, std::pair{P("skilled_pilots"), AceManoeuvres::SkilledPilots},
              std::pair{P("all_pilots"), AceManoeuvres::AllPilots}});
    o.fuelLimit = onOff(rules, catalog, "fuel_limit");
    o.overlapShape = pick(rules, catalog, "overlap_shape",
                          {std::pair{P("base"), OverlapShape::Base}, std::pair{P("card"), OverlapShape::Card}});
    o.collisionAltitudeTest =
        pick(rules, catalog, "collision_altitude_test",
             {std::pair{P("none"), CollisionAltitudeTest::None},
              std::pair{P("same_level"), CollisionAltitudeTest::SameLevel},
              std::pair{P("same_level_counter_parity"), CollisionAltitudeTest::SameLevelCounterParity},
              std::pair{P("exact"), CollisionAltitudeTest::Exact}});
    o.collisionGeometry =
        pick(rules, catalog, "collision_geometry",
             {std::pair{P("silhouette"), CollisionGeometry::Silhouette}, std::pair{P("base"), CollisionGeometry::Base},
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
    o.landedRule =
        pick(rules, catalog, "landed_rule",
             {std::pair{P("auto"), LandedRule::Auto}, std::pair{P("sequence_only"), LandedRule::SequenceOnly}});
    o.landingSequence =
        pick(rules, catalog, "landing_sequence",
             {std::pair{P("s002_auto"), LandingSequence::S002Auto}, std::pair{P("s000"), LandingSequence::S000},
              std::pair{P("s003"), LandingSequence::S003}, std::pair{P("s004"), LandingSequence::S004}});
    o.takeoffSequence = pick(rules, catalog, "takeoff_sequence",
                             {std::pair{P("stall_straight_straight"), TakeoffSequence::StallStraightStraight},
                              std::pair{P("stall_straight_climb"), TakeoffSequence::StallStraightClimb}});
    o.groundTransitionAltitude = pick(rules, catalog, "ground_transition_altitude",
                                      {std::pair{P("level0_one_counter"), GroundTransitionAltitude::Level0OneCounter},
                                       std::pair{P("level1"), GroundTransitionAltitude::Level1}});
    o.offFieldPenalty = pick(rules, catalog, "off_field_penalty",
                             {std::pair{P("s000"), OffFieldPenalty::S000}, std::pair{P("s003"), OffFieldPenalty::S003},
                              std::pair{P("s004"), OffFieldPenalty::S004}});
    o.tailingEnabled = onOff(rules, catalog, "tailing_enabled");
    o.tailGeometry = pick(rules, catalog, "tail_geometry",
                          {std::pair{P("s002"), TailGeometry::S002}, std::pair{P("s003"), TailGeometry::S003},
                           std::pair{P("s004"), TailGeometry::S004}});
    o.tailAltDistanceHalving = onOff(rules, catalog, "tail_alt_distance_halving");
    o.tailReveals = pick(rules, catalog, "tail_reveals", {std::pair{P("1"), 1}, std::pair{P("2"), 2}});
    o.tailBlockMultiEngine = onOff(rules, catalog, "tail_block_multiengine");
    o.tailBlockSmoke = onOff(rules, catalog, "tail_block_smoke");
    o.tailBlockFire = onOff(rules, catalog, "tail_block_fire");
    o.tailBreakOnDamage = pick(rules, catalog, "tail_break_on_damage",
                               {std::pair{P("none"), TailBreakOnDamage::None},
                                std::pair{P("damaged_on_phase3"), TailBreakOnDamage::DamagedOnPhase3},
                                std::pair{P("any_damage"), TailBreakOnDamage::AnyDamage}});
    o.aimBonus = pick(rules, catalog, "aim_bonus",
                      {std::pair{P("off"), AimBonus::Off}, std::pair{P("plus1_per_card"), AimBonus::PlusOnePerCard},
                       std::pair{P("extra_a_card"), AimBonus::ExtraACard}});
    o.smokePreventsAim = onOff(rules, catalog, "smoke_prevents_aim");
    o.diveFire = pick(rules, catalog, "dive_fire",
                      {std::pair{P("none"), DiveFire::None}, std::pair{P("extra_card"), DiveFire::ExtraCard},
                       std::pair{P("aim_bonus"), DiveFire::AimBonus}});
    o.maxFireLevelDiff =
        pick(rules, catalog, "max_fire_level_diff", {std::pair{P("1"), 1}, std::pair{P("unlimited"), 1000}});
    o.losBlock = pick(
        rules, catalog, "los_block",
        {std::pair{P("between_levels"), LosBlock::BetweenLevels}, std::pair{P("same_level"), LosBlock::SameLevel}});
    o.losShape = pick(rules, catalog, "los_shape",
                      {std::pair{P("base"), LosShape::Base}, std::pair{P("card"), LosShape::Card},
                       std::pair{P("silhouette"), LosShape::Silhouette}});
    o.rangeTargetShape =
        pick(rules, catalog, "range_target_shape",
             {std::pair{P("base"), TargetShape::Base}, std::pair{P("silhouette"), TargetShape::Silhouette}});
    o.deflection = onOff(rules, catalog, "deflection");
    o.fireProhibitionAfterAltitudeChange = onOff(rules, catalog, "fire_prohibition_after_altitude_change");
    o.fireWhileOverlapping =
        pick(rules, catalog, "fire_while_overlapping",
             {std::pair{P("never"), FireWhileOverlapping::Never},
              std::pair{P("dive_or_climb_exception"), FireWhileOverlapping::DiveOrClimbException}});
    o.singleGunWithDeckA = onOff(rules, catalog, "single_gun_with_deck_a");
    o.halfDamageRounding = pick(rules, catalog, "half_damage_rounding",
                                {std::pair{P("up"), Rounding::Up}, std::pair{P("down"), Rounding::Down}});
    o.twinJam = pick(
        rules, catalog, "twin_jam",
        {std::pair{P("off"), TwinJam::Off}, std::pair{P("s000"), TwinJam::S000}, std::pair{P("s003"), TwinJam::S003}});
    o.jamClearUnit = pick(rules, catalog, "jam_clear_unit",
                          {std::pair{P("phase"), JamClearUnit::Phase}, std::pair{P("turn"), JamClearUnit::Turn}});
    o.ammunition =
        pick(rules, catalog, "ammunition",
             {std::pair{P("off"), Ammunition::Off}, std::pair{P("s000"), Ammunition::S000},
              std::pair{P("s003"), Ammunition::S003}, std::pair{P("shot_counter"), Ammunition::ShotCounter}});
    o.ammunitionCount = pick(rules, catalog, "ammunition_count",
                             {std::pair{P("6"), 6}, std::pair{P("7"), 7}, std::pair{P("8"), 8}, std::pair{P("9"), 9},
                              std::pair{P("10"), 10}});
    o.sameSpecialTwice = pick(rules, catalog, "same_special_twice",
                              {std::pair{P("per_shot"), SameSpecialTwice::PerShot},
                               std::pair{P("once_per_phase"), SameSpecialTwice::OncePerPhase}});
    o.doubledSpecialsPermanent = onOff(rules, catalog, "doubled_specials_permanent");
    o.secondWound =
        pick(rules, catalog, "second_wound",
             {std::pair{P("killed"), SecondWound::Killed}, std::pair{P("hp_system"), SecondWound::HpSystem}});
    o.secondEngineHit = pick(rules, catalog, "second_engine_hit",
                             {std::pair{P("eliminated"), SecondEngineHit::Eliminated},
                              std::pair{P("shot_down"), SecondEngineHit::ShotDown}});
    o.shotDownProcedure = onOff(rules, catalog, "wounded_pilot_shot_down_procedure");
    o.explosionHandling = pick(
        rules, catalog, "explosion_handling",
        {std::pair{P("normal"), ExplosionHandling::Normal}, std::pair{P("bottom_half"), ExplosionHandling::BottomHalf},
         std::pair{P("removed"), ExplosionHandling::Removed}});
    o.removePlainZeroCards = onOff(rules, catalog, "remove_plain_zero_cards");
    o.fleeValue = pick(rules, catalog, "flee_value",
                       {std::pair{P("equal"), FleeValue::Equal}, std::pair{P("half"), FleeValue::Half}});
    return o;
}

std::uint64_t optionsFingerprint(const RuleSet& rules, const RuleOptionCatalog& catalog) {
    constexpr std::string_view kEnd("\0", 1);  // ends each key and value, so that no two lists run together
    std::uint64_t hash = kFnvOffsetBasis;
    for (const auto& [key, value] : rules.values) {  // a std::map: in key order
        const RuleOption* option = catalog.option(key);
        if (option != nullptr && value == option->defaultValue) continue;
        hash = fnv1a(kEnd, fnv1a(value, fnv1a(kEnd, fnv1a(key, hash))));
    }
    return hash;
}

}  // namespace jasta
