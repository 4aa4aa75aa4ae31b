// libFuzzer target for the save loader: any bytes must either load or be
// refused with SaveError; a loaded save must replay without any other
// exception or crash. Built with JASTA_FUZZ=ON under clang; run by
// scripts/fuzz-smoke.sh with the golden saves as the starting corpus.

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string_view>

#include "jasta/data/game_data.hpp"
#include "jasta/game/replay.hpp"
#include "jasta/game/save.hpp"

namespace {

const jasta::GameData& data() {
    static const jasta::GameData loaded = jasta::loadGameDataOrThrow(JASTA_FUZZ_DATA_DIR);
    return loaded;
}

// A replay costs about a millisecond per turn; longer logs are only parsed,
// so that the fuzzer keeps a useful number of runs per second.
constexpr std::size_t kMaxReplayedCommands = 64;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(bytes), size);
    try {
        const jasta::SavedGame game = jasta::parseSave(text, "fuzz.jasta", data());
        if (game.commands.size() > kMaxReplayedCommands) return 0;
        const jasta::Replay replay(data(), game, 4);
        // Seek to the middle and to the last step: checkpoints and the phase observer.
        (void)replay.stateAt(replay.steps().size() / 2);
        (void)replay.stateAt(replay.steps().size() - 1);
        (void)jasta::toJson(replay.takeOver(replay.steps().size() - 1)).dump();
    } catch (const jasta::SaveError&) {
        // Refused with an explanation: the expected outcome for bad bytes.
    }
    return 0;
}
