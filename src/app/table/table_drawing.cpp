#include "table/table_drawing.hpp"

#include <QCoreApplication>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "table/table_style.hpp"

namespace jasta::app {

ArcShape arcShapeFor(Point2 mount, WeaponArc arc, const GeometrySpec& geometry) {
    return {mount, arc, arc == WeaponArc::Rear ? geometry.rearArcHalfAngle.value : geometry.frontArcHalfAngle.value,
            geometry.rulerLength.value, geometry.rulerHalfMark.value};
}

std::vector<ArcShape> weaponArcShapes(const std::vector<Weapon>& weapons, const GeometrySpec& geometry, Point2& ahead) {
    const Point2 stand{geometry.standX.value, geometry.standY.value};
    std::vector<ArcShape> shapes;
    ahead = stand;
    bool haveAhead = false;
    for (const Weapon& weapon : weapons) {
        if (!haveAhead && weapon.arc != WeaponArc::Rear) {
            ahead = weapon.mount;
            haveAhead = true;
        }
        if (std::any_of(shapes.begin(), shapes.end(), [&](const ArcShape& s) { return s.arc == weapon.arc; })) continue;
        shapes.push_back(arcShapeFor(weapon.mount, weapon.arc, geometry));
    }
    if (shapes.empty()) shapes.push_back(arcShapeFor(stand, WeaponArc::Front, geometry));
    return shapes;
}

QColor shotColour(const ShotCheck& shot) {
    if (!shot.canFire) return style::noShotColour();
    return shot.range == Range::Short ? style::shortRangeColour() : style::longRangeColour();
}

QString nameIn(const GameState& state, const std::string& id) {
    const AircraftState* aircraft = state.find(id);
    if (aircraft != nullptr) return QString::fromStdString(!aircraft->name.empty() ? aircraft->name : id);
    for (const TargetState& target : state.targets)  // a ground target (issue 16): a trench fires and is fired at
        if (target.id == id && !target.name.empty()) return QString::fromStdString(target.name);
    return QString::fromStdString(id);
}

// Still the console's words: the same translation context as when they were
// written as ConsoleWidget::tr in console_widget.cpp.
QString statusWords(AircraftStatus status) {
    switch (status) {
        case AircraftStatus::Flying:
            return QCoreApplication::translate("jasta::app::ConsoleWidget", "Flying");
        case AircraftStatus::Landed:
            return QCoreApplication::translate("jasta::app::ConsoleWidget", "Landed");
        case AircraftStatus::Destroyed:
            return QCoreApplication::translate("jasta::app::ConsoleWidget", "Shot down");
        case AircraftStatus::Exploded:
            return QCoreApplication::translate("jasta::app::ConsoleWidget", "Exploded");
        case AircraftStatus::Crashed:
            return QCoreApplication::translate("jasta::app::ConsoleWidget", "Crashed");
        case AircraftStatus::Eliminated:
            return QCoreApplication::translate("jasta::app::ConsoleWidget", "Out of the game");
        case AircraftStatus::Fled:
            return QCoreApplication::translate("jasta::app::ConsoleWidget", "Fled");
        case AircraftStatus::OffTable:
            return QCoreApplication::translate("jasta::app::ConsoleWidget", "Off the table, coming back");
        case AircraftStatus::InTheSun:
            return QCoreApplication::translate("jasta::app::ConsoleWidget", "Waiting in the sun");
    }
    return QStringLiteral("?");
}

QString sideName(Side side) {
    switch (side) {
        case Side::Entente:
            return QCoreApplication::translate("jasta::app::Sides", "Entente");
        case Side::Central:
            return QCoreApplication::translate("jasta::app::Sides", "Central Powers");
        case Side::Allies:
            return QCoreApplication::translate("jasta::app::Sides", "Allies");
        case Side::Axis:
            return QCoreApplication::translate("jasta::app::Sides", "Axis");
    }
    return {};
}

QString sideWords(const std::string& result) {
    const auto side = parseName<Side>(result);
    return side ? QString::fromUtf8(displayName(*side).data()) : QString::fromStdString(result);
}

QString weaponWords(const std::vector<Weapon>& weapons, std::string_view weaponId) {
    for (const Weapon& weapon : weapons)
        if (weapon.id == weaponId && !weapon.name.empty()) return QString::fromStdString(weapon.name);
    return QString::fromUtf8(weaponId.data(), static_cast<qsizetype>(weaponId.size()));
}

QPolygonF closedOutline(const TableFrame& frame, const std::vector<Point2>& corners) {
    QPolygonF outline;
    for (const Point2& corner : corners) outline << frame.toScene(corner);
    if (!outline.isEmpty()) outline << outline.front();
    return outline;
}

QPointF areaCentre(const QPolygonF& closed) {
    QPointF middle;
    double twiceArea = 0;
    for (int i = 0; i + 1 < closed.size(); ++i) {
        const QPointF& a = closed[i];
        const QPointF& b = closed[i + 1];
        const double cross = a.x() * b.y() - b.x() * a.y();
        twiceArea += cross;
        middle += (a + b) * cross;
    }
    if (twiceArea == 0) return closed.isEmpty() ? QPointF() : closed.front();
    return middle / (3 * twiceArea);
}

void drawEdgeTicks(QPainter& painter, const QPolygonF& closed, double gapMm, double lengthMm, bool outward) {
    QPainterPath area;
    area.addPolygon(closed);
    for (int i = 0; i + 1 < closed.size(); ++i) {
        const QLineF edge(closed[i], closed[i + 1]);
        if (edge.length() <= 0) continue;
        const QPointF along = (edge.p2() - edge.p1()) / edge.length();
        QPointF normal(along.y(), -along.x());  // one of the two normals; flipped to the side asked for
        if (area.contains(edge.pointAt(0.5) + normal * 2) == outward) normal = -normal;
        for (double s = gapMm / 2; s < edge.length(); s += gapMm) {
            const QPointF at = edge.p1() + along * s;
            painter.drawLine(at, at + normal * lengthMm);
        }
    }
}

}  // namespace jasta::app
