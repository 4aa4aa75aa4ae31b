#include "jasta/pilots/plan_search.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "jasta/data/game_data.hpp"
#include "jasta/pilots/fire_map.hpp"
#include "jasta/pilots/seat_view.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/rules/relief.hpp"

namespace jasta {

namespace {

// A plan the enemy would not fly: it takes the enemy out of play. Its weight
// is this many damage points below the enemy's best (BestAnswers), or nil
// (Uniform) unless every plan does it.
constexpr double kOutOfPlayPoints = 100;

// The tailing estimate of the end positions (TAIL-01 read from the base
// centres): the target lies within this many degrees of the pursuer's nose,
// and the pursuer within this many degrees of the target's tail. 45 degrees
// is about where a ruler from the stand leaves a base through its front side
// rather than a flank (the bases are roughly square).
constexpr double kTailConeDegrees = 45;
// Where the end positions still count for `advantage`: full within one
// ruler, none beyond this many rulers.
constexpr double kAdvantageRulers = 3;

// How far the base centre can get from where it stands in one turn, mm: three
// of its longest moves, and a base length for the stand's offset as it turns.
double turnReach(const Flyer& flyer) {
    double longest = 0;
    for (const ManeuverCard& card : flyer.deck.cards)
        for (const auto& move : card.moves)
            if (move) longest = std::max(longest, std::hypot(move->dx, move->dy));
    return 3 * longest + flyer.geometry.baseLength.value + flyer.geometry.baseWidth.value;
}

// Expected damage points of every weapon's shot in one fire map cell (2 bits
// a weapon: 0 none, 1 long, 2 short), for each of the 256 cells.
std::array<double, 256> cellPoints(const GameData& data, Era era, const AircraftType& shooter) {
    std::array<double, 256> points{};
    std::array<std::array<double, 3>, FireMap::kMaxWeapons> perWeapon{};  // [weapon][bits]
    for (std::size_t w = 0; w < shooter.weapons.size() && w < FireMap::kMaxWeapons; ++w)
        for (const Range range : {Range::Long, Range::Short}) {
            const ShotLoad load = shotLoad(era, shooter.weapons[w], range);
            perWeapon[w][range == Range::Short ? 2 : 1] = load.cards * meanCardPoints(data, era, load.deck);
        }
    for (unsigned cell = 0; cell < 256; ++cell)
        for (unsigned w = 0; w < FireMap::kMaxWeapons; ++w) {
            const unsigned bits = (cell >> (2 * w)) & 3U;
            if (bits == 1 || bits == 2) points[cell] += perWeapon[w][bits];
        }
    return points;
}

// Per cell: some weapon has a short-range shot.
std::array<bool, 256> shortCells() {
    std::array<bool, 256> cells{};
    for (unsigned cell = 0; cell < 256; ++cell)
        for (unsigned w = 0; w < FireMap::kMaxWeapons; ++w)
            if (((cell >> (2 * w)) & 3U) == 2) cells[cell] = true;
    return cells;
}

// The places of a phase whose weight is not nil: the only ones the sums visit.
std::vector<std::size_t> weighted(const std::vector<double>& weights) {
    std::vector<std::size_t> live;
    for (std::size_t q = 0; q < weights.size(); ++q)
        if (weights[q] > 0) live.push_back(q);
    return live;
}

// The plans of `enemy` that hold every card the view shows of its plan this
// turn (a tailing reveal): 1 each, 0 the others.
std::vector<double> consistentPlans(const GameState& state, const std::string& enemy,
                                    const std::vector<PlanOutcome>& plans, bool& revealed) {
    std::vector<double> weights(plans.size(), 1.0);
    revealed = false;
    const auto shown = state.plans.find(enemy);
    if (shown == state.plans.end()) return weights;
    for (std::size_t card = 0; card < 3; ++card) {
        const int number = shown->second.cards[card].number;
        if (number == kUnknownCard) continue;
        revealed = true;
        for (std::size_t y = 0; y < plans.size(); ++y)
            if (plans[y].plan.cards[card].number != number) weights[y] = 0;
    }
    return weights;
}

// A place as the end-of-turn geometry reads it: its centre, its nose as a
// unit vector (heading 0 = +y, clockwise) and its level.
struct EndPlace {
    double x = 0, y = 0;
    Point2 nose;
    int altitude = 0;
    bool flying = false;
};

std::vector<EndPlace> endPlaces(const std::vector<FirePlace>& places) {
    std::vector<EndPlace> ends;
    ends.reserve(places.size());
    for (const FirePlace& place : places) {
        const double r = place.pose.heading * M_PI / 180.0;
        ends.push_back({place.pose.x,
                        place.pose.y,
                        {std::sin(r), std::cos(r)},
                        place.altitude,
                        place.status == AircraftStatus::Flying});
    }
    return ends;
}

// What the end positions say of one own place against one enemy place.
struct EndGeometry {
    bool weTail = false, theyTail = false;
    double advantage = 0;
};

struct TailAbility {
    bool can = false;  // the airplane may tail at all (tailing on, not multi-engine)
    double ruler = 0;  // its ruler, mm
};

// `ruler` is the longer of the two rulers, mm.
EndGeometry endGeometry(const EndPlace& ours, const EndPlace& theirs, const TailAbility& we, const TailAbility& they,
                        double ruler) {
    EndGeometry end;
    if (!ours.flying || !theirs.flying) return end;
    const double dx = theirs.x - ours.x, dy = theirs.y - ours.y;
    const double squared = dx * dx + dy * dy;
    const double farthest = kAdvantageRulers * ruler;
    if (squared > farthest * farthest || squared <= 0) return end;
    const double d = std::sqrt(squared);
    const Point2 toThem{dx / d, dy / d};
    const double ourAim = ours.nose.x * toThem.x + ours.nose.y * toThem.y;  // cos of their bearing off our nose
    const double theirAim = -(theirs.nose.x * toThem.x + theirs.nose.y * toThem.y);  // cos of ours off theirs
    static const double cone = std::cos(kTailConeDegrees * M_PI / 180.0);
    const int above = ours.altitude - theirs.altitude;  // TAIL-02: the same level or the pursuer one above
    end.weTail = we.can && d <= we.ruler && ourAim >= cone && -theirAim >= cone && (above == 0 || above == 1);
    end.theyTail = they.can && d <= they.ruler && theirAim >= cone && -ourAim >= cone && (above == 0 || above == -1);
    const double closeness = std::clamp((farthest - d) / ((kAdvantageRulers - 1) * ruler), 0.0, 1.0);
    end.advantage = (ourAim - theirAim) / 2 * closeness;
    return end;
}

TailAbility tailAbility(const GameData& data, const RuleOptions& rules, const AircraftState& airplane) {
    const Flyer flyer = flyerOf(data, airplane, rules);
    return {rules.tailingEnabled && !flyer.type.multiEngine, flyer.geometry.rulerLength.value};
}

// The place indices of one side per phase, weighted: weight[k][place].
using PlaceWeights = std::array<std::vector<double>, 3>;

PlaceWeights placeWeights(const FireMapSide& side, const std::vector<double>& planWeights) {
    PlaceWeights weights;
    for (std::size_t k = 0; k < 3; ++k) {
        weights[k].assign(side.places[k].size(), 0.0);
        for (std::size_t y = 0; y < planWeights.size(); ++y) weights[k][side.placeOf[k][y]] += planWeights[y];
    }
    return weights;
}

// BAL-08: whether a plan takes the airplane into a barrage net after any of
// its cards (touching one costs two A cards, passing one destroys it: either
// is as bad as leaving the game for a pilot who can fly round it).
bool runsIntoNet(const std::vector<NetStretch>& nets, const AircraftState& self, const GeometrySpec& geometry,
                 const PlanOutcome& outcome) {
    Point2 before{self.pose.x, self.pose.y};
    const int cards = outcome.stopsAfter != 0 ? outcome.stopsAfter : 3;
    for (int k = 0; k < cards; ++k) {
        const Pose& pose = outcome.poses[static_cast<std::size_t>(k)];
        const Point2 after{pose.x, pose.y};
        const auto card = footprintOnTable(pose, geometry, Footprint::Card);
        for (const NetStretch& stretch : nets)
            if (netContact(stretch, outcome.levels[static_cast<std::size_t>(k)], card, before, after) !=
                NetContact::None)
                return true;
        before = after;
    }
    return false;
}

void normalize(std::vector<double>& weights) {
    double sum = 0;
    for (const double w : weights) sum += w;
    if (sum <= 0) return;
    for (double& w : weights) w /= sum;
}

}  // namespace

double meanCardPoints(const GameData& data, Era era, char deck) {
    const DamageDeck* cards = data.damageDeck(era, deck);
    if (cards == nullptr || cards->size() == 0) return 0;
    double sum = 0;
    for (const DamageCardSpec& card : cards->cards) sum += static_cast<double>(card.damage) * card.copies;
    return sum / cards->size();
}

PlanSearch::PlanSearch(const Engine& engine, const GameState& given, const std::string& aircraftId,
                       const SearchOptions& options)
    : m_aircraft(aircraftId), m_table(given.table) {
    const GameData& data = engine.data;
    const RuleOptions& rules = engine.rules;
    // During a tailing reorder the airplane is judged where it planned (TAIL-03).
    GameState state = given;
    if (const auto planned = given.plannedAs.find(aircraftId); planned != given.plannedAs.end()) {
        AircraftState& self = *state.find(aircraftId);
        self = planned->second;
    }
    const AircraftState& self = state.airplane(aircraftId);
    const Flyer flyer = flyerOf(data, self, rules);
    m_plans = legalPlans(flyer, self);
    m_outOfPlay.resize(m_plans.size());
    for (std::size_t x = 0; x < m_plans.size(); ++x) {
        const PlanOutcome& outcome = m_plans[x];
        m_outOfPlay[x] = outcome.crashes || outcome.stopsAfter != 0 || outcome.end.x < 0 || outcome.end.y < 0 ||
                         outcome.end.x > state.table.width || outcome.end.y > state.table.height;
    }
    std::vector<NetStretch> nets;
    for (const BalloonNet& net : state.nets)
        for (const NetStretch& stretch : netStretchesUp(state, net)) nets.push_back(stretch);
    if (!nets.empty())
        for (std::size_t x = 0; x < m_plans.size(); ++x)
            if (!m_outOfPlay[x]) m_outOfPlay[x] = runsIntoNet(nets, self, flyer.geometry, m_plans[x]);
    if (!state.table.relief.empty())
        for (std::size_t x = 0; x < m_plans.size(); ++x)
            if (!m_outOfPlay[x]) m_outOfPlay[x] = mayRunIntoRelief(state.table.relief, self, m_plans[x]);
    const double ourReach = turnReach(flyer);
    const TailAbility ourTail = tailAbility(data, rules, self);
    const auto ourPoints = cellPoints(data, state.era, flyer.type);
    static const std::array<bool, 256> isShort = shortCells();

    std::vector<const AircraftState*> enemies;
    for (const AircraftState& other : state.aircraft)
        if (!sameTeam(other, self) && other.takesPart()) enemies.push_back(&other);  // WX-01: unseen in the clouds
    m_enemies.resize(enemies.size());
    m_outlooks.assign(m_plans.size() * enemies.size(), PlanOutlook{});

    for (std::size_t e = 0; e < enemies.size(); ++e) {
        const AircraftState& enemy = *enemies[e];
        SearchEnemy& entry = m_enemies[e];
        entry.id = enemy.id;
        const Flyer theirFlyer = flyerOf(data, enemy, rules);
        const double apart = std::hypot(enemy.pose.x - self.pose.x, enemy.pose.y - self.pose.y);  // once per enemy
        const double ruler = std::max(flyer.geometry.rulerLength.value, theirFlyer.geometry.rulerLength.value);
        entry.inReach = apart <= ourReach + turnReach(theirFlyer) + kAdvantageRulers * ruler;
        if (!entry.inReach) continue;
        if (flyer.type.weapons.size() > FireMap::kMaxWeapons || theirFlyer.type.weapons.size() > FireMap::kMaxWeapons) {
            entry.inReach = false;  // a fire map cannot hold it (no airplane in the data has so many weapons)
            continue;
        }
        const FireMap map = buildFireMap(data, rules, state, aircraftId, enemy.id);
        const FireMapSide& ours = map.a();
        const FireMapSide& theirs = map.b();
        const auto theirPoints = cellPoints(data, state.era, theirFlyer.type);

        // The enemy's plans that count, and how much.
        bool revealed = false;
        std::vector<double> weights = consistentPlans(state, enemy.id, theirs.plans, revealed);
        std::vector<double> stays = weights;  // ... of them those that keep it in play
        for (std::size_t y = 0; y < stays.size(); ++y)
            if (theirs.outOfPlay(3, y)) stays[y] = 0;
        if (std::any_of(stays.begin(), stays.end(), [](double w) { return w > 0; })) weights = stays;
        if (options.enemyModel == EnemyModel::BestAnswers) {
            // Its gain per place and phase against our plans, each alike.
            std::vector<double> ourPlans(ours.plans.size(), 1.0);
            normalize(ourPlans);
            const PlaceWeights ourWeights = placeWeights(ours, ourPlans);
            std::array<std::vector<double>, 3> gain;
            for (std::size_t k = 0; k < 3; ++k) {
                const int phase = static_cast<int>(k) + 1;
                gain[k].assign(theirs.places[k].size(), 0.0);
                for (std::size_t p = 0; p < ours.places[k].size(); ++p) {
                    const double w = ourWeights[k][p];
                    if (w <= 0) continue;
                    const std::uint8_t* aRow = map.row(phase, FireDirection::AOnB, p);
                    const std::uint8_t* bRow = map.row(phase, FireDirection::BOnA, p);
                    for (std::size_t q = 0; q < theirs.places[k].size(); ++q) {
                        if ((aRow[q] | bRow[q]) == 0) continue;
                        gain[k][q] += w * (theirPoints[bRow[q]] - ourPoints[aRow[q]]);
                    }
                }
            }
            std::vector<double> score(theirs.plans.size(), 0.0);
            double best = std::numeric_limits<double>::lowest();
            for (std::size_t y = 0; y < score.size(); ++y) {
                if (weights[y] <= 0) continue;
                for (std::size_t k = 0; k < 3; ++k) score[y] += gain[k][theirs.placeOf[k][y]];
                if (theirs.outOfPlay(3, y)) score[y] -= kOutOfPlayPoints;
                best = std::max(best, score[y]);
            }
            const double spread = std::max(options.answerSpread, 1e-3);
            for (std::size_t y = 0; y < score.size(); ++y)
                if (weights[y] > 0) weights[y] = std::exp((score[y] - best) / spread);
        }
        normalize(weights);
        entry.plans =
            static_cast<std::size_t>(std::count_if(weights.begin(), weights.end(), [](double w) { return w > 0; }));
        const PlaceWeights theirWeights = placeWeights(theirs, weights);

        // Per phase and own place: the sums over the enemy's places.
        struct PlaceSums {
            double dealt = 0, taken = 0, shortShot = 0, anyShot = 0, exposed = 0;
        };
        std::array<std::vector<PlaceSums>, 3> sums;
        for (std::size_t k = 0; k < 3; ++k) {
            const int phase = static_cast<int>(k) + 1;
            sums[k].assign(ours.places[k].size(), PlaceSums{});
            const std::vector<std::size_t> live = weighted(theirWeights[k]);
            for (std::size_t p = 0; p < ours.places[k].size(); ++p) {
                PlaceSums& sum = sums[k][p];
                const std::uint8_t* aRow = map.row(phase, FireDirection::AOnB, p);
                const std::uint8_t* bRow = map.row(phase, FireDirection::BOnA, p);
                for (const std::size_t q : live) {
                    const std::uint8_t a = aRow[q], b = bRow[q];
                    if ((a | b) == 0) continue;
                    const double w = theirWeights[k][q];
                    sum.dealt += w * ourPoints[a];
                    sum.taken += w * theirPoints[b];
                    if (a != 0) sum.anyShot += w;
                    if (isShort[a]) sum.shortShot += w;
                    if (b != 0) sum.exposed += w;
                }
            }
        }
        // The end of the turn: tails and the lie of the two.
        const TailAbility theirTail = tailAbility(data, rules, enemy);
        struct EndSums {
            double tails = 0, tailed = 0, advantage = 0;
        };
        const std::vector<EndPlace> ourEnds = endPlaces(ours.places[2]), theirEnds = endPlaces(theirs.places[2]);
        std::vector<EndSums> ends(ourEnds.size());
        const std::vector<std::size_t> liveEnds = weighted(theirWeights[2]);
        for (std::size_t p = 0; p < ourEnds.size(); ++p)
            for (const std::size_t q : liveEnds) {
                const EndGeometry end = endGeometry(ourEnds[p], theirEnds[q], ourTail, theirTail, ruler);
                const double w = theirWeights[2][q];
                if (end.weTail) ends[p].tails += w;
                if (end.theyTail) ends[p].tailed += w;
                ends[p].advantage += w * end.advantage;
            }
        // TAIL-04: our tail on it this turn, still there after phase 1?
        std::vector<double> keeps(ours.places[0].size(), 0.0);
        if (const auto tail = state.tails.find(aircraftId); tail != state.tails.end() && tail->second == enemy.id) {
            const std::vector<EndPlace> ourFirst = endPlaces(ours.places[0]), theirFirst = endPlaces(theirs.places[0]);
            for (std::size_t p = 0; p < ourFirst.size(); ++p)
                for (const std::size_t q : weighted(theirWeights[0]))
                    if (endGeometry(ourFirst[p], theirFirst[q], ourTail, theirTail, ruler).weTail)
                        keeps[p] += theirWeights[0][q];
        }

        for (std::size_t x = 0; x < m_plans.size(); ++x) {
            PlanOutlook& out = m_outlooks[x * enemies.size() + e];
            for (std::size_t k = 0; k < 3; ++k) {
                const PlaceSums& sum = sums[k][ours.placeOf[k][x]];
                out.dealt[k] = sum.dealt;
                out.taken[k] = sum.taken;
                out.shortShot[k] = sum.shortShot;
                out.anyShot[k] = sum.anyShot;
                out.exposed[k] = sum.exposed;
            }
            const EndSums& end = ends[ours.placeOf[2][x]];
            out.tails = end.tails;
            out.tailed = end.tailed;
            out.advantage = end.advantage;
            out.keepsTail = keeps[ours.placeOf[0][x]];
            // The fire map flew the plan with the engine's own rules: its word on leaving play counts.
            if (ours.outOfPlay(3, x)) m_outOfPlay[x] = true;
        }
    }
}

const PlanOutlook& PlanSearch::outlook(std::size_t plan, std::size_t enemy) const {
    return m_outlooks.at(plan * m_enemies.size() + enemy);
}

double PlanSearch::edgeDistance(std::size_t plan) const {
    const Pose& end = m_plans.at(plan).end;
    return std::min({end.x, end.y, m_table.width - end.x, m_table.height - end.y});
}

std::size_t PlanSearch::find(const Plan& plan) const {
    for (std::size_t x = 0; x < m_plans.size(); ++x)
        if (m_plans[x].plan.cards == plan.cards) return x;
    return m_plans.size();
}

}  // namespace jasta
