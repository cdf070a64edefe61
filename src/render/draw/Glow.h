#pragma once
// Glowing vector lines, as a vector display's beam looked: each line drawn
// wide and dim (a halo fading to nothing at its edges, through the vertices'
// alpha) and narrow and bright (the core), the halo added onto the frame
// (SDL_BLENDMODE_ADD). Every pass is SDL_RenderGeometry triangles, so the GPU,
// SDL's software renderer, WebGL and the --raster cpu layer (whose halos the
// renderer adds over it) all draw the same picture; no work per pixel here.
// Widths are world units: the field fills the window, so a line is as thick
// relative to the picture at 1920x1080 as at 1280x720.

#include <SDL.h>

#include <span>
#include <vector>

#include "geometry/Vec2.h"
#include "sim/World.h"

namespace render {

/// How the world is drawn: settings.ini's `look` and `shake`, --look.
struct Look {
    bool glow = true;   ///< halos added round every line and point; false: the plain look (slow machines, printing)
    bool shake = false; ///< the field may shake at a break or a death (a mode turns it on where nothing is taught)
};

/// The look a field is drawn in: as asked, except that a crowd's (thousands of rocks and bullets: --crowd) is always
/// plain, because glowing every bullet and spark took its frames far past their budget (docs/look.md).
Look lookFor(Look asked, const sim::Settings& field);

/// A line's halo in the glow look: how far it reaches either side (world units) and how strong it is on the line (0..1).
struct HaloStyle {
    double reach = 6.0;
    double strength = 0.45;
};

/// A segment from a to b as a solid quad `width` units wide, centred on it (two triangles).
void addSegment(std::vector<SDL_Vertex>& to, geometry::Vec2 a, geometry::Vec2 b, SDL_Color colour, double width);

/// A soft halo along a to b: `colour` at style.strength on the line, fading to nothing style.reach either side and
/// round past each end (twelve triangles). Meant to be added onto the frame (drawGeometry with SDL_BLENDMODE_ADD): where halos meet, at a polygon's
/// corners, they add up to a brighter point, as a beam lingering at a vertex did.
void addHalo(std::vector<SDL_Vertex>& to, geometry::Vec2 a, geometry::Vec2 b, SDL_Color colour, HaloStyle style);

/// A halo round every edge of the closed outline `points` placed at `origin`.
void addOutlineHalo(std::vector<SDL_Vertex>& to, std::span<const geometry::Vec2> points, geometry::Vec2 origin, SDL_Color colour, HaloStyle style);

/// A glowing point: `colour` at `strength` at the centre, fading to nothing at `radius` (an octagon's fan).
void addGlowPoint(std::vector<SDL_Vertex>& to, geometry::Vec2 centre, double radius, SDL_Color colour, double strength);

/// A streak from `tail` (nothing) to `head` (`colour` at `strength`), `width` wide at the head: a bullet's trail.
void addStreak(std::vector<SDL_Vertex>& to, geometry::Vec2 tail, geometry::Vec2 head, double width, SDL_Color colour, double strength);

}  // namespace render
