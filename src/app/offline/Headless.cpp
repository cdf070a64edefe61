#include "app/offline/Headless.h"

#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

#include "app/offline/Recording.h"
#include "app/offline/StateCheck.h"
#include "app/platform/StopSignal.h"
#include "replay/Hex.h"
#include "replay/Verify.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"

namespace app {

int runHeadlessReplay(const Options& options) {
    const auto start = std::chrono::steady_clock::now();
    const base::Result<replay::Progress> verified = replay::verifyFile(options.replayPath);  // a line at a time
    if (!verified) {
        std::fprintf(stderr, "polyroids: %s\n", verified.error().message().c_str());
        return 2;
    }
    const replay::Progress& result = *verified;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!result.ok()) {
        std::printf("%s\n", replay::describe(result).c_str());
        return replay::exitStatusOf(result);
    }
    const double rate = seconds > 0 ? static_cast<double>(result.ticks) / seconds : 0.0;
    std::printf("%s seconds=%.3f rate=%.0f ticks/s\n", replay::describe(result).c_str(), seconds, rate);
    return replay::exitStatusOf(result);  // a cut recording is a partial result: its own status
}

int runHeadlessAutopilot(const Options& options) {
    catchStopSignals();
    const sim::Settings settings = gameSettings(options);
    sim::World world = sim::newGame(settings);
    sim::StepContext stepping;
    const base::Result<std::unique_ptr<base::RunLock>> held = holdRecordPath(options.recordPath);  // until the run ends
    if (!held) {
        std::fprintf(stderr, "polyroids: %s\n", held.error().message().c_str());
        return 1;
    }
    std::unique_ptr<replay::Recorder> recorder;  // only when recording: streamed to the file as the game goes
    if (!options.recordPath.empty() && !(recorder = startRecording(options.recordPath, settings))) return 1;
    const std::uint64_t ticks = options.ticks.value_or(0);
    while (world.tick < ticks && !stopRequested()) {
        const sim::TickInput input = sim::autopilotInput(world);
        if (recorder) recorder->record(world, input);
        if (recorder && (recorder->full() || recorder->writeError())) break;  // the replay ends here; stepping on would record nothing
        sim::step(world, input, stepping);
        if (recorder) recorder->afterStep(world);
#ifndef NDEBUG
        // Debug builds check every tick of the soak: no NaN or infinity in the state (docs/testing.md).
        if (const std::optional<std::string> bad = firstNonFinite(world)) {
            std::fprintf(stderr, "polyroids: tick %llu: %s is not finite\n", static_cast<unsigned long long>(world.tick), bad->c_str());
            return 1;
        }
#endif
    }
    int status = 0;
    if (recorder) {
        if (!endRecording(*recorder, options.recordPath, world)) return 1;
        if (recorder->full()) status = 1;
    }
    std::printf("autopilot: ticks=%llu score=%d wave=%d lives=%d hash=%s%s\n", static_cast<unsigned long long>(world.tick),
                world.score, world.wave, world.lives, replay::hex(sim::hashState(world).whole).c_str(),
                stopRequested() ? " (stopped by signal)" : "");
    return status;  // main turns a run a signal stopped into 128 + the signal, as every mode does
}

}  // namespace app
