// polyroids-bench: the game's broad phase against brute force and the
// libraries people would use instead, on the same moving scenes. Prints a
// table (or --csv) and exits 1 if any row found other hits than the others.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "bench/Measure.h"
#include "bench/Options.h"
#include "bench/Report.h"

namespace {

constexpr std::uint64_t kSeed = 2026;
constexpr int kBruteFullMax = 20'000;          // above this, brute force tests a sample of the bullets
constexpr int kBruteSampleBullets = 1'000;     // ...about this many
constexpr double kBrutePairsPerRun = 2e8;      // brute force takes part in about this many pair tests in all...
constexpr double kBrutePairsPerQuickRun = 1e8; // ...or this many with --quick

bench::RunLength lengthFor(const bench::Options& options, int n) {
    if (options.quick) return {.warmupTicks = 3, .measuredTicks = 10, .activeTicks = 13};
    if (n > 20'000) return {.warmupTicks = 5, .measuredTicks = 20, .activeTicks = 25};
    return {.warmupTicks = 10, .measuredTicks = 50, .activeTicks = 60};
}

std::vector<bench::RowMaker> rowMakers(std::uint64_t stride) {
    return {[stride](const sim::World&) { return bench::makeBruteRow(stride); },
            [](const sim::World&) { return bench::makeOursRow(); },
            bench::makeBox2dTreeRow,
            bench::makeChipmunkHashRow,
            bench::makeChipmunkTreeRow,
            bench::makeBoostTreeRow};
}

// Every row of one scene at one size.
std::vector<bench::Measurement> measureScene(const bench::Options& options, bench::SceneKind kind, int n) {
    const sim::World scene = bench::makeScene(kind, n, kSeed);
    const std::uint64_t stride = n > kBruteFullMax ? static_cast<std::uint64_t>(n / kBruteSampleBullets) : 1;
    std::vector<bench::Measurement> results;
    const std::vector<bench::RowMaker> makers = rowMakers(stride);
    for (std::size_t r = 0; r < makers.size(); ++r) {
        if (!options.rows.empty() && std::find(options.rows.begin(), options.rows.end(), bench::kRowNames[r]) == options.rows.end()) continue;
        bench::RunLength length = lengthFor(options, n);
        const bool brute = r == 0;
        if (brute) {
            const double pairsPerTick = static_cast<double>(n) * static_cast<double>(n) / static_cast<double>(stride);
            length.activeTicks = std::max(1, std::min(length.measuredTicks, static_cast<int>((options.quick ? kBrutePairsPerQuickRun : kBrutePairsPerRun) / pairsPerTick)));
        }
        bench::Measurement m = bench::measure(scene, makers[r], length, stride);
        m.scene = std::string(bench::sceneName(kind));
        m.n = n;
        if (brute && stride > 1) {
            m.timeScale = stride;
            m.medianMs *= static_cast<double>(stride);
            m.p99Ms *= static_cast<double>(stride);
        }
        results.push_back(m);
    }
    return results;
}

}  // namespace

int main(int argc, char** argv) {
    const base::Result<bench::Options> parsed = bench::parseOptions(std::vector<std::string>(argv + 1, argv + argc));
    if (!parsed) {
        std::fprintf(stderr, "polyroids-bench: %s\n%s", parsed.error().message().c_str(), bench::kUsage);
        return 2;
    }
    const bench::Options& options = *parsed;
    if (options.help) {
        std::fputs(bench::kUsage, stdout);
        return 0;
    }
    if (options.csv) bench::printCsvHeader();
    bool agreed = true;
    for (const bench::SceneKind kind : options.scenes) {
        for (const int n : options.sizes) {
            const std::vector<bench::Measurement> results = measureScene(options, kind, n);
            if (options.csv) bench::printCsvRows(results);
            else bench::printTable(results);
            agreed = bench::reportDisagreements(results) && agreed;
            std::fflush(stdout);
        }
    }
    return agreed ? 0 : 1;
}
