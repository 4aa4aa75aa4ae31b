#pragma once
// WX-01: the player of an airplane in the cloud layer plans "without looking
// at the board". While that plan is made, this cover hides the table view
// behind a bank of cloud and says why; the planning panel stays usable.

#include <QString>
#include <QWidget>

namespace jasta::app {

class CloudBlind : public QWidget {
    Q_OBJECT
public:
    // Covers `table` (the table view) whole, hidden until showFor.
    explicit CloudBlind(QWidget* table);

    // Hides the table while `airplane`'s player plans in the clouds.
    void showFor(const QString& airplane);
    [[nodiscard]] const QString& text() const { return m_text; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_text;
};

}  // namespace jasta::app
