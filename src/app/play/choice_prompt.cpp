#include "play/choice_prompt.hpp"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "play/rule_book.hpp"
#include "table/panel_style.hpp"

namespace jasta::app {

ChoicePrompt::ChoicePrompt(QWidget* parent)
    : QWidget(parent), m_heading(new QLabel(this)), m_text(new QLabel(this)), m_buttons(new QVBoxLayout) {
    auto* layout = new QVBoxLayout(this);
    QFont bold = m_heading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.25);
    m_heading->setFont(bold);
    m_heading->setWordWrap(true);
    m_text->setWordWrap(true);
    layout->addWidget(m_heading);
    layout->addWidget(m_text);
    layout->addLayout(m_buttons);
    layout->addStretch(1);
}

void ChoicePrompt::clear() {
    // clear() may run inside a button's own clicked(): out of sight and out of
    // the layout now, deleted when control is back in the event loop.
    for (auto* button : m_buttonWidgets) {
        button->hide();
        m_buttons->removeWidget(button);
        button->deleteLater();
    }
    m_buttonWidgets.clear();
    m_explanations.clear();
    m_choices.clear();
    m_heading->clear();
    m_text->clear();
}

void ChoicePrompt::ask(const QString& heading, const QString& text, std::vector<Choice> choices) {
    clear();
    m_heading->setText(heading);
    m_text->setText(text);
    m_choices = std::move(choices);
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        auto* button = new QPushButton(m_choices[i].label, this);
        button->setToolTip(m_choices[i].explanation);
        button->setMinimumHeight(32);
        connect(button, &QPushButton::clicked, this, [this, i] { choose(static_cast<int>(i)); });
        m_buttons->addWidget(button);
        m_buttonWidgets.push_back(button);
        if (m_book != nullptr && !m_choices[i].explanation.isEmpty()) {
            auto* line = makeLabel(this, QStringLiteral("choiceExplanation"), 8.5);
            line->setWordWrap(true);
            line->setTextFormat(Qt::RichText);
            line->setTextInteractionFlags(Qt::TextBrowserInteraction);
            line->setContentsMargins(8, 0, 0, 6);
            line->setText(m_book->linkify(m_choices[i].explanation));
            connect(line, &QLabel::linkActivated, m_book, &RuleBook::openLink);
            m_buttons->addWidget(line);
            m_buttonWidgets.push_back(line);
            m_explanations.push_back(line);
        }
    }
    if (!m_buttonWidgets.empty())
        if (auto* first = qobject_cast<QPushButton*>(m_buttonWidgets.front())) first->setDefault(true);
}

QString ChoicePrompt::heading() const {
    return m_heading->text();
}

QString ChoicePrompt::text() const {
    return m_text->text();
}

QStringList ChoicePrompt::explanationLines() const {
    QStringList lines;
    for (const QLabel* line : m_explanations) lines << line->text();
    return lines;
}

QStringList ChoicePrompt::labels() const {
    QStringList list;
    for (const auto& choice : m_choices) list.push_back(choice.label);
    return list;
}

bool ChoicePrompt::choose(int index) {
    if (index < 0 || index >= static_cast<int>(m_choices.size())) return false;
    // The answer may ask the next question (and replace the choices): keep it alive.
    const auto chosen = m_choices[static_cast<std::size_t>(index)].chosen;
    if (chosen) chosen();
    return true;
}

}  // namespace jasta::app
