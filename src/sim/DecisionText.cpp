#include "sim/DecisionText.h"

#include "sim/internal/DecisionSentences.h"
#include "sim/internal/NumberText.h"

namespace sim {

namespace {

std::string recordNumber(double v) { return numberText(v, 6); }

// "(x,y)", built by appending (g++ 12's false -Wrestrict on "(" + std::string).
std::string coordinates(Vec2 v) {
    std::string text(1, '(');
    text.append(recordNumber(v.x)).append(1, ',').append(recordNumber(v.y)).append(1, ')');
    return text;
}

std::string pointText(const PointDecision& p) {
    std::string edges;
    std::string points;
    for (const geometry::RayCrossing& c : p.crossedEdges()) {
        if (!edges.empty()) edges += ',';
        if (!points.empty()) points += ',';
        edges += std::to_string(c.edge);
        points += coordinates(c.point);
    }
    return " point=" + coordinates(p.world) + " local=" + coordinates(p.local) + " crossings=" +
           std::to_string(p.crossings) + " edges=[" + edges + "] local-crossings=[" + points + "]";
}

std::string hullText(const HullDecision& h) {
    std::string text = " pieces=(" + std::to_string(h.hullPiece) + "," + std::to_string(h.piece) + ") tested=" + std::to_string(h.piecesTested);
    if (h.sat.hit) {
        text += " mtv depth=" + recordNumber(h.sat.depth) + " normal=" + coordinates(h.worldDirection);
    } else {
        text += " separating axis=" + coordinates(h.worldDirection) + " from " +
                (h.sat.axis.fromA ? "hull edge " : "piece edge ") + std::to_string(h.sat.axis.edge) +
                " gap=" + recordNumber(h.sat.depth);
    }
    return h.harmless ? text + " invulnerable" : text;
}

// " in=(x,y) edge=E": where the travel met the outline, as a world point on it.
std::string crossingText(const char* name, const Tunnel& t, const geometry::BoundaryCrossing& c, double along) {
    return std::string(1, ' ').append(name).append("=") + coordinates(t.worldAt(along)) + " edge=" + std::to_string(c.edge);
}

// " travel from=(x,y) to=(x,y) crossing=(x,y) edge=E t=T point-test=hit|miss swept-test=hit|miss": both rules' verdicts on one pair.
std::string sweptText(const SweptDecision& s) {
    const geometry::BoundaryCrossing& c = s.crossing;
    std::string text = " travel from=" + coordinates(s.from) + " to=" + coordinates(s.to);
    text += c.crosses ? " crossing=" + coordinates(s.worldAt(c.t)) + " edge=" + std::to_string(c.edge) + " t=" + recordNumber(c.t) : std::string(" crossing=none");
    return text + " point-test=" + (s.endInside ? "hit" : "miss") + " swept-test=" + (s.endInside || c.crosses ? "hit" : "miss");
}

const char* stageName(PairStage stage) {
    switch (stage) {
        case PairStage::BoxMiss: return "box";
        case PairStage::CircleMiss: return "circle";
        default: return "exact";
    }
}

const char* sizeName(AsteroidSize size) {
    switch (size) {
        case AsteroidSize::Small: return "small";
        case AsteroidSize::Medium: return "medium";
        default: return "large";
    }
}

// "x,y" for key=value fields: no brackets, so `at=412.5,300.25`.
std::string at(Vec2 v) { return " at=" + recordNumber(v.x) + "," + recordNumber(v.y); }

std::string struckBy(const GameEvent& e) {
    switch (e.by) {
        case GameEvent::Cause::Bullet: return " by=bullet bullet=" + std::to_string(e.byId);
        case GameEvent::Cause::Ship: return " by=ship";
        case GameEvent::Cause::Asteroid: return " by=asteroid asteroid=" + std::to_string(e.byId);
        case GameEvent::Cause::Hyperspace: return " by=hyperspace";
        case GameEvent::Cause::Saucer: return " by=saucer saucer=" + std::to_string(e.byId);
        case GameEvent::Cause::SaucerBullet: return " by=saucer-bullet bullet=" + std::to_string(e.byId);
        default: return {};
    }
}

}  // namespace

std::string describeBoxMisses(std::span<const Decision> misses) { return boxMissesSentence(misses); }

std::string describeDecision(const Decision& d, Wording wording) {
    if (wording == Wording::Sentences) return decisionSentence(d);
    using Pair = Decision::Pair;
    const std::string bullet = "bullet#" + std::to_string(d.bulletId);
    const std::string asteroid = "asteroid#" + std::to_string(d.asteroidId);
    const std::string saucer = "saucer#" + std::to_string(d.saucerId);
    std::string text;
    switch (d.pair) {
        case Pair::BulletAsteroid: text = bullet + " " + asteroid; break;
        case Pair::ShipAsteroid: text = "ship " + asteroid; break;
        case Pair::BulletSaucer: text = bullet + " " + saucer; break;
        case Pair::BulletShip: text = bullet + " ship"; break;
        case Pair::ShipSaucer: text = "ship " + saucer; break;
        case Pair::SaucerAsteroid: text = saucer + " " + asteroid; break;
    }
    text += std::string(" stage=") + stageName(d.stage);
    if (d.reachedExact()) text += d.pointPair() ? pointText(d.point) : hullText(d.hull);
    if (d.swept.tested) text += sweptText(d.swept);
    return text + (d.hit() ? " hit" : " miss");
}

const char* eventKindName(GameEvent::Kind kind) {
    switch (kind) {
        case GameEvent::Kind::Shot: return "shot";
        case GameEvent::Kind::AsteroidDestroyed: return "asteroid-destroyed";
        case GameEvent::Kind::ShipDestroyed: return "ship-destroyed";
        case GameEvent::Kind::ShipRespawned: return "ship-respawned";
        case GameEvent::Kind::WaveStarted: return "wave";
        case GameEvent::Kind::ExtraLife: return "extra-life";
        case GameEvent::Kind::GameOver: return "game-over";
        case GameEvent::Kind::Spawned: return "spawned";
        case GameEvent::Kind::SpawnMoved: return "spawn-moved";
        case GameEvent::Kind::SpawnRefused: return "spawn-refused";
        case GameEvent::Kind::HyperspaceJump: return "hyperspace-jump";
        case GameEvent::Kind::HyperspaceReturn: return "hyperspace-return";
        case GameEvent::Kind::SaucerAppeared: return "saucer-appeared";
        case GameEvent::Kind::SaucerDestroyed: return "saucer-destroyed";
        case GameEvent::Kind::SaucerLeft: return "saucer-left";
    }
    return "unknown";
}

std::string describeEvent(const GameEvent& e, const World& after) {
    std::string text = std::to_string(after.tick) + " " + eventKindName(e.kind);
    switch (e.kind) {
        case GameEvent::Kind::Shot: return text + " bullet=" + std::to_string(e.id) + struckBy(e) + at(e.position);
        case GameEvent::Kind::AsteroidDestroyed:
            return text + " asteroid=" + std::to_string(e.id) + " size=" + sizeName(e.size) + struckBy(e) + at(e.impact) +
                   " centre=" + recordNumber(e.position.x) + "," + recordNumber(e.position.y);
        case GameEvent::Kind::ShipDestroyed: return text + struckBy(e) + at(e.position);
        case GameEvent::Kind::ShipRespawned: return text + at(e.position);
        case GameEvent::Kind::WaveStarted: return text + " wave=" + std::to_string(after.wave);
        case GameEvent::Kind::ExtraLife: return text + " lives=" + std::to_string(after.lives);
        case GameEvent::Kind::GameOver: return text + " score=" + std::to_string(after.score) + at(e.position);
        case GameEvent::Kind::Spawned: return text + " asteroid=" + std::to_string(e.id) + at(e.position);
        case GameEvent::Kind::SpawnMoved:
            return text + " asteroid=" + std::to_string(e.id) + " asked=" + recordNumber(e.impact.x) + "," + recordNumber(e.impact.y) + at(e.position) +
                   " reason=ship-clearance";
        case GameEvent::Kind::SpawnRefused:
            return text + " asked=" + recordNumber(e.position.x) + "," + recordNumber(e.position.y) + " reason=cap live=" +
                   std::to_string(after.asteroids.size()) + " cap=" + std::to_string(kMaxLiveAsteroids);
        case GameEvent::Kind::HyperspaceJump: return text + " from=" + recordNumber(e.position.x) + "," + recordNumber(e.position.y) + " to=" + recordNumber(e.impact.x) + "," + recordNumber(e.impact.y);
        case GameEvent::Kind::HyperspaceReturn: return text + at(e.position);
        case GameEvent::Kind::SaucerAppeared:
            return text + " saucer=" + std::to_string(e.id) + " size=" + (static_cast<int>(e.size) == 0 ? "small" : "large") + at(e.position);
        case GameEvent::Kind::SaucerDestroyed:
            return text + " saucer=" + std::to_string(e.id) + " size=" + (static_cast<int>(e.size) == 0 ? "small" : "large") + struckBy(e) +
                   at(e.impact) + " centre=" + recordNumber(e.position.x) + "," + recordNumber(e.position.y);
        case GameEvent::Kind::SaucerLeft: return text + " saucer=" + std::to_string(e.id) + at(e.position);
    }
    return text;
}

std::string describeDeath(const GameEvent& death) { return deathSentence(death); }

std::string describeTunnel(const Tunnel& t, Wording wording) {
    if (wording == Wording::Sentences) return tunnelSentence(t);
    const double in = t.entry.t;
    const double out = 1.0 - t.exit.t;
    return "bullet#" + std::to_string(t.bulletId) + " asteroid#" + std::to_string(t.asteroidId) + " tunnel from=" + coordinates(t.from) +
           " to=" + coordinates(t.to) + crossingText("in", t, t.entry, in) + crossingText("out", t, t.exit, out) +
           " inside=" + recordNumber(length(t.to - t.from) * (out - in)) + " point-test=miss";
}

}  // namespace sim
