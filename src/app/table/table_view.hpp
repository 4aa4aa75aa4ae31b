#pragma once
// The view on the table: mouse wheel zooms around the cursor, dragging pans,
// "fit all" shows the whole table. Until the user zooms or pans, the view
// keeps fitting the table when the window is resized.

#include <QGraphicsView>

namespace jasta::app {

class TableScene;

class TableView : public QGraphicsView {
    Q_OBJECT
public:
    explicit TableView(TableScene* scene, QWidget* parent = nullptr);

    // Device pixels per scene mm, horizontally.
    [[nodiscard]] double zoom() const;

public slots:
    void fitAll();
    void zoomIn();
    void zoomOut();

protected:
    void wheelEvent(QWheelEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    // Multiplies the zoom by `factor`, clamped; `anchor` is the viewport point
    // that stays put (AnchorUnderMouse) or the centre.
    void zoomBy(double factor, ViewportAnchor anchor);
    // Tells the scene what part of it shows (its notes stay inside).
    void tellVisibleArea();
    TableScene* m_tableScene;
    bool m_autoFit = true;  // still showing "fit all": follow resizes
};

}  // namespace jasta::app
