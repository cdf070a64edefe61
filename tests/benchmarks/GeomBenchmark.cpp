// Prints how long `polyroids geom` takes for 100,000 queries of every kind:
// a figure to read, not a test that passes or fails.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "geometry/Limits.h"
#include "lab/geom/GeomSession.h"

namespace {

constexpr int kCap = static_cast<int>(geometry::kMaxPolygonVertices);

std::string point(double x, double y) { return std::to_string(x) + " " + std::to_string(y) + " "; }

// A comb: a flat bottom and kCap - 2 teeth, concave at every other vertex,
// so ear clipping and the pieces' pairs are at their largest. shift moves it right.
std::string comb(double shift) {
    std::string text = point(shift, 0) + point(shift + kCap - 3, 0);
    for (int x = kCap - 3; x >= 0; --x) text += point(shift + x, x % 2 == (kCap - 3) % 2 ? 100 : 1);
    return text;
}

// A star of kCap / 2 spikes: every other vertex reflex, all round the centre.
std::string star(double shift) {
    std::string text;
    for (int i = 0; i < kCap; ++i) {
        const double angle = 6.283185307179586 * i / kCap;
        const double r = i % 2 == 0 ? 10000.0 : 5000.0;
        text += point(shift + std::round(r * std::cos(angle)), std::round(r * std::sin(angle)));
    }
    return text;
}

// kCap points on the parabola y = x^2, closed by the chord: convex.
std::string convex(double shift) {
    std::string text;
    for (int i = 0; i < kCap; ++i) text += point(shift + i, static_cast<double>(i) * i);
    return text;
}

// The longest time any one run of `line` takes (best of three is not the point: the worst is).
double secondsFor(const std::string& line, bool explain, int& status) {
    double worst = 0.0;
    for (int run = 0; run < 3; ++run) {
        std::istringstream in(line);
        std::ostringstream out;
        std::ostringstream err;
        const auto start = std::chrono::steady_clock::now();
        status = lab::runGeom(in, out, err, explain);
        worst = std::max(worst, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    return worst;
}

// One line at the limits for every stage (parse, simplicity, convexity, ear
// clipping, all pairs of pieces, SAT, the explanation): its time, which issue
// 10 asks to be well under a second.
void printWorstLines() {
    std::string longest = "sat 0 0 1 0 1 1 |";
    while (longest.size() + 2 <= lab::kMaxGeomLineBytes) longest += " 1";
    const std::vector<std::pair<const char*, std::string>> lines{
        {"overlap, two combs apart (every pair of pieces)", "overlap " + comb(0) + "| " + comb(5000)},
        {"overlap, two stars apart", "overlap " + star(0) + "| " + star(30000)},
        {"overlap, two combs meeting at the last pair", "overlap " + comb(0) + "| " + comb(kCap - 3)},
        {"sat, two convex polygons overlapping", "sat " + convex(0) + "| " + convex(0.5)},
        {"circle, a convex polygon", "circle 500 1000 3 | " + convex(0)},
        {"pip, a comb", "pip 500.5 50 | " + comb(0)},
        {"sat, the longest line read (too many vertices)", longest},
    };
    double worstOfAll = 0.0;
    for (const auto& [what, line] : lines) {
        for (const bool explain : {false, true}) {
            int status = 0;
            const double seconds = secondsFor(line + "\n", explain, status);
            worstOfAll = std::max(worstOfAll, seconds);
            std::printf("benchmark: geom worst line: %s%s: %.1f ms (%zu bytes, status %d)\n", what,
                        explain ? " --explain" : "", seconds * 1000.0, line.size(), status);
        }
    }
    std::printf("benchmark: geom worst line of all: %.1f ms\n", worstOfAll * 1000.0);
}

}  // namespace

int main() {
    // A fixed mix of the six commands, hits and misses, convex and concave,
    // with the numbers varied by a simple counter so no two lines are equal.
    constexpr int kQueries = 100'000;
    std::string input;
    for (int i = 0; i < kQueries; ++i) {
        const int k = i % 97;
        switch (i % 6) {
            case 0: input += "pip " + std::to_string(k % 12) + " 5 | 0 0 10 0 10 10 5 4 0 10\n"; break;
            case 1: {
                const std::string lo = std::to_string(25 + k % 60), hi = std::to_string(75 + k % 60);  // hits, then misses
                input += "sat 0 0 50 0 50 50 0 50 | " + lo + " 25 " + hi + " 25 " + hi + " 75 " + lo + " 75\n";
                break;
            }
            case 2: input += "overlap 0 0 30 0 30 30 20 30 20 10 10 10 10 30 0 30 | 12 " + std::to_string(12 + k % 30) + " 18 12 18 18\n"; break;
            case 3: input += "circle " + std::to_string(10 + k % 8) + " 13 3.5 | 0 0 10 0 10 10 0 10\n"; break;
            case 4: input += "aabb 0 0 10 10 | " + std::to_string(k % 15) + " 2 20 20\n"; break;
            default: input += "polar 0 0 5 0 5 5 | 6 4 1 5 1 " + std::to_string(4 - k % 3) + "\n"; break;
        }
    }
    for (const bool explain : {false, true}) {
        std::istringstream in(input);
        std::ostringstream out;
        std::ostringstream err;
        const auto start = std::chrono::steady_clock::now();
        const int status = lab::runGeom(in, out, err, explain);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("benchmark: geom%s: %d queries in %.3f s (%.0f queries/s), status %d\n", explain ? " --explain" : "", kQueries,
                    seconds, kQueries / seconds, status);
        if (status != 0) {
            std::fputs(err.str().substr(0, 400).c_str(), stderr);
            return 1;
        }
    }
    printWorstLines();
    return 0;
}
