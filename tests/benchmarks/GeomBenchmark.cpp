// Prints how long `polyroids geom` takes for 100,000 queries of every kind:
// a figure to read, not a test that passes or fails.
#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>

#include "lab/GeomSession.h"

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
    return 0;
}
