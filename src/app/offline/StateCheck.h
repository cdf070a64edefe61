#pragma once
// A check of the game state that a Debug build's headless loop runs after
// every tick (the soak in docs/testing.md): every number in the world finite.
// No NaN or infinity may ever enter the state; if one does, the run stops at
// that tick naming the field, rather than playing on with poisoned numbers.

#include <optional>
#include <string>

#include "sim/World.h"

namespace app {

/// The first number in `world` that is NaN or infinite, named ("asteroid 17 velocity.y"); nullopt when all are finite.
std::optional<std::string> firstNonFinite(const sim::World& world);

}  // namespace app
