#include "teach/OverlayFrame.h"

#include <algorithm>
#include <cstdio>

#include "geometry/PointInPolygon.h"
#include "sim/Field.h"
#include "sim/Tuning.h"
#include "teach/internal/PairSurvey.h"

namespace teach {

namespace {

// The ids a decision past its box stage names, for the boxes overlay.
struct TestedIds {
    std::vector<std::uint32_t> asteroids, bullets, saucers;
    bool ship = false;

    static bool holds(const std::vector<std::uint32_t>& ids, std::uint32_t id) { return std::binary_search(ids.begin(), ids.end(), id); }
};

TestedIds testedIds(std::span<const sim::Decision> decisions) {
    TestedIds ids;
    for (const sim::Decision& d : decisions) {
        if (d.stage == sim::PairStage::BoxMiss) continue;
        if (d.asteroidId != 0) ids.asteroids.push_back(d.asteroidId);
        if (d.bulletId != 0) ids.bullets.push_back(d.bulletId);
        if (d.saucerId != 0) ids.saucers.push_back(d.saucerId);
        ids.ship = ids.ship || d.involvesShip();
    }
    for (std::vector<std::uint32_t>* v : {&ids.asteroids, &ids.bullets, &ids.saucers}) std::sort(v->begin(), v->end());
    return ids;
}

RayShown rayOf(const sim::Decision& d, double strength) {
    const sim::PointDecision& p = d.point;
    // The frame placed by the point itself, so the picture sits where the point is even across the field's edge.
    const geometry::Rotation turn = geometry::rotationFromAngle(d.asteroid.angle);
    RayShown ray;
    ray.frame = {p.world - geometry::rotate(turn, p.local), turn};
    ray.point = p.world;
    ray.local = p.local;
    const auto crossed = p.crossedEdges();
    ray.crossed.assign(crossed.begin(), crossed.end());
    geometry::inRayOrder(ray.crossed);
    ray.radius = d.asteroid.radius;
    ray.inside = d.hit();
    char label[64];
    std::snprintf(label, sizeof label, "%d: %s", p.crossings, p.crossings % 2 == 1 ? "odd, inside" : "even, outside");
    ray.label = label;
    ray.strength = strength;
    if (leavesGhost(d)) ray.ghostOf = d.asteroid;
    ray.target = d.asteroid;
    if (d.swept.tested) {
        // Placed by the point, as the ray is: the record's travel may start off the field's edge.
        const geometry::Vec2 shift = p.world - d.swept.to;
        SweptPath path{d.swept.from + shift, std::nullopt};
        if (d.swept.crossing.crosses) path.firstHit = d.swept.worldAt(d.swept.crossing.t) + shift;
        ray.swept = path;
        if (path.firstHit && !d.swept.endInside) ray.label += "; its travel crossed: hit";
    }
    return ray;
}

std::vector<PairLine> pairLines(std::span<const TestedPair> pairs) {
    std::vector<PairLine> lines;
    for (const TestedPair& p : pairs) lines.push_back({p.from, p.targetNear});
    return lines;
}

// One label per bullet: its first tunnel carries it.
std::vector<TunnelShown> tunnelsShown(std::span<const sim::Tunnel> tunnels) {
    std::vector<TunnelShown> shown;
    for (std::size_t i = 0; i < tunnels.size(); ++i) shown.push_back({tunnels[i], i == 0 || tunnels[i - 1].bulletId != tunnels[i].bulletId});
    return shown;
}

// The first tunnel magnified over its asteroid as it stands (none when another bullet broke that asteroid this step).
std::optional<TunnelInset> tunnelInset(const sim::World& world, std::span<const sim::Tunnel> tunnels) {
    if (tunnels.empty()) return std::nullopt;
    const sim::Tunnel& t = tunnels.front();
    const auto asteroid = std::find_if(world.asteroids.begin(), world.asteroids.end(), [&](const sim::Asteroid& a) { return a.id == t.asteroidId; });
    if (asteroid == world.asteroids.end()) return std::nullopt;
    TunnelInset inset;
    inset.tunnel = t;
    inset.asteroid = {.position = asteroid->position, .angle = asteroid->angle, .radius = asteroid->radius};
    inset.onLeft = t.to.x > world.settings.fieldWidth / 2.0;
    const auto outline = asteroid->outline();
    inset.asteroid.count = std::min(outline.size(), inset.asteroid.vertices.size());
    std::copy_n(outline.begin(), inset.asteroid.count, inset.asteroid.vertices.begin());
    char caption[96];
    const double travel = length(t.to - t.from);
    std::snprintf(caption, sizeof caption, "%.1f of its %.1f units this tick inside asteroid#%u", travel * (1.0 - t.exit.t - t.entry.t), travel,
                  t.asteroidId);
    inset.caption = {"tunnel: bullet#" + std::to_string(t.bulletId) + ", both ends outside", caption, "the point test at its end says miss"};
    return inset;
}

// "asteroid#7", "saucer#2", "the ship": what a point pair's point was tested against.
std::string targetName(const sim::Decision& d) {
    if (d.pair == sim::Decision::Pair::BulletSaucer) return "saucer#" + std::to_string(d.saucerId);
    if (d.pair == sim::Decision::Pair::BulletShip) return "the ship";
    return "asteroid#" + std::to_string(d.asteroidId);
}

// What the count means, and under the swept rule a hit the count alone would miss.
std::string verdictWords(const sim::Decision& d) {
    const bool odd = d.point.crossings % 2 == 1;
    if (d.hit() && !odd) return ": even, outside; its travel crossed: a hit";
    return odd ? ": odd, inside - a hit" : ": even, outside - a miss";
}

RayInset insetOf(const sim::Settings& field, const sim::Decision& d, double strength) {
    RayInset inset;
    inset.ray = rayOf(d, strength);
    inset.target = d.asteroid;
    inset.onLeft = d.point.world.x > field.fieldWidth / 2.0;
    std::string edges;
    for (const geometry::RayCrossing& c : d.point.crossedEdges()) edges += (edges.empty() ? " " : ", ") + std::to_string(c.edge);
    const int n = d.point.crossings;
    inset.caption = {"ray: bullet#" + std::to_string(d.bulletId) + " vs " + targetName(d),
                     edges.empty() ? "it crosses no edge of the outline" : (n == 1 ? "it crosses edge" : "it crosses edges") + edges,
                     std::to_string(n) + (n == 1 ? " crossing" : " crossings") + verdictWords(d)};
    return inset;
}

// Pairs, rays and SAT are drawn from the decision record, which a crowd does not keep (it would hold tens of thousands).
std::string noticeFor(const sim::World& world, const OverlaySet& on) {
    const bool needsRecord = on.has(Overlay::Pairs) || on.has(Overlay::Rays) || on.has(Overlay::Sat);
    if (world.settings.crowd == 0 || !needsRecord) return {};
    return "a crowd keeps no decision record: the pairs, rays and SAT overlays have nothing to show";
}

}  // namespace

std::vector<BoxShown> boxesShown(const sim::World& world, std::span<const sim::Decision> decisions) {
    const TestedIds ids = testedIds(decisions);
    std::vector<BoxShown> boxes;
    boxes.reserve(world.asteroids.size() + world.bullets.size() + world.saucers.size() + 1);
    for (const sim::Asteroid& a : world.asteroids) boxes.push_back({a.position, a.radius, TestedIds::holds(ids.asteroids, a.id)});
    if (sim::onField(world.ship)) boxes.push_back({world.ship.position, sim::kShipRadius, ids.ship});
    for (const sim::Bullet& b : world.bullets) boxes.push_back({b.position, 0.0, TestedIds::holds(ids.bullets, b.id)});
    for (const sim::Saucer& s : world.saucers) {
        boxes.push_back({s.position, sim::kSaucerRadius[static_cast<std::size_t>(s.size)], TestedIds::holds(ids.saucers, s.id)});
    }
    return boxes;
}

std::vector<CircleShown> circlesShown(const sim::World& world, std::span<const sim::Decision> decisions) {
    std::vector<CircleShown> circles;
    circles.reserve(world.asteroids.size() + world.saucers.size() + 1);
    for (const sim::Asteroid& a : world.asteroids) circles.push_back({a.position, a.radius});
    for (const sim::Saucer& s : world.saucers) circles.push_back({s.position, sim::kSaucerRadius[static_cast<std::size_t>(s.size)]});
    if (sim::onField(world.ship)) circles.push_back({world.ship.position, sim::kShipRadius});
    // Pairs whose boxes met: rejected where the circles miss (no exact test needed), passed where they meet too.
    for (const TestedPair& p : testedPairs(world.settings, decisions)) {
        const CircleShown::Tone tone = p.stage == sim::PairStage::CircleMiss ? CircleShown::Tone::Rejected : CircleShown::Tone::Passed;
        circles.push_back({p.targetNear, p.targetRadius, tone});
        if (p.fromRadius > 0.0) circles.push_back({p.from, p.fromRadius, tone});
    }
    return circles;
}

std::vector<RayShown> raysShown(std::span<const sim::Decision> decisions, const DecisionGhosts& ghosts) {
    std::vector<RayShown> rays;
    for (const sim::Decision& d : decisions) {
        if (d.pointPair() && d.reachedExact() && !leavesGhost(d)) rays.push_back(rayOf(d, 1.0));
    }
    for (const DecisionGhost& g : ghosts.ghosts()) {
        if (g.decision.pointPair()) rays.push_back(rayOf(g.decision, DecisionGhosts::strength(g.age)));
    }
    return rays;
}

std::optional<RayInset> rayInsetOf(const sim::Settings& field, std::span<const sim::Decision> decisions, const DecisionGhosts& ghosts) {
    const sim::Decision* most = nullptr;
    for (const sim::Decision& d : decisions) {
        if (!d.pointPair() || !d.reachedExact()) continue;
        // A hit before a miss, then the most crossings: the busiest picture of the tick's verdict.
        if (most == nullptr || std::pair(d.hit(), d.point.crossings) > std::pair(most->hit(), most->point.crossings)) most = &d;
    }
    if (most != nullptr) return insetOf(field, *most, 1.0);
    for (auto g = ghosts.ghosts().rbegin(); g != ghosts.ghosts().rend(); ++g) {
        if (g->decision.pointPair()) return insetOf(field, g->decision, DecisionGhosts::strength(g->age));
    }
    return std::nullopt;
}

OverlayFrame buildOverlayFrame(const FrameSources& from, sim::BroadPhase& gridCache) {
    const sim::World& world = from.world;
    const std::span<const sim::Decision> decisions = from.lastStep.decisions;
    OverlayFrame frame;
    frame.on = from.on;
    if (from.on.has(Overlay::Boxes)) frame.boxes = boxesShown(world, decisions);
    if (from.on.has(Overlay::Circles)) frame.circles = circlesShown(world, decisions);
    if (from.on.has(Overlay::Pairs)) frame.pairs = pairLines(testedPairs(world.settings, decisions));
    if (from.on.has(Overlay::Rays)) {
        frame.rays = raysShown(decisions, from.ghosts);
        frame.rayInset = rayInsetOf(world.settings, decisions, from.ghosts);
    }
    if (from.on.has(Overlay::Sat)) {
        frame.satPieces = satPairsShown(world.settings, decisions);
        frame.satInset = satInset(world.settings, frame.satPieces, from.ghosts);
    }
    if (from.on.has(Overlay::Tunnels)) {
        frame.tunnels = tunnelsShown(from.lastStep.tunnels);
        frame.tunnelInset = tunnelInset(world, from.lastStep.tunnels);
    }
    if (from.on.has(Overlay::Grid)) frame.grid = gridShown(world, gridCache);
    if (from.on.has(Overlay::Stats)) frame.stats = statsLines(world, from.lastStep.counters, from.timings);
    frame.why.assign(from.why.begin(), from.why.end());
    frame.picked = from.picked;
    frame.closeUp = from.closeUp;
    frame.notice = noticeFor(world, from.on);
    return frame;
}

geometry::Vec2 rayEnd(const RayShown& ray) { return {ray.radius + 12.0, ray.local.y}; }

}  // namespace teach
