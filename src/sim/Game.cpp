#include "sim/Game.h"

#include "sim/Crowd.h"
#include "sim/Field.h"
#include "sim/internal/Systems.h"

namespace sim {

World newGame(const Settings& settings) {
    World world;
    world.settings = settings;
    world.random = makeRandom(settings.seed, 0x5eed);
    beginGame(world);
    if (settings.crowd > 0) beginCrowd(world);
    return world;
}

void step(World& world, const TickInput& input, StepContext& context) {
    StepReport& report = context.report;
    report.events.clear();
    report.broken.clear();
    report.counters = {};
    report.decisions.clear();
    report.tunnels.clear();
    std::vector<Decision>* decisions = context.recordDecisions ? &report.decisions : nullptr;

    const bool crowd = world.settings.crowd > 0;
    const TickInput used = crowd ? crowdInput(input) : input;
    restartIfAsked(world, used);
    if (used.spawnAsteroid) spawnClicked(world, wrapIntoField(world.settings, used.spawnAt), report);
    if (crowd) updateCrowd(world);
    jumpIfAsked(world, used, report);
    steerShip(world, used);
    fireGun(world, used, report);
    updateSaucers(world, report);
    moveShip(world);
    moveBullets(world);
    moveAsteroids(world);
    moveSaucers(world);
    collideBulletsWithAsteroids(world, context.grid, report, decisions);
    collideBulletsWithSaucers(world, report, decisions);
    collideSaucerBulletsWithShip(world, report, decisions);
    collideShipWithAsteroids(world, report, decisions);
    collideShipWithSaucers(world, report, decisions);
    collideSaucersWithAsteroids(world, report, decisions);
    updateHyperspace(world, report);
    updateRespawn(world, report);
    if (!crowd) updateWaves(world, report);
    ++world.tick;
}

}  // namespace sim
