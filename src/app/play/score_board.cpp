#include "play/score_board.hpp"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "jasta/game/game.hpp"
#include "table/table_drawing.hpp"
#include "table/table_style.hpp"

namespace jasta::app {

QString scoreHeading(const GameState& state) {
    if (state.mode) {
        // Counted in plain English (no "(s)").
        const int target = state.mode->setting.victoriesToWin();
        const QString victories =
            target == 1 ? ScoreBoard::tr("1 victory") : ScoreBoard::tr("%1 victories").arg(target);
        switch (state.mode->setting.kind) {
            case GameModeKind::Deathmatch:
                return ScoreBoard::tr("DeathMatch: the first pilot to %1 wins").arg(victories);
            case GameModeKind::TeamDeathmatch:
                return ScoreBoard::tr("Team DeathMatch: the first team to %1 wins").arg(victories);
            case GameModeKind::CaptureTheFlag:
                return target == 1
                           ? ScoreBoard::tr("Capture the Flag: the first team to bring a flag home wins")
                           : ScoreBoard::tr("Capture the Flag: the first team to bring %1 flags home wins").arg(target);
        }
    }
    if (state.scoring) {
        const Scoring& s = *state.scoring;
        QString text = ScoreBoard::tr("Victory points: enemy down %1, enemy gone %2, own down %3")
                           .arg(s.enemyDown)
                           .arg(s.enemyLeft)
                           .arg(s.allyDown);
        if (s.targetDestroyed != 0) text += ScoreBoard::tr(", target destroyed %1").arg(s.targetDestroyed);
        if (s.targetDamaged != 0) text += ScoreBoard::tr(", target damaged %1").arg(s.targetDamaged);
        if (s.photograph != 0) text += ScoreBoard::tr(", photograph home %1").arg(s.photograph);
        return text;
    }
    return {};
}

QString teamName(const GameState& state, const std::string& team) {
    if (const auto side = parseName<Side>(team)) return sideWords(team);
    const AircraftState* pilot = state.find(team);
    return pilot != nullptr ? QString::fromStdString(pilot->name) : QString::fromStdString(team);
}

ScoreBoard::ScoreBoard(QWidget* parent)
    : QFrame(parent), m_heading(new QLabel), m_rows(new QWidget), m_grid(new QGridLayout(m_rows)), m_clock(new QLabel) {
    setObjectName(QStringLiteral("scoreBoard"));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    m_heading->setWordWrap(true);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_clock->setWordWrap(true);
    layout->addWidget(m_heading);
    layout->addWidget(m_rows);
    layout->addWidget(m_clock);
    setVisible(false);
}

void ScoreBoard::setPlayerColours(const QHash<QString, QColor>& colourByAircraftId) {
    m_colours = colourByAircraftId;
}

void ScoreBoard::update(const GameState& state) {
    const QString heading = scoreHeading(state);
    m_heading->setText(heading);
    setVisible(!heading.isEmpty());
    if (heading.isEmpty()) return;
    while (auto* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_shown.clear();
    int row = 0;
    for (const auto& [team, points] : gameScore(state)) {
        const QString name = teamName(state, team);
        auto* swatch = new QLabel(QStringLiteral("■"), m_rows);
        QColor colour;
        if (const auto side = parseName<Side>(team))
            colour = style::sideColour(*side);
        else
            colour = m_colours.value(QString::fromStdString(team), QColor(0x55, 0x55, 0x55));
        swatch->setStyleSheet(QStringLiteral("color: %1").arg(colour.name()));
        auto* label = new QLabel(name, m_rows);
        auto* value = new QLabel(QString::number(points), m_rows);
        QFont font = value->font();
        font.setBold(true);
        value->setFont(font);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_grid->addWidget(swatch, row, 0);
        m_grid->addWidget(label, row, 1);
        m_grid->addWidget(value, row, 2);
        m_shown.push_back(QStringLiteral("%1: %2").arg(name).arg(points));
        ++row;
    }
    m_grid->setColumnStretch(1, 1);
    // MODE-08: in a game mode the shared deck is the clock.
    if (state.mode && state.piles) {
        const auto left = state.piles->remaining('A');
        m_clock->setText(
            left == 1 ? tr("1 card left in the shared damage deck: the game ends when it runs out.")
                      : tr("%1 cards left in the shared damage deck: the game ends when it runs out.").arg(left));
        m_clock->setVisible(true);
    } else {
        m_clock->clear();
        m_clock->setVisible(false);
    }
}

QString ScoreBoard::heading() const {
    return m_heading->text();
}

QStringList ScoreBoard::rows() const {
    return m_shown;
}

QString ScoreBoard::clock() const {
    return m_clock->text();
}

}  // namespace jasta::app
