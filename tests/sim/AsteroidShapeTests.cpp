#include <doctest/doctest.h>

#include "geometry/ConvexPieces.h"
#include "geometry/Polygon.h"
#include "sim/AsteroidShapes.h"

TEST_CASE("asteroid outlines are simple, counter-clockwise, star-shaped about their centre, with 8 to 16 vertices") {
    sim::Random random = sim::makeRandom(2024, 3);
    int concave = 0;
    for (int i = 0; i < 500; ++i) {
        const auto size = static_cast<sim::AsteroidSize>(i % 3);
        const sim::AsteroidShape shape = sim::makeAsteroidShape(random, size);
        CHECK(shape.count >= sim::kAsteroidMinVertices);
        CHECK(shape.count <= sim::kAsteroidMaxVertices);
        CHECK(geometry::isCounterClockwise(shape.outline()));
        CHECK(geometry::isSimple(shape.outline()));
        CHECK(geometry::isStarShapedAbout({0, 0}, shape.outline()));
        double farthest = 0;
        for (const auto v : shape.outline()) farthest = std::max(farthest, length(v));
        CHECK(shape.radius == farthest);
        concave += geometry::isConvex(shape.outline()) ? 0 : 1;
    }
    CHECK(concave > 250);  // "often concave"
}

TEST_CASE("the same generator state gives the same outline") {
    sim::Random a = sim::makeRandom(5, 5);
    sim::Random b = sim::makeRandom(5, 5);
    const sim::AsteroidShape sa = sim::makeAsteroidShape(a, sim::AsteroidSize::Large);
    const sim::AsteroidShape sb = sim::makeAsteroidShape(b, sim::AsteroidSize::Large);
    CHECK(sa.count == sb.count);
    CHECK(sa.vertices == sb.vertices);
}
