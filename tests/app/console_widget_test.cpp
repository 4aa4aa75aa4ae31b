// The console shows one airplane's card, damage, counters and state; the
// damage points and the secret specials (DMG-02) only to the airplane's own
// player or with "open damage" or "show everything": anyone else sees how
// many damage cards it holds (issue 15).

#include <gtest/gtest.h>

#include <QLabel>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "play/console_widget.hpp"

namespace jasta::app {
namespace {

using jasta::test::airplane;
using jasta::test::shippedData;

class ConsoleTest : public ::testing::Test {
protected:
    void SetUp() override {
        spad.name = "Lt. Fonck";
        spad.player = "Anna";
        spad.damage = 7;
        spad.smoke = 2;
        spad.jams["front"] = 3;
        spad.rudderJam = Direction::Left;
        spad.engineHits = 1;
        spad.pilotWounds = 1;
        spad.shotsLeft = 6;
        spad.aim["front"] = {"fokker", 2};
        spad.history = {{1, CardKind::Straight, false, Direction::None, Speed::Normal},
                        {17, CardKind::Stall, true, Direction::None, Speed::Normal}};
        console.setAircraft(type(), spad, shippedData().deckOf(type()));
        console.setAircraftNames({{QStringLiteral("fokker"), QStringLiteral("Rote Kampf")}});
    }
    const AircraftType& type() const { return *shippedData().aircraftType("spad_xiii"); }
    bool shows(const QString& text) const {
        const QStringList chips = console.specials();
        return std::any_of(chips.begin(), chips.end(), [&](const QString& chip) { return chip.contains(text); });
    }

    AircraftState spad = airplane("spad_xiii");
    ConsoleWidget console;
};

TEST_F(ConsoleTest, ShowsTheAirplaneCardAndItsState) {
    console.setViewer(QStringLiteral("Anna"));
    EXPECT_EQ(console.field(QStringLiteral("name")), QStringLiteral("Lt. Fonck"));
    EXPECT_TRUE(console.field(QStringLiteral("type")).contains(QStringLiteral("SPAD XIII")));
    EXPECT_TRUE(console.field(QStringLiteral("type")).contains(QStringLiteral("Anna")));
    const int structure = type().structure.value;
    EXPECT_EQ(console.field(QStringLiteral("structure")), QStringLiteral("7 / %1").arg(structure));
    EXPECT_DOUBLE_EQ(console.damageFraction(), 7.0 / structure);
    EXPECT_EQ(console.field(QStringLiteral("decks")), QStringLiteral("maneuvers A · damage A"));
    EXPECT_EQ(console.field(QStringLiteral("climb")), QString::number(type().climbRate.value));
    EXPECT_EQ(console.field(QStringLiteral("status")), QStringLiteral("Flying"));
    EXPECT_EQ(console.field(QStringLiteral("flown")), QStringLiteral("1 Straight → 17 Stall"));
    // Weapons by their names, not their ids ("front").
    EXPECT_EQ(console.field(QStringLiteral("aim")), QStringLiteral("Twin Vickers on Rote Kampf (2 fire steps)"));
    EXPECT_EQ(console.field(QStringLiteral("ammo")), QStringLiteral("6 shots left"));
    EXPECT_EQ(console.field(QStringLiteral("fuel")), QString());  // WW1: no fuel row
    EXPECT_TRUE(shows(QStringLiteral("Smoke ×2")));
    EXPECT_TRUE(shows(QStringLiteral("Twin Vickers jammed ×3")));

    spad.shotsLeft = -1;
    spad.status = AircraftStatus::Fled;
    console.setState(spad);
    EXPECT_EQ(console.field(QStringLiteral("ammo")), QStringLiteral("unlimited"));
    EXPECT_EQ(console.field(QStringLiteral("status")), QStringLiteral("Fled"));
    EXPECT_TRUE(shows(QStringLiteral("Fled")));
}

TEST_F(ConsoleTest, SecretSpecialsOnlyForTheOwner) {
    console.setViewer(QStringLiteral("Ben"));
    EXPECT_FALSE(console.showsSecrets());
    EXPECT_FALSE(shows(QStringLiteral("Rudder")));
    EXPECT_FALSE(shows(QStringLiteral("Engine")));
    EXPECT_FALSE(shows(QStringLiteral("wounded")));
    EXPECT_TRUE(shows(QStringLiteral("Smoke")));  // smoke is announced (DMG-02)

    console.setViewer(QStringLiteral("Anna"));
    EXPECT_TRUE(shows(QStringLiteral("Rudder jammed: no left turns")));
    EXPECT_TRUE(shows(QStringLiteral("Engine hit")));
    EXPECT_TRUE(shows(QStringLiteral("Pilot wounded")));

    console.setViewer(QString());  // nobody in particular: a spectator
    EXPECT_FALSE(shows(QStringLiteral("Rudder")));
    console.setShowEverything(true);
    EXPECT_TRUE(shows(QStringLiteral("Rudder")));
}

TEST_F(ConsoleTest, AnotherPlayerSeesHowManyDamageCardsNotWhatTheyCount) {
    spad.damageCards = {"A:12", "A:30"};
    console.setState(spad);
    console.setViewer(QStringLiteral("Ben"));
    EXPECT_EQ(console.field(QStringLiteral("structure")), QStringLiteral("2 damage cards"));
    EXPECT_EQ(console.damageFraction(), 0.0);
    EXPECT_FALSE(console.findChild<QLabel*>(QStringLiteral("structure"))->toolTip().contains(QStringLiteral("left")));
    EXPECT_TRUE(shows(QStringLiteral("Smoke ×2")));  // on the table for everyone
    EXPECT_FALSE(shows(QStringLiteral("wounded")));
    const QImage hidden = test::paintWidget(console, QSize(340, 420));
    EXPECT_LT(test::countNear(hidden, QColor(0x5f, 0x9e, 0x4c), 10), 10) << "no damage in the bar";
    // One more card lands: one more counted, still not its points.
    console.showDamage(9);
    EXPECT_EQ(console.field(QStringLiteral("structure")), QStringLiteral("3 damage cards"));
    console.setState(spad);

    console.setOpenDamage(true);  // teaching: everything to everyone
    EXPECT_TRUE(console.showsSecrets());
    EXPECT_EQ(console.field(QStringLiteral("structure")), QStringLiteral("7 / %1").arg(type().structure.value));
    EXPECT_TRUE(shows(QStringLiteral("Pilot wounded")));
    console.setOpenDamage(false);
    console.setViewer(QStringLiteral("Anna"));  // the airplane's own player
    EXPECT_EQ(console.field(QStringLiteral("structure")), QStringLiteral("7 / %1").arg(type().structure.value));
}

TEST_F(ConsoleTest, Ww2ShowsFuelAndEveryDamageDeck) {
    const AircraftType& bf110 = *shippedData().aircraftType("bf110_c");
    AircraftState state = airplane("bf110_c");
    state.fuel = 9;
    console.setAircraft(bf110, state, nullptr);
    EXPECT_EQ(console.field(QStringLiteral("fuel")), QStringLiteral("9 / %1").arg(bf110.fuel->value));
    EXPECT_TRUE(console.field(QStringLiteral("decks")).contains(QStringLiteral("E (")));
    EXPECT_TRUE(console.field(QStringLiteral("decks")).contains(QStringLiteral("A (")));
    EXPECT_EQ(console.field(QStringLiteral("flown")), QStringLiteral("none yet"));
}

// BOMB-07 / ALT-16: a loaded airplane's console says how many bombs it holds
// and what the full load forbids, so a refused Immelmann is no surprise.
TEST_F(ConsoleTest, ALoadedAirplaneShowsItsBombsAndWhatTheLoadForbids) {
    EXPECT_EQ(console.field(QStringLiteral("bombs")), QString()) << "no bombs loaded: no row";
    spad.bombs = spad.bombsLoaded = 1;
    spad.fullBombLoad = true;
    console.setState(spad);
    EXPECT_EQ(console.field(QStringLiteral("bombs")),
              QStringLiteral("1 of 1 · full load: no Immelmann, at least two non-steep cards a turn"));
    EXPECT_EQ(console.field(QStringLiteral("climb")),
              QStringLiteral("%1 (full bomb load)").arg(type().climbRate.value + 1));
    spad.bombs = 0;
    spad.fullBombLoad = false;
    console.setState(spad);
    EXPECT_EQ(console.field(QStringLiteral("bombs")), QStringLiteral("0 of 1"));
    EXPECT_EQ(console.field(QStringLiteral("climb")), QString::number(type().climbRate.value));

    const AircraftType& roland = *shippedData().aircraftType("roland_c2");
    AircraftState state = airplane("roland_c2");
    state.bombs = state.bombsLoaded = 1;
    state.fullBombLoad = true;
    console.setAircraft(roland, state, nullptr);
    EXPECT_TRUE(console.field(QStringLiteral("bombs")).startsWith(QStringLiteral("1 of 1 clusters of three · ")));
}

// WW2 deals damage counters, and they lie face down as WW1's cards do.
TEST_F(ConsoleTest, AnotherPlayerSeesHowManyWw2DamageCounters) {
    const AircraftType& bf110 = *shippedData().aircraftType("bf110_c");
    AircraftState state = airplane("bf110_c");
    state.player = "Anna";
    state.damage = 5;
    state.damageCards = {"A:3", "B:2"};
    console.setAircraft(bf110, state, nullptr);
    console.setViewer(QStringLiteral("Ben"));
    EXPECT_EQ(console.field(QStringLiteral("structure")), QStringLiteral("2 damage counters"));
    EXPECT_TRUE(console.findChild<QLabel*>(QStringLiteral("structure"))
                    ->toolTip()
                    .startsWith(QStringLiteral("Damage counters")));
}

TEST_F(ConsoleTest, BadValuesDoNotBreakIt) {
    AircraftType broken;  // no structure, no weapons
    AircraftState state;
    state.damage = 50;
    state.history = {{99, CardKind::Straight, false, Direction::None, Speed::Fast}};
    console.setAircraft(broken, state, nullptr);
    EXPECT_EQ(console.damageFraction(), 0.0);
    EXPECT_EQ(console.field(QStringLiteral("flown")), QStringLiteral("99 (high)"));
    EXPECT_TRUE(console.field(QStringLiteral("decks")).contains(QStringLiteral("none")));
    test::paintWidget(console);
}

TEST_F(ConsoleTest, PaintsTheDamageBarAndTheChips) {
    console.setViewer(QStringLiteral("Anna"));
    const QImage image = test::paintWidget(console, QSize(340, 420));
    EXPECT_EQ(test::countNear(image, Qt::magenta, 30), 0);
    EXPECT_GT(test::countNear(image, QColor(0x5f, 0x9e, 0x4c), 10), 100);   // the green part of the bar (7 of 16)
    EXPECT_GT(test::countNear(image, QColor(0x5b, 0x8c, 0xd6), 10), 1000);  // the Entente stripe
    test::saveScreenshot(image, QStringLiteral("console"));
}

}  // namespace
}  // namespace jasta::app
