#pragma once
// The saucers' outlines: the arcade's flat hull with a dome on top (up the
// screen), in the saucer's own frame, counter-clockwise (y up, so the dome's
// negative y is up on the y-down screen), star-shaped about the origin, so
// the fan from the centre splits them into convex pieces as it does asteroids.

#include <array>
#include <span>

#include "geometry/Vec2.h"
#include "sim/Tuning.h"

namespace sim {

inline constexpr std::array<geometry::Vec2, 8> kLargeSaucerOutline = {
    geometry::Vec2{-20, 0}, {-8, -5}, {-5, -11}, {5, -11}, {8, -5}, {20, 0}, {8, 6}, {-8, 6}};
/// The large outline scaled by kSaucerRadius[Small] / kSaucerRadius[Large] = 0.6.
inline constexpr std::array<geometry::Vec2, 8> kSmallSaucerOutline = {
    geometry::Vec2{-12, 0}, {-4.8, -3}, {-3, -6.6}, {3, -6.6}, {4.8, -3}, {12, 0}, {4.8, 3.6}, {-4.8, 3.6}};

/// The outline of a saucer of this size (index 0 small, 1 large, as SaucerSize); its farthest vertex is kSaucerRadius away.
inline std::span<const geometry::Vec2> saucerOutline(int size) {
    return size == 0 ? std::span<const geometry::Vec2>(kSmallSaucerOutline) : std::span<const geometry::Vec2>(kLargeSaucerOutline);
}

}  // namespace sim
