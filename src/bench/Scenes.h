#pragma once
// The benchmark's scenes: a wrap-around field of irregular concave asteroids
// (the game's own outlines, 8-16 vertices) and as many point bullets, all
// moving. The field is sized for a chosen coverage, so a scene keeps its
// density at every N. Motion is the game's own (sim::moveAsteroids, moveBullets).

#include <cstdint>
#include <optional>
#include <string_view>

#include "sim/World.h"

namespace bench {

/// What a scene is made of.
enum class SceneKind : std::uint8_t {
    Sparse,     ///< mixed game sizes, 15% of the field covered
    Dense,      ///< mixed game sizes, 40% covered
    Mixed,      ///< a few huge asteroids (radius ~600) among many small ones, 15% covered
    Clustered,  ///< sparse asteroids; bullets in streams of 50 leaving turrets
};

inline constexpr SceneKind kSceneKinds[] = {SceneKind::Sparse, SceneKind::Dense, SceneKind::Mixed, SceneKind::Clustered};

/// The scene's name as the command line and CSV spell it.
std::string_view sceneName(SceneKind kind);

/// The kind named `name`, or nothing.
std::optional<SceneKind> sceneNamed(std::string_view name);

/// A scene of `n` asteroids and `n` bullets, the same for the same arguments.
sim::World makeScene(SceneKind kind, int n, std::uint64_t seed);

/// The largest asteroid radius in the world (world units).
double largestRadius(const sim::World& world);

/// Moves everything one tick as the game does; bullets never expire.
void advance(sim::World& world);

}  // namespace bench
