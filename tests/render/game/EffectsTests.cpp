#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "render/game/Effects.h"
#include "render/game/Particles.h"

// The game's moments are pure functions of an event's burst and its age: the same every time, gone after their
// lifetime, and the shake is none whenever the caller forbids it (teaching modes, the setting off).
namespace {

using geometry::Vec2;

sim::GameEvent rockBroken(std::uint32_t id, sim::AsteroidSize size = sim::AsteroidSize::Large) {
    sim::GameEvent e;
    e.kind = sim::GameEvent::Kind::AsteroidDestroyed;
    e.position = {300, 200};
    e.size = size;
    e.id = id;
    return e;
}

bool same(const std::optional<render::SparkNow>& a, const std::optional<render::SparkNow>& b) {
    if (a.has_value() != b.has_value()) return false;
    return !a || (a->position.x == b->position.x && a->position.y == b->position.y && a->strength == b->strength);
}

}  // namespace

TEST_CASE("a burst's sparks are the same for the same event and tick, and differ for another rock") {
    const render::Burst first = *render::burstFor(rockBroken(7), 120);
    const render::Burst again = *render::burstFor(rockBroken(7), 120);
    const render::Burst other = *render::burstFor(rockBroken(8), 120);
    CHECK(first.seed == again.seed);
    CHECK(first.seed != other.seed);
    int differing = 0;
    for (int i = 0; i < render::sparkCount(first); ++i) {
        for (const double age : {0.0, 0.1, 0.3}) {
            CHECK(same(render::sparkAt(first, i, age), render::sparkAt(again, i, age)));
            differing += same(render::sparkAt(first, i, age), render::sparkAt(other, i, age)) ? 0 : 1;
        }
    }
    CHECK(differing > 0);
    // At its start every spark is at the event, at full strength; later it has flown off and faded.
    const render::SparkNow start = *render::sparkAt(first, 0, 0.0);
    CHECK(start.position.x == 300.0);
    CHECK(start.strength == 1.0);
    const std::optional<render::SparkNow> later = render::sparkAt(first, 0, 0.3);
    if (later) {
        CHECK(geometry::length(later->position - first.position) > 0.0);
        CHECK(later->strength < 1.0);
    }
}

TEST_CASE("no spark, flash or burst outlives its lifetime") {
    const render::Burst burst = *render::burstFor(rockBroken(3), 10);
    for (int i = 0; i < render::sparkCount(burst); ++i) CHECK_FALSE(render::sparkAt(burst, i, render::kLongestSpark).has_value());
    CHECK_FALSE(render::sparkAt(burst, render::sparkCount(burst), 0.0).has_value());  // no spark past its count
    CHECK(render::flashAt(burst, 0.0).strength > 0.0);
    CHECK(render::flashAt(burst, render::kFlashSeconds).strength == 0.0);
    render::Particles particles;
    sim::StepReport report;
    report.events.push_back(rockBroken(3));
    sim::Ship ship;
    particles.spawnFor(report, ship, 10);
    CHECK(geometry::length(particles.shake(true)) > 0.0);
    CHECK(geometry::length(particles.shake(false)) == 0.0);  // forbidden (teaching): none, whatever is going on
    particles.update(render::kLongestSpark + 0.01);
    CHECK(geometry::length(particles.shake(true)) == 0.0);
    CHECK(particles.fragments().empty());
}

TEST_CASE("only explosions start a burst: a shot, a spawn or a wave does not") {
    sim::GameEvent shot;
    shot.kind = sim::GameEvent::Kind::Shot;
    CHECK_FALSE(render::burstFor(shot, 1).has_value());
    sim::GameEvent wave;
    wave.kind = sim::GameEvent::Kind::WaveStarted;
    CHECK_FALSE(render::burstFor(wave, 1).has_value());
    sim::GameEvent died;
    died.kind = sim::GameEvent::Kind::ShipDestroyed;
    CHECK(render::burstFor(died, 1)->kind == render::BurstKind::Ship);
}

TEST_CASE("the field shakes at a large break or a death, never when forbidden, never past its most, and stills") {
    const std::vector<render::AgedBurst> large{{*render::burstFor(rockBroken(5), 40), 0.0}};
    const std::vector<render::AgedBurst> small{{*render::burstFor(rockBroken(5, sim::AsteroidSize::Small), 40), 0.0}};
    sim::GameEvent died;
    died.kind = sim::GameEvent::Kind::ShipDestroyed;
    const std::vector<render::AgedBurst> pileUp(8, render::AgedBurst{*render::burstFor(died, 40), 0.0});
    CHECK(geometry::length(render::shakeAt(large, true)) > 0.5);
    CHECK(geometry::length(render::shakeAt(small, true)) == 0.0);  // a small rock is not felt
    CHECK(geometry::length(render::shakeAt(pileUp, true)) <= render::kMostShake + 1e-9);
    CHECK(geometry::length(render::shakeAt(large, false)) == 0.0);
    CHECK(geometry::length(render::shakeAt(pileUp, false)) == 0.0);
    const std::vector<render::AgedBurst> over{{large.front().burst, 1.0}};
    CHECK(geometry::length(render::shakeAt(over, true)) == 0.0);
}

TEST_CASE("the starfield is the same stars every time, all on the field, mostly faint") {
    const std::uint32_t count = render::starCount(1280, 720);
    CHECK(count == 384);
    int faint = 0;
    for (std::uint32_t i = 0; i < count; ++i) {
        const render::Star star = render::starAt(i, 1280, 720);
        const render::Star again = render::starAt(i, 1280, 720);
        CHECK(star.position.x == again.position.x);
        CHECK(star.position.y == again.position.y);
        CHECK(star.position.x >= 0.0);
        CHECK(star.position.x < 1280.0);
        CHECK(star.position.y >= 0.0);
        CHECK(star.position.y < 720.0);
        CHECK(star.brightness > 0.0);
        CHECK(star.brightness <= 1.0);
        faint += star.brightness < 0.5 ? 1 : 0;
    }
    CHECK(faint > static_cast<int>(count) / 2);
}
