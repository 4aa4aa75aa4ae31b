#include "teaching/rules_browser.hpp"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QSplitter>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "play/rule_book.hpp"
#include "table/panel_style.hpp"

namespace jasta::app {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;  // the rule id of a leaf; empty on section rows

bool matches(const RuleText& text, const QString& needle) {
    const auto has = [&](const std::string& s) {
        return QString::fromStdString(s).contains(needle, Qt::CaseInsensitive);
    };
    if (has(text.id) || has(text.title) || has(text.summary)) return true;
    return std::any_of(text.paragraphs.begin(), text.paragraphs.end(), has);
}
}  // namespace

RulesBrowser::RulesBrowser(RuleBook& book, QWidget* parent) : QDockWidget(tr("Rules"), parent), m_book(book) {
    setObjectName(QStringLiteral("rulesBrowser"));
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 6, 6, 6);
    auto* top = new QHBoxLayout;
    m_back = new QToolButton(body);
    m_back->setObjectName(QStringLiteral("rulesBack"));
    m_back->setText(tr("Back"));
    m_back->setEnabled(false);
    m_search = new QLineEdit(body);
    m_search->setObjectName(QStringLiteral("rulesSearch"));
    m_search->setPlaceholderText(tr("Search the rules (id, word)…"));
    m_search->setClearButtonEnabled(true);
    top->addWidget(m_back);
    top->addWidget(m_search, 1);
    layout->addLayout(top);

    auto* split = new QSplitter(Qt::Horizontal, body);
    m_tree = new QTreeWidget(split);
    m_tree->setObjectName(QStringLiteral("rulesTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setColumnCount(1);
    m_tree->setFont(style::uiFont(9));
    m_page = new QTextBrowser(split);
    m_page->setObjectName(QStringLiteral("rulesPage"));
    m_page->setOpenLinks(false);
    m_page->setFont(style::uiFont(10));
    split->addWidget(m_tree);
    split->addWidget(m_page);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    m_tree->setMinimumWidth(150);
    layout->addWidget(split, 1);
    setWidget(body);

    fillTree();
    connect(m_search, &QLineEdit::textChanged, this, &RulesBrowser::filter);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item == nullptr) return;
        const QString id = item->data(0, kIdRole).toString();
        if (!id.isEmpty() && id != m_current) go(id, true);
    });
    connect(m_page, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        const QString id = RuleBook::idFromLink(url.toString());
        if (!id.isEmpty()) go(id, true);
    });
    connect(m_back, &QToolButton::clicked, this, [this] {
        if (m_history.isEmpty()) return;
        go(m_history.takeLast(), false);
        m_back->setEnabled(!m_history.isEmpty());
    });
}

void RulesBrowser::fillTree() {
    m_tree->clear();
    const RulesCatalog& catalog = m_book.catalog();
    for (const RuleSection& section : catalog.sections) {
        auto* sectionItem =
            new QTreeWidgetItem(m_tree, {QStringLiteral("%1 — %2").arg(QString::fromStdString(section.prefix),
                                                                       QString::fromStdString(section.title))});
        for (const std::string& id : section.ruleIds) {
            const RuleText& text = catalog.rules.at(id);
            auto* leaf = new QTreeWidgetItem(
                sectionItem,
                {QStringLiteral("%1  %2").arg(QString::fromStdString(id), QString::fromStdString(text.title))});
            leaf->setData(0, kIdRole, QString::fromStdString(id));
            leaf->setToolTip(0, QString::fromStdString(text.summary));
            // A rule Jasta does not play yet stays readable, but greyed (issue 14).
            if (!text.played) {
                leaf->setForeground(0, style::mutedText());
                leaf->setToolTip(0, leaf->toolTip(0) + QLatin1Char('\n') + tr("Not played yet."));
            }
        }
    }
    // The rule options, one row per conflict, in CONF order.
    std::map<std::string, std::string> conflicts;
    for (const RuleOption& option : m_book.options().options)
        if (option.conflict) conflicts.emplace(*option.conflict, option.title);
    auto* optionsItem = new QTreeWidgetItem(m_tree, {tr("CONF — Rule options (where the texts disagree)")});
    for (const auto& [conflict, title] : conflicts) {
        auto* leaf = new QTreeWidgetItem(optionsItem, {QStringLiteral("%1  %2").arg(QString::fromStdString(conflict),
                                                                                    QString::fromStdString(title))});
        leaf->setData(0, kIdRole, QString::fromStdString(conflict));
    }
}

void RulesBrowser::filter(const QString& text) {
    const QString needle = text.trimmed();
    for (int s = 0; s < m_tree->topLevelItemCount(); ++s) {
        QTreeWidgetItem* section = m_tree->topLevelItem(s);
        int shown = 0;
        for (int r = 0; r < section->childCount(); ++r) {
            QTreeWidgetItem* leaf = section->child(r);
            const QString id = leaf->data(0, kIdRole).toString();
            bool show = needle.isEmpty() || leaf->text(0).contains(needle, Qt::CaseInsensitive);
            if (!show)
                if (const RuleText* rule = m_book.catalog().find(id.toStdString())) show = matches(*rule, needle);
            if (!show) show = m_book.summary(id).contains(needle, Qt::CaseInsensitive);
            leaf->setHidden(!show);
            shown += show ? 1 : 0;
        }
        section->setHidden(shown == 0);
        section->setExpanded(!needle.isEmpty() && shown > 0);
    }
}

void RulesBrowser::showRule(const QString& id) {
    go(id, true);
    show();
    raise();
}

void RulesBrowser::refresh() {
    if (!m_current.isEmpty()) m_page->setHtml(m_book.pageHtml(m_current));
}

void RulesBrowser::go(const QString& id, bool remember) {
    if (remember && !m_current.isEmpty() && m_current != id) {
        m_history << m_current;
        m_back->setEnabled(true);
    }
    m_current = id;
    m_page->setHtml(m_book.pageHtml(id));
    // Select it in the list without re-entering go().
    for (int s = 0; s < m_tree->topLevelItemCount(); ++s) {
        QTreeWidgetItem* section = m_tree->topLevelItem(s);
        for (int r = 0; r < section->childCount(); ++r)
            if (section->child(r)->data(0, kIdRole).toString() == id) {
                const QSignalBlocker block(m_tree);
                m_tree->setCurrentItem(section->child(r));
                section->setExpanded(true);
                m_tree->scrollToItem(section->child(r));
            }
    }
}

}  // namespace jasta::app
