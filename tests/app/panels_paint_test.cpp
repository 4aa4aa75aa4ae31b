// Every panel and dialog of the game window is built and paints something
// other than its background (a crash or an empty widget fails here).

#include <gtest/gtest.h>

#include <QImage>
#include <QPushButton>

#include <set>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "play/choice_prompt.hpp"
#include "play/consoles_panel.hpp"
#include "play/event_log_dock.hpp"
#include "play/hand_off_screen.hpp"
#include "play/placement_panel.hpp"
#include "play/planning_panel.hpp"
#include "shell/new_game_dialog.hpp"
#include "teaching/tutorial_panel.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;

// How many different colours the picture has: a painted panel has text and
// frames, an empty one a handful of background shades.
std::size_t colours(const QImage& image) {
    std::set<QRgb> seen;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) seen.insert(image.pixel(x, y));
    return seen.size();
}

GameState duelState() {
    Rng rng(1);
    return newGame({shippedData(), RuleOptions::from(*shippedData().ruleset("ww1-standard"), shippedData().options)},
                   *shippedData().scenario("ww1_duel"), "ww1-standard", rng)
        .state;
}

TEST(PanelsPaint, EveryPanelAndDialogOfTheWindow) {
    const GameState state = duelState();
    const auto rules = RuleOptions::from(*shippedData().ruleset("ww1-standard"), shippedData().options);

    NewGameDialog dialog(shippedData());
    EXPECT_GT(colours(test::paintWidget(dialog, {900, 700})), 20u) << "new game";

    PlanningPanel planning;
    ASSERT_TRUE(planning.setAircraft(shippedData(), rules, *state.find("spad")));
    EXPECT_GT(colours(test::paintWidget(planning, {700, 600})), 20u) << "planning";

    ChoicePrompt prompt;
    prompt.ask("René Fonck can fire", "Turn 1, phase 1.",
               {{"Fire at Manfred von Richthofen", {}, {}}, {"Hold fire", {}, {}}});
    EXPECT_EQ(prompt.labels().size(), 2);
    // A new question replaces the buttons of the old one at once.
    prompt.ask("Tail?", "",
               {{"Tail Manfred von Richthofen", {}, {}}, {"No tail this turn", {}, {}}, {"Third", {}, {}}});
    int shown = 0;
    for (auto* button : prompt.findChildren<QPushButton*>()) shown += button->isVisibleTo(&prompt) ? 1 : 0;
    EXPECT_EQ(shown, 3);
    EXPECT_GT(colours(test::paintWidget(prompt, {400, 200})), 10u) << "choice";

    PlacementPanel placement;
    placement.setScenario(*shippedData().scenario("ww1_duel"));
    placement.select("albatros");
    EXPECT_EQ(placement.selected(), "albatros");
    EXPECT_GT(colours(test::paintWidget(placement, {400, 300})), 10u) << "placement";

    ConsolesPanel consoles;
    consoles.showGame(shippedData(), state);
    EXPECT_EQ(consoles.count(), 2);
    EXPECT_GT(colours(test::paintWidget(consoles, {320, 600})), 20u) << "consoles";

    QWidget window;
    window.resize(600, 400);
    HandOffScreen cover(&window);
    cover.showFor("Anna", QColor("#2f6fd0"), {"René Fonck"}, "Plan your three maneuvers");
    EXPECT_GT(colours(test::paintWidget(window, {600, 400})), 10u) << "hand-off";

    TutorialPanel tutorial;
    tutorial.setHeading("Flying the maneuver cards", "Step 3 of 6 · Point your guns at the Albatros", 3, 6);
    tutorial.setText(
        "Plan three cards so that the Albatros ends in your front arc (<a href=\"rule:FIRE-02\">FIRE-02</a>).");
    tutorial.setResult(TutorialPanel::Verdict::Failed, "<b>Not yet.</b><br>The Albatros is outside the front arc.");
    tutorial.setHint("Turn right early.");
    tutorial.setButtons(true, true, false);
    EXPECT_EQ(tutorial.verdict(), TutorialPanel::Verdict::Failed);
    EXPECT_EQ(tutorial.result(), "Not yet.\nThe Albatros is outside the front arc.");
    EXPECT_GT(colours(test::paintWidget(tutorial, {380, 520})), 20u) << "tutorial";

    EventLogDock log;
    log.setAircraft({{"spad", "René Fonck", "Player 1"}}, {});
    log.append(1, 0, {Event{ev::Turn{1}, "", {"MOV-01"}}});
    EXPECT_GT(colours(test::paintWidget(log, {600, 200})), 10u) << "log";
}

}  // namespace
}  // namespace jasta::app
