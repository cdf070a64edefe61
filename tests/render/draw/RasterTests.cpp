#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "render/draw/Raster.h"
#include "sim/Random.h"

namespace {

using render::PixelRect;
using render::PixelSpan;
using render::RasterPoint;
using render::RasterTriangle;

constexpr std::uint32_t kGuard = 0xDEADBEEF;  // what the pixels outside the span hold
constexpr std::uint32_t kInk = 1;

// A width x height span inside a larger buffer: a margin of guard pixels on
// every side (and a pitch wider than the span) catches any write out of bounds.
struct RasterCanvas {
    static constexpr int kMargin = 8;
    int width;
    int height;
    int pitch;
    std::vector<std::uint32_t> memory;

    RasterCanvas(int w, int h) : width(w), height(h), pitch(w + 2 * kMargin), memory(static_cast<std::size_t>(pitch) * static_cast<std::size_t>(h + 2 * kMargin), kGuard) {
        render::fillRect(span(), {0, 0, w, h}, 0);
    }
    PixelSpan span() { return {memory.data() + kMargin * pitch + kMargin, width, height, pitch}; }
    PixelRect all() const { return {0, 0, width, height}; }
    std::uint32_t at(int x, int y) const { return memory[static_cast<std::size_t>((y + kMargin) * pitch + x + kMargin)]; }
    bool guardsIntact() const {
        for (int y = -kMargin; y < height + kMargin; ++y) {
            for (int x = -kMargin; x < width + kMargin; ++x) {
                const bool inside = x >= 0 && y >= 0 && x < width && y < height;
                if (!inside && at(x, y) != kGuard) return false;
            }
        }
        return true;
    }
    int inked() const {
        int n = 0;
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) n += at(x, y) != 0 ? 1 : 0;
        }
        return n;
    }
    void fill(RasterPoint a, RasterPoint b, RasterPoint c, std::uint32_t colour = kInk) { render::fillTriangle(span(), all(), {a, b, c, colour}); }
};

// The reference: pixel (x, y) is lit when its centre is inside, a centre on
// an edge counting for the triangle to its right or below (the top-left rule).
bool coversCentre(RasterPoint a, RasterPoint b, RasterPoint c, int x, int y) {
    const double px = x + 0.5;
    const double py = y + 0.5;
    const double area = (double{b.x} - a.x) * (double{c.y} - a.y) - (double{b.y} - a.y) * (double{c.x} - a.x);
    if (area == 0.0) return false;
    const RasterPoint corners[3] = {a, b, c};
    for (int i = 0; i < 3; ++i) {
        const RasterPoint u = corners[i];
        const RasterPoint v = corners[(i + 1) % 3];
        // Oriented so that the inside is positive.
        const double side = ((double{v.x} - u.x) * (py - u.y) - (double{v.y} - u.y) * (px - u.x)) * (area > 0 ? 1 : -1);
        if (side < 0) return false;
        if (side == 0) {
            const double dy = (double{v.y} - u.y) * (area > 0 ? 1 : -1);
            const double dx = (double{v.x} - u.x) * (area > 0 ? 1 : -1);
            const bool leftEdge = dy < 0;              // inside lies to its right (y down)
            const bool topEdge = dy == 0 && dx > 0;    // horizontal, inside below
            if (!leftEdge && !topEdge) return false;
        }
    }
    return true;
}

bool convex(const RasterPoint (&q)[4]) {
    int positive = 0;
    for (int i = 0; i < 4; ++i) {
        const RasterPoint a = q[i], b = q[(i + 1) % 4], c = q[(i + 2) % 4];
        positive += (double{b.x} - a.x) * (double{c.y} - b.y) - (double{b.y} - a.y) * (double{c.x} - b.x) > 0 ? 1 : 0;
    }
    return positive == 4 || positive == 0;
}

RasterPoint randomPoint(sim::Random& random, double low, double high) {
    return {static_cast<float>(sim::nextInRange(random, low, high)), static_cast<float>(sim::nextInRange(random, low, high))};
}

}  // namespace

TEST_CASE("a triangle lights exactly the pixels whose centres it covers, on random triangles small, thin and large") {
    sim::Random random = sim::makeRandom(11, 5);
    int mismatches = 0;
    for (int trial = 0; trial < 400; ++trial) {
        RasterCanvas canvas(64, 48);
        const double size = trial % 3 == 0 ? 4.0 : trial % 3 == 1 ? 30.0 : 120.0;
        const RasterPoint a = randomPoint(random, -20.0, 84.0);
        const RasterPoint b{static_cast<float>(a.x + sim::nextInRange(random, -size, size)), static_cast<float>(a.y + sim::nextInRange(random, -size, size))};
        const RasterPoint c{static_cast<float>(a.x + sim::nextInRange(random, -size, size)), static_cast<float>(a.y + sim::nextInRange(random, -size, size))};
        canvas.fill(a, b, c);
        for (int y = 0; y < canvas.height; ++y) {
            for (int x = 0; x < canvas.width; ++x) mismatches += (canvas.at(x, y) != 0) != coversCentre(a, b, c, x, y) ? 1 : 0;
        }
        REQUIRE(canvas.guardsIntact());
    }
    CHECK(mismatches == 0);
}

TEST_CASE("two triangles sharing an edge light each pixel of their quad exactly once, whichever diagonal splits it") {
    sim::Random random = sim::makeRandom(12, 5);
    int quads = 0;
    for (int trial = 0; trial < 300; ++trial) {
        // A convex quad: four corners at increasing angles round a centre.
        const double cx = sim::nextInRange(random, 10.0, 54.0);
        const double cy = sim::nextInRange(random, 10.0, 38.0);
        RasterPoint q[4];
        for (int i = 0; i < 4; ++i) {
            const double angle = (i + sim::nextInRange(random, 0.0, 0.9)) * std::acos(-1.0) / 2.0;
            const double r = sim::nextInRange(random, 1.0, 30.0);
            q[i] = {static_cast<float>(cx + r * std::cos(angle)), static_cast<float>(cy + r * std::sin(angle))};
        }
        if (!convex(q)) continue;  // only then do both diagonals lie inside
        ++quads;
        RasterCanvas first(64, 48), second(64, 48), acrossFirst(64, 48), acrossSecond(64, 48);
        first.fill(q[0], q[1], q[2]);
        second.fill(q[2], q[3], q[0]);  // shares q[0]-q[2], traversed the other way
        acrossFirst.fill(q[1], q[2], q[3]);
        acrossSecond.fill(q[3], q[0], q[1]);
        for (int y = 0; y < 48; ++y) {
            for (int x = 0; x < 64; ++x) {
                const bool one = first.at(x, y) != 0;
                const bool two = second.at(x, y) != 0;
                REQUIRE_FALSE((one && two));
                const bool across = acrossFirst.at(x, y) != 0 || acrossSecond.at(x, y) != 0;
                REQUIRE_FALSE((acrossFirst.at(x, y) != 0 && acrossSecond.at(x, y) != 0));
                REQUIRE((one || two) == across);
            }
        }
    }
    CHECK(quads > 100);
}

TEST_CASE("a fan of triangles round a centre lights each pixel at most once") {
    RasterCanvas canvas(64, 64);
    const RasterPoint centre{31.3f, 30.8f};
    constexpr int kPieces = 13;
    std::vector<int> hits(64 * 64, 0);
    for (int i = 0; i < kPieces; ++i) {
        const double a0 = 2 * std::acos(-1.0) * i / kPieces;
        const double a1 = 2 * std::acos(-1.0) * (i + 1) / kPieces;
        const RasterPoint p{static_cast<float>(31.3 + 25 * std::cos(a0)), static_cast<float>(30.8 + 25 * std::sin(a0))};
        const RasterPoint r{static_cast<float>(31.3 + 25 * std::cos(a1)), static_cast<float>(30.8 + 25 * std::sin(a1))};
        RasterCanvas piece(64, 64);
        piece.fill(centre, p, r);
        for (int y = 0; y < 64; ++y) {
            for (int x = 0; x < 64; ++x) hits[static_cast<std::size_t>(y * 64 + x)] += piece.at(x, y) != 0 ? 1 : 0;
        }
    }
    int most = 0;
    int lit = 0;
    for (const int h : hits) {
        most = std::max(most, h);
        lit += h > 0 ? 1 : 0;
    }
    CHECK(most == 1);
    CHECK(lit > 1800);  // about pi 25^2 (1,963) less the 13 chords' slivers
}

TEST_CASE("a rectangle of two triangles lights its width times its height, centres on its left and top edges counted") {
    RasterCanvas canvas(64, 48);
    canvas.fill({10.2f, 20.7f}, {50.2f, 20.7f}, {50.2f, 30.7f});
    canvas.fill({10.2f, 20.7f}, {50.2f, 30.7f}, {10.2f, 30.7f});
    CHECK(canvas.inked() == 40 * 10);
    CHECK(canvas.at(10, 21) != 0);
    CHECK(canvas.at(49, 30) != 0);
    CHECK(canvas.at(50, 25) == 0);

    RasterCanvas onCentres(8, 8);  // every edge through pixel centres: left and top in, right and bottom out
    onCentres.fill({0.5f, 0.5f}, {2.5f, 0.5f}, {2.5f, 2.5f});
    onCentres.fill({0.5f, 0.5f}, {2.5f, 2.5f}, {0.5f, 2.5f});
    CHECK(onCentres.inked() == 4);
    CHECK(onCentres.at(0, 0) != 0);
    CHECK(onCentres.at(1, 1) != 0);
    CHECK(onCentres.at(2, 1) == 0);
    CHECK(onCentres.at(1, 2) == 0);
}

TEST_CASE("triangles with no area, off the span or with coordinates that are not numbers light nothing") {
    RasterCanvas canvas(32, 32);
    canvas.fill({1, 1}, {20, 20}, {10, 10});             // collinear
    canvas.fill({5, 5}, {5, 5}, {5, 5});                 // a point
    canvas.fill({-50, -50}, {-10, -50}, {-10, -10});     // above and left
    canvas.fill({40, 1}, {90, 1}, {60, 30});             // right
    canvas.fill({1, 40}, {30, 40}, {15, 900});           // below
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    canvas.fill({nan, 1}, {30, 1}, {15, 30});
    canvas.fill({1, 1}, {30, inf}, {15, 30});
    canvas.fill({-inf, -inf}, {inf, -inf}, {0, inf});
    CHECK(canvas.inked() == 0);
    CHECK(canvas.guardsIntact());
}

TEST_CASE("huge triangles are clipped to the span and to the clip rectangle and never write outside them") {
    RasterCanvas canvas(40, 30);
    const float huge = 3.0e38f;
    canvas.fill({-huge, -huge}, {huge, -huge}, {0.0f, huge});
    CHECK(canvas.inked() == 40 * 30);
    CHECK(canvas.guardsIntact());

    RasterCanvas far(40, 30);  // corners beyond the fixed-point range, edges still crossing the span
    far.fill({-3.0e7f, 15.0f}, {3.0e7f, 10.0f}, {3.0e7f, 20.0f});
    CHECK(far.inked() > 0);
    for (int y = 0; y < 30; ++y) {
        for (int x = 0; x < 40; ++x) CHECK((far.at(x, y) != 0) == coversCentre({-3.0e7f, 15.0f}, {3.0e7f, 10.0f}, {3.0e7f, 20.0f}, x, y));
    }
    CHECK(far.guardsIntact());

    RasterCanvas clipped(40, 30);
    render::fillTriangle(clipped.span(), {5, 6, 15, 9}, {{-huge, -huge}, {huge, -huge}, {0.0f, huge}, kInk});
    CHECK(clipped.inked() == 10 * 3);
    CHECK(clipped.at(5, 6) != 0);
    CHECK(clipped.at(14, 8) != 0);
    CHECK(clipped.at(15, 8) == 0);
    render::fillTriangle(clipped.span(), {-100, -100, 500, 500}, {{-huge, -huge}, {huge, -huge}, {0.0f, huge}, 2});
    CHECK(clipped.inked() == 40 * 30);
    CHECK(clipped.guardsIntact());
}

TEST_CASE("a later triangle is drawn over an earlier one, and fillRect fills only its rectangle within the span") {
    RasterCanvas canvas(16, 16);
    canvas.fill({0, 0}, {16, 0}, {0, 16}, 7);
    canvas.fill({0, 0}, {16, 0}, {16, 16}, 9);
    CHECK(canvas.at(15, 1) == 9);
    CHECK(canvas.at(1, 13) == 7);
    CHECK(canvas.at(1, 14) == 0);  // its centre lies on the first one's long edge, a right edge, and outside the second
    CHECK(canvas.at(2, 1) == 9);
    render::fillRect(canvas.span(), {-4, 12, 100, 100}, 3);
    CHECK(canvas.at(0, 12) == 3);
    CHECK(canvas.at(15, 15) == 3);
    CHECK(canvas.at(0, 11) != 3);
    CHECK(canvas.guardsIntact());
}
