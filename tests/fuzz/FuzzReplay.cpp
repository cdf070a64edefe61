// Fuzz target: the replay reader. Any bytes are parsed as a replay file; on a
// good parse, the game is played for a few hundred ticks, checking its
// checkpoints as verification does, and the text it writes back must parse
// to the same replay.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "FuzzCheck.h"
#include "replay/Player.h"
#include "replay/Text.h"

namespace {
constexpr std::uint64_t kTicksToPlay = 300;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const base::Result<replay::Replay> parsed = replay::parseReplay(text);
    if (!parsed) {
        fuzz::require(parsed.error().line >= 1, "a refused replay names a line");
        return 0;
    }
    const base::Result<replay::Replay> again = replay::parseReplay(replay::toText(*parsed));
    fuzz::require(again.ok() && *again == *parsed, "a parsed replay written back parses to the same replay");
    replay::Player player(*parsed);
    sim::World world = player.start();
    const std::uint64_t stop = std::min(parsed->totalTicks, kTicksToPlay);
    while (world.tick < stop) player.step(world);
    const replay::Progress progress = player.progress(world);
    fuzz::require(progress.ticks == stop, "the player steps the ticks asked of it");
    return 0;
}
