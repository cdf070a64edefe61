// The in-process A/B of the collision pass (build.sh): both versions step
// their own copy of one scene, alternating which goes first each tick, so a
// VM whose speed drifts by 30% from one second to the next slows both alike.
// Prints the lowest and the median milliseconds of each, and fails if their
// hit hashes ever differ.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

void oldSetup(int n, int kind);
double oldStep(double ghz, unsigned long long* hitHash);
void newSetup(int n, int kind);
double newStep(double ghz, unsigned long long* hitHash);

namespace {
// The time-stamp counter's rate: the "cpu MHz" line of /proc/cpuinfo (constant_tsc).
double tscGhz() {
    std::ifstream in("/proc/cpuinfo");
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("cpu MHz", 0) == 0) return std::stod(line.substr(line.find(':') + 1)) / 1000.0;
    }
    return 1.0;
}
}  // namespace

int main(int argc, char** argv) {
    const int n = argc > 1 ? std::atoi(argv[1]) : 10000;
    const int ticks = argc > 2 ? std::clamp(std::atoi(argv[2]), 1, 100000) : 300;
    const int kind = argc > 3 ? std::clamp(std::atoi(argv[3]), 0, 3) : 0;  // sparse, dense, mixed, clustered
    const bool sameHits = !(argc > 4 && std::string(argv[4]) == "--hits-may-differ");
    const double ghz = tscGhz();
    oldSetup(n, kind);
    newSetup(n, kind);
    std::vector<double> olds, news;
    constexpr int kWarmup = 10;
    for (int t = 0; t < ticks + kWarmup; ++t) {
        unsigned long long oldHash = 0, newHash = 0;
        double o = 0, m = 0;
        if (t % 2 == 1) {
            o = oldStep(ghz, &oldHash);
            m = newStep(ghz, &newHash);
        } else {
            m = newStep(ghz, &newHash);
            o = oldStep(ghz, &oldHash);
        }
        if (sameHits && oldHash != newHash) {
            std::fprintf(stderr, "ab: the two versions found different hits at tick %d\n", t);
            return 1;
        }
        if (t >= kWarmup) {
            olds.push_back(o);
            news.push_back(m);
        }
    }
    std::sort(olds.begin(), olds.end());
    std::sort(news.begin(), news.end());
    const auto median = [](const std::vector<double>& v) { return v[v.size() / 2]; };
    std::printf("n=%d scene=%d ticks=%d  old: min %.3f median %.3f ms  new: min %.3f median %.3f ms  new/old median %.3f\n", n, kind, ticks, olds.front(),
                median(olds), news.front(), median(news), median(news) / median(olds));
}
