// The fast path against the reference: on many random scenes the grid must
// hand each bullet exactly the asteroids brute force finds it hitting, in the
// same order (the game breaks the first one a bullet hits) - one point at a
// time (asteroidsNear) and all bullets at once, cell by cell (findCandidates,
// the collision pass's way) - and the pass must break what a plain
// bullet-by-bullet loop over every asteroid breaks, however many.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <span>
#include <vector>

#include "geometry/Circle.h"
#include "geometry/Rotation.h"
#include "sim/AsteroidShapes.h"
#include "sim/BroadPhase.h"
#include "sim/Collision.h"
#include "sim/Field.h"
#include "sim/StateHash.h"
#include "sim/internal/Systems.h"

namespace {

enum class Kind { Sparse, Dense, MixedSizes, ClusteredBullets, OnTheSeam };

double random(sim::Random& dice, double lo, double hi) { return sim::nextInRange(dice, lo, hi); }

sim::Asteroid randomAsteroid(sim::World& world, sim::Random& dice, Kind kind, int i) {
    sim::Asteroid a;
    a.id = world.nextId++;
    a.size = static_cast<sim::AsteroidSize>(sim::nextInt(dice, 0, 2));
    sim::AsteroidShape shape = sim::makeAsteroidShape(dice, a.size);
    if (kind == Kind::MixedSizes && i % 40 == 0) {  // a few giants among the rest
        const double scale = random(dice, 4.0, 12.0);
        for (geometry::Vec2& v : shape.vertices) v = v * scale;
    }
    sim::setShape(a, shape);
    const double w = world.settings.fieldWidth, h = world.settings.fieldHeight;
    a.position = {random(dice, 0, w), random(dice, 0, h)};
    if (kind == Kind::OnTheSeam) {  // on an edge or a corner, sometimes exactly at 0
        const int edge = sim::nextInt(dice, 0, 3);
        if (edge != 1) a.position.x = edge == 0 ? 0.0 : std::nextafter(w, 0.0) - random(dice, 0, 3);
        if (edge != 2) a.position.y = edge == 0 ? random(dice, 0, 3) : std::nextafter(h, 0.0);
    }
    a.velocity = geometry::directionFromAngle(random(dice, 0, 6.3)) * random(dice, 20, 160);
    a.angle = random(dice, 0, 6.3);
    a.spin = random(dice, -1.4, 1.4);
    return a;
}

void addBullets(sim::World& world, sim::Random& dice, Kind kind, int count) {
    const double w = world.settings.fieldWidth, h = world.settings.fieldHeight;
    while (static_cast<int>(world.bullets.size()) < count) {
        const geometry::Vec2 from{random(dice, 0, w), random(dice, 0, h)};
        const geometry::Vec2 velocity = geometry::directionFromAngle(random(dice, 0, 6.3)) * sim::kBulletSpeed;
        const int stream = kind == Kind::ClusteredBullets ? 40 : 1;  // a turret's stream, one tick's travel apart
        for (int k = 0; k < stream; ++k) {
            geometry::Vec2 at = sim::wrapIntoField(world.settings, from + velocity * (sim::kTickSeconds * k));
            if (kind == Kind::OnTheSeam && k == 0 && world.bullets.size() % 3 == 0) at.x = 0.0;
            world.bullets.push_back({world.nextId++, at, velocity, 1000});
        }
    }
}

sim::World randomScene(Kind kind, std::uint64_t seed, int bulletsPerAsteroid = 2) {
    sim::Random dice = sim::makeRandom(seed, static_cast<std::uint64_t>(kind));
    sim::World world;
    world.settings.fieldWidth = random(dice, 800, 2400);
    world.settings.fieldHeight = random(dice, 500, 1400);
    // Coverage by bounding circles: about 15% for sparse scenes, 40% or more for dense ones.
    const double meanArea = 3.14159 * 40.0 * 40.0;
    const double coverage = kind == Kind::Dense ? 0.45 : 0.15;
    const int count = static_cast<int>(coverage * world.settings.fieldWidth * world.settings.fieldHeight / meanArea);
    for (int i = 0; i < count; ++i) world.asteroids.push_back(randomAsteroid(world, dice, kind, i));
    addBullets(world, dice, kind, bulletsPerAsteroid * count);
    return world;
}

// Each bullet's hits in the order the game meets them, found by `near`.
template <class Near>
std::vector<std::vector<std::uint32_t>> hitsFound(const sim::World& world, Near near) {
    std::vector<std::vector<std::uint32_t>> hits(world.bullets.size());
    sim::TickCounters counters;
    for (std::size_t b = 0; b < world.bullets.size(); ++b) {
        for (const std::uint32_t a : near(world.bullets[b].position)) {
            if (sim::bulletHitsAsteroid(world.settings, world.bullets[b], world.asteroids[a], counters)) hits[b].push_back(a);
        }
    }
    return hits;
}

// REQUIREs that each candidate of bullet b notes what testBullet would read
// and compute - the bullet in the asteroid's frame bit for bit, the circle
// stage's verdict, the outline - and that testBulletCandidate gives testBullet's stage and
// counters; returns the candidates' asteroid indices, in order.
std::vector<std::uint32_t> requireNotedAsTested(const sim::World& world, std::size_t b, std::span<const sim::BroadPhase::Candidate> candidates) {
    std::vector<std::uint32_t> indices;
    for (const sim::BroadPhase::Candidate& c : candidates) {
        const sim::Bullet& bullet = world.bullets[b];
        const sim::Asteroid& asteroid = world.asteroids[c.asteroid];
        const geometry::Vec2 offset = sim::shortestDelta(world.settings, asteroid.position, bullet.position);
        INFO("bullet ", b, " asteroid ", c.asteroid);
        REQUIRE(c.bullet == b);
        const geometry::Vec2 local = sim::inBodyFrame(offset, asteroid.angle);
        REQUIRE(std::bit_cast<std::uint64_t>(c.local.x) == std::bit_cast<std::uint64_t>(local.x));
        REQUIRE(std::bit_cast<std::uint64_t>(c.local.y) == std::bit_cast<std::uint64_t>(local.y));
        REQUIRE(c.inCircle == sim::inBoundingCircle(offset, asteroid.radius));
        REQUIRE(c.shape == asteroid.shape.get());
        sim::TickCounters fromCandidate, fromWorld;
        REQUIRE(sim::testBulletCandidate(c, fromCandidate) == sim::testBullet(world.settings, bullet, asteroid, fromWorld));
        REQUIRE(fromCandidate == fromWorld);
        indices.push_back(c.asteroid);
    }
    return indices;
}

void checkIdenticalHits(Kind kind, const char* name) {
    std::size_t total = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        sim::World world = randomScene(kind, seed);
        sim::BroadPhase grid;     // kept across ticks, as the game keeps it
        sim::BroadPhase batched;  // likewise, for findCandidates
        std::vector<std::uint32_t> everyone(world.asteroids.size());
        for (std::uint32_t a = 0; a < everyone.size(); ++a) everyone[a] = a;
        for (int tick = 0; tick < 12; ++tick) {
            sim::moveAsteroids(world);
            sim::moveBullets(world);
            sim::rebuild(grid, world.settings, world.asteroids);
            const auto fast = hitsFound(world, [&](geometry::Vec2 p) { return sim::asteroidsNear(grid, p); });
            const auto brute = hitsFound(world, [&](geometry::Vec2) { return std::span<const std::uint32_t>(everyone); });
            sim::findCandidates(batched, world.settings, world.asteroids, world.bullets);
            std::vector<std::vector<std::uint32_t>> listed(world.bullets.size());
            std::size_t visits = 0;
            sim::forEachBullet(batched, world.bullets.size(), [&](std::size_t b, std::span<const sim::BroadPhase::Candidate> candidates) {
                REQUIRE(b == visits++);  // every bullet once, in order
                listed[b] = requireNotedAsTested(world, b, candidates);
            });
            REQUIRE(visits == world.bullets.size());
            std::size_t b = 0;
            const auto all = hitsFound(world, [&](geometry::Vec2) { return std::span<const std::uint32_t>(listed[b++]); });
            INFO(name, " seed ", seed, " tick ", tick);
            REQUIRE(fast == brute);
            REQUIRE(all == brute);
            for (const auto& h : brute) total += h.size();
        }
    }
    CHECK(total > 100);  // the scenes really do have hits to find
}

// The collision pass's rule written the plain way: bullet by bullet, every
// asteroid in index order, the first one hit that no earlier bullet broke;
// then destroyAsteroid on each, highest index first.
void breakThePlainWay(sim::World& world, sim::StepReport& report) {
    std::vector<std::pair<std::uint32_t, std::size_t>> broken;  // (asteroid, bullet)
    std::vector<bool> taken(world.asteroids.size(), false);
    for (std::size_t b = 0; b < world.bullets.size(); ++b) {
        for (std::uint32_t a = 0; a < world.asteroids.size(); ++a) {
            if (taken[a] || !sim::bulletHitsAsteroid(world.settings, world.bullets[b], world.asteroids[a], report.counters)) continue;
            taken[a] = true;
            broken.emplace_back(a, b);
            break;
        }
    }
    std::sort(broken.begin(), broken.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    for (const auto& [a, b] : broken) {
        const sim::Bullet& by = world.bullets[b];
        sim::destroyAsteroid(world, a, {by.position, by.fromSaucer ? sim::GameEvent::Cause::SaucerBullet : sim::GameEvent::Cause::Bullet, by.id}, report);
    }
    std::vector<bool> spent(world.bullets.size(), false);
    for (const auto& [a, b] : broken) spent[b] = true;
    std::size_t b = 0;
    std::erase_if(world.bullets, [&](const sim::Bullet&) { return spent[b++]; });
}

void checkBreaksLikeThePlainWay(Kind kind, const char* name) {
    std::size_t most = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        sim::World fast = randomScene(kind, seed, kind == Kind::ClusteredBullets ? 30 : 12);  // streams share places: more bullets for as many breaks
        sim::World plain = fast;
        sim::BroadPhase grid;
        for (int tick = 0; tick < 6; ++tick) {
            sim::StepReport fastReport, plainReport;
            const std::size_t before = fast.asteroids.size();
            sim::collideBulletsWithAsteroids(fast, grid, fastReport, nullptr);
            breakThePlainWay(plain, plainReport);
            INFO(name, " seed ", seed, " tick ", tick);
            REQUIRE(sim::hashState(fast) == sim::hashState(plain));
            REQUIRE(fastReport.events == plainReport.events);
            most = std::max(most, fastReport.events.size());
            REQUIRE(fast.asteroids.size() >= before - fastReport.events.size());
            for (sim::World* w : {&fast, &plain}) {
                sim::moveAsteroids(*w);
                sim::moveBullets(*w);
            }
        }
    }
    CHECK(most > 2 * (sim::kMaxLiveBullets + sim::kMaxSaucerBullets));  // far more breaks in one tick than the old fixed array held
}

// Asteroids whose boxes end on, a hair before or a hair past the seam, and
// bullets on the boxes' very edges and on the field's last representable
// coordinates (which the grid's cell arithmetic may round into the first
// cell): the places where the cell-by-cell path's unwrapped box test must
// agree with the game's wrapped one.
sim::World edgeScene(std::uint64_t seed) {
    sim::Random dice = sim::makeRandom(seed, 99);
    sim::World world;
    world.settings.fieldWidth = random(dice, 900, 2000);
    world.settings.fieldHeight = random(dice, 600, 1200);
    const double w = world.settings.fieldWidth, h = world.settings.fieldHeight;
    const double hairs[] = {0.0, 1e-12, -1e-12, 1e-9 * w, -1e-9 * w, 1e-6, -1e-6, 0.5, -0.5};
    for (int i = 0; i < 120; ++i) {
        sim::Asteroid a = randomAsteroid(world, dice, Kind::Sparse, i);
        const double r = a.radius;
        const double hair = hairs[sim::nextInt(dice, 0, 8)];
        switch (i % 4) {
            case 0: a.position.x = r + hair; break;               // box starts at the seam
            case 1: a.position.x = std::nextafter(w - r - hair, 0.0); break;  // box ends at it
            case 2: a.position.y = r + hair; break;
            default: a.position.y = std::nextafter(h - r - hair, 0.0); break;
        }
        a.position = sim::wrapIntoField(world.settings, a.position);
        world.asteroids.push_back(a);
    }
    const double lastX = std::nextafter(w, 0.0), lastY = std::nextafter(h, 0.0);
    for (const sim::Asteroid& a : std::vector<sim::Asteroid>(world.asteroids)) {
        const double r = a.radius;
        const geometry::Vec2 at[] = {{a.position.x - r, a.position.y}, {a.position.x + r, a.position.y}, {a.position.x, a.position.y - r},
                                     {a.position.x, a.position.y + r}, {0.0, a.position.y}, {lastX, a.position.y}, {a.position.x, 0.0},
                                     {a.position.x, lastY}, {lastX, lastY}, {0.0, 0.0}};
        for (const geometry::Vec2 p : at) world.bullets.push_back({world.nextId++, sim::wrapIntoField(world.settings, p), {}, 1000});
    }
    return world;
}

// findCandidates' lists for every bullet of `world` against the game's own box
// stage over every asteroid: REQUIREs them equal; how many pairs were listed.
std::size_t requireBoxStageLists(const sim::World& world, std::uint64_t seed) {
    std::size_t listed = 0;
    sim::BroadPhase grid;
    sim::findCandidates(grid, world.settings, world.asteroids, world.bullets);
    sim::forEachBullet(grid, world.bullets.size(), [&](std::size_t b, std::span<const sim::BroadPhase::Candidate> found) {
        const std::vector<std::uint32_t> candidates = requireNotedAsTested(world, b, found);
        std::vector<std::uint32_t> boxed;
        sim::TickCounters counters;
        for (std::uint32_t a = 0; a < world.asteroids.size(); ++a) {
            if (sim::testBullet(world.settings, world.bullets[b], world.asteroids[a], counters) != sim::PairStage::BoxMiss) boxed.push_back(a);
        }
        INFO("seed ", seed, " bullet ", b);
        REQUIRE(std::vector<std::uint32_t>(candidates.begin(), candidates.end()) == boxed);
        listed += boxed.size();
    });
    return listed;
}

}  // namespace

TEST_CASE("the cell-by-cell path lists exactly the asteroids whose boxes hold each bullet, on and a hair either side of the seam") {
    std::size_t listed = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const sim::World world = edgeScene(seed);
        REQUIRE(world.bullets.size() * world.asteroids.size() > 4096);  // beyond the every-box shortcut
        listed += requireBoxStageLists(world, seed);
    }
    CHECK(listed > 1000);  // the edges really are met
}

TEST_CASE("the grid finds exactly brute force's hits, in its order, on sparse scenes") { checkIdenticalHits(Kind::Sparse, "sparse"); }
TEST_CASE("the grid finds exactly brute force's hits, in its order, on dense scenes") { checkIdenticalHits(Kind::Dense, "dense"); }
TEST_CASE("the grid finds exactly brute force's hits, in its order, with a few giant asteroids among small ones") { checkIdenticalHits(Kind::MixedSizes, "mixed"); }
TEST_CASE("the grid finds exactly brute force's hits, in its order, with bullets in streams") { checkIdenticalHits(Kind::ClusteredBullets, "clustered"); }
TEST_CASE("the grid finds exactly brute force's hits, in its order, with asteroids and bullets on the seam") { checkIdenticalHits(Kind::OnTheSeam, "seam"); }
TEST_CASE("the collision pass breaks what a plain loop breaks when hundreds of bullets hit in one tick, sparse") { checkBreaksLikeThePlainWay(Kind::Sparse, "sparse"); }
TEST_CASE("the collision pass breaks what a plain loop breaks when hundreds of bullets hit in one tick, dense") { checkBreaksLikeThePlainWay(Kind::Dense, "dense"); }
TEST_CASE("the collision pass breaks what a plain loop breaks with bullets in streams, many on one asteroid") { checkBreaksLikeThePlainWay(Kind::ClusteredBullets, "clustered"); }
TEST_CASE("the collision pass breaks what a plain loop breaks on the seam") { checkBreaksLikeThePlainWay(Kind::OnTheSeam, "seam"); }

TEST_CASE("with few pairs the every-box path lists exactly the asteroids whose boxes hold each bullet, on and a hair either side of the seam") {
    std::size_t listed = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        sim::World world = edgeScene(seed);
        world.asteroids.resize(12);  // and the ten bullets placed on each one's edges
        world.bullets.resize(120);
        REQUIRE(world.bullets.size() * world.asteroids.size() <= 4096);  // the every-box shortcut
        listed += requireBoxStageLists(world, seed);
    }
    CHECK(listed > 200);  // the edges really are met
}
