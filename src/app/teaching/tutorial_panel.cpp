#include "teaching/tutorial_panel.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "table/panel_style.hpp"

namespace jasta::app {

namespace {

// The verdict boxes: green for a step passed, the refusal colours of the
// planning panel for a mistake, grey while the step is being played.
const QString kPassedStyle = QStringLiteral(
    "QLabel { background: #dcefdc; color: #1d5a22; border: 1px solid #3b8a41; border-radius: 5px; padding: 7px 9px; }");
const QString kFailedStyle = QStringLiteral(
    "QLabel { background: #f6dedb; color: #7d1710; border: 1px solid #b3261e; border-radius: 5px; padding: 7px 9px; }");
const QString kWaitingStyle = QStringLiteral(
    "QLabel { background: #eceae4; color: #4a4640; border: 1px solid #b8b2a6; border-radius: 5px; padding: 7px 9px; }");
const QString kHintStyle = QStringLiteral(
    "QLabel { background: #fbf3d9; color: #5a4610; border: 1px solid #d6b44a; border-radius: 5px; padding: 7px 9px; }");

QString plain(const QString& html) {
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText();
}

QLabel* richLabel(QWidget* parent, const QString& name, double points) {
    QLabel* label = makeLabel(parent, name, points);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

}  // namespace

TutorialPanel::TutorialPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(6);

    auto* top = new QHBoxLayout;
    m_title = makeLabel(this, QStringLiteral("tutorialTitle"), 12, true);
    m_title->setWordWrap(true);
    top->addWidget(m_title, 1);
    m_lessons = new QToolButton(this);
    m_lessons->setObjectName(QStringLiteral("tutorialLessons"));
    m_lessons->setText(tr("Lessons…"));
    m_lessons->setToolTip(tr("Every lesson, with a tick on the ones you have finished"));
    top->addWidget(m_lessons, 0, Qt::AlignTop);
    layout->addLayout(top);

    m_progress = makeLabel(this, QStringLiteral("tutorialProgress"), 9);
    m_progress->setStyleSheet(QStringLiteral("QLabel { color: #5e5a52; }"));
    layout->addWidget(m_progress);
    m_bar = new QProgressBar(this);
    m_bar->setObjectName(QStringLiteral("tutorialBar"));
    m_bar->setTextVisible(false);
    m_bar->setFixedHeight(6);
    layout->addWidget(m_bar);

    // The text, the verdict and the hint scroll when the dock is short (a new
    // verdict or hint is scrolled into view); the buttons stay put.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* page = new QWidget(scroll);
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 4, 4, 4);
    pageLayout->setSpacing(8);
    m_text = richLabel(page, QStringLiteral("tutorialText"), 10);
    pageLayout->addWidget(m_text);
    m_result = richLabel(page, QStringLiteral("tutorialResult"), 9.5);
    m_result->hide();
    pageLayout->addWidget(m_result);
    m_hint = richLabel(page, QStringLiteral("tutorialHint"), 9.5);
    m_hint->setStyleSheet(kHintStyle);
    m_hint->hide();
    pageLayout->addWidget(m_hint);
    pageLayout->addStretch(1);
    scroll->setWidget(page);
    m_scroll = scroll;
    layout->addWidget(scroll, 1);

    auto* buttons = new QHBoxLayout;
    m_startOver = new QToolButton(this);
    m_startOver->setObjectName(QStringLiteral("tutorialStartOver"));
    m_startOver->setText(tr("Start Over"));
    m_startOver->setToolTip(tr("Play the lesson again from its first step"));
    buttons->addWidget(m_startOver);
    buttons->addStretch(1);
    m_retry = new QPushButton(tr("Retry"), this);
    m_retry->setObjectName(QStringLiteral("tutorialRetry"));
    m_retry->setToolTip(tr("Back to the start of this step, to try again"));
    m_hintButton = new QPushButton(tr("Hint"), this);
    m_hintButton->setObjectName(QStringLiteral("tutorialHintButton"));
    m_next = new QPushButton(tr("Next"), this);
    m_next->setObjectName(QStringLiteral("tutorialNext"));
    m_next->setDefault(true);
    for (QPushButton* button : {m_retry, m_hintButton, m_next}) {
        button->setMinimumHeight(30);
        buttons->addWidget(button);
    }
    layout->addLayout(buttons);

    connect(m_retry, &QPushButton::clicked, this, &TutorialPanel::retryClicked);
    connect(m_hintButton, &QPushButton::clicked, this, &TutorialPanel::hintClicked);
    connect(m_next, &QPushButton::clicked, this, &TutorialPanel::nextClicked);
    connect(m_lessons, &QToolButton::clicked, this, &TutorialPanel::lessonsClicked);
    connect(m_startOver, &QToolButton::clicked, this, &TutorialPanel::startOverClicked);
    for (QLabel* label : {m_text, m_result, m_hint})
        connect(label, &QLabel::linkActivated, this, &TutorialPanel::linkActivated);
    setButtons(false, false, false);
}

void TutorialPanel::setHeading(const QString& title, const QString& progress, int step, int steps) {
    m_title->setText(title);
    m_progress->setText(progress);
    m_bar->setVisible(steps > 0);
    m_bar->setRange(0, std::max(steps, 1));
    m_bar->setValue(std::clamp(step, 0, std::max(steps, 1)));
}

void TutorialPanel::setText(const QString& html) {
    m_text->setText(html);
    m_scroll->verticalScrollBar()->setValue(0);  // a new step reads from its top
}

void TutorialPanel::setResult(Verdict verdict, const QString& html) {
    m_verdict = verdict;
    m_result->setVisible(verdict != Verdict::None && !html.isEmpty());
    m_result->setText(html);
    m_result->setStyleSheet(verdict == Verdict::Passed   ? kPassedStyle
                            : verdict == Verdict::Failed ? kFailedStyle
                                                         : kWaitingStyle);
    if (m_result->isVisibleTo(this)) reveal(m_result);
}

void TutorialPanel::reveal(QWidget* part) {
    // Once the layout has the new text's height.
    QTimer::singleShot(0, this, [this, part] { m_scroll->ensureWidgetVisible(part, 0, 8); });
}

void TutorialPanel::setHint(const QString& html) {
    m_hint->setVisible(!html.isEmpty());
    m_hint->setText(html);
    if (!html.isEmpty()) reveal(m_hint);
}

void TutorialPanel::setHintButton(const QString& label, bool enabled) {
    m_hintButton->setText(label);
    m_hintButton->setEnabled(enabled);
}

void TutorialPanel::setButtons(bool retry, bool hint, bool next, const QString& nextLabel) {
    m_retry->setEnabled(retry);
    m_hintButton->setEnabled(hint);
    m_next->setEnabled(next);
    m_next->setText(nextLabel.isEmpty() ? tr("Next") : nextLabel);
}

QString TutorialPanel::title() const {
    return m_title->text();
}
QString TutorialPanel::progress() const {
    return m_progress->text();
}
QString TutorialPanel::text() const {
    return plain(m_text->text());
}
QString TutorialPanel::result() const {
    return m_result->isHidden() ? QString() : plain(m_result->text());
}
QString TutorialPanel::hint() const {
    return m_hint->isHidden() ? QString() : plain(m_hint->text());
}

QSize TutorialPanel::sizeHint() const {
    return {380, 420};
}

}  // namespace jasta::app
