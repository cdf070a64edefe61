// Writes a replay that clicks a large asteroid into the field on every tick
// (issue 10, item 4): the worst a replay can ask of the asteroid cap.
//   polyroids_spawn_flood TICKS FILE [--fire]
// then `polyroids --replay FILE --headless` verifies it; the clicks past
// sim::kMaxLiveAsteroids are refused by the simulation, so the work of a tick
// stays bounded however long the file is.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "replay/Files.h"
#include "replay/Recorder.h"
#include "sim/Game.h"

int main(int argc, char** argv) {
    const bool fire = argc == 4 && std::string(argv[3]) == "--fire";  // also hold fire: the broad phase then runs every tick
    if (argc != 3 && !fire) {
        std::fprintf(stderr, "usage: polyroids_spawn_flood TICKS FILE [--fire]\n");
        return 2;
    }
    const unsigned long long ticks = std::strtoull(argv[1], nullptr, 10);
    if (ticks == 0 || ticks > 10'000'000) {
        std::fprintf(stderr, "polyroids_spawn_flood: TICKS must be 1 to 10000000\n");
        return 2;
    }
    sim::World world = sim::newGame({.seed = 11});
    sim::StepContext stepping;
    replay::Recorder recorder(world.settings);
    int refused = 0;
    while (world.tick < ticks) {
        // A walk over the field that never repeats a spot for long.
        sim::TickInput input{.buttons = fire ? std::uint8_t{sim::kFire | sim::kTurnLeft} : std::uint8_t{0}, .spawnAsteroid = true,
                             .spawnAt = {static_cast<double>((world.tick * 37) % 1280) + 0.5, static_cast<double>((world.tick * 53) % 720)}};
        recorder.record(world, input);
        sim::step(world, input, stepping);
        recorder.afterStep(world);
        for (const sim::GameEvent& e : stepping.report.events) refused += e.kind == sim::GameEvent::Kind::SpawnRefused ? 1 : 0;
    }
    if (const base::Status saved = replay::saveReplay(argv[2], recorder.finish(world)); !saved) {
        std::fprintf(stderr, "polyroids_spawn_flood: %s\n", saved.error().message().c_str());
        return 1;
    }
    std::printf("%s: %llu ticks, %zu asteroids live at the end, %d clicks refused at the cap of %d\n", argv[2], ticks, world.asteroids.size(),
                refused, sim::kMaxLiveAsteroids);
    return 0;
}
