#pragma once
// Issue 16: what the fire step does, played on the table after the moves as
// a short animation before the damage cards turn up: tracers from a gun to
// where it aims, a salvo of Le Prieur rockets, a flak shell bursting at its
// token, bombs landing on their card, a balloon catching fire, an
// explosion and its blast. Every effect is one item driven by the table's
// animation clock (its progress 0..1); it paints nothing after its end, and
// the scene deletes it then.
//
// Scene frame: millimetres; the item sits at the scene origin and paints
// in scene coordinates, so an effect from a gun to its target needs no
// rotation.

#include <QGraphicsItem>
#include <QPointF>
#include <QSizeF>
#include <QString>

#include "table/item_types.hpp"

namespace jasta::app {

class EffectItem : public QGraphicsItem {
public:
    enum class Kind {
        Gunfire,    // tracers from the mount to the aim point
        Rockets,    // RKT-03: the rockets streak to the target with smoke trails
        FlakBurst,  // AA-06/07: a black shell burst on its token, its near-miss reach round it
        BombFall,   // BOMB-01/05: bombs leave the bomber (or fall on) towards where their card lies
        BombBurst,  // BOMB-03: the bomb card lands: a flash and dust over it
        Fire,       // BAL-02: a balloon set alight
        Explosion,  // BAL-03, DMG-18, BOMB-02: a fireball, and its blast reach when it has one
    };
    struct Spec {
        Kind kind = Kind::Gunfire;
        QPointF from;         // scene mm: the gun's mount (Gunfire, Rockets), the bomber (BombFall); else unused
        QPointF at;           // scene mm: where it strikes, bursts, lands or burns
        double radiusMm = 0;  // FlakBurst: the near-miss reach (0: none); Explosion: the blast reach
        QSizeF cardMm;        // BombBurst: the bomb card (width across, length along)
        double rotation = 0;  // BombBurst: the card's scene rotation, degrees
        int count = 1;        // Rockets: the rockets in the salvo; BombFall, BombBurst: bombs together
        // Where in the shared track it starts and ends (0..1): effects of one
        // fire step follow one another a little, as the shots are read out.
        double start = 0;
        double end = 1;
        QString caption;  // the tool tip: what happened, in the log's words
    };

    explicit EffectItem(Spec spec, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Effect) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] const Spec& spec() const { return m_spec; }
    // The shared track's progress (0..1); the effect's own runs from
    // spec().start to spec().end.
    void setProgress(double trackProgress);
    [[nodiscard]] double progress() const { return m_progress; }
    // Its own progress is inside (0, 1): something shows.
    [[nodiscard]] bool isShowing() const { return m_progress > 0 && m_progress < 1; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintGunfire(QPainter& painter, double t) const;
    void paintRockets(QPainter& painter, double t) const;
    void paintFlakBurst(QPainter& painter, double t) const;
    void paintBombFall(QPainter& painter, double t) const;
    void paintBombBurst(QPainter& painter, double t) const;
    void paintFire(QPainter& painter, double t) const;
    void paintExplosion(QPainter& painter, double t) const;

    Spec m_spec;
    double m_progress = 0;  // its own, 0..1
};

}  // namespace jasta::app
