// Overlay 4: SAT between the ship and the convex pieces of each asteroid it
// is near. The pieces near the ship are outlined; for the one the ship is
// deepest into (or closest to), every axis is drawn as a line beside the
// shapes with both shadows on it, tagged S0-S2 (the ship's edges) and P0-P2
// (the piece's), the numbers the caption uses: the separating axis
// highlighted when there is one, the minimum translation vector when there is
// none. A gap or depth too thin to see is drawn again, magnified, with its value.
#include <algorithm>
#include <cstdio>
#include <string>

#include "geometry/Aabb.h"
#include "geometry/Rotation.h"
#include "geometry/Sat.h"
#include "render/LabDraw.h"
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
constexpr int kInsetSize = 360;  // with its text it ends above the key help panel (Hud.cpp)
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

void drawInsetAxis(SDL_Renderer* renderer, Text& text, const Inset& inset, Vec2 axis, double offset, geometry::Interval hull,
                   geometry::Interval piece, bool separating, const std::string& tag, double strength) {
    const double base = dot(inset.focus, axis);
    const Vec2 u = inset.direction(axis);
    const Vec2 side = inset.direction(perp(axis)) * offset;
    auto at = [&](double t) { return inset.centre + side + u * ((t - base) * inset.scale); };
    const double lo = std::min(hull.min, piece.min);
    const double hi = std::max(hull.max, piece.max);
    drawLine(renderer, at(lo) - u * 12.0, at(hi) + u * 12.0, faded(separating ? kSeparatingAxis : kBoxIdle, strength));
    const Vec2 nudge = inset.direction(perp(axis)) * 3.0;
    for (int k = -1; k <= 0; ++k) {  // two pixels thick
        drawLine(renderer, at(hull.min) + nudge + Vec2{0, static_cast<double>(k)}, at(hull.max) + nudge + Vec2{0, static_cast<double>(k)}, faded(kShipLine, strength));
        drawLine(renderer, at(piece.min) - nudge + Vec2{0, static_cast<double>(k)}, at(piece.max) - nudge + Vec2{0, static_cast<double>(k)}, faded(kPiece, strength));
    }
    if (separating) {
        const double gapFrom = hull.max < piece.min ? hull.max : piece.max;
        const double gapTo = hull.max < piece.min ? piece.min : hull.min;
        drawLine(renderer, at(gapFrom), at(gapTo), faded(kTranslation, strength));
        drawLine(renderer, at(gapFrom) + Vec2{0, 1}, at(gapTo) + Vec2{0, 1}, faded(kTranslation, strength));
    }
    const Vec2 tagAt = at(hi) + u * 26.0;
    drawLabel(renderer, text, tag, static_cast<int>(tagAt.x), static_cast<int>(tagAt.y) - text.lineHeight() / 2,
              faded(separating ? kSeparatingAxis : kDimText, strength), Align::Centre);
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
    const SDL_Color mark = faded(result.hit ? kTranslation : kSeparatingAxis, strength);
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

// Every axis of the pair, ship's edges then the piece's, tagged as the caption names them.
void drawInsetAxes(SDL_Renderer* renderer, Text& text, const Inset& inset, std::span<const Vec2, 3> hull, std::span<const Vec2, 3> piece,
                   const geometry::SatResult& result, double strength) {
    int axisNumber = 0;
    for (int shape = 0; shape < 2; ++shape) {
        const std::span<const Vec2> polygon = shape == 0 ? std::span<const Vec2>(hull) : std::span<const Vec2>(piece);
        for (std::size_t e = 0; e < polygon.size(); ++e) {
            const Vec2 axis = geometry::edgeNormal(polygon, e);
            const bool separating = !result.hit && result.axis.fromA == (shape == 0) && result.axis.edge == e;
            char tag[24];
            std::snprintf(tag, sizeof tag, "%c%zu", shape == 0 ? 'S' : 'P', e);  // not string + string: GCC 12's -Wrestrict misfires
            drawInsetAxis(renderer, text, inset, axis, 85.0 + 13.0 * axisNumber++, geometry::project(hull, axis),
                          geometry::project(piece, axis), separating, tag, strength);
        }
    }
}

// The verdict in words, naming the deciding axis as "piece edge 1 (P1)".
std::string verdictLine(const geometry::SatResult& result) {
    char line[96];
    const char* owner = result.axis.fromA ? "ship" : "piece";
    const char tag = result.axis.fromA ? 'S' : 'P';
    if (result.hit) std::snprintf(line, sizeof line, "MTV %.2f along %s edge %zu (%c%zu)", result.depth, owner, result.axis.edge, tag, result.axis.edge);
    else std::snprintf(line, sizeof line, "gap %.2f on %s edge %zu (%c%zu): apart", result.depth, owner, result.axis.edge, tag, result.axis.edge);
    return line;
}

// `result` is satConvex(hull, piece): the live overlay's own call, or a death's record.
void drawPieceDiagram(SDL_Renderer* renderer, Text& text, const geometry::Transform& frame, std::span<const Vec2, 3> hull,
                      std::span<const Vec2, 3> piece, const geometry::SatResult& result, bool onLeft, int fieldWidth, double strength) {
    const std::string title = result.hit ? "SAT: ship S, piece P: no gap on 6 axes" : "SAT: ship S (white), piece P (blue)";
    const std::string verdict = verdictLine(result);
    const int width = std::max({kInsetSize, text.width(title) + 16, text.width(verdict) + 16});
    const int left = onLeft ? 10 : fieldWidth - width - 10;
    geometry::Aabb both = geometry::boundsOf(hull);
    const geometry::Aabb pieceBox = geometry::boundsOf(piece);
    both = {{std::min(both.min.x, pieceBox.min.x), std::min(both.min.y, pieceBox.min.y)},
            {std::max(both.max.x, pieceBox.max.x), std::max(both.max.y, pieceBox.max.y)}};
    const double extent = std::max({both.max.x - both.min.x, both.max.y - both.min.y, 1.0});
    const Inset inset{{left + width / 2.0, kInsetTop + kInsetSize / 2.0}, (both.min + both.max) * 0.5, frame.q, 150.0 / extent};

    const bool thin = result.depth * inset.scale < kThin;
    const int lh = text.lineHeight();
    drawPanel(renderer, left, kInsetTop, width, kInsetSize + (thin ? 3 : 2) * lh + 8, strength);
    std::array<Vec2, 3> screenHull{}, screenPiece{};
    for (std::size_t k = 0; k < 3; ++k) {
        screenHull[k] = inset.toScreen(hull[k]);
        screenPiece[k] = inset.toScreen(piece[k]);
    }
    drawOutline(renderer, screenPiece, {0, 0}, faded(kPiece, strength));
    drawOutline(renderer, screenHull, {0, 0}, faded(kShipLine, strength));
    drawInsetAxes(renderer, text, inset, hull, piece, result, strength);
    if (result.hit) {
        // The MTV moves the hull (shape a) out along -normal by depth.
        const Vec2 shipCentre = (screenHull[0] + screenHull[1] + screenHull[2]) / 3.0;
        drawArrow(renderer, shipCentre, shipCentre + inset.direction(result.normal * -result.depth) * inset.scale, faded(kTranslation, strength));
    }
    const int textTop = kInsetTop + kInsetSize;
    text.draw(renderer, title, left + 8, textTop, faded(kText, strength));
    text.draw(renderer, verdict, left + 8, textTop + lh, faded(result.hit ? kTranslation : kSeparatingAxis, strength));
    if (thin) drawMagnified(renderer, text, left, textTop + 2 * lh, result, strength);
}

}  // namespace

void drawSatOverlay(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const SurveyedPair> pairs,
                    std::span<const SurveyedBodyPair> bodyPairs) {
    // The inset shows the piece the ship is deepest into (or, with no
    // overlap, closest to) over every asteroid and saucer the ship is near.
    struct Best {
        double score = 1e300;
        geometry::Transform frame{};
        std::array<Vec2, 3> hull{};
        std::array<Vec2, 3> piece{};
        geometry::SatResult result{};
    } best;
    // "Near" = the piece's box overlaps the hull's box, both in the target's frame.
    auto consider = [&](const geometry::Transform& frame, const std::array<Vec2, 3>& hull, const std::array<Vec2, 3>& piece) {
        if (!geometry::overlaps(geometry::boundsOf(piece), geometry::boundsOf(hull))) return;
        const geometry::SatResult r = geometry::satConvex(hull, piece);
        std::array<Vec2, 3> onScreen{};
        for (std::size_t k = 0; k < 3; ++k) onScreen[k] = geometry::apply(frame, piece[k]);
        drawOutline(renderer, onScreen, {0, 0}, r.hit ? kTranslation : kPiece);
        const double score = r.hit ? -r.depth : r.depth;
        if (score < best.score) best = {score, frame, hull, piece, r};
    };
    for (const SurveyedPair& p : pairs) {
        if (!p.ship) continue;
        const sim::Asteroid& asteroid = world.asteroids[p.asteroid];
        const geometry::Transform frame{p.asteroidNear, geometry::rotationFromAngle(asteroid.angle)};
        const std::array<Vec2, 3> hull = sim::shipHullInAsteroidFrame(world.settings, world.ship, asteroid);
        for (int i = 0; i < sim::pieceCount(asteroid.outline()); ++i) consider(frame, hull, sim::fanPiece(asteroid.outline(), i));
    }
    for (const SurveyedBodyPair& p : bodyPairs) {
        if (!p.ship) continue;
        const geometry::Transform frame{p.targetNear, geometry::rotationFromAngle(p.target.angle)};
        const std::array<Vec2, 3> hull = sim::pieceInFrameOf(world.settings, sim::bodyOf(world.ship), 0, p.target);
        for (int i = 0; i < sim::pieceCountOf(p.target); ++i) consider(frame, hull, sim::pieceOf(p.target, i));
    }
    if (best.score == 1e300) return;
    // The inset goes on the half of the screen away from the ship.
    const bool onLeft = world.ship.position.x > world.settings.fieldWidth / 2;
    drawPieceDiagram(renderer, text, best.frame, best.hull, best.piece, best.result, onLeft, static_cast<int>(world.settings.fieldWidth), 1.0);
}

void drawSatGhost(SDL_Renderer* renderer, Text& text, const sim::Settings& field, const sim::Decision& death, double strength) {
    const sim::HullDecision& h = death.hull;
    const geometry::Transform frame{death.asteroid.position, geometry::rotationFromAngle(death.asteroid.angle)};
    drawAsteroidSeen(renderer, field, frame, death.asteroid, faded(kAsteroidLine, strength));
    std::array<Vec2, 3> piece{}, hull{};
    for (std::size_t k = 0; k < 3; ++k) {
        piece[k] = geometry::apply(frame, h.piecePoints[k]);
        hull[k] = geometry::apply(frame, h.hullPoints[k]);
    }
    drawOutline(renderer, piece, {0, 0}, faded(kTranslation, strength));
    drawOutline(renderer, hull, {0, 0}, faded(kShipLine, strength));
    const bool onLeft = hull[0].x > field.fieldWidth / 2;
    drawPieceDiagram(renderer, text, frame, h.hullPoints, h.piecePoints, h.sat, onLeft, static_cast<int>(field.fieldWidth), strength);
}

}  // namespace render
