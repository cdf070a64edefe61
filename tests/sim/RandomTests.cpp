#include <doctest/doctest.h>

#include <array>

#include "sim/Random.h"

TEST_CASE("PCG32 matches the reference output for seed 42, stream 54") {
    // pcg32-demo from pcg-random.org: pcg32_srandom(42, 54) prints these first values.
    sim::Random r = sim::makeRandom(42, 54);
    const std::array<std::uint32_t, 6> expected = {0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e};
    for (const std::uint32_t e : expected) CHECK(sim::nextBits(r) == e);
}

TEST_CASE("nextInt stays in range and reaches both ends") {
    sim::Random r = sim::makeRandom(1, 1);
    bool low = false, high = false;
    for (int i = 0; i < 10000; ++i) {
        const int v = sim::nextInt(r, -3, 3);
        CHECK(v >= -3);
        CHECK(v <= 3);
        low = low || v == -3;
        high = high || v == 3;
    }
    CHECK(low);
    CHECK(high);
}

TEST_CASE("nextUnit is at least 0 and below 1") {
    sim::Random r = sim::makeRandom(8, 8);
    for (int i = 0; i < 10000; ++i) {
        const double u = sim::nextUnit(r);
        CHECK(u >= 0.0);
        CHECK(u < 1.0);
    }
}
