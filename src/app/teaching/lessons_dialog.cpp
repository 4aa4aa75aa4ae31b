#include "teaching/lessons_dialog.hpp"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "table/panel_style.hpp"
#include "table/plural.hpp"

namespace jasta::app {

LessonsDialog::LessonsDialog(const std::vector<Lesson>& lessons, const QStringList& finished,
                             const QStringList& problems, QWidget* parent)
    : QDialog(parent),
      m_lessons(lessons),
      m_list(new QListWidget(this)),
      m_intro(makeLabel(this, QStringLiteral("lessonIntro"), 10)) {
    setObjectName(QStringLiteral("lessonsDialog"));
    setWindowTitle(tr("Lessons"));
    auto* layout = new QVBoxLayout(this);
    auto* heading = makeLabel(this, QStringLiteral("lessonsHeading"), 10);
    heading->setWordWrap(true);
    heading->setText(
        tr("Six guided lessons teach the game one rule at a time, then three whole games climb from "
           "the basic to the advanced rules. A tick marks each one you have finished."));
    layout->addWidget(heading);
    auto* row = new QHBoxLayout;
    m_list->setObjectName(QStringLiteral("lessonList"));
    m_list->setMinimumWidth(300);
    m_list->setFont(style::uiFont(10));
    for (std::size_t i = 0; i < lessons.size(); ++i) {
        const Lesson& lesson = lessons[i];
        auto* item =
            new QListWidgetItem(QStringLiteral("%1. %2").arg(i + 1).arg(QString::fromStdString(lesson.title)), m_list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);  // the tick is shown, not clicked
        item->setCheckState(finished.contains(QString::fromStdString(lesson.id)) ? Qt::Checked : Qt::Unchecked);
        item->setData(Qt::UserRole, QString::fromStdString(lesson.id));
        item->setToolTip(lesson.isGame()
                             ? tr("A whole game under the %1 rule set").arg(QString::fromStdString(lesson.ruleset))
                             : countOf(static_cast<long long>(lesson.steps.size()), tr("step"), tr("steps")));
    }
    row->addWidget(m_list, 1);
    m_intro->setWordWrap(true);
    m_intro->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_intro->setMinimumWidth(320);
    m_intro->setMargin(6);
    row->addWidget(m_intro, 1);
    layout->addLayout(row, 1);
    if (!problems.isEmpty()) {
        auto* broken = makeLabel(this, QStringLiteral("lessonProblems"), 9);
        broken->setWordWrap(true);
        broken->setStyleSheet(QStringLiteral("QLabel { color: #7d1710; }"));
        broken->setText(tr("Some lesson files could not be read and are left out:\n%1").arg(problems.join(u'\n')));
        layout->addWidget(broken);
    }
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* start = m_buttons->addButton(tr("Start"), QDialogButtonBox::AcceptRole);
    start->setObjectName(QStringLiteral("lessonStart"));
    start->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, [this, start] {
        showIntro();
        start->setEnabled(selectedLesson() >= 0);
    });
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    layout->addWidget(m_buttons);
    // The first lesson not finished yet is where to go on.
    int next = 0;
    while (next < m_list->count() && m_list->item(next)->checkState() == Qt::Checked) ++next;
    selectLesson(next < m_list->count() ? next : 0);
    start->setEnabled(selectedLesson() >= 0);
    resize(760, 440);
}

int LessonsDialog::selectedLesson() const {
    return m_list->currentRow();
}

void LessonsDialog::selectLesson(int index) {
    m_list->setCurrentRow(index);
}

QString LessonsDialog::introText() const {
    return m_intro->text();
}

void LessonsDialog::showIntro() {
    const int index = selectedLesson();
    if (index < 0 || index >= static_cast<int>(m_lessons.size())) {
        m_intro->clear();
        return;
    }
    const Lesson& lesson = m_lessons[static_cast<std::size_t>(index)];
    m_intro->setText(QString::fromStdString(lesson.intro));
}

}  // namespace jasta::app
