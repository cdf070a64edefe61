// Prints how fast the simulation runs headless: figures to read, not a test
// that passes or fails (timing depends on the machine).
//
// The game is an autopilot game held at "a typical wave": about 30 asteroids
// (a click adds one whenever there are fewer than 30) and about 20 bullets
// (fire held). Its inputs are recorded first, then replayed and verified the
// way `polyroids --replay FILE --headless` does, which is the figure the
// README quotes.
#include <chrono>
#include <cstdio>

#include "replay/Recorder.h"
#include "replay/Verify.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"

namespace {

constexpr std::uint64_t kTicks = 216'000;  // one hour at 60 Hz
constexpr std::size_t kTypicalAsteroids = 30;

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main() {
    sim::World world = sim::newGame({.seed = 2026});
    sim::StepContext stepping;
    replay::Recorder recorder(world.settings);
    double asteroidTicks = 0, bulletTicks = 0;
    std::uint64_t boxTests = 0, exactTests = 0, allPairs = 0;
    std::uint64_t spawnSpot = 0;
    while (world.tick < kTicks) {
        sim::TickInput input = sim::autopilotInput(world, sim::PilotStyle::Careful);
        input.buttons |= sim::kFire;
        if (world.asteroids.size() < kTypicalAsteroids && !input.spawnAsteroid && world.phase == sim::Phase::Playing) {
            spawnSpot = spawnSpot * 6364136223846793005ULL + 1442695040888963407ULL;
            input.spawnAsteroid = true;
            input.spawnAt = {static_cast<double>(spawnSpot >> 40) / (1 << 24) * world.settings.fieldWidth, 40.0};
        }
        recorder.record(world, input);
        sim::step(world, input, stepping);
        recorder.afterStep(world);
        asteroidTicks += static_cast<double>(world.asteroids.size());
        bulletTicks += static_cast<double>(world.bullets.size());
        const sim::TickCounters& counters = stepping.report.counters;
        boxTests += static_cast<std::uint64_t>(counters.boxTests);
        exactTests += static_cast<std::uint64_t>(counters.pointInPolygonTests + counters.satTests);
        allPairs += (world.bullets.size() + 1) * world.asteroids.size();
    }
    const replay::Replay recorded = recorder.finish(world);
    std::printf("benchmark: typical wave: %.1f asteroids, %.1f bullets on average over %llu ticks\n",
                asteroidTicks / kTicks, bulletTicks / kTicks, static_cast<unsigned long long>(kTicks));
    std::printf("benchmark: per tick: %.1f box tests, %.2f exact tests; all pairs would be %.1f exact tests\n",
                static_cast<double>(boxTests) / kTicks, static_cast<double>(exactTests) / kTicks, static_cast<double>(allPairs) / kTicks);

    for (int run = 0; run < 3; ++run) {
        const auto start = std::chrono::steady_clock::now();
        const replay::Progress result = replay::verify(recorded);
        const double seconds = secondsSince(start);
        std::printf("benchmark: replay verify run %d: %s, %llu ticks in %.3f s = %.0f ticks/s\n", run + 1,
                    result.ok() ? "ok" : "DESYNC", static_cast<unsigned long long>(result.ticks), seconds,
                    static_cast<double>(result.ticks) / seconds);
        if (!result.ok()) return 1;
    }
    return 0;
}
