#include "jasta/rules/rule_options.hpp"

#include <stdexcept>
#include <string>

#include "jasta/base/hash.hpp"

namespace jasta {

namespace {

// Reads one option through the table of its value ids.
template <class T, std::size_t N>
T pick(const RuleSet& rules, const RuleOptionCatalog& catalog, std::string_view key, const NameTable<T, N>& values) {
    const std::string value = rules.value(catalog, key);
    if (const auto picked = values.parse(value)) return *picked;
    throw std::invalid_argument("rule set \"" + rules.id + "\": option " + std::string(key) + " has value \"" + value +
                                "\", which this version of Jasta does not know");
}

}  // namespace

RuleOptions RuleOptions::from(const RuleSet& rules, const RuleOptionCatalog& catalog) {
    const auto value = [&](std::string_view key, const auto& values) { return pick(rules, catalog, key, values); };
    RuleOptions o;
    o.era = rules.era;
    o.fingerprint = optionsFingerprint(rules, catalog);
    o.maxAltitude = value(option_key::kMaxAltitude, kMaxAltitudeNames);
    o.floorRule = value(option_key::kFloorRule, kFloorRuleNames);
    o.oneClimbCounterPerTurn = value(option_key::kMaxClimbCountersPerTurn, kClimbCountersPerTurnNames);
    o.aboveCeiling = value(option_key::kAboveCeiling, kAboveCeilingNames);
    o.engineHitStopsClimb = value(option_key::kEngineHitStopsClimb, kOnOffNames);
    o.illegalManoeuvre = value(option_key::kIllegalManoeuvre, kIllegalManoeuvreNames);
    o.steepAfterSteep = value(option_key::kSteepAfterSteep, kSteepAfterSteepNames);
    o.exitRule = value(option_key::kExitRule, kExitRuleNames);
    o.splitS = value(option_key::kSplitS, kSplitSNames);
    o.forcedDive = value(option_key::kForcedDive, kOnOffNames);
    o.gentleAltitudeLoss = value(option_key::kGentleAltitudeLoss, kOnOffNames);
    o.aceManoeuvres = value(option_key::kAceManoeuvres, kAceManoeuvresNames);
    o.fuelLimit = value(option_key::kFuelLimit, kOnOffNames);
    o.overlapShape = value(option_key::kOverlapShape, kOverlapShapeNames);
    o.collisionAltitudeTest = value(option_key::kCollisionAltitudeTest, kCollisionAltitudeTestNames);
    o.collisionGeometry = value(option_key::kCollisionGeometry, kCollisionGeometryNames);
    o.collisionAvoidance = value(option_key::kCollisionAvoidance, kCollisionAvoidanceNames);
    o.collisionSameSquadronStraight = value(option_key::kCollisionSameSquadronStraight, kOnOffNames);
    o.collisionDamage = value(option_key::kCollisionDamage, kCollisionDamageNames);
    o.explosionBlast = value(option_key::kExplosionBlast, kExplosionBlastNames);
    o.landedRule = value(option_key::kLandedRule, kLandedRuleNames);
    o.landingSequence = value(option_key::kLandingSequence, kLandingSequenceNames);
    o.takeoffSequence = value(option_key::kTakeoffSequence, kTakeoffSequenceNames);
    o.groundTransitionAltitude = value(option_key::kGroundTransitionAltitude, kGroundTransitionAltitudeNames);
    o.offFieldPenalty = value(option_key::kOffFieldPenalty, kOffFieldPenaltyNames);
    o.tailingEnabled = value(option_key::kTailingEnabled, kOnOffNames);
    o.tailGeometry = value(option_key::kTailGeometry, kTailGeometryNames);
    o.tailAltDistanceHalving = value(option_key::kTailAltDistanceHalving, kOnOffNames);
    o.tailReveals = value(option_key::kTailReveals, kTailRevealsNames);
    o.tailBlockMultiEngine = value(option_key::kTailBlockMultiengine, kOnOffNames);
    o.tailBlockSmoke = value(option_key::kTailBlockSmoke, kOnOffNames);
    o.tailBlockFire = value(option_key::kTailBlockFire, kOnOffNames);
    o.tailBreakOnDamage = value(option_key::kTailBreakOnDamage, kTailBreakOnDamageNames);
    o.aimBonus = value(option_key::kAimBonus, kAimBonusNames);
    o.smokePreventsAim = value(option_key::kSmokePreventsAim, kOnOffNames);
    o.diveFire = value(option_key::kDiveFire, kDiveFireNames);
    o.maxFireLevelDiff = value(option_key::kMaxFireLevelDiff, kMaxFireLevelDiffNames);
    o.losBlock = value(option_key::kLosBlock, kLosBlockNames);
    o.losShape = value(option_key::kLosShape, kLosShapeNames);
    o.rangeTargetShape = value(option_key::kRangeTargetShape, kTargetShapeNames);
    o.deflection = value(option_key::kDeflection, kOnOffNames);
    o.fireProhibitionAfterAltitudeChange = value(option_key::kFireProhibitionAfterAltitudeChange, kOnOffNames);
    o.fireWhileOverlapping = value(option_key::kFireWhileOverlapping, kFireWhileOverlappingNames);
    o.singleGunWithDeckA = value(option_key::kSingleGunWithDeckA, kOnOffNames);
    o.halfDamageRounding = value(option_key::kHalfDamageRounding, kRoundingNames);
    o.twinJam = value(option_key::kTwinJam, kTwinJamNames);
    o.jamClearUnit = value(option_key::kJamClearUnit, kJamClearUnitNames);
    o.ammunition = value(option_key::kAmmunition, kAmmunitionNames);
    o.ammunitionCount = value(option_key::kAmmunitionCount, kAmmunitionCountNames);
    o.sameSpecialTwice = value(option_key::kSameSpecialTwice, kSameSpecialTwiceNames);
    o.doubledSpecialsPermanent = value(option_key::kDoubledSpecialsPermanent, kOnOffNames);
    o.secondWound = value(option_key::kSecondWound, kSecondWoundNames);
    o.swLandingTurns = value(option_key::kSwLandingTurns, kSwLandingTurnsNames);
    o.secondEngineHit = value(option_key::kSecondEngineHit, kSecondEngineHitNames);
    o.shotDownProcedure = value(option_key::kWoundedPilotShotDownProcedure, kOnOffNames);
    o.explosionHandling = value(option_key::kExplosionHandling, kExplosionHandlingNames);
    o.removePlainZeroCards = value(option_key::kRemovePlainZeroCards, kOnOffNames);
    o.fleeValue = value(option_key::kFleeValue, kFleeValueNames);
    o.bombPower = value(option_key::kBombPower, kOnOffNames);
    o.flakNearMiss = value(option_key::kFlakNearMiss, kOnOffNames);
    o.balloonCollision = value(option_key::kBalloonCollision, kBalloonCollisionNames);
    o.armedBalloons = value(option_key::kArmedBalloons, kOnOffNames);
    o.groundOverlap = value(option_key::kGroundOverlap, kGroundRulesNames);
    o.groundFireFighting = value(option_key::kGroundFireFighting, kGroundRulesNames);
    o.groundedTarget = value(option_key::kGroundedTarget, kGroundRulesNames);
    o.groundMovement = value(option_key::kGroundMovement, kGroundRulesNames);
    o.cloudCover = value(option_key::kCloudCover, kCloudCoverNames);
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
