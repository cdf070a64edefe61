#include "teach/SatShown.h"

#include <cstdio>

#include "sim/Field.h"

namespace teach {

namespace {

using geometry::Vec2;

// Every axis of the pair, the hull's edges then the piece's, tagged as the verdict names them.
std::vector<SatAxisShown> axesOf(const SatShown& s) {
    std::vector<SatAxisShown> axes;
    for (int shape = 0; shape < 2; ++shape) {
        const std::span<const Vec2> polygon = shape == 0 ? std::span<const Vec2>(s.hull) : std::span<const Vec2>(s.piece);
        for (std::size_t e = 0; e < polygon.size(); ++e) {
            const Vec2 axis = geometry::edgeNormal(polygon, e);
            char tag[24];
            std::snprintf(tag, sizeof tag, "%c%zu", shape == 0 ? 'S' : 'P', e);  // not string + string: GCC 12's -Wrestrict misfires
            const bool separating = !s.sat.hit && s.sat.axis.fromA == (shape == 0) && s.sat.axis.edge == e;
            axes.push_back({axis, geometry::project(s.hull, axis), geometry::project(s.piece, axis), separating, tag});
        }
    }
    return axes;
}

SatInset insetOf(const sim::Settings& field, const SatShown& s) {
    const std::string title = s.sat.hit ? "ship S, piece P: no gap on 6 axes" : "ship S (white), piece P (blue)";
    const bool onLeft = geometry::apply(s.frame, s.hull[0]).x > field.fieldWidth / 2;
    return {s, axesOf(s), title, satVerdict(s.sat), onLeft};
}

}  // namespace

SatShown satShownOf(const sim::Settings& field, const sim::Decision& d, double strength) {
    const Vec2 targetNear = d.from - sim::shortestDelta(field, d.asteroid.position, d.from);
    SatShown s{{targetNear, geometry::rotationFromAngle(d.asteroid.angle)}, d.hull.hullPoints, d.hull.piecePoints, d.hull.sat, d.involvesShip(), strength,
               std::nullopt};
    if (strength < 1.0 || leavesGhost(d)) s.ghostOf = d.asteroid;
    return s;
}

std::vector<SatShown> satPairsShown(const sim::Settings& field, std::span<const sim::Decision> decisions) {
    std::vector<SatShown> shown;
    for (const sim::Decision& d : decisions) {
        if (!d.pointPair() && d.reachedExact() && !leavesGhost(d)) shown.push_back(satShownOf(field, d, 1.0));
    }
    return shown;
}

std::optional<SatInset> satInset(const sim::Settings& field, std::span<const SatShown> live, const DecisionGhosts& ghosts) {
    // The newest death's inset takes the live inset's place while it lasts (the ship is dead meanwhile).
    const DecisionGhost* death = nullptr;
    for (const DecisionGhost& g : ghosts.ghosts()) {
        if (!g.decision.pointPair() && g.decision.involvesShip()) death = &g;
    }
    if (death) return insetOf(field, satShownOf(field, death->decision, DecisionGhosts::strength(death->age)));
    const SatShown* best = nullptr;
    double bestScore = 0.0;
    for (const SatShown& s : live) {
        const double score = s.sat.hit ? -s.sat.depth : s.sat.depth;
        if (s.ship && (best == nullptr || score < bestScore)) {
            best = &s;
            bestScore = score;
        }
    }
    if (best == nullptr) return std::nullopt;
    return insetOf(field, *best);
}

std::string satVerdict(const geometry::SatResult& result) {
    char line[96];
    const char* owner = result.axis.fromA ? "ship" : "piece";
    const char tag = result.axis.fromA ? 'S' : 'P';
    // The inset's first word of the push, so spelled out (the legend's arrow calls it the MTV too).
    if (result.hit)
        std::snprintf(line, sizeof line, "MTV (minimum translation vector) %.2f along %c%zu", result.depth, tag, result.axis.edge);
    else std::snprintf(line, sizeof line, "gap %.2f on %s edge %zu (%c%zu): apart", result.depth, owner, result.axis.edge, tag, result.axis.edge);
    return line;
}

}  // namespace teach
