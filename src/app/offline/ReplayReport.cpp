#include "app/offline/ReplayReport.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "replay/FilePlayback.h"
#include "sim/DecisionText.h"
#include "teach/DecisionPick.h"

namespace app {

namespace {

int fail(const std::string& message, int status) {
    std::fprintf(stderr, "polyroids: %s\n", message.c_str());
    return status;
}

// Said when a cut-short recording (its writer was stopped before its end line) has been read to its end.
std::string cutShortNote(const std::string& path, std::uint64_t tick) {
    return path + ": the recording was cut short at its last checkpoint, tick " + std::to_string(tick) + " (no end line); it ends there";
}

void printLine(const std::string& line) {
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
}

}  // namespace

int runEvents(const Options& options) {
    base::Result<replay::FilePlayback> playback = replay::playFile(options.replayPath);  // a line at a time: flat memory
    if (!playback) return fail(playback.error().message(), 2);
    replay::Player& player = *playback->player;
    sim::World world = player.start();
    while (!player.finished(world) && !player.mismatch() && !player.readError() && !std::ferror(stdout)) {
        player.step(world);
        for (const sim::GameEvent& event : player.lastStep().events) printLine(sim::describeEvent(event, world));
    }
    if (player.readError()) return fail(player.readError()->message(), 2);
    if (player.mismatch()) {
        return fail(options.replayPath + ": " + replay::desyncMessage(*player.mismatch()) +
                        ": this is not the recorded game; the events since the checkpoint before it may differ from it", 1);
    }
    if (!player.replay().cutShort) return 0;  // main() checks that the output was written (app/platform/StandardOutput.h)
    std::fprintf(stderr, "polyroids: %s\n", cutShortNote(options.replayPath, world.tick).c_str());
    return replay::
        kCutShortExitStatus;  // every event there is was told, but the game goes on past the file that the output was written (app/platform/StandardOutput.h)
}

int runWhy(const Options& options) {
    base::Result<replay::FilePlayback> playback = replay::playFile(options.replayPath);  // a line at a time: flat memory
    if (!playback) return fail(playback.error().message(), 2);
    replay::Player& player = *playback->player;
    const std::uint64_t tick = options.whyTick;
    sim::World world = player.start();
    const auto goOn = [&] { return !player.finished(world) && !player.mismatch() && !player.readError(); };
    while (goOn() && (tick == 0 || world.tick + 1 < tick)) player.step(world);
    if (player.readError()) return fail(player.readError()->message(), 2);
    if (!player.mismatch() && (tick == 0 || player.finished(world))) {
        return fail(options.replayPath + ": tick " + std::to_string(tick) + " is not in the replay: give 1 to " +
                        std::to_string(world.tick) + " (the step that makes the world's tick TICK)", 2);
    }
    sim::StepContext recording;  // any context steps any world the same (sim/Game.h)
    recording.recordDecisions = true;
    if (!player.mismatch()) {
        sim::step(world, player.inputFor(world), recording);
        player.afterStep(world);
    }
    // On to the next checkpoint, which says whether the tick shown is the recorded game's.
    while (goOn() && world.tick % player.replay().checkpointInterval != 0) player.step(world);
    if (player.readError()) return fail(player.readError()->message(), 2);
    if (player.mismatch()) {
        return fail(options.replayPath + ": " + replay::desyncMessage(*player.mismatch()) + ": tick " + std::to_string(tick) +
                        " would not show the recorded game", 1);
    }
    const sim::Wording wording = options.whyFields ? sim::Wording::Fields : sim::Wording::Sentences;
    const auto& events = recording.report.events;
    const bool died = std::any_of(events.begin(), events.end(), [](const sim::GameEvent& e) { return e.kind == sim::GameEvent::Kind::ShipDestroyed; });
    for (const std::string& line : teach::whySentences(recording.report, {}, wording)) printLine(line);
    if (recording.report.decisions.empty() && (!died || wording == sim::Wording::Fields)) {
        std::fprintf(stderr, "polyroids: no pair was tested at tick %llu\n", static_cast<unsigned long long>(tick));
    }
    return 0;  // main() checks that the output was written (app/platform/StandardOutput.h)
}

}  // namespace app
