#include "replay/Progress.h"

#include "replay/Hex.h"

namespace replay {

std::string describe(const Progress& p) {
    if (p.mismatch) return desyncMessage(*p.mismatch);
    const std::string checkpoints = std::to_string(p.checkpointsPassed) + "/" + std::to_string(p.checkpointsTotal);
    if (!p.finished()) {
        return "replay: stopped at tick " + std::to_string(p.ticks) + " of " + std::to_string(p.totalTicks) + ", checkpoints " +
               checkpoints + " passed";
    }
    return "replay: ok ticks=" + std::to_string(p.ticks) + " score=" + std::to_string(p.score) + " checkpoints=" + checkpoints +
           " hash=" + hex(p.hash) +
           (p.cutShort ? " (cut short: the file stops at this checkpoint, with no end line; its writer was stopped)" : "");
}

int exitStatusOf(const Progress& progress) {
    if (!progress.ok()) return 1;
    return progress.cutShort ? kCutShortExitStatus : 0;
}

}  // namespace replay
