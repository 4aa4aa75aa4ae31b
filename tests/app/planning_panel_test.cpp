// The planning panel shows the airplane's whole deck, puts cards in the
// three slots by click, drag or typed number, and refuses what the rules
// refuse before the player confirms: the rule id and the reason stand under
// the slots and Confirm stays disabled. In reorder mode (tailing) only the
// cards from the given slot on may change places.

#include <gtest/gtest.h>

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "play/planning_panel.hpp"
#include "table/maneuver_card_view.hpp"
#include "widget_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::airplane;
using jasta::test::plan;
using jasta::test::presetRules;
using jasta::test::shippedData;

// SPAD XIII, deck A: 1-4 straight, 5/7/9 bank left, 6/8/10 bank right,
// 11/13 turn left, 12/14 turn right, 15/16 sideslips, 17 stall (steep),
// 18 Immelmann (steep), 19 climb (steep), 20 dive.
class PlanningPanelTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(panel.setAircraft(shippedData(), rules, spad));
        QObject::connect(&panel, &PlanningPanel::planChanged, [this](const Plan& p) { changes.push_back(p); });
        QObject::connect(&panel, &PlanningPanel::planConfirmed, [this](const Plan& p) { confirmed.push_back(p); });
    }
    QString refusal() const {
        auto* label = panel.findChild<QLabel*>(QStringLiteral("refusal"));
        return label != nullptr && !label->isHidden() ? label->text() : QString();
    }
    QString hint() const { return panel.findChild<QLabel*>(QStringLiteral("hint"))->text(); }
    std::vector<int> planned() const { return {panel.slotCard(1), panel.slotCard(2), panel.slotCard(3)}; }
    std::vector<int> slotWidgets() const {
        return {panel.slotWidget(1)->cardNumber(), panel.slotWidget(2)->cardNumber(),
                panel.slotWidget(3)->cardNumber()};
    }
    void lastFlown(std::initializer_list<int> numbers) {
        spad.history = jasta::test::flownCards(*shippedData().maneuverDeck(Era::Ww1, 'A'), numbers);
        ASSERT_TRUE(panel.setAircraft(shippedData(), rules, spad));
    }

    RuleOptions rules = presetRules("ww1-standard");
    AircraftState spad = airplane("spad_xiii");
    PlanningPanel panel;
    std::vector<Plan> changes;
    std::vector<Plan> confirmed;
};

TEST_F(PlanningPanelTest, ShowsTheWholeDeckAndThreeEmptySlots) {
    const ManeuverDeck& deck = *shippedData().maneuverDeck(Era::Ww1, 'A');
    EXPECT_EQ(panel.findChildren<ManeuverCardWidget*>().size(), static_cast<qsizetype>(deck.cards.size()));
    for (const ManeuverCard& card : deck.cards) {
        ASSERT_NE(panel.cardWidget(card.number), nullptr) << card.number;
        EXPECT_TRUE(panel.cardWidget(card.number)->isEnabled());
    }
    EXPECT_EQ(slotWidgets(), (std::vector<int>{0, 0, 0}));
    EXPECT_FALSE(panel.confirmButton()->isEnabled());
    EXPECT_TRUE(panel.findChild<QLabel*>(QStringLiteral("planTitle"))->text().contains(QStringLiteral("deck A")));
    EXPECT_TRUE(hint().contains(QStringLiteral("3 more")));
    EXPECT_TRUE(panel.declarationBox()->isHidden());             // ww1-standard declares nothing
    EXPECT_TRUE(panel.speedButton(1, Speed::Fast)->isHidden());  // WW1: no speed markers
}

TEST_F(PlanningPanelTest, ClickingCardsFillsTheSlotsInOrderAndClickingASlotEmptiesIt) {
    test::click(panel.cardWidget(5));
    test::click(panel.cardWidget(1));
    EXPECT_EQ(planned(), (std::vector<int>{5, 1, 0}));
    EXPECT_EQ(slotWidgets(), (std::vector<int>{5, 1, 0}));
    EXPECT_FALSE(panel.cardWidget(5)->isEnabled());  // a card is planned once (MOV-02)
    EXPECT_FALSE(panel.placeCard(5));
    EXPECT_TRUE(hint().contains(QStringLiteral("MOV-02")));
    test::click(panel.cardWidget(12));
    EXPECT_EQ(planned(), (std::vector<int>{5, 1, 12}));
    EXPECT_TRUE(panel.confirmButton()->isEnabled());
    EXPECT_EQ(refusal(), QString());

    test::click(panel.slotWidget(2));
    EXPECT_EQ(slotWidgets(), (std::vector<int>{5, 0, 12}));
    EXPECT_TRUE(panel.cardWidget(1)->isEnabled());
    EXPECT_FALSE(panel.confirmButton()->isEnabled());
    test::click(panel.cardWidget(3));  // the next card goes to the free slot
    EXPECT_EQ(planned(), (std::vector<int>{5, 3, 12}));
    ASSERT_FALSE(changes.empty());
    EXPECT_EQ(changes.back(), plan(5, 3, 12));
}

TEST_F(PlanningPanelTest, DroppingACardOnASlotPutsItThere) {
    QMimeData mime;
    mime.setData(kCardMimeType, "14");
    test::drop(panel.slotWidget(3), mime);
    EXPECT_EQ(slotWidgets(), (std::vector<int>{0, 0, 14}));
    mime.setData(kCardMimeType, "99");  // not in the deck
    test::drop(panel.slotWidget(1), mime);
    EXPECT_EQ(planned(), (std::vector<int>{0, 0, 14}));
    EXPECT_TRUE(hint().contains(QStringLiteral("no card 99")));
}

TEST_F(PlanningPanelTest, IllegalPlanIsRefusedWithTheRuleBeforeConfirming) {
    panel.placeCard(17);  // stall
    panel.placeCard(19);  // climb: two steep cards in a row
    EXPECT_EQ(panel.filledSlots(), 2);
    EXPECT_TRUE(refusal().contains(QStringLiteral("MOV-03"))) << refusal().toStdString();
    EXPECT_TRUE(refusal().contains(QStringLiteral("two steep maneuvers")));
    EXPECT_TRUE(panel.slotWidget(2)->isEnabled());
    panel.placeCard(1);
    EXPECT_TRUE(panel.isComplete());
    EXPECT_FALSE(panel.confirmButton()->isEnabled());
    test::click(panel.confirmButton());
    test::pressKey(&panel, Qt::Key_Return);
    EXPECT_TRUE(confirmed.empty());

    panel.clearSlot(2);
    panel.placeCard(2, 2);  // stall, straight, straight
    EXPECT_EQ(refusal(), QString());
    EXPECT_TRUE(panel.confirmButton()->isEnabled());
    test::pressKey(&panel, Qt::Key_Return);
    ASSERT_EQ(confirmed.size(), 1u);
    EXPECT_EQ(confirmed[0], plan(17, 2, 1));
}

TEST_F(PlanningPanelTest, LastTurnsCardsAndDamageCountAndWarnOnTheDeck) {
    lastFlown({1, 17});  // the last card of the previous turn was a stall
    EXPECT_TRUE(panel.findChild<QLabel*>(QStringLiteral("lastFlown"))->text().contains(QStringLiteral("17 Stall")));
    EXPECT_TRUE(panel.warningFor(19).startsWith(QStringLiteral("MOV-03")));
    EXPECT_TRUE(panel.cardWidget(19)->hasWarning());
    EXPECT_FALSE(panel.cardWidget(1)->hasWarning());
    panel.placeCard(19);
    EXPECT_TRUE(refusal().contains(QStringLiteral("previous turn")));

    spad.history.clear();
    spad.rudderJam = Direction::Left;  // DMG-05
    ASSERT_TRUE(panel.setAircraft(shippedData(), rules, spad));
    EXPECT_EQ(planned(), (std::vector<int>{0, 0, 0}));
    EXPECT_TRUE(panel.warningFor(5).startsWith(QStringLiteral("DMG-05")));
    EXPECT_TRUE(panel.warningFor(6).isEmpty());
    panel.setPlan(plan(1, 5, 2));
    EXPECT_TRUE(refusal().contains(QStringLiteral("DMG-05")));
    EXPECT_FALSE(panel.canConfirm());

    spad.rudderJam = Direction::None;
    spad.engineHits = 1;  // DMG-08: a stall every turn, known only with three cards
    ASSERT_TRUE(panel.setAircraft(shippedData(), rules, spad));
    panel.setPlan(plan(1, 5, 2));
    EXPECT_TRUE(refusal().contains(QStringLiteral("DMG-08")));
    panel.setPlan(plan(1, 17, 2));
    EXPECT_TRUE(panel.canConfirm());
}

TEST_F(PlanningPanelTest, KeyboardTypesCardNumbersAndEditsThePlan) {
    test::typeDigits(&panel, QStringLiteral("17"));  // no longer number starts with 17: taken at once
    test::typeDigits(&panel, QStringLiteral("5"));   // nor with 5
    EXPECT_EQ(planned(), (std::vector<int>{17, 5, 0}));
    test::typeDigits(&panel, QStringLiteral("1"));  // 1 or 10..19: waits
    EXPECT_EQ(panel.typedDigits(), QStringLiteral("1"));
    EXPECT_TRUE(hint().contains(QStringLiteral("Card number: 1")));
    test::pressKey(&panel, Qt::Key_Return);  // Enter takes the digits, it does not confirm yet
    EXPECT_EQ(planned(), (std::vector<int>{17, 5, 1}));
    EXPECT_TRUE(confirmed.empty());
    test::pressKey(&panel, Qt::Key_Backspace);
    EXPECT_EQ(planned(), (std::vector<int>{17, 5, 0}));

    panel.setTypingTimeout(5);
    test::typeDigits(&panel, QStringLiteral("2"));  // 2 or 20: the pause takes it
    QElapsedTimer waited;
    waited.start();
    while (panel.slotCard(3) == 0 && waited.elapsed() < 2000) QCoreApplication::processEvents();
    EXPECT_EQ(planned(), (std::vector<int>{17, 5, 2}));
    test::pressKey(&panel, Qt::Key_Return);
    ASSERT_EQ(confirmed.size(), 1u);
    EXPECT_EQ(confirmed[0], plan(17, 5, 2));

    test::pressKey(&panel, Qt::Key_Escape);
    EXPECT_EQ(planned(), (std::vector<int>{0, 0, 0}));
    test::typeDigits(&panel, QStringLiteral("1"));
    test::pressKey(&panel, Qt::Key_Backspace);  // takes back the digit, not a card
    EXPECT_EQ(panel.typedDigits(), QString());
    test::typeDigits(&panel, QStringLiteral("9"));
    test::typeDigits(&panel, QStringLiteral("9"));  // 99 is not in the deck
    EXPECT_EQ(planned(), (std::vector<int>{9, 0, 0}));
    EXPECT_TRUE(hint().contains(QStringLiteral("already")));  // the second 9 is card 9 again
}

TEST_F(PlanningPanelTest, Ww2SpeedMarkersPerSlot) {
    rules = presetRules("ww2-standard");
    AircraftState spitfire = airplane("spitfire_mk1");
    ASSERT_TRUE(panel.setAircraft(shippedData(), rules, spitfire));
    // Deck A (WW2): 14 stall (low only), 16 climb (low only), 17 dive (high only).
    panel.placeCard(14);
    EXPECT_EQ(panel.slotSpeed(1), Speed::Slow);
    EXPECT_FALSE(panel.speedButton(1, Speed::Fast)->isHidden());
    EXPECT_FALSE(panel.speedButton(1, Speed::Fast)->isEnabled());
    EXPECT_TRUE(panel.speedButton(1, Speed::Slow)->isChecked());
    EXPECT_FALSE(panel.setSlotSpeed(1, Speed::Fast));

    panel.clearPlan();
    panel.placeCard(16);  // climb: the next card is flown at low speed (SPD-03)
    panel.placeCard(4);
    EXPECT_EQ(panel.slotSpeed(2), Speed::Slow);  // the panel proposes the forced speed
    panel.placeCard(1);
    EXPECT_TRUE(panel.canConfirm()) << panel.refusalText().toStdString();
    EXPECT_EQ(panel.plan(), plan(16, 4, 1, Speed::Slow, Speed::Slow, panel.slotSpeed(3)));
}

// SPD-03/04: after a climb the next card is flown at low speed, after a dive
// at high speed, whatever its marker: the panel shows the forced speed with
// the rule, its buttons locked, and a plan with the other marker is legal.
TEST_F(PlanningPanelTest, Ww2ShowsTheSpeedAClimbOrADiveForces) {
    rules = presetRules("ww2-standard");
    ASSERT_TRUE(panel.setAircraft(shippedData(), rules, airplane("spitfire_mk1")));
    panel.setPlan(plan(16, 2, 17, Speed::Slow, Speed::Fast, Speed::Fast));  // climb, straight marked high, dive
    EXPECT_TRUE(panel.canConfirm()) << panel.refusalText().toStdString();
    EXPECT_EQ(panel.slotSpeed(2), Speed::Fast);                   // the marker as planned...
    EXPECT_TRUE(panel.speedButton(2, Speed::Slow)->isChecked());  // ...the speed it is flown at
    EXPECT_FALSE(panel.speedButton(2, Speed::Fast)->isChecked());
    EXPECT_FALSE(panel.speedButton(2, Speed::Fast)->isEnabled());
    EXPECT_FALSE(panel.speedButton(2, Speed::Slow)->isEnabled());
    EXPECT_TRUE(panel.speedButton(2, Speed::Slow)->toolTip().contains(QStringLiteral("SPD-03")));
    EXPECT_TRUE(panel.speedButton(3, Speed::Fast)->isEnabled());            // the dive after a straight: its own marker
    panel.setPlan(plan(16, 17, 2, Speed::Slow, Speed::Fast, Speed::Fast));  // a dive cannot be flown slow
    EXPECT_TRUE(refusal().contains(QStringLiteral("MOV-15"))) << refusal().toStdString();
    EXPECT_FALSE(panel.canConfirm());
}

TEST_F(PlanningPanelTest, OffersOnlyTheDeclarationsTheRulesAllow) {
    EXPECT_EQ(panel.offeredDeclarations(), std::vector<Declaration>{Declaration::None});
    EXPECT_FALSE(panel.setDeclaration(Declaration::GentleLoss));
    rules.gentleAltitudeLoss = true;
    rules.aceManoeuvres = AceManoeuvres::AllPilots;
    ASSERT_TRUE(panel.setAircraft(shippedData(), rules, spad));
    EXPECT_EQ(panel.offeredDeclarations(),
              (std::vector<Declaration>{Declaration::None, Declaration::GentleLoss, Declaration::HistoricalImmelmann}));
    EXPECT_FALSE(panel.declarationBox()->isHidden());
    EXPECT_EQ(panel.declarationBox()->count(), 3);
    panel.setPlan(plan(1, 11, 2));
    ASSERT_TRUE(panel.setDeclaration(Declaration::GentleLoss));
    EXPECT_TRUE(refusal().contains(QStringLiteral("CPX-07")));  // a turn is not a simple maneuver
    EXPECT_EQ(panel.declarationBox()->currentData().toInt(), static_cast<int>(Declaration::GentleLoss));
    panel.setPlan(plan(1, 5, 2));
    panel.setDeclaration(Declaration::GentleLoss);
    EXPECT_TRUE(panel.canConfirm()) << panel.refusalText().toStdString();
    EXPECT_EQ(panel.plan().declaration, Declaration::GentleLoss);
}

TEST_F(PlanningPanelTest, ReorderModeOnlyPermutesTheOpenSlots) {
    const ManeuverCard& revealed = *shippedData().maneuverDeck(Era::Ww1, 'C')->card(3);
    panel.startReorder(plan(1, 5, 17), 1, revealed, QStringLiteral("Rote Kampf"));
    EXPECT_EQ(panel.mode(), PlanningPanel::Mode::Reorder);
    auto* reveal = panel.findChild<QLabel*>(QStringLiteral("revealLabel"));
    EXPECT_TRUE(reveal->text().contains(QStringLiteral("Rote Kampf")));
    EXPECT_TRUE(reveal->text().contains(QStringLiteral("TAIL-03")));
    EXPECT_TRUE(panel.canConfirm());      // the order as planned is allowed
    EXPECT_FALSE(panel.placeCard(2, 9));  // no new cards

    test::click(panel.slotWidget(1));
    EXPECT_TRUE(panel.slotWidget(1)->isPicked());
    test::click(panel.slotWidget(3));  // swap 1 and 3
    EXPECT_EQ(planned(), (std::vector<int>{17, 5, 1}));
    test::pressKey(&panel, Qt::Key_Return);
    ASSERT_EQ(confirmed.size(), 1u);
    EXPECT_EQ(confirmed[0], plan(17, 5, 1));
    test::pressKey(&panel, Qt::Key_Escape);  // back to the order as planned
    EXPECT_EQ(planned(), (std::vector<int>{1, 5, 17}));

    // TAIL-04: after the first phase only the two last cards may move.
    panel.startReorder(plan(17, 1, 19), 2, revealed, QStringLiteral("Rote Kampf"));
    EXPECT_TRUE(panel.slotWidget(1)->isLocked());
    EXPECT_FALSE(panel.swapSlots(1, 2));
    QMimeData mime;
    mime.setData("application/x-jasta-plan-slot", "3");
    test::drop(panel.slotWidget(2), mime);  // drag slot 3 onto slot 2
    EXPECT_EQ(planned(), (std::vector<int>{17, 19, 1}));
    EXPECT_TRUE(refusal().contains(QStringLiteral("MOV-03")));  // stall, climb: refused like any plan
    EXPECT_FALSE(panel.confirmButton()->isEnabled());
}

TEST(PlanningPanelBadInput, UnknownAirplaneShowsWhyAndPlansNothing) {
    PlanningPanel panel;
    AircraftState ghost = airplane("spad_xiii");
    ghost.type = "no_such_type";
    EXPECT_FALSE(panel.setAircraft(shippedData(), presetRules("ww1-standard"), ghost));
    EXPECT_FALSE(panel.hasAircraft());
    EXPECT_TRUE(panel.hintText().contains(QStringLiteral("no_such_type")));
    EXPECT_FALSE(panel.placeCard(1));
    EXPECT_FALSE(panel.confirm());
    EXPECT_EQ(panel.slotCard(0), 0);
    EXPECT_EQ(panel.slotCard(4), 0);
    EXPECT_EQ(panel.slotWidget(7), nullptr);
    panel.clearSlot(9);
    panel.removeLastCard();
    test::typeDigits(&panel, QStringLiteral("12"));
    test::pressKey(&panel, Qt::Key_Return);
    EXPECT_EQ(panel.filledSlots(), 0);
}

TEST_F(PlanningPanelTest, PaintsTheDeckAndTheRefusal) {
    panel.setPlan(plan(17, 19, 0));
    const QImage image = test::paintWidget(panel, QSize(760, 700));
    // The dark panel shows, the cards' paper shows, the refusal's red shows.
    EXPECT_GT(test::countNear(image, QColor(0x3a, 0x3f, 0x44), 10), 20000);
    EXPECT_GT(test::countNear(image, QColor(0xf8, 0xf4, 0xe9), 12), 20000);
    EXPECT_GT(test::countNear(image, QColor(0xb3, 0x26, 0x1e), 40), 100);
    test::saveScreenshot(image, QStringLiteral("planning"));
}

// WX-09 / WX-10: caught by surprise, the empty slots are blanks: one card
// completes the plan, a second one is refused before it is laid.
TEST_F(PlanningPanelTest, ACaughtAirplaneLaysOneCardAndItsEmptySlotsAreBlanks) {
    spad.surprisedBy = "WX-10";
    ASSERT_TRUE(panel.setAircraft(shippedData(), rules, spad));
    EXPECT_TRUE(panel.surprised());
    EXPECT_TRUE(hint().startsWith(QStringLiteral("Caught by surprise (WX-10)"))) << hint().toStdString();
    EXPECT_FALSE(panel.confirmButton()->isEnabled());
    EXPECT_TRUE(panel.blankButton()->isHidden()) << "the blanks come by themselves";
    ASSERT_TRUE(panel.placeCard(3, 5));  // bank left in phase 3
    EXPECT_TRUE(panel.confirmButton()->isEnabled()) << refusal().toStdString();
    EXPECT_FALSE(panel.placeCard(1)) << "one card a turn";
    EXPECT_TRUE(hint().contains(QStringLiteral("flies one card this turn")));
    // Dropped on another slot anyway, the rules say why.
    ASSERT_TRUE(panel.placeCard(1, 1));
    EXPECT_FALSE(panel.confirmButton()->isEnabled());
    EXPECT_TRUE(refusal().contains(QStringLiteral("just one manoeuvre card"))) << refusal().toStdString();
    panel.clearSlot(1);
    panel.clearSlot(3);
    ASSERT_TRUE(panel.placeCard(2, 18));
    EXPECT_TRUE(refusal().contains(QStringLiteral("neither an Immelmann nor a Split-S"))) << refusal().toStdString();
    panel.clearSlot(2);
    ASSERT_TRUE(panel.placeCard(2, 1));
    ASSERT_TRUE(panel.confirm());
    ASSERT_EQ(confirmed.size(), 1u);
    EXPECT_EQ(confirmed.back().cards[0], PlannedCard{});
    EXPECT_EQ(confirmed.back().cards[1].number, 1);
    EXPECT_EQ(confirmed.back().cards[2], PlannedCard{});
}

// WX-02: in the WW2 cloud cover the Blank button lays a blank of the
// player's own, which parts a high-speed card from a low-speed one.
TEST_F(PlanningPanelTest, InTheWw2CoverTheBlankButtonPartsTwoSpeeds) {
    RuleOptions ww2 = presetRules("ww2-standard");
    ww2.cloudCover = CloudCover::S004;
    AircraftState spitfire = airplane("spitfire_mk1", {450, 450, 0}, 5);
    spitfire.inCloud = true;
    spitfire.cloud = CloudStay{spitfire.pose, {}};
    ASSERT_TRUE(panel.setAircraft(shippedData(), ww2, spitfire));
    EXPECT_FALSE(panel.surprised());
    ASSERT_TRUE(panel.blankButton()->isVisibleTo(&panel));
    ASSERT_TRUE(panel.placeCard(1));
    ASSERT_TRUE(panel.setSlotSpeed(1, Speed::Fast));
    ASSERT_TRUE(panel.placeCard(2));
    ASSERT_TRUE(panel.setSlotSpeed(2, Speed::Slow));
    ASSERT_TRUE(panel.placeCard(3));
    ASSERT_TRUE(panel.setSlotSpeed(3, Speed::Slow));
    EXPECT_FALSE(panel.confirmButton()->isEnabled());
    EXPECT_TRUE(refusal().contains(QStringLiteral("WX-02"))) << refusal().toStdString();
    // Slot 2 becomes a blank: high, blank, low.
    panel.clearSlot(2);
    test::click(panel.blankButton());
    EXPECT_TRUE(panel.confirmButton()->isEnabled()) << refusal().toStdString();
    EXPECT_EQ(panel.filledSlots(), 3);
    panel.resize(panel.sizeHint());
    test::saveScreenshot(panel.grab().toImage(), QStringLiteral("planning_ww2_cover"));
    ASSERT_TRUE(panel.confirm());
    EXPECT_TRUE(confirmed.back().cards[1].blank());
    EXPECT_EQ(confirmed.back().cards[2].speed, Speed::Slow);
    // Out of the cover there is no blank to lay.
    ASSERT_TRUE(panel.setAircraft(shippedData(), ww2, airplane("spitfire_mk1", {450, 450, 0}, 2)));
    EXPECT_FALSE(panel.blankButton()->isVisibleTo(&panel));
    EXPECT_FALSE(panel.placeCard(kBlankCard));
}

}  // namespace
}  // namespace jasta::app
