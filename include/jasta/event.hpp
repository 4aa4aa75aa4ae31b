#pragma once
// What happened, and which rules decided it (DESIGN.md principle 2): the log
// shows the text, the teaching overlays follow the rule ids.

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace jasta {

struct Event {
    std::string kind;                                   // stable machine name: "move", "climb", "collision", ...
    std::string aircraft;                               // the airplane it is about (scenario id), may be empty
    std::vector<std::string> rules;                     // RULES.md ids, e.g. {"MOV-06"}
    std::string text;                                   // one plain English sentence for the log
    nlohmann::json details = nlohmann::json::object();  // numbers behind the text

    bool operator==(const Event&) const = default;
};

nlohmann::json toJson(const Event& event);

}  // namespace jasta
