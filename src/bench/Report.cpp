#include "bench/Report.h"

#include <cinttypes>
#include <cstdio>

namespace bench {

namespace {

bool sampled(const Measurement& m) { return m.timeScale > 1; }

const Measurement* ours(const std::vector<Measurement>& results) {
    for (const Measurement& m : results) {
        if (m.row == "ours") return &m;
    }
    return nullptr;
}

}  // namespace

void printCsvHeader() { std::puts("scene,n,row,median_ms,p99_ms,candidates,hits,hit_hash"); }

void printCsvRows(const std::vector<Measurement>& results) {
    for (const Measurement& m : results) {
        // A sampled row reports its sample's hash: the one the others are checked against.
        const std::uint64_t hash = sampled(m) ? m.last.sampleHash : m.last.hitHash;
        std::printf("%s,%d,%s,%.4f,%.4f,%" PRIu64 ",%" PRIu64 ",%016" PRIx64 "\n", m.scene.c_str(), m.n, m.row.c_str(), m.medianMs, m.p99Ms,
                    m.last.candidates, m.last.hits, hash);
    }
}

void printTable(const std::vector<Measurement>& results) {
    if (results.empty()) return;
    const Measurement* reference = ours(results);
    std::printf("%s, %d asteroids + %d bullets (ms per tick)\n", results.front().scene.c_str(), results.front().n, results.front().n);
    std::printf("  %-16s %10s %10s %12s %10s %9s\n", "row", "median", "p99", "candidates", "hits", "vs ours");
    for (const Measurement& m : results) {
        const double ratio = reference && reference->medianMs > 0 ? m.medianMs / reference->medianMs : 0.0;
        std::printf("  %-16s %10.3f %10.3f %12" PRIu64 " %10" PRIu64 " %8.2fx\n", m.row.c_str(), m.medianMs, m.p99Ms, m.last.candidates,
                    m.last.hits, ratio);
        if (sampled(m)) std::printf("  (%s: every %" PRIu64 "th bullet against every asteroid, times multiplied by %" PRIu64 ")\n", m.row.c_str(), m.timeScale, m.timeScale);
    }
}

bool reportDisagreements(const std::vector<Measurement>& results) {
    const Measurement* reference = ours(results);
    if (!reference) return true;
    bool agreed = true;
    for (const Measurement& m : results) {
        const bool same = sampled(m) ? m.last.sampleHash == reference->last.sampleHash : m.last.hitHash == reference->last.hitHash;
        if (same) continue;
        agreed = false;
        std::fprintf(stderr, "polyroids-bench: %s at n=%d: row %s found other hits than ours (%" PRIu64 " hits vs %" PRIu64 ")\n", m.scene.c_str(),
                     m.n, m.row.c_str(), m.last.hits, reference->last.hits);
    }
    return agreed;
}

}  // namespace bench
