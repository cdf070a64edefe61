// WindowedGame: the ticks a frame steps, and the input each one takes.
#include "app/game/WindowedGame.h"

#include "sim/Autopilot.h"

namespace app {

// Feeds the frame's scaled time to the accumulator and steps the whole ticks it holds.
void WindowedGame::stepTicks(double frameSeconds) {
    accumulator_ += time_.scaled(frameSeconds);
    int ticks = time_.takeStep() ? 1 : 0;
    while (accumulator_ >= sim::kTickSeconds) {
        accumulator_ -= sim::kTickSeconds;
        ++ticks;
    }
    const std::uint64_t tickLimit = options_.ticks.value_or(UINT64_MAX);
    for (int i = 0; i < ticks && world_.tick < tickLimit && !(watch_ && watch_->finished(world_)); ++i) {
        stepOnce();
        if ((replay::kindsOf(stepping_.report.events) & stopOn_) != 0) return stopOnMoment();
    }
}

// Steps one tick. A tick new to the history is recorded; one that rewrites it drops the recorded future first.
void WindowedGame::stepOnce() {
    notePrevious();
    lastInput_ = nextInput();
    const replay::Stepped stepped = replay::stepAndRecord(timeline_, recording_.recorder(), world_, lastInput_, stepping_);
    particles_.spawnFor(stepping_.report, previous_.ship, world_.tick);
    teaching_.noteStep(stepping_.report, time_.paused());
    if (speaker_) speaker_->playTick(world_, lastInput_, stepping_.report.events);
    if (watch_) watch_->afterStep(world_);
    const bool gameOver = previousPhase_ == sim::Phase::Playing && world_.phase == sim::Phase::GameOver;
    if (stepped != replay::Stepped::Replayed && gameOver) saveRecording();
    if (!watch_) gameOver_.afterStep(previousPhase_, world_, lastInput_, player_.scores, options_.autopilot);
}

// The input for the next tick. In a game's past, single steps replay the history unless a click was staged;
// playing on takes the player's input, which rewrites the future from the first tick it differs.
sim::TickInput WindowedGame::nextInput() {
    if (watch_) return watch_->inputFor(world_);
    const bool past = world_.tick < timeline_.end();
    if (past && time_.paused() && !input_.hasClick()) return timeline_.inputAt(world_.tick);
    return gameOver_.withoutHeldRestart(options_.autopilot ? sim::autopilotInput(world_) : input_.nextTickInput(world_));
}

// Notes world_ as the tick before the next step: its poses for drawing between ticks, its phase for game over.
void WindowedGame::notePrevious() {
    render::notePrevious(previous_, world_);
    previousPhase_ = world_.phase;
}

}  // namespace app
