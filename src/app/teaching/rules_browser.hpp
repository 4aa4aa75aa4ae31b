#pragma once
// The in-app rules browser (issue 7): every rule of the game in our own
// words, by section, with a search field, each saying whether Jasta plays it
// (issue 14; the rules it does not play are greyed in the list); the rule
// options (CONF-xx) with the value in force in this game marked. Opened from Help › Rules (F1) or by
// clicking any rule id the program shows (RuleBook::ruleRequested).

#include <QDockWidget>

class QLineEdit;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;
class QToolButton;

namespace jasta::app {

class RuleBook;

class RulesBrowser : public QDockWidget {
    Q_OBJECT
public:
    explicit RulesBrowser(RuleBook& book, QWidget* parent = nullptr);

    // Shows the page of `id` (and the dock), selecting it in the list.
    void showRule(const QString& id);
    [[nodiscard]] QString currentRule() const { return m_current; }
    // The page as shown (tests read it).
    [[nodiscard]] QTextBrowser* page() const { return m_page; }
    [[nodiscard]] QTreeWidget* tree() const { return m_tree; }
    [[nodiscard]] QLineEdit* searchField() const { return m_search; }
    // Rebuilds the page (the rules in force changed).
    void refresh();
    // Keeps only the rules whose id, title, summary or text contain `text`.
    void filter(const QString& text);

private:
    void fillTree();
    void go(const QString& id, bool remember);

    RuleBook& m_book;
    QLineEdit* m_search;
    QTreeWidget* m_tree;
    QTextBrowser* m_page;
    QToolButton* m_back;
    QString m_current;
    QStringList m_history;
};

}  // namespace jasta::app
