#pragma once
// The tutorial dock (issue 7): the lesson's title, where the learner is
// (step i of n), the step's text with its rule ids as links to the rules
// browser, the verdict on what the learner did (green when passed, the
// explanation of the mistake otherwise), the hints asked for so far, and the
// buttons Retry, Hint (named for what it gives next) and Next. It only shows what the TutorialController tells it
// and reports the clicks; it knows no rule and no game.

#include <QString>
#include <QWidget>

class QLabel;
class QProgressBar;
class QScrollArea;
class QPushButton;
class QToolButton;

namespace jasta::app {

class TutorialPanel : public QWidget {
    Q_OBJECT
public:
    explicit TutorialPanel(QWidget* parent = nullptr);

    // The lesson's title and the line under it ("Step 2 of 6 · Close in").
    void setHeading(const QString& title, const QString& progress, int step, int steps);
    // The teaching, rich text (rule ids already links).
    void setText(const QString& html);
    enum class Verdict { None, Passed, Failed, Waiting };
    // The result of the step's checks (rich text); None hides it.
    void setResult(Verdict verdict, const QString& html);
    // The hints shown so far (rich text); empty hides them.
    void setHint(const QString& html);
    void setButtons(bool retry, bool hint, bool next, const QString& nextLabel = {});
    // The Hint button says what it gives next ("Next hint", "Show the answer").
    void setHintButton(const QString& label, bool enabled);

    [[nodiscard]] QString title() const;
    [[nodiscard]] QString progress() const;
    [[nodiscard]] QString text() const;    // plain text as shown
    [[nodiscard]] QString result() const;  // plain text as shown; empty when hidden
    [[nodiscard]] QString hint() const;    // plain text as shown; empty when hidden
    [[nodiscard]] Verdict verdict() const { return m_verdict; }
    [[nodiscard]] QPushButton* retryButton() const { return m_retry; }
    [[nodiscard]] QPushButton* hintButton() const { return m_hintButton; }
    [[nodiscard]] QPushButton* nextButton() const { return m_next; }
    [[nodiscard]] QToolButton* lessonsButton() const { return m_lessons; }
    [[nodiscard]] QToolButton* startOverButton() const { return m_startOver; }

    [[nodiscard]] QSize sizeHint() const override;

signals:
    void retryClicked();
    void hintClicked();
    void nextClicked();
    void lessonsClicked();
    void startOverClicked();
    // A rule id in the text, the result or the hint was clicked ("rule:MOV-03").
    void linkActivated(const QString& link);

private:
    void reveal(QWidget* part);

    QScrollArea* m_scroll;
    QLabel* m_title;
    QLabel* m_progress;
    QProgressBar* m_bar;
    QLabel* m_text;
    QLabel* m_result;
    QLabel* m_hint;
    QPushButton* m_retry;
    QPushButton* m_hintButton;
    QPushButton* m_next;
    QToolButton* m_lessons;
    QToolButton* m_startOver;
    Verdict m_verdict = Verdict::None;
};

}  // namespace jasta::app
