// Overlay 4: SAT between the ship and the convex pieces of each asteroid it
// is near. The pieces near the ship are outlined; for the one the ship is
// deepest into (or closest to), every axis is drawn as a line beside the
// shapes with both shadows on it: the separating axis highlighted when there
// is one, the minimum translation vector when there is none.
#include <algorithm>
#include <cstdio>

#include "geometry/Aabb.h"
#include "geometry/Rotation.h"
#include "geometry/Sat.h"
#include "render/Overlays.h"
#include "render/PairSurvey.h"
#include "render/Palette.h"
#include "render/Primitives.h"
#include "render/WorldRenderer.h"
#include "sim/AsteroidShapes.h"

namespace render {

namespace {

using geometry::Vec2;

// The inset: a magnified copy of the ship's hull and one asteroid piece,
// turned the way they are on screen, with every SAT axis drawn as a line
// beside them carrying both shadows. In the game the shapes are a few dozen
// pixels across; the inset makes the intervals readable.
constexpr int kInsetTop = 48;
constexpr int kInsetSize = 390;

struct Inset {
    Vec2 centre;       // inset centre on screen
    Vec2 focus;        // asteroid-frame point shown at the centre
    geometry::Rotation turn;  // asteroid frame -> screen orientation
    double scale;

    Vec2 toScreen(Vec2 local) const { return centre + geometry::rotate(turn, local - focus) * scale; }
    Vec2 direction(Vec2 local) const { return geometry::rotate(turn, local); }
};

void drawInsetAxis(SDL_Renderer* renderer, const Inset& inset, Vec2 axis, double offset, geometry::Interval hull,
                   geometry::Interval piece, bool separating) {
    const double base = dot(inset.focus, axis);
    const Vec2 u = inset.direction(axis);
    const Vec2 side = inset.direction(perp(axis)) * offset;
    auto at = [&](double t) { return inset.centre + side + u * ((t - base) * inset.scale); };
    const double lo = std::min(hull.min, piece.min);
    const double hi = std::max(hull.max, piece.max);
    drawLine(renderer, at(lo) - u * 12.0, at(hi) + u * 12.0, separating ? kSeparatingAxis : kBoxIdle);
    const Vec2 nudge = inset.direction(perp(axis)) * 3.0;
    for (int k = -1; k <= 0; ++k) {  // two pixels thick
        drawLine(renderer, at(hull.min) + nudge + u * 0.0 + Vec2{0, static_cast<double>(k)}, at(hull.max) + nudge + Vec2{0, static_cast<double>(k)}, kShipLine);
        drawLine(renderer, at(piece.min) - nudge + Vec2{0, static_cast<double>(k)}, at(piece.max) - nudge + Vec2{0, static_cast<double>(k)}, kPiece);
    }
    if (separating) {
        const double gapFrom = hull.max < piece.min ? hull.max : piece.max;
        const double gapTo = hull.max < piece.min ? piece.min : hull.min;
        drawLine(renderer, at(gapFrom), at(gapTo), kTranslation);
        drawLine(renderer, at(gapFrom) + Vec2{0, 1}, at(gapTo) + Vec2{0, 1}, kTranslation);
    }
}

void drawPieceDiagram(SDL_Renderer* renderer, Text& text, const geometry::Transform& frame, std::span<const Vec2, 3> hull,
                      std::span<const Vec2, 3> piece, int insetLeft) {
    const geometry::SatResult result = geometry::satConvex(hull, piece);
    geometry::Aabb both = geometry::boundsOf(hull);
    const geometry::Aabb pieceBox = geometry::boundsOf(piece);
    both = {{std::min(both.min.x, pieceBox.min.x), std::min(both.min.y, pieceBox.min.y)},
            {std::max(both.max.x, pieceBox.max.x), std::max(both.max.y, pieceBox.max.y)}};
    const double extent = std::max({both.max.x - both.min.x, both.max.y - both.min.y, 1.0});
    const Inset inset{{insetLeft + kInsetSize / 2.0, kInsetTop + kInsetSize / 2.0}, (both.min + both.max) * 0.5, frame.q, 150.0 / extent};

    drawPanel(renderer, insetLeft, kInsetTop, kInsetSize, kInsetSize + 2 * text.lineHeight() + 8);
    std::array<Vec2, 3> screenHull{}, screenPiece{};
    for (std::size_t k = 0; k < 3; ++k) {
        screenHull[k] = inset.toScreen(hull[k]);
        screenPiece[k] = inset.toScreen(piece[k]);
    }
    drawOutline(renderer, screenPiece, {0, 0}, kPiece);
    drawOutline(renderer, screenHull, {0, 0}, kShipLine);

    int axisNumber = 0;
    for (int shape = 0; shape < 2; ++shape) {
        const std::span<const Vec2> polygon = shape == 0 ? std::span<const Vec2>(hull) : std::span<const Vec2>(piece);
        for (std::size_t e = 0; e < polygon.size(); ++e) {
            const Vec2 axis = geometry::edgeNormal(polygon, e);
            const bool separating = !result.hit && result.axis.fromA == (shape == 0) && result.axis.edge == e;
            drawInsetAxis(renderer, inset, axis, 95.0 + 14.0 * axisNumber++, geometry::project(hull, axis), geometry::project(piece, axis), separating);
        }
    }
    char line1[96];
    char line2[96];
    std::snprintf(line1, sizeof line1, "SAT: ship (white) vs piece (blue)");
    if (result.hit) {
        // The MTV moves the hull (shape a) out along -normal by depth.
        const Vec2 shipCentre = (screenHull[0] + screenHull[1] + screenHull[2]) / 3.0;
        drawArrow(renderer, shipCentre, shipCentre + inset.direction(result.normal * -result.depth) * inset.scale, kTranslation);
        std::snprintf(line2, sizeof line2, "no gap on 6 axes: MTV %.2f", result.depth);
    } else {
        std::snprintf(line2, sizeof line2, "gap %.2f on %s edge %zu: apart", result.depth, result.axis.fromA ? "ship" : "piece", result.axis.edge);
    }
    text.draw(renderer, line1, insetLeft + 8, kInsetTop + kInsetSize, kText);
    text.draw(renderer, line2, insetLeft + 8, kInsetTop + kInsetSize + text.lineHeight(), result.hit ? kTranslation : kSeparatingAxis);
}

}  // namespace

void drawSatOverlay(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const SurveyedPair> pairs) {
    // The inset shows the piece the ship is deepest into (or, with no
    // overlap, closest to) over every asteroid the ship is near.
    struct Best {
        double score = 1e300;
        geometry::Transform frame{};
        std::array<Vec2, 3> hull{};
        std::array<Vec2, 3> piece{};
    } best;
    for (const SurveyedPair& p : pairs) {
        if (!p.ship) continue;
        const sim::Asteroid& asteroid = world.asteroids[p.asteroid];
        const geometry::Transform frame{p.asteroidNear, geometry::rotationFromAngle(asteroid.angle)};
        const std::array<Vec2, 3> hull = sim::shipHullInAsteroidFrame(world.settings, world.ship, asteroid);
        const geometry::Aabb hullBox = geometry::boundsOf(hull);
        // "Near" = the piece's box overlaps the hull's box, both in the asteroid's frame.
        for (int i = 0; i < sim::pieceCount(asteroid.shape); ++i) {
            const std::array<Vec2, 3> piece = sim::fanPiece(asteroid.shape, i);
            if (!geometry::overlaps(geometry::boundsOf(piece), hullBox)) continue;
            const geometry::SatResult r = geometry::satConvex(hull, piece);
            std::array<Vec2, 3> onScreen{};
            for (std::size_t k = 0; k < 3; ++k) onScreen[k] = geometry::apply(frame, piece[k]);
            drawOutline(renderer, onScreen, {0, 0}, r.hit ? kTranslation : kPiece);
            const double score = r.hit ? -r.depth : r.depth;
            if (score < best.score) best = {score, frame, hull, piece};
        }
    }
    if (best.score == 1e300) return;
    // The inset goes on the half of the screen away from the ship.
    const int left = world.ship.position.x > world.settings.fieldWidth / 2 ? 10 : static_cast<int>(world.settings.fieldWidth) - kInsetSize - 10;
    drawPieceDiagram(renderer, text, best.frame, best.hull, best.piece, left);
}

}  // namespace render
