#include "replay/Player.h"

#include <algorithm>

#include "sim/Game.h"
#include "sim/StateHash.h"

namespace replay {

namespace {
// A snapshot every 10 s of game: a 5 s seek re-simulates at most 600 ticks,
// well under a millisecond, and an hour of replay keeps 360 worlds.
constexpr std::uint64_t kSnapshotEvery = 600;
}  // namespace

Player::Player(Replay replay, Seeking seeking) : replay_(std::move(replay)), seeking_(seeking), inputs_(replay_) {
    snapshots_.push_back(sim::newGame(replay_.settings));
}

sim::World Player::start() {
    sim::World world = snapshots_.front();
    check(world);
    return world;
}

sim::TickInput Player::inputFor(const sim::World& world) { return inputs_.next(world.tick); }

void Player::afterStep(const sim::World& world) {
    const bool due = world.tick % kSnapshotEvery == 0 && world.tick / kSnapshotEvery == snapshots_.size();
    if (due && seeking_ == Seeking::Snapshots) snapshots_.push_back(world);
    check(world);
}

void Player::step(sim::World& world) {
    sim::step(world, inputFor(world), stepping_);
    afterStep(world);
}

sim::World Player::seek(const sim::World& now, std::int64_t tick) {
    const auto target = static_cast<std::uint64_t>(std::clamp<std::int64_t>(tick, 0, static_cast<std::int64_t>(replay_.totalTicks)));
    const std::size_t k = std::min<std::size_t>(target / kSnapshotEvery, snapshots_.size() - 1);
    // Going forward within reach, the current world is a nearer start than any snapshot.
    sim::World world = (now.tick <= target && now.tick >= snapshots_[k].tick) ? now : snapshots_[k];
    while (world.tick < target) step(world);
    return world;
}

Progress Player::progress(const sim::World& world) const {
    return {world.tick, replay_.totalTicks, world.score, passed_, replay_.checkpoints.size(), sim::hashState(world).whole, mismatch_};
}

// Checks the checkpoint at world.tick, if there is one, and the end. Ticks
// normally come in order; after a seek back the next checkpoint is found again.
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
