#pragma once
// Rendering between two ticks (Fix Your Timestep's final step): the renderer
// draws previous + (current - previous) * alpha, taking differences the short
// way round the field so that nothing streaks across the screen at the seam.
// Entities are matched by id; both lists are sorted by id because ids only
// grow and removal keeps order.

#include <span>

#include "sim/World.h"

namespace render {

/// Two consecutive ticks and how far between them (alpha in [0, 1]) to draw.
struct Moment {
    const sim::World& previous;
    const sim::World& current;
    double alpha = 1.0;
};

/// A position a fraction alpha from `before` to `after`, the short way round.
geometry::Vec2 blendPosition(const sim::Settings& field, geometry::Vec2 before, geometry::Vec2 after, double alpha);

/// An angle blended the short way round the circle.
double blendAngle(double before, double after, double alpha);

/// The entity in `previous` with this id, or nullptr (sorted by id: binary search).
template <typename Entity>
const Entity* findById(std::span<const Entity> previous, std::uint32_t id) {
    std::size_t lo = 0, hi = previous.size();
    while (lo < hi) {
        const std::size_t mid = (lo + hi) / 2;
        if (previous[mid].id < id) lo = mid + 1;
        else hi = mid;
    }
    return lo < previous.size() && previous[lo].id == id ? &previous[lo] : nullptr;
}

/// The asteroid as it should be drawn at this moment.
sim::Asteroid blended(const Moment& m, const sim::Asteroid& now);

/// The bullet as it should be drawn at this moment.
sim::Bullet blended(const Moment& m, const sim::Bullet& now);

/// The ship as it should be drawn at this moment.
sim::Ship blendedShip(const Moment& m);

}  // namespace render
