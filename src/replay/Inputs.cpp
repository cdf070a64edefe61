#include "replay/Inputs.h"

#include <algorithm>
#include <iterator>

namespace replay {

sim::TickInput inputAt(const Replay& replay, std::uint64_t tick) {
    sim::TickInput input;
    const auto change = std::upper_bound(replay.buttonChanges.begin(), replay.buttonChanges.end(), tick,
                                         [](std::uint64_t t, const ButtonChange& c) { return t < c.tick; });
    if (change != replay.buttonChanges.begin()) input.buttons = std::prev(change)->buttons;
    const auto spawn = std::lower_bound(replay.spawns.begin(), replay.spawns.end(), tick,
                                        [](const Spawn& s, std::uint64_t t) { return s.tick < t; });
    if (spawn != replay.spawns.end() && spawn->tick == tick) {
        input.spawnAsteroid = true;
        input.spawnAt = spawn->at;
    }
    return input;
}

sim::TickInput InputCursor::next(std::uint64_t tick) {
    if (tick < lastTick_) *this = InputCursor(*replay_);
    lastTick_ = tick;
    while (change_ < replay_->buttonChanges.size() && replay_->buttonChanges[change_].tick <= tick) {
        buttons_ = replay_->buttonChanges[change_++].buttons;
    }
    sim::TickInput input;
    input.buttons = buttons_;
    while (spawn_ < replay_->spawns.size() && replay_->spawns[spawn_].tick < tick) ++spawn_;
    if (spawn_ < replay_->spawns.size() && replay_->spawns[spawn_].tick == tick) {
        input.spawnAsteroid = true;
        input.spawnAt = replay_->spawns[spawn_].at;
    }
    return input;
}

}  // namespace replay
