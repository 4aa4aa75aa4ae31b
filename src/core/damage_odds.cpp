#include "jasta/rules/damage_odds.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>

#include "jasta/data/game_data.hpp"
#include "jasta/game/game.hpp"
#include "jasta/rules/damage.hpp"
#include "jasta/rules/ground_defences.hpp"

namespace jasta {

ShotDraw shotDraw(const RuleOptions& rules, const AircraftState& shooter, const Weapon& weapon,
                  const AircraftState& target, const ShotCheck& shot) {
    ShotDraw draw;
    draw.deck = shot.deck;
    draw.cards = shot.cards;
    draw.rules = shot.rules;
    // FIRE-25/26: with an ammunition console, the target's first card comes off it.
    if (shooter.ammoDeck != 0) {
        draw.consoleFirst = true;
        draw.rules.push_back(rules.ammunition == Ammunition::S000 ? "FIRE-25" : "FIRE-26");
    }
    // CONF-28: a twin weapon with one gun jammed fires the other, with deck B.
    if (const auto twin = shooter.twinGuns.find(weapon.id);
        twin != shooter.twinGuns.end() && twin->second.jammed == 1) {
        draw.oneGun = true;
        draw.deck = 'B';
        draw.rules.push_back(rules.twinJam == TwinJam::S000 ? "FIRE-27" : "FIRE-28");
    }
    // FIRE-24 (option): a single gun draws from deck A and halves the values.
    if (rules.singleGunWithDeckA && rules.era == Era::Ww1 && draw.deck == 'B') {
        draw.deck = 'A';
        draw.halve = true;
        draw.rules.push_back("FIRE-24");
    }
    // Aim (FIRE-09/10): the same target with the same weapon in consecutive fire steps.
    const auto aim = shooter.aim.find(weapon.id);
    const bool smokeSpoils = rules.smokePreventsAim && shooter.smoke > 0;  // DMG-04
    draw.aimed = aim != shooter.aim.end() && aim->second.target == target.id && aim->second.phases >= 1 &&
                 !shooter.aimBroken && !smokeSpoils;
    if (rules.era == Era::Ww2 && shot.fromAbove) draw.aimed = true;                 // FIRE-11
    if (rules.diveFire == DiveFire::AimBonus && shot.diveBonus) draw.aimed = true;  // CONF-24 B
    if (draw.aimed && rules.aimBonus == AimBonus::PlusOnePerCard) {
        ++draw.bonus;
        draw.rules.push_back("FIRE-09");
    }
    if (rules.diveFire == DiveFire::ExtraCard && shot.diveBonus) {
        ++draw.cards;
        draw.rules.push_back("FIRE-12");
    }
    if (rules.diveFire == DiveFire::ExtraCard && shot.steepBonus) {
        ++draw.bonus;
        draw.rules.push_back("FIRE-12");
    }
    if (shot.deflection) {
        ++draw.bonus;
        draw.rules.push_back("FIRE-23");
    }
    if (draw.aimed && rules.aimBonus == AimBonus::ExtraACard) {  // FIRE-10: one more A counter
        draw.extraCards = 1;
        draw.extraDeck = draw.oneGun ? 'B' : 'A';
    }
    return draw;
}

double DamageOdds::expectedPoints() const {
    double sum = 0;
    for (std::size_t n = 0; n < points.size(); ++n) sum += static_cast<double>(n) * points[n];
    return sum;
}

namespace {

// How a card in one kind of slot is valued: the shot's own cards carry its
// bonus and halving, the FIRE-10 extra card neither.
struct SlotKind {
    int bonus = 0;
    std::optional<Rounding> halve;
};

// Cards drawn without replacement from one shuffled set: `slots` lists the
// kind of each card drawn (at most two kinds).
struct Source {
    std::vector<const DamageCardSpec*> cards;
    std::vector<SlotKind> kinds;  // one or two
    std::vector<int> slots;       // how many cards of each kind
};

// The chances over (points dealt, explosion drawn): [points][0 or 1].
using Outcomes = std::vector<std::array<double, 2>>;

// Every way the source's cards can fill its slots is equally likely (a
// shuffled pile): count the ways per (points, explosion) by dynamic
// programming over the cards, each left, put in a slot of kind 0 or kind 1.
Outcomes outcomesOf(const Source& source) {
    const int want0 = source.slots.empty() ? 0 : source.slots[0];
    const int want1 = source.slots.size() > 1 ? source.slots[1] : 0;
    int maxPoints = 0;
    for (const DamageCardSpec* card : source.cards)
        for (const SlotKind& kind : source.kinds)
            maxPoints = std::max(maxPoints, damagePoints(*card, kind.bonus, kind.halve));
    const int top = maxPoints * (want0 + want1);
    // ways[c0][c1][points][explosion]
    const auto index = [&](int c0, int c1, int pts, int ex) {
        return ((static_cast<std::size_t>(c0) * static_cast<std::size_t>(want1 + 1) + static_cast<std::size_t>(c1)) *
                    static_cast<std::size_t>(top + 1) +
                static_cast<std::size_t>(pts)) *
                   2 +
               static_cast<std::size_t>(ex);
    };
    std::vector<double> ways(index(want0, want1, top, 1) + 1, 0.0);
    ways[index(0, 0, 0, 0)] = 1;
    for (const DamageCardSpec* card : source.cards) {
        std::vector<double> next = ways;  // the card stays in the pile
        const int explodes = card->special == Special::Explosion ? 1 : 0;
        for (int c0 = 0; c0 <= want0; ++c0)
            for (int c1 = 0; c1 <= want1; ++c1)
                for (int pts = 0; pts <= top; ++pts)
                    for (int ex = 0; ex < 2; ++ex) {
                        const double w = ways[index(c0, c1, pts, ex)];
                        if (w == 0) continue;
                        const int ex2 = ex | explodes;
                        if (c0 < want0) {
                            const int p = pts + damagePoints(*card, source.kinds[0].bonus, source.kinds[0].halve);
                            next[index(c0 + 1, c1, p, ex2)] += w;
                        }
                        if (c1 < want1) {
                            const int p = pts + damagePoints(*card, source.kinds[1].bonus, source.kinds[1].halve);
                            next[index(c0, c1 + 1, p, ex2)] += w;
                        }
                    }
        ways = std::move(next);
    }
    Outcomes outcomes(static_cast<std::size_t>(top + 1), {0.0, 0.0});
    double total = 0;
    for (int pts = 0; pts <= top; ++pts)
        for (int ex = 0; ex < 2; ++ex) total += ways[index(want0, want1, pts, ex)];
    if (total == 0) {  // fewer cards than slots: nothing can be said; deal nothing
        outcomes.assign(1, {1.0, 0.0});
        return outcomes;
    }
    for (int pts = 0; pts <= top; ++pts)
        for (int ex = 0; ex < 2; ++ex)
            outcomes[static_cast<std::size_t>(pts)][static_cast<std::size_t>(ex)] =
                ways[index(want0, want1, pts, ex)] / total;
    return outcomes;
}

Outcomes combine(const Outcomes& a, const Outcomes& b) {
    Outcomes sum(a.size() + b.size() - 1, {0.0, 0.0});
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = 0; j < b.size(); ++j)
            for (int x = 0; x < 2; ++x)
                for (int y = 0; y < 2; ++y) sum[i + j][static_cast<std::size_t>(x | y)] += a[i][x] * b[j][y];
    return sum;
}

// The chance that none of `drawn` cards taken from `cards` has `special`.
double chanceOfNone(const std::vector<const DamageCardSpec*>& cards, int drawn, Special special) {
    const auto without = static_cast<int>(
        std::count_if(cards.begin(), cards.end(), [&](const DamageCardSpec* c) { return c->special != special; }));
    const auto all = static_cast<int>(cards.size());
    if (drawn > all) return 0;
    // C(without, drawn) / C(all, drawn), as a product.
    double chance = 1;
    for (int i = 0; i < drawn; ++i) chance *= static_cast<double>(without - i) / static_cast<double>(all - i);
    return std::max(0.0, chance);
}

// The sources of one pile: its cards for the slots in the order they are
// dealt, and after it runs out the discards (which by then hold every card
// drawn from it) shuffled into a new pile for the rest (DMG-01).
void addPileSources(std::vector<Source>& sources, std::vector<const DamageCardSpec*> pile,
                    const std::vector<const DamageCardSpec*>& discards, const std::vector<SlotKind>& kinds,
                    const std::vector<int>& order, bool& reshuffled) {
    const std::size_t first = std::min(order.size(), pile.size());
    Source now{pile, kinds, std::vector<int>(kinds.size(), 0)};
    for (std::size_t i = 0; i < first; ++i) ++now.slots[static_cast<std::size_t>(order[i])];
    sources.push_back(now);
    if (first == order.size()) return;
    reshuffled = true;
    Source later{discards, kinds, std::vector<int>(kinds.size(), 0)};
    later.cards.insert(later.cards.end(), pile.begin(), pile.end());
    for (std::size_t i = first; i < order.size(); ++i) ++later.slots[static_cast<std::size_t>(order[i])];
    sources.push_back(std::move(later));
}

}  // namespace

DamageOdds damageOdds(const GameData& data, const RuleOptions& rules, const GameState& state, const ShotCheck& shot) {
    DamageOdds odds;
    odds.points = {1.0};
    const AircraftState* shooter = state.find(shot.shooter);
    const AircraftState* target = state.find(shot.target);
    const AircraftType* targetType = target != nullptr ? data.aircraftType(target->type) : nullptr;
    // AA-01: a ground defence is fired at as an airplane, its structure its 5 points.
    const auto defence = target == nullptr ? standingDefence(data, state, shot.target) : std::nullopt;
    if (defence) {
        target = &defence->state;
        targetType = &defence->type;
    }
    if (shooter == nullptr || target == nullptr) throw std::invalid_argument("damage odds: unknown airplane");
    const AircraftType* shooterType = data.aircraftType(shooter->type);
    if (shooterType == nullptr || targetType == nullptr)
        throw std::invalid_argument("damage odds: unknown airplane type");
    const auto weapon = std::find_if(shooterType->weapons.begin(), shooterType->weapons.end(),
                                     [&](const Weapon& w) { return w.id == shot.weapon; });
    if (weapon == shooterType->weapons.end()) throw std::invalid_argument("damage odds: unknown weapon " + shot.weapon);
    odds.damageTaken = target->damage;
    odds.structure = targetType->structure.value;
    if (!shot.canFire || !state.piles || shooter->ammunitionLeft() == 0) return odds;  // FIRE-25/26: no ammunition

    odds.draw = shotDraw(rules, *shooter, *weapon, *target, shot);
    const ShotDraw& draw = odds.draw;
    const auto halve = draw.halve ? std::optional<Rounding>(rules.halfDamageRounding) : std::nullopt;
    const SlotKind own{draw.bonus, halve};
    const SlotKind extra{};
    const auto& piles = *state.piles;
    odds.pileCards = piles.remaining(draw.deck);

    std::vector<Source> sources;
    const bool console = draw.consoleFirst;
    if (console) {
        // Face down: for the players any of the shooter's console cards may be next.
        const DamageDeck& deck = piles.deck(shooter->ammoDeck);
        Source source{{}, {own}, {1}};
        for (const std::string& id : shooter->ammoCards)
            if (const DamageCardSpec* card = deck.card(id)) source.cards.push_back(card);
        sources.push_back(std::move(source));
    }
    // The engine deals round the shot's requests: one of its own cards (the
    // console card first), then the FIRE-10 extra card, and round again.
    const bool sharedPile = draw.extraCards > 0 && draw.extraDeck == draw.deck;
    std::vector<int> order;  // the slot kind of each card the pile deals, in order
    for (int round = 0; round < std::max(draw.cards, sharedPile ? draw.extraCards : 0); ++round) {
        if (round < draw.cards && !(round == 0 && console)) order.push_back(0);
        if (sharedPile && round < draw.extraCards) order.push_back(1);
    }
    addPileSources(sources, piles.drawPileCards(draw.deck), piles.discardCards(draw.deck),
                   sharedPile ? std::vector<SlotKind>{own, extra} : std::vector<SlotKind>{own}, order, odds.reshuffle);
    if (draw.extraCards > 0 && !sharedPile)
        addPileSources(sources, piles.drawPileCards(draw.extraDeck), piles.discardCards(draw.extraDeck), {extra},
                       std::vector<int>(static_cast<std::size_t>(draw.extraCards), 0), odds.reshuffle);

    Outcomes all{{1.0, 0.0}};
    for (const Source& source : sources) all = combine(all, outcomesOf(source));
    odds.points.assign(all.size(), 0.0);
    for (std::size_t n = 0; n < all.size(); ++n) {
        odds.points[n] = all[n][0] + all[n][1];
        odds.explosion += all[n][1];
        const bool enough = odds.damageTaken + static_cast<int>(n) >= odds.structure;
        odds.bringsDown += all[n][1] + (enough ? all[n][0] : 0.0);
    }
    while (odds.points.size() > 1 && odds.points.back() < 1e-15) odds.points.pop_back();
    if (!target->inPlay()) odds.bringsDown = 0;

    for (Special special : {Special::Smoke, Special::Fire, Special::Jam, Special::RudderLeft, Special::RudderRight,
                            Special::Engine, Special::PilotWounded}) {
        double none = 1;
        for (const Source& source : sources) {
            int drawn = 0;
            for (int n : source.slots) drawn += n;
            none *= chanceOfNone(source.cards, drawn, special);
        }
        if (none < 1) odds.specials[special] = 1 - none;
    }
    return odds;
}

}  // namespace jasta
