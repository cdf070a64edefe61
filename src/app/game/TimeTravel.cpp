// WindowedGame: travelling in time through the history (replay::Timeline): B steps back, PageUp/PageDown jump
// between events, a replay seeks with Left/Right, H stops on the next hit or death; and the moment travelled to, as
// the command line that opens it again.
#include "app/game/WindowedGame.h"

#include <algorithm>
#include <string>
#include <vector>

#include "teach/PickedName.h"

namespace app {

namespace {

using Kind = sim::GameEvent::Kind;
// PageUp/PageDown stop at every event but a shot (there is one every few ticks).
constexpr replay::EventKinds kJumpKinds = replay::eventKind(Kind::AsteroidDestroyed) | replay::eventKind(Kind::ShipDestroyed) |
                                          replay::eventKind(Kind::ShipRespawned) | replay::eventKind(Kind::WaveStarted) |
                                          replay::eventKind(Kind::ExtraLife) | replay::eventKind(Kind::GameOver);

}  // namespace

void WindowedGame::seekBy(std::int64_t ticks) { travelTo(static_cast<std::uint64_t>(std::max<std::int64_t>(0, static_cast<std::int64_t>(world_.tick) + ticks))); }

// Shows the world at `tick`: re-simulated from the history, or in a replay played on to it (the history clamps).
void WindowedGame::travelTo(std::uint64_t tick) {
    if (!watch_ && tick < world_.tick) gameOver_.noteTimeTravel();
    const std::uint64_t known = std::min(tick, timeline_.end());
    if (known != world_.tick) world_ = timeline_.worldAt(known, world_, stepping_);
    const bool decisions = stepping_.recordDecisions;
    while (watch_ && world_.tick < tick && !watch_->finished(world_)) {
        stepping_.recordDecisions = decisions && world_.tick + 1 == tick;  // only the tick shown needs its record: travel light
        advanceQuietly();
    }
    stepping_.recordDecisions = decisions;
    notePrevious();
    accumulator_ = 0.0;
    teaching_.showDecisionsOf(stepping_.report);
}

// A replay's next tick, with no sparks or sound (travelling passes ticks, it does not show them).
void WindowedGame::advanceQuietly() {
    timeline_.step(world_, watch_->inputFor(world_), stepping_);
    watch_->afterStep(world_);
}

// Pauses on the previous or next event of the history; a replay plays on to find the next one.
void WindowedGame::jumpToEvent(bool forward) {
    time_.setPaused(true);
    const auto known = forward ? timeline_.nextEvent(world_.tick, kJumpKinds) : timeline_.previousEvent(world_.tick, kJumpKinds);
    if (known) {
        travelTo(*known);
        stoppedOn_ = {world_.tick, kJumpKinds};
        return;
    }
    if (!forward || !watch_) return;  // a game's future is not played yet
    travelTo(timeline_.end());
    if (watch_->finished(world_)) return;
    do advanceQuietly();
    while (!watch_->finished(world_) && (replay::kindsOf(stepping_.report.events) & kJumpKinds) == 0);
    stoppedOn_ = {world_.tick, kJumpKinds};
    notePrevious();
    teaching_.showDecisionsOf(stepping_.report);
}

// Pauses on the tick just stepped, with the overlay that explains it: rays for a hit, SAT for a death.
void WindowedGame::stopOnMoment() {
    const replay::EventKinds kinds = replay::kindsOf(stepping_.report.events) & stopOn_;
    time_.setPaused(true);
    accumulator_ = 0.0;
    stoppedOn_ = {world_.tick, kinds};
    teaching_.explain((kinds & kHits) != 0, (kinds & kDeaths) != 0);
}

// The world at the end of the history: the game as played so far, wherever the player has travelled to.
sim::World WindowedGame::headWorld() {
    if (world_.tick == timeline_.end()) return world_;
    sim::StepContext scratch;  // stepping_.report tells of the tick on show; leave it so
    return timeline_.worldAt(timeline_.end(), world_, scratch);
}

std::vector<std::string> WindowedGame::moment() const {
    if (!watch_) return {};
    std::vector<std::string> line{"--replay", options_.replayPath, "--at", std::to_string(world_.tick)};
    if (const std::string overlays = teach::overlayList(teaching_.overlays); !overlays.empty()) line.insert(line.end(), {"--overlay", overlays});
    if (teaching_.picked) line.insert(line.end(), {"--pick", teach::pickedName(teaching_.picked)});
    return line;
}

}  // namespace app
