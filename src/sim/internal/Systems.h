#pragma once
// The parts of one tick, called in order by step() (Game.cpp), like Doom's
// P_Ticker. Internal to sim/: front ends use Game.h (and Motion.h).

#include <cstdint>
#include <vector>

#include "sim/BroadPhase.h"
#include "sim/Motion.h"
#include "sim/StepReport.h"
#include "sim/TickInput.h"
#include "sim/World.h"

namespace sim {

// ShipControl.cpp
void steerShip(World& world, const TickInput& input);
/// Counts the gun's cooldown down; fires a bullet if the button is held and the gun may.
void fireGun(World& world, const TickInput& input, StepReport& report);

/// Counts hyperspace's cooldown down; sends an on-field ship to a random spot if the button is held and it may.
void jumpIfAsked(World& world, const TickInput& input, StepReport& report);
/// Brings a ship back from hyperspace when its time is up, or loses it (one in kHyperspaceFailOneIn).
void updateHyperspace(World& world, StepReport& report);

// Motion.cpp: sim/Motion.h (public: the benchmark moves its scenes with it)

// Spawning.cpp
/// Adds an asteroid with a fresh outline and random drift and spin; `spawned` marks a click's (it scores nothing).
void spawnAsteroid(World& world, AsteroidSize size, Vec2 position, bool spawned);
/// A click's large asteroid at `asked` (in the field): refused at kMaxLiveAsteroids, moved clear of a live ship; noted in world.lastSpawn.
void spawnClicked(World& world, Vec2 asked, StepReport& report);
/// What struck an asteroid, and where (reported in the event).
struct Strike {
    Vec2 impact{};
    GameEvent::Cause by = GameEvent::Cause::None;
    std::uint32_t byId = 0;
};
/// Replaces asteroid `index` by its two children (none for a small one, fewer at kMaxLiveAsteroids); scores it if the player struck an unspawned one.
void destroyAsteroid(World& world, std::size_t index, Strike strike, StepReport& report);
/// What destroyAsteroid does once the asteroid is out of the list: scores it, reports it and adds its children, at most `room` (a copy: spawning may move the list).
void breakUp(World& world, const Asteroid& broken, Strike strike, int room, StepReport& report);
/// Starts the next wave: its large asteroids, spawned away from the ship.
void spawnWave(World& world, StepReport& report);

// Saucers.cpp
/// Flies (and shoots with) each saucer, lets one that crossed the field go, and launches the next when it is due.
void updateSaucers(World& world, StepReport& report);
void moveSaucers(World& world);
/// Removes saucer `index`, scoring it if the player's bullet or ship struck it.
void destroySaucer(World& world, std::size_t index, Strike strike, StepReport& report);

// CollisionPass.cpp
/// Brings `grid` up to date, then breaks each asteroid a bullet hit; appends each pair tested to `decisions` if given.
void collideBulletsWithAsteroids(World& world, BroadPhase& grid, StepReport& report, std::vector<Decision>* decisions);
/// Kills a vulnerable ship touching an asteroid (breaking it); ends the game on the last life; records as above.
void collideShipWithAsteroids(World& world, StepReport& report, std::vector<Decision>* decisions);

// SaucerCollisions.cpp
/// The ship's bullets against the saucers: each hit destroys the saucer (scored) and the bullet.
void collideBulletsWithSaucers(World& world, StepReport& report, std::vector<Decision>* decisions);
/// The saucers' bullets against the ship: a hit on a vulnerable ship destroys it and the bullet.
void collideSaucerBulletsWithShip(World& world, StepReport& report, std::vector<Decision>* decisions);
/// The ship against the saucers: a hit on a vulnerable ship destroys both (the saucer scored).
void collideShipWithSaucers(World& world, StepReport& report, std::vector<Decision>* decisions);
/// The saucers against the asteroids: a saucer that touches one is destroyed and breaks it (unscored).
void collideSaucersWithAsteroids(World& world, StepReport& report, std::vector<Decision>* decisions);

// GameFlow.cpp
/// Resets score, lives, ship and field for a new game; keeps settings and the generator.
void beginGame(World& world);
/// Loses the ship (and a life; the game on the last one), reporting what struck it where.
void destroyShip(World& world, Strike strike, StepReport& report);
/// Adds points while playing, with an extra life at each kExtraLifeEvery.
void awardPoints(World& world, int points, StepReport& report);
/// Counts a dead ship's respawn delay down, then respawns it once the centre is clear.
void updateRespawn(World& world, StepReport& report);
/// Queues the next wave when the field is empty and starts it when its delay runs out.
void updateWaves(World& world, StepReport& report);
void restartIfAsked(World& world, const TickInput& input);

}  // namespace sim
