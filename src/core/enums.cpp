#include "jasta/base/enums.hpp"

namespace jasta {

Era eraOf(Side side) {
    return side == Side::Entente || side == Side::Central ? Era::Ww1 : Era::Ww2;
}

std::array<Side, 2> sidesOf(Era era) {
    return era == Era::Ww1 ? std::array{Side::Entente, Side::Central} : std::array{Side::Allies, Side::Axis};
}

}  // namespace jasta
