// The maneuver card drawing: the arrow follows the card's move, in the
// card's printed colour, with the steep and altitude marks, and the widget
// reports clicks only when it may be chosen.

#include <gtest/gtest.h>

#include <QPainter>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "table/maneuver_card_view.hpp"
#include "table/panel_style.hpp"
#include "widget_test_support.hpp"

namespace jasta::app {
namespace {

const ManeuverDeck& deck(Era era, char letter) {
    const ManeuverDeck* found = jasta::test::shippedData().maneuverDeck(era, letter);
    if (found == nullptr) throw std::runtime_error("deck missing");
    return *found;
}

QImage paintCard(const ManeuverCard& card, const CardLook& look = {}, QSize size = {140, 200}) {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    paintManeuverCard(painter, QRectF(QPointF(0, 0), QSizeF(size)), card, look);
    return image;
}

TEST(ManeuverCardView, ArrowFollowsTheMoveAndOpensTheImmelmannLoop) {
    const ManeuverDeck& a = deck(Era::Ww1, 'A');
    const CardMove& straight = *a.card(1)->move(Speed::Normal);
    const QPainterPath line = arrowCentreLine(straight);
    EXPECT_EQ(QPointF(line.elementAt(line.elementCount() - 1)), QPointF(straight.dx, straight.dy));
    const CardMove& bank = *a.card(5)->move(Speed::Normal);  // bank left
    const QPainterPath bankLine = arrowCentreLine(bank);
    EXPECT_EQ(QPointF(bankLine.elementAt(bankLine.elementCount() - 1)), QPointF(bank.dx, bank.dy));
    EXPECT_LT(bank.dx, 0);

    // The Immelmann goes up and comes back: the way back is drawn beside the way up.
    const CardMove& immelmann = *a.card(18)->move(Speed::Normal);
    const QPainterPath loop = arrowCentreLine(immelmann);
    const QPointF end = loop.elementAt(loop.elementCount() - 1);
    EXPECT_NEAR(end.y(), immelmann.dy, 1e-9);
    EXPECT_GT(end.x(), 5.0);                                     // beside, to the right
    EXPECT_GT(loop.boundingRect().bottom(), immelmann.dy + 10);  // it climbs past its end first
}

TEST(ManeuverCardView, DeckFrameHoldsEveryArrowAroundTheStart) {
    for (const ManeuverDeck* d : {&deck(Era::Ww1, 'A'), &deck(Era::Ww2, 'A')}) {
        const QRectF frame = deckFrameMm(*d);
        EXPECT_NEAR(frame.left(), -frame.right(), 1e-9);  // the arrow starts in the middle
        for (const ManeuverCard& card : d->cards)
            for (Speed speed : {Speed::Normal, Speed::Fast, Speed::Slow})
                if (const CardMove* move = card.move(speed)) {
                    const QRectF bounds = arrowCentreLine(*move).boundingRect();  // may be 0 wide
                    EXPECT_TRUE(frame.contains(bounds.topLeft()) && frame.contains(bounds.bottomRight()))
                        << card.number;
                    EXPECT_TRUE(cardFrameMm(card).contains(QPointF(move->dx, move->dy))) << card.number;
                }
    }
}

TEST(ManeuverCardView, PaintsTheArrowInTheCardsColour) {
    const ManeuverDeck& a = deck(Era::Ww1, 'A');
    const QColor blue = style::arrowColour(ArrowColour::Blue);
    const QColor red = style::arrowColour(ArrowColour::Red);
    ASSERT_EQ(a.card(1)->arrowColour, ArrowColour::Blue);
    ASSERT_EQ(a.card(19)->arrowColour, ArrowColour::Red);

    const QImage straight = paintCard(*a.card(1));
    EXPECT_GT(test::countNear(straight, blue, 30), 200);
    EXPECT_EQ(test::countNear(straight, red, 30), 0);
    // The straight's arrow runs up the middle of the card.
    EXPECT_LT(test::colourDistance(test::meanColour(straight, QPoint(70, 100), 1), blue), 60);

    const QImage climb = paintCard(*a.card(19));
    EXPECT_GT(test::countNear(climb, red, 30), 50);
    EXPECT_EQ(test::countNear(climb, blue, 30), 0);
}

TEST(ManeuverCardView, StatesShowInTheBorderAndTheInk) {
    const ManeuverCard& bank = *deck(Era::Ww1, 'A').card(5);
    const QColor gold = style::selectionColour();
    EXPECT_EQ(test::countNear(paintCard(bank), gold, 20), 0);
    CardLook selected;
    selected.selected = true;
    EXPECT_GT(test::countNear(paintCard(bank, selected), gold, 20), 300);

    CardLook disabled;
    disabled.disabled = true;
    EXPECT_EQ(test::countNear(paintCard(bank, disabled), style::arrowColour(ArrowColour::Blue), 40), 0);  // greyed

    CardLook warning;
    warning.warning = true;
    EXPECT_GT(test::countNear(paintCard(bank, warning), style::refusalColour(), 20), 100);
}

TEST(ManeuverCardView, Ww2CardDimsTheSpeedNotPlanned) {
    const ManeuverCard& bank = *deck(Era::Ww2, 'A').card(4);
    ASSERT_TRUE(bank.hasSpeed(Speed::Fast) && bank.hasSpeed(Speed::Slow));
    const QColor blue = style::arrowColour(ArrowColour::Blue);
    const int both = test::countNear(paintCard(bank), blue, 30);
    CardLook slowOnly;
    slowOnly.speed = Speed::Slow;
    EXPECT_LT(test::countNear(paintCard(bank, slowOnly), blue, 30), both);  // the high-speed arrow fades
}

TEST(ManeuverCardView, WidgetClicksOnlyWhenItMayBeChosen) {
    ManeuverCardWidget widget(*deck(Era::Ww1, 'A').card(12));
    widget.resize(widget.sizeHint());
    EXPECT_EQ(widget.heightForWidth(70), 100);
    std::vector<int> clicked;
    QObject::connect(&widget, &ManeuverCardWidget::clicked, [&](int number) { clicked.push_back(number); });
    test::click(&widget);
    EXPECT_EQ(clicked, std::vector<int>{12});
    widget.setEnabled(false);
    test::click(&widget);
    EXPECT_EQ(clicked, std::vector<int>{12});
    widget.setEnabled(true);
    widget.setWarning(QStringLiteral("MOV-03: two steep maneuvers"));
    EXPECT_TRUE(widget.hasWarning());
    EXPECT_TRUE(widget.toolTip().contains(QStringLiteral("MOV-03")));
    EXPECT_TRUE(widget.toolTip().contains(QStringLiteral("Turn right (12)")));
    widget.setWarning({});
    EXPECT_FALSE(widget.toolTip().contains(QStringLiteral("MOV-03")));
}

TEST(ManeuverCardView, BadCardsPaintWithoutCrashing) {
    ManeuverCard empty;  // no moves at all
    empty.number = 99;
    ManeuverCard oddPath;
    oddPath.moves[static_cast<std::size_t>(Speed::Normal)] = CardMove{0, 0, 0, {{0, 0}, {0, 0}, {0, 0}}};
    for (const ManeuverCard* card : {&empty, &oddPath}) {
        EXPECT_TRUE(cardFrameMm(*card).isValid());
        const QImage image = paintCard(*card, {}, {7, 10});
        EXPECT_FALSE(image.isNull());
        QImage canvas(40, 40, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&canvas);
        paintManeuverCard(painter, QRectF(), *card);  // an empty rect paints nothing
    }
}

}  // namespace
}  // namespace jasta::app
