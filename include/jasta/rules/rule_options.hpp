#pragma once
// The rule options the engine reads, as typed values. Built once from a
// RuleSet (data/rulesets/*.json) and the option catalogue; the names follow
// the option keys and value ids of data/rulesets/options.json.

#include <cstdint>
#include <string_view>

#include "jasta/base/names.hpp"
#include "jasta/data/rule_set.hpp"

namespace jasta {

enum class MaxAltitude { Three, Four, PerAircraft, Unlimited };                                      // CONF-01
enum class FloorRule { Level0WithCounter, CrashBelow1 };                                             // CONF-02
enum class IllegalManoeuvre { Destroyed, TwoANoFire, OneAReplaceStraight, Eliminated };              // CONF-22
enum class SteepAfterSteep { Strict, DiveException };                                                // CONF-38
enum class ExitRule { Eliminated, Fled, Reenter2A };                                                 // CONF-34
enum class SplitS { S003, S004 };                                                                    // CONF-48
enum class AceManoeuvres { Off, SkilledPilots, AllPilots };                                          // CPX-11
enum class OverlapShape { Base, Card };                                                              // OVL, MOV-17
enum class CollisionAltitudeTest { None, SameLevel, SameLevelCounterParity, Exact };                 // CONF-05
enum class CollisionGeometry { Silhouette, Base, BaseOrCard };                                       // CONF-06
enum class CollisionAvoidance { OpponentChoice, BlindPickGeometric, RandomSameDirection, None };     // CONF-07
enum class CollisionDamage { ThreeA, OneA, TwoAHeadOnElseTwoB, OneC };                               // CONF-08
enum class ExplosionBlast { None, CollisionParticipants, HalfRuler, HalfRulerSameLevel, S003Both };  // CONF-09
enum class LandedRule { Auto, SequenceOnly };                                                        // CONF-41
enum class LandingSequence { S002Auto, S000, S003, S004 };                                           // CONF-15
enum class TakeoffSequence { StallStraightStraight, StallStraightClimb };                            // CONF-16
enum class GroundTransitionAltitude { Level0OneCounter, Level1 };                                    // CONF-03
enum class OffFieldPenalty { S000, S003, S004 };                                                     // CONF-17
enum class AboveCeiling { Off, FloorShift };                                                         // CONF-36
enum class TailGeometry { S002, S003, S004 };                                                        // CONF-11
enum class TailBreakOnDamage { None, DamagedOnPhase3, AnyDamage };                                   // CONF-13
enum class AimBonus { Off, PlusOnePerCard, ExtraACard };                                             // CONF-23
enum class DiveFire { None, ExtraCard, AimBonus };                                                   // CONF-24
enum class LosBlock { BetweenLevels, SameLevel };                                                    // CONF-26
enum class LosShape { Base, Card, Silhouette };                                                      // CONF-26, FIRE-22
enum class TargetShape { Base, Silhouette };                                                         // FIRE-02, FIRE-22
enum class FireWhileOverlapping { Never, DiveOrClimbException };                                     // CONF-39
enum class Rounding { Up, Down };                                                                    // CONF-47
enum class TwinJam { Off, S000, S003 };                                                              // CONF-28
enum class JamClearUnit { Phase, Turn };                                                             // CONF-40
enum class Ammunition { Off, S000, S003, ShotCounter };                                              // CONF-29
enum class SameSpecialTwice { PerShot, OncePerPhase };                                               // CONF-27
enum class SecondWound { Killed, HpSystem };                                                         // CONF-30
enum class SecondEngineHit { Eliminated, ShotDown };                                                 // CONF-42
enum class ExplosionHandling { Normal, BottomHalf, Removed };                                        // CONF-35
enum class FleeValue { Equal, Half };                                                                // CONF-44
enum class BalloonCollision { S002Unavoidable, S003OverlapThird };                                   // CONF-43
// CONF-37: no clouds; the French layer just above the play ceiling (WX-01);
// the WW2 cover (WX-02); the campaign weather band (WX-03..07). Only Off and
// S003Layer are played yet (options.json marks the others).
enum class CloudCover { Off, S003Layer, S004, WeatherBand };
// The Italian (S000) or the WW2 (S004) reading of a rule for airplanes on the
// ground: ground_movement (CONF-18), ground_overlap (CONF-19), ground_fire_fighting (CONF-20),
// grounded_target (CONF-21).
enum class GroundRules { S000, S004 };

// The revision of the engine's own rules, apart from the options: when a
// rule that played wrong is fixed, saves of games played before the fix keep
// their revision and replay as they were played (issue 13: every save
// replays exactly forever). No player chooses it; a save records it.
//  1: before issue 13's DMG-06/DMG-10 fix: jam and wound counters dealt in a
//     fire step came off at the end of that same phase, one manoeuvre short.
//  2: counters dealt in a fire step start counting at the next manoeuvre.
//  3: airplanes on the ground (GND-07, GND-09..12, GND-17, GND-18): they can
//     be hit, their flames burn on, a burning one cannot take off, they
//     fight fires and collide on the ground; the fire special of a GND-06
//     accident sets them alight. Before it a landed airplane was no target
//     and its flames stopped burning. The smoke, jam and wound counters of
//     an airplane out of the game no longer tick down (it logged its guns
//     unjamming after it was shot down).
//  4: MODE-09: a WW2 scenario without a scoring of its own keeps the default
//     victory points and is won on them. Before it WW2 games kept no score
//     and the side left flying won.
inline constexpr int kFirstRulesRevision = 1;
inline constexpr int kRulesRevision = 4;

// The value ids of data/rulesets/options.json, written once: RuleOptions::from
// reads them, and every other place that names a value (the collision
// events, the save migration) takes it from here.
inline constexpr auto kMaxAltitudeNames = nameTable<MaxAltitude>({{MaxAltitude::Three, "3"},
                                                                  {MaxAltitude::Four, "4"},
                                                                  {MaxAltitude::PerAircraft, "per_aircraft"},
                                                                  {MaxAltitude::Unlimited, "unlimited"}});
constexpr const auto& nameTableOf(MaxAltitude) {
    return kMaxAltitudeNames;
}
inline constexpr auto kFloorRuleNames = nameTable<FloorRule>(
    {{FloorRule::Level0WithCounter, "level0_with_counter"}, {FloorRule::CrashBelow1, "crash_below_1"}});
constexpr const auto& nameTableOf(FloorRule) {
    return kFloorRuleNames;
}
inline constexpr auto kAboveCeilingNames =
    nameTable<AboveCeiling>({{AboveCeiling::Off, "off"}, {AboveCeiling::FloorShift, "floor_shift"}});
constexpr const auto& nameTableOf(AboveCeiling) {
    return kAboveCeilingNames;
}
inline constexpr auto kIllegalManoeuvreNames =
    nameTable<IllegalManoeuvre>({{IllegalManoeuvre::Destroyed, "destroyed"},
                                 {IllegalManoeuvre::TwoANoFire, "two_a_no_fire"},
                                 {IllegalManoeuvre::OneAReplaceStraight, "one_a_replace_straight"},
                                 {IllegalManoeuvre::Eliminated, "eliminated"}});
constexpr const auto& nameTableOf(IllegalManoeuvre) {
    return kIllegalManoeuvreNames;
}
inline constexpr auto kSteepAfterSteepNames = nameTable<SteepAfterSteep>(
    {{SteepAfterSteep::Strict, "strict"}, {SteepAfterSteep::DiveException, "dive_exception"}});
constexpr const auto& nameTableOf(SteepAfterSteep) {
    return kSteepAfterSteepNames;
}
inline constexpr auto kExitRuleNames = nameTable<ExitRule>(
    {{ExitRule::Eliminated, "eliminated"}, {ExitRule::Fled, "fled"}, {ExitRule::Reenter2A, "reenter_2a"}});
constexpr const auto& nameTableOf(ExitRule) {
    return kExitRuleNames;
}
inline constexpr auto kSplitSNames = nameTable<SplitS>({{SplitS::S003, "s003"}, {SplitS::S004, "s004"}});
constexpr const auto& nameTableOf(SplitS) {
    return kSplitSNames;
}
inline constexpr auto kAceManoeuvresNames = nameTable<AceManoeuvres>({{AceManoeuvres::Off, "off"},
                                                                      {AceManoeuvres::SkilledPilots, "skilled_pilots"},
                                                                      {AceManoeuvres::AllPilots, "all_pilots"}});
constexpr const auto& nameTableOf(AceManoeuvres) {
    return kAceManoeuvresNames;
}
inline constexpr auto kOverlapShapeNames =
    nameTable<OverlapShape>({{OverlapShape::Base, "base"}, {OverlapShape::Card, "card"}});
constexpr const auto& nameTableOf(OverlapShape) {
    return kOverlapShapeNames;
}
inline constexpr auto kCollisionAltitudeTestNames =
    nameTable<CollisionAltitudeTest>({{CollisionAltitudeTest::None, "none"},
                                      {CollisionAltitudeTest::SameLevel, "same_level"},
                                      {CollisionAltitudeTest::SameLevelCounterParity, "same_level_counter_parity"},
                                      {CollisionAltitudeTest::Exact, "exact"}});
constexpr const auto& nameTableOf(CollisionAltitudeTest) {
    return kCollisionAltitudeTestNames;
}
inline constexpr auto kCollisionGeometryNames =
    nameTable<CollisionGeometry>({{CollisionGeometry::Silhouette, "silhouette"},
                                  {CollisionGeometry::Base, "base"},
                                  {CollisionGeometry::BaseOrCard, "base_or_card"}});
constexpr const auto& nameTableOf(CollisionGeometry) {
    return kCollisionGeometryNames;
}
inline constexpr auto kCollisionAvoidanceNames =
    nameTable<CollisionAvoidance>({{CollisionAvoidance::OpponentChoice, "opponent_choice"},
                                   {CollisionAvoidance::BlindPickGeometric, "blind_pick_geometric"},
                                   {CollisionAvoidance::RandomSameDirection, "random_same_direction"},
                                   {CollisionAvoidance::None, "none"}});
constexpr const auto& nameTableOf(CollisionAvoidance) {
    return kCollisionAvoidanceNames;
}
inline constexpr auto kCollisionDamageNames =
    nameTable<CollisionDamage>({{CollisionDamage::ThreeA, "3a"},
                                {CollisionDamage::OneA, "1a"},
                                {CollisionDamage::TwoAHeadOnElseTwoB, "2a_head_on_else_2b"},
                                {CollisionDamage::OneC, "1c"}});
constexpr const auto& nameTableOf(CollisionDamage) {
    return kCollisionDamageNames;
}
inline constexpr auto kExplosionBlastNames =
    nameTable<ExplosionBlast>({{ExplosionBlast::None, "none"},
                               {ExplosionBlast::CollisionParticipants, "collision_participants"},
                               {ExplosionBlast::HalfRuler, "half_ruler"},
                               {ExplosionBlast::HalfRulerSameLevel, "half_ruler_same_level"},
                               {ExplosionBlast::S003Both, "s003_both"}});
constexpr const auto& nameTableOf(ExplosionBlast) {
    return kExplosionBlastNames;
}
inline constexpr auto kLandedRuleNames =
    nameTable<LandedRule>({{LandedRule::Auto, "auto"}, {LandedRule::SequenceOnly, "sequence_only"}});
constexpr const auto& nameTableOf(LandedRule) {
    return kLandedRuleNames;
}
inline constexpr auto kLandingSequenceNames = nameTable<LandingSequence>({{LandingSequence::S002Auto, "s002_auto"},
                                                                          {LandingSequence::S000, "s000"},
                                                                          {LandingSequence::S003, "s003"},
                                                                          {LandingSequence::S004, "s004"}});
constexpr const auto& nameTableOf(LandingSequence) {
    return kLandingSequenceNames;
}
inline constexpr auto kTakeoffSequenceNames =
    nameTable<TakeoffSequence>({{TakeoffSequence::StallStraightStraight, "stall_straight_straight"},
                                {TakeoffSequence::StallStraightClimb, "stall_straight_climb"}});
constexpr const auto& nameTableOf(TakeoffSequence) {
    return kTakeoffSequenceNames;
}
inline constexpr auto kGroundTransitionAltitudeNames = nameTable<GroundTransitionAltitude>(
    {{GroundTransitionAltitude::Level0OneCounter, "level0_one_counter"}, {GroundTransitionAltitude::Level1, "level1"}});
constexpr const auto& nameTableOf(GroundTransitionAltitude) {
    return kGroundTransitionAltitudeNames;
}
inline constexpr auto kOffFieldPenaltyNames = nameTable<OffFieldPenalty>(
    {{OffFieldPenalty::S000, "s000"}, {OffFieldPenalty::S003, "s003"}, {OffFieldPenalty::S004, "s004"}});
constexpr const auto& nameTableOf(OffFieldPenalty) {
    return kOffFieldPenaltyNames;
}
inline constexpr auto kTailGeometryNames =
    nameTable<TailGeometry>({{TailGeometry::S002, "s002"}, {TailGeometry::S003, "s003"}, {TailGeometry::S004, "s004"}});
constexpr const auto& nameTableOf(TailGeometry) {
    return kTailGeometryNames;
}
inline constexpr auto kTailBreakOnDamageNames =
    nameTable<TailBreakOnDamage>({{TailBreakOnDamage::None, "none"},
                                  {TailBreakOnDamage::DamagedOnPhase3, "damaged_on_phase3"},
                                  {TailBreakOnDamage::AnyDamage, "any_damage"}});
constexpr const auto& nameTableOf(TailBreakOnDamage) {
    return kTailBreakOnDamageNames;
}
inline constexpr auto kAimBonusNames = nameTable<AimBonus>(
    {{AimBonus::Off, "off"}, {AimBonus::PlusOnePerCard, "plus1_per_card"}, {AimBonus::ExtraACard, "extra_a_card"}});
constexpr const auto& nameTableOf(AimBonus) {
    return kAimBonusNames;
}
inline constexpr auto kDiveFireNames = nameTable<DiveFire>(
    {{DiveFire::None, "none"}, {DiveFire::ExtraCard, "extra_card"}, {DiveFire::AimBonus, "aim_bonus"}});
constexpr const auto& nameTableOf(DiveFire) {
    return kDiveFireNames;
}
inline constexpr auto kLosBlockNames =
    nameTable<LosBlock>({{LosBlock::BetweenLevels, "between_levels"}, {LosBlock::SameLevel, "same_level"}});
constexpr const auto& nameTableOf(LosBlock) {
    return kLosBlockNames;
}
inline constexpr auto kLosShapeNames =
    nameTable<LosShape>({{LosShape::Base, "base"}, {LosShape::Card, "card"}, {LosShape::Silhouette, "silhouette"}});
constexpr const auto& nameTableOf(LosShape) {
    return kLosShapeNames;
}
inline constexpr auto kTargetShapeNames =
    nameTable<TargetShape>({{TargetShape::Base, "base"}, {TargetShape::Silhouette, "silhouette"}});
constexpr const auto& nameTableOf(TargetShape) {
    return kTargetShapeNames;
}
inline constexpr auto kFireWhileOverlappingNames = nameTable<FireWhileOverlapping>(
    {{FireWhileOverlapping::Never, "never"}, {FireWhileOverlapping::DiveOrClimbException, "dive_or_climb_exception"}});
constexpr const auto& nameTableOf(FireWhileOverlapping) {
    return kFireWhileOverlappingNames;
}
inline constexpr auto kRoundingNames = nameTable<Rounding>({{Rounding::Up, "up"}, {Rounding::Down, "down"}});
constexpr const auto& nameTableOf(Rounding) {
    return kRoundingNames;
}
inline constexpr auto kTwinJamNames =
    nameTable<TwinJam>({{TwinJam::Off, "off"}, {TwinJam::S000, "s000"}, {TwinJam::S003, "s003"}});
constexpr const auto& nameTableOf(TwinJam) {
    return kTwinJamNames;
}
inline constexpr auto kJamClearUnitNames =
    nameTable<JamClearUnit>({{JamClearUnit::Phase, "phase"}, {JamClearUnit::Turn, "turn"}});
constexpr const auto& nameTableOf(JamClearUnit) {
    return kJamClearUnitNames;
}
inline constexpr auto kAmmunitionNames = nameTable<Ammunition>({{Ammunition::Off, "off"},
                                                                {Ammunition::S000, "s000"},
                                                                {Ammunition::S003, "s003"},
                                                                {Ammunition::ShotCounter, "shot_counter"}});
constexpr const auto& nameTableOf(Ammunition) {
    return kAmmunitionNames;
}
inline constexpr auto kSameSpecialTwiceNames = nameTable<SameSpecialTwice>(
    {{SameSpecialTwice::PerShot, "per_shot"}, {SameSpecialTwice::OncePerPhase, "once_per_phase"}});
constexpr const auto& nameTableOf(SameSpecialTwice) {
    return kSameSpecialTwiceNames;
}
inline constexpr auto kSecondWoundNames =
    nameTable<SecondWound>({{SecondWound::Killed, "killed"}, {SecondWound::HpSystem, "hp_system"}});
constexpr const auto& nameTableOf(SecondWound) {
    return kSecondWoundNames;
}
inline constexpr auto kSecondEngineHitNames =
    nameTable<SecondEngineHit>({{SecondEngineHit::Eliminated, "eliminated"}, {SecondEngineHit::ShotDown, "shot_down"}});
constexpr const auto& nameTableOf(SecondEngineHit) {
    return kSecondEngineHitNames;
}
inline constexpr auto kExplosionHandlingNames =
    nameTable<ExplosionHandling>({{ExplosionHandling::Normal, "normal"},
                                  {ExplosionHandling::BottomHalf, "bottom_half"},
                                  {ExplosionHandling::Removed, "removed"}});
constexpr const auto& nameTableOf(ExplosionHandling) {
    return kExplosionHandlingNames;
}
inline constexpr auto kFleeValueNames = nameTable<FleeValue>({{FleeValue::Equal, "equal"}, {FleeValue::Half, "half"}});
constexpr const auto& nameTableOf(FleeValue) {
    return kFleeValueNames;
}
inline constexpr auto kBalloonCollisionNames =
    nameTable<BalloonCollision>({{BalloonCollision::S002Unavoidable, "s002_unavoidable"},
                                 {BalloonCollision::S003OverlapThird, "s003_overlap_third"}});
constexpr const auto& nameTableOf(BalloonCollision) {
    return kBalloonCollisionNames;
}
inline constexpr auto kCloudCoverNames = nameTable<CloudCover>({{CloudCover::Off, "off"},
                                                                {CloudCover::S003Layer, "s003_layer"},
                                                                {CloudCover::S004, "s004"},
                                                                {CloudCover::WeatherBand, "s003_weather_band"}});
constexpr const auto& nameTableOf(CloudCover) {
    return kCloudCoverNames;
}
inline constexpr auto kGroundRulesNames =
    nameTable<GroundRules>({{GroundRules::S000, "s000"}, {GroundRules::S004, "s004"}});
constexpr const auto& nameTableOf(GroundRules) {
    return kGroundRulesNames;
}

// The value ids of the options that are switches or numbers.
inline constexpr auto kOnOffNames = nameTable<bool>({{false, "off"}, {true, "on"}});
inline constexpr auto kClimbCountersPerTurnNames = nameTable<bool>({{true, "1"}, {false, "unlimited"}});  // CONF-04
inline constexpr auto kTailRevealsNames = nameTable<int>({{1, "1"}, {2, "2"}});                           // CONF-12
// CONF-25 "unlimited": more levels apart than any game has.
inline constexpr int kUnlimitedFireLevelDiff = 1000;
inline constexpr auto kMaxFireLevelDiffNames = nameTable<int>({{1, "1"}, {kUnlimitedFireLevelDiff, "unlimited"}});
inline constexpr auto kAmmunitionCountNames =
    nameTable<int>({{6, "6"}, {7, "7"}, {8, "8"}, {9, "9"}, {10, "10"}});           // CONF-29: shots per weapon
inline constexpr auto kSwLandingTurnsNames = nameTable<int>({{2, "2"}, {3, "3"}});  // CONF-31: full turns

// The keys of the options the engine reads, written once.
namespace option_key {
inline constexpr std::string_view kMaxAltitude = "max_altitude";
inline constexpr std::string_view kFloorRule = "floor_rule";
inline constexpr std::string_view kMaxClimbCountersPerTurn = "max_climb_counters_per_turn";
inline constexpr std::string_view kAboveCeiling = "above_ceiling";
inline constexpr std::string_view kEngineHitStopsClimb = "engine_hit_stops_climb";
inline constexpr std::string_view kIllegalManoeuvre = "illegal_manoeuvre";
inline constexpr std::string_view kSteepAfterSteep = "steep_after_steep";
inline constexpr std::string_view kExitRule = "exit_rule";
inline constexpr std::string_view kSplitS = "split_s";
inline constexpr std::string_view kForcedDive = "forced_dive";
inline constexpr std::string_view kGentleAltitudeLoss = "gentle_altitude_loss";
inline constexpr std::string_view kAceManoeuvres = "ace_manoeuvres";
inline constexpr std::string_view kFuelLimit = "fuel_limit";
inline constexpr std::string_view kOverlapShape = "overlap_shape";
inline constexpr std::string_view kCollisionAltitudeTest = "collision_altitude_test";
inline constexpr std::string_view kCollisionGeometry = "collision_geometry";
inline constexpr std::string_view kCollisionAvoidance = "collision_avoidance";
inline constexpr std::string_view kCollisionSameSquadronStraight = "collision_same_squadron_straight";
inline constexpr std::string_view kCollisionDamage = "collision_damage";
inline constexpr std::string_view kExplosionBlast = "explosion_blast";
inline constexpr std::string_view kLandedRule = "landed_rule";
inline constexpr std::string_view kLandingSequence = "landing_sequence";
inline constexpr std::string_view kTakeoffSequence = "takeoff_sequence";
inline constexpr std::string_view kGroundTransitionAltitude = "ground_transition_altitude";
inline constexpr std::string_view kOffFieldPenalty = "off_field_penalty";
inline constexpr std::string_view kTailingEnabled = "tailing_enabled";
inline constexpr std::string_view kTailGeometry = "tail_geometry";
inline constexpr std::string_view kTailAltDistanceHalving = "tail_alt_distance_halving";
inline constexpr std::string_view kTailReveals = "tail_reveals";
inline constexpr std::string_view kTailBlockMultiengine = "tail_block_multiengine";
inline constexpr std::string_view kTailBlockSmoke = "tail_block_smoke";
inline constexpr std::string_view kTailBlockFire = "tail_block_fire";
inline constexpr std::string_view kTailBreakOnDamage = "tail_break_on_damage";
inline constexpr std::string_view kAimBonus = "aim_bonus";
inline constexpr std::string_view kSmokePreventsAim = "smoke_prevents_aim";
inline constexpr std::string_view kDiveFire = "dive_fire";
inline constexpr std::string_view kMaxFireLevelDiff = "max_fire_level_diff";
inline constexpr std::string_view kLosBlock = "los_block";
inline constexpr std::string_view kLosShape = "los_shape";
inline constexpr std::string_view kRangeTargetShape = "range_target_shape";
inline constexpr std::string_view kDeflection = "deflection";
inline constexpr std::string_view kFireProhibitionAfterAltitudeChange = "fire_prohibition_after_altitude_change";
inline constexpr std::string_view kFireWhileOverlapping = "fire_while_overlapping";
inline constexpr std::string_view kSingleGunWithDeckA = "single_gun_with_deck_a";
inline constexpr std::string_view kHalfDamageRounding = "half_damage_rounding";
inline constexpr std::string_view kTwinJam = "twin_jam";
inline constexpr std::string_view kJamClearUnit = "jam_clear_unit";
inline constexpr std::string_view kAmmunition = "ammunition";
inline constexpr std::string_view kAmmunitionCount = "ammunition_count";
inline constexpr std::string_view kSameSpecialTwice = "same_special_twice";
inline constexpr std::string_view kDoubledSpecialsPermanent = "doubled_specials_permanent";
inline constexpr std::string_view kSecondWound = "second_wound";
inline constexpr std::string_view kSwLandingTurns = "sw_landing_turns";
inline constexpr std::string_view kSecondEngineHit = "second_engine_hit";
inline constexpr std::string_view kWoundedPilotShotDownProcedure = "wounded_pilot_shot_down_procedure";
inline constexpr std::string_view kExplosionHandling = "explosion_handling";
inline constexpr std::string_view kRemovePlainZeroCards = "remove_plain_zero_cards";
inline constexpr std::string_view kFleeValue = "flee_value";
inline constexpr std::string_view kBombPower = "bomb_power";
inline constexpr std::string_view kFlakNearMiss = "flak_near_miss";
inline constexpr std::string_view kBalloonCollision = "balloon_collision";
inline constexpr std::string_view kArmedBalloons = "armed_balloons";
inline constexpr std::string_view kGroundOverlap = "ground_overlap";
inline constexpr std::string_view kGroundFireFighting = "ground_fire_fighting";
inline constexpr std::string_view kGroundedTarget = "grounded_target";
inline constexpr std::string_view kGroundMovement = "ground_movement";
inline constexpr std::string_view kCloudCover = "cloud_cover";
}  // namespace option_key

struct RuleOptions {
    int rulesRevision = kRulesRevision;  // see kRulesRevision
    Era era = Era::Ww1;
    MaxAltitude maxAltitude = MaxAltitude::Three;
    FloorRule floorRule = FloorRule::Level0WithCounter;
    bool oneClimbCounterPerTurn = false;  // CONF-04: "1" (S003) or "unlimited"
    AboveCeiling aboveCeiling = AboveCeiling::Off;
    bool engineHitStopsClimb = false;  // ALT-15
    IllegalManoeuvre illegalManoeuvre = IllegalManoeuvre::Destroyed;
    SteepAfterSteep steepAfterSteep = SteepAfterSteep::Strict;
    ExitRule exitRule = ExitRule::Eliminated;
    SplitS splitS = SplitS::S003;
    bool forcedDive = false;          // CPX-05
    bool gentleAltitudeLoss = false;  // CPX-07
    AceManoeuvres aceManoeuvres = AceManoeuvres::Off;
    bool fuelLimit = false;  // SPD-05
    OverlapShape overlapShape = OverlapShape::Base;
    CollisionAltitudeTest collisionAltitudeTest = CollisionAltitudeTest::SameLevel;
    CollisionGeometry collisionGeometry = CollisionGeometry::Base;
    CollisionAvoidance collisionAvoidance = CollisionAvoidance::BlindPickGeometric;
    bool collisionSameSquadronStraight = false;  // COL-06
    CollisionDamage collisionDamage = CollisionDamage::OneA;
    ExplosionBlast explosionBlast = ExplosionBlast::None;
    LandedRule landedRule = LandedRule::Auto;
    LandingSequence landingSequence = LandingSequence::S002Auto;
    TakeoffSequence takeoffSequence = TakeoffSequence::StallStraightStraight;

    // Tailing (TAIL-*).
    bool tailingEnabled = true;                      // CONF-14
    TailGeometry tailGeometry = TailGeometry::S002;  // CONF-11
    bool tailAltDistanceHalving = false;             // CONF-10
    int tailReveals = 2;                             // CONF-12: 1 or 2 cards
    bool tailBlockMultiEngine = true;                // CONF-13, TAIL-07
    bool tailBlockSmoke = true;                      // CONF-13, TAIL-12
    bool tailBlockFire = false;                      // CONF-13, TAIL-11
    TailBreakOnDamage tailBreakOnDamage = TailBreakOnDamage::None;

    // Fire (FIRE-*).
    AimBonus aimBonus = AimBonus::PlusOnePerCard;
    bool smokePreventsAim = false;  // DMG-04
    DiveFire diveFire = DiveFire::None;
    int maxFireLevelDiff = 1;  // CONF-25: 1, or kUnlimitedFireLevelDiff
    LosBlock losBlock = LosBlock::BetweenLevels;
    LosShape losShape = LosShape::Base;
    TargetShape rangeTargetShape = TargetShape::Base;
    bool deflection = false;                          // FIRE-23
    bool fireProhibitionAfterAltitudeChange = false;  // FIRE-14/15
    FireWhileOverlapping fireWhileOverlapping = FireWhileOverlapping::Never;
    bool singleGunWithDeckA = false;  // FIRE-24
    Rounding halfDamageRounding = Rounding::Up;
    TwinJam twinJam = TwinJam::Off;
    JamClearUnit jamClearUnit = JamClearUnit::Phase;
    Ammunition ammunition = Ammunition::Off;
    int ammunitionCount = 10;

    // Damage (DMG-*).
    SameSpecialTwice sameSpecialTwice = SameSpecialTwice::PerShot;
    bool doubledSpecialsPermanent = false;  // DMG-14
    SecondWound secondWound = SecondWound::Killed;
    int swLandingTurns = 2;  // DMG-21 / PIL-08 (CONF-31): full turns a seriously wounded pilot has to land
    SecondEngineHit secondEngineHit = SecondEngineHit::Eliminated;
    bool shotDownProcedure = false;  // DMG-19
    ExplosionHandling explosionHandling = ExplosionHandling::Normal;
    bool removePlainZeroCards = false;  // DMG-16
    FleeValue fleeValue = FleeValue::Equal;
    bool bombPower = false;     // BOMB-06: bombs deal damage points instead of destroying on the red dot only
    bool flakNearMiss = false;  // AA-07: a burst also deals an A card within half a ruler
    BalloonCollision balloonCollision = BalloonCollision::S002Unavoidable;  // BAL-05 / BAL-06
    bool armedBalloons = false;               // BAL-12: the balloons' baskets fire their machine guns all round
    CloudCover cloudCover = CloudCover::Off;  // WX-01 / WX-02 (CONF-37)
    GroundTransitionAltitude groundTransitionAltitude = GroundTransitionAltitude::Level0OneCounter;
    OffFieldPenalty offFieldPenalty = OffFieldPenalty::S003;
    GroundRules groundOverlap = GroundRules::S000;       // GND-09, GND-12 / GND-18
    GroundRules groundFireFighting = GroundRules::S000;  // GND-11 / GND-18
    GroundRules groundedTarget = GroundRules::S000;      // GND-07 / GND-17
    GroundRules groundMovement = GroundRules::S000;      // GND-08 / GND-17

    // Rules revision 3 on: airplanes on the ground are targets, burn, fight
    // their fires and collide (see kRulesRevision); before it they did not.
    [[nodiscard]] bool groundOperations() const { return rulesRevision >= 3; }
    // MODE-09: WW2 games keep the default score (see kRulesRevision).
    [[nodiscard]] bool defaultWw2Scoring() const { return rulesRevision >= 4; }

    // optionsFingerprint of the rule set these options were read from; the
    // state hash covers it, so a save whose options were edited no longer verifies.
    std::uint64_t fingerprint = 0;

    // The options of `rules`, defaults from `catalog` where it names none.
    // Throws std::invalid_argument for a value the engine does not know
    // (validated data never has one).
    static RuleOptions from(const RuleSet& rules, const RuleOptionCatalog& catalog);
};

// FNV-1a over every option of `rules` whose value differs from the catalogue
// default (key and value id, in key order). Options at their default are left
// out, so an option added to Jasta later (its default is the old behaviour)
// leaves the fingerprint of every older game as it was.
std::uint64_t optionsFingerprint(const RuleSet& rules, const RuleOptionCatalog& catalog);

}  // namespace jasta
