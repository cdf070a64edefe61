#include "render/PairSurvey.h"

#include <algorithm>

#include "sim/BroadPhase.h"
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
    // The game's own grid hands each bullet the asteroids whose boxes hold it, in index order: the
    // very pairs a test of every pair would keep, without testing bullets x asteroids (crowds).
    sim::BroadPhase grid;
    if (!world.bullets.empty()) sim::rebuild(grid, world.settings, world.asteroids);
    for (std::size_t b = 0; b < world.bullets.size() && pairs.size() < kMostSurveyedPairs; ++b) {
        for (const std::uint32_t a : sim::asteroidsNear(grid, world.bullets[b].position)) {
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

bool surveyCutShort(std::span<const SurveyedPair> pairs) {
    const auto bulletPairs = std::count_if(pairs.begin(), pairs.end(), [](const SurveyedPair& p) { return !p.ship; });
    return static_cast<std::size_t>(bulletPairs) >= kMostSurveyedPairs;
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
