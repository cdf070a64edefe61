#pragma once
// Seeded random polygons on an integer grid for the property tests, and
// exact integer arithmetic to check them against: coordinates up to 2^40 make
// rounded products inexact, while 128-bit integers hold them exactly.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <random>
#include <span>
#include <vector>

#include "geometry/Predicates.h"
#include "geometry/Vec2.h"

namespace fixtures {

using geometry::Vec2;
using Int = std::int64_t;
__extension__ typedef __int128 Wide;  // g++ and clang; __extension__ keeps -Wpedantic quiet

/// Exact sign of cross(b - a, c - a) for integer-valued points (|coordinates| < 2^60).
inline int exactOrientation(Vec2 a, Vec2 b, Vec2 c) {
    const auto i = [](double v) { return static_cast<Wide>(static_cast<Int>(v)); };
    const Wide value = (i(b.x) - i(a.x)) * (i(c.y) - i(a.y)) - (i(b.y) - i(a.y)) * (i(c.x) - i(a.x));
    return (value > 0) - (value < 0);
}

/// Twice the polygon's signed area, exactly, for integer-valued vertices.
inline Wide exactTwiceArea(std::span<const Vec2> polygon) {
    Wide sum = 0;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Vec2 a = polygon[i];
        const Vec2 b = polygon[(i + 1) % polygon.size()];
        sum += static_cast<Wide>(static_cast<Int>(a.x)) * static_cast<Int>(b.y) - static_cast<Wide>(static_cast<Int>(b.x)) * static_cast<Int>(a.y);
    }
    return sum;
}

/// A random integer in [lo, hi].
inline Int between(std::mt19937_64& random, Int lo, Int hi) { return std::uniform_int_distribution<Int>(lo, hi)(random); }

/// A star-shaped polygon about `centre` (on the grid): n >= 5 vertices at
/// jittered, increasing angles and random radii up to `size`, often concave,
/// counter-clockwise; always simple.
inline std::vector<Vec2> randomStar(std::mt19937_64& random, Vec2 centre, int n, double size) {
    std::vector<Vec2> polygon;
    for (int i = 0; i < n; ++i) {
        const double a = 2.0 * std::numbers::pi * (i + std::uniform_real_distribution<double>(0.0, 0.8)(random)) / n;
        const double r = size * std::uniform_real_distribution<double>(0.2, 1.0)(random);
        const Vec2 v{centre.x + std::round(r * std::cos(a)), centre.y + std::round(r * std::sin(a))};
        // Rounding to the grid can put two vertices on one ray from the centre: skip the second.
        if (!polygon.empty() && exactOrientation(centre, polygon.back(), v) <= 0) continue;
        polygon.push_back(v);
    }
    while (polygon.size() > 3 && exactOrientation(centre, polygon.back(), polygon.front()) <= 0) polygon.pop_back();
    return polygon;
}

/// An x-monotone polygon: n distinct x, each above or below a random split,
/// the lower chain left to right and the upper back: simple, often concave, not star-shaped in general.
inline std::vector<Vec2> randomMonotone(std::mt19937_64& random, int n, Int size) {
    std::vector<Int> xs;
    while (static_cast<int>(xs.size()) < n) {
        xs.push_back(between(random, -size, size));
        std::sort(xs.begin(), xs.end());
        xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    }
    std::vector<Vec2> lower{{static_cast<double>(xs.front()), 0.0}};
    std::vector<Vec2> upper;
    for (std::size_t i = 1; i + 1 < xs.size(); ++i) {
        const bool below = between(random, 0, 1) == 0;
        const double y = static_cast<double>(below ? -between(random, 1, size) : between(random, 1, size));
        (below ? lower : upper).push_back({static_cast<double>(xs[i]), y});
    }
    lower.push_back({static_cast<double>(xs.back()), 0.0});
    lower.insert(lower.end(), upper.rbegin(), upper.rend());
    return lower;
}

/// The convex hull of random grid points (Andrew's monotone chain, exact), counter-clockwise, no collinear vertices.
inline std::vector<Vec2> randomConvex(std::mt19937_64& random, int points, Int size, Vec2 offset) {
    std::vector<Vec2> p;
    for (int i = 0; i < points; ++i) {
        p.push_back({offset.x + static_cast<double>(between(random, -size, size)), offset.y + static_cast<double>(between(random, -size, size))});
    }
    std::sort(p.begin(), p.end(), [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    p.erase(std::unique(p.begin(), p.end()), p.end());
    std::vector<Vec2> hull;
    for (int pass = 0; pass < 2; ++pass) {
        const std::size_t start = hull.size();
        for (const Vec2 v : p) {
            while (hull.size() >= start + 2 && exactOrientation(hull[hull.size() - 2], hull.back(), v) <= 0) hull.pop_back();
            hull.push_back(v);
        }
        hull.pop_back();
        std::reverse(p.begin(), p.end());
    }
    return hull;
}

/// The polygon starting from vertex `first` instead of 0.
inline std::vector<Vec2> startingAt(std::span<const Vec2> polygon, std::size_t first) {
    std::vector<Vec2> out(polygon.begin(), polygon.end());
    std::rotate(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(first % out.size()), out.end());
    return out;
}

/// True when the interiors of two counter-clockwise triangles share no point
/// (touching along an edge or at a corner is fine): some edge of one has the
/// whole other triangle on or outside its line. Exact.
inline bool interiorsDisjoint(const std::array<Vec2, 3>& a, const std::array<Vec2, 3>& b) {
    const auto separates = [](const std::array<Vec2, 3>& owner, const std::array<Vec2, 3>& other) {
        for (std::size_t i = 0; i < 3; ++i) {
            const Vec2 from = owner[i];
            const Vec2 to = owner[(i + 1) % 3];
            bool allOutside = true;
            for (const Vec2 v : other) allOutside = allOutside && geometry::orientation(from, to, v) <= 0;
            if (allOutside) return true;
        }
        return false;
    };
    return separates(a, b) || separates(b, a);
}

}  // namespace fixtures
