#include "replay/Recorder.h"

#include <vector>

namespace replay {

Recorder::Recorder(const sim::Settings& settings, std::uint64_t checkpointInterval) {
    replay_.settings = settings;
    replay_.rulesVersion = sim::kRulesVersion;
    replay_.checkpointInterval = checkpointInterval;
}

void Recorder::record(const sim::World& before, const sim::TickInput& input) {
    // Only changes are stored; the file says nothing while nothing changes.
    if (input.buttons != buttons_) {
        replay_.buttonChanges.push_back({before.tick, input.buttons});
        buttons_ = input.buttons;
    }
    if (input.spawnAsteroid) replay_.spawns.push_back({before.tick, input.spawnAt});
}

void Recorder::afterStep(const sim::World& after) {
    if (after.tick % replay_.checkpointInterval == 0) replay_.checkpoints.push_back({after.tick, sim::hashState(after)});
}

void Recorder::truncate(std::uint64_t tick) {
    std::erase_if(replay_.buttonChanges, [tick](const ButtonChange& c) { return c.tick >= tick; });
    std::erase_if(replay_.spawns, [tick](const Spawn& s) { return s.tick >= tick; });
    std::erase_if(replay_.checkpoints, [tick](const Checkpoint& c) { return c.tick > tick; });
    buttons_ = replay_.buttonChanges.empty() ? 0 : replay_.buttonChanges.back().buttons;
}

Replay Recorder::finish(const sim::World& last) const {
    Replay done = replay_;
    done.totalTicks = last.tick;
    done.finalScore = last.score;
    done.finalHash = sim::hashState(last).whole;
    return done;
}

}  // namespace replay
