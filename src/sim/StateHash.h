#pragma once
// Hashes of the simulation state, for replay checkpoints and determinism
// tests (Box2D's test_determinism does the same with one hash). One hash per
// part tells a desync's reader *what* diverged, not only that something did.
// Doubles are hashed by their bits: "same state" means bit for bit.

#include <array>
#include <cstdint>
#include <string_view>

#include "sim/World.h"

namespace sim {

/// The parts of the state that are hashed separately, in checkpoint order.
/// (Asteroids covers the saucers too, Bullets the saucers', Score the click notice: the format's five parts stay.)
enum class StatePart : std::uint8_t { Ship, Asteroids, Bullets, Score, Random };
inline constexpr std::size_t kStatePartCount = 5;

/// The part's name as written in replay files ("ship", "asteroids", ...).
std::string_view partName(StatePart part);

struct StateHashes {
    std::uint64_t whole = 0;                           ///< all parts together
    std::array<std::uint64_t, kStatePartCount> parts{}; ///< indexed by StatePart

    friend bool operator==(const StateHashes&, const StateHashes&) = default;
};

/// Hashes of everything that decides the future of the game (64-bit, see StateHash.cpp).
/// Counters, events and the broad-phase grid are derived and not included.
StateHashes hashState(const World& world);

}  // namespace sim
