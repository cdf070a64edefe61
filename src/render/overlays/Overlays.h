#pragma once
// The teaching overlays: each draws its part of teach::OverlayFrame, the
// value that says what every overlay shows this frame (worked out from the
// step's own decision record by teach/, never here), so the picture is the
// decision. Drawing decides only where things go on screen and in what colour.

#include <SDL.h>

#include <optional>
#include <span>
#include <string>

#include "geometry/Rotation.h"
#include "layout/Board.h"
#include "render/draw/Text.h"
#include "sim/Decision.h"
#include "sim/World.h"
#include "teach/OverlayFrame.h"

namespace render {

struct InsetPlace;
struct ScreenLayout;

/// 1: every bounding box, green when it is in a pair the game tested past the box filter this step.
void drawBoxOverlay(SDL_Renderer* renderer, const sim::Settings& field, std::span<const teach::BoxShown> boxes);
/// 2: a line between the two objects of each pair that survived the box filter.
void drawPairOverlay(SDL_Renderer* renderer, std::span<const teach::PairLine> pairs);
/// 3: each crossing-number picture: the ray, its numbered crossings and the verdict, on a label at `labels[i]` for
/// rays[i] (render::layoutScreen; none when it found no place), a ghost over its target as it was, and the inset
/// (where the screen's layout put it, when it did): one ray magnified over the outline it was tested against.
void drawRayOverlay(SDL_Renderer* renderer, Text& text, const sim::Settings& field, std::span<const teach::RayShown> rays,
                    std::span<const std::optional<layout::Rect>> labels, const std::optional<teach::RayInset>& inset,
                    const std::optional<InsetPlace>& place);
/// The ray inset's whole panel for a magnified picture `side` pixels square: the picture and its caption.
SDL_Point rayInsetSize(const Text& text, const teach::RayInset& inset, int side);
/// Where a ray's verdict label would rather be: just below and right of the point tested, inside the screen, below the HUD's band.
layout::Rect rayLabelWanted(const Text& text, const teach::RayShown& ray, layout::Size canvas);
/// A decision's target as the test saw it: its outline placed by `frame`, with its copies across the field's edges.
void drawAsteroidSeen(SDL_Renderer* renderer, const sim::Settings& field, const geometry::Transform& frame, const sim::AsteroidSeen& seen,
                      SDL_Color colour);
/// The SAT inset's whole panel for a magnified picture `side` pixels square: the picture and its caption lines.
SDL_Point satInsetSize(const Text& text, const teach::SatInset& inset, int side);
/// 4: the pieces of every pair the game SAT-tested, and the inset (where the screen's layout put it, when it did) with the
/// hull, the piece, every axis and the gap or MTV.
void drawSatOverlay(SDL_Renderer* renderer, Text& text, const sim::Settings& field, std::span<const teach::SatShown> pieces,
                    const std::optional<teach::SatInset>& inset, const std::optional<InsetPlace>& place);
/// 5: bounding circles (the radius method) and whether they rejected each box-passing pair.
void drawCircleOverlay(SDL_Renderer* renderer, const sim::Settings& field, std::span<const teach::CircleShown> circles);
/// 7: each bullet whose tick of travel went through an asteroid the point test missed: the travel, entry and exit, a
/// label, and the first one magnified over its asteroid's outline.
void drawTunnelOverlay(SDL_Renderer* renderer, Text& text, std::span<const teach::TunnelShown> tunnels, std::span<const std::optional<layout::Rect>> labels,
                       const std::optional<teach::TunnelInset>& inset, const std::optional<InsetPlace>& place);
/// Where a labelled tunnel's label would rather be (on the canvas): beside the tested point, away from the inset's side.
layout::Rect tunnelLabelWanted(const Text& text, const sim::Tunnel& t, bool insetLeft, int fieldWidth);
/// The tunnel inset's whole panel for a magnified picture `side` pixels square: the picture and its caption.
SDL_Point tunnelInsetSize(const Text& text, const teach::TunnelInset& inset, int side);
/// 6: the stats panel's lines (the first and last bright) where the screen's layout put them.
void drawStatsPanel(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& placed, std::size_t lineCount);

/// "Why?": teach::explainPicked's lines where the screen's layout put them (low at the left edge, clear of the centre
/// and of the object explained): the first line bright, the rest in the pair colour.
void drawWhyPanel(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& placed);

/// Where the object the "why" panel explains shows on the UI canvas, ring included: the panel keeps clear of it.
layout::Rect pickedSpotRect(const sim::Settings& field, const teach::PickedSpot& spot);

/// Rings the object the "why" panel is about (world units, every wrapped copy), so the panel's words have a place.
void drawPickedMark(SDL_Renderer* renderer, const sim::Settings& field, const teach::PickedSpot& spot);

/// Draws every part of `frame` that goes on the field, in a fixed order (pictures under, insets on top).
void drawOverlays(SDL_Renderer* renderer, Text& text, const sim::Settings& field, const teach::OverlayFrame& frame, const ScreenLayout& placed);

}  // namespace render
