#pragma once
// The rule options the engine reads, as typed values. Built once from a
// RuleSet (data/rulesets/*.json) and the option catalogue; the names follow
// the option keys and value ids of data/rulesets/options.json.

#include <cstdint>

#include "jasta/rule_set.hpp"

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

// The revision of the engine's own rules, apart from the options: when a
// rule that played wrong is fixed, saves of games played before the fix keep
// their revision and replay as they were played (issue 13: every save
// replays exactly forever). No player chooses it; a save records it.
//  1: before issue 13's DMG-06/DMG-10 fix: jam and wound counters dealt in a
//     fire step came off at the end of that same phase, one manoeuvre short.
//  2: counters dealt in a fire step start counting at the next manoeuvre.
inline constexpr int kFirstRulesRevision = 1;
inline constexpr int kRulesRevision = 2;

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
    int maxFireLevelDiff = 1;  // CONF-25: 1, or a large number for "unlimited"
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
    SecondEngineHit secondEngineHit = SecondEngineHit::Eliminated;
    bool shotDownProcedure = false;  // DMG-19
    ExplosionHandling explosionHandling = ExplosionHandling::Normal;
    bool removePlainZeroCards = false;  // DMG-16
    FleeValue fleeValue = FleeValue::Equal;
    GroundTransitionAltitude groundTransitionAltitude = GroundTransitionAltitude::Level0OneCounter;
    OffFieldPenalty offFieldPenalty = OffFieldPenalty::S003;

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
