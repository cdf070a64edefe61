#pragma once
// Time travel: the history of a game as it was stepped (each tick's input and
// what the step reported) with a snapshot of the world every few seconds, so
// the world at any earlier tick is re-simulated from the nearest snapshot, as
// a replay seeks. Stepping from an earlier tick with new input rewrites the
// future: the history after it is dropped. Its memory is bounded: past a
// limit it forgets its oldest snapshot and the inputs before the next one
// (a 10,000-asteroid crowd's snapshots are megabytes each), so the earliest
// tick it can travel to moves on. SDL-free; the window drives it.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <utility>
#include <vector>

#include "replay/Recorder.h"
#include "sim/Game.h"
#include "sim/StepReport.h"
#include "sim/TickInput.h"
#include "sim/World.h"

namespace replay {

/// A set of GameEvent kinds, one bit each.
using EventKinds = std::uint32_t;

/// The bit of one kind of event in an EventKinds.
constexpr EventKinds eventKind(sim::GameEvent::Kind kind) { return EventKinds{1} << static_cast<unsigned>(kind); }

/// The kinds of the events in one step's report.
EventKinds kindsOf(const std::vector<sim::GameEvent>& events);

/// What Timeline::step did to the history.
enum class Stepped : std::uint8_t {
    Replayed,   ///< the tick was kept already with this input: nothing changed
    Appended,   ///< a new tick at the end of the history
    Rewritten,  ///< the input differed from the history: the ticks after it were dropped, this one kept
};

/// The bytes a window's history may hold before it forgets its oldest part.
inline constexpr std::uint64_t kDefaultHistoryBytes = std::uint64_t{256} << 20;

/// The bytes a snapshot of `world` is counted as: the world, its objects and
/// every asteroid's outline in full (outlines are shared, so this is an upper bound).
std::uint64_t snapshotBytes(const sim::World& world);

class Timeline {
public:
    /// An empty history that starts at `start` (its tick is the first tick kept), holding at most
    /// `maxBytes` (bytes()) as each snapshot is kept, though never fewer than its two latest snapshots.
    explicit Timeline(const sim::World& start, std::uint64_t maxBytes = kDefaultHistoryBytes);

    /// Steps `world`, which must stand at a tick of the history, with `input`; drops the history from
    /// world.tick on first when `input` differs from what was stepped there (the future is rewritten).
    Stepped step(sim::World& world, const sim::TickInput& input, sim::StepContext& context);

    /// The memory the history holds as counted against its limit: snapshots (snapshotBytes), inputs, events.
    std::uint64_t bytes() const;

    /// The first tick kept (it moves on when the oldest history is forgotten).
    std::uint64_t first() const { return snapshots_.front().tick; }
    /// The tick the last kept step reached (first() when nothing was stepped).
    std::uint64_t end() const { return first() + inputs_.size(); }
    /// The input stepped from `tick` (first() <= tick < end()).
    const sim::TickInput& inputAt(std::uint64_t tick) const { return inputs_[stepsBefore(tick)]; }

    /// The world at `tick` (clamped to [first(), end()]), re-simulated from the nearest snapshot before it,
    /// or from `now` when that is nearer; `context.report` then tells of the step into that tick.
    sim::World worldAt(std::uint64_t tick, const sim::World& now, sim::StepContext& context) const;

    /// The latest tick before `tick` reached by a step with an event of `kinds`, if any.
    std::optional<std::uint64_t> previousEvent(std::uint64_t tick, EventKinds kinds) const;
    /// The earliest tick after `tick` (up to end()) reached by a step with an event of `kinds`, if any.
    std::optional<std::uint64_t> nextEvent(std::uint64_t tick, EventKinds kinds) const;

private:
    // The steps kept before `tick` (first() <= tick <= end()): held in memory, so they fit a size_t on 32-bit targets too.
    std::size_t stepsBefore(std::uint64_t tick) const { return static_cast<std::size_t>(tick - first()); }
    void truncate(std::uint64_t tick);
    void keepSnapshot(const sim::World& world);
    void forgetOldest();

    // Double-ended: forgetting the oldest part of a full history costs what it forgets, not the whole history
    // (a vector's erase from the front made travelling into a long replay quadratic).
    std::deque<sim::TickInput> inputs_;                          // inputs_[i] was stepped from tick first() + i
    std::deque<std::pair<std::uint64_t, EventKinds>> events_;    // (tick reached, kinds), ticks increasing
    std::deque<sim::World> snapshots_;                           // snapshots_[k] is at tick first() + k * interval
    std::uint64_t snapshotBytes_ = 0;                             // snapshotBytes of every snapshot, summed
    std::uint64_t maxBytes_;
};

/// Timeline::step, keeping `recorder` (if any) to the game as finally played: a tick new to the history
/// is recorded, and a rewritten one drops the recorded future first.
Stepped stepAndRecord(Timeline& timeline, Recorder* recorder, sim::World& world, const sim::TickInput& input, sim::StepContext& context);

}  // namespace replay
