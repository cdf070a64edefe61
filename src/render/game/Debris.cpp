#include "render/game/Debris.h"

#include <algorithm>
#include <cmath>

#include "geometry/Rotation.h"
#include "render/draw/Palette.h"
#include "sim/Collision.h"

namespace render {

using geometry::Vec2;

namespace {

// A fragment from a to b (world positions) pushed away from `from`.
Fragment flyingApart(Vec2 a, Vec2 b, Vec2 from, Vec2 carried, double minSpeed, double maxSpeed, double maxSpin, sim::Random& random) {
    Fragment f;
    f.centre = (a + b) * 0.5;
    f.halfSpan = (b - a) * 0.5;
    const Vec2 outwards = geometry::normalized(f.centre - from);
    const Vec2 jitter = geometry::directionFromAngle(sim::nextInRange(random, 0.0, 6.283185307179586)) * 0.35;
    f.velocity = carried + geometry::normalized(outwards + jitter) * sim::nextInRange(random, minSpeed, maxSpeed);
    f.spin = sim::nextInRange(random, -maxSpin, maxSpin);
    return f;
}

}  // namespace

std::array<Vec2, 2> Fragment::ends() const {
    const Vec2 half = geometry::rotate(geometry::rotationFromAngle(angle), halfSpan);
    return {centre - half, centre + half};
}

std::vector<Fragment> shipFragments(const sim::Ship& ship, sim::Random& random) {
    const geometry::Transform t{ship.position, geometry::rotationFromAngle(ship.angle)};
    std::vector<Fragment> pieces;
    for (std::size_t i = 0; i < sim::kShipHull.size(); ++i) {
        const Vec2 a = geometry::apply(t, sim::kShipHull[i]);
        const Vec2 b = geometry::apply(t, sim::kShipHull[(i + 1) % sim::kShipHull.size()]);
        Fragment f = flyingApart(a, b, ship.position, ship.velocity * 0.3, 18.0, 45.0, 2.5, random);
        const auto life = static_cast<float>(sim::nextInRange(random, 2.0, 2.8));
        f.life = f.maxLife = life;
        f.colour = kShipLine;
        pieces.push_back(f);
    }
    return pieces;
}

std::vector<Fragment> rockFragments(const sim::BrokenAsteroid& rock, sim::Random& random) {
    const geometry::Transform t{rock.position, geometry::rotationFromAngle(rock.angle)};
    const auto outline = rock.shape.outline();
    std::vector<Fragment> pieces;
    for (std::size_t i = 0; i < outline.size(); ++i) {
        const Vec2 a = geometry::apply(t, outline[i]);
        const Vec2 b = geometry::apply(t, outline[(i + 1) % outline.size()]);
        // Part of the edge about its middle: debris, not a second copy of the rock.
        const Vec2 middle = (a + b) * 0.5;
        Fragment f = flyingApart(middle + (a - middle) * 0.4, middle + (b - middle) * 0.4, rock.position, rock.velocity, 60.0, 160.0, 8.0, random);
        const auto life = static_cast<float>(sim::nextInRange(random, 0.45, 0.9));
        f.life = f.maxLife = life;
        f.colour = kAsteroidLine;
        pieces.push_back(f);
    }
    return pieces;
}

Fragment fragmentAt(const Fragment& start, double ageSeconds) {
    constexpr double kDrag = 0.8;  // per second: space has no air, but debris that coasts forever looks wrong
    const double age = std::max(0.0, ageSeconds);
    const double slowed = std::exp(-kDrag * age);
    Fragment now = start;
    now.centre = start.centre + start.velocity * ((1.0 - slowed) / kDrag);
    now.velocity = start.velocity * slowed;
    now.angle = start.angle + start.spin * age;
    now.life = start.life - static_cast<float>(age);
    return now;
}

}  // namespace render
