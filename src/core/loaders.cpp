#include "loaders.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "jasta/base/limits.hpp"
#include "jasta/rules/ground.hpp"
#include "jasta/rules/overlap.hpp"

namespace jasta::detail {

namespace {

// Physical sizes on a table: nothing in the game is a metre long or more.
constexpr double kMaxComponentMm = 1000.0;
// The largest table we accept (10 m), to refuse absurd values early.
constexpr double kMaxTableMm = 10000.0;
// MODE-*, MODE-09: the victories a game mode may be played to, the victory
// points one event may score (no rule goes near either).
constexpr int kMostVictories = 100;
constexpr int kMostPoints = 100;
// Card moves stay within a few hundred millimetres of the base.
constexpr double kMaxMoveMm = 500.0;
// How far a card's drawn path may end from its arrowhead, in mm.
constexpr double kPathEndToleranceMm = 0.5;

// Reads the list of points [x, y] (mm, each coordinate within -limit..limit)
// at `key`; a point that is not one names itself. False when any failed.
bool readPoints(ObjectReader& reader, std::string_view key, double limit, std::vector<Point2>& points) {
    const Json* list = reader.array(key);
    if (list == nullptr) return false;
    bool read = true;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const auto pointer = appendPointer(reader.pointerTo(key), i);
        const Json& point = (*list)[i];
        if (!point.is_array() || point.size() != 2) {
            reader.diagnostics().add(reader.file(), pointer, "must be a point [x, y] in mm");
            reader.markFailed();  // the point itself carries the message
            read = false;
            continue;
        }
        auto x = readNumber(point[0], -limit, limit, reader.file(), appendPointer(pointer, 0), reader.diagnostics());
        auto y = readNumber(point[1], -limit, limit, reader.file(), appendPointer(pointer, 1), reader.diagnostics());
        if (x && y) {
            points.push_back({*x, *y});
        } else {
            reader.markFailed();
            read = false;
        }
    }
    return read;
}

std::optional<CardMove> loadMove(ObjectReader& card, std::string_view key, Need need) {
    auto reader = card.object(key, need);
    if (!reader) return std::nullopt;
    reader->allowOnly({"dx", "dy", "dtheta", "path"});
    CardMove move;
    move.dx = reader->number("dx", -kMaxMoveMm, kMaxMoveMm);
    move.dy = reader->number("dy", -kMaxMoveMm, kMaxMoveMm);
    move.dtheta = reader->number("dtheta", -360.0, 360.0);
    if (readPoints(*reader, "path", kMaxMoveMm, move.path) && move.path.size() < 2)
        reader->fail("path", "must have at least 2 points");
    // The drawn arrow must start at the front mark and end at the arrowhead.
    if (reader->ok() && (std::hypot(move.path.front().x, move.path.front().y) > kPathEndToleranceMm ||
                         std::hypot(move.path.back().x - move.dx, move.path.back().y - move.dy) > kPathEndToleranceMm))
        reader->fail("path", "must run from [0, 0] to the arrowhead [dx, dy]");
    if (!reader->ok()) {
        card.markFailed();
        return std::nullopt;
    }
    return move;
}

// The fields every deck file starts with (DeckInfo).
void readDeckInfo(ObjectReader& reader, const std::string& file, DeckInfo& deck) {
    deck.file = file;
    deck.era = reader.enumeration("era", Need::Required, Era::Ww1);
    deck.letter = reader.letter("letter");
    deck.name = reader.string("name");
    deck.description = reader.string("description");
    deck.source = reader.string("source");
    deck.estimate = reader.boolean("estimate", Need::Optional, false);
}

std::optional<ManeuverCard> loadCard(const Json& json, const std::string& file, const std::string& pointer, Era era,
                                     Diagnostics& diagnostics) {
    ObjectReader reader(json, file, pointer, diagnostics);
    if (!reader.isObject()) return std::nullopt;
    reader.allowOnly(
        {"number", "name", "kind", "direction", "steep", "arrow_colour", "altitude", "move", "speeds", "notes"});
    ManeuverCard card;
    card.number = reader.integer("number", 1, 99);
    card.name = reader.string("name");
    card.kind = reader.enumeration("kind", Need::Required, CardKind::Straight);
    card.direction = reader.enumeration("direction", Need::Required, Direction::None);
    card.steep = reader.boolean("steep", Need::Required, false);
    card.arrowColour = reader.enumeration("arrow_colour", Need::Required, ArrowColour::Blue);
    card.altitude = reader.enumeration("altitude", Need::Required, AltitudeEffect::None);
    if (era == Era::Ww1) {
        if (reader.has("speeds")) reader.fail("speeds", "only WW2 cards have speeds; WW1 cards have one \"move\"");
        card.moves[static_cast<int>(Speed::Normal)] = loadMove(reader, "move", Need::Required);
    } else {
        if (reader.has("move")) reader.fail("move", "WW2 cards give one move per speed under \"speeds\"");
        if (auto speeds = reader.object("speeds")) {
            // One move per speed marker, under the speed's name.
            speeds->allowOnly({nameOf(Speed::Fast), nameOf(Speed::Slow)});
            for (const Speed speed : {Speed::Fast, Speed::Slow})
                card.moves[static_cast<int>(speed)] = loadMove(*speeds, nameOf(speed), Need::Optional);
            if (speeds->ok() && !card.hasSpeed(Speed::Fast) && !card.hasSpeed(Speed::Slow))
                reader.fail("speeds", "must give a \"fast\" or a \"slow\" move (or both)");
            if (!speeds->ok()) reader.markFailed();
        }
    }
    // A climb card climbs and a dive card dives; the catalogue relies on it.
    if (card.kind == CardKind::Climb && card.altitude != AltitudeEffect::Climb)
        reader.fail("altitude", "a climb card must have \"altitude\": \"climb\"");
    if (card.kind == CardKind::Dive && card.altitude != AltitudeEffect::Dive)
        reader.fail("altitude", "a dive card must have \"altitude\": \"dive\"");
    if (!reader.ok()) return std::nullopt;
    return card;
}

}  // namespace

std::optional<GeometrySpec> loadGeometry(const Json& json, const std::string& file, Diagnostics& diagnostics) {
    ObjectReader reader(json, file, "", diagnostics);
    if (!reader.isObject()) return std::nullopt;
    reader.allowOnly({"format_version", "id", "era", "description", "base", "stand", "front_mark_y", "rear_arrow_y",
                      "card", "ruler", "front_arc", "rear_arc", "rear_dead_angle", "silhouette_outline", "notes"});
    reader.formatVersion();
    GeometrySpec spec;
    spec.file = file;
    spec.id = reader.id("id");
    spec.era = reader.enumeration("era", Need::Required, Era::Ww1);
    spec.description = reader.string("description");
    if (auto base = reader.object("base")) {
        base->allowOnly({"width", "length"});
        spec.baseWidth = base->measured("width", 1.0, kMaxComponentMm);
        spec.baseLength = base->measured("length", 1.0, kMaxComponentMm);
        if (!base->ok()) reader.markFailed();
    }
    if (auto stand = reader.object("stand")) {
        stand->allowOnly({"x", "y"});
        spec.standX = stand->measured("x", -kMaxComponentMm, kMaxComponentMm);
        spec.standY = stand->measured("y", -kMaxComponentMm, kMaxComponentMm);
        if (!stand->ok()) reader.markFailed();
    }
    spec.frontMarkY = reader.measured("front_mark_y", 0.0, kMaxComponentMm);
    spec.rearArrowY = reader.measured("rear_arrow_y", 0.0, kMaxComponentMm);
    if (auto card = reader.object("card")) {
        card->allowOnly({"width", "length"});
        spec.cardWidth = card->measured("width", 1.0, kMaxComponentMm);
        spec.cardLength = card->measured("length", 1.0, kMaxComponentMm);
        if (!card->ok()) reader.markFailed();
    }
    if (auto ruler = reader.object("ruler")) {
        ruler->allowOnly({"length", "half_mark"});
        spec.rulerLength = ruler->measured("length", 1.0, kMaxComponentMm);
        spec.rulerHalfMark = ruler->measured("half_mark", 1.0, kMaxComponentMm);
        if (ruler->ok() && spec.rulerHalfMark.value >= spec.rulerLength.value)
            ruler->fail("half_mark", "must be shorter than the ruler");
        if (!ruler->ok()) reader.markFailed();
    }
    if (auto arc = reader.object("front_arc")) {
        arc->allowOnly({"half_angle_deg"});
        spec.frontArcHalfAngle = arc->measured("half_angle_deg", 1.0, 180.0);
        if (!arc->ok()) reader.markFailed();
    }
    if (auto arc = reader.object("rear_arc")) {
        arc->allowOnly({"half_angle_deg"});
        spec.rearArcHalfAngle = arc->measured("half_angle_deg", 1.0, 180.0);
        if (!arc->ok()) reader.markFailed();
    }
    if (auto dead = reader.object("rear_dead_angle")) {
        dead->allowOnly({"reach"});
        spec.rearDeadAngleReach = dead->measured("reach", 0.0, kMaxComponentMm);
        if (!dead->ok()) reader.markFailed();
    }
    if (auto outline = reader.object("silhouette_outline")) {
        outline->allowOnly({"points", "source", "estimate", "notes"});
        spec.silhouetteSource = outline->string("source");
        spec.silhouetteEstimate = outline->boolean("estimate", Need::Optional, false);
        if (readPoints(*outline, "points", kMaxComponentMm, spec.silhouetteOutline)) {
            if (spec.silhouetteOutline.size() < 3) outline->fail("points", "must have at least 3 points");
            // Overlap tests need a proper area: no crossing edges, no spikes.
            else if (outline->ok() && !isSimplePolygon(spec.silhouetteOutline))
                outline->fail("points", "must outline one area whose edges do not cross or double back");
        }
        if (!outline->ok()) reader.markFailed();
    }
    if (!reader.ok()) return std::nullopt;
    return spec;
}

std::optional<ManeuverDeck> loadManeuverDeck(const Json& json, const std::string& file, Diagnostics& diagnostics) {
    ObjectReader reader(json, file, "", diagnostics);
    if (!reader.isObject()) return std::nullopt;
    reader.allowOnly({"format_version", "era", "letter", "name", "description", "source", "estimate", "cards",
                      "derived_from", "notes"});
    reader.formatVersion();
    ManeuverDeck deck;
    readDeckInfo(reader, file, deck);
    if (auto derived = reader.object("derived_from", Need::Optional)) {
        derived->allowOnly({"letter", "remove"});
        DeckDerivation derivation;
        derivation.letter = derived->letter("letter");
        if (const Json* removed = derived->array("remove", Need::Required, true)) {
            for (std::size_t i = 0; i < removed->size(); ++i) {
                if (auto number = readInteger((*removed)[i], 1, 99, file,
                                              appendPointer(derived->pointerTo("remove"), i), diagnostics))
                    derivation.removed.push_back(*number);
                else
                    derived->markFailed();
            }
        }
        if (derived->ok())
            deck.derivedFrom = derivation;
        else
            reader.markFailed();
        if (reader.has("cards")) reader.fail("cards", "a derived deck takes its cards from \"derived_from\"");
    } else if (const Json* cards = reader.array("cards", Need::Required, true)) {
        std::set<int> numbers;
        for (std::size_t i = 0; i < cards->size(); ++i) {
            const auto pointer = appendPointer("/cards", i);
            auto card = loadCard((*cards)[i], file, pointer, deck.era, diagnostics);
            if (!card) {
                reader.markFailed();
                continue;
            }
            if (!numbers.insert(card->number).second)
                diagnostics.add(file, pointer + "/number",
                                "duplicate card number " + std::to_string(card->number) + " in deck " +
                                    std::string(1, deck.letter));
            deck.cards.push_back(std::move(*card));
        }
        if (numbers.size() != deck.cards.size()) reader.markFailed();
        std::sort(deck.cards.begin(), deck.cards.end(),
                  [](const auto& a, const auto& b) { return a.number < b.number; });
    }
    if (!reader.ok()) return std::nullopt;
    return deck;
}

std::optional<DamageDeck> loadDamageDeck(const Json& json, const std::string& file, Diagnostics& diagnostics) {
    ObjectReader reader(json, file, "", diagnostics);
    if (!reader.isObject()) return std::nullopt;
    reader.allowOnly(
        {"format_version", "era", "letter", "name", "description", "source", "estimate", "cards", "notes"});
    reader.formatVersion();
    DamageDeck deck;
    readDeckInfo(reader, file, deck);
    std::set<std::string> ids;
    reader.eachObject("cards", Need::Required, true, [&](ObjectReader& card, std::size_t) {
        card.allowOnly({"id", "damage", "special", "copies", "jam_colour", "jam_side", "notes"});
        DamageCardSpec spec;
        spec.id = card.id("id");
        spec.damage = card.integer("damage", 0, 10);
        spec.special = card.enumeration("special", Need::Required, Special::None);
        spec.copies = card.integer("copies", 1, 100);
        spec.jamColour = card.enumeration("jam_colour", Need::Optional, JamColour::None);
        spec.jamSide = card.enumeration("jam_side", Need::Optional, JamSide::None);
        if (spec.special != Special::Jam && (spec.jamColour != JamColour::None || spec.jamSide != JamSide::None))
            card.fail(card.has("jam_colour") ? "jam_colour" : "jam_side", "only jam cards have a jam colour or side");
        if (spec.special == Special::Jam && deck.era == Era::Ww1 && spec.jamSide != JamSide::None)
            card.fail("jam_side", "WW1 jam cards have a colour (red/green), not a side");
        if (spec.special == Special::Jam && deck.era == Era::Ww2 && spec.jamColour != JamColour::None)
            card.fail("jam_colour", "WW2 jam counters have a side (left/right), not a colour");
        card.unique("id", spec.id, ids, "card id", " in this deck");
        if (card.ok()) deck.cards.push_back(std::move(spec));
    });
    if (!reader.ok()) return std::nullopt;
    return deck;
}

// A WW2 weapon's "firepower": one damage group per range, under the range's name.
// `need`: whether the weapon must have it (a WW2 airplane's weapon must).
void readFirepower(ObjectReader& entry, Weapon& weapon, Need need) {
    auto firepower = entry.object("firepower", need);
    if (!firepower) return;
    firepower->allowOnly({nameOf(Range::Short), nameOf(Range::Long)});
    for (const Range range : {Range::Short, Range::Long}) {
        auto group = firepower->object(nameOf(range));
        if (!group) continue;
        group->allowOnly({"group", "count"});
        Firepower value{group->letter("group"), group->integer("count", 1, 10)};
        if (!group->ok()) {
            firepower->markFailed();
            continue;
        }
        (range == Range::Short ? weapon.firepowerShort : weapon.firepowerLong) = value;
    }
    if (!firepower->ok()) entry.markFailed();
}

std::optional<AircraftType> loadAircraft(const Json& json, const std::string& file, Diagnostics& diagnostics) {
    ObjectReader reader(json, file, "", diagnostics);
    if (!reader.isObject()) return std::nullopt;
    reader.allowOnly({"format_version",
                      "id",
                      "name",
                      "nation",
                      "side",
                      "era",
                      "year",
                      "geometry",
                      "maneuver_deck",
                      "silhouette",
                      "structure",
                      "climb_rate",
                      "ceiling",
                      "fuel",
                      "crew",
                      "multi_engine",
                      "weapons",
                      "bomb_capacity",
                      "bomb_clusters",
                      "rocket_batches",
                      "capture_the_flag_as",
                      "source",
                      "notes"});
    reader.formatVersion();
    AircraftType type;
    type.file = file;
    type.id = reader.id("id");
    type.name = reader.string("name");
    type.nation = reader.string("nation");
    type.side = reader.enumeration("side", Need::Required, Side::Entente);
    type.era = reader.enumeration("era", Need::Required, Era::Ww1);
    type.year = reader.integer("year", 1900, 1960);
    type.geometry = reader.id("geometry");
    type.maneuverDeck = reader.letter("maneuver_deck");
    type.silhouette = reader.id("silhouette");
    type.structure = reader.measuredInt("structure", 1, 100);
    type.climbRate = reader.measuredInt("climb_rate", 1, 10);
    type.ceiling = reader.measuredInt("ceiling", 1, 30);
    if (type.era == Era::Ww2)
        type.fuel = reader.measuredInt("fuel", 1, 200);
    else if (reader.has("fuel"))
        reader.fail("fuel", "only WW2 airplanes track fuel");
    type.crew = reader.integer("crew", 1, 2);
    type.multiEngine = reader.boolean("multi_engine", Need::Required, false);
    if (reader.has("bomb_capacity")) type.bombCapacity = reader.measuredInt("bomb_capacity", 1, kMaxBombs);
    type.bombClusters = reader.boolean("bomb_clusters", Need::Optional, false);
    if (reader.has("rocket_batches"))
        type.rocketBatches = reader.measuredInt("rocket_batches", 1, kMaxRocketBatches);  // RKT-01
    type.captureTheFlagAs = reader.id("capture_the_flag_as", Need::Optional);             // MODE-05
    if (type.bombClusters && !type.bombCapacity)
        reader.fail("bomb_clusters", "an airplane without a bomb_capacity carries no bombs, in clusters or not");
    type.source = reader.string("source");
    type.notes = reader.string("notes", Need::Optional);
    if (reader.ok() && eraOf(type.side) != type.era)
        reader.fail("side",
                    "\"" + std::string(nameOf(type.side)) + "\" is not a side of " + std::string(nameOf(type.era)));
    std::set<std::string> ids;
    reader.eachObject("weapons", Need::Required, false, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly(
            {"id", "name", "arc", "damage_deck", "guns", "mount", "fires_360_upward", "firepower", "notes"});
        Weapon weapon;
        weapon.id = entry.id("id");
        weapon.name = entry.string("name");
        weapon.arc = entry.enumeration("arc", Need::Required, WeaponArc::Front);
        weapon.damageDeck = entry.letter("damage_deck");
        weapon.guns = entry.integer("guns", 1, 2);
        if (auto mount = entry.object("mount")) {
            mount->allowOnly({"x", "y"});
            weapon.mount.x = mount->number("x", -kMaxComponentMm, kMaxComponentMm);
            weapon.mount.y = mount->number("y", -kMaxComponentMm, kMaxComponentMm);
            if (!mount->ok()) entry.markFailed();
        }
        weapon.fires360Upward = entry.boolean("fires_360_upward", Need::Optional, false);
        if (type.era == Era::Ww2) {
            readFirepower(entry, weapon, Need::Required);
        } else if (entry.has("firepower")) {
            entry.fail("firepower", "only WW2 weapons have firepower values; WW1 weapons use damage_deck");
        }
        entry.unique("id", weapon.id, ids, "weapon id");
        if (entry.ok()) type.weapons.push_back(std::move(weapon));
    });
    if (!reader.ok()) return std::nullopt;
    return type;
}

std::optional<GroundType> loadGroundType(const Json& json, const std::string& file, Diagnostics& diagnostics) {
    ObjectReader reader(json, file, "", diagnostics);
    if (!reader.isObject()) return std::nullopt;
    reader.allowOnly({"format_version", "id", "name", "kind", "card", "structure", "gun", "token", "source", "notes"});
    reader.formatVersion();
    GroundType type;
    type.file = file;
    type.id = reader.id("id");
    type.name = reader.string("name");
    type.kind = reader.enumeration("kind", Need::Required, GroundKind::Objective);
    if (auto card = reader.object("card")) {
        card->allowOnly({"width", "length"});
        type.cardWidth = card->measured("width", 1.0, kMaxComponentMm);
        type.cardLength = card->measured("length", 1.0, kMaxComponentMm);
        if (!card->ok()) reader.markFailed();
    }
    // BOMB-06, AA-02/03: what stands on the ground has structure points; a bomb has none.
    if (hasStructure(type.kind))
        type.structure = reader.measuredInt("structure", 1, 100);
    else if (reader.has("structure"))
        reader.fail("structure", "only what stands on the ground has structure points, not a bomb or a marker");
    // AA-03: the AA gun's artillery shot, an all-round weapon at the card's
    // centre; BAL-12: a balloon's basket guns, fired the same way (option armed_balloons).
    if (type.kind == GroundKind::AaGun || (type.kind == GroundKind::Balloon && reader.has("gun"))) {
        if (auto gun = reader.object("gun")) {
            gun->allowOnly({"name", "damage_deck", "firepower", "source", "estimate"});
            Weapon weapon;
            weapon.id = "artillery";  // kArtilleryWeapon (rules/ground_defences.hpp)
            weapon.name = gun->has("name") ? gun->string("name") : type.name;
            weapon.arc = WeaponArc::AllRound;
            weapon.damageDeck = gun->letter("damage_deck");
            readFirepower(*gun, weapon, Need::Optional);
            type.gunSource = gun->string("source");
            type.gunEstimate = gun->boolean("estimate", Need::Optional, false);
            if (gun->ok())
                type.gun = std::move(weapon);
            else
                reader.markFailed();
        }
    } else if (reader.has("gun")) {
        reader.fail("gun", "only an AA gun (kind \"aa_gun\") or a balloon's basket has a gun");
    }
    // AA-05/06: a flak battery's burst token.
    if (type.kind == GroundKind::Flak) {
        if (auto token = reader.object("token")) {
            token->allowOnly({"diameter"});
            const Measured<double> diameter = token->measured("diameter", 1.0, kMaxComponentMm);
            if (token->ok())
                type.tokenDiameter = diameter;
            else
                reader.markFailed();
        }
    } else if (reader.has("token")) {
        reader.fail("token", "only a flak battery (kind \"flak\") has a burst token");
    }
    type.source = reader.string("source");
    type.notes = reader.string("notes", Need::Optional);
    if (!reader.ok()) return std::nullopt;
    return type;
}

// MODE-01..07: the scenario's game mode, its markers, camps and flags
// (that the airplanes fit the mode is checked with the data).
namespace {
void readGameMode(ObjectReader& reader, Scenario& scenario) {
    auto mode = reader.object("mode", Need::Optional);
    if (!mode) return;
    mode->allowOnly({"kind", "ammo_markers", "camps", "flags", "victories", "notes"});
    GameModeSetting read;
    read.kind = mode->enumeration("kind", Need::Required, GameModeKind::Deathmatch);
    read.victories = mode->integer("victories", 1, kMostVictories, Need::Optional, 0);
    const auto onTable = [&](Point2 at) {
        return scenario.tableWidth <= 0 ||
               (at.x >= 0 && at.y >= 0 && at.x <= scenario.tableWidth && at.y <= scenario.tableHeight);
    };
    if (mode->has("ammo_markers") && readPoints(*mode, "ammo_markers", kMaxTableMm, read.ammoMarkers))
        for (std::size_t i = 0; i < read.ammoMarkers.size(); ++i)
            if (!onTable(read.ammoMarkers[i])) {
                mode->diagnostics().add(mode->file(), appendPointer(mode->pointerTo("ammo_markers"), i),
                                        "the ammunition marker lies outside the table");
                mode->markFailed();
            }
    const bool ctf = read.kind == GameModeKind::CaptureTheFlag;
    std::set<Side> campSides;
    mode->eachObject("camps", ctf ? Need::Required : Need::Optional, false, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly({"side", "outline", "notes"});
        Camp camp;
        camp.side = entry.enumeration("side", Need::Required, Side::Entente);
        if (readPoints(entry, "outline", kMaxTableMm, camp.outline)) {
            if (camp.outline.size() < 3)
                entry.fail("outline", "must have at least 3 corners");
            else if (!isSimplePolygon(camp.outline))
                entry.fail("outline", "must outline one area whose edges do not cross or double back");
        }
        if (entry.ok() && !campSides.insert(camp.side).second)
            entry.fail("side", "the " + std::string(nameOf(camp.side)) + " side already has a camp");
        if (entry.ok()) read.camps.push_back(std::move(camp));
    });
    std::set<Side> flagSides;
    mode->eachObject("flags", ctf ? Need::Required : Need::Optional, false, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly({"side", "x", "y", "notes"});
        FlagSetting flag;
        flag.side = entry.enumeration("side", Need::Required, Side::Entente);
        flag.at.x = entry.number("x", -kMaxTableMm, kMaxTableMm);
        flag.at.y = entry.number("y", -kMaxTableMm, kMaxTableMm);
        if (entry.ok() && !onTable(flag.at)) entry.fail("", "the flag lies outside the table");
        if (entry.ok() && !flagSides.insert(flag.side).second)
            entry.fail("side", "the " + std::string(nameOf(flag.side)) + " side already has a flag");
        if (entry.ok()) read.flags.push_back(flag);
    });
    if (mode->ok() && !ctf && (!read.camps.empty() || !read.flags.empty()))
        mode->fail(read.camps.empty() ? "flags" : "camps", "only Capture the Flag has camps and flags");
    if (mode->ok())
        scenario.mode = std::move(read);
    else
        reader.markFailed();
}
}  // namespace

std::optional<Scenario> loadScenario(const Json& json, const std::string& file, Diagnostics& diagnostics) {
    ObjectReader reader(json, file, "", diagnostics);
    if (!reader.isObject()) return std::nullopt;
    reader.allowOnly({"format_version",
                      "id",
                      "name",
                      "description",
                      "era",
                      "ruleset",
                      "rule_changes",
                      "table",
                      "landing_fields",
                      "aircraft",
                      "targets",
                      "nets",
                      "relief",
                      "artillery_spotting",
                      "weather",
                      "attack",
                      "sun",
                      "mode",
                      "scoring",
                      "notes"});
    reader.formatVersion();
    Scenario scenario;
    scenario.file = file;
    scenario.id = reader.id("id");
    scenario.name = reader.string("name");
    scenario.description = reader.string("description", Need::Optional);
    scenario.era = reader.enumeration("era", Need::Required, Era::Ww1);
    scenario.ruleset = reader.id("ruleset");
    // The options it is made for on top of its rule set (checked against the catalogue with the data).
    if (auto changes = reader.object("rule_changes", Need::Optional)) {
        for (const auto& [key, value] : json.at("rule_changes").items()) {
            if (!value.is_string())
                changes->fail(key, "must be the id of one of the option's values (a string)");
            else
                scenario.ruleChanges[key] = value.get<std::string>();
        }
        if (!changes->ok()) reader.markFailed();
    }
    if (auto table = reader.object("table")) {
        table->allowOnly({"width_mm", "height_mm"});
        scenario.tableWidth = table->number("width_mm", 100.0, kMaxTableMm);
        scenario.tableHeight = table->number("height_mm", 100.0, kMaxTableMm);
        if (!table->ok()) reader.markFailed();
    }
    // GND-01: landing fields, rectangles on the table.
    bool fieldsRead = true;  // every field read: on_ground can be checked against them
    std::set<std::string> fieldIds;
    reader.eachObject("landing_fields", Need::Optional, false, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly({"id", "x", "y", "width_mm", "length_mm", "heading", "notes"});
        LandingField field;
        field.id = entry.id("id");
        field.x = entry.number("x", -kMaxTableMm, kMaxTableMm);
        field.y = entry.number("y", -kMaxTableMm, kMaxTableMm);
        field.width = entry.number("width_mm", 1.0, kMaxTableMm);
        field.length = entry.number("length_mm", 1.0, kMaxTableMm);
        field.heading = entry.number("heading", -360.0, 360.0);
        entry.unique("id", field.id, fieldIds, "landing field id", " in this scenario");
        if (entry.ok() && scenario.tableWidth > 0 &&
            (field.x < 0 || field.y < 0 || field.x > scenario.tableWidth || field.y > scenario.tableHeight))
            entry.fail("", "the centre of the landing field is outside the table");
        if (entry.ok())
            scenario.landingFields.push_back(std::move(field));
        else
            fieldsRead = false;
    });
    std::set<std::string> aircraftIds;
    if (const Json* listed = reader.has("aircraft") ? reader.child("aircraft", Need::Optional) : nullptr;
        listed != nullptr && listed->is_array() && listed->size() > kMaxAircraft) {
        reader.fail("aircraft", "has " + std::to_string(listed->size()) + " airplanes, more than the " +
                                    std::to_string(kMaxAircraft) + " a game may have");
        return std::nullopt;
    }
    reader.eachObject("aircraft", Need::Required, true, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly({"id", "type", "side", "name", "player", "colour", "x", "y", "heading", "altitude", "climb",
                         "on_ground", "altitude_reason", "autonomous", "bombs", "rockets", "notes"});
        ScenarioAircraft placed;
        placed.id = entry.id("id");
        placed.type = entry.id("type");
        placed.side = entry.enumeration("side", Need::Required, Side::Entente);
        placed.name = entry.string("name", Need::Optional);
        placed.player = entry.string("player", Need::Optional);
        placed.colour = entry.string("colour", Need::Optional);
        if (!placed.colour.empty() && !isHexColour(placed.colour))
            entry.fail("colour", "must be a colour written #rrggbb (found \"" + placed.colour + "\")");
        placed.x = entry.number("x", -kMaxTableMm, kMaxTableMm);
        placed.y = entry.number("y", -kMaxTableMm, kMaxTableMm);
        placed.heading = entry.number("heading", -360.0, 360.0);
        placed.altitude = entry.integer("altitude", 0, 30);
        placed.climb = entry.integer("climb", 0, 10, Need::Optional, 0);
        placed.onGround = entry.boolean("on_ground", Need::Optional, false);
        placed.altitudeReason = entry.string("altitude_reason", Need::Optional);  // ALT-02, checked with the data
        placed.autonomous = entry.boolean("autonomous", Need::Optional, false);   // MODE-10
        placed.bombs = entry.integer("bombs", 0, kMaxBombs, Need::Optional, 0);   // checked against the type's capacity
        placed.rockets = entry.integer("rockets", 0, kMaxRocketBatches, Need::Optional, 0);  // RKT-01, as bombs
        if (placed.onGround && entry.ok()) {
            // GND-03: parked, off its stand, with its centre on a field.
            if (placed.altitude != 0) entry.fail("altitude", "an airplane on the ground is at altitude 0");
            if (placed.climb != 0) entry.fail("climb", "an airplane on the ground has no climb counters");
            if (fieldsRead && !onAnyField(scenario.landingFields, placed.x, placed.y))
                entry.fail("on_ground", "the centre of an airplane on the ground must be on a landing field");
        }
        entry.unique("id", placed.id, aircraftIds, "airplane id", " in this scenario");
        if (entry.ok() && scenario.tableWidth > 0 &&
            (placed.x < 0 || placed.y < 0 || placed.x > scenario.tableWidth || placed.y > scenario.tableHeight))
            entry.fail("", "the airplane stands outside the table");
        if (entry.ok()) scenario.aircraft.push_back(std::move(placed));
    });
    // Issue 16: the objectives on the ground; their types are checked with the data.
    reader.eachObject("targets", Need::Optional, false, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly({"id", "type", "side", "name", "x", "y", "heading", "altitude", "notes"});
        ScenarioTarget target;
        target.id = entry.id("id");
        target.type = entry.id("type");
        target.side = entry.enumeration("side", Need::Required, Side::Entente);
        target.name = entry.string("name", Need::Optional);
        target.x = entry.number("x", -kMaxTableMm, kMaxTableMm);
        target.y = entry.number("y", -kMaxTableMm, kMaxTableMm);
        target.heading = entry.number("heading", -360.0, 360.0, Need::Optional, 0.0);
        // BAL-09: a balloon's level (checked against its type with the data).
        if (entry.has("altitude")) target.altitude = entry.integer("altitude", 1, 10);
        // One name space with the airplanes: events and commands name either by id.
        entry.unique("id", target.id, aircraftIds, "id", " in this scenario (airplanes and targets)");
        if (entry.ok() && scenario.tableWidth > 0 &&
            (target.x < 0 || target.y < 0 || target.x > scenario.tableWidth || target.y > scenario.tableHeight))
            entry.fail("", "the centre of the target is outside the table");
        if (entry.ok()) scenario.targets.push_back(std::move(target));
    });
    // BAL-08: barrage nets between the scenario's balloons (that they are
    // balloons is checked with the data).
    std::set<std::string> netIds;
    reader.eachObject("nets", Need::Optional, false, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly({"id", "shape", "balloons", "notes"});
        BalloonNet net;
        net.id = entry.id("id");
        net.shape = entry.enumeration("shape", Need::Required, NetShape::Line);
        net.balloons = entry.strings(
            "balloons", Need::Required, true,
            [&](std::string_view id) {
                return std::any_of(scenario.targets.begin(), scenario.targets.end(),
                                   [&](const ScenarioTarget& target) { return target.id == id; });
            },
            "the id of a target of this scenario");
        entry.unique("id", net.id, netIds, "net id", " in this scenario");
        const std::set<std::string> distinct(net.balloons.begin(), net.balloons.end());
        const std::size_t fewest = net.shape == NetShape::Ring ? 3 : 2;
        if (entry.ok() && distinct.size() != net.balloons.size())
            entry.fail("balloons", "names a balloon twice");
        else if (entry.ok() && net.balloons.size() < fewest)
            entry.fail("balloons", net.shape == NetShape::Ring ? "a ring of nets needs at least 3 balloons"
                                                               : "a barrage line needs at least 2 balloons");
        if (entry.ok() && net.shape == NetShape::Line && scenario.tableWidth <= 0)
            entry.fail("shape", "a barrage line runs to the table edges: the scenario must give its table");
        if (entry.ok()) scenario.nets.push_back(std::move(net));
    });
    // TER-01: relief zones, raised ground outlined on the table (what stands
    // on them is checked with the data, which knows the bases).
    std::set<std::string> zoneIds;
    reader.eachObject("relief", Need::Optional, false, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly({"id", "name", "floor", "outline", "notes"});
        ReliefZone zone;
        zone.id = entry.id("id");
        zone.name = entry.string("name", Need::Optional);
        zone.floor = entry.integer("floor", 1, kHighestReliefFloor);
        entry.unique("id", zone.id, zoneIds, "relief zone id", " in this scenario");
        if (readPoints(entry, "outline", kMaxTableMm, zone.outline)) {
            if (zone.outline.size() < 3)
                entry.fail("outline", "must have at least 3 corners");
            else if (!isSimplePolygon(zone.outline))
                entry.fail("outline", "must outline one area whose edges do not cross or double back");
            else if (scenario.tableWidth > 0 &&
                     std::none_of(zone.outline.begin(), zone.outline.end(), [&](const Point2& corner) {
                         return corner.x >= 0 && corner.y >= 0 && corner.x <= scenario.tableWidth &&
                                corner.y <= scenario.tableHeight;
                     }))
                entry.fail("outline", "lies wholly outside the table");
        }
        if (entry.ok()) scenario.relief.push_back(std::move(zone));
    });
    // BAL-10: the balloons spot for the artillery (that the side has some is
    // checked with the data, which knows the balloons).
    if (auto spotting = reader.object("artillery_spotting", Need::Optional)) {
        spotting->allowOnly({"side", "turns", "notes"});
        ArtillerySpotting read;
        read.side = spotting->enumeration("side", Need::Required, Side::Central);
        read.turns = spotting->integer("turns", kFewestSpottingTurns, kMostSpottingTurns);
        if (spotting->ok())
            scenario.artillerySpotting = read;
        else
            reader.markFailed();
    }
    // WX-03 / WX-04: the campaign weather, as given or to draw for a season.
    if (auto weather = reader.object("weather", Need::Optional)) {
        weather->allowOnly({"kind", "low", "high", "season", "notes"});
        if (weather->has("season")) {
            if (weather->has("kind") || weather->has("low") || weather->has("high"))
                weather->fail("season", "give the season to draw the weather for, or the weather itself, not both");
            scenario.season = weather->enumeration("season", Need::Required, Season::Summer);
        } else {
            Weather read;
            read.kind = weather->enumeration("kind", Need::Required, WeatherKind::Clear);
            if (read.kind == WeatherKind::Clear) {
                if (weather->has("low") || weather->has("high"))
                    weather->fail("kind", "clear weather has no band of cloud (low, high)");
            } else {
                read.low = weather->integer("low", 1, kHighestCloudLevel);
                read.high = weather->integer("high", 1, kHighestCloudLevel);
                if (weather->ok() && read.high < read.low)
                    weather->fail("high", "the top of the cloud band cannot lie below its bottom (low)");
            }
            if (weather->ok()) scenario.weather = read;
        }
        if (!weather->ok()) reader.markFailed();
    }
    // WX-08..10, BAL-11: the attacking side and the zone it attacks (that the
    // side is the era's and the balloons are checked with the data).
    if (auto attack = reader.object("attack", Need::Optional)) {
        attack->allowOnly({"side", "defended_zone", "balloon_watch", "notes"});
        Attack read;
        read.side = attack->enumeration("side", Need::Required, Side::Entente);
        read.balloonWatch = attack->boolean("balloon_watch", Need::Optional, false);
        if (readPoints(*attack, "defended_zone", kMaxTableMm, read.defendedZone)) {
            if (read.defendedZone.size() < 3)
                attack->fail("defended_zone", "must have at least 3 corners");
            else if (!isSimplePolygon(read.defendedZone))
                attack->fail("defended_zone", "must outline one area whose edges do not cross or double back");
        }
        if (attack->ok())
            scenario.attack = std::move(read);
        else
            reader.markFailed();
    }
    // WX-11: the sun of a surprise attack.
    if (auto sun = reader.object("sun", Need::Optional)) {
        sun->allowOnly({"time_of_day", "front", "west", "enter_by", "notes"});
        SunSetting read;
        read.timeOfDay = sun->enumeration("time_of_day", Need::Required, TimeOfDay::Morning);
        read.front = sun->enumeration("front", Need::Optional, Front::Western);
        read.west = sun->number("west", 0, 360, Need::Optional, read.west);
        read.enterBy = sun->integer("enter_by", kFirstSunEntryTurn, kLatestSunEntryTurn, Need::Optional, read.enterBy);
        if (sun->ok())
            scenario.sun = read;
        else
            reader.markFailed();
    }
    readGameMode(reader, scenario);
    // MODE-09: what scores victory points.
    if (auto scoring = reader.object("scoring", Need::Optional)) {
        scoring->allowOnly({"enemy_down", "ally_down", "target_destroyed", "target_damaged", "photograph", "notes"});
        Scoring read;
        read.enemyDown = scoring->integer("enemy_down", 0, kMostPoints, Need::Optional, read.enemyDown);
        read.allyDown = scoring->integer("ally_down", -kMostPoints, 0, Need::Optional, read.allyDown);
        read.targetDestroyed =
            scoring->integer("target_destroyed", 0, kMostPoints, Need::Optional, read.targetDestroyed);
        read.targetDamaged = scoring->integer("target_damaged", 0, kMostPoints, Need::Optional, read.targetDamaged);
        read.photograph = scoring->integer("photograph", 0, kMostPoints, Need::Optional, read.photograph);
        if (scoring->ok() && scenario.mode)
            reader.fail("scoring", "a game mode counts victories, not points: give the mode or the scoring, not both");
        else if (scoring->ok())
            scenario.scoring = read;
        else
            reader.markFailed();
    }
    if (!reader.ok()) return std::nullopt;
    return scenario;
}

std::optional<RuleSet> loadRuleSet(const Json& json, const std::string& file, Diagnostics& diagnostics) {
    ObjectReader reader(json, file, "", diagnostics);
    if (!reader.isObject()) return std::nullopt;
    reader.allowOnly({"format_version", "id", "name", "era", "description", "options", "notes"});
    reader.formatVersion();
    RuleSet rules;
    rules.file = file;
    rules.id = reader.id("id");
    rules.name = reader.string("name");
    rules.era = reader.enumeration("era", Need::Required, Era::Ww1);
    rules.description = reader.string("description");
    if (auto options = reader.object("options")) {
        for (const auto& [key, value] : json.at("options").items()) {
            if (!value.is_string() && !value.is_number_integer())
                options->fail(key, "must be the id of one of the option's values (a string)");
            else
                rules.values[key] =
                    value.is_string() ? value.get<std::string>() : std::to_string(value.get<long long>());
        }
        if (!options->ok()) reader.markFailed();
    }
    if (!reader.ok()) return std::nullopt;
    return rules;
}

std::optional<RuleOptionCatalog> loadRuleOptions(const Json& json, const std::string& file, Diagnostics& diagnostics) {
    ObjectReader reader(json, file, "", diagnostics);
    if (!reader.isObject()) return std::nullopt;
    reader.allowOnly({"format_version", "options", "notes", "description"});
    reader.formatVersion();
    RuleOptionCatalog catalog;
    catalog.file = file;
    std::set<std::string> keys;
    reader.eachObject("options", Need::Required, true, [&](ObjectReader& entry, std::size_t) {
        entry.allowOnly({"key", "played", "conflict", "rules", "title", "explanation", "values", "default", "notes"});
        RuleOption option;
        option.key = entry.id("key");
        option.played = entry.boolean("played", Need::Optional, true);
        if (const Json* conflict = entry.child("conflict", Need::Required); conflict && !conflict->is_null()) {
            const std::string text = conflict->is_string() ? conflict->get<std::string>() : "";
            if (text.rfind("CONF-", 0) != 0)
                entry.fail("conflict", "must be a conflict id such as \"CONF-22\", or null");
            else
                option.conflict = text;
        }
        if (const Json* rules = entry.array("rules")) {
            for (std::size_t r = 0; r < rules->size(); ++r) {
                if ((*rules)[r].is_string())
                    option.rules.push_back((*rules)[r].get<std::string>());
                else {
                    diagnostics.add(file, appendPointer(entry.pointerTo("rules"), r),
                                    "must be a rule id such as \"MOV-03\"");
                    entry.markFailed();
                }
            }
        }
        option.title = entry.string("title");
        option.explanation = entry.string("explanation");
        std::set<std::string> valueIds;
        entry.eachObject("values", Need::Required, true, [&](ObjectReader& value, std::size_t) {
            value.allowOnly({"id", "label", "explanation", "played", "notes"});
            RuleOptionValue parsed{value.string("id"), value.string("label"), value.string("explanation"),
                                   value.boolean("played", Need::Optional, true)};
            value.unique("id", parsed.id, valueIds, "value");
            if (value.ok()) option.values.push_back(std::move(parsed));
        });
        option.defaultValue = entry.string("default");
        if (entry.ok() && option.value(option.defaultValue) == nullptr)
            entry.fail("default", "\"" + option.defaultValue + "\" is not one of this option's values");
        else if (entry.ok() && option.played && !option.value(option.defaultValue)->played)
            entry.fail("default", "\"" + option.defaultValue + "\" is not played yet, so it cannot be the default");
        entry.unique("key", option.key, keys, "option key");
        if (entry.ok()) catalog.options.push_back(std::move(option));
    });
    if (!reader.ok()) return std::nullopt;
    return catalog;
}

}  // namespace jasta::detail
