#include "sim/AsteroidShapes.h"

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
    // Measured from the vertices as stored, not from `distance`: rounding in
    // the direction vector can make a vertex a hair farther than asked, and the
    // bounding circle must hold every vertex exactly.
    shape.radius = geometry::boundingCircleAbout({0.0, 0.0}, shape.outline()).radius;
    return shape;
}

std::array<Vec2, 3> fanPiece(const AsteroidShape& shape, int i) {
    const auto n = static_cast<std::size_t>(shape.count);
    const auto k = static_cast<std::size_t>(i);
    return {Vec2{0.0, 0.0}, shape.vertices[k], shape.vertices[(k + 1) % n]};
}

}  // namespace sim
