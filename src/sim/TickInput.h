#pragma once
// Everything a player can do in one tick, as one small value (Doom's
// ticcmd_t). The simulation sees input only through this struct, so a replay
// is just the stream of them, and the simulation never reads a keyboard.

#include <cstdint>

#include "geometry/Vec2.h"

namespace sim {

/// Buttons held during a tick, as bits of TickInput::buttons.
enum Button : std::uint8_t {
    kThrust = 1u << 0,
    kBrake = 1u << 1,
    kTurnLeft = 1u << 2,
    kTurnRight = 1u << 3,
    kFire = 1u << 4,
    kRestart = 1u << 5,  ///< start a new game when the current one is over
    kHyperspace = 1u << 6,  ///< jump to a random spot (a risk: the ship may not come back)
};

/// All buttons that exist; any other bit in a recorded input is an error.
inline constexpr std::uint8_t kAllButtons = 0x7F;

/// One tick of player input.
struct TickInput {
    std::uint8_t buttons = 0;     ///< Button bits held this tick
    bool spawnAsteroid = false;   ///< a click asked for a new large asteroid...
    geometry::Vec2 spawnAt{};     ///< ...at this world position (finite; wrapped into the field)

    constexpr bool held(Button b) const { return (buttons & b) != 0; }
    friend bool operator==(const TickInput&, const TickInput&) = default;
};

}  // namespace sim
