#pragma once
// What lies on the ground of the table (issue 16), at true scale from
// data/ground: an objective's card with the red dot at its centre (BOMB-03)
// and its name, marked with its damage and struck through once destroyed;
// or a falling bomb's card with a pip for each marker still on it (BOMB-05);
// or a flak battery's burst token with the altitude it bursts at (AA-05);
// or an observation balloon with its height and flames (BAL-02, BAL-09).
//
// Local frame: 1 unit = 1 mm, origin at the card's centre, its length along
// -y (the card's heading), rotated by the heading like an airplane.

#include <QGraphicsItem>
#include <QString>
#include <string>

#include "jasta/data/ground_type.hpp"
#include "jasta/state/pose.hpp"
#include "table/item_types.hpp"
#include "table/table_frame.hpp"

namespace jasta::app {

class GroundItem : public QGraphicsItem {
public:
    struct Look {
        QString name;       // shown under an objective
        double width = 0;   // mm, across the heading
        double length = 0;  // mm, along it
        bool bomb = false;  // a bomb card, not an objective
        int markers = 0;    // a bomb: moves still to make
        int count = 1;      // a bomb: bombs dropped together
        bool destroyed = false;
        int damage = 0;                           // an objective: points taken (BOMB-06)
        int structure = 0;                        // ... of its structure; 0: not shown
        bool photographed = false;                // RCN-01: by an airplane of the other side
        bool scouted = false;                     // RCN-02
        GroundKind kind = GroundKind::Objective;  // what stands there: its pictogram
        bool silenced = false;                    // AA-03: the AA gun put out of action
        // AA-04: a flak battery's cycle: the turn it may shoot again when it
        // is arming or reloading (0: ready, or no battery).
        int readyFrom = 0;
        // AA-05..08: a flak battery's burst token (width = its diameter): the
        // altitude it bursts at, and whether it was moved or held (it then
        // bursts in the next turn).
        bool token = false;
        int tokenAltitude = 0;
        bool tokenLate = false;
        // BAL-02, BAL-09: a balloon's height, its flames, and whether it was
        // winched down to the ground (out of the game).
        int altitude = 0;
        int climb = 0;
        int flames = 0;
        bool winching = false;
        bool grounded = false;
        // BAL-10: the last turn of its artillery spotting (0: it does not spot).
        int spottingUntil = 0;
        bool operator==(const Look&) const = default;
    };

    explicit GroundItem(std::string id, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::GroundCard) };
    [[nodiscard]] int type() const override { return Type; }

    // Lies at `pose` of the table, drawn as `look` says.
    void show(const TableFrame& frame, const Pose& pose, const Look& look);
    [[nodiscard]] const std::string& id() const { return m_id; }
    [[nodiscard]] const Look& look() const { return m_look; }
    // The words under an objective's card ("Ammunition depot · destroyed").
    [[nodiscard]] QString caption() const;

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintObjective(QPainter& painter) const;
    void paintTrench(QPainter& painter) const;
    void paintAaGun(QPainter& painter) const;
    void paintFlak(QPainter& painter) const;
    void paintToken(QPainter& painter) const;
    void paintBalloon(QPainter& painter) const;
    void paintCard(QPainter& painter, const QColor& felt) const;
    void paintDestroyed(QPainter& painter) const;
    void paintBomb(QPainter& painter) const;

    class Caption;
    std::string m_id;
    Look m_look;
    Caption* m_caption;  // a child item: deleted with this one
};

}  // namespace jasta::app
