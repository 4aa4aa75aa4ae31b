// The New game dialog offers the era's airplanes and rule sets, lists every
// rule option of the catalogue under More rules with the preset's value,
// marks what the players change and hands it over as a rule set, refuses
// set-ups that cannot be played with the reason on the message line, and
// produces the players' scenario.

#include <gtest/gtest.h>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <algorithm>
#include <set>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "jasta/base/rng.hpp"
#include "jasta/game/scenario_edit.hpp"
#include "shell/new_game_dialog.hpp"
#include "widget_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;

class NewGameDialogTest : public ::testing::Test {
protected:
    QString message() const { return dialog.findChild<QLabel*>(QStringLiteral("message"))->text(); }

    NewGameDialog dialog{shippedData()};
};

TEST_F(NewGameDialogTest, StartsWithAPlayableDuel) {
    EXPECT_EQ(dialog.era(), Era::Ww1);
    EXPECT_EQ(dialog.ruleSetId(), QStringLiteral("ww1-standard"));
    EXPECT_EQ(dialog.playerCount(), 2);
    EXPECT_EQ(dialog.placement(), NewGameDialog::Placement::RandomEdges);
    EXPECT_TRUE(dialog.okButton()->isEnabled()) << message().toStdString();
    EXPECT_TRUE(message().startsWith(QStringLiteral("Ready"))) << message().toStdString();
    const GameSetup setup = dialog.setup();
    EXPECT_EQ(setup.tableWidth, 900);
    EXPECT_EQ(setup.tableHeight, 900);
    ASSERT_EQ(setup.players.size(), 2u);
    EXPECT_NE(setup.players[0].side, setup.players[1].side);
    EXPECT_NE(setup.players[0].colour, setup.players[1].colour);
    EXPECT_EQ(setup.players[0].airplanes.size(), 1u);
}

TEST_F(NewGameDialogTest, SwitchingTheEraFiltersAirplanesRuleSetsAndSides) {
    const auto eraOfAll = [&](const QStringList& ids, Era era) {
        for (const QString& id : ids)
            if (shippedData().aircraftType(id.toStdString())->era != era) return false;
        return !ids.isEmpty();
    };
    EXPECT_TRUE(eraOfAll(dialog.airplaneChoices(0), Era::Ww1));
    EXPECT_TRUE(dialog.airplaneChoices(0).contains(QStringLiteral("spad_xiii")));
    // The player's own side comes first.
    EXPECT_EQ(shippedData().aircraftType(dialog.airplaneChoices(1).front().toStdString())->side, Side::Central);

    dialog.setEra(Era::Ww2);
    EXPECT_TRUE(eraOfAll(dialog.airplaneChoices(0), Era::Ww2));
    EXPECT_FALSE(dialog.airplaneChoices(0).contains(QStringLiteral("spad_xiii")));
    EXPECT_TRUE(dialog.ruleSetId().startsWith(QStringLiteral("ww2-"))) << dialog.ruleSetId().toStdString();
    EXPECT_FALSE(dialog.setRuleSetId(QStringLiteral("ww1-basic")));
    const GameSetup setup = dialog.setup();
    EXPECT_EQ(setup.players[0].side, Side::Allies);
    EXPECT_EQ(setup.players[1].side, Side::Axis);
    for (const auto& player : setup.players)
        for (const auto& airplane : player.airplanes)
            EXPECT_EQ(shippedData().aircraftType(airplane.type)->era, Era::Ww2) << airplane.type;
    EXPECT_TRUE(dialog.okButton()->isEnabled()) << message().toStdString();
    EXPECT_TRUE(dialog.airplaneCard(0, 0).contains(QStringLiteral("fuel"))) << dialog.airplaneCard(0, 0).toStdString();
}

TEST_F(NewGameDialogTest, TheCardShowsDeckDamageStructureAndClimb) {
    ASSERT_TRUE(dialog.setPlayerAirplanes(0, {{"spad_xiii", ""}}));
    const AircraftType& spad = *shippedData().aircraftType("spad_xiii");
    const QString card = dialog.airplaneCard(0, 0);
    EXPECT_TRUE(card.contains(QStringLiteral("deck %1").arg(QChar(spad.maneuverDeck)))) << card.toStdString();
    EXPECT_TRUE(card.contains(QStringLiteral("damage %1").arg(QChar(spad.weapons.front().damageDeck))));
    EXPECT_TRUE(card.contains(QStringLiteral("structure %1").arg(spad.structure.value)));
    EXPECT_TRUE(card.contains(QStringLiteral("climb %1").arg(spad.climbRate.value)));
    EXPECT_TRUE(card.contains(QString::fromStdString(spad.nation)));
    EXPECT_FALSE(dialog.setPlayerAirplanes(0, {{"spitfire_mk1", ""}}));  // not a WW1 airplane
}

TEST_F(NewGameDialogTest, EveryPlayedOptionIsUnderMoreRulesWithThePresetValue) {
    const auto& catalog = shippedData().options;
    const auto played = std::count_if(catalog.options.begin(), catalog.options.end(),
                                      [](const RuleOption& option) { return option.played; });
    ASSERT_LT(played, static_cast<std::ptrdiff_t>(catalog.options.size())) << "the data has options not played yet";
    ASSERT_EQ(dialog.optionKeys().size(), static_cast<qsizetype>(played));
    const RuleSet& standard = *shippedData().ruleset("ww1-standard");
    for (const RuleOption& option : catalog.options) {
        const QString key = QString::fromStdString(option.key);
        if (!option.played) {
            // A switch that would change nothing is not offered (cloud cover, bomb power, ...).
            EXPECT_FALSE(dialog.optionKeys().contains(key)) << option.key;
            continue;
        }
        EXPECT_TRUE(dialog.optionKeys().contains(key)) << option.key;
        EXPECT_EQ(dialog.optionValue(key).toStdString(), standard.value(catalog, option.key)) << option.key;
        EXPECT_FALSE(dialog.isOptionChanged(key)) << option.key;
    }
    // Each row shows the title, the ids and the explanation; the values explain themselves in tooltips.
    const auto rows = dialog.findChildren<QFrame*>(QStringLiteral("ruleOption"));
    ASSERT_EQ(rows.size(), static_cast<qsizetype>(played));
    const QFrame* first = rows.front();
    const RuleOption& option = catalog.options.front();
    EXPECT_EQ(first->findChild<QLabel*>(QStringLiteral("optionTitle"))->text().toStdString(), option.title);
    const QString ids = first->findChild<QLabel*>(QStringLiteral("optionIds"))->text();
    EXPECT_TRUE(ids.contains(QString::fromStdString(option.conflict.value_or("")))) << ids.toStdString();
    EXPECT_TRUE(ids.contains(QString::fromStdString(option.rules.front())));
    EXPECT_EQ(first->findChild<QLabel*>(QStringLiteral("optionExplanation"))->text().toStdString(), option.explanation);
    auto* values = first->findChild<QComboBox*>(QStringLiteral("optionValue"));
    // Values not played yet are not offered either.
    ASSERT_EQ(values->count(), std::count_if(option.values.begin(), option.values.end(),
                                             [](const RuleOptionValue& value) { return value.played; }));
    EXPECT_EQ(values->itemData(0, Qt::ToolTipRole).toString().toStdString(), option.values[0].explanation);

    // The filter finds options by rule id.
    auto* filter = dialog.findChild<QLineEdit*>(QStringLiteral("optionFilter"));
    filter->setText(QStringLiteral("CONF-22"));
    int shown = 0;
    for (const QFrame* row : rows) shown += row->isHidden() ? 0 : 1;
    EXPECT_GE(shown, 1);
    EXPECT_LT(shown, rows.size());
}

TEST_F(NewGameDialogTest, AChangedOptionIsMarkedAndEndsInTheRuleSet) {
    const QString key = QStringLiteral("max_altitude");
    ASSERT_TRUE(dialog.setOptionValue(key, QStringLiteral("unlimited")));
    EXPECT_TRUE(dialog.isOptionChanged(key));
    const auto rows = dialog.findChildren<QFrame*>(QStringLiteral("ruleOption"));
    const auto row = std::find_if(rows.begin(), rows.end(), [&](QFrame* r) { return r->property("key") == key; });
    ASSERT_NE(row, rows.end());
    EXPECT_TRUE((*row)->findChild<QLabel*>(QStringLiteral("optionTitle"))->font().bold());
    auto* reset = (*row)->findChild<QToolButton*>(QStringLiteral("resetOption"));
    EXPECT_FALSE(reset->isHidden());
    EXPECT_TRUE(
        dialog.findChild<QTabWidget*>(QStringLiteral("pages"))->tabText(1).contains(QStringLiteral("1 changed")));

    const RuleSet rules = dialog.ruleSet();
    EXPECT_EQ(rules.id, "ww1-standard+custom");
    EXPECT_EQ(RuleOptions::from(rules, shippedData().options).maxAltitude, MaxAltitude::Unlimited);
    EXPECT_EQ(dialog.setup().ruleChanges, (RuleChanges{{"max_altitude", "unlimited"}}));

    // A change survives another rules level, and Reset takes it back.
    ASSERT_TRUE(dialog.setRuleSetId(QStringLiteral("ww1-advanced")));
    EXPECT_EQ(dialog.optionValue(key), QStringLiteral("unlimited"));
    test::click(reset);
    EXPECT_FALSE(dialog.isOptionChanged(key));
    EXPECT_TRUE(reset->isHidden());
    EXPECT_EQ(dialog.ruleSet().id, "ww1-advanced");

    // Choosing the preset's own value is no change.
    const std::string presetValue = shippedData().ruleset("ww1-advanced")->value(shippedData().options, "max_altitude");
    ASSERT_TRUE(dialog.setOptionValue(key, QString::fromStdString(presetValue)));
    EXPECT_FALSE(dialog.isOptionChanged(key));
}

TEST_F(NewGameDialogTest, OkIsDisabledWithTheReasonWhenASideHasNoAirplanes) {
    dialog.setPlayerSide(1, Side::Entente);
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    EXPECT_TRUE(message().contains(QStringLiteral("Central Powers have no airplanes"))) << message().toStdString();
    dialog.setPlayerSide(1, Side::Central);
    EXPECT_TRUE(dialog.okButton()->isEnabled());

    dialog.setPlayerName(1, QStringLiteral("player 1"));  // as the first, but for the case
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    EXPECT_TRUE(message().contains(QStringLiteral("Two players are called"))) << message().toStdString();
    dialog.setPlayerName(1, QStringLiteral("Bert"));
    EXPECT_TRUE(dialog.okButton()->isEnabled());

    // Twelve bases with their gaps do not fit along 90 cm less the margins.
    ASSERT_TRUE(dialog.setPlayerAirplanes(0, std::vector<SetupAirplane>(12, {"spad_xiii", ""})));
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    EXPECT_TRUE(message().contains(QStringLiteral("bigger table"))) << message().toStdString();
}

TEST_F(NewGameDialogTest, PlayersComeAndGoBetweenTwoAndEight) {
    EXPECT_FALSE(dialog.removePlayer(0));  // not below two
    for (int i = 0; i < 10; ++i) dialog.addPlayer();
    EXPECT_EQ(dialog.playerCount(), NewGameDialog::kMaxPlayers);
    EXPECT_FALSE(dialog.findChild<QPushButton*>(QStringLiteral("addPlayer"))->isEnabled());
    const GameSetup full = dialog.setup();
    std::set<std::string> colours, names;
    for (const auto& player : full.players) {
        colours.insert(player.colour);
        names.insert(player.name);
    }
    EXPECT_EQ(colours.size(), 8u);  // distinct default colours
    EXPECT_EQ(names.size(), 8u);
    EXPECT_TRUE(dialog.removePlayer(7));
    EXPECT_EQ(dialog.playerCount(), 7);
    EXPECT_TRUE(dialog.findChild<QPushButton*>(QStringLiteral("addPlayer"))->isEnabled());
}

TEST_F(NewGameDialogTest, TheScenarioHasTheChosenAirplanesWithThePlayersNames) {
    dialog.setPlayerName(0, QStringLiteral("Anna"));
    dialog.setPlayerName(1, QStringLiteral("Bert"));
    ASSERT_TRUE(dialog.setPlayerAirplanes(0, {{"spad_xiii", "René Fonck"}, {"sopwith_camel", ""}}));
    ASSERT_TRUE(dialog.setPlayerAirplanes(1, {{"fokker_dr1", ""}}));
    dialog.setTableSize(1200, 900);
    ASSERT_TRUE(dialog.okButton()->isEnabled()) << message().toStdString();
    Rng rng(9);
    const Scenario scenario = dialog.scenario(rng);
    EXPECT_EQ(scenario.tableWidth, 1200);
    ASSERT_EQ(scenario.aircraft.size(), 3u);
    EXPECT_EQ(scenario.aircraft[0].id, "anna_1");
    EXPECT_EQ(scenario.aircraft[0].type, "spad_xiii");
    EXPECT_EQ(scenario.aircraft[0].name, "René Fonck");
    EXPECT_EQ(scenario.aircraft[0].player, "Anna");
    EXPECT_EQ(scenario.aircraft[1].type, "sopwith_camel");
    EXPECT_EQ(scenario.aircraft[1].player, "Anna");
    EXPECT_EQ(scenario.aircraft[2].id, "bert_1");
    EXPECT_EQ(scenario.aircraft[2].type, "fokker_dr1");
    EXPECT_EQ(scenario.aircraft[2].player, "Bert");
    EXPECT_FALSE(dialog.scenarioFile().has_value());
}

TEST_F(NewGameDialogTest, AScenarioOfTheDataCanBeChosenInstead) {
    dialog.setPlacement(NewGameDialog::Placement::ScenarioFile);
    ASSERT_TRUE(dialog.selectScenario(QStringLiteral("ww1_furball")));
    EXPECT_EQ(dialog.ruleSetId(), QStringLiteral("ww1-advanced"));  // the scenario's rules
    EXPECT_TRUE(dialog.okButton()->isEnabled()) << message().toStdString();
    ASSERT_TRUE(dialog.scenarioFile().has_value());
    EXPECT_EQ(dialog.scenarioFile()->filename(), "ww1_furball.json");
    Rng rng(1);
    EXPECT_EQ(dialog.scenario(rng).id, "ww1_furball");
    EXPECT_FALSE(dialog.selectScenario(QStringLiteral("ww2_channel")));  // another era's
    EXPECT_FALSE(dialog.addScenarioFile("/no/such/scenario.json"));
    EXPECT_TRUE(message().contains(QStringLiteral("no such file"))) << message().toStdString();
}

// A scenario made for some rule options (Scenario::ruleChanges) brings them;
// the player may still change them, and another scenario takes them away.
TEST_F(NewGameDialogTest, AScenarioBringsTheRuleChangesItIsMadeFor) {
    dialog.setPlacement(NewGameDialog::Placement::ScenarioFile);
    ASSERT_TRUE(dialog.selectScenario(QStringLiteral("ww1_cloud_ambush")));
    EXPECT_EQ(dialog.ruleSetId(), QStringLiteral("ww1-standard"));
    EXPECT_EQ(dialog.optionValue(QStringLiteral("cloud_cover")), QStringLiteral("s003_layer"));
    EXPECT_TRUE(dialog.isOptionChanged(QStringLiteral("cloud_cover")));
    EXPECT_EQ(RuleOptions::from(dialog.ruleSet(), shippedData().options).cloudCover, CloudCover::S003Layer);
    ASSERT_TRUE(dialog.selectScenario(QStringLiteral("ww1_vosges_valley")));
    EXPECT_EQ(dialog.optionValue(QStringLiteral("cloud_cover")), QStringLiteral("off")) << "not that scenario's";
    // A change of the player's own stays.
    ASSERT_TRUE(dialog.setOptionValue(QStringLiteral("cloud_cover"), QStringLiteral("s003_layer")));
    ASSERT_TRUE(dialog.selectScenario(QStringLiteral("ww1_cloud_ambush")));
    ASSERT_TRUE(dialog.selectScenario(QStringLiteral("ww1_vosges_valley")));
    EXPECT_EQ(dialog.optionValue(QStringLiteral("cloud_cover")), QStringLiteral("s003_layer"));
}

// A random set-up may be played as a game mode (issue 17): the goal brings
// the seeds' table for the pilots and the mode's rule options, lays the
// airplanes out as the mode does, and is remembered; back to the plain goal,
// the mode's options go.
TEST_F(NewGameDialogTest, ARandomSetUpCanBeAGameMode) {
    QSettings().remove(QStringLiteral("newGame"));
    auto* goal = dialog.findChild<QComboBox*>(QStringLiteral("gameMode"));
    ASSERT_NE(goal, nullptr);
    EXPECT_FALSE(dialog.gameMode().has_value());
    dialog.addPlayer();
    dialog.addPlayer();
    for (int i = 0; i < 4; ++i) dialog.setPlayerSide(i, Side::Entente);  // every pilot for himself
    dialog.setGameMode(GameModeKind::Deathmatch);
    EXPECT_EQ(goal->currentText().toStdString(), "DeathMatch: every pilot for himself");
    EXPECT_EQ(dialog.setup().tableWidth, 1000);
    EXPECT_EQ(dialog.setup().tableHeight, 1000);
    EXPECT_EQ(dialog.optionValue(QStringLiteral("ammunition")), QStringLiteral("shot_counter"));
    EXPECT_EQ(dialog.optionValue(QStringLiteral("explosion_handling")), QStringLiteral("removed"));
    EXPECT_TRUE(dialog.isOptionChanged(QStringLiteral("remove_plain_zero_cards")));
    EXPECT_EQ(RuleOptions::from(dialog.ruleSet(), shippedData().options).ammunition, Ammunition::ShotCounter);
    ASSERT_TRUE(dialog.okButton()->isEnabled()) << message().toStdString();
    EXPECT_EQ(message(), QStringLiteral("Ready: DeathMatch, 4 pilots on a 100 × 100 cm table."));
    test::saveScreenshot(test::paintWidget(dialog, QSize(1180, 620)), QStringLiteral("new_game_deathmatch"));
    Rng rng(5);
    const Scenario scenario = dialog.scenario(rng);
    ASSERT_TRUE(scenario.mode.has_value());
    EXPECT_EQ(scenario.mode->kind, GameModeKind::Deathmatch);
    EXPECT_EQ(scenario.mode->ammoMarkers.size(), 4u);
    ASSERT_EQ(scenario.aircraft.size(), 4u);
    const double halfRuler = eraRulerMm(shippedData(), Era::Ww1) / 2;
    for (const auto& airplane : scenario.aircraft)
        EXPECT_DOUBLE_EQ(std::min({airplane.x, airplane.y, 1000 - airplane.x, 1000 - airplane.y}), halfRuler);

    // Remembered with the set-up.
    dialog.rememberSetup();
    NewGameDialog next(shippedData());
    ASSERT_TRUE(next.restoreLastSetup());
    EXPECT_EQ(next.gameMode(), std::optional(GameModeKind::Deathmatch));
    EXPECT_EQ(next.setup().tableWidth, 1000);
    EXPECT_EQ(next.optionValue(QStringLiteral("ammunition")), QStringLiteral("shot_counter"));
    QSettings().remove(QStringLiteral("newGame"));

    // A fifth pilot: the seeds' table grows to 150 x 150 cm; one fewer, back to 100 x 100.
    dialog.addPlayer();
    EXPECT_EQ(dialog.setup().tableWidth, 1500);
    EXPECT_EQ(dialog.setup().tableHeight, 1500);
    ASSERT_TRUE(dialog.removePlayer(4));
    EXPECT_EQ(dialog.setup().tableWidth, 1000);
    // A table the players chose stays theirs.
    dialog.setTableSize(1200, 1200);
    dialog.addPlayer();
    EXPECT_EQ(dialog.setup().tableWidth, 1200);
    ASSERT_TRUE(dialog.removePlayer(4));

    // A team mode needs two teams: the reason is on the message line.
    dialog.setGameMode(GameModeKind::CaptureTheFlag);
    EXPECT_EQ(dialog.setup().tableWidth, 1500);
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    EXPECT_TRUE(message().contains(QStringLiteral("have no airplanes"))) << message().toStdString();
    dialog.setPlayerSide(1, Side::Central);
    EXPECT_TRUE(dialog.okButton()->isEnabled()) << message().toStdString();

    // The plain goal again: the mode's options go, a scenario file decides its own goal.
    dialog.setGameMode(std::nullopt);
    EXPECT_EQ(dialog.optionValue(QStringLiteral("ammunition")), QStringLiteral("off"));
    EXPECT_FALSE(dialog.isOptionChanged(QStringLiteral("explosion_handling")));
    EXPECT_FALSE(dialog.setup().mode.has_value());
    dialog.setPlacement(NewGameDialog::Placement::ScenarioFile);
    EXPECT_FALSE(goal->isEnabled());
}

TEST_F(NewGameDialogTest, PaintsBothPages) {
    dialog.setPlayerName(0, QStringLiteral("Anna"));
    dialog.setPlayerName(1, QStringLiteral("Bert"));
    dialog.addPlayer();
    dialog.setPlayerName(2, QStringLiteral("Cleo"));
    ASSERT_TRUE(dialog.setPlayerAirplanes(0, {{"spad_xiii", "René Fonck"}, {"sopwith_camel", ""}}));
    dialog.setTableSize(1200, 900);
    dialog.setOptionValue(QStringLiteral("overlap_shape"), QStringLiteral("card"));
    dialog.setOptionValue(QStringLiteral("floor_rule"), QStringLiteral("crash_below_1"));
    const QImage image = test::paintWidget(dialog, QSize(1180, 620));
    EXPECT_FALSE(image.isNull());
    EXPECT_LT(test::countNear(image, Qt::magenta, 10), image.width() * image.height() / 100);  // painted all over
    // Player 1's colour stripe shows.
    EXPECT_GT(test::countNear(image, QColor(QString::fromStdString(dialog.setup().players[0].colour)), 20), 100);
    test::saveScreenshot(image, QStringLiteral("new_game"));
    dialog.showPage(1);
    test::saveScreenshot(test::paintWidget(dialog, QSize(1180, 620)), QStringLiteral("new_game_rules"));
}

// --- Defaults, the last set-up, room (issue 15) ----------------------------------

TEST_F(NewGameDialogTest, EachEraStartsWithItsSidesOwnFighters) {
    const auto typeOf = [&](int player) {
        return shippedData().aircraftType(dialog.setup().players[static_cast<std::size_t>(player)].airplanes[0].type);
    };
    dialog.setEra(Era::Ww2);
    ASSERT_EQ(dialog.setup().players[1].side, Side::Axis);
    EXPECT_EQ(typeOf(1)->side, Side::Axis) << "a WW2 Axis player starts in an Axis airplane, not a Defiant";
    EXPECT_EQ(typeOf(1)->id, "bf109_e");
    EXPECT_EQ(typeOf(0)->id, "spitfire_mk1");
    EXPECT_EQ(dialog.setup().tableWidth, 1200) << "WW2 airplanes fly further: a bigger table";
    EXPECT_EQ(dialog.setup().tableHeight, 900);
    // A second airplane is the side's next fighter, not a bomber.
    dialog.setEra(Era::Ww1);
    EXPECT_EQ(typeOf(0)->side, Side::Entente);
    EXPECT_EQ(typeOf(1)->side, Side::Central);
    for (int player : {0, 1}) {
        EXPECT_EQ(typeOf(player)->crew, 1) << typeOf(player)->id;
        EXPECT_FALSE(typeOf(player)->multiEngine) << typeOf(player)->id;
    }
    EXPECT_EQ(dialog.setup().tableWidth, 900);
    // A player who changes side flies that side's airplane.
    dialog.setPlayerSide(1, Side::Entente);
    EXPECT_EQ(typeOf(1)->side, Side::Entente);
    // A table the players chose stays when the era changes.
    dialog.setTableSize(1500, 900);
    dialog.setEra(Era::Ww2);
    EXPECT_EQ(dialog.setup().tableWidth, 1500);
}

TEST_F(NewGameDialogTest, RemembersTheLastSetUp) {
    QSettings().remove(QStringLiteral("newGame"));
    {
        NewGameDialog fresh(shippedData());
        EXPECT_FALSE(fresh.restoreLastSetup()) << "nothing remembered yet";
    }
    dialog.setEra(Era::Ww2);
    ASSERT_TRUE(dialog.setRuleSetId(QStringLiteral("ww2-advanced")));
    dialog.addPlayer();
    dialog.setPlayerName(0, QStringLiteral("Anna"));
    dialog.setPlayerName(1, QStringLiteral("Bert"));
    dialog.setPlayerName(2, QStringLiteral("Cleo"));
    dialog.setPlayerColour(2, QColor(QStringLiteral("#123456")));
    ASSERT_TRUE(dialog.setPlayerAirplanes(0, {{"hurricane_mk1", "Sailor"}, {"spitfire_mk1", ""}}));
    ASSERT_TRUE(dialog.setOptionValue(QStringLiteral("max_altitude"), QStringLiteral("unlimited")));
    dialog.setTableSize(1500, 900);
    ASSERT_TRUE(dialog.okButton()->isEnabled()) << message().toStdString();
    dialog.rememberSetup();

    NewGameDialog next(shippedData());
    ASSERT_TRUE(next.restoreLastSetup());
    const GameSetup was = dialog.setup();
    const GameSetup now = next.setup();
    EXPECT_EQ(now.era, Era::Ww2);
    EXPECT_EQ(now.ruleset, "ww2-advanced");
    EXPECT_EQ(now.ruleChanges, was.ruleChanges);
    EXPECT_EQ(now.tableWidth, 1500);
    ASSERT_EQ(now.players.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(now.players[i].name, was.players[i].name);
        EXPECT_EQ(now.players[i].side, was.players[i].side);
        EXPECT_EQ(now.players[i].colour, was.players[i].colour);
        ASSERT_EQ(now.players[i].airplanes.size(), was.players[i].airplanes.size());
        for (std::size_t j = 0; j < now.players[i].airplanes.size(); ++j) {
            EXPECT_EQ(now.players[i].airplanes[j].type, was.players[i].airplanes[j].type);
            EXPECT_EQ(now.players[i].airplanes[j].name, was.players[i].airplanes[j].name);
        }
    }
    EXPECT_TRUE(next.okButton()->isEnabled());

    // A scenario chosen last time is chosen again, with the rules the players chose for it.
    next.setPlacement(NewGameDialog::Placement::ScenarioFile);
    next.setEra(Era::Ww1);
    ASSERT_TRUE(next.selectScenario(QStringLiteral("ww1_furball")));
    ASSERT_TRUE(next.setRuleSetId(QStringLiteral("ww1-basic")));
    next.rememberSetup();
    NewGameDialog third(shippedData());
    ASSERT_TRUE(third.restoreLastSetup());
    EXPECT_EQ(third.placement(), NewGameDialog::Placement::ScenarioFile);
    ASSERT_TRUE(third.scenarioFile().has_value());
    EXPECT_EQ(third.scenarioFile()->filename(), "ww1_furball.json");
    EXPECT_EQ(third.ruleSetId(), QStringLiteral("ww1-basic"));
    QSettings().remove(QStringLiteral("newGame"));
}

// Who flies (issue 18): a computer pilot per player, an airplane that flies
// itself, both carried into the game and remembered with the set-up.
TEST_F(NewGameDialogTest, WhoFliesGoesIntoTheGameAndIsRemembered) {
    QSettings().remove(QStringLiteral("newGame"));
    EXPECT_EQ(dialog.seatPlayers(), QStringList({QStringLiteral("Player 1"), QStringLiteral("Player 2")}));
    EXPECT_TRUE(dialog.computerPlayers().empty()) << "every player a person by default";
    EXPECT_FALSE(dialog.setSeat(QStringLiteral("Player 2"), QStringLiteral("autonomous"))) << "not a seat";
    ASSERT_TRUE(dialog.setSeat(QStringLiteral("Player 2"), QStringLiteral("greedy")));
    ASSERT_TRUE(dialog.setPlayerAirplanes(0, {{"sopwith_camel", ""}, {"spad_xiii", "Wingman"}}));
    ASSERT_EQ(dialog.seatAirplaneCount(), 3);
    EXPECT_EQ(dialog.seatAirplaneName(1), QStringLiteral("Wingman"));
    dialog.setAutonomous(1, true);
    ASSERT_EQ(dialog.computerPlayers().size(), 1u);
    EXPECT_EQ(dialog.computerPlayers().front().player, "Player 2");
    EXPECT_EQ(dialog.computerPlayers().front().pilot, "greedy");

    Rng rng(5);
    const Scenario made = dialog.scenario(rng);
    ASSERT_EQ(made.aircraft.size(), 3u);
    int autonomous = 0;
    for (const auto& placed : made.aircraft) {
        if (!placed.autonomous) continue;
        ++autonomous;
        EXPECT_EQ(placed.name, "Wingman");
        EXPECT_TRUE(placed.player.empty()) << "nobody's airplane";
    }
    EXPECT_EQ(autonomous, 1);

    dialog.rememberSetup();
    NewGameDialog next(shippedData());
    ASSERT_TRUE(next.restoreLastSetup());
    EXPECT_EQ(next.seatOf(QStringLiteral("Player 2")), QStringLiteral("greedy"));
    EXPECT_TRUE(next.isAutonomous(1));
    EXPECT_FALSE(next.isAutonomous(0));
    QSettings().remove(QStringLiteral("newGame"));
}

// 1366 × 768 less a task bar: the dialog fits, and four players show whole
// without scrolling.
TEST_F(NewGameDialogTest, IsRoomyOnALaptopScreen) {
    const QSize laptop(1366, 728);
    const QSize size = NewGameDialog::roomySize(laptop);
    EXPECT_LE(size.width(), laptop.width());
    EXPECT_LE(size.height(), laptop.height() - 28) << "room for the title bar";
    EXPECT_GE(size.width(), 1100);
    EXPECT_GE(size.height(), 640);
    const QSize needed = dialog.minimumSizeHint();
    EXPECT_LE(needed.width(), size.width());
    EXPECT_LE(needed.height(), size.height());

    dialog.addPlayer();
    dialog.addPlayer();
    test::paintWidget(dialog, size);
    const auto rows = dialog.findChildren<QFrame*>(QStringLiteral("playerRow"));
    ASSERT_EQ(rows.size(), 4);
    auto* scroll = rows.front()->parentWidget()->parentWidget();  // the list, in the scroll area's viewport
    ASSERT_NE(scroll, nullptr);
    for (const QFrame* row : rows) {
        const QRect onViewport(row->mapTo(scroll, QPoint(0, 0)), row->size());
        EXPECT_TRUE(scroll->rect().contains(onViewport)) << "a player row is cut off: " << onViewport.y() << "+"
                                                         << onViewport.height() << " of " << scroll->height();
    }
    test::saveScreenshot(test::paintWidget(dialog, size), QStringLiteral("new_game_1366x768"));
}

// A scenario file with several mistakes: the message lists every one.
TEST_F(NewGameDialogTest, EveryProblemOfAScenarioFileIsListed) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("broken.json"));
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(R"({"format_version": 1, "id": "broken", "name": "Broken", "era": "ww1", "ruleset": "ww1-standard",
        "table": {"width_mm": 900, "height_mm": 900},
        "aircraft": [
          {"id": "a", "type": "spad_xiii", "side": "entente", "x": 100, "y": 100, "heading": 0, "altitude": 2, "colour": "red"},
          {"id": "b", "type": "albatros_d3", "side": "nowhere", "x": 800, "y": 800, "heading": 180, "altitude": 2},
          {"id": "c", "type": "albatros_d3", "side": "central", "x": 500, "y": 800, "heading": 180, "altitude": 99},
          {"id": "d", "type": "zeppelin_l59", "side": "central", "x": 300, "y": 800, "heading": 180, "altitude": 2}
        ]})");
    out.close();
    EXPECT_FALSE(dialog.addScenarioFile(file.toStdString()));
    const QString shown = message();
    for (const char* pointer : {"/aircraft/0/colour", "/aircraft/1/side", "/aircraft/2/altitude", "/aircraft/3/type"})
        EXPECT_TRUE(shown.contains(QString::fromLatin1(pointer))) << pointer << " in " << shown.toStdString();
}

}  // namespace
}  // namespace jasta::app
