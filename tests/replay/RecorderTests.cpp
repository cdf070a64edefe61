#include <doctest/doctest.h>

#include "replay/Recorder.h"
#include "replay/Text.h"
#include "replay/Verify.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"

namespace {

struct Recorded {
    replay::Replay replay;
    std::uint64_t ticksPlayed = 0;
    bool full = false;
};

// The autopilot played from `seed` for up to `ticks` ticks into a recorder of at most `maxBytes`, stopping when it fills.
Recorded recordUpTo(std::uint64_t seed, std::uint64_t ticks, std::uint64_t maxBytes) {
    sim::World w = sim::newGame({.seed = seed});
    sim::StepContext context;
    replay::Recorder recorder(w.settings, replay::kDefaultCheckpointInterval, maxBytes);
    while (w.tick < ticks) {
        const sim::TickInput input = sim::autopilotInput(w);
        recorder.record(w, input);
        if (recorder.full()) break;
        sim::step(w, input, context);
        recorder.afterStep(w);
        CHECK(recorder.fileBytes() <= maxBytes);
    }
    return {recorder.finish(w), w.tick, recorder.full()};
}

}  // namespace

TEST_CASE("a recorder stops before its file outgrows the limit, and what it wrote is a whole replay that verifies") {
    for (const std::uint64_t limit : {2000ULL, 5000ULL, 20000ULL, 60000ULL}) {
        CAPTURE(limit);
        const Recorded recorded = recordUpTo(51, 1'000'000, limit);
        REQUIRE(recorded.full);
        const std::string text = replay::toText(recorded.replay);
        CHECK(text.size() <= limit);
        CHECK(text.size() > limit - 1000);  // it used the room it had
        CHECK(recorded.replay.totalTicks == recorded.ticksPlayed);
        const base::Result<replay::Replay> back = replay::parseReplay(text);
        REQUIRE(back.ok());
        CHECK(replay::verify(*back).ok());
    }
}

TEST_CASE("a recorder's count of its file's bytes is exact but for the room kept for the end line") {
    const Recorded recorded = recordUpTo(52, 5000, replay::kMaxFileBytes);
    CHECK_FALSE(recorded.full);
    sim::World w = sim::newGame({.seed = 52});
    sim::StepContext context;
    replay::Recorder recorder(w.settings);
    while (w.tick < 5000) {
        const sim::TickInput input = sim::autopilotInput(w);
        recorder.record(w, input);
        sim::step(w, input, context);
        recorder.afterStep(w);
    }
    const replay::Replay done = recorder.finish(w);
    CHECK(recorder.fileBytes() == replay::toText(done).size() - replay::endText(done).size() + replay::longestEndLine());
}

TEST_CASE("a full recorder says where it stopped and why") {
    sim::World w = sim::newGame({.seed = 53});
    replay::Recorder recorder(w.settings, replay::kDefaultCheckpointInterval, 500);  // the header, the end and one checkpoint
    sim::StepContext context;
    for (int i = 0; i < 200 && !recorder.full(); ++i) {
        const sim::TickInput input = sim::autopilotInput(w);
        recorder.record(w, input);
        if (recorder.full()) break;
        sim::step(w, input, context);
        recorder.afterStep(w);
    }
    REQUIRE(recorder.full());
    CHECK(recorder.fullMessage() == "recording stopped at tick " + std::to_string(w.tick) +
                                        ": a replay file may not grow past 500 bytes (what a reader accepts); the game up to there is saved");
}
