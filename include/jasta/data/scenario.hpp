#pragma once
// A starting situation: table, rule set and the airplanes placed on it.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/data/maneuver_deck.hpp"

namespace jasta {

// GND-01: a landing field drawn on the table, a rectangle with its runway
// along `heading`. Take-offs and landings check the centre of the base
// against the fields (GND-03, GND-06, CONF-17).
struct LandingField {
    std::string id;      // unique in the scenario
    double x = 0;        // mm, table frame, centre of the rectangle
    double y = 0;        // mm
    double width = 0;    // mm, across the runway
    double length = 0;   // mm, along the runway
    double heading = 0;  // degrees, the runway's direction (0 = +y, clockwise positive)
};

struct ScenarioAircraft {
    std::string id;    // unique in the scenario; commands and saves refer to it
    std::string type;  // AircraftType id
    Side side = Side::Entente;
    std::string name;       // pilot or call sign shown on the table
    std::string player;     // who flies it
    std::string colour;     // the player's colour, "#rrggbb"; empty = the side's colour
    double x = 0;           // mm, table frame, centre of the base
    double y = 0;           // mm
    double heading = 0;     // degrees, 0 = +y, clockwise positive
    int altitude = 0;       // level (ALT-01)
    int climb = 0;          // climb counters
    bool onGround = false;  // starts landed on a field (GND-03): status Landed, altitude 0
    // ALT-02: why this airplane starts outside levels 1..3 (a mission rule,
    // e.g. a bomber at its cruise height); empty = it starts within them.
    std::string altitudeReason;
    // MODE-10: nobody flies it; it draws its cards from a small deck of its
    // own (jasta/pilots/autonomous.hpp), each put back after it is flown.
    bool autonomous = false;
    // BOMB-*: the bombs (clusters, for a type that carries them so) loaded
    // at the start, at most its type's bomb capacity; 0: none.
    int bombs = 0;
    // RKT-01: the Le Prieur batches loaded at the start, at most its type's
    // rocket_batches; 0: none.
    int rockets = 0;
};

// ALT-02: the players agree a starting level from 1 to 3 for each airplane in
// the air. An airplane parked on a field starts at 0 (GND-03).
inline constexpr int kLowestStartLevel = 1;
inline constexpr int kHighestStartLevel = 3;

// Why `placed` may not start where it is as far as ALT-02 goes, in a plain
// sentence; empty when it may (on the ground, within 1..3, or outside them
// with a reason that says something).
std::string startingAltitudeProblem(const ScenarioAircraft& placed);

// "#rrggbb" with hex digits in either case: the one colour notation of the data.
bool isHexColour(std::string_view text);

// Issue 16: an objective on the ground (a ground type of kind objective):
// its card centred at x, y along `heading`, the red dot at the centre
// (BOMB-03). It belongs to `side`: the other side bombs it.
struct ScenarioTarget {
    std::string id;    // unique in the scenario, airplanes included
    std::string type;  // GroundType id
    Side side = Side::Entente;
    std::string name;    // shown on the table; empty: the type's name
    double x = 0;        // mm, table frame
    double y = 0;        // mm
    double heading = 0;  // degrees, 0 = +y, clockwise positive
    // BAL-09: a balloon's level in the air (none: it starts at the usual 3).
    // Only a balloon has one.
    std::optional<int> altitude;
};

// BAL-08: a barrage net of steel cables between balloons of the scenario
// (rules/balloons.hpp says where it runs and what it catches).
enum class NetShape { Line, Ring };
inline constexpr auto kNetShapeNames = nameTable<NetShape>({{NetShape::Line, "line"}, {NetShape::Ring, "ring"}});
constexpr const auto& nameTableOf(NetShape) {
    return kNetShapeNames;
}
struct BalloonNet {
    std::string id;                     // unique among the scenario's nets
    NetShape shape = NetShape::Line;    // a barrage line from edge to edge, or a ring round a zone
    std::vector<std::string> balloons;  // the balloon targets it links, in order (2+; a ring 3+)
    bool operator==(const BalloonNet&) const = default;
};

// TER-01: a relief zone, ground that stands `floor` levels above the plain
// (floor 0, the lowest flat ground of the table); one level is about 300 m.
// An airplane crosses it only above its floor (rules/relief.hpp).
struct ReliefZone {
    std::string id;               // unique among the scenario's zones
    std::string name;             // shown on the table ("Hill 304"); empty: none
    int floor = 1;                // level of its ground, 1 or more
    std::vector<Point2> outline;  // mm, table frame: its corners in order, not closed
    bool operator==(const ReliefZone&) const = default;
};
// The highest floor a scenario may give (the floor-shift table of ALT-12 ends at 10).
inline constexpr int kHighestReliefFloor = 10;

// BAL-10 (option "artillery spotting"): `side`'s balloons spot for its
// artillery. The other side has `turns` turns (4 to 8) to set one alight or
// destroy it; otherwise the artillery fires and their mission fails.
struct ArtillerySpotting {
    Side side = Side::Central;
    int turns = 6;
    bool operator==(const ArtillerySpotting&) const = default;
};
inline constexpr int kFewestSpottingTurns = 4;
inline constexpr int kMostSpottingTurns = 8;

// WX-03: the three kinds of weather of the campaign rules.
enum class WeatherKind { Clear, MediumCloud, HeavyWeather };
inline constexpr auto kWeatherKindNames = nameTable<WeatherKind>({{WeatherKind::Clear, "clear"},
                                                                  {WeatherKind::MediumCloud, "medium_cloud"},
                                                                  {WeatherKind::HeavyWeather, "heavy_weather"}});
constexpr const auto& nameTableOf(WeatherKind) {
    return kWeatherKindNames;
}
// WX-04: the seasons of the weather draw.
enum class Season { Winter, Spring, Summer, Autumn };
inline constexpr auto kSeasonNames = nameTable<Season>(
    {{Season::Winter, "winter"}, {Season::Spring, "spring"}, {Season::Summer, "summer"}, {Season::Autumn, "autumn"}});
constexpr const auto& nameTableOf(Season) {
    return kSeasonNames;
}
// WX-08..10, BAL-11: who is on the offensive and the zone the other side
// defends, for the tactical advantages of the campaign rules
// (rules/advantage.hpp).
struct Attack {
    Side side = Side::Entente;         // the active (offensive) squadron's side
    std::vector<Point2> defendedZone;  // mm, table frame: its corners in order, not closed
    bool balloonWatch = false;         // BAL-11: the defenders' balloons keep watch over the zone
    bool operator==(const Attack&) const = default;
};

// WX-11: the time of day of a mission, which sets how high the sun stands
// (the side with the sun comes in one level below its prey at dawn and dusk,
// level with it in the morning and afternoon, one above at noon).
enum class TimeOfDay { Dawn, Morning, Afternoon, Dusk };
inline constexpr auto kTimeOfDayNames = nameTable<TimeOfDay>({{TimeOfDay::Dawn, "dawn"},
                                                              {TimeOfDay::Morning, "morning"},
                                                              {TimeOfDay::Afternoon, "afternoon"},
                                                              {TimeOfDay::Dusk, "dusk"}});
constexpr const auto& nameTableOf(TimeOfDay) {
    return kTimeOfDayNames;
}
// WX-11: the front of a mission. On the Western front the Allies (Entente)
// hold the west; on the Eastern front the two sides' places swap.
enum class Front { Western, Eastern };
inline constexpr auto kFrontNames = nameTable<Front>({{Front::Western, "western"}, {Front::Eastern, "eastern"}});
constexpr const auto& nameTableOf(Front) {
    return kFrontNames;
}
// WX-11 (with TAIL-14): the sun of a mission, for a surprise attack out of
// it. Before turn 1 an A card says which side has the sun at its back; that
// side waits off the table and, at the start of a turn of its choosing (turn
// 2 at the earliest, `enterBy` at the latest), dives in half a ruler from its
// enemies, on the sun's side of them (rules/sun.hpp).
struct SunSetting {
    TimeOfDay timeOfDay = TimeOfDay::Morning;
    Front front = Front::Western;
    // Degrees, as Pose::heading (0 = +y, 90 = +x): the direction of the west
    // on the table. The default puts the west on the table's left edge.
    double west = 270;
    int enterBy = 4;  // the turn the side with the sun enters at the latest
    bool operator==(const SunSetting&) const = default;
};
// The two halves of the table the sun can stand over.
enum class Compass { West, East };
inline constexpr auto kCompassNames = nameTable<Compass>({{Compass::West, "west"}, {Compass::East, "east"}});
constexpr const auto& nameTableOf(Compass) {
    return kCompassNames;
}

// WX-11 step 3: where an airplane of the side with the sun comes in.
enum class SunPlace {
    Sunward,     // half a ruler from its prey, towards the sun
    FiveOClock,  // the prey is too near the edge (or that place is taken): half a ruler at its 5, 6 or 7 o'clock
    SixOClock,
    SevenOClock,
    Start,  // no prey in the glare, or no room near it: where the scenario placed it
};
inline constexpr auto kSunPlaceNames = nameTable<SunPlace>({{SunPlace::Sunward, "sunward"},
                                                            {SunPlace::FiveOClock, "five_o_clock"},
                                                            {SunPlace::SixOClock, "six_o_clock"},
                                                            {SunPlace::SevenOClock, "seven_o_clock"},
                                                            {SunPlace::Start, "start"}});
constexpr const auto& nameTableOf(SunPlace) {
    return kSunPlaceNames;
}

inline constexpr int kFirstSunEntryTurn = 2;  // "plays its first turns": at least turn 1 without the sun's side
inline constexpr int kLatestSunEntryTurn = 8;

// The weather of a mission (WX-03): its kind and, for medium cloud and
// heavy weather, the band of cloud from level `low` to level `high`.
struct Weather {
    WeatherKind kind = WeatherKind::Clear;
    int low = 0;
    int high = 0;
    bool operator==(const Weather&) const = default;
};
inline constexpr int kHighestCloudLevel = 13;  // the top of the ALT-12 table

// MODE-01..07: the game modes of S003 «G)», played for fun and practice.
enum class GameModeKind { Deathmatch, TeamDeathmatch, CaptureTheFlag };
inline constexpr auto kGameModeKindNames =
    nameTable<GameModeKind>({{GameModeKind::Deathmatch, "deathmatch"},
                             {GameModeKind::TeamDeathmatch, "team_deathmatch"},
                             {GameModeKind::CaptureTheFlag, "capture_the_flag"}});
constexpr const auto& nameTableOf(GameModeKind) {
    return kGameModeKindNames;
}
// The mode's name as the seeds spell it, for messages and titles.
constexpr std::string_view displayName(GameModeKind kind) {
    switch (kind) {
        case GameModeKind::Deathmatch:
            return "DeathMatch";
        case GameModeKind::TeamDeathmatch:
            return "Team DeathMatch";
        case GameModeKind::CaptureTheFlag:
            return "Capture the Flag";
    }
    return "";
}
// The victories that end a game of each mode: 5 for a pilot in DeathMatch
// (MODE-03), 10 for a team in Team DeathMatch (MODE-04), 5 for a team in
// Capture the Flag (MODE-07).
int modeVictories(GameModeKind kind);
// MODE-02: the shots on the D10 counter, and what a marker gives back.
inline constexpr int kModeShots = 10;
// MODE-03/04/07: the full turns a shot-down airplane sits out before it comes back.
inline constexpr int kModeRespawnTurns = 1;

// MODE-05: a side's camp, a strip of the table (its corners in order, not closed).
struct Camp {
    Side side = Side::Entente;
    std::vector<Point2> outline;  // mm, table frame
    bool operator==(const Camp&) const = default;
};
// MODE-05: a side's nationality marker (its flag), on its camp's border.
struct FlagSetting {
    Side side = Side::Entente;
    Point2 at;  // mm, table frame: the marker's centre, where it goes back to
    bool operator==(const FlagSetting&) const = default;
};
// The mode a scenario is played in (scenario field `mode`).
struct GameModeSetting {
    GameModeKind kind = GameModeKind::Deathmatch;
    std::vector<Point2> ammoMarkers;  // MODE-01/05: their centres, mm
    std::vector<Camp> camps;          // MODE-05: Capture the Flag, one a side
    std::vector<FlagSetting> flags;   // MODE-05: Capture the Flag, one a side
    int victories = 0;                // what ends the game; 0: the mode's (modeVictories)
    [[nodiscard]] int victoriesToWin() const { return victories > 0 ? victories : modeVictories(kind); }
    [[nodiscard]] bool teams() const { return kind != GameModeKind::Deathmatch; }
    bool operator==(const GameModeSetting&) const = default;
};

// MODE-09 and scenario objectives: the victory points of a scenario for each
// side. How much an enemy that leaves the table is worth is not the
// scenario's: the rule option flee_value (CONF-44) sets it from `enemyDown`.
struct Scoring {
    int enemyDown = 2;        // each enemy airplane shot down (MODE-09: +2)
    int allyDown = -1;        // each own airplane shot down (MODE-09: -1)
    int targetDestroyed = 0;  // each enemy objective, defence or balloon destroyed
    int targetDamaged = 0;    // each one damaged and still standing at the end
    int photograph = 0;       // each enemy objective photographed (RCN-01) by an airplane that got home
    // Each enemy that left the table or fled: not in scenario files; the
    // engine sets it from flee_value (CONF-44) as the game starts.
    int enemyLeft = 1;
    bool operator==(const Scoring&) const = default;
};

struct Scenario {
    std::string id;
    std::string name;
    std::string description;
    Era era = Era::Ww1;
    std::string ruleset;
    double tableWidth = 0;                    // mm
    double tableHeight = 0;                   // mm
    std::vector<LandingField> landingFields;  // none: the whole table counts as a field (docs)
    std::vector<ScenarioAircraft> aircraft;
    std::vector<ScenarioTarget> targets;                 // issue 16: none in a plain dogfight
    std::vector<BalloonNet> nets;                        // BAL-08
    std::vector<ReliefZone> relief;                      // TER-01; none: the whole table is the plain
    std::optional<ArtillerySpotting> artillerySpotting;  // BAL-10
    // The campaign weather (option cloud_cover = s003_weather_band): as
    // given, or drawn for `season` at the start (WX-04); neither: clear.
    std::optional<Weather> weather;
    std::optional<Season> season;
    std::optional<Attack> attack;         // WX-08..10, BAL-11; none: no tactical advantage
    std::optional<SunSetting> sun;        // WX-11; none: nobody comes out of the sun
    std::optional<GameModeSetting> mode;  // MODE-01..07; none: a plain game, won by holding the sky
    // Victory points (MODE-09); none: a WW2 scenario keeps the default
    // scoring, a WW1 one keeps no score.
    std::optional<Scoring> scoring;
    // Rule options the scenario is made for, on top of its rule set (option
    // key -> value id; e.g. the cloud layer of a flight through cloud). New
    // Game starts from them; the players may still change them.
    std::map<std::string, std::string, std::less<>> ruleChanges;
    std::string file;
};

}  // namespace jasta
