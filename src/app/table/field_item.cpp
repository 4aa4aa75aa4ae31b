#include "table/field_item.hpp"

#include <QPainter>
#include <QPen>
#include <utility>

#include "table/overlay_tag_item.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

const QColor kFieldGrass(0x6f, 0x8f, 0x4e, 150);   // mown grass, lighter than the felt
const QColor kFieldStripe(0x83, 0xa3, 0x5e, 120);  // the mower's stripes across the strip
const QColor kFieldMarks(0xf4, 0xf1, 0xe6, 200);   // whitewashed edge and centre marks
const QColor kFieldCaptionAccent(0x83, 0xa3, 0x5e);
constexpr double kFieldStripeMm = 30;  // length of one mown stripe
constexpr double kFieldMarkMm = 1.5;   // width of the painted marks

}  // namespace

FieldItem::FieldItem(std::string id, QGraphicsItem* parent) : QGraphicsItem(parent), m_id(std::move(id)) {
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z::kMaps - 5);  // painted on the felt, under the threat map and everything on the table
}

void FieldItem::show(const TableFrame& frame, const LandingField& field) {
    prepareGeometryChange();
    m_width = field.width;
    m_length = field.length;
    setPos(frame.toScene(field.x, field.y));
    setRotation(TableFrame::toSceneRotation(field.heading));
    if (m_caption == nullptr)
        m_caption = new OverlayTagItem(
            QStringLiteral("Landing field · %1").arg(QString::fromStdString(field.id).replace('_', ' ')),
            kFieldCaptionAccent, this);
    m_caption->setPos(0, -m_length / 2 + 8);  // inside the far end of the runway
    update();
}

QString FieldItem::caption() const {
    return m_caption != nullptr ? m_caption->text() : QString();
}

QRectF FieldItem::boundingRect() const {
    return {-m_width / 2 - kFieldMarkMm, -m_length / 2 - kFieldMarkMm, m_width + 2 * kFieldMarkMm,
            m_length + 2 * kFieldMarkMm};
}

void FieldItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF strip(-m_width / 2, -m_length / 2, m_width, m_length);
    painter->setPen(Qt::NoPen);
    painter->setBrush(kFieldGrass);
    painter->drawRect(strip);
    painter->setBrush(kFieldStripe);
    for (double y = strip.top(); y < strip.bottom(); y += 2 * kFieldStripeMm)
        painter->drawRect(QRectF(strip.left(), y, m_width, std::min(kFieldStripeMm, strip.bottom() - y)));
    QPen edge(kFieldMarks, kFieldMarkMm, Qt::DashLine, Qt::FlatCap);
    edge.setDashPattern({6, 4});  // in pen widths
    painter->setPen(edge);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(strip);
    QPen centre(kFieldMarks, kFieldMarkMm, Qt::DashLine, Qt::FlatCap);
    centre.setDashPattern({10, 8});
    painter->setPen(centre);
    painter->drawLine(QPointF(0, strip.top() + 10), QPointF(0, strip.bottom() - 10));
}

}  // namespace jasta::app
