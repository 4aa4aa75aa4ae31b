#pragma once
// The log's sentences of the observation balloon events (BAL-02..09).
// `balloon` is the balloon's name on the table, `airplane` and `by` an
// airplane's; `onCard` and `near` name the airplanes a blast hits.

#include <string>
#include <string_view>
#include <vector>

#include "jasta/rules/event.hpp"

namespace jasta::words {

std::string describe(const ev::BalloonAlight& alight, std::string_view balloon, std::string_view by);
std::string describe(const ev::BalloonExploded& exploded, std::string_view balloon, std::string_view by,
                     const std::vector<std::string>& onCard, const std::vector<std::string>& near);
std::string describe(const ev::BalloonDestroyed& destroyed, std::string_view balloon, std::string_view by);
std::string describe(const ev::BalloonWinched& winched, std::string_view balloon);
std::string describe(const ev::BalloonGrounded& grounded, std::string_view balloon);
std::string describe(const ev::WinchOrdered& ordered, std::string_view balloon);
std::string describe(const ev::BalloonCollision& collision, std::string_view airplane, std::string_view balloon,
                     bool unavoidable);
std::string describe(const ev::BalloonCables& cables, std::string_view airplane, std::string_view balloon);
// `net`: the net's name in the log ("the barrage net between A and B").
std::string describe(const ev::NetCaught& caught, std::string_view airplane, std::string_view net);

}  // namespace jasta::words
