#include "play/console_widget.hpp"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>

#include "jasta/rules/maneuvers.hpp"
#include "table/panel_style.hpp"
#include "table/plural.hpp"
#include "table/table_drawing.hpp"  // statusWords: the console and the table say it alike
#include "table/table_style.hpp"

namespace jasta::app {

// The damage taken against the structure: a bar that goes from green to
// red as the airplane nears its end (FIRE-08).
class DamageBar : public QWidget {
public:
    explicit DamageBar(QWidget* parent) : QWidget(parent) {
        setMinimumHeight(14);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    void setValue(int damage, int structure) {
        m_damage = damage;
        m_structure = structure;
        update();
    }
    [[nodiscard]] double fraction() const {
        return m_structure > 0 ? std::clamp(static_cast<double>(m_damage) / m_structure, 0.0, 1.0) : 0.0;
    }
    [[nodiscard]] QSize sizeHint() const override { return {180, 14}; }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
        painter.setPen(QPen(QColor(0x8a, 0x84, 0x78), 1));
        painter.setBrush(QColor(0xe9, 0xe5, 0xda));
        painter.drawRoundedRect(box, 4, 4);
        const double f = fraction();
        if (f > 0) {
            const QColor fill = f < 0.5   ? QColor(0x5f, 0x9e, 0x4c)
                                : f < 0.8 ? QColor(0xd9, 0x96, 0x1f)
                                          : QColor(0xc4, 0x32, 0x2a);
            painter.setPen(Qt::NoPen);
            painter.setBrush(fill);
            painter.drawRoundedRect(QRectF(box.left() + 1, box.top() + 1, (box.width() - 2) * f, box.height() - 2), 3,
                                    3);
        }
        // A tick every 5 points of structure, to count at a glance.
        painter.setPen(QPen(QColor(0, 0, 0, 50), 1));
        for (int point = 5; point < m_structure; point += 5) {
            const double x = box.left() + box.width() * point / m_structure;
            painter.drawLine(QPointF(x, box.top() + 3), QPointF(x, box.bottom() - 3));
        }
    }

private:
    int m_damage = 0;
    int m_structure = 0;
};

namespace {

QString chipStyle(const QColor& background, const QColor& text) {
    return QStringLiteral("QLabel { background: %1; color: %2; border-radius: 9px; padding: 2px 8px; }")
        .arg(background.name(), text.name());
}

QString direction(Direction d) {
    return d == Direction::Left ? ConsoleWidget::tr("left") : ConsoleWidget::tr("right");
}

}  // namespace

ConsoleWidget::ConsoleWidget(QWidget* parent) : QWidget(parent) {
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, style::cardFace());
    colours.setColor(QPalette::WindowText, style::cardInk());
    setPalette(colours);

    auto* outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    m_stripe = new QWidget(this);
    m_stripe->setFixedWidth(8);
    m_stripe->setAutoFillBackground(true);
    outer->addWidget(m_stripe);

    auto* layout = new QVBoxLayout;
    layout->setContentsMargins(12, 10, 12, 10);
    layout->setSpacing(6);
    outer->addLayout(layout, 1);

    m_name = makeLabel(this, QStringLiteral("name"), 13, true);
    m_typeLine = makeLabel(this, QStringLiteral("type"), 9);
    m_typeLine->setStyleSheet(QStringLiteral("color: %1;").arg(style::mutedText().name()));
    m_typeLine->setWordWrap(true);  // "… · player Player 1 · computer: Veteran" must not widen the dock
    layout->addWidget(m_name);
    layout->addWidget(m_typeLine);

    auto* damage = new QHBoxLayout;
    m_bar = new DamageBar(this);
    m_structure = makeLabel(this, QStringLiteral("structure"), 10, true);
    m_structure->setMinimumWidth(72);
    m_structure->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    damage->addWidget(m_bar, 1);
    damage->addWidget(m_structure);
    layout->addLayout(damage);

    m_chips = new QWidget(this);
    auto* chips = new QGridLayout(m_chips);  // two chips a row: long texts still fit
    chips->setContentsMargins(0, 2, 0, 2);
    chips->setSpacing(4);
    layout->addWidget(m_chips);

    m_rows = new QGridLayout;
    m_rows->setHorizontalSpacing(10);
    m_rows->setVerticalSpacing(3);
    m_rows->setColumnStretch(1, 1);
    layout->addLayout(m_rows);
    addRow(QStringLiteral("status"), tr("Status"));
    addRow(QStringLiteral("altitude"), tr("Altitude"));
    addRow(QStringLiteral("decks"), tr("Decks"));
    addRow(QStringLiteral("climb"), tr("Climb rate"));
    addRow(QStringLiteral("flown"), tr("Last flown"));
    addRow(QStringLiteral("aim"), tr("Aim"));
    addRow(QStringLiteral("ammo"), tr("Ammunition"));
    addRow(QStringLiteral("bombs"), tr("Bombs"));
    addRow(QStringLiteral("rockets"), tr("Rockets"));
    addRow(QStringLiteral("fuel"), tr("Fuel"));
    addRow(QStringLiteral("reasons"), tr("Its plan"));
    layout->addStretch(1);
    refresh();
}

QLabel* ConsoleWidget::addRow(const QString& key, const QString& title) {
    const int row = m_rows->rowCount();
    auto* titleLabel = new QLabel(title, this);
    titleLabel->setFont(style::uiFont(9));
    titleLabel->setStyleSheet(QStringLiteral("color: %1;").arg(style::mutedText().name()));
    titleLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto* value = makeLabel(this, key, 9.5);
    value->setWordWrap(true);
    m_rows->addWidget(titleLabel, row, 0);
    m_rows->addWidget(value, row, 1);
    m_titles.insert(key, titleLabel);
    m_values.insert(key, value);
    return value;
}

void ConsoleWidget::setAircraft(const AircraftType& type, const AircraftState& state, const ManeuverDeck* deck) {
    m_type = type;
    m_state = state;
    if (deck)
        m_deck = *deck;
    else
        m_deck.reset();
    refresh();
}

void ConsoleWidget::setReasons(const QString& reasons) {
    m_reasons = reasons;
    refresh();
}

void ConsoleWidget::setState(const AircraftState& state) {
    m_state = state;
    refresh();
}

void ConsoleWidget::showDamage(int totalDamage) {
    m_state.damage = totalDamage;
    // One card more; which one the next state says (only its number is shown here).
    m_state.damageCards.emplace_back();
    refresh();
}

QRect ConsoleWidget::damageBarRect() const {
    return m_bar->geometry();
}

void ConsoleWidget::setViewer(const QString& player) {
    m_viewer = player;
    refresh();
}

void ConsoleWidget::setShowEverything(bool showEverything) {
    m_showEverything = showEverything;
    refresh();
}

void ConsoleWidget::setOpenDamage(bool open) {
    m_openDamage = open;
    refresh();
}

void ConsoleWidget::setAircraftNames(const QHash<QString, QString>& names) {
    m_names = names;
    refresh();
}

void ConsoleWidget::setFlownBy(const QString& flownBy) {
    m_flownBy = flownBy;
    refresh();
}

void ConsoleWidget::setPlayerColour(const QColor& colour) {
    m_playerColour = colour;
    refresh();
}

QColor ConsoleWidget::stripeColour() const {
    return m_playerColour.isValid() ? m_playerColour : style::sideColour(m_state.side);
}

bool ConsoleWidget::showsSecrets() const {
    return m_showEverything || m_openDamage ||
           (!m_viewer.isEmpty() && m_viewer == QString::fromStdString(m_state.player));
}

QString ConsoleWidget::field(const QString& key) const {
    if (key == QLatin1String("name")) return m_name->text();
    if (key == QLatin1String("type")) return m_typeLine->text();
    if (key == QLatin1String("structure")) return m_structure->text();
    const QLabel* value = m_values.value(key);
    return value != nullptr && !value->isHidden() ? value->text() : QString();
}

double ConsoleWidget::damageFraction() const {
    return m_bar->fraction();
}

QSize ConsoleWidget::sizeHint() const {
    return {300, QWidget::sizeHint().height()};
}

void ConsoleWidget::refresh() {
    const AircraftState& s = m_state;
    const auto weaponName = [this](const std::string& weaponId) {
        return weaponWords(m_type ? m_type->weapons : std::vector<Weapon>{}, weaponId);
    };
    QPalette stripe = m_stripe->palette();
    stripe.setColor(QPalette::Window, stripeColour());
    m_stripe->setPalette(stripe);

    const QString typeName = m_type ? QString::fromStdString(m_type->name) : QString::fromStdString(s.type);
    m_name->setText(s.name.empty() ? typeName : QString::fromStdString(s.name));
    QStringList typeLine{typeName};
    if (m_type && !m_type->nation.empty()) typeLine << QString::fromStdString(m_type->nation);
    if (!s.player.empty()) typeLine << tr("player %1").arg(QString::fromStdString(s.player));
    if (!m_flownBy.isEmpty()) typeLine << m_flownBy;
    m_typeLine->setText(typeLine.join(QStringLiteral(" · ")));

    const int structure = m_type ? m_type->structure.value : 0;
    if (showsSecrets()) {
        m_bar->setValue(s.damage, structure);
        m_structure->setText(tr("%1 / %2").arg(s.damage).arg(structure));
        m_structure->setToolTip(tr("Damage taken / structure: %1 left")
                                    .arg(countOf(std::max(0, structure - s.damage), tr("point"), tr("points"))));
    } else {
        // Face down at the table: how many cards (WW2: counters), not what they count.
        m_bar->setValue(0, structure);
        const int dealt = static_cast<int>(s.damageCards.size());
        const bool counters = m_type && m_type->era == Era::Ww2;
        m_structure->setText(counters ? countOf(dealt, tr("damage counter"), tr("damage counters"))
                                      : countOf(dealt, tr("damage card"), tr("damage cards")));
        m_structure->setToolTip(
            (counters ? tr("Damage counters lie face down: only the airplane's own player sees what they count "
                           "(structure %1)")
                      : tr("Damage cards lie face down: only the airplane's own player sees what they count "
                           "(structure %1)"))
                .arg(structure));
    }

    QHash<QString, QString> values;
    values[QStringLiteral("status")] = statusWords(s.status);
    values[QStringLiteral("altitude")] =
        tr("level %1, %2").arg(s.altitude).arg(countOf(s.climb, tr("climb counter"), tr("climb counters")));
    if (m_type) {
        QStringList damageDecks;
        for (const Weapon& weapon : m_type->weapons) {
            const QString letter(QChar(weapon.damageDeck));
            const QString entry = m_type->weapons.size() > 1
                                      ? tr("%1 (%2)").arg(letter, weaponWords(m_type->weapons, weapon.id))
                                      : letter;
            if (!damageDecks.contains(entry)) damageDecks << entry;
        }
        values[QStringLiteral("decks")] =
            tr("maneuvers %1 · damage %2")
                .arg(QChar(m_type->maneuverDeck))
                .arg(damageDecks.isEmpty() ? tr("none") : damageDecks.join(QStringLiteral(", ")));
        const int rate = climbRate(*m_type, s);
        values[QStringLiteral("climb")] =
            rate == m_type->climbRate.value ? QString::number(rate) : tr("%1 (full bomb load)").arg(rate);
        if (m_type->fuel) values[QStringLiteral("fuel")] = tr("%1 / %2").arg(s.fuel).arg(m_type->fuel->value);
        if (s.bombsLoaded > 0) {
            // BOMB-07: why an Immelmann or a third steep card is refused.
            const QString aboard = m_type->bombClusters
                                       ? tr("%1 of %2 clusters of three").arg(s.bombs).arg(s.bombsLoaded)
                                       : tr("%1 of %2").arg(s.bombs).arg(s.bombsLoaded);
            values[QStringLiteral("bombs")] =
                s.fullBombLoad ? tr("%1 · full load: no Immelmann, at least two non-steep cards a turn").arg(aboard)
                               : aboard;
        }
        // RKT-01, RKT-02: what is left on the struts, and how a salvo is flown.
        if (s.rocketsLoaded > 0)
            values[QStringLiteral("rockets")] =
                s.rockets == 0 ? tr("none left of %1").arg(countOf(s.rocketsLoaded, tr("batch"), tr("batches")))
                               : tr("%1 of %2 batches of three · fired after two straights, dives or stalls")
                                     .arg(s.rockets)
                                     .arg(s.rocketsLoaded);
    }
    QStringList flown;
    // WX-01: the cards written on paper in the clouds are its player's secret.
    // (Open Damage opens the damage, not the plans.)
    const bool ownSheet = m_showEverything || (!m_viewer.isEmpty() && m_viewer == QString::fromStdString(s.player));
    const std::size_t onPaper =
        s.cloud && !ownSheet ? std::min(s.cloud->sheet.size(), s.history.size()) : std::size_t{0};
    for (std::size_t i = 0; i < s.history.size(); ++i) {
        const FlownCard& card = s.history[i];
        if (i + onPaper >= s.history.size()) {
            flown << tr("written on paper");
            continue;
        }
        const ManeuverCard* known = m_deck ? m_deck->card(card.number) : nullptr;
        QString text = known ? QStringLiteral("%1 %2").arg(card.number).arg(QString::fromStdString(known->name))
                             : QString::number(card.number);
        if (card.speed == Speed::Fast) text += tr(" (high)");
        if (card.speed == Speed::Slow) text += tr(" (low)");
        flown << text;
    }
    values[QStringLiteral("flown")] = flown.isEmpty() ? tr("none yet") : flown.join(QStringLiteral(" → "));
    QStringList aims;
    for (const auto& [weapon, aim] : s.aim) {
        if (aim.target.empty() || aim.phases <= 0) continue;
        const QString target = QString::fromStdString(aim.target);
        aims << tr("%1 on %2 (%3)")
                    .arg(weaponName(weapon), m_names.value(target, target),
                         countOf(aim.phases, tr("fire step"), tr("fire steps")));
    }
    values[QStringLiteral("aim")] = aims.isEmpty() ? tr("none") : aims.join(QStringLiteral("; "));
    values[QStringLiteral("ammo")] =
        s.shotsLeft < 0 ? tr("unlimited") : tr("%1 left").arg(countOf(s.shotsLeft, tr("shot"), tr("shots")));

    if (!m_reasons.isEmpty()) values[QStringLiteral("reasons")] = m_reasons;

    for (auto it = m_values.begin(); it != m_values.end(); ++it) {
        const bool shown = values.contains(it.key());
        it.value()->setText(values.value(it.key()));
        it.value()->setVisible(shown);
        m_titles.value(it.key())->setVisible(shown);
    }

    // Specials and counters as chips: public first, then the secret ones.
    struct Chip {
        QString text;
        QColor background;
        QColor ink;
    };
    std::vector<Chip> chips;
    const QColor grey(0x6d, 0x6a, 0x63), fire(0xc4, 0x4a, 0x1c), jam(0x7a, 0x4c, 0xa8), secret(0x2d, 0x5b, 0x8c);
    if (s.smoke > 0) chips.push_back({tr("Smoke ×%1").arg(s.smoke), grey, Qt::white});
    if (s.flames > 0) chips.push_back({tr("Flames ×%1").arg(s.flames), fire, Qt::white});
    if (s.permanentSmoke) chips.push_back({tr("Smoking for good"), grey.darker(130), Qt::white});
    for (const auto& [weapon, counters] : s.jams)
        if (counters > 0) chips.push_back({tr("%1 jammed ×%2").arg(weaponName(weapon)).arg(counters), jam, Qt::white});
    for (const auto& [weapon, twin] : s.twinGuns)
        if (twin.jammed == 1)
            chips.push_back({tr("%1: one gun jammed ×%2").arg(weaponName(weapon)).arg(twin.counters), jam, Qt::white});
    if (s.noFireAfterManoeuvre) chips.push_back({tr("No fire (MOV-13)"), fire.darker(120), Qt::white});
    if (s.status != AircraftStatus::Flying) chips.push_back({statusWords(s.status), style::refusalColour(), Qt::white});
    // WX-09 / WX-10 / BAL-11: everybody knows who was caught by surprise.
    if (!s.surprisedBy.empty())
        chips.push_back({tr("Surprised: one card this turn (%1)").arg(QString::fromStdString(s.surprisedBy)),
                         QColor(0xb0, 0x7a, 0x12), Qt::white});
    if (showsSecrets()) {
        // DMG-02: the player's own secrets.
        if (s.rudderJam != Direction::None)
            chips.push_back({tr("Rudder jammed: no %1 turns").arg(direction(s.rudderJam)), secret, Qt::white});
        if (s.rudderJamNextTurn != Direction::None)
            chips.push_back(
                {tr("Rudder: no %1 turns next turn").arg(direction(s.rudderJamNextTurn)), secret, Qt::white});
        if (s.permanentRudder) chips.push_back({tr("Rudder jammed for good"), secret.darker(130), Qt::white});
        if (s.engineHits > 0) chips.push_back({tr("Engine hit: a stall every turn"), secret, Qt::white});
        if (s.sheet) {
            // PIL-06..08: the campaign wound rules count his hit points.
            const PilotSheet& sheet = *s.sheet;
            const QString points = tr("Pilot %1/%2 HP").arg(sheet.hitPoints).arg(kPilotHitPoints);
            switch (sheet.condition()) {
                case PilotCondition::Active:
                    chips.push_back({points, secret, Qt::white});
                    break;
                case PilotCondition::Wounded:
                    chips.push_back({tr("%1: wounded, one skill").arg(points), secret, Qt::white});
                    break;
                case PilotCondition::SeriouslyWounded:
                    chips.push_back({sheet.landBy > 0
                                         ? tr("%1: land by the end of turn %2").arg(points).arg(sheet.landBy)
                                         : tr("%1: seriously wounded, land!").arg(points),
                                     style::refusalColour(), Qt::white});
                    break;
                case PilotCondition::Dead:
                    chips.push_back({tr("Pilot killed"), style::refusalColour(), Qt::white});
                    break;
            }
        } else if (s.pilotWounds > 0) {
            chips.push_back({tr("Pilot wounded"), secret, Qt::white});
        }
        if (s.pilotNoFire > 0) chips.push_back({tr("Pilot cannot fire ×%1").arg(s.pilotNoFire), secret, Qt::white});
        if (s.observerWounds > 0) chips.push_back({tr("Observer wounded"), secret, Qt::white});
        if (s.observerNoFire > 0)
            chips.push_back({tr("Observer cannot fire ×%1").arg(s.observerNoFire), secret, Qt::white});
    }
    qDeleteAll(m_chips->findChildren<QLabel*>(Qt::FindDirectChildrenOnly));
    m_specials.clear();
    auto* chipLayout = static_cast<QGridLayout*>(m_chips->layout());
    int placed = 0;
    for (const Chip& chip : chips) {
        auto* label = new QLabel(chip.text, m_chips);
        label->setFont(style::uiFont(8.5, true));
        label->setStyleSheet(chipStyle(chip.background, chip.ink));
        chipLayout->addWidget(label, placed / 2, placed % 2);
        ++placed;
        m_specials << chip.text;
    }
    m_chips->setVisible(!chips.empty());
}

}  // namespace jasta::app
