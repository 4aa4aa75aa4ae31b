// The verdict of a shot apart from its words (issue 14): checkShot says what
// was decided (ShotVerdict, the rule ids and the facts behind them) without
// composing a sentence; words/fire.hpp turns that into English. The first
// half asserts the typed verdicts of every refusal with no words at all; the
// second the words of hand-made verdicts, with no geometry at all. The
// placements are those of fire_test.cpp (shipped data: 44 x 40 mm bases,
// ruler 170 mm, half mark 85 mm).

#include <gtest/gtest.h>

#include <algorithm>

#include "flying_fixture.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/words/fire.hpp"

namespace jasta::test {
namespace {

const GameData& data() {
    return shippedData();
}

AircraftState plane(std::string_view id, std::string_view type, double x, double y, double heading, int altitude = 2) {
    AircraftState state = airplane(type, {x, y, heading}, altitude, 0);
    state.id = std::string(id);
    return state;
}

FlownCard flown(CardKind kind, int number) {
    FlownCard card;
    card.kind = kind;
    card.number = number;
    return card;
}

bool has(const std::vector<std::string>& list, std::string_view item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

// checkShot of the first airplane's `weapon` at the second; the rest are third airplanes.
ShotCheck shoot(const RuleOptions& rules, const std::vector<AircraftState>& all, std::string_view weapon = "front") {
    const auto& weapons = data().aircraftType(all[0].type)->weapons;
    const auto gun = std::find_if(weapons.begin(), weapons.end(), [&](const Weapon& w) { return w.id == weapon; });
    return checkShot(data(), rules, all[0], *gun, all[1], all, findOverlaps(all, data(), rules.overlapShape));
}

// --- The verdicts, without words -------------------------------------------

TEST(ShotVerdicts, ALegalShotFiresWithNoRefusal) {
    const auto shot = shoot(presetRules("ww1-standard"), {plane("spad", "spad_xiii", 450, 200, 0),
                                                          plane("albatros", "albatros_d3", 450, 304.9, 180)});
    EXPECT_TRUE(shot.canFire);
    EXPECT_EQ(shot.verdict(), ShotVerdict::Fires);
    EXPECT_TRUE(shot.refusals.empty());
    EXPECT_EQ(shot.range, Range::Short);
    EXPECT_NEAR(shot.distanceMm, 84.9, 1e-9);
    EXPECT_EQ(shot.era, Era::Ww1);
    EXPECT_EQ(shot.rangeShape, Footprint::Base);
    EXPECT_DOUBLE_EQ(shot.longReachMm, 170);
}

TEST(ShotVerdicts, OutOfRangeGivesTheMeasuredDistanceAndTheReach) {
    const auto rules = presetRules("ww1-standard");
    auto shot =
        shoot(rules, {plane("spad", "spad_xiii", 450, 200, 0), plane("albatros", "albatros_d3", 450, 390.1, 180)});
    EXPECT_FALSE(shot.canFire);
    EXPECT_EQ(shot.verdict(), ShotVerdict::OutOfRange);
    EXPECT_EQ(shot.refusals, std::vector<ShotVerdict>{ShotVerdict::OutOfRange});
    EXPECT_NEAR(shot.distanceMm, 170.1, 1e-9);
    EXPECT_DOUBLE_EQ(shot.longReachMm, 170);
    EXPECT_EQ(shot.rules, (std::vector<std::string>{"FIRE-02", "FIRE-03"}));

    // One level apart only the first half of the ruler counts (FIRE-06).
    shot =
        shoot(rules, {plane("spad", "spad_xiii", 450, 200, 0, 2), plane("albatros", "albatros_d3", 450, 310, 180, 3)});
    EXPECT_EQ(shot.verdict(), ShotVerdict::OutOfRange);
    EXPECT_NEAR(shot.distanceMm, 90, 1e-9);
    EXPECT_DOUBLE_EQ(shot.longReachMm, 85);
    EXPECT_EQ(shot.levelDifference, 1);
    EXPECT_EQ(shot.rules, (std::vector<std::string>{"FIRE-02", "FIRE-03", "FIRE-06"}));
}

TEST(ShotVerdicts, OutOfArcNamesTheArc) {
    const auto shot = shoot(presetRules("ww1-standard"),
                            {plane("spad", "spad_xiii", 450, 450, 0), plane("albatros", "albatros_d3", 450, 350, 0)});
    EXPECT_EQ(shot.verdict(), ShotVerdict::OutOfArc);
    EXPECT_EQ(shot.weaponArc, WeaponArc::Front);
    EXPECT_FALSE(shot.inArc);
    EXPECT_EQ(shot.rules, std::vector<std::string>{"FIRE-02"});
}

TEST(ShotVerdicts, BlockedGivesTheBlockersIds) {
    const auto shot = shoot(presetRules("ww1-standard"),
                            {plane("spad", "spad_xiii", 450, 200, 0), plane("albatros", "albatros_d3", 450, 300, 180),
                             plane("camel", "sopwith_camel", 450, 250, 0)});
    EXPECT_EQ(shot.verdict(), ShotVerdict::Blocked);
    EXPECT_EQ(shot.blockedBy, std::vector<std::string>{"camel"});
    EXPECT_EQ(shot.range, Range::Short);  // the range is measured all the same
    EXPECT_EQ(shot.rules, std::vector<std::string>{"FIRE-04"});
}

TEST(ShotVerdicts, DeadAngleGivesItsReach) {
    const auto shot =
        shoot(presetRules("ww1-standard"),
              {plane("bristol", "bristol_f2b", 450, 450, 0), plane("spad", "spad_xiii", 450, 350, 0)}, "rear");
    EXPECT_EQ(shot.verdict(), ShotVerdict::DeadAngle);
    EXPECT_DOUBLE_EQ(shot.deadAngleReachMm, 85);
    EXPECT_EQ(shot.weaponArc, WeaponArc::Rear);
    EXPECT_TRUE(has(shot.rules, "FIRE-17"));
}

TEST(ShotVerdicts, LevelTooFarComesBeforeTheArc) {
    // Two levels apart and behind: both refuse, the level first (as the words say).
    const auto shot = shoot(presetRules("ww1-standard"), {plane("spad", "spad_xiii", 450, 450, 0, 1),
                                                          plane("albatros", "albatros_d3", 450, 350, 0, 3)});
    EXPECT_EQ(shot.verdict(), ShotVerdict::LevelTooFar);
    EXPECT_EQ(shot.refusals, (std::vector<ShotVerdict>{ShotVerdict::LevelTooFar, ShotVerdict::OutOfArc}));
    EXPECT_EQ(shot.levelDifference, 2);
    EXPECT_EQ(shot.levelLimit, 1);
    EXPECT_EQ(shot.rules, (std::vector<std::string>{"FIRE-06", "FIRE-02"}));
}

TEST(ShotVerdicts, OverlappingSaysWhichOptionRefused) {
    auto rules = presetRules("ww1-standard");
    const std::vector<AircraftState> pair{plane("spad", "spad_xiii", 450, 200, 0, 2),
                                          plane("albatros", "albatros_d3", 450, 230, 180, 2)};
    auto shot = shoot(rules, pair);
    EXPECT_EQ(shot.verdict(), ShotVerdict::Overlapping);
    EXPECT_TRUE(shot.overlapping);
    EXPECT_EQ(shot.fireWhileOverlapping, FireWhileOverlapping::Never);
    EXPECT_EQ(shot.rules, std::vector<std::string>{"OVL-01"});

    rules.fireWhileOverlapping = FireWhileOverlapping::DiveOrClimbException;
    shot = shoot(rules, pair);
    EXPECT_EQ(shot.verdict(), ShotVerdict::Overlapping);
    EXPECT_EQ(shot.fireWhileOverlapping, FireWhileOverlapping::DiveOrClimbException);
    EXPECT_EQ(shot.rules, (std::vector<std::string>{"OVL-01", "FIRE-13"}));
}

TEST(ShotVerdicts, HeightChangedGivesTheChangeAndWhoFires) {
    auto rules = presetRules("ww1-standard");
    rules.fireProhibitionAfterAltitudeChange = true;
    auto below = plane("spad", "spad_xiii", 450, 200, 0, 1);
    below.history = {flown(CardKind::Dive, 20)};
    const auto shot = shoot(rules, {below, plane("albatros", "albatros_d3", 450, 300, 180, 2)});
    EXPECT_EQ(shot.verdict(), ShotVerdict::HeightChanged);
    EXPECT_LT(shot.heightOrder, 0);
    EXPECT_EQ(shot.lastAltitudeChange, AltitudeChange::Loss);
    EXPECT_FALSE(shot.observer);
    EXPECT_EQ(shot.rules, std::vector<std::string>{"FIRE-14"});
}

TEST(ShotVerdicts, AnAirplaneOutOfFlightGivesItsStatus) {
    const auto rules = presetRules("ww1-standard");
    auto spad = plane("spad", "spad_xiii", 450, 200, 0);
    auto albatros = plane("albatros", "albatros_d3", 450, 300, 180);
    albatros.status = AircraftStatus::Destroyed;
    auto shot = shoot(rules, {spad, albatros});
    EXPECT_EQ(shot.verdict(), ShotVerdict::TargetNotFlying);
    EXPECT_EQ(shot.targetStatus, AircraftStatus::Destroyed);
    EXPECT_EQ(shot.rules, std::vector<std::string>{"FIRE-29"});

    spad.status = AircraftStatus::Landed;
    shot = shoot(rules, {spad, albatros});
    EXPECT_EQ(shot.verdict(), ShotVerdict::ShooterNotFlying);
    EXPECT_EQ(shot.refusals, (std::vector<ShotVerdict>{ShotVerdict::ShooterNotFlying, ShotVerdict::TargetNotFlying}));
    EXPECT_EQ(shot.shooterStatus, AircraftStatus::Landed);
}

// --- The words of a verdict --------------------------------------------------

const words::ShotNames kNames{"Guynemer", "Voss", "Twin Vickers", {}};

ShotCheck refused(ShotVerdict verdict) {
    ShotCheck shot;
    shot.refusals = {verdict};
    return shot;
}

TEST(ShotWords, RefusalsInTheirSentences) {
    auto shot = refused(ShotVerdict::OutOfRange);
    shot.distanceMm = 170.14;
    shot.longReachMm = 170;
    EXPECT_EQ(words::explainShot(shot, kNames), "Out of range: the base is 170.1 mm away, beyond the ruler's 170 mm.");
    shot.levelDifference = 2;
    shot.longReachMm = 85;
    shot.rangeShape = Footprint::Silhouette;
    EXPECT_EQ(words::explainShot(shot, kNames),
              "Out of range: 2 levels apart only the first half of the ruler counts (85 mm), and the airplane "
              "picture is 170.1 mm away.");

    shot = refused(ShotVerdict::OutOfArc);
    shot.weaponArc = WeaponArc::Rear;
    EXPECT_EQ(words::explainShot(shot, kNames), "Voss is outside the rear arc of the Twin Vickers.");

    shot = refused(ShotVerdict::Blocked);
    words::ShotNames names = kNames;
    names.blockedBy = {"Udet", "camel"};
    EXPECT_EQ(words::explainShot(shot, names), "The line of fire is blocked by Udet, camel.");

    shot = refused(ShotVerdict::LevelTooFar);
    shot.levelDifference = 3;
    shot.levelLimit = 1;
    EXPECT_EQ(words::explainShot(shot, kNames),
              "Guynemer and Voss are 3 levels apart: no fire across more than one level.");

    shot = refused(ShotVerdict::HeightChanged);
    shot.heightOrder = 1;
    shot.lastAltitudeChange = AltitudeChange::Gain;
    shot.observer = true;
    EXPECT_EQ(words::explainShot(shot, kNames),
              "Above its target after gaining height, the observer may not fire at it.");

    shot = refused(ShotVerdict::ShooterNotFlying);
    shot.shooterStatus = AircraftStatus::Landed;
    EXPECT_EQ(words::explainShot(shot, kNames), "Guynemer is on the ground and cannot fire.");
}

TEST(ShotWords, TheFirstRefusalSpeaks) {
    ShotCheck shot;
    shot.refusals = {ShotVerdict::DeadAngle, ShotVerdict::Blocked};
    shot.deadAngleReachMm = 85;
    EXPECT_EQ(words::explainShot(shot, kNames),
              "Voss is in the rear gunner's dead angle: behind the tail, within 85 mm and not higher than Guynemer.");
    // A verdict that names no refusal yet cannot fire (not one checkShot makes).
    EXPECT_EQ(words::explainShot(ShotCheck{}, kNames), "It cannot fire.");
}

TEST(ShotWords, ALegalShotItsRangeCardsAndModifiers) {
    ShotCheck shot;
    shot.canFire = true;
    shot.range = Range::Short;
    shot.distanceMm = 84.9;
    shot.cards = 2;
    shot.deck = 'A';
    EXPECT_EQ(words::explainShot(shot, kNames),
              "Short range: the ruler reaches the base within its first half (84.9 mm) — 2 damage cards from deck A.");

    shot.era = Era::Ww2;
    shot.range = Range::Long;
    shot.cards = 1;
    shot.deck = 'C';
    shot.fromAbove = true;
    shot.diveBonus = true;  // aim_bonus: no words of its own
    shot.diveFire = DiveFire::AimBonus;
    EXPECT_EQ(words::explainShot(shot, kNames),
              "Long range: the ruler reaches the base only in its second half (84.9 mm) — 1 counter of group C. "
              "Firing from above: it counts as aimed at once.");
    shot.diveFire = DiveFire::ExtraCard;
    EXPECT_NE(words::explainShot(shot, kNames).find(" Dive fire: one more damage card."), std::string::npos);

    EXPECT_EQ(words::firedText(shot, kNames, true).substr(words::explainShot(shot, kNames).size()),
              " Only one gun works: deck B.");
}

TEST(ShotWords, NamesComeFromTheAirplanesAndTheirCards) {
    const auto rules = presetRules("ww1-standard");
    auto spad = plane("spad", "spad_xiii", 450, 200, 0);
    spad.name = "Guynemer";
    auto albatros = plane("albatros", "albatros_d3", 450, 300, 180);
    albatros.name.clear();  // no name: the id
    const std::vector<AircraftState> all{spad, albatros, plane("camel", "sopwith_camel", 450, 250, 0)};
    const auto shot = shoot(rules, all);
    const auto names = words::shotNames(shot, data(), all);
    EXPECT_EQ(names.shooter, "Guynemer");
    EXPECT_EQ(names.target, "albatros");
    EXPECT_EQ(names.weapon, "Twin Vickers");
    EXPECT_EQ(names.blockedBy, std::vector<std::string>{all[2].name});
    EXPECT_EQ(words::explainShot(shot, data(), all), "The line of fire is blocked by " + all[2].name + ".");
}

TEST(FireStepWords, HoldAmmunitionAndOverdive) {
    EXPECT_EQ(words::holdFireText("Guynemer", "front"), "Guynemer holds fire with the front.");
    EXPECT_EQ(words::outOfAmmunitionText("Guynemer", "Twin Vickers"),
              "Guynemer has no ammunition left for the Twin Vickers.");
    EXPECT_EQ(words::overdiveRedrawText("Galland", "A07", 'A', "A12"),
              "Galland is overdiving: counter A07 goes back into group A and A12 is drawn instead.");
}

// What keeps a weapon silent before any shot is measured (weaponBlocked).
TEST(FireStepWords, WhyAWeaponCannotFire) {
    EXPECT_EQ(words::describe(WeaponBlocked{WeaponBlock::Jammed, 2}, "Twin Vickers"),
              "the Twin Vickers is jammed for 2 more maneuvers");
    EXPECT_EQ(words::describe(WeaponBlocked{WeaponBlock::ObserverWounded, 1}, "Lewis"),
              "the wounded observer may not fire for 1 more maneuver");
    EXPECT_EQ(words::describe(WeaponBlocked{WeaponBlock::WoundedPilotAfterManeuver, 0}, "Vickers"),
              "a wounded pilot cannot fire after a dive, stall, Immelmann or climb");
}

}  // namespace
}  // namespace jasta::test
