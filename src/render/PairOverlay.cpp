// Overlays 2 and 5: the pairs that survive the box filter, and the bounding
// circles (the shoot-'em-up article's radius method) that may still reject them.
#include "render/Overlays.h"
#include "render/PairSurvey.h"
#include "render/Palette.h"
#include "render/Primitives.h"

namespace render {

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
    SDL_Color dim = kBoxIdle;
    dim.a = 120;
    for (const sim::Asteroid& a : world.asteroids) drawCircle(renderer, a.position, a.radius, dim);
    for (const sim::Saucer& s : world.saucers) drawCircle(renderer, s.position, sim::bodyOf(s).radius, dim);
    if (sim::onField(world.ship)) drawCircle(renderer, world.ship.position, sim::kShipRadius, dim);
    // Pairs whose boxes overlap: red where the circles reject them (no exact
    // test needed), green where the circles overlap too.
    for (const SurveyedPair& p : pairs) {
        const SDL_Color colour = p.stage == sim::PairStage::CircleMiss ? kOutside : kInside;
        drawCircle(renderer, p.asteroidNear, world.asteroids[p.asteroid].radius, colour);
        if (p.ship) drawCircle(renderer, p.other, sim::kShipRadius, colour);
    }
    for (const SurveyedBodyPair& p : bodyPairs) {
        const SDL_Color colour = p.stage == sim::PairStage::CircleMiss ? kOutside : kInside;
        drawCircle(renderer, p.targetNear, p.target.radius, colour);
        if (p.ship) drawCircle(renderer, p.other, sim::kShipRadius, colour);
    }
}

}  // namespace render
