#pragma once
// Overdraw culling for the asteroids' fills. Every fill has the same opaque
// colour and every outline is drawn over all of them, so what shows is only
// the union of the fills: a crowd of rocks covering the field several times
// over need not be filled several times. Square cells lying wholly inside
// some asteroid are filled once, as merged quads; a fill triangle lying
// wholly in such cells is skipped. The pixels drawn are the same as filling
// every triangle.

#include <cstdint>
#include <span>
#include <vector>

#include "geometry/Vec2.h"

namespace render {

/// Which cells of the field some fill surely covers this frame. Kept from
/// frame to frame so that it allocates nothing once grown.
struct FillCover {
    double cell = 16.0;  ///< side of a cell in world units (> 0)
    int columns = 0;
    int rows = 0;
    std::vector<std::uint8_t> covered;  ///< rows * columns, row-major: 1 when wholly inside some polygon
    std::vector<std::int32_t> sums;     ///< rows * (columns + 1): each row's prefix sums of `covered`
    std::vector<std::uint8_t> scratch;  ///< one row's cells, while a polygon is marked
};

/// Empties `cover` for a field of width x height world units (both > 0) in cells of `cell` units.
void resetCover(FillCover& cover, double width, double height, double cell);

/// Marks every cell lying wholly inside the simple closed polygon `points`
/// (at most 32 vertices, world units relative to `centre`, either orientation).
void coverPolygon(FillCover& cover, geometry::Vec2 centre, std::span<const geometry::Vec2> points);

/// Builds the prefix sums; call once after the last coverPolygon and before coveredTriangle.
void finishCover(FillCover& cover);

/// True when the triangle a, b, c (world units) lies wholly in covered cells of the field.
bool coveredTriangle(const FillCover& cover, geometry::Vec2 a, geometry::Vec2 b, geometry::Vec2 c);

/// Calls quad(low, high) once for each run of covered cells along a row: the
/// corners of an axis-aligned rectangle in world units.
template <typename Quad>
void forEachCoveredRun(const FillCover& cover, Quad quad) {
    for (int row = 0; row < cover.rows; ++row) {
        const std::uint8_t* line = cover.covered.data() + static_cast<std::size_t>(row) * static_cast<std::size_t>(cover.columns);
        for (int column = 0; column < cover.columns;) {
            if (line[column] == 0) {
                ++column;
                continue;
            }
            const int first = column;
            while (column < cover.columns && line[column] != 0) ++column;
            quad(geometry::Vec2{first * cover.cell, row * cover.cell}, geometry::Vec2{column * cover.cell, (row + 1) * cover.cell});
        }
    }
}


}  // namespace render
