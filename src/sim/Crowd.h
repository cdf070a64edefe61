#pragma once
// The crowd scene (`polyroids --crowd N`): a field sized to keep the normal
// game's density, N asteroids of mixed sizes, and turrets whose streams keep
// about N bullets alive, for watching a broad phase at work. It runs through
// step() like any game (same PRNG, same replays); Settings::crowd > 0 turns
// it on. What changes in a crowd: no waves, no saucers, no hyperspace; the
// ship is invulnerable for ever (the player may fly and shoot it); asteroids
// are topped up to N; the turrets fire (README, "Crowds").

#include <cstdint>
#include <vector>

#include "sim/TickInput.h"
#include "sim/World.h"

namespace sim {

/// The largest crowd: the live-asteroid cap, so a crowd can always hold its N.
inline constexpr int kMaxCrowd = kMaxLiveAsteroids;

/// Density here means the share of the field covered by the asteroids'
/// bounding circles: the normal game's fullest wave (kMaxWaveAsteroids large
/// ones on the default 1280 x 720 field), about 0.154.
double normalDensity();

/// Share of the field covered by the bounding circles of a crowd of n
/// asteroids (a third of each size) on this field.
double crowdDensity(int n, double fieldWidth, double fieldHeight);

/// Settings for a crowd of n asteroids (1..kMaxCrowd): a 16:9 field in whole
/// units whose density is normalDensity() (never smaller than the default
/// 1280 x 720 field, so crowds of up to 25 are sparser).
Settings crowdSettings(int n, std::uint64_t seed);

/// A turret of a crowd: a fixed spot on the field that fires streams of bullets.
struct Turret {
    Vec2 position{};    ///< world units, inside the field
    double angle = 0.0; ///< radians: the direction of its first barrel at this tick
};

/// The turrets of a crowd at `tick` (empty for the normal game): a lattice
/// about kTurretSpacing apart; their barrels turn with the tick.
std::vector<Turret> crowdTurrets(const Settings& settings, std::uint64_t tick);

/// Barrels per turret, evenly spread round it.
inline constexpr int kTurretBarrels = 3;
/// Distance between neighbouring turrets, world units (about two bullet ranges).
inline constexpr double kTurretSpacing = 2400.0;
/// A turret's bullets: speed (units/s) and life (ticks): range 1,240 units.
inline constexpr double kTurretBulletSpeed = 620.0;
inline constexpr int kTurretBulletLifeTicks = 120;
/// At most this many shots per turret per tick (reached only while the storm builds up).
inline constexpr int kMaxTurretShotsPerTick = 8;
/// Drawn (and cleared of asteroids at the start) with this radius, world units.
inline constexpr double kTurretRadius = 24.0;

/// The most live asteroids a split may leave: kMaxLiveAsteroids, or a crowd's N (so a crowd stays at N
/// instead of growing by a piece a break; the top-up brings larger ones back).
int splitLimit(const Settings& settings);

/// The input a crowd's ship gets: `input` without hyperspace (the ship must stay on the field).
TickInput crowdInput(const TickInput& input);

/// Sets up a crowd on a fresh game: no waves, N asteroids of mixed sizes away from the turrets.
void beginCrowd(World& world);

/// The crowd's rules for one tick, before the collisions: keeps the ship invulnerable and the
/// asteroids topped up to N (the size furthest below its third), then fires the turrets so that
/// about N of their bullets are alive.
void updateCrowd(World& world);

}  // namespace sim
