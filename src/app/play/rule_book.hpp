#pragma once
// What the program says about a rule, wherever it names one (issue 7): the
// log, the planning refusals, the shot explanations and the tutorials name a
// rule by its id, title and one sentence, and the id is a link that opens
// the rules browser. RuleBook holds the texts (RulesCatalog, data/rules) and
// the rule options (rulesets/options.json) with the values in force in the
// game on the table; it writes the links, the widgets only show them.

#include <QObject>
#include <QString>
#include <map>
#include <string>

#include "jasta/data/rule_set.hpp"
#include "jasta/data/rules_catalog.hpp"

namespace jasta::app {

class RuleBook : public QObject {
    Q_OBJECT
public:
    // `options` must outlive the book (it lives in GameData).
    RuleBook(RulesCatalog catalog, const RuleOptionCatalog& options, QObject* parent = nullptr);

    [[nodiscard]] const RulesCatalog& catalog() const { return m_catalog; }
    [[nodiscard]] const RuleOptionCatalog& options() const { return *m_options; }

    // The option values of the game on the table (an expanded RuleSet: key ->
    // value id); empty when no game is on.
    void setRulesInForce(const RuleSet& ruleSet);
    [[nodiscard]] const std::map<std::string, std::string, std::less<>>& rulesInForce() const { return m_inForce; }
    // The value id in force for option `key`, "" when no game is on.
    [[nodiscard]] QString valueInForce(const std::string& key) const;

    // True when the browser has a page for `id` (a rule or a CONF-xx option).
    [[nodiscard]] bool knows(const QString& id) const;
    // "No steep twice" for MOV-03; the option's title for CONF-xx; "" when unknown.
    [[nodiscard]] QString title(const QString& id) const;
    // The one sentence (a rule's summary, an option's explanation).
    [[nodiscard]] QString summary(const QString& id) const;
    // "MOV-03 — No steep twice: Never plan two steep cards in a row." as plain text.
    [[nodiscard]] QString describe(const QString& id) const;
    // The same as HTML with the id a link (rule:MOV-03).
    [[nodiscard]] QString describeHtml(const QString& id) const;
    // `plain` HTML-escaped, with every known rule id in it made a link.
    [[nodiscard]] QString linkify(const QString& plain) const;

    // The browser page of `id` (HTML); a short "no such rule" page when unknown.
    [[nodiscard]] QString pageHtml(const QString& id) const;

    // The link target of a rule id, and back ("" when `link` is not one).
    static QString linkTo(const QString& id);
    static QString idFromLink(const QString& link);

public slots:
    // Anyone showing a link connects its activation here; the main window
    // opens the browser on ruleRequested.
    void openLink(const QString& link);
    void open(const QString& id);

signals:
    void ruleRequested(const QString& id);

private:
    [[nodiscard]] QString optionsPage(const QString& conflict) const;
    [[nodiscard]] QString optionHtml(const RuleOption& option) const;

    RulesCatalog m_catalog;
    const RuleOptionCatalog* m_options;
    std::map<std::string, std::string, std::less<>> m_inForce;
};

}  // namespace jasta::app
