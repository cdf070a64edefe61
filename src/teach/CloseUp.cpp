#include "teach/CloseUp.h"

#include <algorithm>

#include "sim/Field.h"

namespace teach {

namespace {

// `box` grown to hold the circle of `radius` round `centre`, seen the short way round from `from`.
void holdCircle(geometry::Aabb& box, const sim::Settings& field, geometry::Vec2 from, geometry::Vec2 centre, double radius) {
    const geometry::Vec2 near = from + sim::shortestDelta(field, from, centre);
    box.min = {std::min(box.min.x, near.x - radius), std::min(box.min.y, near.y - radius)};
    box.max = {std::max(box.max.x, near.x + radius), std::max(box.max.y, near.y + radius)};
}

}  // namespace

std::optional<geometry::Aabb> closeUpSubjects(const sim::Settings& field, std::span<const sim::Decision> decisions, Picked picked,
                                              const PickedSpot& spot) {
    if (!picked) return std::nullopt;
    geometry::Aabb box = geometry::boxAround(spot.centre, {spot.radius, spot.radius});
    for (const sim::Decision& d : decisions) {
        if (d.stage == sim::PairStage::BoxMiss || !involves(d, picked)) continue;
        holdCircle(box, field, spot.centre, d.from, d.fromRadius);
        holdCircle(box, field, spot.centre, d.asteroid.position, d.asteroid.radius);
    }
    return box;
}

}  // namespace teach
