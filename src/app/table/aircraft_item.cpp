#include "table/aircraft_item.hpp"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <array>
#include <cmath>

#include "table/aircraft_label_item.hpp"
#include "table/airplane_art.hpp"
#include "table/counter_item.hpp"
#include "table/table_drawing.hpp"  // statusWords: the console and the table say it alike
#include "table/table_style.hpp"
#include "table/z_layers.hpp"

namespace jasta::app {

namespace {

constexpr double kAttachmentGap = 3;  // mm between the airplane and its label or counters
// The shadow falls down-right on screen, farther for higher airplanes (mm).
constexpr double kShadowBase = 1.5;
constexpr double kShadowPerLevel = 0.8;
constexpr int kMaxLevelShown = 50;  // levels above this draw (and stack) like this one
constexpr double kGoneOpacity = 0.45;

QString displayName(const std::string& name, const AircraftType& type) {
    return QString::fromStdString(name.empty() ? type.name : name);
}

double shadowOffset(int altitude) {
    return kShadowBase + kShadowPerLevel * std::clamp(altitude, 0, kMaxLevelShown);
}

}  // namespace

AircraftItem::Look lookOf(AircraftStatus status) {
    switch (status) {
        case AircraftStatus::Flying:
        case AircraftStatus::Landed:
            return AircraftItem::Look::InPlay;
        case AircraftStatus::Destroyed:
        case AircraftStatus::Exploded:
        case AircraftStatus::Crashed:
            return AircraftItem::Look::Wreck;
        case AircraftStatus::Eliminated:
        case AircraftStatus::Fled:
        case AircraftStatus::OffTable:
        case AircraftStatus::InTheSun:  // WX-11: not on the table yet
            return AircraftItem::Look::Gone;
    }
    return AircraftItem::Look::InPlay;
}

AircraftItem::AircraftItem(std::string aircraftId, const TableFrame& frame, const SilhouetteLibrary& silhouettes,
                           AircraftLabelItem* label, CounterItem* counters, QGraphicsItem* parent)
    : QGraphicsItem(parent),
      m_aircraftId(std::move(aircraftId)),
      m_frame(frame),
      m_silhouettes(&silhouettes),
      m_label(label),
      m_counters(counters) {
    setZValue(z::kAircraft);
    setFlag(ItemSendsScenePositionChanges);
    setFlag(ItemSendsGeometryChanges);
}

AircraftItem::~AircraftItem() = default;

QString AircraftItem::labelText() const {
    return m_label ? m_label->text() : QString();
}

QColor AircraftItem::colour() const {
    return m_art ? m_art->colour() : QColor();
}

QSizeF AircraftItem::baseSize() const {
    return {m_geometry.baseWidth.value, m_geometry.baseLength.value};
}

bool AircraftItem::hasSilhouette() const {
    return m_art && m_art->hasSilhouette();
}

void AircraftItem::syncFrom(const ScenarioAircraft& aircraft, const AircraftType& type, const GeometrySpec& geometry) {
    show({displayName(aircraft.name, type), QString::fromStdString(type.name), aircraft.player, aircraft.side,
          Pose{aircraft.x, aircraft.y, aircraft.heading}, aircraft.altitude, aircraft.climb, AircraftStatus::Flying},
         type, geometry);
    if (m_counters) m_counters->syncFrom({});
}

void AircraftItem::syncFrom(const AircraftState& aircraft, const AircraftType& type, const GeometrySpec& geometry) {
    m_inCloud = aircraft.inCloud && aircraft.inPlay();
    show({displayName(aircraft.name, type), QString::fromStdString(type.name), aircraft.player, aircraft.side,
          aircraft.pose, aircraft.altitude, aircraft.climb, aircraft.status},
         type, geometry);
    if (!m_counters) return;
    std::vector<CounterToken> tokens{{CounterToken::Kind::Smoke, aircraft.smoke, {}},
                                     {CounterToken::Kind::Flames, aircraft.flames, {}}};
    for (const auto& [weaponId, count] : aircraft.jams)
        tokens.push_back({CounterToken::Kind::Jam, count, weaponWords(type.weapons, weaponId)});
    // Counters of an airplane out of play no longer matter on the table.
    if (m_look != Look::InPlay) tokens.clear();
    m_counters->syncFrom(tokens);
}

void AircraftItem::show(const Shown& shown, const AircraftType& type, const GeometrySpec& geometry) {
    prepareGeometryChange();
    m_geometry = geometry;
    m_weapons = type.weapons;
    m_name = shown.name;
    m_side = shown.side;
    m_altitude = shown.altitude;
    m_climb = shown.climb;
    m_status = shown.status;
    m_look = lookOf(shown.status);
    m_silhouetteName = QString::fromStdString(type.silhouette);
    rebuildArt();
    applyMinimumSize();

    if (m_held)
        m_heldPose = shown.pose;
    else
        setPose(shown.pose);
    // Higher airplanes are drawn over lower ones (draw order only); wrecks
    // lie under everything that still flies.
    setZValue(z::kAircraft + (m_look == Look::InPlay ? 1 + std::clamp(m_altitude, 0, kMaxLevelShown) : 0));
    const double opacity = m_look == Look::Gone ? kGoneOpacity : 1.0;
    setOpacity(opacity);
    if (m_label) m_label->setOpacity(opacity);
    if (m_counters) m_counters->setOpacity(opacity);

    syncLabel();
    setToolTip(QStringLiteral("%1 — %2\n%3, %4\naltitude %5, climb %6%7")
                   .arg(m_name, shown.typeName,
                        QString::fromStdString(shown.player.empty() ? std::string("no player") : shown.player),
                        QString::fromStdString(std::string(nameOf(shown.side))))
                   .arg(m_altitude)
                   .arg(m_climb)
                   .arg(m_look == Look::InPlay ? QString() : QStringLiteral("\n") + statusWords(m_status)));
    update();
}

void AircraftItem::setPlayerColour(const QColor& colour) {
    if (colour == m_playerColour) return;
    m_playerColour = colour;
    if (m_art) {
        rebuildArt();
        syncLabel();
        update();
    }
}

void AircraftItem::rebuildArt() {
    const QColor player = m_playerColour.isValid() ? m_playerColour : style::sideColour(m_side);
    const QColor colour = m_look == Look::Wreck  ? style::wreckColour()
                          : m_look == Look::Gone ? style::goneColour(player)
                                                 : player;
    // The drawing depends on the colour, the silhouette and the geometry only.
    if (m_art && m_art->colour() == colour && m_art->silhouetteName() == m_silhouetteName &&
        m_artGeometry == m_geometry.id)
        return;
    m_artGeometry = m_geometry.id;
    m_art = std::make_shared<const AirplaneArt>(*m_silhouettes, m_silhouetteName, colour, m_geometry);
}

void AircraftItem::syncLabel() {
    if (!m_label) return;
    const QColor player = m_playerColour.isValid() ? m_playerColour : style::sideColour(m_side);
    const QString status = m_status != AircraftStatus::Flying ? statusWords(m_status).toLower()
                           : m_inCloud                        ? QObject::tr("in the clouds")
                                                              : QString();
    m_label->syncFrom(
        {m_name, m_altitude, m_climb, m_look == Look::InPlay ? player : style::goneColour(player), status, m_ground});
}

void AircraftItem::setGround(int level) {
    if (level == m_ground) return;
    m_ground = level;
    syncLabel();
}

void AircraftItem::setPose(const Pose& pose) {
    m_pose = pose;
    setPos(m_frame.toScene(pose.x, pose.y));
    setRotation(TableFrame::toSceneRotation(pose.heading));
    placeAttachments();
}

void AircraftItem::hold() {
    m_held = true;
}

void AircraftItem::release() {
    m_held = false;
    if (m_heldPose) setPose(*m_heldPose);
    m_heldPose.reset();
}

void AircraftItem::setOutline(const QColor& colour) {
    if (colour == m_outline) return;
    m_outline = colour;
    update();
}

void AircraftItem::addFollower(QGraphicsItem* item) {
    if (!item || m_followers.contains(item)) return;
    m_followers.append(item);
    placeAttachments();
}

void AircraftItem::removeFollower(QGraphicsItem* item) {
    m_followers.removeAll(item);
}

QRectF AircraftItem::boundingRect() const {
    if (!m_art) return {};
    const double shadow = shadowOffset(m_altitude) + 1;
    // The outline is drawn outside the base.
    return m_art->baseRect()
        .adjusted(-3, -3, 3, 3)
        .united(m_art->silhouetteRect())
        .adjusted(-shadow, -shadow, shadow, shadow);
}

QPainterPath AircraftItem::shape() const {
    QPainterPath path;
    if (!m_art) return path;
    // Winding: where the base and the wings overlap is inside, not a hole.
    path.setFillRule(Qt::WindingFill);
    path.addRect(m_art->baseRect());
    const double reach = m_art->silhouetteRect().width() * 0.46;
    path.addEllipse(QPointF(0, 0), reach, reach);
    return path;
}

void AircraftItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (!m_art) return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    // Device pixels per mm: keeps the base edge visible when zoomed far out.
    const double pixelsPerMm = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const double mmPerPixel = pixelsPerMm > 0 ? 1.0 / pixelsPerMm : 1.0;

    // Drop shadow: a fixed screen direction, so undo the item's rotation.
    // A wreck lies on the table: no shadow.
    if (m_look != Look::Wreck)
        m_art->paintShadow(painter, QTransform().rotate(-rotation()).map(QPointF(1, 1) * shadowOffset(m_altitude)));
    // The airframe turns and moves at every frame of a move: drawn from a
    // picture made once per zoom, look and art (its edge widths are in
    // screen pixels, so a new zoom makes a new picture).
    if (m_airframeArt != m_art.get() || m_airframeLook != m_look || m_airframeMmPerPixel != mmPerPixel) {
        m_airframeArt = m_art.get();
        m_airframeLook = m_look;
        m_airframeMmPerPixel = mmPerPixel;
        const QRectF rect = m_art->baseRect().adjusted(-3, -3, 3, 3).united(m_art->silhouetteRect());
        m_airframe = ScaledPicture(rect, [this, mmPerPixel](QPainter* p) { drawAirframe(p, mmPerPixel); });
    }
    if (!m_airframe.paint(painter)) drawAirframe(painter, mmPerPixel);
    if (m_inCloud) paintCloud(painter);
    if (m_outline.isValid()) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(m_outline, std::max(1.2, 2.5 * mmPerPixel), Qt::DashLine));
        painter->drawRoundedRect(m_art->baseRect().adjusted(-2, -2, 2, 2), 3.5, 3.5);
    }
}

void AircraftItem::paintCloud(QPainter* painter) const {
    // WX-01: puffs of cloud over the stand, thin enough to show the airplane
    // beneath (its stand is where it went in, not where it is).
    const double reach = m_art->reach();
    QPainterPath cloud;
    constexpr std::array<std::array<double, 3>, 6> kPuffs{{{-0.55, 0.1, 0.42},
                                                           {-0.15, -0.35, 0.5},
                                                           {0.35, -0.2, 0.45},
                                                           {0.6, 0.25, 0.38},
                                                           {0.1, 0.35, 0.48},
                                                           {-0.35, 0.45, 0.36}}};  // centre x, y, radius (x reach)
    for (const auto& [x, y, r] : kPuffs) cloud.addEllipse(QPointF(x, y) * reach, r * reach, r * reach * 0.8);
    cloud = cloud.simplified();
    painter->setPen(QPen(QColor(0x8a, 0x96, 0xa3, 200), 0.8));
    painter->setBrush(QColor(0xf4, 0xf6, 0xf8, 170));
    painter->drawPath(cloud);
}

void AircraftItem::drawAirframe(QPainter* painter, double mmPerPixel) const {
    m_art->paintBaseFill(painter);
    m_art->paintSilhouette(painter);
    if (m_look == Look::Wreck) {
        // Scorch marks over the charred airframe.
        const double r = m_art->silhouetteRect().width() * 0.3;
        QRadialGradient scorch(QPointF(0, 0), r);
        scorch.setColorAt(0, QColor(0x0c, 0x0a, 0x08, 200));
        scorch.setColorAt(1, QColor(0x0c, 0x0a, 0x08, 0));
        painter->setPen(Qt::NoPen);
        painter->setBrush(scorch);
        painter->drawEllipse(QPointF(0, 0), r, r);
    }
    m_art->paintMarks(painter, mmPerPixel, m_art->colour().lighter(115), Qt::SolidLine);
}

void AircraftItem::setViewScale(double pixelsPerMm) {
    m_pixelsPerMm = pixelsPerMm;
    applyMinimumSize();
}

void AircraftItem::applyMinimumSize() {
    const double span = m_art ? 2 * m_art->reach() : 0.0;  // mm
    const double onScreen = span * m_pixelsPerMm;          // px
    const double enlarge = onScreen > 0 ? std::max(1.0, kMinScreenSpanPx / onScreen) : 1.0;
    if (enlarge == scale()) return;
    setScale(enlarge);
    placeAttachments();
}

void AircraftItem::placeAttachments() {
    const double reach = m_art ? m_art->reach() * scale() : 0.0;  // mm, as drawn
    // Straight below (label) and above (counters) the airplane on screen,
    // whatever the heading.
    if (m_label) m_label->setPos(scenePos() + QPointF(0, reach + kAttachmentGap));
    if (m_counters) m_counters->setPos(scenePos() - QPointF(0, reach + kAttachmentGap));
    for (QGraphicsItem* follower : m_followers) {
        follower->setPos(scenePos());
        follower->setRotation(rotation());
    }
}

void AircraftItem::setPlaceable(bool placeable) {
    m_placeable = placeable;
    setFlag(ItemIsMovable, placeable);
    setFlag(ItemIsSelectable, placeable);
    if (!placeable) setSelected(false);
    setCursor(placeable ? Qt::OpenHandCursor : Qt::ArrowCursor);
}

void AircraftItem::rotateBy(double degrees) {
    Pose turned = m_pose;
    turned.heading = std::fmod(std::fmod(turned.heading + degrees, 360.0) + 360.0, 360.0);
    setPose(turned);
    if (m_placed) m_placed();
}

QVariant AircraftItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    // A drag moves the item: the pose (table mm) follows the scene position.
    if (change == ItemPositionHasChanged && m_placeable) {
        const Point2 at = m_frame.toTable(pos());
        m_pose.x = at.x;
        m_pose.y = at.y;
        if (m_placed) m_placed();
    }
    if (change == ItemScenePositionHasChanged) placeAttachments();
    return QGraphicsItem::itemChange(change, value);
}

}  // namespace jasta::app
