// One way to name things (names.hpp): every name of every enum's table reads
// back as its value, unknown names are refused, and a table that names two
// values alike, one value twice, or an enumerator out of place is refused
// when it is compiled.

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <typeinfo>

#include "jasta/base/enums.hpp"
#include "jasta/base/names.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/ground.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/plan.hpp"
#include "jasta/teaching/lesson.hpp"

namespace jasta {
namespace {

template <class T, std::size_t N>
void expectTableRoundTrip(const NameTable<T, N>& table) {
    std::set<std::string_view> names;
    for (const auto& [value, name] : table) {
        EXPECT_EQ(table.nameOf(value), name);
        EXPECT_EQ(table.parse(name), value) << name;
        EXPECT_FALSE(table.parse(std::string(name) + "_")) << name;  // whole names only
        names.insert(name);
    }
    EXPECT_EQ(names.size(), N);
    EXPECT_FALSE(table.parse(""));
    EXPECT_FALSE(table.parse("no such name"));
}

template <Named E>
void expectRoundTrip() {
    SCOPED_TRACE(typeid(E).name());
    expectTableRoundTrip(nameTableOf(E{}));
    for (const auto& [value, name] : nameTableOf(E{})) {
        EXPECT_EQ(nameOf(value), name);
        EXPECT_EQ(parseName<E>(name), value) << name;
    }
    EXPECT_FALSE(parseName<E>("no such name"));
    EXPECT_EQ(nameOf(static_cast<E>(nameTableOf(E{}).entries().size())), "?");  // a number cast to the enum
}

template <Named... E>
void expectRoundTrips() {
    (expectRoundTrip<E>(), ...);
}

TEST(Names, EveryNameOfEveryEnumReadsBackAsItsValue) {
    expectRoundTrips<Era, Side, CardKind, Direction, ArrowColour, AltitudeEffect, Speed, Special, JamColour, JamSide,
                     WeaponArc, AircraftStatus, Declaration, Range, Stage, GroundRole, Footprint, LessonTask, CheckKind,
                     RangeGoal, PilotCondition>();
}

TEST(Names, EveryValueIdOfEveryRuleOptionReadsBackAsItsValue) {
    expectRoundTrips<MaxAltitude, FloorRule, IllegalManoeuvre, SteepAfterSteep, ExitRule, SplitS, AceManoeuvres,
                     OverlapShape, CollisionAltitudeTest, CollisionGeometry, CollisionAvoidance, CollisionDamage,
                     ExplosionBlast, LandedRule, LandingSequence, TakeoffSequence, GroundTransitionAltitude,
                     OffFieldPenalty, AboveCeiling, TailGeometry, TailBreakOnDamage, AimBonus, DiveFire, LosBlock,
                     LosShape, TargetShape, FireWhileOverlapping, Rounding, TwinJam, JamClearUnit, Ammunition,
                     SameSpecialTwice, SecondWound, SecondEngineHit, ExplosionHandling, FleeValue, BalloonCollision>();
    expectTableRoundTrip(kOnOffNames);
    expectTableRoundTrip(kClimbCountersPerTurnNames);
    expectTableRoundTrip(kTailRevealsNames);
    expectTableRoundTrip(kMaxFireLevelDiffNames);
    expectTableRoundTrip(kAmmunitionCountNames);
    expectTableRoundTrip(kSwLandingTurnsNames);
}

TEST(Names, TheSpellingsOfTheFilesAreTheTables) {
    EXPECT_EQ(nameOf(Era::Ww2), "ww2");
    EXPECT_EQ(nameOf(Special::RudderLeft), "rudder_left");
    EXPECT_EQ(nameOf(AircraftStatus::OffTable), "off_table");
    EXPECT_EQ(parseName<WeaponArc>("all_round"), WeaponArc::AllRound);
    EXPECT_FALSE(parseName<Era>("WW1"));  // names are case-sensitive
    EXPECT_EQ(nameList<Speed>(), "normal, fast, slow");
    EXPECT_EQ(nameList(kAnnouncedDeclarations, ", ", " or "), "gentle_loss, historical_immelmann or landing");
    EXPECT_EQ(displayName(Side::Central), "Central Powers");
}

// The tables nameTable refuses to compile, checked by the same function.
constexpr NameEntry<Era> kOneNameTwice[] = {{Era::Ww1, "ww1"}, {Era::Ww2, "ww1"}};
constexpr NameEntry<bool> kOneValueTwice[] = {{false, "off"}, {true, "on"}, {true, "yes"}};
constexpr NameEntry<Era> kOutOfOrder[] = {{Era::Ww2, "ww2"}, {Era::Ww1, "ww1"}};
constexpr NameEntry<Side> kWithAGap[] = {{Side::Entente, "entente"}, {Side::Allies, "allies"}};
constexpr NameEntry<int> kEmptyName[] = {{1, "1"}, {2, ""}};
constexpr NameEntry<Era> kGood[] = {{Era::Ww1, "ww1"}, {Era::Ww2, "ww2"}};
static_assert(nameTableProblem<Era>(kOneNameTwice) == "one name for two values");
static_assert(nameTableProblem<bool>(kOneValueTwice) == "two names for one value");
static_assert(nameTableProblem<Era>(kOutOfOrder).has_value());
static_assert(nameTableProblem<Side>(kWithAGap).has_value());
static_assert(nameTableProblem<int>(kEmptyName) == "an empty name");
static_assert(!nameTableProblem<Era>(kGood).has_value());

TEST(Names, ATableWithADuplicateIsRefused) {
    EXPECT_EQ(nameTableProblem<Era>(kOneNameTwice), "one name for two values");
    EXPECT_EQ(nameTableProblem<bool>(kOneValueTwice), "two names for one value");
    EXPECT_TRUE(nameTableProblem<Era>(kOutOfOrder).has_value());
    EXPECT_TRUE(nameTableProblem<Side>(kWithAGap).has_value());
    EXPECT_FALSE(nameTableProblem<Era>(kGood).has_value());
}

TEST(Names, ATableOfOtherValuesLooksUpByValue) {
    constexpr auto kLevels = nameTable<int>({{1, "1"}, {1000, "unlimited"}});
    static_assert(kLevels.nameOf(1000) == "unlimited");
    static_assert(kLevels.parse("1") == 1);
    EXPECT_EQ(kLevels.nameOf(7), "?");
    EXPECT_FALSE(kLevels.parse("2"));
    EXPECT_EQ(kLevels.list(" | "), "1 | unlimited");
}

}  // namespace
}  // namespace jasta
