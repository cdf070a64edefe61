#pragma once
// Rendering between two ticks (Fix Your Timestep's final step): the renderer
// draws previous + (current - previous) * alpha, taking differences the short
// way round the field so that nothing streaks across the screen at the seam.
// Entities are matched by id, whatever order the lists are in: their order is
// the simulation's business (World.h promises the renderer none).

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "sim/World.h"

namespace render {

/// What drawing between two ticks needs of the earlier one: where each
/// asteroid and bullet was, by id, the ship, and the next id. Noted each tick
/// instead of a copy of the World: no outlines, no reference counts, and no
/// allocation once its lists have grown to the crowd.
struct PreviousTick {
    struct Pose {
        std::uint32_t id = 0;
        geometry::Vec2 position{};  ///< world units
        double angle = 0.0;         ///< radians (0 for a bullet)
    };
    std::vector<Pose> asteroids;  ///< in the World's order
    std::vector<Pose> bullets;    ///< in the World's order
    sim::Ship ship{};
    std::uint32_t nextId = 1;     ///< World::nextId: an id at or above it was not in that tick
};

/// Notes `world` as the tick before the next one drawn, reusing `previous`'s memory.
void notePrevious(PreviousTick& previous, const sim::World& world);

/// Two consecutive ticks and how far between them (alpha in [0, 1]) to draw; with no
/// previous tick, the current one as it is.
struct TickBlend {
    const PreviousTick* previous;
    const sim::World& current;
    double alpha = 1.0;
};

/// A position a fraction alpha from `before` to `after`, the short way round.
geometry::Vec2 blendPosition(const sim::Settings& field, geometry::Vec2 before, geometry::Vec2 after, double alpha);

/// An angle blended the short way round the circle.
double blendAngle(double before, double after, double alpha);

/// The entity in `previous` with this id, or nullptr, in any order of the list.
/// The simulation appends new entities and removes in place, so its lists are
/// in increasing id order: the entity at `hint` (its current index) is tried
/// first, then a bisection by id finds it in a crowd's list of thousands
/// whose earlier entries were removed; a list in another order falls back to
/// a scan from `hint`, wrapping round. No allocation.
template <typename Entity>
const Entity* findById(std::span<const Entity> previous, std::uint32_t id, std::size_t hint) {
    const std::size_t n = previous.size();
    if (hint < n && previous[hint].id == id) return &previous[hint];
    std::size_t low = 0, high = n;  // bisection as if sorted: [low, high) holds ids >= id's lower neighbours
    while (low < high) {
        const std::size_t middle = low + (high - low) / 2;
        if (previous[middle].id < id) low = middle + 1; else high = middle;
    }
    if (low < n && previous[low].id == id) return &previous[low];
    std::size_t i = hint < n ? hint : 0;
    for (std::size_t looked = 0; looked < n; ++looked) {
        if (previous[i].id == id) return &previous[i];
        if (++i == n) i = 0;
    }
    return nullptr;
}

/// Asteroid `index` of m.current as it should be drawn at this moment.
sim::Asteroid blendedAsteroid(const TickBlend& m, std::size_t index);

/// Bullet `index` of m.current as it should be drawn at this moment.
sim::Bullet blendedBullet(const TickBlend& m, std::size_t index);

/// The ship as it should be drawn at this moment.
sim::Ship blendedShip(const TickBlend& m);

}  // namespace render
