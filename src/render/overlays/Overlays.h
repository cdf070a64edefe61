#pragma once
// The teaching overlays: each draws its part of teach::OverlayFrame, the
// value that says what every overlay shows this frame (worked out from the
// step's own decision record by teach/, never here), so the picture is the
// decision. Drawing decides only where things go on screen and in what colour.

#include <SDL.h>

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "geometry/Rotation.h"
#include "layout/Board.h"
#include "layout/Labels.h"
#include "render/draw/Camera.h"
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
/// 3: each crossing-number picture on the field: the ray, its crossings marked, a ghost over its target as it was.
void drawRayOverlay(SDL_Renderer* renderer, const sim::Settings& field, std::span<const teach::RayShown> rays);
/// 3's words on the UI canvas: each ray's crossings numbered at `numbers[i]` and its verdict on a label at `labels[i]` for rays[i]
/// (render::layoutScreen; none when it found no place), and the inset (where the screen's layout put it, when it did):
/// one ray magnified over the outline it was tested against.
void drawRayOverlayWords(SDL_Renderer* renderer, Text& text, const Stage& stage, std::span<const teach::RayShown> rays,
                         std::span<const std::vector<std::optional<layout::Rect>>> numbers,
                         std::span<const std::optional<layout::Rect>> labels, const std::optional<teach::RayInset>& inset,
                         const std::optional<InsetPlace>& place);
/// The ray inset's whole panel for a magnified picture `side` pixels square: the picture and its caption.
SDL_Point rayInsetSize(const Text& text, const teach::RayInset& inset, int side);
/// Where a ray's verdict label would rather be: just below and right of the point tested (`point`, on the canvas),
/// inside the screen, below the HUD's band.
layout::Rect rayLabelWanted(const Text& text, const teach::RayShown& ray, geometry::Vec2 point, layout::Size canvas);

/// Where the number of a ray's crossing at `at` (UI canvas) would rather go: above it, a little to the right.
layout::Rect crossingNumberWanted(const Text& text, geometry::Vec2 at, std::size_t number);
/// A decision's target as the test saw it: its outline placed by `frame`, with its copies across the field's edges.
void drawAsteroidSeen(SDL_Renderer* renderer, const sim::Settings& field, const geometry::Transform& frame, const sim::AsteroidSeen& seen,
                      SDL_Color colour);
/// The SAT inset's whole panel for a magnified picture `side` pixels square: the picture and its caption lines.
SDL_Point satInsetSize(const Text& text, const teach::SatInset& inset, int side);
/// 4: the pieces of every pair the game SAT-tested, and the inset's pair where it was when it is a ghost, on the field.
void drawSatOverlay(SDL_Renderer* renderer, const sim::Settings& field, std::span<const teach::SatShown> pieces,
                    const std::optional<teach::SatInset>& inset);
/// 4's inset on the UI canvas (where the screen's layout put it, when it did): the hull, the piece, every axis with its
/// tag where the layout put it (`tags[i]` for axis i; none: no tag) and the gap or MTV.
void drawSatInset(SDL_Renderer* renderer, Text& text, const std::optional<teach::SatInset>& inset, const std::optional<InsetPlace>& place,
                  std::span<const std::optional<layout::PlacedLabel>> tags);
/// What the SAT inset's axis tags ask of the screen's layout: each tag's own place (past its axis line's end) naming
/// that end, kept on the inset's picture; and the picture's key lines (each axis, the hull, the piece) no label crosses.
struct SatTagWishes {
    std::vector<layout::LabelWish> tags;  ///< one an axis, in the inset's order
    std::vector<layout::Stroke> strokes;
};
/// The tags' wishes for `inset` drawn at `place`.
SatTagWishes satTagWishes(const Text& text, const teach::SatInset& inset, const InsetPlace& place);
/// 5: bounding circles (the radius method) and whether they rejected each box-passing pair, on `stage`'s field view.
void drawCircleOverlay(SDL_Renderer* renderer, const Stage& stage, std::span<const teach::CircleShown> circles);
/// 7: each bullet whose tick of travel went through an asteroid the point test missed: the travel, entry and exit.
void drawTunnelOverlay(SDL_Renderer* renderer, std::span<const teach::TunnelShown> tunnels);
/// 7's words on the UI canvas: each labelled tunnel's label where the layout put it, and the first tunnel magnified
/// over its asteroid's outline in the inset.
void drawTunnelOverlayWords(SDL_Renderer* renderer, Text& text, std::span<const std::optional<layout::Rect>> labels,
                            const std::optional<teach::TunnelInset>& inset, const std::optional<InsetPlace>& place);
/// Where a labelled tunnel's label would rather be (on the canvas): beside the tested point `to` (on the canvas), away
/// from the inset's side, on the `stage` rectangle when it can.
layout::Rect tunnelLabelWanted(const Text& text, geometry::Vec2 to, bool insetLeft, const layout::Rect& stage);
/// The tunnel inset's whole panel for a magnified picture `side` pixels square: the picture and its caption.
SDL_Point tunnelInsetSize(const Text& text, const teach::TunnelInset& inset, int side);
/// 6: the stats panel's lines (the first and last bright) where the screen's layout put them.
void drawStatsPanel(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& placed, std::size_t lineCount);

/// "Why?": teach::explainPicked's lines where the screen's layout put them (low at the left edge, clear of the centre
/// and of the object explained): the first line bright, the rest in the pair colour.
void drawWhyPanel(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& placed);

/// Where the object the "why" panel explains shows on the UI canvas, ring included: the panel keeps clear of it.
layout::Rect pickedSpotRect(const Stage& stage, const teach::PickedSpot& spot);

/// Rings the object the "why" panel is about (world units, every wrapped copy), so the panel's words have a place.
void drawPickedMark(SDL_Renderer* renderer, const sim::Settings& field, const Stage& stage, const teach::PickedSpot& spot);

/// Draws every part of `frame` that goes on the field, in a fixed order, in the field view of the layout's stage.
void drawOverlays(SDL_Renderer* renderer, const sim::Settings& field, const teach::OverlayFrame& frame, const ScreenLayout& placed);

/// Draws the overlays' words and insets on the UI canvas where the layout put them (after drawOverlays).
void drawOverlayWords(SDL_Renderer* renderer, Text& text, const teach::OverlayFrame& frame, const ScreenLayout& placed);

}  // namespace render
