#include "play/rule_options_list.hpp"

#include <QComboBox>
#include <QCoreApplication>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>
#include <string_view>
#include <utility>

#include "table/panel_style.hpp"

namespace jasta::app {

// --- One rule option -----------------------------------------------------------

class RuleOptionRow : public QFrame {
    // Not a Q_OBJECT: its words are the list's, in the list's context.
    Q_DECLARE_TR_FUNCTIONS(RuleOptionsList)

public:
    RuleOptionRow(const RuleOption& option, QWidget* parent) : QFrame(parent), m_option(option) {
        setObjectName(QStringLiteral("ruleOption"));
        setProperty("key", toQt(option.key));
        auto* outer = new QHBoxLayout(this);
        outer->setContentsMargins(0, 3, 6, 3);
        m_stripe = makeStripe(this, Qt::transparent);
        outer->addWidget(m_stripe);

        auto* words = new QVBoxLayout;
        words->setSpacing(1);
        auto* head = new QHBoxLayout;
        m_title = makeLabel(this, QStringLiteral("optionTitle"), 9.5);
        m_title->setText(toQt(option.title));
        QStringList ids;
        if (option.conflict) ids << toQt(*option.conflict);
        for (const auto& rule : option.rules) ids << toQt(rule);
        m_ids = makeLabel(this, QStringLiteral("optionIds"), 8);
        m_ids->setText(ids.join(QStringLiteral(" · ")));
        setPaletteColour(m_ids, QPalette::WindowText, style::mutedText());
        head->addWidget(m_title);
        head->addSpacing(8);
        head->addWidget(m_ids, 1);
        words->addLayout(head);
        m_explanation = makeLabel(this, QStringLiteral("optionExplanation"), 8.5);
        m_explanation->setText(toQt(option.explanation));
        m_explanation->setWordWrap(true);
        setPaletteColour(m_explanation, QPalette::WindowText, style::mutedText());
        words->addWidget(m_explanation);
        outer->addLayout(words, 1);

        m_values = makeCombo(this, QStringLiteral("optionValue"));
        m_values->setMinimumContentsLength(24);
        for (const auto& value : option.values) {
            if (!value.played) continue;  // not offered until the engine plays it
            m_values->addItem(toQt(value.label), toQt(value.id));
            m_values->setItemData(m_values->count() - 1, toQt(value.explanation), Qt::ToolTipRole);
        }
        outer->addWidget(m_values, 0, Qt::AlignVCenter);
        m_reset = new QToolButton(this);
        m_reset->setObjectName(QStringLiteral("resetOption"));
        m_reset->setText(tr("Reset"));
        m_reset->setAutoRaise(true);
        QSizePolicy keepRoom = m_reset->sizePolicy();
        keepRoom.setRetainSizeWhenHidden(true);  // the combos stay in one column
        m_reset->setSizePolicy(keepRoom);
        outer->addWidget(m_reset, 0, Qt::AlignVCenter);
    }

    [[nodiscard]] const RuleOption& option() const { return m_option; }
    [[nodiscard]] QString key() const { return toQt(m_option.key); }
    [[nodiscard]] QComboBox* values() const { return m_values; }
    [[nodiscard]] QToolButton* resetButton() const { return m_reset; }
    [[nodiscard]] QString chosen() const { return m_values->currentData().toString(); }

    // Shows `value`; `presetLabel` is the preset's own value when `value` differs from it.
    void showValue(const QString& value, const std::optional<QString>& presetLabel) {
        m_values->setCurrentIndex(std::max(0, m_values->findData(value)));
        m_values->setToolTip(m_values->currentData(Qt::ToolTipRole).toString());
        const bool changed = presetLabel.has_value();
        m_changed = changed;
        QFont font = m_title->font();
        font.setBold(changed);
        m_title->setFont(font);
        paintRow(this, changed ? style::changedBackground() : palette().color(QPalette::Base));
        paintRow(m_stripe, changed ? style::selectionColour() : QColor(Qt::transparent));
        m_reset->setVisible(changed);
        m_reset->setToolTip(changed ? tr("Back to the rules level's choice: %1").arg(*presetLabel) : QString());
    }
    [[nodiscard]] bool isChanged() const { return m_changed; }

    [[nodiscard]] bool matches(const QString& filter) const {
        if (filter.isEmpty()) return true;
        for (const QString& field : {m_title->text(), m_ids->text(), m_explanation->text(), key()})
            if (field.contains(filter, Qt::CaseInsensitive)) return true;
        return false;
    }

private:
    const RuleOption& m_option;
    QFrame* m_stripe = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_ids = nullptr;
    QLabel* m_explanation = nullptr;
    QComboBox* m_values = nullptr;
    QToolButton* m_reset = nullptr;
    bool m_changed = false;
};

// --- The list --------------------------------------------------------------------

RuleOptionsList::RuleOptionsList(const RuleOptionCatalog& catalog, QWidget* parent)
    : QWidget(parent), m_catalog(catalog) {
    setObjectName(QStringLiteral("ruleOptions"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    auto* filterBox = new QLineEdit(this);
    filterBox->setObjectName(QStringLiteral("optionFilter"));
    filterBox->setPlaceholderText(tr("Find an option by name, rule id or conflict id…"));
    filterBox->setClearButtonEnabled(true);
    connect(filterBox, &QLineEdit::textChanged, this, &RuleOptionsList::filter);
    auto* resetAll = new QPushButton(tr("Reset all"), this);
    resetAll->setObjectName(QStringLiteral("resetAllOptions"));
    resetAll->setToolTip(tr("Every option back to the rules level's choice"));
    connect(resetAll, &QPushButton::clicked, this, &RuleOptionsList::resetAllAsked);
    bar->addWidget(filterBox, 1);
    bar->addWidget(resetAll);
    layout->addLayout(bar);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* list = new QWidget(scroll);
    list->setObjectName(QStringLiteral("optionList"));
    paintRow(list, list->palette().color(QPalette::Base));
    auto* rows = new QVBoxLayout(list);
    rows->setSpacing(0);
    for (const RuleOption& option : catalog.options) {
        if (!option.played) continue;  // a switch that would change nothing is not offered
        auto* row = new RuleOptionRow(option, list);
        m_rows.push_back(row);
        rows->addWidget(row);
        connect(row->values(), &QComboBox::currentIndexChanged, this, [this, row] {
            if (!m_showing) emit chosen(row->key(), row->chosen());
        });
        connect(row->resetButton(), &QToolButton::clicked, this, [this, row] { emit resetAsked(row->key()); });
    }
    rows->addStretch(1);
    scroll->setWidget(list);
    layout->addWidget(scroll, 1);
}

void RuleOptionsList::showValues(const RuleSet* preset, const RuleChanges& changes) {
    const bool showing = std::exchange(m_showing, true);
    for (RuleOptionRow* shown : m_rows) {
        const RuleOption& option = shown->option();
        const std::string presetValue = preset != nullptr ? preset->value(m_catalog, option.key) : option.defaultValue;
        const auto change = changes.find(option.key);
        std::optional<QString> presetLabel;
        if (change != changes.end()) {
            const auto* value = option.value(presetValue);
            presetLabel = value != nullptr ? toQt(value->label) : toQt(presetValue);
        }
        shown->showValue(toQt(change != changes.end() ? change->second : presetValue), presetLabel);
    }
    m_showing = showing;
}

QStringList RuleOptionsList::keys() const {
    QStringList keys;
    for (const RuleOptionRow* shown : m_rows) keys << shown->key();
    return keys;
}

QString RuleOptionsList::value(const QString& key) const {
    const RuleOptionRow* shown = row(key);
    return shown != nullptr ? shown->chosen() : QString();
}

bool RuleOptionsList::isChanged(const QString& key) const {
    const RuleOptionRow* shown = row(key);
    return shown != nullptr && shown->isChanged();
}

bool RuleOptionsList::choose(const QString& key, const QString& valueId) {
    RuleOptionRow* shown = row(key);
    if (shown == nullptr) return false;
    const int index = shown->values()->findData(valueId);
    if (index < 0) return false;
    shown->values()->setCurrentIndex(index);
    return true;
}

void RuleOptionsList::filter(const QString& text) {
    for (RuleOptionRow* shown : m_rows) shown->setVisible(shown->matches(text.trimmed()));
}

RuleOptionRow* RuleOptionsList::row(const QString& key) const {
    const auto found =
        std::find_if(m_rows.begin(), m_rows.end(), [&](const RuleOptionRow* shown) { return shown->key() == key; });
    return found != m_rows.end() ? *found : nullptr;
}

}  // namespace jasta::app
