// The rules around the shooting: points and extra lives, respawning, waves,
// game over and restart.
#include "sim/Collision.h"
#include "sim/Field.h"
#include "sim/Game.h"
#include "sim/internal/Systems.h"

namespace sim {

void awardPoints(World& world, int points, StepReport& report) {
    if (world.phase != Phase::Playing) return;
    const int before = world.score / kExtraLifeEvery;
    world.score += points;
    if (world.score / kExtraLifeEvery > before) {
        ++world.lives;
        report.events.push_back({GameEvent::Kind::ExtraLife, world.ship.position, AsteroidSize::Small});
    }
}

void destroyShip(World& world, Strike strike, StepReport& report) {
    Ship& ship = world.ship;
    ship.alive = false;
    ship.velocity = {};
    ship.hyperspaceTicks = 0;
    ship.respawnTicks = kShipRespawnDelayTicks;
    --world.lives;
    report.events.push_back({GameEvent::Kind::ShipDestroyed, ship.position, AsteroidSize::Large, strike.impact, 0, strike.by, strike.byId});
    if (world.lives > 0) return;
    world.phase = Phase::GameOver;
    world.gameOverTicks = 0;
    report.events.push_back({GameEvent::Kind::GameOver, ship.position, AsteroidSize::Large});
}

namespace {
bool centreIsClear(const World& world, Vec2 centre) {
    for (const Asteroid& asteroid : world.asteroids) {
        const double reach = kRespawnClearRadius + asteroid.radius;
        if (lengthSquared(shortestDelta(world.settings, asteroid.position, centre)) < reach * reach) return false;
    }
    return true;
}
}  // namespace

void updateRespawn(World& world, StepReport& report) {
    Ship& ship = world.ship;
    if (ship.alive || world.phase != Phase::Playing) return;
    if (ship.respawnTicks > 0 && --ship.respawnTicks > 0) return;
    const Vec2 centre{world.settings.fieldWidth / 2, world.settings.fieldHeight / 2};
    if (!centreIsClear(world, centre)) return;  // wait until it is
    ship.alive = true;
    ship.position = centre;
    ship.velocity = {};
    ship.angle = kShipStartAngle;
    ship.invulnerableTicks = kShipInvulnerableTicks;
    report.events.push_back({GameEvent::Kind::ShipRespawned, centre, AsteroidSize::Small});
}

bool waitingForClearCentre(const World& world) {
    const Ship& ship = world.ship;
    return !ship.alive && world.phase == Phase::Playing && ship.respawnTicks == 0;
}

void beginGame(World& world) {
    // Settings, the generator, the tick count and the id counter run on: each
    // game after a restart differs, and ids stay unique for the renderer.
    world.phase = Phase::Playing;
    world.score = 0;
    world.lives = world.settings.startLives;
    world.wave = 0;
    world.gameOverTicks = 0;
    world.spawnedThisGame = false;
    world.asteroids.clear();
    world.bullets.clear();
    world.saucers.clear();
    world.saucerDelayTicks = kSaucerDelayTicks;
    world.ship = Ship{};
    world.ship.position = {world.settings.fieldWidth / 2, world.settings.fieldHeight / 2};
    world.ship.angle = kShipStartAngle;
    world.ship.invulnerableTicks = kShipInvulnerableTicks;
    world.waveDelayTicks = 1;  // the first wave arrives on the next tick
}

void updateWaves(World& world, StepReport& report) {
    if (world.phase != Phase::Playing) return;
    if (world.waveDelayTicks == 0 && world.asteroids.empty()) world.waveDelayTicks = kWaveDelayTicks;
    if (world.waveDelayTicks > 0 && --world.waveDelayTicks == 0) spawnWave(world, report);
}

void restartIfAsked(World& world, const TickInput& input) {
    if (world.phase != Phase::GameOver) return;
    ++world.gameOverTicks;
    // A short pause first, so the fire button held at the moment of death
    // does not skip the game-over screen.
    constexpr int kMinGameOverTicks = 45;
    if (!input.held(kRestart) || world.gameOverTicks < kMinGameOverTicks) return;
    beginGame(world);
}

}  // namespace sim
