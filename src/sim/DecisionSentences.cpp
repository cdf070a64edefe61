#include "sim/internal/DecisionSentences.h"

#include <array>

#include "sim/internal/NumberText.h"
#include "sim/Tuning.h"

namespace sim {

namespace {

std::string sentenceNumber(double v) { return numberText(v, 4); }

std::string point(Vec2 v) { return std::string(1, '(').append(sentenceNumber(v.x)).append(", ").append(sentenceNumber(v.y)).append(1, ')'); }

// "once", "twice", "3 times".
std::string times(int n) {
    if (n == 1) return "once";
    if (n == 2) return "twice";
    return std::to_string(n) + " times";
}

// The crossing count as the parity rule reads it: "one is odd", "zero is even".
std::string parity(int n) {
    static constexpr std::array<const char*, 13> kWords{"zero", "one", "two",   "three", "four",   "five",  "six",
                                                        "seven", "eight", "nine", "ten", "eleven", "twelve"};
    const std::string word = n >= 0 && n < static_cast<int>(kWords.size()) ? kWords[static_cast<std::size_t>(n)] : std::to_string(n);
    return word + (n % 2 == 1 ? " is odd" : " is even");
}

// "edge 10", "edges 3 and 7", "edges 1, 3 and 7".
std::string edgeList(const PointDecision& p) {
    const auto crossed = p.crossedEdges();
    std::string text = crossed.size() == 1 ? "edge " : "edges ";
    for (std::size_t i = 0; i < crossed.size(); ++i) {
        if (i > 0) text += i + 1 == crossed.size() ? " and " : ", ";
        text += std::to_string(crossed[i].edge);
    }
    return text;
}

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

// The first-named of the pair: the point (a bullet) or the mover.
std::string first(const Decision& d) {
    switch (d.pair) {
        case Decision::Pair::BulletAsteroid:
        case Decision::Pair::BulletSaucer: return "bullet " + std::to_string(d.bulletId);
        case Decision::Pair::BulletShip: return "saucer bullet " + std::to_string(d.bulletId);
        case Decision::Pair::SaucerAsteroid: return "saucer " + std::to_string(d.saucerId);
        default: return "the ship";
    }
}

// The second-named: the target whose frame the exact test ran in.
std::string second(const Decision& d) {
    switch (d.pair) {
        case Decision::Pair::BulletSaucer:
        case Decision::Pair::ShipSaucer: return "saucer " + std::to_string(d.saucerId);
        case Decision::Pair::BulletShip: return "the ship";
        default: return "asteroid " + std::to_string(d.asteroidId);
    }
}

std::string filterMiss(const Decision& d, const std::string& who, const std::string& target) {
    if (d.pointPair()) {
        return who + " misses " + target +
               (d.stage == PairStage::BoxMiss ? ": it lies outside the bounding box." : ": it is inside the bounding box but outside the bounding circle.");
    }
    return who + " misses " + target +
           (d.stage == PairStage::BoxMiss ? ": their bounding boxes do not overlap." : ": their boxes overlap but their bounding circles do not.");
}

std::string pointSentence(const Decision& d, const std::string& who, const std::string& target) {
    const PointDecision& p = d.point;
    const std::string crossed =
        p.crossings == 0 ? "the ray along its own x axis crosses its outline nowhere" : "the ray along its own x axis crosses its outline " + times(p.crossings) + " (" + edgeList(p) + ")";
    // Under the swept rule a pair can be a hit with its end outside: this sentence is the point test's alone.
    const bool inside = d.swept.tested ? d.swept.endInside : d.hit();
    return who + (inside ? " is inside " : " is outside ") + target + ": " + crossed + "; " + parity(p.crossings) + ".";
}

// An edge of the pair as the SAT inset names it: "ship edge 1 (S1)", "piece edge 2 (P2)"; a saucer's piece has no inset letter.
std::string edgeName(const Decision& d, const geometry::SatAxis& axis) {
    const std::string edge = std::to_string(axis.edge);
    if (!axis.fromA) return "piece edge " + edge + " (P" + edge + ")";
    if (d.pair == Decision::Pair::SaucerAsteroid) return "saucer piece " + std::to_string(d.hull.hullPiece) + "'s edge " + edge;
    return "ship edge " + edge + " (S" + edge + ")";
}

std::string hullSentence(const Decision& d, const std::string& who, const std::string& target) {
    const HullDecision& h = d.hull;
    const std::string piece = "piece " + std::to_string(h.piece);
    if (!h.sat.hit) {
        return who + " misses " + target + ": SAT tested " + std::to_string(h.piecesTested) + (h.piecesTested == 1 ? " piece" : " pieces") +
               "; on the nearest, " + piece + ", " + edgeName(d, h.sat.axis) + " leaves a gap of " + sentenceNumber(h.sat.depth) + ".";
    }
    std::string text = who + " touches " + target + ": SAT finds no gap on any of the 6 axes of " + (d.pair == Decision::Pair::SaucerAsteroid ? "its piece " + std::to_string(h.hullPiece) : "the ship") +
                       " and " + piece + "; the overlap is least, " + sentenceNumber(h.sat.depth) + ", along " + edgeName(d, h.sat.axis) + ".";
    return h.harmless ? text + " The ship is invulnerable, so nothing breaks." : text;
}

}  // namespace

// Under the swept rule: what the bullet's travel this tick did, after the point test's sentence.
std::string sweptSentence(const SweptDecision& s) {
    if (s.endInside) return " Its travel ends inside, so the swept rule agrees: a hit.";
    if (!s.crossing.crosses) return " Its travel this tick from " + point(s.from) + " never meets the outline either: the swept rule says miss.";
    return " But its travel this tick from " + point(s.from) + " crosses the outline at " + point(s.worldAt(s.crossing.t)) + " (edge " +
           std::to_string(s.crossing.edge) + "), so the swept rule says hit.";
}

std::string decisionSentence(const Decision& d) {
    const std::string who = capitalised(first(d));
    const std::string target = second(d);
    if (!d.reachedExact()) return filterMiss(d, who, target);
    if (!d.pointPair()) return hullSentence(d, who, target);
    return d.swept.tested ? pointSentence(d, who, target) + sweptSentence(d.swept) : pointSentence(d, who, target);
}

std::string boxMissesSentence(std::span<const Decision> misses) {
    if (misses.size() == 1) return decisionSentence(misses.front());
    std::string targets = "asteroids ";
    for (std::size_t i = 0; i < misses.size(); ++i) {
        if (i > 0) targets += i + 1 == misses.size() ? " and " : ", ";
        targets += std::to_string(misses[i].asteroidId);
    }
    const std::string who = capitalised(first(misses.front()));
    if (misses.front().pointPair()) return who + " misses " + targets + ": it lies outside each of their bounding boxes.";
    return who + " misses " + targets + ": its bounding box overlaps none of theirs.";
}

std::string tunnelSentence(const Tunnel& t) {
    const double in = t.entry.t;
    const double out = 1.0 - t.exit.t;
    return "Bullet " + std::to_string(t.bulletId) + " passed through asteroid " + std::to_string(t.asteroidId) + " unseen: its path this tick went in at edge " +
           std::to_string(t.entry.edge) + " " + point(t.worldAt(in)) + " and out at edge " + std::to_string(t.exit.edge) + " " + point(t.worldAt(out)) +
           ", " + sentenceNumber(length(t.to - t.from) * (out - in)) + " units inside, but both its ends are outside, so the point test said miss.";
}

std::string deathSentence(const GameEvent& e) {
    const std::string where = " at " + point(e.position);
    switch (e.by) {
        case GameEvent::Cause::Asteroid: return "The ship was destroyed by asteroid " + std::to_string(e.byId) + where + ".";
        case GameEvent::Cause::Saucer: return "The ship was destroyed by saucer " + std::to_string(e.byId) + where + ".";
        case GameEvent::Cause::SaucerBullet: return "The ship was destroyed by saucer bullet " + std::to_string(e.byId) + where + ".";
        case GameEvent::Cause::Hyperspace:
            return "The ship was lost coming back from hyperspace" + where + ": one return in " + std::to_string(kHyperspaceFailOneIn) +
                   " fails, by the game's random draw, so no collision decided it.";
        default: return "The ship was destroyed" + where + ".";
    }
}

}  // namespace sim
