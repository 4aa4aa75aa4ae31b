#include "play/rule_book.hpp"

#include <QStringList>

#include <algorithm>

#include "table/panel_style.hpp"
#include "table/plural.hpp"

namespace jasta::app {

namespace {

const QString kScheme = QStringLiteral("rule:");

QString statusLabel(const std::string& status) {
    if (status == "base") return QObject::tr("Base rule");
    if (status == "scenario") return QObject::tr("Base rule, when the scenario has it");
    if (status == "optional") return QObject::tr("Optional rule");
    if (status == "ww2") return QObject::tr("WW2 rule");
    if (status == "ww2-optional") return QObject::tr("WW2 optional rule");
    if (status == "campaign") return QObject::tr("Campaign rule");
    if (status == "game-mode") return QObject::tr("Game mode");
    return QString::fromStdString(status);
}

QString seedName(const std::string& code) {
    if (code == "S000") return QObject::tr("Italian optional rules (S000)");
    if (code == "S001") return QObject::tr("Aces & Armor ideas (S001)");
    if (code == "S002") return QObject::tr("Spanish official movement rules (S002)");
    if (code == "S003") return QObject::tr("French campaign rules (S003)");
    if (code == "S004") return QObject::tr("WW2 Battle of Britain rules (S004)");
    return QString::fromStdString(code);
}

QString q(const std::string& text) {
    return QString::fromStdString(text);
}

// Whether Jasta plays the rule, from its `played` field (issue 14): a short
// line for players, the proof left for the foot of the page.
QString playedHtml(const RuleText& text) {
    if (!text.played)
        return QStringLiteral("<span style=\"color:%1\">%2</span>")
            .arg(style::mutedText().name(), QObject::tr("Not played yet"));
    return QStringLiteral("<span style=\"color:%1\">&#10004; %2</span> — %3")
        .arg(style::playedColour().name(), QObject::tr("Played by Jasta"),
             QObject::tr("proved by %1")
                 .arg(countOf(static_cast<long long>(text.tests.size()), QObject::tr("test"), QObject::tr("tests"))));
}

}  // namespace

RuleBook::RuleBook(RulesCatalog catalog, const RuleOptionCatalog& options, QObject* parent)
    : QObject(parent), m_catalog(std::move(catalog)), m_options(&options) {}

void RuleBook::setRulesInForce(const RuleSet& ruleSet) {
    m_inForce = {ruleSet.values.begin(), ruleSet.values.end()};
}

QString RuleBook::valueInForce(const std::string& key) const {
    const auto found = m_inForce.find(key);
    return found == m_inForce.end() ? QString() : q(found->second);
}

bool RuleBook::knows(const QString& id) const {
    return !title(id).isEmpty();
}

QString RuleBook::title(const QString& id) const {
    const std::string key = id.toStdString();
    if (const RuleText* text = m_catalog.find(key)) return q(text->title);
    for (const RuleOption& option : m_options->options)
        if (option.conflict == key) return q(option.title);
    return {};
}

QString RuleBook::summary(const QString& id) const {
    const std::string key = id.toStdString();
    if (const RuleText* text = m_catalog.find(key)) return q(text->summary);
    for (const RuleOption& option : m_options->options)
        if (option.conflict == key) return q(option.explanation);
    return {};
}

QString RuleBook::describe(const QString& id) const {
    if (!knows(id)) return tr("%1 (no page in the rules browser)").arg(id);
    return tr("%1 — %2: %3").arg(id, title(id), summary(id));
}

QString RuleBook::describeHtml(const QString& id) const {
    if (!knows(id)) return id.toHtmlEscaped();
    return QStringLiteral("<a href=\"%1\">%2</a> — <b>%3</b>: %4")
        .arg(linkTo(id), id.toHtmlEscaped(), title(id).toHtmlEscaped(), summary(id).toHtmlEscaped());
}

QString RuleBook::linkify(const QString& plain) const {
    QString html;
    const std::string text = plain.toStdString();
    // ruleIdsIn gives each id once; every occurrence of each becomes a link, in order.
    const auto ids = ruleIdsIn(text);
    if (ids.empty()) return plain.toHtmlEscaped();
    qsizetype position = 0;
    while (position < plain.size()) {
        qsizetype best = -1;
        QString bestId;
        for (const std::string& id : ids) {
            const QString candidate = q(id);
            qsizetype at = plain.indexOf(candidate, position);
            // Only whole ids (ruleIdsIn already rejected look-alikes somewhere; re-check here).
            while (at >= 0 &&
                   ((at > 0 && plain[at - 1].isLetterOrNumber()) ||
                    (at + candidate.size() < plain.size() && plain[at + candidate.size()].isLetterOrNumber())))
                at = plain.indexOf(candidate, at + 1);
            if (at >= 0 && (best < 0 || at < best)) {
                best = at;
                bestId = candidate;
            }
        }
        if (best < 0) break;
        html += plain.mid(position, best - position).toHtmlEscaped();
        html += knows(bestId) ? QStringLiteral("<a href=\"%1\">%2</a>").arg(linkTo(bestId), bestId) : bestId;
        position = best + bestId.size();
    }
    html += plain.mid(position).toHtmlEscaped();
    return html;
}

QString RuleBook::linkTo(const QString& id) {
    return kScheme + id;
}

QString RuleBook::idFromLink(const QString& link) {
    if (!link.startsWith(kScheme)) return {};
    const QString id = link.mid(kScheme.size());
    return isRuleId(id.toStdString()) ? id : QString();
}

void RuleBook::openLink(const QString& link) {
    const QString id = idFromLink(link);
    if (!id.isEmpty()) emit ruleRequested(id);
}

void RuleBook::open(const QString& id) {
    emit ruleRequested(id);
}

QString RuleBook::optionHtml(const RuleOption& option) const {
    const QString inForce = valueInForce(option.key);
    QString html = QStringLiteral("<p><b>%1</b> — %2</p><ul>")
                       .arg(q(option.title).toHtmlEscaped(), q(option.explanation).toHtmlEscaped());
    for (const RuleOptionValue& value : option.values) {
        const bool chosen = !inForce.isEmpty() && q(value.id) == inForce;
        const bool isDefault = value.id == option.defaultValue;
        QString line =
            QStringLiteral("<b>%1</b>: %2").arg(q(value.label).toHtmlEscaped(), linkify(q(value.explanation)));
        if (isDefault) line += tr(" <i>(the default)</i>");
        if (chosen)
            line = QStringLiteral("<span style=\"background:#dff0d8\">&#10004; %1 <b>%2</b></span>")
                       .arg(line, tr("— in force in this game"));
        html += QStringLiteral("<li>%1</li>").arg(line);
    }
    html += QStringLiteral("</ul>");
    if (!option.rules.empty()) {
        QStringList links;
        for (const std::string& id : option.rules) links << linkify(q(id));
        html += QStringLiteral("<p>%1 %2</p>").arg(tr("Rules it changes:"), links.join(QStringLiteral(", ")));
    }
    return html;
}

QString RuleBook::optionsPage(const QString& conflict) const {
    QString html;
    for (const RuleOption& option : m_options->options)
        if (option.conflict && q(*option.conflict) == conflict) html += optionHtml(option);
    return html;
}

QString RuleBook::pageHtml(const QString& id) const {
    const std::string key = id.toStdString();
    if (id.startsWith(QStringLiteral("CONF-"))) {
        const QString options = optionsPage(id);
        if (options.isEmpty()) return tr("<h2>%1</h2><p>There is no page for this rule.</p>").arg(id.toHtmlEscaped());
        return QStringLiteral("<h2>%1 — %2</h2><p><i>%3</i></p>%4")
            .arg(id.toHtmlEscaped(), title(id).toHtmlEscaped(),
                 tr("The rule texts disagree here, so Jasta lets you choose. The choice is made in New Game › More "
                    "rules."),
                 options);
    }
    const RuleText* text = m_catalog.find(key);
    if (text == nullptr) return tr("<h2>%1</h2><p>There is no page for this rule.</p>").arg(id.toHtmlEscaped());
    QString html = QStringLiteral("<h2>%1 — %2</h2>").arg(id.toHtmlEscaped(), q(text->title).toHtmlEscaped());
    html += QStringLiteral("<p><i>%1</i> · %2</p>").arg(statusLabel(text->status).toHtmlEscaped(), playedHtml(*text));
    html += QStringLiteral("<p><b>%1</b></p>").arg(linkify(q(text->summary)));
    for (const std::string& paragraph : text->paragraphs)
        html += QStringLiteral("<p>%1</p>").arg(linkify(q(paragraph)));
    // The options that change this rule: named by the rule text, or naming the rule.
    QString options;
    for (const RuleOption& option : m_options->options) {
        const bool namedHere = option.conflict && std::find(text->conflicts.begin(), text->conflicts.end(),
                                                            *option.conflict) != text->conflicts.end();
        const bool namesRule = std::find(option.rules.begin(), option.rules.end(), key) != option.rules.end();
        if (namedHere || namesRule) {
            options += optionHtml(option);
            if (option.conflict)
                options += QStringLiteral("<p style=\"margin-left:1em\">%1</p>")
                               .arg(tr("Why there is a choice: %1").arg(linkify(q(*option.conflict))));
        }
    }
    if (!options.isEmpty()) html += QStringLiteral("<h3>%1</h3>%2").arg(tr("Rule options that change it"), options);
    QStringList sources;
    for (const std::string& code : text->sources) sources << seedName(code).toHtmlEscaped();
    html +=
        QStringLiteral("<p style=\"color:#666\">%1 %2</p>").arg(tr("Facts from:"), sources.join(QStringLiteral("; ")));
    if (!text->seeAlso.empty()) {
        QStringList links;
        for (const std::string& other : text->seeAlso)
            links << QStringLiteral("%1 (%2)").arg(linkify(q(other)), title(q(other)).toHtmlEscaped());
        html += QStringLiteral("<p>%1 %2</p>").arg(tr("See also:"), links.join(QStringLiteral(", ")));
    }
    if (text->played) {
        // For the curious: the tests of the source tree that prove it (docs/rules-coverage.md).
        QStringList tests;
        for (const std::string& test : text->tests) tests << q(test).toHtmlEscaped();
        html += QStringLiteral("<p style=\"color:%1; font-size:small\">%2 %3</p>")
                    .arg(style::mutedText().name(), tr("Tests that prove it:"), tests.join(QStringLiteral(", ")));
    }
    return html;
}

}  // namespace jasta::app
