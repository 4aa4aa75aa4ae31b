#pragma once
// A number that was measured on (or estimated from) a physical component or
// an airplane card. The provenance travels with the value so that the data
// can be checked and improved later (DESIGN.md principle 4).

#include <string>

namespace jasta {

template <class T>
struct Measured {
    T value{};
    std::string source;     // where the number comes from
    bool estimate = false;  // true: not measured or verified on a real component

    bool operator==(const Measured&) const = default;
};

}  // namespace jasta
