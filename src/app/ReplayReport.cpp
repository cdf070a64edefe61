#include "app/ReplayReport.h"

#include <cstdio>
#include <string>

#include "replay/Files.h"
#include "replay/Player.h"
#include "sim/DecisionText.h"

namespace app {

namespace {

int fail(const std::string& message, int status) {
    std::fprintf(stderr, "polyroids: %s\n", message.c_str());
    return status;
}

void printLine(const std::string& line) {
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
}

}  // namespace

int runEvents(const Options& options) {
    const base::Result<replay::Replay> loaded = replay::loadReplay(options.replayPath);
    if (!loaded) return fail(loaded.error().message(), 2);
    replay::Player player(*loaded);
    sim::World world = player.start();
    while (!player.finished(world) && !std::ferror(stdout)) {
        player.step(world);
        for (const sim::GameEvent& event : player.lastStep().events) printLine(sim::describeEvent(event, world));
    }
    return 0;  // main() checks that the output was written (app/StandardOutput.h)
}

int runWhy(const Options& options) {
    const base::Result<replay::Replay> loaded = replay::loadReplay(options.replayPath);
    if (!loaded) return fail(loaded.error().message(), 2);
    const std::uint64_t total = loaded->totalTicks;
    const std::uint64_t tick = options.whyTick;
    if (tick == 0 || tick > total) {
        return fail(options.replayPath + ": tick " + std::to_string(tick) + " is not in the replay: give 1 to " +
                        std::to_string(total) + " (the step that makes the world's tick TICK)", 2);
    }
    replay::Player player(*loaded);
    sim::World world = player.start();
    while (world.tick + 1 < tick) player.step(world);
    sim::StepContext recording;  // any context steps any world the same (sim/Game.h)
    recording.recordDecisions = true;
    sim::step(world, player.inputFor(world), recording);
    const sim::Wording wording = options.whyFields ? sim::Wording::Fields : sim::Wording::Sentences;
    bool died = false;
    for (const sim::GameEvent& event : recording.report.events) {
        if (event.kind != sim::GameEvent::Kind::ShipDestroyed) continue;
        died = true;
        if (wording == sim::Wording::Sentences) printLine(sim::describeDeath(event));  // the headline: fields stay pairs only
    }
    for (const sim::Decision& decision : recording.report.decisions) printLine(sim::describeDecision(decision, wording));
    for (const sim::Tunnel& tunnel : recording.report.tunnels) printLine(sim::describeTunnel(tunnel, wording));
    if (recording.report.decisions.empty() && (!died || wording == sim::Wording::Fields)) {
        std::fprintf(stderr, "polyroids: no pair was tested at tick %llu\n", static_cast<unsigned long long>(tick));
    }
    return 0;  // main() checks that the output was written (app/StandardOutput.h)
}

}  // namespace app
