#pragma once
// A decision that is a choice between a few answers (tail a target or not,
// fire at one of the targets, hold, work on a jam): a heading, a sentence
// that says why, and one button per answer.

#include <QString>
#include <QWidget>

#include <functional>
#include <vector>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace jasta::app {

class RuleBook;

class ChoicePrompt : public QWidget {
    Q_OBJECT
public:
    struct Choice {
        QString label;
        QString explanation;  // the rule and the numbers behind it: the tooltip, and a line under the button
        std::function<void()> chosen;
    };
    explicit ChoicePrompt(QWidget* parent = nullptr);
    void ask(const QString& heading, const QString& text, std::vector<Choice> choices);
    void clear();

    [[nodiscard]] QString heading() const;
    [[nodiscard]] QString text() const;
    [[nodiscard]] QStringList labels() const;
    // Picks answer `index` as a click on its button would; false when there is none.
    bool choose(int index);
    // Shows each answer's explanation under its button with its rule ids as
    // links to the rules browser (issue 7); nullptr: tooltips only.
    void setRuleBook(RuleBook* book) { m_book = book; }
    // The explanation lines as shown (rich text), one per answer that has one.
    [[nodiscard]] QStringList explanationLines() const;

private:
    QLabel* m_heading;
    QLabel* m_text;
    QVBoxLayout* m_buttons;
    std::vector<Choice> m_choices;
    std::vector<QWidget*> m_buttonWidgets;  // the buttons and their explanation lines
    std::vector<QLabel*> m_explanations;
    RuleBook* m_book = nullptr;
};

}  // namespace jasta::app
