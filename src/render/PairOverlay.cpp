// Overlays 2 and 5: the pairs that survive the box filter, and the bounding
// circles (the shoot-'em-up article's radius method) that may still reject them.
#include "render/Camera.h"
#include "render/Overlays.h"
#include "render/PairSurvey.h"
#include "render/Palette.h"
#include "render/Primitives.h"

namespace render {

namespace {

// The fewest sides of a circle drawn on a crowd's UI canvas, where most are a few pixels across.
constexpr int kFewestCanvasSides = 8;

}  // namespace

void drawPairOverlay(SDL_Renderer* renderer, std::span<const SurveyedPair> pairs, std::span<const SurveyedBodyPair> bodyPairs) {
    // The line goes the short way round, so a pair across the seam is
    // drawn leaving the screen towards its partner.
    auto draw = [&](geometry::Vec2 from, geometry::Vec2 to) {
        drawLine(renderer, from, to, kCandidatePair);
        drawMarker(renderer, to, 3.0, kCandidatePair);
    };
    for (const SurveyedPair& p : pairs) draw(p.other, p.asteroidNear);
    for (const SurveyedBodyPair& p : bodyPairs) draw(p.other, p.targetNear);
}

void drawCircleOverlay(SDL_Renderer* renderer, const sim::World& world, std::span<const SurveyedPair> pairs,
                       std::span<const SurveyedBodyPair> bodyPairs) {
    // Under a scale, SDL draws a line as dots a unit apart along it (its
    // length in logical units, not in pixels): a crowd's 10,000 circles, a
    // few pixels across but hundreds of units round, cost about 40 ms a
    // frame that way. So a crowd's circles go on the UI canvas, where a unit
    // is a pixel, with as few as 8 sides (they are a few pixels across).
    const sim::Settings& field = world.settings;
    const double perPixel = unitsPerPixel(field);
    const bool onCanvas = perPixel > 1.0;
    if (onCanvas) useUiView(renderer, field);
    const auto circle = [&](geometry::Vec2 centre, double radius, SDL_Color colour) {
        if (onCanvas) drawCircle(renderer, fieldToUi(field, centre), radius / perPixel, colour, kFewestCanvasSides);
        else drawCircle(renderer, centre, radius, colour);
    };
    SDL_Color dim = kBoxIdle;
    dim.a = 120;
    for (const sim::Asteroid& a : world.asteroids) circle(a.position, a.radius, dim);
    for (const sim::Saucer& s : world.saucers) circle(s.position, sim::bodyOf(s).radius, dim);
    if (sim::onField(world.ship)) circle(world.ship.position, sim::kShipRadius, dim);
    // Pairs whose boxes overlap: red where the circles reject them (no exact
    // test needed), green where the circles overlap too.
    for (const SurveyedPair& p : pairs) {
        const SDL_Color colour = p.stage == sim::PairStage::CircleMiss ? kOutside : kInside;
        circle(p.asteroidNear, world.asteroids[p.asteroid].radius, colour);
        if (p.ship) circle(p.other, sim::kShipRadius, colour);
    }
    for (const SurveyedBodyPair& p : bodyPairs) {
        const SDL_Color colour = p.stage == sim::PairStage::CircleMiss ? kOutside : kInside;
        circle(p.targetNear, p.target.radius, colour);
        if (p.ship) circle(p.other, sim::kShipRadius, colour);
    }
    if (onCanvas) useFieldView(renderer, field);
}

}  // namespace render
