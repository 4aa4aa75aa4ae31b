#include "play/planning_panel.hpp"

#include <QApplication>
#include <QComboBox>
#include <QDrag>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <stdexcept>

#include "jasta/data/game_data.hpp"
#include "jasta/rules/tailing.hpp"
#include "jasta/words/plans.hpp"
#include "play/rule_book.hpp"
#include "table/maneuver_card_view.hpp"
#include "table/panel_style.hpp"

namespace jasta::app {

namespace {

// Drag payload of a plan slot (reorder mode): its number 1..3.
constexpr char kSlotMimeType[] = "application/x-jasta-plan-slot";
constexpr int kTypingPauseMs = 900;  // a second digit may follow within this
constexpr int kSlotWidth = 100;      // px
// The deck in rows of at most five cards, four rows for a deck of twenty:
// the decision column is tall (it takes the window's height) and narrow, so
// that the table keeps the width (issue 15: a 1366 × 768 laptop).
constexpr int kMaxDeckColumns = 5;
constexpr int kDeckRows = 4;

FlownCard flownOf(const ManeuverCard& card, Speed speed) {
    return {card.number, card.kind, card.steep, card.direction, speed};
}

QString declarationLabel(Declaration declaration) {
    switch (declaration) {
        case Declaration::None:
            return PlanningPanel::tr("No declaration");
        case Declaration::GentleLoss:
            return PlanningPanel::tr("Gentle altitude loss (CPX-07)");
        case Declaration::HistoricalImmelmann:
            return PlanningPanel::tr("Historical Immelmann (CPX-02)");
        case Declaration::Landing:
            return PlanningPanel::tr("Landing (GND)");
    }
    return {};
}

int readNumber(const QMimeData* mime, const char* type) {
    if (mime == nullptr || !mime->hasFormat(type)) return 0;
    bool ok = false;
    const int number = mime->data(type).toInt(&ok);
    return ok ? number : 0;
}

}  // namespace

// --- PlanSlotWidget ----------------------------------------------------------

PlanSlotWidget::PlanSlotWidget(int slot, QWidget* parent) : QWidget(parent), m_slot(slot) {
    setAcceptDrops(true);
    setCursor(Qt::PointingHandCursor);
    setFixedSize(sizeHint());  // the plan stays readable however many cards the deck has
}

QSize PlanSlotWidget::sizeHint() const {
    return {kSlotWidth, static_cast<int>(kSlotWidth / kCardAspect)};
}

void PlanSlotWidget::show(const ManeuverCard* card, Speed speed, const QRectF& frameMm) {
    if (card)
        m_card = *card;
    else
        m_card.reset();
    m_speed = speed;
    m_frameMm = frameMm;
    setToolTip(card ? describeCard(*card) + PlanningPanel::tr("\nClick to take it back.")
                    : PlanningPanel::tr("Slot %1: click a card or drop it here.").arg(m_slot));
    update();
}

void PlanSlotWidget::setLocked(bool locked) {
    m_locked = locked;
    setCursor(locked ? Qt::ArrowCursor : Qt::PointingHandCursor);
    update();
}

void PlanSlotWidget::setPicked(bool picked) {
    m_picked = picked;
    update();
}

void PlanSlotWidget::setRefused(bool refused) {
    m_refused = refused;
    update();
}

void PlanSlotWidget::setBlank(bool blank) {
    m_blank = blank;
    if (blank && !m_card)
        setToolTip(PlanningPanel::tr("Slot %1: a blank. The airplane stays where it is in this phase; drop its one "
                                     "card here to fly it now instead.")
                       .arg(m_slot));
    update();
}

void PlanSlotWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(2, 2, -2, -2);
    if (m_card) {
        CardLook look;
        look.selected = m_picked || m_dropTarget;
        look.disabled = m_locked;
        look.frameMm = m_frameMm;
        if (m_speed != Speed::Normal) look.speed = m_speed;
        paintManeuverCard(painter, box, *m_card, look);
    } else if (m_blank) {
        // WX-09 / WX-10: a blank card, face up: plain paper with its word.
        painter.setPen(QPen(m_dropTarget ? style::selectionColour() : style::cardInk(), m_dropTarget ? 2.5 : 1.2));
        painter.setBrush(QColor(0xf4, 0xf0, 0xe4));
        painter.drawRoundedRect(box.adjusted(2, 2, -2, -2), 8, 8);
        QFont font = style::uiFont(10, true);
        font.setPixelSize(std::max(10, static_cast<int>(box.width() * 0.16)));
        painter.setFont(font);
        painter.setPen(style::cardInk());
        painter.drawText(box, Qt::AlignCenter, PlanningPanel::tr("Blank"));
    } else {
        // An empty place on the table: dashed outline, the slot's number.
        QColor edge = m_dropTarget ? style::selectionColour() : QColor(0xd8, 0xd4, 0xc8, 150);
        painter.setPen(QPen(edge, m_dropTarget ? 2.5 : 1.5, Qt::DashLine));
        painter.setBrush(QColor(255, 255, 255, m_dropTarget ? 40 : 14));
        painter.drawRoundedRect(box.adjusted(2, 2, -2, -2), 8, 8);
        QFont font = style::uiFont(10, true);
        font.setPixelSize(static_cast<int>(box.width() * 0.36));
        painter.setFont(font);
        painter.setPen(QColor(0xd8, 0xd4, 0xc8, 110));
        painter.drawText(box, Qt::AlignCenter, QString::number(m_slot));
    }
    if (m_refused) {
        painter.setPen(QPen(style::refusalColour(), 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), 8, 8);
    }
    if (m_locked && m_card) {
        // A small padlock: this card was flown or is kept in place.
        const QRectF lock(box.right() - 26, box.bottom() - 28, 18, 20);
        painter.setPen(QPen(style::cardInk(), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawArc(QRectF(lock.left() + 3, lock.top(), 12, 14), 0, 180 * 16);
        painter.setBrush(style::cardInk());
        painter.drawRoundedRect(QRectF(lock.left(), lock.top() + 8, 18, 12), 2, 2);
    }
}

void PlanSlotWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    m_pressed = true;
    m_pressPos = event->position().toPoint();
}

void PlanSlotWidget::mouseMoveEvent(QMouseEvent* event) {
    if (!m_pressed || !slotsDraggable || m_locked || !m_card) return;
    if ((event->position().toPoint() - m_pressPos).manhattanLength() < QApplication::startDragDistance()) return;
    m_pressed = false;
    auto* mime = new QMimeData;
    mime->setData(kSlotMimeType, QByteArray::number(m_slot));
    auto* drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->setPixmap(grab());
    drag->setHotSpot(m_pressPos);
    drag->exec(Qt::MoveAction);
}

void PlanSlotWidget::mouseReleaseEvent(QMouseEvent* event) {
    const bool click = m_pressed && event->button() == Qt::LeftButton && rect().contains(event->position().toPoint());
    m_pressed = false;
    if (click && onClick) onClick(m_slot);
}

void PlanSlotWidget::dragEnterEvent(QDragEnterEvent* event) {
    const bool card = !slotsDraggable && readNumber(event->mimeData(), kCardMimeType) > 0;
    const int from = readNumber(event->mimeData(), kSlotMimeType);
    const bool slot = slotsDraggable && !m_locked && from > 0 && from != m_slot;
    if (!card && !slot) return event->ignore();
    m_dropTarget = true;
    update();
    event->acceptProposedAction();
}

void PlanSlotWidget::dragLeaveEvent(QDragLeaveEvent*) {
    m_dropTarget = false;
    update();
}

void PlanSlotWidget::dropEvent(QDropEvent* event) {
    m_dropTarget = false;
    update();
    if (const int number = readNumber(event->mimeData(), kCardMimeType); number > 0 && onCardDropped) {
        onCardDropped(m_slot, number);
        event->acceptProposedAction();
    } else if (const int from = readNumber(event->mimeData(), kSlotMimeType); from > 0 && onSlotDropped) {
        onSlotDropped(m_slot, from);
        event->acceptProposedAction();
    }
}

// --- PlanningPanel -----------------------------------------------------------

PlanningPanel::PlanningPanel(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, style::panelBackground());
    colours.setColor(QPalette::WindowText, QColor(0xf1, 0xee, 0xe4));
    setPalette(colours);

    m_typingTimer.setSingleShot(true);
    m_typingTimer.setInterval(kTypingPauseMs);
    connect(&m_typingTimer, &QTimer::timeout, this, &PlanningPanel::commitTyped);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 12, 14, 12);
    layout->setSpacing(8);

    // Title and last cards on lines of their own that wrap: a long airplane
    // name must not widen the panel (and so narrow the table).
    m_title = makeLabel(this, QStringLiteral("planTitle"), 12, true);
    m_title->setWordWrap(true);
    m_lastFlown = makeLabel(this, QStringLiteral("lastFlown"), 9);
    m_lastFlown->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_lastFlown);

    m_deckBox = new QWidget(this);
    m_deckGrid = new QGridLayout(m_deckBox);
    m_deckGrid->setContentsMargins(0, 0, 0, 0);
    m_deckGrid->setSpacing(6);
    layout->addWidget(m_deckBox);
    m_blankButton = new QPushButton(tr("Blank"), this);
    m_blankButton->setObjectName(QStringLiteral("blank"));
    m_blankButton->setToolTip(
        tr("Write a blank on the sheet: in the cloud cover a blank must come between a "
           "low-speed and a high-speed card (WX-02)"));
    m_blankButton->setFocusPolicy(Qt::NoFocus);
    connect(m_blankButton, &QPushButton::clicked, this, [this] { placeCard(kBlankCard); });
    layout->addWidget(m_blankButton, 0, Qt::AlignLeft);

    m_revealBox = new QWidget(this);
    auto* reveal = new QHBoxLayout(m_revealBox);
    reveal->setContentsMargins(0, 0, 0, 0);
    m_revealLabel = makeLabel(m_revealBox, QStringLiteral("revealLabel"), 10);
    m_revealLabel->setWordWrap(true);
    reveal->addWidget(m_revealLabel, 1);
    m_revealBox->hide();
    layout->addWidget(m_revealBox);

    // The label above the slots, not beside them: the dock stays narrow and the table wide.
    auto* slotsLabel = new QLabel(tr("Your plan"), this);
    slotsLabel->setFont(style::uiFont(10, true));
    slotsLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(slotsLabel);
    auto* slotsRow = new QHBoxLayout;
    slotsRow->setSpacing(10);
    for (int i = 0; i < 3; ++i) {
        auto* column = new QVBoxLayout;
        column->setSpacing(4);
        auto* slot = new PlanSlotWidget(i + 1, this);
        slot->onClick = [this](int s) { slotClicked(s); };
        slot->onCardDropped = [this](int s, int number) { cardDropped(s, number); };
        slot->onSlotDropped = [this](int s, int from) { swapSlots(s, from); };
        m_slots[static_cast<std::size_t>(i)] = slot;
        column->addWidget(slot, 0, Qt::AlignHCenter);
        auto* speeds = new QHBoxLayout;
        speeds->setSpacing(2);
        for (Speed speed : {Speed::Fast, Speed::Slow}) {
            auto* button = new QToolButton(this);
            button->setText(speed == Speed::Fast ? tr("High") : tr("Low"));
            button->setToolTip(speed == Speed::Fast ? tr("High speed marker (H)") : tr("Low speed marker (L)"));
            button->setCheckable(true);
            button->setAutoRaise(false);
            button->setFocusPolicy(Qt::NoFocus);
            button->setMinimumWidth(kSlotWidth / 2 - 2);
            const int slotNumber = i + 1;
            connect(button, &QToolButton::clicked, this,
                    [this, slotNumber, speed] { setSlotSpeed(slotNumber, speed); });
            (speed == Speed::Fast ? m_fast : m_slow)[static_cast<std::size_t>(i)] = button;
            speeds->addWidget(button);
        }
        column->addLayout(speeds);
        slotsRow->addLayout(column);
    }
    // Under the slots, not beside them: the column is as narrow as the three
    // slots (issue 15: the table stays the largest area on a laptop).
    auto* sideBox = new QWidget(this);
    auto* side = new QHBoxLayout(sideBox);
    side->setContentsMargins(0, 0, 0, 0);
    side->setSpacing(6);
    m_declaration = new QComboBox(this);
    m_declaration->setObjectName(QStringLiteral("declaration"));
    m_declaration->setToolTip(tr("A complex maneuver you announce with the plan"));
    m_declaration->setFocusPolicy(Qt::ClickFocus);
    connect(m_declaration, &QComboBox::activated, this,
            [this](int index) { setDeclaration(static_cast<Declaration>(m_declaration->itemData(index).toInt())); });
    side->addWidget(m_declaration);
    side->addStretch(1);
    m_clear = new QPushButton(tr("Clear"), this);
    m_clear->setToolTip(tr("Take back every card (Esc)"));
    m_clear->setFocusPolicy(Qt::NoFocus);
    connect(m_clear, &QPushButton::clicked, this, [this] { clearPlan(); });
    m_confirm = new QPushButton(tr("Confirm plan"), this);
    m_confirm->setObjectName(QStringLiteral("confirm"));
    m_confirm->setDefault(true);
    m_confirm->setFocusPolicy(Qt::NoFocus);
    m_confirm->setMinimumHeight(34);
    m_confirm->setFont(style::uiFont(10, true));
    connect(m_confirm, &QPushButton::clicked, this, [this] { confirm(); });
    side->addWidget(m_clear);
    side->addWidget(m_confirm);
    slotsRow->addStretch(1);
    layout->addLayout(slotsRow);
    layout->addWidget(sideBox);

    m_refusal = makeLabel(this, QStringLiteral("refusal"), 9.5);
    m_refusal->setWordWrap(true);
    m_refusal->setTextFormat(Qt::RichText);
    m_refusal->setStyleSheet(
        QStringLiteral("QLabel { background: #f6dedb; color: #7d1710; border: 1px solid #b3261e;"
                       " border-radius: 5px; padding: 6px 8px; }"));
    m_refusal->hide();
    layout->addWidget(m_refusal);
    m_hint = makeLabel(this, QStringLiteral("hint"), 9);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    layout->addStretch(1);

    refresh();
}

void PlanningPanel::setAircraft(const AircraftType& type, const ManeuverDeck& deck, const GeometrySpec& geometry,
                                const RuleOptions& rules, const AircraftState& state) {
    m_flyer = FlyerData{type, deck, geometry, rules};
    m_state = state;
    m_frameMm = deckFrameMm(deck);
    m_plan = Plan{};
    m_blanks = {};
    m_mode = Mode::Planning;
    m_picked = 0;
    m_typed.clear();
    m_typingTimer.stop();
    m_message.clear();
    buildDeck();
    changed();
}

bool PlanningPanel::setAircraft(const GameData& gameData, const RuleOptions& rules, const AircraftState& state) {
    try {
        const Flyer flyer = flyerOf(gameData, state, rules);
        setAircraft(flyer.type, flyer.deck, flyer.geometry, rules, state);
        return true;
    } catch (const std::invalid_argument& error) {
        m_flyer.reset();
        m_state = state;
        m_plan = Plan{};
        buildDeck();
        m_message =
            tr("Cannot plan for %1: %2.").arg(QString::fromStdString(state.name), QString::fromUtf8(error.what()));
        changed();
        return false;
    }
}

void PlanningPanel::buildDeck() {
    for (ManeuverCardWidget* widget : m_cards) delete widget;
    m_cards.clear();
    if (!m_flyer) return;
    const auto& cards = m_flyer->deck.cards;
    const int count = static_cast<int>(cards.size());
    const int columns = std::clamp((count + kDeckRows - 1) / kDeckRows, 1, kMaxDeckColumns);
    for (int i = 0; i < count; ++i) {
        auto* widget = new ManeuverCardWidget(cards[static_cast<std::size_t>(i)], m_deckBox);
        widget->setFrameMm(m_frameMm);
        widget->setFocusPolicy(Qt::NoFocus);  // the panel takes the keys
        connect(widget, &ManeuverCardWidget::clicked, this, [this](int number) { placeCard(number); });
        m_deckGrid->addWidget(widget, i / columns, i % columns);
        m_cards.push_back(widget);
    }
}

bool PlanningPanel::ww2() const {
    return m_flyer && m_flyer->rules.era == Era::Ww2;
}

const ManeuverCard* PlanningPanel::card(int number) const {
    return m_flyer ? m_flyer->deck.card(number) : nullptr;
}

int PlanningPanel::slotCard(int slot) const {
    if (slot < 1 || slot > 3) return 0;
    return m_plan.cards[static_cast<std::size_t>(slot - 1)].number;
}

Speed PlanningPanel::slotSpeed(int slot) const {
    if (slot < 1 || slot > 3) return Speed::Normal;
    return m_plan.cards[static_cast<std::size_t>(slot - 1)].speed;
}

int PlanningPanel::filledSlots() const {
    int filled = 0;
    for (std::size_t i = 0; i < 3; ++i) filled += m_plan.cards[i].number != 0 || m_blanks[i] ? 1 : 0;
    return filled;
}

bool PlanningPanel::blanksOnRequest() const {
    return m_flyer && !surprised() && mayPlayBlank(m_flyer->rules, m_state);
}

Speed PlanningPanel::defaultSpeed(int slot, const ManeuverCard& card) const {
    if (!ww2()) return Speed::Normal;
    // The cards flown before this slot: last turn's, then this plan's.
    std::vector<FlownCard> before(m_state.history.begin(), m_state.history.end());
    for (int s = 1; s < slot; ++s) {
        const auto& planned = m_plan.cards[static_cast<std::size_t>(s - 1)];
        if (const ManeuverCard* earlier = this->card(planned.number))
            before.push_back(flownOf(*earlier, planned.speed));
    }
    const FlownCard* one = before.empty() ? nullptr : &before[before.size() - 1];
    const FlownCard* two = before.size() < 2 ? nullptr : &before[before.size() - 2];
    const bool fast = card.hasSpeed(Speed::Fast), slow = card.hasSpeed(Speed::Slow);
    if (auto forced = forcedSpeed(two, one, flownOf(card, Speed::Fast)); forced && card.hasSpeed(forced->speed))
        return forced->speed;
    if (slow && !fast) return Speed::Slow;
    return Speed::Fast;
}

bool PlanningPanel::placeCard(int number) {
    if (number == kBlankCard && blanksOnRequest()) {
        for (int slot = 1; slot <= 3; ++slot)
            if (slotCard(slot) == 0 && !m_blanks[static_cast<std::size_t>(slot - 1)]) return placeCard(slot, number);
        showMessage(tr("All three slots are full: click a slot to take its card back."));
        return false;
    }
    if (surprised() && filledSlots() > 0 && m_mode == Mode::Planning) {
        showMessage(
            tr("Caught by surprise, the airplane flies one card this turn: click the planned card to take "
               "it back first."));
        return false;
    }
    for (int slot = 1; slot <= 3; ++slot)
        if (slotCard(slot) == 0) return placeCard(slot, number);
    showMessage(tr("All three slots are full: click a slot to take its card back."));
    return false;
}

bool PlanningPanel::placeCard(int slot, int number) {
    if (m_mode != Mode::Planning || slot < 1 || slot > 3) return false;
    if (number == kBlankCard && blanksOnRequest()) {  // WX-02: a blank on the sheet
        m_plan.cards[static_cast<std::size_t>(slot - 1)] = {};
        m_blanks[static_cast<std::size_t>(slot - 1)] = true;
        m_message.clear();
        changed();
        return true;
    }
    const ManeuverCard* chosen = card(number);
    if (chosen == nullptr) {
        showMessage(m_flyer ? tr("There is no card %1 in deck %2.").arg(number).arg(QChar(m_flyer->deck.letter))
                            : tr("There is no deck to plan with."));
        return false;
    }
    for (int s = 1; s <= 3; ++s)
        if (s != slot && slotCard(s) == number) {
            showMessage(
                tr("Card %1 is already in slot %2: each card can be planned once (MOV-02).").arg(number).arg(s));
            return false;
        }
    m_plan.cards[static_cast<std::size_t>(slot - 1)] = {number, defaultSpeed(slot, *chosen)};
    m_blanks[static_cast<std::size_t>(slot - 1)] = false;
    m_message.clear();
    changed();
    return true;
}

void PlanningPanel::clearSlot(int slot) {
    if (m_mode != Mode::Planning || slot < 1 || slot > 3) return;
    if (slotCard(slot) == 0 && !m_blanks[static_cast<std::size_t>(slot - 1)]) return;
    m_plan.cards[static_cast<std::size_t>(slot - 1)] = {};
    m_blanks[static_cast<std::size_t>(slot - 1)] = false;
    m_message.clear();
    changed();
}

void PlanningPanel::removeLastCard() {
    for (int slot = 3; slot >= 1; --slot)
        if (slotCard(slot) != 0 || m_blanks[static_cast<std::size_t>(slot - 1)]) return clearSlot(slot);
}

void PlanningPanel::clearPlan() {
    m_message.clear();
    m_typed.clear();
    m_typingTimer.stop();
    if (m_mode == Mode::Reorder) {
        m_plan = m_original;  // back to the order as planned
        m_picked = 0;
    } else {
        m_plan = Plan{};
        m_blanks = {};
    }
    changed();
}

void PlanningPanel::setPlan(const Plan& plan) {
    if (m_mode != Mode::Planning) return;
    m_plan = Plan{};
    m_blanks = {};
    m_plan.declaration = plan.declaration;
    for (int slot = 1; slot <= 3; ++slot) {
        const auto& wanted = plan.cards[static_cast<std::size_t>(slot - 1)];
        if (card(wanted.number) != nullptr) m_plan.cards[static_cast<std::size_t>(slot - 1)] = wanted;
        m_blanks[static_cast<std::size_t>(slot - 1)] = wanted.blank() && blanksOnRequest();
    }
    const auto offered = offeredDeclarations();
    if (std::find(offered.begin(), offered.end(), m_plan.declaration) == offered.end())
        m_plan.declaration = Declaration::None;
    changed();
}

bool PlanningPanel::setSlotSpeed(int slot, Speed speed) {
    const ManeuverCard* chosen = card(slotCard(slot));
    if (m_mode != Mode::Planning || !ww2() || chosen == nullptr || !chosen->hasSpeed(speed)) {
        refresh();  // put the buttons back as they were
        return false;
    }
    m_plan.cards[static_cast<std::size_t>(slot - 1)].speed = speed;
    changed();
    return true;
}

std::vector<Declaration> PlanningPanel::offeredDeclarations() const {
    std::vector<Declaration> offered{Declaration::None};
    if (!m_flyer) return offered;
    const RuleOptions& rules = m_flyer->rules;
    if (rules.gentleAltitudeLoss) offered.push_back(Declaration::GentleLoss);
    if (rules.aceManoeuvres != AceManoeuvres::Off) offered.push_back(Declaration::HistoricalImmelmann);
    if (rules.landingSequence != LandingSequence::S002Auto && !m_state.onGround())
        offered.push_back(Declaration::Landing);
    return offered;
}

bool PlanningPanel::setDeclaration(Declaration declaration) {
    const auto offered = offeredDeclarations();
    if (m_mode != Mode::Planning || std::find(offered.begin(), offered.end(), declaration) == offered.end()) {
        refresh();
        return false;
    }
    m_plan.declaration = declaration;
    changed();
    return true;
}

std::vector<Violation> PlanningPanel::check(const Plan& plan) const {
    if (!m_flyer) return {};
    // WX-09 / WX-10: the empty slots of a surprised airplane are its blanks,
    // so the plan is whole once a card is laid.
    if (surprised())
        return std::all_of(plan.cards.begin(), plan.cards.end(), [](const PlannedCard& c) { return c.blank(); })
                   ? std::vector<Violation>{}
                   : checkPlan(m_flyer->flyer(), m_state, plan);
    int prefix = 0;
    while (prefix < 3 &&
           (plan.cards[static_cast<std::size_t>(prefix)].number != 0 || m_blanks[static_cast<std::size_t>(prefix)]))
        ++prefix;
    if (prefix == 0) return {};
    return prefix == 3 ? checkPlan(m_flyer->flyer(), m_state, plan)
                       : checkPlanStart(m_flyer->flyer(), m_state, plan, prefix);
}

bool PlanningPanel::canConfirm() const {
    return m_confirmAllowed && m_flyer && isComplete() && m_violations.empty();
}

void PlanningPanel::setConfirmAllowed(bool allowed) {
    m_confirmAllowed = allowed;
    refresh();
}

QString PlanningPanel::warningFor(int number) const {
    const ManeuverCard* candidate = card(number);
    if (candidate == nullptr || m_mode != Mode::Planning) return {};
    int next = 0;
    while (next < 3 &&
           (m_plan.cards[static_cast<std::size_t>(next)].number != 0 || m_blanks[static_cast<std::size_t>(next)]))
        ++next;
    if (next == 3) return {};
    for (const auto& planned : m_plan.cards)
        if (planned.number == number) return {};
    Plan trial = m_plan;
    trial.cards[static_cast<std::size_t>(next)] = {number, defaultSpeed(next + 1, *candidate)};
    for (const Violation& violation : check(trial))
        if (violation.card == next + 1)
            return QStringLiteral("%1: %2").arg(QString::fromStdString(violation.rule),
                                                QString::fromStdString(words::describe(violation)));
    return {};
}

void PlanningPanel::setRuleBook(RuleBook* book) {
    m_book = book;
    m_refusal->setTextInteractionFlags(Qt::TextBrowserInteraction);
    if (book != nullptr) connect(m_refusal, &QLabel::linkActivated, book, &RuleBook::openLink);
    refresh();
}

QString PlanningPanel::refusalText() const {
    QStringList lines;
    for (const Violation& violation : m_violations)
        lines << tr("%1, card %2: %3")
                     .arg(QString::fromStdString(violation.rule))
                     .arg(violation.card)
                     .arg(QString::fromStdString(words::describe(violation)));
    return lines.join(QLatin1Char('\n'));
}

QString PlanningPanel::hintText() const {
    if (!m_message.isEmpty()) return m_message;
    if (!m_flyer) return tr("No airplane to plan for.");
    if (m_mode == Mode::Reorder) {
        if (canConfirm())
            return tr("Click two of your open cards to swap them (or drag one onto another), then Confirm (Enter).");
        return tr("Put your cards in an order the rules allow. Escape puts them back as planned.");
    }
    if (canConfirm()) return tr("The plan is legal. Confirm it with Enter or the Confirm button.");
    if (!m_confirmAllowed && isComplete())
        return m_violations.empty() ? tr("The rules allow this plan. This step only tries plans: nothing is flown.")
                                    : tr("Refused, as the rules say. This step only tries plans: nothing is flown.");
    if (surprised() && filledSlots() == 0)
        return tr("Caught by surprise (%1): this turn the airplane flies just one card, and stays where it is in "
                  "the other two phases (blanks). Click a card, or drag it to the slot of the phase it flies in. No "
                  "Immelmann or Split-S.")
            .arg(QString::fromStdString(m_state.surprisedBy));
    if (!isComplete())
        return tr("Choose %1 more %2: click a card, drag it to a slot, or type its number.")
            .arg(3 - filledSlots())
            .arg(filledSlots() == 2 ? tr("card") : tr("cards"));
    return tr("Change the cards the rules refuse: click a slot to take its card back.");
}

bool PlanningPanel::confirm() {
    if (!m_typed.isEmpty()) commitTyped();
    if (!canConfirm()) return false;
    emit planConfirmed(m_plan);
    return true;
}

void PlanningPanel::startReorder(const Plan& plan, int fromCard, const ManeuverCard& revealed,
                                 const QString& targetName) {
    m_mode = Mode::Reorder;
    m_original = plan;
    m_plan = plan;
    m_fromCard = std::clamp(fromCard, 1, 3);
    m_picked = 0;
    m_typed.clear();
    m_message.clear();
    delete m_revealed;
    m_revealed = new ManeuverCardWidget(revealed, m_revealBox);
    m_revealed->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_revealed->setFocusPolicy(Qt::NoFocus);
    m_revealed->setDraggable(false);
    m_revealed->setFixedSize(84, static_cast<int>(84 / kCardAspect));
    m_revealBox->layout()->addWidget(m_revealed);
    // WW2: the target shows the card without its speed marker (TAIL-11).
    m_revealLabel->setText(tr("<b>%1</b> shows its card %2: <b>%3</b>.<br>You are on its tail: you may change the "
                              "order of your cards from slot %4 on (%5).")
                               .arg(targetName.toHtmlEscaped())
                               .arg(m_fromCard)
                               .arg(describeCard(revealed).toHtmlEscaped())
                               .arg(m_fromCard)
                               .arg(m_fromCard == 1 ? QStringLiteral("TAIL-03") : QStringLiteral("TAIL-04")));
    changed();
}

bool PlanningPanel::swapSlots(int a, int b) {
    if (m_mode != Mode::Reorder || a == b || a < m_fromCard || b < m_fromCard || a > 3 || b > 3) return false;
    std::swap(m_plan.cards[static_cast<std::size_t>(a - 1)], m_plan.cards[static_cast<std::size_t>(b - 1)]);
    m_picked = 0;
    changed();
    return true;
}

void PlanningPanel::slotClicked(int slot) {
    if (m_mode == Mode::Planning) return clearSlot(slot);
    if (slot < m_fromCard) {
        showMessage(tr("Card %1 stays where it is: only cards from slot %2 on may move.").arg(slot).arg(m_fromCard));
        return;
    }
    if (m_picked == 0) {
        m_picked = slot;
        refresh();
    } else if (m_picked == slot) {
        m_picked = 0;
        refresh();
    } else {
        swapSlots(m_picked, slot);
    }
}

void PlanningPanel::cardDropped(int slot, int number) {
    placeCard(slot, number);
}

PlanSlotWidget* PlanningPanel::slotWidget(int slot) const {
    return slot >= 1 && slot <= 3 ? m_slots[static_cast<std::size_t>(slot - 1)] : nullptr;
}

ManeuverCardWidget* PlanningPanel::cardWidget(int number) const {
    for (ManeuverCardWidget* widget : m_cards)
        if (widget->number() == number) return widget;
    return nullptr;
}

QToolButton* PlanningPanel::speedButton(int slot, Speed speed) const {
    if (slot < 1 || slot > 3 || speed == Speed::Normal) return nullptr;
    return (speed == Speed::Fast ? m_fast : m_slow)[static_cast<std::size_t>(slot - 1)];
}

void PlanningPanel::showMessage(const QString& message) {
    m_message = message;
    refresh();
}

void PlanningPanel::changed() {
    // Reorder mode: the engine's own verdict on the new order (TAIL-03/04),
    // against the airplane as it planned (the state setAircraft was given).
    m_violations = m_mode == Mode::Reorder && m_flyer
                       ? checkReorderedPlan(m_flyer->flyer(), m_state, m_original, m_plan, m_fromCard)
                       : check(m_plan);
    refresh();
    emit planChanged(m_plan);
}

void PlanningPanel::refresh() {
    const bool reorder = m_mode == Mode::Reorder;
    if (m_flyer) {
        const QString pilot = QString::fromStdString(m_state.name.empty() ? m_flyer->type.name : m_state.name);
        const QString type = QString::fromStdString(m_flyer->type.name);
        const QString who = pilot == type ? pilot : tr("%1 · %2").arg(pilot, type);
        m_title->setText(reorder ? tr("Reorder: %1").arg(who)
                                 : tr("Plan for %1 · deck %2").arg(who).arg(QChar(m_flyer->deck.letter)));
    } else {
        m_title->setText(tr("Planning"));
    }
    // The cards flown last: MOV-03/04 and the WW2 speeds look across the turn boundary.
    QStringList flown;
    for (const FlownCard& last : m_state.history) {
        const ManeuverCard* known = card(last.number);
        flown << (known ? QStringLiteral("%1 %2").arg(last.number).arg(QString::fromStdString(known->name))
                        : QString::number(last.number));
    }
    m_lastFlown->setText(flown.isEmpty() ? QString() : tr("Last flown: %1").arg(flown.join(QStringLiteral(" · "))));
    m_lastFlown->setVisible(!flown.isEmpty());

    m_deckBox->setVisible(!reorder);
    m_revealBox->setVisible(reorder);
    for (ManeuverCardWidget* widget : m_cards) {
        const int number = widget->number();
        const bool used =
            std::any_of(m_plan.cards.begin(), m_plan.cards.end(), [&](const auto& c) { return c.number == number; });
        widget->setEnabled(!used);
        widget->setWarning(used ? QString() : warningFor(number));
    }

    // WW2: a climb, a dive or a finished Immelmann turn / Split-S before a
    // card fixes the speed it is flown at, whatever its marker (SPD-03/04).
    const auto overrides =
        m_flyer ? markerOverrides(m_flyer->flyer(), m_state, m_plan) : std::array<std::optional<ForcedSpeed>, 3>{};
    // Slots: the first violation of each card marks its slot.
    for (int slot = 1; slot <= 3; ++slot) {
        PlanSlotWidget* widget = m_slots[static_cast<std::size_t>(slot - 1)];
        const auto& planned = m_plan.cards[static_cast<std::size_t>(slot - 1)];
        const auto& forced = overrides[static_cast<std::size_t>(slot - 1)];
        const Speed flownSpeed = forced ? forced->speed : planned.speed;
        widget->show(card(planned.number), flownSpeed, m_frameMm);
        widget->setLocked(reorder && slot < m_fromCard);
        widget->setPicked(reorder && slot == m_picked);
        widget->slotsDraggable = reorder;
        widget->setRefused(
            std::any_of(m_violations.begin(), m_violations.end(), [&](const Violation& v) { return v.card == slot; }));
        widget->setBlank(surprised() || m_blanks[static_cast<std::size_t>(slot - 1)]);
        const ManeuverCard* plannedCard = card(planned.number);
        for (Speed speed : {Speed::Fast, Speed::Slow}) {
            QToolButton* button = speedButton(slot, speed);
            button->setVisible(ww2());
            button->setEnabled(!reorder && !forced && plannedCard != nullptr && plannedCard->hasSpeed(speed));
            button->setChecked(plannedCard != nullptr && flownSpeed == speed);
            button->setToolTip(forced ? tr("%1: %2, whatever the marker says.")
                                            .arg(QString::fromStdString(forced->rule),
                                                 QString::fromStdString(words::describe(*forced)))
                                      : QString());
        }
    }

    const auto offered = offeredDeclarations();
    m_declaration->clear();
    for (Declaration declaration : offered)
        m_declaration->addItem(declarationLabel(declaration), static_cast<int>(declaration));
    m_declaration->setCurrentIndex(std::max(0, m_declaration->findData(static_cast<int>(m_plan.declaration))));
    m_declaration->setVisible(offered.size() > 1);
    m_declaration->setEnabled(!reorder);

    const QString refusal = refusalText();
    if (refusal.isEmpty()) {
        m_refusal->hide();
    } else {
        QStringList html;
        const auto linked = [this](const QString& plain) {
            return m_book != nullptr ? m_book->linkify(plain) : plain.toHtmlEscaped();
        };
        for (const Violation& violation : m_violations) {
            const QString rule = QString::fromStdString(violation.rule);
            const QString title = m_book != nullptr ? m_book->title(rule) : QString();
            html << QStringLiteral("<b>%1%2, %3</b>: %4")
                        .arg(linked(rule), title.isEmpty() ? QString() : QStringLiteral(" ") + title.toHtmlEscaped(),
                             tr("card %1").arg(violation.card),
                             QString::fromStdString(words::describe(violation)).toHtmlEscaped());
        }
        m_refusal->setText(tr("This plan is not allowed:") + QStringLiteral("<br>") +
                           html.join(QStringLiteral("<br>")));
        m_refusal->show();
    }
    QString hint = hintText();
    if (!m_typed.isEmpty()) hint = tr("Card number: %1…  (Enter to take it)").arg(m_typed);
    m_hint->setText(hint);
    m_clear->setEnabled(m_flyer && (reorder ? m_plan != m_original : filledSlots() > 0));
    m_blankButton->setVisible(!reorder && blanksOnRequest());
    m_blankButton->setEnabled(filledSlots() < 3);
    m_confirm->setEnabled(canConfirm());
    m_confirm->setText(reorder ? tr("Confirm order") : tr("Confirm plan"));
}

void PlanningPanel::typeDigit(int digit) {
    if (!m_flyer || m_mode != Mode::Planning) return;
    m_typed += QString::number(digit);
    // Wait for another digit only when some longer card number starts with these.
    bool longer = false;
    for (const ManeuverCard& c : m_flyer->deck.cards) {
        const QString number = QString::number(c.number);
        if (number.size() > m_typed.size() && number.startsWith(m_typed)) longer = true;
    }
    if (!longer) return commitTyped();
    m_typingTimer.start();
    refresh();
}

void PlanningPanel::commitTyped() {
    m_typingTimer.stop();
    if (m_typed.isEmpty()) return;
    const int number = m_typed.toInt();
    m_typed.clear();
    if (!placeCard(number)) refresh();
}

bool PlanningPanel::isPlanningKey(const QKeyEvent& event) const {
    if (!m_flyer) return false;
    // Keypad digits and Enter carry the keypad modifier; any other modifier makes a shortcut.
    if ((event.modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) return false;
    const int key = event.key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9) return m_mode == Mode::Planning;
    switch (key) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Backspace:
        case Qt::Key_Escape:
            return true;
        case Qt::Key_H:
        case Qt::Key_L:
            return m_mode == Mode::Planning && ww2();
        default:
            return false;
    }
}

void PlanningPanel::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9 && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
        typeDigit(key - Qt::Key_0);
        return;
    }
    switch (key) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (!m_typed.isEmpty())
                commitTyped();
            else
                confirm();
            return;
        case Qt::Key_Backspace:
            if (!m_typed.isEmpty()) {
                m_typed.chop(1);
                if (m_typed.isEmpty()) m_typingTimer.stop();
                refresh();
            } else {
                removeLastCard();
            }
            return;
        case Qt::Key_Escape:
            if (!m_typed.isEmpty()) {
                m_typed.clear();
                m_typingTimer.stop();
                refresh();
            } else {
                clearPlan();
            }
            return;
        case Qt::Key_H:
        case Qt::Key_L:
            for (int slot = 3; slot >= 1; --slot)
                if (slotCard(slot) != 0) {
                    setSlotSpeed(slot, key == Qt::Key_H ? Speed::Fast : Speed::Slow);
                    break;
                }
            return;
        default:
            QWidget::keyPressEvent(event);
    }
}

}  // namespace jasta::app
