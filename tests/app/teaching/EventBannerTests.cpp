#include <doctest/doctest.h>

#include <vector>

#include "app/teaching/EventBanner.h"

namespace {

using Kind = sim::GameEvent::Kind;
using Cause = sim::GameEvent::Cause;

sim::GameEvent event(Kind kind, std::uint32_t id, Cause by, std::uint32_t byId) {
    sim::GameEvent e{.kind = kind, .id = id};
    e.by = by;
    e.byId = byId;
    return e;
}

}  // namespace

TEST_CASE("the banner names the events time travel stopped on, with what struck, and skips the rest") {
    const std::vector<sim::GameEvent> tick{event(Kind::Shot, 9, Cause::None, 0), event(Kind::ShipDestroyed, 0, Cause::Asteroid, 51),
                                           event(Kind::AsteroidDestroyed, 51, Cause::Ship, 0)};
    const replay::EventKinds both = replay::eventKind(Kind::ShipDestroyed) | replay::eventKind(Kind::AsteroidDestroyed);
    CHECK(app::eventBanner(tick, both) == "SHIP DESTROYED BY ASTEROID 51, ASTEROID 51 DESTROYED BY THE SHIP");
    CHECK(app::eventBanner(tick, replay::eventKind(Kind::ShipDestroyed)) == "SHIP DESTROYED BY ASTEROID 51");
    CHECK(app::eventBanner(tick, replay::eventKind(Kind::WaveStarted)).empty());
    const std::vector<sim::GameEvent> lost{event(Kind::ShipDestroyed, 0, Cause::Hyperspace, 0)};
    CHECK(app::eventBanner(lost, replay::eventKind(Kind::ShipDestroyed)) == "SHIP DESTROYED IN HYPERSPACE");
}

TEST_CASE("a tick of many events tells each kind once, by name when alone and counted when not, and cuts nothing") {
    std::vector<sim::GameEvent> hits(5, event(Kind::AsteroidDestroyed, 4, Cause::Bullet, 2));
    CHECK(app::eventBanner(hits, replay::eventKind(Kind::AsteroidDestroyed)) == "5 ASTEROIDS DESTROYED");
    hits.insert(hits.begin() + 2, event(Kind::ShipDestroyed, 0, Cause::Asteroid, 51));
    const std::string banner = app::eventBanner(hits, replay::eventKind(Kind::AsteroidDestroyed) | replay::eventKind(Kind::ShipDestroyed));
    CHECK(banner == "5 ASTEROIDS DESTROYED, SHIP DESTROYED BY ASTEROID 51");
    CHECK(banner.find("...") == std::string::npos);
    const std::vector<sim::GameEvent> three(3, event(Kind::AsteroidDestroyed, 4, Cause::Bullet, 2));
    CHECK(app::eventBanner(three, replay::eventKind(Kind::AsteroidDestroyed)) ==
          "ASTEROID 4 DESTROYED BY BULLET 2, ASTEROID 4 DESTROYED BY BULLET 2, ASTEROID 4 DESTROYED BY BULLET 2");
}
