#include "table/maneuver_card_view.hpp"

#include <QApplication>
#include <QDrag>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "table/panel_style.hpp"

namespace jasta::app {

namespace {

// Card-frame sizes of the drawing, in mm like the moves (cosmetic).
constexpr double kStrokeMm = 4.2;         // arrow line width
constexpr double kHeadLengthMm = 11.0;    // arrowhead length along the heading
constexpr double kHeadHalfWidthMm = 7.5;  // arrowhead half width
constexpr double kLoopRadiusMm = 5.0;     // Immelmann half loop drawn beside the way up
constexpr double kBadgeRadiusMm = 5.0;    // WW2 speed badge at the arrowhead
constexpr double kBaseMarkHalfMm = 9.0;   // the base's front edge drawn at the arrow's start
constexpr double kFrameMarginMm = 5.0;    // room around the arrows in the frame

// Unit vector of a heading (degrees, 0 = forward +y, clockwise positive).
QPointF headingVector(double degrees) {
    const double radians = degrees * std::numbers::pi / 180.0;
    return {std::sin(radians), std::cos(radians)};
}

double dot(QPointF a, QPointF b) {
    return a.x() * b.x() + a.y() * b.y();
}

double length(QPointF v) {
    return std::hypot(v.x(), v.y());
}

// The arrows a card shows: one per speed it has, fast first (drawn under).
struct ShownMove {
    Speed speed;
    const CardMove* move;
};
std::vector<ShownMove> shownMoves(const ManeuverCard& card) {
    std::vector<ShownMove> moves;
    for (Speed speed : {Speed::Fast, Speed::Normal, Speed::Slow})
        if (const CardMove* move = card.move(speed)) moves.push_back({speed, move});
    return moves;
}

bool hasSpeedMarkers(const ManeuverCard& card) {
    return card.hasSpeed(Speed::Fast) || card.hasSpeed(Speed::Slow);
}

// Where the drawn arrow ends and which way its head points (card mm).
struct ArrowEnd {
    QPointF tip;
    QPointF direction;
};
ArrowEnd arrowEnd(const CardMove& move) {
    const QPainterPath line = arrowCentreLine(move);
    const QPointF end = line.elementCount() > 0 ? QPointF(line.elementAt(line.elementCount() - 1)) : QPointF();
    return {end, headingVector(move.dtheta)};
}

QColor greyed(const QColor& colour) {
    const int grey = qGray(colour.rgb());
    return QColor(grey, grey, grey, colour.alpha()).lighter(125);
}

// Maps card mm (y forward) into the device rect, one uniform scale.
class FrameMap {
public:
    FrameMap(const QRectF& frameMm, const QRectF& area) {
        const QRectF frame = frameMm.isValid() ? frameMm : QRectF(-50, -10, 100, 120);
        m_scale = std::min(area.width() / frame.width(), area.height() / frame.height());
        m_frameCentre = frame.center();
        m_areaCentre = area.center();
    }
    [[nodiscard]] QPointF operator()(QPointF mm) const {
        return {m_areaCentre.x() + (mm.x() - m_frameCentre.x()) * m_scale,
                m_areaCentre.y() - (mm.y() - m_frameCentre.y()) * m_scale};
    }
    [[nodiscard]] QPointF vector(QPointF mm) const { return {mm.x() * m_scale, -mm.y() * m_scale}; }
    [[nodiscard]] double scale() const { return m_scale; }

private:
    double m_scale = 1;
    QPointF m_frameCentre, m_areaCentre;
};

void paintArrow(QPainter& painter, const FrameMap& map, const CardMove& move, const QColor& colour) {
    const QPainterPath lineMm = arrowCentreLine(move);
    const ArrowEnd end = arrowEnd(move);
    const double scale = map.scale();
    // Stop the line inside the head so its round cap does not blunt the tip.
    const QPointF lineEnd = end.tip - end.direction * (kHeadLengthMm * 0.6);
    QPainterPath line;
    for (int i = 0; i < lineMm.elementCount(); ++i) {
        const QPointF point = map(i + 1 == lineMm.elementCount() ? lineEnd : QPointF(lineMm.elementAt(i)));
        if (i == 0)
            line.moveTo(point);
        else
            line.lineTo(point);
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, std::max(1.5, kStrokeMm * scale), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(line);

    const QPointF side(end.direction.y(), -end.direction.x());  // to the right of the heading
    const QPointF base = end.tip - end.direction * kHeadLengthMm;
    const std::array<QPointF, 3> head{map(end.tip), map(base + side * kHeadHalfWidthMm),
                                      map(base - side * kHeadHalfWidthMm)};
    painter.setPen(QPen(colour.darker(115), std::max(0.8, 0.5 * scale), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(colour);
    painter.drawPolygon(head.data(), static_cast<int>(head.size()));
}

// WW2: "H" (high speed) or "L" (low speed) in a disc beyond the arrowhead.
void paintSpeedBadge(QPainter& painter, const FrameMap& map, const CardMove& move, Speed speed, const QColor& colour) {
    const ArrowEnd end = arrowEnd(move);
    const QPointF centre = map(end.tip + end.direction * (kBadgeRadiusMm + 1.5));
    const double radius = std::max(5.0, kBadgeRadiusMm * map.scale());
    painter.setPen(QPen(colour, std::max(1.0, 0.6 * map.scale())));
    painter.setBrush(style::cardFace());
    painter.drawEllipse(centre, radius, radius);
    QFont font = style::uiFont(8, true);
    font.setPixelSize(std::max(6, static_cast<int>(radius * 1.25)));
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                     speed == Speed::Fast ? QStringLiteral("H") : QStringLiteral("L"));
}

// The steep mark (MOV-03): a filled diamond.
void paintDiamond(QPainter& painter, QPointF centre, double half, const QColor& colour) {
    const std::array<QPointF, 4> diamond{centre + QPointF(0, -half), centre + QPointF(half * 0.72, 0),
                                         centre + QPointF(0, half), centre + QPointF(-half * 0.72, 0)};
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPolygon(diamond.data(), static_cast<int>(diamond.size()));
}

// Climb (two chevrons up) or dive (two chevrons down).
void paintAltitudeMark(QPainter& painter, QPointF centre, double half, AltitudeEffect effect, const QColor& colour) {
    if (effect == AltitudeEffect::None) return;
    const double up = effect == AltitudeEffect::Climb ? -1 : 1;  // device y
    painter.setPen(QPen(colour, std::max(1.2, half * 0.32), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    for (double offset : {-0.45, 0.35}) {
        const QPointF tip = centre + QPointF(0, up * (offset * half * 1.3 - half * 0.35));
        const std::array<QPointF, 3> chevron{tip + QPointF(-half * 0.8, -up * half * 0.6), tip,
                                             tip + QPointF(half * 0.8, -up * half * 0.6)};
        painter.drawPolyline(chevron.data(), static_cast<int>(chevron.size()));
    }
}

// Where the parts of a card drawn in `rect` go (device units): the paper
// inside a thin border, the number band on top, the name band at the
// bottom and the arrow area between them.
struct CardLayout {
    double unit = 0;  // the width the card would have at its aspect
    QRectF cardRect, inner, area;
    double topBand = 0, bottomBand = 0;
};
CardLayout cardLayout(const QRectF& rect) {
    CardLayout layout;
    const double w = rect.width();
    const double h = rect.height();
    layout.unit = std::min(w, h / (1 / kCardAspect));
    layout.cardRect = rect.adjusted(1.5, 1.5, -1.5, -1.5);
    const double margin = layout.unit * 0.06;
    layout.inner = layout.cardRect.adjusted(margin, margin * 0.6, -margin, -margin * 0.6);
    layout.topBand = h * 0.16;
    layout.bottomBand = h * 0.12;
    layout.area = QRectF(layout.inner.left(), layout.inner.top() + layout.topBand, layout.inner.width(),
                         layout.inner.height() - layout.topBand - layout.bottomBand);
    return layout;
}

FrameMap arrowMap(const QRectF& rect, const ManeuverCard& card, const CardLook& look) {
    return {look.frameMm.isValid() ? look.frameMm : cardFrameMm(card), cardLayout(rect).area.adjusted(2, 2, -2, -2)};
}

}  // namespace

QTransform cardArrowTransform(const QRectF& rect, const ManeuverCard& card, const CardLook& look) {
    const FrameMap map = arrowMap(rect, card, look);
    const QPointF origin = map(QPointF(0, 0));
    // x' = origin.x + s x, y' = origin.y - s y (card y is forward, device y down).
    return {map.scale(), 0, 0, -map.scale(), origin.x(), origin.y()};
}

QPainterPath arrowCentreLine(const CardMove& move) {
    QPainterPath line;
    if (move.path.empty()) {
        line.moveTo(0, 0);
        line.lineTo(move.dx, move.dy);
        return line;
    }
    line.moveTo(move.path.front().x, move.path.front().y);
    QPointF offset(0, 0);  // added to the return leg after a reversal
    QPointF previous(move.path.front().x, move.path.front().y);
    QPointF lastDirection;
    for (std::size_t i = 1; i < move.path.size(); ++i) {
        const QPointF point(move.path[i].x, move.path[i].y);
        const QPointF step = point - previous;
        if (length(step) < 1e-9) continue;
        const QPointF direction = step / length(step);
        if (!lastDirection.isNull() && dot(direction, lastDirection) < -0.5 && offset.isNull()) {
            // The path turns back (Immelmann): half loop to the right of the way up.
            const QPointF right(lastDirection.y(), -lastDirection.x());
            const QPointF apex = previous;
            const QPointF centre = apex + right * kLoopRadiusMm;
            constexpr int kSteps = 12;
            for (int k = 1; k <= kSteps; ++k) {
                const double t = std::numbers::pi * k / kSteps;
                line.lineTo(centre - right * (kLoopRadiusMm * std::cos(t)) +
                            lastDirection * (kLoopRadiusMm * std::sin(t)));
            }
            offset = right * (2 * kLoopRadiusMm);
        }
        line.lineTo(point + offset);
        previous = point;
        lastDirection = direction;
    }
    return line;
}

QRectF cardFrameMm(const ManeuverCard& card) {
    double halfWidth = kBaseMarkHalfMm;
    double low = -kFrameMarginMm / 2, high = 40;  // mm: a stall's short arrow still gets a card-like frame
    for (const ShownMove& shown : shownMoves(card)) {
        const QRectF bounds = arrowCentreLine(*shown.move).boundingRect();
        const ArrowEnd end = arrowEnd(*shown.move);
        const double reach = kHeadHalfWidthMm + (hasSpeedMarkers(card) ? 2 * kBadgeRadiusMm + 2 : 0);
        const QPointF beyond = end.tip + end.direction * reach;
        halfWidth = std::max({halfWidth, std::abs(bounds.left()), std::abs(bounds.right()), std::abs(beyond.x())});
        low = std::min({low, bounds.top(), beyond.y()});
        high = std::max({high, bounds.bottom(), beyond.y()});
    }
    halfWidth += kFrameMarginMm;
    return {-halfWidth, low - kFrameMarginMm / 2, 2 * halfWidth, high - low + kFrameMarginMm * 1.5};
}

QRectF deckFrameMm(const ManeuverDeck& deck) {
    QRectF frame;
    for (const ManeuverCard& card : deck.cards)
        frame = frame.isNull() ? cardFrameMm(card) : frame.united(cardFrameMm(card));
    return frame;
}

void paintManeuverCard(QPainter& painter, const QRectF& rect, const ManeuverCard& card, const CardLook& look) {
    if (!(rect.width() >= 8 && rect.height() >= 8)) return;  // px: too small to show anything
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);

    const CardLayout layout = cardLayout(rect);
    const double unit = layout.unit;
    const double radius = unit * 0.07;
    const auto tint = [&](const QColor& colour) { return look.disabled ? greyed(colour) : colour; };

    // Paper and border: the state shows in the border and a soft glow.
    const QRectF& cardRect = layout.cardRect;
    if (look.selected || look.hovered) {
        QColor glow = look.selected ? style::selectionColour() : style::hoverColour();
        glow.setAlpha(90);
        painter.setPen(QPen(glow, std::max(3.0, unit * 0.05)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(cardRect, radius, radius);
    }
    QColor face = look.disabled ? QColor(0xdc, 0xd9, 0xd2) : style::cardFace();
    if (look.hovered && !look.disabled) face = face.lighter(103);
    painter.setBrush(face);
    QColor edge = look.selected ? style::selectionColour() : look.hovered ? style::hoverColour() : style::cardEdge();
    painter.setPen(QPen(tint(edge), look.selected ? std::max(2.5, unit * 0.035) : std::max(1.0, unit * 0.012)));
    painter.drawRoundedRect(cardRect, radius, radius);

    const QRectF& inner = layout.inner;
    const double topBand = layout.topBand;
    const double bottomBand = layout.bottomBand;
    const QColor ink = tint(style::cardInk());

    // Number, top left.
    QFont numberFont = style::uiFont(10, true);
    numberFont.setPixelSize(std::max(7, static_cast<int>(topBand * 0.72)));
    painter.setFont(numberFont);
    painter.setPen(ink);
    painter.drawText(QRectF(inner.left(), inner.top(), inner.width() * 0.5, topBand), Qt::AlignLeft | Qt::AlignVCenter,
                     QString::number(card.number));

    // Marks, top right: steep diamond, then the altitude effect left of it.
    const double markHalf = topBand * 0.28;
    double markX = inner.right() - markHalf;
    const double markY = inner.top() + topBand / 2;
    if (card.steep) {
        paintDiamond(painter, QPointF(markX, markY), markHalf, ink);
        markX -= markHalf * 2.4;
    }
    paintAltitudeMark(painter, QPointF(markX, markY), markHalf, card.altitude,
                      tint(style::arrowColour(card.arrowColour)));

    // Name, bottom.
    QFont nameFont = style::uiFont(8);
    nameFont.setPixelSize(std::max(6, static_cast<int>(bottomBand * 0.62)));
    painter.setFont(nameFont);
    painter.setPen(tint(style::mutedText()));
    const QRectF nameRect(inner.left(), inner.bottom() - bottomBand, inner.width(), bottomBand);
    painter.drawText(
        nameRect, Qt::AlignCenter,
        QFontMetricsF(nameFont).elidedText(QString::fromStdString(card.name), Qt::ElideRight, nameRect.width()));

    // The arrow area between the bands, with a hairline under the number.
    const QRectF& area = layout.area;
    QColor rule = tint(style::cardEdge());
    rule.setAlpha(70);
    painter.setPen(QPen(rule, 1));
    painter.drawLine(QPointF(inner.left(), area.top()), QPointF(inner.right(), area.top()));
    painter.drawLine(QPointF(inner.left(), area.bottom()), QPointF(inner.right(), area.bottom()));

    const FrameMap map = arrowMap(rect, card, look);
    // The base's front edge, where the arrow starts (MOV-06).
    painter.setPen(QPen(rule.darker(150), std::max(1.5, 1.6 * map.scale()), Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(map(QPointF(-kBaseMarkHalfMm, 0)), map(QPointF(kBaseMarkHalfMm, 0)));

    const QColor arrow = tint(style::arrowColour(card.arrowColour));
    const std::vector<ShownMove> moves = shownMoves(card);
    const bool markers = hasSpeedMarkers(card);
    for (const ShownMove& shown : moves) {
        QColor colour = shown.speed == Speed::Slow && moves.size() > 1 ? arrow.darker(135) : arrow;
        if (look.speed && *look.speed != shown.speed && moves.size() > 1) colour.setAlpha(70);
        paintArrow(painter, map, *shown.move, colour);
    }
    if (markers)
        for (const ShownMove& shown : moves) {
            QColor colour = shown.speed == Speed::Slow && moves.size() > 1 ? arrow.darker(135) : arrow;
            if (look.speed && *look.speed != shown.speed && moves.size() > 1) colour.setAlpha(90);
            paintSpeedBadge(painter, map, *shown.move, shown.speed, colour);
        }

    if (look.warning) {
        // A red corner flag: this card would break a rule in the next slot.
        const double flag = unit * 0.2;
        const std::array<QPointF, 3> corner{cardRect.bottomRight() + QPointF(-flag, -1),
                                            cardRect.bottomRight() + QPointF(-1, -1),
                                            cardRect.bottomRight() + QPointF(-1, -flag)};
        painter.setPen(Qt::NoPen);
        painter.setBrush(style::refusalColour());
        painter.drawPolygon(corner.data(), static_cast<int>(corner.size()));
    }
    painter.restore();
}

QString describeCard(const ManeuverCard& card) {
    if (card.kind == CardKind::Blank) return QString::fromStdString(card.name);  // WX-02, WX-09/10: no card of the deck
    QString text = QStringLiteral("%1 (%2").arg(QString::fromStdString(card.name)).arg(card.number);
    if (card.steep) text += QStringLiteral(", steep");
    if (card.altitude == AltitudeEffect::Climb) text += QStringLiteral(", climbs");
    if (card.altitude == AltitudeEffect::Dive) text += QStringLiteral(", dives");
    const bool fast = card.hasSpeed(Speed::Fast), slow = card.hasSpeed(Speed::Slow);
    if (fast && !slow) text += QStringLiteral(", high speed only");
    if (slow && !fast) text += QStringLiteral(", low speed only");
    return text + QLatin1Char(')');
}

// --- ManeuverCardWidget -----------------------------------------------------

ManeuverCardWidget::ManeuverCardWidget(ManeuverCard card, QWidget* parent)
    : QWidget(parent), m_card(std::move(card)), m_baseTooltip(describeCard(m_card)) {
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_Hover);
    setCursor(Qt::PointingHandCursor);
    setToolTip(m_baseTooltip);
    setAccessibleName(m_baseTooltip);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ManeuverCardWidget::setSelected(bool selected) {
    if (m_look.selected == selected) return;
    m_look.selected = selected;
    update();
}

void ManeuverCardWidget::setWarning(const QString& reason) {
    m_look.warning = !reason.isEmpty();
    setToolTip(reason.isEmpty() ? m_baseTooltip : m_baseTooltip + QStringLiteral("\n") + reason);
    update();
}

void ManeuverCardWidget::setSpeed(std::optional<Speed> speed) {
    m_look.speed = speed;
    update();
}

void ManeuverCardWidget::setFrameMm(const QRectF& frameMm) {
    m_look.frameMm = frameMm;
    update();
}

QSize ManeuverCardWidget::sizeHint() const {
    return {84, heightForWidth(84)};
}

// 50 px wide is still a readable card (number, arrow, name); four rows of
// them leave a laptop's decision dock room for the plan and its buttons.
QSize ManeuverCardWidget::minimumSizeHint() const {
    return {50, heightForWidth(50)};
}

int ManeuverCardWidget::heightForWidth(int width) const {
    return static_cast<int>(std::lround(width / kCardAspect));
}

void ManeuverCardWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    CardLook look = m_look;
    look.disabled = !isEnabled();
    look.hovered = look.hovered && isEnabled();
    // Keep the card's aspect inside whatever the layout gave us.
    QRectF box = rect();
    const double width = std::min(box.width(), box.height() * kCardAspect);
    box = QRectF(box.center().x() - width / 2, box.center().y() - width / kCardAspect / 2, width, width / kCardAspect);
    paintManeuverCard(painter, box, m_card, look);
    if (hasFocus()) {
        painter.setRenderHint(QPainter::Antialiasing);
        QPen pen(style::hoverColour(), 1, Qt::DotLine);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box.adjusted(4, 4, -4, -4), 4, 4);
    }
}

void ManeuverCardWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    m_pressed = true;
    m_pressPos = event->position().toPoint();
}

void ManeuverCardWidget::mouseMoveEvent(QMouseEvent* event) {
    if (!m_pressed || !m_draggable || !(event->buttons() & Qt::LeftButton)) return;
    if ((event->position().toPoint() - m_pressPos).manhattanLength() < QApplication::startDragDistance()) return;
    m_pressed = false;  // a drag is not a click
    auto* mime = new QMimeData;
    mime->setData(kCardMimeType, QByteArray::number(m_card.number));
    auto* drag = new QDrag(this);
    drag->setMimeData(mime);
    QPixmap picture(size() * devicePixelRatio());
    picture.setDevicePixelRatio(devicePixelRatio());
    picture.fill(Qt::transparent);
    {
        QPainter painter(&picture);
        CardLook look = m_look;
        look.hovered = false;
        paintManeuverCard(painter, QRectF(QPointF(0, 0), QSizeF(size())), m_card, look);
    }
    drag->setPixmap(picture);
    drag->setHotSpot(m_pressPos);
    drag->exec(Qt::CopyAction);
}

void ManeuverCardWidget::mouseReleaseEvent(QMouseEvent* event) {
    const bool click = m_pressed && event->button() == Qt::LeftButton && rect().contains(event->position().toPoint());
    m_pressed = false;
    if (click) emit clicked(m_card.number);
}

void ManeuverCardWidget::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space) {
        emit clicked(m_card.number);
        return;
    }
    QWidget::keyPressEvent(event);
}

void ManeuverCardWidget::enterEvent(QEnterEvent* event) {
    m_look.hovered = true;
    update();
    QWidget::enterEvent(event);
}

void ManeuverCardWidget::leaveEvent(QEvent* event) {
    m_look.hovered = false;
    update();
    QWidget::leaveEvent(event);
}

void ManeuverCardWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::EnabledChange) update();
    QWidget::changeEvent(event);
}

}  // namespace jasta::app
