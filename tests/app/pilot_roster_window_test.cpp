// The Pilots window (issue 19) as a player uses it: a pilot added, named and
// given a behaviour and skills, the rules he must keep shown as he is
// edited, every edit undone and redone, the roster saved and read back, a
// roster that breaks a rule refused, and a broken file kept beside the new
// one (docs/screenshots/pilot_roster.png).

#include <gtest/gtest.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include "app_test_support.hpp"
#include "shell/pilot_roster_window.hpp"

namespace jasta::app {
namespace {

struct PilotRosterWindowTest : ::testing::Test {
    QTemporaryDir folder;
    std::filesystem::path file() const { return folder.filePath(QStringLiteral("roster.json")).toStdString(); }
};

TEST_F(PilotRosterWindowTest, APilotIsCreatedEditedUndoneAndSaved) {
    ASSERT_TRUE(folder.isValid());
    PilotRosterWindow window(file());
    EXPECT_FALSE(window.fileWasBroken()) << "no file yet: an empty roster";
    EXPECT_TRUE(window.roster().pilots.empty());
    window.addPilot();
    ASSERT_EQ(window.roster().pilots.size(), 1U);
    EXPECT_EQ(window.selectedIndex(), 0);
    EXPECT_EQ(window.rankLabel()->text(),
              QStringLiteral("<b>Novice</b> · 0 of 1 skills earned chosen · 1 still to choose"));

    window.nameEdit()->setText(QStringLiteral("Jean Navarre"));
    emit window.nameEdit()->textEdited(window.nameEdit()->text());
    window.behaviourBox()->setCurrentIndex(window.behaviourBox()->findData(static_cast<int>(Behaviour::Artist)));
    emit window.behaviourBox()->activated(window.behaviourBox()->currentIndex());
    EXPECT_EQ(window.roster().pilots[0].behaviour, Behaviour::Artist);
    // PIL-17: an Artist starts with a piloting skill; a shooting one is a problem shown at once.
    window.skillBox(Skill::VeryGoodShot)->setChecked(true);
    EXPECT_TRUE(window.problemsLabel()->text().contains(QStringLiteral("starts with a piloting skill")))
        << window.problemsLabel()->text().toStdString();
    EXPECT_FALSE(window.save()) << "a roster that breaks a rule is not saved";
    EXPECT_TRUE(window.statusLabel()->text().contains(QStringLiteral("Jean Navarre: an Artist starts with a piloting")))
        << window.statusLabel()->text().toStdString();
    window.undoStack()->undo();
    EXPECT_TRUE(window.roster().pilots[0].skills.empty());
    window.skillBox(Skill::Genius)->setChecked(true);
    EXPECT_TRUE(window.problemsLabel()->text().isEmpty()) << window.problemsLabel()->text().toStdString();

    // PIL-12: a Daredevil may never learn an evasion skill: its boxes are shut.
    window.behaviourBox()->setCurrentIndex(window.behaviourBox()->findData(static_cast<int>(Behaviour::Daredevil)));
    emit window.behaviourBox()->activated(window.behaviourBox()->currentIndex());
    EXPECT_FALSE(window.skillBox(Skill::Viper)->isEnabled());
    window.undoStack()->undo();
    EXPECT_TRUE(window.skillBox(Skill::Viper)->isEnabled());
    // PIL-11's Knight would carry no handgun; the Artist may.
    EXPECT_TRUE(window.itemBox(Item::Handgun)->isEnabled());
    window.itemBox(Item::Parachute)->setValue(1);
    window.killsBox()->setValue(5);
    EXPECT_TRUE(window.rankLabel()->text().startsWith(QStringLiteral("<b>Ace</b>")));

    // EQP-01: 12 VP leave 2 to spend: a parachute more, then nothing.
    window.victoryPointsBox()->setValue(12);
    window.shopItemBox()->setCurrentIndex(window.shopItemBox()->findData(static_cast<int>(Item::Parachute)));
    ASSERT_TRUE(window.buyButton()->isEnabled()) << window.buyButton()->toolTip().toStdString();
    window.buyButton()->click();
    EXPECT_EQ(window.roster().pilots[0].equipment.at(Item::Parachute), 2);
    EXPECT_EQ(window.roster().pilots[0].victoryPoints, 10);
    EXPECT_EQ(window.undoStack()->undoText(), QStringLiteral("Buy parachute"));
    EXPECT_FALSE(window.buyButton()->isEnabled());
    EXPECT_TRUE(window.buyButton()->toolTip().contains(QStringLiteral("EQP-01")));
    // The name's letters typed in a row are one step.
    EXPECT_EQ(window.roster().pilots[0].name, "Jean Navarre");
    ASSERT_TRUE(window.save());
    EXPECT_TRUE(window.undoStack()->isClean());
    Diagnostics problems;
    const auto read = loadRoster(file(), problems);
    ASSERT_TRUE(read.has_value()) << problems.toString();
    EXPECT_EQ(*read, window.roster());
    EXPECT_EQ(read->pilots[0].equipment.at(Item::Parachute), 2);
    EXPECT_EQ(read->pilots[0].kills, 5);

    window.deleteSelected();
    EXPECT_TRUE(window.roster().pilots.empty());
    window.undoStack()->undo();
    ASSERT_EQ(window.roster().pilots.size(), 1U);
    EXPECT_EQ(window.pilotList()->item(0)->text(), QStringLiteral("Jean Navarre — Ace, Artist (Entente)"));
}

// A roster file that cannot be read is shown with its problems and kept as a copy when the new one is saved.
TEST_F(PilotRosterWindowTest, ABrokenFileIsKeptBesideTheNewOne) {
    ASSERT_TRUE(folder.isValid());
    QFile broken(folder.filePath(QStringLiteral("roster.json")));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write(
        R"({"format_version": 1, "pilots": [{"id": "x", "name": "X", "side": "entente", "behaviour": "poet"}]})");
    broken.close();
    PilotRosterWindow window(file());
    EXPECT_TRUE(window.fileWasBroken());
    EXPECT_TRUE(window.findChild<QLabel*>(QStringLiteral("rosterFileProblems"))
                    ->text()
                    .contains(QStringLiteral("/pilots/0/behaviour")));
    window.addPilot();
    window.skillBox(Skill::Acrobat)->setChecked(true);
    ASSERT_TRUE(window.save());
    EXPECT_TRUE(QFile::exists(folder.filePath(QStringLiteral("roster.broken.json"))));
    QFile copy(folder.filePath(QStringLiteral("roster.broken.json")));
    ASSERT_TRUE(copy.open(QIODevice::ReadOnly));
    EXPECT_TRUE(copy.readAll().contains("poet"));
}

TEST_F(PilotRosterWindowTest, Screenshot) {
    ASSERT_TRUE(folder.isValid());
    ASSERT_TRUE(QFile::copy(QStringLiteral(JASTA_TEST_DATA_DIR "/rosters/example.json"),
                            folder.filePath(QStringLiteral("roster.json"))));
    PilotRosterWindow window(file());
    ASSERT_EQ(window.roster().pilots.size(), 5U);
    window.selectPilot(1);
    window.show();
    test::settle();
    EXPECT_EQ(window.pilotList()->item(1)->text(), QStringLiteral("René Fonck — Ace, Soldier (Entente)"));
    EXPECT_TRUE(window.skillBox(Skill::Sharpshooter)->isChecked());
    test::saveScreenshot(window.grab().toImage(), QStringLiteral("pilot_roster"));
}

}  // namespace
}  // namespace jasta::app
