#include "sim/Crowd.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "geometry/Rotation.h"
#include "sim/Field.h"
#include "sim/internal/Systems.h"

namespace sim {

namespace {

constexpr double kNormalWidth = 1280.0;
constexpr double kNormalHeight = 720.0;

double circleArea(AsteroidSize size) {
    const double r = kAsteroidRadius[static_cast<std::size_t>(size)];
    return std::numbers::pi * r * r;
}

// The i-th asteroid of a crowd: small, medium, large in turn, so each size is a third.
AsteroidSize crowdSize(int i) { return static_cast<AsteroidSize>(i % 3); }

double coveredArea(int n) {
    double area = 0.0;
    for (int i = 0; i < n; ++i) area += circleArea(crowdSize(i));
    return area;
}

struct Lattice {
    int columns = 1;
    int rows = 1;
};

Lattice turretLattice(const Settings& settings) {
    const auto across = [](double size) { return std::max(1, static_cast<int>(std::lround(size / kTurretSpacing))); };
    return {across(settings.fieldWidth), across(settings.fieldHeight)};
}

// Each turret turns at its own pace, half of them the other way, so the streams cross.
double turretSpin(int index) { return (index % 2 == 0 ? 1.0 : -1.0) * (0.5 + 0.1 * (index % 5)); }

bool nearTurret(const Settings& settings, const std::vector<Turret>& turrets, Vec2 p, double reach) {
    return std::any_of(turrets.begin(), turrets.end(),
                       [&](const Turret& t) { return lengthSquared(shortestDelta(settings, t.position, p)) < reach * reach; });
}

// A random spot at least `reach` from every turret (or the last one tried).
Vec2 spotAwayFromTurrets(World& world, const std::vector<Turret>& turrets, double reach) {
    const Settings& s = world.settings;
    Vec2 spot{};
    for (int attempt = 0; attempt < 8; ++attempt) {
        spot = {nextInRange(world.random, 0.0, s.fieldWidth), nextInRange(world.random, 0.0, s.fieldHeight)};
        if (!nearTurret(s, turrets, spot, reach)) break;
    }
    return spot;
}

void topUpAsteroids(World& world, const std::vector<Turret>& turrets) {
    const int n = world.settings.crowd;
    const int live = static_cast<int>(world.asteroids.size());
    if (live >= n) return;
    std::array<int, 3> bySize{};
    for (const Asteroid& a : world.asteroids) ++bySize[static_cast<std::size_t>(a.size)];
    for (int i = live; i < n; ++i) {
        // The rarest size, so the crowd stays mixed however it breaks.
        const auto size = static_cast<std::size_t>(std::min_element(bySize.begin(), bySize.end()) - bySize.begin());
        const double radius = kAsteroidRadius[size];
        spawnAsteroid(world, static_cast<AsteroidSize>(size), spotAwayFromTurrets(world, turrets, kTurretRadius + radius), false);
        ++bySize[size];
    }
}

void fireTurrets(World& world, const std::vector<Turret>& turrets) {
    const auto alive = std::count_if(world.bullets.begin(), world.bullets.end(), [](const Bullet& b) { return b.fromSaucer; });
    const int count = static_cast<int>(turrets.size());
    const int wanted = std::clamp(world.settings.crowd - static_cast<int>(alive), 0, count * kMaxTurretShotsPerTick);
    if (wanted == 0) return;
    // Shots are dealt out evenly, the odd ones from a random turret on, so no turret is favoured.
    const int first = nextInt(world.random, 0, count - 1);
    for (int k = 0; k < count; ++k) {
        const int index = (first + k) % count;
        const int shots = wanted / count + (k < wanted % count ? 1 : 0);
        const Turret& turret = turrets[static_cast<std::size_t>(index)];
        for (int shot = 0; shot < shots; ++shot) {
            // Barrels in turn from tick to tick; a second round from one barrel in a tick fans out a little.
            const auto barrel = static_cast<int>((world.tick + static_cast<std::uint64_t>(shot)) % kTurretBarrels);
            const double angle = turret.angle + 2.0 * std::numbers::pi * barrel / kTurretBarrels + 0.06 * (shot / kTurretBarrels);
            const Vec2 direction = geometry::directionFromAngle(angle);
            Bullet bullet;
            bullet.id = world.nextId++;
            bullet.position = wrapIntoField(world.settings, turret.position + direction * kTurretRadius);
            bullet.velocity = direction * kTurretBulletSpeed;
            bullet.ticksLeft = kTurretBulletLifeTicks;
            bullet.fromSaucer = true;
            world.bullets.push_back(bullet);
        }
    }
}

}  // namespace

double normalDensity() { return kMaxWaveAsteroids * circleArea(AsteroidSize::Large) / (kNormalWidth * kNormalHeight); }

double crowdDensity(int n, double fieldWidth, double fieldHeight) { return coveredArea(n) / (fieldWidth * fieldHeight); }

Settings crowdSettings(int n, std::uint64_t seed) {
    Settings settings;
    settings.seed = seed;
    settings.crowd = n;
    // 16:9 in whole units: 16k x 9k, with k the smallest that keeps the density at most the normal one.
    const double k = std::ceil(std::sqrt(coveredArea(n) / normalDensity() / 144.0));
    settings.fieldWidth = std::max(kNormalWidth, 16.0 * k);
    settings.fieldHeight = std::max(kNormalHeight, 9.0 * k);
    return settings;
}

std::vector<Turret> crowdTurrets(const Settings& settings, std::uint64_t tick) {
    std::vector<Turret> turrets;
    if (settings.crowd <= 0) return turrets;
    const Lattice lattice = turretLattice(settings);
    const double seconds = static_cast<double>(tick % (3600ULL * kTicksPerSecond)) * kTickSeconds;  // an hour's turn, then again
    for (int row = 0; row < lattice.rows; ++row) {
        for (int column = 0; column < lattice.columns; ++column) {
            const int index = row * lattice.columns + column;
            const Vec2 position{(column + 0.5) * settings.fieldWidth / lattice.columns, (row + 0.5) * settings.fieldHeight / lattice.rows};
            turrets.push_back({position, 0.7 * index + turretSpin(index) * seconds});
        }
    }
    return turrets;
}

int splitLimit(const Settings& settings) { return settings.crowd > 0 ? std::min(settings.crowd, kMaxLiveAsteroids) : kMaxLiveAsteroids; }

TickInput crowdInput(const TickInput& input) {
    TickInput used = input;
    used.buttons = static_cast<std::uint8_t>(used.buttons & ~kHyperspace);
    return used;
}

void beginCrowd(World& world) {
    world.waveDelayTicks = 0;  // no waves: the crowd is the scene
    world.asteroids.reserve(static_cast<std::size_t>(world.settings.crowd));
    const std::vector<Turret> turrets = crowdTurrets(world.settings, world.tick);
    for (int i = 0; i < world.settings.crowd; ++i) {
        const AsteroidSize size = crowdSize(i);
        spawnAsteroid(world, size, spotAwayFromTurrets(world, turrets, kTurretRadius + kAsteroidRadius[static_cast<std::size_t>(size)]), false);
    }
}

void updateCrowd(World& world) {
    // Invulnerable for ever: a crowd has no game over, and the ship never waits for a clear centre.
    world.ship.invulnerableTicks = std::max(world.ship.invulnerableTicks, 2);
    const std::vector<Turret> turrets = crowdTurrets(world.settings, world.tick);
    topUpAsteroids(world, turrets);
    fireTurrets(world, turrets);
}

}  // namespace sim
