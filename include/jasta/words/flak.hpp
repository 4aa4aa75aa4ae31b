#pragma once
// The words of flak batteries (AA-04..08): where the token may go at each
// altitude, why a place is refused, and the log's sentences of the flak
// events. `battery` is the battery's name on the table.

#include <string>
#include <string_view>
#include <vector>

#include "jasta/rules/event.hpp"
#include "jasta/rules/flak.hpp"

namespace jasta::words {

// AA-05: "between 1 and 2 rulers from the centre of its card", "on its card
// or touching it", ...; "out of the flak's reach" for another altitude.
std::string flakBandText(int altitude);
// Why the token cannot go there (AA-05, AA-08); empty for FlakPlace::Legal.
std::string flakPlaceWhy(FlakPlace place, int altitude);

std::string describe(const ev::FlakAimed& aimed, std::string_view battery);
std::string describe(const ev::FlakHeld& held, std::string_view battery);
std::string describe(const ev::FlakMoved& moved, std::string_view battery);
std::string describe(const ev::FlakDelayed& delayed, std::string_view battery);
// `direct` and `near` name the airplanes the burst hits, in its order.
std::string describe(const ev::FlakBurst& burst, std::string_view battery, const std::vector<std::string>& direct,
                     const std::vector<std::string>& near);

}  // namespace jasta::words
