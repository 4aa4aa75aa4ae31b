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

class ChoicePrompt : public QWidget {
    Q_OBJECT
public:
    struct Choice {
        QString label;
        QString explanation;  // tooltip: the rule and the numbers behind it
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

private:
    QLabel* m_heading;
    QLabel* m_text;
    QVBoxLayout* m_buttons;
    std::vector<Choice> m_choices;
    std::vector<QPushButton*> m_buttonWidgets;
};

}  // namespace jasta::app
