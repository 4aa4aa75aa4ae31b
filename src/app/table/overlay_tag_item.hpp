#pragma once
// A short note laid on the table next to what it explains ("Short · 74 mm ·
// 2 cards", "Blocked by Werner"): a pill with a coloured stripe, upright and
// at a constant size in device pixels. Its position (scene mm) is the point
// it speaks of; the pill sits just above and right of it.

#include <QColor>
#include <QGraphicsItem>
#include <QString>

#include "table/item_types.hpp"

namespace jasta::app {

class OverlayTagItem : public QGraphicsItem {
public:
    // Where the pill sits from the point it speaks of.
    enum class Placement { AboveRight, BelowRight };
    // `wrapWidthPx` > 0: the text wraps into lines at most that wide (a sentence
    // that explains); 0: one line.
    OverlayTagItem(const QString& text, const QColor& accent, QGraphicsItem* parent = nullptr, int wrapWidthPx = 0,
                   Placement placement = Placement::AboveRight);

    enum { Type = toInt(ItemType::OverlayTag) };
    [[nodiscard]] int type() const override { return Type; }

    [[nodiscard]] const QString& text() const { return m_text; }
    [[nodiscard]] const QColor& accent() const { return m_accent; }

    // Moved down by `px` device pixels, its leader still pointing at the
    // point it speaks of, so that it does not cover another note, a label or
    // a damage card (TableScene::spreadLabels).
    void setDrop(double px);
    [[nodiscard]] double drop() const { return m_drop; }
    // The pill in device pixels around pos() without the drop.
    [[nodiscard]] QRectF undroppedRect() const { return m_pill; }
    // Moved sideways by `px` device pixels (negative: left), its leader still
    // pointing at the point, so that it stays inside the view (TableScene::spreadLabels).
    void setShift(double px);
    [[nodiscard]] double shift() const { return m_shift; }
    // The pill as it is drawn, in device pixels around pos(): shifted and dropped.
    [[nodiscard]] QRectF shownRect() const { return m_pill.translated(m_shift, m_drop); }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    // Added, moved, shown or hidden: the scene spreads the labels again.
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    QString m_text;
    QColor m_accent;
    QRectF m_pill;  // device pixels, relative to pos()
    int m_wrap = 0;
    double m_drop = 0;   // px
    double m_shift = 0;  // px
};

}  // namespace jasta::app
