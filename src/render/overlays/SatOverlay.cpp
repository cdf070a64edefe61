// Overlay 4: SAT, drawn from the decision record (teach::SatShown). For every
// pair the game SAT-tested this step, near-misses included, the piece it
// showed (the one that met, or the nearest) is outlined over the field. One
// pair (the newest death, else the ship's deepest or nearest) is drawn again
// in an inset: every axis as a line beside the shapes with both shadows on
// it, tagged S0-S2 (the ship's edges) and P0-P2 (the piece's), the names the
// verdict uses; the separating axis highlighted when there is one, the
// minimum translation vector when there is none. A gap or depth too thin to
// see is drawn again, magnified, with its value.
#include <algorithm>
#include <cstdio>
#include <string>

#include "geometry/Aabb.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "render/game/ScreenLayout.h"
#include "render/game/WorldRenderer.h"
#include "render/lab/internal/AxisShadows.h"
#include "render/lab/internal/LabDraw.h"
#include "render/overlays/Overlays.h"

namespace render {

namespace {

using geometry::Vec2;

// The inset: a magnified copy of the ship's hull and one asteroid piece,
// turned the way they are on screen, with every SAT axis drawn as a line
// beside them carrying both shadows. In the game the shapes are a few dozen
// pixels across; the inset makes the intervals readable.
constexpr int kFullSide = 360;  // the picture's side when there is room; smaller sides scale everything in it
// A gap or depth thinner than this many inset pixels is drawn again, magnified to kMagnified.
constexpr double kThin = 12.0;
constexpr double kMagnified = 60.0;

struct Inset {
    Vec2 centre;       // inset centre on screen
    Vec2 focus;        // asteroid-frame point shown at the centre
    geometry::Rotation turn;  // asteroid frame -> screen orientation
    double scale;

    Vec2 toScreen(Vec2 local) const { return centre + geometry::rotate(turn, local - focus) * scale; }
    Vec2 direction(Vec2 local) const { return geometry::rotate(turn, local); }
};

// One axis of the inset as drawn: its strip (the line the shadows lie on), the line's two ends, where its tag would rather go.
struct InsetAxis {
    AxisStrip strip;
    Vec2 from;
    Vec2 to;
    Vec2 tagAt;
};

// The axis `shown` drawn `offset` pixels off the inset's centre: the hull's shadow on the far side of the axis line, the
// piece's on the near side.
InsetAxis insetAxis(const Inset& inset, const teach::SatAxisShown& shown, double offset) {
    const Vec2 u = inset.direction(shown.axis);
    const Vec2 side = inset.direction(perp(shown.axis)) * offset;
    const AxisStrip strip{inset.centre + side, u, inset.direction(perp(shown.axis)) * -1.0, dot(inset.focus, shown.axis), inset.scale};
    const double lo = std::min(shown.hull.min, shown.piece.min);
    const double hi = std::max(shown.hull.max, shown.piece.max);
    return {strip, strip.at(lo) - u * 12.0, strip.at(hi) + u * 12.0, strip.at(hi) + u * 26.0};
}

// The axes' offsets from the inset's centre: one beside the next, scaled with the picture.
double axisOffset(std::size_t i, int side) { return (85.0 + 13.0 * static_cast<double>(i)) * side / kFullSide; }

void drawInsetAxis(SDL_Renderer* renderer, Text& text, const InsetAxis& placed, const teach::SatAxisShown& shown,
                   const std::optional<layout::PlacedLabel>& tag, double strength) {
    const bool separating = shown.separating;
    drawLine(renderer, placed.from, placed.to, faded(separating ? kSeparatingAxis : kBoxIdle, strength));
    // Only a separating axis marks where the shadows part: a gap, so a miss's colour.
    const ShadowLook look{
        faded(kShipLine, strength), faded(kPiece, strength), faded(verdictColour(false), strength), 3.0, 2, 2, 0.0, separating};
    drawShadows(renderer, placed.strip, shown.hull, shown.piece, look);
    if (!tag) return;  // the layout found it no place: not drawn under something
    const SDL_Color ink = faded(separating ? kSeparatingAxis : kDimText, strength);
    if (tag->leader) {
        const layout::Point end = layout::nearestOn(tag->rect, tag->anchor);
        drawLine(renderer, {tag->anchor.x, tag->anchor.y}, {end.x, end.y}, ink);
    }
    drawLabel(renderer, text, shown.tag, tag->rect.x + 4, tag->rect.y, ink, Align::Left);
}

// The deciding axis's two shadows where they meet, scaled so the gap (or the
// overlap) is kMagnified pixels long: the ship's shadow above, the piece's below.
void drawMagnified(SDL_Renderer* renderer, Text& text, int left, int top, const geometry::SatResult& result, double strength) {
    const double factor = result.depth > 0.0 ? kMagnified / result.depth : 0.0;
    const double width = result.depth > 0.0 ? kMagnified : 0.0;
    const double x0 = left + 12.0;
    const double y = top + text.lineHeight() / 2.0;
    const double from = x0 + 30.0;           // where the lower shadow ends (gap) or the upper begins (overlap)
    const double to = from + width;
    const SDL_Color mark = faded(verdictColour(result.hit), strength);
    drawLine(renderer, {x0, y - 4}, {result.hit ? to : from, y - 4}, faded(kShipLine, strength));
    drawLine(renderer, {result.hit ? from : to, y + 4}, {to + 30.0, y + 4}, faded(kPiece, strength));
    drawLine(renderer, {from, y - 9}, {from, y + 9}, mark);
    drawLine(renderer, {to, y - 9}, {to, y + 9}, mark);
    char label[64];
    if (factor > 0.0) {
        std::snprintf(label, sizeof label, "%s %.2f, shown x%.0f", result.hit ? "depth" : "gap", result.depth, factor);
    } else {
        std::snprintf(label, sizeof label, "touching: depth 0");
    }
    text.draw(renderer, label, static_cast<int>(to) + 40, top, mark);
}

// The magnification that shows the hull and the piece in a picture `side` pixels square.
double insetScale(const teach::SatShown& pair, int side) {
    geometry::Aabb both = geometry::boundsOf(pair.hull);
    const geometry::Aabb pieceBox = geometry::boundsOf(pair.piece);
    both = {{std::min(both.min.x, pieceBox.min.x), std::min(both.min.y, pieceBox.min.y)},
            {std::max(both.max.x, pieceBox.max.x), std::max(both.max.y, pieceBox.max.y)}};
    const double extent = std::max({both.max.x - both.min.x, both.max.y - both.min.y, 1.0});
    return 150.0 / extent * side / kFullSide;
}

geometry::Vec2 insetFocus(const teach::SatShown& pair) {
    geometry::Aabb both = geometry::boundsOf(pair.hull);
    const geometry::Aabb pieceBox = geometry::boundsOf(pair.piece);
    return (Vec2{std::min(both.min.x, pieceBox.min.x), std::min(both.min.y, pieceBox.min.y)} +
            Vec2{std::max(both.max.x, pieceBox.max.x), std::max(both.max.y, pieceBox.max.y)}) * 0.5;
}

// The inset's magnified frame in the picture `place` gives it.
Inset insetIn(const teach::SatShown& pair, const InsetPlace& place) {
    return {
        {place.rect.x + place.rect.w / 2.0, place.rect.y + place.side / 2.0}, insetFocus(pair), pair.frame.q, insetScale(pair, place.side)};
}

void drawPieceDiagram(SDL_Renderer* renderer, Text& text, const teach::SatInset& shown, const InsetPlace& place,
                      std::span<const std::optional<layout::PlacedLabel>> tags) {
    const teach::SatShown& pair = shown.pair;
    const geometry::SatResult& result = pair.sat;
    const double strength = pair.strength;
    const int side = place.side;
    const int left = place.rect.x;
    const int top = place.rect.y;
    const int width = place.rect.w;
    const Inset inset = insetIn(pair, place);
    const bool thin = result.depth * inset.scale < kThin;
    const int lh = text.lineHeight();
    drawPanel(renderer, left, top, width, place.rect.h, strength);
    std::array<Vec2, 3> screenHull{}, screenPiece{};
    for (std::size_t k = 0; k < 3; ++k) {
        screenHull[k] = inset.toScreen(pair.hull[k]);
        screenPiece[k] = inset.toScreen(pair.piece[k]);
    }
    drawOutline(renderer, screenPiece, {0, 0}, faded(kPiece, strength));
    drawOutline(renderer, screenHull, {0, 0}, faded(kShipLine, strength));
    for (std::size_t i = 0; i < shown.axes.size(); ++i) {
        drawInsetAxis(renderer, text, insetAxis(inset, shown.axes[i], axisOffset(i, side)), shown.axes[i],
                      i < tags.size() ? tags[i] : std::nullopt, strength);
    }
    if (result.hit) {
        // The MTV moves the hull (shape a) out along -normal by depth.
        const Vec2 shipCentre = (screenHull[0] + screenHull[1] + screenHull[2]) / 3.0;
        drawArrow(renderer, shipCentre, shipCentre + inset.direction(result.normal * -result.depth) * inset.scale, faded(kTranslation, strength));
    }
    const int textTop = top + side;
    text.draw(renderer, shown.title, left + 8, textTop, faded(kText, strength));
    text.draw(renderer, shown.verdict, left + 8, textTop + lh, faded(verdictColour(result.hit), strength));
    if (thin) drawMagnified(renderer, text, left, textTop + 2 * lh, result, strength);
}

// One pair on the field: the target as it was (a ghost), the piece (green where it met: a hit) and the mover's piece.
void drawPairOnField(SDL_Renderer* renderer, const sim::Settings& field, const teach::SatShown& s) {
    if (s.ghostOf) drawAsteroidSeen(renderer, field, s.frame, *s.ghostOf, faded(kAsteroidLine, s.strength));
    std::array<Vec2, 3> piece{}, hull{};
    for (std::size_t k = 0; k < 3; ++k) {
        piece[k] = geometry::apply(s.frame, s.piece[k]);
        hull[k] = geometry::apply(s.frame, s.hull[k]);
    }
    drawOutline(renderer, piece, {0, 0}, faded(s.sat.hit ? kTranslation : kPiece, s.strength));
    if (s.ghostOf) drawOutline(renderer, hull, {0, 0}, faded(kShipLine, s.strength));
}

}  // namespace

SDL_Point satInsetSize(const Text& text, const teach::SatInset& inset, int side) {
    const bool thin = inset.pair.sat.depth * insetScale(inset.pair, side) < kThin;
    const int width = std::max({side, text.width(inset.title) + 16, text.width(inset.verdict) + 16});
    return {width, side + (thin ? 3 : 2) * text.lineHeight() + 8};
}

void drawSatOverlay(SDL_Renderer* renderer, const sim::Settings& field, std::span<const teach::SatShown> pieces,
                    const std::optional<teach::SatInset>& inset) {
    for (const teach::SatShown& s : pieces) drawPairOnField(renderer, field, s);
    if (inset && inset->pair.ghostOf) drawPairOnField(renderer, field, inset->pair);
}

SatTagWishes satTagWishes(const Text& text, const teach::SatInset& shown, const InsetPlace& place) {
    SatTagWishes wishes;
    const Inset inset = insetIn(shown.pair, place);
    const layout::Rect picture{place.rect.x, place.rect.y, place.rect.w, place.side};
    const auto stroke = [&](Vec2 a, Vec2 b) { wishes.strokes.push_back({{a.x, a.y}, {b.x, b.y}, 2}); };
    for (std::size_t k = 0; k < 3; ++k) {
        stroke(inset.toScreen(shown.pair.hull[k]), inset.toScreen(shown.pair.hull[(k + 1) % 3]));
        stroke(inset.toScreen(shown.pair.piece[k]), inset.toScreen(shown.pair.piece[(k + 1) % 3]));
    }
    for (std::size_t i = 0; i < shown.axes.size(); ++i) {
        const InsetAxis axis = insetAxis(inset, shown.axes[i], axisOffset(i, place.side));
        stroke(axis.from, axis.to);
        const int w = labelWidth(text, shown.axes[i].tag) + 8;
        const int h = text.lineHeight();
        const layout::Rect own{static_cast<int>(axis.tagAt.x) - w / 2, static_cast<int>(axis.tagAt.y) - h / 2, w, h};
        wishes.tags.push_back({own, {axis.to.x, axis.to.y}, picture, place.side / 3});
    }
    return wishes;
}

void drawSatInset(SDL_Renderer* renderer, Text& text, const std::optional<teach::SatInset>& inset, const std::optional<InsetPlace>& place,
                  std::span<const std::optional<layout::PlacedLabel>> tags) {
    if (inset && place) drawPieceDiagram(renderer, text, *inset, *place, tags);
}

}  // namespace render
