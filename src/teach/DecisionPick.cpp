#include "teach/DecisionPick.h"

#include <algorithm>
#include <span>
#include <vector>

#include "sim/DecisionText.h"
#include "sim/Field.h"
#include "sim/Tuning.h"

namespace teach {

namespace {

// Keeps the best candidate whose circle holds `at`: one an exact test looked at this tick before one none did, then the nearer centre.
struct Nearest {
    geometry::Vec2 at;
    const sim::Settings& field;
    Picked best{};
    bool bestTested = false;
    double distance = 1e300;

    void offer(Picked candidate, geometry::Vec2 centre, double radius, bool tested) {
        const double d = length(sim::shortestDelta(field, centre, at));
        if (d > radius || (bestTested && !tested) || (bestTested == tested && d >= distance)) return;
        best = candidate;
        bestTested = tested;
        distance = d;
    }
};

// Calls visit(picked, centre, radius, tested) for everything a click may pick: the ship (on the field, or
// tested this tick), each asteroid and saucer, then the asteroids a hit broke this tick, which only the record
// holds. `tested`: an exact test looked at it this tick. visit returns true to stop.
template <class Visit>
void forEachPickable(const sim::World& world, std::span<const sim::Decision> decisions, Visit visit) {
    const auto tested = [&](Picked p) {
        return std::any_of(decisions.begin(), decisions.end(), [&](const sim::Decision& d) { return d.reachedExact() && involves(d, p); });
    };
    const Picked ship{Picked::Kind::Ship};
    const bool shipTested = std::any_of(decisions.begin(), decisions.end(), [&](const sim::Decision& d) { return involves(d, ship); });
    if ((sim::onField(world.ship) || shipTested) && visit(ship, world.ship.position, sim::kShipRadius, tested(ship))) return;
    for (const sim::Asteroid& a : world.asteroids) {
        const Picked rock{Picked::Kind::Asteroid, a.id};
        if (visit(rock, a.position, a.radius, tested(rock))) return;
    }
    for (const sim::Saucer& s : world.saucers) {
        const Picked saucer{.kind = Picked::Kind::Saucer, .saucerId = s.id};
        if (visit(saucer, s.position, sim::kSaucerRadius[static_cast<std::size_t>(s.size)], tested(saucer))) return;
    }
    for (const sim::Decision& d : decisions) {
        if (d.reachedExact() && d.targetIsAsteroid() && visit(Picked{Picked::Kind::Asteroid, d.asteroidId}, d.asteroid.position, d.asteroid.radius, true)) return;
    }
}

}  // namespace

Picked pickObject(const sim::World& world, std::span<const sim::Decision> decisions, geometry::Vec2 at) {
    Nearest nearest{at, world.settings};
    forEachPickable(world, decisions, [&](Picked p, geometry::Vec2 centre, double radius, bool tested) {
        nearest.offer(p, centre, radius, tested);
        return false;
    });
    return nearest.best;
}

std::optional<PickedSpot> spotOf(const sim::World& world, std::span<const sim::Decision> decisions, Picked picked) {
    std::optional<PickedSpot> spot;
    if (!picked) return spot;
    forEachPickable(world, decisions, [&](Picked p, geometry::Vec2 centre, double radius, bool) {
        if (p == picked) spot = PickedSpot{centre, radius};
        return spot.has_value();
    });
    return spot;
}

bool involves(const sim::Decision& decision, Picked picked) {
    switch (picked.kind) {
        case Picked::Kind::Ship: return decision.involvesShip();
        case Picked::Kind::Asteroid: return decision.asteroidId != 0 && decision.asteroidId == picked.asteroidId;
        case Picked::Kind::Saucer: return decision.saucerId != 0 && decision.saucerId == picked.saucerId;
        default: return false;
    }
}

namespace {

// A ShipDestroyed event is about the ship and about the asteroid or saucer that destroyed it.
bool deathInvolves(const sim::GameEvent& death, Picked picked) {
    switch (picked.kind) {
        case Picked::Kind::Nothing:
        case Picked::Kind::Ship: return true;
        case Picked::Kind::Asteroid: return death.by == sim::GameEvent::Cause::Asteroid && death.byId == picked.asteroidId;
        case Picked::Kind::Saucer: return death.by == sim::GameEvent::Cause::Saucer && death.byId == picked.saucerId;
    }
    return false;
}

// A box miss told with the others of its mover: a bullet's or the ship's against an asteroid.
bool foldsBoxMiss(const sim::Decision& d) {
    return d.stage == sim::PairStage::BoxMiss &&
           (d.pair == sim::Decision::Pair::BulletAsteroid || d.pair == sim::Decision::Pair::ShipAsteroid);
}

// Every box miss from decisions[from] on with its pair kind and mover (about `picked`, when something is), in test
// order, each marked told.
std::vector<sim::Decision> boxMissesLike(std::span<const sim::Decision> decisions, std::size_t from, Picked picked,
                                         std::vector<bool>& told) {
    const sim::Decision& like = decisions[from];
    std::vector<sim::Decision> misses;
    for (std::size_t j = from; j < decisions.size(); ++j) {
        const sim::Decision& d = decisions[j];
        if (told[j] || !foldsBoxMiss(d) || d.pair != like.pair || d.bulletId != like.bulletId || (picked && !involves(d, picked))) continue;
        misses.push_back(d);
        told[j] = true;
    }
    return misses;
}

}  // namespace

std::vector<std::string> whySentences(const sim::StepReport& report, Picked picked, sim::Wording wording) {
    std::vector<std::string> lines;
    for (const sim::GameEvent& event : report.events) {
        // The headline, in sentences only: fields stay pairs only.
        if (event.kind == sim::GameEvent::Kind::ShipDestroyed && wording == sim::Wording::Sentences && deathInvolves(event, picked)) {
            lines.push_back(sim::describeDeath(event));
        }
    }
    // In sentences a mover's box misses against asteroids are one sentence, where its first one was: a ship among many
    // rocks would otherwise list each rock its box is nowhere near before the pair that matters.
    std::vector<bool> folded(report.decisions.size(), false);
    for (std::size_t i = 0; i < report.decisions.size(); ++i) {
        const sim::Decision& d = report.decisions[i];
        if (folded[i] || (picked && !involves(d, picked))) continue;
        if (wording != sim::Wording::Sentences || !foldsBoxMiss(d)) {
            lines.push_back(sim::describeDecision(d, wording));
            continue;
        }
        lines.push_back(sim::describeBoxMisses(boxMissesLike(report.decisions, i, picked, folded)));
    }
    for (const sim::Tunnel& t : report.tunnels) {
        if (!picked || (picked.kind == Picked::Kind::Asteroid && t.asteroidId == picked.asteroidId)) lines.push_back(sim::describeTunnel(t, wording));
    }
    return lines;
}

std::vector<std::string> explainPicked(const sim::StepReport& report, Picked picked) {
    // Appended, not string + string: GCC 12's -Wrestrict misfires on the latter.
    std::string name = "the ship";
    if (picked.kind == Picked::Kind::Asteroid) name.assign("asteroid ").append(std::to_string(picked.asteroidId));
    if (picked.kind == Picked::Kind::Saucer) name.assign("saucer ").append(std::to_string(picked.saucerId));
    std::vector<std::string> lines{std::string("Why? ").append(name).append(", this tick:")};
    for (std::string& sentence : whySentences(report, picked)) lines.push_back(std::move(sentence));
    if (lines.size() == 1) lines.push_back(std::string("no pair with ").append(name).append(" was tested"));
    return lines;
}

}  // namespace teach
