// Footprints and overlaps (RULES.md OVL-01..04, MOV-17, COL-02a): the
// silhouette outlines in the data, the polygon path, the fast path and the
// list of overlapping airplanes the engine keeps after each move.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "jasta/base/rng.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "mini_data.hpp"

namespace jasta::test {
namespace {

const GameData& data() {
    static const GameData loaded = loadGameDataOrThrow(JASTA_TEST_DATA_DIR);
    return loaded;
}

const GeometrySpec& geometry(std::string_view id) {
    const GeometrySpec* spec = data().geometry(id);
    if (spec == nullptr) throw std::runtime_error("no geometry " + std::string(id));
    return *spec;
}

double area(const std::vector<Point2>& corners) {  // shoelace, absolute
    double twice = 0;
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Point2& p = corners[i];
        const Point2& q = corners[(i + 1) % corners.size()];
        twice += p.x * q.y - q.x * p.y;
    }
    return std::abs(twice) / 2;
}

// A uniform double in [low, high) from the game's RNG.
double uniform(Rng& rng, double low, double high) {
    constexpr std::uint64_t kSteps = 1ull << 40;
    return low + (high - low) * static_cast<double>(rng.below(kSteps)) / static_cast<double>(kSteps);
}

AircraftState plane(const std::string& id, double x, double y, double heading,
                    AircraftStatus status = AircraftStatus::Flying) {
    AircraftState state;
    state.id = id;
    state.name = id;
    state.type = "spad_xiii";
    state.pose = {x, y, heading};
    state.altitude = 2;
    state.status = status;
    return state;
}

// --- The silhouette outlines in the data ----------------------------------

TEST(SilhouetteData, EveryGeometryHasAnAirplaneShapedOutline) {
    ASSERT_EQ(data().geometries.size(), 4u);
    for (const auto& [id, spec] : data().geometries) {
        const auto& outline = spec.silhouetteOutline;
        EXPECT_GE(outline.size(), 10u) << id;
        EXPECT_LE(outline.size(), 20u) << id;
        EXPECT_TRUE(isSimplePolygon(outline)) << id;
        EXPECT_FALSE(spec.silhouetteSource.empty()) << id;
        EXPECT_TRUE(spec.silhouetteEstimate) << id << ": nobody has measured a miniature yet";
        // The wings span most of the card's width, and the airplane lies on its card.
        double left = 0, right = 0;
        for (const auto& point : outline) {
            left = std::min(left, point.x);
            right = std::max(right, point.x);
            EXPECT_LE(std::abs(point.x), spec.cardWidth.value / 2) << id;
            EXPECT_LE(std::abs(point.y), spec.cardLength.value / 2) << id;
        }
        EXPECT_GE(right - left, 0.8 * spec.cardWidth.value) << id;
        // Much smaller than the card: the silhouette option is the strictest.
        EXPECT_LT(area(outline), 0.5 * spec.cardWidth.value * spec.cardLength.value) << id;
    }
    // A bomber is bigger than a fighter.
    EXPECT_GT(area(geometry("ww1_large").silhouetteOutline), 1.5 * area(geometry("ww1_small").silhouetteOutline));
    EXPECT_GT(area(geometry("ww2_large").silhouetteOutline), 1.5 * area(geometry("ww2_small").silhouetteOutline));
}

class SilhouetteLoader : public MiniDataTest {
protected:
    Json& points() { return files["geometry/small.json"]["silhouette_outline"]["points"]; }
    // The geometry's own problem; the airplane that uses it then misses it.
    Diagnostic firstProblem() {
        const auto problems = load();
        EXPECT_EQ(problems.size(), 2u) << problems.toString();
        return problems.empty() ? Diagnostic{} : problems.items()[0];
    }
};

TEST_F(SilhouetteLoader, ReadsTheOutline) {
    writeFiles(dir.path(), files);
    const GameData loaded = loadGameDataOrThrow(dir.path());
    const GeometrySpec* spec = loaded.geometry("small");
    ASSERT_NE(spec, nullptr);
    ASSERT_EQ(spec->silhouetteOutline.size(), 12u);
    EXPECT_EQ(spec->silhouetteOutline.front(), (Point2{-25, 12}));
    EXPECT_EQ(spec->silhouetteSource, "test");
    EXPECT_TRUE(spec->silhouetteEstimate);
}

TEST_F(SilhouetteLoader, RefusesAnOutlineWhoseEdgesCross) {
    points() = Json::array({Json::array({0, 0}), Json::array({10, 10}), Json::array({10, 0}), Json::array({0, 10})});
    const auto problem = firstProblem();
    EXPECT_EQ(problem.pointer, "/silhouette_outline/points");
    EXPECT_EQ(problem.message, "must outline one area whose edges do not cross or double back");
}

TEST_F(SilhouetteLoader, RefusesTooFewPointsAndFarPoints) {
    points() = Json::array({Json::array({0, 0}), Json::array({10, 10})});
    auto problem = firstProblem();
    EXPECT_EQ(problem.pointer, "/silhouette_outline/points");
    EXPECT_EQ(problem.message, "must have at least 3 points");

    points() = Json::array({Json::array({0, 0}), Json::array({10, 1500}), Json::array({10, 0})});
    problem = firstProblem();
    EXPECT_EQ(problem.pointer, "/silhouette_outline/points/1/1");
    EXPECT_EQ(problem.message, "must be a number from -1000 to 1000 (found 1500)");

    points()[1] = Json::array({10});
    problem = firstProblem();
    EXPECT_EQ(problem.pointer, "/silhouette_outline/points/1");
    EXPECT_EQ(problem.message, "must be a point [x, y] in mm");
}

TEST_F(SilhouetteLoader, TheOutlineIsRequiredAndHasASource) {
    files["geometry/small.json"]["silhouette_outline"].erase("source");
    auto problem = firstProblem();
    EXPECT_EQ(problem.pointer, "/silhouette_outline/source");
    EXPECT_EQ(problem.message, "is missing");

    files["geometry/small.json"].erase("silhouette_outline");
    problem = firstProblem();
    EXPECT_EQ(problem.pointer, "/silhouette_outline");
    EXPECT_EQ(problem.message, "is missing");
}

// --- Footprints ------------------------------------------------------------

TEST(Overlap, FootprintsFollowThePose) {
    const GeometrySpec& small = geometry("ww1_small");
    // Facing right (90 degrees): the 40 mm base length now runs along x.
    const auto base = footprintOnTable({100, 200, 90}, small, Footprint::Base);
    ASSERT_EQ(base.size(), 4u);
    double minX = 1e9, maxX = -1e9, minY = 1e9, maxY = -1e9;
    for (const auto& corner : base) {
        minX = std::min(minX, corner.x), maxX = std::max(maxX, corner.x);
        minY = std::min(minY, corner.y), maxY = std::max(maxY, corner.y);
    }
    EXPECT_NEAR(minX, 80, 1e-9);
    EXPECT_NEAR(maxX, 120, 1e-9);
    EXPECT_NEAR(minY, 178, 1e-9);
    EXPECT_NEAR(maxY, 222, 1e-9);

    // The silhouette's nose points where the airplane flies.
    const auto outline = footprintOnTable({100, 200, 90}, small, Footprint::Silhouette);
    ASSERT_EQ(outline.size(), small.silhouetteOutline.size());
    const double noseX = std::max_element(outline.begin(), outline.end(), [](auto a, auto b) { return a.x < b.x; })->x;
    EXPECT_NEAR(noseX, 100 + 22.1, 1e-9);

    const OrientedRect card = rectangleOf({100, 200, 90}, small, Footprint::Card);
    EXPECT_EQ(card.halfWidth, 31.5);
    EXPECT_EQ(card.halfLength, 44);
    EXPECT_THROW(rectangleOf({}, small, Footprint::Silhouette), std::invalid_argument);
}

TEST(Overlap, TouchingIsNotOverlapping) {
    const GeometrySpec& small = geometry("ww1_small");
    // Wing tip to wing tip: bases 44 mm wide, centres 44 mm apart.
    const Pose a{100, 100, 0}, side{144, 100, 0}, closer{143.9, 100, 0}, corner{144, 140, 0};
    for (const auto& b : {side, corner}) {
        EXPECT_FALSE(overlaps(a, small, Footprint::Base, b, small, Footprint::Base));
        EXPECT_FALSE(rectanglesOverlap(rectangleOf(a, small, Footprint::Base), rectangleOf(b, small, Footprint::Base)));
    }
    EXPECT_TRUE(overlaps(a, small, Footprint::Base, closer, small, Footprint::Base));
    EXPECT_TRUE(rectanglesOverlap(rectangleOf(a, small, Footprint::Base), rectangleOf(closer, small, Footprint::Base)));
    // One inside the other overlaps too.
    EXPECT_TRUE(overlaps(a, small, Footprint::Base, a, small, Footprint::Card));
    EXPECT_TRUE(
        polygonsOverlap(footprintOnTable(a, small, Footprint::Card), footprintOnTable(a, small, Footprint::Base)));
    // Two halves of a square meet along its diagonal: touching, not overlapping.
    const std::vector<Point2> lower{{0, 0}, {10, 0}, {10, 10}}, upper{{0, 0}, {10, 10}, {0, 10}};
    EXPECT_FALSE(polygonsOverlap(lower, upper));
    EXPECT_TRUE(polygonsOverlap(lower, std::vector<Point2>{{0, 0}, {10, 9.9}, {0, 10}}));
    // Fewer than 3 corners is no area at all.
    const std::vector<Point2> segment{{0, 0}, {500, 500}};
    EXPECT_FALSE(polygonsOverlap(segment, footprintOnTable({250, 250, 0}, small, Footprint::Base)));
}

TEST(Overlap, CardsCanOverlapWhereBasesDoNot) {
    const GeometrySpec& small = geometry("ww1_small");
    // Nose to tail, 70 mm apart: the 40 mm bases are clear, the 88 mm cards are not.
    const Pose leader{300, 370, 0}, follower{300, 300, 0};
    EXPECT_FALSE(footprintsOverlap(leader, small, Footprint::Base, follower, small, Footprint::Base));
    EXPECT_TRUE(footprintsOverlap(leader, small, Footprint::Card, follower, small, Footprint::Card));
    EXPECT_FALSE(footprintsOverlap(leader, small, Footprint::Silhouette, follower, small, Footprint::Silhouette));
}

TEST(Overlap, FastPathAgreesWithPolygonsOnRandomPlacements) {
    const GeometrySpec* geometries[] = {&geometry("ww1_small"), &geometry("ww1_large")};
    Rng rng(20240917);
    int overlapping = 0;
    constexpr int kPlacements = 100000;
    for (int n = 0; n < kPlacements; ++n) {
        const Pose a{uniform(rng, 0, 200), uniform(rng, 0, 200), uniform(rng, 0, 360)};
        const Pose b{uniform(rng, 0, 200), uniform(rng, 0, 200), uniform(rng, 0, 360)};
        const GeometrySpec& ga = *geometries[rng.below(2)];
        const GeometrySpec& gb = *geometries[rng.below(2)];
        const Footprint fa = rng.below(2) == 0 ? Footprint::Base : Footprint::Card;
        const Footprint fb = rng.below(2) == 0 ? Footprint::Base : Footprint::Card;
        const bool slow = overlaps(a, ga, fa, b, gb, fb);
        const bool fast = rectanglesOverlap(rectangleOf(a, ga, fa), rectangleOf(b, gb, fb));
        ASSERT_EQ(slow, fast) << "placement " << n << ": (" << a.x << ", " << a.y << ", " << a.heading << ") "
                              << nameOf(fa) << " vs (" << b.x << ", " << b.y << ", " << b.heading << ") " << nameOf(fb);
        overlapping += slow ? 1 : 0;
    }
    // Both answers are well represented.
    EXPECT_GT(overlapping, kPlacements / 10);
    EXPECT_LT(overlapping, kPlacements * 9 / 10);
}

TEST(Overlap, TurningTheWholeTableChangesNothing) {
    const GeometrySpec& small = geometry("ww1_small");
    const GeometrySpec& large = geometry("ww2_large");
    Rng rng(7);
    for (int n = 0; n < 2000; ++n) {
        const Pose a{uniform(rng, 0, 150), uniform(rng, 0, 150), uniform(rng, 0, 360)};
        const Pose b{uniform(rng, 0, 150), uniform(rng, 0, 150), uniform(rng, 0, 360)};
        const Pose turn{uniform(rng, -500, 500), uniform(rng, -500, 500), uniform(rng, 0, 360)};
        auto moved = [&](const Pose& pose) {
            const Point2 at = toTable(turn, {pose.x, pose.y});
            return Pose{at.x, at.y, normalizeHeading(pose.heading + turn.heading)};
        };
        for (Footprint footprint : {Footprint::Base, Footprint::Card, Footprint::Silhouette}) {
            const bool before = overlaps(a, small, footprint, b, large, footprint);
            const bool after = overlaps(moved(a), small, footprint, moved(b), large, footprint);
            EXPECT_EQ(before, after) << n << " " << nameOf(footprint);
            // Symmetry: a against b is b against a.
            EXPECT_EQ(before, overlaps(b, large, footprint, a, small, footprint)) << n;
        }
    }
}

TEST(Overlap, FindOverlapsListsAirplanesInPlay) {
    std::vector<AircraftState> aircraft{
        plane("c", 330, 300, 0),
        plane("a", 300, 300, 0),
        plane("b", 300, 370, 0),  // nose to tail with a: cards overlap, bases do not
        plane("wreck", 310, 310, 0, AircraftStatus::Destroyed),
        plane("parked", 300, 310, 0, AircraftStatus::Landed),
        plane("far", 800, 800, 0),
    };
    const auto bases = findOverlaps(aircraft, data(), OverlapShape::Base);
    EXPECT_EQ(bases, (std::vector<OverlapPair>{{"a", "c"}}));
    const auto cards = findOverlaps(aircraft, data(), OverlapShape::Card);
    EXPECT_EQ(cards, (std::vector<OverlapPair>{{"a", "b"}, {"a", "c"}, {"b", "c"}}));

    // OVL-01/03: the engine asks in either order.
    EXPECT_TRUE(inOverlap(bases, "a", "c"));
    EXPECT_TRUE(inOverlap(bases, "c", "a"));
    EXPECT_FALSE(inOverlap(bases, "a", "b"));
    EXPECT_FALSE(inOverlap(bases, "a", "wreck"));

    aircraft.push_back(plane("ghost", 0, 0, 0));
    aircraft.back().type = "no_such_airplane";
    EXPECT_THROW(findOverlaps(aircraft, data(), OverlapShape::Base), std::invalid_argument);
}

}  // namespace
}  // namespace jasta::test
