#pragma once
// The damage odds of one shot (jasta::DamageOdds), laid beside its target: a
// small bar chart of the chance of each number of damage points, the chance
// to bring the target down now and to make it explode, and the shot's cards.
// Upright and at a constant size in device pixels.

#include <QGraphicsItem>
#include <QString>
#include <vector>

#include "jasta/rules/damage_odds.hpp"
#include "table/item_types.hpp"

namespace jasta::app {

class OddsItem : public QGraphicsItem {
public:
    // `heading` names the shot ("Spad → Albatros, 2 A cards"). Without
    // `damageKnown` the viewer may not see the target's damage (its cards lie
    // face down, issue 15): the chance to bring it down now, which would tell
    // how much it has taken, is left out, and so is the bar that marks it.
    OddsItem(const DamageOdds& odds, const QString& heading, bool damageKnown = true, QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::DamageOdds) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] const std::vector<double>& points() const { return m_points; }
    [[nodiscard]] double bringsDown() const { return m_down; }
    // The line under the chart: "Down now 23% · explodes 4% · 3.1 points on average".
    [[nodiscard]] const QString& summary() const { return m_summary; }
    [[nodiscard]] const QString& heading() const { return m_heading; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // "23%", "<1%", "100%": how a chance reads on the table.
    [[nodiscard]] static QString percent(double chance);
    // The one-line summary of some odds (also used in the fire prompt).
    [[nodiscard]] static QString summaryOf(const DamageOdds& odds, bool damageKnown = true);

private:
    std::vector<double> m_points;
    int m_needed;  // points that bring the target down (structure - damage taken); -1: not known to the viewer
    double m_down;
    QString m_heading, m_summary;
    QRectF m_box;  // device pixels, relative to pos()
};

}  // namespace jasta::app
