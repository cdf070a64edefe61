#pragma once
// The game's moments as pure functions, for drawing only: a burst's sparks
// and flash, the field's shake, the starfield. Each is computed from what
// the step recorded (an event's place, its tick, a seed made from its id) and
// the burst's age, never stepped from frame to frame, so the same moment
// draws the same at any frame rate, in a clip and after time travel, and
// nothing here can feed back into the simulation (sim never sees it).

#include <cstdint>
#include <optional>
#include <span>

#include "geometry/Vec2.h"
#include "sim/StepReport.h"

namespace render {

/// What exploded, which sets a burst's sparks, colour, flash and shake.
enum class BurstKind : std::uint8_t { Rock, Ship, Saucer };

/// One explosion as it began: where, how large, and the seed its sparks are drawn from.
struct Burst {
    BurstKind kind = BurstKind::Rock;
    geometry::Vec2 position{};  ///< world units, where the event happened
    double size = 1.0;          ///< 0 small, 1 medium, 2 large rock; 2 for the ship and saucers
    std::uint64_t seed = 0;     ///< burstSeed of its event
};

/// A burst's seed: a mix of the event's kind, id and tick (the same event always gives the same sparks).
std::uint64_t burstSeed(const sim::GameEvent& event, std::uint64_t tick);

/// The burst an event starts, if it is an explosion (a rock broken, the ship or a saucer destroyed).
std::optional<Burst> burstFor(const sim::GameEvent& event, std::uint64_t tick);

/// How many sparks a burst throws.
int sparkCount(const Burst& burst);

/// A spark as it is now: its place (world units) and how bright (1 as it flies off, falling to 0).
struct SparkNow {
    geometry::Vec2 position{};
    double strength = 0.0;
};

/// Spark `index` of `burst` at `ageSeconds` after it began; nothing once its lifetime (at most kLongestSpark) is over.
std::optional<SparkNow> sparkAt(const Burst& burst, int index, double ageSeconds);

/// No spark lives longer than this, seconds.
inline constexpr double kLongestSpark = 1.2;

/// The flash at a burst's centre: its radius (world units) and strength (0 once over, after kFlashSeconds).
struct FlashNow {
    double radius = 0.0;
    double strength = 0.0;
};
inline constexpr double kFlashSeconds = 0.18;

/// The flash of `burst` at `ageSeconds`.
FlashNow flashAt(const Burst& burst, double ageSeconds);

/// A burst and how long ago it began, for the shake.
struct AgedBurst {
    Burst burst;
    double age = 0.0;  ///< seconds
};

/// How far the field is shaken now (world units) by the bursts going on: a few units at a large rock or a death,
/// dying away in a quarter of a second; zero when `allowed` is false (teaching modes, the setting off).
geometry::Vec2 shakeAt(std::span<const AgedBurst> bursts, bool allowed);

/// The most the field is ever shaken, world units.
inline constexpr double kMostShake = 6.0;

/// One star of the faint starfield: its place on a field of width x height, and its brightness (0..1).
struct Star {
    geometry::Vec2 position{};
    double brightness = 0.0;
};

/// Star `index` of the field's starfield (the same stars every frame and every run).
Star starAt(std::uint32_t index, double width, double height);

/// How many stars a field of width x height shows: about one to every 2,400 square units, the 1280x720 field's 384.
std::uint32_t starCount(double width, double height);

}  // namespace render
