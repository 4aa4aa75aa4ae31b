#pragma once
// What every deck file says about itself, maneuver decks and damage decks
// alike: its key (era + letter), how players know it, and its provenance.

#include <string>

#include "jasta/base/enums.hpp"

namespace jasta {

struct DeckInfo {
    Era era = Era::Ww1;
    char letter = 'A';
    std::string name;
    std::string description;
    std::string source;
    bool estimate = false;
    std::string file;  // where it was loaded from, for messages
};

}  // namespace jasta
