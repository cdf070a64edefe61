#pragma once
// Drawing helpers for the lab, in logical pixels: dashed and thick lines,
// arrows, circles, and a scanline fill that follows a chosen fill rule - so a
// pentagram is drawn filled or hollow in the middle exactly as the rule says.

#include <SDL.h>

#include <span>
#include <string>

#include "geometry/Aabb.h"
#include "geometry/Vec2.h"
#include "lab/LabFrame.h"
#include "render/draw/Text.h"
#include "render/draw/internal/Primitives.h"

namespace render {

/// `c` with its alpha (0 transparent ... 255 opaque) replaced by `alpha`.
inline SDL_Color withAlpha(SDL_Color c, Uint8 alpha) { return {c.r, c.g, c.b, alpha}; }
/// A line `width` pixels wide (drawn as parallel 1-pixel lines).
void drawThickLine(SDL_Renderer* renderer, geometry::Vec2 a, geometry::Vec2 b, SDL_Color colour, int width);
/// Dashes of `dash` pixels with gaps of `gap`.
void drawDashedLine(SDL_Renderer* renderer, geometry::Vec2 a, geometry::Vec2 b, SDL_Color colour, double dash = 7.0,
                    double gap = 5.0);
/// A box outline in dashes (the look of every bounding box in the lab).
void drawDashedBox(SDL_Renderer* renderer, const geometry::Aabb& box, SDL_Color colour);
/// A filled disc, row by row.
void fillDisc(SDL_Renderer* renderer, geometry::Vec2 centre, double radius, SDL_Color colour);
/// Fills the closed outline row by row with the half-open crossing rule of
/// geometry/PointInPolygon.h, sampling each row at its centre.
void fillOutline(SDL_Renderer* renderer, std::span<const geometry::Vec2> outline, lab::FillRule rule, SDL_Color colour);
/// Text on a dark rounded-off box, so it stays readable over lines; returns its width.
int drawLabel(SDL_Renderer* renderer, Text& text, const std::string& s, int x, int y, SDL_Color colour,
              Align align = Align::Left);
/// The width `s` will take in the small font, measured.
int labelWidth(const Text& text, const std::string& s);

}  // namespace render
