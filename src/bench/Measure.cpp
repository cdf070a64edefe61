#include "bench/Measure.h"

#include <algorithm>
#include <cmath>
#include <ctime>

namespace bench {

namespace {

double quantile(std::vector<double> samples, double q) {
    if (samples.empty()) return 0.0;
    std::sort(samples.begin(), samples.end());
    const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(samples.size())));
    return samples[std::clamp<std::size_t>(rank, 1, samples.size()) - 1];
}

// The thread's own CPU time: on a machine shared with builds, wall time
// counts the ticks this thread waited for a core; CPU time does not.
double threadMilliseconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

double median(std::vector<double> samples) {
    if (samples.empty()) return 0.0;
    std::sort(samples.begin(), samples.end());
    const std::size_t m = samples.size() / 2;
    return samples.size() % 2 ? samples[m] : 0.5 * (samples[m - 1] + samples[m]);
}

}  // namespace

Measurement measure(const sim::World& scene, const RowMaker& makeRow, RunLength length, std::uint64_t sampleStride) {
    sim::World world = scene;
    const std::unique_ptr<Row> row = makeRow(world);
    Measurement m;
    m.row = std::string(row->name());
    std::vector<double> ms;
    const int total = length.warmupTicks + length.measuredTicks;
    const int firstActive = total - std::min(length.activeTicks, total);
    for (int t = 0; t < total; ++t) {
        advance(world);
        if (t < firstActive) continue;
        PassTally tally{.sampleStride = sampleStride};
        const double start = threadMilliseconds();
        row->pass(world, tally);
        const double elapsed = threadMilliseconds() - start;
        if (t >= length.warmupTicks) ms.push_back(elapsed);
        m.last = tally;
    }
    m.medianMs = median(ms);
    m.p99Ms = quantile(ms, 0.99);
    return m;
}

}  // namespace bench
