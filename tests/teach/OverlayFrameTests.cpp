#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "sim/Autopilot.h"
#include "sim/Game.h"
#include "sim/TestWorlds.h"
#include "teach/OverlayFrame.h"

namespace {

// Steps `world` once with the decisions recorded, the way the window does, keeping the hits as ghosts.
struct Stepped {
    sim::StepContext context;
    teach::DecisionGhosts ghosts;
    teach::PhaseTimings timings;
    sim::BroadPhase grid;

    explicit Stepped(sim::World& world, const sim::TickInput& input = {}) {
        context.recordDecisions = true;
        sim::step(world, input, context);
        ghosts.add(context.report.decisions);
    }

    teach::OverlayFrame frame(const sim::World& world, const teach::OverlaySet& on) {
        return teach::buildOverlayFrame({world, context.report, on, ghosts, timings}, grid);
    }
};

teach::OverlaySet only(teach::Overlay overlay) {
    teach::OverlaySet on;
    on.toggle(overlay);
    return on;
}

// Asteroid 0 holds bullet 0 in its box but not its circle; bullet 1 and asteroid 1 are nowhere near anything.
sim::World oneCircleMiss() {
    sim::World world = testing::quietWorld();
    world.asteroids.push_back(testing::restingAsteroid(world, sim::AsteroidSize::Large, {400, 300}, 40));
    world.asteroids.push_back(testing::restingAsteroid(world, sim::AsteroidSize::Large, {700, 300}, 40));
    world.bullets.push_back(testing::restingBullet(world, {435, 335}));  // 49.5 from the centre: in the box, outside the circle
    world.bullets.push_back(testing::restingBullet(world, {1000, 600}));
    return world;
}

bool contains(const std::vector<std::string>& lines, const std::string& piece) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& line) { return line.find(piece) != std::string::npos; });
}

}  // namespace

TEST_CASE("the SAT near-miss that `why` reports at tick 1425 of the seed-7 autopilot game is in the SAT overlay with its gap") {
    // g7 = polyroids --headless --autopilot --seed 7 --ticks 20000 --record g7.replay; `polyroids why g7.replay 1425` prints
    // "ship asteroid#108 stage=exact pieces=(0,5) tested=14 ... gap=0.464812 miss".
    sim::World world = sim::newGame({.seed = 7});
    sim::StepContext warmUp;
    while (world.tick + 1 < 1425) sim::step(world, sim::autopilotInput(world), warmUp);
    Stepped last(world, sim::autopilotInput(world));
    REQUIRE(world.tick == 1425);
    const teach::OverlayFrame frame = last.frame(world, only(teach::Overlay::Sat));
    const auto nearMiss = std::find_if(frame.satPieces.begin(), frame.satPieces.end(), [](const teach::SatShown& s) { return s.ship && !s.sat.hit; });
    REQUIRE(nearMiss != frame.satPieces.end());
    CHECK(nearMiss->sat.depth == doctest::Approx(0.464812).epsilon(1e-5));
    REQUIRE(frame.satInset);
    CHECK(frame.satInset->pair.sat == nearMiss->sat);
    CHECK(frame.satInset->verdict == "gap 0.46 on ship edge 2 (S2): apart");
    CHECK(frame.satInset->axes.size() == 6);
    CHECK(std::count_if(frame.satInset->axes.begin(), frame.satInset->axes.end(), [](const teach::SatAxisShown& a) { return a.separating; }) == 1);
    CHECK(frame.satInset->axes[2].separating);
    CHECK(frame.satInset->axes[2].tag == "S2");
    // On the separating axis the shadows are apart by the gap.
    const teach::SatAxisShown& axis = frame.satInset->axes[2];
    CHECK(std::max(axis.piece.min - axis.hull.max, axis.hull.min - axis.piece.max) == doctest::Approx(0.464812).epsilon(1e-4));
}

TEST_CASE("the boxes and circles overlays mark exactly the objects of the pairs the game tested past the box filter") {
    sim::World world = oneCircleMiss();
    Stepped stepped(world);
    teach::OverlaySet on = only(teach::Overlay::Boxes);
    on.toggle(teach::Overlay::Circles);
    const teach::OverlayFrame frame = stepped.frame(world, on);
    REQUIRE(frame.boxes.size() == 2 + 1 + 2);  // asteroids, ship, bullets
    CHECK(frame.boxes[0].tested);
    CHECK_FALSE(frame.boxes[1].tested);
    CHECK_FALSE(frame.boxes[2].tested);  // the ship: its pairs all failed the box test
    CHECK(frame.boxes[3].tested);
    CHECK_FALSE(frame.boxes[4].tested);
    using Tone = teach::CircleShown::Tone;
    const auto rejected = std::count_if(frame.circles.begin(), frame.circles.end(), [](const teach::CircleShown& c) { return c.tone == Tone::Rejected; });
    CHECK(rejected == 1);  // the first asteroid's, around its centre
    CHECK(std::none_of(frame.circles.begin(), frame.circles.end(), [](const teach::CircleShown& c) { return c.tone == Tone::Passed; }));
    CHECK(frame.rays.empty());
}

TEST_CASE("a bullet's hit is drawn as a ray ghost over the asteroid as it was, with its crossing numbered and its verdict") {
    sim::World world = testing::bulletBreaksAsteroid();
    const std::uint32_t struck = world.asteroids[0].id;
    Stepped stepped(world);
    REQUIRE(std::none_of(world.asteroids.begin(), world.asteroids.end(), [&](const sim::Asteroid& a) { return a.id == struck; }));
    const teach::OverlayFrame frame = stepped.frame(world, only(teach::Overlay::Rays));
    REQUIRE(frame.rays.size() == 1);  // the hit, once: as a ghost, not again as a live ray
    const teach::RayShown& ray = frame.rays[0];
    REQUIRE(ray.ghostOf);
    CHECK(ray.ghostOf->position == geometry::Vec2{400, 300});
    CHECK(ray.inside);
    CHECK(ray.crossed.size() == 1);
    CHECK(ray.label == "1: odd, inside");
    CHECK(ray.point == geometry::Vec2{410, 300});
    CHECK(ray.strength == 1.0);
}

TEST_CASE("under the swept rule the rays overlay shows the bullet's travel and where it first met the outline") {
    sim::World world = testing::bulletAcrossSpike(true);
    Stepped stepped(world);
    const teach::OverlayFrame frame = stepped.frame(world, only(teach::Overlay::Rays));
    REQUIRE(frame.rays.size() == 1);
    const teach::RayShown& ray = frame.rays[0];
    REQUIRE(ray.swept);
    CHECK(ray.swept->from == geometry::Vec2{395, 330});
    CHECK(ray.point.x == doctest::Approx(395.0 + sim::kBulletSpeed * sim::kTickSeconds));
    REQUIRE(ray.swept->firstHit);
    CHECK(ray.swept->firstHit->x == doctest::Approx(400.0 - 1.0 / 3.0));
    CHECK(ray.inside);  // the swept rule's hit, though the end point is outside
    CHECK(ray.label == "0: even, outside; its travel crossed: hit");
}

TEST_CASE("under the classic rule the rays overlay shows no travel") {
    sim::World world = testing::bulletAcrossSpike(false);
    Stepped stepped(world);
    const teach::OverlayFrame frame = stepped.frame(world, only(teach::Overlay::Rays));
    REQUIRE(frame.rays.size() == 1);
    CHECK_FALSE(frame.rays[0].swept);
    CHECK_FALSE(frame.rays[0].inside);
}

TEST_CASE("the pairs overlay joins each pair past the box filter, the short way round the field") {
    sim::World world = testing::quietWorld();
    world.asteroids.push_back(testing::restingAsteroid(world, sim::AsteroidSize::Large, {5, 300}, 40));
    world.bullets.push_back(testing::restingBullet(world, {world.settings.fieldWidth - 20, 300}));
    Stepped stepped(world);
    const teach::OverlayFrame frame = stepped.frame(world, only(teach::Overlay::Pairs));
    REQUIRE(frame.pairs.size() == 1);
    CHECK(frame.pairs[0].from == geometry::Vec2{world.settings.fieldWidth - 20, 300});
    CHECK(frame.pairs[0].to.x == doctest::Approx(world.settings.fieldWidth + 5));
    CHECK(frame.pairs[0].to.y == doctest::Approx(300));
}

TEST_CASE("an overlay that is off is left empty, and a crowd says why pairs, rays and SAT have nothing to show") {
    sim::World world = testing::bulletBreaksAsteroid();
    Stepped stepped(world);
    const teach::OverlayFrame none = stepped.frame(world, {});
    CHECK(none.boxes.empty());
    CHECK(none.rays.empty());
    CHECK(none.stats.empty());
    CHECK_FALSE(none.grid);
    CHECK(none.notice.empty());
    world.settings.crowd = 100;
    CHECK(stepped.frame(world, only(teach::Overlay::Rays)).notice.find("a crowd keeps no decision record") == 0);
    CHECK(stepped.frame(world, only(teach::Overlay::Boxes)).notice.empty());
}

TEST_CASE("the stats panel's grid candidates come from the step that counted the candidate pairs and the hits") {
    // The bullet that struck is gone from the world the panel is drawn over; its pair was still the grid's candidate.
    sim::World world = testing::bulletBreaksAsteroid();
    Stepped stepped(world);
    REQUIRE(world.bullets.empty());
    const std::vector<std::string> lines = stepped.frame(world, only(teach::Overlay::Stats)).stats;
    CHECK(contains(lines, "past the filters      1"));
    CHECK(contains(lines, "hits                  1"));
    CHECK(contains(lines, "grid: 1 bullet candidate;"));
}

TEST_CASE("the stats panel uses 'candidate' for one count, counts in the singular and plural, and writes microseconds as µs") {
    const sim::World world = oneCircleMiss();  // 2 asteroids, 2 bullets
    sim::TickCounters counters;
    counters.gridCandidates = 1;
    counters.candidatePairs = 1;
    teach::PhaseTimings timings;
    timings.bruteForcePairs = 4;
    timings.bruteForceExactTests = 1;
    timings.bruteForceSampled = 2;
    timings.broadPhase = 12.5;
    const std::vector<std::string> lines = teach::statsLines(world, counters, timings);
    const auto mentions = [&](const std::string& word) {
        return std::count_if(lines.begin(), lines.end(), [&](const std::string& line) { return line.find(word) != std::string::npos; });
    };
    CHECK(mentions("candidate") == 1);
    CHECK(contains(lines, "grid: 1 bullet candidate;"));
    CHECK(contains(lines, "2 asteroids, 2 bullets"));
    CHECK(contains(lines, "4 bullet pairs, 1 exact test,"));
    CHECK(contains(lines, "broad 12.5 \u00b5s"));
    CHECK(mentions(" us") == 0);
}

TEST_CASE("the stats panel with no bullets says so instead of brute force's 0 pairs beside its exact tests") {
    sim::World world = oneCircleMiss();
    world.bullets.clear();
    teach::PhaseTimings timings;
    timings.bruteForceExactTests = 47;
    const std::vector<std::string> lines = teach::statsLines(world, sim::TickCounters{}, timings);
    CHECK(contains(lines, "0 bullets"));
    CHECK(contains(lines, "brute force: no bullet pairs; 47 exact tests of the ship"));
    CHECK_FALSE(contains(lines, "0 pairs"));
    CHECK_FALSE(contains(lines, "every bullet"));
}

TEST_CASE("the stats panel gives no speed ratio from timings too short to tell from the clock's noise") {
    const sim::World world = oneCircleMiss();
    sim::TickCounters counters;
    counters.gridCandidates = 1;
    teach::PhaseTimings timings;
    timings.bruteForcePairs = 4;
    timings.broadPhase = 0.001;  // shown as "0.0 us": the old panel said "34.0x the speed"
    timings.bruteForce = 0.034;
    std::vector<std::string> lines = teach::statsLines(world, counters, timings);
    CHECK(lines.back() == "grid vs brute force: 4x fewer pairs (too quick to time)");
    timings.broadPhase = 20.0;
    timings.narrowPhase = 10.0;
    timings.bruteForce = 90.0;
    lines = teach::statsLines(world, counters, timings);
    CHECK(lines.back() == "grid vs brute force: 4x fewer pairs, 3.0x the speed");
}

TEST_CASE("the ray inset magnifies the hit over the outline it was tested against, on the side away from it, with its edges and verdict") {
    sim::World world = testing::bulletBreaksAsteroid();
    const sim::Asteroid struck = world.asteroids[0];
    const std::uint32_t bullet = world.bullets[0].id;
    Stepped stepped(world);
    const teach::OverlayFrame frame = stepped.frame(world, only(teach::Overlay::Rays));
    REQUIRE(frame.rayInset);
    const teach::RayInset& inset = *frame.rayInset;
    CHECK(inset.ray.point == geometry::Vec2{410, 300});
    CHECK(inset.target.count == struck.outline().size());
    CHECK(inset.target.radius == struck.radius);
    CHECK_FALSE(inset.onLeft);  // the point is on the left half: the inset goes right
    REQUIRE(inset.ray.crossed.size() == 1);
    CHECK(inset.caption[0] == "ray: bullet#" + std::to_string(bullet) + " vs asteroid#" + std::to_string(struck.id));
    CHECK(inset.caption[1] == "it crosses edge " + std::to_string(inset.ray.crossed[0].edge));
    CHECK(inset.caption[2] == "1 crossing: odd, inside - a hit");
}

TEST_CASE("under the swept rule the ray inset says the travel crossed, beside the even count") {
    sim::World world = testing::bulletAcrossSpike(true);
    Stepped stepped(world);
    const teach::OverlayFrame frame = stepped.frame(world, only(teach::Overlay::Rays));
    REQUIRE(frame.rayInset);
    CHECK(frame.rayInset->ray.inside);
    CHECK(frame.rayInset->caption[2] == "0 crossings: even, outside; its travel crossed: a hit");
}

TEST_CASE("the ray inset picks a hit, else the ray with the most crossings, and there is none without a ray or with the rays overlay off") {
    sim::World world = testing::bulletAcrossSpike(false);
    Stepped stepped(world);
    const teach::OverlayFrame frame = stepped.frame(world, only(teach::Overlay::Rays));
    REQUIRE(frame.rayInset);
    CHECK(frame.rayInset->caption[2] == "0 crossings: even, outside - a miss");
    CHECK(frame.rayInset->caption[1] == "it crosses no edge of the outline");
    CHECK_FALSE(stepped.frame(world, only(teach::Overlay::Boxes)).rayInset);
    sim::World empty = testing::quietWorld();
    Stepped nothing(empty);
    CHECK_FALSE(nothing.frame(empty, only(teach::Overlay::Rays)).rayInset);
    // Two point decisions: the one with more crossings is shown.
    std::vector<sim::Decision> decisions(2);
    for (sim::Decision& d : decisions) {
        d.pair = sim::Decision::Pair::BulletAsteroid;
        d.stage = sim::PairStage::ExactMiss;
    }
    decisions[0].point.crossings = 2;
    decisions[1].point.crossings = 3;
    decisions[1].bulletId = 9;
    const auto picked = teach::rayInsetOf(world.settings, decisions, teach::DecisionGhosts{});
    REQUIRE(picked);
    CHECK(picked->caption[0].find("bullet#9") != std::string::npos);
    // A hit comes first, whatever the others' crossings.
    decisions[0].stage = sim::PairStage::Hit;
    decisions[0].point.crossings = 1;
    decisions[0].bulletId = 4;
    const auto hit = teach::rayInsetOf(world.settings, decisions, teach::DecisionGhosts{});
    REQUIRE(hit);
    CHECK(hit->caption[0].find("bullet#4") != std::string::npos);
}
