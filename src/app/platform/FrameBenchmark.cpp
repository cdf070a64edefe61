#include "app/platform/FrameBenchmark.h"

#include <algorithm>
#include <cstdio>
#include <numeric>

namespace app {

std::string frameBenchmarkLine(std::vector<double> frameMs, std::size_t asteroids, std::size_t bullets) {
    const std::size_t n = frameMs.size();
    double mean = 0.0, p99 = 0.0;
    if (n > 0) {
        mean = std::accumulate(frameMs.begin(), frameMs.end(), 0.0) / static_cast<double>(n);
        // Nearest rank: the smallest time that at least 99% of the frames do not exceed.
        const std::size_t rank = (99 * n + 99) / 100;
        std::nth_element(frameMs.begin(), frameMs.begin() + static_cast<std::ptrdiff_t>(rank - 1), frameMs.end());
        p99 = frameMs[rank - 1];
    }
    char line[160];
    std::snprintf(line, sizeof line, "frames=%zu asteroids=%zu bullets=%zu mean_ms=%.3f p99_ms=%.3f", n, asteroids, bullets, mean, p99);
    return line;
}

}  // namespace app
