#include "sim/AsteroidShapes.h"

#include <memory>
#include <numbers>

#include "geometry/Circle.h"
#include "geometry/Rotation.h"

namespace sim {

AsteroidShape makeAsteroidShape(Random& random, AsteroidSize size) {
    const double nominal = kAsteroidRadius[static_cast<int>(size)];
    AsteroidShape shape;
    shape.count = nextInt(random, kAsteroidMinVertices, kAsteroidMaxVertices);
    const double step = 2.0 * std::numbers::pi / shape.count;
    for (int i = 0; i < shape.count; ++i) {
        // Jitter the angle by less than half a step so angles stay increasing:
        // that is what keeps the outline star-shaped about the centre.
        const double angle = step * (i + nextInRange(random, -0.35, 0.35));
        // About one vertex in four is pulled deep in, which makes the dents.
        const bool dent = nextInt(random, 0, 3) == 0;
        const double distance = nominal * (dent ? nextInRange(random, 0.45, 0.7) : nextInRange(random, 0.8, 1.05));
        // Counter-clockwise in a y-up frame is clockwise on screen: either is fine
        // for the geometry, this keeps signedArea > 0 as the contract says.
        shape.vertices[static_cast<std::size_t>(i)] = geometry::directionFromAngle(angle) * distance;
    }
    return shape;
}

void setShape(Asteroid& asteroid, const AsteroidShape& shape) {
    asteroid.shape = std::make_shared<const AsteroidShape>(shape);
    // Measured from the vertices as stored, not from the distances they were
    // made at: rounding in the direction vector can make a vertex a hair
    // farther than asked, and the bounding circle must hold every vertex exactly.
    asteroid.radius = geometry::boundingCircleAbout({0.0, 0.0}, shape.outline()).radius;
}

std::array<Vec2, 3> fanPiece(std::span<const Vec2> outline, int i) {
    const auto k = static_cast<std::size_t>(i);
    return {Vec2{0.0, 0.0}, outline[k], outline[(k + 1) % outline.size()]};
}

}  // namespace sim
