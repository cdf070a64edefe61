#include "replay/Recorder.h"

#include <vector>

#include "replay/Text.h"
#include "sim/StateHash.h"

namespace replay {

Recorder::Recorder(const sim::Settings& settings, std::uint64_t checkpointInterval, std::uint64_t maxBytes) : maxBytes_(maxBytes) {
    replay_.settings = settings;
    replay_.rulesVersion = sim::kRulesVersion;
    replay_.checkpointInterval = checkpointInterval;
    recount();
}

void Recorder::record(const sim::World& before, const sim::TickInput& input) {
    if (full()) return;
    // Only changes are stored; the file says nothing while nothing changes.
    const bool changed = input.buttons != buttons_;
    const ButtonChange change{before.tick, input.buttons};
    const Spawn spawn{before.tick, input.spawnAt};
    const std::uint64_t lines = (changed ? lineText(change).size() : 0) + (input.spawnAsteroid ? lineText(spawn).size() : 0);
    // Room is always kept for the checkpoint after this tick, so afterStep never goes over.
    if (bytes_ + lines + longestCheckpointLine() > maxBytes_) {
        stoppedAt_ = replay_;
        stoppedAt_->totalTicks = before.tick;
        stoppedAt_->finalScore = before.score;
        stoppedAt_->finalHash = sim::hashState(before).whole;
        return;
    }
    bytes_ += lines;
    if (changed) {
        replay_.buttonChanges.push_back(change);
        buttons_ = input.buttons;
    }
    if (input.spawnAsteroid) replay_.spawns.push_back(spawn);
}

void Recorder::afterStep(const sim::World& after) {
    if (full() || after.tick % replay_.checkpointInterval != 0) return;
    replay_.checkpoints.push_back({after.tick, sim::hashState(after)});
    bytes_ += lineText(replay_.checkpoints.back()).size();
}

void Recorder::truncate(std::uint64_t tick) {
    std::erase_if(replay_.buttonChanges, [tick](const ButtonChange& c) { return c.tick >= tick; });
    std::erase_if(replay_.spawns, [tick](const Spawn& s) { return s.tick >= tick; });
    std::erase_if(replay_.checkpoints, [tick](const Checkpoint& c) { return c.tick > tick; });
    buttons_ = replay_.buttonChanges.empty() ? 0 : replay_.buttonChanges.back().buttons;
    stoppedAt_.reset();
    recount();
}

std::string Recorder::fullMessage() const {
    const std::uint64_t tick = stoppedAt_ ? stoppedAt_->totalTicks : 0;
    return "recording stopped at tick " + std::to_string(tick) + ": a replay file may not grow past " + std::to_string(maxBytes_) +
           " bytes (what a reader accepts); the game up to there is saved";
}

Replay Recorder::finish(const sim::World& last) const {
    if (stoppedAt_) return *stoppedAt_;
    Replay done = replay_;
    done.totalTicks = last.tick;
    done.finalScore = last.score;
    done.finalHash = sim::hashState(last).whole;
    return done;
}

// The file's size from scratch: the header, every line, and room for the end line.
void Recorder::recount() {
    bytes_ = headerText(replay_).size() + longestEndLine();
    for (const ButtonChange& c : replay_.buttonChanges) bytes_ += lineText(c).size();
    for (const Spawn& s : replay_.spawns) bytes_ += lineText(s).size();
    for (const Checkpoint& c : replay_.checkpoints) bytes_ += lineText(c).size();
}

}  // namespace replay
