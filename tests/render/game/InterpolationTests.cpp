#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "render/game/Interpolation.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"

namespace {

// The asteroid with this id by brute force, to check findById against.
const sim::Asteroid* lookUp(const std::vector<sim::Asteroid>& list, std::uint32_t id) {
    const auto it = std::find_if(list.begin(), list.end(), [&](const sim::Asteroid& a) { return a.id == id; });
    return it == list.end() ? nullptr : &*it;
}

}  // namespace

TEST_CASE("findById finds an entity in any order of the list, from any hint, and nothing that is not there") {
    std::vector<sim::Bullet> bullets(7);
    const std::uint32_t ids[] = {40, 3, 17, 9, 12, 2, 30};  // no order at all
    for (std::size_t i = 0; i < bullets.size(); ++i) bullets[i].id = ids[i];
    const std::span<const sim::Bullet> list(bullets);
    for (std::size_t hint = 0; hint < 10; ++hint) {  // hints past the end too
        for (std::size_t i = 0; i < bullets.size(); ++i) CHECK(render::findById(list, ids[i], hint) == &bullets[i]);
        CHECK(render::findById(list, 5, hint) == nullptr);
    }
    CHECK(render::findById(std::span<const sim::Bullet>(), 3, 0) == nullptr);
}

TEST_CASE("findById finds every entity of a list in id order whatever was removed before it, and nothing that is not there") {
    std::vector<sim::Bullet> bullets;
    for (std::uint32_t id = 1; id <= 3000; ++id) {
        if (id % 3 != 0) bullets.push_back(sim::Bullet{.id = id});  // a third gone, as a crowd's expired shots are
    }
    const std::span<const sim::Bullet> list(bullets);
    for (std::size_t i = 0; i < bullets.size(); i += 7) {
        CHECK(render::findById(list, bullets[i].id, i / 2) == &bullets[i]);  // its index now, after removals: lower
        CHECK(render::findById(list, bullets[i].id, bullets.size()) == &bullets[i]);
    }
    CHECK(render::findById(list, 2997, 0) == nullptr);  // removed
    CHECK(render::findById(list, 5000, 0) == nullptr);
}

TEST_CASE("interpolation matches asteroids between ticks by id, through splits and deaths, whatever the list order") {
    sim::World world = sim::newGame({.seed = 8});
    sim::StepContext stepping;
    int broken = 0, deaths = 0;
    for (int tick = 0; tick < 4000; ++tick) {
        const sim::World previous = world;
        sim::step(world, sim::autopilotInput(world), stepping);
        for (const sim::GameEvent& e : stepping.report.events) {
            broken += e.kind == sim::GameEvent::Kind::AsteroidDestroyed ? 1 : 0;
            deaths += e.kind == sim::GameEvent::Kind::ShipDestroyed ? 1 : 0;
        }
        render::PreviousTick reversed;  // an order the simulation never makes
        render::notePrevious(reversed, previous);
        std::reverse(reversed.asteroids.begin(), reversed.asteroids.end());
        for (std::size_t i = 0; i < world.asteroids.size(); ++i) {
            const sim::Asteroid& now = world.asteroids[i];
            const sim::Asteroid* then = lookUp(previous.asteroids, now.id);
            REQUIRE(render::findById<sim::Asteroid>(previous.asteroids, now.id, i) == then);
            // At alpha 0 an asteroid is drawn where it was, if it was there at all.
            const sim::Asteroid drawn = render::blendedAsteroid({&reversed, world, 0.0}, i);
            CHECK(drawn.id == now.id);
            CHECK(drawn.position == (then ? then->position : now.position));
            CHECK(drawn.angle == (then ? then->angle : now.angle));
        }
    }
    CHECK(broken > 50);
    CHECK(deaths > 0);
}
