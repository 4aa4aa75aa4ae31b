// The hand-off screen covers the whole window with an opaque card naming
// the next player, and lets that player in only with a deliberate click or
// key (not a modifier, not the previous player's last click).

#include <gtest/gtest.h>

#include <QApplication>
#include <QKeyEvent>
#include <QLabel>

#include "app_test_support.hpp"
#include "play/hand_off_screen.hpp"
#include "widget_test_support.hpp"

namespace jasta::app {
namespace {

// A window full of something secret: bright green.
class SecretWindow : public QWidget {
public:
    SecretWindow() {
        setAutoFillBackground(true);
        QPalette colours = palette();
        colours.setColor(QPalette::Window, QColor(0, 255, 0));
        setPalette(colours);
        auto* plan = new QLabel(QStringLiteral("My plan: 17, 5, 2"), this);
        plan->setGeometry(10, 10, 200, 30);
        resize(800, 600);
    }
};

TEST(HandOffScreen, CoversTheWholeWindowOpaquely) {
    SecretWindow window;
    HandOffScreen cover(&window);
    EXPECT_TRUE(cover.isHidden());
    cover.showFor(QStringLiteral("Anna"), QColor(0xd0, 0x55, 0x4a),
                  {QStringLiteral("Fokker Dr.I"), QStringLiteral("Pfalz D.III")}, QStringLiteral("Plan your turn"));
    EXPECT_EQ(cover.geometry(), window.rect());
    EXPECT_EQ(cover.headline(), QStringLiteral("Pass to Anna"));
    EXPECT_EQ(cover.aircraft().size(), 2);
    window.resize(1000, 700);  // follows the window
    const QImage image = test::paintWidget(window, QSize(1000, 700));
    EXPECT_EQ(cover.geometry(), window.rect());
    EXPECT_EQ(test::countNear(image, QColor(0, 255, 0), 60), 0);            // nothing of the window shows
    EXPECT_EQ(test::countNear(image, Qt::magenta, 30), 0);                  // and nothing is left unpainted
    EXPECT_GT(test::countNear(image, QColor(0xd0, 0x55, 0x4a), 12), 1000);  // the player's colour
    test::saveScreenshot(image, QStringLiteral("hand_off"));
}

TEST(HandOffScreen, ReadyOnlyOnADeliberateClickOrKey) {
    SecretWindow window;
    HandOffScreen cover(&window);
    int ready = 0;
    QObject::connect(&cover, &HandOffScreen::ready, [&] { ++ready; });
    cover.setArmDelay(60'000);  // the previous player's click lands right away
    cover.showFor(QStringLiteral("Ben"), Qt::blue, {QStringLiteral("SPAD XIII")});
    test::click(&cover);
    test::pressKey(&cover, Qt::Key_Space, QStringLiteral(" "));
    EXPECT_EQ(ready, 0);
    EXPECT_FALSE(cover.isHidden());

    cover.setArmDelay(0);
    test::pressKey(&cover, Qt::Key_Shift);  // a modifier alone is not ready
    EXPECT_EQ(ready, 0);
    // Nor a shortcut (Ctrl+Z, Ctrl+S): the window's, whether it acts on it or not.
    for (const auto modifier : {Qt::ControlModifier, Qt::AltModifier, Qt::MetaModifier}) {
        QKeyEvent shortcut(QEvent::KeyPress, Qt::Key_Z, modifier);
        QApplication::sendEvent(&cover, &shortcut);
    }
    EXPECT_EQ(ready, 0);
    EXPECT_FALSE(cover.isHidden());
    test::pressKey(&cover, Qt::Key_Space, QStringLiteral(" "));
    EXPECT_EQ(ready, 1);
    EXPECT_TRUE(cover.isHidden());
    test::click(&cover);  // hidden: no second ready
    EXPECT_EQ(ready, 1);

    cover.showFor(QStringLiteral("Ben"), QColor(), {});  // no colour, no airplanes: still drawn
    test::click(&cover);
    EXPECT_EQ(ready, 2);
}

TEST(HandOffScreen, WithoutAParentItDoesNotCrash) {
    HandOffScreen cover(nullptr);
    cover.setArmDelay(0);
    cover.showFor(QString(), QColor(), {});
    const QImage image = test::paintWidget(cover, QSize(300, 200));
    EXPECT_EQ(test::countNear(image, Qt::magenta, 30), 0);
}

}  // namespace
}  // namespace jasta::app
