#pragma once
// Editing a scenario as the scenario editor does (issue 17), without Qt: the
// elements one picks on the table, placing, adding and removing them, a
// game mode laid out as the seeds set it up, and the check a scenario file
// gets (the same as `jasta-cli validate` and New Game).

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/diagnostics.hpp"
#include "jasta/data/game_data.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/data/setup.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

// The things of a scenario that stand somewhere on the table.
enum class ElementKind {
    Aircraft,    // Scenario::aircraft
    Target,      // Scenario::targets: objectives, defences, flak, balloons
    AmmoMarker,  // GameModeSetting::ammoMarkers (MODE-01/05)
    Flag,        // GameModeSetting::flags (MODE-05)
    Field,       // Scenario::landingFields (GND-01)
    // Areas outlined on the table (polygons):
    Relief,       // Scenario::relief (TER-01)
    Camp,         // GameModeSetting::camps (MODE-05)
    DefendedZone  // Scenario::attack's defended zone (WX-08..10, BAL-11); index 0
};
struct ElementRef {
    ElementKind kind = ElementKind::Aircraft;
    std::size_t index = 0;  // into the list of its kind
    bool operator==(const ElementRef&) const = default;
};

// Whether `kind` is an area outlined by a polygon.
[[nodiscard]] constexpr bool isArea(ElementKind kind) {
    return kind == ElementKind::Relief || kind == ElementKind::Camp || kind == ElementKind::DefendedZone;
}

// Where `element` stands: mm, table frame; markers and flags have no heading
// (0); an area stands at the mean of its corners, with heading 0 (it has no
// direction of its own). Nullopt when the scenario has no such element.
std::optional<Pose> elementPose(const Scenario& scenario, ElementRef element);
// Puts `element` at `pose` (markers and flags take only its place). An area
// moves as one piece so that the mean of its corners comes to the pose, and
// turns about it by the pose's heading (so that a turn of 15° from its pose
// turns it by 15°); a camp takes its side's flag along (MODE-05: the flag
// lies on the camp's border). False when there is no such element.
bool placeElement(Scenario& scenario, ElementRef element, const Pose& pose);
// The corners of an area (isArea), in order, mm; empty for any other element.
std::vector<Point2> areaCorners(const Scenario& scenario, ElementRef area);
// Moves corner `corner` of `area` to `to`. False when there is no such corner.
bool moveCorner(Scenario& scenario, ElementRef area, std::size_t corner, Point2 to);
// Adds a corner to `area` in the middle of the edge from corner `after` to
// the next (the last edge closes the outline). Returns the new corner's
// index; nullopt when there is no such corner.
std::optional<std::size_t> splitEdge(Scenario& scenario, ElementRef area, std::size_t after);
// Takes corner `corner` off `area`; an area keeps at least 3. False when
// there is no such corner or only 3 are left.
bool removeCorner(Scenario& scenario, ElementRef area, std::size_t corner);
// Takes `element` off the scenario. A balloon taken away leaves the nets it
// held up; a net left with too few balloons (a line 2, a ring 3) goes too.
// False when there is no such element.
bool removeElement(Scenario& scenario, ElementRef element);
// The element under `at` (mm, table frame), the one on top: a marker or a
// flag (round, as wide as its ground type's card), else an airplane (its
// base), else a ground unit (its card), else a landing field, else an area
// (the defended zone, a camp, a relief zone); the last of a list lies on top.
// Nullopt when nothing of the scenario is there.
std::optional<ElementRef> elementAt(const Scenario& scenario, const GameData& data, Point2 at);
// A name for the element in lists and undo texts: the airplane's, target's
// or relief zone's name, else its id; "ammunition marker 2", "Entente flag",
// "Entente camp", "landing field home_field", "the defended zone".
std::string elementName(const Scenario& scenario, ElementRef element);

// `stem` made unique among the ids of the scenario's airplanes and targets
// (they share one name space): `stem` itself when free, else stem_2, stem_3...
std::string unusedId(const Scenario& scenario, std::string_view stem);

// Adds an airplane of `type` for `side` at `pose`, at level 2 (the middle of
// ALT-02's 1..3), flown by the side's first player in the scenario (or
// "Player N" for a new side). Returns its element.
ElementRef addAircraft(Scenario& scenario, const std::string& type, Side side, const Pose& pose);
// BAL-08: hangs a barrage net from balloon `from` to balloon `to` (target
// ids): a line whose end is `from` goes on to `to`; otherwise a new line of
// the two. False (nothing changed) when either is not a target of the
// scenario, they are the same, or a net already joins them. That both are
// balloons is the check's business (scenarioProblems).
bool linkBalloons(Scenario& scenario, const std::string& from, const std::string& to);
// The indices of the nets that hang from `balloon`.
std::vector<std::size_t> netsOf(const Scenario& scenario, std::string_view balloon);
// BAL-08: closes the net hanging from `balloon` into a ring round a zone (it
// needs 3 balloons) or opens a ring into a line. False when it hangs from no
// net, or a ring would have fewer than 3.
bool setNetRing(Scenario& scenario, std::string_view balloon, bool ring);
// Takes down every net hanging from `balloon`.
void takeDownNets(Scenario& scenario, std::string_view balloon);

// GND-03: parks the airplane on the ground (altitude 0, no climb counters:
// its centre must lie on a landing field) or puts it in the air at level 2.
void setOnGround(ScenarioAircraft& airplane, bool onGround);
// Adds a ground unit of `type` (objective, defence, flak, balloon) for
// `side` at `pose`. Returns its element.
ElementRef addTarget(Scenario& scenario, const std::string& type, Side side, const Pose& pose);
// Adds an ammunition marker at `at` (the scenario must have a mode: nullopt
// when it has none).
std::optional<ElementRef> addAmmoMarker(Scenario& scenario, Point2 at);
// A new landing field (GND-01), as the shipped airfield's: 140 mm across
// the runway, 360 mm along it (GND-01 asks at least 90 x 270 mm).
inline constexpr double kNewFieldWidthMm = 140;
inline constexpr double kNewFieldLengthMm = 360;
// Adds a landing field with its runway along `pose`'s heading.
ElementRef addField(Scenario& scenario, const Pose& pose);
// A new relief zone (TER-01): a square this wide, one level above the plain.
inline constexpr double kNewReliefSideMm = 300;
// Adds a relief zone, a square centred on `at`, floor 1.
ElementRef addRelief(Scenario& scenario, Point2 at);
// WX-08: `attacker`'s squadron attacks a zone the other side defends: a
// square as wide as a new relief zone centred on `at`, without balloon
// watch; a scenario with an attack already keeps its zone and takes the
// attacker. Returns the defended zone.
ElementRef addDefendedZone(Scenario& scenario, Side attacker, Point2 at);

// Gives the scenario `kind` (none: a plain game). A scenario without a mode
// takes the seeds' set-up (modeSetUp) and the mode's rule options
// (modeRuleChanges); one changing mode keeps its markers, takes camps and
// flags on becoming Capture the Flag and drops them when it stops being one.
// A scenario that stops being a mode game drops the mode's rule options it
// still has at the mode's values.
void setMode(Scenario& scenario, std::optional<GameModeKind> kind, double rulerMm);

// WX-03/04: the scenario's weather, as given (`weather`) or drawn for
// `season` at the start (give one of them, or neither for none). Weather is
// played under the rule option cloud_cover = s003_weather_band, so a
// scenario with weather asks for it (its rule changes) and one without
// stops asking.
void setWeather(Scenario& scenario, std::optional<Weather> weather, std::optional<Season> season);
// The rule option and value a scenario with weather asks for.
inline constexpr std::string_view kWeatherOption = "cloud_cover";
inline constexpr std::string_view kWeatherBand = "s003_weather_band";

// Moves the scenario to `era`: its rule set becomes the era's standard one
// (blankScenario's), and every side its counterpart (Entente <-> Allies,
// Central Powers <-> Axis) on airplanes, ground units, camps, flags, the
// attack and artillery spotting. Airplane types stay: the check says which
// belong to the other era.
void changeEra(Scenario& scenario, const GameData& data, Era era);
// A new scenario to start from: a 90 × 90 cm table (120 × 90 cm for WW2),
// the era's standard rules (else its first rule set), no airplanes.
Scenario blankScenario(const GameData& data, Era era);

// The problems of `scenario` as a file of it would have them: it is written
// (toJson) and read back through the loaders' checks. Messages name
// `scenario.file` (or "new scenario") and the JSON pointer.
Diagnostics scenarioProblems(const Scenario& scenario, const GameData& data);

// The element a problem's JSON pointer points into ("/aircraft/2/x" ->
// the third airplane), nullopt when it is about no element.
std::optional<ElementRef> elementOfPointer(std::string_view pointer);

}  // namespace jasta
