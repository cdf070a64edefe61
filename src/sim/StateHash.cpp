#include "sim/StateHash.h"

#include "geometry/Bits.h"

namespace sim {

namespace {

// Each 64-bit word is scrambled by SplitMix64's finaliser and folded in
// FNV-1a style (xor, then multiply by the FNV prime). Both steps are
// bijections, so changing any single word always changes the hash; the
// scrambling makes every input bit reach every output bit.
struct Hasher {
    std::uint64_t value = 0xcbf29ce484222325ULL;

    static std::uint64_t scramble(std::uint64_t x) {
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return x ^ (x >> 31);
    }
    void add(std::uint64_t word) { value = (value ^ scramble(word)) * 0x100000001b3ULL; }
    void add(double x) { add(geometry::bitsOf(x)); }
    void add(Vec2 v) { add(v.x); add(v.y); }
    void add(int x) { add(static_cast<std::uint64_t>(static_cast<std::int64_t>(x))); }
    void add(std::uint32_t x) { add(static_cast<std::uint64_t>(x)); }
    void add(bool x) { add(static_cast<std::uint64_t>(x ? 1 : 0)); }
};

std::uint64_t hashShip(const Ship& ship) {
    Hasher h;
    h.add(ship.position); h.add(ship.velocity); h.add(ship.angle); h.add(ship.alive);
    h.add(ship.invulnerableTicks); h.add(ship.respawnTicks); h.add(ship.fireCooldown);
    h.add(ship.hyperspaceTicks); h.add(ship.hyperspaceCooldown); h.add(ship.hyperspaceFrom);
    return h.value;
}

std::uint64_t hashAsteroids(const std::vector<Asteroid>& asteroids) {
    Hasher h;
    h.add(static_cast<std::uint64_t>(asteroids.size()));
    for (const Asteroid& a : asteroids) {
        h.add(a.id); h.add(static_cast<int>(a.size)); h.add(a.position); h.add(a.velocity);
        h.add(a.angle); h.add(a.spin); h.add(static_cast<int>(a.outline().size())); h.add(a.radius); h.add(a.spawned);
        for (const Vec2 v : a.outline()) h.add(v);
    }
    return h.value;
}

// Saucers are hashed with the asteroids: the replay format's parts stay as they are.
std::uint64_t hashBodies(const World& w) {
    Hasher h;
    h.add(hashAsteroids(w.asteroids));
    h.add(static_cast<std::uint64_t>(w.saucers.size()));
    for (const Saucer& s : w.saucers) {
        h.add(s.id); h.add(static_cast<int>(s.size)); h.add(s.position); h.add(s.velocity);
        h.add(s.ticksLeft); h.add(s.fireCooldown); h.add(s.turnCooldown);
    }
    h.add(w.saucerDelayTicks);
    return h.value;
}

std::uint64_t hashBullets(const std::vector<Bullet>& bullets) {
    Hasher h;
    h.add(static_cast<std::uint64_t>(bullets.size()));
    for (const Bullet& b : bullets) {
        h.add(b.id); h.add(b.position); h.add(b.velocity); h.add(b.ticksLeft); h.add(b.fromSaucer);
    }
    return h.value;
}

std::uint64_t hashScore(const World& w) {
    Hasher h;
    h.add(w.tick); h.add(static_cast<int>(w.phase)); h.add(w.score); h.add(w.lives); h.add(w.wave);
    h.add(w.waveDelayTicks); h.add(w.gameOverTicks); h.add(w.nextId); h.add(w.spawnedThisGame);
    const SpawnNotice& n = w.lastSpawn;
    h.add(static_cast<int>(n.outcome)); h.add(n.tick); h.add(n.asked); h.add(n.placed);
    return h.value;
}

std::uint64_t hashRandom(const Random& r) {
    Hasher h;
    h.add(r.state); h.add(r.increment);
    return h.value;
}

}  // namespace

std::string_view partName(StatePart part) {
    switch (part) {
        case StatePart::Ship: return "ship";
        case StatePart::Asteroids: return "asteroids";
        case StatePart::Bullets: return "bullets";
        case StatePart::Score: return "score";
        case StatePart::Random: return "random";
    }
    return "?";
}

StateHashes hashState(const World& world) {
    StateHashes hashes;
    hashes.parts = {hashShip(world.ship), hashBodies(world), hashBullets(world.bullets),
                    hashScore(world), hashRandom(world.random)};
    Hasher whole;
    for (const std::uint64_t part : hashes.parts) whole.add(part);
    hashes.whole = whole.value;
    return hashes;
}

}  // namespace sim
