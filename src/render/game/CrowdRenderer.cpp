#include "render/game/internal/CrowdRenderer.h"

#include <algorithm>
#include <numbers>

#include "geometry/Rotation.h"
#include "render/draw/Camera.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "sim/Crowd.h"

namespace render {

void drawCrowdMarks(SDL_Renderer* renderer, const sim::World& world, const Stage& stage) {
    const sim::Settings& field = world.settings;
    if (field.crowd <= 0) return;
    // Drawn on the UI canvas in whole pixels: lines in world units would be thinner than a pixel.
    const double scale = 1.0 / unitsPerPixel(stage);
    const double radius = std::max(sim::kTurretRadius * scale, 7.0);
    for (const sim::Turret& turret : sim::crowdTurrets(field, world.tick)) {
        const geometry::Vec2 at = fieldToUi(stage, turret.position);
        drawCircle(renderer, at, radius, kTurret);
        drawCircle(renderer, at, 0.5 * radius, kTurret);
        for (int barrel = 0; barrel < sim::kTurretBarrels; ++barrel) {
            const double angle = turret.angle + 2.0 * std::numbers::pi * barrel / sim::kTurretBarrels;
            drawLine(renderer, at, at + geometry::directionFromAngle(angle) * (2.0 * radius), kTurret);
        }
    }
    if (sim::onField(world.ship))
        drawCircle(renderer, fieldToUi(stage, world.ship.position), std::max(2.0 * sim::kShipRadius * scale, 9.0), kShipRing);
}

}  // namespace render
