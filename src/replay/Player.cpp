#include "replay/Player.h"

#include <algorithm>
#include <iterator>

#include "sim/Game.h"
#include "sim/StateHash.h"

namespace replay {

namespace {
// A fed player drops what it has played once this many lines of one kind have piled up.
constexpr std::size_t kForgetAfter = 1024;
}  // namespace

Player::Player(Replay replay) : replay_(std::move(replay)), inputs_(replay_) {}

Player::Player(const Replay& header, LineSource source) : replay_(header), source_(std::move(source)), ended_(false), inputs_(replay_) {
    replay_.buttonChanges.clear();
    replay_.spawns.clear();
    replay_.checkpoints.clear();
}

sim::World Player::start() {
    sim::World world = sim::newGame(replay_.settings);
    check(world);
    return world;
}

sim::TickInput Player::inputFor(const sim::World& world) {
    readThrough(world.tick);
    return inputs_.next(world.tick);
}

void Player::afterStep(const sim::World& world) {
    check(world);
}

void Player::step(sim::World& world) {
    sim::step(world, inputFor(world), stepping_);
    afterStep(world);
}

Progress Player::progress(const sim::World& world) const {
    return {world.tick,      replay_.totalTicks, world.score, forgotten_ + passed_, forgotten_ + replay_.checkpoints.size(),
            sim::hashState(world).whole, mismatch_, replay_.cutShort};
}

// Reads every line up to and including `tick` (and one beyond it): the input of tick `tick` and the checkpoints
// of the state at `tick` are then all known, since the lines come in tick order.
void Player::readThrough(std::uint64_t tick) {
    if (!source_) return;
    while (!ended_ && !readError_ && lastRead_ <= tick) {
        base::Result<BodyLine> line = source_();
        if (!line) {
            readError_ = line.error();
            break;
        }
        lastRead_ = tickOf(*line);
        addLine(replay_, *line);
        ended_ = std::holds_alternative<EndLine>(*line);
    }
    forgetBefore(tick);
}

// Drops the lines of ticks already played: the button change in force at `tick` and everything after it stay.
void Player::forgetBefore(std::uint64_t tick) {
    std::vector<ButtonChange>& changes = replay_.buttonChanges;
    std::vector<Spawn>& spawns = replay_.spawns;
    std::vector<Checkpoint>& checkpoints = replay_.checkpoints;
    if (changes.size() < kForgetAfter && spawns.size() < kForgetAfter && checkpoints.size() < kForgetAfter) return;
    const auto inForce = std::upper_bound(changes.begin(), changes.end(), tick, [](std::uint64_t t, const ButtonChange& c) { return t < c.tick; });
    changes.erase(changes.begin(), inForce == changes.begin() ? inForce : std::prev(inForce));
    std::erase_if(spawns, [tick](const Spawn& s) { return s.tick < tick; });
    const auto played = std::lower_bound(checkpoints.begin(), checkpoints.end(), tick, [](const Checkpoint& c, std::uint64_t t) { return c.tick < t; });
    const auto dropped = static_cast<std::size_t>(played - checkpoints.begin());
    checkpoints.erase(checkpoints.begin(), played);
    forgotten_ += dropped;
    passed_ -= std::min(passed_, dropped);
    nextCheckpoint_ -= std::min(nextCheckpoint_, dropped);
    inputs_ = InputCursor(replay_);
}

// Checks the checkpoint at world.tick, if there is one, and the end. Ticks
// normally come in order; after a jump back the next checkpoint is found again.
void Player::check(const sim::World& world) {
    readThrough(world.tick);
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
    if (!found && ended_ && world.tick == replay_.totalTicks) found = checkEnd(replay_, world);
    if (found && !mismatch_) mismatch_ = std::move(found);
}

}  // namespace replay
