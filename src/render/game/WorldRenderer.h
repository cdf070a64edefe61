#pragma once
// Drawing the game: asteroids as filled outlines, the ship, bullets. Reads the
// simulation through const& only (as Box2D's debug draw does) and never
// changes it. Coordinates are world units; the field view (render/draw/Camera.h)
// puts them on the stage.

#include <SDL.h>

#include <span>
#include <vector>

#include "geometry/Vec2.h"
#include "render/draw/Camera.h"
#include "render/draw/Glow.h"
#include "render/draw/RasterLayer.h"
#include "render/game/FillCover.h"
#include "render/game/Interpolation.h"
#include "sim/TickInput.h"

namespace render {

/// Draws a closed polyline through `points` placed at world offset `origin`.
void drawOutline(SDL_Renderer* renderer, std::span<const geometry::Vec2> points, geometry::Vec2 origin, SDL_Color colour);

/// Calls draw(offset) once for each copy of a thing of `radius` at `position`
/// that is visible on the wrap-around field (up to four near a corner).
template <typename Draw>
void forEachWrappedCopy(const sim::Settings& field, geometry::Vec2 position, double radius, Draw draw) {
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const geometry::Vec2 offset{dx * field.fieldWidth, dy * field.fieldHeight};
            const geometry::Vec2 p = position + offset;
            if (p.x + radius < 0 || p.x - radius > field.fieldWidth || p.y + radius < 0 || p.y - radius > field.fieldHeight) continue;
            draw(offset);
        }
    }
}

/// One asteroid copy placed for this frame: its centre and its turned outline in WorldBatch::points.
struct PlacedRock {
    geometry::Vec2 centre;
    std::size_t first = 0;  ///< index of its first point in WorldBatch::points
    std::size_t count = 0;  ///< its number of points
    double radius = 0.0;    ///< its bounding radius, world units
};

/// The vertices of one frame's asteroids and bullets, kept from frame to frame
/// so that drawing allocates nothing once they have grown: every fill goes in
/// one SDL_RenderGeometry call and every outline (edges as thin quads) in another.
struct WorldBatch {
    std::vector<SDL_Vertex> fills;
    std::vector<SDL_Vertex> outlines;
    std::vector<geometry::Vec2> points;  ///< every placed copy's outline, turned, relative to its centre
    std::vector<PlacedRock> rocks;       ///< every asteroid copy that reaches into the field
    FillCover cover;  ///< the cells some fill surely covers (render/game/FillCover.h)
    CpuWorldLayer cpu;  ///< when on, fills and outlines are rasterised by the game (render/draw/RasterLayer.h)
    Look look;  ///< plain or glowing lines, shake or none (render/draw/Glow.h)
    std::vector<SDL_Vertex> halos;       ///< the glow look's halos, added onto the frame after the cores
};

/// Draws the field, asteroids, bullets and ship at moment m, filling `batch`
/// afresh, in the field view of `stage` (render/draw/Camera.h: lines and bullets keep a least size on screen).
/// `lastInput` shows the engine flame, `frame` flickers it; an invulnerable ship blinks by its ticks left.
void drawWorld(SDL_Renderer* renderer, const TickBlend& m, const sim::TickInput& lastInput, std::uint64_t frame, const Stage& stage,
               WorldBatch& batch);

}  // namespace render
