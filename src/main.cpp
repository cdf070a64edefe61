// Polyroids: parse the command line, pick a mode, run it.
#include <cstdio>
#include <string>
#include <vector>

#include "app/cli/CommandLine.h"
#include "app/game/GameProgram.h"
#include "app/lab/GeomCommand.h"
#include "app/lab/LabProgram.h"
#include "app/lessons/LessonProgram.h"
#include "app/offline/Clip.h"
#include "app/offline/Headless.h"
#include "app/offline/ReplayReport.h"
#include "app/platform/StandardOutput.h"

namespace {

// Runs the mode the command line picked; its exit status.
int runMode(const app::Options& options) {
    switch (options.mode) {
        case app::Mode::Help: std::fputs(app::usageText().c_str(), stdout); return 0;
        case app::Mode::Version: std::printf("polyroids %s\n", POLYROIDS_VERSION); return 0;
        case app::Mode::Play: return options.headless ? app::runHeadlessAutopilot(options) : app::runWindowed(options);
        case app::Mode::Replay:
            if (!options.clipPath.empty()) return app::runClip(options);
            if (options.explainTick) return app::runExplain(options);
            return options.headless ? app::runHeadlessReplay(options) : app::runWindowed(options);
        case app::Mode::Lab: return app::runLab(options);
        case app::Mode::Lesson: return app::runLessons(options);
        case app::Mode::Geom: return app::runGeomCommand(options);
        case app::Mode::Events: return app::runEvents(options);
        case app::Mode::Why: return app::runWhy(options);
        default: break;
    }
    std::fprintf(stderr, "polyroids: this mode is not built yet\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    const auto parsed = app::parseCommandLine(args);
    if (!parsed) {
        std::fprintf(stderr, "polyroids: %s\n", parsed.error().message().c_str());
        return 2;
    }
    const app::Options& options = parsed.value();
    if (const base::Status writable = app::checkOutputFiles(options); !writable) {
        std::fprintf(stderr, "polyroids: %s\n", writable.error().message().c_str());
        return 2;
    }
    return app::finishMode(runMode(options));
}
