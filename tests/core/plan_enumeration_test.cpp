// The fast legality verdict and the legal-plan enumerator agree with the full
// check and with actually flying the plan, on every plan of several decks.

#include <set>
#include <tuple>

#include "flying_fixture.hpp"

namespace jasta::test {
namespace {

struct Case {
    const char* type;
    const char* preset;
    int altitude, climb;
    std::vector<int> lastCards;
    Direction rudderJam = Direction::None;
    int engineHits = 0;
};

TEST(PlanEnumeration, FastVerdictEqualsTheFullCheckOnEveryPlan) {
    const std::vector<Case> cases = {
        {"spad_xiii", "ww1-standard", 2, 0, {}},
        {"spad_xiii", "ww1-standard", 3, 1, {1, 18}},  // at the ceiling, after an Immelmann
        {"sopwith_camel", "ww1-advanced", 0, 1, {17}, Direction::Left},
        {"fokker_dr1", "ww1-standard", 1, 0, {}, Direction::None, 1},
        {"spitfire_mk1", "ww2-standard", 2, 1, {16}},
    };
    const auto& data = shippedData();
    for (const auto& c : cases) {
        SCOPED_TRACE(c.type);
        const auto rules = presetRules(c.preset);
        auto state = airplane(c.type, {450, 450, 0}, c.altitude, c.climb);
        state.rudderJam = c.rudderJam;
        state.engineHits = c.engineHits;
        const Flyer flyer = flyerOf(data, state, rules);
        for (int number : c.lastCards) {
            const auto* card = flyer.deck.card(number);
            state.history.push_back(
                {number, card->kind, card->steep, card->direction,
                 rules.era == Era::Ww2 ? (card->hasSpeed(Speed::Slow) ? Speed::Slow : Speed::Fast) : Speed::Normal});
        }
        // Every ordered triple of cards at every speed the cards allow.
        std::size_t legal = 0, checked = 0;
        const auto& cards = flyer.deck.cards;
        const std::vector<Speed> speeds =
            rules.era == Era::Ww1 ? std::vector<Speed>{Speed::Normal} : std::vector<Speed>{Speed::Fast, Speed::Slow};
        for (const auto& a : cards)
            for (const auto& b : cards)
                for (const auto& d : cards)
                    for (Speed sa : speeds)
                        for (Speed sb : speeds)
                            for (Speed sd : speeds) {
                                const Plan p = plan(a.number, b.number, d.number, sa, sb, sd);
                                const bool full = checkPlan(flyer, state, p).empty();
                                ASSERT_EQ(isPlanLegal(flyer, state, p), full)
                                    << a.number << "," << b.number << "," << d.number;
                                legal += full ? 1 : 0;
                                ++checked;
                            }
        const auto outcomes = legalPlans(flyer, state);
        EXPECT_EQ(outcomes.size(), legal) << "of " << checked;
        EXPECT_GT(legal, 0u);
        // Each one legal and none twice: with the count, exactly the legal plans
        // (the enumerator scans each prefix once and only adds the next card).
        std::set<std::tuple<int, int, int, Speed, Speed, Speed>> seen;
        for (const auto& outcome : outcomes) {
            const auto& [a, b, d] = outcome.plan.cards;
            ASSERT_TRUE(isPlanLegal(flyer, state, outcome.plan)) << a.number << "," << b.number << "," << d.number;
            EXPECT_TRUE(seen.emplace(a.number, b.number, d.number, a.speed, b.speed, d.speed).second);
        }
        // The enumerated end pose and altitude are where flying the plan ends.
        for (std::size_t i = 0; i < outcomes.size(); i += 97) {
            const auto flown = flyPlan(flyer, state, outcomes[i].plan, kBigTable);
            ASSERT_TRUE(flown.violations.empty());
            EXPECT_NEAR(flown.final.pose.x, outcomes[i].end.x, 1e-9);
            EXPECT_NEAR(flown.final.pose.y, outcomes[i].end.y, 1e-9);
            EXPECT_NEAR(flown.final.pose.heading, outcomes[i].end.heading, 1e-9);
            EXPECT_EQ(flown.final.altitude, outcomes[i].altitude);
            EXPECT_EQ(flown.final.climb, outcomes[i].climb);
            EXPECT_EQ(flown.final.status == AircraftStatus::Crashed, outcomes[i].crashes);
        }
    }
}

TEST(PlanEnumeration, AWw1DeckHasThousandsOfLegalPlans) {
    const auto rules = presetRules("ww1-standard");
    const auto spad = airplane("spad_xiii");
    const auto outcomes = legalPlans(flyerOf(shippedData(), spad, rules), spad);
    // 20 cards: 6840 ordered triples, minus the steep pairs and Immelmann rules.
    EXPECT_GT(outcomes.size(), 4000u);
    EXPECT_LT(outcomes.size(), 6840u);
}

}  // namespace
}  // namespace jasta::test
