#pragma once
// Help › Lessons… (issue 7): the lessons in order, a tick on each one the
// learner has finished (TutorialController::finishedLessons, kept in
// QSettings), the selected lesson's introduction, and Start.

#include <QDialog>
#include <QStringList>
#include <vector>

#include "jasta/teaching/lesson.hpp"

class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace jasta::app {

class LessonsDialog : public QDialog {
    Q_OBJECT
public:
    // `problems`: the lesson files that could not be read, one line each.
    LessonsDialog(const std::vector<Lesson>& lessons, const QStringList& finished, const QStringList& problems,
                  QWidget* parent = nullptr);

    [[nodiscard]] QListWidget* list() const { return m_list; }
    // The lesson chosen (an index into the lessons given), -1 when none.
    [[nodiscard]] int selectedLesson() const;
    void selectLesson(int index);
    [[nodiscard]] QString introText() const;

private:
    void showIntro();

    const std::vector<Lesson>& m_lessons;
    QListWidget* m_list;
    QLabel* m_intro;
    QDialogButtonBox* m_buttons;
};

}  // namespace jasta::app
