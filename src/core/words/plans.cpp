#include "jasta/words/plans.hpp"

namespace jasta::words {

std::string describe(const ForcedSpeed& forced) {
    switch (forced.cause) {
        case SpeedCause::SplitSEnd:
            return "a Split-S ends with a straight at high speed";
        case SpeedCause::ImmelmannTurnEnd:
            return "an Immelmann turn ends with a straight at low speed";
        case SpeedCause::AfterClimb:
            return "the maneuver after a climb is flown at low speed";
        case SpeedCause::AfterDive:
            return "the maneuver after a dive is flown at high speed";
        case SpeedCause::AfterImmelmannOrSplitS:
            return "the maneuver after an Immelmann turn or a Split-S is flown at low speed";
    }
    return "its speed is fixed by the card before it";
}

}  // namespace jasta::words
