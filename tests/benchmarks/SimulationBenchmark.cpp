// Prints how fast the simulation runs headless: figures to read, not a test
// that passes or fails (timing depends on the machine).
//
// Two recorded hours (216,000 ticks each), replayed and verified the way
// `polyroids --replay FILE --headless` does, which is the figure the README
// quotes:
// - "typical wave": the careful autopilot plays the game as it comes, fire
//   held (it restarts after a game over by itself): waves 1 to about 14, about 10
//   asteroids and 3.5 bullets on average (rules 2 allow 4 of the ship's
//   bullets and 3 of a saucer's).
// - "crowded field": the same pilot, but a click adds an asteroid whenever
//   fewer than 30 are alive, so about 41 are (what a late wave's eleven large
//   rocks break into); the ship spends most of the hour dead, waiting for a
//   clear centre, so about 1.2 bullets are alive. This is the very game the
//   earlier sessions' figures were measured on (and called a typical wave).
// Each scene prints its averages, so what it measured is on the page.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "replay/Recorder.h"
#include "replay/Verify.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"

namespace {

constexpr std::uint64_t kTicks = 216'000;  // one hour at 60 Hz
constexpr std::size_t kCrowdedAsteroids = 30;
constexpr int kVerifyRuns = 3;

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct Scene {
    const char* name;
    bool crowded;
};

// A click at a pseudo-random spot along the top of the field (not from the
// game's generator, so the clicks do not change its draws).
sim::TickInput clickIfFewer(const sim::World& world, sim::TickInput input, std::uint64_t& spawnSpot) {
    if (world.asteroids.size() >= kCrowdedAsteroids || input.spawnAsteroid || world.phase != sim::Phase::Playing) return input;
    spawnSpot = spawnSpot * 6364136223846793005ULL + 1442695040888963407ULL;
    input.spawnAsteroid = true;
    input.spawnAt = {static_cast<double>(spawnSpot >> 40) / (1 << 24) * world.settings.fieldWidth, 40.0};
    return input;
}

// Plays and records the scene's hour, printing what it held on average.
replay::Replay record(const Scene& scene) {
    sim::World world = sim::newGame({.seed = 2026});
    sim::StepContext stepping;
    replay::Recorder recorder(world.settings);
    double asteroidTicks = 0, bulletTicks = 0, shipTicks = 0;
    std::uint64_t boxTests = 0, exactTests = 0, allPairs = 0, spawnSpot = 0;
    int highestWave = 0, games = 1;
    while (world.tick < kTicks) {
        sim::TickInput input = sim::autopilotInput(world, sim::PilotStyle::Careful);
        input.buttons |= sim::kFire;
        if (scene.crowded) input = clickIfFewer(world, input, spawnSpot);
        const bool over = world.phase == sim::Phase::GameOver;
        recorder.record(world, input);
        sim::step(world, input, stepping);
        recorder.afterStep(world);
        games += over && world.phase == sim::Phase::Playing ? 1 : 0;
        highestWave = std::max(highestWave, world.wave);
        asteroidTicks += static_cast<double>(world.asteroids.size());
        bulletTicks += static_cast<double>(world.bullets.size());
        shipTicks += sim::onField(world.ship) ? 1.0 : 0.0;
        const sim::TickCounters& counters = stepping.report.counters;
        boxTests += static_cast<std::uint64_t>(counters.boxTests);
        exactTests += static_cast<std::uint64_t>(counters.pointInPolygonTests + counters.satTests);
        allPairs += (world.bullets.size() + 1) * world.asteroids.size();
    }
    std::printf("benchmark: %s: %.1f asteroids, %.1f bullets on average over %llu ticks; ship on the field %.0f%% of them; "
                "%d games, waves up to %d\n",
                scene.name, asteroidTicks / kTicks, bulletTicks / kTicks, static_cast<unsigned long long>(kTicks), 100.0 * shipTicks / kTicks,
                games, highestWave);
    std::printf("benchmark: %s: per tick: %.1f box tests, %.2f exact tests; all pairs would be %.1f exact tests\n", scene.name,
                static_cast<double>(boxTests) / kTicks, static_cast<double>(exactTests) / kTicks, static_cast<double>(allPairs) / kTicks);
    return recorder.finish(world);
}

bool verifyRuns(const Scene& scene, const replay::Replay& recorded) {
    for (int run = 0; run < kVerifyRuns; ++run) {
        const auto start = std::chrono::steady_clock::now();
        const replay::Progress result = replay::verify(recorded);
        const double seconds = secondsSince(start);
        std::printf("benchmark: %s: replay verify run %d: %s, %llu ticks in %.3f s = %.0f ticks/s\n", scene.name, run + 1,
                    result.ok() ? "ok" : "DESYNC", static_cast<unsigned long long>(result.ticks), seconds,
                    static_cast<double>(result.ticks) / seconds);
        if (!result.ok()) return false;
    }
    return true;
}

}  // namespace

int main() {
    for (const Scene scene : {Scene{"typical wave", false}, Scene{"crowded field", true}}) {
        if (!verifyRuns(scene, record(scene))) return 1;
    }
    return 0;
}
