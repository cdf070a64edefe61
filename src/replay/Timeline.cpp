#include "replay/Timeline.h"

#include <algorithm>

namespace replay {

namespace {
// A snapshot every 5 s of game: one tick back re-simulates at most 300 ticks
// (well under a millisecond), and an hour of play keeps 720 worlds.
constexpr std::uint64_t kSnapshotEvery = 300;

bool before(const std::pair<std::uint64_t, EventKinds>& event, std::uint64_t tick) { return event.first < tick; }
}  // namespace

EventKinds kindsOf(const std::vector<sim::GameEvent>& events) {
    EventKinds kinds = 0;
    for (const sim::GameEvent& event : events) kinds |= eventKind(event.kind);
    return kinds;
}

std::uint64_t snapshotBytes(const sim::World& world) {
    return sizeof(sim::World) + world.asteroids.size() * (sizeof(sim::Asteroid) + sizeof(sim::AsteroidShape)) +
           world.bullets.size() * sizeof(sim::Bullet) + world.saucers.size() * sizeof(sim::Saucer);
}

Timeline::Timeline(const sim::World& start, std::uint64_t maxBytes) : maxBytes_(maxBytes) { keepSnapshot(start); }

std::uint64_t Timeline::bytes() const {
    return snapshotBytes_ + inputs_.size() * sizeof(sim::TickInput) + events_.size() * sizeof(events_.front());
}

void Timeline::keepSnapshot(const sim::World& world) {
    snapshots_.push_back(world);
    snapshotBytes_ += snapshotBytes(world);
    while (bytes() > maxBytes_ && snapshots_.size() > 2) forgetOldest();
}

// The second snapshot becomes the first: the inputs stepped before it and the
// events up to it go too (the first tick kept can be shown, not its step).
void Timeline::forgetOldest() {
    snapshotBytes_ -= snapshotBytes(snapshots_.front());
    snapshots_.erase(snapshots_.begin());
    inputs_.erase(inputs_.begin(), inputs_.begin() + static_cast<std::ptrdiff_t>(kSnapshotEvery));
    events_.erase(events_.begin(), std::lower_bound(events_.begin(), events_.end(), first() + 1, before));
}

Stepped Timeline::step(sim::World& world, const sim::TickInput& input, sim::StepContext& context) {
    const bool known = world.tick < end();
    if (known && inputAt(world.tick) == input) {
        sim::step(world, input, context);
        return Stepped::Replayed;
    }
    if (known) truncate(world.tick);
    inputs_.push_back(input);
    sim::step(world, input, context);
    if (const EventKinds kinds = kindsOf(context.report.events)) events_.emplace_back(world.tick, kinds);
    if ((world.tick - first()) % kSnapshotEvery == 0) keepSnapshot(world);
    return known ? Stepped::Rewritten : Stepped::Appended;
}

// Forgets the inputs stepped from `tick` on, the events and the snapshots after it.
void Timeline::truncate(std::uint64_t tick) {
    inputs_.resize(stepsBefore(tick));
    events_.erase(std::lower_bound(events_.begin(), events_.end(), tick + 1, before), events_.end());
    const std::size_t kept = stepsBefore(tick) / kSnapshotEvery + 1;
    for (std::size_t k = kept; k < snapshots_.size(); ++k) snapshotBytes_ -= snapshotBytes(snapshots_[k]);
    snapshots_.resize(kept);
}

sim::World Timeline::worldAt(std::uint64_t tick, const sim::World& now, sim::StepContext& context) const {
    const std::uint64_t target = std::clamp(tick, first(), end());
    // From a snapshot strictly before the target, so the report tells of the step into it.
    const std::size_t from = target > first() ? stepsBefore(target) - 1 : 0;
    const sim::World& snapshot = snapshots_[from / kSnapshotEvery];
    const bool nowIsNearer = now.tick < target && now.tick > snapshot.tick && now.tick <= end();
    sim::World world = nowIsNearer ? now : snapshot;
    context.report = {};
    while (world.tick < target) sim::step(world, inputAt(world.tick), context);
    return world;
}

Stepped stepAndRecord(Timeline& timeline, Recorder* recorder, sim::World& world, const sim::TickInput& input, sim::StepContext& context) {
    const bool known = world.tick < timeline.end();
    const bool replayed = known && timeline.inputAt(world.tick) == input;
    if (recorder != nullptr && !replayed) {
        if (known) recorder->truncate(world.tick);
        recorder->record(world, input);
    }
    const Stepped stepped = timeline.step(world, input, context);
    if (recorder != nullptr && !replayed) recorder->afterStep(world);
    return stepped;
}

std::optional<std::uint64_t> Timeline::previousEvent(std::uint64_t tick, EventKinds kinds) const {
    auto at = std::lower_bound(events_.begin(), events_.end(), tick, before);
    while (at != events_.begin()) {
        --at;
        if (at->second & kinds) return at->first;
    }
    return std::nullopt;
}

std::optional<std::uint64_t> Timeline::nextEvent(std::uint64_t tick, EventKinds kinds) const {
    for (auto at = std::lower_bound(events_.begin(), events_.end(), tick + 1, before); at != events_.end(); ++at) {
        if (at->second & kinds) return at->first;
    }
    return std::nullopt;
}

}  // namespace replay
