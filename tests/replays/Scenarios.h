#pragma once
// What each golden replay must contain, shared by the recorder that makes
// them (GoldenRecorder.cpp) and the tests that check them
// (tests/replay/GoldenReplayTests.cpp).

#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "sim/StepReport.h"
#include "sim/World.h"

namespace goldens {

/// True when the step that made `after` (and reported `step`) broke an asteroid with a
/// bullet that was on the other side of a seam from the asteroid's centre: a kill across the wrap.
inline bool killAcrossSeam(const sim::World& after, const sim::StepReport& step) {
    for (const sim::GameEvent& e : step.events) {
        if (e.kind != sim::GameEvent::Kind::AsteroidDestroyed) continue;
        if (std::abs(e.impact.x - e.position.x) > after.settings.fieldWidth / 2 ||
            std::abs(e.impact.y - e.position.y) > after.settings.fieldHeight / 2) {
            return true;
        }
    }
    return false;
}

/// True when the step produced an event of this kind.
inline bool happened(const sim::StepReport& step, sim::GameEvent::Kind kind) {
    for (const sim::GameEvent& e : step.events) if (e.kind == kind) return true;
    return false;
}

/// True when the step produced an event of this kind struck by this cause.
inline bool happened(const sim::StepReport& step, sim::GameEvent::Kind kind, sim::GameEvent::Cause by) {
    for (const sim::GameEvent& e : step.events) if (e.kind == kind && e.by == by) return true;
    return false;
}

/// What a game showed, gathered tick by tick.
struct Story {
    int spawns = 0;
    int seamKills = 0;
    int deaths = 0;
    int respawns = 0;
    int gameOvers = 0;
    int restarts = 0;
    int hyperspaceJumps = 0;
    int saucerKills = 0;         ///< saucers the ship's bullets destroyed
    int saucerBulletDeaths = 0;  ///< ships a saucer's bullet destroyed
    int asteroidBreaks = 0;      ///< asteroids destroyed, by anything
    int sweptOnlyHits = 0;       ///< pairs the swept rule hit whose bullet ended outside (a miss for the point test); needs decisions recorded

    /// Call with the world before and after each step, and the step's report.
    void note(const sim::World& before, const sim::World& after, const sim::StepReport& step, bool clicked) {
        spawns += clicked ? 1 : 0;
        seamKills += killAcrossSeam(after, step) ? 1 : 0;
        deaths += happened(step, sim::GameEvent::Kind::ShipDestroyed) ? 1 : 0;
        respawns += happened(step, sim::GameEvent::Kind::ShipRespawned) ? 1 : 0;
        gameOvers += happened(step, sim::GameEvent::Kind::GameOver) ? 1 : 0;
        restarts += (before.phase == sim::Phase::GameOver && after.phase == sim::Phase::Playing) ? 1 : 0;
        hyperspaceJumps += happened(step, sim::GameEvent::Kind::HyperspaceJump) ? 1 : 0;
        saucerKills += happened(step, sim::GameEvent::Kind::SaucerDestroyed, sim::GameEvent::Cause::Bullet) ? 1 : 0;
        saucerBulletDeaths += happened(step, sim::GameEvent::Kind::ShipDestroyed, sim::GameEvent::Cause::SaucerBullet) ? 1 : 0;
        for (const sim::GameEvent& e : step.events) asteroidBreaks += e.kind == sim::GameEvent::Kind::AsteroidDestroyed ? 1 : 0;
        for (const sim::Decision& d : step.decisions) sweptOnlyHits += d.sweptOnlyHit() ? 1 : 0;
    }
};

/// A golden replay: its file name and what its story must include.
struct Golden {
    std::string file;
    std::function<bool(const Story&)> complete;  ///< the recorder stops once this holds (plus a little)
    std::uint64_t minTicks = 0;
    int crowd = 0;  ///< > 0: a crowd scene of this many asteroids (sim::crowdSettings), else the normal game
    bool swept = false;       ///< played under the swept rule (sim::Settings::sweptBullets); its story is told from recorded decisions
    std::uint64_t seed = 0;   ///< > 0: this seed only, else the first seed from 1 whose story is complete
};

inline std::vector<Golden> allGoldens() {
    return {
        {"click-spawns.replay", [](const Story& s) { return s.spawns >= 2; }, 0},
        {"seam-kill.replay", [](const Story& s) { return s.seamKills >= 1; }, 0},
        {"death-respawn.replay", [](const Story& s) { return s.deaths >= 1 && s.respawns >= 1; }, 0},
        {"game-over.replay", [](const Story& s) { return s.gameOvers >= 1 && s.restarts >= 1; }, 0},
        {"long-autopilot.replay", [](const Story& s) { return s.deaths >= 1; }, 50'000},
        {"hyperspace.replay", [](const Story& s) { return s.hyperspaceJumps >= 1; }, 0},
        {"saucer-kill.replay", [](const Story& s) { return s.saucerKills >= 1; }, 0},
        {"saucer-bullet-death.replay", [](const Story& s) { return s.saucerBulletDeaths >= 1; }, 0},
        // Small enough that no tick breaks more than 3 asteroids: clear of the collision pass's old cap of 7 breaks a tick.
        {"crowd-150.replay", [](const Story& s) { return s.asteroidBreaks >= 100; }, 300, 150},
        // The swept rule in docs/recordings/tunnel.replay's game (seed 20): it parts from that game at its first tunnel
        // (tick 126), which it hits, and runs past tick 656 (tests/replay/VerifySweptTests.cpp).
        {"swept-tunnel.replay", [](const Story& s) { return s.sweptOnlyHits >= 1; }, 700, 0, true, 20},
        {"swept-crowd-150.replay", [](const Story& s) { return s.asteroidBreaks >= 100 && s.sweptOnlyHits >= 1; }, 300, 150, true},
    };
}

}  // namespace goldens
