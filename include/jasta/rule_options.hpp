#pragma once
// The rule options the engine reads, as typed values. Built once from a
// RuleSet (data/rulesets/*.json) and the option catalogue; the names follow
// the option keys and value ids of data/rulesets/options.json.

#include "jasta/rule_set.hpp"

namespace jasta {

enum class MaxAltitude { Three, Four, PerAircraft, Unlimited };                       // CONF-01
enum class FloorRule { Level0WithCounter, CrashBelow1 };                              // CONF-02
enum class IllegalManoeuvre { Destroyed, TwoANoFire, OneAReplaceStraight, Eliminated };  // CONF-22
enum class SteepAfterSteep { Strict, DiveException };                                 // CONF-38
enum class ExitRule { Eliminated, Fled, Reenter2A };                                  // CONF-34
enum class SplitS { S003, S004 };                                                     // CONF-48
enum class AceManoeuvres { Off, SkilledPilots, AllPilots };                           // CPX-11
enum class OverlapShape { Base, Card };                                               // OVL, MOV-17
enum class CollisionAltitudeTest { None, SameLevel, SameLevelCounterParity, Exact };  // CONF-05
enum class CollisionGeometry { Silhouette, Base, BaseOrCard };                        // CONF-06
enum class CollisionAvoidance { OpponentChoice, BlindPickGeometric, RandomSameDirection, None };  // CONF-07
enum class CollisionDamage { ThreeA, OneA, TwoAHeadOnElseTwoB, OneC };                // CONF-08
enum class ExplosionBlast { None, CollisionParticipants, HalfRuler, HalfRulerSameLevel, S003Both };  // CONF-09
enum class LandedRule { Auto, SequenceOnly };                                         // CONF-41
enum class LandingSequence { S002Auto, S000, S003, S004 };                            // CONF-15
enum class TakeoffSequence { StallStraightStraight, StallStraightClimb };             // CONF-16
enum class AboveCeiling { Off, FloorShift };                                          // CONF-36

struct RuleOptions {
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

    // The options of `rules`, defaults from `catalog` where it names none.
    // Throws std::invalid_argument for a value the engine does not know
    // (validated data never has one).
    static RuleOptions from(const RuleSet& rules, const RuleOptionCatalog& catalog);
};

}  // namespace jasta
