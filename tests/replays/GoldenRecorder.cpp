// Re-records the golden replays in tests/replays/ (run it when the rules
// change on purpose, and bump sim::kRulesVersion):
//   cmake --build build --target polyroids_record_goldens
//   build/tests/polyroids_record_goldens tests/replays
// Each golden is an autopilot game from the first seed whose story has what
// the golden is for (see Scenarios.h), recorded a second past that point.
#include <algorithm>
#include <cstdio>
#include <string>

#include "Scenarios.h"
#include "replay/Files.h"
#include "replay/Recorder.h"
#include "sim/Autopilot.h"
#include "sim/Crowd.h"
#include "sim/Game.h"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: polyroids_record_goldens DIRECTORY\n");
        return 2;
    }
    const std::string dir = argv[1];
    for (const goldens::Golden& golden : goldens::allGoldens()) {
        bool written = false;
        for (std::uint64_t seed = std::max<std::uint64_t>(golden.seed, 1); seed <= (golden.seed > 0 ? golden.seed : 200) && !written; ++seed) {
            sim::Settings settings = golden.crowd > 0 ? sim::crowdSettings(golden.crowd, seed) : sim::Settings{.seed = seed};
            settings.sweptBullets = golden.swept;
            sim::World world = sim::newGame(settings);
            sim::StepContext stepping;
            stepping.recordDecisions = golden.swept;  // the swept story counts decisions; recording them changes nothing
            replay::Recorder recorder(world.settings);
            goldens::Story story;
            std::uint64_t stopAt = UINT64_MAX;
            while (world.tick < stopAt && world.tick < 200'000) {
                const sim::TickInput input = sim::autopilotInput(world);
                const sim::World before = world;
                recorder.record(world, input);
                sim::step(world, input, stepping);
                recorder.afterStep(world);
                story.note(before, world, stepping.report, input.spawnAsteroid);
                if (stopAt == UINT64_MAX && golden.complete(story)) stopAt = std::max(world.tick + sim::kTicksPerSecond, golden.minTicks);
            }
            if (stopAt == UINT64_MAX) continue;
            const std::string path = dir + "/" + golden.file;
            const base::Status saved = replay::saveReplay(path, recorder.finish(world));
            if (!saved) {
                std::fprintf(stderr, "polyroids_record_goldens: %s\n", saved.error().message().c_str());
                return 1;
            }
            std::printf("%s: seed %llu, %llu ticks, score %d\n", path.c_str(), static_cast<unsigned long long>(seed),
                        static_cast<unsigned long long>(world.tick), world.score);
            written = true;
        }
        if (!written) {
            std::fprintf(stderr, "polyroids_record_goldens: no seed tried gives %s\n", golden.file.c_str());
            return 1;
        }
    }
    return 0;
}
