#pragma once
// An airplane model as printed on its card (RULES.md §3.1).

#include <optional>
#include <string>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/base/measured.hpp"
#include "jasta/data/maneuver_deck.hpp"

namespace jasta {

// WW2: how many counters of which group a weapon deals at one range.
struct Firepower {
    char group = 'A';
    int count = 1;
};

struct Weapon {
    std::string id;
    std::string name;
    WeaponArc arc = WeaponArc::Front;
    char damageDeck = 'A';                    // deck the target draws from (FIRE-01)
    int guns = 1;                             // 2 = twin guns (A deck, partial jams)
    Point2 mount;                             // mm from the stand, base frame; range is measured from here
    bool fires360Upward = false;              // FIRE-18 (Roland C.II observer)
    std::optional<Firepower> firepowerShort;  // WW2 only
    std::optional<Firepower> firepowerLong;   // WW2 only
};

struct AircraftType {
    std::string id;
    std::string name;
    std::string nation;
    Side side = Side::Entente;
    Era era = Era::Ww1;
    int year = 0;
    std::string geometry;  // GeometrySpec id
    char maneuverDeck = 'A';
    std::string silhouette;  // assets/silhouettes/<name>.svg
    Measured<int> structure;
    Measured<int> climbRate;            // climb counters per level (ALT-07)
    Measured<int> ceiling;              // levels (ALT-12 / ALT-04)
    std::optional<Measured<int>> fuel;  // WW2 only
    int crew = 1;
    bool multiEngine = false;
    // BOMB-*: the most bombs it can carry (a scenario loads up to this many);
    // none: it carries no bombs. With bombClusters each one is a cluster of
    // three bombs (S003's reconnaissance airplane "with a cluster of bombs").
    std::optional<Measured<int>> bombCapacity;
    bool bombClusters = false;
    // RKT-01: the Le Prieur rocket batches it can carry on its struts (a
    // scenario loads up to this many); none: it carries no rockets.
    std::optional<Measured<int>> rocketBatches;
    // MODE-05: the type it flies as in Capture the Flag (S003: an Entente
    // SPAD XIII counts as a SPAD VII, with deck B); empty: itself.
    std::string captureTheFlagAs;
    std::vector<Weapon> weapons;
    std::string source;
    std::string notes;
    std::string file;

    [[nodiscard]] bool twoSeater() const { return crew >= 2; }
};

}  // namespace jasta
