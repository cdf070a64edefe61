#include "replay/Player.h"

#include <algorithm>

#include "sim/Game.h"
#include "sim/StateHash.h"

namespace replay {

Player::Player(Replay replay) : replay_(std::move(replay)), inputs_(replay_) {}

sim::World Player::start() {
    sim::World world = sim::newGame(replay_.settings);
    check(world);
    return world;
}

sim::TickInput Player::inputFor(const sim::World& world) { return inputs_.next(world.tick); }

void Player::afterStep(const sim::World& world) {
    check(world);
}

void Player::step(sim::World& world) {
    sim::step(world, inputFor(world), stepping_);
    afterStep(world);
}

Progress Player::progress(const sim::World& world) const {
    return {world.tick, replay_.totalTicks, world.score, passed_, replay_.checkpoints.size(), sim::hashState(world).whole, mismatch_};
}

// Checks the checkpoint at world.tick, if there is one, and the end. Ticks
// normally come in order; after a jump back the next checkpoint is found again.
void Player::check(const sim::World& world) {
    const std::vector<Checkpoint>& all = replay_.checkpoints;
    if (nextCheckpoint_ > 0 && all[nextCheckpoint_ - 1].tick >= world.tick) {
        const auto at = std::lower_bound(all.begin(), all.end(), world.tick, [](const Checkpoint& c, std::uint64_t t) { return c.tick < t; });
        nextCheckpoint_ = static_cast<std::size_t>(at - all.begin());
    }
    while (nextCheckpoint_ < all.size() && all[nextCheckpoint_].tick < world.tick) ++nextCheckpoint_;
    std::optional<Mismatch> found;
    if (nextCheckpoint_ < all.size() && all[nextCheckpoint_].tick == world.tick) {
        found = checkCheckpoint(all[nextCheckpoint_], world);
        if (!found) passed_ = std::max(passed_, nextCheckpoint_ + 1);
    }
    if (!found && world.tick == replay_.totalTicks) found = checkEnd(replay_, world);
    if (found && !mismatch_) mismatch_ = std::move(found);
}

}  // namespace replay
