#pragma once
// Small drawing helpers in world units for the overlays: lines, circles,
// boxes, arrows. (SDL2 draws lines and rectangles; a circle is a polyline.)

#include <SDL.h>

#include <span>

#include "geometry/Aabb.h"
#include "geometry/Vec2.h"

namespace render {

/// v as SDL's float point (a vertex of SDL_RenderGeometry), in the same units.
inline SDL_FPoint toPoint(geometry::Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

void drawLine(SDL_Renderer* renderer, geometry::Vec2 a, geometry::Vec2 b, SDL_Color colour);
/// A circle outline as a polygon of `fewestSides` (3 to 96) to 96 sides, a side about every 4 units of radius.
void drawCircle(SDL_Renderer* renderer, geometry::Vec2 centre, double radius, SDL_Color colour, int fewestSides = 24);
void drawBox(SDL_Renderer* renderer, const geometry::Aabb& box, SDL_Color colour);
/// True when SDL would draw a line under the renderer's scale as a staircase of logical-unit squares (a scale above
/// 1.5: a close-up, a 4K window); drawLine and drawCircle then draw quads a logical unit wide.
bool staircases(SDL_Renderer* renderer);

/// How an arrow is drawn: its stroke (1: SDL's one-pixel line; wider: drawThickLine, in logical pixels) and its head's
/// length, at most `mostOfLength` of the arrow's when that is above 0 (the overlays' arrows: no limit; the lab's: half).
struct ArrowLook {
    int width = 1;
    double head = 8.0;
    double mostOfLength = 0.0;
};

/// The lab's arrow: two pixels wide, its head 12 long or half the arrow.
inline constexpr ArrowLook kLabArrow{2, 12.0, 0.5};

/// A line from `from` to `to` with an open head at `to`, drawn as `look` says.
void drawArrow(SDL_Renderer* renderer, geometry::Vec2 from, geometry::Vec2 to, SDL_Color colour, ArrowLook look = {});
/// A filled square of side 2*half centred at p: a marker for a point.
void drawMarker(SDL_Renderer* renderer, geometry::Vec2 p, double half, SDL_Color colour);
/// Draws the triangles `vertices` (SDL_RenderGeometry) in blend `mode`: SDL_BLENDMODE_ADD adds them onto the frame
/// (glow: brighter where they overlap), SDL_BLENDMODE_NONE for opaque batches (the same pixels as blending, and a software
/// rasteriser need not read the frame back). The draw blend mode is put back afterwards.
void drawGeometry(SDL_Renderer* renderer, std::span<const SDL_Vertex> vertices, SDL_BlendMode mode);
/// A translucent rectangle behind text, in logical pixels; `strength` < 1 fades it (a ghost's panel).
void drawPanel(SDL_Renderer* renderer, int x, int y, int w, int h, double strength = 1.0);

}  // namespace render
