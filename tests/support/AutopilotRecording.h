#pragma once
// A recorded autopilot game, the raw material of the replay tests.

#include "replay/Recorder.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"

namespace testing {

/// The replay of `ticks` ticks of the (careless) autopilot playing the game these settings start.
inline replay::Replay recordAutopilot(const sim::Settings& settings, std::uint64_t ticks) {
    sim::World w = sim::newGame(settings);
    sim::StepContext context;
    replay::Recorder recorder(w.settings);
    while (w.tick < ticks) {
        const sim::TickInput input = sim::autopilotInput(w);
        recorder.record(w, input);
        sim::step(w, input, context);
        recorder.afterStep(w);
    }
    return recorder.finish(w);
}

/// The replay of `ticks` ticks of the (careless) autopilot playing from `seed`.
inline replay::Replay recordAutopilot(std::uint64_t seed, std::uint64_t ticks) { return recordAutopilot(sim::Settings{.seed = seed}, ticks); }

}  // namespace testing
