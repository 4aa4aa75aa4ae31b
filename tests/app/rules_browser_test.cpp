// The rules browser and the rule links (issue 7): F1 opens the browser, every
// rule the game names is a link to its page, the log names each rule with its
// title and sentence, the planning refusal links its rule, and the rule
// options of the game on the table are marked in force.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeWidget>
#include <set>

#include "app_test_support.hpp"
#include "flying_fixture.hpp"
#include "play/choice_prompt.hpp"
#include "play/event_log_dock.hpp"
#include "play/planning_panel.hpp"
#include "play/play_flow.hpp"
#include "play/rule_book.hpp"
#include "shell/main_window.hpp"
#include "teaching/rules_browser.hpp"
#include "widget_test_support.hpp"

namespace jasta::app {
namespace {

using jasta::test::shippedData;

struct RulesBrowserTest : ::testing::Test {
    MainWindow window{shippedData(), JASTA_TEST_DATA_DIR, JASTA_TEST_ASSETS_DIR};

    void SetUp() override {
        window.resize(1400, 900);
        window.show();
        test::settle();
    }
    RulesBrowser* browser() const { return window.rulesBrowser(); }
    QString page() const { return browser()->page()->toPlainText(); }
    const RuleText& rule(const char* id) const {
        const RuleText* text = window.ruleBook()->catalog().find(id);
        if (text == nullptr) throw std::runtime_error(std::string("no text for ") + id);
        return *text;
    }
};

TEST_F(RulesBrowserTest, F1OpensTheBrowserOnTheFirstRule) {
    // A tab behind the game log until asked for.
    EXPECT_TRUE(browser()->visibleRegion().isEmpty());
    const int logHeight = window.findChild<EventLogDock*>()->height();
    auto* action = window.findChild<QAction*>(QStringLiteral("actionRules"));
    ASSERT_NE(action, nullptr);
    EXPECT_EQ(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    action->trigger();
    test::settle();
    EXPECT_FALSE(browser()->visibleRegion().isEmpty());
    EXPECT_GT(browser()->height(), logHeight);  // taller than the log was, to read in
    EXPECT_EQ(browser()->currentRule(), QStringLiteral("MOV-01"));
    EXPECT_TRUE(page().contains(QString::fromStdString(rule("MOV-01").title)));
    EXPECT_TRUE(page().contains(QString::fromStdString(rule("MOV-01").summary)));
}

TEST_F(RulesBrowserTest, EveryRuleAndEveryRuleOptionHasAPageAndARowInTheList) {
    const RuleBook& book = *window.ruleBook();
    std::set<QString> rows;
    QTreeWidget* tree = browser()->tree();
    for (int s = 0; s < tree->topLevelItemCount(); ++s)
        for (int r = 0; r < tree->topLevelItem(s)->childCount(); ++r)
            rows.insert(tree->topLevelItem(s)->child(r)->text(0).section(QLatin1Char(' '), 0, 0));
    std::vector<QString> ids;
    for (const auto& [id, text] : book.catalog().rules) ids.push_back(QString::fromStdString(id));
    for (const RuleOption& option : book.options().options)
        if (option.conflict) ids.push_back(QString::fromStdString(*option.conflict));
    ASSERT_GT(ids.size(), 200u);
    for (const QString& id : ids) {
        EXPECT_TRUE(rows.count(id)) << id.toStdString() << " has no row in the list";
        browser()->showRule(id);
        EXPECT_TRUE(page().startsWith(id + QStringLiteral(" — ") + book.title(id))) << page().toStdString();
        EXPECT_FALSE(page().contains(QStringLiteral("There is no page"))) << id.toStdString();
    }
}

// Issue 14: the page says whether Jasta plays the rule, from the data, and
// a played rule names the tests that prove it; the list greys the others.
TEST_F(RulesBrowserTest, EachRuleSaysWhetherJastaPlaysItAndWhatProvesIt) {
    const RuleText& steep = rule("MOV-03");
    ASSERT_TRUE(steep.played);
    ASSERT_GE(steep.tests.size(), 2u);
    browser()->showRule(QStringLiteral("MOV-03"));
    QString text = page();
    EXPECT_TRUE(
        text.contains(QStringLiteral("Base rule · ✔ Played by Jasta — proved by %1 tests").arg(steep.tests.size())))
        << text.toStdString();
    QStringList tests;
    for (const std::string& test : steep.tests) tests << QString::fromStdString(test);
    EXPECT_TRUE(text.contains(QStringLiteral("Tests that prove it: ") + tests.join(QStringLiteral(", "))))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("Not played yet")));

    const RuleText& loop = rule("CPX-04");
    ASSERT_FALSE(loop.played);
    browser()->showRule(QStringLiteral("CPX-04"));
    text = page();
    EXPECT_TRUE(text.contains(QStringLiteral("Optional rule · Not played yet"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("Played by Jasta")));
    EXPECT_FALSE(text.contains(QStringLiteral("Tests that prove it")));

    // In the list: the same words in the tooltip, and the row greyed.
    const QTreeWidgetItem* played = nullptr;
    const QTreeWidgetItem* notPlayed = nullptr;
    QTreeWidget* tree = browser()->tree();
    for (int s = 0; s < tree->topLevelItemCount(); ++s)
        for (int r = 0; r < tree->topLevelItem(s)->childCount(); ++r) {
            const QTreeWidgetItem* leaf = tree->topLevelItem(s)->child(r);
            if (leaf->text(0).startsWith(QStringLiteral("MOV-03 "))) played = leaf;
            if (leaf->text(0).startsWith(QStringLiteral("CPX-04 "))) notPlayed = leaf;
        }
    ASSERT_NE(played, nullptr);
    ASSERT_NE(notPlayed, nullptr);
    EXPECT_FALSE(played->toolTip(0).contains(QStringLiteral("Not played yet")));
    EXPECT_TRUE(notPlayed->toolTip(0).endsWith(QStringLiteral("\nNot played yet.")))
        << notPlayed->toolTip(0).toStdString();
    EXPECT_NE(played->foreground(0).color(), notPlayed->foreground(0).color());
}

TEST_F(RulesBrowserTest, SearchKeepsOnlyMatchingRulesAndLinksNavigateWithBack) {
    browser()->searchField()->setText(QStringLiteral("MOV-03"));
    int shown = 0;
    QTreeWidget* tree = browser()->tree();
    for (int s = 0; s < tree->topLevelItemCount(); ++s)
        for (int r = 0; r < tree->topLevelItem(s)->childCount(); ++r)
            shown += tree->topLevelItem(s)->child(r)->isHidden() ? 0 : 1;
    EXPECT_GE(shown, 1);
    EXPECT_LT(shown, 10);

    // A CONF page links the rules it changes; following one and going back.
    browser()->showRule(QStringLiteral("CONF-03"));
    const QString html = browser()->page()->toHtml();
    const QString firstLink = QStringLiteral("rule:");
    ASSERT_TRUE(html.contains(firstLink));
    emit browser()->page()->anchorClicked(QUrl(QStringLiteral("rule:MOV-03")));
    EXPECT_EQ(browser()->currentRule(), QStringLiteral("MOV-03"));
    test::click(browser()->findChild<QToolButton*>(QStringLiteral("rulesBack")));
    EXPECT_EQ(browser()->currentRule(), QStringLiteral("CONF-03"));
}

TEST_F(RulesBrowserTest, TheOptionsOfTheGameOnTheTableAreMarkedInForce) {
    const RuleSet* standard = shippedData().ruleset("ww1-standard");
    ASSERT_NE(standard, nullptr);
    ASSERT_TRUE(window.startGame(*shippedData().scenario("ww1_duel"), *standard, 7));
    test::settle();
    // MOV-03 is changed by steep_after_steep; the value in force is marked, the others not.
    browser()->showRule(QStringLiteral("MOV-03"));
    const QString inForce = window.ruleBook()->valueInForce("steep_after_steep");
    ASSERT_FALSE(inForce.isEmpty());
    const RuleOption* option = shippedData().options.option("steep_after_steep");
    ASSERT_NE(option, nullptr);
    ASSERT_NE(option->value(inForce.toStdString()), nullptr);
    const QString text = page();
    for (const RuleOptionValue& value : option->values)
        EXPECT_EQ(text.contains(QStringLiteral("✔ ") + QString::fromStdString(value.label + ":")),
                  value.id == inForce.toStdString())
            << value.id << "\n"
            << text.toStdString();
}

TEST_F(RulesBrowserTest, TheLogNamesEachRuleAndOpensItOnClick) {
    EventLogDock* log = window.findChild<EventLogDock*>();
    ASSERT_NE(log, nullptr);
    Event event;
    event.data = ev::Move{};
    event.rules = {"MOV-06", "MOV-03"};
    log->append(1, 1, {event});
    test::settle();
    const QModelIndex rules = log->view()->model()->index(log->view()->model()->rowCount() - 1, EventLogModel::Rules);
    const QString tip = rules.data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("MOV-06 — ") + QString::fromStdString(rule("MOV-06").title) +
                             QStringLiteral(": ") + QString::fromStdString(rule("MOV-06").summary)))
        << tip.toStdString();
    log->view()->setCurrentIndex(rules);
    test::settle();
    QLabel* details = log->ruleDetails();
    ASSERT_TRUE(details->isVisible());
    EXPECT_TRUE(details->text().contains(QStringLiteral("href=\"rule:MOV-03\"")));
    EXPECT_TRUE(details->text().contains(QString::fromStdString(rule("MOV-03").title).toHtmlEscaped()));
    emit details->linkActivated(QStringLiteral("rule:MOV-03"));
    test::settle();
    EXPECT_FALSE(browser()->visibleRegion().isEmpty());
    EXPECT_EQ(browser()->currentRule(), QStringLiteral("MOV-03"));
    emit log->view()->doubleClicked(rules);
    EXPECT_EQ(browser()->currentRule(), QStringLiteral("MOV-06"));
}

TEST_F(RulesBrowserTest, APlanningRefusalLinksItsRule) {
    PlanningPanel* panel = window.findChild<PlanningPanel*>();
    ASSERT_NE(panel, nullptr);
    const auto spad = jasta::test::airplane("spad_xiii");
    ASSERT_TRUE(panel->setAircraft(shippedData(), jasta::test::presetRules("ww1-standard"), spad));
    panel->placeCard(17);  // stall
    panel->placeCard(19);  // climb: two steep cards in a row
    auto* refusal = panel->findChild<QLabel*>(QStringLiteral("refusal"));
    ASSERT_NE(refusal, nullptr);
    EXPECT_TRUE(refusal->text().contains(QStringLiteral("href=\"rule:MOV-03\""))) << refusal->text().toStdString();
    EXPECT_TRUE(refusal->text().contains(QString::fromStdString(rule("MOV-03").title).toHtmlEscaped()));
    emit refusal->linkActivated(QStringLiteral("rule:MOV-03"));
    test::settle();
    EXPECT_EQ(browser()->currentRule(), QStringLiteral("MOV-03"));
}

TEST_F(RulesBrowserTest, AChoiceNamesItsRuleUnderItsButton) {
    ChoicePrompt* prompt = window.findChild<ChoicePrompt*>();
    ASSERT_NE(prompt, nullptr);
    prompt->ask(QStringLiteral("Fire?"), QString(),
                {{QStringLiteral("Hold fire"), QStringLiteral("FIRE-20: you may always hold."), [] {}},
                 {QStringLiteral("Fire"), QString(), [] {}}});
    ASSERT_EQ(prompt->explanationLines().size(), 1);
    EXPECT_EQ(prompt->explanationLines().front(),
              QStringLiteral("<a href=\"rule:FIRE-20\">FIRE-20</a>: you may always hold."));
    auto* line = prompt->findChild<QLabel*>(QStringLiteral("choiceExplanation"));
    ASSERT_NE(line, nullptr);
    emit line->linkActivated(QStringLiteral("rule:FIRE-20"));
    EXPECT_EQ(browser()->currentRule(), QStringLiteral("FIRE-20"));
    prompt->clear();
    EXPECT_TRUE(prompt->explanationLines().isEmpty());
}

TEST(RuleBookLinks, OnlyKnownWholeIdsBecomeLinks) {
    RulesCatalog catalog;
    RuleText steep;
    steep.id = "MOV-03";
    steep.title = "No steep twice";
    steep.summary = "Never two steep cards in a row.";
    steep.paragraphs = {"x"};
    steep.status = "base";
    steep.sources = {"S002"};
    steep.prefix = "MOV";
    catalog.rules["MOV-03"] = steep;
    RuleBook book(std::move(catalog), shippedData().options);
    EXPECT_EQ(book.linkify(QStringLiteral("Refused <MOV-03>, not MOV-031 nor MOV-99.")),
              QStringLiteral("Refused &lt;<a href=\"rule:MOV-03\">MOV-03</a>&gt;, not MOV-031 nor MOV-99."));
    EXPECT_EQ(book.describe(QStringLiteral("MOV-03")),
              QStringLiteral("MOV-03 — No steep twice: Never two steep cards in a row."));
    EXPECT_EQ(RuleBook::idFromLink(QStringLiteral("rule:FIRE-03")), QStringLiteral("FIRE-03"));
    EXPECT_EQ(RuleBook::idFromLink(QStringLiteral("http://example.com")), QString());
}

}  // namespace
}  // namespace jasta::app

namespace jasta::app {
namespace {

// JASTA_SCREENSHOTS=1 app_tests: the window with the rules browser open on a
// rule the planning panel just refused, its option in force marked.
TEST_F(RulesBrowserTest, Screenshot) {
    if (qEnvironmentVariableIsEmpty("JASTA_SCREENSHOTS")) GTEST_SKIP() << "JASTA_SCREENSHOTS is not set";
    window.resize(1600, 1000);
    window.flow()->setHandOffs(false);
    ASSERT_TRUE(window.startGame(*shippedData().scenario("ww1_duel"), *shippedData().ruleset("ww1-standard"), 2026));
    for (int i = 0; i < 50; ++i) QApplication::processEvents();
    PlanningPanel* panel = window.findChild<PlanningPanel*>();
    panel->placeCard(17);
    panel->placeCard(19);
    auto* refusal = panel->findChild<QLabel*>(QStringLiteral("refusal"));
    emit refusal->linkActivated(QStringLiteral("rule:MOV-03"));
    for (int i = 0; i < 50; ++i) QApplication::processEvents();
    test::saveScreenshot(window.grab().toImage(), "rules_browser");
}

}  // namespace
}  // namespace jasta::app
