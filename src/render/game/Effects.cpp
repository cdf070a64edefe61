#include "render/game/Effects.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "sim/Random.h"

namespace render {

using geometry::Vec2;

namespace {

// A number in [0, 1) drawn from `seed` for the purpose `salt` (PCG, sim/Random.h: the same numbers everywhere).
double unit(std::uint64_t seed, std::uint64_t salt) {
    sim::Random random = sim::makeRandom(seed, salt);
    return sim::nextUnit(random);
}

double lerp(double lo, double hi, double t) { return lo + (hi - lo) * t; }

constexpr double kSparkDrag = 1.8;  // per second: a spark slows as if through thin air, stopping at speed / drag

}  // namespace

std::uint64_t burstSeed(const sim::GameEvent& event, std::uint64_t tick) {
    sim::Random random = sim::makeRandom((static_cast<std::uint64_t>(event.id) << 8) ^ static_cast<std::uint64_t>(event.kind), tick);
    return (static_cast<std::uint64_t>(sim::nextBits(random)) << 32) | sim::nextBits(random);
}

std::optional<Burst> burstFor(const sim::GameEvent& event, std::uint64_t tick) {
    using Kind = sim::GameEvent::Kind;
    if (event.kind == Kind::AsteroidDestroyed) return Burst{BurstKind::Rock, event.position, static_cast<double>(event.size), burstSeed(event, tick)};
    if (event.kind == Kind::ShipDestroyed) return Burst{BurstKind::Ship, event.position, 2.0, burstSeed(event, tick)};
    if (event.kind == Kind::SaucerDestroyed) return Burst{BurstKind::Saucer, event.position, 2.0, burstSeed(event, tick)};
    return std::nullopt;
}

int sparkCount(const Burst& burst) {
    if (burst.kind == BurstKind::Rock) return 8 + 8 * static_cast<int>(burst.size);
    return 40;
}

std::optional<SparkNow> sparkAt(const Burst& burst, int index, double ageSeconds) {
    if (index < 0 || index >= sparkCount(burst)) return std::nullopt;
    sim::Random own = sim::makeRandom(burst.seed, static_cast<std::uint64_t>(index));  // the spark's own numbers, in order
    const double life = lerp(0.35, kLongestSpark, sim::nextUnit(own));
    if (ageSeconds < 0.0 || ageSeconds >= life) return std::nullopt;
    const double heading = 2.0 * std::numbers::pi * sim::nextUnit(own);
    const double speed = lerp(40.0, burst.kind == BurstKind::Rock ? 160.0 + 40.0 * burst.size : 240.0, sim::nextUnit(own));
    // Distance travelled with drag: speed * (1 - e^(-drag t)) / drag, in closed form.
    const double travelled = speed * (1.0 - std::exp(-kSparkDrag * ageSeconds)) / kSparkDrag;
    const Vec2 direction{std::cos(heading), std::sin(heading)};
    return SparkNow{burst.position + direction * travelled, 1.0 - ageSeconds / life};
}

FlashNow flashAt(const Burst& burst, double ageSeconds) {
    if (ageSeconds < 0.0 || ageSeconds >= kFlashSeconds) return {};
    const double t = ageSeconds / kFlashSeconds;
    const double largest = burst.kind == BurstKind::Rock ? 14.0 + 14.0 * burst.size : 48.0;
    return {largest * (0.4 + 0.6 * t), (1.0 - t) * (1.0 - t)};
}

Vec2 shakeAt(std::span<const AgedBurst> bursts, bool allowed) {
    if (!allowed) return {};
    Vec2 sum{};
    for (const AgedBurst& b : bursts) {
        if (b.age < 0.0) continue;
        // Only what a player feels: a large rock, the ship, a saucer.
        const double amplitude = b.burst.kind == BurstKind::Rock ? (b.burst.size >= 2.0 ? 2.5 : 0.0) : 5.0;
        const double fade = std::exp(-12.0 * b.age);
        if (amplitude * fade < 0.05) continue;
        // A new direction every 1/30 s, drawn from the burst's seed: jitter, not a swing.
        const auto step = static_cast<std::uint64_t>(b.age * 30.0);
        const double angle = 2.0 * std::numbers::pi * unit(b.burst.seed, 0x5A4Bull + step);
        sum += Vec2{std::cos(angle), std::sin(angle)} * (amplitude * fade);
    }
    const double length = geometry::length(sum);
    return length > kMostShake ? sum * (kMostShake / length) : sum;
}

Star starAt(std::uint32_t index, double width, double height) {
    sim::Random own = sim::makeRandom(0x57A125ull + index, 0x57A1);  // each star's own seed: its numbers in order
    const double x = sim::nextUnit(own) * width;
    const double y = sim::nextUnit(own) * height;
    const double b = sim::nextUnit(own);
    return {{x, y}, 0.25 + 0.75 * b * b * b};  // mostly faint, a few brighter
}

std::uint32_t starCount(double width, double height) {
    const double count = std::clamp(width * height / 2400.0, 0.0, 4000.0);
    return static_cast<std::uint32_t>(count);
}

}  // namespace render
