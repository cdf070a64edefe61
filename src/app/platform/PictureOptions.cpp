#include "app/platform/PictureOptions.h"

#include "app/cli/CommandLine.h"
#include "app/platform/FrameBenchmark.h"

namespace app {

std::span<const OptionRow> pictureOptionRows() {
    static const OptionRow kRows[] = {
        {"--frames N", "Pictures", 1, "run N frames of 1/60 s (N ticks at 1x), then exit", true,
         [](OptionValue v, Options& o) { return readTicks(v, o.frames, "--frames needs a whole number from 0 to 10^12"); }},
        {"--screenshot FILE", "Pictures", 6, "with --frames: save the last frame as PNG", true,
         [](OptionValue v, Options& o) { return readPath(v, o.screenshotPath, "--screenshot needs a file name"); }},
        {"--benchmark-frames F", "Pictures", 7,
         "draw F frames as fast as possible (no vsync, one tick a\nframe), then print frames=F asteroids=A bullets=B\n"
         "mean_ms=M p99_ms=P (A, B: counts at the last frame);\nwith --replay FILE --at TICK it starts at TICK",
         true,
         [](OptionValue v, Options& o) {
             std::uint64_t n = 0;
             const base::Status read = readCount(v, n, kMaxBenchmarkFrames, "--benchmark-frames needs a whole number from 1 to 1000000");
             if (read && n == 0) return base::Status(base::failure("--benchmark-frames needs a whole number from 1 to 1000000"));
             if (read) o.benchmarkFrames = n;
             return read;
         }},
    };
    return kRows;
}

}  // namespace app
