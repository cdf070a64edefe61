#include "render/PairSurvey.h"

#include "sim/Field.h"

namespace render {

std::vector<SurveyedPair> surveyPairs(const sim::World& world) {
    std::vector<SurveyedPair> pairs;
    sim::TickCounters scratch;  // the overlays' own tests must not touch the world's counters
    auto add = [&](bool ship, std::size_t bullet, std::size_t a, sim::PairStage stage, geometry::Vec2 other) {
        if (stage == sim::PairStage::BoxMiss) return;
        const geometry::Vec2 near = other - sim::shortestDelta(world.settings, world.asteroids[a].position, other);
        pairs.push_back({ship, bullet, a, stage, other, near});
    };
    for (std::size_t b = 0; b < world.bullets.size(); ++b) {
        for (std::size_t a = 0; a < world.asteroids.size(); ++a) {
            add(false, b, a, sim::testBullet(world.settings, world.bullets[b], world.asteroids[a], scratch), world.bullets[b].position);
        }
    }
    if (sim::onField(world.ship)) {
        for (std::size_t a = 0; a < world.asteroids.size(); ++a) {
            add(true, 0, a, sim::testShip(world.settings, world.ship, world.asteroids[a], scratch), world.ship.position);
        }
    }
    return pairs;
}

std::vector<SurveyedBodyPair> surveyBodyPairs(const sim::World& world) {
    std::vector<SurveyedBodyPair> pairs;
    sim::TickCounters scratch;
    auto add = [&](bool ship, const sim::Body& target, sim::PairStage stage, geometry::Vec2 other) {
        if (stage == sim::PairStage::BoxMiss) return;
        pairs.push_back({ship, target, stage, other, other - sim::shortestDelta(world.settings, target.position, other)});
    };
    const bool shipOn = sim::onField(world.ship);
    for (const sim::Saucer& saucer : world.saucers) {
        const sim::Body body = sim::bodyOf(saucer);
        for (const sim::Bullet& b : world.bullets) {
            if (!b.fromSaucer) add(false, body, sim::testPoint(world.settings, b.position, body, scratch), b.position);
        }
        if (shipOn) add(true, body, sim::testBodies(world.settings, sim::bodyOf(world.ship), body, scratch), world.ship.position);
    }
    if (!shipOn) return pairs;
    const sim::Body hull = sim::bodyOf(world.ship);
    for (const sim::Bullet& b : world.bullets) {
        if (b.fromSaucer) add(false, hull, sim::testPoint(world.settings, b.position, hull, scratch), b.position);
    }
    return pairs;
}

}  // namespace render
