#include <doctest/doctest.h>

#include "support/AutopilotRecording.h"

#include "app/ReplayWatch.h"
#include "replay/Recorder.h"
#include "replay/Verify.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"
#include "sim/StateHash.h"

namespace {
using testing::recordAutopilot;

sim::World watchTo(app::ReplayWatch& watch, std::uint64_t tick) {
    sim::World w = watch.start();
    sim::StepContext context;
    while (w.tick < tick) {
        sim::step(w, watch.inputFor(w), context);
        watch.afterStep(w);
    }
    return w;
}
}  // namespace

TEST_CASE("seeking back and forth in a watched replay re-simulates to the same state as playing straight through") {
    const replay::Replay recorded = recordAutopilot(21, 3000);
    app::ReplayWatch watch(recorded);
    sim::World now = watchTo(watch, 2000);
    const sim::World back = watch.seek(now, 1700);
    CHECK(back.tick == 1700);
    CHECK(sim::hashState(back) == sim::hashState(replay::simulateTo(recorded, 1700)));
    const sim::World forward = watch.seek(back, 2600);
    CHECK(forward.tick == 2600);
    CHECK(sim::hashState(forward) == sim::hashState(replay::simulateTo(recorded, 2600)));
    CHECK(watch.seek(forward, 999999).tick == 3000);  // clamped to the end
    CHECK(watch.seek(forward, -50).tick == 0);        // and to the start
    CHECK(watch.mismatch().empty());
}

TEST_CASE("a watched replay reports the first checkpoint that does not match") {
    replay::Replay recorded = recordAutopilot(22, 600);
    recorded.checkpoints[2].hashes.parts[static_cast<std::size_t>(sim::StatePart::Ship)] ^= 4;
    app::ReplayWatch watch(recorded);
    watchTo(watch, 600);
    CHECK(watch.mismatch() == "DESYNC at tick 180: ship differs");
}
