#include "table/net_item.hpp"

#include <QPainter>
#include <QPen>
#include <utility>

#include "table/overlay_tag_item.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

constexpr double kCableMm = 1.6;             // the cable's width on the felt
constexpr double kMeshMm = 6.0;              // the net's half width either side of the cable
const QColor kCable(0x2e, 0x34, 0x3a);       // dark steel
const QColor kMesh(0x2e, 0x34, 0x3a, 70);    // the hanging mesh, faint
const QColor kNoteAccent(0x6a, 0x74, 0x80);  // the notes' stripe: steel grey

}  // namespace

NetItem::NetItem(std::string id, QGraphicsItem* parent) : QGraphicsItem(parent), m_id(std::move(id)) {
    setAcceptedMouseButtons(Qt::NoButton);
    // On the felt with the balloons' cards, under every airplane: a net hangs
    // below the levels it guards and the airplanes fly over or into it.
    setZValue(z::kCards - 6);
}

void NetItem::show(const TableFrame& frame, const std::vector<NetStretch>& stretches) {
    prepareGeometryChange();
    m_lines.clear();
    m_bounds = QRectF();
    while (m_notes.size() > static_cast<qsizetype>(stretches.size())) delete m_notes.takeLast();
    for (std::size_t i = 0; i < stretches.size(); ++i) {
        const QLineF line(frame.toScene(stretches[i].from), frame.toScene(stretches[i].to));
        m_lines.append(line);
        m_bounds |= QRectF(line.p1(), line.p2()).normalized().adjusted(-kMeshMm, -kMeshMm, kMeshMm, kMeshMm);
        const QString text = QStringLiteral("net ≤ %1").arg(stretches[i].altitude);
        if (static_cast<qsizetype>(i) >= m_notes.size() || m_notes[static_cast<qsizetype>(i)]->text() != text) {
            if (static_cast<qsizetype>(i) < m_notes.size()) delete m_notes.takeAt(static_cast<qsizetype>(i));
            m_notes.insert(static_cast<qsizetype>(i), new OverlayTagItem(text, kNoteAccent, this));
        }
        m_notes[static_cast<qsizetype>(i)]->setPos(line.center());
    }
    update();
}

QStringList NetItem::notes() const {
    QStringList texts;
    for (const OverlayTagItem* note : m_notes) texts.append(note->text());
    return texts;
}

QRectF NetItem::boundingRect() const {
    return m_bounds;
}

void NetItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing);
    for (const QLineF& line : m_lines) {
        painter->setPen(QPen(kMesh, 2 * kMeshMm, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(line);
        QPen cable(kCable, kCableMm, Qt::DashLine, Qt::RoundCap);
        cable.setDashPattern({4, 2});  // in pen widths
        painter->setPen(cable);
        painter->drawLine(line);
    }
}

}  // namespace jasta::app
