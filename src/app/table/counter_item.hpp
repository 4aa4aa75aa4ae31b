#pragma once
// The counters lying on an airplane's card, shown beside it on the table:
// smoke (DMG-03), flames (DMG-09) and one jam token per jammed weapon
// (DMG-10), each with how many counters it holds. Upright and at a constant
// size in device pixels (like the label); its position (scene mm) is the
// bottom centre of the row, set by the AircraftItem above the airplane.

#include <QGraphicsItem>
#include <QString>
#include <vector>

#include "table/item_types.hpp"

namespace jasta::app {

struct CounterToken {
    enum class Kind { Smoke, Flames, Jam };
    Kind kind = Kind::Smoke;
    int count = 0;
    QString what;  // for the tooltip: the jammed weapon's name
    bool operator==(const CounterToken&) const = default;
};

class CounterItem : public QGraphicsItem {
public:
    explicit CounterItem(QGraphicsItem* parent = nullptr);

    enum { Type = toInt(ItemType::Counters) };
    [[nodiscard]] int type() const override { return Type; }

    // Tokens with a count of 0 or less are left out.
    void syncFrom(const std::vector<CounterToken>& tokens);
    [[nodiscard]] const std::vector<CounterToken>& tokens() const { return m_tokens; }
    [[nodiscard]] int count(CounterToken::Kind kind) const;  // summed over the tokens of that kind

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::vector<CounterToken> m_tokens;
};

}  // namespace jasta::app
