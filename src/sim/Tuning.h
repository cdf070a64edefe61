#pragma once
// The numbers that make Polyroids feel the way it does. Changing any of them
// changes the simulation: bump kRulesVersion so old replays are refused with a
// clear message instead of desyncing, and re-record the golden replays.

#include <array>

namespace sim {

/// Version of the game rules, written into every replay.
inline constexpr int kRulesVersion = 3;

/// Fixed simulation rate; one step() is one tick of kTickSeconds.
inline constexpr int kTicksPerSecond = 60;
inline constexpr double kTickSeconds = 1.0 / kTicksPerSecond;

// Ship, in world units and seconds. Angles in radians, y down on screen, so a
// positive turn is clockwise as the player sees it (docs/architecture.md, "Coordinates").
inline constexpr double kShipTurnRate = 4.2;          // rad/s
inline constexpr double kShipThrust = 420.0;          // units/s^2
inline constexpr double kShipBrakeThrust = 260.0;     // reverse thrust, units/s^2
inline constexpr double kShipMaxReverseSpeed = 140.0; // cap on speed backwards along the nose
inline constexpr double kShipMaxSpeed = 520.0;
inline constexpr double kShipDragPerTick = 0.993;     // "a little drag": ~34% per second
inline constexpr double kShipStartAngle = -1.5707963267948966;  // nose up the screen
inline constexpr double kShipRadius = 15.0;           // bounding radius of the hull below
inline constexpr int kShipInvulnerableTicks = 150;
inline constexpr int kShipRespawnDelayTicks = 90;
inline constexpr double kRespawnClearRadius = 170.0;  // no asteroid edge this close to the centre

// Hyperspace: the ship leaves the field for kHyperspaceTicks and comes back at
// a random spot, at rest; one return in kHyperspaceFailOneIn does not survive
// (README, "Rules"). Held, the button jumps again kHyperspaceCooldownTicks after a return.
inline constexpr int kHyperspaceTicks = 36;
inline constexpr int kHyperspaceCooldownTicks = 30;
inline constexpr int kHyperspaceFailOneIn = 8;

// The ship's bullets: points with a lifetime; held fire repeats every
// kFireIntervalTicks while fewer than kMaxLiveBullets are alive. Four, as in
// the arcade: a miss keeps its slot for a second, a hit frees it at once, so
// aimed shots fire faster than a spray (README, "Rules").
inline constexpr double kBulletSpeed = 620.0;
inline constexpr int kBulletLifeTicks = 60;     // one second: 620 units, most of the field's height
inline constexpr int kFireIntervalTicks = 9;    // 6.7 shots a second at most
inline constexpr int kMaxLiveBullets = 4;

// Saucers by size (small, large), as in the arcade: the large one shoots at
// random, the small one aims at the ship. One at a time, from wave
// kSaucerFirstWave on, kSaucerDelayTicks after the last one went; it crosses
// the field once. Their bullets are points like the ship's.
inline constexpr int kSaucerFirstWave = 2;
inline constexpr int kSaucerDelayTicks = 600;
inline constexpr std::array<double, 2> kSaucerRadius = {12.0, 20.0};   // half-width: the outlines in SaucerShape.h
inline constexpr std::array<double, 2> kSaucerSpeed = {150.0, 100.0};  // units/s across the field
inline constexpr std::array<int, 2> kSaucerFireIntervalTicks = {50, 70};
inline constexpr std::array<int, 2> kSaucerScore = {1000, 200};
inline constexpr int kSaucerTurnTicks = 60;          // how often it may change its up/down drift
inline constexpr double kSaucerAimError = 0.12;      // radians either side, the small saucer's aim
inline constexpr double kSaucerBulletSpeed = 380.0;
inline constexpr int kSaucerBulletLifeTicks = 90;
inline constexpr int kMaxSaucerBullets = 3;

// Asteroids by size (small, medium, large).
inline constexpr std::array<double, 3> kAsteroidRadius = {17.0, 34.0, 64.0};
inline constexpr std::array<double, 3> kAsteroidMinSpeed = {70.0, 50.0, 30.0};
inline constexpr std::array<double, 3> kAsteroidMaxSpeed = {150.0, 105.0, 70.0};
inline constexpr std::array<int, 3> kAsteroidScore = {100, 50, 20};
inline constexpr double kAsteroidMaxSpin = 1.4;        // rad/s
inline constexpr int kAsteroidMinVertices = 8;
inline constexpr int kAsteroidMaxVertices = 16;

// Game flow.
inline constexpr int kStartLives = 3;
inline constexpr int kExtraLifeEvery = 10000;         // points
inline constexpr int kFirstWaveAsteroids = 4;
inline constexpr int kMaxWaveAsteroids = 11;
inline constexpr int kWaveDelayTicks = 120;
inline constexpr double kWaveSpeedup = 0.06;           // each wave's asteroids drift this much faster...
inline constexpr double kMaxWaveSpeedup = 1.6;         // ...up to this factor
inline constexpr double kWaveSpawnClearance = 220.0;  // new wave keeps this far from the ship

// Clicks and crowds. The cap bounds the work of a tick whatever a replay asks
// for (README, "Rules"): a click at the cap is refused, a split at the cap
// keeps fewer pieces. It is above the 10,000 of the largest crowd scene.
inline constexpr int kMaxLiveAsteroids = 12000;
inline constexpr double kSpawnShipClearance = 150.0;  // a clicked asteroid's centre keeps this far from the ship
inline constexpr int kNoticeTicks = 120;              // how long the window shows what became of a click

}  // namespace sim
