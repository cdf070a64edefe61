// Covers geometry/PointInPolygon, Predicates and Sat together: none of them allocates.
// The game calls the geometry every tick: it must not allocate, also when a
// near-degenerate case sends a predicate to its exact path. Counted by
// replacing the global operator new in this test program.
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <cstdlib>
#include <new>

#include "geometry/PointInPolygon.h"
#include "geometry/Predicates.h"
#include "geometry/Sat.h"

namespace {

// The one piece of global state in the tests: what operator new has been asked for.
std::size_t& allocationCount() {
    static std::size_t count = 0;
    return count;
}

}  // namespace

void* operator new(std::size_t size) {
    ++allocationCount();
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

using geometry::Vec2;

TEST_CASE("the predicates, point in polygon and SAT allocate nothing, on their exact paths too") {
    // A point one unit in the last place off a slanted edge, and two
    // triangles touching along one: every estimate is too close to trust.
    const Vec2 off{2.0, std::nextafter(1.0, 2.0)};
    const std::array<Vec2, 3> triangle{Vec2{0.0, 0.0}, Vec2{4.0, 2.0}, Vec2{0.0, 4.0}};
    const std::array<Vec2, 3> below{Vec2{0.0, 0.0}, Vec2{4.0, -2.0}, Vec2{4.0, 2.0}};
    std::array<geometry::RayCrossing, 3> crossed{};
    const std::size_t before = allocationCount();
    const int side = geometry::orientation(triangle[0], triangle[1], off);
    const bool inside = geometry::pointInPolygon(off, triangle);
    const int winding = geometry::windingNumber(off, triangle);
    const std::size_t crossings = geometry::rayCrossings(off, triangle, crossed);
    const bool meet = geometry::convexPolygonsOverlap(triangle, below);
    const geometry::SatResult sat = geometry::satConvex(triangle, below);
    const std::size_t after = allocationCount();
    CHECK(after == before);
    CHECK(side == 1);
    CHECK(inside);
    CHECK(winding == 1);
    CHECK(crossings == 1);
    CHECK(meet);
    CHECK(sat.hit);
    CHECK(sat.depth == 0.0);
}
